"""The duplicate rating's replay (ai/rating.py): each deal played again with Hard in
the person's seat, deterministically, and the figures it gives."""

from __future__ import annotations

import pytest

from twentynine_desktop.ai import make_player
from twentynine_desktop.ai.base import Player
from twentynine_desktop.ai.rating import (
    DEFAULT_SAMPLES,
    FixedSamples,
    Samples,
    play_out,
    rate_match,
    rating_version,
    replay_hand,
    replay_players,
)
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.ai.search_settings import SETTINGS
from twentynine_desktop.engine.cards import side_of
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.record import HandRecord, record_of, replay_obj
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.storage.ratings import estimate

# few guessed deals per decision: the tests stay fast, and stay deterministic
TINY: Samples = {"hard": (6, 4), "normal": (4, 2)}
PERSON = 2                                   # South
LEVELS = ["easy", "easy", None, "easy"]      # the match's table: the person at South


def person_player(level: str, seed: int) -> Player:
    player = make_player(level, seed, dict(enumerate(LEVELS)))
    if isinstance(player, SearchPlayer):
        auction, play = TINY[level]
        return FixedSamples(player, auction, play)
    return player


def play_match(person_level: str, hands: int, seed: int) -> list[tuple[int, HandRecord]]:
    """``hands`` hands of seeded matches (a new one when one is over) with
    ``person_level`` in the person's seat."""
    m = Match(preset("standard"), seed=seed, first_dealer=seed % 4)
    out = []
    for i in range(hands):
        if m.over:
            m = Match(preset("standard"), seed=seed + 1000 * i, first_dealer=i % 4)
        st = m.new_hand()
        players = [person_player(person_level, seed * 100 + i) if s == PERSON
                   else person_player(LEVELS[s] or "easy", seed * 100 + i + 10 * s)
                   for s in range(4)]
        play_out(st, players, {0: 0, 1: 1})
        summary = m.finish_hand()
        out.append((i + 1, summary.record))
    return out


def test_the_replay_deals_the_same_cards_with_the_same_dealer():
    hands = play_match("easy", 3, seed=5)
    for _n, rec in hands:
        replay = record_of(replay_hand(rec, PERSON, LEVELS, TINY))
        assert replay.hands == rec.hands
        assert replay.dealer == rec.dealer
        assert replay.rules == rec.rules


def test_a_recomputation_gives_the_same_figures_and_the_same_play():
    hands = play_match("easy", 4, seed=6)
    a = rate_match(hands, PERSON, LEVELS, TINY)
    b = rate_match(hands, PERSON, LEVELS, TINY)
    assert a is not None and b is not None
    assert [(h.number, h.hard_game, h.hard_cards) for h in a.hands] == \
           [(h.number, h.hard_game, h.hard_cards) for h in b.hands]
    assert [h.replay.to_json_obj() for h in a.hands] == [h.replay.to_json_obj() for h in b.hands]


def test_a_match_played_by_the_replay_players_themselves_rates_exactly_zero():
    """The person's seat played by exactly the replay's Hard player (the same seeds and
    samples): every hand is played the same way, so every difference is 0."""
    rules = preset("standard")
    hands = []
    for i in range(4):
        m = Match(rules, seed=70 + i, first_dealer=i)
        st = m.new_hand()
        rec = record_of(st)
        seats = ["hard" if s == PERSON else (LEVELS[s] or "easy") for s in range(4)]
        shown = {s: (None if s == PERSON else seats[s]) for s in range(4)}
        players = replay_players(rec, seats, TINY, shown)
        play_out(st, players, {side_of(PERSON): PERSON, side_of(PERSON) ^ 1: side_of(PERSON) ^ 1})
        hands.append((i + 1, record_of(st)))
    r = rate_match(hands, PERSON, LEVELS, TINY)
    assert r is not None
    assert [h.game_diff for h in r.hands] == [0, 0, 0, 0]
    assert [h.cards_diff for h in r.hands] == [0, 0, 0, 0]


def test_hard_in_the_persons_seat_rates_about_zero():
    hands = play_match("hard", 16, seed=11)
    r = rate_match(hands, PERSON, LEVELS, TINY)
    assert r is not None and len(r.hands) == len(hands)
    game = estimate([h.game_diff for h in r.hands])
    cards = estimate([h.cards_diff for h in r.hands])
    assert game.margin is not None and cards.margin is not None
    assert abs(game.mean) <= game.margin
    assert abs(cards.mean) <= cards.margin


def test_random_play_in_the_persons_seat_rates_clearly_negative():
    hands = play_match("random", 16, seed=12)
    r = rate_match(hands, PERSON, LEVELS, TINY)
    assert r is not None
    assert estimate([h.game_diff for h in r.hands]).clearly_below
    assert estimate([h.cards_diff for h in r.hands]).mean < 0


def _side_figures_from_json(record: HandRecord, side: str) -> tuple[int, float]:
    """Straight from the replay command's output, written out here once more."""
    out, code = replay_obj(record.to_json_obj())
    assert code == 0
    other = "EW" if side == "NS" else "NS"
    gp, pts = out["game_points"], out["points"]
    game = 0 if out["status"] == "annulled" else gp[side] - gp[other]
    return game, (pts[side] - pts[other]) / 2


def test_the_figures_equal_those_computed_from_the_records():
    hands = play_match("random", 6, seed=13)
    r = rate_match(hands, PERSON, LEVELS, TINY)
    assert r is not None
    assert [h.number for h in r.hands] == [n for n, _ in hands]
    for (_n, played), h in zip(hands, r.hands, strict=True):
        assert (h.person_game, h.person_cards) == _side_figures_from_json(played, "NS")
        assert (h.hard_game, h.hard_cards) == _side_figures_from_json(h.replay, "NS")
    mine = [_side_figures_from_json(p, "NS") for _n, p in hands]
    hard = [_side_figures_from_json(h.replay, "NS") for h in r.hands]
    total = sum(a[0] - b[0] for a, b in zip(mine, hard, strict=True))
    assert sum(h.game_diff for h in r.hands) == total


def test_progress_is_told_per_hand_and_a_cancelled_rating_stops():
    hands = play_match("easy", 3, seed=14)
    seen: list[tuple[int, int]] = []
    assert rate_match(hands, PERSON, LEVELS, TINY, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 1

    assert rate_match(hands, PERSON, LEVELS, TINY, cancelled=cancelled) is None


def test_the_version_changes_with_the_hard_players_settings(monkeypatch):
    before = rating_version(TINY)
    assert rating_version(TINY) == before
    assert rating_version({"hard": (6, 5), "normal": (4, 2)}) != before
    monkeypatch.setitem(SETTINGS["hard"], "z", SETTINGS["hard"]["z"] + 0.5)
    assert rating_version(TINY) != before


@pytest.mark.slow
def test_hard_at_the_games_own_sample_counts_rates_about_zero_over_a_13_hand_match():
    """The game's settings (``DEFAULT_SAMPLES``), Normal seats around: minutes, not seconds."""
    table = ["normal", "normal", None, "normal"]
    m = Match(preset("standard"), seed=31, first_dealer=0)
    hands = []
    for i in range(13):
        if m.over:
            m = Match(preset("standard"), seed=31 + 1000 * i, first_dealer=i % 4)
        st = m.new_hand()
        players = [FixedSamples(SearchPlayer("hard" if s == PERSON else "normal", 900 + 10 * i + s,
                                             table=dict(enumerate(table))),
                                *DEFAULT_SAMPLES["hard" if s == PERSON else "normal"]) for s in range(4)]
        play_out(st, players, {0: 0, 1: 1})
        m.finish_hand()
        hands.append((i + 1, m.hands_played[-1].record))
    r = rate_match(hands, PERSON, table)
    assert r is not None
    game = estimate([h.game_diff for h in r.hands])
    assert game.margin is not None and abs(game.mean) <= game.margin
