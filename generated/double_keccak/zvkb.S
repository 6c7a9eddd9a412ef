# double_keccak [zvkb] 
# Made by stubforge 0.1.0 from kernels/keccak_rvv.py:double_keccak.
# Needs: rv64gc_v_zvkb
# Registers, as the C++ names them: a0 = state0; a1 = state1; a2 = rc_end; t3 = stride;
#   t4 = lanes_at; t5 = rc; v1-v25 = vlane[]; v26-v30 = vc[]; v31 = vd
	.option norvc
	.option norelax
	.option arch, +v, +zvkb
	.text
	.p2align 3
	.globl stubforge_double_keccak
	.type stubforge_double_keccak, @function
stubforge_double_keccak:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	vsetivli zero, 2, e64, m1, ta, ma
	sub t3, a1, a0
	# Load lane j of state0 and state1 into vlane[j] {
	mv t4, a0
	vlse64.v v1, (t4), t3
	addi t4, t4, 8
	vlse64.v v2, (t4), t3
	addi t4, t4, 8
	vlse64.v v3, (t4), t3
	addi t4, t4, 8
	vlse64.v v4, (t4), t3
	addi t4, t4, 8
	vlse64.v v5, (t4), t3
	addi t4, t4, 8
	vlse64.v v6, (t4), t3
	addi t4, t4, 8
	vlse64.v v7, (t4), t3
	addi t4, t4, 8
	vlse64.v v8, (t4), t3
	addi t4, t4, 8
	vlse64.v v9, (t4), t3
	addi t4, t4, 8
	vlse64.v v10, (t4), t3
	addi t4, t4, 8
	vlse64.v v11, (t4), t3
	addi t4, t4, 8
	vlse64.v v12, (t4), t3
	addi t4, t4, 8
	vlse64.v v13, (t4), t3
	addi t4, t4, 8
	vlse64.v v14, (t4), t3
	addi t4, t4, 8
	vlse64.v v15, (t4), t3
	addi t4, t4, 8
	vlse64.v v16, (t4), t3
	addi t4, t4, 8
	vlse64.v v17, (t4), t3
	addi t4, t4, 8
	vlse64.v v18, (t4), t3
	addi t4, t4, 8
	vlse64.v v19, (t4), t3
	addi t4, t4, 8
	vlse64.v v20, (t4), t3
	addi t4, t4, 8
	vlse64.v v21, (t4), t3
	addi t4, t4, 8
	vlse64.v v22, (t4), t3
	addi t4, t4, 8
	vlse64.v v23, (t4), t3
	addi t4, t4, 8
	vlse64.v v24, (t4), t3
	addi t4, t4, 8
	vlse64.v v25, (t4), t3
	# } Load lane j of state0 and state1 into vlane[j]
	lla t5, .L_sha3_round_consts
	addi a2, t5, 192
.L_keccak_round:
	# theta {
	vxor.vv v26, v1, v6
	vxor.vv v26, v26, v11
	vxor.vv v26, v26, v16
	vxor.vv v26, v26, v21
	vxor.vv v27, v2, v7
	vxor.vv v27, v27, v12
	vxor.vv v27, v27, v17
	vxor.vv v27, v27, v22
	vxor.vv v28, v3, v8
	vxor.vv v28, v28, v13
	vxor.vv v28, v28, v18
	vxor.vv v28, v28, v23
	vxor.vv v29, v4, v9
	vxor.vv v29, v29, v14
	vxor.vv v29, v29, v19
	vxor.vv v29, v29, v24
	vxor.vv v30, v5, v10
	vxor.vv v30, v30, v15
	vxor.vv v30, v30, v20
	vxor.vv v30, v30, v25
	vror.vi v31, v27, 63
	vxor.vv v31, v31, v30
	vxor.vv v1, v1, v31
	vxor.vv v6, v6, v31
	vxor.vv v11, v11, v31
	vxor.vv v16, v16, v31
	vxor.vv v21, v21, v31
	vror.vi v31, v28, 63
	vxor.vv v31, v31, v26
	vxor.vv v2, v2, v31
	vxor.vv v7, v7, v31
	vxor.vv v12, v12, v31
	vxor.vv v17, v17, v31
	vxor.vv v22, v22, v31
	vror.vi v31, v29, 63
	vxor.vv v31, v31, v27
	vxor.vv v3, v3, v31
	vxor.vv v8, v8, v31
	vxor.vv v13, v13, v31
	vxor.vv v18, v18, v31
	vxor.vv v23, v23, v31
	vror.vi v31, v30, 63
	vxor.vv v31, v31, v28
	vxor.vv v4, v4, v31
	vxor.vv v9, v9, v31
	vxor.vv v14, v14, v31
	vxor.vv v19, v19, v31
	vxor.vv v24, v24, v31
	vror.vi v31, v26, 63
	vxor.vv v31, v31, v29
	vxor.vv v5, v5, v31
	vxor.vv v10, v10, v31
	vxor.vv v15, v15, v31
	vxor.vv v20, v20, v31
	vxor.vv v25, v25, v31
	# } theta
	# rho and pi {
	# Along pi's cycle from index 1: vlane[p] takes rot(vlane[src(p)], rho), vlane[1]'s value
	# waits in vd. One instruction (three without Zvkb) per lane, written out: every step has
	# its own destination, source and rotation (pi's cycle and rho's offsets follow no
	# arithmetic rule a loop index could express), as AArch64's keccak_round writes its xar's.
	vmv.v.v v31, v2
	vror.vi v2, v7, 20
	vror.vi v7, v10, 44
	vror.vi v10, v23, 3
	vror.vi v23, v15, 25
	vror.vi v15, v21, 46
	vror.vi v21, v3, 2
	vror.vi v3, v13, 21
	vror.vi v13, v14, 39
	vror.vi v14, v20, 56
	vror.vi v20, v24, 8
	vror.vi v24, v16, 23
	vror.vi v16, v5, 37
	vror.vi v5, v25, 50
	vror.vi v25, v22, 62
	vror.vi v22, v9, 9
	vror.vi v9, v17, 19
	vror.vi v17, v6, 28
	vror.vi v6, v4, 36
	vror.vi v4, v19, 43
	vror.vi v19, v18, 49
	vror.vi v18, v12, 54
	vror.vi v12, v8, 58
	vror.vi v8, v11, 61
	vror.vi v11, v31, 63
	# } rho and pi
	# chi {
	vandn.vv v26, v1, v5
	vandn.vv v27, v2, v1
	vandn.vv v28, v3, v2
	vxor.vv v1, v1, v28
	vandn.vv v28, v4, v3
	vxor.vv v2, v2, v28
	vandn.vv v28, v5, v4
	vxor.vv v3, v3, v28
	vxor.vv v4, v4, v26
	vxor.vv v5, v5, v27
	vandn.vv v26, v6, v10
	vandn.vv v27, v7, v6
	vandn.vv v28, v8, v7
	vxor.vv v6, v6, v28
	vandn.vv v28, v9, v8
	vxor.vv v7, v7, v28
	vandn.vv v28, v10, v9
	vxor.vv v8, v8, v28
	vxor.vv v9, v9, v26
	vxor.vv v10, v10, v27
	vandn.vv v26, v11, v15
	vandn.vv v27, v12, v11
	vandn.vv v28, v13, v12
	vxor.vv v11, v11, v28
	vandn.vv v28, v14, v13
	vxor.vv v12, v12, v28
	vandn.vv v28, v15, v14
	vxor.vv v13, v13, v28
	vxor.vv v14, v14, v26
	vxor.vv v15, v15, v27
	vandn.vv v26, v16, v20
	vandn.vv v27, v17, v16
	vandn.vv v28, v18, v17
	vxor.vv v16, v16, v28
	vandn.vv v28, v19, v18
	vxor.vv v17, v17, v28
	vandn.vv v28, v20, v19
	vxor.vv v18, v18, v28
	vxor.vv v19, v19, v26
	vxor.vv v20, v20, v27
	vandn.vv v26, v21, v25
	vandn.vv v27, v22, v21
	vandn.vv v28, v23, v22
	vxor.vv v21, v21, v28
	vandn.vv v28, v24, v23
	vxor.vv v22, v22, v28
	vandn.vv v28, v25, v24
	vxor.vv v23, v23, v28
	vxor.vv v24, v24, v26
	vxor.vv v25, v25, v27
	# } chi
	# iota
	ld t0, 0(t5)
	vxor.vx v1, v1, t0
	addi t5, t5, 8
	bne t5, a2, .L_keccak_round
	# Store vlane[j] back to lane j of state0 and state1 {
	mv t4, a0
	vsse64.v v1, (t4), t3
	addi t4, t4, 8
	vsse64.v v2, (t4), t3
	addi t4, t4, 8
	vsse64.v v3, (t4), t3
	addi t4, t4, 8
	vsse64.v v4, (t4), t3
	addi t4, t4, 8
	vsse64.v v5, (t4), t3
	addi t4, t4, 8
	vsse64.v v6, (t4), t3
	addi t4, t4, 8
	vsse64.v v7, (t4), t3
	addi t4, t4, 8
	vsse64.v v8, (t4), t3
	addi t4, t4, 8
	vsse64.v v9, (t4), t3
	addi t4, t4, 8
	vsse64.v v10, (t4), t3
	addi t4, t4, 8
	vsse64.v v11, (t4), t3
	addi t4, t4, 8
	vsse64.v v12, (t4), t3
	addi t4, t4, 8
	vsse64.v v13, (t4), t3
	addi t4, t4, 8
	vsse64.v v14, (t4), t3
	addi t4, t4, 8
	vsse64.v v15, (t4), t3
	addi t4, t4, 8
	vsse64.v v16, (t4), t3
	addi t4, t4, 8
	vsse64.v v17, (t4), t3
	addi t4, t4, 8
	vsse64.v v18, (t4), t3
	addi t4, t4, 8
	vsse64.v v19, (t4), t3
	addi t4, t4, 8
	vsse64.v v20, (t4), t3
	addi t4, t4, 8
	vsse64.v v21, (t4), t3
	addi t4, t4, 8
	vsse64.v v22, (t4), t3
	addi t4, t4, 8
	vsse64.v v23, (t4), t3
	addi t4, t4, 8
	vsse64.v v24, (t4), t3
	addi t4, t4, 8
	vsse64.v v25, (t4), t3
	# } Store vlane[j] back to lane j of state0 and state1
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# Keccak-f[1600]'s round constants, FIPS 202 3.2.5
.L_sha3_round_consts:
	.quad 0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000, 0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009
	.quad 0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a, 0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003
	.quad 0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a, 0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008
	.size stubforge_double_keccak, .-stubforge_double_keccak
	.section .note.GNU-stack,"",@progbits
