"""The skips the default `bash .ci/run` allows, and the account it ends with.

A green run must not hide work it did not do. Under `.ci/run` (STUBFORGE_CI_SKIPS=strict) every skip
is checked against ALLOWED_SKIPS, the skips README's "Tests the default run skips" lists with why:
any other skip (a package `.ci/setup` should have installed, a download that failed) fails the run.
The run ends with every skip named, grouped by reason, and with what `.ci/run` itself could not
fetch ($STUBFORGE_CI_MISSING, one line each), so a reader sees which tests did not run and why.
"""
from __future__ import annotations

import os
import re
from collections import defaultdict

# A series is signed by git's identity (jdk.patch.git_identity): a fresh machine has none, so the tests
# give one (the commands they run inherit it); a user's own run uses theirs.
os.environ.setdefault("GIT_AUTHOR_NAME", "stubforge tests")
os.environ.setdefault("GIT_AUTHOR_EMAIL", "tests@stubforge.invalid")

# reason pattern -> why the default run does not do this work (README's table says the same)
ALLOWED_SKIPS = {
    r"STUBFORGE_SLOW_TRACE":
        "the whole trace of every kernel at the benchmark's sizes: minutes of QEMU, run by the benchmark itself",
    r"STUBFORGE_RV64_LIBJVM":
        "needs a HotSpot built from the patched sources (STUBFORGE_BUILD_HOTSPOT=1 .ci/run: ~45 minutes)",
    r"riscv64 JDK 27 runtime":
        "C2's keccak counted in a riscv64 JDK 27 under QEMU (~8 minutes): `bash .ci/riscv64-jre 27` first",
    r"amd64 JDK 27":
        "recounts calls per ML-KEM/ML-DSA operation in an amd64 JDK 27: `bash .ci/boot-jdk 27` first",
    r"the board kit needs an amd64 JDK 21":
        "the board kit run on this machine's JDK: bookworm packages none after 17; `bash .ci/boot-jdk 27` first",
    r"no JDK (25|28) sources|include the jdk(25|28)(ea)? tree":
        "Debian's mirror serves no 25 or 28 source tarball (.ci/openjdk-sources says so when it runs)",
}
# Allowed only in the default (quick) run: `.ci/run --long` runs them, and fails if any is skipped.
LONG_REASON = "a long test: `bash .ci/run --long` runs it"
QUICK_SKIPS = {
    re.escape(LONG_REASON):
        "the stock riscv64 JDK 26 under QEMU end to end (about 11 minutes), its stubs recounted in the JVM, and "
        "the patch on the whole 26 and 21 trees (5 minutes): `bash .ci/run --long`",
}


def pytest_configure(config):
    config.addinivalue_line("markers", "long: minutes of work the default .ci/run leaves to `.ci/run --long`")


def pytest_collection_modifyitems(config, items):
    """STUBFORGE_QUICK=1 (the default .ci/run) skips the tests marked long, saying how to run them."""
    if os.environ.get("STUBFORGE_QUICK") != "1":
        return
    import pytest
    for item in items:
        if item.get_closest_marker("long"):
            item.add_marker(pytest.mark.skip(reason=LONG_REASON))


def allowed(reason: str) -> bool:
    quick = QUICK_SKIPS if os.environ.get("STUBFORGE_QUICK") == "1" else {}
    return any(re.search(p, reason) for p in {**ALLOWED_SKIPS, **quick})


_skips: list[tuple[str, str]] = []


def _reason(report) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return re.sub(r"^Skipped: ", "", str(longrepr[2]))
    return str(longrepr)


def pytest_runtest_logreport(report):
    # The controller sees every worker's reports (pytest-xdist), so this counts the whole run.
    if report.skipped and not hasattr(report, "wasxfail"):
        _skips.append((report.nodeid, _reason(report)))


def _strict() -> bool:
    return os.environ.get("STUBFORGE_CI_SKIPS") == "strict"


def pytest_terminal_summary(terminalreporter):
    missing = os.environ.get("STUBFORGE_CI_MISSING", "")
    fetch_failed = [ln for ln in open(missing).read().splitlines() if ln.strip()] if missing and os.path.exists(missing) else []
    if not (_skips or fetch_failed) or not (_strict() or fetch_failed):
        return
    tr = terminalreporter
    tr.section("what this run did not do")
    for ln in fetch_failed:
        tr.write_line(f"could not be had: {ln}")
    by_reason = defaultdict(list)
    for nodeid, reason in _skips:
        by_reason[reason].append(nodeid)
    for reason, ids in sorted(by_reason.items(), key=lambda kv: (allowed(kv[0]), kv[0])):
        mark = "allowed (README lists it)" if allowed(reason) else "NOT ALLOWED"
        tr.write_line(f"{len(ids)} skipped, {mark}: {reason}")
        if not allowed(reason):
            for i in ids:
                tr.write_line(f"    {i}")
    bad = sum(len(ids) for r, ids in by_reason.items() if not allowed(r))
    if bad and _strict():
        tr.write_line(f"ci: {bad} test(s) did not run for a reason the default run does not allow: failing")


def pytest_sessionfinish(session, exitstatus):
    if hasattr(session.config, "workerinput"):      # an xdist worker: the controller decides
        return
    if _strict() and any(not allowed(r) for _, r in _skips) and exitstatus == 0:
        session.exitstatus = 1
