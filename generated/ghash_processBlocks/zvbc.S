# ghash_processBlocks [zvbc] clmul_lmul=2
# Made by stubforge 0.1.0 from kernels/ghash.py:ghash.
# Needs: rv64gc_v_zvbb_zvbc_zvkb
# Registers, as the C++ names them: s1 = rpoly; a0 = state; a1 = htbl, subkeyHtbl; a2 = data;
#   a3 = blocks, data_hi; a4 = end; a5 = step; a6 = y0; a7 = y1; s2 = stride; t3 = tmp; t4 = head;
#   t5 = vlmax; v1 = vs1; v2 = vs2; v3 = vzero; v4-v5 = a0, vacc0; v6-v7 = a1, vacc1;
#   v8-v9, v14-v15 = b0; v8-v9 = vhn0; v10-v11, v16-v17 = b1; v10-v11 = vhn1; v12-v13, v18-v19 = bx;
#   v12-v13 = vhnx; v14-v15 = vpow0; v16-v17 = vpow1; v18-v19 = vpowx; v20-v21 = tmp1, vt1;
#   v22-v23 = tmp2, vt2; v24-v25 = tmp3; v26-v27 = tmp4
	.option norvc
	.option norelax
	.option arch, +v, +zvbb, +zvbc, +zvkb
	.text
	.p2align 3
	.globl stubforge_ghash_processBlocks
	.type stubforge_ghash_processBlocks, @function
stubforge_ghash_processBlocks:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg s1, s2	# nine values live across the loops
	addi sp, sp, -16
	sd s1, 0(sp)
	sd s2, 8(sp)
	# ghash_clmul_blocks(state, htbl, data, blocks, vlmax, head, end, step, tmp, y0, y1, rpoly, stride)
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v1, (a1)
	vbrev.v v1, v1
	vmv.x.s a6, v1
	vslidedown.vi v2, v1, 1
	vmv.x.s a7, v2
	# li s1, 135
	addiw s1, zero, 135
	# li s2, 16
	addiw s2, zero, 16
	vsetvli t5, zero, e64, m2, ta, ma
	vmv.v.x v14, a6	# H in every lane
	vmv.v.x v16, a7
	# li t3, 1
	addiw t3, zero, 1
	bgeu t3, t5, .L_powers_done
.L_powers:	# p lanes 0..t-1 = H^t .. H^1
	vrgather.vx v4, v14, zero
	vrgather.vx v6, v16, zero
	vxor.vv v18, v14, v16
	# ghash_gf_mul(a0, a1, b0, b1, bx, tmp1, tmp2, tmp3, tmp4, rpoly)
	vxor.vv v20, v4, v6
	vclmul.vv v22, v20, v18	# middle, low half
	vclmulh.vv v20, v20, v18	# middle, high half
	vclmul.vv v24, v4, v14	# w0 = (a0 b0) low
	vclmulh.vv v4, v4, v14
	vclmul.vv v26, v6, v16
	vclmulh.vv v6, v6, v16	# w3 = (a1 b1) high
	vxor.vv v22, v22, v24
	vxor.vv v22, v22, v26	# middle ^ a0b0 ^ a1b1, low
	vxor.vv v20, v20, v4
	vxor.vv v20, v20, v6	# ... high
	vxor.vv v4, v4, v22	# w1
	vxor.vv v26, v26, v20	# w2
	# w2 x^128 = w2 * 0x87; w3 x^192 = w3 * 0x87 x^64, whose carry past x^128 folds once more.
	vclmul.vx v20, v26, s1
	vxor.vv v24, v24, v20
	vclmulh.vx v20, v26, s1
	vxor.vv v4, v4, v20
	vclmul.vx v20, v6, s1
	vxor.vv v4, v4, v20
	vclmulh.vx v20, v6, s1
	vclmul.vx v20, v20, s1
	vxor.vv v24, v24, v20
	vmv.v.v v6, v4
	vmv.v.v v4, v24
	vslideup.vx v4, v14, t3
	vslideup.vx v6, v16, t3
	vmv.v.v v14, v4
	vmv.v.v v16, v6
	slli t3, t3, 1
	bltu t3, t5, .L_powers
.L_powers_done:
	vxor.vv v18, v14, v16
	vrgather.vx v8, v14, zero
	vrgather.vx v10, v16, zero
	vxor.vv v12, v8, v10
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v1, (a0)
	vbrev.v v1, v1
	vmv.x.s a6, v1
	vslidedown.vi v2, v1, 1
	vmv.x.s a7, v2
	slli a5, t5, 4
	slli a4, a3, 4
	add a4, a4, a2
	addi t4, t5, -1	# head: ((blocks - 1) mod N) + 1 blocks
	addi t3, a3, -1
	and t4, t4, t3
	addi t4, t4, 1
	addi a3, a2, 8
	vsetvli zero, t4, e64, m2, ta, ma
	vlse64.v v20, (a2), s2
	vlse64.v v22, (a3), s2
	vbrev8.v v20, v20
	vbrev8.v v22, v22
	vsetivli zero, 1, e64, m2, tu, ma
	vxor.vx v20, v20, a6
	vxor.vx v22, v22, a7
	slli t3, t4, 4
	add a2, a2, t3
	add a3, a3, t3
	sub t3, t5, t4
	vsetvli t5, zero, e64, m2, ta, ma
	vmv.v.i v4, 0
	vmv.v.i v6, 0
	vslideup.vx v4, v20, t3
	vslideup.vx v6, v22, t3
	bgeu a2, a4, .L_ghash_last
.L_ghash_loop:
	# ghash_gf_mul(a0, a1, b0, b1, bx, tmp1, tmp2, tmp3, tmp4, rpoly)
	vxor.vv v20, v4, v6
	vclmul.vv v22, v20, v12
	vclmulh.vv v20, v20, v12
	vclmul.vv v24, v4, v8
	vclmulh.vv v4, v4, v8
	vclmul.vv v26, v6, v10
	vclmulh.vv v6, v6, v10
	vxor.vv v22, v22, v24
	vxor.vv v22, v22, v26
	vxor.vv v20, v20, v4
	vxor.vv v20, v20, v6
	vxor.vv v4, v4, v22
	vxor.vv v26, v26, v20
	vclmul.vx v20, v26, s1
	vxor.vv v24, v24, v20
	vclmulh.vx v20, v26, s1
	vxor.vv v4, v4, v20
	vclmul.vx v20, v6, s1
	vxor.vv v4, v4, v20
	vclmulh.vx v20, v6, s1
	vclmul.vx v20, v20, s1
	vxor.vv v24, v24, v20
	vmv.v.v v6, v4
	vmv.v.v v4, v24
	vlse64.v v20, (a2), s2
	vlse64.v v22, (a3), s2
	vbrev8.v v20, v20
	vbrev8.v v22, v22
	vxor.vv v4, v4, v20
	vxor.vv v6, v6, v22
	add a2, a2, a5
	add a3, a3, a5
	bltu a2, a4, .L_ghash_loop
.L_ghash_last:
	# ghash_gf_mul(a0, a1, b0, b1, bx, tmp1, tmp2, tmp3, tmp4, rpoly)
	vxor.vv v20, v4, v6
	vclmul.vv v22, v20, v18
	vclmulh.vv v20, v20, v18
	vclmul.vv v24, v4, v14
	vclmulh.vv v4, v4, v14
	vclmul.vv v26, v6, v16
	vclmulh.vv v6, v6, v16
	vxor.vv v22, v22, v24
	vxor.vv v22, v22, v26
	vxor.vv v20, v20, v4
	vxor.vv v20, v20, v6
	vxor.vv v4, v4, v22
	vxor.vv v26, v26, v20
	vclmul.vx v20, v26, s1
	vxor.vv v24, v24, v20
	vclmulh.vx v20, v26, s1
	vxor.vv v4, v4, v20
	vclmul.vx v20, v6, s1
	vxor.vv v4, v4, v20
	vclmulh.vx v20, v6, s1
	vclmul.vx v20, v20, s1
	vxor.vv v24, v24, v20
	vmv.v.v v6, v4
	vmv.v.v v4, v24
	vmv.s.x v3, zero
	vredxor.vs v1, v4, v3
	vredxor.vs v2, v6, v3
	vsetivli zero, 2, e64, m1, ta, ma
	vslideup.vi v1, v2, 1
	vbrev.v v1, v1
	vse64.v v1, (a0)
	# pop_reg s1, s2
	ld s1, 0(sp)
	ld s2, 8(sp)
	addi sp, sp, 16
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_ghash_processBlocks, .-stubforge_ghash_processBlocks
	.section .note.GNU-stack,"",@progbits
