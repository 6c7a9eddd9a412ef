"""updateBytesAdler32, variant "lanes": per-lane sums across steps, one reduction per chunk.

Why: reducing every step to a scalar (the "reduce" variant) costs the same instructions per step at
any VLEN, so a wider machine gains nothing. Here each lane keeps its own sums for a whole chunk and
the lanes are reduced once at its end, so the work per byte falls as VLEN grows.

Layout. A sub-step is L = VLEN*LMUL/8 bytes (one e8 group of `lmul` registers); lane i of sub-step t
holds the byte at chunk position p = t*L + i. A whole-register load (vl<load>re8, no vtype needed)
brings load/lmul consecutive sub-steps; `unroll` loads make a batch of u sub-steps. Per lane:

    A  (e16) = sum of the lane's bytes so far                      (vwaddu.wv, per sub-step)
    W  (e16) = sum over batches of sum_j (u-1-j) * x_j             (vwmaccu.vx, per sub-step)
    C' (e32) = sum over batches of A as it was before the batch    (vwaddu.wv, per batch)

Only C' needs e16 sources, so a batch switches vtype twice whatever u is. With T = nb*u sub-steps
in the chunk and C_i = sum_t (T-t) x[t,i] = u*C'_i + W_i + A_i, the chunk's share of s2 is

    sum_p (N-p) x_p = L*sum_i C_i - sum_i i*A_i = L*u*sum(C') + sum_i (L*W_i + (L-i)*A_i)

(N = T*L), plus N*s1 for the s1 it started with. A last, partial batch is loaded zero-padded (tail
undisturbed) and counted as a full one: the padding adds pad*s1_end to s2, which is subtracted.

Overflow bounds, per lane, for a chunk of at most nb batches (nb = chunk_batches(u)):
    A_i  <= 255*nb*u                   <= 65535      needs nb*u <= 257
    W_i  <= 255*nb*u*(u-1)/2           <= 65535      needs nb*u*(u-1) <= 514
    C'_i <= 255*u*nb*(nb-1)/2          < 2^32        (u=2, nb=128: 4.1e6)
    L*W_i + (L-i)*A_i <= 2*L*65535     < 2^32        for L <= 16384 (VLEN 65536, LMUL 2)
The lane sums are reduced with widening reductions into 64 bits (sum(A) into 32: L*65535 < 2^31),
and s1, s2 are 64-bit scalars reduced mod 65521 once per chunk.
"""
from __future__ import annotations

from dsl.regs import ZERO, VReg

BASE = 65521


def _log2(n: int) -> int:
    assert n > 0 and n & (n - 1) == 0, n
    return n.bit_length() - 1


def short_path(k, s1, s2, buf, length, t, r1, r2, vx, vw, vprod, vzero, vred, lmul, L_long, L_mod):
    """Buffers of up to min(VLEN*2*lmul/8, 255) bytes in one step, as the "default" variant does
    each step: the sum and the sum weighted by len-i (the weights fit e8 because len <= 255), at a
    third of the long path's fixed cost. Uses the lane-sum registers (free until the long path)."""
    with k.vtype(sew=8, lmul=2 * lmul, vl=t):
        k.li(r1, 255)
        L_cap = k.label("short_cap")
        k.bgeu(r1, t, L_cap)
        k.mv(t, r1)
        k.bind(L_cap)
        k.bltu(t, length, L_long)
    with k.vtype(sew=8, lmul=2 * lmul, avl=length, vl=t):   # vl = len: AVL <= VLMAX
        k.vle8_v(vx, buf)
        k.vid_v(vw)
        k.vrsub_vx(vw, vw, length)               # weights len-i, 1..len
        k.vwredsumu_vs(vred, vx, vzero)          # sum(x) <= 255*255: an e16 result
        k.vwmulu_vv(vprod, vw, vx)
    with k.vtype(sew=16, lmul=1, avl=1):
        k.vmv_x_s(r2, vred)
    with k.vtype(sew=16, lmul=4 * lmul, avl=length, vl=t):
        k.vwredsumu_vs(vred, vprod, vzero)       # <= 255*255*256/2: e32
    with k.vtype(sew=32, lmul=1, avl=1):
        k.vmv_x_s(r1, vred)
    k.slli(r2, r2, 48)                           # vmv.x.s sign-extends the 16-bit sum
    k.srli(r2, r2, 48)
    k.mul(t, length, s1)
    k.add(s2, s2, t)
    k.add(s2, s2, r1)
    k.add(s1, s1, r2)
    k.mv(length, ZERO)
    k.j(L_mod)


def chunk_batches(u: int) -> int:
    """The most batches of u sub-steps a chunk may hold before a per-lane sum could overflow."""
    nb = 257 // u
    if u > 1:
        nb = min(nb, 514 // (u * (u - 1)))
    return nb


def lanes(k, adler, buf, length, lmul, unroll, load, split, short):
    """Emit the whole stub; `unroll` sub-steps of `lmul` registers make a batch, loaded `load`
    registers at a time; `split` alternates two sets of A and W between sub-steps."""
    u = unroll
    group = min(u * lmul, load)              # registers per whole-register load
    loads = u * lmul // group                # loads per batch, into the same registers one after another
    per_load = group // lmul                 # sub-steps per load
    data = k.vreg(group, name="vdata")
    vC = k.vreg(4 * lmul, name="vC")
    # Two sets of sums halve the chains of dependent widening adds (latency-bound otherwise); their
    # totals obey the same bounds, and they are added up once per chunk.
    n_a = 2 if split and u >= 2 else 1
    n_w = 2 if split and u >= 4 else 1
    vAs = k.vregs(n_a, lmul=2 * lmul, names=["vA", "vA_odd"][:n_a])
    vWs = k.vregs(n_w, lmul=2 * lmul, names=["vW", "vW_odd"][:n_w])
    vA, vW = vAs[0], vWs[0]
    vzero, vred = k.vregs(2, names="vzero vred")
    s2, lb, end, n, t = k.temps(5, names="sum2 load_bytes end count vl")
    weights = k.temps(max(0, u - 2), names=[f"w{u - 1 - j}" for j in range(u - 2)])
    # the reduction's scalars reuse the weights' registers (reloaded for every chunk)
    r1, r2 = (weights + k.temps(max(0, 2 - len(weights)), names=["red1", "red2"][len(weights):]))[:2]
    nb = chunk_batches(u)
    if nb == 0:
        k.error(f"unroll={u}: a single batch could overflow a lane's 16-bit weighted sum")
    s1 = adler
    # the lane weights L-i after the loop: where a second A was, in the data registers, or in W's
    # when there is no W (u=1)
    wt = vAs[1] if n_a == 2 else VReg(data.num, 2 * lmul) if u > 1 else vW
    if n_a == 1 and u > 1 and group < 2 * lmul:
        k.error(f"load={load}: {group} data registers cannot hold the lane weights (needs {2 * lmul})")

    def vlmax(sew, lm):
        return k.vtype(sew=sew, lmul=lm, vl=t)

    def batch_bytes(rd):
        """rd = bytes per batch; returns the register holding them (lb itself with one load)."""
        if loads == 1:
            return lb
        k.slli(rd, lb, _log2(loads))
        return rd

    def sums(part):
        """A and W over the sub-steps of load `part` of the batch (vtype e8, LMUL=lmul)."""
        for s in range(per_load):
            j = part * per_load + s
            x = data[s * lmul]
            a, w_acc = vAs[j % n_a], vWs[j % n_w]
            k.vwaddu_wv(a, a, x)
            w = u - 1 - j
            if w >= 2:
                k.vwmaccu_vx(w_acc, weights[j], x)
            elif w == 1:
                k.vwaddu_wv(w_acc, w_acc, x)

    def add_c():
        with vlmax(16, 2 * lmul):            # C' += A as it was before the batch
            for a in vAs:
                k.vwaddu_wv(vC, vC, a)

    L_chunk, L_min, L_batch, L_pad, L_reduce, L_mod = (
        k.label(x) for x in ("chunk", "chunk_min", "batch", "partial", "reduce", "mod"))

    k.enter()
    k.zext_w(adler, adler)                   # a Java int arrives sign-extended
    k.srli(s2, adler, 16)
    k.slli(s1, adler, 48)
    k.srli(s1, s1, 48)
    with k.vtype(sew=64, lmul=1, avl=1):
        k.vmv_v_i(vzero, 0)                  # the reductions' start value, read at e32 and e64
    with vlmax(8, group):
        k.mv(lb, t)                          # bytes per whole-register load: group*VLEN/8
    k.beqz(length, L_mod)
    if short:
        short_path(k, s1, s2, buf, length, t, r1, r2, vA, vW, vC, vzero, vred, lmul, L_chunk, L_mod)

    k.bind(L_chunk)
    k.comment(f"a chunk: at most {nb} batches of {u} sub-steps (the per-lane bounds above)")
    with vlmax(16, 2 * lmul):
        for a in vAs:
            k.vmv_v_i(a, 0)
        if u > 1:
            for w in vWs:
                k.vmv_v_i(w, 0)
    with vlmax(32, 4 * lmul):
        k.vmv_v_i(vC, 0)
    for j, w in enumerate(weights):
        k.li(w, u - 1 - j)
    k.li(t, nb * loads)
    k.mul(n, lb, t)                          # the chunk's byte limit
    k.bltu(n, length, L_min)
    k.mv(n, length)
    k.bind(L_min)
    k.sub(length, length, n)
    k.neg(t, batch_bytes(t))
    k.and_(end, n, t)
    k.add(end, buf, end)                     # where the whole batches end
    k.bgeu(buf, end, L_pad)
    k.bind(L_batch)
    add_c()
    with vlmax(8, lmul):                     # whole-register loads need no vtype of their own
        for part in range(loads):
            getattr(k, f"vl{group}re8_v")(data, buf)
            k.add(buf, buf, lb)
            sums(part)
    k.bltu(buf, end, L_batch)

    k.bind(L_pad)                            # a partial batch: loaded zero-padded, summed as a whole one
    k.addi(t, batch_bytes(t), -1)
    k.and_(end, n, t)                        # its bytes
    k.beqz(end, L_reduce)
    add_c()
    for part in range(loads):
        if part:
            k.beqz(end, L_reduce)            # the rest of the batch is padding: it adds nothing
        with vlmax(8, group):
            k.vmv_v_i(data, 0)
        k.mv(t, end)
        if part < loads - 1:                 # AVL <= VLMAX, so vl is exactly the bytes asked for
            L_fits = k.label("partial_fits")
            k.bgeu(lb, t, L_fits)
            k.mv(t, lb)
            k.bind(L_fits)
        with k.vtype(sew=8, lmul=group, avl=t, vl=t, ta=False):   # tail undisturbed: keeps the zeros
            k.vle8_v(data, buf)
        k.add(buf, buf, t)
        k.sub(end, end, t)
        with vlmax(8, lmul):
            sums(part)

    k.bind(L_reduce)
    k.comment("s2 += N*s1 + L*u*sum(C') + sum(L*W + (L-i)*A) - pad*s1', s1' = s1 + sum(A)")
    with vlmax(32, 4 * lmul):
        k.vwredsumu_vs(vred, vC, vzero)
    with k.vtype(sew=64, lmul=1, avl=1):
        k.vmv_x_s(r1, vred)
    with vlmax(16, 2 * lmul):                # t = VLMAX = L, the bytes of a sub-step
        k.mul(r1, r1, t)
        for extra, total in ((vAs[1:], vA), (vWs[1:], vW)):
            for v in extra:
                k.vadd_vv(total, total, v)   # the whole lane sums: within the bounds of one
        k.vid_v(wt)
        k.vrsub_vx(wt, wt, t)
        k.vwmulu_vv(vC, wt, vA)
        if u > 1:
            k.vwmaccu_vx(vC, t, vW)
        k.vwredsumu_vs(vred, vA, vzero)
    with k.vtype(sew=32, lmul=1, avl=1):
        k.vmv_x_s(r2, vred)
    k.addi(t, batch_bytes(end), -1)
    k.neg(end, n)
    k.and_(end, end, t)                      # pad = -n mod (bytes per batch)
    k.add(t, n, end)
    k.mul(t, t, s1)
    k.add(s2, s2, t)
    k.add(s1, s1, r2)
    k.slli(r1, r1, _log2(u))
    k.add(s2, s2, r1)
    k.mul(t, end, s1)
    k.sub(s2, s2, t)
    with vlmax(32, 4 * lmul):
        k.vwredsumu_vs(vred, vC, vzero)
    with k.vtype(sew=64, lmul=1, avl=1):
        k.vmv_x_s(r2, vred)
    k.add(s2, s2, r2)

    k.bind(L_mod)
    k.li(t, BASE)
    k.remu(s1, s1, t)
    k.remu(s2, s2, t)
    k.bnez(length, L_chunk)
    k.slli(s2, s2, 16)
    k.or_(adler, s2, s1)
    k.sext_w(adler, adler)                   # return a Java int the way it came
    k.leave()
    k.ret()
