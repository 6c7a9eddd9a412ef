// dilithiumDecomposePoly[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_decompose_poly, for jdk27.
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
   * decomposePolyJava line by line in e32 lanes (every step is int arithmetic that wraps as
   * Java's): rplus reduced into [0, q), quotient = (rplus * multiplier) >> 22 corrected twice,
   * then the q-1 corner (r0 -= 1, r1 = 0). twoGamma2 / 2 is Java's truncating division, made
   * once in scalar registers, so the stub is exact for any twoGamma2 and multiplier, not only
   * Java's two pairs (190464, 22) and (523776, 8).
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - input
   *   c_rarg1 - lowPart
   *   c_rarg2 - highPart
   *   c_rarg3 - twoGamma2
   *   c_rarg4 - multiplier
   * Output:
   *   c_rarg0 - zero
   */
  address generate_dilithiumDecomposePoly() {
    assert(UseDilithiumIntrinsics, "dilithiumDecomposePoly needs UseDilithiumIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_dilithiumDecomposePoly_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_loop;

    const Register input       = c_rarg0;
    const Register lowPart     = c_rarg1;
    const Register highPart    = c_rarg2;
    const Register twoGamma2   = c_rarg3;
    const Register multiplier  = c_rarg4;
    const Register addend      = c_rarg5;
    const Register half        = c_rarg6;
    const Register qm1         = c_rarg7;
    const Register left        = t3;
    const Register vl          = t4;
    const Register q           = t5;
    const VectorRegister vr    = v4;
    const VectorRegister vquot = v8;
    const VectorRegister vr0   = v12;
    const VectorRegister vmask = v16;
    const VectorRegister vt    = v20;
    const Register ptrs[] = { c_rarg0, c_rarg1, c_rarg2 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(left, 256);
    __ li(q, 8380417);
    __ li(addend, 5373807);
    __ li(qm1, -8380416);
    __ srli(half, twoGamma2, 63);  // twoGamma2 / 2, truncated toward zero as Java's:
    __ add(half, half, twoGamma2);  // (t + (t < 0)) >> 1 on the sign-extended int
    __ srai(half, half, 1);

  __ bind(L_loop);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vr, input);
    // rplus -= ((rplus + 5373807) >> 23) * q; rplus += (rplus >> 31) & q
    __ vadd_vx(vt, vr, addend);
    __ vsra_vi(vt, vt, 23);
    __ vnmsac_vx(vr, q, vt);
    __ vsra_vi(vt, vr, 31);
    __ vand_vx(vt, vt, q);
    __ vadd_vv(vr, vr, vt);
    // quotient = (rplus * multiplier) >> 22; r0 = rplus - quotient * twoGamma2
    __ vmul_vx(vquot, vr, multiplier);
    __ vsra_vi(vquot, vquot, 22);
    __ vmul_vx(vr0, vquot, twoGamma2);
    __ vsub_vv(vr0, vr, vr0);
    // mask = (twoGamma2 - r0) >> 22; r0 -= mask & twoGamma2; quotient += mask & 1
    __ vrsub_vx(vmask, vr0, twoGamma2);
    __ vsra_vi(vmask, vmask, 22);
    __ vand_vx(vt, vmask, twoGamma2);
    __ vsub_vv(vr0, vr0, vt);
    __ vand_vi(vt, vmask, 1);
    __ vadd_vv(vquot, vquot, vt);
    // mask = (twoGamma2 / 2 - r0) >> 31 (0 or -1); r0 -= mask & twoGamma2; quotient -= mask
    __ vrsub_vx(vmask, vr0, half);
    __ vsra_vi(vmask, vmask, 31);
    __ vand_vx(vt, vmask, twoGamma2);
    __ vsub_vv(vr0, vr0, vt);
    __ vsub_vv(vquot, vquot, vmask);
    // r1 = rplus - r0 - (q - 1); r1 = (r1 | -r1) >> 31; r0 += ~r1; r1 &= quotient
    __ vsub_vv(vr, vr, vr0);
    __ vadd_vx(vr, vr, qm1);
    __ vrsub_vi(vt, vr, 0);
    __ vor_vv(vr, vr, vt);
    __ vsra_vi(vr, vr, 31);
    __ vxor_vi(vt, vr, -1);
    __ vadd_vv(vr0, vr0, vt);
    __ vand_vv(vr, vr, vquot);
    __ vse32_v(vr0, lowPart);
    __ vse32_v(vr, highPart);
    advance_by_vl(ptrs, 3, 2, vl, left);
    __ bnez(left, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
