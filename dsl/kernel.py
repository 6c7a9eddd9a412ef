"""Kernel declarations: the @kernel decorator, parameters, variants and the registry."""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace

from . import checks
from .builder import Builder
from .contracts import CONTRACTS, contract as contract_of
from .ir import KernelError, Program
from .isa import closure


@dataclass(frozen=True)
class Param:
    default: object
    choices: tuple | None = None
    help: str = ""
    variants: tuple | None = None      # the variants it applies to (None: all); others ignore it

    def applies_to(self, variant: str) -> bool:
        return self.variants is None or variant in self.variants

    def parse(self, name: str, text: str):
        kind = type(self.default)
        try:
            if kind is bool:
                if text.lower() not in ("0", "1", "true", "false", "yes", "no", "on", "off"):
                    raise ValueError
                v = text.lower() in ("1", "true", "yes", "on")
            else:
                v = kind(text)
        except ValueError:
            raise KernelError(f"parameter {name}={text!r}: expected {kind.__name__}") from None
        return v


@dataclass(frozen=True)
class Variant:
    name: str
    extensions: frozenset
    help: str = ""


@dataclass
class KernelDef:
    stub: str
    func: object
    extensions: frozenset
    params: dict
    variants: dict
    default_variant: str
    fixed: dict = field(default_factory=dict)   # keyword arguments bound at registration
    doc: str = ""
    tuned: dict = field(default_factory=dict)   # variant -> defaults chosen by measurement (kernels/tuned.json)

    @property
    def contract(self):
        return contract_of(self.stub)

    def resolve(self, variant: str | None, overrides: dict | None = None) -> tuple[Variant, dict]:
        vname = variant or self.default_variant
        if vname not in self.variants:
            raise KernelError(f"{self.stub} has no variant {vname!r}; variants: {', '.join(self.variants)}")
        values = {n: p.default for n, p in self.params.items()}
        values.update({n: v for n, v in self.tuned.get(vname, {}).items() if n in self.params})
        for n, v in (overrides or {}).items():
            if n not in self.params:
                raise KernelError(f"{self.stub} has no parameter {n!r}; parameters: {', '.join(self.params) or 'none'}")
            p = self.params[n]
            if isinstance(v, str):
                v = p.parse(n, v)
            values[n] = v
        return self.variants[vname], values

    def build(self, variant: str | None = None, params: dict | None = None, strict: bool = True) -> Program:
        """Run the kernel function and the checks. strict=False lets values outside `choices` through
        (tuning sweeps ask for them; the checks still decide whether they build)."""
        var, values = self.resolve(variant, params)
        for n in params or ():
            p = self.params[n]
            if not p.applies_to(var.name):      # it would be ignored: the program would not be what was asked
                raise KernelError(f"{self.stub}[{var.name}]: parameter {n} applies to the "
                                  f"{', '.join(p.variants)} variant{'s' if len(p.variants) > 1 else ''} only")
        if strict:
            for n, v in values.items():
                ch = self.params[n].choices
                if ch is not None and v not in ch:
                    raise KernelError(f"{self.stub}: {n}={v} is not an allowed value ({', '.join(map(str, ch))})")
        exts = frozenset(closure(self.extensions | var.extensions))
        # A parameter that does not apply to this variant is still passed to the kernel function
        # (which ignores it) but is not part of the program: its outputs and reports do not show it.
        shown = {n: v for n, v in values.items() if self.params[n].applies_to(var.name)}
        prog = Program(self.stub, var.name, shown, exts, ())
        prog.doc = self.doc
        code = getattr(self.func, "__code__", None)
        if code is not None:
            # the kernel's folder and file (kernels/aes.py), whatever name the package is imported under
            prog.origin = "/".join(code.co_filename.replace(os.sep, "/").split("/")[-2:]) + f":{self.func.__name__}"
        b = Builder(prog, self.contract.args)
        b.variant = var.name
        try:
            self.func(b, **self.fixed, **values)
        except KernelError:
            raise
        except Exception as e:       # a bug in the kernel's Python: name its line, not a traceback
            raise KernelError(f"the kernel raised {type(e).__name__}: {e}", _kernel_frame(e), prog.title) from e
        checks.verify(prog)
        return prog


def _kernel_frame(exc: BaseException):
    """The innermost traceback frame outside dsl/ (the kernel line that failed)."""
    import os
    import traceback
    from .ir import Src
    dsl_dir = os.path.dirname(os.path.abspath(__file__))
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if not os.path.abspath(f.filename).startswith(dsl_dir + os.sep)]
    return Src(frames[-1].filename, frames[-1].lineno, frames[-1].name) if frames else None


REGISTRY: dict[str, KernelDef] = {}


def rebuild(prog: Program, name: str, value) -> Program:
    """The program's kernel built again with its keyword `name` (bound at registration, or a
    parameter) set to `value`: the other arm of a `k.when(name, value)` part, for the C++ of a helper
    that takes `name` as an argument (emitters/hotspot_merge.py)."""
    kd = REGISTRY.get(prog.name)
    if kd is None or prog.origin and not prog.origin.endswith(f":{kd.func.__name__}"):
        raise KernelError(f"{prog.title}: k.when({name!r}, ...) needs the registered kernel to build the other arm")
    if name in kd.fixed:
        return replace(kd, fixed={**kd.fixed, name: value}).build(prog.variant, dict(prog.params))
    if name in kd.params:
        return kd.build(prog.variant, {**prog.params, name: value})
    raise KernelError(f"{prog.title}: k.when({name!r}, value) tests a generator parameter, so {name} must be a "
                      "keyword the kernel is registered with or one of its parameters")



def _where(func) -> str:
    code = func.__code__
    return f"{code.co_filename}:{code.co_firstlineno}"


def kernel(stub: str, extensions=(), params=None, variants=None, default_variant=None, override=False,
           doc: str | None = None, **fixed):
    """Register a kernel function as the implementation of a HotSpot stub.

    variants: {name: extensions} or a list of Variant; each variant adds extensions to the base set.
    override: replace a kernel another module registered for the same stub (otherwise an error).
    doc: this stub's description (the C++ generator's comment) where the function's docstring serves
    several stubs (a single-block stub's comment need not speak of the multi-block one).
    fixed: keyword arguments passed to the function for this stub (one function can serve two stubs).
    """
    def deco(func):
        kd = define(stub, func, extensions, params, variants, default_variant, doc=doc, **fixed)
        old = REGISTRY.get(stub)
        if old is not None and not override and _where(old.func) != _where(func):
            raise KernelError(f"two kernels for {stub}: {_where(old.func)} ({old.func.__name__}) and "
                              f"{_where(func)} ({func.__name__}); remove one, or pass override=True to the "
                              "one that should win")
        REGISTRY[stub] = kd
        return func
    return deco


def define(stub: str, func, extensions=(), params=None, variants=None, default_variant=None,
           doc: str | None = None, **fixed) -> KernelDef:
    """A KernelDef without registering it (tests and experiments build kernels this way)."""
    if stub not in CONTRACTS:
        raise KernelError(f"unknown stub {stub!r}: declare its contract in stubs/<family>.py")
    vs = {}
    if variants is None:
        vs["default"] = Variant("default", frozenset())
    else:
        for n, spec in variants.items():
            if isinstance(spec, Variant):
                vs[n] = spec
            else:
                exts, help_ = (spec if isinstance(spec, tuple) else (spec, ""))
                vs[n] = Variant(n, frozenset(exts), help_)
    return KernelDef(stub, func, frozenset(extensions), dict(params or {}), vs,
                     default_variant or next(iter(vs)), dict(fixed), (doc or func.__doc__ or "").strip())


