"""The match save (format 3) keeps each hand's secret, the fingerprint shown before the
deal and the cut beside its cards, so that every finished hand can be checked from
History; a kept deal that does not agree loads as kept and fails the check (it is not
hidden by refusing the file); a malformed one is refused; saves of format 2 (no
secrets) migrate: they load, and are written again as format 3."""

from __future__ import annotations

import json
import random

import pytest
from save_support import play_match_actions

from twentynine_desktop.engine.deal import CutPart, check_deal, fingerprint
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms


def _played(seed: int = 3) -> Match:
    """A match dealt as the table deals: each hand from a fresh secret and a cut."""
    rng = random.Random(seed)
    m = Match(Rules(), first_dealer=1, secret_source=rng.randbytes)
    n = 0
    while len(m.hands_played) < 3 or m.current is None:
        if m.over:
            break
        if m.current is None:
            n += 1
            m.new_hand(secret=m.draw_secret(), cut=(CutPart(2, f"mouse {n},{n * 7} {n * 100}".encode()),))
        play_match_actions(m, rng, 7)
    return m


def test_the_save_keeps_every_hands_secret_and_cut_and_they_check():
    m = _played()
    obj = json.loads(ms.dumps(ms.match_to_obj(m, ms.MatchInfo())))
    assert obj["format"] == "twentynine-match/3"
    loaded = ms.parse_save(json.dumps(obj)).match
    assert len(loaded.hands_played) == len(m.hands_played) >= 3
    for h, again in zip(m.hands_played, loaded.hands_played, strict=True):
        assert h.secret is not None and again.secret == h.secret and again.cut == h.cut
        assert again.shown == h.shown == fingerprint(h.secret)
        assert check_deal(again.secret, again.cut, again.shown, again.deal_number, again.dealer,
                          loaded.step, again.record.hands).ok
    for entry in obj["hands"]:
        assert entry["deal"]["fingerprint"] == fingerprint(bytes.fromhex(entry["deal"]["secret"])).hex()
    if m.current is not None:    # the hand in progress: its secret beside its cards (to resume it)
        assert loaded.current_secret == m.current_secret and loaded.current_cut == m.current_cut


def _changed(change: str) -> dict:
    m = _played(5)
    obj = ms.match_to_obj(m, ms.MatchInfo())
    deal = obj["hands"][0]["deal"]
    if change == "secret":
        deal["secret"] = ("00" if deal["secret"][:2] != "00" else "11") + deal["secret"][2:]
    elif change == "fingerprint":
        deal["fingerprint"] = "0" * 64
    elif change == "cut":
        deal["cut"] = [{"seat": "E", "hex": "21"}]
    elif change == "version":
        deal["version"] = 2
    elif change == "short secret":
        deal["secret"] = deal["secret"][:30]
    elif change == "two parts of a seat":
        deal["cut"] = [{"seat": "S", "hex": ""}, {"seat": "S", "hex": "21"}]
    obj["checksum"] = ms.checksum(obj)
    return obj


@pytest.mark.parametrize("change", ["secret", "fingerprint", "cut"])
def test_a_kept_deal_that_does_not_agree_loads_and_fails_its_check(change):
    h = ms.parse_save(json.dumps(_changed(change))).match.hands_played[0]
    got = check_deal(h.secret, h.cut, h.shown, h.deal_number, h.dealer, 1, h.record.hands)
    assert not got.ok
    assert got.fingerprint_matches == (change == "cut")
    assert got.deal_number_matches == (change == "fingerprint")


@pytest.mark.parametrize("change", ["version", "short secret", "two parts of a seat"])
def test_a_malformed_deal_is_refused(change):
    with pytest.raises(ms.SaveError, match="hand 1's deal"):
        ms.parse_save(json.dumps(_changed(change)))


def _as_format_2(obj: dict) -> str:
    old = json.loads(json.dumps(obj))
    old["format"] = "twentynine-match/2"
    for entry in old["hands"] + ([old["current"]] if old["current"] else []):
        del entry["deal"]
    del old["checksum"]
    old["checksum"] = ms.checksum(old)
    return json.dumps(old)


def test_a_save_of_format_2_migrates_without_secrets_and_is_written_as_format_3():
    m = _played(8)
    text = _as_format_2(ms.match_to_obj(m, ms.MatchInfo()))
    got = ms.parse_save(text)
    assert [h.record.hands for h in got.match.hands_played] == [h.record.hands for h in m.hands_played]
    assert all(h.secret is None and h.cut == () for h in got.match.hands_played)
    assert got.match.scores == m.scores
    again = ms.match_to_obj(got.match, got.info)
    assert again["format"] == ms.FORMAT
    assert all(entry["deal"] is None for entry in again["hands"])
    assert ms.parse_save(json.dumps(again)).match.scores == m.scores
