"""Kuznyechik (GOST R 34.12-2015, 128-bit block) ECB, as plain C functions.

Each round's S then L is one XOR of sixteen table entries, one per byte of the state
(kernels/gost_tables.py builds the 64 KiB table from the standard's pi and l). Within one block
the rounds form a chain of load -> XOR -> byte extract -> load, so a single block leaves an
out-of-order core waiting on load latency; `interleave` blocks go through each round together and
fill those gaps (the seed's Elbrus figures: 10.4 -> 5.1 cycles/byte). The table places byte v at
position p at v*256 + p*16, so one add of v<<8 to the base reaches all sixteen positions through
the load's offset.

Decryption runs the inverse rounds through a table of L^-1(pi^-1(v) at p), with the round keys
moved through L^-1 by the key schedule, and one bytewise pi before and pi^-1 after.
"""
from __future__ import annotations

from stubforge.dsl import Param
from stubforge.dsl.plainfn import function
from stubforge.dsl.regs import CALLEE_SAVED

from .gost_tables import PI, PI_INV, kuznyechik_inv_ls, kuznyechik_ls

BLOCK = 16
FREE = 7                         # t3-t5 and a4-a7: long-lived caller-saved registers (t0-t2 are scratch)
INTERLEAVE = Param(3, (1, 2, 3), "blocks that go through each round together (scalar registers: 3 at most)")


class _Block:
    """One block's registers: the state, the next state (they swap roles each round), an
    address temporary, and the load temporary all blocks share (MacroAssembler's scratch: each
    value in it is read by the very next instruction)."""

    def __init__(self, regs):
        self.s_lo, self.s_hi, self.n_lo, self.n_hi, self.t, self.x = regs

    def swap(self):
        self.s_lo, self.s_hi, self.n_lo, self.n_hi = self.n_lo, self.n_hi, self.s_lo, self.s_hi


def _registers(k, blocks: int):
    """Five registers per block and the table base; callee-saved ones are borrowed beyond seven."""
    saved = list(CALLEE_SAVED[:max(0, 5 * blocks + 1 - FREE)])
    if saved:
        k.save(*saved)
    base = k.temps(1, names="table")[0]
    shared = k.scratch(1)
    return base, shared, [_Block(k.temps(5) + [shared]) for _ in range(blocks)], saved


def _byte_index(k, dst, word, pos: int, scale: int):
    """dst = byte `pos` of `word`, shifted left by `scale`."""
    sh = 8 * pos
    if sh == 0:
        k.andi(dst, word, 255)
    elif sh == 56:
        k.srli(dst, word, 56)
    else:
        k.srli(dst, word, sh)
        k.andi(dst, dst, 255)
    k.slli(dst, dst, scale)


def _add_key(k, blocks, rk, off: int):
    """One load of the round key for all the blocks, into the first block's next-state registers
    (free until the table round writes them)."""
    k0, k1 = blocks[0].n_lo, blocks[0].n_hi
    k.ld(k0, rk, off)
    k.ld(k1, rk, off + 8)
    for b in blocks:
        k.xor(b.s_lo, b.s_lo, k0)
        k.xor(b.s_hi, b.s_hi, k1)


def _table_round(k, blocks, base):
    """next = XOR over the 16 bytes of table[byte][position]; blocks interleaved byte by byte."""
    for p in range(16):
        for b in blocks:
            _byte_index(k, b.t, b.s_lo if p < 8 else b.s_hi, p % 8, 8)
            k.add(b.t, b.t, base)
            if p == 0:
                k.ld(b.n_lo, b.t, 16 * p)
                k.ld(b.n_hi, b.t, 16 * p + 8)
                continue
            k.ld(b.x, b.t, 16 * p)
            k.xor(b.n_lo, b.n_lo, b.x)
            k.ld(b.t, b.t, 16 * p + 8)
            k.xor(b.n_hi, b.n_hi, b.t)
    for b in blocks:
        b.swap()


def _bytewise(k, blocks, sbox_base):
    """Substitute every byte of the state through a 256-word table (decryption's pi and pi^-1)."""
    for p in range(16):
        for b in blocks:
            word, acc = (b.s_lo, b.n_lo) if p < 8 else (b.s_hi, b.n_hi)
            _byte_index(k, b.t, word, p % 8, 2)
            k.add(b.t, b.t, sbox_base)
            if p % 8 == 0:
                k.lwu(acc, b.t, 0)
                continue
            k.lwu(b.t, b.t, 0)
            k.slli(b.t, b.t, 8 * (p % 8))
            k.or_(acc, acc, b.t)
    for b in blocks:
        b.swap()


def _encrypt_blocks(k, blocks, base, shared, rk, tables):
    for r in range(9):
        _add_key(k, blocks, rk, 16 * r)
        _table_round(k, blocks, base)
    _add_key(k, blocks, rk, 16 * 9)


def _decrypt_blocks(k, blocks, base, shared, rk, tables):
    """The bytewise passes borrow the table base register for pi and pi^-1."""
    _add_key(k, blocks, rk, 0)
    k.la(base, tables["pi"])
    _bytewise(k, blocks, base)
    k.la(base, tables["ls"])
    _table_round(k, blocks, base)                  # L^-1(pi^-1(pi(x))) = L^-1(x)
    for j in range(1, 9):
        _table_round(k, blocks, base)
        _add_key(k, blocks, rk, 16 * j)
    k.la(base, tables["pi_inv"])
    _bytewise(k, blocks, base)
    k.la(base, tables["ls"])
    _add_key(k, blocks, rk, 16 * 9)


def _group(k, blocks, src, dst, rk, base, shared, tables, decrypt):
    for i, b in enumerate(blocks):
        k.ld(b.s_lo, src, BLOCK * i)
        k.ld(b.s_hi, src, BLOCK * i + 8)
    (_decrypt_blocks if decrypt else _encrypt_blocks)(k, blocks, base, shared, rk, tables)
    for i, b in enumerate(blocks):
        k.sd(b.s_lo, dst, BLOCK * i)
        k.sd(b.s_hi, dst, BLOCK * i + 8)
    k.addi(src, src, BLOCK * len(blocks))
    k.addi(dst, dst, BLOCK * len(blocks))
    k.addi(k.args[2], k.args[2], -len(blocks))


def kuznyechik_ecb(k, interleave, decrypt):
    src, dst, n, rk = k.args
    base, shared, blocks, saved = _registers(k, interleave)
    tables = {"ls": k.table("inv_ls" if decrypt else "ls",
                            kuznyechik_inv_ls() if decrypt else kuznyechik_ls(), width=8,
                            comment=("L^-1(pi^-1(v)) at position p" if decrypt else "L(pi(v)) at position p")
                            + ": v*256 + p*16")}
    if decrypt:
        tables["pi"] = k.table("pi", PI, width=4, comment="pi (GOST R 34.12-2015 4.1.1)")
        tables["pi_inv"] = k.table("pi_inv", PI_INV, width=4, comment="pi^-1")
    k.la(base, tables["ls"])
    done = k.label("done")
    if interleave > 1:
        grouped, tail = k.label("grouped"), k.label("tail")
        k.bind(grouped)
        k.li(shared, interleave)
        body = k.label("grouped_body")
        k.bgeu(n, shared, body)              # a body this long is beyond a branch's reach: jump over it
        k.j(tail)
        k.bind(body)
        _group(k, blocks, src, dst, rk, base, shared, tables, decrypt)
        k.j(grouped)
        k.bind(tail)
    single = k.label("single")
    k.bind(single)
    one = k.label("single_body")
    k.bnez(n, one)
    k.j(done)
    k.bind(one)
    _group(k, blocks[:1], src, dst, rk, base, shared, tables, decrypt)
    k.j(single)
    k.bind(done)
    if saved:
        k.restore(*saved)
    k.ret()


# ---- RVV: vl blocks per pass, one indexed load per position and half --------------------------

class _VState:
    def __init__(self, groups):
        self.s_lo, self.s_hi, self.n_lo, self.n_hi = groups

    def swap(self):
        self.s_lo, self.s_hi, self.n_lo, self.n_hi = self.n_lo, self.n_hi, self.s_lo, self.s_hi


def _v_index(k, idx, word, pos: int, scale: int, sh_reg, mask):
    """idx = byte `pos` of every element of `word`, times 2^scale, by a shift and a mask (vand.vx
    takes the mask from a register, so the scaled byte needs no third instruction)."""
    sh = 8 * pos - scale
    if sh > 0:
        k.li(sh_reg, sh)
        k.vsrl_vx(idx, word, sh_reg)
    elif sh < 0:
        k.vsll_vi(idx, word, -sh)
    k.vand_vx(idx, idx if sh else word, mask)


def _v_table_round(k, st, base, pos_ptr, idx, x, sh_reg, mask):
    for p in range(16):
        _v_index(k, idx, st.s_lo if p < 8 else st.s_hi, p % 8, 8, sh_reg, mask)
        k.addi(pos_ptr, base, 16 * p)
        if p == 0:
            k.vluxei64_v(st.n_lo, pos_ptr, idx)
            k.addi(pos_ptr, pos_ptr, 8)
            k.vluxei64_v(st.n_hi, pos_ptr, idx)
            continue
        k.vluxei64_v(x, pos_ptr, idx)
        k.vxor_vv(st.n_lo, st.n_lo, x)
        k.addi(pos_ptr, pos_ptr, 8)
        k.vluxei64_v(x, pos_ptr, idx)
        k.vxor_vv(st.n_hi, st.n_hi, x)
    st.swap()


def _v_bytewise(k, st, table, idx, x, sh_reg, mask):
    """Every byte through a 256-doubleword table: byte p's result shifted back into place."""
    for p in range(16):
        word, acc = (st.s_lo, st.n_lo) if p < 8 else (st.s_hi, st.n_hi)
        _v_index(k, idx, word, p % 8, 3, sh_reg, mask)
        if p % 8 == 0:
            k.vluxei64_v(acc, table, idx)
            continue
        k.vluxei64_v(x, table, idx)
        k.li(sh_reg, 8 * (p % 8))
        k.vsll_vx(x, x, sh_reg)
        k.vor_vv(acc, acc, x)
    st.swap()


def _v_add_key(k, st, rk, off, key):
    k.ld(key, rk, off)
    k.vxor_vx(st.s_lo, st.s_lo, key)
    k.ld(key, rk, off + 8)
    k.vxor_vx(st.s_hi, st.s_hi, key)


def kuznyechik_ecb_rvv(k, lmul, decrypt):
    src, dst, n, rk = k.args
    vl, stride, tmp, base, pos_ptr, sh_reg, mask, key = k.temps(
        8, names="vl stride tmp table pos shift byte_mask rkey")
    st = _VState(k.vregs(4, lmul, names="s_lo s_hi n_lo n_hi"))
    idx, x = k.vregs(2, lmul, names="idx x")
    ls = k.table("inv_ls" if decrypt else "ls", kuznyechik_inv_ls() if decrypt else kuznyechik_ls(), width=8,
                 comment="by byte v and position p at v*256 + p*16")
    if decrypt:
        pi = k.table("pi", PI, width=8, comment="pi, one doubleword per entry (64-bit indexed loads)")
        pi_inv = k.table("pi_inv", PI_INV, width=8, comment="pi^-1, one doubleword per entry")
    k.la(base, ls)
    k.li(stride, BLOCK)
    done, loop = k.label("done"), k.label("loop")
    k.bnez(n, loop)                       # the body is beyond a branch's reach: jump over it
    k.j(done)
    k.bind(loop)
    with k.vtype(sew=64, lmul=lmul, avl=n, vl=vl):
        k.vlse64_v(st.s_lo, src, stride)              # element i: block i's first and second halves
        k.addi(tmp, src, 8)
        k.vlse64_v(st.s_hi, tmp, stride)
        if decrypt:
            _v_add_key(k, st, rk, 0, key)
            k.li(mask, 255 << 3)
            k.la(tmp, pi)
            _v_bytewise(k, st, tmp, idx, x, sh_reg, mask)
            k.li(mask, 255 << 8)
            _v_table_round(k, st, base, pos_ptr, idx, x, sh_reg, mask)
            for j in range(1, 9):
                _v_table_round(k, st, base, pos_ptr, idx, x, sh_reg, mask)
                _v_add_key(k, st, rk, 16 * j, key)
            k.li(mask, 255 << 3)
            k.la(tmp, pi_inv)
            _v_bytewise(k, st, tmp, idx, x, sh_reg, mask)
        else:
            k.li(mask, 255 << 8)
            for r in range(9):
                _v_add_key(k, st, rk, 16 * r, key)
                _v_table_round(k, st, base, pos_ptr, idx, x, sh_reg, mask)
        _v_add_key(k, st, rk, 16 * 9, key)
        k.vsse64_v(st.s_lo, dst, stride)
        k.addi(tmp, dst, 8)
        k.vsse64_v(st.s_hi, tmp, stride)
        k.slli(tmp, vl, 4)
        k.add(src, src, tmp)
        k.add(dst, dst, tmp)
        k.sub(n, n, vl)
        k.beqz(n, done)
        k.j(loop)
    k.bind(done)
    k.ret()


def _shape(k, interleave, lmul, decrypt):
    if k.variant == "rvv":
        kuznyechik_ecb_rvv(k, lmul, decrypt)
    else:
        kuznyechik_ecb(k, interleave, decrypt)


SHAPES = {"scalar": ((), "sequential (interleave=1) or N blocks interleaved, base ISA"),
          "rvv": ({"v"}, "vl blocks per pass; each position's entry fetched by vluxei64 for all of them")}
PARAMS = {"interleave": Param(INTERLEAVE.default, INTERLEAVE.choices, INTERLEAVE.help, variants=("scalar",)),
          "lmul": Param(4, (1, 2, 4), "register group of each state half (rvv)", variants=("rvv",))}


@function("void kuznyechik_encrypt_ecb(const uint8_t *in, uint8_t *out, size_t nblocks, const uint8_t *round_keys)",
          params=PARAMS, variants=SHAPES)
def kuznyechik_encrypt_ecb(k, interleave, lmul):
    """Kuznyechik ECB encryption of nblocks 16-byte blocks (in and out may be the same buffer).
    round_keys: K1..K10, 160 bytes, each in the standard's byte order (sim/gost_key.py expands them)."""
    _shape(k, interleave, lmul, decrypt=False)


@function("void kuznyechik_decrypt_ecb(const uint8_t *in, uint8_t *out, size_t nblocks, const uint8_t *round_keys)",
          params=PARAMS, variants=SHAPES)
def kuznyechik_decrypt_ecb(k, interleave, lmul):
    """Kuznyechik ECB decryption of nblocks 16-byte blocks (in and out may be the same buffer).
    round_keys: 160 bytes, K10, L^-1(K9), ..., L^-1(K2), K1 (sim/gost_key.py: decryption schedule)."""
    _shape(k, interleave, lmul, decrypt=True)
