"""The words of Bengali, Hindi and Nepali as a native would read them (docs/LANGUAGES.md,
"Glossary"): the language picked from the display language, card names that agree with
their rank, verbs that agree with "You", the replay in the chosen language, the house
style the translation check holds (Western digits, Nepali endings joined to their
word), and the welcome's choice of language."""

from __future__ import annotations

import importlib.util
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QWidget

from twentynine_desktop.engine.actions import Action, ActionKind
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.announcer import Announcer
from twentynine_desktop.ui.card_words import card_name
from twentynine_desktop.ui.events_text import SEAT_NAMES, summary_html
from twentynine_desktop.ui.i18n import tr

REPO = Path(__file__).resolve().parents[2]
LANGS = ("bn", "hi", "ne")
SUITS, RANKS = range(4), range(8)
SPADES, HEARTS = 0, 1
JACK, QUEEN = 0, 5


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def translations_module():
    spec = importlib.util.spec_from_file_location("translations", REPO / "packaging" / "translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ---------------------------------------------------------------------------- which language


class FakeLocale:
    """A system locale as a test wants it: the regional format and the display languages."""

    def __init__(self, name: str, ui_languages: list[str]):
        self._name, self._ui = name, ui_languages

    def name(self) -> str:
        return self._name

    def uiLanguages(self) -> list[str]:  # noqa: N802 (QLocale's name)
        return self._ui


def test_the_display_language_comes_before_the_regional_format():
    # an English-India format with a Hindi display is Hindi
    assert i18n.system_language(FakeLocale("en_IN", ["hi-IN", "en-IN"])) == "hi"
    assert i18n.system_language(FakeLocale("en_US", ["bn-BD"])) == "bn"
    assert i18n.system_language(FakeLocale("en_GB", ["ne-NP", "en-GB"])) == "ne"
    # an English display stays English, whatever the format
    assert i18n.system_language(FakeLocale("hi_IN", ["en-IN", "hi-IN"])) == "en"
    # the first of the display languages that is ours decides
    assert i18n.system_language(FakeLocale("de_DE", ["fr-FR", "ne-NP", "hi-IN"])) == "ne"
    # no display language of ours: the format, then English
    assert i18n.system_language(FakeLocale("bn_IN", ["de-DE"])) == "bn"
    assert i18n.system_language(FakeLocale("de_DE", ["de-DE"])) == "en"
    # a real QLocale still works
    assert i18n.system_language(QLocale("hi_IN")) == "hi"


# ---------------------------------------------------------------------------- card names


def card(suit: int, rank: int) -> int:
    return suit * 8 + rank


def test_hindi_card_names_agree_with_the_rank(qapp):
    i18n.set_language("hi")
    assert card_name(card(HEARTS, QUEEN)) == "पान की बेगम"
    assert card_name(card(HEARTS, JACK)) == "पान का गुलाम"
    others = [card_name(card(s, r)) for s in SUITS for r in RANKS if r != QUEEN]
    assert all(" का " in n and " की " not in n for n in others)
    assert all(" की " in card_name(card(s, QUEEN)) for s in SUITS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_name_holds_its_rank_and_suit_words(qapp, lang):
    from twentynine_desktop.ui.card_words import RANK_NAMES
    from twentynine_desktop.ui.events_text import SUIT_NAMES

    i18n.set_language(lang)
    names = {card_name(card(s, r)) for s in SUITS for r in RANKS}
    assert len(names) == 32
    for s in SUITS:
        for r in RANKS:
            name = card_name(card(s, r))
            assert tr(RANK_NAMES[r]) in name and tr(SUIT_NAMES[s]) in name, name
            assert not re.search("[A-Za-z]", name), name
    if lang == "ne":   # the genitive ending joined to the suit
        assert card_name(card(HEARTS, JACK)) == "पानको गुलाम"


# ---------------------------------------------------------------------------- verbs and "You"

# the third-person forms (no honorific) the translations used where the person may be
# the subject: with আপনি / तपाईं a verb takes the honorific form (…লেন, …েছেন; …नुभयो)
THIRD_PERSON = {
    "bn": ("ডেকেছে", "দেখিয়েছে", "খেলেছে", "জিতেছে", "পেরেছে", "পারেনি", "খেলল", "খুলল", "জিতল",
           "রাখল", "হারাল", "চাইল", "ডাকল", "দেখাল"),
    "ne": ("जित्यो", "चाल्यो", "खोल्यो", "माग्यो", "देखायो", "राख्यो", "गर्यो", "जिते", "पुर्याए", "हारे"),
}
SCRIPT = {"bn": "\u0980-\u09ff", "ne": "\u0900-\u097f"}


def third_person_forms(lang: str, text: str) -> list[str]:
    """The third-person verb forms in ``text`` (whole words: ``জিতেছে`` but not
    ``জিতেছেন``)."""
    letters = SCRIPT[lang]
    return [w for w in THIRD_PERSON[lang] if re.search(f"(?<![{letters}]){w}(?![{letters}])", text)]


def test_the_third_person_check_sees_a_third_person_verb():
    assert third_person_forms("bn", "আপনি পিঠ জিতেছে") == ["জিতেছে"]
    assert third_person_forms("bn", "আপনি পিঠ জিতেছেন") == []
    assert third_person_forms("ne", "तपाईंले हात जित्यो") == ["जित्यो"]
    assert third_person_forms("ne", "तपाईंले हात जित्नुभयो") == []


# every sentence whose {who} (or {w}) the table may fill with "You"
PERSON_SENTENCES = (
    "<b>{who}</b> bid <b>{bid}</b>; target <b>{target}</b>", " (pair shown by {who})",
    "Single hand by {who}.", "{who} revealed the trump in trick {n}.",
    "{who} asked for the trump in trick {n}.", "Last trick: won by {who} (+{points})",
    "{who} deals first, drawn by lot.", "{who} plays {card}", "Trick {t}: {who} played the {card}: best play.",
    "Trick {t}: {who} played the {card}; the {best} was better: 1 card point lost.",
    "Trick {t}: {who} played the {card}; the {best} was better: {cost} card points lost.",
    "{who}: 1 card point lost in all.", "{who}: {lost} card points lost in all.",
    "Single hand: {who} play alone", "{who} win the match!",
)
# what the person's bubble says, read as "{who}: {words}" by a screen reader
PERSON_BUBBLES = ("Reveals the trump", "Wins the bid at {bid}", "Sets the trump face down",
                  "Wins the trick (+{points})")


@pytest.mark.parametrize("lang", ("bn", "ne"))
def test_no_sentence_for_the_person_uses_a_third_person_verb(qapp, lang):
    i18n.set_language(lang)
    fields = dict(bid=17, target=17, n=3, points=4, card="x", t=2, best="y", cost=2, lost=2)
    you = tr("You")
    for source in PERSON_SENTENCES:
        text = tr(source).format(who=you, **fields)
        assert text != source, source
        assert third_person_forms(lang, text) == [], text
    for source in PERSON_BUBBLES:
        text = f"{you}: " + tr(source).format(**fields)
        assert third_person_forms(lang, text) == [], text
    both = tr("you and your partner")
    for verdict in ("made it", "went down"):
        text = tr("<b>{side} {verdict}</b>: {who} {points}.").format(side=both, verdict=tr(verdict), who=both,
                                                                     points=tr("{n} game points").format(n=2))
        assert third_person_forms(lang, text) == [], text


def random_hands(count: int):
    """(summary, match) of ``count`` finished hands played at random."""
    rng = random.Random(29)
    for seed in range(count):
        m = Match(Rules({"single_hand": "bidder_alone"}) if seed % 7 == 0 else Rules(), seed=seed)
        st = m.new_hand()
        while not st.over:
            st.apply(rng.choice(st.legal_actions()))
        yield m.finish_hand(), m


@pytest.mark.parametrize("lang", ("bn", "ne"))
def test_the_hand_summary_and_the_announcements_agree_with_you(qapp, lang):
    """The composed sentences themselves: the hand summary seen from the bidder's seat
    (bid, pair, ask or reveal, single hand, made or lost) and what a screen reader is told
    of the person's own cards and calls."""
    i18n.set_language(lang)
    seen = set()
    for summary, match in random_hands(40):
        r = summary.result.to_json()
        if r["status"] == "annulled":
            continue
        for viewer in range(4):
            html = summary_html(summary, match, viewer)
            assert third_person_forms(lang, html) == [], html
        seen.add(r["bidder"])
    assert len(seen) >= 3
    names = [tr(n) for n in SEAT_NAMES]
    names[2] = tr("You")
    announcer = Announcer(QWidget(), QWidget(), lambda: names)
    from twentynine_desktop.engine.events import CardPlayed, TrickWon

    words = announcer.event_words(CardPlayed(actor=2, card=card(HEARTS, QUEEN)), None)
    assert words is not None and words.startswith(tr("You")) and third_person_forms(lang, words) == []
    summary, _ = next(random_hands(1))
    won = _tricks(summary)[0]   # any trick of a played hand, said as won by the person
    words = announcer.event_words(TrickWon(actor=2, trick=won), None)
    assert words is not None and third_person_forms(lang, words) == []


def _tricks(summary):
    st = summary.record.new_state()
    for a in summary.record.actions:
        st.apply(a, check=False)
    return st.tricks


# ---------------------------------------------------------------------------- the replay


def test_every_action_kind_has_its_words_in_the_replay(qapp):
    from twentynine_desktop.ui.replay_viewer import action_text

    for lang in ("en", *LANGS):
        i18n.set_language(lang)
        for kind in ActionKind:
            actor = 5 if kind in (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET) else 2
            arg = {ActionKind.BID: 17, ActionKind.TRUMP: 1, ActionKind.TRUMP_CARD: 9, ActionKind.PLAY: 9}.get(kind)
            text = action_text(Action(actor, kind, arg), 1)
            assert text and not text.endswith(f": {kind}"), (lang, text)   # not the raw "{who}: {k}"
            if lang != "en":
                assert not re.search("[A-Za-z]{2,}", text), (lang, text)
    i18n.set_language("bn")
    assert action_text(Action(0, ActionKind.BID, 20)) == "উত্তর ডাকল 20"
    assert action_text(Action(5, ActionKind.DOUBLE, None)) == "পূর্ব ও পশ্চিম: ডাবল"
    i18n.set_language("en")
    assert action_text(Action(4, ActionKind.REDOUBLE, None)) == "North and South redouble"


@pytest.mark.parametrize("lang", LANGS)
def test_the_replay_names_seats_sides_and_results_in_the_language(qapp, lang):
    from twentynine_desktop.ui.replay_viewer import ReplaySteps

    i18n.set_language(lang)
    summary, _ = next(s for s in random_hands(40) if s[0].result.to_json()["status"] != "annulled")
    steps = ReplaySteps(summary.record)
    assert steps.error is None
    texts = steps.texts + [steps.info(k) for k in range(len(steps))]
    left = [t for t in texts if re.search(r"(?<![A-Za-z])(?!NS|EW)[A-Za-z]{2,}", t)]
    assert left == []


# ---------------------------------------------------------------------------- the check


def test_the_check_finds_native_digits_and_nepali_endings_apart(tmp_path, monkeypatch):
    t = translations_module()
    for name in LANGS:
        (tmp_path / f"{name}.ts").write_text((t.I18N / f"{name}.ts").read_text(encoding="utf-8"), encoding="utf-8")
        (tmp_path / f"{name}.qm").write_bytes((t.I18N / f"{name}.qm").read_bytes())
    monkeypatch.setattr(t, "I18N", tmp_path)
    assert t.problems() == []
    bn = (tmp_path / "bn.ts").read_text(encoding="utf-8")
    bn = bn.replace("(20 অক্ষর পর্যন্ত)", "(২০ অক্ষর পর্যন্ত)", 1)
    (tmp_path / "bn.ts").write_text(bn, encoding="utf-8")
    ne = (tmp_path / "ne.ts").read_text(encoding="utf-8")
    ne = ne.replace("<translation>{suit}को गुलाम</translation>", "<translation>{suit} को गुलाम</translation>", 1)
    ne = ne.replace("(20 अक्षरसम्म)", "(२० अक्षरसम्म)", 1)
    (tmp_path / "ne.ts").write_text(ne, encoding="utf-8")
    found = t.problems()
    assert any(p.startswith("bn:") and "digits" in p and "20 characters" in p for p in found)
    assert any(p.startswith("ne:") and "digits" in p and "20 characters" in p for p in found)
    assert any(p.startswith("ne:") and "'को'" in p and "Jack of {suit}" in p for p in found)


def test_the_house_style_holds_in_every_translation():
    t = translations_module()
    for lang in LANGS:
        have = t.read_ts(t.I18N / f"{lang}.ts")
        bad = [p for (ctx, src), text in have.items() if text for p in t.wording_problems(lang, src, text)]
        assert bad == []


# ---------------------------------------------------------------------------- the welcome


def test_the_welcome_offers_each_language_in_its_own_script_and_applies_it_at_once(qtbot, tmp_path, monkeypatch):
    from twentynine_desktop.controller import TableConfig
    from twentynine_desktop.ui import first_run
    from twentynine_desktop.ui.main_window import MainWindow
    from twentynine_desktop.ui.settings_store import SettingsStore

    monkeypatch.setenv("TWENTYNINE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(first_run.NO_WELCOME_ENV, raising=False)
    i18n.set_language("en")
    win = MainWindow(TableConfig(seed=7), start=False)
    qtbot.addWidget(win)
    win.settings_store = SettingsStore(tmp_path / "settings.ini")
    win.show()
    dialog = first_run.maybe_welcome(win)
    assert dialog is not None
    buttons = dialog.language_buttons
    assert [b.text() for b in buttons.values()] == ["English", "বাংলা", "हिन्दी", "नेपाली"]
    assert buttons["en"].isChecked()
    english = dialog.text.text()

    qtbot.mouseClick(buttons["hi"], qt_left())
    assert i18n.current_language() == "hi"
    assert buttons["hi"].isChecked() and not buttons["en"].isChecked()
    assert dialog.text.text() == tr(first_run.WELCOME_TEXT) != english
    assert dialog.match_button.text() == "पहला मैच खेलें"
    assert win.menuBar().actions()[0].text() == "खेल (&G)"           # the window too, at once
    assert win.statusBar().currentMessage() in ("", tr("Welcome to Twenty-Nine"))
    assert SettingsStore(tmp_path / "settings.ini").load().table.language == "hi"   # and kept

    qtbot.mouseClick(buttons["bn"], qt_left())
    assert i18n.current_language() == "bn" and dialog.windowTitle() == tr("Welcome to Twenty-Nine")
    assert not re.search("[A-Za-z]{2,}", re.sub(r"<[^>]+>", " ", dialog.text.text()))
    qtbot.mouseClick(dialog.match_button, qt_left())
    assert win.controller.match is not None
    win.controller.shutdown()


def qt_left():
    from PySide6.QtCore import Qt
    return Qt.MouseButton.LeftButton
