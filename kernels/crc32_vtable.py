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
from stubforge.dsl.structure import helper

LANES = (8, 16, 32)
DEFAULT_LANES = 32         # kernels/crc32.py's default (and tuned) lane count


def lookup_tables(poly: int, lanes: int, slicing_tables) -> list[int]:
    """The four 256-entry tables of F, byte 0's first: CRC of byte j then 4*lanes-1-j zero bytes."""
    tabs = slicing_tables(poly, 4 * lanes)
    return sum((tabs[4 * lanes - 1 - j] for j in range(4)), [])


def blocks(k, poly, lanes, crc, buf, length, byte_table, slicing_tables):
    """Emit the vector part. Buffers under 4*lanes bytes are left unchanged; otherwise, at the end,
    buf/length describe the stack copy of the folded block and the tail, and crc is 0: the table
    path that follows takes either. byte_table: the algorithm's 256-entry table (slicing table 0),
    for the bytes up to a 4-byte boundary."""
    r = _setup(k, poly, lanes, slicing_tables)
    vtab = k.array(r.regs[:4], "vtab")
    _lanes_helper(lanes, (r.acc, r.nxt, r.idx))(k, crc, buf, length, byte_table, r.tab, r.w, vtab, r.mask,
                                                     r.end)
    k.release(*reversed(r.regs))
    k.release(r.w)
    k.release(r.acc, r.nxt, r.idx)


def _setup(k, poly, lanes, slicing_tables):
    """The table and the registers, in a namespace."""
    r = SimpleNamespace(lanes=lanes)
    r.lmul = lanes // 4
    r.step = step = 4 * lanes
    # The byte table is the slicing tables' table 0 (HotSpot's crc_table for CRC32), not a copy here.
    # HotSpot's crc_table holds lane tables too (after table 3), but for 16 lanes (64-byte blocks),
    # where these move a word 4*lanes bytes on.
    r.tab = k.table("crc_vlanes", lookup_tables(poly, lanes, slicing_tables),
                    comment=f"byte j of a lane word moved {step} bytes on: CRC of the byte then {step - 1}-j zeros",
                    compute=("crc32_lane_tables", poly, lanes))
    [r.w] = k.temps(1, names="tmp")                # t0: only between two instructions
    idle = k.temp()                                # t1: left to MacroAssembler's macros
    r.regs = k.temps(6, names="vtab0 vtab1 vtab2 vtab3 mask blocks_end")
    r.mask, r.end = r.regs[4:]
    k.release(idle)
    r.acc, r.nxt, r.idx = k.vregs(3, lmul=r.lmul, names="vcrc vnext vindex")
    return r


def _lanes_helper(lanes, vregs):
    """The vector part as one helper shared by CRC32 and CRC32C (the table is its argument; the
    vector registers, the same in both, it declares itself); its block size is written into it, so
    another lane count is another helper."""
    @helper(name="crc32_vector_lanes" + ("" if lanes == DEFAULT_LANES else f"_{lanes}"))
    def vector_lanes(k, crc, buf, len, byte_table, lane_tables, word, vtab, mask, end):
        """Moves whole blocks of 4*lanes bytes through the lanes (byte_table: the 256-entry table of
        the head bytes; lane_tables: the four tables of a lane word's bytes). Buffers shorter than a
        block are left to the table path; otherwise on exit buf/len describe the last block (folded,
        on the stack) and the tail, crc is 0."""
        r = SimpleNamespace(lanes=lanes, lmul=lanes // 4, step=4 * lanes, crc=crc, buf=buf, length=len,
                            byte_tab=byte_table, lane_tab=lane_tables, w=word, vtab=vtab, mask=mask, end=end)
        r.acc, r.nxt, r.idx = vregs
        L = SimpleNamespace(table=k.label("done"))
        L.loop, L.pairs, L.last = k.label("loop"), k.label("pairs"), k.label("last")
        L.head, L.aligned, L.block = k.label("head"), k.label("aligned"), k.label("block")
        _head(k, r, L)
        # Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first block (see crc32_fold).
        with k.vtype(sew=32, lmul=r.lmul, avl=lanes, vl=r.w if lanes > 31 else None, ta=False):
            _block_loop(k, r, L)
            _tail_block(k, r, L)
        k.mv(k.rename(buf, "stack_buf"), SP)         # the table path reads the folded block from the stack
        k.li(k.rename(len, "stack_len"), r.step)
        k.mv(k.rename(crc, "stack_crc"), ZERO)       # the stack copy's CRC starts from state 0
        k.bind(L.table)
    return vector_lanes
def _block(k, r):
    _BLOCK(k, r.acc, r.nxt, r.idx, r.buf, r.vtab, r.mask, r.step)


@helper(name="crc32_vector_block")
def _BLOCK(k, vcrc, vnext, vindex, buf, vtab, mask, step):
    """vcrc = F(vcrc) ^ the step bytes at buf: byte j of every lane looked up in vtab[j], the
    lookups summed in vnext, then the block joins them."""
    k.vsll_vi(vindex, vcrc, 2)             # byte 0, times 4
    k.vand_vx(vindex, vindex, mask)
    k.vluxei32_v(vnext, vtab[0], vindex)
    for j in k.range(1, 4, var="j"):       # byte j, times 4
        k.vsrl_vi(vindex, vcrc, 8 * j - 2)
        k.vand_vx(vindex, vindex, mask)
        k.vluxei32_v(vindex, vtab[j], vindex)
        k.vxor_vv(vnext, vnext, vindex)
    k.vle32_v(vcrc, buf)
    k.vxor_vv(vcrc, vcrc, vnext)
    k.addi(buf, buf, step)


# A misaligned vector load may trap or be emulated where scalar ones are fast, hence the head bytes.
def _head(k, r, L):
    w, t0, buf, length, crc = r.w, r.vtab[0], r.buf, r.length, r.crc
    k.li(w, r.step)
    k.bltu(length, w, L.table)
    k.andi(w, buf, 3)
    k.beqz(w, L.aligned)
    k.la(t0, r.byte_tab)
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
    k.la(t0, r.lane_tab)
    for j in k.range(1, 4, var="j"):
        k.addi(r.vtab[j], r.vtab[j - 1], 1024)
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
