"""A deal anyone can check, at another computer's table (docs/DEALING.md, *In a network
game*).

Before each deal the host sends its fingerprint: the seat's hand summary shows it with
the cut box, as in solo play (``deal_check.add_cut_box``), and closing the summary
sends the cut (what was typed, else the mouse's); when no summary is open (the first
deal of a match) a small dialog (``CutDialog``) asks for it.  After the hand the host
reveals the secret and every seat's part: *Check this deal* (in the summary, and in
*Game > Check the deals of this table* for every hand of this session) recomputes the
deal here (``RemoteDeal.check``) and says whether the secret matches the fingerprint
shown before, whether the cards dealt were those, and whether this seat's cut was in.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..controller.updates import NewHand
from ..engine.cards import step_of
from ..engine.deal import deal_hands, short_fingerprint
from ..engine.rules import Rules
from ..net.cuts import RemoteDeal
from .deal_check import SEAT_WORDS, CutBox, add_cut_box, algorithm_note_html, cut_words, hands_html
from .i18n import tr
from .net_words import cut_answer_words

OK, NOT_OK = "\u2714 ", "\u2718 "


def remote_check_lines(d: RemoteDeal, seat: int) -> tuple[bool | None, list[str]]:
    """What *Check this deal* says at a joining program, line by line (the verdict
    last), and whether the deal checks (None: not revealed yet)."""
    got = d.check(seat)
    r, s = d.reveal, d.summary
    if got is None or r is None or s is None:
        return None, [tr("This hand's secret is revealed when the hand is over.")]
    lines = []
    if d.shown is not None:
        lines.append(tr("Shown before the deal, the fingerprint: {fp}").format(fp=short_fingerprint(d.shown)))
    else:
        lines.append(tr("This program joined after the fingerprint of this hand was shown: the "
                        "secret is checked against the fingerprint the hand was dealt with."))
    lines.append(tr("Revealed now, the secret: {secret}").format(secret=r.secret.hex().upper()))
    lines.append(tr("The cut: {cut}").format(cut=cut_words(r.parts)))
    lines.append(OK + tr("The secret matches the fingerprint shown before the deal.")
                 if got.fingerprint_matches else
                 NOT_OK + tr("The secret does NOT match the fingerprint shown before the deal."))
    if got.deal_number_matches:
        lines.append(OK + tr("The secret and the cut give deal number {n}.").format(n=got.deal_number))
    else:
        lines.append(NOT_OK + tr("The secret and the cut give deal number {m}, not this hand's number {n}.")
                     .format(m=got.deal_number, n=s.deal_number))
    lines.append(OK + tr("Shuffled and dealt from {dealer}, deal {n} gives you exactly the cards you "
                         "were dealt.").format(dealer=tr(SEAT_WORDS[s.dealer]), n=got.deal_number)
                 if got.own_cards_match else
                 NOT_OK + tr("Deal {n} does NOT give you the cards you were dealt.").format(n=got.deal_number))
    lines.append(OK + tr("Every card played came from the hand this deal gives its player.")
                 if got.played_cards_match else
                 NOT_OK + tr("A card played does NOT come from the hand this deal gives its player."))
    if got.own_cut_included is None:
        lines.append(tr("You did not cut this deal (or your cut came too late): the secret and the "
                        "others' cuts fixed the cards."))
    else:
        lines.append(OK + tr("Your cut was included.") if got.own_cut_included else
                     NOT_OK + tr("Your cut is NOT among the parts of this deal."))
    if got.ok:
        lines.append(tr("This deal checks: the host's program fixed its secret when it showed you "
                        "the fingerprint, and the cuts came after, so nobody could choose these cards."))
    else:
        lines.append(tr("This deal does not check: the host's program did not deal what its "
                        "fingerprint promised."))
    return got.ok, lines


def remote_check_html(d: RemoteDeal, seat: int) -> str:
    ok, lines = remote_check_lines(d, seat)
    if ok is None:
        return "".join(f"<p>{escape(line)}</p>" for line in lines)
    colour = "#1b7a3a" if ok else "#b3261e"
    out = [f"<h3 style='color:{colour}'>{escape(lines[-1])}</h3>"]
    out += [f"<p>{escape(line)}</p>" for line in lines[:-1]]
    got, s = d.check(seat), d.summary
    if got is not None and s is not None and got.deal_number >= 0:
        try:
            step = step_of(Rules(d.rules).direction) if d.rules else 1
        except Exception:   # a host of another version: its rules are its own
            step = 1
        hands = deal_hands(got.deal_number, s.dealer, step)
        out.append(hands_html(tr("The cards the secret and the cut give:"), hands))
    out.append(algorithm_note_html())
    return "".join(out)


class RemoteDealCheckDialog(QDialog):
    """*Check this deal* at a joining program: the deal recomputed here."""

    def __init__(self, d: RemoteDeal, seat: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("remote_deal_check")
        self.setWindowTitle(tr("Check this deal: hand {n}").format(n=d.number))
        self.ok, self.lines = remote_check_lines(d, seat)
        lay = QVBoxLayout(self)
        self.body = QTextBrowser()
        self.body.setHtml(remote_check_html(d, seat))
        self.body.setMinimumSize(560, 420)
        lay.addWidget(self.body)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)


class CutDialog(QDialog):
    """The next deal's fingerprint and the cut box when no hand summary is open (the
    first deal of a match): *Cut* sends what was typed, else the mouse's cut."""

    def __init__(self, number: int, digest: bytes, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("cut_dialog")
        self.number = number
        self.setWindowTitle(tr("Hand {n}").format(n=number))
        self.setModal(False)
        lay = QVBoxLayout(self)
        words = QLabel(tr("The host is about to deal hand {n}. You may cut first: type anything, or "
                          "just click Cut and the mouse cuts.").format(n=number))
        words.setWordWrap(True)
        lay.addWidget(words)
        box = QDialogButtonBox()
        self.cut_button = box.addButton(tr("Cut"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.cut_button.setObjectName("cut_button")
        self.cut_button.setDefault(True)
        box.accepted.connect(self.accept)
        lay.addWidget(box)
        add_cut_box(self, digest)


class JoinerDeals(QObject):
    """The deal tools of a window seated at another computer's table (``win``, a
    ``NetTableWindow``; ``rt``, its ``RemoteTable``)."""

    def __init__(self, win: Any, rt: Any):
        super().__init__(win)
        self.win = win
        self.rt = rt
        self.cut_dialog: CutDialog | None = None
        self.check_dialog: RemoteDealCheckDialog | None = None
        self.list_dialog: SessionDealsDialog | None = None
        self.act_deals = QAction(win)
        self.act_deals.setObjectName("act_check_deals")
        self.act_deals.triggered.connect(self.open_list)
        rt.sig_fingerprint.connect(self._fingerprint)
        rt.sig_reveal.connect(self._reveal)
        rt.sig_cut_answer.connect(self._answer)
        rt.sig_update.connect(self._update)
        self.add_menu()
        win.language_hooks.append(self.add_menu)

    def add_menu(self) -> None:
        """Game > Check the deals of this table (found by the window's New match)."""
        w = self.win
        self.act_deals.setText(tr("Check the &deals of this table\u2026"))
        game = next((a.menu() for a in w.menuBar().actions()
                     if a.menu() is not None and w.act_new in a.menu().actions()), None)
        if game is not None and self.act_deals not in game.actions():
            acts = game.actions()
            after = acts[acts.index(w.act_new) + 1:]
            game.insertAction(after[0] if after else None, self.act_deals)

    # ------------------------------------------------------------------ before the deal
    def _fingerprint(self, number: int, digest: bytes) -> None:
        self.win._refresh_info()          # the info box shows the next deal's fingerprint
        dlg = self.win.summary_dialog
        if dlg is not None and not dlg.match_over:
            if not isinstance(getattr(dlg, "cut_box", None), CutBox):
                add_cut_box(dlg, digest)          # closing the summary sends the cut
                dlg.next_button.setText(tr("Next deal"))
            return
        self.close_cut_dialog()
        self.cut_dialog = CutDialog(number, digest, self.win)
        self.cut_dialog.finished.connect(self._cut_dialog_closed)
        self.cut_dialog.show()
        self.cut_dialog.cut_button.setFocus()

    def _cut_dialog_closed(self, _result: int = 0) -> None:
        dlg, self.cut_dialog = self.cut_dialog, None
        if dlg is None:
            return
        box = getattr(dlg, "cut_box", None)
        seat = self.rt.seat
        if isinstance(box, CutBox) and seat is not None:
            self.rt.send_cut(box.cut(seat)[0].data)
        dlg.deleteLater()

    def close_cut_dialog(self) -> None:
        """The deal came (or another fingerprint): the dialog goes, sending nothing."""
        dlg, self.cut_dialog = self.cut_dialog, None
        if dlg is not None:
            dlg.finished.disconnect()
            dlg.close()
            dlg.deleteLater()

    def _update(self, update: Any) -> None:
        if any(isinstance(e, NewHand) for e in update.events):
            self.close_cut_dialog()
            bar = self.win.statusBar()
            if bar.currentMessage() == cut_answer_words(None):    # dealt: no more to wait for
                bar.clearMessage()

    def _answer(self, reason: Any) -> None:
        self.win.statusBar().showMessage(cut_answer_words(reason), 8000)

    # ------------------------------------------------------------------ after the hand
    def _reveal(self, d: RemoteDeal) -> None:
        dlg = self.win.summary_dialog
        if dlg is None or getattr(dlg.summary, "number", None) != d.number:
            return
        lay = dlg.layout()
        if not isinstance(lay, QVBoxLayout):
            return
        row = QHBoxLayout()
        check = QPushButton(tr("&Check this deal\u2026"))
        check.setObjectName("check_deal")
        check.setAutoDefault(False)
        check.clicked.connect(lambda: self.open_check(d, dlg))
        row.addWidget(check)
        row.addStretch(1)
        lay.insertLayout(lay.count() - 1, row)
        if self.list_dialog is not None:
            self.list_dialog.fill()

    def open_check(self, d: RemoteDeal, parent: QWidget | None = None) -> RemoteDealCheckDialog:
        seat = self.rt.seat if self.rt.seat is not None else 0
        dlg = RemoteDealCheckDialog(d, seat, parent or self.win)
        self.check_dialog = dlg
        dlg.show()
        return dlg

    def open_list(self) -> SessionDealsDialog:
        if self.list_dialog is None:
            self.list_dialog = SessionDealsDialog(self, self.win)
        self.list_dialog.fill()
        self.list_dialog.show()
        self.list_dialog.raise_()
        return self.list_dialog


class SessionDealsDialog(QDialog):
    """Every hand of this session at the table whose deal was revealed, each to check."""

    def __init__(self, deals: JoinerDeals, parent: QWidget | None = None):
        super().__init__(parent)
        self.deals = deals
        self.setObjectName("session_deals")
        self.setWindowTitle(tr("The deals of this table"))
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.itemActivated.connect(lambda _item: self.check())
        lay.addWidget(self.list)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.check_button = box.addButton(tr("&Check this deal\u2026"), QDialogButtonBox.ButtonRole.ActionRole)
        self.check_button.setObjectName("check_deal")
        self.check_button.clicked.connect(self.check)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.resize(420, 320)

    def fill(self) -> None:
        rt = self.deals.rt
        seat = rt.seat if rt.seat is not None else 0
        self.list.clear()
        for number in sorted(rt.deals):
            d = rt.deals[number]
            got = d.check(seat)
            if got is None:
                continue
            mark = OK if got.ok else NOT_OK
            item = QListWidgetItem(mark + tr("Hand {n}").format(n=number))
            item.setData(256, number)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)
        else:
            self.list.addItem(tr("No hand is over yet."))
        self.check_button.setEnabled(self.list.currentItem() is not None
                                     and self.list.currentItem().data(256) is not None)

    def check(self) -> None:
        item = self.list.currentItem()
        number = item.data(256) if item is not None else None
        d = self.deals.rt.deals.get(number) if number is not None else None
        if d is not None:
            self.deals.open_check(d, self)
