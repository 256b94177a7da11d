"""A claim of the remaining tricks: whether it is certain, and the plays it stands for.

A seat on lead may claim every remaining trick when it can win each of them with its
own cards whatever the other three hold and however they play.  The check reads only
the claimer's ``PlayerView`` (what the claimer knows), never the hidden hands, so a
claim that passes is certain for every placement of the cards the claimer cannot see.

The rule checked (a sufficient one, simple and exact in what it covers):

- the play is on, the claimer is to lead a new trick and has no face-down card out of
  hand;
- the trump is known to everyone (revealed, or a single hand played without trumps):
  nobody can ask for it any more;
- every trump not yet played is in the claimer's hand: nobody else can ruff;
- in every suit, each card of the claimer beats every card of that suit not yet played
  and not the claimer's own: each card led wins its trick, and stays the best of its suit
  after the tricks before it.

The claimer then leads its cards one by one and wins every trick.  Claims that need the
partner's cards, an entry, a ruff or a squeeze are not covered: they are refused, and
the hand is played on.  A claim is never a new kind of action: ``claim_plays`` gives
the plays it stands for (the claimer leads its highest card each trick, the others
play their first legal card), which go into the hand and its record as ordinary plays.
"""

from __future__ import annotations

from .actions import Action, ActionKind
from .cards import SUIT_MASKS
from .events import Phase
from .hand import HandState
from .refusal import Refusal, RefusalCode
from .view import PlayerView


def claim_refusal(view: PlayerView) -> Refusal | None:
    """None if the seat of ``view`` may claim every remaining trick now, else why not."""
    me = view.seat
    if view.phase != Phase.PLAY:
        return Refusal.of(RefusalCode.CLAIM_NOT_IN_PLAY)
    if view.to_act != me or view.trick:
        return Refusal.of(RefusalCode.CLAIM_NOT_ON_LEAD)
    if view.bidder == me and view.bidder_has_withheld:
        return Refusal.of(RefusalCode.CLAIM_CARD_FACE_DOWN)
    if not view.revealed and not view.no_trumps:
        return Refusal.of(RefusalCode.CLAIM_TRUMP_HIDDEN)
    mine = view.hand_mask
    out = view.unseen_mask()       # unplayed and not the claimer's (other hands, face down)
    if not view.no_trumps and view.trump is not None and out & SUIT_MASKS[view.trump]:
        return Refusal.of(RefusalCode.CLAIM_TRUMPS_OUT, suit=view.trump)
    for suit in range(4):
        held = mine & SUIT_MASKS[suit]
        others = out & SUIT_MASKS[suit]
        if not held or not others:
            continue
        lowest_mine = held.bit_length() - 1            # the highest bit: the lowest rank
        best_other = (others & -others).bit_length() - 1   # the lowest bit: the highest rank
        if best_other < lowest_mine:
            return Refusal.of(RefusalCode.CLAIM_CARD_BEATEN, card=lowest_mine, suit=suit)
    return None


def claim_plays(state: HandState, claimer: int) -> list[Action]:
    """The plays a claim by ``claimer`` stands for, from ``state`` to the end of the hand
    (``state`` is left as it was).  The claimer leads its highest card of the suits in
    turn; every other seat plays its first legal card.  Raises ValueError when the claim
    is not certain (``claim_refusal``)."""
    from .view import player_view  # the view of the claimer, as the check reads it

    why = claim_refusal(player_view(state, claimer))
    if why is not None:
        raise ValueError(f"the claim is not certain: {why}")
    st = state.copy()
    plays: list[Action] = []
    while not st.over:
        to = st.to_act
        assert to is not None  # the play goes on until the hand is over
        cards = [a for a in st.legal_actions() if a.actor == to and a.kind == ActionKind.PLAY]
        if not cards:
            raise ValueError("a claim is played out with cards only")
        pick = min(cards, key=lambda a: ((a.arg or 0) & 7, a.arg)) if to == claimer else cards[0]
        plays.append(pick)
        st.apply(pick)
    return plays


def claimer_wins_every_trick(state: HandState, claimer: int, plays: list[Action]) -> bool:
    """Whether ``plays`` from ``state`` give every remaining trick to ``claimer``."""
    st = state.copy()
    before = len(st.tricks)
    for a in plays:
        st.apply(a)
    return all(t.winner == claimer for t in st.tricks[before:])


__all__ = ["claim_plays", "claim_refusal", "claimer_wins_every_trick"]
