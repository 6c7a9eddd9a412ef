# updateBytesAdler32 [lanes] batch=4, step_lmul=2, load=8, short=True, split=True
# Made by stubforge 0.1.0 from kernels/adler32.py:adler32.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = adler; a1 = buf; a2 = len; a3 = count; a4 = vl; a5 = red1;
#   a6 = red2; t3 = sum2; t4 = load_bytes; t5 = end; v1 = vzero; v2 = vred; v4-v7 = vA;
#   v8-v15 = vdata, vpart[]; v16-v23 = vC; v24-v27 = vA_odd, vweight; v28-v31 = vW
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_updateBytesAdler32
	.type stubforge_updateBytesAdler32, @function
stubforge_updateBytesAdler32:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# zext.w a0, a0	# a Java int arrives sign-extended
	slli a0, a0, 32
	srli a0, a0, 32
	srli t3, a0, 16
	# zext a0, a0, 16
	slli a0, a0, 48
	srli a0, a0, 48
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.v.i v1, 0	# the reductions' start value, read at e32 and e64
	vsetvli a4, zero, e8, m8, ta, ma
	mv t4, a4	# bytes per whole-register load: group*VLEN/8
	beqz a2, .L_mod
	# li a5, 255
	addiw a5, zero, 255
	bltu a5, a2, .L_chunk
.L_short_step:
	vsetvli t5, a2, e8, m4, ta, ma
	vle8.v v4, (a1)
	vid.v v28
	vrsub.vx v28, v28, t5	# weights vl-i, 1..vl
	vwredsumu.vs v2, v4, v1	# sum(x) <= 255*255: an e16 result
	vwmulu.vv v16, v28, v4
	vsetivli zero, 1, e16, m1, ta, ma
	vmv.x.s a6, v2
	vsetvli t5, t5, e16, m8, ta, ma	# the same vl: AVL <= VLMAX
	vwredsumu.vs v2, v16, v1	# <= 255*255*256/2: e32
	vsetivli zero, 1, e32, m1, ta, ma
	vmv.x.s a5, v2
	# zext a6, a6, 16	# vmv.x.s sign-extends the 16-bit sum
	slli a6, a6, 48
	srli a6, a6, 48
	mul a4, t5, a0
	add t3, t3, a4
	add t3, t3, a5
	add a0, a0, a6
	add a1, a1, t5
	sub a2, a2, t5
	bnez a2, .L_short_step
	j .L_mod
.L_chunk:
	# a chunk: at most 42 batches of 4 sub-steps, so that no 16-bit lane sum overflows
	vsetvli a4, zero, e16, m4, ta, ma
	vmv.v.i v4, 0
	vmv.v.i v24, 0
	vmv.v.i v28, 0
	vsetvli a4, zero, e32, m8, ta, ma
	vmv.v.i v16, 0
	# li a4, 42
	addiw a4, zero, 42
	mul a3, t4, a4
	bltu a3, a2, .L_chunk_min
	mv a3, a2
.L_chunk_min:
	sub a2, a2, a3
	neg a4, t4
	and t5, a3, a4
	add t5, a1, t5
	bgeu a1, t5, .L_partial
.L_batch:
	vsetvli a4, zero, e16, m4, ta, ma	# C' += A as it was before the batch
	vwaddu.wv v16, v16, v4
	vwaddu.wv v16, v16, v24
	vsetvli a4, zero, e8, m2, ta, ma	# whole-register loads need no vtype of their own
	vl8re8.v v8, (a1)
	add a1, a1, t4
	# adler32_sums()
	vwaddu.wv v4, v4, v8
	vwaddu.wv v28, v28, v8
	vwaddu.wv v24, v24, v10
	vwaddu.wv v28, v28, v10
	vwaddu.wv v4, v4, v12
	vwaddu.wv v24, v24, v14
	bltu a1, t5, .L_batch
.L_partial:
	addi a4, t4, -1
	and t5, a3, a4	# its bytes
	beqz t5, .L_reduce
	vsetvli a4, zero, e16, m4, ta, ma
	vwaddu.wv v16, v16, v4
	vwaddu.wv v16, v16, v24
	vsetvli a4, zero, e8, m8, ta, ma
	vmv.v.i v8, 0
	mv a4, t5
	vsetvli a4, a4, e8, m8, tu, ma	# tail undisturbed: zeros stay
	vle8.v v8, (a1)
	add a1, a1, a4
	sub t5, t5, a4
	vsetvli a4, zero, e8, m2, ta, ma
	# adler32_sums()
	vwaddu.wv v4, v4, v8
	vwaddu.wv v28, v28, v8
	vwaddu.wv v24, v24, v10
	vwaddu.wv v28, v28, v10
	vwaddu.wv v4, v4, v12
	vwaddu.wv v24, v24, v14
.L_reduce:
	# s2 += N*s1 + L*u*sum(C') + sum(L*W + (L-i)*A) - pad*s1', s1' = s1 + sum(A)
	vsetvli a4, zero, e32, m8, ta, ma
	vwredsumu.vs v2, v16, v1
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.x.s a5, v2
	vsetvli a4, zero, e16, m4, ta, ma	# t = VLMAX = L, the bytes of a sub-step
	mul a5, a5, a4
	vadd.vv v28, v28, v28
	vadd.vv v28, v28, v4
	vadd.vv v4, v4, v24
	vid.v v24
	vrsub.vx v24, v24, a4
	vwmulu.vv v16, v24, v4
	vwmaccu.vx v16, a4, v28
	vwredsumu.vs v2, v4, v1
	vsetivli zero, 1, e32, m1, ta, ma
	vmv.x.s a6, v2
	addi a4, t4, -1
	neg t5, a3
	and t5, t5, a4	# pad = -n mod (bytes per batch)
	add a4, a3, t5
	mul a4, a4, a0
	add t3, t3, a4
	add a0, a0, a6
	slli a5, a5, 2
	add t3, t3, a5
	mul a4, t5, a0
	sub t3, t3, a4
	vsetvli a4, zero, e32, m8, ta, ma
	vwredsumu.vs v2, v16, v1
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.x.s a6, v2
	add t3, t3, a6
.L_mod:
	li a4, 65521
	remu a0, a0, a4
	remu t3, t3, a4
	bnez a2, .L_chunk
	slli t3, t3, 16
	or a0, t3, a0
	sext.w a0, a0	# return a Java int the way it came
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_updateBytesAdler32, .-stubforge_updateBytesAdler32
	.section .note.GNU-stack,"",@progbits
