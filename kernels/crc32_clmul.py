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

The chain is serial (each word waits for the last clmulh); on a core that overlaps independent
multiplies, several chains combined at the end would be faster, at more instructions: this variant
optimises the instruction count.

The last < 8 bytes go through the byte loop of the table path (kernels/crc32.py).
"""
from __future__ import annotations

from . import crc32_fold

WORDS = (4, 8, 16, 32, 64)         # 64 words: a 1 KiB loop body, still within a branch's reach


def barrett_words(k, poly, words, crc, buf, length):
    """crc = the state after the whole 8-byte words at buf (length & ~7 bytes); on exit buf points
    past them and length holds the remaining 0..7. Takes and releases its own temporaries."""
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
