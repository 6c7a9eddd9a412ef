# dilithiumDecomposePoly [default] lmul=4
# Made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_decompose_poly.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = input, ptrs[0]; a1 = lowPart, ptrs[1];
#   a2 = highPart, ptrs[2]; a3 = twoGamma2; a4 = multiplier; a5 = addend; a6 = half; a7 = qm1;
#   t3 = left; t4 = vl; t5 = q; v4-v7 = vr; v8-v11 = vquot; v12-v15 = vr0; v16-v19 = vmask;
#   v20-v23 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_dilithiumDecomposePoly
	.type stubforge_dilithiumDecomposePoly, @function
stubforge_dilithiumDecomposePoly:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# li t3, 256
	addiw t3, zero, 256
	li t5, 8380417
	li a5, 5373807
	li a7, -8380416
	srli a6, a3, 63	# twoGamma2 / 2, truncated toward zero as Java's:
	add a6, a6, a3	# (t + (t < 0)) >> 1 on the sign-extended int
	srai a6, a6, 1
.L_loop:
	vsetvli t4, t3, e32, m4, ta, ma
	vle32.v v4, (a0)
	# rplus -= ((rplus + 5373807) >> 23) * q; rplus += (rplus >> 31) & q
	vadd.vx v20, v4, a5
	vsra.vi v20, v20, 23
	vnmsac.vx v4, t5, v20
	vsra.vi v20, v4, 31
	vand.vx v20, v20, t5
	vadd.vv v4, v4, v20
	# quotient = (rplus * multiplier) >> 22; r0 = rplus - quotient * twoGamma2
	vmul.vx v8, v4, a4
	vsra.vi v8, v8, 22
	vmul.vx v12, v8, a3
	vsub.vv v12, v4, v12
	# mask = (twoGamma2 - r0) >> 22; r0 -= mask & twoGamma2; quotient += mask & 1
	vrsub.vx v16, v12, a3
	vsra.vi v16, v16, 22
	vand.vx v20, v16, a3
	vsub.vv v12, v12, v20
	vand.vi v20, v16, 1
	vadd.vv v8, v8, v20
	# mask = (twoGamma2 / 2 - r0) >> 31 (0 or -1); r0 -= mask & twoGamma2; quotient -= mask
	vrsub.vx v16, v12, a6
	vsra.vi v16, v16, 31
	vand.vx v20, v16, a3
	vsub.vv v12, v12, v20
	vsub.vv v8, v8, v16
	# r1 = rplus - r0 - (q - 1); r1 = (r1 | -r1) >> 31; r0 += ~r1; r1 &= quotient
	vsub.vv v4, v4, v12
	vadd.vx v4, v4, a7
	vrsub.vi v20, v4, 0
	vor.vv v4, v4, v20
	vsra.vi v4, v4, 31
	vxor.vi v20, v4, -1
	vadd.vv v12, v12, v20
	vand.vv v4, v4, v8
	vse32.v v12, (a1)
	vse32.v v4, (a2)
	# advance_by_vl(ptrs, n, shift, vl, left)
	slli t0, t4, 2	# t0 may not live across instructions (HotSpot's scratch)
	add a0, a0, t0
	slli t0, t4, 2
	add a1, a1, t0
	slli t0, t4, 2
	add a2, a2, t0
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
	.size stubforge_dilithiumDecomposePoly, .-stubforge_dilithiumDecomposePoly
	.section .note.GNU-stack,"",@progbits
