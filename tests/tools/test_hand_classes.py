"""The classes of four-card hands up to a renaming of the suits."""

from __future__ import annotations

import random
from itertools import permutations

from tools.hand_classes import (
    canonical,
    classes,
    hand_of,
    index_of,
    suit_order,
    trump_classes,
    trumps_of,
    weight,
)


def test_there_are_2262_classes_and_5510_with_a_trump_covering_every_hand_once():
    assert len(classes()) == 2262
    assert trump_classes() == 5510
    assert sum(weight(k) for k in classes()) == 35960


def test_a_renaming_of_the_suits_keeps_the_class_and_nothing_else_does():
    rng = random.Random(4)
    for _ in range(200):
        hand = rng.sample(range(32), 4)
        for perm in permutations(range(4)):
            renamed = [perm[c >> 3] * 8 + (c & 7) for c in hand]
            assert index_of(renamed) == index_of(hand)
        other = rng.sample(range(32), 4)
        same = any(sorted(perm[c >> 3] * 8 + (c & 7) for c in other) == sorted(hand)
                   for perm in permutations(range(4)))
        assert (index_of(other) == index_of(hand)) == same


def test_the_canonical_hand_of_a_class_is_in_that_class():
    for i, key in enumerate(classes()):
        assert index_of(hand_of(key)) == i
        assert canonical(hand_of(key)) == key


def test_suit_order_maps_the_canonical_suits_to_the_hands_own():
    hand = [0, 9, 17, 25]  # Jack of spades, Nines of hearts, diamonds, clubs
    key = canonical(hand)
    order = suit_order(hand)
    for k, mask in enumerate(key):
        real = order[k]
        assert sum(1 << (c & 7) for c in hand if c >> 3 == real) == mask


def test_a_trump_is_offered_once_per_distinct_suit_held():
    key = canonical([0, 9, 17, 25])          # three suits alike: two choices
    assert len(trumps_of(key)) == 2
    key = canonical([0, 1, 2, 3])            # one suit
    assert trumps_of(key) == [0]
