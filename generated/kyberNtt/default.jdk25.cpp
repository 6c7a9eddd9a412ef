// kyberNtt[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt, for jdk25.
// MONT_ZETAS_FOR_NTT of ML_KEM.java (R = 2^20 Montgomery).
// Used by kyberNtt.
alignas(64) static const uint32_t _kyberntt_zetas[127] = {
  0x000004a4UL, 0x00000392UL, 0xfffffc37UL, 0x00000249UL, 0xfffffdd9UL, 0x000004efUL, 0xffffff9fUL, 0x00000251UL,
  0xffffffddUL, 0xfffffa88UL, 0xfffffe5fUL, 0xfffffb1bUL, 0x000002e6UL, 0xfffffee7UL, 0x000000b9UL, 0xfffffccdUL,
  0xfffffb36UL, 0x0000037fUL, 0xfffffdeeUL, 0x00000034UL, 0x00000019UL, 0x000003e8UL, 0x000004e1UL, 0xfffffc73UL,
  0xfffffe8bUL, 0xfffff9bcUL, 0xfffffefdUL, 0xfffffaa7UL, 0xffffffaeUL, 0x00000031UL, 0x000005d8UL, 0xfffffe6aUL,
  0x000001bdUL, 0x00000483UL, 0xfffffe6bUL, 0xfffffd36UL, 0x00000229UL, 0xfffffb61UL, 0xfffffa87UL, 0x0000063eUL,
  0xffffff80UL, 0x00000602UL, 0xfffffd63UL, 0x000002e8UL, 0x00000566UL, 0xfffffadfUL, 0x000000c9UL, 0xfffffeb4UL,
  0xfffffa60UL, 0xfffffc11UL, 0xffffffdcUL, 0xfffff9afUL, 0x00000237UL, 0xfffffd91UL, 0x00000595UL, 0x00000122UL,
  0xfffffb0bUL, 0xfffffcc7UL, 0xfffff9b3UL, 0x000001feUL, 0xfffffe75UL, 0x0000034dUL, 0xfffffe56UL, 0xfffffc15UL,
  0x000000deUL, 0xfffffbadUL, 0x000000acUL, 0xffffffd6UL, 0x0000026cUL, 0x000005d9UL, 0xfffff98fUL, 0x0000005eUL,
  0xfffffdadUL, 0xfffffe0fUL, 0xfffffe51UL, 0xfffffad1UL, 0xfffffd42UL, 0xfffffa58UL, 0xffffff48UL, 0xfffffda1UL,
  0xfffffc9cUL, 0xfffffa6aUL, 0x000003d1UL, 0x00000374UL, 0x000001a9UL, 0x00000163UL, 0x000004ebUL, 0x000004a8UL,
  0x0000013dUL, 0xfffffd84UL, 0xfffffbceUL, 0x0000001eUL, 0xfffffa8eUL, 0x00000341UL, 0xfffffb50UL, 0xffffff0cUL,
  0x0000038bUL, 0xfffffeadUL, 0xffffff1dUL, 0x0000049aUL, 0xfffffdb6UL, 0xffffff77UL, 0xfffffdfeUL, 0x00000216UL,
  0x00000481UL, 0xfffffe1aUL, 0xfffffa96UL, 0xfffffd64UL, 0x000000bfUL, 0x000003d6UL, 0x00000058UL, 0x000003f6UL,
  0xfffffb67UL, 0xfffffe26UL, 0xfffffd9cUL, 0xfffffca7UL, 0xfffffea4UL, 0xfffffda4UL, 0x000003deUL, 0x00000641UL,
  0xfffff9c1UL, 0xfffffd3bUL, 0xfffffcebUL, 0xfffffadbUL, 0xffffffc7UL, 0x00000419UL, 0xfffffdb8UL
};

  /**
   * Java's seilerNTT exactly: poly widened to ints on the stack (Java's int[] coeffs), seven
   * levels of 128 butterflies, vl butterflies a pass (indexed loads and stores of the two ends,
   * the zeta gathered from MONT_ZETAS_FOR_NTT by block), Java's montMul in e32 lanes (5
   * instructions: vmul, vsra 20, vmul by QINV << 12, vmulh by q, vsub), then each int narrowed
   * to its low 16 bits. Exact on any short input, as the ints wrap where Java's do. The zetas
   * argument is not read.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - coeffs
   *   c_rarg1 - zetas
   * Output:
   *   c_rarg0 - zero
   */
  address generate_kyberNtt() {
    assert(UseKyberIntrinsics, "kyberNtt needs UseKyberIntrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::kyberNtt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_widen, L_block128, L_run128, L_block64, L_run64, L_block32, L_run32, L_block16,
          L_run16, L_block8, L_run8, L_level4, L_level2, L_narrow;

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
    const Register left      = t3;
    const Register vl        = t4;
    const Register q         = t5;
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
    __ la(ztab, ExternalAddress((address)_kyberntt_zetas));
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
    BLOCK_COMMENT("Level l = 128: 1 blocks of two runs of 128 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 0);  // walked block by block, put back after the level
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
    __ vmul_vx(vt, vy, zeta);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
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
    __ addi(ztab, ztab, -4);
    BLOCK_COMMENT("} Level l = 128: 1 blocks of two runs of 128 ints, unit-stride");
    BLOCK_COMMENT("Level l = 64: 2 blocks of two runs of 64 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 4);
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
    __ vmul_vx(vt, vy, zeta);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
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
    __ addi(ztab, ztab, -12);
    BLOCK_COMMENT("} Level l = 64: 2 blocks of two runs of 64 ints, unit-stride");
    BLOCK_COMMENT("Level l = 32: 4 blocks of two runs of 32 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 12);
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
    __ vmul_vx(vt, vy, zeta);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
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
    __ addi(ztab, ztab, -28);
    BLOCK_COMMENT("} Level l = 32: 4 blocks of two runs of 32 ints, unit-stride");
    BLOCK_COMMENT("Level l = 16: 8 blocks of two runs of 16 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 28);
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
    __ vmul_vx(vt, vy, zeta);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
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
    __ addi(ztab, ztab, -60);
    BLOCK_COMMENT("} Level l = 16: 8 blocks of two runs of 16 ints, unit-stride");
    BLOCK_COMMENT("Level l = 8: 16 blocks of two runs of 8 ints, unit-stride {");
    __ mv(ptr, sp);
    __ addi(ztab, ztab, 60);
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
    __ vmul_vx(vt, vy, zeta);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
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
    __ addi(ztab, ztab, -124);
    BLOCK_COMMENT("} Level l = 8: 16 blocks of two runs of 8 ints, unit-stride");
    BLOCK_COMMENT("Level l = 4: 32 blocks of 4 butterflies, indexed {");
    __ li(lane, 0);

  __ bind(L_level4);
    __ li(left, 128);
    __ sub(left, left, lane);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vi);
    __ vadd_vx(vi, vi, lane);  // i
    __ li(tmp, -4);
    __ vand_vx(vo, vi, tmp);
    __ vadd_vv(vo, vo, vi);
    __ vsll_vi(vo, vo, 2);  // byte offset of coeffs[j]
    __ li(tmp, 16);
    __ vadd_vx(vo2, vo, tmp);  // and of coeffs[j + l]
    __ vluxei32_v(vx, sp, vo);
    __ vluxei32_v(vy, sp, vo2);
    __ vsrl_vi(vz, vi, 2);
    __ li(tmp, 31);
    __ vadd_vx(vz, vz, tmp);
    __ vsll_vi(vz, vz, 2);
    __ vluxei32_v(vz, ztab, vz);
    __ vmul_vv(vt, vy, vz);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
    __ vsuxei32_v(vx, sp, vo);
    __ vsuxei32_v(vy, sp, vo2);
    __ add(lane, lane, vl);
    __ li(tmp, 128);
    __ bltu(lane, tmp, L_level4);
    BLOCK_COMMENT("} Level l = 4: 32 blocks of 4 butterflies, indexed");
    BLOCK_COMMENT("Level l = 2: 64 blocks of 2 butterflies, indexed {");
    __ li(lane, 0);

  __ bind(L_level2);
    __ li(left, 128);
    __ sub(left, left, lane);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vi);
    __ vadd_vx(vi, vi, lane);
    __ li(tmp, -2);
    __ vand_vx(vo, vi, tmp);
    __ vadd_vv(vo, vo, vi);
    __ vsll_vi(vo, vo, 2);
    __ li(tmp, 8);
    __ vadd_vx(vo2, vo, tmp);
    __ vluxei32_v(vx, sp, vo);
    __ vluxei32_v(vy, sp, vo2);
    __ vsrl_vi(vz, vi, 1);
    __ li(tmp, 63);
    __ vadd_vx(vz, vz, tmp);
    __ vsll_vi(vz, vz, 2);
    __ vluxei32_v(vz, ztab, vz);
    __ vmul_vv(vt, vy, vz);
    __ vsra_vi(vz, vt, 20);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vz, vz, vt);
    __ vsub_vv(vy, vx, vz);
    __ vadd_vv(vx, vx, vz);
    __ vsuxei32_v(vx, sp, vo);
    __ vsuxei32_v(vy, sp, vo2);
    __ add(lane, lane, vl);
    __ li(tmp, 128);
    __ bltu(lane, tmp, L_level2);
    BLOCK_COMMENT("} Level l = 2: 64 blocks of 2 butterflies, indexed");
    BLOCK_COMMENT("Narrow the ints back into poly[] {");
    __ li(left, 256);
    __ mv(ptr, sp);
    __ li(half_inv, 1534);

  __ bind(L_narrow);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, ptr);
    __ vsetvli(vl, vl, Assembler::e16, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vnsrl_wi(vh, vx, 0);
    __ vse16_v(vh, coeffs);
    __ slli(tmp, vl, 1);
    __ add(coeffs, coeffs, tmp);
    __ slli(tmp, vl, 2);
    __ add(ptr, ptr, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_narrow);
    BLOCK_COMMENT("} Narrow the ints back into poly[]");
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
