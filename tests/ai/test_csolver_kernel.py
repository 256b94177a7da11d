"""The compiled solver (``ai/_csolver.c``) is a port of the rule kernel
(``engine/kernel.py``), held to it here on thousands of seeded random positions:

- its legal cards (the cards ``card_values`` answers for) are the kernel's legal mask;
- the tricks it scores are won by the kernel's winner and worth the kernel's points
  (positions of one trick left, where a card's value is the trick's points if the
  bidding side wins it, else nothing);
- its values are those of the Python solver (``exact.FullSolver``, which plays by the
  kernel).

The positions cover a trump led and not led, no trump, a void seat with and without
trumps, the duty to trump (void_must_trump and the asker's), and trumps counting only
from a position of the trick (the trick of the reveal under from_reveal)."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai import solver as solver_mod
from twentynine_desktop.ai.solver import EndgameSolver
from twentynine_desktop.engine.cards import SUIT_MASKS, SUIT_OF, cards_in
from twentynine_desktop.engine.kernel import (
    ASKER_MUST_TRUMP,
    FROM_REVEAL,
    VOID_MUST_TRUMP,
    legal_mask,
    live_from,
    trick_points,
    winning_play,
)

pytestmark = pytest.mark.skipif(
    solver_mod._csolver is None,
    reason="the compiled solver is not built (python setup.py build_ext --inplace) or "
    "TWENTYNINE_PURE_PYTHON is set")


def _position(rng: random.Random, left: int, in_trick: int, short_suits: bool):
    """(rules, hands, leader, trick, trump_from, asker): a random position with ``left``
    tricks left and ``in_trick`` cards of the current trick played.  With
    ``short_suits`` the deal is drawn from two suits only, so voids (and trumping) are
    common."""
    deck = list(range(32))
    trump = rng.choice([None, 0, 1, 2, 3])
    if short_suits:
        suits = rng.sample(range(4), 2)
        deck = [c for c in deck if SUIT_OF[c] in suits]
        trump = rng.choice([None, *suits, *suits, 0, 1, 2, 3])  # mostly one of them
    rng.shuffle(deck)
    step = rng.choice([1, 3])
    leader = rng.randrange(4)
    seats = [(leader + step * i) & 3 for i in range(4)]
    hands = [0, 0, 0, 0]
    k = 0
    for i, s in enumerate(seats):
        n = left - (1 if i < in_trick else 0)
        hands[s] = sum(1 << c for c in deck[k:k + n])
        k += n
    rest = deck[k:]
    must_trump = rng.random() < 0.4
    asker = seats[rng.randrange(4)] if rng.random() < 0.4 else -1
    trump_from = rng.randrange(in_trick + 1) if in_trick and rng.random() < 0.4 else 0
    bits = FROM_REVEAL | ASKER_MUST_TRUMP | (VOID_MUST_TRUMP if must_trump else 0)
    trick: list[tuple[int, int]] = []
    for i in range(in_trick):  # the cards played so far, each legal by the kernel
        s = seats[i]
        led = SUIT_OF[trick[0][1]] if trick else -1
        pool = rest[:4]
        held = sum(1 << c for c in pool)
        legal = legal_mask(held, led, trump, True, bits, s, asker, None)
        c = rng.choice(cards_in(legal))
        rest.remove(c)
        trick.append((s, c))
    rules = dict(trump=trump, bidding_side=rng.randrange(2), step=step,
                 must_trump=must_trump, last_bonus=rng.choice([0, 1]))
    return rules, bits, hands, leader, trick, trump_from, asker


def test_the_compiled_trick_winner_is_the_kernels():
    """The port's own winner function, on every kind of trick: tricks of one to four
    cards from two suits or all four, with every trump and trumps counting from every
    position."""
    c = solver_mod._csolver
    rng = random.Random(6)
    for n in range(5000):
        deck = list(range(32))
        if n % 2:
            suits = rng.sample(range(4), 2)
            deck = [x for x in deck if SUIT_OF[x] in suits]
        cards = rng.sample(deck, rng.randrange(1, 5))
        trump = rng.choice([None, 0, 1, 2, 3])
        from_pos = rng.randrange(4)
        trick = [(i, x) for i, x in enumerate(cards)]
        want = winning_play(trick, trump, from_pos)[0]
        assert c.trick_winner(cards, -1 if trump is None else trump, from_pos) == want


def test_the_compiled_legal_cards_are_the_kernels():
    """The port's own legality, for a seat holding random cards of two suits or all
    four, leading or not, with and without each duty to trump."""
    c = solver_mod._csolver
    rng = random.Random(7)
    for n in range(5000):
        deck = list(range(32))
        if n % 2:
            suits = rng.sample(range(4), 2)
            deck = [x for x in deck if SUIT_OF[x] in suits]
        picked = rng.sample(deck, rng.randrange(1, 9))
        held = sum(1 << x for x in picked[1:]) or 1 << picked[0]
        led_card = -1 if rng.random() < 0.2 else rng.choice([x for x in range(32)
                                                             if not held >> x & 1])
        trump = rng.choice([None, 0, 1, 2, 3])
        must, asker = rng.random() < 0.5, rng.random() < 0.5
        bits = ASKER_MUST_TRUMP | (VOID_MUST_TRUMP if must else 0)
        want = legal_mask(held, -1 if led_card < 0 else SUIT_OF[led_card], trump, True, bits,
                          0, 0 if asker else None, None)
        got = c.legal_cards(held, led_card, -1 if trump is None else trump, must, asker)
        assert got == want, (cards_in(held), led_card, trump, must, asker)


def _c_card_values(rules, hands, leader, trick, left, trump_from, asker):
    return EndgameSolver(**rules, backend="c").card_values(
        hands, leader, trick, left, trump_from, None if asker < 0 else asker)


def test_the_compiled_solvers_legal_cards_are_the_kernels():
    rng = random.Random(1)
    checked = 0
    for n in range(3000):
        left = rng.choice([1, 2, 3])
        in_trick = rng.randrange(4)
        rules, bits, hands, leader, trick, trump_from, asker = _position(
            rng, left, in_trick, short_suits=n % 2 == 0)
        seat = (leader + rules["step"] * len(trick)) & 3
        led = SUIT_OF[trick[0][1]] if trick else -1
        want = legal_mask(hands[seat], led, rules["trump"], True, bits, seat, asker, None)
        got = _c_card_values(rules, hands, leader, trick, left, trump_from, asker)
        assert sum(1 << c for c in got) == want, (rules, hands, leader, trick, asker)
        checked += want != hands[seat]  # a rule narrowed the choice
    assert checked > 600


def test_the_compiled_solver_scores_tricks_by_the_kernels_winner_and_points():
    rng = random.Random(2)
    trumped = 0
    for n in range(3000):
        # one trick left, three cards played: each last card completes the trick
        rules, bits, hands, leader, trick, trump_from, asker = _position(
            rng, 1, 3, short_suits=n % 2 == 0)
        seat = (leader + rules["step"] * 3) & 3
        vals = _c_card_values(rules, hands, leader, trick, 1, trump_from, asker)
        for c, v in vals.items():
            full = trick + [(seat, c)]
            from_pos = live_from(True, trump_from, bits)
            win_seat, win_card = winning_play(full, rules["trump"], from_pos)
            pts = trick_points(full, rules["last_bonus"])
            assert v == (pts if (win_seat & 1) == rules["bidding_side"] else 0), (rules, full)
            trumped += SUIT_OF[win_card] != SUIT_OF[full[0][1]]
    assert trumped > 300  # many tricks were won by a trump


def test_a_whole_last_trick_is_scored_by_the_kernel():
    """One card each and nothing played: the compiled solver's shortcut for the last
    trick (it plays itself) scores as the kernel does."""
    rng = random.Random(3)
    for n in range(2000):
        rules, bits, hands, leader, trick, _from, _asker = _position(
            rng, 1, 0, short_suits=n % 2 == 0)
        v = EndgameSolver(**rules, backend="c").value(hands, leader, [], 1)
        order = [(leader + rules["step"] * i) & 3 for i in range(4)]
        full = [(s, cards_in(hands[s])[0]) for s in order]
        win_seat, _ = winning_play(full, rules["trump"], 0)
        pts = trick_points(full, rules["last_bonus"])
        assert v == (pts if (win_seat & 1) == rules["bidding_side"] else 0)


def test_the_compiled_and_the_python_solver_agree_on_thousands_of_positions():
    rng = random.Random(4)
    for n in range(2000):
        left = rng.choice([1, 2, 3, 4])
        rules, bits, hands, leader, trick, trump_from, asker = _position(
            rng, left, rng.randrange(4), short_suits=n % 2 == 0)
        a = None if asker < 0 else asker
        c = EndgameSolver(**rules, backend="c").value(hands, leader, trick, left, trump_from, a)
        py = EndgameSolver(**rules, backend="python").value(hands, leader, trick, left,
                                                            trump_from, a)
        assert c == py, (rules, hands, leader, trick, left, trump_from, asker)


def test_positions_of_short_suits_leave_seats_void():
    """The generator makes the positions the tests above need: void seats holding
    trumps and void seats without."""
    rng = random.Random(5)
    void_with, void_without = 0, 0
    for _ in range(2000):
        rules, _b, hands, leader, trick, _f, _a = _position(rng, 3, 1, short_suits=True)
        seat = (leader + rules["step"]) & 3
        led = SUIT_OF[trick[0][1]]
        t = rules["trump"]
        if t is not None and t != led and not hands[seat] & SUIT_MASKS[led]:
            if hands[seat] & SUIT_MASKS[t]:
                void_with += 1
            else:
                void_without += 1
    assert void_with > 20 and void_without > 20
