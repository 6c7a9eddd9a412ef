// updateBytesCRC32C[zbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk26.
// Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits; used by updateBytesCRC32C; a constant table of the generated stubs.
alignas(64) static const uint64_t _crc32c_crc_barrett[5] = {
  0x4869ec38dea713f1UL, 0x0000000105ec76f1UL, 0x00000000d270f1a2UL, 0x00000000b9e02b86UL, 0x000000000d3b6092UL
};

// tables 0..3 of slicing-by-8; used by updateBytesCRC32C; a constant table of the generated stubs.
alignas(64) static const uint32_t _crc32c_tables_0_3[1024] = {
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
  0x79b737baUL, 0x8bdcb4b9UL, 0x988c474dUL, 0x6ae7c44eUL, 0xbe2da0a5UL, 0x4c4623a6UL, 0x5f16d052UL, 0xad7d5351UL,
  0x00000000UL, 0x13a29877UL, 0x274530eeUL, 0x34e7a899UL, 0x4e8a61dcUL, 0x5d28f9abUL, 0x69cf5132UL, 0x7a6dc945UL,
  0x9d14c3b8UL, 0x8eb65bcfUL, 0xba51f356UL, 0xa9f36b21UL, 0xd39ea264UL, 0xc03c3a13UL, 0xf4db928aUL, 0xe7790afdUL,
  0x3fc5f181UL, 0x2c6769f6UL, 0x1880c16fUL, 0x0b225918UL, 0x714f905dUL, 0x62ed082aUL, 0x560aa0b3UL, 0x45a838c4UL,
  0xa2d13239UL, 0xb173aa4eUL, 0x859402d7UL, 0x96369aa0UL, 0xec5b53e5UL, 0xfff9cb92UL, 0xcb1e630bUL, 0xd8bcfb7cUL,
  0x7f8be302UL, 0x6c297b75UL, 0x58ced3ecUL, 0x4b6c4b9bUL, 0x310182deUL, 0x22a31aa9UL, 0x1644b230UL, 0x05e62a47UL,
  0xe29f20baUL, 0xf13db8cdUL, 0xc5da1054UL, 0xd6788823UL, 0xac154166UL, 0xbfb7d911UL, 0x8b507188UL, 0x98f2e9ffUL,
  0x404e1283UL, 0x53ec8af4UL, 0x670b226dUL, 0x74a9ba1aUL, 0x0ec4735fUL, 0x1d66eb28UL, 0x298143b1UL, 0x3a23dbc6UL,
  0xdd5ad13bUL, 0xcef8494cUL, 0xfa1fe1d5UL, 0xe9bd79a2UL, 0x93d0b0e7UL, 0x80722890UL, 0xb4958009UL, 0xa737187eUL,
  0xff17c604UL, 0xecb55e73UL, 0xd852f6eaUL, 0xcbf06e9dUL, 0xb19da7d8UL, 0xa23f3fafUL, 0x96d89736UL, 0x857a0f41UL,
  0x620305bcUL, 0x71a19dcbUL, 0x45463552UL, 0x56e4ad25UL, 0x2c896460UL, 0x3f2bfc17UL, 0x0bcc548eUL, 0x186eccf9UL,
  0xc0d23785UL, 0xd370aff2UL, 0xe797076bUL, 0xf4359f1cUL, 0x8e585659UL, 0x9dface2eUL, 0xa91d66b7UL, 0xbabffec0UL,
  0x5dc6f43dUL, 0x4e646c4aUL, 0x7a83c4d3UL, 0x69215ca4UL, 0x134c95e1UL, 0x00ee0d96UL, 0x3409a50fUL, 0x27ab3d78UL,
  0x809c2506UL, 0x933ebd71UL, 0xa7d915e8UL, 0xb47b8d9fUL, 0xce1644daUL, 0xddb4dcadUL, 0xe9537434UL, 0xfaf1ec43UL,
  0x1d88e6beUL, 0x0e2a7ec9UL, 0x3acdd650UL, 0x296f4e27UL, 0x53028762UL, 0x40a01f15UL, 0x7447b78cUL, 0x67e52ffbUL,
  0xbf59d487UL, 0xacfb4cf0UL, 0x981ce469UL, 0x8bbe7c1eUL, 0xf1d3b55bUL, 0xe2712d2cUL, 0xd69685b5UL, 0xc5341dc2UL,
  0x224d173fUL, 0x31ef8f48UL, 0x050827d1UL, 0x16aabfa6UL, 0x6cc776e3UL, 0x7f65ee94UL, 0x4b82460dUL, 0x5820de7aUL,
  0xfbc3faf9UL, 0xe861628eUL, 0xdc86ca17UL, 0xcf245260UL, 0xb5499b25UL, 0xa6eb0352UL, 0x920cabcbUL, 0x81ae33bcUL,
  0x66d73941UL, 0x7575a136UL, 0x419209afUL, 0x523091d8UL, 0x285d589dUL, 0x3bffc0eaUL, 0x0f186873UL, 0x1cbaf004UL,
  0xc4060b78UL, 0xd7a4930fUL, 0xe3433b96UL, 0xf0e1a3e1UL, 0x8a8c6aa4UL, 0x992ef2d3UL, 0xadc95a4aUL, 0xbe6bc23dUL,
  0x5912c8c0UL, 0x4ab050b7UL, 0x7e57f82eUL, 0x6df56059UL, 0x1798a91cUL, 0x043a316bUL, 0x30dd99f2UL, 0x237f0185UL,
  0x844819fbUL, 0x97ea818cUL, 0xa30d2915UL, 0xb0afb162UL, 0xcac27827UL, 0xd960e050UL, 0xed8748c9UL, 0xfe25d0beUL,
  0x195cda43UL, 0x0afe4234UL, 0x3e19eaadUL, 0x2dbb72daUL, 0x57d6bb9fUL, 0x447423e8UL, 0x70938b71UL, 0x63311306UL,
  0xbb8de87aUL, 0xa82f700dUL, 0x9cc8d894UL, 0x8f6a40e3UL, 0xf50789a6UL, 0xe6a511d1UL, 0xd242b948UL, 0xc1e0213fUL,
  0x26992bc2UL, 0x353bb3b5UL, 0x01dc1b2cUL, 0x127e835bUL, 0x68134a1eUL, 0x7bb1d269UL, 0x4f567af0UL, 0x5cf4e287UL,
  0x04d43cfdUL, 0x1776a48aUL, 0x23910c13UL, 0x30339464UL, 0x4a5e5d21UL, 0x59fcc556UL, 0x6d1b6dcfUL, 0x7eb9f5b8UL,
  0x99c0ff45UL, 0x8a626732UL, 0xbe85cfabUL, 0xad2757dcUL, 0xd74a9e99UL, 0xc4e806eeUL, 0xf00fae77UL, 0xe3ad3600UL,
  0x3b11cd7cUL, 0x28b3550bUL, 0x1c54fd92UL, 0x0ff665e5UL, 0x759baca0UL, 0x663934d7UL, 0x52de9c4eUL, 0x417c0439UL,
  0xa6050ec4UL, 0xb5a796b3UL, 0x81403e2aUL, 0x92e2a65dUL, 0xe88f6f18UL, 0xfb2df76fUL, 0xcfca5ff6UL, 0xdc68c781UL,
  0x7b5fdfffUL, 0x68fd4788UL, 0x5c1aef11UL, 0x4fb87766UL, 0x35d5be23UL, 0x26772654UL, 0x12908ecdUL, 0x013216baUL,
  0xe64b1c47UL, 0xf5e98430UL, 0xc10e2ca9UL, 0xd2acb4deUL, 0xa8c17d9bUL, 0xbb63e5ecUL, 0x8f844d75UL, 0x9c26d502UL,
  0x449a2e7eUL, 0x5738b609UL, 0x63df1e90UL, 0x707d86e7UL, 0x0a104fa2UL, 0x19b2d7d5UL, 0x2d557f4cUL, 0x3ef7e73bUL,
  0xd98eedc6UL, 0xca2c75b1UL, 0xfecbdd28UL, 0xed69455fUL, 0x97048c1aUL, 0x84a6146dUL, 0xb041bcf4UL, 0xa3e32483UL,
  0x00000000UL, 0xa541927eUL, 0x4f6f520dUL, 0xea2ec073UL, 0x9edea41aUL, 0x3b9f3664UL, 0xd1b1f617UL, 0x74f06469UL,
  0x38513ec5UL, 0x9d10acbbUL, 0x773e6cc8UL, 0xd27ffeb6UL, 0xa68f9adfUL, 0x03ce08a1UL, 0xe9e0c8d2UL, 0x4ca15aacUL,
  0x70a27d8aUL, 0xd5e3eff4UL, 0x3fcd2f87UL, 0x9a8cbdf9UL, 0xee7cd990UL, 0x4b3d4beeUL, 0xa1138b9dUL, 0x045219e3UL,
  0x48f3434fUL, 0xedb2d131UL, 0x079c1142UL, 0xa2dd833cUL, 0xd62de755UL, 0x736c752bUL, 0x9942b558UL, 0x3c032726UL,
  0xe144fb14UL, 0x4405696aUL, 0xae2ba919UL, 0x0b6a3b67UL, 0x7f9a5f0eUL, 0xdadbcd70UL, 0x30f50d03UL, 0x95b49f7dUL,
  0xd915c5d1UL, 0x7c5457afUL, 0x967a97dcUL, 0x333b05a2UL, 0x47cb61cbUL, 0xe28af3b5UL, 0x08a433c6UL, 0xade5a1b8UL,
  0x91e6869eUL, 0x34a714e0UL, 0xde89d493UL, 0x7bc846edUL, 0x0f382284UL, 0xaa79b0faUL, 0x40577089UL, 0xe516e2f7UL,
  0xa9b7b85bUL, 0x0cf62a25UL, 0xe6d8ea56UL, 0x43997828UL, 0x37691c41UL, 0x92288e3fUL, 0x78064e4cUL, 0xdd47dc32UL,
  0xc76580d9UL, 0x622412a7UL, 0x880ad2d4UL, 0x2d4b40aaUL, 0x59bb24c3UL, 0xfcfab6bdUL, 0x16d476ceUL, 0xb395e4b0UL,
  0xff34be1cUL, 0x5a752c62UL, 0xb05bec11UL, 0x151a7e6fUL, 0x61ea1a06UL, 0xc4ab8878UL, 0x2e85480bUL, 0x8bc4da75UL,
  0xb7c7fd53UL, 0x12866f2dUL, 0xf8a8af5eUL, 0x5de93d20UL, 0x29195949UL, 0x8c58cb37UL, 0x66760b44UL, 0xc337993aUL,
  0x8f96c396UL, 0x2ad751e8UL, 0xc0f9919bUL, 0x65b803e5UL, 0x1148678cUL, 0xb409f5f2UL, 0x5e273581UL, 0xfb66a7ffUL,
  0x26217bcdUL, 0x8360e9b3UL, 0x694e29c0UL, 0xcc0fbbbeUL, 0xb8ffdfd7UL, 0x1dbe4da9UL, 0xf7908ddaUL, 0x52d11fa4UL,
  0x1e704508UL, 0xbb31d776UL, 0x511f1705UL, 0xf45e857bUL, 0x80aee112UL, 0x25ef736cUL, 0xcfc1b31fUL, 0x6a802161UL,
  0x56830647UL, 0xf3c29439UL, 0x19ec544aUL, 0xbcadc634UL, 0xc85da25dUL, 0x6d1c3023UL, 0x8732f050UL, 0x2273622eUL,
  0x6ed23882UL, 0xcb93aafcUL, 0x21bd6a8fUL, 0x84fcf8f1UL, 0xf00c9c98UL, 0x554d0ee6UL, 0xbf63ce95UL, 0x1a225cebUL,
  0x8b277743UL, 0x2e66e53dUL, 0xc448254eUL, 0x6109b730UL, 0x15f9d359UL, 0xb0b84127UL, 0x5a968154UL, 0xffd7132aUL,
  0xb3764986UL, 0x1637dbf8UL, 0xfc191b8bUL, 0x595889f5UL, 0x2da8ed9cUL, 0x88e97fe2UL, 0x62c7bf91UL, 0xc7862defUL,
  0xfb850ac9UL, 0x5ec498b7UL, 0xb4ea58c4UL, 0x11abcabaUL, 0x655baed3UL, 0xc01a3cadUL, 0x2a34fcdeUL, 0x8f756ea0UL,
  0xc3d4340cUL, 0x6695a672UL, 0x8cbb6601UL, 0x29faf47fUL, 0x5d0a9016UL, 0xf84b0268UL, 0x1265c21bUL, 0xb7245065UL,
  0x6a638c57UL, 0xcf221e29UL, 0x250cde5aUL, 0x804d4c24UL, 0xf4bd284dUL, 0x51fcba33UL, 0xbbd27a40UL, 0x1e93e83eUL,
  0x5232b292UL, 0xf77320ecUL, 0x1d5de09fUL, 0xb81c72e1UL, 0xccec1688UL, 0x69ad84f6UL, 0x83834485UL, 0x26c2d6fbUL,
  0x1ac1f1ddUL, 0xbf8063a3UL, 0x55aea3d0UL, 0xf0ef31aeUL, 0x841f55c7UL, 0x215ec7b9UL, 0xcb7007caUL, 0x6e3195b4UL,
  0x2290cf18UL, 0x87d15d66UL, 0x6dff9d15UL, 0xc8be0f6bUL, 0xbc4e6b02UL, 0x190ff97cUL, 0xf321390fUL, 0x5660ab71UL,
  0x4c42f79aUL, 0xe90365e4UL, 0x032da597UL, 0xa66c37e9UL, 0xd29c5380UL, 0x77ddc1feUL, 0x9df3018dUL, 0x38b293f3UL,
  0x7413c95fUL, 0xd1525b21UL, 0x3b7c9b52UL, 0x9e3d092cUL, 0xeacd6d45UL, 0x4f8cff3bUL, 0xa5a23f48UL, 0x00e3ad36UL,
  0x3ce08a10UL, 0x99a1186eUL, 0x738fd81dUL, 0xd6ce4a63UL, 0xa23e2e0aUL, 0x077fbc74UL, 0xed517c07UL, 0x4810ee79UL,
  0x04b1b4d5UL, 0xa1f026abUL, 0x4bdee6d8UL, 0xee9f74a6UL, 0x9a6f10cfUL, 0x3f2e82b1UL, 0xd50042c2UL, 0x7041d0bcUL,
  0xad060c8eUL, 0x08479ef0UL, 0xe2695e83UL, 0x4728ccfdUL, 0x33d8a894UL, 0x96993aeaUL, 0x7cb7fa99UL, 0xd9f668e7UL,
  0x9557324bUL, 0x3016a035UL, 0xda386046UL, 0x7f79f238UL, 0x0b899651UL, 0xaec8042fUL, 0x44e6c45cUL, 0xe1a75622UL,
  0xdda47104UL, 0x78e5e37aUL, 0x92cb2309UL, 0x378ab177UL, 0x437ad51eUL, 0xe63b4760UL, 0x0c158713UL, 0xa954156dUL,
  0xe5f54fc1UL, 0x40b4ddbfUL, 0xaa9a1dccUL, 0x0fdb8fb2UL, 0x7b2bebdbUL, 0xde6a79a5UL, 0x3444b9d6UL, 0x91052ba8UL,
  0x00000000UL, 0xdd45aab8UL, 0xbf672381UL, 0x62228939UL, 0x7b2231f3UL, 0xa6679b4bUL, 0xc4451272UL, 0x1900b8caUL,
  0xf64463e6UL, 0x2b01c95eUL, 0x49234067UL, 0x9466eadfUL, 0x8d665215UL, 0x5023f8adUL, 0x32017194UL, 0xef44db2cUL,
  0xe964b13dUL, 0x34211b85UL, 0x560392bcUL, 0x8b463804UL, 0x924680ceUL, 0x4f032a76UL, 0x2d21a34fUL, 0xf06409f7UL,
  0x1f20d2dbUL, 0xc2657863UL, 0xa047f15aUL, 0x7d025be2UL, 0x6402e328UL, 0xb9474990UL, 0xdb65c0a9UL, 0x06206a11UL,
  0xd725148bUL, 0x0a60be33UL, 0x6842370aUL, 0xb5079db2UL, 0xac072578UL, 0x71428fc0UL, 0x136006f9UL, 0xce25ac41UL,
  0x2161776dUL, 0xfc24ddd5UL, 0x9e0654ecUL, 0x4343fe54UL, 0x5a43469eUL, 0x8706ec26UL, 0xe524651fUL, 0x3861cfa7UL,
  0x3e41a5b6UL, 0xe3040f0eUL, 0x81268637UL, 0x5c632c8fUL, 0x45639445UL, 0x98263efdUL, 0xfa04b7c4UL, 0x27411d7cUL,
  0xc805c650UL, 0x15406ce8UL, 0x7762e5d1UL, 0xaa274f69UL, 0xb327f7a3UL, 0x6e625d1bUL, 0x0c40d422UL, 0xd1057e9aUL,
  0xaba65fe7UL, 0x76e3f55fUL, 0x14c17c66UL, 0xc984d6deUL, 0xd0846e14UL, 0x0dc1c4acUL, 0x6fe34d95UL, 0xb2a6e72dUL,
  0x5de23c01UL, 0x80a796b9UL, 0xe2851f80UL, 0x3fc0b538UL, 0x26c00df2UL, 0xfb85a74aUL, 0x99a72e73UL, 0x44e284cbUL,
  0x42c2eedaUL, 0x9f874462UL, 0xfda5cd5bUL, 0x20e067e3UL, 0x39e0df29UL, 0xe4a57591UL, 0x8687fca8UL, 0x5bc25610UL,
  0xb4868d3cUL, 0x69c32784UL, 0x0be1aebdUL, 0xd6a40405UL, 0xcfa4bccfUL, 0x12e11677UL, 0x70c39f4eUL, 0xad8635f6UL,
  0x7c834b6cUL, 0xa1c6e1d4UL, 0xc3e468edUL, 0x1ea1c255UL, 0x07a17a9fUL, 0xdae4d027UL, 0xb8c6591eUL, 0x6583f3a6UL,
  0x8ac7288aUL, 0x57828232UL, 0x35a00b0bUL, 0xe8e5a1b3UL, 0xf1e51979UL, 0x2ca0b3c1UL, 0x4e823af8UL, 0x93c79040UL,
  0x95e7fa51UL, 0x48a250e9UL, 0x2a80d9d0UL, 0xf7c57368UL, 0xeec5cba2UL, 0x3380611aUL, 0x51a2e823UL, 0x8ce7429bUL,
  0x63a399b7UL, 0xbee6330fUL, 0xdcc4ba36UL, 0x0181108eUL, 0x1881a844UL, 0xc5c402fcUL, 0xa7e68bc5UL, 0x7aa3217dUL,
  0x52a0c93fUL, 0x8fe56387UL, 0xedc7eabeUL, 0x30824006UL, 0x2982f8ccUL, 0xf4c75274UL, 0x96e5db4dUL, 0x4ba071f5UL,
  0xa4e4aad9UL, 0x79a10061UL, 0x1b838958UL, 0xc6c623e0UL, 0xdfc69b2aUL, 0x02833192UL, 0x60a1b8abUL, 0xbde41213UL,
  0xbbc47802UL, 0x6681d2baUL, 0x04a35b83UL, 0xd9e6f13bUL, 0xc0e649f1UL, 0x1da3e349UL, 0x7f816a70UL, 0xa2c4c0c8UL,
  0x4d801be4UL, 0x90c5b15cUL, 0xf2e73865UL, 0x2fa292ddUL, 0x36a22a17UL, 0xebe780afUL, 0x89c50996UL, 0x5480a32eUL,
  0x8585ddb4UL, 0x58c0770cUL, 0x3ae2fe35UL, 0xe7a7548dUL, 0xfea7ec47UL, 0x23e246ffUL, 0x41c0cfc6UL, 0x9c85657eUL,
  0x73c1be52UL, 0xae8414eaUL, 0xcca69dd3UL, 0x11e3376bUL, 0x08e38fa1UL, 0xd5a62519UL, 0xb784ac20UL, 0x6ac10698UL,
  0x6ce16c89UL, 0xb1a4c631UL, 0xd3864f08UL, 0x0ec3e5b0UL, 0x17c35d7aUL, 0xca86f7c2UL, 0xa8a47efbUL, 0x75e1d443UL,
  0x9aa50f6fUL, 0x47e0a5d7UL, 0x25c22ceeUL, 0xf8878656UL, 0xe1873e9cUL, 0x3cc29424UL, 0x5ee01d1dUL, 0x83a5b7a5UL,
  0xf90696d8UL, 0x24433c60UL, 0x4661b559UL, 0x9b241fe1UL, 0x8224a72bUL, 0x5f610d93UL, 0x3d4384aaUL, 0xe0062e12UL,
  0x0f42f53eUL, 0xd2075f86UL, 0xb025d6bfUL, 0x6d607c07UL, 0x7460c4cdUL, 0xa9256e75UL, 0xcb07e74cUL, 0x16424df4UL,
  0x106227e5UL, 0xcd278d5dUL, 0xaf050464UL, 0x7240aedcUL, 0x6b401616UL, 0xb605bcaeUL, 0xd4273597UL, 0x09629f2fUL,
  0xe6264403UL, 0x3b63eebbUL, 0x59416782UL, 0x8404cd3aUL, 0x9d0475f0UL, 0x4041df48UL, 0x22635671UL, 0xff26fcc9UL,
  0x2e238253UL, 0xf36628ebUL, 0x9144a1d2UL, 0x4c010b6aUL, 0x5501b3a0UL, 0x88441918UL, 0xea669021UL, 0x37233a99UL,
  0xd867e1b5UL, 0x05224b0dUL, 0x6700c234UL, 0xba45688cUL, 0xa345d046UL, 0x7e007afeUL, 0x1c22f3c7UL, 0xc167597fUL,
  0xc747336eUL, 0x1a0299d6UL, 0x782010efUL, 0xa565ba57UL, 0xbc65029dUL, 0x6120a825UL, 0x0302211cUL, 0xde478ba4UL,
  0x31035088UL, 0xec46fa30UL, 0x8e647309UL, 0x5321d9b1UL, 0x4a21617bUL, 0x9764cbc3UL, 0xf54642faUL, 0x2803e842UL
};

  // crc = CRC of the len bytes at buf, one table lookup per byte; the byte table is at table +
  // offset.
  // Helper shared by the stub generators: crc32_update_bytes
  void crc32_update_bytes(Register crc, Register buf, Register len, Register table, int offset,
                          Register end, Register word, Register index, Register entry) {
    assert_different_registers(crc, buf, len, table, end, word, index, entry);

    Label L_byte, L_done;

    __ beqz(len, L_done);
    __ add(end, buf, len);

  __ bind(L_byte);
    __ lbu(word, Address(buf));
    __ xorr(word, word, crc);
    __ andi(word, word, 0xff);
    __ shadd(index, word, table, index, 2);  // sh2add with Zba, slli + add without
    __ lwu(entry, Address(index, offset));
    __ srli(crc, crc, 8);
    __ xorr(crc, crc, entry);
    __ addi(buf, buf, 1);
    __ bltu(buf, end, L_byte);

  __ bind(L_done);
  }

  /**
   * updateBytesCRC32C [zbc]: words=64, chains=4
   * RISC-V extensions: zbc
   * Blob space: 1348 bytes (code and entry alignment)
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

    Label L_chains_loop, L_chains_join, L_chains_rest, L_chains_one, L_chains_done;

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
    __ la(word0, ExternalAddress((address)_crc32c_crc_barrett));
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
    __ la(word0, ExternalAddress((address)_crc32c_crc_barrett));
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
    __ la(table, ExternalAddress((address)_crc32c_tables_0_3));
    crc32_update_bytes(crc, buf, len, table, 0, end, word, index, entry);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
