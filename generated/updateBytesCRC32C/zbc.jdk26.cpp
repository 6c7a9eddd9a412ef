// updateBytesCRC32C[zbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk26.
// updateBytesCRC32C [zbc]: Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits; copied into the code by generate_updateBytesCRC32C().
static const julong updateBytesCRC32C_crc_barrett[5] = {
  0x4869ec38dea713f1UL, 0x0000000105ec76f1UL, 0x00000000d270f1a2UL, 0x00000000b9e02b86UL, 0x000000000d3b6092UL
};

// updateBytesCRC32C [zbc]: the byte table (table 0 of slicing-by-8); copied into the code by generate_updateBytesCRC32C().
static const juint updateBytesCRC32C_crc32c_table0[256] = {
  0x00000000UL, 0xf26b8303UL, 0xe13b70f7UL, 0x1350f3f4UL, 0xc79a971fUL, 0x35f1141cUL, 0x26a1e7e8UL, 0xd4ca64ebUL,
  0x8ad958cfUL, 0x78b2dbccUL, 0x6be22838UL, 0x9989ab3bUL, 0x4d43cfd0UL, 0xbf284cd3UL, 0xac78bf27UL, 0x5e133c24UL,
  0x105ec76fUL, 0xe235446cUL, 0xf165b798UL, 0x030e349bUL, 0xd7c45070UL, 0x25afd373UL, 0x36ff2087UL, 0xc494a384UL,
  0x9a879fa0UL, 0x68ec1ca3UL, 0x7bbcef57UL, 0x89d76c54UL, 0x5d1d08bfUL, 0xaf768bbcUL, 0xbc267848UL, 0x4e4dfb4bUL,
  0x20bd8edeUL, 0xd2d60dddUL, 0xc186fe29UL, 0x33ed7d2aUL, 0xe72719c1UL, 0x154c9ac2UL, 0x061c6936UL, 0xf477ea35UL,
  0xaa64d611UL, 0x580f5512UL, 0x4b5fa6e6UL, 0xb93425e5UL, 0x6dfe410eUL, 0x9f95c20dUL, 0x8cc531f9UL, 0x7eaeb2faUL,
  0x30e349b1UL, 0xc288cab2UL, 0xd1d83946UL, 0x23b3ba45UL, 0xf779deaeUL, 0x05125dadUL, 0x1642ae59UL, 0xe4292d5aUL,
  0xba3a117eUL, 0x4851927dUL, 0x5b016189UL, 0xa96ae28aUL, 0x7da08661UL, 0x8fcb0562UL, 0x9c9bf696UL, 0x6ef07595UL,
  0x417b1dbcUL, 0xb3109ebfUL, 0xa0406d4bUL, 0x522bee48UL, 0x86e18aa3UL, 0x748a09a0UL, 0x67dafa54UL, 0x95b17957UL,
  0xcba24573UL, 0x39c9c670UL, 0x2a993584UL, 0xd8f2b687UL, 0x0c38d26cUL, 0xfe53516fUL, 0xed03a29bUL, 0x1f682198UL,
  0x5125dad3UL, 0xa34e59d0UL, 0xb01eaa24UL, 0x42752927UL, 0x96bf4dccUL, 0x64d4cecfUL, 0x77843d3bUL, 0x85efbe38UL,
  0xdbfc821cUL, 0x2997011fUL, 0x3ac7f2ebUL, 0xc8ac71e8UL, 0x1c661503UL, 0xee0d9600UL, 0xfd5d65f4UL, 0x0f36e6f7UL,
  0x61c69362UL, 0x93ad1061UL, 0x80fde395UL, 0x72966096UL, 0xa65c047dUL, 0x5437877eUL, 0x4767748aUL, 0xb50cf789UL,
  0xeb1fcbadUL, 0x197448aeUL, 0x0a24bb5aUL, 0xf84f3859UL, 0x2c855cb2UL, 0xdeeedfb1UL, 0xcdbe2c45UL, 0x3fd5af46UL,
  0x7198540dUL, 0x83f3d70eUL, 0x90a324faUL, 0x62c8a7f9UL, 0xb602c312UL, 0x44694011UL, 0x5739b3e5UL, 0xa55230e6UL,
  0xfb410cc2UL, 0x092a8fc1UL, 0x1a7a7c35UL, 0xe811ff36UL, 0x3cdb9bddUL, 0xceb018deUL, 0xdde0eb2aUL, 0x2f8b6829UL,
  0x82f63b78UL, 0x709db87bUL, 0x63cd4b8fUL, 0x91a6c88cUL, 0x456cac67UL, 0xb7072f64UL, 0xa457dc90UL, 0x563c5f93UL,
  0x082f63b7UL, 0xfa44e0b4UL, 0xe9141340UL, 0x1b7f9043UL, 0xcfb5f4a8UL, 0x3dde77abUL, 0x2e8e845fUL, 0xdce5075cUL,
  0x92a8fc17UL, 0x60c37f14UL, 0x73938ce0UL, 0x81f80fe3UL, 0x55326b08UL, 0xa759e80bUL, 0xb4091bffUL, 0x466298fcUL,
  0x1871a4d8UL, 0xea1a27dbUL, 0xf94ad42fUL, 0x0b21572cUL, 0xdfeb33c7UL, 0x2d80b0c4UL, 0x3ed04330UL, 0xccbbc033UL,
  0xa24bb5a6UL, 0x502036a5UL, 0x4370c551UL, 0xb11b4652UL, 0x65d122b9UL, 0x97baa1baUL, 0x84ea524eUL, 0x7681d14dUL,
  0x2892ed69UL, 0xdaf96e6aUL, 0xc9a99d9eUL, 0x3bc21e9dUL, 0xef087a76UL, 0x1d63f975UL, 0x0e330a81UL, 0xfc588982UL,
  0xb21572c9UL, 0x407ef1caUL, 0x532e023eUL, 0xa145813dUL, 0x758fe5d6UL, 0x87e466d5UL, 0x94b49521UL, 0x66df1622UL,
  0x38cc2a06UL, 0xcaa7a905UL, 0xd9f75af1UL, 0x2b9cd9f2UL, 0xff56bd19UL, 0x0d3d3e1aUL, 0x1e6dcdeeUL, 0xec064eedUL,
  0xc38d26c4UL, 0x31e6a5c7UL, 0x22b65633UL, 0xd0ddd530UL, 0x0417b1dbUL, 0xf67c32d8UL, 0xe52cc12cUL, 0x1747422fUL,
  0x49547e0bUL, 0xbb3ffd08UL, 0xa86f0efcUL, 0x5a048dffUL, 0x8ecee914UL, 0x7ca56a17UL, 0x6ff599e3UL, 0x9d9e1ae0UL,
  0xd3d3e1abUL, 0x21b862a8UL, 0x32e8915cUL, 0xc083125fUL, 0x144976b4UL, 0xe622f5b7UL, 0xf5720643UL, 0x07198540UL,
  0x590ab964UL, 0xab613a67UL, 0xb831c993UL, 0x4a5a4a90UL, 0x9e902e7bUL, 0x6cfbad78UL, 0x7fab5e8cUL, 0x8dc0dd8fUL,
  0xe330a81aUL, 0x115b2b19UL, 0x020bd8edUL, 0xf0605beeUL, 0x24aa3f05UL, 0xd6c1bc06UL, 0xc5914ff2UL, 0x37faccf1UL,
  0x69e9f0d5UL, 0x9b8273d6UL, 0x88d28022UL, 0x7ab90321UL, 0xae7367caUL, 0x5c18e4c9UL, 0x4f48173dUL, 0xbd23943eUL,
  0xf36e6f75UL, 0x0105ec76UL, 0x12551f82UL, 0xe03e9c81UL, 0x34f4f86aUL, 0xc69f7b69UL, 0xd5cf889dUL, 0x27a40b9eUL,
  0x79b737baUL, 0x8bdcb4b9UL, 0x988c474dUL, 0x6ae7c44eUL, 0xbe2da0a5UL, 0x4c4623a6UL, 0x5f16d052UL, 0xad7d5351UL
};

  /**
   * updateBytesCRC32C [zbc]: words=64, chains=4
   * RISC-V extensions: zbc
   * Blob space: 2416 bytes (code, constant tables, entry alignment)
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  // needs assembler additions: clmul, clmulh
  address generate_updateBytesCRC32C() {
    assert(UseCRC32CIntrinsics, "updateBytesCRC32C needs UseCRC32CIntrinsics");

    __ align(CodeEntryAlignment);
    StubId stub_id = StubId::stubgen_updateBytesCRC32C_id;
    StubCodeMark mark(this, stub_id);
    address start = __ pc();

    Label L_crc_barrett, L_chains_loop, L_chains_join, L_chains_rest, L_chains_one,
          L_chains_done, L_crc32c_table0, L_bytes, L_byte, L_done;

    const Register crc    = c_rarg0;
    const Register buf    = c_rarg1;
    const Register len    = c_rarg2;
    const Register state3 = x9;
    const Register mu     = c_rarg3;
    const Register index  = c_rarg4;
    const Register word2  = c_rarg4;
    const Register word   = c_rarg5;
    const Register word3  = c_rarg5;
    const Register end    = c_rarg6;
    const Register state1 = c_rarg6;
    const Register state2 = c_rarg7;
    const Register table  = c_rarg7;
    const Register poly   = t3;
    const Register word0  = t4;
    const Register entry  = t5;
    const Register word1  = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ zext(crc, crc, 32);  // a Java int arrives sign-extended
    // One load register per chain, so that every chain's next word is loaded a whole step ahead (a
    // load takes 4 cycles on spacemit-x60's model): with four chains that is nine long-lived
    // registers besides the arguments, one more than the caller-saved pool holds, so s1 is saved
    // (two instructions at each end of the call). It stays taken after its restore.
    __ push_reg(RegSet::of(x9), sp);
    __ la(word0, L_crc_barrett);
    __ ld(mu, Address(word0));
    __ ld(poly, Address(word0, 8));
    __ addi(len, len, -512);  // length counts down by a whole iteration at a time
    __ blt(len, zr, L_chains_rest);
    __ ld(word0, Address(buf));
    __ ld(word1, Address(buf, 128));
    __ ld(word2, Address(buf, 256));
    __ ld(word3, Address(buf, 384));

  __ bind(L_chains_loop);
    __ xorr(crc, crc, word0);
    __ clmul(crc, crc, mu);  // quotient
    __ clmul(state1, word1, mu);
    __ ld(word0, Address(buf, 8));
    __ ld(word1, Address(buf, 136));
    __ clmulh(crc, crc, poly);  // remainder: chain i's state after this word
    __ clmulh(state1, state1, poly);
    __ clmul(state2, word2, mu);
    __ clmul(state3, word3, mu);
    __ ld(word2, Address(buf, 264));
    __ ld(word3, Address(buf, 392));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 16));
    __ ld(word1, Address(buf, 144));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 272));
    __ ld(word3, Address(buf, 400));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 24));
    __ ld(word1, Address(buf, 152));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 280));
    __ ld(word3, Address(buf, 408));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 32));
    __ ld(word1, Address(buf, 160));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 288));
    __ ld(word3, Address(buf, 416));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 40));
    __ ld(word1, Address(buf, 168));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 296));
    __ ld(word3, Address(buf, 424));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 48));
    __ ld(word1, Address(buf, 176));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 304));
    __ ld(word3, Address(buf, 432));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 56));
    __ ld(word1, Address(buf, 184));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 312));
    __ ld(word3, Address(buf, 440));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 64));
    __ ld(word1, Address(buf, 192));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 320));
    __ ld(word3, Address(buf, 448));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 72));
    __ ld(word1, Address(buf, 200));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 328));
    __ ld(word3, Address(buf, 456));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 80));
    __ ld(word1, Address(buf, 208));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 336));
    __ ld(word3, Address(buf, 464));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 88));
    __ ld(word1, Address(buf, 216));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 344));
    __ ld(word3, Address(buf, 472));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 96));
    __ ld(word1, Address(buf, 224));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 352));
    __ ld(word3, Address(buf, 480));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 104));
    __ ld(word1, Address(buf, 232));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 360));
    __ ld(word3, Address(buf, 488));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 112));
    __ ld(word1, Address(buf, 240));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 368));
    __ ld(word3, Address(buf, 496));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ ld(word0, Address(buf, 120));
    __ ld(word1, Address(buf, 248));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(buf, 376));
    __ ld(word3, Address(buf, 504));
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    __ xorr(crc, crc, word0);
    __ xorr(state1, state1, word1);
    __ clmul(crc, crc, mu);
    __ clmul(state1, state1, mu);
    __ la(word0, L_crc_barrett);
    __ ld(word1, Address(word0, 24));
    __ clmulh(crc, crc, poly);
    __ clmulh(state1, state1, poly);
    __ xorr(state2, state2, word2);
    __ xorr(state3, state3, word3);
    __ clmul(state2, state2, mu);
    __ clmul(state3, state3, mu);
    __ ld(word2, Address(word0, 32));
    __ ld(word0, Address(word0, 16));  // the table's address last
    __ clmulh(state2, state2, poly);
    __ clmulh(state3, state3, poly);
    BLOCK_COMMENT("join the chains: move each on over the runs after it, one Barrett step for all {");
    __ clmul(crc, crc, word0);
    __ clmul(state1, state1, word1);
    __ clmul(state2, state2, word2);
    __ addi(buf, buf, 512);
    __ addi(len, len, -512);
    __ blt(len, zr, L_chains_join);
    __ ld(word0, Address(buf));
    __ ld(word1, Address(buf, 128));
    __ ld(word2, Address(buf, 256));
    __ ld(word3, Address(buf, 384));

  __ bind(L_chains_join);
    __ xorr(crc, crc, state1);
    __ xorr(crc, crc, state2);
    __ clmul(crc, crc, mu);
    __ clmulh(crc, crc, poly);
    __ xorr(crc, crc, state3);
    BLOCK_COMMENT("} join the chains: move each on over the runs after it, one Barrett step for all");
    __ bge(len, zr, L_chains_loop);

  __ bind(L_chains_rest);
    __ addi(len, len, 512);  // 0 .. 8*words-1 bytes left: whole words one at a time
    __ andi(word1, len, -8);
    __ sub(len, len, word1);
    __ add(word1, buf, word1);
    __ bgeu(buf, word1, L_chains_done);

  __ bind(L_chains_one);
    __ ld(word0, Address(buf));
    __ xorr(word0, word0, crc);
    __ clmul(word0, word0, mu);
    __ clmulh(crc, word0, poly);
    __ addi(buf, buf, 8);
    __ bltu(buf, word1, L_chains_one);

  __ bind(L_chains_done);
    __ pop_reg(RegSet::of(x9), sp);
    __ la(table, L_crc32c_table0);

  __ bind(L_bytes);
    __ beqz(len, L_done);
    __ add(end, buf, len);

  __ bind(L_byte);
    __ lbu(word, Address(buf));
    __ xorr(word, word, crc);
    __ andi(word, word, 0xff);
    __ slli(index, word, 2);
    __ add(index, index, table);
    __ lwu(entry, Address(index));
    __ srli(crc, crc, 8);
    __ xorr(crc, crc, entry);
    __ addi(buf, buf, 1);
    __ bltu(buf, end, L_byte);

  __ bind(L_done);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    __ align(8);
  __ bind(L_crc_barrett);
    for (int i = 0; i < 5; i++) {
      __ emit_int64(updateBytesCRC32C_crc_barrett[i]);
    }

    __ align(8);
  __ bind(L_crc32c_table0);
    for (int i = 0; i < 256; i++) {
      __ emit_int32(updateBytesCRC32C_crc32c_table0[i]);
    }

    return start;
  }
