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

# the table scene's rooms (ui/scene.py and the parts it owns: the drag, the
# choreography, the signs, the notice, the last-trick overlay, the card items and the
# animator): the only files of ui/ the card passes through
SCENE_ROOMS = {"ui/scene.py", "ui/drag.py", "ui/choreography.py", "ui/signs.py", "ui/notices.py",
               "ui/last_trick.py", "ui/items.py", "ui/animator.py"}
# outside them, only the controller and the engine: the hand, its legality, the rule
# kernel under both (where the play rules are written once), the trick and the view.  The
# whole trip was 15 files before it was first shortened, 8 with the scene in one file,
# and is 14 now that the scene's rooms and the rule kernel are files of their own
OTHER_FILES = {"controller/table.py", "engine/hand.py", "engine/legality.py",
               "engine/kernel.py", "engine/trick.py", "engine/view.py"}
MOST_FILES = 14


def test_a_dropped_card_goes_from_the_scene_to_the_controller_and_back(qtbot):
    win = make_window(qtbot, hand=south_to_follow_state())
    wait_human(qtbot, win)
    trip = trace_card_trip(qtbot, win)
    assert trip.arrived, trip
    # the scene gives the card to the controller itself: no window code in between
    assert trip.hops[0].startswith("ui/drag.py:release -> controller/table.py:"), trip.hops
    # the controller's update reaches the scene directly
    assert any(h.startswith("controller/table.py:") and "-> ui/scene.py:" in h for h in trip.hops), trip.hops
    # only the table's own drawing is on the way: no window, panel, words or learning
    on_screen = {f for f in trip.files if f.startswith("ui/")}
    assert on_screen <= SCENE_ROOMS, trip.files
    assert set(trip.files) - SCENE_ROOMS <= OTHER_FILES, trip.files
    assert len(trip.files) <= MOST_FILES, trip.files
    # and the card was played
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    c = win.controller
    assert trip.card not in c.view().hand
    assert any(a.actor == S and a.kind == PLAY and a.arg == trip.card for a in c.hand.history)
    win.close()


def test_refusals_still_come_back_to_the_person_through_the_window(qtbot):
    """The card no longer passes through the window on its way, but a refusal does: the
    words in the status bar and over the hand, and the card back in its place."""
    from twentynine_desktop.engine.actions import BID, PASS, Action
    from twentynine_desktop.engine.cards import parse_card
    from twentynine_desktop.engine.hand import HandState
    from twentynine_desktop.engine.rules import Rules

    from table_hands import PAIR_HANDS, E, N, W
    st = south_to_follow_state()
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    kd = parse_card("KD")
    n = len(st.history)
    win.scene.sig_card_activated.emit(kd)          # a double-click on a card that may not go
    assert "must follow suit" in win.statusBar().currentMessage()
    assert win.scene.notice.isVisible() and len(st.history) == n
    qtbot.waitUntil(lambda: not win.scene.animator.busy, timeout=30000)
    assert win.scene.item_of(kd).pos() == win.scene.item_of(kd).home
    win.close()

    # own-card trump: a card that may not be set aside is refused, and the four can
    # still be chosen
    st = HandState(Rules(trump_card="own_card"), W, PAIR_HANDS)
    for a in (Action(N, PASS), Action(E, PASS), Action(S, BID, 17), Action(W, PASS)):
        st.apply(a)
    win = make_window(qtbot, hand=st)
    wait_human(qtbot, win)
    first_four = set(PAIR_HANDS[S][:4])
    assert win.scene.trump_choice == first_four
    win.scene.trump_choice = set()         # as a click on a card leaves it, the choice made
    assert win.choose_trump_card(PAIR_HANDS[S][4]) is not None   # not among the first four
    assert win.statusBar().currentMessage() and st.withheld is None
    assert win.scene.trump_choice == first_four
    win.close()
