"""counterMode_AESCrypt with Zvkned: Java's CounterMode.implCrypt, many blocks per instruction.

Java's loop, exactly: for each byte, `if (used >= 16) { encryptedCounter = E(counter); counter += 1
(128-bit big-endian, mod 2^128); used = 0 }; out[i] = in[i] ^ encryptedCounter[used++]`. The stub
does the same in two parts (the leftover keystream, then new blocks, the last maybe partial) and
leaves `used`, `counter` and `encryptedCounter` as Java would. New blocks are VLEN-agnostic: one
iteration computes the counters of as many blocks as an LMUL group holds, from the counter kept as
two 64-bit integers, so the loop's cost hardly depends on how many blocks it covers; a partial last
block is one more block of the last group (one branch per iteration, no separate block path).

AES-128/192/256 is chosen at run time from the key's int[] length (dispatch_key_size); each key size
has its own copy of the loop. Per iteration at AES-128: 11 AES rounds, vrev8, 4 vector instructions
for the counters, load, xor and store, 3 vsetvli and 11 scalar instructions — 33 for VLEN*LMUL/8 bytes
(0.26 instructions/byte at VLEN 128, 0.03 at VLEN 1024).

Distance to the crypto unit (llvm-mca 22, whole call, AES-128, VLEN 128): per byte, the executed
vaesz/vaesem/vaesef.vs and vrev8.v weighted by their reciprocal throughput in the model (8 cycles
each at LMUL 8 on sifive-p670, one crypto pipe, vaesz 4) is 0.719 cycles/B on sifive-p670, and the
call models at 0.719: the counters (on the other vector pipe there) cost nothing extra. On cores
whose model has one pipe for every vector instruction (sifive-p470; p870's crypto bound is 0.375)
each counter instruction is 8 more cycles per group, hence 4 of them, not 5. `counters=keep` takes
them off that pipe almost entirely: a third group (so LMUL <= 4) keeps the counters, advanced by one
masked vadd per group and rebuilt only when vl or hi changes. llvm-mca 22, LMUL 4: sifive-p470 0.875
(build, LMUL 8: 1.062), p670 0.719 (0.719), p870 0.438 (0.531) cycles/B, at 0.484 instructions/B
against 0.258; the default stays `build` at LMUL 8 (no core loses with it against the p670 bound,
and it keeps half the instructions), `stubforge tune` can pick `keep` per core.

What limits LMUL: the register file. Round keys take one register each (15 for AES-256) and v0 holds
the mask, which leaves 16 registers for the two data groups (counter/state and input): LMUL 8 is
both the ISA maximum and exactly what fits, and the default, since the largest group gives the
fewest instructions per byte. LMUL >= 1 because an element group (EGW 128) must fit at VLEN 128.
"""
from types import SimpleNamespace

from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import V, X, ZERO
from stubforge.dsl.structure import helper

from .aes_rounds import aes_load_round_keys, dispatch_key_size, encrypt_rounds

ODD_E64 = 0xAA          # mask bits 1, 3, 5, 7 of every byte: the odd e64 elements


@kernel(stub="counterMode_AESCrypt", extensions={"v", "zvkned", "zvkb"},
        params={"lmul": Param(8, (1, 2, 4, 8), "register group size of the counter/state and input groups; "
                                               "a loop iteration handles VLEN*LMUL/128 blocks"),
                "counters": Param("build", ("build", "keep"),
                                  "counter blocks: built anew each iteration (4 vector instructions), or kept "
                                  "in a third register group and advanced by one masked vadd (LMUL <= 4), for "
                                  "cores whose crypto instructions share a pipe with the others")})
def aes_ctr(k, lmul, counters):
    src, dst, key, ctr, length, ec, used_ptr = k.args
    r = SimpleNamespace(src=src, dst=dst, key=key, ctr=ctr, length=length, ec=ec, used_ptr=used_ptr, lmul=lmul)
    r.keep = counters == "keep"
    r.mask = V[0]
    r.keys = k.vregs(15, names="vkeys")            # v1..v15: round keys, one register each
    r.state, r.data = k.vregs(2, lmul=lmul, names=["vstate", "vdata"])
    r.vctr = k.vreg(lmul, "vctr") if r.keep else None
    k.enter()
    if r.keep:                                     # one more temporary: the kept counters' vl
        r.saved = k.save(X[9], X[18])
    else:
        r.saved = k.save(X[9])                     # seven arguments leave too few temporaries
    r.used, r.hi, r.lo, r.rem, r.t = k.temps(5, names="used hi lo rem tmp")     # hi, lo: the counter
    r.vlprev = k.temps(1, names=["ctr_vl"])[0] if r.keep else None
    r.L_blocks, r.L_n, r.L_store_used, r.L_return = (
        k.label(n) for n in ("blocks", "leftover_n", "store_used", "return"))
    MASK = k.const("ODD_E64", ODD_E64)
    _leftover(k, r)
    _load_counter(k, r, MASK)

    @helper
    def aes_ctr_blocks(k, rounds):
        """The blocks of the remaining bytes, the last one maybe partial; the counter advances in hi/lo."""
        r.vl = k.rename(key, "vl")                 # the key pointer is spent once the keys are loaded
        L = SimpleNamespace()
        L.loop, L.group, L.back, L.fix, L.split, L.whole = (k.label(n) for n in (
            "ctr_loop", "group", "counters_done", "carry", "split", "whole_group"))
        L.ready = k.label("counters_ready") if r.keep else None
        _blocks(k, r, L, rounds)

    dispatch_key_size(k, key, r.t, lambda nr: aes_ctr_blocks(k, nr), lambda: _store_state(k, r))


def _leftover(k, r):
    """Java's `used < 16` bytes of the previous keystream, by one e8 load/xor/store."""
    used, t, rem = r.used, r.t, r.rem
    k.lw(used, r.used_ptr, 0)
    k.mv(rem, r.length)                            # bytes left; len is returned as it came
    k.beqz(r.length, r.L_return)

    # Leftover keystream: n = min(16 - used, len) bytes of encryptedCounter[used..].
    k.li(t, 16)
    k.bgeu(used, t, r.L_blocks)
    k.sub(t, t, used)
    k.bgeu(rem, t, r.L_n)
    k.mv(t, rem)
    k.bind(r.L_n)
    with k.vtype(sew=8, lmul=1, avl=t):
        leftover = k.rename(r.lo, "leftover")      # &encryptedCounter[used]; lo is loaded later
        k.add(leftover, r.ec, used)
        k.vle8_v(r.state, leftover)
        k.vle8_v(r.data, r.src)
        k.vxor_vv(r.data, r.data, r.state)
        k.vse8_v(r.data, r.dst)
    k.add(r.src, r.src, t)
    k.add(r.dst, r.dst, t)
    k.add(used, used, t)
    k.sub(rem, rem, t)
    k.beqz(rem, r.L_store_used)


def _load_counter(k, r, MASK):
    """The odd-e64 mask into v0 and the big-endian counter into the integers hi, lo."""
    t, state, data = r.t, r.state, r.data
    # From here on len > 0 and used == 16: at least one new counter block is needed.
    k.bind(r.L_blocks)
    k.li(t, MASK)
    with k.vtype(sew=8, lmul=1, avl=t):            # vl >= AVL/2 = 85 bytes: v0's mask bits for e64 up to VLEN 5440
        k.vmv_v_x(r.mask, t)
        k.setvl(8, 1, avl=16)
        k.vle8_v(state, r.ctr)
        k.setvl(64, 1, avl=2)
        k.vrev8_v(state, state)
        k.vmv_x_s(r.hi, state)
        k.vslidedown_vi(data, state, 1)
        k.vmv_x_s(r.lo, data)


# Under e64, vid.v >> 1 is the block index j of each element; hi goes to every element and lo + j
# to the odd ones (a vadd under the odd-element mask in v0, mask-undisturbed), and vrev8.v turns each half into
# big-endian bytes, which under e32 is the AES state of the counter block. Input and output are
# handled at e8 so `in`/`out` may have any alignment. A partial last block is one more block of the
# last group, of which only `used` bytes are read and written.
def _blocks(k, r, L, rounds):
    state, data, t, vl, n, lo, used = r.state, r.data, r.t, r.vl, r.rem, r.lo, r.used
    with k.vtype(sew=32, lmul=1, avl=4):
        aes_load_round_keys(k, r.key, r.keys, rounds)
    k.addi(used, n, -1)
    k.andi(used, used, 15)
    k.addi(used, used, 1)                          # bytes of the last block: 1..16
    k.addi(n, n, 15)
    k.srli(n, n, 4)
    k.slli(n, n, 1)                                # e64 elements: 2 per block, a partial one too
    if r.keep:
        k.mv(r.vlprev, ZERO)                       # no counters kept yet
    k.j(L.loop)
    _wrap_fixup(k, r, L)

    k.comment("VLEN*LMUL/128 blocks per iteration")
    k.bind(L.loop)
    with k.vtype(sew=64, lmul=r.lmul, avl=n, vl=vl, ma=False):    # mask-undisturbed: the even elements keep hi
        k.bind(L.group)
        # Whole blocks only: a vsetvli may grant an odd vl when avl < 2*VLMAX.
        k.andi(vl, vl, -2)
        if r.keep:
            # vctr holds this group's counters unless vl changed (its tail is agnostic) or hi did
            k.beq(vl, r.vlprev, L.ready)
            k.mv(r.vlprev, vl)
            _counters(k, r, r.vctr, data)
            k.bind(L.ready)
            k.vrev8_v(state, r.vctr)               # big-endian counter blocks
        else:
            _counters(k, r, state, data)
        k.srli(t, vl, 1)                           # blocks in this group
        k.add(lo, lo, t)
        k.bltu(lo, t, L.fix)                       # lo wrapped: some lo + j reached 2^64
        k.bind(L.back)
        if r.keep:
            k.vadd_vx(r.vctr, r.vctr, t, masked=True)  # odd elements: the next group's lo + j
        else:
            k.vrev8_v(state, state)                # big-endian counter blocks
        k.slli(t, vl, 1)
        k.setvl(32, r.lmul, avl=t)
        encrypt_rounds(k, state, r.keys, rounds)   # state = keystream
        k.slli(t, vl, 3)
        k.bne(n, vl, L.whole)                      # the last group ends with `used` bytes
        k.addi(t, t, -16)
        k.add(t, t, used)
        k.bind(L.whole)
        k.setvl(8, r.lmul, avl=t)
        k.vle8_v(data, r.src)
        k.vxor_vv(data, data, state)
        k.vse8_v(data, r.dst)
        k.add(r.src, r.src, t)
        k.add(r.dst, r.dst, t)
        k.sub(n, n, vl)
        k.bnez(n, L.loop)
    k.comment("encryptedCounter = the last block's keystream, as Java leaves it")
    k.sub(t, t, used)                              # the last block's offset: 8*vl - 16
    with k.vtype(sew=8, lmul=r.lmul, avl=16):
        k.vslidedown_vx(data, state, t)
        k.vse8_v(data, r.ec)


def _counters(k, r, dst, scratch):
    """dst = the counters of this group before byte reversal: hi in the even e64 elements, lo + j in
    the odd ones (under the odd-element mask in v0, mask-undisturbed)."""
    k.vmv_v_x(dst, r.hi)                           # even elements: hi
    k.vid_v(scratch)
    k.vsrl_vi(scratch, scratch, 1)                 # block index j of each element
    k.vadd_vx(dst, scratch, r.lo, masked=True)     # odd elements: lo + j (mod 2^64)


# Out of line because lo wraps once per 2^64 blocks. hi wraps mod 2^64 by itself, so the counter
# wraps mod 2^128 as Java's does.
def _wrap_fixup(k, r, L):
    t, lo = r.t, r.lo
    k.comment("lo wrapped (once per 2^64 blocks): a group that ends at 2^64 carries into hi; "
              "one that crosses it is cut there")
    k.bind(L.fix)
    k.bnez(lo, L.split)
    k.addi(r.hi, r.hi, 1)                          # lo + j < 2^64 for every block of this group
    if r.keep:
        k.mv(r.vlprev, ZERO)                       # the kept counters still hold the old hi
    k.j(L.back)
    k.bind(L.split)
    k.sub(lo, lo, t)                               # lo before this group
    k.neg(t, lo)                                   # blocks before the wrap: fewer than this group's
    k.slli(t, t, 1)
    with k.vtype(sew=64, lmul=r.lmul, avl=t, vl=r.vl, ma=False):
        k.j(L.group)                               # this group again, ending at 2^64


def _store_state(k, r):
    """The counter and `used` back to Java, as its own loop would leave them."""
    with k.vtype(sew=64, lmul=1, avl=2):           # counter = the next block's counter, big-endian
        k.vmv_v_x(r.state, r.lo)
        k.vmv_v_x(r.data, r.hi)
        k.vmerge_vvm(r.state, r.data, r.state)
        k.vrev8_v(r.state, r.state)
        k.setvl(8, 1, avl=16)
        k.vse8_v(r.state, r.ctr)
    k.bind(r.L_store_used)
    k.sw(r.used, r.used_ptr, 0)
    k.bind(r.L_return)
    k.mv(k.result, r.length)
    k.restore(*r.saved)
    k.leave()
    k.ret()
