"""The replay viewer: one recorded hand with all four hands face up, stepped through
bid by bid and card by card (buttons, the arrow keys, Home/End, or a click in the list
of actions), the trump shown where it was chosen and where it was revealed.

``ReplaySteps`` (no widgets) replays the record through the engine once and gives,
for each step, what the table shows; the painted table reads exactly that, so the
tests can compare it with the record.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Action, ActionKind
from ..engine.cards import SEATS, actor_side, card_str, cards_in
from ..engine.record import MAX_DEPTH, TOO_DEEP, HandRecord, RecordError, parse_json, parse_record
from ..storage.files import FileTooLarge, NotARegularFile, read_regular
from .cardart import CARD_H, CARD_W, SUIT_SYMBOLS, CardArt
from .events_text import side_words
from .history import result_words
from .i18n import tr

log = logging.getLogger(__name__)

SEAT_NAMES = ("North", "East", "South", "West")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


def card_text(card: int) -> str:
    s = card_str(card)
    return ("10" if s[0] == "T" else s[0]) + SUIT_SYMBOLS["SHDC".index(s[1])]


def seat_word(actor: int) -> str:
    """Who acted, in the chosen language: a seat ("North"), or a side ("East and West")
    for the doubling calls, which a side makes."""
    return tr(SEAT_NAMES[actor]) if actor < 4 else side_words(actor_side(actor), None)


def action_text(a: Action, trump_suit: int | None = None) -> str:
    """One line of the replay's list: the action in words, in the chosen language."""
    who = seat_word(a.actor)
    k = a.kind
    if k == ActionKind.BID:
        return tr("{who} bids {n}").format(who=who, n=a.arg)
    if k == ActionKind.PASS:
        return tr("{who}: no double").format(who=who) if a.actor >= 4 else tr("{who} passes").format(who=who)
    if k == ActionKind.TRUMP:
        assert a.arg is not None, "a record holds the suit chosen"
        return tr("{who} chooses trump {s} (face down)").format(who=who, s=SUIT_SYMBOLS[a.arg])
    if k == ActionKind.TRUMP_CARD:
        assert a.arg is not None, "a record holds the card set face down"
        return tr("{who} lays {c} face down as trump").format(who=who, c=card_text(a.arg))
    if k == ActionKind.SEVENTH:
        return tr("{who} takes the seventh card as trump").format(who=who)
    if k == ActionKind.PLAY:
        assert a.arg is not None, "a play carries its card"
        return tr("{who} plays {c}").format(who=who, c=card_text(a.arg))
    if k == ActionKind.ASK:
        s = SUIT_SYMBOLS[trump_suit] if trump_suit is not None else "?"
        return tr("{who} asks for the trump: {s} revealed").format(who=who, s=s)
    if k == ActionKind.PAIR:
        return tr("{who} shows the pair").format(who=who)
    if k == ActionKind.SINGLE:
        return tr("{who} declares a single hand").format(who=who)
    if k == ActionKind.DOUBLE:
        return tr("{side} double").format(side=who)
    if k == ActionKind.REDOUBLE:
        return tr("{side} redouble").format(side=who)
    if k == ActionKind.SET:
        return tr("{side} call set: the match is at stake").format(side=who)
    # every kind has its words above (a test holds every ActionKind to it)
    return f"{who}: {k}"


class ReplaySteps:
    """Every position of a recorded hand: step 0 is the deal, step k follows action k."""

    def __init__(self, record: HandRecord):
        self.record = record
        st = record.new_state()
        self.states = [st.copy()]
        self.texts = [tr("Cards dealt")]
        self.error: str | None = None
        for i, a in enumerate(record.actions):
            reason = st.why_illegal(a)
            if reason is not None:
                self.error = tr("Action {i} ({a}) is not legal: {r}. The hand is shown up to it.").format(
                    i=i + 1, a=str(a), r=reason)
                break
            before_revealed = st.revealed
            st.apply(a, check=False)
            text = action_text(a, st.trump)
            if st.revealed and not before_revealed and a.kind != ActionKind.ASK:
                text += tr(" (the trump {s} is revealed)").format(
                    s=SUIT_SYMBOLS[st.trump] if st.trump is not None else "")
            self.states.append(st.copy())
            self.texts.append(text)

    def __len__(self) -> int:
        return len(self.states)

    def hands(self, k: int) -> dict[str, list[str]]:
        """Each seat's cards in hand after step k (sorted by suit and rank)."""
        st = self.states[k]
        return {SEATS[s]: [card_str(c) for c in sorted(cards_in(st.held[s]))] for s in range(4)}

    def table(self, k: int) -> list[tuple[str, str]]:
        """The cards on the table after step k, (seat, card) in the order played: the
        trick being played, or the trick just completed by the last card."""
        st = self.states[k]
        cards: Sequence[tuple[int, int]]
        if st.trick:

            cards = st.trick
        elif k > 0 and self.record.actions[k - 1].kind == ActionKind.PLAY and st.tricks:
            cards = st.tricks[-1].cards
        else:
            cards = ()
        return [(SEATS[s], card_str(c)) for s, c in cards]

    def withheld(self, k: int) -> str | None:
        st = self.states[k]
        return card_str(st.withheld) if st.withheld is not None else None

    def info(self, k: int) -> str:
        st = self.states[k]
        parts = [tr("Dealer {d}").format(d=tr(SEAT_NAMES[st.dealer]))]
        if st.bidder is not None and st.bid is not None:
            parts.append(tr("bid {n} by {who}").format(n=st.bid, who=tr(SEAT_NAMES[st.bidder])))
        if st.trump is not None and st.trump_mode is not None and not st.no_trumps:
            suit = f"{SUIT_SYMBOLS[st.trump]} {tr(SUIT_NAMES[st.trump])}"
            if st.revealed:
                parts.append(tr("trump {s}, revealed in trick {t}").format(s=suit, t=st.revealed_in_trick))
            else:
                parts.append(tr("trump {s}, still face down").format(s=suit))
        elif st.trump_mode == "seventh" and not st.revealed:
            parts.append(tr("trump: the seventh card, face down"))
        if st.multiplier > 1:
            parts.append(tr("doubled \u00d7{m}").format(m=st.multiplier))
        if st.trick:
            parts.append(tr("trick {n}, led by {who}").format(n=st.trick_no, who=tr(SEAT_NAMES[st.trick[0][0]])))
        elif k > 0 and self.record.actions[k - 1].kind == ActionKind.PLAY and st.tricks:
            t = st.tricks[-1]
            parts.append(tr("trick {n} won by {who} ({p} points)").format(
                n=len(st.tricks), who=tr(SEAT_NAMES[t.winner]), p=t.points))
        if st.tricks or st.trick:
            parts.append(tr("card points NS {a}, EW {b}").format(a=st.points[0], b=st.points[1]))
        if st.over and st.result is not None:
            from ..storage import results
            gns, gew = results.game_points(st.result)
            parts.append(tr("{r}; game points NS {a:+d}, EW {b:+d}").format(
                r=result_words(st.result), a=gns, b=gew))
        return ", ".join(parts)


class TablePaint(QWidget):
    """The four hands face up round the table and the cards of the trick."""

    def __init__(self, art: CardArt, parent: QWidget | None = None):
        super().__init__(parent)
        self.art = art
        self.hands: dict[str, list[str]] = {s: [] for s in SEATS}
        self.table: list[tuple[str, str]] = []
        self.withheld: str | None = None
        self.bidder: int | None = None
        self.dealer = 0
        self.setMinimumSize(640, 420)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_step(self, steps: ReplaySteps, k: int) -> None:
        self.hands = steps.hands(k)
        self.table = steps.table(k)
        self.withheld = steps.withheld(k)
        st = steps.states[k]
        self.bidder = st.bidder
        self.dealer = st.dealer
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
        W, H = self.width(), self.height()
        p.fillRect(self.rect(), QColor(22, 94, 56))
        font = QFont(self.font())
        # North and South in rows, West and East in columns (each card's corner shows)
        w = max(24.0, min(W / 7.4, (H - 40) / 4.9))
        h = w * CARD_H / CARD_W
        font.setPixelSize(max(12, int(w * 0.17)))
        font.setBold(True)
        p.setFont(font)
        label_h = font.pixelSize() * 1.6
        gap_x, gap_y = w * 0.5, h * 0.3
        dpr = self.devicePixelRatioF()

        def card(code: str, rect: QRectF, opacity: float = 1.0) -> None:
            pm = self.art.pixmap(code, rect.width() * dpr)
            pm.setDevicePixelRatio(dpr)
            p.setOpacity(opacity)
            p.drawPixmap(rect, pm, QRectF(pm.rect()))
            p.setOpacity(1.0)

        def roles(seat: int) -> list[str]:
            out = []
            if seat == self.dealer:
                out.append(tr("dealer"))
            if seat == self.bidder:
                out.append(tr("bidder"))
            return out

        def label(seat: int, rect: QRectF) -> None:
            name = tr(SEAT_NAMES[seat])
            if roles(seat):
                name += " (" + ", ".join(roles(seat)) + ")"
            p.setPen(QColor(240, 240, 225))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)

        def side_label(seat: int, rect: QRectF) -> None:
            """West and East: the name, and under it the roles in smaller type."""
            p.setPen(QColor(240, 240, 225))
            top = QRectF(rect.x(), rect.y(), rect.width(), label_h)
            p.drawText(top, Qt.AlignmentFlag.AlignCenter, tr(SEAT_NAMES[seat]))
            if roles(seat):
                small = QFont(font)
                small.setPixelSize(max(10, int(font.pixelSize() * 0.78)))
                p.setFont(small)
                p.drawText(QRectF(rect.x(), rect.y() + label_h * 0.9, rect.width(), label_h),
                           Qt.AlignmentFlag.AlignCenter, ", ".join(roles(seat)))
                p.setFont(font)

        margin = 10.0
        for seat in SEATS:
            s = SEATS.index(seat)
            cards = self.hands.get(seat, [])
            extra = [self.withheld] if (self.withheld is not None and s == self.bidder) else []
            if seat in "NS":
                y = label_h + 2 if seat == "N" else H - h - margin
                ly = 2 if seat == "N" else y - label_h
                x0 = (W - (w + gap_x * max(0, len(cards) - 1))) / 2
                label(s, QRectF(0, ly, W, label_h))
                rects = [QRectF(x0 + i * gap_x, y, w, h) for i in range(len(cards))]
                if extra:
                    end = (rects[-1].right() if rects else x0) + w * 0.25
                    rects.append(QRectF(end, y + h * 0.12, w * 0.75, h * 0.75))
            else:
                x = margin if seat == "W" else W - w - margin
                y0 = (H - (h + gap_y * max(0, len(cards) - 1))) / 2
                lines = 2 if roles(s) else 1
                side_label(s, QRectF(x - margin, y0 - label_h * (1 + 0.9 * (lines - 1)), w + 2 * margin,
                                     label_h * lines))
                rects = [QRectF(x, y0 + i * gap_y, w, h) for i in range(len(cards))]
                if extra:
                    end = (rects[-1].bottom() if rects else y0) + h * 0.08
                    rects.append(QRectF(x + w * 0.12, end, w * 0.75, h * 0.75))
            for code, rect in zip(cards + extra, rects, strict=True):
                if extra and code == extra[0] and rect is rects[-1]:
                    # the bidder's face-down trump card: face up here, but set apart
                    card(code, rect, 0.85)
                    p.setPen(QPen(QColor(250, 210, 60), 3, Qt.PenStyle.DashLine))
                    p.drawRect(rect)
                else:
                    card(code, rect)
        cx, cy = W / 2, H / 2
        offsets = {"N": (0, -0.42 * h), "S": (0, 0.42 * h), "W": (-0.78 * w, 0), "E": (0.78 * w, 0)}
        tw, th = w * 0.9, h * 0.9
        for seat, code in self.table:
            dx, dy = offsets[seat]
            card(code, QRectF(cx + dx - tw / 2, cy + dy - th / 2, tw, th))
        p.end()


class ReplayViewer(QDialog):
    def __init__(self, record: HandRecord, parent: QWidget | None = None, title: str = "", deal_number: int | None = None,
                 back: str = "blue", hands: list[tuple[str, HandRecord]] | None = None):
        """``hands``: the hands of a whole match record, (label, record) each; a chooser
        above the table switches between them (``record`` is the first shown)."""
        super().__init__(parent)
        self.steps = ReplaySteps(record)
        self.k = 0
        self.hands = hands or []
        head = tr("Replay")
        if title:
            head += f" \u2013 {title}"
        if deal_number is not None:
            head += tr(" \u2013 deal {n}").format(n=deal_number)
        self.setWindowTitle(head)
        self.resize(1060, 700)
        self.art = CardArt(back)
        self.paint = TablePaint(self.art)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.notice = QLabel(self.steps.error or "")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(self.steps.error))
        self.notice.setStyleSheet("color: #a00;")
        self.list = QListWidget()
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._fill_list()
        self.list.setMinimumWidth(260)
        self.chooser = QComboBox()
        self.chooser.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for label, _rec in self.hands:
            self.chooser.addItem(label)
        self.chooser.setVisible(len(self.hands) > 1)
        self.chooser.currentIndexChanged.connect(self.show_hand)
        self.list.currentRowChanged.connect(self._row_changed)
        self.position = QLabel()
        self.b_first = QPushButton(tr("\u23ee Start"))
        self.b_back = QPushButton(tr("\u25c0 Back"))
        self.b_fwd = QPushButton(tr("Forward \u25b6"))
        self.b_last = QPushButton(tr("End \u23ed"))
        self.b_close = QPushButton(tr("Close"))
        for b, f in ((self.b_first, self.first), (self.b_back, self.back), (self.b_fwd, self.forward),
                     (self.b_last, self.last), (self.b_close, self.close)):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(f)
        self.b_back.setToolTip(tr("One step back (Left arrow)"))
        self.b_fwd.setToolTip(tr("One step forward (Right arrow)"))
        self.b_first.setToolTip(tr("The deal (Home)"))
        self.b_last.setToolTip(tr("The end of the hand (End)"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # nothing inside takes the keys: the arrows step
        self._keys: dict[int, Callable[[], None]] = {
            Qt.Key.Key_Left: self.back, Qt.Key.Key_Right: self.forward, Qt.Key.Key_Up: self.back,
            Qt.Key.Key_Down: self.forward, Qt.Key.Key_Home: self.first, Qt.Key.Key_End: self.last,
            Qt.Key.Key_PageUp: self.back, Qt.Key.Key_PageDown: self.forward}
        left = QVBoxLayout()
        left.addWidget(self.chooser)
        left.addWidget(self.info)
        left.addWidget(self.notice)
        left.addWidget(self.paint, 1)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(self.list)
        bar = QHBoxLayout()
        for b in (self.b_first, self.b_back, self.b_fwd, self.b_last):
            bar.addWidget(b)
        bar.addWidget(self.position, 1, Qt.AlignmentFlag.AlignCenter)
        bar.addWidget(self.b_close)
        lay = QVBoxLayout(self)
        lay.addLayout(body, 1)
        lay.addLayout(bar)
        self.go(0)

    def _fill_list(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for i, t in enumerate(self.steps.texts):
            self.list.addItem(t if i == 0 else f"{i}. {t}")
        self.list.blockSignals(False)

    def show_hand(self, index: int) -> None:
        """Switch to another hand of the match record."""
        if not 0 <= index < len(self.hands):
            return
        self.steps = ReplaySteps(self.hands[index][1])
        self.notice.setText(self.steps.error or "")
        self.notice.setVisible(bool(self.steps.error))
        self._fill_list()
        self.go(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        f = self._keys.get(event.key())
        if f is not None:
            f()
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ stepping
    def go(self, k: int) -> None:
        k = max(0, min(len(self.steps) - 1, k))
        self.k = k
        self.paint.show_step(self.steps, k)
        self.info.setText(self.steps.info(k))
        self.position.setText(tr("Step {k} of {n}").format(k=k, n=len(self.steps) - 1))
        if self.list.currentRow() != k:
            self.list.blockSignals(True)
            self.list.setCurrentRow(k)
            self.list.blockSignals(False)
        self.b_first.setEnabled(k > 0)
        self.b_back.setEnabled(k > 0)
        self.b_fwd.setEnabled(k < len(self.steps) - 1)
        self.b_last.setEnabled(k < len(self.steps) - 1)

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    def forward(self) -> None:
        self.go(self.k + 1)

    def back(self) -> None:
        self.go(self.k - 1)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.steps) - 1)

    def shown(self) -> dict:
        """What the table shows now (the tests compare it with the record)."""
        return {"hands": {s: list(c) for s, c in self.paint.hands.items()},
                "table": list(self.paint.table), "withheld": self.paint.withheld}


# ------------------------------------------------------------------ files
def read_record_file(path: Path) -> tuple[HandRecord | None, str | None]:
    """A hand record from a file (a hand record, or the first finished hand of a match
    save); else None and one sentence saying why.  ``read_hands_file`` gives every hand."""
    hands, problem = read_hands_file(path)
    return (hands[0][1] if hands else None), problem


# The longest of 20 matches played out by the easy level took 50 hands and 130 KB as a
# match record (about 2.6 KB a hand): 4 MB holds some 1,500 hands, thirty times that
# match, and is read and checked in about a second (a 52 MB file once took 15 s).
MAX_RECORD_BYTES = 4 * 1024 * 1024


def read_hands_file(path: Path) -> tuple[list[tuple[str, HandRecord]], str | None]:
    """The hands of a record file: one for a hand record, every finished hand of a match
    record, as (label, record); else [] and one sentence saying why.  Only a regular
    file of at most ``MAX_RECORD_BYTES`` is read (it takes a while: call it off the GUI
    thread)."""
    name = Path(path).name
    try:
        data = read_regular(Path(path), MAX_RECORD_BYTES)
    except FileTooLarge as exc:
        return [], tr("{name} is too large to be a record ({size} MB): even a very long match "
                      "is under {limit} MB.").format(name=name, size=round(exc.size / 1048576, 1),
                                                     limit=MAX_RECORD_BYTES // 1048576)
    except NotARegularFile:
        return [], tr("{name} is not a file that can be opened (it may be a folder or a "
                      "device).").format(name=name)
    except OSError as exc:
        return [], tr("{name} could not be opened: {why}.").format(name=name, why=exc.strerror or exc)
    return hands_from_bytes(data, name)


def record_from_bytes(data: bytes, name: str | None = None) -> tuple[HandRecord | None, str | None]:
    hands, problem = hands_from_bytes(data, name)
    return (hands[0][1] if hands else None), problem


def hands_from_bytes(data: bytes, name: str | None = None) -> tuple[list[tuple[str, HandRecord]], str | None]:
    name = name or tr("the file")
    if not data.strip():
        return [], tr("{name} is empty: it holds no hand record.").format(name=name)
    try:
        obj = parse_json(data, MAX_DEPTH)
    except RecordError as exc:
        if exc.detail:   # the parser's own words (line, column) go to the log, not to the player
            log.info("%s: %s", name, exc.detail)
        return [], tr("{name} is not a hand record ({why}).").format(name=name, why=exc)
    fmt = obj.get("format") if isinstance(obj, dict) else None
    if isinstance(fmt, str) and fmt.startswith("twentynine-match/"):
        from ..storage.matchsave import SaveError, match_from_obj
        try:
            loaded = match_from_obj(obj)
        except SaveError as exc:
            return [], tr("{name} is a match record that cannot be read: {why}.").format(name=name, why=exc)
        except RecursionError:   # cannot happen after parse_json's depth check; never a crash
            return [], tr("{name} is not a hand record ({why}).").format(name=name, why=TOO_DEEP)
        if not loaded.match.hands_played:
            return [], tr("{name} is a match record without a finished hand.").format(name=name)
        hands = []
        for h in loaded.match.hands_played:
            label = tr("Hand {n}").format(n=h.number)
            if h.deal_number is not None:
                label += tr(" (deal {d})").format(d=h.deal_number)
            hands.append((label, h.record))
        return hands, None
    if isinstance(fmt, str) and fmt.startswith("twentynine-hand/") and fmt != "twentynine-hand/1":
        return [], tr("{name} was written by another version of Twenty-Nine (format {f}); this "
                      "version reads twentynine-hand/1.").format(name=name, f=json.dumps(fmt[:40]))
    try:
        return [(name, parse_record(obj))], None
    except RecursionError:
        return [], tr("{name} is not a hand record ({why}).").format(name=name, why=TOO_DEEP)
    except RecordError as exc:
        return [], tr("{name} is not a hand record that can be read ({why}).").format(name=name, why=exc)
