// sha512_implCompress[default]: made by stubforge 0.1.0 from kernels/sha2.py:sha2, for jdk25.
// K, then the byte offsets of f, e, b, a in Java's state, then those of two blocks' first words.
// Used by sha512_implCompress.
alignas(64) static const uint64_t _sha512_k[112] = {
  0x428a2f98d728ae22UL, 0x7137449123ef65cdUL, 0xb5c0fbcfec4d3b2fUL, 0xe9b5dba58189dbbcUL, 0x3956c25bf348b538UL, 0x59f111f1b605d019UL, 0x923f82a4af194f9bUL, 0xab1c5ed5da6d8118UL,
  0xd807aa98a3030242UL, 0x12835b0145706fbeUL, 0x243185be4ee4b28cUL, 0x550c7dc3d5ffb4e2UL, 0x72be5d74f27b896fUL, 0x80deb1fe3b1696b1UL, 0x9bdc06a725c71235UL, 0xc19bf174cf692694UL,
  0xe49b69c19ef14ad2UL, 0xefbe4786384f25e3UL, 0x0fc19dc68b8cd5b5UL, 0x240ca1cc77ac9c65UL, 0x2de92c6f592b0275UL, 0x4a7484aa6ea6e483UL, 0x5cb0a9dcbd41fbd4UL, 0x76f988da831153b5UL,
  0x983e5152ee66dfabUL, 0xa831c66d2db43210UL, 0xb00327c898fb213fUL, 0xbf597fc7beef0ee4UL, 0xc6e00bf33da88fc2UL, 0xd5a79147930aa725UL, 0x06ca6351e003826fUL, 0x142929670a0e6e70UL,
  0x27b70a8546d22ffcUL, 0x2e1b21385c26c926UL, 0x4d2c6dfc5ac42aedUL, 0x53380d139d95b3dfUL, 0x650a73548baf63deUL, 0x766a0abb3c77b2a8UL, 0x81c2c92e47edaee6UL, 0x92722c851482353bUL,
  0xa2bfe8a14cf10364UL, 0xa81a664bbc423001UL, 0xc24b8b70d0f89791UL, 0xc76c51a30654be30UL, 0xd192e819d6ef5218UL, 0xd69906245565a910UL, 0xf40e35855771202aUL, 0x106aa07032bbd1b8UL,
  0x19a4c116b8d2d0c8UL, 0x1e376c085141ab53UL, 0x2748774cdf8eeb99UL, 0x34b0bcb5e19b48a8UL, 0x391c0cb3c5c95a63UL, 0x4ed8aa4ae3418acbUL, 0x5b9cca4f7763e373UL, 0x682e6ff3d6b2b8a3UL,
  0x748f82ee5defb2fcUL, 0x78a5636f43172f60UL, 0x84c87814a1f0ab72UL, 0x8cc702081a6439ecUL, 0x90befffa23631e28UL, 0xa4506cebde82bde9UL, 0xbef9a3f7b2c67915UL, 0xc67178f2e372532bUL,
  0xca273eceea26619cUL, 0xd186b8c721c0c207UL, 0xeada7dd6cde0eb1eUL, 0xf57d4f7fee6ed178UL, 0x06f067aa72176fbaUL, 0x0a637dc5a2c898a6UL, 0x113f9804bef90daeUL, 0x1b710b35131c471bUL,
  0x28db77f523047d84UL, 0x32caab7b40c72493UL, 0x3c9ebe0a15c9bebcUL, 0x431d67c49c100d4cUL, 0x4cc5d4becb3e42b6UL, 0x597f299cfc657e2aUL, 0x5fcb6fab3ad6faecUL, 0x6c44198c4a475817UL,
  0x0000000000000028UL, 0x0000000000000020UL, 0x0000000000000008UL, 0x0000000000000000UL, 0x0000000000000000UL, 0x0000000000000008UL, 0x0000000000000010UL, 0x0000000000000018UL,
  0x0000000000000080UL, 0x0000000000000088UL, 0x0000000000000090UL, 0x0000000000000098UL, 0x0000000000000100UL, 0x0000000000000108UL, 0x0000000000000110UL, 0x0000000000000118UL,
  0x0000000000000180UL, 0x0000000000000188UL, 0x0000000000000190UL, 0x0000000000000198UL, 0x0000000000000020UL, 0x0000000000000028UL, 0x0000000000000030UL, 0x0000000000000038UL,
  0x0000000000000040UL, 0x0000000000000048UL, 0x0000000000000050UL, 0x0000000000000058UL, 0x0000000000000060UL, 0x0000000000000068UL, 0x0000000000000070UL, 0x0000000000000078UL
};

  // One block: vw = its 16 words, byte-swapped (buf is left at its last group); H' = H + rounds(H)
  // on {vabef, vcdgh}, the round constants read from ptr on.
  void sha512_block(Register buf, Register ptr, const VectorRegister* vw, VectorRegister vabef,
                    VectorRegister vcdgh, VectorRegister vhash0, VectorRegister vhash1,
                    VectorRegister vwk) {
    assert_different_registers(buf, ptr);
    assert_different_registers(vabef, vcdgh, vhash0, vhash1, vwk);
    __ vle64_v(vw[0], buf);
    __ vrev8_v(vw[0], vw[0]);
    __ addi(buf, buf, 32);
    __ vle64_v(vw[1], buf);
    __ vrev8_v(vw[1], vw[1]);
    __ addi(buf, buf, 32);
    __ vle64_v(vw[2], buf);
    __ vrev8_v(vw[2], vw[2]);
    __ addi(buf, buf, 32);
    __ vle64_v(vw[3], buf);
    __ vrev8_v(vw[3], vw[3]);
    __ vmv_v_v(vhash0, vabef);
    __ vmv_v_v(vhash1, vcdgh);
    for (int r = 0; r < 4; r++) {
      __ vle64_v(vwk, ptr);
      __ addi(ptr, ptr, 32);
      __ vadd_vv(vwk, vwk, vw[0]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);  // rounds 4i, 4i+1: the low two words of W+K
      __ vsha2ch_vv(vabef, vcdgh, vwk);  // rounds 4i+2, 4i+3
      __ vmerge_vvm(vwk, vw[2], vw[1]);  // {W11, W10, W9, W4}
      __ vsha2ms_vv(vw[0], vwk, vw[3]);  // the next four words
      __ vle64_v(vwk, ptr);
      __ addi(ptr, ptr, 32);
      __ vadd_vv(vwk, vwk, vw[1]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);
      __ vsha2ch_vv(vabef, vcdgh, vwk);
      __ vmerge_vvm(vwk, vw[3], vw[2]);
      __ vsha2ms_vv(vw[1], vwk, vw[0]);
      __ vle64_v(vwk, ptr);
      __ addi(ptr, ptr, 32);
      __ vadd_vv(vwk, vwk, vw[2]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);
      __ vsha2ch_vv(vabef, vcdgh, vwk);
      __ vmerge_vvm(vwk, vw[0], vw[3]);
      __ vsha2ms_vv(vw[2], vwk, vw[1]);
      __ vle64_v(vwk, ptr);
      __ addi(ptr, ptr, 32);
      __ vadd_vv(vwk, vwk, vw[3]);
      __ vsha2cl_vv(vcdgh, vabef, vwk);
      __ vsha2ch_vv(vabef, vcdgh, vwk);
      __ vmerge_vvm(vwk, vw[1], vw[0]);
      __ vsha2ms_vv(vw[3], vwk, vw[2]);
    }
    __ vle64_v(vwk, ptr);
    __ addi(ptr, ptr, 32);
    __ vadd_vv(vwk, vwk, vw[0]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vle64_v(vwk, ptr);
    __ addi(ptr, ptr, 32);
    __ vadd_vv(vwk, vwk, vw[1]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vle64_v(vwk, ptr);
    __ addi(ptr, ptr, 32);
    __ vadd_vv(vwk, vwk, vw[2]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vle64_v(vwk, ptr);
    __ vadd_vv(vwk, vwk, vw[3]);
    __ vsha2cl_vv(vcdgh, vabef, vwk);
    __ vsha2ch_vv(vabef, vcdgh, vwk);
    __ vadd_vv(vabef, vabef, vhash0);
    __ vadd_vv(vcdgh, vcdgh, vhash1);
  }

  /**
   * SHA-2 compression (vsha2ms/vsha2ch/vsha2cl); MB returns the final ofs.
   *
   * Requires RVV, Zvkb, Zvknha and Zvknhb.
   *
   * Arguments:
   *   c_rarg0 - buf
   *   c_rarg1 - state
   */
  address generate_sha512_implCompress() {
    assert(UseSHA512Intrinsics, "sha512_implCompress needs UseSHA512Intrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::sha512_implCompress_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    const Register buf          = c_rarg0;
    const Register state        = c_rarg1;
    const Register ptr          = t3;
    const Register ktab         = t4;
    const VectorRegister vabef  = v2;
    const VectorRegister vcdgh  = v4;
    const VectorRegister vhash0 = v6;
    const VectorRegister vhash1 = v8;
    const VectorRegister vwk    = v10;
    const VectorRegister vw[] = { v12, v14, v16, v18 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ la(ktab, ExternalAddress((address)_sha512_k));
    __ vsetivli(x0, 4, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    BLOCK_COMMENT("Gather the state into {f,e,b,a} and {h,g,d,c} {");
    __ addi(ptr, ktab, 640);
    __ vle64_v(vw[0], ptr);
    __ vluxei64_v(vabef, state, vw[0]);
    __ addi(ptr, state, 16);
    __ vluxei64_v(vcdgh, ptr, vw[0]);
    BLOCK_COMMENT("} Gather the state into {f,e,b,a} and {h,g,d,c}");
    __ vid_v(vw[1]);
    __ vand_vi(vw[1], vw[1], 3);  // element index within its group
    __ vmseq_vi(v0, vw[1], 0);  // v0.mask = element 0 of each group: vmerge's W4 lane
    __ mv(ptr, ktab);
    sha512_block(buf, ptr, vw, vabef, vcdgh, vhash0, vhash1, vwk);
    BLOCK_COMMENT("Scatter the state back to a..h {");
    __ addi(ptr, ktab, 640);
    __ vle64_v(vw[0], ptr);
    __ vsuxei64_v(vabef, state, vw[0]);
    __ addi(ptr, state, 16);
    __ vsuxei64_v(vcdgh, ptr, vw[0]);
    BLOCK_COMMENT("} Scatter the state back to a..h");
    __ leave();
    __ ret();

    return start;
  }
