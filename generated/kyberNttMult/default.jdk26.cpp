// kyberNttMult[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt_mult, for jdk26.
// ML_KEM.java's ZETAS_FOR_NTT_MULT, one a pair.
// Used by kyberNttMult.
alignas(64) static const uint32_t _kybernttmult_zetas_mult[128] = {
  0x00000011UL, 0x00000cf0UL, 0x00000ac9UL, 0x00000238UL, 0x00000247UL, 0x00000abaUL, 0x00000a59UL, 0x000002a8UL,
  0x00000665UL, 0x0000069cUL, 0x000002d3UL, 0x00000a2eUL, 0x000008f0UL, 0x00000411UL, 0x0000044cUL, 0x000008b5UL,
  0x00000581UL, 0x00000780UL, 0x00000a66UL, 0x0000029bUL, 0x00000cd1UL, 0x00000030UL, 0x000000e9UL, 0x00000c18UL,
  0x000002f4UL, 0x00000a0dUL, 0x0000086cUL, 0x00000495UL, 0x00000bc7UL, 0x0000013aUL, 0x00000beaUL, 0x00000117UL,
  0x000006a7UL, 0x0000065aUL, 0x00000673UL, 0x0000068eUL, 0x00000ae5UL, 0x0000021cUL, 0x000006fdUL, 0x00000604UL,
  0x00000737UL, 0x000005caUL, 0x000003b8UL, 0x00000949UL, 0x000005b5UL, 0x0000074cUL, 0x00000a7fUL, 0x00000282UL,
  0x000003abUL, 0x00000956UL, 0x00000904UL, 0x000003fdUL, 0x00000985UL, 0x0000037cUL, 0x00000954UL, 0x000003adUL,
  0x000002ddUL, 0x00000a24UL, 0x00000921UL, 0x000003e0UL, 0x0000010cUL, 0x00000bf5UL, 0x00000281UL, 0x00000a80UL,
  0x00000630UL, 0x000006d1UL, 0x000008faUL, 0x00000407UL, 0x000007f5UL, 0x0000050cUL, 0x00000c94UL, 0x0000006dUL,
  0x00000177UL, 0x00000b8aUL, 0x000009f5UL, 0x0000030cUL, 0x0000082aUL, 0x000004d7UL, 0x0000066dUL, 0x00000694UL,
  0x00000427UL, 0x000008daUL, 0x0000013fUL, 0x00000bc2UL, 0x00000ad5UL, 0x0000022cUL, 0x000002f5UL, 0x00000a0cUL,
  0x00000833UL, 0x000004ceUL, 0x00000231UL, 0x00000ad0UL, 0x000009a2UL, 0x0000035fUL, 0x00000a22UL, 0x000002dfUL,
  0x00000af4UL, 0x0000020dUL, 0x00000444UL, 0x000008bdUL, 0x00000193UL, 0x00000b6eUL, 0x00000402UL, 0x000008ffUL,
  0x00000477UL, 0x0000088aUL, 0x00000866UL, 0x0000049bUL, 0x00000ad7UL, 0x0000022aUL, 0x00000376UL, 0x0000098bUL,
  0x000006baUL, 0x00000647UL, 0x000004bcUL, 0x00000845UL, 0x00000752UL, 0x000005afUL, 0x00000405UL, 0x000008fcUL,
  0x0000083eUL, 0x000004c3UL, 0x00000b77UL, 0x0000018aUL, 0x00000375UL, 0x0000098cUL, 0x0000086aUL, 0x00000497UL
};

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
   * The two results go back as one word, (r0 & 0xffff) | r1 << 16. The zetas argument (AArch64's
   * table) is not read: ZETAS_FOR_NTT_MULT is the stub's own table, one word a pair.
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

    const Register result    = c_rarg0;
    const Register ntta      = c_rarg1;
    const Register nttb      = c_rarg2;
    const Register q         = c_rarg4;
    const Register addend    = c_rarg5;
    const Register low       = c_rarg6;
    const Register ztab      = c_rarg7;
    const Register pairs     = t3;
    const Register vl        = t4;
    const Register mult      = t5;
    const VectorRegister a0  = v1;
    const VectorRegister p00 = v2;
    const VectorRegister va  = v2;
    const VectorRegister p01 = v4;
    const VectorRegister vb  = v4;
    const VectorRegister p11 = v6;
    const VectorRegister p10 = v8;
    const VectorRegister vz  = v10;
    const VectorRegister vt  = v12;
    const VectorRegister a1  = v14;
    const VectorRegister b0  = v15;
    const VectorRegister b1  = v16;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(pairs, 128);
    __ li(mult, 1290176);
    __ li(q, 3329);
    __ li(addend, 1665);
    __ li(low, 65535);
    __ la(ztab, ExternalAddress((address)_kybernttmult_zetas_mult));

  __ bind(L_loop);
    __ vsetvli(vl, pairs, Assembler::e32, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vle32_v(va, ntta);
    __ vle32_v(vb, nttb);
    __ vle32_v(vz, ztab);
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
    __ slli(t0, vl, 2);  // t0 may not live across instructions (HotSpot's scratch)
    __ add(ntta, ntta, t0);
    __ slli(t0, vl, 2);
    __ add(nttb, nttb, t0);
    __ slli(t0, vl, 2);
    __ add(ztab, ztab, t0);
    __ slli(t0, vl, 2);
    __ add(result, result, t0);
    __ sub(pairs, pairs, vl);
    __ bnez(pairs, L_loop);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
