# kyberNtt [default] 
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = src; a2 = qinv; a3 = lane; a4 = tmp;
#   a5 = scratch; a6 = ztab, half_inv; a7 = ptr; t3 = left; t4 = vl; t5 = q; v1 = vh; v2-v3 = vi;
#   v4-v5 = vo; v6-v7 = vo2; v8-v9 = vx; v10-v11 = vy; v12-v13 = vz; v14-v15 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyberNtt
	.type stubforge_kyberNtt, @function
stubforge_kyberNtt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# sub_sp 1024	# Java's int[256] coeffs
	addi sp, sp, -1024
	mv a5, sp
	li t5, 3329
	li a2, -1892675584
	lla a6, .L_zetas
	# Widen poly[] into the int[256] on the stack {
	# li t3, 256
	addiw t3, zero, 256
	mv a7, a5
	mv a1, a0
.L_widen:
	vsetvli t4, t3, e32, m2, ta, ma
	vle16.v v1, (a1)
	vsext.vf2 v8, v1
	vse32.v v8, (a7)
	slli a4, t4, 1
	add a1, a1, a4
	slli a4, t4, 2
	add a7, a7, a4
	sub t3, t3, t4
	bnez t3, .L_widen
	# } Widen poly[] into the int[256] on the stack
	# Level l = 128: 1 blocks of 128 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level128:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3	# i
	# li a4, -128
	addiw a4, zero, -128
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2	# byte offset of coeffs[j]
	# li a4, 512
	addiw a4, zero, 512
	vadd.vx v6, v4, a4	# and of coeffs[j + l]
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 7
	# li a4, 0
	addiw a4, zero, 0
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level128
	# } Level l = 128: 1 blocks of 128 butterflies
	# Level l = 64: 2 blocks of 64 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level64:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -64
	addiw a4, zero, -64
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 256
	addiw a4, zero, 256
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 6
	# li a4, 1
	addiw a4, zero, 1
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level64
	# } Level l = 64: 2 blocks of 64 butterflies
	# Level l = 32: 4 blocks of 32 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level32:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -32
	addiw a4, zero, -32
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 128
	addiw a4, zero, 128
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 5
	# li a4, 3
	addiw a4, zero, 3
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level32
	# } Level l = 32: 4 blocks of 32 butterflies
	# Level l = 16: 8 blocks of 16 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level16:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -16
	addiw a4, zero, -16
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 64
	addiw a4, zero, 64
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 4
	# li a4, 7
	addiw a4, zero, 7
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level16
	# } Level l = 16: 8 blocks of 16 butterflies
	# Level l = 8: 16 blocks of 8 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level8:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -8
	addiw a4, zero, -8
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 32
	addiw a4, zero, 32
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 3
	# li a4, 15
	addiw a4, zero, 15
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level8
	# } Level l = 8: 16 blocks of 8 butterflies
	# Level l = 4: 32 blocks of 4 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level4:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -4
	addiw a4, zero, -4
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 16
	addiw a4, zero, 16
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 2
	# li a4, 31
	addiw a4, zero, 31
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level4
	# } Level l = 4: 32 blocks of 4 butterflies
	# Level l = 2: 64 blocks of 2 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level2:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -2
	addiw a4, zero, -2
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 8
	addiw a4, zero, 8
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 1
	# li a4, 63
	addiw a4, zero, 63
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vmul.vv v14, v10, v12
	vsra.vi v12, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v12, v12, v14
	vsub.vv v10, v8, v12
	vadd.vv v8, v8, v12
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level2
	# } Level l = 2: 64 blocks of 2 butterflies
	# Narrow the ints back into poly[] {
	# li t3, 256
	addiw t3, zero, 256
	mv a7, a5
	# li a6, 1534
	addiw a6, zero, 1534
.L_narrow:
	vsetvli t4, t3, e32, m2, ta, ma
	vle32.v v8, (a7)
	vsetvli t4, t4, e16, m1, ta, ma
	vnsrl.wi v1, v8, 0
	vse16.v v1, (a0)
	slli a4, t4, 1
	add a0, a0, a4
	slli a4, t4, 2
	add a7, a7, a4
	sub t3, t3, t4
	bnez t3, .L_narrow
	# } Narrow the ints back into poly[]
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# MONT_ZETAS_FOR_NTT of ML_KEM.java (R = 2^20 Montgomery)
.L_zetas:
	.word 0x000004a4, 0x00000392, 0xfffffc37, 0x00000249, 0xfffffdd9, 0x000004ef, 0xffffff9f, 0x00000251
	.word 0xffffffdd, 0xfffffa88, 0xfffffe5f, 0xfffffb1b, 0x000002e6, 0xfffffee7, 0x000000b9, 0xfffffccd
	.word 0xfffffb36, 0x0000037f, 0xfffffdee, 0x00000034, 0x00000019, 0x000003e8, 0x000004e1, 0xfffffc73
	.word 0xfffffe8b, 0xfffff9bc, 0xfffffefd, 0xfffffaa7, 0xffffffae, 0x00000031, 0x000005d8, 0xfffffe6a
	.word 0x000001bd, 0x00000483, 0xfffffe6b, 0xfffffd36, 0x00000229, 0xfffffb61, 0xfffffa87, 0x0000063e
	.word 0xffffff80, 0x00000602, 0xfffffd63, 0x000002e8, 0x00000566, 0xfffffadf, 0x000000c9, 0xfffffeb4
	.word 0xfffffa60, 0xfffffc11, 0xffffffdc, 0xfffff9af, 0x00000237, 0xfffffd91, 0x00000595, 0x00000122
	.word 0xfffffb0b, 0xfffffcc7, 0xfffff9b3, 0x000001fe, 0xfffffe75, 0x0000034d, 0xfffffe56, 0xfffffc15
	.word 0x000000de, 0xfffffbad, 0x000000ac, 0xffffffd6, 0x0000026c, 0x000005d9, 0xfffff98f, 0x0000005e
	.word 0xfffffdad, 0xfffffe0f, 0xfffffe51, 0xfffffad1, 0xfffffd42, 0xfffffa58, 0xffffff48, 0xfffffda1
	.word 0xfffffc9c, 0xfffffa6a, 0x000003d1, 0x00000374, 0x000001a9, 0x00000163, 0x000004eb, 0x000004a8
	.word 0x0000013d, 0xfffffd84, 0xfffffbce, 0x0000001e, 0xfffffa8e, 0x00000341, 0xfffffb50, 0xffffff0c
	.word 0x0000038b, 0xfffffead, 0xffffff1d, 0x0000049a, 0xfffffdb6, 0xffffff77, 0xfffffdfe, 0x00000216
	.word 0x00000481, 0xfffffe1a, 0xfffffa96, 0xfffffd64, 0x000000bf, 0x000003d6, 0x00000058, 0x000003f6
	.word 0xfffffb67, 0xfffffe26, 0xfffffd9c, 0xfffffca7, 0xfffffea4, 0xfffffda4, 0x000003de, 0x00000641
	.word 0xfffff9c1, 0xfffffd3b, 0xfffffceb, 0xfffffadb, 0xffffffc7, 0x00000419, 0xfffffdb8
	.size stubforge_kyberNtt, .-stubforge_kyberNtt
	.section .note.GNU-stack,"",@progbits
