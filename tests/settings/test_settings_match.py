"""A match started after changing the settings plays under the new rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from twentynine_desktop.controller import TableConfig, TableController, TableState
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


def start_match(qtbot, store, seed=11, first_dealer=None):
    # as the program does at the next start: read the saved settings afresh
    settings = SettingsStore(store.path).load()
    cfg = settings.apply_to_config(TableConfig(), seed=seed)
    cfg.first_dealer = first_dealer      # None: drawn by lot, as in a real match
    c = TableController(cfg)
    c.new_match()
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_HUMAN, timeout=30000)
    return c


@pytest.mark.parametrize("direction, dealer, after_human", [
    ("counterclockwise", 3, 1),  # the seat after South is East, on the human's right
    ("clockwise", 1, 3),         # the seat after South is West, on the human's left
])
def test_direction_and_lowest_bid_from_the_dialog_reach_the_table(tmp_path, qtbot, direction,
                                                                  dealer, after_human):
    store = SettingsStore(tmp_path / "settings.ini")
    store.load()
    # start from the other direction so the dialog really has to change it
    other = "clockwise" if direction == "counterclockwise" else "counterclockwise"
    store.save(store.settings.replace(rules=store.settings.rules.replace(direction=other)))
    change_rules_in_dialog(qtbot, store, direction=direction, min_bid=18)

    c = start_match(qtbot, store, first_dealer=dealer)
    try:
        assert c.match.rules.direction == direction
        st = c.hand
        # the seat before South deals: in the direction chosen, South speaks first
        assert st.dealer == dealer and st.to_act == 2
        bids = sorted(a.arg for a in st.legal_actions() if a.kind == "bid")
        assert bids[0] == 18  # the lowest bid chosen in the dialog
        assert c.human_act(Action(2, "bid", 18)) is None
        assert c.hand.history[-1] == Action(2, "bid", 18)
        assert c.hand.to_act == after_human
    finally:
        c.shutdown()
