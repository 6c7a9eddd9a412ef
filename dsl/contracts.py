"""HotSpot's calling contract for each stub (../shared/hotspot-contracts.md), as data.

The builder names argument registers from it, the HotSpot emitter registers stubs from it, and the
simulator's layouts follow it.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Contract:
    stub: str
    args: tuple[str, ...]          # in a0.. order
    returns: str | None            # "int", "len", None
    flag: str                      # the Use...Intrinsics flag that guards registration
    initial: bool                  # registered in generate_initial_stubs() (else compiler stubs)
    routine: str                   # StubRoutines field
    summary: str


CONTRACTS = {c.stub: c for c in [
    Contract("updateBytesAdler32", ("adler", "buf", "len"), "int", "UseAdler32Intrinsics", False,
             "_updateBytesAdler32", "adler (s2<<16|s1), buf, len >= 0 -> new adler"),
    Contract("updateBytesCRC32", ("crc", "buf", "len"), "int", "UseCRC32Intrinsics", True,
             "_updateBytesCRC32", "plain crc, buf, len -> new crc (inverted on entry and exit)"),
    Contract("updateBytesCRC32C", ("crc", "buf", "len", "table"), "int", "UseCRC32CIntrinsics", True,
             "_updateBytesCRC32C", "inverted state, buf, len, table -> new state (no inversion)"),
    Contract("aescrypt_encryptBlock", ("from", "to", "key"), "zero", "UseAESIntrinsics", False,
             "_aescrypt_encryptBlock", "one 16-byte block; key is Java's int[] forward schedule, length at key-4"),
    Contract("aescrypt_decryptBlock", ("from", "to", "key"), "zero", "UseAESIntrinsics", False,
             "_aescrypt_decryptBlock", "one block, the same forward schedule walked backwards"),
    Contract("electronicCodeBook_encryptAESCrypt", ("from", "to", "key", "len"), "len", "UseAESIntrinsics",
             False, "_electronicCodeBook_encryptAESCrypt", "len a multiple of 16 -> len"),
    Contract("electronicCodeBook_decryptAESCrypt", ("from", "to", "key", "len"), "len", "UseAESIntrinsics",
             False, "_electronicCodeBook_decryptAESCrypt", "len a multiple of 16 -> len"),
    Contract("cipherBlockChaining_encryptAESCrypt", ("from", "to", "key", "rvec", "len"), "len",
             "UseAESIntrinsics", False, "_cipherBlockChaining_encryptAESCrypt",
             "len > 0, a multiple of 16; rvec (IV) becomes the last ciphertext block -> len"),
    Contract("cipherBlockChaining_decryptAESCrypt", ("from", "to", "key", "rvec", "len"), "len",
             "UseAESIntrinsics", False, "_cipherBlockChaining_decryptAESCrypt",
             "len > 0, a multiple of 16; rvec becomes the last ciphertext block; never in place -> len"),
    Contract("counterMode_AESCrypt", ("in", "out", "key", "counter", "len", "saved_encrypted_ctr", "used_ptr"),
             "len", "UseAESCTRIntrinsics", False, "_counterMode_AESCrypt",
             "Java's CTR loop: leftover keystream at *used_ptr, 128-bit big-endian counter -> len"),
    Contract("ghash_processBlocks", ("state", "subkeyHtbl", "data", "blocks"), None, "UseGHASHIntrinsics",
             False, "_ghash_processBlocks",
             "state long[2] and H (subkeyHtbl[0..1]) as big-endian halves, blocks >= 1 raw 16-byte blocks"),
    Contract("galoisCounterMode_AESCrypt", ("in", "len", "ct", "out", "key", "state", "subkeyHtbl", "counter"),
             "bytes processed", "UseAESIntrinsics", False, "_galoisCounterMode_AESCrypt",
             "ct is out when encrypting, in when decrypting; inc32 counter; GHASH state over ct -> r <= len, "
             "a multiple of 16"),
    Contract("poly1305_processBlocks", ("input", "length", "acc", "r"), None, "UsePoly1305Intrinsics", False,
             "_poly1305_processBlocks", "length & ~15 (0 allowed); acc, r: long[5] of 26-bit limbs; acc updated "
             "with every output limb < 2^32 - 2^26"),
    Contract("chacha20Block", ("state", "result"), "int", "UseChaCha20Intrinsics", False,
             "_chacha20Block", "int[16] state (unchanged), byte[1024] result -> 64 * blocks written (1..16); "
             "block i uses counter state[12] + i mod 2^32"),
    Contract("sha256_implCompress", ("buf", "state"), None, "UseSHA256Intrinsics", False,
             "_sha256_implCompress", "one 64-byte block at buf (already b+ofs); state is Java's int[8] a..h"),
    Contract("sha256_implCompressMB", ("buf", "state", "ofs", "limit"), "ofs", "UseSHA256Intrinsics", False,
             "_sha256_implCompressMB", "64-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs"),
    Contract("sha512_implCompress", ("buf", "state"), None, "UseSHA512Intrinsics", False,
             "_sha512_implCompress", "one 128-byte block at buf (already b+ofs); state is Java's long[8] a..h"),
    Contract("sha512_implCompressMB", ("buf", "state", "ofs", "limit"), "ofs", "UseSHA512Intrinsics", False,
             "_sha512_implCompressMB", "128-byte blocks while ofs <= limit (buf is b+ofs) -> final ofs"),
]}
