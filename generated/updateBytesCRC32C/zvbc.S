# updateBytesCRC32C [zvbc] lmul=4
# Made by stubforge 0.1.0 from kernels/crc32.py:crc32.
# Needs: rv64gc_v_zvbc
# Registers, as the C++ names them: a0 = crc, lane_lo; a1 = buf; a2 = len; a3 = consts, table;
#   a4 = mu, odd, entry; a5 = end; a6 = keys; a7 = lane_hi; t3 = vl, end2; t4 = step, word;
#   t5 = poly, stride, index; v1 = vword; v2 = vprod; v4-v7 = vfold_even; v8-v11 = vfold_odd;
#   v12-v15 = vtmp0; v16-v19 = vtmp1; v20-v23 = vkey_even; v24-v27 = vkey_odd
	.option norvc
	.option norelax
	.option arch, +v, +zvbc
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
	# li t4, 16
	addiw t4, zero, 16
	bgeu a2, t4, .L_fold_long
	# li t4, 8
	addiw t4, zero, 8
	bltu a2, t4, .L_table	# fewer than 8 bytes: the byte table only
	lla a3, .L_crc_fold_keys	# 8..15 bytes: one 8-byte step
	ld a4, 8(a3)
	ld t5, 16(a3)
	j .L_fold_word
.L_fold_long:
	lla a3, .L_crc_fold_keys
	# the lane carried into the next 16 bytes: the running
	# state (lane_lo) goes into the first 4 of them
	mv a7, zero
	# li t4, 32
	addiw t4, zero, 32
	bltu a2, t4, .L_fold_block
	# li t3, 64
	addiw t3, zero, 64
	# vector folding: vl = min(VLMAX, 64) lanes of 16 bytes per step, then vl/2 ... 2
.L_fold_level:
	# Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first lanes (under ta the spec
	# lets it clobber them; QEMU's rvv_ta_all_1s does not, so no test would notice).
	vsetvli t3, t3, e64, m4, tu, ma
	slli t4, t3, 4	# bytes per step: 16*vl
	bgeu a2, t4, .L_fold_start
	srli t3, t3, 1	# AVL = vl/2 <= VLMAX: granted exactly
	j .L_fold_level
.L_fold_start:
	slli a6, t3, 3
	sub a6, a3, a6	# consts - 8*vl: this vl's keys at fixed offsets from it
	ld t5, 536(a6)
	ld a4, 1056(a6)
	vmv.v.x v20, t5
	vmv.v.x v24, a4
	# li t5, 16	# one lane
	addiw t5, zero, 16
	addi a4, a1, 8
	vlse64.v v4, (a1), t5
	vlse64.v v8, (a4), t5
	vmv.x.s a5, v4	# the carried lane joins the first lane
	xor a5, a5, a0
	vmv.s.x v4, a5
	vmv.x.s a5, v8
	xor a5, a5, a7
	vmv.s.x v8, a5
	add a1, a1, t4
	sub a2, a2, t4
	neg a5, t4
	and a5, a2, a5	# whole steps left, in bytes
	sub a2, a2, a5
	add a5, a1, a5
	bgeu a1, a5, .L_fold_merge
.L_fold_vector:	# lanes = lanes * x^(128*vl) + next 16*vl bytes
	vclmulh.vv v12, v4, v20
	vclmul.vv v4, v4, v20
	vclmulh.vv v16, v8, v24
	vclmul.vv v8, v8, v24
	vxor.vv v4, v4, v8
	vxor.vv v8, v12, v16
	vlse64.v v12, (a1), t5
	addi a4, a1, 8
	vlse64.v v16, (a4), t5
	vxor.vv v4, v4, v12
	vxor.vv v8, v8, v16
	add a1, a1, t4
	bltu a1, a5, .L_fold_vector
.L_fold_merge:	# sum over lanes m of lane m * x^(128*d(m))
	addi a6, a6, 536	# d = vl-m: the sum is the lane carried on
	bgeu a2, t5, .L_fold_merge_keys	# ... when 16 or more bytes follow
	addi a6, a6, 8	# else d = vl-1-m: the sum is the state itself
.L_fold_merge_keys:
	vle64.v v20, (a6)
	addi a6, a6, 520
	vle64.v v24, (a6)
	vclmul.vv v12, v4, v20
	vclmulh.vv v16, v4, v20
	vclmul.vv v4, v8, v24
	vclmulh.vv v8, v8, v24
	vxor.vv v12, v12, v4
	vxor.vv v16, v16, v8
	vmv.s.x v4, zero	# the reductions' start value
	vredxor.vs v8, v12, v4
	vredxor.vs v20, v16, v4
	vmv.x.s a0, v8
	vmv.x.s a7, v20
	bltu a2, t5, .L_fold_reduce	# (stride is 16)
	# li t4, 32
	addiw t4, zero, 32
	bltu a2, t4, .L_fold_block
	srli t3, t3, 1	# 32 or more left, fewer than 16*vl: the next level
	j .L_fold_level
.L_fold_block:	# 16..31 bytes left: one block takes the carried lane
	ld t4, 0(a1)
	ld a5, 8(a1)
	xor a0, a0, t4
	xor a7, a7, a5
	addi a1, a1, 16
	addi a2, a2, -16
.L_fold_reduce:
	# 128 -> 64 bits, then Barrett: crc = (lo*x^64 + hi)*x^32 mod P, on one element
	ld a6, 0(a3)
	ld a4, 8(a3)
	ld t5, 16(a3)
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.s.x v1, a0
	vclmul.vx v2, v1, a6	# lo * x^64: 95 bits, its first half only 32 wide
	vclmulh.vx v1, v1, a6
	vclmulh.vx v2, v2, a6	# those 32 bits * x^64 fit the second half
	vxor.vv v1, v1, v2
	vxor.vx v1, v1, a7	# z: 64 bits congruent to the lane
	vclmul.vx v1, v1, a4	# quotient (mu and poly: loaded before)
	vclmulh.vx v1, v1, t5	# remainder
	vmv.x.s a0, v1	# the new state, zero-extended
.L_fold_word:	# 8 more bytes (length & 8): the same Barrett step on
	andi t4, a2, 8	# word ^ state is that word's CRC from the state
	beqz t4, .L_table
	ld t4, 0(a1)
	xor t4, t4, a0
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.s.x v1, t4
	vclmul.vx v1, v1, a4
	vclmulh.vx v1, v1, t5
	vmv.x.s a0, v1
	addi a1, a1, 8
	addi a2, a2, -8
.L_table:
	lla a3, .L_crc32c_table0
.L_bytes:
	beqz a2, .L_done
	add t3, a1, a2
.L_byte:
	lbu t4, 0(a1)
	xor t4, t4, a0
	andi t4, t4, 255
	slli t5, t4, 2
	add t5, t5, a3
	lwu a4, 0(t5)
	srli a0, a0, 8
	xor a0, a0, a4
	addi a1, a1, 1
	bltu a1, t3, .L_byte
.L_done:
	sext.w a0, a0	# return a Java int the way it came
	# leave
	addi sp, s0, -16
	ld s0, 0(sp)
	ld ra, 8(sp)
	addi sp, sp, 16
	ret
	.p2align 3
	# folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = 64..0
.L_crc_fold_keys:
	.quad 0xdd45aab800000000, 0x4869ec38dea713f1, 0x0000000105ec76f1, 0x3076054e00000000, 0x845dd03d00000000, 0x887a7d6600000000, 0xb4d929dc00000000, 0xf8f3eec000000000
	.quad 0x77350f6200000000, 0x09e67b2400000000, 0x2b6b538800000000, 0x2f8cf85500000000, 0x7799741500000000, 0x655a266900000000, 0x84c7030a00000000, 0x70abb14f00000000
	.quad 0x081213e000000000, 0xa21a10dd00000000, 0xeccc4a3800000000, 0x784d05fe00000000, 0x04eb568800000000, 0x91dc520a00000000, 0x1a66ff3c00000000, 0x0783ad1700000000
	.quad 0xec2c253000000000, 0x4d0b3fee00000000, 0x9457c2de00000000, 0x6b1caedb00000000, 0xb41cbe7b00000000, 0xf53653f700000000, 0x374e20dc00000000, 0xb9b0341700000000
	.quad 0xa624e86400000000, 0x1654708400000000, 0xcc6e546200000000, 0x75bda45400000000, 0x75c7fca700000000, 0xdc6b096d00000000, 0x5055faad00000000, 0x06d5315100000000
	.quad 0xbed4d93f00000000, 0x1c498bd000000000, 0x09232f2300000000, 0x3dc0a1c400000000, 0xf331dfab00000000, 0xf1b1c6e400000000, 0xa769f8fb00000000, 0x35f9878600000000
	.quad 0xab37b19200000000, 0x8f2b7ed100000000, 0x5022883e00000000, 0xe9a5d8be00000000, 0xce93766100000000, 0x0d62d3a300000000, 0xe6040d5a00000000, 0x7ccbbbf200000000
	.quad 0xacecf92400000000, 0x3207b4fe00000000, 0xcf23ab1000000000, 0x6577b24500000000, 0x169472b600000000, 0xc92f998d00000000, 0x1c42da4300000000, 0x1c19243b00000000
	.quad 0xa46ef4aa00000000, 0x33ccbbbc00000000, 0x3743f7bd00000000, 0xdd45aab800000000, 0xcdc220dd00000000, 0xa7afa7ea00000000, 0x957f901e00000000, 0xcc1ed7c400000000
	.quad 0xc520d38c00000000, 0x027518a700000000, 0x61658aab00000000, 0x2ee1983600000000, 0xca9f09ce00000000, 0xd595154600000000, 0x72e4f0b000000000, 0xf0925d7f00000000
	.quad 0xd9b82c5d00000000, 0x6298626500000000, 0x8857b79f00000000, 0xceb10eba00000000, 0xc63764e600000000, 0x3fcb729000000000, 0x4fafb81d00000000, 0xb516e7fb00000000
	.quad 0x49b080e800000000, 0x5e4f131100000000, 0x4d72e54200000000, 0x73a440c000000000, 0x6d3e926f00000000, 0x3a6bb79600000000, 0xcf8d5f6800000000, 0x246144fa00000000
	.quad 0x18de7bbf00000000, 0xad1336f100000000, 0x382aa4f600000000, 0xcd02b25100000000, 0xe986c14800000000, 0x378d710300000000, 0x8857e0fd00000000, 0x01eb0bf700000000
	.quad 0xcb65cf9500000000, 0x82032e0200000000, 0xf4e995fd00000000, 0x349f9c8e00000000, 0xcfb6589400000000, 0xbb8bd1cb00000000, 0x87466f2100000000, 0xfbf3ec2a00000000
	.quad 0x258d3fc900000000, 0xd1ca237700000000, 0x25605e4000000000, 0x6a921b6600000000, 0x1426a81500000000, 0x048dc5cc00000000, 0xad32746200000000, 0x5706002200000000
	.quad 0x31c9460800000000, 0xc54608cd00000000, 0x3fc16b8600000000, 0xcf51951700000000, 0x7417153f00000000, 0x963e61cd00000000, 0x3365346a00000000, 0x6d883e3800000000
	.quad 0x75bba45b00000000, 0x6051243f00000000, 0xa2158b3400000000, 0x3171d43000000000, 0x05ec76f100000000
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
