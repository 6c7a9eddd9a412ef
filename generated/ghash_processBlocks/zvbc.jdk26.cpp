// ghash_processBlocks[zvbc]: made by stubforge 0.1.0 from kernels/ghash.py:ghash, for jdk26.
  // (a0, a1) = (a0, a1) * (b0, b1) in GF(2^128) per lane, bx = b0 ^ b1 (each a register group
  // holding one 64-bit half of every lane's block, polynomial basis); tmp1..tmp4 are clobbered and
  // rpoly holds 0x87. Karatsuba: three carry-less products of the halves (the middle one from a0^a1
  // and bx) give the 256-bit product w3:w2:w1:w0, whose upper half folds back by x^128 = 0x87 in two
  // steps. Under e64.
  // Helper shared by the stub generators: ghash_gf_mul
  void ghash_gf_mul(VectorRegister a0, VectorRegister a1, VectorRegister b0, VectorRegister b1,
                    VectorRegister bx, VectorRegister tmp1, VectorRegister tmp2, VectorRegister tmp3,
                    VectorRegister tmp4, Register rpoly) {
    assert_different_registers(a0, a1, b0, b1, bx, tmp1, tmp2, tmp3, tmp4);
    __ vxor_vv(tmp1, a0, a1);
    __ vclmul_vv(tmp2, tmp1, bx);  // middle, low half
    __ vclmulh_vv(tmp1, tmp1, bx);  // middle, high half
    __ vclmul_vv(tmp3, a0, b0);  // w0 = (a0 b0) low
    __ vclmulh_vv(a0, a0, b0);
    __ vclmul_vv(tmp4, a1, b1);
    __ vclmulh_vv(a1, a1, b1);  // w3 = (a1 b1) high
    __ vxor_vv(tmp2, tmp2, tmp3);
    __ vxor_vv(tmp2, tmp2, tmp4);  // middle ^ a0b0 ^ a1b1, low
    __ vxor_vv(tmp1, tmp1, a0);
    __ vxor_vv(tmp1, tmp1, a1);  // ... high
    __ vxor_vv(a0, a0, tmp2);  // w1
    __ vxor_vv(tmp4, tmp4, tmp1);  // w2
    // w2 x^128 = w2 * 0x87; w3 x^192 = w3 * 0x87 x^64, whose carry past x^128 folds once more.
    __ vclmul_vx(tmp1, tmp4, rpoly);
    __ vxor_vv(tmp3, tmp3, tmp1);
    __ vclmulh_vx(tmp1, tmp4, rpoly);
    __ vxor_vv(a0, a0, tmp1);
    __ vclmul_vx(tmp1, a1, rpoly);
    __ vxor_vv(a0, a0, tmp1);
    __ vclmulh_vx(tmp1, a1, rpoly);
    __ vclmul_vx(tmp1, tmp1, rpoly);
    __ vxor_vv(tmp3, tmp3, tmp1);
    __ vmv_v_v(a1, a0);
    __ vmv_v_v(a0, tmp3);
  }

  // state = GHASH over blocks (>= 1) blocks at data, H from htbl: Karatsuba on N lanes of 64-bit
  // halves, the lanes XORed together at the end. blocks and data are clobbered.
  // Helper shared by the stub generators: ghash_clmul_blocks
  void ghash_clmul_blocks(Register state, Register htbl, Register data, Register blocks,
                          Register vlmax, Register head, Register end, Register step, Register tmp,
                          Register y0, Register y1, Register rpoly, Register stride) {
    assert_different_registers(state, htbl, data, blocks, vlmax, head, end, step, tmp, y0, y1, rpoly,
                               stride);

    Label L_ghash_last, L_ghash_loop, L_powers, L_powers_done;

    const Register data_hi     = blocks;
    const VectorRegister vs1   = v1;
    const VectorRegister vhn1  = v10;
    const VectorRegister vhnx  = v12;
    const VectorRegister vpow0 = v14;
    const VectorRegister vpow1 = v16;
    const VectorRegister vpowx = v18;
    const VectorRegister vs2   = v2;
    const VectorRegister vt1   = v20;
    const VectorRegister vt2   = v22;
    const VectorRegister vt3   = v24;
    const VectorRegister vt4   = v26;
    const VectorRegister vzero = v3;
    const VectorRegister vacc0 = v4;
    const VectorRegister vacc1 = v6;
    const VectorRegister vhn0  = v8;

    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vs1, htbl);
    __ vbrev_v(vs1, vs1);
    __ vmv_x_s(y0, vs1);
    __ vslidedown_vi(vs2, vs1, 1);
    __ vmv_x_s(y1, vs2);
    __ li(rpoly, 135);
    __ li(stride, 16);
    __ vsetvli(vlmax, x0, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vmv_v_x(vpow0, y0);  // H in every lane
    __ vmv_v_x(vpow1, y1);
    __ li(tmp, 1);
    __ bgeu(tmp, vlmax, L_powers_done);

  __ bind(L_powers);  // p lanes 0..t-1 = H^t .. H^1
    __ vrgather_vx(vacc0, vpow0, zr);
    __ vrgather_vx(vacc1, vpow1, zr);
    __ vxor_vv(vpowx, vpow0, vpow1);
    ghash_gf_mul(vacc0, vacc1, vpow0, vpow1, vpowx, vt1, vt2, vt3, vt4, rpoly);
    __ vslideup_vx(vacc0, vpow0, tmp);
    __ vslideup_vx(vacc1, vpow1, tmp);
    __ vmv_v_v(vpow0, vacc0);
    __ vmv_v_v(vpow1, vacc1);
    __ slli(tmp, tmp, 1);
    __ bltu(tmp, vlmax, L_powers);

  __ bind(L_powers_done);
    __ vxor_vv(vpowx, vpow0, vpow1);
    __ vrgather_vx(vhn0, vpow0, zr);
    __ vrgather_vx(vhn1, vpow1, zr);
    __ vxor_vv(vhnx, vhn0, vhn1);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle64_v(vs1, state);
    __ vbrev_v(vs1, vs1);
    __ vmv_x_s(y0, vs1);
    __ vslidedown_vi(vs2, vs1, 1);
    __ vmv_x_s(y1, vs2);
    __ slli(step, vlmax, 4);
    __ slli(end, blocks, 4);
    __ add(end, end, data);
    __ addi(head, vlmax, -1);  // head: ((blocks - 1) mod N) + 1 blocks
    __ addi(tmp, blocks, -1);
    __ andr(head, head, tmp);
    __ addi(head, head, 1);
    __ addi(data_hi, data, 8);
    __ vsetvli(x0, head, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vlse64_v(vt1, data, stride);
    __ vlse64_v(vt2, data_hi, stride);
    __ vbrev8_v(vt1, vt1);
    __ vbrev8_v(vt2, vt2);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::tu);
    __ vxor_vx(vt1, vt1, y0);
    __ vxor_vx(vt2, vt2, y1);
    __ slli(tmp, head, 4);
    __ add(data, data, tmp);
    __ add(data_hi, data_hi, tmp);
    __ sub(tmp, vlmax, head);
    __ vsetvli(vlmax, x0, Assembler::e64, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vacc0, 0);
    __ vmv_v_i(vacc1, 0);
    __ vslideup_vx(vacc0, vt1, tmp);
    __ vslideup_vx(vacc1, vt2, tmp);
    __ bgeu(data, end, L_ghash_last);

  __ bind(L_ghash_loop);
    ghash_gf_mul(vacc0, vacc1, vhn0, vhn1, vhnx, vt1, vt2, vt3, vt4, rpoly);
    __ vlse64_v(vt1, data, stride);
    __ vlse64_v(vt2, data_hi, stride);
    __ vbrev8_v(vt1, vt1);
    __ vbrev8_v(vt2, vt2);
    __ vxor_vv(vacc0, vacc0, vt1);
    __ vxor_vv(vacc1, vacc1, vt2);
    __ add(data, data, step);
    __ add(data_hi, data_hi, step);
    __ bltu(data, end, L_ghash_loop);

  __ bind(L_ghash_last);
    ghash_gf_mul(vacc0, vacc1, vpow0, vpow1, vpowx, vt1, vt2, vt3, vt4, rpoly);
    __ vmv_s_x(vzero, zr);
    __ vredxor_vs(vs1, vacc0, vzero);
    __ vredxor_vs(vs2, vacc1, vzero);
    __ vsetivli(x0, 2, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vslideup_vi(vs1, vs2, 1);
    __ vbrev_v(vs1, vs1);
    __ vse64_v(vs1, state);
  }

  /**
   * ghash_processBlocks [zvbc]: clmul_lmul=2
   * RISC-V extensions: v, zvbb, zvbc, zvkb
   * Blob space: 708 bytes (code and entry alignment)
   *
   * Arguments:
   *   c_rarg0 - state
   *   c_rarg1 - subkeyHtbl
   *   c_rarg2 - data
   *   c_rarg3 - blocks
   */
  // needs assembler additions: vclmul_vx, vclmulh_vx, vrgather_vx, vslideup_vx
  address generate_ghash_processBlocks() {
    assert(UseGHASHIntrinsics, "ghash_processBlocks needs UseGHASHIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_ghash_processBlocks_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    const Register state      = c_rarg0;
    const Register subkeyHtbl = c_rarg1;
    const Register data       = c_rarg2;
    const Register blocks     = c_rarg3;
    const Register rpoly      = x9;
    const Register end        = c_rarg4;
    const Register step       = c_rarg5;
    const Register y0         = c_rarg6;
    const Register y1         = c_rarg7;
    const Register stride     = x18;
    const Register tmp        = t3;
    const Register head       = t4;
    const Register vlmax      = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ push_reg(RegSet::of(x9, x18), sp);  // nine values live across the loops
    ghash_clmul_blocks(state, subkeyHtbl, data, blocks, vlmax, head, end, step, tmp, y0, y1, rpoly,
                       stride);
    __ pop_reg(RegSet::of(x9, x18), sp);
    __ leave();
    __ ret();

    return start;
  }
