"""The main window: the table view, the action bar, the menu and the status bar, wired
to a ``TableController``.  It forwards the human's intents and shows what happens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    QIcon,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..controller import TableConfig, TableController, TableState
from ..controller.updates import NewHand, TableUpdate
from ..engine.actions import Action, ActionKind
from ..engine.events import Annulled, BidMade, CardPlayed
from ..engine.record import record_of
from ..engine.refusal import Refusal
from ..resources import icon_path
from . import i18n, window_state
from .card_words import card_name
from .cardart import CardArt
from .dialogs import HandSummaryDialog, RulesHelpDialog
from .events_text import bubble_text
from .i18n import QT_TR_NOOP, tr
from .keyboard_help import standard_keys
from .panels import ACTION_KEYS, ActionPanel
from .refusal_text import refusal_words
from .rules_summary import RulesButton, show_rules_summary
from .scene import TableScene
from .settings_dialog import SettingsDialog
from .settings_store import SettingsStore
from .table_view import TableView

# The record of a hand holds every seat's cards and the hidden trump, so it may be
# written only once the hand is over.
EXPORT_WAIT_TIP = QT_TR_NOOP("You can export a hand once it is over: until then the record would show the other players' cards.")
EXPORT_READY_TIP = QT_TR_NOOP("Save the record of the hand just played")


class MainWindow(QMainWindow):
    sig_human_ready = Signal()   # the first time the human may act (start-up timing)

    def __init__(self, config: TableConfig | None = None, start: bool = True,
                 window_state: Path | None = None, confirm_quit: bool = False):
        """``window_state``: the file where the window's size, position and maximized
        state are remembered (the program passes ``window_state.window_state_file()``;
        None, as in tests, remembers nothing).  ``confirm_quit``: closing the window
        during a match asks first (the program sets it; tests and --self-test do not,
        so they never wait on a question)."""
        super().__init__()
        self.config = config or TableConfig()
        self.setWindowTitle(tr("Twenty-Nine"))
        self.setWindowIcon(QIcon(str(icon_path(256))))
        self.window_state_path = window_state
        self.confirm_quit = confirm_quit
        self._place_on_screen()
        self.art = CardArt(self.config.card_back)
        self.scene = TableScene(self.art, viewer=self.config.human_seat if self.config.human_seat is not None else 2)
        self.view = TableView(self.scene)
        self.panel = ActionPanel()
        self.announcements: list[str] = []   # what was said to screen readers (newest last)
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.panel)
        self.setCentralWidget(central)
        self.statusBar().showMessage(tr("Welcome to Twenty-Nine"), 4000)
        self.controller = TableController(self.config, self)
        self.controller.wait_for_view = True
        self.summary_dialog: HandSummaryDialog | None = None
        self.help_dialog: RulesHelpDialog | None = None
        self._thinking: int | None = None
        self._human_ready_sent = False
        # the player's saved settings (ui.settings_store.SettingsStore): set by __main__;
        # when set, every new match started without an explicit config reads them
        self.settings_store = None
        self._build_menu()
        self._wire()
        # called after a change of language, once the menus are rebuilt
        self.language_hooks: list[Callable[[], None]] = []
        from .learn_ui import install_learning  # hints, undo, review, advisor, tutorial
        self.learning = install_learning(self)
        self.language_hooks.append(self.learning.language_changed)
        self._apply_config_to_scene()
        self._name_for_screen_readers()
        i18n.notifier.sig_language_changed.connect(self._on_language_changed)
        if start:
            self.new_match()

    # ------------------------------------------------------------------ setup
    def _place_on_screen(self) -> None:
        """Where it was last time, else a size that fits the available screen (never a
        fixed size: 1280x800 hid the buttons and the status bar of a 1366x768 screen)."""
        avail = window_state.available_geometry(self)
        self.setMinimumSize(*window_state.minimum_size(avail))
        if self.window_state_path is not None and window_state.restore(self, self.window_state_path):
            return
        self.setGeometry(window_state.fitting_geometry(avail))

    def _build_menu(self) -> None:
        self.menuBar().clear()
        game = self.menuBar().addMenu(tr("&Game"))
        self.act_new = QAction(tr("&New match"), self, shortcut=QKeySequence.New, triggered=lambda: self.ask_new_match())
        self.act_export = QAction(tr("&Export this hand\u2026"), self, shortcut=QKeySequence("Ctrl+E"),
                                  triggered=lambda: self.export_hand())
        self.act_settings = QAction(tr("&Settings\u2026"), self, shortcut=QKeySequence("Ctrl+,"),
                                    triggered=lambda: self.open_settings())
        self.act_rules = QAction(tr("Rules in &force\u2026"), self, shortcut=QKeySequence("Ctrl+I"),
                                 triggered=lambda: self.open_rules_summary())
        self.act_help = QAction(tr("&Rules help"), self, shortcut=QKeySequence.HelpContents,
                                triggered=lambda: self.open_rules_help())
        # Ctrl+Q on every system (the standard Quit key is none on Windows), and from any
        # window of the program: also while the hand summary, a modeless dialog, is open
        self.act_quit = QAction(tr("&Quit"), self, shortcut=QKeySequence("Ctrl+Q"), triggered=self.close)
        self.act_quit.setShortcutContext(Qt.ApplicationShortcut)
        self._update_export()
        game.setToolTipsVisible(True)
        for a in (self.act_new, self.act_export, self.act_settings, self.act_rules):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.act_quit)
        view = self.menuBar().addMenu(tr("&View"))
        # the table's L key stays the shortcut (the view forwards it), so the menu names it
        self.act_last_trick = QAction(tr("&Last trick") + "\tL", self, triggered=lambda: self.toggle_last_trick())
        self.act_fullscreen = QAction(tr("&Full screen"), self, checkable=True,
                                      triggered=lambda on: self.set_full_screen(on))
        self.act_fullscreen.setShortcuts(standard_keys(QKeySequence.FullScreen))   # F11 where none
        self.act_fullscreen.setChecked(self.isFullScreen())
        view.addAction(self.act_last_trick)
        view.addAction(self.act_fullscreen)
        helpm = self.menuBar().addMenu(tr("&Help"))
        self.act_about = QAction(tr("&About Twenty-Nine"), self, triggered=lambda: self.open_about())
        self.act_keys = QAction(tr("&Keyboard") + "\t?", self, triggered=lambda: self.open_keyboard_help())
        helpm.addAction(self.act_help)
        helpm.addAction(self.act_keys)
        helpm.addSeparator()
        helpm.addAction(self.act_about)
        if getattr(self, "rules_button", None) is None:
            self.rules_button = RulesButton(self)  # one click: the rules in force
            self.rules_button.clicked.connect(lambda: self.open_rules_summary())
            self.statusBar().addPermanentWidget(self.rules_button)

    def _wire(self) -> None:
        c = self.controller
        # One card's trip: the scene gives the card to the controller, and the
        # controller's update comes straight back to the scene, which starts the card's
        # animation; the scene is connected first, and the rest of the window follows
        # the same update (_on_update) and the state (sig_state, sent after the update).
        self.scene.sig_card_dropped.connect(c.human_play)
        self.scene.sig_card_activated.connect(c.human_play)
        # a card that may not be played does not lift: the controller refuses it, and
        # the refusal comes back to the window (_on_refused), which says why
        self.scene.sig_card_not_playable.connect(c.human_play)
        c.sig_update.connect(self.scene.apply_update)
        c.sig_update.connect(self._on_update)
        c.sig_refused.connect(self._on_refused)
        c.sig_state.connect(self._update_export)
        c.sig_human_turn.connect(self._on_human_turn)
        c.sig_countdown.connect(self._on_countdown)
        c.sig_hand_over.connect(self._on_hand_over)
        c.sig_thinking.connect(self._on_thinking)
        c.sig_error.connect(lambda msg: self.statusBar().showMessage(msg, 8000))
        # the scene's animations of an update are over: the window brings its info up
        # to date, then the controller, told directly, goes on (in that order)
        self.scene.sig_idle.connect(self._on_idle)
        self.scene.sig_idle.connect(c.animation_done)
        self.scene.sig_trump_card.connect(lambda card: self.choose_trump_card(card))
        self.panel.sig_action.connect(self._on_panel_action)
        self.panel.sig_guarded.connect(lambda text: self.statusBar().showMessage(
            tr("\u201c{text}\u201d had only just appeared: click it again if you meant it.").format(text=text), 5000))
        self.panel.sig_decline.connect(c.human_decline)
        self.panel.sig_last_trick.connect(self.toggle_last_trick)
        self.panel.sig_leave.connect(self.view.setFocus)
        self.panel.sig_help.connect(lambda: self.open_keyboard_help())
        self.scene.sig_selected.connect(self._on_card_selected)
        # "?" opens the keyboard help from anywhere in the window
        self.act_keys_shortcut = QAction(self, triggered=lambda: self.open_keyboard_help())
        # "?" is Shift+/ on most keyboards: both forms, so it works wherever "?" is typed
        self.act_keys_shortcut.setShortcuts([QKeySequence("?"), QKeySequence("Shift+?")])
        self.act_keys_shortcut.setShortcutContext(Qt.WindowShortcut)
        self.addAction(self.act_keys_shortcut)
        self.view.sig_key.connect(self._on_key)

    def _apply_config_to_scene(self) -> None:
        cfg = self.config
        self.art.set_back(cfg.card_back)
        self.scene.animator.speed = cfg.animation_speed
        names = [tr("North"), tr("East"), tr("South"), tr("West")]
        if cfg.human_seat is not None:
            name = cfg.player_name or "You"
            names[cfg.human_seat] = tr("You") if name == "You" else name
        self.scene.names = names
        self.scene.update()

    # ------------------------------------------------------------------ actions
    def new_match(self, config: TableConfig | None = None, hand=None, deal_number: int | None = None) -> None:
        if config is None and self.settings_store is not None:
            config = self.settings_store.settings.apply_to_config(self.config)
        if config is not None:
            self.config = config
        self._close_summary()
        self._apply_config_to_scene()
        self.scene.clear_table()
        self.panel.clear(tr("Dealing\u2026"))
        self.controller.new_match(self.config, hand=hand, deal_number=deal_number)
        self.rules_button.set_rules(self.config.rules)

    def _next_match_rules(self):
        if self.settings_store is not None:
            return self.settings_store.settings.rules
        return self.config.rules

    def ask_new_match(self) -> bool:
        """Game > New match: confirm, showing the rules the match will use (and a way to
        the settings).  Returns whether a new match was started."""
        from .dialogs import NewMatchDialog

        dlg = NewMatchDialog(self._next_match_rules, self.open_settings, self)
        self.new_match_dialog = dlg
        ok = dlg.exec() == QDialog.Accepted
        self.new_match_dialog = None
        if ok:
            self.config.practice = dlg.practice_box.isChecked()
            self.new_match()
        return ok

    def open_settings(self) -> None:
        if self.settings_store is None:
            self.settings_store = SettingsStore()
        result = SettingsDialog.edit(self.settings_store, self)
        if result is not None:
            result.apply_looks(self.config)  # card back, speed, name now; rules next match
            self.apply_display(result.table)
            self._apply_config_to_scene()
            self._refresh_info()             # the new name on its plate at once, mid-hand too
            self.statusBar().showMessage(tr("Settings saved. Rule changes apply from the next match."), 6000)

    def open_rules_summary(self) -> None:
        m = self.controller.match
        return show_rules_summary(self, m.rules if m is not None else self.config.rules,
                                  self.open_settings)

    def open_rules_help(self) -> None:
        if self.help_dialog is None:
            self.help_dialog = RulesHelpDialog(self)
        self.help_dialog.show()
        self.help_dialog.raise_()

    def about_text(self) -> str:
        from .. import __version__
        from ..platform_paths import settings_dir
        try:
            where = str(settings_dir())
        except Exception:  # the folder is only named here; a failure must not stop About
            where = tr("(the platform's settings folder)")
        return ("<h3>" + tr("Twenty-Nine {version}").format(version=__version__) + "</h3><p>"
                + tr("The partnership trick-taking card game of north India, Bangladesh and "
                     "Nepal, offline: no ads, no accounts, no network.") + "</p><p>"
                + tr("Free software under the MIT licence. Card art: Adrian Kennard's "
                     "public-domain (CC0) deck.") + "</p><p>"
                + tr("Settings are kept in {where}.").format(where=where) + "</p>")

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def open_about(self) -> None:
        QMessageBox.about(self, tr("About Twenty-Nine"), self.about_text())

    def _hand_over(self) -> bool:
        c = self.controller
        return (c.state in (TableState.HAND_OVER, TableState.MATCH_OVER)
                and c.hand is not None and c.hand.over)

    def _update_export(self, _state=None) -> None:
        """Game > Export this hand is open only while a finished hand is on the table."""
        ready = self._hand_over()
        tip = tr(EXPORT_READY_TIP if ready else EXPORT_WAIT_TIP)
        self.act_export.setEnabled(ready)
        self.act_export.setToolTip(tip)
        self.act_export.setStatusTip(tip)

    def export_hand(self, path: str | None = None) -> str | None:
        """Write the record of the hand just finished.  During a hand nothing is written:
        the record would give away the other hands and the hidden trump."""
        st = self.controller.hand
        if st is None:
            self.statusBar().showMessage(tr("No hand to export yet"), 4000)
            return None
        if not self._hand_over():
            self.statusBar().showMessage(tr(EXPORT_WAIT_TIP), 6000)
            return None
        if path is None:
            start = str(Path(self.export_folder()) / "hand.json")
            path, _ = QFileDialog.getSaveFileName(self, tr("Export this hand"), start,
                                                  tr("Hand records (*.json)"))
            if not path:
                return None
        try:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(record_of(st).dumps())
        except OSError as exc:
            self.statusBar().showMessage(tr("Could not write {path}: {error}").format(
                path=path, error=exc.strerror or exc), 8000)
            return None
        self.statusBar().showMessage(tr("Hand record written to {path}").format(path=path), 5000)
        self._export_dir = str(Path(path).resolve().parent)   # the next export starts there
        return path

    def export_folder(self) -> str:
        """Where the export dialog opens: the folder of the last export, else the
        user's documents folder, else the home folder (never the folder the program
        happened to be started from)."""
        for folder in (getattr(self, "_export_dir", None),
                       QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation),
                       str(Path.home())):
            if folder and Path(folder).is_dir():
                return folder
        return str(Path.home())

    def play_card(self, card: int) -> Refusal | None:
        """The human plays ``card`` (Enter; a drag or a double-click on the table goes to
        the controller directly).  Returns the reason when it is refused; the card then
        slides back (``_on_refused``)."""
        return self.controller.human_play(card)

    def choose_trump_card(self, card: int) -> Refusal | None:
        """Own-card trump: the person sets ``card`` face down as trump (a click on the
        card in the hand, or Enter on it).  Returns the reason when it is refused."""
        c = self.controller
        return c.human_act(Action(c.human, ActionKind.TRUMP_CARD, card))

    def _on_refused(self, action: Action | None, reason: Refusal) -> None:
        """An action of the person was not taken: say why; a card played goes back to
        the hand, and the cards of an own-card trump can still be chosen."""
        self.refused(reason)
        if action is None:
            return
        if action.kind == ActionKind.PLAY:
            self.scene.return_card(action.arg)
        elif action.kind == ActionKind.TRUMP_CARD:
            c = self.controller
            v = c.view()
            if c.state == TableState.WAIT_HUMAN and v is not None:
                self.scene.set_human_turn(v)     # the cards can still be chosen

    def refused(self, reason: Refusal) -> None:
        """Tell the person why an action was not taken: over their hand, where they are
        looking, and in the status bar; in the table's words and the chosen language."""
        words = refusal_words(reason, self.scene.names, self.controller.human)
        self.statusBar().showMessage(words, 6000)
        self.scene.show_notice(words)

    def toggle_last_trick(self) -> None:
        if self.scene.last_trick_shown:
            self.scene.hide_last_trick()
            return
        v = self.controller.view()
        if v is not None and v.tricks:
            self.scene.show_last_trick(v.tricks[-1])

    # ------------------------------------------------------------------ controller -> screen
    def _on_update(self, update: TableUpdate) -> None:
        """The window's part of an update (the scene, connected before, draws it)."""
        events, v = update.events, update.view
        self._thinking = None
        if any(isinstance(e, NewHand) for e in events):
            self._close_summary()
        for e in events:
            if isinstance(e, NewHand) and e.drawn:
                words = (tr("You deal first, drawn by lot.") if e.actor == self.controller.human
                         else tr("{who} deals first, drawn by lot.").format(who=self.scene.names[e.actor]))
                self.statusBar().showMessage(words, 8000)
                self.scene.show_notice(words)
                self.announce(words)
        for e in events:
            if isinstance(e, Annulled):
                self.statusBar().showMessage(tr("Hand annulled: {why}").format(why=e.reason), 8000)
        self.panel.set_waiting("")
        self.panel.last_button.setEnabled(bool(v and v.tricks))
        self._announce_events(events, v)
        self._refresh_info()

    def _on_idle(self, _token: int) -> None:
        self._refresh_info()

    def _on_human_turn(self, view) -> None:
        # the last trick, called up while the current one was being played, must not
        # hide the current trick now that the person is to act (L shows it again)
        self.scene.hide_last_trick()
        self._refresh_info()
        self.scene.set_human_turn(view)
        self.panel.show_turn(view, self.controller.human, self.controller.human_optional_only,
                             self.scene.human_cards())
        self._fit_panel()       # thirteen bids need more room than two buttons
        # the keyboard is where the decision is: on the cards when one is to be played,
        # else on the action bar (bids, trump, doubling, pair or play on)
        if self.scene.cards_live or not self.panel.focus_first():
            self.view.setFocus()
        self.announce(self.panel.prompt.text())
        if not self._human_ready_sent:
            self._human_ready_sent = True
            self.sig_human_ready.emit()

    def _on_countdown(self, seconds: float) -> None:
        self.panel.set_countdown(seconds, self.controller.config.window_seconds())

    def _on_thinking(self, actor: int) -> None:
        self._thinking = actor
        self._refresh_info()

    def confirm_single_hand(self) -> bool:
        """Ask before a single hand is declared (its stake is large, and it cannot be
        taken back).  Tests replace QMessageBox.question."""
        from ..engine.rules import SPECS
        rules = self.controller.match.rules if self.controller.match is not None else self.config.rules
        kind = tr(SPECS["single_hand"].option_label(rules.single_hand))
        text = tr("Declare a single hand?\n\n{kind}: {n} game points are won "
                  "or lost on it. A single hand cannot be taken back.").format(kind=kind, n=rules.single_hand_value)
        answer = QMessageBox.question(self, tr("Single hand"), text, QMessageBox.Yes | QMessageBox.No,
                                      QMessageBox.No)
        return answer == QMessageBox.Yes

    def _on_panel_action(self, action: Action) -> None:
        if action.kind == ActionKind.SINGLE and not self.confirm_single_hand():
            self.statusBar().showMessage(tr("No single hand declared."), 4000)
            return
        self.controller.human_act(action)   # a refusal is told by _on_refused

    def _on_key(self, key: int) -> None:
        if key == Qt.Key_Question:
            self.open_keyboard_help()
            return
        if key in ACTION_KEYS and self.panel.press_key(key):
            return
        if key in (Qt.Key_Up, Qt.Key_Down):
            self.panel.focus_first()       # the keyboard goes to the action bar
            return
        if key == Qt.Key_L:
            self.toggle_last_trick()
        elif key == Qt.Key_Left:
            self.scene.move_selection(-1)
        elif key == Qt.Key_Right:
            self.scene.move_selection(1)
        elif self.scene.selected is not None and self.controller.state == TableState.WAIT_HUMAN:
            if self.scene.trump_choice:
                self.choose_trump_card(self.scene.selected)
            else:
                self.play_card(self.scene.selected)

    def _on_hand_over(self, summary) -> None:
        self._refresh_info()
        self.panel.clear(tr("Hand over"))
        self._close_summary()
        dlg = HandSummaryDialog(summary, self.controller.match, self, viewer=self.controller.human)
        # every way of closing the summary leads on: its button, Enter, Esc and the
        # window's X (finished is emitted for accept and reject alike); otherwise the
        # table would stay at "Hand over" with no way to the next deal
        dlg.finished.connect(self._summary_accepted)
        self.summary_dialog = dlg
        dlg.show()
        dlg.activateWindow()
        dlg.next_button.setFocus()      # Enter deals the next hand
        self.announce(dlg.windowTitle() + ". " + dlg.head.text().replace("<h2>", "").replace("</h2>", ""))

    def _summary_accepted(self, _result: int = 0) -> None:
        dlg = self.summary_dialog
        if dlg is None:
            return
        self.summary_dialog = None
        dlg.deleteLater()
        if self.controller.closed:
            return       # the window is closing: nothing more is dealt
        if dlg.match_over:
            self.new_match()
        else:
            self.controller.next_hand()

    def _close_summary(self) -> None:
        if self.summary_dialog is not None:
            dlg = self.summary_dialog
            self.summary_dialog = None
            dlg.finished.disconnect()
            dlg.close()
            dlg.deleteLater()

    def _refresh_info(self) -> None:
        c = self.controller
        v = c.view()
        levels = {s: c.config.level_of(s) for s in range(4)}
        to_act = c.hand.to_act if c.hand is not None else None
        if c.state == TableState.WAIT_HUMAN and c.human is not None:
            to_act = c.human          # e.g. the human may show a pair while North is to lead
        self.scene.update_info(v, c.match, levels, to_act, self._thinking)

    # ------------------------------------------------------------------ languages, display, access
    def _name_for_screen_readers(self) -> None:
        self.view.setAccessibleName(tr("Card table"))
        self.view.setAccessibleDescription(
            tr("Left and Right choose a card, Enter plays it; Tab or Up goes to the action bar; ? lists the keys."))
        self.panel.setAccessibleName(tr("Action bar"))

    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader (a Qt accessibility announcement)."""
        if not text:
            return
        self.announcements.append(text)
        del self.announcements[:-50]
        try:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))
        except (RuntimeError, TypeError):  # no accessibility: the words stay in the list
            pass

    def event_words(self, ev, view, high: int = 0) -> str | None:
        """An event in words for a screen reader: who did what, in the chosen language."""
        names = self.scene.names
        who = names[ev.actor] if ev.actor is not None and ev.actor < 4 else None
        if isinstance(ev, CardPlayed):
            return tr("{who} plays {card}").format(who=who, card=card_name(ev.card))
        words = bubble_text(ev, high, view.bidder if view is not None else None)
        if not words:
            return None
        return f"{who}: {words}" if who else words

    def _announce_events(self, events, view) -> None:
        high = 0
        for ev in events:
            words = self.event_words(ev, view, high)
            if isinstance(ev, BidMade):
                high = ev.bid
            if words:
                self.announce(words)

    def _on_card_selected(self, words: str) -> None:
        self.view.setAccessibleDescription(words)
        self.announce(words)

    def open_keyboard_help(self) -> None:
        from .keyboard_help import KeyboardHelpDialog
        dlg = KeyboardHelpDialog(self)
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self.keyboard_help = dlg
        dlg.show()
        dlg.raise_()
        dlg.activateWindow()

    def apply_display(self, table) -> None:
        """The display settings, at once: language, suit colours, card size, text size."""
        message = i18n.set_language(table.language)
        if message:
            self.statusBar().showMessage(message, 8000)
        self.art.set_four_colour(table.deck_colours == "four")
        self.scene.set_large_cards(table.card_size == "large")
        self.set_ui_scale(int(table.ui_scale) / 100)
        self.scene.update()

    def set_ui_scale(self, scale: float) -> None:
        """Text of the action bar, the menus and the dialogs at ``scale`` (1 = as the system)."""
        from PySide6.QtWidgets import QApplication
        app = QApplication.instance()
        if app is not None:
            base = app.property("tn_base_point_size")
            if base is None:
                base = app.font().pointSizeF()
                app.setProperty("tn_base_point_size", base)
            f = app.font()
            if base > 0:
                f.setPointSizeF(float(base) * scale)
                app.setFont(f)
        self.ui_scale = scale
        self._panel_px = None
        self._fit_panel()

    def _on_language_changed(self, _lang: str = "") -> None:
        """Everything on screen, again in the chosen language (at once, also mid-hand)."""
        self.setWindowTitle(tr("Twenty-Nine"))
        self._build_menu()
        # the features that add entries to the menus put them back, in the new words
        for hook in self.language_hooks:
            hook()
        self.rules_button.set_rules(self.rules_button.rules)
        if self.help_dialog is not None:      # the rules help opens again in the new language
            self.help_dialog.close()
            self.help_dialog.deleteLater()
            self.help_dialog = None
        self.panel.last_button.setText(tr("Last trick (L)"))
        self._apply_config_to_scene()
        self.scene.retranslate()
        self._name_for_screen_readers()
        c = self.controller
        if c.state == TableState.WAIT_HUMAN and c.view() is not None:
            self.panel.show_turn(c.view(), c.human, c.human_optional_only, self.scene.human_cards())
        else:
            self.panel.prompt.setText("")
        self._refresh_info()

    def _fit_panel(self) -> None:
        """The action bar's text size: it follows the window (the width left to the table:
        the bid advisor may take some) and the text size setting (``ui_scale``), but no
        larger than lets every button of the bar show its whole text."""
        central = self.centralWidget()
        width = central.width() if central is not None else self.width()
        px = max(10, min(30, round(min(self.height() / 46, width / 84))))
        px = max(10, round(px * getattr(self, "ui_scale", 1.0)))
        while True:
            if px != getattr(self, "_panel_px", None):
                self._panel_px = px
                self.panel.set_text_size(px)
            if px <= 10 or width <= 0 or self.panel_room_needed() <= width:
                return
            px -= 1

    def panel_room_needed(self) -> int:
        """The width the action bar needs to show its buttons' whole text."""
        lay = self.panel.layout()
        lay.invalidate()
        return lay.minimumSize().width()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # the bar's text follows the smaller of height and width, so that all its buttons
        # (13 bids, Pass, Last trick) fit across a narrow window too
        # (the width left to the table: the bid advisor may take some; the Hint button
        # sits in the bar too)
        self._fit_panel()

    def match_in_progress(self) -> bool:
        """A match has begun and is not decided: quitting now would lose it."""
        c = self.controller
        m = c.match
        if m is None or m.over or c.closed:
            return False
        return m.hand_number > 1 or any(m.scores) or bool(c.hand is not None and c.hand.history)

    def ask_quit(self) -> bool:
        """Quit during a match?  (Tests replace QMessageBox.question.)"""
        m = self.controller.match
        mine = (self.config.human_seat if self.config.human_seat is not None else 2) & 1
        text = tr("A match is in progress (hand {n}; you and your partner "
                  "{ours}, the opponents {theirs}).\n\nQuit now? The match will be lost.").format(
                      n=m.hand_number, ours=f"{m.scores[mine]:+d}", theirs=f"{m.scores[1 - mine]:+d}")
        answer = QMessageBox.question(self, tr("Quit Twenty-Nine"), text, QMessageBox.Yes | QMessageBox.No,
                                      QMessageBox.No)
        return answer == QMessageBox.Yes

    def closeEvent(self, event) -> None:
        if self.confirm_quit and self.match_in_progress() and not self.ask_quit():
            event.ignore()
            return
        if self.window_state_path is not None:
            window_state.save(self, self.window_state_path)
        self.controller.shutdown()
        super().closeEvent(event)
