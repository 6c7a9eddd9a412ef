// updateBytesAdler32[lanes]: made by stubforge 0.1.0 from kernels/adler32.py:adler32, for jdk25.
  // A += each sub-step's bytes and W += them times the sub-step's weight (the lanes' 16-bit sums; A
  // alternates between two groups with split).
  void adler32_sums(VectorRegister vA, VectorRegister vW, VectorRegister vA_odd) {
    assert_different_registers(vA, vW, vA_odd);

    const VectorRegister vpart[] = { v8, v10, v12, v14 };

    __ vwaddu_wv(vA, vA, vpart[0]);
    __ vwaddu_wv(vW, vW, vpart[0]);
    __ vwaddu_wv(vA_odd, vA_odd, vpart[1]);
    __ vwaddu_wv(vW, vW, vpart[1]);
    __ vwaddu_wv(vA, vA, vpart[2]);
    __ vwaddu_wv(vA_odd, vA_odd, vpart[3]);
  }

  // needs assembler additions: vwaddu_wv, vwmaccu_vx
  /**
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - adler
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  address generate_updateBytesAdler32() {
    assert(UseAdler32Intrinsics, "updateBytesAdler32 needs UseAdler32Intrinsics");

    __ align(CodeEntryAlignment);
    StubGenStubId stub_id = StubGenStubId::updateBytesAdler32_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_chunk, L_reduce, L_mod, L_short_step, L_chunk_min, L_batch, L_partial;

    const Register adler         = c_rarg0;
    const Register buf           = c_rarg1;
    const Register len           = c_rarg2;
    const Register count         = c_rarg3;
    const Register vl            = c_rarg4;
    const Register red1          = c_rarg5;
    const Register red2          = c_rarg6;
    const Register sum2          = t3;
    const Register load_bytes    = t4;
    const Register end           = t5;
    const VectorRegister vzero   = v1;
    const VectorRegister vred    = v2;
    const VectorRegister vA      = v4;
    const VectorRegister vdata   = v8;
    const VectorRegister vC      = v16;
    const VectorRegister vA_odd  = v24;
    const VectorRegister vweight = v24;
    const VectorRegister vW      = v28;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ zext(adler, adler, 32);  // a Java int arrives sign-extended
    __ srli(sum2, adler, 16);
    __ zext(adler, adler, 16);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vzero, 0);  // the reductions' start value, read at e32 and e64
    __ vsetvli(vl, x0, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::ta);
    __ mv(load_bytes, vl);  // bytes per whole-register load: group*VLEN/8
    __ beqz(len, L_mod);
    __ li(red1, 255);
    __ bltu(red1, len, L_chunk);

  __ bind(L_short_step);
    __ vsetvli(end, len, Assembler::e8, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle8_v(vA, buf);
    __ vid_v(vW);
    __ vrsub_vx(vW, vW, end);  // weights vl-i, 1..vl
    __ vwredsumu_vs(vred, vA, vzero);  // sum(x) <= 255*255: an e16 result
    __ vwmulu_vv(vC, vW, vA);
    __ vsetivli(x0, 1, Assembler::e16, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(red2, vred);
    __ vsetvli(end, end, Assembler::e16, Assembler::m8, Assembler::ma, Assembler::ta);  // the same vl: AVL <= VLMAX
    __ vwredsumu_vs(vred, vC, vzero);  // <= 255*255*256/2: e32
    __ vsetivli(x0, 1, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(red1, vred);
    __ zext(red2, red2, 16);  // vmv.x.s sign-extends the 16-bit sum
    __ mul(vl, end, adler);
    __ add(sum2, sum2, vl);
    __ add(sum2, sum2, red1);
    __ add(adler, adler, red2);
    __ add(buf, buf, end);
    __ sub(len, len, end);
    __ bnez(len, L_short_step);
    __ j(L_mod);

  __ bind(L_chunk);
    // a chunk: at most 42 batches of 4 sub-steps, so that no 16-bit lane sum overflows
    __ vsetvli(vl, x0, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vA, 0);
    __ vmv_v_i(vA_odd, 0);
    __ vmv_v_i(vW, 0);
    __ vsetvli(vl, x0, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vC, 0);
    __ li(vl, 42);
    __ mul(count, load_bytes, vl);
    __ bltu(count, len, L_chunk_min);
    __ mv(count, len);

  __ bind(L_chunk_min);
    __ sub(len, len, count);
    __ neg(vl, load_bytes);
    __ andr(end, count, vl);
    __ add(end, buf, end);
    __ bgeu(buf, end, L_partial);

  __ bind(L_batch);
    __ vsetvli(vl, x0, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);  // C' += A as it was before the batch
    __ vwaddu_wv(vC, vC, vA);
    __ vwaddu_wv(vC, vC, vA_odd);
    __ vsetvli(vl, x0, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);  // whole-register loads need no vtype of their own
    __ vl8re8_v(vdata, buf);
    __ add(buf, buf, load_bytes);
    adler32_sums(vA, vW, vA_odd);
    __ bltu(buf, end, L_batch);

  __ bind(L_partial);
    __ addi(vl, load_bytes, -1);
    __ andr(end, count, vl);  // its bytes
    __ beqz(end, L_reduce);
    __ vsetvli(vl, x0, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vwaddu_wv(vC, vC, vA);
    __ vwaddu_wv(vC, vC, vA_odd);
    __ vsetvli(vl, x0, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vdata, 0);
    __ mv(vl, end);
    __ vsetvli(vl, vl, Assembler::e8, Assembler::m8, Assembler::ma, Assembler::tu);  // tail undisturbed: zeros stay
    __ vle8_v(vdata, buf);
    __ add(buf, buf, vl);
    __ sub(end, end, vl);
    __ vsetvli(vl, x0, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);
    adler32_sums(vA, vW, vA_odd);

  __ bind(L_reduce);
    // s2 += N*s1 + L*u*sum(C') + sum(L*W + (L-i)*A) - pad*s1', s1' = s1 + sum(A)
    __ vsetvli(vl, x0, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vwredsumu_vs(vred, vC, vzero);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(red1, vred);
    __ vsetvli(vl, x0, Assembler::e16, Assembler::m4, Assembler::ma, Assembler::ta);  // t = VLMAX = L, the bytes of a sub-step
    __ mul(red1, red1, vl);
    __ vadd_vv(vW, vW, vW);
    __ vadd_vv(vW, vW, vA);
    __ vadd_vv(vA, vA, vA_odd);
    __ vid_v(vweight);
    __ vrsub_vx(vweight, vweight, vl);
    __ vwmulu_vv(vC, vweight, vA);
    __ vwmaccu_vx(vC, vl, vW);
    __ vwredsumu_vs(vred, vA, vzero);
    __ vsetivli(x0, 1, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(red2, vred);
    __ addi(vl, load_bytes, -1);
    __ neg(end, count);
    __ andr(end, end, vl);  // pad = -n mod (bytes per batch)
    __ add(vl, count, end);
    __ mul(vl, vl, adler);
    __ add(sum2, sum2, vl);
    __ add(adler, adler, red2);
    __ slli(red1, red1, 2);
    __ add(sum2, sum2, red1);
    __ mul(vl, end, adler);
    __ sub(sum2, sum2, vl);
    __ vsetvli(vl, x0, Assembler::e32, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vwredsumu_vs(vred, vC, vzero);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(red2, vred);
    __ add(sum2, sum2, red2);

  __ bind(L_mod);
    __ li(vl, 65521);
    __ remu(adler, adler, vl);
    __ remu(sum2, sum2, vl);
    __ bnez(len, L_chunk);
    __ slli(sum2, sum2, 16);
    __ orr(adler, sum2, adler);
    __ sext_w(adler, adler);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
