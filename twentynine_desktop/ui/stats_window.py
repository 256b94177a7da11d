"""Game > Statistics: figures from the statistics database (``storage.stats``) and a
small bar chart of the game points of the last matches (drawn with QPainter); Reset
asks first."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..storage.stats import PERSON, Figures
from .events_text import LEVEL_WORDS
from .i18n import tr

LEVEL_ORDER = (PERSON, "random", "easy", "normal", "hard")


def percent(part: int, whole: int) -> str:
    if not whole:
        return "\u2014"
    return tr("{part} of {whole} ({percent}%)").format(part=part, whole=whole,
                                                       percent=round(100 * part / whole))


def contract_lines(f: Figures) -> list[tuple[str, str]]:
    keys = sorted(f.contracts, key=lambda k: (LEVEL_ORDER.index(k) if k in LEVEL_ORDER else 99, k))
    out = []
    for k in keys:
        bid, made = f.contracts[k]
        who = tr("You") if k == PERSON else tr("Computer ({level})").format(level=tr(LEVEL_WORDS.get(k, k)))
        out.append((tr("Contracts made: {who}").format(who=who), percent(made, bid)))
    return out


def hands_text(recorded: int, in_progress: int) -> str:
    """The hands played: those of the recorded matches and those of the match in progress
    (which the statistics record only when it ends), marked as such."""
    if not in_progress:
        return str(recorded)
    return tr("{total} ({n} of them in the match in progress)").format(
        total=recorded + in_progress, n=in_progress)


def figure_lines(f: Figures, hands_in_progress: int = 0) -> list[tuple[str, str]]:
    def avg(x):
        return "\u2014" if x is None else f"{x:.1f}"
    lines = [
        (tr("Matches played"), str(f.matches_played)),
        (tr("Matches won"), percent(f.matches_won, f.matches_played)),
        (tr("Matches abandoned"), str(f.matches_abandoned)),
        (tr("Hands played"), hands_text(f.hands, hands_in_progress)),
    ]
    lines += contract_lines(f)
    lines += [
        (tr("Average card points as bidders"), avg(f.avg_points_bidding)),
        (tr("Average card points as defenders"), avg(f.avg_points_defending)),
        (tr("Doubled hands won"), percent(f.doubles_won, f.doubles_played)),
        (tr("Longest run of matches won"), str(f.longest_winning_run)),
    ]
    return lines


class PointsChart(QWidget):
    """Bars of the person's side's game points at the end of each recent match."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.values: list[int] = []
        self.setMinimumSize(380, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_values(self, values: list[int]) -> None:
        self.values = list(values)
        self.update()

    def paintEvent(self, _e: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(8, 44, -8, -22)   # room for the title and the labels
        p.fillRect(self.rect(), self.palette().base())
        font = QFont(self.font())
        font.setPixelSize(12)
        p.setFont(font)
        p.setPen(self.palette().text().color())
        p.drawText(QRectF(8, 2, self.width() - 16, 20), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   tr("Your game points at the end of the last matches"))
        if not self.values:
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, tr("No finished match yet"))
            p.end()
            return
        top = max(1, max(abs(v) for v in self.values))
        if min(self.values) >= 0:      # only gains: the baseline at the bottom
            mid, half = r.bottom(), r.height()
        elif max(self.values) <= 0:    # only losses: at the top
            mid, half = r.top(), r.height()
        else:
            mid, half = r.center().y(), r.height() / 2
        p.setPen(QPen(QColor(140, 140, 140), 1))
        p.drawLine(int(r.left()), int(mid), int(r.right()), int(mid))
        n = len(self.values)
        slot = r.width() / n
        bw = min(40.0, slot * 0.7)
        for i, v in enumerate(self.values):
            x = r.left() + i * slot + (slot - bw) / 2
            hgt = half * abs(v) / top
            rect = QRectF(x, mid - hgt if v >= 0 else mid, bw, max(hgt, 1.5))
            p.fillRect(rect, QColor(40, 140, 70) if v > 0 else QColor(190, 60, 50) if v < 0 else QColor(150, 150, 150))
            p.setPen(self.palette().text().color())
            label_y = rect.top() - 16 if v >= 0 else rect.bottom() + 1
            p.drawText(QRectF(x - 10, label_y, bw + 20, 15), Qt.AlignmentFlag.AlignCenter, f"{v:+d}")
        p.end()


class StatsWindow(QDialog):
    def __init__(self, keeper, parent=None):
        super().__init__(parent)
        self.keeper = keeper
        self.setWindowTitle(tr("Statistics"))
        self.resize(560, 560)
        self.form = QFormLayout()
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.chart = PointsChart()
        self.note_text = tr("Figures of finished and abandoned matches; an abandoned match is "
                            "counted as abandoned, not lost.")
        self.note = QLabel(self.note_text)
        self.note.setWordWrap(True)
        self.b_reset = QPushButton(tr("&Reset\u2026"))
        self.b_reset.setAutoDefault(False)     # Enter never asks to wipe the figures
        self.b_reset.clicked.connect(lambda: self.ask_reset())
        self.b_close = QPushButton(tr("Close"))
        self.b_close.setDefault(True)          # Enter closes the window
        self.b_close.clicked.connect(self.close)
        bar = QHBoxLayout()
        bar.addWidget(self.b_reset)
        bar.addStretch(1)
        bar.addWidget(self.b_close)
        lay = QVBoxLayout(self)
        lay.addLayout(self.form)
        lay.addWidget(self.chart, 1)
        lay.addWidget(self.note)
        lay.addLayout(bar)
        self.lines: list[tuple[str, str]] = []

    def refresh(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        try:
            f = self.keeper.stats.figures()
            self.note.setText(self.note_text)
        except sqlite3.Error as exc:   # locked by another program (storage.stats): say so
            self.note.setText(tr("Your statistics cannot be read now ({why}).").format(why=exc))
            f = Figures()
        self.lines = figure_lines(f, self.hands_in_progress())
        from .rating_window import rating_lines
        self.lines += rating_lines(self.keeper)
        for name, value in self.lines:
            v = QLabel(value)
            v.setWordWrap(True)
            v.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(name + ":" if name else "", v)
        self.chart.set_values([v for _when, v in f.recent])
        self.b_close.setFocus()

    def hands_in_progress(self) -> int:
        """The hands finished so far in the match being played (not yet in the figures,
        which count a match when it is over or abandoned)."""
        win = getattr(self.keeper, "win", None)
        m = getattr(getattr(win, "controller", None), "match", None)
        if m is None or m.over:
            return 0
        return len(m.hands_played)

    def ask_reset(self) -> bool:
        answer = QMessageBox.question(self, tr("Reset statistics"),
                                      tr("Reset all statistics? Every figure starts again from zero; "
                                         "the history of hands is kept."),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.keeper.stats.reset()
        self.refresh()
        return True
