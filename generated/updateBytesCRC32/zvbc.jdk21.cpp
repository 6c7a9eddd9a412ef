// updateBytesCRC32[zvbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk21.
// Folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = 64..0, filled by
// crc32_fold_keys() when the stub is generated.
// Used by updateBytesCRC32.
alignas(64) static uint64_t _crc32_crc_fold_keys[133];

// Tables 0..3 of slicing-by-8, filled by crc32_slicing_tables() when the stub is generated.
// Used by updateBytesCRC32.
alignas(64) static uint32_t _crc32_tables_0_3[1024];

  // The key table of crc32_fold for the reflected polynomial poly (P, degree 32): key1(0), the
  // Barrett constants mu = x^96 / P and P, then key1(d) = x^(128d+63) mod P for d = cap .. 0 and
  // key2(d) = x^(128d-1) mod P for d = cap .. 0, each remainder reflected into a word's upper half.
  void crc32_fold_keys(uint64_t* keys, uint32_t poly, int cap) {
    uint64_t mu = 0;
    uint32_t r = (poly << 1) | 1;             // x^-1 mod P
    for (int n = -1; n <= 128 * cap + 63; n++) {
      if (n >= 31 && n < 95) {
        mu |= (uint64_t)(r & 1) << (n - 31);
      }
      if ((n + 1) % 128 == 0) {
        keys[4 + 2 * cap - (n + 1) / 128] = (uint64_t)r << 32;
      }
      if (n % 128 == 63) {
        keys[3 + cap - n / 128] = (uint64_t)r << 32;
      }
      r = (r >> 1) ^ ((r & 1) ? poly : 0);    // times x
    }
    keys[0] = keys[3 + cap];
    keys[1] = mu;
    keys[2] = ((uint64_t)poly << 1) | 1;      // P reflected over 33 bits
  }

  // Tables first .. first + count - 1 of the slicing family of the reflected polynomial poly, 256
  // entries each: entry i of table n is the CRC (from state 0) of byte i followed by n zero bytes.
  void crc32_slicing_tables(uint32_t* table, uint32_t poly, int first, int count) {
    for (int i = 0; i < 256; i++) {
      uint32_t crc = i;
      for (int n = 0; n < first + count; n++) {
        uint32_t low = crc & 0xff;            // one byte more: the low byte's CRC, the rest moved on
        for (int bit = 0; bit < 8; bit++) {
          low = (low >> 1) ^ ((low & 1) ? poly : 0);
        }
        crc = (crc >> 8) ^ low;
        if (n >= first) {
          table[256 * (n - first) + i] = crc;
        }
      }
    }
  }

  // crc = the state after all but the last len % 8 bytes at buf (carry-less multiply folding over
  // 128-bit lanes, then Barrett); keys_table: the folding and Barrett keys of the polynomial. On
  // exit buf and len describe the bytes left (fewer than 8).
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

  // needs assembler additions: vclmul_vv, vclmul_vx, vclmulh_vv, vclmulh_vx
  /**
   * Requires RVV and Zvbc.
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  address generate_updateBytesCRC32() {
    assert(UseCRC32Intrinsics, "updateBytesCRC32 needs UseCRC32Intrinsics");

    crc32_fold_keys(_crc32_crc_fold_keys, 0xedb88320, 64);
    crc32_slicing_tables(_crc32_tables_0_3, 0xedb88320, 0, 4);

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "updateBytesCRC32");
    address start = __ pc();

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
    const Register consts    = x28;
    const Register table     = x28;
    const Register end       = x29;
    const Register vl        = x29;
    const Register step      = x30;
    const Register word      = x30;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zero_extend(crc, crc, 32);  // a Java int arrives sign-extended
    crc32_fold(crc, buf, len, (address)_crc32_crc_fold_keys, consts, vl, step, stride, odd, steps_end,
               keys, lane_hi);
    __ la(table, ExternalAddress((address)_crc32_tables_0_3));
    crc32_update_bytes(crc, buf, len, table, 0, end, word, index, entry);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
