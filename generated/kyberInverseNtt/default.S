# kyberInverseNtt [default] lmul=4, unit_from=8, small=gather
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_inverse_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = src, run; a2 = qinv; a3 = lane; a4 = tmp;
#   a5 = ztab, half_inv; a6 = ptr; a7 = zeta; t3 = left; t4 = vl; t5 = q; v2-v3 = vh; v4-v7 = vi;
#   v8-v11 = vo; v12-v15 = vo2; v16-v19 = vx; v20-v23 = vy; v24-v27 = vz; v28-v31 = vt
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
	# sub_sp 1024	# Java's int[256] coeffs
	addi sp, sp, -1024
	li t5, 3329
	li a2, -1892675584
	lla a5, .L_inv_zetas
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
	# Level l = 2: 64 blocks of 2 butterflies, indexed {
	# kyber_inverse_ntt_level_indexed(s, l, base)
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
	vsrl.vi v24, v4, 1
	# li a4, 0
	addiw a4, zero, 0
	vadd.vx v24, v24, a4
	vsll.vi v24, v24, 2
	vluxei32.v v24, (a5), v24
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vv v28, v28, v24
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
	# } Level l = 2: 64 blocks of 2 butterflies, indexed
	# Level l = 4: 32 blocks of 4 butterflies, indexed {
	# kyber_inverse_ntt_level_indexed(s, l, base)
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
	# li a4, 64
	addiw a4, zero, 64
	vadd.vx v24, v24, a4
	vsll.vi v24, v24, 2
	vluxei32.v v24, (a5), v24
	vsub.vv v28, v16, v20
	vadd.vv v16, v16, v20
	vmul.vv v28, v28, v24
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
	# } Level l = 4: 32 blocks of 4 butterflies, indexed
	# Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar {
	# kyber_inverse_ntt_level(l, nb, base)
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
	# kyber_inverse_ntt_level(l, nb, base)
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
	# kyber_inverse_ntt_level(l, nb, base)
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
	# kyber_inverse_ntt_level(l, nb, base)
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
	# kyber_inverse_ntt_level(l, nb, base)
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
	# Narrow the ints back into poly[] after montMul by toMont(1/128) {
	# li t3, 256
	addiw t3, zero, 256
	mv a6, sp
	# li a5, 1534
	addiw a5, zero, 1534
.L_narrow:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v16, (a6)
	vmul.vx v28, v16, a5
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
	# } Narrow the ints back into poly[] after montMul by toMont(1/128)
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# -MONT_ZETAS_FOR_NTT[126 - i] of ML_KEM.java (R = 2^20 Montgomery)
.L_inv_zetas:
	.word 0x00000248, 0xfffffbe7, 0x00000039, 0x00000525, 0x00000315, 0x000002c5, 0x0000063f, 0xfffff9bf
	.word 0xfffffc22, 0x0000025c, 0x0000015c, 0x00000359, 0x00000264, 0x000001da, 0x00000499, 0xfffffc0a
	.word 0xffffffa8, 0xfffffc2a, 0xffffff41, 0x0000029c, 0x0000056a, 0x000001e6, 0xfffffb7f, 0xfffffdea
	.word 0x00000202, 0x00000089, 0x0000024a, 0xfffffb66, 0x000000e3, 0x00000153, 0xfffffc75, 0x000000f4
	.word 0x000004b0, 0xfffffcbf, 0x00000572, 0xffffffe2, 0x00000432, 0x0000027c, 0xfffffec3, 0xfffffb58
	.word 0xfffffb15, 0xfffffe9d, 0xfffffe57, 0xfffffc8c, 0xfffffc2f, 0x00000596, 0x00000364, 0x0000025f
	.word 0x000000b8, 0x000005a8, 0x000002be, 0x0000052f, 0x000001af, 0x000001f1, 0x00000253, 0xffffffa2
	.word 0x00000671, 0xfffffa27, 0xfffffd94, 0x0000002a, 0xffffff54, 0x00000453, 0xffffff22, 0x000003eb
	.word 0x000001aa, 0xfffffcb3, 0x0000018b, 0xfffffe02, 0x0000064d, 0x00000339, 0x000004f5, 0xfffffede
	.word 0xfffffa6b, 0x0000026f, 0xfffffdc9, 0x00000651, 0x00000024, 0x000003ef, 0x000005a0, 0x0000014c
	.word 0xffffff37, 0x00000521, 0xfffffa9a, 0xfffffd18, 0x0000029d, 0xfffff9fe, 0x00000080, 0xfffff9c2
	.word 0x00000579, 0x0000049f, 0xfffffdd7, 0x000002ca, 0x00000195, 0xfffffb7d, 0xfffffe43, 0x00000196
	.word 0xfffffa28, 0xffffffcf, 0x00000052, 0x00000559, 0x00000103, 0x00000644, 0x00000175, 0x0000038d
	.word 0xfffffb1f, 0xfffffc18, 0xffffffe7, 0xffffffcc, 0x00000212, 0xfffffc81, 0x000004ca, 0x00000333
	.word 0xffffff47, 0x00000119, 0xfffffd1a, 0x000004e5, 0x000001a1, 0x00000578, 0x00000023, 0xfffffdaf
	.word 0x00000061, 0xfffffb11, 0x00000227, 0xfffffdb7, 0x000003c9, 0xfffffc6e, 0xfffffb5c
	.size stubforge_kyberInverseNtt, .-stubforge_kyberInverseNtt
	.section .note.GNU-stack,"",@progbits
