"""updateBytesAdler32 with RVV.

Technique: each 16*LMUL-byte step S is reduced twice in vector registers — vwredsumu gives the plain
byte sum (s1's increment), vwmulu by the weights S..1 then vwredsumu under e16 gives the weighted sum
(s2's increment beyond S*s1). Steps are independent, so `unroll` of them are loaded and multiplied
before any result is moved to a scalar register. The modulo is deferred for NMAX=5552 bytes, the
largest run after which zlib's 32-bit sums still cannot overflow.

Variant "lanes" (kernels/adler32_lanes.py) keeps per-lane sums across steps and reduces once per
chunk instead, so its instructions per byte fall as VLEN grows.
"""
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
    step = 16 * lmul                       # bytes per step: one LMUL group at VLEN >= 128
    block = step * unroll
    chunk = (NMAX // block) * block        # bytes between two modulo reductions
    sums = k.vregs(unroll, names="vsum")
    vzero = k.vreg(name="vzero")
    vtable, data = k.vregs(2, lmul=lmul, names="vtable vbytes", top=True)
    vtable16 = k.vreg(name="vtable16") if lmul > 1 else vtable
    # Each product is a 2*LMUL group that must live until the e16 region: the register file bounds
    # how many steps share one trip through the three vtypes (a batch); the rest of the unrolled
    # block takes further trips.
    batch = min(unroll, max(1, k.free_groups(2 * lmul))) if vset_per_block else 1
    prods = k.vregs(batch, lmul=2 * lmul, names="vprod")
    s1, s2, base, vlen_reg, n, end, t0, t1 = k.temps(8, names="sum1 sum2 base step count end tmp0 tmp1")

    def weights(table, nbytes, avl):
        with k.vtype(sew=8, lmul=nbytes // 16, avl=avl):
            k.vid_v(table)
            k.vrsub_vx(table, table, vlen_reg)     # weights S, S-1, ..., 1

    k.enter()
    k.zext_w(adler, adler)                 # a Java int arrives sign-extended
    k.srli(s2, adler, 16)
    k.slli(s1, adler, 48)
    k.srli(s1, s1, 48)
    k.li(base, k.const("BASE", BASE))
    with k.vtype(sew=32, lmul=1, avl=4):
        k.vmv_v_i(vzero, 0)                # the reductions' scalar input, read at e16 and e32
    if lmul > 1:                           # the tail's 16-byte steps weigh with 16..1
        k.li(vlen_reg, 16)
        weights(vtable16, 16, 16)
    k.li(vlen_reg, step)
    weights(vtable, step, vlen_reg)

    def steps(js, nbytes, table):
        """Steps of nbytes each (16*LMUL in the main loop, 16 in the tail); `js` index the sums."""
        lm = nbytes // 16
        avl = nbytes if nbytes < 32 else vlen_reg      # vsetivli where the length fits its immediate
        js = list(js)
        for b in range(0, len(js), batch):
            part = js[b:b + batch]
            with k.vtype(sew=8, lmul=lm, avl=avl):
                for j in part:
                    k.vle8_v(data, buf)
                    k.addi(buf, buf, nbytes)
                    k.vwredsumu_vs(sums[j], data, vzero)          # byte sum as e16: at most 255*128
                    k.vwmulu_vv(prods[j % batch], table, data)
            with k.vtype(sew=16, lmul=2 * lm, avl=avl):
                for j in part:
                    k.vmv_x_s(t0, sums[j])
                    k.slli(t1, s1, _log2(nbytes))
                    k.add(s2, s2, t1)                             # s2 += S * s1 before these bytes
                    k.add(s1, s1, t0)
                    k.vwredsumu_vs(sums[j], prods[j % batch], vzero)  # weighted sum as e32
            with k.vtype(sew=32, lmul=1, avl=1):
                for j in part:
                    k.vmv_x_s(t0, sums[j])
                    k.add(s2, s2, t0)

    L_chunk, L_block, L_full, L_tail, L_step, L_step16, L_bytes, L_byte, L_done = (
        k.label(n_) for n_ in ("chunk", "block", "full_chunk", "tail", "step", "step16", "bytes", "byte", "done"))

    k.bind(L_chunk)
    k.li(t0, block)
    k.bltu(length, t0, L_tail)
    k.li(n, k.const("CHUNK", chunk))      # bytes between two modulo reductions
    k.bgeu(length, n, L_full)
    k.andi(n, length, -block)              # a whole number of blocks, fewer than a chunk
    k.bind(L_full)
    k.sub(length, length, n)
    if ptr_counter:
        k.add(end, buf, n)
    else:
        k.srli(end, n, _log2(block))       # iterations left
    k.bind(L_block)
    steps(range(unroll), step, vtable)
    if ptr_counter:
        k.bltu(buf, end, L_block)
    else:
        k.addi(end, end, -1)
        k.bnez(end, L_block)
    k.remu(s1, s1, base)
    k.remu(s2, s2, base)
    k.j(L_chunk)

    k.bind(L_tail)                         # under one block left: whole steps, 16-byte steps, bytes
    if unroll > 1:
        k.bind(L_step)
        k.bltu(length, vlen_reg, L_step16 if lmul > 1 else L_bytes)
        steps([0], step, vtable)
        k.addi(length, length, -step)
        k.j(L_step)
    if lmul > 1:
        k.bind(L_step16)
        k.li(t0, 16)
        k.bltu(length, t0, L_bytes)
        steps([0], 16, vtable16)
        k.addi(length, length, -16)
        k.j(L_step16)
    k.bind(L_bytes)
    k.beqz(length, L_done)
    k.bind(L_byte)
    k.lbu(t0, buf, 0)
    k.addi(buf, buf, 1)
    k.add(s1, s1, t0)
    k.add(s2, s2, s1)
    k.addi(length, length, -1)
    k.bnez(length, L_byte)
    k.bind(L_done)
    k.remu(s1, s1, base)
    k.remu(s2, s2, base)
    k.slli(s2, s2, 16)
    k.or_(adler, s2, s1)
    k.sext_w(adler, adler)                 # return a Java int the way it came
    k.leave()
    k.ret()
