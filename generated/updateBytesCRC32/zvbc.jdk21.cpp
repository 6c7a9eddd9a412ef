// updateBytesCRC32[zvbc]: made by stubforge 0.1.0 from kernels/crc32.py:crc32, for jdk21.
// folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = 64..0; used by updateBytesCRC32; a constant table of the generated stubs.
alignas(64) static const uint64_t _crc32_crc_fold_keys[133] = {
  0xb8bc676500000000UL, 0xb4e5b025f7011641UL, 0x00000001db710641UL, 0x0c7f3fc700000000UL, 0x3afb819b00000000UL, 0x20f5565000000000UL, 0xbacfa29700000000UL, 0x0d45bef400000000UL,
  0x90d5726100000000UL, 0x8c219e9c00000000UL, 0xb11134a000000000UL, 0x3701a77400000000UL, 0xd9b94c6300000000UL, 0xd3d8318800000000UL, 0x2645f83800000000UL, 0x68d7e22000000000UL,
  0x3af36f3c00000000UL, 0xecb4451e00000000UL, 0x9725393200000000UL, 0xac81ef7200000000UL, 0x4e06ac2200000000UL, 0x98482bfc00000000UL, 0xbd59dfe000000000UL, 0x70d6f25800000000UL,
  0xa4d735dd00000000UL, 0x2b635f4a00000000UL, 0x9eb4cedd00000000UL, 0xe850222500000000UL, 0x114e6b6100000000UL, 0xd86898e700000000UL, 0x762ac0ba00000000UL, 0x79417a7300000000UL,
  0xa2ef3d6b00000000UL, 0xf92b7ac100000000UL, 0x3266745100000000UL, 0xe4e4561000000000UL, 0xe57be23c00000000UL, 0x68b0d8a900000000UL, 0xa24cb55d00000000UL, 0x9eaa8e0800000000UL,
  0xb067384700000000UL, 0x4b7955d200000000UL, 0xbd35739300000000UL, 0x0c1bd37000000000UL, 0x0149f5ee00000000UL, 0x79a715da00000000UL, 0x4bd56e7800000000UL, 0xc2d4d8b300000000UL,
  0xc0586e2800000000UL, 0xcbd5b26d00000000UL, 0xfcda35ec00000000UL, 0x7cc8e1e700000000UL, 0x27d0443c00000000UL, 0x8f739cb400000000UL, 0x733ffa0b00000000UL, 0x67f7947600000000UL,
  0xdeb15a1f00000000UL, 0x199560db00000000UL, 0x72d2649a00000000UL, 0x7d657a1000000000UL, 0x019866e800000000UL, 0x759fc69d00000000UL, 0x5a03a0cf00000000UL, 0x653d982200000000UL,
  0x69ccfc0d00000000UL, 0x9570d49500000000UL, 0x65673b4600000000UL, 0xb8bc676500000000UL, 0xc84f001c00000000UL, 0x91bd88e500000000UL, 0x4fb8c37b00000000UL, 0xac6e712300000000UL,
  0xf443cbab00000000UL, 0x7f3e27df00000000UL, 0x134c965700000000UL, 0x724bc5b900000000UL, 0x64efe7c000000000UL, 0xbef2ab4200000000UL, 0x10ad7d0d00000000UL, 0xcb30c57300000000UL,
  0xd70bb1ae00000000UL, 0x137d027a00000000UL, 0xce54db0400000000UL, 0x7ba6f5f900000000UL, 0x0ac2d90400000000UL, 0x670388b300000000UL, 0x1d8dc35700000000UL, 0x4897dc7e00000000UL,
  0xeddffcf900000000UL, 0x55b1249a00000000UL, 0xee574f0900000000UL, 0xfd9ec06e00000000UL, 0xfd226d1400000000UL, 0x0810ad8c00000000UL, 0x5b8e66db00000000UL, 0x5a01426100000000UL,
  0xa9c01dde00000000UL, 0xd65b0f1500000000UL, 0x84e700c100000000UL, 0x6c3fd52d00000000UL, 0xc78c44a100000000UL, 0x9ea69e7c00000000UL, 0xce1380f100000000UL, 0xdd7d21e300000000UL,
  0xbde2173700000000UL, 0x36db822000000000UL, 0xc06f231f00000000UL, 0x9a9a971100000000UL, 0xb52b503900000000UL, 0x52e07a5500000000UL, 0xc9ec595900000000UL, 0xda2f79e400000000UL,
  0xf8d22c1a00000000UL, 0x2032bfb500000000UL, 0x104538ce00000000UL, 0xed5b10cc00000000UL, 0x03f9f86300000000UL, 0xc4d49c3900000000UL, 0xd63a56a600000000UL, 0x523d48c400000000UL,
  0xc56d949600000000UL, 0xf09a54ac00000000UL, 0x1d5dce4400000000UL, 0x6dd804d900000000UL, 0x7406fa9500000000UL, 0xc64ac0b800000000UL, 0x101a233100000000UL, 0x8e42b13e00000000UL,
  0xcad38e8f00000000UL, 0x2a28386200000000UL, 0x01b5fd1d00000000UL, 0x9ba54c6f00000000UL, 0xdb71064100000000UL
};

// tables 0..3 of slicing-by-8; used by updateBytesCRC32; a constant table of the generated stubs.
alignas(64) static const uint32_t _crc32_tables_0_3[1024] = {
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
  0xb3667a2eUL, 0xc4614ab8UL, 0x5d681b02UL, 0x2a6f2b94UL, 0xb40bbe37UL, 0xc30c8ea1UL, 0x5a05df1bUL, 0x2d02ef8dUL,
  0x00000000UL, 0x191b3141UL, 0x32366282UL, 0x2b2d53c3UL, 0x646cc504UL, 0x7d77f445UL, 0x565aa786UL, 0x4f4196c7UL,
  0xc8d98a08UL, 0xd1c2bb49UL, 0xfaefe88aUL, 0xe3f4d9cbUL, 0xacb54f0cUL, 0xb5ae7e4dUL, 0x9e832d8eUL, 0x87981ccfUL,
  0x4ac21251UL, 0x53d92310UL, 0x78f470d3UL, 0x61ef4192UL, 0x2eaed755UL, 0x37b5e614UL, 0x1c98b5d7UL, 0x05838496UL,
  0x821b9859UL, 0x9b00a918UL, 0xb02dfadbUL, 0xa936cb9aUL, 0xe6775d5dUL, 0xff6c6c1cUL, 0xd4413fdfUL, 0xcd5a0e9eUL,
  0x958424a2UL, 0x8c9f15e3UL, 0xa7b24620UL, 0xbea97761UL, 0xf1e8e1a6UL, 0xe8f3d0e7UL, 0xc3de8324UL, 0xdac5b265UL,
  0x5d5daeaaUL, 0x44469febUL, 0x6f6bcc28UL, 0x7670fd69UL, 0x39316baeUL, 0x202a5aefUL, 0x0b07092cUL, 0x121c386dUL,
  0xdf4636f3UL, 0xc65d07b2UL, 0xed705471UL, 0xf46b6530UL, 0xbb2af3f7UL, 0xa231c2b6UL, 0x891c9175UL, 0x9007a034UL,
  0x179fbcfbUL, 0x0e848dbaUL, 0x25a9de79UL, 0x3cb2ef38UL, 0x73f379ffUL, 0x6ae848beUL, 0x41c51b7dUL, 0x58de2a3cUL,
  0xf0794f05UL, 0xe9627e44UL, 0xc24f2d87UL, 0xdb541cc6UL, 0x94158a01UL, 0x8d0ebb40UL, 0xa623e883UL, 0xbf38d9c2UL,
  0x38a0c50dUL, 0x21bbf44cUL, 0x0a96a78fUL, 0x138d96ceUL, 0x5ccc0009UL, 0x45d73148UL, 0x6efa628bUL, 0x77e153caUL,
  0xbabb5d54UL, 0xa3a06c15UL, 0x888d3fd6UL, 0x91960e97UL, 0xded79850UL, 0xc7cca911UL, 0xece1fad2UL, 0xf5facb93UL,
  0x7262d75cUL, 0x6b79e61dUL, 0x4054b5deUL, 0x594f849fUL, 0x160e1258UL, 0x0f152319UL, 0x243870daUL, 0x3d23419bUL,
  0x65fd6ba7UL, 0x7ce65ae6UL, 0x57cb0925UL, 0x4ed03864UL, 0x0191aea3UL, 0x188a9fe2UL, 0x33a7cc21UL, 0x2abcfd60UL,
  0xad24e1afUL, 0xb43fd0eeUL, 0x9f12832dUL, 0x8609b26cUL, 0xc94824abUL, 0xd05315eaUL, 0xfb7e4629UL, 0xe2657768UL,
  0x2f3f79f6UL, 0x362448b7UL, 0x1d091b74UL, 0x04122a35UL, 0x4b53bcf2UL, 0x52488db3UL, 0x7965de70UL, 0x607eef31UL,
  0xe7e6f3feUL, 0xfefdc2bfUL, 0xd5d0917cUL, 0xcccba03dUL, 0x838a36faUL, 0x9a9107bbUL, 0xb1bc5478UL, 0xa8a76539UL,
  0x3b83984bUL, 0x2298a90aUL, 0x09b5fac9UL, 0x10aecb88UL, 0x5fef5d4fUL, 0x46f46c0eUL, 0x6dd93fcdUL, 0x74c20e8cUL,
  0xf35a1243UL, 0xea412302UL, 0xc16c70c1UL, 0xd8774180UL, 0x9736d747UL, 0x8e2de606UL, 0xa500b5c5UL, 0xbc1b8484UL,
  0x71418a1aUL, 0x685abb5bUL, 0x4377e898UL, 0x5a6cd9d9UL, 0x152d4f1eUL, 0x0c367e5fUL, 0x271b2d9cUL, 0x3e001cddUL,
  0xb9980012UL, 0xa0833153UL, 0x8bae6290UL, 0x92b553d1UL, 0xddf4c516UL, 0xc4eff457UL, 0xefc2a794UL, 0xf6d996d5UL,
  0xae07bce9UL, 0xb71c8da8UL, 0x9c31de6bUL, 0x852aef2aUL, 0xca6b79edUL, 0xd37048acUL, 0xf85d1b6fUL, 0xe1462a2eUL,
  0x66de36e1UL, 0x7fc507a0UL, 0x54e85463UL, 0x4df36522UL, 0x02b2f3e5UL, 0x1ba9c2a4UL, 0x30849167UL, 0x299fa026UL,
  0xe4c5aeb8UL, 0xfdde9ff9UL, 0xd6f3cc3aUL, 0xcfe8fd7bUL, 0x80a96bbcUL, 0x99b25afdUL, 0xb29f093eUL, 0xab84387fUL,
  0x2c1c24b0UL, 0x350715f1UL, 0x1e2a4632UL, 0x07317773UL, 0x4870e1b4UL, 0x516bd0f5UL, 0x7a468336UL, 0x635db277UL,
  0xcbfad74eUL, 0xd2e1e60fUL, 0xf9ccb5ccUL, 0xe0d7848dUL, 0xaf96124aUL, 0xb68d230bUL, 0x9da070c8UL, 0x84bb4189UL,
  0x03235d46UL, 0x1a386c07UL, 0x31153fc4UL, 0x280e0e85UL, 0x674f9842UL, 0x7e54a903UL, 0x5579fac0UL, 0x4c62cb81UL,
  0x8138c51fUL, 0x9823f45eUL, 0xb30ea79dUL, 0xaa1596dcUL, 0xe554001bUL, 0xfc4f315aUL, 0xd7626299UL, 0xce7953d8UL,
  0x49e14f17UL, 0x50fa7e56UL, 0x7bd72d95UL, 0x62cc1cd4UL, 0x2d8d8a13UL, 0x3496bb52UL, 0x1fbbe891UL, 0x06a0d9d0UL,
  0x5e7ef3ecUL, 0x4765c2adUL, 0x6c48916eUL, 0x7553a02fUL, 0x3a1236e8UL, 0x230907a9UL, 0x0824546aUL, 0x113f652bUL,
  0x96a779e4UL, 0x8fbc48a5UL, 0xa4911b66UL, 0xbd8a2a27UL, 0xf2cbbce0UL, 0xebd08da1UL, 0xc0fdde62UL, 0xd9e6ef23UL,
  0x14bce1bdUL, 0x0da7d0fcUL, 0x268a833fUL, 0x3f91b27eUL, 0x70d024b9UL, 0x69cb15f8UL, 0x42e6463bUL, 0x5bfd777aUL,
  0xdc656bb5UL, 0xc57e5af4UL, 0xee530937UL, 0xf7483876UL, 0xb809aeb1UL, 0xa1129ff0UL, 0x8a3fcc33UL, 0x9324fd72UL,
  0x00000000UL, 0x01c26a37UL, 0x0384d46eUL, 0x0246be59UL, 0x0709a8dcUL, 0x06cbc2ebUL, 0x048d7cb2UL, 0x054f1685UL,
  0x0e1351b8UL, 0x0fd13b8fUL, 0x0d9785d6UL, 0x0c55efe1UL, 0x091af964UL, 0x08d89353UL, 0x0a9e2d0aUL, 0x0b5c473dUL,
  0x1c26a370UL, 0x1de4c947UL, 0x1fa2771eUL, 0x1e601d29UL, 0x1b2f0bacUL, 0x1aed619bUL, 0x18abdfc2UL, 0x1969b5f5UL,
  0x1235f2c8UL, 0x13f798ffUL, 0x11b126a6UL, 0x10734c91UL, 0x153c5a14UL, 0x14fe3023UL, 0x16b88e7aUL, 0x177ae44dUL,
  0x384d46e0UL, 0x398f2cd7UL, 0x3bc9928eUL, 0x3a0bf8b9UL, 0x3f44ee3cUL, 0x3e86840bUL, 0x3cc03a52UL, 0x3d025065UL,
  0x365e1758UL, 0x379c7d6fUL, 0x35dac336UL, 0x3418a901UL, 0x3157bf84UL, 0x3095d5b3UL, 0x32d36beaUL, 0x331101ddUL,
  0x246be590UL, 0x25a98fa7UL, 0x27ef31feUL, 0x262d5bc9UL, 0x23624d4cUL, 0x22a0277bUL, 0x20e69922UL, 0x2124f315UL,
  0x2a78b428UL, 0x2bbade1fUL, 0x29fc6046UL, 0x283e0a71UL, 0x2d711cf4UL, 0x2cb376c3UL, 0x2ef5c89aUL, 0x2f37a2adUL,
  0x709a8dc0UL, 0x7158e7f7UL, 0x731e59aeUL, 0x72dc3399UL, 0x7793251cUL, 0x76514f2bUL, 0x7417f172UL, 0x75d59b45UL,
  0x7e89dc78UL, 0x7f4bb64fUL, 0x7d0d0816UL, 0x7ccf6221UL, 0x798074a4UL, 0x78421e93UL, 0x7a04a0caUL, 0x7bc6cafdUL,
  0x6cbc2eb0UL, 0x6d7e4487UL, 0x6f38fadeUL, 0x6efa90e9UL, 0x6bb5866cUL, 0x6a77ec5bUL, 0x68315202UL, 0x69f33835UL,
  0x62af7f08UL, 0x636d153fUL, 0x612bab66UL, 0x60e9c151UL, 0x65a6d7d4UL, 0x6464bde3UL, 0x662203baUL, 0x67e0698dUL,
  0x48d7cb20UL, 0x4915a117UL, 0x4b531f4eUL, 0x4a917579UL, 0x4fde63fcUL, 0x4e1c09cbUL, 0x4c5ab792UL, 0x4d98dda5UL,
  0x46c49a98UL, 0x4706f0afUL, 0x45404ef6UL, 0x448224c1UL, 0x41cd3244UL, 0x400f5873UL, 0x4249e62aUL, 0x438b8c1dUL,
  0x54f16850UL, 0x55330267UL, 0x5775bc3eUL, 0x56b7d609UL, 0x53f8c08cUL, 0x523aaabbUL, 0x507c14e2UL, 0x51be7ed5UL,
  0x5ae239e8UL, 0x5b2053dfUL, 0x5966ed86UL, 0x58a487b1UL, 0x5deb9134UL, 0x5c29fb03UL, 0x5e6f455aUL, 0x5fad2f6dUL,
  0xe1351b80UL, 0xe0f771b7UL, 0xe2b1cfeeUL, 0xe373a5d9UL, 0xe63cb35cUL, 0xe7fed96bUL, 0xe5b86732UL, 0xe47a0d05UL,
  0xef264a38UL, 0xeee4200fUL, 0xeca29e56UL, 0xed60f461UL, 0xe82fe2e4UL, 0xe9ed88d3UL, 0xebab368aUL, 0xea695cbdUL,
  0xfd13b8f0UL, 0xfcd1d2c7UL, 0xfe976c9eUL, 0xff5506a9UL, 0xfa1a102cUL, 0xfbd87a1bUL, 0xf99ec442UL, 0xf85cae75UL,
  0xf300e948UL, 0xf2c2837fUL, 0xf0843d26UL, 0xf1465711UL, 0xf4094194UL, 0xf5cb2ba3UL, 0xf78d95faUL, 0xf64fffcdUL,
  0xd9785d60UL, 0xd8ba3757UL, 0xdafc890eUL, 0xdb3ee339UL, 0xde71f5bcUL, 0xdfb39f8bUL, 0xddf521d2UL, 0xdc374be5UL,
  0xd76b0cd8UL, 0xd6a966efUL, 0xd4efd8b6UL, 0xd52db281UL, 0xd062a404UL, 0xd1a0ce33UL, 0xd3e6706aUL, 0xd2241a5dUL,
  0xc55efe10UL, 0xc49c9427UL, 0xc6da2a7eUL, 0xc7184049UL, 0xc25756ccUL, 0xc3953cfbUL, 0xc1d382a2UL, 0xc011e895UL,
  0xcb4dafa8UL, 0xca8fc59fUL, 0xc8c97bc6UL, 0xc90b11f1UL, 0xcc440774UL, 0xcd866d43UL, 0xcfc0d31aUL, 0xce02b92dUL,
  0x91af9640UL, 0x906dfc77UL, 0x922b422eUL, 0x93e92819UL, 0x96a63e9cUL, 0x976454abUL, 0x9522eaf2UL, 0x94e080c5UL,
  0x9fbcc7f8UL, 0x9e7eadcfUL, 0x9c381396UL, 0x9dfa79a1UL, 0x98b56f24UL, 0x99770513UL, 0x9b31bb4aUL, 0x9af3d17dUL,
  0x8d893530UL, 0x8c4b5f07UL, 0x8e0de15eUL, 0x8fcf8b69UL, 0x8a809decUL, 0x8b42f7dbUL, 0x89044982UL, 0x88c623b5UL,
  0x839a6488UL, 0x82580ebfUL, 0x801eb0e6UL, 0x81dcdad1UL, 0x8493cc54UL, 0x8551a663UL, 0x8717183aUL, 0x86d5720dUL,
  0xa9e2d0a0UL, 0xa820ba97UL, 0xaa6604ceUL, 0xaba46ef9UL, 0xaeeb787cUL, 0xaf29124bUL, 0xad6fac12UL, 0xacadc625UL,
  0xa7f18118UL, 0xa633eb2fUL, 0xa4755576UL, 0xa5b73f41UL, 0xa0f829c4UL, 0xa13a43f3UL, 0xa37cfdaaUL, 0xa2be979dUL,
  0xb5c473d0UL, 0xb40619e7UL, 0xb640a7beUL, 0xb782cd89UL, 0xb2cddb0cUL, 0xb30fb13bUL, 0xb1490f62UL, 0xb08b6555UL,
  0xbbd72268UL, 0xba15485fUL, 0xb853f606UL, 0xb9919c31UL, 0xbcde8ab4UL, 0xbd1ce083UL, 0xbf5a5edaUL, 0xbe9834edUL,
  0x00000000UL, 0xb8bc6765UL, 0xaa09c88bUL, 0x12b5afeeUL, 0x8f629757UL, 0x37def032UL, 0x256b5fdcUL, 0x9dd738b9UL,
  0xc5b428efUL, 0x7d084f8aUL, 0x6fbde064UL, 0xd7018701UL, 0x4ad6bfb8UL, 0xf26ad8ddUL, 0xe0df7733UL, 0x58631056UL,
  0x5019579fUL, 0xe8a530faUL, 0xfa109f14UL, 0x42acf871UL, 0xdf7bc0c8UL, 0x67c7a7adUL, 0x75720843UL, 0xcdce6f26UL,
  0x95ad7f70UL, 0x2d111815UL, 0x3fa4b7fbUL, 0x8718d09eUL, 0x1acfe827UL, 0xa2738f42UL, 0xb0c620acUL, 0x087a47c9UL,
  0xa032af3eUL, 0x188ec85bUL, 0x0a3b67b5UL, 0xb28700d0UL, 0x2f503869UL, 0x97ec5f0cUL, 0x8559f0e2UL, 0x3de59787UL,
  0x658687d1UL, 0xdd3ae0b4UL, 0xcf8f4f5aUL, 0x7733283fUL, 0xeae41086UL, 0x525877e3UL, 0x40edd80dUL, 0xf851bf68UL,
  0xf02bf8a1UL, 0x48979fc4UL, 0x5a22302aUL, 0xe29e574fUL, 0x7f496ff6UL, 0xc7f50893UL, 0xd540a77dUL, 0x6dfcc018UL,
  0x359fd04eUL, 0x8d23b72bUL, 0x9f9618c5UL, 0x272a7fa0UL, 0xbafd4719UL, 0x0241207cUL, 0x10f48f92UL, 0xa848e8f7UL,
  0x9b14583dUL, 0x23a83f58UL, 0x311d90b6UL, 0x89a1f7d3UL, 0x1476cf6aUL, 0xaccaa80fUL, 0xbe7f07e1UL, 0x06c36084UL,
  0x5ea070d2UL, 0xe61c17b7UL, 0xf4a9b859UL, 0x4c15df3cUL, 0xd1c2e785UL, 0x697e80e0UL, 0x7bcb2f0eUL, 0xc377486bUL,
  0xcb0d0fa2UL, 0x73b168c7UL, 0x6104c729UL, 0xd9b8a04cUL, 0x446f98f5UL, 0xfcd3ff90UL, 0xee66507eUL, 0x56da371bUL,
  0x0eb9274dUL, 0xb6054028UL, 0xa4b0efc6UL, 0x1c0c88a3UL, 0x81dbb01aUL, 0x3967d77fUL, 0x2bd27891UL, 0x936e1ff4UL,
  0x3b26f703UL, 0x839a9066UL, 0x912f3f88UL, 0x299358edUL, 0xb4446054UL, 0x0cf80731UL, 0x1e4da8dfUL, 0xa6f1cfbaUL,
  0xfe92dfecUL, 0x462eb889UL, 0x549b1767UL, 0xec277002UL, 0x71f048bbUL, 0xc94c2fdeUL, 0xdbf98030UL, 0x6345e755UL,
  0x6b3fa09cUL, 0xd383c7f9UL, 0xc1366817UL, 0x798a0f72UL, 0xe45d37cbUL, 0x5ce150aeUL, 0x4e54ff40UL, 0xf6e89825UL,
  0xae8b8873UL, 0x1637ef16UL, 0x048240f8UL, 0xbc3e279dUL, 0x21e91f24UL, 0x99557841UL, 0x8be0d7afUL, 0x335cb0caUL,
  0xed59b63bUL, 0x55e5d15eUL, 0x47507eb0UL, 0xffec19d5UL, 0x623b216cUL, 0xda874609UL, 0xc832e9e7UL, 0x708e8e82UL,
  0x28ed9ed4UL, 0x9051f9b1UL, 0x82e4565fUL, 0x3a58313aUL, 0xa78f0983UL, 0x1f336ee6UL, 0x0d86c108UL, 0xb53aa66dUL,
  0xbd40e1a4UL, 0x05fc86c1UL, 0x1749292fUL, 0xaff54e4aUL, 0x322276f3UL, 0x8a9e1196UL, 0x982bbe78UL, 0x2097d91dUL,
  0x78f4c94bUL, 0xc048ae2eUL, 0xd2fd01c0UL, 0x6a4166a5UL, 0xf7965e1cUL, 0x4f2a3979UL, 0x5d9f9697UL, 0xe523f1f2UL,
  0x4d6b1905UL, 0xf5d77e60UL, 0xe762d18eUL, 0x5fdeb6ebUL, 0xc2098e52UL, 0x7ab5e937UL, 0x680046d9UL, 0xd0bc21bcUL,
  0x88df31eaUL, 0x3063568fUL, 0x22d6f961UL, 0x9a6a9e04UL, 0x07bda6bdUL, 0xbf01c1d8UL, 0xadb46e36UL, 0x15080953UL,
  0x1d724e9aUL, 0xa5ce29ffUL, 0xb77b8611UL, 0x0fc7e174UL, 0x9210d9cdUL, 0x2aacbea8UL, 0x38191146UL, 0x80a57623UL,
  0xd8c66675UL, 0x607a0110UL, 0x72cfaefeUL, 0xca73c99bUL, 0x57a4f122UL, 0xef189647UL, 0xfdad39a9UL, 0x45115eccUL,
  0x764dee06UL, 0xcef18963UL, 0xdc44268dUL, 0x64f841e8UL, 0xf92f7951UL, 0x41931e34UL, 0x5326b1daUL, 0xeb9ad6bfUL,
  0xb3f9c6e9UL, 0x0b45a18cUL, 0x19f00e62UL, 0xa14c6907UL, 0x3c9b51beUL, 0x842736dbUL, 0x96929935UL, 0x2e2efe50UL,
  0x2654b999UL, 0x9ee8defcUL, 0x8c5d7112UL, 0x34e11677UL, 0xa9362eceUL, 0x118a49abUL, 0x033fe645UL, 0xbb838120UL,
  0xe3e09176UL, 0x5b5cf613UL, 0x49e959fdUL, 0xf1553e98UL, 0x6c820621UL, 0xd43e6144UL, 0xc68bceaaUL, 0x7e37a9cfUL,
  0xd67f4138UL, 0x6ec3265dUL, 0x7c7689b3UL, 0xc4caeed6UL, 0x591dd66fUL, 0xe1a1b10aUL, 0xf3141ee4UL, 0x4ba87981UL,
  0x13cb69d7UL, 0xab770eb2UL, 0xb9c2a15cUL, 0x017ec639UL, 0x9ca9fe80UL, 0x241599e5UL, 0x36a0360bUL, 0x8e1c516eUL,
  0x866616a7UL, 0x3eda71c2UL, 0x2c6fde2cUL, 0x94d3b949UL, 0x090481f0UL, 0xb1b8e695UL, 0xa30d497bUL, 0x1bb12e1eUL,
  0x43d23e48UL, 0xfb6e592dUL, 0xe9dbf6c3UL, 0x516791a6UL, 0xccb0a91fUL, 0x740cce7aUL, 0x66b96194UL, 0xde0506f1UL
};

  // crc = the state after all but the last len % 8 bytes at buf (carry-less multiply folding over
  // 128-bit lanes, then Barrett); keys_table: the folding and Barrett keys of the polynomial. On
  // exit buf and len describe the bytes left (fewer than 8).
  // Helper shared by the stub generators: crc32_fold
  void crc32_fold(Register crc, Register buf, Register len, address keys_table, Register consts,
                  Register vl, Register step, Register stride, Register odd, Register end,
                  Register keys, Register lane_hi) {
    assert_different_registers(crc, buf, len, consts, vl, step, stride, odd, end, keys, lane_hi);

    Label L_block, L_done, L_level, L_long, L_merge, L_merge_keys, L_reduce, L_start, L_vector, L_word;

    const Register lane_lo          = crc;
    const Register mu               = odd;
    const Register poly             = stride;
    const VectorRegister vword      = v1;
    const VectorRegister vtmp0      = v12;
    const VectorRegister vtmp1      = v16;
    const VectorRegister vprod      = v2;
    const VectorRegister vkey_even  = v20;
    const VectorRegister vkey_odd   = v24;
    const VectorRegister vfold_even = v4;
    const VectorRegister vfold_odd  = v8;

    __ li(step, 16);
    __ bgeu(len, step, L_long);
    __ li(step, 8);
    __ bltu(len, step, L_done);  // fewer than 8 bytes: the byte table only
    __ la(consts, ExternalAddress(keys_table));  // 8..15 bytes: one 8-byte step
    __ ld(mu, Address(consts, 8));
    __ ld(poly, Address(consts, 16));
    __ j(L_word);

  __ bind(L_long);
    __ la(consts, ExternalAddress(keys_table));
    // the lane carried into the next 16 bytes: the running
    // state (lane_lo) goes into the first 4 of them
    __ mv(lane_hi, zr);
    __ li(step, 32);
    __ bltu(len, step, L_block);
    __ li(vl, 64);

    // vector folding: vl = min(VLMAX, 64) lanes of 16 bytes per step, then vl/2 ... 2
  __ bind(L_level);
    // Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first lanes (under ta the spec
    // lets it clobber them; QEMU's rvv_ta_all_1s does not, so no test would notice).
    __ vsetvli(vl, vl, Assembler::e64, Assembler::m4, Assembler::ma, Assembler::tu);
    __ slli(step, vl, 4);  // bytes per step: 16*vl
    __ bgeu(len, step, L_start);
    __ srli(vl, vl, 1);  // AVL = vl/2 <= VLMAX: granted exactly
    __ j(L_level);

  __ bind(L_start);
    __ slli(keys, vl, 3);
    __ sub(keys, consts, keys);  // consts - 8*vl: this vl's keys at fixed offsets from it
    __ ld(stride, Address(keys, 536));
    __ ld(odd, Address(keys, 1056));
    __ vmv_v_x(vkey_even, stride);
    __ vmv_v_x(vkey_odd, odd);
    __ li(stride, 16);  // one lane
    __ addi(odd, buf, 8);
    __ vlse64_v(vfold_even, buf, stride);
    __ vlse64_v(vfold_odd, odd, stride);
    __ vmv_x_s(end, vfold_even);  // the carried lane joins the first lane
    __ xorr(end, end, lane_lo);
    __ vmv_s_x(vfold_even, end);
    __ vmv_x_s(end, vfold_odd);
    __ xorr(end, end, lane_hi);
    __ vmv_s_x(vfold_odd, end);
    __ add(buf, buf, step);
    __ sub(len, len, step);
    __ neg(end, step);
    __ andr(end, len, end);  // whole steps left, in bytes
    __ sub(len, len, end);
    __ add(end, buf, end);
    __ bgeu(buf, end, L_merge);

  __ bind(L_vector);  // lanes = lanes * x^(128*vl) + next 16*vl bytes
    __ vclmulh_vv(vtmp0, vfold_even, vkey_even);
    __ vclmul_vv(vfold_even, vfold_even, vkey_even);
    __ vclmulh_vv(vtmp1, vfold_odd, vkey_odd);
    __ vclmul_vv(vfold_odd, vfold_odd, vkey_odd);
    __ vxor_vv(vfold_even, vfold_even, vfold_odd);
    __ vxor_vv(vfold_odd, vtmp0, vtmp1);
    __ vlse64_v(vtmp0, buf, stride);
    __ addi(odd, buf, 8);
    __ vlse64_v(vtmp1, odd, stride);
    __ vxor_vv(vfold_even, vfold_even, vtmp0);
    __ vxor_vv(vfold_odd, vfold_odd, vtmp1);
    __ add(buf, buf, step);
    __ bltu(buf, end, L_vector);

  __ bind(L_merge);  // sum over lanes m of lane m * x^(128*d(m))
    __ addi(keys, keys, 536);  // d = vl-m: the sum is the lane carried on
    __ bgeu(len, stride, L_merge_keys);  // ... when 16 or more bytes follow
    __ addi(keys, keys, 8);  // else d = vl-1-m: the sum is the state itself

  __ bind(L_merge_keys);
    __ vle64_v(vkey_even, keys);
    __ addi(keys, keys, 520);
    __ vle64_v(vkey_odd, keys);
    __ vclmul_vv(vtmp0, vfold_even, vkey_even);
    __ vclmulh_vv(vtmp1, vfold_even, vkey_even);
    __ vclmul_vv(vfold_even, vfold_odd, vkey_odd);
    __ vclmulh_vv(vfold_odd, vfold_odd, vkey_odd);
    __ vxor_vv(vtmp0, vtmp0, vfold_even);
    __ vxor_vv(vtmp1, vtmp1, vfold_odd);
    __ vmv_s_x(vfold_even, zr);  // the reductions' start value
    __ vredxor_vs(vfold_odd, vtmp0, vfold_even);
    __ vredxor_vs(vkey_even, vtmp1, vfold_even);
    __ vmv_x_s(lane_lo, vfold_odd);
    __ vmv_x_s(lane_hi, vkey_even);
    __ bltu(len, stride, L_reduce);  // (stride is 16)
    __ li(step, 32);
    __ bltu(len, step, L_block);
    __ srli(vl, vl, 1);  // 32 or more left, fewer than 16*vl: the next level
    __ j(L_level);

  __ bind(L_block);  // 16..31 bytes left: one block takes the carried lane
    __ ld(step, Address(buf));
    __ ld(end, Address(buf, 8));
    __ xorr(lane_lo, lane_lo, step);
    __ xorr(lane_hi, lane_hi, end);
    __ addi(buf, buf, 16);
    __ addi(len, len, -16);

  __ bind(L_reduce);
    // 128 -> 64 bits, then Barrett: crc = (lo*x^64 + hi)*x^32 mod P, on one element
    __ ld(keys, Address(consts));
    __ ld(mu, Address(consts, 8));
    __ ld(poly, Address(consts, 16));
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_s_x(vword, lane_lo);
    __ vclmul_vx(vprod, vword, keys);  // lo * x^64: 95 bits, its first half only 32 wide
    __ vclmulh_vx(vword, vword, keys);
    __ vclmulh_vx(vprod, vprod, keys);  // those 32 bits * x^64 fit the second half
    __ vxor_vv(vword, vword, vprod);
    __ vxor_vx(vword, vword, lane_hi);  // z: 64 bits congruent to the lane
    __ vclmul_vx(vword, vword, mu);  // quotient (mu and poly: loaded before)
    __ vclmulh_vx(vword, vword, poly);  // remainder
    __ vmv_x_s(crc, vword);  // the new state, zero-extended

  __ bind(L_word);  // 8 more bytes (length & 8): the same Barrett step on
    __ andi(step, len, 8);  // word ^ state is that word's CRC from the state
    __ beqz(step, L_done);
    __ ld(step, Address(buf));
    __ xorr(step, step, crc);
    __ vsetivli(x0, 1, Assembler::e64, Assembler::m1, Assembler::ma, Assembler::ta);
    __ vmv_s_x(vword, step);
    __ vclmul_vx(vword, vword, mu);
    __ vclmulh_vx(vword, vword, poly);
    __ vmv_x_s(crc, vword);
    __ addi(buf, buf, 8);
    __ addi(len, len, -8);

  __ bind(L_done);
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

  /**
   * updateBytesCRC32 [zvbc]: lmul=4
   * RISC-V extensions: v, zvbc
   * Blob space: 608 bytes (code and entry alignment)
   *
   * Arguments:
   *   c_rarg0 - crc
   *   c_rarg1 - buf
   *   c_rarg2 - len
   * Output:
   *   c_rarg0 - int
   */
  // needs assembler additions: vclmul_vv, vclmul_vx, vclmulh_vv, vclmulh_vx
  address generate_updateBytesCRC32() {
    assert(UseCRC32Intrinsics, "updateBytesCRC32 needs UseCRC32Intrinsics");

    __ align(CodeEntryAlignment);
    StubCodeMark mark(this, "StubRoutines", "updateBytesCRC32");
    address start = __ pc();

    const Register crc       = c_rarg0;
    const Register buf       = c_rarg1;
    const Register len       = c_rarg2;
    const Register index     = c_rarg3;
    const Register stride    = c_rarg3;
    const Register entry     = c_rarg4;
    const Register odd       = c_rarg4;
    const Register steps_end = c_rarg5;
    const Register keys      = c_rarg6;
    const Register lane_hi   = c_rarg7;
    const Register consts    = x28;
    const Register table     = x28;
    const Register end       = x29;
    const Register vl        = x29;
    const Register step      = x30;
    const Register word      = x30;

    BLOCK_COMMENT("Entry:");
    __ enter();
    __ notr(crc, crc);
    __ zero_extend(crc, crc, 32);  // a Java int arrives sign-extended
    crc32_fold(crc, buf, len, (address)_crc32_crc_fold_keys, consts, vl, step, stride, odd, steps_end,
               keys, lane_hi);
    __ la(table, ExternalAddress((address)_crc32_tables_0_3));
    crc32_update_bytes(crc, buf, len, table, 0, end, word, index, entry);
    __ notr(crc, crc);
    __ sext_w(crc, crc);  // return a Java int the way it came
    __ leave();
    __ ret();

    return start;
  }
