// ghash_processBlocks[zvkg]: made by stubforge 0.1.0 from kernels/ghash.py:ghash, for jdk25.
  // vpow = [H^N, ..., H^1] (lane 0 highest), vidx = 0,1,2,3 repeated (lane-0 broadcast indices), N =
  // VLEN*LMUL/128 with LMUL the size of the groups; vlmax = VLMAX at e32.
  void ghash_h_powers(VectorRegister vpow, VectorRegister vtmp, VectorRegister vidx, Register htbl,
                      Register vlmax, Register tmp) {
    assert_different_registers(htbl, vlmax, tmp);
    assert_different_registers(vpow, vtmp, vidx);

    Label L_powers, L_powers_done;

    __ vsetivli(x0, 2, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle64_v(vpow, htbl);
    __ vrev8_v(vpow, vpow);
    __ li(tmp, 4);  // e32 elements per lane
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vidx);
    __ vand_vi(vidx, vidx, 3);
    __ bgeu(tmp, vlmax, L_powers_done);  // one lane: P = [H]

  __ bind(L_powers);
    __ vrgather_vv(vtmp, vpow, vidx);  // H^k in every lane
    __ vgmul_vv(vtmp, vpow);  // lanes 0..k-1: H^2k .. H^(k+1)
    __ vslideup_vx(vtmp, vpow, tmp);  // lanes k..2k-1: H^k .. H^1
    __ vmv_v_v(vpow, vtmp);
    __ slli(tmp, tmp, 1);
    __ bltu(tmp, vlmax, L_powers);

  __ bind(L_powers_done);
  }

  // XOR acc's lanes (blocks of the hash, each already multiplied by its power of H) into one block
  // and store it as Java's state, two big-endian 64-bit halves.
  void ghash_fold_lanes(VectorRegister acc, VectorRegister red, VectorRegister zero, Register state,
                        Register t) {
    assert_different_registers(state, t);
    assert_different_registers(acc, red, zero);
    __ vsetvli(t, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(t, 85);
    __ vmv_v_x(v0, t);
    __ vsetvli(t, x0, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vmv_s_x(zero, zr);
    __ vredxor_vs(red, acc, zero, Assembler::v0_t);  // element 0: XOR of the low halves
    __ vredxor_vs(zero, acc, zero);  // element 0: XOR of everything
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vxor_vv(zero, zero, red);  // element 0: XOR of the high halves
    __ vslideup_vi(red, zero, 1);
    __ vrev8_v(red, red);
    __ vse64_v(red, state);
  }

  // needs assembler additions: vghsh_vv, vgmul_vv, vslideup_vx
  /**
   * Requires RVV, Zvkb and Zvkg.
   *
   * Arguments:
   *   c_rarg0 - state
   *   c_rarg1 - subkeyHtbl
   *   c_rarg2 - data
   *   c_rarg3 - blocks
   */
  address generate_ghash_processBlocks() {
    assert(UseGHASHIntrinsics, "ghash_processBlocks needs UseGHASHIntrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::ghash_processBlocks_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_ghash_loop, L_ghash_last;

    const Register state       = c_rarg0;
    const Register subkeyHtbl  = c_rarg1;
    const Register data        = c_rarg2;
    const Register blocks      = c_rarg3;
    const Register end         = c_rarg4;
    const Register step        = c_rarg5;
    const Register tmp         = t3;
    const Register head        = t4;
    const Register vlmax       = t5;
    const VectorRegister vy    = v1;
    const VectorRegister vred  = v2;
    const VectorRegister vzero = v3;
    const VectorRegister vacc  = v4;
    const VectorRegister vx    = v8;
    const VectorRegister vhn   = v12;
    const VectorRegister vpow  = v16;
    const VectorRegister vtmp  = v20;
    const VectorRegister vidx  = v24;

    BLOCK_COMMENT("Entry:");
    __ enter();
    BLOCK_COMMENT("The state, and the powers [H^N .. H^1] of H (N blocks per vghsh) {");
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vy, state);
    __ vrev8_v(vy, vy);
    ghash_h_powers(vpow, vtmp, vidx, subkeyHtbl, vlmax, tmp);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vrgather_vv(vhn, vpow, vidx);  // H^N in every lane
    BLOCK_COMMENT("} The state, and the powers [H^N .. H^1] of H (N blocks per vghsh)");
    BLOCK_COMMENT("The head group: the first ((blocks - 1) mod N) + 1 blocks in the top lanes, Y in the first {");
    __ slli(step, vlmax, 2);  // bytes per group
    __ slli(end, blocks, 4);
    __ add(end, end, data);
    __ srli(head, vlmax, 2);
    __ addi(head, head, -1);
    __ addi(blocks, blocks, -1);
    __ andr(head, head, blocks);
    __ addi(blocks, blocks, 1);
    __ addi(head, head, 1);
    __ slli(tmp, head, 2);
    __ vsetvli(x0, tmp, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle32_v(vacc, data);
    __ slli(tmp, head, 4);
    __ add(data, data, tmp);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::tu);  // tail undisturbed: the other blocks stay
    __ vxor_vv(vacc, vacc, vy);
    __ slli(tmp, head, 2);
    __ sub(tmp, vlmax, tmp);
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vx, 0);
    __ vslideup_vx(vx, vacc, tmp);
    BLOCK_COMMENT("} The head group: the first ((blocks - 1) mod N) + 1 blocks in the top lanes, Y in the first");
    BLOCK_COMMENT("N blocks per vghsh: lane i times H^N, the last group times H^(N-i) {");
    __ vsetvli(vlmax, x0, Assembler::e32, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vacc, 0);
    __ bgeu(data, end, L_ghash_last);

  __ bind(L_ghash_loop);
    __ vghsh_vv(vacc, vhn, vx);
    __ vle32_v(vx, data);
    __ add(data, data, step);
    __ bltu(data, end, L_ghash_loop);

  __ bind(L_ghash_last);
    __ vghsh_vv(vacc, vpow, vx);  // last group: lane i times H^(N-i)
    BLOCK_COMMENT("} N blocks per vghsh: lane i times H^N, the last group times H^(N-i)");
    ghash_fold_lanes(vacc, vred, vzero, state, tmp);
    __ leave();
    __ ret();

    return start;
  }
