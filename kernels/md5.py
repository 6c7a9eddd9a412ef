"""MD5 compression on one scalar core: md5_implCompress and md5_implCompressMB, HotSpot's contract.

A step (RFC 1321 3.4) is one helper call, as in HotSpot's own stub: a += T[i] + X[k] + f(b, c, d),
a = b + (a <<< s), for f = F, G, H, I. What differs from HotSpot's generator:

* the sixteen message words are each in a register of their own (16 `lw` per block), where HotSpot
  loads them in pairs (8 `ld`) and shifts the odd one down at each of its four uses (32 `srli`);
* T[i] is one `lw` from a table (HotSpot: `li`, two instructions), loaded one step ahead into a
  register of its own (rtmp), so that an in-order core never waits for it;
* the work that does not depend on b (the newest value) comes first, and f is split so that b enters
  it as late as possible: G = (c & ~d) + (b & d) (the two parts have no bit in common, so + is |)
  adds `andn` before b is read (with Zbb; without, G = ((b ^ c) & d) ^ c), H = b ^ (c ^ d),
  F = ((c ^ d) & b) ^ d: b is one or two instructions from the add, rotate and add that make the
  next value (HotSpot computes b ^ c first in H, b & d | c & ~d in G: two);
* Variant `zbb`: `roriw` rotates, `andn` in G, `orn` in I; `base` (RV64GC only): slliw + srliw +
  or through a temporary, `not` + `or` in I.

Registers: a..d, the 16 words, the table pointer, rtmp (T[i]; without Zbb also the rotation's
temporary, T loaded after it) and buf take 23 registers, so the stub saves callee-saved registers
and keeps the rest in a 32-byte frame: the state array's address (read back after each block, where
H' = H + (a, b, c, d) is added into the array itself), and for MB the last block's address and
buf - ofs, the final ofs being buf minus it. The argument registers other than buf then hold
message words.

MB: buf (already b+ofs) is the loop pointer; a block, then more while buf <= buf + (limit - ofs),
Java's `while (ofs <= limit)` in pointer form (Java calls it with one block at least, as HotSpot's own
stub assumes); returns the final ofs.
"""
from __future__ import annotations

import math

from stubforge.dsl import kernel
from stubforge.dsl.regs import SP, X
from stubforge.dsl.structure import helper

VARIANTS = {"zbb": ({"zbb"}, "roriw rotates, andn in G, orn in I"),
            "base": (set(), "RV64GC only: slliw + srliw + or per rotation, G by xor and and, not + or in I")}
# RFC 1321 3.4: T[i] = floor(2^32 * |sin(i + 1)|); the rotations per round; the message word of step j
T = [int(abs(math.sin(i + 1)) * 2 ** 32) & 0xFFFFFFFF for i in range(64)]
SHIFTS = ((7, 12, 17, 22), (5, 9, 14, 20), (4, 11, 16, 23), (6, 10, 15, 21))
WORD = (lambda j: j, lambda j: (1 + 5 * j) % 16, lambda j: (5 + 3 * j) % 16, lambda j: 7 * j % 16)
BLOCK = 64
# the frame: the state array's address, the last block's address, buf - ofs (MB)
STATEP, LAST, BASE, FRAME = 0, 8, 16, 32
# callee-saved registers in the order they are borrowed (fp last: it is restored before leave())
BORROW = (X[9], *X[18:28], X[8])


def borrow(k, need: int, args: int):
    """Save as many callee-saved registers as `need` registers take beyond the free temporaries and
    the `args` argument registers that will hold values."""
    extra = max(0, need - args - k.spare())
    return k.save(*BORROW[:extra]) if extra else []


@kernel(stub="md5_implCompress", variants=VARIANTS, default_variant="zbb", multi=False)
@kernel(stub="md5_implCompressMB", variants=VARIANTS, default_variant="zbb", multi=True)
def md5(k, multi):
    """MD5 over one 64-byte block, or (MB) while ofs <= limit, returning the final ofs."""
    zbb = k.has("zbb")
    buf, state = k.args[:2]
    table = k.table("table", T, width=4, comment="T[i] = floor(2^32 * |sin(i + 1)|), RFC 1321 3.4")
    k.enter()
    saved = borrow(k, 4 + 16 + 2 + 1, len(k.args))
    k.stack_alloc(FRAME)
    t = k.scratch()
    k.sd(state, SP, STATEP)
    if multi:
        ofs, limit = k.args[2:4]
        k.sub(limit, limit, ofs)
        k.add(limit, limit, buf)            # the last block's address
        k.sd(limit, SP, LAST)
        k.sub(ofs, buf, ofs)                # the final ofs is buf minus this
        k.sd(ofs, SP, BASE)
    a, b, c, d, kp, rtmp = k.temps(6, names="a b c d kp rtmp")
    for i, r in enumerate((a, b, c, d)):
        k.lw(r, state, 4 * i)
    # the argument registers other than buf hold message words from here on
    spare = [k.rename(r, f"w{15 - n}") for n, r in enumerate(k.args[1:])]
    w = k.temps(16 - len(spare), names=[f"w{i}" for i in range(16 - len(spare))]) + spare[::-1]
    k.la(kp, table)
    k.lw(rtmp, kp, 0)                       # T[0]: each step loads the next one's
    ff, gg, hh, ii = step_helpers(zbb, rtmp)
    loop = k.label("md5_loop")
    # MB: Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
    # HotSpot's own stub assumes: the test is at the loop's end
    k.bind(loop)
    with k.section("Load the block's 16 little-endian words"):
        for i in range(16):
            k.lw(w[i], buf, 4 * i)
    for r, step in enumerate((ff, gg, hh, ii)):
        with k.section(f"Round {r + 1}"):
            for j in range(16):
                # (a, b, c, d) turn one place right each step: step j updates regs[-j % 4]
                abcd = [(a, b, c, d)[(n - j) % 4] for n in range(4)]
                # T of the next step (after the last, T[0] again: the next block's first)
                step(k, *abcd, w[WORD[r](j)], kp, 4 * ((16 * r + j + 1) % 64), SHIFTS[r][j % 4])
    with k.section("H' = H + (a, b, c, d), in the state array"):
        hstate = k.rename(w[0], "hstate")   # the words are spent
        k.ld(hstate, SP, STATEP)
        for i, r in enumerate((a, b, c, d)):
            add_state(k, r, hstate, 4 * i)
    if multi:
        k.addi(buf, buf, BLOCK)
        k.ld(t, SP, LAST)
        k.ble(buf, t, loop)
        k.ld(t, SP, BASE)
        k.subw(k.result, buf, t)            # the final ofs, a Java int
    k.stack_free(FRAME)
    if saved:
        k.restore(*saved)
    k.leave()
    k.ret()


@helper(name="digest_add_state")
def add_state(k, x, hstate, off):
    """x += the state word at hstate + off, stored back: H' = H + x."""
    t = k.scratch()
    k.lw(t, hstate, off)
    k.addw(x, x, t)
    k.sw(x, hstate, off)


def step_helpers(zbb: bool, rtmp):
    """The four step helpers of a variant (their C++ differs by how G, I and the rotation are done,
    so the Zbb ones are named apart: a patch holding both variants defines each once)."""
    sfx = "_zbb" if zbb else ""

    def add_message(k, a, x, kp, tnext):
        """a += X[k] + T[i] (rtmp, loaded by the step before: an in-order core never waits for it);
        with Zbb, rtmp = the next step's T at once."""
        k.addw(a, a, x)
        k.addw(a, a, rtmp)
        if zbb:
            k.lw(rtmp, kp, tnext)

    def rotate_add(k, a, b, kp, tnext, s):
        """a = b + (a <<< s); without Zbb the rotation's temporary is rtmp, then the next step's T."""
        if zbb:
            k.roriw(a, a, 32 - s)
        else:
            k.slliw(rtmp, a, s)
            k.srliw(a, a, 32 - s)
            k.or_(a, a, rtmp)
            k.lw(rtmp, kp, tnext)
        k.addw(a, a, b)

    @helper(name="md5_ff" + sfx)
    def ff(k, a, b, c, d, x, kp, tnext, s):
        """a = b + ((a + F(b, c, d) + x + T) <<< s); F = (b & c) | (~b & d) = ((c ^ d) & b) ^ d."""
        t = k.scratch()
        add_message(k, a, x, kp, tnext)
        k.xor(t, c, d)
        k.and_(t, t, b)
        k.xor(t, t, d)
        k.addw(a, a, t)
        rotate_add(k, a, b, kp, tnext, s)

    @helper(name="md5_gg" + sfx)
    def gg(k, a, b, c, d, x, kp, tnext, s):
        """a = b + ((a + G(b, c, d) + x + T) <<< s); G = (b & d) | (c & ~d): with Zbb added as
        (c & ~d) + (b & d), the part without b first; else ((b ^ c) & d) ^ c."""
        t = k.scratch()
        add_message(k, a, x, kp, tnext)
        if zbb:
            k.andn(t, c, d)
            k.addw(a, a, t)
            k.and_(t, b, d)
        else:
            k.xor(t, b, c)
            k.and_(t, t, d)
            k.xor(t, t, c)
        k.addw(a, a, t)
        rotate_add(k, a, b, kp, tnext, s)

    @helper(name="md5_hh" + sfx)
    def hh(k, a, b, c, d, x, kp, tnext, s):
        """a = b + ((a + H(b, c, d) + x + T) <<< s); H = b ^ (c ^ d), b last."""
        t = k.scratch()
        add_message(k, a, x, kp, tnext)
        k.xor(t, c, d)
        k.xor(t, t, b)
        k.addw(a, a, t)
        rotate_add(k, a, b, kp, tnext, s)

    @helper(name="md5_ii" + sfx)
    def ii(k, a, b, c, d, x, kp, tnext, s):
        """a = b + ((a + I(b, c, d) + x + T) <<< s); I = c ^ (b | ~d)."""
        t = k.scratch()
        add_message(k, a, x, kp, tnext)
        if zbb:
            k.orn(t, b, d)
        else:
            k.not_(t, d)
            k.or_(t, t, b)
        k.xor(t, t, c)
        k.addw(a, a, t)
        rotate_add(k, a, b, kp, tnext, s)

    return ff, gg, hh, ii
