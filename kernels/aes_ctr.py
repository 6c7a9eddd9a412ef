"""counterMode_AESCrypt with Zvkned: Java's CounterMode.implCrypt, many blocks per instruction.

Java's loop, exactly: for each byte, `if (used >= 16) { encryptedCounter = E(counter); counter += 1
(128-bit big-endian, mod 2^128); used = 0 }; out[i] = in[i] ^ encryptedCounter[used++]`. The stub
does the same in three parts and leaves `used`, `counter` and `encryptedCounter` as Java would:

1. Leftover keystream: when used < 16, min(16 - used, len) bytes are XORed with
   encryptedCounter[used..] by one e8 vector load/xor/store (no byte loop).
2. Whole blocks, VLEN-agnostic: each iteration takes as many 16-byte blocks as one LMUL register
   group holds (vsetvli over e64 elements, two per block) and computes all their counters at once.
   The counter lives in two scalars, hi and lo (the big-endian halves as integers). Under e64,
   vid.v >> 1 is the block index j; lo + j goes to the odd elements and hi to the even ones (one
   vmerge under a fixed odd-element mask in v0); vrev8.v under e64 turns each half into big-endian
   bytes, which under e32 is exactly the AES state of the counter block. The blocks are encrypted
   in place with vaesz/vaesem/vaesef.vs (round keys from single registers), XORed with the input
   (e8, so `in`/`out` may have any alignment) and stored. The scalar lo advances by the block count;
   when that wraps (once per 2^64 blocks) an out-of-line fix-up either carries into hi (the group
   ended exactly at 2^64) or runs the group again cut at 2^64, so no group ever crosses it; hi
   wraps mod 2^64, so the counter wraps mod 2^128 as Java's does.
3. The last partial block (len % 16 bytes) gets one more counter: E(counter) goes to
   encryptedCounter, its first bytes are XORed, used = len % 16. Without a partial block
   encryptedCounter is the last block's keystream (slid down out of the state group) and used = 16.
   The counter is stored back, big-endian, from hi/lo.

AES-128/192/256 is chosen at run time from the key's int[] length (dispatch_key_size); each key size
has its own copy of the loop. Per iteration at AES-128: 11 AES rounds, vrev8, 5 vector instructions
for the counters, load, xor and store, 3 vsetvli and 10 scalar instructions — 33 for VLEN*LMUL/8 bytes
(0.26 instructions/byte at VLEN 128, 0.03 at VLEN 1024).

What limits LMUL: the register file. Round keys take one register each (15 for AES-256) and v0 holds
the mask, which leaves 16 registers for the two data groups the loop needs (counter/state and
input): LMUL 8 is both the ISA maximum and exactly what fits. LMUL >= 1 because an element group
(EGW 128) must fit in LMUL*VLEN at VLEN 128. The default is LMUL 8: the loop's cost per iteration
hardly depends on LMUL, so the largest group gives the fewest instructions per byte (at VLEN 128,
LMUL 4 would be about 0.5 instructions/byte, LMUL 8 about 0.26).
"""
from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import V, X
from stubforge.dsl.structure import helper

from .aes_rounds import aes_load_round_keys, dispatch_key_size, encrypt_rounds

ODD_E64 = 0xAA          # mask bits 1, 3, 5, 7 of every byte: the odd e64 elements


@helper
def aes_ctr_counter(k, vstate, vtmp, hi, lo):
    """vstate[0] = the counter block (hi, lo) as big-endian bytes. Under e64, vl=2, mask in v0."""
    k.vmv_v_x(vstate, lo)
    k.vmv_v_x(vtmp, hi)
    k.vmerge_vvm(vstate, vtmp, vstate)
    k.vrev8_v(vstate, vstate)


@kernel(stub="counterMode_AESCrypt", extensions={"v", "zvkned", "zvkb"},
        params={"lmul": Param(8, (1, 2, 4, 8), "register group size of the counter/state and input groups; "
                                               "a loop iteration handles VLEN*LMUL/128 blocks")})
def aes_ctr(k, lmul):
    src, dst, key, ctr, length, ec, used_ptr = k.args
    mask = V[0]
    keys = k.vregs(15, names="vkeys")              # v1..v15: round keys, one register each
    state, data = k.vregs(2, lmul=lmul, names=["vstate", "vdata"])
    k.enter()
    k.save(X[9])                                   # seven arguments leave too few temporaries
    used, hi, lo, rem, t = k.temps(5, names="used ctr_hi ctr_lo rem tmp")
    L_blocks, L_n, L_store_used, L_return = (k.label(n) for n in ("blocks", "leftover_n", "store_used", "return"))
    MASK = k.const("ODD_E64", ODD_E64)

    k.lw(used, used_ptr, 0)
    k.mv(rem, length)                              # bytes left; len is returned as it came
    k.beqz(length, L_return)

    # Leftover keystream: n = min(16 - used, len) bytes of encryptedCounter[used..].
    k.li(t, 16)
    k.bgeu(used, t, L_blocks)
    k.sub(t, t, used)
    k.bgeu(rem, t, L_n)
    k.mv(t, rem)
    k.bind(L_n)
    with k.vtype(sew=8, lmul=1, avl=t):
        k.add(lo, ec, used)
        k.vle8_v(state, lo)
        k.vle8_v(data, src)
        k.vxor_vv(data, data, state)
        k.vse8_v(data, dst)
    k.add(src, src, t)
    k.add(dst, dst, t)
    k.add(used, used, t)
    k.sub(rem, rem, t)
    k.beqz(rem, L_store_used)

    # From here on len > 0 and used == 16: at least one new counter block is needed.
    k.bind(L_blocks)
    k.li(t, MASK)
    with k.vtype(sew=8, lmul=1, avl=t):            # vl >= AVL/2 = 85 bytes: v0's mask bits for e64 up to VLEN 5440
        k.vmv_v_x(mask, t)
        k.setvl(8, 1, avl=16)
        k.vle8_v(state, ctr)
        k.setvl(64, 1, avl=2)
        k.vrev8_v(state, state)
        k.vmv_x_s(hi, state)
        k.vslidedown_vi(data, state, 1)
        k.vmv_x_s(lo, data)

    @helper
    def aes_ctr_blocks(k, rounds):
        """Whole blocks, then the partial one; the counter advances in hi/lo."""
        vl = k.rename(key, "vl")                   # the key pointer is spent once the keys are loaded
        L_loop, L_group, L_back, L_fix, L_split, L_last, L_whole, L_end = (k.label(n) for n in (
            "ctr_loop", "group", "counters_done", "carry", "split", "last", "whole", "end"))
        with k.vtype(sew=32, lmul=1, avl=4):
            aes_load_round_keys(k, key, keys, rounds)
        k.andi(used, rem, 15)                      # the partial block's bytes, 0 for none
        k.srli(rem, rem, 3)
        k.andi(rem, rem, -2)                       # e64 elements of the whole blocks: 2 per block
        k.beqz(rem, L_last)

        k.comment("whole blocks, VLEN*LMUL/128 per iteration")
        k.bind(L_loop)
        with k.vtype(sew=64, lmul=lmul, avl=rem, vl=vl):
            k.bind(L_group)
            # Whole blocks only: a vsetvli may grant an odd vl when avl < 2*VLMAX.
            k.andi(vl, vl, -2)
            k.vid_v(state)
            k.vsrl_vi(state, state, 1)             # block index j of each element
            k.vadd_vx(state, state, lo)            # odd elements: lo + j (mod 2^64)
            k.vmv_v_x(data, hi)
            k.vmerge_vvm(state, data, state)       # even elements: hi
            k.srli(t, vl, 1)                       # blocks in this group
            k.add(lo, lo, t)
            k.bltu(lo, t, L_fix)                   # lo wrapped: some lo + j reached 2^64
            k.bind(L_back)
            k.vrev8_v(state, state)                # big-endian counter blocks
            k.slli(t, vl, 1)
            k.setvl(32, lmul, avl=t)
            encrypt_rounds(k, state, keys, rounds)     # state = keystream
            k.slli(t, vl, 3)
            k.setvl(8, lmul, avl=t)
            k.vle8_v(data, src)
            k.vxor_vv(data, data, state)
            k.vse8_v(data, dst)
            k.add(src, src, t)
            k.add(dst, dst, t)
            k.sub(rem, rem, vl)
            k.bnez(rem, L_loop)

        k.comment("the rest: a partial block, or none (then encryptedCounter = the last keystream block)")
        k.bind(L_last)
        k.beqz(used, L_whole)
        with k.vtype(sew=64, lmul=1, avl=2):
            aes_ctr_counter(k, state, data, hi, lo)
            k.setvl(32, 1, avl=4)
            encrypt_rounds(k, state, keys, rounds)
            k.setvl(8, 1, avl=16)
            k.vse8_v(state, ec)
            k.setvl(8, 1, avl=used)
            k.vle8_v(data, src)
            k.vxor_vv(data, data, state)
            k.vse8_v(data, dst)
        k.addi(lo, lo, 1)
        k.sltiu(t, lo, 1)
        k.add(hi, hi, t)
        k.j(L_end)

        k.comment("lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; "
                  "one that crosses it is cut there")
        k.bind(L_fix)
        k.bnez(lo, L_split)
        k.addi(hi, hi, 1)                          # lo + j < 2^64 for every block of this group
        k.j(L_back)
        k.bind(L_split)
        k.sub(lo, lo, t)                           # lo before this group
        k.neg(t, lo)                               # blocks before the wrap: fewer than this group's
        k.slli(t, t, 1)
        with k.vtype(sew=64, lmul=lmul, avl=t, vl=vl):
            k.j(L_group)                           # this group again, ending at 2^64

        k.bind(L_whole)                            # the last group's last block is in state
        k.slli(t, vl, 1)
        k.addi(t, t, -4)
        with k.vtype(sew=32, lmul=lmul, avl=4):
            k.vslidedown_vx(data, state, t)
            k.setvl(8, 1, avl=16)
            k.vse8_v(data, ec)
        k.li(used, 16)
        k.bind(L_end)

    def tail():
        with k.vtype(sew=64, lmul=1, avl=2):       # counter = the next block's counter
            aes_ctr_counter(k, state, data, hi, lo)
            k.setvl(8, 1, avl=16)
            k.vse8_v(state, ctr)
        k.bind(L_store_used)
        k.sw(used, used_ptr, 0)
        k.bind(L_return)
        k.mv(k.result, length)
        k.restore(X[9])
        k.leave()
        k.ret()

    dispatch_key_size(k, key, t, lambda nr: aes_ctr_blocks(k, nr), tail)
