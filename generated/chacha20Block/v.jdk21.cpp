  /**
   * chacha20Block [v]: lmul=4
   * RISC-V extensions: v
   * Blob space: 704 bytes (code and entry alignment)
   *
   * Arguments:
   *   c_rarg0 - state
   *   c_rarg1 - result
   * Output:
   *   c_rarg0 - int
   */
  // needs assembler additions: vrgatherei16_vv
  address generate_chacha20Block() {
    assert(UseChaCha20Intrinsics, "chacha20Block needs UseChaCha20Intrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "chacha20Block");
    address start = __ pc();

    Label L_double_round;

    const Register state        = c_rarg0;
    const Register result       = c_rarg1;
    const Register rounds       = c_rarg2;
    const Register vl           = x28;
    const Register tmp          = x29;
    const Register ptr          = x30;
    const VectorRegister vrot1  = v2;
    const VectorRegister va     = v4;
    const VectorRegister vb     = v8;
    const VectorRegister vc     = v12;
    const VectorRegister vd     = v16;
    const VectorRegister vspare = v20;
    const VectorRegister voffs  = v24;
    const VectorRegister vrot2  = v28;
    const VectorRegister vrot3  = v30;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ li(tmp, 64);  // 16 blocks of 16 words: Java's buffer holds no more
    __ vsetvli(vl, tmp, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vid_v(voffs);
    __ vand_vi(voffs, voffs, 3);
    __ vmseq_vi(v0, voffs, 0);  // word 0 of each lane: where the counter sits
    __ vsll_vi(voffs, voffs, 2);
    __ vsetvli(x0, vl, Assembler::e16, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vid_v(vrot3);
    __ vand_vi(vspare, vrot3, -4);
    __ vadd_vi(vrot1, vrot3, 1);
    __ vand_vi(vrot1, vrot1, 3);
    __ vor_vv(vrot1, vrot1, vspare);
    __ vadd_vi(vrot2, vrot3, 2);
    __ vand_vi(vrot2, vrot2, 3);
    __ vor_vv(vrot2, vrot2, vspare);
    __ vadd_vi(vrot3, vrot3, 3);
    __ vand_vi(vrot3, vrot3, 3);
    __ vor_vv(vrot3, vrot3, vspare);
    __ vsetvli(x0, vl, Assembler::e32, Assembler::m4, Assembler::mu, Assembler::ta);
    __ vluxei32_v(va, state, voffs);
    __ addi(ptr, state, 16);
    __ vluxei32_v(vb, ptr, voffs);
    __ addi(ptr, state, 32);
    __ vluxei32_v(vc, ptr, voffs);
    __ addi(ptr, state, 48);
    __ vluxei32_v(vd, ptr, voffs);
    __ vid_v(vspare);
    __ vsrl_vi(vspare, vspare, 2);
    __ vadd_vv(vd, vd, vspare, Assembler::v0_t);
    __ li(rounds, 5);

  __ bind(L_double_round);
    __ vadd_vv(va, va, vb);
    __ vxor_vv(vd, vd, va);
    __ vsll_vi(vspare, vd, 16);
    __ vsrl_vi(vd, vd, 16);
    __ vor_vv(vd, vd, vspare);
    __ vadd_vv(vc, vc, vd);
    __ vxor_vv(vb, vb, vc);
    __ vsll_vi(vspare, vb, 12);
    __ vsrl_vi(vb, vb, 20);
    __ vor_vv(vb, vb, vspare);
    __ vadd_vv(va, va, vb);
    __ vxor_vv(vd, vd, va);
    __ vsll_vi(vspare, vd, 8);
    __ vsrl_vi(vd, vd, 24);
    __ vor_vv(vd, vd, vspare);
    __ vadd_vv(vc, vc, vd);
    __ vxor_vv(vb, vb, vc);
    __ vsll_vi(vspare, vb, 7);
    __ vsrl_vi(vb, vb, 25);
    __ vor_vv(vb, vb, vspare);
    __ vrgatherei16_vv(vspare, vb, vrot1);
    __ vrgatherei16_vv(vb, vc, vrot2);
    __ vrgatherei16_vv(vc, vd, vrot3);
    __ vadd_vv(va, va, vspare);
    __ vxor_vv(vc, vc, va);
    __ vsll_vi(vd, vc, 16);
    __ vsrl_vi(vc, vc, 16);
    __ vor_vv(vc, vc, vd);
    __ vadd_vv(vb, vb, vc);
    __ vxor_vv(vspare, vspare, vb);
    __ vsll_vi(vd, vspare, 12);
    __ vsrl_vi(vspare, vspare, 20);
    __ vor_vv(vspare, vspare, vd);
    __ vadd_vv(va, va, vspare);
    __ vxor_vv(vc, vc, va);
    __ vsll_vi(vd, vc, 8);
    __ vsrl_vi(vc, vc, 24);
    __ vor_vv(vc, vc, vd);
    __ vadd_vv(vb, vb, vc);
    __ vxor_vv(vspare, vspare, vb);
    __ vsll_vi(vd, vspare, 7);
    __ vsrl_vi(vspare, vspare, 25);
    __ vor_vv(vspare, vspare, vd);
    __ vrgatherei16_vv(vd, vspare, vrot3);
    __ vrgatherei16_vv(vspare, vb, vrot2);
    __ vrgatherei16_vv(vb, vc, vrot1);
    __ vadd_vv(va, va, vd);
    __ vxor_vv(vb, vb, va);
    __ vsll_vi(vc, vb, 16);
    __ vsrl_vi(vb, vb, 16);
    __ vor_vv(vb, vb, vc);
    __ vadd_vv(vspare, vspare, vb);
    __ vxor_vv(vd, vd, vspare);
    __ vsll_vi(vc, vd, 12);
    __ vsrl_vi(vd, vd, 20);
    __ vor_vv(vd, vd, vc);
    __ vadd_vv(va, va, vd);
    __ vxor_vv(vb, vb, va);
    __ vsll_vi(vc, vb, 8);
    __ vsrl_vi(vb, vb, 24);
    __ vor_vv(vb, vb, vc);
    __ vadd_vv(vspare, vspare, vb);
    __ vxor_vv(vd, vd, vspare);
    __ vsll_vi(vc, vd, 7);
    __ vsrl_vi(vd, vd, 25);
    __ vor_vv(vd, vd, vc);
    __ vrgatherei16_vv(vc, vd, vrot1);
    __ vrgatherei16_vv(vd, vspare, vrot2);
    __ vrgatherei16_vv(vspare, vb, vrot3);
    __ vadd_vv(va, va, vc);
    __ vxor_vv(vspare, vspare, va);
    __ vsll_vi(vb, vspare, 16);
    __ vsrl_vi(vspare, vspare, 16);
    __ vor_vv(vspare, vspare, vb);
    __ vadd_vv(vd, vd, vspare);
    __ vxor_vv(vc, vc, vd);
    __ vsll_vi(vb, vc, 12);
    __ vsrl_vi(vc, vc, 20);
    __ vor_vv(vc, vc, vb);
    __ vadd_vv(va, va, vc);
    __ vxor_vv(vspare, vspare, va);
    __ vsll_vi(vb, vspare, 8);
    __ vsrl_vi(vspare, vspare, 24);
    __ vor_vv(vspare, vspare, vb);
    __ vadd_vv(vd, vd, vspare);
    __ vxor_vv(vc, vc, vd);
    __ vsll_vi(vb, vc, 7);
    __ vsrl_vi(vc, vc, 25);
    __ vor_vv(vc, vc, vb);
    __ vrgatherei16_vv(vb, vc, vrot3);
    __ vrgatherei16_vv(vc, vd, vrot2);
    __ vrgatherei16_vv(vd, vspare, vrot1);
    __ addi(rounds, rounds, -1);
    __ bnez(rounds, L_double_round);
    __ vid_v(vspare);
    __ vsrl_vi(vspare, vspare, 2);
    __ vadd_vv(vd, vd, vspare, Assembler::v0_t);
    __ vluxei32_v(vspare, state, voffs);
    __ vadd_vv(va, va, vspare);
    __ addi(ptr, state, 16);
    __ vluxei32_v(vspare, ptr, voffs);
    __ vadd_vv(vb, vb, vspare);
    __ addi(ptr, state, 32);
    __ vluxei32_v(vspare, ptr, voffs);
    __ vadd_vv(vc, vc, vspare);
    __ addi(ptr, state, 48);
    __ vluxei32_v(vspare, ptr, voffs);
    __ vadd_vv(vd, vd, vspare);
    __ vid_v(vspare);  // offsets 4w + 64j: each lane's row to its block
    __ vand_vi(vspare, vspare, -4);
    __ vsll_vi(vspare, vspare, 4);
    __ vadd_vv(vspare, vspare, voffs);
    __ addi(ptr, result, 0);
    __ vsuxei32_v(va, ptr, vspare);
    __ addi(ptr, result, 16);
    __ vsuxei32_v(vb, ptr, vspare);
    __ addi(ptr, result, 32);
    __ vsuxei32_v(vc, ptr, vspare);
    __ addi(ptr, result, 48);
    __ vsuxei32_v(vd, ptr, vspare);
    __ slli(c_rarg0, vl, 4);  // 64 bytes per lane, 4 elements per lane
    __ leave();
    __ ret();

    return start;
  }
