"""Plain functions: kernels called through a C signature instead of a HotSpot stub contract.

    @function("void magma_encrypt_ecb(const uint8_t *in, uint8_t *out, size_t nblocks, const uint32_t *rk)",
              extensions={"zbb"}, params={"interleave": Param(4, (1, 2, 4))})
    def magma(k, interleave): ...

A function written outside the checkout can be simulated, measured and tuned when its author gives
what it must do: `reference=` (a Python function of the same arguments: a pointer as the bytes it
points at, a bytearray when it is not const so the reference writes the expected output; an integer
as an int; it returns the expected return value, None for void) and `inputs=` (size, rnd -> the
argument tuple of one test case of about `size` bytes). sim/plain.py lays it out and judges it.

The arguments arrive in a0.. in the signature's order (the standard RISC-V C calling convention for
integer and pointer arguments, which is also HotSpot's for its stubs). Such a kernel is built by the
same builder and checks as a stub; the emitters give it its own symbol, a C header and a
MacroAssembler function (emitters/plain.py). They live in their own registry, so nothing that puts
stubs into OpenJDK ever sees them; `kernels.load_all()` imports the modules that register them.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from .contracts import Contract
from .ir import KernelError
from .kernel import KernelDef, Variant

_TYPE = r"(?:const\s+)?(?:unsigned\s+|signed\s+)?[A-Za-z_]\w*(?:\s+const)?(?:\s*\*+\s*(?:const\s*)?)*"
_PARAM_RE = re.compile(rf"^\s*({_TYPE})\s*([A-Za-z_]\w*)\s*(\[\s*\d*\s*\])?\s*$")
_SIG_RE = re.compile(rf"^\s*({_TYPE})\s*([A-Za-z_]\w*)\s*\((.*)\)\s*;?\s*$", re.S)
INTEGER_TYPES = frozenset({"void", "int", "long", "size_t", "ssize_t", "uintptr_t", "intptr_t", "unsigned",
                           "uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t", "int16_t", "int32_t",
                           "int64_t", "char"})
MAX_ARGS = 8          # a0..a7: more would go on the stack, which plain kernels do not read


@dataclass(frozen=True)
class CSignature:
    text: str
    returns: str
    name: str
    params: tuple       # ((ctype, name), ...)

    @property
    def arg_names(self) -> tuple:
        return tuple(n for _, n in self.params)


def parse_signature(text: str) -> CSignature:
    """A C prototype whose arguments are integers or pointers, each in one register."""
    m = _SIG_RE.match(text)
    if not m:
        raise KernelError(f"not a C function prototype: {text!r}")
    ret, name, inner = " ".join(m.group(1).split()), m.group(2), m.group(3).strip()
    params = []
    if inner and inner != "void":
        for part in inner.split(","):
            pm = _PARAM_RE.match(part)
            if not pm:
                raise KernelError(f"{name}: cannot read parameter {part.strip()!r} (want `type name`)")
            ctype = " ".join(pm.group(1).split()) + (" *" if pm.group(3) else "")
            params.append((ctype.replace(" *", "*").replace("*", " *").strip(), pm.group(2)))
    for ctype, pname in params + [(ret, "return value")]:
        base = ctype.replace("const", "").replace("unsigned", "").replace("signed", "").strip()
        if "*" not in base and base.split()[0] not in INTEGER_TYPES:
            raise KernelError(f"{name}: {pname} has type {ctype!r}; plain kernels take integers and pointers "
                              "(one register each), not floats or structs")
    if len(params) > MAX_ARGS:
        raise KernelError(f"{name}: {len(params)} parameters, but only a0..a7 are read ({MAX_ARGS} at most)")
    if len({n for _, n in params}) != len(params):
        raise KernelError(f"{name}: two parameters share a name")
    return CSignature(" ".join(text.split()).rstrip(";"), ret, name, tuple(params))


@dataclass
class PlainDef(KernelDef):
    signature: CSignature = None
    layout: str = ""              # the stubs/ module that lays out and judges it
    reference: object = None      # the author's Python of the same arguments (sim/plain.py)
    inputs: object = None         # (size, rnd) -> the arguments of one test case

    @property
    def outside(self) -> bool:
        """Written outside the checkout's kernels/ (a user's file): never part of generated/."""
        code = getattr(self.func, "__code__", None)
        return code is None or os.path.dirname(os.path.abspath(code.co_filename)) != _KERNELS_DIR

    @property
    def contract(self) -> Contract:
        sig = self.signature
        return Contract(sig.name, sig.arg_names, None if sig.returns == "void" else sig.returns, "", False, "",
                        sig.text)

    def build(self, variant=None, params=None, strict=True):
        prog = super().build(variant, params, strict)
        prog.signature = self.signature       # the emitters and the simulator key on it
        return prog


PLAIN: dict[str, PlainDef] = {}
_KERNELS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "kernels")


def _where(func) -> str:
    code = func.__code__
    return f"{code.co_filename}:{code.co_firstlineno}"


def function(signature: str, extensions=(), params=None, variants=None, default_variant=None,
             reference=None, inputs=None, **fixed):
    """Register a kernel function as the implementation of a plain C function; `reference` and
    `inputs` (both or neither) let `stubforge sim` prove it (sim/plain.py)."""
    sig = parse_signature(signature)
    if (reference is None) != (inputs is None):
        raise KernelError(f"{sig.name}: give both reference= and inputs= (or neither)")
    for what, fn in (("reference", reference), ("inputs", inputs)):
        if fn is not None and not callable(fn):
            raise KernelError(f"{sig.name}: {what}= must be a function, not {type(fn).__name__}")

    def deco(func):
        vs = {}
        for n, spec in (variants or {"default": ()}).items():
            exts, help_ = spec if isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[1], str) \
                else (spec, "")
            vs[n] = spec if isinstance(spec, Variant) else Variant(n, frozenset(exts), help_)
        old = PLAIN.get(sig.name)
        if old is not None and _where(old.func) != _where(func):     # the same file imported again replaces
            raise KernelError(f"two plain functions named {sig.name}: {_where(old.func)} and {_where(func)}")
        PLAIN[sig.name] = PlainDef(sig.name, func, frozenset(extensions), dict(params or {}), vs,
                                   default_variant or next(iter(vs)), dict(fixed),
                                   (func.__doc__ or "").strip(), signature=sig, reference=reference,
                                   inputs=inputs)
        return func
    return deco
