#!/usr/bin/env python3
"""House Rules: one entry point to build, serve, test and benchmark.

    python build.py build             engine wheel + Pyodide + web shell -> dist/
    python build.py serve [--port N]  build, then serve dist/ on 127.0.0.1
    python build.py test              install the test tools, run every suite
    python build.py lint              the static checks alone: tsc, ESLint, Prettier, ruff, mypy
    python build.py bench [options]   print performance figures (options: bench/options.py)
    python build.py trace-stdlib      write buildtools/page-stdlib.txt: the standard library
                                      the page serves (a few minutes: buildtools/stdlib.py)

Standard library only. Downloads are cached in .cache/; tools live in .venv/ (pip) and
node_modules/ (npm ci). The work is done in buildtools/:

    files.py     where things are; running a command, listing, digesting, copying files
    installs.py  the pinned tools and downloads: .venv, Pyodide, npm packages, node_modules
    site.py      dist/ assembled from the wheel, Pyodide and web/ (its layout is there)
    strip.py     the comments out of the JavaScript, CSS and Python that dist/ serves
    stdlib.py    the page's own standard library: the files of Pyodide's that it needs
    icons.py     the installable app's icons, drawn
    server.py    the static server: the app's CSP, revalidation, brotli copies
    browser.py   the headless Chromium that Playwright drives
    firefox.py   the headless Firefox that Selenium drives (the Firefox lane, the benchmark)
    suites.py    the test suites, in lanes side by side, each one's output printed whole
    lint.py      the static checks' commands
"""

from __future__ import annotations

import argparse
import sys

from bench.options import add_options as add_bench_options
from buildtools.browser import chromium_options, ensure_chromium, launch_chromium
from buildtools.files import DIST, run
from buildtools.firefox import ensure_firefox
from buildtools.installs import BUILD_REQUIREMENTS, TEST_REQUIREMENTS, ensure_venv, fetch_axe
from buildtools.server import CSP, Handler, make_server, serve, serve_in_background, url_of
from buildtools.site import build, precompress
from buildtools.suites import DIST_BUILT, lint, test, trace_stdlib

# What the e2e suite imports as build.<name>; each lives in the buildtools module named above.
__all__ = [
    "CSP",
    "DIST",
    "DIST_BUILT",
    "Handler",
    "build",
    "chromium_options",
    "fetch_axe",
    "launch_chromium",
    "make_server",
    "precompress",
    "serve_in_background",
    "url_of",
]


def bench(options: list[str]) -> None:
    """python -m bench (it builds dist/) in .venv, which has Playwright and Selenium, with the options as given."""
    python = ensure_venv(BUILD_REQUIREMENTS + TEST_REQUIREMENTS)
    ensure_chromium()
    ensure_firefox()
    run([python, "-m", "bench", *options])


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="build dist/")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/")
    serve_parser.add_argument("--port", type=int, default=8000)
    commands.add_parser("test", help="run every test suite")
    commands.add_parser("lint", help="run the static checks alone")
    commands.add_parser("trace-stdlib", help="write the list of the standard library that dist/ serves")
    add_bench_options(commands.add_parser("bench", help="print performance figures"))
    args = parser.parse_args(argv)
    if args.command == "build":
        build()
    elif args.command == "serve":
        build()
        serve(args.port)
    elif args.command == "test":
        test()
    elif args.command == "lint":
        lint()
    elif args.command == "trace-stdlib":
        trace_stdlib()
    else:  # bench: its options, checked above, go to python -m bench as given
        bench(argv[argv.index("bench") + 1 :])


if __name__ == "__main__":
    main()
