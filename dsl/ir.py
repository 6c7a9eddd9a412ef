"""The kernel IR: what the builder produces and every pass, emitter and the simulator consume."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from .isa import Insn, VType


@dataclass(frozen=True)
class Src:
    """Where in a kernel's Python source an IR item was made; every diagnostic names it."""
    file: str
    line: int
    func: str = ""

    def __str__(self):
        try:
            f = os.path.relpath(self.file)
        except ValueError:
            f = self.file
        if f.startswith(".."):
            f = self.file
        return f"{f}:{self.line}"


class KernelError(Exception):
    """A kernel is malformed; the message names the kernel source line."""

    def __init__(self, msg: str, src: Src | None = None, kernel: str | None = None):
        self.msg, self.src, self.kernel = msg, src, kernel
        where = f"{src}: " if src else ""
        who = f"[{kernel}] " if kernel else ""
        super().__init__(f"{where}{who}{msg}")


@dataclass(eq=False)
class Label:
    name: str
    src: Src
    bound: "Bind | None" = None
    base: str = ""               # the name the kernel asked for (a helper's local label prints so)
    of: "tuple | None" = None    # (table label, byte offset): an address inside a constant table

    def __str__(self):
        return self.name


@dataclass(eq=False)
class Pseudo:
    """A macro-instruction (mv, li, la, j, ret, ...): printed as one line, encoded as its expansion."""
    name: str
    args: tuple
    length: int


@dataclass(eq=False)
class Instr:
    insn: Insn
    ops: dict            # token base name -> XReg | VReg | int | Label | VType | bool (vm)
    src: Src
    vtype: VType | None = None
    pseudo: Pseudo | None = None   # set on the first instruction of a pseudo's expansion
    hidden: bool = False           # the 2nd.. instructions of an expansion: not printed on their own
    comment: str = ""
    frame: bool = False            # part of the stack-frame protocol (enter/leave/save): may touch sp/fp
    avl: int | None = None         # the vector length asked for, when it is a constant
    vlen_guard: int = 0            # reached only where VLEN >= this (the kernel branched on VLMAX)

    @property
    def masked(self) -> bool:
        return bool(self.ops.get("vm"))


@dataclass(eq=False)
class Bind:
    label: Label
    src: Src


@dataclass(eq=False)
class Comment:
    text: str
    src: Src


@dataclass(eq=False)
class DataTable:
    """A constant table of one algorithm. The HotSpot C++ keeps it once, as a file-scope static array
    (`symbol`) shared by every variant that uses it, or takes HotSpot's own (`extern`, an address
    expression such as StubRoutines::crc_table_addr()); the code reaches it by la(ExternalAddress).
    The encoder, the .S and the simulator place it after the code (8-byte aligned), where the
    stand-in C++ harness also puts it, so both paths run the same bytes."""
    label: Label
    values: list[int]
    width: int           # bytes per element: 4 or 8
    comment: str = ""
    symbol: str = ""     # the C++ static array's name
    extern: str = ""     # HotSpot's own copy of these values (an `address` expression), where it has one
    compute: tuple = ()  # (function, int args...): the HotSpot C++ fills the array by function(array, *args)
                         # when the stub is generated (emitters/hotspot_tables.py) instead of printing it

    @property
    def size(self) -> int:
        return len(self.values) * self.width


@dataclass(eq=False)
class Open:
    """Start of a structure the C++ keeps: a `for` loop over iterations the builder expanded
    (kind "loop"), a call of a shared helper (kind "call"), a titled section (kind "section"), a
    choice inside a helper on its parameters (kind "if", Builder.if_: title is the C++ condition;
    only the branch taken has items) or a part where variants differ (kind "cond", Builder.when:
    args on/param; a build holds its own arm, a merge of two builds both, the on arm first).
    The items up to the matching Close are still the flat expansion everything else reads."""
    kind: str
    src: Src
    title: str = ""              # section title, helper name or loop variable
    bounds: tuple = ()           # loop: (start, stop, step), ints or SymInts
    args: tuple = ()             # call: (parameter name, value) pairs as the caller passed them
    doc: str = ""                # call: the helper's docstring
    distinct: bool = False       # call: assert its register arrays different, element by element
    has_else: bool = False       # if: an else part follows the Next
    taken: bool = False          # if: the condition held at this call (the then part has the items)


@dataclass(eq=False)
class Next:
    """Between two iterations of a loop, or between the then and else parts of an if."""
    open: Open


@dataclass(eq=False)
class Close:
    open: Open


Item = Instr | Bind | Comment | Open | Next | Close


@dataclass
class Program:
    name: str                       # the HotSpot stub name, e.g. updateBytesAdler32
    variant: str
    params: dict
    extensions: frozenset           # declared by the kernel and variant (closed under implication)
    args: tuple                     # (name, XReg) pairs from the stub contract
    items: list = field(default_factory=list)
    data: list = field(default_factory=list)
    labels: list = field(default_factory=list)
    saved: tuple = ()               # callee-saved registers the kernel saves itself
    doc: str = ""
    min_vlen: int = 0               # smallest VLEN the code is legal on (element groups)
    reg_names: dict = field(default_factory=dict)   # XReg/VReg -> the kernel's name for it (None: reused)
    arrays: dict = field(default_factory=dict)      # register array name -> its registers
    consts: dict = field(default_factory=dict)      # named constant -> value
    origin: str = ""                                # the kernel function, e.g. kernels/aes.py:aes_block

    @property
    def instrs(self) -> list[Instr]:
        return [i for i in self.items if isinstance(i, Instr)]

    def layout(self) -> tuple[dict, dict, int]:
        """Byte offsets: of each Instr (by id), of each label, and the total size with data."""
        pc, at, labels = 0, {}, {}
        for it in self.items:
            if isinstance(it, Instr):
                at[id(it)] = pc
                pc += 4
            elif isinstance(it, Bind):
                labels[it.label] = pc
        for d in self.data:
            pc = (pc + 7) & ~7
            labels[d.label] = pc
            pc += d.size
        for lab in self.labels:
            if lab.of is not None:
                labels[lab] = labels[lab.of[0]] + lab.of[1]
        return at, labels, pc

    @property
    def code_size(self) -> int:
        return 4 * len(self.instrs)

    @property
    def title(self) -> str:
        return f"{self.name}[{self.variant}]"
