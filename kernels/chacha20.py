"""chacha20Block: as many ChaCha20 blocks as one register group holds, rows across lanes.

Layout: four register groups hold the state's four rows, each lane's row as four consecutive e32
elements (lane j, word w at element 4j + w). One add, xor and rotate then does a quarter-round step
for all four columns of every lane: a double round is 24 arithmetic instructions (Zvkb: vror.vi; plain
V: vsll + vsrl + vor) plus six vrgatherei16 that rotate rows B, C, D within each lane's four words
to the diagonals and back. With one word per register group (the column layout OpenJDK uses) a
double round costs 96 instructions for the same lanes, and at VLEN 128 a group of four words would
hold only four lanes; rows let LMUL 4 hold four lanes at VLEN 128 and sixteen (Java's maximum, 1024
bytes) from VLEN 512 on, with vl = min(64, VLMAX) e32 elements: VLEN-agnostic.

The rows are read and written with indexed accesses (vluxei32/vsuxei32): offsets 4w read the same
16 bytes of the state into every lane, and 4w + 64j put lane j's row at its block's place in the
output. Lane j's counter word gets + j (mod 2^32, as Java's keystream across the wrap) under a mask
of the word-0 elements. The gathers land in a spare group and the rows change registers; after two
double rounds they are back, so the loop runs two double rounds per iteration.
"""
from fractions import Fraction

from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import V, X

ROTATIONS = (16, 12, 8, 7)

_VARIANTS = {"zvkb": ({"v", "zvkb"}, "vror.vi rotates in one instruction"),
             "v": ({"v"}, "plain V: vsll.vi + vsrl.vi + vor.vv per rotation"),
             "zbb": ({"zbb"}, "scalar yardstick: one block per call, the state in 16 registers, roriw")}
COLUMNS = ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15))
DIAGONALS = ((0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14))


@kernel(stub="chacha20Block", variants=_VARIANTS,
        params={"lmul": Param(4, (2, 4), "register group of one row: a group holds VLEN*LMUL/128 lanes "
                                        "(up to 16 blocks)", variants=("zvkb", "v"))})
def chacha20(k, lmul):
    if k.variant == "zbb":
        return scalar_block(k)
    state, out = k.args
    mask = V[0]
    rows = k.vregs(4, lmul=lmul, names=["va", "vb", "vc", "vd"])
    spare, offs = k.vregs(2, lmul=lmul, names=["vspare", "voffs"])
    idx = k.vregs(3, lmul=max(1, lmul // 2), names=["vrot1", "vrot2", "vrot3"])
    vl, t, p, n = k.temps(4, names="vl tmp ptr rounds")
    L_round = k.label("double_round")

    k.enter()
    k.li(t, 64)                                    # 16 blocks of 16 words: Java's buffer holds no more
    with k.vtype(sew=32, lmul=lmul, avl=t, vl=vl, ma=False):
        k.vid_v(offs)
        k.vand_vi(offs, offs, 3)
        k.vmseq_vi(mask, offs, 0)                  # word 0 of each lane: where the counter sits
        k.vsll_vi(offs, offs, 2)
        rotation_indices(k, idx, spare, lmul, vl)
        for r, row in enumerate(rows):
            row_load(k, row, state, r, p, offs)
        lane_counters(k, rows[3], spare)

        k.li(n, 5)
        k.bind(L_round)
        regs = dict(b=rows[1], c=rows[2], d=rows[3], free=spare)
        for _ in range(2):
            regs = double_round(k, rows[0], regs, idx)
        assert regs == dict(b=rows[1], c=rows[2], d=rows[3], free=spare)
        k.addi(n, n, -1)
        k.bnez(n, L_round)

        lane_counters(k, rows[3], spare)           # the input state again, added to the output
        for r, row in enumerate(rows):
            row_load(k, spare, state, r, p, offs)
            k.vadd_vv(row, row, spare)
        k.vid_v(spare)                             # offsets 4w + 64j: each lane's row to its block
        k.vand_vi(spare, spare, -4)
        k.vsll_vi(spare, spare, 4)
        k.vadd_vv(spare, spare, offs)
        for r, row in enumerate(rows):
            k.addi(p, out, 16 * r)
            k.vsuxei32_v(row, p, spare)
    k.slli(k.result, vl, 4)                        # 64 bytes per lane, 4 elements per lane
    k.leave()
    k.ret()


def rotation_indices(k, idx, scratch, lmul, vl):
    """idx[s-1][4j + w] = 4j + (w + s) % 4 as e16: a gather by it rotates each lane's row left by s."""
    k.setvl(16, Fraction(lmul, 2), avl=vl)
    first = idx[2]
    k.vid_v(first)
    k.vand_vi(scratch, first, -4)
    for s, v in ((1, idx[0]), (2, idx[1]), (3, idx[2])):
        k.vadd_vi(v, first, s)
        k.vand_vi(v, v, 3)
        k.vor_vv(v, v, scratch)
    k.setvl(32, lmul, avl=vl, ma=False)


def row_load(k, dst, state, r, p, offs):
    """dst = state row r (words 4r..4r+3) in every lane."""
    if r:
        k.addi(p, state, 16 * r)
    k.vluxei32_v(dst, p if r else state, offs)


def lane_counters(k, d, scratch):
    """d's word 0 of lane j += j (mod 2^32)."""
    k.vid_v(scratch)
    k.vsrl_vi(scratch, scratch, 2)
    k.vadd_vv(d, d, scratch, masked=True)


def rotl(k, x, n, scratch):
    if k.has("zvkb"):
        k.vror_vi(x, x, 32 - n)
    else:
        k.vsll_vi(scratch, x, n)
        k.vsrl_vi(x, x, 32 - n)
        k.vor_vv(x, x, scratch)


def quarter_rounds(k, a, b, c, d, scratch):
    """The four quarter-rounds of a column (or diagonal) round, for every lane."""
    for (x, y, z), rot in zip(((a, b, d), (c, d, b), (a, b, d), (c, d, b)), ROTATIONS):
        k.vadd_vv(x, x, y)
        k.vxor_vv(z, z, x)
        rotl(k, z, rot, scratch)


def gather(k, regs, row, s, idx):
    """Rotate row `row` left by s words within each lane, into the free group."""
    dst = regs["free"]
    k.vrgatherei16_vv(dst, regs[row], idx[s - 1])
    return dict(regs, free=regs[row], **{row: dst})


def double_round(k, a, regs, idx):
    quarter_rounds(k, a, regs["b"], regs["c"], regs["d"], regs["free"])
    for row, s in (("b", 1), ("c", 2), ("d", 3)):
        regs = gather(k, regs, row, s, idx)
    quarter_rounds(k, a, regs["b"], regs["c"], regs["d"], regs["free"])
    for row, s in (("b", 3), ("c", 2), ("d", 1)):
        regs = gather(k, regs, row, s, idx)
    return regs


def scalar_block(k):
    """One block: what a core without V gets, and the yardstick for the vector shapes."""
    state, out = k.args
    L_round = k.label("double_round")
    k.enter()
    # 16 words and the round counter stay out of t0-t2 (MacroAssembler's scratch): eight s-registers
    saved = k.save(X[9], *X[18:25])
    w = k.temps(16, names=[f"x{i}" for i in range(16)])
    [n] = k.temps(1, names="rounds")
    t = k.scratch()                                # read by the very next instruction only
    for i in range(16):
        k.lw(w[i], state, 4 * i)
    k.li(n, 10)
    k.bind(L_round)
    for group in (COLUMNS, DIAGONALS):
        for a, b, c, d in group:
            for (x, y, z), rot in zip(((a, b, d), (c, d, b), (a, b, d), (c, d, b)), ROTATIONS):
                k.addw(w[x], w[x], w[y])
                k.xor(w[z], w[z], w[x])
                k.roriw(w[z], w[z], 32 - rot)
    k.addi(n, n, -1)
    k.bnez(n, L_round)
    for i in range(16):
        k.lw(t, state, 4 * i)
        k.addw(w[i], w[i], t)
        k.sw(w[i], out, 4 * i)
    k.restore(*saved)
    k.li(k.result, 64)
    k.leave()
    k.ret()
