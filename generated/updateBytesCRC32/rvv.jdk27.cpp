// updateBytesCRC32[rvv]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk27.
// Byte j of a lane word moved 128 bytes on: CRC of the byte then 127-j zeros, filled by
// crc32_lane_tables() when the stub is generated.
// Used by updateBytesCRC32.
alignas(64) static uint32_t _crc32_crc_vlanes[1024];

// Tables 4..7 of slicing-by-8, filled by crc32_slicing_tables() when the stub is generated.
// Used by updateBytesCRC32.
alignas(64) static uint32_t _crc32_tables_4_7[1024];

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

  // The four tables of crc32_vector_lanes: table j moves byte j of a lane word 4 * lanes bytes on,
  // the CRC of the byte followed by 4 * lanes - 1 - j zero bytes.
  void crc32_lane_tables(uint32_t* table, uint32_t poly, int lanes) {
    for (int j = 0; j < 4; j++) {
      crc32_slicing_tables(table + 256 * j, poly, 4 * lanes - 1 - j, 1);
    }
  }

  // vcrc = F(vcrc) ^ the step bytes at buf: byte j of every lane looked up in vtab[j], the lookups
  // summed in vnext, then the block joins them.
  void crc32_vector_block(VectorRegister vcrc, VectorRegister vnext, VectorRegister vindex,
                          Register buf, const Register* vtab, Register mask, int step) {
    assert_different_registers(buf, mask);
    assert_different_registers(vcrc, vnext, vindex);
    __ vsll_vi(vindex, vcrc, 2);  // byte 0, times 4
    __ vand_vx(vindex, vindex, mask);
    __ vluxei32_v(vnext, vtab[0], vindex);
    for (int j = 1; j < 4; j++) {
      __ vsrl_vi(vindex, vcrc, 8 * j - 2);
      __ vand_vx(vindex, vindex, mask);
      __ vluxei32_v(vindex, vtab[j], vindex);
      __ vxor_vv(vnext, vnext, vindex);
    }
    __ vle32_v(vcrc, buf);
    __ vxor_vv(vcrc, vcrc, vnext);
    __ addi(buf, buf, step);
  }

  // Moves whole blocks of 4*lanes bytes through the lanes (byte_table: the 256-entry table of the
  // head bytes; lane_tables: the four tables of a lane word's bytes). Buffers shorter than a block
  // are left to the table path; otherwise on exit buf/len describe the last block (folded, on the
  // stack) and the tail, crc is 0.
  void crc32_vector_lanes(Register crc, Register buf, Register len, address byte_table,
                          address lane_tables, Register word, const Register* vtab, Register mask,
                          Register end) {
    assert_different_registers(crc, buf, len, word, mask, end);

    Label L_aligned, L_block, L_done, L_head, L_last, L_loop, L_pairs;

    const Register stack_buf    = buf;
    const Register stack_crc    = crc;
    const Register stack_len    = len;
    const VectorRegister vnext  = v16;
    const VectorRegister vindex = v24;
    const VectorRegister vcrc   = v8;

    __ li(word, 128);
    __ bltu(len, word, L_done);
    __ andi(word, buf, 3);
    __ beqz(word, L_aligned);
    __ la(vtab[0], ExternalAddress(byte_table));

  __ bind(L_head);  // bytes up to a 4-byte boundary, so that vle32 reads
    __ lbu(word, Address(buf));  // aligned elements (as HotSpot's own vector path does)
    __ xorr(word, word, crc);
    __ andi(word, word, 0xff);
    __ slli(word, word, 2);
    __ add(word, word, vtab[0]);
    __ lwu(word, Address(word));
    __ srli(crc, crc, 8);
    __ xorr(crc, crc, word);
    __ addi(buf, buf, 1);
    __ addi(len, len, -1);
    __ andi(word, buf, 3);
    __ bnez(word, L_head);
    __ li(word, 128);
    __ bltu(len, word, L_done);  // less than a block after them

  __ bind(L_aligned);
    __ la(vtab[0], ExternalAddress(lane_tables));
    for (int j = 1; j < 4; j++) {
      __ addi(vtab[j], vtab[j - 1], 1024);
    }
    __ li(mask, 1020);  // a byte, times 4: the table's element offset
    // Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first block (see crc32_fold).
    __ li(word, 32);
    __ vsetvli(word, word, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::tu);
    __ vle32_v(vcrc, buf);
    __ vmv_x_s(word, vcrc);  // the running state joins the first word
    __ xorr(word, word, crc);
    __ vmv_s_x(vcrc, word);
    __ addi(buf, buf, 128);
    __ addi(len, len, -128);
    __ andi(end, len, -128);  // whole blocks left, in bytes
    __ sub(len, len, end);
    __ andi(word, end, 0x80);  // an odd count: one block here, the loop takes pairs
    __ add(end, buf, end);
    __ beqz(word, L_pairs);
    crc32_vector_block(vcrc, vnext, vindex, buf, vtab, mask, 128);

  __ bind(L_pairs);
    __ bgeu(buf, end, L_last);

  __ bind(L_loop);  // two blocks per branch
    crc32_vector_block(vcrc, vnext, vindex, buf, vtab, mask, 128);
    crc32_vector_block(vcrc, vnext, vindex, buf, vtab, mask, 128);
    __ bltu(buf, end, L_loop);

  __ bind(L_last);
    __ addi(sp, sp, -256);
    __ beqz(len, L_block);
    // A tail of r < 4N bytes joins the lanes too: zeros in front do not change a CRC from
    // state 0, so zeros(4N-r) | A | tail is two whole blocks, and F(first) ^ second is one.
    __ vmv_v_i(vnext, 0);
    __ vse32_v(vnext, sp);
    __ li(word, 128);
    __ sub(word, word, len);
    __ add(word, sp, word);  // A goes r bytes short of the second block
    __ li(end, 128);
    __ vsetvli(x0, end, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::ta);  // 4N bytes: VLMAX at e8 and VLEN 128
    __ vse8_v(vcrc, word);
    __ vsetvli(x0, len, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vle8_v(vindex, buf);
    __ addi(word, sp, 256);
    __ sub(word, word, len);
    __ vse8_v(vindex, word);
    __ li(word, 32);
    __ vsetvli(word, word, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::tu);
    __ vle32_v(vcrc, sp);
    __ addi(stack_buf, sp, 128);  // the second block, on the stack
    crc32_vector_block(vcrc, vnext, vindex, buf, vtab, mask, 128);

  __ bind(L_block);  // one block left, in the lanes: the table path takes it
    __ vse32_v(vcrc, sp);
    __ mv(stack_buf, sp);  // the table path reads the folded block from the stack
    __ li(stack_len, 128);
    __ mv(stack_crc, zr);  // the stack copy's CRC starts from state 0

  __ bind(L_done);
  }

  // crc = CRC of the 8 bytes at buf+offset, continuing from crc. The state meets only the first four
  // bytes, so those come from one lwu ^ crc and the other four straight from memory with lbu: one
  // instruction per byte instead of a shift and a mask.
  void crc32_word(Register crc, Register buf, int offset, Register table_lo, Register table_hi,
                  Register word, Register index, Register entry) {
    assert_different_registers(crc, buf, table_lo, table_hi, word, index, entry);
    __ lwu(word, Address(buf, offset));
    __ xorr(word, word, crc);  // 32 bits: byte 3 needs no mask after its shift
    __ andi(index, word, 0xff);
    __ shadd(index, index, table_hi, index, 2);  // sh2add with Zba, slli + add without
    __ lwu(crc, Address(index, 1024));
    __ srli(index, word, 8);
    __ andi(index, index, 0xff);
    __ shadd(index, index, table_hi, index, 2);
    __ lwu(entry, Address(index));
    __ xorr(crc, crc, entry);
    __ srli(index, word, 16);
    __ andi(index, index, 0xff);
    __ shadd(index, index, table_hi, index, 2);
    __ lwu(entry, Address(index, -1024));
    __ xorr(crc, crc, entry);
    __ srli(index, word, 24);
    __ shadd(index, index, table_hi, index, 2);
    __ lwu(entry, Address(index, -2048));
    __ xorr(crc, crc, entry);
    for (int j = 4; j < 8; j++) {
      __ lbu(index, Address(buf, offset + j));
      __ shadd(index, index, table_lo, index, 2);
      __ lwu(entry, Address(index, (5 - j) * 1024));
      __ xorr(crc, crc, entry);
    }
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

  // crc = CRC of the len bytes at buf, continuing from the zero-extended state crc: `unroll` words
  // of 8 bytes per iteration (the buffer pointer is the counter), then single words, then single
  // bytes. tables_lo/tables_hi: tables 0..3 and 4..7 of slicing-by-8.
  void crc32_slicing_by_8(Register crc, Register buf, Register len, address tables_lo,
                          address tables_hi, int unroll, Register table_lo, Register table_hi,
                          Register end, Register word, Register index, Register entry) {
    assert_different_registers(crc, buf, len, table_lo, table_hi, end, word, index, entry);

    Label L_bytes, L_word, L_words;

    __ la(table_lo, ExternalAddress(tables_lo + 2048));  // table 2: tables 0..3 at -2048..+1024
    __ la(table_hi, ExternalAddress(tables_hi + 2048));  // table 6: tables 4..7 likewise
    __ andi(end, len, -8 * unroll);
    __ beqz(end, L_word);
    __ sub(len, len, end);
    __ add(end, buf, end);

  __ bind(L_words);
    for (int i = 0; i < unroll; i++) {
      crc32_word(crc, buf, 8 * i, table_lo, table_hi, word, index, entry);
    }
    __ addi(buf, buf, 8 * unroll);
    __ bltu(buf, end, L_words);

  __ bind(L_word);
    __ li(word, 8);
    __ bltu(len, word, L_bytes);
    crc32_word(crc, buf, 0, table_lo, table_hi, word, index, entry);
    __ addi(buf, buf, 8);
    __ addi(len, len, -8);
    __ j(L_word);

  __ bind(L_bytes);
    crc32_update_bytes(crc, buf, len, table_lo, -2048, end, word, index, entry);
  }

  /**
   * Requires RVV.
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

    crc32_lane_tables(_crc32_crc_vlanes, 0xedb88320, 32);
    crc32_slicing_tables(_crc32_tables_4_7, 0xedb88320, 4, 4);

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_updateBytesCRC32_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    const Register crc        = c_rarg0;
    const Register buf        = c_rarg1;
    const Register len        = c_rarg2;
    const Register end        = c_rarg3;
    const Register word       = c_rarg4;
    const Register index      = c_rarg5;
    const Register entry      = c_rarg6;
    const Register mask       = c_rarg6;
    const Register blocks_end = c_rarg7;
    const Register table_lo   = t3;
    const Register tmp        = t3;
    const Register table_hi   = t5;
    const Register vtab[] = { t5, c_rarg3, c_rarg4, c_rarg5 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zext(crc, crc, 32);  // a Java int arrives sign-extended
    crc32_vector_lanes(crc, buf, len, StubRoutines::crc_table_addr(), (address)_crc32_crc_vlanes, tmp,
                       vtab, mask, blocks_end);
    crc32_slicing_by_8(crc, buf, len, StubRoutines::crc_table_addr(), (address)_crc32_tables_4_7, 4,
                       table_lo, table_hi, end, word, index, entry);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
