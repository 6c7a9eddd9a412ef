"""Base64 encode and decode blocks with RVV: base64_encodeBlock and base64_decodeBlock, HotSpot's
contract (stubs/base64.py, docs/hotspot-contracts-base64.md).

Both are strip-mined over vsetvli (any count, any VLEN: no scalar tail), with segment loads and
stores splitting the 3-byte groups (encode) or 4-character quads (decode) into one register group
per field, as HotSpot's own stub does. What differs is the lookup: HotSpot indexes its 64- or
256-byte table with one indexed load (vluxei8) per field, a memory access per byte; here every
table lookup is a vrgather over a 16-byte table held in registers, the tables derived below from
the alphabet itself:

* encode, per 6-bit index i: the character is i + offset, where the offset is constant over
  i < 26, 26..51, and each of 52..63; r = i -sat 51 picks 26..51 (0) and each of 52..63 (1..12),
  i < 26 is merged in as 13, and a gather of r reads the offset (5 instructions per field);
* decode, per character c (hi, lo its nibbles): c is illegal exactly when the classes of its two
  nibbles meet (one bit per distinct set of illegal low nibbles of a row: cls_hi[hi] & cls_lo[lo]),
  and its value is c + roll[hi], but for the one character whose row holds two deltas ('/', '_'),
  whose hi is first replaced by 1 (a row with no legal character). The classes of the four fields
  are or-ed; vfirst finds the first illegal quad, and only the quads before it are stored (the
  count returned, Java decodes from there, as the contract asks). isMIME changes nothing: a MIME
  line ends at its CR, which stops the strip as any illegal character does.

`lmul` (1 or 2: a segment of 4 fields may span 8 registers) sets the strip: 3*VLEN*lmul/8 bytes
encoded, 4*VLEN*lmul/8 characters decoded per pass.
"""
from __future__ import annotations

from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import V, VReg
from stubforge.dsl.structure import helper

from stubforge.stubs.base64 import STD, URL

_LMUL = Param(2, (1, 2), "register group size of a field: 16*LMUL groups per pass at VLEN 128")
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


@kernel(stub="base64_encodeBlock", extensions={"v"}, params={"lmul": _LMUL})
def base64_encode(k, lmul):
    """Encode src[sp, sl) (a multiple of 3 bytes) to dst + dp: per pass vl groups of 3 bytes split by
    vlseg3e8 into three fields, cut into four 6-bit indices, each mapped to its character by a
    vrgather of a 16-byte offset table, written by vsseg4e8."""
    src, sp, sl, dst, dp, is_url = k.args
    table = k.table("encode_offsets", _words(encode_offsets(STD) + encode_offsets(URL)),
                    comment="the character minus the 6-bit index, by i -sat 51 (i < 26: 13); standard, then URL")
    groups = k.rename(sl, "groups")
    k.sub(groups, sl, sp)
    k.add(src, src, sp)
    k.add(dst, dst, dp)
    done = k.label("encode_done")
    k.beqz(groups, done)
    t, vl, tab, lim = k.temps(4, names="tmp vl tab lim")
    with k.section("groups = bytes / 3 (exact: bytes is a multiple of 3 below 2^31)"):
        k.li(t, 0x55555556)                    # ceil(2^32 / 3)
        k.mul(groups, groups, t)
        k.srli(groups, groups, 32)
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
    k.bind(done)
    k.ret()


@helper(name="base64_encode_map")
def encode_map(k, vidx, voffsets, vsat, vr, voff, low):
    """vidx (6-bit indices) becomes the characters: vidx + voffsets[vidx -sat 51, or 13 if < low]."""
    k.vssubu_vv(vr, vidx, vsat)
    k.vmsltu_vx(V[0], vidx, low)
    k.vmerge_vim(vr, vr, LOW_SLOT)
    k.vrgather_vv(voff, voffsets, vr)
    k.vadd_vv(vidx, vidx, voff)


@kernel(stub="base64_decodeBlock", extensions={"v"}, params={"lmul": _LMUL})
def base64_decode(k, lmul):
    """Decode whole quads of src[sp, sl) to dst + dp up to the first illegal character: per pass vl
    quads split by vlseg4e8, each character classified and mapped by three 16-byte vrgather tables,
    packed into three bytes, written by vsseg3e8; at an illegal character only the quads before it
    are written. Returns the bytes written."""
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
    t, vl, tab, special, bad = k.temps(5, names="tmp vl tab special bad")
    vin = segment(k, 4, lmul, "vin")
    vout = segment(k, 3, lmul, "vout")
    vhi_cls, vlo_cls, vroll, vhi, vlo, vcls, vx, verr = k.vregs(
        8, lmul=lmul, names="vhi_cls vlo_cls vroll vhi vlo vcls vx verr")
    with k.section("The alphabet's tables"):
        k.la(tab, table)
        k.slli(t, is_url, 6)                   # isURL is 0 or 1: the URL tables are 64 bytes on
        k.add(tab, tab, t)
        k.lbu(special, tab, 48)
        k.li(t, 16)
        with k.vtype(sew=8, lmul=lmul, avl=t, vl=vl):
            for v in (vhi_cls, vlo_cls, vroll):
                k.vle8_v(v, tab)               # 16 entries: vrgather reads no element past them
                k.addi(tab, tab, 16)
    loop, store = k.label("decode_loop"), k.label("decode_store")
    k.bind(loop)
    with k.vtype(sew=8, lmul=lmul, avl=quads, vl=vl):
        k.vlseg4e8_v(vin[0], src)
        with k.section("Characters to 6-bit values, illegal ones flagged in verr"):
            for f in range(4):
                decode_map(k, vin[f], vcls if f else verr, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special)
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
    k.bind(done)
    k.sub(k.result, dst, start)
    k.ret()


@helper(name="base64_decode_map")
def decode_map(k, vc, vcls, vhi_cls, vlo_cls, vroll, vhi, vlo, vx, special):
    """vc (characters) becomes their 6-bit values; vcls is nonzero where a character is illegal."""
    k.vsrl_vi(vhi, vc, 4)
    k.vand_vi(vlo, vc, 15)
    k.vrgather_vv(vcls, vhi_cls, vhi)
    k.vrgather_vv(vx, vlo_cls, vlo)
    k.vand_vv(vcls, vcls, vx)
    k.vmseq_vx(V[0], vc, special)
    k.vmerge_vim(vhi, vhi, 1)
    k.vrgather_vv(vx, vroll, vhi)
    k.vadd_vv(vc, vc, vx)
