// updateBytesCRC32C[zvbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk27.
// updateBytesCRC32C [zvbc]: folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = 64..0; copied into the code by generate_updateBytesCRC32C().
static const julong updateBytesCRC32C_crc_fold_keys[133] = {
  0xdd45aab800000000UL, 0x4869ec38dea713f1UL, 0x0000000105ec76f1UL, 0x3076054e00000000UL, 0x845dd03d00000000UL, 0x887a7d6600000000UL, 0xb4d929dc00000000UL, 0xf8f3eec000000000UL,
  0x77350f6200000000UL, 0x09e67b2400000000UL, 0x2b6b538800000000UL, 0x2f8cf85500000000UL, 0x7799741500000000UL, 0x655a266900000000UL, 0x84c7030a00000000UL, 0x70abb14f00000000UL,
  0x081213e000000000UL, 0xa21a10dd00000000UL, 0xeccc4a3800000000UL, 0x784d05fe00000000UL, 0x04eb568800000000UL, 0x91dc520a00000000UL, 0x1a66ff3c00000000UL, 0x0783ad1700000000UL,
  0xec2c253000000000UL, 0x4d0b3fee00000000UL, 0x9457c2de00000000UL, 0x6b1caedb00000000UL, 0xb41cbe7b00000000UL, 0xf53653f700000000UL, 0x374e20dc00000000UL, 0xb9b0341700000000UL,
  0xa624e86400000000UL, 0x1654708400000000UL, 0xcc6e546200000000UL, 0x75bda45400000000UL, 0x75c7fca700000000UL, 0xdc6b096d00000000UL, 0x5055faad00000000UL, 0x06d5315100000000UL,
  0xbed4d93f00000000UL, 0x1c498bd000000000UL, 0x09232f2300000000UL, 0x3dc0a1c400000000UL, 0xf331dfab00000000UL, 0xf1b1c6e400000000UL, 0xa769f8fb00000000UL, 0x35f9878600000000UL,
  0xab37b19200000000UL, 0x8f2b7ed100000000UL, 0x5022883e00000000UL, 0xe9a5d8be00000000UL, 0xce93766100000000UL, 0x0d62d3a300000000UL, 0xe6040d5a00000000UL, 0x7ccbbbf200000000UL,
  0xacecf92400000000UL, 0x3207b4fe00000000UL, 0xcf23ab1000000000UL, 0x6577b24500000000UL, 0x169472b600000000UL, 0xc92f998d00000000UL, 0x1c42da4300000000UL, 0x1c19243b00000000UL,
  0xa46ef4aa00000000UL, 0x33ccbbbc00000000UL, 0x3743f7bd00000000UL, 0xdd45aab800000000UL, 0xcdc220dd00000000UL, 0xa7afa7ea00000000UL, 0x957f901e00000000UL, 0xcc1ed7c400000000UL,
  0xc520d38c00000000UL, 0x027518a700000000UL, 0x61658aab00000000UL, 0x2ee1983600000000UL, 0xca9f09ce00000000UL, 0xd595154600000000UL, 0x72e4f0b000000000UL, 0xf0925d7f00000000UL,
  0xd9b82c5d00000000UL, 0x6298626500000000UL, 0x8857b79f00000000UL, 0xceb10eba00000000UL, 0xc63764e600000000UL, 0x3fcb729000000000UL, 0x4fafb81d00000000UL, 0xb516e7fb00000000UL,
  0x49b080e800000000UL, 0x5e4f131100000000UL, 0x4d72e54200000000UL, 0x73a440c000000000UL, 0x6d3e926f00000000UL, 0x3a6bb79600000000UL, 0xcf8d5f6800000000UL, 0x246144fa00000000UL,
  0x18de7bbf00000000UL, 0xad1336f100000000UL, 0x382aa4f600000000UL, 0xcd02b25100000000UL, 0xe986c14800000000UL, 0x378d710300000000UL, 0x8857e0fd00000000UL, 0x01eb0bf700000000UL,
  0xcb65cf9500000000UL, 0x82032e0200000000UL, 0xf4e995fd00000000UL, 0x349f9c8e00000000UL, 0xcfb6589400000000UL, 0xbb8bd1cb00000000UL, 0x87466f2100000000UL, 0xfbf3ec2a00000000UL,
  0x258d3fc900000000UL, 0xd1ca237700000000UL, 0x25605e4000000000UL, 0x6a921b6600000000UL, 0x1426a81500000000UL, 0x048dc5cc00000000UL, 0xad32746200000000UL, 0x5706002200000000UL,
  0x31c9460800000000UL, 0xc54608cd00000000UL, 0x3fc16b8600000000UL, 0xcf51951700000000UL, 0x7417153f00000000UL, 0x963e61cd00000000UL, 0x3365346a00000000UL, 0x6d883e3800000000UL,
  0x75bba45b00000000UL, 0x6051243f00000000UL, 0xa2158b3400000000UL, 0x3171d43000000000UL, 0x05ec76f100000000UL
};

// updateBytesCRC32C [zvbc]: the byte table (table 0 of slicing-by-8); copied into the code by generate_updateBytesCRC32C().
static const juint updateBytesCRC32C_crc32c_table0[256] = {
  0x00000000UL, 0xf26b8303UL, 0xe13b70f7UL, 0x1350f3f4UL, 0xc79a971fUL, 0x35f1141cUL, 0x26a1e7e8UL, 0xd4ca64ebUL,
  0x8ad958cfUL, 0x78b2dbccUL, 0x6be22838UL, 0x9989ab3bUL, 0x4d43cfd0UL, 0xbf284cd3UL, 0xac78bf27UL, 0x5e133c24UL,
  0x105ec76fUL, 0xe235446cUL, 0xf165b798UL, 0x030e349bUL, 0xd7c45070UL, 0x25afd373UL, 0x36ff2087UL, 0xc494a384UL,
  0x9a879fa0UL, 0x68ec1ca3UL, 0x7bbcef57UL, 0x89d76c54UL, 0x5d1d08bfUL, 0xaf768bbcUL, 0xbc267848UL, 0x4e4dfb4bUL,
  0x20bd8edeUL, 0xd2d60dddUL, 0xc186fe29UL, 0x33ed7d2aUL, 0xe72719c1UL, 0x154c9ac2UL, 0x061c6936UL, 0xf477ea35UL,
  0xaa64d611UL, 0x580f5512UL, 0x4b5fa6e6UL, 0xb93425e5UL, 0x6dfe410eUL, 0x9f95c20dUL, 0x8cc531f9UL, 0x7eaeb2faUL,
  0x30e349b1UL, 0xc288cab2UL, 0xd1d83946UL, 0x23b3ba45UL, 0xf779deaeUL, 0x05125dadUL, 0x1642ae59UL, 0xe4292d5aUL,
  0xba3a117eUL, 0x4851927dUL, 0x5b016189UL, 0xa96ae28aUL, 0x7da08661UL, 0x8fcb0562UL, 0x9c9bf696UL, 0x6ef07595UL,
  0x417b1dbcUL, 0xb3109ebfUL, 0xa0406d4bUL, 0x522bee48UL, 0x86e18aa3UL, 0x748a09a0UL, 0x67dafa54UL, 0x95b17957UL,
  0xcba24573UL, 0x39c9c670UL, 0x2a993584UL, 0xd8f2b687UL, 0x0c38d26cUL, 0xfe53516fUL, 0xed03a29bUL, 0x1f682198UL,
  0x5125dad3UL, 0xa34e59d0UL, 0xb01eaa24UL, 0x42752927UL, 0x96bf4dccUL, 0x64d4cecfUL, 0x77843d3bUL, 0x85efbe38UL,
  0xdbfc821cUL, 0x2997011fUL, 0x3ac7f2ebUL, 0xc8ac71e8UL, 0x1c661503UL, 0xee0d9600UL, 0xfd5d65f4UL, 0x0f36e6f7UL,
  0x61c69362UL, 0x93ad1061UL, 0x80fde395UL, 0x72966096UL, 0xa65c047dUL, 0x5437877eUL, 0x4767748aUL, 0xb50cf789UL,
  0xeb1fcbadUL, 0x197448aeUL, 0x0a24bb5aUL, 0xf84f3859UL, 0x2c855cb2UL, 0xdeeedfb1UL, 0xcdbe2c45UL, 0x3fd5af46UL,
  0x7198540dUL, 0x83f3d70eUL, 0x90a324faUL, 0x62c8a7f9UL, 0xb602c312UL, 0x44694011UL, 0x5739b3e5UL, 0xa55230e6UL,
  0xfb410cc2UL, 0x092a8fc1UL, 0x1a7a7c35UL, 0xe811ff36UL, 0x3cdb9bddUL, 0xceb018deUL, 0xdde0eb2aUL, 0x2f8b6829UL,
  0x82f63b78UL, 0x709db87bUL, 0x63cd4b8fUL, 0x91a6c88cUL, 0x456cac67UL, 0xb7072f64UL, 0xa457dc90UL, 0x563c5f93UL,
  0x082f63b7UL, 0xfa44e0b4UL, 0xe9141340UL, 0x1b7f9043UL, 0xcfb5f4a8UL, 0x3dde77abUL, 0x2e8e845fUL, 0xdce5075cUL,
  0x92a8fc17UL, 0x60c37f14UL, 0x73938ce0UL, 0x81f80fe3UL, 0x55326b08UL, 0xa759e80bUL, 0xb4091bffUL, 0x466298fcUL,
  0x1871a4d8UL, 0xea1a27dbUL, 0xf94ad42fUL, 0x0b21572cUL, 0xdfeb33c7UL, 0x2d80b0c4UL, 0x3ed04330UL, 0xccbbc033UL,
  0xa24bb5a6UL, 0x502036a5UL, 0x4370c551UL, 0xb11b4652UL, 0x65d122b9UL, 0x97baa1baUL, 0x84ea524eUL, 0x7681d14dUL,
  0x2892ed69UL, 0xdaf96e6aUL, 0xc9a99d9eUL, 0x3bc21e9dUL, 0xef087a76UL, 0x1d63f975UL, 0x0e330a81UL, 0xfc588982UL,
  0xb21572c9UL, 0x407ef1caUL, 0x532e023eUL, 0xa145813dUL, 0x758fe5d6UL, 0x87e466d5UL, 0x94b49521UL, 0x66df1622UL,
  0x38cc2a06UL, 0xcaa7a905UL, 0xd9f75af1UL, 0x2b9cd9f2UL, 0xff56bd19UL, 0x0d3d3e1aUL, 0x1e6dcdeeUL, 0xec064eedUL,
  0xc38d26c4UL, 0x31e6a5c7UL, 0x22b65633UL, 0xd0ddd530UL, 0x0417b1dbUL, 0xf67c32d8UL, 0xe52cc12cUL, 0x1747422fUL,
  0x49547e0bUL, 0xbb3ffd08UL, 0xa86f0efcUL, 0x5a048dffUL, 0x8ecee914UL, 0x7ca56a17UL, 0x6ff599e3UL, 0x9d9e1ae0UL,
  0xd3d3e1abUL, 0x21b862a8UL, 0x32e8915cUL, 0xc083125fUL, 0x144976b4UL, 0xe622f5b7UL, 0xf5720643UL, 0x07198540UL,
  0x590ab964UL, 0xab613a67UL, 0xb831c993UL, 0x4a5a4a90UL, 0x9e902e7bUL, 0x6cfbad78UL, 0x7fab5e8cUL, 0x8dc0dd8fUL,
  0xe330a81aUL, 0x115b2b19UL, 0x020bd8edUL, 0xf0605beeUL, 0x24aa3f05UL, 0xd6c1bc06UL, 0xc5914ff2UL, 0x37faccf1UL,
  0x69e9f0d5UL, 0x9b8273d6UL, 0x88d28022UL, 0x7ab90321UL, 0xae7367caUL, 0x5c18e4c9UL, 0x4f48173dUL, 0xbd23943eUL,
  0xf36e6f75UL, 0x0105ec76UL, 0x12551f82UL, 0xe03e9c81UL, 0x34f4f86aUL, 0xc69f7b69UL, 0xd5cf889dUL, 0x27a40b9eUL,
  0x79b737baUL, 0x8bdcb4b9UL, 0x988c474dUL, 0x6ae7c44eUL, 0xbe2da0a5UL, 0x4c4623a6UL, 0x5f16d052UL, 0xad7d5351UL
};

  /**
   * updateBytesCRC32C [zvbc]: lmul=4
   * RISC-V extensions: v, zvbc
   * Blob space: 2688 bytes (code, constant tables, entry alignment)
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  // needs assembler additions: vclmul_vx, vclmulh_vx
  address generate_updateBytesCRC32C() {
    assert(UseCRC32CIntrinsics, "updateBytesCRC32C needs UseCRC32CIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_updateBytesCRC32C_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_crc_fold_keys, L_fold_long, L_table, L_fold_level, L_fold_start, L_fold_vector,
          L_fold_merge, L_fold_merge_keys, L_fold_block, L_fold_reduce, L_fold_word,
          L_crc32c_table0, L_bytes, L_byte, L_done;

    const Register crc              = c_rarg0;
    const Register buf              = c_rarg1;
    const Register len              = c_rarg2;
    const Register lane_lo          = c_rarg0;
    const Register consts           = c_rarg3;
    const Register table            = c_rarg3;
    const Register entry            = c_rarg4;
    const Register mu               = c_rarg4;
    const Register odd              = c_rarg4;
    const Register end              = c_rarg5;
    const Register keys             = c_rarg6;
    const Register lane_hi          = c_rarg7;
    const Register end2             = t3;
    const Register vl               = t3;
    const Register step             = t4;
    const Register word             = t4;
    const Register index            = t5;
    const Register poly             = t5;
    const Register stride           = t5;
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
    __ la(table, L_crc32c_table0);

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
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    __ align(8);
  __ bind(L_crc_fold_keys);
    for (int i = 0; i < 133; i++) {
      __ emit_int64(updateBytesCRC32C_crc_fold_keys[i]);
    }

    __ align(8);
  __ bind(L_crc32c_table0);
    for (int i = 0; i < 256; i++) {
      __ emit_int32(updateBytesCRC32C_crc32c_table0[i]);
    }

    return start;
  }
