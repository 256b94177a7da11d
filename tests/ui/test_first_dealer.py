"""Issue 17, item 17: the first dealer of a match is drawn by lot (from the match's
seed, so a seeded match deals the same way again), and the table says who it is."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_table_window import make_window, wait_human

from twentynine_desktop.controller import TableConfig, TableController
from twentynine_desktop.controller.updates import NewHand


def first_new_hand(qtbot, cfg: TableConfig):
    c = TableController(cfg)
    got = []
    c.sig_update.connect(lambda update: got.extend(update.events))
    c.new_match()
    qtbot.waitUntil(lambda: any(isinstance(e, NewHand) for e in got), timeout=10000)
    ev = next(e for e in got if isinstance(e, NewHand))
    c.shutdown()
    return c, ev


def computers(seed, **kw) -> TableConfig:
    return TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None, computer_delay_ms=0,
                       animation_speed=0.0, seed=seed, **kw)


def test_the_first_dealer_is_drawn_and_the_same_seed_draws_the_same(qtbot):
    dealers = {}
    for seed in range(24):
        c, ev = first_new_hand(qtbot, computers(seed))
        assert ev.drawn and ev.actor == c.match.first_dealer == c.hand.dealer
        dealers[seed] = ev.actor
    assert set(dealers.values()) == {0, 1, 2, 3}          # every seat deals first sometimes
    for seed in (0, 5, 17):
        assert first_new_hand(qtbot, computers(seed))[1].actor == dealers[seed]


def test_a_chosen_first_dealer_is_kept_and_not_called_drawn(qtbot):
    for seat in range(4):
        c, ev = first_new_hand(qtbot, computers(3, first_dealer=seat))
        assert ev.actor == seat and not ev.drawn


def test_the_table_says_who_deals_first(qtbot):
    names = {0: "North", 1: "East", 3: "West"}
    said = set()
    for seed in range(12):
        win = make_window(qtbot, seed=seed, level="easy", first_dealer=None)
        wait_human(qtbot, win)
        dealer = win.controller.match.first_dealer
        words = win.announcements[:]
        if dealer == 2:
            assert "You deal first, drawn by lot." in words
        else:
            assert f"{names[dealer]} deals first, drawn by lot." in words
        assert win.scene.notice.isVisible() or win.statusBar().currentMessage()
        said.add(dealer)
        win.close()
        if len(said) == 4:
            break
    assert len(said) >= 2


def test_who_deals_first_is_not_shown_in_the_refusal_colour(qtbot):
    """The first dealer is news, not a refusal: its notice is not the red of a refused
    card (a refusal afterwards still is)."""
    from twentynine_desktop.ui.items import Notice
    refusal_bg = Notice().box.bg.name()
    win = make_window(qtbot, seed=4, level="easy", first_dealer=None)
    wait_human(qtbot, win)
    notice = win.scene.notice
    assert "deal" in notice.text and "first" in notice.text
    assert notice.box.bg.name() != refusal_bg
    win.scene.show_notice("That card is not yours to play.")
    assert notice.box.bg.name() == refusal_bg
