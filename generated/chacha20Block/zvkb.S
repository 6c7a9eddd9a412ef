# chacha20Block [zvkb] lmul=4
# Made by stubforge 0.1.0 from kernels/chacha20.py:chacha20.
# Needs: rv64gc_v_zvkb
# Registers, as the C++ names them: a0 = state; a1 = result; a2 = rounds; t3 = vl; t4 = tmp;
#   t5 = ptr; v2-v3 = vrot1; v4-v7 = va; v8-v11 = vb; v12-v15 = vc; v16-v19 = vd; v20-v23 = vspare;
#   v24-v27 = voffs; v28-v29 = vrot2; v30-v31 = vrot3
	.option norvc
	.option norelax
	.option arch, +v, +zvkb
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
	# li t4, 64	# 16 blocks of 16 words: Java's buffer holds no more
	addiw t4, zero, 64
	vsetvli t3, t4, e32, m4, ta, mu
	vid.v v24
	vand.vi v24, v24, 3
	vmseq.vi v0, v24, 0	# word 0 of each lane: where the counter sits
	vsll.vi v24, v24, 2
	vsetvli zero, t3, e16, m2, ta, ma
	vid.v v30
	vand.vi v20, v30, -4
	vadd.vi v2, v30, 1
	vand.vi v2, v2, 3
	vor.vv v2, v2, v20
	vadd.vi v28, v30, 2
	vand.vi v28, v28, 3
	vor.vv v28, v28, v20
	vadd.vi v30, v30, 3
	vand.vi v30, v30, 3
	vor.vv v30, v30, v20
	vsetvli zero, t3, e32, m4, ta, mu
	vluxei32.v v4, (a0), v24
	addi t5, a0, 16
	vluxei32.v v8, (t5), v24
	addi t5, a0, 32
	vluxei32.v v12, (t5), v24
	addi t5, a0, 48
	vluxei32.v v16, (t5), v24
	vid.v v20
	vsrl.vi v20, v20, 2
	vadd.vv v16, v16, v20, v0.t
	# li a2, 5
	addiw a2, zero, 5
.L_double_round:
	vadd.vv v4, v4, v8
	vxor.vv v16, v16, v4
	vror.vi v16, v16, 16
	vadd.vv v12, v12, v16
	vxor.vv v8, v8, v12
	vror.vi v8, v8, 20
	vadd.vv v4, v4, v8
	vxor.vv v16, v16, v4
	vror.vi v16, v16, 24
	vadd.vv v12, v12, v16
	vxor.vv v8, v8, v12
	vror.vi v8, v8, 25
	vrgatherei16.vv v20, v8, v2
	vrgatherei16.vv v8, v12, v28
	vrgatherei16.vv v12, v16, v30
	vadd.vv v4, v4, v20
	vxor.vv v12, v12, v4
	vror.vi v12, v12, 16
	vadd.vv v8, v8, v12
	vxor.vv v20, v20, v8
	vror.vi v20, v20, 20
	vadd.vv v4, v4, v20
	vxor.vv v12, v12, v4
	vror.vi v12, v12, 24
	vadd.vv v8, v8, v12
	vxor.vv v20, v20, v8
	vror.vi v20, v20, 25
	vrgatherei16.vv v16, v20, v30
	vrgatherei16.vv v20, v8, v28
	vrgatherei16.vv v8, v12, v2
	vadd.vv v4, v4, v16
	vxor.vv v8, v8, v4
	vror.vi v8, v8, 16
	vadd.vv v20, v20, v8
	vxor.vv v16, v16, v20
	vror.vi v16, v16, 20
	vadd.vv v4, v4, v16
	vxor.vv v8, v8, v4
	vror.vi v8, v8, 24
	vadd.vv v20, v20, v8
	vxor.vv v16, v16, v20
	vror.vi v16, v16, 25
	vrgatherei16.vv v12, v16, v2
	vrgatherei16.vv v16, v20, v28
	vrgatherei16.vv v20, v8, v30
	vadd.vv v4, v4, v12
	vxor.vv v20, v20, v4
	vror.vi v20, v20, 16
	vadd.vv v16, v16, v20
	vxor.vv v12, v12, v16
	vror.vi v12, v12, 20
	vadd.vv v4, v4, v12
	vxor.vv v20, v20, v4
	vror.vi v20, v20, 24
	vadd.vv v16, v16, v20
	vxor.vv v12, v12, v16
	vror.vi v12, v12, 25
	vrgatherei16.vv v8, v12, v30
	vrgatherei16.vv v12, v16, v28
	vrgatherei16.vv v16, v20, v2
	addi a2, a2, -1
	bnez a2, .L_double_round
	vid.v v20
	vsrl.vi v20, v20, 2
	vadd.vv v16, v16, v20, v0.t
	vluxei32.v v20, (a0), v24
	vadd.vv v4, v4, v20
	addi t5, a0, 16
	vluxei32.v v20, (t5), v24
	vadd.vv v8, v8, v20
	addi t5, a0, 32
	vluxei32.v v20, (t5), v24
	vadd.vv v12, v12, v20
	addi t5, a0, 48
	vluxei32.v v20, (t5), v24
	vadd.vv v16, v16, v20
	vid.v v20	# offsets 4w + 64j: each lane's row to its block
	vand.vi v20, v20, -4
	vsll.vi v20, v20, 4
	vadd.vv v20, v20, v24
	addi t5, a1, 0
	vsuxei32.v v4, (t5), v20
	addi t5, a1, 16
	vsuxei32.v v8, (t5), v20
	addi t5, a1, 32
	vsuxei32.v v12, (t5), v20
	addi t5, a1, 48
	vsuxei32.v v16, (t5), v20
	slli a0, t3, 4	# 64 bytes per lane, 4 elements per lane
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_chacha20Block, .-stubforge_chacha20Block
	.section .note.GNU-stack,"",@progbits
