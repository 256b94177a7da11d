"""Odd and hostile hand records: ``replay`` answers with its result or the spec's error
object (HAND_RECORD.md), never a traceback, and never echoes a huge input back.

One test per defect of issue 16 (item 2), the other odd-JSON paths, and a Hypothesis
fuzz test of the record loader: arbitrary text and mutated golden records never make
``replay_text`` raise, and harmless rewrites of a valid record (layout, key order, ASCII
case, a byte-order mark) replay to exactly the output in its ``.out.json``.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from twentynine_desktop.engine.record import RecordError, load_record, replay_obj, replay_text

from t29_support import RECORDS, ROOT

WORKED = RECORDS / "worked_example.json"
WORKED_TEXT = WORKED.read_text(encoding="utf-8")
WORKED_OBJ = json.loads(WORKED_TEXT)
WORKED_OUT = json.loads((RECORDS / "worked_example.out.json").read_text(encoding="utf-8"))["output"]

RECORD_FILES = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".out.json"))
EXPECTED = {p.stem: json.loads(p.with_name(p.stem + ".out.json").read_text(encoding="utf-8"))
            for p in RECORD_FILES}
GOOD = [p for p in RECORD_FILES if EXPECTED[p.stem]["exit"] == 0]
GOOD_OBJS = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in GOOD}
ALL_OBJS = {}
for _p in RECORD_FILES:
    try:
        ALL_OBJS[_p.stem] = json.loads(_p.read_text(encoding="utf-8"))
    except ValueError:
        pass  # malformed_bad_json

MAX_MESSAGE = 400  # no error message may be longer than this, whatever the input


def assert_clean(out, code):
    """``out``/``code`` is a replay result of the spec's shape, printable as JSON."""
    assert code in (0, 2), (code, out)
    assert isinstance(out, dict)
    text = json.dumps(out)  # plain JSON (ensure_ascii: lone surrogates are fine too)
    assert json.loads(text) == out
    if code == 2:
        assert set(out) == {"error"}, out
        err = out["error"]
        assert set(err) == {"index", "message"}, err
        assert err["index"] is None or (isinstance(err["index"], int) and err["index"] >= 0)
        msg = err["message"]
        assert isinstance(msg, str) and 10 < len(msg) <= MAX_MESSAGE, msg[:500]
        assert "Traceback" not in msg
    else:
        assert out.get("status") in ("complete", "annulled", "in_progress"), out


def assert_error(out, code, index=None, words=()):
    assert_clean(out, code)
    assert code == 2, out
    assert out["error"]["index"] == index, out
    for w in words:
        assert w.lower() in out["error"]["message"].lower(), (w, out)


def with_change(change):
    obj = copy.deepcopy(WORKED_OBJ)
    change(obj)
    return obj


def run_cli(file_arg, stdin=None):
    """The real command: exactly one JSON line on stdout, nothing on stderr."""
    proc = subprocess.run([sys.executable, "-m", "twentynine_desktop.cli", "replay", file_arg],
                          input=stdin, capture_output=True, cwd=ROOT, timeout=120, check=False)
    assert proc.stderr == b"", proc.stderr.decode("utf-8", "replace")[-2000:]
    lines = proc.stdout.decode("ascii").strip().splitlines()
    assert len(lines) == 1, proc.stdout[:2000]
    return json.loads(lines[0]), proc.returncode


# ------------------------------------------------------------ defect 1: tracebacks
DEEP = "[" * 995 + "]" * 995
HUGE_INT = ('{"format": "twentynine-hand/1", "rules": {"min_bid": 1' + "0" * 5000
            + '}, "dealer": "N"}')


def test_deeply_nested_json_is_a_clean_error():
    assert_error(*replay_text(DEEP), index=None, words=["nested"])
    assert_error(*replay_text('{"format": ' + DEEP + "}"), index=None, words=["nested"])
    with pytest.raises(RecordError, match="nested"):
        load_record(DEEP)


def test_deeply_nested_json_through_the_cli():
    assert_error(*run_cli("-", stdin=DEEP.encode()), index=None, words=["nested"])


def test_integer_of_more_than_4300_digits_is_a_clean_error():
    assert_error(*replay_text(HUGE_INT), index=None, words=["digits"])
    text = WORKED_TEXT.replace('["E", "bid", 16]', '["E", "bid", ' + "7" * 4301 + "]", 1)
    assert_error(*replay_text(text), index=None, words=["digits"])
    with pytest.raises(RecordError, match="digits"):
        load_record(HUGE_INT)


def test_integer_of_more_than_4300_digits_through_the_cli(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text(HUGE_INT, encoding="utf-8")
    assert_error(*run_cli(str(path)), index=None, words=["digits"])


# ------------------------------------------------------------ defect 2: byte-order mark
def test_record_with_a_byte_order_mark_replays():
    assert replay_text("\ufeff" + WORKED_TEXT) == (WORKED_OUT, 0)
    assert replay_text(("\ufeff" + WORKED_TEXT).encode("utf-8")) == (WORKED_OUT, 0)
    assert replay_text(WORKED_TEXT.encode("utf-8")) == (WORKED_OUT, 0)
    assert load_record("\ufeff" + WORKED_TEXT).dealer == 0
    # only one mark is taken away: a second one is not JSON
    assert_error(*replay_text("\ufeff\ufeff" + WORKED_TEXT), index=None, words=["JSON"])


def test_record_with_a_byte_order_mark_through_the_cli(tmp_path):
    path = tmp_path / "notepad.json"
    path.write_text(WORKED_TEXT, encoding="utf-8-sig")  # as Windows Notepad saves
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert run_cli(str(path)) == (WORKED_OUT, 0)
    assert run_cli("-", stdin=path.read_bytes()) == (WORKED_OUT, 0)


def test_text_that_is_not_utf8_is_a_clean_error(tmp_path):
    assert_error(*replay_text(b"\xff\xfe{}"), index=None, words=["UTF-8"])
    path = tmp_path / "latin1.json"
    path.write_bytes(WORKED_TEXT.replace('"N"', '"\xd1"', 1).encode("latin-1"))
    assert_error(*run_cli(str(path)), index=None, words=["UTF-8"])


# ------------------------------------------------------------ defect 3: no silent correction
def test_long_s_is_not_taken_for_s():
    # U+017F LATIN SMALL LETTER LONG S upper-cases to "S" in Unicode
    obj = with_change(lambda o: o["actions"][1].__setitem__(0, "\u017f"))
    assert_error(*replay_obj(obj), index=1, words=["seat"])
    obj = with_change(lambda o: o["hands"]["N"].__setitem__(2, "J\u017f"))
    assert_error(*replay_obj(obj), index=None, words=["card"])
    obj = with_change(lambda o: o["actions"][5].__setitem__(2, "\u017f"))
    assert_error(*replay_obj(obj), index=5, words=["suit"])
    obj = with_change(lambda o: o.__setitem__("dealer", "\u017f"))
    assert_error(*replay_obj(obj), index=None, words=["dealer"])
    obj = with_change(lambda o: o["actions"][6].__setitem__(0, "N\u017f"))
    assert_error(*replay_obj(obj), index=6, words=["side"])


def test_other_unicode_case_folds_are_not_taken_for_ascii():
    # U+212A KELVIN SIGN lower-cases to "k": "as\u212a" is not "ask"
    obj = with_change(lambda o: o["actions"][16].__setitem__(1, "AS\u212a"))
    assert o_index(obj) == 16
    # dotless i / fullwidth letters
    obj = with_change(lambda o: o["actions"][24].__setitem__(1, "pa\u0131r"))
    assert o_index(obj) == 24
    obj = with_change(lambda o: o["actions"][7].__setitem__(2, "\uff17D"))
    assert o_index(obj) == 7


def o_index(obj):
    out, code = replay_obj(obj)
    assert_clean(out, code)
    assert code == 2, out
    return out["error"]["index"]


def test_tokens_with_spaces_are_not_trimmed():
    obj = with_change(lambda o: o["hands"]["N"].__setitem__(0, " qd\n"))
    assert_error(*replay_obj(obj), index=None, words=["card"])
    obj = with_change(lambda o: o["actions"][7].__setitem__(2, "7D "))
    assert_error(*replay_obj(obj), index=7, words=["card"])
    obj = with_change(lambda o: o["actions"][5].__setitem__(2, " H"))
    assert_error(*replay_obj(obj), index=5)
    obj = with_change(lambda o: o["actions"][0].__setitem__(0, "E "))
    assert_error(*replay_obj(obj), index=0, words=["seat"])
    obj = with_change(lambda o: o["actions"][0].__setitem__(1, " bid"))
    assert_error(*replay_obj(obj), index=0, words=["unknown action"])


def test_ten_is_written_t():
    # docs/RULES.md, section 1: ranks J 9 A T K Q 8 7 (T is the ten); "10S" is not in the notation
    obj = with_change(lambda o: o["hands"]["E"].__setitem__(2, "10S"))
    assert_error(*replay_obj(obj), index=None, words=["10S", "T"])


def test_ascii_case_is_still_free():
    # docs/RULES.md, section 1: either case is read (tests/records/lower_case_record.json)
    def lower(o):
        o["dealer"] = "n"
        o["hands"] = {s: [c.lower() for c in h] for s, h in o["hands"].items()}
        o["actions"] = [[str(x).swapcase() if isinstance(x, str) else x for x in a]
                        for a in o["actions"]]
    assert replay_obj(with_change(lower)) == (WORKED_OUT, 0)


# ------------------------------------------------------------ defect 4: huge echoes
def test_unknown_format_is_not_echoed_whole():
    big = "x" * 10_000_000
    out, code = replay_obj(with_change(lambda o: o.__setitem__("format", big)))
    assert_error(out, code, index=None, words=["format", "xxxxxxxxxx", "\u2026"])
    text = json.dumps(with_change(lambda o: o.__setitem__("format", big)))
    out2, code2 = replay_text(text)
    assert (out2, code2) == (out, code)


@pytest.mark.parametrize("change, index, words", [
    (lambda o: o.__setitem__("x" * 100_000, 1), None, ["unknown field"]),
    (lambda o: o.update({f"extra{i}": i for i in range(10_000)}), None, ["unknown field", "more"]),
    (lambda o: o.__setitem__("dealer", "N" * 100_000), None, ["dealer"]),
    (lambda o: o["hands"]["N"].__setitem__(0, "Q" * 100_000), None, ["card"]),
    (lambda o: o["rules"].__setitem__("r" * 100_000, True), None, ["house rule"]),
    (lambda o: o["rules"].__setitem__("reveal", "r" * 100_000), None, ["reveal"]),
    (lambda o: o["rules"].__setitem__("min_bid", list(range(100_000))), None, ["min_bid"]),
    (lambda o: o["rules"].__setitem__("min_bid", 10 ** 4000), None, ["min_bid"]),
    (lambda o: o["actions"].__setitem__(0, ["E"] * 100_000), 0, ["action"]),
    (lambda o: o["actions"][0].__setitem__(0, "E" * 100_000), 0, ["seat"]),
    (lambda o: o["actions"][0].__setitem__(1, "bid" * 100_000), 0, ["unknown action"]),
    (lambda o: o["actions"][0].__setitem__(2, 10 ** 4000), 0, ["bid"]),
    (lambda o: o["actions"][0].__setitem__(2, "16" * 100_000), 0, ["bid"]),
    (lambda o: o["actions"][5].__setitem__(2, "H" * 100_000), 5, ["card"]),
    (lambda o: o["actions"][7].__setitem__(2, {"7D": "x" * 100_000}), 7, ["card"]),
], ids=["field", "many_fields", "dealer", "card", "rule_key", "rule_value", "rule_list",
        "rule_bigint", "action_list", "seat", "kind", "bid_bigint", "bid_text", "trump",
        "play_dict"])
def test_no_input_is_echoed_whole(change, index, words):
    obj = with_change(change)
    out, code = replay_obj(obj)
    assert_error(out, code, index=index, words=words)
    msg = out["error"]["message"]
    assert "\u2026" in msg or " more" in msg  # visibly cut short
    assert replay_text(json.dumps(obj)) == (out, code)


def test_short_values_are_still_quoted_whole():
    out, _ = replay_obj(with_change(lambda o: o.__setitem__("format", "twentynine-hand/2")))
    assert "'twentynine-hand/2'" in out["error"]["message"]
    assert "\u2026" not in out["error"]["message"]


# ------------------------------------------------------------ other odd JSON
@pytest.mark.parametrize("text, words", [
    ('{"format": NaN}', ["NaN"]),
    ('{"format": "twentynine-hand/1", "rules": {"min_bid": Infinity}}', ["Infinity"]),
    ('[-Infinity]', ["Infinity"]),
    (WORKED_TEXT.replace('"bid", 16', '"bid", NaN', 1), ["NaN"]),
    (WORKED_TEXT.replace('"bid", 16', '"bid", 1e400', 1), ["1e400"]),
    (WORKED_TEXT.replace('"bid", 16', '"bid", -1E+999', 1), ["1E+999"]),
    ('{"format": 1e400}', ["1e400"]),
])
def test_numbers_json_does_not_have_are_clean_errors(text, words):
    assert_error(*replay_text(text), index=None, words=words)
    with pytest.raises(RecordError):
        load_record(text)


def test_surrogate_escapes_are_clean_errors():
    text = WORKED_TEXT.replace('"QD"', '"\\ud800"', 1)
    assert_error(*replay_text(text), index=None, words=["card"])
    text = WORKED_TEXT.replace('"rules": {}', '"rules": {"\\udfff": 1}', 1)
    assert_error(*replay_text(text), index=None, words=["house rule"])
    text = WORKED_TEXT.replace('["E", "bid", 16]', '["\\ud83d", "bid", 16]', 1)
    assert_error(*replay_text(text), index=0, words=["seat"])
    text = WORKED_TEXT.replace('"format"', '"\\udc00"', 1)
    out, code = run_cli("-", stdin=text.encode())
    assert_error(out, code, index=None)


def test_huge_arrays_are_clean_errors():
    obj = with_change(lambda o: o["hands"].__setitem__("N", ["QD"] * 1_000_000))
    assert_error(*replay_obj(obj), index=None, words=["8"])
    obj = with_change(lambda o: o["actions"].extend([["N", "pass"]] * 1_000_000))
    assert_error(*replay_obj(obj), index=41, words=["over"])
    assert_error(*replay_text("[" + "0," * 1_000_000 + "0]"), index=None)


def test_non_string_keys_are_clean_errors():
    # impossible in JSON text, but replay_obj takes any object
    assert_error(*replay_obj({1: 2, "a": 3, "format": "twentynine-hand/1"}), index=None,
                 words=["unknown field"])
    obj = with_change(lambda o: o["rules"].__setitem__(7, True))
    assert_error(*replay_obj(obj), index=None, words=["house rule"])
    obj = with_change(lambda o: o["hands"].__setitem__(0, o["hands"].pop("N")))
    assert_error(*replay_obj(obj), index=None, words=["hands"])


NEST = "[" * 400 + "]" * 400


@pytest.mark.parametrize("old, new, index", [
    ('"format": "twentynine-hand/1"', '"format": ' + NEST, None),
    ('"rules": {}', '"rules": {"min_bid": ' + NEST + "}", None),
    ('"rules": {}', '"rules": ' + NEST, None),
    ('"dealer": "N"', '"dealer": ' + NEST, None),
    ('"QD"', NEST, None),
    ('["E", "bid", 16]', NEST, 0),
    ('["E", "bid", 16]', '["E", "bid", ' + NEST + "]", 0),
    ('["E", "bid", 16]', '[' + NEST + ', "bid", 16]', 0),
    ('["E", "bid", 16]', '["E", ' + NEST + ", 16]", 0),
    ('["S", "trump", "H"]', '["S", "trump", ' + NEST + "]", 5),
    ('["E", "play", "7D"]', '["E", "play", ' + NEST + "]", 7),
])
def test_deep_arrays_inside_fields_are_clean_errors(old, new, index):
    text = WORKED_TEXT.replace(old, new, 1)
    assert text != WORKED_TEXT
    out, code = replay_text(text)
    assert_error(out, code, index=index)
    assert "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[" not in out["error"]["message"]


def test_cli_gives_clean_errors_for_odd_input(tmp_path):
    for stdin in (b"", b"\xef\xbb\xbf", b"NaN", b"\x00", b"{" * 100_000,
                  ('{"format": "' + "y" * 1_000_000 + '"}').encode()):
        out, code = run_cli("-", stdin=stdin)
        assert_error(out, code, index=None)
    out, code = run_cli(str(tmp_path))  # a directory
    assert_error(out, code, index=None)


# ------------------------------------------------------------ fuzzing
def json_values():
    scalars = (hs.none() | hs.booleans() | hs.integers(-10 ** 6, 10 ** 6)
               | hs.floats(allow_nan=False, allow_infinity=False)
               | hs.text(max_size=8)
               | hs.sampled_from(["N", "E", "S", "W", "NS", "EW", "n", "ew", "\u017f", " S",
                                  "JS", "js", "7H", "10H", "T\u017f", "H", "seventh", "bid",
                                  "pass", "play", "ask", "pair", "trump", "double", "set",
                                  "redouble", "single", "", "twentynine-hand/1"]))
    return hs.recursive(scalars, lambda kids: hs.lists(kids, max_size=4)
                        | hs.dictionaries(hs.text(max_size=6), kids, max_size=4), max_leaves=12)


def paths_of(value, path=()):
    """Every path (tuple of keys/indexes) into a JSON value, the root included."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_of(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_of(v, path + (i,))


def get_at(obj, path):
    for k in path:
        obj = obj[k]
    return obj


def set_at(obj, path, value):
    if not path:
        return value
    get_at(obj, path[:-1])[path[-1]] = value
    return obj


def mutate_token(text, data):
    """A small edit of a string token: change one character, insert or delete one."""
    how = data.draw(hs.sampled_from(["replace", "insert", "delete", "case", "unicode"]))
    i = data.draw(hs.integers(0, len(text)))
    ch = data.draw(hs.characters() | hs.sampled_from(list(" \t\n\ufeff\u017f\u0131\u212aSHDCJT01")))
    if how == "replace" and text:
        i = min(i, len(text) - 1)
        return text[:i] + ch + text[i + 1:]
    if how == "delete" and text:
        i = min(i, len(text) - 1)
        return text[:i] + text[i + 1:]
    if how == "case":
        return text.swapcase()
    if how == "unicode":
        return "".join({"s": "\u017f", "S": "\u017f", "i": "\u0131", "K": "\u212a", "k": "\u212a"}
                       .get(c, c) for c in text)
    return text[:i] + ch + text[i:]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.text(max_size=200) | hs.text(alphabet='[]{}",:0123456789.eE+-tfnul \\ufNaIiy', max_size=200))
def test_fuzz_arbitrary_text(text):
    assert_clean(*replay_text(text))
    assert_clean(*replay_text(text.encode("utf-8", "surrogatepass")))
    try:
        load_record(text)
    except RecordError:
        pass


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.sampled_from(sorted(ALL_OBJS)), hs.data())
def test_fuzz_mutated_records(name, data):
    obj = copy.deepcopy(ALL_OBJS[name])
    for _ in range(data.draw(hs.integers(1, 3))):
        paths = list(paths_of(obj))
        path = data.draw(hs.sampled_from(paths))
        old = get_at(obj, path) if path else obj
        if isinstance(old, str) and data.draw(hs.booleans()):
            new = mutate_token(old, data)
        else:
            new = data.draw(json_values())
        obj = set_at(obj, path, new)
    out, code = replay_obj(obj)
    assert_clean(out, code)
    text = json.dumps(obj)
    assert replay_text(text) == (out, code)
    # the same text with a byte-order mark, as bytes, or broken off part-way
    assert replay_text(("\ufeff" + text).encode("utf-8", "surrogatepass")) == (out, code)
    cut = data.draw(hs.integers(0, len(text)))
    assert_clean(*replay_text(text[:cut]))


def harmless_rewrite(obj, data):
    """The same record written differently: key order, layout, ASCII case of tokens."""
    def case(s):
        if not isinstance(s, str) or not data.draw(hs.booleans()):
            return s
        return data.draw(hs.sampled_from([s.lower(), s.upper(), s.swapcase()]))
    new = {}
    keys = list(obj)
    keys = data.draw(hs.permutations(keys))
    for k in keys:
        v = obj[k]
        if k == "dealer":
            v = case(v)
        elif k == "hands":
            v = {s: [case(c) for c in v[s]] for s in data.draw(hs.permutations(list(v)))}
        elif k == "actions":
            v = [[case(x) if isinstance(x, str) else x for x in a] for a in v]
        new[k] = v
    indent = data.draw(hs.sampled_from([None, 0, 1, 2, "\t"]))
    text = json.dumps(new, indent=indent, ensure_ascii=data.draw(hs.booleans()))
    if data.draw(hs.booleans()):
        text = " \n\t" + text + "\r\n"
    if data.draw(hs.booleans()):
        text = "\ufeff" + text
    return text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.sampled_from([p.stem for p in GOOD]), hs.data())
def test_fuzz_valid_records_keep_their_output(name, data):
    text = harmless_rewrite(GOOD_OBJS[name], data)
    as_bytes = data.draw(hs.booleans())
    out, code = replay_text(text.encode("utf-8") if as_bytes else text)
    exp = EXPECTED[name]
    assert code == exp["exit"] == 0, out
    if "output" in exp:
        assert out == exp["output"]
    for key, value in exp.get("fields", {}).items():
        assert out.get(key) == value, (key, out)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.sampled_from(sorted(ALL_OBJS)), hs.data())
def test_fuzz_through_the_cli(name, data):
    obj = copy.deepcopy(ALL_OBJS[name])
    path = data.draw(hs.sampled_from(list(paths_of(obj))))
    obj = set_at(obj, path, data.draw(json_values()))
    text = json.dumps(obj)
    expected = replay_text(text)
    assert run_cli("-", stdin=text.encode("utf-8", "surrogatepass")) == expected
