"""Pieces of the search player: merging equivalent cards, the anytime stop."""

from __future__ import annotations

import random

from twentynine_desktop.ai.search import merge_equivalent, settled
from twentynine_desktop.engine.actions import ASK, PLAY, Action

from ai_support import cards


class _View:
    """Just what merge_equivalent reads from a PlayerView."""

    def __init__(self, hand, played="", withheld=None):
        self.hand = cards(hand)
        self._played = cards(played)
        self.withheld = withheld

    def played_mask(self):
        m = 0
        for c in self._played:
            m |= 1 << c
        return m


def _plays(text):
    return [Action(0, PLAY, c) for c in cards(text)]


def _names(acts):
    return sorted(str(a) for a in acts)


def test_adjacent_blank_cards_merge_and_the_preferred_one_stands_for_them():
    view = _View("KS QS 7S AH TH JD 8D", played="8S")
    acts = _plays("KS QS 7S AH TH JD 8D")
    out = merge_equivalent(acts, view, Action(0, PLAY, cards("QS")[0]))
    # K Q 7 of spades (8 played) are one choice, A and T of hearts another (the lowest
    # stands for it), the Jack and the Eight of diamonds differ in points.
    assert _names(out) == _names(_plays("QS TH JD 8D"))


def test_a_card_still_out_between_them_keeps_cards_apart():
    view = _View("KS 7S", played="")
    acts = _plays("KS 7S")  # the Q and the 8 of spades are still out
    assert merge_equivalent(acts, view, acts[0]) == acts


def test_different_points_never_merge_and_other_actions_stay():
    view = _View("9S AS", played="")
    acts = _plays("9S AS") + [Action(0, ASK, None)]
    assert merge_equivalent(acts, view, acts[0]) == acts


def test_settled_when_one_candidate_clearly_leads():
    rng = random.Random(1)
    good = [1.0 + rng.gauss(0, 0.1) for _ in range(48)]
    bad = [x - 1.0 + rng.gauss(0, 0.1) for x in good]
    assert settled([good, bad])


def test_not_settled_on_a_close_call():
    rng = random.Random(2)
    a = [rng.choice([-1.0, 1.0]) for _ in range(48)]
    b = [rng.choice([-1.0, 1.0]) for _ in range(48)]
    assert not settled([a, b])


def test_settled_when_every_candidate_scored_the_same():
    rng = random.Random(3)
    a = [rng.choice([-1.0, 1.0]) for _ in range(32)]
    assert settled([a, list(a), list(a)])
