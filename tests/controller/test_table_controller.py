"""The table controller without a window: transitions, a whole match of computer
players, the doubling clock, optional pair actions and stale computer answers."""

import threading
import time

import pytest

from twentynine_desktop.controller import TRANSITIONS, TableConfig, TableController, TableState
from twentynine_desktop.controller import table as table_module
from twentynine_desktop.controller.table import TransitionError, check_transition
from twentynine_desktop.controller.updates import TableUpdate
from twentynine_desktop.engine.actions import ASK, PAIR, PASS, PLAY, Action
from twentynine_desktop.engine.events import CardPlayed
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.refusal import Refusal, RefusalCode
from twentynine_desktop.engine.rules import Rules

from table_hands import PAIR_HANDS, E, N, S, W, after_auction, pair_window_state, south_void_state


@pytest.fixture
def app(qapp):
    return qapp     # pytest-qt's application (a QApplication, so widget tests can follow)


def computers(level="random", **kw) -> TableConfig:
    kw.setdefault("seed", 11)
    return TableConfig(levels={s: level for s in "NESW"}, human_seat=None, computer_delay_ms=0,
                       animation_speed=0.0, **kw)


def test_every_state_has_its_transitions_listed():
    assert set(TRANSITIONS) == set(TableState)
    check_transition(TableState.WAIT_ANIMATION, TableState.WAIT_HUMAN)
    with pytest.raises(TransitionError):
        check_transition(TableState.WAIT_TIMER, TableState.HAND_OVER)
    with pytest.raises(TransitionError):
        check_transition(TableState.MATCH_OVER, TableState.WAIT_HUMAN)


def test_whole_match_of_computer_players_reaches_match_over(qtbot, app):
    c = TableController(computers(seed=5))
    c.auto_continue = True
    seen = set()
    c.sig_state.connect(lambda s: seen.add(s))
    summaries = []
    c.sig_hand_over.connect(summaries.append)
    with qtbot.waitSignal(c.sig_match_over, timeout=30000) as blocker:
        c.new_match()
    assert c.state == TableState.MATCH_OVER
    m = c.match
    assert m.over and blocker.args == [m.winner]
    assert max(m.scores) >= 6 or min(m.scores) <= -6
    assert len(summaries) == len(m.hands_played) >= 6
    for s in summaries:
        r = s.result.to_json()
        if r["status"] == "complete":
            assert r["points"]["NS"] + r["points"]["EW"] == 28
            assert len(r["tricks"]) == 8
    # every kind of waiting was passed through, and no transition broke the table
    assert {TableState.WAIT_TIMER, TableState.WAIT_COMPUTER, TableState.WAIT_ANIMATION,
            TableState.HAND_OVER, TableState.MATCH_OVER} <= seen
    assert len(c.think_times) > 100
    c.shutdown()


def test_doubling_window_passes_for_the_human_when_time_runs_out(qtbot, app):
    # E bids and chooses: N-S (the human's side) decide whether to double
    st = HandState(Rules(), W, PAIR_HANDS)
    from twentynine_desktop.engine.actions import BID, TRUMP
    for a in (Action(N, PASS), Action(E, BID, 16), Action(S, PASS), Action(W, PASS), Action(E, TRUMP, 2)):
        st.apply(a)
    assert st.phase == "doubling" and st.to_act == 4
    cfg = TableConfig(levels={"N": "random", "E": "random", "W": "random"}, computer_delay_ms=0,
                      double_window_seconds=0.4, seed=3)
    c = TableController(cfg)
    counts = []
    c.sig_countdown.connect(counts.append)
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st)
    assert c.state == TableState.WAIT_HUMAN
    assert 0 < c.seconds_left() <= 0.4
    t0 = time.monotonic()
    qtbot.waitUntil(lambda: len(st.history) >= 6, timeout=60000)
    waited = time.monotonic() - t0
    assert st.history[5] == Action(4, PASS, None)
    # the window is not cut short (a busy machine can only make it later, so there is
    # no upper bound: how late is no concern of the rules)
    assert waited >= 0.25
    assert counts[0] == pytest.approx(0.4) and counts[-1] == 0.0
    assert not st.doubles
    c.shutdown()


def test_human_double_in_time_is_taken(qtbot, app):
    st = HandState(Rules(), W, PAIR_HANDS)
    from twentynine_desktop.engine.actions import BID, DOUBLE, TRUMP
    for a in (Action(N, PASS), Action(E, BID, 16), Action(S, PASS), Action(W, PASS), Action(E, TRUMP, 2)):
        st.apply(a)
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "W": "random"},
                                    computer_delay_ms=0, double_window_seconds=5, seed=3))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st)
    assert c.human_act(Action(5, DOUBLE)).code is RefusalCode.NOT_YOUR_DECISION   # not the human's side
    assert c.human_act(Action(4, "redouble")).code is RefusalCode.WINDOW_CALL_ONLY  # not the open window
    assert c.human_act(Action(4, DOUBLE)) is None
    assert st.doubles == ["double"] and st.multiplier == 2
    c.shutdown()


def test_human_pair_is_offered_while_computer_leads_and_declining_lets_play_go_on(qtbot, app):
    st = pair_window_state()
    assert Action(S, PAIR) in st.legal_actions()
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "W": "random"},
                                    computer_delay_ms=0, seed=3))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000) as blocker:
        c.new_match(hand=st)
    view = blocker.args[0]
    assert c.state == TableState.WAIT_HUMAN and c.human_optional_only
    assert Action(S, PAIR) in view.legal and st.to_act == N
    n = len(st.history)
    c.human_decline()
    # North (a computer) now leads; the pair window closes with that card
    qtbot.waitUntil(lambda: len(st.history) > n, timeout=30000)
    assert st.history[n].actor == N and st.history[n].kind == PLAY
    assert Action(S, PAIR) not in st.legal_actions()
    c.shutdown()


def test_human_pair_declared(qtbot, app):
    st = pair_window_state()
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "W": "random"},
                                    computer_delay_ms=0, seed=3))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st)
    assert c.human_act(Action(S, PAIR)) is None
    assert st.pair == (S, 1) and st.target == 16   # 20 - 4


class SlowPlayer:
    level = "slow"

    def __init__(self, gate: threading.Event):
        self.gate = gate
        self.calls = 0

    def decide(self, view, budget_ms=None):
        self.calls += 1
        self.gate.wait(5)
        acts = [a for a in view.legal if a.kind not in (PAIR, "single")]
        return acts[0]


def test_stale_computer_answer_is_dropped(qtbot, app, monkeypatch):
    gate = threading.Event()
    slow = SlowPlayer(gate)
    monkeypatch.setattr(table_module, "make_player", lambda level, seed=0, table=None: slow)
    c = TableController(computers(seed=1))
    c.new_match()
    qtbot.waitUntil(lambda: c.state == TableState.WAIT_COMPUTER and slow.calls == 1, timeout=30000)
    first_hand = c.hand
    history_before = list(first_hand.history)
    c.new_match()                      # the game moves on while North still thinks
    second_hand = c.hand
    assert second_hand is not first_hand
    gate.set()                         # the old answer arrives now
    qtbot.waitUntil(lambda: c.stale_dropped >= 1, timeout=30000)
    assert first_hand.history == history_before   # the old hand was not touched
    qtbot.waitUntil(lambda: len(second_hand.history) > 0, timeout=30000)
    c.shutdown()


def test_human_actions_are_checked_by_the_engine(qtbot, app):
    st = south_void_state()
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "W": "random"},
                                    computer_delay_ms=0, seed=3))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000) as blocker:
        c.new_match(hand=st)
    assert Action(S, ASK) in blocker.args[0].legal
    reason = c.human_act(Action(N, PLAY, 1))
    assert reason == Refusal(RefusalCode.NOT_YOUR_DECISION)
    reason = c.human_act(Action(S, PLAY, 0))   # JS is North's card
    assert reason == Refusal.of(RefusalCode.CARD_NOT_HELD, actor=S, card=0)
    assert str(reason) == "S does not hold JS"
    assert c.state == TableState.WAIT_HUMAN and len(st.history) == 8
    assert c.human_act(Action(S, ASK)) is None
    assert st.revealed and st.asker == S
    c.shutdown()


def test_refused_human_actions_are_signalled_and_a_card_is_played_by_its_number(qtbot, app):
    st = south_void_state()
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "W": "random"},
                                    computer_delay_ms=0, seed=3))
    refused = []
    c.sig_refused.connect(lambda action, why: refused.append((action, why)))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st)
    not_yours = Refusal(RefusalCode.NOT_YOUR_DECISION)
    assert c.human_act(Action(N, PLAY, 1)) == not_yours
    assert refused == [(Action(N, PLAY, 1), not_yours)]
    why = c.human_play(0)                      # JS is North's card
    assert why.code is RefusalCode.CARD_NOT_HELD and refused[-1] == (Action(S, PLAY, 0), why)
    assert c.state == TableState.WAIT_HUMAN and len(st.history) == 8
    card = next(a.arg for a in c.view().legal if a.kind == PLAY and a.actor == S)
    assert c.human_play(card) is None          # taken: nothing more is signalled
    assert len(refused) == 2 and st.history[-1] == Action(S, PLAY, card)
    c.shutdown()


def test_an_update_carries_the_human_view_and_comes_before_the_new_state(qtbot, app):
    st = south_void_state()
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "W": "random"},
                                    computer_delay_ms=0, seed=3))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st)
    told = []
    c.sig_update.connect(lambda update: told.append(("update", update)))
    c.sig_state.connect(lambda state: told.append(("state", state, c.state)))
    card = next(a.arg for a in c.view().legal if a.kind == PLAY and a.actor == S)
    assert c.human_act(Action(S, PLAY, card)) is None
    # the table draws the card first; what follows the state hears of it after
    assert [t[0] for t in told] == ["update", "state"]
    update = told[0][1]
    assert isinstance(update, TableUpdate) and update.token == c.token
    assert isinstance(update.events, tuple) and update.events[0] == CardPlayed(S, card)
    view = update.view
    assert view.seat == S and card not in view.hand and (S, card) in view.trick
    assert told[1][1] == TableState.WAIT_ANIMATION == told[1][2]
    c.shutdown()


def test_optional_pair_of_a_computer_is_asked_and_declined(qtbot, app):
    # the same deal with the human in West's seat: South (a computer) holds the pair
    st = pair_window_state()
    c = TableController(TableConfig(levels={"N": "random", "E": "random", "S": "random"}, human_seat=W,
                                    computer_delay_ms=0, seed=3))
    c.new_match(hand=st)
    n = len(st.history)
    qtbot.waitUntil(lambda: len(st.history) > n, timeout=30000)
    # computer_pair is off at the standard table: South declines, North leads
    assert st.history[n].actor == N and st.pair is None
    assert (n, S) in c._declined
    c.shutdown()
    _ = after_auction


@pytest.mark.parametrize("direction,dealer", [("clockwise", E), ("counterclockwise", W)])
def test_the_seat_after_the_dealer_speaks_first(qtbot, app, direction, dealer):
    """A first dealer chosen in the config deals (the seat before South: South speaks
    first, in either direction of play); one drawn by lot is followed by the seat after
    it in the direction of play."""
    c = TableController(TableConfig(rules=Rules(direction=direction), computer_delay_ms=0, seed=2,
                                    first_dealer=dealer))
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match()
    assert c.hand.dealer == dealer and c.hand.to_act == S and not c.hand.history
    c.shutdown()
    step = 1 if direction == "clockwise" else -1
    for seed in range(8):
        c = TableController(TableConfig(rules=Rules(direction=direction), computer_delay_ms=0,
                                        seed=seed, levels={s: "random" for s in "NEW"}))
        c.new_match()
        st = c.hand
        assert st.dealer == c.match.first_dealer and not st.history
        assert st.to_act == (st.dealer + step) % 4
        c.shutdown()


def test_a_computer_declares_a_single_hand_it_cannot_lose(qtbot, app):
    # all_tricks single hand; East (a hard computer, not on lead) holds the four top
    # spades and the four top hearts: it declares, leads, and wins all eight tricks.
    import random as _r

    from table_hands import cards as tcards
    east = tcards("JS 9S AS TS JH 9H AH TH")
    rest = [c for c in range(32) if c not in east]
    _r.Random(8).shuffle(rest)
    hands = [rest[0:8], east, rest[8:16], rest[16:24]]
    rules = Rules(single_hand="all_tricks")
    st = after_auction(hands, bid=16, rules=rules)
    c = TableController(TableConfig(rules=rules, levels={"N": "easy", "E": "hard", "S": "easy",
                                                         "W": "easy"},
                                    human_seat=None, computer_delay_ms=0, animation_speed=0.0,
                                    think_ms=60, seed=4))
    c.new_match(hand=st)
    qtbot.waitUntil(lambda: st.single is not None or len(st.tricks) > 0, timeout=10000)
    assert st.single == E
    qtbot.waitUntil(lambda: st.over, timeout=20000)
    assert st.made() and st.game_points()[1] == rules.single_hand_value
    c.shutdown()


def test_computer_players_are_told_the_levels_on_the_name_plates(qtbot, app):
    # the levels are shown on the plates, so every computer seat may know them; the
    # person (South) is not a known level
    from twentynine_desktop.ai.auction_model import GENERAL_MODEL
    c = TableController(TableConfig(levels={"N": "hard", "E": "easy", "W": "easy"},
                                    computer_delay_ms=0, seed=3))
    # a hand where the person speaks first, so no computer is thinking at shutdown
    st = next(h for h in (HandState(Rules(), d, PAIR_HANDS) for d in range(4)) if h.to_act == S)
    with qtbot.waitSignal(c.sig_human_turn, timeout=30000):
        c.new_match(hand=st)
    north = c.players[N]
    assert north.models[E] is None and north.models[W] is None
    assert north.models[S] == GENERAL_MODEL and north.models[N] == GENERAL_MODEL
    # Easy seats' plays are judged sharply against the rule-based policy (known_miss);
    # the person's only by what any strong player does (strong_miss), which is milder
    from twentynine_desktop.ai.search import SETTINGS
    assert north.play_miss[E] == north.play_miss[W] == SETTINGS["hard"]["known_miss"]
    assert north.play_miss[S] == SETTINGS["hard"]["strong_miss"]
    assert north.play_miss[E] < north.play_miss[S] < 1.0
    assert north.strong[S] and not north.strong[E] and not north.strong[W]
    # Easy seats play the policy's card in the solver's end of a playout
    assert north.policy == {E, W}
    c.shutdown()


def test_a_shut_down_controller_stays_quiet(qtbot, app):
    # a table of computers starts its first hand and is shut down at once (the window
    # closes): nothing queued before the shutdown may set the computers going again
    c = TableController(computers(seed=5))
    c.new_match()
    before = len(c.hand.history)
    c.shutdown()
    qtbot.wait(200)
    assert len(c.hand.history) == before
    assert c.state != TableState.HAND_OVER or c.match.hand_number == 1
