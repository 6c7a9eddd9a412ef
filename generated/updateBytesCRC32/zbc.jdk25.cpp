// Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits; used by updateBytesCRC32; a constant table of the generated stubs.
alignas(64) static const uint64_t _crc32_crc_barrett[5] = {
  0xb4e5b025f7011641UL, 0x00000001db710641UL, 0x00000000d31343eaUL, 0x00000000e95c1271UL, 0x00000000910eeec1UL
};

  /**
   * updateBytesCRC32 [zbc]: words=64, chains=4
   * RISC-V extensions: zbc
   * Blob space: 1320 bytes (code and entry alignment)
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  // needs assembler additions: clmul, clmulh
  address generate_updateBytesCRC32() {
    assert(UseCRC32Intrinsics, "updateBytesCRC32 needs UseCRC32Intrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::updateBytesCRC32_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_chains_loop, L_chains_rest, L_chains_one, L_chains_done, L_bytes, L_byte, L_done;

    const Register crc    = c_rarg0;
    const Register buf    = c_rarg1;
    const Register len    = c_rarg2;
    const Register index  = c_rarg3;
    const Register word2  = c_rarg3;
    const Register state1 = c_rarg4;
    const Register word3  = c_rarg4;
    const Register end    = c_rarg5;
    const Register state2 = c_rarg5;
    const Register state3 = c_rarg6;
    const Register table  = c_rarg6;
    const Register mu     = t3;
    const Register poly   = t4;
    const Register entry  = t5;
    const Register word   = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zext(crc, crc, 32);  // a Java int arrives sign-extended
    __ la(word, ExternalAddress((address)_crc32_crc_barrett));
    __ ld(mu, Address(word));
    __ ld(poly, Address(word, 8));
    __ addi(len, len, -512);  // length counts down by a whole iteration at a time
    __ blt(len, zr, L_chains_rest);

  __ bind(L_chains_loop);
    __ ld(word, Address(buf));
    __ ld(state1, Address(buf, 128));
    __ xorr(crc, crc, word);
    __ ld(state2, Address(buf, 256));
    __ ld(state3, Address(buf, 384));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 8));
    __ ld(word2, Address(buf, 136));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 264));
    __ ld(word2, Address(buf, 392));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 16));
    __ ld(word2, Address(buf, 144));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 272));
    __ ld(word2, Address(buf, 400));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 24));
    __ ld(word2, Address(buf, 152));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 280));
    __ ld(word2, Address(buf, 408));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 32));
    __ ld(word2, Address(buf, 160));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 288));
    __ ld(word2, Address(buf, 416));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 40));
    __ ld(word2, Address(buf, 168));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 296));
    __ ld(word2, Address(buf, 424));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 48));
    __ ld(word2, Address(buf, 176));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 304));
    __ ld(word2, Address(buf, 432));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 56));
    __ ld(word2, Address(buf, 184));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 312));
    __ ld(word2, Address(buf, 440));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 64));
    __ ld(word2, Address(buf, 192));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 320));
    __ ld(word2, Address(buf, 448));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 72));
    __ ld(word2, Address(buf, 200));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 328));
    __ ld(word2, Address(buf, 456));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 80));
    __ ld(word2, Address(buf, 208));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 336));
    __ ld(word2, Address(buf, 464));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 88));
    __ ld(word2, Address(buf, 216));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 344));
    __ ld(word2, Address(buf, 472));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 96));
    __ ld(word2, Address(buf, 224));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 352));
    __ ld(word2, Address(buf, 480));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 104));
    __ ld(word2, Address(buf, 232));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 360));
    __ ld(word2, Address(buf, 488));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 112));
    __ ld(word2, Address(buf, 240));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 368));
    __ ld(word2, Address(buf, 496));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ ld(word, Address(buf, 120));
    __ ld(word2, Address(buf, 248));
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ xorr(crc, crc, word);
    __ xorr(state1, state1, word2);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ ld(word, Address(buf, 376));
    __ ld(word2, Address(buf, 504));
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ xorr(state2, state2, word);
    __ xorr(state3, state3, word2);
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    BLOCK_COMMENT("join the chains: move each on over the runs after it, one Barrett step for all {");
    __ la(word2, ExternalAddress((address)_crc32_crc_barrett));
    __ ld(word, Address(word2, 16));
    __ clmul(crc, crc, word);
    __ ld(word, Address(word2, 24));
    __ clmul(state1, state1, word);
    __ xorr(crc, crc, state1);
    __ ld(word, Address(word2, 32));
    __ clmul(state2, state2, word);
    __ xorr(crc, crc, state2);
    __ clmul(crc, crc, mu);
    __ clmulh(crc, crc, poly);
    __ xorr(crc, crc, state3);
    BLOCK_COMMENT("} join the chains: move each on over the runs after it, one Barrett step for all");
    __ addi(buf, buf, 512);
    __ addi(len, len, -512);
    __ bge(len, zr, L_chains_loop);

  __ bind(L_chains_rest);
    __ addi(len, len, 512);  // 0 .. 8*words-1 bytes left: whole words one at a time
    __ andi(word2, len, -8);
    __ sub(len, len, word2);
    __ add(word2, buf, word2);
    __ bgeu(buf, word2, L_chains_done);

  __ bind(L_chains_one);
    __ ld(word, Address(buf));
    __ xorr(word, word, crc);
    __ clmul(word, word, mu);
    __ clmulh(crc, word, poly);
    __ addi(buf, buf, 8);
    __ bltu(buf, word2, L_chains_one);

  __ bind(L_chains_done);
    __ la(table, ExternalAddress(StubRoutines::crc_table_addr()));

  __ bind(L_bytes);
    __ beqz(len, L_done);
    __ add(end, buf, len);

  __ bind(L_byte);
    __ lbu(word3, Address(buf));
    __ xorr(word3, word3, crc);
    __ andi(word3, word3, 0xff);
    __ shadd(index, word3, table, index, 2);  // sh2add with Zba, slli + add without
    __ lwu(entry, Address(index));
    __ srli(crc, crc, 8);
    __ xorr(crc, crc, entry);
    __ addi(buf, buf, 1);
    __ bltu(buf, end, L_byte);

  __ bind(L_done);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
