# base64_encodeBlock [default] lmul=2
# Made by stubforge 0.1.0 from kernels/base64.py:base64_encode.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = src; a1 = sp_reg; a2 = groups, sl; a3 = dst; a4 = dp;
#   a5 = isURL; a6 = lim, low; t3 = tmp; t4 = vl; t5 = tab; v2-v7 = vin[]; v8-v15 = vidx, vout[];
#   v16-v17 = voffsets; v18-v19 = vsat; v20-v21 = vr; v22-v23 = voff
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
	# The alphabet's offset table and the constants {
	lla t5, .L_encode_offsets
	slli t3, a5, 4	# isURL is 0 or 1: the URL table is 16 bytes on
	add t5, t5, t3
	vsetvli t4, zero, e8, m2, ta, ma	# VLMAX: vsat must hold 51 in every element
	# li a6, 51
	addiw a6, zero, 51
	vmv.v.x v18, a6
	# li a6, 16
	addiw a6, zero, 16
	vsetvli t4, a6, e8, m2, ta, ma
	vle8.v v16, (t5)	# 16 offsets: vrgather reads no element past them
	# } The alphabet's offset table and the constants
	# li a6, 26
	addiw a6, zero, 26
	# li t3, 63
	addiw t3, zero, 63
.L_encode_loop:
	vsetvli t4, a2, e8, m2, ta, ma
	vlseg3e8.v v2, (a0)
	# Four 6-bit indices from three bytes {
	vsll.vi v22, v2, 6	# a's low 2 bits on top, then b's high 4 below them
	vsrl.vi v10, v4, 2
	vor.vv v10, v10, v22
	vsrl.vi v10, v10, 2
	vsll.vi v22, v4, 4	# b's low 4 bits, then c's high 2
	vsrl.vi v12, v6, 4
	vor.vv v12, v12, v22
	vsrl.vi v12, v12, 2
	vsrl.vi v8, v2, 2
	vand.vx v14, v6, t3
	# } Four 6-bit indices from three bytes
	# Index to character: + offset[i -sat 51, or 13 below 26] {
	# base64_encode_map(vidx, voffsets, vsat, vr, voff, low)
	vssubu.vv v20, v8, v18
	vmsltu.vx v0, v8, a6
	vmerge.vim v20, v20, 13, v0
	vrgather.vv v22, v16, v20
	vadd.vv v8, v8, v22
	# base64_encode_map(vidx, voffsets, vsat, vr, voff, low)
	vssubu.vv v20, v10, v18
	vmsltu.vx v0, v10, a6
	vmerge.vim v20, v20, 13, v0
	vrgather.vv v22, v16, v20
	vadd.vv v10, v10, v22
	# base64_encode_map(vidx, voffsets, vsat, vr, voff, low)
	vssubu.vv v20, v12, v18
	vmsltu.vx v0, v12, a6
	vmerge.vim v20, v20, 13, v0
	vrgather.vv v22, v16, v20
	vadd.vv v12, v12, v22
	# base64_encode_map(vidx, voffsets, vsat, vr, voff, low)
	vssubu.vv v20, v14, v18
	vmsltu.vx v0, v14, a6
	vmerge.vim v20, v20, 13, v0
	vrgather.vv v22, v16, v20
	vadd.vv v14, v14, v22
	# } Index to character: + offset[i -sat 51, or 13 below 26]
	vsseg4e8.v v8, (a3)
	sub a2, a2, t4
	slli t4, t4, 2
	add a3, a3, t4	# 4 characters per group
	srli t4, t4, 2
	slli t0, t4, 1
	add t4, t4, t0
	add a0, a0, t4	# 3 bytes per group
	bnez a2, .L_encode_loop
.L_encode_done:
	ret
	.p2align 3
	# the character minus the 6-bit index, by i -sat 51 (i < 26: 13); standard, then URL
.L_encode_offsets:
	.word 0xfcfcfc47, 0xfcfcfcfc, 0xedfcfcfc, 0x000041f0, 0xfcfcfc47, 0xfcfcfcfc, 0xeffcfcfc, 0x00004120
	.size stubforge_base64_encodeBlock, .-stubforge_base64_encodeBlock
	.section .note.GNU-stack,"",@progbits
