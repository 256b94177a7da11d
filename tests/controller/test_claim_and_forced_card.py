"""The person's claim of the remaining tricks (checked by the engine, accepted by the
computers when certain, refused with the reason otherwise) and the only legal card
played for them after a pause (the auto_play setting)."""

import random

import pytest

from twentynine_desktop.controller import TableConfig, TableController, TableState
from twentynine_desktop.engine.actions import PLAY, ActionKind
from twentynine_desktop.engine.claim import claim_refusal
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.record import record_of, replay_text
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.engine.view import player_view

S = 2


@pytest.fixture
def app(qapp):
    return qapp


def find_state(test, seeds=range(2000)) -> HandState:
    """The first position of random hands (South to act) for which ``test`` holds."""
    for seed in seeds:
        rng = random.Random(seed)
        st = HandState(Rules(), seed % 4, random_hands(rng))
        while not st.over:
            if st.to_act == S and test(st):
                return st
            acts = [a for a in st.legal_actions() if a.kind != ActionKind.SINGLE]
            asks = [a for a in acts if a.kind == ActionKind.ASK]
            st.apply(asks[0] if asks else rng.choice(acts))
    raise AssertionError("no such position")


def forced(st: HandState) -> bool:
    legal = player_view(st, S).legal
    return st.phase == Phase.PLAY and len(legal) == 1 and legal[0].kind == PLAY and len(st.tricks) < 6


def on_lead(st: HandState) -> bool:
    return st.phase == Phase.PLAY and not st.trick and st.revealed and len(st.tricks) >= 3


def table(**kw) -> TableController:
    cfg = TableConfig(levels={"N": "random", "E": "random", "W": "random"}, computer_delay_ms=0,
                      animation_speed=0.0, seed=4, first_dealer=1, **kw)
    return TableController(cfg)


def start_at(qtbot, c: TableController, st: HandState) -> None:
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st.copy())


def test_the_only_legal_card_is_played_for_the_person_after_the_pause(qtbot, app):
    st = find_state(forced)
    card = player_view(st, S).legal[0].arg
    c = table(auto_play=True, auto_play_ms=0)
    told = []
    c.sig_auto_play.connect(told.append)
    n = len(st.history)
    with qtbot.waitSignal(c.sig_auto_play, timeout=30000):
        c.new_match(hand=st.copy())
    assert told == [card]
    qtbot.waitUntil(lambda: len(c.hand.history) > n, timeout=30000)
    assert c.hand.history[n].actor == S and c.hand.history[n].arg == card
    c.shutdown()


def test_the_pause_shows_the_card_first_and_the_person_may_still_play_it(qtbot, app):
    st = find_state(forced)
    card = player_view(st, S).legal[0].arg
    c = table(auto_play=True, auto_play_ms=60_000)
    start_at(qtbot, c, st)
    # the table waits on the person, the card chosen for them, during the pause
    assert c.state == TableState.WAIT_HUMAN and c.person.auto.isActive()
    assert len(c.hand.history) == len(st.history)
    assert c.human_play(card) is None
    assert not c.person.auto.isActive()          # played once, by the person
    assert [a.arg for a in c.hand.history[len(st.history):] if a.actor == S] == [card]
    c.shutdown()


def test_without_the_setting_a_forced_card_waits_for_the_person(qtbot, app):
    st = find_state(forced)
    c = table(auto_play=False, auto_play_ms=0)
    told = []
    c.sig_auto_play.connect(told.append)
    start_at(qtbot, c, st)
    assert not c.person.auto.isActive() and told == []
    assert c.state == TableState.WAIT_HUMAN and len(c.hand.history) == len(st.history)
    c.shutdown()


def test_a_certain_claim_is_accepted_and_played_out_as_ordinary_plays(qtbot, app):
    st = find_state(lambda s: on_lead(s) and claim_refusal(player_view(s, S)) is None)
    c = table()
    start_at(qtbot, c, st)
    left = 8 - len(st.tricks)
    with qtbot.waitSignal(c.sig_hand_over, timeout=30000):
        assert c.human_claim() is None
    h = c.hand
    assert h.over and all(t.winner == S for t in h.tricks[-left:])
    assert all(a.kind == PLAY for a in h.history[len(st.history):])
    out, code = replay_text(record_of(h).dumps())
    assert code == 0 and out == h.status()
    c.shutdown()


def test_a_claim_that_is_not_certain_is_refused_with_the_reason_and_play_goes_on(qtbot, app):
    st = find_state(lambda s: on_lead(s) and claim_refusal(player_view(s, S)) is not None)
    c = table()
    start_at(qtbot, c, st)
    refused = []
    c.sig_refused.connect(lambda action, reason: refused.append(reason))
    reason = c.human_claim()
    assert reason is not None and reason == claim_refusal(player_view(st, S))
    assert refused == [reason]
    assert c.state == TableState.WAIT_HUMAN and len(c.hand.history) == len(st.history)
    c.shutdown()


def test_no_claim_when_it_is_not_the_persons_turn(qtbot, app):
    c = table()
    assert c.human_claim() is not None       # no hand yet
    st = find_state(lambda s: s.phase == Phase.AUCTION)
    start_at(qtbot, c, st)
    assert c.human_claim().code.value == "claim_not_in_play"
    c.shutdown()
