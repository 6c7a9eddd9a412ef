# updateBytesCRC32C [zbc] words=64, chains=4
# Made by stubforge 0.1.0 from kernels/crc32.py:crc32.
# Needs: rv64gc_zbc
# Registers, as the C++ names them: s1 = state3; a0 = crc; a1 = buf; a2 = len; a3 = mu;
#   a4 = word2, index; a5 = word3, word; a6 = state1, end; a7 = state2, table; t3 = poly;
#   t4 = word0; t5 = word1, entry
	.option norvc
	.option norelax
	.option arch, +zbc
	.text
	.p2align 3
	.globl stubforge_updateBytesCRC32C
	.type stubforge_updateBytesCRC32C, @function
stubforge_updateBytesCRC32C:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	# zext.w a0, a0	# a Java int arrives sign-extended
	slli a0, a0, 32
	srli a0, a0, 32
	# One load register per chain, so that every chain's next word is loaded a whole step ahead (a
	# load takes 4 cycles on spacemit-x60's model): with four chains that is nine long-lived
	# registers besides the arguments, one more than the caller-saved pool holds, so s1 is saved
	# (two instructions at each end of the call). It stays taken after its restore.
	# push_reg s1
	addi sp, sp, -16
	sd s1, 8(sp)
	lla t4, .L_crc_barrett
	ld a3, 0(t4)
	ld t3, 8(t4)
	addi a2, a2, -512	# length counts down by a whole iteration at a time
	blt a2, zero, .L_chains_rest
	ld t4, 0(a1)
	ld t5, 128(a1)
	ld a4, 256(a1)
	ld a5, 384(a1)
.L_chains_loop:
	xor a0, a0, t4
	clmul a0, a0, a3	# quotient
	clmul a6, t5, a3
	ld t4, 8(a1)
	ld t5, 136(a1)
	clmulh a0, a0, t3	# remainder: chain i's state after this word
	clmulh a6, a6, t3
	clmul a7, a4, a3
	clmul s1, a5, a3
	ld a4, 264(a1)
	ld a5, 392(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 16(a1)
	ld t5, 144(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 272(a1)
	ld a5, 400(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 24(a1)
	ld t5, 152(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 280(a1)
	ld a5, 408(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 32(a1)
	ld t5, 160(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 288(a1)
	ld a5, 416(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 40(a1)
	ld t5, 168(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 296(a1)
	ld a5, 424(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 48(a1)
	ld t5, 176(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 304(a1)
	ld a5, 432(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 56(a1)
	ld t5, 184(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 312(a1)
	ld a5, 440(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 64(a1)
	ld t5, 192(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 320(a1)
	ld a5, 448(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 72(a1)
	ld t5, 200(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 328(a1)
	ld a5, 456(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 80(a1)
	ld t5, 208(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 336(a1)
	ld a5, 464(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 88(a1)
	ld t5, 216(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 344(a1)
	ld a5, 472(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 96(a1)
	ld t5, 224(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 352(a1)
	ld a5, 480(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 104(a1)
	ld t5, 232(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 360(a1)
	ld a5, 488(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 112(a1)
	ld t5, 240(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 368(a1)
	ld a5, 496(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	ld t4, 120(a1)
	ld t5, 248(a1)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 376(a1)
	ld a5, 504(a1)
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	xor a0, a0, t4
	xor a6, a6, t5
	clmul a0, a0, a3
	clmul a6, a6, a3
	lla t4, .L_crc_barrett
	ld t5, 24(t4)
	clmulh a0, a0, t3
	clmulh a6, a6, t3
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, a3
	clmul s1, s1, a3
	ld a4, 32(t4)
	ld t4, 16(t4)	# the table's address last
	clmulh a7, a7, t3
	clmulh s1, s1, t3
	# join the chains: move each on over the runs after it, one Barrett step for all {
	clmul a0, a0, t4
	clmul a6, a6, t5
	clmul a7, a7, a4
	addi a1, a1, 512
	addi a2, a2, -512
	blt a2, zero, .L_chains_join
	ld t4, 0(a1)
	ld t5, 128(a1)
	ld a4, 256(a1)
	ld a5, 384(a1)
.L_chains_join:
	xor a0, a0, a6
	xor a0, a0, a7
	clmul a0, a0, a3
	clmulh a0, a0, t3
	xor a0, a0, s1
	# } join the chains: move each on over the runs after it, one Barrett step for all
	bge a2, zero, .L_chains_loop
.L_chains_rest:
	addi a2, a2, 512	# 0 .. 8*words-1 bytes left: whole words one at a time
	andi t5, a2, -8
	sub a2, a2, t5
	add t5, a1, t5
	bgeu a1, t5, .L_chains_done
.L_chains_one:
	ld t4, 0(a1)
	xor t4, t4, a0
	clmul t4, t4, a3
	clmulh a0, t4, t3
	addi a1, a1, 8
	bltu a1, t5, .L_chains_one
.L_chains_done:
	# pop_reg s1
	ld s1, 8(sp)
	addi sp, sp, 16
	lla a7, .L_crc32c_table0
.L_bytes:
	beqz a2, .L_done
	add a6, a1, a2
.L_byte:
	lbu a5, 0(a1)
	xor a5, a5, a0
	andi a5, a5, 255
	slli a4, a5, 2
	add a4, a4, a7
	lwu t5, 0(a4)
	srli a0, a0, 8
	xor a0, a0, t5
	addi a1, a1, 1
	bltu a1, a6, .L_byte
.L_done:
	sext.w a0, a0	# return a Java int the way it came
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits
.L_crc_barrett:
	.quad 0x4869ec38dea713f1, 0x0000000105ec76f1, 0x00000000d270f1a2, 0x00000000b9e02b86, 0x000000000d3b6092
	.p2align 3
	# the byte table (table 0 of slicing-by-8)
.L_crc32c_table0:
	.word 0x00000000, 0xf26b8303, 0xe13b70f7, 0x1350f3f4, 0xc79a971f, 0x35f1141c, 0x26a1e7e8, 0xd4ca64eb
	.word 0x8ad958cf, 0x78b2dbcc, 0x6be22838, 0x9989ab3b, 0x4d43cfd0, 0xbf284cd3, 0xac78bf27, 0x5e133c24
	.word 0x105ec76f, 0xe235446c, 0xf165b798, 0x030e349b, 0xd7c45070, 0x25afd373, 0x36ff2087, 0xc494a384
	.word 0x9a879fa0, 0x68ec1ca3, 0x7bbcef57, 0x89d76c54, 0x5d1d08bf, 0xaf768bbc, 0xbc267848, 0x4e4dfb4b
	.word 0x20bd8ede, 0xd2d60ddd, 0xc186fe29, 0x33ed7d2a, 0xe72719c1, 0x154c9ac2, 0x061c6936, 0xf477ea35
	.word 0xaa64d611, 0x580f5512, 0x4b5fa6e6, 0xb93425e5, 0x6dfe410e, 0x9f95c20d, 0x8cc531f9, 0x7eaeb2fa
	.word 0x30e349b1, 0xc288cab2, 0xd1d83946, 0x23b3ba45, 0xf779deae, 0x05125dad, 0x1642ae59, 0xe4292d5a
	.word 0xba3a117e, 0x4851927d, 0x5b016189, 0xa96ae28a, 0x7da08661, 0x8fcb0562, 0x9c9bf696, 0x6ef07595
	.word 0x417b1dbc, 0xb3109ebf, 0xa0406d4b, 0x522bee48, 0x86e18aa3, 0x748a09a0, 0x67dafa54, 0x95b17957
	.word 0xcba24573, 0x39c9c670, 0x2a993584, 0xd8f2b687, 0x0c38d26c, 0xfe53516f, 0xed03a29b, 0x1f682198
	.word 0x5125dad3, 0xa34e59d0, 0xb01eaa24, 0x42752927, 0x96bf4dcc, 0x64d4cecf, 0x77843d3b, 0x85efbe38
	.word 0xdbfc821c, 0x2997011f, 0x3ac7f2eb, 0xc8ac71e8, 0x1c661503, 0xee0d9600, 0xfd5d65f4, 0x0f36e6f7
	.word 0x61c69362, 0x93ad1061, 0x80fde395, 0x72966096, 0xa65c047d, 0x5437877e, 0x4767748a, 0xb50cf789
	.word 0xeb1fcbad, 0x197448ae, 0x0a24bb5a, 0xf84f3859, 0x2c855cb2, 0xdeeedfb1, 0xcdbe2c45, 0x3fd5af46
	.word 0x7198540d, 0x83f3d70e, 0x90a324fa, 0x62c8a7f9, 0xb602c312, 0x44694011, 0x5739b3e5, 0xa55230e6
	.word 0xfb410cc2, 0x092a8fc1, 0x1a7a7c35, 0xe811ff36, 0x3cdb9bdd, 0xceb018de, 0xdde0eb2a, 0x2f8b6829
	.word 0x82f63b78, 0x709db87b, 0x63cd4b8f, 0x91a6c88c, 0x456cac67, 0xb7072f64, 0xa457dc90, 0x563c5f93
	.word 0x082f63b7, 0xfa44e0b4, 0xe9141340, 0x1b7f9043, 0xcfb5f4a8, 0x3dde77ab, 0x2e8e845f, 0xdce5075c
	.word 0x92a8fc17, 0x60c37f14, 0x73938ce0, 0x81f80fe3, 0x55326b08, 0xa759e80b, 0xb4091bff, 0x466298fc
	.word 0x1871a4d8, 0xea1a27db, 0xf94ad42f, 0x0b21572c, 0xdfeb33c7, 0x2d80b0c4, 0x3ed04330, 0xccbbc033
	.word 0xa24bb5a6, 0x502036a5, 0x4370c551, 0xb11b4652, 0x65d122b9, 0x97baa1ba, 0x84ea524e, 0x7681d14d
	.word 0x2892ed69, 0xdaf96e6a, 0xc9a99d9e, 0x3bc21e9d, 0xef087a76, 0x1d63f975, 0x0e330a81, 0xfc588982
	.word 0xb21572c9, 0x407ef1ca, 0x532e023e, 0xa145813d, 0x758fe5d6, 0x87e466d5, 0x94b49521, 0x66df1622
	.word 0x38cc2a06, 0xcaa7a905, 0xd9f75af1, 0x2b9cd9f2, 0xff56bd19, 0x0d3d3e1a, 0x1e6dcdee, 0xec064eed
	.word 0xc38d26c4, 0x31e6a5c7, 0x22b65633, 0xd0ddd530, 0x0417b1db, 0xf67c32d8, 0xe52cc12c, 0x1747422f
	.word 0x49547e0b, 0xbb3ffd08, 0xa86f0efc, 0x5a048dff, 0x8ecee914, 0x7ca56a17, 0x6ff599e3, 0x9d9e1ae0
	.word 0xd3d3e1ab, 0x21b862a8, 0x32e8915c, 0xc083125f, 0x144976b4, 0xe622f5b7, 0xf5720643, 0x07198540
	.word 0x590ab964, 0xab613a67, 0xb831c993, 0x4a5a4a90, 0x9e902e7b, 0x6cfbad78, 0x7fab5e8c, 0x8dc0dd8f
	.word 0xe330a81a, 0x115b2b19, 0x020bd8ed, 0xf0605bee, 0x24aa3f05, 0xd6c1bc06, 0xc5914ff2, 0x37faccf1
	.word 0x69e9f0d5, 0x9b8273d6, 0x88d28022, 0x7ab90321, 0xae7367ca, 0x5c18e4c9, 0x4f48173d, 0xbd23943e
	.word 0xf36e6f75, 0x0105ec76, 0x12551f82, 0xe03e9c81, 0x34f4f86a, 0xc69f7b69, 0xd5cf889d, 0x27a40b9e
	.word 0x79b737ba, 0x8bdcb4b9, 0x988c474d, 0x6ae7c44e, 0xbe2da0a5, 0x4c4623a6, 0x5f16d052, 0xad7d5351
	.size stubforge_updateBytesCRC32C, .-stubforge_updateBytesCRC32C
	.section .note.GNU-stack,"",@progbits
