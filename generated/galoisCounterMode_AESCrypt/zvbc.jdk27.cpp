// galoisCounterMode_AESCrypt[zvbc]: made by stubforge 0.1.0 from kernels/gcm.py:gcm, for jdk27.
  // vkeys[0..rounds] = the round keys in FIPS byte order; key advances past all but the last. Needs
  // e32 with vl=4.
  void aes_load_round_keys(Register key, const VectorRegister* vkeys, int rounds) {
    for (int i = 0; i < rounds; i++) {
      __ vle32_v(vkeys[i], key);
      __ vrev8_v(vkeys[i], vkeys[i]);  // Java's words are big-endian-built ints
      __ addi(key, key, 16);
    }
    __ vle32_v(vkeys[rounds], key);
    __ vrev8_v(vkeys[rounds], vkeys[rounds]);
  }

  // Every element group of vstate: the .vs forms read the round key from element group 0.
  void aes_encrypt_vs(VectorRegister vstate, const VectorRegister* vkeys, int rounds) {
    __ vaesz_vs(vstate, vkeys[0]);
    for (int i = 1; i < rounds; i++) {
      __ vaesem_vs(vstate, vkeys[i]);
    }
    __ vaesef_vs(vstate, vkeys[rounds]);
  }

  // vstate = AES of the counter blocks, which then advance by inc blocks (word 3 of each, under the
  // mask in v0).
  void aes_gcm_keystream_kept(int rounds, VectorRegister vstate, VectorRegister vctr,
                              VectorRegister vdata, Register inc, const VectorRegister* rk) {
    assert_different_registers(vstate, vctr, vdata);
    __ vrev8_v(vstate, vctr);
    __ vadd_vx(vctr, vctr, inc, Assembler::v0_t);
    aes_encrypt_vs(vstate, rk, rounds);
  }

  // The Zvbc variant's first pass, one key size: CTR over every block, the counter stored back.
  void aes_gcm_ctr_blocks(int rounds, VectorRegister vctr, VectorRegister vstate,
                          VectorRegister vdata, Register tmp, Register key, Register vlmax,
                          Register step, Register nblk, Register end, Register len, Register head) {
    assert_different_registers(tmp, key, vlmax, step, nblk, end, len, head);
    assert_different_registers(vctr, vstate, vdata);

    Label L_ctr_last, L_ctr_loop;

    const Register in         = c_rarg0;
    const Register out        = c_rarg3;
    const Register counter    = c_rarg7;
    const VectorRegister rk[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ mv(tmp, key);
    aes_load_round_keys(tmp, rk, rounds);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vdata);
    __ vand_vi(vdata, vdata, 3);
    // the counter blocks: lane j = counter + j, its word 3 advanced by a masked vadd (v0: every word 3)
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
    aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, head, rk);
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
    aes_gcm_keystream_kept(rounds, vstate, vctr, vdata, nblk, rk);
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
  }

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

  // state = GHASH over blocks (>= 1) blocks at data, H from htbl: Karatsuba on N lanes of 64-bit
  // halves, the lanes XORed together at the end. blocks and data are clobbered.
  void ghash_clmul_blocks(Register state, Register htbl, Register data, Register blocks,
                          Register vlmax, Register head, Register end, Register step, Register tmp,
                          Register y0, Register y1, Register rpoly, Register stride) {
    assert_different_registers(state, htbl, data, blocks, vlmax, head, end, step, tmp, y0, y1, rpoly,
                               stride);

    Label L_ghash_last, L_ghash_loop, L_powers, L_powers_done;

    const Register data_hi     = blocks;
    const VectorRegister vs1   = v1;
    const VectorRegister vhn1  = v10;
    const VectorRegister vhnx  = v12;
    const VectorRegister vpow0 = v14;
    const VectorRegister vpow1 = v16;
    const VectorRegister vpowx = v18;
    const VectorRegister vs2   = v2;
    const VectorRegister vt1   = v20;
    const VectorRegister vt2   = v22;
    const VectorRegister vt3   = v24;
    const VectorRegister vt4   = v26;
    const VectorRegister vzero = v3;
    const VectorRegister vacc0 = v4;
    const VectorRegister vacc1 = v6;
    const VectorRegister vhn0  = v8;

    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vs1, htbl);
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
    __ slli(end, blocks, 4);
    __ add(end, end, data);
    __ addi(head, vlmax, -1);  // head: ((blocks - 1) mod N) + 1 blocks
    __ addi(tmp, blocks, -1);
    __ andr(head, head, tmp);
    __ addi(head, head, 1);
    __ addi(data_hi, data, 8);
    __ vsetvli(x0, head, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vlse64_v(vt1, data, stride);
    __ vlse64_v(vt2, data_hi, stride);
    __ vbrev8_v(vt1, vt1);
    __ vbrev8_v(vt2, vt2);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::tu);
    __ vxor_vx(vt1, vt1, y0);
    __ vxor_vx(vt2, vt2, y1);
    __ slli(tmp, head, 4);
    __ add(data, data, tmp);
    __ add(data_hi, data_hi, tmp);
    __ sub(tmp, vlmax, head);
    __ vsetvli(vlmax, x0, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vacc0, 0);
    __ vmv_v_i(vacc1, 0);
    __ vslideup_vx(vacc0, vt1, tmp);
    __ vslideup_vx(vacc1, vt2, tmp);
    __ bgeu(data, end, L_ghash_last);

  __ bind(L_ghash_loop);
    ghash_gf_mul(vacc0, vacc1, vhn0, vhn1, vhnx, vt1, vt2, vt3, vt4, rpoly);
    __ vlse64_v(vt1, data, stride);
    __ vlse64_v(vt2, data_hi, stride);
    __ vbrev8_v(vt1, vt1);
    __ vbrev8_v(vt2, vt2);
    __ vxor_vv(vacc0, vacc0, vt1);
    __ vxor_vv(vacc1, vacc1, vt2);
    __ add(data, data, step);
    __ add(data_hi, data_hi, step);
    __ bltu(data, end, L_ghash_loop);

  __ bind(L_ghash_last);
    ghash_gf_mul(vacc0, vacc1, vpow0, vpow1, vpowx, vt1, vt2, vt3, vt4, rpoly);
    __ vmv_s_x(vzero, zr);
    __ vredxor_vs(vs1, vacc0, vzero);
    __ vredxor_vs(vs2, vacc1, vzero);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vslideup_vi(vs1, vs2, 1);
    __ vbrev_v(vs1, vs1);
    __ vse64_v(vs1, state);
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

    Label L_return, L_aes192, L_aes256, L_aes_done;

    const Register len           = c_rarg1;
    const Register ct            = c_rarg2;
    const Register key           = c_rarg4;
    const Register state         = c_rarg5;
    const Register subkeyHtbl    = c_rarg6;
    const Register step          = x9;
    const Register processed     = c_rarg0;
    const Register y0            = c_rarg0;
    const Register y1            = c_rarg3;
    const Register rpoly         = c_rarg4;
    const Register stride        = c_rarg7;
    const Register end           = x18;
    const Register nblk          = x19;
    const Register tmp           = t3;
    const Register head          = t4;
    const Register vlmax         = t5;
    const VectorRegister vctr    = v12;
    const VectorRegister vctr2   = v16;
    const VectorRegister vstate  = v16;
    const VectorRegister vdata   = v20;
    const VectorRegister vstate2 = v20;
    const VectorRegister vdata2  = v24;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9, x18, x19), sp);  // eight arguments leave three temporaries
    __ andi(len, len, -16);  // every whole block; returned
    __ beqz(len, L_return);
    __ lw(tmp, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(tmp, tmp, -44);
    __ bnez(tmp, L_aes192);
    aes_gcm_ctr_blocks(10, vctr, vstate, vdata, tmp, key, vlmax, step, nblk, end, len, head);

  __ bind(L_aes_done);
    __ srli(nblk, len, 4);
    ghash_clmul_blocks(state, subkeyHtbl, ct, nblk, vlmax, head, end, step, tmp, y0, y1, rpoly, stride);

  __ bind(L_return);
    __ mv(processed, len);
    __ pop_reg(RegSet::of(x9, x18, x19), sp);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(tmp, tmp, -8);
    __ bnez(tmp, L_aes256);
    aes_gcm_ctr_blocks(12, vctr2, vstate2, vdata2, tmp, key, vlmax, step, nblk, end, len, head);
    __ j(L_aes_done);

  __ bind(L_aes256);
    aes_gcm_ctr_blocks(14, vctr2, vstate2, vdata2, tmp, key, vlmax, step, nblk, end, len, head);
    __ j(L_aes_done);

    return start;
  }
