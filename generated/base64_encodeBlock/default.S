# base64_encodeBlock [default] lmul=1, shape=gather
# Made by stubforge 0.1.0 from kernels/base64.py:base64_encode.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = src; a1 = sp_reg, n4; a2 = groups, sl; a3 = dst;
#   a4 = dp, mask_a; a5 = isURL; a6 = lim, low; a7 = mask_b; t3 = tmp; t4 = n; t5 = n3; v1 = vraw;
#   v2 = vidx, vw; v3 = va; v4 = vb; v5 = vr; v6 = voff; v7 = vmul_a; v8 = vmul_b; v9 = vshuf;
#   v10 = voffsets; v11 = vsat
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_base64_encodeBlock
	.type stubforge_base64_encodeBlock, @function
stubforge_base64_encodeBlock:
	sub a2, a2, a1
	add a0, a0, a1
	add a3, a3, a4
	beqz a2, .L_encode_done
	# groups = bytes / 3 (exact: bytes is a multiple of 3 below 2^31) {
	li t3, 1431655766	# ceil(2^32 / 3)
	mul a2, a2, t3
	srli a2, a2, 32
	# } groups = bytes / 3 (exact: bytes is a multiple of 3 below 2^31)
	# The alphabet's offsets, the byte shuffle and the constants {
	lla t5, .L_encode_offsets
	slli t3, a5, 4	# isURL is 0 or 1: the URL table is 16 bytes on
	add t3, t5, t3
	addi t5, t5, 32	# the shuffle pattern follows both tables
	# li a6, 16
	addiw a6, zero, 16
	vsetvli t4, a6, e8, m1, ta, ma
	vle8.v v10, (t3)	# 16 entries: vrgather reads no element past them
	vle8.v v5, (t5)
	vsetvli t4, zero, e8, m1, ta, ma	# VLMAX: every element of the constants
	vid.v v9	# output byte j of a pass reads input byte
	vand.vi v2, v9, 15	# 12 * (j >> 4) + pattern[j & 15]
	vrgather.vv v3, v5, v2
	vsrl.vi v9, v9, 4
	# li a6, 12
	addiw a6, zero, 12
	vmul.vx v9, v9, a6
	vadd.vv v9, v9, v3
	# li a6, 51
	addiw a6, zero, 51
	vmv.v.x v11, a6
	vsetvli t4, zero, e32, m1, ta, ma
	li a6, 67108928	# per e16 half: x >> 10 (low), x >> 6 (high), by vmulhu
	vmv.v.x v7, a6
	li a6, 16777232	# x << 4 (low), x << 8 (high), by vmul
	vmv.v.x v8, a6
	# } The alphabet's offsets, the byte shuffle and the constants
	li a4, 264305664	# b0's high 6 bits and (b1 << 8 | b2)'s bits 6..11
	li a7, 4129776	# (b0 << 8 | b1)'s bits 4..9 and b2's low 6 bits
	# li a6, 26
	addiw a6, zero, 26
.L_encode_loop:
	mv t4, a2
	# li t3, 64
	addiw t3, zero, 64
	bleu t4, t3, .L_encode_full
	mv t4, t3
.L_encode_full:
	vsetvli t4, t4, e32, m1, ta, ma
	slli t3, t4, 1
	add t5, t3, t4
	slli a1, t4, 2
	vsetvli zero, t5, e8, m1, ta, ma
	vle8.v v1, (a0)
	vsetvli zero, a1, e8, m1, ta, ma
	vrgather.vv v2, v1, v9
	# Four 6-bit indices from each word {
	vsetvli zero, t4, e32, m1, ta, ma
	vand.vx v3, v2, a4
	vand.vx v4, v2, a7
	slli t3, t4, 1
	vsetvli zero, t3, e16, m1, ta, ma
	vmulhu.vv v3, v3, v7
	vmul.vv v4, v4, v8
	vor.vv v2, v3, v4
	# } Four 6-bit indices from each word
	vsetvli zero, a1, e8, m1, ta, ma
	# Index to character: + offset[i -sat 51, or 13 below 26] {
	# base64_encode_map(vidx, voffsets, vsat, vr, voff, low)
	vssubu.vv v5, v2, v11
	vmsltu.vx v0, v2, a6
	vmerge.vim v5, v5, 13, v0
	vrgather.vv v6, v10, v5
	vadd.vv v2, v2, v6
	# } Index to character: + offset[i -sat 51, or 13 below 26]
	vse8.v v2, (a3)
	add a0, a0, t5
	add a3, a3, a1
	sub a2, a2, t4
	bnez a2, .L_encode_loop
.L_encode_done:
	ret
	.p2align 3
	# the character minus the 6-bit index, by i -sat 51 (i < 26: 13), standard then URL; the byte shuffle's first 16 sources
.L_encode_offsets:
	.word 0xfcfcfc47, 0xfcfcfcfc, 0xedfcfcfc, 0x000041f0, 0xfcfcfc47, 0xfcfcfcfc, 0xeffcfcfc, 0x00004120
	.word 0x01020001, 0x04050304, 0x07080607, 0x0a0b090a
	.size stubforge_base64_encodeBlock, .-stubforge_base64_encodeBlock
	.section .note.GNU-stack,"",@progbits
