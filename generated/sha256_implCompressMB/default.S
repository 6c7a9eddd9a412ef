# sha256_implCompressMB [default] 
# Made by stubforge 0.1.0 from kernels/sha2.py:sha2.
# Needs: rv64gc_v_zvkb_zvknha
# Registers, as the C++ names them: a0 = buf; a1 = state; a2 = ofs; a3 = limit; t3 = ptr; t4 = ktab;
#   v1 = vabef; v2 = vcdgh; v3 = vhash0; v4 = vhash1; v5 = vwk; v6-v9 = vw[]
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvknha
	.text
	.p2align 3
	.globl stubforge_sha256_implCompressMB
	.type stubforge_sha256_implCompressMB, @function
stubforge_sha256_implCompressMB:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	sub a3, a3, a2
	add a3, a3, a0	# buf of the last block
	sub a2, a0, a2	# the final ofs is buf minus this
	lla t4, .L_sha256_k
	vsetivli zero, 4, e32, m1, ta, ma
	# Gather the state into {f,e,b,a} and {h,g,d,c} {
	addi t3, t4, 256
	vle32.v v6, (t3)
	vluxei32.v v1, (a1), v6
	addi t3, a1, 8
	vluxei32.v v2, (t3), v6
	# } Gather the state into {f,e,b,a} and {h,g,d,c}
	vid.v v7
	vand.vi v7, v7, 3	# element index within its group
	vmseq.vi v0, v7, 0	# v0.mask = element 0 of each group: vmerge's W4 lane
	bgt a0, a3, .L_sha2_none
.L_sha2_loop:
	mv t3, t4	# K from its start for each block
	# sha256_block(buf, ptr, vw, vabef, vcdgh, vhash0, vhash1, vwk)
	vle32.v v6, (a0)
	vrev8.v v6, v6
	addi a0, a0, 16
	vle32.v v7, (a0)
	vrev8.v v7, v7
	addi a0, a0, 16
	vle32.v v8, (a0)
	vrev8.v v8, v8
	addi a0, a0, 16
	vle32.v v9, (a0)
	vrev8.v v9, v9
	vmv.v.v v3, v1
	vmv.v.v v4, v2
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v6
	vsha2cl.vv v2, v1, v5	# rounds 4i, 4i+1: the low two words of W+K
	vsha2ch.vv v1, v2, v5	# rounds 4i+2, 4i+3
	vmerge.vvm v5, v8, v7, v0	# {W11, W10, W9, W4}
	vsha2ms.vv v6, v5, v9	# the next four words
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v8, v7, v0
	vsha2ms.vv v6, v5, v9
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v9, v8, v0
	vsha2ms.vv v7, v5, v6
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v6, v9, v0
	vsha2ms.vv v8, v5, v7
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vmerge.vvm v5, v7, v6, v0
	vsha2ms.vv v9, v5, v8
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v6
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v7
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vle32.v v5, (t3)
	addi t3, t3, 16
	vadd.vv v5, v5, v8
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vle32.v v5, (t3)
	vadd.vv v5, v5, v9
	vsha2cl.vv v2, v1, v5
	vsha2ch.vv v1, v2, v5
	vadd.vv v1, v1, v3
	vadd.vv v2, v2, v4
	addi a0, a0, 16	# from the block's last group to the next block
	ble a0, a3, .L_sha2_loop
.L_sha2_none:
	# Scatter the state back to a..h {
	addi t3, t4, 256
	vle32.v v6, (t3)
	vsuxei32.v v1, (a1), v6
	addi t3, a1, 8
	vsuxei32.v v2, (t3), v6
	# } Scatter the state back to a..h
	sub a0, a0, a2	# a0 = the final ofs
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# K, then the byte offsets of f, e, b, a in Java's state, then those of two blocks' first words
.L_sha256_k:
	.word 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.word 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.word 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.word 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.word 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.word 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.word 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.word 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
	.word 0x00000014, 0x00000010, 0x00000004, 0x00000000, 0x00000000, 0x00000004, 0x00000008, 0x0000000c
	.word 0x00000040, 0x00000044, 0x00000048, 0x0000004c, 0x00000080, 0x00000084, 0x00000088, 0x0000008c
	.word 0x000000c0, 0x000000c4, 0x000000c8, 0x000000cc, 0x00000010, 0x00000014, 0x00000018, 0x0000001c
	.word 0x00000020, 0x00000024, 0x00000028, 0x0000002c, 0x00000030, 0x00000034, 0x00000038, 0x0000003c
	.size stubforge_sha256_implCompressMB, .-stubforge_sha256_implCompressMB
	.section .note.GNU-stack,"",@progbits
