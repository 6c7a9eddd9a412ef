# kyberNttMult [default] 
# Made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt_mult.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = result, ptrs[2]; a1 = ntta, ptrs[0]; a2 = nttb, ptrs[1];
#   a3 = zetas; a4 = q; a5 = addend; a6 = low; t3 = pairs, left; t4 = vl; t5 = mult; v1 = a0;
#   v2-v3 = p00, va; v4-v5 = p01, vb; v6-v7 = p11; v8-v9 = p10; v10-v11 = vz; v12-v13 = vt;
#   v14-v15 = vrinv; v16-v17 = vbias; v18-v19 = vmagic; v20 = a1; v21 = b0; v22 = b1; v23 = vzh
	.option norvc
	.option norelax
	.option arch, +v
	.text
	.p2align 3
	.globl stubforge_kyberNttMult
	.type stubforge_kyberNttMult, @function
stubforge_kyberNttMult:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# li t3, 128
	addiw t3, zero, 128
	li t5, 1290176
	li a4, 3329
	# li a5, 1665
	addiw a5, zero, 1665
	li a6, 65535
	vsetvli t4, zero, e32, m2, ta, ma	# VLMAX: every pass's lanes (scalar registers run short)
	# li t0, 169
	addiw t0, zero, 169
	vmv.v.x v14, t0	# 2^-16 mod q
	li t0, 562601
	vmv.v.x v16, t0	# (2^-16 mod q) * q
	li t0, 1290168
	vmv.v.x v18, t0	# ceil(2^32 / q)
.L_loop:
	vsetvli t4, t3, e32, m2, ta, ma
	vle32.v v2, (a1)
	vle32.v v4, (a2)
	# Java's montZetasForVectorNttMultArr holds gamma * 2^16 mod q, one short a pair (AArch64's
	# 16-bit Montgomery form); Java's body multiplies by gamma in [0, q) (ZETAS_FOR_NTT_MULT):
	# t = (z + q) * (2^-16 mod q) in [0, 1.2e6), then t mod q, the quotient a vmulh by
	# ceil(2^32 / q), exact for every z in (-q, q)
	vle16.v v23, (a3)
	vsext.vf2 v10, v23
	vmadd.vv v10, v14, v16	# t
	vmulh.vv v12, v10, v18	# floor(t / q)
	vnmsac.vx v10, a4, v12	# gamma, exactly Java's ZETAS_FOR_NTT_MULT[m]
	vsetvli t4, t4, e16, m1, ta, ma
	vnsra.wi v1, v2, 0
	vnsra.wi v20, v2, 16
	vnsra.wi v21, v4, 0
	vnsra.wi v22, v4, 16
	vwmul.vv v6, v20, v22
	vwmul.vv v2, v1, v21
	vwmul.vv v4, v1, v22
	vwmul.vv v8, v20, v21
	vsetvli t4, t4, e32, m2, ta, ma
	# r = a1*b1 - q * ((a1*b1 * 20159) >> 26); r = r * zeta + a0*b0
	vmulh.vx v12, v6, t5
	vnmsac.vx v6, a4, v12
	vmadd.vv v6, v10, v2
	# r0 = r - q * (((r + 1665) * 20159) >> 26)
	vadd.vx v12, v6, a5
	vmulh.vx v12, v12, t5
	vnmsac.vx v6, a4, v12
	# r1 = a0*b1 + a1*b0 (int), the same reduction
	vadd.vv v8, v8, v4
	vadd.vx v12, v8, a5
	vmulh.vx v12, v12, t5
	vnmsac.vx v8, a4, v12
	vand.vx v6, v6, a6
	vsll.vi v8, v8, 16
	vor.vv v6, v6, v8
	vse32.v v6, (a0)
	slli t0, t4, 1
	add a3, a3, t0
	# advance_by_vl(ptrs, n, shift, vl, left)
	slli t0, t4, 2	# t0 may not live across instructions (HotSpot's scratch)
	add a1, a1, t0
	slli t0, t4, 2
	add a2, a2, t0
	slli t0, t4, 2
	add a0, a0, t0
	sub t3, t3, t4
	bnez t3, .L_loop
	# li a0, 0
	addiw a0, zero, 0
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_kyberNttMult, .-stubforge_kyberNttMult
	.section .note.GNU-stack,"",@progbits
