// kyberBarrettReduce[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_barrett_reduce, for jdk26.
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
   * c -= ((c * 20159) >> 26) * q in place: vmulh gives (c * 20159) >> 16 (a 32-bit product of
   * shorts, as Java's int), vsra 10 the rest of the shift, vnmsac subtracts q times it.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - coeffs
   * Output:
   *   c_rarg0 - zero
   */
  address generate_kyberBarrettReduce() {
    assert(UseKyberIntrinsics, "kyberBarrettReduce needs UseKyberIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_kyberBarrettReduce_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_loop;

    const Register coeffs   = c_rarg0;
    const Register q        = c_rarg1;
    const Register left     = t3;
    const Register vl       = t4;
    const Register mult     = t5;
    const VectorRegister vc = v4;
    const VectorRegister vt = v8;
    const Register ptrs[] = { c_rarg0 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(left, 256);
    __ li(mult, 20159);
    __ li(q, 3329);

  __ bind(L_loop);
    __ vsetvli(vl, left, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle16_v(vc, coeffs);
    __ vmulh_vx(vt, vc, mult);
    __ vsra_vi(vt, vt, 10);
    __ vnmsac_vx(vc, q, vt);
    __ vse16_v(vc, coeffs);
    advance_by_vl(ptrs, 1, 1, vl, left);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
