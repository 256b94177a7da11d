"""The table screen of a match played with others: the usual window (``MainWindow``),
attached to the hosted table's controller (the host) or to a ``RemoteTable`` (a seat at
another computer's table), with each seat's plate saying who sits there: a person (their
name), a computer (and its level), or a person away whose seat a computer holds.

``RemoteSeatTable`` gives the screen what it reads of a ``TableController`` (the match's
score and rules, the hand's number, the config's level and doubling window) from what
the host tells this seat; the signals and calls are the ``RemoteTable``'s own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from ..controller import TableConfig, TableState
from ..controller.updates import Redraw, TableUpdate
from ..engine.refusal import Refusal, RefusalCode
from ..engine.rules import Rules
from ..net.messages import SeatKind, seat_kind
from .events_text import LEVEL_WORDS, SEAT_NAMES, match_result_text
from .i18n import tr
from .main_window import MainWindow
from .net_words import connection_words, join_refused_words, options_words

WAIT_SAID_MS = 1200       # a wait longer than this is said in the status bar


class RemoteMatch:
    """The match as this seat knows it: the score and the number of the hands the host
    has told of, and the table's rules."""

    def __init__(self, table: RemoteSeatTable):
        self.table = table
        # (a program seated mid-match is told the hands played so far in the welcome)
        self.hands_told = int(getattr(table.rt, "hands_told", 0))
        self.last_deal: int | None = None
        self.winner: int | None = None

    @property
    def scores(self) -> list[int]:
        return list(self.table.rt.scores)

    @property
    def rules(self) -> Rules:
        return self.table.config.rules

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def hand_number(self) -> int:
        done = self.table.rt.state in (TableState.HAND_OVER, TableState.MATCH_OVER)
        return self.hands_told if done else self.hands_told + 1

    @property
    def current_deal_number(self) -> int | None:
        return self.last_deal

    @property
    def current_fingerprint(self) -> bytes | None:
        """The fingerprint the hand on the table was dealt with (the info box shows it)."""
        d = getattr(self.table.rt, "current_deal", None)
        return d.shown or d.told if d is not None else None

    @property
    def next_fingerprint(self) -> bytes | None:
        """Between hands, the next deal's fingerprint once the host has sent it."""
        d = getattr(self.table.rt, "next_deal", None)
        return d.shown if d is not None and d.summary is None else None


class _Quiet(QObject):
    """The controller's signals that a seat at another computer's table never sends."""

    sig_auto_play = Signal(int)      # (the host plays a forced card as any other)


class RemoteSeatTable:
    """A ``RemoteTable`` as the screen sees a controller.  Everything not defined here
    (the signals, ``human_play``, ``view``...) is the ``RemoteTable``'s own."""

    hand = None          # the whole hand is the host's: never here

    def __init__(self, rt: Any, looks: TableConfig | None = None):
        """``looks``: the person's own table (card back, animation speed, name)."""
        self.rt = rt
        self.quiet = _Quiet(rt)
        self.sent = False          # an action sent, the host's answer not yet here
        rt.wait_for_view = True
        self.config = dataclasses.replace(looks or TableConfig(), levels={}, human_seat=rt.seat,
                                          hints=False, practice=False, seed=None,
                                          remote_seats=frozenset())
        self.set_rules(rt.rules)
        self.match = RemoteMatch(self)
        # connected before the screen, so that the screen reads the new numbers
        rt.sig_hand_over.connect(self._hand_over)
        rt.sig_match_over.connect(self._match_over)
        rt.sig_connection.connect(self._connection)
        for sig in (rt.sig_update, rt.sig_human_turn, rt.sig_refused, rt.sig_connection):
            sig.connect(self._answered)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rt, name)

    # an action sent waits for the host's answer: meanwhile the table is not the
    # person's to act on (as a solo table, which answers at once)
    @property
    def state(self) -> TableState:
        st: TableState = self.rt.state
        return TableState.WAIT_ANIMATION if self.sent and st == TableState.WAIT_HUMAN else st

    def _answered(self, *_: object) -> None:
        self.sent = False

    def human_act(self, action: Any) -> Any:
        reason = self.rt.human_act(action)
        self.sent = reason is None
        return reason

    def human_play(self, card: int) -> Any:
        reason = self.rt.human_play(card)
        self.sent = reason is None
        return reason

    def next_hand(self, cut: object = ()) -> None:
        """The host deals the next hand: this seat's part of its cut goes to the host
        (``cut``: what the summary's cut box made; none: nothing to send)."""
        if isinstance(cut, tuple) and cut:
            self.rt.send_cut(cut[0].data)
        self.rt.next_hand()

    @property
    def sig_auto_play(self) -> Any:
        return self.quiet.sig_auto_play

    def human_claim(self) -> Refusal:
        """No claim at a shared table (the others have not agreed to it), as the host's
        controller says too."""
        reason = Refusal(RefusalCode.NOT_YOUR_DECISION)
        self.rt.sig_refused.emit(None, reason)
        return reason

    def human_decline(self) -> None:
        self.rt.human_decline()
        self.sent = True

    @property
    def wait_for_view(self) -> bool:
        return bool(self.rt.wait_for_view)

    @wait_for_view.setter
    def wait_for_view(self, on: bool) -> None:
        self.rt.wait_for_view = on

    def set_rules(self, rules: object) -> None:
        try:
            self.config.rules = Rules(rules) if isinstance(rules, dict) and rules else Rules()
        except Exception:  # a host of another version: its rules are told in its words
            self.config.rules = Rules()

    def _hand_over(self, summary: Any) -> None:
        self.match.hands_told = summary.number
        self.match.last_deal = summary.deal_number

    def _match_over(self, winner: int) -> None:
        self.match.winner = winner

    def _connection(self, state: str) -> None:
        if state == "joined":
            self.config.human_seat = self.rt.seat
            self.set_rules(self.rt.rules)
            # (re)joined mid-match: the hands played so far, as the host says
            self.match.hands_told = max(self.match.hands_told, int(getattr(self.rt, "hands_told", 0)))


def seat_note(row: dict[str, Any] | None) -> str | None:
    """What a seat's plate says after the name: "computer, normal", "away: a computer
    plays" (None for a person at the table)."""
    if row is None:
        return None
    kind = seat_kind(row)
    level = str(row.get("level") or "normal")
    if kind == SeatKind.COMPUTER:
        return tr("computer, {level}").format(level=tr(LEVEL_WORDS.get(level, level)))
    if kind == SeatKind.AWAY:
        return tr("away: a computer plays")
    return None


def seat_name(row: dict[str, Any] | None, seat: int, mine: int | None) -> str:
    """The name on a seat's plate: "You", a person's name, else the seat's."""
    if seat == mine:
        return tr("You")
    if row is not None and seat_kind(row) in (SeatKind.PERSON, SeatKind.AWAY):
        name = str(row.get("name") or "").strip()[:20]
        if name and name != "You":
            return name
    return tr(SEAT_NAMES[seat])


class NetTableWindow(MainWindow):
    """The table screen of a shared match.  ``table``: the hosted table's controller or a
    ``RemoteSeatTable``; ``rows()`` who sits where now; ``on_close`` is called once the
    window is closed (the solo window comes back)."""

    def __init__(self, config: TableConfig, table: Any, remote: bool,
                 rows: Callable[[], list[dict[str, Any]]], on_close: Callable[[], None]):
        self.remote = remote
        self.rows = rows
        super().__init__(config, start=False, controller=table, learning=not remote)
        self.on_close = on_close
        self.left = False
        self.my_turn = False
        self._show_title()
        self.connection_label = QLabel()
        self.connection_label.setObjectName("connection_label")
        self.statusBar().addPermanentWidget(self.connection_label)
        self.options_label = QLabel()       # the table's choices, the same for everyone
        self.options_label.setObjectName("options_label")
        self.statusBar().addPermanentWidget(self.options_label)
        self.act_new.setEnabled(False)
        self.connection = ""
        self.options: dict[str, bool] = {}
        self.hint: Any = None          # a seat's Hint button (net_hints), when one is given
        self.deals: Any = None         # a seat's fingerprint, cut and deal checks (net_deal)
        self.language_hooks.append(self._retranslate)
        table.sig_thinking.connect(self._waiting_on)
        table.sig_match_over.connect(self._match_over)
        table.sig_hand_over.connect(self._hand_over)
        self.waiting_words = ""
        self.cut_words = ""              # (the host) whose cuts the deal waits for
        self.wait_timer = QTimer(self)
        self.wait_timer.setSingleShot(True)
        self.wait_timer.setInterval(WAIT_SAID_MS)
        self.wait_timer.timeout.connect(self._say_waiting)
        table.sig_human_turn.connect(self._wait_over)
        table.sig_update.connect(self._wait_over)
        # whose turn, in the title too: a window behind others (or on the taskbar) says it
        for sig in (table.sig_human_turn, table.sig_state, table.sig_update, table.sig_hand_over,
                    table.sig_match_over):
            sig.connect(self._turn_said)
        resync = getattr(table, "sig_resync", None)
        if resync is not None:
            resync.connect(self._resync)
        for name in ("sig_seat_turn", "sig_waiting"):   # the host's, the seat's
            sig = getattr(table, name, None)
            if sig is not None:
                sig.connect(self._waiting_on)

    # ------------------------------------------------------------------ whose turn
    def _show_title(self) -> None:
        self.setWindowTitle(tr("Twenty-Nine: a table with others \u2014 your turn") if self.my_turn
                            else tr("Twenty-Nine: a table with others"))

    def waits_on_me(self) -> bool:
        """The table waits on this window's person now (a hosted table also waits on the
        people at other computers: then only when the host is among them)."""
        c = self.controller
        if c.state != TableState.WAIT_HUMAN or c.human is None:
            return False
        waited = getattr(getattr(c, "person", None), "waiting", None)
        return waited is None or c.human in waited

    def _turn_said(self, *_: object) -> None:
        """The title says when the table waits on this window's person; a window not in
        front asks for attention (the taskbar entry flashes) as well."""
        mine = self.waits_on_me()
        if mine == self.my_turn:
            return
        self.my_turn = mine
        self._show_title()
        if mine and not self.isActiveWindow():
            QApplication.alert(self)

    # ------------------------------------------------------------------ who sits where
    def seats_changed(self, _rows: object = None) -> None:
        self._apply_config_to_scene()
        self._refresh_info()

    def _apply_config_to_scene(self) -> None:
        super()._apply_config_to_scene()
        rows = {r.get("seat"): r for r in self.rows()} if hasattr(self, "rows") else {}
        mine = self.controller.human
        self.scene.names = [seat_name(rows.get(s), s, mine) for s in range(4)]
        self.scene.update()

    def _refresh_info(self) -> None:
        c = self.controller
        v = c.view()
        rows = {r.get("seat"): r for r in self.rows()}
        notes = {s: None if s == c.human else seat_note(rows.get(s)) for s in range(4)}
        to_act = v.to_act if v is not None else None
        # A hosted table also waits (WAIT_HUMAN) on the people at other computers: the
        # host's own plate is outlined only when the host is among those waited on.
        person = getattr(c, "person", None)
        waited = getattr(person, "waiting", None) if person is not None else None
        if (c.state == TableState.WAIT_HUMAN and c.human is not None
                and (waited is None or c.human in waited)):
            to_act = c.human
        self.scene.update_info(v, c.match, notes, to_act, self.signals.thinking)

    def _waiting_on(self, seat: int, *_: object) -> None:
        """A long wait is visible: whose turn it is, in the status bar and as the
        thinking mark on their plate."""
        if not 0 <= seat < 4 or seat == self.controller.human:
            return
        self.signals.thinking = seat
        self._refresh_info()
        self.waiting_words = tr("Waiting for {name}\u2026").format(name=self.scene.names[seat])
        self.wait_timer.start()      # said once the wait is more than a moment

    def _say_waiting(self) -> None:
        if self.waiting_words:
            self.statusBar().showMessage(self.waiting_words)

    def _wait_over(self, *_: object) -> None:
        self.wait_timer.stop()
        if self.cut_words and self.statusBar().currentMessage() == self.cut_words:
            self.statusBar().clearMessage()     # dealt: the cuts are in
        self.cut_words = ""
        if self.waiting_words and self.statusBar().currentMessage() == self.waiting_words:
            self.statusBar().clearMessage()
        self.waiting_words = ""

    def _hand_over(self, _summary: object) -> None:
        """A seat at another's table does not deal: its summary only closes (the host's
        person deals the next hand, which closes it too)."""
        dlg = self.summary_dialog
        if self.remote and dlg is not None:
            dlg.next_button.setText(tr("Close"))

    def cut_wait(self, seats: object) -> None:
        """(The host's window) the deal waits for the cuts of ``seats``, at most 20 s."""
        if not isinstance(seats, list) or not seats:
            return
        names = ", ".join(self.scene.names[s] for s in seats if isinstance(s, int) and 0 <= s < 4)
        self.cut_words = tr("Waiting for the cut of {names} (at most 20 seconds)…").format(names=names)
        self.statusBar().showMessage(self.cut_words, 20000)

    def _match_over(self, _winner: int) -> None:
        if self.remote:          # (the host's own summary says it)
            words = match_result_text(self.controller.match, self.controller.human)
            self.scene.show_notice(words)
            self.statusBar().showMessage(words)
            self.panel.clear(words)

    def _resync(self, view: Any) -> None:
        """Back at the table in the middle of a hand: everything drawn afresh from the
        seat's view (its cards, the trick on the table, the trump's card)."""
        self.scene.apply_update(TableUpdate(0, (Redraw(view.dealer),), view))

    # ------------------------------------------------------------------ the connection
    def connection_changed(self, state: str) -> None:
        words = connection_words(state)
        self.connection = state
        self.connection_label.setText(words)
        if state in ("lost", "ended"):
            self.scene.show_notice(words)
            self.statusBar().showMessage(words, 8000)
        if state == "joined" and self.controller.human is not None:
            self.scene.viewer = self.controller.human
            self.show_options(getattr(self.controller, "options", {}) or {})
            self.seats_changed()
            if self.controller.view() is None:
                self.panel.clear(tr("Waiting for the host to start the match\u2026"))

    def show_options(self, options: dict[str, bool]) -> None:
        self.options = dict(options)
        self.options_label.setText(options_words(options))

    def _retranslate(self) -> None:
        """After a change of language: the words of the status bar again."""
        self.act_new.setEnabled(False)
        self._show_title()
        self.show_options(self.options)
        if self.connection:
            self.connection_label.setText(connection_words(self.connection))

    def join_refused(self, code: str, _plain: str) -> None:
        words = join_refused_words(code)
        self.statusBar().showMessage(words, 10000)
        self.scene.show_notice(words)

    # ------------------------------------------------------------------ no solo matches here
    def new_match(self, config: TableConfig | None = None, hand: Any = None,
                  deal_number: int | None = None, cut: tuple = (), dealer: int | None = None) -> None:
        """A shared match is dealt by its host: a finished one ends here."""
        self.statusBar().showMessage(tr("The match is over. Close this window to go back to "
                                        "your own table."))

    def match_in_progress(self) -> bool:
        c = self.controller
        if self.remote:
            return not c.closed and c.state not in (TableState.IDLE, TableState.MATCH_OVER)
        return super().match_in_progress()

    def ask_quit(self) -> bool:
        text = (tr("Leave this table? A computer will play your seat.") if self.remote
                else tr("Close this table? The match ends for everyone at it."))
        answer = QMessageBox.question(self, tr("Leave the table"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: Any) -> None:
        super().closeEvent(event)
        if event.isAccepted() and not self.left:
            self.left = True
            self.on_close()


def show_window(win: QWidget) -> None:
    win.show()
    win.raise_()
    win.activateWindow()

