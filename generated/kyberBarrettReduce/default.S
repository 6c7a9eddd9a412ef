# kyberBarrettReduce [default] lmul=4
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_barrett_reduce.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = coeffs, ptrs[0]; a1 = q; t3 = left; t4 = vl; t5 = mult;
#   v4-v7 = vc; v8-v11 = vt
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyberBarrettReduce
	.type stubforge_kyberBarrettReduce, @function
stubforge_kyberBarrettReduce:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# li t3, 256
	addiw t3, zero, 256
	li t5, 20159
	li a1, 3329
.L_loop:
	vsetvli t4, t3, e16, m4, ta, ma
	vle16.v v4, (a0)
	vmulh.vx v8, v4, t5
	vsra.vi v8, v8, 10
	vnmsac.vx v4, a1, v8
	vse16.v v4, (a0)
	# advance_by_vl(ptrs, n, shift, vl, left)
	slli t0, t4, 1	# t0 may not live across instructions (HotSpot's scratch)
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
	.size stubforge_kyberBarrettReduce, .-stubforge_kyberBarrettReduce
	.section .note.GNU-stack,"",@progbits
