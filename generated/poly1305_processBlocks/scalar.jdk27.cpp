// poly1305_processBlocks[scalar]: made by stubforge 0.1.0 from kernels/poly1305.py:poly1305, for jdk27.
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
   * Requires Zba.
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

    Label L_pairs, L_loop, L_finish, L_return;

    const Register input  = c_rarg0;
    const Register length = c_rarg1;
    const Register acc    = c_rarg2;
    const Register r      = c_rarg3;
    const Register pa     = x9;
    const Register pe     = c_rarg3;
    const Register r0     = c_rarg4;
    const Register r1     = c_rarg5;
    const Register s1     = c_rarg6;
    const Register carry5 = c_rarg7;
    const Register pb     = x18;
    const Register pc     = x19;
    const Register pd     = x20;
    const Register h0     = t3;
    const Register h1     = t4;
    const Register h2     = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ beqz(length, L_return);  // nothing to absorb: acc stays as Java gave it
    // Fifteen long-lived values (twelve, inp, end, acc) and t0-t2 are MacroAssembler's scratch:
    // scalar borrows four s-registers
    __ push_reg(RegSet::of(x9) + RegSet::range(x18, x20), sp);
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
    __ ld(h0, Address(acc));
    __ ld(pa, Address(acc, 8));
    __ shadd(h0, pa, h0, pa, 26);  // h0 += limb 1 << 26
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
    __ pop_reg(RegSet::of(x9) + RegSet::range(x18, x20), sp);

  __ bind(L_return);
    __ leave();
    __ ret();

    return start;
  }
