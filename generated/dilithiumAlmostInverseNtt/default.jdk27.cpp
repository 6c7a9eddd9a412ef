// dilithiumAlmostInverseNtt[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_almost_inverse_ntt, for jdk27.
// -MONT_ZETAS_FOR_NTT[254 - i] of ML_DSA.java (R = 2^32 Montgomery).
// Used by dilithiumAlmostInverseNtt.
alignas(64) static const uint32_t _dilithiumalmostinversentt_inv_zetas[255] = {
  0xffe1d632UL, 0x000ce94aUL, 0xffeaa198UL, 0xffc3ea36UL, 0x0014c921UL, 0x0000bcb2UL, 0xffc430d4UL, 0x000875b0UL,
  0x00361a57UL, 0xffe763d6UL, 0x000ee7fbUL, 0xfffd336dUL, 0x0022e2f7UL, 0x00066c23UL, 0x00221e51UL, 0x002cd89cUL,
  0x003a8025UL, 0x0003fa26UL, 0x0010d9cdUL, 0x00197168UL, 0xffe2d998UL, 0x001b8352UL, 0xffe5b330UL, 0x000682bbUL,
  0xfff8cbf2UL, 0xffe5ca19UL, 0x000ee40cUL, 0xffde3b09UL, 0xfffbe240UL, 0xffc4feebUL, 0xffca3ac7UL, 0x002e5ec4UL,
  0x001b73c3UL, 0x00385e99UL, 0xffe6c866UL, 0xfff3a35bUL, 0xffd2028fUL, 0xffe755f8UL, 0xfffd83e4UL, 0x00309342UL,
  0x00126c59UL, 0xfffd2b45UL, 0xffcc9768UL, 0xffe22268UL, 0x00028371UL, 0xffda8c49UL, 0xffdae275UL, 0x001eb9a8UL,
  0x0039a1e1UL, 0xfff6ef28UL, 0x0038d3eeUL, 0x00276ee5UL, 0x001c2ea9UL, 0x00198008UL, 0x002b35f4UL, 0x000846ccUL,
  0xffcc0731UL, 0xffdde218UL, 0xfff42419UL, 0xffe91bfbUL, 0x0014fa53UL, 0x0026da88UL, 0xffe2bf67UL, 0x001386adUL,
  0x001df292UL, 0xffcd8d7dUL, 0xffebf939UL, 0x0006e21cUL, 0x0015d2d1UL, 0x0032a1c2UL, 0xffed1ee5UL, 0x00145742UL,
  0x0010095aUL, 0xffe2f4b5UL, 0xffe37ac1UL, 0x002daf77UL, 0x00362470UL, 0xffd7c76fUL, 0xffeceb42UL, 0x00397ae8UL,
  0xffe7a5baUL, 0xffda0fafUL, 0xffecf67cUL, 0xffc21ee4UL, 0xffecb28fUL, 0x002785c6UL, 0xffd6ee67UL, 0xffd4a11bUL,
  0xfffce6dcUL, 0xffe58339UL, 0x0032ffc5UL, 0xffcb8d19UL, 0xffc14fe5UL, 0x002532bfUL, 0xfffb9ef4UL, 0xfffac6e7UL,
  0x0036de3eUL, 0x000bba6eUL, 0x0008032aUL, 0x00364683UL, 0xffcf107aUL, 0xffe0ff7cUL, 0x002fa50aUL, 0x0009ffdfUL,
  0x0007f904UL, 0x0000a8fcUL, 0x00189d76UL, 0xfff8707dUL, 0xfff380a6UL, 0xfff21f1aUL, 0xffe3a1e6UL, 0xfff241a2UL,
  0x0030ba22UL, 0x001244aaUL, 0x00395d04UL, 0x0035b760UL, 0xffca64a3UL, 0x0012db10UL, 0xffdada79UL, 0xfffbed0bUL,
  0x00365bdeUL, 0x00255461UL, 0xffddc205UL, 0x0033008eUL, 0xffc5be08UL, 0xffdca72cUL, 0xffcc00a6UL, 0xffe0156dUL,
  0xffc56827UL, 0x00375fa9UL, 0x003b3864UL, 0x002e115eUL, 0x0015f7feUL, 0x000c66bcUL, 0x00182f20UL, 0xffec61dbUL,
  0xffeb886eUL, 0xffebecfbUL, 0x0002b520UL, 0x0024c36dUL, 0x001c400aUL, 0xffcfc93eUL, 0x003637f8UL, 0xfffd1b94UL,
  0x001417f8UL, 0xfff4675fUL, 0x00033821UL, 0xffdb8a94UL, 0x00319640UL, 0xffe6c6b8UL, 0x00002182UL, 0x0038d436UL,
  0xffc398a6UL, 0xfff232bcUL, 0x0010c942UL, 0xffff5300UL, 0xffd0ba78UL, 0xfff83be9UL, 0xfffbf510UL, 0x00330417UL,
  0x0015d39eUL, 0xffe3ba9dUL, 0xffeb6a2cUL, 0x0005d423UL, 0x0013f609UL, 0x000059c5UL, 0x0012beedUL, 0x000a3d7eUL,
  0x0025cbf7UL, 0x00064593UL, 0x00385bb5UL, 0x002d485dUL, 0xffd69161UL, 0xffdf39c8UL, 0x000f017bUL, 0xffcbef0eUL,
  0xfffe1036UL, 0x00376f20UL, 0x00302d52UL, 0x0030ad80UL, 0x000f430aUL, 0x003e4f8eUL, 0xffe2688eUL, 0x0013308bUL,
  0x00183045UL, 0xffdeca39UL, 0xffcaf612UL, 0x001629a3UL, 0x002e67e7UL, 0x00381e31UL, 0x0017537fUL, 0x003bf91bUL,
  0x002ab0d3UL, 0xffe062acUL, 0x002703d0UL, 0xffc47accUL, 0xffc4c7adUL, 0xfff1708aUL, 0xfff7e466UL, 0xfff39c58UL,
  0xffc78c74UL, 0x00186ba4UL, 0x0020a9e9UL, 0xffca7bc1UL, 0x003a50a7UL, 0xffca81e2UL, 0x0019152aUL, 0x0019edc3UL,
  0x00083aa3UL, 0xffdc2964UL, 0x000495b3UL, 0xffc9fc00UL, 0x002bc1bfUL, 0xffc9756aUL, 0x002e7184UL, 0x003aea7bUL,
  0xffc44151UL, 0x0026b82cUL, 0x0036cfd4UL, 0x00195afdUL, 0xffca213bUL, 0xffd10b33UL, 0xfffe89e0UL, 0xffd6b599UL,
  0xfffbba3bUL, 0xffc2cdffUL, 0x00004bdeUL, 0xffe52fcbUL, 0x00320368UL, 0x00155b09UL, 0x003ae519UL, 0x0020522aUL,
  0x00202c85UL, 0xffd80698UL, 0x00111560UL, 0x00086270UL, 0xffc94878UL, 0x00107a5cUL, 0xfff05f90UL, 0xffd669a8UL,
  0xffd71ad9UL, 0xffd085b7UL, 0x002c04f7UL, 0xffd0658bUL, 0x001feb81UL, 0x00057b53UL, 0xffdc16d5UL, 0xffe421d5UL,
  0xfff8e1dcUL, 0x000d5ed8UL, 0x000bdee8UL, 0xfffc61bcUL, 0x0007eafdUL, 0x0027cefeUL, 0xffff9b09UL
};

// Level l = 1: each block's zeta once per e32 lane.
// Used by dilithiumAlmostInverseNtt.
alignas(64) static const uint32_t _dilithiumalmostinversentt_inv_zetas_l1[128] = {
  0xffe1d632UL, 0x000ce94aUL, 0xffeaa198UL, 0xffc3ea36UL, 0x0014c921UL, 0x0000bcb2UL, 0xffc430d4UL, 0x000875b0UL,
  0x00361a57UL, 0xffe763d6UL, 0x000ee7fbUL, 0xfffd336dUL, 0x0022e2f7UL, 0x00066c23UL, 0x00221e51UL, 0x002cd89cUL,
  0x003a8025UL, 0x0003fa26UL, 0x0010d9cdUL, 0x00197168UL, 0xffe2d998UL, 0x001b8352UL, 0xffe5b330UL, 0x000682bbUL,
  0xfff8cbf2UL, 0xffe5ca19UL, 0x000ee40cUL, 0xffde3b09UL, 0xfffbe240UL, 0xffc4feebUL, 0xffca3ac7UL, 0x002e5ec4UL,
  0x001b73c3UL, 0x00385e99UL, 0xffe6c866UL, 0xfff3a35bUL, 0xffd2028fUL, 0xffe755f8UL, 0xfffd83e4UL, 0x00309342UL,
  0x00126c59UL, 0xfffd2b45UL, 0xffcc9768UL, 0xffe22268UL, 0x00028371UL, 0xffda8c49UL, 0xffdae275UL, 0x001eb9a8UL,
  0x0039a1e1UL, 0xfff6ef28UL, 0x0038d3eeUL, 0x00276ee5UL, 0x001c2ea9UL, 0x00198008UL, 0x002b35f4UL, 0x000846ccUL,
  0xffcc0731UL, 0xffdde218UL, 0xfff42419UL, 0xffe91bfbUL, 0x0014fa53UL, 0x0026da88UL, 0xffe2bf67UL, 0x001386adUL,
  0x001df292UL, 0xffcd8d7dUL, 0xffebf939UL, 0x0006e21cUL, 0x0015d2d1UL, 0x0032a1c2UL, 0xffed1ee5UL, 0x00145742UL,
  0x0010095aUL, 0xffe2f4b5UL, 0xffe37ac1UL, 0x002daf77UL, 0x00362470UL, 0xffd7c76fUL, 0xffeceb42UL, 0x00397ae8UL,
  0xffe7a5baUL, 0xffda0fafUL, 0xffecf67cUL, 0xffc21ee4UL, 0xffecb28fUL, 0x002785c6UL, 0xffd6ee67UL, 0xffd4a11bUL,
  0xfffce6dcUL, 0xffe58339UL, 0x0032ffc5UL, 0xffcb8d19UL, 0xffc14fe5UL, 0x002532bfUL, 0xfffb9ef4UL, 0xfffac6e7UL,
  0x0036de3eUL, 0x000bba6eUL, 0x0008032aUL, 0x00364683UL, 0xffcf107aUL, 0xffe0ff7cUL, 0x002fa50aUL, 0x0009ffdfUL,
  0x0007f904UL, 0x0000a8fcUL, 0x00189d76UL, 0xfff8707dUL, 0xfff380a6UL, 0xfff21f1aUL, 0xffe3a1e6UL, 0xfff241a2UL,
  0x0030ba22UL, 0x001244aaUL, 0x00395d04UL, 0x0035b760UL, 0xffca64a3UL, 0x0012db10UL, 0xffdada79UL, 0xfffbed0bUL,
  0x00365bdeUL, 0x00255461UL, 0xffddc205UL, 0x0033008eUL, 0xffc5be08UL, 0xffdca72cUL, 0xffcc00a6UL, 0xffe0156dUL
};

// Level l = 2: each block's zeta once per e32 lane.
// Used by dilithiumAlmostInverseNtt.
alignas(64) static const uint32_t _dilithiumalmostinversentt_inv_zetas_l2[128] = {
  0xffc56827UL, 0xffc56827UL, 0x00375fa9UL, 0x00375fa9UL, 0x003b3864UL, 0x003b3864UL, 0x002e115eUL, 0x002e115eUL,
  0x0015f7feUL, 0x0015f7feUL, 0x000c66bcUL, 0x000c66bcUL, 0x00182f20UL, 0x00182f20UL, 0xffec61dbUL, 0xffec61dbUL,
  0xffeb886eUL, 0xffeb886eUL, 0xffebecfbUL, 0xffebecfbUL, 0x0002b520UL, 0x0002b520UL, 0x0024c36dUL, 0x0024c36dUL,
  0x001c400aUL, 0x001c400aUL, 0xffcfc93eUL, 0xffcfc93eUL, 0x003637f8UL, 0x003637f8UL, 0xfffd1b94UL, 0xfffd1b94UL,
  0x001417f8UL, 0x001417f8UL, 0xfff4675fUL, 0xfff4675fUL, 0x00033821UL, 0x00033821UL, 0xffdb8a94UL, 0xffdb8a94UL,
  0x00319640UL, 0x00319640UL, 0xffe6c6b8UL, 0xffe6c6b8UL, 0x00002182UL, 0x00002182UL, 0x0038d436UL, 0x0038d436UL,
  0xffc398a6UL, 0xffc398a6UL, 0xfff232bcUL, 0xfff232bcUL, 0x0010c942UL, 0x0010c942UL, 0xffff5300UL, 0xffff5300UL,
  0xffd0ba78UL, 0xffd0ba78UL, 0xfff83be9UL, 0xfff83be9UL, 0xfffbf510UL, 0xfffbf510UL, 0x00330417UL, 0x00330417UL,
  0x0015d39eUL, 0x0015d39eUL, 0xffe3ba9dUL, 0xffe3ba9dUL, 0xffeb6a2cUL, 0xffeb6a2cUL, 0x0005d423UL, 0x0005d423UL,
  0x0013f609UL, 0x0013f609UL, 0x000059c5UL, 0x000059c5UL, 0x0012beedUL, 0x0012beedUL, 0x000a3d7eUL, 0x000a3d7eUL,
  0x0025cbf7UL, 0x0025cbf7UL, 0x00064593UL, 0x00064593UL, 0x00385bb5UL, 0x00385bb5UL, 0x002d485dUL, 0x002d485dUL,
  0xffd69161UL, 0xffd69161UL, 0xffdf39c8UL, 0xffdf39c8UL, 0x000f017bUL, 0x000f017bUL, 0xffcbef0eUL, 0xffcbef0eUL,
  0xfffe1036UL, 0xfffe1036UL, 0x00376f20UL, 0x00376f20UL, 0x00302d52UL, 0x00302d52UL, 0x0030ad80UL, 0x0030ad80UL,
  0x000f430aUL, 0x000f430aUL, 0x003e4f8eUL, 0x003e4f8eUL, 0xffe2688eUL, 0xffe2688eUL, 0x0013308bUL, 0x0013308bUL,
  0x00183045UL, 0x00183045UL, 0xffdeca39UL, 0xffdeca39UL, 0xffcaf612UL, 0xffcaf612UL, 0x001629a3UL, 0x001629a3UL,
  0x002e67e7UL, 0x002e67e7UL, 0x00381e31UL, 0x00381e31UL, 0x0017537fUL, 0x0017537fUL, 0x003bf91bUL, 0x003bf91bUL
};

// Level l = 4: each block's zeta once per e32 lane.
// Used by dilithiumAlmostInverseNtt.
alignas(64) static const uint32_t _dilithiumalmostinversentt_inv_zetas_l4[64] = {
  0x002ab0d3UL, 0x002ab0d3UL, 0xffe062acUL, 0xffe062acUL, 0x002703d0UL, 0x002703d0UL, 0xffc47accUL, 0xffc47accUL,
  0xffc4c7adUL, 0xffc4c7adUL, 0xfff1708aUL, 0xfff1708aUL, 0xfff7e466UL, 0xfff7e466UL, 0xfff39c58UL, 0xfff39c58UL,
  0xffc78c74UL, 0xffc78c74UL, 0x00186ba4UL, 0x00186ba4UL, 0x0020a9e9UL, 0x0020a9e9UL, 0xffca7bc1UL, 0xffca7bc1UL,
  0x003a50a7UL, 0x003a50a7UL, 0xffca81e2UL, 0xffca81e2UL, 0x0019152aUL, 0x0019152aUL, 0x0019edc3UL, 0x0019edc3UL,
  0x00083aa3UL, 0x00083aa3UL, 0xffdc2964UL, 0xffdc2964UL, 0x000495b3UL, 0x000495b3UL, 0xffc9fc00UL, 0xffc9fc00UL,
  0x002bc1bfUL, 0x002bc1bfUL, 0xffc9756aUL, 0xffc9756aUL, 0x002e7184UL, 0x002e7184UL, 0x003aea7bUL, 0x003aea7bUL,
  0xffc44151UL, 0xffc44151UL, 0x0026b82cUL, 0x0026b82cUL, 0x0036cfd4UL, 0x0036cfd4UL, 0x00195afdUL, 0x00195afdUL,
  0xffca213bUL, 0xffca213bUL, 0xffd10b33UL, 0xffd10b33UL, 0xfffe89e0UL, 0xfffe89e0UL, 0xffd6b599UL, 0xffd6b599UL
};

  /**
   * implDilithiumAlmostInverseNttJava exactly (see dilithiumAlmostNtt): levels l = 1 .. 128 with
   * the negated zetas in the order Java reads them. The montMul by MONT_DIM_INVERSE that follows
   * in mlDsaInverseNtt is Java's separate dilithiumMontMulByConstant call, not this stub's.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - coeffs
   *   c_rarg1 - zetas
   * Output:
   *   c_rarg0 - zero
   */
  address generate_dilithiumAlmostInverseNtt() {
    assert(UseDilithiumIntrinsics, "dilithiumAlmostInverseNtt needs UseDilithiumIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_dilithiumAlmostInverseNtt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_strided1, L_strided2, L_strided4, L_block8, L_run8, L_block16, L_run16, L_block32,
          L_run32, L_block64, L_run64, L_block128, L_run128;

    const Register coeffs    = c_rarg0;
    const Register run       = c_rarg1;
    const Register qinv      = c_rarg2;
    const Register tmp       = c_rarg3;
    const Register ztab      = c_rarg4;
    const Register ptr       = c_rarg5;
    const Register zeta      = c_rarg6;
    const Register blocks    = c_rarg7;
    const Register left      = t3;
    const Register vl        = t4;
    const Register q         = t5;
    const VectorRegister vo  = v4;
    const VectorRegister vo2 = v8;
    const VectorRegister vx  = v12;
    const VectorRegister vy  = v16;
    const VectorRegister vz  = v20;
    const VectorRegister vp  = v24;
    const VectorRegister vt  = v28;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(q, 8380417);
    __ li(qinv, 58728449);
    __ la(ztab, ExternalAddress((address)_dilithiumalmostinversentt_inv_zetas));
    BLOCK_COMMENT("Level l = 1: 128 blocks of 1 butterflies, strided {");
    __ li(left, 128);
    __ mv(ptr, coeffs);
    __ la(zeta, ExternalAddress((address)_dilithiumalmostinversentt_inv_zetas_l1));
    __ li(run, 8);

  __ bind(L_strided1);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vlse32_v(vx, tmp, run);
    __ addi(tmp, ptr, 4);
    __ vlse32_v(vy, tmp, run);
    __ vle32_v(vz, zeta);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vv(vt, vp, vz);
    __ vmulh_vv(vy, vp, vz);
    __ vmul_vx(vt, vt, qinv);  // m = QINV * aLow (int)
    __ vmulh_vx(vt, vt, q);  // (int)(((long) m * q) >> 32)
    __ vsub_vv(vy, vy, vt);
    __ addi(tmp, ptr, 0);
    __ vsse32_v(vx, tmp, run);
    __ addi(tmp, ptr, 4);
    __ vsse32_v(vy, tmp, run);
    __ slli(tmp, vl, 3);  // vl units of `stride` bytes
    __ add(ptr, ptr, tmp);
    __ slli(tmp, vl, 2);
    __ add(zeta, zeta, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_strided1);
    BLOCK_COMMENT("} Level l = 1: 128 blocks of 1 butterflies, strided");
    BLOCK_COMMENT("Level l = 2: 64 blocks of 2 butterflies, strided {");
    __ li(left, 64);
    __ mv(ptr, coeffs);
    __ la(zeta, ExternalAddress((address)_dilithiumalmostinversentt_inv_zetas_l2));
    __ li(run, 16);

  __ bind(L_strided2);
    __ vsetvli(vl, left, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vlse64_v(vx, tmp, run);
    __ addi(tmp, ptr, 8);
    __ vlse64_v(vy, tmp, run);
    __ slli(tmp, vl, 1);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vz, zeta);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vv(vt, vp, vz);
    __ vmulh_vv(vy, vp, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vy, vy, vt);
    __ vsetvli(x0, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vsse64_v(vx, tmp, run);
    __ addi(tmp, ptr, 8);
    __ vsse64_v(vy, tmp, run);
    __ slli(tmp, vl, 4);
    __ add(ptr, ptr, tmp);
    __ slli(tmp, vl, 3);
    __ add(zeta, zeta, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_strided2);
    BLOCK_COMMENT("} Level l = 2: 64 blocks of 2 butterflies, strided");
    BLOCK_COMMENT("Level l = 4: 32 blocks of 4 butterflies, strided {");
    __ li(left, 32);
    __ mv(ptr, coeffs);
    __ la(zeta, ExternalAddress((address)_dilithiumalmostinversentt_inv_zetas_l4));
    __ li(run, 32);

  __ bind(L_strided4);
    __ vsetvli(vl, left, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vlse64_v(vx, tmp, run);
    __ addi(tmp, ptr, 16);
    __ vlse64_v(vy, tmp, run);
    __ addi(tmp, ptr, 8);
    __ vlse64_v(vo, tmp, run);
    __ addi(tmp, ptr, 24);
    __ vlse64_v(vo2, tmp, run);
    __ slli(tmp, vl, 1);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vz, zeta);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vv(vt, vp, vz);
    __ vmulh_vv(vy, vp, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vy, vy, vt);
    __ vsub_vv(vp, vo, vo2);
    __ vadd_vv(vo, vo, vo2);
    __ vmul_vv(vt, vp, vz);
    __ vmulh_vv(vo2, vp, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vo2, vo2, vt);
    __ vsetvli(x0, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vsse64_v(vx, tmp, run);
    __ addi(tmp, ptr, 16);
    __ vsse64_v(vy, tmp, run);
    __ addi(tmp, ptr, 8);
    __ vsse64_v(vo, tmp, run);
    __ addi(tmp, ptr, 24);
    __ vsse64_v(vo2, tmp, run);
    __ slli(tmp, vl, 5);
    __ add(ptr, ptr, tmp);
    __ slli(tmp, vl, 3);
    __ add(zeta, zeta, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_strided4);
    BLOCK_COMMENT("} Level l = 4: 32 blocks of 4 butterflies, strided");
    BLOCK_COMMENT("Level l = 8: 16 blocks of two runs of 8 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 896);  // walked block by block, put back after the level
    __ li(blocks, 16);

  __ bind(L_block8);
    __ lw(zeta, Address(ztab));
    __ li(left, 8);
    __ mv(run, ptr);

  __ bind(L_run8);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 32);
    __ vle32_v(vy, tmp);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vx(vt, vp, zeta);  // aLow
    __ vmulh_vx(vy, vp, zeta);  // aHigh
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
    __ addi(blocks, blocks, -1);
    __ bnez(blocks, L_block8);
    __ addi(ztab, ztab, -960);
    BLOCK_COMMENT("} Level l = 8: 16 blocks of two runs of 8 ints, unit-stride");
    BLOCK_COMMENT("Level l = 16: 8 blocks of two runs of 16 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 960);
    __ li(blocks, 8);

  __ bind(L_block16);
    __ lw(zeta, Address(ztab));
    __ li(left, 16);
    __ mv(run, ptr);

  __ bind(L_run16);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 64);
    __ vle32_v(vy, tmp);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vx(vt, vp, zeta);
    __ vmulh_vx(vy, vp, zeta);
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
    __ addi(blocks, blocks, -1);
    __ bnez(blocks, L_block16);
    __ addi(ztab, ztab, -992);
    BLOCK_COMMENT("} Level l = 16: 8 blocks of two runs of 16 ints, unit-stride");
    BLOCK_COMMENT("Level l = 32: 4 blocks of two runs of 32 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 992);
    __ li(blocks, 4);

  __ bind(L_block32);
    __ lw(zeta, Address(ztab));
    __ li(left, 32);
    __ mv(run, ptr);

  __ bind(L_run32);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 128);
    __ vle32_v(vy, tmp);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vx(vt, vp, zeta);
    __ vmulh_vx(vy, vp, zeta);
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
    __ addi(blocks, blocks, -1);
    __ bnez(blocks, L_block32);
    __ addi(ztab, ztab, -1008);
    BLOCK_COMMENT("} Level l = 32: 4 blocks of two runs of 32 ints, unit-stride");
    BLOCK_COMMENT("Level l = 64: 2 blocks of two runs of 64 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 1008);
    __ li(blocks, 2);

  __ bind(L_block64);
    __ lw(zeta, Address(ztab));
    __ li(left, 64);
    __ mv(run, ptr);

  __ bind(L_run64);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 256);
    __ vle32_v(vy, tmp);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vx(vt, vp, zeta);
    __ vmulh_vx(vy, vp, zeta);
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
    __ addi(blocks, blocks, -1);
    __ bnez(blocks, L_block64);
    __ addi(ztab, ztab, -1016);
    BLOCK_COMMENT("} Level l = 64: 2 blocks of two runs of 64 ints, unit-stride");
    BLOCK_COMMENT("Level l = 128: 1 blocks of two runs of 128 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 1016);
    __ li(blocks, 1);

  __ bind(L_block128);
    __ lw(zeta, Address(ztab));
    __ li(left, 128);
    __ mv(run, ptr);

  __ bind(L_run128);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 512);
    __ vle32_v(vy, tmp);
    __ vsub_vv(vp, vx, vy);
    __ vadd_vv(vx, vx, vy);
    __ vmul_vx(vt, vp, zeta);
    __ vmulh_vx(vy, vp, zeta);
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
    __ addi(blocks, blocks, -1);
    __ bnez(blocks, L_block128);
    __ addi(ztab, ztab, -1020);
    BLOCK_COMMENT("} Level l = 128: 1 blocks of two runs of 128 ints, unit-stride");
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
