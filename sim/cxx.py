"""Execute the HotSpot C++ output: compile it on the host against the generated stand-in
assembler (emitters/standin) and return the machine code it generates.

    code = cxx_machine_code(prog, "21")      # == dsl.encode.assemble(prog) when all is well

Products live under $STUBFORGE_CACHE (or ~/.cache/stubforge)/cxx-<key>, the key hashing the
translation unit, the stand-in header, the compiler and its flags, so a hit is never stale.
"""
from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
from pathlib import Path

from stubforge.dsl.ir import Program
from stubforge.emitters import hotspot, hotspot_api, standin

from .errors import BuildError, ToolchainError
from .machine import problem_in
from .toolchain import cache_root, private_dir

# HotSpot builds with warnings as errors; so do we, so sloppy generated C++ fails here first.
CXXFLAGS = ("-std=c++17", "-O0", "-Wall", "-Wextra", "-Werror")
TIMEOUT = 120


def compiler() -> tuple[str, str]:
    """(path, version line) of the host C++ compiler: $CXX or g++."""
    return _probe(os.environ.get("CXX") or "g++")


@functools.cache
def _probe(name: str) -> tuple[str, str]:
    path = shutil.which(name)
    if path is None:
        raise ToolchainError(f"no host C++ compiler: {name!r} is not on PATH (install g++, e.g. "
                             "`apt-get install g++`, or point $CXX at a C++17 compiler)")
    p = subprocess.run([path, "--version"], capture_output=True, text=True)
    return path, (p.stdout.splitlines() or ["unknown"])[0]


def translation_unit(prog: Program, release: str, tables: str | None = None, function: str | None = None) -> str:
    """The C++ file: the emitted stub inside a StubGenerator, and a main that dumps its bytes with its
    constant tables after them. tables/function: the C++ as read back from a patched tree instead of
    render_stub's."""
    stub = hotspot.render_stub(prog, release)
    if tables is None:
        tables, function = stub.tables, stub.helpers_text + stub.function
    externs, extern_defs, placed = [], [], []
    for n, d in enumerate(prog.data):
        ctype = "uint32_t" if d.width == 4 else "uint64_t"
        if d.extern and hotspot_api.has_extern(release, d.extern):
            # HotSpot's own copy of the table, with the values the kernel declared for it
            name = f"standin_extern_{n}"
            rows = [", ".join(f"{v:#x}UL" for v in d.values[k:k + 8]) for k in range(0, len(d.values), 8)]
            externs.append((name, ctype, len(d.values), rows))
            extern_defs.append((d.extern, name))
            placed.append(f"StandinTable{{(address){name}, sizeof({name})}}")
        else:
            placed.append(f"StandinTable{{(address){d.symbol}, sizeof({d.symbol})}}")
    return standin.render("cxx_harness.cpp.j2", stub=prog.name, variant=prog.variant, release=release,
                          tables=tables, function=function, externs=externs,
                          extern_defs=extern_defs, placed=placed)


def _first_errors(text: str, limit: int = 12) -> str:
    lines = text.splitlines()
    errs = [i for i, line in enumerate(lines) if "error" in line]
    start = max(0, errs[0] - 2) if errs else 0
    return "\n".join(lines[start:start + limit])


def _keep_failed(tmp: Path, dest: Path, output: str) -> tuple[Path, str]:
    """Keep a failed build for inspection: where its stub.cpp now is, and the tool output
    rewritten to name that place."""
    keep = dest.parent / f"{dest.name}-failed"
    shutil.rmtree(keep, ignore_errors=True)
    os.rename(tmp, keep)
    return keep / "stub.cpp", output.replace(str(tmp), str(keep))


def _build(dest: Path, tu: str, header: str, cxx: str) -> None:
    """Compile and run in a private directory, then rename it into place (atomic for racing
    test processes: the loser's rename fails and its copy is discarded)."""
    tmp = private_dir("cxx", dest.parent)
    try:
        (tmp / "assembler_standin.hpp").write_text(header)
        (tmp / "stub.cpp").write_text(tu)
        cmd = [cxx, *CXXFLAGS, "-o", str(tmp / "stub"), str(tmp / "stub.cpp")]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        if p.returncode != 0 and (machine := problem_in(p.stderr + p.stdout, f"the C++ compiler ({cxx})")):
            raise machine                # a full or unwritable TMPDIR: no kernel's fault, stop the run
        if p.returncode != 0:
            where, output = _keep_failed(tmp, dest, p.stderr + p.stdout)
            raise BuildError("the generated HotSpot C++ does not compile against the stand-in:\n"
                             f"{_first_errors(output)}\n"
                             f"(generated file: {where}; compiler: {cxx} {' '.join(CXXFLAGS)})")
        r = subprocess.run([str(tmp / "stub"), str(tmp / "stub.bin")], capture_output=True, text=True,
                           timeout=TIMEOUT)
        if r.returncode != 0 and (machine := problem_in(r.stderr + r.stdout, "the compiled C++ stub generator")):
            raise machine
        if r.returncode != 0:
            where, output = _keep_failed(tmp, dest, r.stderr + r.stdout)
            raise BuildError(f"the generated HotSpot C++ failed while generating code (exit {r.returncode}): "
                             f"{output.strip()}\n(generated file: {where})")
        try:
            os.rename(tmp, dest)
        except OSError:
            if not (dest / "stub.bin").exists():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run_standin_program(tu: str, release: str = "mainline", cpu: frozenset = frozenset()) -> bytes:
    """Compile a translation unit that includes "assembler_standin.hpp" (rendered for `release`,
    with the macro flags `cpu` on), run it with an output path as its only argument, and return
    what it wrote there."""
    cxx, version = compiler()
    header = standin.header(release, cpu)
    h = hashlib.sha256()
    for part in (tu, header, version, " ".join(CXXFLAGS)):
        h.update(part.encode())
        h.update(b"\0")
    dest = cache_root() / f"cxx-{h.hexdigest()[:24]}"
    if not (dest / "stub.bin").exists():
        _build(dest, tu, header, cxx)
    return (dest / "stub.bin").read_bytes()


def macro_flags(prog: Program) -> frozenset:
    """The flags (standin.MACRO_FLAGS) of a CPU with exactly the program's extensions: HotSpot's
    macros that pick by them (shadd, zext) and a merged generator's `if (flag)` then emit what the
    program holds."""
    return frozenset(hotspot_api.flag_of(e) for e in prog.extensions
                     if e in hotspot_api.EXT_FLAGS or e == "zvkb")


def cxx_machine_code(prog: Program, release: str = "mainline", cpu: frozenset | None = None) -> bytes:
    """The bytes the emitted C++ generates, from its start through its constant tables, on a CPU
    where the MacroAssembler flags in `cpu` (standin.MACRO_FLAGS; default: macro_flags(prog)) are on."""
    if cpu is None:
        cpu = macro_flags(prog)
    if getattr(prog, "signature", None) is not None:        # a plain function's MacroAssembler generator
        from stubforge.emitters import plain
        return run_standin_program(plain.translation_unit(prog, release), release, cpu)
    return run_standin_program(translation_unit(prog, release), release, cpu)
