# updateBytesCRC32 [zbc] words=64, chains=4
# Made by stubforge 0.1.0 from kernels/crc32.py:crc32.
# Needs: rv64gc_zbc
# Registers, as the C++ names them: s1 = state3; a0 = crc; a1 = buf; a2 = len; a3 = word1, entry;
#   a4 = word2, index; a5 = word3, word; a6 = state1, end; a7 = state2, table; t3 = mu; t4 = poly;
#   t5 = word0
	.option norvc
	.option norelax
	.option arch, +zbc
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
	# One load register per chain, so that every chain's next word is loaded a whole step ahead (a
	# load takes 4 cycles on spacemit-x60's model): with four chains that is nine long-lived
	# registers besides the arguments, one more than the caller-saved pool holds, so s1 is saved
	# (two instructions at each end of the call). It stays taken after its restore.
	# push_reg s1
	addi sp, sp, -16
	sd s1, 8(sp)
	lla t5, .L_crc_barrett
	ld t3, 0(t5)
	ld t4, 8(t5)
	addi a2, a2, -512	# length counts down by a whole iteration at a time
	blt a2, zero, .L_chains_rest
	ld t5, 0(a1)
	ld a3, 128(a1)
	ld a4, 256(a1)
	ld a5, 384(a1)
.L_chains_loop:
	xor a0, a0, t5
	clmul a0, a0, t3	# quotient
	clmul a6, a3, t3
	ld t5, 8(a1)
	ld a3, 136(a1)
	clmulh a0, a0, t4	# remainder: chain i's state after this word
	clmulh a6, a6, t4
	clmul a7, a4, t3
	clmul s1, a5, t3
	ld a4, 264(a1)
	ld a5, 392(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 16(a1)
	ld a3, 144(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 272(a1)
	ld a5, 400(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 24(a1)
	ld a3, 152(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 280(a1)
	ld a5, 408(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 32(a1)
	ld a3, 160(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 288(a1)
	ld a5, 416(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 40(a1)
	ld a3, 168(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 296(a1)
	ld a5, 424(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 48(a1)
	ld a3, 176(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 304(a1)
	ld a5, 432(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 56(a1)
	ld a3, 184(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 312(a1)
	ld a5, 440(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 64(a1)
	ld a3, 192(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 320(a1)
	ld a5, 448(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 72(a1)
	ld a3, 200(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 328(a1)
	ld a5, 456(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 80(a1)
	ld a3, 208(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 336(a1)
	ld a5, 464(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 88(a1)
	ld a3, 216(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 344(a1)
	ld a5, 472(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 96(a1)
	ld a3, 224(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 352(a1)
	ld a5, 480(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 104(a1)
	ld a3, 232(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 360(a1)
	ld a5, 488(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 112(a1)
	ld a3, 240(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 368(a1)
	ld a5, 496(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	ld t5, 120(a1)
	ld a3, 248(a1)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 376(a1)
	ld a5, 504(a1)
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	xor a0, a0, t5
	xor a6, a6, a3
	clmul a0, a0, t3
	clmul a6, a6, t3
	lla t5, .L_crc_barrett
	ld a3, 24(t5)
	clmulh a0, a0, t4
	clmulh a6, a6, t4
	xor a7, a7, a4
	xor s1, s1, a5
	clmul a7, a7, t3
	clmul s1, s1, t3
	ld a4, 32(t5)
	ld t5, 16(t5)	# the table's address last
	clmulh a7, a7, t4
	clmulh s1, s1, t4
	# join the chains: move each on over the runs after it, one Barrett step for all {
	clmul a0, a0, t5
	clmul a6, a6, a3
	clmul a7, a7, a4
	addi a1, a1, 512
	addi a2, a2, -512
	blt a2, zero, .L_chains_join
	ld t5, 0(a1)
	ld a3, 128(a1)
	ld a4, 256(a1)
	ld a5, 384(a1)
.L_chains_join:
	xor a0, a0, a6
	xor a0, a0, a7
	clmul a0, a0, t3
	clmulh a0, a0, t4
	xor a0, a0, s1
	# } join the chains: move each on over the runs after it, one Barrett step for all
	bge a2, zero, .L_chains_loop
.L_chains_rest:
	addi a2, a2, 512	# 0 .. 8*words-1 bytes left: whole words one at a time
	andi a3, a2, -8
	sub a2, a2, a3
	add a3, a1, a3
	bgeu a1, a3, .L_chains_done
.L_chains_one:
	ld t5, 0(a1)
	xor t5, t5, a0
	clmul t5, t5, t3
	clmulh a0, t5, t4
	addi a1, a1, 8
	bltu a1, a3, .L_chains_one
.L_chains_done:
	# pop_reg s1
	ld s1, 8(sp)
	addi sp, sp, 16
	lla a7, .L_crc32_table0
.L_bytes:
	beqz a2, .L_done
	add a6, a1, a2
.L_byte:
	lbu a5, 0(a1)
	xor a5, a5, a0
	andi a5, a5, 255
	slli a4, a5, 2
	add a4, a4, a7
	lwu a3, 0(a4)
	srli a0, a0, 8
	xor a0, a0, a3
	addi a1, a1, 1
	bltu a1, a6, .L_byte
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
	# Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits
.L_crc_barrett:
	.quad 0xb4e5b025f7011641, 0x00000001db710641, 0x00000000d31343ea, 0x00000000e95c1271, 0x00000000910eeec1
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
