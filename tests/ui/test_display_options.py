"""The display settings (issue 20): four-colour deck, large cards, text size, the
language setting in the settings file, text readable at 1024x640."""

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from twentynine_desktop.controller import TableConfig, TableState
from twentynine_desktop.ui import i18n
from twentynine_desktop.ui.cardart import CardArt
from twentynine_desktop.ui.main_window import MainWindow
from twentynine_desktop.ui.settings_store import Settings, SettingsStore


def colour_counts(pm):
    """Pixels that are clearly red, blue, green or black in a card image."""
    img = pm.toImage()
    counts = {"red": 0, "blue": 0, "green": 0, "black": 0}
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = QColor(img.pixel(x, y))
            r, g, b = c.red(), c.green(), c.blue()
            if r > 150 and g < 80 and b < 80:
                counts["red"] += 1
            elif b > 150 and r < 80 and g < 120:
                counts["blue"] += 1
            elif g > 90 and r < 60 and b < 90:
                counts["green"] += 1
            elif r < 50 and g < 50 and b < 50:
                counts["black"] += 1
    return counts


def test_four_colour_deck_paints_diamonds_blue_and_clubs_green(qtbot):
    art = CardArt()
    two_d, two_c = colour_counts(art.pixmap("7D", 120)), colour_counts(art.pixmap("7C", 120))
    assert two_d["red"] > 200 and two_d["blue"] == 0
    assert two_c["black"] > 200 and two_c["green"] == 0
    art.set_four_colour(True)
    four_d, four_c = colour_counts(art.pixmap("7D", 120)), colour_counts(art.pixmap("7C", 120))
    assert four_d["blue"] > 200 and four_d["red"] == 0
    assert four_c["green"] > 200 and four_c["black"] < 40   # the card's thin edge stays black
    # spades stay black, hearts red
    assert colour_counts(art.pixmap("7S", 120))["black"] > 200
    assert colour_counts(art.pixmap("7H", 120))["red"] > 200
    # the turned-up trump shows its suit in the four colours too
    assert colour_counts(art.pixmap("suit:C", 120))["green"] > 100


def make_window(qtbot, w=1280, h=800) -> MainWindow:
    cfg = TableConfig(first_dealer=1, levels={"N": "random", "E": "random", "W": "random"}, animation_speed=0.0,
                      computer_delay_ms=0, seed=4)
    win = MainWindow(cfg, start=False)
    qtbot.addWidget(win)
    win.resize(w, h)
    win.show()
    qtbot.waitExposed(win)
    win.new_match()
    c = win.controller
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN and not win.scene.animator.busy, timeout=30000)
    return win


def test_large_cards_and_text_size_apply_at_once(qtbot):
    win = make_window(qtbot)
    mine = win.scene.hands[win.scene.viewer]
    normal = [it.scale() for it in mine]
    panel_px = win._panel_px
    font = QApplication.font().pointSizeF()
    try:
        win.apply_display(Settings().table.replace(card_size="large", ui_scale="150", language="en"))
        assert all(abs(it.scale() - 1.3 * s) < 1e-6 for it, s in zip(mine, normal, strict=True))
        # the hand stays on the table
        for it in mine:
            assert win.scene.sceneRect().contains(it.sceneBoundingRect().bottomRight())
        assert win._panel_px > panel_px
        assert abs(QApplication.font().pointSizeF() - 1.5 * font) < 0.2
        win.apply_display(Settings().table.replace(language="en"))
        assert [it.scale() for it in mine] == normal
        assert abs(QApplication.font().pointSizeF() - font) < 0.2
    finally:
        win.set_ui_scale(1.0)


def test_text_stays_readable_at_1024x640(qtbot):
    """At 1024x640 the action bar's text is at least 11 px, every button shows its whole
    text, and the bar's buttons fit in the window, in each language."""
    for lang in ("en", "bn", "hi", "ne"):
        i18n.set_language(lang)
        win = make_window(qtbot, 1024, 640)
        assert win._panel_px >= 11
        for b in win.panel.ordered_buttons():
            assert b.width() >= b.fontMetrics().horizontalAdvance(b.text()), (lang, b.text())
            assert b.geometry().right() <= win.panel.width()
        prompt = win.panel.prompt
        assert prompt.width() >= prompt.fontMetrics().horizontalAdvance(prompt.text()) or prompt.wordWrap()
        win.controller.shutdown()
        win.close()
    i18n.set_language("en")


def test_a_bad_language_in_the_settings_file_is_a_notice_and_the_default(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[General]\nversion=1\n\n[table]\nlanguage=klingon\ndeck_colours=four\n", encoding="utf-8")
    store = SettingsStore(path)
    s = store.load()
    assert s.table.language == "system"
    assert s.table.deck_colours == "four"      # the good line is kept
    notices = store.take_notices()
    assert any("klingon" in n and "Language" in n for n in notices), notices


def test_the_language_is_saved_and_read_back(tmp_path):
    path = tmp_path / "settings.ini"
    SettingsStore(path).save(Settings().replace(language="ne", card_size="large", ui_scale="125"))
    s = SettingsStore(path).load()
    assert (s.table.language, s.table.card_size, s.table.ui_scale) == ("ne", "large", "125")
