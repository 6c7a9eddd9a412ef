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


_PRECEDENCE = {"<<": 0, ">>": 0, "+": 1, "-": 1, "*": 2, "%": 2}


def _operand(v, sym: str, right: bool) -> str:
    """An operand of `sym` as C++, parenthesised only where C++'s precedence needs it: a product
    inside a sum stays bare (`5 * y + 1`), a sum inside a product or on the right of a minus not;
    a compound operand of a shift, or a shift inside anything, is always parenthesised (as
    -Wparentheses asks)."""
    op = getattr(v, "op", None)
    if op is None:
        return cexpr(v, True)
    if op in ("<<", ">>") or sym in ("<<", ">>"):
        return f"({v.expr})"
    if _PRECEDENCE[op] > _PRECEDENCE[sym] or (_PRECEDENCE[op] == _PRECEDENCE[sym] and not right):
        return v.expr
    return f"({v.expr})"


class SymInt(int):
    """An int with a C++ expression; + - * % << >> keep the expression, anything else gives a plain int."""

    def __new__(cls, value: int, expr: str):
        obj = int.__new__(cls, value)
        obj.expr = expr
        return obj

    def _op(self, other, fn, sym, rev=False):
        if not isinstance(other, int) or isinstance(other, bool):
            return NotImplemented
        value = fn(int(other), int(self)) if rev else fn(int(self), int(other))
        if not isinstance(other, SymInt) and other == 0 and sym in ("<<", ">>") and not rev:
            return self
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

    def __mod__(self, o):
        """x % n as C++'s %, which truncates where Python's floors: both agree only on a value >= 0
        and n > 0, so anything else is refused (write (x + 4) % 5, not (x - 1) % 5)."""
        if not isinstance(o, int) or isinstance(o, bool):
            return NotImplemented
        if int(self) < 0 or int(o) <= 0:
            raise ValueError(f"{cexpr(self, True)} % {int(o)}: C++'s % differs from Python's for "
                             f"{int(self)} % {int(o)}; keep both operands non-negative")
        return self._op(o, int.__mod__, "%")

    def __lshift__(self, o):
        return self._op(o, int.__lshift__, "<<")

    def __rlshift__(self, o):
        return self._op(o, int.__lshift__, "<<", rev=True)

    def __rshift__(self, o):
        return self._op(o, int.__rshift__, ">>")

    def __rrshift__(self, o):
        return self._op(o, int.__rshift__, ">>", rev=True)

    def __neg__(self):
        return SymInt(-int(self), f"-{cexpr(self, True)}")

    # A comparison is a Cond: true or false in Python as for ints, and the C++ can test it with
    # `if` (k.if_) where it depends on a helper's parameter.
    def _cmp(self, other, fn, sym):
        if not isinstance(other, int) or isinstance(other, bool):
            return NotImplemented
        return Cond(fn(int(self), int(other)), f"{cexpr(self, True)} {sym} {cexpr(other, True)}")

    def __lt__(self, o):
        return self._cmp(o, int.__lt__, "<")

    def __le__(self, o):
        return self._cmp(o, int.__le__, "<=")

    def __gt__(self, o):
        return self._cmp(o, int.__gt__, ">")

    def __ge__(self, o):
        return self._cmp(o, int.__ge__, ">=")

    def __getnewargs__(self):  # pickling (programs cross process boundaries in parallel runs)
        return int(self), self.expr

    __str__ = int.__repr__     # numbers stay numbers for the encoder and the .S
    __repr__ = int.__repr__


class Cond:
    """A truth value with a C++ expression: a helper's bool parameter (spelled by its name) or a
    comparison of a SymInt. Python reads it as the bool it is; k.if_ prints it as `if (expr)`."""

    def __init__(self, value: bool, expr: str):
        self.value, self.expr = bool(value), expr

    def __bool__(self):
        return self.value

    def __invert__(self):
        return Cond(not self.value, f"!{self.expr}" if _ATOM.match(self.expr) else f"!({self.expr})")

    def __repr__(self):
        return f"Cond({self.value}, {self.expr!r})"


class RegArray(list):
    """Registers the C++ keeps as one array (`VectorRegister vkey[] = {...}`); an element taken
    with a SymInt index prints as `vkey[i]`. A scalar array's hole (None) prints as noreg."""

    def __init__(self, regs, name: str | None):
        self.name = name
        super().__init__(r.named(f"{name}[{n}]") if name and r is not None else r for n, r in enumerate(regs))

    base = None         # a tail slice's array, whose name the C++ declares
    expr = None         # a tail slice's C++ spelling: `rk + 11`

    def __getitem__(self, i):
        if isinstance(i, slice):
            part = RegArray(list.__getitem__(self, i), None)
            start = i.start or 0
            stop = len(self) if i.stop is None else i.stop
            if self.name and self.base is None and i.step in (None, 1) and isinstance(stop, int) \
                    and isinstance(start, int) and 0 <= start < stop <= len(self):
                # the run from `start` (to the end, or to `stop`: a helper reads only as many as it
                # is written for): a helper taking it reads `name + start` in the C++
                part.base, part.expr = self.name, f"{self.name} + {cexpr(start)}" if start else self.name
                part.start = start
            return part
        reg = list.__getitem__(self, i)
        return reg.named(f"{self.name}[{cexpr(i)}]") if self.name and reg is not None else reg

    def __iter__(self):
        return (self[n] for n in range(len(self)))


def helper(func=None, *, name: str | None = None, distinct_arrays: bool = False):
    """Make `func(k, *args)` a shared helper: the C++ gets one private StubGenerator function of
    that name, called from every stub that uses it; the .S gets its expansion at each call.
    Arguments: registers, RegArrays (or a named array's tail, `rk[11:]`, passed as `rk + 11`),
    ints, bools (a bool is a Cond the helper can test with k.if_) and constant tables (k.table; an
    `address` parameter, so that one helper serves stubs whose tables differ: CRC32's and CRC32C's).
    The parameters print by their names inside.
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
