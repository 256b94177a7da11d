"""The action bar under the table: buttons for every decision of the standard table
(bids and Pass, trump choice, Double / Redouble / Set with a countdown, Ask for trump,
Declare pair, Single hand, Play on) and the Last trick button.  The buttons offered are
exactly the human's legal actions from the engine; a press sends the Action."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ..engine.actions import Action, ActionKind
from ..engine.events import Phase
from .events_text import SUIT_NAMES, SUIT_SYMBOLS
from .i18n import tr

RANK_WORDS = "J 9 A 10 K Q 8 7".split()

# Decisions with large stakes: a click on one of these buttons within GUARD_SECONDS of
# the button appearing is ignored.  Buttons come and go in the same row (the doubling
# window runs out and "Single hand" appears where "Redouble" was), so a click meant for
# the button that was there must not take the one that has just come.
GUARDED_KINDS = (ActionKind.SINGLE, ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET)
GUARD_SECONDS = 0.5

# Keys of the action bar (also listed by the keyboard help): a letter presses the button
# of that decision when it is offered.
ACTION_KEYS: dict[int, tuple[str, ...]] = {Qt.Key.Key_P: ("pass",), Qt.Key.Key_D: ("double", "redouble", "set"), Qt.Key.Key_A: ("ask",),
               Qt.Key.Key_M: ("pair",), Qt.Key.Key_S: ("single",), Qt.Key.Key_O: ("decline",),
               Qt.Key.Key_H: ("hold",), Qt.Key.Key_7: ("seventh",)}


def action_label(a: Action) -> str:
    k = a.kind
    if k == ActionKind.BID:
        return str(a.arg)
    if k == ActionKind.PASS:
        return tr("Pass")
    if k == ActionKind.TRUMP:
        assert a.arg is not None, "a trump choice shown carries its suit"
        name = tr(SUIT_NAMES[a.arg])
        return f"{SUIT_SYMBOLS[a.arg]} {name[:1].upper() + name[1:]}"
    if k == ActionKind.TRUMP_CARD:
        assert a.arg is not None, "a trump card shown carries its card"
        return f"{RANK_WORDS[a.arg & 7]}{SUIT_SYMBOLS[a.arg >> 3]}"
    return {ActionKind.SEVENTH: tr("Seventh card"), ActionKind.DOUBLE: tr("Double"),
            ActionKind.REDOUBLE: tr("Redouble"), ActionKind.SET: tr("Set"), ActionKind.ASK: tr("Ask for trump"),
            ActionKind.PAIR: tr("Declare pair"), ActionKind.SINGLE: tr("Single hand")}.get(k, k)


class ActionPanel(QWidget):
    sig_action = Signal(object)   # Action
    sig_decline = Signal()        # let an optional pair / single hand go by
    sig_last_trick = Signal()
    sig_guarded = Signal(str)     # a click on a button that had only just appeared (its text)
    sig_leave = Signal()          # Esc: the keyboard goes back to the cards
    sig_help = Signal()           # ?: the keyboard help

    def __init__(self, parent=None, clock: Callable[[], float] = time.monotonic):
        super().__init__(parent)
        self.clock = clock            # seconds, monotonic (tests give their own)
        self.setObjectName("ActionPanel")
        self.setAccessibleName(tr("Action bar"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.set_text_size(15)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.setSpacing(6)
        self.prompt = QLabel("")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.prompt)
        self.button_row = QHBoxLayout()
        self.button_row.setSpacing(4)
        row.addLayout(self.button_row)
        self.countdown = QProgressBar()
        self.countdown.setTextVisible(True)
        self.countdown.setVisible(False)
        row.addWidget(self.countdown)
        row.addStretch(1)
        self.last_button = QPushButton(tr("Last trick (L)"))
        self.last_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.last_button.installEventFilter(self)
        self.last_button.setEnabled(False)
        self.last_button.clicked.connect(self.sig_last_trick.emit)
        row.addWidget(self.last_button)
        self.buttons: dict[str, QPushButton] = {}
        self.shown_at: dict[str, float] = {}       # when each button appeared
        self._previous: dict[str, tuple[str, float]] = {}
        self._window_total = 8.0

    def set_text_size(self, px: int) -> None:
        """Scale the bar with the window (the table itself scales in the view)."""
        self.setStyleSheet(
            "#ActionPanel { background: #123f27; }"
            f"QLabel {{ color: white; font-size: {px}px; }}"
            f"QPushButton {{ font-size: {px}px; padding: {px // 3}px {px * 2 // 3}px; min-width: {px * 5 // 2}px; }}"
            "QPushButton[primary=true] { font-weight: bold; }"
            # a bid's button holds two digits: narrower, so that thirteen bids leave the
            # Hint and Last trick buttons their whole text on a narrow window
            f"QPushButton[bid=true] {{ padding: {px // 3}px {px // 3}px; min-width: {px * 3 // 2}px; }}"
            # the button the keyboard is on: a thick gold ring (visible focus).  A border
            # in a style sheet turns off the platform's drawing of the button, so its face
            # and text are given too (without them the face was the bar's dark green under
            # dark text), with a darker face while it is pressed
            "QPushButton:focus { border: 3px solid #ffd700; border-radius: 4px;"
            " background: #f6f6f2; color: #10281a; }"
            "QPushButton:focus:pressed { background: #d9ddd6; }"
            # the countdown's text stays readable over the bar: dark on light, centred
            f"QProgressBar {{ font-size: {px}px; min-width: {px * 10}px; color: #10281a;"
            " background: #e6eee8; border: 1px solid #8fa898; border-radius: 3px;"
            " text-align: center; }"
            "QProgressBar::chunk { background: #9fd4b3; border-radius: 2px; }")
        self.setMinimumHeight(px * 3 + 4)

    # ------------------------------------------------------------------
    def clear(self, prompt: str = "") -> None:
        # a button offered again at once (same key, same text) is not a new button
        self._previous = {k: (b.text(), self.shown_at[k]) for k, b in self.buttons.items()}
        # off the bar at once: a button only taken out of the row stays a visible child
        # of the bar until the event loop runs its deferred delete, drawn over the new
        # buttons in the meantime (the auction's bids beside "Ask for trump")
        for b in self.buttons.values():
            self.button_row.removeWidget(b)
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.buttons = {}
        self.shown_at = {}
        self.countdown.setVisible(False)
        self.prompt.setText(prompt)

    def _add(self, key: str, text: str, payload, primary: bool = False) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName("btn_" + key)
        b.setProperty("primary", primary)
        b.setProperty("bid", key.startswith("bid_"))
        # Tab reaches the buttons (and Left/Right move along them); a click does not take
        # the focus from the table, whose arrows choose the card
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.setAccessibleName(tr("Bid {bid}").format(bid=text) if key.startswith("bid_") else text)
        if payload == "decline":
            b.clicked.connect(self.sig_decline.emit)
        else:
            b.clicked.connect(lambda _=False, k=key, a=payload: self._clicked(k, a))
        self.button_row.addWidget(b)
        b.show()        # at once (a layout shows it only later): it can take the focus now
        b.installEventFilter(self)   # Left/Right move along the bar, not along the tab chain
        self.buttons[key] = b
        before = self._previous.get(key)
        self.shown_at[key] = before[1] if before is not None and before[0] == text else self.clock()
        return b

    def _clicked(self, key: str, action: Action) -> None:
        if action.kind in GUARDED_KINDS and self.clock() - self.shown_at.get(key, 0.0) < GUARD_SECONDS:
            self.sig_guarded.emit(self.buttons[key].text() if key in self.buttons else key)
            return
        self.sig_action.emit(action)

    def show_turn(self, view, human: int, optional_only: bool, hand_order: list[int] | None = None) -> None:
        """Offer exactly the human's legal actions (other than card plays).
        ``hand_order``: the person's cards as the hand shows them, left to right; the
        buttons for setting one of them face down as trump come in that order."""
        mine = [a for a in view.legal if a.actor == human or a.actor >= 4]
        kinds = {a.kind for a in mine}
        if view.phase == Phase.AUCTION:
            self.clear(tr("Your bid:"))
            # a bid equal to the current bid is a hold (the duel auction's holder may
            # hold a challenger's bid): the engine offers it, the button names it
            high = view.auction_bid
            for a in mine:
                if a.kind == ActionKind.BID and high and a.arg == high:
                    self._add("hold", tr("Hold {bid}").format(bid=a.arg), a, primary=True)
            for a in mine:
                if a.kind == ActionKind.BID and not (high and a.arg == high):
                    self._add(f"bid_{a.arg}", str(a.arg), a)
            for a in mine:
                if a.kind == ActionKind.PASS:
                    self._add("pass", tr("Pass"), a, primary=True)
        elif view.phase == Phase.TRUMP_CHOICE:
            self.clear(tr("Choose the trump:") if ActionKind.TRUMP in kinds
                       else tr("Set a card face down as trump:"))
            # the cards in the order of the hand (the engine lists them in its own order),
            # then the seventh card
            place = {c: i for i, c in enumerate(hand_order or ())}
            cards = sorted((a for a in mine if a.kind == ActionKind.TRUMP_CARD),
                           key=lambda a: place.get(a.arg, 99 + a.arg))
            others = [a for a in mine if a.kind != ActionKind.TRUMP_CARD]
            suits = [x for x in others if x.kind == ActionKind.TRUMP]
            for a in suits + cards + [x for x in others if x.kind != ActionKind.TRUMP]:
                if a.kind == ActionKind.TRUMP:
                    key = "trump_" + "SHDC"[a.arg]
                elif a.kind == ActionKind.TRUMP_CARD:
                    key = f"card_{a.arg}"
                else:
                    key = "seventh"
                self._add(key, action_label(a), a, primary=a.kind == ActionKind.SEVENTH)
        elif view.phase == Phase.DOUBLING:
            word = view.window
            self.clear({ActionKind.DOUBLE: tr("Double the stake?"), ActionKind.REDOUBLE: tr("Redouble?"),
                        ActionKind.SET: tr("Call set?")}.get(word, ""))
            for a in mine:
                if a.kind in (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET):
                    self._add(a.kind, action_label(a), a, primary=True)
            for a in mine:
                if a.kind == ActionKind.PASS:
                    # the keyboard starts on Pass: a reflexive Enter never raises the stake
                    self._add("pass", tr("Pass"), a).setProperty("keyboard_first", True)
            self.countdown.setVisible(True)
        else:
            optional = [a for a in mine if a.kind in (ActionKind.PAIR, ActionKind.SINGLE, ActionKind.ASK)]
            can_play = any(a.kind == ActionKind.PLAY for a in mine)
            # the bidder does not ask for the trump: the bidder turns it up
            own_reveal = view.bidder is not None and view.bidder == human
            if optional_only:
                self.clear(tr("You may:"))
            elif not can_play and ActionKind.ASK in kinds:
                self.clear(tr("You cannot follow suit: reveal the trump") if own_reveal
                           else tr("You cannot follow suit: ask for the trump"))
            else:
                self.clear(tr("Your turn: play a card (drag, double-click, or arrows + Enter)"))
            for a in optional:
                label = tr("Reveal trump") if a.kind == ActionKind.ASK and own_reveal else action_label(a)
                self._add(a.kind, label, a, primary=True)
            if optional_only:
                self._add("decline", tr("Play on"), "decline")

    def ordered_buttons(self) -> list[QPushButton]:
        """The decision buttons, left to right."""
        out = []
        for i in range(self.button_row.count()):
            row_item = self.button_row.itemAt(i)
            w = row_item.widget() if row_item is not None else None
            if isinstance(w, QPushButton) and w in self.buttons.values():
                out.append(w)
        return out

    def focus_first(self) -> bool:
        """Put the keyboard on the button marked to take it first (Pass in a doubling
        window), else the first primary button, else the first; False if none."""
        buttons = self.ordered_buttons()
        if not buttons:
            return False
        first = [b for b in buttons if b.property("keyboard_first")]
        primary = [b for b in buttons if b.property("primary")]
        (first or primary or buttons)[0].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def press_key(self, key: int) -> bool:
        """The letter of a decision (ACTION_KEYS) presses its button; True if one was."""
        for name in ACTION_KEYS.get(key, ()):
            b = self.buttons.get(name)
            if b is not None and b.isEnabled():
                b.click()
                return True
        return False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """A key on one of the bar's buttons is the bar's (a QPushButton would move the
        focus along the whole window's tab chain with the arrows)."""
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and isinstance(obj, QPushButton)):

            self.keyPressEvent(event)
            return event.isAccepted()
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:
        """Left / Right move along the buttons; Enter presses the one in focus."""
        buttons = self.ordered_buttons() + ([self.last_button] if self.last_button.isEnabled() else [])
        focus = self.focusWidget()
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and focus in buttons:
            i = buttons.index(focus) + (1 if event.key() == Qt.Key.Key_Right else -1)
            buttons[i % len(buttons)].setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focus, QPushButton) and focus in buttons:
            focus.click()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Question:
            self.sig_help.emit()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.sig_leave.emit()
            event.accept()
            return
        if self.press_key(event.key()):
            event.accept()
            return
        event.ignore()

    def set_waiting(self, text: str) -> None:
        self.clear(text)

    def doubling_offered(self) -> bool:
        """A doubling decision (Double, Redouble or Set, and Pass) is on the bar."""
        return any(k in self.buttons for k in (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET))

    def set_countdown(self, seconds: float, total: float) -> None:
        # the countdown runs only beside the decision it counts down: never on a bar
        # without the Double (Redouble, Set) and Pass buttons
        self.countdown.setVisible(seconds > 0 and self.doubling_offered())
        self.countdown.setMaximum(int(total * 10))
        self.countdown.setValue(int(seconds * 10))
        self.countdown.setFormat(tr("{s} s left").format(s=f"{seconds:.0f}"))
