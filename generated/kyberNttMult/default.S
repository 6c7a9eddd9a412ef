# kyberNttMult [default] 
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt_mult.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = result; a1 = ntta; a2 = nttb; a4 = q; a5 = addend;
#   a6 = low; a7 = ztab; t3 = pairs; t4 = vl; t5 = mult; v1 = a0; v2-v3 = p00, va; v4-v5 = p01, vb;
#   v6-v7 = p11; v8-v9 = p10; v10-v11 = vz; v12-v13 = vt; v14 = a1; v15 = b0; v16 = b1
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyberNttMult
	.type stubforge_kyberNttMult, @function
stubforge_kyberNttMult:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# li t3, 128
	addiw t3, zero, 128
	li t5, 1290176
	li a4, 3329
	# li a5, 1665
	addiw a5, zero, 1665
	li a6, 65535
	lla a7, .L_zetas_mult
.L_loop:
	vsetvli t4, t3, e32, m2, ta, ma
	vle32.v v2, (a1)
	vle32.v v4, (a2)
	vle32.v v10, (a7)
	vsetvli t4, t4, e16, m1, ta, ma
	vnsra.wi v1, v2, 0
	vnsra.wi v14, v2, 16
	vnsra.wi v15, v4, 0
	vnsra.wi v16, v4, 16
	vwmul.vv v6, v14, v16
	vwmul.vv v2, v1, v15
	vwmul.vv v4, v1, v16
	vwmul.vv v8, v14, v15
	vsetvli t4, t4, e32, m2, ta, ma
	# r = a1*b1 - q * ((a1*b1 * 20159) >> 26); r = r * zeta + a0*b0
	vmulh.vx v12, v6, t5
	vnmsac.vx v6, a4, v12
	vmadd.vv v6, v10, v2
	# r0 = r - q * (((r + 1665) * 20159) >> 26)
	vadd.vx v12, v6, a5
	vmulh.vx v12, v12, t5
	vnmsac.vx v6, a4, v12
	# r1 = a0*b1 + a1*b0 (int), the same reduction
	vadd.vv v8, v8, v4
	vadd.vx v12, v8, a5
	vmulh.vx v12, v12, t5
	vnmsac.vx v8, a4, v12
	vand.vx v6, v6, a6
	vsll.vi v8, v8, 16
	vor.vv v6, v6, v8
	vse32.v v6, (a0)
	slli t0, t4, 2	# t0 may not live across instructions (HotSpot's scratch)
	add a1, a1, t0
	slli t0, t4, 2
	add a2, a2, t0
	slli t0, t4, 2
	add a7, a7, t0
	slli t0, t4, 2
	add a0, a0, t0
	sub t3, t3, t4
	bnez t3, .L_loop
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# ML_KEM.java's ZETAS_FOR_NTT_MULT, one a pair
.L_zetas_mult:
	.word 0x00000011, 0x00000cf0, 0x00000ac9, 0x00000238, 0x00000247, 0x00000aba, 0x00000a59, 0x000002a8
	.word 0x00000665, 0x0000069c, 0x000002d3, 0x00000a2e, 0x000008f0, 0x00000411, 0x0000044c, 0x000008b5
	.word 0x00000581, 0x00000780, 0x00000a66, 0x0000029b, 0x00000cd1, 0x00000030, 0x000000e9, 0x00000c18
	.word 0x000002f4, 0x00000a0d, 0x0000086c, 0x00000495, 0x00000bc7, 0x0000013a, 0x00000bea, 0x00000117
	.word 0x000006a7, 0x0000065a, 0x00000673, 0x0000068e, 0x00000ae5, 0x0000021c, 0x000006fd, 0x00000604
	.word 0x00000737, 0x000005ca, 0x000003b8, 0x00000949, 0x000005b5, 0x0000074c, 0x00000a7f, 0x00000282
	.word 0x000003ab, 0x00000956, 0x00000904, 0x000003fd, 0x00000985, 0x0000037c, 0x00000954, 0x000003ad
	.word 0x000002dd, 0x00000a24, 0x00000921, 0x000003e0, 0x0000010c, 0x00000bf5, 0x00000281, 0x00000a80
	.word 0x00000630, 0x000006d1, 0x000008fa, 0x00000407, 0x000007f5, 0x0000050c, 0x00000c94, 0x0000006d
	.word 0x00000177, 0x00000b8a, 0x000009f5, 0x0000030c, 0x0000082a, 0x000004d7, 0x0000066d, 0x00000694
	.word 0x00000427, 0x000008da, 0x0000013f, 0x00000bc2, 0x00000ad5, 0x0000022c, 0x000002f5, 0x00000a0c
	.word 0x00000833, 0x000004ce, 0x00000231, 0x00000ad0, 0x000009a2, 0x0000035f, 0x00000a22, 0x000002df
	.word 0x00000af4, 0x0000020d, 0x00000444, 0x000008bd, 0x00000193, 0x00000b6e, 0x00000402, 0x000008ff
	.word 0x00000477, 0x0000088a, 0x00000866, 0x0000049b, 0x00000ad7, 0x0000022a, 0x00000376, 0x0000098b
	.word 0x000006ba, 0x00000647, 0x000004bc, 0x00000845, 0x00000752, 0x000005af, 0x00000405, 0x000008fc
	.word 0x0000083e, 0x000004c3, 0x00000b77, 0x0000018a, 0x00000375, 0x0000098c, 0x0000086a, 0x00000497
	.size stubforge_kyberNttMult, .-stubforge_kyberNttMult
	.section .note.GNU-stack,"",@progbits
