"""updateBytesAdler32, variant "lanes": per-lane sums across steps, one reduction per chunk.

Why: the "default" variant reduces every 16*LMUL-byte step to scalars, which costs the same
instructions per step at any VLEN, so a wider machine gains nothing. Here each lane keeps its own
sums for a whole chunk and the lanes are reduced once at its end: the work per byte halves with
each doubling of VLEN.

Layout. A sub-step is L = VLEN*step_lmul/8 bytes (one e8 group); lane i of sub-step t holds the
byte at chunk position p = t*L + i. Whole-register loads (vl<load>re8.v, no vtype of their own)
bring consecutive sub-steps; `batch` = u sub-steps make a batch. Per lane:

    A  (e16) = sum of the lane's bytes so far                      (vwaddu.wv, per sub-step)
    W  (e16) = sum over batches of sum_j (u-1-j) * x_j             (vwmaccu.vx, per sub-step)
    C' (e32) = sum over batches of A as it was before the batch    (vwaddu.wv, per batch)

Only C' needs e16 sources, so a batch switches vtype twice whatever u is. With T = nb*u sub-steps
in the chunk and C_i = sum_t (T-t) x[t,i] = u*C'_i + W_i + A_i, the chunk's share of s2 is

    sum_p (N-p) x_p = L*sum_i C_i - sum_i i*A_i = L*u*sum(C') + sum_i (L*W_i + (L-i)*A_i)

(N = T*L), plus N*s1 for the s1 it started with. A last, partial batch is loaded zero-padded (tail
undisturbed) and counted as a whole one: the padding adds pad*s1_end to s2, which is subtracted.

split: A is kept as A0 (even sub-steps) and A1 (odd), which halves the chains of dependent widening
adds (the loop is latency-bound otherwise: llvm-mca p670 0.188 -> 0.094 cycles/B). W's weights
u-1-j are then A0's pattern (1,0,1,0,...) plus twice the pair weights u/2-1-p of sub-steps 2p and
2p+1, so the W register keeps only W2 = sum_p (u/2-1-p)(x[2p] + x[2p+1]) (no more instructions than
W) and W = A0 + 2*W2 once per chunk: the same quantity, hence the same bounds; A0 + A1 = A too.

short: buffers of up to 255 bytes take weighted steps of up to 2L bytes instead (`short_path`).

Overflow bounds, per lane, for a chunk of at most nb batches (nb = chunk_batches(u)):
    A_i  <= 255*nb*u                   <= 65535      needs nb*u <= 257
    W_i  <= 255*nb*u*(u-1)/2           <= 65535      needs nb*u*(u-1) <= 514
    C'_i <= 255*u*nb*(nb-1)/2          < 2^32        (u=2, nb=128: 4.1e6)
    L*W_i + (L-i)*A_i <= 2*L*65535     < 2^32        for L <= 16384 (VLEN 65536, LMUL 2)
The lane sums are reduced with widening reductions into 64 bits (sum(A) into 32: L*65535 < 2^31),
and s1, s2 are 64-bit scalars reduced mod 65521 once per chunk.
"""
from __future__ import annotations

from stubforge.dsl.structure import helper
from stubforge.dsl.regs import X, VReg

BASE = 65521


def _log2(n: int) -> int:
    assert n > 0 and n & (n - 1) == 0, n
    return n.bit_length() - 1


def chunk_batches(u: int) -> int:
    """The most batches of u sub-steps a chunk may hold before a per-lane sum could overflow."""
    nb = 257 // u
    if u > 1:
        nb = min(nb, 514 // (u * (u - 1)))
    return nb


def lanes(k, adler, buf, length, lmul, unroll, load, split, short):
    """Emit the whole stub: `unroll` sub-steps of `lmul` registers make a batch, loaded `load`
    registers at a time; `split` and `short` as the module says."""
    _Lanes(k, adler, buf, length, lmul, unroll, load, split).emit(short)


class _Lanes:
    def __init__(self, k, adler, buf, length, lmul, u, load, split):
        self.k, self.buf, self.length, self.lmul, self.u = k, buf, length, lmul, u
        if u & (u - 1) or lmul not in (1, 2):
            k.error(f"batch={u}, step_lmul={lmul}: needs a power-of-two batch and step_lmul 1 or 2 "
                    "(the e32 sums take 4*step_lmul registers)")
        self.group = min(u * lmul, load)            # registers per whole-register load
        self.loads = u * lmul // self.group         # loads per batch, into the same registers in turn
        self.per_load = self.group // lmul          # sub-steps per load
        self.data = k.vreg(self.group, name="vdata")
        # a load's parts, the bytes of one sub-step each: the C++ array vpart when there are several
        parts = [self.data[s * lmul] for s in range(self.per_load)]
        self.parts = k.array(parts, "vpart") if self.per_load > 1 else parts
        self.vC = k.vreg(4 * lmul, name="vC")
        self.n_a = 2 if split and u >= 2 else 1
        self.vAs = k.vregs(self.n_a, lmul=2 * lmul, names=["vA", "vA_odd"][:self.n_a])
        self.vA = self.vAs[0]
        self.vW = k.vreg(2 * lmul, name="vW")
        self.vzero, self.vred = k.vregs(2, names="vzero vred")
        self.s1 = adler
        wvals = sorted({self.multiplier(j) for j in range(u)} - {0, 1}, reverse=True)
        k.enter()
        # Five scalars and a register per weight live across the loop: past the nine caller-saved
        # registers that are not MacroAssembler's scratch, borrow callee-saved ones.
        short = 5 + max(2, len(wvals)) - k.spare()
        self.saved = k.save(*X[18:18 + short]) if short > 0 else []
        self.s2, self.lb, self.end, self.n, self.t = k.temps(5, names="sum2 load_bytes end count vl")
        weights = k.temps(len(wvals), names=[f"w{v}" for v in wvals])
        self.wreg = dict(zip(wvals, weights))
        # the reduction's scalars reuse the weights' registers (reloaded for every chunk)
        more = k.temps(max(0, 2 - len(weights)), names=["red1", "red2"][len(weights):])
        self.r1, self.r2 = (weights + more)[:2]
        self.nb = chunk_batches(u)
        if self.nb == 0:
            k.error(f"batch={u}: a single batch could overflow a lane's 16-bit weighted sum")
        # the lane weights L-i after the loop: where A1 was, in the data registers, or in W's when
        # there is no W (u=1)
        wt = self.vAs[1] if self.n_a == 2 else VReg(self.data.num, 2 * lmul) if u > 1 else self.vW
        self.wt = k.rename(wt, "vweight")
        if self.n_a == 1 and u > 1 and self.group < 2 * lmul:
            k.error(f"load={load}: {self.group} data registers cannot hold the lane weights "
                    f"(needs {2 * lmul})")
        self.L_chunk, self.L_reduce, self.L_mod = (k.label(x) for x in ("chunk", "reduce", "mod"))
        self._sums = {}

    def multiplier(self, j):
        """The weight of sub-step j of a batch in W (in W2 with split)."""
        return self.u // 2 - 1 - j // 2 if self.n_a == 2 else self.u - 1 - j

    def vlmax(self, sew, lm):
        return self.k.vtype(sew=sew, lmul=lm, vl=self.t)

    def batch_bytes(self, rd):
        """rd = bytes per batch; returns the register holding them (lb itself with one load)."""
        if self.loads == 1:
            return self.lb
        self.k.slli(rd, self.lb, _log2(self.loads))
        return rd

    def emit(self, short):
        self.prologue()
        if short:
            short_path(self.k, self.s1, self.s2, self.buf, self.length, self.t, self.end, self.r1, self.r2,
                       self.vA, self.vW, self.vC, self.vzero, self.vred, self.lmul, self.L_chunk, self.L_mod)
        self.chunk_start()
        self.whole_batches()
        self.partial_batch()
        self.reduce()
        self.epilogue()

    def prologue(self):
        k, s1, s2 = self.k, self.s1, self.s2
        k.zext_w(s1, s1)                         # a Java int arrives sign-extended
        k.srli(s2, s1, 16)
        k.zext(s1, s1, 16)
        with k.vtype(sew=64, lmul=1, avl=1):
            k.vmv_v_i(self.vzero, 0)             # the reductions' start value, read at e32 and e64
        with self.vlmax(8, self.group):
            k.mv(self.lb, self.t)                # bytes per whole-register load: group*VLEN/8
        k.beqz(self.length, self.L_mod)

    def chunk_start(self):
        """Zero the lane sums; count = min(len, the chunk's limit); end = after its whole batches."""
        k, t, n, lmul = self.k, self.t, self.n, self.lmul
        k.bind(self.L_chunk)
        k.comment(f"a chunk: at most {self.nb} batches of {self.u} sub-steps, so that no 16-bit lane sum overflows")
        with self.vlmax(16, 2 * lmul):
            for a in self.vAs:
                k.vmv_v_i(a, 0)
            if self.u > 1:
                k.vmv_v_i(self.vW, 0)
        with self.vlmax(32, 4 * lmul):
            k.vmv_v_i(self.vC, 0)
        for v, w in self.wreg.items():
            k.li(w, v)
        k.li(t, self.nb * self.loads)
        k.mul(n, self.lb, t)
        L_min = k.label("chunk_min")
        k.bltu(n, self.length, L_min)
        k.mv(n, self.length)
        k.bind(L_min)
        k.sub(self.length, self.length, n)
        k.neg(t, self.batch_bytes(t))
        k.and_(self.end, n, t)
        k.add(self.end, self.buf, self.end)

    def add_c(self):
        with self.vlmax(16, 2 * self.lmul):     # C' += A as it was before the batch
            for a in self.vAs:
                self.k.vwaddu_wv(self.vC, self.vC, a)

    def sums(self, part):
        """A and W over the sub-steps of load `part` of the batch (under e8, LMUL=lmul): one helper
        per part, which the whole batches and the zero-padded last one both call."""
        if part not in self._sums:
            @helper(name="adler32_sums" if self.loads == 1 else f"adler32_sums_{part}")
            def sums(k):
                """A += each sub-step's bytes and W += them times the sub-step's weight (the lanes'
                16-bit sums; A alternates between two groups with split)."""
                self._sum_part(part)
            self._sums[part] = sums
        self._sums[part](self.k)

    def _sum_part(self, part):
        k = self.k
        for s in range(self.per_load):
            j = part * self.per_load + s
            x = self.parts[s]
            a = self.vAs[j % self.n_a]
            k.vwaddu_wv(a, a, x)
            w = self.multiplier(j)
            if w >= 2:
                k.vwmaccu_vx(self.vW, self.wreg[w], x)
            elif w == 1:
                k.vwaddu_wv(self.vW, self.vW, x)

    def whole_batches(self):
        k = self.k
        L_batch, self.L_partial = k.label("batch"), k.label("partial")
        k.bgeu(self.buf, self.end, self.L_partial)
        k.bind(L_batch)
        self.add_c()
        with self.vlmax(8, self.lmul):          # whole-register loads need no vtype of their own
            for part in range(self.loads):
                getattr(k, f"vl{self.group}re8_v")(self.data, self.buf)
                k.add(self.buf, self.buf, self.lb)
                self.sums(part)
        k.bltu(self.buf, self.end, L_batch)

    def partial_batch(self):
        """The last bytes (fewer than a batch), loaded zero-padded and summed as a whole batch."""
        k, t, end, lb = self.k, self.t, self.end, self.lb
        k.bind(self.L_partial)
        k.addi(t, self.batch_bytes(t), -1)
        k.and_(end, self.n, t)                  # its bytes
        k.beqz(end, self.L_reduce)
        self.add_c()
        for part in range(self.loads):
            if part:
                k.beqz(end, self.L_reduce)       # the rest of the batch is padding: it adds nothing
            with self.vlmax(8, self.group):
                k.vmv_v_i(self.data, 0)
            k.mv(t, end)
            if part < self.loads - 1:           # AVL <= VLMAX, so vl is exactly the bytes asked for
                L_fits = k.label("partial_fits")
                k.bgeu(lb, t, L_fits)
                k.mv(t, lb)
                k.bind(L_fits)
            with k.vtype(sew=8, lmul=self.group, avl=t, vl=t, ta=False):   # tail undisturbed: zeros stay
                k.vle8_v(self.data, self.buf)
            k.add(self.buf, self.buf, t)
            k.sub(end, end, t)
            with self.vlmax(8, self.lmul):
                self.sums(part)

    def lane_sums(self):
        """r1 = L*sum(C'), r2 = sum(A); vC = L*W + (L-i)*A per lane (e32)."""
        k, t, r1, lmul, vA, vW, vC = self.k, self.t, self.r1, self.lmul, self.vA, self.vW, self.vC
        with self.vlmax(32, 4 * lmul):
            k.vwredsumu_vs(self.vred, vC, self.vzero)
        with k.vtype(sew=64, lmul=1, avl=1):
            k.vmv_x_s(r1, self.vred)
        with self.vlmax(16, 2 * lmul):          # t = VLMAX = L, the bytes of a sub-step
            k.mul(r1, r1, t)
            if self.n_a == 2:                    # W = 2*W2 + A0, then A = A0 + A1
                k.vadd_vv(vW, vW, vW)
                k.vadd_vv(vW, vW, vA)
                k.vadd_vv(vA, vA, self.vAs[1])
            k.vid_v(self.wt)
            k.vrsub_vx(self.wt, self.wt, t)
            k.vwmulu_vv(vC, self.wt, vA)
            if self.u > 1:
                k.vwmaccu_vx(vC, t, vW)
            k.vwredsumu_vs(self.vred, vA, self.vzero)
        with k.vtype(sew=32, lmul=1, avl=1):
            k.vmv_x_s(self.r2, self.vred)

    def reduce(self):
        k, t, end, n, s1, s2, r1, r2 = self.k, self.t, self.end, self.n, self.s1, self.s2, self.r1, self.r2
        k.bind(self.L_reduce)
        k.comment("s2 += N*s1 + L*u*sum(C') + sum(L*W + (L-i)*A) - pad*s1', s1' = s1 + sum(A)")
        self.lane_sums()
        k.addi(t, self.batch_bytes(end), -1)
        k.neg(end, n)
        k.and_(end, end, t)                      # pad = -n mod (bytes per batch)
        k.add(t, n, end)
        k.mul(t, t, s1)
        k.add(s2, s2, t)
        k.add(s1, s1, r2)
        k.slli(r1, r1, _log2(self.u))
        k.add(s2, s2, r1)
        k.mul(t, end, s1)
        k.sub(s2, s2, t)
        with self.vlmax(32, 4 * self.lmul):
            k.vwredsumu_vs(self.vred, self.vC, self.vzero)
        with k.vtype(sew=64, lmul=1, avl=1):
            k.vmv_x_s(r2, self.vred)
        k.add(s2, s2, r2)

    def epilogue(self):
        k, t, s1, s2 = self.k, self.t, self.s1, self.s2
        k.bind(self.L_mod)
        k.li(t, BASE)
        k.remu(s1, s1, t)
        k.remu(s2, s2, t)
        k.bnez(self.length, self.L_chunk)
        k.slli(s2, s2, 16)
        k.or_(s1, s2, s1)
        k.sext_w(s1, s1)                         # return a Java int the way it came
        if self.saved:
            k.restore(*self.saved)
        k.leave()
        k.ret()


def short_path(k, s1, s2, buf, length, t, vl, r1, r2, vx, vw, vprod, vzero, vred, lmul, L_long, L_mod):
    """Buffers of up to 255 bytes in steps of vl = min(len, VLEN*2*lmul/8) bytes, each reduced at
    once as the "default" variant does: the byte sum and the sum weighted by vl-i (the weights fit
    e8 because vl <= 255). One step at VLEN >= 512, four at 128: below the fixed cost of the chunk
    machinery. Uses the lane-sum registers, which are free until the long path."""
    L_step = k.label("short_step")
    k.li(r1, 255)
    k.bltu(r1, length, L_long)
    k.bind(L_step)
    with k.vtype(sew=8, lmul=2 * lmul, avl=length, vl=vl):
        k.vle8_v(vx, buf)
        k.vid_v(vw)
        k.vrsub_vx(vw, vw, vl)                   # weights vl-i, 1..vl
        k.vwredsumu_vs(vred, vx, vzero)          # sum(x) <= 255*255: an e16 result
        k.vwmulu_vv(vprod, vw, vx)
    with k.vtype(sew=16, lmul=1, avl=1):
        k.vmv_x_s(r2, vred)
    with k.vtype(sew=16, lmul=4 * lmul, avl=vl, vl=vl):  # the same vl: AVL <= VLMAX
        k.vwredsumu_vs(vred, vprod, vzero)       # <= 255*255*256/2: e32
    with k.vtype(sew=32, lmul=1, avl=1):
        k.vmv_x_s(r1, vred)
    k.zext(r2, r2, 16)                           # vmv.x.s sign-extends the 16-bit sum
    k.mul(t, vl, s1)
    k.add(s2, s2, t)
    k.add(s2, s2, r1)
    k.add(s1, s1, r2)
    k.add(buf, buf, vl)
    k.sub(length, length, vl)
    k.bnez(length, L_step)
    k.j(L_mod)
