# updateBytesCRC32 [zvbc] lmul=4
# Made by stubforge 0.1.0 from kernels/crc32.py:crc32.
# Needs: rv64gc_v_zvbc
# Registers, as the C++ names them: a0 = crc, lane_lo; a1 = buf; a2 = len; a3 = poly, stride, index;
#   a4 = mu, odd, entry; a5 = end; a6 = keys; a7 = lane_hi; t3 = consts, table; t4 = vl, end2;
#   t5 = step, word; v1 = vword; v2 = vprod; v4-v7 = vfold_even; v8-v11 = vfold_odd;
#   v12-v15 = vtmp0; v16-v19 = vtmp1; v20-v23 = vkey_even; v24-v27 = vkey_odd
	.option norvc
	.option norelax
	.option arch, +v, +zvbc
	.text
	.p2align 3
	.globl stubforge_updateBytesCRC32
	.type stubforge_updateBytesCRC32, @function
stubforge_updateBytesCRC32:
	# enter
	addi sp, sp, -16
	sd ra, 8(sp)
	sd s0, 0(sp)
	addi s0, sp, 16
	not a0, a0
	# zext.w a0, a0	# a Java int arrives sign-extended
	slli a0, a0, 32
	srli a0, a0, 32
	# li t5, 16
	addiw t5, zero, 16
	bgeu a2, t5, .L_fold_long
	# li t5, 8
	addiw t5, zero, 8
	bltu a2, t5, .L_table	# fewer than 8 bytes: the byte table only
	lla t3, .L_crc_fold_keys	# 8..15 bytes: one 8-byte step
	ld a4, 8(t3)
	ld a3, 16(t3)
	j .L_fold_word
.L_fold_long:
	lla t3, .L_crc_fold_keys
	# the lane carried into the next 16 bytes: the running
	# state (lane_lo) goes into the first 4 of them
	mv a7, zero
	# li t5, 32
	addiw t5, zero, 32
	bltu a2, t5, .L_fold_block
	# li t4, 64
	addiw t4, zero, 64
	# vector folding: vl = min(VLMAX, 64) lanes of 16 bytes per step, then vl/2 ... 2
.L_fold_level:
	# Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first lanes (under ta the spec
	# lets it clobber them; QEMU's rvv_ta_all_1s does not, so no test would notice).
	vsetvli t4, t4, e64, m4, tu, ma
	slli t5, t4, 4	# bytes per step: 16*vl
	bgeu a2, t5, .L_fold_start
	srli t4, t4, 1	# AVL = vl/2 <= VLMAX: granted exactly
	j .L_fold_level
.L_fold_start:
	slli a6, t4, 3
	sub a6, t3, a6	# consts - 8*vl: this vl's keys at fixed offsets from it
	ld a3, 536(a6)
	ld a4, 1056(a6)
	vmv.v.x v20, a3
	vmv.v.x v24, a4
	# li a3, 16	# one lane
	addiw a3, zero, 16
	addi a4, a1, 8
	vlse64.v v4, (a1), a3
	vlse64.v v8, (a4), a3
	vmv.x.s a5, v4	# the carried lane joins the first lane
	xor a5, a5, a0
	vmv.s.x v4, a5
	vmv.x.s a5, v8
	xor a5, a5, a7
	vmv.s.x v8, a5
	add a1, a1, t5
	sub a2, a2, t5
	neg a5, t5
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
	vlse64.v v12, (a1), a3
	addi a4, a1, 8
	vlse64.v v16, (a4), a3
	vxor.vv v4, v4, v12
	vxor.vv v8, v8, v16
	add a1, a1, t5
	bltu a1, a5, .L_fold_vector
.L_fold_merge:	# sum over lanes m of lane m * x^(128*d(m))
	addi a6, a6, 536	# d = vl-m: the sum is the lane carried on
	bgeu a2, a3, .L_fold_merge_keys	# ... when 16 or more bytes follow
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
	bltu a2, a3, .L_fold_reduce	# (stride is 16)
	# li t5, 32
	addiw t5, zero, 32
	bltu a2, t5, .L_fold_block
	srli t4, t4, 1	# 32 or more left, fewer than 16*vl: the next level
	j .L_fold_level
.L_fold_block:	# 16..31 bytes left: one block takes the carried lane
	ld t5, 0(a1)
	ld a5, 8(a1)
	xor a0, a0, t5
	xor a7, a7, a5
	addi a1, a1, 16
	addi a2, a2, -16
.L_fold_reduce:
	# 128 -> 64 bits, then Barrett: crc = (lo*x^64 + hi)*x^32 mod P, on one element
	ld a6, 0(t3)
	ld a4, 8(t3)
	ld a3, 16(t3)
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.s.x v1, a0
	vclmul.vx v2, v1, a6	# lo * x^64: 95 bits, its first half only 32 wide
	vclmulh.vx v1, v1, a6
	vclmulh.vx v2, v2, a6	# those 32 bits * x^64 fit the second half
	vxor.vv v1, v1, v2
	vxor.vx v1, v1, a7	# z: 64 bits congruent to the lane
	vclmul.vx v1, v1, a4	# quotient (mu and poly: loaded before)
	vclmulh.vx v1, v1, a3	# remainder
	vmv.x.s a0, v1	# the new state, zero-extended
.L_fold_word:	# 8 more bytes (length & 8): the same Barrett step on
	andi t5, a2, 8	# word ^ state is that word's CRC from the state
	beqz t5, .L_table
	ld t5, 0(a1)
	xor t5, t5, a0
	vsetivli zero, 1, e64, m1, ta, ma
	vmv.s.x v1, t5
	vclmul.vx v1, v1, a4
	vclmulh.vx v1, v1, a3
	vmv.x.s a0, v1
	addi a1, a1, 8
	addi a2, a2, -8
.L_table:
	lla t3, .L_crc32_table0
.L_bytes:
	beqz a2, .L_done
	add t4, a1, a2
.L_byte:
	lbu t5, 0(a1)
	xor t5, t5, a0
	andi t5, t5, 255
	slli a3, t5, 2
	add a3, a3, t3
	lwu a4, 0(a3)
	srli a0, a0, 8
	xor a0, a0, a4
	addi a1, a1, 1
	bltu a1, t4, .L_byte
.L_done:
	not a0, a0
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
	.quad 0xb8bc676500000000, 0xb4e5b025f7011641, 0x00000001db710641, 0x0c7f3fc700000000, 0x3afb819b00000000, 0x20f5565000000000, 0xbacfa29700000000, 0x0d45bef400000000
	.quad 0x90d5726100000000, 0x8c219e9c00000000, 0xb11134a000000000, 0x3701a77400000000, 0xd9b94c6300000000, 0xd3d8318800000000, 0x2645f83800000000, 0x68d7e22000000000
	.quad 0x3af36f3c00000000, 0xecb4451e00000000, 0x9725393200000000, 0xac81ef7200000000, 0x4e06ac2200000000, 0x98482bfc00000000, 0xbd59dfe000000000, 0x70d6f25800000000
	.quad 0xa4d735dd00000000, 0x2b635f4a00000000, 0x9eb4cedd00000000, 0xe850222500000000, 0x114e6b6100000000, 0xd86898e700000000, 0x762ac0ba00000000, 0x79417a7300000000
	.quad 0xa2ef3d6b00000000, 0xf92b7ac100000000, 0x3266745100000000, 0xe4e4561000000000, 0xe57be23c00000000, 0x68b0d8a900000000, 0xa24cb55d00000000, 0x9eaa8e0800000000
	.quad 0xb067384700000000, 0x4b7955d200000000, 0xbd35739300000000, 0x0c1bd37000000000, 0x0149f5ee00000000, 0x79a715da00000000, 0x4bd56e7800000000, 0xc2d4d8b300000000
	.quad 0xc0586e2800000000, 0xcbd5b26d00000000, 0xfcda35ec00000000, 0x7cc8e1e700000000, 0x27d0443c00000000, 0x8f739cb400000000, 0x733ffa0b00000000, 0x67f7947600000000
	.quad 0xdeb15a1f00000000, 0x199560db00000000, 0x72d2649a00000000, 0x7d657a1000000000, 0x019866e800000000, 0x759fc69d00000000, 0x5a03a0cf00000000, 0x653d982200000000
	.quad 0x69ccfc0d00000000, 0x9570d49500000000, 0x65673b4600000000, 0xb8bc676500000000, 0xc84f001c00000000, 0x91bd88e500000000, 0x4fb8c37b00000000, 0xac6e712300000000
	.quad 0xf443cbab00000000, 0x7f3e27df00000000, 0x134c965700000000, 0x724bc5b900000000, 0x64efe7c000000000, 0xbef2ab4200000000, 0x10ad7d0d00000000, 0xcb30c57300000000
	.quad 0xd70bb1ae00000000, 0x137d027a00000000, 0xce54db0400000000, 0x7ba6f5f900000000, 0x0ac2d90400000000, 0x670388b300000000, 0x1d8dc35700000000, 0x4897dc7e00000000
	.quad 0xeddffcf900000000, 0x55b1249a00000000, 0xee574f0900000000, 0xfd9ec06e00000000, 0xfd226d1400000000, 0x0810ad8c00000000, 0x5b8e66db00000000, 0x5a01426100000000
	.quad 0xa9c01dde00000000, 0xd65b0f1500000000, 0x84e700c100000000, 0x6c3fd52d00000000, 0xc78c44a100000000, 0x9ea69e7c00000000, 0xce1380f100000000, 0xdd7d21e300000000
	.quad 0xbde2173700000000, 0x36db822000000000, 0xc06f231f00000000, 0x9a9a971100000000, 0xb52b503900000000, 0x52e07a5500000000, 0xc9ec595900000000, 0xda2f79e400000000
	.quad 0xf8d22c1a00000000, 0x2032bfb500000000, 0x104538ce00000000, 0xed5b10cc00000000, 0x03f9f86300000000, 0xc4d49c3900000000, 0xd63a56a600000000, 0x523d48c400000000
	.quad 0xc56d949600000000, 0xf09a54ac00000000, 0x1d5dce4400000000, 0x6dd804d900000000, 0x7406fa9500000000, 0xc64ac0b800000000, 0x101a233100000000, 0x8e42b13e00000000
	.quad 0xcad38e8f00000000, 0x2a28386200000000, 0x01b5fd1d00000000, 0x9ba54c6f00000000, 0xdb71064100000000
	.p2align 3
	# the byte table (table 0 of slicing-by-8)
.L_crc32_table0:
	.word 0x00000000, 0x77073096, 0xee0e612c, 0x990951ba, 0x076dc419, 0x706af48f, 0xe963a535, 0x9e6495a3
	.word 0x0edb8832, 0x79dcb8a4, 0xe0d5e91e, 0x97d2d988, 0x09b64c2b, 0x7eb17cbd, 0xe7b82d07, 0x90bf1d91
	.word 0x1db71064, 0x6ab020f2, 0xf3b97148, 0x84be41de, 0x1adad47d, 0x6ddde4eb, 0xf4d4b551, 0x83d385c7
	.word 0x136c9856, 0x646ba8c0, 0xfd62f97a, 0x8a65c9ec, 0x14015c4f, 0x63066cd9, 0xfa0f3d63, 0x8d080df5
	.word 0x3b6e20c8, 0x4c69105e, 0xd56041e4, 0xa2677172, 0x3c03e4d1, 0x4b04d447, 0xd20d85fd, 0xa50ab56b
	.word 0x35b5a8fa, 0x42b2986c, 0xdbbbc9d6, 0xacbcf940, 0x32d86ce3, 0x45df5c75, 0xdcd60dcf, 0xabd13d59
	.word 0x26d930ac, 0x51de003a, 0xc8d75180, 0xbfd06116, 0x21b4f4b5, 0x56b3c423, 0xcfba9599, 0xb8bda50f
	.word 0x2802b89e, 0x5f058808, 0xc60cd9b2, 0xb10be924, 0x2f6f7c87, 0x58684c11, 0xc1611dab, 0xb6662d3d
	.word 0x76dc4190, 0x01db7106, 0x98d220bc, 0xefd5102a, 0x71b18589, 0x06b6b51f, 0x9fbfe4a5, 0xe8b8d433
	.word 0x7807c9a2, 0x0f00f934, 0x9609a88e, 0xe10e9818, 0x7f6a0dbb, 0x086d3d2d, 0x91646c97, 0xe6635c01
	.word 0x6b6b51f4, 0x1c6c6162, 0x856530d8, 0xf262004e, 0x6c0695ed, 0x1b01a57b, 0x8208f4c1, 0xf50fc457
	.word 0x65b0d9c6, 0x12b7e950, 0x8bbeb8ea, 0xfcb9887c, 0x62dd1ddf, 0x15da2d49, 0x8cd37cf3, 0xfbd44c65
	.word 0x4db26158, 0x3ab551ce, 0xa3bc0074, 0xd4bb30e2, 0x4adfa541, 0x3dd895d7, 0xa4d1c46d, 0xd3d6f4fb
	.word 0x4369e96a, 0x346ed9fc, 0xad678846, 0xda60b8d0, 0x44042d73, 0x33031de5, 0xaa0a4c5f, 0xdd0d7cc9
	.word 0x5005713c, 0x270241aa, 0xbe0b1010, 0xc90c2086, 0x5768b525, 0x206f85b3, 0xb966d409, 0xce61e49f
	.word 0x5edef90e, 0x29d9c998, 0xb0d09822, 0xc7d7a8b4, 0x59b33d17, 0x2eb40d81, 0xb7bd5c3b, 0xc0ba6cad
	.word 0xedb88320, 0x9abfb3b6, 0x03b6e20c, 0x74b1d29a, 0xead54739, 0x9dd277af, 0x04db2615, 0x73dc1683
	.word 0xe3630b12, 0x94643b84, 0x0d6d6a3e, 0x7a6a5aa8, 0xe40ecf0b, 0x9309ff9d, 0x0a00ae27, 0x7d079eb1
	.word 0xf00f9344, 0x8708a3d2, 0x1e01f268, 0x6906c2fe, 0xf762575d, 0x806567cb, 0x196c3671, 0x6e6b06e7
	.word 0xfed41b76, 0x89d32be0, 0x10da7a5a, 0x67dd4acc, 0xf9b9df6f, 0x8ebeeff9, 0x17b7be43, 0x60b08ed5
	.word 0xd6d6a3e8, 0xa1d1937e, 0x38d8c2c4, 0x4fdff252, 0xd1bb67f1, 0xa6bc5767, 0x3fb506dd, 0x48b2364b
	.word 0xd80d2bda, 0xaf0a1b4c, 0x36034af6, 0x41047a60, 0xdf60efc3, 0xa867df55, 0x316e8eef, 0x4669be79
	.word 0xcb61b38c, 0xbc66831a, 0x256fd2a0, 0x5268e236, 0xcc0c7795, 0xbb0b4703, 0x220216b9, 0x5505262f
	.word 0xc5ba3bbe, 0xb2bd0b28, 0x2bb45a92, 0x5cb36a04, 0xc2d7ffa7, 0xb5d0cf31, 0x2cd99e8b, 0x5bdeae1d
	.word 0x9b64c2b0, 0xec63f226, 0x756aa39c, 0x026d930a, 0x9c0906a9, 0xeb0e363f, 0x72076785, 0x05005713
	.word 0x95bf4a82, 0xe2b87a14, 0x7bb12bae, 0x0cb61b38, 0x92d28e9b, 0xe5d5be0d, 0x7cdcefb7, 0x0bdbdf21
	.word 0x86d3d2d4, 0xf1d4e242, 0x68ddb3f8, 0x1fda836e, 0x81be16cd, 0xf6b9265b, 0x6fb077e1, 0x18b74777
	.word 0x88085ae6, 0xff0f6a70, 0x66063bca, 0x11010b5c, 0x8f659eff, 0xf862ae69, 0x616bffd3, 0x166ccf45
	.word 0xa00ae278, 0xd70dd2ee, 0x4e048354, 0x3903b3c2, 0xa7672661, 0xd06016f7, 0x4969474d, 0x3e6e77db
	.word 0xaed16a4a, 0xd9d65adc, 0x40df0b66, 0x37d83bf0, 0xa9bcae53, 0xdebb9ec5, 0x47b2cf7f, 0x30b5ffe9
	.word 0xbdbdf21c, 0xcabac28a, 0x53b39330, 0x24b4a3a6, 0xbad03605, 0xcdd70693, 0x54de5729, 0x23d967bf
	.word 0xb3667a2e, 0xc4614ab8, 0x5d681b02, 0x2a6f2b94, 0xb40bbe37, 0xc30c8ea1, 0x5a05df1b, 0x2d02ef8d
	.size stubforge_updateBytesCRC32, .-stubforge_updateBytesCRC32
	.section .note.GNU-stack,"",@progbits
