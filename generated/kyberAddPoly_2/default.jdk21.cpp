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

  // ptrs[n][i] = ptrs[0][i] + .. + ptrs[n - 1][i] + (n - 1) q mod 2^16 over the 256 shorts, vl a
  // pass, as Java's implKyberAddPoly with n = 2 or 3 polynomials computes it.
  void kyber_add_polys(const Register* ptrs, const VectorRegister* vs, int n, Register left,
                       Register vl, Register bias) {
    assert_different_registers(left, vl, bias);

    Label L_loop;

    __ li(left, 256);
    __ li(bias, (n - 1) * 3329);

  __ bind(L_loop);
    __ vsetvli(vl, left, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);
    for (int i = 0; i < n; i++) {
      __ vle16_v(vs[i], ptrs[i]);
    }
    for (int i = 1; i < n; i++) {
      __ vadd_vv(vs[0], vs[0], vs[i]);
    }
    __ vadd_vx(vs[0], vs[0], bias);
    __ vse16_v(vs[0], ptrs[n]);
    advance_by_vl(ptrs, n + 1, 1, vl, left);
    __ bnez(left, L_loop);
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

    const Register left = x28;
    const Register vl   = x29;
    const Register bias = x30;
    const Register ptrs[] = { c_rarg1, c_rarg2, c_rarg0 };
    const VectorRegister vs[] = { v4, v8 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    kyber_add_polys(ptrs, vs, 2, left, vl, bias);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
