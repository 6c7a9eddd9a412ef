# sha3_implCompressMB [base] 
# Made by stubforge 0.1.0 from kernels/sha3.py:sha3.
# Needs: rv64gc
# Registers, as the C++ names them: s0 = keccak_x8; s1 = keccak_x9; a0 = buf, keccak_x10, next_buf;
#   a1 = state, keccak_x11; a2 = block_size, keccak_x12, bsize; a3 = ofs, keccak_x13, next_ofs;
#   a4 = limit, keccak_x14, lim; a5 = keccak_x15; a6 = keccak_x16; a7 = keccak_x17; s2 = keccak_x18;
#   s3 = keccak_x19; s4 = keccak_x20; s5 = keccak_x21; s6 = keccak_x22; s7 = keccak_x23;
#   s8 = keccak_x24; s9 = keccak_x25; s10 = keccak_x26; s11 = keccak_x27; t3 = word, keccak_x28;
#   t4 = keccak_x29; t5 = keccak_x30
	.option norvc
	.option norelax
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
	sd a4, 48(sp)
	xor t0, a7, a6
	xor t0, t0, a5
	xor t0, t0, s9
	xor a4, t0, s8
	slli s2, s4, 1
	srli t0, s4, 63
	or t0, s2, t0
	xor s2, a4, t0
	xor s1, s1, s2
	xor a0, a0, s2
	sd s1, 56(sp)
	slli s1, a0, 36
	srli t0, a0, 28
	or a0, s1, t0
	xor a1, a1, s2
	slli s1, a1, 3
	srli t0, a1, 61
	or a1, s1, t0
	xor a2, a2, s2
	slli s1, a2, 41
	srli t0, a2, 23
	or a2, s1, t0
	xor s2, a3, s2
	slli a3, s2, 18
	srli t0, s2, 46
	or s2, a3, t0
	slli a3, a4, 1
	srli t0, a4, 63
	or t0, a3, t0
	xor a4, s10, t0
	xor s11, s11, a4
	slli a3, s11, 28
	srli t0, s11, 36
	or s11, a3, t0
	xor t3, t3, a4
	slli a3, t3, 55
	srli t0, t3, 9
	or t3, a3, t0
	xor t4, t4, a4
	slli a3, t4, 25
	srli t0, t4, 39
	or t4, a3, t0
	xor t5, t5, a4
	slli a3, t5, 21
	srli t0, t5, 43
	or t5, a3, t0
	xor s0, s0, a4
	slli a4, s0, 56
	srli t0, s0, 8
	or s0, a4, t0
	slli a4, s3, 1
	srli t0, s3, 63
	or t0, a4, t0
	xor a4, s4, t0
	xor s5, s5, a4
	slli s4, s5, 62
	srli t0, s5, 2
	or s5, s4, t0
	xor s6, s6, a4
	slli s4, s6, 6
	srli t0, s6, 58
	or s6, s4, t0
	xor s7, s7, a4
	slli s4, s7, 43
	srli t0, s7, 21
	or s7, s4, t0
	ld s4, 0(sp)
	ld a3, 136(s4)
	xor a3, a3, a4
	slli s1, a3, 15
	srli t0, a3, 49
	or a3, s1, t0
	ld s1, 176(s4)
	xor s1, s1, a4
	slli a4, s1, 61
	srli t0, s1, 3
	or s1, a4, t0
	ld a4, 48(sp)
	slli s4, a4, 1
	srli t0, a4, 63
	or t0, s4, t0
	xor s4, s3, t0
	xor a7, a7, s4
	slli s3, a7, 27
	srli t0, a7, 37
	or a7, s3, t0
	xor a6, a6, s4
	slli s3, a6, 20
	srli t0, a6, 44
	or a6, s3, t0
	xor a5, a5, s4
	slli s3, a5, 39
	srli t0, a5, 25
	or a5, s3, t0
	xor s9, s9, s4
	slli s3, s9, 8
	srli t0, s9, 56
	or s9, s3, t0
	xor s8, s8, s4
	slli s4, s8, 14
	srli t0, s8, 50
	or s8, s4, t0
	slli s4, s10, 1
	srli t0, s10, 63
	or t0, s4, t0
	xor s10, a4, t0
	ld s4, 0(sp)
	ld a4, 8(s4)
	xor a4, a4, s10
	slli s3, a4, 1
	srli t0, a4, 63
	or a4, s3, t0
	ld s3, 48(s4)
	xor s3, s3, s10
	slli s4, s3, 44
	srli t0, s3, 20
	or s3, s4, t0
	ld s4, 0(sp)
	sd s0, 48(sp)
	ld s0, 88(s4)
	xor s0, s0, s10
	slli s4, s0, 10
	srli t0, s0, 54
	or s0, s4, t0
	ld s4, 0(sp)
	sd a3, 64(sp)
	ld a3, 128(s4)
	xor a3, a3, s10
	slli s4, a3, 45
	srli t0, a3, 19
	or a3, s4, t0
	ld s4, 0(sp)
	sd a7, 72(sp)
	ld a7, 168(s4)
	xor s10, a7, s10
	slli a7, s10, 2
	srli t0, s10, 62
	or s10, a7, t0
	not t0, t3
	and t0, a5, t0
	xor a7, s5, t0
	not t0, a5
	and t0, a2, t0
	xor s4, t3, t0
	not t0, a2
	and t0, s10, t0
	xor a5, a5, t0
	not t0, s10
	and t0, s5, t0
	xor a2, a2, t0
	not t0, s5
	and t0, t3, t0
	xor s5, s10, t0
	ld s10, 56(sp)
	not t0, s3
	and t0, s7, t0
	xor t3, s10, t0
	sd s0, 80(sp)
	ld s0, 8(sp)
	ld t0, 0(s0)
	xor t3, t3, t0
	xor s0, a7, t3
	sd a7, 88(sp)
	not t0, s7
	and t0, t5, t0
	xor a7, s3, t0
	sd t3, 96(sp)
	xor t3, s4, a7
	not t0, t5
	and t0, s8, t0
	xor s7, s7, t0
	sd s4, 104(sp)
	xor s4, a5, s7
	not t0, s8
	and t0, s10, t0
	xor t5, t5, t0
	sd a7, 112(sp)
	xor a7, a2, t5
	not t0, s10
	and t0, s3, t0
	xor s10, s8, t0
	xor s3, s5, s10
	not t0, a6
	and t0, a1, t0
	xor s8, s11, t0
	xor s0, s0, s8
	sd s5, 56(sp)
	not t0, a1
	and t0, a3, t0
	xor s5, a6, t0
	xor t3, t3, s5
	not t0, a3
	and t0, s1, t0
	xor a1, a1, t0
	xor s4, s4, a1
	not t0, s1
	and t0, s11, t0
	xor a3, a3, t0
	xor a7, a7, a3
	not t0, s11
	and t0, a6, t0
	xor s11, s1, t0
	xor s3, s3, s11
	not t0, s6
	and t0, t4, t0
	xor a6, a4, t0
	xor s0, s0, a6
	not t0, t4
	and t0, s9, t0
	xor s1, s6, t0
	xor t3, t3, s1
	not t0, s9
	and t0, s2, t0
	xor t4, t4, t0
	xor s4, s4, t4
	not t0, s2
	and t0, a4, t0
	xor s9, s9, t0
	xor a7, a7, s9
	not t0, a4
	and t0, s6, t0
	xor a4, s2, t0
	xor s3, s3, a4
	ld s6, 80(sp)
	ld s2, 72(sp)
	sd s1, 120(sp)
	not t0, a0
	and t0, s6, t0
	xor s1, s2, t0
	xor s0, s0, s1
	sd s5, 128(sp)
	ld s5, 64(sp)
	sd a4, 136(sp)
	not t0, s6
	and t0, s5, t0
	xor a4, a0, t0
	xor t3, t3, a4
	sd a4, 144(sp)
	ld a4, 48(sp)
	not t0, s5
	and t0, a4, t0
	xor s6, s6, t0
	xor s4, s4, s6
	not t0, a4
	and t0, s2, t0
	xor s5, s5, t0
	xor a7, a7, s5
	not t0, s2
	and t0, a0, t0
	xor s2, a4, t0
	xor s3, s3, s2
	slli a4, t3, 1
	srli t0, t3, 63
	or t0, a4, t0
	xor a4, s3, t0
	ld a0, 96(sp)
	xor a0, a0, a4
	xor s8, s8, a4
	sd a0, 96(sp)
	slli a0, s8, 36
	srli t0, s8, 28
	or s8, a0, t0
	xor a6, a6, a4
	slli a0, a6, 3
	srli t0, a6, 61
	or a6, a0, t0
	xor s1, s1, a4
	slli a0, s1, 41
	srli t0, s1, 23
	or s1, a0, t0
	ld a0, 88(sp)
	xor a4, a0, a4
	slli a0, a4, 18
	srli t0, a4, 46
	or a4, a0, t0
	slli a0, s3, 1
	srli t0, s3, 63
	or t0, a0, t0
	xor s3, s4, t0
	xor t5, t5, s3
	slli a0, t5, 28
	srli t0, t5, 36
	or t5, a0, t0
	xor a3, a3, s3
	slli a0, a3, 55
	srli t0, a3, 9
	or a3, a0, t0
	xor s9, s9, s3
	slli a0, s9, 25
	srli t0, s9, 39
	or s9, a0, t0
	xor s5, s5, s3
	slli a0, s5, 21
	srli t0, s5, 43
	or s5, a0, t0
	xor s3, a2, s3
	slli a2, s3, 56
	srli t0, s3, 8
	or s3, a2, t0
	slli a2, a7, 1
	srli t0, a7, 63
	or t0, a2, t0
	xor a2, t3, t0
	xor s7, s7, a2
	slli t3, s7, 62
	srli t0, s7, 2
	or s7, t3, t0
	xor a1, a1, a2
	slli t3, a1, 6
	srli t0, a1, 58
	or a1, t3, t0
	xor t4, t4, a2
	slli t3, t4, 43
	srli t0, t4, 21
	or t4, t3, t0
	xor s6, s6, a2
	slli t3, s6, 15
	srli t0, s6, 49
	or s6, t3, t0
	xor a5, a5, a2
	slli a2, a5, 61
	srli t0, a5, 3
	or a5, a2, t0
	slli a2, s0, 1
	srli t0, s0, 63
	or t0, a2, t0
	xor a2, a7, t0
	xor s10, s10, a2
	slli a7, s10, 27
	srli t0, s10, 37
	or s10, a7, t0
	xor s11, s11, a2
	slli a7, s11, 20
	srli t0, s11, 44
	or s11, a7, t0
	ld a7, 136(sp)
	xor a7, a7, a2
	slli t3, a7, 39
	srli t0, a7, 25
	or a7, t3, t0
	xor s2, s2, a2
	slli t3, s2, 8
	srli t0, s2, 56
	or s2, t3, t0
	ld t3, 56(sp)
	xor t3, t3, a2
	slli a2, t3, 14
	srli t0, t3, 50
	or t3, a2, t0
	slli a2, s4, 1
	srli t0, s4, 63
	or t0, a2, t0
	xor s4, s0, t0
	ld a2, 112(sp)
	xor a2, a2, s4
	slli s0, a2, 1
	srli t0, a2, 63
	or a2, s0, t0
	ld s0, 128(sp)
	xor s0, s0, s4
	slli a0, s0, 44
	srli t0, s0, 20
	or s0, a0, t0
	ld a0, 120(sp)
	xor a0, a0, s4
	sd s3, 120(sp)
	slli s3, a0, 10
	srli t0, a0, 54
	or a0, s3, t0
	ld s3, 144(sp)
	xor s3, s3, s4
	sd s6, 144(sp)
	slli s6, s3, 45
	srli t0, s3, 19
	or s3, s6, t0
	ld s6, 104(sp)
	xor s6, s6, s4
	slli s4, s6, 2
	srli t0, s6, 62
	or s6, s4, t0
	not t0, a3
	and t0, a7, t0
	xor s4, s7, t0
	sd s10, 104(sp)
	not t0, a7
	and t0, s1, t0
	xor s10, a3, t0
	not t0, s1
	and t0, s6, t0
	xor a7, a7, t0
	not t0, s6
	and t0, s7, t0
	xor s1, s1, t0
	not t0, s7
	and t0, a3, t0
	xor s7, s6, t0
	ld s6, 96(sp)
	not t0, s0
	and t0, t4, t0
	xor a3, s6, t0
	sd a0, 128(sp)
	ld a0, 8(sp)
	ld t0, 8(a0)
	xor a3, a3, t0
	xor a0, s4, a3
	sd s4, 112(sp)
	not t0, t4
	and t0, s5, t0
	xor s4, s0, t0
	sd a3, 56(sp)
	xor a3, s10, s4
	not t0, s5
	and t0, t3, t0
	xor t4, t4, t0
	sd s10, 136(sp)
	xor s10, a7, t4
	not t0, t3
	and t0, s6, t0
	xor s5, s5, t0
	sd s4, 88(sp)
	xor s4, s1, s5
	not t0, s6
	and t0, s0, t0
	xor s6, t3, t0
	xor s0, s7, s6
	not t0, s11
	and t0, a6, t0
	xor t3, t5, t0
	xor a0, a0, t3
	sd s7, 96(sp)
	not t0, a6
	and t0, s3, t0
	xor s7, s11, t0
	xor a3, a3, s7
	not t0, s3
	and t0, a5, t0
	xor a6, a6, t0
	xor s10, s10, a6
	not t0, a5
	and t0, t5, t0
	xor s3, s3, t0
	xor s4, s4, s3
	not t0, t5
	and t0, s11, t0
	xor t5, a5, t0
	xor s0, s0, t5
	not t0, a1
	and t0, s9, t0
	xor s11, a2, t0
	xor a0, a0, s11
	not t0, s9
	and t0, s2, t0
	xor a5, a1, t0
	xor a3, a3, a5
	not t0, s2
	and t0, a4, t0
	xor s9, s9, t0
	xor s10, s10, s9
	not t0, a4
	and t0, a2, t0
	xor s2, s2, t0
	xor s4, s4, s2
	not t0, a2
	and t0, a1, t0
	xor a2, a4, t0
	xor s0, s0, a2
	ld a1, 128(sp)
	ld a4, 104(sp)
	sd a5, 48(sp)
	not t0, s8
	and t0, a1, t0
	xor a5, a4, t0
	xor a0, a0, a5
	sd s7, 72(sp)
	ld s7, 144(sp)
	sd a2, 64(sp)
	not t0, a1
	and t0, s7, t0
	xor a2, s8, t0
	xor a3, a3, a2
	sd a2, 80(sp)
	ld a2, 120(sp)
	not t0, s7
	and t0, a2, t0
	xor a1, a1, t0
	xor s10, s10, a1
	not t0, a2
	and t0, a4, t0
	xor s7, s7, t0
	xor s4, s4, s7
	not t0, a4
	and t0, s8, t0
	xor a4, a2, t0
	xor s0, s0, a4
	slli a2, a3, 1
	srli t0, a3, 63
	or t0, a2, t0
	xor a2, s0, t0
	ld s8, 56(sp)
	xor s8, s8, a2
	xor t3, t3, a2
	sd s8, 56(sp)
	slli s8, t3, 36
	srli t0, t3, 28
	or t3, s8, t0
	xor s11, s11, a2
	slli s8, s11, 3
	srli t0, s11, 61
	or s11, s8, t0
	xor a5, a5, a2
	slli s8, a5, 41
	srli t0, a5, 23
	or a5, s8, t0
	ld s8, 112(sp)
	xor s8, s8, a2
	slli a2, s8, 18
	srli t0, s8, 46
	or s8, a2, t0
	slli a2, s0, 1
	srli t0, s0, 63
	or t0, a2, t0
	xor s0, s10, t0
	xor s5, s5, s0
	slli a2, s5, 28
	srli t0, s5, 36
	or s5, a2, t0
	xor s3, s3, s0
	slli a2, s3, 55
	srli t0, s3, 9
	or s3, a2, t0
	xor s2, s2, s0
	slli a2, s2, 25
	srli t0, s2, 39
	or s2, a2, t0
	xor s7, s7, s0
	slli a2, s7, 21
	srli t0, s7, 43
	or s7, a2, t0
	xor s0, s1, s0
	slli s1, s0, 56
	srli t0, s0, 8
	or s0, s1, t0
	slli s1, s4, 1
	srli t0, s4, 63
	or t0, s1, t0
	xor s1, a3, t0
	xor t4, t4, s1
	slli a3, t4, 62
	srli t0, t4, 2
	or t4, a3, t0
	xor a6, a6, s1
	slli a3, a6, 6
	srli t0, a6, 58
	or a6, a3, t0
	xor s9, s9, s1
	slli a3, s9, 43
	srli t0, s9, 21
	or s9, a3, t0
	xor a1, a1, s1
	slli a3, a1, 15
	srli t0, a1, 49
	or a1, a3, t0
	xor a7, a7, s1
	slli s1, a7, 61
	srli t0, a7, 3
	or a7, s1, t0
	slli s1, a0, 1
	srli t0, a0, 63
	or t0, s1, t0
	xor s1, s4, t0
	xor s6, s6, s1
	slli s4, s6, 27
	srli t0, s6, 37
	or s6, s4, t0
	xor t5, t5, s1
	slli s4, t5, 20
	srli t0, t5, 44
	or t5, s4, t0
	ld s4, 64(sp)
	xor s4, s4, s1
	slli a3, s4, 39
	srli t0, s4, 25
	or s4, a3, t0
	xor a4, a4, s1
	slli a3, a4, 8
	srli t0, a4, 56
	or a4, a3, t0
	ld a3, 96(sp)
	xor a3, a3, s1
	slli s1, a3, 14
	srli t0, a3, 50
	or a3, s1, t0
	slli s1, s10, 1
	srli t0, s10, 63
	or t0, s1, t0
	xor s10, a0, t0
	ld s1, 88(sp)
	xor s1, s1, s10
	slli a0, s1, 1
	srli t0, s1, 63
	or s1, a0, t0
	ld a0, 72(sp)
	xor a0, a0, s10
	slli a2, a0, 44
	srli t0, a0, 20
	or a0, a2, t0
	ld a2, 48(sp)
	xor a2, a2, s10
	sd s0, 48(sp)
	slli s0, a2, 10
	srli t0, a2, 54
	or a2, s0, t0
	ld s0, 80(sp)
	xor s0, s0, s10
	sd a1, 80(sp)
	slli a1, s0, 45
	srli t0, s0, 19
	or s0, a1, t0
	ld a1, 136(sp)
	xor s10, a1, s10
	slli a1, s10, 2
	srli t0, s10, 62
	or s10, a1, t0
	not t0, s3
	and t0, s4, t0
	xor a1, t4, t0
	sd s6, 136(sp)
	not t0, s4
	and t0, a5, t0
	xor s6, s3, t0
	not t0, a5
	and t0, s10, t0
	xor s4, s4, t0
	not t0, s10
	and t0, t4, t0
	xor a5, a5, t0
	not t0, t4
	and t0, s3, t0
	xor t4, s10, t0
	ld s10, 56(sp)
	not t0, a0
	and t0, s9, t0
	xor s3, s10, t0
	sd a2, 72(sp)
	ld a2, 8(sp)
	ld t0, 16(a2)
	xor s3, s3, t0
	xor a2, a1, s3
	sd a1, 88(sp)
	not t0, s9
	and t0, s7, t0
	xor a1, a0, t0
	sd s3, 96(sp)
	xor s3, s6, a1
	not t0, s7
	and t0, a3, t0
	xor s9, s9, t0
	sd s6, 64(sp)
	xor s6, s4, s9
	not t0, a3
	and t0, s10, t0
	xor s7, s7, t0
	sd a1, 112(sp)
	xor a1, a5, s7
	not t0, s10
	and t0, a0, t0
	xor s10, a3, t0
	xor a0, t4, s10
	not t0, t5
	and t0, s11, t0
	xor a3, s5, t0
	xor a2, a2, a3
	sd t4, 56(sp)
	not t0, s11
	and t0, s0, t0
	xor t4, t5, t0
	xor s3, s3, t4
	not t0, s0
	and t0, a7, t0
	xor s11, s11, t0
	xor s6, s6, s11
	not t0, a7
	and t0, s5, t0
	xor s0, s0, t0
	xor a1, a1, s0
	not t0, s5
	and t0, t5, t0
	xor s5, a7, t0
	xor a0, a0, s5
	not t0, a6
	and t0, s2, t0
	xor t5, s1, t0
	xor a2, a2, t5
	not t0, s2
	and t0, a4, t0
	xor a7, a6, t0
	xor s3, s3, a7
	not t0, a4
	and t0, s8, t0
	xor s2, s2, t0
	xor s6, s6, s2
	not t0, s8
	and t0, s1, t0
	xor a4, a4, t0
	xor a1, a1, a4
	not t0, s1
	and t0, a6, t0
	xor s1, s8, t0
	xor a0, a0, s1
	ld a6, 72(sp)
	ld s8, 136(sp)
	sd a7, 120(sp)
	not t0, t3
	and t0, a6, t0
	xor a7, s8, t0
	xor a2, a2, a7
	sd t4, 104(sp)
	ld t4, 80(sp)
	sd s1, 144(sp)
	not t0, a6
	and t0, t4, t0
	xor s1, t3, t0
	xor s3, s3, s1
	sd s1, 128(sp)
	ld s1, 48(sp)
	not t0, t4
	and t0, s1, t0
	xor a6, a6, t0
	xor s6, s6, a6
	not t0, s1
	and t0, s8, t0
	xor t4, t4, t0
	xor a1, a1, t4
	not t0, s8
	and t0, t3, t0
	xor s8, s1, t0
	xor a0, a0, s8
	slli s1, s3, 1
	srli t0, s3, 63
	or t0, s1, t0
	xor s1, a0, t0
	ld t3, 96(sp)
	xor t3, t3, s1
	xor a3, a3, s1
	sd t3, 96(sp)
	slli t3, a3, 36
	srli t0, a3, 28
	or a3, t3, t0
	xor t5, t5, s1
	slli t3, t5, 3
	srli t0, t5, 61
	or t5, t3, t0
	xor a7, a7, s1
	slli t3, a7, 41
	srli t0, a7, 23
	or a7, t3, t0
	ld t3, 88(sp)
	xor t3, t3, s1
	slli s1, t3, 18
	srli t0, t3, 46
	or t3, s1, t0
	slli s1, a0, 1
	srli t0, a0, 63
	or t0, s1, t0
	xor a0, s6, t0
	xor s7, s7, a0
	slli s1, s7, 28
	srli t0, s7, 36
	or s7, s1, t0
	xor s0, s0, a0
	slli s1, s0, 55
	srli t0, s0, 9
	or s0, s1, t0
	xor a4, a4, a0
	slli s1, a4, 25
	srli t0, a4, 39
	or a4, s1, t0
	xor t4, t4, a0
	slli s1, t4, 21
	srli t0, t4, 43
	or t4, s1, t0
	xor a0, a5, a0
	slli a5, a0, 56
	srli t0, a0, 8
	or a0, a5, t0
	slli a5, a1, 1
	srli t0, a1, 63
	or t0, a5, t0
	xor a5, s3, t0
	xor s9, s9, a5
	slli s3, s9, 62
	srli t0, s9, 2
	or s9, s3, t0
	xor s11, s11, a5
	slli s3, s11, 6
	srli t0, s11, 58
	or s11, s3, t0
	xor s2, s2, a5
	slli s3, s2, 43
	srli t0, s2, 21
	or s2, s3, t0
	xor a6, a6, a5
	slli s3, a6, 15
	srli t0, a6, 49
	or a6, s3, t0
	xor s4, s4, a5
	slli a5, s4, 61
	srli t0, s4, 3
	or s4, a5, t0
	slli a5, a2, 1
	srli t0, a2, 63
	or t0, a5, t0
	xor a5, a1, t0
	xor s10, s10, a5
	slli a1, s10, 27
	srli t0, s10, 37
	or s10, a1, t0
	xor s5, s5, a5
	slli a1, s5, 20
	srli t0, s5, 44
	or s5, a1, t0
	ld a1, 144(sp)
	xor a1, a1, a5
	slli s3, a1, 39
	srli t0, a1, 25
	or a1, s3, t0
	xor s8, s8, a5
	slli s3, s8, 8
	srli t0, s8, 56
	or s8, s3, t0
	ld s3, 56(sp)
	xor a5, s3, a5
	slli s3, a5, 14
	srli t0, a5, 50
	or a5, s3, t0
	slli s3, s6, 1
	srli t0, s6, 63
	or t0, s3, t0
	xor s6, a2, t0
	ld s3, 112(sp)
	xor s3, s3, s6
	slli a2, s3, 1
	srli t0, s3, 63
	or s3, a2, t0
	ld a2, 104(sp)
	xor a2, a2, s6
	slli s1, a2, 44
	srli t0, a2, 20
	or a2, s1, t0
	ld s1, 120(sp)
	xor s1, s1, s6
	sd a0, 120(sp)
	slli a0, s1, 10
	srli t0, s1, 54
	or s1, a0, t0
	ld a0, 128(sp)
	xor a0, a0, s6
	sd a6, 128(sp)
	slli a6, a0, 45
	srli t0, a0, 19
	or a0, a6, t0
	ld a6, 64(sp)
	xor s6, a6, s6
	slli a6, s6, 2
	srli t0, s6, 62
	or s6, a6, t0
	not t0, s0
	and t0, a1, t0
	xor a6, s9, t0
	sd s10, 64(sp)
	not t0, a1
	and t0, a7, t0
	xor s10, s0, t0
	not t0, a7
	and t0, s6, t0
	xor a1, a1, t0
	not t0, s6
	and t0, s9, t0
	xor a7, a7, t0
	not t0, s9
	and t0, s0, t0
	xor s9, s6, t0
	ld s6, 96(sp)
	not t0, a2
	and t0, s2, t0
	xor s0, s6, t0
	sd s1, 104(sp)
	ld s1, 8(sp)
	ld t0, 24(s1)
	xor s0, s0, t0
	xor s1, a6, s0
	sd a6, 112(sp)
	not t0, s2
	and t0, t4, t0
	xor a6, a2, t0
	sd s0, 56(sp)
	xor s0, s10, a6
	not t0, t4
	and t0, a5, t0
	xor s2, s2, t0
	sd s10, 144(sp)
	xor s10, a1, s2
	not t0, a5
	and t0, s6, t0
	xor t4, t4, t0
	sd a6, 88(sp)
	xor a6, a7, t4
	not t0, s6
	and t0, a2, t0
	xor s6, a5, t0
	xor a2, s9, s6
	not t0, s5
	and t0, t5, t0
	xor a5, s7, t0
	xor s1, s1, a5
	sd s9, 96(sp)
	not t0, t5
	and t0, a0, t0
	xor s9, s5, t0
	xor s0, s0, s9
	not t0, a0
	and t0, s4, t0
	xor t5, t5, t0
	xor s10, s10, t5
	not t0, s4
	and t0, s7, t0
	xor a0, a0, t0
	xor a6, a6, a0
	not t0, s7
	and t0, s5, t0
	xor s7, s4, t0
	xor a2, a2, s7
	not t0, s11
	and t0, a4, t0
	xor s5, s3, t0
	xor s1, s1, s5
	not t0, a4
	and t0, s8, t0
	xor s4, s11, t0
	xor s0, s0, s4
	not t0, s8
	and t0, t3, t0
	xor a4, a4, t0
	xor s10, s10, a4
	not t0, t3
	and t0, s3, t0
	xor s8, s8, t0
	xor a6, a6, s8
	not t0, s3
	and t0, s11, t0
	xor s3, t3, t0
	xor a2, a2, s3
	ld s11, 104(sp)
	ld t3, 64(sp)
	sd s4, 48(sp)
	not t0, a3
	and t0, s11, t0
	xor s4, t3, t0
	xor s1, s1, s4
	sd s9, 136(sp)
	ld s9, 128(sp)
	sd s3, 80(sp)
	not t0, s11
	and t0, s9, t0
	xor s3, a3, t0
	xor s0, s0, s3
	sd s3, 72(sp)
	ld s3, 120(sp)
	not t0, s9
	and t0, s3, t0
	xor s11, s11, t0
	xor s10, s10, s11
	not t0, s3
	and t0, t3, t0
	xor s9, s9, t0
	xor a6, a6, s9
	not t0, t3
	and t0, a3, t0
	xor t3, s3, t0
	xor a2, a2, t3
	slli s3, s0, 1
	srli t0, s0, 63
	or t0, s3, t0
	xor s3, a2, t0
	ld a3, 56(sp)
	xor a3, a3, s3
	xor a5, a5, s3
	sd a3, 56(sp)
	slli a3, a5, 36
	srli t0, a5, 28
	or a5, a3, t0
	xor s5, s5, s3
	slli a3, s5, 3
	srli t0, s5, 61
	or s5, a3, t0
	xor s4, s4, s3
	slli a3, s4, 41
	srli t0, s4, 23
	or s4, a3, t0
	ld a3, 112(sp)
	xor a3, a3, s3
	slli s3, a3, 18
	srli t0, a3, 46
	or a3, s3, t0
	slli s3, a2, 1
	srli t0, a2, 63
	or t0, s3, t0
	xor a2, s10, t0
	xor t4, t4, a2
	slli s3, t4, 28
	srli t0, t4, 36
	or t4, s3, t0
	xor a0, a0, a2
	slli s3, a0, 55
	srli t0, a0, 9
	or a0, s3, t0
	xor s8, s8, a2
	slli s3, s8, 25
	srli t0, s8, 39
	or s8, s3, t0
	xor s9, s9, a2
	slli s3, s9, 21
	srli t0, s9, 43
	or s9, s3, t0
	xor a7, a7, a2
	slli a2, a7, 56
	srli t0, a7, 8
	or a7, a2, t0
	slli a2, a6, 1
	srli t0, a6, 63
	or t0, a2, t0
	xor a2, s0, t0
	xor s2, s2, a2
	slli s0, s2, 62
	srli t0, s2, 2
	or s2, s0, t0
	xor t5, t5, a2
	slli s0, t5, 6
	srli t0, t5, 58
	or t5, s0, t0
	xor a4, a4, a2
	slli s0, a4, 43
	srli t0, a4, 21
	or a4, s0, t0
	xor s11, s11, a2
	slli s0, s11, 15
	srli t0, s11, 49
	or s11, s0, t0
	xor a1, a1, a2
	slli a2, a1, 61
	srli t0, a1, 3
	or a1, a2, t0
	slli a2, s1, 1
	srli t0, s1, 63
	or t0, a2, t0
	xor a2, a6, t0
	xor s6, s6, a2
	slli a6, s6, 27
	srli t0, s6, 37
	or s6, a6, t0
	xor s7, s7, a2
	slli a6, s7, 20
	srli t0, s7, 44
	or s7, a6, t0
	ld a6, 80(sp)
	xor a6, a6, a2
	slli s0, a6, 39
	srli t0, a6, 25
	or a6, s0, t0
	xor t3, t3, a2
	slli s0, t3, 8
	srli t0, t3, 56
	or t3, s0, t0
	ld s0, 96(sp)
	xor s0, s0, a2
	slli a2, s0, 14
	srli t0, s0, 50
	or s0, a2, t0
	slli a2, s10, 1
	srli t0, s10, 63
	or t0, a2, t0
	xor s10, s1, t0
	ld a2, 88(sp)
	xor a2, a2, s10
	slli s1, a2, 1
	srli t0, a2, 63
	or a2, s1, t0
	ld s1, 136(sp)
	xor s1, s1, s10
	slli s3, s1, 44
	srli t0, s1, 20
	or s1, s3, t0
	ld s3, 48(sp)
	xor s3, s3, s10
	sd a7, 48(sp)
	slli a7, s3, 10
	srli t0, s3, 54
	or s3, a7, t0
	ld a7, 72(sp)
	xor a7, a7, s10
	sd s11, 72(sp)
	slli s11, a7, 45
	srli t0, a7, 19
	or a7, s11, t0
	ld s11, 144(sp)
	xor s11, s11, s10
	slli s10, s11, 2
	srli t0, s11, 62
	or s11, s10, t0
	not t0, a0
	and t0, a6, t0
	xor s10, s2, t0
	sd s6, 144(sp)
	not t0, a6
	and t0, s4, t0
	xor s6, a0, t0
	not t0, s4
	and t0, s11, t0
	xor a6, a6, t0
	not t0, s11
	and t0, s2, t0
	xor s4, s4, t0
	not t0, s2
	and t0, a0, t0
	xor s2, s11, t0
	ld s11, 56(sp)
	not t0, s1
	and t0, a4, t0
	xor a0, s11, t0
	sd s3, 136(sp)
	ld s3, 8(sp)
	ld t0, 32(s3)
	xor a0, a0, t0
	xor s3, s10, a0
	sd s10, 88(sp)
	not t0, a4
	and t0, s9, t0
	xor s10, s1, t0
	sd a0, 96(sp)
	xor a0, s6, s10
	not t0, s9
	and t0, s0, t0
	xor a4, a4, t0
	sd s6, 80(sp)
	xor s6, a6, a4
	not t0, s0
	and t0, s11, t0
	xor s9, s9, t0
	sd s10, 112(sp)
	xor s10, s4, s9
	not t0, s11
	and t0, s1, t0
	xor s11, s0, t0
	xor s1, s2, s11
	not t0, s7
	and t0, s5, t0
	xor s0, t4, t0
	xor s3, s3, s0
	sd s2, 56(sp)
	not t0, s5
	and t0, a7, t0
	xor s2, s7, t0
	xor a0, a0, s2
	not t0, a7
	and t0, a1, t0
	xor s5, s5, t0
	xor s6, s6, s5
	not t0, a1
	and t0, t4, t0
	xor a7, a7, t0
	xor s10, s10, a7
	not t0, t4
	and t0, s7, t0
	xor t4, a1, t0
	xor s1, s1, t4
	not t0, t5
	and t0, s8, t0
	xor s7, a2, t0
	xor s3, s3, s7
	not t0, s8
	and t0, t3, t0
	xor a1, t5, t0
	xor a0, a0, a1
	not t0, t3
	and t0, a3, t0
	xor s8, s8, t0
	xor s6, s6, s8
	not t0, a3
	and t0, a2, t0
	xor t3, t3, t0
	xor s10, s10, t3
	not t0, a2
	and t0, t5, t0
	xor a2, a3, t0
	xor s1, s1, a2
	ld t5, 136(sp)
	ld a3, 144(sp)
	sd a1, 120(sp)
	not t0, a5
	and t0, t5, t0
	xor a1, a3, t0
	xor s3, s3, a1
	sd s2, 64(sp)
	ld s2, 72(sp)
	sd a2, 128(sp)
	not t0, t5
	and t0, s2, t0
	xor a2, a5, t0
	xor a0, a0, a2
	sd a2, 104(sp)
	ld a2, 48(sp)
	not t0, s2
	and t0, a2, t0
	xor t5, t5, t0
	xor s6, s6, t5
	not t0, a2
	and t0, a3, t0
	xor s2, s2, t0
	xor s10, s10, s2
	not t0, a3
	and t0, a5, t0
	xor a3, a2, t0
	xor s1, s1, a3
	slli a2, a0, 1
	srli t0, a0, 63
	or t0, a2, t0
	xor a2, s1, t0
	ld a5, 96(sp)
	xor a5, a5, a2
	xor s0, s0, a2
	sd a5, 96(sp)
	slli a5, s0, 36
	srli t0, s0, 28
	or s0, a5, t0
	xor s7, s7, a2
	slli a5, s7, 3
	srli t0, s7, 61
	or s7, a5, t0
	xor a1, a1, a2
	slli a5, a1, 41
	srli t0, a1, 23
	or a1, a5, t0
	ld a5, 88(sp)
	xor a2, a5, a2
	slli a5, a2, 18
	srli t0, a2, 46
	or a2, a5, t0
	slli a5, s1, 1
	srli t0, s1, 63
	or t0, a5, t0
	xor s1, s6, t0
	xor s9, s9, s1
	slli a5, s9, 28
	srli t0, s9, 36
	or s9, a5, t0
	xor a7, a7, s1
	slli a5, a7, 55
	srli t0, a7, 9
	or a7, a5, t0
	xor t3, t3, s1
	slli a5, t3, 25
	srli t0, t3, 39
	or t3, a5, t0
	xor s2, s2, s1
	slli a5, s2, 21
	srli t0, s2, 43
	or s2, a5, t0
	xor s1, s4, s1
	slli s4, s1, 56
	srli t0, s1, 8
	or s1, s4, t0
	slli s4, s10, 1
	srli t0, s10, 63
	or t0, s4, t0
	xor s4, a0, t0
	xor a4, a4, s4
	slli a0, a4, 62
	srli t0, a4, 2
	or a4, a0, t0
	xor s5, s5, s4
	slli a0, s5, 6
	srli t0, s5, 58
	or s5, a0, t0
	xor s8, s8, s4
	slli a0, s8, 43
	srli t0, s8, 21
	or s8, a0, t0
	xor t5, t5, s4
	slli a0, t5, 15
	srli t0, t5, 49
	or t5, a0, t0
	xor a6, a6, s4
	slli s4, a6, 61
	srli t0, a6, 3
	or a6, s4, t0
	slli s4, s3, 1
	srli t0, s3, 63
	or t0, s4, t0
	xor s4, s10, t0
	xor s11, s11, s4
	slli s10, s11, 27
	srli t0, s11, 37
	or s11, s10, t0
	xor t4, t4, s4
	slli s10, t4, 20
	srli t0, t4, 44
	or t4, s10, t0
	ld s10, 128(sp)
	xor s10, s10, s4
	slli a0, s10, 39
	srli t0, s10, 25
	or s10, a0, t0
	xor a3, a3, s4
	slli a0, a3, 8
	srli t0, a3, 56
	or a3, a0, t0
	ld a0, 56(sp)
	xor a0, a0, s4
	slli s4, a0, 14
	srli t0, a0, 50
	or a0, s4, t0
	slli s4, s6, 1
	srli t0, s6, 63
	or t0, s4, t0
	xor s6, s3, t0
	ld s4, 112(sp)
	xor s4, s4, s6
	slli s3, s4, 1
	srli t0, s4, 63
	or s4, s3, t0
	ld s3, 64(sp)
	xor s3, s3, s6
	slli a5, s3, 44
	srli t0, s3, 20
	or s3, a5, t0
	ld a5, 120(sp)
	xor a5, a5, s6
	sd s1, 120(sp)
	slli s1, a5, 10
	srli t0, a5, 54
	or a5, s1, t0
	ld s1, 104(sp)
	xor s1, s1, s6
	sd t5, 104(sp)
	slli t5, s1, 45
	srli t0, s1, 19
	or s1, t5, t0
	ld t5, 80(sp)
	xor t5, t5, s6
	slli s6, t5, 2
	srli t0, t5, 62
	or t5, s6, t0
	not t0, a7
	and t0, s10, t0
	xor s6, a4, t0
	sd s11, 80(sp)
	not t0, s10
	and t0, a1, t0
	xor s11, a7, t0
	not t0, a1
	and t0, t5, t0
	xor s10, s10, t0
	not t0, t5
	and t0, a4, t0
	xor a1, a1, t0
	not t0, a4
	and t0, a7, t0
	xor a4, t5, t0
	ld t5, 96(sp)
	not t0, s3
	and t0, s8, t0
	xor a7, t5, t0
	sd a5, 64(sp)
	ld a5, 8(sp)
	ld t0, 40(a5)
	xor a7, a7, t0
	xor a5, s6, a7
	sd s6, 112(sp)
	not t0, s8
	and t0, s2, t0
	xor s6, s3, t0
	sd a7, 56(sp)
	xor a7, s11, s6
	not t0, s2
	and t0, a0, t0
	xor s8, s8, t0
	sd s11, 128(sp)
	xor s11, s10, s8
	not t0, a0
	and t0, t5, t0
	xor s2, s2, t0
	sd s6, 88(sp)
	xor s6, a1, s2
	not t0, t5
	and t0, s3, t0
	xor t5, a0, t0
	xor s3, a4, t5
	not t0, t4
	and t0, s7, t0
	xor a0, s9, t0
	xor a5, a5, a0
	sd a4, 96(sp)
	not t0, s7
	and t0, s1, t0
	xor a4, t4, t0
	xor a7, a7, a4
	not t0, s1
	and t0, a6, t0
	xor s7, s7, t0
	xor s11, s11, s7
	not t0, a6
	and t0, s9, t0
	xor s1, s1, t0
	xor s6, s6, s1
	not t0, s9
	and t0, t4, t0
	xor s9, a6, t0
	xor s3, s3, s9
	not t0, s5
	and t0, t3, t0
	xor t4, s4, t0
	xor a5, a5, t4
	not t0, t3
	and t0, a3, t0
	xor a6, s5, t0
	xor a7, a7, a6
	not t0, a3
	and t0, a2, t0
	xor t3, t3, t0
	xor s11, s11, t3
	not t0, a2
	and t0, s4, t0
	xor a3, a3, t0
	xor s6, s6, a3
	not t0, s4
	and t0, s5, t0
	xor s4, a2, t0
	xor s3, s3, s4
	ld s5, 64(sp)
	ld a2, 80(sp)
	sd a6, 48(sp)
	not t0, s0
	and t0, s5, t0
	xor a6, a2, t0
	xor a5, a5, a6
	sd a4, 144(sp)
	ld a4, 104(sp)
	sd s4, 72(sp)
	not t0, s5
	and t0, a4, t0
	xor s4, s0, t0
	xor a7, a7, s4
	sd s4, 136(sp)
	ld s4, 120(sp)
	not t0, a4
	and t0, s4, t0
	xor s5, s5, t0
	xor s11, s11, s5
	not t0, s4
	and t0, a2, t0
	xor a4, a4, t0
	xor s6, s6, a4
	not t0, a2
	and t0, s0, t0
	xor a2, s4, t0
	xor s3, s3, a2
	slli s4, a7, 1
	srli t0, a7, 63
	or t0, s4, t0
	xor s4, s3, t0
	ld s0, 56(sp)
	xor s0, s0, s4
	xor a0, a0, s4
	sd s0, 56(sp)
	slli s0, a0, 36
	srli t0, a0, 28
	or a0, s0, t0
	xor t4, t4, s4
	slli s0, t4, 3
	srli t0, t4, 61
	or t4, s0, t0
	xor a6, a6, s4
	slli s0, a6, 41
	srli t0, a6, 23
	or a6, s0, t0
	ld s0, 112(sp)
	xor s0, s0, s4
	slli s4, s0, 18
	srli t0, s0, 46
	or s0, s4, t0
	slli s4, s3, 1
	srli t0, s3, 63
	or t0, s4, t0
	xor s3, s11, t0
	xor s2, s2, s3
	slli s4, s2, 28
	srli t0, s2, 36
	or s2, s4, t0
	xor s1, s1, s3
	slli s4, s1, 55
	srli t0, s1, 9
	or s1, s4, t0
	xor a3, a3, s3
	slli s4, a3, 25
	srli t0, a3, 39
	or a3, s4, t0
	xor a4, a4, s3
	slli s4, a4, 21
	srli t0, a4, 43
	or a4, s4, t0
	xor s3, a1, s3
	slli a1, s3, 56
	srli t0, s3, 8
	or s3, a1, t0
	slli a1, s6, 1
	srli t0, s6, 63
	or t0, a1, t0
	xor a1, a7, t0
	xor s8, s8, a1
	slli a7, s8, 62
	srli t0, s8, 2
	or s8, a7, t0
	xor s7, s7, a1
	slli a7, s7, 6
	srli t0, s7, 58
	or s7, a7, t0
	xor t3, t3, a1
	slli a7, t3, 43
	srli t0, t3, 21
	or t3, a7, t0
	xor s5, s5, a1
	slli a7, s5, 15
	srli t0, s5, 49
	or s5, a7, t0
	xor s10, s10, a1
	slli a1, s10, 61
	srli t0, s10, 3
	or s10, a1, t0
	slli a1, a5, 1
	srli t0, a5, 63
	or t0, a1, t0
	xor a1, s6, t0
	xor t5, t5, a1
	slli s6, t5, 27
	srli t0, t5, 37
	or t5, s6, t0
	xor s9, s9, a1
	slli s6, s9, 20
	srli t0, s9, 44
	or s9, s6, t0
	ld s6, 72(sp)
	xor s6, s6, a1
	slli a7, s6, 39
	srli t0, s6, 25
	or s6, a7, t0
	xor a2, a2, a1
	slli a7, a2, 8
	srli t0, a2, 56
	or a2, a7, t0
	ld a7, 96(sp)
	xor a7, a7, a1
	slli a1, a7, 14
	srli t0, a7, 50
	or a7, a1, t0
	slli a1, s11, 1
	srli t0, s11, 63
	or t0, a1, t0
	xor s11, a5, t0
	ld a1, 88(sp)
	xor a1, a1, s11
	slli a5, a1, 1
	srli t0, a1, 63
	or a1, a5, t0
	ld a5, 144(sp)
	xor a5, a5, s11
	slli s4, a5, 44
	srli t0, a5, 20
	or a5, s4, t0
	ld s4, 48(sp)
	xor s4, s4, s11
	sd s3, 48(sp)
	slli s3, s4, 10
	srli t0, s4, 54
	or s4, s3, t0
	ld s3, 136(sp)
	xor s3, s3, s11
	sd s5, 136(sp)
	slli s5, s3, 45
	srli t0, s3, 19
	or s3, s5, t0
	ld s5, 128(sp)
	xor s11, s5, s11
	slli s5, s11, 2
	srli t0, s11, 62
	or s11, s5, t0
	not t0, s1
	and t0, s6, t0
	xor s5, s8, t0
	sd t5, 128(sp)
	not t0, s6
	and t0, a6, t0
	xor t5, s1, t0
	not t0, a6
	and t0, s11, t0
	xor s6, s6, t0
	not t0, s11
	and t0, s8, t0
	xor a6, a6, t0
	not t0, s8
	and t0, s1, t0
	xor s8, s11, t0
	ld s11, 56(sp)
	not t0, a5
	and t0, t3, t0
	xor s1, s11, t0
	sd s4, 144(sp)
	ld s4, 8(sp)
	ld t0, 48(s4)
	xor s1, s1, t0
	xor s4, s5, s1
	sd s5, 88(sp)
	not t0, t3
	and t0, a4, t0
	xor s5, a5, t0
	sd s1, 96(sp)
	xor s1, t5, s5
	not t0, a4
	and t0, a7, t0
	xor t3, t3, t0
	sd t5, 72(sp)
	xor t5, s6, t3
	not t0, a7
	and t0, s11, t0
	xor a4, a4, t0
	sd s5, 112(sp)
	xor s5, a6, a4
	not t0, s11
	and t0, a5, t0
	xor s11, a7, t0
	xor a5, s8, s11
	not t0, s9
	and t0, t4, t0
	xor a7, s2, t0
	xor s4, s4, a7
	sd s8, 56(sp)
	not t0, t4
	and t0, s3, t0
	xor s8, s9, t0
	xor s1, s1, s8
	not t0, s3
	and t0, s10, t0
	xor t4, t4, t0
	xor t5, t5, t4
	not t0, s10
	and t0, s2, t0
	xor s3, s3, t0
	xor s5, s5, s3
	not t0, s2
	and t0, s9, t0
	xor s2, s10, t0
	xor a5, a5, s2
	not t0, s7
	and t0, a3, t0
	xor s9, a1, t0
	xor s4, s4, s9
	not t0, a3
	and t0, a2, t0
	xor s10, s7, t0
	xor s1, s1, s10
	not t0, a2
	and t0, s0, t0
	xor a3, a3, t0
	xor t5, t5, a3
	not t0, s0
	and t0, a1, t0
	xor a2, a2, t0
	xor s5, s5, a2
	not t0, a1
	and t0, s7, t0
	xor a1, s0, t0
	xor a5, a5, a1
	ld s7, 144(sp)
	ld s0, 128(sp)
	sd s10, 120(sp)
	not t0, a0
	and t0, s7, t0
	xor s10, s0, t0
	xor s4, s4, s10
	sd s8, 80(sp)
	ld s8, 136(sp)
	sd a1, 104(sp)
	not t0, s7
	and t0, s8, t0
	xor a1, a0, t0
	xor s1, s1, a1
	sd a1, 64(sp)
	ld a1, 48(sp)
	not t0, s8
	and t0, a1, t0
	xor s7, s7, t0
	xor t5, t5, s7
	not t0, a1
	and t0, s0, t0
	xor s8, s8, t0
	xor s5, s5, s8
	not t0, s0
	and t0, a0, t0
	xor s0, a1, t0
	xor a5, a5, s0
	slli a1, s1, 1
	srli t0, s1, 63
	or t0, a1, t0
	xor a1, a5, t0
	ld a0, 96(sp)
	xor a0, a0, a1
	xor a7, a7, a1
	sd a0, 96(sp)
	slli a0, a7, 36
	srli t0, a7, 28
	or a7, a0, t0
	xor s9, s9, a1
	slli a0, s9, 3
	srli t0, s9, 61
	or s9, a0, t0
	xor s10, s10, a1
	slli a0, s10, 41
	srli t0, s10, 23
	or s10, a0, t0
	ld a0, 88(sp)
	xor a0, a0, a1
	slli a1, a0, 18
	srli t0, a0, 46
	or a0, a1, t0
	slli a1, a5, 1
	srli t0, a5, 63
	or t0, a1, t0
	xor a5, t5, t0
	xor a4, a4, a5
	slli a1, a4, 28
	srli t0, a4, 36
	or a4, a1, t0
	xor s3, s3, a5
	slli a1, s3, 55
	srli t0, s3, 9
	or s3, a1, t0
	xor a2, a2, a5
	slli a1, a2, 25
	srli t0, a2, 39
	or a2, a1, t0
	xor s8, s8, a5
	slli a1, s8, 21
	srli t0, s8, 43
	or s8, a1, t0
	xor a5, a6, a5
	slli a6, a5, 56
	srli t0, a5, 8
	or a5, a6, t0
	slli a6, s5, 1
	srli t0, s5, 63
	or t0, a6, t0
	xor a6, s1, t0
	xor t3, t3, a6
	slli s1, t3, 62
	srli t0, t3, 2
	or t3, s1, t0
	xor t4, t4, a6
	slli s1, t4, 6
	srli t0, t4, 58
	or t4, s1, t0
	xor a3, a3, a6
	slli s1, a3, 43
	srli t0, a3, 21
	or a3, s1, t0
	xor s7, s7, a6
	slli s1, s7, 15
	srli t0, s7, 49
	or s7, s1, t0
	xor s6, s6, a6
	slli a6, s6, 61
	srli t0, s6, 3
	or s6, a6, t0
	slli a6, s4, 1
	srli t0, s4, 63
	or t0, a6, t0
	xor a6, s5, t0
	xor s11, s11, a6
	slli s5, s11, 27
	srli t0, s11, 37
	or s11, s5, t0
	xor s2, s2, a6
	slli s5, s2, 20
	srli t0, s2, 44
	or s2, s5, t0
	ld s5, 104(sp)
	xor s5, s5, a6
	slli s1, s5, 39
	srli t0, s5, 25
	or s5, s1, t0
	xor s0, s0, a6
	slli s1, s0, 8
	srli t0, s0, 56
	or s0, s1, t0
	ld s1, 56(sp)
	xor a6, s1, a6
	slli s1, a6, 14
	srli t0, a6, 50
	or a6, s1, t0
	slli s1, t5, 1
	srli t0, t5, 63
	or t0, s1, t0
	xor t5, s4, t0
	ld s1, 112(sp)
	xor s1, s1, t5
	slli s4, s1, 1
	srli t0, s1, 63
	or s1, s4, t0
	ld s4, 80(sp)
	xor s4, s4, t5
	slli a1, s4, 44
	srli t0, s4, 20
	or s4, a1, t0
	ld a1, 120(sp)
	xor a1, a1, t5
	sd a5, 120(sp)
	slli a5, a1, 10
	srli t0, a1, 54
	or a1, a5, t0
	ld a5, 64(sp)
	xor a5, a5, t5
	sd s7, 64(sp)
	slli s7, a5, 45
	srli t0, a5, 19
	or a5, s7, t0
	ld s7, 72(sp)
	xor t5, s7, t5
	slli s7, t5, 2
	srli t0, t5, 62
	or t5, s7, t0
	not t0, s3
	and t0, s5, t0
	xor s7, t3, t0
	sd s11, 72(sp)
	not t0, s5
	and t0, s10, t0
	xor s11, s3, t0
	not t0, s10
	and t0, t5, t0
	xor s5, s5, t0
	not t0, t5
	and t0, t3, t0
	xor s10, s10, t0
	not t0, t3
	and t0, s3, t0
	xor t3, t5, t0
	ld t5, 96(sp)
	not t0, s4
	and t0, a3, t0
	xor s3, t5, t0
	sd a1, 80(sp)
	ld a1, 8(sp)
	ld t0, 56(a1)
	xor s3, s3, t0
	xor a1, s7, s3
	sd s7, 112(sp)
	not t0, a3
	and t0, s8, t0
	xor s7, s4, t0
	sd s3, 56(sp)
	xor s3, s11, s7
	not t0, s8
	and t0, a6, t0
	xor a3, a3, t0
	sd s11, 104(sp)
	xor s11, s5, a3
	not t0, a6
	and t0, t5, t0
	xor s8, s8, t0
	sd s7, 88(sp)
	xor s7, s10, s8
	not t0, t5
	and t0, s4, t0
	xor t5, a6, t0
	xor s4, t3, t5
	not t0, s2
	and t0, s9, t0
	xor a6, a4, t0
	xor a1, a1, a6
	sd t3, 96(sp)
	not t0, s9
	and t0, a5, t0
	xor t3, s2, t0
	xor s3, s3, t3
	not t0, a5
	and t0, s6, t0
	xor s9, s9, t0
	xor s11, s11, s9
	not t0, s6
	and t0, a4, t0
	xor a5, a5, t0
	xor s7, s7, a5
	not t0, a4
	and t0, s2, t0
	xor a4, s6, t0
	xor s4, s4, a4
	not t0, t4
	and t0, a2, t0
	xor s2, s1, t0
	xor a1, a1, s2
	not t0, a2
	and t0, s0, t0
	xor s6, t4, t0
	xor s3, s3, s6
	not t0, s0
	and t0, a0, t0
	xor a2, a2, t0
	xor s11, s11, a2
	not t0, a0
	and t0, s1, t0
	xor s0, s0, t0
	xor s7, s7, s0
	not t0, s1
	and t0, t4, t0
	xor s1, a0, t0
	xor s4, s4, s1
	ld t4, 80(sp)
	ld a0, 72(sp)
	sd s6, 48(sp)
	not t0, a7
	and t0, t4, t0
	xor s6, a0, t0
	xor a1, a1, s6
	sd t3, 128(sp)
	ld t3, 64(sp)
	sd s1, 136(sp)
	not t0, t4
	and t0, t3, t0
	xor s1, a7, t0
	xor s3, s3, s1
	sd s1, 144(sp)
	ld s1, 120(sp)
	not t0, t3
	and t0, s1, t0
	xor t4, t4, t0
	xor s11, s11, t4
	not t0, s1
	and t0, a0, t0
	xor t3, t3, t0
	xor s7, s7, t3
	not t0, a0
	and t0, a7, t0
	xor a0, s1, t0
	xor s4, s4, a0
	slli s1, s3, 1
	srli t0, s3, 63
	or t0, s1, t0
	xor s1, s4, t0
	ld a7, 56(sp)
	xor a7, a7, s1
	xor a6, a6, s1
	sd a7, 56(sp)
	slli a7, a6, 36
	srli t0, a6, 28
	or a6, a7, t0
	xor s2, s2, s1
	slli a7, s2, 3
	srli t0, s2, 61
	or s2, a7, t0
	xor s6, s6, s1
	slli a7, s6, 41
	srli t0, s6, 23
	or s6, a7, t0
	ld a7, 112(sp)
	xor a7, a7, s1
	slli s1, a7, 18
	srli t0, a7, 46
	or a7, s1, t0
	slli s1, s4, 1
	srli t0, s4, 63
	or t0, s1, t0
	xor s4, s11, t0
	xor s8, s8, s4
	slli s1, s8, 28
	srli t0, s8, 36
	or s8, s1, t0
	xor a5, a5, s4
	slli s1, a5, 55
	srli t0, a5, 9
	or a5, s1, t0
	xor s0, s0, s4
	slli s1, s0, 25
	srli t0, s0, 39
	or s0, s1, t0
	xor t3, t3, s4
	slli s1, t3, 21
	srli t0, t3, 43
	or t3, s1, t0
	xor s10, s10, s4
	slli s4, s10, 56
	srli t0, s10, 8
	or s10, s4, t0
	slli s4, s7, 1
	srli t0, s7, 63
	or t0, s4, t0
	xor s4, s3, t0
	xor a3, a3, s4
	slli s3, a3, 62
	srli t0, a3, 2
	or a3, s3, t0
	xor s9, s9, s4
	slli s3, s9, 6
	srli t0, s9, 58
	or s9, s3, t0
	xor a2, a2, s4
	slli s3, a2, 43
	srli t0, a2, 21
	or a2, s3, t0
	xor t4, t4, s4
	slli s3, t4, 15
	srli t0, t4, 49
	or t4, s3, t0
	xor s5, s5, s4
	slli s4, s5, 61
	srli t0, s5, 3
	or s5, s4, t0
	slli s4, a1, 1
	srli t0, a1, 63
	or t0, s4, t0
	xor s4, s7, t0
	xor t5, t5, s4
	slli s7, t5, 27
	srli t0, t5, 37
	or t5, s7, t0
	xor a4, a4, s4
	slli s7, a4, 20
	srli t0, a4, 44
	or a4, s7, t0
	ld s7, 136(sp)
	xor s7, s7, s4
	slli s3, s7, 39
	srli t0, s7, 25
	or s7, s3, t0
	xor a0, a0, s4
	slli s3, a0, 8
	srli t0, a0, 56
	or a0, s3, t0
	ld s3, 96(sp)
	xor s3, s3, s4
	slli s4, s3, 14
	srli t0, s3, 50
	or s3, s4, t0
	slli s4, s11, 1
	srli t0, s11, 63
	or t0, s4, t0
	xor s11, a1, t0
	ld s4, 88(sp)
	xor s4, s4, s11
	slli a1, s4, 1
	srli t0, s4, 63
	or s4, a1, t0
	ld a1, 128(sp)
	xor a1, a1, s11
	slli s1, a1, 44
	srli t0, a1, 20
	or a1, s1, t0
	ld s1, 48(sp)
	xor s1, s1, s11
	sd s10, 48(sp)
	slli s10, s1, 10
	srli t0, s1, 54
	or s1, s10, t0
	ld s10, 144(sp)
	xor s10, s10, s11
	sd t4, 144(sp)
	slli t4, s10, 45
	srli t0, s10, 19
	or s10, t4, t0
	ld t4, 104(sp)
	xor t4, t4, s11
	slli s11, t4, 2
	srli t0, t4, 62
	or t4, s11, t0
	not t0, a5
	and t0, s7, t0
	xor s11, a3, t0
	sd t5, 104(sp)
	not t0, s7
	and t0, s6, t0
	xor t5, a5, t0
	not t0, s6
	and t0, t4, t0
	xor s7, s7, t0
	not t0, t4
	and t0, a3, t0
	xor s6, s6, t0
	not t0, a3
	and t0, a5, t0
	xor a3, t4, t0
	ld t4, 56(sp)
	not t0, a1
	and t0, a2, t0
	xor a5, t4, t0
	sd s1, 128(sp)
	ld s1, 8(sp)
	ld t0, 64(s1)
	xor a5, a5, t0
	xor s1, s11, a5
	sd s11, 88(sp)
	not t0, a2
	and t0, t3, t0
	xor s11, a1, t0
	sd a5, 96(sp)
	xor a5, t5, s11
	not t0, t3
	and t0, s3, t0
	xor a2, a2, t0
	sd t5, 136(sp)
	xor t5, s7, a2
	not t0, s3
	and t0, t4, t0
	xor t3, t3, t0
	sd s11, 112(sp)
	xor s11, s6, t3
	not t0, t4
	and t0, a1, t0
	xor t4, s3, t0
	xor a1, a3, t4
	not t0, a4
	and t0, s2, t0
	xor s3, s8, t0
	xor s1, s1, s3
	sd a3, 56(sp)
	not t0, s2
	and t0, s10, t0
	xor a3, a4, t0
	xor a5, a5, a3
	not t0, s10
	and t0, s5, t0
	xor s2, s2, t0
	xor t5, t5, s2
	not t0, s5
	and t0, s8, t0
	xor s10, s10, t0
	xor s11, s11, s10
	not t0, s8
	and t0, a4, t0
	xor s8, s5, t0
	xor a1, a1, s8
	not t0, s9
	and t0, s0, t0
	xor a4, s4, t0
	xor s1, s1, a4
	not t0, s0
	and t0, a0, t0
	xor s5, s9, t0
	xor a5, a5, s5
	not t0, a0
	and t0, a7, t0
	xor s0, s0, t0
	xor t5, t5, s0
	not t0, a7
	and t0, s4, t0
	xor a0, a0, t0
	xor s11, s11, a0
	not t0, s4
	and t0, s9, t0
	xor s4, a7, t0
	xor a1, a1, s4
	ld s9, 128(sp)
	ld a7, 104(sp)
	sd s5, 120(sp)
	not t0, a6
	and t0, s9, t0
	xor s5, a7, t0
	xor s1, s1, s5
	sd a3, 72(sp)
	ld a3, 144(sp)
	sd s4, 64(sp)
	not t0, s9
	and t0, a3, t0
	xor s4, a6, t0
	xor a5, a5, s4
	sd s4, 80(sp)
	ld s4, 48(sp)
	not t0, a3
	and t0, s4, t0
	xor s9, s9, t0
	xor t5, t5, s9
	not t0, s4
	and t0, a7, t0
	xor a3, a3, t0
	xor s11, s11, a3
	not t0, a7
	and t0, a6, t0
	xor a7, s4, t0
	xor a1, a1, a7
	slli s4, a5, 1
	srli t0, a5, 63
	or t0, s4, t0
	xor s4, a1, t0
	ld a6, 96(sp)
	xor a6, a6, s4
	xor s3, s3, s4
	sd a6, 96(sp)
	slli a6, s3, 36
	srli t0, s3, 28
	or s3, a6, t0
	xor a4, a4, s4
	slli a6, a4, 3
	srli t0, a4, 61
	or a4, a6, t0
	xor s5, s5, s4
	slli a6, s5, 41
	srli t0, s5, 23
	or s5, a6, t0
	ld a6, 88(sp)
	xor s4, a6, s4
	slli a6, s4, 18
	srli t0, s4, 46
	or s4, a6, t0
	slli a6, a1, 1
	srli t0, a1, 63
	or t0, a6, t0
	xor a1, t5, t0
	xor t3, t3, a1
	slli a6, t3, 28
	srli t0, t3, 36
	or t3, a6, t0
	xor s10, s10, a1
	slli a6, s10, 55
	srli t0, s10, 9
	or s10, a6, t0
	xor a0, a0, a1
	slli a6, a0, 25
	srli t0, a0, 39
	or a0, a6, t0
	xor a3, a3, a1
	slli a6, a3, 21
	srli t0, a3, 43
	or a3, a6, t0
	xor a1, s6, a1
	slli s6, a1, 56
	srli t0, a1, 8
	or a1, s6, t0
	slli s6, s11, 1
	srli t0, s11, 63
	or t0, s6, t0
	xor s6, a5, t0
	xor a2, a2, s6
	slli a5, a2, 62
	srli t0, a2, 2
	or a2, a5, t0
	xor s2, s2, s6
	slli a5, s2, 6
	srli t0, s2, 58
	or s2, a5, t0
	xor s0, s0, s6
	slli a5, s0, 43
	srli t0, s0, 21
	or s0, a5, t0
	xor s9, s9, s6
	slli a5, s9, 15
	srli t0, s9, 49
	or s9, a5, t0
	xor s7, s7, s6
	slli s6, s7, 61
	srli t0, s7, 3
	or s7, s6, t0
	slli s6, s1, 1
	srli t0, s1, 63
	or t0, s6, t0
	xor s6, s11, t0
	xor t4, t4, s6
	slli s11, t4, 27
	srli t0, t4, 37
	or t4, s11, t0
	xor s8, s8, s6
	slli s11, s8, 20
	srli t0, s8, 44
	or s8, s11, t0
	ld s11, 64(sp)
	xor s11, s11, s6
	slli a5, s11, 39
	srli t0, s11, 25
	or s11, a5, t0
	xor a7, a7, s6
	slli a5, a7, 8
	srli t0, a7, 56
	or a7, a5, t0
	ld a5, 56(sp)
	xor a5, a5, s6
	slli s6, a5, 14
	srli t0, a5, 50
	or a5, s6, t0
	slli s6, t5, 1
	srli t0, t5, 63
	or t0, s6, t0
	xor t5, s1, t0
	ld s6, 112(sp)
	xor s6, s6, t5
	slli s1, s6, 1
	srli t0, s6, 63
	or s6, s1, t0
	ld s1, 72(sp)
	xor s1, s1, t5
	slli a6, s1, 44
	srli t0, s1, 20
	or s1, a6, t0
	ld a6, 120(sp)
	xor a6, a6, t5
	sd a1, 120(sp)
	slli a1, a6, 10
	srli t0, a6, 54
	or a6, a1, t0
	ld a1, 80(sp)
	xor a1, a1, t5
	sd s9, 80(sp)
	slli s9, a1, 45
	srli t0, a1, 19
	or a1, s9, t0
	ld s9, 136(sp)
	xor s9, s9, t5
	slli t5, s9, 2
	srli t0, s9, 62
	or s9, t5, t0
	not t0, s10
	and t0, s11, t0
	xor t5, a2, t0
	sd t4, 136(sp)
	not t0, s11
	and t0, s5, t0
	xor t4, s10, t0
	not t0, s5
	and t0, s9, t0
	xor s11, s11, t0
	not t0, s9
	and t0, a2, t0
	xor s5, s5, t0
	not t0, a2
	and t0, s10, t0
	xor a2, s9, t0
	ld s9, 96(sp)
	not t0, s1
	and t0, s0, t0
	xor s10, s9, t0
	sd a6, 72(sp)
	ld a6, 8(sp)
	ld t0, 72(a6)
	xor s10, s10, t0
	xor a6, t5, s10
	sd t5, 112(sp)
	not t0, s0
	and t0, a3, t0
	xor t5, s1, t0
	sd s10, 56(sp)
	xor s10, t4, t5
	not t0, a3
	and t0, a5, t0
	xor s0, s0, t0
	sd t4, 64(sp)
	xor t4, s11, s0
	not t0, a5
	and t0, s9, t0
	xor a3, a3, t0
	sd t5, 88(sp)
	xor t5, s5, a3
	not t0, s9
	and t0, s1, t0
	xor s9, a5, t0
	xor s1, a2, s9
	not t0, s8
	and t0, a4, t0
	xor a5, t3, t0
	xor a6, a6, a5
	sd a2, 96(sp)
	not t0, a4
	and t0, a1, t0
	xor a2, s8, t0
	xor s10, s10, a2
	not t0, a1
	and t0, s7, t0
	xor a4, a4, t0
	xor t4, t4, a4
	not t0, s7
	and t0, t3, t0
	xor a1, a1, t0
	xor t5, t5, a1
	not t0, t3
	and t0, s8, t0
	xor t3, s7, t0
	xor s1, s1, t3
	not t0, s2
	and t0, a0, t0
	xor s8, s6, t0
	xor a6, a6, s8
	not t0, a0
	and t0, a7, t0
	xor s7, s2, t0
	xor s10, s10, s7
	not t0, a7
	and t0, s4, t0
	xor a0, a0, t0
	xor t4, t4, a0
	not t0, s4
	and t0, s6, t0
	xor a7, a7, t0
	xor t5, t5, a7
	not t0, s6
	and t0, s2, t0
	xor s6, s4, t0
	xor s1, s1, s6
	ld s2, 72(sp)
	ld s4, 136(sp)
	sd s7, 48(sp)
	not t0, s3
	and t0, s2, t0
	xor s7, s4, t0
	xor a6, a6, s7
	sd a2, 104(sp)
	ld a2, 80(sp)
	sd s6, 144(sp)
	not t0, s2
	and t0, a2, t0
	xor s6, s3, t0
	xor s10, s10, s6
	sd s6, 128(sp)
	ld s6, 120(sp)
	not t0, a2
	and t0, s6, t0
	xor s2, s2, t0
	xor t4, t4, s2
	not t0, s6
	and t0, s4, t0
	xor a2, a2, t0
	xor t5, t5, a2
	not t0, s4
	and t0, s3, t0
	xor s4, s6, t0
	xor s1, s1, s4
	slli s6, s10, 1
	srli t0, s10, 63
	or t0, s6, t0
	xor s6, s1, t0
	ld s3, 56(sp)
	xor s3, s3, s6
	xor a5, a5, s6
	sd s3, 56(sp)
	slli s3, a5, 36
	srli t0, a5, 28
	or a5, s3, t0
	xor s8, s8, s6
	slli s3, s8, 3
	srli t0, s8, 61
	or s8, s3, t0
	xor s7, s7, s6
	slli s3, s7, 41
	srli t0, s7, 23
	or s7, s3, t0
	ld s3, 112(sp)
	xor s3, s3, s6
	slli s6, s3, 18
	srli t0, s3, 46
	or s3, s6, t0
	slli s6, s1, 1
	srli t0, s1, 63
	or t0, s6, t0
	xor s1, t4, t0
	xor a3, a3, s1
	slli s6, a3, 28
	srli t0, a3, 36
	or a3, s6, t0
	xor a1, a1, s1
	slli s6, a1, 55
	srli t0, a1, 9
	or a1, s6, t0
	xor a7, a7, s1
	slli s6, a7, 25
	srli t0, a7, 39
	or a7, s6, t0
	xor a2, a2, s1
	slli s6, a2, 21
	srli t0, a2, 43
	or a2, s6, t0
	xor s1, s5, s1
	slli s5, s1, 56
	srli t0, s1, 8
	or s1, s5, t0
	slli s5, t5, 1
	srli t0, t5, 63
	or t0, s5, t0
	xor s5, s10, t0
	xor s0, s0, s5
	slli s10, s0, 62
	srli t0, s0, 2
	or s0, s10, t0
	xor a4, a4, s5
	slli s10, a4, 6
	srli t0, a4, 58
	or a4, s10, t0
	xor a0, a0, s5
	slli s10, a0, 43
	srli t0, a0, 21
	or a0, s10, t0
	xor s2, s2, s5
	slli s10, s2, 15
	srli t0, s2, 49
	or s2, s10, t0
	xor s11, s11, s5
	slli s5, s11, 61
	srli t0, s11, 3
	or s11, s5, t0
	slli s5, a6, 1
	srli t0, a6, 63
	or t0, s5, t0
	xor s5, t5, t0
	xor s9, s9, s5
	slli t5, s9, 27
	srli t0, s9, 37
	or s9, t5, t0
	xor t3, t3, s5
	slli t5, t3, 20
	srli t0, t3, 44
	or t3, t5, t0
	ld t5, 144(sp)
	xor t5, t5, s5
	slli s10, t5, 39
	srli t0, t5, 25
	or t5, s10, t0
	xor s4, s4, s5
	slli s10, s4, 8
	srli t0, s4, 56
	or s4, s10, t0
	ld s10, 96(sp)
	xor s10, s10, s5
	slli s5, s10, 14
	srli t0, s10, 50
	or s10, s5, t0
	slli s5, t4, 1
	srli t0, t4, 63
	or t0, s5, t0
	xor t4, a6, t0
	ld s5, 88(sp)
	xor s5, s5, t4
	slli a6, s5, 1
	srli t0, s5, 63
	or s5, a6, t0
	ld a6, 104(sp)
	xor a6, a6, t4
	slli s6, a6, 44
	srli t0, a6, 20
	or a6, s6, t0
	ld s6, 48(sp)
	xor s6, s6, t4
	sd s1, 48(sp)
	slli s1, s6, 10
	srli t0, s6, 54
	or s6, s1, t0
	ld s1, 128(sp)
	xor s1, s1, t4
	sd s2, 128(sp)
	slli s2, s1, 45
	srli t0, s1, 19
	or s1, s2, t0
	ld s2, 64(sp)
	xor t4, s2, t4
	slli s2, t4, 2
	srli t0, t4, 62
	or t4, s2, t0
	not t0, a1
	and t0, t5, t0
	xor s2, s0, t0
	sd s9, 64(sp)
	not t0, t5
	and t0, s7, t0
	xor s9, a1, t0
	not t0, s7
	and t0, t4, t0
	xor t5, t5, t0
	not t0, t4
	and t0, s0, t0
	xor s7, s7, t0
	not t0, s0
	and t0, a1, t0
	xor s0, t4, t0
	ld t4, 56(sp)
	not t0, a6
	and t0, a0, t0
	xor a1, t4, t0
	sd s6, 104(sp)
	ld s6, 8(sp)
	ld t0, 80(s6)
	xor a1, a1, t0
	xor s6, s2, a1
	sd s2, 88(sp)
	not t0, a0
	and t0, a2, t0
	xor s2, a6, t0
	sd a1, 96(sp)
	xor a1, s9, s2
	not t0, a2
	and t0, s10, t0
	xor a0, a0, t0
	sd s9, 144(sp)
	xor s9, t5, a0
	not t0, s10
	and t0, t4, t0
	xor a2, a2, t0
	sd s2, 112(sp)
	xor s2, s7, a2
	not t0, t4
	and t0, a6, t0
	xor t4, s10, t0
	xor a6, s0, t4
	not t0, t3
	and t0, s8, t0
	xor s10, a3, t0
	xor s6, s6, s10
	sd s0, 56(sp)
	not t0, s8
	and t0, s1, t0
	xor s0, t3, t0
	xor a1, a1, s0
	not t0, s1
	and t0, s11, t0
	xor s8, s8, t0
	xor s9, s9, s8
	not t0, s11
	and t0, a3, t0
	xor s1, s1, t0
	xor s2, s2, s1
	not t0, a3
	and t0, t3, t0
	xor a3, s11, t0
	xor a6, a6, a3
	not t0, a4
	and t0, a7, t0
	xor t3, s5, t0
	xor s6, s6, t3
	not t0, a7
	and t0, s4, t0
	xor s11, a4, t0
	xor a1, a1, s11
	not t0, s4
	and t0, s3, t0
	xor a7, a7, t0
	xor s9, s9, a7
	not t0, s3
	and t0, s5, t0
	xor s4, s4, t0
	xor s2, s2, s4
	not t0, s5
	and t0, a4, t0
	xor s5, s3, t0
	xor a6, a6, s5
	ld a4, 104(sp)
	ld s3, 64(sp)
	sd s11, 120(sp)
	not t0, a5
	and t0, a4, t0
	xor s11, s3, t0
	xor s6, s6, s11
	sd s0, 136(sp)
	ld s0, 128(sp)
	sd s5, 80(sp)
	not t0, a4
	and t0, s0, t0
	xor s5, a5, t0
	xor a1, a1, s5
	sd s5, 72(sp)
	ld s5, 48(sp)
	not t0, s0
	and t0, s5, t0
	xor a4, a4, t0
	xor s9, s9, a4
	not t0, s5
	and t0, s3, t0
	xor s0, s0, t0
	xor s2, s2, s0
	not t0, s3
	and t0, a5, t0
	xor s3, s5, t0
	xor a6, a6, s3
	slli s5, a1, 1
	srli t0, a1, 63
	or t0, s5, t0
	xor s5, a6, t0
	ld a5, 96(sp)
	xor a5, a5, s5
	xor s10, s10, s5
	sd a5, 96(sp)
	slli a5, s10, 36
	srli t0, s10, 28
	or s10, a5, t0
	xor t3, t3, s5
	slli a5, t3, 3
	srli t0, t3, 61
	or t3, a5, t0
	xor s11, s11, s5
	slli a5, s11, 41
	srli t0, s11, 23
	or s11, a5, t0
	ld a5, 88(sp)
	xor a5, a5, s5
	slli s5, a5, 18
	srli t0, a5, 46
	or a5, s5, t0
	slli s5, a6, 1
	srli t0, a6, 63
	or t0, s5, t0
	xor a6, s9, t0
	xor a2, a2, a6
	slli s5, a2, 28
	srli t0, a2, 36
	or a2, s5, t0
	xor s1, s1, a6
	slli s5, s1, 55
	srli t0, s1, 9
	or s1, s5, t0
	xor s4, s4, a6
	slli s5, s4, 25
	srli t0, s4, 39
	or s4, s5, t0
	xor s0, s0, a6
	slli s5, s0, 21
	srli t0, s0, 43
	or s0, s5, t0
	xor a6, s7, a6
	slli s7, a6, 56
	srli t0, a6, 8
	or a6, s7, t0
	slli s7, s2, 1
	srli t0, s2, 63
	or t0, s7, t0
	xor s7, a1, t0
	xor a0, a0, s7
	slli a1, a0, 62
	srli t0, a0, 2
	or a0, a1, t0
	xor s8, s8, s7
	slli a1, s8, 6
	srli t0, s8, 58
	or s8, a1, t0
	xor a7, a7, s7
	slli a1, a7, 43
	srli t0, a7, 21
	or a7, a1, t0
	xor a4, a4, s7
	slli a1, a4, 15
	srli t0, a4, 49
	or a4, a1, t0
	xor t5, t5, s7
	slli s7, t5, 61
	srli t0, t5, 3
	or t5, s7, t0
	slli s7, s6, 1
	srli t0, s6, 63
	or t0, s7, t0
	xor s7, s2, t0
	xor t4, t4, s7
	slli s2, t4, 27
	srli t0, t4, 37
	or t4, s2, t0
	xor a3, a3, s7
	slli s2, a3, 20
	srli t0, a3, 44
	or a3, s2, t0
	ld s2, 80(sp)
	xor s2, s2, s7
	slli a1, s2, 39
	srli t0, s2, 25
	or s2, a1, t0
	xor s3, s3, s7
	slli a1, s3, 8
	srli t0, s3, 56
	or s3, a1, t0
	ld a1, 56(sp)
	xor s7, a1, s7
	slli a1, s7, 14
	srli t0, s7, 50
	or s7, a1, t0
	slli a1, s9, 1
	srli t0, s9, 63
	or t0, a1, t0
	xor s9, s6, t0
	ld a1, 112(sp)
	xor a1, a1, s9
	slli s6, a1, 1
	srli t0, a1, 63
	or a1, s6, t0
	ld s6, 136(sp)
	xor s6, s6, s9
	slli s5, s6, 44
	srli t0, s6, 20
	or s6, s5, t0
	ld s5, 120(sp)
	xor s5, s5, s9
	sd a6, 120(sp)
	slli a6, s5, 10
	srli t0, s5, 54
	or s5, a6, t0
	ld a6, 72(sp)
	xor a6, a6, s9
	sd a4, 72(sp)
	slli a4, a6, 45
	srli t0, a6, 19
	or a6, a4, t0
	ld a4, 144(sp)
	xor s9, a4, s9
	slli a4, s9, 2
	srli t0, s9, 62
	or s9, a4, t0
	not t0, s1
	and t0, s2, t0
	xor a4, a0, t0
	sd t4, 144(sp)
	not t0, s2
	and t0, s11, t0
	xor t4, s1, t0
	not t0, s11
	and t0, s9, t0
	xor s2, s2, t0
	not t0, s9
	and t0, a0, t0
	xor s11, s11, t0
	not t0, a0
	and t0, s1, t0
	xor a0, s9, t0
	ld s9, 96(sp)
	not t0, s6
	and t0, a7, t0
	xor s1, s9, t0
	sd s5, 136(sp)
	ld s5, 8(sp)
	ld t0, 88(s5)
	xor s1, s1, t0
	xor s5, a4, s1
	sd a4, 112(sp)
	not t0, a7
	and t0, s0, t0
	xor a4, s6, t0
	sd s1, 56(sp)
	xor s1, t4, a4
	not t0, s0
	and t0, s7, t0
	xor a7, a7, t0
	sd t4, 80(sp)
	xor t4, s2, a7
	not t0, s7
	and t0, s9, t0
	xor s0, s0, t0
	sd a4, 88(sp)
	xor a4, s11, s0
	not t0, s9
	and t0, s6, t0
	xor s9, s7, t0
	xor s6, a0, s9
	not t0, a3
	and t0, t3, t0
	xor s7, a2, t0
	xor s5, s5, s7
	sd a0, 96(sp)
	not t0, t3
	and t0, a6, t0
	xor a0, a3, t0
	xor s1, s1, a0
	not t0, a6
	and t0, t5, t0
	xor t3, t3, t0
	xor t4, t4, t3
	not t0, t5
	and t0, a2, t0
	xor a6, a6, t0
	xor a4, a4, a6
	not t0, a2
	and t0, a3, t0
	xor a2, t5, t0
	xor s6, s6, a2
	not t0, s8
	and t0, s4, t0
	xor a3, a1, t0
	xor s5, s5, a3
	not t0, s4
	and t0, s3, t0
	xor t5, s8, t0
	xor s1, s1, t5
	not t0, s3
	and t0, a5, t0
	xor s4, s4, t0
	xor t4, t4, s4
	not t0, a5
	and t0, a1, t0
	xor s3, s3, t0
	xor a4, a4, s3
	not t0, a1
	and t0, s8, t0
	xor a1, a5, t0
	xor s6, s6, a1
	ld s8, 136(sp)
	ld a5, 144(sp)
	sd t5, 48(sp)
	not t0, s10
	and t0, s8, t0
	xor t5, a5, t0
	xor s5, s5, t5
	sd a0, 64(sp)
	ld a0, 72(sp)
	sd a1, 128(sp)
	not t0, s8
	and t0, a0, t0
	xor a1, s10, t0
	xor s1, s1, a1
	sd a1, 104(sp)
	ld a1, 120(sp)
	not t0, a0
	and t0, a1, t0
	xor s8, s8, t0
	xor t4, t4, s8
	not t0, a1
	and t0, a5, t0
	xor a0, a0, t0
	xor a4, a4, a0
	not t0, a5
	and t0, s10, t0
	xor a5, a1, t0
	xor s6, s6, a5
	slli a1, s1, 1
	srli t0, s1, 63
	or t0, a1, t0
	xor a1, s6, t0
	ld s10, 56(sp)
	xor s10, s10, a1
	xor s7, s7, a1
	sd s10, 56(sp)
	slli s10, s7, 36
	srli t0, s7, 28
	or s7, s10, t0
	xor a3, a3, a1
	slli s10, a3, 3
	srli t0, a3, 61
	or a3, s10, t0
	xor t5, t5, a1
	slli s10, t5, 41
	srli t0, t5, 23
	or t5, s10, t0
	ld s10, 112(sp)
	xor s10, s10, a1
	slli a1, s10, 18
	srli t0, s10, 46
	or s10, a1, t0
	slli a1, s6, 1
	srli t0, s6, 63
	or t0, a1, t0
	xor s6, t4, t0
	xor s0, s0, s6
	slli a1, s0, 28
	srli t0, s0, 36
	or s0, a1, t0
	xor a6, a6, s6
	slli a1, a6, 55
	srli t0, a6, 9
	or a6, a1, t0
	xor s3, s3, s6
	slli a1, s3, 25
	srli t0, s3, 39
	or s3, a1, t0
	xor a0, a0, s6
	slli a1, a0, 21
	srli t0, a0, 43
	or a0, a1, t0
	xor s11, s11, s6
	slli s6, s11, 56
	srli t0, s11, 8
	or s11, s6, t0
	slli s6, a4, 1
	srli t0, a4, 63
	or t0, s6, t0
	xor s6, s1, t0
	xor a7, a7, s6
	slli s1, a7, 62
	srli t0, a7, 2
	or a7, s1, t0
	xor t3, t3, s6
	slli s1, t3, 6
	srli t0, t3, 58
	or t3, s1, t0
	xor s4, s4, s6
	slli s1, s4, 43
	srli t0, s4, 21
	or s4, s1, t0
	xor s8, s8, s6
	slli s1, s8, 15
	srli t0, s8, 49
	or s8, s1, t0
	xor s2, s2, s6
	slli s6, s2, 61
	srli t0, s2, 3
	or s2, s6, t0
	slli s6, s5, 1
	srli t0, s5, 63
	or t0, s6, t0
	xor s6, a4, t0
	xor s9, s9, s6
	slli a4, s9, 27
	srli t0, s9, 37
	or s9, a4, t0
	xor a2, a2, s6
	slli a4, a2, 20
	srli t0, a2, 44
	or a2, a4, t0
	ld a4, 128(sp)
	xor a4, a4, s6
	slli s1, a4, 39
	srli t0, a4, 25
	or a4, s1, t0
	xor a5, a5, s6
	slli s1, a5, 8
	srli t0, a5, 56
	or a5, s1, t0
	ld s1, 96(sp)
	xor s1, s1, s6
	slli s6, s1, 14
	srli t0, s1, 50
	or s1, s6, t0
	slli s6, t4, 1
	srli t0, t4, 63
	or t0, s6, t0
	xor t4, s5, t0
	ld s6, 88(sp)
	xor s6, s6, t4
	slli s5, s6, 1
	srli t0, s6, 63
	or s6, s5, t0
	ld s5, 64(sp)
	xor s5, s5, t4
	slli a1, s5, 44
	srli t0, s5, 20
	or s5, a1, t0
	ld a1, 48(sp)
	xor a1, a1, t4
	sd s11, 48(sp)
	slli s11, a1, 10
	srli t0, a1, 54
	or a1, s11, t0
	ld s11, 104(sp)
	xor s11, s11, t4
	sd s8, 104(sp)
	slli s8, s11, 45
	srli t0, s11, 19
	or s11, s8, t0
	ld s8, 80(sp)
	xor s8, s8, t4
	slli t4, s8, 2
	srli t0, s8, 62
	or s8, t4, t0
	not t0, a6
	and t0, a4, t0
	xor t4, a7, t0
	sd s9, 80(sp)
	not t0, a4
	and t0, t5, t0
	xor s9, a6, t0
	not t0, t5
	and t0, s8, t0
	xor a4, a4, t0
	not t0, s8
	and t0, a7, t0
	xor t5, t5, t0
	not t0, a7
	and t0, a6, t0
	xor a7, s8, t0
	ld s8, 56(sp)
	not t0, s5
	and t0, s4, t0
	xor a6, s8, t0
	sd a1, 64(sp)
	ld a1, 8(sp)
	ld t0, 96(a1)
	xor a6, a6, t0
	xor a1, t4, a6
	sd t4, 88(sp)
	not t0, s4
	and t0, a0, t0
	xor t4, s5, t0
	sd a6, 96(sp)
	xor a6, s9, t4
	not t0, a0
	and t0, s1, t0
	xor s4, s4, t0
	sd s9, 128(sp)
	xor s9, a4, s4
	not t0, s1
	and t0, s8, t0
	xor a0, a0, t0
	sd t4, 112(sp)
	xor t4, t5, a0
	not t0, s8
	and t0, s5, t0
	xor s8, s1, t0
	xor s5, a7, s8
	not t0, a2
	and t0, a3, t0
	xor s1, s0, t0
	xor a1, a1, s1
	sd a7, 56(sp)
	not t0, a3
	and t0, s11, t0
	xor a7, a2, t0
	xor a6, a6, a7
	not t0, s11
	and t0, s2, t0
	xor a3, a3, t0
	xor s9, s9, a3
	not t0, s2
	and t0, s0, t0
	xor s11, s11, t0
	xor t4, t4, s11
	not t0, s0
	and t0, a2, t0
	xor s0, s2, t0
	xor s5, s5, s0
	not t0, t3
	and t0, s3, t0
	xor a2, s6, t0
	xor a1, a1, a2
	not t0, s3
	and t0, a5, t0
	xor s2, t3, t0
	xor a6, a6, s2
	not t0, a5
	and t0, s10, t0
	xor s3, s3, t0
	xor s9, s9, s3
	not t0, s10
	and t0, s6, t0
	xor a5, a5, t0
	xor t4, t4, a5
	not t0, s6
	and t0, t3, t0
	xor s6, s10, t0
	xor s5, s5, s6
	ld t3, 64(sp)
	ld s10, 80(sp)
	sd s2, 120(sp)
	not t0, s7
	and t0, t3, t0
	xor s2, s10, t0
	xor a1, a1, s2
	sd a7, 144(sp)
	ld a7, 104(sp)
	sd s6, 72(sp)
	not t0, t3
	and t0, a7, t0
	xor s6, s7, t0
	xor a6, a6, s6
	sd s6, 136(sp)
	ld s6, 48(sp)
	not t0, a7
	and t0, s6, t0
	xor t3, t3, t0
	xor s9, s9, t3
	not t0, s6
	and t0, s10, t0
	xor a7, a7, t0
	xor t4, t4, a7
	not t0, s10
	and t0, s7, t0
	xor s10, s6, t0
	xor s5, s5, s10
	slli s6, a6, 1
	srli t0, a6, 63
	or t0, s6, t0
	xor s6, s5, t0
	ld s7, 96(sp)
	xor s7, s7, s6
	xor s1, s1, s6
	sd s7, 96(sp)
	slli s7, s1, 36
	srli t0, s1, 28
	or s1, s7, t0
	xor a2, a2, s6
	slli s7, a2, 3
	srli t0, a2, 61
	or a2, s7, t0
	xor s2, s2, s6
	slli s7, s2, 41
	srli t0, s2, 23
	or s2, s7, t0
	ld s7, 88(sp)
	xor s6, s7, s6
	slli s7, s6, 18
	srli t0, s6, 46
	or s6, s7, t0
	slli s7, s5, 1
	srli t0, s5, 63
	or t0, s7, t0
	xor s5, s9, t0
	xor a0, a0, s5
	slli s7, a0, 28
	srli t0, a0, 36
	or a0, s7, t0
	xor s11, s11, s5
	slli s7, s11, 55
	srli t0, s11, 9
	or s11, s7, t0
	xor a5, a5, s5
	slli s7, a5, 25
	srli t0, a5, 39
	or a5, s7, t0
	xor a7, a7, s5
	slli s7, a7, 21
	srli t0, a7, 43
	or a7, s7, t0
	xor s5, t5, s5
	slli t5, s5, 56
	srli t0, s5, 8
	or s5, t5, t0
	slli t5, t4, 1
	srli t0, t4, 63
	or t0, t5, t0
	xor t5, a6, t0
	xor s4, s4, t5
	slli a6, s4, 62
	srli t0, s4, 2
	or s4, a6, t0
	xor a3, a3, t5
	slli a6, a3, 6
	srli t0, a3, 58
	or a3, a6, t0
	xor s3, s3, t5
	slli a6, s3, 43
	srli t0, s3, 21
	or s3, a6, t0
	xor t3, t3, t5
	slli a6, t3, 15
	srli t0, t3, 49
	or t3, a6, t0
	xor a4, a4, t5
	slli t5, a4, 61
	srli t0, a4, 3
	or a4, t5, t0
	slli t5, a1, 1
	srli t0, a1, 63
	or t0, t5, t0
	xor t5, t4, t0
	xor s8, s8, t5
	slli t4, s8, 27
	srli t0, s8, 37
	or s8, t4, t0
	xor s0, s0, t5
	slli t4, s0, 20
	srli t0, s0, 44
	or s0, t4, t0
	ld t4, 72(sp)
	xor t4, t4, t5
	slli a6, t4, 39
	srli t0, t4, 25
	or t4, a6, t0
	xor s10, s10, t5
	slli a6, s10, 8
	srli t0, s10, 56
	or s10, a6, t0
	ld a6, 56(sp)
	xor a6, a6, t5
	slli t5, a6, 14
	srli t0, a6, 50
	or a6, t5, t0
	slli t5, s9, 1
	srli t0, s9, 63
	or t0, t5, t0
	xor s9, a1, t0
	ld t5, 112(sp)
	xor t5, t5, s9
	slli a1, t5, 1
	srli t0, t5, 63
	or t5, a1, t0
	ld a1, 144(sp)
	xor a1, a1, s9
	slli s7, a1, 44
	srli t0, a1, 20
	or a1, s7, t0
	ld s7, 120(sp)
	xor s7, s7, s9
	sd s5, 120(sp)
	slli s5, s7, 10
	srli t0, s7, 54
	or s7, s5, t0
	ld s5, 136(sp)
	xor s5, s5, s9
	sd t3, 136(sp)
	slli t3, s5, 45
	srli t0, s5, 19
	or s5, t3, t0
	ld t3, 128(sp)
	xor t3, t3, s9
	slli s9, t3, 2
	srli t0, t3, 62
	or t3, s9, t0
	not t0, s11
	and t0, t4, t0
	xor s9, s4, t0
	sd s8, 128(sp)
	not t0, t4
	and t0, s2, t0
	xor s8, s11, t0
	not t0, s2
	and t0, t3, t0
	xor t4, t4, t0
	not t0, t3
	and t0, s4, t0
	xor s2, s2, t0
	not t0, s4
	and t0, s11, t0
	xor s4, t3, t0
	ld t3, 96(sp)
	not t0, a1
	and t0, s3, t0
	xor s11, t3, t0
	sd s7, 144(sp)
	ld s7, 8(sp)
	ld t0, 104(s7)
	xor s11, s11, t0
	xor s7, s9, s11
	sd s9, 112(sp)
	not t0, s3
	and t0, a7, t0
	xor s9, a1, t0
	sd s11, 56(sp)
	xor s11, s8, s9
	not t0, a7
	and t0, a6, t0
	xor s3, s3, t0
	sd s8, 72(sp)
	xor s8, t4, s3
	not t0, a6
	and t0, t3, t0
	xor a7, a7, t0
	sd s9, 88(sp)
	xor s9, s2, a7
	not t0, t3
	and t0, a1, t0
	xor t3, a6, t0
	xor a1, s4, t3
	not t0, s0
	and t0, a2, t0
	xor a6, a0, t0
	xor s7, s7, a6
	sd s4, 96(sp)
	not t0, a2
	and t0, s5, t0
	xor s4, s0, t0
	xor s11, s11, s4
	not t0, s5
	and t0, a4, t0
	xor a2, a2, t0
	xor s8, s8, a2
	not t0, a4
	and t0, a0, t0
	xor s5, s5, t0
	xor s9, s9, s5
	not t0, a0
	and t0, s0, t0
	xor a0, a4, t0
	xor a1, a1, a0
	not t0, a3
	and t0, a5, t0
	xor s0, t5, t0
	xor s7, s7, s0
	not t0, a5
	and t0, s10, t0
	xor a4, a3, t0
	xor s11, s11, a4
	not t0, s10
	and t0, s6, t0
	xor a5, a5, t0
	xor s8, s8, a5
	not t0, s6
	and t0, t5, t0
	xor s10, s10, t0
	xor s9, s9, s10
	not t0, t5
	and t0, a3, t0
	xor t5, s6, t0
	xor a1, a1, t5
	ld a3, 144(sp)
	ld s6, 128(sp)
	sd a4, 48(sp)
	not t0, s1
	and t0, a3, t0
	xor a4, s6, t0
	xor s7, s7, a4
	sd s4, 80(sp)
	ld s4, 136(sp)
	sd t5, 104(sp)
	not t0, a3
	and t0, s4, t0
	xor t5, s1, t0
	xor s11, s11, t5
	sd t5, 64(sp)
	ld t5, 120(sp)
	not t0, s4
	and t0, t5, t0
	xor a3, a3, t0
	xor s8, s8, a3
	not t0, t5
	and t0, s6, t0
	xor s4, s4, t0
	xor s9, s9, s4
	not t0, s6
	and t0, s1, t0
	xor s6, t5, t0
	xor a1, a1, s6
	slli t5, s11, 1
	srli t0, s11, 63
	or t0, t5, t0
	xor t5, a1, t0
	ld s1, 56(sp)
	xor s1, s1, t5
	xor a6, a6, t5
	sd s1, 56(sp)
	slli s1, a6, 36
	srli t0, a6, 28
	or a6, s1, t0
	xor s0, s0, t5
	slli s1, s0, 3
	srli t0, s0, 61
	or s0, s1, t0
	xor a4, a4, t5
	slli s1, a4, 41
	srli t0, a4, 23
	or a4, s1, t0
	ld s1, 112(sp)
	xor s1, s1, t5
	slli t5, s1, 18
	srli t0, s1, 46
	or s1, t5, t0
	slli t5, a1, 1
	srli t0, a1, 63
	or t0, t5, t0
	xor a1, s8, t0
	xor a7, a7, a1
	slli t5, a7, 28
	srli t0, a7, 36
	or a7, t5, t0
	xor s5, s5, a1
	slli t5, s5, 55
	srli t0, s5, 9
	or s5, t5, t0
	xor s10, s10, a1
	slli t5, s10, 25
	srli t0, s10, 39
	or s10, t5, t0
	xor s4, s4, a1
	slli t5, s4, 21
	srli t0, s4, 43
	or s4, t5, t0
	xor a1, s2, a1
	slli s2, a1, 56
	srli t0, a1, 8
	or a1, s2, t0
	slli s2, s9, 1
	srli t0, s9, 63
	or t0, s2, t0
	xor s2, s11, t0
	xor s3, s3, s2
	slli s11, s3, 62
	srli t0, s3, 2
	or s3, s11, t0
	xor a2, a2, s2
	slli s11, a2, 6
	srli t0, a2, 58
	or a2, s11, t0
	xor a5, a5, s2
	slli s11, a5, 43
	srli t0, a5, 21
	or a5, s11, t0
	xor a3, a3, s2
	slli s11, a3, 15
	srli t0, a3, 49
	or a3, s11, t0
	xor t4, t4, s2
	slli s2, t4, 61
	srli t0, t4, 3
	or t4, s2, t0
	slli s2, s7, 1
	srli t0, s7, 63
	or t0, s2, t0
	xor s2, s9, t0
	xor t3, t3, s2
	slli s9, t3, 27
	srli t0, t3, 37
	or t3, s9, t0
	xor a0, a0, s2
	slli s9, a0, 20
	srli t0, a0, 44
	or a0, s9, t0
	ld s9, 104(sp)
	xor s9, s9, s2
	slli s11, s9, 39
	srli t0, s9, 25
	or s9, s11, t0
	xor s6, s6, s2
	slli s11, s6, 8
	srli t0, s6, 56
	or s6, s11, t0
	ld s11, 96(sp)
	xor s11, s11, s2
	slli s2, s11, 14
	srli t0, s11, 50
	or s11, s2, t0
	slli s2, s8, 1
	srli t0, s8, 63
	or t0, s2, t0
	xor s8, s7, t0
	ld s2, 88(sp)
	xor s2, s2, s8
	slli s7, s2, 1
	srli t0, s2, 63
	or s2, s7, t0
	ld s7, 80(sp)
	xor s7, s7, s8
	slli t5, s7, 44
	srli t0, s7, 20
	or s7, t5, t0
	ld t5, 48(sp)
	xor t5, t5, s8
	sd a1, 48(sp)
	slli a1, t5, 10
	srli t0, t5, 54
	or t5, a1, t0
	ld a1, 64(sp)
	xor a1, a1, s8
	sd a3, 64(sp)
	slli a3, a1, 45
	srli t0, a1, 19
	or a1, a3, t0
	ld a3, 72(sp)
	xor s8, a3, s8
	slli a3, s8, 2
	srli t0, s8, 62
	or s8, a3, t0
	not t0, s5
	and t0, s9, t0
	xor a3, s3, t0
	sd t3, 72(sp)
	not t0, s9
	and t0, a4, t0
	xor t3, s5, t0
	not t0, a4
	and t0, s8, t0
	xor s9, s9, t0
	not t0, s8
	and t0, s3, t0
	xor a4, a4, t0
	not t0, s3
	and t0, s5, t0
	xor s3, s8, t0
	ld s8, 56(sp)
	not t0, s7
	and t0, a5, t0
	xor s5, s8, t0
	sd t5, 80(sp)
	ld t5, 8(sp)
	ld t0, 112(t5)
	xor s5, s5, t0
	xor t5, a3, s5
	sd a3, 88(sp)
	not t0, a5
	and t0, s4, t0
	xor a3, s7, t0
	sd s5, 96(sp)
	xor s5, t3, a3
	not t0, s4
	and t0, s11, t0
	xor a5, a5, t0
	sd t3, 104(sp)
	xor t3, s9, a5
	not t0, s11
	and t0, s8, t0
	xor s4, s4, t0
	sd a3, 112(sp)
	xor a3, a4, s4
	not t0, s8
	and t0, s7, t0
	xor s8, s11, t0
	xor s7, s3, s8
	not t0, a0
	and t0, s0, t0
	xor s11, a7, t0
	xor t5, t5, s11
	sd s3, 56(sp)
	not t0, s0
	and t0, a1, t0
	xor s3, a0, t0
	xor s5, s5, s3
	not t0, a1
	and t0, t4, t0
	xor s0, s0, t0
	xor t3, t3, s0
	not t0, t4
	and t0, a7, t0
	xor a1, a1, t0
	xor a3, a3, a1
	not t0, a7
	and t0, a0, t0
	xor a7, t4, t0
	xor s7, s7, a7
	not t0, a2
	and t0, s10, t0
	xor a0, s2, t0
	xor t5, t5, a0
	not t0, s10
	and t0, s6, t0
	xor t4, a2, t0
	xor s5, s5, t4
	not t0, s6
	and t0, s1, t0
	xor s10, s10, t0
	xor t3, t3, s10
	not t0, s1
	and t0, s2, t0
	xor s6, s6, t0
	xor a3, a3, s6
	not t0, s2
	and t0, a2, t0
	xor s2, s1, t0
	xor s7, s7, s2
	ld a2, 80(sp)
	ld s1, 72(sp)
	sd t4, 120(sp)
	not t0, a6
	and t0, a2, t0
	xor t4, s1, t0
	xor t5, t5, t4
	sd s3, 128(sp)
	ld s3, 64(sp)
	sd s2, 136(sp)
	not t0, a2
	and t0, s3, t0
	xor s2, a6, t0
	xor s5, s5, s2
	sd s2, 144(sp)
	ld s2, 48(sp)
	not t0, s3
	and t0, s2, t0
	xor a2, a2, t0
	xor t3, t3, a2
	not t0, s2
	and t0, s1, t0
	xor s3, s3, t0
	xor a3, a3, s3
	not t0, s1
	and t0, a6, t0
	xor s1, s2, t0
	xor s7, s7, s1
	slli s2, s5, 1
	srli t0, s5, 63
	or t0, s2, t0
	xor s2, s7, t0
	ld a6, 96(sp)
	xor a6, a6, s2
	xor s11, s11, s2
	sd a6, 96(sp)
	slli a6, s11, 36
	srli t0, s11, 28
	or s11, a6, t0
	xor a0, a0, s2
	slli a6, a0, 3
	srli t0, a0, 61
	or a0, a6, t0
	xor t4, t4, s2
	slli a6, t4, 41
	srli t0, t4, 23
	or t4, a6, t0
	ld a6, 88(sp)
	xor a6, a6, s2
	slli s2, a6, 18
	srli t0, a6, 46
	or a6, s2, t0
	slli s2, s7, 1
	srli t0, s7, 63
	or t0, s2, t0
	xor s7, t3, t0
	xor s4, s4, s7
	slli s2, s4, 28
	srli t0, s4, 36
	or s4, s2, t0
	xor a1, a1, s7
	slli s2, a1, 55
	srli t0, a1, 9
	or a1, s2, t0
	xor s6, s6, s7
	slli s2, s6, 25
	srli t0, s6, 39
	or s6, s2, t0
	xor s3, s3, s7
	slli s2, s3, 21
	srli t0, s3, 43
	or s3, s2, t0
	xor s7, a4, s7
	slli a4, s7, 56
	srli t0, s7, 8
	or s7, a4, t0
	slli a4, a3, 1
	srli t0, a3, 63
	or t0, a4, t0
	xor a4, s5, t0
	xor a5, a5, a4
	slli s5, a5, 62
	srli t0, a5, 2
	or a5, s5, t0
	xor s0, s0, a4
	slli s5, s0, 6
	srli t0, s0, 58
	or s0, s5, t0
	xor s10, s10, a4
	slli s5, s10, 43
	srli t0, s10, 21
	or s10, s5, t0
	xor a2, a2, a4
	slli s5, a2, 15
	srli t0, a2, 49
	or a2, s5, t0
	xor s9, s9, a4
	slli a4, s9, 61
	srli t0, s9, 3
	or s9, a4, t0
	slli a4, t5, 1
	srli t0, t5, 63
	or t0, a4, t0
	xor a4, a3, t0
	xor s8, s8, a4
	slli a3, s8, 27
	srli t0, s8, 37
	or s8, a3, t0
	xor a7, a7, a4
	slli a3, a7, 20
	srli t0, a7, 44
	or a7, a3, t0
	ld a3, 136(sp)
	xor a3, a3, a4
	slli s5, a3, 39
	srli t0, a3, 25
	or a3, s5, t0
	xor s1, s1, a4
	slli s5, s1, 8
	srli t0, s1, 56
	or s1, s5, t0
	ld s5, 56(sp)
	xor a4, s5, a4
	slli s5, a4, 14
	srli t0, a4, 50
	or a4, s5, t0
	slli s5, t3, 1
	srli t0, t3, 63
	or t0, s5, t0
	xor t3, t5, t0
	ld s5, 112(sp)
	xor s5, s5, t3
	slli t5, s5, 1
	srli t0, s5, 63
	or s5, t5, t0
	ld t5, 128(sp)
	xor t5, t5, t3
	slli s2, t5, 44
	srli t0, t5, 20
	or t5, s2, t0
	ld s2, 120(sp)
	xor s2, s2, t3
	sd s7, 120(sp)
	slli s7, s2, 10
	srli t0, s2, 54
	or s2, s7, t0
	ld s7, 144(sp)
	xor s7, s7, t3
	sd a2, 144(sp)
	slli a2, s7, 45
	srli t0, s7, 19
	or s7, a2, t0
	ld a2, 104(sp)
	xor t3, a2, t3
	slli a2, t3, 2
	srli t0, t3, 62
	or t3, a2, t0
	not t0, a1
	and t0, a3, t0
	xor a2, a5, t0
	sd s8, 104(sp)
	not t0, a3
	and t0, t4, t0
	xor s8, a1, t0
	not t0, t4
	and t0, t3, t0
	xor a3, a3, t0
	not t0, t3
	and t0, a5, t0
	xor t4, t4, t0
	not t0, a5
	and t0, a1, t0
	xor a5, t3, t0
	ld t3, 96(sp)
	not t0, t5
	and t0, s10, t0
	xor a1, t3, t0
	sd s2, 128(sp)
	ld s2, 8(sp)
	ld t0, 120(s2)
	xor a1, a1, t0
	xor s2, a2, a1
	sd a2, 112(sp)
	not t0, s10
	and t0, s3, t0
	xor a2, t5, t0
	sd a1, 56(sp)
	xor a1, s8, a2
	not t0, s3
	and t0, a4, t0
	xor s10, s10, t0
	sd s8, 136(sp)
	xor s8, a3, s10
	not t0, a4
	and t0, t3, t0
	xor s3, s3, t0
	sd a2, 88(sp)
	xor a2, t4, s3
	not t0, t3
	and t0, t5, t0
	xor t3, a4, t0
	xor t5, a5, t3
	not t0, a7
	and t0, a0, t0
	xor a4, s4, t0
	xor s2, s2, a4
	sd a5, 96(sp)
	not t0, a0
	and t0, s7, t0
	xor a5, a7, t0
	xor a1, a1, a5
	not t0, s7
	and t0, s9, t0
	xor a0, a0, t0
	xor s8, s8, a0
	not t0, s9
	and t0, s4, t0
	xor s7, s7, t0
	xor a2, a2, s7
	not t0, s4
	and t0, a7, t0
	xor s4, s9, t0
	xor t5, t5, s4
	not t0, s0
	and t0, s6, t0
	xor a7, s5, t0
	xor s2, s2, a7
	not t0, s6
	and t0, s1, t0
	xor s9, s0, t0
	xor a1, a1, s9
	not t0, s1
	and t0, a6, t0
	xor s6, s6, t0
	xor s8, s8, s6
	not t0, a6
	and t0, s5, t0
	xor s1, s1, t0
	xor a2, a2, s1
	not t0, s5
	and t0, s0, t0
	xor s5, a6, t0
	xor t5, t5, s5
	ld s0, 128(sp)
	ld a6, 104(sp)
	sd s9, 48(sp)
	not t0, s11
	and t0, s0, t0
	xor s9, a6, t0
	xor s2, s2, s9
	sd a5, 72(sp)
	ld a5, 144(sp)
	sd s5, 64(sp)
	not t0, s0
	and t0, a5, t0
	xor s5, s11, t0
	xor a1, a1, s5
	sd s5, 80(sp)
	ld s5, 120(sp)
	not t0, a5
	and t0, s5, t0
	xor s0, s0, t0
	xor s8, s8, s0
	not t0, s5
	and t0, a6, t0
	xor a5, a5, t0
	xor a2, a2, a5
	not t0, a6
	and t0, s11, t0
	xor a6, s5, t0
	xor t5, t5, a6
	slli s5, a1, 1
	srli t0, a1, 63
	or t0, s5, t0
	xor s5, t5, t0
	ld s11, 56(sp)
	xor s11, s11, s5
	xor a4, a4, s5
	sd s11, 56(sp)
	slli s11, a4, 36
	srli t0, a4, 28
	or a4, s11, t0
	xor a7, a7, s5
	slli s11, a7, 3
	srli t0, a7, 61
	or a7, s11, t0
	xor s9, s9, s5
	slli s11, s9, 41
	srli t0, s9, 23
	or s9, s11, t0
	ld s11, 112(sp)
	xor s11, s11, s5
	slli s5, s11, 18
	srli t0, s11, 46
	or s11, s5, t0
	slli s5, t5, 1
	srli t0, t5, 63
	or t0, s5, t0
	xor t5, s8, t0
	xor s3, s3, t5
	slli s5, s3, 28
	srli t0, s3, 36
	or s3, s5, t0
	xor s7, s7, t5
	slli s5, s7, 55
	srli t0, s7, 9
	or s7, s5, t0
	xor s1, s1, t5
	slli s5, s1, 25
	srli t0, s1, 39
	or s1, s5, t0
	xor a5, a5, t5
	slli s5, a5, 21
	srli t0, a5, 43
	or a5, s5, t0
	xor t4, t4, t5
	slli t5, t4, 56
	srli t0, t4, 8
	or t4, t5, t0
	slli t5, a2, 1
	srli t0, a2, 63
	or t0, t5, t0
	xor t5, a1, t0
	xor s10, s10, t5
	slli a1, s10, 62
	srli t0, s10, 2
	or s10, a1, t0
	xor a0, a0, t5
	slli a1, a0, 6
	srli t0, a0, 58
	or a0, a1, t0
	xor s6, s6, t5
	slli a1, s6, 43
	srli t0, s6, 21
	or s6, a1, t0
	xor s0, s0, t5
	slli a1, s0, 15
	srli t0, s0, 49
	or s0, a1, t0
	xor a3, a3, t5
	slli t5, a3, 61
	srli t0, a3, 3
	or a3, t5, t0
	slli t5, s2, 1
	srli t0, s2, 63
	or t0, t5, t0
	xor t5, a2, t0
	xor t3, t3, t5
	slli a2, t3, 27
	srli t0, t3, 37
	or t3, a2, t0
	xor s4, s4, t5
	slli a2, s4, 20
	srli t0, s4, 44
	or s4, a2, t0
	ld a2, 64(sp)
	xor a2, a2, t5
	slli a1, a2, 39
	srli t0, a2, 25
	or a2, a1, t0
	xor a6, a6, t5
	slli a1, a6, 8
	srli t0, a6, 56
	or a6, a1, t0
	ld a1, 96(sp)
	xor a1, a1, t5
	slli t5, a1, 14
	srli t0, a1, 50
	or a1, t5, t0
	slli t5, s8, 1
	srli t0, s8, 63
	or t0, t5, t0
	xor s8, s2, t0
	ld t5, 88(sp)
	xor t5, t5, s8
	slli s2, t5, 1
	srli t0, t5, 63
	or t5, s2, t0
	ld s2, 72(sp)
	xor s2, s2, s8
	slli s5, s2, 44
	srli t0, s2, 20
	or s2, s5, t0
	ld s5, 48(sp)
	xor s5, s5, s8
	sd t4, 48(sp)
	slli t4, s5, 10
	srli t0, s5, 54
	or s5, t4, t0
	ld t4, 80(sp)
	xor t4, t4, s8
	sd s0, 80(sp)
	slli s0, t4, 45
	srli t0, t4, 19
	or t4, s0, t0
	ld s0, 136(sp)
	xor s0, s0, s8
	slli s8, s0, 2
	srli t0, s0, 62
	or s0, s8, t0
	not t0, s7
	and t0, a2, t0
	xor s8, s10, t0
	sd t3, 136(sp)
	not t0, a2
	and t0, s9, t0
	xor t3, s7, t0
	not t0, s9
	and t0, s0, t0
	xor a2, a2, t0
	not t0, s0
	and t0, s10, t0
	xor s9, s9, t0
	not t0, s10
	and t0, s7, t0
	xor s10, s0, t0
	ld s0, 56(sp)
	not t0, s2
	and t0, s6, t0
	xor s7, s0, t0
	sd s5, 72(sp)
	ld s5, 8(sp)
	ld t0, 128(s5)
	xor s7, s7, t0
	xor s5, s8, s7
	sd s8, 88(sp)
	not t0, s6
	and t0, a5, t0
	xor s8, s2, t0
	sd s7, 96(sp)
	xor s7, t3, s8
	not t0, a5
	and t0, a1, t0
	xor s6, s6, t0
	sd t3, 64(sp)
	xor t3, a2, s6
	not t0, a1
	and t0, s0, t0
	xor a5, a5, t0
	sd s8, 112(sp)
	xor s8, s9, a5
	not t0, s0
	and t0, s2, t0
	xor s0, a1, t0
	xor s2, s10, s0
	not t0, s4
	and t0, a7, t0
	xor a1, s3, t0
	xor s5, s5, a1
	sd s10, 56(sp)
	not t0, a7
	and t0, t4, t0
	xor s10, s4, t0
	xor s7, s7, s10
	not t0, t4
	and t0, a3, t0
	xor a7, a7, t0
	xor t3, t3, a7
	not t0, a3
	and t0, s3, t0
	xor t4, t4, t0
	xor s8, s8, t4
	not t0, s3
	and t0, s4, t0
	xor s3, a3, t0
	xor s2, s2, s3
	not t0, a0
	and t0, s1, t0
	xor s4, t5, t0
	xor s5, s5, s4
	not t0, s1
	and t0, a6, t0
	xor a3, a0, t0
	xor s7, s7, a3
	not t0, a6
	and t0, s11, t0
	xor s1, s1, t0
	xor t3, t3, s1
	not t0, s11
	and t0, t5, t0
	xor a6, a6, t0
	xor s8, s8, a6
	not t0, t5
	and t0, a0, t0
	xor t5, s11, t0
	xor s2, s2, t5
	ld a0, 72(sp)
	ld s11, 136(sp)
	sd a3, 120(sp)
	not t0, a4
	and t0, a0, t0
	xor a3, s11, t0
	xor s5, s5, a3
	sd s10, 104(sp)
	ld s10, 80(sp)
	sd t5, 144(sp)
	not t0, a0
	and t0, s10, t0
	xor t5, a4, t0
	xor s7, s7, t5
	sd t5, 128(sp)
	ld t5, 48(sp)
	not t0, s10
	and t0, t5, t0
	xor a0, a0, t0
	xor t3, t3, a0
	not t0, t5
	and t0, s11, t0
	xor s10, s10, t0
	xor s8, s8, s10
	not t0, s11
	and t0, a4, t0
	xor s11, t5, t0
	xor s2, s2, s11
	slli t5, s7, 1
	srli t0, s7, 63
	or t0, t5, t0
	xor t5, s2, t0
	ld a4, 96(sp)
	xor a4, a4, t5
	xor a1, a1, t5
	sd a4, 96(sp)
	slli a4, a1, 36
	srli t0, a1, 28
	or a1, a4, t0
	xor s4, s4, t5
	slli a4, s4, 3
	srli t0, s4, 61
	or s4, a4, t0
	xor a3, a3, t5
	slli a4, a3, 41
	srli t0, a3, 23
	or a3, a4, t0
	ld a4, 88(sp)
	xor t5, a4, t5
	slli a4, t5, 18
	srli t0, t5, 46
	or t5, a4, t0
	slli a4, s2, 1
	srli t0, s2, 63
	or t0, a4, t0
	xor s2, t3, t0
	xor a5, a5, s2
	slli a4, a5, 28
	srli t0, a5, 36
	or a5, a4, t0
	xor t4, t4, s2
	slli a4, t4, 55
	srli t0, t4, 9
	or t4, a4, t0
	xor a6, a6, s2
	slli a4, a6, 25
	srli t0, a6, 39
	or a6, a4, t0
	xor s10, s10, s2
	slli a4, s10, 21
	srli t0, s10, 43
	or s10, a4, t0
	xor s2, s9, s2
	slli s9, s2, 56
	srli t0, s2, 8
	or s2, s9, t0
	slli s9, s8, 1
	srli t0, s8, 63
	or t0, s9, t0
	xor s9, s7, t0
	xor s6, s6, s9
	slli s7, s6, 62
	srli t0, s6, 2
	or s6, s7, t0
	xor a7, a7, s9
	slli s7, a7, 6
	srli t0, a7, 58
	or a7, s7, t0
	xor s1, s1, s9
	slli s7, s1, 43
	srli t0, s1, 21
	or s1, s7, t0
	xor a0, a0, s9
	slli s7, a0, 15
	srli t0, a0, 49
	or a0, s7, t0
	xor a2, a2, s9
	slli s9, a2, 61
	srli t0, a2, 3
	or a2, s9, t0
	slli s9, s5, 1
	srli t0, s5, 63
	or t0, s9, t0
	xor s9, s8, t0
	xor s0, s0, s9
	slli s8, s0, 27
	srli t0, s0, 37
	or s0, s8, t0
	xor s3, s3, s9
	slli s8, s3, 20
	srli t0, s3, 44
	or s3, s8, t0
	ld s8, 144(sp)
	xor s8, s8, s9
	slli s7, s8, 39
	srli t0, s8, 25
	or s8, s7, t0
	xor s11, s11, s9
	slli s7, s11, 8
	srli t0, s11, 56
	or s11, s7, t0
	ld s7, 56(sp)
	xor s7, s7, s9
	slli s9, s7, 14
	srli t0, s7, 50
	or s7, s9, t0
	slli s9, t3, 1
	srli t0, t3, 63
	or t0, s9, t0
	xor t3, s5, t0
	ld s9, 112(sp)
	xor s9, s9, t3
	slli s5, s9, 1
	srli t0, s9, 63
	or s9, s5, t0
	ld s5, 104(sp)
	xor s5, s5, t3
	slli a4, s5, 44
	srli t0, s5, 20
	or s5, a4, t0
	ld a4, 120(sp)
	xor a4, a4, t3
	sd s2, 120(sp)
	slli s2, a4, 10
	srli t0, a4, 54
	or a4, s2, t0
	ld s2, 128(sp)
	xor s2, s2, t3
	sd a0, 128(sp)
	slli a0, s2, 45
	srli t0, s2, 19
	or s2, a0, t0
	ld a0, 64(sp)
	xor a0, a0, t3
	slli t3, a0, 2
	srli t0, a0, 62
	or a0, t3, t0
	not t0, t4
	and t0, s8, t0
	xor t3, s6, t0
	sd s0, 64(sp)
	not t0, s8
	and t0, a3, t0
	xor s0, t4, t0
	not t0, a3
	and t0, a0, t0
	xor s8, s8, t0
	not t0, a0
	and t0, s6, t0
	xor a3, a3, t0
	not t0, s6
	and t0, t4, t0
	xor s6, a0, t0
	ld a0, 96(sp)
	not t0, s5
	and t0, s1, t0
	xor t4, a0, t0
	sd a4, 104(sp)
	ld a4, 8(sp)
	ld t0, 136(a4)
	xor t4, t4, t0
	xor a4, t3, t4
	sd t3, 112(sp)
	not t0, s1
	and t0, s10, t0
	xor t3, s5, t0
	sd t4, 56(sp)
	xor t4, s0, t3
	not t0, s10
	and t0, s7, t0
	xor s1, s1, t0
	sd s0, 144(sp)
	xor s0, s8, s1
	not t0, s7
	and t0, a0, t0
	xor s10, s10, t0
	sd t3, 88(sp)
	xor t3, a3, s10
	not t0, a0
	and t0, s5, t0
	xor a0, s7, t0
	xor s5, s6, a0
	not t0, s3
	and t0, s4, t0
	xor s7, a5, t0
	xor a4, a4, s7
	sd s6, 96(sp)
	not t0, s4
	and t0, s2, t0
	xor s6, s3, t0
	xor t4, t4, s6
	not t0, s2
	and t0, a2, t0
	xor s4, s4, t0
	xor s0, s0, s4
	not t0, a2
	and t0, a5, t0
	xor s2, s2, t0
	xor t3, t3, s2
	not t0, a5
	and t0, s3, t0
	xor a5, a2, t0
	xor s5, s5, a5
	not t0, a7
	and t0, a6, t0
	xor s3, s9, t0
	xor a4, a4, s3
	not t0, a6
	and t0, s11, t0
	xor a2, a7, t0
	xor t4, t4, a2
	not t0, s11
	and t0, t5, t0
	xor a6, a6, t0
	xor s0, s0, a6
	not t0, t5
	and t0, s9, t0
	xor s11, s11, t0
	xor t3, t3, s11
	not t0, s9
	and t0, a7, t0
	xor s9, t5, t0
	xor s5, s5, s9
	ld a7, 104(sp)
	ld t5, 64(sp)
	sd a2, 48(sp)
	not t0, a1
	and t0, a7, t0
	xor a2, t5, t0
	xor a4, a4, a2
	sd s6, 136(sp)
	ld s6, 128(sp)
	sd s9, 80(sp)
	not t0, a7
	and t0, s6, t0
	xor s9, a1, t0
	xor t4, t4, s9
	sd s9, 72(sp)
	ld s9, 120(sp)
	not t0, s6
	and t0, s9, t0
	xor a7, a7, t0
	xor s0, s0, a7
	not t0, s9
	and t0, t5, t0
	xor s6, s6, t0
	xor t3, t3, s6
	not t0, t5
	and t0, a1, t0
	xor t5, s9, t0
	xor s5, s5, t5
	slli s9, t4, 1
	srli t0, t4, 63
	or t0, s9, t0
	xor s9, s5, t0
	ld a1, 56(sp)
	xor a1, a1, s9
	xor s7, s7, s9
	sd a1, 56(sp)
	slli a1, s7, 36
	srli t0, s7, 28
	or s7, a1, t0
	xor s3, s3, s9
	slli a1, s3, 3
	srli t0, s3, 61
	or s3, a1, t0
	xor a2, a2, s9
	slli a1, a2, 41
	srli t0, a2, 23
	or a2, a1, t0
	ld a1, 112(sp)
	xor a1, a1, s9
	slli s9, a1, 18
	srli t0, a1, 46
	or a1, s9, t0
	slli s9, s5, 1
	srli t0, s5, 63
	or t0, s9, t0
	xor s5, s0, t0
	xor s10, s10, s5
	slli s9, s10, 28
	srli t0, s10, 36
	or s10, s9, t0
	xor s2, s2, s5
	slli s9, s2, 55
	srli t0, s2, 9
	or s2, s9, t0
	xor s11, s11, s5
	slli s9, s11, 25
	srli t0, s11, 39
	or s11, s9, t0
	xor s6, s6, s5
	slli s9, s6, 21
	srli t0, s6, 43
	or s6, s9, t0
	xor s5, a3, s5
	slli a3, s5, 56
	srli t0, s5, 8
	or s5, a3, t0
	slli a3, t3, 1
	srli t0, t3, 63
	or t0, a3, t0
	xor a3, t4, t0
	xor s1, s1, a3
	slli t4, s1, 62
	srli t0, s1, 2
	or s1, t4, t0
	xor s4, s4, a3
	slli t4, s4, 6
	srli t0, s4, 58
	or s4, t4, t0
	xor a6, a6, a3
	slli t4, a6, 43
	srli t0, a6, 21
	or a6, t4, t0
	xor a7, a7, a3
	slli t4, a7, 15
	srli t0, a7, 49
	or a7, t4, t0
	xor s8, s8, a3
	slli a3, s8, 61
	srli t0, s8, 3
	or s8, a3, t0
	slli a3, a4, 1
	srli t0, a4, 63
	or t0, a3, t0
	xor a3, t3, t0
	xor a0, a0, a3
	slli t3, a0, 27
	srli t0, a0, 37
	or a0, t3, t0
	xor a5, a5, a3
	slli t3, a5, 20
	srli t0, a5, 44
	or a5, t3, t0
	ld t3, 80(sp)
	xor t3, t3, a3
	slli t4, t3, 39
	srli t0, t3, 25
	or t3, t4, t0
	xor t5, t5, a3
	slli t4, t5, 8
	srli t0, t5, 56
	or t5, t4, t0
	ld t4, 96(sp)
	xor t4, t4, a3
	slli a3, t4, 14
	srli t0, t4, 50
	or t4, a3, t0
	slli a3, s0, 1
	srli t0, s0, 63
	or t0, a3, t0
	xor s0, a4, t0
	ld a3, 88(sp)
	xor a3, a3, s0
	slli a4, a3, 1
	srli t0, a3, 63
	or a3, a4, t0
	ld a4, 136(sp)
	xor a4, a4, s0
	slli s9, a4, 44
	srli t0, a4, 20
	or a4, s9, t0
	ld s9, 48(sp)
	xor s9, s9, s0
	sd s5, 48(sp)
	slli s5, s9, 10
	srli t0, s9, 54
	or s9, s5, t0
	ld s5, 72(sp)
	xor s5, s5, s0
	sd a7, 72(sp)
	slli a7, s5, 45
	srli t0, s5, 19
	or s5, a7, t0
	ld a7, 144(sp)
	xor s0, a7, s0
	slli a7, s0, 2
	srli t0, s0, 62
	or s0, a7, t0
	not t0, s2
	and t0, t3, t0
	xor a7, s1, t0
	sd a0, 144(sp)
	not t0, t3
	and t0, a2, t0
	xor a0, s2, t0
	not t0, a2
	and t0, s0, t0
	xor t3, t3, t0
	not t0, s0
	and t0, s1, t0
	xor a2, a2, t0
	not t0, s1
	and t0, s2, t0
	xor s1, s0, t0
	ld s0, 56(sp)
	not t0, a4
	and t0, a6, t0
	xor s2, s0, t0
	sd s9, 136(sp)
	ld s9, 8(sp)
	ld t0, 144(s9)
	xor s2, s2, t0
	xor s9, a7, s2
	sd a7, 88(sp)
	not t0, a6
	and t0, s6, t0
	xor a7, a4, t0
	sd s2, 96(sp)
	xor s2, a0, a7
	not t0, s6
	and t0, t4, t0
	xor a6, a6, t0
	sd a0, 80(sp)
	xor a0, t3, a6
	not t0, t4
	and t0, s0, t0
	xor s6, s6, t0
	sd a7, 112(sp)
	xor a7, a2, s6
	not t0, s0
	and t0, a4, t0
	xor s0, t4, t0
	xor a4, s1, s0
	not t0, a5
	and t0, s3, t0
	xor t4, s10, t0
	xor s9, s9, t4
	sd s1, 56(sp)
	not t0, s3
	and t0, s5, t0
	xor s1, a5, t0
	xor s2, s2, s1
	not t0, s5
	and t0, s8, t0
	xor s3, s3, t0
	xor a0, a0, s3
	not t0, s8
	and t0, s10, t0
	xor s5, s5, t0
	xor a7, a7, s5
	not t0, s10
	and t0, a5, t0
	xor s10, s8, t0
	xor a4, a4, s10
	not t0, s4
	and t0, s11, t0
	xor a5, a3, t0
	xor s9, s9, a5
	not t0, s11
	and t0, t5, t0
	xor s8, s4, t0
	xor s2, s2, s8
	not t0, t5
	and t0, a1, t0
	xor s11, s11, t0
	xor a0, a0, s11
	not t0, a1
	and t0, a3, t0
	xor t5, t5, t0
	xor a7, a7, t5
	not t0, a3
	and t0, s4, t0
	xor a3, a1, t0
	xor a4, a4, a3
	ld s4, 136(sp)
	ld a1, 144(sp)
	sd s8, 120(sp)
	not t0, s7
	and t0, s4, t0
	xor s8, a1, t0
	xor s9, s9, s8
	sd s1, 64(sp)
	ld s1, 72(sp)
	sd a3, 128(sp)
	not t0, s4
	and t0, s1, t0
	xor a3, s7, t0
	xor s2, s2, a3
	sd a3, 104(sp)
	ld a3, 48(sp)
	not t0, s1
	and t0, a3, t0
	xor s4, s4, t0
	xor a0, a0, s4
	not t0, a3
	and t0, a1, t0
	xor s1, s1, t0
	xor a7, a7, s1
	not t0, a1
	and t0, s7, t0
	xor a1, a3, t0
	xor a4, a4, a1
	slli a3, s2, 1
	srli t0, s2, 63
	or t0, a3, t0
	xor a3, a4, t0
	ld s7, 96(sp)
	xor s7, s7, a3
	xor t4, t4, a3
	sd s7, 96(sp)
	slli s7, t4, 36
	srli t0, t4, 28
	or t4, s7, t0
	xor a5, a5, a3
	slli s7, a5, 3
	srli t0, a5, 61
	or a5, s7, t0
	xor s8, s8, a3
	slli s7, s8, 41
	srli t0, s8, 23
	or s8, s7, t0
	ld s7, 88(sp)
	xor s7, s7, a3
	slli a3, s7, 18
	srli t0, s7, 46
	or s7, a3, t0
	slli a3, a4, 1
	srli t0, a4, 63
	or t0, a3, t0
	xor a4, a0, t0
	xor s6, s6, a4
	slli a3, s6, 28
	srli t0, s6, 36
	or s6, a3, t0
	xor s5, s5, a4
	slli a3, s5, 55
	srli t0, s5, 9
	or s5, a3, t0
	xor t5, t5, a4
	slli a3, t5, 25
	srli t0, t5, 39
	or t5, a3, t0
	xor s1, s1, a4
	slli a3, s1, 21
	srli t0, s1, 43
	or s1, a3, t0
	xor a4, a2, a4
	slli a2, a4, 56
	srli t0, a4, 8
	or a4, a2, t0
	slli a2, a7, 1
	srli t0, a7, 63
	or t0, a2, t0
	xor a2, s2, t0
	xor a6, a6, a2
	slli s2, a6, 62
	srli t0, a6, 2
	or a6, s2, t0
	xor s3, s3, a2
	slli s2, s3, 6
	srli t0, s3, 58
	or s3, s2, t0
	xor s11, s11, a2
	slli s2, s11, 43
	srli t0, s11, 21
	or s11, s2, t0
	xor s4, s4, a2
	slli s2, s4, 15
	srli t0, s4, 49
	or s4, s2, t0
	xor t3, t3, a2
	slli a2, t3, 61
	srli t0, t3, 3
	or t3, a2, t0
	slli a2, s9, 1
	srli t0, s9, 63
	or t0, a2, t0
	xor a2, a7, t0
	xor s0, s0, a2
	slli a7, s0, 27
	srli t0, s0, 37
	or s0, a7, t0
	xor s10, s10, a2
	slli a7, s10, 20
	srli t0, s10, 44
	or s10, a7, t0
	ld a7, 128(sp)
	xor a7, a7, a2
	slli s2, a7, 39
	srli t0, a7, 25
	or a7, s2, t0
	xor a1, a1, a2
	slli s2, a1, 8
	srli t0, a1, 56
	or a1, s2, t0
	ld s2, 56(sp)
	xor a2, s2, a2
	slli s2, a2, 14
	srli t0, a2, 50
	or a2, s2, t0
	slli s2, a0, 1
	srli t0, a0, 63
	or t0, s2, t0
	xor a0, s9, t0
	ld s2, 112(sp)
	xor s2, s2, a0
	slli s9, s2, 1
	srli t0, s2, 63
	or s2, s9, t0
	ld s9, 64(sp)
	xor s9, s9, a0
	slli a3, s9, 44
	srli t0, s9, 20
	or s9, a3, t0
	ld a3, 120(sp)
	xor a3, a3, a0
	sd a4, 120(sp)
	slli a4, a3, 10
	srli t0, a3, 54
	or a3, a4, t0
	ld a4, 104(sp)
	xor a4, a4, a0
	sd s4, 104(sp)
	slli s4, a4, 45
	srli t0, a4, 19
	or a4, s4, t0
	ld s4, 80(sp)
	xor a0, s4, a0
	slli s4, a0, 2
	srli t0, a0, 62
	or a0, s4, t0
	not t0, s5
	and t0, a7, t0
	xor s4, a6, t0
	sd s0, 80(sp)
	not t0, a7
	and t0, s8, t0
	xor s0, s5, t0
	not t0, s8
	and t0, a0, t0
	xor a7, a7, t0
	not t0, a0
	and t0, a6, t0
	xor s8, s8, t0
	not t0, a6
	and t0, s5, t0
	xor a6, a0, t0
	ld a0, 96(sp)
	not t0, s9
	and t0, s11, t0
	xor s5, a0, t0
	sd a3, 64(sp)
	ld a3, 8(sp)
	ld t0, 152(a3)
	xor s5, s5, t0
	xor a3, s4, s5
	sd s4, 112(sp)
	not t0, s11
	and t0, s1, t0
	xor s4, s9, t0
	sd s5, 56(sp)
	xor s5, s0, s4
	not t0, s1
	and t0, a2, t0
	xor s11, s11, t0
	sd s0, 128(sp)
	xor s0, a7, s11
	not t0, a2
	and t0, a0, t0
	xor s1, s1, t0
	sd s4, 88(sp)
	xor s4, s8, s1
	not t0, a0
	and t0, s9, t0
	xor a0, a2, t0
	xor s9, a6, a0
	not t0, s10
	and t0, a5, t0
	xor a2, s6, t0
	xor a3, a3, a2
	sd a6, 96(sp)
	not t0, a5
	and t0, a4, t0
	xor a6, s10, t0
	xor s5, s5, a6
	not t0, a4
	and t0, t3, t0
	xor a5, a5, t0
	xor s0, s0, a5
	not t0, t3
	and t0, s6, t0
	xor a4, a4, t0
	xor s4, s4, a4
	not t0, s6
	and t0, s10, t0
	xor s6, t3, t0
	xor s9, s9, s6
	not t0, s3
	and t0, t5, t0
	xor s10, s2, t0
	xor a3, a3, s10
	not t0, t5
	and t0, a1, t0
	xor t3, s3, t0
	xor s5, s5, t3
	not t0, a1
	and t0, s7, t0
	xor t5, t5, t0
	xor s0, s0, t5
	not t0, s7
	and t0, s2, t0
	xor a1, a1, t0
	xor s4, s4, a1
	not t0, s2
	and t0, s3, t0
	xor s2, s7, t0
	xor s9, s9, s2
	ld s3, 64(sp)
	ld s7, 80(sp)
	sd t3, 48(sp)
	not t0, t4
	and t0, s3, t0
	xor t3, s7, t0
	xor a3, a3, t3
	sd a6, 144(sp)
	ld a6, 104(sp)
	sd s2, 72(sp)
	not t0, s3
	and t0, a6, t0
	xor s2, t4, t0
	xor s5, s5, s2
	sd s2, 136(sp)
	ld s2, 120(sp)
	not t0, a6
	and t0, s2, t0
	xor s3, s3, t0
	xor s0, s0, s3
	not t0, s2
	and t0, s7, t0
	xor a6, a6, t0
	xor s4, s4, a6
	not t0, s7
	and t0, t4, t0
	xor s7, s2, t0
	xor s9, s9, s7
	slli s2, s5, 1
	srli t0, s5, 63
	or t0, s2, t0
	xor s2, s9, t0
	ld t4, 56(sp)
	xor t4, t4, s2
	xor a2, a2, s2
	sd t4, 56(sp)
	slli t4, a2, 36
	srli t0, a2, 28
	or a2, t4, t0
	xor s10, s10, s2
	slli t4, s10, 3
	srli t0, s10, 61
	or s10, t4, t0
	xor t3, t3, s2
	slli t4, t3, 41
	srli t0, t3, 23
	or t3, t4, t0
	ld t4, 112(sp)
	xor t4, t4, s2
	slli s2, t4, 18
	srli t0, t4, 46
	or t4, s2, t0
	slli s2, s9, 1
	srli t0, s9, 63
	or t0, s2, t0
	xor s9, s0, t0
	xor s1, s1, s9
	slli s2, s1, 28
	srli t0, s1, 36
	or s1, s2, t0
	xor a4, a4, s9
	slli s2, a4, 55
	srli t0, a4, 9
	or a4, s2, t0
	xor a1, a1, s9
	slli s2, a1, 25
	srli t0, a1, 39
	or a1, s2, t0
	xor a6, a6, s9
	slli s2, a6, 21
	srli t0, a6, 43
	or a6, s2, t0
	xor s8, s8, s9
	slli s9, s8, 56
	srli t0, s8, 8
	or s8, s9, t0
	slli s9, s4, 1
	srli t0, s4, 63
	or t0, s9, t0
	xor s9, s5, t0
	xor s11, s11, s9
	slli s5, s11, 62
	srli t0, s11, 2
	or s11, s5, t0
	xor a5, a5, s9
	slli s5, a5, 6
	srli t0, a5, 58
	or a5, s5, t0
	xor t5, t5, s9
	slli s5, t5, 43
	srli t0, t5, 21
	or t5, s5, t0
	xor s3, s3, s9
	slli s5, s3, 15
	srli t0, s3, 49
	or s3, s5, t0
	xor a7, a7, s9
	slli s9, a7, 61
	srli t0, a7, 3
	or a7, s9, t0
	slli s9, a3, 1
	srli t0, a3, 63
	or t0, s9, t0
	xor s9, s4, t0
	xor a0, a0, s9
	slli s4, a0, 27
	srli t0, a0, 37
	or a0, s4, t0
	xor s6, s6, s9
	slli s4, s6, 20
	srli t0, s6, 44
	or s6, s4, t0
	ld s4, 72(sp)
	xor s4, s4, s9
	slli s5, s4, 39
	srli t0, s4, 25
	or s4, s5, t0
	xor s7, s7, s9
	slli s5, s7, 8
	srli t0, s7, 56
	or s7, s5, t0
	ld s5, 96(sp)
	xor s5, s5, s9
	slli s9, s5, 14
	srli t0, s5, 50
	or s5, s9, t0
	slli s9, s0, 1
	srli t0, s0, 63
	or t0, s9, t0
	xor s0, a3, t0
	ld s9, 88(sp)
	xor s9, s9, s0
	slli a3, s9, 1
	srli t0, s9, 63
	or s9, a3, t0
	ld a3, 144(sp)
	xor a3, a3, s0
	slli s2, a3, 44
	srli t0, a3, 20
	or a3, s2, t0
	ld s2, 48(sp)
	xor s2, s2, s0
	sd s8, 48(sp)
	slli s8, s2, 10
	srli t0, s2, 54
	or s2, s8, t0
	ld s8, 136(sp)
	xor s8, s8, s0
	sd s3, 136(sp)
	slli s3, s8, 45
	srli t0, s8, 19
	or s8, s3, t0
	ld s3, 128(sp)
	xor s3, s3, s0
	slli s0, s3, 2
	srli t0, s3, 62
	or s3, s0, t0
	not t0, a4
	and t0, s4, t0
	xor s0, s11, t0
	sd a0, 128(sp)
	not t0, s4
	and t0, t3, t0
	xor a0, a4, t0
	not t0, t3
	and t0, s3, t0
	xor s4, s4, t0
	not t0, s3
	and t0, s11, t0
	xor t3, t3, t0
	not t0, s11
	and t0, a4, t0
	xor s11, s3, t0
	ld s3, 56(sp)
	not t0, a3
	and t0, t5, t0
	xor a4, s3, t0
	sd s2, 144(sp)
	ld s2, 8(sp)
	ld t0, 160(s2)
	xor a4, a4, t0
	xor s2, s0, a4
	sd s0, 88(sp)
	not t0, t5
	and t0, a6, t0
	xor s0, a3, t0
	sd a4, 96(sp)
	xor a4, a0, s0
	not t0, a6
	and t0, s5, t0
	xor t5, t5, t0
	sd a0, 72(sp)
	xor a0, s4, t5
	not t0, s5
	and t0, s3, t0
	xor a6, a6, t0
	sd s0, 112(sp)
	xor s0, t3, a6
	not t0, s3
	and t0, a3, t0
	xor s3, s5, t0
	xor a3, s11, s3
	not t0, s6
	and t0, s10, t0
	xor s5, s1, t0
	xor s2, s2, s5
	sd s11, 56(sp)
	not t0, s10
	and t0, s8, t0
	xor s11, s6, t0
	xor a4, a4, s11
	not t0, s8
	and t0, a7, t0
	xor s10, s10, t0
	xor a0, a0, s10
	not t0, a7
	and t0, s1, t0
	xor s8, s8, t0
	xor s0, s0, s8
	not t0, s1
	and t0, s6, t0
	xor s1, a7, t0
	xor a3, a3, s1
	not t0, a5
	and t0, a1, t0
	xor s6, s9, t0
	xor s2, s2, s6
	not t0, a1
	and t0, s7, t0
	xor a7, a5, t0
	xor a4, a4, a7
	not t0, s7
	and t0, t4, t0
	xor a1, a1, t0
	xor a0, a0, a1
	not t0, t4
	and t0, s9, t0
	xor s7, s7, t0
	xor s0, s0, s7
	not t0, s9
	and t0, a5, t0
	xor s9, t4, t0
	xor a3, a3, s9
	ld a5, 144(sp)
	ld t4, 128(sp)
	sd a7, 120(sp)
	not t0, a2
	and t0, a5, t0
	xor a7, t4, t0
	xor s2, s2, a7
	sd s11, 80(sp)
	ld s11, 136(sp)
	sd s9, 104(sp)
	not t0, a5
	and t0, s11, t0
	xor s9, a2, t0
	xor a4, a4, s9
	sd s9, 64(sp)
	ld s9, 48(sp)
	not t0, s11
	and t0, s9, t0
	xor a5, a5, t0
	xor a0, a0, a5
	not t0, s9
	and t0, t4, t0
	xor s11, s11, t0
	xor s0, s0, s11
	not t0, t4
	and t0, a2, t0
	xor t4, s9, t0
	xor a3, a3, t4
	slli s9, a4, 1
	srli t0, a4, 63
	or t0, s9, t0
	xor s9, a3, t0
	ld a2, 96(sp)
	xor a2, a2, s9
	xor s5, s5, s9
	sd a2, 96(sp)
	slli a2, s5, 36
	srli t0, s5, 28
	or s5, a2, t0
	xor s6, s6, s9
	slli a2, s6, 3
	srli t0, s6, 61
	or s6, a2, t0
	xor a7, a7, s9
	slli a2, a7, 41
	srli t0, a7, 23
	or a7, a2, t0
	ld a2, 88(sp)
	xor s9, a2, s9
	slli a2, s9, 18
	srli t0, s9, 46
	or s9, a2, t0
	slli a2, a3, 1
	srli t0, a3, 63
	or t0, a2, t0
	xor a3, a0, t0
	xor a6, a6, a3
	slli a2, a6, 28
	srli t0, a6, 36
	or a6, a2, t0
	xor s8, s8, a3
	slli a2, s8, 55
	srli t0, s8, 9
	or s8, a2, t0
	xor s7, s7, a3
	slli a2, s7, 25
	srli t0, s7, 39
	or s7, a2, t0
	xor s11, s11, a3
	slli a2, s11, 21
	srli t0, s11, 43
	or s11, a2, t0
	xor a3, t3, a3
	slli t3, a3, 56
	srli t0, a3, 8
	or a3, t3, t0
	slli t3, s0, 1
	srli t0, s0, 63
	or t0, t3, t0
	xor t3, a4, t0
	xor t5, t5, t3
	slli a4, t5, 62
	srli t0, t5, 2
	or t5, a4, t0
	xor s10, s10, t3
	slli a4, s10, 6
	srli t0, s10, 58
	or s10, a4, t0
	xor a1, a1, t3
	slli a4, a1, 43
	srli t0, a1, 21
	or a1, a4, t0
	xor a5, a5, t3
	slli a4, a5, 15
	srli t0, a5, 49
	or a5, a4, t0
	xor s4, s4, t3
	slli t3, s4, 61
	srli t0, s4, 3
	or s4, t3, t0
	slli t3, s2, 1
	srli t0, s2, 63
	or t0, t3, t0
	xor t3, s0, t0
	xor s3, s3, t3
	slli s0, s3, 27
	srli t0, s3, 37
	or s3, s0, t0
	xor s1, s1, t3
	slli s0, s1, 20
	srli t0, s1, 44
	or s1, s0, t0
	ld s0, 104(sp)
	xor s0, s0, t3
	slli a4, s0, 39
	srli t0, s0, 25
	or s0, a4, t0
	xor t4, t4, t3
	slli a4, t4, 8
	srli t0, t4, 56
	or t4, a4, t0
	ld a4, 56(sp)
	xor a4, a4, t3
	slli t3, a4, 14
	srli t0, a4, 50
	or a4, t3, t0
	slli t3, a0, 1
	srli t0, a0, 63
	or t0, t3, t0
	xor a0, s2, t0
	ld t3, 112(sp)
	xor t3, t3, a0
	slli s2, t3, 1
	srli t0, t3, 63
	or t3, s2, t0
	ld s2, 80(sp)
	xor s2, s2, a0
	slli a2, s2, 44
	srli t0, s2, 20
	or s2, a2, t0
	ld a2, 120(sp)
	xor a2, a2, a0
	sd a3, 120(sp)
	slli a3, a2, 10
	srli t0, a2, 54
	or a2, a3, t0
	ld a3, 64(sp)
	xor a3, a3, a0
	sd a5, 64(sp)
	slli a5, a3, 45
	srli t0, a3, 19
	or a3, a5, t0
	ld a5, 72(sp)
	xor a5, a5, a0
	slli a0, a5, 2
	srli t0, a5, 62
	or a5, a0, t0
	not t0, s8
	and t0, s0, t0
	xor a0, t5, t0
	sd s3, 72(sp)
	not t0, s0
	and t0, a7, t0
	xor s3, s8, t0
	not t0, a7
	and t0, a5, t0
	xor s0, s0, t0
	not t0, a5
	and t0, t5, t0
	xor a7, a7, t0
	not t0, t5
	and t0, s8, t0
	xor t5, a5, t0
	ld a5, 96(sp)
	not t0, s2
	and t0, a1, t0
	xor s8, a5, t0
	sd a2, 80(sp)
	ld a2, 8(sp)
	ld t0, 168(a2)
	xor s8, s8, t0
	xor a2, a0, s8
	sd a0, 112(sp)
	not t0, a1
	and t0, s11, t0
	xor a0, s2, t0
	sd s8, 56(sp)
	xor s8, s3, a0
	not t0, s11
	and t0, a4, t0
	xor a1, a1, t0
	sd s3, 104(sp)
	xor s3, s0, a1
	not t0, a4
	and t0, a5, t0
	xor s11, s11, t0
	sd a0, 88(sp)
	xor a0, a7, s11
	not t0, a5
	and t0, s2, t0
	xor a5, a4, t0
	xor s2, t5, a5
	not t0, s1
	and t0, s6, t0
	xor a4, a6, t0
	xor a2, a2, a4
	sd t5, 96(sp)
	not t0, s6
	and t0, a3, t0
	xor t5, s1, t0
	xor s8, s8, t5
	not t0, a3
	and t0, s4, t0
	xor s6, s6, t0
	xor s3, s3, s6
	not t0, s4
	and t0, a6, t0
	xor a3, a3, t0
	xor a0, a0, a3
	not t0, a6
	and t0, s1, t0
	xor a6, s4, t0
	xor s2, s2, a6
	not t0, s10
	and t0, s7, t0
	xor s1, t3, t0
	xor a2, a2, s1
	not t0, s7
	and t0, t4, t0
	xor s4, s10, t0
	xor s8, s8, s4
	not t0, t4
	and t0, s9, t0
	xor s7, s7, t0
	xor s3, s3, s7
	not t0, s9
	and t0, t3, t0
	xor t4, t4, t0
	xor a0, a0, t4
	not t0, t3
	and t0, s10, t0
	xor t3, s9, t0
	xor s2, s2, t3
	ld s10, 80(sp)
	ld s9, 72(sp)
	sd s4, 48(sp)
	not t0, s5
	and t0, s10, t0
	xor s4, s9, t0
	xor a2, a2, s4
	sd t5, 128(sp)
	ld t5, 64(sp)
	sd t3, 136(sp)
	not t0, s10
	and t0, t5, t0
	xor t3, s5, t0
	xor s8, s8, t3
	sd t3, 144(sp)
	ld t3, 120(sp)
	not t0, t5
	and t0, t3, t0
	xor s10, s10, t0
	xor s3, s3, s10
	not t0, t3
	and t0, s9, t0
	xor t5, t5, t0
	xor a0, a0, t5
	not t0, s9
	and t0, s5, t0
	xor s9, t3, t0
	xor s2, s2, s9
	slli t3, s8, 1
	srli t0, s8, 63
	or t0, t3, t0
	xor t3, s2, t0
	ld s5, 56(sp)
	xor s5, s5, t3
	xor a4, a4, t3
	sd s5, 56(sp)
	slli s5, a4, 36
	srli t0, a4, 28
	or a4, s5, t0
	xor s1, s1, t3
	slli s5, s1, 3
	srli t0, s1, 61
	or s1, s5, t0
	xor s4, s4, t3
	slli s5, s4, 41
	srli t0, s4, 23
	or s4, s5, t0
	ld s5, 112(sp)
	xor s5, s5, t3
	slli t3, s5, 18
	srli t0, s5, 46
	or s5, t3, t0
	slli t3, s2, 1
	srli t0, s2, 63
	or t0, t3, t0
	xor s2, s3, t0
	xor s11, s11, s2
	slli t3, s11, 28
	srli t0, s11, 36
	or s11, t3, t0
	xor a3, a3, s2
	slli t3, a3, 55
	srli t0, a3, 9
	or a3, t3, t0
	xor t4, t4, s2
	slli t3, t4, 25
	srli t0, t4, 39
	or t4, t3, t0
	xor t5, t5, s2
	slli t3, t5, 21
	srli t0, t5, 43
	or t5, t3, t0
	xor s2, a7, s2
	slli a7, s2, 56
	srli t0, s2, 8
	or s2, a7, t0
	slli a7, a0, 1
	srli t0, a0, 63
	or t0, a7, t0
	xor a7, s8, t0
	xor a1, a1, a7
	slli s8, a1, 62
	srli t0, a1, 2
	or a1, s8, t0
	xor s6, s6, a7
	slli s8, s6, 6
	srli t0, s6, 58
	or s6, s8, t0
	xor s7, s7, a7
	slli s8, s7, 43
	srli t0, s7, 21
	or s7, s8, t0
	xor s10, s10, a7
	slli s8, s10, 15
	srli t0, s10, 49
	or s10, s8, t0
	xor s0, s0, a7
	slli a7, s0, 61
	srli t0, s0, 3
	or s0, a7, t0
	slli a7, a2, 1
	srli t0, a2, 63
	or t0, a7, t0
	xor a7, a0, t0
	xor a5, a5, a7
	slli a0, a5, 27
	srli t0, a5, 37
	or a5, a0, t0
	xor a6, a6, a7
	slli a0, a6, 20
	srli t0, a6, 44
	or a6, a0, t0
	ld a0, 136(sp)
	xor a0, a0, a7
	slli s8, a0, 39
	srli t0, a0, 25
	or a0, s8, t0
	xor s9, s9, a7
	slli s8, s9, 8
	srli t0, s9, 56
	or s9, s8, t0
	ld s8, 96(sp)
	xor s8, s8, a7
	slli a7, s8, 14
	srli t0, s8, 50
	or s8, a7, t0
	slli a7, s3, 1
	srli t0, s3, 63
	or t0, a7, t0
	xor s3, a2, t0
	ld a7, 88(sp)
	xor a7, a7, s3
	slli a2, a7, 1
	srli t0, a7, 63
	or a7, a2, t0
	ld a2, 128(sp)
	xor a2, a2, s3
	slli t3, a2, 44
	srli t0, a2, 20
	or a2, t3, t0
	ld t3, 48(sp)
	xor t3, t3, s3
	sd s2, 48(sp)
	slli s2, t3, 10
	srli t0, t3, 54
	or t3, s2, t0
	ld s2, 144(sp)
	xor s2, s2, s3
	sd s10, 144(sp)
	slli s10, s2, 45
	srli t0, s2, 19
	or s2, s10, t0
	ld s10, 104(sp)
	xor s3, s10, s3
	slli s10, s3, 2
	srli t0, s3, 62
	or s3, s10, t0
	not t0, a3
	and t0, a0, t0
	xor s10, a1, t0
	sd a5, 104(sp)
	not t0, a0
	and t0, s4, t0
	xor a5, a3, t0
	not t0, s4
	and t0, s3, t0
	xor a0, a0, t0
	not t0, s3
	and t0, a1, t0
	xor s4, s4, t0
	not t0, a1
	and t0, a3, t0
	xor a1, s3, t0
	ld s3, 56(sp)
	not t0, a2
	and t0, s7, t0
	xor a3, s3, t0
	sd t3, 128(sp)
	ld t3, 8(sp)
	ld t0, 176(t3)
	xor a3, a3, t0
	xor t3, s10, a3
	sd s10, 88(sp)
	not t0, s7
	and t0, t5, t0
	xor s10, a2, t0
	sd a3, 96(sp)
	xor a3, a5, s10
	not t0, t5
	and t0, s8, t0
	xor s7, s7, t0
	sd a5, 136(sp)
	xor a5, a0, s7
	not t0, s8
	and t0, s3, t0
	xor t5, t5, t0
	sd s10, 112(sp)
	xor s10, s4, t5
	not t0, s3
	and t0, a2, t0
	xor s3, s8, t0
	xor a2, a1, s3
	not t0, a6
	and t0, s1, t0
	xor s8, s11, t0
	xor t3, t3, s8
	sd a1, 56(sp)
	not t0, s1
	and t0, s2, t0
	xor a1, a6, t0
	xor a3, a3, a1
	not t0, s2
	and t0, s0, t0
	xor s1, s1, t0
	xor a5, a5, s1
	not t0, s0
	and t0, s11, t0
	xor s2, s2, t0
	xor s10, s10, s2
	not t0, s11
	and t0, a6, t0
	xor s11, s0, t0
	xor a2, a2, s11
	not t0, s6
	and t0, t4, t0
	xor a6, a7, t0
	xor t3, t3, a6
	not t0, t4
	and t0, s9, t0
	xor s0, s6, t0
	xor a3, a3, s0
	not t0, s9
	and t0, s5, t0
	xor t4, t4, t0
	xor a5, a5, t4
	not t0, s5
	and t0, a7, t0
	xor s9, s9, t0
	xor s10, s10, s9
	not t0, a7
	and t0, s6, t0
	xor a7, s5, t0
	xor a2, a2, a7
	ld s6, 128(sp)
	ld s5, 104(sp)
	sd s0, 120(sp)
	not t0, a4
	and t0, s6, t0
	xor s0, s5, t0
	xor t3, t3, s0
	sd a1, 72(sp)
	ld a1, 144(sp)
	sd a7, 64(sp)
	not t0, s6
	and t0, a1, t0
	xor a7, a4, t0
	xor a3, a3, a7
	sd a7, 80(sp)
	ld a7, 48(sp)
	not t0, a1
	and t0, a7, t0
	xor s6, s6, t0
	xor a5, a5, s6
	not t0, a7
	and t0, s5, t0
	xor a1, a1, t0
	xor s10, s10, a1
	not t0, s5
	and t0, a4, t0
	xor s5, a7, t0
	xor a2, a2, s5
	slli a7, a3, 1
	srli t0, a3, 63
	or t0, a7, t0
	xor a7, a2, t0
	ld a4, 96(sp)
	xor a4, a4, a7
	xor s8, s8, a7
	sd a4, 96(sp)
	slli a4, s8, 36
	srli t0, s8, 28
	or s8, a4, t0
	xor a6, a6, a7
	slli a4, a6, 3
	srli t0, a6, 61
	or a6, a4, t0
	xor s0, s0, a7
	slli a4, s0, 41
	srli t0, s0, 23
	or s0, a4, t0
	ld a4, 88(sp)
	xor a4, a4, a7
	slli a7, a4, 18
	srli t0, a4, 46
	or a4, a7, t0
	slli a7, a2, 1
	srli t0, a2, 63
	or t0, a7, t0
	xor a2, a5, t0
	xor t5, t5, a2
	slli a7, t5, 28
	srli t0, t5, 36
	or t5, a7, t0
	xor s2, s2, a2
	slli a7, s2, 55
	srli t0, s2, 9
	or s2, a7, t0
	xor s9, s9, a2
	slli a7, s9, 25
	srli t0, s9, 39
	or s9, a7, t0
	xor a1, a1, a2
	slli a7, a1, 21
	srli t0, a1, 43
	or a1, a7, t0
	xor a2, s4, a2
	slli s4, a2, 56
	srli t0, a2, 8
	or a2, s4, t0
	slli s4, s10, 1
	srli t0, s10, 63
	or t0, s4, t0
	xor s4, a3, t0
	xor s7, s7, s4
	slli a3, s7, 62
	srli t0, s7, 2
	or s7, a3, t0
	xor s1, s1, s4
	slli a3, s1, 6
	srli t0, s1, 58
	or s1, a3, t0
	xor t4, t4, s4
	slli a3, t4, 43
	srli t0, t4, 21
	or t4, a3, t0
	xor s6, s6, s4
	slli a3, s6, 15
	srli t0, s6, 49
	or s6, a3, t0
	xor a0, a0, s4
	slli s4, a0, 61
	srli t0, a0, 3
	or a0, s4, t0
	slli s4, t3, 1
	srli t0, t3, 63
	or t0, s4, t0
	xor s4, s10, t0
	xor s3, s3, s4
	slli s10, s3, 27
	srli t0, s3, 37
	or s3, s10, t0
	xor s11, s11, s4
	slli s10, s11, 20
	srli t0, s11, 44
	or s11, s10, t0
	ld s10, 64(sp)
	xor s10, s10, s4
	slli a3, s10, 39
	srli t0, s10, 25
	or s10, a3, t0
	xor s5, s5, s4
	slli a3, s5, 8
	srli t0, s5, 56
	or s5, a3, t0
	ld a3, 56(sp)
	xor s4, a3, s4
	slli a3, s4, 14
	srli t0, s4, 50
	or s4, a3, t0
	slli a3, a5, 1
	srli t0, a5, 63
	or t0, a3, t0
	xor a5, t3, t0
	ld a3, 112(sp)
	xor a3, a3, a5
	slli t3, a3, 1
	srli t0, a3, 63
	or a3, t3, t0
	ld t3, 72(sp)
	xor t3, t3, a5
	slli a7, t3, 44
	srli t0, t3, 20
	or t3, a7, t0
	ld a7, 120(sp)
	xor a7, a7, a5
	sd a2, 120(sp)
	slli a2, a7, 10
	srli t0, a7, 54
	or a7, a2, t0
	ld a2, 80(sp)
	xor a2, a2, a5
	sd s6, 80(sp)
	slli s6, a2, 45
	srli t0, a2, 19
	or a2, s6, t0
	ld s6, 136(sp)
	xor a5, s6, a5
	slli s6, a5, 2
	srli t0, a5, 62
	or a5, s6, t0
	not t0, s2
	and t0, s10, t0
	xor s6, s7, t0
	sd s6, 136(sp)
	not t0, s10
	and t0, s0, t0
	xor s6, s2, t0
	not t0, s0
	and t0, a5, t0
	xor s10, s10, t0
	not t0, a5
	and t0, s7, t0
	xor s0, s0, t0
	not t0, s7
	and t0, s2, t0
	xor s7, a5, t0
	ld a5, 96(sp)
	not t0, t3
	and t0, t4, t0
	xor s2, a5, t0
	sd s7, 72(sp)
	ld s7, 8(sp)
	ld t0, 184(s7)
	xor s7, s2, t0
	not t0, t4
	and t0, a1, t0
	xor s2, t3, t0
	not t0, a1
	and t0, s4, t0
	xor t4, t4, t0
	not t0, s4
	and t0, a5, t0
	xor a1, a1, t0
	not t0, a5
	and t0, t3, t0
	xor a5, s4, t0
	not t0, s11
	and t0, a6, t0
	xor t3, t5, t0
	not t0, a6
	and t0, a2, t0
	xor s4, s11, t0
	not t0, a2
	and t0, a0, t0
	xor a6, a6, t0
	not t0, a0
	and t0, t5, t0
	xor a2, a2, t0
	not t0, t5
	and t0, s11, t0
	xor t5, a0, t0
	not t0, s1
	and t0, s9, t0
	xor s11, a3, t0
	not t0, s9
	and t0, s5, t0
	xor a0, s1, t0
	not t0, s5
	and t0, a4, t0
	xor s9, s9, t0
	not t0, a4
	and t0, a3, t0
	xor s5, s5, t0
	not t0, a3
	and t0, s1, t0
	xor a3, a4, t0
	not t0, s8
	and t0, a7, t0
	xor s1, s3, t0
	ld a4, 80(sp)
	sd s0, 96(sp)
	not t0, a7
	and t0, a4, t0
	xor s0, s8, t0
	sd s10, 112(sp)
	ld s10, 120(sp)
	not t0, a4
	and t0, s10, t0
	xor a7, a7, t0
	not t0, s10
	and t0, s3, t0
	xor a4, a4, t0
	not t0, s3
	and t0, s8, t0
	xor s3, s10, t0
	ld s10, 0(sp)
	sd s7, 0(s10)
	sd s2, 8(s10)
	sd t4, 16(s10)
	sd a1, 24(s10)
	sd a5, 32(s10)
	sd t3, 40(s10)
	sd s4, 48(s10)
	sd a6, 56(s10)
	sd a2, 64(s10)
	sd t5, 72(s10)
	sd s11, 80(s10)
	sd a0, 88(s10)
	sd s9, 96(s10)
	sd s5, 104(s10)
	sd a3, 112(s10)
	sd s1, 120(s10)
	sd s0, 128(s10)
	sd a7, 136(s10)
	sd a4, 144(s10)
	sd s3, 152(s10)
	ld s3, 136(sp)
	sd s3, 160(s10)
	sd s6, 168(s10)
	ld s6, 112(sp)
	sd s6, 176(s10)
	ld s6, 96(sp)
	sd s6, 184(s10)
	ld s6, 72(sp)
	sd s6, 192(s10)
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
