// dilithiumAlmostInverseNtt[default]: made by stubforge 0.1.0 from kernels/mldsa.py:dilithium_almost_inverse_ntt, for jdk25.
  // The rest of montMul(b, c) from aHigh = high(b * c) in vd and aLow = b * c in vt (clobbered): vd
  // = aHigh - high(m * q), m = QINV * aLow; every ML-DSA stub's montMul ends so.
  void dilithium_montmul_reduce(VectorRegister vd, VectorRegister vt, Register qinv, Register q) {
    assert_different_registers(qinv, q);
    assert_different_registers(vd, vt);
    __ vmul_vx(vt, vt, qinv);  // m = QINV * aLow (int)
    __ vmulh_vx(vt, vt, q);  // (int)(((long) m * q) >> 32)
    __ vsub_vv(vd, vd, vt);
  }

  // vl butterflies on vx (coeffs[j]) and vy (coeffs[j + l]), lane by lane with the zetas in vz: vx -
  // t and vx + t, t = montMul(zeta, vy); inverse: vx + vy and montMul(vx - vy, -zeta). vp and vt are
  // clobbered.
  void dilithium_ntt_butterflies(VectorRegister vx, VectorRegister vy, VectorRegister vz,
                                 VectorRegister vp, VectorRegister vt, bool inverse) {
    assert_different_registers(vx, vy, vz, vp, vt);

    const Register qinv = c_rarg2;
    const Register q    = t5;

    if (inverse) {
      __ vsub_vv(vp, vx, vy);
      __ vadd_vv(vx, vx, vy);
      __ vmul_vv(vt, vp, vz);
      __ vmulh_vv(vy, vp, vz);
      dilithium_montmul_reduce(vy, vt, qinv, q);
    } else {
      __ vmul_vv(vt, vy, vz);
      __ vmulh_vv(vp, vy, vz);
      dilithium_montmul_reduce(vp, vt, qinv, q);
      __ vsub_vv(vy, vx, vp);
      __ vadd_vv(vx, vx, vp);
    }
  }

  // One level with l = 1 << s = 4, 2 or 1: 128 / l blocks of l butterflies, x and y taken by strided
  // loads (e64 pairs of ints for l = 4 and 2), the zetas as Java's array lays them out.
  void dilithium_ntt_strided_level(int s, bool inverse) {
    Label L_strided;

    const Register coeffs    = c_rarg0;
    const Register zetas     = c_rarg1;
    const Register tmp       = c_rarg3;
    const Register run       = c_rarg4;
    const Register ptr       = c_rarg5;
    const Register zstride   = c_rarg6;
    const Register left      = t3;
    const Register vl        = t4;
    const VectorRegister vx  = v12;
    const VectorRegister vy  = v16;
    const VectorRegister vz  = v20;
    const VectorRegister vp  = v24;
    const VectorRegister vt  = v28;
    const VectorRegister vo  = v4;
    const VectorRegister vo2 = v8;

    __ li(left, 128 >> s);  // e64 blocks (l = 4), pairs (l = 2) or butterflies
    __ mv(ptr, coeffs);
    __ li(run, 8 << s);
    if (s > 1) {
      __ li(zstride, 16);
    }

  __ bind(L_strided);
    if (s > 0) {
      __ vsetvli(vl, left, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
      __ addi(tmp, ptr, 0);
      __ vlse64_v(vx, tmp, run);
      __ addi(tmp, ptr, 4 << s);
      __ vlse64_v(vy, tmp, run);
    } else {
      __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
      __ addi(tmp, ptr, 0);
      __ vlse32_v(vx, tmp, run);
      __ addi(tmp, ptr, 4);
      __ vlse32_v(vy, tmp, run);
    }
    if (s > 1) {
      __ addi(tmp, ptr, 8);
      __ vlse64_v(vo, tmp, run);
      __ addi(tmp, ptr, 24);
      __ vlse64_v(vo2, tmp, run);
      __ vlse64_v(vz, zetas, zstride);  // block b's zeta in both lanes of its x pair
    }
    if (s > 0) {
      __ slli(tmp, vl, 1);
      __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    }
    if (s < 2) {
      __ vle32_v(vz, zetas);
    }
    dilithium_ntt_butterflies(vx, vy, vz, vp, vt, inverse);
    if (s > 1) {
      dilithium_ntt_butterflies(vo, vo2, vz, vp, vt, inverse);
    }
    if (s > 0) {
      __ vsetvli(x0, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
      __ addi(tmp, ptr, 0);
      __ vsse64_v(vx, tmp, run);
      __ addi(tmp, ptr, 4 << s);
      __ vsse64_v(vy, tmp, run);
    } else {
      __ addi(tmp, ptr, 0);
      __ vsse32_v(vx, tmp, run);
      __ addi(tmp, ptr, 4);
      __ vsse32_v(vy, tmp, run);
    }
    if (s > 1) {
      __ addi(tmp, ptr, 8);
      __ vsse64_v(vo, tmp, run);
      __ addi(tmp, ptr, 24);
      __ vsse64_v(vo2, tmp, run);
    }
    __ slli(tmp, vl, s + 3);  // vl units of 8l bytes
    __ add(ptr, ptr, tmp);
    __ slli(tmp, vl, s + 2);  // and 512 / units bytes of the level's zetas
    __ add(zetas, zetas, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_strided);
  }

  // One level: nb blocks of two runs of l ints, vl ints of each a pass, the block's zeta a scalar
  // (Java's array holds it once per butterfly: the next block's is l words on).
  void dilithium_ntt_level(int l, int nb, bool inverse) {
    Label L_block, L_run;

    const Register coeffs   = c_rarg0;
    const Register zetas    = c_rarg1;
    const Register qinv     = c_rarg2;
    const Register tmp      = c_rarg3;
    const Register run      = c_rarg4;
    const Register ptr      = c_rarg5;
    const Register zeta     = c_rarg6;
    const Register blocks   = c_rarg7;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister vx = v12;
    const VectorRegister vy = v16;
    const VectorRegister vp = v24;
    const VectorRegister vt = v28;

    __ mv(ptr, coeffs);
    __ li(blocks, nb);

  __ bind(L_block);
    __ lw(zeta, Address(zetas));
    __ li(left, l);
    __ mv(run, ptr);

  __ bind(L_run);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, run);
    __ addi(tmp, run, 4 * l);
    __ vle32_v(vy, tmp);
    if (inverse) {
      __ vsub_vv(vp, vx, vy);
      __ vadd_vv(vx, vx, vy);
      __ vmul_vx(vt, vp, zeta);  // aLow
      __ vmulh_vx(vy, vp, zeta);  // aHigh
      dilithium_montmul_reduce(vy, vt, qinv, q);
    } else {
      __ vmul_vx(vt, vy, zeta);  // aLow
      __ vmulh_vx(vp, vy, zeta);  // aHigh
      dilithium_montmul_reduce(vp, vt, qinv, q);
      __ vsub_vv(vy, vx, vp);
      __ vadd_vv(vx, vx, vp);
    }
    __ vse32_v(vx, run);
    __ vse32_v(vy, tmp);
    __ slli(tmp, vl, 2);
    __ add(run, run, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_run);
    __ addi(ptr, ptr, 8 * l);
    __ addi(zetas, zetas, 4 * l);
    __ addi(blocks, blocks, -1);
    __ bnez(blocks, L_block);
  }

  // The eight levels in place on coeffs (dilithiumAlmostNtt, or dilithiumAlmostInverseNtt when
  // `inverse`: the same levels in the other order).
  void dilithium_ntt(bool inverse) {
    const Register qinv = c_rarg2;
    const Register q    = t5;

    __ li(q, 8380417);
    __ li(qinv, 58728449);
    if (inverse) {
      BLOCK_COMMENT("Levels l = 1, 2, 4: 128 / l blocks of l butterflies, strided {");
      for (int s = 0; s < 3; s++) {
        dilithium_ntt_strided_level(s, inverse);
      }
      BLOCK_COMMENT("} Levels l = 1, 2, 4: 128 / l blocks of l butterflies, strided");
      BLOCK_COMMENT("Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar {");
      for (int i = 0; i < 5; i++) {
        dilithium_ntt_level(8 << i, 16 >> i, inverse);
      }
      BLOCK_COMMENT("} Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar");
    } else {
      BLOCK_COMMENT("Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar {");
      for (int i = 0; i < 5; i++) {
        dilithium_ntt_level(128 >> i, 1 << i, inverse);
      }
      BLOCK_COMMENT("} Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar");
      BLOCK_COMMENT("Levels l = 4, 2, 1: 128 / l blocks of l butterflies, strided {");
      for (int i = 0; i < 3; i++) {
        dilithium_ntt_strided_level(2 - i, inverse);
      }
      BLOCK_COMMENT("} Levels l = 4, 2, 1: 128 / l blocks of l butterflies, strided");
    }
  }

  /**
   * implDilithiumAlmostInverseNttJava exactly (see dilithiumAlmostNtt): levels l = 1 .. 128 with
   * the negated zetas of MONT_ZETAS_FOR_VECTOR_INVERSE_NTT, in the order Java reads them. The
   * montMul by MONT_DIM_INVERSE that follows in mlDsaInverseNtt is Java's separate
   * dilithiumMontMulByConstant call, not this stub's.
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
    StubGenStubId stub_id = StubGenStubId::dilithiumAlmostInverseNtt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    BLOCK_COMMENT("Entry:");
    __ enter();
    dilithium_ntt(true);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
