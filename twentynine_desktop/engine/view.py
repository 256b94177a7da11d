"""What one seat may see (docs/RULES.md section 5), and nothing more.

``player_view(state, seat)`` builds a ``PlayerView``: the seat's own cards, every card
played, every bid and call, the trump once it is revealed (the bidder knows it from the
start, except a seventh-card trump, which nobody sees until the reveal).  Computer
players receive only this.  ``rebuild_state`` turns a view plus a guess at the hidden
information back into a full ``HandState`` (used by search to sample deals).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .actions import TRUMP, TRUMP_CARD, Action, ActionKind
from .cards import ALL_CARDS, SIDE_ACTOR_OF_SEAT, SIDE_NS, mask_of
from .events import Phase, Trick
from .hand import HandState
from .rules import Rules


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules
    dealer: int
    phase: Phase
    to_act: int | None            # a seat 0-3, a side 4 (NS) / 5 (EW), or None
    hand: tuple[int, ...]         # cards this seat can play from (in hand now)
    dealt: tuple[int, ...]        # this seat's cards dealt so far, in order (an unseen
                                  # seventh-card trump is left out until the reveal)
    withheld: int | None          # own face-down trump card, when this seat knows it
    bidder_has_withheld: bool     # the bidder has a face-down card out of hand (public)
    trump: int | None             # the trump suit, if this seat knows it
    trump_mode: str | None        # "suit", "card", "seventh" (public once chosen)
    revealed: bool
    revealed_in_trick: int | None
    reveal_pos: int
    asker: int | None
    turned_card: int | None       # the face-down own/seventh card, turned up at the reveal
    bidder: int | None
    bid: int | None
    target: int | None
    multiplier: int
    doubles: tuple[ActionKind, ...]
    window: ActionKind | None
    history: tuple[Action, ...]   # public actions; a hidden trump choice has arg None
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, int], ...]
    leader: int
    trick_no: int
    points: tuple[int, int]
    pair: tuple[int, int] | None
    single: int | None
    out: int | None
    no_trumps: bool
    hand_counts: tuple[int, int, int, int]  # cards in hand per seat (face-down card not counted)
    legal: tuple[Action, ...]     # what this seat may do now (empty if nothing)
    auction_bid: int              # the current highest bid during the auction (0 = none)
    auction_holder: int | None
    passed: tuple[int, ...]       # seats that have passed in the auction

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)

    @property
    def hand_mask(self) -> int:
        return mask_of(self.hand)

    def played_mask(self) -> int:
        m = 0
        for t in self.tricks:
            for _, c in t.cards:
                m |= 1 << c
        for _, c in self.trick:
            m |= 1 << c
        return m

    def unseen_mask(self) -> int:
        """Cards whose place this seat does not know (in other hands or face down)."""
        own = mask_of(self.hand) | (1 << self.withheld if self.withheld is not None else 0)
        return ALL_CARDS & ~own & ~self.played_mask()


def _public_action(a: Action, seat: int, bidder: int | None, revealed: bool) -> Action:
    """The trump choice stays hidden from the others until the reveal, when the
    indicator or the face-down card is turned up for everyone."""
    if a.kind in (TRUMP, TRUMP_CARD) and a.actor != seat and not revealed:
        return Action(a.actor, a.kind, None)
    return a


def player_view(state: HandState, seat: int) -> PlayerView:
    st = state
    b = st.bidder
    knows_trump = st.revealed or (seat == b and st.trump_mode in ("suit", "card"))
    withheld_known = st.withheld if (seat == b and st.trump_mode == "card") else None
    mine = (seat, SIDE_ACTOR_OF_SEAT[seat])  # the seat's own actions and its side's
    legal = tuple(a for a in st.legal_actions() if a.actor in mine)
    history = tuple(_public_action(a, seat, b, st.revealed) for a in st.history)
    au = st.auction
    passed = tuple(sorted({a.actor for a in st.history if a.kind == "pass" and a.actor < SIDE_NS}))
    dealt_n = st.dealt
    counts = [bin(st.held[s]).count("1") for s in range(4)]
    return PlayerView(
        seat=seat, rules=st.rules, dealer=st.dealer, phase=st.phase, to_act=st.to_act,
        hand=tuple(c for c in range(32) if st.held[seat] >> c & 1),
        dealt=tuple(c for i, c in enumerate(st.hands_dealt[seat][:dealt_n])
                    if not (i == 6 and seat == b and st.trump_mode == "seventh" and st.withheld is not None)),
        withheld=withheld_known,
        bidder_has_withheld=st.withheld is not None,
        trump=st.trump if knows_trump else None,
        trump_mode=st.trump_mode,
        revealed=st.revealed, revealed_in_trick=st.revealed_in_trick, reveal_pos=st.reveal_pos,
        asker=st.asker, turned_card=st.turned_card, bidder=b, bid=st.bid, target=st.target, multiplier=st.multiplier,
        doubles=tuple(st.doubles), window=st.window, history=history,
        tricks=tuple(st.tricks), trick=tuple(st.trick), leader=st.leader, trick_no=st.trick_no,
        points=(st.points[0], st.points[1]), pair=st.pair, single=st.single, out=st.out,
        no_trumps=st.no_trumps,
        hand_counts=(counts[0], counts[1], counts[2], counts[3]),
        legal=legal, auction_bid=au.bid, auction_holder=au.holder, passed=passed,
    )


def rebuild_state(view: PlayerView, hands: list[list[int]], trump_action: Action | None = None,
                  observe: Callable[[HandState, Action], object] | None = None) -> HandState:
    """A full HandState consistent with ``view``, given a guess of every seat's dealt
    cards (``hands``: eight cards each in dealing order, this seat's own as dealt) and,
    for a seat that does not know it, the bidder's trump choice.  Replays the public
    history; raises IllegalActionError if the guess contradicts it.  ``observe(state,
    action)``, if given, is called before each action is applied (search players use it
    to weigh a guess by how well it explains the plays)."""
    st = HandState(view.rules, view.dealer, hands)
    for a in view.history:
        if a.kind in (TRUMP, TRUMP_CARD) and a.arg is None:
            if trump_action is None:
                raise ValueError("the trump choice is hidden from this seat: pass trump_action")
            a = trump_action
        if observe is not None:
            observe(st, a)
        st.apply(a)
    return st
