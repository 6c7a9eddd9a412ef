// dilithiumAlmostNtt[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_almost_ntt, for jdk25.
// MONT_ZETAS_FOR_NTT of ML_DSA.java (R = 2^32 Montgomery).
// Used by dilithiumAlmostNtt.
alignas(64) static const uint32_t _dilithiumalmostntt_zetas[255] = {
  0x000064f7UL, 0xffd83102UL, 0xfff81503UL, 0x00039e44UL, 0xfff42118UL, 0xfff2a128UL, 0x00071e24UL, 0x001bde2bUL,
  0x0023e92bUL, 0xfffa84adUL, 0xffe0147fUL, 0x002f9a75UL, 0xffd3fb09UL, 0x002f7a49UL, 0x0028e527UL, 0x00299658UL,
  0x000fa070UL, 0xffef85a4UL, 0x0036b788UL, 0xfff79d90UL, 0xffeeeaa0UL, 0x0027f968UL, 0xffdfd37bUL, 0xffdfadd6UL,
  0xffc51ae7UL, 0xffeaa4f7UL, 0xffcdfc98UL, 0x001ad035UL, 0xffffb422UL, 0x003d3201UL, 0x000445c5UL, 0x00294a67UL,
  0x00017620UL, 0x002ef4cdUL, 0x0035dec5UL, 0xffe6a503UL, 0xffc9302cUL, 0xffd947d4UL, 0x003bbeafUL, 0xffc51585UL,
  0xffd18e7cUL, 0x00368a96UL, 0xffd43e41UL, 0x00360400UL, 0xfffb6a4dUL, 0x0023d69cUL, 0xfff7c55dUL, 0xffe6123dUL,
  0xffe6ead6UL, 0x00357e1eUL, 0xffc5af59UL, 0x0035843fUL, 0xffdf5617UL, 0xffe7945cUL, 0x0038738cUL, 0x000c63a8UL,
  0x00081b9aUL, 0x000e8f76UL, 0x003b3853UL, 0x003b8534UL, 0xffd8fc30UL, 0x001f9d54UL, 0xffd54f2dUL, 0xffc406e5UL,
  0xffe8ac81UL, 0xffc7e1cfUL, 0xffd19819UL, 0xffe9d65dUL, 0x003509eeUL, 0x002135c7UL, 0xffe7cfbbUL, 0xffeccf75UL,
  0x001d9772UL, 0xffc1b072UL, 0xfff0bcf6UL, 0xffcf5280UL, 0xffcfd2aeUL, 0xffc890e0UL, 0x0001efcaUL, 0x003410f2UL,
  0xfff0fe85UL, 0x0020c638UL, 0x00296e9fUL, 0xffd2b7a3UL, 0xffc7a44bUL, 0xfff9ba6dUL, 0xffda3409UL, 0xfff5c282UL,
  0xffed4113UL, 0xffffa63bUL, 0xffec09f7UL, 0xfffa2bddUL, 0x001495d4UL, 0x001c4563UL, 0xffea2c62UL, 0xffccfbe9UL,
  0x00040af0UL, 0x0007c417UL, 0x002f4588UL, 0x0000ad00UL, 0xffef36beUL, 0x000dcd44UL, 0x003c675aUL, 0xffc72bcaUL,
  0xffffde7eUL, 0x00193948UL, 0xffce69c0UL, 0x0024756cUL, 0xfffcc7dfUL, 0x000b98a1UL, 0xffebe808UL, 0x0002e46cUL,
  0xffc9c808UL, 0x003036c2UL, 0xffe3bff6UL, 0xffdb3c93UL, 0xfffd4ae0UL, 0x00141305UL, 0x00147792UL, 0x00139e25UL,
  0xffe7d0e0UL, 0xfff39944UL, 0xffea0802UL, 0xffd1eea2UL, 0xffc4c79cUL, 0xffc8a057UL, 0x003a97d9UL, 0x001fea93UL,
  0x0033ff5aUL, 0x002358d4UL, 0x003a41f8UL, 0xffccff72UL, 0x00223dfbUL, 0xffdaab9fUL, 0xffc9a422UL, 0x000412f5UL,
  0x00252587UL, 0xffed24f0UL, 0x00359b5dUL, 0xffca48a0UL, 0xffc6a2fcUL, 0xffedbb56UL, 0xffcf45deUL, 0x000dbe5eUL,
  0x001c5e1aUL, 0x000de0e6UL, 0x000c7f5aUL, 0x00078f83UL, 0xffe7628aUL, 0xffff5704UL, 0xfff806fcUL, 0xfff60021UL,
  0xffd05af6UL, 0x001f0084UL, 0x0030ef86UL, 0xffc9b97dUL, 0xfff7fcd6UL, 0xfff44592UL, 0xffc921c2UL, 0x00053919UL,
  0x0004610cUL, 0xffdacd41UL, 0x003eb01bUL, 0x003472e7UL, 0xffcd003bUL, 0x001a7cc7UL, 0x00031924UL, 0x002b5ee5UL,
  0x00291199UL, 0xffd87a3aUL, 0x00134d71UL, 0x003de11cUL, 0x00130984UL, 0x0025f051UL, 0x00185a46UL, 0xffc68518UL,
  0x001314beUL, 0x00283891UL, 0xffc9db90UL, 0xffd25089UL, 0x001c853fUL, 0x001d0b4bUL, 0xffeff6a6UL, 0xffeba8beUL,
  0x0012e11bUL, 0xffcd5e3eUL, 0xffea2d2fUL, 0xfff91de4UL, 0x001406c7UL, 0x00327283UL, 0xffe20d6eUL, 0xffec7953UL,
  0x001d4099UL, 0xffd92578UL, 0xffeb05adUL, 0x0016e405UL, 0x000bdbe7UL, 0x00221de8UL, 0x0033f8cfUL, 0xfff7b934UL,
  0xffd4ca0cUL, 0xffe67ff8UL, 0xffe3d157UL, 0xffd8911bUL, 0xffc72c12UL, 0x000910d8UL, 0xffc65e1fUL, 0xffe14658UL,
  0x00251d8bUL, 0x002573b7UL, 0xfffd7c8fUL, 0x001ddd98UL, 0x00336898UL, 0x0002d4bbUL, 0xffed93a7UL, 0xffcf6cbeUL,
  0x00027c1cUL, 0x0018aa08UL, 0x002dfd71UL, 0x000c5ca5UL, 0x0019379aUL, 0xffc7a167UL, 0xffe48c3dUL, 0xffd1a13cUL,
  0x0035c539UL, 0x003b0115UL, 0x00041dc0UL, 0x0021c4f7UL, 0xfff11bf4UL, 0x001a35e7UL, 0x0007340eUL, 0xfff97d45UL,
  0x001a4cd0UL, 0xffe47caeUL, 0x001d2668UL, 0xffe68e98UL, 0xffef2633UL, 0xfffc05daUL, 0xffc57fdbUL, 0xffd32764UL,
  0xffdde1afUL, 0xfff993ddUL, 0xffdd1d09UL, 0x0002cc93UL, 0xfff11805UL, 0x00189c2aUL, 0xffc9e5a9UL, 0xfff78a50UL,
  0x003bcf2cUL, 0xffff434eUL, 0xffeb36dfUL, 0x003c15caUL, 0x00155e68UL, 0xfff316b6UL, 0x001e29ceUL
};

// Level l = 4: each block's zeta once per e32 lane.
// Used by dilithiumAlmostNtt.
alignas(64) static const uint32_t _dilithiumalmostntt_zetas_l4[64] = {
  0x00294a67UL, 0x00294a67UL, 0x00017620UL, 0x00017620UL, 0x002ef4cdUL, 0x002ef4cdUL, 0x0035dec5UL, 0x0035dec5UL,
  0xffe6a503UL, 0xffe6a503UL, 0xffc9302cUL, 0xffc9302cUL, 0xffd947d4UL, 0xffd947d4UL, 0x003bbeafUL, 0x003bbeafUL,
  0xffc51585UL, 0xffc51585UL, 0xffd18e7cUL, 0xffd18e7cUL, 0x00368a96UL, 0x00368a96UL, 0xffd43e41UL, 0xffd43e41UL,
  0x00360400UL, 0x00360400UL, 0xfffb6a4dUL, 0xfffb6a4dUL, 0x0023d69cUL, 0x0023d69cUL, 0xfff7c55dUL, 0xfff7c55dUL,
  0xffe6123dUL, 0xffe6123dUL, 0xffe6ead6UL, 0xffe6ead6UL, 0x00357e1eUL, 0x00357e1eUL, 0xffc5af59UL, 0xffc5af59UL,
  0x0035843fUL, 0x0035843fUL, 0xffdf5617UL, 0xffdf5617UL, 0xffe7945cUL, 0xffe7945cUL, 0x0038738cUL, 0x0038738cUL,
  0x000c63a8UL, 0x000c63a8UL, 0x00081b9aUL, 0x00081b9aUL, 0x000e8f76UL, 0x000e8f76UL, 0x003b3853UL, 0x003b3853UL,
  0x003b8534UL, 0x003b8534UL, 0xffd8fc30UL, 0xffd8fc30UL, 0x001f9d54UL, 0x001f9d54UL, 0xffd54f2dUL, 0xffd54f2dUL
};

// Level l = 2: each block's zeta once per e32 lane.
// Used by dilithiumAlmostNtt.
alignas(64) static const uint32_t _dilithiumalmostntt_zetas_l2[128] = {
  0xffc406e5UL, 0xffc406e5UL, 0xffe8ac81UL, 0xffe8ac81UL, 0xffc7e1cfUL, 0xffc7e1cfUL, 0xffd19819UL, 0xffd19819UL,
  0xffe9d65dUL, 0xffe9d65dUL, 0x003509eeUL, 0x003509eeUL, 0x002135c7UL, 0x002135c7UL, 0xffe7cfbbUL, 0xffe7cfbbUL,
  0xffeccf75UL, 0xffeccf75UL, 0x001d9772UL, 0x001d9772UL, 0xffc1b072UL, 0xffc1b072UL, 0xfff0bcf6UL, 0xfff0bcf6UL,
  0xffcf5280UL, 0xffcf5280UL, 0xffcfd2aeUL, 0xffcfd2aeUL, 0xffc890e0UL, 0xffc890e0UL, 0x0001efcaUL, 0x0001efcaUL,
  0x003410f2UL, 0x003410f2UL, 0xfff0fe85UL, 0xfff0fe85UL, 0x0020c638UL, 0x0020c638UL, 0x00296e9fUL, 0x00296e9fUL,
  0xffd2b7a3UL, 0xffd2b7a3UL, 0xffc7a44bUL, 0xffc7a44bUL, 0xfff9ba6dUL, 0xfff9ba6dUL, 0xffda3409UL, 0xffda3409UL,
  0xfff5c282UL, 0xfff5c282UL, 0xffed4113UL, 0xffed4113UL, 0xffffa63bUL, 0xffffa63bUL, 0xffec09f7UL, 0xffec09f7UL,
  0xfffa2bddUL, 0xfffa2bddUL, 0x001495d4UL, 0x001495d4UL, 0x001c4563UL, 0x001c4563UL, 0xffea2c62UL, 0xffea2c62UL,
  0xffccfbe9UL, 0xffccfbe9UL, 0x00040af0UL, 0x00040af0UL, 0x0007c417UL, 0x0007c417UL, 0x002f4588UL, 0x002f4588UL,
  0x0000ad00UL, 0x0000ad00UL, 0xffef36beUL, 0xffef36beUL, 0x000dcd44UL, 0x000dcd44UL, 0x003c675aUL, 0x003c675aUL,
  0xffc72bcaUL, 0xffc72bcaUL, 0xffffde7eUL, 0xffffde7eUL, 0x00193948UL, 0x00193948UL, 0xffce69c0UL, 0xffce69c0UL,
  0x0024756cUL, 0x0024756cUL, 0xfffcc7dfUL, 0xfffcc7dfUL, 0x000b98a1UL, 0x000b98a1UL, 0xffebe808UL, 0xffebe808UL,
  0x0002e46cUL, 0x0002e46cUL, 0xffc9c808UL, 0xffc9c808UL, 0x003036c2UL, 0x003036c2UL, 0xffe3bff6UL, 0xffe3bff6UL,
  0xffdb3c93UL, 0xffdb3c93UL, 0xfffd4ae0UL, 0xfffd4ae0UL, 0x00141305UL, 0x00141305UL, 0x00147792UL, 0x00147792UL,
  0x00139e25UL, 0x00139e25UL, 0xffe7d0e0UL, 0xffe7d0e0UL, 0xfff39944UL, 0xfff39944UL, 0xffea0802UL, 0xffea0802UL,
  0xffd1eea2UL, 0xffd1eea2UL, 0xffc4c79cUL, 0xffc4c79cUL, 0xffc8a057UL, 0xffc8a057UL, 0x003a97d9UL, 0x003a97d9UL
};

// Level l = 1: each block's zeta once per e32 lane.
// Used by dilithiumAlmostNtt.
alignas(64) static const uint32_t _dilithiumalmostntt_zetas_l1[128] = {
  0x001fea93UL, 0x0033ff5aUL, 0x002358d4UL, 0x003a41f8UL, 0xffccff72UL, 0x00223dfbUL, 0xffdaab9fUL, 0xffc9a422UL,
  0x000412f5UL, 0x00252587UL, 0xffed24f0UL, 0x00359b5dUL, 0xffca48a0UL, 0xffc6a2fcUL, 0xffedbb56UL, 0xffcf45deUL,
  0x000dbe5eUL, 0x001c5e1aUL, 0x000de0e6UL, 0x000c7f5aUL, 0x00078f83UL, 0xffe7628aUL, 0xffff5704UL, 0xfff806fcUL,
  0xfff60021UL, 0xffd05af6UL, 0x001f0084UL, 0x0030ef86UL, 0xffc9b97dUL, 0xfff7fcd6UL, 0xfff44592UL, 0xffc921c2UL,
  0x00053919UL, 0x0004610cUL, 0xffdacd41UL, 0x003eb01bUL, 0x003472e7UL, 0xffcd003bUL, 0x001a7cc7UL, 0x00031924UL,
  0x002b5ee5UL, 0x00291199UL, 0xffd87a3aUL, 0x00134d71UL, 0x003de11cUL, 0x00130984UL, 0x0025f051UL, 0x00185a46UL,
  0xffc68518UL, 0x001314beUL, 0x00283891UL, 0xffc9db90UL, 0xffd25089UL, 0x001c853fUL, 0x001d0b4bUL, 0xffeff6a6UL,
  0xffeba8beUL, 0x0012e11bUL, 0xffcd5e3eUL, 0xffea2d2fUL, 0xfff91de4UL, 0x001406c7UL, 0x00327283UL, 0xffe20d6eUL,
  0xffec7953UL, 0x001d4099UL, 0xffd92578UL, 0xffeb05adUL, 0x0016e405UL, 0x000bdbe7UL, 0x00221de8UL, 0x0033f8cfUL,
  0xfff7b934UL, 0xffd4ca0cUL, 0xffe67ff8UL, 0xffe3d157UL, 0xffd8911bUL, 0xffc72c12UL, 0x000910d8UL, 0xffc65e1fUL,
  0xffe14658UL, 0x00251d8bUL, 0x002573b7UL, 0xfffd7c8fUL, 0x001ddd98UL, 0x00336898UL, 0x0002d4bbUL, 0xffed93a7UL,
  0xffcf6cbeUL, 0x00027c1cUL, 0x0018aa08UL, 0x002dfd71UL, 0x000c5ca5UL, 0x0019379aUL, 0xffc7a167UL, 0xffe48c3dUL,
  0xffd1a13cUL, 0x0035c539UL, 0x003b0115UL, 0x00041dc0UL, 0x0021c4f7UL, 0xfff11bf4UL, 0x001a35e7UL, 0x0007340eUL,
  0xfff97d45UL, 0x001a4cd0UL, 0xffe47caeUL, 0x001d2668UL, 0xffe68e98UL, 0xffef2633UL, 0xfffc05daUL, 0xffc57fdbUL,
  0xffd32764UL, 0xffdde1afUL, 0xfff993ddUL, 0xffdd1d09UL, 0x0002cc93UL, 0xfff11805UL, 0x00189c2aUL, 0xffc9e5a9UL,
  0xfff78a50UL, 0x003bcf2cUL, 0xffff434eUL, 0xffeb36dfUL, 0x003c15caUL, 0x00155e68UL, 0xfff316b6UL, 0x001e29ceUL
};

  /**
   * implDilithiumAlmostNttJava exactly, in place: eight levels of 128 butterflies (l = 128 ..
   * 1), Java's montMul in e32 lanes (5 instructions), the zetas MONT_ZETAS_FOR_NTT in Java's
   * order. Exact on any int input, as the ints wrap where Java's do. The zetas argument is not
   * read. Levels l >= 8 run unit-stride with a scalar zeta a block; l = 4, 2, 1 by strided loads
   * and stores (e64 pairs for l = 4 and 2), which llvm-mca 22 models 25-30% cheaper than indexed
   * ones at VLEN 128 (sifive-p670 1281 cycles a call against 1840).
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - coeffs
   *   c_rarg1 - zetas
   * Output:
   *   c_rarg0 - zero
   */
  address generate_dilithiumAlmostNtt() {
    assert(UseDilithiumIntrinsics, "dilithiumAlmostNtt needs UseDilithiumIntrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::dilithiumAlmostNtt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_block128, L_run128, L_block64, L_run64, L_block32, L_run32, L_block16, L_run16,
          L_block8, L_run8, L_strided4, L_strided2, L_strided1;

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
    __ la(ztab, ExternalAddress((address)_dilithiumalmostntt_zetas));
    BLOCK_COMMENT("Level l = 128: 1 blocks of two runs of 128 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 0);  // walked block by block, put back after the level
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
    __ vmul_vx(vt, vy, zeta);  // aLow
    __ vmulh_vx(vp, vy, zeta);  // aHigh
    __ vmul_vx(vt, vt, qinv);  // m = QINV * aLow (int)
    __ vmulh_vx(vt, vt, q);  // (int)(((long) m * q) >> 32)
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
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
    __ addi(ztab, ztab, -4);
    BLOCK_COMMENT("} Level l = 128: 1 blocks of two runs of 128 ints, unit-stride");
    BLOCK_COMMENT("Level l = 64: 2 blocks of two runs of 64 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 4);
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
    __ vmul_vx(vt, vy, zeta);
    __ vmulh_vx(vp, vy, zeta);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
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
    __ addi(ztab, ztab, -12);
    BLOCK_COMMENT("} Level l = 64: 2 blocks of two runs of 64 ints, unit-stride");
    BLOCK_COMMENT("Level l = 32: 4 blocks of two runs of 32 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 12);
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
    __ vmul_vx(vt, vy, zeta);
    __ vmulh_vx(vp, vy, zeta);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
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
    __ addi(ztab, ztab, -28);
    BLOCK_COMMENT("} Level l = 32: 4 blocks of two runs of 32 ints, unit-stride");
    BLOCK_COMMENT("Level l = 16: 8 blocks of two runs of 16 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 28);
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
    __ vmul_vx(vt, vy, zeta);
    __ vmulh_vx(vp, vy, zeta);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
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
    __ addi(ztab, ztab, -60);
    BLOCK_COMMENT("} Level l = 16: 8 blocks of two runs of 16 ints, unit-stride");
    BLOCK_COMMENT("Level l = 8: 16 blocks of two runs of 8 ints, unit-stride {");
    __ mv(ptr, coeffs);
    __ addi(ztab, ztab, 60);
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
    __ vmul_vx(vt, vy, zeta);
    __ vmulh_vx(vp, vy, zeta);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
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
    __ addi(ztab, ztab, -124);
    BLOCK_COMMENT("} Level l = 8: 16 blocks of two runs of 8 ints, unit-stride");
    BLOCK_COMMENT("Level l = 4: 32 blocks of 4 butterflies, strided {");
    __ li(left, 32);
    __ mv(ptr, coeffs);
    __ la(zeta, ExternalAddress((address)_dilithiumalmostntt_zetas_l4));
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
    __ vmul_vv(vt, vy, vz);
    __ vmulh_vv(vp, vy, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
    __ vmul_vv(vt, vo2, vz);
    __ vmulh_vv(vp, vo2, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vo2, vo, vp);
    __ vadd_vv(vo, vo, vp);
    __ vsetvli(x0, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vsse64_v(vx, tmp, run);
    __ addi(tmp, ptr, 16);
    __ vsse64_v(vy, tmp, run);
    __ addi(tmp, ptr, 8);
    __ vsse64_v(vo, tmp, run);
    __ addi(tmp, ptr, 24);
    __ vsse64_v(vo2, tmp, run);
    __ slli(tmp, vl, 5);  // vl units of `stride` bytes
    __ add(ptr, ptr, tmp);
    __ slli(tmp, vl, 3);
    __ add(zeta, zeta, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_strided4);
    BLOCK_COMMENT("} Level l = 4: 32 blocks of 4 butterflies, strided");
    BLOCK_COMMENT("Level l = 2: 64 blocks of 2 butterflies, strided {");
    __ li(left, 64);
    __ mv(ptr, coeffs);
    __ la(zeta, ExternalAddress((address)_dilithiumalmostntt_zetas_l2));
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
    __ vmul_vv(vt, vy, vz);
    __ vmulh_vv(vp, vy, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
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
    BLOCK_COMMENT("Level l = 1: 128 blocks of 1 butterflies, strided {");
    __ li(left, 128);
    __ mv(ptr, coeffs);
    __ la(zeta, ExternalAddress((address)_dilithiumalmostntt_zetas_l1));
    __ li(run, 8);

  __ bind(L_strided1);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ addi(tmp, ptr, 0);
    __ vlse32_v(vx, tmp, run);
    __ addi(tmp, ptr, 4);
    __ vlse32_v(vy, tmp, run);
    __ vle32_v(vz, zeta);
    __ vmul_vv(vt, vy, vz);
    __ vmulh_vv(vp, vy, vz);
    __ vmul_vx(vt, vt, qinv);
    __ vmulh_vx(vt, vt, q);
    __ vsub_vv(vp, vp, vt);
    __ vsub_vv(vy, vx, vp);
    __ vadd_vv(vx, vx, vp);
    __ addi(tmp, ptr, 0);
    __ vsse32_v(vx, tmp, run);
    __ addi(tmp, ptr, 4);
    __ vsse32_v(vy, tmp, run);
    __ slli(tmp, vl, 3);
    __ add(ptr, ptr, tmp);
    __ slli(tmp, vl, 2);
    __ add(zeta, zeta, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_strided1);
    BLOCK_COMMENT("} Level l = 1: 128 blocks of 1 butterflies, strided");
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
