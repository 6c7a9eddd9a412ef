// kyber12To16[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_12_to_16, for jdk25.
  /**
   * ceil(parsedLength / 2) pairs of 12-bit values, each pair from three bytes: with x = b0 | b1
   * << 8 | b2 << 16 its two shorts x & 0xfff and x >> 12 are the word x + 15 * (x & 0xfff000),
   * stored unit-stride. Reads and writes exactly what Java's loop does: 3 bytes and 2 shorts a
   * pair.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - condensed
   *   c_rarg1 - index
   *   c_rarg2 - parsed
   *   c_rarg3 - parsedLength
   * Output:
   *   c_rarg0 - zero
   */
  address generate_kyber12To16() {
    assert(UseKyberIntrinsics, "kyber12To16 needs UseKyberIntrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::kyber12To16_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_loop, L_full, L_done;

    const Register condensed    = c_rarg0;
    const Register index        = c_rarg1;
    const Register parsed       = c_rarg2;
    const Register parsedLength = c_rarg3;
    const Register src          = c_rarg0;
    const Register n            = c_rarg4;
    const Register m24          = c_rarg5;
    const Register mask         = c_rarg6;
    const Register fifteen      = c_rarg7;
    const Register pairs        = t3;
    const Register per          = t4;
    const Register p            = t5;
    const VectorRegister vsrc   = v1;
    const VectorRegister vw     = v2;
    const VectorRegister vidx   = v3;
    const VectorRegister vt     = v4;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ bge(zr, parsedLength, L_done);  // parsedLength <= 0: Java's loop does not run
    __ addi(pairs, parsedLength, 1);
    __ srli(pairs, pairs, 1);  // (parsedLength + 1) / 2 pairs
    __ add(src, condensed, index);  // index: a non-negative int, sign-extended
    __ li(m24, 16777215);
    __ li(mask, 16773120);
    __ li(fifteen, 15);
    __ vsetvli(n, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);  // n = VLEN/8 bytes: a pass makes n/4 pairs
    __ vid_v(vidx);
    __ vsrl_vi(vt, vidx, 2);
    __ vand_vi(vidx, vidx, 3);
    __ vadd_vv(vidx, vidx, vt);
    __ vsll_vi(vt, vt, 1);
    __ vadd_vv(vidx, vidx, vt);  // byte 4g + c takes byte 3g + c (c = 3: masked off)
    __ srli(per, n, 2);

  __ bind(L_loop);
    __ mv(p, pairs);
    __ bleu(pairs, per, L_full);
    __ mv(p, per);  // p = min(pairs, per)

  __ bind(L_full);
    __ slli(t0, p, 1);
    __ add(n, t0, p);  // 3p bytes in
    __ vsetvli(x0, n, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(vsrc, src);
    __ slli(t0, p, 2);
    __ vsetvli(x0, t0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);  // 4p bytes out
    __ vrgather_vv(vw, vsrc, vidx);
    __ vsetvli(x0, p, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vand_vx(vw, vw, m24);
    __ vand_vx(vt, vw, mask);
    __ vmacc_vx(vw, fifteen, vt);  // x & 0xfff | (x >> 12) << 16
    __ vse32_v(vw, parsed);
    __ add(src, src, n);
    __ slli(t0, p, 2);
    __ add(parsed, parsed, t0);
    __ sub(pairs, pairs, p);
    __ bnez(pairs, L_loop);

  __ bind(L_done);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
