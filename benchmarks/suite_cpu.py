"""The test suite's CPU per test and per folder: the tests' own process and the processes
they start (bot processes, pip, the command-texts child), beside each test's wall time.

    PYTHONPATH=benchmarks SUITE_CPU_DIR=/tmp/cpu .venv/bin/python -m pytest -p suite_cpu -n 4
    .venv/bin/python benchmarks/suite_cpu.py /tmp/cpu

As a pytest plugin (``-p suite_cpu``) it appends one line per test to
``SUITE_CPU_DIR/cpu-<worker>.tsv``: the node id, the CPU seconds of the worker and of its
finished child processes (``getrusage`` SELF and CHILDREN) during the test, and its wall
seconds. Run as a script, it prints the totals by folder and the slowest modules by CPU.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    own, children = _cpu()
    started = time.perf_counter()
    try:
        return (yield)
    finally:
        own_after, children_after = _cpu()
        folder = Path(os.environ.get("SUITE_CPU_DIR", "suite-cpu"))
        folder.mkdir(parents=True, exist_ok=True)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with (folder / f"cpu-{worker}.tsv").open("a") as out:
            out.write(f"{item.nodeid}\t{own_after - own:.3f}\t"
                      f"{children_after - children:.3f}\t"
                      f"{time.perf_counter() - started:.3f}\n")


def summary(folder: Path, top: int = 15) -> str:
    by_folder: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    by_module: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for path in sorted(folder.glob("cpu-*.tsv")):
        for line in path.read_text().splitlines():
            nodeid, *figures = line.split("\t")
            module = nodeid.split("::")[0]
            for table, key in ((by_folder, "/".join(module.split("/")[:2])),
                               (by_module, module)):
                for i, figure in enumerate(figures):
                    table[key][i] += float(figure)
    own, children, wall = (sum(row[i] for row in by_folder.values()) for i in range(3))
    lines = [f"all tests: CPU {own + children:.0f} s ({own:.0f} s in pytest's workers, "
             f"{children:.0f} s in the processes they started), wall {wall:.0f} s",
             "", "| folder | CPU, workers | CPU, child processes | wall |",
             "| --- | --- | --- | --- |"]
    for name, row in sorted(by_folder.items(), key=lambda kv: -(kv[1][0] + kv[1][1])):
        lines.append(f"| {name} | {row[0]:.1f} s | {row[1]:.1f} s | {row[2]:.1f} s |")
    lines += ["", f"the {top} modules with the most CPU:"]
    ranked = sorted(by_module.items(), key=lambda kv: -(kv[1][0] + kv[1][1]))[:top]
    lines += [f"  {row[0] + row[1]:7.1f} s  {name}" for name, row in ranked]
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary(Path(sys.argv[1] if len(sys.argv) > 1 else "suite-cpu")))
