"""The duplicate rating: "how well did I play?" with the luck of the cards taken out.

Each hand the person played is played again from the same deal (the same cards in the
same order, the same dealer, the same rules) with the Hard computer in the person's
seat and every other seat at the level it had in that match.  The whole hand is
replayed from the deal, auction included, so when the auction goes differently the
comparison is still of the same cards: the person's side's result at the table
against the result of the same side with Hard in the person's seat.

Two figures are compared per hand, always from the person's side's point of view:

* **game points**: the side's game points minus the other side's (a contract made by
  the opponents counts against, one they lost counts for; an annulled hand is 0);
* **card points**: the side's card points above an even share, that is half of (the
  side's card points minus the other side's).  With every trick played this is the
  side's card points minus 14 in the standard game; a hand annulled before any card
  was played counts 0, so that it moves neither side.

The replay is deterministic: every computer player's seed is derived from the deal
and its seat (``replay_seed``), and the search levels use a fixed number of guessed
deals per decision (``samples``) instead of a time budget, so a recomputation gives
the same figures on any machine.  ``RATING_VERSION`` names the replay and the players'
settings; a stored rating of another version is stale (computed by a different Hard
player) and is computed again.  No Qt here: the lab times it (``python -m tools
rating-cost``) and the controller runs it on a worker thread.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.actions import Action, ActionKind
from ..engine.cards import actor_side, is_side, side_of
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.rated import RatedHand
from ..engine.record import HandRecord, record_of
from ..engine.view import PlayerView, player_view
from . import make_player
from .base import Player, allowed_actions
from .search import SearchPlayer
from .search_settings import SETTINGS

# Bump when the replay itself changes (the seeds, the loop, the figures), and when a
# change to the computer players' code changes their play with the same settings: the
# Hard and Normal settings and the sample counts are part of ``rating_version()`` on
# their own, the code is not.
REPLAY_VERSION = 1

# Guessed deals per decision of the search levels in a replay, (in the auction, in the
# play): fixed, so the replay is repeatable (a time budget would make it depend on the
# machine's speed).  Near what each level reaches in its time budget at the table: Hard
# about 300 in the auction and a median of 32 in the play (up to 800 where the choice
# is close), Normal fewer.
Samples = dict[str, tuple[int, int]]
DEFAULT_SAMPLES: Samples = {"hard": (256, 64), "normal": (48, 16)}

OPTIONAL = (ActionKind.PAIR, ActionKind.SINGLE)
DOUBLING = (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET)
MAX_ACTIONS = 400       # no hand has this many actions: a loop that would not end

_SEED_KEY = b"twentynine duplicate rating seed"

Progress = Callable[[int, int], None]


def rating_version(samples: Samples | None = None) -> str:
    """The version of a rating: the replay's, the sample counts and a digest of the
    Hard and Normal players' settings.  A rating stored under another version was made
    by a different computer player."""
    samples = DEFAULT_SAMPLES if samples is None else samples
    settings = repr(sorted((lvl, sorted(SETTINGS[lvl].items())) for lvl in ("hard", "normal")))
    digest = hashlib.sha256(settings.encode()).hexdigest()[:12]
    counts = ",".join(f"{lvl}{a}/{p}" for lvl, (a, p) in sorted(samples.items()))
    return f"r{REPLAY_VERSION}-{counts}-{digest}"


def replay_seed(record: HandRecord, seat: int) -> int:
    """The seed of the computer player in ``seat`` when ``record``'s deal is replayed:
    a keyed hash of the deal (rules, dealer, cards) and the seat, so the same deal
    always gets the same players.  The deal is known once its hand is over, so this
    tells nothing that is not already shown."""
    data = repr((sorted(record.rules.changed().items()), record.dealer,
                 [list(h) for h in record.hands], seat)).encode()
    digest = hashlib.blake2b(data, digest_size=8, key=_SEED_KEY).digest()
    return int.from_bytes(digest, "big") >> 1


class FixedSamples:
    """A search player on a fixed number of guessed deals per decision, one number in
    the auction and another in the play (a decision is then a pure function of the
    view and the seed)."""

    def __init__(self, player: SearchPlayer, auction: int, play: int):
        self.player = player
        self.level = player.level
        self.auction = auction
        self.play = play

    def decide(self, view: PlayerView, budget_ms: float | None = None) -> Action | None:
        self.player.samples = self.auction if view.phase == Phase.AUCTION else self.play
        return self.player.decide(view, budget_ms)


def replay_players(record: HandRecord, levels: Sequence[str], samples: Samples,
                   shown: dict[int, str | None] | None = None) -> list[Player]:
    """The four computer players of a replay: ``levels[seat]`` each, seeded from the
    deal.  ``shown``: the levels on the name plates that the players may read (as at
    the table: None for the person's seat); by default ``levels``."""
    table: dict[int, str | None] = dict(enumerate(levels)) if shown is None else dict(shown)
    players: list[Player] = []
    for seat, level in enumerate(levels):
        player = make_player(level, replay_seed(record, seat), table)
        if isinstance(player, SearchPlayer):
            auction, play = samples.get(level) or DEFAULT_SAMPLES[level]
            player = FixedSamples(player, auction, play)
        players.append(player)
    return players


def _fallback(st: HandState, seat: int) -> Action | None:
    """What the table plays for a computer that answered nothing usable
    (``controller.computer_turns.ComputerTurns.fallback``)."""
    acts = [a for a in allowed_actions(player_view(st, seat))
            if a.kind not in OPTIONAL and a.kind not in DOUBLING]
    return acts[0] if acts else None


def play_out(st: HandState, players: Sequence[Player], side_seat: dict[int, int]) -> HandState:
    """Play ``st`` to its end with ``players[seat]`` at each seat.  An optional action of
    another seat (a pair, a single hand) is offered first, as at the table; a side's
    decision (the doubling windows) is taken by ``side_seat[side]``."""
    while not st.over:
        if len(st.history) > MAX_ACTIONS:
            raise RuntimeError("a replayed hand did not finish")
        ta = st.to_act
        others = sorted({a.actor for a in st.legal_actions()
                         if not is_side(a.actor) and a.actor != ta})
        acted = False
        for seat in others:
            a = players[seat].decide(player_view(st, seat))
            if a is not None and st.refusal(a) is None:
                st.apply(a)
                acted = True
                break
        if acted:
            continue
        if ta is None:
            raise RuntimeError("nobody is to act in a replayed hand that is not over")
        seat = side_seat[actor_side(ta)] if is_side(ta) else ta
        a = players[seat].decide(player_view(st, seat))
        if a is None or st.refusal(a) is not None:
            a = _fallback(st, seat)
        if a is None:
            raise RuntimeError("a computer player had nothing to play in a replayed hand")
        st.apply(a)
    return st


def side_figures(st: HandState, side: int) -> tuple[int, float]:
    """(game points, card points above an even share) of ``side`` in a finished hand."""
    if st.annulled or st.result is None:
        game = 0
    else:
        gp = st.result.game_points
        game = gp[side] - gp[side ^ 1]
    cards = (st.points[side] - st.points[side ^ 1]) / 2
    return game, cards


@dataclass(frozen=True)
class MatchRating:
    person_seat: int
    version: str
    hands: tuple[RatedHand, ...]


def replay_hand(record: HandRecord, person_seat: int, levels: Sequence[str | None],
                samples: Samples | None = None) -> HandState:
    """``record``'s deal played again with Hard in ``person_seat`` and ``levels[seat]``
    (the match's levels; the person's entry is ignored) at the other seats."""
    samples = DEFAULT_SAMPLES if samples is None else samples
    seats = [("hard" if s == person_seat else (levels[s] or "hard")) for s in range(4)]
    # the name plates as the match showed them: the person's seat as a person's
    shown: dict[int, str | None] = {s: (None if s == person_seat else seats[s]) for s in range(4)}
    players = replay_players(record, seats, samples, shown)
    side = side_of(person_seat)
    # Hard decides for the person's side, as the person did; the other side as at the table
    side_seat = {side: person_seat, side ^ 1: side ^ 1}
    return play_out(record.new_state(), players, side_seat)


def played_state(record: HandRecord) -> HandState:
    """The hand as it was played: the record's actions applied to its deal."""
    st = record.new_state()
    for a in record.actions:
        st.apply(a)
    return st


def rate_match(hands: Sequence[tuple[int, HandRecord]], person_seat: int,
               levels: Sequence[str | None], samples: Samples | None = None,
               progress: Progress | None = None,
               cancelled: Callable[[], bool] | None = None) -> MatchRating | None:
    """Replay every finished hand of ``hands`` ((number, record) pairs) with Hard in
    ``person_seat``.  ``progress(done, total)`` after each hand; returns None when
    ``cancelled()`` turns true between hands."""
    samples = DEFAULT_SAMPLES if samples is None else samples
    side = side_of(person_seat)
    done: list[RatedHand] = []
    finished = [(n, r) for n, r in hands if played_state(r).over]
    for i, (number, record) in enumerate(finished):
        if cancelled is not None and cancelled():
            return None
        played = played_state(record)
        replay = replay_hand(record, person_seat, levels, samples)
        pg, pc = side_figures(played, side)
        hg, hc = side_figures(replay, side)
        done.append(RatedHand(number, pg, pc, hg, hc, record_of(replay)))
        if progress is not None:
            progress(i + 1, len(finished))
    return MatchRating(person_seat, rating_version(samples), tuple(done))


__all__ = ["DEFAULT_SAMPLES", "FixedSamples", "Samples", "RatedHand", "MatchRating", "play_out", "played_state",
           "rate_match", "rating_version", "replay_hand", "replay_seed", "side_figures"]
