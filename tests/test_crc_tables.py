"""CRC32's and CRC32C's tables as the HotSpot C++ computes them (emitters/hotspot_tables.py).

The C++ declares the slicing tables, the lane tables and the folding keys without values and fills
them from the polynomial when the stub is generated. Here the emitted functions are compiled with
the host C++ compiler, run for every table every variant and parameter choice declares, and every
word compared with the kernel's table (the values the .S, the encoder and the simulator use).
"""
from __future__ import annotations

import re
import subprocess

import pytest

from stubforge import kernels
from stubforge.emitters import hotspot, hotspot_tables
from stubforge.kernels import crc32_fold, crc32_vtable
from stubforge.sim import cxx
from stubforge.sim.errors import ToolchainError

STUBS = ("updateBytesCRC32", "updateBytesCRC32C")


def _has_cxx() -> bool:
    try:
        cxx.compiler()
    except ToolchainError:
        return False
    return True


def _builds():
    """Every CRC program whose tables differ: each variant at its defaults, and every lane count and
    LMUL (they change the lane tables and the key table's size)."""
    for stub in STUBS:
        kd = kernels.get(stub)
        for variant in kd.variants:
            yield kd.build(variant)
        for lanes in crc32_vtable.LANES:
            yield kd.build("rvv", {"lanes": lanes})
        for lmul in crc32_fold.LMULS:
            yield kd.build("zvbc", {"lmul": lmul})


def _computed():
    """(compute, width, values) of each distinct computed table."""
    seen = {}
    for prog in _builds():
        for d in prog.data:
            if d.compute:
                assert seen.setdefault(d.compute, (d.width, d.values)) == (d.width, d.values), d.compute
    return [(c, w, v) for c, (w, v) in seen.items()]


def test_the_large_tables_are_computed():
    """Every table of more than a few words is computed, none printed as hex in the C++; the small
    Barrett constants of the zbc variant stay data."""
    names = set()
    for prog in _builds():
        r = hotspot.render_stub(prog, "27")
        for d in prog.data:
            names.add(d.symbol.split("_", 2)[-1])
            if len(d.values) > 16:
                assert d.compute, (prog.title, d.symbol)
                if not d.extern:
                    assert re.search(rf"(?m)^alignas\(64\) static uint\d+_t {d.symbol}\[{len(d.values)}\];$",
                                     r.tables), (prog.title, d.symbol)
                    assert hotspot_tables.call(d) in r.function       # filled by the generator itself
    assert {"tables_0_3", "tables_4_7", "crc_vlanes", "crc_fold_keys"} <= names


def test_calls_fill_before_the_code():
    """The generator fills its tables before anything else, so that an archived stub (mainline's
    load_archive_data returns early) still finds them filled."""
    prog = kernels.get("updateBytesCRC32C").build("zvbc")
    fn = hotspot.render_stub(prog, "mainline").function
    fill = fn.index("crc32_fold_keys(_crc32c_crc_fold_keys, 0x82f63b78, 64);")
    assert fill < fn.index("load_archive_data") < fn.index("__ align(CodeEntryAlignment)")


@pytest.mark.skipif(not _has_cxx(), reason="no host C++ compiler")
def test_computed_tables_equal_the_kernels(tmp_path):
    tables = _computed()
    fns = "\n\n".join(hotspot_tables.functions(c[0] for c, _, _ in tables).values())
    fills = []
    for n, (c, width, values) in enumerate(tables):
        ctype = "uint32_t" if width == 4 else "uint64_t"
        fills.append(f"  static {ctype} t{n}[{len(values)}];\n"
                     f"  {c[0]}(t{n}, {', '.join(str(a) + 'u' * (i == 0) for i, a in enumerate(c[1:]))});\n"
                     f"  fwrite(t{n}, sizeof(t{n}), 1, out);\n")
    src = ("#include <cstdint>\n#include <cstdio>\n\n" + fns + "\n\nint main(int, char** argv) {\n"
           "  FILE* out = fopen(argv[1], \"wb\");\n" + "".join(fills) + "  return fclose(out);\n}\n")
    (tmp_path / "t.cpp").write_text(src)
    subprocess.run([cxx.compiler()[0], *cxx.CXXFLAGS, "-o", str(tmp_path / "t"), str(tmp_path / "t.cpp")],
                   check=True, capture_output=True, text=True)
    subprocess.run([str(tmp_path / "t"), str(tmp_path / "t.bin")], check=True, timeout=60)
    data = (tmp_path / "t.bin").read_bytes()
    at = 0
    for c, width, values in tables:
        got = [int.from_bytes(data[at + i * width:at + (i + 1) * width], "little") for i in range(len(values))]
        at += width * len(values)
        bad = [i for i, (a, b) in enumerate(zip(got, values)) if a != b]
        assert not bad, f"{c}: {len(bad)} words differ, first at {bad[0]}: {got[bad[0]]:#x} != {values[bad[0]]:#x}"
    assert at == len(data)
