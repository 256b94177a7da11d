"""Kept duplicate ratings (storage/ratings.py): written and read back, a file that
cannot be used is refused with one sentence and kept aside (never deleted), only
ratings of the current version count in the running figure, and its uncertainty."""

from __future__ import annotations

import json
import math

from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.record import HandRecord, record_of
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.storage.ratings import (
    RatedHand,
    Rating,
    RatingStore,
    estimate,
    running_figure,
    side_figures_of,
)


def finished_record(number: int) -> HandRecord:
    """A hand played to its end by taking the first legal action each time."""
    st = HandState(preset("standard"), number % 4, deal_hands(500 + number, number % 4))
    while not st.over:
        st.apply(sorted(st.legal_actions(), key=lambda a: (str(a.kind) != "pass", str(a)))[0])
    return record_of(st)


def make_rating(match_id: str, version: str = "v1", hands: int = 3, person_game: int = 1) -> Rating:
    rated = []
    for n in range(1, hands + 1):
        rec = finished_record(n)
        hg, hc = side_figures_of(rec, 0)
        rated.append(RatedHand(n, person_game, 2.5, hg, hc, rec))
    return Rating(match_id, version, 2, tuple(rated), "2026-12-04T17:00:00+00:00")


def test_a_rating_is_kept_and_read_back_the_same(tmp_path):
    store = RatingStore(tmp_path)
    r = make_rating("20261204T170000-abc123")
    path = store.save(r)
    assert path.parent.name == "ratings"
    back, problem = store.load(r.match_id)
    assert problem is None and back is not None
    assert back.version == r.version and back.person_seat == 2
    assert [(h.number, h.person_game, h.person_cards, h.hard_game, h.hard_cards) for h in back.hands] == \
           [(h.number, h.person_game, h.person_cards, h.hard_game, h.hard_cards) for h in r.hands]
    assert [h.replay.to_json_obj() for h in back.hands] == [h.replay.to_json_obj() for h in r.hands]


def test_no_rating_yet_is_no_problem(tmp_path):
    assert RatingStore(tmp_path).load("nothing") == (None, None)


def test_a_damaged_file_is_told_in_one_sentence_and_kept_aside(tmp_path):
    store = RatingStore(tmp_path)
    r = make_rating("m1")
    path = store.save(r)
    damaged = path.read_text()[:200]                 # cut short
    path.write_text(damaged)
    rating, problem = store.load("m1")
    assert rating is None
    assert problem is not None and "kept aside" in problem and "\n" not in problem
    assert not path.exists()
    kept = [p for p in store.folder.iterdir() if p.name.startswith("m1.json.unreadable-")]
    assert len(kept) == 1 and kept[0].read_text() == damaged    # nothing lost


def test_a_figure_changed_by_hand_is_refused_even_with_a_fresh_checksum(tmp_path):
    from twentynine_desktop.storage.matchsave import checksum
    store = RatingStore(tmp_path)
    path = store.save(make_rating("m2"))
    obj = json.loads(path.read_text())
    obj["hands"][0]["hard"][0] += 4
    obj["checksum"] = checksum(obj)
    path.write_text(json.dumps(obj))
    rating, problem = store.load("m2")
    assert rating is None and problem is not None and "do not match its replayed record" in problem


def test_only_ratings_of_the_current_version_count_newest_first(tmp_path):
    store = RatingStore(tmp_path)
    store.save(make_rating("20261201T100000-aaaaaa", "old"))
    store.save(make_rating("20261202T100000-bbbbbb", "new", person_game=1))
    store.save(make_rating("20261203T100000-cccccc", "new", person_game=-1))
    ratings, problems = store.recent("new")
    assert problems == []
    assert [r.match_id for r in ratings] == ["20261203T100000-cccccc", "20261202T100000-bbbbbb"]
    assert [r.match_id for r in store.recent("new", matches=1)[0]] == ["20261203T100000-cccccc"]
    fig = running_figure(ratings)
    assert fig.matches == 2 and fig.game.n == 6
    expected = [h.game_diff for r in ratings for h in r.hands]
    assert math.isclose(fig.game.mean, sum(expected) / 6)


def test_the_estimate_is_the_mean_give_or_take_two_standard_errors():
    e = estimate([1, -1, 1, -1])
    assert e.mean == 0 and e.n == 4
    sd = math.sqrt(sum(v * v for v in (1, -1, 1, -1)) / 3)
    assert math.isclose(e.margin, 1.96 * sd / 2)
    assert not e.clearly_below and not e.clearly_above
    assert estimate([-2, -2, -1, -2]).clearly_below
    assert estimate([3]).margin is None
    assert estimate([]).n == 0
