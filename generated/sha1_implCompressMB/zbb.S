# sha1_implCompressMB [zbb] 
# Made by stubforge 0.1.0 from kernels/sha1.py:sha1.
# Needs: rv64gc_zbb
# Registers, as the C++ names them: s1 = w[2], wt, w14, w3, w8; a0 = buf, kt, next;
#   a1 = state, w[15], wt, w3, w8, w14; a2 = ofs, w[14], wt, w3, w8, w14;
#   a3 = limit, w[13], wt, w3, w8, w14; a4 = abcde[3], d, e, a, b, c; a5 = abcde[4], e, a, b, c, d;
#   a6 = w[0], wt, w3, w8, w14; a7 = w[1], wt, w3, w8, w14; s2 = w[3], wt, w14, w3, w8;
#   s3 = w[4], wt, w14, w3, w8; s4 = w[5], wt, w14, w3, w8; s5 = w[6], wt, w14, w3, w8;
#   s6 = w[7], wt, w14, w3, w8; s7 = w[8], wt, w8, w14, w3; s8 = w[9], wt, w8, w14, w3;
#   s9 = w[10], wt, w8, w14, w3; s10 = w[11], wt, w8, w14, w3; s11 = w[12], wt, w8, w14, w3;
#   t3 = abcde[0], a, b, c, d, e; t4 = abcde[1], b, c, d, e, a; t5 = abcde[2], c, d, e, a, b
	.option norvc
	.option norelax
	.option arch, +zbb
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
	# push_reg s1, s2-s11
	addi sp, sp, -96
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
	# Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
	# HotSpot's own stub assumes: the test is at the loop's end
.L_sha1_loop:
	sd a0, 24(sp)	# buf's register holds K during the rounds
	# sha1_block(abcde, w, buf, state_at)
	# Load the block's 16 big-endian words {
	ld a7, 0(a0)
	rev8 a7, a7
	srli a6, a7, 32
	ld s2, 8(a0)
	rev8 s2, s2
	srli s1, s2, 32
	ld s4, 16(a0)
	rev8 s4, s4
	srli s3, s4, 32
	ld s6, 24(a0)
	rev8 s6, s6
	srli s5, s6, 32
	ld s8, 32(a0)
	rev8 s8, s8
	srli s7, s8, 32
	ld s10, 40(a0)
	rev8 s10, s10
	srli s9, s10, 32
	ld a3, 48(a0)
	rev8 a3, a3
	srli s11, a3, 32
	ld a1, 56(a0)
	rev8 a1, a1
	srli a2, a1, 32
	# } Load the block's 16 big-endian words
	# Rounds 0..19 {
	li a0, 1518500249
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a0
	addw a5, a5, a6
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a0
	addw a4, a4, a7
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a0
	addw t5, t5, s1
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a0
	addw t4, t4, s2
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a0
	addw t3, t3, s3
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a0
	addw a5, a5, s4
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a0
	addw a4, a4, s5
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a0
	addw t5, t5, s6
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a0
	addw t4, t4, s7
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a0
	addw t3, t3, s8
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a0
	addw a5, a5, s9
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a0
	addw a4, a4, s10
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a0
	addw t5, t5, s11
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a0
	addw t4, t4, a3
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a0
	addw t3, t3, a2
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a5, a5, a0
	addw a5, a5, a1
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor a6, a6, a3
	xor a6, a6, s7
	xor a6, a6, s1
	roriw a6, a6, 31
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw a4, a4, a0
	addw a4, a4, a6
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor a7, a7, a2
	xor a7, a7, s8
	xor a7, a7, s2
	roriw a7, a7, 31
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t5, t5, a0
	addw t5, t5, a7
	xor t0, t3, t4
	and t0, t0, a5
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor s1, s1, a1
	xor s1, s1, s9
	xor s1, s1, s3
	roriw s1, s1, 31
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t4, t4, a0
	addw t4, t4, s1
	xor t0, a5, t3
	and t0, t0, a4
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_schedule(wt, w3, w8, w14)
	xor s2, s2, a6
	xor s2, s2, s10
	xor s2, s2, s4
	roriw s2, s2, 31
	# sha1_round_ch(a, b, c, d, e, kt, wt)
	addw t3, t3, a0
	addw t3, t3, s2
	xor t0, a4, a5
	and t0, t0, t5
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# } Rounds 0..19
	# Rounds 20..39 {
	li a0, 1859775393
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw a5, a5, a0
	xor s3, s3, s11
	xor s3, s3, s5
	roriw s3, s3, 31
	addw a5, a5, s3
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw a4, a4, a0
	xor s4, s4, a3
	xor s4, s4, s6
	roriw s4, s4, 31
	addw a4, a4, s4
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw t5, t5, a0
	xor s5, s5, a2
	xor s5, s5, s7
	roriw s5, s5, 31
	addw t5, t5, s5
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw t4, t4, a0
	xor s6, s6, a1
	xor s6, s6, s8
	roriw s6, s6, 31
	addw t4, t4, s6
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw t3, t3, a0
	xor s7, s7, a6
	xor s7, s7, s9
	roriw s7, s7, 31
	addw t3, t3, s7
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw a5, a5, a0
	xor s8, s8, a7
	xor s8, s8, s10
	roriw s8, s8, 31
	addw a5, a5, s8
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw a4, a4, a0
	xor s9, s9, s1
	xor s9, s9, s11
	roriw s9, s9, 31
	addw a4, a4, s9
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw t5, t5, a0
	xor s10, s10, s2
	xor s10, s10, a3
	roriw s10, s10, 31
	addw t5, t5, s10
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw t4, t4, a0
	xor s11, s11, s3
	xor s11, s11, a2
	roriw s11, s11, 31
	addw t4, t4, s11
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a3, a3, s9
	addw t3, t3, a0
	xor a3, a3, s4
	xor a3, a3, a1
	roriw a3, a3, 31
	addw t3, t3, a3
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a2, a2, s10
	addw a5, a5, a0
	xor a2, a2, s5
	xor a2, a2, a6
	roriw a2, a2, 31
	addw a5, a5, a2
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a1, a1, s11
	addw a4, a4, a0
	xor a1, a1, s6
	xor a1, a1, a7
	roriw a1, a1, 31
	addw a4, a4, a1
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a6, a6, a3
	addw t5, t5, a0
	xor a6, a6, s7
	xor a6, a6, s1
	roriw a6, a6, 31
	addw t5, t5, a6
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a7, a7, a2
	addw t4, t4, a0
	xor a7, a7, s8
	xor a7, a7, s2
	roriw a7, a7, 31
	addw t4, t4, a7
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s1, s1, a1
	addw t3, t3, a0
	xor s1, s1, s9
	xor s1, s1, s3
	roriw s1, s1, 31
	addw t3, t3, s1
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s2, s2, a6
	addw a5, a5, a0
	xor s2, s2, s10
	xor s2, s2, s4
	roriw s2, s2, 31
	addw a5, a5, s2
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw a4, a4, a0
	xor s3, s3, s11
	xor s3, s3, s5
	roriw s3, s3, 31
	addw a4, a4, s3
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw t5, t5, a0
	xor s4, s4, a3
	xor s4, s4, s6
	roriw s4, s4, 31
	addw t5, t5, s4
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw t4, t4, a0
	xor s5, s5, a2
	xor s5, s5, s7
	roriw s5, s5, 31
	addw t4, t4, s5
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw t3, t3, a0
	xor s6, s6, a1
	xor s6, s6, s8
	roriw s6, s6, 31
	addw t3, t3, s6
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# } Rounds 20..39
	# Rounds 40..59 {
	# li a0, 0x8f1bbcdc
	lui a0, 0x24
	addiw a0, a0, -913
	slli a0, a0, 14
	addi a0, a0, -804
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw a5, a5, a0
	xor s7, s7, a6
	xor s7, s7, s9
	roriw s7, s7, 31
	addw a5, a5, s7
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw a4, a4, a0
	xor s8, s8, a7
	xor s8, s8, s10
	roriw s8, s8, 31
	addw a4, a4, s8
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw t5, t5, a0
	xor s9, s9, s1
	xor s9, s9, s11
	roriw s9, s9, 31
	addw t5, t5, s9
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw t4, t4, a0
	xor s10, s10, s2
	xor s10, s10, a3
	roriw s10, s10, 31
	addw t4, t4, s10
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw t3, t3, a0
	xor s11, s11, s3
	xor s11, s11, a2
	roriw s11, s11, 31
	addw t3, t3, s11
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a3, a3, s9
	addw a5, a5, a0
	xor a3, a3, s4
	xor a3, a3, a1
	roriw a3, a3, 31
	addw a5, a5, a3
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a2, a2, s10
	addw a4, a4, a0
	xor a2, a2, s5
	xor a2, a2, a6
	roriw a2, a2, 31
	addw a4, a4, a2
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a1, a1, s11
	addw t5, t5, a0
	xor a1, a1, s6
	xor a1, a1, a7
	roriw a1, a1, 31
	addw t5, t5, a1
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a6, a6, a3
	addw t4, t4, a0
	xor a6, a6, s7
	xor a6, a6, s1
	roriw a6, a6, 31
	addw t4, t4, a6
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a7, a7, a2
	addw t3, t3, a0
	xor a7, a7, s8
	xor a7, a7, s2
	roriw a7, a7, 31
	addw t3, t3, a7
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s1, s1, a1
	addw a5, a5, a0
	xor s1, s1, s9
	xor s1, s1, s3
	roriw s1, s1, 31
	addw a5, a5, s1
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s2, s2, a6
	addw a4, a4, a0
	xor s2, s2, s10
	xor s2, s2, s4
	roriw s2, s2, 31
	addw a4, a4, s2
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw t5, t5, a0
	xor s3, s3, s11
	xor s3, s3, s5
	roriw s3, s3, 31
	addw t5, t5, s3
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw t4, t4, a0
	xor s4, s4, a3
	xor s4, s4, s6
	roriw s4, s4, 31
	addw t4, t4, s4
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw t3, t3, a0
	xor s5, s5, a2
	xor s5, s5, s7
	roriw s5, s5, 31
	addw t3, t3, s5
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw a5, a5, a0
	xor s6, s6, a1
	xor s6, s6, s8
	roriw s6, s6, 31
	addw a5, a5, s6
	xor t0, t4, t5
	and t0, t0, a4
	addw a5, a5, t0
	and t0, t4, t5
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw a4, a4, a0
	xor s7, s7, a6
	xor s7, s7, s9
	roriw s7, s7, 31
	addw a4, a4, s7
	xor t0, t3, t4
	and t0, t0, t5
	addw a4, a4, t0
	and t0, t3, t4
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw t5, t5, a0
	xor s8, s8, a7
	xor s8, s8, s10
	roriw s8, s8, 31
	addw t5, t5, s8
	xor t0, a5, t3
	and t0, t0, t4
	addw t5, t5, t0
	and t0, a5, t3
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw t4, t4, a0
	xor s9, s9, s1
	xor s9, s9, s11
	roriw s9, s9, 31
	addw t4, t4, s9
	xor t0, a4, a5
	and t0, t0, t3
	addw t4, t4, t0
	and t0, a4, a5
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_maj(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw t3, t3, a0
	xor s10, s10, s2
	xor s10, s10, a3
	roriw s10, s10, 31
	addw t3, t3, s10
	xor t0, t5, a4
	and t0, t0, a5
	addw t3, t3, t0
	and t0, t5, a4
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# } Rounds 40..59
	# Rounds 60..79 {
	# li a0, 0xca62c1d6
	lui a0, 0x33
	addiw a0, a0, -1653
	slli a0, a0, 14
	addi a0, a0, 470
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw a5, a5, a0
	xor s11, s11, s3
	xor s11, s11, a2
	roriw s11, s11, 31
	addw a5, a5, s11
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a3, a3, s9
	addw a4, a4, a0
	xor a3, a3, s4
	xor a3, a3, a1
	roriw a3, a3, 31
	addw a4, a4, a3
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a2, a2, s10
	addw t5, t5, a0
	xor a2, a2, s5
	xor a2, a2, a6
	roriw a2, a2, 31
	addw t5, t5, a2
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a1, a1, s11
	addw t4, t4, a0
	xor a1, a1, s6
	xor a1, a1, a7
	roriw a1, a1, 31
	addw t4, t4, a1
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a6, a6, a3
	addw t3, t3, a0
	xor a6, a6, s7
	xor a6, a6, s1
	roriw a6, a6, 31
	addw t3, t3, a6
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a7, a7, a2
	addw a5, a5, a0
	xor a7, a7, s8
	xor a7, a7, s2
	roriw a7, a7, 31
	addw a5, a5, a7
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s1, s1, a1
	addw a4, a4, a0
	xor s1, s1, s9
	xor s1, s1, s3
	roriw s1, s1, 31
	addw a4, a4, s1
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s2, s2, a6
	addw t5, t5, a0
	xor s2, s2, s10
	xor s2, s2, s4
	roriw s2, s2, 31
	addw t5, t5, s2
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s3, s3, a7
	addw t4, t4, a0
	xor s3, s3, s11
	xor s3, s3, s5
	roriw s3, s3, 31
	addw t4, t4, s3
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s4, s4, s1
	addw t3, t3, a0
	xor s4, s4, a3
	xor s4, s4, s6
	roriw s4, s4, 31
	addw t3, t3, s4
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s5, s5, s2
	addw a5, a5, a0
	xor s5, s5, a2
	xor s5, s5, s7
	roriw s5, s5, 31
	addw a5, a5, s5
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s6, s6, s3
	addw a4, a4, a0
	xor s6, s6, a1
	xor s6, s6, s8
	roriw s6, s6, 31
	addw a4, a4, s6
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s7, s7, s4
	addw t5, t5, a0
	xor s7, s7, a6
	xor s7, s7, s9
	roriw s7, s7, 31
	addw t5, t5, s7
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s8, s8, s5
	addw t4, t4, a0
	xor s8, s8, a7
	xor s8, s8, s10
	roriw s8, s8, 31
	addw t4, t4, s8
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s9, s9, s6
	addw t3, t3, a0
	xor s9, s9, s1
	xor s9, s9, s11
	roriw s9, s9, 31
	addw t3, t3, s9
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s10, s10, s7
	addw a5, a5, a0
	xor s10, s10, s2
	xor s10, s10, a3
	roriw s10, s10, 31
	addw a5, a5, s10
	xor t0, t4, t5
	xor t0, t0, a4
	addw a5, a5, t0
	# sha1_round_finish(a, b, e)
	roriw t4, t4, 2
	roriw t0, t3, 27
	addw a5, a5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor s11, s11, s8
	addw a4, a4, a0
	xor s11, s11, s3
	xor s11, s11, a2
	roriw s11, s11, 31
	addw a4, a4, s11
	xor t0, t3, t4
	xor t0, t0, t5
	addw a4, a4, t0
	# sha1_round_finish(a, b, e)
	roriw t3, t3, 2
	roriw t0, a5, 27
	addw a4, a4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a3, a3, s9
	addw t5, t5, a0
	xor a3, a3, s4
	xor a3, a3, a1
	roriw a3, a3, 31
	addw t5, t5, a3
	xor t0, a5, t3
	xor t0, t0, t4
	addw t5, t5, t0
	# sha1_round_finish(a, b, e)
	roriw a5, a5, 2
	roriw t0, a4, 27
	addw t5, t5, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a2, a2, s10
	addw t4, t4, a0
	xor a2, a2, s5
	xor a2, a2, a6
	roriw a2, a2, 31
	addw t4, t4, a2
	xor t0, a4, a5
	xor t0, t0, t3
	addw t4, t4, t0
	# sha1_round_finish(a, b, e)
	roriw a4, a4, 2
	roriw t0, t5, 27
	addw t4, t4, t0
	# sha1_round_parity(a, b, c, d, e, kt, wt, w3, w8, w14)
	# sha1_schedule_add(e, kt, wt, w3, w8, w14)
	xor a1, a1, s11
	addw t3, t3, a0
	xor a1, a1, s6
	xor a1, a1, a7
	roriw a1, a1, 31
	addw t3, t3, a1
	xor t0, t5, a4
	xor t0, t0, a5
	addw t3, t3, t0
	# sha1_round_finish(a, b, e)
	roriw t5, t5, 2
	roriw t0, t4, 27
	addw t3, t3, t0
	# } Rounds 60..79
	# H' = H + (a, b, c, d, e), in the state array {
	# the words are spent: w[0] takes the state array's address; after 80 rounds the roles are
	# where they started
	ld a6, 0(sp)
	lw t0, 0(a6)
	addw t3, t3, t0
	sw t3, 0(a6)
	lw t0, 4(a6)
	addw t4, t4, t0
	sw t4, 4(a6)
	lw t0, 8(a6)
	addw t5, t5, t0
	sw t5, 8(a6)
	lw t0, 12(a6)
	addw a4, a4, t0
	sw a4, 12(a6)
	lw t0, 16(a6)
	addw a5, a5, t0
	sw a5, 16(a6)
	# } H' = H + (a, b, c, d, e), in the state array
	ld a0, 24(sp)
	addi a0, a0, 64
	ld t0, 8(sp)
	bgt a0, t0, .L_sha1_done	# the loop is longer than a branch reaches back
	j .L_sha1_loop
.L_sha1_done:
	ld t0, 16(sp)
	subw a0, a0, t0	# the final ofs, a Java int
	addi sp, sp, 32
	# pop_reg s1, s2-s11
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
