"""The table controller: drives an ``engine.match.Match`` between screen and players.

It never decides a rule: it asks the engine (``legal_actions``, ``refusal``,
``apply``).  A human and a computer player send the same message, ``_submit(action)``.
It owns every timer (the doubling countdown, the pacing of computer moves) and runs
computer players on a worker thread (``workers.AiRunner``).

The screen connects to the ``sig_*`` signals.  After every change the controller emits
``sig_update(TableUpdate(token, events, view))`` (``view``: what the human sees now) and waits in
WAIT_ANIMATION until ``animation_done(token)`` (when ``wait_for_view`` is False, e.g.
headless, it goes on by itself).  The table scene plays a card it is given with
``human_play(card)`` and draws the update itself; an action of the human that is not
taken comes back as ``sig_refused(action, refusal)`` (an ``engine.refusal.Refusal``:
the screen says it in the person's language).

Every state of the controller and every transition between them, in one place:

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
import logging
import random
import time
from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import make_player
from ..ai.base import Player, allowed_actions
from ..engine.actions import Action, ActionKind
from ..engine.cards import actor_side, is_side, side_of
from ..engine.hand import HandState
from ..engine.match import HandSummary, Match
from ..engine.refusal import Refusal, RefusalCode
from ..engine.view import PlayerView, player_view
from .config import TableConfig
from .updates import NewHand, Redraw, TableEvent, TableUpdate
from .workers import AiRunner

log = logging.getLogger(__name__)

OPTIONAL = (ActionKind.PAIR, ActionKind.SINGLE)
DOUBLING_KINDS = (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET)
THINK_TIMES_KEPT = 1000   # think_times keeps this many recent decisions


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


def check_transition(old: TableState, new: TableState) -> None:
    if new not in TRANSITIONS[old]:
        raise TransitionError(f"no transition from {old.value} to {new.value}")


def check_reset(old: TableState, new: TableState) -> None:
    """A new match: from a state of ``RESET_ALLOWED`` to WAIT_ANIMATION only."""
    if old not in RESET_ALLOWED or new != TableState.WAIT_ANIMATION:
        raise TransitionError(f"no new match from {old.value} to {new.value}")


def computer_seeds() -> random.Random:
    """Where the computer players' own seeds come from: the operating system.  (The
    tests replace it with a seeded generator, so that a table of random or rule-based
    computer players plays the same way on every run.)"""
    return random.SystemRandom()


class TableController(QObject):
    sig_state = Signal(object)              # TableState
    sig_update = Signal(object)             # TableUpdate (token, events, human's view)
    sig_human_turn = Signal(object)         # PlayerView of the human (legal = what to offer)
    sig_countdown = Signal(float)           # seconds left in the human's doubling window
    sig_hand_over = Signal(object)          # HandSummary
    sig_match_over = Signal(int)            # winning side (0 NS, 1 EW)
    sig_thinking = Signal(int)              # seat (or side 4/5) a computer thinks for
    sig_error = Signal(str)
    sig_refused = Signal(object, object)    # the human's Action not taken (None: no human), Refusal

    def __init__(self, config: TableConfig | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.config = config or TableConfig()
        self.state = TableState.IDLE
        self.match: Match | None = None
        self.hand: HandState | None = None
        self.players: dict[int, Player] = {}
        self.wait_for_view = False
        self.auto_continue = False          # headless: next hand by itself
        self.gen = 0                        # bumped by every request, hand and match
        self.token = 0
        self.stale_dropped = 0
        self._closed = False                # shut down: nothing queued may act any more
        # seconds of the most recent computer decisions (bounded: a long session at the
        # table must not grow it without end)
        self.think_times: deque[float] = deque(maxlen=THINK_TIMES_KEPT)
        self._declined: set[tuple[int, int]] = set()   # (history length, seat)
        self._pending: tuple[str, int] | None = None   # ("turn"|"optional", actor)
        self.match_flags: object | None = None   # the learning features' flags of the match
        self._human_optional_only = False
        self._runner = AiRunner(self._on_answer, self)
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._ask_computer)
        self._clock = QTimer(self)
        self._clock.setInterval(100)
        self._clock.timeout.connect(self._tick)
        self._deadline = 0.0
        self.monotonic = time.monotonic     # the doubling window's clock (tests give their own)

    # ------------------------------------------------------------------ state machine
    def _goto(self, new: TableState) -> None:
        check_transition(self.state, new)
        self.state = new
        self.sig_state.emit(new)

    def _show(self, events: list[TableEvent], reset: bool = False) -> None:
        """Into WAIT_ANIMATION to show ``events`` (``reset``: a new match, a resumed one
        or an undo, from any state, checked by ``check_reset``).  The update goes out
        first, so that the table starts drawing at once; then the new state, to what
        follows it (the menus' and the buttons' states)."""
        if reset:
            check_reset(self.state, TableState.WAIT_ANIMATION)
        else:
            check_transition(self.state, TableState.WAIT_ANIMATION)
        self.state = TableState.WAIT_ANIMATION
        self._emit_update(events)
        self.sig_state.emit(self.state)

    # ------------------------------------------------------------------ public API
    @property
    def human(self) -> int | None:
        return self.config.human_seat

    @property
    def human_optional_only(self) -> bool:
        """The human is waited on only for an optional pair / single hand ("Play on")."""
        return self._human_optional_only

    def is_computer(self, seat: int) -> bool:
        return seat != self.human

    def new_match(self, config: TableConfig | None = None, hand: HandState | None = None,
                  deal_number: int | None = None) -> None:
        """Start a new match.  ``hand``: begin with this prepared hand instead of a
        dealt one (tests, and hands loaded from a record).  ``deal_number``: the first
        hand is that numbered deal ("Play a deal by number")."""
        if config is not None:
            self.config = config
        self._closed = False
        cfg = self.config
        self._stop_timers()
        self.gen += 1
        # no seed (the program's matches): every hand is dealt from a fresh secret from
        # the operating system, so no deal number or export tells a later hand
        self.match = Match(cfg.rules, seed=cfg.seed, first_dealer=cfg.first_dealer_seat(cfg.seed))
        self._make_players()
        self._start_hand(reset=True, hand=hand, deal_number=deal_number,
                         drawn=cfg.first_dealer is None and hand is None)

    def resume_match(self, config: TableConfig, match: Match) -> None:
        """Go on with a match restored from its save: the hand in progress at the
        position saved (whoever is to act acts; a doubling window starts afresh), or
        the next deal when the save was made between hands."""
        self.config = config
        self._closed = False
        self._stop_timers()
        self.gen += 1
        self.match = match
        self._make_players()
        st = match.current
        if st is None or st.over:
            self._start_hand(reset=True)
            return
        self.gen += 1
        self._declined.clear()
        self.hand = st
        self._show([NewHand(st.dealer, match.current_deal_number)], reset=True)

    def _make_players(self) -> None:
        cfg = self.config
        self.players = {}
        # the levels on the name plates (None: the person) are public at the table
        shown = {seat: cfg.level_of(seat) for seat in range(4)}
        # Each computer's own seed is drawn from the operating system, independent of the
        # match seed: nothing a computer player holds may let one recompute the deals
        # (its seed was once derived from the match seed, which gave every hidden card).
        fresh = computer_seeds()
        for seat in range(4):
            level = shown[seat]
            if level is not None:
                self.players[seat] = make_player(level, fresh.getrandbits(63), shown)

    def take_back_to(self, upto: int) -> HandState:
        """Undo (practice matches): the hand goes back to the position after its first
        ``upto`` actions, on the same deal; every computer answer still on its way is
        dropped (``gen``), and the table goes on from there through the checked reset."""
        st = self._st()
        new = HandState(st.rules, st.dealer, [list(h) for h in st.hands_dealt])
        for a in st.history[:upto]:
            new.apply(a)
        self._stop_timers()
        self.gen += 1                     # answers to the old position are now stale
        self._pending = None
        self._declined = {d for d in self._declined if d[0] <= upto}
        self.hand = self._mt().take_back(new)
        self._show([Redraw(new.dealer)], reset=True)
        return new

    def next_hand(self) -> None:
        """After the summary: deal the next hand (no-op unless HAND_OVER)."""
        if self._closed or self.state != TableState.HAND_OVER:
            return
        self._start_hand(reset=False)

    def view(self, seat: int | None = None) -> PlayerView | None:
        if self.hand is None:
            return None
        seat = self.human if seat is None else seat
        return player_view(self.hand, 2 if seat is None else seat)

    def human_act(self, action: Action) -> Refusal | None:
        """The human's action.  Returns None when done, else why it was not accepted
        (also told by ``sig_refused``)."""
        reason = self._why_refused(action)
        if reason is not None:
            self.sig_refused.emit(action, reason)
            return reason
        self._submit(action)
        return None

    def human_play(self, card: int) -> Refusal | None:
        """The human plays ``card`` (dragged onto the table, double-clicked, or Enter):
        the scene's signals come here.  Returns None when played, else why not."""
        if self.human is None:      # a table of computer players: no card is the person's
            reason = Refusal(RefusalCode.NOT_YOUR_DECISION)
            self.sig_refused.emit(None, reason)
            return reason
        return self.human_act(Action(self.human, ActionKind.PLAY, card))

    def _why_refused(self, action: Action) -> Refusal | None:
        if self.state != TableState.WAIT_HUMAN or self.hand is None:
            return Refusal(RefusalCode.NOT_YOUR_TURN)
        if not self._is_human_actor(action.actor):
            return Refusal(RefusalCode.NOT_YOUR_DECISION)
        return self.hand.refusal(action)

    def human_decline(self) -> None:
        """The human lets an optional pair / single hand go by."""
        if self.state != TableState.WAIT_HUMAN or self.hand is None or self.human is None:
            return
        self._declined.add((len(self.hand.history), self.human))
        self._goto(TableState.WAIT_HUMAN)
        self._next()

    def human_refusal(self, action: Action) -> Refusal | None:
        """None if ``action`` is legal in the hand on the table, else why not."""
        if self.hand is None:
            return Refusal(RefusalCode.NO_HAND)
        return self.hand.refusal(action)

    def animation_done(self, token: int) -> None:
        if self._closed or token != self.token or self.state != TableState.WAIT_ANIMATION:
            return
        self._next()

    @property
    def closed(self) -> bool:
        """The table was shut down (the window closes)."""
        return self._closed

    def seconds_left(self) -> float:
        return max(0.0, self._deadline - self.monotonic()) if self._clock.isActive() else 0.0

    def shutdown(self) -> None:
        """Stop the table (the window closes): the computer in hand finishes, and nothing
        queued before now (an animation's end, the next hand) acts any more."""
        self._closed = True
        self.gen += 1
        self._stop_timers()
        self._runner.stop(3000)

    # ------------------------------------------------------------------ internals
    def _st(self) -> HandState:
        """The hand on the table (every internal step runs with one)."""
        if self.hand is None:
            raise RuntimeError("no hand on the table")
        return self.hand

    def _mt(self) -> Match:
        """The match being played (every internal step runs with one)."""
        if self.match is None:
            raise RuntimeError("no match on the table")
        return self.match

    def _is_human_actor(self, actor: int) -> bool:
        h = self.human
        if h is None:
            return False
        return actor == h or (is_side(actor) and actor_side(actor) == side_of(h))

    def _stop_timers(self) -> None:
        self._pace.stop()
        self._clock.stop()

    def _start_hand(self, reset: bool, hand: HandState | None = None,
                    deal_number: int | None = None, drawn: bool = False) -> None:
        self.gen += 1
        self._declined.clear()
        match = self._mt()
        if hand is not None:
            self.hand = match.start_prepared_hand(hand)
        else:
            self.hand = match.new_hand(deal_number)
        self._show([NewHand(self.hand.dealer, match.current_deal_number, drawn)], reset=reset)

    def _emit_update(self, events: list[TableEvent]) -> None:
        self.token += 1
        token = self.token
        view = self.view()
        assert view is not None  # an update is of the hand on the table
        self.sig_update.emit(TableUpdate(token, tuple(events), view))
        if not self.wait_for_view:
            QTimer.singleShot(0, lambda: self.animation_done(token))

    def _submit(self, action: Action) -> None:
        """The one way an action reaches the engine (human and computer alike)."""
        self._stop_timers()
        self.gen += 1
        events: list[TableEvent] = list(self._st().apply(action))
        self._show(events)

    def _next(self) -> None:
        """Decide who acts next (called in WAIT_ANIMATION or after a declined option)."""
        st = self._st()
        if st.over:
            self._finish_hand()
            return
        acts = st.legal_actions()
        to = st.to_act
        assert to is not None  # someone acts in a hand that is not over
        # optional pair / single hand actions of seats other than the one to act
        for a in acts:
            if a.kind in OPTIONAL and a.actor != to and (len(st.history), a.actor) not in self._declined:
                if self.is_computer(a.actor):
                    self._request(("optional", a.actor))
                else:
                    self._wait_human(optional_only=True)
                return
        if is_side(to):
            if self.human is not None and actor_side(to) == side_of(self.human):
                self._wait_human(optional_only=False, doubling=True)
            else:
                self._request(("turn", to))
            return
        if self.is_computer(to):
            self._request(("turn", to))
        else:
            self._wait_human(optional_only=False)

    def _wait_human(self, optional_only: bool, doubling: bool = False) -> None:
        self._human_optional_only = optional_only
        if self.state != TableState.WAIT_HUMAN:
            self._goto(TableState.WAIT_HUMAN)
        self.sig_human_turn.emit(self.view(self.human))
        if doubling and self.state == TableState.WAIT_HUMAN:
            # the window's seconds count from when the person has been shown the
            # decision (the Double and Pass buttons are up), not from when the engine
            # opened it: whatever the view did to show the turn is not taken from them
            secs = self.config.window_seconds()
            self._deadline = self.monotonic() + secs
            self._clock.start()
            self.sig_countdown.emit(secs)

    def _tick(self) -> None:
        left = self._deadline - self.monotonic()
        to = self._st().to_act
        in_window = to is not None and is_side(to)
        if left <= 0 or self.state != TableState.WAIT_HUMAN or not in_window:
            self._clock.stop()
            if self.state == TableState.WAIT_HUMAN and to is not None and in_window:
                self.sig_countdown.emit(0.0)
                self._submit(Action(to, ActionKind.PASS, None))
            return
        self.sig_countdown.emit(left)

    def _request(self, pending: tuple[str, int]) -> None:
        self._pending = pending
        delay = self.config.computer_delay_ms if pending[0] == "turn" else 0
        self._goto(TableState.WAIT_TIMER)
        self._pace.start(max(0, int(delay)))

    def _seat_for(self, actor: int) -> int:
        """The computer seat that decides for ``actor`` (a side picks one of its seats)."""
        if not is_side(actor):
            return actor
        side = actor_side(actor)
        for seat in (side, side + 2):
            if seat in self.players:
                return seat
        return side

    def _ask_computer(self) -> None:
        if self._closed or self.state != TableState.WAIT_TIMER or self._pending is None:
            return
        self._goto(TableState.WAIT_COMPUTER)
        seat = self._seat_for(self._pending[1])
        self.gen += 1
        self.sig_thinking.emit(self._pending[1])
        self._runner.ask(self.gen, self.players[seat], player_view(self._st(), seat),
                         self.config.think_ms)

    def _on_answer(self, gen: int, action: Action | None, err: str | None,
                   seconds: float) -> None:
        if gen != self.gen or self.state != TableState.WAIT_COMPUTER:
            self.stale_dropped += 1
            return
        self.think_times.append(seconds)
        pending = self._pending
        assert pending is not None  # WAIT_COMPUTER: a request is out
        request, actor = pending
        self._pending = None
        st = self._st()
        if err:
            log.error("computer player failed:\n%s", err)
            self.sig_error.emit(f"A computer player failed: {err.strip().splitlines()[-1]}")
        if request == "optional":
            if action is None or err:
                self._declined.add((len(st.history), actor))
                self._next()
                return
        if action is None or st.refusal(action) is not None:
            if action is not None:
                log.error("computer player chose an illegal action %s: %s", action, st.refusal(action))
            action = self._fallback(actor)
            if action is None:  # declined everything optional of a seat that must act
                self._declined.add((len(st.history), actor))
                self._next()
                return
        self._submit(action)

    def _fallback(self, actor: int) -> Action | None:
        seat = self._seat_for(actor)
        acts = [a for a in allowed_actions(player_view(self._st(), seat))
                if a.kind not in OPTIONAL and a.kind not in DOUBLING_KINDS]
        return acts[0] if acts else None

    def _finish_hand(self) -> None:
        self._stop_timers()
        match = self._mt()
        summary: HandSummary = match.finish_hand()
        self._goto(TableState.HAND_OVER)
        self.sig_hand_over.emit(summary)
        if match.over:
            self._goto(TableState.MATCH_OVER)
            self.sig_match_over.emit(match.winner)
        elif self.auto_continue:
            QTimer.singleShot(0, self.next_hand)
