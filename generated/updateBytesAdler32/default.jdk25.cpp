// updateBytesAdler32[default]: made by stubforge 0.1.0 from kernels/adler32.py:adler32, for jdk25.
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

    Label L_chunk, L_block, L_full_chunk, L_tail, L_step16, L_bytes, L_byte, L_done;

    const int BASE = 65521, CHUNK = 5376;

    const Register adler          = c_rarg0;
    const Register buf            = c_rarg1;
    const Register len            = c_rarg2;
    const Register step           = c_rarg3;
    const Register count          = c_rarg4;
    const Register end            = c_rarg5;
    const Register tmp0           = c_rarg6;
    const Register tmp1           = c_rarg7;
    const Register sum1           = t3;
    const Register sum2           = t4;
    const Register base           = t5;
    const VectorRegister vzero    = v5;
    const VectorRegister vtable16 = v6;
    const VectorRegister vbytes   = v24;
    const VectorRegister vtable   = v28;
    const VectorRegister vsum[] = { v1, v2, v3, v4 };
    const VectorRegister vprod[] = { v8, v16 };

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ zext(adler, adler, 32);  // a Java int arrives sign-extended
    __ srli(sum2, adler, 16);
    __ zext(sum1, adler, 16);
    __ li(base, BASE);
    __ vsetivli(x0, 4, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_v_i(vzero, 0);  // the reductions' scalar input, read at e16 and e32
    __ li(step, 16);
    __ vsetivli(x0, 16, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vid_v(vtable16);
    __ vrsub_vx(vtable16, vtable16, step);  // weights S, S-1, ..., 1
    __ li(step, 64);
    __ vsetvli(x0, step, Assembler::e8, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vid_v(vtable);
    __ vrsub_vx(vtable, vtable, step);

  __ bind(L_chunk);
    __ li(tmp0, 256);
    __ bltu(len, tmp0, L_tail);
    __ li(count, CHUNK);  // bytes between two modulo reductions
    __ bgeu(len, count, L_full_chunk);
    __ andi(count, len, -256);  // a whole number of blocks, fewer than a chunk

  __ bind(L_full_chunk);
    __ sub(len, len, count);
    __ add(end, buf, count);

  __ bind(L_block);
    __ vsetvli(x0, step, Assembler::e8, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle8_v(vbytes, buf);
    __ addi(buf, buf, 64);
    __ vwredsumu_vs(vsum[0], vbytes, vzero);  // byte sum as e16: at most 255*128
    __ vwmulu_vv(vprod[0], vtable, vbytes);
    __ vle8_v(vbytes, buf);
    __ addi(buf, buf, 64);
    __ vwredsumu_vs(vsum[1], vbytes, vzero);
    __ vwmulu_vv(vprod[1], vtable, vbytes);
    __ vsetvli(x0, step, Assembler::e16, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[0]);
    __ slli(tmp1, sum1, 6);
    __ add(sum2, sum2, tmp1);  // s2 += S * s1 before these bytes
    __ add(sum1, sum1, tmp0);
    __ vwredsumu_vs(vsum[0], vprod[0], vzero);  // weighted sum as e32
    __ vmv_x_s(tmp0, vsum[1]);
    __ slli(tmp1, sum1, 6);
    __ add(sum2, sum2, tmp1);
    __ add(sum1, sum1, tmp0);
    __ vwredsumu_vs(vsum[1], vprod[1], vzero);
    __ vsetivli(x0, 1, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[0]);
    __ add(sum2, sum2, tmp0);
    __ vmv_x_s(tmp0, vsum[1]);
    __ add(sum2, sum2, tmp0);
    __ vsetvli(x0, step, Assembler::e8, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle8_v(vbytes, buf);
    __ addi(buf, buf, 64);
    __ vwredsumu_vs(vsum[2], vbytes, vzero);
    __ vwmulu_vv(vprod[0], vtable, vbytes);
    __ vle8_v(vbytes, buf);
    __ addi(buf, buf, 64);
    __ vwredsumu_vs(vsum[3], vbytes, vzero);
    __ vwmulu_vv(vprod[1], vtable, vbytes);
    __ vsetvli(x0, step, Assembler::e16, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[2]);
    __ slli(tmp1, sum1, 6);
    __ add(sum2, sum2, tmp1);
    __ add(sum1, sum1, tmp0);
    __ vwredsumu_vs(vsum[2], vprod[0], vzero);
    __ vmv_x_s(tmp0, vsum[3]);
    __ slli(tmp1, sum1, 6);
    __ add(sum2, sum2, tmp1);
    __ add(sum1, sum1, tmp0);
    __ vwredsumu_vs(vsum[3], vprod[1], vzero);
    __ vsetivli(x0, 1, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[2]);
    __ add(sum2, sum2, tmp0);
    __ vmv_x_s(tmp0, vsum[3]);
    __ add(sum2, sum2, tmp0);
    __ bltu(buf, end, L_block);
    __ remu(sum1, sum1, base);
    __ remu(sum2, sum2, base);
    __ j(L_chunk);

  __ bind(L_tail);  // under one block left: whole steps, 16-byte steps, bytes
    __ bltu(len, step, L_step16);
    __ vsetvli(x0, step, Assembler::e8, Assembler::m4, Assembler::ma, Assembler::ta);
    __ vle8_v(vbytes, buf);
    __ addi(buf, buf, 64);
    __ vwredsumu_vs(vsum[0], vbytes, vzero);
    __ vwmulu_vv(vprod[0], vtable, vbytes);
    __ vsetvli(x0, step, Assembler::e16, Assembler::m8, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[0]);
    __ slli(tmp1, sum1, 6);
    __ add(sum2, sum2, tmp1);
    __ add(sum1, sum1, tmp0);
    __ vwredsumu_vs(vsum[0], vprod[0], vzero);
    __ vsetivli(x0, 1, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[0]);
    __ add(sum2, sum2, tmp0);
    __ addi(len, len, -64);
    __ j(L_tail);

  __ bind(L_step16);
    __ li(tmp0, 16);
    __ bltu(len, tmp0, L_bytes);
    __ vsetivli(x0, 16, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(vbytes, buf);
    __ addi(buf, buf, 16);
    __ vwredsumu_vs(vsum[0], vbytes, vzero);
    __ vwmulu_vv(vprod[0], vtable16, vbytes);
    __ vsetivli(x0, 16, Assembler::e16, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[0]);
    __ slli(tmp1, sum1, 4);
    __ add(sum2, sum2, tmp1);
    __ add(sum1, sum1, tmp0);
    __ vwredsumu_vs(vsum[0], vprod[0], vzero);
    __ vsetivli(x0, 1, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_x_s(tmp0, vsum[0]);
    __ add(sum2, sum2, tmp0);
    __ addi(len, len, -16);
    __ j(L_step16);

  __ bind(L_bytes);
    __ beqz(len, L_done);

  __ bind(L_byte);
    __ lbu(tmp0, Address(buf));
    __ addi(buf, buf, 1);
    __ add(sum1, sum1, tmp0);
    __ add(sum2, sum2, sum1);
    __ addi(len, len, -1);
    __ bnez(len, L_byte);

  __ bind(L_done);
    __ remu(sum1, sum1, base);
    __ remu(sum2, sum2, base);
    __ slli(sum2, sum2, 16);
    __ orr(adler, sum2, sum1);
    __ sext_w(adler, adler);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
