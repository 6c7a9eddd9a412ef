"""Exact dynamic instruction counts of a stub alone (the harness excluded), from stock QEMU.

How: qemu-riscv64 runs the harness with ``-d in_asm,exec,nochain -dfilter ADDR+SIZE -D LOG``.
The filter keeps only translation blocks (TBs) that start inside the stub's [addr, addr+size).
``in_asm`` logs each TB once, when it is translated, with the address of every guest instruction
in it; ``exec`` logs a line each time a TB is entered; ``nochain`` stops QEMU from jumping straight
from one TB to the next, which would skip the ``exec`` line (without it the counts are too low).
A TB is straight-line code (QEMU ends one at every branch, at vsetvl*, at a page end), so each
instruction of a TB runs once per ``exec`` line unless something traps inside it; a trap means a
fault, and a faulting run is refused.  Per instruction: executions of every TB holding it.  (A TB
translated again, e.g. for another vtype in its flags, is logged again and tracked separately.)
Checked against ``-one-insn-per-tb`` (every exec line one instruction) in tests/test_count.py.

The log goes to a private file (never stdout/stderr, which carry the harness protocol) and is read
line by line, so a big input costs disk, not memory.  Counts do not depend on timing, JIT cache
state or the host: two runs give identical numbers.

    counts = count_stub(harness, Input(data, init), vlen=256)   # judged against the layout's reference
    classify(prog, counts.by_offset)  -> {"scalar": .., "vector": .., "vset": .., "vmem": .., "vcrypto": ..}
    per_byte(lambda n: count_stub(h, sized_input(n), 256).total, (4096, 8192))  -> (slope, fixed)
"""
from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import tempfile
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable, Mapping

from stubforge.sim.errors import QemuError, SimError, SimTimeout
from stubforge.sim.machine import problem_in
from stubforge.sim.layouts import Input, StubSpec, spec_for, specs
from stubforge.sim.protocol import (PLACE_END, SIGALRM, Case, ContractViolation, Result, SimFault,
    decode_results, encode_case, encode_cases)
from stubforge.sim.qemu import cpu_string, find_qemu
from stubforge.sim.runner import DEFAULT_TIMEOUT, built_elf

CLASSES = ("scalar", "vector", "vset", "vmem", "vcrypto")
VCRYPTO_EXTS = frozenset({"zvkned", "zvkg", "zvknha", "zvknhb", "zvbc", "zvkb", "zvbb"})
VSET_MNEMONICS = frozenset({"vsetvli", "vsetivli", "vsetvl"})
LOG_ITEMS = "in_asm,exec,nochain"


class CountError(SimError):
    """Counting was impossible or its result is not trustworthy (wrong answer, odd log, data executed)."""


@dataclass(frozen=True)
class Trace:
    """What one call executed, in order: `blocks[i]` is a translation block (its instructions' byte
    offsets from the stub's start, straight-line code), `seq` the blocks as they ran."""
    blocks: list[tuple[int, ...]]
    seq: list[int]


@dataclass(frozen=True)
class Counts:
    """Executions per instruction of one stub call: byte offset from the stub's start -> count."""
    by_offset: dict[int, int]
    result: Result                 # what the (single) call returned, already checked
    tb_executions: int = 0         # TB entries logged (for curiosity: dispatch overhead in QEMU)
    calls: int = 1                 # identical calls the counts were divided by
    trace: Trace | None = None     # the blocks in the order they ran (count_stub(..., trace=True))

    @property
    def total(self) -> int:
        return sum(self.by_offset.values())


# ---- running -------------------------------------------------------------------------------------

def dfilter(addr: int, size: int) -> str:
    """QEMU's -dfilter syntax for [addr, addr+size): START+LENGTH (START..END is inclusive)."""
    if size <= 0:
        raise CountError(f"the stub at {addr:#x} has size {size}: its symbol lacks a .size")
    return f"{addr:#x}+{size:#x}"


def _stub_name(target) -> str | None:
    sym = built_elf(target).symbol
    for name in specs():
        if sym == name or sym.endswith("_" + name):
            return name
    return None


def sized_input(size: int, seed: int = 1, init: int = 0x0BADCAFE) -> Input:
    """Deterministic data of `size` bytes whose buffer starts on a page boundary, so that code
    that aligns the pointer first (the C baselines) behaves the same for every size."""
    return Input(random.Random(seed * 1_000_003 + size).randbytes(size), init, misalign=0,
                 tight_end=False)


def _check_input(spec: StubSpec, inp: Input) -> Callable[[Result], str | None]:
    return lambda res: spec.judge(inp, res)


def _judge_from_layout(built, case: Case, stub: str | None):
    """The layout's judge for a Case that is exactly what the stub's layout makes of some Input."""
    name = stub or _stub_name(built)
    if name is None or name not in specs() or not case.buffers or not case.args:
        return None
    spec = spec_for(name)
    b = case.buffers[0]
    inp = Input(b.data, case.args[0].value & 0xFFFFFFFF, misalign=b.misalign,
                tight_end=b.placement == PLACE_END)
    try:
        same = encode_case(spec.case(inp)) == encode_case(case)
    except (SimError, AttributeError, TypeError):      # a layout of another shape than a checksum's
        return None
    return _check_input(spec, inp) if same else None


def count_stub(harness, case: Case | Input, vlen: int = 128, cpu_extensions=None, *,
               check: Callable[[Result], str | None] | None = None, stub: str | None = None,
               calls: int = 1, timeout: float = DEFAULT_TIMEOUT, ta_all_1s: bool = True,
               ma_all_1s: bool = True, one_insn_per_tb: bool = False, trace: bool = False) -> Counts:
    """Count the instructions the stub executes for one call on `case`.

    `case` is an `Input` (laid out and judged by the stub's layout, declared in stubs/; `stub` names it
    when the harness symbol does not end with a HotSpot stub name), or a `Case`: one that the
    stub's layout made from an Input is judged the same way; any other needs a `check` callback,
    Result -> None when right / a reason when wrong.  The same QEMU run that counts also
    returns the result, so what is counted is exactly what was checked.  A fault, a hang, a broken
    calling contract or a wrong result raises instead of returning counts.

    calls > 1 runs that many identical cases in one process and divides (they are exact multiples:
    the test suite checks it); the default runs one case per process.  one_insn_per_tb=True makes
    QEMU translate every instruction as its own block: slower, and an independent check of the
    block arithmetic (the test suite compares the two).  trace=True also keeps the order the blocks
    ran in (Counts.trace, one call only: what bench/trace.py models whole).
    """
    built = built_elf(harness)
    if not isinstance(case, Case):     # an Input of the stub's layout (stubs/<family>.py)
        name = stub or _stub_name(built)
        if name is None:
            raise CountError(f"cannot tell which stub {built.symbol!r} implements: pass stub=")
        spec = spec_for(name)
        judge = check or _check_input(spec, case)
        case = spec.case(case)
    else:
        judge = check or _judge_from_layout(built, case, stub)
        if judge is None:
            raise CountError(f"cannot judge the result of {built.symbol} on this Case (it is not laid "
                             "out as a declared layout (stubs/) lays out a known stub): pass check=callable(Result) "
                             "-> None | reason, or a sim.layouts.Input")
    if calls < 1 or (trace and calls != 1):
        raise CountError(f"calls must be >= 1 (1 with trace=True), got {calls}")
    exts = getattr(harness, "extensions", frozenset()) if cpu_extensions is None else cpu_extensions
    cpu = cpu_string(exts, vlen, ta_all_1s=ta_all_1s, ma_all_1s=ma_all_1s)
    cases = [case] * calls
    with tempfile.TemporaryDirectory(prefix="stubforge-count-") as d:
        log = os.path.join(d, "qemu.log")
        results = _run_logged(built, cases, cpu, timeout, log,
                              ["-one-insn-per-tb"] if one_insn_per_tb else [])
        for i, r in enumerate(results):
            if r.status:
                raise ContractViolation(i, r)
            why = judge(r)
            if why:
                raise CountError(f"{built.symbol} returned a wrong result on VLEN={vlen}, so its count "
                                 f"would mean nothing: {why}")
        if any(r.a0 != results[0].a0 for r in results):
            raise CountError("identical calls returned different results")
        order: list | None = [] if trace else None
        by_addr, tbs = parse_log(log, order)
    lo, hi = built.stub_addr, built.stub_addr + built.stub_size
    by_offset = {}
    for addr, n in by_addr.items():
        if not lo <= addr < hi:
            raise CountError(f"the log holds pc {addr:#x}, outside the stub's {lo:#x}..{hi:#x} "
                             "(a TB that starts in the stub and runs past its end?)")
        if n % calls:
            raise CountError(f"{calls} identical calls executed stub+{addr - lo:#x} {n} times: "
                             "not a multiple, so the calls were not identical")
        by_offset[addr - lo] = n // calls
    if not by_offset:
        raise CountError(f"no instruction of {built.symbol} at {lo:#x}..{hi:#x} was logged as executed")
    return Counts(by_offset, results[0], tbs // calls, calls, None if order is None else _trace(order, lo))


def _trace(order: list, base: int) -> Trace:
    """Trace from parse_log's blocks in execution order (addresses made offsets from `base`)."""
    index: dict[int, int] = {}
    blocks, seq = [], []
    for blk in order:
        i = index.get(id(blk))
        if i is None:
            i = index[id(blk)] = len(blocks)
            blocks.append(tuple(a - base for a in blk.addrs))
        seq.append(i)
    return Trace(blocks, seq)


def _run_logged(built, cases, cpu: str, timeout: float, log: str, extra=()) -> list[Result]:
    q = find_qemu()
    cmd = [q.path, *extra, "-d", LOG_ITEMS, "-dfilter", dfilter(built.stub_addr, built.stub_size),
           "-D", log, "-cpu", cpu, str(built.path)]
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("QEMU_")}  # QEMU_LOG, QEMU_STRACE... would change the run
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    timed_out = False
    try:
        out, err = proc.communicate(encode_cases(cases), timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        proc.send_signal(signal.SIGALRM)  # the harness answers with a fault record naming the pc
        try:
            out, err = proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
    stderr = err.decode(errors="replace").strip()
    if proc.returncode == 1 and not out:
        if machine := problem_in(stderr, "qemu-riscv64"):   # e.g. its -D log in a full TMPDIR
            raise machine
        raise QemuError(f"{' '.join(cmd)} failed:\n{stderr}")
    results, fault = decode_results(out, cases)
    if fault is not None and (timed_out or fault.signal == SIGALRM):
        off = fault.pc - built.stub_addr
        where = f"stub+{off:#x}" if 0 <= off < built.stub_size else f"{fault.pc:#x}"
        raise SimTimeout(f"counting did not finish within {timeout:g} s (at {where}; logging makes "
                         "QEMU slower — a bigger timeout?)", case_index=fault.case_index)
    if fault is not None:
        from stubforge.sim.runner import _instruction_at
        raise SimFault(fault, case_index=fault.case_index, stub_size=built.stub_size,
                       instruction=_instruction_at(built.path, fault.pc), cpu=cpu,
                       results_before=results)
    if timed_out:
        raise SimTimeout(f"counting did not finish within {timeout:g} s")
    if proc.returncode != 0 or len(results) != len(cases):
        raise QemuError(f"the harness exited with code {proc.returncode} after {len(results)} of "
                        f"{len(cases)} cases (cpu {cpu})\n{stderr}")
    return results


# ---- the log ---------------------------------------------------------------------------------------

_INSN_RE = re.compile(r"0x([0-9a-fA-F]+):")
_TRACE_PC_RE = re.compile(r"\[[0-9a-fA-F]+/([0-9a-fA-F]+)/")


class _Block:
    __slots__ = ("addrs", "execs")

    def __init__(self, addrs):
        self.addrs = addrs
        self.execs = 0


def parse_log(path: str, order: list | None = None) -> tuple[dict[int, int], int]:
    """Executions per guest address, and the number of TB entries, from an in_asm+exec log; with a
    list `order`, every block entered is appended to it as it runs (objects with .addrs).

    A TB is named in exec lines by its host code pointer and [cs_base/pc/flags/cflags]; the TB an
    exec line names for the first time (or after a retranslation) is the one whose in_asm block
    was logged just before it, which QEMU guarantees by translating a TB right before running it.
    """
    blocks: dict[str, _Block] = {}     # exec line past "Trace N:" (TB identity, constant per TB) -> block
    every: list[_Block] = []
    pending: list[int] | None = None   # addresses of the TB translated last, not yet run
    collecting = False
    with open(path, "r", errors="replace") as f:
        for line in f:
            if line.startswith("Trace "):
                # "Trace 0: 0x7f12.. [00000000/0000000000012560/020284f8/00000200] symbol":
                # host code pointer and [cs_base/pc/flags/cflags] name the TB. "Trace N" is the guest
                # CPU (thread) that ran it: a TB is shared by every thread, so N is not part of its name.
                key = line[line.index(":") + 1:]
                if pending is not None:
                    collecting = False
                    if not pending:
                        raise CountError("QEMU log: a translated block lists no instruction addresses "
                                         "(has the in_asm format changed?)")
                    m = _TRACE_PC_RE.search(line)
                    if not m or int(m.group(1), 16) != pending[0]:
                        if key not in blocks:
                            raise CountError("QEMU log: a translated block at "
                                             f"{pending[0]:#x} was followed by {line.strip()!r}")
                        # another thread ran a known TB between this thread's translation and its
                        # run of it (each in_asm block is logged whole, exec lines one by one)
                        pending_kept = pending
                    else:
                        blk = _Block(pending)
                        blk.execs = 1
                        blocks[key] = blk                    # replaces a retranslated TB's old entry
                        every.append(blk)
                        if order is not None:
                            order.append(blk)
                        pending = None
                        continue
                else:
                    pending_kept = None
                blk = blocks.get(key)                        # the hot path: a TB run again
                if blk is None:
                    raise CountError(f"QEMU log: an executed block was never translated: {line.strip()!r}")
                blk.execs += 1
                if order is not None:
                    order.append(blk)
                pending = pending_kept
            elif line.startswith("IN:"):
                collecting = True
                pending = []
            elif collecting:
                m = _INSN_RE.match(line)
                if m:
                    pending.append(int(m.group(1), 16))
                elif line.strip() and not line.startswith("----"):
                    collecting = line.startswith(" ")  # tolerate continuation lines
    if pending:
        raise CountError(f"QEMU log: the block translated at {pending[0]:#x} never ran "
                         "(the log is truncated?)")
    counts: dict[int, int] = {}
    tbs = sum(blk.execs for blk in every)
    for blk in every:
        if blk.execs:
            for a in blk.addrs:
                counts[a] = counts.get(a, 0) + blk.execs
    return counts, tbs


# ---- classes --------------------------------------------------------------------------------------

def insn_class(insn) -> str:
    """The class of a dsl.isa.Insn."""
    if insn.mnemonic in VSET_MNEMONICS:
        return "vset"
    if not insn.is_vector:
        return "scalar"
    if insn.ext in VCRYPTO_EXTS:
        return "vcrypto"
    if insn.eew:
        return "vmem"
    return "vector"


_VMEM_RE = re.compile(
    r"v[ls](e\d+(ff)?|se\d+|[uo]xei\d+|seg\d+e\d+(ff)?|sseg\d+e\d+|[uo]xseg\d+ei\d+|\d+re\d+|\d+r|m)\.v$")
_VCRYPTO_RE = re.compile(
    r"(vaes|vsha2|vsm3|vsm4|vghsh|vgmul|vclmul|vandn|vror|vrol|vbrev|vrev8|vclz|vctz|vwsll)|vcpop\.v$")


def mnemonic_class(mnemonic: str) -> str:
    """The class of an instruction from its (llvm-objdump) mnemonic: for code with no IR."""
    mn = mnemonic.lower()
    from stubforge.dsl.isa import TABLE
    insn = TABLE.get(mn)
    if insn is not None:
        return insn_class(insn)
    if not mn.startswith("v"):
        return "scalar"
    if mn.startswith("vset"):
        return "vset"
    if _VMEM_RE.match(mn):
        return "vmem"
    if _VCRYPTO_RE.match(mn):
        return "vcrypto"
    return "vector"


def empty_classes() -> dict[str, int]:
    return {c: 0 for c in CLASSES}


def classify(prog, by_offset: Mapping[int, int]) -> dict[str, int]:
    """Per-class totals of `by_offset`, each offset classified by the IR instruction placed there.

    Offsets past the code (the stub's constant tables) or between instructions mean data was
    executed or the layout disagrees with the binary: that raises, it is never counted."""
    at, _, total = prog.layout()
    by_off = {}
    for ins in prog.instrs:
        by_off[at[id(ins)]] = ins
    out = empty_classes()
    for off, n in sorted(by_offset.items()):
        ins = by_off.get(off)
        if ins is None:
            if prog.code_size <= off < total:
                raise CountError(f"{prog.title}: stub+{off:#x} lies in the constant tables after the "
                                 f"code (code ends at {prog.code_size:#x}) and was executed {n} times")
            raise CountError(f"{prog.title}: stub+{off:#x} (executed {n} times) is not the start "
                             "of any instruction of the program")
        out[insn_class(ins.insn)] += n
    return out


def classify_mnemonics(mnemonics: Mapping[int, str], by_offset: Mapping[int, int]) -> dict[str, int]:
    """Per-class totals when each offset's mnemonic is known (e.g. from a disassembly)."""
    out = empty_classes()
    for off, n in by_offset.items():
        if off not in mnemonics:
            raise CountError(f"stub+{off:#x} (executed {n} times) is not an instruction of the "
                             "disassembly")
        out[mnemonic_class(mnemonics[off])] += n
    return out


# ---- scaling ----------------------------------------------------------------------------------------

def per_byte(count_at: Callable[[int], int | Mapping[str, int]], sizes: Iterable[int] = (4096, 8192)):
    """(slope, fixed) of count_at(size) through two sizes: instructions per byte, and the part
    that does not grow (count_at(a) - slope * a).  Fractions, so nothing is rounded; float() them
    to print.  count_at may return a dict of classes: then both are dicts."""
    a, b = sizes
    if a == b:
        raise ValueError("per_byte needs two different sizes")
    ca, cb = count_at(a), count_at(b)
    if isinstance(ca, Mapping):
        slope = {k: Fraction(cb[k] - ca[k], b - a) for k in ca}
        return slope, {k: ca[k] - slope[k] * a for k in ca}
    slope = Fraction(cb - ca, b - a)
    return slope, ca - slope * a


def count_program(prog, inp: Input | int, vlen: int = 128, path: str = "S", **kw) -> tuple[Counts, dict]:
    """Build the harness for a Program (sim.verify.harness_for), count one call on `inp` (an Input
    or a size for sized_input) and classify it."""
    from stubforge.sim.verify import harness_for
    h = harness_for(prog, path)
    if isinstance(inp, int):
        inp = sized_input(inp)
    c = count_stub(h, inp, vlen, stub=prog.name, **kw)
    return c, classify(prog, c.by_offset)
