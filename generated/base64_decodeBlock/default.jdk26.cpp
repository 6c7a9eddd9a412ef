// base64_decodeBlock[default]: made by stubforge 0.1.0 from kernels/base64.py:base64_decode, for jdk26.
// Per alphabet 64 bytes: class of the high nibble, of the low nibble, the value minus the
// character by high nibble (1: the special character), the special character.
// Used by base64_decodeBlock.
alignas(64) static const uint32_t _base64_decode_tables[32] = {
  0x08040202UL, 0x10011001UL, 0x02020202UL, 0x02020202UL, 0x06060607UL, 0x06060606UL, 0x1a0e0606UL, 0x1a1e1e1eUL,
  0x04101300UL, 0xb9b9bfbfUL, 0x00000000UL, 0x00000000UL, 0x0000002bUL, 0x00000000UL, 0x00000000UL, 0x00000000UL,
  0x08040202UL, 0x20011001UL, 0x02020202UL, 0x02020202UL, 0x06060607UL, 0x06060606UL, 0x3e0e0606UL, 0x2e3e3a3eUL,
  0x0411e000UL, 0xb9b9bfbfUL, 0x00000000UL, 0x00000000UL, 0x0000005fUL, 0x00000000UL, 0x00000000UL, 0x00000000UL
};

  // vc (characters) becomes their 6-bit values; vcls is nonzero where a character is illegal.
  void base64_decode_map(VectorRegister vc, VectorRegister vcls, VectorRegister vhi_cls,
                         VectorRegister vlo_cls, VectorRegister vroll, VectorRegister vhi,
                         VectorRegister vlo, VectorRegister vx, Register special) {
    assert_different_registers(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx);
    // ordered so that an in-order core finds an independent instruction after each one
    __ vsrl_vi(vhi, vc, 4);
    __ vand_vi(vlo, vc, 15);
    __ vmseq_vx(v0, vc, special);
    __ vrgather_vv(vcls, vhi_cls, vhi);
    __ vrgather_vv(vx, vlo_cls, vlo);
    __ vmerge_vim(vlo, vhi, 1);  // the roll's index: hi, or 1 for the special character
    __ vand_vv(vcls, vcls, vx);
    __ vrgather_vv(vx, vroll, vlo);
    __ vadd_vv(vc, vc, vx);
  }

  /**
   * Decode whole quads of src[sp, sl) to dst + dp up to the first illegal character: per pass n
   * quads, each character classified and mapped by three 16-byte vrgather tables, packed into
   * three bytes; at an illegal character only the quads before it are written. Returns the bytes
   * written.
   *
   * Requires RVV.
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
    StubId stub_id = StubId::stubgen_base64_decodeBlock_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_decode_done, L_decode_loop, L_decode_full, L_decode_store;

    const Register src           = c_rarg0;
    const Register sl            = c_rarg2;
    const Register dst           = c_rarg3;
    const Register dp            = c_rarg4;
    const Register isURL         = c_rarg5;
    const Register byte_mask     = c_rarg1;
    const Register sp_reg        = c_rarg1;
    const Register quads         = c_rarg2;
    const Register dst_start     = c_rarg4;
    const Register mask_12       = c_rarg5;
    const Register tmp           = c_rarg6;
    const Register cap           = c_rarg7;
    const Register n4            = t3;
    const Register tab           = t3;
    const Register special       = t4;
    const Register n             = t5;
    const VectorRegister vhi_cls = v1;
    const VectorRegister vlo_cls = v2;
    const VectorRegister vroll   = v3;
    const VectorRegister vwide   = v4;
    const VectorRegister vc      = v6;
    const VectorRegister vcls    = v7;
    const VectorRegister vhi     = v8;
    const VectorRegister vlo     = v9;
    const VectorRegister vx      = v10;
    const VectorRegister va      = v11;
    const VectorRegister vcomp   = v12;

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
    __ vsetvli(x0, tmp, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(vhi_cls, tab);  // 16 entries: vrgather reads no element past them
    __ addi(tab, tab, 16);
    __ vle8_v(vlo_cls, tab);
    __ addi(tab, tab, 16);
    __ vle8_v(vroll, tab);
    __ addi(tab, tab, 16);
    BLOCK_COMMENT("} The alphabet's tables");
    BLOCK_COMMENT("The byte compression: output byte j is byte 7 * (j / 3) + 2 - j of the words {");
    __ vsetvli(n, x0, Assembler::e16, Assembler::m2, Assembler::ma, Assembler::ta);  // VLMAX: the whole index vector
    __ vid_v(vwide);
    __ li(cap, 171);  // j / 3 = (j * 171) >> 9 for j < 512
    __ vmul_vx(vwide, vwide, cap);
    __ vsetvli(n, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vnsrl_wi(vcomp, vwide, 9);
    __ li(cap, 7);
    __ vmul_vx(vcomp, vcomp, cap);
    __ vadd_vi(vcomp, vcomp, 2);
    __ vid_v(va);
    __ vsub_vv(vcomp, vcomp, va);
    BLOCK_COMMENT("} The byte compression: output byte j is byte 7 * (j / 3) + 2 - j of the words");
    __ li(cap, 64);  // also 64 v0 + v1's factor
    __ li(byte_mask, 255);
    __ li(mask_12, 16773120);

  __ bind(L_decode_loop);
    __ mv(n, quads);
    __ bleu(n, cap, L_decode_full);
    __ mv(n, cap);

  __ bind(L_decode_full);
    __ vsetvli(n, n, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ slli(n4, n, 2);
    __ vsetvli(x0, n4, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(vc, src);
    __ add(src, src, n4);  // 4 characters per quad
    BLOCK_COMMENT("Characters to 6-bit values, illegal ones flagged in vcls {");
    base64_decode_map(vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special);
    BLOCK_COMMENT("} Characters to 6-bit values, illegal ones flagged in vcls");
    BLOCK_COMMENT("Four 6-bit values to three bytes (the whole pass: the store picks the quads) {");
    __ slli(n4, n, 1);
    __ vsetvli(x0, n4, Assembler::e16, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vsrl_vi(va, vc, 8);
    __ vand_vx(vc, vc, byte_mask);
    __ vmacc_vx(va, cap, vc);  // 64 v0 + v1, 64 v2 + v3
    __ vsetvli(x0, n, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmsne_vi(v0, vcls, 0);  // per quad (e32): does it hold an illegal character?
    __ vsrl_vi(vc, va, 16);
    __ vfirst_m(tmp, v0);
    __ vsll_vi(va, va, 12);
    __ vand_vx(va, va, mask_12);
    __ vor_vv(va, va, vc);  // v0 v1 v2 v3 as 24 bits, big-endian
    BLOCK_COMMENT("} Four 6-bit values to three bytes (the whole pass: the store picks the quads)");
    BLOCK_COMMENT("Stop before the first quad with an illegal character {");
    __ bltz(tmp, L_decode_store);
    __ mv(n, tmp);  // the legal quads before it
    __ mv(quads, n);  // and none after this pass
    BLOCK_COMMENT("} Stop before the first quad with an illegal character");

  __ bind(L_decode_store);
    __ slli(tmp, n, 1);
    __ add(tmp, tmp, n);
    __ vsetvli(x0, tmp, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vrgather_vv(vc, va, vcomp);
    __ vse8_v(vc, dst);
    __ add(dst, dst, tmp);  // 3 bytes per quad
    __ sub(quads, quads, n);
    __ bnez(quads, L_decode_loop);

  __ bind(L_decode_done);
    __ sub(c_rarg0, dst, dst_start);
    __ ret();

    return start;
  }
