"""The files of a standard library zip that modules need when they load: run inside
Pyodide by tests/pyodide/page_stdlib.mjs --trace (its Python parses the library's
syntax, which the build's Python may be too old for).

A module's imports are every import statement outside a function body, on every branch
(a try's fallback too: on the safe side), but for the branches that run only on Windows
or as __main__; an import inside a function runs only when called, which the trace sees
if the page calls it. "from a import b" needs a/b.py when b is a module.
"""

from __future__ import annotations

import ast
import zipfile
from collections.abc import Iterable, Iterator

NEVER_HERE = ("__main__", "win32", "nt")  # `if __name__ == "__main__"`, `if sys.platform == "win32"`, ...


def file_of(module: str, names: set[str]) -> str | None:
    path = module.replace(".", "/")
    return next((f for f in (path + ".py", path + "/__init__.py") if f in names), None)


def never_here(node: ast.AST) -> bool:
    """An `if x == "win32":` (or "nt", or "__main__") test: its body never runs in the page."""
    if not (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)):
        return False
    compare = node.test
    return isinstance(compare.ops[0], ast.Eq) and any(
        isinstance(c, ast.Constant) and c.value in NEVER_HERE for c in compare.comparators
    )


def loading_statements(node: ast.AST) -> Iterator[ast.AST]:
    """The nodes under node that run when its module loads."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if never_here(child):
            assert isinstance(child, ast.If)
            for other in child.orelse:
                yield other
                yield from loading_statements(other)
            continue
        yield child
        yield from loading_statements(child)


def imports(module: str, path: str, source: bytes) -> set[str]:
    """The modules (and their packages) that module, at path, imports as it loads."""
    package = module if path.endswith("/__init__.py") else module.rpartition(".")[0]
    named: set[str] = set()
    for node in loading_statements(ast.parse(source)):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            named.add(base)
            named.update(f"{base}.{alias.name}" for alias in node.names)
    parts_of = (name.split(".") for name in named)
    return {".".join(parts[:i]) for parts in parts_of for i in range(1, len(parts) + 1)}


def closure(library: str, modules: Iterable[str]) -> list[str]:
    """The files of the zip `library` that modules and what they import as they load need."""
    with zipfile.ZipFile(library) as z:
        names = set(z.namelist())
        files: set[str] = set()
        seen: set[str] = set()
        todo = list(modules)
        while todo:
            module = todo.pop()
            if module in seen:
                continue
            seen.add(module)
            path = file_of(module, names)
            if path is not None:
                files.add(path)
                todo.extend(imports(module, path, z.read(path)))
    return sorted(files)
