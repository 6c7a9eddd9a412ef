"""SHA-3 (Keccak-f[1600]) on one scalar core: sha3_implCompress and sha3_implCompressMB.

As AArch64's generate_sha3_implCompress_gpr: every lane has a fixed home for the whole call, the
rounds are a run-time loop over one round helper (two rounds per iteration, 12 iterations), pi moves
each lane to its new home along pi's single 24-cycle (one mv, then each home takes its predecessor's
rotated value), and chi works a row in place with two saved andn terms. The block is XORed into the
lanes where they live, so for MB the state stays put from block to block.

Registers: a stub may hold values in 23 (x28-x30, a0-a7, fp and s1-s11 borrowed: x31 is HotSpot's
xmethod, t0-t2 MacroAssembler's scratch, holding a value only into the next instruction), and a
round needs the 25 lanes plus three temporaries (chi: two saved terms and its current row's fifth
lane; theta: parities and D). So 20 lanes (x = 0..3) live in a0-a7, fp, s1-s11, column x = 4 in five
stack slots, and x28-x30 are the temporaries (tmp0-tmp2). What that costs per round, over the 130 ALU
operations and the constant's load every schedule has: column 4 is loaded for its parity, loaded,
given its D and rotated in pi and stored, and loaded and stored in chi (25); theta keeps two parities
in stack slots while it runs short of registers (two stores, three loads); pi's cycle starts with one
mv; the loop: the constant pointer from the frame each round, and per iteration its step, store and
the end test (2.5 a round).

Variants: `zbb` (a rotation is one rori, chi's b & ~c one andn) and `base` (RV64GC: slli + srli + or,
not + and). Both print the same C++: HotSpot's MacroAssembler::ror and ::andn pick per CPU (UseZbb).
MB: Java's `while (ofs <= limit)`, buf and ofs advanced by block_size, the final ofs returned.
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import SP, X
from stubforge.dsl.structure import helper

from .keccak_sched import PI_CYCLE, RHO, ROUNDS, round_constants

VARIANTS = {"zbb": ({"zbb"}, "rori rotates, andn for chi's b & ~c"),
            "base": (set(), "RV64GC only: slli + srli + or per rotation, not + and in chi")}
WORDS = (9, 13, 17, 18, 21)                 # block_size / 8 for 72, 104, 136, 144, 168
PER_ITERATION = 2                           # rounds per run-time loop iteration
# The stack frame: the arguments the lanes' registers displace, the round-constant pointer and its
# end, two of theta's parities, the lanes of column 4.
STATE_AT, BUF_AT, BS_AT, OFS_AT, LIMIT_AT, RC_AT, RC_END_AT, PARITY_AT, COLUMN4_AT = \
    0, 8, 16, 24, 32, 40, 48, 56, 72
FRAME = 112


@kernel(stub="sha3_implCompress", variants=VARIANTS, default_variant="zbb", multi=False)
@kernel(stub="sha3_implCompressMB", variants=VARIANTS, default_variant="zbb", multi=True)
def sha3(k, multi):
    """XOR block_size bytes into the state, Keccak-f[1600]; MB: while ofs <= limit, returns ofs."""
    buf, state, bs = k.args[:3]
    table = k.table("sha3_round_consts", round_constants(), width=8,
                    comment="Keccak-f[1600]'s round constants, FIPS 202 3.2.5")
    k.enter()
    saved = k.save(X[8], X[9], *X[18:28])
    k.stack_alloc(FRAME)
    tmp = k.temps(3, names="tmp0 tmp1 tmp2")
    # every other register a stub may hold a value in is a lane's home (the arguments first go to
    # the frame or to tmp0-tmp2)
    homes = sorted({*k.temps(k.spare()), *k.args, *saved}, key=lambda r: r.num)
    rows = [k.array(homes[4 * y:4 * y + 4], f"row{y}") for y in range(5)]     # A[x, y] = row<y>[x]
    lane = {x + 5 * y: rows[y][x] for y in range(5) for x in range(4)}
    slot = k.const("COLUMN4_AT", COLUMN4_AT)
    h = _helpers(rows, lane, tmp, slot, k.const("PARITY_AT", PARITY_AT), table)
    if not multi:
        k.sd(state, SP, STATE_AT)
        k.mv(tmp[0], state)
        k.mv(tmp[1], buf)
        k.mv(tmp[2], bs)
        h.load_state(k, tmp[0])
        h.absorb(k, tmp[1], tmp[2], tmp[0])
        h.permute(k)
        k.ld(tmp[0], SP, STATE_AT)
    else:
        ofs, limit = k.args[3:5]
        for r, at in ((state, STATE_AT), (buf, BUF_AT), (bs, BS_AT), (ofs, OFS_AT), (limit, LIMIT_AT)):
            k.sd(r, SP, at)
        start, loop, done = k.label("sha3_start"), k.label("sha3_block"), k.label("sha3_done")
        k.ble(ofs, limit, start)
        k.j(done)                            # the blocks' code is longer than a branch reaches
        k.bind(start)
        k.mv(tmp[0], state)
        h.load_state(k, tmp[0])
        k.bind(loop)
        k.ld(tmp[0], SP, BUF_AT)
        k.ld(tmp[1], SP, BS_AT)
        h.absorb(k, tmp[0], tmp[1], tmp[2])
        h.permute(k)
        nofs, nbuf, bsize, lim = (k.rename(r, n) for r, n in zip(tmp + [tmp[1]], ("ofs", "buf", "bsize", "lim")))
        k.ld(bsize, SP, BS_AT)
        k.ld(nofs, SP, OFS_AT)
        k.ld(nbuf, SP, BUF_AT)
        k.addw(nofs, nofs, bsize)            # ofs is a Java int
        k.add(nbuf, nbuf, bsize)
        k.sd(nofs, SP, OFS_AT)
        k.sd(nbuf, SP, BUF_AT)
        k.ld(lim, SP, LIMIT_AT)
        k.ble(nofs, lim, loop)
        k.ld(tmp[0], SP, STATE_AT)
    h.store_state(k, tmp[0])
    if multi:
        k.bind(done)
        k.ld(k.result, SP, OFS_AT)
    k.stack_free(FRAME)
    k.restore(*saved)
    k.leave()
    k.ret()


class _Helpers:
    pass


def _helpers(rows, lane, tmp, column4, parity, table):
    """The shared helpers over the lanes' homes (A[x, y] in rows[y][x] for x < 4, lane[x + 5y] the
    same registers by lane index) and the temporaries."""
    tmp0, tmp1, tmp2 = tmp
    h = _Helpers()

    def at(j):                               # the stack slot of lane j in column 4
        return column4 + 8 * (j // 5)

    @helper(name="keccak_load_state")
    def load_state(k, state):
        """The lanes from Java's long[25] at state: 20 into their registers, column 4 to the frame."""
        t = k.scratch()
        for j in range(25):
            if j in lane:
                k.ld(lane[j], state, 8 * j)
            else:
                k.ld(t, state, 8 * j)
                k.sd(t, SP, at(j))

    @helper(name="keccak_store_state")
    def store_state(k, state):
        """The lanes back into Java's long[25] at state."""
        t = k.scratch()
        for j in range(25):
            if j in lane:
                k.sd(lane[j], state, 8 * j)
            else:
                k.ld(t, SP, at(j))
                k.sd(t, state, 8 * j)

    @helper(name="keccak_absorb")
    def absorb(k, buf, block_size, tmp):
        """lane[i] ^= the i-th little-endian word at buf for i < block_size / 8: nine words, then
        four, four, one and three more while block_size reaches 104, 136, 144, 168."""
        t = k.scratch()
        done = k.label("absorbed")
        first = 0
        for n, last in enumerate(WORDS):
            if n:
                k.li(tmp, 8 * last)
                k.blt(block_size, tmp, done)
            for j in range(first, last):
                if j in lane:
                    k.ld(t, buf, 8 * j)
                    k.xor(lane[j], lane[j], t)
                else:
                    k.ld(tmp, SP, at(j))
                    k.ld(t, buf, 8 * j)
                    k.xor(tmp, tmp, t)
                    k.sd(tmp, SP, at(j))
            first = last
        k.bind(done)

    @helper(name="keccak_chi_row")
    def chi_row(k, row, b4, p3, p4, b4_at):
        """chi on one row, b_x ^= b_x+2 & ~b_x+1: b0..b3 in row[], b4 from and back to the frame at
        b4_at. The terms of b3 and b4 are taken first: they need b0 and b1 as they were."""
        t = k.scratch()
        b0, b1, b2, b3 = row
        k.ld(b4, SP, b4_at)
        k.andn(p3, b0, b4)
        k.andn(p4, b1, b0)
        k.andn(t, b2, b1)
        k.xor(b0, b0, t)
        k.andn(t, b3, b2)
        k.xor(b1, b1, t)
        k.andn(t, b4, b3)
        k.xor(b2, b2, t)
        k.xor(b3, b3, p3)
        k.xor(b4, b4, p4)
        k.sd(b4, SP, b4_at)

    def column(c, x):                        # c = the parity of column x < 4
        k = h.k
        k.xor(c, lane[x], lane[x + 5])
        for y in (2, 3, 4):
            k.xor(c, c, lane[x + 5 * y])

    def apply(d, x):                         # column x < 4 ^= d
        for y in range(5):
            h.k.xor(lane[x + 5 * y], lane[x + 5 * y], d)

    @helper(name="keccak_round")
    def keccak_round(k):
        """theta, rho, pi and chi of one round (iota is the caller's). D_x = C_x-1 ^ rol(C_x+1, 1)
        with only three temporaries: C0 and C1 wait in the frame, column 4's D (tmp2) is applied as
        pi moves its lanes."""
        h.k = k
        t, t1 = k.scratch(2)
        with k.section("theta"):
            k.ld(tmp0, SP, column4)                        # C4, from the frame
            for y in range(1, 5):
                k.ld(t, SP, column4 + 8 * y)
                k.xor(tmp0, tmp0, t)
            column(tmp1, 1)                                 # C1
            column(tmp2, 0)                                 # C0
            k.sd(tmp2, SP, parity)
            k.ror(tmp2, tmp1, 63)                           # D0 = C4 ^ rol(C1)
            k.xor(tmp2, tmp2, tmp0)
            apply(tmp2, 0)
            k.sd(tmp1, SP, parity + 8)
            column(tmp2, 2)                                 # C2
            k.ror(tmp1, tmp2, 63)                           # D1 = C0 ^ rol(C2)
            k.ld(t, SP, parity)
            k.xor(tmp1, tmp1, t)
            apply(tmp1, 1)
            column(tmp1, 3)                                 # C3
            k.ror(tmp0, tmp0, 63)                           # D3 = C2 ^ rol(C4)
            k.xor(tmp2, tmp2, tmp0)
            apply(tmp2, 3)
            k.ror(tmp0, tmp1, 63)                           # D2 = C1 ^ rol(C3)
            k.ld(t, SP, parity + 8)
            k.xor(tmp0, tmp0, t)
            apply(tmp0, 2)
            k.ld(tmp2, SP, parity)                          # D4 = C3 ^ rol(C0)
            k.ror(tmp2, tmp2, 63)
            k.xor(tmp2, tmp2, tmp1)
        with k.section("rho and pi"):
            # home p takes rot(A[s]) for s = pi^-1(p), along the cycle from lane 1 (in tmp0);
            # column 4's lanes come from and go to the frame through t0, taking D4 on the way
            k.mv(tmp0, lane[1])
            for p, s in PI_CYCLE:
                rot = 64 - RHO[s % 5][s // 5]
                src = tmp0 if s == 1 else lane.get(s)
                if src is None:
                    k.ld(t, SP, at(s))
                    k.xor(t, t, tmp2)
                    src = t
                if p in lane:
                    k.ror(lane[p], src, rot, t1 if src == t else t)
                else:
                    k.ror(t, src, rot, t1)
                    k.sd(t, SP, at(p))
        with k.section("chi"):
            for y in range(5):
                chi_row(k, rows[y], tmp0, tmp1, tmp2, column4 + 8 * y)

    @helper(name="keccak_permute")
    def permute(k):
        """Keccak-f[1600] on the lanes: the 24 rounds, two per iteration, iota from the table."""
        t = k.scratch()
        loop = k.label("keccak_rounds")
        k.la(tmp0, table)
        k.addi(tmp1, tmp0, 8 * ROUNDS)
        k.sd(tmp0, SP, RC_AT)
        k.sd(tmp1, SP, RC_END_AT)
        k.bind(loop)
        for r in range(PER_ITERATION):
            keccak_round(k)
            k.ld(tmp0, SP, RC_AT)                # iota
            k.ld(t, tmp0, 8 * r)
            k.xor(lane[0], lane[0], t)
        k.addi(tmp0, tmp0, 8 * PER_ITERATION)
        k.sd(tmp0, SP, RC_AT)
        k.ld(tmp1, SP, RC_END_AT)
        k.bne(tmp0, tmp1, loop)

    h.load_state, h.store_state, h.absorb, h.permute = load_state, store_state, absorb, permute
    return h
