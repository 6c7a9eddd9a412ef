"""double_keccak: Keccak-f[1600] on two states at once, one state per e64 element (vl = 2, LMUL 1).

Layout: vector register L[j] holds lane j of state0 in element 0 and lane j of state1 in element 1,
loaded by one strided load (vlse64, base state0 + 8j, stride state1 - state0) and stored back the same
way, so a round is the scalar round with every instruction acting on both states. 25 lanes + 6
temporaries fit v1..v31 (theta: five column parities and D; chi: two saved andn terms and one for the
current output), so nothing spills, unlike the scalar stub.

The lanes stay in their registers from round to round, so the rounds are a run-time loop of 24 over
one body (a small stub): pi moves each lane to its new index through one temporary, following pi's
single 24-cycle from index 1 (a vmv.v.v, then each register takes its predecessor's rotated value).

Variant `zvkb`: vror.vi rotates, vandn.vv makes chi's ~b & c. Variant `v` (plain V): a rotation is
vsll + vsrl + vor, in place along the pi cycle (the source register is dead once its value moved on,
so it takes the right shift); shift amounts of 32 and more come from scalar registers (.vx); D's
rotation by one of a parity that must stay live is (C >> 63) + 2C by vsrl.vx + vmacc.vx (the two parts
share no bit); ~b & c is vnot + vand (vxor.vi -1).
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import X

from .keccak_sched import RHO, ROUNDS, round_constants

VARIANTS = {"zvkb": ({"v", "zvkb"}, "vror.vi rotates, vandn.vv for chi"),
            "v": ({"v"}, "plain V: vsll + vsrl + vor per rotation, vxor.vi -1 + vand for chi")}


def _src(p: int) -> int:
    """pi's inverse on lane indices x + 5y: B[y, 2x + 3y] = rot(A[x, y])."""
    X_, Y = p % 5, p // 5
    y = X_
    x = (Y - 3 * X_) * 3 % 5
    return x + 5 * y


@kernel(stub="double_keccak", variants=VARIANTS, default_variant="zvkb")
def double_keccak(k):
    """Two Keccak-f[1600] permutations, one per e64 element; returns 0."""
    state0, state1 = k.args
    table = k.table("sha3_round_consts", round_constants(), width=8,
                    comment="Keccak-f[1600]'s round constants, FIPS 202 3.2.5")
    zvkb = k.has("zvkb")
    stride, ptr, rcp, rcend = k.temps(4, names="stride lanes_at rc rc_end")
    L = k.vregs(25, names="vlane")            # vlane[x + 5y]: lane (x, y) of both states
    C = k.vregs(5, names="vc")                # theta's column parities; chi's saved terms
    [T] = k.vregs(1, names=["vd"])
    t = k.scratch()
    k.enter()
    shifts, saved = {}, []
    if not zvkb:
        # the .vx shift amounts (32..63, one per rotation) in registers as far as they go (the s
        # registers borrowed), the rest by li into t0 just before their use; and the multiplier 2
        need = sorted({a for x in range(5) for y in range(5) if RHO[x][y]
                       for a in (RHO[x][y], 64 - RHO[x][y]) if a >= 32} | {63}, reverse=True)
        saved = k.save(X[9], *X[18:28])
        [two] = k.temps(1, names="two")
        n = min(len(need), k.spare())
        regs = k.temps(n, names=[f"shift{a}" for a in need[:n]])
        shifts = dict(zip(need, regs))
        for a, r in shifts.items():
            k.li(r, a)
        k.li(two, 2)
    with k.vtype(sew=64, lmul=1, avl=2):
        k.sub(stride, state1, state0)
        with k.section("Load lane j of state0 and state1 into vlane[j]"):
            k.mv(ptr, state0)
            k.vlse64_v(L[0], ptr, stride)
            for j in k.range(1, 25, var="j"):
                k.addi(ptr, ptr, 8)
                k.vlse64_v(L[j], ptr, stride)
        k.la(rcp, table)
        k.addi(rcend, rcp, 8 * ROUNDS)
        loop = k.label("keccak_round")
        k.bind(loop)
        with k.section("theta"):
            # the column parities, then D_x = C[x-1] ^ rot(C[x+1], 1) into vd, applied to column x
            for x in k.range(5, var="x"):
                k.vxor_vv(C[x], L[x], L[x + 5])
                for y in k.range(2, 5, var="y"):
                    k.vxor_vv(C[x], C[x], L[x + 5 * y])
            for x in k.range(5, var="x"):
                c1, c0 = C[(x + 1) % 5], C[(x + 4) % 5]
                if zvkb:
                    k.vror_vi(T, c1, 63)
                else:
                    _shift(k, "vsrl", T, c1, 63, shifts)
                    k.vmacc_vx(T, two, c1)          # (C >> 63) + 2C: rot(C, 1)
                k.vxor_vv(T, T, c0)
                for y in k.range(5, var="y"):
                    k.vxor_vv(L[x + 5 * y], L[x + 5 * y], T)
        with k.section("rho and pi"):
            # Along pi's cycle from index 1: vlane[p] takes rot(vlane[src(p)], rho), vlane[1]'s value
            # waits in vd. One instruction (three without Zvkb) per lane, written out: every step has
            # its own destination, source and rotation (pi's cycle and rho's offsets follow no
            # arithmetic rule a loop index could express), as AArch64's keccak_round writes its xar's.
            k.vmv_v_v(T, L[1])
            p = 1
            while True:
                s = _src(p)
                src = T if s == 1 else L[s]
                r = RHO[s % 5][s // 5]
                if zvkb:
                    k.vror_vi(L[p], src, 64 - r)
                else:
                    _shift(k, "vsll", L[p], src, r, shifts)
                    _shift(k, "vsrl", src, src, 64 - r, shifts)    # src's value is moved on: it takes the rest
                    k.vor_vv(L[p], L[p], src)
                if s == 1:
                    break
                p = s
        with k.section("chi"):
            # row by row: o_x = b_x ^ (~b_{x+1} & b_{x+2}); the terms of o3, o4 first (they need b0, b1)
            P3, P4, A = C[0], C[1], C[2]
            for y in k.range(5, var="y"):
                row = 5 * y
                _andn(k, P3, L[row], L[row + 4], zvkb)
                _andn(k, P4, L[row + 1], L[row], zvkb)
                for x in k.range(3, var="x"):
                    _andn(k, A, L[row + x + 2], L[row + x + 1], zvkb)
                    k.vxor_vv(L[row + x], L[row + x], A)
                k.vxor_vv(L[row + 3], L[row + 3], P3)
                k.vxor_vv(L[row + 4], L[row + 4], P4)
        # iota
        k.ld(t, rcp, 0)
        k.vxor_vx(L[0], L[0], t)
        k.addi(rcp, rcp, 8)
        k.bne(rcp, rcend, loop)
        with k.section("Store vlane[j] back to lane j of state0 and state1"):
            k.mv(ptr, state0)
            k.vsse64_v(L[0], ptr, stride)
            for j in k.range(1, 25, var="j"):
                k.addi(ptr, ptr, 8)
                k.vsse64_v(L[j], ptr, stride)
    if saved:
        k.restore(*saved)
    k.li(k.result, 0)
    k.leave()
    k.ret()


def _shift(k, op, vd, vs, amount, shifts):
    if amount < 32:
        getattr(k, f"{op}_vi")(vd, vs, amount)
    elif amount in shifts:
        getattr(k, f"{op}_vx")(vd, vs, shifts[amount])
    else:
        t = k.scratch()
        k.li(t, amount)
        getattr(k, f"{op}_vx")(vd, vs, t)


def _andn(k, vd, a, b, zvkb):
    """vd = a & ~b."""
    if zvkb:
        k.vandn_vv(vd, a, b)
    else:
        k.vxor_vi(vd, b, -1)
        k.vand_vv(vd, vd, a)
