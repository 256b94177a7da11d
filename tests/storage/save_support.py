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
