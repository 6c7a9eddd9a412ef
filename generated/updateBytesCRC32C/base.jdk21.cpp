// updateBytesCRC32C[base]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk21.
// Tables 0..3 of slicing-by-8, filled by crc32_slicing_tables() when the stub is generated.
// Used by updateBytesCRC32C.
alignas(64) static uint32_t _crc32c_tables_0_3[1024];

// Tables 4..7 of slicing-by-8, filled by crc32_slicing_tables() when the stub is generated.
// Used by updateBytesCRC32C.
alignas(64) static uint32_t _crc32c_tables_4_7[1024];

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
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  address generate_updateBytesCRC32C() {
    assert(UseCRC32CIntrinsics, "updateBytesCRC32C needs UseCRC32CIntrinsics");

    crc32_slicing_tables(_crc32c_tables_0_3, 0x82f63b78, 0, 4);
    crc32_slicing_tables(_crc32c_tables_4_7, 0x82f63b78, 4, 4);

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "updateBytesCRC32C");
    address start = __ pc();

    const Register crc      = c_rarg0;
    const Register buf      = c_rarg1;
    const Register len      = c_rarg2;
    const Register table_lo = c_rarg3;
    const Register index    = c_rarg4;
    const Register entry    = c_rarg5;
    const Register table_hi = x28;
    const Register end      = x29;
    const Register word     = x30;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ zero_extend(crc, crc, 32);  // a Java int arrives sign-extended
    crc32_slicing_by_8(crc, buf, len, (address)_crc32c_tables_0_3, (address)_crc32c_tables_4_7, 16,
                       table_lo, table_hi, end, word, index, entry);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
