"""SHA-256 and SHA-512 compression with Zvknha/Zvknhb: one round structure for both widths.

The four stubs (sha256/sha512 x implCompress/implCompressMB) are one function of the word width
w (32 or 64); everything below counts in element groups of four words, so the only differences
are SEW, the number of quad rounds (16 or 20) and LMUL (an element group of four e64 words is
256 bits, so SHA-512 runs at LMUL 2, which VLEN 128 needs and every larger VLEN accepts).

State: Java's int[8]/long[8] holds a..h in order. vsha2c[hl] want {a,b,e,f} and {c,d,g,h} with
a in element 3, so the state is gathered once per call with an indexed load by byte offsets
{5,4,1,0}*wordsize from state and from state+2 words, and scattered back the same way at the end.

Per block: 4 loads + 4 vrev8.v (the message is big-endian) + 3 pointer steps; per quad round a
vadd of K, vsha2cl then vsha2ch (two rounds each: the low, then the high two words of W+K); while
new schedule words are needed a vmerge builds {W11,W10,W9,W4} (one mask, element 0, for the whole
call) and vsha2ms makes the next four. The hash is kept in two registers and copied before the
rounds (vmv) so that H' = H + rounds(H) is two vadds.

Round constants: in registers when they fit (all 16 of SHA-256; at LMUL 2 the 15 usable groups
hold 9 working groups and 6 of SHA-512's 20 constants). The rest are loaded in the loop, each from
its own address register computed once per call (callee-saved registers are borrowed when the
caller-saved ones run out): a load without a pointer bump. The single-block stubs run the rounds
once, so precomputing pays nothing there: they load every constant with a bumped pointer.

MB: buf (already b+ofs) is the loop pointer; the loop runs while buf <= buf + (limit - ofs), a
Java `while (ofs <= limit)` in pointer form, and returns ofs + (buf_end - buf_start).
"""
from __future__ import annotations

from dsl import kernel
from dsl.regs import V, X, ZERO

QUADS = {32: 16, 64: 20}                    # quad rounds: 64 or 80 rounds
LMUL = {32: 1, 64: 2}                       # an element group of 4*w bits must fit the group
EXTENSIONS = {32: {"v", "zvknha", "zvkb"}, 64: {"v", "zvknhb", "zvkb"}}
BORROWABLE = [X[9], *X[18:23]]              # s1..s6: callee-saved registers lent to K addresses


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


def _ops(k, w):
    """The width-dependent loads and stores as builder methods."""
    return getattr(k, f"vle{w}_v"), getattr(k, f"vluxei{w}_v"), getattr(k, f"vsuxei{w}_v")


@kernel(stub="sha256_implCompress", extensions=EXTENSIONS[32], width=32, multi=False)
@kernel(stub="sha256_implCompressMB", extensions=EXTENSIONS[32], width=32, multi=True)
@kernel(stub="sha512_implCompress", extensions=EXTENSIONS[64], width=64, multi=False)
@kernel(stub="sha512_implCompressMB", extensions=EXTENSIONS[64], width=64, multi=True)
def sha2(k, width, multi):
    """SHA-2 compression (vsha2ms/vsha2ch/vsha2cl); MB returns the final ofs."""
    w = width
    wb = w // 8
    buf, state = k.args[:2]
    ptr, tab = k.temps(2, names="ptr ktab")
    table = k.table(f"sha{8 * w}_k", round_constants(w) + [5 * wb, 4 * wb, wb, 0], width=wb,
                    comment="K, then the byte offsets of f, e, b, a in Java's state")
    # SHA-512 MB: LMUL 1 where VLEN >= 256 holds every constant in a register; LMUL 2 (VLEN 128)
    # keeps 6 and loads 14 per block. The single-block stubs load every constant anyway.
    lmuls = (2, 1) if (w == 64 and multi) else (LMUL[w],)
    kaddr = _k_addresses(k, QUADS[w] - _k_in_registers(k, w, lmuls[0])) if multi else []
    k.enter()
    saved = [r for r in kaddr if r in BORROWABLE]
    if saved:
        k.save(*saved)
    if multi:
        ofs, limit = k.args[2:4]
        k.sub(limit, limit, ofs)
        k.add(limit, limit, buf)             # buf of the last block
        k.sub(ofs, buf, ofs)                 # the final ofs is buf minus this
    done = k.label("sha2_done")
    wide = k.label("sha2_lmul1") if len(lmuls) > 1 else None
    if wide is not None:
        k.setvl(64, 1, vl=ptr)               # VLMAX at e64, m1 = VLEN/64
        k.addi(ptr, ptr, -4)
        k.bge(ptr, ZERO, wide)
    for n, lmul in enumerate(lmuls):
        if n:
            k.bind(wide)
        _compress(k, w, lmul, multi, ptr, tab, table, kaddr if n == 0 else [],
                  min_vlen=256 if w * 4 > 128 * lmul else 0)
        if n + 1 < len(lmuls):
            k.j(done)
    k.bind(done)
    if multi:
        k.sub(buf, buf, k.args[2])           # a0 = the final ofs
    if saved:
        k.restore(*saved)
    k.leave()
    k.ret()


def _k_in_registers(k, w, lmul):
    """How many round constants stay in registers beside the 9 working groups."""
    return min(QUADS[w], k.free_groups(lmul) - 9)


def _compress(k, w, lmul, multi, ptr, tab, table, kaddr, min_vlen):
    """Gather the state, run the block (loop), scatter the state, at one LMUL."""
    wb, nq = w // 8, QUADS[w]
    buf, state = k.args[:2]
    vle, vlux, vsux = _ops(k, w)
    st0, st1, h0, h1, wk = k.vregs(5, lmul, names="vabef vcdgh vhash0 vhash1 vwk")
    W = k.vregs(4, lmul, names="vw")
    nkr = nq - len(kaddr) if multi else 0
    kregs = k.vregs(nkr, lmul, names="vk") if nkr else []
    idx_off = 4 * nq * wb                    # the gather offsets sit after the constants
    k.la(tab, table)
    with k.vtype(sew=w, lmul=lmul, avl=4, min_vlen=min_vlen):
        _state(k, vle, vlux, tab, state, ptr, W[0], (st0, st1), idx_off, 2 * wb)
        for i, reg in enumerate(kregs):
            k.addi(ptr, tab, 4 * wb * i)
            vle(reg, ptr)
        for j, reg in enumerate(kaddr):
            k.addi(reg, tab, 4 * wb * (nkr + j))
        k.vid_v(W[1])
        k.vmseq_vi(V[0], W[1], 0)            # v0.mask = element 0 only: vmerge's W4 lane
        if multi:
            limit = k.args[3]
            loop = k.label("sha2_loop")
            skip = k.label("sha2_none")
            k.bgt(buf, limit, skip)
            k.bind(loop)
        else:
            k.mv(ptr, tab)
        _block(k, vle, buf, W, (st0, st1), (h0, h1), wk, nq, 4 * wb, kregs, kaddr, ptr, last=not multi)
        if multi:
            k.ble(buf, limit, loop)
            k.bind(skip)
        k.la(tab, table)
        _state(k, vle, vsux, tab, state, ptr, W[0], (st0, st1), idx_off, 2 * wb)
    k.release(st0, st1, h0, h1, wk, *W, *kregs)


def _k_addresses(k, n):
    """n scalar registers for the addresses of the round constants loaded in the loop: the
    caller-saved ones first (not t0/t1, MacroAssembler's scratch), then borrowed s-registers."""
    pool = [r for r in k.temps(len(k._xpool)) if r not in (X[5], X[6])]
    if n <= len(pool):
        return pool[:n]
    short = n - len(pool)
    if short > len(BORROWABLE):
        k.error(f"{n} round-constant addresses need {short} callee-saved registers, "
                f"{short - len(BORROWABLE)} more than are lent")
    return pool + BORROWABLE[:short]


def _state(k, vle, vindexed, tab, state, ptr, vidx, st, idx_off, c_off):
    """Gather (vluxei) or scatter (vsuxei) {f,e,b,a} at state and {h,g,d,c} at state + c_off."""
    k.addi(ptr, tab, idx_off)
    vle(vidx, ptr)
    vindexed(st[0], state, vidx)
    k.addi(ptr, state, c_off)
    vindexed(st[1], ptr, vidx)


def _block(k, vle, buf, W, st, hold, wk, nq, gb, kregs, kaddr, ptr, last):
    """One block: the message into W (byte-swapped), nq quad rounds, H += rounds(H). Leaves buf
    one block further unless `last`."""
    for g, reg in enumerate(W):
        vle(reg, buf)
        k.vrev8_v(reg, reg)
        if g < 3 or not last:
            k.addi(buf, buf, gb)
    k.vmv_v_v(hold[0], st[0])
    k.vmv_v_v(hold[1], st[1])
    nkr = len(kregs)
    for i in range(nq):
        wi = W[i % 4]
        if i < nkr:
            k.vadd_vv(wk, kregs[i], wi)
        else:
            if kaddr:
                vle(wk, kaddr[i - nkr])
            else:
                vle(wk, ptr)
                if i + 1 < nq:
                    k.addi(ptr, ptr, gb)
            k.vadd_vv(wk, wk, wi)
        k.vsha2cl_vv(st[1], st[0], wk)       # rounds 4i, 4i+1: the low two words of W+K
        k.vsha2ch_vv(st[0], st[1], wk)       # rounds 4i+2, 4i+3
        if i < nq - 4:
            k.vmerge_vvm(wk, W[(i + 2) % 4], W[(i + 1) % 4])      # {W11, W10, W9, W4}
            k.vsha2ms_vv(wi, wk, W[(i + 3) % 4])                  # the next four words
    k.vadd_vv(st[0], st[0], hold[0])
    k.vadd_vv(st[1], st[1], hold[1])
