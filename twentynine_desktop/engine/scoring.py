"""The score of a hand: its value, whether it was made, its game points and result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import SET
from .cards import side_of
from .events import HandResult, Phase, SingleHand

if TYPE_CHECKING:
    from .hand import HandState


def hand_value(st: HandState) -> int | str:
    """Game points at stake: 1, 2 or 4, the single-hand value, or "set"."""
    if st.single is not None:
        value: int = st.rules.single_hand_value
        return value
    if SET in st.doubles:
        return "set"
    return st.multiplier


def made(st: HandState) -> bool | None:
    if st.phase is not Phase.DONE or st.annulled:
        return None
    if st.no_trumps:
        single = st.single
        assert single is not None  # only a single hand is played without trumps
        return (st.tricks_won[side_of(single)] == 8
                and all(t.winner == single for t in st.tricks))
    assert st.bidder is not None and st.target is not None  # a contract was played
    return st.points[side_of(st.bidder)] >= st.target


def game_points(st: HandState, final_points: list[int] | None = None) -> tuple[int, int]:
    """Game points (NS, EW) of the finished hand.  ``final_points`` ([NS, EW] card
    points) scores a trump contract whose last tricks were worked out rather than played
    (the search players' endgame solver): the hand need not be finished then."""
    ok: bool | None
    if final_points is not None and not st.annulled and not st.no_trumps:
        assert st.bidder is not None and st.target is not None  # a contract is played
        ok = final_points[side_of(st.bidder)] >= st.target
    else:
        ok = made(st)
    if ok is None:
        return (0, 0)
    declarer = st.single if st.no_trumps else st.bidder
    assert declarer is not None  # made is known: a contract or a single hand was played
    value = hand_value(st)
    if isinstance(value, str):  # "set": the match is staked
        value = st.rules.match_to * 2
    gp = value if ok else -value
    return (gp, 0) if side_of(declarer) == 0 else (0, gp)


def make_result(st: HandState) -> HandResult:
    single = None
    if st.single is not None:
        single = SingleHand(st.single, st.rules.single_hand, st.rules.single_hand_value)
    trump_set = st.trump is not None and st.bid is not None and st.trump_mode
    return HandResult(
        annulled=st.annulled,
        bidder=st.bidder,
        bid=st.bid,
        target=st.target,
        trump=st.trump if trump_set else None,
        revealed_in_trick=st.revealed_in_trick,
        multiplier=hand_value(st) if st.single is None else 1,
        pair=st.pair,
        tricks=tuple(st.tricks),
        points=(st.points[0], st.points[1]),
        made=made(st),
        game_points=game_points(st),
        single=single,
        reason=st.annul_reason if st.annulled else None,
    )
