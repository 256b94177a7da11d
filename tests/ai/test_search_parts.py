"""Pieces of the search player: merging equivalent cards, the anytime stop."""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.ai.search import merge_equivalent, settled
from twentynine_desktop.engine.actions import ASK, PLAY, TRUMP, TRUMP_CARD, Action

from ai_support import cards


class _View:
    """Just what merge_equivalent reads from a PlayerView."""

    def __init__(self, hand, played="", withheld=None):
        self.hand = cards(hand)
        self._played = cards(played)
        self.withheld = withheld

    def played_mask(self):
        m = 0
        for c in self._played:
            m |= 1 << c
        return m


def _plays(text):
    return [Action(0, PLAY, c) for c in cards(text)]


def _names(acts):
    return sorted(str(a) for a in acts)


def test_adjacent_blank_cards_merge_and_the_preferred_one_stands_for_them():
    view = _View("KS QS 7S AH TH JD 8D", played="8S")
    acts = _plays("KS QS 7S AH TH JD 8D")
    out = merge_equivalent(acts, view, Action(0, PLAY, cards("QS")[0]))
    # K Q 7 of spades (8 played) are one choice, A and T of hearts another (the lowest
    # stands for it), the Jack and the Eight of diamonds differ in points.
    assert _names(out) == _names(_plays("QS TH JD 8D"))


def test_a_card_still_out_between_them_keeps_cards_apart():
    view = _View("KS 7S", played="")
    acts = _plays("KS 7S")  # the Q and the 8 of spades are still out
    assert merge_equivalent(acts, view, acts[0]) == acts


def test_different_points_never_merge_and_other_actions_stay():
    view = _View("9S AS", played="")
    acts = _plays("9S AS") + [Action(0, ASK, None)]
    assert merge_equivalent(acts, view, acts[0]) == acts


def test_settled_when_one_candidate_clearly_leads():
    rng = random.Random(1)
    good = [1.0 + rng.gauss(0, 0.1) for _ in range(48)]
    bad = [x - 1.0 + rng.gauss(0, 0.1) for x in good]
    assert settled([good, bad])


def test_not_settled_on_a_close_call():
    rng = random.Random(2)
    a = [rng.choice([-1.0, 1.0]) for _ in range(48)]
    b = [rng.choice([-1.0, 1.0]) for _ in range(48)]
    assert not settled([a, b])


def test_settled_when_every_candidate_scored_the_same():
    rng = random.Random(3)
    a = [rng.choice([-1.0, 1.0]) for _ in range(32)]
    assert settled([a, list(a), list(a)])


# ---------------------------------------------------------------- inference from play
def _easy_game(deal, upto_trick):
    from twentynine_desktop.ai import make_player
    from twentynine_desktop.engine.deal import deal_hands
    from twentynine_desktop.engine.hand import HandState
    from twentynine_desktop.engine.rules import preset
    from twentynine_desktop.engine.view import player_view
    st = HandState(preset("standard"), deal % 4, deal_hands(deal, deal % 4, 1))
    players = [make_player("easy", s) for s in range(4)]
    while st.phase != "done" and not (st.phase == "play" and st.trick_no >= upto_trick):
        ta = st.to_act
        seat = ta - 4 if ta >= 4 else ta
        st.apply(players[seat].decide(player_view(st, seat)))
    return st


@pytest.mark.parametrize("strong, upto", [(False, 5), (True, 7)], ids=["policy", "strong"])
def test_the_real_deal_explains_every_play_of_easy_players(strong, upto):
    # judged by the rule-based policy they play by, or by the strong player's model:
    # the policy never gives points to a trick already lost when it holds a cheaper
    # card, so its real deals pass that model untouched too
    from twentynine_desktop.ai.inference import PlayModel
    from twentynine_desktop.engine.view import player_view, rebuild_state
    checked = 0
    for deal in range(1, 13):
        st = _easy_game(deal, upto)
        if st.phase != "play":
            continue
        for me in range(4):
            view = player_view(st, me)
            trump_action = next((a for a in st.history if a.kind in (TRUMP, TRUMP_CARD)), None)
            model = PlayModel(me, 0.3, (strong,) * 4)
            model.start()
            rebuild_state(view, [list(h) for h in st.hands_dealt], trump_action, model.observe)
            assert model.k == 0 and model.weight() == 1.0
            checked += 1
    assert checked >= 30


def test_a_play_the_policy_would_not_make_lowers_the_weight():
    from twentynine_desktop.ai.common import ASK_MOVE, heuristic_play
    from twentynine_desktop.ai.inference import PlayModel
    from twentynine_desktop.ai.playout import ctx_from_state
    from twentynine_desktop.engine.sampling import GuessRejected
    found = 0
    for deal in range(1, 30):
        st = _easy_game(deal, 3)
        if st.phase != "play":
            continue
        p = st.to_act
        mv = heuristic_play(ctx_from_state(st, p))
        other = [a for a in st.legal_actions() if a.kind == PLAY and a.actor == p
                 and mv != ASK_MOVE and a.arg >> 3 != mv >> 3]
        if not other:
            continue
        model = PlayModel((p + 1) % 4, 0.3)
        model.start()
        model.observe(st, other[0])
        assert model.k == 1 and model.weight() == pytest.approx(0.3)
        mine = PlayModel(p, 0.3)  # the seat's own plays are never judged
        mine.start()
        mine.observe(st, other[0])
        assert mine.k == 0
        # a seat whose miss is 1.0 is not judged (per-seat inference)
        unjudged = PlayModel((p + 1) % 4, tuple(1.0 if s == p else 0.3 for s in range(4)))
        unjudged.start()
        unjudged.observe(st, other[0])
        assert unjudged.k == 0 and unjudged.weight() == 1.0
        # with a limit above the weight the guess is dropped at once
        early = PlayModel((p + 1) % 4, 0.3)
        early.start(0.5)
        with pytest.raises(GuessRejected):
            early.observe(st, other[0])
        found += 1
    assert found >= 3


def test_sampling_with_the_play_model_gives_states_consistent_with_the_view():
    from twentynine_desktop.ai.inference import PlayModel
    from twentynine_desktop.engine.sampling import ViewFacts, sample_state
    from twentynine_desktop.engine.view import player_view
    st = _easy_game(4, 4)
    assert st.phase == "play"
    me = st.to_act
    view = player_view(st, me)
    rng = random.Random(3)
    model = PlayModel(me, 0.3)
    for _ in range(10):
        guess = sample_state(view, rng, ViewFacts(view), play_model=model)
        assert guess.phase == view.phase and guess.tricks == st.tricks
        assert guess.held[me] == st.held[me]
        assert guess.trick == st.trick


# ------------------------------------------------ the strong player's model of the play
def _lost_trick_positions(deals=range(1, 80), upto=(2, 3, 4, 5)):
    """Positions from easy games where the seat to play follows suit to a trick its
    side has lost, its partner has played, and it holds cards worth different points
    in the suit led, none of which can win."""
    from twentynine_desktop.ai import make_player
    from twentynine_desktop.ai.common import stronger_mask
    from twentynine_desktop.engine.cards import CARD_POINTS, SUIT_MASKS, cards_in, same_side
    from twentynine_desktop.engine.legality import live_trump, winning_play
    from twentynine_desktop.engine.view import player_view
    out = []
    for deal in deals:
        for t in upto:
            st = _easy_game(deal, t)
            while st.phase == "play" and len(st.trick) < 2:
                seat = st.to_act
                st.apply(make_player("easy", seat).decide(player_view(st, seat)))
            if st.phase != "play" or len(st.trick) < 2:
                continue
            p = st.to_act
            trump, pos = live_trump(st)
            wseat, wcard = winning_play(st.trick, trump, pos)
            led = st.trick[0][1] >> 3
            follow = st.held[p] & SUIT_MASKS[led]
            if same_side(wseat, p) or not follow:
                continue
            if wcard >> 3 == led and follow & stronger_mask(wcard):
                continue
            pts = {CARD_POINTS[c] for c in cards_in(follow)}
            if len(pts) > 1:
                out.append(st)
    return out


def test_a_strong_player_does_not_give_points_to_a_lost_trick():
    from twentynine_desktop.ai.inference import PlayModel, gives_away_points
    from twentynine_desktop.engine.cards import CARD_POINTS
    states = _lost_trick_positions()
    assert len(states) >= 5
    for st in states:
        p = st.to_act
        follow = sorted((a for a in st.legal_actions() if a.kind == PLAY and a.actor == p),
                        key=lambda a: CARD_POINTS[a.arg])
        low, high = follow[0], follow[-1]
        assert CARD_POINTS[low.arg] < CARD_POINTS[high.arg]
        assert not gives_away_points(st, low)
        assert gives_away_points(st, high)
        # a seat judged as strong: only the point card given away is a miss
        strong = tuple(s == p for s in range(4))
        model = PlayModel((p + 1) % 4, 0.3, strong)
        model.start()
        model.observe(st, low)
        assert model.k == 0
        model.observe(st, high)
        assert model.k == 1 and model.weight() == pytest.approx(0.3)


def test_the_second_hand_is_never_judged_its_partner_plays_after_it():
    from twentynine_desktop.ai import make_player
    from twentynine_desktop.ai.inference import gives_away_points
    from twentynine_desktop.engine.view import player_view
    checked = 0
    for deal in range(1, 40):
        st = _easy_game(deal, 2)
        if st.phase != "play":
            continue
        if len(st.trick) == 0:
            # the second hand (its partner plays after it) is never judged
            seat = st.to_act
            st.apply(make_player("easy", seat).decide(player_view(st, seat)))
        if len(st.trick) != 1:
            continue
        p = st.to_act
        for a in st.legal_actions():
            if a.kind == PLAY and a.actor == p:
                assert not gives_away_points(st, a)
                checked += 1
    assert checked >= 20


def test_hard_judges_the_seats_not_shown_as_easy_by_the_strong_model(monkeypatch):
    from twentynine_desktop.ai.search import SETTINGS, SearchPlayer
    miss = SETTINGS["hard"]["strong_miss"]
    assert miss < 1.0
    assert SearchPlayer("hard", seed=1).strong == (True,) * 4
    hard = SearchPlayer("hard", seed=1, table={0: None, 1: "easy", 2: "normal", 3: None})
    # a seat shown as Easy is still judged by the rule-based policy it plays by
    assert hard.strong == (True, False, True, True)
    assert hard.play_miss[1] == SETTINGS["hard"]["known_miss"]
    assert hard.play_miss[2] == hard.play_miss[3] == miss
    # normal keeps the policy's model (play_miss); the setting turns it on
    assert SearchPlayer("normal", seed=1).strong == (False,) * 4
    monkeypatch.setitem(SETTINGS["normal"], "strong_miss", 0.3)
    assert SearchPlayer("normal", seed=1).strong == (True,) * 4


def _revealed_game():
    """An easy game played on until the trump is in the open, with the trump chosen as
    a suit (not a face-down card), and the seat of one of the bidder's opponents."""
    for deal in range(1, 60):
        st = _easy_game(deal, 3)
        if st.phase == "play" and st.revealed and st.trump is not None and not st.no_trumps:
            return st, (st.bidder + 1) % 4
    raise AssertionError("no easy game revealed its trump by the third trick")


def test_after_the_reveal_the_trump_choice_still_tells_the_bidders_first_four():
    from twentynine_desktop.ai.inference import make_accept
    from twentynine_desktop.engine.cards import SUIT_MASKS, cards_in
    from twentynine_desktop.engine.view import player_view
    st, me = _revealed_game()
    view = player_view(st, me)
    b, t = st.bidder, st.trump
    trumps = cards_in(SUIT_MASKS[t])
    others = [c for c in cards_in(SUIT_MASKS[(t + 1) % 4])]
    # two guesses that differ only in the bidder's first four cards
    rich = [[0] * 8 for _ in range(4)]
    poor = [[0] * 8 for _ in range(4)]
    rich[b][:4] = trumps[:3] + others[:1]   # three of the suit it chose
    poor[b][:4] = others[:4]                # none of it
    told = make_accept(view, True)
    silent = make_accept(view, False)   # the auction only: what was used after the reveal
    assert silent(rich, t) > 0 and silent(poor, t) > 0
    # the trump choice alone makes the guess without a trump in the bidder's first four
    # far less likely than the one with three
    by_choice = (told(poor, t) / told(rich, t)) / (silent(poor, t) / silent(rich, t))
    assert by_choice < 0.1
    # the bidder itself learns nothing from its own choice
    own, own_silent = make_accept(player_view(st, b), True), make_accept(player_view(st, b), False)
    assert own(poor, t) == own_silent(poor, t) and own(rich, t) == own_silent(rich, t)


def test_hard_keeps_the_trump_choice_after_the_reveal_and_normal_does_not(monkeypatch):
    import random

    from twentynine_desktop.ai import search
    from twentynine_desktop.engine.view import player_view
    st, _ = _revealed_game()
    seat = st.to_act
    told: dict[str, bool] = {}

    def spy(view, trump_choice, *args):
        told[level] = trump_choice
        raise RuntimeError("stop here")

    monkeypatch.setattr(search, "make_accept", spy)
    for level in ("hard", "normal"):
        p = search.SearchPlayer(level, seed=1, samples=4)
        with pytest.raises(RuntimeError, match="stop here"):
            next(p._sampled_states(player_view(st, seat), random.Random(1), 0.0, 0.0))
    assert told == {"hard": True, "normal": False}


def test_the_partners_trump_choice_can_be_read_more_sharply_than_an_opponents():
    from twentynine_desktop.ai.inference import TRUMP_SHARPNESS, make_accept
    from twentynine_desktop.engine.cards import SUIT_MASKS, cards_in, partner_of
    from twentynine_desktop.engine.view import player_view
    st, defender = _revealed_game()
    b, t = st.bidder, st.trump
    trumps = cards_in(SUIT_MASKS[t])
    others = cards_in(SUIT_MASKS[(t + 1) % 4])
    rich = [[0] * 8 for _ in range(4)]
    second = [[0] * 8 for _ in range(4)]
    rich[b][:4] = trumps[-3:] + others[-1:]    # three low cards of the suit it chose
    second[b][:4] = trumps[-2:] + others[2:4]  # two low ones, the Ace and Ten of another
    for seat in (partner_of(b), defender):
        view = player_view(st, seat)
        usual = make_accept(view, True)
        sharp = make_accept(view, True, partner_trump=3 * TRUMP_SHARPNESS)
        # the usual reading already makes the weaker suit less likely
        assert usual(second, t) / usual(rich, t) < 1.0
        if seat == defender:  # an opponent chose: the usual sharpness
            assert sharp(second, t) == usual(second, t)
        else:
            # the guess in which the suit chosen was not the bidder's best is far less
            # likely when the partner chose
            assert sharp(second, t) / sharp(rich, t) < (usual(second, t) / usual(rich, t)) ** 2
