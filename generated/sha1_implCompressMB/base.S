# sha1_implCompressMB [base] 
# Made by stubforge 0.1.0 from kernels/sha1.py:sha1.
# Needs: rv64gc
# Registers, as the C++ names them: s0 = wt, w12, w8, w14, x, w3; s1 = wt, w1, x, w3, w8, w14;
#   a0 = buf; a1 = state, wt, w15, w3, w8, w14, x; a2 = ofs, wt, w14, w3, w8, x;
#   a3 = limit, wt, w13, w3, w8, w14, x; a4 = d, e, a, b, x, c; a5 = e, a, b, x, c, d; a6 = kt;
#   a7 = wt, w0, x, w3, w8, w14, hstate; s2 = wt, w2, w14, x, w3, w8; s3 = wt, w3, w14, x, w8;
#   s4 = wt, w4, w14, x, w3, w8; s5 = wt, w5, w14, x, w3, w8; s6 = wt, w6, w14, x, w3, w8;
#   s7 = wt, w7, w14, x, w3, w8; s8 = wt, w8, w14, x, w3; s9 = wt, w9, w8, w14, x, w3;
#   s10 = wt, w10, w8, w14, x, w3; s11 = wt, w11, w8, w14, x, w3; t3 = a, b, x, c, d, e;
#   t4 = b, x, c, d, e, a; t5 = c, d, e, a, b, x
	.option norvc
	.option norelax
	.text
	.p2align 3
	.globl stubforge_sha1_implCompressMB
	.type stubforge_sha1_implCompressMB, @function
stubforge_sha1_implCompressMB:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg s0-s1, s2-s11
	addi sp, sp, -96
	sd s0, 0(sp)
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	sd s4, 32(sp)
	sd s5, 40(sp)
	sd s6, 48(sp)
	sd s7, 56(sp)
	sd s8, 64(sp)
	sd s9, 72(sp)
	sd s10, 80(sp)
	sd s11, 88(sp)
	addi sp, sp, -32
	sd a1, 0(sp)
	sub a3, a3, a2
	add a3, a3, a0	# the last block's address
	sd a3, 8(sp)
	sub a2, a0, a2	# the final ofs is buf minus this
	sd a2, 16(sp)
	lw t3, 0(a1)
	lw t4, 4(a1)
	lw t5, 8(a1)
	lw a4, 12(a1)
	lw a5, 16(a1)
	# MB: Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
	# HotSpot's own stub assumes: the test is at the loop's end
.L_sha1_loop:
	# Load the block's 16 big-endian words {
	# sha1_load_word(wt, buf, off)
	lbu a7, 0(a0)
	slli a7, a7, 8
	lbu t0, 1(a0)
	or a7, a7, t0
	slli a7, a7, 8
	lbu t0, 2(a0)
	or a7, a7, t0
	slli a7, a7, 8
	lbu t0, 3(a0)
	or a7, a7, t0
	# sha1_load_word(wt, buf, off)
	lbu s1, 4(a0)
	slli s1, s1, 8
	lbu t0, 5(a0)
	or s1, s1, t0
	slli s1, s1, 8
	lbu t0, 6(a0)
	or s1, s1, t0
	slli s1, s1, 8
	lbu t0, 7(a0)
	or s1, s1, t0
	# sha1_load_word(wt, buf, off)
	lbu s2, 8(a0)
	slli s2, s2, 8
	lbu t0, 9(a0)
	or s2, s2, t0
	slli s2, s2, 8
	lbu t0, 10(a0)
	or s2, s2, t0
	slli s2, s2, 8
	lbu t0, 11(a0)
	or s2, s2, t0
	# sha1_load_word(wt, buf, off)
	lbu s3, 12(a0)
	slli s3, s3, 8
	lbu t0, 13(a0)
	or s3, s3, t0
	slli s3, s3, 8
	lbu t0, 14(a0)
	or s3, s3, t0
	slli s3, s3, 8
	lbu t0, 15(a0)
	or s3, s3, t0
	# sha1_load_word(wt, buf, off)
	lbu s4, 16(a0)
	slli s4, s4, 8
	lbu t0, 17(a0)
	or s4, s4, t0
	slli s4, s4, 8
	lbu t0, 18(a0)
	or s4, s4, t0
	slli s4, s4, 8
	lbu t0, 19(a0)
	or s4, s4, t0
	# sha1_load_word(wt, buf, off)
	lbu s5, 20(a0)
	slli s5, s5, 8
	lbu t0, 21(a0)
	or s5, s5, t0
	slli s5, s5, 8
	lbu t0, 22(a0)
	or s5, s5, t0
	slli s5, s5, 8
	lbu t0, 23(a0)
	or s5, s5, t0
	# sha1_load_word(wt, buf, off)
	lbu s6, 24(a0)
	slli s6, s6, 8
	lbu t0, 25(a0)
	or s6, s6, t0
	slli s6, s6, 8
	lbu t0, 26(a0)
	or s6, s6, t0
	slli s6, s6, 8
	lbu t0, 27(a0)
	or s6, s6, t0
	# sha1_load_word(wt, buf, off)
	lbu s7, 28(a0)
	slli s7, s7, 8
	lbu t0, 29(a0)
	or s7, s7, t0
	slli s7, s7, 8
	lbu t0, 30(a0)
	or s7, s7, t0
	slli s7, s7, 8
	lbu t0, 31(a0)
	or s7, s7, t0
	# sha1_load_word(wt, buf, off)
	lbu s8, 32(a0)
	slli s8, s8, 8
	lbu t0, 33(a0)
	or s8, s8, t0
	slli s8, s8, 8
	lbu t0, 34(a0)
	or s8, s8, t0
	slli s8, s8, 8
	lbu t0, 35(a0)
	or s8, s8, t0
	# sha1_load_word(wt, buf, off)
	lbu s9, 36(a0)
	slli s9, s9, 8
	lbu t0, 37(a0)
	or s9, s9, t0
	slli s9, s9, 8
	lbu t0, 38(a0)
	or s9, s9, t0
	slli s9, s9, 8
	lbu t0, 39(a0)
	or s9, s9, t0
	# sha1_load_word(wt, buf, off)
	lbu s10, 40(a0)
	slli s10, s10, 8
	lbu t0, 41(a0)
	or s10, s10, t0
	slli s10, s10, 8
	lbu t0, 42(a0)
	or s10, s10, t0
	slli s10, s10, 8
	lbu t0, 43(a0)
	or s10, s10, t0
	# sha1_load_word(wt, buf, off)
	lbu s11, 44(a0)
	slli s11, s11, 8
	lbu t0, 45(a0)
	or s11, s11, t0
	slli s11, s11, 8
	lbu t0, 46(a0)
	or s11, s11, t0
	slli s11, s11, 8
	lbu t0, 47(a0)
	or s11, s11, t0
	# sha1_load_word(wt, buf, off)
	lbu s0, 48(a0)
	slli s0, s0, 8
	lbu t0, 49(a0)
	or s0, s0, t0
	slli s0, s0, 8
	lbu t0, 50(a0)
	or s0, s0, t0
	slli s0, s0, 8
	lbu t0, 51(a0)
	or s0, s0, t0
	# sha1_load_word(wt, buf, off)
	lbu a3, 52(a0)
	slli a3, a3, 8
	lbu t0, 53(a0)
	or a3, a3, t0
	slli a3, a3, 8
	lbu t0, 54(a0)
	or a3, a3, t0
	slli a3, a3, 8
	lbu t0, 55(a0)
	or a3, a3, t0
	# sha1_load_word(wt, buf, off)
	lbu a2, 56(a0)
	slli a2, a2, 8
	lbu t0, 57(a0)
	or a2, a2, t0
	slli a2, a2, 8
	lbu t0, 58(a0)
	or a2, a2, t0
	slli a2, a2, 8
	lbu t0, 59(a0)
	or a2, a2, t0
	# sha1_load_word(wt, buf, off)
	lbu a1, 60(a0)
	slli a1, a1, 8
	lbu t0, 61(a0)
	or a1, a1, t0
	slli a1, a1, 8
	lbu t0, 62(a0)
	or a1, a1, t0
	slli a1, a1, 8
	lbu t0, 63(a0)
	or a1, a1, t0
	# } Load the block's 16 big-endian words
	# Rounds 0..19 {
	li a6, 1518500249
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a6
	addw a5, a5, a7
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a6
	addw a4, a4, s1
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a6
	addw t5, t5, s2
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a6
	addw t4, t4, s3
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a6
	addw t3, t3, s4
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a6
	addw a5, a5, s5
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a6
	addw a4, a4, s6
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a6
	addw t5, t5, s7
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a6
	addw t4, t4, s8
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a6
	addw t3, t3, s9
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a6
	addw a5, a5, s10
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a6
	addw a4, a4, s11
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a6
	addw t5, t5, s0
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a6
	addw t4, t4, a3
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a6
	addw t3, t3, a2
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a6
	addw a5, a5, a1
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor a7, a7, a3
	xor a7, a7, s8
	xor a7, a7, s2
	# sha1_rotl(x, s)
	slli a7, a7, 32
	srli a7, a7, 31
	srli t0, a7, 32
	addw a7, a7, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a6
	addw a4, a4, a7
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor s1, s1, a2
	xor s1, s1, s9
	xor s1, s1, s3
	# sha1_rotl(x, s)
	slli s1, s1, 32
	srli s1, s1, 31
	srli t0, s1, 32
	addw s1, s1, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a6
	addw t5, t5, s1
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor s2, s2, a1
	xor s2, s2, s10
	xor s2, s2, s4
	# sha1_rotl(x, s)
	slli s2, s2, 32
	srli s2, s2, 31
	srli t0, s2, 32
	addw s2, s2, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a6
	addw t4, t4, s2
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor s3, s3, a7
	xor s3, s3, s11
	xor s3, s3, s5
	# sha1_rotl(x, s)
	slli s3, s3, 32
	srli s3, s3, 31
	srli t0, s3, 32
	addw s3, s3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a6
	addw t3, t3, s3
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# } Rounds 0..19
	# Rounds 20..39 {
	li a6, 1859775393
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw a5, a5, a6
	xor s4, s4, s0
	xor s4, s4, s6
	# sha1_rotl(x, s)
	slli s4, s4, 32
	srli s4, s4, 31
	srli t0, s4, 32
	addw s4, s4, t0
	addw a5, a5, s4
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw a4, a4, a6
	xor s5, s5, a3
	xor s5, s5, s7
	# sha1_rotl(x, s)
	slli s5, s5, 32
	srli s5, s5, 31
	srli t0, s5, 32
	addw s5, s5, t0
	addw a4, a4, s5
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw t5, t5, a6
	xor s6, s6, a2
	xor s6, s6, s8
	# sha1_rotl(x, s)
	slli s6, s6, 32
	srli s6, s6, 31
	srli t0, s6, 32
	addw s6, s6, t0
	addw t5, t5, s6
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw t4, t4, a6
	xor s7, s7, a1
	xor s7, s7, s9
	# sha1_rotl(x, s)
	slli s7, s7, 32
	srli s7, s7, 31
	srli t0, s7, 32
	addw s7, s7, t0
	addw t4, t4, s7
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw t3, t3, a6
	xor s8, s8, a7
	xor s8, s8, s10
	# sha1_rotl(x, s)
	slli s8, s8, 32
	srli s8, s8, 31
	srli t0, s8, 32
	addw s8, s8, t0
	addw t3, t3, s8
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw a5, a5, a6
	xor s9, s9, s1
	xor s9, s9, s11
	# sha1_rotl(x, s)
	slli s9, s9, 32
	srli s9, s9, 31
	srli t0, s9, 32
	addw s9, s9, t0
	addw a5, a5, s9
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw a4, a4, a6
	xor s10, s10, s2
	xor s10, s10, s0
	# sha1_rotl(x, s)
	slli s10, s10, 32
	srli s10, s10, 31
	srli t0, s10, 32
	addw s10, s10, t0
	addw a4, a4, s10
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw t5, t5, a6
	xor s11, s11, s3
	xor s11, s11, a3
	# sha1_rotl(x, s)
	slli s11, s11, 32
	srli s11, s11, 31
	srli t0, s11, 32
	addw s11, s11, t0
	addw t5, t5, s11
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s0, s0, s9
	addw t4, t4, a6
	xor s0, s0, s4
	xor s0, s0, a2
	# sha1_rotl(x, s)
	slli s0, s0, 32
	srli s0, s0, 31
	srli t0, s0, 32
	addw s0, s0, t0
	addw t4, t4, s0
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a3, a3, s10
	addw t3, t3, a6
	xor a3, a3, s5
	xor a3, a3, a1
	# sha1_rotl(x, s)
	slli a3, a3, 32
	srli a3, a3, 31
	srli t0, a3, 32
	addw a3, a3, t0
	addw t3, t3, a3
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a2, a2, s11
	addw a5, a5, a6
	xor a2, a2, s6
	xor a2, a2, a7
	# sha1_rotl(x, s)
	slli a2, a2, 32
	srli a2, a2, 31
	srli t0, a2, 32
	addw a2, a2, t0
	addw a5, a5, a2
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a1, a1, s0
	addw a4, a4, a6
	xor a1, a1, s7
	xor a1, a1, s1
	# sha1_rotl(x, s)
	slli a1, a1, 32
	srli a1, a1, 31
	srli t0, a1, 32
	addw a1, a1, t0
	addw a4, a4, a1
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a7, a7, a3
	addw t5, t5, a6
	xor a7, a7, s8
	xor a7, a7, s2
	# sha1_rotl(x, s)
	slli a7, a7, 32
	srli a7, a7, 31
	srli t0, a7, 32
	addw a7, a7, t0
	addw t5, t5, a7
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s1, s1, a2
	addw t4, t4, a6
	xor s1, s1, s9
	xor s1, s1, s3
	# sha1_rotl(x, s)
	slli s1, s1, 32
	srli s1, s1, 31
	srli t0, s1, 32
	addw s1, s1, t0
	addw t4, t4, s1
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s2, s2, a1
	addw t3, t3, a6
	xor s2, s2, s10
	xor s2, s2, s4
	# sha1_rotl(x, s)
	slli s2, s2, 32
	srli s2, s2, 31
	srli t0, s2, 32
	addw s2, s2, t0
	addw t3, t3, s2
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw a5, a5, a6
	xor s3, s3, s11
	xor s3, s3, s5
	# sha1_rotl(x, s)
	slli s3, s3, 32
	srli s3, s3, 31
	srli t0, s3, 32
	addw s3, s3, t0
	addw a5, a5, s3
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw a4, a4, a6
	xor s4, s4, s0
	xor s4, s4, s6
	# sha1_rotl(x, s)
	slli s4, s4, 32
	srli s4, s4, 31
	srli t0, s4, 32
	addw s4, s4, t0
	addw a4, a4, s4
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw t5, t5, a6
	xor s5, s5, a3
	xor s5, s5, s7
	# sha1_rotl(x, s)
	slli s5, s5, 32
	srli s5, s5, 31
	srli t0, s5, 32
	addw s5, s5, t0
	addw t5, t5, s5
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw t4, t4, a6
	xor s6, s6, a2
	xor s6, s6, s8
	# sha1_rotl(x, s)
	slli s6, s6, 32
	srli s6, s6, 31
	srli t0, s6, 32
	addw s6, s6, t0
	addw t4, t4, s6
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw t3, t3, a6
	xor s7, s7, a1
	xor s7, s7, s9
	# sha1_rotl(x, s)
	slli s7, s7, 32
	srli s7, s7, 31
	srli t0, s7, 32
	addw s7, s7, t0
	addw t3, t3, s7
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# } Rounds 20..39
	# Rounds 40..59 {
	# li a6, 0x8f1bbcdc
	lui a6, 0x24
	addiw a6, a6, -913
	slli a6, a6, 14
	addi a6, a6, -804
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw a5, a5, a6
	xor s8, s8, a7
	xor s8, s8, s10
	# sha1_rotl(x, s)
	slli s8, s8, 32
	srli s8, s8, 31
	srli t0, s8, 32
	addw s8, s8, t0
	addw a5, a5, s8
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw a4, a4, a6
	xor s9, s9, s1
	xor s9, s9, s11
	# sha1_rotl(x, s)
	slli s9, s9, 32
	srli s9, s9, 31
	srli t0, s9, 32
	addw s9, s9, t0
	addw a4, a4, s9
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw t5, t5, a6
	xor s10, s10, s2
	xor s10, s10, s0
	# sha1_rotl(x, s)
	slli s10, s10, 32
	srli s10, s10, 31
	srli t0, s10, 32
	addw s10, s10, t0
	addw t5, t5, s10
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw t4, t4, a6
	xor s11, s11, s3
	xor s11, s11, a3
	# sha1_rotl(x, s)
	slli s11, s11, 32
	srli s11, s11, 31
	srli t0, s11, 32
	addw s11, s11, t0
	addw t4, t4, s11
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s0, s0, s9
	addw t3, t3, a6
	xor s0, s0, s4
	xor s0, s0, a2
	# sha1_rotl(x, s)
	slli s0, s0, 32
	srli s0, s0, 31
	srli t0, s0, 32
	addw s0, s0, t0
	addw t3, t3, s0
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a3, a3, s10
	addw a5, a5, a6
	xor a3, a3, s5
	xor a3, a3, a1
	# sha1_rotl(x, s)
	slli a3, a3, 32
	srli a3, a3, 31
	srli t0, a3, 32
	addw a3, a3, t0
	addw a5, a5, a3
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a2, a2, s11
	addw a4, a4, a6
	xor a2, a2, s6
	xor a2, a2, a7
	# sha1_rotl(x, s)
	slli a2, a2, 32
	srli a2, a2, 31
	srli t0, a2, 32
	addw a2, a2, t0
	addw a4, a4, a2
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a1, a1, s0
	addw t5, t5, a6
	xor a1, a1, s7
	xor a1, a1, s1
	# sha1_rotl(x, s)
	slli a1, a1, 32
	srli a1, a1, 31
	srli t0, a1, 32
	addw a1, a1, t0
	addw t5, t5, a1
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a7, a7, a3
	addw t4, t4, a6
	xor a7, a7, s8
	xor a7, a7, s2
	# sha1_rotl(x, s)
	slli a7, a7, 32
	srli a7, a7, 31
	srli t0, a7, 32
	addw a7, a7, t0
	addw t4, t4, a7
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s1, s1, a2
	addw t3, t3, a6
	xor s1, s1, s9
	xor s1, s1, s3
	# sha1_rotl(x, s)
	slli s1, s1, 32
	srli s1, s1, 31
	srli t0, s1, 32
	addw s1, s1, t0
	addw t3, t3, s1
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s2, s2, a1
	addw a5, a5, a6
	xor s2, s2, s10
	xor s2, s2, s4
	# sha1_rotl(x, s)
	slli s2, s2, 32
	srli s2, s2, 31
	srli t0, s2, 32
	addw s2, s2, t0
	addw a5, a5, s2
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw a4, a4, a6
	xor s3, s3, s11
	xor s3, s3, s5
	# sha1_rotl(x, s)
	slli s3, s3, 32
	srli s3, s3, 31
	srli t0, s3, 32
	addw s3, s3, t0
	addw a4, a4, s3
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw t5, t5, a6
	xor s4, s4, s0
	xor s4, s4, s6
	# sha1_rotl(x, s)
	slli s4, s4, 32
	srli s4, s4, 31
	srli t0, s4, 32
	addw s4, s4, t0
	addw t5, t5, s4
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw t4, t4, a6
	xor s5, s5, a3
	xor s5, s5, s7
	# sha1_rotl(x, s)
	slli s5, s5, 32
	srli s5, s5, 31
	srli t0, s5, 32
	addw s5, s5, t0
	addw t4, t4, s5
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw t3, t3, a6
	xor s6, s6, a2
	xor s6, s6, s8
	# sha1_rotl(x, s)
	slli s6, s6, 32
	srli s6, s6, 31
	srli t0, s6, 32
	addw s6, s6, t0
	addw t3, t3, s6
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw a5, a5, a6
	xor s7, s7, a1
	xor s7, s7, s9
	# sha1_rotl(x, s)
	slli s7, s7, 32
	srli s7, s7, 31
	srli t0, s7, 32
	addw s7, s7, t0
	addw a5, a5, s7
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw a4, a4, a6
	xor s8, s8, a7
	xor s8, s8, s10
	# sha1_rotl(x, s)
	slli s8, s8, 32
	srli s8, s8, 31
	srli t0, s8, 32
	addw s8, s8, t0
	addw a4, a4, s8
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw t5, t5, a6
	xor s9, s9, s1
	xor s9, s9, s11
	# sha1_rotl(x, s)
	slli s9, s9, 32
	srli s9, s9, 31
	srli t0, s9, 32
	addw s9, s9, t0
	addw t5, t5, s9
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw t4, t4, a6
	xor s10, s10, s2
	xor s10, s10, s0
	# sha1_rotl(x, s)
	slli s10, s10, 32
	srli s10, s10, 31
	srli t0, s10, 32
	addw s10, s10, t0
	addw t4, t4, s10
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw t3, t3, a6
	xor s11, s11, s3
	xor s11, s11, a3
	# sha1_rotl(x, s)
	slli s11, s11, 32
	srli s11, s11, 31
	srli t0, s11, 32
	addw s11, s11, t0
	addw t3, t3, s11
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# } Rounds 40..59
	# Rounds 60..79 {
	# li a6, 0xca62c1d6
	lui a6, 0x33
	addiw a6, a6, -1653
	slli a6, a6, 14
	addi a6, a6, 470
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s0, s0, s9
	addw a5, a5, a6
	xor s0, s0, s4
	xor s0, s0, a2
	# sha1_rotl(x, s)
	slli s0, s0, 32
	srli s0, s0, 31
	srli t0, s0, 32
	addw s0, s0, t0
	addw a5, a5, s0
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a3, a3, s10
	addw a4, a4, a6
	xor a3, a3, s5
	xor a3, a3, a1
	# sha1_rotl(x, s)
	slli a3, a3, 32
	srli a3, a3, 31
	srli t0, a3, 32
	addw a3, a3, t0
	addw a4, a4, a3
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a2, a2, s11
	addw t5, t5, a6
	xor a2, a2, s6
	xor a2, a2, a7
	# sha1_rotl(x, s)
	slli a2, a2, 32
	srli a2, a2, 31
	srli t0, a2, 32
	addw a2, a2, t0
	addw t5, t5, a2
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a1, a1, s0
	addw t4, t4, a6
	xor a1, a1, s7
	xor a1, a1, s1
	# sha1_rotl(x, s)
	slli a1, a1, 32
	srli a1, a1, 31
	srli t0, a1, 32
	addw a1, a1, t0
	addw t4, t4, a1
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a7, a7, a3
	addw t3, t3, a6
	xor a7, a7, s8
	xor a7, a7, s2
	# sha1_rotl(x, s)
	slli a7, a7, 32
	srli a7, a7, 31
	srli t0, a7, 32
	addw a7, a7, t0
	addw t3, t3, a7
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s1, s1, a2
	addw a5, a5, a6
	xor s1, s1, s9
	xor s1, s1, s3
	# sha1_rotl(x, s)
	slli s1, s1, 32
	srli s1, s1, 31
	srli t0, s1, 32
	addw s1, s1, t0
	addw a5, a5, s1
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s2, s2, a1
	addw a4, a4, a6
	xor s2, s2, s10
	xor s2, s2, s4
	# sha1_rotl(x, s)
	slli s2, s2, 32
	srli s2, s2, 31
	srli t0, s2, 32
	addw s2, s2, t0
	addw a4, a4, s2
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw t5, t5, a6
	xor s3, s3, s11
	xor s3, s3, s5
	# sha1_rotl(x, s)
	slli s3, s3, 32
	srli s3, s3, 31
	srli t0, s3, 32
	addw s3, s3, t0
	addw t5, t5, s3
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw t4, t4, a6
	xor s4, s4, s0
	xor s4, s4, s6
	# sha1_rotl(x, s)
	slli s4, s4, 32
	srli s4, s4, 31
	srli t0, s4, 32
	addw s4, s4, t0
	addw t4, t4, s4
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw t3, t3, a6
	xor s5, s5, a3
	xor s5, s5, s7
	# sha1_rotl(x, s)
	slli s5, s5, 32
	srli s5, s5, 31
	srli t0, s5, 32
	addw s5, s5, t0
	addw t3, t3, s5
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw a5, a5, a6
	xor s6, s6, a2
	xor s6, s6, s8
	# sha1_rotl(x, s)
	slli s6, s6, 32
	srli s6, s6, 31
	srli t0, s6, 32
	addw s6, s6, t0
	addw a5, a5, s6
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw a4, a4, a6
	xor s7, s7, a1
	xor s7, s7, s9
	# sha1_rotl(x, s)
	slli s7, s7, 32
	srli s7, s7, 31
	srli t0, s7, 32
	addw s7, s7, t0
	addw a4, a4, s7
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw t5, t5, a6
	xor s8, s8, a7
	xor s8, s8, s10
	# sha1_rotl(x, s)
	slli s8, s8, 32
	srli s8, s8, 31
	srli t0, s8, 32
	addw s8, s8, t0
	addw t5, t5, s8
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw t4, t4, a6
	xor s9, s9, s1
	xor s9, s9, s11
	# sha1_rotl(x, s)
	slli s9, s9, 32
	srli s9, s9, 31
	srli t0, s9, 32
	addw s9, s9, t0
	addw t4, t4, s9
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw t3, t3, a6
	xor s10, s10, s2
	xor s10, s10, s0
	# sha1_rotl(x, s)
	slli s10, s10, 32
	srli s10, s10, 31
	srli t0, s10, 32
	addw s10, s10, t0
	addw t3, t3, s10
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw a5, a5, a6
	xor s11, s11, s3
	xor s11, s11, a3
	# sha1_rotl(x, s)
	slli s11, s11, 32
	srli s11, s11, 31
	srli t0, s11, 32
	addw s11, s11, t0
	addw a5, a5, s11
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_rotl(x, s)
	slli t4, t4, 32
	srli t4, t4, 2
	srli t0, t4, 32
	addw t4, t4, t0
	srliw t0, t3, 27
	addw a5, a5, t0
	slliw t0, t3, 5
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor s0, s0, s9
	addw a4, a4, a6
	xor s0, s0, s4
	xor s0, s0, a2
	# sha1_rotl(x, s)
	slli s0, s0, 32
	srli s0, s0, 31
	srli t0, s0, 32
	addw s0, s0, t0
	addw a4, a4, s0
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_rotl(x, s)
	slli t3, t3, 32
	srli t3, t3, 2
	srli t0, t3, 32
	addw t3, t3, t0
	srliw t0, a5, 27
	addw a4, a4, t0
	slliw t0, a5, 5
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a3, a3, s10
	addw t5, t5, a6
	xor a3, a3, s5
	xor a3, a3, a1
	# sha1_rotl(x, s)
	slli a3, a3, 32
	srli a3, a3, 31
	srli t0, a3, 32
	addw a3, a3, t0
	addw t5, t5, a3
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_rotl(x, s)
	slli a5, a5, 32
	srli a5, a5, 2
	srli t0, a5, 32
	addw a5, a5, t0
	srliw t0, a4, 27
	addw t5, t5, t0
	slliw t0, a4, 5
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a2, a2, s11
	addw t4, t4, a6
	xor a2, a2, s6
	xor a2, a2, a7
	# sha1_rotl(x, s)
	slli a2, a2, 32
	srli a2, a2, 31
	srli t0, a2, 32
	addw a2, a2, t0
	addw t4, t4, a2
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_rotl(x, s)
	slli a4, a4, 32
	srli a4, a4, 2
	srli t0, a4, 32
	addw a4, a4, t0
	srliw t0, t5, 27
	addw t4, t4, t0
	slliw t0, t5, 5
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	xor a1, a1, s0
	addw t3, t3, a6
	xor a1, a1, s7
	xor a1, a1, s1
	# sha1_rotl(x, s)
	slli a1, a1, 32
	srli a1, a1, 31
	srli t0, a1, 32
	addw a1, a1, t0
	addw t3, t3, a1
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_rotl(x, s)
	slli t5, t5, 32
	srli t5, t5, 2
	srli t0, t5, 32
	addw t5, t5, t0
	srliw t0, t4, 27
	addw t3, t3, t0
	slliw t0, t4, 5
	addw t3, t3, t0
	# } Rounds 60..79
	# H' = H + (a, b, c, d, e), in the state array {
	ld a7, 0(sp)
	# digest_add_state(x, hstate, off)
	lw t0, 0(a7)
	addw t3, t3, t0
	sw t3, 0(a7)
	# digest_add_state(x, hstate, off)
	lw t0, 4(a7)
	addw t4, t4, t0
	sw t4, 4(a7)
	# digest_add_state(x, hstate, off)
	lw t0, 8(a7)
	addw t5, t5, t0
	sw t5, 8(a7)
	# digest_add_state(x, hstate, off)
	lw t0, 12(a7)
	addw a4, a4, t0
	sw a4, 12(a7)
	# digest_add_state(x, hstate, off)
	lw t0, 16(a7)
	addw a5, a5, t0
	sw a5, 16(a7)
	# } H' = H + (a, b, c, d, e), in the state array
	addi a0, a0, 64
	ld t0, 8(sp)
	bgt a0, t0, .L_sha1_done	# the loop is longer than a branch reaches back
	j .L_sha1_loop
.L_sha1_done:
	ld t0, 16(sp)
	subw a0, a0, t0	# the final ofs, a Java int
	addi sp, sp, 32
	# pop_reg s0-s1, s2-s11
	ld s0, 0(sp)
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	ld s4, 32(sp)
	ld s5, 40(sp)
	ld s6, 48(sp)
	ld s7, 56(sp)
	ld s8, 64(sp)
	ld s9, 72(sp)
	ld s10, 80(sp)
	ld s11, 88(sp)
	addi sp, sp, 96
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_sha1_implCompressMB, .-stubforge_sha1_implCompressMB
	.section .note.GNU-stack,"",@progbits
