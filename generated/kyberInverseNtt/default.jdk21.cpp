// kyberInverseNtt[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_inverse_ntt, for jdk21.
// -MONT_ZETAS_FOR_NTT[126 - i] of ML_KEM.java (R = 2^20 Montgomery).
// Used by kyberInverseNtt.
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

  // needs assembler additions: vnsrl_wi
  /**
   * Java's seilerInverseNTT exactly (see kyberNtt): levels l = 2 .. 128 with the negated zetas
   * in the order Java reads them, then montMul by MONT_DIM_HALF_INVERSE fused with the
   * narrowing.
   *
   * Requires RVV.
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
    StubCodeMark mark(this, "StubRoutines", "kyberInverseNtt");
    address start = __ pc();

    Label L_widen, L_level2, L_level4, L_block8, L_run8, L_block16, L_run16, L_block32, L_run32,
          L_block64, L_run64, L_block128, L_run128, L_narrow;

    const Register coeffs    = c_rarg0;
    const Register run       = c_rarg1;
    const Register src       = c_rarg1;
    const Register qinv      = c_rarg2;
    const Register lane      = c_rarg3;
    const Register tmp       = c_rarg4;
    const Register half_inv  = c_rarg5;
    const Register ztab      = c_rarg5;
    const Register ptr       = c_rarg6;
    const Register zeta      = c_rarg7;
    const Register left      = x28;
    const Register vl        = x29;
    const Register q         = x30;
    const VectorRegister vh  = v2;
    const VectorRegister vi  = v4;
    const VectorRegister vo  = v8;
    const VectorRegister vo2 = v12;
    const VectorRegister vx  = v16;
    const VectorRegister vy  = v20;
    const VectorRegister vz  = v24;
    const VectorRegister vt  = v28;

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
    __ li(lane, 0);

  __ bind(L_level2);
    __ li(left, 128);
    __ sub(left, left, lane);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vi);
    __ vadd_vx(vi, vi, lane);  // i
    __ li(tmp, -2);
    __ vand_vx(vo, vi, tmp);
    __ vadd_vv(vo, vo, vi);
    __ vsll_vi(vo, vo, 2);  // byte offset of coeffs[j]
    __ li(tmp, 8);
    __ vadd_vx(vo2, vo, tmp);  // and of coeffs[j + l]
    __ vluxei32_v(vx, sp, vo);
    __ vluxei32_v(vy, sp, vo2);
    __ vsrl_vi(vz, vi, 1);
    __ li(tmp, 0);
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
    __ bltu(lane, tmp, L_level2);
    BLOCK_COMMENT("} Level l = 2: 64 blocks of 2 butterflies, indexed");
    BLOCK_COMMENT("Level l = 4: 32 blocks of 4 butterflies, indexed {");
    __ li(lane, 0);

  __ bind(L_level4);
    __ li(left, 128);
    __ sub(left, left, lane);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vi);
    __ vadd_vx(vi, vi, lane);
    __ li(tmp, -4);
    __ vand_vx(vo, vi, tmp);
    __ vadd_vv(vo, vo, vi);
    __ vsll_vi(vo, vo, 2);
    __ li(tmp, 16);
    __ vadd_vx(vo2, vo, tmp);
    __ vluxei32_v(vx, sp, vo);
    __ vluxei32_v(vy, sp, vo2);
    __ vsrl_vi(vz, vi, 2);
    __ li(tmp, 64);
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
    __ bltu(lane, tmp, L_level4);
    BLOCK_COMMENT("} Level l = 4: 32 blocks of 4 butterflies, indexed");
    BLOCK_COMMENT("Level l = 8: 16 blocks of two runs of 8 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 384);  // walked block by block, put back after the level
    __ li(lane, 16);

  __ bind(L_block8);
    __ lw(zeta, Address(ztab));
    __ li(left, 8);
    __ mv(run, ptr);

  __ bind(L_run8);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 32);
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
    __ bnez(left, L_run8);
    __ addi(ptr, ptr, 64);
    __ addi(ztab, ztab, 4);
    __ addi(lane, lane, -1);
    __ bnez(lane, L_block8);
    __ addi(ztab, ztab, -448);
    BLOCK_COMMENT("} Level l = 8: 16 blocks of two runs of 8 ints, unit-stride");
    BLOCK_COMMENT("Level l = 16: 8 blocks of two runs of 16 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 448);
    __ li(lane, 8);

  __ bind(L_block16);
    __ lw(zeta, Address(ztab));
    __ li(left, 16);
    __ mv(run, ptr);

  __ bind(L_run16);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 64);
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
    __ bnez(left, L_run16);
    __ addi(ptr, ptr, 128);
    __ addi(ztab, ztab, 4);
    __ addi(lane, lane, -1);
    __ bnez(lane, L_block16);
    __ addi(ztab, ztab, -480);
    BLOCK_COMMENT("} Level l = 16: 8 blocks of two runs of 16 ints, unit-stride");
    BLOCK_COMMENT("Level l = 32: 4 blocks of two runs of 32 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 480);
    __ li(lane, 4);

  __ bind(L_block32);
    __ lw(zeta, Address(ztab));
    __ li(left, 32);
    __ mv(run, ptr);

  __ bind(L_run32);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 128);
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
    __ bnez(left, L_run32);
    __ addi(ptr, ptr, 256);
    __ addi(ztab, ztab, 4);
    __ addi(lane, lane, -1);
    __ bnez(lane, L_block32);
    __ addi(ztab, ztab, -496);
    BLOCK_COMMENT("} Level l = 32: 4 blocks of two runs of 32 ints, unit-stride");
    BLOCK_COMMENT("Level l = 64: 2 blocks of two runs of 64 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 496);
    __ li(lane, 2);

  __ bind(L_block64);
    __ lw(zeta, Address(ztab));
    __ li(left, 64);
    __ mv(run, ptr);

  __ bind(L_run64);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 256);
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
    __ bnez(left, L_run64);
    __ addi(ptr, ptr, 512);
    __ addi(ztab, ztab, 4);
    __ addi(lane, lane, -1);
    __ bnez(lane, L_block64);
    __ addi(ztab, ztab, -504);
    BLOCK_COMMENT("} Level l = 64: 2 blocks of two runs of 64 ints, unit-stride");
    BLOCK_COMMENT("Level l = 128: 1 blocks of two runs of 128 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 504);
    __ li(lane, 1);

  __ bind(L_block128);
    __ lw(zeta, Address(ztab));
    __ li(left, 128);
    __ mv(run, ptr);

  __ bind(L_run128);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 512);
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
    __ bnez(left, L_run128);
    __ addi(ptr, ptr, 1024);
    __ addi(ztab, ztab, 4);
    __ addi(lane, lane, -1);
    __ bnez(lane, L_block128);
    __ addi(ztab, ztab, -508);
    BLOCK_COMMENT("} Level l = 128: 1 blocks of two runs of 128 ints, unit-stride");
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
