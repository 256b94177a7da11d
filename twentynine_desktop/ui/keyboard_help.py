"""The keyboard help (``?``): every key of the table, in the chosen language."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from .i18n import QT_TR_NOOP, tr

# (keys, what they do); the keys' names stay as printed on the keyboard.  The keys of
# the table, then (beside them, so that the list fits a 1024x600 screen) the menus' keys
TABLE_KEYS = (
    ("\u2190 \u2192", QT_TR_NOOP("Choose a card of your hand (only the playable ones on your turn)")),
    ("Enter", QT_TR_NOOP("Play the chosen card; on a button: press it")),
    ("Tab, \u2191 \u2193", QT_TR_NOOP("Go to the buttons of the action bar: bids, Pass, the trump, Double...")),
    ("\u2190 \u2192", QT_TR_NOOP("On the action bar: the next or the previous button")),
    ("Esc", QT_TR_NOOP("From the action bar back to the cards")),
    ("P", QT_TR_NOOP("Pass")),
    ("H", QT_TR_NOOP("Hint: what the Hard player would do in your place")),
    ("H", QT_TR_NOOP("Hold the bid (duel auction, when hints are switched off)")),
    ("7", QT_TR_NOOP("Seventh card as trump")),
    ("D", QT_TR_NOOP("Double, redouble or set")),
    ("A", QT_TR_NOOP("Ask for the trump")),
    ("M", QT_TR_NOOP("Declare the pair (King and Queen of trumps)")),
    ("S", QT_TR_NOOP("Single hand")),
    ("O", QT_TR_NOOP("Play on (let the pair or single hand go by)")),
    ("L", QT_TR_NOOP("Show or hide the last trick")),
    ("C", QT_TR_NOOP("Claim the rest of the tricks (when they are surely yours)")),
    ("Enter", QT_TR_NOOP("In the hand summary: the next deal")),
    (QKeySequence.StandardKey.Undo, QT_TR_NOOP("Take back your last move (practice match)")),
)
MENU_KEYS = (
    (QKeySequence.StandardKey.New, QT_TR_NOOP("New match")),
    ("Ctrl+D", QT_TR_NOOP("Play a deal by number")),
    (QKeySequence.StandardKey.Open, QT_TR_NOOP("Open a hand record")),
    ("Ctrl+E", QT_TR_NOOP("Export this hand")),
    ("Ctrl+H", QT_TR_NOOP("History")),
    ("Ctrl+T", QT_TR_NOOP("Statistics")),
    ("Ctrl+,", QT_TR_NOOP("Settings (language, four-colour deck, large cards, text size)")),
    ("Ctrl+I", QT_TR_NOOP("Rules in force")),
    ("Ctrl+J", QT_TR_NOOP("Open or fold the hand log")),
    (QKeySequence.StandardKey.FullScreen, QT_TR_NOOP("Full screen")),
    (QKeySequence.StandardKey.HelpContents, QT_TR_NOOP("Rules help")),
    ("?", QT_TR_NOOP("This list of keys")),
    ("Ctrl+Q", QT_TR_NOOP("Quit (the match is kept for the next start)")),
)
KEYS = TABLE_KEYS + MENU_KEYS


def standard_keys(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """A standard key's sequences on this system; F11 for full screen where the system
    has none for it (a plain X11 desktop)."""
    found = QKeySequence.keyBindings(key)
    if not found and key == QKeySequence.StandardKey.FullScreen:
        found = [QKeySequence("F11")]
    return found


def key_names(keys: str | QKeySequence.StandardKey) -> list[str]:
    """The key (or keys) of a row as the keyboard shows them: a standard key (Undo,
    New...) by what it is on this system (Ctrl+Z here, Cmd+Z on a Mac)."""
    if isinstance(keys, str):
        return [keys]
    return [k.toString(QKeySequence.SequenceFormat.NativeText) for k in standard_keys(keys)][:1]


def listed_keys() -> set[str]:
    """Every key sequence the list names (in Qt's portable form), for checking that
    no shortcut of the window is left out."""
    out = set()
    for keys, _text in KEYS:
        if isinstance(keys, str):
            out.add(QKeySequence(keys).toString(QKeySequence.SequenceFormat.PortableText))
        else:
            out.update(k.toString(QKeySequence.SequenceFormat.PortableText) for k in standard_keys(keys))
    return out


def _rows_html(rows: Iterable[tuple[str | QKeySequence.StandardKey, str]]) -> str:
    return "".join(f"<tr><td style='padding-right:16px'><b>{escape(', '.join(key_names(k)))}</b></td>"
                   f"<td>{escape(tr(t))}</td></tr>" for k, t in rows)


def keyboard_help_html() -> str:
    title = escape(tr("Playing with the keyboard"))
    return (f"<h3>{title}</h3><table><tr>"
            f"<td valign='top' style='padding-right:24px'><table>{_rows_html(TABLE_KEYS)}</table></td>"
            f"<td valign='top'><table>{_rows_html(MENU_KEYS)}</table></td></tr></table>")


class KeyboardHelpDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard"))
        lay = QVBoxLayout(self)
        self.text = QLabel(keyboard_help_html(), self)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.reject)
        box.button(QDialogButtonBox.StandardButton.Close).setFocus()
        lay.addWidget(box)
        # wide enough for the two lists side by side (then it fits a 1024x600 screen)
        screen = self.screen()
        room = screen.availableGeometry().width() - 40 if screen is not None else 860
        width = max(400, min(860, room))
        self.resize(width, lay.totalHeightForWidth(width))
