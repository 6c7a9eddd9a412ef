"""Simulator: build a static riscv64 harness around one stub and run it in QEMU.

    h = build_harness(kernel_asm=src, raw_code=None, symbol="adler32", extensions={"v"})
    results = h.run([Case([Buffer(data)], [Arg.imm(1), Arg.buf(0), Arg.imm(len(data))])], vlen=256)

See protocol.py for what the harness checks and how cases are laid out.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import (BuildError, ProtocolError, QemuError, SimError, SimTimeout,
                     ToolchainError)
from .protocol import (PLACE_END, PLACE_START, Arg, Buffer, Case, ContractViolation, Result,
                       SimFault)
from .qemu import cpu_string, normalize_extensions
from .runner import run_cases
from .toolchain import (PERMISSIVE_MARCH, BuiltElf, assemble, assemble_stub_bytes, disassemble,
                        link, stub_bytes, wrap_raw_code)

__all__ = [
    "Arg", "Buffer", "BuildError", "BuiltElf", "Case", "ContractViolation", "Harness",
    "PLACE_END", "PLACE_START", "ProtocolError", "QemuError", "Result", "SimError", "SimFault",
    "SimTimeout", "ToolchainError", "assemble_stub_bytes", "build_harness", "cpu_string",
    "run_cases", "stub_bytes",
]


@dataclass(frozen=True)
class Harness:
    """A linked simulation ELF for one stub, and the extensions its kernel declared."""
    built: BuiltElf
    extensions: frozenset[str]
    kernel_object: Path

    @property
    def elf(self) -> Path:
        return self.built.path

    @property
    def symbol(self) -> str:
        return self.built.symbol

    @property
    def stub_addr(self) -> int:
        return self.built.stub_addr

    @property
    def stub_size(self) -> int:
        return self.built.stub_size

    def stub_bytes(self) -> bytes:
        """The stub's machine code as assembled (compare with the C++ path's bytes)."""
        return stub_bytes(self.kernel_object, self.symbol)

    def disassembly(self) -> str:
        return disassemble(self.elf, self.stub_addr, self.stub_size)

    def run(self, cases, vlen: int = 128, cpu_extensions=None, **kwargs) -> list[Result]:
        """Run `cases`; the CPU has the kernel's extensions unless `cpu_extensions`
        names others (e.g. to show a stub faults on a CPU without one).
        kwargs: timeout, check, ta_all_1s, ma_all_1s, jobs (see run_cases)."""
        exts = self.extensions if cpu_extensions is None else cpu_extensions
        return run_cases(self, cases, exts, vlen, **kwargs)


def build_harness(kernel_asm: str | None = None, raw_code: bytes | None = None,
                  symbol: str = "", extensions=frozenset(), *,
                  march: str = PERMISSIVE_MARCH) -> Harness:
    """Link the harness with a kernel given as GNU assembly or as raw machine code.

    Exactly one of kernel_asm / raw_code.  `symbol` is the stub's global symbol
    (for raw code, the name it is given).  Builds are cached (toolchain.cache_root).
    """
    if (kernel_asm is None) == (raw_code is None):
        raise SimError("build_harness needs exactly one of kernel_asm and raw_code")
    if not symbol:
        raise SimError("build_harness needs the stub's symbol name")
    exts = normalize_extensions(extensions)
    obj = assemble(kernel_asm, march) if kernel_asm is not None else wrap_raw_code(bytes(raw_code), symbol)
    # The vector fill is always compiled in; the harness runs it only when the
    # CPU reports V, so the same ELF serves CPUs with and without it.
    return Harness(link(obj, symbol, have_v=True), exts, obj)
