"""The bid advisor: chances from sampled deals (where the bid table cannot say), the same
for the same view and seed, blind to the hidden cards, and shown in the panel, in words,
with the Hard player's bid."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from twentynine_desktop.ai.bid_advice import bid_chances
from twentynine_desktop.ai.hint import compute_hint
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import preset
from twentynine_desktop.engine.view import player_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from learn_support import make_window, shot, wait_human  # noqa: E402

from ai_support import permute_hidden, view_fields  # noqa: E402


def _c(t):
    return [parse_card(x) for x in t.split()]


def _auction_view(south4: str, seed=1):
    """South, first to speak (dealer East), with the four cards given."""
    rng = random.Random(seed)
    mine = _c(south4)
    rest = [c for c in range(32) if c not in mine]
    rng.shuffle(rest)
    hands = [rest[0:8], rest[8:16], mine + rest[16:20], rest[20:28]]
    st = HandState(preset("standard"), 1, hands)
    return st, player_view(st, 2)


def test_chances_fall_with_the_bid_and_follow_the_cards():
    _, strong = _auction_view("JH 9H AH TH")
    _, weak = _auction_view("7S 8D 7C KD")
    a = bid_chances(strong, samples=24, seed=3)
    b = bid_chances(weak, samples=24, seed=3)
    assert a.samples == 24 and b.samples == 24
    for adv in (a, b):
        bids = sorted(adv.chances)
        assert bids[0] == 16 and bids[-1] == 28
        vals = [adv.chances[x] for x in bids]
        assert all(0.0 <= v <= 1.0 for v in vals)
        assert all(x >= y for x, y in zip(vals, vals[1:], strict=False))
    assert a.best_trump[16] == 1            # hearts, the four top hearts
    assert a.chances[16] > 0.8 and a.chances[16] > b.chances[16]


def test_same_view_same_advice_and_hidden_cards_do_not_matter():
    st, view = _auction_view("JS 9D AC TH", seed=4)
    first = bid_chances(view, samples=16, seed=9)
    assert bid_chances(view, samples=16, seed=9) == first
    rng = random.Random(2)
    changed = 0
    for _ in range(3):
        other = permute_hidden(st, 2, rng)
        if other is None:
            continue
        v2 = player_view(other, 2)
        assert view_fields(v2) == view_fields(view)
        assert bid_chances(v2, samples=16, seed=9) == first
        changed += 1
    assert changed >= 2


def test_advisor_panel_shows_chances_and_the_hard_bid(qtbot):
    win = make_window(qtbot, seed=4)
    win.new_match()
    wait_human(qtbot, win)
    assert win.controller.hand.phase == "auction"
    win.learning.set_advisor(True)
    panel = win.learning.advisor
    assert panel is not None and win.learning.act_advisor.isChecked()
    panel.hint_samples = 4
    panel._key = None
    panel.refresh()
    qtbot.waitUntil(lambda: panel.advice is not None, timeout=120000)
    view = win.controller.view()
    hard = compute_hint(view, win.learning.ctl.hint_seed,
                        {s: win.controller.config.level_of(s) for s in range(4)}, samples=4)
    assert panel.hard_action == hard.action
    assert panel.rows and panel.findChild(type(panel.rows[0][1]), "chance_16") is not None
    assert "Hard player would" in panel.hard.text()
    words = panel.findChild(type(panel.hard), "chance_words_16")
    assert words is not None and " in 10" in words.text()
    assert win.learning.ctl.flags.advisor_used
    win.resize(1500, 820)
    qtbot.wait(50)
    shot(win, "bid_advisor.png")
    # after the auction the panel says what it is for, and stops
    b = win.panel.buttons
    n = len(win.controller.hand.history)
    (b.get("pass") or next(iter(b.values()))).click()
    qtbot.waitUntil(lambda: len(win.controller.hand.history) > n, timeout=30000)
    win.learning.set_advisor(False)
    assert win.learning.advisor is None

