"""A seat at a table hosted on another computer: ``RemoteTable``, a QObject with the
signals and calls of ``controller.TableController`` that the table screen uses, over a
``QTcpSocket`` to the host (docs/NETWORK.md; the API in notes: net-api).

The host is the referee: an action goes to it and comes back as an update (taken) or a
``sig_refused`` (not taken, with the engine's typed ``Refusal``).  Updates are given to
the screen one at a time: with ``wait_for_view`` the next waits for
``animation_done(token)``, as with the controller.  When the connection drops, the
table keeps trying every ``RETRY_MS`` with the seat's token, and the host gives back the
exact view of the seat.

Before each deal the host sends the hand's fingerprint (``sig_fingerprint``); this
program sends its person's cut (``send_cut``), and after the hand the host reveals the
secret and every part (``sig_reveal``): ``cuts.RemoteDeal.check`` recomputes the deal
(``net.cuts.deal_reveal``).
"""

from __future__ import annotations

import logging
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ..controller.states import TableState
from ..controller.updates import NewHand, Redraw, TableUpdate
from ..engine.actions import Action, ActionKind
from ..engine.deal import MAX_CUT_PART
from ..engine.events import HandResult
from ..engine.refusal import Refusal, RefusalCode
from ..engine.view import PlayerView
from . import messages as msg
from .codec import CodecError, dec_action, dec_event, dec_refusal, dec_result, dec_view, small_int
from .cuts import DEALS_KEPT, CutRefusal, RemoteDeal, Reveal, dec_reveal
from .host import is_loopback, loopback_only
from .protocol import (
    HOST_DEPTH,
    HOST_DIGITS,
    MAX_FRAME,
    PLAIN,
    ErrorCode,
    FrameReader,
    ProtocolError,
    frame,
)

log = logging.getLogger(__name__)

RETRY_MS = 1000
TABLE_EVENTS: dict[str, type] = {"NewHand": NewHand, "Redraw": Redraw}
FATAL = {ErrorCode.VERSION, ErrorCode.WRONG_CODE, ErrorCode.BAD_TOKEN, ErrorCode.TABLE_FULL,
         ErrorCode.SEAT_TAKEN, ErrorCode.LOCKED_OUT, ErrorCode.CLOSED}


@dataclass(frozen=True)
class RemoteHandSummary:
    """A finished hand as the host tells it (``HandSummary`` without the hand record,
    which holds every seat's cards)."""

    number: int
    deal_number: int | None
    dealer: int
    result: HandResult
    scores_after: tuple[int, int]


class RemoteTable(QObject):
    sig_state = Signal(object)              # TableState (as the controller's)
    sig_update = Signal(object)             # TableUpdate (this seat's view)
    sig_human_turn = Signal(object)         # PlayerView: this seat may act
    sig_countdown = Signal(float)           # seconds left in a doubling window
    sig_hand_over = Signal(object)          # RemoteHandSummary
    sig_match_over = Signal(int)            # the winning side
    sig_thinking = Signal(int)              # a computer thinks for this seat or side
    sig_error = Signal(str)
    sig_refused = Signal(object, object)    # Action (None: none), Refusal
    sig_seats = Signal(object)              # list of {"seat", "kind", "name", ...}
    sig_connection = Signal(str)            # "connecting", "joined", "lost", "ended"
    sig_join_refused = Signal(str, str)     # ErrorCode value, plain English sentence
    sig_waiting = Signal(int)               # the table waits on the person of this seat
    sig_resync = Signal(object)             # PlayerView: (re)joined mid-hand, draw it all afresh
    sig_fingerprint = Signal(int, object)   # the next hand's number and fingerprint: cut now
    sig_cut_answer = Signal(object)         # the host took this program's cut (None) or why not (CutRefusal)
    sig_reveal = Signal(object)             # RemoteDeal: a finished hand's deal, revealed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = ""
        self.port = 0
        self.code = ""
        self.name = ""
        self.wanted_seat: int | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.state = TableState.IDLE
        self.wait_for_view = False
        self.seats: list[dict[str, Any]] = []
        self.rules: dict[str, Any] = {}
        self.options: dict[str, bool] = {}     # the host's choices: hints, practice
        self.scores = (0, 0)
        self.hands_told = 0                     # the hands of the match finished (as told)
        self.human_optional_only = False
        self._view: PlayerView | None = None
        self._turn_at: int | None = None       # the number of this seat's open turn
        self._sent = False                      # an answer to it is on its way
        self._queue: deque[dict[str, Any]] = deque()
        self._shown_token = 0
        self._awaiting: int | None = None      # the token of the update on screen
        self._closed = False
        self._ended = False
        self._reader = FrameReader(MAX_FRAME, HOST_DEPTH, HOST_DIGITS)
        self._deadline = 0.0
        self._countdown = QTimer(self)
        self._countdown.setInterval(100)
        self._countdown.timeout.connect(self._tick)
        self.sock = QTcpSocket(self)
        self.sock.connected.connect(self._on_connected)
        self.sock.readyRead.connect(self._on_ready_read)
        self.sock.disconnected.connect(self._on_lost)
        self.sock.errorOccurred.connect(self._on_socket_error)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._dial)
        self.received = 0                       # messages read (statistics)
        # tries in a row after a drop before giving up (None: for ever, as a person's
        # program does; scripted players give up)
        self.max_retries: int | None = None
        self._failures = 0
        self.deals: dict[int, RemoteDeal] = {}  # this session's hands, by number
        self.next_deal: RemoteDeal | None = None   # the hand whose fingerprint was sent last
        self._told: bytes | None = None         # the fingerprint the hand on the table named
        self.current_deal: RemoteDeal | None = None   # the hand on the table (None: unknown)
        self._last_over = 0                     # the number of the last hand over

    # ------------------------------------------------------------------ joining
    def join(self, address: str, port: int, code: str, name: str = "",
             seat: int | None = None, token: str | None = None) -> None:
        """Connect and take a seat (``seat``: the one asked for; ``token``: a seat's
        token from before, to take it back)."""
        self.address, self.port, self.code, self.name = address, port, code, name
        self.wanted_seat, self.token = seat, token
        if loopback_only() and not is_loopback(address):
            self._ended = True
            self.sig_join_refused.emit(ErrorCode.LOOPBACK_ONLY.value, PLAIN[ErrorCode.LOOPBACK_ONLY])
            self.sig_connection.emit("ended")
            return
        self._dial()

    def _dial(self) -> None:
        if self._closed or self._ended:
            return
        if self.sock.state() != QAbstractSocket.SocketState.UnconnectedState:
            self.sock.abort()
        self._reader = FrameReader(MAX_FRAME, HOST_DEPTH, HOST_DIGITS)
        self.sig_connection.emit("connecting")
        self.sock.connectToHost(self.address, self.port)

    def _on_connected(self) -> None:
        # small messages go at once (no Nagle delay waiting for the host's ack)
        self.sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._write(msg.hello(self.code, self.name, self.wanted_seat, self.token))

    def _on_lost(self) -> None:
        self._countdown.stop()
        if self._closed or self._ended or self._retry.isActive():
            return      # (one loss can be told twice: the error, then the disconnection)
        self._failures += 1
        if self.max_retries is not None and self._failures > self.max_retries:
            self._ended = True
            self.sig_connection.emit("ended")
            return
        self.sig_connection.emit("lost")
        self._retry.start(RETRY_MS)

    def _on_socket_error(self, _err: object) -> None:
        if self.sock.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._on_lost()

    def _write(self, message: dict[str, Any]) -> None:
        if self.sock.state() == QAbstractSocket.SocketState.ConnectedState:
            self.sock.write(frame(message))

    # ------------------------------------------------------------------ the screen's calls
    @property
    def human(self) -> int | None:
        return self.seat

    @property
    def closed(self) -> bool:
        return self._closed

    def view(self, seat: int | None = None) -> PlayerView | None:
        return self._view

    def seconds_left(self) -> float:
        return max(0.0, self._deadline - time.monotonic()) if self._countdown.isActive() else 0.0

    def human_act(self, action: Action) -> Refusal | None:
        """Send ``action`` to the host.  Not this seat's turn: refused at once (as the
        controller does).  Else None: the host answers with an update or
        ``sig_refused``."""
        if self._turn_at is None or self._view is None or self._sent:
            # (an action already on its way to the host: the turn is no longer open)
            reason = Refusal(RefusalCode.NOT_YOUR_TURN)
            self.sig_refused.emit(action, reason)
            return reason
        self._write(msg.act(self._turn_at, action))
        if action in self._view.legal:
            # the host will take it: never sent twice (a refusal opens the turn again)
            self._sent = True
            self._countdown.stop()
        return None

    def human_play(self, card: int) -> Refusal | None:
        if self.seat is None:
            reason = Refusal(RefusalCode.NOT_YOUR_DECISION)
            self.sig_refused.emit(None, reason)
            return reason
        return self.human_act(Action(self.seat, ActionKind.PLAY, card))

    def human_decline(self) -> None:
        if self._turn_at is not None and not self._sent:
            self._write(msg.decline(self._turn_at))
            self._sent = True

    def animation_done(self, token: int) -> None:
        if token == self._awaiting:
            self._awaiting = None
            self._pump()

    def next_hand(self) -> None:
        """The host deals the next hand (nothing to ask from here)."""

    def send_cut(self, data: bytes) -> bool:
        """This seat's part of the next deal's cut (``data``: its bytes, UTF-8 text of at
        most ``MAX_CUT_PART`` bytes: a typed cut or ``mouse X,Y T``).  False: no
        fingerprint is waiting for a cut, or this program cut it already."""
        d = self.next_deal
        if d is None or d.own_part is not None or d.summary is not None:
            return False
        text = data[:MAX_CUT_PART].decode("utf-8", "ignore")
        d.own_part = text.encode("utf-8")
        self._write(msg.cut(text))
        return True

    def shutdown(self) -> None:
        self._closed = True
        self._retry.stop()
        self._countdown.stop()
        self._write({"t": "bye"})
        self.sock.flush()
        self.sock.disconnectFromHost()

    # ------------------------------------------------------------------ messages in
    def _on_ready_read(self) -> None:
        data = bytes(self.sock.readAll().data())
        try:
            for obj in self._reader.feed(data):
                self.received += 1
                self._take(obj)
        except (ProtocolError, CodecError) as exc:
            log.warning("the host sent a message that could not be read: %s", exc)
            self.sig_error.emit("The host sent a message that could not be read.")
            self.sock.abort()

    def _take(self, obj: dict[str, Any]) -> None:
        mtype = obj["t"]
        if mtype == "error":
            code = str(obj.get("code"))
            try:
                err = ErrorCode(code)
            except ValueError:
                err = ErrorCode.MALFORMED
            self._ended = err in FATAL
            self.sig_join_refused.emit(err.value, PLAIN[err])
            if self._ended:
                self.sig_connection.emit("ended")
        elif mtype == "welcome":
            self.seat = small_int(obj.get("seat"), 0, 3)
            token = obj.get("token")
            if not isinstance(token, str) or len(token) > 64:
                raise CodecError("token")
            self.token = token
            self.wanted_seat = self.seat
            # a new connection: what was queued on the old one is past
            self._queue.clear()
            self._awaiting = None
            self._turn_at = None
            self._sent = False
            rules = obj.get("rules")
            self.rules = rules if isinstance(rules, dict) else {}
            options = obj.get("options")
            self.options = {k: v for k, v in options.items() if isinstance(v, bool)} \
                if isinstance(options, dict) else {}
            # the match so far (a host of an earlier version does not say it)
            if "hands" in obj:
                self.hands_told = small_int(obj.get("hands"), 0, 10**6)
            sc = obj.get("scores")
            if isinstance(sc, list) and len(sc) == 2:
                self.scores = (small_int(sc[0], -999, 999), small_int(sc[1], -999, 999))
            self._set_seats(obj.get("seats"))
            self._failures = 0
            self.sig_connection.emit("joined")
        elif mtype == "seats":
            self._set_seats(obj.get("seats"))
        elif mtype == "refused":
            raw = obj.get("action")
            action = None if raw is None else dec_action(raw)
            self._sent = False                  # the turn (if still open) is open again
            self.sig_refused.emit(action, dec_refusal(obj.get("refusal")))
        elif mtype == "pong":
            pass
        elif mtype in ("cut_taken", "cut_refused"):
            self._cut_answer(obj)
        elif mtype in ("update", "turn", "hand_over", "match_over", "thinking", "waiting",
                       "fingerprint", "reveal"):
            self._check(obj)
            self._queue.append(obj)
            self._pump()
        else:
            raise CodecError("unknown message")

    def _set_seats(self, rows: object) -> None:
        if not isinstance(rows, list) or len(rows) != 4 or not all(isinstance(r, dict) for r in rows):
            raise CodecError("seats")
        self.seats = rows
        self.sig_seats.emit(rows)

    def _check(self, obj: dict[str, Any]) -> None:
        """Decode a queued message now (a bad one fails here, not later)."""
        mtype = obj["t"]
        if mtype in ("update", "turn"):
            obj["_view"] = dec_view(obj.get("view"))
        if mtype == "update":
            events = obj.get("events")
            if not isinstance(events, list) or len(events) > 64:
                raise CodecError("events")
            obj["_events"] = tuple(dec_event(e, TABLE_EVENTS) for e in events)
        elif mtype == "turn":
            obj["_at"] = small_int(obj.get("at"), 0, 2**53)
            secs = obj.get("seconds")
            obj["_secs"] = float(secs) if isinstance(secs, (int, float)) and 0 < secs < 3600 else None
        elif mtype == "hand_over":
            obj["_summary"] = RemoteHandSummary(
                small_int(obj.get("number"), 0, 10**6),
                None if obj.get("deal_number") is None else small_int(obj.get("deal_number"), 0, 2**64),
                small_int(obj.get("dealer"), 0, 3), dec_result(obj.get("result")),
                (small_int(obj["scores"][0], -999, 999), small_int(obj["scores"][1], -999, 999))
                if isinstance(obj.get("scores"), list) and len(obj["scores"]) == 2 else (0, 0))
        elif mtype == "match_over":
            obj["_winner"] = small_int(obj.get("winner"), 0, 1)
            sc = obj.get("scores")
            if not isinstance(sc, list) or len(sc) != 2:
                raise CodecError("scores")
            obj["_scores"] = (small_int(sc[0], -999, 999), small_int(sc[1], -999, 999))
        elif mtype == "thinking":
            obj["_actor"] = small_int(obj.get("actor"), 0, 5)
        elif mtype == "waiting":
            obj["_seat"] = small_int(obj.get("seat"), 0, 3)
        elif mtype == "fingerprint":
            obj["_number"] = small_int(obj.get("number"), 1, 10**6)
            fp = obj.get("fingerprint")
            if not isinstance(fp, str) or len(fp) != 64:
                raise CodecError("fingerprint")
            try:
                obj["_fp"] = bytes.fromhex(fp)
            except ValueError:
                raise CodecError("fingerprint") from None
        elif mtype == "reveal":
            try:
                obj["_reveal"] = dec_reveal(obj)
            except ValueError as exc:
                raise CodecError(f"reveal: {exc}") from None

    def _cut_answer(self, obj: dict[str, Any]) -> None:
        """The host's answer to this program's cut: taken, or refused with a reason."""
        reason: CutRefusal | None = None
        if obj["t"] == "cut_refused":
            try:
                reason = CutRefusal(str(obj.get("reason")))
            except ValueError:
                reason = CutRefusal.NOT_NOW
        d = self.next_deal
        if d is not None and d.own_part is not None and d.cut_taken is None:
            d.cut_taken = reason is None
            d.cut_refused = None if reason is None else reason.value
            if reason is not None:
                d.own_part = None           # not in the deal: not looked for in the reveal
        self.sig_cut_answer.emit(reason)

    def _deal(self, number: int) -> RemoteDeal:
        d = self.deals.get(number)
        if d is None:
            d = self.deals[number] = RemoteDeal(number, rules=dict(self.rules))
            while len(self.deals) > DEALS_KEPT:
                del self.deals[min(self.deals)]
        return d

    def _goto(self, state: TableState) -> None:
        self.state = state
        self.sig_state.emit(state)

    def _pump(self) -> None:
        """Give the screen the queued messages in order, pausing after an update until
        it has been shown (``wait_for_view``)."""
        while self._queue and self._awaiting is None:
            obj = self._queue.popleft()
            mtype = obj["t"]
            if mtype == "update":
                self._view = obj["_view"]
                self._turn_at = None
                self._sent = False
                self._shown_token += 1
                token = self._shown_token
                if self.wait_for_view:
                    self._awaiting = token
                self.state = TableState.WAIT_ANIMATION
                if obj.get("resync"):
                    self.sig_resync.emit(obj["_view"])
                for e in obj["_events"]:
                    if isinstance(e, NewHand):       # the fingerprint the new hand names
                        self._told = e.fingerprint
                        nd = self.next_deal
                        self.current_deal = nd if nd is not None and nd.summary is None else None
                        if self.current_deal is not None:
                            self.current_deal.told = e.fingerprint
                self.sig_update.emit(TableUpdate(token, obj["_events"], obj["_view"]))
                self.sig_state.emit(self.state)
            elif mtype == "turn":
                self._view = obj["_view"]
                self._turn_at = obj["_at"]
                self._sent = False
                self.human_optional_only = bool(obj.get("optional_only"))
                self._goto(TableState.WAIT_HUMAN)
                self.sig_human_turn.emit(obj["_view"])
                if obj["_secs"] is not None:
                    self._deadline = time.monotonic() + obj["_secs"]
                    self._countdown.start()
                    self.sig_countdown.emit(obj["_secs"])
            elif mtype == "thinking":
                self._goto(TableState.WAIT_COMPUTER)
                self.sig_thinking.emit(obj["_actor"])
            elif mtype == "waiting":
                self.sig_waiting.emit(obj["_seat"])
            elif mtype == "hand_over":
                summary = obj["_summary"]
                self.scores = summary.scores_after
                d = self._deal(summary.number)
                d.summary, d.told = summary, self._told
                if self._view is not None:
                    d.dealt = tuple(self._view.dealt)
                self._last_over = summary.number
                self.hands_told = summary.number
                self._goto(TableState.HAND_OVER)
                self.sig_hand_over.emit(summary)
            elif mtype == "fingerprint":
                self.next_deal = self._deal(obj["_number"])
                self.next_deal.shown = obj["_fp"]
                self.sig_fingerprint.emit(obj["_number"], obj["_fp"])
            elif mtype == "reveal":
                r: Reveal = obj["_reveal"]
                d = self._deal(r.number)
                d.reveal = r
                self.sig_reveal.emit(d)
            elif mtype == "match_over":
                self.scores = obj["_scores"]
                self._goto(TableState.MATCH_OVER)
                self.sig_match_over.emit(obj["_winner"])

    def _tick(self) -> None:
        left = self.seconds_left()
        if left <= 0 or self._turn_at is None:
            self._countdown.stop()
            left = 0.0
        self.sig_countdown.emit(left)
