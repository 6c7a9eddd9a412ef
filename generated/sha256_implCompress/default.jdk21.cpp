// sha256_implCompress[default]: made by stubforge 0.1.0 from kernels/sha2.py:sha2, for jdk21.
// K, then the byte offsets of f, e, b, a in Java's state, then those of two blocks' first words.
// Used by sha256_implCompress.
alignas(64) static const uint32_t _sha256_k[96] = {
  0x428a2f98UL, 0x71374491UL, 0xb5c0fbcfUL, 0xe9b5dba5UL, 0x3956c25bUL, 0x59f111f1UL, 0x923f82a4UL, 0xab1c5ed5UL,
  0xd807aa98UL, 0x12835b01UL, 0x243185beUL, 0x550c7dc3UL, 0x72be5d74UL, 0x80deb1feUL, 0x9bdc06a7UL, 0xc19bf174UL,
  0xe49b69c1UL, 0xefbe4786UL, 0x0fc19dc6UL, 0x240ca1ccUL, 0x2de92c6fUL, 0x4a7484aaUL, 0x5cb0a9dcUL, 0x76f988daUL,
  0x983e5152UL, 0xa831c66dUL, 0xb00327c8UL, 0xbf597fc7UL, 0xc6e00bf3UL, 0xd5a79147UL, 0x06ca6351UL, 0x14292967UL,
  0x27b70a85UL, 0x2e1b2138UL, 0x4d2c6dfcUL, 0x53380d13UL, 0x650a7354UL, 0x766a0abbUL, 0x81c2c92eUL, 0x92722c85UL,
  0xa2bfe8a1UL, 0xa81a664bUL, 0xc24b8b70UL, 0xc76c51a3UL, 0xd192e819UL, 0xd6990624UL, 0xf40e3585UL, 0x106aa070UL,
  0x19a4c116UL, 0x1e376c08UL, 0x2748774cUL, 0x34b0bcb5UL, 0x391c0cb3UL, 0x4ed8aa4aUL, 0x5b9cca4fUL, 0x682e6ff3UL,
  0x748f82eeUL, 0x78a5636fUL, 0x84c87814UL, 0x8cc70208UL, 0x90befffaUL, 0xa4506cebUL, 0xbef9a3f7UL, 0xc67178f2UL,
  0x00000014UL, 0x00000010UL, 0x00000004UL, 0x00000000UL, 0x00000000UL, 0x00000004UL, 0x00000008UL, 0x0000000cUL,
  0x00000040UL, 0x00000044UL, 0x00000048UL, 0x0000004cUL, 0x00000080UL, 0x00000084UL, 0x00000088UL, 0x0000008cUL,
  0x000000c0UL, 0x000000c4UL, 0x000000c8UL, 0x000000ccUL, 0x00000010UL, 0x00000014UL, 0x00000018UL, 0x0000001cUL,
  0x00000020UL, 0x00000024UL, 0x00000028UL, 0x0000002cUL, 0x00000030UL, 0x00000034UL, 0x00000038UL, 0x0000003cUL
};

  // One block: vw = its 16 words, byte-swapped (buf is left at its last group); H' = H + rounds(H)
  // on {vabef, vcdgh}, the round constants read from ptr on.
  void sha256_block(Register buf, Register ptr, const VectorRegister* vw, VectorRegister vabef,
                    VectorRegister vcdgh, VectorRegister vhash0, VectorRegister vhash1,
                    VectorRegister vwk) {
    assert_different_registers(buf, ptr);
    assert_different_registers(vabef, vcdgh, vhash0, vhash1, vwk);
    __ vle32_v(vw[0], buf);
    __ vrev8_v(vw[0], vw[0]);
    __ addi(buf, buf, 16);
    __ vle32_v(vw[1], buf);
    __ vrev8_v(vw[1], vw[1]);
    __ addi(buf, buf, 16);
    __ vle32_v(vw[2], buf);
    __ vrev8_v(vw[2], vw[2]);
    __ addi(buf, buf, 16);
    __ vle32_v(vw[3], buf);
    __ vrev8_v(vw[3], vw[3]);
    __ vmv_v_v(vhash0, vabef);
    __ vmv_v_v(vhash1, vcdgh);
    for (int r = 0; r < 3; r++) {
      __ vle32_v(vwk, ptr);
      __ addi(ptr, ptr, 16);
      __ vadd_vv(vwk, vwk, vw[0]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);  // rounds 4i, 4i+1: the low two words of W+K
      __ vsha2ch_vv(vabef, vcdgh, vwk);  // rounds 4i+2, 4i+3
      __ vmerge_vvm(vwk, vw[2], vw[1]);  // {W11, W10, W9, W4}
      __ vsha2ms_vv(vw[0], vwk, vw[3]);  // the next four words
      __ vle32_v(vwk, ptr);
      __ addi(ptr, ptr, 16);
      __ vadd_vv(vwk, vwk, vw[1]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);
      __ vsha2ch_vv(vabef, vcdgh, vwk);
      __ vmerge_vvm(vwk, vw[3], vw[2]);
      __ vsha2ms_vv(vw[1], vwk, vw[0]);
      __ vle32_v(vwk, ptr);
      __ addi(ptr, ptr, 16);
      __ vadd_vv(vwk, vwk, vw[2]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);
      __ vsha2ch_vv(vabef, vcdgh, vwk);
      __ vmerge_vvm(vwk, vw[0], vw[3]);
      __ vsha2ms_vv(vw[2], vwk, vw[1]);
      __ vle32_v(vwk, ptr);
      __ addi(ptr, ptr, 16);
      __ vadd_vv(vwk, vwk, vw[3]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);
      __ vsha2ch_vv(vabef, vcdgh, vwk);
      __ vmerge_vvm(vwk, vw[1], vw[0]);
      __ vsha2ms_vv(vw[3], vwk, vw[2]);
    }
    __ vle32_v(vwk, ptr);
    __ addi(ptr, ptr, 16);
    __ vadd_vv(vwk, vwk, vw[0]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vle32_v(vwk, ptr);
    __ addi(ptr, ptr, 16);
    __ vadd_vv(vwk, vwk, vw[1]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vle32_v(vwk, ptr);
    __ addi(ptr, ptr, 16);
    __ vadd_vv(vwk, vwk, vw[2]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vle32_v(vwk, ptr);
    __ vadd_vv(vwk, vwk, vw[3]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vadd_vv(vabef, vabef, vhash0);
    __ vadd_vv(vcdgh, vcdgh, vhash1);
  }

  // needs assembler additions: vrev8_v, vsha2ch_vv, vsha2cl_vv, vsha2ms_vv
  /**
   * SHA-2 compression (vsha2ms/vsha2ch/vsha2cl); MB returns the final ofs.
   *
   * Requires RVV, Zvkb and Zvknha.
   *
   * Arguments:
   *   c_rarg0 - buf
   *   c_rarg1 - state
   */
  address generate_sha256_implCompress() {
    assert(UseSHA256Intrinsics, "sha256_implCompress needs UseSHA256Intrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "sha256_implCompress");
    address start = __ pc();

    const Register buf          = c_rarg0;
    const Register state        = c_rarg1;
    const Register ptr          = x28;
    const Register ktab         = x29;
    const VectorRegister vabef  = v1;
    const VectorRegister vcdgh  = v2;
    const VectorRegister vhash0 = v3;
    const VectorRegister vhash1 = v4;
    const VectorRegister vwk    = v5;
    const VectorRegister vw[] = { v6, v7, v8, v9 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ la(ktab, ExternalAddress((address)_sha256_k));
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    BLOCK_COMMENT("Gather the state into {f,e,b,a} and {h,g,d,c} {");
    __ addi(ptr, ktab, 256);
    __ vle32_v(vw[0], ptr);
    __ vluxei32_v(vabef, state, vw[0]);
    __ addi(ptr, state, 8);
    __ vluxei32_v(vcdgh, ptr, vw[0]);
    BLOCK_COMMENT("} Gather the state into {f,e,b,a} and {h,g,d,c}");
    __ vid_v(vw[1]);
    __ vand_vi(vw[1], vw[1], 3);  // element index within its group
    __ vmseq_vi(v0, vw[1], 0);  // v0.mask = element 0 of each group: vmerge's W4 lane
    __ mv(ptr, ktab);
    sha256_block(buf, ptr, vw, vabef, vcdgh, vhash0, vhash1, vwk);
    BLOCK_COMMENT("Scatter the state back to a..h {");
    __ addi(ptr, ktab, 256);
    __ vle32_v(vw[0], ptr);
    __ vsuxei32_v(vabef, state, vw[0]);
    __ addi(ptr, state, 8);
    __ vsuxei32_v(vcdgh, ptr, vw[0]);
    BLOCK_COMMENT("} Scatter the state back to a..h");
    __ leave();
    __ ret();

    return start;
  }
