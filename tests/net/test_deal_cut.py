"""In a network game every seated person's program adds its part to the deal (issue 40):
the fingerprint goes to every seat before the deal, each connected person's cut is taken
once, the host waits at most 20 s (its clock and timer are the test's), the deal is the
secret and every part in seat order, and after the hand each program checks the reveal
itself.  Every wrong cut is refused with its reason and changes nothing."""

from __future__ import annotations

import json

import pytest

from twentynine_desktop.engine.cards import step_of
from twentynine_desktop.engine.deal import CutPart, cut_bytes, deal_number_of, fingerprint
from twentynine_desktop.net import messages as msg
from twentynine_desktop.net.cuts import (
    CUT_WAIT_SECONDS,
    CutRefusal,
    PendingCut,
    Reveal,
    cut_data,
    deal_reveal,
    dec_reveal,
    enc_reveal,
)
from twentynine_desktop.net.protocol import HEADER, PROTOCOL, frame

from net_support import FakeNet, table_config


@pytest.fixture
def app(qapp):
    return qapp


# ------------------------------------------------------------------ the pure part
def test_a_cut_is_a_text_of_at_most_1024_bytes_of_utf8_taken_as_sent():
    assert cut_data("hello") == b"hello"
    assert cut_data("নমস্কার") == "নমস্কার".encode()
    assert cut_data("x" * 1024) == b"x" * 1024
    assert cut_data("x" * 1025) == CutRefusal.TOO_LONG
    assert cut_data("ন" * 400) == CutRefusal.TOO_LONG          # 400 letters, 1200 bytes
    for bad in (5, None, ["x"], {"a": 1}, True, "\ud800"):
        assert cut_data(bad) == CutRefusal.NOT_TEXT, bad


def test_the_host_waits_for_every_connected_person_at_most_20_seconds_once_ready():
    pc = PendingCut(b"\0" * 32, 1)
    assert not pc.done(100.0, [0, 1])                      # the host's side is not ready
    assert pc.offer(1, b"b") is None and pc.offer(1, b"again") == CutRefusal.TWICE
    pc.ready(10.0, (CutPart(2, b"host"),))
    assert pc.waiting_for([0, 1]) == {0} and not pc.done(29.9, [0, 1])
    assert pc.done(10.0 + CUT_WAIT_SECONDS, [0, 1])        # the time is up
    assert pc.done(11.0, [1])                              # North left: nobody else to wait for
    pc.offer(0, b"a")
    assert pc.done(10.5, [0, 1])
    assert pc.all_parts() == (CutPart(0, b"a"), CutPart(1, b"b"), CutPart(2, b"host"))


def test_a_reveal_comes_back_equal_from_the_wire_and_is_read_strictly():
    r = Reveal(3, bytes(range(16)), (CutPart(0, b"a"), CutPart(2, b"mouse 1,2 3")))
    wire = json.loads(json.dumps(enc_reveal(r)))
    assert dec_reveal(wire) == r
    for broken in ({**wire, "x": 1}, {**wire, "secret": "zz"}, {**wire, "secret": "00"},
                   {**wire, "cut": [[2, "00"], [0, "00"]]}, {**wire, "cut": [[4, "00"]]},
                   {**wire, "cut": [[0, "00"], [0, "01"]]}, {**wire, "number": -1},
                   {**wire, "cut": [[0, "00" * 1025]]}, {**wire, "cut": "0"}):
        with pytest.raises(ValueError):
            dec_reveal(broken)


def test_a_joiner_checks_a_reveal_against_what_it_saw_and_what_it_sent():
    secret = bytes(range(16))
    parts = (CutPart(0, b"north"), CutPart(1, b"mouse 5,6 700"))
    n = deal_number_of(secret, parts)
    from twentynine_desktop.engine.deal import deal_hands
    hands = deal_hands(n, 3, 1)
    played = [(0, hands[0][0]), (2, hands[2][3])]
    shown = fingerprint(secret)
    r = Reveal(1, secret, parts)
    good = deal_reveal(r, shown, shown, n, 3, 1, 1, hands[1], played, b"mouse 5,6 700")
    assert good.ok and good.own_cut_included and good.fingerprint_seen
    # a host that changed the secret, left the seat's cut out, or dealt other cards
    other = Reveal(1, bytes(16), parts)
    assert not deal_reveal(other, shown, shown, n, 3, 1, 1, hands[1], played, None).fingerprint_matches
    left_out = Reveal(1, secret, parts[:1])
    got = deal_reveal(left_out, shown, shown, n, 3, 1, 1, hands[1], played, b"mouse 5,6 700")
    assert not got.ok and got.own_cut_included is False and not got.deal_number_matches
    swapped = deal_reveal(r, shown, shown, n, 3, 1, 1, hands[2], played, None)
    assert not swapped.own_cards_match and not swapped.ok
    wrong_play = deal_reveal(r, shown, shown, n, 3, 1, 1, hands[1], [(0, hands[1][0])], None)
    assert not wrong_play.played_cards_match and not wrong_play.ok


# ------------------------------------------------------------------ the host and its seats
def _people_match(people=(0, 1, 3), seed=1, **kw):
    net = FakeNet(table_config(people=people, target=4, **kw), seed=seed)
    clients = {s: net.join(seat=s, name=f"P{s}") for s in people}
    return net, clients


def _check_every_hand(net, clients) -> int:
    """Every client checks every revealed hand as a joining program does."""
    checked = 0
    step = step_of(net.controller.config.rules.direction)
    for seat, c in clients.items():
        shown = {o["number"]: bytes.fromhex(o["fingerprint"]) for o in c.inbox if o["t"] == "fingerprint"}
        overs = {o["number"]: o for o in c.inbox if o["t"] == "hand_over"}
        for o in c.inbox:
            if o["t"] != "reveal":
                continue
            r = dec_reveal(o)
            h = net.controller.match.hands_played[r.number - 1]
            over = overs[r.number]
            played = [(s, card) for t in h.result.tricks for s, card in t.cards]
            own = next(p.data for p in h.cut if p.seat == seat) if any(p.seat == seat for p in h.cut) else None
            got = deal_reveal(r, shown.get(r.number), None, over["deal_number"], over["dealer"], step,
                              seat, h.record.hands[seat], played, own)
            assert got.ok, (seat, r.number, got)
            checked += 1
    return checked


def test_every_seat_is_shown_the_fingerprint_first_and_the_deal_is_made_of_every_cut(app):
    net, clients = _people_match()
    net.session.start_match()
    net.run(net.over)
    m = net.controller.match
    assert len(m.hands_played) >= 2
    for h in m.hands_played:
        # each person's part, in seat order; the computer (South) adds nothing
        assert [p.seat for p in h.cut] == [0, 1, 3]
        texts = {s: c.cuts for s, c in clients.items()}
        assert all(p.data.decode() in texts[p.seat] for p in h.cut)
        assert h.deal_number == deal_number_of(h.secret, h.cut)
        assert cut_bytes(h.cut).startswith(b"\x00")
    for c in clients.values():
        kinds = [o["t"] for o in c.inbox]
        # the fingerprint of hand n before its first update, its reveal after its hand_over
        assert kinds.index("fingerprint") < kinds.index("update")
        fps = [o for o in c.inbox if o["t"] == "fingerprint"]
        assert [o["number"] for o in fps] == list(range(1, len(m.hands_played) + 1))
        for o, h in zip(fps, m.hands_played, strict=True):
            assert bytes.fromhex(o["fingerprint"]) == h.shown == fingerprint(h.secret)
        assert kinds.count("cut_taken") == len(m.hands_played)
        assert kinds.count("reveal") == len(m.hands_played)
    assert _check_every_hand(net, clients) == 3 * len(m.hands_played)


def test_the_host_waits_at_most_20_seconds_for_a_cut_then_deals_without_it(app):
    net, clients = _people_match(people=(0, 1))
    slow = clients[1]
    slow.auto_cut = False
    net.session.start_match()
    net.run(lambda: 0 in net.session.cuts.pending.parts)          # North cut at once
    for _ in range(30):                                      # not dealt before the time is up
        net.step()
        net.now += 0.5
    assert net.controller.hand is None and net.session.cuts.pending is not None
    net.now += CUT_WAIT_SECONDS
    net.run(lambda: net.controller.hand is not None)
    h_cut = net.controller.match.current_cut
    assert [p.seat for p in h_cut] == [0]                    # East's part is not in it
    slow.cut("too late")
    assert slow.inbox[-1] == {"t": "cut_refused", "reason": "not_now"}
    assert net.controller.match.current_cut == h_cut


def test_a_person_who_leaves_is_not_waited_for_and_one_who_comes_back_is_shown_the_fingerprint(app):
    net, clients = _people_match(people=(0, 1))
    for c in clients.values():
        c.auto_cut = False
    net.session.start_match()
    net.step()
    assert net.controller.hand is None
    net.drop(clients[1])
    back = net.join(token=clients[1].token)
    back.auto_cut = False
    assert back.inbox[-1]["t"] == "fingerprint" and back.inbox[-1]["number"] == 1
    net.drop(back)
    clients[0].cut("north")
    net.run(lambda: net.controller.hand is not None)        # nobody else to wait for
    assert [p.seat for p in net.controller.match.current_cut] == [0]


def test_every_wrong_cut_is_refused_with_its_reason_and_changes_nothing(app):
    net, clients = _people_match(people=(0, 1))
    for c in clients.values():
        c.auto_cut = False
    north = clients[0]
    stranger = net.connect()

    def answer(c, message) -> dict:
        c.send(message)
        return c.inbox[-1]

    assert answer(north, msg.cut("early")) == {"t": "cut_refused", "reason": "not_now"}
    net.session.start_match()
    assert answer(stranger, msg.cut("x")) == {"t": "cut_refused", "reason": "not_seated"}
    assert answer(north, {"t": "cut", "text": "x", "seat": 1}) == {"t": "cut_refused", "reason": "not_your_seat"}
    assert answer(north, msg.cut("x" * 1025))["reason"] == "too_long"
    for bad in (17, None, ["x"], {"x": 1}):
        assert answer(north, {"t": "cut", "text": bad})["reason"] == "not_text"
    body = b'{"t":"cut","text":"\\ud800"}'
    north.send_bytes(HEADER.pack(len(body)) + body)
    assert north.inbox[-1]["reason"] == "not_text"
    assert net.session.cuts.pending.parts == {}
    assert answer(north, msg.cut("north")) == {"t": "cut_taken"}
    assert answer(north, msg.cut("again")) == {"t": "cut_refused", "reason": "twice"}
    assert net.session.cuts.pending.parts == {0: b"north"}
    north.send_bytes(frame({"t": "cut", "text": "x", "extra": 1}))   # unknown field: closed
    assert north.closed and north.errors[-1] == "malformed"
    huge = json.dumps({"t": "cut", "text": "x" * 5000}).encode()
    east = clients[1]
    east.send_bytes(HEADER.pack(len(huge)) + huge)                   # over 4 KB: closed
    assert east.closed and east.errors[-1] == "too_big"
    # both people gone: nobody is waited for, and the deal has North's one part
    assert net.session.cuts.pending is None
    assert net.controller.match.current_cut == (CutPart(0, b"north"),)
    assert not stranger.closed


def test_a_program_of_protocol_1_is_told_the_versions_differ(app):
    assert PROTOCOL == 2
    net = FakeNet(table_config(people=(0,), target=4))
    c = net.connect()
    c.send(msg.hello("ABCDEF", "old", protocol=1))
    assert c.errors == ["version"] and "versions" in c.inbox[-1]["text"]


def test_the_hosts_own_person_cuts_as_in_solo_and_computers_add_nothing(app):
    cfg = table_config(people=(0,), target=4)
    cfg.human_seat = 2
    net = FakeNet(cfg, seed=5)
    north = net.join(seat=0)
    c = net.controller
    c.auto_continue = False
    net.session.start_match(host_cut=(CutPart(2, b"mouse 10,20 300"),))
    net.run(lambda: c.hand is not None)
    assert c.match.current_cut == (CutPart(0, north.cuts[0].encode()), CutPart(2, b"mouse 10,20 300"))
    # East and West are computers: no part of theirs, and the deal is not waited on them
    assert {p.seat for p in c.match.current_cut} == {0, 2}
