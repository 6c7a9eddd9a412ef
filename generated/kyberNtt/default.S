# kyberNtt [default] lmul=4, unit_from=8, small=gather
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = src, run; a2 = qinv; a3 = lane; a4 = tmp;
#   a5 = ztab, half_inv; a6 = ptr; a7 = zeta; t3 = left; t4 = vl; t5 = q; v2-v3 = vh; v4-v7 = vi;
#   v8-v11 = vo; v12-v15 = vo2; v16-v19 = vx; v20-v23 = vy; v24-v27 = vz; v28-v31 = vt
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
	li t5, 3329
	li a2, -1892675584
	lla a5, .L_zetas
	# Widen poly[] into the int[256] on the stack {
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
	# } Widen poly[] into the int[256] on the stack
	# Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar {
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 0	# walked block by block, put back after the level
	# li a3, 1
	addiw a3, zero, 1
.L_block:
	lw a7, 0(a5)
	# li t3, 128
	addiw t3, zero, 128
	mv a1, a6
.L_run:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 512
	vle32.v v20, (a4)
	vmul.vx v28, v20, a7
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run
	addi a6, a6, 1024
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block
	addi a5, a5, -4
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 4
	# li a3, 2
	addiw a3, zero, 2
.L_block1:
	lw a7, 0(a5)
	# li t3, 64
	addiw t3, zero, 64
	mv a1, a6
.L_run1:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 256
	vle32.v v20, (a4)
	vmul.vx v28, v20, a7
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run1
	addi a6, a6, 512
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block1
	addi a5, a5, -12
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 12
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
	vmul.vx v28, v20, a7
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
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
	addi a5, a5, -28
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 28
	# li a3, 8
	addiw a3, zero, 8
.L_block3:
	lw a7, 0(a5)
	# li t3, 16
	addiw t3, zero, 16
	mv a1, a6
.L_run3:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 64
	vle32.v v20, (a4)
	vmul.vx v28, v20, a7
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run3
	addi a6, a6, 128
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block3
	addi a5, a5, -60
	# kyber_ntt_level(l, nb, base)
	mv a6, sp
	addi a5, a5, 60
	# li a3, 16
	addiw a3, zero, 16
.L_block4:
	lw a7, 0(a5)
	# li t3, 8
	addiw t3, zero, 8
	mv a1, a6
.L_run4:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a1)
	addi a4, a1, 32
	vle32.v v20, (a4)
	vmul.vx v28, v20, a7
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
	vse32.v v16, (a1)
	vse32.v v20, (a4)
	slli a4, t4, 2
	add a1, a1, a4
	sub t3, t3, t4
	bnez t3, .L_run4
	addi a6, a6, 64
	addi a5, a5, 4
	addi a3, a3, -1
	bnez a3, .L_block4
	addi a5, a5, -124
	# } Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar
	# Level l = 4: 32 blocks of 4 butterflies, indexed {
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
	# li a4, -4
	addiw a4, zero, -4
	vand.vx v8, v4, a4
	vadd.vv v8, v8, v4
	vsll.vi v8, v8, 2	# byte offset of coeffs[j]
	# li a4, 16
	addiw a4, zero, 16
	vadd.vx v12, v8, a4	# and of coeffs[j + l]
	vluxei32.v v16, (sp), v8
	vluxei32.v v20, (sp), v12
	vsrl.vi v24, v4, 2
	# li a4, 31
	addiw a4, zero, 31
	vadd.vx v24, v24, a4
	vsll.vi v24, v24, 2
	vluxei32.v v24, (a5), v24
	vmul.vv v28, v20, v24
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
	vsuxei32.v v16, (sp), v8
	vsuxei32.v v20, (sp), v12
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level
	# } Level l = 4: 32 blocks of 4 butterflies, indexed
	# Level l = 2: 64 blocks of 2 butterflies, indexed {
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
	# li a4, -2
	addiw a4, zero, -2
	vand.vx v8, v4, a4
	vadd.vv v8, v8, v4
	vsll.vi v8, v8, 2
	# li a4, 8
	addiw a4, zero, 8
	vadd.vx v12, v8, a4
	vluxei32.v v16, (sp), v8
	vluxei32.v v20, (sp), v12
	vsrl.vi v24, v4, 1
	# li a4, 63
	addiw a4, zero, 63
	vadd.vx v24, v24, a4
	vsll.vi v24, v24, 2
	vluxei32.v v24, (a5), v24
	vmul.vv v28, v20, v24
	vsra.vi v24, v28, 20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v20, v16, v24
	vadd.vv v16, v16, v24
	vsuxei32.v v16, (sp), v8
	vsuxei32.v v20, (sp), v12
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level1
	# } Level l = 2: 64 blocks of 2 butterflies, indexed
	# Narrow the ints back into poly[] {
	# li t3, 256
	addiw t3, zero, 256
	mv a6, sp
	# li a5, 1534
	addiw a5, zero, 1534
.L_narrow:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a6)
	vsetvli t4, t4, e16, m2, ta, ma
	vnsrl.wi v2, v16, 0
	vse16.v v2, (a0)
	slli a4, t4, 1
	add a0, a0, a4
	slli a4, t4, 2
	add a6, a6, a4
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
