"""Helpers of the save tests: a position key, and a match played by computers."""

from __future__ import annotations

import hashlib
import json

from twentynine_desktop.engine.record import record_of


def position_key(match) -> str:
    """Everything that fixes a match's position: every hand's record (finished and in
    progress), its deal number, and the first dealer (a save holds no seed or deal
    generator: later hands are dealt from fresh secrets)."""
    hands = [[h.deal_number, h.record.to_json_obj()] for h in match.hands_played]
    if match.current is not None:
        hands.append([match.current_deal_number, record_of(match.current).to_json_obj()])
    text = json.dumps([hands, match.first_dealer],
                      sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def play_match_actions(match, rng, actions: int) -> None:
    """Play ``actions`` random legal actions into ``match`` (dealing and scoring hands as
    they end), without Qt."""
    from twentynine_desktop.engine.actions import PAIR, SINGLE

    done = 0
    while done < actions and not match.over:
        if match.current is None:
            match.new_hand()
        st = match.current
        while not st.over and done < actions:
            legal = [a for a in st.legal_actions() if a.kind not in (PAIR, SINGLE) or rng.random() < 0.5]
            legal = legal or st.legal_actions()
            st.apply(rng.choice(legal))
            done += 1
        if st.over:
            match.finish_hand()


def play_match_easy(match, seed: int, actions: int = 10**6) -> None:
    """Like play_match_actions, with the easy computer player in every seat (contracts
    that are bid sensibly, so some are made)."""
    from twentynine_desktop.ai import make_player
    from twentynine_desktop.engine.view import player_view

    players = [make_player("easy", seed * 4 + s) for s in range(4)]
    done = 0
    while done < actions and not match.over:
        if match.current is None:
            match.new_hand()
        st = match.current
        while not st.over and done < actions:
            to = st.to_act
            seat = to if to < 4 else to - 4
            a = players[seat].decide(player_view(st, seat))
            if a is None or not st.is_legal(a) or a.actor != to:
                a = next(x for x in st.legal_actions() if x.actor == to and x.kind not in ("pair", "single"))
            st.apply(a)
            done += 1
        if st.over:
            match.finish_hand()
