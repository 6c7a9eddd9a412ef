# counterMode_AESCrypt [default] lmul=8
# Made by stubforge from kernels/aes_ctr.py:aes_ctr.
# Needs: rv64gc_v_zvkb_zvkned
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvkned
	.text
	.p2align 3
	.globl stubforge_counterMode_AESCrypt
	.type stubforge_counterMode_AESCrypt, @function
stubforge_counterMode_AESCrypt:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# push_reg
	addi sp, sp, -16	# seven arguments leave too few temporaries
	sd s1, 0(sp)
	sd s2, 8(sp)
	lw t4, 0(a6)
	mv t3, a4	# returned as it came (a Java int, >= 0)
	beqz a4, .L_return
	# li
	# Leftover keystream: n = min(16 - used, len) bytes of encryptedCounter[used..].
	addiw s2, zero, 16
	bgeu t4, s2, .L_blocks
	sub s2, s2, t4
	bgeu a4, s2, .L_leftover_n
	mv s2, a4
.L_leftover_n:
	vsetvli zero, s2, e8, m1, ta, ma
	add s1, a5, t4
	vle8.v v16, (s1)
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s2
	add a1, a1, s2
	add t4, t4, s2
	sub a4, a4, s2
	beqz a4, .L_store_used
	# From here on len > 0 and used == 16: at least one new counter block is needed.
.L_blocks:
	# li
	addiw s2, zero, 170
	vsetvli zero, s2, e8, m1, ta, ma	# vl >= AVL/2 = 85 bytes: v0's mask bits for e64 up to VLEN 5440
	vmv.v.x v0, s2
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v v16, (a3)
	vsetivli zero, 2, e64, m1, ta, ma
	vrev8.v v16, v16
	vmv.x.s t5, v16
	vslidedown.vi v24, v16, 1
	vmv.x.s a7, v24
	lw s2, -4(a2)	# Java's int[] length: 44, 52 or 60 words
	addi s2, s2, -44
	bnez s2, .L_aes192
	# aes_ctr_blocks(rounds)
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
	srli s1, a4, 3
	andi s1, s1, -2	# e64 elements of the whole blocks: 2 per block
	beqz s1, .L_last
	# whole blocks, VLEN*LMUL/128 per iteration
.L_ctr_loop:
	vsetvli a2, s1, e64, m8, ta, ma
.L_group:
	# Whole blocks only: a vsetvli may grant an odd vl when avl < 2*VLMAX.
	andi a2, a2, -2
	vid.v v16
	vsrl.vi v16, v16, 1	# block index j of each element
	vadd.vx v16, v16, a7	# odd elements: lo + j (mod 2^64)
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0	# even elements: hi
	srli s2, a2, 1	# blocks in this group
	add a7, a7, s2
	bltu a7, s2, .L_carry	# lo wrapped: some lo + j reached 2^64
.L_counters_done:
	vrev8.v v16, v16	# big-endian counter blocks
	slli s2, a2, 1
	vsetvli zero, s2, e32, m8, ta, ma
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
	slli s2, a2, 3
	vsetvli zero, s2, e8, m8, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s2
	add a1, a1, s2
	sub s1, s1, a2
	bnez s1, .L_ctr_loop
	# the rest: a partial block, or none (then encryptedCounter = the last keystream block)
.L_last:
	andi s2, a4, 15
	beqz s2, .L_whole
	vsetivli zero, 2, e64, m1, ta, ma
	# aes_ctr_counter(vstate, vtmp, hi, lo)
	vmv.v.x v16, a7
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0
	vrev8.v v16, v16
	vsetivli zero, 4, e32, m1, ta, ma
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
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v16, (a5)
	vsetvli zero, s2, e8, m1, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	addi a7, a7, 1
	sltiu t4, a7, 1
	add t5, t5, t4
	mv t4, s2
	j .L_end
	# lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
.L_carry:
	bnez a7, .L_split
	addi t5, t5, 1	# lo + j < 2^64 for every block of this group
	j .L_counters_done
.L_split:
	sub a7, a7, s2	# lo before this group
	neg s2, a7	# blocks before the wrap: fewer than this group's
	slli s2, s2, 1
	vsetvli a2, s2, e64, m8, ta, ma
	j .L_group	# this group again, ending at 2^64
.L_whole:	# the last group's last block is in state
	slli s2, a2, 1
	addi s2, s2, -4
	vsetivli zero, 4, e32, m8, ta, ma
	vslidedown.vx v24, v16, s2
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v24, (a5)
	# li
	addiw t4, zero, 16
.L_end:
.L_aes_done:
	vsetivli zero, 2, e64, m1, ta, ma	# counter = the next block's counter
	# aes_ctr_counter(vstate, vtmp, hi, lo)
	vmv.v.x v16, a7
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0
	vrev8.v v16, v16
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v16, (a3)
.L_store_used:
	sw t4, 0(a6)
.L_return:
	mv a0, t3
	# pop_reg
	ld s1, 0(sp)
	ld s2, 8(sp)
	addi sp, sp, 16
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi s2, s2, -8
	bnez s2, .L_aes256
	# aes_ctr_blocks(rounds)
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
	srli s1, a4, 3
	andi s1, s1, -2
	beqz s1, .L_last1
	# whole blocks, VLEN*LMUL/128 per iteration
.L_ctr_loop1:
	vsetvli a2, s1, e64, m8, ta, ma
.L_group1:
	andi a2, a2, -2
	vid.v v16
	vsrl.vi v16, v16, 1
	vadd.vx v16, v16, a7
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0
	srli s2, a2, 1
	add a7, a7, s2
	bltu a7, s2, .L_carry1
.L_counters_done1:
	vrev8.v v16, v16
	slli s2, a2, 1
	vsetvli zero, s2, e32, m8, ta, ma
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
	vaesem.vs v16, v12
	vaesef.vs v16, v13
	slli s2, a2, 3
	vsetvli zero, s2, e8, m8, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s2
	add a1, a1, s2
	sub s1, s1, a2
	bnez s1, .L_ctr_loop1
	# the rest: a partial block, or none (then encryptedCounter = the last keystream block)
.L_last1:
	andi s2, a4, 15
	beqz s2, .L_whole1
	vsetivli zero, 2, e64, m1, ta, ma
	# aes_ctr_counter(vstate, vtmp, hi, lo)
	vmv.v.x v16, a7
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0
	vrev8.v v16, v16
	vsetivli zero, 4, e32, m1, ta, ma
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
	vaesem.vs v16, v12
	vaesef.vs v16, v13
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v16, (a5)
	vsetvli zero, s2, e8, m1, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	addi a7, a7, 1
	sltiu t4, a7, 1
	add t5, t5, t4
	mv t4, s2
	j .L_end1
	# lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
.L_carry1:
	bnez a7, .L_split1
	addi t5, t5, 1
	j .L_counters_done1
.L_split1:
	sub a7, a7, s2
	neg s2, a7
	slli s2, s2, 1
	vsetvli a2, s2, e64, m8, ta, ma
	j .L_group1
.L_whole1:
	slli s2, a2, 1
	addi s2, s2, -4
	vsetivli zero, 4, e32, m8, ta, ma
	vslidedown.vx v24, v16, s2
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v24, (a5)
	# li
	addiw t4, zero, 16
.L_end1:
	j .L_aes_done
.L_aes256:
	# aes_ctr_blocks(rounds)
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
	srli s1, a4, 3
	andi s1, s1, -2
	beqz s1, .L_last2
	# whole blocks, VLEN*LMUL/128 per iteration
.L_ctr_loop2:
	vsetvli a2, s1, e64, m8, ta, ma
.L_group2:
	andi a2, a2, -2
	vid.v v16
	vsrl.vi v16, v16, 1
	vadd.vx v16, v16, a7
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0
	srli s2, a2, 1
	add a7, a7, s2
	bltu a7, s2, .L_carry2
.L_counters_done2:
	vrev8.v v16, v16
	slli s2, a2, 1
	vsetvli zero, s2, e32, m8, ta, ma
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
	vaesem.vs v16, v12
	vaesem.vs v16, v13
	vaesem.vs v16, v14
	vaesef.vs v16, v15
	slli s2, a2, 3
	vsetvli zero, s2, e8, m8, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s2
	add a1, a1, s2
	sub s1, s1, a2
	bnez s1, .L_ctr_loop2
	# the rest: a partial block, or none (then encryptedCounter = the last keystream block)
.L_last2:
	andi s2, a4, 15
	beqz s2, .L_whole2
	vsetivli zero, 2, e64, m1, ta, ma
	# aes_ctr_counter(vstate, vtmp, hi, lo)
	vmv.v.x v16, a7
	vmv.v.x v24, t5
	vmerge.vvm v16, v24, v16, v0
	vrev8.v v16, v16
	vsetivli zero, 4, e32, m1, ta, ma
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
	vaesem.vs v16, v12
	vaesem.vs v16, v13
	vaesem.vs v16, v14
	vaesef.vs v16, v15
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v16, (a5)
	vsetvli zero, s2, e8, m1, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	addi a7, a7, 1
	sltiu t4, a7, 1
	add t5, t5, t4
	mv t4, s2
	j .L_end2
	# lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
.L_carry2:
	bnez a7, .L_split2
	addi t5, t5, 1
	j .L_counters_done2
.L_split2:
	sub a7, a7, s2
	neg s2, a7
	slli s2, s2, 1
	vsetvli a2, s2, e64, m8, ta, ma
	j .L_group2
.L_whole2:
	slli s2, a2, 1
	addi s2, s2, -4
	vsetivli zero, 4, e32, m8, ta, ma
	vslidedown.vx v24, v16, s2
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v24, (a5)
	# li
	addiw t4, zero, 16
.L_end2:
	j .L_aes_done
	.size stubforge_counterMode_AESCrypt, .-stubforge_counterMode_AESCrypt
