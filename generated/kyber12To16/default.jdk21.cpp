// kyber12To16[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_12_to_16, for jdk21.
  /**
   * kyber12To16 [default]
   * RISC-V extensions: v
   * Blob space: 228 bytes (code and entry alignment)
   *
   * ceil(parsedLength / 2) pairs of 12-bit values, each pair from three bytes: vl pairs a pass.
   *
   * Three strided byte loads (stride 3) take bytes 0, 1, 2 of vl groups; widened to e32 they
   * make x = b0 | b1 << 8 | b2 << 16, and the two shorts of the pair are x & 0xfff and x >> 12,
   * i.e. the word x + 15 * (x & 0xfff000) (the high 12 bits moved up by 4), stored unit-stride
   * as two shorts. The stub reads and writes exactly what Java's loop does: 3 bytes and 2 shorts
   * a pair.
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
    StubCodeMark mark(this, "StubRoutines", "kyber12To16");
    address start = __ pc();

    Label L_loop, L_done;

    const Register condensed    = c_rarg0;
    const Register index        = c_rarg1;
    const Register parsed       = c_rarg2;
    const Register parsedLength = c_rarg3;
    const Register src          = c_rarg0;
    const Register mask         = c_rarg4;
    const Register fifteen      = c_rarg5;
    const Register pairs        = x28;
    const Register vl           = x29;
    const Register three        = x30;
    const VectorRegister vb0    = v1;
    const VectorRegister vb1    = v2;
    const VectorRegister vb2    = v3;
    const VectorRegister vw0    = v4;
    const VectorRegister vw1    = v8;
    const VectorRegister vw2    = v12;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ bge(zr, parsedLength, L_done);  // parsedLength <= 0: Java's loop does not run
    __ addi(pairs, parsedLength, 1);
    __ srli(pairs, pairs, 1);  // (parsedLength + 1) / 2 pairs
    __ add(src, condensed, index);  // index: a non-negative int, sign-extended
    __ li(three, 3);
    __ li(mask, 16773120);
    __ li(fifteen, 15);

  __ bind(L_loop);
    __ vsetvli(vl, pairs, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vlse8_v(vb0, src, three);
    __ addi(t0, src, 1);
    __ vlse8_v(vb1, t0, three);
    __ addi(t0, src, 2);
    __ vlse8_v(vb2, t0, three);
    __ vsetvli(vl, vl, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);  // the same vl: VLMAX is VLEN/8 at both
    __ vzext_vf4(vw0, vb0);
    __ vzext_vf4(vw1, vb1);
    __ vzext_vf4(vw2, vb2);
    __ vsll_vi(vw1, vw1, 8);
    __ vor_vv(vw0, vw0, vw1);
    __ vsll_vi(vw2, vw2, 16);
    __ vor_vv(vw0, vw0, vw2);  // x = b0 | b1 << 8 | b2 << 16
    __ vand_vx(vw1, vw0, mask);
    __ vmacc_vx(vw0, fifteen, vw1);  // x & 0xfff | (x >> 12) << 16
    __ vse32_v(vw0, parsed);
    __ slli(t0, vl, 1);
    __ add(t0, t0, vl);
    __ add(src, src, t0);
    __ slli(t0, vl, 2);
    __ add(parsed, parsed, t0);
    __ sub(pairs, pairs, vl);
    __ bnez(pairs, L_loop);

  __ bind(L_done);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
