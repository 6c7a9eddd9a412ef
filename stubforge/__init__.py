"""stubforge: describe RISC-V crypto and checksum intrinsics once; emit HotSpot C++ and GNU assembler;
prove them in QEMU; measure them; patch them into OpenJDK.

Its parts are the subpackages stubforge.dsl, .kernels, .stubs, .emitters, .sim, .bench and .jdk. An install
puts them inside this package (pyproject's package-dir); in a checkout they are the folders beside
this one, which the line below makes importable under the same names.
"""
from pathlib import Path as _Path

_top = _Path(__file__).resolve().parent.parent
if (_top / "pyproject.toml").is_file() and (_top / "dsl").is_dir():
    __path__.append(str(_top))          # noqa: F821 -- a package's __path__


def _version() -> str:
    """The installed distribution's version (pyproject's), or the checkout's pyproject when the
    package is imported from a checkout that was never installed."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("stubforge")
    except PackageNotFoundError:
        import re
        text = (_top / "pyproject.toml").read_text() if (_top / "pyproject.toml").is_file() else ""
        m = re.search(r'(?m)^version = "([^"]+)"', text)
        return m.group(1) if m else "unknown"


__version__ = _version()
