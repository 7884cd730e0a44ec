"""The Node that runs Pyodide for the benchmark's Pyodide figures.

Players run Pyodide in their browsers, whose V8 is recent; the benchmark runs it under
Node, so it takes a Node of today's long-term-support line: the machine's own if it is of
that line or later, else a pinned one unpacked from npm into .cache/ (the
`node-<platform>-<arch>` packages hold Node's official binaries). Node 20, which this
machine has, is past its end of life, and Pyodide ran the benchmark's random games under
it at 0.44x to 0.60x of CPython where under Node 24 it ran them at 0.57x to 0.68x
(docs/engine-speed.md, session 31). Only the benchmark uses it; the tests run Pyodide
under the machine's Node.
"""

from __future__ import annotations

import platform
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from functools import cache

from buildtools.installs import npm_package

NODE_VERSION = "24.22.3"  # the long-term-support Node when this was pinned
NODE_MAJOR = int(NODE_VERSION.split(".")[0])


@dataclass(frozen=True)
class Node:
    command: str
    version: str  # as `node --version` prints it: "v24.22.3"

    @property
    def major(self) -> int:
        return int(self.version.lstrip("v").split(".")[0])

    def describe(self) -> str:
        if self.major >= NODE_MAJOR:
            return f"Node {self.version}"
        return (
            f"Node {self.version}, older than Node {NODE_MAJOR} (which could not be installed):"
            " its Pyodide figures come out lower than a recent browser's"
        )


def probe(command: str) -> Node | None:
    """The Node `command` runs, or None if it does not run."""
    try:
        version = subprocess.run([command, "--version"], check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return Node(command, version.strip())


def package_name() -> str | None:
    """The npm package of Node's binary for this machine, or None where there is none."""
    system = {"linux": "linux", "darwin": "darwin"}.get(sys.platform)
    arch = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64"}.get(platform.machine().lower())
    return f"node-{system}-{arch}" if system and arch else None


@cache
def pyodide_node() -> Node:
    """The machine's Node if it is of NODE_MAJOR's line or later, else the pinned one
    (fetched once), else the machine's, described as older."""
    system = probe("node")
    if system is None:
        raise RuntimeError("the benchmark needs Node on the PATH to run Pyodide")
    if system.major >= NODE_MAJOR:
        return system
    name = package_name()
    if name is not None:
        try:
            pinned = probe(str(npm_package(name, NODE_VERSION) / "bin" / "node"))
        except (OSError, subprocess.CalledProcessError, tarfile.TarError) as error:
            print(f"(could not install {name}@{NODE_VERSION}: {error})")
            pinned = None
        if pinned is not None:
            return pinned
    return system
