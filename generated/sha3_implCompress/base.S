# sha3_implCompress [base] 
# Made by stubforge 0.1.0 from kernels/sha3.py:sha3.
# Needs: rv64gc
# Registers, as the C++ names them: s1 = lane[0]; a0 = buf, lane[1]; a1 = state, lane[2];
#   a2 = block_size, lane[3]; a3 = lane[5]; a4 = lane[6]; a5 = lane[7]; a6 = lane[8]; a7 = lane[10];
#   s2 = lane[11]; s3 = lane[12]; s4 = lane[13]; s5 = lane[15]; s6 = lane[16]; s7 = lane[17];
#   s8 = lane[18]; s9 = lane[20]; s10 = lane[21]; s11 = lane[22]; t3 = tmp0, state, tmp, d;
#   t4 = tmp1, buf, c, d; t5 = tmp2, block_size, c, d; t6 = lane[23]
	.option norvc
	.option norelax
	.text
	.p2align 3
	.globl stubforge_sha3_implCompress
	.type stubforge_sha3_implCompress, @function
stubforge_sha3_implCompress:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# lanes live in the saved x9, x18-x27 and x31 (xmethod, data in HotSpot's own stubs too), never
	# in fp: a frame walk must not read a lane
	# push_reg s1, s2-s11, t6
	addi sp, sp, -96
	sd s1, 0(sp)
	sd s2, 8(sp)
	sd s3, 16(sp)
	sd s4, 24(sp)
	sd s5, 32(sp)
	sd s6, 40(sp)
	sd s7, 48(sp)
	sd s8, 56(sp)
	sd s9, 64(sp)
	sd s10, 72(sp)
	sd s11, 80(sp)
	sd t6, 88(sp)
	addi sp, sp, -112
	sd a1, 0(sp)
	mv t3, a1
	mv t4, a0
	mv t5, a2
	# keccak_load_state(state, lane)
	ld s1, 0(t3)
	ld a0, 8(t3)
	ld a1, 16(t3)
	ld a2, 24(t3)
	ld t0, 32(t3)
	sd t0, 72(sp)
	ld a3, 40(t3)
	ld a4, 48(t3)
	ld a5, 56(t3)
	ld a6, 64(t3)
	ld t0, 72(t3)
	sd t0, 80(sp)
	ld a7, 80(t3)
	ld s2, 88(t3)
	ld s3, 96(t3)
	ld s4, 104(t3)
	ld t0, 112(t3)
	sd t0, 88(sp)
	ld s5, 120(t3)
	ld s6, 128(t3)
	ld s7, 136(t3)
	ld s8, 144(t3)
	ld t0, 152(t3)
	sd t0, 96(sp)
	ld s9, 160(t3)
	ld s10, 168(t3)
	ld s11, 176(t3)
	ld t6, 184(t3)
	ld t0, 192(t3)
	sd t0, 104(sp)
	# keccak_absorb(buf, block_size, tmp, lane)
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 0(t4)
	xor s1, s1, t0
	ld t0, 8(t4)
	xor a0, a0, t0
	ld t0, 16(t4)
	xor a1, a1, t0
	ld t0, 24(t4)
	xor a2, a2, t0
	# keccak_absorb_column4(buf, tmp, y)
	ld t3, 72(sp)
	ld t0, 32(t4)
	xor t3, t3, t0
	sd t3, 72(sp)
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 40(t4)
	xor a3, a3, t0
	ld t0, 48(t4)
	xor a4, a4, t0
	ld t0, 56(t4)
	xor a5, a5, t0
	ld t0, 64(t4)
	xor a6, a6, t0
	# li t3, 104
	addiw t3, zero, 104
	blt t5, t3, .L_absorbed
	# keccak_absorb_column4(buf, tmp, y)
	ld t3, 80(sp)
	ld t0, 72(t4)
	xor t3, t3, t0
	sd t3, 80(sp)
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 80(t4)
	xor a7, a7, t0
	ld t0, 88(t4)
	xor s2, s2, t0
	ld t0, 96(t4)
	xor s3, s3, t0
	# li t3, 136
	addiw t3, zero, 136
	blt t5, t3, .L_absorbed
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 104(t4)
	xor s4, s4, t0
	# keccak_absorb_column4(buf, tmp, y)
	ld t3, 88(sp)
	ld t0, 112(t4)
	xor t3, t3, t0
	sd t3, 88(sp)
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 120(t4)
	xor s5, s5, t0
	ld t0, 128(t4)
	xor s6, s6, t0
	# li t3, 144
	addiw t3, zero, 144
	blt t5, t3, .L_absorbed
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 136(t4)
	xor s7, s7, t0
	# li t3, 168
	addiw t3, zero, 168
	blt t5, t3, .L_absorbed
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 144(t4)
	xor s8, s8, t0
	# keccak_absorb_column4(buf, tmp, y)
	ld t3, 96(sp)
	ld t0, 152(t4)
	xor t3, t3, t0
	sd t3, 96(sp)
	# keccak_absorb_lanes(buf, lane, first, end)
	ld t0, 160(t4)
	xor s9, s9, t0
.L_absorbed:
	# keccak_permute(lane)
	lla t3, .L_sha3_round_consts
	addi t4, t3, 192
	sd t3, 40(sp)
	sd t4, 48(sp)
.L_keccak_rounds:
	# keccak_round()
	# theta {
	ld t3, 72(sp)	# C4, from the frame
	ld t0, 80(sp)
	xor t3, t3, t0
	ld t0, 88(sp)
	xor t3, t3, t0
	ld t0, 96(sp)
	xor t3, t3, t0
	ld t0, 104(sp)
	xor t3, t3, t0
	# keccak_column_parity(c, x)
	xor t4, a0, a4
	xor t4, t4, s2
	xor t4, t4, s6
	xor t4, t4, s10
	# keccak_column_parity(c, x)
	xor t5, s1, a3
	xor t5, t5, a7
	xor t5, t5, s5
	xor t5, t5, s9
	sd t5, 56(sp)
	# ror t5, t4, 63, t0	# D0 = C4 ^ rol(C1)
	slli t0, t4, 1
	srli t5, t4, 63
	or t5, t5, t0
	xor t5, t5, t3
	# keccak_column_xor(d, x)
	xor s1, s1, t5
	xor a3, a3, t5
	xor a7, a7, t5
	xor s5, s5, t5
	xor s9, s9, t5
	sd t4, 64(sp)
	# keccak_column_parity(c, x)
	xor t5, a1, a5
	xor t5, t5, s3
	xor t5, t5, s7
	xor t5, t5, s11
	# ror t4, t5, 63, t0	# D1 = C0 ^ rol(C2)
	slli t0, t5, 1
	srli t4, t5, 63
	or t4, t4, t0
	ld t0, 56(sp)
	xor t4, t4, t0
	# keccak_column_xor(d, x)
	xor a0, a0, t4
	xor a4, a4, t4
	xor s2, s2, t4
	xor s6, s6, t4
	xor s10, s10, t4
	# keccak_column_parity(c, x)
	xor t4, a2, a6
	xor t4, t4, s4
	xor t4, t4, s8
	xor t4, t4, t6
	# ror t3, t3, 63, t0	# D3 = C2 ^ rol(C4)
	slli t0, t3, 1
	srli t3, t3, 63
	or t3, t3, t0
	xor t5, t5, t3
	# keccak_column_xor(d, x)
	xor a2, a2, t5
	xor a6, a6, t5
	xor s4, s4, t5
	xor s8, s8, t5
	xor t6, t6, t5
	ld t5, 56(sp)	# C0, for D4
	# ror t3, t4, 63, t0	# D2 = C1 ^ rol(C3)
	slli t0, t4, 1
	srli t3, t4, 63
	or t3, t3, t0
	ld t0, 64(sp)
	xor t3, t3, t0
	# keccak_column_xor(d, x)
	xor a1, a1, t3
	xor a5, a5, t3
	xor s3, s3, t3
	xor s7, s7, t3
	xor s11, s11, t3
	ld t3, 104(sp)	# pi's first lane from the frame, early
	# ror t5, t5, 63, t0	# D4 = C3 ^ rol(C0)
	slli t0, t5, 1
	srli t5, t5, 63
	or t5, t5, t0
	xor t5, t5, t4
	# } theta
	# rho and pi {
	# lane p takes rot(A[s]) for s = pi^-1(p), along pi's cycle from lane 4: the first
	# move's value waits in tmp0 until the last has read lane 24. Column 4's lanes come
	# from the frame (loaded ahead into tmp1, D4 applied on the way) and go back through t0.
	# One ror per lane, written out: each move has its own destination, source and rotation
	# (pi's cycle and rho's offsets follow no rule a loop index could express).
	xor t0, t3, t5
	# ror t3, t0, 50, t1
	slli t1, t0, 14
	srli t3, t0, 50
	or t3, t3, t1
	ld t4, 80(sp)
	# ror t0, s10, 62, t1
	slli t1, s10, 2
	srli t0, s10, 62
	or t0, t0, t1
	sd t0, 104(sp)
	# ror s10, a6, 9, t0
	slli t0, a6, 55
	srli s10, a6, 9
	or s10, s10, t0
	# ror a6, s6, 19, t0
	slli t0, s6, 45
	srli a6, s6, 19
	or a6, a6, t0
	# ror s6, a3, 28, t0
	slli t0, a3, 36
	srli s6, a3, 28
	or s6, s6, t0
	# ror a3, a2, 36, t0
	slli t0, a2, 28
	srli a3, a2, 36
	or a3, a3, t0
	# ror a2, s8, 43, t0
	slli t0, s8, 21
	srli a2, s8, 43
	or a2, a2, t0
	# ror s8, s7, 49, t0
	slli t0, s7, 15
	srli s8, s7, 49
	or s8, s8, t0
	# ror s7, s2, 54, t0
	slli t0, s2, 10
	srli s7, s2, 54
	or s7, s7, t0
	# ror s2, a5, 58, t0
	slli t0, a5, 6
	srli s2, a5, 58
	or s2, s2, t0
	# ror a5, a7, 61, t0
	slli t0, a7, 3
	srli a5, a7, 61
	or a5, a5, t0
	# ror a7, a0, 63, t0
	slli t0, a0, 1
	srli a7, a0, 63
	or a7, a7, t0
	# ror a0, a4, 20, t0
	slli t0, a4, 44
	srli a0, a4, 20
	or a0, a0, t0
	xor t0, t4, t5
	# ror a4, t0, 44, t1
	slli t1, t0, 20
	srli a4, t0, 44
	or a4, a4, t1
	ld t4, 88(sp)
	# ror t0, s11, 3, t1
	slli t1, s11, 61
	srli t0, s11, 3
	or t0, t0, t1
	sd t0, 80(sp)
	xor t0, t4, t5
	# ror s11, t0, 25, t1
	slli t1, t0, 39
	srli s11, t0, 25
	or s11, s11, t1
	ld t4, 96(sp)
	# ror t0, s9, 46, t1
	slli t1, s9, 18
	srli t0, s9, 46
	or t0, t0, t1
	sd t0, 88(sp)
	# ror s9, a1, 2, t0
	slli t0, a1, 62
	srli s9, a1, 2
	or s9, s9, t0
	# ror a1, s3, 21, t0
	slli t0, s3, 43
	srli a1, s3, 21
	or a1, a1, t0
	# ror s3, s4, 39, t0
	slli t0, s4, 25
	srli s3, s4, 39
	or s3, s3, t0
	xor t0, t4, t5
	# ror s4, t0, 56, t1
	slli t1, t0, 8
	srli s4, t0, 56
	or s4, s4, t1
	ld t4, 72(sp)
	# ror t0, t6, 8, t1
	slli t1, t6, 56
	srli t0, t6, 8
	or t0, t0, t1
	sd t0, 96(sp)
	# ror t6, s5, 23, t0
	slli t0, s5, 41
	srli t6, s5, 23
	or t6, t6, t0
	xor t0, t4, t5
	# ror s5, t0, 37, t1
	slli t1, t0, 27
	srli s5, t0, 37
	or s5, s5, t1
	sd t3, 72(sp)
	# } rho and pi
	# chi {
	ld t3, 72(sp)
	# andn t5, a0, s1
	xori t5, s1, -1
	and t5, a0, t5
	# andn t4, s1, t3
	xori t4, t3, -1
	and t4, s1, t4
	# andn t0, a1, a0
	xori t0, a0, -1
	and t0, a1, t0
	xor s1, s1, t0
	# andn t0, a2, a1
	xori t0, a1, -1
	and t0, a2, t0
	xor a0, a0, t0
	# andn t0, t3, a2
	xori t0, a2, -1
	and t0, t3, t0
	xor a1, a1, t0
	xor a2, a2, t4
	xor t3, t3, t5
	sd t3, 72(sp)
	ld t3, 80(sp)
	# andn t5, a4, a3
	xori t5, a3, -1
	and t5, a4, t5
	# andn t4, a3, t3
	xori t4, t3, -1
	and t4, a3, t4
	# andn t0, a5, a4
	xori t0, a4, -1
	and t0, a5, t0
	xor a3, a3, t0
	# andn t0, a6, a5
	xori t0, a5, -1
	and t0, a6, t0
	xor a4, a4, t0
	# andn t0, t3, a6
	xori t0, a6, -1
	and t0, t3, t0
	xor a5, a5, t0
	xor a6, a6, t4
	xor t3, t3, t5
	sd t3, 80(sp)
	ld t3, 88(sp)
	# andn t5, s2, a7
	xori t5, a7, -1
	and t5, s2, t5
	# andn t4, a7, t3
	xori t4, t3, -1
	and t4, a7, t4
	# andn t0, s3, s2
	xori t0, s2, -1
	and t0, s3, t0
	xor a7, a7, t0
	# andn t0, s4, s3
	xori t0, s3, -1
	and t0, s4, t0
	xor s2, s2, t0
	# andn t0, t3, s4
	xori t0, s4, -1
	and t0, t3, t0
	xor s3, s3, t0
	xor s4, s4, t4
	xor t3, t3, t5
	sd t3, 88(sp)
	ld t3, 96(sp)
	# andn t5, s6, s5
	xori t5, s5, -1
	and t5, s6, t5
	# andn t4, s5, t3
	xori t4, t3, -1
	and t4, s5, t4
	# andn t0, s7, s6
	xori t0, s6, -1
	and t0, s7, t0
	xor s5, s5, t0
	# andn t0, s8, s7
	xori t0, s7, -1
	and t0, s8, t0
	xor s6, s6, t0
	# andn t0, t3, s8
	xori t0, s8, -1
	and t0, t3, t0
	xor s7, s7, t0
	xor s8, s8, t4
	xor t3, t3, t5
	sd t3, 96(sp)
	ld t3, 104(sp)
	# andn t5, s10, s9
	xori t5, s9, -1
	and t5, s10, t5
	# andn t4, s9, t3
	xori t4, t3, -1
	and t4, s9, t4
	# andn t0, s11, s10
	xori t0, s10, -1
	and t0, s11, t0
	xor s9, s9, t0
	# andn t0, t6, s11
	xori t0, s11, -1
	and t0, t6, t0
	xor s10, s10, t0
	# andn t0, t3, t6
	xori t0, t6, -1
	and t0, t3, t0
	xor s11, s11, t0
	xor t6, t6, t4
	xor t3, t3, t5
	sd t3, 104(sp)
	# } chi
	ld t3, 40(sp)	# iota
	ld t0, 0(t3)
	xor s1, s1, t0
	# keccak_round()
	# theta {
	ld t3, 72(sp)
	ld t0, 80(sp)
	xor t3, t3, t0
	ld t0, 88(sp)
	xor t3, t3, t0
	ld t0, 96(sp)
	xor t3, t3, t0
	ld t0, 104(sp)
	xor t3, t3, t0
	# keccak_column_parity(c, x)
	xor t4, a0, a4
	xor t4, t4, s2
	xor t4, t4, s6
	xor t4, t4, s10
	# keccak_column_parity(c, x)
	xor t5, s1, a3
	xor t5, t5, a7
	xor t5, t5, s5
	xor t5, t5, s9
	sd t5, 56(sp)
	# ror t5, t4, 63, t0
	slli t0, t4, 1
	srli t5, t4, 63
	or t5, t5, t0
	xor t5, t5, t3
	# keccak_column_xor(d, x)
	xor s1, s1, t5
	xor a3, a3, t5
	xor a7, a7, t5
	xor s5, s5, t5
	xor s9, s9, t5
	sd t4, 64(sp)
	# keccak_column_parity(c, x)
	xor t5, a1, a5
	xor t5, t5, s3
	xor t5, t5, s7
	xor t5, t5, s11
	# ror t4, t5, 63, t0
	slli t0, t5, 1
	srli t4, t5, 63
	or t4, t4, t0
	ld t0, 56(sp)
	xor t4, t4, t0
	# keccak_column_xor(d, x)
	xor a0, a0, t4
	xor a4, a4, t4
	xor s2, s2, t4
	xor s6, s6, t4
	xor s10, s10, t4
	# keccak_column_parity(c, x)
	xor t4, a2, a6
	xor t4, t4, s4
	xor t4, t4, s8
	xor t4, t4, t6
	# ror t3, t3, 63, t0
	slli t0, t3, 1
	srli t3, t3, 63
	or t3, t3, t0
	xor t5, t5, t3
	# keccak_column_xor(d, x)
	xor a2, a2, t5
	xor a6, a6, t5
	xor s4, s4, t5
	xor s8, s8, t5
	xor t6, t6, t5
	ld t5, 56(sp)
	# ror t3, t4, 63, t0
	slli t0, t4, 1
	srli t3, t4, 63
	or t3, t3, t0
	ld t0, 64(sp)
	xor t3, t3, t0
	# keccak_column_xor(d, x)
	xor a1, a1, t3
	xor a5, a5, t3
	xor s3, s3, t3
	xor s7, s7, t3
	xor s11, s11, t3
	ld t3, 104(sp)
	# ror t5, t5, 63, t0
	slli t0, t5, 1
	srli t5, t5, 63
	or t5, t5, t0
	xor t5, t5, t4
	# } theta
	# rho and pi {
	# lane p takes rot(A[s]) for s = pi^-1(p), along pi's cycle from lane 4: the first
	# move's value waits in tmp0 until the last has read lane 24. Column 4's lanes come
	# from the frame (loaded ahead into tmp1, D4 applied on the way) and go back through t0.
	# One ror per lane, written out: each move has its own destination, source and rotation
	# (pi's cycle and rho's offsets follow no rule a loop index could express).
	xor t0, t3, t5
	# ror t3, t0, 50, t1
	slli t1, t0, 14
	srli t3, t0, 50
	or t3, t3, t1
	ld t4, 80(sp)
	# ror t0, s10, 62, t1
	slli t1, s10, 2
	srli t0, s10, 62
	or t0, t0, t1
	sd t0, 104(sp)
	# ror s10, a6, 9, t0
	slli t0, a6, 55
	srli s10, a6, 9
	or s10, s10, t0
	# ror a6, s6, 19, t0
	slli t0, s6, 45
	srli a6, s6, 19
	or a6, a6, t0
	# ror s6, a3, 28, t0
	slli t0, a3, 36
	srli s6, a3, 28
	or s6, s6, t0
	# ror a3, a2, 36, t0
	slli t0, a2, 28
	srli a3, a2, 36
	or a3, a3, t0
	# ror a2, s8, 43, t0
	slli t0, s8, 21
	srli a2, s8, 43
	or a2, a2, t0
	# ror s8, s7, 49, t0
	slli t0, s7, 15
	srli s8, s7, 49
	or s8, s8, t0
	# ror s7, s2, 54, t0
	slli t0, s2, 10
	srli s7, s2, 54
	or s7, s7, t0
	# ror s2, a5, 58, t0
	slli t0, a5, 6
	srli s2, a5, 58
	or s2, s2, t0
	# ror a5, a7, 61, t0
	slli t0, a7, 3
	srli a5, a7, 61
	or a5, a5, t0
	# ror a7, a0, 63, t0
	slli t0, a0, 1
	srli a7, a0, 63
	or a7, a7, t0
	# ror a0, a4, 20, t0
	slli t0, a4, 44
	srli a0, a4, 20
	or a0, a0, t0
	xor t0, t4, t5
	# ror a4, t0, 44, t1
	slli t1, t0, 20
	srli a4, t0, 44
	or a4, a4, t1
	ld t4, 88(sp)
	# ror t0, s11, 3, t1
	slli t1, s11, 61
	srli t0, s11, 3
	or t0, t0, t1
	sd t0, 80(sp)
	xor t0, t4, t5
	# ror s11, t0, 25, t1
	slli t1, t0, 39
	srli s11, t0, 25
	or s11, s11, t1
	ld t4, 96(sp)
	# ror t0, s9, 46, t1
	slli t1, s9, 18
	srli t0, s9, 46
	or t0, t0, t1
	sd t0, 88(sp)
	# ror s9, a1, 2, t0
	slli t0, a1, 62
	srli s9, a1, 2
	or s9, s9, t0
	# ror a1, s3, 21, t0
	slli t0, s3, 43
	srli a1, s3, 21
	or a1, a1, t0
	# ror s3, s4, 39, t0
	slli t0, s4, 25
	srli s3, s4, 39
	or s3, s3, t0
	xor t0, t4, t5
	# ror s4, t0, 56, t1
	slli t1, t0, 8
	srli s4, t0, 56
	or s4, s4, t1
	ld t4, 72(sp)
	# ror t0, t6, 8, t1
	slli t1, t6, 56
	srli t0, t6, 8
	or t0, t0, t1
	sd t0, 96(sp)
	# ror t6, s5, 23, t0
	slli t0, s5, 41
	srli t6, s5, 23
	or t6, t6, t0
	xor t0, t4, t5
	# ror s5, t0, 37, t1
	slli t1, t0, 27
	srli s5, t0, 37
	or s5, s5, t1
	sd t3, 72(sp)
	# } rho and pi
	# chi {
	ld t3, 72(sp)
	# andn t5, a0, s1
	xori t5, s1, -1
	and t5, a0, t5
	# andn t4, s1, t3
	xori t4, t3, -1
	and t4, s1, t4
	# andn t0, a1, a0
	xori t0, a0, -1
	and t0, a1, t0
	xor s1, s1, t0
	# andn t0, a2, a1
	xori t0, a1, -1
	and t0, a2, t0
	xor a0, a0, t0
	# andn t0, t3, a2
	xori t0, a2, -1
	and t0, t3, t0
	xor a1, a1, t0
	xor a2, a2, t4
	xor t3, t3, t5
	sd t3, 72(sp)
	ld t3, 80(sp)
	# andn t5, a4, a3
	xori t5, a3, -1
	and t5, a4, t5
	# andn t4, a3, t3
	xori t4, t3, -1
	and t4, a3, t4
	# andn t0, a5, a4
	xori t0, a4, -1
	and t0, a5, t0
	xor a3, a3, t0
	# andn t0, a6, a5
	xori t0, a5, -1
	and t0, a6, t0
	xor a4, a4, t0
	# andn t0, t3, a6
	xori t0, a6, -1
	and t0, t3, t0
	xor a5, a5, t0
	xor a6, a6, t4
	xor t3, t3, t5
	sd t3, 80(sp)
	ld t3, 88(sp)
	# andn t5, s2, a7
	xori t5, a7, -1
	and t5, s2, t5
	# andn t4, a7, t3
	xori t4, t3, -1
	and t4, a7, t4
	# andn t0, s3, s2
	xori t0, s2, -1
	and t0, s3, t0
	xor a7, a7, t0
	# andn t0, s4, s3
	xori t0, s3, -1
	and t0, s4, t0
	xor s2, s2, t0
	# andn t0, t3, s4
	xori t0, s4, -1
	and t0, t3, t0
	xor s3, s3, t0
	xor s4, s4, t4
	xor t3, t3, t5
	sd t3, 88(sp)
	ld t3, 96(sp)
	# andn t5, s6, s5
	xori t5, s5, -1
	and t5, s6, t5
	# andn t4, s5, t3
	xori t4, t3, -1
	and t4, s5, t4
	# andn t0, s7, s6
	xori t0, s6, -1
	and t0, s7, t0
	xor s5, s5, t0
	# andn t0, s8, s7
	xori t0, s7, -1
	and t0, s8, t0
	xor s6, s6, t0
	# andn t0, t3, s8
	xori t0, s8, -1
	and t0, t3, t0
	xor s7, s7, t0
	xor s8, s8, t4
	xor t3, t3, t5
	sd t3, 96(sp)
	ld t3, 104(sp)
	# andn t5, s10, s9
	xori t5, s9, -1
	and t5, s10, t5
	# andn t4, s9, t3
	xori t4, t3, -1
	and t4, s9, t4
	# andn t0, s11, s10
	xori t0, s10, -1
	and t0, s11, t0
	xor s9, s9, t0
	# andn t0, t6, s11
	xori t0, s11, -1
	and t0, t6, t0
	xor s10, s10, t0
	# andn t0, t3, t6
	xori t0, t6, -1
	and t0, t3, t0
	xor s11, s11, t0
	xor t6, t6, t4
	xor t3, t3, t5
	sd t3, 104(sp)
	# } chi
	ld t3, 40(sp)
	ld t0, 8(t3)
	xor s1, s1, t0
	addi t3, t3, 16
	sd t3, 40(sp)
	ld t4, 48(sp)
	bne t3, t4, .L_keccak_rounds
	ld t3, 0(sp)
	# keccak_store_state(state, lane)
	sd s1, 0(t3)
	sd a0, 8(t3)
	sd a1, 16(t3)
	sd a2, 24(t3)
	ld t0, 72(sp)
	sd t0, 32(t3)
	sd a3, 40(t3)
	sd a4, 48(t3)
	sd a5, 56(t3)
	sd a6, 64(t3)
	ld t0, 80(sp)
	sd t0, 72(t3)
	sd a7, 80(t3)
	sd s2, 88(t3)
	sd s3, 96(t3)
	sd s4, 104(t3)
	ld t0, 88(sp)
	sd t0, 112(t3)
	sd s5, 120(t3)
	sd s6, 128(t3)
	sd s7, 136(t3)
	sd s8, 144(t3)
	ld t0, 96(sp)
	sd t0, 152(t3)
	sd s9, 160(t3)
	sd s10, 168(t3)
	sd s11, 176(t3)
	sd t6, 184(t3)
	ld t0, 104(sp)
	sd t0, 192(t3)
	addi sp, sp, 112
	# pop_reg s1, s2-s11, t6
	ld s1, 0(sp)
	ld s2, 8(sp)
	ld s3, 16(sp)
	ld s4, 24(sp)
	ld s5, 32(sp)
	ld s6, 40(sp)
	ld s7, 48(sp)
	ld s8, 56(sp)
	ld s9, 64(sp)
	ld s10, 72(sp)
	ld s11, 80(sp)
	ld t6, 88(sp)
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
	.size stubforge_sha3_implCompress, .-stubforge_sha3_implCompress
	.section .note.GNU-stack,"",@progbits
