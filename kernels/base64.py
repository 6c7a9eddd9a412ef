"""Base64 encode and decode blocks with RVV: base64_encodeBlock and base64_decodeBlock, HotSpot's
contract (stubs/base64.py, docs/hotspot-contracts-base64.md).

Both are strip-mined over vsetvli (any count, any VLEN: no scalar tail). HotSpot's own stub splits
the 3-byte groups (encode) or 4-character quads (decode) into one register group per field with
segment loads and stores (vlseg3e8/vsseg4e8, vlseg4e8/vsseg3e8) and looks each field up with an
indexed load (vluxei8) from its 64- or 256-byte table. On every core llvm-mca models, both cost a
cycle or more per element (sifive-p670: vlseg4e8 at LMUL 2 140 cycles, a unit-stride vle8 2). So
here (shape "gather", the default) a pass of n groups moves only whole registers:

* encode: 3n bytes by one vle8; a vrgather (a fixed index vector, made once) puts bytes b1 b0 b2 b1
  of each group in a 32-bit word, so that the four 6-bit fields lie in its two 16-bit halves; two
  masks, a vmulhu and a vmul at e16 (a shift by a different amount in each half, the constants
  0x04000040 and 0x01000010) and an or move them to bytes 0..3; 4n bytes out by one vse8;
* decode: 4n characters by one vle8 mapped as one vector; per e16 half 64 v0 + v1 by vmacc; per
  word the two 12-bit halves joined into 24 bits; a vrgather picks bytes 2 1 0 of each word for
  one vse8 of 3n.

Every table lookup is a vrgather over a 16-byte table held in registers, derived below from the
alphabet itself:

* encode, per 6-bit index i: the character is i + offset, where the offset is constant over
  i < 26, 26..51, and each of 52..63; r = i -sat 51 picks 26..51 (0) and each of 52..63 (1..12),
  i < 26 is merged in as 13, and a gather of r reads the offset (5 instructions);
* decode, per character c (hi, lo its nibbles): c is illegal exactly when the classes of its two
  nibbles meet (one bit per distinct set of illegal low nibbles of a row: cls_hi[hi] & cls_lo[lo]),
  and its value is c + roll[hi], but for the one character whose row holds two deltas ('/', '_'),
  whose hi is first replaced by 1 (a row with no legal character). vfirst finds the first illegal
  character; only the quads before it are stored and counted (Java decodes from there, as the
  contract asks). isMIME changes nothing: a MIME line ends at its CR, which stops the pass as any
  illegal character does.

A pass takes at most CAP = 64 groups, so that every byte index of the e8 index vectors fits (at
VLEN 1024 and LMUL 2, 64 groups fill the registers). Shape "segment" keeps HotSpot's
vlseg/vsseg split with the vrgather lookups. `lmul` (1 or 2; a segment of 4 fields may span 8
registers): VLEN*LMUL/32 groups a pass (gather), VLEN*LMUL/8 (segment). LMUL 1 is the default:
sifive-p670 runs it 1.5-2.4x faster than LMUL 2, spacemit-x60 1.1-1.25x slower (its in-order issue
pays the scalar and vsetvli work of twice the passes).
"""
from __future__ import annotations

from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import V, VReg
from stubforge.dsl.structure import helper

from stubforge.stubs.base64 import STD, URL

_LMUL = Param(1, (1, 2), "register group size: VLEN*LMUL/32 groups (gather) or VLEN*LMUL/8 (segment) per pass")
_SHAPE = Param("gather", ("gather", "segment"),
               "gather: unit-stride loads/stores, the bytes moved into place by a vrgather; segment: "
               "vlseg/vsseg split the fields (HotSpot's shape, but segment accesses cost a cycle or more "
               "per element on the modelled cores)")
_PARAMS = {"lmul": _LMUL, "shape": _SHAPE}
# gather: at most this many groups per pass, so that every byte index fits the e8 index vector
CAP = 64
# encode: output byte j of a pass reads input byte 12 * (j >> 4) + PATTERN[j & 15] (bytes 1, 0, 2, 1 of
# each group: a little-endian word holding b0:b1 in its low half and b1:b2 in its high half)
PATTERN = [3 * (j >> 2) + (1, 0, 2, 1)[j & 3] for j in range(16)]
# 6-bit indices from 51 up select their own offset; those below 26 are merged in as this one
SAT, LOW, LOW_SLOT = 51, 26, 13


def encode_offsets(alpha: bytes) -> list[int]:
    """offset[r], r = i -sat 51 (i < 26: 13), such that alpha[i] = i + offset[r] (mod 256)."""
    off = [0] * 16
    for i in range(64):
        r = LOW_SLOT if i < LOW else max(0, i - SAT)
        d = (alpha[i] - i) & 0xFF
        assert off[r] in (0, d) or i in (0, LOW, SAT + 1), (i, r)
        off[r] = d
    return off


def decode_tables(alpha: bytes) -> tuple[list[int], list[int], list[int], int]:
    """(cls_hi, cls_lo, roll, special): c is legal iff cls_hi[c >> 4] & cls_lo[c & 15] == 0; its value
    is c + roll[c >> 4], or c + roll[1] for c == special (the one character off its row's delta)."""
    value = {c: v for v, c in enumerate(alpha)}
    rows = [frozenset(lo for lo in range(16) if (hi << 4 | lo) not in value) for hi in range(16)]
    sets = sorted(set(rows) - {frozenset()}, key=sorted)
    assert len(sets) <= 8, "more distinct rows than bits in a byte"
    bit = {s: 1 << n for n, s in enumerate(sets)}
    cls_hi = [bit.get(rows[hi], 0) for hi in range(16)]
    cls_lo = [sum(bit[s] for s in sets if lo in s) for lo in range(16)]
    roll, special = [0] * 16, None
    for hi in range(16):
        deltas: dict[int, list[int]] = {}
        for c in range(hi << 4, (hi + 1) << 4):
            if c in value:
                deltas.setdefault((value[c] - c) & 0xFF, []).append(c)
        if len(deltas) > 1:
            odd = min(deltas, key=lambda d: len(deltas[d]))
            assert special is None and len(deltas[odd]) == 1 and len(deltas) == 2
            special = deltas.pop(odd)[0]
            roll[1] = odd
        roll[hi] = next(iter(deltas), 0)
    assert rows[1] == frozenset(range(16)) and special is not None
    return cls_hi, cls_lo, roll, special


def _words(bs: list[int]) -> list[int]:
    """Bytes as little-endian 32-bit table words."""
    return [int.from_bytes(bytes(bs[i:i + 4]), "little") for i in range(0, len(bs), 4)]


def segment(k, nf: int, lmul: int, name: str) -> list[VReg]:
    """nf register groups of lmul in a row (a segment access's fields), as one named array."""
    if nf == 4:
        blk = k.vreg(lmul=4 * lmul)
        fields = [VReg(blk.num + f * lmul, lmul, lease=blk.lease) for f in range(nf)]
    else:
        fields = k.vregs(nf, lmul=lmul)
        if any(b.num != fields[0].num + lmul * f for f, b in enumerate(fields)):
            k.error(f"{name}: the {nf} fields of a segment must be consecutive register groups")
    return k.array(fields, name)


@kernel(stub="base64_encodeBlock", extensions={"v"}, params=_PARAMS)
def base64_encode(k, lmul, shape):
    """Encode src[sp, sl) (a multiple of 3 bytes) to dst + dp: per pass n groups of 3 bytes cut into
    four 6-bit indices, each mapped to its character by a vrgather of a 16-byte offset table."""
    src, sp, sl, dst, dp, is_url = k.args
    table = k.table("encode_offsets", _words(encode_offsets(STD) + encode_offsets(URL) + PATTERN),
                    comment="the character minus the 6-bit index, by i -sat 51 (i < 26: 13), standard then URL; "
                    "the byte shuffle's first 16 sources")
    groups = k.rename(sl, "groups")
    k.sub(groups, sl, sp)
    k.add(src, src, sp)
    k.add(dst, dst, dp)
    done = k.label("encode_done")
    k.beqz(groups, done)
    [t] = k.temps(1, names="tmp")
    with k.section("groups = bytes / 3 (exact: bytes is a multiple of 3 below 2^31)"):
        k.li(t, 0x55555556)                    # ceil(2^32 / 3)
        k.mul(groups, groups, t)
        k.srli(groups, groups, 32)
    if shape == "gather":
        encode_by_gather(k, lmul, table, src, dst, groups, t, k.rename(sp, "n4"), k.rename(dp, "mask_a"),
                         is_url)
    else:
        encode_by_segments(k, lmul, table, src, dst, groups, t, is_url)
    k.bind(done)
    k.ret()


def encode_by_segments(k, lmul, table, src, dst, groups, t, is_url):
    """vlseg3e8 splits vl groups into their three bytes, vsseg4e8 writes the four characters."""
    vl, tab, lim = k.temps(3, names="vl tab lim")
    vin = segment(k, 3, lmul, "vin")
    vout = segment(k, 4, lmul, "vout")
    voffsets, vsat, vr, voff = k.vregs(4, lmul=lmul, names="voffsets vsat vr voff")
    with k.section("The alphabet's offset table and the constants"):
        k.la(tab, table)
        k.slli(t, is_url, 4)                   # isURL is 0 or 1: the URL table is 16 bytes on
        k.add(tab, tab, t)
        with k.vtype(sew=8, lmul=lmul, vl=vl):  # VLMAX: vsat must hold 51 in every element
            k.li(lim, SAT)
            k.vmv_v_x(vsat, lim)
            k.li(lim, 16)
            k.setvl(8, lmul, avl=lim, vl=vl)
            k.vle8_v(voffsets, tab)            # 16 offsets: vrgather reads no element past them
    k.li(lim, LOW)
    k.li(t, 63)
    loop = k.label("encode_loop")
    k.bind(loop)
    with k.vtype(sew=8, lmul=lmul, avl=groups, vl=vl):
        k.vlseg3e8_v(vin[0], src)
        with k.section("Four 6-bit indices from three bytes"):
            a, b, c = vin[0], vin[1], vin[2]
            k.vsll_vi(voff, a, 6)              # a's low 2 bits on top, then b's high 4 below them
            k.vsrl_vi(vout[1], b, 2)
            k.vor_vv(vout[1], vout[1], voff)
            k.vsrl_vi(vout[1], vout[1], 2)
            k.vsll_vi(voff, b, 4)              # b's low 4 bits, then c's high 2
            k.vsrl_vi(vout[2], c, 4)
            k.vor_vv(vout[2], vout[2], voff)
            k.vsrl_vi(vout[2], vout[2], 2)
            k.vsrl_vi(vout[0], a, 2)
            k.vand_vx(vout[3], c, t)
        with k.section("Index to character: + offset[i -sat 51, or 13 below 26]"):
            for f in range(4):
                encode_map(k, vout[f], voffsets, vsat, vr, voff, lim)
        k.vsseg4e8_v(vout[0], dst)
    k.sub(groups, groups, vl)
    k.slli(vl, vl, 2)
    k.add(dst, dst, vl)                        # 4 characters per group
    k.srli(vl, vl, 2)
    k.slli(k.scratch(), vl, 1)
    k.add(vl, vl, k.scratch())
    k.add(src, src, vl)                        # 3 bytes per group
    k.bnez(groups, loop)


def encode_by_gather(k, lmul, table, src, dst, groups, t, n4, mask_a, is_url):
    """n groups a pass (n <= CAP): 3n bytes by one vle8, moved by a vrgather into n words holding
    b1 b0 b2 b1, the four 6-bit fields moved into bytes by two masks and two e16 multiplies (vmulhu
    shifts each half right by its own amount, vmul left), mapped to characters, 4n written by vse8."""
    n, n3, lim, mask_b = k.temps(4, names="n n3 lim mask_b")
    vraw, vw, va, vb, vr, voff, vmul_a, vmul_b, vshuf, voffsets, vsat = k.vregs(
        11, lmul=lmul, names="vraw vw va vb vr voff vmul_a vmul_b vshuf voffsets vsat")
    with k.section("The alphabet's offsets, the byte shuffle and the constants"):
        k.la(n3, table)
        k.slli(t, is_url, 4)                   # isURL is 0 or 1: the URL table is 16 bytes on
        k.add(t, n3, t)
        k.addi(n3, n3, 32)                     # the shuffle pattern follows both tables
        k.li(lim, 16)
        with k.vtype(sew=8, lmul=lmul, avl=lim, vl=n):
            k.vle8_v(voffsets, t)              # 16 entries: vrgather reads no element past them
            k.vle8_v(vr, n3)
            k.setvl(8, lmul, vl=n)             # VLMAX: every element of the constants
            k.vid_v(vshuf)                     # output byte j of a pass reads input byte
            k.vand_vi(vw, vshuf, 15)           # 12 * (j >> 4) + pattern[j & 15]
            k.vrgather_vv(va, vr, vw)
            k.vsrl_vi(vshuf, vshuf, 4)
            k.li(lim, 12)
            k.vmul_vx(vshuf, vshuf, lim)
            k.vadd_vv(vshuf, vshuf, va)
            k.li(lim, SAT)
            k.vmv_v_x(vsat, lim)
            k.setvl(32, lmul, vl=n)
            k.li(lim, 0x04000040)              # per e16 half: x >> 10 (low), x >> 6 (high), by vmulhu
            k.vmv_v_x(vmul_a, lim)
            k.li(lim, 0x01000010)              # x << 4 (low), x << 8 (high), by vmul
            k.vmv_v_x(vmul_b, lim)
    k.li(mask_a, 0x0FC0FC00)                   # b0's high 6 bits and (b1 << 8 | b2)'s bits 6..11
    k.li(mask_b, 0x003F03F0)                   # (b0 << 8 | b1)'s bits 4..9 and b2's low 6 bits
    k.li(lim, LOW)
    loop, full = k.label("encode_loop"), k.label("encode_full")
    k.bind(loop)
    k.mv(n, groups)
    k.li(t, CAP)
    k.bleu(n, t, full)
    k.mv(n, t)
    k.bind(full)
    with k.vtype(sew=32, lmul=lmul, avl=n, vl=n):
        k.slli(t, n, 1)
        k.add(n3, t, n)
        k.slli(n4, n, 2)
        k.setvl(8, lmul, avl=n3)
        k.vle8_v(vraw, src)
        k.setvl(8, lmul, avl=n4)
        k.vrgather_vv(vw, vraw, vshuf)
        with k.section("Four 6-bit indices from each word"):
            k.setvl(32, lmul, avl=n)
            k.vand_vx(va, vw, mask_a)
            k.vand_vx(vb, vw, mask_b)
            k.slli(t, n, 1)
            k.setvl(16, lmul, avl=t)
            k.vmulhu_vv(va, va, vmul_a)
            k.vmul_vv(vb, vb, vmul_b)
            k.vor_vv(vw, va, vb)
        k.setvl(8, lmul, avl=n4)
        with k.section("Index to character: + offset[i -sat 51, or 13 below 26]"):
            encode_map(k, vw, voffsets, vsat, vr, voff, lim)
        k.vse8_v(vw, dst)
    k.add(src, src, n3)
    k.add(dst, dst, n4)
    k.sub(groups, groups, n)
    k.bnez(groups, loop)


@helper(name="base64_encode_map")
def encode_map(k, vidx, voffsets, vsat, vr, voff, low):
    """vidx (6-bit indices) becomes the characters: vidx + voffsets[vidx -sat 51, or 13 if < low]."""
    k.vssubu_vv(vr, vidx, vsat)
    k.vmsltu_vx(V[0], vidx, low)
    k.vmerge_vim(vr, vr, LOW_SLOT)
    k.vrgather_vv(voff, voffsets, vr)
    k.vadd_vv(vidx, vidx, voff)


@kernel(stub="base64_decodeBlock", extensions={"v"}, params=_PARAMS)
def base64_decode(k, lmul, shape):
    """Decode whole quads of src[sp, sl) to dst + dp up to the first illegal character: per pass n
    quads, each character classified and mapped by three 16-byte vrgather tables, packed into three
    bytes; at an illegal character only the quads before it are written. Returns the bytes written."""
    src, sp, sl, dst, dp, is_url, is_mime = k.args
    tabs = []
    for alpha in (STD, URL):
        hi, lo, roll, special = decode_tables(alpha)
        tabs += hi + lo + roll + [special] + [0] * 15
    table = k.table("decode_tables", _words(tabs),
                    comment="per alphabet 64 bytes: class of the high nibble, of the low nibble, the value "
                    "minus the character by high nibble (1: the special character), the special character")
    k.release(is_mime)                         # a MIME line stops at its CR as at any illegal character
    quads = k.rename(sl, "quads")
    k.sub(quads, sl, sp)
    k.srli(quads, quads, 2)                    # whole quads: Java's (sl - sp) & ~3
    k.add(src, src, sp)
    start = k.rename(dp, "dst_start")
    k.add(dst, dst, dp)
    k.mv(start, dst)
    done = k.label("decode_done")
    k.beqz(quads, done)
    t, tab, special = k.temps(3, names="tmp tab special")
    vhi_cls, vlo_cls, vroll = k.vregs(3, lmul=lmul, names="vhi_cls vlo_cls vroll")
    with k.section("The alphabet's tables"):
        k.la(tab, table)
        k.slli(t, is_url, 6)                   # isURL is 0 or 1: the URL tables are 64 bytes on
        k.add(tab, tab, t)
        k.lbu(special, tab, 48)
        k.li(t, 16)
        with k.vtype(sew=8, lmul=lmul, avl=t):
            for v in (vhi_cls, vlo_cls, vroll):
                k.vle8_v(v, tab)               # 16 entries: vrgather reads no element past them
                k.addi(tab, tab, 16)
    luts = (vhi_cls, vlo_cls, vroll, special)
    if shape == "gather":
        decode_by_gather(k, lmul, src, dst, quads, t, k.rename(tab, "n4"), luts, k.rename(sp, "byte_mask"),
                         k.rename(is_url, "mask_12"))
    else:
        decode_by_segments(k, lmul, src, dst, quads, t, luts)
    k.bind(done)
    k.sub(k.result, dst, start)
    k.ret()


def decode_by_segments(k, lmul, src, dst, quads, t, luts):
    """vlseg4e8 splits vl quads into their four characters, vsseg3e8 writes the three bytes."""
    vl, bad = k.temps(2, names="vl bad")
    vin = segment(k, 4, lmul, "vin")
    vout = segment(k, 3, lmul, "vout")
    vhi, vlo, vcls, vx, verr = k.vregs(5, lmul=lmul, names="vhi vlo vcls vx verr")
    loop, store = k.label("decode_loop"), k.label("decode_store")
    k.bind(loop)
    with k.vtype(sew=8, lmul=lmul, avl=quads, vl=vl):
        k.vlseg4e8_v(vin[0], src)
        with k.section("Characters to 6-bit values, illegal ones flagged in verr"):
            for f in range(4):
                decode_map(k, vin[f], vcls if f else verr, *luts[:3], vhi, vlo, vx, luts[3])
                if f:
                    k.vor_vv(verr, verr, vcls)
        with k.section("Stop before the first quad with an illegal character"):
            k.vmsne_vi(V[0], verr, 0)
            k.vfirst_m(bad, V[0])
            k.bltz(bad, store)
            k.setvl(8, lmul, avl=bad, vl=vl)   # vl = the legal quads before it
            k.mv(quads, vl)                    # and none after this pass
        k.bind(store)
        with k.section("Four 6-bit values to three bytes"):
            a, b, c, d = vin[0], vin[1], vin[2], vin[3]
            k.vsrl_vi(vout[0], b, 4)
            k.vsll_vi(a, a, 2)
            k.vor_vv(vout[0], vout[0], a)
            k.vsrl_vi(vout[1], c, 2)
            k.vsll_vi(b, b, 4)
            k.vor_vv(vout[1], vout[1], b)
            k.vsll_vi(vout[2], c, 6)
            k.vor_vv(vout[2], vout[2], d)
        k.vsseg3e8_v(vout[0], dst)
    k.sub(quads, quads, vl)
    k.slli(t, vl, 1)
    k.add(t, t, vl)
    k.add(dst, dst, t)                         # 3 bytes per quad
    k.slli(t, vl, 2)
    k.add(src, src, t)                         # 4 characters per quad
    k.bnez(quads, loop)


def decode_by_gather(k, lmul, src, dst, quads, t, n4, luts, byte_mask, mask_12):
    """n quads a pass (n <= CAP): 4n characters by one vle8, mapped to 6-bit values as one vector;
    each e16 half (v0, v1) made 64 v0 + v1 by vmacc, each word's two 12-bit halves joined big-endian
    (bytes o2 o1 o0 in its low three), and a vrgather picks 3n bytes in order for one vse8."""
    n, cap = k.temps(2, names="n cap")
    vwide = k.vreg(lmul=2 * lmul, name="vwide")
    vc, vcls, vhi, vlo, vx, va, vcomp = k.vregs(7, lmul=lmul, names="vc vcls vhi vlo vx va vcomp")
    with k.section("The byte compression: output byte j is byte 7 * (j / 3) + 2 - j of the words"):
        with k.vtype(sew=16, lmul=2 * lmul, vl=n):  # VLMAX: the whole index vector
            k.vid_v(vwide)
            k.li(cap, 171)                     # j / 3 = (j * 171) >> 9 for j < 512
            k.vmul_vx(vwide, vwide, cap)
            k.setvl(8, lmul, vl=n)
            k.vnsrl_wi(vcomp, vwide, 9)
            k.li(cap, 7)
            k.vmul_vx(vcomp, vcomp, cap)
            k.vadd_vi(vcomp, vcomp, 2)
            k.vid_v(va)
            k.vsub_vv(vcomp, vcomp, va)
    k.li(cap, CAP)                             # also 64 v0 + v1's factor
    k.li(byte_mask, 0xFF)
    k.li(mask_12, 0xFFF000)
    loop, full, store = k.label("decode_loop"), k.label("decode_full"), k.label("decode_store")
    k.bind(loop)
    k.mv(n, quads)
    k.bleu(n, cap, full)
    k.mv(n, cap)
    k.bind(full)
    with k.vtype(sew=32, lmul=lmul, avl=n, vl=n):
        k.slli(n4, n, 2)
        k.setvl(8, lmul, avl=n4)
        k.vle8_v(vc, src)
        k.add(src, src, n4)                    # 4 characters per quad
        with k.section("Characters to 6-bit values, illegal ones flagged in vcls"):
            decode_map(k, vc, vcls, *luts[:3], vhi, vlo, vx, luts[3])
        with k.section("Four 6-bit values to three bytes (the whole pass: the store picks the quads)"):
            k.slli(n4, n, 1)
            k.setvl(16, lmul, avl=n4)
            k.vsrl_vi(va, vc, 8)
            k.vand_vx(vc, vc, byte_mask)
            k.vmacc_vx(va, cap, vc)            # 64 v0 + v1, 64 v2 + v3
            k.setvl(32, lmul, avl=n)
            k.vmsne_vi(V[0], vcls, 0)          # per quad (e32): does it hold an illegal character?
            k.vsrl_vi(vc, va, 16)
            k.vfirst_m(t, V[0])
            k.vsll_vi(va, va, 12)
            k.vand_vx(va, va, mask_12)
            k.vor_vv(va, va, vc)               # v0 v1 v2 v3 as 24 bits, big-endian
        with k.section("Stop before the first quad with an illegal character"):
            k.bltz(t, store)
            k.mv(n, t)                         # the legal quads before it
            k.mv(quads, n)                     # and none after this pass
        k.bind(store)
        k.slli(t, n, 1)
        k.add(t, t, n)
        k.setvl(8, lmul, avl=t)
        k.vrgather_vv(vc, va, vcomp)
        k.vse8_v(vc, dst)
    k.add(dst, dst, t)                         # 3 bytes per quad
    k.sub(quads, quads, n)
    k.bnez(quads, loop)


@helper(name="base64_decode_map")
def decode_map(k, vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special):
    """vc (characters) becomes their 6-bit values; vcls is nonzero where a character is illegal."""
    # ordered so that an in-order core finds an independent instruction after each one
    k.vsrl_vi(vhi, vc, 4)
    k.vand_vi(vlo, vc, 15)
    k.vmseq_vx(V[0], vc, special)
    k.vrgather_vv(vcls, vhi_cls, vhi)
    k.vrgather_vv(vx, vlo_cls, vlo)
    k.vmerge_vim(vlo, vhi, 1)                  # the roll's index: hi, or 1 for the special character
    k.vand_vv(vcls, vcls, vx)
    k.vrgather_vv(vx, vroll, vlo)
    k.vadd_vv(vc, vc, vx)
