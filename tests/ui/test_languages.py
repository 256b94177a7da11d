"""Bengali, Hindi and Nepali: every string translated, every screen free of English,
accessible names that follow the language, the bundled fonts (issue 20)."""

import ast
import importlib.util
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QProgressBar,
    QTabWidget,
    QTextBrowser,
)

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.dialogs import HandSummaryDialog, RulesHelpDialog
from twentynine_desktop.ui.items import TextBox
from twentynine_desktop.ui.keyboard_help import KeyboardHelpDialog
from twentynine_desktop.ui.main_window import MainWindow
from twentynine_desktop.ui.settings_dialog import SettingsDialog

REPO = Path(__file__).resolve().parents[2]
LANGS = ("bn", "hi", "ne")

# words that stay as they are in every language: names, the keys' names as printed on
# the keyboard, the language names in the language list, file patterns
ALLOWED = {"Pagat", "MIT", "CC0", "Adrian", "Kennard", "Enter", "Tab", "Esc", "Ctrl", "English",
           "Bengali", "Hindi", "Nepali", "json", "resources", "help", "rules", "md"}


def translations_module():
    spec = importlib.util.spec_from_file_location("translations", REPO / "packaging" / "translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


# ---------------------------------------------------------------------------- the .ts files


def test_every_source_string_is_translated_in_every_ts_file():
    problems = translations_module().problems()
    assert problems == [], "\n".join(problems[:20])


def test_lupdate_finds_every_tr_call_of_the_sources():
    """A tr("...") that lupdate cannot see (inside an f-string, say) would never be
    translated: every literal tr()/QT_TR_NOOP() in the sources is among lupdate's."""
    t = translations_module()
    found = {s for _, s in t.source_strings()}
    missing = []
    for d in t.SOURCE_DIRS:
        for path in sorted((REPO / d).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):   # ast.walk goes inside f-strings too
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in ("tr", "QT_TR_NOOP") and node.args
                        and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                    if node.args[0].value not in found:
                        missing.append(f"{path.name}:{node.lineno}: {node.args[0].value!r}")
    assert missing == []


def test_the_check_fails_for_a_missing_or_unfinished_string(tmp_path, monkeypatch):
    t = translations_module()
    src = (t.I18N / "bn.ts").read_text(encoding="utf-8")
    for name in ("bn", "hi", "ne"):
        (tmp_path / f"{name}.ts").write_text((t.I18N / f"{name}.ts").read_text(encoding="utf-8"), encoding="utf-8")
        (tmp_path / f"{name}.qm").write_bytes((t.I18N / f"{name}.qm").read_bytes())
    monkeypatch.setattr(t, "I18N", tmp_path)
    assert t.problems() == []
    # one translation marked unfinished, one field lost
    broken = src.replace("<translation>ইস্কাবন</translation>", '<translation type="unfinished"></translation>', 1)
    broken = broken.replace("<translation>রং: {suit}</translation>", "<translation>রং</translation>", 1)
    (tmp_path / "bn.ts").write_text(broken, encoding="utf-8")
    found = t.problems()
    assert any("unfinished" in p and "'spades'" in p for p in found)
    assert any("'Trump: {suit}'" in p and "fields" in p for p in found)
    assert any("bn.qm" in p for p in found)  # the .qm no longer matches its .ts


# ---------------------------------------------------------------------------- no English left


def english_words(text: str) -> list[str]:
    text = re.sub(r"<[^>]+>", " ", text)              # HTML tags
    text = re.sub(r"&(?=\w)", "", text)               # accelerator marks
    text = re.sub(r"\([&]?[A-Z]\)", " ", text)        # (&G) accelerators, (L)
    words = re.findall(r"[A-Za-z]{2,}", text)
    return [w for w in words if w not in ALLOWED]


def widget_texts(root) -> list[str]:
    out = [root.windowTitle()]
    for w in [root, *root.findChildren(object)]:
        if not hasattr(w, "isVisibleTo") or (w is not root and not w.isVisibleTo(root)):
            continue
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append(w.text() or w.placeholderText())
        elif isinstance(w, QTextBrowser):
            out.append(w.toPlainText())
        elif isinstance(w, QProgressBar) and w.isVisible():
            out.append(w.text())
    return [t for t in out if t]


def window_texts(win) -> list[str]:
    out = widget_texts(win)
    for menu_action in win.menuBar().actions():
        out.append(menu_action.text())
        for a in menu_action.menu().actions():
            out.append(a.text())
    out += [it.text for it in win.scene.items() if isinstance(it, TextBox)]
    out += [six.label for six in win.scene.sixes]
    return out


def make_window(qtbot, seed=5) -> MainWindow:
    cfg = TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"}, animation_speed=0.0,
                      computer_delay_ms=0, seed=seed)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def play_to_summary(qtbot, win):
    """Play the human's turns (first legal action) until the hand summary is up."""
    c = win.controller
    while win.summary_dialog is None:
        qtbot.waitUntil(lambda: (c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy)
                        or win.summary_dialog is not None, timeout=30000)
        if win.summary_dialog is not None:
            break
        v = c.view()
        mine = [a for a in v.legal if a.actor == c.human or a.actor >= 4]
        plays = [a for a in mine if a.kind == "play"]
        if plays:
            win.play_card(plays[0].arg)
        elif c.human_optional_only:
            c.human_decline()
        else:
            pref = [a for a in mine if a.kind not in ("single",)]
            c.human_act(pref[0])
    return win.summary_dialog


@pytest.mark.parametrize("lang", LANGS)
def test_main_window_settings_and_summary_have_no_english(qtbot, lang):
    assert i18n.set_language(lang) is None
    win = make_window(qtbot)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    left = [(t, english_words(t)) for t in window_texts(win) if english_words(t)]
    assert left == []

    dlg = SettingsDialog(parent=win)
    qtbot.addWidget(dlg)
    dlg.show()
    for i in range(dlg.tabs.count()):  # every tab, not only the first
        dlg.tabs.setCurrentIndex(i)
        left = [(t, english_words(t)) for t in widget_texts(dlg) if english_words(t)]
        assert left == [], dlg.tabs.tabText(i)
    dlg.close()

    summary = play_to_summary(qtbot, win)
    assert isinstance(summary, HandSummaryDialog)
    left = [(t, english_words(t)) for t in widget_texts(summary) if english_words(t)]
    assert left == []
    # the table after the hand, with the info box and name plates of a played hand
    left = [(t, english_words(t)) for t in window_texts(win) if english_words(t)]
    assert left == []

    help_dlg = KeyboardHelpDialog(win)
    qtbot.addWidget(help_dlg)
    left = [(t, english_words(t)) for t in widget_texts(help_dlg) if english_words(t)]
    assert left == []


def test_the_english_check_sees_english():
    """The check above can fail: an English table would not pass it."""
    assert english_words("Your turn: play a card") == ["Your", "turn", "play", "card"]
    assert english_words("খেলা (&G)") == []
    assert english_words("Pagat (L) 16 J\u2660") == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_help_is_in_the_language(qtbot, lang):
    i18n.set_language(lang)
    dlg = RulesHelpDialog()
    qtbot.addWidget(dlg)
    text = dlg.browser.toPlainText()
    script = {"bn": "\u0980-\u09ff", "hi": "\u0900-\u097f", "ne": "\u0900-\u097f"}[lang]
    native = len(re.findall(f"[{script}]", text))
    latin = len(re.findall("[A-Za-z]", text))
    assert native > 2000 and latin < native / 10


# ---------------------------------------------------------------------------- the language at once


def test_the_language_changes_at_once_in_the_open_window(qtbot):
    win = make_window(qtbot)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    english_menu = [a.text() for a in win.menuBar().actions()]
    english_prompt = win.panel.prompt.text()
    assert english_words(english_prompt)
    i18n.set_language("hi")
    assert [a.text() for a in win.menuBar().actions()] != english_menu
    assert win.menuBar().actions()[0].text() == "खेल (&G)"
    assert win.panel.prompt.text() != english_prompt and not english_words(win.panel.prompt.text())
    assert not english_words(win.scene.info.text)
    i18n.set_language("en")
    assert [a.text() for a in win.menuBar().actions()] == english_menu


def test_the_system_language_is_followed():
    from PySide6.QtCore import QLocale

    assert i18n.system_language(QLocale("bn_BD")) == "bn"
    assert i18n.system_language(QLocale("ne_NP")) == "ne"
    assert i18n.system_language(QLocale("hi_IN")) == "hi"
    assert i18n.system_language(QLocale("de_DE")) == "en"


def test_a_missing_translation_is_a_message_and_english(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "qm_path", lambda lang: tmp_path / f"{lang}.qm")
    msg = i18n.set_language("bn")
    assert msg is not None and "bn.qm" in msg and "English" in msg
    assert i18n.current_language() == "en"
    assert i18n.tr("spades") == "spades"


def test_the_bundled_fonts_are_loaded():
    families = i18n.load_fonts()
    assert "Noto Sans Bengali" in families and "Noto Sans Devanagari" in families
    fonts = REPO / "resources" / "fonts"
    assert (fonts / "OFL.txt").read_text(encoding="utf-8").startswith("SIL OPEN FONT LICENSE Version 1.1")
    readme = (fonts / "README.md").read_text(encoding="utf-8")
    assert "fonts-noto-core" in readme and "OFL.txt" in readme


# ---------------------------------------------------------------------------- accessible names


def test_card_items_and_buttons_have_accessible_names_that_follow_the_language(qtbot):
    win = make_window(qtbot)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    cards = win.scene.card_items()
    assert len(cards) >= 16   # four cards each after the first deal
    english = {id(it): it.accessible_name() for it in cards}
    assert all(english.values())
    mine = win.scene.hands[win.scene.viewer]
    assert all(" of " in english[id(it)] for it in mine)

    def button_names():
        buttons = win.panel.findChildren(QAbstractButton)
        return {b.objectName() or b.text(): b.accessibleName() or b.text() for b in buttons}

    en_buttons = button_names()
    assert en_buttons and all(en_buttons.values())
    for lang in LANGS:
        i18n.set_language(lang)
        win.panel.show_turn(c.view(), c.human, c.human_optional_only)
        names = {id(it): it.accessible_name() for it in cards}
        assert all(names.values())
        assert all(names[id(it)] != english[id(it)] for it in mine), lang
        assert not any(english_words(n) for n in names.values())
        b = button_names()
        assert all(b.values())
        assert [k for k in b if b[k] == en_buttons.get(k) and english_words(b[k])] == []
    i18n.set_language("en")


def test_a_playable_card_says_so(qtbot):
    from twentynine_desktop.ui.card_words import card_item_words

    jh = 1 * 8 + 0   # hearts, Jack
    assert card_item_words(jh, True, True, True) == "Jack of hearts, playable"
    assert card_item_words(jh, True, False, True) == "Jack of hearts, not playable now"
    assert card_item_words(jh, True, False, False) == "Jack of hearts"
    assert card_item_words(None, False, False, False) == "Face-down card"
    i18n.set_language("bn")
    assert card_item_words(jh, True, True, True) == "হরতনের গোলাম, খেলা যায়"


def test_choosing_the_language_in_the_settings_applies_at_once_and_is_saved(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from twentynine_desktop.ui.settings_store import SettingsStore

    win = make_window(qtbot)
    win.settings_store = SettingsStore(tmp_path / "settings.ini")
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)

    def choose(d):   # the person picks Nepali and presses OK
        w = d.table_controls["language"]
        w.setCurrentIndex(w.findData("ne"))
        QDialog.accept(d)
        return QDialog.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    win.act_settings.trigger()
    assert i18n.current_language() == "ne"
    assert win.menuBar().actions()[0].text() == "खेल (&G)"
    assert not english_words(win.panel.prompt.text())
    assert SettingsStore(tmp_path / "settings.ini").load().table.language == "ne"
    c.shutdown()
