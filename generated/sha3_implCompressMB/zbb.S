# sha3_implCompressMB [zbb] 
# Made by stubforge 0.1.0 from kernels/sha3.py:sha3.
# Needs: rv64gc_zbb
# Registers, as the C++ names them: s0 = keccak_x8; s1 = keccak_x9; a0 = buf, keccak_x10, next_buf;
#   a1 = state, keccak_x11; a2 = block_size, keccak_x12, bsize; a3 = ofs, keccak_x13, next_ofs;
#   a4 = limit, keccak_x14, lim; a5 = keccak_x15; a6 = keccak_x16; a7 = keccak_x17; s2 = keccak_x18;
#   s3 = keccak_x19; s4 = keccak_x20; s5 = keccak_x21; s6 = keccak_x22; s7 = keccak_x23;
#   s8 = keccak_x24; s9 = keccak_x25; s10 = keccak_x26; s11 = keccak_x27; t3 = word, keccak_x28;
#   t4 = keccak_x29; t5 = keccak_x30
	.option norvc
	.option norelax
	.option arch, +zbb
	.text
	.p2align 3
	.globl stubforge_sha3_implCompressMB
	.type stubforge_sha3_implCompressMB, @function
stubforge_sha3_implCompressMB:
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
	addi sp, sp, -304
	sd a1, 0(sp)
	lla t3, .L_sha3_round_consts
	sd t3, 8(sp)
	sd a0, 16(sp)
	sd a2, 24(sp)
	sd a3, 32(sp)
	sd a4, 40(sp)
	ble a3, a4, .L_sha3_block	# the loop is longer than a branch reaches: j to leave it
	j .L_sha3_done
.L_sha3_block:
	ld a0, 16(sp)
	ld a2, 24(sp)
	ld a1, 0(sp)
	ld t3, 0(a1)
	ld t0, 0(a0)
	xor t3, t3, t0
	sd t3, 0(a1)
	ld t3, 8(a1)
	ld t0, 8(a0)
	xor t3, t3, t0
	sd t3, 8(a1)
	ld t3, 16(a1)
	ld t0, 16(a0)
	xor t3, t3, t0
	sd t3, 16(a1)
	ld t3, 24(a1)
	ld t0, 24(a0)
	xor t3, t3, t0
	sd t3, 24(a1)
	ld t3, 32(a1)
	ld t0, 32(a0)
	xor t3, t3, t0
	sd t3, 32(a1)
	ld t3, 40(a1)
	ld t0, 40(a0)
	xor t3, t3, t0
	sd t3, 40(a1)
	ld t3, 48(a1)
	ld t0, 48(a0)
	xor t3, t3, t0
	sd t3, 48(a1)
	ld t3, 56(a1)
	ld t0, 56(a0)
	xor t3, t3, t0
	sd t3, 56(a1)
	ld t3, 64(a1)
	ld t0, 64(a0)
	xor t3, t3, t0
	sd t3, 64(a1)
	# li t3, 104	# this step's words exist if block_size >= 8 * last
	addiw t3, zero, 104
	blt a2, t3, .L_sha3_absorbed
	ld t3, 72(a1)
	ld t0, 72(a0)
	xor t3, t3, t0
	sd t3, 72(a1)
	ld t3, 80(a1)
	ld t0, 80(a0)
	xor t3, t3, t0
	sd t3, 80(a1)
	ld t3, 88(a1)
	ld t0, 88(a0)
	xor t3, t3, t0
	sd t3, 88(a1)
	ld t3, 96(a1)
	ld t0, 96(a0)
	xor t3, t3, t0
	sd t3, 96(a1)
	# li t3, 136
	addiw t3, zero, 136
	blt a2, t3, .L_sha3_absorbed
	ld t3, 104(a1)
	ld t0, 104(a0)
	xor t3, t3, t0
	sd t3, 104(a1)
	ld t3, 112(a1)
	ld t0, 112(a0)
	xor t3, t3, t0
	sd t3, 112(a1)
	ld t3, 120(a1)
	ld t0, 120(a0)
	xor t3, t3, t0
	sd t3, 120(a1)
	ld t3, 128(a1)
	ld t0, 128(a0)
	xor t3, t3, t0
	sd t3, 128(a1)
	# li t3, 144
	addiw t3, zero, 144
	blt a2, t3, .L_sha3_absorbed
	ld t3, 136(a1)
	ld t0, 136(a0)
	xor t3, t3, t0
	sd t3, 136(a1)
	# li t3, 168
	addiw t3, zero, 168
	blt a2, t3, .L_sha3_absorbed
	ld t3, 144(a1)
	ld t0, 144(a0)
	xor t3, t3, t0
	sd t3, 144(a1)
	ld t3, 152(a1)
	ld t0, 152(a0)
	xor t3, t3, t0
	sd t3, 152(a1)
	ld t3, 160(a1)
	ld t0, 160(a0)
	xor t3, t3, t0
	sd t3, 160(a1)
.L_sha3_absorbed:
	ld s0, 0(sp)
	ld s1, 0(s0)
	ld a0, 40(s0)
	ld a1, 80(s0)
	ld a2, 120(s0)
	ld a3, 160(s0)
	xor t0, s1, a0
	xor t0, t0, a1
	xor t0, t0, a2
	xor a4, t0, a3
	ld a5, 8(s0)
	ld a6, 48(s0)
	ld a7, 88(s0)
	ld s2, 128(s0)
	ld s3, 168(s0)
	xor t0, a5, a6
	xor t0, t0, a7
	xor t0, t0, s2
	xor s4, t0, s3
	ld s5, 16(s0)
	ld s6, 56(s0)
	ld s7, 96(s0)
	ld s8, 136(s0)
	ld s9, 176(s0)
	xor t0, s5, s6
	xor t0, t0, s7
	xor t0, t0, s8
	xor s10, t0, s9
	ld s11, 24(s0)
	ld t3, 64(s0)
	ld t4, 104(s0)
	ld t5, 144(s0)
	ld s0, 184(s0)
	xor t0, s11, t3
	xor t0, t0, t4
	xor t0, t0, t5
	xor s3, t0, s0
	ld s2, 0(sp)
	ld a7, 32(s2)
	ld a6, 72(s2)
	ld a5, 112(s2)
	ld s9, 152(s2)
	ld s8, 192(s2)
	xor t0, a7, a6
	xor t0, t0, a5
	xor t0, t0, s9
	xor s7, t0, s8
	rori t0, s4, 63
	xor s2, s7, t0
	xor s1, s1, s2
	xor t0, a0, s2
	rori a0, t0, 28
	xor t0, a1, s2
	rori a1, t0, 61
	xor t0, a2, s2
	rori a2, t0, 23
	xor t0, a3, s2
	rori s2, t0, 46
	rori t0, s7, 63
	xor s7, s10, t0
	xor t0, s11, s7
	rori s11, t0, 36
	xor t0, t3, s7
	rori t3, t0, 9
	xor t0, t4, s7
	rori t4, t0, 39
	xor t0, t5, s7
	rori t5, t0, 43
	xor t0, s0, s7
	rori s0, t0, 8
	rori t0, s3, 63
	xor s4, s4, t0
	xor t0, s5, s4
	rori s5, t0, 2
	xor t0, s6, s4
	rori s6, t0, 58
	ld s7, 0(sp)
	ld a3, 96(s7)
	xor t0, a3, s4
	rori a3, t0, 21
	ld s7, 136(s7)
	xor t0, s7, s4
	rori s7, t0, 49
	sd s0, 48(sp)
	ld s0, 0(sp)
	sd s7, 56(sp)
	ld s7, 176(s0)
	xor t0, s7, s4
	rori s7, t0, 3
	rori t0, a4, 63
	xor s3, s3, t0
	xor t0, a7, s3
	rori a7, t0, 37
	xor t0, a6, s3
	rori a6, t0, 44
	xor t0, a5, s3
	rori a5, t0, 25
	xor t0, s9, s3
	rori s9, t0, 56
	xor t0, s8, s3
	rori s8, t0, 50
	rori t0, s10, 63
	xor s10, a4, t0
	ld a4, 8(s0)
	xor t0, a4, s10
	rori a4, t0, 63
	ld s3, 48(s0)
	xor t0, s3, s10
	rori s3, t0, 20
	ld s4, 88(s0)
	xor t0, s4, s10
	rori s4, t0, 54
	ld s0, 128(s0)
	xor t0, s0, s10
	rori s0, t0, 19
	sd a7, 64(sp)
	ld a7, 0(sp)
	sd a0, 72(sp)
	ld a0, 168(a7)
	xor t0, a0, s10
	rori s10, t0, 62
	andn t0, a5, t3
	xor a0, s5, t0
	andn t0, a2, a5
	xor a7, t3, t0
	andn t0, s10, a2
	xor a5, a5, t0
	andn t0, s5, s10
	xor a2, a2, t0
	andn t0, t3, s5
	xor s5, s10, t0
	andn t0, a3, s3
	xor s10, s1, t0
	ld t3, 8(sp)
	ld t0, 0(t3)
	xor s10, s10, t0
	xor t3, a0, s10
	sd a0, 80(sp)
	andn t0, t5, a3
	xor a0, s3, t0
	sd s10, 88(sp)
	xor s10, a7, a0
	andn t0, s8, t5
	xor a3, a3, t0
	sd a7, 96(sp)
	xor a7, a5, a3
	andn t0, s1, s8
	xor t5, t5, t0
	sd a0, 104(sp)
	xor a0, a2, t5
	andn t0, s3, s1
	xor s1, s8, t0
	xor s3, s5, s1
	andn t0, a1, a6
	xor s8, s11, t0
	xor t3, t3, s8
	sd s5, 112(sp)
	andn t0, s0, a1
	xor s5, a6, t0
	xor s10, s10, s5
	andn t0, s7, s0
	xor a1, a1, t0
	xor a7, a7, a1
	andn t0, s11, s7
	xor s0, s0, t0
	xor a0, a0, s0
	andn t0, a6, s11
	xor s11, s7, t0
	xor s3, s3, s11
	andn t0, t4, s6
	xor a6, a4, t0
	xor t3, t3, a6
	andn t0, s9, t4
	xor s7, s6, t0
	xor s10, s10, s7
	andn t0, s2, s9
	xor t4, t4, t0
	xor a7, a7, t4
	andn t0, a4, s2
	xor s9, s9, t0
	xor a0, a0, s9
	andn t0, s6, a4
	xor a4, s2, t0
	xor s3, s3, a4
	ld s6, 72(sp)
	ld s2, 64(sp)
	sd s7, 120(sp)
	andn t0, s4, s6
	xor s7, s2, t0
	xor t3, t3, s7
	sd s5, 128(sp)
	ld s5, 56(sp)
	sd a4, 136(sp)
	andn t0, s5, s4
	xor a4, s6, t0
	xor s10, s10, a4
	sd a4, 144(sp)
	ld a4, 48(sp)
	andn t0, a4, s5
	xor s4, s4, t0
	xor a7, a7, s4
	andn t0, s2, a4
	xor s5, s5, t0
	xor a0, a0, s5
	andn t0, s6, s2
	xor s6, a4, t0
	xor s3, s3, s6
	rori t0, s10, 63
	xor a4, s3, t0
	ld s2, 88(sp)
	xor s2, s2, a4
	xor t0, s8, a4
	rori s8, t0, 28
	xor t0, a6, a4
	rori a6, t0, 61
	xor t0, s7, a4
	rori s7, t0, 23
	sd s8, 88(sp)
	ld s8, 80(sp)
	xor t0, s8, a4
	rori s8, t0, 46
	rori t0, s3, 63
	xor s3, a7, t0
	xor t0, t5, s3
	rori t5, t0, 36
	xor t0, s0, s3
	rori s0, t0, 9
	xor t0, s9, s3
	rori s9, t0, 39
	xor t0, s5, s3
	rori s5, t0, 43
	xor t0, a2, s3
	rori a2, t0, 8
	rori t0, a0, 63
	xor s10, s10, t0
	xor t0, a3, s10
	rori a3, t0, 2
	xor t0, a1, s10
	rori a1, t0, 58
	xor t0, t4, s10
	rori t4, t0, 21
	xor t0, s4, s10
	rori s4, t0, 49
	xor t0, a5, s10
	rori s10, t0, 3
	rori t0, t3, 63
	xor a0, a0, t0
	xor t0, s1, a0
	rori s1, t0, 37
	xor t0, s11, a0
	rori s11, t0, 44
	ld a5, 136(sp)
	xor t0, a5, a0
	rori a5, t0, 25
	xor t0, s6, a0
	rori s6, t0, 56
	ld s3, 112(sp)
	xor t0, s3, a0
	rori s3, t0, 50
	rori t0, a7, 63
	xor a7, t3, t0
	ld t3, 104(sp)
	xor t0, t3, a7
	rori t3, t0, 63
	ld a0, 128(sp)
	xor t0, a0, a7
	rori a0, t0, 20
	ld a4, 120(sp)
	xor t0, a4, a7
	rori a4, t0, 54
	sd a2, 120(sp)
	ld a2, 144(sp)
	xor t0, a2, a7
	rori a2, t0, 19
	sd s4, 144(sp)
	ld s4, 96(sp)
	xor t0, s4, a7
	rori a7, t0, 62
	andn t0, a5, s0
	xor s4, a3, t0
	sd s1, 96(sp)
	andn t0, s7, a5
	xor s1, s0, t0
	andn t0, a7, s7
	xor a5, a5, t0
	andn t0, a3, a7
	xor s7, s7, t0
	andn t0, s0, a3
	xor s0, a7, t0
	andn t0, t4, a0
	xor a7, s2, t0
	ld a3, 8(sp)
	ld t0, 8(a3)
	xor a7, a7, t0
	xor a3, s4, a7
	sd s4, 128(sp)
	andn t0, s5, t4
	xor s4, a0, t0
	sd a7, 104(sp)
	xor a7, s1, s4
	andn t0, s3, s5
	xor t4, t4, t0
	sd s1, 112(sp)
	xor s1, a5, t4
	andn t0, s2, s3
	xor s5, s5, t0
	sd s4, 136(sp)
	xor s4, s7, s5
	andn t0, a0, s2
	xor s2, s3, t0
	xor a0, s0, s2
	andn t0, a6, s11
	xor s3, t5, t0
	xor a3, a3, s3
	sd s0, 80(sp)
	andn t0, a2, a6
	xor s0, s11, t0
	xor a7, a7, s0
	andn t0, s10, a2
	xor a6, a6, t0
	xor s1, s1, a6
	andn t0, t5, s10
	xor a2, a2, t0
	xor s4, s4, a2
	andn t0, s11, t5
	xor t5, s10, t0
	xor a0, a0, t5
	andn t0, s9, a1
	xor s11, t3, t0
	xor a3, a3, s11
	andn t0, s6, s9
	xor s10, a1, t0
	xor a7, a7, s10
	andn t0, s8, s6
	xor s9, s9, t0
	xor s1, s1, s9
	andn t0, t3, s8
	xor s6, s6, t0
	xor s4, s4, s6
	andn t0, a1, t3
	xor t3, s8, t0
	xor a0, a0, t3
	ld a1, 88(sp)
	ld s8, 96(sp)
	sd s10, 48(sp)
	andn t0, a4, a1
	xor s10, s8, t0
	xor a3, a3, s10
	sd s0, 64(sp)
	ld s0, 144(sp)
	sd t3, 72(sp)
	andn t0, s0, a4
	xor t3, a1, t0
	xor a7, a7, t3
	sd t3, 56(sp)
	ld t3, 120(sp)
	andn t0, t3, s0
	xor a4, a4, t0
	xor s1, s1, a4
	andn t0, s8, t3
	xor s0, s0, t0
	xor s4, s4, s0
	andn t0, a1, s8
	xor s8, t3, t0
	xor a0, a0, s8
	rori t0, a7, 63
	xor t3, a0, t0
	ld a1, 104(sp)
	xor a1, a1, t3
	xor t0, s3, t3
	rori s3, t0, 28
	xor t0, s11, t3
	rori s11, t0, 61
	xor t0, s10, t3
	rori s10, t0, 23
	sd s3, 104(sp)
	ld s3, 128(sp)
	xor t0, s3, t3
	rori t3, t0, 46
	rori t0, a0, 63
	xor a0, s1, t0
	xor t0, s5, a0
	rori s5, t0, 36
	xor t0, a2, a0
	rori a2, t0, 9
	xor t0, s6, a0
	rori s6, t0, 39
	xor t0, s0, a0
	rori s0, t0, 43
	xor t0, s7, a0
	rori a0, t0, 8
	rori t0, s4, 63
	xor a7, a7, t0
	xor t0, t4, a7
	rori t4, t0, 2
	xor t0, a6, a7
	rori a6, t0, 58
	xor t0, s9, a7
	rori s9, t0, 21
	xor t0, a4, a7
	rori a4, t0, 49
	xor t0, a5, a7
	rori a5, t0, 3
	rori t0, a3, 63
	xor s4, s4, t0
	xor t0, s2, s4
	rori s2, t0, 37
	xor t0, t5, s4
	rori t5, t0, 44
	ld a7, 72(sp)
	xor t0, a7, s4
	rori a7, t0, 25
	xor t0, s8, s4
	rori s8, t0, 56
	ld s7, 80(sp)
	xor t0, s7, s4
	rori s4, t0, 50
	rori t0, s1, 63
	xor s1, a3, t0
	ld a3, 136(sp)
	xor t0, a3, s1
	rori a3, t0, 63
	ld s7, 64(sp)
	xor t0, s7, s1
	rori s7, t0, 20
	ld s3, 48(sp)
	xor t0, s3, s1
	rori s3, t0, 54
	sd a0, 48(sp)
	ld a0, 56(sp)
	xor t0, a0, s1
	rori a0, t0, 19
	sd a4, 56(sp)
	ld a4, 112(sp)
	xor t0, a4, s1
	rori a4, t0, 62
	andn t0, a7, a2
	xor s1, t4, t0
	sd s2, 112(sp)
	andn t0, s10, a7
	xor s2, a2, t0
	andn t0, a4, s10
	xor a7, a7, t0
	andn t0, t4, a4
	xor s10, s10, t0
	andn t0, a2, t4
	xor a2, a4, t0
	andn t0, s9, s7
	xor a4, a1, t0
	ld t4, 8(sp)
	ld t0, 16(t4)
	xor a4, a4, t0
	xor t4, s1, a4
	sd s1, 64(sp)
	andn t0, s0, s9
	xor s1, s7, t0
	sd a4, 136(sp)
	xor a4, s2, s1
	andn t0, s4, s0
	xor s9, s9, t0
	sd s2, 80(sp)
	xor s2, a7, s9
	andn t0, a1, s4
	xor s0, s0, t0
	sd s1, 72(sp)
	xor s1, s10, s0
	andn t0, s7, a1
	xor s7, s4, t0
	xor s4, a2, s7
	andn t0, s11, t5
	xor a1, s5, t0
	xor t4, t4, a1
	sd a2, 128(sp)
	andn t0, a0, s11
	xor a2, t5, t0
	xor a4, a4, a2
	andn t0, a5, a0
	xor s11, s11, t0
	xor s2, s2, s11
	andn t0, s5, a5
	xor a0, a0, t0
	xor s1, s1, a0
	andn t0, t5, s5
	xor s5, a5, t0
	xor s4, s4, s5
	andn t0, s6, a6
	xor t5, a3, t0
	xor t4, t4, t5
	andn t0, s8, s6
	xor a5, a6, t0
	xor a4, a4, a5
	andn t0, t3, s8
	xor s6, s6, t0
	xor s2, s2, s6
	andn t0, a3, t3
	xor s8, s8, t0
	xor s1, s1, s8
	andn t0, a6, a3
	xor a6, t3, t0
	xor s4, s4, a6
	ld a3, 104(sp)
	ld t3, 112(sp)
	sd a5, 120(sp)
	andn t0, s3, a3
	xor a5, t3, t0
	xor t4, t4, a5
	sd a2, 88(sp)
	ld a2, 56(sp)
	sd a6, 96(sp)
	andn t0, a2, s3
	xor a6, a3, t0
	xor a4, a4, a6
	sd a6, 144(sp)
	ld a6, 48(sp)
	andn t0, a6, a2
	xor s3, s3, t0
	xor s2, s2, s3
	andn t0, t3, a6
	xor a2, a2, t0
	xor s1, s1, a2
	andn t0, a3, t3
	xor a3, a6, t0
	xor s4, s4, a3
	rori t0, a4, 63
	xor a6, s4, t0
	ld t3, 136(sp)
	xor t3, t3, a6
	xor t0, a1, a6
	rori a1, t0, 28
	xor t0, t5, a6
	rori t5, t0, 61
	xor t0, a5, a6
	rori a5, t0, 23
	sd a1, 136(sp)
	ld a1, 64(sp)
	xor t0, a1, a6
	rori a1, t0, 46
	rori t0, s4, 63
	xor s4, s2, t0
	xor t0, s0, s4
	rori s0, t0, 36
	xor t0, a0, s4
	rori a0, t0, 9
	xor t0, s8, s4
	rori s8, t0, 39
	xor t0, a2, s4
	rori a2, t0, 43
	xor t0, s10, s4
	rori s4, t0, 8
	rori t0, s1, 63
	xor a4, a4, t0
	xor t0, s9, a4
	rori s9, t0, 2
	xor t0, s11, a4
	rori s11, t0, 58
	xor t0, s6, a4
	rori s6, t0, 21
	xor t0, s3, a4
	rori s3, t0, 49
	xor t0, a7, a4
	rori a4, t0, 3
	rori t0, t4, 63
	xor s1, s1, t0
	xor t0, s7, s1
	rori s7, t0, 37
	xor t0, s5, s1
	rori s5, t0, 44
	ld a7, 96(sp)
	xor t0, a7, s1
	rori a7, t0, 25
	xor t0, a3, s1
	rori a3, t0, 56
	ld s10, 128(sp)
	xor t0, s10, s1
	rori s10, t0, 50
	rori t0, s2, 63
	xor s2, t4, t0
	ld t4, 72(sp)
	xor t0, t4, s2
	rori t4, t0, 63
	ld s1, 88(sp)
	xor t0, s1, s2
	rori s1, t0, 20
	ld a6, 120(sp)
	xor t0, a6, s2
	rori a6, t0, 54
	sd s4, 120(sp)
	ld s4, 144(sp)
	xor t0, s4, s2
	rori s4, t0, 19
	sd s3, 144(sp)
	ld s3, 80(sp)
	xor t0, s3, s2
	rori s2, t0, 62
	andn t0, a7, a0
	xor s3, s9, t0
	sd s7, 80(sp)
	andn t0, a5, a7
	xor s7, a0, t0
	andn t0, s2, a5
	xor a7, a7, t0
	andn t0, s9, s2
	xor a5, a5, t0
	andn t0, a0, s9
	xor a0, s2, t0
	andn t0, s6, s1
	xor s2, t3, t0
	ld s9, 8(sp)
	ld t0, 24(s9)
	xor s2, s2, t0
	xor s9, s3, s2
	sd s3, 88(sp)
	andn t0, a2, s6
	xor s3, s1, t0
	sd s2, 72(sp)
	xor s2, s7, s3
	andn t0, s10, a2
	xor s6, s6, t0
	sd s7, 128(sp)
	xor s7, a7, s6
	andn t0, t3, s10
	xor a2, a2, t0
	sd s3, 96(sp)
	xor s3, a5, a2
	andn t0, s1, t3
	xor t3, s10, t0
	xor s1, a0, t3
	andn t0, t5, s5
	xor s10, s0, t0
	xor s9, s9, s10
	sd a0, 64(sp)
	andn t0, s4, t5
	xor a0, s5, t0
	xor s2, s2, a0
	andn t0, a4, s4
	xor t5, t5, t0
	xor s7, s7, t5
	andn t0, s0, a4
	xor s4, s4, t0
	xor s3, s3, s4
	andn t0, s5, s0
	xor s5, a4, t0
	xor s1, s1, s5
	andn t0, s8, s11
	xor a4, t4, t0
	xor s9, s9, a4
	andn t0, a3, s8
	xor s0, s11, t0
	xor s2, s2, s0
	andn t0, a1, a3
	xor s8, s8, t0
	xor s7, s7, s8
	andn t0, t4, a1
	xor a3, a3, t0
	xor s3, s3, a3
	andn t0, s11, t4
	xor t4, a1, t0
	xor s1, s1, t4
	ld s11, 136(sp)
	ld a1, 80(sp)
	sd s0, 48(sp)
	andn t0, a6, s11
	xor s0, a1, t0
	xor s9, s9, s0
	sd a0, 112(sp)
	ld a0, 144(sp)
	sd t4, 104(sp)
	andn t0, a0, a6
	xor t4, s11, t0
	xor s2, s2, t4
	sd t4, 56(sp)
	ld t4, 120(sp)
	andn t0, t4, a0
	xor a6, a6, t0
	xor s7, s7, a6
	andn t0, a1, t4
	xor a0, a0, t0
	xor s3, s3, a0
	andn t0, s11, a1
	xor s11, t4, t0
	xor s1, s1, s11
	rori t0, s2, 63
	xor t4, s1, t0
	ld a1, 72(sp)
	xor a1, a1, t4
	xor t0, s10, t4
	rori s10, t0, 28
	xor t0, a4, t4
	rori a4, t0, 61
	xor t0, s0, t4
	rori s0, t0, 23
	sd s10, 72(sp)
	ld s10, 88(sp)
	xor t0, s10, t4
	rori s10, t0, 46
	rori t0, s1, 63
	xor s1, s7, t0
	xor t0, a2, s1
	rori a2, t0, 36
	xor t0, s4, s1
	rori s4, t0, 9
	xor t0, a3, s1
	rori a3, t0, 39
	xor t0, a0, s1
	rori a0, t0, 43
	xor t0, a5, s1
	rori a5, t0, 8
	rori t0, s3, 63
	xor s2, s2, t0
	xor t0, s6, s2
	rori s6, t0, 2
	xor t0, t5, s2
	rori t5, t0, 58
	xor t0, s8, s2
	rori s8, t0, 21
	xor t0, a6, s2
	rori a6, t0, 49
	xor t0, a7, s2
	rori a7, t0, 3
	rori t0, s9, 63
	xor s3, s3, t0
	xor t0, t3, s3
	rori t3, t0, 37
	xor t0, s5, s3
	rori s5, t0, 44
	ld s2, 104(sp)
	xor t0, s2, s3
	rori s2, t0, 25
	xor t0, s11, s3
	rori s11, t0, 56
	ld s1, 64(sp)
	xor t0, s1, s3
	rori s1, t0, 50
	rori t0, s7, 63
	xor s7, s9, t0
	ld s9, 96(sp)
	xor t0, s9, s7
	rori s9, t0, 63
	ld s3, 112(sp)
	xor t0, s3, s7
	rori s3, t0, 20
	ld t4, 48(sp)
	xor t0, t4, s7
	rori t4, t0, 54
	sd a5, 48(sp)
	ld a5, 56(sp)
	xor t0, a5, s7
	rori a5, t0, 19
	sd a6, 56(sp)
	ld a6, 128(sp)
	xor t0, a6, s7
	rori s7, t0, 62
	andn t0, s2, s4
	xor a6, s6, t0
	sd t3, 128(sp)
	andn t0, s0, s2
	xor t3, s4, t0
	andn t0, s7, s0
	xor s2, s2, t0
	andn t0, s6, s7
	xor s0, s0, t0
	andn t0, s4, s6
	xor s4, s7, t0
	andn t0, s8, s3
	xor s7, a1, t0
	ld s6, 8(sp)
	ld t0, 32(s6)
	xor s7, s7, t0
	xor s6, a6, s7
	sd a6, 112(sp)
	andn t0, a0, s8
	xor a6, s3, t0
	sd s7, 96(sp)
	xor s7, t3, a6
	andn t0, s1, a0
	xor s8, s8, t0
	sd t3, 64(sp)
	xor t3, s2, s8
	andn t0, a1, s1
	xor a0, a0, t0
	sd a6, 104(sp)
	xor a6, s0, a0
	andn t0, s3, a1
	xor a1, s1, t0
	xor s3, s4, a1
	andn t0, a4, s5
	xor s1, a2, t0
	xor s6, s6, s1
	sd s4, 88(sp)
	andn t0, a5, a4
	xor s4, s5, t0
	xor s7, s7, s4
	andn t0, a7, a5
	xor a4, a4, t0
	xor t3, t3, a4
	andn t0, a2, a7
	xor a5, a5, t0
	xor a6, a6, a5
	andn t0, s5, a2
	xor a2, a7, t0
	xor s3, s3, a2
	andn t0, a3, t5
	xor s5, s9, t0
	xor s6, s6, s5
	andn t0, s11, a3
	xor a7, t5, t0
	xor s7, s7, a7
	andn t0, s10, s11
	xor a3, a3, t0
	xor t3, t3, a3
	andn t0, s9, s10
	xor s11, s11, t0
	xor a6, a6, s11
	andn t0, t5, s9
	xor s9, s10, t0
	xor s3, s3, s9
	ld t5, 72(sp)
	ld s10, 128(sp)
	sd a7, 120(sp)
	andn t0, t4, t5
	xor a7, s10, t0
	xor s6, s6, a7
	sd s4, 80(sp)
	ld s4, 56(sp)
	sd s9, 136(sp)
	andn t0, s4, t4
	xor s9, t5, t0
	xor s7, s7, s9
	sd s9, 144(sp)
	ld s9, 48(sp)
	andn t0, s9, s4
	xor t4, t4, t0
	xor t3, t3, t4
	andn t0, s10, s9
	xor s4, s4, t0
	xor a6, a6, s4
	andn t0, t5, s10
	xor s10, s9, t0
	xor s3, s3, s10
	rori t0, s7, 63
	xor s9, s3, t0
	ld t5, 96(sp)
	xor t5, t5, s9
	xor t0, s1, s9
	rori s1, t0, 28
	xor t0, s5, s9
	rori s5, t0, 61
	xor t0, a7, s9
	rori a7, t0, 23
	sd s1, 96(sp)
	ld s1, 112(sp)
	xor t0, s1, s9
	rori s9, t0, 46
	rori t0, s3, 63
	xor s3, t3, t0
	xor t0, a0, s3
	rori a0, t0, 36
	xor t0, a5, s3
	rori a5, t0, 9
	xor t0, s11, s3
	rori s11, t0, 39
	xor t0, s4, s3
	rori s4, t0, 43
	xor t0, s0, s3
	rori s3, t0, 8
	rori t0, a6, 63
	xor s7, s7, t0
	xor t0, s8, s7
	rori s8, t0, 2
	xor t0, a4, s7
	rori a4, t0, 58
	xor t0, a3, s7
	rori a3, t0, 21
	xor t0, t4, s7
	rori t4, t0, 49
	xor t0, s2, s7
	rori s2, t0, 3
	rori t0, s6, 63
	xor a6, a6, t0
	xor t0, a1, a6
	rori a1, t0, 37
	xor t0, a2, a6
	rori a2, t0, 44
	ld s7, 136(sp)
	xor t0, s7, a6
	rori s7, t0, 25
	xor t0, s10, a6
	rori s10, t0, 56
	ld s0, 88(sp)
	xor t0, s0, a6
	rori a6, t0, 50
	rori t0, t3, 63
	xor t3, s6, t0
	ld s6, 104(sp)
	xor t0, s6, t3
	rori s6, t0, 63
	ld s0, 80(sp)
	xor t0, s0, t3
	rori s0, t0, 20
	ld s1, 120(sp)
	xor t0, s1, t3
	rori s1, t0, 54
	sd s3, 120(sp)
	ld s3, 144(sp)
	xor t0, s3, t3
	rori s3, t0, 19
	sd t4, 144(sp)
	ld t4, 64(sp)
	xor t0, t4, t3
	rori t4, t0, 62
	andn t0, s7, a5
	xor t3, s8, t0
	sd a1, 64(sp)
	andn t0, a7, s7
	xor a1, a5, t0
	andn t0, t4, a7
	xor s7, s7, t0
	andn t0, s8, t4
	xor a7, a7, t0
	andn t0, a5, s8
	xor s8, t4, t0
	andn t0, a3, s0
	xor t4, t5, t0
	ld a5, 8(sp)
	ld t0, 40(a5)
	xor t4, t4, t0
	xor a5, t3, t4
	sd t3, 80(sp)
	andn t0, s4, a3
	xor t3, s0, t0
	sd t4, 104(sp)
	xor t4, a1, t3
	andn t0, a6, s4
	xor a3, a3, t0
	sd a1, 88(sp)
	xor a1, s7, a3
	andn t0, t5, a6
	xor s4, s4, t0
	sd t3, 136(sp)
	xor t3, a7, s4
	andn t0, s0, t5
	xor t5, a6, t0
	xor s0, s8, t5
	andn t0, s5, a2
	xor a6, a0, t0
	xor a5, a5, a6
	sd s8, 112(sp)
	andn t0, s3, s5
	xor s8, a2, t0
	xor t4, t4, s8
	andn t0, s2, s3
	xor s5, s5, t0
	xor a1, a1, s5
	andn t0, a0, s2
	xor s3, s3, t0
	xor t3, t3, s3
	andn t0, a2, a0
	xor a0, s2, t0
	xor s0, s0, a0
	andn t0, s11, a4
	xor a2, s6, t0
	xor a5, a5, a2
	andn t0, s10, s11
	xor s2, a4, t0
	xor t4, t4, s2
	andn t0, s9, s10
	xor s11, s11, t0
	xor a1, a1, s11
	andn t0, s6, s9
	xor s10, s10, t0
	xor t3, t3, s10
	andn t0, a4, s6
	xor s6, s9, t0
	xor s0, s0, s6
	ld a4, 96(sp)
	ld s9, 64(sp)
	sd s2, 48(sp)
	andn t0, s1, a4
	xor s2, s9, t0
	xor a5, a5, s2
	sd s8, 72(sp)
	ld s8, 144(sp)
	sd s6, 128(sp)
	andn t0, s8, s1
	xor s6, a4, t0
	xor t4, t4, s6
	sd s6, 56(sp)
	ld s6, 120(sp)
	andn t0, s6, s8
	xor s1, s1, t0
	xor a1, a1, s1
	andn t0, s9, s6
	xor s8, s8, t0
	xor t3, t3, s8
	andn t0, a4, s9
	xor a4, s6, t0
	xor s0, s0, a4
	rori t0, t4, 63
	xor s6, s0, t0
	ld s9, 104(sp)
	xor s9, s9, s6
	xor t0, a6, s6
	rori a6, t0, 28
	xor t0, a2, s6
	rori a2, t0, 61
	xor t0, s2, s6
	rori s2, t0, 23
	sd a6, 104(sp)
	ld a6, 80(sp)
	xor t0, a6, s6
	rori a6, t0, 46
	rori t0, s0, 63
	xor s0, a1, t0
	xor t0, s4, s0
	rori s4, t0, 36
	xor t0, s3, s0
	rori s3, t0, 9
	xor t0, s10, s0
	rori s10, t0, 39
	xor t0, s8, s0
	rori s8, t0, 43
	xor t0, a7, s0
	rori a7, t0, 8
	rori t0, t3, 63
	xor t4, t4, t0
	xor t0, a3, t4
	rori a3, t0, 2
	xor t0, s5, t4
	rori s5, t0, 58
	xor t0, s11, t4
	rori s11, t0, 21
	xor t0, s1, t4
	rori s1, t0, 49
	xor t0, s7, t4
	rori t4, t0, 3
	rori t0, a5, 63
	xor t3, t3, t0
	xor t0, t5, t3
	rori t5, t0, 37
	xor t0, a0, t3
	rori a0, t0, 44
	ld s7, 128(sp)
	xor t0, s7, t3
	rori s7, t0, 25
	xor t0, a4, t3
	rori a4, t0, 56
	ld s0, 112(sp)
	xor t0, s0, t3
	rori s0, t0, 50
	rori t0, a1, 63
	xor a1, a5, t0
	ld a5, 136(sp)
	xor t0, a5, a1
	rori a5, t0, 63
	ld t3, 72(sp)
	xor t0, t3, a1
	rori t3, t0, 20
	ld s6, 48(sp)
	xor t0, s6, a1
	rori s6, t0, 54
	sd a7, 48(sp)
	ld a7, 56(sp)
	xor t0, a7, a1
	rori a7, t0, 19
	sd s1, 56(sp)
	ld s1, 88(sp)
	xor t0, s1, a1
	rori a1, t0, 62
	andn t0, s7, s3
	xor s1, a3, t0
	sd t5, 88(sp)
	andn t0, s2, s7
	xor t5, s3, t0
	andn t0, a1, s2
	xor s7, s7, t0
	andn t0, a3, a1
	xor s2, s2, t0
	andn t0, s3, a3
	xor s3, a1, t0
	andn t0, s11, t3
	xor a1, s9, t0
	ld a3, 8(sp)
	ld t0, 48(a3)
	xor a1, a1, t0
	xor a3, s1, a1
	sd s1, 72(sp)
	andn t0, s8, s11
	xor s1, t3, t0
	sd a1, 136(sp)
	xor a1, t5, s1
	andn t0, s0, s8
	xor s11, s11, t0
	sd t5, 112(sp)
	xor t5, s7, s11
	andn t0, s9, s0
	xor s8, s8, t0
	sd s1, 128(sp)
	xor s1, s2, s8
	andn t0, t3, s9
	xor s9, s0, t0
	xor t3, s3, s9
	andn t0, a2, a0
	xor s0, s4, t0
	xor a3, a3, s0
	sd s3, 80(sp)
	andn t0, a7, a2
	xor s3, a0, t0
	xor a1, a1, s3
	andn t0, t4, a7
	xor a2, a2, t0
	xor t5, t5, a2
	andn t0, s4, t4
	xor a7, a7, t0
	xor s1, s1, a7
	andn t0, a0, s4
	xor a0, t4, t0
	xor t3, t3, a0
	andn t0, s10, s5
	xor t4, a5, t0
	xor a3, a3, t4
	andn t0, a4, s10
	xor s4, s5, t0
	xor a1, a1, s4
	andn t0, a6, a4
	xor s10, s10, t0
	xor t5, t5, s10
	andn t0, a5, a6
	xor a4, a4, t0
	xor s1, s1, a4
	andn t0, s5, a5
	xor a5, a6, t0
	xor t3, t3, a5
	ld s5, 104(sp)
	ld a6, 88(sp)
	sd s4, 120(sp)
	andn t0, s6, s5
	xor s4, a6, t0
	xor a3, a3, s4
	sd s3, 64(sp)
	ld s3, 56(sp)
	sd a5, 96(sp)
	andn t0, s3, s6
	xor a5, s5, t0
	xor a1, a1, a5
	sd a5, 144(sp)
	ld a5, 48(sp)
	andn t0, a5, s3
	xor s6, s6, t0
	xor t5, t5, s6
	andn t0, a6, a5
	xor s3, s3, t0
	xor s1, s1, s3
	andn t0, s5, a6
	xor s5, a5, t0
	xor t3, t3, s5
	rori t0, a1, 63
	xor a5, t3, t0
	ld a6, 136(sp)
	xor a6, a6, a5
	xor t0, s0, a5
	rori s0, t0, 28
	xor t0, t4, a5
	rori t4, t0, 61
	xor t0, s4, a5
	rori s4, t0, 23
	sd s0, 136(sp)
	ld s0, 72(sp)
	xor t0, s0, a5
	rori a5, t0, 46
	rori t0, t3, 63
	xor t3, t5, t0
	xor t0, s8, t3
	rori s8, t0, 36
	xor t0, a7, t3
	rori a7, t0, 9
	xor t0, a4, t3
	rori a4, t0, 39
	xor t0, s3, t3
	rori s3, t0, 43
	xor t0, s2, t3
	rori t3, t0, 8
	rori t0, s1, 63
	xor a1, a1, t0
	xor t0, s11, a1
	rori s11, t0, 2
	xor t0, a2, a1
	rori a2, t0, 58
	xor t0, s10, a1
	rori s10, t0, 21
	xor t0, s6, a1
	rori s6, t0, 49
	xor t0, s7, a1
	rori s7, t0, 3
	rori t0, a3, 63
	xor s1, s1, t0
	xor t0, s9, s1
	rori s9, t0, 37
	xor t0, a0, s1
	rori a0, t0, 44
	ld a1, 96(sp)
	xor t0, a1, s1
	rori a1, t0, 25
	xor t0, s5, s1
	rori s5, t0, 56
	ld s2, 80(sp)
	xor t0, s2, s1
	rori s1, t0, 50
	rori t0, t5, 63
	xor t5, a3, t0
	ld a3, 128(sp)
	xor t0, a3, t5
	rori a3, t0, 63
	ld s2, 64(sp)
	xor t0, s2, t5
	rori s2, t0, 20
	ld s0, 120(sp)
	xor t0, s0, t5
	rori s0, t0, 54
	sd t3, 120(sp)
	ld t3, 144(sp)
	xor t0, t3, t5
	rori t3, t0, 19
	sd s6, 144(sp)
	ld s6, 112(sp)
	xor t0, s6, t5
	rori t5, t0, 62
	andn t0, a1, a7
	xor s6, s11, t0
	sd s9, 112(sp)
	andn t0, s4, a1
	xor s9, a7, t0
	andn t0, t5, s4
	xor a1, a1, t0
	andn t0, s11, t5
	xor s4, s4, t0
	andn t0, a7, s11
	xor a7, t5, t0
	andn t0, s10, s2
	xor t5, a6, t0
	ld s11, 8(sp)
	ld t0, 56(s11)
	xor t5, t5, t0
	xor s11, s6, t5
	sd s6, 64(sp)
	andn t0, s3, s10
	xor s6, s2, t0
	sd t5, 128(sp)
	xor t5, s9, s6
	andn t0, s1, s3
	xor s10, s10, t0
	sd s9, 80(sp)
	xor s9, a1, s10
	andn t0, a6, s1
	xor s3, s3, t0
	sd s6, 96(sp)
	xor s6, s4, s3
	andn t0, s2, a6
	xor s2, s1, t0
	xor s1, a7, s2
	andn t0, t4, a0
	xor a6, s8, t0
	xor s11, s11, a6
	sd a7, 72(sp)
	andn t0, t3, t4
	xor a7, a0, t0
	xor t5, t5, a7
	andn t0, s7, t3
	xor t4, t4, t0
	xor s9, s9, t4
	andn t0, s8, s7
	xor t3, t3, t0
	xor s6, s6, t3
	andn t0, a0, s8
	xor s8, s7, t0
	xor s1, s1, s8
	andn t0, a4, a2
	xor a0, a3, t0
	xor s11, s11, a0
	andn t0, s5, a4
	xor s7, a2, t0
	xor t5, t5, s7
	andn t0, a5, s5
	xor a4, a4, t0
	xor s9, s9, a4
	andn t0, a3, a5
	xor s5, s5, t0
	xor s6, s6, s5
	andn t0, a2, a3
	xor a2, a5, t0
	xor s1, s1, a2
	ld a3, 136(sp)
	ld a5, 112(sp)
	sd s7, 48(sp)
	andn t0, s0, a3
	xor s7, a5, t0
	xor s11, s11, s7
	sd a7, 88(sp)
	ld a7, 144(sp)
	sd a2, 104(sp)
	andn t0, a7, s0
	xor a2, a3, t0
	xor t5, t5, a2
	sd a2, 56(sp)
	ld a2, 120(sp)
	andn t0, a2, a7
	xor s0, s0, t0
	xor s9, s9, s0
	andn t0, a5, a2
	xor a7, a7, t0
	xor s6, s6, a7
	andn t0, a3, a5
	xor a3, a2, t0
	xor s1, s1, a3
	rori t0, t5, 63
	xor a2, s1, t0
	ld a5, 128(sp)
	xor a5, a5, a2
	xor t0, a6, a2
	rori a6, t0, 28
	xor t0, a0, a2
	rori a0, t0, 61
	xor t0, s7, a2
	rori s7, t0, 23
	sd a6, 128(sp)
	ld a6, 64(sp)
	xor t0, a6, a2
	rori a6, t0, 46
	rori t0, s1, 63
	xor s1, s9, t0
	xor t0, s3, s1
	rori s3, t0, 36
	xor t0, t3, s1
	rori t3, t0, 9
	xor t0, s5, s1
	rori s5, t0, 39
	xor t0, a7, s1
	rori a7, t0, 43
	xor t0, s4, s1
	rori s1, t0, 8
	rori t0, s6, 63
	xor t5, t5, t0
	xor t0, s10, t5
	rori s10, t0, 2
	xor t0, t4, t5
	rori t4, t0, 58
	xor t0, a4, t5
	rori a4, t0, 21
	xor t0, s0, t5
	rori s0, t0, 49
	xor t0, a1, t5
	rori a1, t0, 3
	rori t0, s11, 63
	xor s6, s6, t0
	xor t0, s2, s6
	rori s2, t0, 37
	xor t0, s8, s6
	rori s8, t0, 44
	ld t5, 104(sp)
	xor t0, t5, s6
	rori t5, t0, 25
	xor t0, a3, s6
	rori a3, t0, 56
	ld s4, 72(sp)
	xor t0, s4, s6
	rori s4, t0, 50
	rori t0, s9, 63
	xor s9, s11, t0
	ld s11, 96(sp)
	xor t0, s11, s9
	rori s11, t0, 63
	ld s6, 88(sp)
	xor t0, s6, s9
	rori s6, t0, 20
	ld a2, 48(sp)
	xor t0, a2, s9
	rori a2, t0, 54
	sd s1, 48(sp)
	ld s1, 56(sp)
	xor t0, s1, s9
	rori s1, t0, 19
	sd s0, 56(sp)
	ld s0, 80(sp)
	xor t0, s0, s9
	rori s0, t0, 62
	andn t0, t5, t3
	xor s9, s10, t0
	sd s2, 80(sp)
	andn t0, s7, t5
	xor s2, t3, t0
	andn t0, s0, s7
	xor t5, t5, t0
	andn t0, s10, s0
	xor s7, s7, t0
	andn t0, t3, s10
	xor s10, s0, t0
	andn t0, a4, s6
	xor s0, a5, t0
	ld t3, 8(sp)
	ld t0, 64(t3)
	xor s0, s0, t0
	xor t3, s9, s0
	sd s9, 88(sp)
	andn t0, a7, a4
	xor s9, s6, t0
	sd s0, 96(sp)
	xor s0, s2, s9
	andn t0, s4, a7
	xor a4, a4, t0
	sd s2, 72(sp)
	xor s2, t5, a4
	andn t0, a5, s4
	xor a7, a7, t0
	sd s9, 104(sp)
	xor s9, s7, a7
	andn t0, s6, a5
	xor a5, s4, t0
	xor s6, s10, a5
	andn t0, a0, s8
	xor s4, s3, t0
	xor t3, t3, s4
	sd s10, 64(sp)
	andn t0, s1, a0
	xor s10, s8, t0
	xor s0, s0, s10
	andn t0, a1, s1
	xor a0, a0, t0
	xor s2, s2, a0
	andn t0, s3, a1
	xor s1, s1, t0
	xor s9, s9, s1
	andn t0, s8, s3
	xor s3, a1, t0
	xor s6, s6, s3
	andn t0, s5, t4
	xor s8, s11, t0
	xor t3, t3, s8
	andn t0, a3, s5
	xor a1, t4, t0
	xor s0, s0, a1
	andn t0, a6, a3
	xor s5, s5, t0
	xor s2, s2, s5
	andn t0, s11, a6
	xor a3, a3, t0
	xor s9, s9, a3
	andn t0, t4, s11
	xor s11, a6, t0
	xor s6, s6, s11
	ld t4, 128(sp)
	ld a6, 80(sp)
	sd a1, 120(sp)
	andn t0, a2, t4
	xor a1, a6, t0
	xor t3, t3, a1
	sd s10, 112(sp)
	ld s10, 56(sp)
	sd s11, 136(sp)
	andn t0, s10, a2
	xor s11, t4, t0
	xor s0, s0, s11
	sd s11, 144(sp)
	ld s11, 48(sp)
	andn t0, s11, s10
	xor a2, a2, t0
	xor s2, s2, a2
	andn t0, a6, s11
	xor s10, s10, t0
	xor s9, s9, s10
	andn t0, t4, a6
	xor t4, s11, t0
	xor s6, s6, t4
	rori t0, s0, 63
	xor s11, s6, t0
	ld a6, 96(sp)
	xor a6, a6, s11
	xor t0, s4, s11
	rori s4, t0, 28
	xor t0, s8, s11
	rori s8, t0, 61
	xor t0, a1, s11
	rori a1, t0, 23
	sd s4, 96(sp)
	ld s4, 88(sp)
	xor t0, s4, s11
	rori s4, t0, 46
	rori t0, s6, 63
	xor s6, s2, t0
	xor t0, a7, s6
	rori a7, t0, 36
	xor t0, s1, s6
	rori s1, t0, 9
	xor t0, a3, s6
	rori a3, t0, 39
	xor t0, s10, s6
	rori s10, t0, 43
	xor t0, s7, s6
	rori s7, t0, 8
	rori t0, s9, 63
	xor s0, s0, t0
	xor t0, a4, s0
	rori a4, t0, 2
	xor t0, a0, s0
	rori a0, t0, 58
	xor t0, s5, s0
	rori s5, t0, 21
	xor t0, a2, s0
	rori a2, t0, 49
	xor t0, t5, s0
	rori s0, t0, 3
	rori t0, t3, 63
	xor s9, s9, t0
	xor t0, a5, s9
	rori a5, t0, 37
	xor t0, s3, s9
	rori s3, t0, 44
	ld t5, 136(sp)
	xor t0, t5, s9
	rori t5, t0, 25
	xor t0, t4, s9
	rori t4, t0, 56
	ld s6, 64(sp)
	xor t0, s6, s9
	rori s6, t0, 50
	rori t0, s2, 63
	xor s2, t3, t0
	ld t3, 104(sp)
	xor t0, t3, s2
	rori t3, t0, 63
	ld s9, 112(sp)
	xor t0, s9, s2
	rori s9, t0, 20
	ld s11, 120(sp)
	xor t0, s11, s2
	rori s11, t0, 54
	sd s7, 120(sp)
	ld s7, 144(sp)
	xor t0, s7, s2
	rori s7, t0, 19
	sd a2, 144(sp)
	ld a2, 72(sp)
	xor t0, a2, s2
	rori s2, t0, 62
	andn t0, t5, s1
	xor a2, a4, t0
	sd a5, 72(sp)
	andn t0, a1, t5
	xor a5, s1, t0
	andn t0, s2, a1
	xor t5, t5, t0
	andn t0, a4, s2
	xor a1, a1, t0
	andn t0, s1, a4
	xor s1, s2, t0
	andn t0, s5, s9
	xor s2, a6, t0
	ld a4, 8(sp)
	ld t0, 72(a4)
	xor s2, s2, t0
	xor a4, a2, s2
	sd a2, 112(sp)
	andn t0, s10, s5
	xor a2, s9, t0
	sd s2, 104(sp)
	xor s2, a5, a2
	andn t0, s6, s10
	xor s5, s5, t0
	sd a5, 64(sp)
	xor a5, t5, s5
	andn t0, a6, s6
	xor s10, s10, t0
	sd a2, 136(sp)
	xor a2, a1, s10
	andn t0, s9, a6
	xor a6, s6, t0
	xor s9, s1, a6
	andn t0, s8, s3
	xor s6, a7, t0
	xor a4, a4, s6
	sd s1, 88(sp)
	andn t0, s7, s8
	xor s1, s3, t0
	xor s2, s2, s1
	andn t0, s0, s7
	xor s8, s8, t0
	xor a5, a5, s8
	andn t0, a7, s0
	xor s7, s7, t0
	xor a2, a2, s7
	andn t0, s3, a7
	xor a7, s0, t0
	xor s9, s9, a7
	andn t0, a3, a0
	xor s3, t3, t0
	xor a4, a4, s3
	andn t0, t4, a3
	xor s0, a0, t0
	xor s2, s2, s0
	andn t0, s4, t4
	xor a3, a3, t0
	xor a5, a5, a3
	andn t0, t3, s4
	xor t4, t4, t0
	xor a2, a2, t4
	andn t0, a0, t3
	xor t3, s4, t0
	xor s9, s9, t3
	ld a0, 96(sp)
	ld s4, 72(sp)
	sd s0, 48(sp)
	andn t0, s11, a0
	xor s0, s4, t0
	xor a4, a4, s0
	sd s1, 80(sp)
	ld s1, 144(sp)
	sd t3, 128(sp)
	andn t0, s1, s11
	xor t3, a0, t0
	xor s2, s2, t3
	sd t3, 56(sp)
	ld t3, 120(sp)
	andn t0, t3, s1
	xor s11, s11, t0
	xor a5, a5, s11
	andn t0, s4, t3
	xor s1, s1, t0
	xor a2, a2, s1
	andn t0, a0, s4
	xor s4, t3, t0
	xor s9, s9, s4
	rori t0, s2, 63
	xor t3, s9, t0
	ld a0, 104(sp)
	xor a0, a0, t3
	xor t0, s6, t3
	rori s6, t0, 28
	xor t0, s3, t3
	rori s3, t0, 61
	xor t0, s0, t3
	rori s0, t0, 23
	sd s6, 104(sp)
	ld s6, 112(sp)
	xor t0, s6, t3
	rori t3, t0, 46
	rori t0, s9, 63
	xor s9, a5, t0
	xor t0, s10, s9
	rori s10, t0, 36
	xor t0, s7, s9
	rori s7, t0, 9
	xor t0, t4, s9
	rori t4, t0, 39
	xor t0, s1, s9
	rori s1, t0, 43
	xor t0, a1, s9
	rori s9, t0, 8
	rori t0, a2, 63
	xor s2, s2, t0
	xor t0, s5, s2
	rori s5, t0, 2
	xor t0, s8, s2
	rori s8, t0, 58
	xor t0, a3, s2
	rori a3, t0, 21
	xor t0, s11, s2
	rori s11, t0, 49
	xor t0, t5, s2
	rori t5, t0, 3
	rori t0, a4, 63
	xor a2, a2, t0
	xor t0, a6, a2
	rori a6, t0, 37
	xor t0, a7, a2
	rori a7, t0, 44
	ld s2, 128(sp)
	xor t0, s2, a2
	rori s2, t0, 25
	xor t0, s4, a2
	rori s4, t0, 56
	ld a1, 88(sp)
	xor t0, a1, a2
	rori a2, t0, 50
	rori t0, a5, 63
	xor a5, a4, t0
	ld a4, 136(sp)
	xor t0, a4, a5
	rori a4, t0, 63
	ld a1, 80(sp)
	xor t0, a1, a5
	rori a1, t0, 20
	ld s6, 48(sp)
	xor t0, s6, a5
	rori s6, t0, 54
	sd s9, 48(sp)
	ld s9, 56(sp)
	xor t0, s9, a5
	rori s9, t0, 19
	sd s11, 56(sp)
	ld s11, 64(sp)
	xor t0, s11, a5
	rori s11, t0, 62
	andn t0, s2, s7
	xor a5, s5, t0
	sd a6, 64(sp)
	andn t0, s0, s2
	xor a6, s7, t0
	andn t0, s11, s0
	xor s2, s2, t0
	andn t0, s5, s11
	xor s0, s0, t0
	andn t0, s7, s5
	xor s7, s11, t0
	andn t0, a3, a1
	xor s11, a0, t0
	ld s5, 8(sp)
	ld t0, 80(s5)
	xor s11, s11, t0
	xor s5, a5, s11
	sd a5, 80(sp)
	andn t0, s1, a3
	xor a5, a1, t0
	sd s11, 136(sp)
	xor s11, a6, a5
	andn t0, a2, s1
	xor a3, a3, t0
	sd a6, 88(sp)
	xor a6, s2, a3
	andn t0, a0, a2
	xor s1, s1, t0
	sd a5, 128(sp)
	xor a5, s0, s1
	andn t0, a1, a0
	xor a1, a2, t0
	xor a2, s7, a1
	andn t0, s3, a7
	xor a0, s10, t0
	xor s5, s5, a0
	sd s7, 112(sp)
	andn t0, s9, s3
	xor s7, a7, t0
	xor s11, s11, s7
	andn t0, t5, s9
	xor s3, s3, t0
	xor a6, a6, s3
	andn t0, s10, t5
	xor s9, s9, t0
	xor a5, a5, s9
	andn t0, a7, s10
	xor s10, t5, t0
	xor a2, a2, s10
	andn t0, t4, s8
	xor a7, a4, t0
	xor s5, s5, a7
	andn t0, s4, t4
	xor t5, s8, t0
	xor s11, s11, t5
	andn t0, t3, s4
	xor t4, t4, t0
	xor a6, a6, t4
	andn t0, a4, t3
	xor s4, s4, t0
	xor a5, a5, s4
	andn t0, s8, a4
	xor s8, t3, t0
	xor a2, a2, s8
	ld a4, 104(sp)
	ld t3, 64(sp)
	sd t5, 120(sp)
	andn t0, s6, a4
	xor t5, t3, t0
	xor s5, s5, t5
	sd s7, 96(sp)
	ld s7, 56(sp)
	sd s8, 72(sp)
	andn t0, s7, s6
	xor s8, a4, t0
	xor s11, s11, s8
	sd s8, 144(sp)
	ld s8, 48(sp)
	andn t0, s8, s7
	xor s6, s6, t0
	xor a6, a6, s6
	andn t0, t3, s8
	xor s7, s7, t0
	xor a5, a5, s7
	andn t0, a4, t3
	xor a4, s8, t0
	xor a2, a2, a4
	rori t0, s11, 63
	xor s8, a2, t0
	ld t3, 136(sp)
	xor t3, t3, s8
	xor t0, a0, s8
	rori a0, t0, 28
	xor t0, a7, s8
	rori a7, t0, 61
	xor t0, t5, s8
	rori t5, t0, 23
	sd a0, 136(sp)
	ld a0, 80(sp)
	xor t0, a0, s8
	rori a0, t0, 46
	rori t0, a2, 63
	xor a2, a6, t0
	xor t0, s1, a2
	rori s1, t0, 36
	xor t0, s9, a2
	rori s9, t0, 9
	xor t0, s4, a2
	rori s4, t0, 39
	xor t0, s7, a2
	rori s7, t0, 43
	xor t0, s0, a2
	rori a2, t0, 8
	rori t0, a5, 63
	xor s11, s11, t0
	xor t0, a3, s11
	rori a3, t0, 2
	xor t0, s3, s11
	rori s3, t0, 58
	xor t0, t4, s11
	rori t4, t0, 21
	xor t0, s6, s11
	rori s6, t0, 49
	xor t0, s2, s11
	rori s11, t0, 3
	rori t0, s5, 63
	xor a5, a5, t0
	xor t0, a1, a5
	rori a1, t0, 37
	xor t0, s10, a5
	rori s10, t0, 44
	ld s2, 72(sp)
	xor t0, s2, a5
	rori s2, t0, 25
	xor t0, a4, a5
	rori a4, t0, 56
	ld s0, 112(sp)
	xor t0, s0, a5
	rori s0, t0, 50
	rori t0, a6, 63
	xor a6, s5, t0
	ld s5, 128(sp)
	xor t0, s5, a6
	rori s5, t0, 63
	ld a5, 96(sp)
	xor t0, a5, a6
	rori a5, t0, 20
	ld s8, 120(sp)
	xor t0, s8, a6
	rori s8, t0, 54
	sd a2, 120(sp)
	ld a2, 144(sp)
	xor t0, a2, a6
	rori a2, t0, 19
	sd s6, 144(sp)
	ld s6, 88(sp)
	xor t0, s6, a6
	rori a6, t0, 62
	andn t0, s2, s9
	xor s6, a3, t0
	sd a1, 88(sp)
	andn t0, t5, s2
	xor a1, s9, t0
	andn t0, a6, t5
	xor s2, s2, t0
	andn t0, a3, a6
	xor t5, t5, t0
	andn t0, s9, a3
	xor s9, a6, t0
	andn t0, t4, a5
	xor a6, t3, t0
	ld a3, 8(sp)
	ld t0, 88(a3)
	xor a6, a6, t0
	xor a3, s6, a6
	sd s6, 96(sp)
	andn t0, s7, t4
	xor s6, a5, t0
	sd a6, 128(sp)
	xor a6, a1, s6
	andn t0, s0, s7
	xor t4, t4, t0
	sd a1, 112(sp)
	xor a1, s2, t4
	andn t0, t3, s0
	xor s7, s7, t0
	sd s6, 72(sp)
	xor s6, t5, s7
	andn t0, a5, t3
	xor t3, s0, t0
	xor a5, s9, t3
	andn t0, a7, s10
	xor s0, s1, t0
	xor a3, a3, s0
	sd s9, 80(sp)
	andn t0, a2, a7
	xor s9, s10, t0
	xor a6, a6, s9
	andn t0, s11, a2
	xor a7, a7, t0
	xor a1, a1, a7
	andn t0, s1, s11
	xor a2, a2, t0
	xor s6, s6, a2
	andn t0, s10, s1
	xor s10, s11, t0
	xor a5, a5, s10
	andn t0, s4, s3
	xor s11, s5, t0
	xor a3, a3, s11
	andn t0, a4, s4
	xor s1, s3, t0
	xor a6, a6, s1
	andn t0, a0, a4
	xor s4, s4, t0
	xor a1, a1, s4
	andn t0, s5, a0
	xor a4, a4, t0
	xor s6, s6, a4
	andn t0, s3, s5
	xor s5, a0, t0
	xor a5, a5, s5
	ld s3, 136(sp)
	ld a0, 88(sp)
	sd s1, 48(sp)
	andn t0, s8, s3
	xor s1, a0, t0
	xor a3, a3, s1
	sd s9, 64(sp)
	ld s9, 144(sp)
	sd s5, 104(sp)
	andn t0, s9, s8
	xor s5, s3, t0
	xor a6, a6, s5
	sd s5, 56(sp)
	ld s5, 120(sp)
	andn t0, s5, s9
	xor s8, s8, t0
	xor a1, a1, s8
	andn t0, a0, s5
	xor s9, s9, t0
	xor s6, s6, s9
	andn t0, s3, a0
	xor s3, s5, t0
	xor a5, a5, s3
	rori t0, a6, 63
	xor s5, a5, t0
	ld a0, 128(sp)
	xor a0, a0, s5
	xor t0, s0, s5
	rori s0, t0, 28
	xor t0, s11, s5
	rori s11, t0, 61
	xor t0, s1, s5
	rori s1, t0, 23
	sd s0, 128(sp)
	ld s0, 96(sp)
	xor t0, s0, s5
	rori s0, t0, 46
	rori t0, a5, 63
	xor a5, a1, t0
	xor t0, s7, a5
	rori s7, t0, 36
	xor t0, a2, a5
	rori a2, t0, 9
	xor t0, a4, a5
	rori a4, t0, 39
	xor t0, s9, a5
	rori s9, t0, 43
	xor t0, t5, a5
	rori t5, t0, 8
	rori t0, s6, 63
	xor a6, a6, t0
	xor t0, t4, a6
	rori t4, t0, 2
	xor t0, a7, a6
	rori a7, t0, 58
	xor t0, s4, a6
	rori s4, t0, 21
	xor t0, s8, a6
	rori s8, t0, 49
	xor t0, s2, a6
	rori s2, t0, 3
	rori t0, a3, 63
	xor s6, s6, t0
	xor t0, t3, s6
	rori t3, t0, 37
	xor t0, s10, s6
	rori s10, t0, 44
	ld a6, 104(sp)
	xor t0, a6, s6
	rori a6, t0, 25
	xor t0, s3, s6
	rori s3, t0, 56
	ld a5, 80(sp)
	xor t0, a5, s6
	rori a5, t0, 50
	rori t0, a1, 63
	xor a1, a3, t0
	ld a3, 72(sp)
	xor t0, a3, a1
	rori a3, t0, 63
	ld s6, 64(sp)
	xor t0, s6, a1
	rori s6, t0, 20
	ld s5, 48(sp)
	xor t0, s5, a1
	rori s5, t0, 54
	sd t5, 48(sp)
	ld t5, 56(sp)
	xor t0, t5, a1
	rori t5, t0, 19
	sd s8, 56(sp)
	ld s8, 112(sp)
	xor t0, s8, a1
	rori a1, t0, 62
	andn t0, a6, a2
	xor s8, t4, t0
	sd t3, 112(sp)
	andn t0, s1, a6
	xor t3, a2, t0
	andn t0, a1, s1
	xor a6, a6, t0
	andn t0, t4, a1
	xor s1, s1, t0
	andn t0, a2, t4
	xor a2, a1, t0
	andn t0, s4, s6
	xor a1, a0, t0
	ld t4, 8(sp)
	ld t0, 96(t4)
	xor a1, a1, t0
	xor t4, s8, a1
	sd s8, 64(sp)
	andn t0, s9, s4
	xor s8, s6, t0
	sd a1, 72(sp)
	xor a1, t3, s8
	andn t0, a5, s9
	xor s4, s4, t0
	sd t3, 80(sp)
	xor t3, a6, s4
	andn t0, a0, a5
	xor s9, s9, t0
	sd s8, 104(sp)
	xor s8, s1, s9
	andn t0, s6, a0
	xor a0, a5, t0
	xor s6, a2, a0
	andn t0, s11, s10
	xor a5, s7, t0
	xor t4, t4, a5
	sd a2, 96(sp)
	andn t0, t5, s11
	xor a2, s10, t0
	xor a1, a1, a2
	andn t0, s2, t5
	xor s11, s11, t0
	xor t3, t3, s11
	andn t0, s7, s2
	xor t5, t5, t0
	xor s8, s8, t5
	andn t0, s10, s7
	xor s7, s2, t0
	xor s6, s6, s7
	andn t0, a4, a7
	xor s10, a3, t0
	xor t4, t4, s10
	andn t0, s3, a4
	xor s2, a7, t0
	xor a1, a1, s2
	andn t0, s0, s3
	xor a4, a4, t0
	xor t3, t3, a4
	andn t0, a3, s0
	xor s3, s3, t0
	xor s8, s8, s3
	andn t0, a7, a3
	xor a3, s0, t0
	xor s6, s6, a3
	ld a7, 128(sp)
	ld s0, 112(sp)
	sd s2, 120(sp)
	andn t0, s5, a7
	xor s2, s0, t0
	xor t4, t4, s2
	sd a2, 88(sp)
	ld a2, 56(sp)
	sd a3, 136(sp)
	andn t0, a2, s5
	xor a3, a7, t0
	xor a1, a1, a3
	sd a3, 144(sp)
	ld a3, 48(sp)
	andn t0, a3, a2
	xor s5, s5, t0
	xor t3, t3, s5
	andn t0, s0, a3
	xor a2, a2, t0
	xor s8, s8, a2
	andn t0, a7, s0
	xor s0, a3, t0
	xor s6, s6, s0
	rori t0, a1, 63
	xor a3, s6, t0
	ld a7, 72(sp)
	xor a7, a7, a3
	xor t0, a5, a3
	rori a5, t0, 28
	xor t0, s10, a3
	rori s10, t0, 61
	xor t0, s2, a3
	rori s2, t0, 23
	sd a5, 72(sp)
	ld a5, 64(sp)
	xor t0, a5, a3
	rori a3, t0, 46
	rori t0, s6, 63
	xor s6, t3, t0
	xor t0, s9, s6
	rori s9, t0, 36
	xor t0, t5, s6
	rori t5, t0, 9
	xor t0, s3, s6
	rori s3, t0, 39
	xor t0, a2, s6
	rori a2, t0, 43
	xor t0, s1, s6
	rori s6, t0, 8
	rori t0, s8, 63
	xor a1, a1, t0
	xor t0, s4, a1
	rori s4, t0, 2
	xor t0, s11, a1
	rori s11, t0, 58
	xor t0, a4, a1
	rori a4, t0, 21
	xor t0, s5, a1
	rori s5, t0, 49
	xor t0, a6, a1
	rori a6, t0, 3
	rori t0, t4, 63
	xor s8, s8, t0
	xor t0, a0, s8
	rori a0, t0, 37
	xor t0, s7, s8
	rori s7, t0, 44
	ld a1, 136(sp)
	xor t0, a1, s8
	rori a1, t0, 25
	xor t0, s0, s8
	rori s0, t0, 56
	ld s1, 96(sp)
	xor t0, s1, s8
	rori s8, t0, 50
	rori t0, t3, 63
	xor t3, t4, t0
	ld t4, 104(sp)
	xor t0, t4, t3
	rori t4, t0, 63
	ld s1, 88(sp)
	xor t0, s1, t3
	rori s1, t0, 20
	ld a5, 120(sp)
	xor t0, a5, t3
	rori a5, t0, 54
	sd s6, 120(sp)
	ld s6, 144(sp)
	xor t0, s6, t3
	rori s6, t0, 19
	sd s5, 144(sp)
	ld s5, 80(sp)
	xor t0, s5, t3
	rori s5, t0, 62
	andn t0, a1, t5
	xor t3, s4, t0
	sd a0, 80(sp)
	andn t0, s2, a1
	xor a0, t5, t0
	andn t0, s5, s2
	xor a1, a1, t0
	andn t0, s4, s5
	xor s2, s2, t0
	andn t0, t5, s4
	xor s4, s5, t0
	andn t0, a4, s1
	xor s5, a7, t0
	ld t5, 8(sp)
	ld t0, 104(t5)
	xor s5, s5, t0
	xor t5, t3, s5
	sd t3, 88(sp)
	andn t0, a2, a4
	xor t3, s1, t0
	sd s5, 104(sp)
	xor s5, a0, t3
	andn t0, s8, a2
	xor a4, a4, t0
	sd a0, 96(sp)
	xor a0, a1, a4
	andn t0, a7, s8
	xor a2, a2, t0
	sd t3, 136(sp)
	xor t3, s2, a2
	andn t0, s1, a7
	xor a7, s8, t0
	xor s1, s4, a7
	andn t0, s10, s7
	xor s8, s9, t0
	xor t5, t5, s8
	sd s4, 64(sp)
	andn t0, s6, s10
	xor s4, s7, t0
	xor s5, s5, s4
	andn t0, a6, s6
	xor s10, s10, t0
	xor a0, a0, s10
	andn t0, s9, a6
	xor s6, s6, t0
	xor t3, t3, s6
	andn t0, s7, s9
	xor s9, a6, t0
	xor s1, s1, s9
	andn t0, s3, s11
	xor s7, t4, t0
	xor t5, t5, s7
	andn t0, s0, s3
	xor a6, s11, t0
	xor s5, s5, a6
	andn t0, a3, s0
	xor s3, s3, t0
	xor a0, a0, s3
	andn t0, t4, a3
	xor s0, s0, t0
	xor t3, t3, s0
	andn t0, s11, t4
	xor t4, a3, t0
	xor s1, s1, t4
	ld s11, 72(sp)
	ld a3, 80(sp)
	sd a6, 48(sp)
	andn t0, a5, s11
	xor a6, a3, t0
	xor t5, t5, a6
	sd s4, 128(sp)
	ld s4, 144(sp)
	sd t4, 112(sp)
	andn t0, s4, a5
	xor t4, s11, t0
	xor s5, s5, t4
	sd t4, 56(sp)
	ld t4, 120(sp)
	andn t0, t4, s4
	xor a5, a5, t0
	xor a0, a0, a5
	andn t0, a3, t4
	xor s4, s4, t0
	xor t3, t3, s4
	andn t0, s11, a3
	xor s11, t4, t0
	xor s1, s1, s11
	rori t0, s5, 63
	xor t4, s1, t0
	ld a3, 104(sp)
	xor a3, a3, t4
	xor t0, s8, t4
	rori s8, t0, 28
	xor t0, s7, t4
	rori s7, t0, 61
	xor t0, a6, t4
	rori a6, t0, 23
	sd s8, 104(sp)
	ld s8, 88(sp)
	xor t0, s8, t4
	rori s8, t0, 46
	rori t0, s1, 63
	xor s1, a0, t0
	xor t0, a2, s1
	rori a2, t0, 36
	xor t0, s6, s1
	rori s6, t0, 9
	xor t0, s0, s1
	rori s0, t0, 39
	xor t0, s4, s1
	rori s4, t0, 43
	xor t0, s2, s1
	rori s2, t0, 8
	rori t0, t3, 63
	xor s5, s5, t0
	xor t0, a4, s5
	rori a4, t0, 2
	xor t0, s10, s5
	rori s10, t0, 58
	xor t0, s3, s5
	rori s3, t0, 21
	xor t0, a5, s5
	rori a5, t0, 49
	xor t0, a1, s5
	rori s5, t0, 3
	rori t0, t5, 63
	xor t3, t3, t0
	xor t0, a7, t3
	rori a7, t0, 37
	xor t0, s9, t3
	rori s9, t0, 44
	ld a1, 112(sp)
	xor t0, a1, t3
	rori a1, t0, 25
	xor t0, s11, t3
	rori s11, t0, 56
	ld s1, 64(sp)
	xor t0, s1, t3
	rori s1, t0, 50
	rori t0, a0, 63
	xor a0, t5, t0
	ld t5, 136(sp)
	xor t0, t5, a0
	rori t5, t0, 63
	ld t3, 128(sp)
	xor t0, t3, a0
	rori t3, t0, 20
	ld t4, 48(sp)
	xor t0, t4, a0
	rori t4, t0, 54
	sd s2, 48(sp)
	ld s2, 56(sp)
	xor t0, s2, a0
	rori s2, t0, 19
	sd a5, 56(sp)
	ld a5, 96(sp)
	xor t0, a5, a0
	rori a0, t0, 62
	andn t0, a1, s6
	xor a5, a4, t0
	sd a7, 96(sp)
	andn t0, a6, a1
	xor a7, s6, t0
	andn t0, a0, a6
	xor a1, a1, t0
	andn t0, a4, a0
	xor a6, a6, t0
	andn t0, s6, a4
	xor s6, a0, t0
	andn t0, s3, t3
	xor a0, a3, t0
	ld a4, 8(sp)
	ld t0, 112(a4)
	xor a0, a0, t0
	xor a4, a5, a0
	sd a5, 128(sp)
	andn t0, s4, s3
	xor a5, t3, t0
	sd a0, 136(sp)
	xor a0, a7, a5
	andn t0, s1, s4
	xor s3, s3, t0
	sd a7, 64(sp)
	xor a7, a1, s3
	andn t0, a3, s1
	xor s4, s4, t0
	sd a5, 112(sp)
	xor a5, a6, s4
	andn t0, t3, a3
	xor a3, s1, t0
	xor t3, s6, a3
	andn t0, s7, s9
	xor s1, a2, t0
	xor a4, a4, s1
	sd s6, 88(sp)
	andn t0, s2, s7
	xor s6, s9, t0
	xor a0, a0, s6
	andn t0, s5, s2
	xor s7, s7, t0
	xor a7, a7, s7
	andn t0, a2, s5
	xor s2, s2, t0
	xor a5, a5, s2
	andn t0, s9, a2
	xor s9, s5, t0
	xor t3, t3, s9
	andn t0, s0, s10
	xor s5, t5, t0
	xor a4, a4, s5
	andn t0, s11, s0
	xor a2, s10, t0
	xor a0, a0, a2
	andn t0, s8, s11
	xor s0, s0, t0
	xor a7, a7, s0
	andn t0, t5, s8
	xor s11, s11, t0
	xor a5, a5, s11
	andn t0, s10, t5
	xor t5, s8, t0
	xor t3, t3, t5
	ld s10, 104(sp)
	ld s8, 96(sp)
	sd a2, 120(sp)
	andn t0, t4, s10
	xor a2, s8, t0
	xor a4, a4, a2
	sd s6, 80(sp)
	ld s6, 56(sp)
	sd t5, 72(sp)
	andn t0, s6, t4
	xor t5, s10, t0
	xor a0, a0, t5
	sd t5, 144(sp)
	ld t5, 48(sp)
	andn t0, t5, s6
	xor t4, t4, t0
	xor a7, a7, t4
	andn t0, s8, t5
	xor s6, s6, t0
	xor a5, a5, s6
	andn t0, s10, s8
	xor s10, t5, t0
	xor t3, t3, s10
	rori t0, a0, 63
	xor t5, t3, t0
	ld s8, 136(sp)
	xor s8, s8, t5
	xor t0, s1, t5
	rori s1, t0, 28
	xor t0, s5, t5
	rori s5, t0, 61
	xor t0, a2, t5
	rori a2, t0, 23
	sd s1, 136(sp)
	ld s1, 128(sp)
	xor t0, s1, t5
	rori t5, t0, 46
	rori t0, t3, 63
	xor t3, a7, t0
	xor t0, s4, t3
	rori s4, t0, 36
	xor t0, s2, t3
	rori s2, t0, 9
	xor t0, s11, t3
	rori s11, t0, 39
	xor t0, s6, t3
	rori s6, t0, 43
	xor t0, a6, t3
	rori t3, t0, 8
	rori t0, a5, 63
	xor a0, a0, t0
	xor t0, s3, a0
	rori s3, t0, 2
	xor t0, s7, a0
	rori s7, t0, 58
	xor t0, s0, a0
	rori s0, t0, 21
	xor t0, t4, a0
	rori t4, t0, 49
	xor t0, a1, a0
	rori a1, t0, 3
	rori t0, a4, 63
	xor a5, a5, t0
	xor t0, a3, a5
	rori a3, t0, 37
	xor t0, s9, a5
	rori s9, t0, 44
	ld a0, 72(sp)
	xor t0, a0, a5
	rori a0, t0, 25
	xor t0, s10, a5
	rori s10, t0, 56
	ld a6, 88(sp)
	xor t0, a6, a5
	rori a5, t0, 50
	rori t0, a7, 63
	xor a7, a4, t0
	ld a4, 112(sp)
	xor t0, a4, a7
	rori a4, t0, 63
	ld a6, 80(sp)
	xor t0, a6, a7
	rori a6, t0, 20
	ld s1, 120(sp)
	xor t0, s1, a7
	rori s1, t0, 54
	sd t3, 120(sp)
	ld t3, 144(sp)
	xor t0, t3, a7
	rori t3, t0, 19
	sd t4, 144(sp)
	ld t4, 64(sp)
	xor t0, t4, a7
	rori a7, t0, 62
	andn t0, a0, s2
	xor t4, s3, t0
	sd a3, 64(sp)
	andn t0, a2, a0
	xor a3, s2, t0
	andn t0, a7, a2
	xor a0, a0, t0
	andn t0, s3, a7
	xor a2, a2, t0
	andn t0, s2, s3
	xor s2, a7, t0
	andn t0, s0, a6
	xor a7, s8, t0
	ld s3, 8(sp)
	ld t0, 120(s3)
	xor a7, a7, t0
	xor s3, t4, a7
	sd t4, 80(sp)
	andn t0, s6, s0
	xor t4, a6, t0
	sd a7, 112(sp)
	xor a7, a3, t4
	andn t0, a5, s6
	xor s0, s0, t0
	sd a3, 88(sp)
	xor a3, a0, s0
	andn t0, s8, a5
	xor s6, s6, t0
	sd t4, 72(sp)
	xor t4, a2, s6
	andn t0, a6, s8
	xor a6, a5, t0
	xor a5, s2, a6
	andn t0, s5, s9
	xor s8, s4, t0
	xor s3, s3, s8
	sd s2, 128(sp)
	andn t0, t3, s5
	xor s2, s9, t0
	xor a7, a7, s2
	andn t0, a1, t3
	xor s5, s5, t0
	xor a3, a3, s5
	andn t0, s4, a1
	xor t3, t3, t0
	xor t4, t4, t3
	andn t0, s9, s4
	xor s4, a1, t0
	xor a5, a5, s4
	andn t0, s11, s7
	xor s9, a4, t0
	xor s3, s3, s9
	andn t0, s10, s11
	xor a1, s7, t0
	xor a7, a7, a1
	andn t0, t5, s10
	xor s11, s11, t0
	xor a3, a3, s11
	andn t0, a4, t5
	xor s10, s10, t0
	xor t4, t4, s10
	andn t0, s7, a4
	xor s7, t5, t0
	xor a5, a5, s7
	ld a4, 136(sp)
	ld t5, 64(sp)
	sd a1, 48(sp)
	andn t0, s1, a4
	xor a1, t5, t0
	xor s3, s3, a1
	sd s2, 96(sp)
	ld s2, 144(sp)
	sd s7, 104(sp)
	andn t0, s2, s1
	xor s7, a4, t0
	xor a7, a7, s7
	sd s7, 56(sp)
	ld s7, 120(sp)
	andn t0, s7, s2
	xor s1, s1, t0
	xor a3, a3, s1
	andn t0, t5, s7
	xor s2, s2, t0
	xor t4, t4, s2
	andn t0, a4, t5
	xor a4, s7, t0
	xor a5, a5, a4
	rori t0, a7, 63
	xor s7, a5, t0
	ld t5, 112(sp)
	xor t5, t5, s7
	xor t0, s8, s7
	rori s8, t0, 28
	xor t0, s9, s7
	rori s9, t0, 61
	xor t0, a1, s7
	rori a1, t0, 23
	sd s8, 112(sp)
	ld s8, 80(sp)
	xor t0, s8, s7
	rori s8, t0, 46
	rori t0, a5, 63
	xor a5, a3, t0
	xor t0, s6, a5
	rori s6, t0, 36
	xor t0, t3, a5
	rori t3, t0, 9
	xor t0, s10, a5
	rori s10, t0, 39
	xor t0, s2, a5
	rori s2, t0, 43
	xor t0, a2, a5
	rori a5, t0, 8
	rori t0, t4, 63
	xor a7, a7, t0
	xor t0, s0, a7
	rori s0, t0, 2
	xor t0, s5, a7
	rori s5, t0, 58
	xor t0, s11, a7
	rori s11, t0, 21
	xor t0, s1, a7
	rori s1, t0, 49
	xor t0, a0, a7
	rori a0, t0, 3
	rori t0, s3, 63
	xor t4, t4, t0
	xor t0, a6, t4
	rori a6, t0, 37
	xor t0, s4, t4
	rori s4, t0, 44
	ld a7, 104(sp)
	xor t0, a7, t4
	rori a7, t0, 25
	xor t0, a4, t4
	rori a4, t0, 56
	ld a2, 128(sp)
	xor t0, a2, t4
	rori a2, t0, 50
	rori t0, a3, 63
	xor a3, s3, t0
	ld s3, 72(sp)
	xor t0, s3, a3
	rori s3, t0, 63
	ld t4, 96(sp)
	xor t0, t4, a3
	rori t4, t0, 20
	ld s7, 48(sp)
	xor t0, s7, a3
	rori s7, t0, 54
	sd a5, 48(sp)
	ld a5, 56(sp)
	xor t0, a5, a3
	rori a5, t0, 19
	sd s1, 56(sp)
	ld s1, 88(sp)
	xor t0, s1, a3
	rori s1, t0, 62
	andn t0, a7, t3
	xor a3, s0, t0
	sd a6, 88(sp)
	andn t0, a1, a7
	xor a6, t3, t0
	andn t0, s1, a1
	xor a7, a7, t0
	andn t0, s0, s1
	xor a1, a1, t0
	andn t0, t3, s0
	xor s0, s1, t0
	andn t0, s11, t4
	xor s1, t5, t0
	ld t3, 8(sp)
	ld t0, 128(t3)
	xor s1, s1, t0
	xor t3, a3, s1
	sd a3, 96(sp)
	andn t0, s2, s11
	xor a3, t4, t0
	sd s1, 72(sp)
	xor s1, a6, a3
	andn t0, a2, s2
	xor s11, s11, t0
	sd a6, 128(sp)
	xor a6, a7, s11
	andn t0, t5, a2
	xor s2, s2, t0
	sd a3, 104(sp)
	xor a3, a1, s2
	andn t0, t4, t5
	xor t5, a2, t0
	xor t4, s0, t5
	andn t0, s9, s4
	xor a2, s6, t0
	xor t3, t3, a2
	sd s0, 80(sp)
	andn t0, a5, s9
	xor s0, s4, t0
	xor s1, s1, s0
	andn t0, a0, a5
	xor s9, s9, t0
	xor a6, a6, s9
	andn t0, s6, a0
	xor a5, a5, t0
	xor a3, a3, a5
	andn t0, s4, s6
	xor s6, a0, t0
	xor t4, t4, s6
	andn t0, s10, s5
	xor s4, s3, t0
	xor t3, t3, s4
	andn t0, a4, s10
	xor a0, s5, t0
	xor s1, s1, a0
	andn t0, s8, a4
	xor s10, s10, t0
	xor a6, a6, s10
	andn t0, s3, s8
	xor a4, a4, t0
	xor a3, a3, a4
	andn t0, s5, s3
	xor s3, s8, t0
	xor t4, t4, s3
	ld s5, 112(sp)
	ld s8, 88(sp)
	sd a0, 120(sp)
	andn t0, s7, s5
	xor a0, s8, t0
	xor t3, t3, a0
	sd s0, 64(sp)
	ld s0, 56(sp)
	sd s3, 136(sp)
	andn t0, s0, s7
	xor s3, s5, t0
	xor s1, s1, s3
	sd s3, 144(sp)
	ld s3, 48(sp)
	andn t0, s3, s0
	xor s7, s7, t0
	xor a6, a6, s7
	andn t0, s8, s3
	xor s0, s0, t0
	xor a3, a3, s0
	andn t0, s5, s8
	xor s5, s3, t0
	xor t4, t4, s5
	rori t0, s1, 63
	xor s3, t4, t0
	ld s8, 72(sp)
	xor s8, s8, s3
	xor t0, a2, s3
	rori a2, t0, 28
	xor t0, s4, s3
	rori s4, t0, 61
	xor t0, a0, s3
	rori a0, t0, 23
	sd a2, 72(sp)
	ld a2, 96(sp)
	xor t0, a2, s3
	rori a2, t0, 46
	rori t0, t4, 63
	xor t4, a6, t0
	xor t0, s2, t4
	rori s2, t0, 36
	xor t0, a5, t4
	rori a5, t0, 9
	xor t0, a4, t4
	rori a4, t0, 39
	xor t0, s0, t4
	rori s0, t0, 43
	xor t0, a1, t4
	rori a1, t0, 8
	rori t0, a3, 63
	xor s1, s1, t0
	xor t0, s11, s1
	rori s11, t0, 2
	xor t0, s9, s1
	rori s9, t0, 58
	xor t0, s10, s1
	rori s10, t0, 21
	xor t0, s7, s1
	rori s7, t0, 49
	xor t0, a7, s1
	rori s1, t0, 3
	rori t0, t3, 63
	xor a3, a3, t0
	xor t0, t5, a3
	rori t5, t0, 37
	xor t0, s6, a3
	rori s6, t0, 44
	ld a7, 136(sp)
	xor t0, a7, a3
	rori a7, t0, 25
	xor t0, s5, a3
	rori s5, t0, 56
	ld t4, 80(sp)
	xor t0, t4, a3
	rori t4, t0, 50
	rori t0, a6, 63
	xor a6, t3, t0
	ld t3, 104(sp)
	xor t0, t3, a6
	rori t3, t0, 63
	ld a3, 64(sp)
	xor t0, a3, a6
	rori a3, t0, 20
	ld s3, 120(sp)
	xor t0, s3, a6
	rori s3, t0, 54
	sd a1, 120(sp)
	ld a1, 144(sp)
	xor t0, a1, a6
	rori a1, t0, 19
	sd s7, 144(sp)
	ld s7, 128(sp)
	xor t0, s7, a6
	rori a6, t0, 62
	andn t0, a7, a5
	xor s7, s11, t0
	sd t5, 128(sp)
	andn t0, a0, a7
	xor t5, a5, t0
	andn t0, a6, a0
	xor a7, a7, t0
	andn t0, s11, a6
	xor a0, a0, t0
	andn t0, a5, s11
	xor a5, a6, t0
	andn t0, s10, a3
	xor a6, s8, t0
	ld s11, 8(sp)
	ld t0, 136(s11)
	xor a6, a6, t0
	xor s11, s7, a6
	sd s7, 64(sp)
	andn t0, s0, s10
	xor s7, a3, t0
	sd a6, 104(sp)
	xor a6, t5, s7
	andn t0, t4, s0
	xor s10, s10, t0
	sd t5, 80(sp)
	xor t5, a7, s10
	andn t0, s8, t4
	xor s0, s0, t0
	sd s7, 136(sp)
	xor s7, a0, s0
	andn t0, a3, s8
	xor s8, t4, t0
	xor a3, a5, s8
	andn t0, s4, s6
	xor t4, s2, t0
	xor s11, s11, t4
	sd a5, 96(sp)
	andn t0, a1, s4
	xor a5, s6, t0
	xor a6, a6, a5
	andn t0, s1, a1
	xor s4, s4, t0
	xor t5, t5, s4
	andn t0, s2, s1
	xor a1, a1, t0
	xor s7, s7, a1
	andn t0, s6, s2
	xor s2, s1, t0
	xor a3, a3, s2
	andn t0, a4, s9
	xor s6, t3, t0
	xor s11, s11, s6
	andn t0, s5, a4
	xor s1, s9, t0
	xor a6, a6, s1
	andn t0, a2, s5
	xor a4, a4, t0
	xor t5, t5, a4
	andn t0, t3, a2
	xor s5, s5, t0
	xor s7, s7, s5
	andn t0, s9, t3
	xor t3, a2, t0
	xor a3, a3, t3
	ld s9, 72(sp)
	ld a2, 128(sp)
	sd s1, 48(sp)
	andn t0, s3, s9
	xor s1, a2, t0
	xor s11, s11, s1
	sd a5, 88(sp)
	ld a5, 144(sp)
	sd t3, 112(sp)
	andn t0, a5, s3
	xor t3, s9, t0
	xor a6, a6, t3
	sd t3, 56(sp)
	ld t3, 120(sp)
	andn t0, t3, a5
	xor s3, s3, t0
	xor t5, t5, s3
	andn t0, a2, t3
	xor a5, a5, t0
	xor s7, s7, a5
	andn t0, s9, a2
	xor a2, t3, t0
	xor a3, a3, a2
	rori t0, a6, 63
	xor t3, a3, t0
	ld s9, 104(sp)
	xor s9, s9, t3
	xor t0, t4, t3
	rori t4, t0, 28
	xor t0, s6, t3
	rori s6, t0, 61
	xor t0, s1, t3
	rori s1, t0, 23
	sd t4, 104(sp)
	ld t4, 64(sp)
	xor t0, t4, t3
	rori t3, t0, 46
	rori t0, a3, 63
	xor a3, t5, t0
	xor t0, s0, a3
	rori s0, t0, 36
	xor t0, a1, a3
	rori a1, t0, 9
	xor t0, s5, a3
	rori s5, t0, 39
	xor t0, a5, a3
	rori a5, t0, 43
	xor t0, a0, a3
	rori a3, t0, 8
	rori t0, s7, 63
	xor a6, a6, t0
	xor t0, s10, a6
	rori s10, t0, 2
	xor t0, s4, a6
	rori s4, t0, 58
	xor t0, a4, a6
	rori a4, t0, 21
	xor t0, s3, a6
	rori s3, t0, 49
	xor t0, a7, a6
	rori a7, t0, 3
	rori t0, s11, 63
	xor s7, s7, t0
	xor t0, s8, s7
	rori s8, t0, 37
	xor t0, s2, s7
	rori s2, t0, 44
	ld a6, 112(sp)
	xor t0, a6, s7
	rori a6, t0, 25
	xor t0, a2, s7
	rori a2, t0, 56
	ld a0, 96(sp)
	xor t0, a0, s7
	rori s7, t0, 50
	rori t0, t5, 63
	xor t5, s11, t0
	ld s11, 136(sp)
	xor t0, s11, t5
	rori s11, t0, 63
	ld a0, 88(sp)
	xor t0, a0, t5
	rori a0, t0, 20
	ld t4, 48(sp)
	xor t0, t4, t5
	rori t4, t0, 54
	sd a3, 48(sp)
	ld a3, 56(sp)
	xor t0, a3, t5
	rori a3, t0, 19
	sd s3, 56(sp)
	ld s3, 80(sp)
	xor t0, s3, t5
	rori s3, t0, 62
	andn t0, a6, a1
	xor t5, s10, t0
	sd s8, 80(sp)
	andn t0, s1, a6
	xor s8, a1, t0
	andn t0, s3, s1
	xor a6, a6, t0
	andn t0, s10, s3
	xor s1, s1, t0
	andn t0, a1, s10
	xor a1, s3, t0
	andn t0, a4, a0
	xor s3, s9, t0
	ld s10, 8(sp)
	ld t0, 144(s10)
	xor s3, s3, t0
	xor s10, t5, s3
	sd t5, 88(sp)
	andn t0, a5, a4
	xor t5, a0, t0
	sd s3, 136(sp)
	xor s3, s8, t5
	andn t0, s7, a5
	xor a4, a4, t0
	sd s8, 96(sp)
	xor s8, a6, a4
	andn t0, s9, s7
	xor a5, a5, t0
	sd t5, 112(sp)
	xor t5, s1, a5
	andn t0, a0, s9
	xor a0, s7, t0
	xor s7, a1, a0
	andn t0, s6, s2
	xor s9, s0, t0
	xor s10, s10, s9
	sd a1, 64(sp)
	andn t0, a3, s6
	xor a1, s2, t0
	xor s3, s3, a1
	andn t0, a7, a3
	xor s6, s6, t0
	xor s8, s8, s6
	andn t0, s0, a7
	xor a3, a3, t0
	xor t5, t5, a3
	andn t0, s2, s0
	xor s0, a7, t0
	xor s7, s7, s0
	andn t0, s5, s4
	xor s2, s11, t0
	xor s10, s10, s2
	andn t0, a2, s5
	xor a7, s4, t0
	xor s3, s3, a7
	andn t0, t3, a2
	xor s5, s5, t0
	xor s8, s8, s5
	andn t0, s11, t3
	xor a2, a2, t0
	xor t5, t5, a2
	andn t0, s4, s11
	xor s4, t3, t0
	xor s7, s7, s4
	ld s11, 104(sp)
	ld t3, 80(sp)
	sd a7, 120(sp)
	andn t0, t4, s11
	xor a7, t3, t0
	xor s10, s10, a7
	sd a1, 72(sp)
	ld a1, 56(sp)
	sd s4, 128(sp)
	andn t0, a1, t4
	xor s4, s11, t0
	xor s3, s3, s4
	sd s4, 144(sp)
	ld s4, 48(sp)
	andn t0, s4, a1
	xor t4, t4, t0
	xor s8, s8, t4
	andn t0, t3, s4
	xor a1, a1, t0
	xor t5, t5, a1
	andn t0, s11, t3
	xor s11, s4, t0
	xor s7, s7, s11
	rori t0, s3, 63
	xor s4, s7, t0
	ld t3, 136(sp)
	xor t3, t3, s4
	xor t0, s9, s4
	rori s9, t0, 28
	xor t0, s2, s4
	rori s2, t0, 61
	xor t0, a7, s4
	rori a7, t0, 23
	sd s9, 136(sp)
	ld s9, 88(sp)
	xor t0, s9, s4
	rori s9, t0, 46
	rori t0, s7, 63
	xor s7, s8, t0
	xor t0, a5, s7
	rori a5, t0, 36
	xor t0, a3, s7
	rori a3, t0, 9
	xor t0, a2, s7
	rori a2, t0, 39
	xor t0, a1, s7
	rori a1, t0, 43
	xor t0, s1, s7
	rori s7, t0, 8
	rori t0, t5, 63
	xor s3, s3, t0
	xor t0, a4, s3
	rori a4, t0, 2
	xor t0, s6, s3
	rori s6, t0, 58
	xor t0, s5, s3
	rori s5, t0, 21
	xor t0, t4, s3
	rori t4, t0, 49
	xor t0, a6, s3
	rori s3, t0, 3
	rori t0, s10, 63
	xor t5, t5, t0
	xor t0, a0, t5
	rori a0, t0, 37
	xor t0, s0, t5
	rori s0, t0, 44
	ld a6, 128(sp)
	xor t0, a6, t5
	rori a6, t0, 25
	xor t0, s11, t5
	rori s11, t0, 56
	ld s1, 64(sp)
	xor t0, s1, t5
	rori s1, t0, 50
	rori t0, s8, 63
	xor s8, s10, t0
	ld s10, 112(sp)
	xor t0, s10, s8
	rori s10, t0, 63
	ld t5, 72(sp)
	xor t0, t5, s8
	rori t5, t0, 20
	ld s4, 120(sp)
	xor t0, s4, s8
	rori s4, t0, 54
	sd s7, 120(sp)
	ld s7, 144(sp)
	xor t0, s7, s8
	rori s7, t0, 19
	sd t4, 144(sp)
	ld t4, 96(sp)
	xor t0, t4, s8
	rori s8, t0, 62
	andn t0, a6, a3
	xor t4, a4, t0
	sd a0, 96(sp)
	andn t0, a7, a6
	xor a0, a3, t0
	andn t0, s8, a7
	xor a6, a6, t0
	andn t0, a4, s8
	xor a7, a7, t0
	andn t0, a3, a4
	xor a3, s8, t0
	andn t0, s5, t5
	xor s8, t3, t0
	ld a4, 8(sp)
	ld t0, 152(a4)
	xor s8, s8, t0
	xor a4, t4, s8
	sd t4, 72(sp)
	andn t0, a1, s5
	xor t4, t5, t0
	sd s8, 112(sp)
	xor s8, a0, t4
	andn t0, s1, a1
	xor s5, s5, t0
	sd a0, 64(sp)
	xor a0, a6, s5
	andn t0, t3, s1
	xor a1, a1, t0
	sd t4, 128(sp)
	xor t4, a7, a1
	andn t0, t5, t3
	xor t3, s1, t0
	xor t5, a3, t3
	andn t0, s2, s0
	xor s1, a5, t0
	xor a4, a4, s1
	sd a3, 88(sp)
	andn t0, s7, s2
	xor a3, s0, t0
	xor s8, s8, a3
	andn t0, s3, s7
	xor s2, s2, t0
	xor a0, a0, s2
	andn t0, a5, s3
	xor s7, s7, t0
	xor t4, t4, s7
	andn t0, s0, a5
	xor s0, s3, t0
	xor t5, t5, s0
	andn t0, a2, s6
	xor s3, s10, t0
	xor a4, a4, s3
	andn t0, s11, a2
	xor a5, s6, t0
	xor s8, s8, a5
	andn t0, s9, s11
	xor a2, a2, t0
	xor a0, a0, a2
	andn t0, s10, s9
	xor s11, s11, t0
	xor t4, t4, s11
	andn t0, s6, s10
	xor s10, s9, t0
	xor t5, t5, s10
	ld s6, 136(sp)
	ld s9, 96(sp)
	sd a5, 48(sp)
	andn t0, s4, s6
	xor a5, s9, t0
	xor a4, a4, a5
	sd a3, 80(sp)
	ld a3, 144(sp)
	sd s10, 104(sp)
	andn t0, a3, s4
	xor s10, s6, t0
	xor s8, s8, s10
	sd s10, 56(sp)
	ld s10, 120(sp)
	andn t0, s10, a3
	xor s4, s4, t0
	xor a0, a0, s4
	andn t0, s9, s10
	xor a3, a3, t0
	xor t4, t4, a3
	andn t0, s6, s9
	xor s6, s10, t0
	xor t5, t5, s6
	rori t0, s8, 63
	xor s10, t5, t0
	ld s9, 112(sp)
	xor s9, s9, s10
	xor t0, s1, s10
	rori s1, t0, 28
	xor t0, s3, s10
	rori s3, t0, 61
	xor t0, a5, s10
	rori a5, t0, 23
	sd s1, 112(sp)
	ld s1, 72(sp)
	xor t0, s1, s10
	rori s10, t0, 46
	rori t0, t5, 63
	xor t5, a0, t0
	xor t0, a1, t5
	rori a1, t0, 36
	xor t0, s7, t5
	rori s7, t0, 9
	xor t0, s11, t5
	rori s11, t0, 39
	xor t0, a3, t5
	rori a3, t0, 43
	xor t0, a7, t5
	rori a7, t0, 8
	rori t0, t4, 63
	xor s8, s8, t0
	xor t0, s5, s8
	rori s5, t0, 2
	xor t0, s2, s8
	rori s2, t0, 58
	xor t0, a2, s8
	rori a2, t0, 21
	xor t0, s4, s8
	rori s4, t0, 49
	xor t0, a6, s8
	rori a6, t0, 3
	rori t0, a4, 63
	xor t4, t4, t0
	xor t0, t3, t4
	rori t3, t0, 37
	xor t0, s0, t4
	rori s0, t0, 44
	ld s8, 104(sp)
	xor t0, s8, t4
	rori s8, t0, 25
	xor t0, s6, t4
	rori s6, t0, 56
	ld t5, 88(sp)
	xor t0, t5, t4
	rori t5, t0, 50
	rori t0, a0, 63
	xor a0, a4, t0
	ld a4, 128(sp)
	xor t0, a4, a0
	rori a4, t0, 63
	ld t4, 80(sp)
	xor t0, t4, a0
	rori t4, t0, 20
	ld s1, 48(sp)
	xor t0, s1, a0
	rori s1, t0, 54
	sd a7, 48(sp)
	ld a7, 56(sp)
	xor t0, a7, a0
	rori a7, t0, 19
	sd s4, 56(sp)
	ld s4, 64(sp)
	xor t0, s4, a0
	rori a0, t0, 62
	andn t0, s8, s7
	xor s4, s5, t0
	sd t3, 64(sp)
	andn t0, a5, s8
	xor t3, s7, t0
	andn t0, a0, a5
	xor s8, s8, t0
	andn t0, s5, a0
	xor a5, a5, t0
	andn t0, s7, s5
	xor s7, a0, t0
	andn t0, a2, t4
	xor a0, s9, t0
	ld s5, 8(sp)
	ld t0, 160(s5)
	xor a0, a0, t0
	xor s5, s4, a0
	sd s4, 80(sp)
	andn t0, a3, a2
	xor s4, t4, t0
	sd a0, 128(sp)
	xor a0, t3, s4
	andn t0, t5, a3
	xor a2, a2, t0
	sd t3, 88(sp)
	xor t3, s8, a2
	andn t0, s9, t5
	xor a3, a3, t0
	sd s4, 104(sp)
	xor s4, a5, a3
	andn t0, t4, s9
	xor s9, t5, t0
	xor t4, s7, s9
	andn t0, s3, s0
	xor t5, a1, t0
	xor s5, s5, t5
	sd s7, 72(sp)
	andn t0, a7, s3
	xor s7, s0, t0
	xor a0, a0, s7
	andn t0, a6, a7
	xor s3, s3, t0
	xor t3, t3, s3
	andn t0, a1, a6
	xor a7, a7, t0
	xor s4, s4, a7
	andn t0, s0, a1
	xor a1, a6, t0
	xor t4, t4, a1
	andn t0, s11, s2
	xor s0, a4, t0
	xor s5, s5, s0
	andn t0, s6, s11
	xor a6, s2, t0
	xor a0, a0, a6
	andn t0, s10, s6
	xor s11, s11, t0
	xor t3, t3, s11
	andn t0, a4, s10
	xor s6, s6, t0
	xor s4, s4, s6
	andn t0, s2, a4
	xor a4, s10, t0
	xor t4, t4, a4
	ld s2, 112(sp)
	ld s10, 64(sp)
	sd a6, 120(sp)
	andn t0, s1, s2
	xor a6, s10, t0
	xor s5, s5, a6
	sd s7, 96(sp)
	ld s7, 56(sp)
	sd a4, 136(sp)
	andn t0, s7, s1
	xor a4, s2, t0
	xor a0, a0, a4
	sd a4, 144(sp)
	ld a4, 48(sp)
	andn t0, a4, s7
	xor s1, s1, t0
	xor t3, t3, s1
	andn t0, s10, a4
	xor s7, s7, t0
	xor s4, s4, s7
	andn t0, s2, s10
	xor s10, a4, t0
	xor t4, t4, s10
	rori t0, a0, 63
	xor a4, t4, t0
	ld s2, 128(sp)
	xor s2, s2, a4
	xor t0, t5, a4
	rori t5, t0, 28
	xor t0, s0, a4
	rori s0, t0, 61
	xor t0, a6, a4
	rori a6, t0, 23
	sd t5, 128(sp)
	ld t5, 80(sp)
	xor t0, t5, a4
	rori a4, t0, 46
	rori t0, t4, 63
	xor t4, t3, t0
	xor t0, a3, t4
	rori a3, t0, 36
	xor t0, a7, t4
	rori a7, t0, 9
	xor t0, s6, t4
	rori s6, t0, 39
	xor t0, s7, t4
	rori s7, t0, 43
	xor t0, a5, t4
	rori t4, t0, 8
	rori t0, s4, 63
	xor a0, a0, t0
	xor t0, a2, a0
	rori a2, t0, 2
	xor t0, s3, a0
	rori s3, t0, 58
	xor t0, s11, a0
	rori s11, t0, 21
	xor t0, s1, a0
	rori s1, t0, 49
	xor t0, s8, a0
	rori s8, t0, 3
	rori t0, s5, 63
	xor s4, s4, t0
	xor t0, s9, s4
	rori s9, t0, 37
	xor t0, a1, s4
	rori a1, t0, 44
	ld a0, 136(sp)
	xor t0, a0, s4
	rori a0, t0, 25
	xor t0, s10, s4
	rori s10, t0, 56
	ld a5, 72(sp)
	xor t0, a5, s4
	rori s4, t0, 50
	rori t0, t3, 63
	xor t3, s5, t0
	ld s5, 104(sp)
	xor t0, s5, t3
	rori s5, t0, 63
	ld a5, 96(sp)
	xor t0, a5, t3
	rori a5, t0, 20
	ld t5, 120(sp)
	xor t0, t5, t3
	rori t5, t0, 54
	sd t4, 120(sp)
	ld t4, 144(sp)
	xor t0, t4, t3
	rori t4, t0, 19
	sd s1, 144(sp)
	ld s1, 88(sp)
	xor t0, s1, t3
	rori s1, t0, 62
	andn t0, a0, a7
	xor t3, a2, t0
	sd s9, 88(sp)
	andn t0, a6, a0
	xor s9, a7, t0
	andn t0, s1, a6
	xor a0, a0, t0
	andn t0, a2, s1
	xor a6, a6, t0
	andn t0, a7, a2
	xor a2, s1, t0
	andn t0, s11, a5
	xor s1, s2, t0
	ld a7, 8(sp)
	ld t0, 168(a7)
	xor s1, s1, t0
	xor a7, t3, s1
	sd t3, 96(sp)
	andn t0, s7, s11
	xor t3, a5, t0
	sd s1, 104(sp)
	xor s1, s9, t3
	andn t0, s4, s7
	xor s11, s11, t0
	sd s9, 72(sp)
	xor s9, a0, s11
	andn t0, s2, s4
	xor s7, s7, t0
	sd t3, 136(sp)
	xor t3, a6, s7
	andn t0, a5, s2
	xor s2, s4, t0
	xor a5, a2, s2
	andn t0, s0, a1
	xor s4, a3, t0
	xor a7, a7, s4
	sd a2, 80(sp)
	andn t0, t4, s0
	xor a2, a1, t0
	xor s1, s1, a2
	andn t0, s8, t4
	xor s0, s0, t0
	xor s9, s9, s0
	andn t0, a3, s8
	xor t4, t4, t0
	xor t3, t3, t4
	andn t0, a1, a3
	xor a3, s8, t0
	xor a5, a5, a3
	andn t0, s6, s3
	xor a1, s5, t0
	xor a7, a7, a1
	andn t0, s10, s6
	xor s8, s3, t0
	xor s1, s1, s8
	andn t0, a4, s10
	xor s6, s6, t0
	xor s9, s9, s6
	andn t0, s5, a4
	xor s10, s10, t0
	xor t3, t3, s10
	andn t0, s3, s5
	xor s5, a4, t0
	xor a5, a5, s5
	ld s3, 128(sp)
	ld a4, 88(sp)
	sd s8, 48(sp)
	andn t0, t5, s3
	xor s8, a4, t0
	xor a7, a7, s8
	sd a2, 112(sp)
	ld a2, 144(sp)
	sd s5, 64(sp)
	andn t0, a2, t5
	xor s5, s3, t0
	xor s1, s1, s5
	sd s5, 56(sp)
	ld s5, 120(sp)
	andn t0, s5, a2
	xor t5, t5, t0
	xor s9, s9, t5
	andn t0, a4, s5
	xor a2, a2, t0
	xor t3, t3, a2
	andn t0, s3, a4
	xor s3, s5, t0
	xor a5, a5, s3
	rori t0, s1, 63
	xor s5, a5, t0
	ld a4, 104(sp)
	xor a4, a4, s5
	xor t0, s4, s5
	rori s4, t0, 28
	xor t0, a1, s5
	rori a1, t0, 61
	xor t0, s8, s5
	rori s8, t0, 23
	sd s4, 104(sp)
	ld s4, 96(sp)
	xor t0, s4, s5
	rori s4, t0, 46
	rori t0, a5, 63
	xor a5, s9, t0
	xor t0, s7, a5
	rori s7, t0, 36
	xor t0, t4, a5
	rori t4, t0, 9
	xor t0, s10, a5
	rori s10, t0, 39
	xor t0, a2, a5
	rori a2, t0, 43
	xor t0, a6, a5
	rori a6, t0, 8
	rori t0, t3, 63
	xor s1, s1, t0
	xor t0, s11, s1
	rori s11, t0, 2
	xor t0, s0, s1
	rori s0, t0, 58
	xor t0, s6, s1
	rori s6, t0, 21
	xor t0, t5, s1
	rori t5, t0, 49
	xor t0, a0, s1
	rori s1, t0, 3
	rori t0, a7, 63
	xor t3, t3, t0
	xor t0, s2, t3
	rori s2, t0, 37
	xor t0, a3, t3
	rori a3, t0, 44
	ld a0, 64(sp)
	xor t0, a0, t3
	rori a0, t0, 25
	xor t0, s3, t3
	rori s3, t0, 56
	ld a5, 80(sp)
	xor t0, a5, t3
	rori a5, t0, 50
	rori t0, s9, 63
	xor s9, a7, t0
	ld a7, 136(sp)
	xor t0, a7, s9
	rori a7, t0, 63
	ld t3, 112(sp)
	xor t0, t3, s9
	rori t3, t0, 20
	ld s5, 48(sp)
	xor t0, s5, s9
	rori s5, t0, 54
	sd a6, 48(sp)
	ld a6, 56(sp)
	xor t0, a6, s9
	rori a6, t0, 19
	sd t5, 56(sp)
	ld t5, 72(sp)
	xor t0, t5, s9
	rori s9, t0, 62
	andn t0, a0, t4
	xor t5, s11, t0
	sd s2, 72(sp)
	andn t0, s8, a0
	xor s2, t4, t0
	andn t0, s9, s8
	xor a0, a0, t0
	andn t0, s11, s9
	xor s8, s8, t0
	andn t0, t4, s11
	xor t4, s9, t0
	andn t0, s6, t3
	xor s9, a4, t0
	ld s11, 8(sp)
	ld t0, 176(s11)
	xor s9, s9, t0
	xor s11, t5, s9
	sd t5, 112(sp)
	andn t0, a2, s6
	xor t5, t3, t0
	sd s9, 136(sp)
	xor s9, s2, t5
	andn t0, a5, a2
	xor s6, s6, t0
	sd s2, 80(sp)
	xor s2, a0, s6
	andn t0, a4, a5
	xor a2, a2, t0
	sd t5, 64(sp)
	xor t5, s8, a2
	andn t0, t3, a4
	xor a4, a5, t0
	xor t3, t4, a4
	andn t0, a1, a3
	xor a5, s7, t0
	xor s11, s11, a5
	sd t4, 96(sp)
	andn t0, a6, a1
	xor t4, a3, t0
	xor s9, s9, t4
	andn t0, s1, a6
	xor a1, a1, t0
	xor s2, s2, a1
	andn t0, s7, s1
	xor a6, a6, t0
	xor t5, t5, a6
	andn t0, a3, s7
	xor a3, s1, t0
	xor t3, t3, a3
	andn t0, s10, s0
	xor s1, a7, t0
	xor s11, s11, s1
	andn t0, s3, s10
	xor s7, s0, t0
	xor s9, s9, s7
	andn t0, s4, s3
	xor s10, s10, t0
	xor s2, s2, s10
	andn t0, a7, s4
	xor s3, s3, t0
	xor t5, t5, s3
	andn t0, s0, a7
	xor a7, s4, t0
	xor t3, t3, a7
	ld s0, 104(sp)
	ld s4, 72(sp)
	sd s7, 120(sp)
	andn t0, s5, s0
	xor s7, s4, t0
	xor s11, s11, s7
	sd t4, 88(sp)
	ld t4, 56(sp)
	sd a7, 128(sp)
	andn t0, t4, s5
	xor a7, s0, t0
	xor s9, s9, a7
	sd a7, 144(sp)
	ld a7, 48(sp)
	andn t0, a7, t4
	xor s5, s5, t0
	xor s2, s2, s5
	andn t0, s4, a7
	xor t4, t4, t0
	xor t5, t5, t4
	andn t0, s0, s4
	xor s0, a7, t0
	xor t3, t3, s0
	rori t0, s9, 63
	xor a7, t3, t0
	ld s4, 136(sp)
	xor s4, s4, a7
	xor t0, a5, a7
	rori a5, t0, 28
	xor t0, s1, a7
	rori s1, t0, 61
	xor t0, s7, a7
	rori s7, t0, 23
	sd a5, 136(sp)
	ld a5, 112(sp)
	xor t0, a5, a7
	rori a7, t0, 46
	rori t0, t3, 63
	xor t3, s2, t0
	xor t0, a2, t3
	rori a2, t0, 36
	xor t0, a6, t3
	rori a6, t0, 9
	xor t0, s3, t3
	rori s3, t0, 39
	xor t0, t4, t3
	rori t4, t0, 43
	xor t0, s8, t3
	rori t3, t0, 8
	rori t0, t5, 63
	xor s9, s9, t0
	xor t0, s6, s9
	rori s6, t0, 2
	xor t0, a1, s9
	rori a1, t0, 58
	xor t0, s10, s9
	rori s10, t0, 21
	xor t0, s5, s9
	rori s5, t0, 49
	xor t0, a0, s9
	rori a0, t0, 3
	rori t0, s11, 63
	xor t5, t5, t0
	xor t0, a4, t5
	rori a4, t0, 37
	xor t0, a3, t5
	rori a3, t0, 44
	ld s9, 128(sp)
	xor t0, s9, t5
	rori s9, t0, 25
	xor t0, s0, t5
	rori s0, t0, 56
	ld s8, 96(sp)
	xor t0, s8, t5
	rori t5, t0, 50
	rori t0, s2, 63
	xor s2, s11, t0
	ld s11, 64(sp)
	xor t0, s11, s2
	rori s11, t0, 63
	ld s8, 88(sp)
	xor t0, s8, s2
	rori s8, t0, 20
	ld a5, 120(sp)
	xor t0, a5, s2
	rori a5, t0, 54
	sd t3, 120(sp)
	ld t3, 144(sp)
	xor t0, t3, s2
	rori t3, t0, 19
	sd s5, 144(sp)
	ld s5, 80(sp)
	xor t0, s5, s2
	rori s2, t0, 62
	andn t0, s9, a6
	xor s5, s6, t0
	sd s5, 80(sp)
	andn t0, s7, s9
	xor s5, a6, t0
	andn t0, s2, s7
	xor s9, s9, t0
	andn t0, s6, s2
	xor s7, s7, t0
	andn t0, a6, s6
	xor a6, s2, t0
	andn t0, s10, s8
	xor s2, s4, t0
	ld s6, 8(sp)
	ld t0, 184(s6)
	xor s6, s2, t0
	andn t0, t4, s10
	xor s2, s8, t0
	andn t0, t5, t4
	xor s10, s10, t0
	andn t0, s4, t5
	xor t4, t4, t0
	andn t0, s8, s4
	xor s8, t5, t0
	andn t0, s1, a3
	xor t5, a2, t0
	andn t0, t3, s1
	xor s4, a3, t0
	andn t0, a0, t3
	xor s1, s1, t0
	andn t0, a2, a0
	xor t3, t3, t0
	andn t0, a3, a2
	xor a2, a0, t0
	andn t0, s3, a1
	xor a3, s11, t0
	andn t0, s0, s3
	xor a0, a1, t0
	andn t0, a7, s0
	xor s3, s3, t0
	andn t0, s11, a7
	xor s0, s0, t0
	andn t0, a1, s11
	xor a1, a7, t0
	ld s11, 136(sp)
	andn t0, a5, s11
	xor a7, a4, t0
	sd a6, 88(sp)
	ld a6, 144(sp)
	sd s7, 64(sp)
	andn t0, a6, a5
	xor s7, s11, t0
	sd s9, 96(sp)
	ld s9, 120(sp)
	andn t0, s9, a6
	xor a5, a5, t0
	andn t0, a4, s9
	xor a6, a6, t0
	andn t0, s11, a4
	xor s11, s9, t0
	ld s9, 0(sp)
	sd s6, 0(s9)
	sd s2, 8(s9)
	sd s10, 16(s9)
	sd t4, 24(s9)
	sd s8, 32(s9)
	sd t5, 40(s9)
	sd s4, 48(s9)
	sd s1, 56(s9)
	sd t3, 64(s9)
	sd a2, 72(s9)
	sd a3, 80(s9)
	sd a0, 88(s9)
	sd s3, 96(s9)
	sd s0, 104(s9)
	sd a1, 112(s9)
	sd a7, 120(s9)
	sd s7, 128(s9)
	sd a5, 136(s9)
	sd a6, 144(s9)
	sd s11, 152(s9)
	ld s11, 80(sp)
	sd s11, 160(s9)
	sd s5, 168(s9)
	ld s5, 96(sp)
	sd s5, 176(s9)
	ld s5, 64(sp)
	sd s5, 184(s9)
	ld s5, 88(sp)
	sd s5, 192(s9)
	ld a3, 32(sp)
	ld a2, 24(sp)
	ld a4, 40(sp)
	ld a0, 16(sp)
	addw a3, a3, a2
	add a0, a0, a2
	sd a3, 32(sp)
	sd a0, 16(sp)
	bgt a3, a4, .L_sha3_last
	j .L_sha3_block
.L_sha3_last:
.L_sha3_done:
	ld a0, 32(sp)
	addi sp, sp, 304
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
	# Keccak-f[1600]'s round constants, FIPS 202 3.2.5
.L_sha3_round_consts:
	.quad 0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000, 0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009
	.quad 0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a, 0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003
	.quad 0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a, 0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008
	.size stubforge_sha3_implCompressMB, .-stubforge_sha3_implCompressMB
	.section .note.GNU-stack,"",@progbits
