# base64_decodeBlock [default] lmul=1, shape=gather
# Made by stubforge 0.1.0 from kernels/base64.py:base64_decode.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = src; a1 = sp_reg, byte_mask; a2 = quads, sl; a3 = dst;
#   a4 = dp, dst_start; a5 = isURL, mask_12; a6 = tmp; a7 = cap; t3 = tab, n4; t4 = special; t5 = n;
#   v1 = vhi_cls; v2 = vlo_cls; v3 = vroll; v4-v5 = vwide; v6 = vc; v7 = vcls; v8 = vhi; v9 = vlo;
#   v10 = vx; v11 = va; v12 = vcomp
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_base64_decodeBlock
	.type stubforge_base64_decodeBlock, @function
stubforge_base64_decodeBlock:
	sub a2, a2, a1
	srli a2, a2, 2	# whole quads: Java's (sl - sp) & ~3
	add a0, a0, a1
	add a3, a3, a4
	mv a4, a3
	beqz a2, .L_decode_done
	# The alphabet's tables {
	lla t3, .L_decode_tables
	slli a6, a5, 6	# isURL is 0 or 1: the URL tables are 64 bytes on
	add t3, t3, a6
	lbu t4, 48(t3)
	# li a6, 16
	addiw a6, zero, 16
	vsetvli zero, a6, e8, m1, ta, ma
	vle8.v v1, (t3)	# 16 entries: vrgather reads no element past them
	addi t3, t3, 16
	vle8.v v2, (t3)
	addi t3, t3, 16
	vle8.v v3, (t3)
	addi t3, t3, 16
	# } The alphabet's tables
	# The byte compression: output byte j is byte 7 * (j / 3) + 2 - j of the words {
	vsetvli t5, zero, e16, m2, ta, ma	# VLMAX: the whole index vector
	vid.v v4
	# li a7, 171	# j / 3 = (j * 171) >> 9 for j < 512
	addiw a7, zero, 171
	vmul.vx v4, v4, a7
	vsetvli t5, zero, e8, m1, ta, ma
	vnsrl.wi v12, v4, 9
	# li a7, 7
	addiw a7, zero, 7
	vmul.vx v12, v12, a7
	vadd.vi v12, v12, 2
	vid.v v11
	vsub.vv v12, v12, v11
	# } The byte compression: output byte j is byte 7 * (j / 3) + 2 - j of the words
	# li a7, 64	# also 64 v0 + v1's factor
	addiw a7, zero, 64
	# li a1, 255
	addiw a1, zero, 255
	li a5, 16773120
.L_decode_loop:
	mv t5, a2
	bleu t5, a7, .L_decode_full
	mv t5, a7
.L_decode_full:
	vsetvli t5, t5, e32, m1, ta, ma
	slli t3, t5, 2
	vsetvli zero, t3, e8, m1, ta, ma
	vle8.v v6, (a0)
	add a0, a0, t3	# 4 characters per quad
	# Characters to 6-bit values, illegal ones flagged in vcls {
	# base64_decode_map(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special)
	# ordered so that an in-order core finds an independent instruction after each one
	vsrl.vi v8, v6, 4
	vand.vi v9, v6, 15
	vmseq.vx v0, v6, t4
	vrgather.vv v7, v1, v8
	vrgather.vv v10, v2, v9
	vmerge.vim v9, v8, 1, v0	# the roll's index: hi, or 1 for the special character
	vand.vv v7, v7, v10
	vrgather.vv v10, v3, v9
	vadd.vv v6, v6, v10
	# } Characters to 6-bit values, illegal ones flagged in vcls
	# Four 6-bit values to three bytes (the whole pass: the store picks the quads) {
	slli t3, t5, 1
	vsetvli zero, t3, e16, m1, ta, ma
	vsrl.vi v11, v6, 8
	vand.vx v6, v6, a1
	vmacc.vx v11, a7, v6	# 64 v0 + v1, 64 v2 + v3
	vsetvli zero, t5, e32, m1, ta, ma
	vmsne.vi v0, v7, 0	# per quad (e32): does it hold an illegal character?
	vsrl.vi v6, v11, 16
	vfirst.m a6, v0
	vsll.vi v11, v11, 12
	vand.vx v11, v11, a5
	vor.vv v11, v11, v6	# v0 v1 v2 v3 as 24 bits, big-endian
	# } Four 6-bit values to three bytes (the whole pass: the store picks the quads)
	# Stop before the first quad with an illegal character {
	bltz a6, .L_decode_store
	mv t5, a6	# the legal quads before it
	mv a2, t5	# and none after this pass
	# } Stop before the first quad with an illegal character
.L_decode_store:
	slli a6, t5, 1
	add a6, a6, t5
	vsetvli zero, a6, e8, m1, ta, ma
	vrgather.vv v6, v11, v12
	vse8.v v6, (a3)
	add a3, a3, a6	# 3 bytes per quad
	sub a2, a2, t5
	bnez a2, .L_decode_loop
.L_decode_done:
	sub a0, a3, a4
	ret
	.p2align 3
	# per alphabet 64 bytes: class of the high nibble, of the low nibble, the value minus the character by high nibble (1: the special character), the special character
.L_decode_tables:
	.word 0x08040202, 0x10011001, 0x02020202, 0x02020202, 0x06060607, 0x06060606, 0x1a0e0606, 0x1a1e1e1e
	.word 0x04101300, 0xb9b9bfbf, 0x00000000, 0x00000000, 0x0000002b, 0x00000000, 0x00000000, 0x00000000
	.word 0x08040202, 0x20011001, 0x02020202, 0x02020202, 0x06060607, 0x06060606, 0x3e0e0606, 0x2e3e3a3e
	.word 0x0411e000, 0xb9b9bfbf, 0x00000000, 0x00000000, 0x0000005f, 0x00000000, 0x00000000, 0x00000000
	.size stubforge_base64_decodeBlock, .-stubforge_base64_decodeBlock
	.section .note.GNU-stack,"",@progbits
