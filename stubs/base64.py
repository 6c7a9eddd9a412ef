"""The Base64 stubs: base64_encodeBlock and base64_decodeBlock, HotSpot's contract, judged against
Python's base64 module (docs/hotspot-contracts-base64.md has the contract in full).

Read off JDK 27 (stubDeclarations.hpp, library_call.cpp's inline_base64_encodeBlock/decodeBlock,
java/util/Base64.java and the RISC-V port's own generate_base64_encodeBlock/decodeBlock):

* encodeBlock(src, sp, sl, dst, dp, isURL): src and dst are the arrays' element 0 (C2 passes
  `array_element_address(x, 0)`), sp/sl/dp Java ints, isURL a boolean (0/1). Encodes src[sp, sl)
  into dst[dp, ...), 4 characters per 3 bytes; Java's encode0 always passes sl - sp a multiple of 3
  (a whole line of a MIME/PEM encoder at most). No result.
* decodeBlock(src, sp, sl, dst, dp, isURL, isMIME) -> int: decodes whole 4-character quads of
  src[sp, sp + ((sl - sp) & ~3)) until the first quad holding a character outside the alphabet ('='
  included), returning the bytes written (3 per quad). A stub may also stop earlier, at any quad
  (Java decodes the rest), but must not write past the bytes it returns: dst is the caller's array.
  isMIME only allows a stub to treat illegal characters differently; Java's own body ignores it.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import random
from dataclasses import dataclass

from stubforge.dsl.contracts import Contract
from stubforge.sim.layouts import StubSpec, java_int
from stubforge.sim.protocol import PLACE_END, PLACE_START, Arg, Buffer, Case, Result

from . import Check, Workload, declare, intrinsic

FILL = 0xA5          # dst bytes the stub must leave alone
STD = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
URL = STD[:62] + b"-_"
# characters Java's fromBase64 tables hold illegal, near the alphabets' edges and beyond ASCII
ILLEGAL = b"=\r\n \t*.:@[`{\x00\x7f\x80\xff" + b"-_"


def python_decode(quad: bytes, url: bool) -> bytes | None:
    """Python's base64 decoding of one quad in Java's decodeBlock sense: None when it holds a
    character outside the alphabet. Base64.java's decodeBlock takes '=' as illegal and the URL
    alphabet has '-' and '_' in place of '+' and '/' (RFC 4648 section 5), so those are translated
    for Python's standard decoder, and '=' and the other alphabet's two characters to '*', which
    b64decode(validate=True) refuses."""
    table = bytes.maketrans(b"-_+/=", b"+/***") if url else bytes.maketrans(b"-_=", b"***")
    try:
        return base64.b64decode(quad.translate(table), validate=True)
    except binascii.Error:
        return None


@dataclass(frozen=True)
class B64Input:
    """One call: `src` is the whole Java array, [sp, sl) the range; dst has dp bytes before the
    output and `slack` after the bytes a full decode would write."""
    src: bytes
    sp: int
    sl: int
    dp: int
    url: bool
    mime: bool = False
    misalign: int = 0
    tight_end: bool = True
    slack: int = 0

    def describe(self) -> str:
        where = "src ends at guard page" if self.tight_end else f"src misaligned by {self.misalign}"
        alpha = "URL" if self.url else "standard"
        return (f"{self.sl - self.sp} B at sp={self.sp} sl={self.sl}, dp={self.dp}, {alpha} alphabet"
                f"{', isMIME' if self.mime else ''} ({where})")


class _B64Spec(StubSpec):
    decode: bool

    def out_len(self, inp: B64Input) -> int:
        n = inp.sl - inp.sp
        return (n // 4) * 3 if self.decode else (n // 3) * 4

    def case(self, inp: B64Input) -> Case:
        place = PLACE_END if inp.tight_end else PLACE_START
        dst = bytes([FILL]) * (inp.dp + self.out_len(inp) + inp.slack)
        # dst ends at a guard page too: a stub writing one byte past its output faults
        bufs = [Buffer(inp.src, inp.misalign, place), Buffer(dst, 0, PLACE_END)]
        args = [Arg.buf(0), Arg.jint(inp.sp), Arg.jint(inp.sl), Arg.buf(1), Arg.jint(inp.dp), Arg.jint(int(inp.url))]
        if self.decode:
            args.append(Arg.jint(int(inp.mime)))
        return Case(bufs, args)

    def expected(self, inp: B64Input) -> bytes:
        """The bytes the stub must write at dst + dp (Python's base64)."""
        data = inp.src[inp.sp:inp.sl]
        if not self.decode:
            return base64.urlsafe_b64encode(data) if inp.url else base64.standard_b64encode(data)
        out = b""
        for q in range(0, len(data) - len(data) % 4, 4):
            got = python_decode(data[q:q + 4], inp.url)
            if got is None:
                break
            out += got
        return out

    def judge(self, inp: B64Input, res: Result) -> str | None:
        if res.status:
            return f"contract violated (status {res.status:#x}: {'; '.join(res.problems())})"
        want = self.expected(inp)
        if self.decode and res.a0 != java_int(len(want)):
            return f"returned {res.a0:#x}, Python's base64 decodes {len(want)} bytes before the first illegal quad"
        dst = res.buffers_after[1]
        got = dst[inp.dp:inp.dp + len(want)]
        if got != want:
            bad = next(i for i in range(len(want)) if got[i] != want[i])
            return f"dst[dp + {bad}] is {got[bad]:#04x}, Python's base64 says {want[bad]:#04x}"
        rest = dst[:inp.dp] + dst[inp.dp + len(want):]
        if rest != bytes([FILL]) * len(rest):
            return "dst was written outside the bytes the stub produced"
        if res.buffers_after[0][:len(inp.src)] != inp.src:
            return "src was modified"
        return None

    # ---- inputs --------------------------------------------------------------------------------
    def text(self, rnd, n: int, url: bool) -> bytes:
        """n bytes for the stub's input: random bytes (encode) or alphabet characters (decode)."""
        if not self.decode:
            return rnd.randbytes(n)
        alpha = URL if url else STD
        return bytes(rnd.choice(alpha) for _ in range(n))

    def one(self, rnd, n: int, url: bool, pre: int = 0, post: int = 0, **kw) -> B64Input:
        src = self.text(rnd, pre + n + post, url)
        return B64Input(src, pre, pre + n, rnd.randrange(0, 9), url, **kw)

    def of_length(self, n: int, seed: int = 0, **kw) -> B64Input:
        rnd = random.Random(seed * 7919 + n)
        return self.one(rnd, n, url=bool(n & 1), **kw)

    def lengths(self, sizes) -> list[int]:
        step = 4 if self.decode else 3
        return sorted({*range(0, 301, step), *(s - s % step for s in sizes)})

    def inputs(self, sizes: list[int], seed: int = 1) -> list[B64Input]:
        """Every length 0..300 the contract allows (multiples of 3 to encode; every length to
        decode, Java's `& ~3` leaving 1..3 characters over) and those of `sizes`, both alphabets,
        bytes before sp and after sl, dp, misaligned src; decode: an illegal character in every
        position of a quad and of the first vectors, MIME text (76-character lines, CRLF)."""
        rnd = random.Random(seed)
        out = []
        for i, n in enumerate(self.lengths(sizes)):
            url = bool(i & 1)
            out.append(self.one(rnd, n, url, tight_end=i % 3 != 1, misalign=i % 8, pre=i % 5, post=i % 3 * 2))
        if not self.decode:
            return out
        for n in (5, 6, 7, 9, 10, 11, 13, 14, 15, 301, 302, 303):
            out.append(self.one(rnd, n, bool(n & 1)))
        for url in (False, True):
            for pos in [*range(0, 40), *range(60, 200, 7), *(s - 1 for s in sizes if s)]:
                n = -(-max(pos + 1, rnd.choice((48, 128, 256, 600))) // 4) * 4
                inp = self.one(rnd, n, url, pre=rnd.randrange(4))
                bad = rnd.choice(ILLEGAL)
                if url and bad in b"-_":
                    bad = rnd.choice(b"+/")
                src = bytearray(inp.src)
                src[inp.sp + pos] = bad
                out.append(B64Input(bytes(src), inp.sp, inp.sl, inp.dp, url, slack=3))
        for url in (False, True):
            for n in (57, 570, 3000):
                out.append(self.mime_input(rnd, n, url))
        return out

    def mime_input(self, rnd, n: int, url: bool) -> B64Input:
        """A MIME encoder's text of n random bytes: 76-character lines and CRLF; isMIME set."""
        text = (base64.urlsafe_b64encode if url else base64.standard_b64encode)(rnd.randbytes(n))
        lines = b"\r\n".join(text[i:i + 76] for i in range(0, len(text), 76))
        return B64Input(lines, 0, len(lines), rnd.randrange(8), url, mime=True)

    def quick_inputs(self, seed: int = 3) -> list[B64Input]:
        return self.inputs([1000], seed)[::4]

    def bench_input(self, size: int) -> B64Input:
        """size bytes to encode (a multiple of 3 at most size), or their standard encoding to decode."""
        rnd = random.Random(size)
        if not self.decode:
            n = max(3, size - size % 3)
            return B64Input(rnd.randbytes(n), 0, n, 0, False, tight_end=False)
        # size characters (whole quads): figures per input byte, as StubBench's decode workload
        n = max(4, size - size % 4)
        text = base64.standard_b64encode(rnd.randbytes(3 * n // 4))
        return B64Input(text, 0, n, 0, False, tight_end=False)


class EncodeSpec(_B64Spec):
    stub, decode = "base64_encodeBlock", False


class DecodeSpec(_B64Spec):
    stub, decode = "base64_decodeBlock", True


# ---- Java: StubBench (HotSpot's own stubs counted) -------------------------------------------------

def _tail(b: bytes) -> str:
    return b[-64:].hex()


# Encoder.encode(byte[]) hands encode0 the whole array, encodeBlock gets it in one call. A whole number
# of groups: encode0's leftover branches (1 or 2 bytes) differ between sizes (512 leaves 2, 4096 and
# 65536 leave 1), and the branch the warm-up never took was an uncommon trap in C2's code: the first
# measured call deoptimised it and the other seven ran interpreted, without the stub.
BASE64_ENCODE = Workload(
    "base64enc", "Base64.Encoder e = Base64.getEncoder();\n"
                 "return (buf, n) -> e.encode(Arrays.copyOf(buf, n - n % 3));",
    lambda data, calls: _tail(base64.standard_b64encode(data[:len(data) - len(data) % 3])),
    ("java.util.Base64", "java.util.Arrays"))
# n characters (whole quads) of the standard encoding of buf, decoded: decode0 hands decodeBlock the
# whole text in one call. The text is made once per buffer by a plain loop, not by Base64.Encoder:
# whether that one call reached the encode stub would depend on when C2 had compiled encode0, and
# the counts of two runs would differ. A whole number of quads of a longer encoding has no padding,
# so the stub decodes it all.
BASE64_DECODE = Workload(
    "base64dec", "Base64.Decoder d = Base64.getDecoder();\n"
                 "byte[] abc = \"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\".getBytes();\n"
                 "byte[][] text = new byte[2][];\n"
                 "return (buf, n) -> {\n"
                 "    if (text[0] != buf) {\n"
                 "        byte[] t = new byte[buf.length / 3 * 4];\n"
                 "        for (int g = 0; g < buf.length / 3; g++) {\n"
                 "            int w = (buf[3 * g] & 0xff) << 16 | (buf[3 * g + 1] & 0xff) << 8"
                 " | (buf[3 * g + 2] & 0xff);\n"
                 "            for (int i = 0; i < 4; i++) t[4 * g + i] = abc[(w >>> (18 - 6 * i)) & 63];\n"
                 "        }\n"
                 "        text[0] = buf; text[1] = t;\n"
                 "    }\n"
                 "    return d.decode(Arrays.copyOf(text[1], n & ~3));\n"
                 "};",
    lambda data, calls: _tail(data[:3 * (len(data) // 4)]), ("java.util.Base64", "java.util.Arrays"))


# ---- StubCheck's part: java.util.Base64 end to end (`stubforge jvm`, the jtreg test) ------------------

BASE64_JAVA = """\
// Each message data[off..off+len) encoded and the text decoded again, by the basic, URL and MIME
// coders (encode0/decode0 reach the stubs); text and bytes fed to one SHA-256 per coder.
static void base64(byte[] data, int rounds, int[] lens) throws Exception {
    String[] names = {"base64", "base64-url", "base64-mime"};
    Base64.Encoder[] enc = {Base64.getEncoder(), Base64.getUrlEncoder(), Base64.getMimeEncoder()};
    Base64.Decoder[] dec = {Base64.getDecoder(), Base64.getUrlDecoder(), Base64.getMimeDecoder()};
    for (int a = 0; a < names.length; a++) {
        MessageDigest m = MessageDigest.getInstance("SHA-256");
        for (int round = 0; round < rounds; round++)
            for (int len : lens)
                for (int off = 0; off < 8; off++) {
                    byte[] text = enc[a].encode(Arrays.copyOfRange(data, off, off + len));
                    m.update(text);
                    m.update(dec[a].decode(text));
                }
        System.out.println(names[a] + " " + hex(m.digest()));
    }
}
"""


def _mime(text: bytes) -> bytes:
    """Java's MIME encoder: 76-character lines joined by CRLF, none after the last."""
    return b"\r\n".join(text[i:i + 76] for i in range(0, len(text), 76))


def _base64_digests(data: bytes, rounds: int, lens) -> dict[str, str]:
    coders = {"base64": base64.b64encode, "base64-url": base64.urlsafe_b64encode,
              "base64-mime": lambda b: _mime(base64.b64encode(b))}
    out = {}
    for name, encode in coders.items():
        blob = b"".join(encode(data[off:off + n]) + data[off:off + n] for n in lens for off in range(8))
        out[name] = hashlib.sha256(blob * rounds).hexdigest()
    return out


BASE64_CHECK = Check("base64", ("base64", "base64-url", "base64-mime"), BASE64_JAVA, _base64_digests,
                     ("java.util.Arrays", "java.util.Base64"))


# ---- the declarations ------------------------------------------------------------------------------

declare(Contract("base64_encodeBlock", ("src", "sp", "sl", "dst", "dp", "isURL"), None, "UseBASE64Intrinsics",
                 False, "_base64_encodeBlock",
                 "src[sp, sl) (sl - sp a multiple of 3) -> 4 characters per 3 bytes at dst + dp; isURL: -_ for +/"),
        EncodeSpec(), workload=BASE64_ENCODE, check=BASE64_CHECK)
declare(Contract("base64_decodeBlock", ("src", "sp", "sl", "dst", "dp", "isURL", "isMIME"), "int",
                 "UseBASE64Intrinsics", False, "_base64_decodeBlock",
                 "whole quads of src[sp, sl) up to the first illegal character ('=' included) -> bytes written"),
        DecodeSpec(), workload=BASE64_DECODE, check=BASE64_CHECK)

intrinsic("Base64", ("base64_encodeBlock", "base64_decodeBlock"), test="compiler/intrinsics/base64/TestBase64Riscv",
          jmh="org.openjdk.bench.java.util.Base64Encode",
          upstream_tests=("compiler/intrinsics/base64/TestBase64.java",),
          # HotSpot's own is in every release with RVV and scalar paths; ours replaces it only
          # once a patched JVM has run it and the numbers say so
          held="not yet built and run in a patched JVM")
