# kyber12To16 [default] shape=gather
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_12_to_16.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = src, condensed; a1 = index; a2 = parsed; a3 = parsedLength;
#   a4 = n; a5 = m24; a6 = mask; a7 = fifteen; t3 = pairs; t4 = per; t5 = p; v1 = vsrc; v2 = vw;
#   v3 = vidx; v4 = vt
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
	li a5, 16777215
	li a6, 16773120
	# li a7, 15
	addiw a7, zero, 15
	vsetvli a4, zero, e8, m1, ta, ma	# n = VLEN/8 bytes: a pass makes n/4 pairs
	vid.v v3
	vsrl.vi v4, v3, 2
	vand.vi v3, v3, 3
	vadd.vv v3, v3, v4
	vsll.vi v4, v4, 1
	vadd.vv v3, v3, v4	# byte 4g + c takes byte 3g + c (c = 3: masked off)
	srli t4, a4, 2
.L_loop:
	mv t5, t3
	bleu t3, t4, .L_full
	mv t5, t4	# p = min(pairs, per)
.L_full:
	slli t0, t5, 1
	add a4, t0, t5	# 3p bytes in
	vsetvli zero, a4, e8, m1, ta, ma
	vle8.v v1, (a0)
	slli t0, t5, 2
	vsetvli zero, t0, e8, m1, ta, ma	# 4p bytes out
	vrgather.vv v2, v1, v3
	vsetvli zero, t5, e32, m1, ta, ma
	vand.vx v2, v2, a5
	vand.vx v4, v2, a6
	vmacc.vx v2, a7, v4	# x & 0xfff | (x >> 12) << 16
	vse32.v v2, (a2)
	add a0, a0, a4
	slli t0, t5, 2
	add a2, a2, t0
	sub t3, t3, t5
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
