"""Game > History: the hands of this match and of past matches (date, contract,
result, game points).  A finished hand opens in the replay viewer (double-click or
Replay); a hand or a whole match can be exported as JSON records; a finished hand's deal
can be checked (its secret and cut are revealed once it is over: ``deal_check``) and
the hand saved for a report."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from ..engine.match import Match
from ..storage import results
from ..storage.archive import list_archived
from ..storage.matchsave import MatchInfo, atomic_write, dumps, export_obj
from .i18n import QT_TR_NOOP, tr

HAND_ROLE = Qt.ItemDataRole.UserRole + 1


def date_text(iso: str) -> str:
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except (TypeError, ValueError):
        return iso or "\u2014"
    return when.strftime("%Y-%m-%d %H:%M")   # digits only: the same in every language


def points_text(ns: int, ew: int) -> str:
    """"NS +2, EW -1", with the sides' translated short names."""
    return "{} {:+d}, {} {:+d}".format(tr("NS"), ns, tr("EW"), ew)


def result_words(result: object) -> str:
    """``results.result_text`` in the chosen language: "made 19-9", "lost 12-16"..."""
    st = results.status(result)
    if st == "annulled":
        return tr("annulled")
    if st != "complete":
        return tr("in progress")
    d = results.declarer(result)
    ns, ew = results.card_points(result)
    if d is None:
        return f"{ns}-{ew}"
    mine, theirs = (ns, ew) if d in "NS" else (ew, ns)
    text = tr("made {a}-{b}") if results.made(result) else tr("lost {a}-{b}")
    return text.format(a=mine, b=theirs)


def match_result_text(match: Match, info: MatchInfo, current: bool) -> str:
    ns, ew = match.scores
    score = points_text(ns, ew)
    if current:
        return tr("this match, in progress: {s}").format(s=score)
    if info.status == "abandoned" or not match.over:
        return tr("abandoned: {s}").format(s=score)
    winner = tr("NS") if match.winner == 0 else tr("EW")
    if info.human_seat is not None:
        mine = info.human_seat & 1
        who = tr("won by you and your partner") if match.winner == mine else tr("won by the opponents")
    else:
        who = tr("won by {w}").format(w=winner)
    return f"{who}: {score}"


SEAT_WORDS = {"N": QT_TR_NOOP("North"), "E": QT_TR_NOOP("East"), "S": QT_TR_NOOP("South"), "W": QT_TR_NOOP("West")}
SUIT_SIGNS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def contract_words(result: object) -> str:
    """"16 by North, trump \u2660, doubled"; "annulled" for a hand without a contract."""
    b = results.bidder(result)
    if b is None:
        return tr("annulled") if results.annulled(result) else "\u2014"
    parts = [tr("{n} by {who}").format(n=results.field(result, "bid"), who=tr(SEAT_WORDS.get(b, b)))]
    single = results.field(result, "single")
    if single:
        seat = results.field(single, "seat")
        parts.append(tr("single hand by {who}").format(who=tr(SEAT_WORDS.get(seat, str(seat)))))
    trump = results.field(result, "trump")
    if trump:
        parts.append(tr("trump {s}").format(s=SUIT_SIGNS.get(trump, trump)))
    mult = results.multiplier(result)
    extra = {2: tr("doubled"), 4: tr("redoubled"), "set": tr("set")}.get(mult)
    if extra:
        parts.append(extra)
    if results.annulled(result):
        parts.append(tr("annulled"))
    return ", ".join(parts)


class HistoryWindow(QDialog):
    COLUMNS = (QT_TR_NOOP("Date"), QT_TR_NOOP("Hand"), QT_TR_NOOP("Deal"), QT_TR_NOOP("Contract"),
               QT_TR_NOOP("Result"), QT_TR_NOOP("Game points"))

    def __init__(self, keeper, parent=None):
        super().__init__(parent)
        self.keeper = keeper
        self.setWindowTitle(tr("History"))
        self.resize(860, 540)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(len(self.COLUMNS))
        self.tree.setHeaderLabels([tr(c) for c in self.COLUMNS])
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemDoubleClicked.connect(lambda item, _c: self.replay(item))
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.b_replay = QPushButton(tr("&Replay"))
        self.b_export_hand = QPushButton(tr("Export &hand\u2026"))
        self.b_export_match = QPushButton(tr("Export &match\u2026"))
        self.b_check = QPushButton(tr("&Check this deal\u2026"))
        self.b_report = QPushButton(tr("Save this hand for a re&port"))
        self.b_close = QPushButton(tr("Close"))
        self.b_replay.clicked.connect(lambda: self.replay())
        self.b_export_hand.clicked.connect(lambda: self.export_hand())
        self.b_export_match.clicked.connect(lambda: self.export_match())
        self.b_check.clicked.connect(lambda: self.check_deal())
        self.b_report.clicked.connect(lambda: self.save_report())
        self.b_close.clicked.connect(self.close)
        bar = QHBoxLayout()
        for b in (self.b_replay, self.b_check, self.b_report, self.b_export_hand, self.b_export_match):
            bar.addWidget(b)
        bar.addStretch(1)
        bar.addWidget(self.b_close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tree, 1)
        lay.addWidget(self.note)
        lay.addLayout(bar)
        self.matches: list = []   # (match, info, current)

    # ------------------------------------------------------------------ contents
    def refresh(self) -> None:
        self.tree.clear()
        self.matches = []
        saver = self.keeper.saver
        if saver.match is not None and saver.info is not None:
            self.matches.append((saver.match, saver.info, True))
        problems = 0
        archived = list_archived(self.keeper.folder)
        archived.sort(key=lambda a: a.loaded.info.started if a.loaded is not None else "", reverse=True)
        for kept in archived:
            if kept.loaded is None:
                problems += 1
                continue
            if saver.info is not None and kept.loaded.info.match_id == saver.info.match_id:
                continue
            self.matches.append((kept.loaded.match, kept.loaded.info, False))
        for mi, (match, info, current) in enumerate(self.matches):
            top = QTreeWidgetItem([date_text(info.started), "", "", match_result_text(match, info, current), "", ""])
            top.setFirstColumnSpanned(False)
            font = top.font(0)
            font.setBold(True)
            for c in range(len(self.COLUMNS)):
                top.setFont(c, font)
            top.setData(0, HAND_ROLE, (mi, None))
            for hi, h in enumerate(match.hands_played):
                gns, gew = results.game_points(h.result)
                item = QTreeWidgetItem(["", str(h.number), "" if h.deal_number is None else str(h.deal_number),
                                        contract_words(h.result), result_words(h.result),
                                        points_text(gns, gew)])
                item.setData(0, HAND_ROLE, (mi, hi))
                item.setToolTip(0, tr("Double-click to replay this hand"))
                top.addChild(item)
            if current and match.current is not None and not match.current.over:
                item = QTreeWidgetItem(["", str(match.hand_number), "", tr("being played"), "", ""])
                item.setDisabled(True)
                top.addChild(item)
            self.tree.addTopLevelItem(top)
            top.setExpanded(mi == 0)
        # the match's summary spans the contract, result and points columns
        for i in range(self.tree.topLevelItemCount()):
            match_item = self.tree.topLevelItem(i)
            if match_item is not None:
                match_item.setFirstColumnSpanned(False)
        if not self.matches:
            self.note.setText(tr("No hand has been played yet."))
        elif problems:
            self.note.setText(tr("{n} kept match file(s) could not be read and are left out.").format(n=problems))
        else:
            self.note.setText(tr("Double-click a hand to replay it, all four hands face up."))
        first = self.tree.topLevelItem(0)   # None when the tree is empty
        if first is not None:
            hands = [first.child(i) for i in range(first.childCount())]
            finished = [h for h in hands if h is not None and not h.isDisabled()]
            self.tree.setCurrentItem(finished[-1] if finished else first)

        self._update_buttons()

    def _selected(self, item=None):
        item = item or self.tree.currentItem()
        if item is None:
            return None, None
        data = item.data(0, HAND_ROLE)
        if not data:
            return None, None
        mi, hi = data
        match, info, current = self.matches[mi]
        return (match, info, current), (match.hands_played[hi] if hi is not None else None)

    def _update_buttons(self) -> None:
        m, h = self._selected()
        self.b_replay.setEnabled(h is not None)
        self.b_export_hand.setEnabled(h is not None)
        self.b_check.setEnabled(h is not None)
        self.b_report.setEnabled(h is not None)
        self.b_export_match.setEnabled(m is not None and bool(m[0].hands_played))

    # ------------------------------------------------------------------ actions
    def replay(self, item=None):
        m, h = self._selected(item)
        if h is None:
            return None
        return self.keeper.open_viewer(h.record, title=tr("hand {n}").format(n=h.number),
                                       deal_number=h.deal_number)

    def check_deal(self):
        """*Check this deal* for the chosen finished hand (``deal_check``)."""
        from .deal_check import open_check
        _m, h = self._selected()
        return None if h is None else open_check(self, h)

    def save_report(self):
        """*Save this hand for a report*: the chosen finished hand in one file, whose
        folder opens (``hand_export.HandExport.save_report``)."""
        m, h = self._selected()
        if m is None or h is None:
            return None
        return self.keeper.win.exporter.save_report(h, m[1].match_id, note=self.note.setText)

    def export_hand(self, path: str | None = None) -> str | None:
        _m, h = self._selected()
        if h is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, tr("Export hand"), f"hand-{h.number}.json",
                                                  tr("Hand records (*.json)"))
            if not path:
                return None
        return self._write(Path(path), h.record.dumps())

    def export_match(self, path: str | None = None) -> str | None:
        m, _h = self._selected()
        if m is None:
            return None
        match, info, _current = m
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, tr("Export match"), "match.json",
                                                  tr("Match records (*.json)"))
            if not path:
                return None
        # without a hand in progress (it would give away the hidden cards)
        return self._write(Path(path), dumps(export_obj(match, info)))

    def _write(self, path: Path, text: str) -> str | None:
        try:
            atomic_write(path, text)
        except OSError as exc:
            self.note.setText(tr("Could not write {p}: {e}").format(p=path, e=exc.strerror or exc))
            return None
        self.note.setText(tr("Written to {p}").format(p=path))
        return str(path)
