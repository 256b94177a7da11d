"""The match save: round trip, and every kind of bad file (empty, truncated, garbage,
another version, changed by hand) is refused with a reason, moved aside, nothing else
lost."""

from __future__ import annotations

import json
import random

import pytest
from save_support import play_match_actions, position_key

from twentynine_desktop.engine.deal import deal_number_from_secret
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.storage.archive import Folder


def _saved_match(tmp_path, actions=150, seed=7):
    m = Match(Rules(), seed=seed, first_dealer=1)
    play_match_actions(m, random.Random(seed), actions)
    info = ms.MatchInfo(human_seat=2, levels={"N": "easy", "E": "normal", "W": "hard"})
    folder = Folder(tmp_path / "saves")
    ms.save_match(folder.autosave, m, info)
    return m, info, folder


@pytest.mark.parametrize("actions", [0, 1, 5, 37, 150, 400])
def test_round_trip_restores_the_position(tmp_path, actions):
    m, info, folder = _saved_match(tmp_path, actions)
    res = ms.read_save(folder.autosave)
    assert res.problem is None
    got = res.loaded.match
    assert position_key(got) == position_key(m)
    assert got.scores == m.scores and got.hand_number == m.hand_number and got.dealer == m.dealer
    if m.current is not None and not m.current.over:
        assert got.current.to_act == m.current.to_act
        assert got.current.status() == m.current.status()
    # the save held no seed: the next deal comes from a fresh secret, not from the match's seed
    assert got.seed is None
    got.secret_source = lambda n: b"\x07" * n
    assert got.next_deal_number() == deal_number_from_secret(b"\x07" * 16)
    assert res.loaded.info.levels == info.levels and res.loaded.info.human_seat == 2


def test_summary_line(tmp_path):
    m, _info, folder = _saved_match(tmp_path, 300)
    loaded = ms.read_save(folder.autosave).loaded
    assert loaded.summary() == f"hand {m.hand_number}, NS {m.scores[0]:+d}, EW {m.scores[1]:+d}"


def _rewrite(obj, recheck=True):
    if recheck:
        obj["checksum"] = ms.checksum(obj)
    return json.dumps(obj)


def _future(text):
    obj = json.loads(text)
    obj["format"] = "twentynine-match/4"
    return _rewrite(obj)


def _edited_action(text):
    obj = json.loads(text)
    rec = obj["hands"][0]["record"]
    rec["actions"][0] = [rec["actions"][0][0], "pass"] if rec["actions"][0][1] == "bid" else \
        [rec["actions"][0][0], "bid", 16]
    return _rewrite(obj, recheck=False)


def _edited_score(text):
    obj = json.loads(text)
    obj["scores"]["NS"] += 1
    return _rewrite(obj, recheck=False)


def _edited_score_checksum_fixed(text):
    obj = json.loads(text)
    obj["scores"]["NS"] += 1
    return _rewrite(obj)


def _edited_cards_checksum_fixed(text):
    obj = json.loads(text)
    hands = obj["hands"][0]["record"]["hands"]
    hands["N"][0], hands["E"][0] = hands["E"][0], hands["N"][0]
    return _rewrite(obj)


def _illegal_action_checksum_fixed(text):
    obj = json.loads(text)
    obj["hands"][1]["record"]["actions"].insert(0, ["N", "play", "JS"])
    return _rewrite(obj)


BAD = {
    "empty": lambda t: "",
    "blank": lambda t: "  \n",
    "truncated": lambda t: t[: len(t) // 2],
    "garbage": lambda t: "\x00\xff\x13 not json at all",
    "not an object": lambda t: "[1, 2, 3]",
    "other file": lambda t: json.dumps({"format": "twentynine-hand/1"}),
    "future version": _future,
    "edited action": _edited_action,
    "edited score": _edited_score,
    "edited score, checksum fixed": _edited_score_checksum_fixed,
    "edited cards, checksum fixed": _edited_cards_checksum_fixed,
    "illegal action, checksum fixed": _illegal_action_checksum_fixed,
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_save_is_kept_aside_with_a_reason(tmp_path, case):
    _m, _info, folder = _saved_match(tmp_path, 300)
    good = folder.autosave.read_text()
    bad = BAD[case](good)
    folder.autosave.write_bytes(bad.encode("utf-8", "surrogateescape") if isinstance(bad, str) else bad)
    other = folder.root / "matches" / "kept.json"
    other.parent.mkdir()
    other.write_text(good)
    res = ms.read_save(folder.autosave)
    assert res.loaded is None
    assert res.problem and "\n" not in res.problem and "Traceback" not in res.problem
    assert res.kept_as is not None and res.kept_as.read_bytes() == bad.encode("utf-8", "surrogateescape")
    assert not folder.autosave.exists()
    assert other.read_text() == good       # nothing else is lost
    if case == "future version":
        assert "another version" in res.problem


def test_missing_save_is_no_problem(tmp_path):
    res = ms.read_save(tmp_path / "none.json")
    assert res.loaded is None and res.problem is None


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    _m, _info, folder = _saved_match(tmp_path, 50)
    for _ in range(3):
        ms.atomic_write(folder.autosave, folder.autosave.read_text())
    assert sorted(p.name for p in folder.root.iterdir()) == [folder.autosave.name]


def test_a_write_cut_short_leaves_the_previous_save_whole(tmp_path, monkeypatch):
    """What a crash in the middle of writing leaves: the old save, whole, and no
    temporary file (the new text is renamed over the save only once it is on disk)."""
    m, info, folder = _saved_match(tmp_path, 60)
    before = folder.autosave.read_bytes()
    play_match_actions(m, random.Random(1), 40)

    def cut(_fd):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(ms.os, "fsync", cut)
    with pytest.raises(OSError):
        ms.save_match(folder.autosave, m, info)
    assert folder.autosave.read_bytes() == before
    assert sorted(p.name for p in folder.root.iterdir()) == [folder.autosave.name]
    assert ms.read_save(folder.autosave).problem is None
