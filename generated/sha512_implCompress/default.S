# sha512_implCompress [default] 
# Made by stubforge 0.1.0 from kernels/sha2.py:sha2.
# Needs: rv64gc_v_zvkb_zvknha_zvknhb
# Registers, as the C++ names them: a0 = buf; a1 = state; t3 = ptr; t4 = ktab; v2-v3 = vabef;
#   v4-v5 = vcdgh; v6-v7 = vhash0; v8-v9 = vhash1; v10-v11 = vwk; v12-v19 = vw[]
	.option norvc
	.option norelax
	.option arch, +v, +zvkb, +zvknha, +zvknhb
	.text
	.p2align 3
	.globl stubforge_sha512_implCompress
	.type stubforge_sha512_implCompress, @function
stubforge_sha512_implCompress:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	lla t4, .L_sha512_k
	vsetivli zero, 4, e64, m2, ta, ma
	# Gather the state into {f,e,b,a} and {h,g,d,c} {
	addi t3, t4, 640
	vle64.v v12, (t3)
	vluxei64.v v2, (a1), v12
	addi t3, a1, 16
	vluxei64.v v4, (t3), v12
	# } Gather the state into {f,e,b,a} and {h,g,d,c}
	vid.v v14
	vand.vi v14, v14, 3	# element index within its group
	vmseq.vi v0, v14, 0	# v0.mask = element 0 of each group: vmerge's W4 lane
	mv t3, t4
	# sha512_block(buf, ptr, vw, vabef, vcdgh, vhash0, vhash1, vwk)
	vle64.v v12, (a0)
	vrev8.v v12, v12
	addi a0, a0, 32
	vle64.v v14, (a0)
	vrev8.v v14, v14
	addi a0, a0, 32
	vle64.v v16, (a0)
	vrev8.v v16, v16
	addi a0, a0, 32
	vle64.v v18, (a0)
	vrev8.v v18, v18
	vmv.v.v v6, v2
	vmv.v.v v8, v4
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10	# rounds 4i, 4i+1: the low two words of W+K
	vsha2ch.vv v2, v4, v10	# rounds 4i+2, 4i+3
	vmerge.vvm v10, v16, v14, v0	# {W11, W10, W9, W4}
	vsha2ms.vv v12, v10, v18	# the next four words
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v16, v14, v0
	vsha2ms.vv v12, v10, v18
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v16, v14, v0
	vsha2ms.vv v12, v10, v18
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v16, v14, v0
	vsha2ms.vv v12, v10, v18
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v18, v16, v0
	vsha2ms.vv v14, v10, v12
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v12, v18, v0
	vsha2ms.vv v16, v10, v14
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vmerge.vvm v10, v14, v12, v0
	vsha2ms.vv v18, v10, v16
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v12
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v14
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vle64.v v10, (t3)
	addi t3, t3, 32
	vadd.vv v10, v10, v16
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vle64.v v10, (t3)
	vadd.vv v10, v10, v18
	vsha2cl.vv v4, v2, v10
	vsha2ch.vv v2, v4, v10
	vadd.vv v2, v2, v6
	vadd.vv v4, v4, v8
	# Scatter the state back to a..h {
	addi t3, t4, 640
	vle64.v v12, (t3)
	vsuxei64.v v2, (a1), v12
	addi t3, a1, 16
	vsuxei64.v v4, (t3), v12
	# } Scatter the state back to a..h
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# K, then the byte offsets of f, e, b, a in Java's state, then those of two blocks' first words
.L_sha512_k:
	.quad 0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad 0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65, 0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad 0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec, 0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad 0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
	.quad 0x0000000000000028, 0x0000000000000020, 0x0000000000000008, 0x0000000000000000, 0x0000000000000000, 0x0000000000000008, 0x0000000000000010, 0x0000000000000018
	.quad 0x0000000000000080, 0x0000000000000088, 0x0000000000000090, 0x0000000000000098, 0x0000000000000100, 0x0000000000000108, 0x0000000000000110, 0x0000000000000118
	.quad 0x0000000000000180, 0x0000000000000188, 0x0000000000000190, 0x0000000000000198, 0x0000000000000020, 0x0000000000000028, 0x0000000000000030, 0x0000000000000038
	.quad 0x0000000000000040, 0x0000000000000048, 0x0000000000000050, 0x0000000000000058, 0x0000000000000060, 0x0000000000000068, 0x0000000000000070, 0x0000000000000078
	.size stubforge_sha512_implCompress, .-stubforge_sha512_implCompress
	.section .note.GNU-stack,"",@progbits
