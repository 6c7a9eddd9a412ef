"""Running batches of cases: one QEMU process per batch, never per case.

QEMU starts in ~10 ms but a case costs microseconds, so thousands of cases
share a process; batches are split only to bound memory (the harness holds
its whole input) or to use more than one core.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Sequence

from .elf import Elf
from .errors import QemuError, SimTimeout
from .machine import problem_in
from .protocol import (SIGALRM, Case, ContractViolation, Result, SimFault, decode_results,
                       encode_case, END_OF_INPUT)
from .qemu import cpu_string, run_elf
from .toolchain import STUB_ALIAS, BuiltElf, symbol_extent

DEFAULT_TIMEOUT = 60.0     # fixed budgets (instruction counting) keep this
# A batch's budget follows from what it should execute: no stub in scope needs more than a few
# instructions per byte (the scalar table CRC, ~6), so 256 per byte plus 200k per call bounds it
# with room for a slow, loaded machine at QEMU's slowest (~20M vector instructions/s). An
# infinite loop is then reported in seconds, not after a minute per batch.
BUDGET_INSNS_PER_BYTE, BUDGET_INSNS_PER_CALL, QEMU_MIN_IPS, BUDGET_FLOOR = 256, 200_000, 20e6, 10.0


def batch_timeout(encoded: Sequence[bytes]) -> float:
    """Seconds one QEMU process may take for these cases (their encoding carries every buffer)."""
    insns = sum(len(e) for e in encoded) * BUDGET_INSNS_PER_BYTE + len(encoded) * BUDGET_INSNS_PER_CALL
    return BUDGET_FLOOR + insns / QEMU_MIN_IPS
MAX_BATCH_BYTES = 64 << 20
MAX_BATCH_CASES = 100_000
_TERMINATOR = END_OF_INPUT.to_bytes(8, "little")


def built_elf(target) -> BuiltElf:
    """A BuiltElf from a Harness, a BuiltElf, or the path of a linked sim ELF."""
    if isinstance(target, BuiltElf):
        return target
    if hasattr(target, "built"):
        return target.built
    path = Path(target)
    elf = Elf(path)
    alias = elf.symbol(STUB_ALIAS)
    if alias is None:
        raise QemuError(f"{path} is not a stubforge harness (no {STUB_ALIAS} symbol)")
    # --defsym makes a size-less alias; the kernel's own symbol has the size.
    real = [s for s in elf.symbols()
            if s.value == alias.value and s.name != STUB_ALIAS and s.type == 2 and s.bind != 0]
    name = real[0].name if real else STUB_ALIAS
    addr, size = symbol_extent(elf, name)
    return BuiltElf(path, name, addr, size)


def _split(encoded: list[bytes], jobs: int) -> list[tuple[int, int]]:
    per_job = -(-len(encoded) // max(jobs, 1))
    limit_cases = min(MAX_BATCH_CASES, max(per_job, 1))
    spans, lo, size = [], 0, 0
    for i, e in enumerate(encoded):
        if i > lo and (i - lo >= limit_cases or size + len(e) > MAX_BATCH_BYTES):
            spans.append((lo, i))
            lo, size = i, 0
        size += len(e)
    if lo < len(encoded) or not spans:
        spans.append((lo, len(encoded)))
    return spans


def _instruction_at(elf: Path, pc: int) -> bytes | None:
    head = Elf(elf).read_vaddr(pc, 2)
    if head is None:
        return None
    if head[0] & 3 != 3:  # compressed: 16 bits
        return head
    return Elf(elf).read_vaddr(pc, 4)


def _run_batch(built: BuiltElf, cases: Sequence[Case], encoded: Sequence[bytes], base: int,
               cpu: str, timeout: float | None, check: bool) -> list[Result]:
    timeout = timeout or batch_timeout(encoded)
    out = run_elf(built.path, b"".join(encoded) + _TERMINATOR, cpu, timeout)
    results, fault = decode_results(out.stdout, cases)
    if check:
        for i, r in enumerate(results):
            if r.status:
                raise ContractViolation(base + i, r)
    if fault is not None and (fault.signal == SIGALRM or out.timed_out):
        off = fault.pc - built.stub_addr
        inside = 0 <= off < built.stub_size
        raise SimTimeout(
            f"case {base + fault.case_index} did not finish within {timeout:g} s "
            f"(batch of {len(cases)} from case {base}); it was at "
            + (f"stub+{off:#x}" if inside else f"{fault.pc:#x}, outside the stub")
            + " — a loop that never ends?",
            case_index=base + fault.case_index, pc_offset_in_stub=off if inside else None)
    if fault is not None:
        raise SimFault(fault, case_index=base + fault.case_index, stub_size=built.stub_size,
                       instruction=_instruction_at(built.path, fault.pc), cpu=cpu,
                       results_before=results)
    if out.timed_out:
        raise SimTimeout(f"batch of {len(cases)} cases from case {base} did not finish within "
                         f"{timeout:g} s and the harness did not say where it was")
    if out.returncode != 0 or len(results) != len(cases):
        if machine := problem_in(out.stderr, "qemu-riscv64"):
            raise machine
        raise QemuError(
            f"the harness exited with code {out.returncode} after {len(results)} of {len(cases)} "
            f"cases without a fault record (cpu {cpu})\n{out.stderr.strip()}"
        )
    return results


def run_cases(elf_or_build, cases: Sequence[Case], extensions, vlen: int, *,
              timeout: float | None = None, check: bool = True, ta_all_1s: bool = True,
              ma_all_1s: bool = True, jobs: int = 1) -> list[Result]:
    """Run every case through the stub on a CPU with exactly `extensions` at `vlen`.

    timeout is per batch (one QEMU process); None derives it from the batch's size
    (batch_timeout).  With check=True (the default) a
    case that broke the calling contract raises ContractViolation; with
    check=False it comes back with a nonzero Result.status.  A crash raises
    SimFault, a hang SimTimeout.  jobs > 1 runs batches in parallel processes.
    """
    built = built_elf(elf_or_build)
    cpu = cpu_string(extensions, vlen, ta_all_1s=ta_all_1s, ma_all_1s=ma_all_1s)
    cases = list(cases)
    encoded = [encode_case(c) for c in cases]
    spans = _split(encoded, jobs)

    def one(span):
        lo, hi = span
        return _run_batch(built, cases[lo:hi], encoded[lo:hi], lo, cpu, timeout, check)

    if jobs > 1 and len(spans) > 1:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            # list() re-raises the first batch's error in case order.
            parts = list(pool.map(one, spans))
    else:
        parts = [one(s) for s in spans]
    return [r for part in parts for r in part]
