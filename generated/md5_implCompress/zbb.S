# md5_implCompress [zbb] 
# Made by stubforge 0.1.0 from kernels/md5.py:md5.
# Needs: rv64gc_zbb
# Registers, as the C++ names them: s0 = w14, x; s1 = w3, x; a0 = buf; a1 = state, w15, x;
#   a2 = d, a, b, c, x; a3 = kp; a4 = rtmp; a5 = w0, x, hstate; a6 = w1, x; a7 = w2, x; s2 = w4, x;
#   s3 = w5, x; s4 = w6, x; s5 = w7, x; s6 = w8, x; s7 = w9, x; s8 = w10, x; s9 = w11, x;
#   s10 = w12, x; s11 = w13, x; t3 = a, b, c, d, x; t4 = b, c, d, a, x; t5 = c, d, a, b, x
	.option norvc
	.option norelax
	.option arch, +zbb
	.text
	.p2align 3
	.globl stubforge_md5_implCompress
	.type stubforge_md5_implCompress, @function
stubforge_md5_implCompress:
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
	lw t3, 0(a1)
	lw t4, 4(a1)
	lw t5, 8(a1)
	lw a2, 12(a1)
	lla a3, .L_table
	lw a4, 0(a3)	# T[0]: each step loads the next one's
	# MB: Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
	# HotSpot's own stub assumes: the test is at the loop's end
.L_md5_loop:
	# Load the block's 16 little-endian words {
	lw a5, 0(a0)
	lw a6, 4(a0)
	lw a7, 8(a0)
	lw s1, 12(a0)
	lw s2, 16(a0)
	lw s3, 20(a0)
	lw s4, 24(a0)
	lw s5, 28(a0)
	lw s6, 32(a0)
	lw s7, 36(a0)
	lw s8, 40(a0)
	lw s9, 44(a0)
	lw s10, 48(a0)
	lw s11, 52(a0)
	lw s0, 56(a0)
	lw a1, 60(a0)
	# } Load the block's 16 little-endian words
	# Round 1 {
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a5
	addw t3, t3, a4
	lw a4, 4(a3)
	xor t0, t5, a2
	and t0, t0, t4
	xor t0, t0, a2
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, a6
	addw a2, a2, a4
	lw a4, 8(a3)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a2, a2, t0
	roriw a2, a2, 20
	addw a2, a2, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a7
	addw t5, t5, a4
	lw a4, 12(a3)
	xor t0, t3, t4
	and t0, t0, a2
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a2
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s1
	addw t4, t4, a4
	lw a4, 16(a3)
	xor t0, a2, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s2
	addw t3, t3, a4
	lw a4, 20(a3)
	xor t0, t5, a2
	and t0, t0, t4
	xor t0, t0, a2
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s3
	addw a2, a2, a4
	lw a4, 24(a3)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a2, a2, t0
	roriw a2, a2, 20
	addw a2, a2, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s4
	addw t5, t5, a4
	lw a4, 28(a3)
	xor t0, t3, t4
	and t0, t0, a2
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a2
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s5
	addw t4, t4, a4
	lw a4, 32(a3)
	xor t0, a2, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s6
	addw t3, t3, a4
	lw a4, 36(a3)
	xor t0, t5, a2
	and t0, t0, t4
	xor t0, t0, a2
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s7
	addw a2, a2, a4
	lw a4, 40(a3)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a2, a2, t0
	roriw a2, a2, 20
	addw a2, a2, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s8
	addw t5, t5, a4
	lw a4, 44(a3)
	xor t0, t3, t4
	and t0, t0, a2
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a2
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s9
	addw t4, t4, a4
	lw a4, 48(a3)
	xor t0, a2, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s10
	addw t3, t3, a4
	lw a4, 52(a3)
	xor t0, t5, a2
	and t0, t0, t4
	xor t0, t0, a2
	addw t3, t3, t0
	roriw t3, t3, 25
	addw t3, t3, t4
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s11
	addw a2, a2, a4
	lw a4, 56(a3)
	xor t0, t4, t5
	and t0, t0, t3
	xor t0, t0, t5
	addw a2, a2, t0
	roriw a2, a2, 20
	addw a2, a2, t3
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s0
	addw t5, t5, a4
	lw a4, 60(a3)
	xor t0, t3, t4
	and t0, t0, a2
	xor t0, t0, t4
	addw t5, t5, t0
	roriw t5, t5, 15
	addw t5, t5, a2
	# md5_ff_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a1
	addw t4, t4, a4
	lw a4, 64(a3)
	xor t0, a2, t3
	and t0, t0, t5
	xor t0, t0, t3
	addw t4, t4, t0
	roriw t4, t4, 10
	addw t4, t4, t5
	# } Round 1
	# Round 2 {
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a6
	addw t3, t3, a4
	lw a4, 68(a3)
	andn t0, t5, a2
	addw t3, t3, t0
	and t0, t4, a2
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s4
	addw a2, a2, a4
	lw a4, 72(a3)
	andn t0, t4, t5
	addw a2, a2, t0
	and t0, t3, t5
	addw a2, a2, t0
	roriw a2, a2, 23
	addw a2, a2, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s9
	addw t5, t5, a4
	lw a4, 76(a3)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a2, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a2
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a5
	addw t4, t4, a4
	lw a4, 80(a3)
	andn t0, a2, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s3
	addw t3, t3, a4
	lw a4, 84(a3)
	andn t0, t5, a2
	addw t3, t3, t0
	and t0, t4, a2
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s8
	addw a2, a2, a4
	lw a4, 88(a3)
	andn t0, t4, t5
	addw a2, a2, t0
	and t0, t3, t5
	addw a2, a2, t0
	roriw a2, a2, 23
	addw a2, a2, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a1
	addw t5, t5, a4
	lw a4, 92(a3)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a2, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a2
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s2
	addw t4, t4, a4
	lw a4, 96(a3)
	andn t0, a2, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s7
	addw t3, t3, a4
	lw a4, 100(a3)
	andn t0, t5, a2
	addw t3, t3, t0
	and t0, t4, a2
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s0
	addw a2, a2, a4
	lw a4, 104(a3)
	andn t0, t4, t5
	addw a2, a2, t0
	and t0, t3, t5
	addw a2, a2, t0
	roriw a2, a2, 23
	addw a2, a2, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s1
	addw t5, t5, a4
	lw a4, 108(a3)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a2, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a2
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s6
	addw t4, t4, a4
	lw a4, 112(a3)
	andn t0, a2, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s11
	addw t3, t3, a4
	lw a4, 116(a3)
	andn t0, t5, a2
	addw t3, t3, t0
	and t0, t4, a2
	addw t3, t3, t0
	roriw t3, t3, 27
	addw t3, t3, t4
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, a7
	addw a2, a2, a4
	lw a4, 120(a3)
	andn t0, t4, t5
	addw a2, a2, t0
	and t0, t3, t5
	addw a2, a2, t0
	roriw a2, a2, 23
	addw a2, a2, t3
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s5
	addw t5, t5, a4
	lw a4, 124(a3)
	andn t0, t3, t4
	addw t5, t5, t0
	and t0, a2, t4
	addw t5, t5, t0
	roriw t5, t5, 18
	addw t5, t5, a2
	# md5_gg_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s10
	addw t4, t4, a4
	lw a4, 128(a3)
	andn t0, a2, t3
	addw t4, t4, t0
	and t0, t5, t3
	addw t4, t4, t0
	roriw t4, t4, 12
	addw t4, t4, t5
	# } Round 2
	# Round 3 {
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s3
	addw t3, t3, a4
	lw a4, 132(a3)
	xor t0, t5, a2
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s6
	addw a2, a2, a4
	lw a4, 136(a3)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a2, a2, t0
	roriw a2, a2, 21
	addw a2, a2, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s9
	addw t5, t5, a4
	lw a4, 140(a3)
	xor t0, t3, t4
	xor t0, t0, a2
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a2
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s0
	addw t4, t4, a4
	lw a4, 144(a3)
	xor t0, a2, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a6
	addw t3, t3, a4
	lw a4, 148(a3)
	xor t0, t5, a2
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s2
	addw a2, a2, a4
	lw a4, 152(a3)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a2, a2, t0
	roriw a2, a2, 21
	addw a2, a2, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s5
	addw t5, t5, a4
	lw a4, 156(a3)
	xor t0, t3, t4
	xor t0, t0, a2
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a2
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s8
	addw t4, t4, a4
	lw a4, 160(a3)
	xor t0, a2, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s11
	addw t3, t3, a4
	lw a4, 164(a3)
	xor t0, t5, a2
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, a5
	addw a2, a2, a4
	lw a4, 168(a3)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a2, a2, t0
	roriw a2, a2, 21
	addw a2, a2, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s1
	addw t5, t5, a4
	lw a4, 172(a3)
	xor t0, t3, t4
	xor t0, t0, a2
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a2
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s4
	addw t4, t4, a4
	lw a4, 176(a3)
	xor t0, a2, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s7
	addw t3, t3, a4
	lw a4, 180(a3)
	xor t0, t5, a2
	xor t0, t0, t4
	addw t3, t3, t0
	roriw t3, t3, 28
	addw t3, t3, t4
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s10
	addw a2, a2, a4
	lw a4, 184(a3)
	xor t0, t4, t5
	xor t0, t0, t3
	addw a2, a2, t0
	roriw a2, a2, 21
	addw a2, a2, t3
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a1
	addw t5, t5, a4
	lw a4, 188(a3)
	xor t0, t3, t4
	xor t0, t0, a2
	addw t5, t5, t0
	roriw t5, t5, 16
	addw t5, t5, a2
	# md5_hh_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a7
	addw t4, t4, a4
	lw a4, 192(a3)
	xor t0, a2, t3
	xor t0, t0, t5
	addw t4, t4, t0
	roriw t4, t4, 9
	addw t4, t4, t5
	# } Round 3
	# Round 4 {
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, a5
	addw t3, t3, a4
	lw a4, 196(a3)
	orn t0, t4, a2
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s5
	addw a2, a2, a4
	lw a4, 200(a3)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a2, a2, t0
	roriw a2, a2, 22
	addw a2, a2, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s0
	addw t5, t5, a4
	lw a4, 204(a3)
	orn t0, a2, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a2
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s3
	addw t4, t4, a4
	lw a4, 208(a3)
	orn t0, t5, t3
	xor t0, t0, a2
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s10
	addw t3, t3, a4
	lw a4, 212(a3)
	orn t0, t4, a2
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s1
	addw a2, a2, a4
	lw a4, 216(a3)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a2, a2, t0
	roriw a2, a2, 22
	addw a2, a2, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s8
	addw t5, t5, a4
	lw a4, 220(a3)
	orn t0, a2, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a2
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, a6
	addw t4, t4, a4
	lw a4, 224(a3)
	orn t0, t5, t3
	xor t0, t0, a2
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s6
	addw t3, t3, a4
	lw a4, 228(a3)
	orn t0, t4, a2
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, a1
	addw a2, a2, a4
	lw a4, 232(a3)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a2, a2, t0
	roriw a2, a2, 22
	addw a2, a2, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, s4
	addw t5, t5, a4
	lw a4, 236(a3)
	orn t0, a2, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a2
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s11
	addw t4, t4, a4
	lw a4, 240(a3)
	orn t0, t5, t3
	xor t0, t0, a2
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t3, t3, s2
	addw t3, t3, a4
	lw a4, 244(a3)
	orn t0, t4, a2
	xor t0, t0, t5
	addw t3, t3, t0
	roriw t3, t3, 26
	addw t3, t3, t4
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw a2, a2, s9
	addw a2, a2, a4
	lw a4, 248(a3)
	orn t0, t3, t5
	xor t0, t0, t4
	addw a2, a2, t0
	roriw a2, a2, 22
	addw a2, a2, t3
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t5, t5, a7
	addw t5, t5, a4
	lw a4, 252(a3)
	orn t0, a2, t4
	xor t0, t0, t3
	addw t5, t5, t0
	roriw t5, t5, 17
	addw t5, t5, a2
	# md5_ii_zbb(a, b, c, d, x, kp, tnext, s)
	addw t4, t4, s7
	addw t4, t4, a4
	lw a4, 0(a3)
	orn t0, t5, t3
	xor t0, t0, a2
	addw t4, t4, t0
	roriw t4, t4, 11
	addw t4, t4, t5
	# } Round 4
	# H' = H + (a, b, c, d), in the state array {
	ld a5, 0(sp)
	# digest_add_state(x, hstate, off)
	lw t0, 0(a5)
	addw t3, t3, t0
	sw t3, 0(a5)
	# digest_add_state(x, hstate, off)
	lw t0, 4(a5)
	addw t4, t4, t0
	sw t4, 4(a5)
	# digest_add_state(x, hstate, off)
	lw t0, 8(a5)
	addw t5, t5, t0
	sw t5, 8(a5)
	# digest_add_state(x, hstate, off)
	lw t0, 12(a5)
	addw a2, a2, t0
	sw a2, 12(a5)
	# } H' = H + (a, b, c, d), in the state array
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
	.size stubforge_md5_implCompress, .-stubforge_md5_implCompress
	.section .note.GNU-stack,"",@progbits
