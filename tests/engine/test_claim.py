"""A claim of the remaining tricks (engine/claim.py): taken only when it is certain
against any defence and any placement of the cards the claimer cannot see, refused
with a reason otherwise, and played out as ordinary plays (the record stays as it is)."""

from __future__ import annotations

import random

from twentynine_desktop.ai.solver import finish_value, solvable
from twentynine_desktop.engine.actions import PLAY, ActionKind
from twentynine_desktop.engine.claim import claim_plays, claim_refusal, claimer_wins_every_trick
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.record import record_of, replay_text
from twentynine_desktop.engine.refusal import RefusalCode
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.engine.sampling import SamplingError, ViewFacts, sample_deal
from twentynine_desktop.engine.view import player_view, rebuild_state

C = RefusalCode


def lead_positions(seeds: range, rules: Rules | None = None) -> list[HandState]:
    """Positions of random hands where a seat is to lead a new trick, the trump revealed."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        st = HandState(rules or Rules(), seed % 4, random_hands(rng))
        while not st.over:
            if st.phase == Phase.PLAY and not st.trick and (st.revealed or st.no_trumps):
                out.append(st.copy())
            acts = [a for a in st.legal_actions() if a.kind not in (ActionKind.SINGLE,)]
            # the play is on with the trump revealed by asking as soon as one can
            asks = [a for a in acts if a.kind == ActionKind.ASK]
            st.apply(asks[0] if asks else rng.choice(acts))
    return out


def random_defence(st: HandState, claimer: int, rng: random.Random) -> HandState:
    """The claim's line for the claimer, any legal card for everyone else."""
    st = st.copy()
    line = claim_plays(st, claimer)
    while not st.over:
        to = st.to_act
        if to == claimer:
            a = next(x for x in line if x.actor == claimer and st.refusal(x) is None)
        else:
            a = rng.choice([x for x in st.legal_actions() if x.actor == to and x.kind == PLAY])
        st.apply(a)
    return st


def test_a_claim_that_passes_wins_every_trick_whatever_the_hidden_cards_and_the_defence():
    rng = random.Random(5)
    checked = 0
    for st in lead_positions(range(400)):
        me = st.to_act
        view = player_view(st, me)
        if claim_refusal(view) is not None:
            continue
        checked += 1
        left = 8 - len(st.tricks)
        facts = ViewFacts(view)
        # other placements of the cards the claimer cannot see, consistent with its view
        for _ in range(6):
            try:
                hands, trump_action, _ = sample_deal(view, rng, facts)
            except SamplingError:
                continue
            other = rebuild_state(view, hands, trump_action)
            assert claim_refusal(player_view(other, me)) is None   # the same view, the same answer
            for _ in range(4):
                end = random_defence(other, me, rng)
                assert all(t.winner == me for t in end.tricks[-left:]), (st.history, hands)
            # and the exact solver agrees: every remaining card point to the claimer's side
            if solvable(other, 8):
                bid_pts, rest = finish_value(other)
                side_pts = bid_pts if (me & 1) == (other.bidder & 1) else rest
                assert side_pts == _all_remaining(other, me)
    assert checked >= 20, checked


def _all_remaining(st: HandState, me: int) -> int:
    """The card points of ``me``'s side when it takes every remaining trick."""
    end = st.copy()
    for a in claim_plays(end, me):
        end.apply(a)
    return end.points[me & 1]


def test_a_claim_is_refused_whenever_some_placement_and_defence_beats_it():
    """Where the rule refuses, the claimer's line really can lose a trick: the hidden
    cards the reason names exist (a higher card of the suit, or a trump, outside the
    claimer's hand)."""
    seen = set()
    for st in lead_positions(range(200)):
        me = st.to_act
        r = claim_refusal(player_view(st, me))
        if r is None:
            continue
        seen.add(r.code)
        outside = [c for s in range(4) if s != me for c in range(32) if st.held[s] >> c & 1]
        if r.code == C.CLAIM_TRUMPS_OUT:
            assert any(c >> 3 == st.trump for c in outside)
        if r.code == C.CLAIM_CARD_BEATEN:
            card = r.params.card
            assert card in [c for c in range(32) if st.held[me] >> c & 1]
            assert any(c >> 3 == card >> 3 and (c & 7) < (card & 7) for c in outside)
    assert {C.CLAIM_TRUMPS_OUT, C.CLAIM_CARD_BEATEN} <= seen


def test_no_claim_before_the_play_off_lead_or_with_the_trump_hidden():
    rng = random.Random(3)
    st = HandState(Rules(), 0, random_hands(rng))
    assert claim_refusal(player_view(st, st.to_act)).code == C.CLAIM_NOT_IN_PLAY
    while st.phase != Phase.PLAY:
        st.apply(rng.choice([a for a in st.legal_actions() if a.kind != ActionKind.SINGLE]))
    leader = st.to_act
    if not st.revealed:
        assert claim_refusal(player_view(st, leader)).code in (C.CLAIM_TRUMP_HIDDEN, C.CLAIM_CARD_FACE_DOWN)
    st.apply(next(a for a in st.legal_actions() if a.actor == leader and a.kind == PLAY))
    assert claim_refusal(player_view(st, st.to_act)).code == C.CLAIM_NOT_ON_LEAD
    assert claim_refusal(player_view(st, leader)).code == C.CLAIM_NOT_ON_LEAD


def test_a_claim_is_recorded_as_the_plays_it_stands_for():
    """The record of a claimed hand holds plays only, and replays to the same result."""
    for st in lead_positions(range(400)):
        me = st.to_act
        if claim_refusal(player_view(st, me)) is not None:
            continue
        plays = claim_plays(st, me)
        assert all(a.kind == PLAY for a in plays)
        assert claimer_wins_every_trick(st, me, plays)
        done = st.copy()
        for a in plays:
            done.apply(a)
        assert done.over
        text = record_of(done).dumps()
        output, code = replay_text(text)
        assert code == 0 and output == done.status(), output
        assert '"claim"' not in text
        return
    raise AssertionError("no claimable position found")


def test_claim_plays_refuses_a_claim_that_is_not_certain():
    for st in lead_positions(range(50)):
        me = st.to_act
        if claim_refusal(player_view(st, me)) is None:
            continue
        try:
            claim_plays(st, me)
        except ValueError:
            return
        raise AssertionError("an uncertain claim was played out")
    raise AssertionError("no uncertain claim found")
