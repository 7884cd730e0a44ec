"""Where things are, and the file helpers every step uses: run a command, list and
digest files, copy or write only what changed."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"


def run(cmd: list[Any], **kwargs: Any) -> subprocess.CompletedProcess[bytes]:
    """Run a command from the repo root, echoing it; raise if it fails."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run([str(c) for c in cmd], cwd=ROOT, check=True, **kwargs)


def digest(paths: Iterable[Path], extra: str = "") -> str:
    """A short sha256 of files' relative names and contents."""
    h = hashlib.sha256(extra.encode())
    for path in sorted(paths):
        h.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:12]


def files_under(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]


def site_files(folder: Path) -> list[Path]:
    """The files a browser asks for: files_under(folder) without the precompressed copies."""
    return [p for p in files_under(folder) if p.suffix != ".br"]


def copy_if_changed(src: Path, dest: Path) -> None:
    s = src.stat()
    if dest.exists() and dest.stat().st_size == s.st_size and dest.stat().st_mtime == s.st_mtime:
        return
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dest)


def write_if_changed(dest: Path, text: str) -> None:
    if not (dest.exists() and dest.read_text() == text):
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text)
