""".ci/boot-jdk takes Debian's amd64 JDK and glibc from a plain-HTTP mirror: like .ci/riscv64-jre, it
trusts a .deb only through the suite's signed InRelease (.ci/debian-index) and the Packages index it
vouches for. Here a tiny signed archive on a file:// mirror (no network) serves a changed
openjdk-99-jdk-headless: the script stops with one line, before anything is unpacked or patched."""
from __future__ import annotations

import hashlib
import lzma
import os
import platform
import shutil
import subprocess
from pathlib import Path

import pytest

from test_downloads import TOOLS, Signer

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ("boot-jdk", "debian-debs", "debian-index", "debian-mirror")
SUITE = "testsuite"
FEATURE = "99"
PKGS = ("libc6", "libgcc-s1", "libstdc++6", "zlib1g", f"openjdk-{FEATURE}-jre-headless",
        f"openjdk-{FEATURE}-jdk-headless")
INDEX = "main/binary-amd64/Packages.xz"

pytestmark = pytest.mark.skipif(platform.machine() != "x86_64", reason=".ci/boot-jdk is for an x86-64 build host")


def _deb(work: Path, pkg: str, payload: str) -> bytes:
    d = work / pkg
    (d / "DEBIAN").mkdir(parents=True)
    (d / "DEBIAN/control").write_text(f"Package: {pkg}\nVersion: 1.0\nArchitecture: amd64\n"
                                      "Maintainer: stubforge tests <t@example.org>\nDescription: a test package\n")
    (d / f"usr/share/doc/{pkg}").mkdir(parents=True)
    (d / f"usr/share/doc/{pkg}/note").write_text(payload)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(d), str(work / f"{pkg}.deb")],
                   check=True, capture_output=True)
    return (work / f"{pkg}.deb").read_bytes()


def _index(debs: dict[str, bytes]) -> bytes:
    return lzma.compress("\n".join(
        f"Package: {p}\nVersion: 1.0\nArchitecture: amd64\nFilename: pool/main/{p}_1.0_amd64.deb\n"
        f"Size: {len(b)}\nSHA256: {hashlib.sha256(b).hexdigest()}\n" for p, b in debs.items()).encode())


def _release(index: bytes) -> str:
    return (f"Origin: Debian\nSuite: {SUITE}\nCodename: {SUITE}\nDate: Thu, 01 Jan 2026 00:00:00 UTC\n"
            f"Valid-Until: Fri, 01 Jan 2100 00:00:00 UTC\nArchitectures: amd64\nComponents: main\nSHA256:\n"
            f" {hashlib.sha256(index).hexdigest()} {len(index)} {INDEX}\n")


@pytest.fixture
def mirror(tmp_path):
    """A signed archive whose index names the genuine .debs; returns (mirror, keyring, debs, evil)."""
    missing = [t for t in TOOLS if not shutil.which(t)]
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    debs = {p: _deb(tmp_path / "build", p, "genuine") for p in PKGS}
    evil = _deb(tmp_path / "evil", PKGS[-1], "replaced")
    signer = Signer()
    try:
        m = tmp_path / "mirror"
        (m / "pool/main").mkdir(parents=True)
        for p, b in debs.items():
            (m / f"pool/main/{p}_1.0_amd64.deb").write_bytes(b)
        index = _index(debs)
        (m / f"dists/{SUITE}/main/binary-amd64").mkdir(parents=True)
        (m / f"dists/{SUITE}/{INDEX}").write_bytes(index)
        (m / f"dists/{SUITE}/InRelease").write_bytes(signer.clearsign(_release(index)))
        yield m, signer.keyring(tmp_path / "keyring.gpg"), debs, evil
    finally:
        signer.close()


def _run(tmp_path: Path, mirror: Path, keyring: Path):
    repo = tmp_path / "repo"
    (repo / ".ci").mkdir(parents=True)
    for s in SCRIPTS:
        shutil.copy2(ROOT / ".ci" / s, repo / ".ci" / s)
    env = {**os.environ, "STUBFORGE_DEBIAN_MIRROR": f"file://{mirror}", "STUBFORGE_CHECK_VALID_UNTIL": "1",
           "STUBFORGE_DEBIAN_KEYRING": str(keyring)}
    r = subprocess.run(["bash", str(repo / ".ci/boot-jdk"), FEATURE, SUITE], capture_output=True, text=True,
                       env=env, timeout=120)
    return r, repo / ".cache"


def test_a_changed_deb_is_refused_before_anything_is_unpacked(tmp_path, mirror):
    m, keyring, _, evil = mirror
    (m / f"pool/main/{PKGS[-1]}_1.0_amd64.deb").write_bytes(evil)
    r, cache = _run(tmp_path, m, keyring)
    assert r.returncode == 1 and len(r.stderr.splitlines()) == 1, r.stderr     # one line says why
    assert f"pool/main/{PKGS[-1]}_1.0_amd64.deb does not match its SHA256 in {SUITE}'s signed index" in r.stderr
    assert not (cache / f"bootjdk-{FEATURE}").exists() and not (cache / f"bootjdk-{FEATURE}.stamp").exists()
    assert not list((cache / "amd64debs").glob(f"{PKGS[-1]}*"))              # neither kept nor half-kept


def test_a_replaced_index_is_refused(tmp_path, mirror):
    """The index rewritten to vouch for the changed .deb no longer matches the signed InRelease."""
    m, keyring, debs, evil = mirror
    (m / f"pool/main/{PKGS[-1]}_1.0_amd64.deb").write_bytes(evil)
    (m / f"dists/{SUITE}/{INDEX}").write_bytes(_index({**debs, PKGS[-1]: evil}))
    r, cache = _run(tmp_path, m, keyring)
    assert r.returncode == 1 and "does not match the SHA256 and size in the signed" in r.stderr, r.stderr
    assert not (cache / f"bootjdk-{FEATURE}").exists() and not list((cache / "amd64debs").glob("*.deb"))


def test_a_missing_package_is_named(tmp_path, mirror):
    m, keyring, debs, _ = mirror
    index = _index({p: b for p, b in debs.items() if p != PKGS[-1]})
    (m / f"dists/{SUITE}/{INDEX}").write_bytes(index)
    signer = Signer()
    try:
        (m / f"dists/{SUITE}/InRelease").write_bytes(signer.clearsign(_release(index)))
        r, _ = _run(tmp_path, m, signer.keyring(tmp_path / "keyring2.gpg"))
    finally:
        signer.close()
    assert r.returncode == 1 and r.stderr.strip() == f"debian-debs: {PKGS[-1]} is not in {SUITE}'s amd64 index", r.stderr
