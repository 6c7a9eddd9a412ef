# galoisCounterMode_AESCrypt [zvkg] lmul=4, passes=1
# Made by stubforge 0.1.0 from kernels/gcm.py:gcm.
# Needs: rv64gc_v_zvkb_zvkg_zvkned
# Registers, as the C++ names them: s1 = step; a0 = in, src, processed; a1 = len; a2 = ct;
#   a3 = out, dst; a4 = key; a5 = state; a6 = htbl, subkeyHtbl; a7 = counter; s2 = end;
#   s3 = nblk, inc; t3 = tmp, key, t; t4 = head, inc; t5 = vlmax; v1-v11, v20-v23 = vkeys[];
#   v12-v15 = vctr; v12-v15, v24-v27 = vtmp; v12 = zero; v16-v19 = s, vpow, vstate; v20 = red;
#   v20-v23 = vdata, vidx, x; v24-v27 = acc, vacc; v24 = vy; v28-v31 = vhn
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvkg, +zvkned
	.text
	.p2align 3
	.globl stubforge_galoisCounterMode_AESCrypt
	.type stubforge_galoisCounterMode_AESCrypt, @function
stubforge_galoisCounterMode_AESCrypt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg s1, s2-s3	# eight arguments leave three temporaries
	addi sp, sp, -32
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	andi a1, a1, -16	# every whole block; returned
	beqz a1, .L_return
	lw t3, -4(a4)	# Java's int[] length: 44, 52 or 60 words
	addi t3, t3, -44
	bnez t3, .L_aes192
	# aes_gcm_blocks(rounds, vctr, vstate, vdata, vacc, vhn)
	# rk[0..10] here; AES-192/256's rk[11..] share vdata's registers (below)
	vsetivli zero, 4, e32, m1, ta, ma
	mv t3, a4
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (t3)
	vrev8.v v1, v1	# Java's words are big-endian-built ints
	addi t3, t3, 16
	vle32.v v2, (t3)
	vrev8.v v2, v2
	addi t3, t3, 16
	vle32.v v3, (t3)
	vrev8.v v3, v3
	addi t3, t3, 16
	vle32.v v4, (t3)
	vrev8.v v4, v4
	addi t3, t3, 16
	vle32.v v5, (t3)
	vrev8.v v5, v5
	addi t3, t3, 16
	vle32.v v6, (t3)
	vrev8.v v6, v6
	addi t3, t3, 16
	vle32.v v7, (t3)
	vrev8.v v7, v7
	addi t3, t3, 16
	vle32.v v8, (t3)
	vrev8.v v8, v8
	addi t3, t3, 16
	vle32.v v9, (t3)
	vrev8.v v9, v9
	addi t3, t3, 16
	vle32.v v10, (t3)
	vrev8.v v10, v10
	addi t3, t3, 16
	vle32.v v11, (t3)
	vrev8.v v11, v11
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a6)
	vrev8.v v16, v16
	# li t3, 4	# e32 elements per lane
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	bgeu t3, t5, .L_powers_done	# one lane: P = [H]
.L_powers:
	vrgather.vv v24, v16, v20	# H^k in every lane
	vgmul.vv v24, v16	# lanes 0..k-1: H^2k .. H^(k+1)
	vslideup.vx v24, v16, t3	# lanes k..2k-1: H^k .. H^1
	vmv.v.v v16, v24
	slli t3, t3, 1
	bltu t3, t5, .L_powers
.L_powers_done:
	vsetvli t5, zero, e32, m4, ta, ma
	vrgather.vv v28, v16, v20	# H^N in every lane
	# the counter blocks: lane j = counter + j, its word 3 advanced by a masked vadd (v0: every word 3)
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v16, (a7)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 136
	addiw t3, zero, 136
	vmv.v.x v0, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vrgather.vv v12, v16, v20
	vrev8.v v12, v12
	vid.v v16
	vsrl.vi v16, v16, 2
	vadd.vv v12, v12, v16, v0.t
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v24, (a5)
	vrev8.v v24, v24
	slli s1, t5, 2
	srli s3, t5, 2
	srli s2, a1, 4
	srli t4, t5, 2
	addi t4, t4, -1
	addi s2, s2, -1
	and t4, t4, s2
	addi s2, s2, 1
	addi t4, t4, 1
	add s2, a0, a1
	bne a2, a3, .L_decrypt	# ct is out when encrypting
	# aes_gcm_crypt(rounds, encrypt, vctr, vstate, vdata, vacc, vhn)
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesef.vs v16, v11
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetivli zero, 4, e32, m1, tu, ma	# tail undisturbed: the other blocks stay
	vxor.vv v20, v20, v24
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v16, 0
	vslideup.vx v16, v20, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vmv.v.v v20, v16
	vmv.v.i v24, 0
	bgeu a0, s2, .L_gcm_last
.L_gcm_loop:
	vghsh.vv v24, v28, v20	# the previous group's ciphertext
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesef.vs v16, v11
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_gcm_loop
.L_gcm_last:
	j .L_hashed
.L_decrypt:
	# aes_gcm_crypt(rounds, encrypt, vctr, vstate, vdata, vacc, vhn)
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesef.vs v16, v11
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v16, v16, v20
	vse32.v v16, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetivli zero, 4, e32, m1, tu, ma
	vxor.vv v20, v20, v24
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v16, 0
	vslideup.vx v16, v20, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vmv.v.v v20, v16
	vmv.v.i v24, 0
	bgeu a0, s2, .L_gcm_last1
.L_gcm_loop1:
	vghsh.vv v24, v28, v20
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesef.vs v16, v11
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v16, v16, v20
	vse32.v v16, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_gcm_loop1
.L_gcm_last1:
.L_hashed:
	vsetivli zero, 4, e32, m1, ta, ma	# lane 0 has advanced by every block
	vrev8.v v16, v12
	vse32.v v16, (a7)
	vsetvli t3, zero, e32, m4, ta, ma
	vxor.vv v24, v24, v20	# the last group, multiplied below by [H^N..H^1]
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a6)
	vrev8.v v16, v16
	# li t3, 4
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	bgeu t3, t5, .L_powers_done1
.L_powers1:
	vrgather.vv v12, v16, v20
	vgmul.vv v12, v16
	vslideup.vx v12, v16, t3
	vmv.v.v v16, v12
	slli t3, t3, 1
	bltu t3, t5, .L_powers1
.L_powers_done1:
	vsetvli t3, zero, e32, m4, ta, ma
	vgmul.vv v24, v16
	# ghash_fold_lanes(acc, red, zero, state, t)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 85
	addiw t3, zero, 85
	vmv.v.x v0, t3
	vsetvli t3, zero, e64, m4, ta, ma
	vmv.s.x v12, zero
	vredxor.vs v20, v24, v12, v0.t	# element 0: XOR of the low halves
	vredxor.vs v12, v24, v12	# element 0: XOR of everything
	vsetivli zero, 2, e64, m1, ta, ma
	vxor.vv v12, v12, v20	# element 0: XOR of the high halves
	vslideup.vi v20, v12, 1
	vrev8.v v20, v20
	vse64.v v20, (a5)
.L_aes_done:
.L_return:
	mv a0, a1
	# pop_reg s1, s2-s3
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	addi sp, sp, 32
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi t3, t3, -8
	bnez t3, .L_aes256
	# aes_gcm_blocks(rounds, vctr, vstate, vdata, vacc, vhn)
	# rk[0..10] here; AES-192/256's rk[11..] share vdata's registers (below)
	vsetivli zero, 4, e32, m1, ta, ma
	mv t3, a4
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (t3)
	vrev8.v v1, v1
	addi t3, t3, 16
	vle32.v v2, (t3)
	vrev8.v v2, v2
	addi t3, t3, 16
	vle32.v v3, (t3)
	vrev8.v v3, v3
	addi t3, t3, 16
	vle32.v v4, (t3)
	vrev8.v v4, v4
	addi t3, t3, 16
	vle32.v v5, (t3)
	vrev8.v v5, v5
	addi t3, t3, 16
	vle32.v v6, (t3)
	vrev8.v v6, v6
	addi t3, t3, 16
	vle32.v v7, (t3)
	vrev8.v v7, v7
	addi t3, t3, 16
	vle32.v v8, (t3)
	vrev8.v v8, v8
	addi t3, t3, 16
	vle32.v v9, (t3)
	vrev8.v v9, v9
	addi t3, t3, 16
	vle32.v v10, (t3)
	vrev8.v v10, v10
	addi t3, t3, 16
	vle32.v v11, (t3)
	vrev8.v v11, v11
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a6)
	vrev8.v v16, v16
	# li t3, 4
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	bgeu t3, t5, .L_powers_done2
.L_powers2:
	vrgather.vv v24, v16, v20
	vgmul.vv v24, v16
	vslideup.vx v24, v16, t3
	vmv.v.v v16, v24
	slli t3, t3, 1
	bltu t3, t5, .L_powers2
.L_powers_done2:
	vsetvli t5, zero, e32, m4, ta, ma
	vrgather.vv v28, v16, v20
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v16, (a7)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 136
	addiw t3, zero, 136
	vmv.v.x v0, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vrgather.vv v12, v16, v20
	vrev8.v v12, v12
	vid.v v16
	vsrl.vi v16, v16, 2
	vadd.vv v12, v12, v16, v0.t
	# rk[11..] into vdata's registers, kept on the stack: vdata is dead while AES runs
	vsetivli zero, 4, e32, m1, ta, ma
	addi t3, a4, 176	# round key 11
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v20, (t3)
	vrev8.v v20, v20
	addi t3, t3, 16
	vle32.v v21, (t3)
	vrev8.v v21, v21
	slli t3, t5, 2	# bytes in a group
	sub sp, sp, t3
	vsetvli t5, zero, e32, m4, ta, ma	# the whole group: the loops' own vtype
	vse32.v v20, (sp)
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v24, (a5)
	vrev8.v v24, v24
	slli s1, t5, 2
	srli s3, t5, 2
	srli s2, a1, 4
	srli t4, t5, 2
	addi t4, t4, -1
	addi s2, s2, -1
	and t4, t4, s2
	addi s2, s2, 1
	addi t4, t4, 1
	add s2, a0, a1
	bne a2, a3, .L_decrypt1
	# aes_gcm_crypt(rounds, encrypt, vctr, vstate, vdata, vacc, vhn)
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)	# rk[11..] back from the stack
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesef.vs v16, v21
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetivli zero, 4, e32, m1, tu, ma
	vxor.vv v20, v20, v24
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v16, 0
	vslideup.vx v16, v20, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vmv.v.v v20, v16
	vmv.v.i v24, 0
	bgeu a0, s2, .L_gcm_last2
.L_gcm_loop2:
	vghsh.vv v24, v28, v20
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesef.vs v16, v21
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_gcm_loop2
.L_gcm_last2:
	j .L_hashed1
.L_decrypt1:
	# aes_gcm_crypt(rounds, encrypt, vctr, vstate, vdata, vacc, vhn)
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesef.vs v16, v21
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v16, v16, v20
	vse32.v v16, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetivli zero, 4, e32, m1, tu, ma
	vxor.vv v20, v20, v24
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v16, 0
	vslideup.vx v16, v20, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vmv.v.v v20, v16
	vmv.v.i v24, 0
	bgeu a0, s2, .L_gcm_last3
.L_gcm_loop3:
	vghsh.vv v24, v28, v20
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesef.vs v16, v21
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v16, v16, v20
	vse32.v v16, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_gcm_loop3
.L_gcm_last3:
.L_hashed1:
	vsetivli zero, 4, e32, m1, ta, ma
	vrev8.v v16, v12
	vse32.v v16, (a7)
	vsetvli t3, zero, e32, m4, ta, ma
	vxor.vv v24, v24, v20
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a6)
	vrev8.v v16, v16
	# li t3, 4
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	bgeu t3, t5, .L_powers_done3
.L_powers3:
	vrgather.vv v12, v16, v20
	vgmul.vv v12, v16
	vslideup.vx v12, v16, t3
	vmv.v.v v16, v12
	slli t3, t3, 1
	bltu t3, t5, .L_powers3
.L_powers_done3:
	vsetvli t3, zero, e32, m4, ta, ma
	vgmul.vv v24, v16
	# ghash_fold_lanes(acc, red, zero, state, t)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 85
	addiw t3, zero, 85
	vmv.v.x v0, t3
	vsetvli t3, zero, e64, m4, ta, ma
	vmv.s.x v12, zero
	vredxor.vs v20, v24, v12, v0.t
	vredxor.vs v12, v24, v12
	vsetivli zero, 2, e64, m1, ta, ma
	vxor.vv v12, v12, v20
	vslideup.vi v20, v12, 1
	vrev8.v v20, v20
	vse64.v v20, (a5)
	slli t3, t5, 2
	add sp, sp, t3
	j .L_aes_done
.L_aes256:
	# aes_gcm_blocks(rounds, vctr, vstate, vdata, vacc, vhn)
	# rk[0..10] here; AES-192/256's rk[11..] share vdata's registers (below)
	vsetivli zero, 4, e32, m1, ta, ma
	mv t3, a4
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v1, (t3)
	vrev8.v v1, v1
	addi t3, t3, 16
	vle32.v v2, (t3)
	vrev8.v v2, v2
	addi t3, t3, 16
	vle32.v v3, (t3)
	vrev8.v v3, v3
	addi t3, t3, 16
	vle32.v v4, (t3)
	vrev8.v v4, v4
	addi t3, t3, 16
	vle32.v v5, (t3)
	vrev8.v v5, v5
	addi t3, t3, 16
	vle32.v v6, (t3)
	vrev8.v v6, v6
	addi t3, t3, 16
	vle32.v v7, (t3)
	vrev8.v v7, v7
	addi t3, t3, 16
	vle32.v v8, (t3)
	vrev8.v v8, v8
	addi t3, t3, 16
	vle32.v v9, (t3)
	vrev8.v v9, v9
	addi t3, t3, 16
	vle32.v v10, (t3)
	vrev8.v v10, v10
	addi t3, t3, 16
	vle32.v v11, (t3)
	vrev8.v v11, v11
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a6)
	vrev8.v v16, v16
	# li t3, 4
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	bgeu t3, t5, .L_powers_done4
.L_powers4:
	vrgather.vv v24, v16, v20
	vgmul.vv v24, v16
	vslideup.vx v24, v16, t3
	vmv.v.v v16, v24
	slli t3, t3, 1
	bltu t3, t5, .L_powers4
.L_powers_done4:
	vsetvli t5, zero, e32, m4, ta, ma
	vrgather.vv v28, v16, v20
	vsetivli zero, 4, e32, m1, ta, ma
	vle32.v v16, (a7)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 136
	addiw t3, zero, 136
	vmv.v.x v0, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vrgather.vv v12, v16, v20
	vrev8.v v12, v12
	vid.v v16
	vsrl.vi v16, v16, 2
	vadd.vv v12, v12, v16, v0.t
	vsetivli zero, 4, e32, m1, ta, ma
	addi t3, a4, 176
	# aes_load_round_keys(key, vkeys, rounds)
	vle32.v v20, (t3)
	vrev8.v v20, v20
	addi t3, t3, 16
	vle32.v v21, (t3)
	vrev8.v v21, v21
	addi t3, t3, 16
	vle32.v v22, (t3)
	vrev8.v v22, v22
	addi t3, t3, 16
	vle32.v v23, (t3)
	vrev8.v v23, v23
	slli t3, t5, 2
	sub sp, sp, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vse32.v v20, (sp)
	vsetivli zero, 2, e64, m1, ta, ma
	vle64.v v24, (a5)
	vrev8.v v24, v24
	slli s1, t5, 2
	srli s3, t5, 2
	srli s2, a1, 4
	srli t4, t5, 2
	addi t4, t4, -1
	addi s2, s2, -1
	and t4, t4, s2
	addi s2, s2, 1
	addi t4, t4, 1
	add s2, a0, a1
	bne a2, a3, .L_decrypt2
	# aes_gcm_crypt(rounds, encrypt, vctr, vstate, vdata, vacc, vhn)
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesem.vs v16, v21
	vaesem.vs v16, v22
	vaesef.vs v16, v23
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetivli zero, 4, e32, m1, tu, ma
	vxor.vv v20, v20, v24
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v16, 0
	vslideup.vx v16, v20, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vmv.v.v v20, v16
	vmv.v.i v24, 0
	bgeu a0, s2, .L_gcm_last4
.L_gcm_loop4:
	vghsh.vv v24, v28, v20
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesem.vs v16, v21
	vaesem.vs v16, v22
	vaesef.vs v16, v23
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v20, v20, v16
	vse32.v v20, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_gcm_loop4
.L_gcm_last4:
	j .L_hashed2
.L_decrypt2:
	# aes_gcm_crypt(rounds, encrypt, vctr, vstate, vdata, vacc, vhn)
	vsetvli t3, zero, e32, m4, ta, mu
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, t4, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesem.vs v16, v21
	vaesem.vs v16, v22
	vaesef.vs v16, v23
	slli t3, t4, 2
	vsetvli zero, t3, e32, m4, ta, ma
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v16, v16, v20
	vse32.v v16, (a3)
	slli t3, t4, 4
	add a0, a0, t3
	add a3, a3, t3
	vsetivli zero, 4, e32, m1, tu, ma
	vxor.vv v20, v20, v24
	slli t3, t4, 2
	sub t3, t5, t3
	vsetvli t5, zero, e32, m4, ta, ma
	vmv.v.i v16, 0
	vslideup.vx v16, v20, t3
	vsetvli t3, zero, e32, m4, ta, mu
	vmv.v.v v20, v16
	vmv.v.i v24, 0
	bgeu a0, s2, .L_gcm_last5
.L_gcm_loop5:
	vghsh.vv v24, v28, v20
	# aes_gcm_keystream(rounds, vstate, vctr, vdata, inc)
	vle32.v v20, (sp)
	vrev8.v v16, v12
	vadd.vx v12, v12, s3, v0.t
	# aes_encrypt_vs(vstate, vkeys, rounds)
	vaesz.vs v16, v1
	vaesem.vs v16, v2
	vaesem.vs v16, v3
	vaesem.vs v16, v4
	vaesem.vs v16, v5
	vaesem.vs v16, v6
	vaesem.vs v16, v7
	vaesem.vs v16, v8
	vaesem.vs v16, v9
	vaesem.vs v16, v10
	vaesem.vs v16, v11
	vaesem.vs v16, v20
	vaesem.vs v16, v21
	vaesem.vs v16, v22
	vaesef.vs v16, v23
	# aes_gcm_xor_store(x, s, src, dst, encrypt)
	vle32.v v20, (a0)
	vxor.vv v16, v16, v20
	vse32.v v16, (a3)
	add a0, a0, s1
	add a3, a3, s1
	bltu a0, s2, .L_gcm_loop5
.L_gcm_last5:
.L_hashed2:
	vsetivli zero, 4, e32, m1, ta, ma
	vrev8.v v16, v12
	vse32.v v16, (a7)
	vsetvli t3, zero, e32, m4, ta, ma
	vxor.vv v24, v24, v20
	# ghash_h_powers(vpow, vtmp, vidx, htbl, vlmax, tmp)
	vsetivli zero, 2, e64, m4, ta, ma
	vle64.v v16, (a6)
	vrev8.v v16, v16
	# li t3, 4
	addiw t3, zero, 4
	vsetvli t5, zero, e32, m4, ta, ma
	vid.v v20
	vand.vi v20, v20, 3
	bgeu t3, t5, .L_powers_done5
.L_powers5:
	vrgather.vv v12, v16, v20
	vgmul.vv v12, v16
	vslideup.vx v12, v16, t3
	vmv.v.v v16, v12
	slli t3, t3, 1
	bltu t3, t5, .L_powers5
.L_powers_done5:
	vsetvli t3, zero, e32, m4, ta, ma
	vgmul.vv v24, v16
	# ghash_fold_lanes(acc, red, zero, state, t)
	vsetvli t3, zero, e8, m1, ta, ma
	# li t3, 85
	addiw t3, zero, 85
	vmv.v.x v0, t3
	vsetvli t3, zero, e64, m4, ta, ma
	vmv.s.x v12, zero
	vredxor.vs v20, v24, v12, v0.t
	vredxor.vs v12, v24, v12
	vsetivli zero, 2, e64, m1, ta, ma
	vxor.vv v12, v12, v20
	vslideup.vi v20, v12, 1
	vrev8.v v20, v20
	vse64.v v20, (a5)
	slli t3, t5, 2
	add sp, sp, t3
	j .L_aes_done
	.size stubforge_galoisCounterMode_AESCrypt, .-stubforge_galoisCounterMode_AESCrypt
	.section .note.GNU-stack,"",@progbits
