// dilithiumMontMulByConstant[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_mont_mul_by_constant, for jdk27.
  /**
   * coeffs[i] = montMul(coeffs[i], constant) in place: one load, five multiplies/subtracts, one
   * store per vl ints. The constant is any int (HotSpot passes it sign-extended; e32 reads its
   * low word).
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - coeffs
   *   c_rarg1 - constant
   * Output:
   *   c_rarg0 - zero
   */
  address generate_dilithiumMontMulByConstant() {
    assert(UseDilithiumIntrinsics, "dilithiumMontMulByConstant needs UseDilithiumIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_dilithiumMontMulByConstant_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_loop;

    const Register coeffs   = c_rarg0;
    const Register constant = c_rarg1;
    const Register qinv     = c_rarg2;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister vc = v4;
    const VectorRegister vt = v8;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(left, 256);
    __ li(q, 8380417);
    __ li(qinv, 58728449);

  __ bind(L_loop);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vc, coeffs);
    __ vmul_vx(vt, vc, constant);  // aLow
    __ vmulh_vx(vc, vc, constant);  // aHigh
    __ vmul_vx(vt, vt, qinv);  // m = QINV * aLow (int)
    __ vmulh_vx(vt, vt, q);  // (int)(((long) m * q) >> 32)
    __ vsub_vv(vc, vc, vt);
    __ vse32_v(vc, coeffs);
    __ slli(t0, vl, 2);  // t0 may not live across instructions (HotSpot's scratch)
    __ add(coeffs, coeffs, t0);
    __ sub(left, left, vl);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
