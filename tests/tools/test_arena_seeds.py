"""The arena stays reproducible for a fixed seed, and no player's seed gives the arena
seed (and with it every deal and hidden card) back."""

from __future__ import annotations

from tools import arena
from tools.arena import deal_numbers, play_deal, run_arena
from tools.variants import make_variant


def _seeds_given(monkeypatch, seed: int, deals: int) -> dict:
    """(deal, table, seat) -> the seed the arena gave that player."""
    got: dict = {}

    def spy(spec, player_seed=0, table=None):
        got[len(got)] = player_seed
        return make_variant(spec, player_seed, table)

    # every seat's player is made here (a level, or a variant of one's settings)
    monkeypatch.setattr(arena, "make_variant", spy)
    nums = deal_numbers(seed, deals)
    out = {}
    for idx in range(deals):
        got.clear()
        play_deal((idx, nums[idx], "random", "random", "standard", None, seed))
        assert len(got) == 8
        for k, ps in got.items():
            out[(idx, k // 4, k % 4)] = ps
    return out


def test_a_players_seed_does_not_give_the_arena_seed_back(monkeypatch):
    # the old seed was seed * 7919 + deal * 8 + table * 4 + seat: a player could take
    # the small offset off, divide, and deal every hand of the arena again
    seed, deals = 123, 3
    seeds = _seeds_given(monkeypatch, seed, deals)
    nums = deal_numbers(seed, deals)
    for (idx, a_side, s), ps in seeds.items():
        for off in range(8 * deals):
            if ps >= off and (ps - off) % 7919 == 0:
                cand = (ps - off) // 7919
                assert deal_numbers(cand, idx + 1)[idx] != nums[idx], \
                    f"deal {idx} table {a_side} seat {s}: the seed gives the deals back"
        assert deal_numbers(ps, idx + 1)[idx] != nums[idx]
    # every player of every table has a seed of its own
    assert len(set(seeds.values())) == len(seeds)


def test_player_seeds_are_the_same_for_a_fixed_seed_and_differ_between_seeds(monkeypatch):
    once = _seeds_given(monkeypatch, 7, 2)
    again = _seeds_given(monkeypatch, 7, 2)
    other = _seeds_given(monkeypatch, 8, 2)
    assert once == again
    assert all(once[k] != other[k] for k in once)


def test_arena_results_are_reproducible_for_a_fixed_seed():
    def play():
        res = run_arena("easy", "random", 3, seed=4, jobs=1, progress=False)
        for key in ("seconds", "decision_ms", "think_ms_per_seat_hand"):  # timings
            res.pop(key)
        return res
    first = play()
    assert play() == first
    assert first["tables"] == 6


def test_decision_digest_is_reproducible_with_fixed_samples():
    """With --samples the search levels play the same on every run, so the digest of
    every decision is a fingerprint of the play (equal before and after a refactoring)."""
    def digest(seed):
        return run_arena("easy", "normal", 1, seed=seed, progress=False,
                         samples=2)["decision_digest"]
    first = digest(5)
    assert len(first) == 64
    assert digest(5) == first
    assert digest(6) != first


def test_samples_must_be_positive():
    import pytest
    with pytest.raises(ValueError, match="samples"):
        run_arena("easy", "normal", 1, samples=0, progress=False)
