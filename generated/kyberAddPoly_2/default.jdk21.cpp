// kyberAddPoly_2[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_add_poly_2, for jdk21.
  // ptrs[0 .. n) += vl << shift bytes (vl elements of 1 << shift bytes each), left -= vl.
  void advance_by_vl(const Register* ptrs, int n, int shift, Register vl, Register left) {
    assert_different_registers(vl, left);
    for (int i = 0; i < n; i++) {
      __ slli(t0, vl, shift);  // t0 may not live across instructions (HotSpot's scratch)
      __ add(ptrs[i], ptrs[i], t0);
    }
    __ sub(left, left, vl);
  }

  /**
   * result[i] = a[i] + b[i] + q mod 2^16: two loads, two adds, one store per vl shorts.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - result
   *   c_rarg1 - a
   *   c_rarg2 - b
   * Output:
   *   c_rarg0 - zero
   */
  address generate_kyberAddPoly_2() {
    assert(UseKyberIntrinsics, "kyberAddPoly_2 needs UseKyberIntrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "kyberAddPoly_2");
    address start = __ pc();

    Label L_loop;

    const Register result   = c_rarg0;
    const Register a        = c_rarg1;
    const Register b        = c_rarg2;
    const Register left     = x28;
    const Register vl       = x29;
    const Register q        = x30;
    const VectorRegister va = v4;
    const VectorRegister vb = v8;
    const Register ptrs[] = { c_rarg1, c_rarg2, c_rarg0 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(left, 256);
    __ li(q, 3329);

  __ bind(L_loop);
    __ vsetvli(vl, left, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle16_v(va, a);
    __ vle16_v(vb, b);
    __ vadd_vv(va, va, vb);
    __ vadd_vx(va, va, q);
    __ vse16_v(va, result);
    advance_by_vl(ptrs, 3, 1, vl, left);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
