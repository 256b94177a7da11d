"""A refusal is said to the person from its code, in English, Bengali, Hindi and Nepali;
nothing in ui/ or controller/ reads the engine's English back with a regex."""

import ast
import re
from pathlib import Path

import pytest

from twentynine_desktop.engine.refusal import ENGLISH, Refusal, RefusalCode, needs
from twentynine_desktop.engine.rules import RULE_SPECS
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.refusal_text import SENTENCES, refusal_words

REPO = Path(__file__).resolve().parents[2]
PACKAGE = REPO / "twentynine_desktop"
VALUES = dict(seat=1, actor=2, side=1, card=12, suit=2, bid=17, n=15, kind="double", window="double")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.set_language("en")


def example(code: RefusalCode) -> Refusal:
    """A refusal of ``code`` with exactly the parameters the engine gives it."""
    return Refusal.of(code, **{k: v for k, v in VALUES.items() if k in needs(code)})


def test_every_code_has_a_sentence():
    assert set(SENTENCES) == set(RefusalCode)


@pytest.mark.parametrize("lang", ["en", "bn", "hi", "ne"])
def test_every_code_is_a_complete_sentence_in_every_language(lang):
    i18n.set_language(lang)
    for code in RefusalCode:
        for viewer in (2, VALUES["seat"]):      # the seat named is another's, or the person's own
            text = refusal_words(example(code), viewer=viewer)
            assert text and "{" not in text and "}" not in text, (lang, code, text)
            assert text.rstrip(")").endswith((".", "\u0964")), (lang, code, text)     # "." or the danda
            if lang != "en":
                assert re.findall(r"[A-Za-z]{2,}", text) == [], (lang, code, text)


def test_the_sentences_name_what_the_refusal_carries():
    i18n.set_language("en")
    assert refusal_words(Refusal.of(RefusalCode.MUST_FOLLOW_SUIT, actor=2, card=12, suit=0)) == \
        "You must follow suit: play one of the spades."
    assert refusal_words(Refusal.of(RefusalCode.CARD_NOT_HELD, actor=2, card=0)) == \
        "You do not hold the Jack of spades."
    assert refusal_words(Refusal.of(RefusalCode.DEALER_FORCED, bid=16)) == "The dealer must bid exactly 16."
    names = ["Asha", "East", "You", "West"]
    assert refusal_words(Refusal.of(RefusalCode.NOT_YOUR_TURN_TO_PLAY, seat=0, actor=2), names, 2) == \
        "It is Asha's turn to play, not yours."
    # the person's own seat is "you", not a name
    assert refusal_words(Refusal.of(RefusalCode.AUCTION_ON, seat=2, kind="play"), names, 2) == \
        "The auction is on: it is your turn to bid."
    assert refusal_words(Refusal.of(RefusalCode.AUCTION_ON, seat=0, kind="play"), names, 2) == \
        "The auction is on: it is Asha's turn to speak."
    assert refusal_words(Refusal.of(RefusalCode.MUST_CHOOSE_TRUMP, seat=2, kind="play"), names, 2) == \
        "You won the bid: choose the trump now."
    i18n.set_language("hi")
    assert refusal_words(Refusal.of(RefusalCode.MUST_FOLLOW_SUIT, actor=2, card=12, suit=0)) == \
        "वही सूट देना होगा: हुकुम का पत्ता चलें।"   # suit (सूट), not trump (रंग): docs/LANGUAGES.md


def test_the_person_never_sees_the_engines_words():
    """The table's English is not the engine's: no seat letter, no house-rule key."""
    i18n.set_language("en")
    for code in RefusalCode:
        text = refusal_words(example(code), viewer=2)
        assert not re.search(r"\b[NESW]\b|\b(?:NS|EW)\b|house rule (?!at this table)", text), (code, text)
        assert not [spec.key for spec in RULE_SPECS if "_" in spec.key and spec.key in text], (code, text)


def engine_phrases() -> set[str]:
    """The phrases of the engine's English reasons, three words at a time."""
    phrases = set()
    for template in ENGLISH.values():
        for chunk in re.split(r"\{\w+\}", template):
            words = re.findall(r"[a-z']+", chunk.lower())
            phrases |= {" ".join(words[i:i + 3]) for i in range(len(words) - 2)}
    return phrases


def _modules(*folders: str):
    for folder in folders:
        yield from sorted((PACKAGE / folder).glob("*.py"))


def test_no_regex_in_ui_or_controller_reads_the_engines_reasons():
    assert not (PACKAGE / "ui" / "reasons_text.py").exists()
    phrases = engine_phrases()
    for path in _modules("ui", "controller"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_re = any(isinstance(n, ast.Import) and any(a.name == "re" for a in n.names)
                         or isinstance(n, ast.ImportFrom) and n.module == "re" for n in ast.walk(tree))
        if not imports_re:
            continue
        # a module with regular expressions does not touch refusals or the engine's reasons
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        names |= {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        touched = names & {"why_illegal", "refusal", "Refusal", "RefusalCode", "refusal_words", "english",
                           "sig_refused", "IllegalActionError", "explain", "engine.refusal", "engine.explain"}
        assert not touched, f"{path.name} uses regular expressions and {touched}"
        # and none of its patterns is a phrase of the engine's reasons
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "re"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                pattern = node.args[0].value
                text = " ".join(re.findall(r"[a-z']+", pattern.lower())) if isinstance(pattern, str) else ""
                assert not any(p in text for p in phrases), f"{path.name}: {pattern!r}"


def test_the_static_check_finds_the_old_reason_regexes():
    """The check above is not vacuous: the patterns of the deleted reasons_text.py
    are phrases of the engine's reasons."""
    phrases = engine_phrases()
    old = [r"asked for the trump and holds one", r"can follow suit, so may not ask",
           r"must follow suit: .+? is not an? (spade|heart|diamond|club)\b"]
    for pattern in old:
        assert any(p in " ".join(re.findall(r"[a-z']+", pattern.lower())) for p in phrases), pattern


def test_a_refused_card_is_told_at_the_table_in_the_chosen_language(qtbot):
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.path.insert(0, str(REPO / "tests" / "controller"))
    from test_table_window import make_window, wait_human

    from twentynine_desktop.engine.cards import parse_card

    from table_hands import S, south_to_follow_state

    i18n.set_language("ne")
    win = make_window(qtbot, hand=south_to_follow_state(), level="easy")
    wait_human(qtbot, win)
    refused = []
    win.controller.sig_refused.connect(lambda action, why: refused.append(why))
    win.play_card(parse_card("KD"))
    assert refused == [Refusal.of(RefusalCode.MUST_FOLLOW_SUIT, actor=S, card=parse_card("KD"), suit=0)]
    assert win.statusBar().currentMessage() == "उही जात दिनुपर्छ: सुरथको पत्ती चाल्नुहोस्।"  # the ending joined to its word
    assert win.scene.notice.text == win.statusBar().currentMessage()
    win.close()
