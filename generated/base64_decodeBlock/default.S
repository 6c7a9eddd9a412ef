# base64_decodeBlock [default] lmul=2
# Made by stubforge 0.1.0 from kernels/base64.py:base64_decode.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = src; a1 = sp_reg; a2 = quads, sl; a3 = dst;
#   a4 = dp, dst_start; a5 = isURL; a6 = tmp; a7 = bad; t3 = vl; t4 = tab; t5 = special;
#   v2-v7 = vout[]; v8-v15 = vc, vin[]; v16-v17 = vhi_cls; v18-v19 = vlo_cls; v20-v21 = vroll;
#   v22-v23 = vhi; v24-v25 = vlo; v26-v27, v30-v31 = vcls; v28-v29 = vx; v30-v31 = verr
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
	lla t4, .L_decode_tables
	slli a6, a5, 6	# isURL is 0 or 1: the URL tables are 64 bytes on
	add t4, t4, a6
	lbu t5, 48(t4)
	# li a6, 16
	addiw a6, zero, 16
	vsetvli t3, a6, e8, m2, ta, ma
	vle8.v v16, (t4)	# 16 entries: vrgather reads no element past them
	addi t4, t4, 16
	vle8.v v18, (t4)
	addi t4, t4, 16
	vle8.v v20, (t4)
	addi t4, t4, 16
	# } The alphabet's tables
.L_decode_loop:
	vsetvli t3, a2, e8, m2, ta, ma
	vlseg4e8.v v8, (a0)
	# Characters to 6-bit values, illegal ones flagged in verr {
	# base64_decode_map(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special)
	vsrl.vi v22, v8, 4
	vand.vi v24, v8, 15
	vrgather.vv v30, v16, v22
	vrgather.vv v28, v18, v24
	vand.vv v30, v30, v28
	vmseq.vx v0, v8, t5
	vmerge.vim v22, v22, 1, v0
	vrgather.vv v28, v20, v22
	vadd.vv v8, v8, v28
	# base64_decode_map(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special)
	vsrl.vi v22, v10, 4
	vand.vi v24, v10, 15
	vrgather.vv v26, v16, v22
	vrgather.vv v28, v18, v24
	vand.vv v26, v26, v28
	vmseq.vx v0, v10, t5
	vmerge.vim v22, v22, 1, v0
	vrgather.vv v28, v20, v22
	vadd.vv v10, v10, v28
	vor.vv v30, v30, v26
	# base64_decode_map(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special)
	vsrl.vi v22, v12, 4
	vand.vi v24, v12, 15
	vrgather.vv v26, v16, v22
	vrgather.vv v28, v18, v24
	vand.vv v26, v26, v28
	vmseq.vx v0, v12, t5
	vmerge.vim v22, v22, 1, v0
	vrgather.vv v28, v20, v22
	vadd.vv v12, v12, v28
	vor.vv v30, v30, v26
	# base64_decode_map(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special)
	vsrl.vi v22, v14, 4
	vand.vi v24, v14, 15
	vrgather.vv v26, v16, v22
	vrgather.vv v28, v18, v24
	vand.vv v26, v26, v28
	vmseq.vx v0, v14, t5
	vmerge.vim v22, v22, 1, v0
	vrgather.vv v28, v20, v22
	vadd.vv v14, v14, v28
	vor.vv v30, v30, v26
	# } Characters to 6-bit values, illegal ones flagged in verr
	# Stop before the first quad with an illegal character {
	vmsne.vi v0, v30, 0
	vfirst.m a7, v0
	bltz a7, .L_decode_store
	vsetvli t3, a7, e8, m2, ta, ma	# vl = the legal quads before it
	mv a2, t3	# and none after this pass
	# } Stop before the first quad with an illegal character
.L_decode_store:
	# Four 6-bit values to three bytes {
	vsrl.vi v2, v10, 4
	vsll.vi v8, v8, 2
	vor.vv v2, v2, v8
	vsrl.vi v4, v12, 2
	vsll.vi v10, v10, 4
	vor.vv v4, v4, v10
	vsll.vi v6, v12, 6
	vor.vv v6, v6, v14
	# } Four 6-bit values to three bytes
	vsseg3e8.v v2, (a3)
	sub a2, a2, t3
	slli a6, t3, 1
	add a6, a6, t3
	add a3, a3, a6	# 3 bytes per quad
	slli a6, t3, 2
	add a0, a0, a6	# 4 characters per quad
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
