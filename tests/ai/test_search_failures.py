"""A search that finds no deal is never silent: the search player logs a warning with
the position, then plays the easy player's choice so the game goes on."""

from __future__ import annotations

import logging

import pytest

from twentynine_desktop.ai import search
from twentynine_desktop.ai.easy import EasyPlayer
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.engine.cards import card_str
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.engine.sampling import SamplingError, describe_view
from twentynine_desktop.engine.view import player_view


def _first_view(phase: str):
    """The first decision in ``phase`` with a real choice, in easy-player hands."""
    for deal in range(1, 60):
        st = HandState(Rules(), deal % 4, deal_hands(deal, deal % 4))
        players = [EasyPlayer(s) for s in range(4)]
        while not st.over:
            seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
            view = player_view(st, seat)
            if st.phase == phase and len(view.legal) > 1 and (phase != "play" or st.trick_no >= 3):
                return view
            st.apply(players[seat].decide(view))
    raise AssertionError("no position found")


def _fail(*args, **kwargs):
    raise SamplingError("no consistent deal found: a test failure")


@pytest.mark.parametrize("phase, patched", [("play", "sample_state"), ("auction", "sample_deal")])
def test_a_failed_search_is_logged_and_the_easy_choice_played(monkeypatch, caplog, phase, patched):
    view = _first_view(phase)
    monkeypatch.setattr(search, patched, _fail)
    pl = SearchPlayer("hard", 1, samples=6)
    with caplog.at_level(logging.WARNING, logger="twentynine_desktop.ai.search"):
        action = pl.decide(view)
    assert action == EasyPlayer(1).decide(view)
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    text = warnings[0].getMessage()
    assert "a test failure" in text and "easy player's choice" in text
    # the position, enough to rebuild it: seat, own cards and the public history
    seat = "NESW"[view.seat]
    assert f"seat {seat}" in text
    assert describe_view(view) in text and "history: " in text
    assert "hand " + " ".join(card_str(c) for c in view.hand) in text


def test_strict_players_still_raise(monkeypatch):
    view = _first_view("play")
    monkeypatch.setattr(search, "sample_state", _fail)
    with pytest.raises(SamplingError):
        SearchPlayer("hard", 1, samples=6, strict=True).decide(view)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_search_player_that_cannot_be_loaded_is_an_error_not_an_easy_player(monkeypatch, level):
    """make_player once turned Normal or Hard into Easy, without a word, when the search
    module failed to import."""
    import sys

    from twentynine_desktop.ai import make_player
    monkeypatch.setitem(sys.modules, "twentynine_desktop.ai.search", None)  # import fails
    with pytest.raises(ImportError):
        make_player(level, 1)
