"""Random-playout speed: full hands (bidding included) per second on one core."""

from __future__ import annotations

import random
import time
from typing import Any

from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules, preset


def random_hand(rng: random.Random, rules: Rules, dealer: int = 0) -> HandState:
    """Play one hand to the end with uniformly random legal actions."""
    st = HandState(rules, dealer, random_hands(rng))
    choice = rng.choice
    while not st.over:
        st.apply(choice(st.legal_actions()), check=False)
    return st


def run_bench(hands: int = 5000, seed: int = 1, rules_name: str = "standard") -> dict[str, Any]:
    rules = preset(rules_name)
    rng = random.Random(seed)
    actions = 0
    t0 = time.perf_counter()
    for i in range(hands):
        st = random_hand(rng, rules, i % 4)
        actions += len(st.history)
    dt = time.perf_counter() - t0
    return {"hands": hands, "seconds": round(dt, 3), "hands_per_second": round(hands / dt, 1),
            "actions_per_hand": round(actions / hands, 1), "rules": rules_name}
