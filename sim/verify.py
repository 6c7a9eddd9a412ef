"""Run a built kernel in QEMU over test inputs and judge it against its outside reference.

Two paths reach the same harness: ".S" assembles the GNU output with LLVM; "C++" compiles the
HotSpot output against the stand-in assembler and runs the machine code it produces.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from stubforge.dsl.ir import Instr, Program
from stubforge.dsl.checks import ext_name
from stubforge.emitters import gnu

from . import build_harness
from .errors import EnvironmentProblem, SimError
from .layouts import spec_for

PATHS = ("S", "C++")


@dataclass
class Outcome:
    title: str
    vlen: int
    path: str
    cases: int = 0
    failures: list = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return not self.failures and self.error is None and self.cases > 0


def stub_code(prog: Program, path: str, release: str = "mainline",
              vl_grant: str = "max") -> tuple[str | None, bytes | None]:
    if path == "S":
        if getattr(prog, "signature", None) is not None:      # a plain function: its C symbol
            from stubforge.emitters import plain
            return plain.gnu_source(prog, vl_grant=vl_grant), None
        return gnu.emit(prog, vl_grant=vl_grant), None
    if vl_grant != "max":
        # The C++ path's machine code equals the .S's byte for byte (tests/test_hotspot_emitter.py),
        # so the instrumented .S covers it; instrumenting the stand-in assembler would prove nothing more.
        raise ValueError("--vl-grant simulates the .S path only")
    from .cxx import cxx_machine_code
    return None, cxx_machine_code(prog, release)


def harness_for(prog: Program, path: str, release: str = "mainline", vl_grant: str = "max"):
    asm, raw = stub_code(prog, path, release, vl_grant)
    sig = getattr(prog, "signature", None)
    return build_harness(kernel_asm=asm, raw_code=raw, symbol=sig.name if sig else gnu.symbol(prog),
                         extensions=set(prog.extensions))


def instr_at(prog: Program, offset: int, vl_grant: str = "max") -> Instr | None:
    if vl_grant != "max":
        offset = gnu.original_offset(prog, offset)
    at, _, _ = prog.layout()
    for ins in prog.instrs:
        if at[id(ins)] == offset:
            return ins
    return None


def explain(prog: Program, exc: Exception, cpu_exts, vl_grant: str = "max") -> str:
    """A fault in the stub, said in the kernel's terms: which line, which instruction, and, for an
    illegal instruction, which extension the simulated CPU lacks."""
    off = getattr(exc, "pc_offset_in_stub", None)
    ins = instr_at(prog, off, vl_grant) if off is not None else None
    if ins is None:
        return str(exc)
    where = f"{ins.src}: {ins.insn.mnemonic}"
    sig = getattr(exc, "signal", None)
    if sig == 4 and cpu_exts is not None and ins.insn.ext not in cpu_exts and ins.insn.ext not in ("i", "m"):
        return (f"{where} needs extension {ext_name(ins.insn.ext)} ({ins.insn.ext}), which the simulated CPU "
                f"lacks (CPU has: {', '.join(sorted(cpu_exts)) or 'rv64gc only'})")
    return f"{where}: {exc}"


def run(prog: Program, path: str, vlens, inputs, cpu_extensions=None, release="mainline",
        max_failures: int = 5, timeout: float | None = None, vl_grant: str = "max") -> list[Outcome]:
    """`vl_grant`: "max" runs the kernel as written (QEMU grants min(AVL, VLMAX)); "min"/"odd" run the
    .S instrumented so that every vset* grants the smallest (an odd) vl RVV 1.0 allows."""
    spec = spec_for(prog.name)
    cases = [spec.case(i) for i in inputs]
    outcomes = []
    try:
        harness = harness_for(prog, path, release, vl_grant)
    except EnvironmentProblem:
        raise                     # the machine's fault, not this kernel's: the run stops
    except SimError as e:
        return [Outcome(prog.title, v, path, error=str(e)) for v in vlens]
    cpu = set(cpu_extensions) if cpu_extensions is not None else set(prog.extensions)
    for vlen in vlens:
        out = Outcome(prog.title, vlen, path)
        outcomes.append(out)
        if prog.min_vlen and vlen < prog.min_vlen:
            out.error = f"needs VLEN >= {prog.min_vlen}"
            continue
        try:
            results = harness.run(cases, vlen, cpu_extensions=cpu, timeout=timeout)
        except EnvironmentProblem:
            raise
        except SimError as e:
            out.error = explain(prog, e, cpu, vl_grant)
            at = getattr(e, "case_index", None)
            if hasattr(spec, "about_fault") and isinstance(at, int) and 0 <= at < len(inputs):
                out.error = spec.about_fault(out.error, inputs[at])     # a plain function's own names
            continue
        out.cases = len(results)
        for inp, res in zip(inputs, results):
            why = spec.judge(inp, res)
            if why:
                out.failures.append(f"{inp.describe()}: {why}")
                if len(out.failures) >= max_failures:
                    break
    return outcomes
