"""poly1305_processBlocks: Java's 26-bit limbs in and out, radix 2^64 inside.

Java hands over acc and r as long[5] of 26-bit limbs. Inside, h = h0 + h1*2^64 + h2*2^128 and
r = r0 + r1*2^64: one block costs ten multiplies (h0*r0, h1*s1, h0*r1, h1*r0 as mul+mulhu, h2*s1 and
h2*r0 as mul) where s1 = 5*r1/4 (exact: clamping clears r1's low two bits), against 25 for 26-bit limbs.

Why it is cheap without carry flags:
- Bounds let most 128-bit sums skip their carry: clamping makes r0, r1 < 2^60, so the high words of
  the products stay below 2^61; h2 stays below 8, so h2*s1 goes into hi(d0) without overflow.
- The x5 reduction (2^130 = 5 mod p) is deferred: c = 5*(h2 >> 2) is not carried through h0..h2 at
  once but joins the next block's message addition (one more add and sltu instead of a carry chain
  of five). With Zba, 5*q is one sh2add.
- Two blocks per loop iteration (`unroll`): the products land in different registers in the two
  halves, so the pair returns the state to the registers it started in without moves.
Java's bound on output limbs (< 2^32 - 2^26) holds: limbs 0..3 are 26 bits, limb 4 below 2^27.

Variant `rvv` runs whole steps of one block per vector lane first (kernels/poly1305_rvv.py) and hands
the lanes' sum and the leftover blocks to this scalar loop.
"""
from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import X
from stubforge.dsl.structure import helper

M26 = (1 << 26) - 1

_VARIANTS = {"scalar": ({"zba"}, "radix 2^64 with mulhu; Zba sh2add for the x5 reductions"),
             "base": (set(), "rv64gc only: slli + add for the x5 reductions"),
             "rvv": ({"v", "zba"}, "one block per e64 lane (up to 16) with r^lanes, 26-bit limbs, "
                                   "kernels/poly1305_rvv.py; the scalar loop for the rest")}


@kernel(stub="poly1305_processBlocks", variants=_VARIANTS,
        params={"unroll": Param(2, (1, 2), "blocks per loop iteration of the scalar loop"),
                "lanes": Param(16, (2, 4, 8, 16), "rvv: most blocks per vector step (one per e64 lane, "
                               "fewer where VLEN/64 is smaller)", variants=("rvv",))})
def poly1305(k, unroll, lanes):
    inp, length, acc, rp = k.args
    end = length
    rvv = k.variant == "rvv"
    L_pairs, L_loop, L_fin, L_ret = (k.label(n) for n in ("pairs", "loop", "finish", "return"))

    k.enter()
    k.beqz(length, L_ret)                          # nothing to absorb: acc stays as Java gave it
    # Fifteen long-lived values (twelve, inp, end, acc) and t0-t2 are MacroAssembler's scratch:
    # scalar borrows four s-registers
    saved = k.save(X[9], *(X[18:28] if rvv else X[18:21]))
    h0, h1, h2, r0, r1, s1, c, ta, tb, tc, td = k.temps(11, names="h0 h1 h2 r0 r1 s1 carry5 pa pb pc pd")
    te = k.temps(1, names="pe")[0] if rvv else k.rename(rp, "pe")  # r is read once, then its register is a temporary
    load_r(k, rp, r0, r1, s1, ta, tb)
    if rvv:
        from . import poly1305_rvv
        L_scalar, L_from_acc = k.label("scalar_blocks"), k.label("from_acc")
        poly1305_rvv.vector_blocks(k, inp, length, acc, [h0, h1, h2, r0, r1, s1, c, ta, tb, tc, td, te],
                                   k.temps(9), L_from_acc, lanes)
        load_r(k, rp, r0, r1, s1, ta, tb)
        k.j(L_scalar)
        k.bind(L_from_acc)
    load_acc(k, acc, h0, h1, h2, c, ta, tb, tc)
    if rvv:
        k.bind(L_scalar)
    k.andi(ta, length, 16)                         # an odd block count: one block before the pairs
    k.add(end, inp, length)

    # The loop wants h0, h1 in fixed registers; a block moves them to (ta, tb): see block().
    regs = dict(h0=h0, h1=h1, free=[ta, tb, tc, td, te])
    if unroll == 2:
        k.beqz(ta, L_pairs)
        moved = block(k, inp, 0, regs, h2, r0, r1, s1, c)
        k.mv(h0, moved["h0"])
        k.mv(h1, moved["h1"])
        k.addi(inp, inp, 16)
        k.bind(L_pairs)
    if unroll == 2 or rvv:                         # rvv: the vector steps may have taken every block
        k.beq(inp, end, L_fin)
    k.bind(L_loop)
    state = regs
    for j in range(unroll):
        state = block(k, inp, 16 * j, state, h2, r0, r1, s1, c)
    if state["h0"] != h0:
        k.mv(h0, state["h0"])
        k.mv(h1, state["h1"])
    k.addi(inp, inp, 16 * unroll)
    k.bltu(inp, end, L_loop)
    k.bind(L_fin)
    store_acc(k, acc, h0, h1, h2, c, ta, tb, tc)
    k.restore(*saved)
    k.bind(L_ret)
    k.leave()
    k.ret()


def times5(k, dst, q):
    """dst = 5*q: one sh2add with Zba, slli + add without (shadd picks per CPU)."""
    k.shadd(dst, q, q, dst, 2)


def load_r(k, rp, r0, r1, s1, t, u):
    """r0, r1 from r's five 26-bit limbs (disjoint bits: or-free adds); s1 = r1 + r1/4 = 5*r1/4."""
    k.ld(r0, rp, 0)
    for i in k.range(1, 3, var="i"):           # limb i at bit 26*i of r0
        k.ld(t, rp, 8 * i)
        k.shadd(r0, t, r0, u, 26 * i)
    k.srli(r1, t, 12)                          # limb 2's top 12 bits start r1
    for i in k.range(3, 5, var="i"):           # limb i at bit 26*i - 64 of r1
        k.ld(t, rp, 8 * i)
        k.shadd(r1, t, r1, u, 26 * i - 64)
    k.srli(u, r1, 2)
    k.add(s1, r1, u)


def load_acc(k, acc, h0, h1, h2, c, t, u, carry, limb=None):
    """h from Java's limbs, each below 2^32 (Java's own are below 2^27): the shifted limbs overlap, so
    two sums carry. h2 may exceed 3: its excess leaves as the deferred 5*(h2 >> 2) in c.
    limb(reg, i) puts limb i into reg (default: load it from acc)."""
    limb = limb or (lambda reg, i: k.ld(reg, acc, 8 * i))
    limb(h0, 0)
    limb(t, 1)
    k.shadd(h0, t, h0, t, 26)                  # h0 += limb 1 << 26
    limb(t, 2)
    k.slli(u, t, 52)
    k.cad(h0, h0, u, carry)
    k.srli(h1, t, 12)
    k.add(h1, h1, carry)
    limb(t, 3)
    k.shadd(h1, t, h1, t, 14)
    limb(t, 4)
    k.slli(u, t, 40)
    k.cad(h1, h1, u, carry)
    k.srli(h2, t, 24)
    k.add(h2, h2, carry)
    reduce_h2(k, h2, c, t)


def reduce_h2(k, h2, c, t):
    """h2 keeps two bits; c = 5*(h2 >> 2), still to be added at 2^0."""
    k.srli(t, h2, 2)
    k.andi(h2, h2, 3)
    times5(k, c, t)


def block(k, inp, off, regs, h2, r0, r1, s1, c):
    """h = (h + c + m + 2^128) * r, partially reduced, for the block at inp+off (poly1305_block). Returns
    where h0 and h1 ended up: the products land in two of the free registers and the old h0, h1 become
    free."""
    x, y = regs["h0"], regs["h1"]
    A, B, C, D, E = regs["free"][:5]
    _block(k, inp, off, x, y, h2, r0, r1, s1, c, A, B, C, D, E)
    return dict(h0=C, h1=A, free=[y, B, x, D, E])


# One C++ helper for the three blocks (the odd one and the pair): each call names where h0 and h1 are.
@helper(name="poly1305_block")
def _block(k, input, offset, h0, h1, h2, r0, r1, s1, carry5, pa, pb, pc, pd, pe):
    """h = (h + carry5 + m + 2^128) * r for the 16 bytes at input+offset, partially reduced: carry5
    is left holding the 5 * (h2 >> 2) still to add. The new h0 lands in pc, the new h1 in pa."""
    # h += c + m + 2^128: the carry out of h0 (0..2) and out of h1 (0..2) go to h2.
    k.ld(pd, input, offset)
    k.ld(pe, input, offset + 8)
    k.cad(h0, h0, pd, pd)
    k.cad(h0, h0, carry5, carry5)
    k.add(pd, pd, carry5)
    k.cad(h1, h1, pe, pe)
    k.cad(h1, h1, pd, pd)
    k.add(h2, h2, pe)
    k.add(h2, h2, pd)
    k.addi(h2, h2, 1)
    multiply(k, dict(h0=h0, h1=h1, free=[pa, pb, pc, pd, pe]), h2, r0, r1, s1, carry5)


def multiply(k, regs, h2, r0, r1, s1, c):
    """h = h * r, partially reduced (5*(h2 >> 2) left in c). Returns where h0 and h1 ended up."""
    x, y = regs["h0"], regs["h1"]
    A, B, C, D, E = regs["free"][:5]
    # d1 = h0*r1 + h1*r0 + h2*s1 + hi(d0); d0 = h0*r0 + h1*s1; h2' = h2*r0 + hi(d1).
    k.wide_mul(A, B, x, r1)                        # d1 = h0*r1 ...
    k.wide_mul(C, x, x, r0)                        # d0 = h0*r0 ...
    k.wide_madd(C, x, y, s1, D, E)                 # ... + h1*s1: the new h0; hi(d0) < 2^62: no carry out
    k.mul(D, h2, s1)
    k.add(x, x, D)                                 # + h2*s1 < 2^63: still no carry out
    k.wide_madd(A, B, y, r0, D, y)                 # d1 += h1*r0
    k.cad(A, A, x, x)                              # new h1
    k.add(B, B, x)
    k.mul(h2, h2, r0)
    k.add(h2, h2, B)
    reduce_h2(k, h2, c, D)
    # The next block writes its h1 where this one's h1 came in and its h0 where h0 did: a pair of
    # blocks ends where it started.
    return dict(h0=C, h1=A, free=[y, B, x, D, E])


def carry_all(k, h0, h1, h2, c):
    """Add the deferred c through h0, h1, h2 (c is garbage afterwards)."""
    k.cad(h0, h0, c, c)
    k.cad(h1, h1, c, c)
    k.add(h2, h2, c)


def to_limbs(k, h0, h1, h2, t, u, m, put):
    """put(reg, i) for each 26-bit limb of a carried h (limb 4 < 2^27); m holds M26."""
    k.and_(t, h0, m)
    put(t, 0)
    k.srli(t, h0, 26)
    k.and_(t, t, m)
    put(t, 1)
    k.srli(t, h0, 52)
    k.slli(u, h1, 12)
    k.or_(t, t, u)
    k.and_(t, t, m)
    put(t, 2)
    k.srli(t, h1, 14)
    k.and_(t, t, m)
    put(t, 3)
    k.srli(t, h1, 40)
    k.slli(u, h2, 24)
    k.or_(t, t, u)
    put(t, 4)


def store_acc(k, acc, h0, h1, h2, c, t, u, m):
    """Add the deferred c, then write 26-bit limbs (limb 4 < 2^27)."""
    carry_all(k, h0, h1, h2, c)
    k.li(m, M26)
    to_limbs(k, h0, h1, h2, t, u, m, lambda reg, i: k.sd(reg, acc, 8 * i))
