"""What a core cannot beat: lower bounds on a call's cycles per byte, beside its modelled figure.

Each bound is computed from what the call executed (bench.measure.Row.executed: executions per byte
of each instruction, on the same footing as the cycles figure) and per-instruction data:

* crypto-unit bound (per core model): the sum over the call's vector crypto instructions (bench/count.py's
  "vcrypto" class: Zvkned, Zvknh, Zvkg, Zvbc, Zvkb...) of their reciprocal throughput per byte, from the
  pinned llvm-mca's per-instruction data for that model (-instruction-info's RThroughput: the
  instruction's cycles on the resources it uses over the units it can spread across; each instruction
  with the SEW/LMUL it runs under). It assumes the crypto instructions share their units, as they do in
  LLVM 22's SiFive P400/P600 models (every one on the single VEXQ0 pipe). The per-instruction resource
  pressure llvm-mca prints is where one run placed each instruction, not what it can use (on P870 an
  LMUL 8 vaesem.vs shows 8 cycles on one pipe, RThroughput 4): it names the units only.
* latency floor (per core model), only where a kernel's serial chain is known (CHAINS): every
  instruction of the chain waits for the one before it, so the call takes at least the sum of their
  latencies (-instruction-info's Latency, from the model) per byte. SHA-256 multi-block: 32 dependent
  vsha2c[hl] per 64-byte block, block after block.
* X100 throughput bound: the call's vector instructions at VLEN 256 at the cycles rvv-bench measured
  for each on SpacemiT X100 hardware (bench/x100_throughput.json, with its source and commit): the
  vector unit cannot issue them faster. Only where every vector instruction of the call was measured.

None of these is a model of the call: a ratio to a bound says how much room the code leaves, not that
the bound is reachable.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from stubforge.bench import mca
from stubforge.bench.count import insn_class
from stubforge.files import read_json, shape_error

X100_FILE = Path(__file__).resolve().parent / "x100_throughput.json"

# Kernels whose every instance of these instructions is on one dependence chain (stub, variant or
# None for all variants) -> (mnemonics, why). A floor from a subset of the chain is still a floor.
CHAINS = {
    ("sha256_implCompressMB", None): (("vsha2ch.vv", "vsha2cl.vv"),
                                      "32 dependent vsha2c[hl] per 64-byte block; each block starts from the "
                                      "previous one's state"),
    ("sha512_implCompressMB", None): (("vsha2ch.vv", "vsha2cl.vv"),
                                      "40 dependent vsha2c[hl] per 128-byte block, block after block"),
    ("sha256_implCompress", None): (("vsha2ch.vv", "vsha2cl.vv"), "32 dependent vsha2c[hl] per block"),
    ("sha512_implCompress", None): (("vsha2ch.vv", "vsha2cl.vv"), "40 dependent vsha2c[hl] per block"),
    ("cipherBlockChaining_encryptAESCrypt", None): (
        ("vaesz.vs", "vaesem.vs", "vaesef.vs", "vaesem.vv", "vaesef.vv"),
        "each block's rounds take the previous ciphertext block"),
    ("aescrypt_encryptBlock", None): (("vaesz.vs", "vaesem.vs", "vaesef.vs", "vaesem.vv", "vaesef.vv"),
                                      "one block's rounds, one after the other"),
    ("aescrypt_decryptBlock", None): (("vaesz.vs", "vaesdm.vs", "vaesdf.vs", "vaesdm.vv", "vaesdf.vv"),
                                      "one block's rounds, one after the other"),
}


@dataclass(frozen=True)
class Bound:
    cpb: float | None           # cycles per byte, None when not available
    why: str = ""               # what it is ("VEXQ0: 10 vaes per 16 B") or why it is not available

    def cell(self, unit: str = "") -> str:
        """As a table shows it ("/call": a figure per call, of a stub costed per call)."""
        if self.cpb is None:
            return "-"
        return f"{self.cpb:.0f}/call" if unit == "/call" else f"{self.cpb:.3f}"


@dataclass(frozen=True)
class Info:
    """llvm-mca's data for one instruction on one model."""
    latency: int
    rthroughput: float
    pressure: dict              # resource name (unit) -> cycles per execution


# ---- llvm-mca's per-instruction data ---------------------------------------------------------------

def instruction_info(lines: list, exts, model: str) -> list[Info]:
    """Latency, reciprocal throughput and resource pressure of each of `lines` (mca.Line) on `model`,
    from one llvm-mca run (cached like every other run: keyed by the tool's version line, the model,
    the extensions and the source)."""
    mca.core(model)
    t = mca.tool()
    src = mca.source(lines)
    attrs = ",".join("+" + e for e in exts)
    cmd = [t.path, "-mtriple=riscv64", f"-mcpu={model}", "-iterations=1", "-instruction-info=true",
           "-resource-pressure=true", "-timeline=false", "-bottleneck-analysis=false"] \
        + ([f"-mattr={attrs}"] if attrs else [])
    key = hashlib.sha256("\0".join(["info", t.version_line, *cmd[1:], src]).encode()).hexdigest()[:32]
    cached = mca._cache_dir() / f"{key}.info.json"
    if cached.is_file():
        return [Info(**d) for d in json.loads(cached.read_text())]
    p = subprocess.run(cmd, input=src, capture_output=True, text=True)
    if p.returncode != 0:
        m = mca._UNSUPPORTED_RE.search(p.stderr)
        if "unsupported instruction" in p.stderr and m:
            raise mca.Unschedulable(model, m.group(1))
        raise mca.ModelError(f"llvm-mca {t.major} could not model the code on {model}: "
                             + " | ".join(p.stderr.strip().splitlines()[:3]))
    out = parse_info(p.stdout)
    n = sum(1 for ln in lines)
    if len(out) != n:
        raise mca.ModelError(f"llvm-mca {t.major} on {model} reported {len(out)} instructions of {n}")
    mca._store(cached, [o.__dict__ for o in out])
    return out


def parse_info(text: str) -> list[Info]:
    """The Instruction Info and Resource pressure by instruction tables of an llvm-mca report."""
    names = dict(re.findall(r"^\[(\d+(?:\.\d+)?)\]\s+-\s+(\S+)", text, re.M))
    info = []
    sect = text.split("Instruction Info:", 1)[1].split("Resources:", 1)[0]
    for ln in sect.splitlines():
        m = re.match(r"\s*(\d+)\s+(\d+)\s+(\d+\.\d+)\s", ln)
        if m:
            info.append((int(m.group(2)), float(m.group(3))))
    press = text.split("Resource pressure by instruction:", 1)[1].strip().splitlines()
    cols = re.findall(r"\[(\d+(?:\.\d+)?)\]", press[0])
    rows = []
    for ln in press[1:len(info) + 1]:
        vals = ln.split()[:len(cols)]
        rows.append({f"{names[c]}[{c}]": float(v) for c, v in zip(cols, vals) if v != "-"})
    return [Info(lat, rt, pr) for (lat, rt), pr in zip(info, rows)]


# ---- what the call executed -----------------------------------------------------------------------

def executed_lines(prog, executed: dict, keep=lambda ins: True) -> dict:
    """{mca.Line: executions per byte} of the instructions `keep` selects (`executed`: by offset)."""
    at, _, _ = prog.layout()
    by_off = {at[id(i)]: i for i in prog.instrs}
    out: dict = {}
    for off, n in executed.items():
        ins = by_off.get(off)
        if ins is not None and n > 0 and keep(ins):
            ln = mca.ir_line(ins)
            out[ln] = out.get(ln, 0.0) + n
    return out


def _crypto(ins) -> bool:
    return insn_class(ins.insn) == "vcrypto"


def _vector(ins) -> bool:
    return insn_class(ins.insn) in ("vector", "vmem", "vcrypto")


def crypto_unit(prog, executed: dict, model: str) -> Bound:
    """The crypto-unit bound of a call on `model` (see the module's docstring)."""
    lines = executed_lines(prog, executed, _crypto)
    if not lines:
        return Bound(None, "no vector crypto instructions")
    try:
        infos = instruction_info(list(lines), mca.extensions(prog), model)
    except mca.Unschedulable as e:
        return Bound(None, e.na)
    total = sum(n * inf.rthroughput for n, inf in zip(lines.values(), infos))
    units = sorted({res.split("[")[0] for inf in infos for res in inf.pressure})
    return Bound(total, "/".join(units))


def chain_of(stub: str, variant: str):
    return CHAINS.get((stub, variant)) or CHAINS.get((stub, None))


def latency_floor(prog, executed: dict, model: str) -> Bound:
    """The serial chain's latency per byte on `model`, where the kernel's chain is known (CHAINS)."""
    chain = chain_of(prog.name, prog.variant)
    if chain is None:
        return Bound(None, "no known serial chain")
    mnemonics, why = chain
    lines = executed_lines(prog, executed, lambda ins: ins.insn.mnemonic in mnemonics)
    if not lines:
        return Bound(None, "the chain's instructions are not executed")
    try:
        infos = instruction_info(list(lines), mca.extensions(prog), model)
    except mca.Unschedulable as e:
        return Bound(None, e.na)
    return Bound(sum(n * inf.latency for n, inf in zip(lines.values(), infos)), why)


def x100_data(path: Path = X100_FILE) -> dict:
    """The X100 throughput figures ({"cycles": {mnemonic: {"e<SEW><LMUL>": cycles}}}), checked."""
    what = "the X100 throughput figures ({\"cycles\": {mnemonic: {\"e8m1\": cycles, ...}}})"
    data = read_json(path, what)
    try:
        for mn, figs in data["cycles"].items():
            for vt, c in figs.items():
                if re.fullmatch(r"e\d+mf?\d", vt):          # beside them: the instruction measured
                    float(c)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise shape_error(path, what, e) from None
    return data


def x100(prog, executed_256: dict, data: dict | None = None) -> Bound:
    """The X100 throughput bound of a call from its executions at VLEN 256 (see the module's docstring)."""
    data = data or x100_data()
    lines = executed_lines(prog, executed_256, _vector)
    if not lines:
        return Bound(None, "no vector instructions")
    total, missing = 0.0, []
    for ln, n in lines.items():
        mn = ln.text.split()[0]
        fig = data["cycles"].get(mn, {}).get(f"e{ln.vt[0]}{ln.vt[1]}") if ln.vt else None
        if fig is None:
            missing.append(mn + (f" e{ln.vt[0]}{ln.vt[1]}" if ln.vt else ""))
        else:
            total += n * fig
    if missing:
        return Bound(None, "not measured on X100: " + ", ".join(sorted(set(missing))[:3]))
    return Bound(total, "rvv-bench X100 throughput")
