"""A deal you can check, at the table (docs/DEALING.md).

Before a hand is dealt the hand summary (and the New match dialog) shows the next
deal's fingerprint with a *cut* box (``CutBox``): the person may type anything; left
empty, the mouse cuts (where the pointer is when *Next deal* is clicked, and how long
after the fingerprint appeared), so no click is added to any hand.  After the hand,
*Check this deal* (``DealCheckDialog``, from the summary and from History) recomputes
the deal from the revealed secret and cut, and says in plain words whether the secret
matches the fingerprint shown before and whether the cards dealt were those.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QPoint
from PySide6.QtGui import QCursor, QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.cards import step_of
from ..engine.deal import (
    CutPart,
    check_deal,
    deal_hands,
    deal_number_of,
    short_fingerprint,
    typed_cut,
)
from ..engine.match import HandSummary
from .card_words import card_name
from .i18n import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from .main_window import MainWindow

SEAT_WORDS = (QT_TR_NOOP("North"), QT_TR_NOOP("East"), QT_TR_NOOP("South"), QT_TR_NOOP("West"))
MOUSE = b"mouse "
CUT_TIP = QT_TR_NOOP("Type anything to cut the deck, or leave it empty: then the mouse cuts "
                     "(where you click Next deal, and when). The cards come from the secret "
                     "fixed by the fingerprint and your cut, so nobody could choose them.")


def fingerprint_tip(digest: bytes) -> str:
    """The tooltip of a shown fingerprint: the whole digest, and what it is."""
    return tr("The fingerprint of the next deal: a hash of a secret the program drew before "
              "the deal. After the hand, Check this deal shows the secret and that it gives "
              "this fingerprint. The whole fingerprint: {hex}").format(hex=digest.hex().upper())


class CutBox(QWidget):
    """The next deal's fingerprint and the cut: a line to type in, or the mouse."""

    def __init__(self, digest: bytes, parent: QWidget | None = None,
                 elapsed_ms: Callable[[], int] | None = None):
        super().__init__(parent)
        self.digest = digest
        self._clock = QElapsedTimer()
        self._clock.start()
        self.elapsed_ms = elapsed_ms or (lambda: int(self._clock.elapsed()))
        self.pointer: Callable[[], QPoint] = QCursor.pos   # tests give their own
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Next deal's fingerprint:")))
        self.shown = QLabel(short_fingerprint(digest))
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setBold(True)
        self.shown.setFont(mono)
        self.shown.setObjectName("fingerprint")
        self.shown.setToolTip(fingerprint_tip(digest))
        row.addWidget(self.shown)
        row.addStretch(1)
        lay.addLayout(row)
        self.edit = QLineEdit()
        self.edit.setObjectName("cut")
        self.edit.setPlaceholderText(tr("Cut (optional): type anything, or let the mouse cut"))
        self.edit.setToolTip(tr(CUT_TIP))
        self.edit.setMaxLength(200)
        lay.addWidget(self.edit)

    def cut(self, seat: int) -> tuple[CutPart, ...]:
        """The person's part of the cut, now: what they typed, else the mouse's."""
        text = self.edit.text()
        if text.strip():
            return (typed_cut(seat, text),)
        window = self.window()
        at = window.mapFromGlobal(self.pointer()) if window is not None else self.pointer()
        return (CutPart(seat, f"mouse {at.x()},{at.y()} {self.elapsed_ms()}".encode("ascii")),)


def cut_words(cut: tuple[CutPart, ...]) -> str:
    """The cut in plain words: "South typed “hello”", "the mouse of South (212,340 after
    2817 ms)"; "no cut" when there was none."""
    if not cut:
        return tr("no cut: this hand was dealt as soon as its fingerprint was shown")
    words = []
    for part in sorted(cut, key=lambda p: p.seat):
        who = tr(SEAT_WORDS[part.seat])
        try:
            text = part.data.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        if text is not None and part.data.startswith(MOUSE):
            pos, _, ms = text[len(MOUSE):].partition(" ")
            words.append(tr("the mouse of {who} (at {pos}, {ms} ms after the fingerprint appeared)")
                         .format(who=who, pos=pos, ms=ms))
        elif text is not None and text.isprintable():
            words.append(tr("{who} typed \u201c{text}\u201d").format(who=who, text=text))
        else:
            words.append(tr("{n} bytes from the program of {who}").format(n=len(part.data), who=who))
    return "; ".join(words)


def check_lines(h: HandSummary) -> tuple[bool | None, list[str]]:
    """What *Check this deal* says of a finished hand, line by line, and whether the
    deal checks (None: the hand was not dealt from a secret, so there is nothing to
    check but its cards against its number)."""
    rec = h.record
    step = step_of(rec.rules.direction)
    if h.secret is None or h.shown is None or h.deal_number is None:
        if h.deal_number is None:
            return None, [tr("This hand was set up as a position, not dealt: there is no deal to check.")]
        same = deal_hands(h.deal_number, h.dealer, step) == rec.hands
        lines = [tr("This hand was deal {n}, chosen by its number (or dealt before this version "
                    "kept the secrets of deals): no secret was drawn for it.").format(n=h.deal_number)]
        lines.append(tr("Deal {n} gives exactly the cards that were dealt.").format(n=h.deal_number) if same
                     else tr("Deal {n} does NOT give the cards that were dealt.").format(n=h.deal_number))
        return None, lines
    got = check_deal(h.secret, h.cut, h.shown, h.deal_number, h.dealer, step, rec.hands)
    computed = deal_number_of(h.secret, h.cut)
    lines = [tr("Shown before the deal, the fingerprint: {fp}").format(fp=short_fingerprint(h.shown)),
             tr("Revealed now, the secret: {secret}").format(secret=h.secret.hex().upper()),
             tr("The cut: {cut}").format(cut=cut_words(h.cut))]
    lines.append(("\u2714 " + tr("The secret matches the fingerprint shown before the deal."))
                 if got.fingerprint_matches else
                 ("\u2718 " + tr("The secret does NOT match the fingerprint shown before the deal.")))
    lines.append(("\u2714 " + tr("The secret and the cut give deal number {n}.").format(n=computed))
                 if got.deal_number_matches else
                 ("\u2718 " + tr("The secret and the cut give deal number {m}, not this hand's number {n}.")
                  .format(m=computed, n=h.deal_number)))
    lines.append(("\u2714 " + tr("Shuffled and dealt from {dealer}, deal {n} gives exactly the cards that "
                                 "were dealt.").format(dealer=tr(SEAT_WORDS[h.dealer]), n=computed))
                 if got.cards_match else
                 ("\u2718 " + tr("Deal {n} does NOT give the cards that were dealt.").format(n=computed)))
    if not got.ok:
        lines.append(tr("This deal does not check. Please save this hand for a report and send it."))
    elif h.cut:
        lines.append(tr("This deal checks: the program fixed its secret when it showed the fingerprint, "
                        "and the cut came after, so nobody could choose these cards."))
    else:
        lines.append(tr("This deal checks: the cards are those of the secret fixed when the fingerprint "
                        "was shown. This hand had no cut, so it shows only that the secret was not "
                        "changed after that."))
    return got.ok, lines


SUIT_SIGNS = "\u2660\u2665\u2666\u2663"


def card_sign(card: int) -> str:
    """A card in a few signs: "J\u2660", "10\u2665" (the same in every language)."""
    rank = "J9ATKQ87"[card & 7]
    return ("10" if rank == "T" else rank) + SUIT_SIGNS[card >> 3]


def check_html(h: HandSummary) -> str:
    """The check as the dialog shows it: the verdict first, then each step."""
    ok, lines = check_lines(h)
    if ok is None:
        out = [f"<p>{escape(line)}</p>" for line in lines]
    else:
        colour = "#1b7a3a" if ok else "#b3261e"
        out = [f"<h3 style='color:{colour}'>{escape(lines[-1])}</h3>"]
        out += [f"<p>{escape(line)}</p>" for line in lines[:-1]]
    out.append(hands_html(tr("The cards dealt:"), h.record.hands))
    out.append(algorithm_note_html())
    return "".join(out)


def hands_html(title: str, hands: Sequence[Sequence[int]]) -> str:
    """A deal's four hands as a small table under ``title`` (a seat a row, each card's
    name in its tooltip): the solo and the joining programs' *Check this deal*."""
    out = ["<p><b>" + escape(title) + "</b></p><table>"]
    for seat in range(4):
        cards = " ".join(card_sign(c) for c in hands[seat])
        names = ", ".join(card_name(c) for c in hands[seat])
        out.append(f"<tr><td>{escape(tr(SEAT_WORDS[seat]))}&nbsp;&nbsp;</td>"
                   f"<td title='{escape(names)}'>{escape(cards)}</td></tr>")
    out.append("</table>")
    return "".join(out)


def algorithm_note_html() -> str:
    """Where the dealing algorithm is written out, to check a deal with one's own code."""
    return "<p><small>" + escape(tr(
        "How the program deals is written out exactly in docs/DEALING.md, with an example, so that "
        "you can check a deal with your own code.")) + "</small></p>"


class DealCheckDialog(QDialog):
    """*Check this deal*: the hand's deal recomputed, in plain words."""

    def __init__(self, h: HandSummary, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Check this deal: hand {n}").format(n=h.number))
        self.ok, self.lines = check_lines(h)
        lay = QVBoxLayout(self)
        self.body = QTextBrowser()
        self.body.setHtml(check_html(h))
        self.body.setMinimumSize(560, 400)
        lay.addWidget(self.body)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)


def match_id_of(win: object) -> str:
    """The id of the match on the table, as its save names it ("" without saves)."""
    saver = getattr(getattr(win, "keeper", None), "saver", None)
    info = getattr(saver, "info", None)
    return str(getattr(info, "match_id", "") or "")


def open_check(parent: QWidget, h: HandSummary) -> DealCheckDialog:
    """Open *Check this deal* for the finished hand ``h`` (kept on ``parent``)."""
    dlg = DealCheckDialog(h, parent)
    # kept alive with its parent (tests read it)
    parent.deal_check = dlg  # type: ignore[attr-defined]
    dlg.show()
    return dlg


def add_to_summary(dlg: QDialog, win: MainWindow, h: HandSummary) -> None:
    """The hand summary's deal tools: *Check this deal*, *Save this hand for a report*,
    and, when the next deal's secret is drawn, its fingerprint with the cut box (read
    when the summary is closed: ``cut_of_summary``)."""
    lay = dlg.layout()
    assert isinstance(lay, QVBoxLayout), "the summary is a column"
    row = QHBoxLayout()
    check = QPushButton(tr("&Check this deal\u2026"))
    check.setObjectName("check_deal")
    check.setAutoDefault(False)
    check.clicked.connect(lambda: open_check(dlg, h))
    report = QPushButton(tr("Save this hand for a re&port"))
    report.setObjectName("save_report")
    report.setAutoDefault(False)
    report.setToolTip(tr("One file with this hand's record, the program's version, the rules and "
                         "the deal's secret and cut, to send with a question; its folder opens."))
    report.clicked.connect(lambda: win.exporter.save_report(h, match_id_of(win)))
    row.addWidget(check)
    row.addWidget(report)
    row.addStretch(1)
    lay.insertLayout(lay.count() - 1, row)
    add_cut_box(dlg, win.controller.deals.next_fingerprint)


def add_cut_box(dlg: QDialog, digest: bytes | None) -> None:
    """The next deal's fingerprint and the cut box, above ``dlg``'s buttons (none when
    the next deal is not dealt from a secret)."""
    box = CutBox(digest, dlg) if digest is not None else None
    dlg.cut_box = box   # type: ignore[attr-defined]
    lay = dlg.layout()
    if box is not None and isinstance(lay, QVBoxLayout):
        lay.insertWidget(lay.count() - 1, box)


def cut_of_summary(dlg: QDialog, seat: int | None) -> tuple[CutPart, ...]:
    """The cut made when the summary closes (no cut box: none)."""
    box = getattr(dlg, "cut_box", None)
    return box.cut(2 if seat is None else seat) if isinstance(box, CutBox) else ()
