"""The main window's wiring: the signals of the controller, the scene, the action bar and
the table view, and what the window does with each (the window's part of an update, the
person's turn, a refusal, the hand summary, the keys of the table).

One card's trip: the scene gives the card to the controller, and the controller's update
comes straight back to the scene, which starts the card's animation; the scene is
connected first, and the rest of the window follows the same update (``_on_update``) and
the state (``sig_state``, sent after the update)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from ..controller import TableState
from ..controller.updates import NewHand, TableUpdate
from ..engine.actions import Action, ActionKind
from ..engine.events import Annulled
from ..engine.match import HandSummary
from ..engine.refusal import Refusal
from ..engine.view import PlayerView
from .dialogs import HandSummaryDialog
from .i18n import tr
from .panels import ACTION_KEYS

if TYPE_CHECKING:
    from .main_window import MainWindow


class TableSignals:
    """Connects the window's parts to its controller and follows what the controller
    says.  ``thinking``: the seat whose player is thinking (shown on its name plate)."""

    def __init__(self, win: MainWindow):
        self.win = win
        self.thinking: int | None = None
        self._human_ready_sent = False

    def connect(self) -> None:
        w = self.win
        c, scene, panel = w.controller, w.scene, w.panel
        scene.sig_card_dropped.connect(c.human_play)
        scene.sig_card_activated.connect(c.human_play)
        # a card that may not be played does not lift: the controller refuses it, and
        # the refusal comes back to the window (_on_refused), which says why
        scene.sig_card_not_playable.connect(c.human_play)
        c.sig_update.connect(scene.apply_update)
        c.sig_update.connect(self._on_update)
        c.sig_refused.connect(self._on_refused)
        c.sig_state.connect(w.exporter.update_action)
        c.sig_human_turn.connect(self._on_human_turn)
        c.sig_countdown.connect(self._on_countdown)
        c.sig_hand_over.connect(self._on_hand_over)
        c.sig_thinking.connect(self._on_thinking)
        c.sig_error.connect(lambda msg: w.statusBar().showMessage(msg, 8000))
        # the scene's animations of an update are over: the window brings its info up
        # to date, then the controller, told directly, goes on (in that order)
        scene.sig_idle.connect(self._on_idle)
        scene.sig_idle.connect(c.animation_done)
        scene.sig_trump_card.connect(lambda card: w.choose_trump_card(card))
        panel.sig_action.connect(self._on_panel_action)
        panel.sig_guarded.connect(lambda text: w.statusBar().showMessage(
            tr("\u201c{text}\u201d had only just appeared: click it again if you meant it.").format(text=text), 5000))
        panel.sig_decline.connect(c.human_decline)
        panel.sig_last_trick.connect(w.toggle_last_trick)
        panel.sig_leave.connect(w.view.setFocus)
        panel.sig_help.connect(lambda: w.menus.open_keyboard_help())
        scene.sig_selected.connect(w.announcer.card_selected)
        w.menus.add_help_key()
        w.view.sig_key.connect(self._on_key)

    # ------------------------------------------------------------------ controller -> screen
    def _on_update(self, update: TableUpdate) -> None:
        """The window's part of an update (the scene, connected before, draws it)."""
        w = self.win
        events, v = update.events, update.view
        self.thinking = None
        if any(isinstance(e, NewHand) for e in events):
            self.close_summary()
        for e in events:
            if isinstance(e, NewHand) and e.drawn:
                def first(seat: int = e.actor) -> str:   # (again in a newly chosen language)
                    return (tr("You deal first, drawn by lot.") if seat == w.controller.human
                            else tr("{who} deals first, drawn by lot.").format(who=w.scene.names[seat]))
                words = first()
                w.statusBar().showMessage(words, 8000)
                w.scene.show_notice(words, "news", first)     # news, not the red of a refusal
                w.announcer.announce(words)
        for e in events:
            if isinstance(e, Annulled):
                w.statusBar().showMessage(tr("Hand annulled: {why}").format(why=e.reason), 8000)
        w.panel.set_waiting("")
        w.panel.last_button.setEnabled(bool(v and v.tricks))
        w.announcer.announce_events(events, v)
        w._refresh_info()

    def _on_idle(self, _token: int) -> None:
        self.win._refresh_info()

    def _on_human_turn(self, view: PlayerView) -> None:
        w = self.win
        # the last trick, called up while the current one was being played, must not
        # hide the current trick now that the person is to act (L shows it again)
        w.scene.hide_last_trick()
        w._refresh_info()
        w.scene.set_human_turn(view)
        assert w.controller.human is not None, "the human's turn: the table has a person"
        w.panel.show_turn(view, w.controller.human, w.controller.human_optional_only,
                          w.scene.human_cards())
        w._fit_panel()       # thirteen bids need more room than two buttons
        # the keyboard is where the decision is: on the cards when one is to be played,
        # else on the action bar (bids, trump, doubling, pair or play on)
        if w.scene.cards_live or not w.panel.focus_first():
            w.view.setFocus()
        w.announcer.announce(w.panel.prompt.text())
        if not self._human_ready_sent:
            self._human_ready_sent = True
            w.sig_human_ready.emit()

    def _on_countdown(self, seconds: float) -> None:
        self.win.panel.set_countdown(seconds, self.win.controller.config.window_seconds())

    def _on_thinking(self, actor: int) -> None:
        self.thinking = actor
        self.win._refresh_info()

    def _on_refused(self, action: Action | None, reason: Refusal) -> None:
        """An action of the person was not taken: say why; a card played goes back to
        the hand, and the cards of an own-card trump can still be chosen."""
        w = self.win
        w.refused(reason)
        if action is None:
            return
        if action.kind == ActionKind.PLAY:
            assert action.arg is not None, "a play carries its card"
            w.scene.return_card(action.arg)
        elif action.kind == ActionKind.TRUMP_CARD:
            c = w.controller
            v = c.view()
            if c.state == TableState.WAIT_HUMAN and v is not None:
                w.scene.set_human_turn(v)     # the cards can still be chosen

    # ------------------------------------------------------------------ the person -> controller
    def confirm_single_hand(self) -> bool:
        """Ask before a single hand is declared (its stake is large, and it cannot be
        taken back).  Tests replace QMessageBox.question."""
        from ..engine.rules import SPECS
        w = self.win
        rules = w.controller.match.rules if w.controller.match is not None else w.config.rules
        kind = tr(SPECS["single_hand"].option_label(rules.single_hand))
        text = tr("Declare a single hand?\n\n{kind}: {n} game points are won "
                  "or lost on it. A single hand cannot be taken back.").format(kind=kind, n=rules.single_hand_value)
        answer = QMessageBox.question(w, tr("Single hand"), text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _on_panel_action(self, action: Action) -> None:
        if action.kind == ActionKind.SINGLE and not self.confirm_single_hand():
            self.win.statusBar().showMessage(tr("No single hand declared."), 4000)
            return
        self.win.controller.human_act(action)   # a refusal is told by _on_refused

    def _on_key(self, key: int) -> None:
        w = self.win
        if key == Qt.Key.Key_Question:
            w.menus.open_keyboard_help()
            return
        if key in ACTION_KEYS and w.panel.press_key(key):
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            w.panel.focus_first()       # the keyboard goes to the action bar
            return
        if key == Qt.Key.Key_L:
            w.toggle_last_trick()
        elif key == Qt.Key.Key_Left:
            w.scene.move_selection(-1)
        elif key == Qt.Key.Key_Right:
            w.scene.move_selection(1)
        elif w.scene.selected is not None and w.controller.state == TableState.WAIT_HUMAN:
            if w.scene.trump_choice:
                w.choose_trump_card(w.scene.selected)
            else:
                w.play_card(w.scene.selected)

    # ------------------------------------------------------------------ the hand summary
    def _on_hand_over(self, summary: HandSummary) -> None:
        w = self.win
        w._refresh_info()
        w.panel.clear(tr("Hand over"))
        self.close_summary()
        dlg = HandSummaryDialog(summary, w.controller.match, w, viewer=w.controller.human)
        if getattr(summary, "record", None) is not None:   # (a seat at another's table: none)
            from .deal_check import add_to_summary  # check this deal, a report, the next cut
            add_to_summary(dlg, w, summary)
        # every way of closing the summary leads on: its button, Enter, Esc and the
        # window's X (finished is emitted for accept and reject alike); otherwise the
        # table would stay at "Hand over" with no way to the next deal
        dlg.finished.connect(self._summary_accepted)
        w.summary_dialog = dlg
        dlg.show()
        dlg.activateWindow()
        dlg.next_button.setFocus()      # Enter deals the next hand
        w.announcer.announce(dlg.windowTitle() + ". " + dlg.head.text().replace("<h2>", "").replace("</h2>", ""))

    def _summary_accepted(self, _result: int = 0) -> None:
        w = self.win
        dlg = w.summary_dialog
        if dlg is None:
            return
        w.summary_dialog = None
        from .deal_check import cut_of_summary
        cut = cut_of_summary(dlg, w.controller.human)    # what was typed, or the mouse
        dlg.deleteLater()
        if w.controller.closed:
            return       # the window is closing: nothing more is dealt
        if dlg.match_over:
            w.new_match(cut=cut)
        else:
            w.controller.next_hand(cut=cut)

    def close_summary(self) -> None:
        w = self.win
        if w.summary_dialog is not None:
            dlg = w.summary_dialog
            w.summary_dialog = None
            dlg.finished.disconnect()
            dlg.close()
            dlg.deleteLater()
