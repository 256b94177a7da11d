"""The main window's menus and actions: the menu bar (Game, View, Help), its QActions and
their shortcuts, the "?" key, the rules button of the status bar, and the dialogs opened
from the menus (About, the rules help, the rules in force, the keyboard help).

The actions belong to the window (they are its children, and the window keeps them as
``act_new``, ``act_export``...: the keyboard help's list of keys, the tests and the
features that add menu entries find them there).  A feature that adds entries finds its
menu by one of these actions, never by the menu's title, and puts its entries back
through ``language_hooks`` when the menus are rebuilt in another language
(docs/LANGUAGES.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from .dialogs import RulesHelpDialog
from .i18n import tr
from .keyboard_help import standard_keys
from .rules_summary import RulesButton, show_rules_summary

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowMenus:
    """Builds the window's menus (again after a change of language) and opens the
    dialogs they lead to."""

    def __init__(self, win: MainWindow):
        self.win = win
        # called after a change of language, once the menus are rebuilt
        self.language_hooks: list[Callable[[], None]] = []

    def build(self) -> None:
        """The menu bar from scratch, in the chosen language (the actions are made anew:
        their words and their menus' titles are the language's)."""
        w = self.win
        w.menuBar().clear()
        game = w.menuBar().addMenu(tr("&Game"))
        w.act_new = QAction(tr("&New match"), w, shortcut=QKeySequence(QKeySequence.StandardKey.New))
        w.act_new.triggered.connect(lambda: w.ask_new_match())
        w.act_export = QAction(tr("&Export this hand\u2026"), w, shortcut=QKeySequence("Ctrl+E"))
        w.act_export.triggered.connect(lambda: w.export_hand())
        w.act_settings = QAction(tr("&Settings\u2026"), w, shortcut=QKeySequence("Ctrl+,"))
        w.act_settings.triggered.connect(lambda: w.open_settings())
        w.act_rules = QAction(tr("Rules in &force\u2026"), w, shortcut=QKeySequence("Ctrl+I"))
        w.act_rules.triggered.connect(lambda: self.open_rules_summary())
        w.act_help = QAction(tr("&Rules help"), w, shortcut=QKeySequence(QKeySequence.StandardKey.HelpContents))
        w.act_help.triggered.connect(lambda: self.open_rules_help())
        # Ctrl+Q on every system (the standard Quit key is none on Windows), and from any
        # window of the program: also while the hand summary, a modeless dialog, is open
        w.act_quit = QAction(tr("&Quit"), w, shortcut=QKeySequence("Ctrl+Q"))
        w.act_quit.triggered.connect(w.close)
        w.act_quit.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        w.exporter.update_action()
        game.setToolTipsVisible(True)
        for a in (w.act_new, w.act_export, w.act_settings, w.act_rules):
            game.addAction(a)
        game.addSeparator()
        game.addAction(w.act_quit)
        view = w.menuBar().addMenu(tr("&View"))
        # the table's L key stays the shortcut (the view forwards it), so the menu names it
        w.act_last_trick = QAction(tr("&Last trick") + "\tL", w)
        w.act_last_trick.triggered.connect(lambda: w.toggle_last_trick())
        w.act_fullscreen = QAction(tr("&Full screen"), w, checkable=True)
        w.act_fullscreen.triggered.connect(lambda on: self.set_full_screen(on))
        w.act_fullscreen.setShortcuts(standard_keys(QKeySequence.StandardKey.FullScreen))   # F11 where none
        w.act_fullscreen.setChecked(w.isFullScreen())
        view.addAction(w.act_last_trick)
        view.addAction(w.act_fullscreen)
        helpm = w.menuBar().addMenu(tr("&Help"))
        w.act_about = QAction(tr("&About Twenty-Nine"), w)
        w.act_about.triggered.connect(lambda: self.open_about())
        w.act_keys = QAction(tr("&Keyboard") + "\t?", w)
        w.act_keys.triggered.connect(lambda: self.open_keyboard_help())
        helpm.addAction(w.act_help)
        helpm.addAction(w.act_keys)
        helpm.addSeparator()
        helpm.addAction(w.act_about)
        if getattr(w, "rules_button", None) is None:
            w.rules_button = RulesButton(w)  # one click: the rules in force
            w.rules_button.clicked.connect(lambda: self.open_rules_summary())
            w.statusBar().addPermanentWidget(w.rules_button)

    def add_help_key(self) -> None:
        """"?" opens the keyboard help from anywhere in the window (made once: it is in
        no menu, so a change of language leaves it alone)."""
        w = self.win
        w.act_keys_shortcut = QAction(w)
        w.act_keys_shortcut.triggered.connect(lambda: self.open_keyboard_help())
        # "?" is Shift+/ on most keyboards: both forms, so it works wherever "?" is typed
        w.act_keys_shortcut.setShortcuts([QKeySequence("?"), QKeySequence("Shift+?")])
        w.act_keys_shortcut.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        w.addAction(w.act_keys_shortcut)

    def retranslate(self) -> None:
        """The menus again in the chosen language; the features that add entries to the
        menus put them back, in the new words; the rules help opens again in the new
        language."""
        w = self.win
        self.build()
        for hook in self.language_hooks:
            hook()
        w.rules_button.set_rules(w.rules_button.rules)
        if w.help_dialog is not None:
            w.help_dialog.close()
            w.help_dialog.deleteLater()
            w.help_dialog = None

    # ------------------------------------------------------------------ what the menus open
    def open_rules_summary(self) -> None:
        w = self.win
        m = w.controller.match
        show_rules_summary(w, m.rules if m is not None else w.config.rules, w.open_settings)

    def open_rules_help(self) -> None:
        w = self.win
        if w.help_dialog is None:
            w.help_dialog = RulesHelpDialog(w)
        w.help_dialog.show()
        w.help_dialog.raise_()

    def open_keyboard_help(self) -> None:
        from .keyboard_help import KeyboardHelpDialog
        w = self.win
        dlg = KeyboardHelpDialog(w)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        w.keyboard_help = dlg
        dlg.show()
        dlg.raise_()
        dlg.activateWindow()

    def about_text(self) -> str:
        from .. import __version__
        from ..platform_paths import settings_dir
        try:
            where = str(settings_dir())
        except Exception:  # the folder is only named here; a failure must not stop About
            where = tr("(the platform's settings folder)")
        return ("<h3>" + tr("Twenty-Nine {version}").format(version=__version__) + "</h3><p>"
                + tr("The partnership trick-taking card game of north India, Bangladesh and "
                     "Nepal, offline: no ads, no accounts, no server.") + "</p><p>"
                + tr("Free software under the MIT licence. Card art: Adrian Kennard's "
                     "public-domain (CC0) deck.") + "</p><p>"
                + tr("Settings are kept in {where}.").format(where=where) + "</p>")

    def open_about(self) -> None:
        QMessageBox.about(self.win, tr("About Twenty-Nine"), self.about_text())

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.win.showFullScreen()
        else:
            self.win.showNormal()
