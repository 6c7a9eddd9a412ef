// md5_implCompress[base]: made by stubforge 0.1.0 from kernels/md5.py:md5, for jdk26.
// T[i] = floor(2^32 * |sin(i + 1)|), RFC 1321 3.4.
// Used by md5_implCompress.
alignas(64) static const uint32_t _md5_table[64] = {
  0xd76aa478UL, 0xe8c7b756UL, 0x242070dbUL, 0xc1bdceeeUL, 0xf57c0fafUL, 0x4787c62aUL, 0xa8304613UL, 0xfd469501UL,
  0x698098d8UL, 0x8b44f7afUL, 0xffff5bb1UL, 0x895cd7beUL, 0x6b901122UL, 0xfd987193UL, 0xa679438eUL, 0x49b40821UL,
  0xf61e2562UL, 0xc040b340UL, 0x265e5a51UL, 0xe9b6c7aaUL, 0xd62f105dUL, 0x02441453UL, 0xd8a1e681UL, 0xe7d3fbc8UL,
  0x21e1cde6UL, 0xc33707d6UL, 0xf4d50d87UL, 0x455a14edUL, 0xa9e3e905UL, 0xfcefa3f8UL, 0x676f02d9UL, 0x8d2a4c8aUL,
  0xfffa3942UL, 0x8771f681UL, 0x6d9d6122UL, 0xfde5380cUL, 0xa4beea44UL, 0x4bdecfa9UL, 0xf6bb4b60UL, 0xbebfbc70UL,
  0x289b7ec6UL, 0xeaa127faUL, 0xd4ef3085UL, 0x04881d05UL, 0xd9d4d039UL, 0xe6db99e5UL, 0x1fa27cf8UL, 0xc4ac5665UL,
  0xf4292244UL, 0x432aff97UL, 0xab9423a7UL, 0xfc93a039UL, 0x655b59c3UL, 0x8f0ccc92UL, 0xffeff47dUL, 0x85845dd1UL,
  0x6fa87e4fUL, 0xfe2ce6e0UL, 0xa3014314UL, 0x4e0811a1UL, 0xf7537e82UL, 0xbd3af235UL, 0x2ad7d2bbUL, 0xeb86d391UL
};

  // a = b + ((a + F(b, c, d) + x + T) <<< s); F = (b & c) | (~b & d) = ((c ^ d) & b) ^ d.
  void md5_ff(Register a, Register b, Register c, Register d, Register x, Register kp, int tnext,
              int s, Register rtmp) {
    assert_different_registers(a, b, c, d, x, kp, rtmp);
    __ addw(a, a, x);
    __ addw(a, a, rtmp);
    __ xorr(t0, c, d);
    __ andr(t0, t0, b);
    __ xorr(t0, t0, d);
    __ addw(a, a, t0);
    __ slliw(rtmp, a, s);
    __ srliw(a, a, 32 - s);
    __ orr(a, a, rtmp);
    __ lw(rtmp, Address(kp, tnext));
    __ addw(a, a, b);
  }

  // a = b + ((a + G(b, c, d) + x + T) <<< s); G = (b & d) | (c & ~d): with Zbb added as (c & ~d) +
  // (b & d), the part without b first; else ((b ^ c) & d) ^ c.
  void md5_gg(Register a, Register b, Register c, Register d, Register x, Register kp, int tnext,
              int s, Register rtmp) {
    assert_different_registers(a, b, c, d, x, kp, rtmp);
    __ addw(a, a, x);
    __ addw(a, a, rtmp);
    __ xorr(t0, b, c);
    __ andr(t0, t0, d);
    __ xorr(t0, t0, c);
    __ addw(a, a, t0);
    __ slliw(rtmp, a, s);
    __ srliw(a, a, 32 - s);
    __ orr(a, a, rtmp);
    __ lw(rtmp, Address(kp, tnext));
    __ addw(a, a, b);
  }

  // a = b + ((a + H(b, c, d) + x + T) <<< s); H = b ^ (c ^ d), b last.
  void md5_hh(Register a, Register b, Register c, Register d, Register x, Register kp, int tnext,
              int s, Register rtmp) {
    assert_different_registers(a, b, c, d, x, kp, rtmp);
    __ addw(a, a, x);
    __ addw(a, a, rtmp);
    __ xorr(t0, c, d);
    __ xorr(t0, t0, b);
    __ addw(a, a, t0);
    __ slliw(rtmp, a, s);
    __ srliw(a, a, 32 - s);
    __ orr(a, a, rtmp);
    __ lw(rtmp, Address(kp, tnext));
    __ addw(a, a, b);
  }

  // a = b + ((a + I(b, c, d) + x + T) <<< s); I = c ^ (b | ~d).
  void md5_ii(Register a, Register b, Register c, Register d, Register x, Register kp, int tnext,
              int s, Register rtmp) {
    assert_different_registers(a, b, c, d, x, kp, rtmp);
    __ addw(a, a, x);
    __ addw(a, a, rtmp);
    __ notr(t0, d);
    __ orr(t0, t0, b);
    __ xorr(t0, t0, c);
    __ addw(a, a, t0);
    __ slliw(rtmp, a, s);
    __ srliw(a, a, 32 - s);
    __ orr(a, a, rtmp);
    __ lw(rtmp, Address(kp, tnext));
    __ addw(a, a, b);
  }

  // x += the state word at hstate + off, stored back: H' = H + x.
  void digest_add_state(Register x, Register hstate, int off) {
    assert_different_registers(x, hstate);
    __ lw(t0, Address(hstate, off));
    __ addw(x, x, t0);
    __ sw(x, Address(hstate, off));
  }

  /**
   * MD5 over one 64-byte block, or (MB) while ofs <= limit, returning the final ofs.
   *
   * Arguments:
   *   c_rarg0 - buf
   *   c_rarg1 - state
   */
  address generate_md5_implCompress() {
    assert(UseMD5Intrinsics, "md5_implCompress needs UseMD5Intrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_md5_implCompress_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_md5_loop;

    const Register buf    = c_rarg0;
    const Register state  = c_rarg1;
    const Register w14    = fp;
    const Register w3     = x9;
    const Register w15    = c_rarg1;
    const Register d      = c_rarg2;
    const Register kp     = c_rarg3;
    const Register rtmp   = c_rarg4;
    const Register hstate = c_rarg5;
    const Register w0     = c_rarg5;
    const Register w1     = c_rarg6;
    const Register w2     = c_rarg7;
    const Register w4     = x18;
    const Register w5     = x19;
    const Register w6     = x20;
    const Register w7     = x21;
    const Register w8     = x22;
    const Register w9     = x23;
    const Register w10    = x24;
    const Register w11    = x25;
    const Register w12    = x26;
    const Register w13    = x27;
    const Register a      = t3;
    const Register b      = t4;
    const Register c      = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(fp, x9) + RegSet::range(x18, x27), sp);
    __ addi(sp, sp, -32);
    __ sd(state, Address(sp));
    __ lw(a, Address(state));
    __ lw(b, Address(state, 4));
    __ lw(c, Address(state, 8));
    __ lw(d, Address(state, 12));
    __ la(kp, ExternalAddress((address)_md5_table));
    __ lw(rtmp, Address(kp));  // T[0]: each step loads the next one's

    // MB: Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
    // HotSpot's own stub assumes: the test is at the loop's end
  __ bind(L_md5_loop);
    BLOCK_COMMENT("Load the block's 16 little-endian words {");
    __ lw(w0, Address(buf));
    __ lw(w1, Address(buf, 4));
    __ lw(w2, Address(buf, 8));
    __ lw(w3, Address(buf, 12));
    __ lw(w4, Address(buf, 16));
    __ lw(w5, Address(buf, 20));
    __ lw(w6, Address(buf, 24));
    __ lw(w7, Address(buf, 28));
    __ lw(w8, Address(buf, 32));
    __ lw(w9, Address(buf, 36));
    __ lw(w10, Address(buf, 40));
    __ lw(w11, Address(buf, 44));
    __ lw(w12, Address(buf, 48));
    __ lw(w13, Address(buf, 52));
    __ lw(w14, Address(buf, 56));
    __ lw(w15, Address(buf, 60));
    BLOCK_COMMENT("} Load the block's 16 little-endian words");
    BLOCK_COMMENT("Round 1 {");
    md5_ff(a, b, c, d, w0, kp, 4, 7, rtmp);
    md5_ff(d, a, b, c, w1, kp, 8, 12, rtmp);
    md5_ff(c, d, a, b, w2, kp, 12, 17, rtmp);
    md5_ff(b, c, d, a, w3, kp, 16, 22, rtmp);
    md5_ff(a, b, c, d, w4, kp, 20, 7, rtmp);
    md5_ff(d, a, b, c, w5, kp, 24, 12, rtmp);
    md5_ff(c, d, a, b, w6, kp, 28, 17, rtmp);
    md5_ff(b, c, d, a, w7, kp, 32, 22, rtmp);
    md5_ff(a, b, c, d, w8, kp, 36, 7, rtmp);
    md5_ff(d, a, b, c, w9, kp, 40, 12, rtmp);
    md5_ff(c, d, a, b, w10, kp, 44, 17, rtmp);
    md5_ff(b, c, d, a, w11, kp, 48, 22, rtmp);
    md5_ff(a, b, c, d, w12, kp, 52, 7, rtmp);
    md5_ff(d, a, b, c, w13, kp, 56, 12, rtmp);
    md5_ff(c, d, a, b, w14, kp, 60, 17, rtmp);
    md5_ff(b, c, d, a, w15, kp, 64, 22, rtmp);
    BLOCK_COMMENT("} Round 1");
    BLOCK_COMMENT("Round 2 {");
    md5_gg(a, b, c, d, w1, kp, 68, 5, rtmp);
    md5_gg(d, a, b, c, w6, kp, 72, 9, rtmp);
    md5_gg(c, d, a, b, w11, kp, 76, 14, rtmp);
    md5_gg(b, c, d, a, w0, kp, 80, 20, rtmp);
    md5_gg(a, b, c, d, w5, kp, 84, 5, rtmp);
    md5_gg(d, a, b, c, w10, kp, 88, 9, rtmp);
    md5_gg(c, d, a, b, w15, kp, 92, 14, rtmp);
    md5_gg(b, c, d, a, w4, kp, 96, 20, rtmp);
    md5_gg(a, b, c, d, w9, kp, 100, 5, rtmp);
    md5_gg(d, a, b, c, w14, kp, 104, 9, rtmp);
    md5_gg(c, d, a, b, w3, kp, 108, 14, rtmp);
    md5_gg(b, c, d, a, w8, kp, 112, 20, rtmp);
    md5_gg(a, b, c, d, w13, kp, 116, 5, rtmp);
    md5_gg(d, a, b, c, w2, kp, 120, 9, rtmp);
    md5_gg(c, d, a, b, w7, kp, 124, 14, rtmp);
    md5_gg(b, c, d, a, w12, kp, 128, 20, rtmp);
    BLOCK_COMMENT("} Round 2");
    BLOCK_COMMENT("Round 3 {");
    md5_hh(a, b, c, d, w5, kp, 132, 4, rtmp);
    md5_hh(d, a, b, c, w8, kp, 136, 11, rtmp);
    md5_hh(c, d, a, b, w11, kp, 140, 16, rtmp);
    md5_hh(b, c, d, a, w14, kp, 144, 23, rtmp);
    md5_hh(a, b, c, d, w1, kp, 148, 4, rtmp);
    md5_hh(d, a, b, c, w4, kp, 152, 11, rtmp);
    md5_hh(c, d, a, b, w7, kp, 156, 16, rtmp);
    md5_hh(b, c, d, a, w10, kp, 160, 23, rtmp);
    md5_hh(a, b, c, d, w13, kp, 164, 4, rtmp);
    md5_hh(d, a, b, c, w0, kp, 168, 11, rtmp);
    md5_hh(c, d, a, b, w3, kp, 172, 16, rtmp);
    md5_hh(b, c, d, a, w6, kp, 176, 23, rtmp);
    md5_hh(a, b, c, d, w9, kp, 180, 4, rtmp);
    md5_hh(d, a, b, c, w12, kp, 184, 11, rtmp);
    md5_hh(c, d, a, b, w15, kp, 188, 16, rtmp);
    md5_hh(b, c, d, a, w2, kp, 192, 23, rtmp);
    BLOCK_COMMENT("} Round 3");
    BLOCK_COMMENT("Round 4 {");
    md5_ii(a, b, c, d, w0, kp, 196, 6, rtmp);
    md5_ii(d, a, b, c, w7, kp, 200, 10, rtmp);
    md5_ii(c, d, a, b, w14, kp, 204, 15, rtmp);
    md5_ii(b, c, d, a, w5, kp, 208, 21, rtmp);
    md5_ii(a, b, c, d, w12, kp, 212, 6, rtmp);
    md5_ii(d, a, b, c, w3, kp, 216, 10, rtmp);
    md5_ii(c, d, a, b, w10, kp, 220, 15, rtmp);
    md5_ii(b, c, d, a, w1, kp, 224, 21, rtmp);
    md5_ii(a, b, c, d, w8, kp, 228, 6, rtmp);
    md5_ii(d, a, b, c, w15, kp, 232, 10, rtmp);
    md5_ii(c, d, a, b, w6, kp, 236, 15, rtmp);
    md5_ii(b, c, d, a, w13, kp, 240, 21, rtmp);
    md5_ii(a, b, c, d, w4, kp, 244, 6, rtmp);
    md5_ii(d, a, b, c, w11, kp, 248, 10, rtmp);
    md5_ii(c, d, a, b, w2, kp, 252, 15, rtmp);
    md5_ii(b, c, d, a, w9, kp, 0, 21, rtmp);
    BLOCK_COMMENT("} Round 4");
    BLOCK_COMMENT("H' = H + (a, b, c, d), in the state array {");
    __ ld(hstate, Address(sp));
    digest_add_state(a, hstate, 0);
    digest_add_state(b, hstate, 4);
    digest_add_state(c, hstate, 8);
    digest_add_state(d, hstate, 12);
    BLOCK_COMMENT("} H' = H + (a, b, c, d), in the state array");
    __ addi(sp, sp, 32);
    __ pop_reg(RegSet::of(fp, x9) + RegSet::range(x18, x27), sp);
    __ leave();
    __ ret();

    return start;
  }
