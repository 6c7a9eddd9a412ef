"""llvm-mca, the one pinned version (sim/toolchain.py's MODEL_LLVM), on named core models.

Every figure this module gives says which model and which LLVM major made it: the same code has other
cycles under another llvm-mca (LLVM 22's sifive-p670 has one vector-crypto pipe, 19's had two), so a
figure is only ever compared with one of the same model and major (bench/measured.py).

llvm-mca cannot follow vtype nor know vl: every vector instruction is told the SEW/LMUL in force as an
instrument comment, and the model assumes vl = VLMAX of its core. A model has one VLEN (its core's), and
its figures are given at that VLEN only. An instruction a model has no schedule for is not skipped (that
would cost it 0 cycles): the figure is "n/a", saying which instruction (Unschedulable).

Runs are cached on disk (the build cache of sim/toolchain.py), keyed by the tool's version line, the
model, the extensions, the iterations and the source: `stubforge bench` again costs no llvm-mca run.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
from dataclasses import dataclass

from stubforge.dsl.ir import Bind, Instr, Label, Program
from stubforge.dsl.isa import lmul_name
from stubforge.emitters import gnu

from stubforge.sim.errors import SimError
from stubforge.sim.toolchain import MODEL_LLVM, Tool, cache_root, find_tool


@dataclass(frozen=True)
class Core:
    vlen: int           # the core's vector length: the model's figures hold there only
    width: int          # llvm-mca's dispatch width for it (checked against every run's report)
    in_order: bool = False


# The core models stubforge gives figures for (LLVM 22 schedules each; spacemit-x60 lacks the vector
# crypto extensions, its figures are "n/a" where a kernel uses them).
MODELS = {
    "sifive-p470": Core(128, 3),
    "sifive-p670": Core(128, 4),
    "sifive-p870": Core(128, 6),
    "spacemit-x60": Core(256, 2, in_order=True),
}
DEFAULT_MODEL = "sifive-p670"


class ModelError(SimError):
    """A core model stubforge does not give figures for, or an llvm-mca run that failed."""


class Unschedulable(ModelError):
    """The model has no schedule for an instruction of the code: its cycles are not available."""

    def __init__(self, model: str, mnemonic: str):
        self.model, self.mnemonic = model, mnemonic
        super().__init__(f"{model} has no schedule for {mnemonic}")

    @property
    def na(self) -> str:
        """What a table prints in place of the figure."""
        return f"n/a ({self})"


def core(name: str) -> Core:
    """The core model `name`, or a ModelError listing the known ones."""
    if name not in MODELS:
        raise ModelError(f"unknown core model {name!r}; stubforge models: "
                         + ", ".join(f"{m} (VLEN {c.vlen})" for m, c in MODELS.items()))
    return MODELS[name]


def tool() -> Tool:
    """The pinned llvm-mca (a ToolchainError naming the package when it is missing)."""
    return find_tool("llvm-mca")


def label(model_name: str, major: int = MODEL_LLVM) -> str:
    """How every cycles figure names its origin."""
    return f"llvm-mca {major}, {model_name} (VLEN {core(model_name).vlen}, vl=VLMAX)"


# ---- llvm-mca source -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Line:
    """One instruction as llvm-mca reads it, with the (SEW, LMUL name) in force if it reads vtype."""
    text: str
    vt: tuple | None = None


def source(lines) -> str:
    """Assembly for llvm-mca: an instrument comment wherever the vtype in force changes (and before the
    first vector instruction, so the text is right when llvm-mca repeats it)."""
    out, cur = [], None
    for ln in lines:
        if ln.vt is not None and ln.vt != cur:
            out += [f"# LLVM-MCA-RISCV-LMUL {ln.vt[1].upper()}", f"# LLVM-MCA-RISCV-SEW E{ln.vt[0]}"]
            cur = ln.vt
        out.append(ln.text)
    return "\n".join(out) + "\n"


def ir_line(ins: Instr) -> Line:
    text = re.sub(r"\.L\w+", "0", gnu.insn_text(ins))      # branch targets do not matter to the model
    vt = ins.vtype
    return Line(text, (vt.sew, lmul_name(vt.lmul)) if ins.insn.needs_vtype and vt is not None else None)


def ir_lines(prog: Program) -> dict[int, Line]:
    """Every instruction of a program by its byte offset."""
    at, _, _ = prog.layout()
    return {at[id(i)]: ir_line(i) for i in prog.instrs}


def extensions(prog: Program) -> list[str]:
    return [e for e in sorted(prog.extensions) if e in gnu.ARCH_NAME]


# ---- running it ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Run:
    cycles: int             # llvm-mca's Total Cycles
    instructions: int       # instructions simulated (iterations x the source's)
    width: int              # the model's dispatch width
    llvm: int               # the major version that ran


_UNSUPPORTED_RE = re.compile(r"note: instruction:\s+(\S+)")


def run(src: str, exts, model_name: str, iterations: int = 1) -> Run:
    """llvm-mca's summary for `src` repeated `iterations` times on `model_name`."""
    c = core(model_name)
    t = tool()
    attrs = ",".join("+" + e for e in exts)
    cmd = [t.path, "-mtriple=riscv64", f"-mcpu={model_name}", f"-iterations={iterations}",
           "-resource-pressure=false", "-instruction-info=false"] + ([f"-mattr={attrs}"] if attrs else [])
    key = hashlib.sha256("\0".join([t.version_line, *cmd[1:], src]).encode()).hexdigest()[:32]
    cached = _cache_dir() / f"{key}.json"
    if cached.is_file():
        d = json.loads(cached.read_text())
        if "unsupported" in d:
            raise Unschedulable(model_name, d["unsupported"])
        return Run(**d)
    p = subprocess.run(cmd, input=src, capture_output=True, text=True)
    if p.returncode != 0:
        m = _UNSUPPORTED_RE.search(p.stderr)
        if "unsupported instruction" in p.stderr and m:
            _store(cached, {"unsupported": m.group(1)})
            raise Unschedulable(model_name, m.group(1))
        raise ModelError(f"llvm-mca {t.major} could not model the code on {model_name}: "
                         + " | ".join(p.stderr.strip().splitlines()[:3]))
    get = lambda what: int(re.search(rf"{what}:\s+(\d+)", p.stdout).group(1))  # noqa: E731
    r = Run(get("Total Cycles"), get("Instructions"), get("Dispatch Width"), t.major)
    if r.width != c.width:
        raise ModelError(f"llvm-mca {t.major} gives {model_name} dispatch width {r.width}, stubforge expects "
                         f"{c.width} (bench/mca.py MODELS): another model than the one the figures name")
    _store(cached, r.__dict__)
    return r


def _cache_dir():
    d = cache_root() / "mca"
    d.mkdir(exist_ok=True)
    return d


def _store(path, d: dict) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    tmp.write_text(json.dumps(d))
    os.replace(tmp, path)          # concurrent test processes never read half a file


def steady(src: str, exts, model_name: str, n_instrs: int) -> float:
    """Steady-state cycles per repetition of `src` (n_instrs instructions): llvm-mca's cycles for 2N
    repetitions minus N, over N, so that filling and draining the pipeline cancel (N: at least 4000
    instructions, at least 4 repetitions)."""
    n = max(4, -(-4000 // max(1, n_instrs)))
    return (run(src, exts, model_name, 2 * n).cycles - run(src, exts, model_name, n).cycles) / n


# ---- loops of a program (the microbenchmarks' measured loop; tests) ---------------------------------

@dataclass
class Loop:
    label: Label
    body: list          # Instr, in program order, including the back branch


def loops(prog: Program) -> list[Loop]:
    """Every loop closed by a backward branch, innermost first by construction of the search."""
    pos, out = {}, []
    for i, it in enumerate(prog.items):
        if isinstance(it, Bind):
            pos[it.label] = i
    for j, it in enumerate(prog.items):
        if not isinstance(it, Instr):
            continue
        t = it.ops.get("b13") or it.ops.get("j21")
        if isinstance(t, Label) and t in pos and pos[t] < j:
            body = [x for x in prog.items[pos[t]:j + 1] if isinstance(x, Instr)]
            out.append(Loop(t, body))
    return out


def innermost_loops(prog: Program) -> list[Loop]:
    inner = []
    for lp in loops(prog):
        ids = {id(x) for x in lp.body}
        nested = any(other is not lp and other.label is not lp.label and {id(x) for x in other.body} < ids
                     for other in loops(prog))
        if not nested:
            inner.append(lp)
    return inner


def hot_loop(prog: Program) -> Loop:
    """The innermost loop with the largest body."""
    inner = innermost_loops(prog)
    if not inner:
        raise ValueError(f"{prog.title} has no loop")
    return max(inner, key=lambda lp: len(lp.body))


def mca_source(loop: Loop) -> tuple[str, tuple]:
    """llvm-mca input for a loop body, and the LMULs it uses."""
    lines = [ir_line(i) for i in loop.body]
    return source(lines), tuple(dict.fromkeys(ln.vt[1] for ln in lines if ln.vt))
