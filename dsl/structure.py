"""Values that remember how the C++ should spell them: a helper's parameters, a loop index, a
named constant (SymInt), and a register array (RegArray). Instructions still get plain numbers;
the HotSpot printer reads the spelling, so one printed loop or helper stands for every expansion.
"""
from __future__ import annotations

import functools
import inspect
import re

_ATOM = re.compile(r"^[A-Za-z_][A-Za-z_0-9]*$|^-?\d+$")


def cexpr(v, paren: bool = False) -> str:
    """The C++ spelling of an int or SymInt; parenthesised when it is compound and `paren`."""
    e = v.expr if isinstance(v, SymInt) else str(int(v))
    return f"({e})" if paren and not _ATOM.match(e) else e


_PRECEDENCE = {"+": 1, "-": 1, "*": 2}


def _operand(v, sym: str, right: bool) -> str:
    """An operand of `sym` as C++, parenthesised only where C++'s precedence needs it: a product
    inside a sum stays bare (`5 * y + 1`), a sum inside a product or on the right of a minus not."""
    op = getattr(v, "op", None)
    if op is None:
        return cexpr(v, True)
    if _PRECEDENCE[op] > _PRECEDENCE[sym] or (_PRECEDENCE[op] == _PRECEDENCE[sym] and not right):
        return v.expr
    return f"({v.expr})"


class SymInt(int):
    """An int with a C++ expression; + - * keep the expression, anything else gives a plain int."""

    def __new__(cls, value: int, expr: str):
        obj = int.__new__(cls, value)
        obj.expr = expr
        return obj

    def _op(self, other, fn, sym, rev=False):
        if not isinstance(other, int) or isinstance(other, bool):
            return NotImplemented
        value = fn(int(other), int(self)) if rev else fn(int(self), int(other))
        if not isinstance(other, SymInt) and other == 0 and sym in "+-":
            return self if not rev or sym == "+" else SymInt(value, f"-{cexpr(self, True)}")
        left, right = (other, self) if rev else (self, other)
        out = SymInt(value, f"{_operand(left, sym, False)} {sym} {_operand(right, sym, True)}")
        out.op = sym
        return out

    def __add__(self, o):
        return self._op(o, int.__add__, "+")

    def __radd__(self, o):
        return self._op(o, int.__add__, "+", rev=True)

    def __sub__(self, o):
        return self._op(o, int.__sub__, "-")

    def __rsub__(self, o):
        return self._op(o, int.__sub__, "-", rev=True)

    def __mul__(self, o):
        return self._op(o, int.__mul__, "*")

    def __rmul__(self, o):
        return self._op(o, int.__mul__, "*", rev=True)

    def __neg__(self):
        return SymInt(-int(self), f"-{cexpr(self, True)}")

    def __getnewargs__(self):  # pickling (programs cross process boundaries in parallel runs)
        return int(self), self.expr

    __str__ = int.__repr__     # numbers stay numbers for the encoder and the .S
    __repr__ = int.__repr__


class RegArray(list):
    """Registers the C++ keeps as one array (`VectorRegister vkey[] = {...}`); an element taken
    with a SymInt index prints as `vkey[i]`. A scalar array's hole (None) prints as noreg."""

    def __init__(self, regs, name: str | None):
        self.name = name
        super().__init__(r.named(f"{name}[{n}]") if name and r is not None else r for n, r in enumerate(regs))

    def __getitem__(self, i):
        if isinstance(i, slice):
            return RegArray(list.__getitem__(self, i), None)
        reg = list.__getitem__(self, i)
        return reg.named(f"{self.name}[{cexpr(i)}]") if self.name and reg is not None else reg

    def __iter__(self):
        return (self[n] for n in range(len(self)))


def helper(func=None, *, name: str | None = None, distinct_arrays: bool = False):
    """Make `func(k, *args)` a shared helper: the C++ gets one private StubGenerator function of
    that name, called from every stub that uses it; the .S gets its expansion at each call.
    Arguments: registers, RegArrays, ints and constant tables (k.table; an `address` parameter, so
    that one helper serves stubs whose tables differ: CRC32's and CRC32C's). The parameters print
    by their names inside.
    distinct_arrays: its register arrays (all of one length) hold different registers at each
    index; the C++ asserts it per index (`assert_different_registers(x[i], y[i], ...)`)."""
    if func is None:
        return lambda f: helper(f, name=name, distinct_arrays=distinct_arrays)
    params = tuple(inspect.signature(func).parameters)[1:]
    if name:
        func.__name__ = name
    func.distinct_arrays = distinct_arrays

    @functools.wraps(func)
    def call(k, *args):
        return k.call_helper(func, params, args)

    call.helper_params = params
    return call


# The length of a Java int[] from the address of its first element, as HotSpot's stubs read it: the
# length field sits right before the elements in every object layout HotSpot has (with or without
# compressed class pointers or compact headers), hence -4.
INT_ARRAY_LENGTH = SymInt(-4, "arrayOopDesc::length_offset_in_bytes() - arrayOopDesc::base_offset_in_bytes(T_INT)")
