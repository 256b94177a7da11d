"""The bid advisor panel (View > Bid advisor): during the person's turn in the auction,
the chance of making each bid with the best trump, as a bar and in words ("about 7 in
10"), and what the Hard player would bid.  The chances are the ones the hint and the
review show for the same view (``controller.analysis.start_bid_advice``, from
``ai.bid_advice.shown_chances``).  Worked out on a worker thread; the table never
waits for it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QGridLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from ..controller import TableState
from ..controller.analysis import TABLE, start_bid_advice
from ..controller.background import BackgroundJob
from ..engine.actions import ActionKind
from ..engine.events import Phase
from .i18n import tr
from .learn_text import action_words, chance_tenths, suit_name

SHOWN_BIDS = 9          # rows: the lowest legal bid and the ones above it


class BidAdvisorPanel(QDockWidget):
    def __init__(self, table, learning, parent=None):
        super().__init__(tr("Bid advisor"), parent)
        self.setObjectName("bid_advisor")
        self.table = table
        self.learning = learning
        self.hint_samples: int | None = None
        self.job: BackgroundJob | None = None
        self.advice = None
        self.hard_action = None
        self._key = None
        body = QWidget()
        lay = QVBoxLayout(body)
        self.head = QLabel("")
        self.head.setWordWrap(True)
        lay.addWidget(self.head)
        self.grid = QGridLayout()
        lay.addLayout(self.grid)
        self.hard = QLabel("")
        self.hard.setWordWrap(True)
        self.hard.setObjectName("advisor_hard")
        lay.addWidget(self.hard)
        lay.addStretch(1)
        self.setWidget(body)
        self.setMinimumWidth(250)
        self.rows: list[tuple[QLabel, QProgressBar, QLabel]] = []
        # a bound method, not a lambda: a closed panel is no longer called (a lambda kept
        # calling the deleted panel's labels at the next turn)
        table.sig_human_turn.connect(self._on_human_turn)

    def _on_human_turn(self, _view) -> None:
        self.refresh()

    def detach(self) -> None:
        """Stop and take the panel off the table's signals (it is being closed)."""
        self.stop()
        try:
            self.table.sig_human_turn.disconnect(self._on_human_turn)
        except (RuntimeError, TypeError):
            pass

    def stop(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def on_update(self, _events) -> None:
        if self.table.hand is not None and self.table.hand.phase != Phase.AUCTION:
            self.stop()
            self._clear(tr("The advisor helps in the auction: it shows the chance of "
                                "making each bid from your first four cards."))

    def _clear(self, text: str) -> None:
        self.head.setText(text)
        self.hard.setText("")
        for row in self.rows:
            for w in row:
                self.grid.removeWidget(w)
                w.deleteLater()
        self.rows = []

    def refresh(self) -> None:
        t = self.table
        if (t.state != TableState.WAIT_HUMAN or t.hand is None or t.human is None
                or t.hand.phase != Phase.AUCTION):
            if t.hand is None or t.hand.phase != Phase.AUCTION:
                self.on_update([])
            return
        key = (id(t.hand), len(t.hand.history))
        if key == self._key and (self.job is not None or self.advice is not None):
            return
        self.stop()
        self._key = key
        self.advice = None
        self.hard_action = None
        self._clear(tr("Working out your chances\u2026"))
        view = t.view(t.human)
        levels = {s: t.config.level_of(s) for s in range(4)}

        def done(result, err):
            self.job = None
            if err:
                self._clear(tr("No advice this time: {why}").format(why=err.strip().splitlines()[-1]))
                return
            if t.hand is None or key != (id(t.hand), len(t.hand.history)):
                return      # the auction moved on: this advice is for an old position
            self.learning.flags.advisor_used = True
            self.show_advice(view, *result)

        self.job = start_bid_advice(view, self.learning.hint_seed, levels, self.hint_samples,
                                    done, parent=self)

    def show_advice(self, view, advice, hint) -> None:
        if advice.source == TABLE:
            self._clear(tr("Chance of making each bid with the best trump, "
                           "from your four cards:"))
        else:
            self._clear(tr("Chance of making each bid with the best trump "
                           "({n} sampled deals):").format(n=advice.samples))
        legal = sorted(a.arg for a in view.legal if a.kind == ActionKind.BID)
        low = legal[0] if legal else view.rules.min_bid
        for i, b in enumerate(range(low, min(view.rules.max_bid, low + SHOWN_BIDS - 1) + 1)):
            p = advice.chances.get(b, 0.0)
            lab = QLabel(tr("{bid} in {suit}").format(bid=b, suit=suit_name(advice.best_trump[b])))
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setValue(round(100 * p))
            bar.setTextVisible(False)
            bar.setMaximumHeight(14)
            bar.setObjectName(f"chance_{b}")
            words = QLabel(chance_tenths(p))
            words.setObjectName(f"chance_words_{b}")
            bar.setAccessibleName(f"{lab.text()}: {words.text()}")
            self.grid.addWidget(lab, i, 0)
            self.grid.addWidget(bar, i, 1)
            self.grid.addWidget(words, i, 2)
            self.rows.append((lab, bar, words))
        self.advice = advice
        self.hard_action = hint.action
        self.hard.setText(tr("The Hard player would: <b>{what}</b>").format(
            what=action_words(hint.action)))
        self.hard.setTextFormat(Qt.TextFormat.RichText)
