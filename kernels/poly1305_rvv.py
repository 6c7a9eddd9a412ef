"""The vector part of poly1305_processBlocks [rvv]: one block per e64 lane, L = min(lanes, VLMAX).

Lane i accumulates blocks i, i+L, i+2L, ... in 26-bit limbs: each step is H = H * r^L + M (25
vmul/vmacc.vx with r^L's limbs and their 5x in scalar registers, an 18-instruction carry chain,
the L blocks read by two stride-16 loads and cut into limbs). Java's acc enters lane 0 with the first
blocks. After the last step lane i is multiplied by r^(L-i) (vectors built once per call: the
powers r, r^2, ... r^L come from the scalar radix-2^64 multiply and are slid in at element 0), the
limbs are summed across lanes (vredsum; 16 lanes of 27 bits stay below 2^32) and the sum continues
in the scalar loop, which also takes the blocks left over (fewer than L). Buffers shorter than two
steps go to the scalar loop directly. Capping L at 16 (`lanes`) keeps the lane sums below 2^32 and the
per-call cost of the powers (L scalar multiplies) small; the loop stays VLEN-agnostic.
"""
from .poly1305 import M26, carry_all, load_acc, multiply, times5, to_limbs


def vector_blocks(k, inp, length, acc, sc, extra, L_from_acc, lanes):
    """Consume whole steps of L blocks; leave h in sc's h0, h1, h2 (+ deferred carry c), inp and
    length at what is left. Branches to L_from_acc (r loaded, acc untouched) when the buffer is
    shorter than two steps."""
    if lanes < 2 or lanes & (lanes - 1):
        k.error(f"lanes={lanes}: must be a power of two from 2 up (whole steps are found by masking with "
                "-16*L, and the powers are made two at a time)")
    h0, h1, h2, r0, r1, s1, c, A, B, C, D, E = sc
    vl, cnt, m, step, t, vend = (k.rename(r, n) for r, n in zip(extra, "vl cnt mask26 step tmp steps_end".split()))
    H = k.vregs(5, names="vh")
    P = k.vregs(5, names="vprod")
    lo, hi, tmp = k.vregs(3, names="vlo vhi vtmp")
    R = k.vregs(5, names="vrpow")                  # r^(L-i) in lane i
    S = k.vregs(5, names="vspow")                  # first a slide buffer, then 5 * r^(L-i)
    # once the powers are done, the scalar registers hold r^L's limbs and 5x limbs 1..4, and constants
    rl = [k.rename(r, f"rl{i}") for i, r in enumerate((h0, h1, h2, r0, r1))]
    rs = [k.rename(r, f"rl{i}x5") for i, r in enumerate((s1, c, A, B), 1)]
    pad, five, stride = (k.rename(r, n) for r, n in ((C, "pad"), (D, "five"), (E, "stride")))
    L_loop, L_last = k.label("vector_step"), k.label("last_step")

    k.li(t, lanes)
    with k.vtype(sew=64, lmul=1, avl=t, vl=vl):
        k.slli(step, vl, 4)                        # bytes per step
        k.slli(t, step, 1)
        k.bltu(length, t, L_from_acc)
        k.li(m, M26)
        powers(k, sc, R, S, vl, cnt, t, m)
        for i in range(5):
            k.vmv_x_s(rl[i], R[i])
        for i in range(1, 5):
            times5(k, rs[i - 1], rl[i])
        k.li(five, 5)
        for i in range(1, 5):
            k.vmul_vx(S[i], R[i], five)
        for i in range(5):
            k.vmv_v_i(H[i], 0)
        k.setvl(64, 1, avl=vl, ta=False)           # lane 0 takes acc; the other lanes stay zero
        for i in range(5):
            k.ld(t, acc, 8 * i)
            k.vmv_s_x(H[i], t)
        k.setvl(64, 1, avl=vl)
        k.li(pad, 1 << 24)                         # 2^128 in limb 4
        k.li(stride, 16)
        k.neg(t, step)
        k.and_(t, length, t)                       # whole steps (L is a power of two)
        k.add(vend, inp, t)
        k.sub(length, length, t)
        absorb(k, inp, t, stride, m, pad, H, lo, hi, tmp)
        k.add(inp, inp, step)
        k.beq(inp, vend, L_last)
        k.bind(L_loop)
        mul_limbs(k, P, H, lambda i: rl[i], lambda i: rs[i - 1], vector=False)
        carry(k, P, H, tmp, m, five)
        absorb(k, inp, t, stride, m, pad, H, lo, hi, tmp)
        k.add(inp, inp, step)
        k.bltu(inp, vend, L_loop)
        k.bind(L_last)
        mul_limbs(k, P, H, lambda i: R[i], lambda i: S[i], vector=True)
        carry(k, P, H, tmp, m, five)
        k.vmv_v_i(lo, 0)
        for i in range(5):
            k.vredsum_vs(P[i], H[i], lo)
        load_acc(k, acc, h0, h1, h2, c, A, B, C, limb=lambda reg, i: k.vmv_x_s(reg, P[i]))


def powers(k, sc, R, S, vl, cnt, t, m):
    """R[limb][i] = r^(L-i): r, r^2, ... r^L slid in at element 0, two per iteration (L is even),
    through S and back so that the scalar multiply's registers return to where they started."""
    h0, h1, h2, r0, r1, s1, c, A, B, C, D, E = sc
    L_pow = k.label("powers")
    k.mv(h0, r0)
    k.mv(h1, r1)
    k.li(h2, 0)
    k.srli(cnt, vl, 1)
    k.bind(L_pow)
    regs = dict(h0=h0, h1=h1, free=[A, B, C, D, E])
    for dst, src in ((S, R), (R, S)):
        slide_in(k, dst, src, regs["h0"], regs["h1"], h2, t, c, m)
        regs = multiply(k, regs, h2, r0, r1, s1, c)
        carry_all(k, regs["h0"], regs["h1"], h2, c)
    assert (regs["h0"], regs["h1"]) == (h0, h1)
    k.addi(cnt, cnt, -1)
    k.bnez(cnt, L_pow)


def slide_in(k, dst, src, h0, h1, h2, t, u, m):
    """dst[limb] = (limb of h) followed by src[limb][0 .. vl-2]."""
    def put(reg, i):
        k.vmv_s_x(dst[i], reg)
        k.vslideup_vi(dst[i], src[i], 1)
    to_limbs(k, h0, h1, h2, t, u, m, put)


def absorb(k, inp, t, stride, m, pad, H, lo, hi, tmp):
    """H += the lanes' blocks as 26-bit limbs, 2^128 included (lane i: the block at inp + 16i)."""
    k.vlse64_v(lo, inp, stride)
    k.addi(t, inp, 8)
    k.vlse64_v(hi, t, stride)
    k.vand_vx(tmp, lo, m)
    k.vadd_vv(H[0], H[0], tmp)
    k.vsrl_vi(lo, lo, 26)
    k.vand_vx(tmp, lo, m)
    k.vadd_vv(H[1], H[1], tmp)
    k.vsrl_vi(lo, lo, 26)
    k.vsll_vi(tmp, hi, 12)
    k.vor_vv(lo, lo, tmp)
    k.vand_vx(lo, lo, m)
    k.vadd_vv(H[2], H[2], lo)
    k.vsrl_vi(hi, hi, 14)
    k.vand_vx(tmp, hi, m)
    k.vadd_vv(H[3], H[3], tmp)
    k.vsrl_vi(hi, hi, 26)
    k.vor_vx(hi, hi, pad)
    k.vadd_vv(H[4], H[4], hi)


def mul_limbs(k, P, H, r, s, vector):
    """P = H * (r limbs), 2^130 = 5: P[n] = sum over j of H[j] * (r[n-j] if j <= n else s[n-j+5]),
    s being 5 * r. Each product is below 2^57, each sum below 2^60."""
    for n in range(5):
        coef = [r(n - j) if j <= n else s(n - j + 5) for j in range(5)]
        if vector:
            k.vmul_vv(P[n], H[0], coef[0])
        else:
            k.vmul_vx(P[n], H[0], coef[0])
        for j in range(1, 5):
            if vector:
                k.vmacc_vv(P[n], coef[j], H[j])
            else:
                k.vmacc_vx(P[n], coef[j], H[j])


def carry(k, P, H, tmp, m, five):
    """H = P with every limb carried into 26 bits (limb 1 may keep a few more)."""
    for i in range(4):
        k.vsrl_vi(tmp, P[i], 26)
        k.vand_vx(H[i], P[i], m)
        k.vadd_vv(P[i + 1], P[i + 1], tmp)
    k.vsrl_vi(tmp, P[4], 26)
    k.vand_vx(H[4], P[4], m)
    k.vmacc_vx(H[0], five, tmp)
    k.vsrl_vi(tmp, H[0], 26)
    k.vand_vx(H[0], H[0], m)
    k.vadd_vv(H[1], H[1], tmp)
