# aescrypt_decryptBlock [default] 
# Made by stubforge 0.1.0 from kernels/aes.py:aes_block.
# Needs: rv64gc_v_zvkb_zvkned
# Registers, as the C++ names them: a0 = from; a1 = to; a2 = key; t3 = keylen; v1-v15 = vkeys[];
#   v16 = vstate
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvkned
	.text
	.p2align 3
	.globl stubforge_aescrypt_decryptBlock
	.type stubforge_aescrypt_decryptBlock, @function
stubforge_aescrypt_decryptBlock:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v16, (a0)
	lw t3, -4(a2)	# Java's int[] length: 44, 52 or 60 words
	addi t3, t3, -44
	bnez t3, .L_aes192
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (a2)
	vrev8.v v1, v1	# Java's words are big-endian-built ints
	addi a2, a2, 16
	vle32.v v2, (a2)
	vrev8.v v2, v2
	addi a2, a2, 16
	vle32.v v3, (a2)
	vrev8.v v3, v3
	addi a2, a2, 16
	vle32.v v4, (a2)
	vrev8.v v4, v4
	addi a2, a2, 16
	vle32.v v5, (a2)
	vrev8.v v5, v5
	addi a2, a2, 16
	vle32.v v6, (a2)
	vrev8.v v6, v6
	addi a2, a2, 16
	vle32.v v7, (a2)
	vrev8.v v7, v7
	addi a2, a2, 16
	vle32.v v8, (a2)
	vrev8.v v8, v8
	addi a2, a2, 16
	vle32.v v9, (a2)
	vrev8.v v9, v9
	addi a2, a2, 16
	vle32.v v10, (a2)
	vrev8.v v10, v10
	addi a2, a2, 16
	vle32.v v11, (a2)
	vrev8.v v11, v11
	# aes_decrypt_vv(vstate, vkeys, rounds)
	vxor.vv v16, v16, v11
	vaesdm.vv v16, v10
	vaesdm.vv v16, v9
	vaesdm.vv v16, v8
	vaesdm.vv v16, v7
	vaesdm.vv v16, v6
	vaesdm.vv v16, v5
	vaesdm.vv v16, v4
	vaesdm.vv v16, v3
	vaesdm.vv v16, v2
	vaesdf.vv v16, v1
	vse32.v v16, (a1)
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi t3, t3, -8
	bnez t3, .L_aes256
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (a2)
	vrev8.v v1, v1
	addi a2, a2, 16
	vle32.v v2, (a2)
	vrev8.v v2, v2
	addi a2, a2, 16
	vle32.v v3, (a2)
	vrev8.v v3, v3
	addi a2, a2, 16
	vle32.v v4, (a2)
	vrev8.v v4, v4
	addi a2, a2, 16
	vle32.v v5, (a2)
	vrev8.v v5, v5
	addi a2, a2, 16
	vle32.v v6, (a2)
	vrev8.v v6, v6
	addi a2, a2, 16
	vle32.v v7, (a2)
	vrev8.v v7, v7
	addi a2, a2, 16
	vle32.v v8, (a2)
	vrev8.v v8, v8
	addi a2, a2, 16
	vle32.v v9, (a2)
	vrev8.v v9, v9
	addi a2, a2, 16
	vle32.v v10, (a2)
	vrev8.v v10, v10
	addi a2, a2, 16
	vle32.v v11, (a2)
	vrev8.v v11, v11
	addi a2, a2, 16
	vle32.v v12, (a2)
	vrev8.v v12, v12
	addi a2, a2, 16
	vle32.v v13, (a2)
	vrev8.v v13, v13
	# aes_decrypt_vv(vstate, vkeys, rounds)
	vxor.vv v16, v16, v13
	vaesdm.vv v16, v12
	vaesdm.vv v16, v11
	vaesdm.vv v16, v10
	vaesdm.vv v16, v9
	vaesdm.vv v16, v8
	vaesdm.vv v16, v7
	vaesdm.vv v16, v6
	vaesdm.vv v16, v5
	vaesdm.vv v16, v4
	vaesdm.vv v16, v3
	vaesdm.vv v16, v2
	vaesdf.vv v16, v1
	vse32.v v16, (a1)
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes256:
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (a2)
	vrev8.v v1, v1
	addi a2, a2, 16
	vle32.v v2, (a2)
	vrev8.v v2, v2
	addi a2, a2, 16
	vle32.v v3, (a2)
	vrev8.v v3, v3
	addi a2, a2, 16
	vle32.v v4, (a2)
	vrev8.v v4, v4
	addi a2, a2, 16
	vle32.v v5, (a2)
	vrev8.v v5, v5
	addi a2, a2, 16
	vle32.v v6, (a2)
	vrev8.v v6, v6
	addi a2, a2, 16
	vle32.v v7, (a2)
	vrev8.v v7, v7
	addi a2, a2, 16
	vle32.v v8, (a2)
	vrev8.v v8, v8
	addi a2, a2, 16
	vle32.v v9, (a2)
	vrev8.v v9, v9
	addi a2, a2, 16
	vle32.v v10, (a2)
	vrev8.v v10, v10
	addi a2, a2, 16
	vle32.v v11, (a2)
	vrev8.v v11, v11
	addi a2, a2, 16
	vle32.v v12, (a2)
	vrev8.v v12, v12
	addi a2, a2, 16
	vle32.v v13, (a2)
	vrev8.v v13, v13
	addi a2, a2, 16
	vle32.v v14, (a2)
	vrev8.v v14, v14
	addi a2, a2, 16
	vle32.v v15, (a2)
	vrev8.v v15, v15
	# aes_decrypt_vv(vstate, vkeys, rounds)
	vxor.vv v16, v16, v15
	vaesdm.vv v16, v14
	vaesdm.vv v16, v13
	vaesdm.vv v16, v12
	vaesdm.vv v16, v11
	vaesdm.vv v16, v10
	vaesdm.vv v16, v9
	vaesdm.vv v16, v8
	vaesdm.vv v16, v7
	vaesdm.vv v16, v6
	vaesdm.vv v16, v5
	vaesdm.vv v16, v4
	vaesdm.vv v16, v3
	vaesdm.vv v16, v2
	vaesdf.vv v16, v1
	vse32.v v16, (a1)
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_aescrypt_decryptBlock, .-stubforge_aescrypt_decryptBlock
	.section .note.GNU-stack,"",@progbits
