"""The rules of the play at the level of card masks: the one place they are written.

Cards are ints 0..31 and a hand is a 32-bit mask (``cards.py``).  These pure functions
know nothing of a ``HandState``: the hand (``legality.py``, ``trick.py``) and the
computer players' searches (``ai/solver.py``, ``ai/review.py``, the playouts) call the
same ones, so a rule of the play is written once.  The compiled solver
(``ai/_csolver.c``) is a port of them, held to them by tests.

- ``play_rule`` / ``legal_mask``: the cards a seat may play, and which rule made it;
- ``may_ask``: whether a seat may ask for the hidden trump;
- ``live_from``: from which position of a trick the trump counts;
- ``winning_play``: who wins a trick;
- ``trick_points``, ``mask_points``, ``cards_gone``.

The trump is a suit 0..3 or ``None`` (no trump in force: none chosen yet, or a
single hand played without trumps).  The house rules that bear on legality are passed
as the bits of one int (``rule_bits``).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from .cards import ALL_CARDS, CARD_POINTS, SUIT_MASKS, SUIT_OF


class PlayRule(Enum):
    """Why the cards of ``play_rule`` are the ones allowed."""

    ANY = "any card"                    # leading, or void in the suit led with no duty
    FOLLOW = "follow suit"
    MUST_ASK = "must ask first"         # void, reveal first_void_must_ask: no card yet
    ASKER_TRUMPS = "asker must trump"   # asked, holds a trump (asker_must_trump)
    VOID_TRUMPS = "void must trump"     # void, holds a trump (void_must_trump)
    NO_TRUMP_LEAD = "no trump lead"     # the bidder before the reveal (not_before_reveal)
    LAST_CARD = "last card"             # only the face-down card is left
    NONE = "no card"                    # nothing in hand


# The house rules that bear on the play, as bits of one int (``rule_bits``).
MUST_ASK = 1            # reveal first_void_must_ask: a void seat asks before it plays
AUTO_REVEAL = 2         # reveal automatic: the trump turns up when a void seat is to play
ASKER_MUST_TRUMP = 4    # asker_must_trump: the seat that asked plays a trump if it has one
VOID_MUST_TRUMP = 8     # void_must_trump: a void seat plays a trump if it has one
NO_TRUMP_LEAD = 16      # bidder_trump_lead not_before_reveal (not with the seventh card)
FROM_REVEAL = 32        # trump_activation from_reveal: trumps count from the reveal on

_ANY, _FOLLOW, _MUST_ASK = PlayRule.ANY, PlayRule.FOLLOW, PlayRule.MUST_ASK
_ASKER, _VOID, _NO_LEAD = PlayRule.ASKER_TRUMPS, PlayRule.VOID_TRUMPS, PlayRule.NO_TRUMP_LEAD
_LAST, _NONE = PlayRule.LAST_CARD, PlayRule.NONE


def rule_bits(reveal: str, asker_must_trump: bool, void_must_trump: bool,
              bidder_trump_lead: str, trump_activation: str, seventh: bool = False) -> int:
    """The bits of the house rules of the play (``seventh``: the trump is the bidder's
    seventh card, which the bidder may lead before the reveal)."""
    bits = 0
    if reveal == "first_void_must_ask":
        bits |= MUST_ASK
    elif reveal == "automatic":
        bits |= AUTO_REVEAL
    if asker_must_trump:
        bits |= ASKER_MUST_TRUMP
    if void_must_trump:
        bits |= VOID_MUST_TRUMP
    if bidder_trump_lead == "not_before_reveal" and not seventh:
        bits |= NO_TRUMP_LEAD
    if trump_activation == "from_reveal":
        bits |= FROM_REVEAL
    return bits


# ---------------------------------------------------------------------- legality
def play_rule(held: int, led: int, trump: int | None, revealed: bool, rules: int, seat: int,
              asker: int | None, bidder: int | None, face_down: int | None = None
              ) -> tuple[int, PlayRule]:
    """The mask of cards ``seat`` may play (0: it must ask first, or has nothing) and
    the rule that made it.

    ``held``: the seat's cards in hand; ``led``: the suit led in the trick, or -1 when
    the seat leads; ``trump``: the trump suit (None: no trump in this hand);
    ``revealed``: the trump is in the open; ``rules``: ``rule_bits``; ``asker``: the
    seat that asked for the trump in this trick (or None); ``bidder``: the bidder's
    seat; ``face_down``: the bidder's face-down trump card, or None (the bidder plays
    it, and so reveals it, when nothing else is left).  The seats are compared only
    where a rule needs them: the searches call this at every node."""
    if not held:
        if face_down is not None and seat == bidder:
            return 1 << face_down, _LAST
        return 0, _NONE
    if led < 0:
        if not revealed and trump is not None and rules & NO_TRUMP_LEAD and seat == bidder:
            non_trump = held & ~SUIT_MASKS[trump]
            if non_trump:
                return non_trump, _NO_LEAD
        return held, _ANY
    follow = held & SUIT_MASKS[led]
    if follow:
        return follow, _FOLLOW
    if trump is None:
        return held, _ANY
    if not revealed:
        if rules & MUST_ASK:
            return 0, _MUST_ASK
        return held, _ANY
    trumps = held & SUIT_MASKS[trump]
    if trumps:
        if rules & ASKER_MUST_TRUMP and seat == asker:
            return trumps, _ASKER
        if rules & VOID_MUST_TRUMP:
            return trumps, _VOID
    return held, _ANY


def legal_mask(held: int, led: int, trump: int | None, revealed: bool, rules: int, seat: int,
               asker: int | None, bidder: int | None, face_down: int | None = None) -> int:
    """The mask of ``play_rule`` alone."""
    return play_rule(held, led, trump, revealed, rules, seat, asker, bidder, face_down)[0]


def may_ask(held: int, led: int, trump: int | None, revealed: bool, rules: int) -> bool:
    """True if a seat holding ``held`` may ask for the trump: the trump is hidden, a
    suit was led (``led`` >= 0) that the seat cannot follow, it has a card, and the
    house rules leave the asking to the player (not reveal automatic)."""
    return (not revealed and led >= 0 and trump is not None and not rules & AUTO_REVEAL
            and bool(held) and not held & SUIT_MASKS[led])


def reveals_now(held: int, led: int, trump: int | None, revealed: bool, rules: int) -> bool:
    """House rule reveal automatic: the seat to play, void in the suit led, reveals."""
    return (rules & AUTO_REVEAL != 0 and not revealed and led >= 0 and trump is not None
            and not held & SUIT_MASKS[led])


# ---------------------------------------------------------------------- the trick
def live_from(revealed_this_trick: bool, reveal_pos: int, rules: int) -> int:
    """The position in the trick from which a revealed trump counts: the position of
    the reveal in the trick of the reveal under trump_activation from_reveal, else 0."""
    return reveal_pos if revealed_this_trick and rules & FROM_REVEAL else 0


def winning_play(trick: Sequence[tuple[int, int]], trump: int | None,
                 from_pos: int = 0) -> tuple[int, int]:
    """(seat, card) winning ``trick`` when ``trump`` (None: no trump counts) is in force
    for the cards from position ``from_pos`` on: the highest trump, else the highest
    card of the suit led (within a suit a smaller card int is higher)."""
    led = SUIT_OF[trick[0][1]]
    best: tuple[int, int] | None = None
    if trump is not None and trump != led:
        for i in range(from_pos, len(trick)):
            sc = trick[i]
            if SUIT_OF[sc[1]] == trump and (best is None or sc[1] < best[1]):
                best = sc
        if best is not None:
            return best
    for sc in trick:
        if SUIT_OF[sc[1]] == led and (best is None or sc[1] < best[1]):
            best = sc
    assert best is not None  # the card led follows its own suit
    return best


def trick_points(trick: Sequence[tuple[int, int]], last_bonus: int = 0) -> int:
    """The card points of a trick; ``last_bonus``: the point for the last trick
    (house rule last_trick_point), given for the eighth trick only."""
    pts = last_bonus
    for _, c in trick:
        pts += CARD_POINTS[c]
    return pts


_BYTE_POINTS = tuple(sum(CARD_POINTS[r] for r in range(8) if b >> r & 1) for b in range(256))


def mask_points(mask: int) -> int:
    """The card points of the cards of ``mask``."""
    t = _BYTE_POINTS
    return t[mask & 255] + t[mask >> 8 & 255] + t[mask >> 16 & 255] + t[mask >> 24 & 255]


def cards_gone(live: int, own: int) -> int:
    """The cards a seat knows to be out of the other hands: every card not ``live``
    (still in a hand or face down) and its own (``own``: its hand, and the face-down
    card if it set it)."""
    return (ALL_CARDS & ~live) | own
