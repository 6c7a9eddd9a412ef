"""SHA-3 (Keccak-f[1600]) on one scalar core: sha3_implCompress and sha3_implCompressMB.

Variant `zbb`: a rotation is one `rori`, chi's ~b & c one `andn`; variant `base` (RV64GC only): a
rotation is slli + srli + or, andn is not + and. The permutation is the 24 rounds unrolled as one
straight line (kernels/keccak_sched.py): theta's column parities, D and its application fused with
rho (pi is a renaming, so nothing moves: after 24 rounds every lane is back at its index), chi row by
row with the next round's parities accumulated as its outputs appear, iota from the round-constant
table. A HotSpot stub has 23 registers for long-lived values (x28-x30, a0-a7, s1-s11 and fp
borrowed); a round needs 25 lanes plus parities and temporaries, so lanes go to stack slots and come
back, the allocator choosing which by the furthest next use (Belady).

Per call: the state is the Java long[25] itself (a lane is loaded from it at its first use and stored
back after the last round); the block is XORed into it in memory first (block_size/8 words: 9, 13,
17, 18 or 21 by a chain of branches on block_size). MB: Java's `while (ofs <= limit)`, buf and ofs
advanced by block_size, the final ofs returned.
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import SP, X

from . import keccak_sched as ks

VARIANTS = {"zbb": ({"zbb"}, "rori rotates, andn for chi's ~b & c"),
            "base": (set(), "RV64GC only: slli + srli + or per rotation, not + and in chi")}
WORDS = (9, 13, 17, 18, 21)                 # block_size / 8 for 72, 104, 136, 144, 168
# stack frame: the state array's address, the constant table's, buf, block_size, ofs, limit, spills
STATEP, RCP, BUF, BS, OFS, LIMIT, SPILLS = 0, 8, 16, 24, 32, 40, 48
MAX_SPILLS = 32


@kernel(stub="sha3_implCompress", variants=VARIANTS, default_variant="zbb", multi=False)
@kernel(stub="sha3_implCompressMB", variants=VARIANTS, default_variant="zbb", multi=True)
def sha3(k, multi):
    """XOR block_size bytes into the state, Keccak-f[1600]; MB: while ofs <= limit, returns ofs."""
    buf, state, bs = k.args[:3]
    table = k.table("sha3_round_consts", ks.round_constants(), width=8,
                    comment="Keccak-f[1600]'s round constants, FIPS 202 3.2.5")
    k.enter()
    saved = k.save(X[8], X[9], *X[18:28])
    frame = (SPILLS + 8 * MAX_SPILLS + 15) // 16 * 16
    k.stack_alloc(frame)
    t = k.scratch()
    [tmp] = k.temps(1, names="word")
    k.sd(state, SP, STATEP)
    k.la(tmp, table)
    k.sd(tmp, SP, RCP)
    if multi:
        ofs, limit = k.args[3:5]
        k.sd(buf, SP, BUF)
        k.sd(bs, SP, BS)
        k.sd(ofs, SP, OFS)
        k.sd(limit, SP, LIMIT)
        loop, done, last = k.label("sha3_block"), k.label("sha3_done"), k.label("sha3_last")
        k.ble(ofs, limit, loop)              # the loop is longer than a branch reaches: j to leave it
        k.j(done)
        k.bind(loop)
        k.ld(buf, SP, BUF)
        k.ld(bs, SP, BS)
        k.ld(state, SP, STATEP)
    _absorb(k, buf, state, bs, tmp, t)
    k.release(tmp)
    _permutation(k, saved)
    if multi:
        # the permutation took every register: the loop's values come back from the frame
        buf, bs, ofs, limit = (k.rename(k.args[i], n) for i, n in ((0, "next_buf"), (2, "bsize"), (3, "next_ofs"),
                                                                     (4, "lim")))
        k.ld(ofs, SP, OFS)
        k.ld(bs, SP, BS)
        k.ld(limit, SP, LIMIT)
        k.ld(buf, SP, BUF)
        k.addw(ofs, ofs, bs)
        k.add(buf, buf, bs)
        k.sd(ofs, SP, OFS)
        k.sd(buf, SP, BUF)
        k.bgt(ofs, limit, last)
        k.j(loop)
        k.bind(last)
        k.bind(done)
        k.ld(k.result, SP, OFS)
    k.stack_free(frame)
    k.restore(*saved)
    k.leave()
    k.ret()


def _absorb(k, buf, state, bs, word, t):
    """state[i] ^= the i-th little-endian word of buf, for i < block_size/8: nine words always, then
    four, four, one and three more while block_size reaches 104, 136, 144, 168."""
    done = k.label("sha3_absorbed")
    first = 0
    for n, last in enumerate(WORDS):
        if n:
            k.li(word, 8 * last)               # this step's words exist if block_size >= 8 * last
            k.blt(bs, word, done)
        for i in range(first, last):
            k.ld(word, state, 8 * i)
            k.ld(t, buf, 8 * i)
            k.xor(word, word, t)
            k.sd(word, state, 8 * i)
        first = last
    k.bind(done)


def _permutation(k, saved):
    """The 24 rounds on the state array (its address and the table's from the stack frame)."""
    seq, statep, rcp, homes = ks.keccak_ops(k.has("zbb"), STATEP, RCP)
    pool = k.temps(k.spare())
    # the allocator's registers hold a different lane or temporary from one instruction to another:
    # each is named for the register it is (keccak_x9 = x9) in the C++
    regs = [k.rename(r, f"keccak_x{r.num}") for r in sorted({*pool, *k.args, *saved}, key=lambda r: r.num)]
    code, nslots = ks.allocate(seq, homes, regs, {}, k.scratch(), SP, SPILLS, statep)
    if nslots > MAX_SPILLS:
        k.error(f"the Keccak allocation needs {nslots} spill slots, more than the frame's {MAX_SPILLS}")
    for mnemonic, ops in code:
        {"not": k.not_, "and": k.and_, "or": k.or_}.get(mnemonic, getattr(k, mnemonic, None))(*ops)
    k.release(*pool)
