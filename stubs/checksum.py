"""The checksum stubs: Adler32, CRC32, CRC32C (java.util.zip), judged against zlib and `crc32c`.

HotSpot passes the running value as a Java int (sign-extended), the byte[] range as pointer and
length, and takes the new value back in a0; CRC32C also gets its int[256] table. The layout is
sim.layouts.StubSpec's; nothing here computes a checksum itself.
"""
from __future__ import annotations

import hashlib
import struct
import zlib

import crc32c as _crc32c

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import MASK32, StubSpec
from stubforge.sim.protocol import Arg, Buffer

from . import Check, Workload, declare, intrinsic


class Adler32(StubSpec):
    stub = "updateBytesAdler32"

    def expected(self, inp):
        return zlib.adler32(inp.data, inp.init & MASK32)


class CRC32(StubSpec):
    stub = "updateBytesCRC32"

    def expected(self, inp):
        return zlib.crc32(inp.data, inp.init & MASK32)


class CRC32C(StubSpec):
    """HotSpot passes and receives the inverted running state; Java inverts in getValue()."""
    stub = "updateBytesCRC32C"

    def case(self, inp):
        c = super().case(inp)
        # a3: CRC32C's int[256] table; only its presence matters (the stub carries its own tables).
        table = b"\0" * 1028
        c.buffers.append(Buffer(table, misalign=0, placement=0))
        c.args.append(Arg.buf(1, 4))
        return c

    def expected(self, inp):
        return ~_crc32c.crc32c(inp.data, value=~inp.init & MASK32) & MASK32


# ---- Java: StubBench (HotSpot's own stubs counted) and StubCheck (stubforge jvm) -------------------

def _checksum_workload(alg: str, cls: str, ref) -> Workload:
    return Workload(alg, f"return (buf, n) -> {{ {cls} c = new {cls}(); c.update(buf, 0, n); "
                         "return be64(c.getValue()); };",
                    lambda data, calls: f"{ref(data):016x}", (f"java.util.zip.{cls}",))


CRC32_WORKLOAD = _checksum_workload("crc32", "CRC32", zlib.crc32)
ADLER32_WORKLOAD = _checksum_workload("adler32", "Adler32", zlib.adler32)
CRC32C_WORKLOAD = _checksum_workload("crc32c", "CRC32C", _crc32c.crc32c)

CHECKSUM_JAVA = """\
// update(data, off, len) then update(data, off + len, off), for off 0..7.
static void checksums(byte[] data, int rounds, int[] lens) throws Exception {
    for (String alg : new String[] {"crc32", "crc32c", "adler32"}) {
        MessageDigest m = MessageDigest.getInstance("SHA-256");
        for (int round = 0; round < rounds; round++)
            for (int len : lens)
                for (int off = 0; off < 8; off++) {
                    Checksum c = checksum(alg);
                    c.update(data, off, len);
                    c.update(data, off + len, off);
                    feedLong(m, c.getValue());
                }
        System.out.println(alg + " " + hex(m.digest()));
    }
}

static Checksum checksum(String alg) {
    switch (alg) {
        case "crc32": return new CRC32();
        case "crc32c": return new CRC32C();
        default: return new Adler32();
    }
}
"""


def _checksum_digests(data: bytes, rounds: int, lens) -> dict[str, str]:
    out = {}
    ref = {"crc32": zlib.crc32, "adler32": zlib.adler32, "crc32c": lambda b, v: _crc32c.crc32c(b, value=v)}
    for alg in ("crc32", "crc32c", "adler32"):
        blob = bytearray()
        for n in lens:
            for off in range(8):
                v = ref[alg](data[off:off + n], 1 if alg == "adler32" else 0)
                v = ref[alg](data[off + n:off + n + off], v)
                blob += struct.pack("<Q", v)
        out[alg] = hashlib.sha256(bytes(blob) * rounds).hexdigest()
    return out


CHECKSUMS = Check("checksums", ("crc32", "crc32c", "adler32"), CHECKSUM_JAVA, _checksum_digests,
                  ("java.util.zip.Adler32", "java.util.zip.CRC32", "java.util.zip.CRC32C", "java.util.zip.Checksum"))


# ---- the declarations ------------------------------------------------------------------------------

declare(Contract("updateBytesCRC32", ("crc", "buf", "len"), "int", "UseCRC32Intrinsics", True,
                 "_updateBytesCRC32", "plain crc, buf, len -> new crc (inverted on entry and exit)"),
        CRC32(), workload=CRC32_WORKLOAD, check=CHECKSUMS)

declare(Contract("updateBytesAdler32", ("adler", "buf", "len"), "int", "UseAdler32Intrinsics", False,
                 "_updateBytesAdler32", "adler (s2<<16|s1), buf, len >= 0 -> new adler"),
        Adler32(), workload=ADLER32_WORKLOAD, check=CHECKSUMS)

declare(Contract("updateBytesCRC32C", ("crc", "buf", "len", "table"), "int", "UseCRC32CIntrinsics", True,
                 "_updateBytesCRC32C", "inverted state, buf, len, table -> new state (no inversion)",
                 policy=("!AvoidUnalignedAccesses",)),     # its word loads are misaligned, as CRC32's
        CRC32C(), workload=CRC32C_WORKLOAD, check=CHECKSUMS)


# ---- the upstream changes ---------------------------------------------------------------------------

intrinsic("CRC32", ("updateBytesCRC32",), test="compiler/intrinsics/zip/TestCRC32Riscv",
          jmh="org.openjdk.bench.java.util.TestCRC32",
          upstream_tests=("compiler/intrinsics/zip/TestCRC32.java",))
intrinsic("CRC32C", ("updateBytesCRC32C",), test="compiler/intrinsics/zip/TestCRC32CRiscv",
          jmh="org.openjdk.bench.java.util.TestCRC32C",
          upstream_tests=("compiler/intrinsics/zip/TestCRC32C.java",))
intrinsic("Adler32", ("updateBytesAdler32",), test="compiler/intrinsics/zip/TestAdler32Riscv",
          jmh="org.openjdk.bench.java.util.TestAdler32",
          upstream_tests=("compiler/intrinsics/zip/TestAdler32.java",))
