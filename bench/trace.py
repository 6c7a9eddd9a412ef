"""Whole-call modelled cycles: llvm-mca over every instruction a call executes, in the order it ran.

A call's cost is not its hot loop's: the code before and after it, short loops that never reach a
steady state and loops that are not the hottest all take cycles (ChaCha20 zbb's rounds loop alone gave
an IPC of 4.37 on a 4-wide model). QEMU's exec log (bench/count.py) gives the exact sequence of
translation blocks one call ran; fed whole to llvm-mca that sequence is the reference, the
"whole-trace model" (whole_trace()). A 64 KiB call runs up to millions of instructions, so cost()
compresses the sequence first and shortens only what repeats many times:

1. pieces: the sequence is cut after every backward transfer (a taken loop branch, a call's return
   to the entry): a piece is a forward path, e.g. one iteration of an innermost loop;
2. repetitions: consecutive equal tokens (pieces, then groups of up to MAX_PERIOD tokens: an outer
   loop's iteration) become Rep(body, m), again and again until nothing repeats; the result is the
   call's exact execution, written compactly (Compressed, stored as JSON by bench/hotspot_own.py);
3. cost: the call's text with each Rep of more than KEEP repetitions cut to KEEP goes through llvm-mca
   once (iterations=1: every instruction in its context, loop entries and exits, a 3-iteration loop
   as 3 iterations), plus, for every cut repetition, the body's steady-state cycles (llvm-mca's
   cycles for 2N repetitions minus N, over N: filling and draining cancel, bench/mca.steady).

Each call starts from an empty pipeline (llvm-mca models no caches nor branch predictor: cold and
warm calls cost the same). The instructions costed always add up to the instructions executed
(checked). tests/test_trace.py
holds every kernel's figure within 3% of whole_trace(), and cycles >= instructions / dispatch width.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass

from stubforge.bench import mca
from stubforge.bench.count import Trace

KEEP = 16           # repetitions kept in context before the rest are costed at the steady state
MAX_PERIOD = 16     # tokens in the longest repeated group looked for (an outer loop's iteration)


@dataclass
class Compressed:
    """A call's execution: `units[u]` are the byte offsets of a straight-line block of instructions
    (and `vts[u]` the (SEW, LMUL) in force entering it, where the code's reader needs to be told);
    `defs[t]` is a token: ("p", unit ids) a piece, ("r", token ids, m) m repetitions of a group; the
    call is `top`, a list of tokens."""
    units: list[tuple[int, ...]]
    defs: list[tuple]
    top: list[int]
    vts: list | None = None

    def instructions(self) -> int:
        memo: dict[int, int] = {}

        def n(t):
            if t not in memo:
                d = self.defs[t]
                memo[t] = (sum(len(self.units[u]) for u in d[1]) if d[0] == "p"
                           else d[2] * sum(n(x) for x in d[1]))
            return memo[t]
        return sum(n(t) for t in self.top)

    def to_json(self) -> dict:
        out = {"units": [[u[0], u[-1], len(u)] for u in self.units],
               "defs": [list(d[1]) if d[0] == "p" else {"rep": list(d[1]), "m": d[2]} for d in self.defs],
               "top": self.top}
        if self.vts is not None:
            out["vts"] = [list(v) if v else None for v in self.vts]
        return out

    @classmethod
    def from_json(cls, d: dict, offsets: list[int]) -> "Compressed":
        """`offsets`: every instruction offset of the code, ascending (a unit is stored as its first and
        last offset and its length; the instructions between come from the code's disassembly)."""
        units = []
        for first, last, n in d["units"]:
            i = bisect.bisect_left(offsets, first)
            u = tuple(offsets[i:i + n])
            if not u or u[-1] != last:
                raise ValueError(f"a recorded block {first:#x}..{last:#x} ({n} instructions) does not match "
                                 "the code's instructions")
            units.append(u)
        defs = [("p", tuple(x)) if isinstance(x, list) else ("r", tuple(x["rep"]), x["m"]) for x in d["defs"]]
        vts = [tuple(v) if v else None for v in d["vts"]] if "vts" in d else None
        return cls(units, defs, list(d["top"]), vts)


def compress(trace: Trace, vts: list | None = None) -> Compressed:
    """The call's execution as pieces and repetitions (see the module's docstring)."""
    units, seq = trace.blocks, trace.seq
    if vts is not None:           # the same block under another vtype is another unit
        keyed, seq2, index = [], [], {}
        for b, v in zip(seq, vts):
            u = index.get((b, v))
            if u is None:
                u = index[(b, v)] = len(keyed)
                keyed.append((b, v))
            seq2.append(u)
        units, seq, vts = [trace.blocks[b] for b, _ in keyed], seq2, [v for _, v in keyed]
    defs: list[tuple] = []
    intern: dict[tuple, int] = {}

    def token(d):
        t = intern.get(d)
        if t is None:
            t = intern[d] = len(defs)
            defs.append(d)
        return t

    tokens, cur = [], []
    for i, u in enumerate(seq):
        cur.append(u)
        nxt = seq[i + 1] if i + 1 < len(seq) else None
        if nxt is None or units[nxt][0] <= units[u][-1]:       # a backward transfer ends the piece
            tokens.append(token(("p", tuple(cur))))
            cur = []
    while True:
        shorter = _repetitions(tokens, token)
        if len(shorter) == len(tokens):
            return Compressed(list(units), defs, tokens, vts)
        tokens = shorter


def _repetitions(tokens: list[int], token) -> list[int]:
    """One pass: each run of a group of up to MAX_PERIOD tokens repeated back to back becomes a token
    (the shortest group first: an inner loop is found before the loop around it)."""
    out, i, n = [], 0, len(tokens)
    while i < n:
        p = _period(tokens, i)
        if p:
            body, m = tokens[i:i + p], 2
            while tokens[i + m * p:i + (m + 1) * p] == body:
                m += 1
            out.append(token(("r", tuple(body), m)))
            i += m * p
        else:
            out.append(tokens[i])
            i += 1
    return out


def _period(tokens: list[int], i: int) -> int:
    """The shortest p such that the p tokens at i are repeated right after them, or 0."""
    for p in range(1, min(MAX_PERIOD, (len(tokens) - i) // 2) + 1):
        if tokens[i] == tokens[i + p] and tokens[i:i + p] == tokens[i + p:i + 2 * p]:
            return p
    return 0


@dataclass(frozen=True)
class Cost:
    """Modelled cycles of one call, and what made them."""
    cycles: float
    instructions: int
    width: int
    model: str
    llvm: int

    @property
    def ipc(self) -> float:
        return self.instructions / self.cycles if self.cycles else 0.0


class _Coster:
    def __init__(self, c: Compressed, read, exts, model_name: str):
        self.c, self.exts, self.model = c, exts, model_name
        self.lines = [read(offs, c.vts[u] if c.vts else None) for u, offs in enumerate(c.units)]
        self.memo: dict[int, tuple[list[int], float, int]] = {}

    def expand(self, t: int) -> tuple[list[int], float, int]:
        """(units kept in the text, cycles and instructions costed outside it) of token t."""
        if t in self.memo:
            return self.memo[t]
        d = self.c.defs[t]
        if d[0] == "p":
            out = (list(d[1]), 0.0, 0)
        else:
            units, cyc, ins = [], 0.0, 0
            for x in d[1]:
                u, c, n = self.expand(x)
                units += u
                cyc += c
                ins += n
            m = d[2]
            if m <= KEEP:
                out = (units * m, cyc * m, ins * m)
            else:
                n_body = sum(len(self.lines[u]) for u in units)
                per = mca.steady(self.text(units), self.exts, self.model, n_body)
                out = (units * KEEP, cyc * m + per * (m - KEEP), ins * m + n_body * (m - KEEP))
        self.memo[t] = out
        return out

    def text(self, units: list[int]) -> str:
        return mca.source(ln for u in units for ln in self.lines[u])


def cost(c: Compressed, read, exts, model_name: str) -> Cost:
    """Modelled cycles of the whole call `c` on `model_name`. `read(offsets, vt) -> [mca.Line]` gives a
    unit's instructions as llvm-mca reads them (vt: the vtype in force entering it, if recorded)."""
    mca.core(model_name)
    k = _Coster(c, read, exts, model_name)
    units, extra, extra_n = [], 0.0, 0
    for t in c.top:
        u, cyc, n = k.expand(t)
        units += u
        extra += cyc
        extra_n += n
    r = mca.run(k.text(units), exts, model_name, 1)
    total = r.instructions + extra_n
    if total != c.instructions():
        raise AssertionError(f"costed {total} instructions of the {c.instructions()} executed")
    return Cost(r.cycles + extra, total, r.width, model_name, r.llvm)


def whole_trace(trace: Trace, read, exts, model_name: str, vts=None) -> Cost:
    """The reference: the exact executed sequence through llvm-mca, uncompressed (slow for big calls)."""
    lines = []
    for i, b in enumerate(trace.seq):
        lines += read(trace.blocks[b], vts[i] if vts else None)
    r = mca.run(mca.source(lines), exts, model_name, 1)
    return Cost(float(r.cycles), r.instructions, r.width, model_name, r.llvm)


def ir_reader(prog):
    """read() for a stubforge Program: each instruction's vtype is the builder's."""
    lines = mca.ir_lines(prog)
    return lambda offs, vt=None: [lines[o] for o in offs]
