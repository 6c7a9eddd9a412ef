# counterMode_AESCrypt [default] lmul=8, counters=build
# Made by stubforge 0.1.0 from kernels/aes_ctr.py:aes_ctr.
# Needs: rv64gc_v_zvkb_zvkned
# Registers, as the C++ names them: s1 = tmp; a0 = in; a1 = out; a2 = key, vl; a3 = counter;
#   a4 = len; a5 = saved_encrypted_ctr; a6 = used_ptr; a7 = rem; t3 = used; t4 = hi;
#   t5 = leftover, lo; v1-v15 = vkeys[]; v16-v23 = vstate; v24-v31 = vdata
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
	# push_reg s1	# seven arguments leave too few temporaries
	addi sp, sp, -16
	sd s1, 8(sp)
	lw t3, 0(a6)
	mv a7, a4	# bytes left; len is returned as it came
	beqz a4, .L_return
	# Leftover keystream: n = min(16 - used, len) bytes of encryptedCounter[used..].
	# li s1, 16
	addiw s1, zero, 16
	bgeu t3, s1, .L_blocks
	sub s1, s1, t3
	bgeu a7, s1, .L_leftover_n
	mv s1, a7
.L_leftover_n:
	vsetvli zero, s1, e8, m1, ta, ma
	add t5, a5, t3
	vle8.v v16, (t5)
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s1
	add a1, a1, s1
	add t3, t3, s1
	sub a7, a7, s1
	beqz a7, .L_store_used
	# From here on len > 0 and used == 16: at least one new counter block is needed.
.L_blocks:
	# li s1, 170
	addiw s1, zero, 170
	vsetvli zero, s1, e8, m1, ta, ma	# vl >= AVL/2 = 85 bytes: v0's mask bits for e64 up to VLEN 5440
	vmv.v.x v0, s1
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v v16, (a3)
	vsetivli zero, 2, e64, m1, ta, ma
	vrev8.v v16, v16
	vmv.x.s t4, v16
	vslidedown.vi v24, v16, 1
	vmv.x.s t5, v24
	lw s1, -4(a2)	# Java's int[] length: 44, 52 or 60 words
	addi s1, s1, -44
	bnez s1, .L_aes192
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
	addi t3, a7, -1
	andi t3, t3, 15
	addi t3, t3, 1	# bytes of the last block: 1..16
	addi a7, a7, 15
	srli a7, a7, 4
	slli a7, a7, 1	# e64 elements: 2 per block, a partial one too
	j .L_ctr_loop
	# lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
.L_carry:
	bnez t5, .L_split
	addi t4, t4, 1	# lo + j < 2^64 for every block of this group
	j .L_counters_done
.L_split:
	sub t5, t5, s1	# lo before this group
	neg s1, t5	# blocks before the wrap: fewer than this group's
	slli s1, s1, 1
	vsetvli a2, s1, e64, m8, ta, mu
	j .L_group	# this group again, ending at 2^64
	# VLEN*LMUL/128 blocks per iteration
.L_ctr_loop:
	vsetvli a2, a7, e64, m8, ta, mu	# mask-undisturbed: the even elements keep hi
.L_group:
	# Whole blocks only: a vsetvli may grant an odd vl when avl < 2*VLMAX.
	andi a2, a2, -2
	vmv.v.x v16, t4	# even elements: hi
	vid.v v24
	vsrl.vi v24, v24, 1	# block index j of each element
	vadd.vx v16, v24, t5, v0.t	# odd elements: lo + j (mod 2^64)
	srli s1, a2, 1	# blocks in this group
	add t5, t5, s1
	bltu t5, s1, .L_carry	# lo wrapped: some lo + j reached 2^64
.L_counters_done:
	vrev8.v v16, v16	# big-endian counter blocks
	slli s1, a2, 1
	vsetvli zero, s1, e32, m8, ta, ma
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
	slli s1, a2, 3
	bne a7, a2, .L_whole_group	# the last group ends with `used` bytes
	addi s1, s1, -16
	add s1, s1, t3
.L_whole_group:
	vsetvli zero, s1, e8, m8, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s1
	add a1, a1, s1
	sub a7, a7, a2
	bnez a7, .L_ctr_loop
	# encryptedCounter = the last block's keystream, as Java leaves it
	sub s1, s1, t3	# the last block's offset: 8*vl - 16
	vsetivli zero, 16, e8, m8, ta, ma
	vslidedown.vx v24, v16, s1
	vse8.v v24, (a5)
.L_aes_done:
	vsetivli zero, 2, e64, m1, ta, ma	# counter = the next block's counter, big-endian
	vmv.v.x v16, t5
	vmv.v.x v24, t4
	vmerge.vvm v16, v24, v16, v0
	vrev8.v v16, v16
	vsetivli zero, 16, e8, m1, ta, ma
	vse8.v v16, (a3)
.L_store_used:
	sw t3, 0(a6)
.L_return:
	mv a0, a4
	# pop_reg s1
	ld s1, 8(sp)
	addi sp, sp, 16
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
.L_aes192:
	addi s1, s1, -8
	bnez s1, .L_aes256
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
	addi t3, a7, -1
	andi t3, t3, 15
	addi t3, t3, 1
	addi a7, a7, 15
	srli a7, a7, 4
	slli a7, a7, 1
	j .L_ctr_loop1
	# lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
.L_carry1:
	bnez t5, .L_split1
	addi t4, t4, 1
	j .L_counters_done1
.L_split1:
	sub t5, t5, s1
	neg s1, t5
	slli s1, s1, 1
	vsetvli a2, s1, e64, m8, ta, mu
	j .L_group1
	# VLEN*LMUL/128 blocks per iteration
.L_ctr_loop1:
	vsetvli a2, a7, e64, m8, ta, mu
.L_group1:
	andi a2, a2, -2
	vmv.v.x v16, t4
	vid.v v24
	vsrl.vi v24, v24, 1
	vadd.vx v16, v24, t5, v0.t
	srli s1, a2, 1
	add t5, t5, s1
	bltu t5, s1, .L_carry1
.L_counters_done1:
	vrev8.v v16, v16
	slli s1, a2, 1
	vsetvli zero, s1, e32, m8, ta, ma
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
	slli s1, a2, 3
	bne a7, a2, .L_whole_group1
	addi s1, s1, -16
	add s1, s1, t3
.L_whole_group1:
	vsetvli zero, s1, e8, m8, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s1
	add a1, a1, s1
	sub a7, a7, a2
	bnez a7, .L_ctr_loop1
	# encryptedCounter = the last block's keystream, as Java leaves it
	sub s1, s1, t3
	vsetivli zero, 16, e8, m8, ta, ma
	vslidedown.vx v24, v16, s1
	vse8.v v24, (a5)
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
	addi t3, a7, -1
	andi t3, t3, 15
	addi t3, t3, 1
	addi a7, a7, 15
	srli a7, a7, 4
	slli a7, a7, 1
	j .L_ctr_loop2
	# lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
.L_carry2:
	bnez t5, .L_split2
	addi t4, t4, 1
	j .L_counters_done2
.L_split2:
	sub t5, t5, s1
	neg s1, t5
	slli s1, s1, 1
	vsetvli a2, s1, e64, m8, ta, mu
	j .L_group2
	# VLEN*LMUL/128 blocks per iteration
.L_ctr_loop2:
	vsetvli a2, a7, e64, m8, ta, mu
.L_group2:
	andi a2, a2, -2
	vmv.v.x v16, t4
	vid.v v24
	vsrl.vi v24, v24, 1
	vadd.vx v16, v24, t5, v0.t
	srli s1, a2, 1
	add t5, t5, s1
	bltu t5, s1, .L_carry2
.L_counters_done2:
	vrev8.v v16, v16
	slli s1, a2, 1
	vsetvli zero, s1, e32, m8, ta, ma
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
	slli s1, a2, 3
	bne a7, a2, .L_whole_group2
	addi s1, s1, -16
	add s1, s1, t3
.L_whole_group2:
	vsetvli zero, s1, e8, m8, ta, ma
	vle8.v v24, (a0)
	vxor.vv v24, v24, v16
	vse8.v v24, (a1)
	add a0, a0, s1
	add a1, a1, s1
	sub a7, a7, a2
	bnez a7, .L_ctr_loop2
	# encryptedCounter = the last block's keystream, as Java leaves it
	sub s1, s1, t3
	vsetivli zero, 16, e8, m8, ta, ma
	vslidedown.vx v24, v16, s1
	vse8.v v24, (a5)
	j .L_aes_done
	.size stubforge_counterMode_AESCrypt, .-stubforge_counterMode_AESCrypt
	.section .note.GNU-stack,"",@progbits
