// base64_decodeBlock[default]: made by stubforge 0.1.0 from kernels/base64.py:base64_decode, for jdk25.
// per alphabet 64 bytes: class of the high nibble, of the low nibble, the value minus the character by high nibble (1: the special character), the special character; used by base64_decodeBlock; a constant table of the generated stubs.
alignas(64) static const uint32_t _base64_decode_tables[32] = {
  0x08040202UL, 0x10011001UL, 0x02020202UL, 0x02020202UL, 0x06060607UL, 0x06060606UL, 0x1a0e0606UL, 0x1a1e1e1eUL,
  0x04101300UL, 0xb9b9bfbfUL, 0x00000000UL, 0x00000000UL, 0x0000002bUL, 0x00000000UL, 0x00000000UL, 0x00000000UL,
  0x08040202UL, 0x20011001UL, 0x02020202UL, 0x02020202UL, 0x06060607UL, 0x06060606UL, 0x3e0e0606UL, 0x2e3e3a3eUL,
  0x0411e000UL, 0xb9b9bfbfUL, 0x00000000UL, 0x00000000UL, 0x0000005fUL, 0x00000000UL, 0x00000000UL, 0x00000000UL
};

  // vc (characters) becomes their 6-bit values; vcls is nonzero where a character is illegal.
  // Helper shared by the stub generators: base64_decode_map
  void base64_decode_map(VectorRegister vc, VectorRegister vcls, VectorRegister vhi_cls,
                         VectorRegister vlo_cls, VectorRegister vroll, VectorRegister vhi,
                         VectorRegister vlo, VectorRegister vx, Register special) {
    assert_different_registers(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx);
    __ vsrl_vi(vhi, vc, 4);
    __ vand_vi(vlo, vc, 15);
    __ vrgather_vv(vcls, vhi_cls, vhi);
    __ vrgather_vv(vx, vlo_cls, vlo);
    __ vand_vv(vcls, vcls, vx);
    __ vmseq_vx(v0, vc, special);
    __ vmerge_vim(vhi, vhi, 1);
    __ vrgather_vv(vx, vroll, vhi);
    __ vadd_vv(vc, vc, vx);
  }

  /**
   * base64_decodeBlock [default]: lmul=2
   * RISC-V extensions: v
   * Blob space: 396 bytes (code and entry alignment)
   *
   * Decode whole quads of src[sp, sl) to dst + dp up to the first illegal character: per pass vl
   * quads split by vlseg4e8, each character classified and mapped by three 16-byte vrgather
   * tables, packed into three bytes, written by vsseg3e8; at an illegal character only the quads
   * before it are written. Returns the bytes written.
   *
   * Arguments:
   *   c_rarg0 - src
   *   c_rarg1 - sp
   *   c_rarg2 - sl
   *   c_rarg3 - dst
   *   c_rarg4 - dp
   *   c_rarg5 - isURL
   * Output:
   *   c_rarg0 - int
   */
  address generate_base64_decodeBlock() {
    assert(UseBASE64Intrinsics, "base64_decodeBlock needs UseBASE64Intrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::base64_decodeBlock_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_decode_done, L_decode_loop, L_decode_store;

    const Register src           = c_rarg0;
    const Register sl            = c_rarg2;
    const Register dst           = c_rarg3;
    const Register dp            = c_rarg4;
    const Register isURL         = c_rarg5;
    const Register sp_reg        = c_rarg1;
    const Register quads         = c_rarg2;
    const Register dst_start     = c_rarg4;
    const Register tmp           = c_rarg6;
    const Register bad           = c_rarg7;
    const Register vl            = t3;
    const Register tab           = t4;
    const Register special       = t5;
    const VectorRegister vhi_cls = v16;
    const VectorRegister vlo_cls = v18;
    const VectorRegister vroll   = v20;
    const VectorRegister vhi     = v22;
    const VectorRegister vlo     = v24;
    const VectorRegister vcls    = v26;
    const VectorRegister vx      = v28;
    const VectorRegister verr    = v30;
    const VectorRegister vin[] = { v8, v10, v12, v14 };
    const VectorRegister vout[] = { v2, v4, v6 };

    BLOCK_COMMENT("Entry:");
    __ sub(quads, sl, sp_reg);
    __ srli(quads, quads, 2);  // whole quads: Java's (sl - sp) & ~3
    __ add(src, src, sp_reg);
    __ add(dst, dst, dp);
    __ mv(dst_start, dst);
    __ beqz(quads, L_decode_done);
    BLOCK_COMMENT("The alphabet's tables {");
    __ la(tab, ExternalAddress((address)_base64_decode_tables));
    __ slli(tmp, isURL, 6);  // isURL is 0 or 1: the URL tables are 64 bytes on
    __ add(tab, tab, tmp);
    __ lbu(special, Address(tab, 48));
    __ li(tmp, 16);
    __ vsetvli(vl, tmp, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vle8_v(vhi_cls, tab);  // 16 entries: vrgather reads no element past them
    __ addi(tab, tab, 16);
    __ vle8_v(vlo_cls, tab);
    __ addi(tab, tab, 16);
    __ vle8_v(vroll, tab);
    __ addi(tab, tab, 16);
    BLOCK_COMMENT("} The alphabet's tables");

  __ bind(L_decode_loop);
    __ vsetvli(vl, quads, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vlseg4e8_v(vin[0], src);
    BLOCK_COMMENT("Characters to 6-bit values, illegal ones flagged in verr {");
    base64_decode_map(vin[0], verr, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special);
    base64_decode_map(vin[1], vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special);
    __ vor_vv(verr, verr, vcls);
    base64_decode_map(vin[2], vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special);
    __ vor_vv(verr, verr, vcls);
    base64_decode_map(vin[3], vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special);
    __ vor_vv(verr, verr, vcls);
    BLOCK_COMMENT("} Characters to 6-bit values, illegal ones flagged in verr");
    BLOCK_COMMENT("Stop before the first quad with an illegal character {");
    __ vmsne_vi(v0, verr, 0);
    __ vfirst_m(bad, v0);
    __ bltz(bad, L_decode_store);
    __ vsetvli(vl, bad, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);  // vl = the legal quads before it
    __ mv(quads, vl);  // and none after this pass
    BLOCK_COMMENT("} Stop before the first quad with an illegal character");

  __ bind(L_decode_store);
    BLOCK_COMMENT("Four 6-bit values to three bytes {");
    __ vsrl_vi(vout[0], vin[1], 4);
    __ vsll_vi(vin[0], vin[0], 2);
    __ vor_vv(vout[0], vout[0], vin[0]);
    __ vsrl_vi(vout[1], vin[2], 2);
    __ vsll_vi(vin[1], vin[1], 4);
    __ vor_vv(vout[1], vout[1], vin[1]);
    __ vsll_vi(vout[2], vin[2], 6);
    __ vor_vv(vout[2], vout[2], vin[3]);
    BLOCK_COMMENT("} Four 6-bit values to three bytes");
    __ vsseg3e8_v(vout[0], dst);
    __ sub(quads, quads, vl);
    __ slli(tmp, vl, 1);
    __ add(tmp, tmp, vl);
    __ add(dst, dst, tmp);  // 3 bytes per quad
    __ slli(tmp, vl, 2);
    __ add(src, src, tmp);  // 4 characters per quad
    __ bnez(quads, L_decode_loop);

  __ bind(L_decode_done);
    __ sub(c_rarg0, dst, dst_start);
    __ ret();

    return start;
  }
