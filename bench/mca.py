"""Modelled cycles of a kernel's hot loop with llvm-mca on a named core model.

The hot loop is the innermost loop with the largest body (a backward branch to a label, with no other
backward branch inside). llvm-mca cannot see vtype across a loop nor know vl, so every vector
instruction gets the SEW/LMUL the builder recorded for it as an instrument comment, and the model
assumes vl = VLMAX of the core it models: every figure says which model, LLVM version, LMUL and VLEN.
"""
from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass

from stubforge.dsl.ir import Bind, Instr, Label, Program
from stubforge.dsl.isa import lmul_name
from stubforge.emitters import gnu

from stubforge.sim.errors import ToolchainError
from stubforge.sim.toolchain import all_tools

# The VLEN each model's scheduling assumes (the cores' published vector lengths).
MODELS = {"sifive-p670": 128, "sifive-p470": 128, "sifive-p870": 128, "spacemit-x60": 256}
DEFAULT_MODEL = "sifive-p670"


@dataclass
class Loop:
    label: Label
    body: list          # Instr, in program order, including the back branch


@dataclass
class Model:
    model: str
    llvm: int
    cycles_per_iter: float
    instrs_per_iter: int
    lmuls: tuple
    vlen: int

    def describe(self) -> str:
        lm = "/".join(self.lmuls) or "-"
        return f"llvm-mca {self.llvm}, {self.model} (VLEN {self.vlen}, vl=VLMAX), LMUL {lm}"


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


def hot_loop(prog: Program, by_offset: dict | None = None) -> Loop:
    """The innermost loop that executes the most instructions (given counts), else the largest."""
    inner = innermost_loops(prog)
    if not inner:
        raise ValueError(f"{prog.title} has no loop")
    if by_offset is None:
        return max(inner, key=lambda lp: len(lp.body))
    at, _, _ = prog.layout()
    return max(inner, key=lambda lp: sum(by_offset.get(at[id(i)], 0) for i in lp.body))


def mca_source(loop: Loop) -> tuple[str, tuple]:
    lines, cur, lmuls = [], None, []
    for ins in loop.body:
        vt = ins.vtype
        if ins.insn.needs_vtype and vt is not None and vt != cur:
            lines.append(f"# LLVM-MCA-RISCV-LMUL {lmul_name(vt.lmul).upper()}")
            lines.append(f"# LLVM-MCA-RISCV-SEW E{vt.sew}")
            cur = vt
            if lmul_name(vt.lmul) not in lmuls:
                lmuls.append(lmul_name(vt.lmul))
        text = gnu.insn_text(ins)
        text = re.sub(r"\.L\w+", "0", text)   # branch targets do not matter to the model
        lines.append(text)
    return "\n".join(lines) + "\n", tuple(lmuls)


def mca_tools() -> list:
    """Every llvm-mca >= 19 found, newest first (LLVM 22 knows more core models than 19)."""
    return all_tools("llvm-mca")


def model(prog: Program, model_name: str = DEFAULT_MODEL, iterations: int = 200, loop: Loop | None = None) -> Model:
    loop = loop or hot_loop(prog)
    src, lmuls = mca_source(loop)
    attrs = [e for e in sorted(prog.extensions) if e in gnu.ARCH_NAME]
    cyc, major = cycles(src, attrs, model_name, iterations, prog.title)
    return Model(model_name, major, cyc, len(loop.body), lmuls, MODELS.get(model_name, 0))


def cycles(src: str, extensions, model_name: str = DEFAULT_MODEL, iterations: int = 200,
           what: str = "the loop") -> tuple[float, int]:
    """llvm-mca's cycles per iteration of `src` (assembly with SEW/LMUL instrument comments), and the
    LLVM major version that gave them (the newest llvm-mca that accepts the source)."""
    tools = mca_tools()
    if not tools:
        raise ToolchainError("llvm-mca (LLVM >= 19) not found: run `bash .ci/setup`")
    attrs = ",".join("+" + e for e in extensions)
    last = []
    for tool in tools:
        cmd = [tool.path, "-mtriple=riscv64", f"-mcpu={model_name}", f"-iterations={iterations}"]
        if attrs:
            cmd.append(f"-mattr={attrs}")
        p = subprocess.run(cmd, input=src, capture_output=True, text=True)
        if p.returncode == 0:
            cyc = int(re.search(r"Total Cycles:\s+(\d+)", p.stdout).group(1))
            return cyc / iterations, tool.major
        last = p.stderr.strip().splitlines()[:3]
    raise ToolchainError(f"llvm-mca could not model {what} on {model_name}: {' | '.join(last)}")
