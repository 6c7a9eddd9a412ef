"""galoisCounterMode_AESCrypt with Zvkned + Zvkg: GCTR and GHASH over every whole block, one pass.

Contract (hotspot-contracts.md): in, len, ct, out, K, state, subkeyHtbl, counter. ct is out when
encrypting and in when decrypting, so `ct == out` picks the encrypting loop (in place included) and
anything else the decrypting one; the two differ only in which register holds the ciphertext after
the XOR. The stub takes r = len & ~15, leaves the rest to Java and returns r; the counter's last
four bytes advance by r/16, big-endian mod 2^32 (inc32).

One pass (default): each iteration encrypts a register group of N = VLEN*LMUL/128 counter blocks,
XORs the input, stores, and hashes the ciphertext while it is still in a register, with the GHASH
shape of kernels/ghash.py (one vghsh by H^N per group into N lanes; the last group by
[H^N..H^1]; one fold per call). The vghsh of a group runs at the top of the next iteration, so the
partial group goes first, as in ghash.py: its r = ((blocks - 1) mod N) + 1 blocks are encrypted
and slid into the top lanes of a zero group, the state XORed into the first.

Counters: a group holds the counter blocks byte-reversed per 32-bit word (vrev8.v under e32 makes
them AES input), so word 3 of each block is the big-endian counter as an integer: lane j starts at
counter + j and one masked vadd.vx (v0 = every fourth e32 element) advances all lanes by N, wrapping
mod 2^32 as inc32 does. Per iteration at AES-128: vghsh, vrev8, vadd, 11 AES rounds, load, xor,
store, two pointer adds and a branch: 20 instructions for VLEN*LMUL/8 bytes, no vsetvli.

passes=2 is the shape mainline HotSpot uses, kept to measure against: CTR over all the blocks, then
GHASH over ct (ghash.py's loop). Same registers, same LMUL.

The `zvbc` variant is for JDKs that have no Zvkg flag (26, which has Zvbc and Zvbb): a CTR pass, then
the Zvbc GHASH of kernels/ghash_clmul.py over ct. Its twelve GHASH groups cannot sit next to the round
keys, so it cannot hash in the same pass.

Registers: round keys take v1..v(Nr+1) (.vs forms read one register each), v0 the counter mask, and
the loop needs five groups (counters, AES state, data, GHASH accumulator, H^N). At LMUL 4 that is
exactly the 32 registers for AES-128. AES-192/256 keep LMUL 4 too: their keys past the eleventh live
in the data group's registers while AES runs (the data group is dead then), byte-reversed once into a
stack copy of the group and brought back by one vle32.v per group, so they cost their extra
rounds and one load (AES-256: 25 instructions per group, 0.39 instructions/byte at VLEN 128). H's
powers are recomputed after the loop in the groups the counters and data free, instead of occupying
one during it.

in/out/ct are byte[] ranges at any alignment, loaded and stored with vle32/vse32 as this project's
and HotSpot's own AES stubs do.
"""
from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import SP, V, X

from .aes_rounds import dispatch_key_size
from .ghash import fold_lanes, h_powers, hash_loop, head_blocks, load_be128, pad_head
from .ghash_clmul import clmul_hash

WORD3_E32 = 0x88         # e8 value whose mask bits select e32 elements 3, 7, 11, ...: each block's counter
GROUPS = 5
KEPT_KEYS = 11           # round keys that stay in registers when the rest must share the data group


def counters(k, ctrv, tmp, idx, ctr, lmul, vl):
    """ctrv lane j = the counter block + j (byte-reversed words); idx holds lane-0 broadcast indices."""
    with k.vtype(sew=32, lmul=1, avl=4):
        k.vle32_v(V[tmp.num], ctr)
    with k.vtype(sew=8, lmul=1, vl=vl):
        k.li(vl, WORD3_E32)
        k.vmv_v_x(V[0], vl)
    with k.vtype(sew=32, lmul=lmul, vl=vl, ma=False):
        k.vrgather_vv(ctrv, tmp, idx)
        k.vrev8_v(ctrv, ctrv)
        k.vid_v(tmp)
        k.vsrl_vi(tmp, tmp, 2)
        k.vadd_vv(ctrv, ctrv, tmp, masked=True)


def load_round_keys(k, key, keys, ptr):
    """keys[i] = round key i in FIPS byte order (Java's big-endian-built words, vrev8). Under e32, vl=4."""
    k.mv(ptr, key)
    for i, reg in enumerate(keys):
        k.vle32_v(reg, ptr)
        k.vrev8_v(reg, reg)
        if i + 1 < len(keys):
            k.addi(ptr, ptr, 16)


def encrypt_rounds(k, state, keys, nr):
    """Every element group of state; the keys need not be one register array (see spill_keys)."""
    k.vaesz_vs(state, keys[0])
    for i in range(1, nr):
        k.vaesem_vs(state, keys[i])
    k.vaesef_vs(state, keys[nr])


def keystream(k, s, ctrv, keys, nr, inc):
    """s = AES(counters); counters += inc. Inside an e32 region with mask-undisturbed policy."""
    k.vrev8_v(s, ctrv)
    k.vadd_vx(ctrv, ctrv, inc, masked=True)
    encrypt_rounds(k, s, keys, nr)


def xor_store(k, x, s, src, dst, encrypt):
    """x = the ciphertext of this group afterwards (encrypting: in ^ keystream; decrypting: in)."""
    k.vle32_v(x, src)
    if encrypt:
        k.vxor_vv(x, x, s)
        k.vse32_v(x, dst)
    else:
        k.vxor_vv(s, s, x)
        k.vse32_v(s, dst)


def body_lmul(k, lmul, groups=GROUPS):
    """The largest LMUL <= lmul whose groups fit next to this body's round keys."""
    while lmul > 1 and k.free_groups(lmul) < groups:
        lmul //= 2
    return lmul


@kernel(stub="galoisCounterMode_AESCrypt", extensions={"v", "zvkned", "zvkb"},
        variants={"zvkg": ({"zvkg"}, "Zvkned counters and Zvkg vghsh on N blocks per instruction"),
                  "zvbc": ({"zvbc", "zvbb"}, "Zvkned CTR pass, then the Zvbc GHASH of ghash_processBlocks "
                                            "(for JDKs without Zvkg)")},
        params={"lmul": Param(4, (1, 2, 4), "register group size (capped per key size by the register file)"),
                "passes": Param(1, (1, 2), "1: hash each group while in registers; 2: CTR pass, then GHASH pass",
                                variants=("zvkg",)),
                "clmul_lmul": Param(2, (1, 2), "register group size of the Zvbc GHASH pass", variants=("zvbc",))})
def gcm(k, lmul, passes, clmul_lmul):
    src, length, ct, dst, key, state, htbl, ctr = k.args
    done = k.label("return")
    clmul = k.variant == "zvbc"

    k.enter()
    saved = k.save(X[9], X[18], X[19])             # eight arguments leave three temporaries
    t, r, vlmax, step, end, n = k.temps(6, names="tmp head vlmax step end nblk")
    k.andi(length, length, -16)                    # every whole block; returned
    k.beqz(length, done)

    spilled = []                                   # the data group, when it holds round keys during AES

    def body(nr):
        first_group = -(-(nr + 2) // lmul) * lmul      # after the keys in v1..v(nr+1)
        spill = not clmul and (32 - first_group) // lmul < GROUPS and nr + 1 > KEPT_KEYS
        # one array name per key count: the C++ declares each array once, on its registers
        keys = k.vregs(KEPT_KEYS if spill else nr + 1, names=f"rk{nr}")
        if clmul:
            return ctr_only(nr, keys)
        extra = range(nr + 1 - len(keys))
        lm = body_lmul(k, lmul)
        ctrv, s, x, acc, hn = k.vregs(GROUPS, lmul=lm, names="vctr vstate vdata vacc vhn".split())
        y = V[acc.num]
        with k.vtype(sew=32, lmul=1, avl=4):
            load_round_keys(k, key, keys, t)
        h_powers(k, s, acc, x, htbl, lm, vlmax, t)
        with k.vtype(sew=32, lmul=lm, vl=vlmax):
            k.vrgather_vv(hn, s, x)                # H^N in every lane
        counters(k, ctrv, s, x, ctr, lm, t)
        if extra:
            keys = keys + spill_keys(x, len(extra), len(keys), lm)
        load_be128(k, y, state)
        k.slli(step, vlmax, 2)
        k.srli(n, vlmax, 2)
        k.srli(end, length, 4)
        head_blocks(k, r, end, vlmax)
        if passes == 1:
            one_pass(nr, keys, lm, ctrv, s, x, acc, hn, y)
        else:
            two_passes(nr, keys, lm, ctrv, s, x, acc, hn, y)
        finish(lm, ctrv, s, x, acc)
        if spilled:                                # before the saved registers are popped
            k.slli(t, vlmax, 2)
            k.stack_free_reg(t)
        spilled.clear()
        k.release(*keys[:nr + 1 - len(extra)], ctrv, s, x, acc, hn)

    def spill_keys(x, count, first, lm):
        """Round keys first.. into x's registers (byte-reversed), the group kept on the stack: x is dead
        while AES runs, so one load per group brings them back."""
        regs = [V[x.num + i] for i in range(count)]
        with k.vtype(sew=32, lmul=1, avl=4):
            k.addi(t, key, 16 * first)
            for i, reg in enumerate(regs):
                k.vle32_v(reg, t)
                k.vrev8_v(reg, reg)
                if i + 1 < count:
                    k.addi(t, t, 16)
        k.slli(t, vlmax, 2)                        # bytes in a group of lm registers
        k.stack_alloc_reg(t)
        with k.vtype(sew=32, lmul=lm, vl=vlmax):   # the whole group: the loops' own vtype
            k.vse32_v(x, SP)
        spilled.append(x)
        return regs

    def aes(nr, keys, s, ctrv, inc):
        """Inside an e32 region at VLMAX (mask undisturbed)."""
        for x in spilled:
            k.vle32_v(x, SP)
        keystream(k, s, ctrv, keys, nr, inc)

    def head(nr, keys, lm, ctrv, s, x, encrypt):
        with k.vtype(sew=32, lmul=lm, vl=t, ma=False):
            aes(nr, keys, s, ctrv, r)
        k.slli(t, r, 2)
        with k.vtype(sew=32, lmul=lm, avl=t):
            xor_store(k, x, s, src, dst, encrypt)
        k.slli(t, r, 4)
        k.add(src, src, t)
        k.add(dst, dst, t)

    def one_pass(nr, keys, lm, ctrv, s, x, acc, hn, y):
        dec, joined = k.label("decrypt"), k.label("hashed")
        k.add(end, src, length)
        k.bne(ct, dst, dec)
        for encrypt in (True, False):
            if not encrypt:
                k.bind(dec)
            head(nr, keys, lm, ctrv, s, x, encrypt)
            pad_head(k, s, x, y, r, vlmax, lm, t)
            loop, last = k.label("gcm_loop"), k.label("gcm_last")
            with k.vtype(sew=32, lmul=lm, vl=t, ma=False):
                k.vmv_v_v(x, s)
                k.vmv_v_i(acc, 0)
                k.bgeu(src, end, last)
                k.bind(loop)
                k.vghsh_vv(acc, hn, x)             # the previous group's ciphertext
                aes(nr, keys, s, ctrv, n)
                xor_store(k, x, s, src, dst, encrypt)
                k.add(src, src, step)
                k.add(dst, dst, step)
                k.bltu(src, end, loop)
                k.bind(last)
            if encrypt:
                k.j(joined)
        k.bind(joined)

    def ctr_only(nr, keys):
        """The Zvbc variant's first pass: CTR over every block, the counter stored back."""
        lm = body_lmul(k, lmul, 3)
        ctrv, s, x = k.vregs(3, lmul=lm, names="vctr vstate vdata".split())
        with k.vtype(sew=32, lmul=1, avl=4):
            load_round_keys(k, key, keys, t)
        with k.vtype(sew=32, lmul=lm, vl=vlmax):
            k.vid_v(x)
            k.vand_vi(x, x, 3)
        counters(k, ctrv, s, x, ctr, lm, t)
        k.slli(step, vlmax, 2)
        k.srli(n, vlmax, 2)
        k.srli(end, length, 4)
        head_blocks(k, r, end, vlmax)
        ctr_pass(nr, keys, lm, ctrv, s, x)
        store_counter(ctrv, s)
        k.release(*keys, ctrv, s, x)

    def ctr_pass(nr, keys, lm, ctrv, s, x):
        k.add(end, src, length)
        head(nr, keys, lm, ctrv, s, x, True)
        loop, last = k.label("ctr_loop"), k.label("ctr_last")
        with k.vtype(sew=32, lmul=lm, vl=t, ma=False):
            k.bgeu(src, end, last)
            k.bind(loop)
            aes(nr, keys, s, ctrv, n)
            xor_store(k, x, s, src, dst, True)
            k.add(src, src, step)
            k.add(dst, dst, step)
            k.bltu(src, end, loop)
            k.bind(last)

    def two_passes(nr, keys, lm, ctrv, s, x, acc, hn, y):
        ctr_pass(nr, keys, lm, ctrv, s, x)
        k.add(end, ct, length)
        k.slli(t, r, 2)
        with k.vtype(sew=32, lmul=lm, avl=t):
            k.vle32_v(x, ct)
        k.slli(t, r, 4)
        k.add(ct, ct, t)
        pad_head(k, s, x, y, r, vlmax, lm, t)
        with k.vtype(sew=32, lmul=lm, vl=t):
            k.vmv_v_v(x, s)
            k.vmv_v_i(acc, 0)
            hash_loop(k, acc, hn, x, ct, end, step)

    def store_counter(ctrv, s):
        with k.vtype(sew=32, lmul=1, avl=4):       # lane 0 has advanced by every block
            k.vrev8_v(V[s.num], V[ctrv.num])
            k.vse32_v(V[s.num], ctr)

    def finish(lm, ctrv, s, x, acc):
        store_counter(ctrv, s)
        with k.vtype(sew=32, lmul=lm, vl=t):
            k.vxor_vv(acc, acc, x)                 # the last group, multiplied below by [H^N..H^1]
        h_powers(k, s, ctrv, x, htbl, lm, vlmax, t)
        with k.vtype(sew=32, lmul=lm, vl=t):
            k.vgmul_vv(acc, s)
        fold_lanes(k, acc, V[x.num], V[ctrv.num], state, lm, t)

    def tail():
        if clmul:
            k.srli(n, length, 4)
            more = [k.rename(a, nm) for a, nm in ((src, "y0"), (dst, "y1"), (key, "rpoly"), (ctr, "stride"))]
            clmul_hash(k, clmul_lmul, state, htbl, ct, n, [vlmax, r, end, step, t, *more])
        k.bind(done)
        k.mv(k.rename(src, "processed"), length)
        k.restore(*saved)
        k.leave()
        k.ret()

    dispatch_key_size(k, key, t, body, tail)
