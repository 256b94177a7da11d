"""A match started after changing the settings plays under the new rules."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from twentynine_desktop.controller import TableController, TableState
from twentynine_desktop.engine.actions import Action
from twentynine_desktop.ui.settings_dialog import SettingsDialog
from twentynine_desktop.ui.settings_store import SettingsStore


def change_rules_in_dialog(qtbot, store, **choices):
    d = SettingsDialog(store.settings)
    qtbot.addWidget(d)
    d.show()
    for key, value in choices.items():
        w = d.rule_controls[key]
        if hasattr(w, "findData"):
            w.setCurrentIndex(w.findData(value))
        else:
            w.setValue(value)
    with qtbot.waitSignal(d.sig_settings_changed) as blocker:
        qtbot.mouseClick(d.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
    store.save(blocker.args[0])


def start_match(qtbot, store, seed=11):
    # as the program does at the next start: read the saved settings afresh
    settings = SettingsStore(store.path).load()
    c = TableController(settings.to_table_config(seed=seed))
    c.new_match()
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=5000)
    return c


def test_counterclockwise_from_the_dialog_reaches_the_table(tmp_path, qtbot):
    store = SettingsStore(tmp_path / "settings.ini")
    store.load()
    change_rules_in_dialog(qtbot, store, direction="counterclockwise", min_bid=18)

    c = start_match(qtbot, store)
    try:
        assert c.match.rules.direction == "counterclockwise"
        st = c.hand
        # West deals; counter-clockwise the next seat after West is South (the human)
        assert st.dealer == 3 and st.to_act == 2
        bids = sorted(a.arg for a in st.legal_actions() if a.kind == "bid")
        assert bids[0] == 18  # the lowest bid chosen in the dialog
        assert c.human_act(Action(2, "bid", 18)) is None
        # the next seat after the first actor is the one to the right: East
        assert c.hand.history[-1] == Action(2, "bid", 18)
        assert c.hand.to_act == 1
    finally:
        c.shutdown()


def test_clockwise_default_for_comparison(tmp_path, qtbot):
    store = SettingsStore(tmp_path / "settings.ini")
    store.load()
    store.save(store.settings)
    settings = SettingsStore(store.path).load()
    c = TableController(settings.to_table_config(seed=11))
    c.new_match()
    try:
        # clockwise the next seat after West is North, a computer player
        assert c.hand.dealer == 3 and c.hand.to_act == 0
        assert min(a.arg for a in c.hand.legal_actions() if a.kind == "bid") == 16
    finally:
        c.shutdown()
