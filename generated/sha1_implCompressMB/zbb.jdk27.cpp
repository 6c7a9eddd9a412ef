// sha1_implCompressMB[zbb]: made by stubforge 0.1.0 from kernels/sha1.py:sha1, for jdk27.
  // b <<<= 30; e += a <<< 5, a (the newest value) last.
  void sha1_round_finish(Register a, Register b, Register e) {
    assert_different_registers(a, b, e);
    __ roriw(b, b, 2);
    __ roriw(t0, a, 27);
    __ addw(e, e, t0);
  }

  // e += (a <<< 5) + Ch(b, c, d) + K + W[t], b <<<= 30; Ch = ((c ^ d) & b) ^ d.
  void sha1_round_ch(Register a, Register b, Register c, Register d, Register e, Register kt,
                     Register wt) {
    assert_different_registers(a, b, c, d, e, kt, wt);
    __ addw(e, e, kt);
    __ addw(e, e, wt);
    __ xorr(t0, c, d);
    __ andr(t0, t0, b);
    __ xorr(t0, t0, d);
    __ addw(e, e, t0);
    sha1_round_finish(a, b, e);
  }

  // W[t] = (W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) <<< 1, in the register of W[t-16].
  void sha1_schedule(Register wt, Register w3, Register w8, Register w14) {
    assert_different_registers(wt, w3, w8, w14);
    __ xorr(wt, wt, w3);
    __ xorr(wt, wt, w8);
    __ xorr(wt, wt, w14);
    __ roriw(wt, wt, 31);
  }

  // W[t] made as sha1_schedule does, with e += K between its xors (an in-order core pairs them);
  // then e += W[t].
  void sha1_schedule_add(Register e, Register kt, Register wt, Register w3, Register w8,
                         Register w14) {
    assert_different_registers(e, kt, wt, w3, w8, w14);
    __ xorr(wt, wt, w3);
    __ addw(e, e, kt);
    __ xorr(wt, wt, w8);
    __ xorr(wt, wt, w14);
    __ roriw(wt, wt, 31);
    __ addw(e, e, wt);
  }

  // W[t] made; e += (a <<< 5) + (b ^ c ^ d) + K + W[t], b <<<= 30.
  void sha1_round_parity(Register a, Register b, Register c, Register d, Register e, Register kt,
                         Register wt, Register w3, Register w8, Register w14) {
    assert_different_registers(a, b, c, d, e, kt, wt, w3, w8, w14);
    sha1_schedule_add(e, kt, wt, w3, w8, w14);
    __ xorr(t0, b, c);
    __ xorr(t0, t0, d);
    __ addw(e, e, t0);
    sha1_round_finish(a, b, e);
  }

  // W[t] made; e += (a <<< 5) + Maj(b, c, d) + K + W[t], b <<<= 30; Maj = (b & c) + ((b ^ c) & d):
  // no bit in both parts, each added to e.
  void sha1_round_maj(Register a, Register b, Register c, Register d, Register e, Register kt,
                      Register wt, Register w3, Register w8, Register w14) {
    assert_different_registers(a, b, c, d, e, kt, wt, w3, w8, w14);
    sha1_schedule_add(e, kt, wt, w3, w8, w14);
    __ xorr(t0, b, c);
    __ andr(t0, t0, d);
    __ addw(e, e, t0);
    __ andr(t0, b, c);
    __ addw(e, e, t0);
    sha1_round_finish(a, b, e);
  }

  // One 64-byte block at buf: its 16 big-endian words into w, the 80 rounds on abcde, then H' = H +
  // (a, b, c, d, e) in the state array (its address from the frame, at sp + state_at). buf's
  // register holds K during the rounds (the caller keeps buf elsewhere if it needs it after the
  // block).
  void sha1_block(const Register* abcde, const Register* w, Register buf, int state_at) {
    const Register kt = buf;

    BLOCK_COMMENT("Load the block's 16 big-endian words {");
    for (int i = 0; i < 16; i += 2) {
      __ ld(w[i + 1], Address(buf, 4 * i));
      __ rev8(w[i + 1], w[i + 1]);
      __ srli(w[i], w[i + 1], 32);
    }
    BLOCK_COMMENT("} Load the block's 16 big-endian words");
    BLOCK_COMMENT("Rounds 0..19 {");
    __ li(kt, 0x5a827999);
    for (int i = 0; i < 16; i++) {
      sha1_round_ch(abcde[(80 - i) % 5], abcde[(81 - i) % 5], abcde[(82 - i) % 5], abcde[(83 - i) % 5],
                    abcde[(84 - i) % 5], kt, w[i]);
    }
    for (int i = 16; i < 20; i++) {
      sha1_schedule(w[i % 16], w[(i + 13) % 16], w[(i + 8) % 16], w[(i + 2) % 16]);
      sha1_round_ch(abcde[(80 - i) % 5], abcde[(81 - i) % 5], abcde[(82 - i) % 5], abcde[(83 - i) % 5],
                    abcde[(84 - i) % 5], kt, w[i % 16]);
    }
    BLOCK_COMMENT("} Rounds 0..19");
    BLOCK_COMMENT("Rounds 20..39 {");
    __ li(kt, 0x6ed9eba1);
    for (int i = 20; i < 40; i++) {
      sha1_round_parity(abcde[(80 - i) % 5], abcde[(81 - i) % 5], abcde[(82 - i) % 5],
                        abcde[(83 - i) % 5], abcde[(84 - i) % 5], kt, w[i % 16], w[(i + 13) % 16],
                        w[(i + 8) % 16], w[(i + 2) % 16]);
    }
    BLOCK_COMMENT("} Rounds 20..39");
    BLOCK_COMMENT("Rounds 40..59 {");
    __ li(kt, 0x8f1bbcdc);
    for (int i = 40; i < 60; i++) {
      sha1_round_maj(abcde[(80 - i) % 5], abcde[(81 - i) % 5], abcde[(82 - i) % 5], abcde[(83 - i) % 5],
                     abcde[(84 - i) % 5], kt, w[i % 16], w[(i + 13) % 16], w[(i + 8) % 16],
                     w[(i + 2) % 16]);
    }
    BLOCK_COMMENT("} Rounds 40..59");
    BLOCK_COMMENT("Rounds 60..79 {");
    __ li(kt, 0xca62c1d6);
    for (int i = 60; i < 80; i++) {
      sha1_round_parity(abcde[(80 - i) % 5], abcde[(81 - i) % 5], abcde[(82 - i) % 5],
                        abcde[(83 - i) % 5], abcde[(84 - i) % 5], kt, w[i % 16], w[(i + 13) % 16],
                        w[(i + 8) % 16], w[(i + 2) % 16]);
    }
    BLOCK_COMMENT("} Rounds 60..79");
    BLOCK_COMMENT("H' = H + (a, b, c, d, e), in the state array {");
    // the words are spent: w[0] takes the state array's address; after 80 rounds the roles are
    // where they started
    __ ld(w[0], Address(sp, state_at));
    for (int i = 0; i < 5; i++) {
      __ lw(t0, Address(w[0], 4 * i));
      __ addw(abcde[i], abcde[i], t0);
      __ sw(abcde[i], Address(w[0], 4 * i));
    }
    BLOCK_COMMENT("} H' = H + (a, b, c, d, e), in the state array");
  }

  /**
   * SHA-1 over the 64-byte blocks from buf while ofs <= limit (one at least); returns the final
   * ofs.
   *
   * Requires Zbb.
   *
   * Arguments:
   *   c_rarg0 - buf
   *   c_rarg1 - state
   *   c_rarg2 - ofs
   *   c_rarg3 - limit
   * Output:
   *   c_rarg0 - ofs
   */
  address generate_sha1_implCompressMB() {
    assert(UseSHA1Intrinsics, "sha1_implCompressMB needs UseSHA1Intrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_sha1_implCompressMB_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_sha1_loop, L_sha1_done;

    const int STATE_AT = 0, LAST_AT = 8, BASE_AT = 16, BUF_AT = 24;

    const Register buf   = c_rarg0;
    const Register state = c_rarg1;
    const Register ofs   = c_rarg2;
    const Register limit = c_rarg3;
    const Register next  = c_rarg0;
    const Register abcde[] = { t3, t4, t5, c_rarg4, c_rarg5 };
    const Register w[] = { c_rarg6, c_rarg7, x9, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, c_rarg3, c_rarg2, c_rarg1 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ addi(sp, sp, -32);
    __ sd(state, Address(sp, STATE_AT));
    __ sub(limit, limit, ofs);
    __ add(limit, limit, buf);  // the last block's address
    __ sd(limit, Address(sp, LAST_AT));
    __ sub(ofs, buf, ofs);  // the final ofs is buf minus this
    __ sd(ofs, Address(sp, BASE_AT));
    for (int i = 0; i < 5; i++) {
      __ lw(abcde[i], Address(state, 4 * i));
    }

    // Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
    // HotSpot's own stub assumes: the test is at the loop's end
  __ bind(L_sha1_loop);
    __ sd(buf, Address(sp, BUF_AT));  // buf's register holds K during the rounds
    sha1_block(abcde, w, buf, STATE_AT);
    __ ld(next, Address(sp, BUF_AT));
    __ addi(next, next, 64);
    __ ld(t0, Address(sp, LAST_AT));
    __ bgt(next, t0, L_sha1_done);  // the loop is longer than a branch reaches back
    __ j(L_sha1_loop);

  __ bind(L_sha1_done);
    __ ld(t0, Address(sp, BASE_AT));
    __ subw(c_rarg0, next, t0);  // the final ofs, a Java int
    __ addi(sp, sp, 32);
    __ pop_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ leave();
    __ ret();

    return start;
  }
