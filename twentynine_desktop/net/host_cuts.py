"""The host's part in the people's cuts (docs/DEALING.md, *In a network game*): the
fingerprint to every seat before a deal, one cut from each connected person (taken or
refused with its reason), and the deal once the host's side is ready and every
connected person has cut, or ``CUT_WAIT_SECONDS`` later.  ``HostCuts`` belongs to a
``session.HostSession`` (its messages, its clock); ``after`` is its timer (tests give
their own, so that no test waits)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from ..controller import TableConfig
from ..engine.deal import DEAL_VERSION, CutPart
from . import messages as msg
from .cuts import CutRefusal, PendingCut, cut_data
from .protocol import ErrorCode, ProtocolError

REFUSALS = 200      # refused cuts (and actions) in a row before the connection is closed

if TYPE_CHECKING:
    from .session import HostSession, Peer

Deal = Callable[[tuple[CutPart, ...]], None]


def qt_after(seconds: float, fn: Callable[[], None]) -> None:
    """Call ``fn`` in ``seconds`` (the event loop's timer)."""
    QTimer.singleShot(max(0, int(seconds * 1000) + 1), fn)


class HostCuts:
    def __init__(self, session: HostSession) -> None:
        self.s = session
        # the people's cuts of the next deal (None: no deal waits for cuts)
        self.pending: PendingCut | None = None
        self._deal: Deal | None = None            # how to deal once the cuts are in
        self.after: Callable[[float, Callable[[], None]], None] = qt_after   # tests: their own
        # the host's side waits for the cuts of these seats (told to the host's screen)
        self.on_cut_wait: Callable[[list[int]], None] | None = None

    def forget(self) -> None:
        """A hand was dealt: no deal waits for cuts any more."""
        self.pending, self._deal = None, None

    def received(self, peer: int, p: Peer, obj: dict[str, Any]) -> None:
        """A person's part of the next deal's cut: taken (``cut_taken``) or refused
        with a reason (``cut_refused``); either way nothing else changes."""
        if set(obj) - {"t", "text", "seat"}:
            raise ProtocolError(ErrorCode.MALFORMED, "unknown fields")
        reason: CutRefusal | None = None
        data = cut_data(obj.get("text"))
        if p.seat is None:
            reason = CutRefusal.NOT_SEATED
        elif "seat" in obj and obj["seat"] != p.seat:
            reason = CutRefusal.NOT_YOUR_SEAT
        elif isinstance(data, CutRefusal):
            reason = data
        elif self.pending is None:
            reason = CutRefusal.NOT_NOW
        else:
            reason = self.pending.offer(p.seat, data)
        if reason is not None:
            p.refusals += 1
            if p.refusals > REFUSALS:
                raise ProtocolError(ErrorCode.FLOOD, "too many refused cuts")
            self.s.send(peer, msg.cut_refused(reason))
            return
        self.s.send(peer, msg.cut_taken())
        self.try_deal()

    def open(self, digest: bytes, number: int) -> None:
        """The next deal waits for the people's cuts: its fingerprint to every seat."""
        self.pending = PendingCut(digest, number)
        self._deal = None
        for _, peer in self.s._present():
            self.s.send(peer, msg.fingerprint(number, digest, DEAL_VERSION))

    def gate(self, host_cut: tuple[CutPart, ...], deal: Deal) -> None:
        """The controller's ``cut_gate``: the host's side is ready to deal."""
        pc = self.pending
        if pc is None:
            deal(host_cut)
            return
        if self._deal is None:
            self._deal = deal
        pc.ready(self.s.clock(), host_cut)
        if not self.try_deal():
            end = pc.deadline()
            self.after(max(0.0, (end or 0.0) - self.s.clock()), self._on_deadline)
            if self.on_cut_wait is not None:
                self.on_cut_wait(sorted(pc.waiting_for(self._people())))

    def _on_deadline(self) -> None:
        pc = self.pending
        if pc is None or self.try_deal():
            return
        end = pc.deadline()
        if end is not None:            # (a timer a little early: the rest of the time)
            self.after(max(0.0, end - self.s.clock()), self._on_deadline)

    def _people(self) -> list[int]:
        return [s for s, _ in self.s._present()]

    def try_deal(self) -> bool:
        """Deal if the host's side is ready and every connected person has cut or the
        time is up (True: dealt, or nothing waits)."""
        pc, deal = self.pending, self._deal
        if pc is None:
            return True
        if deal is None or not pc.done(self.s.clock(), self._people()):
            return False
        self.pending, self._deal = None, None
        deal(pc.all_parts())
        return True

    def start_match(self, config: TableConfig | None = None,
                    host_cut: tuple[CutPart, ...] = ()) -> None:
        """The first deal of a new match: its fingerprint to every seat, then dealt once
        the people have cut (as every later deal); ``host_cut``: the host person's part."""
        c = self.s.table
        digest = c.deals.prepare(None)
        if digest is None:
            c.new_match(config)
            return
        self.open(digest, 1)
        self.gate(host_cut, lambda parts: c.new_match(config, cut=parts))
