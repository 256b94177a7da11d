"""Normal and hard computer players: determinized Monte Carlo search.

For every decision the player samples full deals consistent with its view
(``engine/sampling.py``: own cards, played cards, shown voids, the face-down card and
the hidden trump), filtered by inference from the other players' bids and the
bidder's trump choice (``inference.py``), and plays each candidate action out to the end of the hand
on every sample with the rule-based policy of ``common.py`` driving all four seats.
Both levels hand the last tricks of each playout to the exact solver of
``solver.py`` once the trump is in the open: hard with the compiled solver the last
seven (the trick of the reveal included), with the Python one the last four; normal
the last six with the compiled solver (four in the auction's playouts) and none with
the Python one.  The action with the best average result (game points, then card
points) wins.

Bidding uses the same machinery: for each sampled deal and each promising trump the
hand is played out with this seat as the bidder, which gives the probability of
reaching every possible bid; the player bids while that probability stays above a
threshold.  Both levels also finish the auction on each sampled deal, after a
bid and after a pass, with a model of how the others bid, and take the choice whose
contract is worth clearly more (``auction_values``).

The levels shown on the seats' name plates are public: a seat shown as Easy plays by
the rule-based player's rules, so the hard player models its bids by that rule in the
auction model, weighs each guessed deal by how well that seat's plays fit the
rule-based policy (``known_miss``), and lets that seat play the policy's card in the
exact solver's end of every playout (``known_endgame``) instead of its best one.  Other
seats are modelled by the general model: hard weighs a guessed deal by what any strong
player does (``strong_miss``: a point card given to a trick already lost while a
cheaper card was held counts against the guess, ``inference.gives_away_points``),
normal by how well the plays fit the rule-based policy (``play_miss``).

Decisions are anytime: sampling stops at the time budget (with a hard cap), and the
best action found so far is returned.  With ``samples`` set, a fixed number of
samples is used instead, which makes a decision a pure function of the view and the
seed (the honesty tests rely on this).
"""

from __future__ import annotations

import logging
import random
import time
import zlib
from collections.abc import Iterator

from ..engine.actions import Action, ActionKind, arg_of
from ..engine.cards import SEATS, partner_of, side_of, suit_of
from ..engine.events import Phase
from ..engine.hand import HandState
from ..engine.sampling import (
    DEFAULT_TRIES,
    SamplingError,
    SamplingTimeout,
    ViewFacts,
    describe_view,
    sample_deal,
    sample_state,
)
from ..engine.view import PlayerView
from . import solver
from .auction_model import RULE_BASED_LEVELS, SIM_LEAST, auction_values, bid_models, contract_state
from .base import allowed_actions, before_thinking
from .bid_table import load as load_bid_table
from .choice import choose, merge_equivalent, settled
from .common import suit_strength
from .easy import EasyPlayer
from .inference import PlayModel, make_accept
from .playout import rollout, utility
from .search_settings import SETTINGS, SearchSettings
from .timebank import TimeBank

_ACT_PASS = ActionKind.PASS

log = logging.getLogger(__name__)


# ------------------------------------------------------------------ the player
class SearchPlayer:
    def __init__(self, level: str = "normal", seed: int = 0, samples: int | None = None,
                 strict: bool = False, table: dict[int, str | None] | None = None,
                 settings: SearchSettings | None = None):
        if level not in SETTINGS:
            raise ValueError(f"unknown search level {level!r}")
        self.level = level
        self.seed = seed
        # ``settings``: the level's settings with some changed (the lab's tuning
        # variants, tools/variants.py); the level's name still seeds the search
        self.cfg = SETTINGS[level] if settings is None else settings
        self.samples = samples  # fixed sample count (deterministic), or None: anytime
        self.strict = strict    # re-raise internal errors instead of falling back
        # the levels shown on the seats' name plates (seat -> level, None: a person):
        # public, and they choose how the auction model expects each seat to bid
        self.models = bid_models(table)
        # inference from the play, per seat: the general setting, or ``known_miss``
        # for a seat whose level plays by the rule-based policy (easy)
        rule_based = {s for s, lvl in (table or {}).items() if lvl in RULE_BASED_LEVELS}
        strong = self.cfg["strong_miss"] < 1.0
        self.play_miss = tuple(self.cfg["known_miss"] if s in rule_based
                               else self.cfg["strong_miss"] if strong else self.cfg["play_miss"]
                               for s in range(4))
        # with ``strong_miss``, the seats not shown as Easy are judged only by the plays
        # no strong player makes (inference.gives_away_points), not by the policy's
        self.strong = tuple(strong and s not in rule_based for s in range(4))
        # the exact solver's end of a playout lets such a seat play the policy's card
        self.policy = frozenset(rule_based) if self.cfg["known_endgame"] else frozenset()
        # how many tricks the playouts leave to the exact solver: more with the compiled
        # solver, which the seats played by the policy cannot use (they call back into
        # the rule-based player), so then the Python solver's depth
        compiled = solver.BACKEND == "c" and not self.policy
        self.exact = self.cfg["exact_c"] if compiled else self.cfg["exact"]
        self.reveal = compiled and self.exact > 0  # the trick of the reveal solved too
        # the auction's playouts from the first trick: fewer tricks solved, more deals
        self.bid_exact = min(self.exact, self.cfg["bid_exact_c"]) if compiled else self.exact
        self.easy = EasyPlayer(seed)
        self.last_samples = 0
        # (bid, estimated chance of making it) after a bid decision
        self.last_estimate: tuple[int, float] | None = None
        # a time bank for a whole hand (None: each decision has its own budget), for
        # measuring at the Bhoos bots' 1,500 ms per seat per hand (ai/timebank.py)
        self.bank: TimeBank | None = None

    # -------------------------------------------------------------- entry point
    @property
    def hand_budget_ms(self) -> float | None:
        return None if self.bank is None else self.bank.total_ms

    @hand_budget_ms.setter
    def hand_budget_ms(self, ms: float | None) -> None:
        self.bank = None if ms is None else TimeBank(ms)

    @property
    def hand_spent_ms(self) -> float:
        return 0.0 if self.bank is None else self.bank.spent_ms

    def decide(self, view: PlayerView, budget_ms: float | None = None) -> Action | None:
        if self.bank is None:
            return self._decide(view, budget_ms, self.cfg["cap"])
        wanted = self.cfg["budget"] if budget_ms is None else budget_ms
        budget, cap = self.bank.share(view, wanted, self.cfg["cap"])
        t0 = time.perf_counter()
        try:
            return self._decide(view, budget, cap)
        finally:
            self.bank.spend((time.perf_counter() - t0) * 1000.0)

    def _decide(self, view: PlayerView, budget_ms: float | None, cap: float) -> Action | None:
        cfg = self.cfg
        budget = cfg["budget"] if budget_ms is None else budget_ms
        budget = max(1.0, min(budget, cap))
        t0 = time.perf_counter()
        deadline = t0 + budget / 1000.0
        hard_deadline = t0 + cap / 1000.0
        rng = random.Random(self._digest(view))
        single = next((a for a in allowed_actions(view)
                       if a.kind == ActionKind.SINGLE and a.actor == view.seat), None)
        if single is not None:
            try:
                if self._single_pays(view, single, rng, deadline, hard_deadline):
                    return single
            except (SamplingError, RuntimeError, ValueError) as exc:
                if self.strict:
                    raise
                self._log_failure(view, exc, "does not declare the single hand")
            # what is left of the budget goes to the move itself
            deadline = max(deadline, time.perf_counter() + budget / 2000.0)
            hard_deadline = max(hard_deadline, deadline)
        done, answer, acts = before_thinking(view)
        if done:
            return answer
        if len(acts) == 1:
            return acts[0]
        try:
            if view.phase == Phase.AUCTION:
                return self._bid(view, acts, rng, deadline, hard_deadline)
            return self._search(view, acts, rng, deadline, hard_deadline)
        except (SamplingError, RuntimeError, ValueError) as exc:
            if self.strict:
                raise
            self._log_failure(view, exc, "plays the easy player's choice")
            return self.easy.decide(view)

    def _log_failure(self, view: PlayerView, exc: Exception, then: str) -> None:
        """A failed search is never silent: a warning with the position."""
        log.warning("the %s player at %s could not search (%s: %s), so it %s; position: %s",
                    self.level, SEATS[view.seat], type(exc).__name__, exc, then,
                    describe_view(view), exc_info=not isinstance(exc, SamplingError))

    def _digest(self, view: PlayerView) -> int:
        """A seed from the player's seed and what the seat knows, nothing else."""
        # str(phase): the phase's word ("play"), so the seeds do not depend on its type
        key = repr((self.seed, self.level, view.seat, str(view.phase), view.to_act,
                    tuple(view.history), tuple(view.hand), view.withheld))
        return zlib.crc32(key.encode())

    def _past(self, hard: float) -> bool:
        """The hard cap has passed (never with a fixed sample count, which has no clock)."""
        return self.samples is None and time.perf_counter() >= hard

    def _enough(self, n: int, deadline: float, hard: float) -> bool:
        if self.samples is not None:
            return n >= self.samples
        if n >= self.cfg["max_samples"]:
            return True
        now = time.perf_counter()
        if now >= hard:
            return True
        return n >= self.cfg["min_samples"] and now >= deadline

    # -------------------------------------------------------------- play, trump, doubling
    def _search(self, view: PlayerView, acts: list[Action], rng: random.Random, deadline: float,
                hard: float) -> Action | None:
        me = view.seat
        exact = self.exact
        prefer = self.easy.decide(view)
        acts = merge_equivalent(acts, view, prefer)
        if len(acts) == 1:
            return acts[0]
        vals: list[list[float]] = [[] for _ in acts]
        n = 0
        # every candidate a card and the compiled solver in charge: one search of the
        # sampled deal gives the value of every card (the same values as playing each
        # card and solving the rest)
        all_cards = self.reveal and all(a.kind == ActionKind.PLAY for a in acts)
        for st in self._sampled_states(view, rng, deadline, hard):
            if all_cards and solver.solvable(st, exact, True):
                cv = solver.finish_card_values(st)
                side = st.bidder & 1 if st.bidder is not None else 0
                for i, a in enumerate(acts):
                    own, other = cv[arg_of(a)]
                    pts = [own, other] if side == 0 else [other, own]
                    vals[i].append(utility(st, me, pts))
                n += 1
                if self.samples is None and n >= 32 and n % 16 == 0 and settled(vals):
                    break
                continue
            row: list[float] = []
            for a in acts:
                if n and self._past(hard):
                    break  # the cap: a deal half judged is dropped
                s2 = st.copy()
                s2.apply(a, check=False)
                pts = rollout(s2, exact, self.policy, self.reveal)
                row.append(utility(s2, me, pts))
            if len(row) < len(acts):
                break
            for i, x in enumerate(row):
                vals[i].append(x)
            n += 1
            if self.samples is None and n >= 32 and n % 16 == 0 and settled(vals):
                break
        self.last_samples = n
        if n == 0:
            return prefer
        return choose(acts, vals, prefer, self.cfg["z"])

    def guesses(self, view: PlayerView, n: int, rng: random.Random) -> list[HandState]:
        """Up to ``n`` full deals as this player guesses them from ``view`` (the same
        inference as its decisions, no clock): for checking the guesses (``arena-play
        --calibrate``)."""
        far = time.perf_counter() + 3600.0
        out: list[HandState] = []
        for st in self._sampled_states(view, rng, far, far):
            out.append(st)
            if len(out) >= n:
                break
        return out

    def _sampled_states(self, view: PlayerView, rng: random.Random, deadline: float, hard: float,
                        least: int = 0) -> Iterator[HandState]:
        """Full states consistent with the view (weighted by inference from the bids
        and the trump choice), one at a time until the budget or the sample count is
        spent."""
        facts = ViewFacts(view)
        # the bidder's trump choice tells about its first four cards, hidden or (with
        # ``trump_told``) revealed
        told = facts.trump_known is None or self.cfg["trump_told"]
        accept = make_accept(view, told, self.cfg["bid_infer"], self.cfg["opp_infer"],
                             self.cfg["partner_trump"])
        model = self.play_model(view)
        n = 0
        while not self._enough(n, deadline, hard) or (
                n < least and self.samples is None and time.perf_counter() < hard):
            try:
                # the first state is needed whatever the clock says (``must``): past
                # the deadline the sampler drops its tests rather than give up
                st = sample_state(view, rng, facts, accept=accept,
                                  deadline=None if self.samples is not None else hard,
                                  play_model=model,
                                  tries=self.cfg["play_tries"] if model is not None else DEFAULT_TRIES,
                                  must=n == 0)
            except SamplingTimeout:
                return
            except SamplingError as exc:
                if n:
                    self._log_failure(view, exc, f"searches on the {n} states found")
                    return
                raise
            yield st
            n += 1

    def play_model(self, view: PlayerView) -> PlayModel | None:
        """How the guesses are weighed by the other seats' plays (None: not at all)."""
        if view.phase != Phase.PLAY:
            return None
        miss = self.play_miss
        return PlayModel(view.seat, miss, self.strong) if min(miss) < 1.0 else None

    # -------------------------------------------------------------- single hand
    def _single_pays(self, view: PlayerView, single: Action, rng: random.Random, deadline: float,
                     hard: float) -> bool:
        """Declare a single hand when, over the sampled deals, it succeeds at least
        ``single_rate`` of the time and its average result beats playing the hand out
        normally by a clear margin (a single hand risks 3 or 6 game points)."""
        me = view.seat
        exact = self.exact
        won: list[int] = []
        diff: list[float] = []
        n = 0
        # at least 8 samples (past the budget if need be, never past the cap): a
        # single hand is never declared on fewer, whatever the machine's speed
        for st in self._sampled_states(view, rng, deadline, hard, least=8):
            s1 = st.copy()
            s1.apply(single, check=False)
            u1 = utility(s1, me, rollout(s1, exact, self.policy, self.reveal))
            s0 = st.copy()
            won.append(1 if u1 > 0 else 0)
            diff.append(u1 - utility(s0, me, rollout(s0, exact, self.policy, self.reveal)))
            n += 1
        if n < 8:
            return False
        return (sum(won) / n >= self.cfg["single_rate"]
                and sum(diff) / n >= self.cfg["single_margin"])

    # -------------------------------------------------------------- auction
    def _bid(self, view: PlayerView, acts: list[Action], rng: random.Random, deadline: float,
             hard: float) -> Action | None:
        """On every sampled deal, and each promising trump, the hand is played out with
        this seat as the bidder, which estimates p, the chance of making the lowest
        legal bid.  Bid when p reaches ``bid_thr`` (over the partner, p of one more).

        With ``bid_sim`` (hard), each sampled deal's auction is also finished twice,
        after a bid and after a pass, with the other seats bidding soundly on their
        first four cards (``auction_values``), and the contract each choice leads to is
        scored.  The choice worth clearly more (by ``bid_margin`` game points) is
        taken, with three limits: a bid needs p >= ``bid_floor`` (no sacrifice bids on
        hopeless hands) and must not take the contract from the partner on the model's
        say-so, and a pass needs p < ``bid_trap`` (a strong hand is bid, not passed to
        let the opponents fail).  Otherwise the threshold rule decides."""
        me = view.seat
        exact = self.bid_exact
        bids = sorted((a for a in acts if a.kind == ActionKind.BID), key=arg_of)
        passes = [a for a in acts if a.kind == ActionKind.PASS]
        if not bids:
            return passes[0]
        if not passes:
            return bids[0]
        mine = list(view.hand)
        if not any(c & 7 < 4 for c in mine):
            return passes[0]  # no point card at all: never open or compete
        table_mode = self.cfg["bid_table"]
        if table_mode >= 2 or (table_mode == 1 and view.auction_holder is None):
            table_bid = self._table_bid(view, bids, passes)
            if table_bid is not None:
                return table_bid
        facts = ViewFacts(view)
        accept = make_accept(view, False, self.cfg["bid_infer"], self.cfg["opp_infer"])
        sim = self.cfg["bid_sim"]
        end_hard = hard
        if sim:  # the auction playouts below take about a third of the sampling time
            now = time.perf_counter()
            deadline = now + 0.7 * (deadline - now)
            hard = now + 0.7 * (hard - now)
        suits = sorted(range(4), key=lambda t: -suit_strength(mine, t))[: self.cfg["bid_suits"]]
        suits = [t for t in suits if any(suit_of(c) == t for c in mine)] or suits[:1]
        pts: dict[int, list[int]] = {t: [] for t in suits}
        hands_kept: list[list[list[int]]] = []
        n = 0
        tries = 0
        while not self._enough(n, deadline, hard) and tries < 400:
            tries += 1
            try:
                hands, _, _ = sample_deal(view, rng, facts)
            except SamplingError as exc:
                if not n:
                    raise
                self._log_failure(view, exc, f"bids on the {n} deals found")
                break
            p = accept(hands, None)
            if p < 1.0 and rng.random() >= p and tries < 200:
                continue
            res: dict[int, int] = {}
            for t in suits:
                if n and self._past(hard):
                    break  # the cap: a deal half played out is dropped
                st = contract_state(view, hands, me, t)
                if st is None:
                    break
                res[t] = rollout(st, exact, self.policy, self.reveal)[side_of(me)]
            else:
                for t in suits:
                    pts[t].append(res[t])
                hands_kept.append(hands)
                n += 1
        self.last_samples = n
        if n == 0:
            return self.easy.decide(view)
        holder = view.auction_holder
        need = arg_of(bids[0])
        thr = self.cfg["bid_thr"]
        if holder is not None and holder == partner_of(me):
            need += 1  # outbid the partner only with something to spare
        p_me = max(sum(1 for x in pts[t] if x >= need) / n for t in suits)
        self.last_estimate = (need, p_me)
        # the bid weighed against a pass needs a few deals (on fewer, the threshold rule
        # decides) and time left before the cap; a fixed sample count is the caller's
        if sim and hands_kept and not self._past(end_hard) and (
                self.samples is not None or len(hands_kept) >= SIM_LEAST):
            best_t = max(suits, key=lambda t: sum(1 for x in pts[t] if x >= need))
            top = need
            while top < view.rules.max_bid and sum(
                    1 for x in pts[best_t] if x >= top + 1) / n >= thr:
                top += 1
            if p_me < thr:
                top = -1
            ev_bid, ev_pass = auction_values(view, hands_kept, pts[best_t], bids[0], top,
                                             exact, end_hard if self.samples is None else None,
                                             rng, self.models, self.policy, self.reveal)
            margin = self.cfg["bid_margin"]
            over_partner = holder is not None and holder == partner_of(me)
            if ev_bid > ev_pass + margin and p_me >= self.cfg["bid_floor"] and not over_partner:
                return bids[0]
            if ev_pass > ev_bid + margin and p_me < self.cfg["bid_trap"]:
                return passes[0]
        return bids[0] if p_me >= thr else passes[0]

    def _table_bid(self, view: PlayerView, bids: list[Action], passes: list[Action]
                   ) -> Action | None:
        """The bid or pass from the shipped bid table (``bid_table.py``), by expected
        game points: a bid made wins one, a bid lost loses one, a pass is taken as
        worth nothing, so bid when the chance reaches ``bid_thr`` (over the partner,
        the chance of one more).  None where the table cannot say (no table, other
        rules, not four cards): then the search decides."""
        table = load_bid_table()
        if table is None or not table.fits(view.rules):
            return None
        need = arg_of(bids[0])
        holder = view.auction_holder
        if holder is not None and holder == partner_of(view.seat):
            need = min(need + 1, view.rules.max_bid)
        best = table.best(list(view.hand), need)
        if best is None:
            return None
        self.last_estimate = (need, best[1])
        self.last_samples = 0
        return bids[0] if best[1] >= self.cfg["bid_thr"] else passes[0]
