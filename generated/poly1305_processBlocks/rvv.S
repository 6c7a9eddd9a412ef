# poly1305_processBlocks [rvv] unroll=2, lanes=16
# Made by stubforge 0.1.0 from kernels/poly1305.py:poly1305.
# Needs: rv64gc_v_zba
# Registers, as the C++ names them: s1 = pa, rl3x5, h1; a0 = input; a1 = length; a2 = acc; a3 = r;
#   a4 = r0, rl3; a5 = r1, rl4; a6 = s1, rl1x5; a7 = carry5, rl2x5; s2 = pb, rl4x5;
#   s3 = pc, pad, h0; s4 = pd, five; s5 = pe, stride; s6 = vl; s7 = cnt; s8 = mask26; s9 = step;
#   s10 = tmp; s11 = steps_end; t3 = h0, rl0, pc; t4 = h1, rl1, pa; t5 = h2, rl2; v1-v5 = vh[];
#   v6-v10 = vprod[]; v11 = vlo; v12 = vhi; v13 = vtmp; v14-v18 = vrpow[]; v19-v23 = vspow[]
	.option norvc
	.option norelax
	.option arch, +v, +zba
	.text
	.p2align 3
	.globl stubforge_poly1305_processBlocks
	.type stubforge_poly1305_processBlocks, @function
stubforge_poly1305_processBlocks:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	beqz a1, .L_return	# nothing to absorb: acc stays as Java gave it
	# Fifteen long-lived values (twelve, inp, end, acc) and t0-t2 are MacroAssembler's scratch:
	# scalar borrows four s-registers
	# push_reg s1, s2-s11
	addi sp, sp, -96
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	sd s4, 32(sp)
	sd s5, 40(sp)
	sd s6, 48(sp)
	sd s7, 56(sp)
	sd s8, 64(sp)
	sd s9, 72(sp)
	sd s10, 80(sp)
	sd s11, 88(sp)
	ld a4, 0(a3)
	ld s1, 8(a3)
	# shadd a4, s1, a4, s2, 26
	slli s2, s1, 26
	add a4, a4, s2
	ld s1, 16(a3)
	# shadd a4, s1, a4, s2, 52
	slli s2, s1, 52
	add a4, a4, s2
	srli a5, s1, 12	# limb 2's top 12 bits start r1
	ld s1, 24(a3)
	# shadd a5, s1, a5, s2, 14
	slli s2, s1, 14
	add a5, a5, s2
	ld s1, 32(a3)
	# shadd a5, s1, a5, s2, 40
	slli s2, s1, 40
	add a5, a5, s2
	srli s2, a5, 2
	add a6, a5, s2
	# li s10, 16
	addiw s10, zero, 16
	vsetvli s6, s10, e64, m1, ta, ma
	slli s9, s6, 4	# bytes per step
	slli s10, s9, 1
	bltu a1, s10, .L_from_acc
	li s8, 67108863
	mv t3, a4
	mv t4, a5
	# li t5, 0
	addiw t5, zero, 0
	srli s7, s6, 1
.L_powers:
	and s10, t3, s8
	vmv.s.x v19, s10
	vslideup.vi v19, v14, 1
	srli s10, t3, 26
	and s10, s10, s8
	vmv.s.x v20, s10
	vslideup.vi v20, v15, 1
	srli s10, t3, 52
	slli a7, t4, 12
	or s10, s10, a7
	and s10, s10, s8
	vmv.s.x v21, s10
	vslideup.vi v21, v16, 1
	srli s10, t4, 14
	and s10, s10, s8
	vmv.s.x v22, s10
	vslideup.vi v22, v17, 1
	srli s10, t4, 40
	slli a7, t5, 24
	or s10, s10, a7
	vmv.s.x v23, s10
	vslideup.vi v23, v18, 1
	# d1 = h0*r1 + h1*r0 + h2*s1 + hi(d0); d0 = h0*r0 + h1*s1; h2' = h2*r0 + hi(d1).
	# wide_mul s1, s2, t3, a5	# d1 = h0*r1 ...
	mul s1, t3, a5
	mulhu s2, t3, a5
	# wide_mul s3, t3, t3, a4	# d0 = h0*r0 ...
	mul s3, t3, a4
	mulhu t3, t3, a4
	# wide_madd s3, t3, t4, a6, s4, s5	# ... + h1*s1: the new h0; hi(d0) < 2^62: no carry out
	mul s4, t4, a6
	mulhu s5, t4, a6
	add s3, s3, s4
	sltu s4, s3, s4
	add t3, t3, s5
	add t3, t3, s4
	mul s4, t5, a6
	add t3, t3, s4	# + h2*s1 < 2^63: still no carry out
	# wide_madd s1, s2, t4, a4, s4, t4	# d1 += h1*r0
	mul s4, t4, a4
	mulhu t4, t4, a4
	add s1, s1, s4
	sltu s4, s1, s4
	add s2, s2, t4
	add s2, s2, s4
	# cad s1, s1, t3, t3	# new h1
	add s1, s1, t3
	sltu t3, s1, t3
	add s2, s2, t3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	# cad s3, s3, a7, a7
	add s3, s3, a7
	sltu a7, s3, a7
	# cad s1, s1, a7, a7
	add s1, s1, a7
	sltu a7, s1, a7
	add t5, t5, a7
	and s10, s3, s8
	vmv.s.x v14, s10
	vslideup.vi v14, v19, 1
	srli s10, s3, 26
	and s10, s10, s8
	vmv.s.x v15, s10
	vslideup.vi v15, v20, 1
	srli s10, s3, 52
	slli a7, s1, 12
	or s10, s10, a7
	and s10, s10, s8
	vmv.s.x v16, s10
	vslideup.vi v16, v21, 1
	srli s10, s1, 14
	and s10, s10, s8
	vmv.s.x v17, s10
	vslideup.vi v17, v22, 1
	srli s10, s1, 40
	slli a7, t5, 24
	or s10, s10, a7
	vmv.s.x v18, s10
	vslideup.vi v18, v23, 1
	# wide_mul t4, s2, s3, a5
	mul t4, s3, a5
	mulhu s2, s3, a5
	# wide_mul t3, s3, s3, a4
	mul t3, s3, a4
	mulhu s3, s3, a4
	# wide_madd t3, s3, s1, a6, s4, s5
	mul s4, s1, a6
	mulhu s5, s1, a6
	add t3, t3, s4
	sltu s4, t3, s4
	add s3, s3, s5
	add s3, s3, s4
	mul s4, t5, a6
	add s3, s3, s4
	# wide_madd t4, s2, s1, a4, s4, s1
	mul s4, s1, a4
	mulhu s1, s1, a4
	add t4, t4, s4
	sltu s4, t4, s4
	add s2, s2, s1
	add s2, s2, s4
	# cad t4, t4, s3, s3
	add t4, t4, s3
	sltu s3, t4, s3
	add s2, s2, s3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	# cad t4, t4, a7, a7
	add t4, t4, a7
	sltu a7, t4, a7
	add t5, t5, a7
	addi s7, s7, -1
	bnez s7, .L_powers
	vmv.x.s t3, v14
	vmv.x.s t4, v15
	vmv.x.s t5, v16
	vmv.x.s a4, v17
	vmv.x.s a5, v18
	# shadd a6, t4, t4, a6, 2
	sh2add a6, t4, t4
	# shadd a7, t5, t5, a7, 2
	sh2add a7, t5, t5
	# shadd s1, a4, a4, s1, 2
	sh2add s1, a4, a4
	# shadd s2, a5, a5, s2, 2
	sh2add s2, a5, a5
	# li s4, 5
	addiw s4, zero, 5
	vmul.vx v20, v15, s4
	vmul.vx v21, v16, s4
	vmul.vx v22, v17, s4
	vmul.vx v23, v18, s4
	vmv.v.i v1, 0
	vmv.v.i v2, 0
	vmv.v.i v3, 0
	vmv.v.i v4, 0
	vmv.v.i v5, 0
	vsetvli zero, s6, e64, m1, tu, ma	# lane 0 takes acc; the other lanes stay zero
	ld s10, 0(a2)
	vmv.s.x v1, s10
	ld s10, 8(a2)
	vmv.s.x v2, s10
	ld s10, 16(a2)
	vmv.s.x v3, s10
	ld s10, 24(a2)
	vmv.s.x v4, s10
	ld s10, 32(a2)
	vmv.s.x v5, s10
	vsetvli zero, s6, e64, m1, ta, ma
	li s3, 16777216	# 2^128 in limb 4
	# li s5, 16
	addiw s5, zero, 16
	neg s10, s9
	and s10, a1, s10	# whole steps (L is a power of two)
	add s11, a0, s10
	sub a1, a1, s10
	vlse64.v v11, (a0), s5
	addi s10, a0, 8
	vlse64.v v12, (s10), s5
	vand.vx v13, v11, s8
	vadd.vv v1, v1, v13
	vsrl.vi v11, v11, 26
	vand.vx v13, v11, s8
	vadd.vv v2, v2, v13
	vsrl.vi v11, v11, 26
	vsll.vi v13, v12, 12
	vor.vv v11, v11, v13
	vand.vx v11, v11, s8
	vadd.vv v3, v3, v11
	vsrl.vi v12, v12, 14
	vand.vx v13, v12, s8
	vadd.vv v4, v4, v13
	vsrl.vi v12, v12, 26
	vor.vx v12, v12, s3
	vadd.vv v5, v5, v12
	add a0, a0, s9
	beq a0, s11, .L_last_step
.L_vector_step:
	vmul.vx v6, v1, t3
	vmacc.vx v6, s2, v2
	vmacc.vx v6, s1, v3
	vmacc.vx v6, a7, v4
	vmacc.vx v6, a6, v5
	vmul.vx v7, v1, t4
	vmacc.vx v7, t3, v2
	vmacc.vx v7, s2, v3
	vmacc.vx v7, s1, v4
	vmacc.vx v7, a7, v5
	vmul.vx v8, v1, t5
	vmacc.vx v8, t4, v2
	vmacc.vx v8, t3, v3
	vmacc.vx v8, s2, v4
	vmacc.vx v8, s1, v5
	vmul.vx v9, v1, a4
	vmacc.vx v9, t5, v2
	vmacc.vx v9, t4, v3
	vmacc.vx v9, t3, v4
	vmacc.vx v9, s2, v5
	vmul.vx v10, v1, a5
	vmacc.vx v10, a4, v2
	vmacc.vx v10, t5, v3
	vmacc.vx v10, t4, v4
	vmacc.vx v10, t3, v5
	vsrl.vi v13, v6, 26
	vand.vx v1, v6, s8
	vadd.vv v7, v7, v13
	vsrl.vi v13, v7, 26
	vand.vx v2, v7, s8
	vadd.vv v8, v8, v13
	vsrl.vi v13, v8, 26
	vand.vx v3, v8, s8
	vadd.vv v9, v9, v13
	vsrl.vi v13, v9, 26
	vand.vx v4, v9, s8
	vadd.vv v10, v10, v13
	vsrl.vi v13, v10, 26
	vand.vx v5, v10, s8
	vmacc.vx v1, s4, v13
	vsrl.vi v13, v1, 26
	vand.vx v1, v1, s8
	vadd.vv v2, v2, v13
	vlse64.v v11, (a0), s5
	addi s10, a0, 8
	vlse64.v v12, (s10), s5
	vand.vx v13, v11, s8
	vadd.vv v1, v1, v13
	vsrl.vi v11, v11, 26
	vand.vx v13, v11, s8
	vadd.vv v2, v2, v13
	vsrl.vi v11, v11, 26
	vsll.vi v13, v12, 12
	vor.vv v11, v11, v13
	vand.vx v11, v11, s8
	vadd.vv v3, v3, v11
	vsrl.vi v12, v12, 14
	vand.vx v13, v12, s8
	vadd.vv v4, v4, v13
	vsrl.vi v12, v12, 26
	vor.vx v12, v12, s3
	vadd.vv v5, v5, v12
	add a0, a0, s9
	bltu a0, s11, .L_vector_step
.L_last_step:
	vmul.vv v6, v1, v14
	vmacc.vv v6, v23, v2
	vmacc.vv v6, v22, v3
	vmacc.vv v6, v21, v4
	vmacc.vv v6, v20, v5
	vmul.vv v7, v1, v15
	vmacc.vv v7, v14, v2
	vmacc.vv v7, v23, v3
	vmacc.vv v7, v22, v4
	vmacc.vv v7, v21, v5
	vmul.vv v8, v1, v16
	vmacc.vv v8, v15, v2
	vmacc.vv v8, v14, v3
	vmacc.vv v8, v23, v4
	vmacc.vv v8, v22, v5
	vmul.vv v9, v1, v17
	vmacc.vv v9, v16, v2
	vmacc.vv v9, v15, v3
	vmacc.vv v9, v14, v4
	vmacc.vv v9, v23, v5
	vmul.vv v10, v1, v18
	vmacc.vv v10, v17, v2
	vmacc.vv v10, v16, v3
	vmacc.vv v10, v15, v4
	vmacc.vv v10, v14, v5
	vsrl.vi v13, v6, 26
	vand.vx v1, v6, s8
	vadd.vv v7, v7, v13
	vsrl.vi v13, v7, 26
	vand.vx v2, v7, s8
	vadd.vv v8, v8, v13
	vsrl.vi v13, v8, 26
	vand.vx v3, v8, s8
	vadd.vv v9, v9, v13
	vsrl.vi v13, v9, 26
	vand.vx v4, v9, s8
	vadd.vv v10, v10, v13
	vsrl.vi v13, v10, 26
	vand.vx v5, v10, s8
	vmacc.vx v1, s4, v13
	vsrl.vi v13, v1, 26
	vand.vx v1, v1, s8
	vadd.vv v2, v2, v13
	vmv.v.i v11, 0
	vredsum.vs v6, v1, v11
	vredsum.vs v7, v2, v11
	vredsum.vs v8, v3, v11
	vredsum.vs v9, v4, v11
	vredsum.vs v10, v5, v11
	vmv.x.s t3, v6
	vmv.x.s s1, v7
	# shadd t3, s1, t3, s1, 26	# h0 += limb 1 << 26
	slli s1, s1, 26
	add t3, t3, s1
	vmv.x.s s1, v8
	slli s2, s1, 52
	# cad t3, t3, s2, s3
	add t3, t3, s2
	sltu s3, t3, s2
	srli t4, s1, 12
	add t4, t4, s3
	vmv.x.s s1, v9
	# shadd t4, s1, t4, s1, 14
	slli s1, s1, 14
	add t4, t4, s1
	vmv.x.s s1, v10
	slli s2, s1, 40
	# cad t4, t4, s2, s3
	add t4, t4, s2
	sltu s3, t4, s2
	srli t5, s1, 24
	add t5, t5, s3
	srli s1, t5, 2
	andi t5, t5, 3
	# shadd a7, s1, s1, a7, 2
	sh2add a7, s1, s1
	ld a4, 0(a3)
	ld s1, 8(a3)
	# shadd a4, s1, a4, s2, 26
	slli s2, s1, 26
	add a4, a4, s2
	ld s1, 16(a3)
	# shadd a4, s1, a4, s2, 52
	slli s2, s1, 52
	add a4, a4, s2
	srli a5, s1, 12
	ld s1, 24(a3)
	# shadd a5, s1, a5, s2, 14
	slli s2, s1, 14
	add a5, a5, s2
	ld s1, 32(a3)
	# shadd a5, s1, a5, s2, 40
	slli s2, s1, 40
	add a5, a5, s2
	srli s2, a5, 2
	add a6, a5, s2
	j .L_scalar_blocks
.L_from_acc:
	ld t3, 0(a2)
	ld s1, 8(a2)
	# shadd t3, s1, t3, s1, 26
	slli s1, s1, 26
	add t3, t3, s1
	ld s1, 16(a2)
	slli s2, s1, 52
	# cad t3, t3, s2, s3
	add t3, t3, s2
	sltu s3, t3, s2
	srli t4, s1, 12
	add t4, t4, s3
	ld s1, 24(a2)
	# shadd t4, s1, t4, s1, 14
	slli s1, s1, 14
	add t4, t4, s1
	ld s1, 32(a2)
	slli s2, s1, 40
	# cad t4, t4, s2, s3
	add t4, t4, s2
	sltu s3, t4, s2
	srli t5, s1, 24
	add t5, t5, s3
	srli s1, t5, 2
	andi t5, t5, 3
	# shadd a7, s1, s1, a7, 2
	sh2add a7, s1, s1
.L_scalar_blocks:
	andi s1, a1, 16	# an odd block count: one block before the pairs
	add a1, a0, a1
	beqz s1, .L_pairs
	# poly1305_block(input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe)
	# h += c + m + 2^128: the carry out of h0 (0..2) and out of h1 (0..2) go to h2.
	ld s4, 0(a0)
	ld s5, 8(a0)
	# cad t3, t3, s4, s4
	add t3, t3, s4
	sltu s4, t3, s4
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	add s4, s4, a7
	# cad t4, t4, s5, s5
	add t4, t4, s5
	sltu s5, t4, s5
	# cad t4, t4, s4, s4
	add t4, t4, s4
	sltu s4, t4, s4
	add t5, t5, s5
	add t5, t5, s4
	addi t5, t5, 1
	# wide_mul s1, s2, t3, a5
	mul s1, t3, a5
	mulhu s2, t3, a5
	# wide_mul s3, t3, t3, a4
	mul s3, t3, a4
	mulhu t3, t3, a4
	# wide_madd s3, t3, t4, a6, s4, s5
	mul s4, t4, a6
	mulhu s5, t4, a6
	add s3, s3, s4
	sltu s4, s3, s4
	add t3, t3, s5
	add t3, t3, s4
	mul s4, t5, a6
	add t3, t3, s4
	# wide_madd s1, s2, t4, a4, s4, t4
	mul s4, t4, a4
	mulhu t4, t4, a4
	add s1, s1, s4
	sltu s4, s1, s4
	add s2, s2, t4
	add s2, s2, s4
	# cad s1, s1, t3, t3
	add s1, s1, t3
	sltu t3, s1, t3
	add s2, s2, t3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	mv t3, s3
	mv t4, s1
	addi a0, a0, 16
.L_pairs:
	beq a0, a1, .L_finish
.L_loop:
	# poly1305_block(input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe)
	ld s4, 0(a0)
	ld s5, 8(a0)
	# cad t3, t3, s4, s4
	add t3, t3, s4
	sltu s4, t3, s4
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	add s4, s4, a7
	# cad t4, t4, s5, s5
	add t4, t4, s5
	sltu s5, t4, s5
	# cad t4, t4, s4, s4
	add t4, t4, s4
	sltu s4, t4, s4
	add t5, t5, s5
	add t5, t5, s4
	addi t5, t5, 1
	# wide_mul s1, s2, t3, a5
	mul s1, t3, a5
	mulhu s2, t3, a5
	# wide_mul s3, t3, t3, a4
	mul s3, t3, a4
	mulhu t3, t3, a4
	# wide_madd s3, t3, t4, a6, s4, s5
	mul s4, t4, a6
	mulhu s5, t4, a6
	add s3, s3, s4
	sltu s4, s3, s4
	add t3, t3, s5
	add t3, t3, s4
	mul s4, t5, a6
	add t3, t3, s4
	# wide_madd s1, s2, t4, a4, s4, t4
	mul s4, t4, a4
	mulhu t4, t4, a4
	add s1, s1, s4
	sltu s4, s1, s4
	add s2, s2, t4
	add s2, s2, s4
	# cad s1, s1, t3, t3
	add s1, s1, t3
	sltu t3, s1, t3
	add s2, s2, t3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	# poly1305_block(input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe)
	ld s4, 16(a0)
	ld s5, 24(a0)
	# cad s3, s3, s4, s4
	add s3, s3, s4
	sltu s4, s3, s4
	# cad s3, s3, a7, a7
	add s3, s3, a7
	sltu a7, s3, a7
	add s4, s4, a7
	# cad s1, s1, s5, s5
	add s1, s1, s5
	sltu s5, s1, s5
	# cad s1, s1, s4, s4
	add s1, s1, s4
	sltu s4, s1, s4
	add t5, t5, s5
	add t5, t5, s4
	addi t5, t5, 1
	# wide_mul t4, s2, s3, a5
	mul t4, s3, a5
	mulhu s2, s3, a5
	# wide_mul t3, s3, s3, a4
	mul t3, s3, a4
	mulhu s3, s3, a4
	# wide_madd t3, s3, s1, a6, s4, s5
	mul s4, s1, a6
	mulhu s5, s1, a6
	add t3, t3, s4
	sltu s4, t3, s4
	add s3, s3, s5
	add s3, s3, s4
	mul s4, t5, a6
	add s3, s3, s4
	# wide_madd t4, s2, s1, a4, s4, s1
	mul s4, s1, a4
	mulhu s1, s1, a4
	add t4, t4, s4
	sltu s4, t4, s4
	add s2, s2, s1
	add s2, s2, s4
	# cad t4, t4, s3, s3
	add t4, t4, s3
	sltu s3, t4, s3
	add s2, s2, s3
	mul t5, t5, a4
	add t5, t5, s2
	srli s4, t5, 2
	andi t5, t5, 3
	# shadd a7, s4, s4, a7, 2
	sh2add a7, s4, s4
	addi a0, a0, 32
	bltu a0, a1, .L_loop
.L_finish:
	# cad t3, t3, a7, a7
	add t3, t3, a7
	sltu a7, t3, a7
	# cad t4, t4, a7, a7
	add t4, t4, a7
	sltu a7, t4, a7
	add t5, t5, a7
	li s3, 67108863
	and s1, t3, s3
	sd s1, 0(a2)
	srli s1, t3, 26
	and s1, s1, s3
	sd s1, 8(a2)
	srli s1, t3, 52
	slli s2, t4, 12
	or s1, s1, s2
	and s1, s1, s3
	sd s1, 16(a2)
	srli s1, t4, 14
	and s1, s1, s3
	sd s1, 24(a2)
	srli s1, t4, 40
	slli s2, t5, 24
	or s1, s1, s2
	sd s1, 32(a2)
	# pop_reg s1, s2-s11
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	ld s4, 32(sp)
	ld s5, 40(sp)
	ld s6, 48(sp)
	ld s7, 56(sp)
	ld s8, 64(sp)
	ld s9, 72(sp)
	ld s10, 80(sp)
	ld s11, 88(sp)
	addi sp, sp, 96
.L_return:
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_poly1305_processBlocks, .-stubforge_poly1305_processBlocks
	.section .note.GNU-stack,"",@progbits
