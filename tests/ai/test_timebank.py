"""The time bank of a whole hand (ai/timebank.py): a seat's decisions share 1,500 ms,
weighted towards the auction and the first plays, never more than what is left."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai.timebank import TimeBank, weights
from twentynine_desktop.engine.cards import actor_side, is_side
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.engine.view import player_view


def play_through(seed: int, rules: Rules, dealer: int | None = None):
    """Every decision of a random hand: (seat, view), in order."""
    rng = random.Random(seed)
    dealer = rng.randrange(4) if dealer is None else dealer
    st = HandState(rules, dealer, deal_hands(rng.randrange(10**9), dealer))
    out = []
    while not st.over:
        ta = st.to_act
        seat = actor_side(ta) if is_side(ta) else ta      # a side: North or East decides
        out.append((seat, player_view(st, seat)))
        st.apply(rng.choice([a for a in st.legal_actions() if a.actor == ta]))
    return out


@pytest.mark.parametrize("seed", range(20))
def test_a_seat_never_thinks_longer_than_its_bank(seed):
    """Each decision spends the whole budget it is given (the worst case): the seat's
    total stays within the bank, and the bank is used up by the end of the hand."""
    banks = {s: TimeBank(1500.0) for s in range(4)}
    firsts: dict[int, float] = {}
    for seat, view in play_through(seed, Rules()):
        budget, cap = banks[seat].share(view, 10_000.0, 10_000.0)
        assert 0 < budget <= cap <= 1500.0 - banks[seat].spent_ms + 1.0
        firsts.setdefault(seat, budget)
        banks[seat].spend(budget)
    for s, bank in banks.items():
        assert bank.spent_ms <= 1500.0 + 1.0, (s, bank.spent_ms)


def test_a_bid_gets_a_larger_share_than_a_play_and_the_last_plays_little():
    """The auction's decision gets about a quarter of the bank (an equal split over
    about ten decisions gave it a tenth); the first play more than the sixth."""
    bank = TimeBank(1500.0)
    seen = {}
    for seat, view in play_through(3, Rules()):
        if seat != 0:
            continue
        budget, _ = bank.share(view, 10_000.0, 10_000.0)
        key = (str(view.phase), len(view.hand))
        seen.setdefault(key, budget)
        bank.spend(budget)
    first_bid = seen[("auction", 4)]
    assert first_bid > 300.0
    plays = {n: b for (ph, n), b in seen.items() if ph == "play"}
    assert plays[8] > plays[3]
    assert weights(play_through(3, Rules())[-1][1])[1] == 0.0    # nothing after the last card


def test_the_bank_starts_again_with_each_hand():
    bank = TimeBank(1500.0)
    (seat, view), *_ = play_through(1, Rules(), dealer=0)
    bank.share(view, 10_000.0, 10_000.0)
    bank.spend(1400.0)
    budget, cap = bank.share(view, 10_000.0, 10_000.0)   # same hand, same point: 100 left
    assert cap <= 100.0
    (_, other), *_ = play_through(2, Rules(), dealer=1)
    budget, cap = bank.share(other, 10_000.0, 10_000.0)
    assert cap == pytest.approx(1500.0)
