""""How well did I play?": the duplicate rating of one match.  Each hand the person
played is played again, from the same deal, with the Hard computer in their seat
(``controller.rating``, on a worker thread with a progress bar that can be
cancelled); the window shows, hand by hand, the person's side's game points and card
points against the same side's with Hard, the figure per hand give or take its
uncertainty, and the hands where the person's play cost most, each with a link to
the Review of that hand and to Hard's play of it.  A rating once computed is kept
(``storage.ratings``) and shown at once the next time."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..controller.background import BackgroundJob
from ..controller.rating import Problem, can_rate, current_version, start_rating
from ..engine.cards import side_of
from ..engine.match import HandSummary, Match
from ..storage import results
from ..storage.matchsave import MatchInfo
from ..storage.ratings import Estimate, RatedHand, Rating, RatingStore
from .history import contract_words
from .i18n import tr
from .review_window import ReviewWindow

COSTLIEST = 3     # hands listed as those where the person's play cost most


def per_hand_text(e: Estimate, unit: str) -> str:
    """"+0.3 game points per hand, give or take 0.5" (``unit``: "game" or "card")."""
    if e.n == 0:
        return "\u2014"
    text = (tr("{value} game points per hand") if unit == "game"
            else tr("{value} card points per hand")).format(value=f"{e.mean:+.2f}")
    if e.margin is None:
        return text
    return tr("{text}, give or take {margin}").format(text=text, margin=f"{e.margin:.2f}")


def verdict_text(e: Estimate) -> str:
    """What the game-point figure means, in plain words."""
    if e.margin is None:
        return tr("Too few hands to tell.")
    if e.clearly_above:
        return tr("You did clearly better than Hard on these cards.")
    if e.clearly_below:
        return tr("Hard did clearly better than you on these cards.")
    return tr("No clear difference from Hard on these cards: the difference is within "
              "the give or take.")


class RatingWindow(QDialog):
    def __init__(self, keeper: Any, match: Match, info: MatchInfo, parent: QWidget | None = None):
        super().__init__(parent)
        self.keeper = keeper
        self.match = match
        self.info = info
        self.store = RatingStore(keeper.folder.root) if keeper is not None else None
        self.rating: Rating | None = None
        self.problem: str | None = None
        self.job: BackgroundJob | None = None
        self.samples = None               # tests: fewer guessed deals per decision
        self.review: ReviewWindow | None = None   # the last Review window opened from here
        self.setWindowTitle(tr("How well did you play?"))
        self.setModal(False)
        self.resize(900, 620)
        lay = QVBoxLayout(self)
        self.head = QLabel(tr("<h3>How well did you play?</h3>Each of your hands was played "
                              "again from the same deal, with the Hard computer in your seat "
                              "and the other seats as they were. Your side's points against "
                              "Hard's on the same cards: the luck of the deal barely moves "
                              "this figure."))
        self.head.setWordWrap(True)
        lay.addWidget(self.head)
        self.progress = QProgressBar()
        self.progress.setFormat(tr("%v of %m hands replayed"))
        lay.addWidget(self.progress)
        self.body = QTextBrowser()
        self.body.setOpenLinks(False)
        self.body.anchorClicked.connect(self.follow)
        lay.addWidget(self.body, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.b_cancel = QPushButton(tr("&Cancel"))
        self.b_cancel.clicked.connect(lambda: self.cancel())
        self.b_again = QPushButton(tr("Compute &again"))
        self.b_again.clicked.connect(lambda: self.start())
        self.b_close = QPushButton(tr("Close"))
        self.b_close.clicked.connect(self.close)
        bar = QHBoxLayout()
        bar.addWidget(self.b_cancel)
        bar.addWidget(self.b_again)
        bar.addStretch(1)
        bar.addWidget(self.b_close)
        lay.addLayout(bar)

    # ------------------------------------------------------------ computing
    def open(self) -> None:
        """Show the kept rating when it is current; compute it otherwise."""
        self.show()
        if not can_rate(self.match, self.info):
            self._finish(tr("This match has no finished hand of yours to rate."))
            return
        kept, problem = (None, None) if self.store is None else self.store.load(self.info.match_id)
        if kept is not None and kept.version == current_version(self.samples) \
                and len(kept.hands) == len(self.match.hands_played):
            self.show_rating(kept)
            return
        self.start(problem)

    def start(self, problem: str | None = None) -> None:
        if self.job is not None:
            self.job.cancel()
        self.rating = None
        self.progress.setVisible(True)
        self.progress.setRange(0, max(1, len(self.match.hands_played)))
        self.progress.setValue(0)
        self.b_cancel.setEnabled(True)
        self.b_again.setEnabled(False)
        self.note.setText(problem or tr("Replaying your hands in the background; the table "
                                        "goes on meanwhile."))
        self.body.setHtml("<p>" + escape(tr("Replaying your hands with Hard in your seat\u2026")) + "</p>")
        self.job = start_rating(self.match, self.info, self.store, self._done, self._progress,
                                self, samples=self.samples)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self._finish(tr("Cancelled: nothing was kept. Compute again when you like."))

    def _finish(self, text: str) -> None:
        self.progress.setVisible(False)
        self.b_cancel.setEnabled(False)
        self.b_again.setEnabled(can_rate(self.match, self.info))
        self.note.setText(text)
        if self.rating is None:
            self.body.setHtml("")

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _done(self, rating: Rating | None, problem: Problem | None) -> None:
        self.job = None
        if rating is None:
            why = problem.detail if problem is not None else ""
            self.problem = why
            self._finish(tr("The replay failed: {why}").format(why=why))
            return
        self.show_rating(rating)
        if problem is not None:
            self.note.setText(tr("The rating could not be kept ({why}), so it will be computed "
                                 "again next time.").format(why=problem.detail))

    def show_rating(self, rating: Rating) -> None:
        self.rating = rating
        self._finish(tr("Kept: this rating is shown at once next time."))
        self.note.setToolTip(rating.version)      # which computer player made it
        self.body.setHtml(self.html(rating))

    @property
    def finished_rating(self) -> bool:
        return self.rating is not None

    # ------------------------------------------------------------ words
    def _hand(self, number: int) -> HandSummary | None:
        return next((h for h in self.match.hands_played if h.number == number), None)

    def costliest(self, rating: Rating) -> list[RatedHand]:
        """The hands where the person's play cost most: lost game points first, then
        card points; only hands where something was lost."""
        lost = [h for h in rating.hands if h.game_diff < 0 or (h.game_diff == 0 and h.cards_diff < 0)]
        lost.sort(key=lambda h: (h.game_diff, h.cards_diff, h.number))
        return lost[:COSTLIEST]

    def html(self, rating: Rating) -> str:
        side = side_of(rating.person_seat)
        game, cards = rating.game(), rating.cards()
        w_game, w_cards = escape(tr("Game points")), escape(tr("Card points"))
        w_review, w_how, w_hard = escape(tr("Review")), escape(tr("How Hard played it")), escape(tr("Hard"))
        parts = [f"<p><b>{w_game}:</b> {escape(per_hand_text(game, 'game'))}<br>"
                 f"<b>{w_cards}:</b> {escape(per_hand_text(cards, 'card'))}<br>"
                 f"{escape(verdict_text(game))}</p>"]
        parts.append("<p>" + escape(tr("A plus means you did better than Hard would have on the "
                                       "same cards. Give or take: the range that holds the true "
                                       "figure 19 times in 20.")) + "</p>")
        worst = self.costliest(rating)
        if worst:
            parts.append("<h4>" + escape(tr("Where your play cost most")) + "</h4><ol>")
            for h in worst:
                line = tr("Hand {n}: {game} game points and {cards} card points against Hard.").format(
                    n=h.number, game=f"{h.game_diff:+d}", cards=f"{h.cards_diff:+g}")
                parts.append(f"<li>{escape(line)} <a href='review:{h.number}'>{w_review}</a>"
                             f" \u00b7 <a href='hard:{h.number}'>{w_how}</a></li>")
            parts.append("</ol>")
        head = (tr("Hand"), tr("Your contract"), tr("Hard's contract"), tr("Your game points"),
                tr("Hard's game points"), tr("Your card points"), tr("Hard's card points"), "")
        parts.append("<table cellspacing='0' cellpadding='3'><tr>"
                     + "".join(f"<th align='left'>{escape(x)}</th>" for x in head) + "</tr>")
        for h in rating.hands:
            summary = self._hand(h.number)
            played = summary.result if summary is not None else None
            hard = results.replay_result(h.replay)
            mine_cards = results.card_points(played)[side] if played is not None else "\u2014"
            hard_cards = results.card_points(hard)[side]
            # the person's figures in green where they did better than Hard, red where worse
            better = (h.game_diff, h.cards_diff) > (0, 0)
            worse = (h.game_diff, h.cards_diff) < (0, 0)
            color = "#1b5e20" if better else "#b00020" if worse else "#000000"
            parts.append(
                f"<tr><td>{h.number}</td>"
                f"<td>{escape(contract_words(played) if played else '')}</td>"
                f"<td>{escape(contract_words(hard))}</td>"
                f"<td><font color='{color}'><b>{h.person_game:+d}</b></font></td><td>{h.hard_game:+d}</td>"
                f"<td><font color='{color}'><b>{mine_cards}</b></font></td><td>{hard_cards}</td>"
                f"<td><a href='review:{h.number}'>{w_review}</a> \u00b7 "
                f"<a href='hard:{h.number}'>{w_hard}</a></td></tr>")
        parts.append("</table>")
        return "".join(parts)

    # ------------------------------------------------------------ links
    def follow(self, url: QUrl) -> None:
        link, _, number = url.toString().partition(":")    # "review:3" or "hard:3"
        if not number.isdigit():
            return
        if link == "review":
            self.open_review(int(number))
        elif link == "hard":
            self.open_hard(int(number))

    def open_review(self, number: int) -> ReviewWindow | None:
        """The Review of the hand as the person played it."""
        h = self._hand(number)
        if h is None or self.info.human_seat is None:
            return None
        st = h.record.new_state()
        for a in h.record.actions:
            st.apply(a)
        names = getattr(getattr(getattr(self.keeper, "win", None), "scene", None), "names", None)
        if self.review is not None:
            self.review.close()
        self.review = ReviewWindow(st, self.info.human_seat,
                                   names or [tr("North"), tr("East"), tr("South"), tr("West")], self)
        self.review.show()
        self.review.start()
        return self.review

    def open_hard(self, number: int) -> Any:
        """The hand as Hard (in the person's seat) and the others played it, face up."""
        if self.rating is None or self.keeper is None:
            return None
        rated = next((h for h in self.rating.hands if h.number == number), None)
        if rated is None:
            return None
        return self.keeper.open_viewer(rated.replay, title=tr("hand {n} played by Hard").format(n=number))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        super().closeEvent(event)


def open_rating(keeper: Any, match: Match, info: MatchInfo, parent: QWidget | None = None) -> RatingWindow:
    """Open (or raise) the rating window of ``match``; one window per match."""
    windows = getattr(keeper, "rating_windows", None)
    if windows is None:
        windows = keeper.rating_windows = {}
    win = windows.get(info.match_id)
    if win is None or not win.isVisible():
        win = RatingWindow(keeper, match, info, parent if parent is not None else keeper.win)
        win.samples = getattr(keeper, "rating_samples", None)   # tests: fewer guessed deals
        windows[info.match_id] = win
        win.open()
    win.raise_()
    return win


def add_match_over_button(keeper: Any) -> None:
    """On the match-over summary: "How well did I play?", for the match just ended."""
    dlg = getattr(keeper.win, "summary_dialog", None)
    if dlg is None or not getattr(dlg, "match_over", False) or dlg.findChild(QPushButton, "rating_button"):
        return
    m, info = keeper.last_finished if getattr(keeper, "last_finished", None) else (None, None)
    if m is None or info is None or not can_rate(m, info):
        return
    from PySide6.QtWidgets import QDialogButtonBox
    box = dlg.findChild(QDialogButtonBox)
    if box is None:
        return
    b = box.addButton(tr("How well did I play?\u2026"), QDialogButtonBox.ButtonRole.ActionRole)
    b.setObjectName("rating_button")
    b.clicked.connect(lambda: open_rating(keeper, m, info))


def install(keeper: Any) -> None:
    """The match-over summary offers the rating of the match just ended."""
    keeper.last_finished = None
    keeper.rating_windows = {}

    def archived(item: tuple[Match, MatchInfo]) -> None:
        m, info = item
        if m.over and info.human_seat is not None:
            keeper.last_finished = (m, info)
            add_match_over_button(keeper)

    keeper.saver.sig_archived.connect(archived)
    # the summary is made when the hand is over, after the match was archived (or before:
    # then ``archived`` adds the button)
    keeper.win.controller.sig_match_over.connect(
        lambda _w: QTimer.singleShot(0, lambda: add_match_over_button(keeper)))


def rating_lines(keeper: Any) -> list[tuple[str, str]]:
    """The Statistics' running figure: the person's points minus Hard's on the same
    deals, per hand, over the recent rated matches, give or take its uncertainty."""
    from ..storage.ratings import RECENT_MATCHES, running_figure
    folder = getattr(keeper, "folder", None)
    if folder is None:
        return []
    ratings, problems = RatingStore(folder.root).recent(current_version(), RECENT_MATCHES)
    name = tr("Your play against Hard on the same deals")
    # a kept rating that could not be read was moved aside (never deleted): said here
    unread = ([("", tr("Kept ratings that could not be read and were kept aside: {n}").format(
        n=len(problems)))] if problems else [])
    if not ratings:
        return [(name, tr("no rated match yet (History: How well did I play?)"))] + unread
    fig = running_figure(ratings)
    over = tr("over {hands} hands; matches rated: {matches}").format(
        hands=fig.game.n, matches=fig.matches)
    return [(name, per_hand_text(fig.game, "game") + ", " + over),
            ("", per_hand_text(fig.cards, "card"))] + unread
