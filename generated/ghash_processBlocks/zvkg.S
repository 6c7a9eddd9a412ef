# ghash_processBlocks [zvkg] lmul=4
# Made by stubforge 0.1.0 from kernels/ghash.py:ghash.
# Needs: rv64gc_v_zvkb_zvkg
# Registers, as the C++ names them: a0 = state; a1 = htbl, subkeyHtbl; a2 = data; a3 = blocks;
#   a4 = end; a5 = step; t3 = tmp, t; t4 = head; t5 = vlmax; v1 = vy; v2 = red; v3 = zero;
#   v4-v7 = acc, vacc; v8-v11 = vx; v12-v15 = vhn; v16-v19 = vpow; v20-v23 = vtmp; v24-v27 = vidx
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvkg
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
	# The state, and the powers [H^N .. H^1] of H (N blocks per vghsh) {
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v1, (a0)
	vrev8.v v1, v1
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a1)
	vrev8.v v16, v16
	# li t3, 4	# e32 elements per lane
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v24
	vand.vi v24, v24, 3
	bgeu t3, t5, .L_powers_done	# one lane: P = [H]
.L_powers:
	vrgather.vv v20, v16, v24	# H^k in every lane
	vgmul.vv v20, v16	# lanes 0..k-1: H^2k .. H^(k+1)
	vslideup.vx v20, v16, t3	# lanes k..2k-1: H^k .. H^1
	vmv.v.v v16, v20
	slli t3, t3, 1
	bltu t3, t5, .L_powers
.L_powers_done:
	vsetvli t5, zero, e32, m4, ta, ma
	vrgather.vv v12, v16, v24	# H^N in every lane
	# } The state, and the powers [H^N .. H^1] of H (N blocks per vghsh)
	# The head group: the first ((blocks - 1) mod N) + 1 blocks in the top lanes, Y in the first {
	slli a5, t5, 2	# bytes per group
	slli a4, a3, 4
	add a4, a4, a2
	srli t4, t5, 2
	addi t4, t4, -1
	addi a3, a3, -1
	and t4, t4, a3
	addi a3, a3, 1
	addi t4, t4, 1
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	vle32.v v4, (a2)
	slli t3, t4, 4
	add a2, a2, t3
	vsetivli zero, 4, e32, m1, tu, ma	# tail undisturbed: the other blocks stay
	vxor.vv v4, v4, v1
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v8, 0
	vslideup.vx v8, v4, t3
	# } The head group: the first ((blocks - 1) mod N) + 1 blocks in the top lanes, Y in the first
	# N blocks per vghsh: lane i times H^N, the last group times H^(N-i) {
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v4, 0
	bgeu a2, a4, .L_ghash_last
.L_ghash_loop:
	vghsh.vv v4, v12, v8
	vle32.v v8, (a2)
	add a2, a2, a5
	bltu a2, a4, .L_ghash_loop
.L_ghash_last:
	vghsh.vv v4, v16, v8	# last group: lane i times H^(N-i)
	# } N blocks per vghsh: lane i times H^N, the last group times H^(N-i)
	# ghash_fold_lanes(acc, red, zero, state, t)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 85
	addiw t3, zero, 85
	vmv.v.x v0, t3
	vsetvli t3, zero, e64, m4, ta, ma
	vmv.s.x v3, zero
	vredxor.vs v2, v4, v3, v0.t	# element 0: XOR of the low halves
	vredxor.vs v3, v4, v3	# element 0: XOR of everything
	vsetivli zero, 2, e64, m1, ta, ma
	vxor.vv v3, v3, v2	# element 0: XOR of the high halves
	vslideup.vi v2, v3, 1
	vrev8.v v2, v2
	vse64.v v2, (a0)
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_ghash_processBlocks, .-stubforge_ghash_processBlocks
	.section .note.GNU-stack,"",@progbits
