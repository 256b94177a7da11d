"""Helpers of the save tests: a position key, and a match played by computers."""

from __future__ import annotations

import hashlib
import json

from twentynine_desktop.engine.record import record_of
from twentynine_desktop.storage import results


def position_key(match) -> str:
    """Everything that fixes a match's position: every hand's record (finished and in
    progress), its deal number, and the deal generator's state."""
    hands = [[h.deal_number, h.record.to_json_obj()] for h in match.hands_played]
    if match.current is not None:
        hands.append([match.current_deal_number, record_of(match.current).to_json_obj()])
    text = json.dumps([hands, results.rng_state(match), match.first_dealer, match.seed],
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
