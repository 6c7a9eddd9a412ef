"""Issue 11: everything installs under the one import name `stubforge` (the parts stay top-level
folders in the checkout); nothing else lands in the user's import namespace."""
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_wheel_holds_only_the_stubforge_package(tmp_path):
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                        "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    wheel = next(tmp_path.glob("stubforge-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert tops == {"stubforge"}
    for part in ("dsl/isa.py", "kernels/crc32.py", "kernels/tuned.json", "emitters/templates/hotspot_stub.cpp.j2",
                 "sim/harness.c", "bench/count.py", "bench/baselines/crc32.c", "bench/hotspot/jdk26.json",
                 "bench/x100_throughput.json", "bench/tune.py",
                 "jdk/patch.py", "jdk/java/StubCheck.java", "stubs/checksum.py"):
        assert f"stubforge/{part}" in names, part


def test_version_and_licence():
    """`stubforge --version` prints pyproject's version, which patch descriptions carry; the licence
    is declared and shipped."""
    import re
    import subprocess
    import sys
    from pathlib import Path
    from stubforge import __version__
    top = Path(__file__).resolve().parent.parent
    want = re.search(r'(?m)^version = "([^"]+)"', (top / "pyproject.toml").read_text()).group(1)
    out = subprocess.run([sys.executable, "-m", "stubforge", "--version"], capture_output=True, text=True, cwd=top)
    assert out.returncode == 0 and out.stdout.strip() == f"stubforge {want}" and __version__ == want
    assert 'license = "GPL-2.0-only WITH Classpath-exception-2.0"' in (top / "pyproject.toml").read_text()
    lic = (top / "LICENSE").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in lic and "Version 2, June 1991" in lic and '"CLASSPATH" EXCEPTION' in lic
