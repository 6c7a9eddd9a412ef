// kyberNtt[default]: made by stubforge 0.1.0 from kernels/mlkem.py:kyber_ntt, for jdk26.
  // Java's zetas array into the int[127] on the stack above the int[256], each block's zeta once, in
  // the order the levels take them, as Java's R = 2^20 Montgomery values.
  void kyber_ntt_zetas(bool inverse) {
    Label L_zeta_level, L_zeta_pass;

    const Register zetas    = c_rarg1;
    const Register nb       = c_rarg2;
    const Register half_q   = c_rarg3;
    const Register tmp      = c_rarg4;
    const Register stride   = c_rarg5;
    const Register ptr      = c_rarg6;
    const Register magic    = c_rarg7;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister vx = v16;
    const VectorRegister vh = v2;
    const VectorRegister vt = v28;

    __ addi(ptr, sp, 1024);
    if (inverse) {
      __ li(stride, 4);  // a block's zeta is l shorts after the one before
      __ li(nb, 64);
    } else {
      __ li(stride, 256);
      __ li(nb, 1);
    }
    __ li(half_q, 1664);
    __ li(magic, 1290168);

  __ bind(L_zeta_level);
    __ mv(left, nb);

  __ bind(L_zeta_pass);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vlse16_v(vh, zetas, stride);
    __ vsext_vf2(vx, vh);
    __ vadd_vx(vx, vx, q);
    __ vsll_vi(vx, vx, 4);  // w = 16 (z + q)
    __ vadd_vx(vt, vx, half_q);
    __ vmulh_vx(vt, vt, magic);  // floor((w + 1664) / q)
    __ vnmsac_vx(vx, q, vt);  // w mod q in [-1664, 1664]: Java's R = 2^20 zeta
    __ vse32_v(vx, ptr);
    __ mul(tmp, vl, stride);
    __ add(zetas, zetas, tmp);
    __ slli(tmp, vl, 2);
    __ add(ptr, ptr, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_zeta_pass);
    if (inverse) {
      __ slli(stride, stride, 1);
      __ srli(nb, nb, 1);
      __ bnez(nb, L_zeta_level);
    } else {
      __ srli(stride, stride, 1);
      __ slli(nb, nb, 1);
      __ li(tmp, 4);
      __ bgeu(stride, tmp, L_zeta_level);
    }
  }

  // poly[] into the int[256] on the stack.
  void kyber_ntt_widen() {
    Label L_widen;

    const Register coeffs   = c_rarg0;
    const Register src      = c_rarg1;
    const Register tmp      = c_rarg4;
    const Register ptr      = c_rarg6;
    const Register left     = t3;
    const Register vl       = t4;
    const VectorRegister vx = v16;
    const VectorRegister vh = v2;

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
  }

  // The rest of montMul(b, c) from the int product a = b * c in va (clobbered): vd = (a >> 20) -
  // high(a * (QINV << 12), q), Java's R = 2^20 Montgomery reduction.
  void kyber_montmul_reduce(VectorRegister vd, VectorRegister va, Register qinv, Register q) {
    assert_different_registers(qinv, q);
    assert_different_registers(vd, va);
    __ vsra_vi(vd, va, 20);
    __ vmul_vx(va, va, qinv);
    __ vmulh_vx(va, va, q);
    __ vsub_vv(vd, vd, va);
  }

  // One level of 128 butterflies (l = 1 << s), vl a pass wherever they are: lane i on coeffs[j] and
  // coeffs[j + l], j = i + (i & -l), its zeta entry base + (i >> s), all by indexed loads and
  // stores.
  void kyber_ntt_level_indexed(int s, int l, int base, bool inverse) {
    Label L_level;

    const Register qinv      = c_rarg2;
    const Register lane      = c_rarg3;
    const Register tmp       = c_rarg4;
    const Register ztab      = c_rarg5;
    const Register left      = t3;
    const Register vl        = t4;
    const Register q         = t5;
    const VectorRegister vo2 = v12;
    const VectorRegister vx  = v16;
    const VectorRegister vy  = v20;
    const VectorRegister vz  = v24;
    const VectorRegister vt  = v28;
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
    __ vsrl_vi(vz, vi, s);  // the block: its zeta is entry base + (i >> s)
    __ vsll_vi(vz, vz, 2);
    __ addi(tmp, ztab, 4 * base);
    __ vluxei32_v(vz, tmp, vz);
    if (inverse) {
      __ vsub_vv(vt, vx, vy);
      __ vadd_vv(vx, vx, vy);
      __ vmul_vv(vt, vt, vz);
      kyber_montmul_reduce(vy, vt, qinv, q);
    } else {
      __ vmul_vv(vt, vy, vz);
      kyber_montmul_reduce(vz, vt, qinv, q);
      __ vsub_vv(vy, vx, vz);
      __ vadd_vv(vx, vx, vz);
    }
    __ vsuxei32_v(vx, sp, vo);
    __ vsuxei32_v(vy, sp, vo2);
    __ add(lane, lane, vl);
    __ li(tmp, 128);
    __ bltu(lane, tmp, L_level);
  }

  // One level: nb blocks of two runs of l ints in the int[256] at sp, vl ints of each a pass, the
  // block's zeta (entry base + b) a scalar.
  void kyber_ntt_level(int l, int nb, int base, bool inverse) {
    Label L_block, L_run;

    const Register run      = c_rarg1;
    const Register qinv     = c_rarg2;
    const Register lane     = c_rarg3;
    const Register tmp      = c_rarg4;
    const Register ztab     = c_rarg5;
    const Register ptr      = c_rarg6;
    const Register zeta     = c_rarg7;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister vx = v16;
    const VectorRegister vy = v20;
    const VectorRegister vz = v24;
    const VectorRegister vt = v28;

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
    if (inverse) {
      __ vsub_vv(vt, vx, vy);
      __ vadd_vv(vx, vx, vy);
      __ vmul_vx(vt, vt, zeta);
      kyber_montmul_reduce(vy, vt, qinv, q);
    } else {
      __ vmul_vx(vt, vy, zeta);
      kyber_montmul_reduce(vz, vt, qinv, q);
      __ vsub_vv(vy, vx, vz);
      __ vadd_vv(vx, vx, vz);
    }
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

  // The int[256] on the stack back into poly[], after montMul by toMont(1/128) in the inverse.
  void kyber_ntt_narrow(bool inverse) {
    Label L_narrow;

    const Register coeffs   = c_rarg0;
    const Register qinv     = c_rarg2;
    const Register tmp      = c_rarg4;
    const Register half_inv = c_rarg5;
    const Register ptr      = c_rarg6;
    const Register left     = t3;
    const Register vl       = t4;
    const Register q        = t5;
    const VectorRegister vx = v16;
    const VectorRegister vh = v2;
    const VectorRegister vt = v28;

    __ li(left, 256);
    __ mv(ptr, sp);
    if (inverse) {
      __ li(half_inv, 1534);
    }

  __ bind(L_narrow);
    __ vsetvli(vl, left, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vx, ptr);
    if (inverse) {
      __ vmul_vx(vt, vx, half_inv);
      kyber_montmul_reduce(vx, vt, qinv, q);
    }
    __ vsetvli(vl, vl, Assembler::e16, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vnsrl_wi(vh, vx, 0);
    __ vse16_v(vh, coeffs);
    __ slli(tmp, vl, 1);
    __ add(coeffs, coeffs, tmp);
    __ slli(tmp, vl, 2);
    __ add(ptr, ptr, tmp);
    __ sub(left, left, vl);
    __ bnez(left, L_narrow);
  }

  // The whole transform on the int[256] at sp (kyberNtt, or kyberInverseNtt when `inverse`): the
  // zetas and the coefficients onto the stack, the seven levels, back into poly[].
  void kyber_ntt(bool inverse) {
    const Register qinv = c_rarg2;
    const Register ztab = c_rarg5;
    const Register q    = t5;

    __ li(q, 3329);
    kyber_ntt_zetas(inverse);
    __ li(qinv, -1892675584);
    __ addi(ztab, sp, 1024);
    kyber_ntt_widen();
    if (inverse) {
      BLOCK_COMMENT("Levels l = 2, 4: 128 / l blocks of l butterflies, indexed {");
      for (int s = 1; s < 3; s++) {
        kyber_ntt_level_indexed(s, 1 << s, 128 - (256 >> s), inverse);
      }
      BLOCK_COMMENT("} Levels l = 2, 4: 128 / l blocks of l butterflies, indexed");
      BLOCK_COMMENT("Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar {");
      for (int i = 0; i < 5; i++) {
        kyber_ntt_level(8 << i, 16 >> i, 128 - (32 >> i), inverse);
      }
      BLOCK_COMMENT("} Levels l = 8 .. 128: two runs of l ints each, unit-stride, the block's zeta a scalar");
    } else {
      BLOCK_COMMENT("Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar {");
      for (int i = 0; i < 5; i++) {
        kyber_ntt_level(128 >> i, 1 << i, (1 << i) - 1, inverse);
      }
      BLOCK_COMMENT("} Levels l = 128 .. 8: two runs of l ints each, unit-stride, the block's zeta a scalar");
      BLOCK_COMMENT("Levels l = 4, 2: 128 / l blocks of l butterflies, indexed {");
      for (int s = 2; s > 0; s--) {
        kyber_ntt_level_indexed(s, 1 << s, (128 >> s) - 1, inverse);
      }
      BLOCK_COMMENT("} Levels l = 4, 2: 128 / l blocks of l butterflies, indexed");
    }
    kyber_ntt_narrow(inverse);
  }

  /**
   * Java's seilerNTT exactly: poly widened to ints on the stack (Java's int[] coeffs), seven
   * levels of 128 butterflies (l = 128 .. 8 two runs of l ints a block, unit-stride, the block's
   * zeta a scalar; l = 4, 2 vl butterflies a pass by indexed loads and stores, the zetas
   * gathered by block), Java's montMul in e32 lanes (5 instructions: vmul, vsra 20, vmul by QINV
   * << 12, vmulh by q, vsub), then each int narrowed to its low 16 bits. Exact on any short
   * input, as the ints wrap where Java's do. The zetas come from the array Java passes, as
   * AArch64's and x86's stubs read it; its 16-bit Montgomery values are made Java's R = 2^20
   * ones first (kyber_ntt_zetas).
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
    StubId stub_id = StubId::stubgen_kyberNtt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ addi(sp, sp, -1536);  // Java's int[256] coeffs, then the int[127] zetas
    kyber_ntt(false);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
