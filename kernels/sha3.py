"""SHA-3 (Keccak-f[1600]) on one scalar core: sha3_implCompress and sha3_implCompressMB.

As AArch64's generate_sha3_implCompress_gpr: every lane has a fixed home for the whole call, the
rounds are a run-time loop over one round helper (two rounds per iteration, 12 iterations), pi moves
each lane to its new home along pi's single 24-cycle (the first move's result waits in a temporary
until the last has read the old value), chi works a row in place with two saved andn terms. The
block is XORed into the lanes where they live, so for MB the state stays put from block to block.

Registers: a stub may hold values in 23 (x28-x30, a0-a7, and s1-s11 and x31 (xmethod) saved and
restored, as HotSpot's own stubs use x23, x27 and x31 as data; never fp, so that a frame walk reads
the frame, not a lane; t0-t2 are MacroAssembler's scratch, holding a value only into the next
instruction), and a round needs the 25 lanes plus three temporaries (chi: two saved terms and its
row's fifth lane; theta: parities and D). So 20 lanes (x = 0..3) live in s1, a0-a7, s2-s11 and x31
(`lane[x + 5y]`, noreg for x = 4), column 4 in five stack slots, and x28-x30 are the temporaries. Per round that is 164
instructions with Zbb against the 131 of the operations themselves (theta 55, rho 24, chi 50, iota's
load and xor): column 4 is loaded for its parity (5), loaded and stored around pi (10: its D is
applied there) and again around chi (10); theta parks C0 and C1 in the frame (2 stores, 3 loads);
the round-constant pointer comes from the frame (1) and the loop costs 2 a round. 3,941
instructions per permutation (`base`: 5,933) where the 24 rounds unrolled under a Belady allocator
took 3,844 (5,885), for 219 / 249 lines of C++ per stub (the line rule; every helper is shared by
the two stubs) instead of about 4,000.

Variants: `zbb` (a rotation is one rori, chi's b & ~c one andn) and `base` (RV64GC: slli + srli + or,
not + and). Both print the same C++: HotSpot's MacroAssembler::ror and ::andn pick per CPU (UseZbb).
MB: Java's `while (ofs <= limit)`, buf and ofs advanced by block_size, the final ofs returned.
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import SP, X
from stubforge.dsl.structure import helper

from .keccak_sched import RHO, ROUNDS, pi_cycle, round_constants

VARIANTS = {"zbb": ({"zbb"}, "rori rotates, andn for chi's b & ~c"),
            "base": (set(), "RV64GC only: slli + srli + or per rotation, not + and in chi")}
WORDS = (9, 13, 17, 18, 21)                 # block_size / 8 for 72, 104, 136, 144, 168
PER_ITERATION = 2                           # rounds per run-time loop iteration
# The stack frame: the arguments the lanes' registers displace, the round-constant pointer and its
# end, two of theta's parities, the lanes of column 4.
STATE_AT, BUF_AT, BS_AT, OFS_AT, LIMIT_AT, RC_AT, RC_END_AT, PARITY_AT, COLUMN4_AT = \
    0, 8, 16, 24, 32, 40, 48, 56, 72
FRAME = 112


@kernel(stub="sha3_implCompress", variants=VARIANTS, default_variant="zbb", multi=False,
        doc="XOR the block_size bytes at buf into the state, then Keccak-f[1600] on it.")
@kernel(stub="sha3_implCompressMB", variants=VARIANTS, default_variant="zbb", multi=True,
        doc="Per block_size bytes from buf while ofs <= limit: XOR them into the state, then Keccak-f[1600]; "
            "returns the final ofs.")
def sha3(k, multi):
    """XOR block_size bytes into the state, Keccak-f[1600]; MB: while ofs <= limit, returns ofs."""
    buf, state, bs = k.args[:3]
    table = k.table("sha3_round_consts", round_constants(), width=8,
                    comment="Keccak-f[1600]'s round constants, FIPS 202 3.2.5")
    k.enter()
    # lanes live in the saved x9, x18-x27 and x31 (xmethod, data in HotSpot's own stubs too), never
    # in fp: a frame walk must not read a lane
    saved = k.save(X[9], *X[18:28], X[31])
    k.stack_alloc(FRAME)
    tmp = k.temps(3, names="tmp0 tmp1 tmp2")
    # every other register a stub may hold a value in is a lane's home (the arguments first go to
    # the frame or to tmp0-tmp2); lane[x + 5y] is A[x, y], noreg for column 4 (in the frame)
    homes = iter(sorted({*k.temps(k.spare()), *k.args, *saved}, key=lambda r: r.num))
    lane = k.array([None if j % 5 == 4 else next(homes) for j in range(25)], "lane")
    offsets = {"STATE_AT": STATE_AT, "BUF_AT": BUF_AT, "BLOCK_SIZE_AT": BS_AT, "OFS_AT": OFS_AT,
               "LIMIT_AT": LIMIT_AT, "RC_AT": RC_AT, "RC_END_AT": RC_END_AT, "PARITY_AT": PARITY_AT,
               "COLUMN4_AT": COLUMN4_AT}

    class _At(dict):                     # a frame slot's offset as a named constant, declared once used
        def __missing__(self, n):
            return self.setdefault(n, k.const(n, offsets[n]))
    at = _At()
    h = _helpers(lane, tmp, at, table)
    if not multi:
        k.sd(state, SP, at["STATE_AT"])
        k.mv(tmp[0], state)
        k.mv(tmp[1], buf)
        k.mv(tmp[2], bs)
        h.load_state(k, tmp[0], lane)
        h.absorb(k, tmp[1], tmp[2], tmp[0], lane)
        h.permute(k, lane)
        k.ld(tmp[0], SP, at["STATE_AT"])
    else:
        ofs, limit = k.args[3:5]
        for r, n in ((state, "STATE_AT"), (buf, "BUF_AT"), (bs, "BLOCK_SIZE_AT"), (ofs, "OFS_AT"), (limit, "LIMIT_AT")):
            k.sd(r, SP, at[n])
        start, loop, done = k.label("sha3_start"), k.label("sha3_block"), k.label("sha3_done")
        k.ble(ofs, limit, start)
        k.j(done)                            # the blocks' code is longer than a branch reaches
        k.bind(start)
        k.mv(tmp[0], state)
        h.load_state(k, tmp[0], lane)
        k.bind(loop)
        k.ld(tmp[0], SP, at["BUF_AT"])
        k.ld(tmp[1], SP, at["BLOCK_SIZE_AT"])
        h.absorb(k, tmp[0], tmp[1], tmp[2], lane)
        h.permute(k, lane)
        # the lanes took every register: the loop's values come back from the frame
        nofs, nbuf, bsize = (k.rename(r, n) for r, n in zip(tmp, ("cur_ofs", "cur_buf", "bsize")))
        lim = k.rename(tmp[1], "lim")
        k.ld(bsize, SP, at["BLOCK_SIZE_AT"])
        k.ld(nofs, SP, at["OFS_AT"])
        k.ld(nbuf, SP, at["BUF_AT"])
        k.addw(nofs, nofs, bsize)            # ofs is a Java int
        k.add(nbuf, nbuf, bsize)
        k.sd(nofs, SP, at["OFS_AT"])
        k.sd(nbuf, SP, at["BUF_AT"])
        k.ld(lim, SP, at["LIMIT_AT"])
        k.ble(nofs, lim, loop)
        k.ld(tmp[0], SP, at["STATE_AT"])
    h.store_state(k, tmp[0], lane)
    if multi:
        k.bind(done)
        k.ld(k.result, SP, at["OFS_AT"])
    k.stack_free(FRAME)
    k.restore(*saved)
    k.leave()
    k.ret()


class _Helpers:
    pass


def _helpers(lane, tmp, at, table):
    """The shared helpers over the lanes' homes (lane[x + 5y] = A[x, y], noreg for x = 4: at
    sp + COLUMN4_AT + 8y) and the temporaries."""
    tmp0, tmp1, tmp2 = tmp
    column4, parity = at["COLUMN4_AT"], at["PARITY_AT"]
    h = _Helpers()

    def slot(j):                             # the frame slot of lane j in column 4
        return column4 + 8 * (j // 5)

    @helper(name="keccak_load_state")
    def load_state(k, state, lane):
        """The lanes from Java's long[25] at state: 20 into their registers, column 4 to the frame."""
        t = k.scratch()
        for y in k.range(5, var="y"):
            for x in k.range(4, var="x"):
                k.ld(lane[5 * y + x], state, 40 * y + 8 * x)
            k.ld(t, state, 40 * y + 32)
            k.sd(t, SP, column4 + 8 * y)

    @helper(name="keccak_store_state")
    def store_state(k, state, lane):
        """The lanes back into Java's long[25] at state."""
        t = k.scratch()
        for y in k.range(5, var="y"):
            for x in k.range(4, var="x"):
                k.sd(lane[5 * y + x], state, 40 * y + 8 * x)
            k.ld(t, SP, column4 + 8 * y)
            k.sd(t, state, 40 * y + 32)

    @helper(name="keccak_absorb_column4")
    def absorb_column4(k, buf, tmp, y):
        """A[4, y], in the frame, ^= the word of buf that lands on it."""
        t = k.scratch()
        k.ld(tmp, SP, column4 + 8 * y)
        k.ld(t, buf, 40 * y + 32)
        k.xor(tmp, tmp, t)
        k.sd(tmp, SP, column4 + 8 * y)

    @helper(name="keccak_absorb_lanes")
    def absorb_lanes(k, buf, lane, first, end):
        """lane[i] ^= the i-th little-endian word at buf, for first <= i < end (lanes in registers)."""
        t = k.scratch()
        for i in k.range(first, end, var="i"):
            k.ld(t, buf, 8 * i)
            k.xor(lane[i], lane[i], t)

    @helper(name="keccak_absorb")
    def absorb(k, buf, block_size, tmp, lane):
        """lane[i] ^= the i-th little-endian word at buf for i < block_size / 8: nine words, then
        four, four, one and three more while block_size reaches 104, 136, 144, 168."""
        done = k.label("absorbed")
        first = 0
        for n, last in enumerate(WORDS):
            if n:
                k.li(tmp, 8 * last)
                k.blt(block_size, tmp, done)
            j = first
            while j < last:
                if lane[j] is None:              # column 4, in the frame
                    absorb_column4(k, buf, tmp, j // 5)
                    j += 1
                    continue
                run = min(last, j + 4 - j % 5) - j   # the lanes in registers up to column 4
                absorb_lanes(k, buf, lane, j, j + run)
                j += run
            first = last
        k.bind(done)

    @helper(name="keccak_column_parity")
    def column(k, c, x):
        """c = the parity of column x < 4 (its five lanes in registers)."""
        k.xor(c, lane[x], lane[x + 5])
        for y in k.range(2, 5, var="y"):
            k.xor(c, c, lane[x + 5 * y])

    @helper(name="keccak_column_xor")
    def apply(k, d, x):
        """Column x < 4 ^= d (theta's D_x)."""
        for y in k.range(5, var="y"):
            k.xor(lane[5 * y + x], lane[5 * y + x], d)

    @helper(name="keccak_round")
    def keccak_round(k):
        """theta, rho, pi and chi of one round (iota is the caller's). D_x = C_x-1 ^ rol(C_x+1, 1)
        with three temporaries: C0 and C1 wait in the frame, and column 4's D (tmp2) is applied as
        pi moves its lanes."""
        t, t1 = k.scratch(2)
        with k.section("theta"):
            k.ld(tmp0, SP, column4)                         # C4, from the frame
            for y in k.range(1, 5, var="y"):
                k.ld(t, SP, column4 + 8 * y)
                k.xor(tmp0, tmp0, t)
            column(k, tmp1, 1)                              # C1
            column(k, tmp2, 0)                              # C0
            k.sd(tmp2, SP, parity)
            k.ror(tmp2, tmp1, 63)                           # D0 = C4 ^ rol(C1)
            k.xor(tmp2, tmp2, tmp0)
            apply(k, tmp2, 0)
            k.sd(tmp1, SP, parity + 8)
            column(k, tmp2, 2)                              # C2
            k.ror(tmp1, tmp2, 63)                           # D1 = C0 ^ rol(C2)
            k.ld(t, SP, parity)
            k.xor(tmp1, tmp1, t)
            apply(k, tmp1, 1)
            column(k, tmp1, 3)                              # C3
            k.ror(tmp0, tmp0, 63)                           # D3 = C2 ^ rol(C4)
            k.xor(tmp2, tmp2, tmp0)
            apply(k, tmp2, 3)
            k.ld(tmp2, SP, parity)                          # C0, for D4
            k.ror(tmp0, tmp1, 63)                           # D2 = C1 ^ rol(C3)
            k.ld(t, SP, parity + 8)
            k.xor(tmp0, tmp0, t)
            apply(k, tmp0, 2)
            k.ld(tmp0, SP, slot(24))                        # pi's first lane from the frame, early
            k.ror(tmp2, tmp2, 63)                           # D4 = C3 ^ rol(C0)
            k.xor(tmp2, tmp2, tmp1)
        with k.section("rho and pi"):
            for line in ("lane p takes rot(A[s]) for s = pi^-1(p), along pi's cycle from lane 4: the first",
                         "move's value waits in tmp0 until the last has read lane 24. Column 4's lanes come",
                         "from the frame (loaded ahead into tmp1, D4 applied on the way) and go back through t0.",
                         "One ror per lane, written out: each move has its own destination, source and rotation",
                         "(pi's cycle and rho's offsets follow no rule a loop index could express)."):
                k.comment(line)
            moves = pi_cycle(4)
            ahead = [s for _, s in moves if lane[s] is None][1:]
            for n, (p, s) in enumerate(moves):
                rot = 64 - RHO[s % 5][s // 5]
                src = lane[s]
                if src is None:
                    k.xor(t, tmp0 if n == 0 else tmp1, tmp2)
                    src = t
                if n == 0:
                    k.ror(tmp0, src, rot, t1 if src == t else t)
                elif lane[p] is not None:
                    k.ror(lane[p], src, rot, t1 if src == t else t)
                else:
                    k.ror(t, src, rot, t1)
                    k.sd(t, SP, slot(p))
                if src == t and ahead:
                    k.ld(tmp1, SP, slot(ahead.pop(0)))
            k.sd(tmp0, SP, slot(4))
        with k.section("chi"):
            # b_x ^= b_x+2 & ~b_x+1 along each row, b4 from the frame; the terms of b3 and b4
            # first, while b0 and b1 are as they were
            for y in k.range(5, var="y"):
                b = [lane[5 * y + x] for x in range(4)] + [tmp0]
                k.ld(b[4], SP, column4 + 8 * y)
                k.andn(tmp2, b[1], b[0])
                k.andn(tmp1, b[0], b[4])
                for x in range(3):
                    k.andn(t, b[x + 2], b[x + 1])
                    k.xor(b[x], b[x], t)
                k.xor(b[3], b[3], tmp1)
                k.xor(b[4], b[4], tmp2)
                k.sd(b[4], SP, column4 + 8 * y)

    @helper(name="keccak_permute")
    def permute(k, lane):
        """Keccak-f[1600] on the lanes: the 24 rounds, two per iteration, iota from the table."""
        t = k.scratch()
        loop = k.label("keccak_rounds")
        k.la(tmp0, table)
        k.addi(tmp1, tmp0, 8 * ROUNDS)
        k.sd(tmp0, SP, at["RC_AT"])
        k.sd(tmp1, SP, at["RC_END_AT"])
        k.bind(loop)
        for r in k.range(PER_ITERATION, var="r"):
            keccak_round(k)
            k.ld(tmp0, SP, at["RC_AT"])          # iota
            k.ld(t, tmp0, 8 * r)
            k.xor(lane[0], lane[0], t)
        k.addi(tmp0, tmp0, 8 * PER_ITERATION)
        k.sd(tmp0, SP, at["RC_AT"])
        k.ld(tmp1, SP, at["RC_END_AT"])
        k.bne(tmp0, tmp1, loop)

    h.load_state, h.store_state, h.absorb, h.permute = load_state, store_state, absorb, permute
    return h
