// updateBytesCRC32[base]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for mainline.
// tables 4..7 of slicing-by-8; used by updateBytesCRC32; a constant table of the generated stubs.
alignas(64) static const uint32_t _crc32_tables_4_7[1024] = {
  0x00000000UL, 0x3d6029b0UL, 0x7ac05360UL, 0x47a07ad0UL, 0xf580a6c0UL, 0xc8e08f70UL, 0x8f40f5a0UL, 0xb220dc10UL,
  0x30704bc1UL, 0x0d106271UL, 0x4ab018a1UL, 0x77d03111UL, 0xc5f0ed01UL, 0xf890c4b1UL, 0xbf30be61UL, 0x825097d1UL,
  0x60e09782UL, 0x5d80be32UL, 0x1a20c4e2UL, 0x2740ed52UL, 0x95603142UL, 0xa80018f2UL, 0xefa06222UL, 0xd2c04b92UL,
  0x5090dc43UL, 0x6df0f5f3UL, 0x2a508f23UL, 0x1730a693UL, 0xa5107a83UL, 0x98705333UL, 0xdfd029e3UL, 0xe2b00053UL,
  0xc1c12f04UL, 0xfca106b4UL, 0xbb017c64UL, 0x866155d4UL, 0x344189c4UL, 0x0921a074UL, 0x4e81daa4UL, 0x73e1f314UL,
  0xf1b164c5UL, 0xccd14d75UL, 0x8b7137a5UL, 0xb6111e15UL, 0x0431c205UL, 0x3951ebb5UL, 0x7ef19165UL, 0x4391b8d5UL,
  0xa121b886UL, 0x9c419136UL, 0xdbe1ebe6UL, 0xe681c256UL, 0x54a11e46UL, 0x69c137f6UL, 0x2e614d26UL, 0x13016496UL,
  0x9151f347UL, 0xac31daf7UL, 0xeb91a027UL, 0xd6f18997UL, 0x64d15587UL, 0x59b17c37UL, 0x1e1106e7UL, 0x23712f57UL,
  0x58f35849UL, 0x659371f9UL, 0x22330b29UL, 0x1f532299UL, 0xad73fe89UL, 0x9013d739UL, 0xd7b3ade9UL, 0xead38459UL,
  0x68831388UL, 0x55e33a38UL, 0x124340e8UL, 0x2f236958UL, 0x9d03b548UL, 0xa0639cf8UL, 0xe7c3e628UL, 0xdaa3cf98UL,
  0x3813cfcbUL, 0x0573e67bUL, 0x42d39cabUL, 0x7fb3b51bUL, 0xcd93690bUL, 0xf0f340bbUL, 0xb7533a6bUL, 0x8a3313dbUL,
  0x0863840aUL, 0x3503adbaUL, 0x72a3d76aUL, 0x4fc3fedaUL, 0xfde322caUL, 0xc0830b7aUL, 0x872371aaUL, 0xba43581aUL,
  0x9932774dUL, 0xa4525efdUL, 0xe3f2242dUL, 0xde920d9dUL, 0x6cb2d18dUL, 0x51d2f83dUL, 0x167282edUL, 0x2b12ab5dUL,
  0xa9423c8cUL, 0x9422153cUL, 0xd3826fecUL, 0xeee2465cUL, 0x5cc29a4cUL, 0x61a2b3fcUL, 0x2602c92cUL, 0x1b62e09cUL,
  0xf9d2e0cfUL, 0xc4b2c97fUL, 0x8312b3afUL, 0xbe729a1fUL, 0x0c52460fUL, 0x31326fbfUL, 0x7692156fUL, 0x4bf23cdfUL,
  0xc9a2ab0eUL, 0xf4c282beUL, 0xb362f86eUL, 0x8e02d1deUL, 0x3c220dceUL, 0x0142247eUL, 0x46e25eaeUL, 0x7b82771eUL,
  0xb1e6b092UL, 0x8c869922UL, 0xcb26e3f2UL, 0xf646ca42UL, 0x44661652UL, 0x79063fe2UL, 0x3ea64532UL, 0x03c66c82UL,
  0x8196fb53UL, 0xbcf6d2e3UL, 0xfb56a833UL, 0xc6368183UL, 0x74165d93UL, 0x49767423UL, 0x0ed60ef3UL, 0x33b62743UL,
  0xd1062710UL, 0xec660ea0UL, 0xabc67470UL, 0x96a65dc0UL, 0x248681d0UL, 0x19e6a860UL, 0x5e46d2b0UL, 0x6326fb00UL,
  0xe1766cd1UL, 0xdc164561UL, 0x9bb63fb1UL, 0xa6d61601UL, 0x14f6ca11UL, 0x2996e3a1UL, 0x6e369971UL, 0x5356b0c1UL,
  0x70279f96UL, 0x4d47b626UL, 0x0ae7ccf6UL, 0x3787e546UL, 0x85a73956UL, 0xb8c710e6UL, 0xff676a36UL, 0xc2074386UL,
  0x4057d457UL, 0x7d37fde7UL, 0x3a978737UL, 0x07f7ae87UL, 0xb5d77297UL, 0x88b75b27UL, 0xcf1721f7UL, 0xf2770847UL,
  0x10c70814UL, 0x2da721a4UL, 0x6a075b74UL, 0x576772c4UL, 0xe547aed4UL, 0xd8278764UL, 0x9f87fdb4UL, 0xa2e7d404UL,
  0x20b743d5UL, 0x1dd76a65UL, 0x5a7710b5UL, 0x67173905UL, 0xd537e515UL, 0xe857cca5UL, 0xaff7b675UL, 0x92979fc5UL,
  0xe915e8dbUL, 0xd475c16bUL, 0x93d5bbbbUL, 0xaeb5920bUL, 0x1c954e1bUL, 0x21f567abUL, 0x66551d7bUL, 0x5b3534cbUL,
  0xd965a31aUL, 0xe4058aaaUL, 0xa3a5f07aUL, 0x9ec5d9caUL, 0x2ce505daUL, 0x11852c6aUL, 0x562556baUL, 0x6b457f0aUL,
  0x89f57f59UL, 0xb49556e9UL, 0xf3352c39UL, 0xce550589UL, 0x7c75d999UL, 0x4115f029UL, 0x06b58af9UL, 0x3bd5a349UL,
  0xb9853498UL, 0x84e51d28UL, 0xc34567f8UL, 0xfe254e48UL, 0x4c059258UL, 0x7165bbe8UL, 0x36c5c138UL, 0x0ba5e888UL,
  0x28d4c7dfUL, 0x15b4ee6fUL, 0x521494bfUL, 0x6f74bd0fUL, 0xdd54611fUL, 0xe03448afUL, 0xa794327fUL, 0x9af41bcfUL,
  0x18a48c1eUL, 0x25c4a5aeUL, 0x6264df7eUL, 0x5f04f6ceUL, 0xed242adeUL, 0xd044036eUL, 0x97e479beUL, 0xaa84500eUL,
  0x4834505dUL, 0x755479edUL, 0x32f4033dUL, 0x0f942a8dUL, 0xbdb4f69dUL, 0x80d4df2dUL, 0xc774a5fdUL, 0xfa148c4dUL,
  0x78441b9cUL, 0x4524322cUL, 0x028448fcUL, 0x3fe4614cUL, 0x8dc4bd5cUL, 0xb0a494ecUL, 0xf704ee3cUL, 0xca64c78cUL,
  0x00000000UL, 0xcb5cd3a5UL, 0x4dc8a10bUL, 0x869472aeUL, 0x9b914216UL, 0x50cd91b3UL, 0xd659e31dUL, 0x1d0530b8UL,
  0xec53826dUL, 0x270f51c8UL, 0xa19b2366UL, 0x6ac7f0c3UL, 0x77c2c07bUL, 0xbc9e13deUL, 0x3a0a6170UL, 0xf156b2d5UL,
  0x03d6029bUL, 0xc88ad13eUL, 0x4e1ea390UL, 0x85427035UL, 0x9847408dUL, 0x531b9328UL, 0xd58fe186UL, 0x1ed33223UL,
  0xef8580f6UL, 0x24d95353UL, 0xa24d21fdUL, 0x6911f258UL, 0x7414c2e0UL, 0xbf481145UL, 0x39dc63ebUL, 0xf280b04eUL,
  0x07ac0536UL, 0xccf0d693UL, 0x4a64a43dUL, 0x81387798UL, 0x9c3d4720UL, 0x57619485UL, 0xd1f5e62bUL, 0x1aa9358eUL,
  0xebff875bUL, 0x20a354feUL, 0xa6372650UL, 0x6d6bf5f5UL, 0x706ec54dUL, 0xbb3216e8UL, 0x3da66446UL, 0xf6fab7e3UL,
  0x047a07adUL, 0xcf26d408UL, 0x49b2a6a6UL, 0x82ee7503UL, 0x9feb45bbUL, 0x54b7961eUL, 0xd223e4b0UL, 0x197f3715UL,
  0xe82985c0UL, 0x23755665UL, 0xa5e124cbUL, 0x6ebdf76eUL, 0x73b8c7d6UL, 0xb8e41473UL, 0x3e7066ddUL, 0xf52cb578UL,
  0x0f580a6cUL, 0xc404d9c9UL, 0x4290ab67UL, 0x89cc78c2UL, 0x94c9487aUL, 0x5f959bdfUL, 0xd901e971UL, 0x125d3ad4UL,
  0xe30b8801UL, 0x28575ba4UL, 0xaec3290aUL, 0x659ffaafUL, 0x789aca17UL, 0xb3c619b2UL, 0x35526b1cUL, 0xfe0eb8b9UL,
  0x0c8e08f7UL, 0xc7d2db52UL, 0x4146a9fcUL, 0x8a1a7a59UL, 0x971f4ae1UL, 0x5c439944UL, 0xdad7ebeaUL, 0x118b384fUL,
  0xe0dd8a9aUL, 0x2b81593fUL, 0xad152b91UL, 0x6649f834UL, 0x7b4cc88cUL, 0xb0101b29UL, 0x36846987UL, 0xfdd8ba22UL,
  0x08f40f5aUL, 0xc3a8dcffUL, 0x453cae51UL, 0x8e607df4UL, 0x93654d4cUL, 0x58399ee9UL, 0xdeadec47UL, 0x15f13fe2UL,
  0xe4a78d37UL, 0x2ffb5e92UL, 0xa96f2c3cUL, 0x6233ff99UL, 0x7f36cf21UL, 0xb46a1c84UL, 0x32fe6e2aUL, 0xf9a2bd8fUL,
  0x0b220dc1UL, 0xc07ede64UL, 0x46eaaccaUL, 0x8db67f6fUL, 0x90b34fd7UL, 0x5bef9c72UL, 0xdd7beedcUL, 0x16273d79UL,
  0xe7718facUL, 0x2c2d5c09UL, 0xaab92ea7UL, 0x61e5fd02UL, 0x7ce0cdbaUL, 0xb7bc1e1fUL, 0x31286cb1UL, 0xfa74bf14UL,
  0x1eb014d8UL, 0xd5ecc77dUL, 0x5378b5d3UL, 0x98246676UL, 0x852156ceUL, 0x4e7d856bUL, 0xc8e9f7c5UL, 0x03b52460UL,
  0xf2e396b5UL, 0x39bf4510UL, 0xbf2b37beUL, 0x7477e41bUL, 0x6972d4a3UL, 0xa22e0706UL, 0x24ba75a8UL, 0xefe6a60dUL,
  0x1d661643UL, 0xd63ac5e6UL, 0x50aeb748UL, 0x9bf264edUL, 0x86f75455UL, 0x4dab87f0UL, 0xcb3ff55eUL, 0x006326fbUL,
  0xf135942eUL, 0x3a69478bUL, 0xbcfd3525UL, 0x77a1e680UL, 0x6aa4d638UL, 0xa1f8059dUL, 0x276c7733UL, 0xec30a496UL,
  0x191c11eeUL, 0xd240c24bUL, 0x54d4b0e5UL, 0x9f886340UL, 0x828d53f8UL, 0x49d1805dUL, 0xcf45f2f3UL, 0x04192156UL,
  0xf54f9383UL, 0x3e134026UL, 0xb8873288UL, 0x73dbe12dUL, 0x6eded195UL, 0xa5820230UL, 0x2316709eUL, 0xe84aa33bUL,
  0x1aca1375UL, 0xd196c0d0UL, 0x5702b27eUL, 0x9c5e61dbUL, 0x815b5163UL, 0x4a0782c6UL, 0xcc93f068UL, 0x07cf23cdUL,
  0xf6999118UL, 0x3dc542bdUL, 0xbb513013UL, 0x700de3b6UL, 0x6d08d30eUL, 0xa65400abUL, 0x20c07205UL, 0xeb9ca1a0UL,
  0x11e81eb4UL, 0xdab4cd11UL, 0x5c20bfbfUL, 0x977c6c1aUL, 0x8a795ca2UL, 0x41258f07UL, 0xc7b1fda9UL, 0x0ced2e0cUL,
  0xfdbb9cd9UL, 0x36e74f7cUL, 0xb0733dd2UL, 0x7b2fee77UL, 0x662adecfUL, 0xad760d6aUL, 0x2be27fc4UL, 0xe0beac61UL,
  0x123e1c2fUL, 0xd962cf8aUL, 0x5ff6bd24UL, 0x94aa6e81UL, 0x89af5e39UL, 0x42f38d9cUL, 0xc467ff32UL, 0x0f3b2c97UL,
  0xfe6d9e42UL, 0x35314de7UL, 0xb3a53f49UL, 0x78f9ececUL, 0x65fcdc54UL, 0xaea00ff1UL, 0x28347d5fUL, 0xe368aefaUL,
  0x16441b82UL, 0xdd18c827UL, 0x5b8cba89UL, 0x90d0692cUL, 0x8dd55994UL, 0x46898a31UL, 0xc01df89fUL, 0x0b412b3aUL,
  0xfa1799efUL, 0x314b4a4aUL, 0xb7df38e4UL, 0x7c83eb41UL, 0x6186dbf9UL, 0xaada085cUL, 0x2c4e7af2UL, 0xe712a957UL,
  0x15921919UL, 0xdececabcUL, 0x585ab812UL, 0x93066bb7UL, 0x8e035b0fUL, 0x455f88aaUL, 0xc3cbfa04UL, 0x089729a1UL,
  0xf9c19b74UL, 0x329d48d1UL, 0xb4093a7fUL, 0x7f55e9daUL, 0x6250d962UL, 0xa90c0ac7UL, 0x2f987869UL, 0xe4c4abccUL,
  0x00000000UL, 0xa6770bb4UL, 0x979f1129UL, 0x31e81a9dUL, 0xf44f2413UL, 0x52382fa7UL, 0x63d0353aUL, 0xc5a73e8eUL,
  0x33ef4e67UL, 0x959845d3UL, 0xa4705f4eUL, 0x020754faUL, 0xc7a06a74UL, 0x61d761c0UL, 0x503f7b5dUL, 0xf64870e9UL,
  0x67de9cceUL, 0xc1a9977aUL, 0xf0418de7UL, 0x56368653UL, 0x9391b8ddUL, 0x35e6b369UL, 0x040ea9f4UL, 0xa279a240UL,
  0x5431d2a9UL, 0xf246d91dUL, 0xc3aec380UL, 0x65d9c834UL, 0xa07ef6baUL, 0x0609fd0eUL, 0x37e1e793UL, 0x9196ec27UL,
  0xcfbd399cUL, 0x69ca3228UL, 0x582228b5UL, 0xfe552301UL, 0x3bf21d8fUL, 0x9d85163bUL, 0xac6d0ca6UL, 0x0a1a0712UL,
  0xfc5277fbUL, 0x5a257c4fUL, 0x6bcd66d2UL, 0xcdba6d66UL, 0x081d53e8UL, 0xae6a585cUL, 0x9f8242c1UL, 0x39f54975UL,
  0xa863a552UL, 0x0e14aee6UL, 0x3ffcb47bUL, 0x998bbfcfUL, 0x5c2c8141UL, 0xfa5b8af5UL, 0xcbb39068UL, 0x6dc49bdcUL,
  0x9b8ceb35UL, 0x3dfbe081UL, 0x0c13fa1cUL, 0xaa64f1a8UL, 0x6fc3cf26UL, 0xc9b4c492UL, 0xf85cde0fUL, 0x5e2bd5bbUL,
  0x440b7579UL, 0xe27c7ecdUL, 0xd3946450UL, 0x75e36fe4UL, 0xb044516aUL, 0x16335adeUL, 0x27db4043UL, 0x81ac4bf7UL,
  0x77e43b1eUL, 0xd19330aaUL, 0xe07b2a37UL, 0x460c2183UL, 0x83ab1f0dUL, 0x25dc14b9UL, 0x14340e24UL, 0xb2430590UL,
  0x23d5e9b7UL, 0x85a2e203UL, 0xb44af89eUL, 0x123df32aUL, 0xd79acda4UL, 0x71edc610UL, 0x4005dc8dUL, 0xe672d739UL,
  0x103aa7d0UL, 0xb64dac64UL, 0x87a5b6f9UL, 0x21d2bd4dUL, 0xe47583c3UL, 0x42028877UL, 0x73ea92eaUL, 0xd59d995eUL,
  0x8bb64ce5UL, 0x2dc14751UL, 0x1c295dccUL, 0xba5e5678UL, 0x7ff968f6UL, 0xd98e6342UL, 0xe86679dfUL, 0x4e11726bUL,
  0xb8590282UL, 0x1e2e0936UL, 0x2fc613abUL, 0x89b1181fUL, 0x4c162691UL, 0xea612d25UL, 0xdb8937b8UL, 0x7dfe3c0cUL,
  0xec68d02bUL, 0x4a1fdb9fUL, 0x7bf7c102UL, 0xdd80cab6UL, 0x1827f438UL, 0xbe50ff8cUL, 0x8fb8e511UL, 0x29cfeea5UL,
  0xdf879e4cUL, 0x79f095f8UL, 0x48188f65UL, 0xee6f84d1UL, 0x2bc8ba5fUL, 0x8dbfb1ebUL, 0xbc57ab76UL, 0x1a20a0c2UL,
  0x8816eaf2UL, 0x2e61e146UL, 0x1f89fbdbUL, 0xb9fef06fUL, 0x7c59cee1UL, 0xda2ec555UL, 0xebc6dfc8UL, 0x4db1d47cUL,
  0xbbf9a495UL, 0x1d8eaf21UL, 0x2c66b5bcUL, 0x8a11be08UL, 0x4fb68086UL, 0xe9c18b32UL, 0xd82991afUL, 0x7e5e9a1bUL,
  0xefc8763cUL, 0x49bf7d88UL, 0x78576715UL, 0xde206ca1UL, 0x1b87522fUL, 0xbdf0599bUL, 0x8c184306UL, 0x2a6f48b2UL,
  0xdc27385bUL, 0x7a5033efUL, 0x4bb82972UL, 0xedcf22c6UL, 0x28681c48UL, 0x8e1f17fcUL, 0xbff70d61UL, 0x198006d5UL,
  0x47abd36eUL, 0xe1dcd8daUL, 0xd034c247UL, 0x7643c9f3UL, 0xb3e4f77dUL, 0x1593fcc9UL, 0x247be654UL, 0x820cede0UL,
  0x74449d09UL, 0xd23396bdUL, 0xe3db8c20UL, 0x45ac8794UL, 0x800bb91aUL, 0x267cb2aeUL, 0x1794a833UL, 0xb1e3a387UL,
  0x20754fa0UL, 0x86024414UL, 0xb7ea5e89UL, 0x119d553dUL, 0xd43a6bb3UL, 0x724d6007UL, 0x43a57a9aUL, 0xe5d2712eUL,
  0x139a01c7UL, 0xb5ed0a73UL, 0x840510eeUL, 0x22721b5aUL, 0xe7d525d4UL, 0x41a22e60UL, 0x704a34fdUL, 0xd63d3f49UL,
  0xcc1d9f8bUL, 0x6a6a943fUL, 0x5b828ea2UL, 0xfdf58516UL, 0x3852bb98UL, 0x9e25b02cUL, 0xafcdaab1UL, 0x09baa105UL,
  0xfff2d1ecUL, 0x5985da58UL, 0x686dc0c5UL, 0xce1acb71UL, 0x0bbdf5ffUL, 0xadcafe4bUL, 0x9c22e4d6UL, 0x3a55ef62UL,
  0xabc30345UL, 0x0db408f1UL, 0x3c5c126cUL, 0x9a2b19d8UL, 0x5f8c2756UL, 0xf9fb2ce2UL, 0xc813367fUL, 0x6e643dcbUL,
  0x982c4d22UL, 0x3e5b4696UL, 0x0fb35c0bUL, 0xa9c457bfUL, 0x6c636931UL, 0xca146285UL, 0xfbfc7818UL, 0x5d8b73acUL,
  0x03a0a617UL, 0xa5d7ada3UL, 0x943fb73eUL, 0x3248bc8aUL, 0xf7ef8204UL, 0x519889b0UL, 0x6070932dUL, 0xc6079899UL,
  0x304fe870UL, 0x9638e3c4UL, 0xa7d0f959UL, 0x01a7f2edUL, 0xc400cc63UL, 0x6277c7d7UL, 0x539fdd4aUL, 0xf5e8d6feUL,
  0x647e3ad9UL, 0xc209316dUL, 0xf3e12bf0UL, 0x55962044UL, 0x90311ecaUL, 0x3646157eUL, 0x07ae0fe3UL, 0xa1d90457UL,
  0x579174beUL, 0xf1e67f0aUL, 0xc00e6597UL, 0x66796e23UL, 0xa3de50adUL, 0x05a95b19UL, 0x34414184UL, 0x92364a30UL,
  0x00000000UL, 0xccaa009eUL, 0x4225077dUL, 0x8e8f07e3UL, 0x844a0efaUL, 0x48e00e64UL, 0xc66f0987UL, 0x0ac50919UL,
  0xd3e51bb5UL, 0x1f4f1b2bUL, 0x91c01cc8UL, 0x5d6a1c56UL, 0x57af154fUL, 0x9b0515d1UL, 0x158a1232UL, 0xd92012acUL,
  0x7cbb312bUL, 0xb01131b5UL, 0x3e9e3656UL, 0xf23436c8UL, 0xf8f13fd1UL, 0x345b3f4fUL, 0xbad438acUL, 0x767e3832UL,
  0xaf5e2a9eUL, 0x63f42a00UL, 0xed7b2de3UL, 0x21d12d7dUL, 0x2b142464UL, 0xe7be24faUL, 0x69312319UL, 0xa59b2387UL,
  0xf9766256UL, 0x35dc62c8UL, 0xbb53652bUL, 0x77f965b5UL, 0x7d3c6cacUL, 0xb1966c32UL, 0x3f196bd1UL, 0xf3b36b4fUL,
  0x2a9379e3UL, 0xe639797dUL, 0x68b67e9eUL, 0xa41c7e00UL, 0xaed97719UL, 0x62737787UL, 0xecfc7064UL, 0x205670faUL,
  0x85cd537dUL, 0x496753e3UL, 0xc7e85400UL, 0x0b42549eUL, 0x01875d87UL, 0xcd2d5d19UL, 0x43a25afaUL, 0x8f085a64UL,
  0x562848c8UL, 0x9a824856UL, 0x140d4fb5UL, 0xd8a74f2bUL, 0xd2624632UL, 0x1ec846acUL, 0x9047414fUL, 0x5ced41d1UL,
  0x299dc2edUL, 0xe537c273UL, 0x6bb8c590UL, 0xa712c50eUL, 0xadd7cc17UL, 0x617dcc89UL, 0xeff2cb6aUL, 0x2358cbf4UL,
  0xfa78d958UL, 0x36d2d9c6UL, 0xb85dde25UL, 0x74f7debbUL, 0x7e32d7a2UL, 0xb298d73cUL, 0x3c17d0dfUL, 0xf0bdd041UL,
  0x5526f3c6UL, 0x998cf358UL, 0x1703f4bbUL, 0xdba9f425UL, 0xd16cfd3cUL, 0x1dc6fda2UL, 0x9349fa41UL, 0x5fe3fadfUL,
  0x86c3e873UL, 0x4a69e8edUL, 0xc4e6ef0eUL, 0x084cef90UL, 0x0289e689UL, 0xce23e617UL, 0x40ace1f4UL, 0x8c06e16aUL,
  0xd0eba0bbUL, 0x1c41a025UL, 0x92cea7c6UL, 0x5e64a758UL, 0x54a1ae41UL, 0x980baedfUL, 0x1684a93cUL, 0xda2ea9a2UL,
  0x030ebb0eUL, 0xcfa4bb90UL, 0x412bbc73UL, 0x8d81bcedUL, 0x8744b5f4UL, 0x4beeb56aUL, 0xc561b289UL, 0x09cbb217UL,
  0xac509190UL, 0x60fa910eUL, 0xee7596edUL, 0x22df9673UL, 0x281a9f6aUL, 0xe4b09ff4UL, 0x6a3f9817UL, 0xa6959889UL,
  0x7fb58a25UL, 0xb31f8abbUL, 0x3d908d58UL, 0xf13a8dc6UL, 0xfbff84dfUL, 0x37558441UL, 0xb9da83a2UL, 0x7570833cUL,
  0x533b85daUL, 0x9f918544UL, 0x111e82a7UL, 0xddb48239UL, 0xd7718b20UL, 0x1bdb8bbeUL, 0x95548c5dUL, 0x59fe8cc3UL,
  0x80de9e6fUL, 0x4c749ef1UL, 0xc2fb9912UL, 0x0e51998cUL, 0x04949095UL, 0xc83e900bUL, 0x46b197e8UL, 0x8a1b9776UL,
  0x2f80b4f1UL, 0xe32ab46fUL, 0x6da5b38cUL, 0xa10fb312UL, 0xabcaba0bUL, 0x6760ba95UL, 0xe9efbd76UL, 0x2545bde8UL,
  0xfc65af44UL, 0x30cfafdaUL, 0xbe40a839UL, 0x72eaa8a7UL, 0x782fa1beUL, 0xb485a120UL, 0x3a0aa6c3UL, 0xf6a0a65dUL,
  0xaa4de78cUL, 0x66e7e712UL, 0xe868e0f1UL, 0x24c2e06fUL, 0x2e07e976UL, 0xe2ade9e8UL, 0x6c22ee0bUL, 0xa088ee95UL,
  0x79a8fc39UL, 0xb502fca7UL, 0x3b8dfb44UL, 0xf727fbdaUL, 0xfde2f2c3UL, 0x3148f25dUL, 0xbfc7f5beUL, 0x736df520UL,
  0xd6f6d6a7UL, 0x1a5cd639UL, 0x94d3d1daUL, 0x5879d144UL, 0x52bcd85dUL, 0x9e16d8c3UL, 0x1099df20UL, 0xdc33dfbeUL,
  0x0513cd12UL, 0xc9b9cd8cUL, 0x4736ca6fUL, 0x8b9ccaf1UL, 0x8159c3e8UL, 0x4df3c376UL, 0xc37cc495UL, 0x0fd6c40bUL,
  0x7aa64737UL, 0xb60c47a9UL, 0x3883404aUL, 0xf42940d4UL, 0xfeec49cdUL, 0x32464953UL, 0xbcc94eb0UL, 0x70634e2eUL,
  0xa9435c82UL, 0x65e95c1cUL, 0xeb665bffUL, 0x27cc5b61UL, 0x2d095278UL, 0xe1a352e6UL, 0x6f2c5505UL, 0xa386559bUL,
  0x061d761cUL, 0xcab77682UL, 0x44387161UL, 0x889271ffUL, 0x825778e6UL, 0x4efd7878UL, 0xc0727f9bUL, 0x0cd87f05UL,
  0xd5f86da9UL, 0x19526d37UL, 0x97dd6ad4UL, 0x5b776a4aUL, 0x51b26353UL, 0x9d1863cdUL, 0x1397642eUL, 0xdf3d64b0UL,
  0x83d02561UL, 0x4f7a25ffUL, 0xc1f5221cUL, 0x0d5f2282UL, 0x079a2b9bUL, 0xcb302b05UL, 0x45bf2ce6UL, 0x89152c78UL,
  0x50353ed4UL, 0x9c9f3e4aUL, 0x121039a9UL, 0xdeba3937UL, 0xd47f302eUL, 0x18d530b0UL, 0x965a3753UL, 0x5af037cdUL,
  0xff6b144aUL, 0x33c114d4UL, 0xbd4e1337UL, 0x71e413a9UL, 0x7b211ab0UL, 0xb78b1a2eUL, 0x39041dcdUL, 0xf5ae1d53UL,
  0x2c8e0fffUL, 0xe0240f61UL, 0x6eab0882UL, 0xa201081cUL, 0xa8c40105UL, 0x646e019bUL, 0xeae10678UL, 0x264b06e6UL
};

  // crc = CRC of the 8 bytes at buf+offset, continuing from crc. The state meets only the first four
  // bytes, so those come from one lwu ^ crc and the other four straight from memory with lbu: one
  // instruction per byte instead of a shift and a mask.
  // Helper shared by the stub generators: crc32_word
  void crc32_word(Register crc, Register buf, int offset, Register table_lo, Register table_hi,
                  Register word, Register index, Register entry) {
    assert_different_registers(crc, buf, table_lo, table_hi, word, index, entry);
    __ lwu(word, Address(buf, offset));
    __ xorr(word, word, crc);  // 32 bits: byte 3 needs no mask after its shift
    __ andi(index, word, 0xff);
    __ shadd(index, index, table_hi, index, 2);  // sh2add with Zba, slli + add without
    __ lwu(crc, Address(index, 1024));
    __ srli(index, word, 8);
    __ andi(index, index, 0xff);
    __ shadd(index, index, table_hi, index, 2);
    __ lwu(entry, Address(index));
    __ xorr(crc, crc, entry);
    __ srli(index, word, 16);
    __ andi(index, index, 0xff);
    __ shadd(index, index, table_hi, index, 2);
    __ lwu(entry, Address(index, -1024));
    __ xorr(crc, crc, entry);
    __ srli(index, word, 24);
    __ shadd(index, index, table_hi, index, 2);
    __ lwu(entry, Address(index, -2048));
    __ xorr(crc, crc, entry);
    __ lbu(index, Address(buf, offset + 4));
    __ shadd(index, index, table_lo, index, 2);
    __ lwu(entry, Address(index, 1024));
    __ xorr(crc, crc, entry);
    __ lbu(index, Address(buf, offset + 5));
    __ shadd(index, index, table_lo, index, 2);
    __ lwu(entry, Address(index));
    __ xorr(crc, crc, entry);
    __ lbu(index, Address(buf, offset + 6));
    __ shadd(index, index, table_lo, index, 2);
    __ lwu(entry, Address(index, -1024));
    __ xorr(crc, crc, entry);
    __ lbu(index, Address(buf, offset + 7));
    __ shadd(index, index, table_lo, index, 2);
    __ lwu(entry, Address(index, -2048));
    __ xorr(crc, crc, entry);
  }

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

  // crc = CRC of the len bytes at buf, continuing from the zero-extended state crc: `unroll` words
  // of 8 bytes per iteration (the buffer pointer is the counter), then single words, then single
  // bytes. tables_lo/tables_hi: tables 0..3 and 4..7 of slicing-by-8.
  // Helper shared by the stub generators: crc32_slicing_by_8
  void crc32_slicing_by_8(Register crc, Register buf, Register len, address tables_lo,
                          address tables_hi, int unroll, Register table_lo, Register table_hi,
                          Register end, Register word, Register index, Register entry) {
    assert_different_registers(crc, buf, len, table_lo, table_hi, end, word, index, entry);

    Label L_bytes, L_word, L_words;

    __ la(table_lo, ExternalAddress(tables_lo + 2048));  // table 2: tables 0..3 at -2048..+1024
    __ la(table_hi, ExternalAddress(tables_hi + 2048));  // table 6: tables 4..7 likewise
    __ andi(end, len, -8 * unroll);
    __ beqz(end, L_word);
    __ sub(len, len, end);
    __ add(end, buf, end);

  __ bind(L_words);
    for (int i = 0; i < unroll; i++) {
      crc32_word(crc, buf, 8 * i, table_lo, table_hi, word, index, entry);
    }
    __ addi(buf, buf, 8 * unroll);
    __ bltu(buf, end, L_words);

  __ bind(L_word);
    __ li(word, 8);
    __ bltu(len, word, L_bytes);
    crc32_word(crc, buf, 0, table_lo, table_hi, word, index, entry);
    __ addi(buf, buf, 8);
    __ addi(len, len, -8);
    __ j(L_word);

  __ bind(L_bytes);
    crc32_update_bytes(crc, buf, len, table_lo, -2048, end, word, index, entry);
  }

  /**
   * updateBytesCRC32 [base]: unroll=4
   * RISC-V extensions: none
   * Blob space: 1088 bytes (code and entry alignment)
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

    const Register crc      = c_rarg0;
    const Register buf      = c_rarg1;
    const Register len      = c_rarg2;
    const Register word     = c_rarg3;
    const Register index    = c_rarg4;
    const Register entry    = c_rarg5;
    const Register table_lo = t3;
    const Register table_hi = t4;
    const Register end      = t5;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zext(crc, crc, 32);  // a Java int arrives sign-extended
    crc32_slicing_by_8(crc, buf, len, StubRoutines::crc_table_addr(), (address)_crc32_tables_4_7, 4,
                       table_lo, table_hi, end, word, index, entry);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    // record the stub entry and end
    store_archive_data(stub_id, start, __ pc());

    return start;
  }
