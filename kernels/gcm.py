"""galoisCounterMode_AESCrypt with Zvkned + Zvkg: GCTR and GHASH over every whole block, one pass.

Contract (hotspot-contracts.md): in, len, ct, out, K, state, subkeyHtbl, counter. ct is out when
encrypting and in when decrypting, so `ct == out` picks the encrypting loop (in place included) and
anything else the decrypting one; the two differ only in which register holds the ciphertext after
the XOR. The stub takes r = len & ~15, leaves the rest to Java and returns r; the counter's last
four bytes advance by r/16, big-endian mod 2^32 (inc32).

Technique (default, one pass): each iteration encrypts a register group of N = VLEN*LMUL/128
counter blocks, XORs the input, stores, and hashes the ciphertext while it is still in a register,
with the GHASH shape of kernels/ghash.py (one vghsh by H^N per group into N lanes; the last group by
[H^N..H^1]; one fold per call). Why: the data is read once, and at AES-128 an iteration is 20
instructions for VLEN*LMUL/8 bytes, no vsetvli. passes=2 is mainline HotSpot's shape (CTR, then
GHASH over ct), kept to measure against. The `zvbc` variant is for JDKs without a Zvkg flag (26): a
CTR pass, then the Zvbc GHASH of kernels/ghash_clmul.py, whose twelve groups cannot sit next to the
round keys. in/out/ct are byte[] ranges at any alignment, loaded and stored with vle32/vse32 as
HotSpot's own AES stubs do.
"""
from types import SimpleNamespace

from stubforge.dsl import Param, kernel
from stubforge.dsl.regs import SP, V, X
from stubforge.dsl.structure import helper

from .aes_rounds import aes_encrypt_vs, aes_load_round_keys, dispatch_key_size
from .ghash import fold_lanes, ghash_h_powers, hash_loop, head_blocks, load_be128, pad_head
from .ghash_clmul import clmul_hash

WORD3_E32 = 0x88         # e8 value whose mask bits select e32 elements 3, 7, 11, ...: each block's counter
GROUPS = 5
KEPT_KEYS = 11           # round keys that stay in registers when the rest must share the data group


# A group holds the counter blocks byte-reversed per 32-bit word (vrev8.v under e32 makes them AES
# input), so word 3 of each block is the big-endian counter as an integer: lane j starts at counter + j
# and one masked vadd.vx (v0 = every fourth e32 element) advances all lanes by N, wrapping mod 2^32 as
# inc32 does.
def counters(k, ctrv, tmp, idx, ctr, lmul, vl):
    """ctrv lane j = the counter block + j (byte-reversed words); idx holds lane-0 broadcast indices."""
    # the counter blocks: lane j = counter + j, its word 3 advanced by a masked vadd (v0: every word 3)
    with k.vtype(sew=32, lmul=1, avl=4):
        k.vle32_v(tmp[0], ctr)
    with k.vtype(sew=8, lmul=1, vl=vl):
        k.li(vl, WORD3_E32)
        k.vmv_v_x(V[0], vl)
    with k.vtype(sew=32, lmul=lmul, vl=vl, ma=False):
        k.vrgather_vv(ctrv, tmp, idx)
        k.vrev8_v(ctrv, ctrv)
        k.vid_v(tmp)
        k.vsrl_vi(tmp, tmp, 2)
        k.vadd_vv(ctrv, ctrv, tmp, masked=True)


def xor_store(k, x, s, src, dst, encrypt):
    """x = the ciphertext of this group afterwards (encrypting: in ^ keystream; decrypting: in).
    encrypt: a helper's bool parameter (a helper of its own, testing it) or a plain bool (inline)."""
    (_xor_store if isinstance(encrypt, bool) else _xor_store_either)(k, x, s, src, dst, encrypt)


@helper(name="aes_gcm_xor_store")
def _xor_store_either(k, x, s, src, dst, encrypt):
    """out = in ^ the keystream s, for the group at src; x = its ciphertext afterwards (encrypting:
    what is stored; decrypting: what was loaded), for GHASH."""
    _xor_store(k, x, s, src, dst, encrypt)


def _xor_store(k, x, s, src, dst, encrypt):
    k.vle32_v(x, src)

    def enc():
        k.vxor_vv(x, x, s)
        k.vse32_v(x, dst)

    def dec():
        k.vxor_vv(s, s, x)
        k.vse32_v(s, dst)

    k.if_(encrypt, enc, dec)


# Round keys take v1..v(Nr+1) (.vs forms read one register each), v0 the counter mask, and the loop
# needs five groups (counters, AES state, data, GHASH accumulator, H^N): at LMUL 4 that is exactly the
# 32 registers for AES-128.
def body_lmul(k, lmul, groups=GROUPS):
    """The largest LMUL <= lmul whose groups fit next to this body's round keys."""
    while lmul > 1 and k.free_groups(lmul) < groups:
        lmul //= 2
    return lmul


def spills(g, nr):
    """Whether AES with nr rounds keeps its keys past the eleventh in the data group (see spill_keys):
    when the keys and the five groups of LMUL g.lmul do not fit together."""
    first_group = -(-(nr + 2) // g.lmul) * g.lmul      # after the keys in v1..v(nr+1)
    return not g.clmul and (32 - first_group) // g.lmul < GROUPS and nr + 1 > KEPT_KEYS


@kernel(stub="galoisCounterMode_AESCrypt", extensions={"v", "zvkned", "zvkb"},
        variants={"zvkg": ({"zvkg"}, "Zvkned counters and Zvkg vghsh on N blocks per instruction"),
                  "zvbc": ({"zvbc", "zvbb"}, "Zvkned CTR pass, then the Zvbc GHASH of ghash_processBlocks "
                                            "(for JDKs without Zvkg)")},
        params={"lmul": Param(4, (1, 2, 4), "register group size (capped per key size by the register file)"),
                "passes": Param(1, (1, 2), "1: hash each group while in registers; 2: CTR pass, then GHASH pass",
                                variants=("zvkg",)),
                "clmul_lmul": Param(2, (1, 2), "register group size of the Zvbc GHASH pass", variants=("zvbc",))})
def gcm(k, lmul, passes, clmul_lmul):
    g = SimpleNamespace(lmul=lmul, passes=passes, clmul_lmul=clmul_lmul)
    g.src, g.length, g.ct, g.dst, g.key, g.state, g.htbl, g.ctr = k.args
    g.done = k.label("return")
    g.clmul = k.variant == "zvbc"
    # AES-192/256 keep their last keys in the data group at this LMUL (all key sizes or none do it
    # from the twelfth key on: the C++ tests `rounds > 10`)
    g.spill = spills(g, 14)
    assert not g.spill or all(spills(g, nr) == (nr + 1 > KEPT_KEYS) for nr in (10, 12, 14))

    k.enter()
    g.saved = k.save(X[9], X[18], X[19])           # eight arguments leave three temporaries
    g.t, g.r, g.vlmax, g.step, g.end, g.n = k.temps(6, names="tmp head vlmax step end nblk")
    k.andi(g.length, g.length, -16)                # every whole block; returned
    k.beqz(g.length, g.done)
    blocks = _ctr_helper(k, g) if g.clmul else _gcm_helper(k, g)
    dispatch_key_size(k, g.key, g.t, lambda nr: _key_size(k, g, nr, blocks), lambda: _tail(k, g))


def _key_size(k, g, nr, blocks):
    """One key size: its round-key registers (rk), the groups after them, and the helper's call."""
    rk = k.vregs(KEPT_KEYS if spills(g, nr) else nr + 1, names="rk")
    lm = body_lmul(k, g.lmul, 3 if g.clmul else GROUPS)
    names = "vctr vstate vdata" if g.clmul else "vctr vstate vdata vacc vhn"
    groups = k.vregs(len(names.split()), lmul=lm, names=names.split())
    g.rk, g.keys, g.lm = rk, rk, lm
    blocks(k, nr, *groups)
    k.release(*rk, *groups)


def _gcm_helper(k, g):
    @helper
    def aes_gcm_blocks(k, rounds, vctr, vstate, vdata, vacc, vhn):
        """GCM with one key size: the round keys, H's powers and the counter blocks set up, then
        every group encrypted or decrypted and hashed, and the lanes folded into the state."""
        _setup(k, g, rounds, vctr, vstate, vdata, vacc, vhn)
        load_be128(k, k.rename(vacc[0], "vy"), g.state)
        _group_counts(k, g)
        if g.passes == 1:
            _one_pass(k, g, rounds, vctr, vstate, vdata, vacc, vhn)
        else:
            _two_passes(k, g, rounds, vctr, vstate, vdata, vacc, vhn)
        _finish(k, g, vctr, vstate, vdata, vacc)
        if g.spill:
            k.if_(rounds > KEPT_KEYS - 1, lambda: _unspill_keys(k, g))

    return aes_gcm_blocks


def _ctr_helper(k, g):
    @helper
    def aes_gcm_ctr_blocks(k, rounds, vctr, vstate, vdata):
        """The Zvbc variant's first pass, one key size: CTR over every block, the counter stored back."""
        lm = g.lm
        with k.vtype(sew=32, lmul=1, avl=4):
            k.mv(g.t, g.key)
            aes_load_round_keys(k, g.t, g.rk, rounds)
        with k.vtype(sew=32, lmul=lm, vl=g.vlmax):
            k.vid_v(vdata)
            k.vand_vi(vdata, vdata, 3)
        counters(k, vctr, vstate, vdata, g.ctr, lm, g.t)
        _group_counts(k, g)
        _ctr_pass(k, g, rounds, vctr, vstate, vdata)
        _store_counter(k, g, vctr, vstate)

    return aes_gcm_ctr_blocks


def _setup(k, g, rounds, ctrv, s, x, acc, hn):
    """Round keys, H^N in every lane of hn, the counter blocks in ctrv (and, for AES-192/256 at
    LMUL 4, the last round keys on the stack)."""
    lm, t = g.lm, g.t
    if g.spill:
        k.comment("rk[0..10] here; AES-192/256's rk[11..] share vdata's registers (below)")
    with k.vtype(sew=32, lmul=1, avl=4):
        k.mv(t, g.key)
        aes_load_round_keys(k, t, g.rk, KEPT_KEYS - 1 if g.spill else rounds)
    ghash_h_powers(k, s, acc, x, g.htbl, g.vlmax, t)
    with k.vtype(sew=32, lmul=lm, vl=g.vlmax):
        k.vrgather_vv(hn, s, x)                # H^N in every lane
    counters(k, ctrv, s, x, g.ctr, lm, t)
    if g.spill:
        k.if_(rounds > KEPT_KEYS - 1, lambda: _spill_keys(k, g, rounds, x))


def _group_counts(k, g):
    """step = bytes per group, n = blocks per group, end = blocks in all, r = the partial group's."""
    k.slli(g.step, g.vlmax, 2)
    k.srli(g.n, g.vlmax, 2)
    k.srli(g.end, g.length, 4)
    head_blocks(k, g.r, g.end, g.vlmax)


# AES-192/256 keep LMUL 4: their keys past the eleventh live in the data group's registers while AES
# runs (the data group is dead then), byte-reversed once into a stack copy of the group and brought
# back by one vle32.v per group, so they cost only their extra rounds and one load (AES-256: 25
# instructions per group, 0.39 instructions/byte at VLEN 128).
def _spill_keys(k, g, rounds, x):
    """Round keys 11..rounds into x's registers (byte-reversed), the group kept on the stack: x is
    dead while AES runs, so one load per group brings them back. g.keys becomes all rounds+1 keys,
    one C++ array (rk[11] is x's first register)."""
    t = g.t
    g.keys = k.array(list(g.rk) + [x[i] for i in range(rounds + 1 - KEPT_KEYS)], "rk")
    # rk[11..] into vdata's registers, kept on the stack: vdata is dead while AES runs
    with k.vtype(sew=32, lmul=1, avl=4):
        k.addi(t, g.key, 16 * KEPT_KEYS)       # round key 11
        aes_load_round_keys(k, t, g.keys[KEPT_KEYS:], rounds - KEPT_KEYS)
    k.slli(t, g.vlmax, 2)                      # bytes in a group
    k.stack_alloc_reg(t)
    with k.vtype(sew=32, lmul=g.lm, vl=g.vlmax):  # the whole group: the loops' own vtype
        k.vse32_v(x, SP)


def _unspill_keys(k, g):
    """Before the saved registers are popped."""
    k.slli(g.t, g.vlmax, 2)
    k.stack_free_reg(g.t)


def _aes(k, g, rounds, s, ctrv, x, inc):
    """s = AES(counters); counters += inc. Inside an e32 region at VLMAX (mask undisturbed)."""
    _keystream_helper(g)(k, rounds, s, ctrv, x, inc)


def _keystream_helper(g):
    @helper(name="aes_gcm_keystream" if g.spill else "aes_gcm_keystream_kept")
    def keystream(k, rounds, vstate, vctr, vdata, inc):
        """vstate = AES of the counter blocks, which then advance by inc blocks (word 3 of each,
        under the mask in v0)."""
        if g.spill:
            k.if_(rounds > KEPT_KEYS - 1, lambda: k.vle32_v(vdata, SP))    # rk[11..] back from the stack
        k.vrev8_v(vstate, vctr)
        k.vadd_vx(vctr, vctr, inc, masked=True)
        aes_encrypt_vs(k, vstate, g.keys, rounds)
    return keystream


def _head(k, g, rounds, ctrv, s, x, encrypt):
    """The partial group goes first, so that the loop's groups are whole."""
    t, r = g.t, g.r
    with k.vtype(sew=32, lmul=g.lm, vl=t, ma=False):
        _aes(k, g, rounds, s, ctrv, x, r)
    k.slli(t, r, 2)
    with k.vtype(sew=32, lmul=g.lm, avl=t):
        xor_store(k, x, s, g.src, g.dst, encrypt)
    k.slli(t, r, 4)
    k.add(g.src, g.src, t)
    k.add(g.dst, g.dst, t)


# The vghsh of a group runs at the top of the next iteration, hashing the ciphertext while it is
# still in a register; the partial group is slid into the top lanes of a zero group (pad_head).
def _one_pass(k, g, rounds, ctrv, s, x, acc, hn):
    dec, joined = k.label("decrypt"), k.label("hashed")
    k.add(g.end, g.src, g.length)
    k.bne(g.ct, g.dst, dec)                    # ct is out when encrypting


    @helper
    def aes_gcm_crypt(k, rounds, encrypt, vctr, vstate, vdata, vacc, vhn):
        """Every group of one key size: the partial group first, slid into the top lanes, then
        whole groups, each hashed at the top of the next iteration while still in a register."""
        _head(k, g, rounds, vctr, vstate, vdata, encrypt)
        pad_head(k, vstate, vdata, k.rename(vacc[0], "vy"), g.r, g.vlmax, g.lm, g.t)
        _one_pass_loop(k, g, rounds, vctr, vstate, vdata, vacc, vhn, encrypt)

    aes_gcm_crypt(k, rounds, True, ctrv, s, x, acc, hn)
    k.j(joined)
    k.bind(dec)
    aes_gcm_crypt(k, rounds, False, ctrv, s, x, acc, hn)
    k.bind(joined)


def _one_pass_loop(k, g, rounds, ctrv, s, x, acc, hn, encrypt):
    src, dst = g.src, g.dst
    loop, last = k.label("gcm_loop"), k.label("gcm_last")
    with k.vtype(sew=32, lmul=g.lm, vl=g.t, ma=False):
        k.vmv_v_v(x, s)
        k.vmv_v_i(acc, 0)
        k.bgeu(src, g.end, last)
        k.bind(loop)
        k.vghsh_vv(acc, hn, x)                 # the previous group's ciphertext
        _aes(k, g, rounds, s, ctrv, x, g.n)
        xor_store(k, x, s, src, dst, encrypt)
        k.add(src, src, g.step)
        k.add(dst, dst, g.step)
        k.bltu(src, g.end, loop)
        k.bind(last)


def _ctr_pass(k, g, rounds, ctrv, s, x):
    src, dst = g.src, g.dst
    k.add(g.end, src, g.length)
    _head(k, g, rounds, ctrv, s, x, True)
    loop, last = k.label("ctr_loop"), k.label("ctr_last")
    with k.vtype(sew=32, lmul=g.lm, vl=g.t, ma=False):
        k.bgeu(src, g.end, last)
        k.bind(loop)
        _aes(k, g, rounds, s, ctrv, x, g.n)
        xor_store(k, x, s, src, dst, True)
        k.add(src, src, g.step)
        k.add(dst, dst, g.step)
        k.bltu(src, g.end, loop)
        k.bind(last)


def _two_passes(k, g, rounds, ctrv, s, x, acc, hn):
    """Mainline HotSpot's shape, kept to measure against: CTR over all the blocks, then GHASH over ct."""
    t, r, ct, lm = g.t, g.r, g.ct, g.lm
    _ctr_pass(k, g, rounds, ctrv, s, x)
    k.add(g.end, ct, g.length)
    k.slli(t, r, 2)
    with k.vtype(sew=32, lmul=lm, avl=t):
        k.vle32_v(x, ct)
    k.slli(t, r, 4)
    k.add(ct, ct, t)
    pad_head(k, s, x, k.rename(acc[0], "vy"), r, g.vlmax, lm, t)
    with k.vtype(sew=32, lmul=lm, vl=t):
        k.vmv_v_v(x, s)
        k.vmv_v_i(acc, 0)
        hash_loop(k, acc, hn, x, ct, g.end, g.step)


def _store_counter(k, g, ctrv, s):
    with k.vtype(sew=32, lmul=1, avl=4):       # lane 0 has advanced by every block
        k.vrev8_v(s[0], ctrv[0])
        k.vse32_v(s[0], g.ctr)


# H's powers are recomputed here, in the groups the counters and data free, instead of occupying a
# group during the loop.
def _finish(k, g, ctrv, s, x, acc):
    t, lm = g.t, g.lm
    _store_counter(k, g, ctrv, s)
    with k.vtype(sew=32, lmul=lm, vl=t):
        k.vxor_vv(acc, acc, x)                 # the last group, multiplied below by [H^N..H^1]
    ghash_h_powers(k, s, ctrv, x, g.htbl, g.vlmax, t)
    with k.vtype(sew=32, lmul=lm, vl=t):
        k.vgmul_vv(acc, s)
    fold_lanes(k, acc, k.rename(x[0], "vred"), k.rename(ctrv[0], "vzero"), g.state, lm, t)


def _tail(k, g):
    if g.clmul:
        k.srli(g.n, g.length, 4)
        more = [k.rename(a, nm) for a, nm in ((g.src, "y0"), (g.dst, "y1"), (g.key, "rpoly"), (g.ctr, "stride"))]
        clmul_hash(k, g.clmul_lmul, g.state, g.htbl, g.ct, g.n, [g.vlmax, g.r, g.end, g.step, g.t, *more])
    k.bind(g.done)
    k.mv(k.rename(g.src, "processed"), g.length)
    k.restore(*g.saved)
    k.leave()
    k.ret()
