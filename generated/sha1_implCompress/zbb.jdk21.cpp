// sha1_implCompress[zbb]: made by stubforge 0.1.0 from kernels/sha1.py:sha1, for jdk21.
  // whi = big-endian word off/4 of buf, wlo = the next one, in wlo's low half (its high half is whi:
  // only the low 32 bits of a word are ever read).
  // Helper shared by the stub generators: sha1_load_words_zbb
  void sha1_load_words_zbb(Register whi, Register wlo, Register buf, int off) {
    assert_different_registers(whi, wlo, buf);
    __ ld(wlo, Address(buf, off));
    __ rev8(wlo, wlo);
    __ srli(whi, wlo, 32);
  }

  // x <<<= s (32 bits) in place.
  // Helper shared by the stub generators: sha1_rotl_zbb
  void sha1_rotl_zbb(Register x, int s) {
    __ roriw(x, x, 32 - s);
  }

  // e += (a <<< 5) + Ch(b, c, d) + K + W[t], b <<<= 30; Ch = ((c ^ d) & b) ^ d.
  // Helper shared by the stub generators: sha1_round_ch_zbb
  void sha1_round_ch_zbb(Register a, Register b, Register c, Register d, Register e, Register kt,
                         Register wt) {
    assert_different_registers(a, b, c, d, e, kt, wt);
    __ addw(e, e, kt);
    __ addw(e, e, wt);
    __ xorr(t0, c, d);
    __ andr(t0, t0, b);
    __ xorr(t0, t0, d);
    __ addw(e, e, t0);
    sha1_rotl_zbb(b, 30);
    __ roriw(t0, a, 27);
    __ addw(e, e, t0);
  }

  // W[t] = (W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) <<< 1, in the register of W[t-16].
  // Helper shared by the stub generators: sha1_schedule_zbb
  void sha1_schedule_zbb(Register wt, Register w3, Register w8, Register w14) {
    assert_different_registers(wt, w3, w8, w14);
    __ xorr(wt, wt, w3);
    __ xorr(wt, wt, w8);
    __ xorr(wt, wt, w14);
    sha1_rotl_zbb(wt, 1);
  }

  // W[t] made; e += (a <<< 5) + (b ^ c ^ d) + K + W[t], b <<<= 30.
  // Helper shared by the stub generators: sha1_round_parity_zbb
  void sha1_round_parity_zbb(Register a, Register b, Register c, Register d, Register e, Register kt,
                             Register wt, Register w3, Register w8, Register w14) {
    assert_different_registers(a, b, c, d, e, kt, wt, w3, w8, w14);
    __ xorr(wt, wt, w3);
    __ addw(e, e, kt);
    __ xorr(wt, wt, w8);
    __ xorr(wt, wt, w14);
    sha1_rotl_zbb(wt, 1);
    __ addw(e, e, wt);
    __ xorr(t0, b, c);
    __ xorr(t0, t0, d);
    __ addw(e, e, t0);
    sha1_rotl_zbb(b, 30);
    __ roriw(t0, a, 27);
    __ addw(e, e, t0);
  }

  // W[t] made; e += (a <<< 5) + Maj(b, c, d) + K + W[t], b <<<= 30; Maj = (b & c) + ((b ^ c) & d):
  // no bit in both parts, each added to e.
  // Helper shared by the stub generators: sha1_round_maj_zbb
  void sha1_round_maj_zbb(Register a, Register b, Register c, Register d, Register e, Register kt,
                          Register wt, Register w3, Register w8, Register w14) {
    assert_different_registers(a, b, c, d, e, kt, wt, w3, w8, w14);
    __ xorr(wt, wt, w3);
    __ addw(e, e, kt);
    __ xorr(wt, wt, w8);
    __ xorr(wt, wt, w14);
    sha1_rotl_zbb(wt, 1);
    __ addw(e, e, wt);
    __ xorr(t0, b, c);
    __ andr(t0, t0, d);
    __ addw(e, e, t0);
    __ andr(t0, b, c);
    __ addw(e, e, t0);
    sha1_rotl_zbb(b, 30);
    __ roriw(t0, a, 27);
    __ addw(e, e, t0);
  }

  // x += the state word at hstate + off, stored back: H' = H + x.
  // Helper shared by the stub generators: digest_add_state
  void digest_add_state(Register x, Register hstate, int off) {
    assert_different_registers(x, hstate);
    __ lw(t0, Address(hstate, off));
    __ addw(x, x, t0);
    __ sw(x, Address(hstate, off));
  }

  /**
   * sha1_implCompress [zbb]
   * RISC-V extensions: zbb
   * Blob space: 4260 bytes (code and entry alignment)
   *
   * SHA-1 over one 64-byte block, or (MB) while ofs <= limit, returning the final ofs.
   *
   * Arguments:
   *   c_rarg0 - buf
   *   c_rarg1 - state
   */
  address generate_sha1_implCompress() {
    assert(UseSHA1Intrinsics, "sha1_implCompress needs UseSHA1Intrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "sha1_implCompress");
    address start = __ pc();

    Label L_sha1_done, L_sha1_loop;

    const Register buf    = c_rarg0;
    const Register state  = c_rarg1;
    const Register w4     = x9;
    const Register kt     = c_rarg0;
    const Register w15    = c_rarg1;
    const Register d      = c_rarg2;
    const Register e      = c_rarg3;
    const Register hstate = c_rarg4;
    const Register w0     = c_rarg4;
    const Register w1     = c_rarg5;
    const Register w2     = c_rarg6;
    const Register w3     = c_rarg7;
    const Register w5     = x18;
    const Register w6     = x19;
    const Register w7     = x20;
    const Register w8     = x21;
    const Register w9     = x22;
    const Register w10    = x23;
    const Register w11    = x24;
    const Register w12    = x25;
    const Register w13    = x26;
    const Register w14    = x27;
    const Register a      = x28;
    const Register b      = x29;
    const Register c      = x30;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ addi(sp, sp, -32);
    __ sd(state, Address(sp));
    __ lw(a, Address(state));
    __ lw(b, Address(state, 4));
    __ lw(c, Address(state, 8));
    __ lw(d, Address(state, 12));
    __ lw(e, Address(state, 16));

    // MB: Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
    // HotSpot's own stub assumes: the test is at the loop's end
  __ bind(L_sha1_loop);
    BLOCK_COMMENT("Load the block's 16 big-endian words {");
    sha1_load_words_zbb(w0, w1, buf, 0);
    sha1_load_words_zbb(w2, w3, buf, 8);
    sha1_load_words_zbb(w4, w5, buf, 16);
    sha1_load_words_zbb(w6, w7, buf, 24);
    sha1_load_words_zbb(w8, w9, buf, 32);
    sha1_load_words_zbb(w10, w11, buf, 40);
    sha1_load_words_zbb(w12, w13, buf, 48);
    sha1_load_words_zbb(w14, w15, buf, 56);
    BLOCK_COMMENT("} Load the block's 16 big-endian words");
    BLOCK_COMMENT("Rounds 0..19 {");
    __ li(kt, 1518500249);
    sha1_round_ch_zbb(a, b, c, d, e, kt, w0);
    sha1_round_ch_zbb(e, a, b, c, d, kt, w1);
    sha1_round_ch_zbb(d, e, a, b, c, kt, w2);
    sha1_round_ch_zbb(c, d, e, a, b, kt, w3);
    sha1_round_ch_zbb(b, c, d, e, a, kt, w4);
    sha1_round_ch_zbb(a, b, c, d, e, kt, w5);
    sha1_round_ch_zbb(e, a, b, c, d, kt, w6);
    sha1_round_ch_zbb(d, e, a, b, c, kt, w7);
    sha1_round_ch_zbb(c, d, e, a, b, kt, w8);
    sha1_round_ch_zbb(b, c, d, e, a, kt, w9);
    sha1_round_ch_zbb(a, b, c, d, e, kt, w10);
    sha1_round_ch_zbb(e, a, b, c, d, kt, w11);
    sha1_round_ch_zbb(d, e, a, b, c, kt, w12);
    sha1_round_ch_zbb(c, d, e, a, b, kt, w13);
    sha1_round_ch_zbb(b, c, d, e, a, kt, w14);
    sha1_round_ch_zbb(a, b, c, d, e, kt, w15);
    sha1_schedule_zbb(w0, w13, w8, w2);
    sha1_round_ch_zbb(e, a, b, c, d, kt, w0);
    sha1_schedule_zbb(w1, w14, w9, w3);
    sha1_round_ch_zbb(d, e, a, b, c, kt, w1);
    sha1_schedule_zbb(w2, w15, w10, w4);
    sha1_round_ch_zbb(c, d, e, a, b, kt, w2);
    sha1_schedule_zbb(w3, w0, w11, w5);
    sha1_round_ch_zbb(b, c, d, e, a, kt, w3);
    BLOCK_COMMENT("} Rounds 0..19");
    BLOCK_COMMENT("Rounds 20..39 {");
    __ li(kt, 1859775393);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w4, w1, w12, w6);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w5, w2, w13, w7);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w6, w3, w14, w8);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w7, w4, w15, w9);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w8, w5, w0, w10);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w9, w6, w1, w11);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w10, w7, w2, w12);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w11, w8, w3, w13);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w12, w9, w4, w14);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w13, w10, w5, w15);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w14, w11, w6, w0);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w15, w12, w7, w1);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w0, w13, w8, w2);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w1, w14, w9, w3);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w2, w15, w10, w4);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w3, w0, w11, w5);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w4, w1, w12, w6);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w5, w2, w13, w7);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w6, w3, w14, w8);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w7, w4, w15, w9);
    BLOCK_COMMENT("} Rounds 20..39");
    BLOCK_COMMENT("Rounds 40..59 {");
    __ li(kt, 2400959708);
    sha1_round_maj_zbb(a, b, c, d, e, kt, w8, w5, w0, w10);
    sha1_round_maj_zbb(e, a, b, c, d, kt, w9, w6, w1, w11);
    sha1_round_maj_zbb(d, e, a, b, c, kt, w10, w7, w2, w12);
    sha1_round_maj_zbb(c, d, e, a, b, kt, w11, w8, w3, w13);
    sha1_round_maj_zbb(b, c, d, e, a, kt, w12, w9, w4, w14);
    sha1_round_maj_zbb(a, b, c, d, e, kt, w13, w10, w5, w15);
    sha1_round_maj_zbb(e, a, b, c, d, kt, w14, w11, w6, w0);
    sha1_round_maj_zbb(d, e, a, b, c, kt, w15, w12, w7, w1);
    sha1_round_maj_zbb(c, d, e, a, b, kt, w0, w13, w8, w2);
    sha1_round_maj_zbb(b, c, d, e, a, kt, w1, w14, w9, w3);
    sha1_round_maj_zbb(a, b, c, d, e, kt, w2, w15, w10, w4);
    sha1_round_maj_zbb(e, a, b, c, d, kt, w3, w0, w11, w5);
    sha1_round_maj_zbb(d, e, a, b, c, kt, w4, w1, w12, w6);
    sha1_round_maj_zbb(c, d, e, a, b, kt, w5, w2, w13, w7);
    sha1_round_maj_zbb(b, c, d, e, a, kt, w6, w3, w14, w8);
    sha1_round_maj_zbb(a, b, c, d, e, kt, w7, w4, w15, w9);
    sha1_round_maj_zbb(e, a, b, c, d, kt, w8, w5, w0, w10);
    sha1_round_maj_zbb(d, e, a, b, c, kt, w9, w6, w1, w11);
    sha1_round_maj_zbb(c, d, e, a, b, kt, w10, w7, w2, w12);
    sha1_round_maj_zbb(b, c, d, e, a, kt, w11, w8, w3, w13);
    BLOCK_COMMENT("} Rounds 40..59");
    BLOCK_COMMENT("Rounds 60..79 {");
    __ li(kt, 3395469782);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w12, w9, w4, w14);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w13, w10, w5, w15);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w14, w11, w6, w0);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w15, w12, w7, w1);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w0, w13, w8, w2);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w1, w14, w9, w3);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w2, w15, w10, w4);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w3, w0, w11, w5);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w4, w1, w12, w6);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w5, w2, w13, w7);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w6, w3, w14, w8);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w7, w4, w15, w9);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w8, w5, w0, w10);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w9, w6, w1, w11);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w10, w7, w2, w12);
    sha1_round_parity_zbb(a, b, c, d, e, kt, w11, w8, w3, w13);
    sha1_round_parity_zbb(e, a, b, c, d, kt, w12, w9, w4, w14);
    sha1_round_parity_zbb(d, e, a, b, c, kt, w13, w10, w5, w15);
    sha1_round_parity_zbb(c, d, e, a, b, kt, w14, w11, w6, w0);
    sha1_round_parity_zbb(b, c, d, e, a, kt, w15, w12, w7, w1);
    BLOCK_COMMENT("} Rounds 60..79");
    BLOCK_COMMENT("H' = H + (a, b, c, d, e), in the state array {");
    __ ld(hstate, Address(sp));
    digest_add_state(a, hstate, 0);
    digest_add_state(b, hstate, 4);
    digest_add_state(c, hstate, 8);
    digest_add_state(d, hstate, 12);
    digest_add_state(e, hstate, 16);
    BLOCK_COMMENT("} H' = H + (a, b, c, d, e), in the state array");
    __ addi(sp, sp, 32);
    __ pop_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ leave();
    __ ret();

    return start;
  }
