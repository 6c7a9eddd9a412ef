// double_keccak[v]: made by stubforge 0.1.0 from kernels/keccak_rvv.py:double_keccak, for jdk27.
// Keccak-f[1600]'s round constants, FIPS 202 3.2.5; used by double_keccak; a constant table of the generated stubs.
alignas(64) static const uint64_t _sha3_round_consts[24] = {
  0x0000000000000001UL, 0x0000000000008082UL, 0x800000000000808aUL, 0x8000000080008000UL, 0x000000000000808bUL, 0x0000000080000001UL, 0x8000000080008081UL, 0x8000000000008009UL,
  0x000000000000008aUL, 0x0000000000000088UL, 0x0000000080008009UL, 0x000000008000000aUL, 0x000000008000808bUL, 0x800000000000008bUL, 0x8000000000008089UL, 0x8000000000008003UL,
  0x8000000000008002UL, 0x8000000000000080UL, 0x000000000000800aUL, 0x800000008000000aUL, 0x8000000080008081UL, 0x8000000000008080UL, 0x0000000080000001UL, 0x8000000080008008UL
};

  /**
   * double_keccak [v]
   * RISC-V extensions: v
   * Blob space: 1544 bytes (code and entry alignment)
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
    StubId stub_id = StubId::stubgen_double_keccak_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_keccak_round;

    const Register state0   = c_rarg0;
    const Register state1   = c_rarg1;
    const Register shift56  = x9;
    const Register rc_end   = c_rarg2;
    const Register two      = c_rarg3;
    const Register shift63  = c_rarg4;
    const Register shift62  = c_rarg5;
    const Register shift61  = c_rarg6;
    const Register shift58  = c_rarg7;
    const Register shift55  = x18;
    const Register shift54  = x19;
    const Register shift50  = x20;
    const Register shift49  = x21;
    const Register shift46  = x22;
    const Register shift45  = x23;
    const Register shift44  = x24;
    const Register shift43  = x25;
    const Register shift41  = x26;
    const Register shift39  = x27;
    const Register stride   = t3;
    const Register lanes_at = t4;
    const Register rc       = t5;
    const VectorRegister vd = v31;
    const VectorRegister vlane[] = { v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25 };
    const VectorRegister vc[] = { v26, v27, v28, v29, v30 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ li(shift63, 63);
    __ li(shift62, 62);
    __ li(shift61, 61);
    __ li(shift58, 58);
    __ li(shift56, 56);
    __ li(shift55, 55);
    __ li(shift54, 54);
    __ li(shift50, 50);
    __ li(shift49, 49);
    __ li(shift46, 46);
    __ li(shift45, 45);
    __ li(shift44, 44);
    __ li(shift43, 43);
    __ li(shift41, 41);
    __ li(shift39, 39);
    __ li(two, 2);
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
      __ vsrl_vx(vd, vc[(x + 1) % 5], shift63);
      __ vmacc_vx(vd, two, vc[(x + 1) % 5]);  // (C >> 63) + 2C: rot(C, 1)
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
    __ vsll_vx(vlane[1], vlane[6], shift44);
    __ vsrl_vi(vlane[6], vlane[6], 20);
    __ vor_vv(vlane[1], vlane[1], vlane[6]);
    __ vsll_vi(vlane[6], vlane[9], 20);
    __ vsrl_vx(vlane[9], vlane[9], shift44);
    __ vor_vv(vlane[6], vlane[6], vlane[9]);
    __ vsll_vx(vlane[9], vlane[22], shift61);
    __ vsrl_vi(vlane[22], vlane[22], 3);
    __ vor_vv(vlane[9], vlane[9], vlane[22]);
    __ vsll_vx(vlane[22], vlane[14], shift39);
    __ vsrl_vi(vlane[14], vlane[14], 25);
    __ vor_vv(vlane[22], vlane[22], vlane[14]);
    __ vsll_vi(vlane[14], vlane[20], 18);
    __ vsrl_vx(vlane[20], vlane[20], shift46);
    __ vor_vv(vlane[14], vlane[14], vlane[20]);
    __ vsll_vx(vlane[20], vlane[2], shift62);
    __ vsrl_vi(vlane[2], vlane[2], 2);
    __ vor_vv(vlane[20], vlane[20], vlane[2]);
    __ vsll_vx(vlane[2], vlane[12], shift43);
    __ vsrl_vi(vlane[12], vlane[12], 21);
    __ vor_vv(vlane[2], vlane[2], vlane[12]);
    __ vsll_vi(vlane[12], vlane[13], 25);
    __ vsrl_vx(vlane[13], vlane[13], shift39);
    __ vor_vv(vlane[12], vlane[12], vlane[13]);
    __ vsll_vi(vlane[13], vlane[19], 8);
    __ vsrl_vx(vlane[19], vlane[19], shift56);
    __ vor_vv(vlane[13], vlane[13], vlane[19]);
    __ vsll_vx(vlane[19], vlane[23], shift56);
    __ vsrl_vi(vlane[23], vlane[23], 8);
    __ vor_vv(vlane[19], vlane[19], vlane[23]);
    __ vsll_vx(vlane[23], vlane[15], shift41);
    __ vsrl_vi(vlane[15], vlane[15], 23);
    __ vor_vv(vlane[23], vlane[23], vlane[15]);
    __ vsll_vi(vlane[15], vlane[4], 27);
    __ li(t0, 37);
    __ vsrl_vx(vlane[4], vlane[4], t0);
    __ vor_vv(vlane[15], vlane[15], vlane[4]);
    __ vsll_vi(vlane[4], vlane[24], 14);
    __ vsrl_vx(vlane[24], vlane[24], shift50);
    __ vor_vv(vlane[4], vlane[4], vlane[24]);
    __ vsll_vi(vlane[24], vlane[21], 2);
    __ vsrl_vx(vlane[21], vlane[21], shift62);
    __ vor_vv(vlane[24], vlane[24], vlane[21]);
    __ vsll_vx(vlane[21], vlane[8], shift55);
    __ vsrl_vi(vlane[8], vlane[8], 9);
    __ vor_vv(vlane[21], vlane[21], vlane[8]);
    __ vsll_vx(vlane[8], vlane[16], shift45);
    __ vsrl_vi(vlane[16], vlane[16], 19);
    __ vor_vv(vlane[8], vlane[8], vlane[16]);
    __ li(t0, 36);
    __ vsll_vx(vlane[16], vlane[5], t0);
    __ vsrl_vi(vlane[5], vlane[5], 28);
    __ vor_vv(vlane[16], vlane[16], vlane[5]);
    __ vsll_vi(vlane[5], vlane[3], 28);
    __ li(t0, 36);
    __ vsrl_vx(vlane[3], vlane[3], t0);
    __ vor_vv(vlane[5], vlane[5], vlane[3]);
    __ vsll_vi(vlane[3], vlane[18], 21);
    __ vsrl_vx(vlane[18], vlane[18], shift43);
    __ vor_vv(vlane[3], vlane[3], vlane[18]);
    __ vsll_vi(vlane[18], vlane[17], 15);
    __ vsrl_vx(vlane[17], vlane[17], shift49);
    __ vor_vv(vlane[18], vlane[18], vlane[17]);
    __ vsll_vi(vlane[17], vlane[11], 10);
    __ vsrl_vx(vlane[11], vlane[11], shift54);
    __ vor_vv(vlane[17], vlane[17], vlane[11]);
    __ vsll_vi(vlane[11], vlane[7], 6);
    __ vsrl_vx(vlane[7], vlane[7], shift58);
    __ vor_vv(vlane[11], vlane[11], vlane[7]);
    __ vsll_vi(vlane[7], vlane[10], 3);
    __ vsrl_vx(vlane[10], vlane[10], shift61);
    __ vor_vv(vlane[7], vlane[7], vlane[10]);
    __ vsll_vi(vlane[10], vd, 1);
    __ vsrl_vx(vd, vd, shift63);
    __ vor_vv(vlane[10], vlane[10], vd);
    BLOCK_COMMENT("} rho and pi");
    BLOCK_COMMENT("chi {");
    for (int y = 0; y < 5; y++) {
      __ vxor_vi(vc[0], vlane[5 * y + 4], -1);
      __ vand_vv(vc[0], vc[0], vlane[5 * y]);
      __ vxor_vi(vc[1], vlane[5 * y], -1);
      __ vand_vv(vc[1], vc[1], vlane[5 * y + 1]);
      for (int x = 0; x < 3; x++) {
        __ vxor_vi(vc[2], vlane[5 * y + x + 1], -1);
        __ vand_vv(vc[2], vc[2], vlane[5 * y + x + 2]);
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
    __ pop_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    return start;
  }
