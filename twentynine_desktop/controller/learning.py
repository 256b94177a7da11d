"""Learning at the table, on the controller's side: hints, undo in a practice match, and
the flags a match carries for the statistics.

``LearningController(table)`` sits beside a ``TableController`` and uses its public
state plus a few of its internals (the timers, the generation number) that undo must
reset.  It decides no rule: the engine replays the hand for an undo, and the hint is
the Hard player's decision on the person's own view (``ai.hint``).

Statistics (issue 18) read ``flags_of(table)``: ``practice`` is True for a practice
match (undo allowed; keep it apart from the real statistics), ``hints_used`` counts
the hints asked for in the match, ``undos`` the moves taken back, ``advisor_used`` says
the bid advisor was shown; ``assisted`` is any of them.  The flags are reset
whenever a new match starts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..ai.hint import Hint, compute_hint
from ..engine.actions import Action
from ..engine.hand import HandState
from ..engine.refusal import Refusal, RefusalCode
from .background import BackgroundJob
from .table import TableController, TableState


@dataclass
class MatchFlags:
    practice: bool = False
    hints_used: int = 0
    undos: int = 0
    advisor_used: bool = False       # the bid advisor showed its chances (and Hard's bid)
    match_key: int | None = None     # id() of the engine Match these flags belong to

    @property
    def assisted(self) -> bool:
        """Hints or undo were used: the match is not a plain result."""
        return self.practice or self.hints_used > 0 or self.undos > 0 or self.advisor_used


def flags_of(table: TableController) -> MatchFlags:
    """The learning flags of the table's current match (new flags for a new match)."""
    flags = table.match_flags if isinstance(table.match_flags, MatchFlags) else None
    key = id(table.match) if table.match is not None else None
    if flags is None or flags.match_key != key:
        practice = bool(getattr(table.config, "practice", False))
        flags = MatchFlags(practice=practice, match_key=key)
        table.match_flags = flags
    return flags


def person_actions(history: list[Action], seat: int) -> list[int]:
    """Indices in ``history`` of the decisions ``seat`` took (its cards, bids, asks,
    trump choice, pair), the moves an undo can take back."""
    return [i for i, a in enumerate(history) if a.actor == seat]


def replay(st: HandState, upto: int) -> HandState:
    """A fresh state of the same deal with the first ``upto`` actions of ``st``."""
    new = HandState(st.rules, st.dealer, [list(h) for h in st.hands_dealt])
    for a in st.history[:upto]:
        new.apply(a)
    return new


class LearningController(QObject):
    sig_hint = Signal(object)          # Hint, for the position the person is looking at
    sig_hint_failed = Signal(str)
    sig_undone = Signal()

    def __init__(self, table: TableController, parent: QObject | None = None):
        super().__init__(parent)
        self.table = table
        self.hint_seed = random.SystemRandom().getrandbits(62)
        self.hint_budget_ms: float | None = None     # None: the Hard player's own budget
        self.hint_samples: int | None = None         # fixed samples (tests)
        self._hint_job: BackgroundJob | None = None
        self._hint_key: tuple | None = None

    # ------------------------------------------------------------ flags
    @property
    def flags(self) -> MatchFlags:
        return flags_of(self.table)

    @property
    def practice(self) -> bool:
        return self.flags.practice

    # ------------------------------------------------------------ hint
    def position_key(self) -> tuple | None:
        t = self.table
        if t.hand is None:
            return None
        return (id(t.hand), len(t.hand.history), t.gen)

    def can_hint(self) -> bool:
        t = self.table
        # (a hosted table waits on the people at other computers too: their turns are
        # not the person's here, whose hint would answer a question not theirs)
        return (t.state == TableState.WAIT_HUMAN and t.hand is not None and t.human is not None
                and t.human in t.person.waiting and not t.closed)

    def hint_busy(self) -> bool:
        return self._hint_job is not None and self._hint_job.running

    def request_hint(self) -> Refusal | None:
        """Work out the hint for the person's turn in the background; ``sig_hint`` when
        it is ready (dropped if the position has changed).  Returns why not, or None."""
        if not self.can_hint():
            return Refusal(RefusalCode.HINT_NOT_YOUR_TURN)
        key = self.position_key()
        if self.hint_busy() and key == self._hint_key:
            return None
        self.cancel_hint()
        view = self.table.view(self.table.human)
        if view is None:
            return Refusal(RefusalCode.HINT_NOT_YOUR_TURN)
        table = {s: self.table.config.level_of(s) for s in range(4)}
        seed, samples, budget = self.hint_seed, self.hint_samples, self.hint_budget_ms
        self._hint_key = key
        self.flags.hints_used += 1

        def work(_progress, _cancelled):
            return compute_hint(view, seed, table, samples=samples, budget_ms=budget)

        def done(hint: Hint | None, err: str | None) -> None:
            self._hint_job = None
            if err:
                self.sig_hint_failed.emit(err.strip().splitlines()[-1])
                return
            if key != self.position_key() or not self.can_hint():
                return      # the table moved on: this hint is for an old position
            self.sig_hint.emit(hint)

        self._hint_job = BackgroundJob(work, done, parent=self, name="hint").start()
        return None

    def cancel_hint(self) -> None:
        if self._hint_job is not None:
            self._hint_job.cancel()
            self._hint_job = None

    # ------------------------------------------------------------ undo
    def undo_reason(self) -> Refusal | None:
        """None if the person's last decision can be taken back now, else why not."""
        t = self.table
        if not self.practice:
            return Refusal(RefusalCode.UNDO_PRACTICE_ONLY)
        if t.hand is None or t.human is None or t.closed:
            return Refusal(RefusalCode.UNDO_NOTHING)
        if t.state in (TableState.HAND_OVER, TableState.MATCH_OVER, TableState.IDLE) or t.hand.over:
            return Refusal(RefusalCode.UNDO_HAND_OVER)
        if not person_actions(t.hand.history, t.human):
            return Refusal(RefusalCode.UNDO_NOT_PLAYED_YET)
        return None

    def undo(self) -> Refusal | None:
        """Take back the person's last card or bid: the hand goes back to the position
        just before it (the same deal, the same actions up to there), every computer
        answer still on its way is dropped, and play goes on from there.  Returns why
        not, or None when done."""
        reason = self.undo_reason()
        if reason is not None:
            return reason
        t = self.table
        self.cancel_hint()
        hand, human = t.hand, t.human
        assert hand is not None and human is not None  # undo_reason checked both
        upto = person_actions(hand.history, human)[-1]
        t.take_back_to(upto)
        self.flags.undos += 1
        self.sig_undone.emit()
        return None
