# poly1305_processBlocks [scalar] unroll=2
# Made by stubforge 0.1.0 from kernels/poly1305.py:poly1305.
# Needs: rv64gc_zba
# Registers, as the C++ names them: s1 = pa, h1; a0 = input; a1 = length; a2 = acc; a3 = r, pe;
#   a4 = r0; a5 = r1; a6 = s1; a7 = carry5; s2 = pb; s3 = pc, h0; s4 = pd; t3 = h0, pc; t4 = h1, pa;
#   t5 = h2
	.option norvc
	.option norelax
	.option arch, +zba
	.text
	.p2align 3
	.globl stubforge_poly1305_processBlocks
	.type stubforge_poly1305_processBlocks, @function
stubforge_poly1305_processBlocks:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	beqz a1, .L_return	# nothing to absorb: acc stays as Java gave it
	# Fifteen long-lived values (twelve, inp, end, acc) and t0-t2 are MacroAssembler's scratch:
	# scalar borrows four s-registers
	# push_reg s1, s2-s4
	addi sp, sp, -32
	sd s1, 0(sp)
	sd s2, 8(sp)
	sd s3, 16(sp)
	sd s4, 24(sp)
	ld a4, 0(a3)
	ld s1, 8(a3)
	# shadd a4, s1, a4, s2, 26
	slli s2, s1, 26
	add a4, a4, s2
	ld s1, 16(a3)
	# shadd a4, s1, a4, s2, 52
	slli s2, s1, 52
	add a4, a4, s2
	srli a5, s1, 12	# limb 2's top 12 bits start r1
	ld s1, 24(a3)
	# shadd a5, s1, a5, s2, 14
	slli s2, s1, 14
	add a5, a5, s2
	ld s1, 32(a3)
	# shadd a5, s1, a5, s2, 40
	slli s2, s1, 40
	add a5, a5, s2
	srli s2, a5, 2
	add a6, a5, s2
	ld t3, 0(a2)
	ld s1, 8(a2)
	# shadd t3, s1, t3, s1, 26	# h0 += limb 1 << 26
	slli s1, s1, 26
	add t3, t3, s1
	ld s1, 16(a2)
	slli s2, s1, 52
	# cad t3, t3, s2, s3
	add t3, t3, s2
	sltu s3, t3, s2
	srli t4, s1, 12
	add t4, t4, s3
	ld s1, 24(a2)
	# shadd t4, s1, t4, s1, 14
	slli s1, s1, 14
	add t4, t4, s1
	ld s1, 32(a2)
	slli s2, s1, 40
	# cad t4, t4, s2, s3
	add t4, t4, s2
	sltu s3, t4, s2
	srli t5, s1, 24
	add t5, t5, s3
	srli s1, t5, 2
	andi t5, t5, 3
	# shadd a7, s1, s1, a7, 2
	sh2add a7, s1, s1
	andi s1, a1, 16	# an odd block count: one block before the pairs
	add a1, a0, a1
	beqz s1, .L_pairs
	# poly1305_block(input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe)
	# h += c + m + 2^128: the carry out of h0 (0..2) and out of h1 (0..2) go to h2.
	ld s4, 0(a0)
	ld a3, 8(a0)
	# cad t3, t3, s4, s4
	add t3, t3, s4
	sltu s4, t3, s4
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	add s4, s4, a7
	# cad t4, t4, a3, a3
	add t4, t4, a3
	sltu a3, t4, a3
	# cad t4, t4, s4, s4
	add t4, t4, s4
	sltu s4, t4, s4
	add t5, t5, a3
	add t5, t5, s4
	addi t5, t5, 1
	# d1 = h0*r1 + h1*r0 + h2*s1 + hi(d0); d0 = h0*r0 + h1*s1; h2' = h2*r0 + hi(d1).
	# wide_mul s1, s2, t3, a5	# d1 = h0*r1 ...
	mul s1, t3, a5
	mulhu s2, t3, a5
	# wide_mul s3, t3, t3, a4	# d0 = h0*r0 ...
	mul s3, t3, a4
	mulhu t3, t3, a4
	# wide_madd s3, t3, t4, a6, s4, a3	# ... + h1*s1: the new h0; hi(d0) < 2^62: no carry out
	mul s4, t4, a6
	mulhu a3, t4, a6
	add s3, s3, s4
	sltu s4, s3, s4
	add t3, t3, a3
	add t3, t3, s4
	mul s4, t5, a6
	add t3, t3, s4	# + h2*s1 < 2^63: still no carry out
	# wide_madd s1, s2, t4, a4, s4, t4	# d1 += h1*r0
	mul s4, t4, a4
	mulhu t4, t4, a4
	add s1, s1, s4
	sltu s4, s1, s4
	add s2, s2, t4
	add s2, s2, s4
	# cad s1, s1, t3, t3	# new h1
	add s1, s1, t3
	sltu t3, s1, t3
	add s2, s2, t3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	mv t3, s3
	mv t4, s1
	addi a0, a0, 16
.L_pairs:
	beq a0, a1, .L_finish
.L_loop:
	# poly1305_block(input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe)
	ld s4, 0(a0)
	ld a3, 8(a0)
	# cad t3, t3, s4, s4
	add t3, t3, s4
	sltu s4, t3, s4
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	add s4, s4, a7
	# cad t4, t4, a3, a3
	add t4, t4, a3
	sltu a3, t4, a3
	# cad t4, t4, s4, s4
	add t4, t4, s4
	sltu s4, t4, s4
	add t5, t5, a3
	add t5, t5, s4
	addi t5, t5, 1
	# wide_mul s1, s2, t3, a5
	mul s1, t3, a5
	mulhu s2, t3, a5
	# wide_mul s3, t3, t3, a4
	mul s3, t3, a4
	mulhu t3, t3, a4
	# wide_madd s3, t3, t4, a6, s4, a3
	mul s4, t4, a6
	mulhu a3, t4, a6
	add s3, s3, s4
	sltu s4, s3, s4
	add t3, t3, a3
	add t3, t3, s4
	mul s4, t5, a6
	add t3, t3, s4
	# wide_madd s1, s2, t4, a4, s4, t4
	mul s4, t4, a4
	mulhu t4, t4, a4
	add s1, s1, s4
	sltu s4, s1, s4
	add s2, s2, t4
	add s2, s2, s4
	# cad s1, s1, t3, t3
	add s1, s1, t3
	sltu t3, s1, t3
	add s2, s2, t3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	# poly1305_block(input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe)
	ld s4, 16(a0)
	ld a3, 24(a0)
	# cad s3, s3, s4, s4
	add s3, s3, s4
	sltu s4, s3, s4
	# cad s3, s3, a7, a7
	add s3, s3, a7
	sltu a7, s3, a7
	add s4, s4, a7
	# cad s1, s1, a3, a3
	add s1, s1, a3
	sltu a3, s1, a3
	# cad s1, s1, s4, s4
	add s1, s1, s4
	sltu s4, s1, s4
	add t5, t5, a3
	add t5, t5, s4
	addi t5, t5, 1
	# wide_mul t4, s2, s3, a5
	mul t4, s3, a5
	mulhu s2, s3, a5
	# wide_mul t3, s3, s3, a4
	mul t3, s3, a4
	mulhu s3, s3, a4
	# wide_madd t3, s3, s1, a6, s4, a3
	mul s4, s1, a6
	mulhu a3, s1, a6
	add t3, t3, s4
	sltu s4, t3, s4
	add s3, s3, a3
	add s3, s3, s4
	mul s4, t5, a6
	add s3, s3, s4
	# wide_madd t4, s2, s1, a4, s4, s1
	mul s4, s1, a4
	mulhu s1, s1, a4
	add t4, t4, s4
	sltu s4, t4, s4
	add s2, s2, s1
	add s2, s2, s4
	# cad t4, t4, s3, s3
	add t4, t4, s3
	sltu s3, t4, s3
	add s2, s2, s3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	addi a0, a0, 32
	bltu a0, a1, .L_loop
.L_finish:
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	# cad t4, t4, a7, a7
	add t4, t4, a7
	sltu a7, t4, a7
	add t5, t5, a7
	li s3, 67108863
	and s1, t3, s3
	sd s1, 0(a2)
	srli s1, t3, 26
	and s1, s1, s3
	sd s1, 8(a2)
	srli s1, t3, 52
	slli s2, t4, 12
	or s1, s1, s2
	and s1, s1, s3
	sd s1, 16(a2)
	srli s1, t4, 14
	and s1, s1, s3
	sd s1, 24(a2)
	srli s1, t4, 40
	slli s2, t5, 24
	or s1, s1, s2
	sd s1, 32(a2)
	# pop_reg s1, s2-s4
	ld s1, 0(sp)
	ld s2, 8(sp)
	ld s3, 16(sp)
	ld s4, 24(sp)
	addi sp, sp, 32
.L_return:
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_poly1305_processBlocks, .-stubforge_poly1305_processBlocks
	.section .note.GNU-stack,"",@progbits
