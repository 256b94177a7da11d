"""The settings of the search players, one entry per level (normal, hard).

Every number that makes Hard differ from Normal is here: the time budget and cap of a
decision, the sample limits, the bidding thresholds, how deep the exact solver ends a
playout, and how sharply the other seats' bids, trump choice and plays are read.  The
search itself (``search.py``) reads them through ``SearchPlayer.cfg``.
"""

from __future__ import annotations

from typing import TypedDict

from .inference import TRUMP_SHARPNESS


class SearchSettings(TypedDict):
    """One level's settings (see SETTINGS)."""

    budget: float         # default time budget of a decision (ms)
    cap: float            # hard cap of a decision (ms), whatever budget is asked
    max_samples: int
    min_samples: int
    bid_thr: float
    bid_suits: int
    z: float
    single_rate: float
    single_margin: float
    exact: int            # tricks left when the playouts switch to the exact solver
    exact_c: int          # the same with the compiled solver (solver.BACKEND == "c")
    bid_exact_c: int      # and in the auction's playouts, with the compiled solver
    play_miss: float
    bid_sim: bool
    bid_margin: float
    bid_floor: float
    bid_trap: float
    known_miss: float
    play_tries: int
    known_endgame: bool
    bid_infer: float      # how sharply the partner's voluntary bid tells its strength
    opp_infer: float      # the same for the opponents' bids
    partner_trump: float  # how sharply the partner's trump choice tells its first four
    strong_miss: float    # < 1.0: seats not shown as Easy judged by what strong players do
    trump_told: bool      # the bidder's trump choice weighs the guesses after the reveal too
    bid_table: int        # bid on four cards from the shipped bid table (ai/bid_table.py):
                          # 0 never, 1 before anyone has bid, 2 always


SETTINGS: dict[str, SearchSettings] = {
    # default budget and hard cap (ms), sample limits, bid thresholds (see _bid),
    # trump suits tried when bidding, z of choose(), single-hand test, tricks left
    # when the playouts switch to the exact solver (0: never), inference from the play
    # (PlayModel; 1.0: off), the auction finished on each sample to weigh a bid against
    # a pass (bid_sim, with bid_margin, bid_floor and bid_trap; see _bid), inference from
    # the play of a seat shown as Easy (known_miss; 1.0: off), the sampler's tries for a
    # guess judged by the play (play_tries), whether such a seat plays the policy's
    # card in the exact solver's end of a playout (known_endgame), the strong player's
    # model of the play of the seats not shown as Easy (strong_miss, in place of
    # play_miss; 1.0: off), the inference from the bidder's trump choice kept after
    # the reveal (trump_told), and how sharply the partner's bids (bid_infer) and trump
    # choice (partner_trump) and the opponents' bids (opp_infer) are read (see
    # inference.make_accept)
    "normal": SearchSettings(budget=100.0, cap=250.0, max_samples=48, min_samples=4, bid_thr=0.47,
                             bid_suits=2, z=1.0, single_rate=0.8, single_margin=0.5, exact=0,
                             exact_c=6, bid_exact_c=4, play_miss=0.6, bid_sim=True, bid_margin=0.05, bid_floor=0.47,
                             bid_trap=0.7, known_miss=1.0, play_tries=400,
                             known_endgame=False, bid_infer=0.8, opp_infer=0.8,
                             partner_trump=TRUMP_SHARPNESS, strong_miss=1.0,
                             trump_told=False, bid_table=0),
    "hard": SearchSettings(budget=450.0, cap=950.0, max_samples=800, min_samples=6, bid_thr=0.47,
                           bid_suits=3, z=1.0, single_rate=0.8, single_margin=0.5, exact=4,
                           exact_c=7, bid_exact_c=5, play_miss=0.6, bid_sim=True, bid_margin=0.05, bid_floor=0.47,
                           bid_trap=0.7, known_miss=0.05, play_tries=400,
                           known_endgame=True, bid_infer=1.6, opp_infer=0.3, partner_trump=3.0,
                           strong_miss=0.3, trump_told=True, bid_table=0),
}
