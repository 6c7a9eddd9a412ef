// updateBytesCRC32C[zbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk21.
// Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits.
// Used by updateBytesCRC32C.
alignas(64) static const uint64_t _crc32c_crc_barrett[5] = {
  0x4869ec38dea713f1UL, 0x0000000105ec76f1UL, 0x00000000d270f1a2UL, 0x00000000b9e02b86UL, 0x000000000d3b6092UL
};

// Tables 0..3 of slicing-by-8, filled by crc32_slicing_tables() when the stub is generated.
// Used by updateBytesCRC32C.
alignas(64) static uint32_t _crc32c_tables_0_3[1024];

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

  // needs assembler additions: clmul, clmulh
  /**
   * Requires Zbc.
   *
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

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "updateBytesCRC32C");
    address start = __ pc();

    Label L_chains_loop, L_chains_join, L_chains_rest, L_chains_one, L_chains_done;

    const Register crc    = c_rarg0;
    const Register buf    = c_rarg1;
    const Register len    = c_rarg2;
    const Register state3 = x9;
    const Register mu     = c_rarg3;
    const Register index  = c_rarg4;
    const Register word2  = c_rarg4;
    const Register word   = c_rarg5;
    const Register word3  = c_rarg5;
    const Register end    = c_rarg6;
    const Register state1 = c_rarg6;
    const Register state2 = c_rarg7;
    const Register table  = c_rarg7;
    const Register poly   = x28;
    const Register word0  = x29;
    const Register entry  = x30;
    const Register word1  = x30;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ zero_extend(crc, crc, 32);  // a Java int arrives sign-extended
    // One load register per chain, so that every chain's next word is loaded a whole step ahead (a
    // load takes 4 cycles on spacemit-x60's model): with four chains that is nine long-lived
    // registers besides the arguments, one more than the caller-saved pool holds, so s1 is saved
    // (two instructions at each end of the call). It stays taken after its restore.
    __ push_reg(RegSet::of(x9), sp);
    __ la(word0, ExternalAddress((address)_crc32c_crc_barrett));
    __ ld(mu, Address(word0));
    __ ld(poly, Address(word0, 8));
    __ addi(len, len, -512);  // length counts down by a whole iteration at a time
    __ blt(len, zr, L_chains_rest);
    __ ld(word0, Address(buf));
    __ ld(word1, Address(buf, 128));
    __ ld(word2, Address(buf, 256));
    __ ld(word3, Address(buf, 384));

  __ bind(L_chains_loop);
    __ xorr(crc, crc, word0);
    __ clmul(crc, crc, mu);  // quotient
    __ clmul(state1, word1, mu);
    __ ld(word0, Address(buf, 8));
    __ ld(word1, Address(buf, 136));
    __ clmulh(crc, crc, poly);  // remainder: chain i's state after this word
    __ clmulh(state1, state1, poly);
    __ clmul(state2, word2, mu);
    __ clmul(state3, word3, mu);
    __ ld(word2, Address(buf, 264));
    __ ld(word3, Address(buf, 392));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 16));
    __ ld(word1, Address(buf, 144));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 272));
    __ ld(word3, Address(buf, 400));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 24));
    __ ld(word1, Address(buf, 152));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 280));
    __ ld(word3, Address(buf, 408));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 32));
    __ ld(word1, Address(buf, 160));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 288));
    __ ld(word3, Address(buf, 416));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 40));
    __ ld(word1, Address(buf, 168));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 296));
    __ ld(word3, Address(buf, 424));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 48));
    __ ld(word1, Address(buf, 176));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 304));
    __ ld(word3, Address(buf, 432));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 56));
    __ ld(word1, Address(buf, 184));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 312));
    __ ld(word3, Address(buf, 440));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 64));
    __ ld(word1, Address(buf, 192));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 320));
    __ ld(word3, Address(buf, 448));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 72));
    __ ld(word1, Address(buf, 200));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 328));
    __ ld(word3, Address(buf, 456));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 80));
    __ ld(word1, Address(buf, 208));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 336));
    __ ld(word3, Address(buf, 464));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 88));
    __ ld(word1, Address(buf, 216));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 344));
    __ ld(word3, Address(buf, 472));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 96));
    __ ld(word1, Address(buf, 224));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 352));
    __ ld(word3, Address(buf, 480));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 104));
    __ ld(word1, Address(buf, 232));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 360));
    __ ld(word3, Address(buf, 488));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 112));
    __ ld(word1, Address(buf, 240));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 368));
    __ ld(word3, Address(buf, 496));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 120));
    __ ld(word1, Address(buf, 248));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 376));
    __ ld(word3, Address(buf, 504));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ la(word0, ExternalAddress((address)_crc32c_crc_barrett));
    __ ld(word1, Address(word0, 24));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(word0, 32));
    __ ld(word0, Address(word0, 16));  // the table's address last
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    BLOCK_COMMENT("join the chains: move each on over the runs after it, one Barrett step for all {");
    __ clmul(crc, crc, word0);
    __ clmul(state1, state1, word1);
    __ clmul(state2, state2, word2);
    __ addi(buf, buf, 512);
    __ addi(len, len, -512);
    __ blt(len, zr, L_chains_join);
    __ ld(word0, Address(buf));
    __ ld(word1, Address(buf, 128));
    __ ld(word2, Address(buf, 256));
    __ ld(word3, Address(buf, 384));

  __ bind(L_chains_join);
    __ xorr(crc, crc, state1);
    __ xorr(crc, crc, state2);
    __ clmul(crc, crc, mu);
    __ clmulh(crc, crc, poly);
    __ xorr(crc, crc, state3);
    BLOCK_COMMENT("} join the chains: move each on over the runs after it, one Barrett step for all");
    __ bge(len, zr, L_chains_loop);

  __ bind(L_chains_rest);
    __ addi(len, len, 512);  // 0 .. 8*words-1 bytes left: whole words one at a time
    __ andi(word1, len, -8);
    __ sub(len, len, word1);
    __ add(word1, buf, word1);
    __ bgeu(buf, word1, L_chains_done);

  __ bind(L_chains_one);
    __ ld(word0, Address(buf));
    __ xorr(word0, word0, crc);
    __ clmul(word0, word0, mu);
    __ clmulh(crc, word0, poly);
    __ addi(buf, buf, 8);
    __ bltu(buf, word1, L_chains_one);

  __ bind(L_chains_done);
    __ pop_reg(RegSet::of(x9), sp);
    __ la(table, ExternalAddress((address)_crc32c_tables_0_3));
    crc32_update_bytes(crc, buf, len, table, 0, end, word, index, entry);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
