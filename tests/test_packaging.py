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
                 "jdk/patch.py", "jdk/java/StubCheck.java", "stubs/checksum.py"):
        assert f"stubforge/{part}" in names, part
