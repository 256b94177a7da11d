"""A match: many hands under one set of rules, dealer rotation and game points.

A side that reaches ``+match_to`` game points wins; a side that sinks to ``-match_to``
loses (the other side wins).  A *set* (doubling with_set) decides the match at once.
The deal passes to the next seat after every hand, including annulled ones.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import SIDES, next_seat, side_of, step_of
from .deal import (
    SECRET_BYTES,
    CutPart,
    SplitMix64,
    deal_hands,
    deal_number_from_secret,
    deal_number_of,
    fingerprint,
)
from .events import HandResult
from .hand import HandState
from .record import HandRecord, record_of
from .rules import Rules

# n -> n random bytes, like os.urandom: where a match draws each hand's secret
SecretSource = Callable[[int], bytes]


def os_secret(n: int) -> bytes:
    """``n`` bytes from the operating system's random source."""
    return secrets.token_bytes(n)


def draw_first_dealer(seed: int) -> int:
    """The seat that deals a match's first hand, drawn by lot (a cut for the deal) from
    the match's seed: the same seed always draws the same seat.  (A stream of its own,
    apart from the one that draws the deal numbers.)"""
    return SplitMix64(seed ^ 0xDEA1E7C0FFEE).below(4)


@dataclass
class HandSummary:
    number: int
    deal_number: int | None  # None: a hand set up as a position, not a numbered deal
    dealer: int
    result: HandResult
    record: HandRecord
    scores_after: tuple[int, int]
    # a hand dealt from a secret: the secret and the cut, revealed once the hand is over
    # (engine.deal.check_deal checks them); None and () for a numbered or prepared deal
    secret: bytes | None = None
    cut: tuple[CutPart, ...] = ()
    # the fingerprint shown before the hand was dealt, as it was kept then (check_deal
    # compares it with the secret's)
    shown: bytes | None = None


@dataclass
class Match:
    """``seed``: None (the program's matches) deals every hand from a fresh secret drawn
    from ``secret_source`` (the operating system's), so that nothing known before a hand
    (past deal numbers, an export, the save between hands) tells its cards; a whole
    number deals a fixed, public series of deal numbers from it (``--seed``, tests,
    the tutorial), which is never saved."""

    rules: Rules
    seed: int | None = None
    first_dealer: int = 3  # the table draws it (draw_first_dealer) unless one is chosen
    scores: list[int] = field(default_factory=lambda: [0, 0])
    hands_played: list[HandSummary] = field(default_factory=list)
    winner: int | None = None  # side index when the match is over
    current: HandState | None = None
    current_deal_number: int | None = field(default=None, repr=False)   # gives every card
    # the hand in progress's secret, cut and the fingerprint shown before it was dealt
    # (never in a view, nor in the match's repr, which a log or a crash report may hold)
    current_secret: bytes | None = field(default=None, repr=False)
    current_cut: tuple[CutPart, ...] = field(default=(), repr=False)
    current_shown: bytes | None = field(default=None, repr=False)
    secret_source: SecretSource = field(default=os_secret, repr=False, compare=False)
    # between hands, the fingerprint of the next hand's secret, which the table shows
    # before that hand is dealt (the secret itself stays with the table until the deal)
    next_fingerprint: bytes | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._rng = SplitMix64(self.seed) if self.seed is not None else None
        self.dealer = self.first_dealer
        self.hand_number = 0

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def step(self) -> int:
        return step_of(self.rules.direction)

    def next_deal_number(self) -> int:
        """The next hand's deal number: from a fresh secret, or the seeded series."""
        if self._rng is not None:
            return self._rng.next() >> 33
        return deal_number_from_secret(self.secret_source(SECRET_BYTES))

    @property
    def current_fingerprint(self) -> bytes | None:
        """The fingerprint shown before the hand in progress was dealt (None: not dealt
        from a secret)."""
        return self.current_shown

    def draw_secret(self) -> bytes:
        """A fresh secret for a hand (the table shows its fingerprint before the deal)."""
        return self.secret_source(SECRET_BYTES)

    def deals_from_secrets(self) -> bool:
        """Whether this match deals its hands from fresh secrets (not a seeded series)."""
        return self._rng is None

    def new_hand(self, deal_number: int | None = None, secret: bytes | None = None,
                 cut: tuple[CutPart, ...] = (), shown: bytes | None = None) -> HandState:
        """Deal the next hand: deal ``deal_number`` ("Play a deal by number"), else the
        seeded series' next number, else from ``secret`` (drawn now if not given) and the
        players' ``cut``; ``shown``: the fingerprint the table showed before the deal
        (by default the secret's)."""
        if self.over:
            raise RuntimeError("the match is over")
        if self.current is not None and not self.current.over:
            raise RuntimeError("the current hand is not finished")
        self.current_secret, self.current_cut, self.current_shown = None, (), None
        self.next_fingerprint = None
        if deal_number is None and self._rng is not None:
            deal_number = self._rng.next() >> 33
        elif deal_number is None:
            secret = self.draw_secret() if secret is None else secret
            deal_number = deal_number_of(secret, cut)
            self.current_secret, self.current_cut = secret, tuple(cut)
            self.current_shown = fingerprint(secret) if shown is None else shown
        self.hand_number += 1
        self.current_deal_number = deal_number
        self.current = HandState(self.rules, self.dealer, deal_hands(deal_number, self.dealer, self.step))
        return self.current

    def start_prepared_hand(self, hand: HandState) -> HandState:
        """Make ``hand`` (set up as a position, not a numbered deal) the current hand."""
        if self.over:
            raise RuntimeError("the match is over")
        if self.current is not None and not self.current.over:
            raise RuntimeError("the current hand is not finished")
        self.hand_number += 1
        self.current = hand
        self.current_deal_number = None
        self.current_secret, self.current_cut, self.current_shown = None, (), None
        return hand

    def take_back(self, hand: HandState) -> HandState:
        """Replace the unfinished current hand by an earlier position of the same deal
        (an undo in a practice match): the hand number and deal number stay."""
        if self.current is None or self.current.over:
            raise RuntimeError("there is no hand in progress to take back")
        if hand.hands_dealt != self.current.hands_dealt or hand.dealer != self.current.dealer:
            raise RuntimeError("an undo must stay in the same deal")
        self.current = hand
        return hand

    def finish_hand(self) -> HandSummary:
        """Score the finished current hand, rotate the dealer, and check the match."""
        st = self.current
        if st is None or not st.over:
            raise RuntimeError("no finished hand to score")
        res = st.result
        assert res is not None  # set when the hand ended
        if not st.annulled:
            if st.hand_value() == "set":
                assert st.bidder is not None  # a set is called on a contract
                bside = side_of(st.bidder)
                self.winner = bside if res.made else bside ^ 1
            gp = res.game_points
            self.scores[0] += gp[0]
            self.scores[1] += gp[1]
            if self.winner is None:
                target = self.rules.match_to
                for side in (0, 1):
                    if self.scores[side] >= target:
                        self.winner = side
                    elif self.scores[side] <= -target:
                        self.winner = side ^ 1
        summary = HandSummary(self.hand_number, self.current_deal_number, st.dealer, res,
                              record_of(st), (self.scores[0], self.scores[1]),
                              self.current_secret, self.current_cut, self.current_shown)
        self.hands_played.append(summary)
        self.dealer = next_seat(self.dealer, self.step)
        self.current = None
        self.current_secret, self.current_cut, self.current_shown = None, (), None
        return summary

    def score_text(self) -> str:
        return f"{SIDES[0]} {self.scores[0]:+d}, {SIDES[1]} {self.scores[1]:+d}"
