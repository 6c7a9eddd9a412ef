"""updateBytesAdler32 with RVV.

Technique: each 16*LMUL-byte step S is reduced twice in vector registers — vwredsumu gives the plain
byte sum (s1's increment), vwmulu by the weights S..1 then vwredsumu under e16 gives the weighted sum
(s2's increment beyond S*s1). Steps are independent, so `unroll` of them are loaded and multiplied
before any result is moved to a scalar register. The modulo is deferred for NMAX=5552 bytes, the
largest run after which zlib's 32-bit sums still cannot overflow.

Variant "lanes" (kernels/adler32_lanes.py) keeps per-lane sums across steps and reduces once per
chunk instead, so its instructions per byte fall as VLEN grows.
"""
from types import SimpleNamespace

from stubforge.dsl import Param, kernel

from . import adler32_lanes

BASE = 65521
NMAX = 5552


def _log2(n: int) -> int:
    assert n & (n - 1) == 0
    return n.bit_length() - 1


_REDUCE = ("default",)
_LANES = ("lanes",)


@kernel(stub="updateBytesAdler32", extensions={"v"},
        variants={"default": (set(), "every 16*LMUL-byte step reduced to scalars by vwredsumu"),
                  "lanes": (set(), "per-lane sums across steps, one reduction per chunk "
                                   "(kernels/adler32_lanes.py); gains from VLEN")},
        params={
            "unroll": Param(4, (1, 2, 4, 8), "steps of 16*LMUL bytes loaded and reduced per loop iteration",
                            variants=_REDUCE),
            "lmul": Param(1, (1, 2, 4), "register group size; a step is 16*LMUL bytes", variants=_REDUCE),
            "ptr_counter": Param(True, (True, False),
                                 "compare the buffer pointer with an end pointer instead of counting "
                                 "iterations (one instruction less per iteration)", variants=_REDUCE),
            "vset_per_block": Param(True, (True, False),
                                    "switch vtype once per unrolled block (as far as the registers for the "
                                    "products allow) instead of once per step", variants=_REDUCE),
            "batch": Param(4, (1, 2, 4, 8), "sub-steps between two vtype switches (the unroll); a batch is "
                           "batch*step_lmul registers, loaded by whole-register loads of up to 8",
                           variants=_LANES),
            "step_lmul": Param(2, (1, 2), "registers per sub-step: VLEN*step_lmul/8 bytes, lane sums at "
                               "2*step_lmul (e16) and 4*step_lmul (e32)", variants=_LANES),
            "load": Param(8, (4, 8), "registers per whole-register load (vl<load>re8.v); a batch of more "
                          "takes several loads into the same registers", variants=_LANES),
            "short": Param(True, (True, False), "buffers of up to 255 bytes in weighted steps of up to "
                           "VLEN*2*step_lmul/8 bytes instead of the chunk machinery (less fixed cost)",
                           variants=_LANES),
            "split": Param(True, (True, False), "two per-lane byte sums alternating between sub-steps: half "
                           "the chain of dependent widening adds, at the same instructions per batch",
                           variants=_LANES),
        })
def adler32(k, unroll, lmul, ptr_counter, vset_per_block, batch, step_lmul, load, split, short):
    adler, buf, length = k.args
    if k.variant == "lanes":
        return adler32_lanes.lanes(k, adler, buf, length, step_lmul, batch, load, split, short)
    r = _registers(k, adler, buf, length, unroll, lmul, vset_per_block)
    _prologue(k, r)
    L_chunk, L_block, L_full, L_tail, L_step, L_step16, L_bytes, L_byte, L_done = (
        k.label(n_) for n_ in ("chunk", "block", "full_chunk", "tail", "step", "step16", "bytes", "byte", "done"))
    _chunks(k, r, ptr_counter, L_chunk, L_block, L_full, L_tail)
    k.bind(L_tail)                         # under one block left: whole steps, 16-byte steps, bytes
    _tail_steps(k, r, L_step, L_step16, L_bytes)
    _tail_bytes(k, r, L_bytes, L_byte, L_done)
    _epilogue(k, r, L_done)


def _registers(k, adler, buf, length, unroll, lmul, vset_per_block):
    r = SimpleNamespace(adler=adler, buf=buf, length=length, unroll=unroll, lmul=lmul)
    r.step = 16 * lmul                     # bytes per step: one LMUL group at VLEN >= 128
    r.block = r.step * unroll
    r.chunk = (NMAX // r.block) * r.block  # bytes between two modulo reductions
    r.sums = k.vregs(unroll, names="vsum")
    r.vzero = k.vreg(name="vzero")
    r.vtable, r.data = k.vregs(2, lmul=lmul, names="vtable vbytes", top=True)
    r.vtable16 = k.vreg(name="vtable16") if lmul > 1 else r.vtable
    # Each product is a 2*LMUL group that must live until the e16 region: the register file bounds
    # how many steps share one trip through the three vtypes (a batch); the rest of the unrolled
    # block takes further trips.
    r.batch = min(unroll, max(1, k.free_groups(2 * lmul))) if vset_per_block else 1
    r.prods = k.vregs(r.batch, lmul=2 * lmul, names="vprod")
    (r.s1, r.s2, r.base, r.vlen_reg, r.n, r.end, r.t0,
     r.t1) = k.temps(8, names="sum1 sum2 base step count end tmp0 tmp1")
    return r


def _weights(k, r, table, nbytes, avl):
    with k.vtype(sew=8, lmul=nbytes // 16, avl=avl):
        k.vid_v(table)
        k.vrsub_vx(table, table, r.vlen_reg)   # weights S, S-1, ..., 1


def _prologue(k, r):
    k.enter()
    k.zext_w(r.adler, r.adler)             # a Java int arrives sign-extended
    k.srli(r.s2, r.adler, 16)
    k.zext(r.s1, r.adler, 16)
    k.li(r.base, k.const("BASE", BASE))
    with k.vtype(sew=32, lmul=1, avl=4):
        k.vmv_v_i(r.vzero, 0)              # the reductions' scalar input, read at e16 and e32
    if r.lmul > 1:                         # the tail's 16-byte steps weigh with 16..1
        k.li(r.vlen_reg, 16)
        _weights(k, r, r.vtable16, 16, 16)
    k.li(r.vlen_reg, r.step)
    _weights(k, r, r.vtable, r.step, r.vlen_reg)


def _steps(k, r, js, nbytes, table):
    """Steps of nbytes each (16*LMUL in the main loop, 16 in the tail); `js` index the sums."""
    lm = nbytes // 16
    avl = nbytes if nbytes < 32 else r.vlen_reg    # vsetivli where the length fits its immediate
    js = list(js)
    for b in range(0, len(js), r.batch):
        part = js[b:b + r.batch]
        with k.vtype(sew=8, lmul=lm, avl=avl):
            for j in part:
                k.vle8_v(r.data, r.buf)
                k.addi(r.buf, r.buf, nbytes)
                k.vwredsumu_vs(r.sums[j], r.data, r.vzero)        # byte sum as e16: at most 255*128
                k.vwmulu_vv(r.prods[j % r.batch], table, r.data)
        with k.vtype(sew=16, lmul=2 * lm, avl=avl):
            for j in part:
                k.vmv_x_s(r.t0, r.sums[j])
                k.slli(r.t1, r.s1, _log2(nbytes))
                k.add(r.s2, r.s2, r.t1)                           # s2 += S * s1 before these bytes
                k.add(r.s1, r.s1, r.t0)
                k.vwredsumu_vs(r.sums[j], r.prods[j % r.batch], r.vzero)  # weighted sum as e32
        with k.vtype(sew=32, lmul=1, avl=1):
            for j in part:
                k.vmv_x_s(r.t0, r.sums[j])
                k.add(r.s2, r.s2, r.t0)


def _chunks(k, r, ptr_counter, L_chunk, L_block, L_full, L_tail):
    """Whole blocks, a chunk of at most NMAX bytes between two modulo reductions."""
    k.bind(L_chunk)
    k.li(r.t0, r.block)
    k.bltu(r.length, r.t0, L_tail)
    k.li(r.n, k.const("CHUNK", r.chunk))  # bytes between two modulo reductions
    k.bgeu(r.length, r.n, L_full)
    k.andi(r.n, r.length, -r.block)        # a whole number of blocks, fewer than a chunk
    k.bind(L_full)
    k.sub(r.length, r.length, r.n)
    if ptr_counter:
        k.add(r.end, r.buf, r.n)
    else:
        k.srli(r.end, r.n, _log2(r.block))  # iterations left
    k.bind(L_block)
    _steps(k, r, range(r.unroll), r.step, r.vtable)
    if ptr_counter:
        k.bltu(r.buf, r.end, L_block)
    else:
        k.addi(r.end, r.end, -1)
        k.bnez(r.end, L_block)
    k.remu(r.s1, r.s1, r.base)
    k.remu(r.s2, r.s2, r.base)
    k.j(L_chunk)


def _tail_steps(k, r, L_step, L_step16, L_bytes):
    if r.unroll > 1:
        k.bind(L_step)
        k.bltu(r.length, r.vlen_reg, L_step16 if r.lmul > 1 else L_bytes)
        _steps(k, r, [0], r.step, r.vtable)
        k.addi(r.length, r.length, -r.step)
        k.j(L_step)
    if r.lmul > 1:
        k.bind(L_step16)
        k.li(r.t0, 16)
        k.bltu(r.length, r.t0, L_bytes)
        _steps(k, r, [0], 16, r.vtable16)
        k.addi(r.length, r.length, -16)
        k.j(L_step16)


def _tail_bytes(k, r, L_bytes, L_byte, L_done):
    k.bind(L_bytes)
    k.beqz(r.length, L_done)
    k.bind(L_byte)
    k.lbu(r.t0, r.buf, 0)
    k.addi(r.buf, r.buf, 1)
    k.add(r.s1, r.s1, r.t0)
    k.add(r.s2, r.s2, r.s1)
    k.addi(r.length, r.length, -1)
    k.bnez(r.length, L_byte)


def _epilogue(k, r, L_done):
    k.bind(L_done)
    k.remu(r.s1, r.s1, r.base)
    k.remu(r.s2, r.s2, r.base)
    k.slli(r.s2, r.s2, 16)
    k.or_(r.adler, r.s2, r.s1)
    k.sext_w(r.adler, r.adler)             # return a Java int the way it came
    k.leave()
    k.ret()
