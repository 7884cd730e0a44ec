"""The static server of dist/ (build.py serve, the e2e suite, the benchmark): the app's
Content-Security-Policy, revalidation, and the precompressed .br copies."""

from __future__ import annotations

import functools
import gzip
import http.server
import io
import threading
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

from .files import DIST

CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; object-src 'none'; base-uri 'none'"


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with correct types, the app's CSP, no-cache revalidation, and each
    file that has a .br copy (site.precompress) sent as brotli, else gzip, when accepted.

    Access-Control-Allow-Origin: * lets a sandboxed frame (an opaque origin, whose every
    request is cross-origin) load the page's modules, Pyodide and the wheel; the files are
    public, and no request here carries credentials that this would expose.
    """

    extensions_map = {  # noqa: RUF012 (SimpleHTTPRequestHandler's attribute, overridden)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".zip": "application/zip",
        ".svg": "image/svg+xml",
        ".css": "text/css",
        ".html": "text/html",
        ".png": "image/png",
        ".webmanifest": "application/manifest+json",
    }
    gzip_cache: ClassVar[dict[tuple[str, int], bytes]] = {}  # shared by every request
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
    handler = functools.partial(Handler, directory=str(root))
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


def serve(port: int, root: Path = DIST) -> None:
    """Serve root (dist/) on 127.0.0.1:port until Ctrl-C."""
    server = make_server(root, port, quiet=False)
    print(f"serving {root.name}/ at {url_of(server)}  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
