"""The simulation matrix of `stubforge sim`: one cell per kernel, variant, output path and VLEN.

Cells are listed in one deterministic order, so `--shard K/N` (cell i goes to shard i mod N + 1)
splits the matrix into N disjoint parts whose union is the whole, whatever machine computes them.
Results go out as a table, JSON or JUnit XML (one test case per cell).
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import asdict, dataclass, field


@dataclass(frozen=True)
class Cell:
    stub: str
    variant: str
    path: str            # "S" or "C++"
    vlen: int

    @property
    def name(self) -> str:
        return f"{self.stub}[{self.variant}] VLEN={self.vlen} {self.path}"


@dataclass
class CellResult:
    cell: Cell
    ok: bool
    cases: int = 0
    detail: str = ""                 # the first failure, whole (the table shortens it)
    failures: list = field(default_factory=list)
    seconds: float = 0.0


def shard(cells: list[Cell], k: int, n: int) -> list[Cell]:
    return [c for i, c in enumerate(cells) if i % n == k - 1]


def short(detail: str, width: int = 150) -> str:
    """One line for a table: a guard-page report's end says where it faulted, so keep both ends."""
    one = " ".join(detail.split())
    if len(one) <= width:
        return one
    half = (width - 5) // 2
    return one[:half] + " ... " + one[-half:]


def to_json(results: list[CellResult], asked: int | None = None) -> str:
    """The results as JSON; `asked`: the cells the run was asked for (a reader compares it with the
    cells that ran)."""
    rows = [dict(asdict(r.cell), ok=r.ok, cases=r.cases, detail=r.detail, failures=r.failures,
                 seconds=round(r.seconds, 3)) for r in results]
    return json.dumps({"passed": sum(r.ok for r in results), "failed": sum(not r.ok for r in results),
                       "asked": len(results) if asked is None else asked, "cells": rows}, indent=1)


def to_junit(results: list[CellResult], suite: str = "stubforge sim", wall: float | None = None) -> str:
    """JUnit XML as Jenkins, GitLab and GitHub's test reporters read it: <testsuites> with one
    <testsuite> per kernel, a <testcase> per cell, <failure> with the details. The top element's time is
    the run's wall time when given (cells run in parallel: their sum is more than the run took)."""
    total = wall if wall is not None else sum(r.seconds for r in results)
    top = ET.Element("testsuites", name=suite, tests=str(len(results)),
                     failures=str(sum(not r.ok for r in results)), errors="0", time=f"{total:.3f}")
    by_stub: dict[str, list[CellResult]] = {}
    for r in results:
        by_stub.setdefault(r.cell.stub, []).append(r)
    for stub, rs in by_stub.items():
        ts = ET.SubElement(top, "testsuite", name=stub, tests=str(len(rs)), failures=str(sum(not r.ok for r in rs)),
                           errors="0", skipped="0", time=f"{sum(r.seconds for r in rs):.3f}")
        for r in rs:
            tc = ET.SubElement(ts, "testcase", classname=f"stubforge.{stub}.{r.cell.variant}",
                               name=f"VLEN={r.cell.vlen} {r.cell.path}", time=f"{r.seconds:.3f}")
            if not r.ok:
                f = ET.SubElement(tc, "failure", message=short(r.detail, 200), type="mismatch")
                f.text = "\n".join(r.failures or [r.detail])
            else:
                ET.SubElement(tc, "system-out").text = f"{r.cases} cases"
    ET.indent(top)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(top, encoding="unicode") + "\n"
