// poly1305_processBlocks[rvv]: made by stubforge 0.1.0 from kernels/poly1305.py:poly1305, for jdk27.
  // h = (h + carry5 + m + 2^128) * r for the 16 bytes at input+offset, partially reduced: carry5 is
  // left holding the 5 * (h2 >> 2) still to add. The new h0 lands in pc, the new h1 in pa.
  void poly1305_block(Register input, int offset, Register h0, Register h1, Register h2, Register r0,
                      Register r1, Register s1, Register carry5, Register pa, Register pb,
                      Register pc, Register pd, Register pe) {
    assert_different_registers(input, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe);
    // h += c + m + 2^128: the carry out of h0 (0..2) and out of h1 (0..2) go to h2.
    __ ld(pd, Address(input, offset));
    __ ld(pe, Address(input, offset + 8));
    __ cad(h0, h0, pd, pd);
    __ cad(h0, h0, carry5, carry5);
    __ add(pd, pd, carry5);
    __ cad(h1, h1, pe, pe);
    __ cad(h1, h1, pd, pd);
    __ add(h2, h2, pe);
    __ add(h2, h2, pd);
    __ addi(h2, h2, 1);
    // d1 = h0*r1 + h1*r0 + h2*s1 + hi(d0); d0 = h0*r0 + h1*s1; h2' = h2*r0 + hi(d1).
    __ wide_mul(pa, pb, h0, r1);  // d1 = h0*r1 ...
    __ wide_mul(pc, h0, h0, r0);  // d0 = h0*r0 ...
    __ wide_madd(pc, h0, h1, s1, pd, pe);  // ... + h1*s1: the new h0; hi(d0) < 2^62: no carry out
    __ mul(pd, h2, s1);
    __ add(h0, h0, pd);  // + h2*s1 < 2^63: still no carry out
    __ wide_madd(pa, pb, h1, r0, pd, h1);  // d1 += h1*r0
    __ cad(pa, pa, h0, h0);  // new h1
    __ add(pb, pb, h0);
    __ mul(h2, h2, r0);
    __ add(h2, h2, pb);
    __ srli(pd, h2, 2);
    __ andi(h2, h2, 3);
    __ shadd(carry5, pd, pd, carry5, 2);
  }

  /**
   * Requires RVV and Zba.
   *
   * Arguments:
   *   c_rarg0 - input
   *   c_rarg1 - length
   *   c_rarg2 - acc
   *   c_rarg3 - r
   */
  address generate_poly1305_processBlocks() {
    assert(UsePoly1305Intrinsics, "poly1305_processBlocks needs UsePoly1305Intrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_poly1305_processBlocks_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_pairs, L_loop, L_finish, L_return, L_scalar_blocks, L_from_acc, L_vector_step,
          L_last_step, L_powers;

    const Register input      = c_rarg0;
    const Register length     = c_rarg1;
    const Register acc        = c_rarg2;
    const Register r          = c_rarg3;
    const Register pa         = x9;
    const Register rl3x5      = x9;
    const Register r0         = c_rarg4;
    const Register rl3        = c_rarg4;
    const Register r1         = c_rarg5;
    const Register rl4        = c_rarg5;
    const Register rl1x5      = c_rarg6;
    const Register s1         = c_rarg6;
    const Register carry5     = c_rarg7;
    const Register rl2x5      = c_rarg7;
    const Register pb         = x18;
    const Register rl4x5      = x18;
    const Register pad        = x19;
    const Register pc         = x19;
    const Register five       = x20;
    const Register pd         = x20;
    const Register pe         = x21;
    const Register stride     = x21;
    const Register vl         = x22;
    const Register cnt        = x23;
    const Register mask26     = x24;
    const Register step       = x25;
    const Register tmp        = x26;
    const Register steps_end  = x27;
    const Register h0         = t3;
    const Register rl0        = t3;
    const Register h1         = t4;
    const Register rl1        = t4;
    const Register h2         = t5;
    const Register rl2        = t5;
    const VectorRegister vlo  = v11;
    const VectorRegister vhi  = v12;
    const VectorRegister vtmp = v13;
    const VectorRegister vspow[] = { v19, v20, v21, v22, v23 };
    const VectorRegister vrpow[] = { v14, v15, v16, v17, v18 };
    const VectorRegister vh[] = { v1, v2, v3, v4, v5 };
    const VectorRegister vprod[] = { v6, v7, v8, v9, v10 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ beqz(length, L_return);  // nothing to absorb: acc stays as Java gave it
    // Fifteen long-lived values (twelve, inp, end, acc) and t0-t2 are MacroAssembler's scratch:
    // scalar borrows four s-registers
    __ push_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);
    __ ld(r0, Address(r));
    for (int i = 1; i < 3; i++) {
      __ ld(pa, Address(r, 8 * i));
      __ shadd(r0, pa, r0, pb, 26 * i);
    }
    __ srli(r1, pa, 12);  // limb 2's top 12 bits start r1
    for (int i = 3; i < 5; i++) {
      __ ld(pa, Address(r, 8 * i));
      __ shadd(r1, pa, r1, pb, 26 * i - 64);
    }
    __ srli(pb, r1, 2);
    __ add(s1, r1, pb);
    __ li(tmp, 16);
    __ vsetvli(vl, tmp, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ slli(step, vl, 4);  // bytes per step
    __ slli(tmp, step, 1);
    __ bltu(length, tmp, L_from_acc);
    __ li(mask26, 67108863);
    __ mv(h0, r0);
    __ mv(h1, r1);
    __ li(h2, 0);
    __ srli(cnt, vl, 1);

  __ bind(L_powers);
    __ andr(tmp, h0, mask26);
    __ vmv_s_x(vspow[0], tmp);
    __ vslideup_vi(vspow[0], vrpow[0], 1);
    __ srli(tmp, h0, 26);
    __ andr(tmp, tmp, mask26);
    __ vmv_s_x(vspow[1], tmp);
    __ vslideup_vi(vspow[1], vrpow[1], 1);
    __ srli(tmp, h0, 52);
    __ slli(carry5, h1, 12);
    __ orr(tmp, tmp, carry5);
    __ andr(tmp, tmp, mask26);
    __ vmv_s_x(vspow[2], tmp);
    __ vslideup_vi(vspow[2], vrpow[2], 1);
    __ srli(tmp, h1, 14);
    __ andr(tmp, tmp, mask26);
    __ vmv_s_x(vspow[3], tmp);
    __ vslideup_vi(vspow[3], vrpow[3], 1);
    __ srli(tmp, h1, 40);
    __ slli(carry5, h2, 24);
    __ orr(tmp, tmp, carry5);
    __ vmv_s_x(vspow[4], tmp);
    __ vslideup_vi(vspow[4], vrpow[4], 1);
    // d1 = h0*r1 + h1*r0 + h2*s1 + hi(d0); d0 = h0*r0 + h1*s1; h2' = h2*r0 + hi(d1).
    __ wide_mul(pa, pb, h0, r1);  // d1 = h0*r1 ...
    __ wide_mul(pc, h0, h0, r0);  // d0 = h0*r0 ...
    __ wide_madd(pc, h0, h1, s1, pd, pe);  // ... + h1*s1: the new h0; hi(d0) < 2^62: no carry out
    __ mul(pd, h2, s1);
    __ add(h0, h0, pd);  // + h2*s1 < 2^63: still no carry out
    __ wide_madd(pa, pb, h1, r0, pd, h1);  // d1 += h1*r0
    __ cad(pa, pa, h0, h0);  // new h1
    __ add(pb, pb, h0);
    __ mul(h2, h2, r0);
    __ add(h2, h2, pb);
    __ srli(pd, h2, 2);
    __ andi(h2, h2, 3);
    __ shadd(carry5, pd, pd, carry5, 2);
    __ cad(pc, pc, carry5, carry5);
    __ cad(pa, pa, carry5, carry5);
    __ add(h2, h2, carry5);
    __ andr(tmp, pc, mask26);
    __ vmv_s_x(vrpow[0], tmp);
    __ vslideup_vi(vrpow[0], vspow[0], 1);
    __ srli(tmp, pc, 26);
    __ andr(tmp, tmp, mask26);
    __ vmv_s_x(vrpow[1], tmp);
    __ vslideup_vi(vrpow[1], vspow[1], 1);
    __ srli(tmp, pc, 52);
    __ slli(carry5, pa, 12);
    __ orr(tmp, tmp, carry5);
    __ andr(tmp, tmp, mask26);
    __ vmv_s_x(vrpow[2], tmp);
    __ vslideup_vi(vrpow[2], vspow[2], 1);
    __ srli(tmp, pa, 14);
    __ andr(tmp, tmp, mask26);
    __ vmv_s_x(vrpow[3], tmp);
    __ vslideup_vi(vrpow[3], vspow[3], 1);
    __ srli(tmp, pa, 40);
    __ slli(carry5, h2, 24);
    __ orr(tmp, tmp, carry5);
    __ vmv_s_x(vrpow[4], tmp);
    __ vslideup_vi(vrpow[4], vspow[4], 1);
    __ wide_mul(h1, pb, pc, r1);
    __ wide_mul(h0, pc, pc, r0);
    __ wide_madd(h0, pc, pa, s1, pd, pe);
    __ mul(pd, h2, s1);
    __ add(pc, pc, pd);
    __ wide_madd(h1, pb, pa, r0, pd, pa);
    __ cad(h1, h1, pc, pc);
    __ add(pb, pb, pc);
    __ mul(h2, h2, r0);
    __ add(h2, h2, pb);
    __ srli(pd, h2, 2);
    __ andi(h2, h2, 3);
    __ shadd(carry5, pd, pd, carry5, 2);
    __ cad(h0, h0, carry5, carry5);
    __ cad(h1, h1, carry5, carry5);
    __ add(h2, h2, carry5);
    __ addi(cnt, cnt, -1);
    __ bnez(cnt, L_powers);
    __ vmv_x_s(rl0, vrpow[0]);
    __ vmv_x_s(rl1, vrpow[1]);
    __ vmv_x_s(rl2, vrpow[2]);
    __ vmv_x_s(rl3, vrpow[3]);
    __ vmv_x_s(rl4, vrpow[4]);
    __ shadd(rl1x5, rl1, rl1, rl1x5, 2);
    __ shadd(rl2x5, rl2, rl2, rl2x5, 2);
    __ shadd(rl3x5, rl3, rl3, rl3x5, 2);
    __ shadd(rl4x5, rl4, rl4, rl4x5, 2);
    __ li(five, 5);
    __ vmul_vx(vspow[1], vrpow[1], five);
    __ vmul_vx(vspow[2], vrpow[2], five);
    __ vmul_vx(vspow[3], vrpow[3], five);
    __ vmul_vx(vspow[4], vrpow[4], five);
    __ vmv_v_i(vh[0], 0);
    __ vmv_v_i(vh[1], 0);
    __ vmv_v_i(vh[2], 0);
    __ vmv_v_i(vh[3], 0);
    __ vmv_v_i(vh[4], 0);
    __ vsetvli(x0, vl, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::tu);  // lane 0 takes acc; the other lanes stay zero
    __ ld(tmp, Address(acc));
    __ vmv_s_x(vh[0], tmp);
    __ ld(tmp, Address(acc, 8));
    __ vmv_s_x(vh[1], tmp);
    __ ld(tmp, Address(acc, 16));
    __ vmv_s_x(vh[2], tmp);
    __ ld(tmp, Address(acc, 24));
    __ vmv_s_x(vh[3], tmp);
    __ ld(tmp, Address(acc, 32));
    __ vmv_s_x(vh[4], tmp);
    __ vsetvli(x0, vl, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(pad, 16777216);  // 2^128 in limb 4
    __ li(stride, 16);
    __ neg(tmp, step);
    __ andr(tmp, length, tmp);  // whole steps (L is a power of two)
    __ add(steps_end, input, tmp);
    __ sub(length, length, tmp);
    __ vlse64_v(vlo, input, stride);
    __ addi(tmp, input, 8);
    __ vlse64_v(vhi, tmp, stride);
    __ vand_vx(vtmp, vlo, mask26);
    __ vadd_vv(vh[0], vh[0], vtmp);
    __ vsrl_vi(vlo, vlo, 26);
    __ vand_vx(vtmp, vlo, mask26);
    __ vadd_vv(vh[1], vh[1], vtmp);
    __ vsrl_vi(vlo, vlo, 26);
    __ vsll_vi(vtmp, vhi, 12);
    __ vor_vv(vlo, vlo, vtmp);
    __ vand_vx(vlo, vlo, mask26);
    __ vadd_vv(vh[2], vh[2], vlo);
    __ vsrl_vi(vhi, vhi, 14);
    __ vand_vx(vtmp, vhi, mask26);
    __ vadd_vv(vh[3], vh[3], vtmp);
    __ vsrl_vi(vhi, vhi, 26);
    __ vor_vx(vhi, vhi, pad);
    __ vadd_vv(vh[4], vh[4], vhi);
    __ add(input, input, step);
    __ beq(input, steps_end, L_last_step);

  __ bind(L_vector_step);
    __ vmul_vx(vprod[0], vh[0], rl0);
    __ vmacc_vx(vprod[0], rl4x5, vh[1]);
    __ vmacc_vx(vprod[0], rl3x5, vh[2]);
    __ vmacc_vx(vprod[0], rl2x5, vh[3]);
    __ vmacc_vx(vprod[0], rl1x5, vh[4]);
    __ vmul_vx(vprod[1], vh[0], rl1);
    __ vmacc_vx(vprod[1], rl0, vh[1]);
    __ vmacc_vx(vprod[1], rl4x5, vh[2]);
    __ vmacc_vx(vprod[1], rl3x5, vh[3]);
    __ vmacc_vx(vprod[1], rl2x5, vh[4]);
    __ vmul_vx(vprod[2], vh[0], rl2);
    __ vmacc_vx(vprod[2], rl1, vh[1]);
    __ vmacc_vx(vprod[2], rl0, vh[2]);
    __ vmacc_vx(vprod[2], rl4x5, vh[3]);
    __ vmacc_vx(vprod[2], rl3x5, vh[4]);
    __ vmul_vx(vprod[3], vh[0], rl3);
    __ vmacc_vx(vprod[3], rl2, vh[1]);
    __ vmacc_vx(vprod[3], rl1, vh[2]);
    __ vmacc_vx(vprod[3], rl0, vh[3]);
    __ vmacc_vx(vprod[3], rl4x5, vh[4]);
    __ vmul_vx(vprod[4], vh[0], rl4);
    __ vmacc_vx(vprod[4], rl3, vh[1]);
    __ vmacc_vx(vprod[4], rl2, vh[2]);
    __ vmacc_vx(vprod[4], rl1, vh[3]);
    __ vmacc_vx(vprod[4], rl0, vh[4]);
    __ vsrl_vi(vtmp, vprod[0], 26);
    __ vand_vx(vh[0], vprod[0], mask26);
    __ vadd_vv(vprod[1], vprod[1], vtmp);
    __ vsrl_vi(vtmp, vprod[1], 26);
    __ vand_vx(vh[1], vprod[1], mask26);
    __ vadd_vv(vprod[2], vprod[2], vtmp);
    __ vsrl_vi(vtmp, vprod[2], 26);
    __ vand_vx(vh[2], vprod[2], mask26);
    __ vadd_vv(vprod[3], vprod[3], vtmp);
    __ vsrl_vi(vtmp, vprod[3], 26);
    __ vand_vx(vh[3], vprod[3], mask26);
    __ vadd_vv(vprod[4], vprod[4], vtmp);
    __ vsrl_vi(vtmp, vprod[4], 26);
    __ vand_vx(vh[4], vprod[4], mask26);
    __ vmacc_vx(vh[0], five, vtmp);
    __ vsrl_vi(vtmp, vh[0], 26);
    __ vand_vx(vh[0], vh[0], mask26);
    __ vadd_vv(vh[1], vh[1], vtmp);
    __ vlse64_v(vlo, input, stride);
    __ addi(tmp, input, 8);
    __ vlse64_v(vhi, tmp, stride);
    __ vand_vx(vtmp, vlo, mask26);
    __ vadd_vv(vh[0], vh[0], vtmp);
    __ vsrl_vi(vlo, vlo, 26);
    __ vand_vx(vtmp, vlo, mask26);
    __ vadd_vv(vh[1], vh[1], vtmp);
    __ vsrl_vi(vlo, vlo, 26);
    __ vsll_vi(vtmp, vhi, 12);
    __ vor_vv(vlo, vlo, vtmp);
    __ vand_vx(vlo, vlo, mask26);
    __ vadd_vv(vh[2], vh[2], vlo);
    __ vsrl_vi(vhi, vhi, 14);
    __ vand_vx(vtmp, vhi, mask26);
    __ vadd_vv(vh[3], vh[3], vtmp);
    __ vsrl_vi(vhi, vhi, 26);
    __ vor_vx(vhi, vhi, pad);
    __ vadd_vv(vh[4], vh[4], vhi);
    __ add(input, input, step);
    __ bltu(input, steps_end, L_vector_step);

  __ bind(L_last_step);
    __ vmul_vv(vprod[0], vh[0], vrpow[0]);
    __ vmacc_vv(vprod[0], vspow[4], vh[1]);
    __ vmacc_vv(vprod[0], vspow[3], vh[2]);
    __ vmacc_vv(vprod[0], vspow[2], vh[3]);
    __ vmacc_vv(vprod[0], vspow[1], vh[4]);
    __ vmul_vv(vprod[1], vh[0], vrpow[1]);
    __ vmacc_vv(vprod[1], vrpow[0], vh[1]);
    __ vmacc_vv(vprod[1], vspow[4], vh[2]);
    __ vmacc_vv(vprod[1], vspow[3], vh[3]);
    __ vmacc_vv(vprod[1], vspow[2], vh[4]);
    __ vmul_vv(vprod[2], vh[0], vrpow[2]);
    __ vmacc_vv(vprod[2], vrpow[1], vh[1]);
    __ vmacc_vv(vprod[2], vrpow[0], vh[2]);
    __ vmacc_vv(vprod[2], vspow[4], vh[3]);
    __ vmacc_vv(vprod[2], vspow[3], vh[4]);
    __ vmul_vv(vprod[3], vh[0], vrpow[3]);
    __ vmacc_vv(vprod[3], vrpow[2], vh[1]);
    __ vmacc_vv(vprod[3], vrpow[1], vh[2]);
    __ vmacc_vv(vprod[3], vrpow[0], vh[3]);
    __ vmacc_vv(vprod[3], vspow[4], vh[4]);
    __ vmul_vv(vprod[4], vh[0], vrpow[4]);
    __ vmacc_vv(vprod[4], vrpow[3], vh[1]);
    __ vmacc_vv(vprod[4], vrpow[2], vh[2]);
    __ vmacc_vv(vprod[4], vrpow[1], vh[3]);
    __ vmacc_vv(vprod[4], vrpow[0], vh[4]);
    __ vsrl_vi(vtmp, vprod[0], 26);
    __ vand_vx(vh[0], vprod[0], mask26);
    __ vadd_vv(vprod[1], vprod[1], vtmp);
    __ vsrl_vi(vtmp, vprod[1], 26);
    __ vand_vx(vh[1], vprod[1], mask26);
    __ vadd_vv(vprod[2], vprod[2], vtmp);
    __ vsrl_vi(vtmp, vprod[2], 26);
    __ vand_vx(vh[2], vprod[2], mask26);
    __ vadd_vv(vprod[3], vprod[3], vtmp);
    __ vsrl_vi(vtmp, vprod[3], 26);
    __ vand_vx(vh[3], vprod[3], mask26);
    __ vadd_vv(vprod[4], vprod[4], vtmp);
    __ vsrl_vi(vtmp, vprod[4], 26);
    __ vand_vx(vh[4], vprod[4], mask26);
    __ vmacc_vx(vh[0], five, vtmp);
    __ vsrl_vi(vtmp, vh[0], 26);
    __ vand_vx(vh[0], vh[0], mask26);
    __ vadd_vv(vh[1], vh[1], vtmp);
    __ vmv_v_i(vlo, 0);
    __ vredsum_vs(vprod[0], vh[0], vlo);
    __ vredsum_vs(vprod[1], vh[1], vlo);
    __ vredsum_vs(vprod[2], vh[2], vlo);
    __ vredsum_vs(vprod[3], vh[3], vlo);
    __ vredsum_vs(vprod[4], vh[4], vlo);
    __ vmv_x_s(h0, vprod[0]);
    __ vmv_x_s(pa, vprod[1]);
    __ shadd(h0, pa, h0, pa, 26);  // h0 += limb 1 << 26
    __ vmv_x_s(pa, vprod[2]);
    __ slli(pb, pa, 52);
    __ cad(h0, h0, pb, pc);
    __ srli(h1, pa, 12);
    __ add(h1, h1, pc);
    __ vmv_x_s(pa, vprod[3]);
    __ shadd(h1, pa, h1, pa, 14);
    __ vmv_x_s(pa, vprod[4]);
    __ slli(pb, pa, 40);
    __ cad(h1, h1, pb, pc);
    __ srli(h2, pa, 24);
    __ add(h2, h2, pc);
    __ srli(pa, h2, 2);
    __ andi(h2, h2, 3);
    __ shadd(carry5, pa, pa, carry5, 2);
    __ ld(r0, Address(r));
    for (int i = 1; i < 3; i++) {
      __ ld(pa, Address(r, 8 * i));
      __ shadd(r0, pa, r0, pb, 26 * i);
    }
    __ srli(r1, pa, 12);
    for (int i = 3; i < 5; i++) {
      __ ld(pa, Address(r, 8 * i));
      __ shadd(r1, pa, r1, pb, 26 * i - 64);
    }
    __ srli(pb, r1, 2);
    __ add(s1, r1, pb);
    __ j(L_scalar_blocks);

  __ bind(L_from_acc);
    __ ld(h0, Address(acc));
    __ ld(pa, Address(acc, 8));
    __ shadd(h0, pa, h0, pa, 26);
    __ ld(pa, Address(acc, 16));
    __ slli(pb, pa, 52);
    __ cad(h0, h0, pb, pc);
    __ srli(h1, pa, 12);
    __ add(h1, h1, pc);
    __ ld(pa, Address(acc, 24));
    __ shadd(h1, pa, h1, pa, 14);
    __ ld(pa, Address(acc, 32));
    __ slli(pb, pa, 40);
    __ cad(h1, h1, pb, pc);
    __ srli(h2, pa, 24);
    __ add(h2, h2, pc);
    __ srli(pa, h2, 2);
    __ andi(h2, h2, 3);
    __ shadd(carry5, pa, pa, carry5, 2);

  __ bind(L_scalar_blocks);
    __ andi(pa, length, 0x10);  // an odd block count: one block before the pairs
    __ add(length, input, length);
    __ beqz(pa, L_pairs);
    poly1305_block(input, 0, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe);
    __ mv(h0, pc);
    __ mv(h1, pa);
    __ addi(input, input, 16);

  __ bind(L_pairs);
    __ beq(input, length, L_finish);

  __ bind(L_loop);
    poly1305_block(input, 0, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe);
    poly1305_block(input, 16, pc, pa, h2, r0, r1, s1, carry5, h1, pb, h0, pd, pe);
    __ addi(input, input, 32);
    __ bltu(input, length, L_loop);

  __ bind(L_finish);
    __ cad(h0, h0, carry5, carry5);
    __ cad(h1, h1, carry5, carry5);
    __ add(h2, h2, carry5);
    __ li(pc, 67108863);
    __ andr(pa, h0, pc);
    __ sd(pa, Address(acc));
    __ srli(pa, h0, 26);
    __ andr(pa, pa, pc);
    __ sd(pa, Address(acc, 8));
    __ srli(pa, h0, 52);
    __ slli(pb, h1, 12);
    __ orr(pa, pa, pb);
    __ andr(pa, pa, pc);
    __ sd(pa, Address(acc, 16));
    __ srli(pa, h1, 14);
    __ andr(pa, pa, pc);
    __ sd(pa, Address(acc, 24));
    __ srli(pa, h1, 40);
    __ slli(pb, h2, 24);
    __ orr(pa, pa, pb);
    __ sd(pa, Address(acc, 32));
    __ pop_reg(RegSet::of(x9) + RegSet::range(x18, x27), sp);

  __ bind(L_return);
    __ leave();
    __ ret();

    return start;
  }
