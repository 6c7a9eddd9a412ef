# kyberAddPoly_3 [default] lmul=4
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_add_poly_3.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = ptrs[3]; a1 = ptrs[0]; a2 = ptrs[1]; a3 = ptrs[2];
#   t3 = left; t4 = vl; t5 = bias; v4-v15 = vs[]
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyberAddPoly_3
	.type stubforge_kyberAddPoly_3, @function
stubforge_kyberAddPoly_3:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# kyber_add_polys(ptrs, vs, n, left, vl, bias)
	# li t3, 256
	addiw t3, zero, 256
	li t5, 6658
.L_loop:
	vsetvli t4, t3, e16, m4, ta, ma
	vle16.v v4, (a1)
	vle16.v v8, (a2)
	vle16.v v12, (a3)
	vadd.vv v4, v4, v8
	vadd.vv v4, v4, v12
	vadd.vx v4, v4, t5
	vse16.v v4, (a0)
	# advance_by_vl(ptrs, n, shift, vl, left)
	slli t0, t4, 1	# t0 may not live across instructions (HotSpot's scratch)
	add a1, a1, t0
	slli t0, t4, 1
	add a2, a2, t0
	slli t0, t4, 1
	add a3, a3, t0
	slli t0, t4, 1
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
	.size stubforge_kyberAddPoly_3, .-stubforge_kyberAddPoly_3
	.section .note.GNU-stack,"",@progbits
