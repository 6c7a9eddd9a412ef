// kyberInverseNtt[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_inverse_ntt, for jdk27.
// -MONT_ZETAS_FOR_NTT[126 - i] of ML_KEM.java (R = 2^20 Montgomery); used by kyberInverseNtt; a constant table of the generated stubs.
alignas(64) static const uint32_t _kyberinversentt_inv_zetas[127] = {
  0x00000248UL, 0xfffffbe7UL, 0x00000039UL, 0x00000525UL, 0x00000315UL, 0x000002c5UL, 0x0000063fUL, 0xfffff9bfUL,
  0xfffffc22UL, 0x0000025cUL, 0x0000015cUL, 0x00000359UL, 0x00000264UL, 0x000001daUL, 0x00000499UL, 0xfffffc0aUL,
  0xffffffa8UL, 0xfffffc2aUL, 0xffffff41UL, 0x0000029cUL, 0x0000056aUL, 0x000001e6UL, 0xfffffb7fUL, 0xfffffdeaUL,
  0x00000202UL, 0x00000089UL, 0x0000024aUL, 0xfffffb66UL, 0x000000e3UL, 0x00000153UL, 0xfffffc75UL, 0x000000f4UL,
  0x000004b0UL, 0xfffffcbfUL, 0x00000572UL, 0xffffffe2UL, 0x00000432UL, 0x0000027cUL, 0xfffffec3UL, 0xfffffb58UL,
  0xfffffb15UL, 0xfffffe9dUL, 0xfffffe57UL, 0xfffffc8cUL, 0xfffffc2fUL, 0x00000596UL, 0x00000364UL, 0x0000025fUL,
  0x000000b8UL, 0x000005a8UL, 0x000002beUL, 0x0000052fUL, 0x000001afUL, 0x000001f1UL, 0x00000253UL, 0xffffffa2UL,
  0x00000671UL, 0xfffffa27UL, 0xfffffd94UL, 0x0000002aUL, 0xffffff54UL, 0x00000453UL, 0xffffff22UL, 0x000003ebUL,
  0x000001aaUL, 0xfffffcb3UL, 0x0000018bUL, 0xfffffe02UL, 0x0000064dUL, 0x00000339UL, 0x000004f5UL, 0xfffffedeUL,
  0xfffffa6bUL, 0x0000026fUL, 0xfffffdc9UL, 0x00000651UL, 0x00000024UL, 0x000003efUL, 0x000005a0UL, 0x0000014cUL,
  0xffffff37UL, 0x00000521UL, 0xfffffa9aUL, 0xfffffd18UL, 0x0000029dUL, 0xfffff9feUL, 0x00000080UL, 0xfffff9c2UL,
  0x00000579UL, 0x0000049fUL, 0xfffffdd7UL, 0x000002caUL, 0x00000195UL, 0xfffffb7dUL, 0xfffffe43UL, 0x00000196UL,
  0xfffffa28UL, 0xffffffcfUL, 0x00000052UL, 0x00000559UL, 0x00000103UL, 0x00000644UL, 0x00000175UL, 0x0000038dUL,
  0xfffffb1fUL, 0xfffffc18UL, 0xffffffe7UL, 0xffffffccUL, 0x00000212UL, 0xfffffc81UL, 0x000004caUL, 0x00000333UL,
  0xffffff47UL, 0x00000119UL, 0xfffffd1aUL, 0x000004e5UL, 0x000001a1UL, 0x00000578UL, 0x00000023UL, 0xfffffdafUL,
  0x00000061UL, 0xfffffb11UL, 0x00000227UL, 0xfffffdb7UL, 0x000003c9UL, 0xfffffc6eUL, 0xfffffb5cUL
};

  // One level of 128 butterflies (l = 1 << s), vl a pass wherever they are: lane i on coeffs[j] and
  // coeffs[j + l], j = i + (i & -l), its zeta entry base + (i >> s), all by indexed loads and
  // stores.
  // Helper shared by the stub generators: kyber_inverse_ntt_level_indexed
  void kyber_inverse_ntt_level_indexed(int s, int l, int base, Register left, Register vl,
                                       Register tmp, VectorRegister vx, Register ztab,
                                       VectorRegister vt, Register qinv, Register q) {
    assert_different_registers(left, vl, tmp, ztab, qinv, q);
    assert_different_registers(vx, vt);

    Label L_level;

    const Register lane      = c_rarg3;
    const VectorRegister vo2 = v12;
    const VectorRegister vy  = v20;
    const VectorRegister vz  = v24;
    const VectorRegister vi  = v4;
    const VectorRegister vo  = v8;

    __ li(lane, 0);

  __ bind(L_level);
    __ li(left, 128);
    __ sub(left, left, lane);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vi);
    __ vadd_vx(vi, vi, lane);  // i
    __ li(tmp, -l);
    __ vand_vx(vo, vi, tmp);
    __ vadd_vv(vo, vo, vi);
    __ vsll_vi(vo, vo, 2);  // byte offset of coeffs[j]
    __ li(tmp, 4 * l);
    __ vadd_vx(vo2, vo, tmp);  // and of coeffs[j + l]
    __ vluxei32_v(vx, sp, vo);
    __ vluxei32_v(vy, sp, vo2);
    __ vsrl_vi(vz, vi, s);
    __ li(tmp, base);
    __ vadd_vx(vz, vz, tmp);
    __ vsll_vi(vz, vz, 2);
    __ vluxei32_v(vz, ztab, vz);
    __ vsub_vv(vt, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vv(vt, vt, vz);
    __ vsra_vi(vy, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vy, vy, vt);
    __ vsuxei32_v(vx, sp, vo);
    __ vsuxei32_v(vy, sp, vo2);
    __ add(lane, lane, vl);
    __ li(tmp, 128);
    __ bltu(lane, tmp, L_level);
  }

  // One level: nb blocks of two runs of l ints in the int[256] at sp, vl ints of each a pass, the
  // block's zeta (entry base + b) a scalar.
  // Helper shared by the stub generators: kyber_inverse_ntt_level
  void kyber_inverse_ntt_level(int l, int nb, int base, Register ptr, Register ztab, Register left,
                               Register vl, VectorRegister vx, Register tmp, VectorRegister vt,
                               Register qinv, Register q) {
    assert_different_registers(ptr, ztab, left, vl, tmp, qinv, q);
    assert_different_registers(vx, vt);

    Label L_block, L_run;

    const Register run      = c_rarg1;
    const Register lane     = c_rarg3;
    const Register zeta     = c_rarg7;
    const VectorRegister vy = v20;

    __ mv(ptr, sp);
    __ addi(ztab, ztab, 4 * base);  // walked block by block, put back after the level
    __ li(lane, nb);

  __ bind(L_block);
    __ lw(zeta, Address(ztab));
    __ li(left, l);
    __ mv(run, ptr);

  __ bind(L_run);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 4 * l);
    __ vle32_v(vy, tmp);
    __ vsub_vv(vt, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vx(vt, vt, zeta);
    __ vsra_vi(vy, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vy, vy, vt);
    __ vse32_v(vx, run);
    __ vse32_v(vy, tmp);
    __ slli(tmp, vl, 2);
    __ add(run, run, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_run);
    __ addi(ptr, ptr, 8 * l);
    __ addi(ztab, ztab, 4);
    __ addi(lane, lane, -1);
    __ bnez(lane, L_block);
    __ addi(ztab, ztab, -4 * (base + nb));
  }

  /**
   * kyberInverseNtt [default]: lmul=4, unit_from=8, small=gather
   * RISC-V extensions: v
   * Blob space: 1064 bytes (code and entry alignment)
   *
   * Java's seilerInverseNTT exactly (see kyberNtt): levels l = 2 .. 128 with the negated zetas
   * in the order Java reads them, then montMul by MONT_DIM_HALF_INVERSE fused with the
   * narrowing.
   *
   * Arguments:
   *   c_rarg0 - coeffs
   *   c_rarg1 - zetas
   * Output:
   *   c_rarg0 - zero
   */
  address generate_kyberInverseNtt() {
    assert(UseKyberIntrinsics, "kyberInverseNtt needs UseKyberIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_kyberInverseNtt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_widen, L_narrow;

    const Register coeffs   = c_rarg0;
    const Register src      = c_rarg1;
    const Register qinv     = c_rarg2;
    const Register tmp      = c_rarg4;
    const Register half_inv = c_rarg5;
    const Register ztab     = c_rarg5;
    const Register ptr      = c_rarg6;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister vh = v2;
    const VectorRegister vx = v16;
    const VectorRegister vt = v28;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ addi(sp, sp, -1024);  // Java's int[256] coeffs
    __ li(q, 3329);
    __ li(qinv, -1892675584);
    __ la(ztab, ExternalAddress((address)_kyberinversentt_inv_zetas));
    BLOCK_COMMENT("Widen poly[] into the int[256] on the stack {");
    __ li(left, 256);
    __ mv(ptr, sp);
    __ mv(src, coeffs);

  __ bind(L_widen);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle16_v(vh, src);
    __ vsext_vf2(vx, vh);
    __ vse32_v(vx, ptr);
    __ slli(tmp, vl, 1);
    __ add(src, src, tmp);
    __ slli(tmp, vl, 2);
    __ add(ptr, ptr, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_widen);
    BLOCK_COMMENT("} Widen poly[] into the int[256] on the stack");
    BLOCK_COMMENT("Level l = 2: 64 blocks of 2 butterflies, indexed {");
    kyber_inverse_ntt_level_indexed(1, 2, 0, left, vl, tmp, vx, ztab, vt, qinv, q);
    BLOCK_COMMENT("} Level l = 2: 64 blocks of 2 butterflies, indexed");
    BLOCK_COMMENT("Level l = 4: 32 blocks of 4 butterflies, indexed {");
    kyber_inverse_ntt_level_indexed(2, 4, 64, left, vl, tmp, vx, ztab, vt, qinv, q);
    BLOCK_COMMENT("} Level l = 4: 32 blocks of 4 butterflies, indexed");
    BLOCK_COMMENT("Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar {");
    for (int i = 0; i < 5; i++) {
      kyber_inverse_ntt_level(8 << i, 16 >> i, 128 - (32 >> i), ptr, ztab, left, vl, vx, tmp, vt, qinv,
                              q);
    }
    BLOCK_COMMENT("} Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar");
    BLOCK_COMMENT("Narrow the ints back into poly[] after montMul by toMont(1/128) {");
    __ li(left, 256);
    __ mv(ptr, sp);
    __ li(half_inv, 1534);

  __ bind(L_narrow);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, ptr);
    __ vmul_vx(vt, vx, half_inv);
    __ vsra_vi(vx, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vx, vx, vt);
    __ vsetvli(vl, vl, Assembler::e16, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vnsrl_wi(vh, vx, 0);
    __ vse16_v(vh, coeffs);
    __ slli(tmp, vl, 1);
    __ add(coeffs, coeffs, tmp);
    __ slli(tmp, vl, 2);
    __ add(ptr, ptr, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_narrow);
    BLOCK_COMMENT("} Narrow the ints back into poly[] after montMul by toMont(1/128)");
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
