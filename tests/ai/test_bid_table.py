"""The bid table: chances per class of four-card hands, read the same for every
renaming of the suits, and the search's auction from it behind its switch."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from tools.hand_classes import canonical, classes, trumps_of
from twentynine_desktop.ai import bid_table as bt
from twentynine_desktop.ai import search as search_mod
from twentynine_desktop.ai.search import SearchPlayer
from twentynine_desktop.ai.search_settings import SETTINGS
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

BIDS = 13  # 16..28


def _c(t):
    return [parse_card(x) for x in t.split()]


def _table(rows):
    """A table whose chance of bid b with canonical suit s is given by rows."""
    lines = ["# bid table v1 min_bid=16 max_bid=28"]
    for key, per_suit in rows.items():
        cells = " ".join(f"{s}:{chars}" for s, chars in per_suit.items())
        lines.append(",".join(map(str, key)) + " " + cells)
    return bt.BidTable("\n".join(lines))


def test_a_renamed_hand_reads_the_same_chances_for_the_renamed_trump():
    hand = _c("JH 9H AS 7D")
    key = canonical(hand)
    table = _table({key: {s: bt.ALPHABET[10 * (s + 1)] * BIDS for s in trumps_of(key)}})
    base = table.chances(hand)
    assert base is not None and set(base) == {0, 1, 2}
    assert base[1][0] == pytest.approx(10 / 61)   # hearts, the long suit: canonical suit 0
    for perm in permutations(range(4)):
        renamed = [perm[c >> 3] * 8 + (c & 7) for c in hand]
        ch = table.chances(renamed)
        assert ch == {perm[s]: v for s, v in base.items()}


def test_suits_with_the_same_ranks_share_one_entry_and_other_hands_have_none():
    hand = _c("JS 9H 9D 9C")
    key = canonical(hand)
    table = _table({key: {0: "z" * BIDS, 3: "0" * BIDS}})  # the Nines' suits: canonical 0..2
    ch = table.chances(hand)
    assert ch is not None and ch[1] == ch[2] == ch[3] == [1.0] * BIDS and ch[0] == [0.0] * BIDS
    assert table.chances(_c("JS 9S AS TS")) is None
    assert table.chances(_c("JS 9S AS")) is None
    assert table.best(hand, 18) == (1, 1.0) and table.chance(hand, 30, 1) is None


def _hands(four):
    rng = random.Random(3)
    mine = _c(four)
    rest = [c for c in range(32) if c not in mine]
    rng.shuffle(rest)
    return [rest[0:8], rest[8:16], mine + rest[16:20], rest[20:28]]


def _view(four, dealer=1):
    return player_view(HandState(preset("standard"), dealer, _hands(four)), 2)


@pytest.mark.parametrize("chance_char,kind", [("z", "bid"), ("5", "pass")])
def test_behind_its_switch_the_auction_bids_from_the_table(monkeypatch, chance_char, kind):
    view = _view("JH 9H AS 7D")
    key = canonical(list(view.hand))
    table = _table({key: {s: chance_char * BIDS for s in trumps_of(key)}})
    monkeypatch.setattr(search_mod, "load_bid_table", lambda: table)
    p = SearchPlayer("hard", 1, samples=4, settings={**SETTINGS["hard"], "bid_table": 2})
    a = p.decide(view)
    assert a is not None and a.kind == kind and p.last_samples == 0
    assert p.last_estimate is not None and p.last_estimate[0] == 16
    off = SearchPlayer("hard", 1, samples=4)
    off.decide(view)
    assert off.last_samples == 4  # the switch off: the search samples as before


def test_without_a_fitting_table_the_switch_falls_back_to_the_search(monkeypatch):
    view = _view("JH 9H AS 7D")
    monkeypatch.setattr(search_mod, "load_bid_table", lambda: None)
    p = SearchPlayer("hard", 1, samples=4, settings={**SETTINGS["hard"], "bid_table": 2})
    p.decide(view)
    assert p.last_samples == 4


def test_the_shipped_table_covers_every_class_and_falls_with_the_bid():
    table = bt.load()
    if table is None:
        pytest.skip("no bid table shipped in this checkout")
    assert set(table.rows) == set(classes())
    for key, row in table.rows.items():
        assert set(row) == set(trumps_of(key))
        for cells in row.values():
            vals = [bt.ALPHABET.index(ch) for ch in cells]
            assert vals == sorted(vals, reverse=True)


def test_the_advisor_reads_the_same_chances_from_the_table(monkeypatch):
    from twentynine_desktop.ai.bid_advice import table_advice
    view = _view("JH 9H AS 7D")
    key = canonical(list(view.hand))
    rows = {s: "".join(bt.ALPHABET[60 - 4 * i - s] for i in range(BIDS)) for s in trumps_of(key)}
    table = _table({key: rows})
    monkeypatch.setattr(bt, "load", lambda: table)
    adv = table_advice(view)
    assert adv is not None and adv.samples == 0
    for b in range(16, 29):
        t, p = table.best(list(view.hand), b)
        assert adv.chances[b] == p and adv.best_trump[b] == t
    assert adv.best_trump[18] == 1  # hearts: canonical suit 0, the highest chances


def test_in_its_first_call_mode_the_table_speaks_only_before_anyone_has_bid(monkeypatch):
    view = _view("JH 9H AS 7D")
    key = canonical(list(view.hand))
    table = _table({key: {s: "z" * BIDS for s in trumps_of(key)}})
    monkeypatch.setattr(search_mod, "load_bid_table", lambda: table)
    first = SearchPlayer("hard", 1, samples=4, settings={**SETTINGS["hard"], "bid_table": 1})
    first.decide(view)
    assert first.last_samples == 0          # nobody has bid: the table decides
    st = HandState(preset("standard"), 0, [list(h) for h in _hands("JH 9H AS 7D")])
    while st.to_act != 2:                    # West bids, North passes, up to South
        acts = st.legal_actions()
        bid = next((a for a in acts if a.kind == "bid"), None)
        st.apply(bid if st.to_act == 1 and bid is not None else
                 next(a for a in acts if a.kind == "pass"))
    later = player_view(st, 2)
    assert later.auction_holder is not None
    second = SearchPlayer("hard", 1, samples=4, settings={**SETTINGS["hard"], "bid_table": 1})
    second.decide(later)
    assert second.last_samples == 4         # a bid was made: the search reads it
