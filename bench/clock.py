"""The clock the benchmark's CPython and Pyodide figures are both timed by: CPU seconds,
so that other work on the machine does not slow a figure down. In CPython that is
time.process_time(). Inside Pyodide, time.process_time() is the wall clock, so
bench/sim.mjs gives the Node process's CPU time as the module host_clock (it counts
V8's compiler threads too, which are busy only while the first games run)."""

from __future__ import annotations

import time
from collections.abc import Callable


def cpu_clock() -> Callable[[], float]:
    try:
        from host_clock import cpu_seconds  # type: ignore[import-not-found]
    except ImportError:
        return time.process_time
    clock: Callable[[], float] = cpu_seconds
    return clock
