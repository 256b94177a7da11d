"""The host's referee with people at other computers (in-process connections): whole
matches, what each seat is sent (its own view, never a hidden card or trump), drops and
rejoins, and hostile messages that change nothing."""

from __future__ import annotations

import json
import logging
import random

import pytest

from twentynine_desktop.engine.actions import Action, ActionKind
from twentynine_desktop.engine.cards import card_str
from twentynine_desktop.engine.refusal import RefusalCode
from twentynine_desktop.engine.view import player_view
from twentynine_desktop.net import messages as msg
from twentynine_desktop.net.codec import dec_view
from twentynine_desktop.net.messages import cards_named, visible_cards
from twentynine_desktop.net.protocol import HEADER, PROTOCOL, ErrorCode, frame, parse_body
from twentynine_desktop.net.session import WRONG_CODES_PER_ADDRESS

from net_support import FakeNet, table_config


@pytest.fixture
def app(qapp):
    return qapp


def _trump_leaks(obj, seat: int) -> list:
    """Non-empty trump fields and other seats' trump choices in a wire object."""
    found = []
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if item.get("e") == "HandOver":
                continue        # the hand is over: its result names the trump for all
            if item.get("trump") is not None:
                found.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            if (len(item) == 3 and item[1] in ("trump", "trump_card") and item[0] != seat
                    and item[2] is not None):
                found.append(item)
            stack.extend(item)
    return found


def _deal_numbers(obj) -> list:
    """Deal numbers written anywhere in a wire object (but in a finished hand's result)."""
    found = []
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if item.get("e") == "HandOver":
                continue
            if item.get("deal_number") is not None:
                found.append(item["deal_number"])
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


class SeatChecker:
    """Checks every message the host sends against the receiving seat's view at that
    moment (the engine's ``player_view`` of the hand on the host's table)."""

    def __init__(self, net: FakeNet) -> None:
        self.net = net
        self.checked = 0
        self.views = 0
        self.reveals = 0
        self.secrets: set[bytes] = set()     # every hand's secret seen on the host
        net.on_send = self.check

    def _no_secret(self, body: bytes, obj: dict) -> None:
        """No secret of a hand not over, nor the next hand's, in any message; a
        ``reveal`` only of a finished hand, and only its own secret."""
        c = self.net.controller
        m = c.match
        text = body.decode("utf-8").lower()
        pending = c.deals._pending                     # the next hand's, drawn already
        hidden = []
        if pending is not None:
            hidden.append(pending)
            self.secrets.add(pending)
        if m is not None and m.current_secret is not None:
            self.secrets.add(m.current_secret)
            if c.hand is not None and not c.hand.over:
                hidden.append(m.current_secret)
        for secret in hidden:
            assert secret.hex() not in text, obj["t"]
        if obj["t"] == "reveal":
            assert c.hand is not None and c.hand.over and m is not None
            done = m.hands_played[obj["number"] - 1]
            assert obj["number"] == len(m.hands_played) and bytes.fromhex(obj["secret"]) == done.secret
            self.reveals += 1

    def check(self, peer: int, data: bytes) -> None:
        body = data[HEADER.size:]
        obj = parse_body(body, 12, 24)
        self._no_secret(body, obj)
        p = self.net.session.peers.get(peer)
        hand = self.net.controller.hand
        if p is None or p.seat is None or hand is None:
            assert obj["t"] in ("error", "welcome", "seats", "pong", "fingerprint", "cut_taken",
                                "cut_refused"), obj["t"]
            return
        true_view = player_view(hand, p.seat)
        self.checked += 1
        if obj["t"] in ("update", "turn"):
            assert dec_view(obj["view"]) == true_view
            self.views += 1
        seen = visible_cards(true_view)
        if obj["t"] == "refused":
            # the refusal repeats the action the seat sent (its own words), and may name
            # a card of it; any other card it names must be one the seat has seen
            named = cards_named(obj["action"])
            card = obj["refusal"].get("card")
            assert card is None or card_str(card) in seen | named, obj
            seen = seen | named
        assert cards_named(obj) <= seen, obj["t"]
        if obj["t"] != "hand_over" and true_view.trump is None:
            assert _trump_leaks(obj, p.seat) == [], obj
        if obj["t"] != "hand_over":
            # a dealt hand's number gives every card: never told before the hand is over
            assert _deal_numbers(obj) == [], obj


def test_whole_match_with_three_people_and_a_computer_reaches_its_end(app):
    net = FakeNet(table_config(people=(0, 1, 3), target=4))
    clients = [net.join(seat=s) for s in (0, 1, 3)]
    assert [c.seat for c in clients] == [0, 1, 3] and all(c.token for c in clients)
    net.controller.new_match()
    net.run(net.over)
    m = net.controller.match
    assert m.over and (max(m.scores) >= 4 or min(m.scores) <= -4)
    for c in clients:
        ends = [o for o in c.inbox if o["t"] == "match_over"]
        assert ends == [{"t": "match_over", "winner": m.winner, "scores": list(m.scores)}]
        assert any(o["t"] == "turn" for o in c.inbox)


def test_every_message_to_every_seat_is_its_own_view_over_many_random_matches(app, long_run):
    matches = 24 if long_run else 6
    checked = 0
    for k in range(matches):
        rng = random.Random(k)
        people = tuple(sorted(rng.sample(range(4), rng.choice((1, 2, 3)))))
        # the hidden trumps: a face-down own card, a seventh-card trump, an indicator
        rules = {"trump_card": rng.choice(["indicator", "own_card"]),
                 "seventh_card": rng.random() < 0.5}
        net = FakeNet(table_config(people=people, target=4, **rules), seed=k)
        checker = SeatChecker(net)
        clients = [net.join(seat=s) for s in people]
        for c in clients:                # some people cut at once, some never (20 s each)
            c.auto_cut = rng.random() < 0.8
        net.session.start_match()         # the first deal waits for the cuts too
        net.run(net.over, still=1000)
        assert checker.views > 50
        # every finished hand was revealed, after its end, and each secret once only
        hands = len(net.controller.match.hands_played)
        assert checker.reveals == hands * len(people) and len(checker.secrets) >= hands
        checked += checker.checked
    assert checked > 1000


def test_a_dropped_person_is_played_by_a_computer_and_rejoins_at_the_exact_view(app):
    rng = random.Random(3)
    for trial in range(4):
        net = FakeNet(table_config(people=(0, 1, 3), target=6), seed=trial)
        SeatChecker(net)
        clients = {s: net.join(seat=s) for s in (0, 1, 3)}
        net.controller.new_match()
        rejoined = 0
        while not net.over():
            for _ in range(rng.randrange(1, 12)):
                if net.over():
                    break
                net.step()
            if net.over():
                break
            seat = rng.choice((0, 1, 3))
            gone = clients[seat]
            net.drop(gone)
            assert net.controller.is_computer(seat)
            # the table goes on without them: the computer decides for the seat
            for _ in range(rng.randrange(0, 8)):
                net.step()
            if net.over():
                break
            back = net.join(token=gone.token, code="abc-def")
            clients[seat] = back
            assert back.seat == seat and not net.controller.is_computer(seat)
            hand = net.controller.hand
            resync = [o for o in back.inbox if o["t"] == "update"]
            assert resync and resync[0]["resync"]
            assert dec_view(resync[0]["view"]) == player_view(hand, seat)
            rejoined += 1
        assert rejoined >= 1
        assert net.controller.match.over


def test_a_person_away_while_the_table_waits_on_them_is_replaced_at_once(app):
    net = FakeNet(table_config(people=(0, 1, 2, 3), target=4))
    clients = {s: net.join(seat=s) for s in range(4)}
    for c in clients.values():
        c.auto = False
    net.controller.new_match()
    net.run(lambda: any(c.turn is not None for c in clients.values()))
    waiting = next(s for s, c in clients.items() if c.turn is not None)
    assert net.controller.remote.waiting_on(waiting)
    history = len(net.controller.hand.history)
    net.drop(clients[waiting])
    net.run(lambda: len(net.controller.hand.history) > history)
    assert not net.controller.remote.waiting_on(waiting)


def _hostile_messages(rng: random.Random, legit, other_tokens: list[str]) -> list[bytes]:
    """One batch of hostile frames (bytes) of every kind."""
    kind = rng.randrange(13)
    if kind == 0:
        return [HEADER.pack(n) + bytes(rng.getrandbits(8) for _ in range(n))
                for n in (rng.randrange(1, 60),)]
    if kind == 1:
        return [frame({"t": rng.choice([5, None, "boom", "", "act"]) or "x", "v": [1, 2]})]
    if kind == 2:
        body = rng.choice([b"[]", b"1", b'"x"', b"null", b"{}", b'{"t": 1}', b"NaN",
                           b'{"t":"ping","x":Infinity}', b"\xff\xfe"])
        return [HEADER.pack(len(body)) + body]
    if kind == 3:
        digits = "9" * rng.randrange(13, 3000)
        body = b'{"t":"act","at":' + digits.encode() + b',"action":[0,"bid",16]}'
        return [HEADER.pack(len(body)) + body]
    if kind == 4:
        depth = rng.randrange(9, 3000)
        body = ('{"t":"ping","x":' + "[" * depth + "]" * depth + "}").encode()
        return [HEADER.pack(len(body)) + body]
    if kind == 5:
        return [HEADER.pack(rng.choice([5000, 2**31, 2**32 - 1])) + b"{" * 10]
    if kind == 6:
        return [frame(msg.hello("ZZZZZZ", "x")) for _ in range(4)]
    if kind == 7:
        return [frame(msg.hello("ABCDEF", "x", token=rng.choice(other_tokens) + "x"))]
    if kind == 8:
        return [frame({"t": "hello", "protocol": rng.choice([True, -1, "1", 10**20, 1.5]),
                       "program": 3, "code": ["A"]})]
    if kind == 9:
        return [frame({"t": "ping"}) for _ in range(100)]   # a flood
    if kind == 10:
        return [frame(msg.act(1, Action(0, ActionKind.BID, 16)))]   # not joined
    if kind == 11:
        return [frame(msg.cut(rng.choice(["x", "", "mouse 1,2 3"])))]   # a cut, not seated
    return [frame({"t": "hello", "protocol": PROTOCOL, "program": "x", "code": "ABCDEF",
                   "seat": rng.choice([4, -1, "N", 2.5, True])})]


def _semantic_attacks(rng: random.Random, c, seats: list[int]) -> list[dict]:
    """Well-formed but wrong actions from a person's own connection: out of turn, for
    another seat, replayed, stale or with a wrong turn number."""
    at = c.turn["at"] if c.turn is not None else rng.randrange(0, 50)
    other = rng.choice([s for s in seats if s != c.seat] + [4, 5])
    card = rng.randrange(32)
    picks = [
        msg.act(at + rng.choice([-1, 1, 1000]), Action(c.seat, ActionKind.PLAY, card)),
        msg.act(at, Action(other, ActionKind.PASS, None)),
        msg.act(at, Action(other if other < 4 else 0, ActionKind.PLAY, card)),
        msg.act(max(0, at - 1), Action(c.seat, ActionKind.PASS, None)),
        msg.decline(at + 7),
    ]
    if rng.random() < 0.4:               # a cut: repeated, out of time, wrong seat, huge, not text
        text = rng.choice(["again", "", "ন" * rng.randrange(342, 1000), "x" * rng.randrange(1025, 3900)])
        cuts: list = [msg.cut(text), {"t": "cut", "text": text, "seat": other},
                      {"t": "cut", "text": rng.choice([5, None, [text[:3]], {"a": 1}, 2.5, True])},
                      {"t": "cut", "text": "x" * rng.randrange(4100, 9000)}]
        return [rng.choice(cuts)]
    if c.inbox:
        sent_before = [o for o in c.inbox if o["t"] == "turn"]
        if sent_before:
            old = rng.choice(sent_before)
            picks.append(msg.act(old["at"], dec_view(old["view"]).legal[0]) if
                         dec_view(old["view"]).legal else msg.decline(old["at"]))
    return [rng.choice(picks)]


def test_ten_thousand_hostile_messages_change_nothing_and_the_table_plays_on(app, caplog):
    caplog.set_level(logging.ERROR)
    rng = random.Random(29)
    sent = 0
    matches = 0
    closed: dict[ErrorCode, int] = {}
    refusals: dict[str, int] = {}
    cut_attacks = [0]
    while sent < 10_000:
        net = FakeNet(table_config(people=(0, 1, 3), target=4), seed=matches)
        SeatChecker(net)
        clients = {s: net.join(seat=s) for s in (0, 1, 3)}
        tokens = [c.token for c in clients.values()]
        clients[3].auto_cut = False      # West takes a while to cut: the deal waits for it
        net.session.start_match()
        attacker_no = 0
        while not net.over():
            net.step()
            net.now += 0.05
            pc = net.session.cuts.pending
            if pc is not None:
                for cl in list(clients.values()):     # a cut sent again: refused, changes nothing
                    if cl.seat in pc.parts and not cl.closed and rng.random() < 0.5:
                        parts = dict(pc.parts)
                        cl.cut("again")
                        sent += 1
                        cut_attacks[0] += 1
                        assert cl.inbox[-1] == {"t": "cut_refused", "reason": "twice"}
                        assert pc.parts == parts
                if 3 not in pc.parts and rng.random() < 0.3:
                    clients[3].cut()
            hand = net.controller.hand
            if hand is None:
                continue
            before = (id(hand), list(hand.history), list(net.controller.match.scores))
            for _ in range(4):
                if rng.random() < 0.5:
                    attacker_no += 1
                    a = net.connect(address=f"10.0.{attacker_no // 250 % 250}.{attacker_no % 250}")
                    for data in _hostile_messages(rng, clients, tokens):
                        net.session.received(a.peer, data)
                        sent += 1
                    net.session.disconnected(a.peer)
                else:
                    seat = rng.choice((0, 1, 3))
                    c = clients[seat]
                    if c.closed:    # closed for flooding, a malformed or huge message: back
                        assert c.errors[-1] in ("flood", "malformed", "too_big")
                        c = clients[seat] = net.join(token=c.token)
                        assert c.seat == seat
                    for m in _semantic_attacks(rng, c, [0, 1, 3]):
                        if m["t"] == "cut":
                            answers = len([o for o in c.inbox if o["t"] in ("cut_taken", "cut_refused")])
                            pending = dict(net.session.cuts.pending.parts) if net.session.cuts.pending else None
                            body = json.dumps(m).encode()
                            net.session.received(c.peer, HEADER.pack(len(body)) + body)
                            sent += 1
                            cut_attacks[0] += 1
                            got = [o for o in c.inbox if o["t"] in ("cut_taken", "cut_refused")]
                            if c.closed:
                                assert c.errors[-1] in ("too_big", "flood"), m
                            else:
                                # each wrong cut is answered with its reason; only a
                                # seat's first text cut of a waiting deal is taken
                                assert len(got) == answers + 1, m
                                if got[-1]["t"] == "cut_refused":
                                    after = net.session.cuts.pending
                                    assert (dict(after.parts) if after else None) in (pending, None), m
                            continue
                        n_refused = sum(1 for o in c.inbox if o["t"] == "refused")
                        net.session.received(c.peer, frame(m))
                        sent += 1
                        # a wrong action is refused with a typed reason (or, past the
                        # flood limit or malformed, the connection is closed), unless it
                        # was the seat's own legal answer to its current turn
                        if net.controller.hand is hand and hand.history == before[1]:
                            assert (sum(1 for o in c.inbox if o["t"] == "refused") == n_refused + 1
                                    or (c.closed and c.errors[-1] in ("flood", "malformed"))), m
                after = (id(net.controller.hand), list(net.controller.hand.history),
                         list(net.controller.match.scores))
                if after[0] != before[0]:
                    # a new deal: only once the last hand was over (the cuts were in)
                    assert hand.over
                    break
                if after[1] != before[1]:
                    # only a person's own legal action on their turn may move the hand
                    assert len(after[1]) == len(before[1]) + 1
                    break
        for code, n in net.session.closed_for.items():
            closed[code] = closed.get(code, 0) + n
        for cl in net.clients.values():      # (a seat's own cut after an attack's: twice)
            for o in cl.inbox:
                if o["t"] == "cut_refused":
                    refusals[o["reason"]] = refusals.get(o["reason"], 0) + 1
        assert net.controller.match.over
        matches += 1
    assert sent >= 10_000
    for code in (ErrorCode.MALFORMED, ErrorCode.TOO_BIG, ErrorCode.FLOOD, ErrorCode.WRONG_CODE,
                 ErrorCode.BAD_TOKEN, ErrorCode.NOT_JOINED):
        assert closed.get(code, 0) > 0, code
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    # the cuts: huge, not text, repeated, for another seat, out of time, not seated
    assert cut_attacks[0] > 300, cut_attacks
    for reason in ("too_long", "not_text", "twice", "not_your_seat", "not_now", "not_seated"):
        assert refusals.get(reason, 0) > 0, (reason, refusals)
    assert closed.get(ErrorCode.TOO_BIG, 0) > 0


def test_a_wrong_code_over_and_over_closes_the_connection_and_locks_the_address_out(app):
    net = FakeNet(table_config(people=(0,), target=4))
    c = net.connect(address="10.1.1.1")
    for _ in range(3):
        c.send(msg.hello("ZZZ-ZZZ", "x"))
    assert c.errors == ["wrong_code"] * 3 and c.closed
    for _ in range(WRONG_CODES_PER_ADDRESS):
        d = net.connect(address="10.1.1.1")
        d.send(msg.hello("ZZZ-ZZZ", "x"))
    right = net.connect(address="10.1.1.1")
    right.send(msg.hello("ABC-DEF", "x"))
    assert right.errors == ["locked_out"] and right.seat is None
    net.now += 61
    again = net.connect(address="10.1.1.1")
    again.send(msg.hello("ABC-DEF", "x"))
    assert again.seat == 0


def test_another_protocol_version_is_told_in_plain_words(app):
    net = FakeNet(table_config(people=(0,), target=4))
    c = net.connect()
    c.send(msg.hello("ABCDEF", "x", protocol=99))
    err = c.inbox[-1]
    assert err["t"] == "error" and err["code"] == "version" and "version" in err["text"]
    assert c.closed and c.seat is None and not net.controller.present


def test_actions_out_of_turn_or_for_another_seat_are_refused_with_the_engines_reason(app):
    net = FakeNet(table_config(people=(0, 1, 2, 3), target=4))
    clients = {s: net.join(seat=s) for s in range(4)}
    for c in clients.values():
        c.auto = False
    net.controller.new_match()
    net.run(lambda: any(c.turn is not None for c in clients.values()))
    seat = next(s for s, c in clients.items() if c.turn is not None)
    me, other = clients[seat], clients[(seat + 1) % 4]
    history = list(net.controller.hand.history)
    other.send(msg.act(0, Action(other.seat, ActionKind.BID, 16)))
    assert other.inbox[-1]["t"] == "refused"
    assert other.inbox[-1]["refusal"]["code"] == "not_your_turn"
    me.send(msg.act(me.turn["at"], Action(other.seat, ActionKind.BID, 16)))
    assert me.inbox[-1]["refusal"]["code"] == "not_your_decision"
    me.send(msg.act(me.turn["at"], Action(me.seat, ActionKind.BID, 99)))
    assert me.inbox[-1]["t"] == "refused" and me.inbox[-1]["refusal"]["code"].startswith("bid_")
    assert net.controller.hand.history == history
    legal = dec_view(me.turn["view"]).legal[0]
    at = me.turn["at"]
    me.send(msg.act(at, legal))
    assert net.controller.hand.history == [*history, legal]
    me.send(msg.act(at, legal))           # the same message again: a replay
    assert me.inbox[-1]["t"] == "refused"
    assert net.controller.hand.history[:len(history) + 1] == [*history, legal]


def test_the_hosts_own_person_and_remote_people_play_one_match_together(app):
    """South sits at the host's own screen, North (South's partner) and West at other
    computers, East is a computer: a doubling window of North-South waits on both
    people of the side, and whoever answers first decides."""
    cfg = table_config(people=(0, 3), target=4)
    cfg.human_seat = 2
    net = FakeNet(cfg, seed=4)
    SeatChecker(net)
    clients = {s: net.join(seat=s) for s in (0, 3)}
    c = net.controller
    rng = random.Random(4)
    local_turns = []
    both_waited = []

    def local_turn(view):
        local_turns.append(view)
        if c.person.waiting >= {0, 2}:
            both_waited.append(view)

        def act():
            if c.remote.waiting_on(2):
                acts = c.view(2).legal
                if acts:
                    assert c.human_act(rng.choice(acts)) is None
        net.later(act)

    c.sig_human_turn.connect(local_turn)
    c.new_match()
    net.run(net.over)
    assert c.match.over and len(local_turns) > 10
    assert all(any(o["t"] == "turn" for o in cl.inbox) for cl in clients.values())
    # every remote turn's view was South's partner's or West's own, and South's turns
    # were shown on the host's screen only
    assert all(o["view"]["seat"] == s for s, cl in clients.items() for o in cl.inbox
               if o["t"] in ("turn", "update"))
    told_waiting = [o["seat"] for cl in clients.values() for o in cl.inbox if o["t"] == "waiting"]
    assert 2 in told_waiting
    # North-South's doubling windows (East or West bid) waited on both of the side's people
    assert both_waited and all(v.to_act == 4 for v in both_waited)


def test_every_action_a_seat_could_send_at_its_turn_is_taken_or_refused_by_the_engine(app, monkeypatch):
    """At each of a person's turns, every kind of action with every argument the wire
    allows, for their seat and for their side: the engine refuses each one it does not
    allow (and nothing changes), with no error of any other kind.  (The limit of refused
    actions in a row, which closes a connection, is lifted for this test.)"""
    from twentynine_desktop.net import session as session_module
    monkeypatch.setattr(session_module, "REFUSALS_PER_PEER", 10**6)
    net = FakeNet(table_config(people=(0, 1, 2, 3), target=4), seed=9)
    clients = {s: net.join(seat=s) for s in range(4)}
    for c in clients.values():
        c.auto = False
    c = net.controller
    c.new_match()
    tried = 0
    for _ in range(12):                       # a dozen turns, through several phases
        net.run(lambda: any(cl.turn is not None for cl in clients.values()))
        seat = next(s for s, cl in clients.items() if cl.turn is not None)
        me = clients[seat]
        legal = set(dec_view(me.turn["view"]).legal)
        history = list(c.hand.history)
        for actor in (seat, 4 + seat % 2):
            for kind in ActionKind:
                if kind in (ActionKind.PLAY, ActionKind.TRUMP_CARD):
                    args = [None, *range(32)]
                elif kind == ActionKind.BID:
                    args = [None, *range(100)]
                elif kind == ActionKind.TRUMP:
                    args = [None, 0, 1, 2, 3]
                else:
                    args = [None]
                for arg in args:
                    action = Action(actor, kind, arg)
                    if action in legal:
                        continue
                    net.now += 0.1               # within the flood limit's rate
                    me.send(msg.act(me.turn["at"], action))
                    tried += 1
                    assert me.inbox[-1]["t"] == "refused", action
                    assert c.hand.history == history
        me.send(msg.act(me.turn["at"], sorted(legal)[0]))
        assert len(c.hand.history) == len(history) + 1 or c.hand.over or not c.hand.history
        me.turn = None
    assert tried > 2000


def test_the_host_moves_people_between_seats_before_the_first_deal_only(app):
    net = FakeNet(table_config(people=(0, 1, 3), target=4))
    a, b = net.join(seat=0, name="Asha"), net.join(seat=1, name="Bina")
    token_a = a.token
    assert net.session.move(0, 3)                 # Asha to West, beside an empty North
    assert a.seat == 3 and a.token == token_a and b.seat == 1
    rows = net.session.seat_rows()
    assert (rows[3]["name"], rows[3]["kind"]) == ("Asha", "person")
    assert rows[0]["kind"] == "computer"
    assert net.controller.present == {1, 3}
    net.controller.new_match()
    assert not net.session.move(1, 3)             # not once the cards are dealt
    net.run(net.over)
    assert {o["view"]["seat"] for o in a.inbox if o["t"] == "turn"} == {3}


def test_the_host_person_cannot_claim_the_tricks_at_a_table_with_people_elsewhere(app):
    cfg = table_config(people=(0, 3), target=4)
    cfg.human_seat = 2
    net = FakeNet(cfg)
    for s in (0, 3):
        net.join(seat=s)
    c = net.controller
    c.new_match()
    net.run(lambda: c.remote.waiting_on(2))
    history = list(c.hand.history)
    reason = c.human_claim()
    assert reason is not None and reason.code == RefusalCode.NOT_YOUR_DECISION
    assert c.hand.history == history


def test_answers_to_the_seats_own_turns_never_count_as_a_flood(app):
    """Three scripted people answering every turn at once, the clock standing still: a
    whole match with no connection closed (the flood limit counts everything else)."""
    net = FakeNet(table_config(people=(0, 1, 3), target=4), seed=12, clock=lambda: 0.0)
    clients = [net.join(seat=s) for s in (0, 1, 3)]
    net.controller.new_match()
    net.run(net.over)
    assert not any(c.closed for c in clients) and net.session.closed_for == {}
    pings = net.connect()
    for _ in range(100):
        pings.send({"t": "ping"})
    assert pings.closed and pings.errors == ["flood"]
