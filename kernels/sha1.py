"""SHA-1 compression on one scalar core: sha1_implCompress and sha1_implCompressMB, HotSpot's contract.

A round (FIPS 180-4 6.1.2) is one helper call, as in HotSpot's own stub: e += (a <<< 5) + f(b, c, d) +
K + W[t], b <<<= 30, and the five registers change roles instead of values: the next round's a, b,
c, d, e are this one's e, a, b, c, d. HotSpot moves the values instead (four `mv` a round, 320 a
block). The schedule W[t] = (W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) <<< 1 runs in a ring of sixteen
registers (one `xor` per source into the word being replaced, then the rotation: four instructions;
HotSpot keeps two words per register and shifts them apart). K is one register, set every twenty
rounds. The order puts the newest value (a) last: e += K, W, f, then (a <<< 5).

f: Ch = ((c ^ d) & b) ^ d, Parity = b ^ c ^ d, Maj = (b & c) + ((b ^ c) & d) (no bit in both parts,
so + is |; each part is added to e, needing no second temporary).

One variant, `zbb`: `roriw` rotates, the block is 8 `ld` + `rev8`, each register's low half a word
and `srli` 32 giving the other (only the low 32 bits of a word are ever read: add, xor, and and
roriw keep the low half of a result a function of the low halves). Without Zbb HotSpot's own stub
stays (the patch's dispatch keeps it there): a variant for RV64GC alone (four `lbu` a word, a
rotation in four shifts and adds) lost to it on every modelled core (5-21% more cycles/B, llvm-mca
22) at 1.35-1.43x its C++ lines, and a run-time loop over the rounds would be slower still (the
roles could no longer be renamed instead of moved).

The C++: both stubs call one helper for a block (sha1_block: the words, the 80 rounds, H' = H +
(a..e)); the rounds are four generation-time loops, round i naming its a..e by index arithmetic on
one register array (abcde[(80 + j - i) % 5]) and its schedule words on the ring (w[(i + 16 - n) %
16]), so the instructions are those of the 80 rounds written out.

Registers: a..e, the 16 words and K: 22, so the stub borrows the callee-saved registers HotSpot's own
stub does (x9, x18-x27; never fp: the frame stays walkable) and keeps the state array's address (H' =
H + (a..e) is added into the array after each block) and for MB the last block's address, buf - ofs
and buf in a 32-byte frame; during the rounds the argument registers hold words and buf's holds K
(MB stores buf before the rounds and loads it after them: two instructions a block).

MB: a block, then more while buf <= buf + (limit - ofs), Java's `while (ofs <= limit)` in pointer
form (Java calls it with one block at least, as HotSpot's own stub assumes); returns the final ofs.
"""
from __future__ import annotations

from stubforge.dsl import kernel
from stubforge.dsl.regs import SP
from stubforge.dsl.structure import SymInt, helper

from .md5 import BASE, BLOCK, FRAME, LAST, STATEP, borrow

VARIANTS = {"zbb": ({"zbb"}, "roriw rotates, ld + rev8 loads two big-endian words")}
BUFP = 24                                                   # buf, in the frame's free slot (MB)
# FIPS 180-4 4.2.1, spelled in hex in the C++ as the standard writes them
K = tuple(SymInt(v, f"{v:#x}") for v in (0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xCA62C1D6))


@kernel(stub="sha1_implCompress", variants=VARIANTS, default_variant="zbb", multi=False,
        doc="SHA-1 over the 64-byte block at buf: the state's five words updated in place.")
@kernel(stub="sha1_implCompressMB", variants=VARIANTS, default_variant="zbb", multi=True,
        doc="SHA-1 over the 64-byte blocks from buf while ofs <= limit (one at least); returns the final ofs.")
def sha1(k, multi):
    """SHA-1 over one 64-byte block, or (MB) while ofs <= limit, returning the final ofs."""
    buf, state = k.args[:2]
    k.enter()
    # a..e, the 16 words and K: buf's register holds K during the rounds (below), so the callee-saved
    # registers borrowed are x9 and x18-x27, as HotSpot's own stub's, never fp
    saved = borrow(k, 5 + 16 + 1, len(k.args))
    k.stack_alloc(FRAME)
    t = k.scratch()
    # the frame's slots, by name in the C++
    state_at = k.const("STATE_AT", STATEP)
    k.sd(state, SP, state_at)
    if multi:
        last_at, base_at, buf_at = (k.const(n, v) for n, v in (("LAST_AT", LAST), ("BASE_AT", BASE), ("BUF_AT", BUFP)))
        ofs, limit = k.args[2:4]
        k.sub(limit, limit, ofs)
        k.add(limit, limit, buf)            # the last block's address
        k.sd(limit, SP, last_at)
        k.sub(ofs, buf, ofs)                # the final ofs is buf minus this
        k.sd(ofs, SP, base_at)
    # the working variables a..e (FIPS 180-4 6.1.2)
    abcde = k.array(k.temps(5), "abcde")
    for i in k.range(5):
        k.lw(abcde[i], state, 4 * i)
    # the argument registers other than buf hold message words from here on
    spare = [k.rename(r, f"w{15 - n}") for n, r in enumerate(k.args[1:])]
    w = k.array(k.temps(16 - len(spare)) + spare[::-1], "w")
    if multi:
        loop, done = k.label("sha1_loop"), k.label("sha1_done")
        # Java calls it with a block at least (DigestBase.engineUpdate: len >= the block size), as
        # HotSpot's own stub assumes: the test is at the loop's end
        k.bind(loop)
        k.sd(buf, SP, buf_at)                 # buf's register holds K during the rounds
    block(k, abcde, w, buf, state_at)
    if multi:
        nxt = k.rename(buf, "next")         # buf back from the frame, advanced: the next block
        k.ld(nxt, SP, buf_at)
        k.addi(nxt, nxt, BLOCK)
        k.ld(t, SP, last_at)
        k.bgt(nxt, t, done)                 # the loop is longer than a branch reaches back
        k.j(loop)
        k.bind(done)
        k.ld(t, SP, base_at)
        k.subw(k.result, nxt, t)            # the final ofs, a Java int
    k.stack_free(FRAME)
    if saved:
        k.restore(*saved)
    k.leave()
    k.ret()


@helper(name="sha1_block")
def block(k, abcde, w, buf, state_at):
    """One 64-byte block at buf: its 16 big-endian words into w, the 80 rounds on abcde, then H' =
    H + (a, b, c, d, e) in the state array (its address from the frame, at sp + state_at). buf's
    register holds K during the rounds (the caller keeps buf elsewhere if it needs it after the
    block)."""
    kt = k.rename(buf, "kt")
    with k.section("Load the block's 16 big-endian words"):
        # two words a load: w[i + 1]'s low half is word i + 1, its high half word i (only the low
        # 32 bits of a word are ever read), shifted down into w[i]
        for i in k.range(0, 16, 2):
            k.ld(w[i + 1], buf, 4 * i)
            k.rev8(w[i + 1], w[i + 1])
            k.srli(w[i], w[i + 1], 32)
    rounds, schedule = round_helpers()

    # Round i's a..e are abcde[(80 - i) % 5] .. abcde[(84 - i) % 5]: the roles move one register a
    # round (e is made the new a), so no value is moved (80 keeps the left operand of % positive).
    # W[t-n] is w[(t + 16 - n) % 16], the ring of sixteen (W[t] replaces W[t-16] in its register).
    def roles(i):
        return [abcde[(80 + j - i) % 5] for j in range(5)]

    def ring(i):
        return [w[(i + (16 - n)) % 16] for n in (16, 3, 8, 14)]     # W[t-16] (W[t]'s register), W[t-3], ...

    for r in range(4):
        with k.section(f"Rounds {20 * r}..{20 * r + 19}"):
            k.li(kt, K[r])
            if r:
                for i in k.range(20 * r, 20 * r + 20):
                    rounds[r](k, *roles(i), kt, *ring(i))                # makes W[t] first
                continue
            for i in k.range(16):
                rounds[0](k, *roles(i), kt, w[i])
            for i in k.range(16, 20):
                schedule(k, *ring(i))
                rounds[0](k, *roles(i), kt, ring(i)[0])
    with k.section("H' = H + (a, b, c, d, e), in the state array"):
        # the words are spent: w[0] takes the state array's address; after 80 rounds the roles are
        # where they started
        k.ld(w[0], SP, state_at)
        t = k.scratch()
        for i in k.range(5):
            k.lw(t, w[0], 4 * i)
            k.addw(abcde[i], abcde[i], t)
            k.sw(abcde[i], w[0], 4 * i)


def round_helpers():
    """The round helpers: Ch, Parity, Maj, Parity for rounds 0-19, 20-39, 40-59, 60-79 (Parity and
    Maj make their W[t] first; rounds 16-19 call the schedule before Ch), and the schedule."""

    def rotl(k, x, s):
        """x <<<= s (32 bits) in place: roriw by 32 - s (the C++ prints the roriw)."""
        k.roriw(x, x, 32 - s)

    @helper(name="sha1_schedule")
    def schedule(k, wt, w3, w8, w14):
        """W[t] = (W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]) <<< 1, in the register of W[t-16]."""
        k.xor(wt, wt, w3)
        k.xor(wt, wt, w8)
        k.xor(wt, wt, w14)
        rotl(k, wt, 1)

    @helper(name="sha1_schedule_add")
    def schedule_add(k, e, kt, wt, w3, w8, w14):
        """W[t] made as sha1_schedule does, with e += K between its xors (an in-order core pairs
        them); then e += W[t]."""
        k.xor(wt, wt, w3)
        k.addw(e, e, kt)
        k.xor(wt, wt, w8)
        k.xor(wt, wt, w14)
        rotl(k, wt, 1)
        k.addw(e, e, wt)

    @helper(name="sha1_round_finish")
    def finish(k, a, b, e):
        """b <<<= 30; e += a <<< 5, a (the newest value) last."""
        t = k.scratch()
        rotl(k, b, 30)
        k.roriw(t, a, 27)
        k.addw(e, e, t)

    @helper(name="sha1_round_ch")
    def ch(k, a, b, c, d, e, kt, wt):
        """e += (a <<< 5) + Ch(b, c, d) + K + W[t], b <<<= 30; Ch = ((c ^ d) & b) ^ d."""
        t = k.scratch()
        k.addw(e, e, kt)
        k.addw(e, e, wt)
        k.xor(t, c, d)
        k.and_(t, t, b)
        k.xor(t, t, d)
        k.addw(e, e, t)
        finish(k, a, b, e)

    @helper(name="sha1_round_parity")
    def parity(k, a, b, c, d, e, kt, wt, w3, w8, w14):
        """W[t] made; e += (a <<< 5) + (b ^ c ^ d) + K + W[t], b <<<= 30."""
        t = k.scratch()
        schedule_add(k, e, kt, wt, w3, w8, w14)
        k.xor(t, b, c)
        k.xor(t, t, d)
        k.addw(e, e, t)
        finish(k, a, b, e)

    @helper(name="sha1_round_maj")
    def maj(k, a, b, c, d, e, kt, wt, w3, w8, w14):
        """W[t] made; e += (a <<< 5) + Maj(b, c, d) + K + W[t], b <<<= 30; Maj = (b & c) + ((b ^ c) &
        d): no bit in both parts, each added to e."""
        t = k.scratch()
        schedule_add(k, e, kt, wt, w3, w8, w14)
        k.xor(t, b, c)
        k.and_(t, t, d)
        k.addw(e, e, t)
        k.and_(t, b, c)
        k.addw(e, e, t)
        finish(k, a, b, e)

    return (ch, parity, maj, parity), schedule
