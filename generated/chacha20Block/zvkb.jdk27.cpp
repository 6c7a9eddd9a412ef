// chacha20Block[zvkb]: made by stubforge 0.1.0 from kernels/chacha20.py:chacha20, for jdk27.
  // x += y; z ^= x; z <<<= shift: one step of as many quarter-rounds as x holds, each instruction
  // for every register before the next.
  void chacha20_add_xor_rotate(const VectorRegister* x, const VectorRegister* y,
                               const VectorRegister* z, int shift) {
    for (int i = 0; i < 4; i++) {
      __ vadd_vv(x[i], x[i], y[i]);
    }
    for (int i = 0; i < 4; i++) {
      __ vxor_vv(z[i], z[i], x[i]);
    }
    for (int i = 0; i < 4; i++) {
      __ vror_vi(z[i], z[i], 32 - shift);
    }
  }

  // As many quarter-rounds as va holds, in step, every lane.
  void chacha20_quarter_rounds(const VectorRegister* va, const VectorRegister* vb,
                               const VectorRegister* vc, const VectorRegister* vd) {
    for (int i = 0; i < 4; i++) {
      assert_different_registers(va[i], vb[i], vc[i], vd[i]);
    }
    chacha20_add_xor_rotate(va, vb, vd, 16);
    chacha20_add_xor_rotate(vc, vd, vb, 12);
    chacha20_add_xor_rotate(va, vb, vd, 8);
    chacha20_add_xor_rotate(vc, vd, vb, 7);
  }

  /**
   * Requires RVV and Zvkb.
   *
   * Arguments:
   *   c_rarg0 - state
   *   c_rarg1 - result
   * Output:
   *   c_rarg0 - int
   */
  address generate_chacha20Block() {
    assert(UseChaCha20Intrinsics, "chacha20Block needs UseChaCha20Intrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_chacha20Block_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_pass, L_double_round;

    const Register state      = c_rarg0;
    const Register result     = c_rarg1;
    const Register rounds     = c_rarg2;
    const Register stride     = c_rarg2;
    const Register left       = t3;
    const Register vl         = t4;
    const Register done       = t5;
    const VectorRegister vctr = v21;
    const VectorRegister vx[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16 };
    const VectorRegister vdiag[] = { v6, v7, v8, v5, v11, v12, v9, v10, v16, v13, v14, v15 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(left, 16);
    __ li(done, 0);

  __ bind(L_pass);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);  // vl blocks this pass, one per lane
    BLOCK_COMMENT("Load the state: word w into every lane of vx[w] {");
    for (int w = 0; w < 16; w++) {
      __ lw(t0, Address(state, 4 * w));
      __ vmv_v_x(vx[w], t0);
    }
    __ vid_v(vctr);
    __ vadd_vx(vctr, vctr, done);
    __ vadd_vv(vx[12], vx[12], vctr);  // lane j's counter: state[12] + done + j
    BLOCK_COMMENT("} Load the state: word w into every lane of vx[w]");
    BLOCK_COMMENT("10 double rounds: columns, then diagonals {");
    __ li(rounds, 10);

  __ bind(L_double_round);
    chacha20_quarter_rounds(vx, vx + 4, vx + 8, vx + 12);
    chacha20_quarter_rounds(vx, vdiag, vdiag + 4, vdiag + 8);
    __ addi(rounds, rounds, -1);
    __ bnez(rounds, L_double_round);
    BLOCK_COMMENT("} 10 double rounds: columns, then diagonals");
    BLOCK_COMMENT("Add the input state and store: word w of block j at out + 64*j + 4*w {");
    for (int w = 0; w < 16; w++) {
      __ lw(t0, Address(state, 4 * w));
      __ vadd_vx(vx[w], vx[w], t0);
    }
    __ vadd_vv(vx[12], vx[12], vctr);
    __ li(stride, 64);
    for (int w = 0; w < 16; w++) {
      __ vsse32_v(vx[w], result, stride);
      __ addi(result, result, 4);
    }
    BLOCK_COMMENT("} Add the input state and store: word w of block j at out + 64*j + 4*w");
    __ shadd(result, vl, result, t0, 6);  // this pass's 64*vl bytes, less the 64 above
    __ addi(result, result, -64);
    __ add(done, done, vl);
    __ sub(left, left, vl);
    __ bnez(left, L_pass);
    __ li(c_rarg0, 1024);
    __ leave();
    __ ret();

    return start;
  }
