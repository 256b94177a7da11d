"""How the search players pick among the candidates they scored: equivalent cards
merged before the search (``merge_equivalent``), the anytime stop when more samples
would not change the choice (``settled``), and the choice itself, which keeps the
rule-based player's move unless another one beats it clearly (``choose``).

These are pure functions of the candidates and their scores, with no sampling or
clock, so they are tested on their own (tests/ai/test_search_parts.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine.actions import Action, ActionKind, arg_of
from ..engine.cards import CARD_POINTS, mask_of, suit_of
from ..engine.view import PlayerView


def merge_equivalent(acts: list[Action], view: PlayerView, prefer: Action | None) -> list[Action]:
    """The candidates with equivalent cards merged: two cards of one suit with the same
    point value are equivalent when every card ranked between them is already played or
    in this hand (K Q 8 7 with the Q played and the 8 held, say).  One card stands for
    each group: ``prefer`` if it is in it, else the lowest."""
    plays = sorted((a for a in acts if a.kind == ActionKind.PLAY), key=arg_of)
    if len(plays) < 2:
        return acts
    gone = view.played_mask() | mask_of(view.hand)
    if view.withheld is not None:
        gone |= 1 << view.withheld
    groups = [[plays[0]]]
    for a in plays[1:]:
        b = groups[-1][-1]
        c1, c2 = arg_of(b), arg_of(a)
        between = ((1 << c2) - 1) & ~((1 << (c1 + 1)) - 1)
        if (suit_of(c1) == suit_of(c2) and CARD_POINTS[c1] == CARD_POINTS[c2]
                and between & gone == between):
            groups[-1].append(a)
        else:
            groups.append([a])
    if len(groups) == len(plays):
        return acts
    keep: set[Action] = set()
    for g in groups:
        keep.add(prefer if prefer is not None and prefer in g else g[-1])
    return [a for a in acts if a.kind != ActionKind.PLAY or a in keep]


def settled(vals: Sequence[Sequence[float]], z: float = 3.0) -> bool:
    """True when more samples would not change the choice: the best candidate beats
    every other by ``z`` standard errors of the paired difference, or all candidates
    have scored the same on every sample (anytime stop, not used with fixed samples)."""
    n = len(vals[0])
    means = [sum(v) / n for v in vals]
    best = max(range(len(vals)), key=lambda i: means[i])
    vb = vals[best]
    for i, v in enumerate(vals):
        if i == best:
            continue
        d = [a - b for a, b in zip(vb, v, strict=True)]
        md = sum(d) / n
        var = sum((x - md) ** 2 for x in d) / (n - 1)
        if var == 0.0 and md == 0.0:
            continue
        if md <= z * math.sqrt(var / n):
            return False
    return True


def choose(acts: list[Action], vals: Sequence[Sequence[float]], prefer: Action | None,
           z: float) -> Action:
    """The action with the best mean, unless it beats the rule-based choice ``prefer``
    by less than ``z`` standard errors of the paired difference (noise is not a
    reason to leave a sound move)."""
    n = len(vals[0])
    means = [sum(v) / n for v in vals]
    best = max(range(len(acts)), key=lambda i: means[i])
    if prefer is None or prefer not in acts:
        return acts[best]
    pi = acts.index(prefer)
    if best == pi:
        return prefer
    d = [a - b for a, b in zip(vals[best], vals[pi], strict=True)]
    md = sum(d) / n
    if n < 2:
        return prefer
    var = sum((x - md) ** 2 for x in d) / (n - 1)
    se = math.sqrt(var / n)
    if md > max(0.01, z * se):
        return acts[best]
    return prefer
