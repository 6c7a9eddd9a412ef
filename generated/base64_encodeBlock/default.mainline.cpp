// base64_encodeBlock[default]: made by stubforge 0.1.0 from kernels/base64.py:base64_encode, for mainline.
// the character minus the 6-bit index, by i -sat 51 (i < 26: 13); standard, then URL; used by base64_encodeBlock; a constant table of the generated stubs.
alignas(64) static const uint32_t _base64_encode_offsets[8] = {
  0xfcfcfc47UL, 0xfcfcfcfcUL, 0xedfcfcfcUL, 0x000041f0UL, 0xfcfcfc47UL, 0xfcfcfcfcUL, 0xeffcfcfcUL, 0x00004120UL
};

  // vidx (6-bit indices) becomes the characters: vidx + voffsets[vidx -sat 51, or 13 if < low].
  // Helper shared by the stub generators: base64_encode_map
  void base64_encode_map(VectorRegister vidx, VectorRegister voffsets, VectorRegister vsat,
                         VectorRegister vr, VectorRegister voff, Register low) {
    assert_different_registers(vidx, voffsets, vsat, vr, voff);
    __ vssubu_vv(vr, vidx, vsat);
    __ vmsltu_vx(v0, vidx, low);
    __ vmerge_vim(vr, vr, 13);
    __ vrgather_vv(voff, voffsets, vr);
    __ vadd_vv(vidx, vidx, voff);
  }

  /**
   * base64_encodeBlock [default]: lmul=2
   * RISC-V extensions: v
   * Blob space: 312 bytes (code and entry alignment)
   *
   * Encode src[sp, sl) (a multiple of 3 bytes) to dst + dp: per pass vl groups of 3 bytes split
   * by vlseg3e8 into three fields, cut into four 6-bit indices, each mapped to its character by
   * a vrgather of a 16-byte offset table, written by vsseg4e8.
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

    StubId stub_id = StubId::stubgen_base64_encodeBlock_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    Label L_encode_done, L_encode_loop;

    const Register src            = c_rarg0;
    const Register sl             = c_rarg2;
    const Register dst            = c_rarg3;
    const Register dp             = c_rarg4;
    const Register isURL          = c_rarg5;
    const Register sp_reg         = c_rarg1;
    const Register groups         = c_rarg2;
    const Register lim            = c_rarg6;
    const Register tmp            = t3;
    const Register vl             = t4;
    const Register tab            = t5;
    const VectorRegister voffsets = v16;
    const VectorRegister vsat     = v18;
    const VectorRegister vr       = v20;
    const VectorRegister voff     = v22;
    const VectorRegister vin[] = { v2, v4, v6 };
    const VectorRegister vout[] = { v8, v10, v12, v14 };

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
    BLOCK_COMMENT("The alphabet's offset table and the constants {");
    __ la(tab, ExternalAddress((address)_base64_encode_offsets));
    __ slli(tmp, isURL, 4);  // isURL is 0 or 1: the URL table is 16 bytes on
    __ add(tab, tab, tmp);
    __ vsetvli(vl, x0, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);  // VLMAX: vsat must hold 51 in every element
    __ li(lim, 51);
    __ vmv_v_x(vsat, lim);
    __ li(lim, 16);
    __ vsetvli(vl, lim, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vle8_v(voffsets, tab);  // 16 offsets: vrgather reads no element past them
    BLOCK_COMMENT("} The alphabet's offset table and the constants");
    __ li(lim, 26);
    __ li(tmp, 63);

  __ bind(L_encode_loop);
    __ vsetvli(vl, groups, Assembler::e8, Assembler::m2, Assembler::ma, Assembler::ta);
    __ vlseg3e8_v(vin[0], src);
    BLOCK_COMMENT("Four 6-bit indices from three bytes {");
    __ vsll_vi(voff, vin[0], 6);  // a's low 2 bits on top, then b's high 4 below them
    __ vsrl_vi(vout[1], vin[1], 2);
    __ vor_vv(vout[1], vout[1], voff);
    __ vsrl_vi(vout[1], vout[1], 2);
    __ vsll_vi(voff, vin[1], 4);  // b's low 4 bits, then c's high 2
    __ vsrl_vi(vout[2], vin[2], 4);
    __ vor_vv(vout[2], vout[2], voff);
    __ vsrl_vi(vout[2], vout[2], 2);
    __ vsrl_vi(vout[0], vin[0], 2);
    __ vand_vx(vout[3], vin[2], tmp);
    BLOCK_COMMENT("} Four 6-bit indices from three bytes");
    BLOCK_COMMENT("Index to character: + offset[i -sat 51, or 13 below 26] {");
    base64_encode_map(vout[0], voffsets, vsat, vr, voff, lim);
    base64_encode_map(vout[1], voffsets, vsat, vr, voff, lim);
    base64_encode_map(vout[2], voffsets, vsat, vr, voff, lim);
    base64_encode_map(vout[3], voffsets, vsat, vr, voff, lim);
    BLOCK_COMMENT("} Index to character: + offset[i -sat 51, or 13 below 26]");
    __ vsseg4e8_v(vout[0], dst);
    __ sub(groups, groups, vl);
    __ slli(vl, vl, 2);
    __ add(dst, dst, vl);  // 4 characters per group
    __ srli(vl, vl, 2);
    __ slli(t0, vl, 1);
    __ add(vl, vl, t0);
    __ add(src, src, vl);  // 3 bytes per group
    __ bnez(groups, L_encode_loop);

  __ bind(L_encode_done);
    __ ret();

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
