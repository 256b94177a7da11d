"""The doubling windows (docs/RULES.md section 3, house rules ``doubling`` and
``doubling_time``): double, redouble and set, each decided by one side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import DOUBLE, PASS, REDOUBLE, SET, Action, ActionKind
from .cards import side_actor, side_of
from .events import Called, HandEvent, Phase, WindowOpened, WindowPassed

if TYPE_CHECKING:
    from .hand import HandState


def open_window(st: HandState, window: ActionKind, ev: list[HandEvent]) -> None:
    """Open the ``window`` (double, redouble or set) for the side whose call it is:
    the defenders double, the bidding side redoubles, the defenders set."""
    assert st.bidder is not None  # the auction has been won
    bidders = side_of(st.bidder)
    side = bidders if window == REDOUBLE else bidders ^ 1
    st.phase = Phase.DOUBLING
    st.window = window
    st.window_side = side
    st.to_act = side_actor(side)
    ev.append(WindowOpened(side_actor(side), window))


def apply_call(st: HandState, a: Action, ev: list[HandEvent]) -> None:
    """A side's answer in the open window: its call, or pass."""
    kind = a.kind
    if kind == PASS:
        assert st.window is not None  # a window is open
        ev.append(WindowPassed(a.actor, st.window))
        close_doubling(st, ev)
        return
    st.doubles.append(kind)
    ev.append(Called(a.actor, kind))
    if kind == DOUBLE:
        st.multiplier *= 2
        if st.multiplier >= 4:  # Gorakhpur: 4 is the most a hand is worth
            close_doubling(st, ev)
        else:
            open_window(st, REDOUBLE, ev)
    elif kind == REDOUBLE:
        st.multiplier *= 2
        if st.flags.with_set:
            open_window(st, SET, ev)
        else:
            close_doubling(st, ev)
    else:
        close_doubling(st, ev)


def close_doubling(st: HandState, ev: list[HandEvent]) -> None:
    st.window = None
    st.window_side = None
    st.doubling_done = True
    if st.dealt == 4:
        st.second_deal(ev)
    else:
        st.start_play(ev)

