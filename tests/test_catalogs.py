"""The page's catalogs (web/lang/<code>.js, English's keys the others') say the same
things: the same keys, each of the same shape with the same {placeholders}, plural texts
in the forms the language's plural rules pick; and every reason the engine can give for
refusing a move has its English text. The catalogs are read by Node, as the modules the
page imports. (Skipped inside Pyodide, where only tests/ is mounted.)
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
PLACEHOLDER = re.compile(r"\{(\w+)\}")
LANGUAGES = ["pl", "pt", "nb", "fa"]

pytestmark = pytest.mark.skipif(
    not WEB.is_dir() or shutil.which("node") is None, reason="web/ is not beside tests/ (inside Pyodide), or no Node"
)

# Node prints every catalog and, per language, its plural categories and those that whole
# numbers from 0 to 1000 select (Intl.PluralRules: CLDR's rules, as the page applies them).
READ_CATALOGS = """
const { LANGUAGES, loadCatalog } = await import(process.argv[1]);
const CATALOGS = {};
const forms = {};
const categories = {};
for (const { code } of LANGUAGES) {
  CATALOGS[code] = await loadCatalog(code);
  const rules = new Intl.PluralRules(code);
  forms[code] = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))];
  categories[code] = rules.resolvedOptions().pluralCategories;
}
console.log(JSON.stringify({ catalogs: CATALOGS, forms, categories }));
"""


def node(script: str, *args: str) -> Any:
    """What a module script run by Node prints, as JSON (its arguments in process.argv[1:])."""
    out = subprocess.run(
        ["node", "--experimental-default-type=module", "--input-type=module", "-e", script, *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(out.stdout)


@cache
def read() -> dict[str, Any]:
    result: dict[str, Any] = node(READ_CATALOGS, (WEB / "text.js").as_uri())
    return result


def catalog(code: str) -> dict[str, Any]:
    found: dict[str, Any] = read()["catalogs"][code]
    return found


def shape(value: Any) -> str:
    if isinstance(value, str):
        return "text"
    if isinstance(value, list) and value and all(isinstance(line, str) for line in value):
        return "lines"
    if isinstance(value, dict) and value and all(isinstance(form, str) for form in value.values()):
        return "plural"
    return f"bad value {value!r}"


def texts(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else list(value.values()) if isinstance(value, dict) else list(value)


def placeholders(value: Any) -> set[str]:
    return {name for text in texts(value) for name in PLACEHOLDER.findall(text)}


def test_the_page_offers_english_and_the_four_languages() -> None:
    assert sorted(read()["catalogs"]) == sorted(["en", *LANGUAGES])


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_catalog_has_exactly_the_keys_of_english(code: str) -> None:
    english, other = catalog("en"), catalog(code)
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english)) == [], "not in English"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_text_has_the_shape_and_placeholders_of_english(code: str) -> None:
    english, other = catalog("en"), catalog(code)
    wrong = []
    for key in sorted(set(english) & set(other)):
        if shape(other[key]) != shape(english[key]):
            wrong.append(f"{key}: {shape(other[key])}, English has {shape(english[key])}")
        elif any(not text.strip() for text in texts(other[key])):
            wrong.append(f"{key}: an empty text")
        elif placeholders(other[key]) != placeholders(english[key]):
            wrong.append(f"{key}: {sorted(placeholders(other[key]))}, English has {sorted(placeholders(english[key]))}")
    assert wrong == []


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_plural_texts_have_the_forms_of_the_language(code: str) -> None:
    """Each plural text has the forms the language's rules pick for the whole numbers a
    table shows (Polish: one, few, many; Persian: one, other ...) and "other", and no form
    the language lacks (Portuguese may add "many", which only a million picks)."""
    needed = set(read()["forms"][code]) | {"other"}
    known = set(read()["categories"][code])
    wrong = {
        key: sorted(value)
        for key, value in catalog(code).items()
        if isinstance(value, dict) and not needed <= set(value) <= known
    }
    assert wrong == {}, f"{code} needs {sorted(needed)}, knows {sorted(known)}"


def test_persian_is_written_right_to_left_and_the_others_left_to_right() -> None:
    assert {code: read()["catalogs"][code]["meta.dir"] for code in ["en", *LANGUAGES]} == {
        "en": "ltr",
        "pl": "ltr",
        "pt": "ltr",
        "nb": "ltr",
        "fa": "rtl",
    }


# --- the engine's refusals ----------------------------------------------------------------


def refusals() -> dict[str, set[str]]:
    """Every reason an IllegalMove in the engine's source gives, with the names of the
    parameters given with it (the reason must be written out: a literal text)."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalMove"):
                continue
            keywords = {k.arg: k.value for k in node.keywords if k.arg is not None}
            reason = keywords.pop("reason", None)
            assert isinstance(reason, ast.Constant) and isinstance(reason.value, str), f"{path}:{node.lineno}"
            assert all(k.arg is not None for k in node.keywords), f"{path}:{node.lineno}: parameters by name"
            found.setdefault(reason.value, set()).update(keywords)
    return found


def words_for(names: set[str]) -> set[str]:
    """The placeholders web/refusal.js fills from these parameters."""
    words = set(names)
    for name in names:
        if name.endswith("rank"):
            words |= {"a_" + name, name + "s"}
        elif name.endswith("suit"):
            words.add(name + "_one")
    return words


def test_every_reason_the_engine_gives_has_an_english_text_that_its_parameters_fill() -> None:
    english = catalog("en")
    given = refusals()
    assert len(given) > 40  # the source was read
    missing = sorted(reason for reason in given if "reason." + reason not in english)
    assert missing == []
    unfilled = {
        reason: sorted(placeholders(english["reason." + reason]) - words_for(names)) for reason, names in given.items()
    }
    assert {reason: names for reason, names in unfilled.items() if names} == {}


def test_the_catalog_has_no_reason_the_engine_never_gives() -> None:
    texts_of_reasons = {key.removeprefix("reason.") for key in catalog("en") if key.startswith("reason.")}
    assert sorted(texts_of_reasons - set(refusals())) == []


SAMPLES = {"card": "5H", "top_card": "9C", "rank": "5", "top_rank": "Q", "suit": "H"}  # any other: 2

SAY_REFUSALS = """
globalThis.document = { documentElement: {} };  // setLanguage sets <html lang dir>
const text = await import(process.argv[1]);
const { refusalText } = await import(process.argv[2]);
const errors = JSON.parse(process.argv[3]);
const said = {};
for (const { code } of text.LANGUAGES) {
  await text.setLanguage(code);
  said[code] = errors.map((error) => refusalText(error));
}
console.log(JSON.stringify(said));
"""


def test_every_refusal_is_said_in_every_language_with_its_parameters_in_words() -> None:
    errors = [
        {
            "code": "illegal_move",
            "reason": reason,
            "message": "English.",
            "params": {name: SAMPLES.get(name, 2) for name in names},
        }
        for reason, names in sorted(refusals().items())
    ]
    said: dict[str, list[str]] = node(
        SAY_REFUSALS, (WEB / "text.js").as_uri(), (WEB / "table" / "refusal.js").as_uri(), json.dumps(errors)
    )
    for code, sentences in said.items():
        for error, sentence in zip(errors, sentences):
            assert sentence != "English." and not PLACEHOLDER.search(sentence), (code, error, sentence)
            assert not re.search(r"\b(5H|9C|Q)\b", sentence), (code, error, sentence)  # the codes put into words
            if "card" in error["params"]:
                assert catalog(code)["suit.H"].lower() in sentence.lower(), (code, sentence)
    # as the engine says it (engine/games/shedding.py)
    assert (
        said["en"][sorted(refusals()).index("shedding.too_low")]
        == "A five is lower than the queen on the pile: play a queen or higher or a two, or take the pile."
    )


# --- lines about the person ---------------------------------------------------------------

# A sentence about the person takes its key's ".you" form: the shedding games' narration's
# say() picks the most specific of "key.game.you", "key.game", "key.you", "key" (line()), and web/**/*.js's
# tYou(key, isYou) picks "key.you". Without that form the person reads a third-person line
# with their name put in ("You" in English, but in Persian "شما ... کرد", a verb of the third).
CALLS = {"say": re.compile(r"(?<![\w.])say\("), "tYou": re.compile(r"(?<![\w.])tYou\(")}
LITERAL = re.compile(r'"([^"\\]*)"|\'([^\'\\]*)\'|`([^`\\]*)`')
SHEDDING_GAMES = ["idiot", "belgia"]  # the games whose events SHEDDING_NARRATION describes
SHEDDING_NARRATION = "games/shedding/narrate.js"


def first_argument(source: str, start: int) -> str:
    """The text of a call's first argument, from just after its "("."""
    depth, quote, end = 0, "", start
    for end in range(start, len(source)):
        char = source[end]
        if quote:
            quote = "" if char == quote and source[end - 1] != "\\" else quote
        elif char in "\"'`":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}" and depth:
            depth -= 1
        elif char in ",)" and not depth:
            break
    return source[start:end].strip()


def key_patterns(argument: str, source: str, at: int) -> list[str]:
    """Regular expressions for the keys a call's first argument can be: its literals, a
    literal followed by "+" or a template's ${...} standing for one word; a variable
    stands for what is assigned to it since its declaration before the call."""
    if re.fullmatch(r"[A-Za-z_]\w*", argument):
        declared = list(re.finditer(rf"\b(?:let|const|var)\s+{argument}\s*=", source[:at]))
        assert declared, f"no declaration of {argument} before the call at {at}"
        since = source[declared[-1].start() : at]
        values = [m.group(1) for m in re.finditer(rf"(?<![\w.]){argument}\s*=(?!=)\s*([^;]+);", since)]
        return [pattern for value in values for pattern in key_patterns(value, source, at)]
    patterns = []
    for match in LITERAL.finditer(argument):
        text = next(group for group in match.groups() if group is not None)
        if match.group(3) is not None:  # a template: each ${...} is one word of the key
            pattern = r"\w+".join(re.escape(part) for part in re.split(r"\$\{[^}]*\}", text))
        else:
            pattern = re.escape(text) + (r"\w+" if argument[match.end() :].lstrip().startswith("+") else "")
        patterns.append(pattern)
    assert patterns, f"no key in {argument!r}"
    return patterns


def keys_about_the_person() -> dict[str, set[str]]:
    """Every key of the English catalog that a say() of the shedding narration or a tYou() of web/**/*.js
    can be given, by the call that gives it (say()'s keys with their game forms too)."""
    english = [key for key in catalog("en") if not key.endswith(".you")]
    found: dict[str, set[str]] = {}
    for path in sorted(WEB.rglob("*.js")):
        source = re.sub(r"^\s*//.*$", "", path.read_text(), flags=re.MULTILINE)
        for name, call in CALLS.items():
            if name == "say" and path.relative_to(WEB).as_posix() != SHEDDING_NARRATION:
                continue
            for match in call.finditer(source):
                if source[: match.start()].endswith("function "):
                    continue
                argument = first_argument(source, match.end())
                games = "(?:" + "|".join(rf"\.{game}" for game in SHEDDING_GAMES) + ")?" if name == "say" else ""
                for pattern in key_patterns(argument, source, match.start()):
                    keys = {key for key in english if re.fullmatch(pattern + games, key)}
                    assert keys, f"{path.name}: {name}({argument}) names no key of the catalog"
                    found.setdefault(f"{path.name}: {name}({argument})", set()).update(keys)
    return found


def test_the_scan_finds_the_lines_about_the_person() -> None:
    found = keys_about_the_person()
    keys = set().union(*found.values())
    assert {
        "log.play.hand",
        "log.play.hidden.belgia",
        "log.take",
        "haft_khabis.log.play_cover",
        "haft_khabis.log.draw.stuck",
        "planowanie.log.missed",
        "planowanie.help.takes",
    } <= keys
    assert "log.stalemate" not in keys and "log.back" not in keys  # said with t(): about no one


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_every_line_that_can_be_about_the_person_has_its_you_form(code: str) -> None:
    have = catalog(code)
    missing = sorted(
        key + ".you" for keys in keys_about_the_person().values() for key in keys if key + ".you" not in have
    )
    assert missing == []


def review_reasons() -> set[str]:
    """Every "review.why.*" key the engine's source gives (engine/review.py's reasons, from each game's bots)."""
    found = set()
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("review.why."):
                found.add(node.value)
    return found


def test_every_reason_of_the_review_has_a_text_and_no_text_is_left_without_one() -> None:
    english = catalog("en")
    given = review_reasons()
    assert len(given) > 10  # the source was read
    assert sorted(given - set(english)) == []
    assert sorted({key for key in english if key.startswith("review.why.")} - given) == []
    assert {
        key: sorted(placeholders(english[key]) - {"n", "m"}) for key in given if placeholders(english[key]) - {"n", "m"}
    } == {}
