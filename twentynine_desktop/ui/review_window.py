""""Review this hand": for each card the person played, the best card with every hand
known and what the choice cost in card points, the three costliest first.  The exact
solving runs on a worker thread (``controller.analysis``) with a progress bar; the
table goes on meanwhile."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QTextBrowser,
    QVBoxLayout,
)

from ..controller.analysis import Review, start_review
from ..controller.background import BackgroundJob
from ..engine.actions import ActionKind
from .i18n import tr
from .learn_text import action_words, card_short, seat_name


class ReviewWindow(QDialog):
    def __init__(self, hand, seat: int, names: list[str], parent=None, all_seats: bool = False):
        super().__init__(parent)
        self.hand = hand
        self.seat = seat
        self.names = list(names)
        self.review: Review | None = None
        self.job: BackgroundJob | None = None
        self.error: str | None = None
        self.setWindowTitle(tr("Review of the hand"))
        self.setModal(False)
        self.resize(640, 560)
        lay = QVBoxLayout(self)
        self.head = QLabel(tr("<h3>Review of the hand</h3>Each of your cards against the "
                                   "best card with every hand known (an exact solve of the rest "
                                   "of the hand)."))
        self.head.setWordWrap(True)
        lay.addWidget(self.head)
        self.progress = QProgressBar()
        self.progress.setFormat(tr("Solving decision %v of %m"))
        lay.addWidget(self.progress)
        self.every = QCheckBox(tr("Every card of every seat"))
        self.every.setChecked(all_seats)
        self.every.toggled.connect(lambda _on: self.start())
        lay.addWidget(self.every)
        self.body = QTextBrowser()
        lay.addWidget(self.body, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)

    def seats(self) -> tuple[int, ...]:
        return (0, 1, 2, 3) if self.every.isChecked() else (self.seat,)

    def start(self) -> None:
        """(Re)start the review in the background."""
        if self.job is not None:
            self.job.cancel()
        self.review = None
        self.error = None
        self.progress.setVisible(True)
        self.progress.setRange(0, 0)
        self.body.setHtml("<p>" + escape(tr("Working out the best play\u2026")) + "</p>")
        self.job = start_review(self.hand, self.seats(), self._done, self._progress, self)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _done(self, review, err) -> None:
        self.job = None
        self.progress.setVisible(False)
        if err:
            self.error = err.strip().splitlines()[-1]
            self.body.setHtml("<p>" + escape(tr("The review failed: {why}").format(why=self.error)) + "</p>")
            return
        self.review = review
        self.body.setHtml(self.html(review))

    @property
    def finished_review(self) -> bool:
        return self.review is not None

    # ------------------------------------------------------------ words
    def _who(self, seat: int) -> str:
        return tr("You") if seat == self.seat else seat_name(seat, self.names)

    def _line(self, d) -> str:
        played = action_words(d.played)
        best = action_words(d.best)
        who = self._who(d.seat)
        if d.cost <= 0:
            return tr("Trick {t}: {who} played the {card}: best play.").format(
                t=d.trick_no, who=who, card=played)
        if d.cost == 1:
            return tr("Trick {t}: {who} played the {card}; the {best} was better: "
                           "1 card point lost.").format(t=d.trick_no, who=who, card=played, best=best)
        return tr("Trick {t}: {who} played the {card}; the {best} was better: "
                       "{cost} card points lost.").format(t=d.trick_no, who=who, card=played,
                                                          best=best, cost=d.cost)

    def html(self, review: Review) -> str:
        parts = []
        worst = review.costliest(3)
        if not review.decisions:
            parts.append("<p>" + escape(tr("No card of this hand had a choice to review.")) + "</p>")
            return "".join(parts)
        if worst:
            parts.append("<h4>" + escape(tr("The costliest decisions")) + "</h4><ol>")
            for d in worst:
                parts.append(f"<li><b>{escape(self._line(d))}</b></li>")
            parts.append("</ol>")
        else:
            parts.append("<p><b>" + escape(tr("Every card was the best play: nothing lost.")) + "</b></p>")
        for s in review.seats:
            lost = review.total_cost(s)
            line = (tr("{who}: 1 card point lost in all.") if lost == 1
                    else tr("{who}: {lost} card points lost in all."))
            parts.append("<p>" + escape(line.format(who=self._who(s), lost=lost)) + "</p>")
        parts.append("<h4>" + escape(tr("Every decision")) + "</h4>")
        parts.append("<table cellspacing='0' cellpadding='3'>")
        head = (tr("Trick"), tr("Seat"), tr("Played"), tr("Best"),
                tr("Cost"), tr("Each choice (your side's card points at the end)"))
        parts.append("<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>")
        for d in review.decisions:
            each = ", ".join([f"{self._short(a)} {v}" for a, v in sorted(
                d.values.items(), key=lambda kv: -kv[1])]
                + [f"{self._short(a)} \u2264{d.best_value}" for a in d.at_most])
            color = "#b00020" if d.cost > 0 else "#1b5e20"
            parts.append(
                f"<tr><td>{d.trick_no}</td><td>{escape(self._who(d.seat))}</td>"
                f"<td>{escape(self._short(d.played))}</td><td>{escape(self._short(d.best))}</td>"
                f"<td><font color='{color}'>{d.cost}</font></td><td>{escape(each)}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    def _short(self, a) -> str:
        if a.kind == ActionKind.PLAY:
            return card_short(a.arg)
        if a.kind == ActionKind.ASK:
            return tr("ask")
        return action_words(a)

    def closeEvent(self, event) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().closeEvent(event)

    def reject(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().reject()


__all__ = ["ReviewWindow", "Qt"]
