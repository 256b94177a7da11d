"""Game > Play with others: Host a table and Join a table, for a solo window.

``install(window)`` adds the submenu (found by the window's own New match action, and
put back when the menus are rebuilt in another language).  Hosting: the solo match in
progress is kept (in its autosave; this window waits hidden and comes back), the notice
of what the system will ask before the first listen, the lobby (``net_lobby``), then
the usual table screen on the hosted table's controller (``net_window``).  Joining: the
join dialog (``net_join``), then the table screen on a ``RemoteTable``.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSysInfo
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QMenu, QMessageBox

from ..net.discovery import TableAnnouncer
from ..net.host import HostedTable, loopback_only
from .i18n import tr
from .net_join import JoinDialog
from .net_lobby import HostLobby
from .net_window import NetTableWindow, RemoteSeatTable
from .net_words import FIRST_LISTEN

log = logging.getLogger(__name__)

NOTICE_MARKER = "network-notice-shown"


def default_marker() -> Path | None:
    from ..platform_paths import settings_dir
    try:
        return settings_dir() / NOTICE_MARKER
    except OSError:
        return None


class NetPlay(QObject):
    """What Play with others adds to one solo window ``win``: its menu entries, the
    lobby, the join dialog and the shared table's window while one is open."""

    def __init__(self, win: Any, marker: Path | None = None, save_folder: Path | None = None,
                 seats_file: Path | None = None, ask_before_leaving: bool = False):
        super().__init__(win)
        self.win = win
        self.marker = marker                # "don't show again" of the notice (None: always shown)
        self.save_folder = save_folder      # a hosted match's save (None: not saved)
        self.seats_file = seats_file        # the seats taken at others' tables (None: not kept)
        self.ask_before_leaving = ask_before_leaving
        self.act_host = QAction(win)
        self.act_host.setObjectName("act_host_table")
        self.act_host.triggered.connect(lambda: self.host_table())
        self.act_join = QAction(win)
        self.act_join.setObjectName("act_join_table")
        self.act_join.triggered.connect(lambda: self.join_table())
        self.menu: QMenu | None = None
        self.hosted: HostedTable | None = None
        self.announcer: TableAnnouncer | None = None
        self.lobby: HostLobby | None = None
        self.join_dialog: JoinDialog | None = None
        self.table_window: NetTableWindow | None = None
        self.options: dict[str, bool] = {}

    # ------------------------------------------------------------------ the menu
    def add_menu(self) -> None:
        """Game > Play with others, after New match, in the chosen language."""
        w = self.win
        self.act_host.setText(tr("&Host a table\u2026"))
        self.act_join.setText(tr("&Join a table\u2026"))
        game = next((a.menu() for a in w.menuBar().actions()
                     if a.menu() is not None and w.act_new in a.menu().actions()), None)
        if game is None:
            return
        self.menu = QMenu(tr("&Play with others"), game)
        self.menu.setObjectName("menu_play_with_others")
        self.menu.addAction(self.act_host)
        self.menu.addAction(self.act_join)
        after = game.actions()[game.actions().index(w.act_new) + 1:]
        game.insertMenu(after[0] if after else None, self.menu)

    # ------------------------------------------------------------------ questions (tests replace them)
    def keep_solo_match(self) -> bool:
        """The solo match in progress: ask before leaving it (it is kept)."""
        if not self.win.match_in_progress():
            return True
        answer = QMessageBox.question(
            self.win, tr("Play with others"),
            tr("Your match here is kept: you can go on with it when you leave the shared "
               "table. Go to the shared table now?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def notice_before_listening(self, loopback: bool | None = None) -> bool:
        """Before the first listen: what the system will ask and what to click (with
        "Don't show this again").  False: the host changed their mind.  Not shown when
        the program is limited to this computer (``loopback``, default: the
        ``--loopback-only`` option): the system asks nothing then, and nobody else can join."""
        if loopback_only() if loopback is None else loopback:
            return True
        if self.marker is not None and self.marker.exists():
            return True
        box = QMessageBox(QMessageBox.Icon.Information, tr("Host a table"), tr(FIRST_LISTEN),
                          QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel, self.win)
        again = QCheckBox(tr("Don't show this again"))
        box.setCheckBox(again)
        ok = box.exec() == QMessageBox.StandardButton.Ok
        if ok and again.isChecked():
            self.remember_notice()
        return ok

    def remember_notice(self) -> None:
        if self.marker is None:
            return
        try:
            self.marker.write_text("The notice before hosting a table was read.\n", encoding="utf-8")
        except OSError:
            pass

    # ------------------------------------------------------------------ hosting
    def host_config(self) -> Any:
        w = self.win
        base = w.config
        store = getattr(w, "settings_store", None)
        if store is not None:
            base = store.settings.apply_to_config(w.config)
        seat = 2
        return dataclasses.replace(base, human_seat=seat, seed=None, first_dealer=None,
                                   remote_seats=frozenset(s for s in range(4) if s != seat),
                                   hints=False, practice=False, levels=dict(base.levels))

    def host_table(self, loopback: bool | None = None) -> HostLobby | None:
        """Open a table for others: the lobby, listening (None: not now)."""
        if self.lobby is not None or self.table_window is not None:
            self.bring_forward()
            return self.lobby
        if not self.keep_solo_match() or not self.notice_before_listening(loopback):
            return None
        self.options = {"hints": False, "practice": False, "advisor": False}
        table = self.resumable()
        if table is not None and not self.ask_resume_hosted(table):
            table.shutdown()
            table = None
        if table is None:
            table = HostedTable(self.host_config(), parent=self)
            if self.save_folder is not None:
                table.save_to(self.save_folder)
        else:
            self.options.update(table.choices)      # a resumed table: the choices it had
        table.choices = self.options                # (the lobby changes them in place)
        try:
            table.listen(loopback=loopback)
        except OSError as exc:
            QMessageBox.warning(self.win, tr("Host a table"),
                                tr("The table could not be opened: {why}").format(why=exc))
            table.shutdown()
            return None
        self.hosted = table
        name = str(table.config.player_name)
        self.announcer = TableAnnouncer(table, name if name and name != "You"
                                        else QSysInfo.machineHostName()[:40], parent=self)
        self.announcer.start()
        self.lobby = HostLobby(table, self.options, self.win)
        if not table.resuming:       # the first deal's fingerprint, and the host's own cut
            from .deal_check import add_cut_box
            add_cut_box(self.lobby, table.controller.deals.prepare(None))
        self.lobby.sig_start.connect(self._start_hosted)
        self.lobby.rejected.connect(self._close_hosted)
        self.lobby.show()
        return self.lobby

    def resumable(self) -> HostedTable | None:
        """The match this computer hosted and did not finish (its save), or None."""
        if self.save_folder is None:
            return None
        try:
            self.save_folder.mkdir(parents=True, exist_ok=True)
            return HostedTable.resume(self.save_folder, self.host_config(), parent=self)
        except (OSError, ValueError) as exc:
            log.warning("the hosted match's save could not be read: %s", exc)
            return None

    def ask_resume_hosted(self, table: HostedTable) -> bool:
        answer = QMessageBox.question(
            self.win, tr("Host a table"),
            tr("The match you hosted last time was not finished. Go on with it? The others "
               "join again with the same table code, {code}.").format(code=table.code_shown),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def _start_hosted(self) -> None:
        table = self.hosted
        assert table is not None, "the lobby starts the table it shows"
        from .deal_check import cut_of_summary
        cut = cut_of_summary(self.lobby, table.config.human_seat) if self.lobby is not None else ()
        self.lobby = None
        win = NetTableWindow(table.config, table.controller, remote=False, rows=table.seat_rows,
                             on_close=self._close_hosted)
        win.settings_store = getattr(self.win, "settings_store", None)
        table.sig_seats.connect(win.seats_changed)
        table.sig_cut_wait.connect(win.cut_wait)
        learning = win.learning
        if learning is not None:
            learning.act_advisor.setEnabled(self.options.get("advisor", False))
            learning.act_tutorial.setEnabled(False)
        win.show_options(self.options)
        self._show_table(win)
        table.start(cut)
        win.rules_button.set_rules(table.config.rules)

    def _close_hosted(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None
        if self.hosted is not None:
            self.hosted.shutdown()
            self.hosted.deleteLater()
            self.hosted = None
        self.lobby = None
        self._back_to_solo()

    # ------------------------------------------------------------------ joining
    def join_table(self) -> JoinDialog | None:
        if self.join_dialog is not None or self.table_window is not None or self.lobby is not None:
            self.bring_forward()
            return self.join_dialog
        if not self.keep_solo_match():
            return None
        name = str(self.win.config.player_name)
        self.join_dialog = JoinDialog(name if name != "You" else "", self.win,
                                      seats_file=self.seats_file)
        self.join_dialog.sig_joined.connect(self._joined)
        self.join_dialog.finished.connect(self._join_closed)
        self.join_dialog.show()
        return self.join_dialog

    def _join_closed(self, _result: int = 0) -> None:
        self.join_dialog = None

    def _joined(self, rt: Any) -> None:
        """The host took this program in: the table screen on the remote table."""
        rt.setParent(self)
        table = RemoteSeatTable(rt, self.win.config)
        win = NetTableWindow(table.config, table, remote=True, rows=lambda: list(rt.seats),
                             on_close=lambda: self._close_remote(rt))
        win.settings_store = getattr(self.win, "settings_store", None)
        rt.sig_seats.connect(win.seats_changed)
        rt.sig_connection.connect(win.connection_changed)
        rt.sig_join_refused.connect(win.join_refused)
        win.connection_changed("joined")
        win.show_options(getattr(rt, "options", {}) or {})
        from .net_hints import RemoteHintButton  # when the host's table offers hints
        win.hint = RemoteHintButton(win, rt)
        from .net_deal import JoinerDeals  # the fingerprint, the cut, Check this deal
        win.deals = JoinerDeals(win, rt)
        self._show_table(win)

    def _close_remote(self, rt: Any) -> None:
        if not rt.closed:
            rt.shutdown()
        rt.deleteLater()
        self._back_to_solo()

    # ------------------------------------------------------------------ windows
    def _show_table(self, win: NetTableWindow) -> None:
        self.table_window = win
        win.confirm_quit = self.ask_before_leaving
        store = getattr(self.win, "settings_store", None)
        if store is not None:
            win.apply_display(store.settings.table)
        win.show()
        self.win.hide()

    def _back_to_solo(self) -> None:
        self.table_window = None
        if not self.win.isVisible():
            self.win.show()

    def bring_forward(self) -> None:
        for w in (self.lobby, self.join_dialog, self.table_window):
            if w is not None:
                w.show()
                w.raise_()
                w.activateWindow()
                return


def install(win: Any, marker: Path | None = None, save_folder: Path | None = None,
            seats_file: Path | None = None, ask_before_leaving: bool = False) -> NetPlay:
    """Add Game > Play with others to the solo window ``win`` (the program passes the
    files where the notice, the hosted match and the seats taken are kept; tests none)."""
    net = NetPlay(win, marker, save_folder, seats_file, ask_before_leaving)
    win.net_play = net
    net.add_menu()
    hooks = getattr(win, "language_hooks", None)
    if hooks is not None:
        hooks.append(net.add_menu)
    return net
