"""Magma (GOST R 34.12-2015, 64-bit block) ECB, as plain C functions.

The round g[k](a) = t(a + k) <<< 11 is four byte lookups: the eight 4-bit substitutions pair up
into four byte tables with the rotation folded in (kernels/gost_tables.py). Thirty-two rounds, each
depending on the one before, make one block a chain of add -> extract -> load -> XOR; `interleave`
blocks go through the rounds together, sharing each round key's load, so the core has independent
work while a lookup is in flight. The block is big-endian: one ld and rev8 give both halves.
Decryption is the same code with the round keys reversed (the key schedule's job).
"""
from __future__ import annotations

from stubforge.dsl import Param
from stubforge.dsl.plainfn import function
from stubforge.dsl.regs import CALLEE_SAVED

from .gost_tables import magma_tables

BLOCK = 8
ROUNDS = 32
INTERLEAVE = Param(4, (1, 2, 3, 4), "blocks that go through each round together (scalar registers: 4 at most)")


class _Block:
    def __init__(self, regs):
        self.a1, self.a0, self.t, self.x = regs


def _registers(k, blocks: int):
    """Four registers per block, two table bases and the round key; the index and the looked-up
    word live one instruction each, in MacroAssembler's scratch registers."""
    saved = list(CALLEE_SAVED[:max(0, 4 * blocks + 3 - 7)])      # 7: t3-t5, a4-a7
    if saved:
        k.save(*saved)
    t01, t23, key = k.temps(3, names="t01 t23 rkey")
    idx, y = k.scratch(2)
    return (t01, t23, key, idx, y), [_Block(k.temps(4)) for _ in range(blocks)], saved


def _round(k, blocks, shared, rk, i):
    """a1, a0 <- a0, g(a0 + K_i) xor a1 for every block (the last round keeps the order: G*)."""
    t01, t23, key, idx, y = shared
    k.lw(key, rk, 4 * i)
    for b in blocks:
        k.addw(b.t, b.a0, key)
    for b in blocks:            # byte 0 through table 0
        k.andi(idx, b.t, 255)
        k.sh2add(idx, idx, t01)
        k.lw(b.x, idx, 0)
    for j, (base, off) in enumerate(((t01, 1024), (t23, 0), (t23, 1024)), start=1):
        for b in blocks:
            k.srliw(idx, b.t, 8 * j)
            if j < 3:
                k.andi(idx, idx, 255)
            k.sh2add(idx, idx, base)
            k.lw(y, idx, off)
            k.xor(b.x, b.x, y)
    for b in blocks:
        k.xor(b.a1, b.a1, b.x)
        if i < ROUNDS - 1:
            b.a1, b.a0 = b.a0, b.a1


def _group(k, blocks, shared, src, dst, n, rk):
    for i, b in enumerate(blocks):
        k.ld(b.t, src, BLOCK * i)
        k.rev8(b.t, b.t)                 # the block is big-endian: a1 || a0
        k.srai(b.a1, b.t, 32)
        k.sext_w(b.a0, b.t)
    for r in range(ROUNDS):
        _round(k, blocks, shared, rk, r)
    for i, b in enumerate(blocks):
        k.slli(b.t, b.a1, 32)
        k.zext_w(b.x, b.a0)
        k.or_(b.t, b.t, b.x)
        k.rev8(b.t, b.t)
        k.sd(b.t, dst, BLOCK * i)
    k.addi(src, src, BLOCK * len(blocks))
    k.addi(dst, dst, BLOCK * len(blocks))
    k.addi(n, n, -len(blocks))


def magma_ecb(k, interleave):
    src, dst, n, rk = k.args
    shared, blocks, saved = _registers(k, interleave)
    t01, t23 = shared[0], shared[1]
    tab = k.table("g", magma_tables(), width=4, comment="t(v << 8j) <<< 11 for byte j = 0..3, 256 words each")
    k.la(t01, tab)
    k.addi(t23, t01, 2047)
    k.addi(t23, t23, 1)                  # tables 2 and 3: 2048 bytes on, past a load offset's reach
    done = k.label("done")
    if interleave > 1:
        grouped, tail = k.label("grouped"), k.label("tail")
        k.bind(grouped)
        k.li(shared[3], interleave)
        body = k.label("grouped_body")
        k.bgeu(n, shared[3], body)              # a body this long is beyond a branch's reach: jump over it
        k.j(tail)
        k.bind(body)
        _group(k, blocks, shared, src, dst, n, rk)
        k.j(grouped)
        k.bind(tail)
    single = k.label("single")
    k.bind(single)
    one = k.label("single_body")
    k.bnez(n, one)
    k.j(done)
    k.bind(one)
    _group(k, blocks[:1], shared, src, dst, n, rk)
    k.j(single)
    k.bind(done)
    if saved:
        k.restore(*saved)
    k.ret()


@function("void magma_encrypt_ecb(const uint8_t *in, uint8_t *out, size_t nblocks, const uint32_t *round_keys)",
          extensions={"zba", "zbb"}, params={"interleave": INTERLEAVE})
def magma_encrypt_ecb(k, interleave):
    """Magma ECB encryption of nblocks 8-byte blocks (in and out may be the same buffer).
    round_keys: the 32 round keys K1..K8, K1..K8, K1..K8, K8..K1 as native 32-bit words
    (sim/gost_key.py expands them from the 256-bit key)."""
    magma_ecb(k, interleave)


@function("void magma_decrypt_ecb(const uint8_t *in, uint8_t *out, size_t nblocks, const uint32_t *round_keys)",
          extensions={"zba", "zbb"}, params={"interleave": INTERLEAVE})
def magma_decrypt_ecb(k, interleave):
    """Magma ECB decryption of nblocks 8-byte blocks (in and out may be the same buffer).
    round_keys: the encryption schedule reversed, K1..K8, K8..K1, K8..K1, K8..K1 (sim/gost_key.py):
    decryption is encryption with the keys in the opposite order."""
    magma_ecb(k, interleave)
