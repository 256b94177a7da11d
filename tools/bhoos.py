"""A client for bots that speak the Bhoos "29" HTTP protocol (shared BHOOS_PROTOCOL.md).

``BhoosPlayer`` is a computer player like the others: it turns the seat's
``PlayerView`` into a ``/bid``, ``/chooseTrump`` or ``/play`` request, sends it to the bot
and turns the answer back into an engine action.  Every answer is checked against the
engine's legal actions; an illegal, malformed, missing or timed-out answer is counted
(``BhoosStats``) and replaced by the Easy player's action, so a hand always finishes.

Translation (protocol sections 3-5):

- ``playerIds`` are the seat letters ``N E S W`` in the order of play, starting with the
  first speaker (the seat after the dealer), so ``teams[0]`` is the first speaker's side.
- Cards are written rank then suit with ``1`` for the ace (``1S``); bids are numbers,
  ``0`` a pass.
- ``bidState``: the holder of the bid is the defender, the seat that duels it the
  challenger; before anybody has bid, the seat to speak is the defender and the next
  seat in order the challenger, both at 0.
- ``teams[].bid`` is the bidding side's target (the contract, moved by a pair if one was
  shown), 0 for the other side; ``won`` its card points so far.
- ``trumpRevealed.playerId`` is the seat that asked (or, when the trump showed by
  itself, the seat to play at that moment).

Time (section 4): each seat has ``HAND_BUDGET_MS`` (1,500 ms) per hand, sent as
``timeRemaining`` (whole milliseconds) and decreased by the time each request of that
seat took.  A request times out after ``timeRemaining`` + ``slack_s`` (2 s), or after the
fixed ``timeout_s`` if one is given; an answer after the budget ran out is still used but
counted as ``over_budget``.

What the protocol cannot express (section 7) is handled here, never asked: a Bhoos
seat never shows the pair, never doubles or redoubles (it passes in a doubling window),
never declares a single hand and never chooses a seventh-card trump; when the dealer is
forced to bid and the bot passes, the forced bid is substituted (counted as
``forced_bid``, not as a fault).  With ``trump_card: own_card`` the bot's suit is set with
the lowest card of that suit held.

Requests go one at a time (the reference bot shares one random generator between its
threads), to loopback addresses only: ``BhoosClient`` refuses any host that does not
resolve to 127.0.0.0/8 or ::1 before it connects.  Standard library only.
"""

from __future__ import annotations

import http.client
import ipaddress
import json
import math
import socket
import time
import urllib.parse
from typing import Literal, TypedDict

from twentynine_desktop.ai.base import allowed_actions
from twentynine_desktop.engine.actions import Action, ActionKind, arg_of
from twentynine_desktop.engine.cards import (
    SEATS,
    SUITS,
    is_side,
    next_seat,
    partner_of,
    seat_after,
    side_of,
    step_of,
    suit_of,
)
from twentynine_desktop.engine.events import Phase
from twentynine_desktop.engine.view import PlayerView

HAND_BUDGET_MS = 1500.0
TIMEOUT_SLACK_S = 2.0
BHOOS_RANKS = "J91TKQ87"  # ours are "J9ATKQ87": only the ace differs
FAULT_KINDS = ("illegal", "malformed", "missing", "timeout")
MAX_EXAMPLES = 10


class BhoosError(ValueError):
    """A Bhoos bot address that cannot be used (not a loopback http address)."""


# ---------------------------------------------------------------------- JSON shapes
class TimeSummary(TypedDict):
    """Decision times in ms (None when there were none)."""

    p50: float | None
    p95: float | None
    max: float | None
    n: int


class BhoosReport(TypedDict):
    """``BhoosStats.to_json``: one bot's answers, as the arena reports them."""

    requests: int
    faults: dict[str, int]
    forced_bid: int
    over_budget: int
    decision_ms: TimeSummary
    decision_ms_by_endpoint: dict[str, TimeSummary]
    fault_examples: list[str]


BidEntry = list[str | int]          # ["E", 16]: a seat's bid, 0 for a pass
TrickEntry = list[str | list[str]]  # ["N", ["JS", "9S", "1S", "TS"], "N"]: leader, cards, winner


class BidState(TypedDict):
    defenderId: str
    challengerId: str
    defenderBid: int
    challengerBid: int


class Team(TypedDict):
    players: list[str]
    bid: int
    won: int


class TrumpRevealed(TypedDict):
    hand: int | None
    playerId: str | None


class CommonFields(TypedDict):
    """What every request carries; the whole of a /chooseTrump request."""

    playerId: str
    playerIds: list[str]
    timeRemaining: int
    cards: list[str]
    bidHistory: list[BidEntry]


class BidRequest(CommonFields):
    bidState: BidState


class PlayFields(TypedDict):
    teams: list[Team]
    played: list[str]
    handsHistory: list[TrickEntry]
    trumpSuit: str | Literal[False]
    trumpRevealed: TrumpRevealed | Literal[False]


class PlayRequest(CommonFields, PlayFields):
    pass


BhoosRequest = CommonFields | BidRequest | PlayRequest
BotAnswer = dict[str, object]  # a JSON object from the bot, not checked yet


# ---------------------------------------------------------------------- notation
def bhoos_card(card: int) -> str:
    return BHOOS_RANKS[card & 7] + SUITS[suit_of(card)]


def parse_bhoos_card(text: object) -> int | None:
    """``"1S"`` -> the ace of spades; None if ``text`` is not a card in Bhoos notation."""
    if not isinstance(text, str) or len(text) != 2:
        return None
    r, s = text[0].upper(), text[1].upper()
    if r not in BHOOS_RANKS or s not in SUITS:
        return None
    return SUITS.index(s) * 8 + BHOOS_RANKS.index(r)


# ---------------------------------------------------------------------- addresses
def _is_loopback(addr: str) -> bool:
    try:
        ip = ipaddress.ip_address(addr.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def parse_bot_url(url: str) -> tuple[str, int, str]:
    """``http://127.0.0.1:8001`` -> (host, port, path prefix).  Raises BhoosError."""
    if not isinstance(url, str) or not url.strip():
        raise BhoosError("a Bhoos bot needs an address like http://127.0.0.1:8001")
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    try:
        parts = urllib.parse.urlsplit(text)
        port = parts.port
    except ValueError as exc:
        raise BhoosError(f"{url!r} is not a usable bot address: {exc}") from None
    if parts.scheme != "http":
        raise BhoosError(f"{url!r} is not a plain http:// address (the Bhoos protocol is plain HTTP)")
    host = parts.hostname
    if not host:
        raise BhoosError(f"{url!r} has no host: write it like http://127.0.0.1:8001")
    return host, port or 8001, parts.path.rstrip("/")


def resolve_loopback(host: str, port: int) -> tuple[int, str]:
    """The (address family, address) to connect to, if every address ``host`` stands for
    is a loopback address; raises BhoosError otherwise, before any connection."""
    if host.lower() != "localhost" and not _is_loopback(host):
        try:
            ipaddress.ip_address(host.split("%")[0])
            literal = True
        except ValueError:
            literal = False
        if literal:
            raise BhoosError(f"refusing bot host {host}: only loopback addresses "
                             f"(127.0.0.0/8, ::1, localhost) are allowed")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as exc:
        raise BhoosError(f"cannot resolve bot host {host!r}: {exc}") from None
    addrs = [(int(fam), str(info[0])) for fam, _, _, _, info in infos]
    bad = sorted({a for _, a in addrs if not _is_loopback(a)})
    if not addrs or bad:
        raise BhoosError(f"refusing bot host {host!r}: it resolves to {', '.join(bad) or 'nothing'}, "
                         f"and only loopback addresses (127.0.0.0/8, ::1, localhost) are allowed")
    return addrs[0]


# ---------------------------------------------------------------------- statistics
class BhoosStats:
    """Counts and timings of one bot's answers (merge the stats of several deals with
    ``merge``; ``to_json`` gives the arena's report)."""

    def __init__(self) -> None:
        self.requests = 0
        self.faults = dict.fromkeys(FAULT_KINDS, 0)
        self.forced_bid = 0
        self.over_budget = 0
        self.ms: list[float] = []
        self.ms_by_endpoint: dict[str, list[float]] = {}
        self.examples: list[str] = []

    def fault(self, kind: str, message: str) -> None:
        self.faults[kind] += 1
        if len(self.examples) < MAX_EXAMPLES:
            self.examples.append(f"{kind}: {message}")

    def timed(self, endpoint: str, ms: float) -> None:
        self.requests += 1
        self.ms.append(ms)
        self.ms_by_endpoint.setdefault(endpoint, []).append(ms)

    def merge(self, other: BhoosStats) -> None:
        self.requests += other.requests
        for k, v in other.faults.items():
            self.faults[k] = self.faults.get(k, 0) + v
        self.forced_bid += other.forced_bid
        self.over_budget += other.over_budget
        self.ms.extend(other.ms)
        for k, xs in other.ms_by_endpoint.items():
            self.ms_by_endpoint.setdefault(k, []).extend(xs)
        room = MAX_EXAMPLES - len(self.examples)
        self.examples.extend(other.examples[:max(0, room)])

    def to_json(self) -> BhoosReport:
        return {
            "requests": self.requests,
            "faults": dict(self.faults),
            "forced_bid": self.forced_bid,
            "over_budget": self.over_budget,
            "decision_ms": time_summary(self.ms),
            "decision_ms_by_endpoint": {k: time_summary(v) for k, v in sorted(self.ms_by_endpoint.items())},
            "fault_examples": list(self.examples),
        }


def _pct(xs: list[float], q: float) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(math.ceil(q * len(xs))) - 1))
    return round(xs[k], 2)


def time_summary(xs: list[float]) -> TimeSummary:
    return {"p50": _pct(xs, 0.5), "p95": _pct(xs, 0.95), "max": _pct(xs, 1.0), "n": len(xs)}


# ---------------------------------------------------------------------- transport
class BotReplyError(Exception):
    """A request that got no usable answer back; ``kind`` is a FAULT_KINDS entry."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


class BhoosClient:
    """Sends one request at a time to a bot on a loopback address.  The address is
    checked (and resolved) when the client is made: a refused host raises BhoosError."""

    def __init__(self, url: str, timeout_s: float | None = None, slack_s: float = TIMEOUT_SLACK_S):
        self.url = url
        self.host, self.port, self.prefix = parse_bot_url(url)
        self.family, self.address = resolve_loopback(self.host, self.port)
        self.timeout_s = timeout_s
        self.slack_s = slack_s

    def timeout_for(self, time_remaining_ms: float) -> float:
        if self.timeout_s is not None:
            return self.timeout_s
        return max(0.0, time_remaining_ms) / 1000.0 + self.slack_s

    def hello(self, timeout: float = 5.0) -> None:
        """GET /hi: raises BhoosError if no bot answers there (the body is not checked:
        the starter kits differ on it)."""
        conn = http.client.HTTPConnection(self.address, self.port, timeout=timeout)
        try:
            conn.request("GET", f"{self.prefix}/hi", headers={"Host": self._host_header()})
            resp = conn.getresponse()
            resp.read()
        except (OSError, http.client.HTTPException) as exc:
            raise BhoosError(f"no Bhoos bot answers at {self.url}: {exc or type(exc).__name__}") from None
        finally:
            conn.close()
        if resp.status != 200:
            raise BhoosError(f"the bot at {self.url} answered GET /hi with HTTP {resp.status}")

    def _host_header(self) -> str:
        host = self.host if ":" not in self.host else f"[{self.host}]"
        return f"{host}:{self.port}"

    def post(self, endpoint: str, payload: BhoosRequest, timeout: float) -> BotAnswer:
        """POST ``payload`` to ``/endpoint``; the answer object, or BotReplyError."""
        body = json.dumps(payload).encode("utf-8")
        conn = http.client.HTTPConnection(self.address, self.port, timeout=timeout)
        try:
            conn.putrequest("POST", f"{self.prefix}/{endpoint}", skip_host=True)
            conn.putheader("Host", self._host_header())
            conn.putheader("Content-Type", "application/json")
            conn.putheader("Content-Length", str(len(body)))
            conn.endheaders(body)
            resp = conn.getresponse()
            data = resp.read()
            status = resp.status
        except TimeoutError:
            raise BotReplyError("timeout", f"/{endpoint} got no answer within {timeout:.3g} s") from None
        except (OSError, http.client.HTTPException) as exc:
            raise BotReplyError("missing", f"/{endpoint} failed: {exc or type(exc).__name__}") from None
        finally:
            conn.close()
        if status != 200:
            raise BotReplyError("missing", f"/{endpoint} answered HTTP {status}")
        try:
            obj = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise BotReplyError("malformed", f"/{endpoint} answered {data[:80]!r}, not JSON") from None
        if not isinstance(obj, dict):
            raise BotReplyError("malformed", f"/{endpoint} answered {obj!r}, not a JSON object")
        return obj


# ---------------------------------------------------------------------- requests
def play_order(view: PlayerView) -> list[int]:
    """The four seats in the order of play, starting with the first speaker."""
    step = step_of(view.rules.direction)
    first = next_seat(view.dealer, step)
    return [seat_after(first, step, k) for k in range(4)]


def _pid(seat: int) -> str:
    return SEATS[seat]


def bid_history(view: PlayerView) -> list[BidEntry]:
    return [[_pid(a.actor), arg_of(a) if a.kind == ActionKind.BID else 0] for a in view.history
            if not is_side(a.actor) and a.kind in (ActionKind.BID, ActionKind.PASS)]


def bid_state(view: PlayerView, order: list[int]) -> BidState:
    hist = [a for a in view.history if not is_side(a.actor) and a.kind in (ActionKind.BID, ActionKind.PASS)]
    latest: dict[int, int] = {}
    for a in hist:
        if a.kind == ActionKind.BID:
            latest[a.actor] = arg_of(a)
    me = view.seat
    holder = view.auction_holder
    if holder is None:
        defender, challenger = me, order[(order.index(me) + 1) % 4]
    elif holder != me:
        defender, challenger = holder, me
    else:
        # the holder speaks only after a challenger has bid against it
        defender = holder
        challenger = hist[-1].actor if hist and hist[-1].actor != holder else holder
    return {"defenderId": _pid(defender), "challengerId": _pid(challenger),
            "defenderBid": latest.get(defender, 0) if holder is not None else 0,
            "challengerBid": latest.get(challenger, 0) if holder is not None else 0}


def _asker(view: PlayerView) -> int | None:
    for a in view.history:
        if a.kind == ActionKind.ASK:
            return a.actor
    if view.asker is not None:
        return view.asker
    n = view.revealed_in_trick
    if n is None:
        return None
    cards = view.tricks[n - 1].cards if n - 1 < len(view.tricks) else view.trick
    if view.reveal_pos < len(cards):
        return cards[view.reveal_pos][0]
    return view.to_act if isinstance(view.to_act, int) and not is_side(view.to_act) else None


def common_fields(view: PlayerView, order: list[int], time_remaining_ms: float) -> CommonFields:
    return {
        "playerId": _pid(view.seat),
        "playerIds": [_pid(s) for s in order],
        "timeRemaining": max(0, int(time_remaining_ms)),
        "cards": [bhoos_card(c) for c in view.hand],
        "bidHistory": bid_history(view),
    }


def play_fields(view: PlayerView, order: list[int]) -> PlayFields:
    teams: list[Team] = []
    bid_side = side_of(view.bidder) if view.bidder is not None else None
    for first in order[:2]:
        side = side_of(first)
        teams.append({"players": [_pid(first), _pid(partner_of(first))],
                      "bid": (view.target or 0) if side == bid_side else 0,
                      "won": view.points[side]})
    trump_suit: str | Literal[False] = False
    if view.trump is not None and not view.no_trumps:
        trump_suit = SUITS[view.trump]
    revealed: TrumpRevealed | Literal[False] = False
    if view.revealed:
        asker = _asker(view)
        revealed = {"hand": view.revealed_in_trick,
                    "playerId": _pid(asker) if asker is not None else None}
    return {
        "teams": teams,
        "played": [bhoos_card(c) for _, c in view.trick],
        "handsHistory": [[_pid(t.leader), [bhoos_card(c) for _, c in t.cards], _pid(t.winner)]
                         for t in view.tricks],
        "trumpSuit": trump_suit,
        "trumpRevealed": revealed,
    }


def build_request(view: PlayerView, time_remaining_ms: float) -> tuple[str, BhoosRequest]:
    """The endpoint and payload for the decision ``view`` asks of its seat."""
    order = play_order(view)
    common = common_fields(view, order, time_remaining_ms)
    if view.phase == Phase.AUCTION:
        bid: BidRequest = {**common, "bidState": bid_state(view, order)}
        return "bid", bid
    if view.phase == Phase.TRUMP_CHOICE:
        return "chooseTrump", common
    play: PlayRequest = {**common, **play_fields(view, order)}
    return "play", play


# ---------------------------------------------------------------------- answers
def _malformed(message: str) -> BotReplyError:
    return BotReplyError("malformed", message)


def _answer_to_actions(endpoint: str, ans: BotAnswer, view: PlayerView,
                       acts: list[Action]) -> list[Action]:
    """One action, or ASK then the card to play; BotReplyError (malformed) if ``ans``
    does not say one."""
    seat = view.seat
    if endpoint == "bid":
        n = ans.get("bid")
        # float.is_integer is False for inf and nan (json.loads reads Infinity, NaN, 1e400)
        if isinstance(n, bool) or not isinstance(n, (int, float)) or (
                isinstance(n, float) and not n.is_integer()):
            raise _malformed(f"/bid answered {ans!r}: 'bid' must be a whole number")
        n = int(n)
        return [Action(seat, ActionKind.PASS) if n == 0 else Action(seat, ActionKind.BID, n)]
    if endpoint == "chooseTrump":
        s = ans.get("suit")
        if not isinstance(s, str) or len(s) != 1 or s.upper() not in SUITS:
            raise _malformed(f"/chooseTrump answered {ans!r}: 'suit' must be S, H, D or C")
        suit = SUITS.index(s.upper())
        if any(a.kind == ActionKind.TRUMP for a in acts):
            return [Action(seat, ActionKind.TRUMP, suit)]
        own = [a for a in acts if a.kind == ActionKind.TRUMP_CARD and suit_of(arg_of(a)) == suit]
        if own:  # own_card rules: the lowest card of that suit goes face down
            return [max(own, key=arg_of)]
        return [Action(seat, ActionKind.TRUMP, suit)]
    reveal = ans.get("revealTrump", False)
    if not isinstance(reveal, bool):
        raise _malformed(f"/play answered {ans!r}: 'revealTrump' must be true or false")
    out = [Action(seat, ActionKind.ASK)] if reveal else []
    if "card" in ans:
        c = parse_bhoos_card(ans["card"])
        if c is None:
            raise _malformed(f"/play answered {ans!r}: 'card' is not a card like 1S or TH")
        out.append(Action(seat, ActionKind.PLAY, c))
    elif not reveal:
        raise _malformed(f"/play answered {ans!r}: neither 'card' nor 'revealTrump'")
    return out


class BhoosPlayer:
    """One seat played by a Bhoos bot, for one hand at a time (the time budget restarts
    when a new hand is seen)."""

    level = "bhoos"

    def __init__(self, client: BhoosClient, seed: int = 0, stats: BhoosStats | None = None,
                 hand_budget_ms: float = HAND_BUDGET_MS):
        from twentynine_desktop.ai.easy import EasyPlayer
        self.client = client
        self.fallback = EasyPlayer(seed)
        self.stats = stats if stats is not None else BhoosStats()
        self.hand_budget_ms = hand_budget_ms
        self.remaining_ms = hand_budget_ms
        self._hand_key: tuple[int, tuple[int, ...]] | None = None
        # ((trick number, cards on the table), card) after revealTrump + card
        self._pending: tuple[tuple[int, int], int] | None = None
        self.last_payload: tuple[str, BhoosRequest] | None = None

    def _new_hand_check(self, view: PlayerView) -> None:
        key = (view.dealer, tuple(view.dealt[:4]))
        if key != self._hand_key:
            self._hand_key = key
            self.remaining_ms = self.hand_budget_ms
            self._pending = None

    def _replace(self, view: PlayerView, budget_ms: float | None) -> Action | None:
        return self.fallback.decide(view, budget_ms)

    def _fault(self, err: BotReplyError, view: PlayerView, budget_ms: float | None) -> Action | None:
        """Count an answer that was not usable and play the Easy player's action instead."""
        self.stats.fault(err.kind, str(err))
        return self._replace(view, budget_ms)

    def decide(self, view: PlayerView, budget_ms: float | None = None) -> Action | None:
        acts = allowed_actions(view)
        compulsory = [a for a in acts if a.kind not in (ActionKind.PAIR, ActionKind.SINGLE)]
        if not compulsory:
            return None  # pair and single hand are not in the protocol: declined
        calls = (ActionKind.DOUBLE, ActionKind.REDOUBLE, ActionKind.SET)
        if view.phase == Phase.DOUBLING or any(a.kind in calls for a in compulsory):
            return next((a for a in compulsory if a.kind == ActionKind.PASS), compulsory[0])
        self._new_hand_check(view)
        if view.phase == Phase.TRUMP_CHOICE:
            compulsory = [a for a in compulsory if a.kind != ActionKind.SEVENTH] or compulsory
        if view.phase == Phase.PLAY and self._pending is not None:
            key, card = self._pending
            self._pending = None
            if key == (view.trick_no, len(view.trick)):
                a = Action(view.seat, ActionKind.PLAY, card)
                if a in compulsory:
                    return a
                self.stats.fault("illegal", f"card {bhoos_card(card)} after the reveal: not legal")
                return self._replace(view, budget_ms)

        endpoint, payload = build_request(view, self.remaining_ms)
        self.last_payload = (endpoint, payload)
        timeout = self.client.timeout_for(self.remaining_ms)
        t0 = time.perf_counter()
        reply: BotAnswer | BotReplyError
        try:
            reply = self.client.post(endpoint, payload, timeout)
        except BotReplyError as exc:
            reply = exc
        ms = (time.perf_counter() - t0) * 1000.0
        self.stats.timed(endpoint, ms)
        if ms > self.remaining_ms:
            self.stats.over_budget += 1
        self.remaining_ms -= ms
        if isinstance(reply, BotReplyError):
            return self._fault(reply, view, budget_ms)
        ans = reply
        try:
            actions = _answer_to_actions(endpoint, ans, view, compulsory)
        except BotReplyError as err:
            return self._fault(err, view, budget_ms)
        first = actions[0]
        if first.kind == ActionKind.PASS and endpoint == "bid" and first not in compulsory:
            forced = [a for a in compulsory if a.kind == ActionKind.BID]
            if len(forced) == 1:  # all passed and the dealer is forced to bid (section 7)
                self.stats.forced_bid += 1
                return forced[0]
        if first not in compulsory:
            self.stats.fault("illegal", f"/{endpoint} answer {json.dumps(ans)} is not legal now "
                                        f"(seat {SEATS[view.seat]}, trick {view.trick_no})")
            return self._replace(view, budget_ms)
        if len(actions) > 1:
            self._pending = ((view.trick_no, len(view.trick)), arg_of(actions[1]))
        return first


__all__ = ["BhoosClient", "BhoosError", "BhoosPlayer", "BhoosStats", "HAND_BUDGET_MS",
           "bhoos_card", "build_request", "parse_bhoos_card", "parse_bot_url",
           "resolve_loopback"]
