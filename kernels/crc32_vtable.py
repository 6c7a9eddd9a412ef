"""Vector table lookups for updateBytesCRC32 and updateBytesCRC32C (their variant "rvv"), for a CPU
with V but without Zvbc.

Technique. The buffer is read in blocks of 4*N bytes, N = `lanes` 32-bit elements (LMUL = N/4, so
vl = N at VLEN 128 and at every wider VLEN: the code is VLEN-agnostic, the step fixed). A vector A of
N words is kept such that the CRC of everything read so far equals the CRC of A read as one block
(state 0, no inversion). The running state enters by XORing it into A's first word. For the next
block B, A' = F(A) ^ B, where F moves each word one block forward on its own: lane m of A stands
for A_m(x)*x^(32(N-1-m)) within the block, and in the next block the same lane stands for
F_m(x)*x^(32(N-1-m)), so F_m = A_m*x^(32N) mod P, which no other lane touches. F_m is four table
lookups, one per byte of A_m: byte j (j = 0 first in memory) is the CRC of that byte followed by
3-j + 4N-4 zero bytes, table 4N-1-j of the slicing family (kernels/crc32.slicing_tables).

Why: 18 instructions per 4N bytes, with the four table bases and the mask in registers, where
HotSpot 26's own loop (N = 16 at VLEN 128) computes every table address and shift count inside the
loop (34 instructions per 64 bytes). Head bytes up to a 4-byte boundary and the tail join through
the byte table and the stack; the last block goes to the slicing-by-8 table path from state 0.
"""
from __future__ import annotations

from types import SimpleNamespace

from stubforge.dsl.regs import SP, ZERO

LANES = (8, 16, 32)


def lookup_tables(poly: int, lanes: int, slicing_tables) -> list[int]:
    """The four 256-entry tables of F, byte 0's first: CRC of byte j then 4*lanes-1-j zero bytes."""
    tabs = slicing_tables(poly, 4 * lanes)
    return sum((tabs[4 * lanes - 1 - j] for j in range(4)), [])


def blocks(k, poly, lanes, crc, buf, length, L_table, slicing_tables):
    """Emit the vector part. Buffers under 4*lanes bytes branch to L_table unchanged; otherwise,
    at the end (falling through to where the caller binds L_table), buf/length describe the stack
    copy of the folded block and the tail, and crc is 0."""
    r = _setup(k, poly, lanes, crc, buf, length, slicing_tables)
    L = SimpleNamespace(table=L_table)
    L.loop, L.pairs, L.last = k.label("vlanes_loop"), k.label("vlanes_pairs"), k.label("vlanes_last")
    L.head, L.aligned, L.block = k.label("vlanes_head"), k.label("vlanes_aligned"), k.label("vlanes_block")
    _head(k, r, L)
    # Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first block (see crc32_fold).
    with k.vtype(sew=32, lmul=r.lmul, avl=lanes, vl=r.w if lanes > 31 else None, ta=False):
        _block_loop(k, r, L)
        _tail_block(k, r, L)
    k.mv(k.rename(buf, "stack_buf"), SP)         # the table path reads the folded block from the stack
    k.li(k.rename(length, "stack_len"), r.step)
    k.mv(k.rename(crc, "stack_crc"), ZERO)       # the stack copy's CRC starts from state 0
    k.release(*reversed(r.regs))
    k.release(r.w)
    k.release(r.acc, r.nxt, r.idx)


def _setup(k, poly, lanes, crc, buf, length, slicing_tables):
    """The tables and the registers, in a namespace."""
    r = SimpleNamespace(lanes=lanes, crc=crc, buf=buf, length=length)
    r.lmul = lanes // 4
    r.step = step = 4 * lanes
    r.tab = k.table("crc_vlanes", slicing_tables(poly, 1)[0] + lookup_tables(poly, lanes, slicing_tables),
                    comment=f"the byte table, then byte j of a lane word moved {step} bytes on: CRC of the byte "
                    f"then {step - 1}-j zeros")
    [r.w] = k.temps(1, names="word")               # t0: only between two instructions
    idle = k.temp()                                # t1: left to MacroAssembler's macros
    r.regs = k.temps(6, names="vtab0 vtab1 vtab2 vtab3 mask end")
    r.t0, r.t1, r.t2, r.t3, r.mask, r.end = r.regs
    k.release(idle)
    r.acc, r.nxt, r.idx = k.vregs(3, lmul=r.lmul, names="vcrc vnext vindex")
    return r


def _block(k, r):
    """acc = F(acc) ^ the next block: the lookups summed in nxt, then the block joins them."""
    acc, nxt, idx = r.acc, r.nxt, r.idx
    for j, (tb, shift) in enumerate(zip((r.t0, r.t1, r.t2, r.t3), (-2, 6, 14, 22))):
        if shift < 0:
            k.vsll_vi(idx, acc, -shift)
        else:
            k.vsrl_vi(idx, acc, shift)
        k.vand_vx(idx, idx, r.mask)
        if j == 0:
            k.vluxei32_v(nxt, tb, idx)
        else:
            k.vluxei32_v(idx, tb, idx)
            k.vxor_vv(nxt, nxt, idx)
    k.vle32_v(acc, r.buf)
    k.vxor_vv(acc, acc, nxt)
    k.addi(r.buf, r.buf, r.step)


# A misaligned vector load may trap or be emulated where scalar ones are fast, hence the head bytes.
def _head(k, r, L):
    w, t0, buf, length, crc = r.w, r.t0, r.buf, r.length, r.crc
    k.li(w, r.step)
    k.bltu(length, w, L.table)
    k.la(t0, r.tab)
    k.andi(w, buf, 3)
    k.beqz(w, L.aligned)
    k.bind(L.head)                         # bytes up to a 4-byte boundary, so that vle32 reads
    k.lbu(w, buf, 0)                       # aligned elements (as HotSpot's own vector path does)
    k.xor(w, w, crc)
    k.andi(w, w, 0xFF)
    k.slli(w, w, 2)
    k.add(w, w, t0)
    k.lwu(w, w, 0)
    k.srli(crc, crc, 8)
    k.xor(crc, crc, w)
    k.addi(buf, buf, 1)
    k.addi(length, length, -1)
    k.andi(w, buf, 3)
    k.bnez(w, L.head)
    k.li(w, r.step)
    k.bltu(length, w, L.table)             # less than a block after them
    k.bind(L.aligned)
    k.addi(t0, t0, 1024)                   # the lane tables follow the byte table
    k.addi(r.t1, t0, 1024)
    k.addi(r.t2, r.t1, 1024)
    k.addi(r.t3, r.t2, 1024)
    k.li(r.mask, 0x3FC)                    # a byte, times 4: the table's element offset


def _block_loop(k, r, L):
    w, acc, buf, length, end, step = r.w, r.acc, r.buf, r.length, r.end, r.step
    k.vle32_v(acc, buf)
    k.vmv_x_s(w, acc)                      # the running state joins the first word
    k.xor(w, w, r.crc)
    k.vmv_s_x(acc, w)
    k.addi(buf, buf, step)
    k.addi(length, length, -step)
    k.andi(end, length, -step)             # whole blocks left, in bytes
    k.sub(length, length, end)
    k.andi(w, end, step)                   # an odd count: one block here, the loop takes pairs
    k.add(end, buf, end)
    k.beqz(w, L.pairs)
    _block(k, r)
    k.bind(L.pairs)
    k.bgeu(buf, end, L.last)
    k.bind(L.loop)                         # two blocks per branch
    _block(k, r)
    _block(k, r)
    k.bltu(buf, end, L.loop)


# About 40 instructions for the tail, against 5.4 per byte of the table path.
def _tail_block(k, r, L):
    w, acc, buf, length, end, step, lmul = r.w, r.acc, r.buf, r.length, r.end, r.step, r.lmul
    k.bind(L.last)
    k.reserve_stack(2 * step)
    k.beqz(length, L.block)
    # A tail of r < 4N bytes joins the lanes too: zeros in front do not change a CRC from
    # state 0, so zeros(4N-r) | A | tail is two whole blocks, and F(first) ^ second is one.
    k.vmv_v_i(r.nxt, 0)
    k.vse32_v(r.nxt, SP)
    k.li(w, step)
    k.sub(w, w, length)
    k.add(w, SP, w)                        # A goes r bytes short of the second block
    k.li(end, step)
    k.setvl(sew=8, lmul=lmul, avl=end)     # 4N bytes: VLMAX at e8 and VLEN 128
    k.vse8_v(acc, w)
    k.setvl(sew=8, lmul=lmul, avl=length)
    k.vle8_v(r.idx, buf)
    k.addi(w, SP, 2 * step)
    k.sub(w, w, length)
    k.vse8_v(r.idx, w)
    k.setvl(sew=32, lmul=lmul, avl=r.lanes, vl=w if r.lanes > 31 else None, ta=False)
    k.vle32_v(acc, SP)
    k.addi(k.rename(buf, "stack_buf"), SP, step)   # the second block, on the stack
    _block(k, r)
    k.bind(L.block)                        # one block left, in the lanes: the table path takes it
    k.vse32_v(acc, SP)
