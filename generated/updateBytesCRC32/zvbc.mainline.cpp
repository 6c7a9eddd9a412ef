// updateBytesCRC32[zvbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for mainline.
// updateBytesCRC32 [zvbc]: folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = 64..0; copied into the code by generate_updateBytesCRC32().
static const julong updateBytesCRC32_crc_fold_keys[133] = {
  0xb8bc676500000000UL, 0xb4e5b025f7011641UL, 0x00000001db710641UL, 0x0c7f3fc700000000UL, 0x3afb819b00000000UL, 0x20f5565000000000UL, 0xbacfa29700000000UL, 0x0d45bef400000000UL,
  0x90d5726100000000UL, 0x8c219e9c00000000UL, 0xb11134a000000000UL, 0x3701a77400000000UL, 0xd9b94c6300000000UL, 0xd3d8318800000000UL, 0x2645f83800000000UL, 0x68d7e22000000000UL,
  0x3af36f3c00000000UL, 0xecb4451e00000000UL, 0x9725393200000000UL, 0xac81ef7200000000UL, 0x4e06ac2200000000UL, 0x98482bfc00000000UL, 0xbd59dfe000000000UL, 0x70d6f25800000000UL,
  0xa4d735dd00000000UL, 0x2b635f4a00000000UL, 0x9eb4cedd00000000UL, 0xe850222500000000UL, 0x114e6b6100000000UL, 0xd86898e700000000UL, 0x762ac0ba00000000UL, 0x79417a7300000000UL,
  0xa2ef3d6b00000000UL, 0xf92b7ac100000000UL, 0x3266745100000000UL, 0xe4e4561000000000UL, 0xe57be23c00000000UL, 0x68b0d8a900000000UL, 0xa24cb55d00000000UL, 0x9eaa8e0800000000UL,
  0xb067384700000000UL, 0x4b7955d200000000UL, 0xbd35739300000000UL, 0x0c1bd37000000000UL, 0x0149f5ee00000000UL, 0x79a715da00000000UL, 0x4bd56e7800000000UL, 0xc2d4d8b300000000UL,
  0xc0586e2800000000UL, 0xcbd5b26d00000000UL, 0xfcda35ec00000000UL, 0x7cc8e1e700000000UL, 0x27d0443c00000000UL, 0x8f739cb400000000UL, 0x733ffa0b00000000UL, 0x67f7947600000000UL,
  0xdeb15a1f00000000UL, 0x199560db00000000UL, 0x72d2649a00000000UL, 0x7d657a1000000000UL, 0x019866e800000000UL, 0x759fc69d00000000UL, 0x5a03a0cf00000000UL, 0x653d982200000000UL,
  0x69ccfc0d00000000UL, 0x9570d49500000000UL, 0x65673b4600000000UL, 0xb8bc676500000000UL, 0xc84f001c00000000UL, 0x91bd88e500000000UL, 0x4fb8c37b00000000UL, 0xac6e712300000000UL,
  0xf443cbab00000000UL, 0x7f3e27df00000000UL, 0x134c965700000000UL, 0x724bc5b900000000UL, 0x64efe7c000000000UL, 0xbef2ab4200000000UL, 0x10ad7d0d00000000UL, 0xcb30c57300000000UL,
  0xd70bb1ae00000000UL, 0x137d027a00000000UL, 0xce54db0400000000UL, 0x7ba6f5f900000000UL, 0x0ac2d90400000000UL, 0x670388b300000000UL, 0x1d8dc35700000000UL, 0x4897dc7e00000000UL,
  0xeddffcf900000000UL, 0x55b1249a00000000UL, 0xee574f0900000000UL, 0xfd9ec06e00000000UL, 0xfd226d1400000000UL, 0x0810ad8c00000000UL, 0x5b8e66db00000000UL, 0x5a01426100000000UL,
  0xa9c01dde00000000UL, 0xd65b0f1500000000UL, 0x84e700c100000000UL, 0x6c3fd52d00000000UL, 0xc78c44a100000000UL, 0x9ea69e7c00000000UL, 0xce1380f100000000UL, 0xdd7d21e300000000UL,
  0xbde2173700000000UL, 0x36db822000000000UL, 0xc06f231f00000000UL, 0x9a9a971100000000UL, 0xb52b503900000000UL, 0x52e07a5500000000UL, 0xc9ec595900000000UL, 0xda2f79e400000000UL,
  0xf8d22c1a00000000UL, 0x2032bfb500000000UL, 0x104538ce00000000UL, 0xed5b10cc00000000UL, 0x03f9f86300000000UL, 0xc4d49c3900000000UL, 0xd63a56a600000000UL, 0x523d48c400000000UL,
  0xc56d949600000000UL, 0xf09a54ac00000000UL, 0x1d5dce4400000000UL, 0x6dd804d900000000UL, 0x7406fa9500000000UL, 0xc64ac0b800000000UL, 0x101a233100000000UL, 0x8e42b13e00000000UL,
  0xcad38e8f00000000UL, 0x2a28386200000000UL, 0x01b5fd1d00000000UL, 0x9ba54c6f00000000UL, 0xdb71064100000000UL
};

// updateBytesCRC32 [zvbc]: the byte table (table 0 of slicing-by-8); copied into the code by generate_updateBytesCRC32().
static const juint updateBytesCRC32_crc32_table0[256] = {
  0x00000000UL, 0x77073096UL, 0xee0e612cUL, 0x990951baUL, 0x076dc419UL, 0x706af48fUL, 0xe963a535UL, 0x9e6495a3UL,
  0x0edb8832UL, 0x79dcb8a4UL, 0xe0d5e91eUL, 0x97d2d988UL, 0x09b64c2bUL, 0x7eb17cbdUL, 0xe7b82d07UL, 0x90bf1d91UL,
  0x1db71064UL, 0x6ab020f2UL, 0xf3b97148UL, 0x84be41deUL, 0x1adad47dUL, 0x6ddde4ebUL, 0xf4d4b551UL, 0x83d385c7UL,
  0x136c9856UL, 0x646ba8c0UL, 0xfd62f97aUL, 0x8a65c9ecUL, 0x14015c4fUL, 0x63066cd9UL, 0xfa0f3d63UL, 0x8d080df5UL,
  0x3b6e20c8UL, 0x4c69105eUL, 0xd56041e4UL, 0xa2677172UL, 0x3c03e4d1UL, 0x4b04d447UL, 0xd20d85fdUL, 0xa50ab56bUL,
  0x35b5a8faUL, 0x42b2986cUL, 0xdbbbc9d6UL, 0xacbcf940UL, 0x32d86ce3UL, 0x45df5c75UL, 0xdcd60dcfUL, 0xabd13d59UL,
  0x26d930acUL, 0x51de003aUL, 0xc8d75180UL, 0xbfd06116UL, 0x21b4f4b5UL, 0x56b3c423UL, 0xcfba9599UL, 0xb8bda50fUL,
  0x2802b89eUL, 0x5f058808UL, 0xc60cd9b2UL, 0xb10be924UL, 0x2f6f7c87UL, 0x58684c11UL, 0xc1611dabUL, 0xb6662d3dUL,
  0x76dc4190UL, 0x01db7106UL, 0x98d220bcUL, 0xefd5102aUL, 0x71b18589UL, 0x06b6b51fUL, 0x9fbfe4a5UL, 0xe8b8d433UL,
  0x7807c9a2UL, 0x0f00f934UL, 0x9609a88eUL, 0xe10e9818UL, 0x7f6a0dbbUL, 0x086d3d2dUL, 0x91646c97UL, 0xe6635c01UL,
  0x6b6b51f4UL, 0x1c6c6162UL, 0x856530d8UL, 0xf262004eUL, 0x6c0695edUL, 0x1b01a57bUL, 0x8208f4c1UL, 0xf50fc457UL,
  0x65b0d9c6UL, 0x12b7e950UL, 0x8bbeb8eaUL, 0xfcb9887cUL, 0x62dd1ddfUL, 0x15da2d49UL, 0x8cd37cf3UL, 0xfbd44c65UL,
  0x4db26158UL, 0x3ab551ceUL, 0xa3bc0074UL, 0xd4bb30e2UL, 0x4adfa541UL, 0x3dd895d7UL, 0xa4d1c46dUL, 0xd3d6f4fbUL,
  0x4369e96aUL, 0x346ed9fcUL, 0xad678846UL, 0xda60b8d0UL, 0x44042d73UL, 0x33031de5UL, 0xaa0a4c5fUL, 0xdd0d7cc9UL,
  0x5005713cUL, 0x270241aaUL, 0xbe0b1010UL, 0xc90c2086UL, 0x5768b525UL, 0x206f85b3UL, 0xb966d409UL, 0xce61e49fUL,
  0x5edef90eUL, 0x29d9c998UL, 0xb0d09822UL, 0xc7d7a8b4UL, 0x59b33d17UL, 0x2eb40d81UL, 0xb7bd5c3bUL, 0xc0ba6cadUL,
  0xedb88320UL, 0x9abfb3b6UL, 0x03b6e20cUL, 0x74b1d29aUL, 0xead54739UL, 0x9dd277afUL, 0x04db2615UL, 0x73dc1683UL,
  0xe3630b12UL, 0x94643b84UL, 0x0d6d6a3eUL, 0x7a6a5aa8UL, 0xe40ecf0bUL, 0x9309ff9dUL, 0x0a00ae27UL, 0x7d079eb1UL,
  0xf00f9344UL, 0x8708a3d2UL, 0x1e01f268UL, 0x6906c2feUL, 0xf762575dUL, 0x806567cbUL, 0x196c3671UL, 0x6e6b06e7UL,
  0xfed41b76UL, 0x89d32be0UL, 0x10da7a5aUL, 0x67dd4accUL, 0xf9b9df6fUL, 0x8ebeeff9UL, 0x17b7be43UL, 0x60b08ed5UL,
  0xd6d6a3e8UL, 0xa1d1937eUL, 0x38d8c2c4UL, 0x4fdff252UL, 0xd1bb67f1UL, 0xa6bc5767UL, 0x3fb506ddUL, 0x48b2364bUL,
  0xd80d2bdaUL, 0xaf0a1b4cUL, 0x36034af6UL, 0x41047a60UL, 0xdf60efc3UL, 0xa867df55UL, 0x316e8eefUL, 0x4669be79UL,
  0xcb61b38cUL, 0xbc66831aUL, 0x256fd2a0UL, 0x5268e236UL, 0xcc0c7795UL, 0xbb0b4703UL, 0x220216b9UL, 0x5505262fUL,
  0xc5ba3bbeUL, 0xb2bd0b28UL, 0x2bb45a92UL, 0x5cb36a04UL, 0xc2d7ffa7UL, 0xb5d0cf31UL, 0x2cd99e8bUL, 0x5bdeae1dUL,
  0x9b64c2b0UL, 0xec63f226UL, 0x756aa39cUL, 0x026d930aUL, 0x9c0906a9UL, 0xeb0e363fUL, 0x72076785UL, 0x05005713UL,
  0x95bf4a82UL, 0xe2b87a14UL, 0x7bb12baeUL, 0x0cb61b38UL, 0x92d28e9bUL, 0xe5d5be0dUL, 0x7cdcefb7UL, 0x0bdbdf21UL,
  0x86d3d2d4UL, 0xf1d4e242UL, 0x68ddb3f8UL, 0x1fda836eUL, 0x81be16cdUL, 0xf6b9265bUL, 0x6fb077e1UL, 0x18b74777UL,
  0x88085ae6UL, 0xff0f6a70UL, 0x66063bcaUL, 0x11010b5cUL, 0x8f659effUL, 0xf862ae69UL, 0x616bffd3UL, 0x166ccf45UL,
  0xa00ae278UL, 0xd70dd2eeUL, 0x4e048354UL, 0x3903b3c2UL, 0xa7672661UL, 0xd06016f7UL, 0x4969474dUL, 0x3e6e77dbUL,
  0xaed16a4aUL, 0xd9d65adcUL, 0x40df0b66UL, 0x37d83bf0UL, 0xa9bcae53UL, 0xdebb9ec5UL, 0x47b2cf7fUL, 0x30b5ffe9UL,
  0xbdbdf21cUL, 0xcabac28aUL, 0x53b39330UL, 0x24b4a3a6UL, 0xbad03605UL, 0xcdd70693UL, 0x54de5729UL, 0x23d967bfUL,
  0xb3667a2eUL, 0xc4614ab8UL, 0x5d681b02UL, 0x2a6f2b94UL, 0xb40bbe37UL, 0xc30c8ea1UL, 0x5a05df1bUL, 0x2d02ef8dUL
};

  /**
   * updateBytesCRC32 [zvbc]: lmul=4
   * RISC-V extensions: v, zvbc
   * Blob space: 2696 bytes (code, constant tables, entry alignment)
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  // needs assembler additions: vclmul_vx, vclmulh_vx
  address generate_updateBytesCRC32() {
    assert(UseCRC32Intrinsics, "updateBytesCRC32 needs UseCRC32Intrinsics");

    StubId stub_id = StubId::stubgen_updateBytesCRC32_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    Label L_crc_fold_keys, L_fold_long, L_table, L_fold_level, L_fold_start, L_fold_vector,
          L_fold_merge, L_fold_merge_keys, L_fold_block, L_fold_reduce, L_fold_word,
          L_crc32_table0, L_bytes, L_byte, L_done;

    const Register crc              = c_rarg0;
    const Register buf              = c_rarg1;
    const Register len              = c_rarg2;
    const Register lane_lo          = c_rarg0;
    const Register index            = c_rarg3;
    const Register poly             = c_rarg3;
    const Register stride           = c_rarg3;
    const Register entry            = c_rarg4;
    const Register mu               = c_rarg4;
    const Register odd              = c_rarg4;
    const Register end              = c_rarg5;
    const Register keys             = c_rarg6;
    const Register lane_hi          = c_rarg7;
    const Register consts           = t3;
    const Register table            = t3;
    const Register end2             = t4;
    const Register vl               = t4;
    const Register step             = t5;
    const Register word             = t5;
    const VectorRegister vword      = v1;
    const VectorRegister vprod      = v2;
    const VectorRegister vfold_even = v4;
    const VectorRegister vfold_odd  = v8;
    const VectorRegister vtmp0      = v12;
    const VectorRegister vtmp1      = v16;
    const VectorRegister vkey_even  = v20;
    const VectorRegister vkey_odd   = v24;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zext(crc, crc, 32);  // a Java int arrives sign-extended
    __ li(step, 16);
    __ bgeu(len, step, L_fold_long);
    __ li(step, 8);
    __ bltu(len, step, L_table);  // fewer than 8 bytes: the byte table only
    __ la(consts, L_crc_fold_keys);  // 8..15 bytes: one 8-byte step
    __ ld(mu, Address(consts, 8));
    __ ld(poly, Address(consts, 16));
    __ j(L_fold_word);

  __ bind(L_fold_long);
    __ la(consts, L_crc_fold_keys);
    // the lane carried into the next 16 bytes: the running
    // state (lane_lo) goes into the first 4 of them
    __ mv(lane_hi, zr);
    __ li(step, 32);
    __ bltu(len, step, L_fold_block);
    __ li(vl, 64);

    // vector folding: vl = min(VLMAX, 64) lanes of 16 bytes per step, then vl/2 ... 2
  __ bind(L_fold_level);
    // Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first lanes (under ta the spec
    // lets it clobber them; QEMU's rvv_ta_all_1s does not, so no test would notice).
    __ vsetvli(vl, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::tu);
    __ slli(step, vl, 4);  // bytes per step: 16*vl
    __ bgeu(len, step, L_fold_start);
    __ srli(vl, vl, 1);  // AVL = vl/2 <= VLMAX: granted exactly
    __ j(L_fold_level);

  __ bind(L_fold_start);
    __ slli(keys, vl, 3);
    __ sub(keys, consts, keys);  // consts - 8*vl: this vl's keys at fixed offsets from it
    __ ld(stride, Address(keys, 536));
    __ ld(odd, Address(keys, 1056));
    __ vmv_v_x(vkey_even, stride);
    __ vmv_v_x(vkey_odd, odd);
    __ li(stride, 16);  // one lane
    __ addi(odd, buf, 8);
    __ vlse64_v(vfold_even, buf, stride);
    __ vlse64_v(vfold_odd, odd, stride);
    __ vmv_x_s(end, vfold_even);  // the carried lane joins the first lane
    __ xorr(end, end, lane_lo);
    __ vmv_s_x(vfold_even, end);
    __ vmv_x_s(end, vfold_odd);
    __ xorr(end, end, lane_hi);
    __ vmv_s_x(vfold_odd, end);
    __ add(buf, buf, step);
    __ sub(len, len, step);
    __ neg(end, step);
    __ andr(end, len, end);  // whole steps left, in bytes
    __ sub(len, len, end);
    __ add(end, buf, end);
    __ bgeu(buf, end, L_fold_merge);

  __ bind(L_fold_vector);  // lanes = lanes * x^(128*vl) + next 16*vl bytes
    __ vclmulh_vv(vtmp0, vfold_even, vkey_even);
    __ vclmul_vv(vfold_even, vfold_even, vkey_even);
    __ vclmulh_vv(vtmp1, vfold_odd, vkey_odd);
    __ vclmul_vv(vfold_odd, vfold_odd, vkey_odd);
    __ vxor_vv(vfold_even, vfold_even, vfold_odd);
    __ vxor_vv(vfold_odd, vtmp0, vtmp1);
    __ vlse64_v(vtmp0, buf, stride);
    __ addi(odd, buf, 8);
    __ vlse64_v(vtmp1, odd, stride);
    __ vxor_vv(vfold_even, vfold_even, vtmp0);
    __ vxor_vv(vfold_odd, vfold_odd, vtmp1);
    __ add(buf, buf, step);
    __ bltu(buf, end, L_fold_vector);

  __ bind(L_fold_merge);  // sum over lanes m of lane m * x^(128*d(m))
    __ addi(keys, keys, 536);  // d = vl-m: the sum is the lane carried on
    __ bgeu(len, stride, L_fold_merge_keys);  // ... when 16 or more bytes follow
    __ addi(keys, keys, 8);  // else d = vl-1-m: the sum is the state itself

  __ bind(L_fold_merge_keys);
    __ vle64_v(vkey_even, keys);
    __ addi(keys, keys, 520);
    __ vle64_v(vkey_odd, keys);
    __ vclmul_vv(vtmp0, vfold_even, vkey_even);
    __ vclmulh_vv(vtmp1, vfold_even, vkey_even);
    __ vclmul_vv(vfold_even, vfold_odd, vkey_odd);
    __ vclmulh_vv(vfold_odd, vfold_odd, vkey_odd);
    __ vxor_vv(vtmp0, vtmp0, vfold_even);
    __ vxor_vv(vtmp1, vtmp1, vfold_odd);
    __ vmv_s_x(vfold_even, zr);  // the reductions' start value
    __ vredxor_vs(vfold_odd, vtmp0, vfold_even);
    __ vredxor_vs(vkey_even, vtmp1, vfold_even);
    __ vmv_x_s(lane_lo, vfold_odd);
    __ vmv_x_s(lane_hi, vkey_even);
    __ bltu(len, stride, L_fold_reduce);  // (stride is 16)
    __ li(step, 32);
    __ bltu(len, step, L_fold_block);
    __ srli(vl, vl, 1);  // 32 or more left, fewer than 16*vl: the next level
    __ j(L_fold_level);

  __ bind(L_fold_block);  // 16..31 bytes left: one block takes the carried lane
    __ ld(step, Address(buf));
    __ ld(end, Address(buf, 8));
    __ xorr(lane_lo, lane_lo, step);
    __ xorr(lane_hi, lane_hi, end);
    __ addi(buf, buf, 16);
    __ addi(len, len, -16);

  __ bind(L_fold_reduce);
    // 128 -> 64 bits, then Barrett: crc = (lo*x^64 + hi)*x^32 mod P, on one element
    __ ld(keys, Address(consts));
    __ ld(mu, Address(consts, 8));
    __ ld(poly, Address(consts, 16));
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_s_x(vword, lane_lo);
    __ vclmul_vx(vprod, vword, keys);  // lo * x^64: 95 bits, its first half only 32 wide
    __ vclmulh_vx(vword, vword, keys);
    __ vclmulh_vx(vprod, vprod, keys);  // those 32 bits * x^64 fit the second half
    __ vxor_vv(vword, vword, vprod);
    __ vxor_vx(vword, vword, lane_hi);  // z: 64 bits congruent to the lane
    __ vclmul_vx(vword, vword, mu);  // quotient (mu and poly: loaded before)
    __ vclmulh_vx(vword, vword, poly);  // remainder
    __ vmv_x_s(crc, vword);  // the new state, zero-extended

  __ bind(L_fold_word);  // 8 more bytes (length & 8): the same Barrett step on
    __ andi(step, len, 8);  // word ^ state is that word's CRC from the state
    __ beqz(step, L_table);
    __ ld(step, Address(buf));
    __ xorr(step, step, crc);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_s_x(vword, step);
    __ vclmul_vx(vword, vword, mu);
    __ vclmulh_vx(vword, vword, poly);
    __ vmv_x_s(crc, vword);
    __ addi(buf, buf, 8);
    __ addi(len, len, -8);

  __ bind(L_table);
    __ la(table, L_crc32_table0);

  __ bind(L_bytes);
    __ beqz(len, L_done);
    __ add(end2, buf, len);

  __ bind(L_byte);
    __ lbu(word, Address(buf));
    __ xorr(word, word, crc);
    __ andi(word, word, 0xff);
    __ slli(index, word, 2);
    __ add(index, index, table);
    __ lwu(entry, Address(index));
    __ srli(crc, crc, 8);
    __ xorr(crc, crc, entry);
    __ addi(buf, buf, 1);
    __ bltu(buf, end2, L_byte);

  __ bind(L_done);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    __ align(8);
  __ bind(L_crc_fold_keys);
    for (int i = 0; i < 133; i++) {
      __ emit_int64(updateBytesCRC32_crc_fold_keys[i]);
    }

    __ align(8);
  __ bind(L_crc32_table0);
    for (int i = 0; i < 256; i++) {
      __ emit_int32(updateBytesCRC32_crc32_table0[i]);
    }

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
