# md5_implCompressMB [zbb] 
# Made by stubforge 0.1.0 from kernels/md5.py:md5.
# Needs: rv64gc_zbb
# Registers, as the C++ names them: s0 = w12, x; s1 = w1, x; a0 = buf; a1 = state, w15, x;
#   a2 = ofs, w14, x; a3 = limit, w13, x; a4 = d, a, b, c, x; a5 = kp; a6 = rtmp;
#   a7 = w0, x, hstate; s2 = w2, x; s3 = w3, x; s4 = w4, x; s5 = w5, x; s6 = w6, x; s7 = w7, x;
#   s8 = w8, x; s9 = w9, x; s10 = w10, x; s11 = w11, x; t3 = a, b, c, d, x; t4 = b, c, d, a, x;
#   t5 = c, d, a, b, x
	.option norvc
	.option norelax
	.option arch, +zbb
	.text
	.p2align 3
	.globl stubforge_md5_implCompressMB
	.type stubforge_md5_implCompressMB, @function
stubforge_md5_implCompressMB:
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
	lla a5, .L_table
	lw a6, 0(a5)	# T[0]: each step loads the next one's
	# MB: Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
	# HotSpot's own stub assumes: the test is at the loop's end
.L_md5_loop:
	# Load the block's 16 little-endian words {
	lw a7, 0(a0)
	lw s1, 4(a0)
	lw s2, 8(a0)
	lw s3, 12(a0)
	lw s4, 16(a0)
	lw s5, 20(a0)
	lw s6, 24(a0)
	lw s7, 28(a0)
	lw s8, 32(a0)
	lw s9, 36(a0)
	lw s10, 40(a0)
	lw s11, 44(a0)
	lw s0, 48(a0)
	lw a3, 52(a0)
	lw a2, 56(a0)
	lw a1, 60(a0)
	# } Load the block's 16 little-endian words
	# Round 1 {
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a7
	addw t3, t3, a6
	lw a6, 4(a5)
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s1
	addw a4, a4, a6
	lw a6, 8(a5)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	roriw a4, a4, 20
	addw a4, a4, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s2
	addw t5, t5, a6
	lw a6, 12(a5)
	xor t0, t3, t4
	and t0, t0, a4
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s3
	addw t4, t4, a6
	lw a6, 16(a5)
	xor t0, a4, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s4
	addw t3, t3, a6
	lw a6, 20(a5)
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s5
	addw a4, a4, a6
	lw a6, 24(a5)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	roriw a4, a4, 20
	addw a4, a4, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s6
	addw t5, t5, a6
	lw a6, 28(a5)
	xor t0, t3, t4
	and t0, t0, a4
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s7
	addw t4, t4, a6
	lw a6, 32(a5)
	xor t0, a4, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s8
	addw t3, t3, a6
	lw a6, 36(a5)
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s9
	addw a4, a4, a6
	lw a6, 40(a5)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	roriw a4, a4, 20
	addw a4, a4, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s10
	addw t5, t5, a6
	lw a6, 44(a5)
	xor t0, t3, t4
	and t0, t0, a4
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s11
	addw t4, t4, a6
	lw a6, 48(a5)
	xor t0, a4, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s0
	addw t3, t3, a6
	lw a6, 52(a5)
	xor t0, t5, a4
	and t0, t0, t4
	xor t0, t0, a4
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, a3
	addw a4, a4, a6
	lw a6, 56(a5)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a4, a4, t0
	roriw a4, a4, 20
	addw a4, a4, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a2
	addw t5, t5, a6
	lw a6, 60(a5)
	xor t0, t3, t4
	and t0, t0, a4
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a1
	addw t4, t4, a6
	lw a6, 64(a5)
	xor t0, a4, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# } Round 1
	# Round 2 {
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s1
	addw t3, t3, a6
	lw a6, 68(a5)
	andn t0, t5, a4
	addw t3, t3, t0
	and t0, t4, a4
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s6
	addw a4, a4, a6
	lw a6, 72(a5)
	andn t0, t4, t5
	addw a4, a4, t0
	and t0, t3, t5
	addw a4, a4, t0
	roriw a4, a4, 23
	addw a4, a4, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s11
	addw t5, t5, a6
	lw a6, 76(a5)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a4, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a7
	addw t4, t4, a6
	lw a6, 80(a5)
	andn t0, a4, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s5
	addw t3, t3, a6
	lw a6, 84(a5)
	andn t0, t5, a4
	addw t3, t3, t0
	and t0, t4, a4
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s10
	addw a4, a4, a6
	lw a6, 88(a5)
	andn t0, t4, t5
	addw a4, a4, t0
	and t0, t3, t5
	addw a4, a4, t0
	roriw a4, a4, 23
	addw a4, a4, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a1
	addw t5, t5, a6
	lw a6, 92(a5)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a4, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s4
	addw t4, t4, a6
	lw a6, 96(a5)
	andn t0, a4, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s9
	addw t3, t3, a6
	lw a6, 100(a5)
	andn t0, t5, a4
	addw t3, t3, t0
	and t0, t4, a4
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, a2
	addw a4, a4, a6
	lw a6, 104(a5)
	andn t0, t4, t5
	addw a4, a4, t0
	and t0, t3, t5
	addw a4, a4, t0
	roriw a4, a4, 23
	addw a4, a4, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s3
	addw t5, t5, a6
	lw a6, 108(a5)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a4, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s8
	addw t4, t4, a6
	lw a6, 112(a5)
	andn t0, a4, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a3
	addw t3, t3, a6
	lw a6, 116(a5)
	andn t0, t5, a4
	addw t3, t3, t0
	and t0, t4, a4
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s2
	addw a4, a4, a6
	lw a6, 120(a5)
	andn t0, t4, t5
	addw a4, a4, t0
	and t0, t3, t5
	addw a4, a4, t0
	roriw a4, a4, 23
	addw a4, a4, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s7
	addw t5, t5, a6
	lw a6, 124(a5)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a4, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s0
	addw t4, t4, a6
	lw a6, 128(a5)
	andn t0, a4, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# } Round 2
	# Round 3 {
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s5
	addw t3, t3, a6
	lw a6, 132(a5)
	xor t0, t5, a4
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s8
	addw a4, a4, a6
	lw a6, 136(a5)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a4, a4, t0
	roriw a4, a4, 21
	addw a4, a4, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s11
	addw t5, t5, a6
	lw a6, 140(a5)
	xor t0, t3, t4
	xor t0, t0, a4
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a2
	addw t4, t4, a6
	lw a6, 144(a5)
	xor t0, a4, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s1
	addw t3, t3, a6
	lw a6, 148(a5)
	xor t0, t5, a4
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s4
	addw a4, a4, a6
	lw a6, 152(a5)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a4, a4, t0
	roriw a4, a4, 21
	addw a4, a4, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s7
	addw t5, t5, a6
	lw a6, 156(a5)
	xor t0, t3, t4
	xor t0, t0, a4
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s10
	addw t4, t4, a6
	lw a6, 160(a5)
	xor t0, a4, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a3
	addw t3, t3, a6
	lw a6, 164(a5)
	xor t0, t5, a4
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, a7
	addw a4, a4, a6
	lw a6, 168(a5)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a4, a4, t0
	roriw a4, a4, 21
	addw a4, a4, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s3
	addw t5, t5, a6
	lw a6, 172(a5)
	xor t0, t3, t4
	xor t0, t0, a4
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s6
	addw t4, t4, a6
	lw a6, 176(a5)
	xor t0, a4, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s9
	addw t3, t3, a6
	lw a6, 180(a5)
	xor t0, t5, a4
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s0
	addw a4, a4, a6
	lw a6, 184(a5)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a4, a4, t0
	roriw a4, a4, 21
	addw a4, a4, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a1
	addw t5, t5, a6
	lw a6, 188(a5)
	xor t0, t3, t4
	xor t0, t0, a4
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s2
	addw t4, t4, a6
	lw a6, 192(a5)
	xor t0, a4, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# } Round 3
	# Round 4 {
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a7
	addw t3, t3, a6
	lw a6, 196(a5)
	orn t0, t4, a4
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s7
	addw a4, a4, a6
	lw a6, 200(a5)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a4, a4, t0
	roriw a4, a4, 22
	addw a4, a4, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a2
	addw t5, t5, a6
	lw a6, 204(a5)
	orn t0, a4, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s5
	addw t4, t4, a6
	lw a6, 208(a5)
	orn t0, t5, t3
	xor t0, t0, a4
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s0
	addw t3, t3, a6
	lw a6, 212(a5)
	orn t0, t4, a4
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s3
	addw a4, a4, a6
	lw a6, 216(a5)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a4, a4, t0
	roriw a4, a4, 22
	addw a4, a4, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s10
	addw t5, t5, a6
	lw a6, 220(a5)
	orn t0, a4, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s1
	addw t4, t4, a6
	lw a6, 224(a5)
	orn t0, t5, t3
	xor t0, t0, a4
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s8
	addw t3, t3, a6
	lw a6, 228(a5)
	orn t0, t4, a4
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, a1
	addw a4, a4, a6
	lw a6, 232(a5)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a4, a4, t0
	roriw a4, a4, 22
	addw a4, a4, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s6
	addw t5, t5, a6
	lw a6, 236(a5)
	orn t0, a4, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a3
	addw t4, t4, a6
	lw a6, 240(a5)
	orn t0, t5, t3
	xor t0, t0, a4
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s4
	addw t3, t3, a6
	lw a6, 244(a5)
	orn t0, t4, a4
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a4, a4, s11
	addw a4, a4, a6
	lw a6, 248(a5)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a4, a4, t0
	roriw a4, a4, 22
	addw a4, a4, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s2
	addw t5, t5, a6
	lw a6, 252(a5)
	orn t0, a4, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s9
	addw t4, t4, a6
	lw a6, 0(a5)
	orn t0, t5, t3
	xor t0, t0, a4
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# } Round 4
	# H' = H + (a, b, c, d), in the state array {
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
	# } H' = H + (a, b, c, d), in the state array
	addi a0, a0, 64
	ld t0, 8(sp)
	ble a0, t0, .L_md5_loop
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
	.p2align 3
	# T[i] = floor(2^32 * |sin(i + 1)|), RFC 1321 3.4
.L_table:
	.word 0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501
	.word 0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821
	.word 0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8
	.word 0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a
	.word 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70
	.word 0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665
	.word 0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1
	.word 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391
	.size stubforge_md5_implCompressMB, .-stubforge_md5_implCompressMB
	.section .note.GNU-stack,"",@progbits
