# dilithiumMontMulByConstant [default] lmul=4
# Made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_mont_mul_by_constant.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs, ptrs[0]; a1 = constant; a2 = qinv; t3 = left;
#   t4 = vl; t5 = q; v4-v7 = vc, vd; v8-v11 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_dilithiumMontMulByConstant
	.type stubforge_dilithiumMontMulByConstant, @function
stubforge_dilithiumMontMulByConstant:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# li t3, 256
	addiw t3, zero, 256
	li t5, 8380417
	li a2, 58728449
.L_loop:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v4, (a0)
	vmul.vx v8, v4, a1	# aLow
	vmulh.vx v4, v4, a1	# aHigh
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v8, v8, a2	# m = QINV * aLow (int)
	vmulh.vx v8, v8, t5	# (int)(((long) m * q) >> 32)
	vsub.vv v4, v4, v8
	vse32.v v4, (a0)
	# advance_by_vl(ptrs, n, shift, vl, left)
	slli t0, t4, 2	# t0 may not live across instructions (HotSpot's scratch)
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
	.size stubforge_dilithiumMontMulByConstant, .-stubforge_dilithiumMontMulByConstant
	.section .note.GNU-stack,"",@progbits
