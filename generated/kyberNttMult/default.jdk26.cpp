// kyberNttMult[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt_mult, for jdk26.
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
   * Java's pairwise product in NTT form: for pair m (a0, a1), (b0, b1) and zeta =
   * ZETAS_FOR_NTT_MULT[m], result = (barrett(barrett(a1*b1) * zeta + a0*b0), barrett(a0*b1 +
   * a1*b0)).
   *
   * vl pairs a pass. A pair of shorts is one e32 word: vle32, then vnsra.wi by 0 and 16 split it
   * into the even and odd shorts (e16) and vwmul.vv makes the four int products. Java's Barrett
   * steps are on longs, but every value they see fits an int (|a1*b1| <= 2^30; r*zeta + a0*b0 <
   * 2^31; r1 is an int sum that may wrap, as Java's does before widening), so e32 lanes compute
   * them exactly: (r * 20159) >> 26 is vmulh.vx by 20159 << 6, and r -= q * that is vnmsac.vx.
   * The two results go back as one word, (r0 & 0xffff) | r1 << 16. The zetas come from the array
   * Java passes (montZetasForVectorNttMultArr, one short a pair, AArch64's 16-bit Montgomery
   * form), each made the [0, q) value Java's body multiplies by.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - result
   *   c_rarg1 - ntta
   *   c_rarg2 - nttb
   *   c_rarg3 - zetas
   * Output:
   *   c_rarg0 - zero
   */
  address generate_kyberNttMult() {
    assert(UseKyberIntrinsics, "kyberNttMult needs UseKyberIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_kyberNttMult_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_loop;

    const Register result       = c_rarg0;
    const Register ntta         = c_rarg1;
    const Register nttb         = c_rarg2;
    const Register zetas        = c_rarg3;
    const Register q            = c_rarg4;
    const Register addend       = c_rarg5;
    const Register low          = c_rarg6;
    const Register pairs        = t3;
    const Register vl           = t4;
    const Register mult         = t5;
    const VectorRegister a0     = v1;
    const VectorRegister p00    = v2;
    const VectorRegister va     = v2;
    const VectorRegister p01    = v4;
    const VectorRegister vb     = v4;
    const VectorRegister p11    = v6;
    const VectorRegister p10    = v8;
    const VectorRegister vz     = v10;
    const VectorRegister vt     = v12;
    const VectorRegister vrinv  = v14;
    const VectorRegister vbias  = v16;
    const VectorRegister vmagic = v18;
    const VectorRegister a1     = v20;
    const VectorRegister b0     = v21;
    const VectorRegister b1     = v22;
    const VectorRegister vzh    = v23;
    const Register ptrs[] = { c_rarg1, c_rarg2, c_rarg0 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(pairs, 128);
    __ li(mult, 1290176);
    __ li(q, 3329);
    __ li(addend, 1665);
    __ li(low, 65535);
    __ vsetvli(vl, x0, Assembler::e32, Assembler::m2, Assembler::ma, Assembler::ta);  // VLMAX: every pass's lanes (scalar registers run short)
    __ li(t0, 169);
    __ vmv_v_x(vrinv, t0);  // 2^-16 mod q
    __ li(t0, 562601);
    __ vmv_v_x(vbias, t0);  // (2^-16 mod q) * q
    __ li(t0, 1290168);
    __ vmv_v_x(vmagic, t0);  // ceil(2^32 / q)

  __ bind(L_loop);
    __ vsetvli(vl, pairs, Assembler::e32, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vle32_v(va, ntta);
    __ vle32_v(vb, nttb);
    // Java's montZetasForVectorNttMultArr holds gamma * 2^16 mod q, one short a pair (AArch64's
    // 16-bit Montgomery form); Java's body multiplies by gamma in [0, q) (ZETAS_FOR_NTT_MULT):
    // t = (z + q) * (2^-16 mod q) in [0, 1.2e6), then t mod q, the quotient a vmulh by
    // ceil(2^32 / q), exact for every z in (-q, q)
    __ vle16_v(vzh, zetas);
    __ vsext_vf2(vz, vzh);
    __ vmadd_vv(vz, vrinv, vbias);  // t
    __ vmulh_vv(vt, vz, vmagic);  // floor(t / q)
    __ vnmsac_vx(vz, q, vt);  // gamma, exactly Java's ZETAS_FOR_NTT_MULT[m]
    __ vsetvli(vl, vl, Assembler::e16, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vnsra_wi(a0, va, 0);
    __ vnsra_wi(a1, va, 16);
    __ vnsra_wi(b0, vb, 0);
    __ vnsra_wi(b1, vb, 16);
    __ vwmul_vv(p11, a1, b1);
    __ vwmul_vv(p00, a0, b0);
    __ vwmul_vv(p01, a0, b1);
    __ vwmul_vv(p10, a1, b0);
    __ vsetvli(vl, vl, Assembler::e32, Assembler::m2, Assembler::ma, Assembler::ta);
    // r = a1*b1 - q * ((a1*b1 * 20159) >> 26); r = r * zeta + a0*b0
    __ vmulh_vx(vt, p11, mult);
    __ vnmsac_vx(p11, q, vt);
    __ vmadd_vv(p11, vz, p00);
    // r0 = r - q * (((r + 1665) * 20159) >> 26)
    __ vadd_vx(vt, p11, addend);
    __ vmulh_vx(vt, vt, mult);
    __ vnmsac_vx(p11, q, vt);
    // r1 = a0*b1 + a1*b0 (int), the same reduction
    __ vadd_vv(p10, p10, p01);
    __ vadd_vx(vt, p10, addend);
    __ vmulh_vx(vt, vt, mult);
    __ vnmsac_vx(p10, q, vt);
    __ vand_vx(p11, p11, low);
    __ vsll_vi(p10, p10, 16);
    __ vor_vv(p11, p11, p10);
    __ vse32_v(p11, result);
    __ slli(t0, vl, 1);
    __ add(zetas, zetas, t0);
    advance_by_vl(ptrs, 3, 2, vl, pairs);
    __ bnez(pairs, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
