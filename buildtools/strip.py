"""Comments out of what a browser downloads: buildtools/site.py copies the page's JavaScript, CSS
and engine wheel into dist/ through these functions.

The source keeps its comments and docstrings; a first visit need not download them.
Every function keeps each line where it was, so a stack trace or a traceback from the
page names a line of the source: dropping the emptied lines would save under 1% more
in brotli, whose cost for a run of newlines is a few bits.

JavaScript and CSS also lose the spaces that begin and end their lines, except where a
line begins or ends inside a string or a template literal (that is content).
"""

from __future__ import annotations

import ast
import base64
import csv
import hashlib
import io
import re
import tokenize
import zipfile
from collections.abc import Iterator

# A piece of a file: ("code" | "literal" | "comment", its text). Literals are strings,
# template literals and regular expressions, which are kept as they are.
Piece = tuple[str, str]

WORD = re.compile(r"[\w$]+")  # an identifier, keyword or number (\w is Unicode)
# A "/" after one of these begins a regular expression; after anything else (a name,
# a number, ")", "]", a literal, "++", "--") it divides.
BEFORE_REGEX_PUNCTUATION = set("(,=:[!&|?{};+-*%<>~^}")
BEFORE_REGEX_WORDS = {
    "return",
    "typeof",
    "instanceof",
    "in",
    "of",
    "new",
    "delete",
    "void",
    "throw",
    "case",
    "do",
    "else",
    "yield",
    "await",
}


def strip_js(text: str) -> str:
    """JavaScript without comments or line-edge spaces, its lines where they were.

    A scanner, not a parser: it follows strings, template literals (with their ${}
    nesting), regular expressions and comments, and tells a regular expression from
    a division by the token before the "/". Not handled: a regular expression right
    after ")" (`if (x) /y/.test(s)`) is taken for a division, and a division after a
    name spelt like a keyword (`item.return / 2`) for a regular expression; HTML-like
    comments (<!--); a hashbang line. Each is rare, and harmless unless the misread
    text holds quotes, a backquote or "//" or "/*"; the build then mostly stops on
    an unclosed string or regular expression, and tests/test_build_strip.py parses
    every stripped web/ module.
    """
    return assemble(js_pieces(text))


def strip_css(text: str) -> str:
    """CSS without comments or line-edge spaces, its lines where they were. Not
    handled: an unquoted url( ) holding "/*" (quote it)."""
    return assemble(css_pieces(text))


def js_pieces(text: str) -> Iterator[Piece]:
    templates: list[int] = []  # for each open ${ of a template literal: the { open in it
    previous = ""  # the last token of code: a word or a punctuation character
    i = code_start = 0
    while i < len(text):
        c, two = text[i], text[i : i + 2]
        # what follows the piece found here: "literal" is a value, after which "/" divides
        if two in ("//", "/*"):
            kind, end, after = "comment", comment_end(text, i), previous
        elif c in "'\"":
            kind, end, after = "literal", quoted_end(text, i), "literal"
        elif c == "`" or (c == "}" and templates and templates[-1] == 0):
            if c == "}":  # the end of a ${ expression: the template literal goes on
                templates.pop()
            end, opens = template_end(text, i + 1)
            if opens:
                templates.append(0)
            kind, after = "literal", "{" if opens else "literal"
        elif c == "/" and (previous in BEFORE_REGEX_PUNCTUATION or previous in BEFORE_REGEX_WORDS or previous == ""):
            kind, end, after = "literal", regex_end(text, i), "literal"
        else:
            word = WORD.match(text, i)
            if word:
                previous, i = word.group(), word.end()
            elif two in ("++", "--"):
                previous, i = two, i + 2
            else:
                if not c.isspace():
                    previous = c
                if templates and c in "{}":
                    templates[-1] += 1 if c == "{" else -1
                i += 1
            continue
        yield "code", text[code_start:i]
        yield kind, text[i:end]
        previous, i, code_start = after, end, end
    if templates:
        raise ValueError(f"line {line_of(text, len(text))}: a template literal's ${{ is not closed")
    yield "code", text[code_start:]


def css_pieces(text: str) -> Iterator[Piece]:
    i = code_start = 0
    while i < len(text):
        if text.startswith("/*", i):
            kind, end = "comment", comment_end(text, i)
        elif text[i] in "'\"":
            kind, end = "literal", quoted_end(text, i)
        else:
            i += 1
            continue
        yield "code", text[code_start:i]
        yield kind, text[i:end]
        i = code_start = end
    yield "code", text[code_start:]


def comment_end(text: str, start: int) -> int:
    """The end of the // or /* comment at start (a // comment's end is its newline)."""
    if text.startswith("//", start):
        end = text.find("\n", start)
        return len(text) if end < 0 else end
    end = text.find("*/", start + 2)
    if end < 0:
        raise ValueError(f"line {line_of(text, start)}: a /* comment is not closed")
    return end + 2


def quoted_end(text: str, start: int) -> int:
    """The end of the '...' or "..." string at start (a backslash escapes a newline too)."""
    i = start + 1
    while i < len(text) and text[i] not in (text[start], "\n"):
        i += 2 if text[i] == "\\" else 1
    if i >= len(text) or text[i] == "\n":
        raise ValueError(f"line {line_of(text, start)}: a string is not closed on its line")
    return i + 1


def template_end(text: str, i: int) -> tuple[int, bool]:
    """Where the template literal text from i ends: after its closing backquote
    (False) or after a ${ that opens an expression (True)."""
    start = i
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif text[i] == "`":
            return i + 1, False
        elif text.startswith("${", i):
            return i + 2, True
        else:
            i += 1
    raise ValueError(f"line {line_of(text, start)}: a template literal is not closed")


def regex_end(text: str, start: int) -> int:
    """The end of the regular expression literal at start, flags included."""
    i, in_class = start + 1, False
    while i < len(text) and text[i] != "\n":
        c = text[i]
        if c == "\\":
            i += 1
        elif c == "[":
            in_class = True
        elif c == "]":
            in_class = False
        elif c == "/" and not in_class:
            flags = WORD.match(text, i + 1)
            return flags.end() if flags else i + 1
        i += 1
    raise ValueError(
        f"line {line_of(text, start)}: a regular expression is not closed on its line (or a division was taken for one)"
    )


def line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def assemble(pieces: Iterator[Piece]) -> str:
    """The pieces without comments, and without the spaces at the edges of lines
    that begin or end in code. A comment with newlines leaves its newlines; one
    without leaves a space, which keeps the tokens on either side apart."""
    out: list[str] = []
    in_literal: set[int] = set()  # the lines (from 0) that begin inside a literal
    line = 0
    for kind, text in pieces:
        if kind == "comment":
            text = "\n" * text.count("\n") or " "
        elif kind == "literal":
            in_literal.update(range(line + 1, line + 1 + text.count("\n")))
        line += text.count("\n")
        out.append(text)
    lines = "".join(out).split("\n")
    for number, text in enumerate(lines):
        if number not in in_literal:
            text = text.lstrip(" \t")
        if number + 1 not in in_literal:
            text = text.rstrip(" \t")
        lines[number] = text
    return "\n".join(lines)


def strip_python(source: str) -> str:
    """Python without comments and docstrings, every statement on its line: a
    docstring becomes as many newlines (or "" where it is the whole body), a comment
    nothing. Found by tokenize and ast, so a "#" or quotes in a string stay."""
    lines = source.splitlines(keepends=True)
    starts = [0]
    for text in lines:
        starts.append(starts[-1] + len(text))

    def offset(line: int, column: int) -> int:
        return starts[line - 1] + column

    cuts: list[tuple[int, int, str]] = []  # (start, end, replacement) in source offsets
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, column = token.start
            before = lines[row - 1][:column].rstrip()  # the spaces before it go too
            cuts.append((offset(row, len(before)), offset(*token.end), ""))
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                assert first.end_lineno is not None and first.end_col_offset is not None
                start = char_column(lines[first.lineno - 1], first.col_offset)
                end = char_column(lines[first.end_lineno - 1], first.end_col_offset)
                after = lines[first.end_lineno - 1][end:].strip()
                alone = not lines[first.lineno - 1][:start].strip() and after[:1] in ("", "#")
                breaks = "\n" * (first.end_lineno - first.lineno)
                if len(node.body) > 1 and alone:
                    start, keep = 0, breaks  # its indentation goes too: the lines are left empty
                elif breaks:
                    # a body cannot be empty: an empty string stays, over the docstring's
                    # lines, so that the body still ends on the line it ended on
                    keep = '"""' + breaks + '"""'
                else:
                    keep = '""'  # nor can a statement begin with ";"
                cuts.append((offset(first.lineno, start), offset(first.end_lineno, end), keep))
    out, kept_from = [], 0
    for start, end, replacement in sorted(cuts):
        out += [source[kept_from:start], replacement]
        kept_from = end
    return "".join(out) + source[kept_from:]


def char_column(line: str, byte_column: int) -> int:
    """ast counts columns in UTF-8 bytes; strings count characters."""
    return len(line.encode()[:byte_column].decode())


def strip_wheel(members: list[tuple[zipfile.ZipInfo, bytes]]) -> list[tuple[zipfile.ZipInfo, bytes]]:
    """A wheel's members with its Python stripped, and its RECORD's hashes and sizes
    brought up to date."""
    stripped = [
        (info, strip_python(data.decode()).encode() if info.filename.endswith(".py") else data)
        for info, data in members
    ]
    contents = {info.filename: data for info, data in stripped}
    result = []
    for info, data in stripped:
        if info.filename.endswith(".dist-info/RECORD"):
            data = updated_record(data.decode(), contents).encode()
        result.append((info, data))
    return result


def updated_record(record: str, contents: dict[str, bytes]) -> str:
    """A wheel's RECORD (path,sha256=...,size rows) naming contents' hashes and sizes."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for path, hash_, size in csv.reader(io.StringIO(record)):
        if hash_ and path in contents:
            data = contents[path]
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            hash_, size = f"sha256={digest}", str(len(data))
        writer.writerow([path, hash_, size])
    return out.getvalue()
