// dilithiumNttMult[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_ntt_mult, for jdk27.
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
   * product[i] = montMul(coeffs1[i], toMont(coeffs2[i])), toMont(b) = montMul(b, 2^64 mod q):
   * two Montgomery products a pass. Elementwise, so product may be either input.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - product
   *   c_rarg1 - coeffs1
   *   c_rarg2 - coeffs2
   * Output:
   *   c_rarg0 - zero
   */
  address generate_dilithiumNttMult() {
    assert(UseDilithiumIntrinsics, "dilithiumNttMult needs UseDilithiumIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_dilithiumNttMult_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_loop;

    const Register product  = c_rarg0;
    const Register coeffs1  = c_rarg1;
    const Register coeffs2  = c_rarg2;
    const Register qinv     = c_rarg3;
    const Register r2       = c_rarg4;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister va = v4;
    const VectorRegister vb = v8;
    const VectorRegister vt = v12;
    const Register ptrs[] = { c_rarg1, c_rarg2, c_rarg0 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(left, 256);
    __ li(q, 8380417);
    __ li(qinv, 58728449);
    __ li(r2, 2365951);

  __ bind(L_loop);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(va, coeffs1);
    __ vle32_v(vb, coeffs2);
    __ vmul_vx(vt, vb, r2);  // aLow
    __ vmulh_vx(vb, vb, r2);  // aHigh
    dilithium_montmul_reduce(vb, vt, qinv, q);
    __ vmul_vv(vt, va, vb);
    __ vmulh_vv(va, va, vb);
    dilithium_montmul_reduce(va, vt, qinv, q);
    __ vse32_v(va, product);
    advance_by_vl(ptrs, 3, 2, vl, left);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
