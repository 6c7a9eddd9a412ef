// counterMode_AESCrypt[default]: made by stubforge 0.1.0 from kernels/aes_ctr.py:aes_ctr, for jdk25.
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

  // The blocks of the remaining bytes, the last one maybe partial; the counter advances in hi/lo.
  void aes_ctr_blocks(int rounds, Register key, Register used, Register rem, Register lo, Register hi,
                      Register tmp, VectorRegister vstate, VectorRegister vdata, Register in,
                      Register out, Register saved_encrypted_ctr) {
    assert_different_registers(key, used, rem, lo, hi, tmp, in, out, saved_encrypted_ctr);
    assert_different_registers(vstate, vdata);

    Label L_carry, L_counters_done, L_ctr_loop, L_group, L_split, L_whole_group;

    const Register vl            = key;
    const VectorRegister vkeys[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    aes_load_round_keys(key, vkeys, rounds);
    __ addi(used, rem, -1);
    __ andi(used, used, 0xf);
    __ addi(used, used, 1);  // bytes of the last block: 1..16
    __ addi(rem, rem, 15);
    __ srli(rem, rem, 4);
    __ slli(rem, rem, 1);  // e64 elements: 2 per block, a partial one too
    __ j(L_ctr_loop);

    // lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; one that crosses it is cut there
  __ bind(L_carry);
    __ bnez(lo, L_split);
    __ addi(hi, hi, 1);  // lo + j < 2^64 for every block of this group
    __ j(L_counters_done);

  __ bind(L_split);
    __ sub(lo, lo, tmp);  // lo before this group
    __ neg(tmp, lo);  // blocks before the wrap: fewer than this group's
    __ slli(tmp, tmp, 1);
    __ vsetvli(vl, tmp, Assembler::e64, Assembler::m8, Assembler::mu, Assembler::ta);
    __ j(L_group);  // this group again, ending at 2^64

    // VLEN*LMUL/128 blocks per iteration
  __ bind(L_ctr_loop);
    __ vsetvli(vl, rem, Assembler::e64, Assembler::m8, Assembler::mu, Assembler::ta);  // mask-undisturbed: the even elements keep hi

  __ bind(L_group);
    // Whole blocks only: a vsetvli may grant an odd vl when avl < 2*VLMAX.
    __ andi(vl, vl, -2);
    __ vmv_v_x(vstate, hi);  // even elements: hi
    __ vid_v(vdata);
    __ vsrl_vi(vdata, vdata, 1);  // block index j of each element
    __ vadd_vx(vstate, vdata, lo, Assembler::v0_t);  // odd elements: lo + j (mod 2^64)
    __ srli(tmp, vl, 1);  // blocks in this group
    __ add(lo, lo, tmp);
    __ bltu(lo, tmp, L_carry);  // lo wrapped: some lo + j reached 2^64

  __ bind(L_counters_done);
    __ vrev8_v(vstate, vstate);  // big-endian counter blocks
    __ slli(tmp, vl, 1);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    aes_encrypt_vs(vstate, vkeys, rounds);
    __ slli(tmp, vl, 3);
    __ bne(rem, vl, L_whole_group);  // the last group ends with `used` bytes
    __ addi(tmp, tmp, -16);
    __ add(tmp, tmp, used);

  __ bind(L_whole_group);
    __ vsetvli(x0, tmp, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vle8_v(vdata, in);
    __ vxor_vv(vdata, vdata, vstate);
    __ vse8_v(vdata, out);
    __ add(in, in, tmp);
    __ add(out, out, tmp);
    __ sub(rem, rem, vl);
    __ bnez(rem, L_ctr_loop);
    // encryptedCounter = the last block's keystream, as Java leaves it
    __ sub(tmp, tmp, used);  // the last block's offset: 8*vl - 16
    __ vsetivli(x0, 16, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vslidedown_vx(vdata, vstate, tmp);
    __ vse8_v(vdata, saved_encrypted_ctr);
  }

  // needs assembler additions: vaesef_vs, vaesem_vs, vaesz_vs
  /**
   * Requires RVV, Zvkb and Zvkned.
   *
   * Arguments:
   *   c_rarg0 - in
   *   c_rarg1 - out
   *   c_rarg2 - key
   *   c_rarg3 - counter
   *   c_rarg4 - len
   *   c_rarg5 - saved_encrypted_ctr
   *   c_rarg6 - used_ptr
   * Output:
   *   c_rarg0 - len
   */
  address generate_counterMode_AESCrypt() {
    assert(UseAESCTRIntrinsics, "counterMode_AESCrypt needs UseAESCTRIntrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::counterMode_AESCrypt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_blocks, L_leftover_n, L_store_used, L_return, L_aes192, L_aes256, L_aes_done;

    const int ODD_E64 = 170;

    const Register in                  = c_rarg0;
    const Register out                 = c_rarg1;
    const Register key                 = c_rarg2;
    const Register counter             = c_rarg3;
    const Register len                 = c_rarg4;
    const Register saved_encrypted_ctr = c_rarg5;
    const Register used_ptr            = c_rarg6;
    const Register tmp                 = x9;
    const Register rem                 = c_rarg7;
    const Register used                = t3;
    const Register hi                  = t4;
    const Register leftover            = t5;
    const Register lo                  = t5;
    const VectorRegister vstate        = v16;
    const VectorRegister vdata         = v24;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9), sp);  // seven arguments leave too few temporaries
    __ lw(used, Address(used_ptr));
    __ mv(rem, len);  // bytes left; len is returned as it came
    __ beqz(len, L_return);
    // Leftover keystream: n = min(16 - used, len) bytes of encryptedCounter[used..].
    __ li(tmp, 16);
    __ bgeu(used, tmp, L_blocks);
    __ sub(tmp, tmp, used);
    __ bgeu(rem, tmp, L_leftover_n);
    __ mv(tmp, rem);

  __ bind(L_leftover_n);
    __ vsetvli(x0, tmp, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ add(leftover, saved_encrypted_ctr, used);
    __ vle8_v(vstate, leftover);
    __ vle8_v(vdata, in);
    __ vxor_vv(vdata, vdata, vstate);
    __ vse8_v(vdata, out);
    __ add(in, in, tmp);
    __ add(out, out, tmp);
    __ add(used, used, tmp);
    __ sub(rem, rem, tmp);
    __ beqz(rem, L_store_used);

    // From here on len > 0 and used == 16: at least one new counter block is needed.
  __ bind(L_blocks);
    __ li(tmp, ODD_E64);
    __ vsetvli(x0, tmp, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);  // vl >= AVL/2 = 85 bytes: v0's mask bits for e64 up to VLEN 5440
    __ vmv_v_x(v0, tmp);
    __ vsetivli(x0, 16, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(vstate, counter);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vrev8_v(vstate, vstate);
    __ vmv_x_s(hi, vstate);
    __ vslidedown_vi(vdata, vstate, 1);
    __ vmv_x_s(lo, vdata);
    __ lw(tmp, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(tmp, tmp, -44);
    __ bnez(tmp, L_aes192);
    aes_ctr_blocks(10, key, used, rem, lo, hi, tmp, vstate, vdata, in, out, saved_encrypted_ctr);

  __ bind(L_aes_done);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);  // counter = the next block's counter, big-endian
    __ vmv_v_x(vstate, lo);
    __ vmv_v_x(vdata, hi);
    __ vmerge_vvm(vstate, vdata, vstate);
    __ vrev8_v(vstate, vstate);
    __ vsetivli(x0, 16, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vse8_v(vstate, counter);

  __ bind(L_store_used);
    __ sw(used, Address(used_ptr));

  __ bind(L_return);
    __ mv(c_rarg0, len);
    __ pop_reg(RegSet::of(x9), sp);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(tmp, tmp, -8);
    __ bnez(tmp, L_aes256);
    aes_ctr_blocks(12, key, used, rem, lo, hi, tmp, vstate, vdata, in, out, saved_encrypted_ctr);
    __ j(L_aes_done);

  __ bind(L_aes256);
    aes_ctr_blocks(14, key, used, rem, lo, hi, tmp, vstate, vdata, in, out, saved_encrypted_ctr);
    __ j(L_aes_done);

    return start;
  }
