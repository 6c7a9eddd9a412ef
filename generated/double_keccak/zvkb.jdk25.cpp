// double_keccak[zvkb]: made by stubforge 0.1.0 from kernels/keccak_rvv.py:double_keccak, for jdk25.
// Keccak-f[1600]'s round constants, FIPS 202 3.2.5; used by double_keccak; a constant table of the generated stubs.
alignas(64) static const uint64_t _sha3_round_consts[24] = {
  0x0000000000000001UL, 0x0000000000008082UL, 0x800000000000808aUL, 0x8000000080008000UL, 0x000000000000808bUL, 0x0000000080000001UL, 0x8000000080008081UL, 0x8000000000008009UL,
  0x000000000000008aUL, 0x0000000000000088UL, 0x0000000080008009UL, 0x000000008000000aUL, 0x000000008000808bUL, 0x800000000000008bUL, 0x8000000000008089UL, 0x8000000000008003UL,
  0x8000000000008002UL, 0x8000000000000080UL, 0x000000000000800aUL, 0x800000008000000aUL, 0x8000000080008081UL, 0x8000000000008080UL, 0x0000000080000001UL, 0x8000000080008008UL
};

  /**
   * double_keccak [zvkb]
   * RISC-V extensions: v, zvkb
   * Blob space: 1060 bytes (code and entry alignment)
   *
   * Two Keccak-f[1600] permutations, one per e64 element; returns 0.
   *
   * Arguments:
   *   c_rarg0 - state0
   *   c_rarg1 - state1
   * Output:
   *   c_rarg0 - int
   */
  address generate_double_keccak() {
    assert(UseSHA3Intrinsics, "double_keccak needs UseSHA3Intrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::double_keccak_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_keccak_round;

    const Register state0   = c_rarg0;
    const Register state1   = c_rarg1;
    const Register rc_end   = c_rarg2;
    const Register stride   = t3;
    const Register lanes_at = t4;
    const Register rc       = t5;
    const VectorRegister vd = v31;
    const VectorRegister vlane[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25 };
    const VectorRegister vc[] = { v26, v27, v28, v29, v30 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ sub(stride, state1, state0);
    BLOCK_COMMENT("Load lane j of state0 and state1 into vlane[j] {");
    __ mv(lanes_at, state0);
    __ vlse64_v(vlane[0], lanes_at, stride);
    for (int j = 1; j < 25; j++) {
      __ addi(lanes_at, lanes_at, 8);
      __ vlse64_v(vlane[j], lanes_at, stride);
    }
    BLOCK_COMMENT("} Load lane j of state0 and state1 into vlane[j]");
    __ la(rc, ExternalAddress((address)_sha3_round_consts));
    __ addi(rc_end, rc, 192);

  __ bind(L_keccak_round);
    BLOCK_COMMENT("theta {");
    for (int x = 0; x < 5; x++) {
      __ vxor_vv(vc[x], vlane[x], vlane[x + 5]);
      for (int y = 2; y < 5; y++) {
        __ vxor_vv(vc[x], vc[x], vlane[x + 5 * y]);
      }
    }
    for (int x = 0; x < 5; x++) {
      __ vror_vi(vd, vc[(x + 1) % 5], 63);
      __ vxor_vv(vd, vd, vc[(x + 4) % 5]);
      for (int y = 0; y < 5; y++) {
        __ vxor_vv(vlane[x + 5 * y], vlane[x + 5 * y], vd);
      }
    }
    BLOCK_COMMENT("} theta");
    BLOCK_COMMENT("rho and pi {");
    // Along pi's cycle from index 1: vlane[p] takes rot(vlane[src(p)], rho), vlane[1]'s value
    // waits in vd. One instruction (three without Zvkb) per lane, written out: every step has
    // its own destination, source and rotation (pi's cycle and rho's offsets follow no
    // arithmetic rule a loop index could express), as AArch64's keccak_round writes its xar's.
    __ vmv_v_v(vd, vlane[1]);
    __ vror_vi(vlane[1], vlane[6], 20);
    __ vror_vi(vlane[6], vlane[9], 44);
    __ vror_vi(vlane[9], vlane[22], 3);
    __ vror_vi(vlane[22], vlane[14], 25);
    __ vror_vi(vlane[14], vlane[20], 46);
    __ vror_vi(vlane[20], vlane[2], 2);
    __ vror_vi(vlane[2], vlane[12], 21);
    __ vror_vi(vlane[12], vlane[13], 39);
    __ vror_vi(vlane[13], vlane[19], 56);
    __ vror_vi(vlane[19], vlane[23], 8);
    __ vror_vi(vlane[23], vlane[15], 23);
    __ vror_vi(vlane[15], vlane[4], 37);
    __ vror_vi(vlane[4], vlane[24], 50);
    __ vror_vi(vlane[24], vlane[21], 62);
    __ vror_vi(vlane[21], vlane[8], 9);
    __ vror_vi(vlane[8], vlane[16], 19);
    __ vror_vi(vlane[16], vlane[5], 28);
    __ vror_vi(vlane[5], vlane[3], 36);
    __ vror_vi(vlane[3], vlane[18], 43);
    __ vror_vi(vlane[18], vlane[17], 49);
    __ vror_vi(vlane[17], vlane[11], 54);
    __ vror_vi(vlane[11], vlane[7], 58);
    __ vror_vi(vlane[7], vlane[10], 61);
    __ vror_vi(vlane[10], vd, 63);
    BLOCK_COMMENT("} rho and pi");
    BLOCK_COMMENT("chi {");
    for (int y = 0; y < 5; y++) {
      __ vandn_vv(vc[0], vlane[5 * y], vlane[5 * y + 4]);
      __ vandn_vv(vc[1], vlane[5 * y + 1], vlane[5 * y]);
      for (int x = 0; x < 3; x++) {
        __ vandn_vv(vc[2], vlane[5 * y + x + 2], vlane[5 * y + x + 1]);
        __ vxor_vv(vlane[5 * y + x], vlane[5 * y + x], vc[2]);
      }
      __ vxor_vv(vlane[5 * y + 3], vlane[5 * y + 3], vc[0]);
      __ vxor_vv(vlane[5 * y + 4], vlane[5 * y + 4], vc[1]);
    }
    BLOCK_COMMENT("} chi");
    // iota
    __ ld(t0, Address(rc));
    __ vxor_vx(vlane[0], vlane[0], t0);
    __ addi(rc, rc, 8);
    __ bne(rc, rc_end, L_keccak_round);
    BLOCK_COMMENT("Store vlane[j] back to lane j of state0 and state1 {");
    __ mv(lanes_at, state0);
    __ vsse64_v(vlane[0], lanes_at, stride);
    for (int j = 1; j < 25; j++) {
      __ addi(lanes_at, lanes_at, 8);
      __ vsse64_v(vlane[j], lanes_at, stride);
    }
    BLOCK_COMMENT("} Store vlane[j] back to lane j of state0 and state1");
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
