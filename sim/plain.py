"""The layout and judge of a plain C function that brings its own reference (dsl/plainfn.py).

    @function("uint64_t sum64(const uint64_t *p, size_t n)", reference=total, inputs=words)

`inputs(size, rnd)` gives the arguments of one test case of about `size` bytes (rnd a
random.Random); `reference(*args)` what the function must do with them. Each pointer argument is a
buffer of its own between guard pages, laid out twice per size: ending exactly at the trailing guard
page (one byte read or written past it faults) and starting a few elements after the leading one
(reading before it faults). Integers travel as the RISC-V C ABI passes them: widened by their type's
sign to 32 bits, then sign-extended to 64 -- a uint32_t too. The judge wants the return value so
widened (the ABI returns values as it passes them), every writable buffer as the reference left its
bytearray, every `const` buffer untouched, and no byte written beside any buffer.

Mistakes in the user's two functions (wrong arity or types, an exception) are KernelErrors naming the
function's file and line; the reference is called when the inputs are made, before any QEMU run.
"""
from __future__ import annotations

import random
import re
import traceback
from dataclasses import dataclass

from stubforge.dsl.ir import KernelError, Src

from .layouts import StubSpec
from .protocol import MASK64, PLACE_END, PLACE_START, Arg, Buffer, Case, Result

# bits, signed -- RISC-V LP64: char is unsigned, int 32 bits, long and the pointer-sized types 64
C_INTS = {"char": (8, False), "signed char": (8, True), "unsigned char": (8, False),
          "int8_t": (8, True), "uint8_t": (8, False), "int16_t": (16, True), "uint16_t": (16, False),
          "short": (16, True), "unsigned short": (16, False),
          "int": (32, True), "signed": (32, True), "unsigned": (32, False), "unsigned int": (32, False),
          "int32_t": (32, True), "uint32_t": (32, False),
          "long": (64, True), "unsigned long": (64, False), "long long": (64, True),
          "unsigned long long": (64, False), "int64_t": (64, True), "uint64_t": (64, False),
          "size_t": (64, False), "ssize_t": (64, True), "uintptr_t": (64, False), "intptr_t": (64, True)}
QUICK_SIZES = (*range(0, 129), 255, 256, 257, 1000, 4099)


def int_type(ctype: str) -> tuple[int, bool]:
    """(bits, signed) of an integer C type as RV64 Linux has it."""
    base = " ".join(w for w in ctype.replace("*", " ").split() if w != "const")
    if base not in C_INTS:
        raise KernelError(f"{ctype!r}: not an integer type stubforge knows ({', '.join(sorted(C_INTS))})")
    return C_INTS[base]


def element_size(ctype: str) -> int:
    """Bytes per element a pointer of this type points at (1 for void *)."""
    base = ctype.replace("*", " ").replace("const", " ").split()
    return 1 if base == ["void"] else int_type(" ".join(base))[0] // 8


def abi_register(value: int, ctype: str) -> int:
    """`value` in a 64-bit register as the RISC-V C ABI passes (and returns) an integer of `ctype`."""
    bits, signed = int_type(ctype)
    v = value & ((1 << bits) - 1)
    if signed and v >> (bits - 1):
        v -= 1 << bits                        # the type's own sign, up to 32 bits (and beyond)
    if bits == 32 and v >= 1 << 31:
        v -= 1 << 32                          # a uint32_t is sign-extended to 64 bits too
    return v & MASK64


def fits(value: int, ctype: str) -> bool:
    bits, signed = int_type(ctype)
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1)) if signed else 0 <= value < 1 << bits


def where(fn) -> Src | None:
    code = getattr(fn, "__code__", None)
    return Src(code.co_filename, code.co_firstlineno, code.co_name) if code else None


def _raised(fn, e: Exception) -> KernelError:
    """An exception in the user's function as one line at the line that raised it."""
    code = getattr(fn, "__code__", None)
    frames = [f for f in traceback.extract_tb(e.__traceback__) if code and f.filename == code.co_filename]
    src = Src(frames[-1].filename, frames[-1].lineno, frames[-1].name) if frames else where(fn)
    return KernelError(f"{getattr(fn, '__name__', 'it')} raised {type(e).__name__}: {e}", src)


@dataclass(frozen=True)
class PlainInput:
    """One call: the arguments as the user's generator gave them, where the buffers go, and what the
    reference made of them (its return value, each pointer's buffer after the call)."""
    size: int
    args: tuple
    place: int
    misalign: int
    want_return: int | None
    want_buffers: tuple
    names: tuple

    def describe(self) -> str:
        shown = ", ".join(f"{n}={len(a)} bytes" if isinstance(a, bytes) else f"{n}={a}"
                          for n, a in zip(self.names, self.args))
        place = "buffers end at a guard page" if self.place == PLACE_END else \
            f"buffers start {self.misalign} bytes after a guard page"
        return f"size={self.size} ({shown}; {place})"


class PlainSpec(StubSpec):
    """The generic layout of a plain function from its C signature and the user's two functions."""

    def __init__(self, pd):
        self.pd = pd
        self.stub = pd.stub
        self.sig = pd.signature
        self.returns = None if self.sig.returns == "void" else self.sig.returns
        if self.returns is not None and "*" in self.returns:
            raise KernelError(f"{self.stub} returns a pointer, which no Python reference can predict (an address "
                              "in the harness): return an integer, e.g. an offset", where(pd.func))

    # ---- making inputs ----------------------------------------------------------------------------
    def _arguments(self, size: int, rnd: random.Random) -> tuple:
        """The generator's answer for `size`, checked against the signature."""
        gen, sig = self.pd.inputs, self.sig
        try:
            got = gen(size, rnd)
        except Exception as e:       # noqa: BLE001 -- the user's code: one line naming its line
            raise _raised(gen, e) from None
        names = ", ".join(sig.arg_names)
        call = f"{gen.__name__}(size={size})"
        if not isinstance(got, (tuple, list)):
            raise KernelError(f"{call} returned {type(got).__name__}; {sig.name} wants a tuple of its "
                              f"{len(sig.params)} argument(s) ({names})", where(gen))
        if len(got) != len(sig.params):
            raise KernelError(f"{call} returned {len(got)} value(s); {sig.name} takes {len(sig.params)} "
                              f"({names})", where(gen))
        out = []
        for (ctype, name), v in zip(sig.params, got):
            if "*" in ctype:
                if not isinstance(v, (bytes, bytearray, memoryview)):
                    raise KernelError(f"{call}: {name} is `{ctype}`, so give the bytes it points at, not "
                                      f"{type(v).__name__}", where(gen))
                v, unit = bytes(v), element_size(ctype)
                if len(v) % unit:
                    raise KernelError(f"{call}: {name} is `{ctype}`: {len(v)} bytes is not a whole number of "
                                      f"{unit}-byte elements", where(gen))
            elif isinstance(v, bool) or not isinstance(v, int):
                raise KernelError(f"{call}: {name} is `{ctype}`, so give an int, not {type(v).__name__}",
                                  where(gen))
            elif not fits(v, ctype):
                raise KernelError(f"{call}: {name} = {v} does not fit `{ctype}`", where(gen))
            out.append(v)
        return tuple(out)

    def _expected(self, args: tuple) -> tuple[int | None, tuple]:
        """Run the reference: `const` buffers as bytes, the others as bytearrays it may write."""
        ref, sig = self.pd.reference, self.sig
        given = [bytearray(a) if isinstance(a, bytes) and "const" not in ctype else a
                 for (ctype, _), a in zip(sig.params, args)]
        try:
            ret = ref(*given)
        except Exception as e:       # noqa: BLE001 -- the user's code: one line naming its line
            raise _raised(ref, e) from None
        if self.returns is None and ret is not None:
            raise KernelError(f"{ref.__name__} returned {type(ret).__name__}, but {sig.name} returns void "
                              "(return None)", where(ref))
        if self.returns is not None and (isinstance(ret, bool) or not isinstance(ret, int)):
            raise KernelError(f"{ref.__name__} returned {type(ret).__name__}; {sig.name} returns "
                              f"`{self.returns}`: give an int", where(ref))
        bufs = []
        for (ctype, name), a, g in zip(sig.params, args, given):
            if isinstance(a, bytes):
                if len(g) != len(a):
                    raise KernelError(f"{ref.__name__} changed the length of {name} ({len(a)} -> {len(g)} "
                                      "bytes); write it in place", where(ref))
                bufs.append(bytes(g))
        want = None if self.returns is None else abi_register(ret, self.returns)
        return want, tuple(bufs)

    def _input(self, size: int, seed: int, place: int, misalign: int) -> PlainInput:
        args = self._arguments(size, random.Random(seed * 1_000_003 + size * 2 + place))
        want, bufs = self._expected(args)
        return PlainInput(size, args, place, misalign, want, bufs, self.sig.arg_names)

    def _misalign(self, i: int) -> int:
        """A start i elements into the page (in the widest element any pointer points at), cycling."""
        unit = max([element_size(t) for t, _ in self.sig.params if "*" in t] or [1])
        return (i % 8) * unit

    def inputs(self, sizes: list[int], seed: int = 1) -> list[PlainInput]:
        out = []
        for i, n in enumerate(sizes):
            out.append(self._input(n, seed, PLACE_END, 0))
            out.append(self._input(n, seed, PLACE_START, self._misalign(i)))
        return out

    def quick_inputs(self, seed: int = 3) -> list[PlainInput]:
        return self.inputs(list(QUICK_SIZES), seed)

    def bench_input(self, size: int) -> PlainInput:
        return self._input(size, 0, PLACE_START, 0)     # page-aligned: the same start for every size

    # ---- the call and the judge --------------------------------------------------------------------
    def case(self, inp: PlainInput) -> Case:
        bufs, args = [], []
        for (ctype, _), a in zip(self.sig.params, inp.args):
            if isinstance(a, bytes):
                args.append(Arg.buf(len(bufs)))
                bufs.append(Buffer(a, inp.misalign if inp.place == PLACE_START else 0, inp.place))
            else:
                args.append(Arg.imm(abi_register(a, ctype)))
        return Case(bufs, args)

    def judge(self, inp: PlainInput, res: Result) -> str | None:
        pointers = [(ctype, name, a) for (ctype, name), a in zip(self.sig.params, inp.args) if isinstance(a, bytes)]
        if res.status:
            problems = res.problems()
            for i, (_, name, _) in enumerate(pointers):      # the harness counts buffers; say the argument
                problems = [p.replace(f"buffer {i} ", f"{name}'s buffer ") for p in problems]
            return "; ".join(problems)
        if self.returns is not None and res.a0 != inp.want_return:
            return self._wrong_return(res.a0, inp.want_return)
        for i, ((ctype, name, before), want) in enumerate(zip(pointers, inp.want_buffers)):
            got = res.buffers_after[i][:len(before)]
            if got != want:
                at = next(j for j in range(len(want)) if got[j] != want[j])
                unit = element_size(ctype)
                what = "was modified (it is const)" if "const" in ctype else "differs from the reference's"
                return (f"{name} {what} from byte {at} (element {at // unit}): "
                        f"{got[at:at + 8].hex()} != {want[at:at + 8].hex()}")
        return None

    def about_fault(self, text: str, inp: PlainInput) -> str:
        """A fault's report in the signature's words: `p` for the harness's `buffer 0`, and the case."""
        names = [name for (ctype, name), a in zip(self.sig.params, inp.args) if isinstance(a, bytes)]
        text = re.sub(r"\bbuffer (\d+)\b", lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names)
                      else m.group(0), text)
        return f"{text} [{inp.describe()}]"

    def _wrong_return(self, got: int, want: int) -> str:
        line = f"returned {got:#018x}, the reference says {want:#018x}"
        bits, _ = int_type(self.returns)
        low = (1 << bits) - 1
        if bits < 64 and got & low == want & low:
            line += (f": the low {bits} bits are right, but a `{self.returns}` comes back widened to 64 bits "
                     "(RISC-V C ABI: by its sign to 32 bits, then sign-extended)")
        return line


def plain_spec(stub: str) -> PlainSpec | None:
    """The generic spec of a plain function with a reference (None: no plain function of that name);
    a plain function without one is a KernelError saying what to add."""
    from stubforge.dsl import plainfn
    pd = plainfn.PLAIN.get(stub)
    if pd is None:
        return None
    if pd.reference is None:
        raise KernelError(f"{stub} has no reference to be simulated against: give its @function "
                          "reference= (a Python function of the same arguments) and inputs= (size, rnd -> "
                          "the arguments)", where(pd.func))
    return PlainSpec(pd)

