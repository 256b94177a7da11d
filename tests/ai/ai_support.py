"""Helpers for the computer-player tests: scripted positions and hidden-information
permutations."""

from __future__ import annotations

import random

from twentynine_desktop.engine.actions import TRUMP, TRUMP_CARD, Action
from twentynine_desktop.engine.cards import parse_card
from twentynine_desktop.engine.hand import HandState, IllegalActionError
from twentynine_desktop.engine.view import player_view


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def replay(rules, dealer, hands, history) -> HandState:
    st = HandState(rules, dealer, hands)
    for a in history:
        st.apply(a)
    return st


def hidden_slots(st: HandState, seat: int) -> list[tuple[int, int]]:
    """(seat, position) of every dealt card ``seat`` cannot see."""
    played = set()
    for t in st.tricks:
        played.update(c for _, c in t.cards)
    played.update(c for _, c in st.trick)
    slots = []
    b = st.bidder
    face_down = None  # (seat, position) of the bidder's face-down card, if any
    if b is not None and st.trump_mode in ("card", "seventh"):
        for a in st.history:
            if a.kind == "trump_card":
                face_down = (b, st.hands_dealt[b].index(a.arg))
        if st.trump_mode == "seventh":
            face_down = (b, 6)
    for s in range(4):
        for i, c in enumerate(st.hands_dealt[s]):
            if c in played:
                continue
            if s == seat:
                # own cards not dealt yet, and an own seventh card still face down
                if i >= st.dealt or (st.trump_mode == "seventh" and s == b and i == 6
                                     and st.withheld is not None):
                    slots.append((s, i))
                continue
            if face_down == (s, i) and st.revealed:
                continue  # turned up for everyone at the reveal
            slots.append((s, i))
    return slots


def permute_hidden(st: HandState, seat: int, rng: random.Random, swaps: int = 3,
                   change_trump: bool = True):
    """A state that differs from ``st`` only in what ``seat`` cannot see, built
    independently of the AI's own sampler: random swaps of hidden cards (and of the
    hidden trump suit), kept only if the same public history replays legally.
    Returns None if no such state was found."""
    slots = hidden_slots(st, seat)
    if len(slots) < 2:
        return None
    b = st.bidder
    trump_known = st.revealed or seat == b
    for _ in range(200):
        hands = [list(h) for h in st.hands_dealt]
        for _ in range(swaps):
            (s1, i1), (s2, i2) = rng.sample(slots, 2)
            hands[s1][i1], hands[s2][i2] = hands[s2][i2], hands[s1][i1]
        hist = []
        for a in st.history:
            if a.kind == TRUMP_CARD:
                pos = st.hands_dealt[a.actor].index(a.arg)
                a = Action(a.actor, TRUMP_CARD, hands[a.actor][pos])
            elif a.kind == TRUMP and change_trump and not trump_known:
                a = Action(a.actor, TRUMP, rng.randrange(4))
            hist.append(a)
        if hands == st.hands_dealt and hist == st.history:
            continue
        try:
            new = replay(st.rules, st.dealer, hands, hist)
        except IllegalActionError:
            continue
        if new.phase != st.phase:
            continue
        return new
    return None


def view_fields(view) -> dict:
    import dataclasses
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}


def decision_states(rules, dealer, hands, players):
    """Play a hand with ``players`` and yield (state copy, seat to decide) before every
    decision."""
    st = HandState(rules, dealer, hands)
    while not st.over:
        ta = st.to_act
        seat = ta - 4 if ta >= 4 else ta
        yield st.copy(), seat
        st.apply(players[seat].decide(player_view(st, seat)))
