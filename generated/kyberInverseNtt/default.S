# kyberInverseNtt [default] lmul=4, unit_from=8, small=gather
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_inverse_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = zetas, src, run; a2 = nb, qinv;
#   a3 = half_q, lane; a4 = tmp; a5 = stride, ztab, half_inv; a6 = ptr; a7 = magic, zeta; t3 = left;
#   t4 = vl; t5 = q; v2-v3 = vh; v4-v7 = vi; v8-v11 = vo; v12-v15 = vo2; v16-v23 = vd; v16-v19 = vx;
#   v20-v23 = vy; v24-v27 = vz; v28-v31 = va, vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyberInverseNtt
	.type stubforge_kyberInverseNtt, @function
stubforge_kyberInverseNtt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# sub_sp 1536	# Java's int[256] coeffs, then the int[127] zetas
	addi sp, sp, -1536
	# kyber_ntt()
	li t5, 3329
	# kyber_ntt_zetas()
	addi a6, sp, 1024
	# li a5, 4	# a block's zeta is l shorts after the one before
	addiw a5, zero, 4
	# li a2, 64
	addiw a2, zero, 64
	# li a3, 1664
	addiw a3, zero, 1664
	li a7, 1290168
.L_zeta_level:
	mv t3, a2
.L_zeta_pass:
	vsetvli t4, t3, e32, m4, ta, ma
	vlse16.v v2, (a1), a5
	vsext.vf2 v16, v2
	vadd.vx v16, v16, t5
	vsll.vi v16, v16, 4	# w = 16 (z + q)
	vadd.vx v28, v16, a3
	vmulh.vx v28, v28, a7	# floor((w + 1664) / q)
	vnmsac.vx v16, t5, v28	# w mod q in [-1664, 1664]: Java's R = 2^20 zeta
	vse32.v v16, (a6)
	mul a4, t4, a5
	add a1, a1, a4
	slli a4, t4, 2
	add a6, a6, a4
	sub t3, t3, t4
	bnez t3, .L_zeta_pass
	slli a5, a5, 1
	srli a2, a2, 1
	bnez a2, .L_zeta_level
	li a2, -1892675584
	addi a5, sp, 1024
	# kyber_ntt_widen()
	# li t3, 256
	addiw t3, zero, 256
	mv a6, sp
	mv a1, a0
.L_widen:
	vsetvli t4, t3, e32, m4, ta, ma
	vle16.v v2, (a1)
	vsext.vf2 v16, v2
	vse32.v v16, (a6)
	slli a4, t4, 1
	add a1, a1, a4
	slli a4, t4, 2
	add a6, a6, a4
	sub t3, t3, t4
	bnez t3, .L_widen
	# Levels l = 2, 4: 128 / l blocks of l butterflies, indexed {
	# kyber_ntt_level_indexed(s, l, base)
	# li a3, 0
	addiw a3, zero, 0
.L_level:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m4, ta, ma
	vid.v v4
	vadd.vx v4, v4, a3	# i
	# li a4, -2
	addiw a4, zero, -2
	vand.vx v8, v4, a4
	vadd.vv v8, v8, v4
	vsll.vi v8, v8, 2	# byte offset of coeffs[j]
	# li a4, 8
	addiw a4, zero, 8
	vadd.vx v12, v8, a4	# and of coeffs[j + l]
	vluxei32.v v16, (sp), v8
	vluxei32.v v20, (sp), v12
	vsrl.vi v24, v4, 1	# the block: its zeta is entry base + (i >> s)
	vsll.vi v24, v24, 2
	addi a4, a5, 0
	vluxei32.v v24, (a4), v24
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vv v28, v28, v24
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vsuxei32.v v16, (sp), v8
	vsuxei32.v v20, (sp), v12
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level
	# kyber_ntt_level_indexed(s, l, base)
	# li a3, 0
	addiw a3, zero, 0
.L_level1:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m4, ta, ma
	vid.v v4
	vadd.vx v4, v4, a3
	# li a4, -4
	addiw a4, zero, -4
	vand.vx v8, v4, a4
	vadd.vv v8, v8, v4
	vsll.vi v8, v8, 2
	# li a4, 16
	addiw a4, zero, 16
	vadd.vx v12, v8, a4
	vluxei32.v v16, (sp), v8
	vluxei32.v v20, (sp), v12
	vsrl.vi v24, v4, 2
	vsll.vi v24, v24, 2
	addi a4, a5, 256
	vluxei32.v v24, (a4), v24
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vv v28, v28, v24
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vsuxei32.v v16, (sp), v8
	vsuxei32.v v20, (sp), v12
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level1
	# } Levels l = 2, 4: 128 / l blocks of l butterflies, indexed
	# Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar {
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 384	# walked block by block, put back after the level
	# li a3, 16
	addiw a3, zero, 16
.L_block:
	lw a7, 0(a5)
	# li t3, 8
	addiw t3, zero, 8
	mv a1, a6
.L_run:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 32
	vle32.v v20, (a4)
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vx v28, v28, a7
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run
	addi a6, a6, 64
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block
	addi a5, a5, -448
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 448
	# li a3, 8
	addiw a3, zero, 8
.L_block1:
	lw a7, 0(a5)
	# li t3, 16
	addiw t3, zero, 16
	mv a1, a6
.L_run1:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 64
	vle32.v v20, (a4)
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vx v28, v28, a7
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run1
	addi a6, a6, 128
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block1
	addi a5, a5, -480
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 480
	# li a3, 4
	addiw a3, zero, 4
.L_block2:
	lw a7, 0(a5)
	# li t3, 32
	addiw t3, zero, 32
	mv a1, a6
.L_run2:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 128
	vle32.v v20, (a4)
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vx v28, v28, a7
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run2
	addi a6, a6, 256
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block2
	addi a5, a5, -496
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 496
	# li a3, 2
	addiw a3, zero, 2
.L_block3:
	lw a7, 0(a5)
	# li t3, 64
	addiw t3, zero, 64
	mv a1, a6
.L_run3:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 256
	vle32.v v20, (a4)
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vx v28, v28, a7
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run3
	addi a6, a6, 512
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block3
	addi a5, a5, -504
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 504
	# li a3, 1
	addiw a3, zero, 1
.L_block4:
	lw a7, 0(a5)
	# li t3, 128
	addiw t3, zero, 128
	mv a1, a6
.L_run4:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 512
	vle32.v v20, (a4)
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vx v28, v28, a7
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v20, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v20, v20, v28
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run4
	addi a6, a6, 1024
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block4
	addi a5, a5, -508
	# } Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar
	# kyber_ntt_narrow()
	# li t3, 256
	addiw t3, zero, 256
	mv a6, sp
	# li a5, 1534
	addiw a5, zero, 1534
.L_narrow:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a6)
	vmul.vx v28, v16, a5
	# kyber_montmul_reduce(vd, va, qinv, q)
	vsra.vi v16, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vsetvli t4, t4, e16, m2, ta, ma
	vnsrl.wi v2, v16, 0
	vse16.v v2, (a0)
	slli a4, t4, 1
	add a0, a0, a4
	slli a4, t4, 2
	add a6, a6, a4
	sub t3, t3, t4
	bnez t3, .L_narrow
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_kyberInverseNtt, .-stubforge_kyberInverseNtt
	.section .note.GNU-stack,"",@progbits
