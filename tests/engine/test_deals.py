"""Numbered deals: the same deal number gives the same cards everywhere."""

from __future__ import annotations

import pytest

from twentynine_desktop.engine.cards import card_str
from twentynine_desktop.engine.deal import SplitMix64, deal_hands, shuffled_pack

# Pinned: a change here means saved deal numbers no longer give the same cards.
PINNED = {
    (0, 0, 1): ["AH 8S AS 8D TC TD 9C 7H", "QH 9D 7S AC 9H 8C JS TS", "QD 8H AD 9S KS JC QS TH", "KD JH JD QC 7C KC KH 7D"],
    (0, 3, 1): ["QH 9D 7S AC 9H 8C JS TS", "QD 8H AD 9S KS JC QS TH", "KD JH JD QC 7C KC KH 7D", "AH 8S AS 8D TC TD 9C 7H"],
    (1, 0, 1): ["KC 8S TH TS 7H JS 7D 9S", "9C QH AS KH AD TD AC KS", "JC 7C KD QD JD 7S AH QC", "9H 8H TC 8D JH 9D 8C QS"],
    (29, 0, 1): ["KS QC TC 7C TD 9C 8D JD", "8H 8C 7H 8S JC TS 9H AH", "TH 7D QD QS KH AD 7S JS", "QH JH KC 9S KD AS AC 9D"],
    (29, 0, 3): ["KS QC TC 7C TD 9C 8D JD", "QH JH KC 9S KD AS AC 9D", "TH 7D QD QS KH AD 7S JS", "8H 8C 7H 8S JC TS 9H AH"],
    (123456789, 0, 1): ["QD AD QS 8C 7H 7C KS 9C", "JC AS KC JD 8H 9D 9S QH", "8D JS 9H TS JH AC 8S TC", "AH KH 7D QC TH KD 7S TD"],
}


@pytest.mark.parametrize("key", sorted(PINNED), ids=[str(k) for k in sorted(PINNED)])
def test_pinned_deals(key):
    number, dealer, step = key
    hands = deal_hands(number, dealer, step)
    assert [" ".join(card_str(c) for c in h) for h in hands] == PINNED[key]


def test_splitmix64_reference_vector():
    # the published SplitMix64 outputs for seed 0
    r = SplitMix64(0)
    assert [r.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def own_shuffle(n):
    """The documented algorithm, written again: SplitMix64, Fisher-Yates from the top,
    each index drawn by rejection sampling."""
    mask = (1 << 64) - 1
    state = n & mask

    def nxt():
        nonlocal state
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return z ^ (z >> 31)

    pack = list(range(32))
    for i in range(31, 0, -1):
        bound = i + 1
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            x = nxt()
            if x < limit:
                break
        j = x % bound
        pack[i], pack[j] = pack[j], pack[i]
    return pack


@pytest.mark.parametrize("number", [0, 1, 2, 29, 1000, 2**31 - 1, 2**40 + 7])
def test_deal_structure(number):
    pack = shuffled_pack(number)
    assert pack == own_shuffle(number)
    assert sorted(pack) == list(range(32))
    for dealer in range(4):
        for step in (1, 3):
            hands = deal_hands(number, dealer, step)
            cards = [c for h in hands for c in h]
            assert len(cards) == 32 and len(set(cards)) == 32
            # dealt four at a time from the player after the dealer, twice round
            for k in range(4):
                seat = (dealer + step * (k + 1)) % 4
                assert hands[seat][:4] == pack[4 * k:4 * k + 4]
                assert hands[seat][4:] == pack[16 + 4 * k:16 + 4 * k + 4]


def test_deals_differ_and_repeat():
    assert deal_hands(5, 0) == deal_hands(5, 0)
    assert deal_hands(5, 0) != deal_hands(6, 0)


@pytest.mark.parametrize("bad", [-1, 1.5, "3", True, None])
def test_bad_deal_numbers(bad):
    with pytest.raises(ValueError):
        shuffled_pack(bad)
