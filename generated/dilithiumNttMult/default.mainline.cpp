// dilithiumNttMult[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_ntt_mult, for mainline.
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

    StubId stub_id = StubId::stubgen_dilithiumNttMult_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

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
    __ vmul_vx(vt, vt, qinv);  // m = QINV * aLow (int)
    __ vmulh_vx(vt, vt, q);  // (int)(((long) m * q) >> 32)
    __ vsub_vv(vb, vb, vt);
    __ vmul_vv(vt, va, vb);
    __ vmulh_vv(va, va, vb);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(va, va, vt);
    __ vse32_v(va, product);
    __ slli(t0, vl, 2);  // t0 may not live across instructions (HotSpot's scratch)
    __ add(coeffs1, coeffs1, t0);
    __ slli(t0, vl, 2);
    __ add(coeffs2, coeffs2, t0);
    __ slli(t0, vl, 2);
    __ add(product, product, t0);
    __ sub(left, left, vl);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
