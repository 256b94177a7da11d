"""The hand summary says when the contract was doubled, redoubled or set (the game
points it shows are multiplied by it), and says nothing of a stake that was not."""

from types import SimpleNamespace

import pytest

from twentynine_desktop.ui.events_text import summary_html

RESULT = {"status": "complete", "bidder": "N", "bid": 19, "target": 16, "trump": "D",
          "revealed_in_trick": 2, "multiplier": 1, "pair": {"seat": "S", "after_trick": 2},
          "tricks": [{"leader": "E", "cards": ["QH", "JH", "8H", "7H"], "winner": "S", "points": 3}],
          "points": {"NS": 24, "EW": 4}, "made": True, "game_points": {"NS": 2, "EW": 0}}


def summary(multiplier: object) -> SimpleNamespace:
    r = dict(RESULT, multiplier=multiplier)
    return SimpleNamespace(number=1, deal_number=None, dealer=0, record=None,
                           result=SimpleNamespace(to_json=lambda: r), scores_after=(2, 0))


@pytest.mark.parametrize("multiplier, words", [
    (2, "Stake: doubled (\u00d72)"), (4, "Stake: redoubled (\u00d74)"),
    ("set", "Stake: set: the match is at stake")])
def test_a_doubled_redoubled_or_set_contract_is_said(qapp, multiplier, words):
    assert words in summary_html(summary(multiplier), None, 2)


def test_an_undoubled_contract_says_no_stake(qapp):
    assert "Stake" not in summary_html(summary(1), None, 2)


def test_enter_in_the_hand_summary_deals_on_after_review_was_used(qtbot):
    """Enter is the next deal even when a button a feature added (Review this hand) has
    the focus because it was just used."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialog, QDialogButtonBox

    from twentynine_desktop.ui.dialogs import HandSummaryDialog
    dlg = HandSummaryDialog(summary(2), None, viewer=2)
    qtbot.addWidget(dlg)
    reviews = []
    review = dlg.findChild(QDialogButtonBox).addButton("Review this hand\u2026",
                                                       QDialogButtonBox.ButtonRole.ActionRole)
    review.clicked.connect(lambda: reviews.append(1))
    dlg.show()
    qtbot.waitExposed(dlg)
    review.setFocus()                 # used once: the focus stays on it
    QTest.keyClick(review, Qt.Key.Key_Return)
    assert reviews == [] and dlg.result() == QDialog.DialogCode.Accepted
