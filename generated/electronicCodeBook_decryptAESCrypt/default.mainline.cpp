// electronicCodeBook_decryptAESCrypt[default]: made by stubforge 0.1.0 from kernels/aes.py:aes_ecb, for mainline.
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

  // Every element group of vstate: the .vs forms read the round key from element group 0.
  void aes_encrypt_vs(VectorRegister vstate, const VectorRegister* vkeys, int rounds) {
    __ vaesz_vs(vstate, vkeys[0]);
    for (int i = 1; i < rounds; i++) {
      __ vaesem_vs(vstate, vkeys[i]);
    }
    __ vaesef_vs(vstate, vkeys[rounds]);
  }

  // ECB with one key size, either direction: its round keys, then every element group of an e32 LMUL
  // group per step.
  void aes_ecb_blocks(int rounds_, const VectorRegister* vkeys, bool decrypt) {
    Label L_ecb_loop, L_full_group;

    const Register from        = c_rarg0;
    const Register to          = c_rarg1;
    const Register key         = c_rarg2;
    const Register len         = c_rarg3;
    const Register nbytes      = c_rarg4;
    const Register words       = t4;
    const Register vl          = t5;
    const VectorRegister vdata = v16;

    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    aes_load_round_keys(key, vkeys, rounds_);
    __ srli(words, len, 2);
    BLOCK_COMMENT("as many blocks per step as an e32 group of LMUL registers holds {");
    __ vsetvli(vl, x0, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ slli(nbytes, vl, 2);

  __ bind(L_ecb_loop);
    __ bgeu(words, vl, L_full_group);
    __ vsetvli(vl, words, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ slli(nbytes, vl, 2);

  __ bind(L_full_group);
    __ vle32_v(vdata, from);
    if (decrypt) {
      aes_decrypt_vs(vdata, vkeys, rounds_);
    } else {
      aes_encrypt_vs(vdata, vkeys, rounds_);
    }
    __ vse32_v(vdata, to);
    __ add(from, from, nbytes);
    __ add(to, to, nbytes);
    __ sub(words, words, vl);
    __ bnez(words, L_ecb_loop);
    BLOCK_COMMENT("} as many blocks per step as an e32 group of LMUL registers holds");
  }

  // Both ECB stubs' code after the frame is set up (they differ only in the direction of
  // aes_ecb_blocks): the key size from the key array's length, one copy of the loop per size, and
  // the return of len.
  void aes_ecb_crypt(bool decrypt) {
    Label L_aes192, L_aes256, L_aes_done;

    const Register key           = c_rarg2;
    const Register len           = c_rarg3;
    const Register keylen        = t3;
    const VectorRegister vkeys[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    __ beqz(len, L_aes_done);
    __ lw(keylen, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(keylen, keylen, -44);
    __ bnez(keylen, L_aes192);
    aes_ecb_blocks(10, vkeys, decrypt);

  __ bind(L_aes_done);
    __ mv(c_rarg0, len);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(keylen, keylen, -8);
    __ bnez(keylen, L_aes256);
    aes_ecb_blocks(12, vkeys, decrypt);
    __ j(L_aes_done);

  __ bind(L_aes256);
    aes_ecb_blocks(14, vkeys, decrypt);
    __ j(L_aes_done);
  }

  // needs assembler additions: vaesdf_vs, vaesdm_vs, vaesef_vs, vaesem_vs, vaesz_vs
  /**
   * ECB: as many blocks per instruction as one e32 group of LMUL registers holds. Returns len.
   *
   * Requires RVV, Zvkb and Zvkned.
   *
   * Arguments:
   *   c_rarg0 - from
   *   c_rarg1 - to
   *   c_rarg2 - key
   *   c_rarg3 - len
   * Output:
   *   c_rarg0 - len
   */
  address generate_electronicCodeBook_decryptAESCrypt() {
    assert(UseAESIntrinsics, "electronicCodeBook_decryptAESCrypt needs UseAESIntrinsics");

    StubId stub_id = StubId::stubgen_electronicCodeBook_decryptAESCrypt_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    BLOCK_COMMENT("Entry:");
    __ enter();
    aes_ecb_crypt(true);

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
