// updateBytesCRC32[zbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for mainline.
// updateBytesCRC32 [zbc]: Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits; copied into the code by generate_updateBytesCRC32().
static const julong updateBytesCRC32_crc_barrett[5] = {
  0xb4e5b025f7011641UL, 0x00000001db710641UL, 0x00000000d31343eaUL, 0x00000000e95c1271UL, 0x00000000910eeec1UL
};

// updateBytesCRC32 [zbc]: the byte table (table 0 of slicing-by-8); copied into the code by generate_updateBytesCRC32().
static const juint updateBytesCRC32_crc32_table0[256] = {
  0x00000000UL, 0x77073096UL, 0xee0e612cUL, 0x990951baUL, 0x076dc419UL, 0x706af48fUL, 0xe963a535UL, 0x9e6495a3UL,
  0x0edb8832UL, 0x79dcb8a4UL, 0xe0d5e91eUL, 0x97d2d988UL, 0x09b64c2bUL, 0x7eb17cbdUL, 0xe7b82d07UL, 0x90bf1d91UL,
  0x1db71064UL, 0x6ab020f2UL, 0xf3b97148UL, 0x84be41deUL, 0x1adad47dUL, 0x6ddde4ebUL, 0xf4d4b551UL, 0x83d385c7UL,
  0x136c9856UL, 0x646ba8c0UL, 0xfd62f97aUL, 0x8a65c9ecUL, 0x14015c4fUL, 0x63066cd9UL, 0xfa0f3d63UL, 0x8d080df5UL,
  0x3b6e20c8UL, 0x4c69105eUL, 0xd56041e4UL, 0xa2677172UL, 0x3c03e4d1UL, 0x4b04d447UL, 0xd20d85fdUL, 0xa50ab56bUL,
  0x35b5a8faUL, 0x42b2986cUL, 0xdbbbc9d6UL, 0xacbcf940UL, 0x32d86ce3UL, 0x45df5c75UL, 0xdcd60dcfUL, 0xabd13d59UL,
  0x26d930acUL, 0x51de003aUL, 0xc8d75180UL, 0xbfd06116UL, 0x21b4f4b5UL, 0x56b3c423UL, 0xcfba9599UL, 0xb8bda50fUL,
  0x2802b89eUL, 0x5f058808UL, 0xc60cd9b2UL, 0xb10be924UL, 0x2f6f7c87UL, 0x58684c11UL, 0xc1611dabUL, 0xb6662d3dUL,
  0x76dc4190UL, 0x01db7106UL, 0x98d220bcUL, 0xefd5102aUL, 0x71b18589UL, 0x06b6b51fUL, 0x9fbfe4a5UL, 0xe8b8d433UL,
  0x7807c9a2UL, 0x0f00f934UL, 0x9609a88eUL, 0xe10e9818UL, 0x7f6a0dbbUL, 0x086d3d2dUL, 0x91646c97UL, 0xe6635c01UL,
  0x6b6b51f4UL, 0x1c6c6162UL, 0x856530d8UL, 0xf262004eUL, 0x6c0695edUL, 0x1b01a57bUL, 0x8208f4c1UL, 0xf50fc457UL,
  0x65b0d9c6UL, 0x12b7e950UL, 0x8bbeb8eaUL, 0xfcb9887cUL, 0x62dd1ddfUL, 0x15da2d49UL, 0x8cd37cf3UL, 0xfbd44c65UL,
  0x4db26158UL, 0x3ab551ceUL, 0xa3bc0074UL, 0xd4bb30e2UL, 0x4adfa541UL, 0x3dd895d7UL, 0xa4d1c46dUL, 0xd3d6f4fbUL,
  0x4369e96aUL, 0x346ed9fcUL, 0xad678846UL, 0xda60b8d0UL, 0x44042d73UL, 0x33031de5UL, 0xaa0a4c5fUL, 0xdd0d7cc9UL,
  0x5005713cUL, 0x270241aaUL, 0xbe0b1010UL, 0xc90c2086UL, 0x5768b525UL, 0x206f85b3UL, 0xb966d409UL, 0xce61e49fUL,
  0x5edef90eUL, 0x29d9c998UL, 0xb0d09822UL, 0xc7d7a8b4UL, 0x59b33d17UL, 0x2eb40d81UL, 0xb7bd5c3bUL, 0xc0ba6cadUL,
  0xedb88320UL, 0x9abfb3b6UL, 0x03b6e20cUL, 0x74b1d29aUL, 0xead54739UL, 0x9dd277afUL, 0x04db2615UL, 0x73dc1683UL,
  0xe3630b12UL, 0x94643b84UL, 0x0d6d6a3eUL, 0x7a6a5aa8UL, 0xe40ecf0bUL, 0x9309ff9dUL, 0x0a00ae27UL, 0x7d079eb1UL,
  0xf00f9344UL, 0x8708a3d2UL, 0x1e01f268UL, 0x6906c2feUL, 0xf762575dUL, 0x806567cbUL, 0x196c3671UL, 0x6e6b06e7UL,
  0xfed41b76UL, 0x89d32be0UL, 0x10da7a5aUL, 0x67dd4accUL, 0xf9b9df6fUL, 0x8ebeeff9UL, 0x17b7be43UL, 0x60b08ed5UL,
  0xd6d6a3e8UL, 0xa1d1937eUL, 0x38d8c2c4UL, 0x4fdff252UL, 0xd1bb67f1UL, 0xa6bc5767UL, 0x3fb506ddUL, 0x48b2364bUL,
  0xd80d2bdaUL, 0xaf0a1b4cUL, 0x36034af6UL, 0x41047a60UL, 0xdf60efc3UL, 0xa867df55UL, 0x316e8eefUL, 0x4669be79UL,
  0xcb61b38cUL, 0xbc66831aUL, 0x256fd2a0UL, 0x5268e236UL, 0xcc0c7795UL, 0xbb0b4703UL, 0x220216b9UL, 0x5505262fUL,
  0xc5ba3bbeUL, 0xb2bd0b28UL, 0x2bb45a92UL, 0x5cb36a04UL, 0xc2d7ffa7UL, 0xb5d0cf31UL, 0x2cd99e8bUL, 0x5bdeae1dUL,
  0x9b64c2b0UL, 0xec63f226UL, 0x756aa39cUL, 0x026d930aUL, 0x9c0906a9UL, 0xeb0e363fUL, 0x72076785UL, 0x05005713UL,
  0x95bf4a82UL, 0xe2b87a14UL, 0x7bb12baeUL, 0x0cb61b38UL, 0x92d28e9bUL, 0xe5d5be0dUL, 0x7cdcefb7UL, 0x0bdbdf21UL,
  0x86d3d2d4UL, 0xf1d4e242UL, 0x68ddb3f8UL, 0x1fda836eUL, 0x81be16cdUL, 0xf6b9265bUL, 0x6fb077e1UL, 0x18b74777UL,
  0x88085ae6UL, 0xff0f6a70UL, 0x66063bcaUL, 0x11010b5cUL, 0x8f659effUL, 0xf862ae69UL, 0x616bffd3UL, 0x166ccf45UL,
  0xa00ae278UL, 0xd70dd2eeUL, 0x4e048354UL, 0x3903b3c2UL, 0xa7672661UL, 0xd06016f7UL, 0x4969474dUL, 0x3e6e77dbUL,
  0xaed16a4aUL, 0xd9d65adcUL, 0x40df0b66UL, 0x37d83bf0UL, 0xa9bcae53UL, 0xdebb9ec5UL, 0x47b2cf7fUL, 0x30b5ffe9UL,
  0xbdbdf21cUL, 0xcabac28aUL, 0x53b39330UL, 0x24b4a3a6UL, 0xbad03605UL, 0xcdd70693UL, 0x54de5729UL, 0x23d967bfUL,
  0xb3667a2eUL, 0xc4614ab8UL, 0x5d681b02UL, 0x2a6f2b94UL, 0xb40bbe37UL, 0xc30c8ea1UL, 0x5a05df1bUL, 0x2d02ef8dUL
};

  /**
   * updateBytesCRC32 [zbc]: words=64, chains=4
   * RISC-V extensions: zbc
   * Blob space: 2424 bytes (code, constant tables, entry alignment)
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  address generate_updateBytesCRC32() {
    assert(UseCRC32Intrinsics, "updateBytesCRC32 needs UseCRC32Intrinsics");

    StubId stub_id = StubId::stubgen_updateBytesCRC32_id;
    int entry_count = StubInfo::entry_count(stub_id);
    assert(entry_count == 1, "sanity check");
    address start = load_archive_data(stub_id);
    if (start != nullptr) {
      return start;
    }
    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, stub_id);
    start = __ pc();

    Label L_crc_barrett, L_chains_loop, L_chains_join, L_chains_rest, L_chains_one,
          L_chains_done, L_crc32_table0, L_bytes, L_byte, L_done;

    const Register crc    = c_rarg0;
    const Register buf    = c_rarg1;
    const Register len    = c_rarg2;
    const Register state3 = x9;
    const Register entry  = c_rarg3;
    const Register word1  = c_rarg3;
    const Register index  = c_rarg4;
    const Register word2  = c_rarg4;
    const Register word   = c_rarg5;
    const Register word3  = c_rarg5;
    const Register end    = c_rarg6;
    const Register state1 = c_rarg6;
    const Register state2 = c_rarg7;
    const Register table  = c_rarg7;
    const Register mu     = t3;
    const Register poly   = t4;
    const Register word0  = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
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
    __ la(table, L_crc32_table0);

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
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    __ align(8);
  __ bind(L_crc_barrett);
    for (int i = 0; i < 5; i++) {
      __ emit_int64(updateBytesCRC32_crc_barrett[i]);
    }

    __ align(8);
  __ bind(L_crc32_table0);
    for (int i = 0; i < 256; i++) {
      __ emit_int32(updateBytesCRC32_crc32_table0[i]);
    }

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
