# dilithiumNttMult [default] lmul=4
# Made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_ntt_mult.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = product, ptrs[2]; a1 = coeffs1, ptrs[0];
#   a2 = coeffs2, ptrs[1]; a3 = qinv; a4 = r2; t3 = left; t4 = vl; t5 = q; v4-v7 = va; v4-v11 = vd;
#   v8-v11 = vb; v12-v15 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_dilithiumNttMult
	.type stubforge_dilithiumNttMult, @function
stubforge_dilithiumNttMult:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# li t3, 256
	addiw t3, zero, 256
	li t5, 8380417
	li a3, 58728449
	li a4, 2365951
.L_loop:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v4, (a1)
	vle32.v v8, (a2)
	vmul.vx v12, v8, a4	# aLow
	vmulh.vx v8, v8, a4	# aHigh
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v12, v12, a3	# m = QINV * aLow (int)
	vmulh.vx v12, v12, t5	# (int)(((long) m * q) >> 32)
	vsub.vv v8, v8, v12
	vmul.vv v12, v4, v8
	vmulh.vv v4, v4, v8
	# dilithium_montmul_reduce(vd, vt, qinv, q)
	vmul.vx v12, v12, a3
	vmulh.vx v12, v12, t5
	vsub.vv v4, v4, v12
	vse32.v v4, (a0)
	# advance_by_vl(ptrs, n, shift, vl, left)
	slli t0, t4, 2	# t0 may not live across instructions (HotSpot's scratch)
	add a1, a1, t0
	slli t0, t4, 2
	add a2, a2, t0
	slli t0, t4, 2
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
	.size stubforge_dilithiumNttMult, .-stubforge_dilithiumNttMult
	.section .note.GNU-stack,"",@progbits
