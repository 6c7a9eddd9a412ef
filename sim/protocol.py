"""The byte protocol between Python and sim/harness.c, and what its answers mean.

Input, little-endian u64 words, per case:
    nbufs
    nbufs x (size, misalign, placement, <size bytes, zero-padded to a multiple of 8>)
    nargs (<= 8)
    nargs x (kind, value, offset)       kind 0: immediate `value`;
                                        kind 1: address of buffer `value` + signed `offset`
and after the last case the word 0xFFFFFFFFFFFFFFFF.

placement 0 puts a buffer `misalign` bytes after the start of a page that
follows a PROT_NONE guard page; placement 1 ends it exactly at a trailing
PROT_NONE guard page (misalign ignored).  Each buffer has its own mapping with
guard pages on both sides; the page bytes around it are filled with 0xCD and
checked after the call.

Output per case: status, a0, then every buffer's bytes after the call
(zero-padded to 8).  A fault (or the runner's timeout signal) ends the output
with a fault record instead: SIM_MAGIC_FAULT, signal, si_code, si_addr, pc,
case index, stub address, in-stub flag, nearest buffer index (or ~0), its
address, its size, then pc and x1..x31 from the signal frame.  Malformed input
ends it with SIM_MAGIC_ERROR, code, case index, detail.

Status bits (0 = the call honoured the contract):
    0..14   s0 s1 s2 s3 s4 s5 s6 s7 s8 s9 s10 s11 gp tp t6 changed
    15      sp differs after the call
    16      some f-register changed        17  fcsr changed
    18      the stub wrote above its sp (the caller's frame)
    32+i    bytes in buffer i's pages but outside buffer i were written (i < 24)
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Sequence

from .errors import ProtocolError, SimError

MASK64 = (1 << 64) - 1
END_OF_INPUT = MASK64
MAGIC_FAULT = 0x544C5541464D4953  # "SIMFAULT"; must match harness_abi.h
MAGIC_ERROR = 0x524F5252454D4953  # "SIMERROR"
FAULT_WORDS = 43
MAX_ARGS = 8
MAX_BUFS = 64
PAGE = 4096
NEAR_BUFFER = 16 * PAGE  # a fault farther than this from every buffer blames none

PLACE_START = 0
PLACE_END = 1

# Status bits 0..14, in harness order: (ABI name, x-register, HotSpot's name if it has one).
PRESERVED_XREGS = (
    ("s0", "x8", "fp"), ("s1", "x9", None),
    ("s2", "x18", None), ("s3", "x19", None), ("s4", "x20", None), ("s5", "x21", None),
    ("s6", "x22", None), ("s7", "x23", "xthread"), ("s8", "x24", None), ("s9", "x25", None),
    ("s10", "x26", None), ("s11", "x27", "xheapbase"),
    ("gp", "x3", None), ("tp", "x4", None), ("t6", "x31", "xmethod"),
)
ST_SP = 15
ST_FREGS = 16
ST_FCSR = 17
ST_STACK = 18
ST_REDZONE_SHIFT = 32
ST_REDZONE_MAX = 24

PROTOCOL_ERRORS = {
    1: "input ended in the middle of a case",
    2: "too many buffers",
    3: "misalign must be below the page size",
    4: "placement must be 0 or 1",
    5: "more than 8 arguments",
    6: "argument kind must be 0 or 1",
    7: "argument refers to a buffer that does not exist",
    8: "mmap failed (out of memory?)",
    9: "reading stdin failed",
}

SIGNAL_NAMES = {4: "SIGILL", 5: "SIGTRAP", 7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV", 14: "SIGALRM"}
SIGALRM = 14

XREG_ABI = ("pc", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1",
            "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7",
            "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11",
            "t3", "t4", "t5", "t6")


# ---- cases ----------------------------------------------------------------------

@dataclass(frozen=True)
class Buffer:
    """Memory the stub gets a pointer to. `placement` PLACE_END catches over-reads
    of even one byte; PLACE_START with `misalign` tests unaligned pointers."""
    data: bytes
    misalign: int = 0
    placement: int = PLACE_START

    def __post_init__(self):
        object.__setattr__(self, "data", bytes(self.data))
        if not 0 <= self.misalign < PAGE:
            raise ProtocolError(f"Buffer misalign must be in 0..{PAGE - 1}, got {self.misalign}")
        if self.placement not in (PLACE_START, PLACE_END):
            raise ProtocolError(f"Buffer placement must be PLACE_START or PLACE_END, got {self.placement}")


@dataclass(frozen=True)
class Arg:
    kind: int
    value: int
    offset: int = 0

    IMM = 0
    BUF = 1

    @classmethod
    def imm(cls, value: int) -> "Arg":
        """A 64-bit register value (negative numbers are two's complement)."""
        return cls(cls.IMM, value & MASK64)

    @classmethod
    def jint(cls, value: int) -> "Arg":
        """A Java int as HotSpot passes it: 32 bits sign-extended to 64."""
        v = value & 0xFFFFFFFF
        return cls.imm(v - (1 << 32) if v & 0x80000000 else v)

    @classmethod
    def buf(cls, index: int, offset: int = 0) -> "Arg":
        """Address of buffer `index`, plus `offset` bytes (may be negative)."""
        return cls(cls.BUF, index, offset)


@dataclass
class Case:
    buffers: Sequence[Buffer] = ()
    args: Sequence[Arg] = ()


def encode_case(case: Case) -> bytes:
    if len(case.buffers) > MAX_BUFS:
        raise ProtocolError(f"a case may have at most {MAX_BUFS} buffers, got {len(case.buffers)}")
    if len(case.args) > MAX_ARGS:
        raise ProtocolError(f"a stub takes at most {MAX_ARGS} register arguments, got {len(case.args)}")
    parts = [struct.pack("<Q", len(case.buffers))]
    for b in case.buffers:
        if not isinstance(b, Buffer):
            raise ProtocolError(f"buffers must be Buffer objects, got {type(b).__name__}")
        parts.append(struct.pack("<QQQ", len(b.data), b.misalign, b.placement))
        parts.append(b.data + bytes(-len(b.data) % 8))
    parts.append(struct.pack("<Q", len(case.args)))
    for i, a in enumerate(case.args):
        if a.kind == Arg.BUF:
            if not 0 <= a.value < len(case.buffers):
                raise ProtocolError(f"argument {i} points at buffer {a.value}, "
                                    f"but the case has {len(case.buffers)} buffer(s)")
            parts.append(struct.pack("<QQq", a.kind, a.value, a.offset))
        elif a.kind == Arg.IMM:
            parts.append(struct.pack("<QQq", a.kind, a.value & MASK64, 0))
        else:
            raise ProtocolError(f"argument {i} has unknown kind {a.kind}")
    return b"".join(parts)


def encode_cases(cases: Sequence[Case]) -> bytes:
    return b"".join(map(encode_case, cases)) + struct.pack("<Q", END_OF_INPUT)


# ---- results -------------------------------------------------------------------

def status_problems(status: int) -> list[str]:
    """One readable line per contract breach encoded in a status word."""
    out = []
    for bit, (abi, xreg, hs) in enumerate(PRESERVED_XREGS):
        if status >> bit & 1:
            out.append(f"{abi} ({xreg}{', HotSpot ' + hs if hs else ''}) was not preserved")
    if status >> ST_SP & 1:
        out.append("sp (x2) is different after the call")
    if status >> ST_FREGS & 1:
        out.append("floating-point registers were modified (a stub must not touch f0..f31)")
    if status >> ST_FCSR & 1:
        out.append("fcsr was modified (a stub must not touch floating-point state)")
    if status >> ST_STACK & 1:
        out.append("the stub wrote above its incoming sp, into the caller's frame")
    for i in range(ST_REDZONE_MAX):
        if status >> (ST_REDZONE_SHIFT + i) & 1:
            out.append(f"bytes next to buffer {i} (outside it, in its pages) were written")
    return out


@dataclass(frozen=True)
class Result:
    status: int
    a0: int
    buffers_after: list[bytes]

    @property
    def ok(self) -> bool:
        return self.status == 0

    @property
    def a0_u32(self) -> int:
        """The low 32 bits of a0, as an unsigned Java int result."""
        return self.a0 & 0xFFFFFFFF

    def problems(self) -> list[str]:
        return status_problems(self.status)


class ContractViolation(SimError):
    """The stub returned, but broke the calling contract (see Result.problems())."""

    def __init__(self, case_index: int, result: Result):
        self.case_index = case_index
        self.result = result
        self.status = result.status
        self.problems = result.problems()
        super().__init__(f"case {case_index}: the stub broke the calling contract: "
                         + "; ".join(self.problems))


@dataclass(frozen=True)
class FaultRecord:
    signal: int
    si_code: int
    address: int
    pc: int
    case_index: int  # within the batch
    stub_addr: int
    in_stub: bool
    buffer: int | None
    buffer_start: int
    buffer_size: int
    registers: dict[str, int]


def decode_results(data: bytes, cases: Sequence[Case]):
    """Results for the cases that completed, then the FaultRecord that ended the
    output early (or None).  Raises ProtocolError for an error record or
    output that does not fit the cases."""
    words = lambda off, n: struct.unpack_from(f"<{n}Q", data, off)  # noqa: E731
    results: list[Result] = []
    off = 0
    for case in cases:
        if off + 8 > len(data):
            break
        (first,) = words(off, 1)
        if first == MAGIC_FAULT:
            if off + FAULT_WORDS * 8 > len(data):
                raise ProtocolError("the harness's fault record is truncated")
            w = words(off, FAULT_WORDS)
            regs = dict(zip(XREG_ABI, w[11:43]))
            return results, FaultRecord(
                signal=w[1], si_code=w[2] - (1 << 64) if w[2] >> 63 else w[2], address=w[3],
                pc=w[4], case_index=w[5], stub_addr=w[6], in_stub=bool(w[7]),
                buffer=None if w[8] == MASK64 else w[8], buffer_start=w[9], buffer_size=w[10],
                registers=regs)
        if first == MAGIC_ERROR:
            code, index, detail = words(off + 8, 3) if off + 32 <= len(data) else (0, 0, 0)
            raise ProtocolError(f"the harness rejected case {index}: "
                                f"{PROTOCOL_ERRORS.get(code, f'error {code}')} (detail {detail})")
        need = 16 + sum(len(b.data) + (-len(b.data) % 8) for b in case.buffers)
        if off + need > len(data):
            break
        status, a0 = words(off, 2)
        off += 16
        after = []
        for b in case.buffers:
            after.append(data[off : off + len(b.data)])
            off += len(b.data) + (-len(b.data) % 8)
        results.append(Result(status, a0, after))
    if off != len(data):
        raise ProtocolError(f"harness output has {len(data) - off} unexpected trailing bytes")
    return results, None


# ---- faults ----------------------------------------------------------------------

class SimFault(SimError):
    """The stub (or, rarely, the harness) died on a signal while running a case."""

    def __init__(self, rec: FaultRecord, *, case_index: int, stub_size: int,
                 instruction: bytes | None = None, cpu: str = "",
                 results_before: Sequence[Result] = ()):
        self.record = rec
        self.signal = rec.signal
        self.signal_name = SIGNAL_NAMES.get(rec.signal, f"signal {rec.signal}")
        self.case_index = case_index
        self.pc = rec.pc
        self.stub_addr = rec.stub_addr
        self.stub_size = stub_size
        off = rec.pc - rec.stub_addr
        self.pc_offset_in_stub = off if 0 <= off < max(stub_size, 1) else None
        self.data_address = rec.address
        self.registers = rec.registers
        self.instruction = instruction
        self.cpu = cpu
        self.results_before = list(results_before)
        self.buffer = rec.buffer
        self.buffer_relation, self.buffer_distance = None, None
        if rec.buffer is not None:
            end = rec.buffer_start + rec.buffer_size
            if rec.address >= end:
                # Counted so that the first byte after the buffer is "1 byte past".
                self.buffer_relation, self.buffer_distance = "past the end", rec.address - end + 1
            elif rec.address < rec.buffer_start:
                self.buffer_relation, self.buffer_distance = "before the start", rec.buffer_start - rec.address
            else:
                self.buffer_relation, self.buffer_distance = "inside", rec.address - rec.buffer_start
            if self.buffer_distance > NEAR_BUFFER:  # a wild address: naming a buffer would mislead
                self.buffer = self.buffer_relation = self.buffer_distance = None
        super().__init__(self._message())

    def _where(self, addr: int) -> str:
        off = addr - self.stub_addr
        if 0 <= off < max(self.stub_size, 1):
            return f"stub+{off:#x}"
        return f"{addr:#x} (outside the stub at {self.stub_addr:#x}..{self.stub_addr + self.stub_size:#x})"

    def _message(self) -> str:
        head = f"{self.signal_name} in case {self.case_index} at {self._where(self.pc)}"
        if self.pc_offset_in_stub is None:
            ra = self.registers.get("ra", 0)
            if 0 <= ra - self.stub_addr < self.stub_size:
                head += f" (ra = {self._where(ra)})"
            if not self.record.in_stub:
                head += " — inside the harness itself, not during the stub call"
        insn = ""
        if self.instruction:
            insn = " 0x" + self.instruction[::-1].hex()
        if self.signal == 4:
            return (f"{head}: illegal instruction{insn}. If it belongs to an extension, is the "
                    f"extension declared and enabled? (-cpu {self.cpu})")
        if self.signal in (7, 11):
            what = "misaligned or bad access" if self.signal == 7 else "invalid access"
            msg = f"{head}: {what} to address {self.data_address:#x}"
            if self.buffer is not None:
                r = self.record
                if self.buffer_relation == "inside":
                    msg += f", inside buffer {self.buffer} at offset {self.buffer_distance}"
                else:
                    msg += (f", {self.buffer_distance} byte(s) {self.buffer_relation} of buffer "
                            f"{self.buffer}")
                msg += f" (buffer {self.buffer} is {r.buffer_size} bytes at {r.buffer_start:#x})"
            else:
                msg += ", not near any buffer"
            return msg
        return f"{head}{': instruction' + insn if insn else ''}"
