"""The table controller's states and every transition between them, in one place
(``table.TableController`` moves through them, checked by ``table.check_transition``
and ``table.check_reset``; its parts, ``computer_turns`` and ``person_turn``, read
them).

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


_S = TableState

TRANSITIONS: dict[TableState, frozenset[TableState]] = {
    # a new match deals
    _S.IDLE: frozenset({_S.WAIT_ANIMATION}),
    # after an animation: whoever acts next, or the hand is over
    _S.WAIT_ANIMATION: frozenset({_S.WAIT_HUMAN, _S.WAIT_TIMER, _S.WAIT_COMPUTER, _S.HAND_OVER}),
    # the pacing pause ends: ask the computer player
    _S.WAIT_TIMER: frozenset({_S.WAIT_COMPUTER}),
    # the computer answered: show its action, or (declined a pair/single) ask the next one
    _S.WAIT_COMPUTER: frozenset({_S.WAIT_ANIMATION, _S.WAIT_TIMER, _S.WAIT_COMPUTER, _S.WAIT_HUMAN}),
    # the human acted (or the doubling clock ran out), or declined an optional action
    _S.WAIT_HUMAN: frozenset({_S.WAIT_ANIMATION, _S.WAIT_TIMER, _S.WAIT_COMPUTER, _S.WAIT_HUMAN}),
    # next deal, or the match is decided
    _S.HAND_OVER: frozenset({_S.WAIT_ANIMATION, _S.MATCH_OVER}),
    _S.MATCH_OVER: frozenset(),
}

RESET_ALLOWED = frozenset(TableState)  # New match: from anywhere to WAIT_ANIMATION


class TransitionError(RuntimeError):
    pass

