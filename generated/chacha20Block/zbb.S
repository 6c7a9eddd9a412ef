# chacha20Block [zbb] 
# Made by stubforge 0.1.0 from kernels/chacha20.py:chacha20.
# Needs: rv64gc_zbb
# Registers, as the C++ names them: s1 = x9_reg; a0 = state; a1 = result; a2 = x3_reg; a3 = x4_reg;
#   a4 = x5_reg; a5 = x6_reg; a6 = x7_reg; a7 = x8_reg; s2 = x10_reg; s3 = x11_reg; s4 = x12_reg;
#   s5 = x13_reg; s6 = x14_reg; s7 = x15_reg; s8 = rounds; t3 = x0_reg; t4 = x1_reg; t5 = x2_reg
	.option norvc
	.option norelax
	.option arch, +zbb
	.text
	.p2align 3
	.globl stubforge_chacha20Block
	.type stubforge_chacha20Block, @function
stubforge_chacha20Block:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# 16 words and the round counter stay out of t0-t2 (MacroAssembler's scratch): eight s-registers
	# push_reg s1, s2-s8
	addi sp, sp, -64
	sd s1, 0(sp)
	sd s2, 8(sp)
	sd s3, 16(sp)
	sd s4, 24(sp)
	sd s5, 32(sp)
	sd s6, 40(sp)
	sd s7, 48(sp)
	sd s8, 56(sp)
	lw t3, 0(a0)
	lw t4, 4(a0)
	lw t5, 8(a0)
	lw a2, 12(a0)
	lw a3, 16(a0)
	lw a4, 20(a0)
	lw a5, 24(a0)
	lw a6, 28(a0)
	lw a7, 32(a0)
	lw s1, 36(a0)
	lw s2, 40(a0)
	lw s3, 44(a0)
	lw s4, 48(a0)
	lw s5, 52(a0)
	lw s6, 56(a0)
	lw s7, 60(a0)
	# li s8, 10
	addiw s8, zero, 10
.L_double_round:
	addw t3, t3, a3
	xor s4, s4, t3
	roriw s4, s4, 16
	addw a7, a7, s4
	xor a3, a3, a7
	roriw a3, a3, 20
	addw t3, t3, a3
	xor s4, s4, t3
	roriw s4, s4, 24
	addw a7, a7, s4
	xor a3, a3, a7
	roriw a3, a3, 25
	addw t4, t4, a4
	xor s5, s5, t4
	roriw s5, s5, 16
	addw s1, s1, s5
	xor a4, a4, s1
	roriw a4, a4, 20
	addw t4, t4, a4
	xor s5, s5, t4
	roriw s5, s5, 24
	addw s1, s1, s5
	xor a4, a4, s1
	roriw a4, a4, 25
	addw t5, t5, a5
	xor s6, s6, t5
	roriw s6, s6, 16
	addw s2, s2, s6
	xor a5, a5, s2
	roriw a5, a5, 20
	addw t5, t5, a5
	xor s6, s6, t5
	roriw s6, s6, 24
	addw s2, s2, s6
	xor a5, a5, s2
	roriw a5, a5, 25
	addw a2, a2, a6
	xor s7, s7, a2
	roriw s7, s7, 16
	addw s3, s3, s7
	xor a6, a6, s3
	roriw a6, a6, 20
	addw a2, a2, a6
	xor s7, s7, a2
	roriw s7, s7, 24
	addw s3, s3, s7
	xor a6, a6, s3
	roriw a6, a6, 25
	addw t3, t3, a4
	xor s7, s7, t3
	roriw s7, s7, 16
	addw s2, s2, s7
	xor a4, a4, s2
	roriw a4, a4, 20
	addw t3, t3, a4
	xor s7, s7, t3
	roriw s7, s7, 24
	addw s2, s2, s7
	xor a4, a4, s2
	roriw a4, a4, 25
	addw t4, t4, a5
	xor s4, s4, t4
	roriw s4, s4, 16
	addw s3, s3, s4
	xor a5, a5, s3
	roriw a5, a5, 20
	addw t4, t4, a5
	xor s4, s4, t4
	roriw s4, s4, 24
	addw s3, s3, s4
	xor a5, a5, s3
	roriw a5, a5, 25
	addw t5, t5, a6
	xor s5, s5, t5
	roriw s5, s5, 16
	addw a7, a7, s5
	xor a6, a6, a7
	roriw a6, a6, 20
	addw t5, t5, a6
	xor s5, s5, t5
	roriw s5, s5, 24
	addw a7, a7, s5
	xor a6, a6, a7
	roriw a6, a6, 25
	addw a2, a2, a3
	xor s6, s6, a2
	roriw s6, s6, 16
	addw s1, s1, s6
	xor a3, a3, s1
	roriw a3, a3, 20
	addw a2, a2, a3
	xor s6, s6, a2
	roriw s6, s6, 24
	addw s1, s1, s6
	xor a3, a3, s1
	roriw a3, a3, 25
	addi s8, s8, -1
	bnez s8, .L_double_round
	lw t0, 0(a0)
	addw t3, t3, t0
	sw t3, 0(a1)
	lw t0, 4(a0)
	addw t4, t4, t0
	sw t4, 4(a1)
	lw t0, 8(a0)
	addw t5, t5, t0
	sw t5, 8(a1)
	lw t0, 12(a0)
	addw a2, a2, t0
	sw a2, 12(a1)
	lw t0, 16(a0)
	addw a3, a3, t0
	sw a3, 16(a1)
	lw t0, 20(a0)
	addw a4, a4, t0
	sw a4, 20(a1)
	lw t0, 24(a0)
	addw a5, a5, t0
	sw a5, 24(a1)
	lw t0, 28(a0)
	addw a6, a6, t0
	sw a6, 28(a1)
	lw t0, 32(a0)
	addw a7, a7, t0
	sw a7, 32(a1)
	lw t0, 36(a0)
	addw s1, s1, t0
	sw s1, 36(a1)
	lw t0, 40(a0)
	addw s2, s2, t0
	sw s2, 40(a1)
	lw t0, 44(a0)
	addw s3, s3, t0
	sw s3, 44(a1)
	lw t0, 48(a0)
	addw s4, s4, t0
	sw s4, 48(a1)
	lw t0, 52(a0)
	addw s5, s5, t0
	sw s5, 52(a1)
	lw t0, 56(a0)
	addw s6, s6, t0
	sw s6, 56(a1)
	lw t0, 60(a0)
	addw s7, s7, t0
	sw s7, 60(a1)
	# pop_reg s1, s2-s8
	ld s1, 0(sp)
	ld s2, 8(sp)
	ld s3, 16(sp)
	ld s4, 24(sp)
	ld s5, 32(sp)
	ld s6, 40(sp)
	ld s7, 48(sp)
	ld s8, 56(sp)
	addi sp, sp, 64
	# li a0, 64
	addiw a0, zero, 64
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_chacha20Block, .-stubforge_chacha20Block
	.section .note.GNU-stack,"",@progbits
