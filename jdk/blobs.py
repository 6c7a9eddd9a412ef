"""Whether a stub blob needs more space for the stubs a patch adds, from measured blob use.

A stub blob's size is one line (`do_arch_blob(compiler, 45000)` in stubDeclarations_riscv.hpp), so a
series whose every commit grew it would conflict there: no commit would apply alone. Where the
release's blob use has been measured (bench/hotspot/blobs.json: `-Xlog:stubs` under QEMU, the
pristine runtime and the whole series, over four CPUs), a set of stubs needs no growth when one of
two bounds keeps the 200 bytes a debug build asserts free:

- pristine: the pristine runtime's largest use plus the whole of every added stub (on a CPU a stub
  of ours is generated instead of HotSpot's own, never beside it, so this never underestimates);
- series: the measured series' largest use, when the set is the measured series less stubs that are
  new (no HotSpot code comes back for them), plus whatever any stub has grown since it was measured.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

RECORD = Path(__file__).resolve().parent.parent / "bench" / "hotspot" / "blobs.json"
DEBUG_FREE = 200            # stubRoutines.cpp: assert(buffer.insts_remaining() > 200, "increase ...")


def load(path=None) -> dict:
    """bench/hotspot/blobs.json, checked: a damaged one is DamagedFile (one line naming the file)."""
    from stubforge.files import read_json, shape_error
    path = Path(path) if path else RECORD
    if not path.is_file():
        return {}
    what = "the measured stub blob use (-Xlog:stubs under QEMU; see its 'about')"
    record = read_json(path, what)
    try:
        for release, blobs in record.items():
            if release in ("about", "date"):
                continue
            for blob, m in blobs.items():
                int(m["declared"]) + int(m["capacity"])
                for key in ("pristine_used", "series_used", "series_sizes"):
                    if not m[key] or not all(isinstance(v, int) for v in m[key].values()):
                        raise ValueError(f"{release} {blob}: {key} is not a table of byte counts")
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise shape_error(path, what, e) from None
    return record


@functools.lru_cache(maxsize=1)
def _record() -> dict:
    return load()


def measured(release: str, blob: str) -> dict | None:
    return _record().get(release, {}).get(blob)


@dataclass
class Fit:
    fits: bool
    why: str            # one sentence with the figures, for the PR text or the warning


def fit(release: str, blob: str, sizes: dict[str, int], new: set[str]) -> Fit | None:
    """Does `blob` hold the stubs `sizes` (our stubs in the tree: name -> largest variant's bytes)
    without growing? None where the release's blob use was never measured. `new`: the stubs (of
    these or of the measured series) HotSpot has no code of its own for."""
    m = measured(release, blob)
    if m is None:
        return None
    cap = m["capacity"] - DEBUG_FREE
    worst = max(m["pristine_used"].values())
    pristine = worst + sum(sizes.values())
    if pristine <= cap:
        return Fit(True, f"the {blob} blob needs no more space: {worst} bytes used by the release's own stubs "
                         f"at most (measured) plus {sum(sizes.values())} for these, within its {m['capacity']}")
    rec = m["series_sizes"]
    if set(sizes) <= set(rec) and set(rec) - set(sizes) <= new:
        grown = sum(max(0, n - rec[s]) for s, n in sizes.items())
        used = max(m["series_used"].values()) + grown
        if used <= cap:
            return Fit(True, f"the {blob} blob needs no more space: the whole series was measured using {used - grown}"
                             f" of its {m['capacity']} bytes at most" + (f" (+{grown} grown since)" if grown else "")
                             + ", and these stubs are that series less stubs new to HotSpot")
    return Fit(False, f"the {blob} blob may not hold these stubs: {worst} bytes measured for the release's own "
                      f"plus {sum(sizes.values())} exceeds its {m['capacity']} less {DEBUG_FREE}")

