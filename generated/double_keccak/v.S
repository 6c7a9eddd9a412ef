# double_keccak [v] 
# Made by stubforge 0.1.0 from kernels/keccak_rvv.py:double_keccak.
# Needs: rv64gc_v
# Registers, as the C++ names them: s1 = shift56; a0 = state0; a1 = state1; a2 = rc_end; a3 = two;
#   a4 = shift63; a5 = shift62; a6 = shift61; a7 = shift58; s2 = shift55; s3 = shift54;
#   s4 = shift50; s5 = shift49; s6 = shift46; s7 = shift45; s8 = shift44; s9 = shift43;
#   s10 = shift41; s11 = shift39; t3 = stride; t4 = lanes_at; t5 = rc; v1-v25 = vlane[];
#   v26-v30 = vc[]; v31 = vd
	.option norvc
	.option norelax
	.option arch, +v
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
	# push_reg s1, s2-s11
	addi sp, sp, -96
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	sd s4, 32(sp)
	sd s5, 40(sp)
	sd s6, 48(sp)
	sd s7, 56(sp)
	sd s8, 64(sp)
	sd s9, 72(sp)
	sd s10, 80(sp)
	sd s11, 88(sp)
	# li a4, 63
	addiw a4, zero, 63
	# li a5, 62
	addiw a5, zero, 62
	# li a6, 61
	addiw a6, zero, 61
	# li a7, 58
	addiw a7, zero, 58
	# li s1, 56
	addiw s1, zero, 56
	# li s2, 55
	addiw s2, zero, 55
	# li s3, 54
	addiw s3, zero, 54
	# li s4, 50
	addiw s4, zero, 50
	# li s5, 49
	addiw s5, zero, 49
	# li s6, 46
	addiw s6, zero, 46
	# li s7, 45
	addiw s7, zero, 45
	# li s8, 44
	addiw s8, zero, 44
	# li s9, 43
	addiw s9, zero, 43
	# li s10, 41
	addiw s10, zero, 41
	# li s11, 39
	addiw s11, zero, 39
	# li a3, 2
	addiw a3, zero, 2
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
	vsrl.vx v31, v27, a4
	vmacc.vx v31, a3, v27	# (C >> 63) + 2C: rot(C, 1)
	vxor.vv v31, v31, v30
	vxor.vv v1, v1, v31
	vxor.vv v6, v6, v31
	vxor.vv v11, v11, v31
	vxor.vv v16, v16, v31
	vxor.vv v21, v21, v31
	vsrl.vx v31, v28, a4
	vmacc.vx v31, a3, v28
	vxor.vv v31, v31, v26
	vxor.vv v2, v2, v31
	vxor.vv v7, v7, v31
	vxor.vv v12, v12, v31
	vxor.vv v17, v17, v31
	vxor.vv v22, v22, v31
	vsrl.vx v31, v29, a4
	vmacc.vx v31, a3, v29
	vxor.vv v31, v31, v27
	vxor.vv v3, v3, v31
	vxor.vv v8, v8, v31
	vxor.vv v13, v13, v31
	vxor.vv v18, v18, v31
	vxor.vv v23, v23, v31
	vsrl.vx v31, v30, a4
	vmacc.vx v31, a3, v30
	vxor.vv v31, v31, v28
	vxor.vv v4, v4, v31
	vxor.vv v9, v9, v31
	vxor.vv v14, v14, v31
	vxor.vv v19, v19, v31
	vxor.vv v24, v24, v31
	vsrl.vx v31, v26, a4
	vmacc.vx v31, a3, v26
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
	vsll.vx v2, v7, s8
	vsrl.vi v7, v7, 20
	vor.vv v2, v2, v7
	vsll.vi v7, v10, 20
	vsrl.vx v10, v10, s8
	vor.vv v7, v7, v10
	vsll.vx v10, v23, a6
	vsrl.vi v23, v23, 3
	vor.vv v10, v10, v23
	vsll.vx v23, v15, s11
	vsrl.vi v15, v15, 25
	vor.vv v23, v23, v15
	vsll.vi v15, v21, 18
	vsrl.vx v21, v21, s6
	vor.vv v15, v15, v21
	vsll.vx v21, v3, a5
	vsrl.vi v3, v3, 2
	vor.vv v21, v21, v3
	vsll.vx v3, v13, s9
	vsrl.vi v13, v13, 21
	vor.vv v3, v3, v13
	vsll.vi v13, v14, 25
	vsrl.vx v14, v14, s11
	vor.vv v13, v13, v14
	vsll.vi v14, v20, 8
	vsrl.vx v20, v20, s1
	vor.vv v14, v14, v20
	vsll.vx v20, v24, s1
	vsrl.vi v24, v24, 8
	vor.vv v20, v20, v24
	vsll.vx v24, v16, s10
	vsrl.vi v16, v16, 23
	vor.vv v24, v24, v16
	vsll.vi v16, v5, 27
	# li t0, 37
	addiw t0, zero, 37
	vsrl.vx v5, v5, t0
	vor.vv v16, v16, v5
	vsll.vi v5, v25, 14
	vsrl.vx v25, v25, s4
	vor.vv v5, v5, v25
	vsll.vi v25, v22, 2
	vsrl.vx v22, v22, a5
	vor.vv v25, v25, v22
	vsll.vx v22, v9, s2
	vsrl.vi v9, v9, 9
	vor.vv v22, v22, v9
	vsll.vx v9, v17, s7
	vsrl.vi v17, v17, 19
	vor.vv v9, v9, v17
	# li t0, 36
	addiw t0, zero, 36
	vsll.vx v17, v6, t0
	vsrl.vi v6, v6, 28
	vor.vv v17, v17, v6
	vsll.vi v6, v4, 28
	# li t0, 36
	addiw t0, zero, 36
	vsrl.vx v4, v4, t0
	vor.vv v6, v6, v4
	vsll.vi v4, v19, 21
	vsrl.vx v19, v19, s9
	vor.vv v4, v4, v19
	vsll.vi v19, v18, 15
	vsrl.vx v18, v18, s5
	vor.vv v19, v19, v18
	vsll.vi v18, v12, 10
	vsrl.vx v12, v12, s3
	vor.vv v18, v18, v12
	vsll.vi v12, v8, 6
	vsrl.vx v8, v8, a7
	vor.vv v12, v12, v8
	vsll.vi v8, v11, 3
	vsrl.vx v11, v11, a6
	vor.vv v8, v8, v11
	vsll.vi v11, v31, 1
	vsrl.vx v31, v31, a4
	vor.vv v11, v11, v31
	# } rho and pi
	# chi {
	vxor.vi v26, v5, -1
	vand.vv v26, v26, v1
	vxor.vi v27, v1, -1
	vand.vv v27, v27, v2
	vxor.vi v28, v2, -1
	vand.vv v28, v28, v3
	vxor.vv v1, v1, v28
	vxor.vi v28, v3, -1
	vand.vv v28, v28, v4
	vxor.vv v2, v2, v28
	vxor.vi v28, v4, -1
	vand.vv v28, v28, v5
	vxor.vv v3, v3, v28
	vxor.vv v4, v4, v26
	vxor.vv v5, v5, v27
	vxor.vi v26, v10, -1
	vand.vv v26, v26, v6
	vxor.vi v27, v6, -1
	vand.vv v27, v27, v7
	vxor.vi v28, v7, -1
	vand.vv v28, v28, v8
	vxor.vv v6, v6, v28
	vxor.vi v28, v8, -1
	vand.vv v28, v28, v9
	vxor.vv v7, v7, v28
	vxor.vi v28, v9, -1
	vand.vv v28, v28, v10
	vxor.vv v8, v8, v28
	vxor.vv v9, v9, v26
	vxor.vv v10, v10, v27
	vxor.vi v26, v15, -1
	vand.vv v26, v26, v11
	vxor.vi v27, v11, -1
	vand.vv v27, v27, v12
	vxor.vi v28, v12, -1
	vand.vv v28, v28, v13
	vxor.vv v11, v11, v28
	vxor.vi v28, v13, -1
	vand.vv v28, v28, v14
	vxor.vv v12, v12, v28
	vxor.vi v28, v14, -1
	vand.vv v28, v28, v15
	vxor.vv v13, v13, v28
	vxor.vv v14, v14, v26
	vxor.vv v15, v15, v27
	vxor.vi v26, v20, -1
	vand.vv v26, v26, v16
	vxor.vi v27, v16, -1
	vand.vv v27, v27, v17
	vxor.vi v28, v17, -1
	vand.vv v28, v28, v18
	vxor.vv v16, v16, v28
	vxor.vi v28, v18, -1
	vand.vv v28, v28, v19
	vxor.vv v17, v17, v28
	vxor.vi v28, v19, -1
	vand.vv v28, v28, v20
	vxor.vv v18, v18, v28
	vxor.vv v19, v19, v26
	vxor.vv v20, v20, v27
	vxor.vi v26, v25, -1
	vand.vv v26, v26, v21
	vxor.vi v27, v21, -1
	vand.vv v27, v27, v22
	vxor.vi v28, v22, -1
	vand.vv v28, v28, v23
	vxor.vv v21, v21, v28
	vxor.vi v28, v23, -1
	vand.vv v28, v28, v24
	vxor.vv v22, v22, v28
	vxor.vi v28, v24, -1
	vand.vv v28, v28, v25
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
	# pop_reg s1, s2-s11
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	ld s4, 32(sp)
	ld s5, 40(sp)
	ld s6, 48(sp)
	ld s7, 56(sp)
	ld s8, 64(sp)
	ld s9, 72(sp)
	ld s10, 80(sp)
	ld s11, 88(sp)
	addi sp, sp, 96
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
