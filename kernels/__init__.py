"""Kernel families: one module each, registered with @kernel when imported.

Discovery lives here, not in the language: `load_all()` imports every module of this package (a
broken one is reported with its file and line, the others stay usable) and gives each registered
kernel the defaults `stubforge tune --save` chose (tuned.json, per stub and variant).
"""
from __future__ import annotations

import importlib
import json
import os
import pkgutil
import sys
from pathlib import Path

from stubforge.dsl.ir import KernelError
from stubforge.dsl.kernel import REGISTRY, KernelDef
from stubforge.files import atomic_write, locked, read_json, shape_error

# Defaults chosen by `stubforge tune --save`, per stub and variant; they override the kernel's own.
TUNED_FILE = Path(__file__).resolve().parent / "tuned.json"
BY_MODEL = "by_model"       # tuned.json's key of the per-model winners (not a stub name)


TUNED_WHAT = "stubforge's tuned defaults ({stub: {variant: {parameter: value}}, \"by_model\": ...})"


def _read_tuned() -> dict:
    """tuned.json, checked: a damaged one (a merge conflict left in it) is DamagedFile, one line."""
    if not TUNED_FILE.exists():
        return {}
    data = read_json(TUNED_FILE, TUNED_WHAT)
    try:
        _objects(data, "the top level", depth=3)
    except TypeError as e:
        raise shape_error(TUNED_FILE, TUNED_WHAT, e) from None
    return data


def _objects(x, where: str, depth: int) -> None:
    """`x` is an object whose values are objects, `depth` levels down (by_model's too: stub, variant,
    then the model's record)."""
    if not isinstance(x, dict):
        raise TypeError(f"{where} is {type(x).__name__}, not an object")
    for k, v in x.items() if depth > 1 else ():
        _objects(v, k if where == "the top level" else f"{where}.{k}", depth - 1)


def save_tuned(stub: str, variant: str, values: dict, by_model: dict | None = None) -> None:
    """Make `values` the default of stub[variant]. `by_model` (bench/tune.records): each core model's
    winner with its figure, kept under the top-level "by_model" key; `data[stub][variant]` stays the
    plain parameter dict every reader (resolve: emit, generate, patch) takes."""
    with locked(TUNED_FILE):        # another saver's entries, read after its write, are kept
        data = _read_tuned()
        data.setdefault(stub, {})[variant] = values
        if by_model is not None:
            data.setdefault(BY_MODEL, {}).setdefault(stub, {})[variant] = by_model
        atomic_write(TUNED_FILE, json.dumps(data, indent=2, sort_keys=True) + "\n")
    if stub in REGISTRY:
        REGISTRY[stub].tuned = data[stub]


LOAD_ERRORS: dict[str, str] = {}       # kernels/ module -> why it could not be imported (file:line)


def _import_error(name: str, e: BaseException) -> str:
    if isinstance(e, SyntaxError):
        return f"{e.filename}:{e.lineno}: {type(e).__name__}: {e.msg}"
    if isinstance(e, KernelError):
        return str(e)
    import traceback
    frames = [f for f in traceback.extract_tb(e.__traceback__) if f"{os.sep}kernels{os.sep}" in f.filename]
    where = f"{frames[-1].filename}:{frames[-1].lineno}: " if frames else f"kernels/{name}.py: "
    return f"{where}{type(e).__name__}: {e}"


def load_all() -> dict[str, KernelDef]:
    """Every kernel module imported once; a module that fails is recorded in LOAD_ERRORS (file and
    line) and the others stay usable. Registered kernels get their tuned defaults."""
    for m in pkgutil.iter_modules(__path__):
        name = f"{__name__}.{m.name}"
        if name in sys.modules or m.name in LOAD_ERRORS:
            continue
        try:
            importlib.import_module(name)
        except Exception as e:             # noqa: BLE001 -- any error in a kernel file is reported, not raised
            sys.modules.pop(name, None)
            LOAD_ERRORS[m.name] = _import_error(m.name, e)
    tuned = _read_tuned()
    for stub, kd in REGISTRY.items():
        kd.tuned = tuned.get(stub, {})
    return REGISTRY


def get(name: str, others=()) -> KernelDef:
    """The kernel of that stub or short name; `others`: more names a mistyped one may have meant."""
    reg = load_all()
    if name in reg:
        return reg[name]
    low = {k.lower(): k for k in reg}
    for cand in (name.lower(), "updatebytes" + name.lower()):
        if cand in low:
            return reg[low[cand]]
    if os.path.isfile(f"{name}.py"):            # the newcomer's own file, named without .py
        raise KernelError(f"unknown kernel {name!r}; for the kernels of ./{name}.py, name the file: {name}.py")
    broken = "".join(f"; kernels/{m}.py could not be loaded ({why})" for m, why in LOAD_ERRORS.items())
    raise KernelError(f"unknown kernel {name!r}{did_you_mean(name, [*reg, *others])}; `stubforge list` shows "
                      f"all {len(reg) + len(others)}{broken}")


def short_name(stub: str) -> str:
    """The name a person types: updateBytesCRC32C -> crc32c; other stubs by their own name."""
    return stub[len("updateBytes"):].lower() if stub.startswith("updateBytes") else stub


def did_you_mean(name: str, names) -> str:
    """'; did you mean X?' for the closest of `names` (or their short names), or ''."""
    import difflib
    shown = {}
    for n in names:
        shown.setdefault(n.lower(), n)
        shown.setdefault(short_name(n).lower(), short_name(n) + (f" ({n})" if short_name(n) != n else ""))
    close = difflib.get_close_matches(name.lower(), list(shown), n=3, cutoff=0.6)
    return f" (did you mean {' or '.join(dict.fromkeys(shown[c] for c in close))}?)" if close else ""


def load_file(path: str) -> list[KernelDef]:
    """The kernels and plain functions a Python file outside the checkout registers, in the file's
    order: `stubforge sim work/sum64.py`. The file is imported as a module of its own (its
    `if __name__ == "__main__":` part does not run), its directory first on sys.path while it loads
    (as `python FILE` has it); importing it again (an edited file) replaces what it registered.
    An error in it is one KernelError line naming the file and line."""
    import importlib.util
    import zlib
    from stubforge.dsl import plainfn
    load_all()                      # first the checkout's own, so a clash of names is reported
    full = os.path.abspath(path)
    if not os.path.isfile(full):
        raise KernelError(f"{path}: no such kernel file")
    stem = "".join(c if c.isalnum() else "_" for c in Path(full).stem)
    name = f"stubforge_kernel_file_{stem}_{zlib.crc32(full.encode()):08x}"
    spec = importlib.util.spec_from_file_location(name, full)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, os.path.dirname(full))
    try:
        spec.loader.exec_module(module)
    except Exception as e:             # noqa: BLE001 -- any error in the user's file is one line
        sys.modules.pop(name, None)
        raise KernelError(_file_error(full, e)) from None
    finally:
        sys.path.remove(os.path.dirname(full))
    mine = [d for d in [*REGISTRY.values(), *plainfn.PLAIN.values()]
            if os.path.abspath(getattr(d.func, "__code__", None) and d.func.__code__.co_filename or "") == full]
    if not mine:
        raise KernelError(f"{path} registers no kernel: decorate a kernel function with "
                          "@function(\"<C prototype>\", ...) (stubforge.dsl.plainfn) or @kernel")
    return sorted(mine, key=lambda d: d.func.__code__.co_firstlineno)


def _file_error(full: str, e: BaseException) -> str:
    """An exception while importing a kernel file, at the file's line that raised it."""
    from stubforge.dsl.ir import Src
    if isinstance(e, SyntaxError):
        return f"{Src(e.filename or full, e.lineno or 0)}: {type(e).__name__}: {e.msg}"
    if isinstance(e, KernelError) and e.src is not None:
        return str(e)
    import traceback
    frames = [f for f in traceback.extract_tb(e.__traceback__) if os.path.abspath(f.filename) == full]
    where = str(Src(full, frames[-1].lineno)) if frames else str(Src(full, 0))[:-2]
    what = str(e) if isinstance(e, KernelError) else f"{type(e).__name__}: {e}"
    return f"{where}: {what}"
