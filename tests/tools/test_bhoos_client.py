"""The Bhoos protocol client (tools/bhoos.py) against small fake bots on 127.0.0.1."""

from __future__ import annotations

import json
import re
import socket
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from tools.arena import parse_rules_spec, run_arena
from tools.bhoos import (
    BhoosClient,
    BhoosError,
    BhoosPlayer,
    BhoosStats,
    bhoos_card,
    build_request,
    parse_bhoos_card,
)
from twentynine_desktop.ai.easy import EasyPlayer
from twentynine_desktop.engine.actions import ASK, BID, PASS, PLAY, Action
from twentynine_desktop.engine.cards import SUITS
from twentynine_desktop.engine.deal import deal_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.view import player_view

BHOOS_RULES = "standard,auction=duel,pair=off,doubling=off,unrevealed_hand=annulled"
CARD_RE = re.compile(r"^[J91TKQ87][SHDC]$")


# ---------------------------------------------------------------------- fake bots
def simple_policy(endpoint: str, req: dict) -> dict:
    """A legal Bhoos player from the request alone: opens 16 if nobody has bid,
    trumps its first card's suit, follows suit, asks for the trump when void, and
    trumps after asking."""
    cards = req["cards"]
    if endpoint == "bid":
        return {"bid": 0 if any(v for _, v in req["bidHistory"]) else 16}
    if endpoint == "chooseTrump":
        return {"suit": cards[0][1]}
    played = req["played"]
    if played:
        led = played[0][1]
        follow = [c for c in cards if c[1] == led]
        if follow:
            return {"card": follow[0]}
        if req["trumpRevealed"] is False:
            return {"revealTrump": True}
        trump = req["trumpSuit"]
        me = req["playerId"]
        if trump and req["trumpRevealed"]["playerId"] == me:
            trumps = [c for c in cards if c[1] == trump]
            if trumps and req["trumpRevealed"]["hand"] == len(req["handsHistory"]) + 1:
                return {"card": trumps[0]}
    return {"card": cards[0]}


class FakeBot:
    """An HTTP server on 127.0.0.1 (port 0), one request at a time, in a thread.
    ``answer(endpoint, request) -> dict | bytes`` gives each reply; ``requests`` keeps
    every (endpoint, request)."""

    def __init__(self, answer=simple_policy):
        self.answer = answer
        self.requests: list[tuple[str, dict]] = []
        self.release = threading.Event()
        bot = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                self._send(b'{"value": "hello"}')

            def do_POST(self):
                n = int(self.headers.get("Content-Length", 0))
                req = json.loads(self.rfile.read(n))
                endpoint = self.path.strip("/")
                bot.requests.append((endpoint, req))
                out = bot.answer(endpoint, req)
                if out == "hang":
                    bot.release.wait(10)
                    return
                self._send(out if isinstance(out, bytes) else json.dumps(out).encode())

            def _send(self, body: bytes):
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except OSError:
                    pass

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.release.set()
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)


@pytest.fixture
def fake_bot():
    bots = []

    def start(answer=simple_policy):
        b = FakeBot(answer)
        bots.append(b)
        return b

    yield start
    for b in bots:
        b.close()


# ---------------------------------------------------------------------- positions
def position_to_play(rules_text=BHOOS_RULES, deal=777, dealer=3, min_legal=2):
    """A hand played by Easy players up to a play with at least ``min_legal`` cards."""
    rules = parse_rules_spec(rules_text)
    st = HandState(rules, dealer, deal_hands(deal, dealer, 1))
    easy = EasyPlayer(1)
    while not st.over:
        ta = st.to_act
        if st.phase == "play" and ta < 4:
            plays = [a for a in st.legal_actions() if a.actor == ta and a.kind == PLAY]
            if len(plays) >= min_legal:
                return st
        seat = ta - 4 if ta >= 4 else ta
        st.apply(easy.decide(player_view(st, seat)))
    raise AssertionError("no such position")


def one_decision(bot: FakeBot, st: HandState, **client_kw):
    seat = st.to_act
    stats = BhoosStats()
    player = BhoosPlayer(BhoosClient(bot.url, **client_kw), seed=5, stats=stats)
    view = player_view(st, seat)
    return player.decide(view), view, stats


# ---------------------------------------------------------------------- answers
def test_legal_answer_is_used(fake_bot):
    st = position_to_play()
    legal = [a for a in st.legal_actions() if a.kind == PLAY]
    easy_choice = EasyPlayer(5).decide(player_view(st, st.to_act))
    chosen = next(a for a in legal if a != easy_choice)  # not what the fallback would pick
    bot = fake_bot(lambda ep, req: {"card": bhoos_card(chosen.arg)})
    action, _, stats = one_decision(bot, st)
    assert action == chosen
    assert stats.faults == {"illegal": 0, "malformed": 0, "missing": 0, "timeout": 0}
    assert stats.requests == 1 and len(stats.ms) == 1


def test_illegal_card_is_counted_and_replaced(fake_bot):
    st = position_to_play()
    seat = st.to_act
    other = next(c for c in range(32) if st.held[(seat + 1) % 4] >> c & 1)  # not in our hand
    bot = fake_bot(lambda ep, req: {"card": bhoos_card(other)})
    action, view, stats = one_decision(bot, st)
    assert stats.faults["illegal"] == 1
    assert action in view.legal and action == EasyPlayer(5).decide(view)
    assert stats.examples and "illegal" in stats.examples[0]


@pytest.mark.parametrize("reply", [b"this is not json", b"[1, 2]", {"card": "AS"},
                                   {"card": 7}, {"revealTrump": "yes"}, {}])
def test_malformed_reply_is_counted_and_replaced(fake_bot, reply):
    st = position_to_play()
    bot = fake_bot(lambda ep, req: reply)
    action, view, stats = one_decision(bot, st)
    assert stats.faults["malformed"] == 1 and sum(stats.faults.values()) == 1
    assert action in view.legal and action == EasyPlayer(5).decide(view)


def test_timeout_is_counted_and_replaced(fake_bot):
    st = position_to_play()
    bot = fake_bot(lambda ep, req: "hang")
    action, view, stats = one_decision(bot, st, timeout_s=0.05)
    bot.release.set()
    assert stats.faults["timeout"] == 1 and sum(stats.faults.values()) == 1
    assert action in view.legal and action == EasyPlayer(5).decide(view)


def test_no_answer_is_counted_as_missing(fake_bot):
    st = position_to_play()
    bot = fake_bot()
    client = BhoosClient(bot.url)
    bot.close()  # nobody listens there any more
    stats = BhoosStats()
    view = player_view(st, st.to_act)
    action = BhoosPlayer(client, seed=5, stats=stats).decide(view)
    assert stats.faults["missing"] == 1
    assert action in view.legal


def test_reveal_and_card_in_one_answer(fake_bot):
    """{"revealTrump": true, "card": X}: the ask, then X without a second request."""
    rules = parse_rules_spec(BHOOS_RULES)
    for deal in range(1, 200):
        st = HandState(rules, 3, deal_hands(deal, 3, 1))
        easy = EasyPlayer(1)
        while not st.over and not any(a.kind == ASK for a in st.legal_actions()):
            seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
            st.apply(easy.decide(player_view(st, seat)))
        if not st.over:
            break
    seat = st.to_act
    card = next(c for c in range(32) if st.held[seat] >> c & 1)
    bot = fake_bot(lambda ep, req: {"revealTrump": True, "card": bhoos_card(card)})
    stats = BhoosStats()
    player = BhoosPlayer(BhoosClient(bot.url), seed=5, stats=stats)
    first = player.decide(player_view(st, seat))
    assert first == Action(seat, ASK)
    st.apply(first)
    view = player_view(st, seat)
    second = player.decide(view)
    assert len(bot.requests) == 1
    assert second in view.legal
    if Action(seat, PLAY, card) in view.legal:
        assert second == Action(seat, PLAY, card) and stats.faults["illegal"] == 0
    else:  # the asker had to trump and this card is not one
        assert stats.faults["illegal"] == 1


def test_dealer_forced_bid_is_substituted(fake_bot):
    rules = parse_rules_spec(BHOOS_RULES)
    st = HandState(rules, 3, deal_hands(5, 3, 1))
    for seat in (0, 1, 2):
        st.apply(Action(seat, PASS))
    assert st.legal_actions() == [Action(3, BID, 16)]
    bot = fake_bot(lambda ep, req: {"bid": 0})
    stats = BhoosStats()
    action = BhoosPlayer(BhoosClient(bot.url), stats=stats).decide(player_view(st, 3))
    assert action == Action(3, BID, 16)
    assert stats.forced_bid == 1 and sum(stats.faults.values()) == 0


@pytest.mark.parametrize("reply", [b'{"bid": Infinity}', b'{"bid": -Infinity}', b'{"bid": NaN}',
                                   b'{"bid": 1e400}', {"bid": 16.5}, {"bid": "16"}])
def test_a_bid_that_is_no_whole_number_is_counted_as_malformed(fake_bot, reply):
    # Python's JSON reader takes Infinity and NaN (and 1e400 is infinite): a bid like that
    # is a malformed answer, counted and replaced, not an OverflowError from int()
    rules = parse_rules_spec(BHOOS_RULES)
    st = HandState(rules, 3, deal_hands(5, 3, 1))
    bot = fake_bot(lambda ep, req: reply)
    stats = BhoosStats()
    view = player_view(st, 0)
    action = BhoosPlayer(BhoosClient(bot.url), seed=5, stats=stats).decide(view)
    assert stats.faults["malformed"] == 1 and sum(stats.faults.values()) == 1
    assert "whole number" in stats.examples[0]
    assert action in view.legal and action == EasyPlayer(5).decide(view)


# ---------------------------------------------------------------------- addresses
@pytest.mark.parametrize("url", ["http://10.0.0.1:8001", "http://192.168.1.5", "10.0.0.1:8001",
                                 "http://[2001:db8::1]:8001", "http://example.com:8001"])
def test_non_loopback_host_is_refused_before_any_connection(monkeypatch, url):
    connects = []
    real_getaddrinfo = socket.getaddrinfo

    def fake_getaddrinfo(host, port, *a, **kw):
        if host == "example.com":  # no real name lookup in tests
            return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", port))]
        return real_getaddrinfo(host, port, *a, **kw)

    monkeypatch.setattr(socket, "getaddrinfo", fake_getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", lambda self, addr: connects.append(addr))
    monkeypatch.setattr(socket, "create_connection", lambda *a, **kw: connects.append(a))
    with pytest.raises(BhoosError, match="loopback"):
        BhoosClient(url)
    assert connects == []


@pytest.mark.parametrize("url", ["http://127.0.0.1:8001", "http://127.3.4.5:9", "http://[::1]:8001",
                                 "http://localhost:8001", "127.0.0.1:8001"])
def test_loopback_hosts_are_accepted(url):
    try:
        client = BhoosClient(url)
    except BhoosError as exc:
        if "resolve" in str(exc) or "::1" in url:  # a machine without IPv6 loopback
            pytest.skip(str(exc))
        raise
    assert client.port in (8001, 9)


def test_arena_cli_refuses_a_non_loopback_bot(capsys, monkeypatch):
    from tools.__main__ import main
    connects = []
    monkeypatch.setattr(socket.socket, "connect", lambda self, addr: connects.append(addr))
    code = main(["arena", "--a", "easy", "--b", "bhoos:http://10.0.0.1:8001", "--hands", "1"])
    out = json.loads(capsys.readouterr().out)
    assert code == 2 and "loopback" in out["error"] and connects == []


def test_arena_cli_reports_a_silent_bot(capsys, fake_bot):
    from tools.__main__ import main
    bot = fake_bot()
    url = bot.url
    bot.close()
    code = main(["arena", "--a", "easy", "--b", f"bhoos:{url}", "--hands", "1"])
    out = json.loads(capsys.readouterr().out)
    assert code == 2 and "no Bhoos bot answers" in out["error"]


# ---------------------------------------------------------------------- requests
def test_bid_requests_follow_the_sandbox_payloads():
    """Protocol section 6: You-0 passes, Opponent-0 bids 16, then You-1 is asked."""
    rules = parse_rules_spec(BHOOS_RULES)
    st = HandState(rules, 3, deal_hands(11, 3, 1))  # W deals, N speaks first
    ep, req = build_request(player_view(st, 0), 1500)
    assert ep == "bid" and req["playerIds"] == ["N", "E", "S", "W"]
    assert req["bidHistory"] == [] and req["timeRemaining"] == 1500 and len(req["cards"]) == 4
    assert req["bidState"] == {"defenderId": "N", "challengerId": "E",
                               "defenderBid": 0, "challengerBid": 0}
    st.apply(Action(0, PASS))
    st.apply(Action(1, BID, 16))
    ep, req = build_request(player_view(st, 2), 1483)
    assert req["playerId"] == "S" and req["timeRemaining"] == 1483
    assert req["bidHistory"] == [["N", 0], ["E", 16]]
    assert req["bidState"] == {"defenderId": "E", "challengerId": "S",
                               "defenderBid": 16, "challengerBid": 0}
    st.apply(Action(2, BID, 17))
    ep, req = build_request(player_view(st, 1), 1400)  # the defender may hold 17
    assert req["bidState"] == {"defenderId": "E", "challengerId": "S",
                               "defenderBid": 16, "challengerBid": 17}
    assert set(req) == {"playerId", "playerIds", "timeRemaining", "cards", "bidHistory", "bidState"}


def test_play_request_mid_hand_after_a_reveal(fake_bot):
    """A /play request of a trick under way, after the trump was revealed: every field
    in the protocol's form and notation, matching the engine's state."""
    bot = fake_bot()
    rules = parse_rules_spec(BHOOS_RULES)
    client = BhoosClient(bot.url)
    for deal in range(1, 60):
        dealer = deal % 4
        st = HandState(rules, dealer, deal_hands(deal * 7919, dealer, 1))
        players = {s: BhoosPlayer(client, seed=s) if s & 1 else EasyPlayer(s) for s in range(4)}
        hand_start = len(bot.requests)
        found = None
        while not st.over:
            seat = st.to_act - 4 if st.to_act >= 4 else st.to_act
            view = player_view(st, seat)
            before = len(bot.requests)
            a = players[seat].decide(view)
            if (len(bot.requests) > before and st.phase == "play" and st.revealed and st.trick
                    and st.tricks and found is None):
                found = (view, st.copy(), bot.requests[-1], bot.requests[hand_start:])
            st.apply(a)
        if found is not None:
            break
    assert found is not None, "no /play request after a reveal in these deals"
    view, state, (endpoint, req), this_hand = found
    assert endpoint == "play"
    assert set(req) == {"playerId", "playerIds", "timeRemaining", "cards", "bidHistory", "teams",
                        "played", "handsHistory", "trumpSuit", "trumpRevealed"}
    order = "NESW"
    first = (state.dealer + 1) % 4
    assert req["playerIds"] == [order[(first + k) % 4] for k in range(4)]
    assert req["playerId"] == order[view.seat]
    for c in req["cards"] + req["played"] + [c for t in req["handsHistory"] for c in t[1]]:
        assert CARD_RE.match(c), c
    assert sorted(parse_bhoos_card(c) for c in req["cards"]) == sorted(view.hand)
    assert req["played"] == [bhoos_card(c) for _, c in state.trick]
    assert len(req["handsHistory"]) == len(state.tricks) == state.trick_no - 1
    for (leader, cards, winner), t in zip(req["handsHistory"], state.tricks, strict=True):
        assert leader == order[t.leader] and winner == order[t.winner]
        assert cards == [bhoos_card(c) for _, c in t.cards]
    assert req["trumpSuit"] == SUITS[state.trump]
    asker = next(a.actor for a in state.history if a.kind == ASK)
    assert req["trumpRevealed"] == {"hand": state.revealed_in_trick, "playerId": order[asker]}
    assert 1 <= req["trumpRevealed"]["hand"] <= len(req["handsHistory"]) + 1
    t0, t1 = req["teams"]
    assert t0["players"] == req["playerIds"][0::2] and t1["players"] == req["playerIds"][1::2]
    bid_team = t0 if state.bidder in (first, first ^ 2) else t1
    other = t1 if bid_team is t0 else t0
    assert bid_team["bid"] == state.bid and other["bid"] == 0
    assert t0["won"] == state.points[first & 1] and t1["won"] == state.points[(first & 1) ^ 1]
    assert t0["won"] + t1["won"] == sum(t.points for t in state.tricks)
    assert req["bidHistory"] == [[order[a.actor], a.arg if a.kind == BID else 0]
                                 for a in state.history if a.kind in (BID, PASS) and a.actor < 4]
    assert isinstance(req["timeRemaining"], int) and 0 <= req["timeRemaining"] < 1500
    # the same seat's time left only goes down within the hand
    mine = [r["timeRemaining"] for _, r in this_hand if r["playerId"] == req["playerId"]]
    assert len(mine) > 2 and mine[0] == 1500 and mine == sorted(mine, reverse=True)


# ---------------------------------------------------------------------- the arena
def test_short_arena_against_a_fake_bot(fake_bot):
    bot = fake_bot()
    res = run_arena("easy", f"bhoos:{bot.url}", 2, seed=4, rules=BHOOS_RULES, jobs=1,
                    progress=False)
    assert res["tables"] == 4
    rep = res["bhoos"]["b"]
    assert rep["bot"] == bot.url
    assert rep["faults"] == {"illegal": 0, "malformed": 0, "missing": 0, "timeout": 0}
    assert rep["requests"] == len(bot.requests) > 0
    assert rep["decision_ms"]["n"] == rep["requests"]
    assert set(rep["decision_ms_by_endpoint"]) <= {"bid", "chooseTrump", "play"}
    assert {ep for ep, _ in bot.requests} >= {"bid", "play"}
    assert "bhoos" in res["decision_ms"]


def test_arena_cli_forces_one_job_with_a_bot(capsys, fake_bot):
    from tools.__main__ import main
    bot = fake_bot()
    code = main(["arena", "--a", "easy", "--b", f"bhoos:{bot.url}", "--hands", "1", "--seed", "9",
                 "--jobs", "2", "--rules", BHOOS_RULES])
    captured = capsys.readouterr()
    res = json.loads(captured.out)
    assert code == 0 and res["jobs"] == 1 and "cut to 1" in captured.err
    assert sum(res["bhoos"]["b"]["faults"].values()) == 0


def test_two_bot_addresses_serve_two_workers(fake_bot):
    one, two = fake_bot(), fake_bot()
    res = run_arena("easy", f"bhoos:{one.url},{two.url}", 4, seed=4, rules=BHOOS_RULES, jobs=2,
                    progress=False)
    assert res["jobs"] == 2 and res["tables"] == 8
    assert res["bhoos"]["b"]["bot"] == f"{one.url},{two.url}"
    # each worker process talks to its own bot, so both bots answered
    assert one.requests and two.requests
    assert res["bhoos"]["b"]["requests"] == len(one.requests) + len(two.requests)


def test_arena_log_has_every_deal_with_its_auction(tmp_path):
    from tools.arena import history_digest
    from twentynine_desktop.engine.actions import TRUMP, Action, action_from_record
    from twentynine_desktop.engine.deal import deal_hands
    from twentynine_desktop.engine.hand import HandState
    path = tmp_path / "deals.jsonl"
    res = run_arena("normal", "easy", 3, seed=5, rules=BHOOS_RULES, jobs=1, progress=False,
                    budget_ms=5, log_path=str(path))
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    assert [x["deal"] for x in lines] == [0, 1, 2]
    # each line names the rules and the sides, so that arena-play can replay it alone
    assert all(x["rules"] == BHOOS_RULES and (x["a"], x["b"]) == ("normal", "easy") for x in lines)
    rules = parse_rules_spec(BHOOS_RULES)
    estimates = 0
    for x in lines:
        assert len(x["tables"]) == 2
        for t in x["tables"]:
            if t["annulled"]:
                continue
            dealer = x["deal"] % 4
            # the logged auction replays to the logged contract on the logged deal
            st = HandState(rules, dealer, deal_hands(x["deal_number"], dealer, 1))
            for seat, kind, arg, est in t["auction"]:
                st.apply(Action(seat, kind, arg))
                if est is not None:
                    estimates += 1
                    assert (seat & 1) == t["a_side"] and 0.0 <= est[1] <= 1.0
            assert st.bidder == t["bidder"] and st.bid == t["bid"]
            st.apply(Action(st.bidder, TRUMP, t["trump"]))
            # the logged play replays the whole hand to its logged result
            full = HandState(rules, dealer, deal_hands(x["deal_number"], dealer, 1))
            for item in t["play"]:
                full.apply(action_from_record(item))
            assert full.over and history_digest(full.history) == t["actions"]
            assert full.points[t["a_side"]] == t["pts_a"] and full.made() == t["made"]
    assert estimates > 0  # the normal seats' chances are logged
    assert res["tables"] == 6


def test_a_bad_bot_answer_shows_in_the_arena_report(fake_bot):
    def sometimes_wrong(ep, req):
        if ep == "play" and len(req["handsHistory"]) == 2:
            return b"{oops"
        return simple_policy(ep, req)

    bot = fake_bot(sometimes_wrong)
    res = run_arena("easy", f"bhoos:{bot.url}", 1, seed=4, rules=BHOOS_RULES, progress=False)
    rep = res["bhoos"]["b"]
    assert rep["faults"]["malformed"] >= 1 and rep["fault_examples"]
    assert res["tables"] == 2


# ---------------------------------------------------------------------- --rules
def test_rules_spec_overrides_a_preset():
    r = parse_rules_spec(BHOOS_RULES)
    assert (r.auction, r.pair, r.doubling, r.unrevealed_hand) == ("duel", "off", "off", "annulled")
    assert parse_rules_spec("standard") == parse_rules_spec("Standard")
    r = parse_rules_spec("pagat, min_bid=17, seventh_card=on, last_trick_point=false")
    assert r.min_bid == 17 and r.seventh_card is True and r.reveal == "first_void_must_ask"


@pytest.mark.parametrize("spec, words", [
    ("standard,colour=red", "unknown house rule 'colour'"),
    ("standard,pair=sometimes", "'pair' must be one of"),
    ("standard,min_bid=many", "'min_bid' takes a whole number"),
    ("standard,min_bid=40", "'min_bid' must be from"),
    ("standard,seventh_card=maybe", "'seventh_card' takes true or false"),
    ("standard,auction", "must be written key=value"),
    ("nosuch", "unknown preset"),
])
def test_bad_rules_spec_gives_one_clear_error(capsys, spec, words):
    from tools.__main__ import main
    code = main(["arena", "--a", "easy", "--b", "easy", "--hands", "1", "--rules", spec])
    out = json.loads(capsys.readouterr().out)
    assert code == 2 and words in out["error"]
