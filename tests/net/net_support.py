"""In-process tables for the network tests: a ``HostSession`` on a headless controller
with its transport replaced by lists, and scripted clients that read every message the
host sends them and answer their turns with random legal actions."""

from __future__ import annotations

import random
from collections import deque

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from twentynine_desktop.controller import TableConfig, TableController, TableState
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.net import messages as msg
from twentynine_desktop.net.codec import dec_view
from twentynine_desktop.net.protocol import HOST_DEPTH, HOST_DIGITS, MAX_FRAME, FrameReader, frame
from twentynine_desktop.net.session import HostSession


def table_config(people=(0, 1, 3), target=6, level="random", seed=None, **rules) -> TableConfig:
    """A hosted table: people at ``people`` (remote seats), computers elsewhere, no
    person at the host."""
    rules = Rules().replace(match_to=target, **rules)
    return TableConfig(rules=rules, levels={s: level for s in "NESW"}, human_seat=None,
                       computer_delay_ms=0, animation_speed=0.0, seed=seed,
                       remote_seats=frozenset(people))


class FakeClient:
    """One program at the table, seen from the host: every message it is sent, decoded."""

    def __init__(self, net: FakeNet, peer: int, rng: random.Random) -> None:
        self.net = net
        self.peer = peer
        self.rng = rng
        self.reader = FrameReader(MAX_FRAME, HOST_DEPTH, HOST_DIGITS)
        self.inbox: list[dict] = []
        self.seat: int | None = None
        self.token: str | None = None
        self.view = None
        self.turn: dict | None = None
        self.closed = False
        self.errors: list[str] = []
        self.auto = True        # answer turns with a random legal action
        self.auto_cut = True    # cut every deal it is shown the fingerprint of
        self.cuts: list[str] = []     # the texts of the cuts it sent

    def take(self, data: bytes) -> None:
        for obj in self.reader.feed(data):
            self.inbox.append(obj)
            t = obj["t"]
            if t == "welcome":
                self.seat, self.token = obj["seat"], obj["token"]
            elif t == "update":
                self.view = dec_view(obj["view"])
                self.turn = None
            elif t == "turn":
                self.view = dec_view(obj["view"])
                self.turn = obj
                if self.auto:
                    self.net.later(self.answer)
            elif t == "fingerprint":
                if self.auto_cut:
                    self.net.later(self.cut)
            elif t == "error":
                self.errors.append(obj["code"])

    def cut(self, text: str | None = None) -> None:
        """Send a cut (a random short text unless given)."""
        if self.closed:
            return
        text = text if text is not None else f"cut {self.rng.getrandbits(40):x}"
        self.cuts.append(text)
        self.send(msg.cut(text))

    def answer(self) -> None:
        if self.turn is None or self.closed:
            return
        view = dec_view(self.turn["view"])
        if self.turn.get("optional_only") and self.rng.random() < 0.5:
            self.send(msg.decline(self.turn["at"]))
            return
        self.send(msg.act(self.turn["at"], self.rng.choice(view.legal)))

    def send(self, message: dict) -> None:
        self.net.session.received(self.peer, frame(message))

    def send_bytes(self, data: bytes) -> None:
        self.net.session.received(self.peer, data)


class FakeNet:
    """A host's referee whose connections are in-process ``FakeClient``s."""

    def __init__(self, config: TableConfig, code: str = "ABCDEF", seed: int = 1,
                 clock=None) -> None:
        self.controller = TableController(config)
        self.controller.auto_continue = True
        self.clients: dict[int, FakeClient] = {}
        self.rng = random.Random(seed)
        self._later: deque = deque()
        self.now = 0.0
        self.session = HostSession(self.controller, code, self._send, self._close,
                                   clock=clock or (lambda: self.now))
        self._next_peer = 1
        self.on_send = None     # a test's check of every message (peer, bytes)
        self.timers: list = []  # the session's timers: (due on net.now, function)
        self.session.cuts.after = lambda secs, fn: self.timers.append((self.now + secs, fn))

    def _send(self, peer: int, data: bytes) -> None:
        if self.on_send is not None:
            self.on_send(peer, data)
        c = self.clients.get(peer)
        if c is not None and not c.closed:
            c.take(data)

    def _close(self, peer: int) -> None:
        c = self.clients.get(peer)
        if c is not None:
            c.closed = True

    def later(self, fn) -> None:
        self._later.append(fn)

    def connect(self, address: str = "127.0.0.1") -> FakeClient:
        peer = self._next_peer
        self._next_peer += 1
        c = FakeClient(self, peer, random.Random(self.rng.getrandbits(32)))
        self.clients[peer] = c
        self.session.connected(peer, address)
        return c

    def join(self, seat=None, code="ABCDEF", token=None, name="P") -> FakeClient:
        c = self.connect()
        c.send(msg.hello(code, name, seat, token))
        return c

    def drop(self, c: FakeClient) -> None:
        """The connection of ``c`` is lost (as a kill -9 of its program)."""
        c.closed = True
        self.session.disconnected(c.peer)

    def step(self) -> None:
        """Deliver the clients' answers, else wait for the table's next event (a
        computer's answer from its thread; a guard timer wakes the wait in any case)."""
        if not self._later:
            QTimer.singleShot(20, lambda: None)
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        QCoreApplication.processEvents()
        while self._later:
            self._later.popleft()()
            QCoreApplication.processEvents()
        due = [t for t in self.timers if t[0] <= self.now]
        if due:
            self.timers = [t for t in self.timers if t[0] > self.now]
            for _, fn in due:
                fn()
            QCoreApplication.processEvents()

    def run(self, until, most: int = 50000, still: int = 500) -> int:
        """Pump until ``until()`` or ``most`` rounds; returns the rounds used.  A table
        that does not move for ``still`` rounds in a row fails at once, saying where."""
        last, same = None, 0
        for n in range(most):
            if until():
                return n
            self.step()
            self.now += 0.05
            key = self._progress()
            same = same + 1 if key == last else 0
            last = key
            if same >= still:
                raise AssertionError(f"the table is stuck: {self.diagnosis()}")
        raise AssertionError("the table did not get there")

    def _progress(self) -> tuple:
        c = self.controller
        m, h = c.match, c.hand
        return (m.hand_number if m else None, len(h.history) if h else None, c.state,
                c.gen, len(self._later))

    def diagnosis(self) -> str:
        c = self.controller
        h = c.hand
        return (f"state {c.state}, waiting on {set(c.person.waiting)}, present {c.present}, "
                f"to act {h.to_act if h else None}, legal {h.legal_actions() if h else None}, "
                f"pending {c.computers.pending}, stale answers {c.stale_dropped}, "
                f"turns {[(cl.seat, cl.turn and cl.turn['at'], cl.closed) for cl in self.clients.values()]}, "
                f"turn ids {[(s, rs.turn_id) for s, rs in self.session.seats.items()]}, "
                f"last messages {[(cl.seat, [o['t'] for o in cl.inbox[-4:]]) for cl in self.clients.values()]}")

    def over(self) -> bool:
        return self.controller.state == TableState.MATCH_OVER
