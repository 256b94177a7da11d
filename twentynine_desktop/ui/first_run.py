"""The first start: a short welcome over the table, offering a first match.

On the very first start of the program (no marker file in the settings folder yet)
the window opens with an empty table and this welcome on top of it:

* **Play a first match** (the default button): deals the first hand;
* **Start the tutorial**: only when a tutorial exists (see ``tutorial_starter``);
* **How to play**: opens the rules help, and the match starts behind it.

Above the text, one button per language, each named in its own script (English,
বাংলা, हिन्दी, नेपाली): a press changes the language at once (the welcome and the
window behind it) and saves it in the settings, as *Settings > Display > Language*
would; the one in use is shown pressed.

Closing the welcome any other way (Esc, the window's close button) starts the match
too, so the table never sits empty.  The welcome is shown once: the marker file
(``welcome-shown`` in ``platform_paths.settings_dir()``) is written when it appears,
and when that folder cannot be written the welcome simply shows again next time.

It is never shown with ``TWENTYNINE_NO_WELCOME=1`` in the environment, nor by the
program's timing runs (``--timing``), which wait for the player's first decision.

The tutorial hook: when a module ``twentynine_desktop.ui.tutorial`` exists and has a
function ``start_tutorial(window)``, the welcome offers it; choosing it calls that
function instead of dealing a match.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from ..engine.rules import Rules
from . import i18n
from .i18n import QT_TR_NOOP, tr

__all__ = [
    "MARKER_NAME",
    "NO_WELCOME_ENV",
    "WelcomeDialog",
    "is_first_run",
    "mark_welcome_shown",
    "marker_path",
    "maybe_welcome",
    "save_language",
    "tutorial_starter",
    "welcome_wanted",
]

MARKER_NAME = "welcome-shown"
NO_WELCOME_ENV = "TWENTYNINE_NO_WELCOME"
TUTORIAL_MODULE = "twentynine_desktop.ui.tutorial"

WELCOME_TEXT = QT_TR_NOOP(
    "<h2>Welcome to Twenty-Nine</h2>"
    "<p>You sit at the bottom of the table; your partner sits opposite you, and the "
    "computer plays the other three seats. Bid for the right to choose trumps, then "
    "win tricks holding Jacks, Nines, Aces and Tens: the side that wins the bidding "
    "needs at least as many card points as it bid.</p>"
    "<p>No account, no server, no ads: the game runs on this computer, and family can join it from theirs at home.</p>"
)


def marker_path() -> Path:
    """The file whose presence means the welcome was already shown."""
    from ..platform_paths import settings_dir

    return settings_dir() / MARKER_NAME


def is_first_run() -> bool:
    """True when the welcome has never been shown (or its marker cannot be read)."""
    try:
        return not marker_path().exists()
    except OSError:
        return True


def mark_welcome_shown() -> bool:
    """Write the marker; False (and nothing raised) when the folder is not writable."""
    try:
        marker_path().write_text("The first-start welcome of Twenty-Nine was shown.\n",
                                 encoding="utf-8")
        return True
    except OSError:
        return False


def tutorial_starter() -> Callable | None:
    """``start_tutorial(window)`` of the tutorial module, or None while there is none."""
    try:
        if importlib.util.find_spec(TUTORIAL_MODULE) is None:
            return None
        module = importlib.import_module(TUTORIAL_MODULE)
    except Exception:  # a broken tutorial must not stop the first start
        return None
    start = getattr(module, "start_tutorial", None)
    return start if callable(start) else None


class WelcomeDialog(QDialog):
    """The welcome.  ``choice`` says what the player picked: "match", "tutorial",
    "rules" or "closed" (Esc / close button)."""

    def __init__(self, parent=None, tutorial: Callable | None = None,
                 save_language: Callable[[str], None] | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Welcome to Twenty-Nine"))
        self.setObjectName("welcome_dialog")
        self.setMinimumWidth(460)
        self.choice = "closed"
        lay = QVBoxLayout(self)
        self.save_language = save_language
        self.language_buttons = self._language_row(lay)
        self.text = QLabel(tr(WELCOME_TEXT))
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.text)
        from .computer_calls import ComputersBox, next_rules  # the computers' pair and double
        self.computers_box = ComputersBox(next_rules(parent) if parent is not None else Rules(), self)
        lay.addWidget(self.computers_box)
        box = QDialogButtonBox()
        self.match_button = box.addButton(tr("Play a first match"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.match_button.setDefault(True)
        self.match_button.setObjectName("welcome_match")
        self.match_button.clicked.connect(lambda: self._pick("match"))
        self.tutorial_button: QPushButton | None = None
        if tutorial is not None:
            self.tutorial_button = box.addButton(tr("Start the tutorial"), QDialogButtonBox.ButtonRole.ActionRole)
            self.tutorial_button.setObjectName("welcome_tutorial")
            self.tutorial_button.clicked.connect(lambda: self._pick("tutorial"))
        self.rules_button = box.addButton(tr("How to play"), QDialogButtonBox.ButtonRole.HelpRole)
        self.rules_button.setObjectName("welcome_rules")
        self.rules_button.clicked.connect(lambda: self._pick("rules"))
        lay.addWidget(box)

    # -- the language, chosen before anything is read -------------------------

    def _language_row(self, lay: QVBoxLayout) -> dict[str, QPushButton]:
        """One button per language, named in its own script; the one in use pressed."""
        row = QHBoxLayout()
        group = QButtonGroup(self)
        group.setExclusive(True)
        buttons: dict[str, QPushButton] = {}
        for code in ("en", *i18n.TRANSLATED):
            b = QPushButton(i18n.NATIVE_NAMES[code])
            b.setObjectName(f"welcome_language_{code}")
            b.setCheckable(True)
            b.setAutoDefault(False)
            b.setChecked(code == i18n.current_language())
            b.clicked.connect(lambda _checked=False, c=code: self.choose_language(c))
            group.addButton(b)
            row.addWidget(b)
            buttons[code] = b
        row.addStretch(1)
        lay.addLayout(row)
        return buttons

    def choose_language(self, code: str) -> None:
        """Use ``code`` from now on: the welcome and the window at once, and saved."""
        said = tr("Welcome to Twenty-Nine")
        i18n.set_language(code)
        bar = getattr(self.parent(), "statusBar", None)
        if bar is not None and bar().currentMessage() == said:   # the window's own greeting
            bar().showMessage(tr("Welcome to Twenty-Nine"), 4000)
        if self.save_language is not None:
            self.save_language(code)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the welcome in the language in use."""
        self.setWindowTitle(tr("Welcome to Twenty-Nine"))
        self.text.setText(tr(WELCOME_TEXT))
        self.match_button.setText(tr("Play a first match"))
        if self.tutorial_button is not None:
            self.tutorial_button.setText(tr("Start the tutorial"))
        self.rules_button.setText(tr("How to play"))
        self.computers_box.retranslate()
        self.language_buttons[i18n.current_language()].setChecked(True)

    def _pick(self, choice: str) -> None:
        self.choice = choice
        self.accept()


def _start_match(window) -> None:
    if not window.controller.match:
        window.new_match()


def _after_welcome(window, dialog: WelcomeDialog, tutorial: Callable | None) -> None:
    choice = dialog.choice
    failed = None
    from .computer_calls import keep_choice
    keep_choice(window, dialog.computers_box)
    if choice == "tutorial" and tutorial is not None:
        try:
            tutorial(window)
            return
        except Exception as exc:  # the tutorial failed: say so and play a match instead
            failed = tr("The tutorial could not start ({why}).").format(why=exc)
    _start_match(window)
    if failed:   # after the match's own first words (who deals), so that it is read
        window.statusBar().showMessage(failed, 8000)
    if choice == "rules":
        window.open_rules_help()


def save_language(window, code: str) -> None:
    """Keep the language chosen on the welcome in the window's settings (as the settings
    dialog would); when the file cannot be written it is used for this run only."""
    store = getattr(window, "settings_store", None)
    if store is None:
        return
    new = store.settings.replace(language=code)
    try:
        store.save(new)
    except OSError:
        store.use(new)


def maybe_welcome(window, *, skip: bool = False) -> WelcomeDialog | None:
    """Show the welcome over ``window`` if this is the first start; return it (or None).

    Call it after ``window.show()`` on a window made with ``start=False`` when
    ``is_first_run()`` said so; when the welcome is not shown the match is started
    here, so the caller's window always ends up with a match.  The dialog is
    window-modal but does not block (``open()``), so the event loop keeps running.
    """
    if skip or os.environ.get(NO_WELCOME_ENV, "") not in ("", "0") or not is_first_run():
        _start_match(window)
        return None
    tutorial = tutorial_starter()
    dialog = WelcomeDialog(window, tutorial, lambda code: save_language(window, code))
    window.welcome_dialog = dialog
    dialog.finished.connect(lambda _result: _after_welcome(window, dialog, tutorial))
    mark_welcome_shown()
    dialog.open()
    return dialog


def welcome_wanted(skip: bool = False) -> bool:
    """Whether the program should open its window without a match, for the welcome."""
    if skip or os.environ.get(NO_WELCOME_ENV, "") not in ("", "0"):
        return False
    return is_first_run()
