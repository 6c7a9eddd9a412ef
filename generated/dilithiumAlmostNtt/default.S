# dilithiumAlmostNtt [default] lmul=4, unit_from=8, small=strided
# Made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_almost_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = zetas; a2 = qinv; a3 = tmp; a4 = run;
#   a5 = ptr; a6 = zeta, zstride; a7 = blocks; t3 = left; t4 = vl; t5 = q; v4-v7 = vo;
#   v4-v7, v12-v15 = vx; v8-v11 = vo2; v8-v11, v16-v19 = vy; v20-v23 = vz; v24-v27 = vd, vp;
#   v28-v31 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_dilithiumAlmostNtt
	.type stubforge_dilithiumAlmostNtt, @function
stubforge_dilithiumAlmostNtt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# dilithium_ntt()
	li t5, 8380417
	li a2, 58728449
	# Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar {
	# dilithium_ntt_level(l, nb)
	mv a5, a0
	# li a7, 1
	addiw a7, zero, 1
.L_block:
	lw a6, 0(a1)
	# li t3, 128
	addiw t3, zero, 128
	mv a4, a5
.L_run:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a4)
	addi a3, a4, 512
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6	# aLow
	vmulh.vx v24, v16, a6	# aHigh
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2	# m = QINV * aLow (int)
	vmulh.vx v28, v28, t5	# (int)(((long) m * q) >> 32)
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a4)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a4, a4, a3
	sub t3, t3, t4
	bnez t3, .L_run
	addi a5, a5, 1024
	addi a1, a1, 512
	addi a7, a7, -1
	bnez a7, .L_block
	# dilithium_ntt_level(l, nb)
	mv a5, a0
	# li a7, 2
	addiw a7, zero, 2
.L_block1:
	lw a6, 0(a1)
	# li t3, 64
	addiw t3, zero, 64
	mv a4, a5
.L_run1:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a4)
	addi a3, a4, 256
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a4)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a4, a4, a3
	sub t3, t3, t4
	bnez t3, .L_run1
	addi a5, a5, 512
	addi a1, a1, 256
	addi a7, a7, -1
	bnez a7, .L_block1
	# dilithium_ntt_level(l, nb)
	mv a5, a0
	# li a7, 4
	addiw a7, zero, 4
.L_block2:
	lw a6, 0(a1)
	# li t3, 32
	addiw t3, zero, 32
	mv a4, a5
.L_run2:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a4)
	addi a3, a4, 128
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a4)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a4, a4, a3
	sub t3, t3, t4
	bnez t3, .L_run2
	addi a5, a5, 256
	addi a1, a1, 128
	addi a7, a7, -1
	bnez a7, .L_block2
	# dilithium_ntt_level(l, nb)
	mv a5, a0
	# li a7, 8
	addiw a7, zero, 8
.L_block3:
	lw a6, 0(a1)
	# li t3, 16
	addiw t3, zero, 16
	mv a4, a5
.L_run3:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a4)
	addi a3, a4, 64
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a4)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a4, a4, a3
	sub t3, t3, t4
	bnez t3, .L_run3
	addi a5, a5, 128
	addi a1, a1, 64
	addi a7, a7, -1
	bnez a7, .L_block3
	# dilithium_ntt_level(l, nb)
	mv a5, a0
	# li a7, 16
	addiw a7, zero, 16
.L_block4:
	lw a6, 0(a1)
	# li t3, 8
	addiw t3, zero, 8
	mv a4, a5
.L_run4:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a4)
	addi a3, a4, 32
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a4)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a4, a4, a3
	sub t3, t3, t4
	bnez t3, .L_run4
	addi a5, a5, 64
	addi a1, a1, 32
	addi a7, a7, -1
	bnez a7, .L_block4
	# } Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar
	# Levels l = 4, 2, 1: 128 / l blocks of l butterflies, strided {
	# dilithium_ntt_strided_level(s)
	# li t3, 32	# e64 blocks (l = 4), pairs (l = 2) or butterflies
	addiw t3, zero, 32
	mv a5, a0
	# li a4, 32
	addiw a4, zero, 32
	# li a6, 16
	addiw a6, zero, 16
.L_strided:
	vsetvli t4, t3, e64, m4, ta, ma
	addi a3, a5, 0
	vlse64.v v12, (a3), a4
	addi a3, a5, 16
	vlse64.v v16, (a3), a4
	addi a3, a5, 8
	vlse64.v v4, (a3), a4
	addi a3, a5, 24
	vlse64.v v8, (a3), a4
	vlse64.v v20, (a1), a6	# block b's zeta in both lanes of its x pair
	slli a3, t4, 1
	vsetvli zero, a3, e32, m4, ta, ma
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v16, v20
	vmulh.vv v24, v16, v20
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v8, v20
	vmulh.vv v24, v8, v20
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v8, v4, v24
	vadd.vv v4, v4, v24
	vsetvli zero, t4, e64, m4, ta, ma
	addi a3, a5, 0
	vsse64.v v12, (a3), a4
	addi a3, a5, 16
	vsse64.v v16, (a3), a4
	addi a3, a5, 8
	vsse64.v v4, (a3), a4
	addi a3, a5, 24
	vsse64.v v8, (a3), a4
	slli a3, t4, 5	# vl units of 8l bytes
	add a5, a5, a3
	slli a3, t4, 4	# and 512 / units bytes of the level's zetas
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_strided
	# dilithium_ntt_strided_level(s)
	# li t3, 64
	addiw t3, zero, 64
	mv a5, a0
	# li a4, 16
	addiw a4, zero, 16
.L_strided1:
	vsetvli t4, t3, e64, m4, ta, ma
	addi a3, a5, 0
	vlse64.v v12, (a3), a4
	addi a3, a5, 8
	vlse64.v v16, (a3), a4
	slli a3, t4, 1
	vsetvli zero, a3, e32, m4, ta, ma
	vle32.v v20, (a1)
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v16, v20
	vmulh.vv v24, v16, v20
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vsetvli zero, t4, e64, m4, ta, ma
	addi a3, a5, 0
	vsse64.v v12, (a3), a4
	addi a3, a5, 8
	vsse64.v v16, (a3), a4
	slli a3, t4, 4
	add a5, a5, a3
	slli a3, t4, 3
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_strided1
	# dilithium_ntt_strided_level(s)
	# li t3, 128
	addiw t3, zero, 128
	mv a5, a0
	# li a4, 8
	addiw a4, zero, 8
.L_strided2:
	vsetvli t4, t3, e32, m4, ta, ma
	addi a3, a5, 0
	vlse32.v v12, (a3), a4
	addi a3, a5, 4
	vlse32.v v16, (a3), a4
	vle32.v v20, (a1)
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v16, v20
	vmulh.vv v24, v16, v20
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	addi a3, a5, 0
	vsse32.v v12, (a3), a4
	addi a3, a5, 4
	vsse32.v v16, (a3), a4
	slli a3, t4, 3
	add a5, a5, a3
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_strided2
	# } Levels l = 4, 2, 1: 128 / l blocks of l butterflies, strided
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_dilithiumAlmostNtt, .-stubforge_dilithiumAlmostNtt
	.section .note.GNU-stack,"",@progbits
