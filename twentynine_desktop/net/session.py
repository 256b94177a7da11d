"""The host's referee: the people at other computers, seen by the table controller.

``HostSession(controller, code, send, close)`` knows nothing of sockets: a transport
(``host.TableServer`` over TCP, or a test's list) gives it ``connected(peer, address)``,
``received(peer, data)`` and ``disconnected(peer)``, and it answers through ``send(peer,
bytes)`` and ``close(peer)``.  It reads every message strictly (``protocol``), checks
the table code, the seat's token and the turn, hands actions to the controller (which
asks the engine), and sends each remote seat its own view and the events that seat may
be told (``messages.seat_events``), never another's.

Before each hand (``start_match``, then after every hand) it sends every seat the
hand's fingerprint, takes one cut from each connected person (``net/cuts.py``) and,
once the host's own side is ready (the controller's ``cut_gate``), deals when every
connected person has cut or ``CUT_WAIT_SECONDS`` have passed (``host_cuts.HostCuts``:
``after``, the timer, and ``clock``, the time; tests give their own).  After the hand it sends the secret and
every part (``reveal``), never before.

Any malformed, oversized or flooding connection is told why and closed; the match goes
on.  A person's connection that drops leaves their seat to its computer at once
(``TableController.remote.set_present``); their token takes it back.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..controller import TableConfig, TableController
from ..controller.updates import NewHand, Redraw, TableUpdate
from ..engine.cards import SEATS, is_side
from ..engine.deal import DEAL_VERSION, CutPart
from ..engine.match import HandSummary
from ..engine.refusal import Refusal, RefusalCode
from ..engine.view import PlayerView, player_view
from . import messages as msg
from .codec import CodecError, dec_action
from .cuts import Reveal
from .host_cuts import HostCuts
from .protocol import (
    MAX_CLIENT_FRAME,
    PLAIN,
    PROTOCOL,
    ErrorCode,
    FrameReader,
    ProtocolError,
    RateLimit,
    codes_equal,
    frame,
    read_hello,
    read_turn_id,
)

log = logging.getLogger(__name__)

WRONG_CODES_PER_PEER = 3        # a connection that sends more wrong codes is closed
WRONG_CODES_PER_ADDRESS = 10    # an address that sends more within LOCKOUT_SECONDS waits
LOCKOUT_SECONDS = 60.0
REFUSALS_PER_PEER = 200         # refused actions in a row before the connection is closed


@dataclass
class Peer:
    address: str
    reader: FrameReader = field(default_factory=lambda: FrameReader(MAX_CLIENT_FRAME))
    limit: RateLimit = field(default_factory=RateLimit)
    seat: int | None = None
    wrong_codes: int = 0
    refusals: int = 0


@dataclass
class RemoteSeat:
    token: str
    name: str = ""
    peer: int | None = None      # the connection of its person now (None: away)
    claimed: bool = False        # a person has had this seat in this match
    turn_id: int = 0             # the number of the seat's latest turn message


def _match_so_far(m: Any) -> tuple[int, tuple[int, int]]:
    """The hands finished and the match's score, for a welcome."""
    if m is None:
        return 0, (0, 0)
    return len(m.hands_played), (m.scores[0], m.scores[1])


class HostSession:
    def __init__(self, controller: TableController, code: str,
                 send: Callable[[int, bytes], None], close: Callable[[int], None],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.table = controller
        self.code = code
        self._send = send
        self._close = close
        self.clock = clock
        self.peers: dict[int, Peer] = {}
        self.seats: dict[int, RemoteSeat] = {
            s: RemoteSeat(secrets.token_urlsafe(18)) for s in sorted(controller.config.remote_seats)}
        self._wrong: dict[str, list[float]] = {}
        self.sent = 0                    # messages sent (statistics for the bench)
        self.closed_for: dict[ErrorCode, int] = {}
        self.on_seats: Callable[[list[dict[str, Any]]], None] | None = None   # who sits where changed
        # called before every update goes out (the hosted table's save: a program is
        # never told of an action that a restarted host would not have)
        self.before_update: Callable[[], None] | None = None
        # a (re)joining seat was sent its whole position: (seat, view)
        self.on_position: Callable[[int, PlayerView], None] | None = None
        # a connection closed, told to the host's person: (ErrorCode value, plain English)
        self.on_notice: Callable[[str, str], None] | None = None
        # the people's cuts of each deal (net/host_cuts.py)
        self.cuts = HostCuts(self)
        c = controller
        c.cut_gate = self.cuts.gate
        c.sig_update.connect(self._on_update)
        c.sig_seat_turn.connect(self._on_turn)
        c.sig_human_turn.connect(self._on_host_person_turn)
        c.sig_hand_over.connect(self._on_hand_over)
        c.sig_match_over.connect(self._on_match_over)
        c.sig_thinking.connect(self._on_thinking)

    # ------------------------------------------------------------------ transport side
    def connected(self, peer: int, address: str) -> None:
        self.peers[peer] = Peer(address)

    def disconnected(self, peer: int) -> None:
        p = self.peers.pop(peer, None)
        if p is None or p.seat is None:
            return
        seat = self.seats[p.seat]
        if seat.peer == peer:
            seat.peer = None
            self.table.remote.set_present(p.seat, False)
            self._send_seats()
            self.cuts.try_deal()          # a person gone is not waited for

    def received(self, peer: int, data: bytes) -> None:
        p = self.peers.get(peer)
        if p is None:
            return
        try:
            for obj in p.reader.feed(data):
                # an answer to the seat's open turn is never a flood (the game paces
                # those); every other message counts against the rate
                if not self._answers_turn(p, obj) and not p.limit.allow(self.clock()):
                    raise ProtocolError(ErrorCode.FLOOD)
                self._handle(peer, p, obj)
                if peer not in self.peers:     # closed while handling
                    return
        except ProtocolError as exc:
            self.drop(peer, exc.code, exc.detail)
        except Exception:   # a fault of this program, not the peer's: logged, and the table goes on
            log.exception("a message from peer %s could not be handled", peer)
            self.drop(peer, ErrorCode.MALFORMED, "the host could not handle this message")

    def _answers_turn(self, p: Peer, obj: dict[str, Any]) -> bool:
        if p.seat is None or obj["t"] not in ("act", "decline"):
            return False
        at = obj.get("at")
        return (isinstance(at, int) and at == self.seats[p.seat].turn_id
                and self.table.remote.waiting_on(p.seat))

    def drop(self, peer: int, code: ErrorCode, detail: str = "") -> None:
        """Tell ``peer`` why, and close it (its seat, if any, goes to its computer)."""
        if peer not in self.peers:
            return
        self.closed_for[code] = self.closed_for.get(code, 0) + 1
        self.send(peer, msg.error(code, detail))
        if self.on_notice is not None and code != ErrorCode.CLOSED:
            self.on_notice(code.value, PLAIN[code])
        self.disconnected(peer)
        self._close(peer)

    def send(self, peer: int, message: dict[str, Any]) -> None:
        self.sent += 1
        self._send(peer, frame(message))

    def close_all(self) -> None:
        for peer in list(self.peers):
            self.drop(peer, ErrorCode.CLOSED)

    # ------------------------------------------------------------------ messages in
    def _handle(self, peer: int, p: Peer, obj: dict[str, Any]) -> None:
        mtype = obj["t"]
        if mtype == "hello":
            self._hello(peer, p, obj)
        elif mtype == "ping":
            self.send(peer, {"t": "pong"})
        elif mtype == "bye":
            self.drop(peer, ErrorCode.CLOSED)
        elif mtype in ("act", "decline"):
            if p.seat is None:
                raise ProtocolError(ErrorCode.NOT_JOINED)
            self._act(peer, p, p.seat, obj)
        elif mtype == "cut":
            self.cuts.received(peer, p, obj)
        else:
            raise ProtocolError(ErrorCode.MALFORMED, "unknown message")

    def _locked_out(self, address: str) -> bool:
        now = self.clock()
        times = [t for t in self._wrong.get(address, []) if now - t < LOCKOUT_SECONDS]
        self._wrong[address] = times
        return len(times) >= WRONG_CODES_PER_ADDRESS

    def _hello(self, peer: int, p: Peer, obj: dict[str, Any]) -> None:
        if p.seat is not None:
            raise ProtocolError(ErrorCode.MALFORMED, "hello twice")
        h = read_hello(obj)
        if h.protocol != PROTOCOL:
            raise ProtocolError(ErrorCode.VERSION, f"host {PROTOCOL}, client {h.protocol}")
        if self._locked_out(p.address):
            raise ProtocolError(ErrorCode.LOCKED_OUT)
        if h.code is None or not codes_equal(h.code, self.code):
            self._wrong.setdefault(p.address, []).append(self.clock())
            p.wrong_codes += 1
            if p.wrong_codes >= WRONG_CODES_PER_PEER:
                raise ProtocolError(ErrorCode.WRONG_CODE)
            self.send(peer, msg.error(ErrorCode.WRONG_CODE))
            return
        seat = self._seat_for(h.token, h.seat)
        rs = self.seats[seat]
        if rs.peer is not None and rs.peer in self.peers:
            # the seat's token from a new connection: the old one is stale (a drop the
            # host has not noticed yet); the newest connection holds the seat
            old = rs.peer
            self.peers[old].seat = None
            self.drop(old, ErrorCode.CLOSED, "the seat was taken back from another connection")
        p.seat = seat
        rs.peer = peer
        rs.claimed = True
        if h.name:
            rs.name = h.name
        self.table.remote.set_present(seat, True)
        self.send(peer, msg.welcome(seat, rs.token, self.seat_rows(),
                                    self.table.config.rules.to_dict(), self.table_options(),
                                    *_match_so_far(self.table.match)))
        self._send_position(peer, seat)
        self._send_seats()
        pc = self.cuts.pending
        if pc is not None and seat not in pc.parts:    # (re)joined while the deal waits for cuts
            self.send(peer, msg.fingerprint(pc.number, pc.shown, DEAL_VERSION))

    def _seat_for(self, token: str | None, wanted: int | None) -> int:
        if token is not None:
            for seat, rs in self.seats.items():
                if secrets.compare_digest(rs.token.encode(), token.encode()):
                    return seat
            raise ProtocolError(ErrorCode.BAD_TOKEN)
        free = [s for s, rs in self.seats.items() if not rs.claimed]
        if wanted is not None:
            if wanted not in free:
                raise ProtocolError(ErrorCode.SEAT_TAKEN)
            return wanted
        if not free:
            raise ProtocolError(ErrorCode.TABLE_FULL)
        return free[0]

    def _act(self, peer: int, p: Peer, seat: int, obj: dict[str, Any]) -> None:
        rs = self.seats[seat]
        fresh = read_turn_id(obj) == rs.turn_id and self.table.remote.waiting_on(seat)
        action = None
        if obj["t"] == "act":
            if set(obj) - {"t", "at", "action"}:
                raise ProtocolError(ErrorCode.MALFORMED, "unknown fields")
            try:
                action = dec_action(obj.get("action"))
            except CodecError as exc:
                raise ProtocolError(ErrorCode.MALFORMED, str(exc)) from None
        reason: Refusal | None
        if not fresh:
            reason = Refusal(RefusalCode.NOT_YOUR_TURN)
        elif action is None:
            reason = None if self.table.remote.decline(seat) else Refusal(RefusalCode.NOT_YOUR_TURN)
        else:
            reason = self.table.remote.act(seat, action)
        if reason is None:
            p.refusals = 0
            return
        p.refusals += 1
        if p.refusals > REFUSALS_PER_PEER:
            raise ProtocolError(ErrorCode.FLOOD, "too many refused actions")
        self.send(peer, msg.refused(action, reason))

    def start_match(self, config: TableConfig | None = None,
                    host_cut: tuple[CutPart, ...] = ()) -> None:
        """The first deal of a new match, once the people have cut (``host_cuts``)."""
        self.cuts.start_match(config, host_cut)

    # ------------------------------------------------------------------ messages out
    def table_options(self) -> dict[str, bool]:
        """The host's choices for everyone at the table: hints and practice undo (the
        host's own controller; a joining program shows them, it does not change them)."""
        cfg = self.table.config
        return {"hints": bool(cfg.hints), "practice": bool(cfg.practice)}

    def seat_rows(self) -> list[dict[str, Any]]:
        """Who sits where, for every program: a person (connected or away) or a computer."""
        cfg = self.table.config
        rows = []
        for seat in range(4):
            rs = self.seats.get(seat)
            if seat == cfg.human_seat:
                rows.append({"seat": seat, "kind": msg.SeatKind.PERSON, "name": cfg.player_name})
            elif rs is not None and rs.claimed:
                rows.append({"seat": seat, "kind": msg.SeatKind.PERSON if rs.peer is not None else msg.SeatKind.AWAY,
                             "name": rs.name, "level": cfg.stand_in_level(seat)})
            else:
                rows.append({"seat": seat, "kind": msg.SeatKind.COMPUTER, "name": SEATS[seat],
                             "level": cfg.level_of(seat) or cfg.stand_in_level(seat)})
        return rows

    def _present(self) -> list[tuple[int, int]]:
        return [(s, rs.peer) for s, rs in self.seats.items() if rs.peer is not None]

    def _send_seats(self) -> None:
        rows = self.seat_rows()
        for _, peer in self._present():
            self.send(peer, msg.seats(rows))
        if self.on_seats is not None:
            self.on_seats(rows)

    def seat_secrets(self) -> dict[int, dict[str, Any]]:
        """Each remote seat's token, name and whether a person has had it (the hosted
        table's save keeps them, so that people take their seats back after a restart)."""
        return {s: {"token": rs.token, "name": rs.name, "claimed": rs.claimed}
                for s, rs in self.seats.items()}

    def restore_seats(self, saved: dict[int, dict[str, Any]]) -> None:
        """The seats of ``seat_secrets`` from before a restart (nobody connected yet)."""
        for s, v in saved.items():
            if s in self.seats:
                self.seats[s] = RemoteSeat(v["token"], v["name"], None, v["claimed"])

    def move(self, a: int, b: int) -> bool:
        """Before the first deal: swap remote seats ``a`` and ``b`` (who partners whom),
        people with their tokens; each person moved is welcomed at the new seat."""
        if self.table.hand is not None or a not in self.seats or b not in self.seats or a == b:
            return False
        self.seats[a], self.seats[b] = self.seats[b], self.seats[a]
        rules = self.table.config.rules.to_dict()
        for seat in (a, b):
            rs = self.seats[seat]
            if rs.peer is not None and rs.peer in self.peers:
                self.peers[rs.peer].seat = seat
                self.send(rs.peer, msg.welcome(seat, rs.token, self.seat_rows(), rules,
                                               self.table_options(), *_match_so_far(self.table.match)))
        for seat in (a, b):
            self.table.remote.set_present(seat, self.seats[seat].peer is not None)
        self._send_seats()
        return True

    def _send_position(self, peer: int, seat: int) -> None:
        """A (re)joining seat's exact view now, and its turn if the table waits on it."""
        hand = self.table.hand
        if hand is None:
            return
        view = player_view(hand, seat)
        self.send(peer, msg.update([], view, resync=True))
        if self.on_position is not None:
            self.on_position(seat, view)
        if self.table.remote.waiting_on(seat):
            self._send_turn(seat)

    def _on_update(self, update: TableUpdate) -> None:
        if self.before_update is not None:
            self.before_update()
        if any(isinstance(e, (NewHand, Redraw)) for e in update.events):
            self.cuts.forget()       # dealt (or another way: a new match, a resume)
        hand = self.table.hand
        if hand is None:
            return
        for seat, peer in self._present():
            view = player_view(hand, seat)
            self.send(peer, msg.update(msg.seat_events(update.events, view), view))

    def _on_turn(self, seat: int, _view: object) -> None:
        rs = self.seats.get(seat)
        if rs is None:
            return
        rs.turn_id += 1
        if rs.peer is not None:
            self._send_turn(seat)
        self._tell_waiting(seat)

    def _on_host_person_turn(self, _view: object) -> None:
        if self.table.human is not None:
            self._tell_waiting(self.table.human)

    def _tell_waiting(self, seat: int) -> None:
        """Everyone else is told that the table waits on the person of ``seat``."""
        for other, peer in self._present():
            if other != seat:
                self.send(peer, msg.waiting(seat))

    def _send_turn(self, seat: int) -> None:
        rs = self.seats[seat]
        hand = self.table.hand
        if rs.peer is None or hand is None:
            return
        to = hand.to_act
        secs = None
        if to is not None and is_side(to):   # a doubling window: the seconds to decide
            secs = self.table.seconds_left() or self.table.config.window_seconds()
        self.send(rs.peer, msg.turn(rs.turn_id, player_view(hand, seat),
                                    self.table.person.optional_only, secs))

    def _on_hand_over(self, s: HandSummary) -> None:
        for _, peer in self._present():
            self.send(peer, msg.hand_over(s.number, s.deal_number, s.dealer, s.result,
                                          s.scores_after))
        if s.secret is not None:
            # the hand is over: its secret and every part of its cut, for each to check
            reveal = msg.reveal(Reveal(s.number, s.secret, s.cut))
            for _, peer in self._present():
                self.send(peer, reveal)
        m = self.table.match
        nxt = self.table.deals.next_fingerprint
        if m is not None and not m.over and nxt is not None:
            self.cuts.open(nxt, s.number + 1)

    def _on_match_over(self, winner: int) -> None:
        m = self.table.match
        scores = (m.scores[0], m.scores[1]) if m is not None else (0, 0)
        for _, peer in self._present():
            self.send(peer, msg.match_over(winner, scores))

    def _on_thinking(self, actor: int) -> None:
        for _, peer in self._present():
            self.send(peer, msg.thinking(actor))
