// double_keccak[zvkb]: made by stubforge 0.1.0 from kernels/keccak_rvv.py:double_keccak, for mainline.
// Keccak-f[1600]'s round constants, FIPS 202 3.2.5.
// Used by double_keccak.
alignas(64) static const uint64_t _sha3_round_consts[24] = {
  0x0000000000000001UL, 0x0000000000008082UL, 0x800000000000808aUL, 0x8000000080008000UL, 0x000000000000808bUL, 0x0000000080000001UL, 0x8000000080008081UL, 0x8000000000008009UL,
  0x000000000000008aUL, 0x0000000000000088UL, 0x0000000080008009UL, 0x000000008000000aUL, 0x000000008000808bUL, 0x800000000000008bUL, 0x8000000000008089UL, 0x8000000000008003UL,
  0x8000000000008002UL, 0x8000000000000080UL, 0x000000000000800aUL, 0x800000008000000aUL, 0x8000000080008081UL, 0x8000000000008080UL, 0x0000000080000001UL, 0x8000000080008008UL
};

  /**
   * Two Keccak-f[1600] permutations, one per e64 element; returns 0.
   *
   * Requires RVV and Zvkb.
   *
   * Arguments:
   *   c_rarg0 - state0
   *   c_rarg1 - state1
   * Output:
   *   c_rarg0 - int
   */
  address generate_double_keccak() {
    assert(UseSHA3Intrinsics, "double_keccak needs UseSHA3Intrinsics");

    StubId stub_id = StubId::stubgen_double_keccak_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    Label L_keccak_round;

    const Register state0        = c_rarg0;
    const Register state1        = c_rarg1;
    const Register rc_end        = c_rarg2;
    const Register stride        = t3;
    const Register lanes_at      = t4;
    const Register rc            = t5;
    const VectorRegister vlane0  = v1;
    const VectorRegister vlane1  = v2;
    const VectorRegister vlane2  = v3;
    const VectorRegister vlane3  = v4;
    const VectorRegister vlane4  = v5;
    const VectorRegister vlane5  = v6;
    const VectorRegister vlane6  = v7;
    const VectorRegister vlane7  = v8;
    const VectorRegister vlane8  = v9;
    const VectorRegister vlane9  = v10;
    const VectorRegister vlane10 = v11;
    const VectorRegister vlane11 = v12;
    const VectorRegister vlane12 = v13;
    const VectorRegister vlane13 = v14;
    const VectorRegister vlane14 = v15;
    const VectorRegister vlane15 = v16;
    const VectorRegister vlane16 = v17;
    const VectorRegister vlane17 = v18;
    const VectorRegister vlane18 = v19;
    const VectorRegister vlane19 = v20;
    const VectorRegister vlane20 = v21;
    const VectorRegister vlane21 = v22;
    const VectorRegister vlane22 = v23;
    const VectorRegister vlane23 = v24;
    const VectorRegister vlane24 = v25;
    const VectorRegister vc0     = v26;
    const VectorRegister vc1     = v27;
    const VectorRegister vc2     = v28;
    const VectorRegister vc3     = v29;
    const VectorRegister vc4     = v30;
    const VectorRegister vd      = v31;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ sub(stride, state1, state0);
    __ mv(lanes_at, state0);
    __ vlse64_v(vlane0, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane1, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane2, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane3, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane4, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane5, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane6, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane7, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane8, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane9, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane10, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane11, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane12, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane13, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane14, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane15, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane16, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane17, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane18, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane19, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane20, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane21, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane22, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane23, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vlse64_v(vlane24, lanes_at, stride);
    __ la(rc, ExternalAddress((address)_sha3_round_consts));
    __ addi(rc_end, rc, 192);

  __ bind(L_keccak_round);
    __ vxor_vv(vc0, vlane0, vlane5);
    __ vxor_vv(vc0, vc0, vlane10);
    __ vxor_vv(vc0, vc0, vlane15);
    __ vxor_vv(vc0, vc0, vlane20);
    __ vxor_vv(vc1, vlane1, vlane6);
    __ vxor_vv(vc1, vc1, vlane11);
    __ vxor_vv(vc1, vc1, vlane16);
    __ vxor_vv(vc1, vc1, vlane21);
    __ vxor_vv(vc2, vlane2, vlane7);
    __ vxor_vv(vc2, vc2, vlane12);
    __ vxor_vv(vc2, vc2, vlane17);
    __ vxor_vv(vc2, vc2, vlane22);
    __ vxor_vv(vc3, vlane3, vlane8);
    __ vxor_vv(vc3, vc3, vlane13);
    __ vxor_vv(vc3, vc3, vlane18);
    __ vxor_vv(vc3, vc3, vlane23);
    __ vxor_vv(vc4, vlane4, vlane9);
    __ vxor_vv(vc4, vc4, vlane14);
    __ vxor_vv(vc4, vc4, vlane19);
    __ vxor_vv(vc4, vc4, vlane24);
    __ vror_vi(vd, vc1, 63);
    __ vxor_vv(vd, vd, vc4);
    __ vxor_vv(vlane0, vlane0, vd);
    __ vxor_vv(vlane5, vlane5, vd);
    __ vxor_vv(vlane10, vlane10, vd);
    __ vxor_vv(vlane15, vlane15, vd);
    __ vxor_vv(vlane20, vlane20, vd);
    __ vror_vi(vd, vc2, 63);
    __ vxor_vv(vd, vd, vc0);
    __ vxor_vv(vlane1, vlane1, vd);
    __ vxor_vv(vlane6, vlane6, vd);
    __ vxor_vv(vlane11, vlane11, vd);
    __ vxor_vv(vlane16, vlane16, vd);
    __ vxor_vv(vlane21, vlane21, vd);
    __ vror_vi(vd, vc3, 63);
    __ vxor_vv(vd, vd, vc1);
    __ vxor_vv(vlane2, vlane2, vd);
    __ vxor_vv(vlane7, vlane7, vd);
    __ vxor_vv(vlane12, vlane12, vd);
    __ vxor_vv(vlane17, vlane17, vd);
    __ vxor_vv(vlane22, vlane22, vd);
    __ vror_vi(vd, vc4, 63);
    __ vxor_vv(vd, vd, vc2);
    __ vxor_vv(vlane3, vlane3, vd);
    __ vxor_vv(vlane8, vlane8, vd);
    __ vxor_vv(vlane13, vlane13, vd);
    __ vxor_vv(vlane18, vlane18, vd);
    __ vxor_vv(vlane23, vlane23, vd);
    __ vror_vi(vd, vc0, 63);
    __ vxor_vv(vd, vd, vc3);
    __ vxor_vv(vlane4, vlane4, vd);
    __ vxor_vv(vlane9, vlane9, vd);
    __ vxor_vv(vlane14, vlane14, vd);
    __ vxor_vv(vlane19, vlane19, vd);
    __ vxor_vv(vlane24, vlane24, vd);
    // rho and pi along pi's cycle from index 1: L[p] takes rot(L[src(p)]), L[1]'s value waits in T
    __ vmv_v_v(vd, vlane1);
    __ vror_vi(vlane1, vlane6, 20);
    __ vror_vi(vlane6, vlane9, 44);
    __ vror_vi(vlane9, vlane22, 3);
    __ vror_vi(vlane22, vlane14, 25);
    __ vror_vi(vlane14, vlane20, 46);
    __ vror_vi(vlane20, vlane2, 2);
    __ vror_vi(vlane2, vlane12, 21);
    __ vror_vi(vlane12, vlane13, 39);
    __ vror_vi(vlane13, vlane19, 56);
    __ vror_vi(vlane19, vlane23, 8);
    __ vror_vi(vlane23, vlane15, 23);
    __ vror_vi(vlane15, vlane4, 37);
    __ vror_vi(vlane4, vlane24, 50);
    __ vror_vi(vlane24, vlane21, 62);
    __ vror_vi(vlane21, vlane8, 9);
    __ vror_vi(vlane8, vlane16, 19);
    __ vror_vi(vlane16, vlane5, 28);
    __ vror_vi(vlane5, vlane3, 36);
    __ vror_vi(vlane3, vlane18, 43);
    __ vror_vi(vlane18, vlane17, 49);
    __ vror_vi(vlane17, vlane11, 54);
    __ vror_vi(vlane11, vlane7, 58);
    __ vror_vi(vlane7, vlane10, 61);
    __ vror_vi(vlane10, vd, 63);
    __ vandn_vv(vc0, vlane0, vlane4);
    __ vandn_vv(vc1, vlane1, vlane0);
    __ vandn_vv(vc2, vlane2, vlane1);
    __ vxor_vv(vlane0, vlane0, vc2);
    __ vandn_vv(vc2, vlane3, vlane2);
    __ vxor_vv(vlane1, vlane1, vc2);
    __ vandn_vv(vc2, vlane4, vlane3);
    __ vxor_vv(vlane2, vlane2, vc2);
    __ vxor_vv(vlane3, vlane3, vc0);
    __ vxor_vv(vlane4, vlane4, vc1);
    __ vandn_vv(vc0, vlane5, vlane9);
    __ vandn_vv(vc1, vlane6, vlane5);
    __ vandn_vv(vc2, vlane7, vlane6);
    __ vxor_vv(vlane5, vlane5, vc2);
    __ vandn_vv(vc2, vlane8, vlane7);
    __ vxor_vv(vlane6, vlane6, vc2);
    __ vandn_vv(vc2, vlane9, vlane8);
    __ vxor_vv(vlane7, vlane7, vc2);
    __ vxor_vv(vlane8, vlane8, vc0);
    __ vxor_vv(vlane9, vlane9, vc1);
    __ vandn_vv(vc0, vlane10, vlane14);
    __ vandn_vv(vc1, vlane11, vlane10);
    __ vandn_vv(vc2, vlane12, vlane11);
    __ vxor_vv(vlane10, vlane10, vc2);
    __ vandn_vv(vc2, vlane13, vlane12);
    __ vxor_vv(vlane11, vlane11, vc2);
    __ vandn_vv(vc2, vlane14, vlane13);
    __ vxor_vv(vlane12, vlane12, vc2);
    __ vxor_vv(vlane13, vlane13, vc0);
    __ vxor_vv(vlane14, vlane14, vc1);
    __ vandn_vv(vc0, vlane15, vlane19);
    __ vandn_vv(vc1, vlane16, vlane15);
    __ vandn_vv(vc2, vlane17, vlane16);
    __ vxor_vv(vlane15, vlane15, vc2);
    __ vandn_vv(vc2, vlane18, vlane17);
    __ vxor_vv(vlane16, vlane16, vc2);
    __ vandn_vv(vc2, vlane19, vlane18);
    __ vxor_vv(vlane17, vlane17, vc2);
    __ vxor_vv(vlane18, vlane18, vc0);
    __ vxor_vv(vlane19, vlane19, vc1);
    __ vandn_vv(vc0, vlane20, vlane24);
    __ vandn_vv(vc1, vlane21, vlane20);
    __ vandn_vv(vc2, vlane22, vlane21);
    __ vxor_vv(vlane20, vlane20, vc2);
    __ vandn_vv(vc2, vlane23, vlane22);
    __ vxor_vv(vlane21, vlane21, vc2);
    __ vandn_vv(vc2, vlane24, vlane23);
    __ vxor_vv(vlane22, vlane22, vc2);
    __ vxor_vv(vlane23, vlane23, vc0);
    __ vxor_vv(vlane24, vlane24, vc1);
    // iota
    __ ld(t0, Address(rc));
    __ vxor_vx(vlane0, vlane0, t0);
    __ addi(rc, rc, 8);
    __ bne(rc, rc_end, L_keccak_round);
    __ mv(lanes_at, state0);
    __ vsse64_v(vlane0, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane1, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane2, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane3, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane4, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane5, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane6, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane7, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane8, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane9, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane10, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane11, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane12, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane13, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane14, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane15, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane16, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane17, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane18, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane19, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane20, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane21, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane22, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane23, lanes_at, stride);
    __ addi(lanes_at, lanes_at, 8);
    __ vsse64_v(vlane24, lanes_at, stride);
    __ li(c_rarg0, 0);
    __ leave();
    __ ret();

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
