""""Review this hand": for each card the person played, the best card with every hand
known and what the choice cost in card points, the three costliest first; and, for the
auction, what the program thinks of each bid and pass the person made (the chance of
making each bid with those cards, said as the advisor and the hint say it: "about 7 in
10", ``controller.analysis.start_auction_review``).  The
exact solving runs on a worker thread (``controller.analysis``) with a progress bar;
the table goes on meanwhile.  The suits are coloured (hearts and diamonds red)."""

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

from ..controller.analysis import TABLE, Review, start_auction_review, start_review
from ..controller.background import BackgroundJob
from ..engine.actions import ActionKind
from .events_text import SUIT_NAMES
from .hand_log import card_html, suit_html
from .i18n import tr
from .learn_text import action_words, chance_tenths, seat_name


class ReviewWindow(QDialog):
    def __init__(self, hand, seat: int, names: list[str], parent=None, all_seats: bool = False):
        super().__init__(parent)
        self.hand = hand
        self.seat = seat
        self.names = list(names)
        self.review: Review | None = None
        self.job: BackgroundJob | None = None
        self.auction: list | None = None            # [(history index, BidOpinion)]
        self.auction_job: BackgroundJob | None = None
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
        if self.auction is None and self.auction_job is None:
            self.auction_job = start_auction_review(self.hand, self.seat, self._auction_done,
                                                    parent=self)

    def _auction_done(self, opinions, err) -> None:
        self.auction_job = None
        self.auction = [] if err else list(opinions)
        if self.review is not None:
            self.body.setHtml(self.html(self.review))

    @property
    def finished_auction(self) -> bool:
        return self.auction is not None

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
        if d.seat == self.seat:
            return self._own_line(d, played, best)
        if d.cost <= 0:
            return tr("Trick {t}: {who} played the {card}: best play.").format(
                t=d.trick_no, who=who, card=played)
        if d.cost == 1:
            return tr("Trick {t}: {who} played the {card}; the {best} was better: "
                           "1 card point lost.").format(t=d.trick_no, who=who, card=played, best=best)
        return tr("Trick {t}: {who} played the {card}; the {best} was better: "
                       "{cost} card points lost.").format(t=d.trick_no, who=who, card=played,
                                                          best=best, cost=d.cost)

    def _own_line(self, d, played: str, best: str) -> str:
        """A line of the person's own play: strings of their own, since Hindi writes
        "आपने" where another seat is "{who} ने"."""
        if d.cost <= 0:
            return tr("Trick {t}: You played the {card}: best play.").format(t=d.trick_no, card=played)
        if d.cost == 1:
            return tr("Trick {t}: You played the {card}; the {best} was better: "
                      "1 card point lost.").format(t=d.trick_no, card=played, best=best)
        return tr("Trick {t}: You played the {card}; the {best} was better: "
                  "{cost} card points lost.").format(t=d.trick_no, card=played, best=best, cost=d.cost)

    def auction_html(self) -> str:
        """The auction reviewed: each bid or pass of the person, and what the program
        thinks of it."""
        if self.auction is None:
            return "<p><i>" + escape(tr("Working out the chances of the bids\u2026")) + "</i></p>"
        if not self.auction:
            return ""
        parts = ["<h4>" + escape(tr("The auction")) + "</h4><ul>"]
        samples = 0
        for _, op in self.auction:
            samples = max(samples, op.samples)
            parts.append("<li>" + self.opinion_html(op) + "</li>")
        if all(op.model == TABLE for _, op in self.auction):
            note = tr("The chances come from the program's bid table: deals solved around hands like "
                      "your first four cards, checked against hands really played. They say how often "
                      "your side would make each bid, not what the others would have bid.")
        else:
            note = tr(
                "The chances come from {n} deals sampled to fit your first four cards, each played out "
                "by the program with you as the bidder. They say how often your side would make each "
                "bid, not what the others would have bid.").format(n=samples)
        parts.append("</ul><p><small>" + escape(note) + "</small></p>")
        return "".join(parts)

    def opinion_html(self, op) -> str:
        best = op.highest_makeable
        if op.bid is not None:
            words = escape(tr("You bid {bid}: the program gives {chance} to make it").format(
                bid=op.bid, chance=chance_tenths(op.chance_of_bid or 0.0)))
            words += self._trump_html(op.best_trump.get(op.bid)) + ". "
            if best is None:
                more = tr("With these cards no bid has about 5 in 10 or better.")
            elif best < op.bid:
                more = tr("It would have stopped at {best}: {bid} is more than it thinks these cards make.")
            elif best > op.bid:
                more = tr("The bids up to {best} have about 5 in 10 or better: a higher bid was possible.")
            else:
                more = tr("That is the highest bid with about 5 in 10 or better.")
            return words + escape(more.format(best=best, bid=op.bid))
        head = (tr("You passed (the bid stood at {high}).").format(high=op.high_before) if op.high_before
                else tr("You passed (no bid yet)."))
        if best is None:
            more = tr("No bid open to you had about 5 in 10 or better: the program would have passed too.")
            low = op.chances.get(op.lowest)
            if low is not None:     # the chance of the lowest bid open, as the hint said it
                return (escape(head + " " + tr("The program gives {chance} to make {bid}").format(
                    chance=chance_tenths(low), bid=op.lowest)) + self._trump_html(op.best_trump.get(op.lowest))
                    + ". " + escape(more))
        else:
            more = tr("It gives {chance} to make {best}: the program would have bid.").format(
                best=best, chance=chance_tenths(op.chances[best]))
        return escape(head + " " + more)

    @staticmethod
    def _trump_html(t: int | None) -> str:
        """" (best trump: ♥ hearts)", the suit coloured; "" without a trump."""
        if t is None:
            return ""
        return " " + escape(tr("(best trump: {suit})").format(suit="\x00")).replace(
            "\x00", suit_html(t) + " " + escape(tr(SUIT_NAMES[t])))

    def html(self, review: Review) -> str:
        parts = [self.auction_html()]
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
        parts.append("<p>" + escape(tr(
            "How to read the last column: each card that could have been played, followed by the "
            "card points the player's side ends the hand with if that card is played and everyone "
            "then plays their best, every hand known. \u201cJ\u2660 7\u201d: with the Jack of spades the "
            "side ends with 7 points. \u201cQ\u2660 \u22647\u201d: the Queen of spades was no better than "
            "the best card, at most 7 points (the program stops counting a card once it knows it "
            "is not the best).")) + "</p>")
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
                f"<td>{self._short(d.played)}</td><td>{self._short(d.best)}</td>"
                f"<td><font color='{color}'>{d.cost}</font></td><td>{each}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    def _short(self, a) -> str:
        """A choice in short, as HTML: the card with its suit coloured, or "ask"."""
        if a.kind == ActionKind.PLAY:
            return card_html(a.arg)
        if a.kind == ActionKind.ASK:
            return escape(tr("ask"))
        return escape(action_words(a))

    def _cancel(self) -> None:
        for name in ("job", "auction_job"):
            job = getattr(self, name)
            if job is not None:
                job.cancel()
                setattr(self, name, None)

    def closeEvent(self, event) -> None:
        self._cancel()
        super().closeEvent(event)

    def reject(self) -> None:
        self._cancel()
        super().reject()


__all__ = ["ReviewWindow", "Qt"]
