// sha3_implCompress[zbb]: made by stubforge 0.1.0 from kernels/sha3.py:sha3, for jdk21.
// Keccak-f[1600]'s round constants, FIPS 202 3.2.5.
// Used by sha3_implCompress.
alignas(64) static const uint64_t _sha3_round_consts[24] = {
  0x0000000000000001UL, 0x0000000000008082UL, 0x800000000000808aUL, 0x8000000080008000UL, 0x000000000000808bUL, 0x0000000080000001UL, 0x8000000080008081UL, 0x8000000000008009UL,
  0x000000000000008aUL, 0x0000000000000088UL, 0x0000000080008009UL, 0x000000008000000aUL, 0x000000008000808bUL, 0x800000000000008bUL, 0x8000000000008089UL, 0x8000000000008003UL,
  0x8000000000008002UL, 0x8000000000000080UL, 0x000000000000800aUL, 0x800000008000000aUL, 0x8000000080008081UL, 0x8000000000008080UL, 0x0000000080000001UL, 0x8000000080008008UL
};

  // The lanes from Java's long[25] at state: 20 into their registers, column 4 to the frame.
  void keccak_load_state(Register state, const Register* lane, int COLUMN4_AT) {
    for (int y = 0; y < 5; y++) {
      for (int x = 0; x < 4; x++) {
        __ ld(lane[5 * y + x], Address(state, 40 * y + 8 * x));
      }
      __ ld(t0, Address(state, 40 * y + 32));
      __ sd(t0, Address(sp, COLUMN4_AT + 8 * y));
    }
  }

  // lane[i] ^= the i-th little-endian word at buf, for first <= i < end (lanes in registers).
  void keccak_absorb_lanes(Register buf, const Register* lane, int first, int end) {
    for (int i = first; i < end; i++) {
      __ ld(t0, Address(buf, 8 * i));
      __ xorr(lane[i], lane[i], t0);
    }
  }

  // A[4, y], in the frame, ^= the word of buf that lands on it.
  void keccak_absorb_column4(Register buf, Register tmp, int y, int COLUMN4_AT) {
    assert_different_registers(buf, tmp);
    __ ld(tmp, Address(sp, COLUMN4_AT + 8 * y));
    __ ld(t0, Address(buf, 40 * y + 32));
    __ xorr(tmp, tmp, t0);
    __ sd(tmp, Address(sp, COLUMN4_AT + 8 * y));
  }

  // lane[i] ^= the i-th little-endian word at buf for i < block_size / 8: nine words, then four,
  // four, one and three more while block_size reaches 104, 136, 144, 168.
  void keccak_absorb(Register buf, Register block_size, Register tmp, const Register* lane,
                     int COLUMN4_AT) {
    assert_different_registers(buf, block_size, tmp);

    Label L_absorbed;

    keccak_absorb_lanes(buf, lane, 0, 4);
    keccak_absorb_column4(buf, tmp, 0, COLUMN4_AT);
    keccak_absorb_lanes(buf, lane, 5, 9);
    __ li(tmp, 104);
    __ blt(block_size, tmp, L_absorbed);
    keccak_absorb_column4(buf, tmp, 1, COLUMN4_AT);
    keccak_absorb_lanes(buf, lane, 10, 13);
    __ li(tmp, 136);
    __ blt(block_size, tmp, L_absorbed);
    keccak_absorb_lanes(buf, lane, 13, 14);
    keccak_absorb_column4(buf, tmp, 2, COLUMN4_AT);
    keccak_absorb_lanes(buf, lane, 15, 17);
    __ li(tmp, 144);
    __ blt(block_size, tmp, L_absorbed);
    keccak_absorb_lanes(buf, lane, 17, 18);
    __ li(tmp, 168);
    __ blt(block_size, tmp, L_absorbed);
    keccak_absorb_lanes(buf, lane, 18, 19);
    keccak_absorb_column4(buf, tmp, 3, COLUMN4_AT);
    keccak_absorb_lanes(buf, lane, 20, 21);

  __ bind(L_absorbed);
  }

  // c = the parity of column x < 4 (its five lanes in registers).
  void keccak_column_parity(Register c, int x, const Register* lane) {
    __ xorr(c, lane[x], lane[x + 5]);
    for (int y = 2; y < 5; y++) {
      __ xorr(c, c, lane[x + 5 * y]);
    }
  }

  // Column x < 4 ^= d (theta's D_x).
  void keccak_column_xor(Register d, int x, const Register* lane) {
    for (int y = 0; y < 5; y++) {
      __ xorr(lane[5 * y + x], lane[5 * y + x], d);
    }
  }

  // theta, rho, pi and chi of one round (iota is the caller's). D_x = C_x-1 ^ rol(C_x+1, 1) with
  // three temporaries: C0 and C1 wait in the frame, and column 4's D (tmp2) is applied as pi moves
  // its lanes.
  void keccak_round(Register tmp0, Register tmp1, Register tmp2, const Register* lane, int COLUMN4_AT,
                    int PARITY_AT) {
    assert_different_registers(tmp0, tmp1, tmp2);
    BLOCK_COMMENT("theta {");
    __ ld(tmp0, Address(sp, COLUMN4_AT));  // C4, from the frame
    for (int y = 1; y < 5; y++) {
      __ ld(t0, Address(sp, COLUMN4_AT + 8 * y));
      __ xorr(tmp0, tmp0, t0);
    }
    keccak_column_parity(tmp1, 1, lane);
    keccak_column_parity(tmp2, 0, lane);
    __ sd(tmp2, Address(sp, PARITY_AT));
    __ ror_imm(tmp2, tmp1, 63, t0);  // D0 = C4 ^ rol(C1)
    __ xorr(tmp2, tmp2, tmp0);
    keccak_column_xor(tmp2, 0, lane);
    __ sd(tmp1, Address(sp, PARITY_AT + 8));
    keccak_column_parity(tmp2, 2, lane);
    __ ror_imm(tmp1, tmp2, 63, t0);  // D1 = C0 ^ rol(C2)
    __ ld(t0, Address(sp, PARITY_AT));
    __ xorr(tmp1, tmp1, t0);
    keccak_column_xor(tmp1, 1, lane);
    keccak_column_parity(tmp1, 3, lane);
    __ ror_imm(tmp0, tmp0, 63, t0);  // D3 = C2 ^ rol(C4)
    __ xorr(tmp2, tmp2, tmp0);
    keccak_column_xor(tmp2, 3, lane);
    __ ld(tmp2, Address(sp, PARITY_AT));  // C0, for D4
    __ ror_imm(tmp0, tmp1, 63, t0);  // D2 = C1 ^ rol(C3)
    __ ld(t0, Address(sp, PARITY_AT + 8));
    __ xorr(tmp0, tmp0, t0);
    keccak_column_xor(tmp0, 2, lane);
    __ ld(tmp0, Address(sp, COLUMN4_AT + 32));  // pi's first lane from the frame, early
    __ ror_imm(tmp2, tmp2, 63, t0);  // D4 = C3 ^ rol(C0)
    __ xorr(tmp2, tmp2, tmp1);
    BLOCK_COMMENT("} theta");
    BLOCK_COMMENT("rho and pi {");
    // lane p takes rot(A[s]) for s = pi^-1(p), along pi's cycle from lane 4: the first
    // move's value waits in tmp0 until the last has read lane 24. Column 4's lanes come
    // from the frame (loaded ahead into tmp1, D4 applied on the way) and go back through t0.
    // One ror per lane, written out: each move has its own destination, source and rotation
    // (pi's cycle and rho's offsets follow no rule a loop index could express).
    __ xorr(t0, tmp0, tmp2);
    __ ror_imm(tmp0, t0, 50, t1);
    __ ld(tmp1, Address(sp, COLUMN4_AT + 8));
    __ ror_imm(t0, lane[21], 62, t1);
    __ sd(t0, Address(sp, COLUMN4_AT + 32));
    __ ror_imm(lane[21], lane[8], 9, t0);
    __ ror_imm(lane[8], lane[16], 19, t0);
    __ ror_imm(lane[16], lane[5], 28, t0);
    __ ror_imm(lane[5], lane[3], 36, t0);
    __ ror_imm(lane[3], lane[18], 43, t0);
    __ ror_imm(lane[18], lane[17], 49, t0);
    __ ror_imm(lane[17], lane[11], 54, t0);
    __ ror_imm(lane[11], lane[7], 58, t0);
    __ ror_imm(lane[7], lane[10], 61, t0);
    __ ror_imm(lane[10], lane[1], 63, t0);
    __ ror_imm(lane[1], lane[6], 20, t0);
    __ xorr(t0, tmp1, tmp2);
    __ ror_imm(lane[6], t0, 44, t1);
    __ ld(tmp1, Address(sp, COLUMN4_AT + 16));
    __ ror_imm(t0, lane[22], 3, t1);
    __ sd(t0, Address(sp, COLUMN4_AT + 8));
    __ xorr(t0, tmp1, tmp2);
    __ ror_imm(lane[22], t0, 25, t1);
    __ ld(tmp1, Address(sp, COLUMN4_AT + 24));
    __ ror_imm(t0, lane[20], 46, t1);
    __ sd(t0, Address(sp, COLUMN4_AT + 16));
    __ ror_imm(lane[20], lane[2], 2, t0);
    __ ror_imm(lane[2], lane[12], 21, t0);
    __ ror_imm(lane[12], lane[13], 39, t0);
    __ xorr(t0, tmp1, tmp2);
    __ ror_imm(lane[13], t0, 56, t1);
    __ ld(tmp1, Address(sp, COLUMN4_AT));
    __ ror_imm(t0, lane[23], 8, t1);
    __ sd(t0, Address(sp, COLUMN4_AT + 24));
    __ ror_imm(lane[23], lane[15], 23, t0);
    __ xorr(t0, tmp1, tmp2);
    __ ror_imm(lane[15], t0, 37, t1);
    __ sd(tmp0, Address(sp, COLUMN4_AT));
    BLOCK_COMMENT("} rho and pi");
    BLOCK_COMMENT("chi {");
    for (int y = 0; y < 5; y++) {
      __ ld(tmp0, Address(sp, COLUMN4_AT + 8 * y));
      __ andn(tmp2, lane[5 * y + 1], lane[5 * y]);
      __ andn(tmp1, lane[5 * y], tmp0);
      __ andn(t0, lane[5 * y + 2], lane[5 * y + 1]);
      __ xorr(lane[5 * y], lane[5 * y], t0);
      __ andn(t0, lane[5 * y + 3], lane[5 * y + 2]);
      __ xorr(lane[5 * y + 1], lane[5 * y + 1], t0);
      __ andn(t0, tmp0, lane[5 * y + 3]);
      __ xorr(lane[5 * y + 2], lane[5 * y + 2], t0);
      __ xorr(lane[5 * y + 3], lane[5 * y + 3], tmp1);
      __ xorr(tmp0, tmp0, tmp2);
      __ sd(tmp0, Address(sp, COLUMN4_AT + 8 * y));
    }
    BLOCK_COMMENT("} chi");
  }

  // Keccak-f[1600] on the lanes: the 24 rounds, two per iteration, iota from the table.
  void keccak_permute(const Register* lane, Register tmp0, Register tmp1, Register tmp2,
                      int COLUMN4_AT, int PARITY_AT, int RC_AT, int RC_END_AT) {
    assert_different_registers(tmp0, tmp1, tmp2);

    Label L_keccak_rounds;

    __ la(tmp0, ExternalAddress((address)_sha3_round_consts));
    __ addi(tmp1, tmp0, 192);
    __ sd(tmp0, Address(sp, RC_AT));
    __ sd(tmp1, Address(sp, RC_END_AT));

  __ bind(L_keccak_rounds);
    for (int r = 0; r < 2; r++) {
      keccak_round(tmp0, tmp1, tmp2, lane, COLUMN4_AT, PARITY_AT);
      __ ld(tmp0, Address(sp, RC_AT));  // iota
      __ ld(t0, Address(tmp0, 8 * r));
      __ xorr(lane[0], lane[0], t0);
    }
    __ addi(tmp0, tmp0, 16);
    __ sd(tmp0, Address(sp, RC_AT));
    __ ld(tmp1, Address(sp, RC_END_AT));
    __ bne(tmp0, tmp1, L_keccak_rounds);
  }

  // The lanes back into Java's long[25] at state.
  void keccak_store_state(Register state, const Register* lane, int COLUMN4_AT) {
    for (int y = 0; y < 5; y++) {
      for (int x = 0; x < 4; x++) {
        __ sd(lane[5 * y + x], Address(state, 40 * y + 8 * x));
      }
      __ ld(t0, Address(sp, COLUMN4_AT + 8 * y));
      __ sd(t0, Address(state, 40 * y + 32));
    }
  }

  /**
   * XOR the block_size bytes at buf into the state, then Keccak-f[1600] on it.
   *
   * Requires Zbb.
   *
   * Arguments:
   *   c_rarg0 - buf
   *   c_rarg1 - state
   *   c_rarg2 - block_size
   */
  address generate_sha3_implCompress() {
    assert(UseSHA3Intrinsics, "sha3_implCompress needs UseSHA3Intrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "sha3_implCompress");
    address start = __ pc();

    const int COLUMN4_AT = 72, PARITY_AT = 56, STATE_AT = 0, RC_AT = 40, RC_END_AT = 48;

    const Register buf        = c_rarg0;
    const Register state      = c_rarg1;
    const Register block_size = c_rarg2;
    const Register tmp0       = x28;
    const Register tmp1       = x29;
    const Register tmp2       = x30;
    const Register lane[] = { x9, c_rarg0, c_rarg1, c_rarg2, noreg, c_rarg3, c_rarg4, c_rarg5, c_rarg6, noreg, c_rarg7, x18, x19, x20, noreg, x21, x22, x23, x24, noreg, x25, x26, x27, x31, noreg };

    BLOCK_COMMENT("Entry:");
    __ enter();
    // lanes live in the saved x9, x18-x27 and x31 (xmethod, data in HotSpot's own stubs too), never
    // in fp: a frame walk must not read a lane
    __ push_reg(RegSet::of(x9, x31) + RegSet::range(x18, x27), sp);
    __ addi(sp, sp, -112);
    __ sd(state, Address(sp, STATE_AT));
    __ mv(tmp0, state);
    __ mv(tmp1, buf);
    __ mv(tmp2, block_size);
    keccak_load_state(tmp0, lane, COLUMN4_AT);
    keccak_absorb(tmp1, tmp2, tmp0, lane, COLUMN4_AT);
    keccak_permute(lane, tmp0, tmp1, tmp2, COLUMN4_AT, PARITY_AT, RC_AT, RC_END_AT);
    __ ld(tmp0, Address(sp, STATE_AT));
    keccak_store_state(tmp0, lane, COLUMN4_AT);
    __ addi(sp, sp, 112);
    __ pop_reg(RegSet::of(x9, x31) + RegSet::range(x18, x27), sp);
    __ leave();
    __ ret();

    return start;
  }
