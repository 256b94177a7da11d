"""The keyboard help (``?``): every key of the table, in the chosen language."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from .i18n import QT_TR_NOOP, tr

# (keys, what they do); the keys' names stay as printed on the keyboard
KEYS = (
    ("\u2190 \u2192", QT_TR_NOOP("Choose a card of your hand (only the playable ones on your turn)")),
    ("Enter", QT_TR_NOOP("Play the chosen card; on a button: press it")),
    ("Tab, \u2191 \u2193", QT_TR_NOOP("Go to the buttons of the action bar: bids, Pass, the trump, Double...")),
    ("\u2190 \u2192", QT_TR_NOOP("On the action bar: the next or the previous button")),
    ("Esc", QT_TR_NOOP("From the action bar back to the cards")),
    ("P", QT_TR_NOOP("Pass")),
    ("H", QT_TR_NOOP("Hold the bid (duel auction)")),
    ("7", QT_TR_NOOP("Seventh card as trump")),
    ("D", QT_TR_NOOP("Double, redouble or set")),
    ("A", QT_TR_NOOP("Ask for the trump")),
    ("M", QT_TR_NOOP("Declare the pair (King and Queen of trumps)")),
    ("S", QT_TR_NOOP("Single hand")),
    ("O", QT_TR_NOOP("Play on (let the pair or single hand go by)")),
    ("L", QT_TR_NOOP("Show or hide the last trick")),
    ("Enter", QT_TR_NOOP("In the hand summary: the next deal")),
    ("Ctrl+N", QT_TR_NOOP("New match")),
    ("Ctrl+,", QT_TR_NOOP("Settings (language, four-colour deck, large cards, text size)")),
    ("F1", QT_TR_NOOP("Rules help")),
    ("?", QT_TR_NOOP("This list of keys")),
)


def keyboard_help_html() -> str:
    rows = "".join(f"<tr><td style='padding-right:16px'><b>{escape(k)}</b></td><td>{escape(tr(t))}</td></tr>"
                   for k, t in KEYS)
    title = escape(tr("Playing with the keyboard"))
    return f"<h3>{title}</h3><table>{rows}</table>"


class KeyboardHelpDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard"))
        lay = QVBoxLayout(self)
        self.text = QLabel(keyboard_help_html(), self)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        box = QDialogButtonBox(QDialogButtonBox.Close, self)
        box.rejected.connect(self.reject)
        box.button(QDialogButtonBox.Close).setFocus()
        lay.addWidget(box)
