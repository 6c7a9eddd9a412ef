// base64_encodeBlock[default]: made by stubforge 0.1.0 from kernels/base64.py:base64_encode, for jdk21.
// The character minus the 6-bit index, by i -sat 51 (i < 26: 13), standard then URL; the byte
// shuffle's first 16 sources.
// Used by base64_encodeBlock.
alignas(64) static const uint32_t _base64_encode_offsets[12] = {
  0xfcfcfc47UL, 0xfcfcfcfcUL, 0xedfcfcfcUL, 0x000041f0UL, 0xfcfcfc47UL, 0xfcfcfcfcUL, 0xeffcfcfcUL, 0x00004120UL,
  0x01020001UL, 0x04050304UL, 0x07080607UL, 0x0a0b090aUL
};

  // vidx (6-bit indices) becomes the characters: vidx + voffsets[vidx -sat 51, or 13 if < low].
  void base64_encode_map(VectorRegister vidx, VectorRegister voffsets, VectorRegister vsat,
                         VectorRegister vr, VectorRegister voff, Register low) {
    assert_different_registers(vidx, voffsets, vsat, vr, voff);
    __ vssubu_vv(vr, vidx, vsat);
    __ vmsltu_vx(v0, vidx, low);
    __ vmerge_vim(vr, vr, 13);
    __ vrgather_vv(voff, voffsets, vr);
    __ vadd_vv(vidx, vidx, voff);
  }

  // needs assembler additions: vssubu_vv
  /**
   * Encode src[sp, sl) (a multiple of 3 bytes) to dst + dp: per pass n groups of 3 bytes cut
   * into four 6-bit indices, each mapped to its character by a vrgather of a 16-byte offset
   * table.
   *
   * Requires RVV.
   *
   * Arguments:
   *   c_rarg0 - src
   *   c_rarg1 - sp
   *   c_rarg2 - sl
   *   c_rarg3 - dst
   *   c_rarg4 - dp
   *   c_rarg5 - isURL
   */
  address generate_base64_encodeBlock() {
    assert(UseBASE64Intrinsics, "base64_encodeBlock needs UseBASE64Intrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "base64_encodeBlock");
    address start = __ pc();

    Label L_encode_done, L_encode_loop, L_encode_full;

    const Register src            = c_rarg0;
    const Register sl             = c_rarg2;
    const Register dst            = c_rarg3;
    const Register dp             = c_rarg4;
    const Register isURL          = c_rarg5;
    const Register n4             = c_rarg1;
    const Register sp_reg         = c_rarg1;
    const Register groups         = c_rarg2;
    const Register mask_a         = c_rarg4;
    const Register lim            = c_rarg6;
    const Register mask_b         = c_rarg7;
    const Register tmp            = x28;
    const Register n              = x29;
    const Register n3             = x30;
    const VectorRegister vraw     = v1;
    const VectorRegister vw       = v2;
    const VectorRegister va       = v3;
    const VectorRegister vb       = v4;
    const VectorRegister vr       = v5;
    const VectorRegister voff     = v6;
    const VectorRegister vmul_a   = v7;
    const VectorRegister vmul_b   = v8;
    const VectorRegister vshuf    = v9;
    const VectorRegister voffsets = v10;
    const VectorRegister vsat     = v11;

    BLOCK_COMMENT("Entry:");
    __ sub(groups, sl, sp_reg);
    __ add(src, src, sp_reg);
    __ add(dst, dst, dp);
    __ beqz(groups, L_encode_done);
    BLOCK_COMMENT("groups = bytes / 3 (exact: bytes is a multiple of 3 below 2^31) {");
    __ li(tmp, 1431655766);  // ceil(2^32 / 3)
    __ mul(groups, groups, tmp);
    __ srli(groups, groups, 32);
    BLOCK_COMMENT("} groups = bytes / 3 (exact: bytes is a multiple of 3 below 2^31)");
    BLOCK_COMMENT("The alphabet's offsets, the byte shuffle and the constants {");
    __ la(n3, ExternalAddress((address)_base64_encode_offsets));
    __ slli(tmp, isURL, 4);  // isURL is 0 or 1: the URL table is 16 bytes on
    __ add(tmp, n3, tmp);
    __ addi(n3, n3, 32);  // the shuffle pattern follows both tables
    __ li(lim, 16);
    __ vsetvli(n, lim, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(voffsets, tmp);  // 16 entries: vrgather reads no element past them
    __ vle8_v(vr, n3);
    __ vsetvli(n, x0, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);  // VLMAX: every element of the constants
    __ vid_v(vshuf);  // output byte j of a pass reads input byte
    __ vand_vi(vw, vshuf, 15);  // 12 * (j >> 4) + pattern[j & 15]
    __ vrgather_vv(va, vr, vw);
    __ vsrl_vi(vshuf, vshuf, 4);
    __ li(lim, 12);
    __ vmul_vx(vshuf, vshuf, lim);
    __ vadd_vv(vshuf, vshuf, va);
    __ li(lim, 51);
    __ vmv_v_x(vsat, lim);
    __ vsetvli(n, x0, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ li(lim, 67108928);  // per e16 half: x >> 10 (low), x >> 6 (high), by vmulhu
    __ vmv_v_x(vmul_a, lim);
    __ li(lim, 16777232);  // x << 4 (low), x << 8 (high), by vmul
    __ vmv_v_x(vmul_b, lim);
    BLOCK_COMMENT("} The alphabet's offsets, the byte shuffle and the constants");
    __ li(mask_a, 264305664);  // b0's high 6 bits and (b1 << 8 | b2)'s bits 6..11
    __ li(mask_b, 4129776);  // (b0 << 8 | b1)'s bits 4..9 and b2's low 6 bits
    __ li(lim, 26);

  __ bind(L_encode_loop);
    __ mv(n, groups);
    __ li(tmp, 64);
    __ bleu(n, tmp, L_encode_full);
    __ mv(n, tmp);

  __ bind(L_encode_full);
    __ vsetvli(n, n, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ slli(tmp, n, 1);
    __ add(n3, tmp, n);
    __ slli(n4, n, 2);
    __ vsetvli(x0, n3, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vle8_v(vraw, src);
    __ vsetvli(x0, n4, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vrgather_vv(vw, vraw, vshuf);
    BLOCK_COMMENT("Four 6-bit indices from each word {");
    __ vsetvli(x0, n, Assembler::e32, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vand_vx(va, vw, mask_a);
    __ vand_vx(vb, vw, mask_b);
    __ slli(tmp, n, 1);
    __ vsetvli(x0, tmp, Assembler::e16, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmulhu_vv(va, va, vmul_a);
    __ vmul_vv(vb, vb, vmul_b);
    __ vor_vv(vw, va, vb);
    BLOCK_COMMENT("} Four 6-bit indices from each word");
    __ vsetvli(x0, n4, Assembler::e8, Assembler::m1, Assembler::ma, Assembler::ta);
    BLOCK_COMMENT("Index to character: + offset[i -sat 51, or 13 below 26] {");
    base64_encode_map(vw, voffsets, vsat, vr, voff, lim);
    BLOCK_COMMENT("} Index to character: + offset[i -sat 51, or 13 below 26]");
    __ vse8_v(vw, dst);
    __ add(src, src, n3);
    __ add(dst, dst, n4);
    __ sub(groups, groups, n);
    __ bnez(groups, L_encode_loop);

  __ bind(L_encode_done);
    __ ret();

    return start;
  }
