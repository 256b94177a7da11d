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

Every state of the controller and every transition between them are in
``states.py``.  Two parts are the controller's own, by composition: the computer seats'
turns (``computer_turns.ComputerTurns``: pacing, the worker thread, the answer) and the
person's turn (``person_turn.PersonTurn``: waiting on them, the doubling countdown,
whether their action is taken), and the remote seats' people (``remote_seats.RemoteSeats``:
present or away, their actions; a hosted table, net/).
"""

from __future__ import annotations

import logging
import random
import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import make_player
from ..ai.base import Player
from ..engine.actions import Action, ActionKind
from ..engine.cards import actor_side, is_side, side_of
from ..engine.claim import claim_plays, claim_refusal
from ..engine.deal import CutPart, fingerprint
from ..engine.hand import HandState
from ..engine.match import HandSummary, Match
from ..engine.refusal import Refusal, RefusalCode
from ..engine.view import PlayerView, player_view
from .computer_turns import OPTIONAL, ComputerTurns
from .config import TableConfig
from .dealing import DealSecrets
from .person_turn import PersonTurn
from .remote_seats import RemoteSeats
from .states import RESET_ALLOWED, TRANSITIONS, TableState, TransitionError
from .updates import NewHand, Redraw, TableEvent, TableUpdate

log = logging.getLogger(__name__)

# the states (states.py), importable from here as before
__all__ = ["RESET_ALLOWED", "THINK_TIMES_KEPT", "TRANSITIONS", "TableController", "TableState",
           "TransitionError", "check_reset", "check_transition", "computer_seeds", "person_acts_for"]

THINK_TIMES_KEPT = 1000   # think_times keeps this many recent decisions
# (the host person's part of the cut, the way to deal with every part): net/session.py
CutGate = Callable[[tuple[CutPart, ...], Callable[[tuple[CutPart, ...]], None]], None]


# the checks stay in this file: a card played passes through it only (tests/ui/test_card_trip.py)
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


def person_acts_for(human: int | None, actor: int) -> bool:
    """The person (at seat ``human``, None: nobody) decides for ``actor``: their seat,
    or their side."""
    if human is None:
        return False
    return actor == human or (is_side(actor) and actor_side(actor) == side_of(human))


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
    sig_auto_play = Signal(int)             # the person's only legal card, played after a pause
    # a person at another computer (a remote seat, net/) may act: seat, their PlayerView
    sig_seat_turn = Signal(int, object)

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
        self.match_flags: object | None = None   # the learning features' flags of the match
        self.monotonic = time.monotonic     # the doubling window's clock (tests give their own)
        # the remote seats (config.remote_seats) whose person is connected now; the
        # others are played by a computer until their person is back
        self.present: set[int] = set()
        self.computers = ComputerTurns(self)    # pacing, the worker thread, the answers
        self.remote = RemoteSeats(self)         # the people at other computers (net/)
        self.person = PersonTurn(self)          # waiting on the person, the countdown
        # a deal anyone can check: the next hand's secret, its fingerprint shown first
        self.deals = DealSecrets()
        # a hosted table's wait for the people's cuts (net/session.py): given the host
        # person's part and the way to deal, it deals once every part is in (None: at once)
        self.cut_gate: CutGate | None = None

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
        return self.person.optional_only

    def is_computer(self, seat: int) -> bool:
        """A computer decides for ``seat`` now: not the person here, and not a remote
        seat whose person is connected."""
        if seat == self.human:
            return False
        return not (seat in self.config.remote_seats and seat in self.present)

    def new_match(self, config: TableConfig | None = None, hand: HandState | None = None,
                  deal_number: int | None = None, cut: tuple[CutPart, ...] = (),
                  dealer: int | None = None) -> None:
        """Start a new match.  ``hand``: begin with this prepared hand instead of a
        dealt one (tests, and hands loaded from a record).  ``deal_number``: the first
        hand is that numbered deal ("Play a deal by number"); ``dealer``: the seat that
        deals it (so that every card comes to the seat it came to before), else the
        first dealer of the config (or drawn by lot).  ``cut``: the players' cut
        of the first hand, dealt from the secret whose fingerprint ``deals.prepare``
        showed (drawn now if none was)."""
        if config is not None:
            self.config = config
        self._closed = False
        cfg = self.config
        self._stop_timers()
        self.gen += 1
        # no seed (the program's matches): every hand is dealt from a fresh secret from
        # the operating system, so no deal number or export tells a later hand
        first = dealer if dealer is not None else cfg.first_dealer_seat(cfg.seed)
        self.match = Match(cfg.rules, seed=cfg.seed, first_dealer=first, secret_source=self.deals.source)
        self._make_players()
        self._start_hand(reset=True, hand=hand, deal_number=deal_number,
                         drawn=cfg.first_dealer is None and hand is None and dealer is None, cut=cut)

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
        self._show([NewHand(st.dealer, None, fingerprint=match.current_fingerprint)], reset=True)

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
            if seat in cfg.remote_seats and seat != self.human:
                # the computer that holds a remote seat while its person is away
                level = cfg.stand_in_level(seat)
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
        self.computers.pending = None
        self._declined = {d for d in self._declined if d[0] <= upto}
        self.hand = self._mt().take_back(new)
        self._show([Redraw(new.dealer)], reset=True)
        return new

    def next_hand(self, cut: tuple[CutPart, ...] = ()) -> None:
        """After the summary: deal the next hand (no-op unless HAND_OVER), from the
        secret whose fingerprint was shown and the players' ``cut``."""
        if self._closed or self.state != TableState.HAND_OVER:
            return
        if self.cut_gate is None:
            self._start_hand(reset=False, cut=cut)
            return
        gen = self.gen

        def deal(parts: tuple[CutPart, ...]) -> None:
            # still this hand's summary (not closed, no new match or resume since)
            if not self._closed and self.state == TableState.HAND_OVER and self.gen == gen:
                self._start_hand(reset=False, cut=parts)
        self.cut_gate(cut, deal)

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

    def human_claim(self) -> Refusal | None:
        """The person claims every remaining trick.  The engine checks the claim from
        the person's own view (``engine.claim``): a certain claim is accepted by the
        computer players and played out at once as the ordinary plays it stands for (so
        the hand record holds plays only); one that is not certain is refused with the
        reason (also told by ``sig_refused``), and the hand goes on."""
        if self.human is None or self.config.remote_seats:
            # (at a hosted table the people at other computers have not agreed to it)
            reason: Refusal | None = Refusal(RefusalCode.NOT_YOUR_DECISION)
        elif (self.state != TableState.WAIT_HUMAN or self.hand is None
              or self.human not in self.person.waiting):
            reason = Refusal(RefusalCode.NOT_YOUR_TURN)
        else:
            reason = claim_refusal(player_view(self.hand, self.human))
        if reason is not None:
            self.sig_refused.emit(None, reason)
            return reason
        st = self._st()
        assert self.human is not None  # checked above
        plays = claim_plays(st, self.human)
        self._stop_timers()
        self.gen += 1
        events: list[TableEvent] = []
        for a in plays:
            events += st.apply(a)
        self._show(events)
        return None

    def _why_refused(self, action: Action, seat: int | None = None) -> Refusal | None:
        """Why the person of ``seat`` (default: the person here) may not do ``action``
        now, or None."""
        seat = self.human if seat is None else seat
        if self.state != TableState.WAIT_HUMAN or self.hand is None or seat is None:
            return Refusal(RefusalCode.NOT_YOUR_TURN)
        if not person_acts_for(seat, action.actor):
            return Refusal(RefusalCode.NOT_YOUR_DECISION)
        if seat not in self.person.waiting:
            return Refusal(RefusalCode.NOT_YOUR_TURN)
        return self.hand.refusal(action)

    def human_decline(self) -> None:
        """The human lets an optional pair / single hand go by."""
        if self.human is not None:
            self.person.decline(self.human)

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
        return self.person.seconds_left()

    def shutdown(self) -> None:
        """Stop the table (the window closes): the computer in hand finishes, and nothing
        queued before now (an animation's end, the next hand) acts any more."""
        self._closed = True
        self.gen += 1
        self._stop_timers()
        self.computers.runner.stop(3000)

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

    def _stop_timers(self) -> None:
        # the two parts' timers, stopped here (a card played passes through this file only)
        self.computers.pace.stop()
        self.person.clock.stop()
        self.person.auto.stop()
        self.person.held = None     # a doubling window paused while not seen is over too

    def _start_hand(self, reset: bool, hand: HandState | None = None,
                    deal_number: int | None = None, drawn: bool = False,
                    cut: tuple[CutPart, ...] = ()) -> None:
        self.gen += 1
        self._declined.clear()
        match = self._mt()
        # the secret whose fingerprint was shown is this hand's, or nobody's
        taken = self.deals.take()
        if hand is not None:
            self.hand = match.start_prepared_hand(hand)
        elif deal_number is None and match.deals_from_secrets():
            if taken is None:                 # no fingerprint was shown: drawn now
                secret = match.draw_secret()
                taken = (secret, fingerprint(secret))
            self.hand = match.new_hand(secret=taken[0], cut=cut, shown=taken[1])
        else:
            self.hand = match.new_hand(deal_number)
        # the deal number gives every card: sent only when the person chose it
        self._show([NewHand(self.hand.dealer, deal_number, drawn, match.current_fingerprint)], reset=reset)

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
                    self.computers.request(("optional", a.actor))
                else:
                    self.person.wait(optional_only=True, seats=frozenset({a.actor}))
                return
        if is_side(to):
            side = actor_side(to)
            people = frozenset(s for s in (side, side + 2) if not self.is_computer(s))
            if people:
                self.person.wait(optional_only=False, doubling=True, seats=people)
            else:
                self.computers.request(("turn", to))
            return
        if self.is_computer(to):
            self.computers.request(("turn", to))
        else:
            self.person.wait(optional_only=False, seats=frozenset({to}))

    def _finish_hand(self) -> None:
        self._stop_timers()
        match = self._mt()
        summary: HandSummary = match.finish_hand()
        if match.deals_from_secrets():
            self.deals.prepare(match)     # the next hand's fingerprint, shown with the summary
        self._goto(TableState.HAND_OVER)
        self.sig_hand_over.emit(summary)
        if match.over:
            self._goto(TableState.MATCH_OVER)
            self.sig_match_over.emit(match.winner)
        elif self.auto_continue:
            QTimer.singleShot(0, self.next_hand)
