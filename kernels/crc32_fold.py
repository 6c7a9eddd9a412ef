"""Carry-less multiply folding for updateBytesCRC32 and updateBytesCRC32C (their variant "zvbc").

Technique. A reflected CRC is the remainder of M(x)*x^32 modulo P(x), where the message M is read
least-significant bit first. Multiplying part of the message by x^D modulo P moves it D bits later
without changing the remainder, so the buffer can be cut into 128-bit lanes that are multiplied
forward ("folded") over the data that follows and XORed into it, all lanes independently: a Zvbc
loop folds as many lanes per step as a register group holds, halving its lane count for what is
left; then the last 16..31 bytes join the one lane left, which is reduced 128 -> 64 bits and
finished with a Barrett step, which also takes one more 8-byte word. Those few multiplies run as
vclmul.vx/vclmulh.vx on one element (vl = 1), not as scalar clmul: the variant then needs Zvbc
alone, as HotSpot's own does (JDK 26 has no UseZbc), at three instructions more per call. The last
< 8 bytes, and buffers under 8 bytes, go through the byte loop of kernels/crc32.py
(`table_path(words=False)`: one 256-entry table).

The running CRC enters as it does in the table kernel (CRC32 inverts on entry and exit, CRC32C
receives and returns the inverted state); it is XORed into the first four bytes of the message (it
starts as the carried lane, (crc, 0)) and the Barrett step returns the new state. All constants are
computed at build time from the polynomial (`lane_keys`, `barrett_keys`).
"""
from __future__ import annotations

from types import SimpleNamespace

from stubforge.dsl.regs import ZERO
from stubforge.dsl.structure import helper

LMULS = (1, 2, 4)          # six register groups (two lanes' halves, two temporaries, two keys): 6*4 <= 31
DEFAULT_LMUL = 4           # kernels/crc32.py's default
MAX_VLEN = 1024            # vl is capped at MAX_VLEN*LMUL/64: wider machines fold 16*that bytes per step

M64 = (1 << 64) - 1


def _rev(v: int, n: int) -> int:
    """v's n low bits in reverse order."""
    return int(format(v, f"0{n}b")[::-1], 2)


def _pmod(a: int, p: int) -> int:
    dp = p.bit_length() - 1
    while a and a.bit_length() - 1 >= dp:
        a ^= p << (a.bit_length() - 1 - dp)
    return a


def _pdiv(a: int, p: int) -> int:
    dp, q = p.bit_length() - 1, 0
    while a and a.bit_length() - 1 >= dp:
        s = a.bit_length() - 1 - dp
        q |= 1 << s
        a ^= p << s
    return q


def poly_full(reflected: int) -> int:
    """P(x) with bit n <-> x^n (degree 32) from the reflected 32-bit form the table kernel uses."""
    return 1 << 32 | _rev(reflected, 32)


def x_pow_mod(n: int, P: int) -> int:
    """x^n mod P for n >= -1."""
    if n == -1:
        return (P ^ 1) >> 1                 # x * (P - 1)/x = P - 1 = 1 (mod P)
    return _pmod(1 << n, P)


# A 64-bit register w stands for the polynomial W with bit i <-> x^(63-i) (reflected), and a 128-bit
# lane (lo, hi) for lo*x^64 + hi with the same convention. For a polynomial R of degree < 64, the
# 128-bit carry-less product of w and rev64(R) has bit i+j <-> x^(126-i-j): read as a lane it is
# W*R*x. With R = x^(D-1) mod P that is congruent to W*x^D: the 64-bit word, D bits later, as a lane
# whose second half sits D/64 words after the word. Hence, to fold a lane forward by d lanes (128*d
# bits), its first half (one word further from the target) needs key1(d) = rev64(x^(128d+63) mod P)
# and its second half key2(d) = rev64(x^(128d-1) mod P); both products land in the same target lane,
# the clmul (low) parts in its first half, the clmulh (high) parts in its second. d = 0 needs x^-1
# mod P, which exists because P(0) = 1. The vector loop uses d = vl; the merge of lane m uses
# d = vl-m when the merged lane is carried into the next 16 bytes, d = vl-1-m when it is the state.
def lane_keys(reflected: int, d: int) -> tuple[int, int]:
    """(key1, key2) that fold a lane's first and second 64-bit halves forward by d lanes."""
    P = poly_full(reflected)
    return _rev(x_pow_mod(128 * d + 63, P), 64), _rev(x_pow_mod(128 * d - 1, P), 64)


# Barrett: the CRC of a word z is Z*x^32 mod P, the low 32 coefficients of q*P,
# q = floor(Z*x^32/P) = floor(Z*mu/x^64) with mu = floor(x^96/P) (degree 64). With mu reflected over
# 65 bits (its x^0 bit dropped: it cannot reach the quotient), clmul(z, mu) is q reflected; with P
# reflected over 33 bits, clmulh(q, P) is the reflected CRC, zero-extended: two instructions.
def barrett_keys(reflected: int) -> tuple[int, int]:
    """(mu, P): mu = floor(x^96/P) reflected over 65 bits without its x^0 bit; P reflected over 33."""
    P = poly_full(reflected)
    return _rev(_pdiv(1 << 96, P), 65) & M64, _rev(P, 33)


def cap_of(lmul: int) -> int:
    return MAX_VLEN * lmul // 64


# The key table, in 64-bit words: key1(0) and the Barrett pair, then key1(d) and key2(d), each as an
# array over d = cap, cap-1, ..., 0 (decreasing), so that for a granted vl the loop key (d = vl) is
# followed by the merge keys of lanes 0..vl-1: d = vl..1 from the loop key on, d = vl-1..0 one on.
K0_1, MU, POLY, KEYS1 = (8 * i for i in range(4))


def table_words(reflected: int, lmul: int) -> list[int]:
    mu, p = barrett_keys(reflected)
    ds = range(cap_of(lmul), -1, -1)
    return ([lane_keys(reflected, 0)[0], mu, p] + [lane_keys(reflected, d)[0] for d in ds]
            + [lane_keys(reflected, d)[1] for d in ds])


def fold(k, poly, crc, buf, length, lmul):
    """Emit the folding part. On exit crc holds the zero-extended running state, buf and length the
    bytes still to do: fewer than 8 (all of them when the buffer is shorter than 8 bytes)."""
    r = _fold_setup(k, poly, lmul)
    vregs = (r.even_v, r.odd_v, r.tmp0, r.tmp1, r.key0, r.key1, r.word_v, r.prod_v)
    _fold_helper(lmul, vregs)(k, crc, buf, length, r.tab, *r.regs)
    k.release(*reversed(r.regs))               # the table path takes its own temporaries


def _fold_helper(lmul, vregs):
    """The folding part as one helper shared by CRC32 and CRC32C (the key table is its argument;
    the vector registers, the same in both, it declares itself); the register group size is written
    into it, so another LMUL is another helper."""
    @helper(name="crc32_fold" + ("" if lmul == DEFAULT_LMUL else f"_m{lmul}"))
    def crc32_fold(k, crc, buf, len, keys_table, consts, vl, step, stride, odd, end, keys, lane_hi):
        """crc = the state after all but the last len % 8 bytes at buf (carry-less multiply folding
        over 128-bit lanes, then Barrett); keys_table: the folding and Barrett keys of the polynomial.
        On exit buf and len describe the bytes left (fewer than 8)."""
        r = SimpleNamespace(crc=crc, buf=buf, length=len, lmul=lmul, tab=keys_table, consts=consts, vl=vl,
                            step=step, stride=stride, odd=odd, end=end, keys=keys, lane_hi=lane_hi)
        _fold_offsets(r, lmul)
        r.even_v, r.odd_v, r.tmp0, r.tmp1, r.key0, r.key1, r.word_v, r.prod_v = vregs
        r.lane_lo = k.rename(crc, "lane_lo")       # crc is not read again until the Barrett step sets it
        r.mu, r.poly = k.rename(odd, "mu"), k.rename(stride, "poly")   # the Barrett keys, once folding is done
        L = SimpleNamespace()
        (L.long, L.table, L.level, L.vstart, L.vloop, L.vmerge, L.merge_keys, L.block, L.reduce,
         L.word8) = (k.label(n) for n in ("long", "done", "level", "start", "vector", "merge", "merge_keys",
                                          "block", "reduce", "word"))
        _short_entry(k, r, L)
        _vector_levels(k, r, L)
        _block_and_reduce(k, r, L)
        _word8(k, r, L)
        k.bind(L.table)
    return crc32_fold


def _fold_offsets(r, lmul):
    r.cap = cap = cap_of(lmul)
    r.keys2 = KEYS1 + 8 * (cap + 1)            # where the key2 array starts
    r.loop_key1 = KEYS1 + 8 * cap              # offsets from consts - 8*vl: the keys for d = vl
    r.loop_key2 = r.keys2 + 8 * cap
    assert r.loop_key2 < 2048, "key table beyond ld's reach"


def _fold_setup(k, poly, lmul):
    """The key table and the registers, in a namespace."""
    r = SimpleNamespace()
    _fold_offsets(r, lmul)
    r.tab = k.table("crc_fold_keys", table_words(poly, lmul), width=8,
                    comment=f"folding keys: 128->64 and Barrett, then key1(d) and key2(d) for d = {r.cap}..0",
                    compute=("crc32_fold_keys", poly, r.cap))
    r.regs = k.temps(8, names="consts vl step stride odd steps_end keys lane_hi")
    r.even_v, r.odd_v, r.tmp0, r.tmp1, r.key0, r.key1 = k.vregs(
        6, lmul=lmul, names="vfold_even vfold_odd vtmp0 vtmp1 vkey_even vkey_odd")
    r.word_v, r.prod_v = k.vregs(2, names="vword vprod")   # one element each: the reduction's multiplies
    return r


def _short_entry(k, r, L):
    """Buffers under 16 bytes skip the folding: 8..15 take one Barrett word, under 8 the byte table."""
    step, length = r.step, r.length
    k.li(step, 16)
    k.bgeu(length, step, L.long)
    k.li(step, 8)
    k.bltu(length, step, L.table)              # fewer than 8 bytes: the byte table only
    k.la(r.consts, r.tab)                      # 8..15 bytes: one 8-byte step
    k.ld(r.mu, r.consts, MU)
    k.ld(r.poly, r.consts, POLY)
    k.j(L.word8)


# What is left after a loop is shorter than its step, so the loop runs again with half the vl
# (vsetvli with AVL = vl/2 grants exactly that), carrying the merged lane into the first lane of its
# first step, down to vl = 2 (32-byte steps): a wide machine still folds a mid-size buffer in vector
# steps.
def _vector_levels(k, r, L):
    step, vl, length = r.step, r.vl, r.length
    k.bind(L.long)
    k.la(r.consts, r.tab)
    k.mv(r.lane_hi, ZERO)                      # the lane carried into the next 16 bytes: the running
                                               # state (lane_lo) goes into the first 4 of them
    k.li(step, 32)
    k.bltu(length, step, L.block)
    k.li(vl, r.cap)
    k.comment(f"vector folding: vl = min(VLMAX, {r.cap}) lanes of 16 bytes per step, then vl/2 ... 2")
    k.bind(L.level)
    # Tail-undisturbed: vmv.s.x below must keep elements 1.. of the first lanes (under ta the spec
    # lets it clobber them; QEMU's rvv_ta_all_1s does not, so no test would notice).
    with k.vtype(sew=64, lmul=r.lmul, avl=vl, vl=vl, ta=False):
        _vector_start(k, r, L)
        _vector_loop(k, r, L)
        _vector_merge(k, r, L)
    k.bltu(length, r.stride, L.reduce)         # (stride is 16)
    k.li(step, 32)
    k.bltu(length, step, L.block)
    k.srli(vl, vl, 1)                          # 32 or more left, fewer than 16*vl: the next level
    k.j(L.level)


# Two strided loads (stride 16) put the first 8 bytes of each of vl consecutive 16-byte lanes in one
# register group and the second 8 bytes in another, so lane m is (even[m], odd[m]) and no
# instruction ever moves data between elements. vl is what vsetvli grants for AVL =
# MAX_VLEN*LMUL/64 (VLEN-agnostic); the keys depend on vl and are picked from the table by it.
def _vector_start(k, r, L):
    step, vl, keys, stride, odd, end, buf, length = r.step, r.vl, r.keys, r.stride, r.odd, r.end, r.buf, r.length
    k.slli(step, vl, 4)                        # bytes per step: 16*vl
    k.bgeu(length, step, L.vstart)
    k.srli(vl, vl, 1)                          # AVL = vl/2 <= VLMAX: granted exactly
    k.j(L.level)
    k.bind(L.vstart)
    k.slli(keys, vl, 3)
    k.sub(keys, r.consts, keys)                # consts - 8*vl: this vl's keys at fixed offsets from it
    k.ld(stride, keys, r.loop_key1)
    k.ld(odd, keys, r.loop_key2)
    k.vmv_v_x(r.key0, stride)
    k.vmv_v_x(r.key1, odd)
    k.li(stride, 16)                           # one lane
    k.addi(odd, buf, 8)
    k.vlse64_v(r.even_v, buf, stride)
    k.vlse64_v(r.odd_v, odd, stride)
    k.vmv_x_s(end, r.even_v)                   # the carried lane joins the first lane
    k.xor(end, end, r.lane_lo)
    k.vmv_s_x(r.even_v, end)
    k.vmv_x_s(end, r.odd_v)
    k.xor(end, end, r.lane_hi)
    k.vmv_s_x(r.odd_v, end)
    k.add(buf, buf, step)
    k.sub(length, length, step)
    k.neg(end, step)
    k.and_(end, length, end)                   # whole steps left, in bytes
    k.sub(length, length, end)
    k.add(end, buf, end)
    k.bgeu(buf, end, L.vmerge)


def _vector_loop(k, r, L):
    """One step folds all vl lanes over the next 16*vl bytes, the lanes independent of each other."""
    even_v, odd_v, tmp0, tmp1, key0, key1, buf = r.even_v, r.odd_v, r.tmp0, r.tmp1, r.key0, r.key1, r.buf
    k.bind(L.vloop)                            # lanes = lanes * x^(128*vl) + next 16*vl bytes
    k.vclmulh_vv(tmp0, even_v, key0)
    k.vclmul_vv(even_v, even_v, key0)
    k.vclmulh_vv(tmp1, odd_v, key1)
    k.vclmul_vv(odd_v, odd_v, key1)
    k.vxor_vv(even_v, even_v, odd_v)
    k.vxor_vv(odd_v, tmp0, tmp1)
    k.vlse64_v(tmp0, buf, r.stride)
    k.addi(r.odd, buf, 8)
    k.vlse64_v(tmp1, r.odd, r.stride)
    k.vxor_vv(even_v, even_v, tmp0)
    k.vxor_vv(odd_v, odd_v, tmp1)
    k.add(buf, buf, r.step)
    k.bltu(buf, r.end, L.vloop)


def _vector_merge(k, r, L):
    """One more multiply per lane (keys loaded as a vector) moves every lane onto one position and
    vredxor.vs sums them into a single 128-bit lane."""
    even_v, odd_v, tmp0, tmp1, key0, key1, keys = r.even_v, r.odd_v, r.tmp0, r.tmp1, r.key0, r.key1, r.keys
    k.bind(L.vmerge)                           # sum over lanes m of lane m * x^(128*d(m))
    k.addi(keys, keys, r.loop_key1)            # d = vl-m: the sum is the lane carried on
    k.bgeu(r.length, r.stride, L.merge_keys)   # ... when 16 or more bytes follow
    k.addi(keys, keys, 8)                      # else d = vl-1-m: the sum is the state itself
    k.bind(L.merge_keys)
    k.vle64_v(key0, keys)
    k.addi(keys, keys, r.keys2 - KEYS1)
    k.vle64_v(key1, keys)
    k.vclmul_vv(tmp0, even_v, key0)
    k.vclmulh_vv(tmp1, even_v, key0)
    k.vclmul_vv(even_v, odd_v, key1)
    k.vclmulh_vv(odd_v, odd_v, key1)
    k.vxor_vv(tmp0, tmp0, even_v)
    k.vxor_vv(tmp1, tmp1, odd_v)
    k.vmv_s_x(even_v, ZERO)                    # the reductions' start value
    k.vredxor_vs(odd_v, tmp0, even_v)
    k.vredxor_vs(key0, tmp1, even_v)
    k.vmv_x_s(r.lane_lo, odd_v)
    k.vmv_x_s(r.lane_hi, key0)


# 128 -> 64 bits: (lo, hi) = lo*x^64 + hi; lo folded by key1(0) leaves a lane whose first half has
# only 32 significant bits, and those folded once more by key1(0) land in the second half: one word z
# congruent to the lane. Then the Barrett step (see barrett_keys) gives the CRC of z.
def _block_and_reduce(k, r, L):
    step, end, buf, lane_lo, lane_hi = r.step, r.end, r.buf, r.lane_lo, r.lane_hi
    k.bind(L.block)                            # 16..31 bytes left: one block takes the carried lane
    k.ld(step, buf, 0)
    k.ld(end, buf, 8)
    k.xor(lane_lo, lane_lo, step)
    k.xor(lane_hi, lane_hi, end)
    k.addi(buf, buf, 16)
    k.addi(r.length, r.length, -16)
    k.bind(L.reduce)
    k.comment("128 -> 64 bits, then Barrett: crc = (lo*x^64 + hi)*x^32 mod P, on one element")
    key, word, prod = r.keys, r.word_v, r.prod_v
    k.ld(key, r.consts, K0_1)
    k.ld(r.mu, r.consts, MU)
    k.ld(r.poly, r.consts, POLY)
    with k.vtype(sew=64, avl=1):
        k.vmv_s_x(word, lane_lo)
        k.vclmul_vx(prod, word, key)           # lo * x^64: 95 bits, its first half only 32 wide
        k.vclmulh_vx(word, word, key)
        k.vclmulh_vx(prod, prod, key)          # those 32 bits * x^64 fit the second half
        k.vxor_vv(word, word, prod)
        k.vxor_vx(word, word, lane_hi)         # z: 64 bits congruent to the lane
        _barrett(k, r, r.crc)


def _barrett(k, r, crc):
    """crc = the CRC of the word in r.word_v (Barrett, see barrett_keys): quotient, then remainder."""
    k.vclmul_vx(r.word_v, r.word_v, r.mu)      # quotient (mu and poly: loaded before)
    k.vclmulh_vx(r.word_v, r.word_v, r.poly)   # remainder
    k.vmv_x_s(crc, r.word_v)                   # the new state, zero-extended


def _word8(k, r, L):
    """With 8 or more bytes left, the Barrett step on (next word ^ state) continues the CRC."""
    t_a, buf, crc, length = r.step, r.buf, r.crc, r.length
    k.bind(L.word8)                            # 8 more bytes (length & 8): the same Barrett step on
    k.andi(t_a, length, 8)                     # word ^ state is that word's CRC from the state
    k.beqz(t_a, L.table)
    k.ld(t_a, buf, 0)
    k.xor(t_a, t_a, crc)
    with k.vtype(sew=64, avl=1):
        k.vmv_s_x(r.word_v, t_a)
        _barrett(k, r, crc)
    k.addi(buf, buf, 8)
    k.addi(length, length, -8)
