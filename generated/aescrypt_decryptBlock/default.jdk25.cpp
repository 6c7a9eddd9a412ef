// aescrypt_decryptBlock[default]: made by stubforge 0.1.0 from kernels/aes.py:aes_block, for jdk25.
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

  // One element group, the forward schedule walked backwards.
  void aes_decrypt_vv(VectorRegister vstate, const VectorRegister* vkeys, int rounds) {
    __ vxor_vv(vstate, vstate, vkeys[rounds]);
    for (int i = rounds - 1; i > 0; i--) {
      __ vaesdm_vv(vstate, vkeys[i]);
    }
    __ vaesdf_vv(vstate, vkeys[0]);
  }

  /**
   * One 16-byte block; the .vv forms at e32, m1, vl=4. Returns 0.
   *
   * Requires RVV, Zvkb and Zvkned.
   *
   * Arguments:
   *   c_rarg0 - from
   *   c_rarg1 - to
   *   c_rarg2 - key
   * Output:
   *   c_rarg0 - zero
   */
  address generate_aescrypt_decryptBlock() {
    assert(UseAESIntrinsics, "aescrypt_decryptBlock needs UseAESIntrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::aescrypt_decryptBlock_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_aes192, L_aes256;

    const Register from         = c_rarg0;
    const Register to           = c_rarg1;
    const Register key          = c_rarg2;
    const Register keylen       = t3;
    const VectorRegister vstate = v16;
    const VectorRegister vkeys[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle32_v(vstate, from);
    __ lw(keylen, Address(key, arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)));  // Java's int[] length: 44, 52 or 60 words
    __ addi(keylen, keylen, -44);
    __ bnez(keylen, L_aes192);
    aes_load_round_keys(key, vkeys, 10);
    aes_decrypt_vv(vstate, vkeys, 10);
    __ vse32_v(vstate, to);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

  __ bind(L_aes192);
    __ addi(keylen, keylen, -8);
    __ bnez(keylen, L_aes256);
    aes_load_round_keys(key, vkeys, 12);
    aes_decrypt_vv(vstate, vkeys, 12);
    __ vse32_v(vstate, to);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

  __ bind(L_aes256);
    aes_load_round_keys(key, vkeys, 14);
    aes_decrypt_vv(vstate, vkeys, 14);
    __ vse32_v(vstate, to);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
