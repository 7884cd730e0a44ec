#!/usr/bin/env python3
"""House Rules: one entry point to build, serve, test and benchmark.

    python build.py build             engine wheel + Pyodide + web shell -> dist/
    python build.py serve [--port N]  build, then serve dist/ on 127.0.0.1
    python build.py test              install the test tools, run every suite
    python build.py bench             print performance figures

Standard library only. Downloads are cached in .cache/, tools live in .venv/.

dist/ layout (URLs relative to the site root):
    index.html, ... everything from web/, its JavaScript and CSS without comments
                        (build_strip.py; each line where it was in web/)
    version.js          export const WHEEL, WHEEL_URL, BUILD, WASM_FILE
    sw.js               the service worker: web/sw.js with BUILD and the files to cache
    icon-192.png, icon-512.png   the installable app's icons (drawn by build.py)
    <engine wheel>      next to index.html, its name is version.js's WHEEL (members
                        stored, not deflated: the server's compression then spans them;
                        its Python without comments and docstrings, lines kept)
    pyodide/            pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm,
                        python_stdlib.zip, pyodide-lock.json, micropip wheel, and
                        pyodide.asm.<hash>.wasm: the wasm under a name of its content,
                        the one the page loads (version.js's WASM_FILE)
    <file>.br           brotli of each file that it makes at least 10% smaller
                        (by Node's zlib), sent by `serve` with Content-Encoding: br
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import http.server
import io
import json
import os
import shutil
import subprocess
import struct
import sys
import tarfile
import threading
import time
import zipfile
import zlib
from pathlib import Path
from typing import Any, Iterable
from urllib.parse import urlsplit

import build_strip

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"

PYODIDE_VERSION = "314.0.7"
AXE_VERSION = "4.10.3"  # axe-core, for the accessibility e2e test only (not shipped)
PYODIDE_PYTHON = "3.14"
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                   "python_stdlib.zip", "pyodide-lock.json")
MICROPIP = "micropip==0.11.1"
# hypothesis after 6.155 ships compiled wheels only; 6.155.7 is the last pure one.
PYODIDE_TEST_REQUIREMENTS = ("pytest==9.2.0", "hypothesis==6.155.7")
BUILD_REQUIREMENTS = ("setuptools==80.9.0",)
TEST_REQUIREMENTS = PYODIDE_TEST_REQUIREMENTS + ("pytest-xdist==3.8.0", "mypy==2.4.1",
                                                 "playwright==1.65.2")
WHEEL_LIMIT = 100 * 1024
DIST_BUILT = "HOUSE_RULES_DIST_BUILT"  # set: the e2e suite uses dist/ as it is

CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; "
       "worker-src 'self'; object-src 'none'; base-uri 'none'")
CHROMIUM = Path("/usr/bin/chromium")
# Playwright disables ThirdPartyStoragePartitioning (its issue 32230), which browsers
# ship enabled; without it Chromium gives a cross-site frame (an embedded game) no
# storage at all. The last --disable-features wins, so this list replaces Playwright's:
# its other entries, less that one.
PLAYWRIGHT_DISABLED_FEATURES = ("AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose",
                                "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable", "LensOverlay",
                                "MediaRouter", "PaintHolding", "OptimizationHints",
                                "NetworkTimeServiceQuerying")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES)]


# ---------------------------------------------------------------- helpers

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
    return [p for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]


def site_files(folder: Path) -> list[Path]:
    """The files a browser asks for: files_under(folder) without the precompressed copies."""
    return [p for p in files_under(folder) if p.suffix != ".br"]


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv(requirements: Iterable[str]) -> Path:
    """Create .venv and pip-install the pinned requirements it lacks."""
    python = venv_python()
    if not python.exists():
        run([sys.executable, "-m", "venv", VENV])
    stamp = VENV / "house-rules-requirements.txt"
    have = set(stamp.read_text().split()) if stamp.exists() else set()
    missing = sorted(set(requirements) - have)
    if missing:
        run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *missing])
        stamp.write_text("\n".join(sorted(have | set(missing))) + "\n")
    return python


def pip_download(requirements: Iterable[str], folder: Path, deps: bool = True) -> list[Path]:
    """Pure-Python wheels for Pyodide's Python, cached in folder."""
    stamp = folder / "requirements.txt"
    wanted = "\n".join(sorted(requirements)) + "\n"
    if not (stamp.exists() and stamp.read_text() == wanted):
        shutil.rmtree(folder, ignore_errors=True)
        run([ensure_venv(BUILD_REQUIREMENTS), "-m", "pip", "download", "-q",
             "--disable-pip-version-check", "--only-binary=:all:", "--platform", "any",
             "--python-version", PYODIDE_PYTHON, *([] if deps else ["--no-deps"]),
             "-d", folder, *requirements])
        stamp.write_text(wanted)
    return sorted(folder.glob("*.whl"))


# ---------------------------------------------------------------- build

def remove_setuptools_leftovers() -> None:
    for leftover in [ROOT / "build", *ROOT.glob("*.egg-info")]:
        shutil.rmtree(leftover, ignore_errors=True)


def build_wheel() -> Path:
    """The engine wheel from pyproject.toml, rebuilt only when its sources change."""
    python = ensure_venv(BUILD_REQUIREMENTS)
    # (no readme in its metadata: the page downloads the wheel, and it would be 8 KB more)
    sources = files_under(ROOT / "engine") + [ROOT / "pyproject.toml"]
    out = CACHE / "wheel" / digest(sources, " ".join(BUILD_REQUIREMENTS))
    wheels = list(out.glob("*.whl"))
    if len(wheels) != 1:
        shutil.rmtree(CACHE / "wheel", ignore_errors=True)
        remove_setuptools_leftovers()  # build/lib would keep modules deleted from engine/
        env = {**os.environ, "SOURCE_DATE_EPOCH": "315532800"}  # reproducible zip dates
        run([python, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", ".",
             "--no-deps", "--no-build-isolation", "-w", out], env=env)
        remove_setuptools_leftovers()
        wheels = list(out.glob("*.whl"))
    wheel = wheels[0]
    size = wheel.stat().st_size
    print(f"engine wheel {wheel.name}: {size / 1024:.1f} KB (limit {WHEEL_LIMIT // 1024} KB)")
    if size > WHEEL_LIMIT:
        sys.exit(f"engine wheel is {size} bytes, over the {WHEEL_LIMIT} byte limit")
    return wheel


def npm_package(name: str, version: str) -> Path:
    """The unpacked npm package name@version in .cache/ (npm pack, then kept)."""
    package = CACHE / f"{name}-{version}"
    if not (package / "package.json").exists():
        tgz = CACHE / f"{name}-{version}.tgz"
        if not tgz.exists():
            CACHE.mkdir(exist_ok=True)
            run(["npm", "pack", "--silent", f"{name}@{version}",
                 "--pack-destination", CACHE], stdout=subprocess.DEVNULL)
        unpacked = CACHE / "unpacking"
        shutil.rmtree(unpacked, ignore_errors=True)
        with tarfile.open(tgz) as tar:
            safe: dict[str, Any] = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            tar.extractall(unpacked, **safe)
        shutil.rmtree(package, ignore_errors=True)
        (unpacked / "package").rename(package)
        unpacked.rmdir()
    return package


def fetch_pyodide() -> Path:
    """The unpacked npm package pyodide@PYODIDE_VERSION in .cache/."""
    return npm_package("pyodide", PYODIDE_VERSION)


def fetch_axe() -> Path:
    """axe.min.js of axe-core@AXE_VERSION (the accessibility checks e2e/test_axe.py runs)."""
    return npm_package("axe-core", AXE_VERSION) / "axe.min.js"


def patched_lock(lock_text: str, micropip: Path) -> str:
    """pyodide-lock.json whose micropip entry names the wheel we ship."""
    lock = json.loads(lock_text)
    entry = lock["packages"]["micropip"]
    entry["file_name"] = micropip.name
    entry["sha256"] = hashlib.sha256(micropip.read_bytes()).hexdigest()
    return json.dumps(lock, separators=(",", ":"))


def served_lock() -> dict[str, Any]:
    """dist/pyodide's lock file cut down to the packages dist/pyodide holds (micropip).
    The worker hands it to loadPyodide, which then neither fetches the whole file (111 KB)
    nor indexes its 300-odd packages, none of which this site serves."""
    folder = DIST / "pyodide"
    lock = json.loads((folder / "pyodide-lock.json").read_text())
    packages = {name: entry for name, entry in lock["packages"].items()
                if (folder / entry["file_name"]).exists()}
    return {"info": lock["info"], "packages": packages}


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


def wasm_file(wasm: Path) -> str:
    """The name the page loads Pyodide's wasm by: one that says its content, so that a
    cache can never hold another build's file under it."""
    return f"pyodide.asm.{hashlib.sha256(wasm.read_bytes()).hexdigest()[:16]}.wasm"


def install_pyodide(package: Path, micropip: Path) -> str:
    """dist/pyodide/: the run-time files only, the wasm under its content's name too, and
    micropip for offline loadPackage. Returns that name of the wasm."""
    target = DIST / "pyodide"
    named_wasm = wasm_file(package / "pyodide.asm.wasm")
    keep = set(PYODIDE_RUNTIME) | {micropip.name, named_wasm}
    for stale in target.glob("*"):
        if stale.name not in keep and stale.suffix != ".br":  # precompress() sees to those
            stale.unlink()
    for name in PYODIDE_RUNTIME:
        if name != "pyodide-lock.json":
            copy_if_changed(package / name, target / name)
    copy_if_changed(package / "pyodide.asm.wasm", target / named_wasm)
    copy_if_changed(micropip, target / micropip.name)
    write_if_changed(target / "pyodide-lock.json",
                     patched_lock((package / "pyodide-lock.json").read_text(), micropip))
    return named_wasm


ICON_SIZES = (192, 512)
ICON_VERSION = 2  # bump when icon_png draws something else


def png(width: int, height: int, rgb: bytes) -> bytes:
    """An 8-bit palette PNG of rows of width*3 bytes (at most 256 colours), with zlib
    and struct only: a third of the size of the same icon in RGBA."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    colours = [rgb[i:i + 3] for i in range(0, len(rgb), 3)]
    palette = {colour: index for index, colour in enumerate(dict.fromkeys(colours))}
    if len(palette) > 256:
        raise ValueError(f"{len(palette)} colours: a palette PNG holds 256")
    indices = bytes(palette[colour] for colour in colours)
    raw = b"".join(b"\0" + indices[y * width:(y + 1) * width] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", b"".join(palette)) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def icon_png(size: int) -> bytes:
    """The app icon: a white spade on the table's green, 4 samples a pixel."""
    felt, ink = (0x1F, 0x6B, 0x45), (0xFF, 0xFD, 0xF6)
    scale = size * 0.25

    def inside(x: float, y: float) -> bool:
        u = (x - size / 2) / scale
        v = (y - size / 2) / scale + 0.375  # v runs down, from the point at -1 to 1.75
        if (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0:  # a heart, upside down
            return True
        return 0.5 <= v <= 1.75 and abs(u) <= 0.1 + 0.3 * (v - 0.5)  # the stem

    offsets = (0.25, 0.75)
    pixels = bytearray()
    for py in range(size):
        for px in range(size):
            hits = sum(inside(px + dx, py + dy) for dx in offsets for dy in offsets) / 4
            pixels += bytes(round(f + (i - f) * hits) for f, i in zip(felt, ink))
    return png(size, size, bytes(pixels))


def install_icons() -> None:
    """dist/icon-<size>.png, drawn once and kept in .cache/icons/."""
    for size in ICON_SIZES:
        cached = CACHE / "icons" / f"icon-{size}-v{ICON_VERSION}.png"
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(icon_png(size))
        shutil.copy2(cached, DIST / f"icon-{size}.png")


# Not cached for offline use: embed.js runs in other sites' pages, never in this one; the
# page loads the wasm by its content's name (wasm_file), never by Pyodide's; and it hands
# loadPyodide the lock of what it serves (served_lock), never pyodide-lock.json.
NOT_CACHED = ("sw.js", "embed.js", "pyodide/pyodide.asm.wasm", "pyodide/pyodide-lock.json")


def write_service_worker(build_id: str) -> None:
    """dist/sw.js: web/sw.js with this build's id and every file it must cache."""
    template = DIST / "sw.js"
    if not template.exists():
        return
    files = sorted(name for name in (p.relative_to(DIST).as_posix() for p in site_files(DIST))
                   if name not in NOT_CACHED)
    text = template.read_text()
    for placeholder in ('"__BUILD__"', "__FILES__"):
        if placeholder not in text:
            sys.exit(f"web/sw.js lacks its placeholder {placeholder}")
    text = (text.replace('"__BUILD__"', json.dumps(build_id))
            .replace("__FILES__", json.dumps(files, indent=0)))
    template.write_text(text)


def install_shell(wheel: Path, wasm: str) -> None:
    """dist/ = web/ + the wheel + version.js + icons + sw.js, next to dist/pyodide/, whose
    wasm the page loads by the name `wasm`."""
    DIST.mkdir(exist_ok=True)
    for old in DIST.iterdir():
        if old.name != "pyodide":
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    if (ROOT / "web").is_dir():
        shutil.copytree(ROOT / "web", DIST, dirs_exist_ok=True, copy_function=copy_stripped,
                        ignore=shutil.ignore_patterns(".*", "__pycache__"))
    else:
        print("warning: no web/ folder: dist/ has no page")
    write_stored_copy(wheel, DIST / wheel.name)
    install_icons()
    build_id = digest(site_files(DIST))
    (DIST / "version.js").write_text(
        f'export const WHEEL = "{wheel.name}";\n'
        f'export const WHEEL_URL = new URL(WHEEL, import.meta.url).href;\n'
        f'export const BUILD = "{build_id}";\n'
        f'export const WASM_FILE = "{wasm}";\n'
        f'export const LOCK = {json.dumps(served_lock(), separators=(",", ":"))};\n')
    write_service_worker(build_id)
    precompress(DIST)
    print(f"dist/ built: BUILD {build_id}")


STRIPPERS = {".js": build_strip.strip_js, ".css": build_strip.strip_css}


def copy_stripped(src: str, dest: str) -> None:
    """shutil.copy2, but JavaScript and CSS without their comments (build_strip.py)."""
    strip = STRIPPERS.get(Path(src).suffix)
    if strip is None:
        shutil.copy2(src, dest)
        return
    try:
        Path(dest).write_text(strip(Path(src).read_text()))
    except ValueError as error:
        sys.exit(f"{src}: {error}")
    shutil.copystat(src, dest)


def write_stored_copy(archive: Path, dest: Path) -> None:
    """A copy of the engine wheel with its Python stripped of comments and docstrings
    (build_strip.py) and its members stored instead of deflated: served compressed as
    a whole, it is smaller (25 KB in brotli, against 54 KB as pip builds it)."""
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as out:
        members = [(info, source.read(info)) for info in source.infolist()]
        for info, data in build_strip.strip_wheel(members):
            info.compress_type = zipfile.ZIP_STORED
            out.writestr(info, data)


BROTLI_SCRIPT = """
const { brotliCompressSync, constants } = require("zlib");
const { readFileSync, writeFileSync } = require("fs");
for (const [source, dest, quality] of JSON.parse(readFileSync(0, "utf8"))) {
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality };
  writeFileSync(dest, brotliCompressSync(readFileSync(source), { params }));
}
"""
BROTLI_BEST_UP_TO = 2_000_000  # bytes; the 9.6 MB wasm takes 30 s at quality 11, 0.3 s at 6


def precompress(folder: Path) -> None:
    """<file>.br beside each file of folder that brotli makes at least 10% smaller.

    Compressed by Node (which the build needs anyway), once per content: .cache/brotli/.
    """
    cache = CACHE / "brotli"
    cache.mkdir(parents=True, exist_ok=True)
    wanted: dict[Path, Path] = {}
    jobs = []
    for path in site_files(folder):
        data = path.read_bytes()
        quality = 11 if len(data) <= BROTLI_BEST_UP_TO else 6
        cached = cache / f"{hashlib.sha256(data).hexdigest()[:32]}-q{quality}.br"
        if not cached.exists():
            jobs.append((str(path), str(cached), quality))
        wanted[path.with_name(path.name + ".br")] = cached
    if jobs:
        subprocess.run(["node", "-e", BROTLI_SCRIPT], input=json.dumps(jobs).encode(), check=True)
    for brotli, cached in wanted.items():
        source = brotli.with_name(brotli.name[:-3])
        if cached.stat().st_size <= 0.9 * source.stat().st_size:
            copy_if_changed(cached, brotli)
        else:
            brotli.unlink(missing_ok=True)
    for stale in folder.rglob("*.br"):
        if stale not in wanted:
            stale.unlink()


def build() -> Path:
    """Build dist/; return the engine wheel in it."""
    wheel = build_wheel()
    micropip = pip_download([MICROPIP], CACHE / "micropip", deps=False)[0]
    install_shell(wheel, install_pyodide(fetch_pyodide(), micropip))
    return DIST / wheel.name


# ---------------------------------------------------------------- serve

class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with correct types, the app's CSP, no-cache revalidation, and each
    file that has a .br copy (precompress()) sent as brotli, else gzip, when accepted.

    Access-Control-Allow-Origin: * lets a sandboxed frame (an opaque origin, whose every
    request is cross-origin) load the page's modules, Pyodide and the wheel; the files are
    public, and no request here carries credentials that this would expose.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".whl": "application/zip", ".zip": "application/zip",
                      ".svg": "image/svg+xml", ".css": "text/css", ".html": "text/html",
                      ".png": "image/png", ".webmanifest": "application/manifest+json"}
    gzip_cache: dict[tuple[str, int], bytes] = {}
    csp = CSP

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", self.csp)
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir() and urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"
        brotli = path.with_name(path.name + ".br")
        accepted = self.headers.get("Accept-Encoding", "")
        encoding = "br" if "br" in accepted else "gzip" if "gzip" in accepted else None
        if not (path.is_file() and brotli.is_file() and encoding):
            return super().send_head()
        modified = self.date_time_string(int(path.stat().st_mtime))
        if self.headers.get("If-Modified-Since") == modified:
            self.send_response(304)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return None
        body = brotli.read_bytes() if encoding == "br" else self.gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", modified)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def gzipped(self, path: Path) -> bytes:
        key = (str(path), path.stat().st_mtime_ns)
        if key not in self.gzip_cache:
            self.gzip_cache[key] = gzip.compress(path.read_bytes(), 6, mtime=0)
        return self.gzip_cache[key]

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        self.server.bytes_sent += len(data)  # type: ignore[attr-defined]
        if self.path.startswith("/pyodide/"):
            self.server.pyodide_bytes_sent += len(data)  # type: ignore[attr-defined]
        outputfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(root: Path, port: int = 0, quiet: bool = True) -> http.server.ThreadingHTTPServer:
    """A server for root on 127.0.0.1:port, or on a free port if that one is taken.

    server.bytes_sent counts response body bytes (after gzip), server.pyodide_bytes_sent
    those of the files under /pyodide/ (Pyodide's and micropip); reset them freely.
    """
    handler = lambda *a: Handler(*a, directory=str(root))  # noqa: E731
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as error:
        print(f"port {port} is not free ({error.strerror}): using another")
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    server.bytes_sent = 0  # type: ignore[attr-defined]
    server.pyodide_bytes_sent = 0  # type: ignore[attr-defined]
    server.quiet = quiet  # type: ignore[attr-defined]
    return server


def url_of(server: http.server.ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_port}/"


def serve_in_background(root: Path = DIST) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a quiet server for root on a free port; stop it with server.shutdown()."""
    server = make_server(root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, url_of(server)


def serve(port: int) -> None:
    build()
    server = make_server(DIST, port, quiet=False)
    print(f"serving dist/ at {url_of(server)}  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# ---------------------------------------------------------------- browser

def ensure_chromium() -> None:
    """Debian's chromium when we are root with apt-get, else Playwright's own."""
    if CHROMIUM.exists():
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "chromium"], env=env)
    else:
        run([venv_python(), "-m", "playwright", "install", "chromium"])


def chromium_options() -> dict[str, Any]:
    """Playwright's launch options for a headless Chromium (Debian's when present)."""
    path = str(CHROMIUM) if CHROMIUM.exists() else None
    return {"executable_path": path, "args": CHROMIUM_ARGS, "headless": True}


def launch_chromium(playwright: Any) -> Any:
    """A headless Chromium from a playwright.sync_api Playwright object."""
    return playwright.chromium.launch(**chromium_options())


# ---------------------------------------------------------------- test

def has_tests(folder: Path) -> bool:
    return any(folder.rglob("test_*.py"))


class Suite:
    """One suite's command, run with its output kept for printing whole when it ends."""

    def __init__(self, name: str, cmd: list[Any], folder: Path | None = None) -> None:
        self.name = name
        self.cmd = [str(c) for c in cmd]
        self.folder = folder  # its tests: pytest's exit 5 (nothing collected) passes while it has none
        self.code: int | None = None
        self.seconds = 0.0

    def run(self, env: dict[str, str], printing: threading.Lock) -> None:
        with printing:
            print(f"=== {self.name}: started", flush=True)
        started = time.monotonic()
        done = subprocess.run(self.cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self.seconds = time.monotonic() - started
        self.code = done.returncode
        if self.code == 5 and self.folder is not None and not has_tests(self.folder):
            self.code = 0
        with printing:
            print(f"\n=== {self.name}\n+ {' '.join(self.cmd)}", flush=True)
            sys.stdout.buffer.write(done.stdout)
            print(f"=== {self.name}: {self.verdict()}\n", flush=True)

    def verdict(self) -> str:
        result = "ok" if self.code == 0 else f"FAILED (exit {self.code})"
        return f"{result} in {self.seconds:.0f} s"


def run_lanes(lanes: list[list[Suite]]) -> bool:
    """Run the lanes side by side, each one's suites in turn; print each suite's output
    whole when it ends, then every suite's verdict and time. True if all passed."""
    # the suites use dist/ as build() left it: the e2e conftest must not rebuild it under
    # the Pyodide suite, which reads it at the same time
    env = {**os.environ, DIST_BUILT: "1"}
    printing = threading.Lock()
    started = time.monotonic()

    def run_lane(lane: list[Suite]) -> None:
        for suite in lane:
            suite.run(env, printing)

    threads = [threading.Thread(target=run_lane, args=(lane,)) for lane in lanes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(f"=== all suites in {time.monotonic() - started:.0f} s (lanes side by side)")
    for suite in (s for lane in lanes for s in lane):
        print(f"    {suite.name}: {suite.verdict()}")
    return all(s.code == 0 for lane in lanes for s in lane)


def pyodide_test_command(wheel: Path, *pytest_args: str) -> list[Any]:
    """node tests/pyodide/run.mjs with the built wheel and the test wheels."""
    wheels = [wheel, *pip_download(PYODIDE_TEST_REQUIREMENTS, CACHE / "pyodide-test-wheels")]
    return ["node", ROOT / "tests/pyodide/run.mjs", "--pyodide", DIST / "pyodide",
            "--config", ROOT / "pyproject.toml", "--tests", ROOT / "tests",
            *[a for w in wheels for a in ("--wheel", w)], "--", *pytest_args]


def test() -> None:
    python = ensure_venv(BUILD_REQUIREMENTS + TEST_REQUIREMENTS)
    ensure_chromium()
    wheel = build()
    mypy = Suite("mypy --strict", [python, "-m", "mypy", "--strict", "engine",
                                   "build.py", "bench", "e2e/conftest.py"])
    cpython = Suite("pytest tests/ (CPython)",
                    [python, "-m", "pytest", "-q", "-rs", "-n", "2", "--dist", "worksteal", "--durations=5", "tests"], ROOT / "tests")
    pyodide = Suite("pytest tests/ (Pyodide under Node)",
                    pyodide_test_command(wheel, "-q", "-rs", "-m", "not slow", "-p", "no:cacheprovider"),
                    ROOT / "tests")
    e2e = Suite("pytest e2e/ (Chromium)",
                [python, "-m", "pytest", "-q", "-rs", "-n", "2", "--dist", "worksteal", "--durations=5", "e2e"], ROOT / "e2e")
    # Three lanes on two cores: the e2e tests spend most of their time waiting on the page
    # and Node runs Pyodide on one thread, so side by side they keep both cores busy.
    if not run_lanes([[e2e], [mypy, cpython], [pyodide]]):
        sys.exit(1)
    print("\nall suites passed")


# ---------------------------------------------------------------- bench

def bench(seconds: float, strength_games: int, strength_only: bool) -> None:
    """python -m bench (it builds dist/) in .venv, which has Playwright."""
    python = ensure_venv(BUILD_REQUIREMENTS + TEST_REQUIREMENTS)
    ensure_chromium()
    run([python, "-m", "bench", "--seconds", seconds, "--strength-games", strength_games,
         *(["--strength-only"] if strength_only else [])])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="build dist/")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser("test", help="run every test suite")
    bench_parser = commands.add_parser("bench", help="print performance figures")
    bench_parser.add_argument("--seconds", type=float, default=5.0,
                              help="CPython's random-games budget; Pyodide plays the same games")
    bench_parser.add_argument("--strength-games", type=int, default=500,
                              help="seeded games for each bot level of each game in the strength table")
    bench_parser.add_argument("--strength-only", action="store_true", help="print only the strength table")
    args = parser.parse_args()
    if args.command == "build":
        build()
    elif args.command == "serve":
        serve(args.port)
    elif args.command == "test":
        test()
    else:
        bench(args.seconds, args.strength_games, args.strength_only)


if __name__ == "__main__":
    main()
