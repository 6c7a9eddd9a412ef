# dilithiumAlmostNtt [default] lmul=4, unit_from=8, small=strided
# Made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_almost_ntt.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs; a1 = run; a2 = qinv; a3 = tmp; a4 = ztab; a5 = ptr;
#   a6 = zeta; a7 = blocks; t3 = left; t4 = vl; t5 = q; v4-v7 = vo; v4-v7, v12-v15 = vx;
#   v8-v11 = vo2; v8-v11, v16-v19 = vy; v20-v23 = vz; v24-v27 = vp; v28-v31 = vt
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
	li t5, 8380417
	li a2, 58728449
	lla a4, .L_zetas
	# Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar {
	# dilithium_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 0	# walked block by block, put back after the level
	# li a7, 1
	addiw a7, zero, 1
.L_block:
	lw a6, 0(a4)
	# li t3, 128
	addiw t3, zero, 128
	mv a1, a5
.L_run:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 512
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6	# aLow
	vmulh.vx v24, v16, a6	# aHigh
	vmul.vx v28, v28, a2	# m = QINV * aLow (int)
	vmulh.vx v28, v28, t5	# (int)(((long) m * q) >> 32)
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run
	addi a5, a5, 1024
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block
	addi a4, a4, -4
	# dilithium_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 4
	# li a7, 2
	addiw a7, zero, 2
.L_block1:
	lw a6, 0(a4)
	# li t3, 64
	addiw t3, zero, 64
	mv a1, a5
.L_run1:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 256
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run1
	addi a5, a5, 512
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block1
	addi a4, a4, -12
	# dilithium_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 12
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
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
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
	addi a4, a4, -28
	# dilithium_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 28
	# li a7, 8
	addiw a7, zero, 8
.L_block3:
	lw a6, 0(a4)
	# li t3, 16
	addiw t3, zero, 16
	mv a1, a5
.L_run3:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 64
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run3
	addi a5, a5, 128
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block3
	addi a4, a4, -60
	# dilithium_ntt_level(l, nb, base)
	mv a5, a0
	addi a4, a4, 60
	# li a7, 16
	addiw a7, zero, 16
.L_block4:
	lw a6, 0(a4)
	# li t3, 8
	addiw t3, zero, 8
	mv a1, a5
.L_run4:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v12, (a1)
	addi a3, a1, 32
	vle32.v v16, (a3)
	vmul.vx v28, v16, a6
	vmulh.vx v24, v16, a6
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	vse32.v v12, (a1)
	vse32.v v16, (a3)
	slli a3, t4, 2
	add a1, a1, a3
	sub t3, t3, t4
	bnez t3, .L_run4
	addi a5, a5, 64
	addi a4, a4, 4
	addi a7, a7, -1
	bnez a7, .L_block4
	addi a4, a4, -124
	# } Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar
	# Level l = 4: 32 blocks of 4 butterflies, strided {
	# li t3, 32
	addiw t3, zero, 32
	mv a5, a0
	lla a6, .L_zetas_l4
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
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v16, v20
	vmulh.vv v24, v16, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v8, v20
	vmulh.vv v24, v8, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v8, v4, v24
	vadd.vv v4, v4, v24
	vsetvli zero, t4, e64, m4, ta, ma
	addi a3, a5, 0
	vsse64.v v12, (a3), a1
	addi a3, a5, 16
	vsse64.v v16, (a3), a1
	addi a3, a5, 8
	vsse64.v v4, (a3), a1
	addi a3, a5, 24
	vsse64.v v8, (a3), a1
	slli a3, t4, 5	# vl units of `stride` bytes
	add a5, a5, a3
	slli a3, t4, 3
	add a6, a6, a3
	sub t3, t3, t4
	bnez t3, .L_strided4
	# } Level l = 4: 32 blocks of 4 butterflies, strided
	# Level l = 2: 64 blocks of 2 butterflies, strided {
	# li t3, 64
	addiw t3, zero, 64
	mv a5, a0
	lla a6, .L_zetas_l2
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
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v16, v20
	vmulh.vv v24, v16, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
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
	# Level l = 1: 128 blocks of 1 butterflies, strided {
	# li t3, 128
	addiw t3, zero, 128
	mv a5, a0
	lla a6, .L_zetas_l1
	# li a1, 8
	addiw a1, zero, 8
.L_strided1:
	vsetvli t4, t3, e32, m4, ta, ma
	addi a3, a5, 0
	vlse32.v v12, (a3), a1
	addi a3, a5, 4
	vlse32.v v16, (a3), a1
	vle32.v v20, (a6)
	# dilithium_ntt_butterflies(vx, vy, vz, vp, vt)
	vmul.vv v28, v16, v20
	vmulh.vv v24, v16, v20
	vmul.vx v28, v28, a2
	vmulh.vx v28, v28, t5
	vsub.vv v24, v24, v28
	vsub.vv v16, v12, v24
	vadd.vv v12, v12, v24
	addi a3, a5, 0
	vsse32.v v12, (a3), a1
	addi a3, a5, 4
	vsse32.v v16, (a3), a1
	slli a3, t4, 3
	add a5, a5, a3
	slli a3, t4, 2
	add a6, a6, a3
	sub t3, t3, t4
	bnez t3, .L_strided1
	# } Level l = 1: 128 blocks of 1 butterflies, strided
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# MONT_ZETAS_FOR_NTT of ML_DSA.java (R = 2^32 Montgomery)
.L_zetas:
	.word 0x000064f7, 0xffd83102, 0xfff81503, 0x00039e44, 0xfff42118, 0xfff2a128, 0x00071e24, 0x001bde2b
	.word 0x0023e92b, 0xfffa84ad, 0xffe0147f, 0x002f9a75, 0xffd3fb09, 0x002f7a49, 0x0028e527, 0x00299658
	.word 0x000fa070, 0xffef85a4, 0x0036b788, 0xfff79d90, 0xffeeeaa0, 0x0027f968, 0xffdfd37b, 0xffdfadd6
	.word 0xffc51ae7, 0xffeaa4f7, 0xffcdfc98, 0x001ad035, 0xffffb422, 0x003d3201, 0x000445c5, 0x00294a67
	.word 0x00017620, 0x002ef4cd, 0x0035dec5, 0xffe6a503, 0xffc9302c, 0xffd947d4, 0x003bbeaf, 0xffc51585
	.word 0xffd18e7c, 0x00368a96, 0xffd43e41, 0x00360400, 0xfffb6a4d, 0x0023d69c, 0xfff7c55d, 0xffe6123d
	.word 0xffe6ead6, 0x00357e1e, 0xffc5af59, 0x0035843f, 0xffdf5617, 0xffe7945c, 0x0038738c, 0x000c63a8
	.word 0x00081b9a, 0x000e8f76, 0x003b3853, 0x003b8534, 0xffd8fc30, 0x001f9d54, 0xffd54f2d, 0xffc406e5
	.word 0xffe8ac81, 0xffc7e1cf, 0xffd19819, 0xffe9d65d, 0x003509ee, 0x002135c7, 0xffe7cfbb, 0xffeccf75
	.word 0x001d9772, 0xffc1b072, 0xfff0bcf6, 0xffcf5280, 0xffcfd2ae, 0xffc890e0, 0x0001efca, 0x003410f2
	.word 0xfff0fe85, 0x0020c638, 0x00296e9f, 0xffd2b7a3, 0xffc7a44b, 0xfff9ba6d, 0xffda3409, 0xfff5c282
	.word 0xffed4113, 0xffffa63b, 0xffec09f7, 0xfffa2bdd, 0x001495d4, 0x001c4563, 0xffea2c62, 0xffccfbe9
	.word 0x00040af0, 0x0007c417, 0x002f4588, 0x0000ad00, 0xffef36be, 0x000dcd44, 0x003c675a, 0xffc72bca
	.word 0xffffde7e, 0x00193948, 0xffce69c0, 0x0024756c, 0xfffcc7df, 0x000b98a1, 0xffebe808, 0x0002e46c
	.word 0xffc9c808, 0x003036c2, 0xffe3bff6, 0xffdb3c93, 0xfffd4ae0, 0x00141305, 0x00147792, 0x00139e25
	.word 0xffe7d0e0, 0xfff39944, 0xffea0802, 0xffd1eea2, 0xffc4c79c, 0xffc8a057, 0x003a97d9, 0x001fea93
	.word 0x0033ff5a, 0x002358d4, 0x003a41f8, 0xffccff72, 0x00223dfb, 0xffdaab9f, 0xffc9a422, 0x000412f5
	.word 0x00252587, 0xffed24f0, 0x00359b5d, 0xffca48a0, 0xffc6a2fc, 0xffedbb56, 0xffcf45de, 0x000dbe5e
	.word 0x001c5e1a, 0x000de0e6, 0x000c7f5a, 0x00078f83, 0xffe7628a, 0xffff5704, 0xfff806fc, 0xfff60021
	.word 0xffd05af6, 0x001f0084, 0x0030ef86, 0xffc9b97d, 0xfff7fcd6, 0xfff44592, 0xffc921c2, 0x00053919
	.word 0x0004610c, 0xffdacd41, 0x003eb01b, 0x003472e7, 0xffcd003b, 0x001a7cc7, 0x00031924, 0x002b5ee5
	.word 0x00291199, 0xffd87a3a, 0x00134d71, 0x003de11c, 0x00130984, 0x0025f051, 0x00185a46, 0xffc68518
	.word 0x001314be, 0x00283891, 0xffc9db90, 0xffd25089, 0x001c853f, 0x001d0b4b, 0xffeff6a6, 0xffeba8be
	.word 0x0012e11b, 0xffcd5e3e, 0xffea2d2f, 0xfff91de4, 0x001406c7, 0x00327283, 0xffe20d6e, 0xffec7953
	.word 0x001d4099, 0xffd92578, 0xffeb05ad, 0x0016e405, 0x000bdbe7, 0x00221de8, 0x0033f8cf, 0xfff7b934
	.word 0xffd4ca0c, 0xffe67ff8, 0xffe3d157, 0xffd8911b, 0xffc72c12, 0x000910d8, 0xffc65e1f, 0xffe14658
	.word 0x00251d8b, 0x002573b7, 0xfffd7c8f, 0x001ddd98, 0x00336898, 0x0002d4bb, 0xffed93a7, 0xffcf6cbe
	.word 0x00027c1c, 0x0018aa08, 0x002dfd71, 0x000c5ca5, 0x0019379a, 0xffc7a167, 0xffe48c3d, 0xffd1a13c
	.word 0x0035c539, 0x003b0115, 0x00041dc0, 0x0021c4f7, 0xfff11bf4, 0x001a35e7, 0x0007340e, 0xfff97d45
	.word 0x001a4cd0, 0xffe47cae, 0x001d2668, 0xffe68e98, 0xffef2633, 0xfffc05da, 0xffc57fdb, 0xffd32764
	.word 0xffdde1af, 0xfff993dd, 0xffdd1d09, 0x0002cc93, 0xfff11805, 0x00189c2a, 0xffc9e5a9, 0xfff78a50
	.word 0x003bcf2c, 0xffff434e, 0xffeb36df, 0x003c15ca, 0x00155e68, 0xfff316b6, 0x001e29ce
	.p2align 3
	# level l = 4: each block's zeta once per e32 lane
.L_zetas_l4:
	.word 0x00294a67, 0x00294a67, 0x00017620, 0x00017620, 0x002ef4cd, 0x002ef4cd, 0x0035dec5, 0x0035dec5
	.word 0xffe6a503, 0xffe6a503, 0xffc9302c, 0xffc9302c, 0xffd947d4, 0xffd947d4, 0x003bbeaf, 0x003bbeaf
	.word 0xffc51585, 0xffc51585, 0xffd18e7c, 0xffd18e7c, 0x00368a96, 0x00368a96, 0xffd43e41, 0xffd43e41
	.word 0x00360400, 0x00360400, 0xfffb6a4d, 0xfffb6a4d, 0x0023d69c, 0x0023d69c, 0xfff7c55d, 0xfff7c55d
	.word 0xffe6123d, 0xffe6123d, 0xffe6ead6, 0xffe6ead6, 0x00357e1e, 0x00357e1e, 0xffc5af59, 0xffc5af59
	.word 0x0035843f, 0x0035843f, 0xffdf5617, 0xffdf5617, 0xffe7945c, 0xffe7945c, 0x0038738c, 0x0038738c
	.word 0x000c63a8, 0x000c63a8, 0x00081b9a, 0x00081b9a, 0x000e8f76, 0x000e8f76, 0x003b3853, 0x003b3853
	.word 0x003b8534, 0x003b8534, 0xffd8fc30, 0xffd8fc30, 0x001f9d54, 0x001f9d54, 0xffd54f2d, 0xffd54f2d
	.p2align 3
	# level l = 2: each block's zeta once per e32 lane
.L_zetas_l2:
	.word 0xffc406e5, 0xffc406e5, 0xffe8ac81, 0xffe8ac81, 0xffc7e1cf, 0xffc7e1cf, 0xffd19819, 0xffd19819
	.word 0xffe9d65d, 0xffe9d65d, 0x003509ee, 0x003509ee, 0x002135c7, 0x002135c7, 0xffe7cfbb, 0xffe7cfbb
	.word 0xffeccf75, 0xffeccf75, 0x001d9772, 0x001d9772, 0xffc1b072, 0xffc1b072, 0xfff0bcf6, 0xfff0bcf6
	.word 0xffcf5280, 0xffcf5280, 0xffcfd2ae, 0xffcfd2ae, 0xffc890e0, 0xffc890e0, 0x0001efca, 0x0001efca
	.word 0x003410f2, 0x003410f2, 0xfff0fe85, 0xfff0fe85, 0x0020c638, 0x0020c638, 0x00296e9f, 0x00296e9f
	.word 0xffd2b7a3, 0xffd2b7a3, 0xffc7a44b, 0xffc7a44b, 0xfff9ba6d, 0xfff9ba6d, 0xffda3409, 0xffda3409
	.word 0xfff5c282, 0xfff5c282, 0xffed4113, 0xffed4113, 0xffffa63b, 0xffffa63b, 0xffec09f7, 0xffec09f7
	.word 0xfffa2bdd, 0xfffa2bdd, 0x001495d4, 0x001495d4, 0x001c4563, 0x001c4563, 0xffea2c62, 0xffea2c62
	.word 0xffccfbe9, 0xffccfbe9, 0x00040af0, 0x00040af0, 0x0007c417, 0x0007c417, 0x002f4588, 0x002f4588
	.word 0x0000ad00, 0x0000ad00, 0xffef36be, 0xffef36be, 0x000dcd44, 0x000dcd44, 0x003c675a, 0x003c675a
	.word 0xffc72bca, 0xffc72bca, 0xffffde7e, 0xffffde7e, 0x00193948, 0x00193948, 0xffce69c0, 0xffce69c0
	.word 0x0024756c, 0x0024756c, 0xfffcc7df, 0xfffcc7df, 0x000b98a1, 0x000b98a1, 0xffebe808, 0xffebe808
	.word 0x0002e46c, 0x0002e46c, 0xffc9c808, 0xffc9c808, 0x003036c2, 0x003036c2, 0xffe3bff6, 0xffe3bff6
	.word 0xffdb3c93, 0xffdb3c93, 0xfffd4ae0, 0xfffd4ae0, 0x00141305, 0x00141305, 0x00147792, 0x00147792
	.word 0x00139e25, 0x00139e25, 0xffe7d0e0, 0xffe7d0e0, 0xfff39944, 0xfff39944, 0xffea0802, 0xffea0802
	.word 0xffd1eea2, 0xffd1eea2, 0xffc4c79c, 0xffc4c79c, 0xffc8a057, 0xffc8a057, 0x003a97d9, 0x003a97d9
	.p2align 3
	# level l = 1: each block's zeta once per e32 lane
.L_zetas_l1:
	.word 0x001fea93, 0x0033ff5a, 0x002358d4, 0x003a41f8, 0xffccff72, 0x00223dfb, 0xffdaab9f, 0xffc9a422
	.word 0x000412f5, 0x00252587, 0xffed24f0, 0x00359b5d, 0xffca48a0, 0xffc6a2fc, 0xffedbb56, 0xffcf45de
	.word 0x000dbe5e, 0x001c5e1a, 0x000de0e6, 0x000c7f5a, 0x00078f83, 0xffe7628a, 0xffff5704, 0xfff806fc
	.word 0xfff60021, 0xffd05af6, 0x001f0084, 0x0030ef86, 0xffc9b97d, 0xfff7fcd6, 0xfff44592, 0xffc921c2
	.word 0x00053919, 0x0004610c, 0xffdacd41, 0x003eb01b, 0x003472e7, 0xffcd003b, 0x001a7cc7, 0x00031924
	.word 0x002b5ee5, 0x00291199, 0xffd87a3a, 0x00134d71, 0x003de11c, 0x00130984, 0x0025f051, 0x00185a46
	.word 0xffc68518, 0x001314be, 0x00283891, 0xffc9db90, 0xffd25089, 0x001c853f, 0x001d0b4b, 0xffeff6a6
	.word 0xffeba8be, 0x0012e11b, 0xffcd5e3e, 0xffea2d2f, 0xfff91de4, 0x001406c7, 0x00327283, 0xffe20d6e
	.word 0xffec7953, 0x001d4099, 0xffd92578, 0xffeb05ad, 0x0016e405, 0x000bdbe7, 0x00221de8, 0x0033f8cf
	.word 0xfff7b934, 0xffd4ca0c, 0xffe67ff8, 0xffe3d157, 0xffd8911b, 0xffc72c12, 0x000910d8, 0xffc65e1f
	.word 0xffe14658, 0x00251d8b, 0x002573b7, 0xfffd7c8f, 0x001ddd98, 0x00336898, 0x0002d4bb, 0xffed93a7
	.word 0xffcf6cbe, 0x00027c1c, 0x0018aa08, 0x002dfd71, 0x000c5ca5, 0x0019379a, 0xffc7a167, 0xffe48c3d
	.word 0xffd1a13c, 0x0035c539, 0x003b0115, 0x00041dc0, 0x0021c4f7, 0xfff11bf4, 0x001a35e7, 0x0007340e
	.word 0xfff97d45, 0x001a4cd0, 0xffe47cae, 0x001d2668, 0xffe68e98, 0xffef2633, 0xfffc05da, 0xffc57fdb
	.word 0xffd32764, 0xffdde1af, 0xfff993dd, 0xffdd1d09, 0x0002cc93, 0xfff11805, 0x00189c2a, 0xffc9e5a9
	.word 0xfff78a50, 0x003bcf2c, 0xffff434e, 0xffeb36df, 0x003c15ca, 0x00155e68, 0xfff316b6, 0x001e29ce
	.size stubforge_dilithiumAlmostNtt, .-stubforge_dilithiumAlmostNtt
	.section .note.GNU-stack,"",@progbits
