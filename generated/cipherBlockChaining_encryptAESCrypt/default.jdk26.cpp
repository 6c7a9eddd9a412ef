// cipherBlockChaining_encryptAESCrypt[default]: made by stubforge 0.1.0 from kernels/aes.py:aes_cbc_encrypt, for jdk26.
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

  // One element group: .vv forms and a vxor for round 0, which mainline's assembler has.
  void aes_encrypt_vv(VectorRegister vstate, const VectorRegister* vkeys, int rounds) {
    __ vxor_vv(vstate, vstate, vkeys[0]);
    for (int i = 1; i < rounds; i++) {
      __ vaesem_vv(vstate, vkeys[i]);
    }
    __ vaesef_vv(vstate, vkeys[rounds]);
  }

  // CBC encryption with one key size: one block per step, the chaining value in vstate; r becomes
  // the last ciphertext block.
  void aes_cbc_encrypt_blocks(int rounds, Register key, Register len) {
    assert_different_registers(key, len);

    Label L_cbc_enc_loop;

    const Register from          = c_rarg0;
    const Register to            = c_rarg1;
    const Register rvec          = c_rarg3;
    const Register end           = t4;
    const VectorRegister vstate  = v16;
    const VectorRegister vblock  = v17;
    const VectorRegister vkeys[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    aes_load_round_keys(key, vkeys, rounds);
    __ vle32_v(vstate, rvec);  // the chaining value: IV, then each ciphertext block
    __ add(end, from, len);

  __ bind(L_cbc_enc_loop);
    __ vle32_v(vblock, from);
    __ vxor_vv(vstate, vstate, vblock);
    aes_encrypt_vv(vstate, vkeys, rounds);
    __ vse32_v(vstate, to);
    __ addi(from, from, 16);
    __ addi(to, to, 16);
    __ bltu(from, end, L_cbc_enc_loop);
    __ vse32_v(vstate, rvec);
  }

  /**
   * CBC encryption, one block per step (serial): .vv forms at e32, m1, vl=4. Returns len.
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
  address generate_cipherBlockChaining_encryptAESCrypt() {
    assert(UseAESIntrinsics, "cipherBlockChaining_encryptAESCrypt needs UseAESIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_cipherBlockChaining_encryptAESCrypt_id;
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
    aes_cbc_encrypt_blocks(10, key, len);

  __ bind(L_aes_done);
    __ mv(c_rarg0, len);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(keylen, keylen, -8);
    __ bnez(keylen, L_aes256);
    aes_cbc_encrypt_blocks(12, key, len);
    __ j(L_aes_done);

  __ bind(L_aes256);
    aes_cbc_encrypt_blocks(14, key, len);
    __ j(L_aes_done);

    return start;
  }
