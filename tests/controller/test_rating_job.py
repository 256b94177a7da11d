"""The rating asked of the controller (controller/rating.py): computed on a worker
thread and kept; a failed replay or a rating that cannot be written is told as a
Problem, and a rating that cannot be written is still given."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from save_support import play_match_easy  # noqa: E402

from twentynine_desktop.controller import rating as ctl  # noqa: E402
from twentynine_desktop.engine.match import Match  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.storage.matchsave import MatchInfo  # noqa: E402
from twentynine_desktop.storage.ratings import RatingStore  # noqa: E402

TINY = {"hard": (6, 4), "normal": (4, 2)}
LEVELS = {"N": "easy", "E": "easy", "W": "easy"}


def a_match():
    m = Match(Rules(), seed=4, first_dealer=1)
    play_match_easy(m, 4, actions=100)
    return m, MatchInfo(human_seat=2, levels=dict(LEVELS))


def run(qtbot, m, info, store):
    got = []
    steps = []
    job = ctl.start_rating(m, info, store, lambda r, p: got.append((r, p)),
                           lambda d, t: steps.append((d, t)), samples=TINY)
    qtbot.waitUntil(lambda: bool(got), timeout=60000)
    return got[0], steps, job


def test_the_rating_is_computed_in_the_background_and_kept(qtbot, tmp_path):
    m, info = a_match()
    store = RatingStore(tmp_path)
    (rating, problem), steps, _job = run(qtbot, m, info, store)
    assert problem is None and rating is not None
    assert [h.number for h in rating.hands] == [h.number for h in m.hands_played]
    assert steps[-1] == (len(m.hands_played), len(m.hands_played))
    kept, why = store.load(info.match_id)
    assert why is None and kept is not None and kept.version == ctl.current_version(TINY)


def test_a_rating_that_cannot_be_written_is_still_given(qtbot, tmp_path, monkeypatch):
    m, info = a_match()
    store = RatingStore(tmp_path)

    def full(_rating):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "save", full)
    (rating, problem), _steps, _job = run(qtbot, m, info, store)
    assert rating is not None
    assert problem is not None and problem.kind == "not_kept" and "No space" in problem.detail


def test_a_failed_replay_is_told_not_lost(qtbot, tmp_path, monkeypatch):
    m, info = a_match()

    def broken(*_a, **_k):
        raise RuntimeError("a replayed hand did not finish")

    monkeypatch.setattr(ctl, "rate_match", broken)
    (rating, problem), _steps, _job = run(qtbot, m, info, RatingStore(tmp_path))
    assert rating is None
    assert problem is not None and problem.kind == "failed" and "did not finish" in problem.detail
    assert RatingStore(tmp_path).load(info.match_id) == (None, None)


def test_only_a_match_with_a_persons_finished_hand_can_be_rated():
    m, info = a_match()
    assert ctl.can_rate(m, info)
    assert not ctl.can_rate(m, MatchInfo(human_seat=None, levels=dict(LEVELS)))
    assert not ctl.can_rate(Match(Rules(), seed=1), info)
