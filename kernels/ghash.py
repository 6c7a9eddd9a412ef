"""ghash_processBlocks with Zvkg: N blocks per vghsh, the reduction deferred to the end of the call.

Java hands the state and H as big-endian longs (st[0] = BE64(Y[0..7])): in little-endian memory each
8-byte half is byte-reversed, so they are loaded with e64 and vrev8.v, which gives the GCM byte
order Zvkg works in (it bit-reverses each byte itself). Data is raw bytes in that order already.

Aggregation without a reduction per step. One register group holds N = VLEN*LMUL/128 element groups
("lanes"). Lane i accumulates blocks i, i+N, i+2N, ...: every step is one
    vghsh.vv acc, hn, x        acc_i = (acc_i ^ x_i) * H^N   (hn: H^N in every lane)
and the last step multiplies by the powers [H^N, H^(N-1), ..., H^1] instead, so block j of the
stream ends up multiplied by H^(blocks-j) as GHASH's Horner form wants. The lanes are XORed together
once per call (two vredxor under e64). For the last step to be a whole group, the partial group
(blocks mod N, or N) goes first, slid up into the top lanes of a zero group, with the state XORed
into its first block (zero blocks in front of Y change nothing). The loop is then one vghsh, one
load and two scalar instructions for VLEN*LMUL/8 bytes.

Powers of H are computed in registers on every call (log2 N doublings: P[H^k..H^1] times H^k in
every lane, then the old P slid up behind it), so subkeyHtbl stays as Java made it: elements 2..113
are never read or written, and a table reused by a later call, or shared with the GCM stub, needs no
agreement about a cache.

Data is loaded with vle32.v at any alignment, as this project's and HotSpot's own AES stubs do.
LMUL 8 is not offered: the loop needs acc, x and hn, and the powers two more groups besides; four
groups of 8 do not fit next to v0.
"""
from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import V, ZERO
from stubforge.dsl.structure import helper

from .ghash_clmul import ghash_clmul

EVEN_E64 = 0x55          # e8 value whose mask bits select the even e64 elements (the low halves)


def load_be128(k, vd, ptr):
    """vd's first element group = the 16 bytes of a Java long[2] (two BE64 halves) in GCM order."""
    with k.vtype(sew=64, lmul=1, avl=2):
        k.vle64_v(vd, ptr)
        k.vrev8_v(vd, vd)


@helper
def ghash_h_powers(k, vpow, vtmp, vidx, htbl, vlmax, tmp):
    """vpow = [H^N, ..., H^1] (lane 0 highest), vidx = 0,1,2,3 repeated (lane-0 broadcast indices),
    N = VLEN*LMUL/128 with LMUL the size of the groups; vlmax = VLMAX at e32."""
    p, q, idx, k4, lmul = vpow, vtmp, vidx, tmp, vpow.lmul
    with k.vtype(sew=64, lmul=lmul, avl=2):
        k.vle64_v(p, htbl)
        k.vrev8_v(p, p)
    k.li(k4, 4)                                    # e32 elements per lane
    done, loop = k.label("powers_done"), k.label("powers")
    with k.vtype(sew=32, lmul=lmul, vl=vlmax):
        k.vid_v(idx)
        k.vand_vi(idx, idx, 3)
        k.bgeu(k4, vlmax, done)                    # one lane: P = [H]
        k.bind(loop)
        k.vrgather_vv(q, p, idx)                   # H^k in every lane
        k.vgmul_vv(q, p)                           # lanes 0..k-1: H^2k .. H^(k+1)
        k.vslideup_vx(q, p, k4)                    # lanes k..2k-1: H^k .. H^1
        k.vmv_v_v(p, q)
        k.slli(k4, k4, 1)
        k.bltu(k4, vlmax, loop)
        k.bind(done)


def head_blocks(k, r, blocks, vlmax):
    """r = the blocks of the first (partial) group: ((blocks - 1) mod N) + 1, N = vlmax/4 a power of 2."""
    k.srli(r, vlmax, 2)
    k.addi(r, r, -1)
    k.addi(blocks, blocks, -1)
    k.and_(r, r, blocks)
    k.addi(blocks, blocks, 1)
    k.addi(r, r, 1)


def pad_head(k, x, tmp, y, r, vlmax, lmul, off):
    """x = [0 .. 0, tmp_0 ^ Y, tmp_1, .. tmp_(r-1)]: the first r blocks in the top r lanes.
    tmp's first block keeps Y XORed in; y is one register with the state in its first element group."""
    with k.vtype(sew=32, lmul=1, avl=4, ta=False):  # tail undisturbed: the other blocks stay
        k.vxor_vv(tmp[0], tmp[0], y)
    k.slli(off, r, 2)
    k.sub(off, vlmax, off)
    with k.vtype(sew=32, lmul=lmul, vl=vlmax):
        k.vmv_v_i(x, 0)
        k.vslideup_vx(x, tmp, off)


def fold_lanes(k, acc, red, zero, state, lmul, t):
    """XOR acc's lanes into one block and store it as Java's state (two BE64 halves): one helper
    per register group size, shared by GHASH and GCM (the group size is written into it)."""
    _fold_helper(lmul)(k, acc, red, zero, state, t)


def _fold_helper(lmul):
    @helper(name="ghash_fold_lanes" if lmul == 4 else f"ghash_fold_lanes_m{lmul}")
    def fold(k, acc, red, zero, state, t):
        """XOR acc's lanes (blocks of the hash, each already multiplied by its power of H) into
        one block and store it as Java's state, two big-endian 64-bit halves."""
        _fold(k, acc, red, zero, state, lmul, t)
    return fold


def _fold(k, acc, red, zero, state, lmul, t):
    with k.vtype(sew=8, lmul=1, vl=t):
        k.li(t, EVEN_E64)
        k.vmv_v_x(V[0], t)
        k.setvl(64, lmul, vl=t)
        k.vmv_s_x(zero, ZERO)
        k.vredxor_vs(red, acc, zero, masked=True)  # element 0: XOR of the low halves
        k.vredxor_vs(zero, acc, zero)              # element 0: XOR of everything
        k.setvl(64, 1, avl=2)
        k.vxor_vv(zero, zero, red)                 # element 0: XOR of the high halves
        k.vslideup_vi(red, zero, 1)
        k.vrev8_v(red, red)
        k.vse64_v(red, state)


def hash_loop(k, acc, hn, x, ptr, end, step):
    """acc = (acc ^ x) * H^N per lane, then x = the next group, while ptr < end. Needs an e32 region
    at VLMAX."""
    loop, done = k.label("ghash_loop"), k.label("ghash_last")
    k.bgeu(ptr, end, done)
    k.bind(loop)
    k.vghsh_vv(acc, hn, x)
    k.vle32_v(x, ptr)
    k.add(ptr, ptr, step)
    k.bltu(ptr, end, loop)
    k.bind(done)


@kernel(stub="ghash_processBlocks", extensions={"v"},
        variants={"zvkg": ({"zvkg", "zvkb"}, "vghsh.vv on N element groups at once, reduction deferred"),
                  "zvbc": ({"zvbc", "zvbb"}, "Karatsuba with vclmul/vclmulh on N lanes, reduction by x^128 = 0x87")},
        params={"lmul": Param(4, (1, 2, 4), "register group size: N = VLEN*LMUL/128 blocks per vghsh",
                              variants=("zvkg",)),
                "clmul_lmul": Param(2, (1, 2), "register group size: N = VLEN*LMUL/64 blocks per step",
                                    variants=("zvbc",))})
def ghash(k, lmul, clmul_lmul):
    if k.variant == "zvbc":
        return ghash_clmul(k, clmul_lmul)
    state, htbl, data, blocks = k.args
    y, red, zero = k.vregs(3, names="vy vred vzero")
    acc, x, hn, p, q, idx = k.vregs(6, lmul=lmul, names="vacc vx vhn vpow vtmp vidx")
    t, r, vlmax, end, step = k.temps(5, names="tmp head vlmax end step")   # t0/t1: short-lived only

    k.enter()
    with k.section("The state, and the powers [H^N .. H^1] of H (N blocks per vghsh)"):
        load_be128(k, y, state)
        ghash_h_powers(k, p, q, idx, htbl, vlmax, t)
        with k.vtype(sew=32, lmul=lmul, vl=vlmax):
            k.vrgather_vv(hn, p, idx)              # H^N in every lane
    with k.section("The head group: the first ((blocks - 1) mod N) + 1 blocks in the top lanes, Y in the first"):
        k.slli(step, vlmax, 2)                     # bytes per group
        k.slli(end, blocks, 4)
        k.add(end, end, data)
        head_blocks(k, r, blocks, vlmax)
        k.slli(t, r, 2)
        with k.vtype(sew=32, lmul=lmul, avl=t):
            k.vle32_v(acc, data)
        k.slli(t, r, 4)
        k.add(data, data, t)
        pad_head(k, x, acc, y, r, vlmax, lmul, t)
    with k.section("N blocks per vghsh: lane i times H^N, the last group times H^(N-i)"):
        with k.vtype(sew=32, lmul=lmul, vl=vlmax):
            k.vmv_v_i(acc, 0)
            hash_loop(k, acc, hn, x, data, end, step)
            k.vghsh_vv(acc, p, x)                  # last group: lane i times H^(N-i)
    fold_lanes(k, acc, red, zero, state, lmul, t)
    k.leave()
    k.ret()
