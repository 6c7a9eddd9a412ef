# chacha20Block [v] interleave=4
# Made by stubforge 0.1.0 from kernels/chacha20.py:chacha20.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = state; a1 = result; a2 = rounds, stride; t3 = left;
#   t4 = vl; t5 = done; v1-v16 = vx[]; v1-v4, v9-v12 = x[]; v5-v8, v13-v16 = y[], z[];
#   v17-v20 = vtmp[]; v21 = vctr
	.option norvc
	.option norelax
	.option arch, +v
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
	# li t3, 16
	addiw t3, zero, 16
	# li t5, 0
	addiw t5, zero, 0
.L_pass:
	vsetvli t4, t3, e32, m1, ta, ma	# vl blocks this pass, one per lane
	# Load the state: word w into every lane of vx[w] {
	lw t0, 0(a0)
	vmv.v.x v1, t0
	lw t0, 4(a0)
	vmv.v.x v2, t0
	lw t0, 8(a0)
	vmv.v.x v3, t0
	lw t0, 12(a0)
	vmv.v.x v4, t0
	lw t0, 16(a0)
	vmv.v.x v5, t0
	lw t0, 20(a0)
	vmv.v.x v6, t0
	lw t0, 24(a0)
	vmv.v.x v7, t0
	lw t0, 28(a0)
	vmv.v.x v8, t0
	lw t0, 32(a0)
	vmv.v.x v9, t0
	lw t0, 36(a0)
	vmv.v.x v10, t0
	lw t0, 40(a0)
	vmv.v.x v11, t0
	lw t0, 44(a0)
	vmv.v.x v12, t0
	lw t0, 48(a0)
	vmv.v.x v13, t0
	lw t0, 52(a0)
	vmv.v.x v14, t0
	lw t0, 56(a0)
	vmv.v.x v15, t0
	lw t0, 60(a0)
	vmv.v.x v16, t0
	vid.v v21
	vadd.vx v21, v21, t5
	vadd.vv v13, v13, v21	# lane j's counter: state[12] + done + j
	# } Load the state: word w into every lane of vx[w]
	# 10 double rounds: columns, then diagonals {
	# li a2, 10
	addiw a2, zero, 10
.L_double_round:
	# chacha20_quarter_rounds(va, vb, vc, vd)
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v1, v1, v5
	vadd.vv v2, v2, v6
	vadd.vv v3, v3, v7
	vadd.vv v4, v4, v8
	vxor.vv v13, v13, v1
	vxor.vv v14, v14, v2
	vxor.vv v15, v15, v3
	vxor.vv v16, v16, v4
	vsll.vi v17, v13, 16
	vsll.vi v18, v14, 16
	vsll.vi v19, v15, 16
	vsll.vi v20, v16, 16
	vsrl.vi v13, v13, 16
	vsrl.vi v14, v14, 16
	vsrl.vi v15, v15, 16
	vsrl.vi v16, v16, 16
	vor.vv v13, v13, v17
	vor.vv v14, v14, v18
	vor.vv v15, v15, v19
	vor.vv v16, v16, v20
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v9, v9, v13
	vadd.vv v10, v10, v14
	vadd.vv v11, v11, v15
	vadd.vv v12, v12, v16
	vxor.vv v5, v5, v9
	vxor.vv v6, v6, v10
	vxor.vv v7, v7, v11
	vxor.vv v8, v8, v12
	vsll.vi v17, v5, 12
	vsll.vi v18, v6, 12
	vsll.vi v19, v7, 12
	vsll.vi v20, v8, 12
	vsrl.vi v5, v5, 20
	vsrl.vi v6, v6, 20
	vsrl.vi v7, v7, 20
	vsrl.vi v8, v8, 20
	vor.vv v5, v5, v17
	vor.vv v6, v6, v18
	vor.vv v7, v7, v19
	vor.vv v8, v8, v20
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v1, v1, v5
	vadd.vv v2, v2, v6
	vadd.vv v3, v3, v7
	vadd.vv v4, v4, v8
	vxor.vv v13, v13, v1
	vxor.vv v14, v14, v2
	vxor.vv v15, v15, v3
	vxor.vv v16, v16, v4
	vsll.vi v17, v13, 8
	vsll.vi v18, v14, 8
	vsll.vi v19, v15, 8
	vsll.vi v20, v16, 8
	vsrl.vi v13, v13, 24
	vsrl.vi v14, v14, 24
	vsrl.vi v15, v15, 24
	vsrl.vi v16, v16, 24
	vor.vv v13, v13, v17
	vor.vv v14, v14, v18
	vor.vv v15, v15, v19
	vor.vv v16, v16, v20
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v9, v9, v13
	vadd.vv v10, v10, v14
	vadd.vv v11, v11, v15
	vadd.vv v12, v12, v16
	vxor.vv v5, v5, v9
	vxor.vv v6, v6, v10
	vxor.vv v7, v7, v11
	vxor.vv v8, v8, v12
	vsll.vi v17, v5, 7
	vsll.vi v18, v6, 7
	vsll.vi v19, v7, 7
	vsll.vi v20, v8, 7
	vsrl.vi v5, v5, 25
	vsrl.vi v6, v6, 25
	vsrl.vi v7, v7, 25
	vsrl.vi v8, v8, 25
	vor.vv v5, v5, v17
	vor.vv v6, v6, v18
	vor.vv v7, v7, v19
	vor.vv v8, v8, v20
	# chacha20_quarter_rounds(va, vb, vc, vd)
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v1, v1, v6
	vadd.vv v2, v2, v7
	vadd.vv v3, v3, v8
	vadd.vv v4, v4, v5
	vxor.vv v16, v16, v1
	vxor.vv v13, v13, v2
	vxor.vv v14, v14, v3
	vxor.vv v15, v15, v4
	vsll.vi v17, v16, 16
	vsll.vi v18, v13, 16
	vsll.vi v19, v14, 16
	vsll.vi v20, v15, 16
	vsrl.vi v16, v16, 16
	vsrl.vi v13, v13, 16
	vsrl.vi v14, v14, 16
	vsrl.vi v15, v15, 16
	vor.vv v16, v16, v17
	vor.vv v13, v13, v18
	vor.vv v14, v14, v19
	vor.vv v15, v15, v20
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v11, v11, v16
	vadd.vv v12, v12, v13
	vadd.vv v9, v9, v14
	vadd.vv v10, v10, v15
	vxor.vv v6, v6, v11
	vxor.vv v7, v7, v12
	vxor.vv v8, v8, v9
	vxor.vv v5, v5, v10
	vsll.vi v17, v6, 12
	vsll.vi v18, v7, 12
	vsll.vi v19, v8, 12
	vsll.vi v20, v5, 12
	vsrl.vi v6, v6, 20
	vsrl.vi v7, v7, 20
	vsrl.vi v8, v8, 20
	vsrl.vi v5, v5, 20
	vor.vv v6, v6, v17
	vor.vv v7, v7, v18
	vor.vv v8, v8, v19
	vor.vv v5, v5, v20
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v1, v1, v6
	vadd.vv v2, v2, v7
	vadd.vv v3, v3, v8
	vadd.vv v4, v4, v5
	vxor.vv v16, v16, v1
	vxor.vv v13, v13, v2
	vxor.vv v14, v14, v3
	vxor.vv v15, v15, v4
	vsll.vi v17, v16, 8
	vsll.vi v18, v13, 8
	vsll.vi v19, v14, 8
	vsll.vi v20, v15, 8
	vsrl.vi v16, v16, 24
	vsrl.vi v13, v13, 24
	vsrl.vi v14, v14, 24
	vsrl.vi v15, v15, 24
	vor.vv v16, v16, v17
	vor.vv v13, v13, v18
	vor.vv v14, v14, v19
	vor.vv v15, v15, v20
	# chacha20_add_xor_rotate(x, y, z, shift)
	vadd.vv v11, v11, v16
	vadd.vv v12, v12, v13
	vadd.vv v9, v9, v14
	vadd.vv v10, v10, v15
	vxor.vv v6, v6, v11
	vxor.vv v7, v7, v12
	vxor.vv v8, v8, v9
	vxor.vv v5, v5, v10
	vsll.vi v17, v6, 7
	vsll.vi v18, v7, 7
	vsll.vi v19, v8, 7
	vsll.vi v20, v5, 7
	vsrl.vi v6, v6, 25
	vsrl.vi v7, v7, 25
	vsrl.vi v8, v8, 25
	vsrl.vi v5, v5, 25
	vor.vv v6, v6, v17
	vor.vv v7, v7, v18
	vor.vv v8, v8, v19
	vor.vv v5, v5, v20
	addi a2, a2, -1
	bnez a2, .L_double_round
	# } 10 double rounds: columns, then diagonals
	# Add the input state and store: word w of block j at out + 64*j + 4*w {
	lw t0, 0(a0)
	vadd.vx v1, v1, t0
	lw t0, 4(a0)
	vadd.vx v2, v2, t0
	lw t0, 8(a0)
	vadd.vx v3, v3, t0
	lw t0, 12(a0)
	vadd.vx v4, v4, t0
	lw t0, 16(a0)
	vadd.vx v5, v5, t0
	lw t0, 20(a0)
	vadd.vx v6, v6, t0
	lw t0, 24(a0)
	vadd.vx v7, v7, t0
	lw t0, 28(a0)
	vadd.vx v8, v8, t0
	lw t0, 32(a0)
	vadd.vx v9, v9, t0
	lw t0, 36(a0)
	vadd.vx v10, v10, t0
	lw t0, 40(a0)
	vadd.vx v11, v11, t0
	lw t0, 44(a0)
	vadd.vx v12, v12, t0
	lw t0, 48(a0)
	vadd.vx v13, v13, t0
	lw t0, 52(a0)
	vadd.vx v14, v14, t0
	lw t0, 56(a0)
	vadd.vx v15, v15, t0
	lw t0, 60(a0)
	vadd.vx v16, v16, t0
	vadd.vv v13, v13, v21
	# li a2, 64
	addiw a2, zero, 64
	vsse32.v v1, (a1), a2
	addi a1, a1, 4
	vsse32.v v2, (a1), a2
	addi a1, a1, 4
	vsse32.v v3, (a1), a2
	addi a1, a1, 4
	vsse32.v v4, (a1), a2
	addi a1, a1, 4
	vsse32.v v5, (a1), a2
	addi a1, a1, 4
	vsse32.v v6, (a1), a2
	addi a1, a1, 4
	vsse32.v v7, (a1), a2
	addi a1, a1, 4
	vsse32.v v8, (a1), a2
	addi a1, a1, 4
	vsse32.v v9, (a1), a2
	addi a1, a1, 4
	vsse32.v v10, (a1), a2
	addi a1, a1, 4
	vsse32.v v11, (a1), a2
	addi a1, a1, 4
	vsse32.v v12, (a1), a2
	addi a1, a1, 4
	vsse32.v v13, (a1), a2
	addi a1, a1, 4
	vsse32.v v14, (a1), a2
	addi a1, a1, 4
	vsse32.v v15, (a1), a2
	addi a1, a1, 4
	vsse32.v v16, (a1), a2
	addi a1, a1, 4
	# } Add the input state and store: word w of block j at out + 64*j + 4*w
	# shadd a1, t4, a1, t0, 6	# this pass's 64*vl bytes, less the 64 above
	slli t0, t4, 6
	add a1, a1, t0
	addi a1, a1, -64
	add t5, t5, t4
	sub t3, t3, t4
	bnez t3, .L_pass
	# li a0, 1024
	addiw a0, zero, 1024
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_chacha20Block, .-stubforge_chacha20Block
	.section .note.GNU-stack,"",@progbits
