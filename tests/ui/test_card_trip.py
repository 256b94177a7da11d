"""One card's trip from a drop to its animation (issue 22): the scene hands the card to
the controller, the engine plays it, and the controller's update comes straight back to
the scene, which starts the animation.  The rest of the screen (the window's panel and
words, the learning features, the export entry) follows the update; it is not on the way.
``tests/card_trip.py`` prints the same trace."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "controller"))
from card_trip import trace_card_trip  # noqa: E402
from test_table_window import make_window, wait_human  # noqa: E402

from twentynine_desktop.engine.actions import PLAY  # noqa: E402

from table_hands import S, south_to_follow_state  # noqa: E402

# scene, controller, engine (hand, legality, trick, view), card items, animator; it was
# 9 files when issue 22 was written and 15 before this trip was shortened
MOST_FILES = 8


def test_a_dropped_card_goes_from_the_scene_to_the_controller_and_back(qtbot):
    win = make_window(qtbot, hand=south_to_follow_state())
    wait_human(qtbot, win)
    trip = trace_card_trip(qtbot, win)
    assert trip.arrived, trip
    # the scene gives the card to the controller itself: no window code in between
    assert trip.hops[0].startswith("ui/scene.py:mouseReleaseEvent -> controller/table.py:"), trip.hops
    # the controller's update reaches the scene directly
    assert any(h.startswith("controller/table.py:") and "-> ui/scene.py:" in h for h in trip.hops), trip.hops
    # only the table's own drawing is on the way: no window, panel, words or learning
    on_screen = {f for f in trip.files if f.startswith("ui/")}
    assert on_screen <= {"ui/scene.py", "ui/items.py", "ui/animator.py"}, trip.files
    assert len(trip.files) <= MOST_FILES, trip.files
    # and the card was played
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    c = win.controller
    assert trip.card not in c.view().hand
    assert any(a.actor == S and a.kind == PLAY and a.arg == trip.card for a in c.hand.history)
    win.close()
