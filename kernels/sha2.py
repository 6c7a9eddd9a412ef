"""SHA-256 and SHA-512 compression with Zvknha/Zvknhb: one round structure for both widths, and
one block function for the single-block and the multi-block stub, as HotSpot's Sha2Generator.

The four stubs (sha256/sha512 x implCompress/implCompressMB) are one function of the word width
w (32 or 64) and a multi-block flag; everything counts in element groups of four words, so the
widths differ only in SEW, the number of quad rounds (16 or 20) and LMUL (four e64 words are 256
bits: LMUL 2 for SHA-512, which then runs at VLEN 128 too).

State: Java's int[8]/long[8] holds a..h in order. vsha2c[hl] want {a,b,e,f} and {c,d,g,h} with
a in element 3, so the state is gathered once per call with an indexed load by byte offsets
{5,4,1,0}*wordsize from state and from state+2 words, and scattered back the same way at the end.

One block (the helper sha256_block / sha512_block, called by both stubs of a width): 4 loads + 4
vrev8.v (the message is big-endian) with a pointer step between them; per quad round K loaded
from a bumped pointer, a vadd, vsha2cl then vsha2ch (two rounds each: the low, then the high two
words of W+K); while new schedule words are needed a vmerge builds {W11,W10,W9,W4} (one mask for
the whole call) and vsha2ms makes the next four. H' = H + rounds(H) is a copy and an add per state
register. The multi-block stub runs it once per block, the K pointer reset each time, as
HotSpot's does. The modelled cycles are bound by the vsha2c instructions: the earlier MB bodies
(K held in registers, several blocks per register group from VLEN 256) were no faster at VLEN 128
on sifive-p470/p670/p870 (llvm-mca 22, whole call: SHA-256 1.547/1.531/1.547 cycles/B then,
1.547/1.531/1.531 now; SHA-512 1.562/1.258/1.141 then, 1.562/1.250/1.109 now) at 4-6x the code;
from VLEN 256 they executed fewer instructions (SHA-256 0.98 instead of 1.89 per byte at VLEN 1024),
which no core model here costs.

MB: buf (already b+ofs) is the loop pointer; the loop runs while buf <= buf + (limit - ofs), a
Java `while (ofs <= limit)` in pointer form, and returns ofs + (buf_end - buf_start).
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import V
from stubforge.dsl.structure import helper

QUADS = {32: 16, 64: 20}                    # quad rounds: 64 or 80 rounds
LMUL = {32: 1, 64: 2}                       # an element group of 4*w bits must fit the group
EXTENSIONS = {32: {"v", "zvknha", "zvkb"}, 64: {"v", "zvknhb", "zvkb"}}


def _icbrt(n: int) -> int:
    """floor(cbrt(n)) for big integers."""
    x = 1 << ((n.bit_length() + 2) // 3)
    while True:
        y = (2 * x + n // (x * x)) // 3
        if y >= x:
            break
        x = y
    while x * x * x > n:
        x -= 1
    while (x + 1) ** 3 <= n:
        x += 1
    return x


def round_constants(w: int) -> list[int]:
    """FIPS 180-4 4.2.2/4.2.3: the first w bits of the fractional parts of the cube roots of the
    first 4*QUADS primes."""
    primes, n = [], 2
    while len(primes) < 4 * QUADS[w]:
        if all(n % p for p in primes if p * p <= n):
            primes.append(n)
        n += 1
    return [_icbrt(p << (3 * w)) & ((1 << w) - 1) for p in primes]


def budget(w: int, vlen: int = 128) -> tuple[list[tuple[str, int]], int]:
    """What the MB loop executes per block, by kind, and the bytes a block covers (the same at every
    VLEN: one block per iteration). tests/test_sha.py checks the QEMU count equals it."""
    nq, sched = QUADS[w], QUADS[w] - 4
    rows = [("vsha2cl + vsha2ch (two rounds each)", 2 * nq), ("vsha2ms (four schedule words)", sched),
            ("vmerge.vvm ({W11,W10,W9,W4})", sched),
            ("K: vle, pointer step (not after the last), vadd.vv", 3 * nq - 1),
            ("message: vle + vrev8.v, pointer steps", 12), ("H' = H + rounds(H): vmv.v.v, vadd.vv", 4),
            ("K pointer reset + loop branch", 2)]
    return rows, 16 * w // 8


def _ops(k, w):
    """The width-dependent loads and stores as builder methods."""
    return getattr(k, f"vle{w}_v"), getattr(k, f"vse{w}_v"), getattr(k, f"vluxei{w}_v"), getattr(k, f"vsuxei{w}_v")


class Layout:
    """The constant table: K, then the gather offsets of f, e, b, a, then offsets of four blocks'
    first words and of words 4..15 of one, which no stub reads any more (kept so the single-block
    stubs' bytes stay as they were; they can go with its next change)."""

    def __init__(self, w):
        self.w, self.wb, self.nq = w, w // 8, QUADS[w]
        self.gb = 4 * self.wb                          # bytes per element group
        self.bs = 16 * self.wb                         # bytes per block
        self.values = round_constants(w) + [5 * self.wb, 4 * self.wb, self.wb, 0]
        self.gather = 4 * self.nq * self.wb
        self.values += [self.bs * j + self.wb * i for j in range(_OLD_GMAX) for i in range(4)]
        self.values += [self.gb * g + self.wb * j for g in (1, 2, 3) for j in range(4)]


_OLD_GMAX = 4


@kernel(stub="sha256_implCompress", extensions=EXTENSIONS[32], width=32, multi=False)
@kernel(stub="sha256_implCompressMB", extensions=EXTENSIONS[32], width=32, multi=True)
@kernel(stub="sha512_implCompress", extensions=EXTENSIONS[64], width=64, multi=False)
@kernel(stub="sha512_implCompressMB", extensions=EXTENSIONS[64], width=64, multi=True)
def sha2(k, width, multi):
    """SHA-2 compression (vsha2ms/vsha2ch/vsha2cl); MB returns the final ofs."""
    w = width
    buf, state = k.args[:2]
    lay, lmul = Layout(w), LMUL[w]
    vle, _, vlux, vsux = _ops(k, w)
    ptr, tab = k.temps(2, names="ptr ktab")
    table = k.table(f"sha{w * 8}_k", lay.values, width=lay.wb,
                    comment="K, then the byte offsets of f, e, b, a in Java's state, then those of "
                    "two blocks' first words")
    st0, st1, h0, h1, wk = k.vregs(5, lmul, names="vabef vcdgh vhash0 vhash1 vwk")
    W = k.vregs(4, lmul, names="vw")
    block = _block_helper(lay, vle)
    k.enter()
    if multi:
        ofs, limit = k.args[2:4]
        k.sub(limit, limit, ofs)
        k.add(limit, limit, buf)             # buf of the last block
        k.sub(ofs, buf, ofs)                 # the final ofs is buf minus this
    k.la(tab, table)
    with k.vtype(sew=w, lmul=lmul, avl=4):
        with k.section("Gather the state into {f,e,b,a} and {h,g,d,c}"):
            _state(k, vle, vlux, tab, state, ptr, W[0], (st0, st1), lay)
        k.vid_v(W[1])
        k.vand_vi(W[1], W[1], 3)             # element index within its group
        k.vmseq_vi(V[0], W[1], 0)            # v0.mask = element 0 of each group: vmerge's W4 lane
        if not multi:
            k.mv(ptr, tab)
            block(k, buf, ptr, W, st0, st1, h0, h1, wk)
        else:
            loop, skip = k.label("sha2_loop"), k.label("sha2_none")
            k.bgt(buf, limit, skip)
            k.bind(loop)
            k.mv(ptr, tab)                   # K from its start for each block
            block(k, buf, ptr, W, st0, st1, h0, h1, wk)
            k.addi(buf, buf, lay.gb)         # from the block's last group to the next block
            k.ble(buf, limit, loop)
            k.bind(skip)
        with k.section("Scatter the state back to a..h"):
            _state(k, vle, vsux, tab, state, ptr, W[0], (st0, st1), lay)   # tab still holds the table
    if multi:
        k.sub(buf, buf, k.args[2])           # a0 = the final ofs
    k.leave()
    k.ret()


def _block_helper(lay, vle):
    """The one-block helper of a width (its C++ differs by SEW and round count: named per width)."""
    w, nq, gb = lay.w, lay.nq, lay.gb

    @helper(name=f"sha{8 * w}_block")
    def block(k, buf, ptr, vw, vabef, vcdgh, vhash0, vhash1, vwk):
        """One block: vw = its 16 words, byte-swapped (buf is left at its last group); H' = H +
        rounds(H) on {vabef, vcdgh}, the round constants read from ptr on."""
        st = (vabef, vcdgh)
        for g in range(4):
            if g:
                k.addi(buf, buf, gb)
            vle(vw[g], buf)
            k.vrev8_v(vw[g], vw[g])
        k.vmv_v_v(vhash0, vabef)
        k.vmv_v_v(vhash1, vcdgh)
        # quad round i reads vw[i % 4] and, while the schedule runs, makes its next four words
        for _ in k.range(nq // 4 - 1, var="r"):
            for j in range(4):
                _quad(k, vle, gb, j, vw, st, vwk, ptr, step=True)
                k.vmerge_vvm(vwk, vw[(j + 2) % 4], vw[(j + 1) % 4])   # {W11, W10, W9, W4}
                k.vsha2ms_vv(vw[j], vwk, vw[(j + 3) % 4])             # the next four words
        for j in range(4):                   # the last four quads: every word is made
            _quad(k, vle, gb, j, vw, st, vwk, ptr, step=j < 3)
        k.vadd_vv(vabef, vabef, vhash0)
        k.vadd_vv(vcdgh, vcdgh, vhash1)
    return block


def _quad(k, vle, gb, j, W, st, wk, ptr, step):
    """wk = K_i + W_i (K from ptr, stepped on unless `step` is false), then rounds 4i..4i+3 on st."""
    vle(wk, ptr)
    if step:
        k.addi(ptr, ptr, gb)
    k.vadd_vv(wk, wk, W[j])
    k.vsha2cl_vv(st[1], st[0], wk)           # rounds 4i, 4i+1: the low two words of W+K
    k.vsha2ch_vv(st[0], st[1], wk)           # rounds 4i+2, 4i+3


def _state(k, vle, vindexed, tab, state, ptr, vidx, st, lay):
    """Gather (vluxei) or scatter (vsuxei) {f,e,b,a} at state and {h,g,d,c} at state + 2 words."""
    k.addi(ptr, tab, lay.gather)
    vle(vidx, ptr)
    vindexed(st[0], state, vidx)
    k.addi(ptr, state, 2 * lay.wb)
    vindexed(st[1], ptr, vidx)
