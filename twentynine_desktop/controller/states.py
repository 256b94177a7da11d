"""Every state of the table controller and every transition between them, in one place.

    IDLE            nothing on the table yet
    WAIT_ANIMATION  the screen is showing what just happened (deal, card, trick, reveal)
    WAIT_TIMER      a pause before a computer player's move (pacing)
    WAIT_COMPUTER   a computer player is thinking on a worker thread
    WAIT_HUMAN      the human may act (the doubling countdown runs in this state)
    HAND_OVER       the hand is scored; the summary is showing; next deal on request
    MATCH_OVER      a side has won; a new match on request

A new match may start from any state (``RESET_ALLOWED``).
"""

from __future__ import annotations

import enum


class TableState(enum.Enum):
    IDLE = "idle"
    WAIT_ANIMATION = "wait_animation"
    WAIT_TIMER = "wait_timer"
    WAIT_COMPUTER = "wait_computer"
    WAIT_HUMAN = "wait_human"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


S = TableState

TRANSITIONS: dict[TableState, frozenset[TableState]] = {
    # a new match deals
    S.IDLE: frozenset({S.WAIT_ANIMATION}),
    # after an animation: whoever acts next, or the hand is over
    S.WAIT_ANIMATION: frozenset({S.WAIT_HUMAN, S.WAIT_TIMER, S.WAIT_COMPUTER, S.HAND_OVER}),
    # the pacing pause ends: ask the computer player
    S.WAIT_TIMER: frozenset({S.WAIT_COMPUTER}),
    # the computer answered: show its action, or (declined a pair/single) ask the next one
    S.WAIT_COMPUTER: frozenset({S.WAIT_ANIMATION, S.WAIT_TIMER, S.WAIT_COMPUTER, S.WAIT_HUMAN}),
    # the human acted (or the doubling clock ran out), or declined an optional action
    S.WAIT_HUMAN: frozenset({S.WAIT_ANIMATION, S.WAIT_TIMER, S.WAIT_COMPUTER, S.WAIT_HUMAN}),
    # next deal, or the match is decided
    S.HAND_OVER: frozenset({S.WAIT_ANIMATION, S.MATCH_OVER}),
    S.MATCH_OVER: frozenset(),
}

RESET_ALLOWED = frozenset(TableState)  # New match: from anywhere to WAIT_ANIMATION


class TransitionError(RuntimeError):
    pass


def check_transition(old: TableState, new: TableState) -> None:
    if new not in TRANSITIONS[old]:
        raise TransitionError(f"no transition from {old.value} to {new.value}")


def check_reset(old: TableState, new: TableState) -> None:
    """A new match: from a state of ``RESET_ALLOWED`` to WAIT_ANIMATION only."""
    if old not in RESET_ALLOWED or new != TableState.WAIT_ANIMATION:
        raise TransitionError(f"no new match from {old.value} to {new.value}")
