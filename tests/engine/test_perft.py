"""Perft: count every legal sequence of card plays (with the ask branch) from fixed
positions, and compare the engine with a deliberately naive second implementation of
the play rules written here from the text of docs/RULES.md (strings and lists only).

Besides the number of sequences, the sum over all sequences of North-South's card
points is compared, so the trick winners must agree too.
"""

from __future__ import annotations

import random

import pytest

from twentynine_desktop.engine.actions import ASK, PLAY
from twentynine_desktop.engine.cards import card_str, cards_in
from twentynine_desktop.engine.deal import random_hands
from twentynine_desktop.engine.hand import HandState
from twentynine_desktop.engine.rules import Rules

ORDER = "J9ATKQ87"          # high to low in every suit
POINTS = {"J": 3, "9": 2, "A": 1, "T": 1}


class Naive:
    """The play of the cards, straight from docs/RULES.md sections 3 and 8."""

    def __init__(self, rules, seats, hands, bidder, trump, mode, withheld, revealed, leader,
                 tricks_left, points, no_trumps, trick_no):
        self.rules = rules
        self.seats = seats            # seats in order of play, e.g. "NESW" or "NWSE", sitter-out removed
        self.hands = hands            # seat -> list of card strings in hand
        self.bidder = bidder
        self.trump = trump            # suit letter
        self.mode = mode              # "suit", "card" or "seventh"
        self.withheld = withheld      # the bidder's face-down card, or None
        self.revealed = revealed
        self.reveal_at = None         # index in the current trick where the reveal happened
        self.asker = None
        self.trick = []               # list of (seat, card)
        self.leader = leader
        self.to_act = leader
        self.tricks_left = tricks_left
        self.points = points          # {"NS": n, "EW": n}
        self.no_trumps = no_trumps
        self.trick_no = trick_no

    def clone(self):
        n = Naive.__new__(Naive)
        n.__dict__ = dict(self.__dict__)
        n.hands = {s: list(h) for s, h in self.hands.items()}
        n.trick = list(self.trick)
        n.points = dict(self.points)
        return n

    def side(self, seat):
        return "NS" if seat in "NS" else "EW"

    def moves(self):
        p = self.to_act
        hand = self.hands[p]
        if not hand:
            # "If it is the bidder's last card, it is revealed and played."
            return [("play", self.withheld)]
        if not self.trick:
            cards = hand
            if (p == self.bidder and not self.revealed and not self.no_trumps
                    and self.rules["bidder_trump_lead"] == "not_before_reveal" and self.mode != "seventh"):
                others = [c for c in hand if c[1] != self.trump]
                if others:
                    cards = others
            return [("play", c) for c in cards]
        led = self.trick[0][1][1]
        same = [c for c in hand if c[1] == led]
        if same:
            return [("play", c) for c in same]
        if self.no_trumps:
            return [("play", c) for c in hand]
        if not self.revealed:
            if self.rules["reveal"] == "first_void_must_ask":
                return [("ask", None)]
            return [("play", c) for c in hand] + [("ask", None)]
        trumps = [c for c in hand if c[1] == self.trump]
        must = (self.asker == p and self.rules["asker_must_trump"]) or self.rules["void_must_trump"]
        if trumps and must:
            return [("play", c) for c in trumps]
        return [("play", c) for c in hand]

    def reveal(self, seat):
        self.revealed = True
        self.reveal_at = len(self.trick)
        self.asker = seat
        if self.withheld is not None:
            self.hands[self.bidder].append(self.withheld)
            self.withheld = None

    def auto(self):
        """reveal = automatic: the trump shows as soon as the player to act cannot follow."""
        if (self.rules["reveal"] == "automatic" and not self.revealed and self.trick
                and not self.no_trumps):
            led = self.trick[0][1][1]
            if not any(c[1] == led for c in self.hands[self.to_act]):
                self.reveal(self.to_act)

    def do(self, move):
        kind, card = move
        p = self.to_act
        if kind == "ask":
            self.reveal(p)
            return
        if card == self.withheld and p == self.bidder:
            self.reveal(p)
        self.hands[p].remove(card)
        self.trick.append((p, card))
        if len(self.trick) < len(self.seats):
            self.to_act = self.seats[(self.seats.index(p) + 1) % len(self.seats)]
            self.auto()
            return
        winner = self.winner()
        pts = sum(POINTS.get(c[0], 0) for _, c in self.trick)
        self.tricks_left -= 1
        if self.tricks_left == 0 and self.rules["last_trick_point"]:
            pts += 1
        self.points[self.side(winner)] += pts
        self.trick = []
        self.asker = None
        self.reveal_at = None
        self.trick_no += 1
        self.leader = self.to_act = winner

    def winner(self):
        led = self.trick[0][1][1]
        best = None
        if self.revealed and not self.no_trumps and self.trump != led:
            cards = self.trick
            if self.reveal_at is not None and self.rules["trump_activation"] == "from_reveal":
                cards = self.trick[self.reveal_at:]
            trumps = [(s, c) for s, c in cards if c[1] == self.trump]
            if trumps:
                best = min(trumps, key=lambda sc: ORDER.index(sc[1][0]))
        if best is None:
            best = min([(s, c) for s, c in self.trick if c[1] == led], key=lambda sc: ORDER.index(sc[1][0]))
        return best[0]


def naive_perft(n: Naive):
    if n.tricks_left == 0:
        return 1, n.points["NS"]
    count = total = 0
    for m in n.moves():
        child = n.clone()
        child.do(m)
        c, t = naive_perft(child)
        count += c
        total += t
    return count, total


def engine_perft(st: HandState):
    if st.over:
        return 1, st.points[0]
    count = total = 0
    for a in st.legal_actions():
        if a.kind not in (PLAY, ASK):
            continue  # the optional pair and single-hand calls are not card play
        child = st.copy()
        child.apply(a, check=False)
        c, t = engine_perft(child)
        count += c
        total += t
    return count, total


def naive_from(st: HandState) -> Naive:
    step = st.step
    seats = "".join("NESW"[(st.leader + step * k) % 4] for k in range(4))
    if st.out is not None:
        seats = seats.replace("NESW"[st.out], "")
    seats = "".join(sorted(seats, key=lambda s: ("NESW".index(s) - st.leader) * step % 4))
    hands = {"NESW"[s]: [card_str(c) for c in cards_in(st.held[s])] for s in range(4)}
    return Naive(st.rules, seats, hands, "NESW"[st.bidder], "SHDC"[st.trump], st.trump_mode,
                 card_str(st.withheld) if st.withheld is not None else None, st.revealed,
                 "NESW"[st.leader], 9 - st.trick_no, {"NS": st.points[0], "EW": st.points[1]},
                 st.no_trumps, st.trick_no)


def position(seed: int, rules: Rules, after_tricks: int, avoid_single=True):
    """Play randomly (never a single hand, pair allowed) until ``after_tricks`` are done."""
    rng = random.Random(seed)
    while True:
        st = HandState(rules, rng.randrange(4), random_hands(rng))
        while not st.over and not (st.phase == "play" and len(st.tricks) == after_tricks and not st.trick):
            acts = [a for a in st.legal_actions() if not (avoid_single and a.kind == "single")]
            st.apply(rng.choice(acts))
        if not st.over:
            return st


CASES = [
    ("standard-5", {}, 5, 11),
    ("standard-6", {}, 6, 12),
    ("standard-5b", {}, 5, 13),
    ("from_reveal-5", {"trump_activation": "from_reveal"}, 5, 14),
    ("pagat-5", {"min_bid": 15, "reveal": "first_void_must_ask", "asker_must_trump": False,
                 "unrevealed_hand": "annulled", "doubling": "off"}, 5, 15),
    ("automatic-void-5", {"reveal": "automatic", "void_must_trump": True, "direction": "counterclockwise"}, 5, 16),
    ("own-card-5", {"trump_card": "own_card", "bidder_trump_lead": "not_before_reveal"}, 5, 17),
    ("seventh-6", {"seventh_card": True, "last_trick_point": True}, 6, 18),
    ("no-ask-duty-5", {"asker_must_trump": False, "trump_activation": "from_reveal"}, 5, 19),
]


@pytest.mark.parametrize("name,rules,after,seed", CASES, ids=[c[0] for c in CASES])
def test_perft_matches_naive(name, rules, after, seed):
    r = Rules(rules)
    for k in range(3):
        st = position(seed * 100 + k, r, after)
        expect = naive_perft(naive_from(st))
        got = engine_perft(st)
        assert got == expect, (name, k, got, expect)
        assert got[0] >= 1


def test_perft_hidden_trump_positions():
    """Positions where the trump is still hidden, so the ask branch is counted."""
    found = 0
    for seed in range(200):
        st = position(5000 + seed, Rules(), 5)
        if st.revealed:
            continue
        found += 1
        expect = naive_perft(naive_from(st))
        assert engine_perft(st) == expect
        if found == 4:
            break
    assert found >= 2


def test_perft_pinned_counts():
    """The worked example after trick 4 (trump revealed, pair window open, S to lead):
    pinned, so that a change of the play rules made in both places is noticed."""
    import json

    from twentynine_desktop.engine.record import load_record

    from t29_support import RECORDS
    obj = json.loads((RECORDS / "worked_example.json").read_text())
    obj["actions"] = obj["actions"][:24]
    rec = load_record(json.dumps(obj))
    st = rec.new_state()
    for a in rec.actions:
        st.apply(a)
    assert st.trick_no == 5 and st.revealed
    got = engine_perft(st)
    assert got == naive_perft(naive_from(st))
    assert got == (3972, 87960)
