""".ci/riscv64-jre trusts nothing the (plain HTTP) mirror serves by itself: the suite's InRelease
must verify with the archive keyring, Packages.xz must match the SHA256 in the signed text, each .deb
its entry in Packages. Here against a tiny archive of its own on a file:// mirror, signed with a
throwaway key (STUBFORGE_DEBIAN_KEYRING): no network. A changed index is refused with one line and
nothing is unpacked."""
from __future__ import annotations

import hashlib
import lzma
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ("riscv64-jre", "debian-debs", "debian-index", "debian-mirror")
SUITE = "testsuite"
FEATURE = "99"
PKGS = ("libc6", "libgcc-s1", "libstdc++6", "zlib1g", f"openjdk-{FEATURE}-jre-headless")
JAVA = f"usr/lib/jvm/java-{FEATURE}-openjdk-riscv64/bin/java"
INDEX = "main/binary-riscv64/Packages.xz"

TOOLS = ("gpg", "gpgv", "gpgconf", "dpkg-deb", "xz", "curl")


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _deb(work: Path, pkg: str, payload: str) -> bytes:
    d = work / pkg
    (d / "DEBIAN").mkdir(parents=True)
    (d / "DEBIAN/control").write_text(f"Package: {pkg}\nVersion: 1.0\nArchitecture: riscv64\n"
                                      "Maintainer: stubforge tests <t@example.org>\nDescription: a test package\n")
    if pkg.startswith("openjdk-"):
        java = d / JAVA
        java.parent.mkdir(parents=True)
        java.write_text(f"#!/bin/sh\necho {payload}\n")
        java.chmod(0o755)
    else:
        (d / f"usr/share/doc/{pkg}").mkdir(parents=True)
        (d / f"usr/share/doc/{pkg}/note").write_text(payload)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(d), str(work / f"{pkg}.deb")],
                   check=True, capture_output=True)
    return (work / f"{pkg}.deb").read_bytes()


def _packages(debs: dict[str, bytes]) -> bytes:
    return "\n".join(f"Package: {p}\nVersion: 1.0\nArchitecture: riscv64\nFilename: pool/main/{p}_1.0_riscv64.deb\n"
                     f"Size: {len(b)}\nSHA256: {_sha256(b)}\n" for p, b in debs.items()).encode()


def _release(index: bytes, suite: str = SUITE, valid_until: str = "Fri, 01 Jan 2100 00:00:00 UTC",
             by_hash: bool = False) -> str:
    return (f"Origin: Debian\nLabel: Debian\nSuite: {suite}\nCodename: {suite}\n"
            + ("Acquire-By-Hash: yes\n" if by_hash else "") +
            f"Date: Thu, 01 Jan 2026 00:00:00 UTC\nValid-Until: {valid_until}\nArchitectures: riscv64\n"
            f"Components: main\nDescription: stubforge's test archive\nSHA256:\n"
            f" {_sha256(index)} {len(index)} {INDEX}\n")


class Signer:
    """A throwaway GnuPG home (short path: gpg-agent's socket must fit) with one signing key."""

    def __init__(self):
        self.home = Path(tempfile.mkdtemp(prefix="sfgpg"))
        self.gpg("--quick-gen-key", "--passphrase", "", "stubforge test archive <t@example.org>",
                 "ed25519", "sign", "never")

    def gpg(self, *args, stdin: bytes | None = None) -> bytes:
        return subprocess.run(["gpg", "--homedir", str(self.home), "--batch", "--yes", "--pinentry-mode", "loopback",
                               *args], input=stdin, check=True, capture_output=True).stdout

    def clearsign(self, text: str) -> bytes:
        return self.gpg("--clearsign", "--passphrase", "", stdin=text.encode())

    def keyring(self, path: Path) -> Path:
        path.write_bytes(self.gpg("--export"))
        return path

    def close(self):
        subprocess.run(["gpgconf", "--homedir", str(self.home), "--kill", "all"], capture_output=True)
        shutil.rmtree(self.home, ignore_errors=True)


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    """A signed archive: mirror/ (dists, pool), keyring.gpg, and the parts to tamper with."""
    missing = [t for t in TOOLS if not shutil.which(t)]
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")
    base = tmp_path_factory.mktemp("archive")
    debs = {p: _deb(base / "build", p, "genuine") for p in PKGS}
    signer, other = Signer(), Signer()
    try:
        index = lzma.compress(_packages(debs))
        mirror = base / "mirror"
        (mirror / "pool/main").mkdir(parents=True)
        for p, b in debs.items():
            (mirror / f"pool/main/{p}_1.0_riscv64.deb").write_bytes(b)
        dists = mirror / "dists" / SUITE
        (dists / "main/binary-riscv64").mkdir(parents=True)
        (dists / INDEX).write_bytes(index)
        (dists / "InRelease").write_bytes(signer.clearsign(_release(index)))
        evil = _deb(base / "evil", PKGS[-1], "replaced")
        yield {"mirror": mirror, "keyring": signer.keyring(base / "keyring.gpg"), "debs": debs, "evil": evil,
               "sign": signer.clearsign, "sign_other": other.clearsign, "index": index}
    finally:
        signer.close()
        other.close()


def _run(tmp_path: Path, archive, mirror: Path, **env):
    """.ci/riscv64-jre from a copy of the scripts (its .cache stays in tmp_path) against `mirror`."""
    repo = tmp_path / "repo"
    if not repo.exists():
        (repo / ".ci").mkdir(parents=True)
        for s in SCRIPTS:
            shutil.copy2(ROOT / ".ci" / s, repo / ".ci" / s)
    env = {**os.environ, "STUBFORGE_DEBIAN_MIRROR": f"file://{mirror}", "STUBFORGE_CHECK_VALID_UNTIL": "1",
           "STUBFORGE_DEBIAN_KEYRING": str(archive["keyring"]), **env}
    r = subprocess.run(["bash", str(repo / ".ci/riscv64-jre"), FEATURE, SUITE], capture_output=True, text=True,
                       env=env, timeout=120)
    return r, repo / ".cache"


def _mirror(tmp_path: Path, archive) -> Path:
    m = tmp_path / "mirror"
    shutil.copytree(archive["mirror"], m)
    return m


def _refused(r, cache: Path, *why: str):
    assert r.returncode != 0 and len(r.stderr.splitlines()) == 1           # one line says why
    assert all(w in r.stderr for w in why), r.stderr
    assert not (cache / f"rv64root-{FEATURE}").exists()                  # nothing unpacked
    assert not list((cache / "rv64debs").glob("*.deb"))                   # nothing downloaded
    assert not (cache / f"rv64debs/Packages-{SUITE}").exists()            # no index left to trust


def test_a_genuine_archive_is_unpacked(tmp_path, archive):
    r, cache = _run(tmp_path, archive, archive["mirror"])
    assert r.returncode == 0, r.stderr
    home, sysroot = r.stdout.split()
    assert subprocess.run([f"{home}/bin/java"], capture_output=True, text=True).stdout.strip() == "genuine"
    assert Path(sysroot) == cache.resolve() / f"rv64root-{FEATURE}"


def test_a_replaced_packages_index_is_refused(tmp_path, archive):
    """The man in the middle's move: his .deb, and a Packages.xz with its hash."""
    m = _mirror(tmp_path, archive)
    debs = {**archive["debs"], PKGS[-1]: archive["evil"]}
    (m / f"pool/main/{PKGS[-1]}_1.0_riscv64.deb").write_bytes(archive["evil"])
    (m / "dists" / SUITE / INDEX).write_bytes(lzma.compress(_packages(debs)))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, f"{INDEX} does not match the SHA256 and size in the signed")


def test_a_changed_inrelease_fails_its_signature(tmp_path, archive):
    """...and InRelease changed to name the new index: the signature no longer holds."""
    m = _mirror(tmp_path, archive)
    debs = {**archive["debs"], PKGS[-1]: archive["evil"]}
    index = lzma.compress(_packages(debs))
    (m / "dists" / SUITE / INDEX).write_bytes(index)
    signed = (m / "dists" / SUITE / "InRelease").read_text()
    old, new = _release(archive["index"]).splitlines()[-1], _release(index).splitlines()[-1]
    assert old in signed
    (m / "dists" / SUITE / "InRelease").write_text(signed.replace(old, new))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, "InRelease does not verify: BAD signature")


def test_an_inrelease_signed_by_another_key_is_refused(tmp_path, archive):
    m = _mirror(tmp_path, archive)
    (m / "dists" / SUITE / "InRelease").write_bytes(archive["sign_other"](_release(archive["index"])))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, "InRelease does not verify: signed with key", "does not hold")


def test_an_unsigned_release_is_refused(tmp_path, archive):
    m = _mirror(tmp_path, archive)
    (m / "dists" / SUITE / "InRelease").write_text(_release(archive["index"]))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, "InRelease does not verify")


def test_text_outside_the_signature_is_not_read(tmp_path, archive):
    """A Release put before the signed block is not part of what gpgv verified: unused."""
    m = _mirror(tmp_path, archive)
    debs = {**archive["debs"], PKGS[-1]: archive["evil"]}
    (m / f"pool/main/{PKGS[-1]}_1.0_riscv64.deb").write_bytes(archive["evil"])
    index = lzma.compress(_packages(debs))
    (m / "dists" / SUITE / INDEX).write_bytes(index)
    f = m / "dists" / SUITE / "InRelease"
    f.write_text(_release(index) + f.read_text())
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, f"{INDEX} does not match the SHA256 and size in the signed")


def test_another_suites_signed_inrelease_is_refused(tmp_path, archive):
    m = _mirror(tmp_path, archive)
    (m / "dists" / SUITE / "InRelease").write_bytes(archive["sign"](_release(archive["index"], suite="oldstable")))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, "describes suite 'oldstable'")


def test_an_expired_inrelease_is_refused_unless_asked(tmp_path, archive):
    m = _mirror(tmp_path, archive)
    old = _release(archive["index"], valid_until="Thu, 01 Jan 2015 00:00:00 UTC")
    (m / "dists" / SUITE / "InRelease").write_bytes(archive["sign"](old))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, "expired on Thu, 01 Jan 2015")
    r, cache = _run(tmp_path, archive, m, STUBFORGE_CHECK_VALID_UNTIL="0")
    assert r.returncode == 0, r.stderr


def test_a_replaced_deb_is_refused(tmp_path, archive):
    m = _mirror(tmp_path, archive)
    (m / f"pool/main/{PKGS[-1]}_1.0_riscv64.deb").write_bytes(archive["evil"])
    r, cache = _run(tmp_path, archive, m)
    assert r.returncode != 0 and "does not match its SHA256" in r.stderr
    assert not (cache / f"rv64root-{FEATURE}").exists()


def test_by_hash_is_checked_too(tmp_path, archive):
    """With Acquire-By-Hash the index comes from by-hash/SHA256/<sum>: a file there is no more trusted."""
    m = _mirror(tmp_path, archive)
    dists = m / "dists" / SUITE
    (dists / "InRelease").write_bytes(archive["sign"](_release(archive["index"], by_hash=True)))
    by_hash = dists / "main/binary-riscv64/by-hash/SHA256" / _sha256(archive["index"])
    by_hash.parent.mkdir(parents=True)
    (dists / INDEX).write_bytes(b"not even xz")                  # unused: the by-hash copy is taken
    by_hash.write_bytes(archive["index"])
    r, cache = _run(tmp_path, archive, m)
    assert r.returncode == 0, r.stderr
    shutil.rmtree(cache)
    debs = {**archive["debs"], PKGS[-1]: archive["evil"]}
    by_hash.write_bytes(lzma.compress(_packages(debs)))
    r, cache = _run(tmp_path, archive, m)
    _refused(r, cache, "does not match the SHA256 and size in the signed")
