"""dist/, assembled: the engine wheel, Pyodide's run-time files, the page from web/ (its
comments stripped by buildtools/strip.py), version.js, the icons, the service worker's
list of files, and a brotli copy of each file it makes smaller.

dist/ layout (URLs relative to the site root):
    index.html, ... everything from web/ but its scripts and style sheets
    main.js, engine-start.js, worker.js, shared-<hash>.js
                        the page's and the worker's scripts, each bundled with what it
                        imports and minified (buildtools/bundle.mjs), with source maps
    sw.js, embed.js, lang/<code>.js
                        served as they are, without comments (buildtools/strip.py);
                        lang/en.js is in the bundle
    style.css           web/style.css and each game's, without comments
    version.js          export const WHEEL, WHEEL_URL, BUILD, WASM_FILE, STDLIB_FILE, LOCK
    sw.js               the service worker: web/sw.js with BUILD and the files to cache
    icon-192.png, icon-512.png   the installable app's icons (buildtools/icons.py)
    <engine wheel>      next to index.html, its name is version.js's WHEEL (members
                        stored, not deflated: the server's compression then spans them;
                        its Python without comments and docstrings, lines kept)
    pyodide/            pyodide.mjs, pyodide.asm.mjs, pyodide.asm.wasm,
                        pyodide-lock.json, micropip wheel, and
                        pyodide.asm.<hash>.wasm: the wasm under a name of its content,
                        the one the page loads (version.js's WASM_FILE), and
                        python_stdlib.trimmed.zip: the page's own standard library
                        (buildtools/stdlib.py; version.js's STDLIB_FILE), not Pyodide's
    <file>.br           brotli of each file that it makes at least 10% smaller
                        (by Node's zlib), sent by `serve` with Content-Encoding: br
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

from . import strip
from .files import CACHE, DIST, ROOT, copy_if_changed, digest, files_under, run, site_files, write_if_changed
from .icons import install_icons
from .installs import BUILD_REQUIREMENTS, MICROPIP, ensure_node_modules, ensure_venv, fetch_pyodide, pip_download
from .stdlib import PAGE_STDLIB, write_page_stdlib

# (not python_stdlib.zip: dist/ serves the page's own, buildtools/stdlib.py)
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
WHEEL_LIMIT = 100 * 1024


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
        run(
            [
                python,
                "-m",
                "pip",
                "wheel",
                "-q",
                "--disable-pip-version-check",
                ".",
                "--no-deps",
                "--no-build-isolation",
                "-w",
                out,
            ],
            env=env,
        )
        remove_setuptools_leftovers()
        wheels = list(out.glob("*.whl"))
    wheel = wheels[0]
    size = wheel.stat().st_size
    print(f"engine wheel {wheel.name}: {size / 1024:.1f} KB (limit {WHEEL_LIMIT // 1024} KB)")
    if size > WHEEL_LIMIT:
        sys.exit(f"engine wheel is {size} bytes, over the {WHEEL_LIMIT} byte limit")
    return wheel


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
    packages = {name: entry for name, entry in lock["packages"].items() if (folder / entry["file_name"]).exists()}
    return {"info": lock["info"], "packages": packages}


def wasm_file(wasm: Path) -> str:
    """The name the page loads Pyodide's wasm by: one that says its content, so that a
    cache can never hold another build's file under it."""
    return f"pyodide.asm.{hashlib.sha256(wasm.read_bytes()).hexdigest()[:16]}.wasm"


def install_pyodide(package: Path, micropip: Path) -> str:
    """dist/pyodide/: the run-time files only, the wasm under its content's name too, the
    page's standard library, and micropip for offline loadPackage. Returns that name of the wasm."""
    target = DIST / "pyodide"
    named_wasm = wasm_file(package / "pyodide.asm.wasm")
    keep = set(PYODIDE_RUNTIME) | {micropip.name, named_wasm, PAGE_STDLIB}
    for stale in target.glob("*"):
        if stale.name not in keep and stale.suffix != ".br":  # precompress() sees to those
            stale.unlink()
    for name in PYODIDE_RUNTIME:
        if name != "pyodide-lock.json":
            copy_if_changed(package / name, target / name)
    copy_if_changed(package / "pyodide.asm.wasm", target / named_wasm)
    copy_if_changed(micropip, target / micropip.name)
    write_page_stdlib(package, target / PAGE_STDLIB)
    write_if_changed(target / "pyodide-lock.json", patched_lock((package / "pyodide-lock.json").read_text(), micropip))
    return named_wasm


# Not cached for offline use: embed.js runs in other sites' pages, never in this one; the
# page loads the wasm by its content's name (wasm_file), never by Pyodide's; and it hands
# loadPyodide the lock of what it serves (served_lock), never pyodide-lock.json.
NOT_CACHED = ("sw.js", "embed.js", "pyodide/pyodide.asm.wasm", "pyodide/pyodide-lock.json")
# nor the bundles' source maps: a browser asks for them only while its developer tools are open


def write_service_worker(build_id: str) -> None:
    """dist/sw.js: web/sw.js with this build's id and every file it must cache."""
    template = DIST / "sw.js"
    if not template.exists():
        return
    files = sorted(
        name
        for name in (p.relative_to(DIST).as_posix() for p in site_files(DIST))
        if name not in NOT_CACHED and not name.endswith(".map")
    )
    text = template.read_text()
    for placeholder in ('"__BUILD__"', "__FILES__"):
        if placeholder not in text:
            sys.exit(f"web/sw.js lacks its placeholder {placeholder}")
    text = text.replace('"__BUILD__"', json.dumps(build_id)).replace("__FILES__", json.dumps(files, indent=0))
    template.write_text(text)


def join_styles() -> None:
    """dist/style.css: the shared sheet (web/style.css), then each game's own
    (web/games/<game>/style.css): one request for the page, one file a concern to edit."""
    web = ROOT / "web"
    sheets = [web / "style.css", *sorted(web.glob("games/*/style.css"))]
    text = "\n".join(strip.strip_css(sheet.read_text()) for sheet in sheets if sheet.exists())
    (DIST / "style.css").write_text(text)


def install_shell(wheel: Path, wasm: str) -> None:
    """dist/ = web/ + the wheel + version.js + icons + sw.js, next to dist/pyodide/, whose
    wasm the page loads by the name `wasm`."""
    DIST.mkdir(exist_ok=True)
    for old in DIST.iterdir():
        if old.name != "pyodide":
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    if (ROOT / "web").is_dir():
        shutil.copytree(
            ROOT / "web",
            DIST,
            dirs_exist_ok=True,
            copy_function=copy_stripped,
            ignore=shutil.ignore_patterns(".*", "__pycache__", "style.css", "*.js", "index.html"),
        )
        bundle_scripts()
        join_styles()
        for folder in sorted((d for d in DIST.rglob("*") if d.is_dir()), reverse=True):
            if not any(folder.iterdir()):  # web/'s folders of scripts, now in the bundles
                folder.rmdir()
    else:
        print("warning: no web/ folder: dist/ has no page")
    write_stored_copy(wheel, DIST / wheel.name)
    install_icons()
    build_id = digest(site_files(DIST))
    (DIST / "version.js").write_text(
        f'export const WHEEL = "{wheel.name}";\n'
        f"export const WHEEL_URL = new URL(WHEEL, import.meta.url).href;\n"
        f'export const BUILD = "{build_id}";\n'
        f'export const WASM_FILE = "{wasm}";\n'
        f'export const STDLIB_FILE = "{PAGE_STDLIB}";\n'
        f"export const LOCK = {json.dumps(served_lock(), separators=(',', ':'))};\n"
    )
    write_service_worker(build_id)
    precompress(DIST)
    print(f"dist/ built: BUILD {build_id}")


# The page's scripts are bundled from these entries (buildtools/bundle.mjs), each with
# what it imports; the worker is one of them.
ENTRIES = ("engine-start.js", "main.js", "worker.js")
# Served as they are: the service worker and the embedding snippet (each runs on its own),
# and the catalogs a language loads on first use (but those the bundle holds).
AS_THEY_ARE = ("sw.js", "embed.js", "lang/*.js")
PRELOADS = "<!-- the shared chunks' modulepreloads -->"


def bundle_scripts() -> None:
    """dist/'s scripts: the bundles of ENTRIES and their shared chunks, the AS_THEY_ARE
    scripts stripped, and index.html with a modulepreload of each shared chunk, so that
    the browser asks for them beside the entries instead of after them."""
    web = ROOT / "web"
    made = run(["node", ROOT / "buildtools/bundle.mjs", web, DIST, *ENTRIES], stdout=subprocess.PIPE)
    bundled = json.loads(made.stdout)
    for pattern in AS_THEY_ARE:
        for script in sorted(web.glob(pattern)):
            name = script.relative_to(web).as_posix()
            if name not in bundled["held"]:
                (DIST / name).parent.mkdir(parents=True, exist_ok=True)
                copy_stripped(str(script), str(DIST / name))
    page = (web / "index.html").read_text()
    if PRELOADS not in page:
        sys.exit(f"web/index.html lacks its placeholder {PRELOADS}")
    links = "".join(f'<link rel="modulepreload" href="{chunk}">' for chunk in sorted(bundled["chunks"]))
    (DIST / "index.html").write_text(page.replace(PRELOADS, links))


STRIPPERS = {".js": strip.strip_js, ".css": strip.strip_css}


def copy_stripped(src: str, dest: str) -> None:
    """shutil.copy2, but JavaScript and CSS without their comments (buildtools/strip.py)."""
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
    (buildtools/strip.py) and its members stored instead of deflated: served compressed as
    a whole, it is smaller (25 KB in brotli, against 54 KB as pip builds it)."""
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as out:
        members = [(info, source.read(info)) for info in source.infolist()]
        for info, data in strip.strip_wheel(members):
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
# bytes; the 9.6 MB wasm takes 30 s at quality 11, 0.3 s at 6; the page's 3 MB standard
# library 11 s (once: the copy is kept), and is 13% smaller than at 6
BROTLI_BEST_UP_TO = 4_000_000


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
    ensure_node_modules()  # esbuild, for bundle_scripts()
    micropip = pip_download([MICROPIP], CACHE / "micropip", deps=False)[0]
    install_shell(wheel, install_pyodide(fetch_pyodide(), micropip))
    return DIST / wheel.name
