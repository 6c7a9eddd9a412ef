"""chacha20Block: one ChaCha20 block per vector lane, the sixteen state words as sixteen vectors.

Layout ("vertical", as OpenJDK's own stub and CRYPTOGAMS' VLEN-adaptive ChaCha20): register vx[w]
holds word w of every lane's block, so a quarter-round is plain element-wise add, xor and rotate
with no shuffles between the column and the diagonal rounds, only a different choice of registers.
LMUL is 1 at every VLEN: sixteen words plus four rotation temporaries fill 21 registers, and an
LMUL 2 state would need all 32 (the models cost a vector instruction in proportion to LMUL, so a
larger group buys nothing per byte). What VLEN decides is how many blocks a pass makes,
vl = min(16, VLEN/32) from vsetvli, and the stub repeats passes until it has made Java's 16 blocks
(1024 bytes, KS_MAX_LEN): 4 passes at VLEN 128, 2 at 256, 1 from 512 on.

The four quarter-rounds of a round are interleaved instruction by instruction: each step is four
independent vector instructions, so an in-order core (spacemit-x60: latency 4, one instruction per
2 cycles at LMUL 1) never waits for a result, where one quarter-round at a time (OpenJDK's order)
stalls on every instruction. Modelled by llvm-mca 22 on spacemit-x60 at VLEN 256 that is the
difference between 11.77 (OpenJDK 26's stub) and 6.85 cycles/byte, whole call. `interleave` (1, 2, 4
quarter-rounds in step) is the knob per core: plain V, llvm-mca 22, whole call, 1 / 2 / 4:
spacemit-x60 @256 11.53 / 6.85 / 6.85, sifive-p470 6.45 / 6.46 / 6.46, p670 3.42 / 3.34 / 3.27,
p870 4.26 / 4.24 / 4.34 cycles/B (Zvkb: no difference on the P-cores).

The state is read by scalar lw and broadcast (vmv.v.x), and added back at the end from scalars
(vadd.vx); block j of a pass has counter state[12] + done + j (mod 2^32, as Java's keystream across
the wrap). Each word vector goes to its place in the 64-byte blocks by one strided store (vsse32,
stride 64), as OpenJDK's stub writes it.
"""
from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import X
from stubforge.dsl.structure import helper

ROTATIONS = (16, 12, 8, 7)
BLOCKS = 16                                        # Java's keystream buffer: 1024 bytes

_VARIANTS = {"zvkb": ({"v", "zvkb"}, "vror.vi rotates in one instruction"),
             "v": ({"v"}, "plain V: vsll.vi + vsrl.vi + vor.vv per rotation"),
             "zbb": ({"zbb"}, "scalar yardstick: one block per call, the state in 16 registers, roriw")}
COLUMNS = ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15))
DIAGONALS = ((0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14))


@kernel(stub="chacha20Block", variants=_VARIANTS,
        params={"interleave": Param(4, (1, 2, 4), "quarter-rounds issued in step (one rotation temporary each): "
                                                  "4 hides an in-order core's latency, 1 is OpenJDK's order",
                                    variants=("zvkb", "v"))})
def chacha20(k, interleave):
    if k.variant == "zbb":
        return scalar_block(k)
    state, out = k.args
    vx = k.vregs(16, names="vx")                   # vx[w]: word w of every lane's block
    # plain V rotates by vsll + vsrl + vor: one temporary per quarter-round (taken with Zvkb too, so
    # both variants hold every value in the same register: one generator, `if (UseZvbb)` at the rotation)
    vtmp = k.array(k.vregs(interleave), "vtmp")
    [vctr] = k.vregs(1, names=["vctr"])            # done + j: lane j's counter offset
    left, vl, done, n = k.temps(4, names="left vl done rounds")
    t = k.scratch()                                # a state word, read by the next instruction
    L_pass, L_round = k.label("pass"), k.label("double_round")
    quarter_rounds = round_helpers(vtmp)
    # The rounds pick registers in column order, then in diagonal order: row r of a round is
    # (va, vb, vc, vd)[r] in both, so one helper does either round, `interleave` quarter-rounds a call.
    g = interleave
    sets = []
    if g == 4:
        # a row of the column round is four consecutive words (vx + 4*r in the C++); the diagonal
        # round's rows b, c, d are one array of twelve (vdiag + 4*(r-1)), its row a is vx's
        vdiag = k.array([vx[q[r]] for r in range(1, 4) for q in DIAGONALS], "vdiag")
        sets = [[vx[4 * r:4 * r + 4] for r in range(4)],
                [vx[0:4]] + [vdiag[4 * r:4 * r + 4] for r in range(3)]]
    for rounds, suffix in (((COLUMNS, ""), (DIAGONALS, "_diag")) if g < 4 else ()):
        for first in range(0, 4, g):
            part = str(first // g)
            sets.append([k.array([vx[q[r]] for q in rounds[first:first + g]],
                                 f"v{'abcd'[r]}{part}" if r == 0 else f"v{'abcd'[r]}{suffix}{part}")
                         for r in range(4)])

    k.enter()
    k.li(left, BLOCKS)
    k.li(done, 0)
    k.bind(L_pass)
    with k.vtype(sew=32, lmul=1, avl=left, vl=vl):   # vl blocks this pass, one per lane
        with k.section("Load the state: word w into every lane of vx[w]"):
            for w in k.range(16, var="w"):
                k.lw(t, state, 4 * w)
                k.vmv_v_x(vx[w], t)
            k.vid_v(vctr)
            k.vadd_vx(vctr, vctr, done)
            k.vadd_vv(vx[12], vx[12], vctr)        # lane j's counter: state[12] + done + j

        with k.section("10 double rounds: columns, then diagonals"):
            k.li(n, 10)
            k.bind(L_round)
            for rows in sets:
                quarter_rounds(k, *rows)
            k.addi(n, n, -1)
            k.bnez(n, L_round)

        with k.section("Add the input state and store: word w of block j at out + 64*j + 4*w"):
            for w in k.range(16, var="w"):
                k.lw(t, state, 4 * w)
                k.vadd_vx(vx[w], vx[w], t)
            k.vadd_vv(vx[12], vx[12], vctr)
            stride = k.rename(n, "stride")         # the round counter is spent
            k.li(stride, 64)
            for w in k.range(16, var="w"):
                k.vsse32_v(vx[w], out, stride)
                k.addi(out, out, 4)
    k.shadd(out, vl, out, t, 6)                    # this pass's 64*vl bytes, less the 64 above
    k.addi(out, out, -64)
    k.add(done, done, vl)
    k.sub(left, left, vl)
    k.bnez(left, L_pass)
    k.li(k.result, 64 * BLOCKS)
    k.leave()
    k.ret()


# a += b; d ^= a; d <<<= 16; c += d; b ^= c; b <<<= 12; a += b; d ^= a; d <<<= 8; c += d; b ^= c;
# b <<<= 7, for the four quarter-rounds of a column (or diagonal) round at once: each step is done
# for all four before the next, so no instruction waits for the one just before it.
STEPS = tuple(zip(((0, 1, 3), (2, 3, 1), (0, 1, 3), (2, 3, 1)), ROTATIONS))


def rotate_left(k, z, vtmp, shift):
    """z <<<= shift in every register of z: one vror.vi (Zvkb) each, or, without Zvkb, vsll + vsrl +
    vor through vtmp, each of the three for every register before the next."""
    g = len(z)
    with k.when("zvkb") as zvkb:
        if zvkb:
            for i in k.range(g):
                k.vror_vi(z[i], z[i], 32 - shift)
        else:
            for i in k.range(g):
                k.vsll_vi(vtmp[i], z[i], shift)
            for i in k.range(g):
                k.vsrl_vi(z[i], z[i], 32 - shift)
            for i in k.range(g):
                k.vor_vv(z[i], z[i], vtmp[i])


def round_helpers(vtmp):
    """The quarter-round helpers, one for both rotation kinds (`if (UseZvbb)` in the C++)."""

    # (no assertion of its own: quarter_rounds asserts a, b, c, d apart, which covers each x, y, z)
    @helper(name="chacha20_add_xor_rotate")
    def add_xor_rotate(k, x, y, z, shift):
        """x += y; z ^= x; z <<<= shift: one step of as many quarter-rounds as x holds, each
        instruction for every register before the next."""
        for i in k.range(len(x)):
            k.vadd_vv(x[i], x[i], y[i])
        for i in k.range(len(x)):
            k.vxor_vv(z[i], z[i], x[i])
        rotate_left(k, z, vtmp, shift)

    @helper(name="chacha20_quarter_rounds", distinct_arrays=True)
    def quarter_rounds(k, va, vb, vc, vd):
        """As many quarter-rounds as va holds, in step, every lane."""
        rows = (va, vb, vc, vd)
        for (x, y, z), rot in STEPS:
            add_xor_rotate(k, rows[x], rows[y], rows[z], rot)

    return quarter_rounds


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
