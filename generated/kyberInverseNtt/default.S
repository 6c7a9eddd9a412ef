# kyberInverseNtt [default] 
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_inverse_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = src; a2 = qinv; a3 = lane; a4 = tmp;
#   a5 = scratch; a6 = ztab, half_inv; a7 = ptr; t3 = left; t4 = vl; t5 = q; v1 = vh; v2-v3 = vi;
#   v4-v5 = vo; v6-v7 = vo2; v8-v9 = vx; v10-v11 = vy; v12-v13 = vz; v14-v15 = vt
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
	mv a5, sp
	li t5, 3329
	li a2, -1892675584
	lla a6, .L_inv_zetas
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
	# Level l = 2: 64 blocks of 2 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level2:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3	# i
	# li a4, -2
	addiw a4, zero, -2
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2	# byte offset of coeffs[j]
	# li a4, 8
	addiw a4, zero, 8
	vadd.vx v6, v4, a4	# and of coeffs[j + l]
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 1
	# li a4, 0
	addiw a4, zero, 0
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	# tmp = x; x = x + y; y = montMul(tmp - y, -zeta)
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level2
	# } Level l = 2: 64 blocks of 2 butterflies
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
	# li a4, 64
	addiw a4, zero, 64
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level4
	# } Level l = 4: 32 blocks of 4 butterflies
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
	# li a4, 96
	addiw a4, zero, 96
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level8
	# } Level l = 8: 16 blocks of 8 butterflies
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
	# li a4, 112
	addiw a4, zero, 112
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level16
	# } Level l = 16: 8 blocks of 16 butterflies
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
	# li a4, 120
	addiw a4, zero, 120
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level32
	# } Level l = 32: 4 blocks of 32 butterflies
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
	# li a4, 124
	addiw a4, zero, 124
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level64
	# } Level l = 64: 2 blocks of 64 butterflies
	# Level l = 128: 1 blocks of 128 butterflies {
	# li a3, 0
	addiw a3, zero, 0
.L_level128:
	# li t3, 128
	addiw t3, zero, 128
	sub t3, t3, a3
	vsetvli t4, t3, e32, m2, ta, ma
	vid.v v2
	vadd.vx v2, v2, a3
	# li a4, -128
	addiw a4, zero, -128
	vand.vx v4, v2, a4
	vadd.vv v4, v4, v2
	vsll.vi v4, v4, 2
	# li a4, 512
	addiw a4, zero, 512
	vadd.vx v6, v4, a4
	vluxei32.v v8, (a5), v4
	vluxei32.v v10, (a5), v6
	vsrl.vi v12, v2, 7
	# li a4, 126
	addiw a4, zero, 126
	vadd.vx v12, v12, a4
	vsll.vi v12, v12, 2
	vluxei32.v v12, (a6), v12
	vsub.vv v14, v8, v10
	vadd.vv v8, v8, v10
	vmul.vv v14, v14, v12
	vsra.vi v10, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v10, v10, v14
	vsuxei32.v v8, (a5), v4
	vsuxei32.v v10, (a5), v6
	add a3, a3, t4
	# li a4, 128
	addiw a4, zero, 128
	bltu a3, a4, .L_level128
	# } Level l = 128: 1 blocks of 128 butterflies
	# Narrow the ints back into poly[] after montMul by toMont(1/128) {
	# li t3, 256
	addiw t3, zero, 256
	mv a7, a5
	# li a6, 1534
	addiw a6, zero, 1534
.L_narrow:
	vsetvli t4, t3, e32, m2, ta, ma
	vle32.v v8, (a7)
	vmul.vx v14, v8, a6
	vsra.vi v8, v14, 20
	vmul.vx v14, v14, a2
	vmulh.vx v14, v14, t5
	vsub.vv v8, v8, v14
	vsetvli t4, t4, e16, m1, ta, ma
	vnsrl.wi v1, v8, 0
	vse16.v v1, (a0)
	slli a4, t4, 1
	add a0, a0, a4
	slli a4, t4, 2
	add a7, a7, a4
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
