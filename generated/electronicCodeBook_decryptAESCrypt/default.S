# electronicCodeBook_decryptAESCrypt [default] lmul=8
# Made by stubforge 0.1.0 from kernels/aes.py:aes_ecb.
# Needs: rv64gc_v_zvkb_zvkned
# Registers, as the C++ names them: a0 = from; a1 = to; a2 = key; a3 = len; a4 = nbytes;
#   t3 = keylen; t4 = words; t5 = vl; v1-v15 = vkeys[]; v16-v23 = vdata, vstate
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvkned
	.text
	.p2align 3
	.globl stubforge_electronicCodeBook_decryptAESCrypt
	.type stubforge_electronicCodeBook_decryptAESCrypt, @function
stubforge_electronicCodeBook_decryptAESCrypt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# aes_ecb_crypt()
	beqz a3, .L_ecb_done
	lw t3, -4(a2)	# Java's int[] length: 44, 52 or 60 words
	addi t3, t3, -44
	bnez t3, .L_aes192
	# aes_ecb_blocks(rounds_)
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
	srli t4, a3, 2
	# as many blocks per step as an e32 group of LMUL registers holds {
	vsetvli t5, zero, e32, m8, ta, ma
	slli a4, t5, 2
.L_ecb_loop:
	bgeu t4, t5, .L_full_group
	vsetvli t5, t4, e32, m8, ta, ma
	slli a4, t5, 2
.L_full_group:
	vle32.v v16, (a0)
	# aes_decrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v11
	vaesdm.vs v16, v10
	vaesdm.vs v16, v9
	vaesdm.vs v16, v8
	vaesdm.vs v16, v7
	vaesdm.vs v16, v6
	vaesdm.vs v16, v5
	vaesdm.vs v16, v4
	vaesdm.vs v16, v3
	vaesdm.vs v16, v2
	vaesdf.vs v16, v1
	vse32.v v16, (a1)
	add a0, a0, a4
	add a1, a1, a4
	sub t4, t4, t5
	bnez t4, .L_ecb_loop
	# } as many blocks per step as an e32 group of LMUL registers holds
.L_aes_done:
.L_ecb_done:
	mv a0, a3
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi t3, t3, -8
	bnez t3, .L_aes256
	# aes_ecb_blocks(rounds_)
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
	srli t4, a3, 2
	# as many blocks per step as an e32 group of LMUL registers holds {
	vsetvli t5, zero, e32, m8, ta, ma
	slli a4, t5, 2
.L_ecb_loop1:
	bgeu t4, t5, .L_full_group1
	vsetvli t5, t4, e32, m8, ta, ma
	slli a4, t5, 2
.L_full_group1:
	vle32.v v16, (a0)
	# aes_decrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v13
	vaesdm.vs v16, v12
	vaesdm.vs v16, v11
	vaesdm.vs v16, v10
	vaesdm.vs v16, v9
	vaesdm.vs v16, v8
	vaesdm.vs v16, v7
	vaesdm.vs v16, v6
	vaesdm.vs v16, v5
	vaesdm.vs v16, v4
	vaesdm.vs v16, v3
	vaesdm.vs v16, v2
	vaesdf.vs v16, v1
	vse32.v v16, (a1)
	add a0, a0, a4
	add a1, a1, a4
	sub t4, t4, t5
	bnez t4, .L_ecb_loop1
	# } as many blocks per step as an e32 group of LMUL registers holds
	j .L_aes_done
.L_aes256:
	# aes_ecb_blocks(rounds_)
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
	srli t4, a3, 2
	# as many blocks per step as an e32 group of LMUL registers holds {
	vsetvli t5, zero, e32, m8, ta, ma
	slli a4, t5, 2
.L_ecb_loop2:
	bgeu t4, t5, .L_full_group2
	vsetvli t5, t4, e32, m8, ta, ma
	slli a4, t5, 2
.L_full_group2:
	vle32.v v16, (a0)
	# aes_decrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v15
	vaesdm.vs v16, v14
	vaesdm.vs v16, v13
	vaesdm.vs v16, v12
	vaesdm.vs v16, v11
	vaesdm.vs v16, v10
	vaesdm.vs v16, v9
	vaesdm.vs v16, v8
	vaesdm.vs v16, v7
	vaesdm.vs v16, v6
	vaesdm.vs v16, v5
	vaesdm.vs v16, v4
	vaesdm.vs v16, v3
	vaesdm.vs v16, v2
	vaesdf.vs v16, v1
	vse32.v v16, (a1)
	add a0, a0, a4
	add a1, a1, a4
	sub t4, t4, t5
	bnez t4, .L_ecb_loop2
	# } as many blocks per step as an e32 group of LMUL registers holds
	j .L_aes_done
	.size stubforge_electronicCodeBook_decryptAESCrypt, .-stubforge_electronicCodeBook_decryptAESCrypt
	.section .note.GNU-stack,"",@progbits
