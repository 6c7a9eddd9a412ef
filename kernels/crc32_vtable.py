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

One block: 4 index computations (shift, mask to a byte times 4), 4 vluxei32 (one indexed element
per byte, as HotSpot's vector path has), 3 XORs of the lookups, vle32, one XOR of the block and the
pointer's addi: 18 instructions per 4N bytes, and the loop takes two blocks per branch (an odd
count starts with one). HotSpot 26's own loop (N = 16 at VLEN 128) has the same four indexed loads
per 64 bytes but computes every table address and shift count inside the loop (34 instructions).
Here the four table bases and the mask live in registers.

Before the first block, up to three bytes go through the byte table so that vle32 reads aligned
elements (a misaligned vector load may trap or be emulated where scalar ones are fast). After the
loop, a tail of r < 4N bytes joins the lanes as one more block: zeros in front of a message do not
change its CRC from state 0, so zeros(4N-r) | A | tail, laid out on the stack, is two whole blocks
and one more step folds them into one (about 40 instructions, against 5.4 per byte of table path).
That last block goes back to the stack and the slicing-by-8 table path finishes it from state 0;
buffers under 4N bytes (after the head bytes) go to that path directly.
"""
from __future__ import annotations

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
    lmul = lanes // 4
    step = 4 * lanes
    tab = k.table("crc_vlanes", slicing_tables(poly, 1)[0] + lookup_tables(poly, lanes, slicing_tables),
                  comment=f"the byte table, then byte j of a lane word moved {step} bytes on: CRC of the byte "
                  f"then {step - 1}-j zeros")
    [w] = k.temps(1, names="word")                 # t0: only between two instructions
    idle = k.temp()                                # t1: left to MacroAssembler's macros
    regs = k.temps(6, names="vtab0 vtab1 vtab2 vtab3 mask end")
    t0, t1, t2, t3, mask, end = regs
    k.release(idle)
    acc, nxt, idx = k.vregs(3, lmul=lmul, names="vcrc vnext vindex")
    L_loop, L_pairs, L_last = k.label("vlanes_loop"), k.label("vlanes_pairs"), k.label("vlanes_last")
    L_head, L_aligned, L_block = k.label("vlanes_head"), k.label("vlanes_aligned"), k.label("vlanes_block")

    def block():
        """acc = F(acc) ^ the next block: the lookups summed in nxt, then the block joins them."""
        for j, (tb, shift) in enumerate(zip((t0, t1, t2, t3), (-2, 6, 14, 22))):
            if shift < 0:
                k.vsll_vi(idx, acc, -shift)
            else:
                k.vsrl_vi(idx, acc, shift)
            k.vand_vx(idx, idx, mask)
            if j == 0:
                k.vluxei32_v(nxt, tb, idx)
            else:
                k.vluxei32_v(idx, tb, idx)
                k.vxor_vv(nxt, nxt, idx)
        k.vle32_v(acc, buf)
        k.vxor_vv(acc, acc, nxt)
        k.addi(buf, buf, step)

    k.li(w, step)
    k.bltu(length, w, L_table)
    k.la(t0, tab)
    k.andi(w, buf, 3)
    k.beqz(w, L_aligned)
    k.bind(L_head)                         # bytes up to a 4-byte boundary, so that vle32 reads
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
    k.bnez(w, L_head)
    k.li(w, step)
    k.bltu(length, w, L_table)             # less than a block after them
    k.bind(L_aligned)
    k.addi(t0, t0, 1024)                   # the lane tables follow the byte table
    k.addi(t1, t0, 1024)
    k.addi(t2, t1, 1024)
    k.addi(t3, t2, 1024)
    k.li(mask, 0x3FC)                      # a byte, times 4: the table's element offset
    # Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first block (see crc32_fold).
    with k.vtype(sew=32, lmul=lmul, avl=lanes, vl=w if lanes > 31 else None, ta=False):
        k.vle32_v(acc, buf)
        k.vmv_x_s(w, acc)                  # the running state joins the first word
        k.xor(w, w, crc)
        k.vmv_s_x(acc, w)
        k.addi(buf, buf, step)
        k.addi(length, length, -step)
        k.andi(end, length, -step)         # whole blocks left, in bytes
        k.sub(length, length, end)
        k.andi(w, end, step)               # an odd count: one block here, the loop takes pairs
        k.add(end, buf, end)
        k.beqz(w, L_pairs)
        block()
        k.bind(L_pairs)
        k.bgeu(buf, end, L_last)
        k.bind(L_loop)                     # two blocks per branch
        block()
        block()
        k.bltu(buf, end, L_loop)
        k.bind(L_last)
        k.reserve_stack(2 * step)
        k.beqz(length, L_block)
        # A tail of r < 4N bytes joins the lanes too: zeros in front do not change a CRC from
        # state 0, so zeros(4N-r) | A | tail is two whole blocks, and F(first) ^ second is one.
        k.vmv_v_i(nxt, 0)
        k.vse32_v(nxt, SP)
        k.li(w, step)
        k.sub(w, w, length)
        k.add(w, SP, w)                    # A goes r bytes short of the second block
        k.li(end, step)
        k.setvl(sew=8, lmul=lmul, avl=end)     # 4N bytes: VLMAX at e8 and VLEN 128
        k.vse8_v(acc, w)
        k.setvl(sew=8, lmul=lmul, avl=length)
        k.vle8_v(idx, buf)
        k.addi(w, SP, 2 * step)
        k.sub(w, w, length)
        k.vse8_v(idx, w)
        k.setvl(sew=32, lmul=lmul, avl=lanes, vl=w if lanes > 31 else None, ta=False)
        k.vle32_v(acc, SP)
        k.addi(k.rename(buf, "stack_buf"), SP, step)   # the second block, on the stack
        block()
        k.bind(L_block)                    # one block left, in the lanes: the table path takes it
        k.vse32_v(acc, SP)
    k.mv(k.rename(buf, "stack_buf"), SP)         # the table path reads the folded block from the stack
    k.li(k.rename(length, "stack_len"), step)
    k.mv(k.rename(crc, "stack_crc"), ZERO)       # the stack copy's CRC starts from state 0
    k.release(*reversed(regs))
    k.release(w)
    k.release(acc, nxt, idx)
