// dilithiumMontMulByConstant[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_mont_mul_by_constant, for jdk21.
  // The rest of montMul(b, c) from aHigh = high(b * c) in vd and aLow = b * c in vt (clobbered): vd
  // = aHigh - high(m * q), m = QINV * aLow; every ML-DSA stub's montMul ends so.
  void dilithium_montmul_reduce(VectorRegister vd, VectorRegister vt, Register qinv, Register q) {
    assert_different_registers(qinv, q);
    assert_different_registers(vd, vt);
    __ vmul_vx(vt, vt, qinv);  // m = QINV * aLow (int)
    __ vmulh_vx(vt, vt, q);  // (int)(((long) m * q) >> 32)
    __ vsub_vv(vd, vd, vt);
  }

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
    StubCodeMark mark(this, "StubRoutines", "dilithiumMontMulByConstant");
    address start = __ pc();

    Label L_loop;

    const Register coeffs   = c_rarg0;
    const Register constant = c_rarg1;
    const Register qinv     = c_rarg2;
    const Register left     = x28;
    const Register vl       = x29;
    const Register q        = x30;
    const VectorRegister vc = v4;
    const VectorRegister vt = v8;
    const Register ptrs[] = { c_rarg0 };

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
    dilithium_montmul_reduce(vc, vt, qinv, q);
    __ vse32_v(vc, coeffs);
    advance_by_vl(ptrs, 1, 2, vl, left);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
