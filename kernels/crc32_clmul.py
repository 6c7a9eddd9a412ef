"""Scalar carry-less multiply for updateBytesCRC32 and updateBytesCRC32C (their variant "zbc").

Technique: one Barrett step per 8-byte word. With the running state s (32 bits) XORed into the
word's first four bytes, z = word ^ s stands for Z(x), and the CRC after the word is Z*x^32 mod P:
clmul(z, mu) is the quotient and clmulh(quotient, P) the remainder, the new state (the constants
and their proof are crc32_fold.barrett_keys and tests/test_crc_fold.py). So a word costs ld, xor,
clmul, clmulh: 4 instructions per 8 bytes, 0.5 per byte before the loop's addi/bltu, which
`words` words per iteration share.

Why not 128-bit folding, the usual clmul method: folding one lane over the next 16 bytes takes two
loads, four clmul/clmulh and four XORs (each product half must be XORed with the data and with
the other product), 10 instructions per 16 bytes against the Barrett chain's 8. A product of a
64-bit word and a 32-bit key has up to 95 bits, so no single multiply can move a word forward and
keep it in one register; Barrett gets away with two because its quotient fits 64 bits and the
remainder is only 32.

Why 4 per word is the floor for scalar Zbc, so that no loop reaches 0.5 instr/B: every 8 bytes
need their ld; the word joins the state by a two-input operation (clmul* by a constant has one
variable input), at least one XOR per word; and a 64-bit value needs two multiplies to become
something congruent that again fits one register. One clmul(v, K) = v*K mod x^64 congruent to
v*x^64 mod P for every v would, at v = x^(64-m), make K>>m a multiple of P for m = 1..63, so K is
0 or 1, neither of which is x^64 mod P; clmulh/clmulr keep only the top of the product, which for
v = 1 is 0 or one bit. Hence 4*words + 2 per iteration: (0.5 + 1/(4*words)) instr/B, the figure
tests/test_crc_variants.py pins.

With `chains` = 1 the words form one serial chain (each waits for the last clmulh: about 7 cycles
per word on spacemit-x60's model, 0.88 cycles/B). With C chains an iteration's `words` words are C
contiguous runs of W = words/C, each its own chain, their instructions interleaved phase by phase
(software-pipelined by pairs) so an in-order dual-issue core always has independent work.
Chains 1..C-1 start from 0 (their first word needs no xor). At the end of the iteration the runs are
joined by linearity: chain i's state S_i must move on by n_i = 64*W*(C-1-i) bits, and with the 32-bit
key R_i = x^(n_i-33) mod P, t_i = clmul(S_i, R_i) is a 64-bit value whose Barrett step is
S_i*x^(n_i) mod P. Barrett is linear, so one step over t_0 ^ ... ^ t_(C-2), XORed with the last
chain's state, is the state after the iteration: C-1 clmuls, C-2 xors, one Barrett and a xor, plus
the loads of the keys. A chain's first quotient is taken straight from its word. Each chain has
its own load register, its next word loaded a whole step ahead (four chains: nine long-lived
registers, so s1 is saved); the join's keys are loaded in the last step's load slots and the next
iteration's first words beside the join. On spacemit-x60's model (llvm-mca 22) a step of four
words takes 10 cycles (a cycle that issues a load is followed by an idle one: 4 loads cost 4
cycles, 12 ALU instructions 6), so 0.3125 cycles/B plus the join's ~17 cycles per 512 bytes:
0.346 cycles/B whole call, from 0.426 with two load registers and 0.879 with one chain.

The last < 8 bytes go through the byte loop of the table path (kernels/crc32.py).
"""
from __future__ import annotations

from stubforge.dsl.regs import X, ZERO

from . import crc32_fold

WORDS = (4, 8, 16, 32, 64)         # 64 words: a 1 KiB loop body, still within a branch's reach
CHAINS = (1, 2, 4)                 # several chains go in pairs


def shift_key(poly: int, n: int) -> int:
    """R = x^(n-33) mod P, reflected over 32 bits: clmul(S, R) is a word whose Barrett step is the
    state S moved on by n bits (see the docstring)."""
    P = crc32_fold.poly_full(poly)
    return crc32_fold._rev(crc32_fold.x_pow_mod(n - 33, P), 32)


def barrett_words(k, poly, words, crc, buf, length, chains=1):
    """crc = the state after the whole 8-byte words at buf (length & ~7 bytes); on exit buf points
    past them and length holds the remaining 0..7. Takes and releases its own temporaries."""
    if chains > 1:
        return _chained_words(k, poly, words, chains, crc, buf, length)
    mu_v, p_v = crc32_fold.barrett_keys(poly)
    tab = k.table("crc_barrett", [mu_v, p_v], width=8, comment="Barrett: mu = x^96 / P, then P, reflected")
    [w] = k.temps(1, names="word")                 # t0: only between two instructions
    idle = k.temp()                                # t1: left to MacroAssembler's macros
    end, mu, p = k.temps(3, names="end mu poly")
    k.release(idle)
    regs = (w, end, mu, p)
    L_loop, L_word, L_words_done = k.label("barrett_loop"), k.label("barrett_word"), k.label("barrett_done")
    k.la(w, tab)
    k.ld(mu, w, 0)
    k.ld(p, w, 8)

    def step(off):
        k.ld(w, buf, off)
        k.xor(w, w, crc)
        k.clmul(w, w, mu)                  # quotient
        k.clmulh(crc, w, p)                # remainder: the state after these 8 bytes

    k.andi(end, length, -8 * words)
    k.sub(length, length, end)
    k.add(end, buf, end)
    if words > 1:
        k.bgeu(buf, end, L_word)
    else:
        k.bgeu(buf, end, L_words_done)
    k.bind(L_loop)
    for j in k.range(words):
        step(8 * j)
    k.addi(buf, buf, 8 * words)
    k.bltu(buf, end, L_loop)
    if words > 1:                         # fewer than `words` words left: one at a time
        k.bind(L_word)
        k.andi(end, length, -8)
        k.sub(length, length, end)
        k.add(end, buf, end)
        k.bgeu(buf, end, L_words_done)
        L_one = k.label("barrett_one")
        k.bind(L_one)
        step(0)
        k.addi(buf, buf, 8)
        k.bltu(buf, end, L_one)
    k.bind(L_words_done)
    k.release(*reversed(regs))


def _chained_words(k, poly, words, chains, crc, buf, length):
    """barrett_words with `chains` independent chains per iteration, joined at its end."""
    if words % chains:
        k.error(f"words={words} is not a multiple of chains={chains}")
    per = words // chains
    mu_v, p_v = crc32_fold.barrett_keys(poly)
    keys = [shift_key(poly, 64 * per * (chains - 1 - i)) for i in range(chains - 1)]
    tab = k.table("crc_barrett", [mu_v, p_v] + keys, width=8,
                  comment="Barrett: mu = x^96 / P, P; then the keys that move chain i on by 64*W*(C-1-i) bits")
    # One load register per chain, so that every chain's next word is loaded a whole step ahead (a
    # load takes 4 cycles on spacemit-x60's model): with four chains that is nine long-lived
    # registers besides the arguments, one more than the caller-saved pool holds, so s1 is saved
    # (two instructions at each end of the call). It stays taken after its restore.
    saved = k.save(X[9]) if chains == 4 else []
    mu, p = k.temps(2, names="mu poly")
    w = k.temps(chains, names=" ".join(f"word{i}" for i in range(chains)))
    st = [crc] + k.temps(chains - 1, names=" ".join(f"state{i}" for i in range(1, chains)))
    L_loop, L_join, L_rest = k.label("chains_loop"), k.label("chains_join"), k.label("chains_rest")
    k.la(w[0], tab)
    k.ld(mu, w[0], 0)
    k.ld(p, w[0], 8)
    k.addi(length, length, -8 * words)     # length counts down by a whole iteration at a time
    k.blt(length, ZERO, L_rest)

    # A step is one word of every chain, done a pair of chains at a time: xor the word into the
    # state, quotient, load the pair's next word into the register the xor just freed, remainder.
    # On an in-order dual-issue core (spacemit-x60's model: load 4 cycles, clmul 2) each pair's
    # instructions go two by two and find their inputs ready: 8 cycles per 32 bytes. Chains 1..
    # start from 0: their first quotient is taken straight from the word.
    pairs = [tuple(range(c, min(c + 2, chains))) for c in range(0, chains, 2)]

    def load(pair, j):
        for i in pair:
            k.ld(w[i], buf, 8 * (i * per + j))

    def join_keys(n):
        """The last step's load slots fetch the join's keys: K_i into w[i], pair by pair."""
        if chains == 2:
            k.la(w[1], tab)
            k.ld(w[0], w[1], 16)
        elif n == 0:
            k.la(w[0], tab)
            k.ld(w[1], w[0], 24)
        else:
            k.ld(w[2], w[0], 32)
            k.ld(w[0], w[0], 16)           # the table's address last

    for pair in pairs:                     # the first iteration's first words
        load(pair, 0)
    k.bind(L_loop)
    for j in range(per):
        for n, pair in enumerate(pairs):
            fresh = [i for i in pair if j == 0 and i > 0]
            for i in pair:
                if i not in fresh:
                    k.xor(st[i], st[i], w[i])
            for i in pair:
                k.clmul(st[i], w[i] if i in fresh else st[i], mu)     # quotient
            if j + 1 < per:
                load(pair, j + 1)
            else:
                join_keys(n)
            for i in pair:
                k.clmulh(st[i], st[i], p)          # remainder: chain i's state after this word
    with k.section("join the chains: move each on over the runs after it, one Barrett step for all"):
        for i in range(chains - 1):
            k.clmul(st[i], st[i], w[i])
        k.addi(buf, buf, 8 * words)
        k.addi(length, length, -8 * words)
        k.blt(length, ZERO, L_join)
        for pair in pairs:                 # the next iteration's first words, beside the join
            load(pair, 0)
        k.bind(L_join)
        for i in range(1, chains - 1):
            k.xor(crc, crc, st[i])
        k.clmul(crc, crc, mu)
        k.clmulh(crc, crc, p)
        k.xor(crc, crc, st[chains - 1])
    k.bge(length, ZERO, L_loop)
    k.bind(L_rest)
    k.addi(length, length, 8 * words)      # 0 .. 8*words-1 bytes left: whole words one at a time
    word, end = w[0], w[1]
    L_one, L_done = k.label("chains_one"), k.label("chains_done")
    k.andi(end, length, -8)
    k.sub(length, length, end)
    k.add(end, buf, end)
    k.bgeu(buf, end, L_done)
    k.bind(L_one)
    k.ld(word, buf, 0)
    k.xor(word, word, crc)
    k.clmul(word, word, mu)
    k.clmulh(crc, word, p)
    k.addi(buf, buf, 8)
    k.bltu(buf, end, L_one)
    k.bind(L_done)
    k.release(*(r for r in (mu, p, *w, *st[1:]) if r not in saved))
    if saved:
        k.restore(*saved)
