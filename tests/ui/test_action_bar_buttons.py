"""The action bar shows only the buttons of the present decision.  Old buttons were
taken out of the row and left to a deferred delete: until the event loop deleted them
they stayed visible children of the bar, drawn over the new ones (a grab taken before
the loop ran showed the auction's bids and Double beside "Ask for trump").  They are
now hidden and taken off the bar at once.  These tests spin no event loop, so a
deferred delete never runs in them."""

from types import SimpleNamespace

from PySide6.QtWidgets import QPushButton

from twentynine_desktop.engine.actions import Action, ActionKind
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.ui.panels import ActionPanel


def auction_view():
    legal = [Action(0, ActionKind.BID, b) for b in range(17, 29)] + [Action(0, ActionKind.PASS, None)]
    return SimpleNamespace(phase=Phase.AUCTION, legal=legal, auction_bid=16, bidder=None, window=None)


def doubling_view():
    legal = [Action(4, ActionKind.DOUBLE, None), Action(4, ActionKind.PASS, None)]
    return SimpleNamespace(phase=Phase.DOUBLING, legal=legal, auction_bid=28, bidder=1,
                           window=ActionKind.DOUBLE)


def play_view():
    legal = [Action(0, ActionKind.ASK, None)]
    return SimpleNamespace(phase=Phase.PLAY, legal=legal, auction_bid=28, bidder=1, window=None)


def visible_decision_buttons(panel: ActionPanel) -> list[str]:
    """The texts of the bar's buttons a player can see, Last trick aside."""
    return sorted(b.text() for b in panel.findChildren(QPushButton)
                  if b is not panel.last_button and b.isVisible())


def test_after_the_auction_and_doubling_only_the_play_buttons_are_visible(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(1400, 60)
    panel.show()
    panel.show_turn(auction_view(), 0, False)
    assert len(visible_decision_buttons(panel)) == 13          # 17..28 and Pass
    panel.show_turn(doubling_view(), 0, False)
    assert visible_decision_buttons(panel) == sorted(["Double", "Pass"])
    panel.show_turn(play_view(), 0, False)
    assert visible_decision_buttons(panel) == ["Ask for trump"]
    assert visible_decision_buttons(panel) == sorted(b.text() for b in panel.ordered_buttons())


def test_a_cleared_bar_shows_no_decision_button(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_turn(auction_view(), 0, False)
    panel.set_waiting("West is thinking")
    assert visible_decision_buttons(panel) == []
    assert panel.buttons == {}
