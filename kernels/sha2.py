"""SHA-256 and SHA-512 compression with Zvknha/Zvknhb: one round structure for both widths.

The four stubs (sha256/sha512 x implCompress/implCompressMB) are one function of the word width
w (32 or 64); everything counts in element groups of four words, so the widths differ only in
SEW, the number of quad rounds (16 or 20) and LMUL (four e64 words are 256 bits: LMUL 2 at
VLEN 128).

State: Java's int[8]/long[8] holds a..h in order. vsha2c[hl] want {a,b,e,f} and {c,d,g,h} with
a in element 3, so the state is gathered once per call with an indexed load by byte offsets
{5,4,1,0}*wordsize from state and from state+2 words, and scattered back the same way at the end.

One block: 4 loads + 4 vrev8.v (the message is big-endian) + pointer steps (none for groups 1..3
when registers are left to index them from the block start: vluxei); per quad round a
vadd of K, vsha2cl then vsha2ch (two rounds each: the low, then the high two words of W+K); while
new schedule words are needed a vmerge builds {W11,W10,W9,W4} (one mask for the whole call) and
vsha2ms makes the next four. H' = H + rounds(H) is a copy and an add per state register.

G blocks per register group (MB, where one register holds G = VLMAX/4 element groups: G = 2 for
SHA-256 at VLEN 256 and SHA-512 at 512, G = 4 above; chosen at run time from VLMAX, G kept to
GMAX = 4 for code size): the message schedule, the K additions and the message loads (indexed:
four words of each block) serve all G blocks at once. The rounds cannot: block j starts from block
j-1's result. So block 0's rounds run first (its W+K in element group 0; the other groups of the
state compute garbage, harmlessly), each W+K group the schedule will overwrite is spilled to the
stack (one vse per quad, each slot with its own address register), and block j's rounds then
reload them and run on a working state slid into group j; the last four quads need no spill
(their W is still in the registers, and where registers are left block 0's W+K for them is kept).
SHA-256: 151 instructions per 2 blocks and 251 per 4 instead of 86 per block; SHA-512: 190 and
320 instead of 107 (`budget` below). Blocks left over (fewer than G) take the one-block path.

Round constants: in registers when they fit (SHA-256's 16 always; SHA-512's 20 at LMUL 1; at
LMUL 2 the 15 usable groups hold 9 working groups and 6 constants). The rest are loaded in the
loop, each from its own address register computed once per call (callee-saved registers are
borrowed when the caller-saved ones run out). The single-block stubs run the rounds once, so
precomputing pays nothing there: they load every constant with a bumped pointer.

MB: buf (already b+ofs) is the loop pointer; the loop runs while buf <= buf + (limit - ofs), a
Java `while (ofs <= limit)` in pointer form, and returns ofs + (buf_end - buf_start).
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import SCRATCH, SP, V, X, ZERO

QUADS = {32: 16, 64: 20}                    # quad rounds: 64 or 80 rounds
LMUL = {32: 1, 64: 2}                       # an element group of 4*w bits must fit the group
EXTENSIONS = {32: {"v", "zvknha", "zvkb"}, 64: {"v", "zvknhb", "zvkb"}}
BORROWABLE = [X[9], *X[18:28]]              # s1..s11: callee-saved registers lent as addresses
WORKING = 10                                # st0 st1 h0 h1 wk W0..W3 and the load index


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


def budget(w: int, vlen: int) -> tuple[list[tuple[str, int]], int]:
    """What the MB loop executes, by kind, for its unit of work at this VLEN, and the bytes that unit
    covers: one block, or G where a register holds G element groups. The floor the kernel is at;
    tests/test_sha.py checks the QEMU count equals it."""
    nq, sched = QUADS[w], QUADS[w] - 4
    vmax = vlen // w
    kind, lmul = next((kd, lm) for kd, lm, vm in reversed(BODIES[(w, True)]) if vmax >= vm)
    G = _blocks(kind)
    if kind == "one":
        free = (32 // lmul - 1) - (WORKING - 1)
        kloads = nq - min(nq, free)
        steps = 1 + 3 - min(3, max(0, free - nq))       # groups not reached through an index register
        rows = [("vsha2cl + vsha2ch (two rounds each)", 2 * nq), ("vsha2ms (four schedule words)", sched),
                ("vmerge.vvm ({W11,W10,W9,W4})", sched), ("vadd.vv of K", nq),
                ("message: vle / vluxei + vrev8.v", 8), ("H' = H + rounds(H): vmv.v.v, vadd.vv", 4),
                ("pointer steps (groups no index register reaches) + loop branch", steps + 1),
                ("K loaded in the loop", kloads)]
        return rows, 16 * w // 8
    G = _blocks(kind)
    keep = min(4, 31 - WORKING - nq)
    rows = [("vsha2cl + vsha2ch, block by block", 2 * nq * G), ("vsha2ms, all blocks at once", sched),
            ("vmerge.vvm, all blocks at once", sched),
            ("vadd.vv of K, all blocks; again for the last quads not kept", nq + (G - 1) * (4 - keep)),
            ("block 0's W+K spilled (vse), reloaded for each other block (vle)", G * sched),
            ("message: indexed vluxei + vrev8.v", 8),
            ("hash: vmv, vadd; per other block vslideup, vslidedown, vadd (x2)", 4 + 6 * (G - 1)),
            ("pointer steps + loop branch", 5)]
    return rows, G * 16 * w // 8


def _ops(k, w):
    """The width-dependent loads and stores as builder methods."""
    return getattr(k, f"vle{w}_v"), getattr(k, f"vse{w}_v"), getattr(k, f"vluxei{w}_v"), getattr(k, f"vsuxei{w}_v")


class Layout:
    """The constant table: K, then the gather offsets of f, e, b, a, then (MB) the offsets of the
    first four words of GMAX consecutive blocks (a group load), then those of words 4..15 of one."""

    def __init__(self, w, multi):
        self.w, self.wb, self.nq = w, w // 8, QUADS[w]
        self.gb = 4 * self.wb                          # bytes per element group
        self.bs = 16 * self.wb                         # bytes per block
        self.values = round_constants(w) + [5 * self.wb, 4 * self.wb, self.wb, 0]
        self.gather = 4 * self.nq * self.wb
        self.group = self.gather + 4 * self.wb
        if multi:
            self.values += [self.bs * j + self.wb * i for j in range(GMAX) for i in range(4)]
            self.values += [self.gb * g + self.wb * j for g in (1, 2, 3) for j in range(4)]
        self.msg = self.group + 4 * GMAX * self.wb      # offsets of words 4..15 from the block start

    def k_off(self, i):
        return i * self.gb


# (body, LMUL, VLMAX at e<w>,m1 from which it runs): at run time the last one the CPU's VLMAX reaches.
# "groupG": G blocks per register group, G = VLMAX/4 (kept to GMAX: code size grows with G).
GMAX = 4
BODIES = {
    (32, False): [("one", 1, 0)],
    (64, False): [("one", 2, 0)],
    (32, True): [("one", 1, 0), ("group2", 1, 8), ("group4", 1, 16)],
    (64, True): [("one", 2, 0), ("one", 1, 4), ("group2", 1, 8), ("group4", 1, 16)],
}


def _blocks(kind: str) -> int:
    return int(kind[5:]) if kind.startswith("group") else 1


@kernel(stub="sha256_implCompress", extensions=EXTENSIONS[32], width=32, multi=False)
@kernel(stub="sha256_implCompressMB", extensions=EXTENSIONS[32], width=32, multi=True)
@kernel(stub="sha512_implCompress", extensions=EXTENSIONS[64], width=64, multi=False)
@kernel(stub="sha512_implCompressMB", extensions=EXTENSIONS[64], width=64, multi=True)
def sha2(k, width, multi):
    """SHA-2 compression (vsha2ms/vsha2ch/vsha2cl); MB returns the final ofs."""
    w = width
    buf = k.args[0]
    lay = Layout(w, multi)
    ptr, tab = k.temps(2, names="ptr ktab")
    # One table per width for both stubs: the single-block stub reads only the part before the
    # multi-block offsets.
    table = k.table(f"sha{w * 8}_k", Layout(w, True).values, width=lay.wb,
                    comment="K, then the byte offsets of f, e, b, a in Java's state, then those of "
                    "two blocks' first words")
    bodies = BODIES[(w, multi)]
    extra = [_extra_scalars(k, w, kind, lmul) for kind, lmul, _ in bodies]
    addrs = _addresses(k, max(extra)) if multi else []
    spill = (QUADS[w] - 4) * max(_blocks(kind) for kind, _, _ in bodies) * lay.gb if multi else 0
    chunks = [min(1024, spill - c) for c in range(0, spill, 1024)]
    k.enter()
    saved = [r for r in addrs if r in BORROWABLE]
    if saved:
        k.save(*saved)
    for c in chunks:
        k.stack_alloc(c)
    if multi:
        ofs, limit = k.args[2:4]
        k.sub(limit, limit, ofs)
        k.add(limit, limit, buf)             # buf of the last block
        k.sub(ofs, buf, ofs)                 # the final ofs is buf minus this
    done = k.label("sha2_done") if len(bodies) > 1 else None
    entries = [None] + [k.label(f"sha2_{kind}_m{lmul}_vlmax{vmax}") for kind, lmul, vmax in bodies[1:]]
    if len(bodies) > 1:
        k.setvl(w, 1, vl=ptr)                # VLMAX at e<w>, m1: how many element groups a register holds
        for (kind, lmul, vmax), entry in reversed(list(zip(bodies, entries))[1:]):
            k.addi(tab, ptr, -vmax)
            k.bge(tab, ZERO, entry)
    for n, ((kind, lmul, _), entry) in enumerate(zip(bodies, entries)):
        if n:
            k.bind(entry)
        _compress(k, lay, kind, lmul, multi, ptr, tab, table, addrs[:extra[n]],
                  min_vlen=256 if w * 4 > 128 * lmul else 0, tag=f"_{kind}_m{lmul}" if n else "")
        if n + 1 < len(bodies):
            k.j(done)
    if done is not None:
        k.bind(done)
    if multi:
        k.sub(buf, buf, k.args[2])           # a0 = the final ofs
    for c in chunks:
        k.stack_free(c)
    if saved:
        k.restore(*saved)
    k.leave()
    k.ret()


def _extra_scalars(k, w, kind, lmul):
    """Address registers a body needs: constants loaded in the loop, or a group body's spill slots
    and its bound for a whole group left."""
    if kind != "one":
        return QUADS[w] - 4                  # slot 0 is sp itself
    return QUADS[w] - min(QUADS[w], k.free_groups(lmul) - (WORKING - 1))


def _addresses(k, n):
    """n scalar registers: the caller-saved ones first (not t0-t2: MacroAssembler's scratch holds a
    value only from one instruction to the next), then borrowed s-registers."""
    pool = [r for r in k.temps(len(k._xpool)) if r not in SCRATCH]
    if n <= len(pool):
        return pool[:n]
    short = n - len(pool)
    if short > len(BORROWABLE):
        k.error(f"{n} address registers need {short} callee-saved registers, "
                f"{short - len(BORROWABLE)} more than are lent")
    return pool + BORROWABLE[:short]


def _compress(k, lay, kind, lmul, multi, ptr, tab, table, addrs, min_vlen, tag=""):
    """Gather the state, run the blocks, scatter the state, at one LMUL. `tag` sets the C++ names of
    this body's register arrays apart: the C++ declares an array once, other bodies hold others."""
    w, nq = lay.w, lay.nq
    buf, state = k.args[:2]
    vle, vse, vlux, vsux = _ops(k, w)
    st0, st1, h0, h1, wk = k.vregs(5, lmul, names="vabef vcdgh vhash0 vhash1 vwk")
    W = k.vregs(4, lmul, names="vw" + tag)
    G = _blocks(kind)
    idx = k.vreg(lmul, name="vidx") if G > 1 else None
    nkr = nq - (len(addrs) if kind == "one" else 0) if multi else 0
    # the one-block body's constants past the registers: kaddr<i> holds the address of K's quad i
    kaddr = [k.rename(r, f"kaddr{nkr + j}") for j, r in enumerate(addrs)] if kind == "one" else []
    kregs = k.vregs(nkr, lmul, names="vk" + tag) if nkr else []
    vl = 4 * G
    # a group body's last quads: A's W+K kept for the other blocks where registers are left
    keep = k.vregs(min(4, k.free_groups(lmul)), lmul, names="vkeep" + tag) if G > 1 else []
    # one block per loop: registers left over index the message's groups 1..3 (no pointer steps)
    nmidx = min(3, k.free_groups(lmul)) if kind == "one" and multi else 0
    midx = k.vregs(nmidx, lmul, names="vmidx" + tag) if nmidx else []
    k.la(tab, table)
    with k.vtype(sew=w, lmul=lmul, avl=4, min_vlen=min_vlen):
        _state(k, vle, vlux, tab, state, ptr, W[0], (st0, st1), lay)
        for j, reg in enumerate(kaddr):
            k.addi(reg, tab, lay.k_off(nkr + j))
        for g, reg in enumerate(midx):
            k.addi(ptr, tab, lay.msg + g * lay.gb)
            vle(reg, ptr)
        if vl > 4:
            k.setvl(w, lmul, avl=vl)
        k.vid_v(W[1])
        k.vand_vi(W[1], W[1], 3)             # element index within its group
        k.vmseq_vi(V[0], W[1], 0)            # v0.mask = element 0 of each group: vmerge's W4 lane
        for i, reg in enumerate(kregs):
            k.addi(ptr, tab, lay.k_off(i))
            if vl > 4:                       # K_i into every element group
                vle(wk, ptr)
                k.vrgather_vv(reg, wk, W[1])
            else:
                vle(reg, ptr)
        regs = dict(W=W, st=(st0, st1), hold=(h0, h1), wk=wk, kregs=kregs, kaddr=kaddr, ptr=ptr, midx=midx)
        if not multi:
            k.mv(ptr, tab)
            _block(k, vle, lay, last=True, **regs)
        elif kind == "one":
            _one_loop(k, vle, lay, regs)
        else:
            _group_loop(k, vle, vse, vlux, lay, lmul, G, regs, idx, tab, addrs, keep)
        _state(k, vle, vsux, tab, state, ptr, W[0], (st0, st1), lay)       # tab still holds the table
    k.release(st0, st1, h0, h1, wk, *W, *kregs, *([idx] if idx else []), *keep, *midx)


def _one_loop(k, vle, lay, regs):
    buf, limit = k.args[0], k.args[3]
    loop, skip = k.label("sha2_loop"), k.label("sha2_none")
    k.bgt(buf, limit, skip)
    k.bind(loop)
    _block(k, vle, lay, last=False, **regs)
    k.ble(buf, limit, loop)
    k.bind(skip)


def _group_loop(k, vle, vse, vlux, lay, lmul, G, regs, idx, tab, addrs, keep):
    """G blocks per iteration while G are left, then the one-block body for the rest."""
    buf, limit = k.args[0], k.args[3]
    # wk_slot<i>: where block 0's W+K of quad i waits for the other blocks (slot 0 is sp itself)
    slots = [SP] + [k.rename(r, f"wk_slot{i}") for i, r in enumerate(addrs[:-1], 1)]
    endg = k.rename(addrs[-1], "last_group")
    k.addi(regs["ptr"], tab, lay.group)
    vle(idx, regs["ptr"])                    # {0, wb, 2wb, 3wb, bs, bs+wb, ...}: block j's first words
    for i, s in enumerate(slots[1:], 1):
        k.addi(s, SP, 4 * G * lay.wb * i)
    k.addi(endg, limit, -(G - 1) * lay.bs)   # buf of the last group's first block
    loop, tail, one, done = (k.label(f"sha2_groups{G}"), k.label(f"sha2_tail{G}"), k.label(f"sha2_one{G}"),
                             k.label(f"sha2_end{G}"))
    k.bgt(buf, endg, tail)
    k.bind(loop)
    _group(k, vle, vse, vlux, lay, G, idx, slots, keep, **regs)
    k.ble(buf, endg, loop)
    k.bind(tail)
    k.setvl(lay.w, lmul, avl=4)
    k.bgt(buf, limit, done)
    k.bind(one)
    _block(k, vle, lay, last=False, **regs)
    k.ble(buf, limit, one)
    k.bind(done)


def _message(k, load, lay, W, last, step_after, index=None, midx=()):
    """W = the next block's (or G blocks', through `index`) words, byte-swapped; buf moves on by
    step_after. Groups 1..len(midx) are gathered through midx from the block start (no step)."""
    buf, vlux = k.args[0], getattr(k, f"vluxei{lay.w}_v")
    pos = 0                                  # where buf points, from the block start
    for g, reg in enumerate(W):
        if index is not None:
            if g:
                k.addi(buf, buf, lay.gb)
                pos += lay.gb
            vlux(reg, buf, index)
        elif g == 0:
            load(reg, buf)
        elif g <= len(midx):
            vlux(reg, buf, midx[g - 1])
        else:
            k.addi(buf, buf, g * lay.gb - pos)
            pos = g * lay.gb
            load(reg, buf)
        k.vrev8_v(reg, reg)
    if not last:
        k.addi(buf, buf, step_after - pos)


def _quad(k, lay, i, W, st, wk, kregs, kaddr, ptr):
    """wk = K_i + W_i, then rounds 4i..4i+3 on st."""
    nkr = len(kregs)
    vle = getattr(k, f"vle{lay.w}_v")
    if i < nkr:
        k.vadd_vv(wk, kregs[i], W[i % 4])
    else:
        if kaddr:
            vle(wk, kaddr[i - nkr])
        else:
            vle(wk, ptr)
            if i + 1 < lay.nq:
                k.addi(ptr, ptr, lay.gb)
        k.vadd_vv(wk, wk, W[i % 4])
    _rounds(k, st, wk)


def _rounds(k, st, wk):
    k.vsha2cl_vv(st[1], st[0], wk)           # rounds 4i, 4i+1: the low two words of W+K
    k.vsha2ch_vv(st[0], st[1], wk)           # rounds 4i+2, 4i+3


def _schedule(k, i, W, wk):
    k.vmerge_vvm(wk, W[(i + 2) % 4], W[(i + 1) % 4])      # {W11, W10, W9, W4}
    k.vsha2ms_vv(W[i % 4], wk, W[(i + 3) % 4])            # the next four words


def _block(k, vle, lay, W, st, hold, wk, kregs, kaddr, ptr, last, midx=()):
    """One block: the message, nq quad rounds, H += rounds(H). buf moves one block on unless last."""
    _message(k, vle, lay, W, last, lay.bs, midx=midx)
    k.vmv_v_v(hold[0], st[0])
    k.vmv_v_v(hold[1], st[1])
    for i in range(lay.nq):
        _quad(k, lay, i, W, st, wk, kregs, kaddr, ptr)
        if i < lay.nq - 4:
            _schedule(k, i, W, wk)
    k.vadd_vv(st[0], st[0], hold[0])
    k.vadd_vv(st[1], st[1], hold[1])


def _group(k, vle, vse, vlux, lay, G, idx, slots, keep, W, st, hold, wk, kregs, kaddr, ptr, midx):
    """Blocks 0..G-1 in element groups 0..G-1 of every register: one schedule for all; block 0's
    rounds with its W+K spilled (or, for the last quads, kept in registers) for the others; then
    block j's rounds on a working state slid into group j."""
    nq = lay.nq
    kept = {nq - len(keep) + j: reg for j, reg in enumerate(keep)}
    _message(k, vlux, lay, W, False, G * lay.bs, index=idx)
    k.vmv_v_v(hold[0], st[0])
    k.vmv_v_v(hold[1], st[1])
    for i in range(nq):
        _quad(k, lay, i, W, st, kept.get(i, wk), kregs, [], ptr)
        if i < nq - 4:
            vse(wk, slots[i])
            _schedule(k, i, W, wk)
    k.vadd_vv(st[0], st[0], hold[0])
    k.vadd_vv(st[1], st[1], hold[1])
    for j in range(1, G):
        k.vslideup_vi(hold[0], st[0], 4 * j)     # block j's working state: the hash so far, in group j
        k.vslideup_vi(hold[1], st[1], 4 * j)
        for i in range(nq):
            if i < nq - 4:
                vle(wk, slots[i])
                _rounds(k, hold, wk)
            elif i in kept:
                _rounds(k, hold, kept[i])
            else:
                _quad(k, lay, i, W, hold, wk, kregs, [], ptr)
        for s, h in zip(st, hold):
            k.vslidedown_vi(wk, h, 4 * j)
            k.vadd_vv(s, s, wk)


def _state(k, vle, vindexed, tab, state, ptr, vidx, st, lay):
    """Gather (vluxei) or scatter (vsuxei) {f,e,b,a} at state and {h,g,d,c} at state + 2 words."""
    k.addi(ptr, tab, lay.gather)
    vle(vidx, ptr)
    vindexed(st[0], state, vidx)
    k.addi(ptr, state, 2 * lay.wb)
    vindexed(st[1], ptr, vidx)
