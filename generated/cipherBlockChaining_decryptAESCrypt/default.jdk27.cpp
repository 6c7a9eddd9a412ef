// cipherBlockChaining_decryptAESCrypt[default]: made by stubforge 0.1.0 from kernels/aes.py:aes_cbc_decrypt, for jdk27.
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

  void aes_decrypt_vs(VectorRegister vstate, const VectorRegister* vkeys, int rounds) {
    __ vaesz_vs(vstate, vkeys[rounds]);
    for (int i = rounds - 1; i > 0; i--) {
      __ vaesdm_vs(vstate, vkeys[i]);
    }
    __ vaesdf_vs(vstate, vkeys[0]);
  }

  // CBC decryption with one key size, grouped like ECB; each block's previous ciphertext from memory
  // (reload) or slid up from the loaded group (slide); r becomes the last one.
  void aes_cbc_decrypt_blocks_reload(int rounds, Register key, Register len) {
    assert_different_registers(key, len);

    Label L_cbc_dec_first, L_cbc_dec_loop, L_first_full_group, L_full_group;

    const Register from          = c_rarg0;
    const Register to            = c_rarg1;
    const Register rvec          = c_rarg3;
    const Register vl            = c_rarg5;
    const Register nbytes        = c_rarg6;
    const Register prev_ptr      = t4;
    const Register words         = t5;
    const VectorRegister vdata   = v16;
    const VectorRegister vprev   = v24;
    const VectorRegister vkeys[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    aes_load_round_keys(key, vkeys, rounds);
    __ vle32_v(vprev, rvec);  // element group 0 of prev: the IV
    __ srli(words, len, 2);
    __ vsetvli(vl, x0, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ slli(nbytes, vl, 2);
    __ bgeu(words, vl, L_first_full_group);
    __ vsetvli(vl, words, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ slli(nbytes, vl, 2);

  __ bind(L_first_full_group);
    __ vle32_v(vdata, from);
    __ vslideup_vi(vprev, vdata, 4);  // [IV, C0, C1, ...]
    __ j(L_cbc_dec_first);

  __ bind(L_cbc_dec_loop);
    __ bgeu(words, vl, L_full_group);
    __ vsetvli(vl, words, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ slli(nbytes, vl, 2);

  __ bind(L_full_group);
    __ vle32_v(vdata, from);
    __ addi(prev_ptr, from, -16);
    __ vle32_v(vprev, prev_ptr);  // [C-1, C0, C1, ...] from memory

  __ bind(L_cbc_dec_first);
    aes_decrypt_vs(vdata, vkeys, rounds);
    __ vxor_vv(vdata, vdata, vprev);
    __ vse32_v(vdata, to);
    __ add(from, from, nbytes);
    __ add(to, to, nbytes);
    __ sub(words, words, vl);
    __ bnez(words, L_cbc_dec_loop);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ addi(prev_ptr, from, -16);
    __ vle32_v(vprev, prev_ptr);  // the last ciphertext block
    __ vse32_v(vprev, rvec);
  }

  // needs assembler additions: vaesdf_vs, vaesdm_vs, vaesz_vs
  /**
   * CBC decryption, grouped like ECB; the chaining vector by reload or slide. Returns len.
   *
   * Requires RVV, Zvkb and Zvkned.
   *
   * Arguments:
   *   c_rarg0 - from
   *   c_rarg1 - to
   *   c_rarg2 - key
   *   c_rarg3 - rvec
   *   c_rarg4 - len
   * Output:
   *   c_rarg0 - len
   */
  address generate_cipherBlockChaining_decryptAESCrypt() {
    assert(UseAESIntrinsics, "cipherBlockChaining_decryptAESCrypt needs UseAESIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_cipherBlockChaining_decryptAESCrypt_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_aes192, L_aes256, L_aes_done;

    const Register key    = c_rarg2;
    const Register len    = c_rarg4;
    const Register keylen = t3;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ beqz(len, L_aes_done);
    __ lw(keylen, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(keylen, keylen, -44);
    __ bnez(keylen, L_aes192);
    aes_cbc_decrypt_blocks_reload(10, key, len);

  __ bind(L_aes_done);
    __ mv(c_rarg0, len);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(keylen, keylen, -8);
    __ bnez(keylen, L_aes256);
    aes_cbc_decrypt_blocks_reload(12, key, len);
    __ j(L_aes_done);

  __ bind(L_aes256);
    aes_cbc_decrypt_blocks_reload(14, key, len);
    __ j(L_aes_done);

    return start;
  }
