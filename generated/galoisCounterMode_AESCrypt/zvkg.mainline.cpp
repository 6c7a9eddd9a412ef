// galoisCounterMode_AESCrypt[zvkg]: made by stubforge 0.1.0 from kernels/gcm.py:gcm, for mainline.
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

  // vpow = [H^N, ..., H^1] (lane 0 highest), vidx = 0,1,2,3 repeated (lane-0 broadcast indices), N =
  // VLEN*LMUL/128 with LMUL the size of the groups; vlmax = VLMAX at e32.
  void ghash_h_powers(VectorRegister vpow, VectorRegister vtmp, VectorRegister vidx, Register htbl,
                      Register vlmax, Register tmp) {
    assert_different_registers(htbl, vlmax, tmp);
    assert_different_registers(vpow, vtmp, vidx);

    Label L_powers, L_powers_done;

    __ vsetivli(x0, 2, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle64_v(vpow, htbl);
    __ vrev8_v(vpow, vpow);
    __ li(tmp, 4);  // e32 elements per lane
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vidx);
    __ vand_vi(vidx, vidx, 3);
    __ bgeu(tmp, vlmax, L_powers_done);  // one lane: P = [H]

  __ bind(L_powers);
    __ vrgather_vv(vtmp, vpow, vidx);  // H^k in every lane
    __ vgmul_vv(vtmp, vpow);  // lanes 0..k-1: H^2k .. H^(k+1)
    __ vslideup_vx(vtmp, vpow, tmp);  // lanes k..2k-1: H^k .. H^1
    __ vmv_v_v(vpow, vtmp);
    __ slli(tmp, tmp, 1);
    __ bltu(tmp, vlmax, L_powers);

  __ bind(L_powers_done);
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
  void aes_gcm_keystream(int rounds, VectorRegister vstate, VectorRegister vctr, VectorRegister vdata,
                         Register inc, const VectorRegister* rk) {
    assert_different_registers(vstate, vctr, vdata);
    if (rounds > 10) {
      __ vle32_v(vdata, sp);  // rk[11..] back from the stack
    }
    __ vrev8_v(vstate, vctr);
    __ vadd_vx(vctr, vctr, inc, Assembler::v0_t);
    aes_encrypt_vs(vstate, rk, rounds);
  }

  // out = in ^ the keystream s, for the group at src; x = its ciphertext afterwards (encrypting:
  // what is stored; decrypting: what was loaded), for GHASH.
  void aes_gcm_xor_store(VectorRegister x, VectorRegister s, Register src, Register dst,
                         bool encrypt) {
    assert_different_registers(src, dst);
    assert_different_registers(x, s);
    __ vle32_v(x, src);
    if (encrypt) {
      __ vxor_vv(x, x, s);
      __ vse32_v(x, dst);
    } else {
      __ vxor_vv(s, s, x);
      __ vse32_v(s, dst);
    }
  }

  // Every group of one key size: the partial group first, slid into the top lanes, then whole
  // groups, each hashed at the top of the next iteration while still in a register.
  void aes_gcm_crypt(int rounds, bool encrypt, VectorRegister vctr, VectorRegister vstate,
                     VectorRegister vdata, VectorRegister vacc, VectorRegister vhn, Register tmp,
                     const VectorRegister* rk) {
    assert_different_registers(vctr, vstate, vdata, vacc, vhn);

    Label L_gcm_last, L_gcm_loop;

    const Register in       = c_rarg0;
    const Register out      = c_rarg3;
    const Register head     = t4;
    const Register vlmax    = t5;
    const Register end      = x18;
    const Register nblk     = x19;
    const Register step     = x9;
    const VectorRegister vy = vacc;

    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    aes_gcm_keystream(rounds, vstate, vctr, vdata, head, rk);
    __ slli(tmp, head, 2);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    aes_gcm_xor_store(vdata, vstate, in, out, encrypt);
    __ slli(tmp, head, 4);
    __ add(in, in, tmp);
    __ add(out, out, tmp);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::tu);  // tail undisturbed: the other blocks stay
    __ vxor_vv(vdata, vdata, vy);
    __ slli(tmp, head, 2);
    __ sub(tmp, vlmax, tmp);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vstate, 0);
    __ vslideup_vx(vstate, vdata, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vmv_v_v(vdata, vstate);
    __ vmv_v_i(vacc, 0);
    __ bgeu(in, end, L_gcm_last);

  __ bind(L_gcm_loop);
    __ vghsh_vv(vacc, vhn, vdata);  // the previous group's ciphertext
    aes_gcm_keystream(rounds, vstate, vctr, vdata, nblk, rk);
    aes_gcm_xor_store(vdata, vstate, in, out, encrypt);
    __ add(in, in, step);
    __ add(out, out, step);
    __ bltu(in, end, L_gcm_loop);

  __ bind(L_gcm_last);
  }

  // XOR acc's lanes (blocks of the hash, each already multiplied by its power of H) into one block
  // and store it as Java's state, two big-endian 64-bit halves.
  void ghash_fold_lanes(VectorRegister acc, VectorRegister red, VectorRegister zero, Register state,
                        Register t) {
    assert_different_registers(state, t);
    assert_different_registers(acc, red, zero);
    __ vsetvli(t, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(t, 85);
    __ vmv_v_x(v0, t);
    __ vsetvli(t, x0, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vmv_s_x(zero, zr);
    __ vredxor_vs(red, acc, zero, Assembler::v0_t);  // element 0: XOR of the low halves
    __ vredxor_vs(zero, acc, zero);  // element 0: XOR of everything
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vxor_vv(zero, zero, red);  // element 0: XOR of the high halves
    __ vslideup_vi(red, zero, 1);
    __ vrev8_v(red, red);
    __ vse64_v(red, state);
  }

  // GCM with one key size: the round keys, H's powers and the counter blocks set up, then every
  // group encrypted or decrypted and hashed, and the lanes folded into the state.
  void aes_gcm_blocks(int rounds, VectorRegister vctr, VectorRegister vstate, VectorRegister vdata,
                      VectorRegister vacc, VectorRegister vhn, Register tmp, Register key,
                      Register len) {
    assert_different_registers(tmp, key, len);
    assert_different_registers(vctr, vstate, vdata, vacc, vhn);

    Label L_decrypt, L_hashed;

    const Register in          = c_rarg0;
    const Register ct          = c_rarg2;
    const Register out         = c_rarg3;
    const Register state       = c_rarg5;
    const Register subkeyHtbl  = c_rarg6;
    const Register counter     = c_rarg7;
    const Register head        = t4;
    const Register vlmax       = t5;
    const Register end         = x18;
    const Register nblk        = x19;
    const Register step        = x9;
    const VectorRegister vy    = vacc;
    const VectorRegister vzero = vctr;
    const VectorRegister vred  = vdata;
    const VectorRegister rk[]  = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v20, v21, v22, v23 };

    // rk[0..10] here; AES-192/256's rk[11..] share vdata's registers (below)
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ mv(tmp, key);
    aes_load_round_keys(tmp, rk, 10);
    ghash_h_powers(vstate, vacc, vdata, subkeyHtbl, vlmax, tmp);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vrgather_vv(vhn, vstate, vdata);  // H^N in every lane
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
    if (rounds > 10) {
      // rk[11..] into vdata's registers, kept on the stack: vdata is dead while AES runs
      __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
      __ addi(tmp, key, 176);  // round key 11
      aes_load_round_keys(tmp, rk + 11, rounds - 11);
      __ slli(tmp, vlmax, 2);  // bytes in a group
      __ sub(sp, sp, tmp);
      __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);  // the whole group: the loops' own vtype
      __ vse32_v(vdata, sp);
    }
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vy, state);
    __ vrev8_v(vy, vy);
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
    __ bne(ct, out, L_decrypt);  // ct is out when encrypting
    aes_gcm_crypt(rounds, true, vctr, vstate, vdata, vacc, vhn, tmp, rk);
    __ j(L_hashed);

  __ bind(L_decrypt);
    aes_gcm_crypt(rounds, false, vctr, vstate, vdata, vacc, vhn, tmp, rk);

  __ bind(L_hashed);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);  // lane 0 has advanced by every block
    __ vrev8_v(vstate, vctr);
    __ vse32_v(vstate, counter);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vxor_vv(vacc, vacc, vdata);  // the last group, multiplied below by [H^N..H^1]
    ghash_h_powers(vstate, vctr, vdata, subkeyHtbl, vlmax, tmp);
    __ vsetvli(tmp, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vgmul_vv(vacc, vstate);
    ghash_fold_lanes(vacc, vred, vzero, state, tmp);
    if (rounds > 10) {
      __ slli(tmp, vlmax, 2);
      __ add(sp, sp, tmp);
    }
  }

  // needs assembler additions: vaesef_vs, vaesem_vs, vaesz_vs, vgmul_vv, vslideup_vx
  /**
   * Requires RVV, Zvkb, Zvkg and Zvkned.
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

    StubId stub_id = StubId::stubgen_galoisCounterMode_AESCrypt_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    Label L_aes192, L_aes256, L_aes_done;

    const Register len          = c_rarg1;
    const Register key          = c_rarg4;
    const Register processed    = c_rarg0;
    const Register tmp          = t3;
    const VectorRegister vctr   = v12;
    const VectorRegister vstate = v16;
    const VectorRegister vdata  = v20;
    const VectorRegister vacc   = v24;
    const VectorRegister vhn    = v28;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9, x18, x19), sp);  // eight arguments leave three temporaries
    __ andi(len, len, -16);  // every whole block; returned
    __ beqz(len, L_aes_done);
    __ lw(tmp, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(tmp, tmp, -44);
    __ bnez(tmp, L_aes192);
    aes_gcm_blocks(10, vctr, vstate, vdata, vacc, vhn, tmp, key, len);

  __ bind(L_aes_done);
    __ mv(processed, len);
    __ pop_reg(RegSet::of(x9, x18, x19), sp);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(tmp, tmp, -8);
    __ bnez(tmp, L_aes256);
    aes_gcm_blocks(12, vctr, vstate, vdata, vacc, vhn, tmp, key, len);
    __ j(L_aes_done);

  __ bind(L_aes256);
    aes_gcm_blocks(14, vctr, vstate, vdata, vacc, vhn, tmp, key, len);
    __ j(L_aes_done);

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
