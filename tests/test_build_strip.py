"""buildtools/strip.py takes comments out of the files dist/ serves and keeps what they do.

Each stripper keeps every line where it was (a stack trace names a line of the source),
and the code's meaning: strings, template literals and regular expressions that look
like comments stay. (Skipped inside Pyodide, where only tests/ is mounted.)
"""

from __future__ import annotations

import ast
import base64
import hashlib
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if not (ROOT / "buildtools" / "strip.py").is_file():
    pytest.skip("buildtools/ is not beside tests/ (inside Pyodide)", allow_module_level=True)
sys.path.insert(0, str(ROOT))
from buildtools.strip import strip_css, strip_js, strip_python, strip_wheel  # noqa: E402

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="no node on PATH")

# Parses each file named after it as an ES module, as a browser would (node --check
# takes one file a process; this takes all of them in one).
PARSE_MODULES = """
const vm = require("vm"), fs = require("fs");
let failed = 0;
for (const file of process.argv.slice(1)) {
  try { new vm.SourceTextModule(fs.readFileSync(file, "utf8"), { identifier: file }); }
  catch (error) { failed++; console.log(`${file}: ${error.message}`); }
}
process.exit(failed ? 1 : 0);
"""


def parse_modules(files: list[Path]) -> subprocess.CompletedProcess[str]:
    assert NODE is not None
    return subprocess.run(
        [NODE, "--no-warnings", "--experimental-vm-modules", "-e", PARSE_MODULES, *map(str, files)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_js_comments_and_line_edge_spaces_go_but_lines_stay() -> None:
    source = (
        "// The module's purpose.\n"
        "export function f(a) {\n"
        "    /* a block\n"
        "       over two lines */\n"
        "    return a + 1;  // trailing\n"
        "}\n"
    )
    assert strip_js(source) == "\nexport function f(a) {\n\n\nreturn a + 1;\n}\n"


def test_js_comment_markers_in_strings_stay() -> None:
    source = """const a = "//", b = '/*', c = "https://cards.example/x", d = 'it\\'s // here';\n"""
    assert strip_js(source) == source.strip() + "\n"


def test_js_regular_expressions_that_look_like_comments_stay() -> None:
    source = (
        "const open = /\\/\\*/;\n"
        "const slash = /[/]/g;  // a class holds a bare /\n"
        "function f(s) { return /\\/\\/ x/.test(s); }\n"
        "const code = /^(?:Key|Digit)(.)$/.exec(s);\n"
    )
    assert strip_js(source) == (
        "const open = /\\/\\*/;\n"
        "const slash = /[/]/g;\n"
        "function f(s) { return /\\/\\/ x/.test(s); }\n"
        "const code = /^(?:Key|Digit)(.)$/.exec(s);\n"
    )


def test_js_division_is_not_taken_for_a_regular_expression() -> None:
    source = "const half = total / 2 / count; // halves\nconst k = (a) / b, m = i++ / 2, n = x[0] / 4;\n"
    assert strip_js(source) == "const half = total / 2 / count;\nconst k = (a) / b, m = i++ / 2, n = x[0] / 4;\n"


def test_js_template_literal_lines_keep_their_indentation_and_comment_markers() -> None:
    source = (
        "const html = `\n"
        "    line one // not a comment\n"
        '    ${ {a: 1}["a"] /* a real comment */ } and ${`inner ${x}`}\n'
        "    /* not a comment either */`;\n"
        "    const after = 1;\n"
    )
    assert strip_js(source) == (
        "const html = `\n"
        "    line one // not a comment\n"
        '    ${ {a: 1}["a"]   } and ${`inner ${x}`}\n'
        "    /* not a comment either */`;\n"
        "const after = 1;\n"
    )


def test_js_a_comment_between_tokens_keeps_them_apart() -> None:
    assert strip_js("let/* the name */x = 1;") == "let x = 1;"


@pytest.mark.parametrize("source", ['const a = "open;\n', "const a = `open ${x`;\n", "/* open\n", "const r = /open;\n"])
def test_js_that_does_not_close_is_refused(source: str) -> None:
    with pytest.raises(ValueError, match="line 1"):
        strip_js(source)


TRICKY_PROGRAM = r"""
// Values that hold comment markers, printed: stripping must not change them.
const values = [
  "//", '/*', "https://cards.example/a//b", 'a */ b',
  /\/\*/.source, /[/*]+/.test("/*"), 10 / 2 / 5, `two
    lines // with ${"a" /* comment */ + `nested ${1 + 1}`} /* and */`,
];
let i = 4;
values.push(i++ / 2, typeof /x/);
console.log(JSON.stringify(values));
"""


@needs_node
def test_js_stripped_program_prints_what_the_source_prints(tmp_path: Path) -> None:
    outputs = []
    for text in (TRICKY_PROGRAM, strip_js(TRICKY_PROGRAM)):
        program = tmp_path / "program.js"
        program.write_text(text)
        run = subprocess.run([NODE or "node", str(program)], capture_output=True, text=True, timeout=30, check=False)
        assert run.returncode == 0, run.stderr
        outputs.append(run.stdout)
    assert outputs[0] == outputs[1]
    assert '"https://cards.example/a//b"' in outputs[0]


@needs_node
@pytest.mark.skipif(not (ROOT / "web").is_dir(), reason="no web/ folder")
def test_every_web_module_stripped_still_parses_with_its_lines(tmp_path: Path) -> None:
    sources = sorted((ROOT / "web").rglob("*.js"))
    stripped = []
    for number, path in enumerate(sources):
        text = path.read_text()
        out = strip_js(text)
        assert out.count("\n") == text.count("\n"), path
        assert len(out) < len(text), path
        stripped.append(tmp_path / f"{number}-{path.name}")
        stripped[-1].write_text(out)
    run = parse_modules(stripped)
    assert run.returncode == 0, run.stdout + run.stderr
    broken = tmp_path / "broken.js"  # the check itself can fail
    broken.write_text('export const a = "open;\n')
    assert parse_modules([broken]).returncode == 1


def test_css_comments_go_and_strings_stay() -> None:
    source = (
        "/* The table. */\n"
        ".a::before {\n"
        '  content: "/* not a comment */";  /* a comment */\n'
        "  margin: 1px/**/2px;\n"
        "  background: url('https://cards.example/x.svg');\n"
        "}\n"
    )
    assert strip_css(source) == (
        "\n.a::before {\n"
        'content: "/* not a comment */";\n'
        "margin: 1px 2px;\n"
        "background: url('https://cards.example/x.svg');\n"
        "}\n"
    )


@pytest.mark.skipif(not (ROOT / "web" / "style.css").is_file(), reason="no web/style.css")
def test_the_stylesheet_keeps_its_lines_and_loses_its_comments() -> None:
    text = (ROOT / "web" / "style.css").read_text()
    out = strip_css(text)
    assert out.count("\n") == text.count("\n")
    assert "/*" not in out and out.count("{") == text.count("{")


PYTHON = '''"""The module's docstring,
over two lines."""

from __future__ import annotations

HASH = "# not a comment"  # a comment


class Empty:
    """Only a docstring: the class keeps a body."""


def add(a: int, b: int) -> int:
    """Add.

    Three lines.
    """
    # why it adds
    return a + b  # the sum


def fail() -> None:
    """Raises."""
    raise ValueError(f"{HASH!r}")
'''


def test_python_docstrings_and_comments_go_and_every_line_stays() -> None:
    out = strip_python(PYTHON)
    assert out == (
        '\n\n\nfrom __future__ import annotations\n\nHASH = "# not a comment"\n\n\n'
        'class Empty:\n    ""\n\n\ndef add(a: int, b: int) -> int:\n\n\n\n\n\n'
        "    return a + b\n\n\ndef fail() -> None:\n\n"
        '    raise ValueError(f"{HASH!r}")\n'
    )
    source_names: dict[str, object] = {}
    stripped_names: dict[str, object] = {}
    exec(compile(PYTHON, "m.py", "exec"), source_names)
    exec(compile(out, "m.py", "exec"), stripped_names)
    assert stripped_names["HASH"] == "# not a comment"
    for name in ("add", "fail"):
        assert stripped_names[name].__code__.co_firstlineno == source_names[name].__code__.co_firstlineno  # type: ignore[attr-defined]
        assert (
            list(stripped_names[name].__code__.co_lines())  # type: ignore[attr-defined]
            == list(source_names[name].__code__.co_lines())
        )  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "source", ['def f(): """doc"""\n', 'def f():\n    """doc"""; return 1\n', 'class C: """doc"""; x = 1  # one\n']
)
def test_python_docstrings_that_share_their_line_leave_code_that_runs(source: str) -> None:
    out = strip_python(source)
    assert "doc" not in out and "#" not in out and out.count("\n") == source.count("\n")
    exec(compile(out, "m.py", "exec"), {})


def without_docstrings(tree: ast.AST) -> str:
    """The tree's dump, positions included, with every docstring (and the "" put in
    for one that was a whole body) taken out. A class or function that was only a
    docstring ends on the same line, but at another column: that one is left out."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                del body[0]
                if not body and not isinstance(node, ast.Module):
                    node.end_col_offset = None
    return ast.dump(tree, include_attributes=True)


@pytest.mark.skipif(not (ROOT / "engine").is_dir(), reason="no engine/ folder")
def test_every_engine_module_keeps_its_code_at_the_same_lines_and_columns() -> None:
    modules = sorted((ROOT / "engine").rglob("*.py"))
    assert modules
    raw = stripped = 0
    for path in modules:
        text = path.read_text()
        out = strip_python(text)
        assert out.count("\n") == text.count("\n"), path
        assert without_docstrings(ast.parse(out)) == without_docstrings(ast.parse(text)), path
        raw, stripped = raw + len(text), stripped + len(out)
    assert stripped < 0.9 * raw


@pytest.mark.skipif(not (ROOT / "engine").is_dir(), reason="no engine/ folder")
def test_the_engine_never_reads_a_docstring() -> None:
    """The page's wheel has none."""
    readers = [path.name for path in (ROOT / "engine").rglob("*.py") if "__doc__" in path.read_text()]
    assert readers == []


def test_the_wheel_record_names_the_stripped_files() -> None:
    module = b'"""Docstring."""\nX = 1  # one\n'
    record = "pkg/m.py,sha256=old,30\npkg/data.txt,sha256=kept,4\npkg-1.dist-info/RECORD,,\n"
    members = [
        (zipfile.ZipInfo("pkg/m.py"), module),
        (zipfile.ZipInfo("pkg/data.txt"), b"data"),
        (zipfile.ZipInfo("pkg-1.dist-info/RECORD"), record.encode()),
    ]
    out = {info.filename: data for info, data in strip_wheel(members)}
    assert out["pkg/m.py"] == b"\nX = 1\n"
    assert out["pkg/data.txt"] == b"data"
    digest = base64.urlsafe_b64encode(hashlib.sha256(b"\nX = 1\n").digest()).rstrip(b"=").decode()
    data_digest = base64.urlsafe_b64encode(hashlib.sha256(b"data").digest()).rstrip(b"=").decode()
    assert out["pkg-1.dist-info/RECORD"].decode().splitlines() == [
        f"pkg/m.py,sha256={digest},7",
        f"pkg/data.txt,sha256={data_digest},4",
        "pkg-1.dist-info/RECORD,,",
    ]
