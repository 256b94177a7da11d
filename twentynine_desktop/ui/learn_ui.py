"""Learning at the table, on the screen: the Hint button (and H), Undo (Ctrl+Z) in a
practice match, "Review this hand" after a hand, the bid advisor panel and the
tutorial entry in the Help menu.

``install_learning(window)`` adds all of it to a ``MainWindow`` with a few widgets and
signal connections; the main window itself only calls it once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton

from ..controller import TableState
from ..controller.learning import LearningController
from ..controller.table import TableController
from ..controller.updates import Redraw, TableUpdate
from ..engine.actions import Action, ActionKind
from .i18n import tr
from .items import TextBox
from .learn_text import action_words, reason_text
from .refusal_text import refusal_words
from .settings_store import SettingsStore

HINT_STYLE = ("QPushButton { background: #ffd54a; color: #1a1a1a; border: 3px solid #ff9800;"
              " font-weight: bold; }")


def button_key(action: Action | None) -> str | None:
    """The ActionPanel's key for the button that carries ``action``."""
    if action is None:
        return "decline"
    k = action.kind
    if k == ActionKind.BID:
        return f"bid_{action.arg}"
    if k == ActionKind.PASS:
        return "pass"
    if k == ActionKind.TRUMP:
        assert action.arg is not None, "a trump choice offered carries its suit"
        return "trump_" + "SHDC"[action.arg]
    if k == ActionKind.TRUMP_CARD:
        return f"card_{action.arg}"
    if k == ActionKind.SEVENTH:
        return "seventh"
    return k


def _menu_of(win, action):
    """The menu of ``win``'s menu bar that holds ``action`` (None when none does)."""
    if action is None:
        return None
    for a in win.menuBar().actions():
        m = a.menu()
        if m is not None and action in m.actions():
            return m
    return None


class Learning(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.table: TableController = window.controller
        self.ctl = LearningController(self.table, self)
        self.last_hint = None
        self.hint_text: str | None = None     # the hint's words while it is shown
        self.review_window = None
        self.advisor = None
        self.tutorial = None
        # while the tutorial runs: the player's table before it, and the match in progress
        # set aside beside it (config, engine Match, learning flags), given back at its end
        self.before_tutorial = None
        self.parked: tuple | None = None
        panel = window.panel
        self._thinking = False
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("btn_hint")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.ask_hint)
        panel.layout().insertWidget(panel.layout().indexOf(panel.last_button), self.hint_button)
        self.hint_shortcut = QShortcut(QKeySequence(Qt.Key.Key_H), window)
        self.hint_shortcut.activated.connect(self.ask_hint)
        self.act_undo = QAction(window, shortcut=QKeySequence(QKeySequence.StandardKey.Undo))
        self.act_undo.triggered.connect(lambda: self.undo())
        self.act_review = QAction(window)
        self.act_review.triggered.connect(lambda: self.open_review())
        self.act_advisor = QAction(window, checkable=True)
        self.act_advisor.triggered.connect(lambda on: self.set_advisor(on))
        self.act_tutorial = QAction(window)
        self.act_tutorial.triggered.connect(lambda: self.start_tutorial())
        self.add_to_menus()
        # the hint's words, over the person's hand (gold: advice, not the red of a refusal)
        self.hint_box = TextBox("", 22, bg=QColor(255, 213, 74, 245), fg=QColor(25, 25, 25), bold=True)
        window.scene.over_hand.append(self.hint_box)     # placed there whatever the table's size
        self.hint_box.setPos(window.scene.layout.notice_at)
        self.hint_box.setZValue(955)
        self.hint_box.setVisible(False)
        window.scene.addItem(self.hint_box)
        self.practice_label = QLabel()
        self.practice_label.setObjectName("practice_label")
        self.retranslate()
        window.statusBar().addPermanentWidget(self.practice_label)
        self.ctl.sig_hint.connect(self._show_hint)
        self.ctl.sig_hint_failed.connect(lambda msg: window.statusBar().showMessage(
            tr("No hint this time: {why}").format(why=msg), 6000))
        self.table.sig_state.connect(self._on_state)
        self.table.sig_human_turn.connect(self._on_human_turn)
        self.table.sig_update.connect(self._on_update)
        self.table.sig_hand_over.connect(self._on_hand_over)
        window.centralWidget().installEventFilter(self)
        self._on_state()

    def add_to_menus(self) -> None:
        """Undo and Review in the Game menu, the advisor in View, the tutorial in Help;
        the menus are found by the window's own actions in them, not by their titles
        (which are in the chosen language).  Called again when the window rebuilds its
        menus in another language."""
        w = self.window
        game, view_menu, helpm = (_menu_of(w, getattr(w, name, None))
                                  for name in ("act_new", "act_last_trick", "act_help"))
        if game is not None:
            first = game.actions()[2] if len(game.actions()) > 2 else None
            game.insertAction(first, self.act_undo)
            game.insertAction(first, self.act_review)
        if view_menu is not None:
            view_menu.addAction(self.act_advisor)
        if helpm is not None:
            acts = helpm.actions()
            helpm.insertAction(acts[1] if len(acts) > 1 else None, self.act_tutorial)

    def retranslate(self) -> None:
        """The words of the hint button, the menu entries and the practice label, in the
        chosen language (the window calls it after a change of language)."""
        self.hint_button.setText(tr("Thinking\u2026") if self._thinking else tr("Hint"))
        self.hint_button.setToolTip(tr("What the Hard player would do in your place, and why (H)"))
        self.act_undo.setText(tr("&Undo my last move"))
        self.act_review.setText(tr("&Review this hand\u2026"))
        self.act_advisor.setText(tr("&Bid advisor"))
        self.act_tutorial.setText(tr("&Tutorial: a guided hand"))
        self.practice_label.setText(tr("Practice match: Ctrl+Z takes back your last move"))

    def language_changed(self) -> None:
        """After a change of language: the menus' entries, and the hint and the
        tutorial's message already on show, in the new words."""
        self.add_to_menus()
        self.retranslate()
        if self.last_hint is not None and self.hint_box.isVisible():
            self.hint_text = self._hint_words(self.last_hint)
            self.hint_box.set_text(self.hint_text)
        if self.tutorial is not None:
            self.tutorial.retranslate()

    def eventFilter(self, obj, event) -> bool:
        """The bid advisor docked or closed: the action bar follows the table's width."""
        if event.type() == QEvent.Type.Resize and obj is self.window.centralWidget():
            self.window._fit_panel()    # (with the text size setting: the window's own fit)
        return False

    # ------------------------------------------------------------ hint
    def hints_on(self) -> bool:
        cfg = self.table.config
        if not getattr(cfg, "hints", True):
            return False
        store: SettingsStore | None = getattr(self.window, "settings_store", None)
        if store is not None:
            try:
                hints: str = store.settings.table.hints   # a SpecMapping's value: the choice
                return hints == "on"
            except (AttributeError, KeyError):
                return True
        return True

    def _on_state(self, _state=None) -> None:
        on = self.hints_on()
        self.hint_button.setVisible(on)
        self.hint_shortcut.setEnabled(on)
        self.hint_button.setEnabled(on and self.ctl.can_hint())
        self.act_undo.setEnabled(self.ctl.practice)
        self.practice_label.setVisible(self.ctl.practice)
        t = self.table
        self.act_review.setEnabled(t.hand is not None and t.hand.over)

    def ask_hint(self) -> None:
        if not self.hints_on():
            self.window.statusBar().showMessage(tr("Hints are switched off in the settings."), 5000)
            return
        why = self.ctl.request_hint()
        if why is not None:
            self.window.statusBar().showMessage(refusal_words(why), 4000)
            return
        self.hint_button.setEnabled(False)
        self._thinking = True
        self.hint_button.setText(tr("Thinking\u2026"))

    def _reset_hint_button(self) -> None:
        self._thinking = False
        self.hint_button.setText(tr("Hint"))
        self._on_state()

    def _hint_words(self, hint) -> str:
        """The hint's words, in the chosen language."""
        why = reason_text(hint.reason, hint.params, self.window.scene.names, self.table.human)
        if hint.reason == "generic":
            why = tr("{what}. {why}").format(what=action_words(hint.action), why=why)
        return tr("Hint: {why}").format(why=why)

    def _show_hint(self, hint) -> None:
        self._reset_hint_button()
        self.last_hint = hint
        w = self.window
        text = self._hint_words(hint)
        a = hint.action
        if a is not None and a.kind == ActionKind.PLAY:
            it = w.scene.item_of(a.arg)
            if it is not None:
                w.scene.selected = a.arg
                w.scene.show_selection(True)
        else:
            b = w.panel.buttons.get(button_key(a))
            if b is not None:
                b.setStyleSheet(HINT_STYLE)
        w.scene.notices.hide()
        self.hint_box.set_text(text)
        self.hint_box.setVisible(True)
        w.statusBar().showMessage(text, 12000)
        self.hint_text = text

    def hide_hint(self) -> None:
        """The hint leaves the table and the status bar (its position is gone)."""
        self.hint_box.setVisible(False)
        bar = self.window.statusBar()
        text = self.hint_text
        if text and bar.currentMessage() == text:
            bar.clearMessage()
        self.hint_text = None

    def _on_human_turn(self, _view) -> None:
        self._reset_hint_button()

    def _on_update(self, update: TableUpdate) -> None:
        events = update.events
        self.ctl.cancel_hint()
        self.last_hint = None
        self.hide_hint()
        self._reset_hint_button()
        if self.advisor is not None:
            self.advisor.on_update(events)
        if self.tutorial is not None:
            self.tutorial.on_update(events)
        if any(isinstance(e, Redraw) for e in events):
            self.window._close_summary()

    # ------------------------------------------------------------ undo
    def undo(self) -> None:
        why = self.ctl.undo()
        if why is not None:
            self.window.statusBar().showMessage(refusal_words(why), 5000)
        else:
            self.window.statusBar().showMessage(tr("Your last move was taken back."), 4000)

    # ------------------------------------------------------------ review
    def _on_hand_over(self, summary) -> None:
        self._on_state()
        dlg = self.window.summary_dialog
        if dlg is None:
            return
        from PySide6.QtWidgets import QDialogButtonBox
        box = dlg.findChild(QDialogButtonBox)
        if box is not None:
            b = box.addButton(tr("Review this hand\u2026"), QDialogButtonBox.ButtonRole.ActionRole)
            b.setObjectName("review_button")
            b.clicked.connect(lambda: self.open_review())
        if self.tutorial is not None:
            self.tutorial.on_hand_over(summary)

    def open_review(self, hand=None, all_seats: bool = False):
        from .review_window import ReviewWindow
        st = hand if hand is not None else self.table.hand
        if st is None or not st.history:
            self.window.statusBar().showMessage(tr("There is no hand to review yet."), 4000)
            return None
        if hand is None and not st.over:
            self.window.statusBar().showMessage(
                tr("A hand can be reviewed once it is over."), 5000)
            return None
        seat = self.table.human if self.table.human is not None else 2
        if self.review_window is not None:
            self.review_window.close()
        self.review_window = ReviewWindow(st, seat, self.window.scene.names, self.window,
                                          all_seats=all_seats)
        self.review_window.show()
        self.review_window.start()
        return self.review_window

    # ------------------------------------------------------------ bid advisor
    def set_advisor(self, on: bool) -> None:
        from .bid_advisor import BidAdvisorPanel
        if on and self.advisor is None:
            self.advisor = BidAdvisorPanel(self.table, self.ctl, self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.advisor)
            self.advisor.refresh()
        elif not on and self.advisor is not None:
            self.advisor.detach()
            self.window.removeDockWidget(self.advisor)
            self.advisor.deleteLater()
            self.advisor = None
        self.act_advisor.setChecked(self.advisor is not None)

    # ------------------------------------------------------------ tutorial
    def start_tutorial(self):
        """Help > Tutorial: the guided hand, beside the match in progress (set aside,
        still the one saved, and given back when the tutorial ends)."""
        from .tutorial import Tutorial
        if self.tutorial is not None:
            self.tutorial.stop()      # played again: what was set aside stays set aside
        else:
            self._set_match_aside()
        self.tutorial = Tutorial(self.window, self)
        self.tutorial.start()
        if self.parked is not None:
            self.window.statusBar().showMessage(
                tr("Tutorial: a guided hand. Your match is kept and comes back when it ends."), 8000)
        return self.tutorial

    def _set_match_aside(self) -> None:
        w, t = self.window, self.table
        self.before_tutorial = w.config
        m = t.match
        self.parked = None
        if m is not None and not m.over and not getattr(w.config, "tutorial", False):
            self.parked = (w.config, m, t.match_flags)

    def leave_tutorial(self) -> None:
        """The tutorial is over (Finish, Skip): the match set aside goes on where it was
        left; without one, a new match under the player's own settings."""
        if self.tutorial is not None:
            self.tutorial.stop()
        parked, self.parked = self.parked, None
        base, self.before_tutorial = self.before_tutorial, None
        w = self.window
        if parked is not None:
            config, match, flags = parked
            w.resume_match(config, match)
            self.table.match_flags = flags
            w.statusBar().showMessage(tr("Your match goes on where you left it."), 6000)
        else:
            w.new_match(config=None if w.settings_store is not None or base is None else base)

    def before_new_match(self) -> None:
        """Something else starts (New match, Play a deal by number): the tutorial ends
        at once, its messages with it, and the player's own table comes back; the match
        set aside is then given up as any match in progress is."""
        tut = self.tutorial
        if tut is None or tut.starting:
            return
        tut.stop()
        self.parked = None
        if self.before_tutorial is not None:
            self.window.config = self.before_tutorial
            self.before_tutorial = None

    def tutorial_ended(self) -> None:
        self.tutorial = None

    def waiting_for_person(self) -> bool:
        return self.table.state == TableState.WAIT_HUMAN


def practice_box(parent) -> QCheckBox:
    """The new-match dialog's choice of a practice match."""
    box = QCheckBox(tr(
        "Practice match: you may take back your cards and bids (Ctrl+Z); "
        "kept apart in the statistics"), parent)
    box.setObjectName("practice_box")
    box.setChecked(bool(getattr(getattr(parent.parent(), "config", None), "practice", False)))
    return box


def install_learning(window) -> Learning:
    return Learning(window)
