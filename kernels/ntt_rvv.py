"""What the ML-KEM and ML-DSA kernels share: strip-mining over a polynomial's coefficients, and an
NTT level whose butterflies meet runs of l consecutive ints. Both run Java's int arithmetic in e32
lanes (ML-KEM widens its shorts into an int scratch first), so a level's loop is the same; only the
butterfly (each algorithm's montMul) differs, passed in."""
from stubforge.dsl.structure import helper


def strip(k, left, vl, ptrs, shift):
    """After a pass of vl elements: advance each pointer by vl << shift bytes, count vl off `left`
    (one helper for every ML-KEM and ML-DSA stub, the pointers a register array)."""
    advance(k, k.array(list(ptrs), "ptrs"), len(ptrs), shift, vl, left)


@helper(name="advance_by_vl")
def advance(k, ptrs, n, shift, vl, left):
    """ptrs[0 .. n) += vl << shift bytes (vl elements of 1 << shift bytes each), left -= vl."""
    t = k.scratch()
    for i in k.range(n):
        k.slli(t, vl, shift)                   # t0 may not live across instructions (HotSpot's scratch)
        k.add(ptrs[i], ptrs[i], t)
    k.sub(left, left, vl)


def level_runs(k, butterflies, inverse, l, nb, base, r, *, coeffs, run, blocks, vprod, per_lane=False):
    """One level as nb blocks of two runs of l ints, vl of them a pass, unit-stride, the block's zeta
    a scalar: `butterflies(k, inverse, vx, vy, zeta, vprod, vt, qinv, q, scalar=True)` on each pass.
    `coeffs` holds the ints' address, `run` and `blocks` are free, r names the rest. The zetas at
    r["ztab"]: one word a block from entry base (put back after the level), or, per_lane, Java's
    vector layout: the level's 128 words, each block's zeta once per butterfly (block b's at word
    b * l), ztab left at the next level's. The body of each algorithm's level helper: l, nb and base
    may be its int parameters (the labels are named alike for every level, so one C++ function
    serves them all)."""
    left, vl, tmp, zeta, ztab = r["left"], r["vl"], r["tmp"], r["zeta"], r["ztab"]
    ptr = r["ptr"]
    L_block, L_run = k.label("block"), k.label("run")
    k.mv(ptr, coeffs)
    if not per_lane:
        k.addi(ztab, ztab, 4 * base)           # walked block by block, put back after the level
    k.li(blocks, nb)
    k.bind(L_block)
    k.lw(zeta, ztab, 0)
    k.li(left, l)
    k.mv(run, ptr)
    k.bind(L_run)
    with k.vtype(sew=32, lmul=r["lmul"], avl=left, vl=vl):
        k.vle32_v(r["vx"], run)
        k.addi(tmp, run, 4 * l)
        k.vle32_v(r["vy"], tmp)
        butterflies(k, inverse, r["vx"], r["vy"], zeta, vprod, r["vt"], r["qinv"], r["q"], scalar=True)
        k.vse32_v(r["vx"], run)
        k.vse32_v(r["vy"], tmp)
    k.slli(tmp, vl, 2)
    k.add(run, run, tmp)
    k.sub(left, left, vl)
    k.bnez(left, L_run)
    k.addi(ptr, ptr, 8 * l)
    k.addi(ztab, ztab, 4 * l if per_lane else 4)
    k.addi(blocks, blocks, -1)
    k.bnez(blocks, L_block)
    if not per_lane:
        k.addi(ztab, ztab, -4 * (base + nb))


def run_levels(k, level, inverse, unit_from, top):
    """The levels with l >= unit_from as one C++ loop over `level(k, l, nb[, base])` (a helper): the
    NTT's first levels l = 128, 64, .. (nb = 1, 2, .. blocks, zetas from nb - 1), the inverse's last
    ones l = unit_from .. 128 (zetas from top - 2 nb, top being one more than the zetas' count).
    Nothing when unit_from is above 128."""
    count = max(0, 9 - unit_from.bit_length())    # levels l = unit_from .. 128
    if not count:
        return
    what = "two runs of l ints each, unit-stride, the block's zeta a scalar"
    if inverse:
        with k.section(f"Levels l = {unit_from} .. 128: {what}"):
            for i in k.range(count):
                _call(k, level, unit_from << i, (128 // unit_from) >> i, top - ((256 // unit_from) >> i))
    else:
        with k.section(f"Levels l = 128 .. {unit_from}: {what}"):
            for i in k.range(count):
                _call(k, level, 128 >> i, 1 << i, (1 << i) - 1)


def _call(k, level, l, nb, base):
    """level(k, ...) with those of l, nb, base it takes (a level reading Java's layout needs no base)."""
    given = {"l": l, "nb": nb, "base": base}
    level(k, *(given[p] for p in level.helper_params))


def lane_offsets(k, vi, vo, vo2, lane, tmp, l):
    """A pass of 128 butterflies from butterfly `lane` on: vi = i (vid + lane), vo the byte offset of
    coeffs[j], j = i + (i & -l), vo2 that of coeffs[j + l], for indexed loads and stores."""
    k.vid_v(vi)
    k.vadd_vx(vi, vi, lane)                # i
    k.li(tmp, -l)
    k.vand_vx(vo, vi, tmp)
    k.vadd_vv(vo, vo, vi)
    k.vsll_vi(vo, vo, 2)                   # byte offset of coeffs[j]
    k.li(tmp, 4 * l)
    k.vadd_vx(vo2, vo, tmp)                # and of coeffs[j + l]
