"""The four-card hands of Twenty-Nine up to a permutation of the suits.

A card is ``suit * 8 + rank`` (``engine/cards.py``).  Renaming the suits changes no
hand's strength before a trump is named, so the 35,960 four-card hands fall into 2,262
classes.  A class is written by its *canonical hand*: the suits' rank sets (8-bit masks,
bit ``rank``) sorted from the longest suit down (ties by the mask, larger first) and
given to spades, hearts, diamonds, clubs in that order.  ``classes()`` lists them in
one fixed order, so a class index means the same hand on every machine.

With a trump named, the classes with a trump are (class, a suit the hand holds) up to
the suits the hand cannot tell apart: 5,510 of them (``trump_classes``).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

HAND_SIZE = 4


def suit_masks(cards: list[int] | tuple[int, ...]) -> tuple[int, int, int, int]:
    """The rank set of each suit (bit ``rank``), spades first."""
    m = [0, 0, 0, 0]
    for c in cards:
        m[c >> 3] |= 1 << (c & 7)
    return m[0], m[1], m[2], m[3]


def _key(mask: int) -> tuple[int, int]:
    return bin(mask).count("1"), mask


def canonical(cards: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """The class key of a hand: its suits' rank sets, longest first (ties: larger
    mask first).  Two hands have the same key when a renaming of the suits turns
    one into the other."""
    return tuple(sorted(suit_masks(cards), key=_key, reverse=True))


def suit_order(cards: list[int] | tuple[int, ...]) -> list[int]:
    """The hand's real suits in the order of its canonical key (suit ``k`` of the
    canonical hand is suit ``suit_order(cards)[k]`` of this hand)."""
    m = suit_masks(cards)
    return sorted(range(4), key=lambda s: (_key(m[s]), -s), reverse=True)


def hand_of(key: tuple[int, ...]) -> list[int]:
    """The canonical hand of a class key: suit ``k`` gets the ``k``-th rank set."""
    return [s * 8 + r for s, mask in enumerate(key) for r in range(8) if mask >> r & 1]


@lru_cache(maxsize=1)
def classes() -> tuple[tuple[int, ...], ...]:
    """Every class key of a four-card hand, in a fixed order (sorted keys)."""
    keys = {canonical(h) for h in combinations(range(32), HAND_SIZE)}
    return tuple(sorted(keys, reverse=True))


@lru_cache(maxsize=1)
def class_index() -> dict[tuple[int, ...], int]:
    return {k: i for i, k in enumerate(classes())}


def index_of(cards: list[int] | tuple[int, ...]) -> int:
    """The class index of a four-card hand."""
    return class_index()[canonical(cards)]


def trumps_of(key: tuple[int, ...]) -> list[int]:
    """The canonical suits a hand of this class can name as trump: the suits it holds,
    one of each set of suits with the same rank set (they are the same choice)."""
    seen: set[int] = set()
    out = []
    for s, mask in enumerate(key):
        if mask and mask not in seen:
            seen.add(mask)
            out.append(s)
    return out


def trump_classes() -> int:
    """How many (class, trump) pairs there are."""
    return sum(len(trumps_of(k)) for k in classes())


def weight(key: tuple[int, ...]) -> int:
    """How many of the 35,960 hands belong to the class (its share of the deals)."""
    masks = list(key)
    n = 1
    # the distinct renamings of the suits: 4! over the symmetry of equal rank sets
    from math import factorial
    counts: dict[int, int] = {}
    for m in masks:
        counts[m] = counts.get(m, 0) + 1
    for c in counts.values():
        n *= factorial(c)
    return factorial(4) // n
