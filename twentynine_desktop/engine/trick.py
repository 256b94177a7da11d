"""The play of the cards: a card played, the trump asked for and revealed, a trick
won, the pair shown and a single hand declared (docs/RULES.md sections 3 and 8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import partner_of, same_side, side_of
from .events import (
    CardPlayed,
    HandEvent,
    PairShown,
    Revealed,
    SingleDeclared,
    Trick,
    TrickWon,
)
from .kernel import trick_points, winning_play
from .legality import live_trump, must_auto_reveal

if TYPE_CHECKING:
    from .hand import HandState


def reveal(st: HandState, asker: int, ev: list[HandEvent]) -> None:
    """The trump is revealed in the current trick (asked for, or automatically)."""
    st.revealed = True
    st.revealed_in_trick = st.trick_no
    st.reveal_pos = len(st.trick)
    st.asker = asker
    joined = st.withheld
    st.turned_card = joined  # the face-down card turned up for everyone to see
    if joined is not None:
        assert st.bidder is not None  # the bidder set it face down
        st.held[st.bidder] |= 1 << joined
        st.withheld = None
    ev.append(Revealed(asker, st.trump, joined))


def play_card(st: HandState, p: int, c: int, ev: list[HandEvent]) -> None:
    st.pair_side = None
    if c == st.withheld and p == st.bidder:
        # the bidder's last card is the face-down trump: revealed and played
        if not st.revealed:
            reveal(st, p, ev)
        else:
            st.held[p] |= 1 << c
            st.withheld = None
    st.held[p] &= ~(1 << c)
    st.trick.append((p, c))
    ev.append(CardPlayed(p, c))
    if len(st.trick) < (4 if st.out is None else 3):
        q = (p + st.step) & 3  # the next seat (st.next_seat, inline)
        if q == st.out:
            q = (q + st.step) & 3
        st.to_act = q
        if st.flags.auto_reveal and must_auto_reveal(st, q):
            reveal(st, q, ev)
        return
    finish_trick(st, ev)


def finish_trick(st: HandState, ev: list[HandEvent]) -> None:
    trump, from_pos = live_trump(st)
    winner = winning_play(st.trick, trump, from_pos)[0]
    pts = trick_points(st.trick, 1 if st.trick_no == 8 and st.flags.last_trick_point else 0)
    side = side_of(winner)
    st.points[side] += pts
    st.tricks_won[side] += 1
    t = Trick(st.leader, tuple(st.trick), winner, pts)
    st.tricks.append(t)
    ev.append(TrickWon(winner, t))
    st.trick = []
    st.asker = None
    st.trick_no += 1
    if st.trick_no > 8:
        st.finish_hand(ev)
        return
    st.leader = winner
    st.to_act = winner
    if st.flags.pair != "off" and st.pair is None and st.revealed:
        st.pair_side = side


def declare_single(st: HandState, s: int, ev: list[HandEvent]) -> None:
    st.single = s
    st.out = partner_of(s)
    if st.flags.single_hand == "all_tricks":
        st.no_trumps = True
        if st.withheld is not None:  # no trumps: the face-down card is an ordinary card
            assert st.bidder is not None  # the bidder set it face down
            st.held[st.bidder] |= 1 << st.withheld
            st.withheld = None
        st.leader = s
    elif st.leader == st.out:
        st.leader = st.next_seat(st.out)
    st.to_act = st.leader
    ev.append(SingleDeclared(s, st.flags.single_hand))


def show_pair(st: HandState, s: int, ev: list[HandEvent]) -> None:
    st.pair = (s, len(st.tricks))
    st.pair_side = None
    target = st.target
    assert target is not None and st.bidder is not None  # a contract is being played
    if same_side(s, st.bidder):
        st.target = max(target - 4, st.min_bid)
    else:
        st.target = min(target + 4, st.max_bid)
    ev.append(PairShown(s, st.target))
