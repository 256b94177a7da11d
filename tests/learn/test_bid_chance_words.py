"""Issue 41, item 4: the bid advisor, the hint and the review of the auction show the
same chance for the same view, from one source (``ai.bid_advice.shown_chances``), in
the same words ("about 7 in 10 to make 18 with hearts as trump"), in every language."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from twentynine_desktop.ai import bid_advice
from twentynine_desktop.ai.bid_advice import SAMPLED, TABLE, shown_chances, tenths
from twentynine_desktop.ai.bid_review import bid_opinion
from twentynine_desktop.ai.hint import compute_hint
from twentynine_desktop.engine.actions import ActionKind
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.learn_text import chance_tenths, reason_text
from twentynine_desktop.ui.review_window import ReviewWindow

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, wait_human  # noqa: E402

HINT_SAMPLES = 4
S = 2


def _c(t):
    return [parse_card(x) for x in t.split()]


def _hand(south4: str, rules="standard", seed=1) -> HandState:
    """South first to speak (dealer East) with the four cards given."""
    rng = random.Random(seed)
    mine = _c(south4)
    rest = [c for c in range(32) if c not in mine]
    rng.shuffle(rest)
    return HandState(preset(rules), 1, [rest[0:8], rest[8:16], mine + rest[16:20], rest[20:28]])


def _to_trump_choice(st: HandState, bid: int = 17) -> HandState:
    """South bids ``bid`` (the lowest bid on the way there), the others pass."""
    while st.phase == Phase.AUCTION:
        legal = st.legal_actions()
        if st.to_act == S:
            bids = sorted((a for a in legal if a.kind == ActionKind.BID), key=lambda a: a.arg)
            a = next((x for x in bids if x.arg >= bid), bids[-1])
        else:
            a = next(x for x in legal if x.kind == ActionKind.PASS)
        st.apply(a)
    return st


# ------------------------------------------------------------------ the words
@pytest.mark.parametrize("p, n", [
    (0.0, 0), (0.0499, 0), (0.05, 1), (0.1, 1), (0.1499, 1), (0.15, 2), (0.25, 3), (0.35, 4),
    (0.45, 5), (0.5, 5), (0.55, 6), (0.65, 7), (0.68, 7), (0.85, 9), (0.9499, 9), (0.95, 10),
    (1.0, 10), (7 / 20, 4), (3 / 20, 2), (19 / 20, 10), (1 / 20, 1),
])
def test_a_chance_is_told_in_tenths_rounded_half_up(p, n):
    assert tenths(p) == n


def test_the_words_of_a_chance_at_the_boundaries(qapp):
    i18n.set_language("en")
    assert chance_tenths(0.0) == chance_tenths(0.049) == "less than 1 in 10"
    assert chance_tenths(0.05) == "about 1 in 10"
    assert chance_tenths(0.68) == "about 7 in 10"
    assert chance_tenths(0.949) == "about 9 in 10"
    assert chance_tenths(0.95) == chance_tenths(1.0) == "more than 9 in 10"
    assert {chance_tenths(k / 100) for k in range(101)} == (
        {"less than 1 in 10", "more than 9 in 10"} | {f"about {n} in 10" for n in range(1, 10)})


@pytest.mark.parametrize("lang", ["bn", "hi", "ne"])
def test_the_words_of_a_chance_in_each_language(qapp, lang):
    i18n.set_language(lang)
    try:
        low, mid, high = chance_tenths(0.01), chance_tenths(0.68), chance_tenths(0.99)
        assert len({low, mid, high}) == 3
        assert "7" in mid and "10" in mid and "in 10" not in mid
        assert "1" in low and "9" in high and "than" not in low + high
        p = {"bid": 17, "suit": 1, "chance": 0.68, "count": 3, "points": 4}
        for key in ("bid", "bid_hold", "bid_risk", "pass_weak", "pass_risky", "trump_suit"):
            text = reason_text(key, p)
            assert mid in text and "17" in text and "{" not in text, (key, text)
    finally:
        i18n.set_language("en")


def test_the_old_english_helper_of_the_table_is_gone():
    from twentynine_desktop.ai import bid_table
    assert not hasattr(bid_table, "in_words")


def test_a_hint_against_the_shown_chance_says_so():
    """The shown chance reads the cards alone; the Hard player also weighs the auction.
    A bid on less than "about 5 in 10", or a pass on more, says why in its own words."""
    from twentynine_desktop.ai.bid_advice import BidAdvice
    from twentynine_desktop.ai.hint import explain
    from twentynine_desktop.engine.actions import BID, PASS, Action

    view = player_view(_hand("JH 9H AH 7S"), S)
    bids = range(16, 29)

    def advice(p):
        return BidAdvice(0, dict.fromkeys(bids, p), dict.fromkeys(bids, 1), (1,),
                         {1: dict.fromkeys(bids, p)})

    assert explain(view, Action(S, BID, 16), advice(0.7))[0] == "bid"
    assert explain(view, Action(S, BID, 16), advice(0.3))[0] == "bid_risk"
    assert explain(view, Action(S, PASS), advice(0.3))[0] == "pass_weak"
    key, params = explain(view, Action(S, PASS), advice(0.7))
    assert key == "pass_risky" and params == {"bid": 16, "suit": 1, "chance": 0.7}
    i18n.set_language("en")
    assert reason_text(key, params) == ("Pass: your cards alone give about 7 in 10 to make 16 with "
                                        "hearts as trump, but the Hard player finds the bid too risky here.")
    assert reason_text("pass_weak", dict(params, chance=0.3)) == \
        "Pass: only about 3 in 10 to make 16 with hearts as trump."


# ------------------------------------------------------------------ one source
def test_the_shown_chances_are_the_tables_for_four_cards_and_a_pure_function_of_the_view():
    st = _hand("JH 9H AH 7S")
    view = player_view(st, S)
    advice = shown_chances(view)
    assert advice.source == TABLE and advice.samples == 0
    assert advice.chance(16) == advice.chances[16] == advice.chance(16, advice.best_trump[16])
    assert set(advice.by_trump) == {0, 1}          # the suits held
    assert advice.best_trump[16] == 1              # hearts
    bid_advice._CACHE.clear()
    assert shown_chances(view) == advice


def test_where_no_table_says_the_chances_are_sampled_the_same_every_time():
    st = _hand("JH 9H AH 7S", rules="pagat")       # bids from 15: the table does not fit
    view = player_view(st, S)
    first = shown_chances(view)
    assert first.source == SAMPLED and first.samples == bid_advice.SHOWN_SAMPLES
    bid_advice._CACHE.clear()
    again = shown_chances(view)
    assert again == first and again is not first


@pytest.mark.parametrize("rules", ["standard", "pagat"])
def test_the_hint_and_the_review_give_the_shown_chance(rules):
    st = _hand("JH 9H AH 7S", rules=rules)
    view = player_view(st, S)
    shown = shown_chances(view)
    hint = compute_hint(view, seed=3, samples=HINT_SAMPLES)
    assert hint.action is not None and hint.estimate is not None
    bid, p = hint.estimate
    assert hint.params["chance"] == p == shown.chances[bid]
    assert hint.params["suit"] == shown.best_trump[bid]
    op = bid_opinion(view, hint.action)
    assert op.chances == shown.chances and op.best_trump == shown.best_trump
    assert op.model == shown.source
    i18n.set_language("en")
    words = reason_text(hint.reason, hint.params)
    assert chance_tenths(p) + f" to make {bid} with " in words, words


def test_the_hint_at_the_trump_choice_gives_the_shown_chance_with_that_trump():
    st = _to_trump_choice(_hand("JH 9H AH 7S"), 17)
    assert st.phase == Phase.TRUMP_CHOICE and st.bidder == S
    view = player_view(st, S)
    shown = shown_chances(view)
    hint = compute_hint(view, seed=3, samples=HINT_SAMPLES)
    assert hint.reason == "trump_suit"
    suit = hint.params["suit"]
    assert hint.params["bid"] == view.bid == 17
    assert hint.params["chance"] == shown.chance(17, suit)
    assert hint.estimate == (17, shown.chance(17, suit))
    i18n.set_language("en")
    text = reason_text(hint.reason, hint.params)
    assert text.startswith("Name hearts as trump: ") and text.endswith(" to make 17.")
    assert chance_tenths(shown.chance(17, suit) or 0.0) in text


def test_the_advisor_panel_the_hint_and_the_review_show_the_same_words(qtbot):
    i18n.set_language("en")
    win = make_window(qtbot, seed=4)
    win.new_match()
    wait_human(qtbot, win)
    assert win.controller.hand.phase == "auction"
    win.learning.set_advisor(True)
    panel = win.learning.advisor
    panel.hint_samples = HINT_SAMPLES
    panel._key = None
    panel.refresh()
    qtbot.waitUntil(lambda: panel.advice is not None, timeout=120000)
    view = win.controller.view()
    shown = shown_chances(view)
    assert panel.advice == shown
    for lab, _bar, words in panel.rows:
        bid = int(lab.text().split()[0])
        assert words.text() == chance_tenths(shown.chances[bid])
    # the hint of the same position, asked of the learning controller
    ctl = win.learning.ctl
    ctl.hint_samples = HINT_SAMPLES
    got = []
    ctl.sig_hint.connect(got.append)
    assert ctl.request_hint() is None
    qtbot.waitUntil(lambda: bool(got), timeout=120000)
    hint = got[0]
    if hint.estimate is not None:
        bid, p = hint.estimate
        assert p == shown.chances[bid]
        shown_words = {w.text() for lab, _bar, w in panel.rows if lab.text().startswith(f"{bid} ")}
        assert chance_tenths(p) in shown_words | {chance_tenths(shown.chances[bid])}
        assert chance_tenths(p) in reason_text(hint.reason, hint.params)
    # the review's opinion of a bid or a pass from this view
    made = next(a for a in view.legal if a.kind == ActionKind.PASS)
    op = bid_opinion(view, made)
    assert op.chances == shown.chances
    bid_made = min((a for a in view.legal if a.kind == ActionKind.BID), key=lambda a: a.arg)
    rw = ReviewWindow(win.controller.hand, S, list(win.scene.names), parent=win)
    text = rw.opinion_html(bid_opinion(view, bid_made))
    assert f"You bid {bid_made.arg}: the program gives {chance_tenths(shown.chances[bid_made.arg])}" \
        " to make it" in text, text
    rw.close()
    win.learning.set_advisor(False)
    win.controller.shutdown()
