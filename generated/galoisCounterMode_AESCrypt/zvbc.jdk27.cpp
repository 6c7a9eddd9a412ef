// galoisCounterMode_AESCrypt[zvbc]: made by stubforge 0.1.0 from kernels/gcm.py:gcm, for jdk27.
  // (a0, a1) = (a0, a1) * (b0, b1) in GF(2^128) per lane, bx = b0 ^ b1 (each a register group
  // holding one 64-bit half of every lane's block, polynomial basis); tmp1..tmp4 are clobbered and
  // rpoly holds 0x87. Karatsuba: three carry-less products of the halves (the middle one from a0^a1
  // and bx) give the 256-bit product w3:w2:w1:w0, whose upper half folds back by x^128 = 0x87 in two
  // steps. Under e64.
  void ghash_gf_mul(VectorRegister a0, VectorRegister a1, VectorRegister b0, VectorRegister b1,
                    VectorRegister bx, VectorRegister tmp1, VectorRegister tmp2, VectorRegister tmp3,
                    VectorRegister tmp4, Register rpoly) {
    assert_different_registers(a0, a1, b0, b1, bx, tmp1, tmp2, tmp3, tmp4);
    __ vxor_vv(tmp1, a0, a1);
    __ vclmul_vv(tmp2, tmp1, bx);  // middle, low half
    __ vclmulh_vv(tmp1, tmp1, bx);  // middle, high half
    __ vclmul_vv(tmp3, a0, b0);  // w0 = (a0 b0) low
    __ vclmulh_vv(a0, a0, b0);
    __ vclmul_vv(tmp4, a1, b1);
    __ vclmulh_vv(a1, a1, b1);  // w3 = (a1 b1) high
    __ vxor_vv(tmp2, tmp2, tmp3);
    __ vxor_vv(tmp2, tmp2, tmp4);  // middle ^ a0b0 ^ a1b1, low
    __ vxor_vv(tmp1, tmp1, a0);
    __ vxor_vv(tmp1, tmp1, a1);  // ... high
    __ vxor_vv(a0, a0, tmp2);  // w1
    __ vxor_vv(tmp4, tmp4, tmp1);  // w2
    // w2 x^128 = w2 * 0x87; w3 x^192 = w3 * 0x87 x^64, whose carry past x^128 folds once more.
    __ vclmul_vx(tmp1, tmp4, rpoly);
    __ vxor_vv(tmp3, tmp3, tmp1);
    __ vclmulh_vx(tmp1, tmp4, rpoly);
    __ vxor_vv(a0, a0, tmp1);
    __ vclmul_vx(tmp1, a1, rpoly);
    __ vxor_vv(a0, a0, tmp1);
    __ vclmulh_vx(tmp1, a1, rpoly);
    __ vclmul_vx(tmp1, tmp1, rpoly);
    __ vxor_vv(tmp3, tmp3, tmp1);
    __ vmv_v_v(a1, a0);
    __ vmv_v_v(a0, tmp3);
  }

  // needs assembler additions: vaesef_vs, vaesem_vs, vaesz_vs, vclmul_vx, vclmulh_vx, vrgather_vx, vslideup_vx
  /**
   * Requires RVV, Zvbb, Zvbc, Zvkb and Zvkned.
   *
   * Arguments:
   *   c_rarg0 - in
   *   c_rarg1 - len
   *   c_rarg2 - ct
   *   c_rarg3 - out
   *   c_rarg4 - key
   *   c_rarg5 - state
   *   c_rarg6 - subkeyHtbl
   *   c_rarg7 - counter
   * Output:
   *   c_rarg0 - bytes processed
   */
  address generate_galoisCounterMode_AESCrypt() {
    assert(UseAESIntrinsics, "galoisCounterMode_AESCrypt needs UseAESIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_galoisCounterMode_AESCrypt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_return, L_aes192, L_aes256, L_aes_done, L_ctr_loop, L_ctr_last, L_powers_done,
          L_powers, L_ghash_loop, L_ghash_last, L_ctr_loop1, L_ctr_last1, L_ctr_loop2,
          L_ctr_last2;

    const Register in            = c_rarg0;
    const Register len           = c_rarg1;
    const Register ct            = c_rarg2;
    const Register out           = c_rarg3;
    const Register key           = c_rarg4;
    const Register state         = c_rarg5;
    const Register subkeyHtbl    = c_rarg6;
    const Register counter       = c_rarg7;
    const Register step          = x9;
    const Register processed     = c_rarg0;
    const Register y0            = c_rarg0;
    const Register y1            = c_rarg3;
    const Register rpoly         = c_rarg4;
    const Register stride        = c_rarg7;
    const Register end           = x18;
    const Register data_hi       = x19;
    const Register nblk          = x19;
    const Register tmp           = t3;
    const Register head          = t4;
    const Register vlmax         = t5;
    const VectorRegister vs1     = v1;
    const VectorRegister vs2     = v2;
    const VectorRegister vzero   = v3;
    const VectorRegister vacc0   = v4;
    const VectorRegister vacc1   = v6;
    const VectorRegister vhn0    = v8;
    const VectorRegister vhn1    = v10;
    const VectorRegister vctr    = v12;
    const VectorRegister vhnx    = v12;
    const VectorRegister vpow0   = v14;
    const VectorRegister vctr2   = v16;
    const VectorRegister vpow1   = v16;
    const VectorRegister vstate  = v16;
    const VectorRegister vpowx   = v18;
    const VectorRegister vdata   = v20;
    const VectorRegister vstate2 = v20;
    const VectorRegister vt1     = v20;
    const VectorRegister vt2     = v22;
    const VectorRegister vdata2  = v24;
    const VectorRegister vt3     = v24;
    const VectorRegister vt4     = v26;
    const VectorRegister rk10[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11 };
    const VectorRegister rk12[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13 };
    const VectorRegister rk14[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9, x18, x19), sp);  // eight arguments leave three temporaries
    __ andi(len, len, -16);  // every whole block; returned
    __ beqz(len, L_return);
    __ lw(tmp, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(tmp, tmp, -44);
    __ bnez(tmp, L_aes192);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ mv(tmp, key);
    __ vle32_v(rk10[0], tmp);
    __ vrev8_v(rk10[0], rk10[0]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[1], tmp);
    __ vrev8_v(rk10[1], rk10[1]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[2], tmp);
    __ vrev8_v(rk10[2], rk10[2]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[3], tmp);
    __ vrev8_v(rk10[3], rk10[3]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[4], tmp);
    __ vrev8_v(rk10[4], rk10[4]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[5], tmp);
    __ vrev8_v(rk10[5], rk10[5]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[6], tmp);
    __ vrev8_v(rk10[6], rk10[6]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[7], tmp);
    __ vrev8_v(rk10[7], rk10[7]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[8], tmp);
    __ vrev8_v(rk10[8], rk10[8]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[9], tmp);
    __ vrev8_v(rk10[9], rk10[9]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk10[10], tmp);
    __ vrev8_v(rk10[10], rk10[10]);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vdata);
    __ vand_vi(vdata, vdata, 3);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle32_v(vstate, counter);
    __ vsetvli(tmp, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(tmp, 136);
    __ vmv_v_x(v0, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vrgather_vv(vctr, vstate, vdata);
    __ vrev8_v(vctr, vctr);
    __ vid_v(vstate);
    __ vsrl_vi(vstate, vstate, 2);
    __ vadd_vv(vctr, vctr, vstate, Assembler::v0_t);
    __ slli(step, vlmax, 2);
    __ srli(nblk, vlmax, 2);
    __ srli(end, len, 4);
    __ srli(head, vlmax, 2);
    __ addi(head, head, -1);
    __ addi(end, end, -1);
    __ andr(head, head, end);
    __ addi(end, end, 1);
    __ addi(head, head, 1);
    __ add(end, in, len);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vrev8_v(vstate, vctr);
    __ vadd_vx(vctr, vctr, head, Assembler::v0_t);
    __ vaesz_vs(vstate, rk10[0]);
    __ vaesem_vs(vstate, rk10[1]);
    __ vaesem_vs(vstate, rk10[2]);
    __ vaesem_vs(vstate, rk10[3]);
    __ vaesem_vs(vstate, rk10[4]);
    __ vaesem_vs(vstate, rk10[5]);
    __ vaesem_vs(vstate, rk10[6]);
    __ vaesem_vs(vstate, rk10[7]);
    __ vaesem_vs(vstate, rk10[8]);
    __ vaesem_vs(vstate, rk10[9]);
    __ vaesef_vs(vstate, rk10[10]);
    __ slli(tmp, head, 2);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vdata, in);
    __ vxor_vv(vdata, vdata, vstate);
    __ vse32_v(vdata, out);
    __ slli(tmp, head, 4);
    __ add(in, in, tmp);
    __ add(out, out, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ bgeu(in, end, L_ctr_last);

  __ bind(L_ctr_loop);
    __ vrev8_v(vstate, vctr);
    __ vadd_vx(vctr, vctr, nblk, Assembler::v0_t);
    __ vaesz_vs(vstate, rk10[0]);
    __ vaesem_vs(vstate, rk10[1]);
    __ vaesem_vs(vstate, rk10[2]);
    __ vaesem_vs(vstate, rk10[3]);
    __ vaesem_vs(vstate, rk10[4]);
    __ vaesem_vs(vstate, rk10[5]);
    __ vaesem_vs(vstate, rk10[6]);
    __ vaesem_vs(vstate, rk10[7]);
    __ vaesem_vs(vstate, rk10[8]);
    __ vaesem_vs(vstate, rk10[9]);
    __ vaesef_vs(vstate, rk10[10]);
    __ vle32_v(vdata, in);
    __ vxor_vv(vdata, vdata, vstate);
    __ vse32_v(vdata, out);
    __ add(in, in, step);
    __ add(out, out, step);
    __ bltu(in, end, L_ctr_loop);

  __ bind(L_ctr_last);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);  // lane 0 has advanced by every block
    __ vrev8_v(vstate, vctr);
    __ vse32_v(vstate, counter);

  __ bind(L_aes_done);
    __ srli(nblk, len, 4);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vs1, subkeyHtbl);
    __ vbrev_v(vs1, vs1);
    __ vmv_x_s(y0, vs1);
    __ vslidedown_vi(vs2, vs1, 1);
    __ vmv_x_s(y1, vs2);
    __ li(rpoly, 135);
    __ li(stride, 16);
    __ vsetvli(vlmax, x0, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vmv_v_x(vpow0, y0);  // H in every lane
    __ vmv_v_x(vpow1, y1);
    __ li(tmp, 1);
    __ bgeu(tmp, vlmax, L_powers_done);

  __ bind(L_powers);  // p lanes 0..t-1 = H^t .. H^1
    __ vrgather_vx(vacc0, vpow0, zr);
    __ vrgather_vx(vacc1, vpow1, zr);
    __ vxor_vv(vpowx, vpow0, vpow1);
    ghash_gf_mul(vacc0, vacc1, vpow0, vpow1, vpowx, vt1, vt2, vt3, vt4, rpoly);
    __ vslideup_vx(vacc0, vpow0, tmp);
    __ vslideup_vx(vacc1, vpow1, tmp);
    __ vmv_v_v(vpow0, vacc0);
    __ vmv_v_v(vpow1, vacc1);
    __ slli(tmp, tmp, 1);
    __ bltu(tmp, vlmax, L_powers);

  __ bind(L_powers_done);
    __ vxor_vv(vpowx, vpow0, vpow1);
    __ vrgather_vx(vhn0, vpow0, zr);
    __ vrgather_vx(vhn1, vpow1, zr);
    __ vxor_vv(vhnx, vhn0, vhn1);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vs1, state);
    __ vbrev_v(vs1, vs1);
    __ vmv_x_s(y0, vs1);
    __ vslidedown_vi(vs2, vs1, 1);
    __ vmv_x_s(y1, vs2);
    __ slli(step, vlmax, 4);
    __ slli(end, nblk, 4);
    __ add(end, end, ct);
    __ addi(head, vlmax, -1);  // head: ((blocks - 1) mod N) + 1 blocks
    __ addi(tmp, nblk, -1);
    __ andr(head, head, tmp);
    __ addi(head, head, 1);
    __ addi(data_hi, ct, 8);
    __ vsetvli(x0, head, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vlse64_v(vt1, ct, stride);
    __ vlse64_v(vt2, data_hi, stride);
    __ vbrev8_v(vt1, vt1);
    __ vbrev8_v(vt2, vt2);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::tu);
    __ vxor_vx(vt1, vt1, y0);
    __ vxor_vx(vt2, vt2, y1);
    __ slli(tmp, head, 4);
    __ add(ct, ct, tmp);
    __ add(data_hi, data_hi, tmp);
    __ sub(tmp, vlmax, head);
    __ vsetvli(vlmax, x0, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vacc0, 0);
    __ vmv_v_i(vacc1, 0);
    __ vslideup_vx(vacc0, vt1, tmp);
    __ vslideup_vx(vacc1, vt2, tmp);
    __ bgeu(ct, end, L_ghash_last);

  __ bind(L_ghash_loop);
    ghash_gf_mul(vacc0, vacc1, vhn0, vhn1, vhnx, vt1, vt2, vt3, vt4, rpoly);
    __ vlse64_v(vt1, ct, stride);
    __ vlse64_v(vt2, data_hi, stride);
    __ vbrev8_v(vt1, vt1);
    __ vbrev8_v(vt2, vt2);
    __ vxor_vv(vacc0, vacc0, vt1);
    __ vxor_vv(vacc1, vacc1, vt2);
    __ add(ct, ct, step);
    __ add(data_hi, data_hi, step);
    __ bltu(ct, end, L_ghash_loop);

  __ bind(L_ghash_last);
    ghash_gf_mul(vacc0, vacc1, vpow0, vpow1, vpowx, vt1, vt2, vt3, vt4, rpoly);
    __ vmv_s_x(vzero, zr);
    __ vredxor_vs(vs1, vacc0, vzero);
    __ vredxor_vs(vs2, vacc1, vzero);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vslideup_vi(vs1, vs2, 1);
    __ vbrev_v(vs1, vs1);
    __ vse64_v(vs1, state);

  __ bind(L_return);
    __ mv(processed, len);
    __ pop_reg(RegSet::of(x9, x18, x19), sp);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(tmp, tmp, -8);
    __ bnez(tmp, L_aes256);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ mv(tmp, key);
    __ vle32_v(rk12[0], tmp);
    __ vrev8_v(rk12[0], rk12[0]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[1], tmp);
    __ vrev8_v(rk12[1], rk12[1]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[2], tmp);
    __ vrev8_v(rk12[2], rk12[2]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[3], tmp);
    __ vrev8_v(rk12[3], rk12[3]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[4], tmp);
    __ vrev8_v(rk12[4], rk12[4]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[5], tmp);
    __ vrev8_v(rk12[5], rk12[5]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[6], tmp);
    __ vrev8_v(rk12[6], rk12[6]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[7], tmp);
    __ vrev8_v(rk12[7], rk12[7]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[8], tmp);
    __ vrev8_v(rk12[8], rk12[8]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[9], tmp);
    __ vrev8_v(rk12[9], rk12[9]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[10], tmp);
    __ vrev8_v(rk12[10], rk12[10]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[11], tmp);
    __ vrev8_v(rk12[11], rk12[11]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk12[12], tmp);
    __ vrev8_v(rk12[12], rk12[12]);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vdata2);
    __ vand_vi(vdata2, vdata2, 3);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle32_v(vstate2, counter);
    __ vsetvli(tmp, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(tmp, 136);
    __ vmv_v_x(v0, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vrgather_vv(vctr2, vstate2, vdata2);
    __ vrev8_v(vctr2, vctr2);
    __ vid_v(vstate2);
    __ vsrl_vi(vstate2, vstate2, 2);
    __ vadd_vv(vctr2, vctr2, vstate2, Assembler::v0_t);
    __ slli(step, vlmax, 2);
    __ srli(nblk, vlmax, 2);
    __ srli(end, len, 4);
    __ srli(head, vlmax, 2);
    __ addi(head, head, -1);
    __ addi(end, end, -1);
    __ andr(head, head, end);
    __ addi(end, end, 1);
    __ addi(head, head, 1);
    __ add(end, in, len);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vrev8_v(vstate2, vctr2);
    __ vadd_vx(vctr2, vctr2, head, Assembler::v0_t);
    __ vaesz_vs(vstate2, rk12[0]);
    __ vaesem_vs(vstate2, rk12[1]);
    __ vaesem_vs(vstate2, rk12[2]);
    __ vaesem_vs(vstate2, rk12[3]);
    __ vaesem_vs(vstate2, rk12[4]);
    __ vaesem_vs(vstate2, rk12[5]);
    __ vaesem_vs(vstate2, rk12[6]);
    __ vaesem_vs(vstate2, rk12[7]);
    __ vaesem_vs(vstate2, rk12[8]);
    __ vaesem_vs(vstate2, rk12[9]);
    __ vaesem_vs(vstate2, rk12[10]);
    __ vaesem_vs(vstate2, rk12[11]);
    __ vaesef_vs(vstate2, rk12[12]);
    __ slli(tmp, head, 2);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vdata2, in);
    __ vxor_vv(vdata2, vdata2, vstate2);
    __ vse32_v(vdata2, out);
    __ slli(tmp, head, 4);
    __ add(in, in, tmp);
    __ add(out, out, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ bgeu(in, end, L_ctr_last1);

  __ bind(L_ctr_loop1);
    __ vrev8_v(vstate2, vctr2);
    __ vadd_vx(vctr2, vctr2, nblk, Assembler::v0_t);
    __ vaesz_vs(vstate2, rk12[0]);
    __ vaesem_vs(vstate2, rk12[1]);
    __ vaesem_vs(vstate2, rk12[2]);
    __ vaesem_vs(vstate2, rk12[3]);
    __ vaesem_vs(vstate2, rk12[4]);
    __ vaesem_vs(vstate2, rk12[5]);
    __ vaesem_vs(vstate2, rk12[6]);
    __ vaesem_vs(vstate2, rk12[7]);
    __ vaesem_vs(vstate2, rk12[8]);
    __ vaesem_vs(vstate2, rk12[9]);
    __ vaesem_vs(vstate2, rk12[10]);
    __ vaesem_vs(vstate2, rk12[11]);
    __ vaesef_vs(vstate2, rk12[12]);
    __ vle32_v(vdata2, in);
    __ vxor_vv(vdata2, vdata2, vstate2);
    __ vse32_v(vdata2, out);
    __ add(in, in, step);
    __ add(out, out, step);
    __ bltu(in, end, L_ctr_loop1);

  __ bind(L_ctr_last1);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vrev8_v(vstate2, vctr2);
    __ vse32_v(vstate2, counter);
    __ j(L_aes_done);

  __ bind(L_aes256);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ mv(tmp, key);
    __ vle32_v(rk14[0], tmp);
    __ vrev8_v(rk14[0], rk14[0]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[1], tmp);
    __ vrev8_v(rk14[1], rk14[1]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[2], tmp);
    __ vrev8_v(rk14[2], rk14[2]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[3], tmp);
    __ vrev8_v(rk14[3], rk14[3]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[4], tmp);
    __ vrev8_v(rk14[4], rk14[4]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[5], tmp);
    __ vrev8_v(rk14[5], rk14[5]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[6], tmp);
    __ vrev8_v(rk14[6], rk14[6]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[7], tmp);
    __ vrev8_v(rk14[7], rk14[7]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[8], tmp);
    __ vrev8_v(rk14[8], rk14[8]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[9], tmp);
    __ vrev8_v(rk14[9], rk14[9]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[10], tmp);
    __ vrev8_v(rk14[10], rk14[10]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[11], tmp);
    __ vrev8_v(rk14[11], rk14[11]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[12], tmp);
    __ vrev8_v(rk14[12], rk14[12]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[13], tmp);
    __ vrev8_v(rk14[13], rk14[13]);
    __ addi(tmp, tmp, 16);
    __ vle32_v(rk14[14], tmp);
    __ vrev8_v(rk14[14], rk14[14]);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vdata2);
    __ vand_vi(vdata2, vdata2, 3);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle32_v(vstate2, counter);
    __ vsetvli(tmp, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(tmp, 136);
    __ vmv_v_x(v0, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vrgather_vv(vctr2, vstate2, vdata2);
    __ vrev8_v(vctr2, vctr2);
    __ vid_v(vstate2);
    __ vsrl_vi(vstate2, vstate2, 2);
    __ vadd_vv(vctr2, vctr2, vstate2, Assembler::v0_t);
    __ slli(step, vlmax, 2);
    __ srli(nblk, vlmax, 2);
    __ srli(end, len, 4);
    __ srli(head, vlmax, 2);
    __ addi(head, head, -1);
    __ addi(end, end, -1);
    __ andr(head, head, end);
    __ addi(end, end, 1);
    __ addi(head, head, 1);
    __ add(end, in, len);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vrev8_v(vstate2, vctr2);
    __ vadd_vx(vctr2, vctr2, head, Assembler::v0_t);
    __ vaesz_vs(vstate2, rk14[0]);
    __ vaesem_vs(vstate2, rk14[1]);
    __ vaesem_vs(vstate2, rk14[2]);
    __ vaesem_vs(vstate2, rk14[3]);
    __ vaesem_vs(vstate2, rk14[4]);
    __ vaesem_vs(vstate2, rk14[5]);
    __ vaesem_vs(vstate2, rk14[6]);
    __ vaesem_vs(vstate2, rk14[7]);
    __ vaesem_vs(vstate2, rk14[8]);
    __ vaesem_vs(vstate2, rk14[9]);
    __ vaesem_vs(vstate2, rk14[10]);
    __ vaesem_vs(vstate2, rk14[11]);
    __ vaesem_vs(vstate2, rk14[12]);
    __ vaesem_vs(vstate2, rk14[13]);
    __ vaesef_vs(vstate2, rk14[14]);
    __ slli(tmp, head, 2);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vdata2, in);
    __ vxor_vv(vdata2, vdata2, vstate2);
    __ vse32_v(vdata2, out);
    __ slli(tmp, head, 4);
    __ add(in, in, tmp);
    __ add(out, out, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ bgeu(in, end, L_ctr_last2);

  __ bind(L_ctr_loop2);
    __ vrev8_v(vstate2, vctr2);
    __ vadd_vx(vctr2, vctr2, nblk, Assembler::v0_t);
    __ vaesz_vs(vstate2, rk14[0]);
    __ vaesem_vs(vstate2, rk14[1]);
    __ vaesem_vs(vstate2, rk14[2]);
    __ vaesem_vs(vstate2, rk14[3]);
    __ vaesem_vs(vstate2, rk14[4]);
    __ vaesem_vs(vstate2, rk14[5]);
    __ vaesem_vs(vstate2, rk14[6]);
    __ vaesem_vs(vstate2, rk14[7]);
    __ vaesem_vs(vstate2, rk14[8]);
    __ vaesem_vs(vstate2, rk14[9]);
    __ vaesem_vs(vstate2, rk14[10]);
    __ vaesem_vs(vstate2, rk14[11]);
    __ vaesem_vs(vstate2, rk14[12]);
    __ vaesem_vs(vstate2, rk14[13]);
    __ vaesef_vs(vstate2, rk14[14]);
    __ vle32_v(vdata2, in);
    __ vxor_vv(vdata2, vdata2, vstate2);
    __ vse32_v(vdata2, out);
    __ add(in, in, step);
    __ add(out, out, step);
    __ bltu(in, end, L_ctr_loop2);

  __ bind(L_ctr_last2);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vrev8_v(vstate2, vctr2);
    __ vse32_v(vstate2, counter);
    __ j(L_aes_done);

    return start;
  }
