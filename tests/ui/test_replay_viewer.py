"""The replay viewer steps through a recorded hand forwards and back and shows, at
every step, the cards the record gives: each seat's hand (dealt cards less those it
has played) and the cards of the trick on the table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.record import load_record, record_of
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.ui.replay_viewer import ReplayViewer, record_from_bytes

RECORDS = Path(__file__).resolve().parents[1] / "records"


def expected_from_record(obj: dict, k: int) -> dict:
    """What the table must show after k actions, worked out from the record's JSON alone."""
    acts = obj["actions"][:k]
    plays = [(a[0], a[2]) for a in acts if a[1] == "play"]
    played = {s: {c for seat, c in plays if seat == s} for s in "NESW"}
    if acts and acts[-1][1] == "play":
        n = len(plays)
        start = (n - 1) // 4 * 4
        table = plays[start:n]
    else:
        table = plays[len(plays) // 4 * 4:]
    return {"played": played, "table": [tuple(t) for t in table]}


def _records():
    out = [RECORDS / "worked_example.json", RECORDS / "pair_window.json",
           RECORDS / "worked_example_redoubled.json"]
    return [p for p in out if p.exists()]


def _random_hand(seed: int, rules: Rules):
    rng = random.Random(seed)
    st = HandState(rules, seed % 4, deal_hands(seed, seed % 4))
    while not st.over:
        st.apply(rng.choice(st.legal_actions()))
    return record_of(st)


def _check_step(viewer, obj, k):
    shown = viewer.shown()
    exp = expected_from_record(obj, k)
    assert [tuple(t) for t in shown["table"]] == exp["table"]
    for s in "NESW":
        dealt = obj["hands"][s]
        hand = set(shown["hands"][s])
        assert hand.isdisjoint(exp["played"][s])
        assert hand <= set(dealt)
        # before the second deal a hand is its first four cards; after it all eight,
        # less the cards played and the bidder's face-down trump card
        rest = hand | exp["played"][s] | ({shown["withheld"]} if shown["withheld"] in dealt else set())
        if any(exp["played"].values()):
            assert rest == set(dealt)
        else:
            assert rest in (set(dealt[:4]), set(dealt))


@pytest.mark.parametrize("source", ["file0", "file1", "file2", "random0", "random1", "own_card", "seventh"])
def test_viewer_steps_forwards_and_back_showing_the_records_cards(qtbot, source):
    if source.startswith("file"):
        paths = _records()
        idx = int(source[4:])
        if idx >= len(paths):
            pytest.skip("record not in this checkout")
        text = paths[idx].read_text()
        rec = load_record(text)
    elif source == "own_card":
        rec = next(r for r in (_random_hand(seed, Rules({"trump_card": "own_card"})) for seed in range(200))
                   if sum(a.kind == "play" for a in r.actions) == 32)
    elif source == "seventh":
        # a hand whose bidder called the seventh card
        rec = next(r for r in (_random_hand(seed, Rules({"seventh_card": True})) for seed in range(200))
                   if any(a.kind == "seventh" for a in r.actions))
    else:
        rec = _random_hand(int(source[-1]) + 11, Rules())
    obj = json.loads(rec.dumps())
    v = ReplayViewer(rec)
    qtbot.addWidget(v)
    v.show()
    n = len(obj["actions"])
    assert v.steps.error is None and len(v.steps) == n + 1
    seen = []
    for k in range(n + 1):
        assert v.k == k
        _check_step(v, obj, k)
        seen.append(json.dumps(v.shown(), sort_keys=True))
        if k < n:
            qtbot.keyClick(v, Qt.Key_Right)
    qtbot.keyClick(v, Qt.Key_Right)       # past the end: stays
    assert v.k == n
    for k in range(n, -1, -1):
        assert v.k == k
        assert json.dumps(v.shown(), sort_keys=True) == seen[k]
        if k > 0:
            (v.b_back.click() if k % 2 else qtbot.keyClick(v, Qt.Key_Left))
    qtbot.keyClick(v, Qt.Key_End)
    assert v.k == n
    # at the end every card has been played
    if sum(a[1] == "play" for a in obj["actions"]) == 32:
        assert all(not c for c in v.shown()["hands"].values())
    qtbot.keyClick(v, Qt.Key_Home)
    assert v.k == 0
    assert {s: sorted(c) for s, c in v.shown()["hands"].items()} == \
        {s: sorted(obj["hands"][s][:4]) for s in "NESW"}


def test_trump_and_reveal_are_shown_where_they_happened(qtbot):
    rec = load_record((RECORDS / "worked_example.json").read_text())
    v = ReplayViewer(rec)
    qtbot.addWidget(v)
    texts = v.steps.texts
    trump_at = next(i for i, t in enumerate(texts) if "trump" in t and "face down" in t)
    ask_at = next(i for i, t in enumerate(texts) if "revealed" in t)
    v.go(trump_at - 1)
    assert "trump" not in v.info.text()
    v.go(trump_at)
    assert "still face down" in v.info.text()
    v.go(ask_at)
    assert "revealed in trick" in v.info.text()


@pytest.mark.parametrize("data, words", [
    (b"", "empty"),
    (b"{not json", "not a hand record"),
    (b'{"format": "twentynine-hand/2", "hands": {}}', "another version"),
    (b'{"format": "twentynine-hand/1", "dealer": "Q"}', "not a hand record that can be read"),
    (b'[1, 2]', "not a hand record"),
    (b'{"format": "twentynine-match/9"}', "cannot be read"),
])
def test_bad_records_get_a_clear_message(data, words):
    rec, problem = record_from_bytes(data, "x.json")
    assert rec is None and words in problem and "\n" not in problem
