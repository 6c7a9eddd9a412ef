// updateBytesCRC32[zvbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for mainline.
// folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = 64..0; used by updateBytesCRC32; a constant table of the generated stubs.
alignas(64) static const uint64_t _crc32_crc_fold_keys[133] = {
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

  // crc = the state after all but the last len % 8 bytes at buf (carry-less multiply folding over
  // 128-bit lanes, then Barrett); keys_table: the folding and Barrett keys of the polynomial. On
  // exit buf and len describe the bytes left (fewer than 8).
  // Helper shared by the stub generators: crc32_fold
  void crc32_fold(Register crc, Register buf, Register len, address keys_table, Register consts,
                  Register vl, Register step, Register stride, Register odd, Register end,
                  Register keys, Register lane_hi) {
    assert_different_registers(crc, buf, len, consts, vl, step, stride, odd, end, keys, lane_hi);

    Label L_block, L_done, L_level, L_long, L_merge, L_merge_keys, L_reduce, L_start, L_vector, L_word;

    const Register lane_lo          = crc;
    const Register mu               = odd;
    const Register poly             = stride;
    const VectorRegister vword      = v1;
    const VectorRegister vtmp0      = v12;
    const VectorRegister vtmp1      = v16;
    const VectorRegister vprod      = v2;
    const VectorRegister vkey_even  = v20;
    const VectorRegister vkey_odd   = v24;
    const VectorRegister vfold_even = v4;
    const VectorRegister vfold_odd  = v8;

    __ li(step, 16);
    __ bgeu(len, step, L_long);
    __ li(step, 8);
    __ bltu(len, step, L_done);  // fewer than 8 bytes: the byte table only
    __ la(consts, ExternalAddress(keys_table));  // 8..15 bytes: one 8-byte step
    __ ld(mu, Address(consts, 8));
    __ ld(poly, Address(consts, 16));
    __ j(L_word);

  __ bind(L_long);
    __ la(consts, ExternalAddress(keys_table));
    // the lane carried into the next 16 bytes: the running
    // state (lane_lo) goes into the first 4 of them
    __ mv(lane_hi, zr);
    __ li(step, 32);
    __ bltu(len, step, L_block);
    __ li(vl, 64);

    // vector folding: vl = min(VLMAX, 64) lanes of 16 bytes per step, then vl/2 ... 2
  __ bind(L_level);
    // Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first lanes (under ta the spec
    // lets it clobber them; QEMU's rvv_ta_all_1s does not, so no test would notice).
    __ vsetvli(vl, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::tu);
    __ slli(step, vl, 4);  // bytes per step: 16*vl
    __ bgeu(len, step, L_start);
    __ srli(vl, vl, 1);  // AVL = vl/2 <= VLMAX: granted exactly
    __ j(L_level);

  __ bind(L_start);
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
    __ bgeu(buf, end, L_merge);

  __ bind(L_vector);  // lanes = lanes * x^(128*vl) + next 16*vl bytes
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
    __ bltu(buf, end, L_vector);

  __ bind(L_merge);  // sum over lanes m of lane m * x^(128*d(m))
    __ addi(keys, keys, 536);  // d = vl-m: the sum is the lane carried on
    __ bgeu(len, stride, L_merge_keys);  // ... when 16 or more bytes follow
    __ addi(keys, keys, 8);  // else d = vl-1-m: the sum is the state itself

  __ bind(L_merge_keys);
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
    __ bltu(len, stride, L_reduce);  // (stride is 16)
    __ li(step, 32);
    __ bltu(len, step, L_block);
    __ srli(vl, vl, 1);  // 32 or more left, fewer than 16*vl: the next level
    __ j(L_level);

  __ bind(L_block);  // 16..31 bytes left: one block takes the carried lane
    __ ld(step, Address(buf));
    __ ld(end, Address(buf, 8));
    __ xorr(lane_lo, lane_lo, step);
    __ xorr(lane_hi, lane_hi, end);
    __ addi(buf, buf, 16);
    __ addi(len, len, -16);

  __ bind(L_reduce);
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

  __ bind(L_word);  // 8 more bytes (length & 8): the same Barrett step on
    __ andi(step, len, 8);  // word ^ state is that word's CRC from the state
    __ beqz(step, L_done);
    __ ld(step, Address(buf));
    __ xorr(step, step, crc);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_s_x(vword, step);
    __ vclmul_vx(vword, vword, mu);
    __ vclmulh_vx(vword, vword, poly);
    __ vmv_x_s(crc, vword);
    __ addi(buf, buf, 8);
    __ addi(len, len, -8);

  __ bind(L_done);
  }

  // crc = CRC of the len bytes at buf, one table lookup per byte; the byte table is at table +
  // offset.
  // Helper shared by the stub generators: crc32_update_bytes
  void crc32_update_bytes(Register crc, Register buf, Register len, Register table, int offset,
                          Register end, Register word, Register index, Register entry) {
    assert_different_registers(crc, buf, len, table, end, word, index, entry);

    Label L_byte, L_done;

    __ beqz(len, L_done);
    __ add(end, buf, len);

  __ bind(L_byte);
    __ lbu(word, Address(buf));
    __ xorr(word, word, crc);
    __ andi(word, word, 0xff);
    __ shadd(index, word, table, index, 2);  // sh2add with Zba, slli + add without
    __ lwu(entry, Address(index, offset));
    __ srli(crc, crc, 8);
    __ xorr(crc, crc, entry);
    __ addi(buf, buf, 1);
    __ bltu(buf, end, L_byte);

  __ bind(L_done);
  }

  /**
   * updateBytesCRC32 [zvbc]: lmul=4
   * RISC-V extensions: v, zvbc
   * Blob space: 608 bytes (code and entry alignment)
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

    const Register crc       = c_rarg0;
    const Register buf       = c_rarg1;
    const Register len       = c_rarg2;
    const Register index     = c_rarg3;
    const Register stride    = c_rarg3;
    const Register entry     = c_rarg4;
    const Register odd       = c_rarg4;
    const Register steps_end = c_rarg5;
    const Register keys      = c_rarg6;
    const Register lane_hi   = c_rarg7;
    const Register consts    = t3;
    const Register table     = t3;
    const Register end       = t4;
    const Register vl        = t4;
    const Register step      = t5;
    const Register word      = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zext(crc, crc, 32);  // a Java int arrives sign-extended
    crc32_fold(crc, buf, len, (address)_crc32_crc_fold_keys, consts, vl, step, stride, odd, steps_end,
               keys, lane_hi);
    __ la(table, ExternalAddress(StubRoutines::crc_table_addr()));
    crc32_update_bytes(crc, buf, len, table, 0, end, word, index, entry);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
