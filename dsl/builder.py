"""The builder: a kernel is a Python function that calls methods on it.

Every instruction in the ISA table is a method named like HotSpot's (`k.vle8_v`, `k.sh2add`,
`k.and_` for `and`). Operands follow assembler order; loads and stores take (reg, base, offset);
a vector instruction takes `masked=True` for v0.t. Python loops are the unroll mechanism.
"""
from __future__ import annotations

import builtins
import contextlib
import inspect
import itertools
import operator
import os
from dataclasses import replace
from fractions import Fraction

from . import checks, macros
from .ir import Bind, Close, Comment, DataTable, Instr, KernelError, Label, Next, Open, Program, Pseudo, Src
from .isa import BY_PYNAME, TABLE, Insn, VType, vtype_problem
from .regs import ARGS, CALLEE_SAVED, CALLER_SAVED_TEMPS, PRESERVED, RA, SCRATCH, SP, ZERO, Loans, VReg, X, XReg
from .structure import Cond, RegArray, SymInt

_DSL_DIR = os.path.dirname(os.path.abspath(__file__))


def caller_src() -> Src:
    """The first stack frame outside dsl/: the kernel line that asked for this."""
    f = inspect.currentframe()
    while f is not None:
        fn = os.path.abspath(f.f_code.co_filename)
        if not fn.startswith(_DSL_DIR + os.sep) and not fn.endswith(os.sep + "contextlib.py"):
            return Src(fn, f.f_lineno, f.f_code.co_name)
        f = f.f_back
    return Src("<unknown>", 0)


class UnknownInstruction(KernelError, AttributeError):
    """A kernel called a method that is neither an instruction of the table nor a builder method."""


class Builder:
    def __init__(self, prog: Program, arg_names: tuple[str, ...]):
        self.prog = prog
        self._vtype: VType | None = None
        self._avl: int | None = None
        self._region: Src | None = None
        self._vlen_guard = 0
        self._leases = itertools.count(1)   # each hand-out of a register is one lease (see regs.Loans)
        self.args = tuple(replace(ARGS[i], name=n, lease=next(self._leases)) for i, n in enumerate(arg_names))
        free_args = [r for r in ARGS if r not in self.args]
        # t2, t1, t0 last: a kernel gets them only when nothing else is left, and the scratch
        # check then insists that each value lives between two instructions.
        self._xpool = list(CALLER_SAVED_TEMPS) + free_args + list(reversed(SCRATCH))
        self._helper_depth = 0
        self._vpool = list(range(1, 32))    # v0 is kept for masks
        self._xloans, self._vloans = Loans(), Loans()
        self._labels: dict[str, int] = {}
        self.prog.args = tuple(zip(arg_names, self.args))

    # ---- errors and bookkeeping ----------------------------------------------------------------
    def error(self, msg: str, src: Src | None = None):
        raise KernelError(msg, src or caller_src(), self.prog.title)

    @property
    def extensions(self):
        return self.prog.extensions

    def has(self, ext: str) -> bool:
        return ext in self.prog.extensions

    def comment(self, text: str):
        self.prog.items.append(Comment(text, caller_src()))

    # ---- structure the C++ keeps: sections, loops, helpers, constants, renames ------------------
    @contextlib.contextmanager
    def section(self, title: str):
        """A titled part of the kernel: BLOCK_COMMENT in the C++, a comment in the .S."""
        op = Open("section", caller_src(), title=title)
        self.prog.items.append(op)
        try:
            yield
        finally:
            self.prog.items.append(Close(op))

    @contextlib.contextmanager
    def when(self, cond: str, value: bool | None = None):
        """A part where variants differ: yields whether this build takes the `cond` arm, so the
        kernel writes `with k.when("zvkb") as on: if on: ... else: ...`. `cond` is an extension
        (the build has it: the C++ tests its CPU flag, `if (UseZvbb)`) or, with `value`, a
        generator parameter (the C++ tests it by name, `if (multi_block)`). Each build holds its
        own arm only (the .S and the simulator run each variant alone); the HotSpot printer merges
        two builds that differ only inside such parts into one generator (emitters.hotspot.merge)."""
        src = caller_src()
        if value is None:
            on, param = self.has(cond), False
        elif isinstance(value, bool):
            on, param = value, True
        else:
            self.error(f"k.when({cond!r}, value): value must be a bool, got {value!r}", src)
        op = Open("cond", src, title=cond, args=(("on", on), ("param", param)))
        self.prog.items.append(op)
        try:
            yield on
        finally:
            self.prog.items.append(Close(op))

    def range(self, *bounds, var: str = "i"):
        """Like Python's range, but the C++ prints one `for (int var = ...)` loop for the
        iterations (which must print alike); yields SymInts spelled `var`."""
        if not 1 <= len(bounds) <= 3:
            self.error("k.range takes 1 to 3 bounds, as range() does")
        start, stop, step = (0, bounds[0], 1) if len(bounds) == 1 else (*bounds, 1)[:3]
        if step == 0:
            self.error("k.range: step must not be zero")
        op = Open("loop", caller_src(), title=var, bounds=(start, stop, step))
        self.prog.items.append(op)
        try:
            for n, v in enumerate(builtins.range(int(start), int(stop), int(step))):
                if n:
                    self.prog.items.append(Next(op))
                yield SymInt(v, var)
        finally:
            self.prog.items.append(Close(op))

    def call_helper(self, func, params, args):
        """Run a shared helper (see dsl.structure.helper) with its parameters named."""
        src = caller_src()
        if len(args) != len(params):
            self.error(f"{func.__name__} takes {len(params)} arguments ({', '.join(params)}), got {len(args)}", src)
        bound = []
        for p, a in zip(params, args):
            if isinstance(a, (bool, Cond)):         # the caller's own condition passes as its C++ (`rounds > 10`)
                bound.append(Cond(bool(a), p))
            elif isinstance(a, RegArray):
                bound.append(RegArray(list.__iter__(a), p))
            elif isinstance(a, (XReg, VReg)):
                bound.append(a.named(p))
            elif isinstance(a, int) and not isinstance(a, bool):
                bound.append(SymInt(a, p))
            elif isinstance(a, Label) and any(d.label is a for d in self.prog.data):
                bound.append(a)            # a constant table: the C++ passes its `address`
            else:
                self.error(f"{func.__name__}: argument {p}={a!r} must be a register, a register array "
                           "(k.vregs(n, names='one_name')), an int, a bool or a constant table (k.table)", src)
        op = Open("call", src, title=func.__name__, args=tuple(zip(params, args)), doc=func.__doc__ or "",
                  distinct=getattr(func, "distinct_arrays", False))
        self.prog.items.append(op)
        self._helper_depth += 1
        try:
            func(self, *bound)
        finally:
            self._helper_depth -= 1
            self.prog.items.append(Close(op))

    def if_(self, cond, then, otherwise=None):
        """then() when cond holds, else otherwise(): a choice made when the stub is generated.
        cond a Cond that depends on a helper's parameters (a bool parameter, `rounds > 10`): the
        C++ prints `if (cond) { ... } else { ... }` in the helper, each branch's code taken from a
        call that runs it (the helper's calls must run every branch between them). cond a plain
        bool: only the branch it picks is built, and the C++ shows that branch alone."""
        src = caller_src()
        if not isinstance(cond, Cond):
            if not isinstance(cond, bool):
                self.error(f"k.if_ takes a bool or a Cond (a helper's bool parameter, a comparison of its int "
                           f"parameter), got {cond!r}", src)
            (then if cond else otherwise or (lambda: None))()
            return
        if not self._helper_depth:
            self.error(f"k.if_({cond.expr}) outside a helper: a condition known when the stub is generated "
                       "is a Python if there", src)
        op = Open("if", src, title=cond.expr, has_else=otherwise is not None, taken=bool(cond))
        self.prog.items.append(op)
        try:
            if cond:
                then()
            if otherwise is not None:
                self.prog.items.append(Next(op))
                if not cond:
                    otherwise()
        finally:
            self.prog.items.append(Close(op))

    def const(self, name: str, value: int) -> SymInt:
        """A named constant: `const int NAME = value;` in the C++, NAME wherever it is used."""
        known = self.prog.consts.get(name)
        if known is not None and known != value:
            self.error(f"constant {name} is already {known}")
        self.prog.consts[name] = value
        return SymInt(value, name)

    def rename(self, reg, name: str):
        """The same register under a new name, for a new value (an argument register reused for
        a result, say): the old name must not be written with something else."""
        return reg.named(name)

    @property
    def result(self) -> XReg:
        """a0 for the return value, spelled c_rarg0 as HotSpot's stubs do."""
        return ARGS[0].named("c_rarg0")

    def scratch(self, n: int = 1):
        """MacroAssembler's scratch registers t0.. for a value that lives between two instructions."""
        regs = [r.named(None) for r in SCRATCH[:n]]
        # handed out by their role, not by the pool (check_scratch keeps each value to one step):
        # a release of one of them earlier in the kernel no longer forbids its use
        self._xloans.forget(r.num for r in regs)
        return regs[0] if n == 1 else regs

    # ---- registers -----------------------------------------------------------------------------
    def _name(self, regs, names):
        """Remember the kernel's names for registers, for outputs that can show them (HotSpot C++)."""
        if names is None:
            return
        names = names.split() if isinstance(names, str) else list(names)
        if len(names) != len(regs):
            self.error(f"{len(regs)} registers but {len(names)} names")
        for r, nm in zip(regs, names):
            known = self.prog.reg_names.get(r, nm)
            self.prog.reg_names[r] = nm if known == nm else None
        return [r.named(nm) for r, nm in zip(regs, names)]

    def _count(self, n, what: str) -> int:
        """A register count: a slice with a negative one would quietly hand out most of the pool."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            self.error(f"{what}: the count must be an int >= 0, got {n!r}")
        return n

    def temps(self, n: int, names=None) -> list[XReg]:
        """n caller-saved scalar registers; `names` (e.g. "sum1 sum2") label them in the C++."""
        self._count(n, "k.temps(n)")
        if n > len(self._xpool):
            self.error(f"needs {n} more scalar temporaries but only {len(self._xpool)} caller-saved registers "
                       f"are left ({n - len(self._xpool)} short); lower the unroll factor or save "
                       "callee-saved registers with k.save()")
        out, self._xpool = self._xpool[:n], self._xpool[n:]
        out = [replace(r, lease=next(self._leases)) for r in out]
        for r in out:
            self._xloans.lend(r.lease, (r.num,))
        return self._name(out, names) or out

    def temp(self) -> XReg:
        return self.temps(1)[0]

    def release(self, *regs):
        """Return registers to their pools (for a region that no longer needs them). Only what the
        pool handed out goes back, once; the kernel must not use it again until the pool hands it
        out anew (the builder checks every operand). The one register not from the pool that may be
        released is an argument the kernel never used: it becomes an ordinary temporary."""
        src = caller_src()
        for r in regs:
            if isinstance(r, XReg):
                self._release_x(r, src)
            elif isinstance(r, VReg):
                self._release_v(r, src)
            else:
                self.error(f"k.release takes registers (k.release(*regs) for a list), got {r!r}", src)

    def _release_x(self, r: XReg, src: Src):
        loans = self._xloans
        if self._unused_argument(r):        # its register becomes an ordinary temporary
            self.prog.args = tuple((n, a) for n, a in self.prog.args if a != r)
        else:
            refusal = loans.refusal(r.lease, (r.num,))
            if refusal:
                self.error(f"k.release({r}): {refusal}{self._origin(r) if refusal == Loans.NOT_LENT else ''}", src)
        loans.take_back(r.lease, (r.num,), src)
        self._xpool.insert(0, r.named(None))

    def _unused_argument(self, r: XReg) -> bool:
        """An argument register no instruction has named yet and not already given back (CRC32C's
        unused table argument, say): the one register not from the pool that may join it."""
        loans = self._xloans
        return r in self.args and r.num not in loans.out and not loans.release_of(r.lease, (r.num,)) \
            and not self._used(r)

    def _origin(self, r: XReg) -> str:
        """Where a scalar register the pool did not hand out comes from, for the release error."""
        if r in self.args:
            return f"; {r} is an argument the kernel has used (an argument can be released only before its first use)"
        if r in CALLEE_SAVED:
            return f"; {r} is callee-saved: k.save({r}) lends it to the pool, k.temps hands it out"
        if r in SCRATCH:
            return f"; {r} is MacroAssembler's scratch (k.scratch), not the kernel's to release"
        return ""

    def _used(self, r: XReg) -> bool:
        """Whether any instruction so far names this register."""
        return any(v == r for it in self.prog.instrs for v in it.ops.values() if isinstance(v, XReg))

    def _release_v(self, r: VReg, src: Src):
        nums = range(r.num, r.num + r.lmul)
        refusal = self._vloans.refusal(r.lease, nums)
        if refusal:
            what = f"{r} (group of {r.lmul})" if r.lmul > 1 else str(r)
            self.error(f"k.release({what}): {refusal}", src)
        self._vloans.take_back(r.lease, nums, src)
        self._vpool = sorted(set(self._vpool) | set(nums))

    def free_groups(self, lmul: int) -> int:
        """How many aligned groups of `lmul` registers are still free."""
        pool = set(self._vpool)
        return sum(1 for s in range(0, 32, lmul) if set(range(s, s + lmul)) <= pool)

    def vregs(self, n: int, lmul: int = 1, names=None, top: bool = False) -> list[VReg]:
        """n register groups of `lmul`, each aligned to its size; `names` label them in the C++.
        top=True takes them from v31 down, keeping low aligned groups free for wider operands."""
        self._count(n, "k.vregs(n)")
        if isinstance(lmul, bool) or lmul not in (1, 2, 4, 8):
            # A fractional LMUL is a vtype setting (k.vtype(lmul="1/2")); its operands are single registers.
            self.error(f"k.vregs: a register group is 1, 2, 4 or 8 registers, got lmul={lmul!r} (a fractional "
                       "LMUL is set by k.vtype; its operands are single registers, lmul=1)")
        lmul = int(lmul)
        out, pool = [], list(self._vpool)
        starts = range(0, 32, lmul)
        for _ in range(n):
            for start in (reversed(starts) if top else starts):
                grp = set(range(start, start + lmul))
                if grp <= set(pool):
                    out.append(VReg(start, lmul, lease=next(self._leases)))
                    pool = [p for p in pool if p not in grp]
                    break
            else:
                have = len(out)
                self.error(f"needs {n} vector register groups of {lmul} ({n * lmul} registers) but only {have} "
                           f"such groups are free ({(n - have) * lmul} registers short); lower the unroll "
                           "factor or LMUL")
        self._vpool = pool
        for r in out:
            self._vloans.lend(r.lease, range(r.num, r.num + r.lmul))
        if names is not None and isinstance(names, str) and n > 1 and len(names.split()) == 1:
            return self.array(out, names)
        named = self._name([VReg(r.num) for r in out], names)
        return [r.named(nr.name) for r, nr in zip(out, named)] if named else out

    def array(self, regs, name: str) -> RegArray:
        """Registers as one C++ array, `const VectorRegister name[] = {...}` (or `const Register`
        for scalar ones, Keccak's lanes say): what
        k.vregs(n, names="name") returns, or registers already taken that hold a new set of values
        (round keys lent the data group's registers, the parts of a load group). An array may grow:
        its first registers stay what they were. A scalar array may have holes (None, HotSpot's
        noreg): indices whose value lives elsewhere (Keccak's lanes in the stack frame), so that the
        other indices keep their natural meaning; using a hole is an error. Its first registers
        again (a shorter key schedule in the same registers) name those elements as they were."""
        nums = [None if r is None else XReg(r.num) if isinstance(r, XReg) else VReg(r.num) for r in regs]
        if len({type(r) for r in nums if r is not None}) > 1:
            self.error(f"register array {name} mixes scalar and vector registers")
        if any(r is None for r in nums) and not any(isinstance(r, XReg) for r in nums):
            self.error(f"register array {name}: only an array of scalar registers may have holes (noreg)")
        known = self.prog.arrays.get(name)
        if known is not None and known[:len(nums)] != nums[:len(known)]:
            # the C++ declares an array once: a second set of registers would be read as the first
            self.error(f"register array {name} already holds {', '.join(str(r) for r in known)}; "
                       f"name these ({', '.join(str(r) for r in nums)}) differently")
        if known is None or len(nums) > len(known):      # a prefix of it again (another key size) keeps it
            self.prog.arrays[name] = nums
        held = [(i, r) for i, r in enumerate(nums) if r is not None]
        self._name([r for _, r in held], [f"{name}{i}" for i, _ in held])
        return RegArray(regs, name)

    def vreg(self, lmul: int = 1, name=None) -> VReg:
        return self.vregs(1, lmul, None if name is None else [name])[0]

    # ---- labels and data -----------------------------------------------------------------------
    def label(self, name: str) -> Label:
        n = self._labels.get(name, 0)
        self._labels[name] = n + 1
        lab = Label(f"L_{name}" if n == 0 else f"L_{name}{n}", caller_src(), base=f"L_{name}")
        self.prog.labels.append(lab)
        return lab

    def _offset_label(self, table: Label, offset: int) -> Label:
        lab = Label(f"{table.name}+{offset}", caller_src(), base=table.base, of=(table, offset))
        self.prog.labels.append(lab)
        return lab

    def bind(self, lab: Label):
        src = caller_src()
        if lab.bound is not None:
            self.error(f"label {lab} bound twice (first at {lab.bound.src})", src)
        b = Bind(lab, src)
        lab.bound = b
        self.prog.items.append(b)

    def table(self, name: str, values, width: int = 4, comment: str = "", extern: str = "",
              compute: tuple = ()) -> Label:
        """A constant table of the algorithm; address it with k.la(reg, table[, byte offset]).

        The HotSpot C++ keeps one file-scope static array per table, named after the algorithm and
        `name` (`_crc32c_tables`), shared by every variant (so a variant must not give another
        variant's table name different values); `extern` names HotSpot's own copy of the same
        values (an `address` expression such as "StubRoutines::crc_table_addr()") to use instead
        where the release has it; `compute` = (function, int args...) names the C++ that computes
        the same values when the stub is generated (emitters/hotspot_tables.py: a table of 6 KiB is
        a loop in C++, not 130 lines of hex; tests/test_crc_tables.py compares every word).
        Elsewhere (encoder, .S, simulator) the table follows the code.

        Each value must fit `width` bytes read either way: signed (-2**31 .. -1 for width 4, a
        two's-complement constant such as -8) or unsigned (up to 2**32-1, a mask or a CRC table
        entry). It is stored as its low `width` bytes; anything wider would be cut silently."""
        src = caller_src()
        if width not in (4, 8):
            self.error(f"table {name}: width={width!r}; tables hold 4- or 8-byte words", src)
        lo, hi = -(1 << (8 * width - 1)), (1 << (8 * width)) - 1
        vals = []
        for i, v in enumerate(values):
            try:
                v = operator.index(v)
            except TypeError:
                self.error(f"table {name}: value {v!r} at index {i} is not an integer", src)
            if not lo <= v <= hi:
                self.error(f"table {name}: value {v:#x} at index {i} does not fit {width} bytes "
                           f"(signed or unsigned: {lo:#x}..{hi:#x})", src)
            vals.append(v % (1 << (8 * width)))
        lab = self.label(name)
        symbol = table_symbol(self.prog.name, name)
        for d in self.prog.data:
            if d.symbol == symbol:
                self.error(f"table {name}: a second table of that name in one stub", src)
        self.prog.data.append(DataTable(lab, vals, width, comment, symbol, extern, tuple(compute)))
        return lab

    # ---- vtype regions -------------------------------------------------------------------------
    @contextlib.contextmanager
    def vtype(self, sew: int, lmul=1, avl=None, vl: XReg | None = None, ta: bool = True, ma: bool = True,
              min_vlen: int = 0):
        """A region in which vector instructions run under one vtype.

        avl: an int >= 0 (vsetivli when < 32), a register (vsetvli), or None (the default) for VLMAX.
        vl: where the granted vector length goes (x0 when not needed).
        min_vlen: the kernel reaches this region only after checking VLEN >= min_vlen at run time,
        so element groups that need that VLEN do not raise the whole stub's VLEN floor.
        """
        src = caller_src()
        if self._region is not None:
            self.error(f"vtype regions do not nest (the region opened at {self._region} is still open)", src)
        self._vlen_guard = min_vlen
        self.setvl(sew, lmul, avl, vl, ta, ma, src=src)
        self._region = src
        try:
            yield self._vtype
        finally:
            self._vlen_guard = 0
            self._region = None
            self._vtype = None
            self._avl = None

    def setvl(self, sew, lmul=1, avl=None, vl=None, ta=True, ma=True, src=None):
        """Emit the vset* for a vtype; inside a region this changes the region's vtype."""
        src = src or caller_src()
        lmul = Fraction(lmul)
        problem = vtype_problem(sew, lmul)
        if problem:
            self.error(problem, src)
        self._check_avl(avl, vl, src)
        vt = VType(sew, lmul, ta, ma)
        rd = vl or ZERO
        if isinstance(avl, int) and 0 <= avl < 32:
            self._emit(TABLE["vsetivli"], dict(rd=rd, avl5=avl, vtypei=vt), src)
        elif isinstance(avl, int):
            tmp = vl or self.error("an AVL above 31 needs a register: pass vl=<temp>", src)
            self.li(tmp, avl, src=src)
            self._emit(TABLE["vsetvli"], dict(rd=rd, rs1=tmp, vtypei=vt), src)
        elif avl is None:
            if rd == ZERO:
                self.error("VLMAX needs a destination register: pass vl=<temp>", src)
            self._emit(TABLE["vsetvli"], dict(rd=rd, rs1=ZERO, vtypei=vt), src)
        else:
            self._emit(TABLE["vsetvli"], dict(rd=rd, rs1=avl, vtypei=vt), src)
        self._vtype = vt
        self._avl = avl if isinstance(avl, int) else None
        return vt

    def _check_avl(self, avl, vl, src):
        """A negative constant would reach vsetvli as a huge unsigned AVL, i.e. VLMAX by accident:
        VLMAX is spelled avl=None (the default) with vl=<register>."""
        if vl is not None and not isinstance(vl, XReg):
            self.error(f"vl must be a scalar register (or None for x0), got {vl!r}", src)
        if avl is None or isinstance(avl, XReg):
            return
        if isinstance(avl, bool) or not isinstance(avl, int):
            self.error(f"avl must be an int >= 0, a scalar register, or None for VLMAX, got {avl!r}", src)
        if avl < 0:
            self.error(f"avl={avl} is negative (it would mean VLMAX by accident); ask for VLMAX with "
                       "avl=None and vl=<register>", src)

    @property
    def current_vtype(self) -> VType | None:
        return self._vtype

    # ---- instructions --------------------------------------------------------------------------
    def _emit(self, insn: Insn, ops: dict, src: Src, pseudo: Pseudo | None = None, hidden=False,
              frame=False) -> Instr:
        ins = Instr(insn, ops, src, self._vtype, pseudo, hidden, frame=frame, avl=self._avl,
                    vlen_guard=self._vlen_guard)
        checks.check_instr(ins, self._vtype, self.prog.extensions, self.prog.title)
        self._check_not_released(ins)
        self.prog.items.append(ins)
        return ins

    def _check_not_released(self, ins: Instr):
        """No operand may be a register the kernel gave back: the pool may already have handed it
        out under another name. Saving and restoring callee-saved registers (the frame protocol)
        moves them whatever they hold, so it is not a use."""
        for reg, nums in checks.operand_regs(ins):
            if ins.frame and reg in PRESERVED:
                continue
            loans = self._xloans if isinstance(reg, XReg) else self._vloans
            gone = loans.release_of(reg.lease, nums)
            if gone:
                at, num = gone
                what = ins.pseudo.name if ins.pseudo else ins.insn.mnemonic
                part = "" if num == reg.num else f" (its group v{nums[0]}..v{nums[-1]} holds v{num})"
                self.error(f"{what}: uses {reg}{part}, released at {at}; the pool may hand it out again "
                           "under another name: take a register anew (k.temp(), k.vreg()) or release it "
                           "after its last use", ins.src)

    def __getattr__(self, name):
        insn = BY_PYNAME.get(name)
        if insn is None:
            if name.startswith("_"):
                raise AttributeError(name)
            raise UnknownInstruction(f"no instruction or builder method named {name!r} (the ISA table is "
                                     "dsl/isa.py)", caller_src(), self.prog.title)

        def emit(*args, masked: bool = False):
            return self.insn(insn, args, masked=masked, src=caller_src())

        emit.__name__ = name
        emit.__doc__ = f"{insn.mnemonic} {', '.join(insn.operands)}  ({insn.ext})"
        return emit

    def insn(self, insn: Insn, args, masked=False, src=None, **kw) -> Instr:
        src = src or caller_src()
        ops: dict = {}
        args = list(args)
        want = [t for t in insn.operands if t not in ("vm", "v0")]

        def bad(msg):
            self.error(f"{insn.mnemonic}: {msg} (operands: {', '.join(want)})", src)

        for tok in want:
            name = tok.split(":")[0]
            if name == "mem":
                if not args:
                    bad("missing base register")
                base = args.pop(0)
                off = args.pop(0) if args and isinstance(args[0], int) else 0
                if not isinstance(base, XReg):
                    bad(f"base must be a scalar register, got {base!r}")
                ops["rs1"], ops["off"], ops["mem"] = base, off, True
                continue
            if not args:
                bad(f"missing operand {name}")
            v = args.pop(0)
            if name == "vmem":
                if not isinstance(v, XReg):
                    bad(f"address must be a scalar register, got {v!r}")
                ops["rs1"], ops["vmem"] = v, True
            elif name in ("rd", "rs1", "rs2"):
                if not isinstance(v, XReg):
                    bad(f"{name} must be a scalar register, got {v!r}")
                ops[name] = v
            elif name in ("vd", "vs1", "vs2", "vs3"):
                if not isinstance(v, VReg):
                    bad(f"{name} must be a vector register, got {v!r}")
                ops[name] = replace(v, lmul=1)     # the vtype decides the group; the lease stays
            elif name in ("b13", "j21", "vtypei"):      # checks.check_instr judges targets and vtypes
                ops[name] = v
            else:
                if not isinstance(v, int) or isinstance(v, bool):
                    bad(f"{name} must be an integer, got {v!r}")
                ops[name] = v
        if args:
            bad(f"{len(args)} operand(s) too many")
        if masked:
            if "vm" not in insn.operands:
                bad("cannot be masked")
            ops["vm"] = True
        return self._emit(insn, ops, src, **kw)

    # ---- pseudo-instructions: one printed line, a fixed expansion --------------------------------
    def _pseudo(self, name, args, expansion, src=None, frame=False):
        src = src or caller_src()
        p = Pseudo(name, tuple(args), len(expansion))
        out = []
        for n, (mn, ops) in enumerate(expansion):
            out.append(self._emit(TABLE[mn], ops, src, p if n == 0 else None, hidden=n > 0, frame=frame))
        return out

    def mv(self, rd: XReg, rs: XReg):
        return self._pseudo("mv", (rd, rs), [("addi", dict(rd=rd, rs1=rs, imm12=0))])

    def li(self, rd: XReg, imm: int, src=None):
        """Load a constant exactly as HotSpot's MacroAssembler::li would."""
        src = src or caller_src()
        if not -(1 << 63) <= imm < (1 << 64):
            self.error(f"li: {imm:#x} does not fit 64 bits", src)
        return self._pseudo("li", (rd, imm), macros.li_expansion(rd, imm), src)

    def la(self, rd: XReg, target: Label, offset: int = 0):
        """Address of a label, or of a constant table `offset` bytes in (auipc + addi)."""
        if offset:
            table = next((d for d in self.prog.data if d.label is target), None)
            if table is None or not 0 <= offset < table.size:
                self.error(f"la: an offset ({offset}) is taken into a constant table's bytes only", caller_src())
            target = next((lab for lab in self.prog.labels if lab.of == (target, offset)), None) or \
                self._offset_label(target, offset)
        return self._pseudo("la", (rd, target), [("auipc", dict(rd=rd, uimm20=0, pcrel_hi=target)),
                                                 ("addi", dict(rd=rd, rs1=rd, imm12=0, pcrel_lo=target))])

    def shadd(self, rd: XReg, rs1: XReg, rs2: XReg, tmp: XReg, shamt: int):
        """rd = rs2 + (rs1 << shamt), as HotSpot's MacroAssembler::shadd: one sh<shamt>add with Zba
        for shamt 1..3, else slli tmp + add (so the C++ is one call that picks per CPU)."""
        src = caller_src()
        if not 0 <= shamt <= 63:
            self.error(f"shadd: shamt {shamt} is not 0..63", src)
        zba = self.has("zba")
        if shamt and not (zba and shamt <= 3) and tmp == rs2:
            self.error("shadd: tmp must differ from rs2 (HotSpot asserts it)", src)
        return self._pseudo("shadd", (rd, rs1, rs2, tmp, shamt), macros.shadd_expansion(rd, rs1, rs2, tmp, shamt, zba),
                            src)

    def cad(self, dst: XReg, src1: XReg, src2: XReg, carry: XReg):
        """dst = src1 + src2, carry = the carry out (HotSpot's MacroAssembler::cad: add, sltu)."""
        src = caller_src()
        if dst in (carry, src2):
            self.error("cad: dst must differ from carry and src2 (HotSpot asserts it)", src)
        return self._pseudo("cad", (dst, src1, src2, carry), macros.cad_expansion(dst, src1, src2, carry), src)

    def wide_mul(self, lo: XReg, hi: XReg, n: XReg, m: XReg):
        """hi:lo = n * m, unsigned 128-bit (HotSpot's MacroAssembler::wide_mul: mul lo, then mulhu hi;
        JDK 21's C++ gets the two instructions)."""
        src = caller_src()
        if lo == hi:
            self.error("wide_mul: lo and hi must differ (HotSpot asserts it)", src)
        if lo in (n, m):
            self.error("wide_mul: lo must differ from n and m (mul writes it before mulhu reads them)", src)
        return self._pseudo("wide_mul", (lo, hi, n, m), macros.wide_mul_expansion(lo, hi, n, m), src)

    def wide_madd(self, lo: XReg, hi: XReg, n: XReg, m: XReg, tmp1: XReg, tmp2: XReg):
        """hi:lo += n * m, unsigned 128-bit, the product through tmp2:tmp1 (HotSpot's
        MacroAssembler::wide_madd: wide_mul, cad, adc)."""
        src = caller_src()
        if lo == hi or hi == tmp2:
            self.error("wide_madd: lo, hi and hi, tmp2 must differ (HotSpot asserts it)", src)
        if tmp1 in (n, m, tmp2, lo, hi):
            self.error("wide_madd: tmp1 must differ from n, m, tmp2, lo and hi (it carries the low product "
                       "and then the carry)", src)
        return self._pseudo("wide_madd", (lo, hi, n, m, tmp1, tmp2),
                            macros.wide_madd_expansion(lo, hi, n, m, tmp1, tmp2), src)

    def adc(self, dst: XReg, src1: XReg, src2: XReg, carry: XReg):
        """dst = src1 + src2 + carry (HotSpot's MacroAssembler::adc: two adds)."""
        src = caller_src()
        if dst == carry:
            self.error("adc: dst must differ from carry (HotSpot asserts it)", src)
        return self._pseudo("adc", (dst, src1, src2, carry), macros.adc_expansion(dst, src1, src2, carry), src)

    def ror(self, dst: XReg, src: XReg, shift, tmp: XReg | None = None):
        """dst = src rotated right by `shift` bits, as HotSpot's MacroAssembler::ror (ror_imm in JDK
        21): one rori with Zbb, else slli tmp + srli + or (tmp, t0 unless given, differs from dst
        and src: HotSpot asserts it), so the C++ is one call that picks per CPU. A register `shift`
        is Zbb's register rotate (the ISA's ror, HotSpot's rorr)."""
        src_ = caller_src()
        if isinstance(shift, XReg):
            return self.insn(BY_PYNAME["ror"], (dst, src, shift), src=src_)
        if isinstance(shift, bool) or not isinstance(shift, int) or not 0 < shift < 64:
            self.error(f"ror: shift {shift!r} is not 1..63", src_)
        tmp = SCRATCH[0] if tmp is None else tmp
        zbb = self.has("zbb")
        if not zbb and tmp in (dst, src):
            self.error("ror: tmp must differ from dst and src (HotSpot asserts it)", src_)
        return self._pseudo("ror", (dst, src, shift, tmp), macros.ror_expansion(dst, src, shift, tmp, zbb), src_)

    def andn(self, rd: XReg, rs1: XReg, rs2: XReg):
        """rd = rs1 & ~rs2, as HotSpot's MacroAssembler::andn: Zbb's andn, else not rd, rs2 + and
        (rd is written first, so it must differ from rs1)."""
        src_ = caller_src()
        zbb = self.has("zbb")
        if not zbb and rd == rs1:
            self.error("andn: without Zbb rd must differ from rs1 (HotSpot's not + and writes rd first)", src_)
        return self._pseudo("andn", (rd, rs1, rs2), macros.andn_expansion(rd, rs1, rs2, zbb), src_)

    def not_(self, rd: XReg, rs: XReg):
        return self._pseudo("not", (rd, rs), [("xori", dict(rd=rd, rs1=rs, imm12=-1))])

    def neg(self, rd: XReg, rs: XReg):
        return self._pseudo("neg", (rd, rs), [("sub", dict(rd=rd, rs1=ZERO, rs2=rs))])

    def sext_w(self, rd: XReg, rs: XReg):
        return self._pseudo("sext.w", (rd, rs), [("addiw", dict(rd=rd, rs1=rs, imm12=0))])

    def zext(self, rd: XReg, rs: XReg, bits: int):
        """Zero-extend the low `bits` (8, 16, 32) as HotSpot's MacroAssembler::zext: andi for 8,
        zext.h with Zbb for 16, add.uw with Zba for 32, else a shift up and down."""
        src = caller_src()
        if bits == 32:
            return self.zext_w(rd, rs)
        if bits == 8:
            exp = [("andi", dict(rd=rd, rs1=rs, imm12=0xFF))]
        elif bits == 16 and self.has("zbb"):
            exp = [("zext.h", dict(rd=rd, rs1=rs))]
        elif bits == 16:
            exp = [("slli", dict(rd=rd, rs1=rs, shamt6=48)), ("srli", dict(rd=rd, rs1=rd, shamt6=48))]
        else:
            self.error(f"zext: {bits} bits; HotSpot's zext takes 8, 16 or 32", src)
        return self._pseudo("zext", (rd, rs, bits), exp, src)

    def zext_w(self, rd: XReg, rs: XReg):
        """Zero-extend a Java int: one add.uw with Zba, two shifts without."""
        if self.has("zba"):
            return self._pseudo("zext.w", (rd, rs), [("add.uw", dict(rd=rd, rs1=rs, rs2=ZERO))])
        return self._pseudo("zext.w", (rd, rs), [("slli", dict(rd=rd, rs1=rs, shamt6=32)),
                                                 ("srli", dict(rd=rd, rs1=rd, shamt6=32))])

    def j(self, target: Label):
        return self._pseudo("j", (target,), [("jal", dict(rd=ZERO, j21=target))])

    def beqz(self, rs: XReg, target: Label):
        return self._pseudo("beqz", (rs, target), [("beq", dict(rs1=rs, rs2=ZERO, b13=target))])

    def bnez(self, rs: XReg, target: Label):
        return self._pseudo("bnez", (rs, target), [("bne", dict(rs1=rs, rs2=ZERO, b13=target))])

    def bltz(self, rs: XReg, target: Label):
        return self._pseudo("bltz", (rs, target), [("blt", dict(rs1=rs, rs2=ZERO, b13=target))])

    def bgez(self, rs: XReg, target: Label):
        return self._pseudo("bgez", (rs, target), [("bge", dict(rs1=rs, rs2=ZERO, b13=target))])

    def bgtu(self, a: XReg, b: XReg, target: Label):
        return self._pseudo("bgtu", (a, b, target), [("bltu", dict(rs1=b, rs2=a, b13=target))])

    def bleu(self, a: XReg, b: XReg, target: Label):
        return self._pseudo("bleu", (a, b, target), [("bgeu", dict(rs1=b, rs2=a, b13=target))])

    def bgt(self, a: XReg, b: XReg, target: Label):
        return self._pseudo("bgt", (a, b, target), [("blt", dict(rs1=b, rs2=a, b13=target))])

    def ble(self, a: XReg, b: XReg, target: Label):
        return self._pseudo("ble", (a, b, target), [("bge", dict(rs1=b, rs2=a, b13=target))])

    def ret(self):
        return self._pseudo("ret", (), [("jalr", dict(rd=ZERO, rs1=RA, off=0, mem=True))])

    # ---- stack frame: HotSpot's enter()/leave() and saving callee-saved registers -----------------
    def enter(self):
        return self._pseudo("enter", (), macros.enter_expansion(), frame=True)

    def leave(self):
        return self._pseudo("leave", (), macros.leave_expansion(), frame=True)

    def stack_alloc_reg(self, nbytes: XReg):
        """sp -= nbytes held in a register (a size known only at run time, e.g. from VLMAX; keep it a
        multiple of 16): scratch memory below enter()'s frame, given back by leave(), which restores sp
        from fp."""
        return self._emit(TABLE["sub"], dict(rd=SP, rs1=SP, rs2=nbytes), caller_src(), frame=True)

    def stack_free_reg(self, nbytes: XReg):
        """sp += nbytes: gives back stack_alloc_reg(nbytes) before registers saved under it are restored."""
        return self._emit(TABLE["add"], dict(rd=SP, rs1=SP, rs2=nbytes), caller_src(), frame=True)

    def reserve_stack(self, nbytes: int):
        """Scratch space below sp for the kernel (after enter(), whose leave() gives it back by
        restoring sp from fp); returns nothing: the space starts at sp."""
        if nbytes <= 0 or nbytes % 16 or nbytes > 2048:
            self.error(f"reserve_stack({nbytes}): a positive multiple of 16 up to 2048 (sp stays 16-byte aligned)")
        return self._pseudo("sub_sp", (nbytes,), [("addi", dict(rd=SP, rs1=SP, imm12=-nbytes))], frame=True)

    def spare(self) -> int:
        """How many more temporaries k.temps gives before MacroAssembler's scratch registers t0-t2."""
        return sum(1 for r in self._xpool if r not in SCRATCH)

    def save(self, *regs: XReg):
        """Push callee-saved registers the kernel wants as extra temporaries (HotSpot's push_reg).
        x31 (xmethod) too: HotSpot's own stubs use it as data (riscv.ad: save-on-call in both
        conventions), and the contract here keeps it, so it is saved and restored like s1..s11."""
        for r in regs:
            if r not in CALLEE_SAVED and r != X[31]:
                self.error(f"{r} is not a callee-saved register (nor x31)")
        exp = macros.push_reg_expansion(regs)
        self._pseudo("push_reg", (regs,), exp, frame=True)
        self.prog.saved = tuple(self.prog.saved) + tuple(regs)
        plain = [r for r in self._xpool if r not in SCRATCH]
        self._xpool = plain + [r.named(None) for r in regs] + [r for r in self._xpool if r in SCRATCH]
        return list(regs)

    def stack_alloc(self, nbytes: int):
        """Room below sp for the stub's own use (spills): sp -= nbytes, a multiple of 16."""
        if nbytes % 16 or not 0 < nbytes <= 2048:
            self.error(f"stack_alloc({nbytes}): a multiple of 16 in 16..2048")
        return self._emit(TABLE["addi"], dict(rd=SP, rs1=SP, imm12=-nbytes), caller_src(), frame=True)

    def stack_free(self, nbytes: int):
        if nbytes % 16 or not 0 < nbytes <= 2047:
            self.error(f"stack_free({nbytes}): a multiple of 16 in 16..2032")
        return self._emit(TABLE["addi"], dict(rd=SP, rs1=SP, imm12=nbytes), caller_src(), frame=True)

    def restore(self, *regs: XReg):
        return self._pseudo("pop_reg", (regs,), macros.pop_reg_expansion(regs), frame=True)


# Stubs whose name does not start with their algorithm: Keccak's parallel permutations are SHA-3's
# (one round-constant table, _sha3_round_consts, for sha3_implCompress(MB) and double_keccak).
_ALGORITHM_OF = {"double_keccak": "sha3", "quad_keccak": "sha3"}


def algorithm(stub: str) -> str:
    """The algorithm a stub computes, as its constant tables are named: updateBytesCRC32C -> crc32c,
    sha256_implCompressMB -> sha256, kuznyechik_encrypt_ecb -> kuznyechik, double_keccak -> sha3."""
    return _ALGORITHM_OF.get(stub) or stub.removeprefix("updateBytes").split("_")[0].lower()


def table_symbol(stub: str, name: str) -> str:
    """The C++ name of a stub's constant table `name`: `_<algorithm>_<name>`, or `_<name>` when the
    name already starts with the algorithm (as HotSpot's `_sha256_round_consts`)."""
    algo = algorithm(stub)
    return f"_{name}" if name == algo or name.startswith(algo + "_") else f"_{algo}_{name}"
