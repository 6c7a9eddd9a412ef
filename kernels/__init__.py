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


def get(name: str) -> KernelDef:
    reg = load_all()
    if name in reg:
        return reg[name]
    low = {k.lower(): k for k in reg}
    for cand in (name.lower(), "updatebytes" + name.lower()):
        if cand in low:
            return reg[low[cand]]
    broken = "".join(f"; kernels/{m}.py could not be loaded ({why})" for m, why in LOAD_ERRORS.items())
    raise KernelError(f"unknown kernel {name!r}; known kernels: {', '.join(sorted(reg))}{broken}")
