"""The main window: the table view, the action bar, the menu and the status bar, wired
to a ``TableController``.  It forwards the human's intents and shows what happens.

Its rooms, each a small object the window owns: the menus and their actions
(``window_menus.WindowMenus``, ``menus``), the export of a finished hand
(``hand_export.HandExport``, ``exporter``), what is said to a screen reader
(``announcer.Announcer``, ``announcer``), and the wiring of the controller's, the
scene's and the action bar's signals with the hand summary
(``table_signals.TableSignals``, ``signals``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..controller import TableConfig, TableController, TableState
from ..engine.actions import Action, ActionKind
from ..engine.refusal import Refusal
from ..resources import icon_path
from . import i18n, window_state
from .announcer import Announcer
from .cardart import CardArt
from .dialogs import HandSummaryDialog, RulesHelpDialog
from .hand_export import HandExport
from .i18n import tr
from .panels import ActionPanel
from .refusal_text import refusal_words
from .rules_summary import RulesButton
from .scene import TableScene
from .settings_dialog import SettingsDialog
from .settings_store import SettingsStore
from .table_signals import TableSignals
from .table_view import TableView
from .window_menus import WindowMenus

if TYPE_CHECKING:
    from .learn_ui import Learning


class MainWindow(QMainWindow):
    sig_human_ready = Signal()   # the first time the human may act (start-up timing)

    # the window's actions, made by its menus (window_menus.WindowMenus.build)
    act_new: QAction
    act_export: QAction
    act_settings: QAction
    act_rules: QAction
    act_help: QAction
    act_quit: QAction
    act_last_trick: QAction
    act_fullscreen: QAction
    act_about: QAction
    act_keys: QAction
    act_keys_shortcut: QAction
    rules_button: RulesButton

    def __init__(self, config: TableConfig | None = None, start: bool = True,
                 window_state: Path | None = None, confirm_quit: bool = False,
                 controller=None, learning: bool = True):
        """``window_state``: the file where the window's size, position and maximized
        state are remembered (the program passes ``window_state.window_state_file()``;
        None, as in tests, remembers nothing).  ``confirm_quit``: closing the window
        during a match asks first (the program sets it; tests and --self-test do not,
        so they never wait on a question).  ``controller``: the table to show (a hosted
        table's controller, or a seat at another computer's table, ui/net_window.py);
        None: a new solo table.  ``learning``: hints, undo, review and the advisor
        (they need the whole hand: not for a seat at another computer's table)."""
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
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.panel)
        self.setCentralWidget(central)
        self.statusBar().showMessage(tr("Welcome to Twenty-Nine"), 4000)
        self.controller = controller if controller is not None else TableController(self.config, self)
        self.controller.wait_for_view = True
        self.summary_dialog: HandSummaryDialog | None = None
        self.help_dialog: RulesHelpDialog | None = None
        self.keyboard_help: QDialog | None = None
        # the player's saved settings (ui.settings_store.SettingsStore): set by __main__;
        # when set, every new match started without an explicit config reads them
        self.settings_store: SettingsStore | None = None
        # the rooms (the order matters: the menus need the export's action state, the
        # wiring needs the menus' "?" key and the announcer)
        self.announcer = Announcer(self.view, self.panel, lambda: self.scene.names)
        self.announcements: list[str] = self.announcer.said   # what was said (newest last)
        self.exporter = HandExport(self)
        self.menus = WindowMenus(self)
        self.menus.build()
        self.signals = TableSignals(self)
        self.signals.connect()
        # called after a change of language, once the menus are rebuilt
        self.language_hooks: list[Callable[[], None]] = self.menus.language_hooks
        self.learning: Learning | None = None
        if learning:
            from .learn_ui import install_learning  # hints, undo, review, advisor, tutorial
            self.learning = install_learning(self)
            self.language_hooks.append(self.learning.language_changed)
        from .claim_ui import install_claim  # Game > Claim, the forced card's words
        from .hand_log import install_hand_log  # the running log of the hand, beside the table
        self.claims = install_claim(self)
        self.hand_log = install_hand_log(self)
        self._apply_config_to_scene()
        self.announcer.name_widgets()
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
    def new_match(self, config: TableConfig | None = None, hand=None, deal_number: int | None = None,
                  cut: tuple = (), dealer: int | None = None) -> None:
        """Start a new match (``cut``: the person's cut of its first deal, whose
        fingerprint was shown; see ``deal_check``; ``dealer``: who deals a numbered
        deal, as its number from History says)."""
        if self.learning is not None:         # anything else starting ends the tutorial
            self.learning.before_new_match()
        if config is None and self.settings_store is not None:
            config = self.settings_store.settings.apply_to_config(self.config)
        if config is not None:
            self.config = config
        self._close_summary()
        self._apply_config_to_scene()
        self.scene.clear_table()
        self.panel.clear(tr("Dealing\u2026"))
        self.controller.new_match(self.config, hand=hand, deal_number=deal_number, cut=cut, dealer=dealer)
        self.rules_button.set_rules(self.config.rules)

    def resume_match(self, config: TableConfig, match) -> None:
        """Go on with ``match`` (an engine Match) under ``config``: the match the tutorial
        was started beside, given back."""
        self.config = config
        self._close_summary()
        self._apply_config_to_scene()
        self.scene.clear_table()
        self.panel.clear(tr("Resuming\u2026"))
        self.controller.resume_match(config, match)
        self.rules_button.set_rules(config.rules)

    def _next_match_rules(self):
        if self.settings_store is not None:
            return self.settings_store.settings.rules
        return self.config.rules

    def ask_new_match(self) -> bool:
        """Game > New match: confirm, showing the rules the match will use (and a way to
        the settings).  Returns whether a new match was started."""
        from .deal_check import add_cut_box, cut_of_summary
        from .dialogs import NewMatchDialog
        dlg = NewMatchDialog(self._next_match_rules, self.open_settings, self)
        add_cut_box(dlg, self.controller.deals.prepare(None))  # the first deal's fingerprint
        self.new_match_dialog: NewMatchDialog | None = dlg
        ok = dlg.exec() == QDialog.DialogCode.Accepted
        self.new_match_dialog = None
        if ok:
            if self.learning is not None:       # a tutorial ends (its table is not the player's)
                self.learning.before_new_match()
            self.config.practice = dlg.practice_box.isChecked()
            from .computer_calls import keep_choice
            keep_choice(self, dlg.computers_box)    # the computers' pair and double, as chosen
            self.new_match(cut=cut_of_summary(dlg, self.config.human_seat))
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

    def open_rules_help(self) -> None:
        """Help > Rules help (the first run's welcome opens it too)."""
        self.menus.open_rules_help()

    def export_hand(self, path: str | None = None) -> str | None:
        """Game > Export this hand (``hand_export.HandExport.export_hand``)."""
        return self.exporter.export_hand(path)

    def play_card(self, card: int) -> Refusal | None:
        """The human plays ``card`` (Enter; a drag or a double-click on the table goes to
        the controller directly).  Returns the reason when it is refused; the card then
        slides back (``TableSignals._on_refused``)."""
        return self.controller.human_play(card)

    def choose_trump_card(self, card: int) -> Refusal | None:
        """Own-card trump: the person sets ``card`` face down as trump (a click on the
        card in the hand, or Enter on it).  Returns the reason when it is refused."""
        c = self.controller
        assert c.human is not None, "a card of the hand is the person's: the table has one"
        return c.human_act(Action(c.human, ActionKind.TRUMP_CARD, card))

    def refused(self, reason: Refusal) -> None:
        """Tell the person why an action was not taken: over their hand, where they are
        looking, and in the status bar; in the table's words and the chosen language."""
        def words() -> str:
            return refusal_words(reason, self.scene.names, self.controller.human)
        self.statusBar().showMessage(words(), 6000)
        self.scene.show_notice(words(), "refusal", words)

    def toggle_last_trick(self) -> None:
        if self.scene.last_trick_shown:
            self.scene.hide_last_trick()
            return
        v = self.controller.view()
        if v is not None and v.tricks:
            self.scene.show_last_trick(v.tricks[-1])

    def announce(self, text: str) -> None:
        """Say ``text`` to a screen reader (``announcer.Announcer.announce``)."""
        self.announcer.announce(text)

    def _close_summary(self) -> None:
        self.signals.close_summary()

    def _refresh_info(self) -> None:
        c = self.controller
        v = c.view()
        levels = {s: c.config.level_of(s) for s in range(4)}
        to_act = c.hand.to_act if c.hand is not None else None
        if c.state == TableState.WAIT_HUMAN and c.human is not None:
            to_act = c.human          # e.g. the human may show a pair while North is to lead
        self.scene.update_info(v, c.match, levels, to_act, self.signals.thinking)

    # ------------------------------------------------------------------ languages, display
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
        if isinstance(app, QApplication):   # the running application (None before one is made)
            base = app.property("tn_base_point_size")
            if base is None:
                base = app.font().pointSizeF()
                app.setProperty("tn_base_point_size", base)
            f = app.font()
            if base > 0:
                f.setPointSizeF(float(base) * scale)
                app.setFont(f)
        self.ui_scale = scale
        self._panel_px: int | None = None
        self._fit_panel()

    def _on_language_changed(self, _lang: str = "") -> None:
        """Everything on screen, again in the chosen language (at once, also mid-hand)."""
        self.setWindowTitle(tr("Twenty-Nine"))
        self._apply_config_to_scene()  # the seats' names first: the words below use them
        self.menus.retranslate()     # the menus, the features' entries, the rules help
        self.panel.last_button.setText(tr("Last trick (L)"))
        self.scene.retranslate()
        self.announcer.name_widgets()
        c = self.controller
        if c.state == TableState.WAIT_HUMAN and c.view() is not None:
            assert c.human is not None, "the table waits for a person it has"
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
        assert lay is not None, "the action bar is made with its layout"
        lay.invalidate()
        return lay.minimumSize().width()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # the bar's text follows the smaller of height and width, so that all its buttons
        # (13 bids, Pass, Last trick) fit across a narrow window too
        # (the width left to the table: the bid advisor may take some; the Hint button
        # sits in the bar too)
        self._fit_panel()

    def changeEvent(self, event) -> None:
        """The window comes in front or goes behind (or is minimised): a doubling
        window's clock runs only while the person can see the table."""
        super().changeEvent(event)
        controller = getattr(self, "controller", None)    # (none yet while the window is made)
        if controller is not None and event.type() in (QEvent.Type.ActivationChange,
                                                       QEvent.Type.WindowStateChange):
            # (controller/person_turn.py; a seat at another's table has none: the host's
            # table keeps the doubling clock)
            person = getattr(controller, "person", None)
            if person is not None:
                person.set_seen(self.table_seen())

    def table_seen(self) -> bool:
        """The person can see the table: the window is in front and not minimised."""
        return self.isActiveWindow() and not self.isMinimized()

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
        assert m is not None, "asked only while a match is in progress"
        mine = (self.config.human_seat if self.config.human_seat is not None else 2) & 1
        text = tr("A match is in progress (hand {n}; you and your partner "
                  "{ours}, the opponents {theirs}).\n\nQuit now? The match will be lost.").format(
                      n=m.hand_number, ours=f"{m.scores[mine]:+d}", theirs=f"{m.scores[1 - mine]:+d}")
        answer = QMessageBox.question(self, tr("Quit Twenty-Nine"), text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event) -> None:
        if self.confirm_quit and self.match_in_progress() and not self.ask_quit():
            event.ignore()
            return
        if self.window_state_path is not None:
            window_state.save(self, self.window_state_path)
        self.controller.shutdown()
        super().closeEvent(event)
