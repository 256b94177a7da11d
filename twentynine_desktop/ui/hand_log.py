"""The running log of the hand, beside the table: the bids, the trump set, the doubles,
the single hand, the trump brought out (who asked, in which trick), the pair and each
trick's cards and winner, in the chosen language.

``log_entries(view, names)`` builds the entries from the person's ``PlayerView`` alone,
so the log can show nothing the person may not see: the trump stays "face down" until
it is revealed, unless the person chose it.  ``HandLogDock`` shows them in a dock at the
left of the table (never over the cards), open by itself on a window 1200 px wide or
more, folded on a narrower one; View > Hand log (Ctrl+J) opens or folds it for good.  It is brought up to date when the table's animations of an update
are over (``TableScene.sig_idle``), so it never tells a trick before the cards land."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QTextBrowser

from ..engine.actions import ActionKind
from ..engine.cards import SIDE_NS
from ..engine.events import Phase
from ..engine.view import PlayerView
from .events_text import SUIT_NAMES, SUIT_SYMBOLS, reveal_info, side_words
from .i18n import tr

if TYPE_CHECKING:
    from .main_window import MainWindow

RED = "#c0141e"
LEAST_WIDTH = 150           # the log's least width (px)
# the width the table keeps beside the log: its least room at the legible scale
# (layout.MIN_W x layout.LEGIBLE_SCALE = 868 px) and the dock's separator
TABLE_ROOM_PX = 875
# the log opens by itself on a window at least this wide; on a narrower one it starts
# folded (the table and the action bar keep their room), one key away (Ctrl+J)
OPEN_FROM_PX = 1200


BOLD_TOPICS = frozenset({"reveal", "contract", "pair", "single", "double"})   # drawn bold


@dataclass(frozen=True)
class LogEntry:
    topic: str      # "bid", "pass", "contract", "trump", "double", "single", "reveal", "pair", "trick"
    text: str       # plain text
    html: str       # the same, the suits coloured


def suit_html(suit: int) -> str:
    colour = RED if suit in (1, 2) else "#111"
    return f"<span style='color:{colour}'>{SUIT_SYMBOLS[suit]}</span>"


def card_html(card: int) -> str:
    rank = "J 9 A 10 K Q 8 7".split()[card & 7]
    colour = RED if (card >> 3) in (1, 2) else "#111"
    return f"<span style='color:{colour}'>{rank}{SUIT_SYMBOLS[card >> 3]}</span>"


def card_text(card: int) -> str:
    return "J 9 A 10 K Q 8 7".split()[card & 7] + SUIT_SYMBOLS[card >> 3]


def _entry(topic: str, template: str, **fields: tuple[str, str] | str | int) -> LogEntry:
    """An entry of ``template`` (already translated) with each field given as plain
    text and as HTML (a pair), or as the same for both."""
    plain = {k: (v[0] if isinstance(v, tuple) else v) for k, v in fields.items()}
    rich = {k: (v[1] if isinstance(v, tuple) else escape(str(v))) for k, v in fields.items()}
    return LogEntry(topic, template.format(**plain), escape(template).format(**rich))


def _trump(suit: int) -> tuple[str, str]:
    name = tr(SUIT_NAMES[suit])
    return f"{SUIT_SYMBOLS[suit]} {name}", f"{suit_html(suit)} {escape(name)}"


def log_entries(view: PlayerView, names: list[str]) -> list[LogEntry]:
    """The log of the hand so far, in order, from what ``view``'s seat sees."""
    out: list[LogEntry] = []
    reveal = reveal_info(view)
    revealed_said = False

    def say_reveal() -> None:
        nonlocal revealed_said
        if reveal is None or revealed_said or view.trump is None:
            return
        revealed_said = True
        seat, n, asked = reveal
        if asked and seat != view.bidder:
            t = tr("Trick {n}: {who} asked for the trump: {trump}")
        elif asked:
            t = tr("Trick {n}: the trump revealed by the bidder, {who}: {trump}")
        else:
            t = tr("Trick {n}: the trump turned up for {who}: {trump}")
        out.append(_entry("reveal", t, n=n, who=names[seat], trump=_trump(view.trump)))

    plays = 0
    trick_of_play: dict[int, int] = {}     # the number of plays at each trick's end -> its index
    count = 0
    for i, t in enumerate(view.tricks):
        count += len(t.cards)
        trick_of_play[count] = i
    auction = True
    for a in view.history:
        k = a.kind
        if auction and k in (ActionKind.BID, ActionKind.PASS) and a.actor < SIDE_NS:
            if k == ActionKind.BID:
                out.append(_entry("bid", tr("Bid: {who}, {bid}"), who=names[a.actor], bid=a.arg or 0))
            else:
                out.append(_entry("pass", tr("Bid: {who}, pass"), who=names[a.actor]))
            continue
        if k in (ActionKind.TRUMP, ActionKind.TRUMP_CARD, ActionKind.SEVENTH):
            auction = False
            if view.bidder is not None and view.bid is not None:
                out.append(_entry("contract", tr("Contract: {who}, {bid}"), who=names[view.bidder],
                                  bid=view.bid))
            known = view.trump is not None and a.actor == view.seat and not view.revealed
            if k == ActionKind.SEVENTH:
                out.append(_entry("trump", tr("Trump: the seventh card of {who}, face down"),
                                  who=names[a.actor]))
            elif known and view.trump is not None:
                out.append(_entry("trump", tr("Trump set face down by {who}: {trump} (only you know it)"),
                                  who=names[a.actor], trump=_trump(view.trump)))
            else:
                out.append(_entry("trump", tr("Trump set face down by {who}"), who=names[a.actor]))
            continue
        if k in (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET):
            side = side_words(a.actor - SIDE_NS, view.seat)
            words = {ActionKind.DOUBLE: tr("Double: {side}"), ActionKind.REDOUBLE: tr("Redouble: {side}"),
                     ActionKind.SET: tr("Set: {side}")}[k]
            out.append(_entry("double", words, side=side))
            continue
        if k == ActionKind.SINGLE:
            out.append(_entry("single", tr("Single hand: {who}"), who=names[a.actor]))
            continue
        if k == ActionKind.ASK:
            say_reveal()
            continue
        if k == ActionKind.PAIR:
            out.append(_entry("pair", tr("Pair (King and Queen of trumps) shown by {who}: target now {target}"),
                              who=names[a.actor], target=view.target or 0))
            continue
        if k == ActionKind.PLAY:
            auction = False
            if reveal is not None and not revealed_said:
                n, pos = reveal[1], view.reveal_pos
                done = sum(len(t.cards) for t in view.tricks[:n - 1])
                if plays == done + pos:
                    say_reveal()
            plays += 1
            ended = trick_of_play.get(plays)
            if ended is not None:
                tk = view.tricks[ended]
                cards = (" ".join(card_text(c) for _, c in tk.cards), " ".join(card_html(c) for _, c in tk.cards))
                out.append(_entry("trick", tr("Trick {n}: {cards}, won by {who} (+{points})"), n=ended + 1,
                                  cards=cards, who=names[tk.winner], points=tk.points))
    say_reveal()
    return out


def log_html(entries: list[LogEntry]) -> str:
    rows = []
    for e in entries:
        weight = "bold" if e.topic in BOLD_TOPICS else "normal"
        rows.append(f"<p style='margin:2px 0; font-weight:{weight}'>{e.html}</p>")
    return "".join(rows)


class HandLogDock(QDockWidget):
    """The log in a dock at the left of the table."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window_ = window
        self.setObjectName("hand_log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.body = QTextBrowser()
        self.body.setObjectName("hand_log_text")
        self.body.setOpenLinks(False)
        self.setWidget(self.body)
        self.entries: list[LogEntry] = []
        self.act_toggle = QAction(window, checkable=True, shortcut=QKeySequence("Ctrl+J"))
        self.act_toggle.setChecked(True)
        self.act_toggle.triggered.connect(lambda *_: self.choose(self.act_toggle.isChecked()))
        # None: the log follows the window (open on a wide one, folded on a narrow one);
        # else the person's own choice (View > Hand log, Ctrl+J, the dock's button)
        self.chosen: bool | None = None
        self.visibilityChanged.connect(self._visibility)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self)
        self.fit_to_window()
        window.installEventFilter(self)
        # a method of the dock (not a lambda): the connection goes with the dock
        window.scene.sig_idle.connect(self._on_idle)
        window.language_hooks.append(self.language_changed)
        self.retranslate()
        self.add_to_menu()

    def choose(self, on: bool) -> None:
        """The person opens or folds the log: it stays so, whatever the window's size."""
        self.chosen = bool(on)
        self.setVisible(self.chosen)

    def fit_to_window(self) -> None:
        """The log's width and text size follow the window: about a tenth of its width
        (up to 300 px), but on a narrow window no more than leaves the table the room it
        needs at a legible scale (``TABLE_ROOM_PX``; 150 px at 1024 px); the text 12 px
        on a 640 px tall window to 16 px on a 1080 px one (times the text size setting)."""
        w = self.window_
        if self.chosen is None and w.width() > 0:
            self.setVisible(w.width() >= OPEN_FROM_PX)
        width = max(LEAST_WIDTH, min(300, w.width() // 10, w.width() - TABLE_ROOM_PX))
        self.window_.resizeDocks([self], [width], Qt.Orientation.Horizontal)
        px = round(max(12, min(16, w.height() / 68)) * getattr(w, "ui_scale", 1.0))
        font = self.body.font()
        if font.pixelSize() != px:
            font.setPixelSize(px)
            self.body.setFont(font)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window_ and event.type() == QEvent.Type.Resize:
            self.fit_to_window()
        return False

    def _on_idle(self, _token: int) -> None:
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        """The dock's own close button folds the log for good, as the menu does."""
        self.chosen = False
        super().closeEvent(event)

    def _visibility(self, _on: bool) -> None:
        self.act_toggle.setChecked(not self.isHidden())

    def add_to_menu(self) -> None:
        """View > Hand log, after the window's own View entries (found by its action)."""
        w = self.window_
        for a in w.menuBar().actions():
            m = a.menu()
            if isinstance(m, QMenu) and getattr(w, "act_last_trick", None) in m.actions():
                m.addAction(self.act_toggle)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Hand log"))
        self.act_toggle.setText(tr("Hand &log"))
        self.act_toggle.setToolTip(tr("The bids, the trump, the doubles and each trick of this hand"))

    def language_changed(self) -> None:
        self.add_to_menu()
        self.retranslate()
        self.refresh()

    def refresh(self) -> None:
        """The log of the hand as the table shows it now."""
        view = self.window_.scene.view
        if view is None:
            self.entries = []
            self.body.setHtml("")
            return
        self.entries = log_entries(view, list(self.window_.scene.names))
        text = log_html(self.entries)
        if view.phase == Phase.AUCTION and not self.entries:
            text = "<p><i>" + escape(tr("The auction begins.")) + "</i></p>"
        self.body.setHtml(text)
        bar = self.body.verticalScrollBar()
        bar.setValue(bar.maximum())


def install_hand_log(window: MainWindow) -> HandLogDock:
    return HandLogDock(window)


__all__ = ["HandLogDock", "LogEntry", "card_html", "install_hand_log", "log_entries", "log_html"]
