# galoisCounterMode_AESCrypt [zvbc] lmul=4, clmul_lmul=2
# Made by stubforge 0.1.0 from kernels/gcm.py:gcm.
# Needs: rv64gc_v_zvbb_zvbc_zvkb_zvkned
# Registers, as the C++ names them: s1 = step; a0 = in, y0, processed; a1 = len; a2 = data, ct;
#   a3 = out, y1; a4 = key, rpoly; a5 = state; a6 = htbl, subkeyHtbl; a7 = counter, stride;
#   s2 = end; s3 = nblk, inc, blocks, data_hi; t3 = tmp, key; t4 = head, inc; t5 = vlmax;
#   v1-v15 = vkeys[]; v1 = vs1; v2 = vs2; v3 = vzero; v4-v5 = a0, vacc0; v6-v7 = a1, vacc1;
#   v8-v9, v14-v15 = b0; v8-v9 = vhn0; v10-v11, v16-v17 = b1; v10-v11 = vhn1; v12-v13, v18-v19 = bx;
#   v12-v15 = vctr; v12-v13 = vhnx; v14-v15 = vpow0; v16-v19 = vctr2, vstate; v16-v17 = vpow1;
#   v18-v19 = vpowx; v20-v21 = tmp1, vt1; v20-v23 = vdata, vstate2; v22-v23 = tmp2, vt2;
#   v24-v25 = tmp3; v24-v27 = vdata2; v26-v27 = tmp4
	.option norvc
	.option norelax
	.option arch, +v, +zvbb, +zvbc, +zvkb, +zvkned
	.text
	.p2align 3
	.globl stubforge_galoisCounterMode_AESCrypt
	.type stubforge_galoisCounterMode_AESCrypt, @function
stubforge_galoisCounterMode_AESCrypt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg s1, s2-s3	# eight arguments leave three temporaries
	addi sp, sp, -32
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	andi a1, a1, -16	# every whole block; returned
	beqz a1, .L_return
	lw t3, -4(a4)	# Java's int[] length: 44, 52 or 60 words
	addi t3, t3, -44
	bnez t3, .L_aes192
	# aes_gcm_ctr_blocks(rounds, vctr, vstate, vdata)
	vsetivli zero, 4, e32, m1, ta, ma
	mv t3, a4
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (t3)
	vrev8.v v1, v1	# Java's words are big-endian-built ints
	addi t3, t3, 16
	vle32.v v2, (t3)
	vrev8.v v2, v2
	addi t3, t3, 16
	vle32.v v3, (t3)
	vrev8.v v3, v3
	addi t3, t3, 16
	vle32.v v4, (t3)
	vrev8.v v4, v4
	addi t3, t3, 16
	vle32.v v5, (t3)
	vrev8.v v5, v5
	addi t3, t3, 16
	vle32.v v6, (t3)
	vrev8.v v6, v6
	addi t3, t3, 16
	vle32.v v7, (t3)
	vrev8.v v7, v7
	addi t3, t3, 16
	vle32.v v8, (t3)
	vrev8.v v8, v8
	addi t3, t3, 16
	vle32.v v9, (t3)
	vrev8.v v9, v9
	addi t3, t3, 16
	vle32.v v10, (t3)
	vrev8.v v10, v10
	addi t3, t3, 16
	vle32.v v11, (t3)
	vrev8.v v11, v11
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	# the counter blocks: lane j = counter + j, its word 3 advanced by a masked vadd (v0: every word 3)
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v16, (a7)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 136
	addiw t3, zero, 136
	vmv.v.x v0, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vrgather.vv v12, v16, v20
	vrev8.v v12, v12
	vid.v v16
	vsrl.vi v16, v16, 2
	vadd.vv v12, v12, v16, v0.t
	slli s1, t5, 2
	srli s3, t5, 2
	srli s2, a1, 4
	srli t4, t5, 2
	addi t4, t4, -1
	addi s2, s2, -1
	and t4, t4, s2
	addi s2, s2, 1
	addi t4, t4, 1
	add s2, a0, a1
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, inc)
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesef.vs v16, v11
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetvli t3, zero, e32, m4, ta, mu
	bgeu a0, s2, .L_ctr_last
.L_ctr_loop:
	# aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, inc)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesef.vs v16, v11
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_ctr_loop
.L_ctr_last:
	vsetivli zero, 4, e32, m1, ta, ma	# lane 0 has advanced by every block
	vrev8.v v16, v12
	vse32.v v16, (a7)
.L_aes_done:
	srli s3, a1, 4
	# ghash_clmul_blocks(state, htbl, data, blocks, vlmax, head, end, step, tmp, y0, y1, rpoly, stride)
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v1, (a6)
	vbrev.v v1, v1
	vmv.x.s a0, v1
	vslidedown.vi v2, v1, 1
	vmv.x.s a3, v2
	# li a4, 135
	addiw a4, zero, 135
	# li a7, 16
	addiw a7, zero, 16
	vsetvli t5, zero, e64, m2, ta, ma
	vmv.v.x v14, a0	# H in every lane
	vmv.v.x v16, a3
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
	vclmul.vx v20, v26, a4
	vxor.vv v24, v24, v20
	vclmulh.vx v20, v26, a4
	vxor.vv v4, v4, v20
	vclmul.vx v20, v6, a4
	vxor.vv v4, v4, v20
	vclmulh.vx v20, v6, a4
	vclmul.vx v20, v20, a4
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
	vle64.v v1, (a5)
	vbrev.v v1, v1
	vmv.x.s a0, v1
	vslidedown.vi v2, v1, 1
	vmv.x.s a3, v2
	slli s1, t5, 4
	slli s2, s3, 4
	add s2, s2, a2
	addi t4, t5, -1	# head: ((blocks - 1) mod N) + 1 blocks
	addi t3, s3, -1
	and t4, t4, t3
	addi t4, t4, 1
	addi s3, a2, 8
	vsetvli zero, t4, e64, m2, ta, ma
	vlse64.v v20, (a2), a7
	vlse64.v v22, (s3), a7
	vbrev8.v v20, v20
	vbrev8.v v22, v22
	vsetivli zero, 1, e64, m2, tu, ma
	vxor.vx v20, v20, a0
	vxor.vx v22, v22, a3
	slli t3, t4, 4
	add a2, a2, t3
	add s3, s3, t3
	sub t3, t5, t4
	vsetvli t5, zero, e64, m2, ta, ma
	vmv.v.i v4, 0
	vmv.v.i v6, 0
	vslideup.vx v4, v20, t3
	vslideup.vx v6, v22, t3
	bgeu a2, s2, .L_ghash_last
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
	vclmul.vx v20, v26, a4
	vxor.vv v24, v24, v20
	vclmulh.vx v20, v26, a4
	vxor.vv v4, v4, v20
	vclmul.vx v20, v6, a4
	vxor.vv v4, v4, v20
	vclmulh.vx v20, v6, a4
	vclmul.vx v20, v20, a4
	vxor.vv v24, v24, v20
	vmv.v.v v6, v4
	vmv.v.v v4, v24
	vlse64.v v20, (a2), a7
	vlse64.v v22, (s3), a7
	vbrev8.v v20, v20
	vbrev8.v v22, v22
	vxor.vv v4, v4, v20
	vxor.vv v6, v6, v22
	add a2, a2, s1
	add s3, s3, s1
	bltu a2, s2, .L_ghash_loop
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
	vclmul.vx v20, v26, a4
	vxor.vv v24, v24, v20
	vclmulh.vx v20, v26, a4
	vxor.vv v4, v4, v20
	vclmul.vx v20, v6, a4
	vxor.vv v4, v4, v20
	vclmulh.vx v20, v6, a4
	vclmul.vx v20, v20, a4
	vxor.vv v24, v24, v20
	vmv.v.v v6, v4
	vmv.v.v v4, v24
	vmv.s.x v3, zero
	vredxor.vs v1, v4, v3
	vredxor.vs v2, v6, v3
	vsetivli zero, 2, e64, m1, ta, ma
	vslideup.vi v1, v2, 1
	vbrev.v v1, v1
	vse64.v v1, (a5)
.L_return:
	mv a0, a1
	# pop_reg s1, s2-s3
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	addi sp, sp, 32
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi t3, t3, -8
	bnez t3, .L_aes256
	# aes_gcm_ctr_blocks(rounds, vctr, vstate, vdata)
	vsetivli zero, 4, e32, m1, ta, ma
	mv t3, a4
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (t3)
	vrev8.v v1, v1
	addi t3, t3, 16
	vle32.v v2, (t3)
	vrev8.v v2, v2
	addi t3, t3, 16
	vle32.v v3, (t3)
	vrev8.v v3, v3
	addi t3, t3, 16
	vle32.v v4, (t3)
	vrev8.v v4, v4
	addi t3, t3, 16
	vle32.v v5, (t3)
	vrev8.v v5, v5
	addi t3, t3, 16
	vle32.v v6, (t3)
	vrev8.v v6, v6
	addi t3, t3, 16
	vle32.v v7, (t3)
	vrev8.v v7, v7
	addi t3, t3, 16
	vle32.v v8, (t3)
	vrev8.v v8, v8
	addi t3, t3, 16
	vle32.v v9, (t3)
	vrev8.v v9, v9
	addi t3, t3, 16
	vle32.v v10, (t3)
	vrev8.v v10, v10
	addi t3, t3, 16
	vle32.v v11, (t3)
	vrev8.v v11, v11
	addi t3, t3, 16
	vle32.v v12, (t3)
	vrev8.v v12, v12
	addi t3, t3, 16
	vle32.v v13, (t3)
	vrev8.v v13, v13
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v24
	vand.vi v24, v24, 3
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v20, (a7)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 136
	addiw t3, zero, 136
	vmv.v.x v0, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vrgather.vv v16, v20, v24
	vrev8.v v16, v16
	vid.v v20
	vsrl.vi v20, v20, 2
	vadd.vv v16, v16, v20, v0.t
	slli s1, t5, 2
	srli s3, t5, 2
	srli s2, a1, 4
	srli t4, t5, 2
	addi t4, t4, -1
	addi s2, s2, -1
	and t4, t4, s2
	addi s2, s2, 1
	addi t4, t4, 1
	add s2, a0, a1
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, inc)
	vrev8.v v20, v16
	vadd.vx v16, v16, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v20, v1
	vaesem.vs v20, v2
	vaesem.vs v20, v3
	vaesem.vs v20, v4
	vaesem.vs v20, v5
	vaesem.vs v20, v6
	vaesem.vs v20, v7
	vaesem.vs v20, v8
	vaesem.vs v20, v9
	vaesem.vs v20, v10
	vaesem.vs v20, v11
	vaesem.vs v20, v12
	vaesef.vs v20, v13
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	vle32.v v24, (a0)
	vxor.vv v24, v24, v20
	vse32.v v24, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetvli t3, zero, e32, m4, ta, mu
	bgeu a0, s2, .L_ctr_last1
.L_ctr_loop1:
	# aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, inc)
	vrev8.v v20, v16
	vadd.vx v16, v16, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v20, v1
	vaesem.vs v20, v2
	vaesem.vs v20, v3
	vaesem.vs v20, v4
	vaesem.vs v20, v5
	vaesem.vs v20, v6
	vaesem.vs v20, v7
	vaesem.vs v20, v8
	vaesem.vs v20, v9
	vaesem.vs v20, v10
	vaesem.vs v20, v11
	vaesem.vs v20, v12
	vaesef.vs v20, v13
	vle32.v v24, (a0)
	vxor.vv v24, v24, v20
	vse32.v v24, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_ctr_loop1
.L_ctr_last1:
	vsetivli zero, 4, e32, m1, ta, ma
	vrev8.v v20, v16
	vse32.v v20, (a7)
	j .L_aes_done
.L_aes256:
	# aes_gcm_ctr_blocks(rounds, vctr, vstate, vdata)
	vsetivli zero, 4, e32, m1, ta, ma
	mv t3, a4
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (t3)
	vrev8.v v1, v1
	addi t3, t3, 16
	vle32.v v2, (t3)
	vrev8.v v2, v2
	addi t3, t3, 16
	vle32.v v3, (t3)
	vrev8.v v3, v3
	addi t3, t3, 16
	vle32.v v4, (t3)
	vrev8.v v4, v4
	addi t3, t3, 16
	vle32.v v5, (t3)
	vrev8.v v5, v5
	addi t3, t3, 16
	vle32.v v6, (t3)
	vrev8.v v6, v6
	addi t3, t3, 16
	vle32.v v7, (t3)
	vrev8.v v7, v7
	addi t3, t3, 16
	vle32.v v8, (t3)
	vrev8.v v8, v8
	addi t3, t3, 16
	vle32.v v9, (t3)
	vrev8.v v9, v9
	addi t3, t3, 16
	vle32.v v10, (t3)
	vrev8.v v10, v10
	addi t3, t3, 16
	vle32.v v11, (t3)
	vrev8.v v11, v11
	addi t3, t3, 16
	vle32.v v12, (t3)
	vrev8.v v12, v12
	addi t3, t3, 16
	vle32.v v13, (t3)
	vrev8.v v13, v13
	addi t3, t3, 16
	vle32.v v14, (t3)
	vrev8.v v14, v14
	addi t3, t3, 16
	vle32.v v15, (t3)
	vrev8.v v15, v15
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v24
	vand.vi v24, v24, 3
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v20, (a7)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 136
	addiw t3, zero, 136
	vmv.v.x v0, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vrgather.vv v16, v20, v24
	vrev8.v v16, v16
	vid.v v20
	vsrl.vi v20, v20, 2
	vadd.vv v16, v16, v20, v0.t
	slli s1, t5, 2
	srli s3, t5, 2
	srli s2, a1, 4
	srli t4, t5, 2
	addi t4, t4, -1
	addi s2, s2, -1
	and t4, t4, s2
	addi s2, s2, 1
	addi t4, t4, 1
	add s2, a0, a1
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, inc)
	vrev8.v v20, v16
	vadd.vx v16, v16, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v20, v1
	vaesem.vs v20, v2
	vaesem.vs v20, v3
	vaesem.vs v20, v4
	vaesem.vs v20, v5
	vaesem.vs v20, v6
	vaesem.vs v20, v7
	vaesem.vs v20, v8
	vaesem.vs v20, v9
	vaesem.vs v20, v10
	vaesem.vs v20, v11
	vaesem.vs v20, v12
	vaesem.vs v20, v13
	vaesem.vs v20, v14
	vaesef.vs v20, v15
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	vle32.v v24, (a0)
	vxor.vv v24, v24, v20
	vse32.v v24, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetvli t3, zero, e32, m4, ta, mu
	bgeu a0, s2, .L_ctr_last2
.L_ctr_loop2:
	# aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, inc)
	vrev8.v v20, v16
	vadd.vx v16, v16, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v20, v1
	vaesem.vs v20, v2
	vaesem.vs v20, v3
	vaesem.vs v20, v4
	vaesem.vs v20, v5
	vaesem.vs v20, v6
	vaesem.vs v20, v7
	vaesem.vs v20, v8
	vaesem.vs v20, v9
	vaesem.vs v20, v10
	vaesem.vs v20, v11
	vaesem.vs v20, v12
	vaesem.vs v20, v13
	vaesem.vs v20, v14
	vaesef.vs v20, v15
	vle32.v v24, (a0)
	vxor.vv v24, v24, v20
	vse32.v v24, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_ctr_loop2
.L_ctr_last2:
	vsetivli zero, 4, e32, m1, ta, ma
	vrev8.v v20, v16
	vse32.v v20, (a7)
	j .L_aes_done
	.size stubforge_galoisCounterMode_AESCrypt, .-stubforge_galoisCounterMode_AESCrypt
	.section .note.GNU-stack,"",@progbits
