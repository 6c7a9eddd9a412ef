"""Issue 11: everything installs under the one import name `stubforge` (the parts stay top-level
folders in the checkout); nothing else lands in the user's import namespace. Issue 25: the wheel
builds without a packaging warning, and installed outside the checkout it lists, emits and simulates."""
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# What the wheel is built from (pyproject's package-dir, its readme and licence files).
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "stubforge", "dsl", "kernels", "stubs", "emitters", "sim",
           "bench", "jdk")


def build_wheel(tmp_path: Path) -> tuple[Path, str]:
    """The wheel, built from a copy of the sources (setuptools writes build/ and *.egg-info beside
    them: a copy keeps two builds at once, under pytest -n, from sharing them), and pip's verbose
    output, which shows every warning the build backend gave."""
    src = tmp_path / "src"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            src.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    out = tmp_path / "wheel"
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "--no-build-isolation", "--no-index",
                        "-w", str(out), str(src)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    return next(out.glob("stubforge-*.whl")), r.stdout + r.stderr


def test_wheel_holds_only_the_stubforge_package(tmp_path):
    wheel, log = build_wheel(tmp_path)
    # No packaging warning: data folders (bench/baselines, bench/hotspot, emitters/templates,
    # jdk/java) declared as package data, not left for setuptools to take for unlisted packages.
    # distutils' "byte-compiling is disabled" notes are how pip builds every wheel, not a warning about it.
    warned = [l for l in log.splitlines() if "warn" in l.lower() and "byte-compiling is disabled" not in l]
    assert not warned, "\n".join(warned)
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


def test_installed_wheel_works_outside_the_checkout(tmp_path):
    """The wheel in a fresh virtual environment, run from a directory outside the checkout: `stubforge
    list`, `emit` of one stub and one `sim` cell. Offline: the new environment gets the wheel alone
    (--no-index --no-deps) and sees the dependencies already installed for the tests through a .pth
    line naming their site-packages (a path line, so no editable-install hook of the checkout there is
    run)."""
    from stubforge.sim import doctor
    try:
        doctor.preflight()
    except Exception as e:            # noqa: BLE001 -- a machine without QEMU/LLVM: the sim step cannot run
        pytest.skip(f"cannot simulate here: {e}")
    wheel, _ = build_wheel(tmp_path)
    env_dir = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True)
    py = env_dir / "bin" / "python"
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", "--no-index", "--no-deps",
                        str(wheel)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    site = subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    Path(site, "test-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    work = tmp_path / "elsewhere"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{env_dir / 'bin'}:{env['PATH']}"

    def run(*argv):
        return subprocess.run([str(env_dir / "bin" / "stubforge"), *argv], capture_output=True, text=True,
                              cwd=work, env=env)

    where = subprocess.run([str(py), "-c", "import stubforge, stubforge.kernels as k; print(stubforge.__file__); "
                            "print(k.__file__)"], capture_output=True, text=True, cwd=work, env=env)
    assert where.returncode == 0, where.stderr
    for line in where.stdout.split():
        assert Path(line).is_relative_to(env_dir) and not Path(line).is_relative_to(ROOT), line
    listed = run("list")
    assert listed.returncode == 0, listed.stderr
    assert "updateBytesAdler32 (or adler32)  (adler, buf, len) -> int" in listed.stdout
    emitted = run("emit", "adler32", "--target", "hotspot")
    assert emitted.returncode == 0, emitted.stderr
    assert "  address generate_updateBytesAdler32() {" in emitted.stdout     # the template is in the wheel
    version = run("--version").stdout.strip()
    assert re.fullmatch(r"stubforge \d+\.\d+\.\d+", version)
    sim = run("sim", "crc32", "--variant", "zba", "--vlen", "128", "--sizes", "0-64", "--path", "S")
    assert sim.returncode == 0, sim.stdout + sim.stderr
    assert "sim: 1 passed, 0 failed" in sim.stdout


def test_version_is_the_one_patches_and_generated_files_carry(tmp_path):
    """What `stubforge --version` prints is the version a patch description, an upstream series'
    commit messages and every file under generated/ name."""
    out = subprocess.run([sys.executable, "-m", "stubforge", "--version"], capture_output=True, text=True, cwd=ROOT)
    version = out.stdout.strip().removeprefix("stubforge ")
    assert out.returncode == 0 and re.fullmatch(r"\d+\.\d+\.\d+", version), out.stdout
    jdk = tmp_path / "jdk"
    shutil.copytree(ROOT / "tests/fixtures/openjdk/mainline", jdk)
    patch = subprocess.run([sys.executable, "-m", "stubforge", "patch", "--jdk", str(jdk), "--kernels", "adler32"],
                           capture_output=True, text=True, cwd=ROOT)
    assert patch.returncode == 0, patch.stderr
    assert f"Generated by `stubforge patch` {version} for OpenJDK mainline" in patch.stdout
    series = subprocess.run([sys.executable, "-m", "stubforge", "patch", "--jdk", str(jdk), "--kernels", "adler32",
                             "--series", str(tmp_path / "out")], capture_output=True, text=True, cwd=ROOT)
    assert series.returncode == 0, series.stderr
    first = next((tmp_path / "out").glob("0001-*.pr.md")).read_text()
    assert f"The stub code was written with stubforge {version};" in first
    files = [p for p in (ROOT / "generated").rglob("*") if p.suffix in (".S", ".cpp", ".h")]
    assert len(files) > 100
    for p in files:
        head = "\n".join(p.read_text().splitlines()[:10])     # a C header says it after its include guard
        assert re.search(rf"(?i)(made|generated) by stubforge {re.escape(version)} from ", head), p
