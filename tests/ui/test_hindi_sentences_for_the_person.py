"""Hindi joins ने to आप: "आपने", never "आप ने" (docs/LANGUAGES.md).  The sentences
whose {who} is followed by ने ("{who} ने {card} चला") were filled with आप for the
person; the person now has sentences of their own.  Each place that says what the
person did is composed here in Hindi, as the table composes it."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QWidget

from twentynine_desktop.ai.review import Decision
from twentynine_desktop.engine.actions import ASK, PAIR, PLAY, Action
from twentynine_desktop.engine.events import CardPlayed, Trick
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.engine.view import player_view
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.announcer import Announcer
from twentynine_desktop.ui.cardart import CardArt
from twentynine_desktop.ui.events_text import SEAT_NAMES, _pair_shown_by, reveal_words, summary_html
from twentynine_desktop.ui.hand_log import log_entries
from twentynine_desktop.ui.i18n import tr
from twentynine_desktop.ui.review_window import ReviewWindow
from twentynine_desktop.ui.scene import TableScene

SOUTH = 2


@pytest.fixture(autouse=True)
def hindi(qapp):
    i18n.set_language("hi")
    yield
    i18n.set_language("en")


def names_with_you() -> list[str]:
    names = [tr(n) for n in SEAT_NAMES]
    names[SOUTH] = tr("You")
    return names


def check(text: str) -> None:
    assert tr("You") == "आप"
    assert "आप ने" not in text, text


def finished_hands(count: int):
    """(summary, match, state) of ``count`` hands played at random to the end (the pair
    declared whenever it may be)."""
    rng = random.Random(42)
    for seed in range(count):
        m = Match(Rules(), seed=seed)
        st = m.new_hand()
        while not st.over:
            legal = st.legal_actions()
            pair = [a for a in legal if a.kind == PAIR]
            st.apply(pair[0] if pair else rng.choice(legal))
        yield m.finish_hand(), m, st


def test_the_hand_summary_and_the_log_say_aapne_for_the_person():
    said = {"ask": 0, "own reveal": 0}
    for summary, match, st in finished_hands(60):
        r = summary.result.to_json()
        if r["status"] == "annulled":
            continue
        actions = summary.record.actions
        asker = next((a.actor for a in actions if a.kind == ASK), None)
        for viewer in range(4):
            check(summary_html(summary, match, viewer))
            names = [tr(n) for n in SEAT_NAMES]
            names[viewer] = tr("You")
            for e in log_entries(player_view(st, viewer), names):
                check(e.text)
        if asker is not None:
            words = reveal_words(summary, r, asker) or ""
            check(words)
            assert words.startswith("आपने"), words
            said["own reveal" if r["bidder"] == "NESW"[asker] else "ask"] += 1
    assert all(n > 0 for n in said.values()), said


def test_the_pair_shown_by_the_person_says_aapne():
    # random hands seldom show the pair: the summary's words for it, for each seat
    for seat in range(4):
        words = _pair_shown_by("NESW"[seat], SOUTH)
        check(words)
        assert ("आपने" in words) == (seat == SOUTH), words


def test_the_screen_reader_says_aapne_for_the_persons_card():
    announcer = Announcer(QWidget(), QWidget(), names_with_you)
    words = announcer.event_words(CardPlayed(actor=SOUTH, card=9), None)
    check(words or "")
    assert words is not None and words.startswith("आपने")


def test_the_last_trick_won_by_the_person_says_aapne(qapp):
    scene = TableScene(CardArt(), viewer=SOUTH)
    scene.names = names_with_you()
    overlay = scene.last_trick
    assert overlay.show(Trick(leader=0, cards=((0, 1), (1, 2), (2, 3), (3, 4)), winner=SOUTH, points=3))
    title = overlay.items[0].text
    check(title)
    assert "आपने जीता" in title


@pytest.mark.parametrize("cost", [0, 1, 3])
def test_the_review_of_the_persons_play_says_aapne(qapp, cost):
    fake = SimpleNamespace(seat=SOUTH, names=names_with_you())
    fake._who = lambda s: ReviewWindow._who(fake, s)
    fake._own_line = lambda d, p, b: ReviewWindow._own_line(fake, d, p, b)
    d = Decision(index=0, seat=SOUTH, trick_no=2, played=Action(SOUTH, PLAY, 9), best=Action(SOUTH, PLAY, 10),
                 best_value=10, played_value=10 - cost)
    line = ReviewWindow._line(fake, d)
    check(line)
    assert "आपने" in line
