"""Outside the engine, a phase and an action kind are typed values: code compares them
with ``Phase`` and ``ActionKind`` members (and tells events apart by their types), never
with a word like ``"play"``.  The check reads the syntax trees of every module of the
package outside ``engine/`` (and of ``tools/`` when it is there), so it sees what grep
would miss (a tuple of words, ``"play" == x.kind``, a local ``k = ev.kind``, a ``match``
statement) and is not fooled by a word in a comment or a string."""

from __future__ import annotations

import ast
from pathlib import Path

from twentynine_desktop.engine.actions import ActionKind
from twentynine_desktop.engine.events import Phase

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "twentynine_desktop"

# ``kind`` also names things that are neither a phase nor an action: the kind of a
# platform folder (platform_paths) and the type of a setting's value (settings specs).
# A comparison of a ``kind`` with these words only is theirs.
OTHER_KINDS = {"config", "data", "state",          # platform folders
               "bool", "int", "choice", "text"}    # setting value types

def _what(node: ast.AST, aliases: dict[str, str]) -> str | None:
    """"phase" or "kind" when ``node`` is one: ``phase``, ``x.kind``, ``trump_phase``,
    ``event_kind(e)``, or a local name bound to one of them in the same function."""
    name = None
    if isinstance(node, ast.Name):
        if node.id in aliases:
            return aliases[node.id]
        name = node.id
    elif isinstance(node, ast.Attribute):
        name = node.attr
    elif isinstance(node, ast.Call):
        return _what(node.func, {})
    for what in ("phase", "kind"):
        if name == what or (name is not None and name.endswith("_" + what)):
            return what
    return None


def _words(node: ast.AST) -> list[str]:
    """The words of a str constant or of a tuple, list or set of str constants."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and node.elts and all(
            isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
        return [e.value for e in node.elts if isinstance(e, ast.Constant)]
    return []


def _pattern_words(p: ast.pattern) -> list[str]:
    if isinstance(p, ast.MatchValue):
        return _words(p.value)
    if isinstance(p, ast.MatchOr):
        return [w for q in p.patterns for w in _pattern_words(q)]
    if isinstance(p, ast.MatchAs) and p.pattern is not None:
        return _pattern_words(p.pattern)
    return []


def _flagged(what: str | None, words: list[str]) -> bool:
    if what is None or not words:
        return False
    return what == "phase" or not set(words) <= OTHER_KINDS


def findings(source: str, where: str = "<source>") -> list[str]:
    """Every comparison of a phase or a kind with words in ``source``, as "where:line: code"."""
    tree = ast.parse(source)
    scopes: list[ast.AST] = [tree, *(n for n in ast.walk(tree)
                                     if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))]
    found: set[tuple[int, str]] = set()
    for scope in scopes:
        aliases = {n.targets[0].id: what for n in ast.walk(scope)
                   if isinstance(n, ast.Assign) and len(n.targets) == 1
                   and isinstance(n.targets[0], ast.Name) and (what := _what(n.value, {})) is not None}
        for node in ast.walk(scope):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                for a, b in zip(sides, sides[1:], strict=False):
                    if (_flagged(_what(a, aliases), _words(b))
                            or _flagged(_what(b, aliases), _words(a))):
                        found.add((node.lineno, ast.unparse(node)))
            elif isinstance(node, ast.Match):
                what = _what(node.subject, aliases)
                for case in node.cases:
                    if _flagged(what, _pattern_words(case.pattern)):
                        found.add((case.pattern.lineno,
                                   f"match {ast.unparse(node.subject)}: case {ast.unparse(case.pattern)}"))
    return [f"{where}:{line}: {code}" for line, code in sorted(found)]


def modules() -> list[Path]:
    out = [p for p in sorted(PACKAGE.rglob("*.py")) if "engine" not in p.relative_to(PACKAGE).parts]
    tools = ROOT / "tools"
    if tools.is_dir():
        out += sorted(tools.rglob("*.py"))
    return out


# ---------------------------------------------------------------------- the finder
def test_the_finder_sees_every_form_of_a_comparison_with_words():
    source = '''
def f(view, a, ev, e, st):
    if view.phase == "play": pass
    if "auction" != st.phase: pass
    if view.phase in ("play", "done"): pass
    if a.kind not in {"bid", "pass"}: pass
    k = ev.kind
    if k == "trick": pass
    ph = view.phase
    if ph == "doubling": pass
    if event_kind(e) == "redraw": pass
    if kind == "optional": pass
    match view.phase:
        case "auction" | "trump":
            pass
    match a.kind:
        case "play":
            pass
'''
    found = findings(source)
    assert [f.split(":")[1] for f in found] == ["3", "4", "5", "6", "8", "10", "11", "12", "14", "17"]


def test_the_finder_lets_members_types_and_other_kinds_of_things_be():
    source = '''
def f(view, a, ev, spec, kind, st):
    if view.phase == Phase.PLAY: pass
    if view.phase in (Phase.PLAY, Phase.DONE): pass
    if a.kind in (ActionKind.BID, ActionKind.PASS): pass
    if isinstance(ev, CardPlayed): pass
    if spec.kind == "bool": pass
    if kind in ("config", "data"): pass
    if st.trump_mode == "seventh": pass
    if view.window == name: pass
    match ev:
        case CardPlayed():
            pass
'''
    assert findings(source) == []


def test_a_phase_is_never_excused_as_another_kind_of_thing():
    assert len(findings('if view.phase == "state": pass\nif phase == "int": pass\n')) == 2


def test_the_words_of_other_kinds_are_not_phases_or_action_kinds():
    engine_words = {p.value for p in Phase} | {k.value for k in ActionKind}
    assert not OTHER_KINDS & engine_words


# ---------------------------------------------------------------------- the package
def test_no_phase_or_kind_is_compared_with_words_outside_the_engine():
    found = []
    for path in modules():
        found += findings(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, "compare with Phase / ActionKind members, or tell events by type:\n" + "\n".join(found)


def test_code_outside_the_engine_names_action_kinds_by_their_enum():
    """The engine's short names (``PLAY`` for ``ActionKind.PLAY``) stay inside it."""
    short = {k.name for k in ActionKind}
    found = []
    for path in modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.ImportFrom) and (node.module or "").endswith("engine.actions")
                    and short & {a.name for a in node.names}):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"imports the engine's short kind names instead of ActionKind: {found}"
