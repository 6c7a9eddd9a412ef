"""ghash_processBlocks with V + Zvbb + Zvbc: Karatsuba on 64-bit halves, VLEN-agnostic and aggregated.

Basis: reversing all 128 bits of a GCM block gives the usual polynomial basis (bit i = coefficient of
x^i), where the product is a carry-less multiply reduced by x^128 = x^7 + x^2 + x + 1 (0x87). For
data that reversal is vbrev8.v on each little-endian 64-bit half (the low half is the first 8
bytes); Java's big-endian longs (state, H) need vbrev.v on each long instead.

Lanes: the low and high halves of N = VLEN*LMUL/64 blocks are loaded into two groups by two
stride-16 loads, so block j is lane j of both and no data moves between elements. As in
kernels/ghash.py, lane j accumulates blocks j, j+N, ... multiplied by H^N each step; the partial group
goes first (slid into the top lanes), the last step multiplies by [H^N..H^1], and the lanes are
XORed together once per call (one vredxor per half). Per step: Karatsuba (6 vclmul/vclmulh with
(a0^a1)(h0^h1) for the middle term) and the reduction of the upper 128 bits by 0x87 (5 more), about
34 instructions for N blocks.

Registers: acc (2 groups), H^N and the powers (3 each: low, high, low^high), four product temporaries:
twelve groups, so LMUL <= 2.
"""
from stubforge.dsl.regs import X, ZERO
from stubforge.dsl.structure import helper

R_GCM = 0x87


@helper(name="ghash_gf_mul")
def gf_mul(k, a0, a1, b0, b1, bx, tmp1, tmp2, tmp3, tmp4, rpoly):
    """(a0, a1) = (a0, a1) * (b0, b1) in GF(2^128) per lane, bx = b0 ^ b1 (each a register group
    holding one 64-bit half of every lane's block, polynomial basis); tmp1..tmp4 are clobbered and rpoly
    holds 0x87. Karatsuba: three carry-less products of the halves (the middle one from a0^a1 and
    bx) give the 256-bit product w3:w2:w1:w0, whose upper half folds back by x^128 = 0x87 in two
    steps. Under e64."""
    k.vxor_vv(tmp1, a0, a1)
    k.vclmul_vv(tmp2, tmp1, bx)                        # middle, low half
    k.vclmulh_vv(tmp1, tmp1, bx)                       # middle, high half
    k.vclmul_vv(tmp3, a0, b0)                        # w0 = (a0 b0) low
    k.vclmulh_vv(a0, a0, b0)
    k.vclmul_vv(tmp4, a1, b1)
    k.vclmulh_vv(a1, a1, b1)                       # w3 = (a1 b1) high
    k.vxor_vv(tmp2, tmp2, tmp3)
    k.vxor_vv(tmp2, tmp2, tmp4)                          # middle ^ a0b0 ^ a1b1, low
    k.vxor_vv(tmp1, tmp1, a0)
    k.vxor_vv(tmp1, tmp1, a1)                          # ... high
    k.vxor_vv(a0, a0, tmp2)                          # w1
    k.vxor_vv(tmp4, tmp4, tmp1)                          # w2
    # w2 x^128 = w2 * 0x87; w3 x^192 = w3 * 0x87 x^64, whose carry past x^128 folds once more.
    k.vclmul_vx(tmp1, tmp4, rpoly)
    k.vxor_vv(tmp3, tmp3, tmp1)
    k.vclmulh_vx(tmp1, tmp4, rpoly)
    k.vxor_vv(a0, a0, tmp1)
    k.vclmul_vx(tmp1, a1, rpoly)
    k.vxor_vv(a0, a0, tmp1)
    k.vclmulh_vx(tmp1, a1, rpoly)
    k.vclmul_vx(tmp1, tmp1, rpoly)
    k.vxor_vv(tmp3, tmp3, tmp1)
    k.vmv_v_v(a1, a0)
    k.vmv_v_v(a0, tmp3)


def load_halves(k, lo, hi, ptr, ptr8, stride):
    """lo/hi lane j = the halves of block j in the polynomial basis."""
    k.vlse64_v(lo, ptr, stride)
    k.vlse64_v(hi, ptr8, stride)
    k.vbrev8_v(lo, lo)
    k.vbrev8_v(hi, hi)


def java_pair(k, tmp, tmp2, ptr, lo, hi):
    """lo, hi = a Java long[2] (two BE64 halves) in the polynomial basis, as scalars."""
    with k.vtype(sew=64, lmul=1, avl=2):
        k.vle64_v(tmp, ptr)
        k.vbrev_v(tmp, tmp)
        k.vmv_x_s(lo, tmp)
        k.vslidedown_vi(tmp2, tmp, 1)
        k.vmv_x_s(hi, tmp2)


def ghash_clmul(k, lmul):
    """The stub: ghash_processBlocks [zvbc]."""
    state, htbl, data, blocks = k.args
    k.enter()
    saved = k.save(X[9], X[18])                    # nine values live across the loops
    t, r, vlmax, end, step, y0, y1, rpoly, stride = k.temps(9, names="tmp head vlmax end step y0 y1 rpoly stride")
    clmul_hash(k, lmul, state, htbl, data, blocks, [vlmax, r, end, step, t, y0, y1, rpoly, stride])
    k.restore(*saved)
    k.leave()
    k.ret()


def clmul_hash(k, lmul, state, htbl, data, blocks, regs):
    """state = GHASH over `blocks` (>= 1) blocks at data, H from htbl. Takes 12 groups of `lmul` and 3
    single vector registers from the pool, and 9 scalar registers `regs` (vlmax, head, end, step,
    tmp, y0, y1, rpoly, stride); blocks and data are clobbered. One helper in the C++, shared by
    ghash_processBlocks [zvbc] and galoisCounterMode_AESCrypt [zvbc]."""

    @helper
    def ghash_clmul_blocks(k, state, htbl, data, blocks, vlmax, head, end, step, tmp, y0, y1, rpoly, stride):
        """state = GHASH over blocks (>= 1) blocks at data, H from htbl: Karatsuba on N lanes of
        64-bit halves, the lanes XORed together at the end. blocks and data are clobbered."""
        _clmul_hash(k, lmul, state, htbl, data, blocks, (vlmax, head, end, step, tmp, y0, y1, rpoly, stride))

    ghash_clmul_blocks(k, state, htbl, data, blocks, *regs)


def _clmul_hash(k, lmul, state, htbl, data, blocks, regs):
    vlmax, r, end, step, t, y0, y1, rpoly, stride = regs
    s1, s2, zero = k.vregs(3, names="vs1 vs2 vzero")
    acc0, acc1, hn0, hn1, hnx, p0, p1, px, t1, t2, t3, t4 = k.vregs(
        12, lmul=lmul, names="vacc0 vacc1 vhn0 vhn1 vhnx vpow0 vpow1 vpowx vt1 vt2 vt3 vt4".split())

    java_pair(k, s1, s2, htbl, y0, y1)
    k.li(rpoly, R_GCM)
    k.li(stride, 16)
    done, loop = k.label("powers_done"), k.label("powers")
    with k.vtype(sew=64, lmul=lmul, vl=vlmax):
        k.vmv_v_x(p0, y0)                          # H in every lane
        k.vmv_v_x(p1, y1)
        k.li(t, 1)
        k.bgeu(t, vlmax, done)
        k.bind(loop)                               # p lanes 0..t-1 = H^t .. H^1
        k.vrgather_vx(acc0, p0, ZERO)
        k.vrgather_vx(acc1, p1, ZERO)
        k.vxor_vv(px, p0, p1)
        gf_mul(k, acc0, acc1, p0, p1, px, t1, t2, t3, t4, rpoly)
        k.vslideup_vx(acc0, p0, t)
        k.vslideup_vx(acc1, p1, t)
        k.vmv_v_v(p0, acc0)
        k.vmv_v_v(p1, acc1)
        k.slli(t, t, 1)
        k.bltu(t, vlmax, loop)
        k.bind(done)
        k.vxor_vv(px, p0, p1)
        k.vrgather_vx(hn0, p0, ZERO)
        k.vrgather_vx(hn1, p1, ZERO)
        k.vxor_vv(hnx, hn0, hn1)
    java_pair(k, s1, s2, state, y0, y1)

    k.slli(step, vlmax, 4)
    k.slli(end, blocks, 4)
    k.add(end, end, data)
    k.addi(r, vlmax, -1)                           # head: ((blocks - 1) mod N) + 1 blocks
    k.addi(t, blocks, -1)
    k.and_(r, r, t)
    k.addi(r, r, 1)
    p8 = k.rename(blocks, "data_hi")               # blocks is dead from here
    k.addi(p8, data, 8)
    with k.vtype(sew=64, lmul=lmul, avl=r):
        load_halves(k, t1, t2, data, p8, stride)
    with k.vtype(sew=64, lmul=lmul, avl=1, ta=False):
        k.vxor_vx(t1, t1, y0)
        k.vxor_vx(t2, t2, y1)
    k.slli(t, r, 4)
    k.add(data, data, t)
    k.add(p8, p8, t)
    k.sub(t, vlmax, r)
    L_loop, L_last = k.label("ghash_loop"), k.label("ghash_last")
    with k.vtype(sew=64, lmul=lmul, vl=vlmax):
        k.vmv_v_i(acc0, 0)
        k.vmv_v_i(acc1, 0)
        k.vslideup_vx(acc0, t1, t)
        k.vslideup_vx(acc1, t2, t)
        k.bgeu(data, end, L_last)
        k.bind(L_loop)
        gf_mul(k, acc0, acc1, hn0, hn1, hnx, t1, t2, t3, t4, rpoly)
        load_halves(k, t1, t2, data, p8, stride)
        k.vxor_vv(acc0, acc0, t1)
        k.vxor_vv(acc1, acc1, t2)
        k.add(data, data, step)
        k.add(p8, p8, step)
        k.bltu(data, end, L_loop)
        k.bind(L_last)
        gf_mul(k, acc0, acc1, p0, p1, px, t1, t2, t3, t4, rpoly)
        k.vmv_s_x(zero, ZERO)
        k.vredxor_vs(s1, acc0, zero)
        k.vredxor_vs(s2, acc1, zero)
    with k.vtype(sew=64, lmul=1, avl=2):
        k.vslideup_vi(s1, s2, 1)
        k.vbrev_v(s1, s1)
        k.vse64_v(s1, state)
    k.release(s1, s2, zero, acc0, acc1, hn0, hn1, hnx, p0, p1, px, t1, t2, t3, t4)
