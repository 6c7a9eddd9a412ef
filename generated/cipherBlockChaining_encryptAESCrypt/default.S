# cipherBlockChaining_encryptAESCrypt [default] 
# Made by stubforge 0.1.0 from kernels/aes.py:aes_cbc_encrypt.
# Needs: rv64gc_v_zvkb_zvkned
# Registers, as the C++ names them: a0 = from; a1 = to; a2 = key; a3 = rvec; a4 = len; t3 = keylen;
#   t4 = end; v1-v15 = vkeys[]; v16 = vstate; v17 = vblock
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvkned
	.text
	.p2align 3
	.globl stubforge_cipherBlockChaining_encryptAESCrypt
	.type stubforge_cipherBlockChaining_encryptAESCrypt, @function
stubforge_cipherBlockChaining_encryptAESCrypt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	beqz a4, .L_cbc_done
	lw t3, -4(a2)	# Java's int[] length: 44, 52 or 60 words
	addi t3, t3, -44
	bnez t3, .L_aes192
	# aes_cbc_encrypt_blocks(rounds)
	vsetivli zero, 4, e32, m1, ta, ma
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
	vle32.v v16, (a3)	# the chaining value: IV, then each ciphertext block
	add t4, a0, a4
.L_cbc_enc_loop:
	vle32.v v17, (a0)
	vxor.vv v16, v16, v17
	# aes_encrypt_vv(vstate, vkeys, rounds)
	vxor.vv v16, v16, v1
	vaesem.vv v16, v2
	vaesem.vv v16, v3
	vaesem.vv v16, v4
	vaesem.vv v16, v5
	vaesem.vv v16, v6
	vaesem.vv v16, v7
	vaesem.vv v16, v8
	vaesem.vv v16, v9
	vaesem.vv v16, v10
	vaesef.vv v16, v11
	vse32.v v16, (a1)
	addi a0, a0, 16
	addi a1, a1, 16
	bltu a0, t4, .L_cbc_enc_loop
	vse32.v v16, (a3)
.L_aes_done:
.L_cbc_done:
	mv a0, a4
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi t3, t3, -8
	bnez t3, .L_aes256
	# aes_cbc_encrypt_blocks(rounds)
	vsetivli zero, 4, e32, m1, ta, ma
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
	vle32.v v16, (a3)
	add t4, a0, a4
.L_cbc_enc_loop1:
	vle32.v v17, (a0)
	vxor.vv v16, v16, v17
	# aes_encrypt_vv(vstate, vkeys, rounds)
	vxor.vv v16, v16, v1
	vaesem.vv v16, v2
	vaesem.vv v16, v3
	vaesem.vv v16, v4
	vaesem.vv v16, v5
	vaesem.vv v16, v6
	vaesem.vv v16, v7
	vaesem.vv v16, v8
	vaesem.vv v16, v9
	vaesem.vv v16, v10
	vaesem.vv v16, v11
	vaesem.vv v16, v12
	vaesef.vv v16, v13
	vse32.v v16, (a1)
	addi a0, a0, 16
	addi a1, a1, 16
	bltu a0, t4, .L_cbc_enc_loop1
	vse32.v v16, (a3)
	j .L_aes_done
.L_aes256:
	# aes_cbc_encrypt_blocks(rounds)
	vsetivli zero, 4, e32, m1, ta, ma
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
	vle32.v v16, (a3)
	add t4, a0, a4
.L_cbc_enc_loop2:
	vle32.v v17, (a0)
	vxor.vv v16, v16, v17
	# aes_encrypt_vv(vstate, vkeys, rounds)
	vxor.vv v16, v16, v1
	vaesem.vv v16, v2
	vaesem.vv v16, v3
	vaesem.vv v16, v4
	vaesem.vv v16, v5
	vaesem.vv v16, v6
	vaesem.vv v16, v7
	vaesem.vv v16, v8
	vaesem.vv v16, v9
	vaesem.vv v16, v10
	vaesem.vv v16, v11
	vaesem.vv v16, v12
	vaesem.vv v16, v13
	vaesem.vv v16, v14
	vaesef.vv v16, v15
	vse32.v v16, (a1)
	addi a0, a0, 16
	addi a1, a1, 16
	bltu a0, t4, .L_cbc_enc_loop2
	vse32.v v16, (a3)
	j .L_aes_done
	.size stubforge_cipherBlockChaining_encryptAESCrypt, .-stubforge_cipherBlockChaining_encryptAESCrypt
	.section .note.GNU-stack,"",@progbits
