# dilithiumAlmostInverseNtt [default] lmul=4, unit_from=8, small=strided
# Made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_almost_inverse_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = run; a2 = qinv; a3 = tmp; a4 = ztab; a5 = ptr;
#   a6 = zeta; a7 = blocks; t3 = left; t4 = vl; t5 = q; v4-v7 = vo; v4-v7, v12-v15 = vx;
#   v8-v11 = vo2; v8-v11, v16-v19 = vy; v20-v23 = vz; v24-v27 = vp; v28-v31 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_dilithiumAlmostInverseNtt
	.type stubforge_dilithiumAlmostInverseNtt, @function
stubforge_dilithiumAlmostInverseNtt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	li t5, 8380417
	li a2, 58728449
	lla a4, .L_inv_zetas
	# Level l = 1: 128 blocks of 1 butterflies, strided {
	# li t3, 128
	addiw t3, zero, 128
	mv a5, a0
	lla a6, .L_inv_zetas_l1
	# li a1, 8
	addiw a1, zero, 8
.L_strided1:
	vsetvli t4, t3, e32, m4, ta, ma
	addi a3, a5, 0
	vlse32.v v12, (a3), a1
	addi a3, a5, 4
	vlse32.v v16, (a3), a1
	vle32.v v20, (a6)
	# dilithium_inverse_ntt_butterflies(vx, vy, vz, vp, vt)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vv v28, v24, v20
	vmulh.vv v16, v24, v20
	vmul.vx v28, v28, a2	# m = QINV * aLow (int)
	vmulh.vx v28, v28, t5	# (int)(((long) m * q) >> 32)
	vsub.vv v16, v16, v28
	addi a3, a5, 0
	vsse32.v v12, (a3), a1
	addi a3, a5, 4
	vsse32.v v16, (a3), a1
	slli a3, t4, 3	# vl units of `stride` bytes
	add a5, a5, a3
	slli a3, t4, 2
	add a6, a6, a3
	sub t3, t3, t4
	bnez t3, .L_strided1
	# } Level l = 1: 128 blocks of 1 butterflies, strided
	# Level l = 2: 64 blocks of 2 butterflies, strided {
	# li t3, 64
	addiw t3, zero, 64
	mv a5, a0
	lla a6, .L_inv_zetas_l2
	# li a1, 16
	addiw a1, zero, 16
.L_strided2:
	vsetvli t4, t3, e64, m4, ta, ma
	addi a3, a5, 0
	vlse64.v v12, (a3), a1
	addi a3, a5, 8
	vlse64.v v16, (a3), a1
	slli a3, t4, 1
	vsetvli zero, a3, e32, m4, ta, ma
	vle32.v v20, (a6)
	# dilithium_inverse_ntt_butterflies(vx, vy, vz, vp, vt)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vv v28, v24, v20
	vmulh.vv v16, v24, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vsetvli zero, t4, e64, m4, ta, ma
	addi a3, a5, 0
	vsse64.v v12, (a3), a1
	addi a3, a5, 8
	vsse64.v v16, (a3), a1
	slli a3, t4, 4
	add a5, a5, a3
	slli a3, t4, 3
	add a6, a6, a3
	sub t3, t3, t4
	bnez t3, .L_strided2
	# } Level l = 2: 64 blocks of 2 butterflies, strided
	# Level l = 4: 32 blocks of 4 butterflies, strided {
	# li t3, 32
	addiw t3, zero, 32
	mv a5, a0
	lla a6, .L_inv_zetas_l4
	# li a1, 32
	addiw a1, zero, 32
.L_strided4:
	vsetvli t4, t3, e64, m4, ta, ma
	addi a3, a5, 0
	vlse64.v v12, (a3), a1
	addi a3, a5, 16
	vlse64.v v16, (a3), a1
	addi a3, a5, 8
	vlse64.v v4, (a3), a1
	addi a3, a5, 24
	vlse64.v v8, (a3), a1
	slli a3, t4, 1
	vsetvli zero, a3, e32, m4, ta, ma
	vle32.v v20, (a6)
	# dilithium_inverse_ntt_butterflies(vx, vy, vz, vp, vt)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vv v28, v24, v20
	vmulh.vv v16, v24, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	# dilithium_inverse_ntt_butterflies(vx, vy, vz, vp, vt)
	vsub.vv v24, v4, v8
	vadd.vv v4, v4, v8
	vmul.vv v28, v24, v20
	vmulh.vv v8, v24, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v8, v8, v28
	vsetvli zero, t4, e64, m4, ta, ma
	addi a3, a5, 0
	vsse64.v v12, (a3), a1
	addi a3, a5, 16
	vsse64.v v16, (a3), a1
	addi a3, a5, 8
	vsse64.v v4, (a3), a1
	addi a3, a5, 24
	vsse64.v v8, (a3), a1
	slli a3, t4, 5
	add a5, a5, a3
	slli a3, t4, 3
	add a6, a6, a3
	sub t3, t3, t4
	bnez t3, .L_strided4
	# } Level l = 4: 32 blocks of 4 butterflies, strided
	# Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar {
	# dilithium_inverse_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 896	# walked block by block, put back after the level
	# li a7, 16
	addiw a7, zero, 16
.L_block:
	lw a6, 0(a4)
	# li t3, 8
	addiw t3, zero, 8
	mv a1, a5
.L_run:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 32
	vle32.v v16, (a3)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vx v28, v24, a6	# aLow
	vmulh.vx v16, v24, a6	# aHigh
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run
	addi a5, a5, 64
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block
	addi a4, a4, -960
	# dilithium_inverse_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 960
	# li a7, 8
	addiw a7, zero, 8
.L_block1:
	lw a6, 0(a4)
	# li t3, 16
	addiw t3, zero, 16
	mv a1, a5
.L_run1:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 64
	vle32.v v16, (a3)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vx v28, v24, a6
	vmulh.vx v16, v24, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run1
	addi a5, a5, 128
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block1
	addi a4, a4, -992
	# dilithium_inverse_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 992
	# li a7, 4
	addiw a7, zero, 4
.L_block2:
	lw a6, 0(a4)
	# li t3, 32
	addiw t3, zero, 32
	mv a1, a5
.L_run2:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 128
	vle32.v v16, (a3)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vx v28, v24, a6
	vmulh.vx v16, v24, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run2
	addi a5, a5, 256
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block2
	addi a4, a4, -1008
	# dilithium_inverse_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 1008
	# li a7, 2
	addiw a7, zero, 2
.L_block3:
	lw a6, 0(a4)
	# li t3, 64
	addiw t3, zero, 64
	mv a1, a5
.L_run3:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 256
	vle32.v v16, (a3)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vx v28, v24, a6
	vmulh.vx v16, v24, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run3
	addi a5, a5, 512
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block3
	addi a4, a4, -1016
	# dilithium_inverse_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 1016
	# li a7, 1
	addiw a7, zero, 1
.L_block4:
	lw a6, 0(a4)
	# li t3, 128
	addiw t3, zero, 128
	mv a1, a5
.L_run4:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 512
	vle32.v v16, (a3)
	vsub.vv v24, v12, v16
	vadd.vv v12, v12, v16
	vmul.vx v28, v24, a6
	vmulh.vx v16, v24, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v16, v16, v28
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run4
	addi a5, a5, 1024
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block4
	addi a4, a4, -1020
	# } Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# -MONT_ZETAS_FOR_NTT[254 - i] of ML_DSA.java (R = 2^32 Montgomery)
.L_inv_zetas:
	.word 0xffe1d632, 0x000ce94a, 0xffeaa198, 0xffc3ea36, 0x0014c921, 0x0000bcb2, 0xffc430d4, 0x000875b0
	.word 0x00361a57, 0xffe763d6, 0x000ee7fb, 0xfffd336d, 0x0022e2f7, 0x00066c23, 0x00221e51, 0x002cd89c
	.word 0x003a8025, 0x0003fa26, 0x0010d9cd, 0x00197168, 0xffe2d998, 0x001b8352, 0xffe5b330, 0x000682bb
	.word 0xfff8cbf2, 0xffe5ca19, 0x000ee40c, 0xffde3b09, 0xfffbe240, 0xffc4feeb, 0xffca3ac7, 0x002e5ec4
	.word 0x001b73c3, 0x00385e99, 0xffe6c866, 0xfff3a35b, 0xffd2028f, 0xffe755f8, 0xfffd83e4, 0x00309342
	.word 0x00126c59, 0xfffd2b45, 0xffcc9768, 0xffe22268, 0x00028371, 0xffda8c49, 0xffdae275, 0x001eb9a8
	.word 0x0039a1e1, 0xfff6ef28, 0x0038d3ee, 0x00276ee5, 0x001c2ea9, 0x00198008, 0x002b35f4, 0x000846cc
	.word 0xffcc0731, 0xffdde218, 0xfff42419, 0xffe91bfb, 0x0014fa53, 0x0026da88, 0xffe2bf67, 0x001386ad
	.word 0x001df292, 0xffcd8d7d, 0xffebf939, 0x0006e21c, 0x0015d2d1, 0x0032a1c2, 0xffed1ee5, 0x00145742
	.word 0x0010095a, 0xffe2f4b5, 0xffe37ac1, 0x002daf77, 0x00362470, 0xffd7c76f, 0xffeceb42, 0x00397ae8
	.word 0xffe7a5ba, 0xffda0faf, 0xffecf67c, 0xffc21ee4, 0xffecb28f, 0x002785c6, 0xffd6ee67, 0xffd4a11b
	.word 0xfffce6dc, 0xffe58339, 0x0032ffc5, 0xffcb8d19, 0xffc14fe5, 0x002532bf, 0xfffb9ef4, 0xfffac6e7
	.word 0x0036de3e, 0x000bba6e, 0x0008032a, 0x00364683, 0xffcf107a, 0xffe0ff7c, 0x002fa50a, 0x0009ffdf
	.word 0x0007f904, 0x0000a8fc, 0x00189d76, 0xfff8707d, 0xfff380a6, 0xfff21f1a, 0xffe3a1e6, 0xfff241a2
	.word 0x0030ba22, 0x001244aa, 0x00395d04, 0x0035b760, 0xffca64a3, 0x0012db10, 0xffdada79, 0xfffbed0b
	.word 0x00365bde, 0x00255461, 0xffddc205, 0x0033008e, 0xffc5be08, 0xffdca72c, 0xffcc00a6, 0xffe0156d
	.word 0xffc56827, 0x00375fa9, 0x003b3864, 0x002e115e, 0x0015f7fe, 0x000c66bc, 0x00182f20, 0xffec61db
	.word 0xffeb886e, 0xffebecfb, 0x0002b520, 0x0024c36d, 0x001c400a, 0xffcfc93e, 0x003637f8, 0xfffd1b94
	.word 0x001417f8, 0xfff4675f, 0x00033821, 0xffdb8a94, 0x00319640, 0xffe6c6b8, 0x00002182, 0x0038d436
	.word 0xffc398a6, 0xfff232bc, 0x0010c942, 0xffff5300, 0xffd0ba78, 0xfff83be9, 0xfffbf510, 0x00330417
	.word 0x0015d39e, 0xffe3ba9d, 0xffeb6a2c, 0x0005d423, 0x0013f609, 0x000059c5, 0x0012beed, 0x000a3d7e
	.word 0x0025cbf7, 0x00064593, 0x00385bb5, 0x002d485d, 0xffd69161, 0xffdf39c8, 0x000f017b, 0xffcbef0e
	.word 0xfffe1036, 0x00376f20, 0x00302d52, 0x0030ad80, 0x000f430a, 0x003e4f8e, 0xffe2688e, 0x0013308b
	.word 0x00183045, 0xffdeca39, 0xffcaf612, 0x001629a3, 0x002e67e7, 0x00381e31, 0x0017537f, 0x003bf91b
	.word 0x002ab0d3, 0xffe062ac, 0x002703d0, 0xffc47acc, 0xffc4c7ad, 0xfff1708a, 0xfff7e466, 0xfff39c58
	.word 0xffc78c74, 0x00186ba4, 0x0020a9e9, 0xffca7bc1, 0x003a50a7, 0xffca81e2, 0x0019152a, 0x0019edc3
	.word 0x00083aa3, 0xffdc2964, 0x000495b3, 0xffc9fc00, 0x002bc1bf, 0xffc9756a, 0x002e7184, 0x003aea7b
	.word 0xffc44151, 0x0026b82c, 0x0036cfd4, 0x00195afd, 0xffca213b, 0xffd10b33, 0xfffe89e0, 0xffd6b599
	.word 0xfffbba3b, 0xffc2cdff, 0x00004bde, 0xffe52fcb, 0x00320368, 0x00155b09, 0x003ae519, 0x0020522a
	.word 0x00202c85, 0xffd80698, 0x00111560, 0x00086270, 0xffc94878, 0x00107a5c, 0xfff05f90, 0xffd669a8
	.word 0xffd71ad9, 0xffd085b7, 0x002c04f7, 0xffd0658b, 0x001feb81, 0x00057b53, 0xffdc16d5, 0xffe421d5
	.word 0xfff8e1dc, 0x000d5ed8, 0x000bdee8, 0xfffc61bc, 0x0007eafd, 0x0027cefe, 0xffff9b09
	.p2align 3
	# level l = 1: each block's zeta once per e32 lane
.L_inv_zetas_l1:
	.word 0xffe1d632, 0x000ce94a, 0xffeaa198, 0xffc3ea36, 0x0014c921, 0x0000bcb2, 0xffc430d4, 0x000875b0
	.word 0x00361a57, 0xffe763d6, 0x000ee7fb, 0xfffd336d, 0x0022e2f7, 0x00066c23, 0x00221e51, 0x002cd89c
	.word 0x003a8025, 0x0003fa26, 0x0010d9cd, 0x00197168, 0xffe2d998, 0x001b8352, 0xffe5b330, 0x000682bb
	.word 0xfff8cbf2, 0xffe5ca19, 0x000ee40c, 0xffde3b09, 0xfffbe240, 0xffc4feeb, 0xffca3ac7, 0x002e5ec4
	.word 0x001b73c3, 0x00385e99, 0xffe6c866, 0xfff3a35b, 0xffd2028f, 0xffe755f8, 0xfffd83e4, 0x00309342
	.word 0x00126c59, 0xfffd2b45, 0xffcc9768, 0xffe22268, 0x00028371, 0xffda8c49, 0xffdae275, 0x001eb9a8
	.word 0x0039a1e1, 0xfff6ef28, 0x0038d3ee, 0x00276ee5, 0x001c2ea9, 0x00198008, 0x002b35f4, 0x000846cc
	.word 0xffcc0731, 0xffdde218, 0xfff42419, 0xffe91bfb, 0x0014fa53, 0x0026da88, 0xffe2bf67, 0x001386ad
	.word 0x001df292, 0xffcd8d7d, 0xffebf939, 0x0006e21c, 0x0015d2d1, 0x0032a1c2, 0xffed1ee5, 0x00145742
	.word 0x0010095a, 0xffe2f4b5, 0xffe37ac1, 0x002daf77, 0x00362470, 0xffd7c76f, 0xffeceb42, 0x00397ae8
	.word 0xffe7a5ba, 0xffda0faf, 0xffecf67c, 0xffc21ee4, 0xffecb28f, 0x002785c6, 0xffd6ee67, 0xffd4a11b
	.word 0xfffce6dc, 0xffe58339, 0x0032ffc5, 0xffcb8d19, 0xffc14fe5, 0x002532bf, 0xfffb9ef4, 0xfffac6e7
	.word 0x0036de3e, 0x000bba6e, 0x0008032a, 0x00364683, 0xffcf107a, 0xffe0ff7c, 0x002fa50a, 0x0009ffdf
	.word 0x0007f904, 0x0000a8fc, 0x00189d76, 0xfff8707d, 0xfff380a6, 0xfff21f1a, 0xffe3a1e6, 0xfff241a2
	.word 0x0030ba22, 0x001244aa, 0x00395d04, 0x0035b760, 0xffca64a3, 0x0012db10, 0xffdada79, 0xfffbed0b
	.word 0x00365bde, 0x00255461, 0xffddc205, 0x0033008e, 0xffc5be08, 0xffdca72c, 0xffcc00a6, 0xffe0156d
	.p2align 3
	# level l = 2: each block's zeta once per e32 lane
.L_inv_zetas_l2:
	.word 0xffc56827, 0xffc56827, 0x00375fa9, 0x00375fa9, 0x003b3864, 0x003b3864, 0x002e115e, 0x002e115e
	.word 0x0015f7fe, 0x0015f7fe, 0x000c66bc, 0x000c66bc, 0x00182f20, 0x00182f20, 0xffec61db, 0xffec61db
	.word 0xffeb886e, 0xffeb886e, 0xffebecfb, 0xffebecfb, 0x0002b520, 0x0002b520, 0x0024c36d, 0x0024c36d
	.word 0x001c400a, 0x001c400a, 0xffcfc93e, 0xffcfc93e, 0x003637f8, 0x003637f8, 0xfffd1b94, 0xfffd1b94
	.word 0x001417f8, 0x001417f8, 0xfff4675f, 0xfff4675f, 0x00033821, 0x00033821, 0xffdb8a94, 0xffdb8a94
	.word 0x00319640, 0x00319640, 0xffe6c6b8, 0xffe6c6b8, 0x00002182, 0x00002182, 0x0038d436, 0x0038d436
	.word 0xffc398a6, 0xffc398a6, 0xfff232bc, 0xfff232bc, 0x0010c942, 0x0010c942, 0xffff5300, 0xffff5300
	.word 0xffd0ba78, 0xffd0ba78, 0xfff83be9, 0xfff83be9, 0xfffbf510, 0xfffbf510, 0x00330417, 0x00330417
	.word 0x0015d39e, 0x0015d39e, 0xffe3ba9d, 0xffe3ba9d, 0xffeb6a2c, 0xffeb6a2c, 0x0005d423, 0x0005d423
	.word 0x0013f609, 0x0013f609, 0x000059c5, 0x000059c5, 0x0012beed, 0x0012beed, 0x000a3d7e, 0x000a3d7e
	.word 0x0025cbf7, 0x0025cbf7, 0x00064593, 0x00064593, 0x00385bb5, 0x00385bb5, 0x002d485d, 0x002d485d
	.word 0xffd69161, 0xffd69161, 0xffdf39c8, 0xffdf39c8, 0x000f017b, 0x000f017b, 0xffcbef0e, 0xffcbef0e
	.word 0xfffe1036, 0xfffe1036, 0x00376f20, 0x00376f20, 0x00302d52, 0x00302d52, 0x0030ad80, 0x0030ad80
	.word 0x000f430a, 0x000f430a, 0x003e4f8e, 0x003e4f8e, 0xffe2688e, 0xffe2688e, 0x0013308b, 0x0013308b
	.word 0x00183045, 0x00183045, 0xffdeca39, 0xffdeca39, 0xffcaf612, 0xffcaf612, 0x001629a3, 0x001629a3
	.word 0x002e67e7, 0x002e67e7, 0x00381e31, 0x00381e31, 0x0017537f, 0x0017537f, 0x003bf91b, 0x003bf91b
	.p2align 3
	# level l = 4: each block's zeta once per e32 lane
.L_inv_zetas_l4:
	.word 0x002ab0d3, 0x002ab0d3, 0xffe062ac, 0xffe062ac, 0x002703d0, 0x002703d0, 0xffc47acc, 0xffc47acc
	.word 0xffc4c7ad, 0xffc4c7ad, 0xfff1708a, 0xfff1708a, 0xfff7e466, 0xfff7e466, 0xfff39c58, 0xfff39c58
	.word 0xffc78c74, 0xffc78c74, 0x00186ba4, 0x00186ba4, 0x0020a9e9, 0x0020a9e9, 0xffca7bc1, 0xffca7bc1
	.word 0x003a50a7, 0x003a50a7, 0xffca81e2, 0xffca81e2, 0x0019152a, 0x0019152a, 0x0019edc3, 0x0019edc3
	.word 0x00083aa3, 0x00083aa3, 0xffdc2964, 0xffdc2964, 0x000495b3, 0x000495b3, 0xffc9fc00, 0xffc9fc00
	.word 0x002bc1bf, 0x002bc1bf, 0xffc9756a, 0xffc9756a, 0x002e7184, 0x002e7184, 0x003aea7b, 0x003aea7b
	.word 0xffc44151, 0xffc44151, 0x0026b82c, 0x0026b82c, 0x0036cfd4, 0x0036cfd4, 0x00195afd, 0x00195afd
	.word 0xffca213b, 0xffca213b, 0xffd10b33, 0xffd10b33, 0xfffe89e0, 0xfffe89e0, 0xffd6b599, 0xffd6b599
	.size stubforge_dilithiumAlmostInverseNtt, .-stubforge_dilithiumAlmostInverseNtt
	.section .note.GNU-stack,"",@progbits
