"""The post-hand review: best card and cost, checked against a plain minimax through
the engine, on a position worked out by hand and on many small positions."""

from __future__ import annotations

import random
import zlib

import pytest

from twentynine_desktop.ai.review import FullSolver, Solvers, choices, engine_minimax, review_hand
from twentynine_desktop.engine.actions import ASK, PLAY, Action
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules, preset

N, E, S, W = range(4)


def _c(t):
    return [parse_card(x) for x in t.split()]


def _clubs_ending():
    """North wins the first six tricks leading J then 9 of spades, hearts, diamonds;
    everyone follows; the trump (diamonds) is never revealed.  NS have 21 points."""
    hands = [_c("JS 9S JH 9H JD 9D 9C 8C"),
             _c("AS TS AH TH AD TD AC TC"),
             _c("KS QS KH QH KD QD JC 7C"),
             _c("8S 7S 8H 7H 8D 7D KC QC")]
    st = HandState(preset("standard"), W, hands)
    for a in (Action(N, "bid", 16), Action(E, "pass"), Action(S, "pass"), Action(W, "pass"),
              Action(N, "trump", 2), Action(5, "pass")):
        st.apply(a)
    script = {N: "JS 9S JH 9H JD 9D".split(), E: "AS TS AH TH AD TD".split(),
              S: "KS QS KH QH KD QD".split(), W: "8S 7S 8H 7H 8D 7D".split()}
    for t in range(6):
        for seat in (N, E, S, W):
            st.apply(Action(seat, PLAY, parse_card(script[seat][t])))
    assert st.points == [21, 0] and not st.revealed and st.trick_no == 7
    st.apply(Action(N, PLAY, parse_card("9C")))
    st.apply(Action(E, PLAY, parse_card("AC")))
    return st


def test_hand_worked_position():
    """South holds JC 7C after 9C AC: the Seven lets North's Nine win this trick and the
    Jack the last one (NS 28); the Jack now wins only this one (NS 27): cost 1."""
    st = _clubs_ending()
    jack, seven = Action(S, PLAY, parse_card("JC")), Action(S, PLAY, parse_card("7C"))
    vals = {}
    for a in (jack, seven):
        s2 = st.copy()
        s2.apply(a)
        vals[a] = Solvers().value(s2, 0)
        assert vals[a] == engine_minimax(s2, 0)
    assert vals == {seven: 28, jack: 27}
    # the whole hand with the Jack played: the review names the Seven, cost 1
    full = st.copy()
    for a in (jack, Action(W, PLAY, parse_card("KC")), Action(S, PLAY, parse_card("7C")),
              Action(W, PLAY, parse_card("QC")), Action(N, PLAY, parse_card("8C")),
              Action(E, PLAY, parse_card("TC"))):
        full.apply(a)
    assert full.over
    r = review_hand(full, (S,))
    worst = r.costliest()
    assert len(worst) == 1 and worst[0].played == jack and worst[0].best == seven
    assert worst[0].cost == 1 and worst[0].trick_no == 7
    assert all(d.cost == 0 for d in r.decisions if d is not worst[0])


VARIANTS = {
    "standard": preset("standard"),
    "pagat": preset("pagat"),
    "automatic": Rules(reveal="automatic", void_must_trump=True),
    "from_reveal": Rules(trump_activation="from_reveal", asker_must_trump=False,
                         bidder_trump_lead="not_before_reveal"),
    "own_card": Rules(trump_card="own_card", last_trick_point=True),
    "seventh": Rules(seventh_card=True),
    "bidder_alone": Rules(single_hand="bidder_alone"),
    "all_tricks": Rules(single_hand="all_tricks"),
}


def _random_positions(rules, rng, count, min_trick=7, ask_from=1):
    """Play positions late in random hands, played by random legal moves that ask for
    the trump only now and then (so that many stay hidden)."""
    out = []
    tries = 0
    while len(out) < count and tries < 400:
        tries += 1
        dealer = rng.randrange(4)
        st = HandState(rules, dealer, deal_hands(rng.randrange(1 << 30), dealer, st_step(rules)))
        declare = rules.single_hand != "off" and rng.random() < 0.5
        while not st.over:
            acts = st.legal_actions()
            just_asked = bool(st.history) and st.history[-1].kind == ASK
            if st.phase == "play" and st.trick_no >= min_trick and (just_asked or rng.random() < 0.4):
                out.append(st.copy())
                break
            if st.phase == "trump" and rules.seventh_card and rng.random() < 0.5:
                acts = [a for a in acts if a.kind == "seventh"] or acts
            singles = [a for a in acts if a.kind == "single"]
            if singles and declare:
                st.apply(singles[0])
                continue
            acts = [a for a in acts if a.kind not in ("pair", "single")
                    and (a.actor == st.to_act or st.to_act >= 4)]
            asks = [a for a in acts if a.kind == ASK]
            plays = [a for a in acts if a.kind != ASK]
            rate = 0.2 if st.trick_no >= ask_from else 0.0
            pick = asks[0] if asks and (not plays or rng.random() < rate) else rng.choice(plays or acts)
            st.apply(pick)
    return out


def st_step(rules):
    return 1 if rules.direction == "clockwise" else 3


@pytest.mark.parametrize("name", list(VARIANTS))
def test_solver_agrees_with_engine_minimax(name):
    rules = VARIANTS[name]
    rng = random.Random(zlib.crc32(name.encode()))
    late = name == "from_reveal"   # trumps played before a reveal in the same trick
    if late:
        rng = random.Random(0)      # a stream known to hold such tricks
    positions = _random_positions(rules, rng, 30, min_trick=6 if late else 7, ask_from=6 if late else 1)
    assert len(positions) >= 8
    hidden = 0
    for st in positions:
        side = rng.randrange(2)
        expected = engine_minimax(st, side)
        assert FullSolver(st, side).value(st) == expected, name
        assert Solvers().value(st, side) == expected, name
        hidden += not st.revealed
    if rules.reveal == "on_request" and rules.single_hand != "all_tricks":
        assert hidden >= 1, "no position with the trump still hidden"


def test_review_costs_agree_with_engine_minimax():
    """Every reviewed choice of late positions: value and cost through the engine."""
    rng = random.Random(5)
    for st in _random_positions(preset("standard"), rng, 6, min_trick=7):
        # finish the hand with the first legal card, then review every seat
        full = st.copy()
        while not full.over:
            a = next(a for a in full.legal_actions()
                     if a.actor == full.to_act and a.kind in (PLAY, ASK))
            full.apply(a)
        r = review_hand(full, (0, 1, 2, 3), from_trick=7)
        assert r.decisions
        for d in r.decisions:
            before = HandState(full.rules, full.dealer, full.hands_dealt)
            for a in full.history[:d.index]:
                before.apply(a)
            want = {}
            for a in d.values:
                s2 = before.copy()
                s2.apply(a)
                want[a] = engine_minimax(s2, d.seat & 1)
            assert d.values == want
            assert d.cost == max(want.values()) - want[d.played]
            # the other choices were only shown to be no better than the best
            assert set(d.values) | set(d.at_most) == set(choices(before, d.seat))
            for a, bound in d.at_most.items():
                s2 = before.copy()
                s2.apply(a)
                true = engine_minimax(s2, d.seat & 1)
                assert true <= bound <= d.best_value
        # every value asked for: all exact
        for d in review_hand(full, (0, 1, 2, 3), from_trick=7, every_value=True).decisions:
            assert not d.at_most and set(d.values) >= {d.played, d.best}


def test_review_reports_progress_and_stops_when_cancelled():
    rng = random.Random(9)
    st = _random_positions(preset("standard"), rng, 1, min_trick=6)[0]
    full = st.copy()
    while not full.over:
        full.apply(next(a for a in full.legal_actions() if a.actor == full.to_act and a.kind == PLAY))
    seen = []
    review_hand(full, (0, 1, 2, 3), progress=lambda d, t: seen.append((d, t)), from_trick=6)
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1]
    r = review_hand(full, (0, 1, 2, 3), cancelled=lambda: True, from_trick=6)
    assert r.decisions == []


def test_an_unfinished_hand_is_reviewed_up_to_where_it_stopped():
    st = _clubs_ending()            # South is to play to trick 7: the hand stopped here
    assert not st.over
    r = review_hand(st, (S,))
    assert [d.trick_no for d in r.decisions] == [1, 3, 5]
    assert all(d.cost == 0 for d in r.decisions)


def test_the_cards_on_the_table_split_two_cards_of_one_hand(monkeypatch):
    """Cards of one hand are merged as equivalent only when no live card ranks between
    them, and a card on the table is live: KD and 7D around an 8D just led are not the
    same card (the endgame solver once merged them; the review shares its generator)."""
    from twentynine_desktop.ai import exact
    seen = []

    def spy(held, live, legal):
        seen.append(live)
        return merged(held, live, legal)

    merged = exact.merged_moves
    monkeypatch.setattr(exact, "merged_moves", spy)
    st = _clubs_ending()  # 9C and AC are on the table
    FullSolver(st, 0).value(st)
    on_table = (1 << parse_card("9C")) | (1 << parse_card("AC"))
    assert seen and all(live & on_table == on_table for live in seen[:1])
