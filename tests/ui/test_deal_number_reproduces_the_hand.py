"""Play a deal by number gives the same hand back: the number as History shows it
carries the dealer, so every card comes back to the same seat, under the same dealer,
with the same first four cards (those the trump is chosen from)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
from save_support import play_match_easy  # noqa: E402

from twentynine_desktop.controller import TableConfig  # noqa: E402
from twentynine_desktop.engine.match import Match  # noqa: E402
from twentynine_desktop.engine.rules import Rules  # noqa: E402
from twentynine_desktop.storage import matchsave as ms  # noqa: E402
from twentynine_desktop.storage.archive import Folder  # noqa: E402
from twentynine_desktop.ui import play_keeping  # noqa: E402
from twentynine_desktop.ui.deal_code import deal_code, parse_deal_code  # noqa: E402
from twentynine_desktop.ui.main_window import MainWindow  # noqa: E402

LEVELS = {"N": "easy", "E": "easy", "W": "easy"}


def _window(qtbot, folder):
    # as the program plays: no seed, the first dealer drawn by lot for each match
    win = MainWindow(TableConfig(levels=dict(LEVELS), computer_delay_ms=0, animation_speed=0.0),
                     start=False)
    qtbot.addWidget(win)
    return win, play_keeping.install(win, folder)


def test_a_deal_number_from_history_deals_every_card_to_the_same_seat(qtbot, tmp_path, monkeypatch):
    folder = Folder(tmp_path)
    past = Match(Rules(), first_dealer=0)          # North deals first, hands from fresh secrets
    play_match_easy(past, 8, actions=400)
    assert len(past.hands_played) >= 4
    folder.archive(past, ms.MatchInfo(human_seat=2, levels=dict(LEVELS), status="finished"))
    win, keeper = _window(qtbot, folder)
    keeper.start(ask=lambda loaded: False)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    history = keeper.open_history()
    tree = history.tree
    top = tree.topLevelItem(tree.topLevelItemCount() - 1)     # the past match (this one first)
    assert top.childCount() == len(past.hands_played)
    c = win.controller
    dealers = set()
    for i, h in enumerate(past.hands_played[:4]):
        shown = top.child(i).text(2)                      # the number as History shows it
        monkeypatch.setattr(play_keeping.QInputDialog, "getText", lambda *a, shown=shown, **k: (shown, True))
        assert keeper.play_deal_by_number()
        dealt = c.hand.hands_dealt
        assert c.hand.dealer == h.dealer == h.record.dealer
        for seat in range(4):
            assert dealt[seat] == h.record.hands[seat], (shown, seat)
            assert dealt[seat][:4] == h.record.hands[seat][:4]    # the cards the trump is chosen from
        assert c.match.current_deal_number == h.deal_number
        dealers.add(h.dealer)
    assert len(dealers) == 4                              # every seat dealt one of them
    c.shutdown()


def test_the_deal_code_reads_back_as_its_number_and_dealer():
    for number in (0, 7, 87696215, 2**63 - 1):
        for dealer in range(4):
            code = deal_code(number, dealer)
            assert code.startswith(str(number)) and code[-1] == "NESW"[dealer]
            assert parse_deal_code(code) == (number, dealer)
            assert parse_deal_code(code.lower()) == (number, dealer)
            assert parse_deal_code(f"  {number:,} {'NESW'[dealer]} ") == (number, dealer)
    assert parse_deal_code("12345") == (12345, None)     # a number alone: the dealer is drawn
    for bad in ("", "twelve", "12-X", "-N", "12-N-S", "1" * 20):
        assert parse_deal_code(bad) is None, bad
