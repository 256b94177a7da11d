"""The review of a hand explains its numbers, colours its suits, and reviews the
auction: what the program thinks of each bid and pass the person made, through the one
function a bid model is asked through (``ai.bid_review.bid_opinion``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, shot  # noqa: E402
from test_review import _clubs_ending  # noqa: E402
from test_review_window import _finished_clubs_hand  # noqa: E402

from twentynine_desktop.ai.bid_advice import shown_chances  # noqa: E402
from twentynine_desktop.ai.bid_review import BidOpinion, bid_opinion  # noqa: E402
from twentynine_desktop.controller.analysis import auction_decisions  # noqa: E402
from twentynine_desktop.engine.actions import BID, PASS, Action  # noqa: E402

S = 2


def test_the_persons_auction_decisions_are_found_with_the_view_before_each():
    st = _clubs_ending()
    found = auction_decisions(st, S)
    assert [st.history[i] for i, _ in found] == [Action(S, PASS)]
    (_, view), = found
    assert view.seat == S and view.auction_bid == 16 and len(view.hand) == 4
    assert [st.history[i].arg for i, _ in auction_decisions(st, 0)] == [16]


def test_the_opinion_of_a_bid_is_the_bid_models_chances():
    st = _clubs_ending()
    (i, view), = auction_decisions(st, S)
    op = bid_opinion(view, st.history[i])
    advice = shown_chances(view)
    assert op.chances == advice.chances and op.samples == advice.samples
    assert op.model == advice.source
    assert op.bid is None and op.chance_of_bid is None and op.high_before == 16 and op.lowest == 17


def test_the_highest_makeable_bid_and_the_chance_of_the_bid_made():
    chances = {16: 0.9, 17: 0.7, 18: 0.55, 19: 0.4, 20: 0.1}
    op = BidOpinion(Action(S, BID, 19), 17, 18, chances, dict.fromkeys(chances, 1), 10)
    assert op.bid == 19 and op.chance_of_bid == 0.4 and op.highest_makeable == 18
    low = BidOpinion(Action(S, PASS), 19, 20, chances, dict.fromkeys(chances, 1), 10)
    assert low.highest_makeable is None       # nothing open at about 5 in 10 or better


def test_the_review_explains_its_numbers_colours_its_suits_and_reviews_the_auction(qtbot):
    win = make_window(qtbot, seed=3)
    win.new_match()
    rw = win.learning.open_review(hand=_finished_clubs_hand())
    qtbot.waitUntil(lambda: rw.finished_review and rw.finished_auction, timeout=120000)
    text = rw.body.toPlainText()
    assert "How to read the last column" in text and "at most 7 points" in text
    assert "The auction" in text and "You passed (the bid stood at 16)." in text
    assert ("would have passed too" in text) or ("would have bid" in text)
    if "would have passed too" in text:       # the chance of the lowest bid open, in words
        assert "You passed (the bid stood at 16). The program gives about " in text \
            or "You passed (the bid stood at 16). The program gives less than 1 in 10" in text
        assert " in 10 to make 17 (best trump: " in text
    html = rw.body.toHtml()
    # the clubs of the table black, and a red suit where one is named
    assert "\u2663" in text
    rows = rw.html(rw.review)
    assert "color:#111'>J\u2663" in rows
    rw.resize(820, 660)
    shot(rw, "review_auction.png")
    assert html
