# updateBytesAdler32 [default] unroll=4, lmul=4, ptr_counter=True, vset_per_block=True
# Made by stubforge 0.1.0 from kernels/adler32.py:adler32.
# Needs: rv64gc_v
# Registers, as the C++ names them: a0 = adler; a1 = buf; a2 = len; a3 = step; a4 = count; a5 = end;
#   a6 = tmp0; a7 = tmp1; t3 = sum1; t4 = sum2; t5 = base; v1-v4 = vsum[]; v5 = vzero;
#   v6 = vtable16; v8-v23 = vprod[]; v24-v27 = vbytes; v28-v31 = vtable
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
	srli t4, a0, 16
	# zext t3, a0, 16
	slli t3, a0, 48
	srli t3, t3, 48
	li t5, 65521
	vsetivli zero, 4, e32, m1, ta, ma
	vmv.v.i v5, 0	# the reductions' scalar input, read at e16 and e32
	# li a3, 16
	addiw a3, zero, 16
	vsetivli zero, 16, e8, m1, ta, ma
	vid.v v6
	vrsub.vx v6, v6, a3	# weights S, S-1, ..., 1
	# li a3, 64
	addiw a3, zero, 64
	vsetvli zero, a3, e8, m4, ta, ma
	vid.v v28
	vrsub.vx v28, v28, a3
.L_chunk:
	# li a6, 256
	addiw a6, zero, 256
	bltu a2, a6, .L_tail
	li a4, 5376	# bytes between two modulo reductions
	bgeu a2, a4, .L_full_chunk
	andi a4, a2, -256	# a whole number of blocks, fewer than a chunk
.L_full_chunk:
	sub a2, a2, a4
	add a5, a1, a4
.L_block:
	vsetvli zero, a3, e8, m4, ta, ma
	vle8.v v24, (a1)
	addi a1, a1, 64
	vwredsumu.vs v1, v24, v5	# byte sum as e16: at most 255*128
	vwmulu.vv v8, v28, v24
	vle8.v v24, (a1)
	addi a1, a1, 64
	vwredsumu.vs v2, v24, v5
	vwmulu.vv v16, v28, v24
	vsetvli zero, a3, e16, m8, ta, ma
	vmv.x.s a6, v1
	slli a7, t3, 6
	add t4, t4, a7	# s2 += S * s1 before these bytes
	add t3, t3, a6
	vwredsumu.vs v1, v8, v5	# weighted sum as e32
	vmv.x.s a6, v2
	slli a7, t3, 6
	add t4, t4, a7
	add t3, t3, a6
	vwredsumu.vs v2, v16, v5
	vsetivli zero, 1, e32, m1, ta, ma
	vmv.x.s a6, v1
	add t4, t4, a6
	vmv.x.s a6, v2
	add t4, t4, a6
	vsetvli zero, a3, e8, m4, ta, ma
	vle8.v v24, (a1)
	addi a1, a1, 64
	vwredsumu.vs v3, v24, v5
	vwmulu.vv v8, v28, v24
	vle8.v v24, (a1)
	addi a1, a1, 64
	vwredsumu.vs v4, v24, v5
	vwmulu.vv v16, v28, v24
	vsetvli zero, a3, e16, m8, ta, ma
	vmv.x.s a6, v3
	slli a7, t3, 6
	add t4, t4, a7
	add t3, t3, a6
	vwredsumu.vs v3, v8, v5
	vmv.x.s a6, v4
	slli a7, t3, 6
	add t4, t4, a7
	add t3, t3, a6
	vwredsumu.vs v4, v16, v5
	vsetivli zero, 1, e32, m1, ta, ma
	vmv.x.s a6, v3
	add t4, t4, a6
	vmv.x.s a6, v4
	add t4, t4, a6
	bltu a1, a5, .L_block
	remu t3, t3, t5
	remu t4, t4, t5
	j .L_chunk
.L_tail:	# under one block left: whole steps, 16-byte steps, bytes
.L_step:
	bltu a2, a3, .L_step16
	vsetvli zero, a3, e8, m4, ta, ma
	vle8.v v24, (a1)
	addi a1, a1, 64
	vwredsumu.vs v1, v24, v5
	vwmulu.vv v8, v28, v24
	vsetvli zero, a3, e16, m8, ta, ma
	vmv.x.s a6, v1
	slli a7, t3, 6
	add t4, t4, a7
	add t3, t3, a6
	vwredsumu.vs v1, v8, v5
	vsetivli zero, 1, e32, m1, ta, ma
	vmv.x.s a6, v1
	add t4, t4, a6
	addi a2, a2, -64
	j .L_step
.L_step16:
	# li a6, 16
	addiw a6, zero, 16
	bltu a2, a6, .L_bytes
	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v v24, (a1)
	addi a1, a1, 16
	vwredsumu.vs v1, v24, v5
	vwmulu.vv v8, v6, v24
	vsetivli zero, 16, e16, m2, ta, ma
	vmv.x.s a6, v1
	slli a7, t3, 4
	add t4, t4, a7
	add t3, t3, a6
	vwredsumu.vs v1, v8, v5
	vsetivli zero, 1, e32, m1, ta, ma
	vmv.x.s a6, v1
	add t4, t4, a6
	addi a2, a2, -16
	j .L_step16
.L_bytes:
	beqz a2, .L_done
.L_byte:
	lbu a6, 0(a1)
	addi a1, a1, 1
	add t3, t3, a6
	add t4, t4, t3
	addi a2, a2, -1
	bnez a2, .L_byte
.L_done:
	remu t3, t3, t5
	remu t4, t4, t5
	slli t4, t4, 16
	or a0, t4, t3
	sext.w a0, a0	# return a Java int the way it came
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.size stubforge_updateBytesAdler32, .-stubforge_updateBytesAdler32
	.section .note.GNU-stack,"",@progbits
