"""The tutorial (Help > Tutorial): one guided hand on a fixed deal.  Short messages
explain the point cards, the bid, the hidden trump, following suit, asking for the
trump and the pair, each at the moment it happens at the table, and wait for the
person to do it.  It can be skipped at any time and played again from the Help menu.

The deal is numbered (``engine.deal``: the same cards everywhere) and the other seats
are Easy players, who play by fixed rules, so the moments come in the same order
whenever the person takes the advice (bid up to 18, hearts as trump, ask when void,
declare the pair).  If the person does something else, each message still comes at
the moment its situation arises, or not at all.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ..controller.updates import NewHand
from ..engine.actions import ActionKind
from ..engine.deal import deal_hands
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.rules import Rules
from .i18n import tr

DEAL_NUMBER = 956        # South: J K of hearts, K of diamonds, K of clubs in the first four
DEALER = 1               # East deals: South speaks first and leads the first trick
TOPICS = ("points", "bid", "trump", "lead", "follow", "ask", "pair", "end")
# the action bar's button a step asks for: the keyboard is put on it (not on the first
# button of the bar, which for the trump is spades)
STEP_BUTTONS = {"trump": "trump_H", "ask": "ask", "pair": "pair"}


def start_tutorial(window):
    """Start the guided hand in ``window`` (a MainWindow).  The first start's welcome
    (``ui/first_run.py``) offers the tutorial through this function."""
    learning = getattr(window, "learning", None)
    if learning is None:
        raise RuntimeError("this window has no learning features")
    return learning.start_tutorial()


def tutorial_hand(rules: Rules | None = None) -> HandState:
    rules = rules or Rules()
    return HandState(rules, DEALER, deal_hands(DEAL_NUMBER, DEALER, 1))


class TutorialBox(QFrame):
    """The tutorial's message above the action bar, with Next and Skip."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("TutorialBox")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#TutorialBox { background: #fff6d5; border-top: 3px solid #ff9800; }"
                           "QLabel { color: #1a1a1a; font-size: 16px; }"
                           "QPushButton { font-size: 15px; padding: 4px 14px; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel("")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        col = QVBoxLayout()
        col.addWidget(self.title)
        col.addWidget(self.text)
        row.addLayout(col, 1)
        self.next_button = QPushButton(tr("Next"))
        self.next_button.setObjectName("tutorial_next")
        self.skip_button = QPushButton(tr("Skip tutorial"))
        self.skip_button.setObjectName("tutorial_skip")
        for b in (self.next_button, self.skip_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)


class Tutorial(QObject):
    def __init__(self, window, learning):
        super().__init__(window)
        self.window = window
        self.learning = learning
        self.shown: list[str] = []            # topics, in the order they were shown
        self.topic: str | None = None
        self.active = False
        self._after_next = None
        self.starting = False     # its own new match is being dealt (nothing else starts)
        self.box = TutorialBox()
        self.box.next_button.clicked.connect(self._next)
        self.box.skip_button.clicked.connect(self.skip)
        self.box.setVisible(False)
        lay = window.centralWidget().layout()
        lay.insertWidget(lay.indexOf(window.panel), self.box)
        window.controller.sig_human_turn.connect(self._on_turn)

    # ------------------------------------------------------------ words
    def messages(self) -> dict[str, tuple[str, str]]:
        return {
            "points": (tr("The point cards"), tr(
                "Only eight cards score: each <b>Jack 3</b>, each <b>Nine 2</b>, each <b>Ace</b> and "
                "<b>Ten 1</b>: 28 points in the pack. In each suit the Jack is highest, then the Nine, "
                "the Ace, the Ten, the King, the Queen, the Eight and the Seven.")),
            "bid": (tr("The bid"), tr(
                "You have seen four of your eight cards. A bid says how many of the 28 points your side "
                "(you and North) will take. Your Jack and King of hearts are strong: <b>bid up to 18</b>, "
                "then pass if the others go higher.")),
            "trump": (tr("The hidden trump"), tr(
                "You won the bid, so you choose the trump: the suit that beats all others. It is set face "
                "down and nobody else knows it until it is revealed. Choose <b>hearts</b>.")),
            "lead": (tr("Your lead"), tr(
                "All eight cards are dealt. You lead the first trick: the highest card of the suit led "
                "wins it, unless a trump is played once the trump is revealed. Play a card.")),
            "follow": (tr("Following suit"), tr(
                "You must <b>follow suit</b>: when you hold a card of the suit led you must play one. "
                "Only those cards are lit up.")),
            "ask": (tr("Asking for the trump"), tr(
                "You have no card of the suit led. While the trump is hidden a trump wins nothing, so "
                "<b>ask for the trump</b>: it is shown to everyone, and then you must play a trump if you "
                "have one.")),
            "pair": (tr("The pair"), tr(
                "You hold the <b>King and Queen of trumps</b> and your side has just won a trick: "
                "<b>declare the pair</b>. Your side's target goes down by 4, though not below the lowest bid "
                "(the opponents' pair would raise it by 4).")),
            "end": (tr("Well done"), tr(
                "That is a whole hand of Twenty-Nine. The summary shows the points each side took and "
                "whether the bid was made. Play the tutorial again from the Help menu whenever you like.")),
        }

    def show(self, topic: str, waiting: bool, then=None) -> None:
        if not self.active:
            return                # ended: its messages never carry on into a real match
        title, text = self.messages()[topic]
        self.topic = topic
        if topic not in self.shown:
            self.shown.append(topic)
        self.box.title.setText(f"<b>{title}</b>")
        self.box.text.setText(text)
        self.box.next_button.setVisible(not waiting)
        self.box.next_button.setText(tr("Finish") if topic == "end" else tr("Next"))
        self.box.skip_button.setVisible(topic != "end")
        self._after_next = then
        self.box.setVisible(True)
        button = self.window.panel.buttons.get(STEP_BUTTONS.get(topic, ""))
        if waiting and button is not None:
            button.setFocus(Qt.FocusReason.TabFocusReason)

    def retranslate(self) -> None:
        """The message on show and the buttons, again in the newly chosen language."""
        self.box.skip_button.setText(tr("Skip tutorial"))
        self.box.next_button.setText(tr("Finish") if self.topic == "end" else tr("Next"))
        if self.topic is not None and self.active:
            title, text = self.messages()[self.topic]
            self.box.title.setText(f"<b>{title}</b>")
            self.box.text.setText(text)

    def hide(self) -> None:
        self.topic = None
        self.box.setVisible(False)

    # ------------------------------------------------------------ flow
    def start(self) -> None:
        w = self.window
        cfg = dataclasses.replace(w.config, rules=Rules(), levels={"N": "easy", "E": "easy", "W": "easy"},
                                  seed=DEAL_NUMBER, first_dealer=DEALER, human_seat=2, tutorial=True)
        self.shown = []
        self.active = True
        self.starting = True
        try:
            w.new_match(config=cfg, hand=tutorial_hand(cfg.rules))
        finally:
            self.starting = False
        self.learning.ctl.flags.practice = True       # a tutorial is not a real match
        w.statusBar().showMessage(tr("Tutorial: a guided hand"), 5000)

    def stop(self) -> None:
        self.active = False
        self.hide()
        try:
            self.window.controller.sig_human_turn.disconnect(self._on_turn)
        except (RuntimeError, TypeError):
            pass
        self.box.setParent(None)
        self.box.deleteLater()
        if self.learning.tutorial is self:
            self.learning.tutorial_ended()

    def skip(self) -> None:
        """Leave the tutorial: the match it was started beside goes on where it was,
        else a new match under the player's own settings (``Learning.leave_tutorial``)."""
        if not self.active:
            return                # ended already (something else started): nothing to leave
        self.learning.leave_tutorial()

    def _next(self) -> None:
        if not self.active:
            return
        then = self._after_next
        self._after_next = None
        if self.topic == "end":
            self.skip()
            return
        self.hide()
        if then is not None:
            then()

    def _on_turn(self, view) -> None:
        if not self.active:
            return
        legal = view.legal
        kinds = {a.kind for a in legal}
        me = self.window.controller.human
        if view.phase == Phase.AUCTION:
            if "points" not in self.shown:
                self.show("points", waiting=False, then=lambda: self.show("bid", waiting=True))
            elif "bid" not in self.shown:
                self.show("bid", waiting=True)
            return
        if view.phase == Phase.TRUMP_CHOICE and "trump" not in self.shown:
            self.show("trump", waiting=True)
            return
        if view.phase != Phase.PLAY:
            return
        if ActionKind.PAIR in kinds and any(a.actor == me and a.kind == ActionKind.PAIR for a in legal):
            self.show("pair", waiting=True)
            return
        if ActionKind.ASK in kinds and "ask" not in self.shown:
            self.show("ask", waiting=True)
            return
        plays = [a.arg for a in legal if a.kind == ActionKind.PLAY]
        if not view.trick and "lead" not in self.shown:
            self.show("lead", waiting=True)
            return
        if view.trick and plays and "follow" not in self.shown:
            led = view.trick[0][1] >> 3
            if all(c >> 3 == led for c in plays) and any(c >> 3 != led for c in view.hand):
                self.show("follow", waiting=True)
                return

    def on_update(self, events) -> None:
        """Something happened at the table: a message that waited for it has done its work."""
        if not self.active:
            return
        if self.topic is not None and self.topic not in ("points", "end") and events \
                and not any(isinstance(e, NewHand) for e in events):
            self.hide()

    def on_hand_over(self, _summary) -> None:
        if self.active:
            self.show("end", waiting=False)
