"""What one seat's view says about the hidden cards (``ViewFacts``), for the sampling
of deals (``sampling.py``): the voids shown by failures to follow suit and by the duties
to trump, the asker's void, the pair's King and Queen, the bidder's trump lead and the
Bangladesh redeals.  Only the view is read."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from .actions import PLAY, TRUMP, TRUMP_CARD, Action, arg_of
from .cards import (
    ALL_CARDS,
    KING,
    QUEEN,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
    is_side,
    next_seat,
    step_of,
)
from .hand import HandState
from .view import PlayerView


class SamplingError(RuntimeError):
    """No deal consistent with the view was found."""


class SamplingTimeout(SamplingError):
    """The deadline passed before a guess was kept."""


_bits = cards_in
_ALL_SUITS = 0xF
# draws with every placement checked (``exact``) after the quick draws fail
EXACT_TRIES = 200

# one guess: each seat's eight cards in dealing order, the bidder's trump action for
# rebuild_state (None: not hidden from this seat) and the trump suit (None: not chosen)
Guess = tuple[list[list[int]], Action | None, int | None]
# (cards to place, cards needed by each seat, voids, cards already placed), see layout
Layout = tuple[list[int], list[int], list[int], list[list[int]]]
# a guess of the hidden trump: (trump, face-down card, already played)
TrumpGuess = tuple[int | None, int | None, bool]
# accept(hands, trump): the probability of keeping a guessed deal
Accept = Callable[[list[list[int]], int | None], float]


class PlayJudge(Protocol):
    """Inference from the play, for ``sample_state``'s ``play_model``."""

    def start(self, limit: float = 0.0) -> None: ...

    def observe(self, st: HandState, a: Action) -> None: ...

    def weight(self) -> float: ...


class ViewFacts:
    """What a view says about the hidden cards, computed once per decision.

    - ``voids[s]``: suits (a bit each) that seat ``s`` holds none of among its hidden
      cards (the bidder's face-down card apart): a card off the suit led; the asker,
      who could not follow suit when asking (the face-down card joins the bidder's hand
      only then); a card neither of the suit led nor a trump, played by the asker right
      after asking (``asker_must_trump``) or by anyone after the reveal
      (``void_must_trump``): no trump left; a trump led by the bidder before the reveal
      (``bidder_trump_lead`` is ``not_before_reveal``): nothing but trumps then.
    - ``post_voids[s]``: the voids shown while the face-down card was in the bidder's
      hand (after the reveal, or in a no-trump single hand): they bind that card too.
    - ``forced``: card -> seat, the King and Queen of trumps of the seat that showed
      the pair.
    - ``lead_only``: suit -> the bidder's play from which it held only that suit, for
      each suit the bidder led before the reveal while this seat does not know the
      trump: if that suit is the trump, the bidder held nothing else then.  This one
      depends on the guessed trump, so it is tested on each guess (before any replay),
      which keeps the chance of each trump what the play makes it; a trump the
      bidder's later plays rule out is never guessed (``possible_trumps``).
    - ``first_four``: seats whose first four cards hold a point card (the first and
      second speakers under ``bangladesh_redeals``, else the cards were redealt);
      ``seventh_point``: a seventh-card trump that is a point card is not the bidder's
      only point card of its suit (same rule).
    - ``must_hold``: (seat, suit) when the trump is revealed automatically, is not yet,
      and another seat is to play: that seat can follow suit.
    """

    def __init__(self, view: PlayerView):
        self.view = view
        me = view.seat
        self.me = me
        b = view.bidder
        self.bidder = b
        r = view.rules
        T = view.trump              # the trump, if this seat knows it
        trumps = T is not None and not view.no_trumps
        rit = view.revealed_in_trick if view.revealed else None
        self.rit = rit
        pos = view.reveal_pos
        played_by: list[list[int]] = [[], [], [], []]
        played = 0
        voids = [0, 0, 0, 0]
        post_voids = [0, 0, 0, 0]
        after_reveal: list[list[int]] = [[], [], [], []]
        lead_only: dict[int, int] = {}
        lead_rule = (b is not None and r.bidder_trump_lead == "not_before_reveal"
                     and view.trump_mode in ("suit", "card") and not view.no_trumps)
        all_tricks = [t.cards for t in view.tricks] + ([tuple(view.trick)] if view.trick else [])
        for k, cards in enumerate(all_tricks, start=1):
            led = SUIT_OF[cards[0][1]]
            for j, (s, c) in enumerate(cards):
                su = SUIT_OF[c]
                after = rit is not None and (k > rit or (k == rit and j >= pos))
                # the face-down card is in the bidder's hand from the reveal on (from
                # the start of the play in a no-trump single hand)
                joined = after or view.no_trumps
                if j == 0 and s == b and lead_rule and not after:
                    if T is not None:
                        if su == T:
                            voids[b] |= _ALL_SUITS & ~(1 << T)
                    else:
                        lead_only.setdefault(su, len(played_by[b]))
                played_by[s].append(c)
                played |= 1 << c
                if after:
                    after_reveal[s].append(c)
                if j and su != led:
                    voids[s] |= 1 << led
                    if joined:
                        post_voids[s] |= 1 << led
                    if (trumps and after and su != T
                            and (r.void_must_trump or (r.asker_must_trump and k == rit and j == pos))):
                        assert T is not None  # trumps: this seat knows the trump
                        voids[s] |= 1 << T
                        post_voids[s] |= 1 << T
        # the asker could not follow suit (the face-down card joins the hand only then)
        if rit is not None and pos > 0:
            cards = all_tricks[rit - 1]
            asker = cards[pos][0] if pos < len(cards) else view.asker
            if asker is not None:
                voids[asker] |= 1 << (SUIT_OF[cards[0][1]])
        self.played_by = played_by
        self.played = played
        self.voids = voids
        self.post_voids = post_voids
        self.after_reveal = after_reveal
        self.lead_only = lead_only
        dealt = list(view.dealt)
        mode = view.trump_mode
        # a seventh-card trump is hidden from everyone, the bidder included, until the
        # reveal: the view leaves it out of the bidder's dealt cards
        self.my_hidden_slot = (b == me and mode == "seventh" and view.bidder_has_withheld
                               and len(dealt) == 7)
        my_known = 0
        for c in dealt:
            my_known |= 1 << c
        self.my_known = my_known
        self.pool = ALL_CARDS & ~played & ~my_known
        self.special = (b is not None and mode in ("card", "seventh")
                        and (b != me or self.my_hidden_slot))
        # the face-down card once turned up, or, as the bidder's last card, offered to
        # the bidder to play (a seventh card the bidder has not seen)
        self.turned = view.turned_card
        if self.turned is None and self.my_hidden_slot:
            offered = [arg_of(a) for a in view.legal if a.kind == PLAY and a.arg not in view.hand]
            if offered:
                self.turned = offered[0]
                T = SUIT_OF[offered[0]]
        self.hidden_trump_action = any(a.kind in (TRUMP, TRUMP_CARD) and a.arg is None
                                       for a in view.history)
        self.trump_known = T
        forced: dict[int, int] = {}
        if view.pair is not None and T is not None:
            for c in (T * 8 + KING, T * 8 + QUEEN):
                if (self.pool >> c & 1) and c != view.turned_card:
                    forced[c] = view.pair[0]
        self.forced = forced
        self.first_four: list[int] = []
        self.seventh_point = False
        if r.bangladesh_redeals:
            step = step_of(r.direction)
            first = next_seat(view.dealer, step)
            self.first_four = [s for s in (first, next_seat(first, step)) if s != me]
            self.seventh_point = (mode == "seventh" and b is not None
                                  and (len(dealt) == 8 or self.my_hidden_slot))
        self.must_hold: tuple[int, int] | None = None
        if (r.reveal == "automatic" and view.phase == "play" and not view.revealed
                and view.trick and mode is not None and not view.no_trumps
                and view.to_act is not None and not is_side(view.to_act) and view.to_act != me):
            self.must_hold = (view.to_act, SUIT_OF[view.trick[0][1]])
        self._exact: list[TrumpGuess] | None = None

    def possible_trumps(self) -> list[int]:
        if self.trump_known is not None:
            return [self.trump_known]
        if self.view.trump_mode is None:
            return []
        if self.special:
            cands = [t for t in range(4)
                     if self.pool & SUIT_MASKS[t] or self._played_special_cands(t)]
        else:
            cands = [0, 1, 2, 3]
        if self.lead_only:
            cands = [t for t in cands if self._lead_possible(t)]
        return cands

    def _lead_possible(self, t: int) -> bool:
        """False when the bidder led ``t`` before the reveal and later played another
        suit: ``t`` is then not the trump."""
        i = self.lead_only.get(t)
        if i is None:
            return True
        b = self.bidder
        assert b is not None  # lead_only holds the bidder's leads
        return all(SUIT_OF[c] == t for c in self.played_by[b][i:])

    def _played_special_cands(self, t: int) -> list[int]:
        b = self.bidder
        assert b is not None  # a face-down card (special): the auction has been won
        if self.view.no_trumps:  # the face-down card went back to the hand: any card played
            return [c for c in self.played_by[b] if SUIT_OF[c] == t]
        return [c for c in self.after_reveal[b] if SUIT_OF[c] == t] if self.view.revealed else []

    def special_options(self, T: int) -> list[tuple[int, bool]]:
        """(card, already played) for each card that may be the face-down one if the
        trump is ``T`` (not yet turned up)."""
        b = self.bidder
        assert b is not None  # a face-down card (special): the auction has been won
        cand: list[tuple[int, bool]] = []
        if not (self.post_voids[b] >> T & 1) and (b == self.me or len(self.played_by[b]) < 8):
            cand = [(c, False) for c in _bits(self.pool & SUIT_MASKS[T])]
        cand += [(c, True) for c in self._played_special_cands(T)]
        return cand

    def layout(self, T: int | None, special: int | None, special_played: bool,
               exact: bool = False) -> Layout | None:
        """(cards to place, cards needed by each seat, voids, cards already placed) for
        a guess of the trump and the face-down card, or None if the counts differ."""
        me = self.me
        b = self.bidder
        view = self.view
        pool = self.pool
        if special is not None and not special_played:
            pool &= ~(1 << special)
        need = [0, 0, 0, 0]
        for s in range(4):
            if s == me:
                need[s] = 0 if self.my_hidden_slot else 8 - len(view.dealt)
            else:
                need[s] = 8 - len(self.played_by[s]) - (1 if (s == b and special is not None
                                                              and not special_played) else 0)
        placed: list[list[int]] = [[], [], [], []]
        for c, s in self.forced.items():
            if pool >> c & 1:
                pool &= ~(1 << c)
                placed[s].append(c)
                need[s] -= 1
        voids = self.voids
        if exact and T in self.lead_only:
            assert T is not None and b is not None  # lead_only holds the bidder's leads
            voids = list(voids)
            voids[b] |= _ALL_SUITS & ~(1 << T)
        cards = _bits(pool)
        if len(cards) != sum(need) or min(need) < 0:
            return None
        return cards, need, voids, placed

    def exact_options(self) -> list[TrumpGuess]:
        """(trump, face-down card, played) for every guess of the hidden trump under
        which the cards can be placed (computed once)."""
        if self._exact is None:
            out: list[TrumpGuess] = []
            cands: Sequence[int | None] = self.possible_trumps() or [None]
            for T in cands:
                specs: Sequence[tuple[int | None, bool]]
                if self.special and self.turned is not None:
                    specs = [(self.turned, bool(self.played >> self.turned & 1))]
                elif self.special:
                    # a face-down card: a trump was chosen, so some suit is possible
                    assert T is not None
                    specs = self.special_options(T)
                else:
                    specs = [(None, False)]
                for sp, spp in specs:
                    lay = self.layout(T, sp, spp, exact=True)
                    if lay is not None and placeable(suit_counts(lay[0]), lay[1], lay[2]):
                        out.append((T, sp, spp))
            self._exact = out
        return self._exact


def suit_counts(cards: Iterable[int]) -> list[int]:
    cnt = [0, 0, 0, 0]
    for c in cards:
        cnt[SUIT_OF[c]] += 1
    return cnt


def placeable(cnt: Sequence[int], left: Sequence[int], voids: Sequence[int]) -> bool:
    """Whether ``cnt[suit]`` cards of each suit can go to seats that still need
    ``left[seat]`` cards, none to a seat void in its suit (Hall's condition: every set
    of suits has room enough among the seats that may take one of them)."""
    for S in range(1, 16):
        supply = 0
        for su in range(4):
            if S >> su & 1:
                supply += cnt[su]
        if not supply:
            continue
        room = 0
        for s in range(4):
            if left[s] and S & ~voids[s]:
                room += left[s]
        if supply > room:
            return False
    return True
