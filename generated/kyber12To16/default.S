# kyber12To16 [default] 
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_12_to_16.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = src, condensed; a1 = index; a2 = parsed; a3 = parsedLength;
#   a4 = mask; a5 = fifteen; t3 = pairs; t4 = vl; t5 = three; v1 = vb0; v2 = vb1; v3 = vb2;
#   v4-v7 = vw0; v8-v11 = vw1; v12-v15 = vw2
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyber12To16
	.type stubforge_kyber12To16, @function
stubforge_kyber12To16:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	bge zero, a3, .L_done	# parsedLength <= 0: Java's loop does not run
	addi t3, a3, 1
	srli t3, t3, 1	# (parsedLength + 1) / 2 pairs
	add a0, a0, a1	# index: a non-negative int, sign-extended
	# li t5, 3
	addiw t5, zero, 3
	li a4, 16773120
	# li a5, 15
	addiw a5, zero, 15
.L_loop:
	vsetvli t4, t3, e8, m1, ta, ma
	vlse8.v v1, (a0), t5
	addi t0, a0, 1
	vlse8.v v2, (t0), t5
	addi t0, a0, 2
	vlse8.v v3, (t0), t5
	vsetvli t4, t4, e32, m4, ta, ma	# the same vl: VLMAX is VLEN/8 at both
	vzext.vf4 v4, v1
	vzext.vf4 v8, v2
	vzext.vf4 v12, v3
	vsll.vi v8, v8, 8
	vor.vv v4, v4, v8
	vsll.vi v12, v12, 16
	vor.vv v4, v4, v12	# x = b0 | b1 << 8 | b2 << 16
	vand.vx v8, v4, a4
	vmacc.vx v4, a5, v8	# x & 0xfff | (x >> 12) << 16
	vse32.v v4, (a2)
	slli t0, t4, 1
	add t0, t0, t4
	add a0, a0, t0
	slli t0, t4, 2
	add a2, a2, t0
	sub t3, t3, t4
	bnez t3, .L_loop
.L_done:
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_kyber12To16, .-stubforge_kyber12To16
	.section .note.GNU-stack,"",@progbits
