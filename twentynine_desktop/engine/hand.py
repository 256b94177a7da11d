"""The state of one hand of Twenty-Nine, from the first deal to the score.

``HandState`` is the single source of legality: ``legal_actions()`` lists every legal
next action (of whoever may act), ``why_illegal(action)`` says in plain words why an
action is not legal, and ``apply(action)`` carries one out and returns the events a
screen can animate.  Every house rule of ``rules.py`` is honoured here.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .actions import (
    ASK,
    BID,
    DOUBLE,
    PAIR,
    PASS,
    PLAY,
    REDOUBLE,
    SET,
    SEVENTH,
    SINGLE,
    TRUMP,
    TRUMP_CARD,
    Action,
    actor_str,
)
from .auction import OpenAuction, new_auction
from .cards import (
    CARD_POINTS,
    KING,
    POINT_MASK,
    QUEEN,
    SEATS,
    SIDES,
    SUIT_MASKS,
    card_str,
    cards_in,
)
from .rules import Rules

# Phases
AUCTION = "auction"
TRUMP_CHOICE = "trump"
DOUBLING = "doubling"
PLAYING = "play"
DONE = "done"


class IllegalActionError(ValueError):
    """An action that the rules do not allow now.  The message says why."""


class Event(NamedTuple):
    kind: str
    actor: int | None = None
    data: object = None


class Trick(NamedTuple):
    leader: int
    cards: tuple[tuple[int, int], ...]  # (seat, card) in the order played
    winner: int
    points: int


def _high(cards: list[tuple[int, int]]) -> tuple[int, int]:
    """The (seat, card) with the best rank (lowest rank index)."""
    best = cards[0]
    for sc in cards[1:]:
        if (sc[1] & 7) < (best[1] & 7):
            best = sc
    return best


class HandState:
    """One hand.  Create with the rules, the dealer and each seat's eight cards in the
    order dealt (the first four are the first deal)."""

    def __init__(self, rules: Rules, dealer: int, hands: list[list[int]]):
        self.rules = rules
        self.dealer = dealer
        self.hands_dealt = [list(h) for h in hands]
        self.step = 1 if rules.direction == "clockwise" else 3
        self.first = (dealer + self.step) % 4
        self.min_bid = rules.min_bid
        self.max_bid = rules.max_bid
        self.held = [0, 0, 0, 0]
        for s in range(4):
            for c in hands[s][:4]:
                self.held[s] |= 1 << c
        self.dealt = 4
        self.history: list[Action] = []
        self.phase = AUCTION
        self.annulled = False
        self.annul_reason: str | None = None
        self.auction = new_auction(rules, dealer)
        self.bidder: int | None = None
        self.bid: int | None = None
        self.target: int | None = None
        self.trump: int | None = None
        self.trump_mode: str | None = None  # "suit", "card", "seventh"
        self.withheld: int | None = None  # the bidder's face-down card, out of the hand
        self.revealed = False
        self.revealed_in_trick: int | None = None
        self.reveal_pos = 0
        self.asker: int | None = None  # who revealed in the current trick
        self.turned_card: int | None = None  # own/seventh card turned up at the reveal
        self.multiplier = 1
        self.doubles: list[str] = []  # "double", "redouble", "set" as called
        self.window: str | None = None  # which doubling window is open
        self.window_side: int | None = None
        self.doubling_done = False
        self.single: int | None = None  # declarer of a single hand
        self.out: int | None = None  # the seat sitting out in a single hand
        self.no_trumps = False  # all_tricks single hand: played without trumps
        self.leader = self.first
        self.trick: list[tuple[int, int]] = []
        self.trick_no = 1
        self.tricks: list[Trick] = []
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.pair: tuple[int, int] | None = None  # (seat, after_trick)
        self.pair_side: int | None = None  # side that may show the pair now
        self.to_act: int | None = self.first
        self.result: dict[str, Any] | None = None  # the hand's result, as in a hand record
        if rules.bangladesh_redeals:
            for s in (self.first, (self.first + self.step) % 4):
                if not (self.held[s] & POINT_MASK):
                    self._annul(f"{SEATS[s]} has no point card in the first four cards "
                                f"(house rule bangladesh_redeals)")
                    break

    # ------------------------------------------------------------------ helpers
    def next_seat(self, seat: int) -> int:
        q = (seat + self.step) % 4
        if q == self.out:
            q = (q + self.step) % 4
        return q

    @property
    def over(self) -> bool:
        return self.phase == DONE

    @property
    def bidding_side(self) -> int | None:
        return None if self.bidder is None else self.bidder & 1

    def active_seats(self) -> int:
        return 3 if self.out is not None else 4

    def led_suit(self) -> int | None:
        return (self.trick[0][1] >> 3) if self.trick else None

    def trumps_in_play(self) -> bool:
        return self.trump is not None and not self.no_trumps

    def can_follow(self, seat: int) -> bool:
        return bool(self.held[seat] & SUIT_MASKS[self.trick[0][1] >> 3])

    def copy(self) -> HandState:
        new = HandState.__new__(HandState)
        new.__dict__.update(self.__dict__)
        new.hands_dealt = self.hands_dealt
        new.held = list(self.held)
        new.history = list(self.history)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.points = list(self.points)
        new.tricks_won = list(self.tricks_won)
        new.doubles = list(self.doubles)
        a = self.auction
        na = a.__class__.__new__(a.__class__)
        for slot in a.__slots__:
            setattr(na, slot, getattr(a, slot))
        if isinstance(na, OpenAuction):
            na.passed = list(na.passed)
        else:
            na.queue = list(na.queue)
        new.auction = na
        return new

    # ------------------------------------------------------------------ legality
    def legal_actions(self) -> list[Action]:
        """Every legal next action, of whoever may act now."""
        ph = self.phase
        if ph == PLAYING:
            p = self.to_act
            assert p is not None  # a seat is to play
            acts = self._legal_plays(p)
            if self.pair_side is not None:
                acts = self._legal_pairs() + acts
            if self.trick_no == 1 and not self.trick and self.single is None:
                acts = self._legal_singles() + acts
            return acts
        if ph == AUCTION:
            return self.auction.legal()
        if ph == TRUMP_CHOICE:
            return self._legal_trumps()
        if ph == DOUBLING:
            window, window_side = self.window, self.window_side
            assert window is not None and window_side is not None  # a window is open
            side = 4 + window_side
            return [Action(side, window, None), Action(side, PASS, None)]
        return []

    def _legal_trumps(self) -> list[Action]:
        b = self.bidder
        assert b is not None  # the auction has been won
        r = self.rules
        if r.trump_card == "own_card":
            acts = [Action(b, TRUMP_CARD, c) for c in cards_in(self.held[b])]
        else:
            acts = [Action(b, TRUMP, s) for s in range(4)]
        if r.seventh_card:
            acts.append(Action(b, SEVENTH, None))
        return acts

    def _play_mask(self, p: int) -> int:
        """The mask of cards ``p`` may play now, ignoring asking (0 = must ask)."""
        held = self.held[p]
        if not held:
            # only the face-down card is left: it is revealed and played
            return (1 << self.withheld) if (self.withheld is not None and p == self.bidder) else 0
        trick = self.trick
        trump = self.trump
        if not trick:
            if (p == self.bidder and not self.revealed and trump is not None
                    and self.rules.bidder_trump_lead == "not_before_reveal"
                    and self.trump_mode != "seventh" and not self.no_trumps):
                non_trump = held & ~SUIT_MASKS[trump]
                if non_trump:
                    return non_trump
            return held
        led = trick[0][1] >> 3
        follow = held & SUIT_MASKS[led]
        if follow:
            return follow
        if self.no_trumps or trump is None:
            return held
        if not self.revealed:
            if self.rules.reveal == "first_void_must_ask":
                return 0
            return held
        trumps = held & SUIT_MASKS[trump]
        if trumps and ((self.asker == p and self.rules.asker_must_trump) or self.rules.void_must_trump):
            return trumps
        return held

    def _legal_plays(self, p: int) -> list[Action]:
        mask = self._play_mask(p)
        acts = []
        while mask:
            low = mask & -mask
            acts.append(Action(p, PLAY, low.bit_length() - 1))
            mask ^= low
        if self._may_ask(p):
            acts.append(Action(p, ASK, None))
        return acts

    def _may_ask(self, p: int) -> bool:
        if (self.revealed or not self.trick or self.no_trumps or self.trump is None
                or self.rules.reveal == "automatic"):
            return False
        if not self.held[p]:
            return False  # the face-down card is simply played
        return not (self.held[p] & SUIT_MASKS[self.trick[0][1] >> 3])

    def _pair_ok(self, s: int) -> bool:
        r = self.rules
        if self.pair is not None or not self.revealed or self.no_trumps or s == self.out:
            return False
        t, bid = self.trump, self.bid
        assert t is not None and bid is not None  # revealed: a contract with a trump
        kq = (1 << (t * 8 + KING)) | (1 << (t * 8 + QUEEN))
        if self.held[s] & kq != kq:
            return False
        if r.pair == "bangladesh" and (s & 1) == self.bidding_side and bid <= 18:
            return False
        if r.pair == "lucknow":
            last = self.tricks[-1]
            led = last.cards[0][1] >> 3
            won_card = next(c for seat, c in last.cards if seat == last.winner)
            if led == t or (won_card >> 3) != t:
                return False
        return True

    def _legal_pairs(self) -> list[Action]:
        if self.rules.pair == "off":
            return []
        side = self.pair_side
        assert side is not None  # called only while a side may show the pair
        return [Action(s, PAIR, None) for s in (side, side + 2) if self._pair_ok(s)]

    def _legal_singles(self) -> list[Action]:
        mode = self.rules.single_hand
        if mode == "off":
            return []
        if mode == "bidder_alone":
            assert self.bidder is not None  # the play has begun
            return [Action(self.bidder, SINGLE, None)]
        return [Action(s, SINGLE, None) for s in range(4)]

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, a: Action) -> str | None:
        """None if ``a`` is legal now, else a plain-language reason."""
        if a in self.legal_actions():
            return None
        return self._explain(a)

    def _explain(self, a: Action) -> str:
        from .explain import explain
        return explain(self, a)

    # ------------------------------------------------------------------ applying
    def apply(self, a: Action, check: bool = True) -> list[Event]:
        """Carry out ``a`` and return its events.  Raises IllegalActionError."""
        if check and a not in self.legal_actions():
            raise IllegalActionError(self._explain(a))
        self.history.append(a)
        kind = a.kind
        ev: list[Event] = []
        if kind == PLAY:
            card = a.arg
            assert card is not None  # a legal play names its card
            self._play(a.actor, card, ev)
        elif kind == ASK:
            ev.append(Event("ask", a.actor))
            self._reveal(a.actor, ev)
        elif kind in (BID, PASS) and self.phase == AUCTION:
            ev.append(Event(kind, a.actor, a.arg))
            self.auction.apply(a)
            if self.auction.over:
                self._end_auction(ev)
            else:
                self.to_act = self.auction.turn
        elif kind in (TRUMP, TRUMP_CARD, SEVENTH):
            self._choose_trump(a, ev)
        elif self.phase == DOUBLING:
            self._doubling(a, ev)
        elif kind == PAIR:
            self._show_pair(a.actor, ev)
        elif kind == SINGLE:
            self._declare_single(a.actor, ev)
        return ev

    def _annul(self, reason: str, ev: list[Event] | None = None) -> None:
        self.annulled = True
        self.annul_reason = reason
        self.phase = DONE
        self.to_act = None
        self.result = self._make_result()
        if ev is not None:
            ev.append(Event("annulled", None, reason))
            ev.append(Event("hand_over", None, self.result))

    def _end_auction(self, ev: list[Event]) -> None:
        au = self.auction
        if au.all_passed:
            self._annul("all four players passed (house rule all_pass is redeal)", ev)
            return
        self.bidder = au.holder
        self.bid = au.bid
        self.target = au.bid
        if self.rules.gorakhpur and self.bid >= 21:
            self.multiplier = 2
        ev.append(Event("auction_won", self.bidder, self.bid))
        self.phase = TRUMP_CHOICE
        self.to_act = self.bidder

    def _choose_trump(self, a: Action, ev: list[Event]) -> None:
        b = self.bidder
        assert b is not None  # the auction has been won
        if a.kind == TRUMP:
            self.trump = a.arg
            self.trump_mode = "suit"
        elif a.kind == TRUMP_CARD:
            card = a.arg
            assert card is not None  # a legal choice names its card
            self.trump = card >> 3
            self.trump_mode = "card"
            self.withheld = card
            self.held[b] &= ~(1 << card)
        else:
            self.trump_mode = "seventh"
            seventh = self.hands_dealt[b][6]
            self.trump = seventh >> 3
        ev.append(Event("trump_set", b, self.trump_mode))
        if self.rules.doubling != "off" and self.rules.doubling_time == "before_second_deal":
            self._open_window(DOUBLE, ev)
        else:
            self._second_deal(ev)

    def _open_window(self, window: str, ev: list[Event]) -> None:
        self.phase = DOUBLING
        self.window = window
        assert self.bidder is not None  # the auction has been won
        side = (self.bidder & 1) if window == REDOUBLE else (self.bidder & 1) ^ 1
        self.window_side = side
        self.to_act = 4 + side
        ev.append(Event("window", 4 + side, window))

    def _doubling(self, a: Action, ev: list[Event]) -> None:
        if a.kind == PASS:
            assert self.window is not None  # a window is open
            ev.append(Event("no_" + self.window, a.actor))
            self._close_doubling(ev)
            return
        kind = a.kind
        self.doubles.append(kind)
        ev.append(Event(kind, a.actor))
        if kind == DOUBLE:
            self.multiplier *= 2
            if self.multiplier >= 4:  # Gorakhpur: 4 is the most a hand is worth
                self._close_doubling(ev)
            else:
                self._open_window(REDOUBLE, ev)
        elif kind == REDOUBLE:
            self.multiplier *= 2
            if self.rules.doubling == "with_set":
                self._open_window(SET, ev)
            else:
                self._close_doubling(ev)
        else:
            self._close_doubling(ev)

    def _close_doubling(self, ev: list[Event]) -> None:
        self.window = None
        self.window_side = None
        self.doubling_done = True
        if self.dealt == 4:
            self._second_deal(ev)
        else:
            self._start_play(ev)

    def _second_deal(self, ev: list[Event]) -> None:
        for s in range(4):
            for c in self.hands_dealt[s][4:]:
                self.held[s] |= 1 << c
        self.dealt = 8
        b = self.bidder
        assert b is not None  # the auction has been won
        ev.append(Event("dealt", None, 8))
        if self.trump_mode == "seventh":
            c = self.hands_dealt[b][6]
            self.withheld = c
            self.held[b] &= ~(1 << c)
            if self.rules.bangladesh_redeals and CARD_POINTS[c]:
                others = [x for x in self.hands_dealt[b] if x != c and (x >> 3) == (c >> 3) and CARD_POINTS[x]]
                if not others:
                    self._annul("the seventh-card trump is the bidder's only point card of its suit "
                                "(house rule bangladesh_redeals)", ev)
                    return
        if (self.rules.doubling != "off" and self.rules.doubling_time == "after_deal"
                and not self.doubling_done):
            self._open_window(DOUBLE, ev)
        else:
            self._start_play(ev)

    def _start_play(self, ev: list[Event]) -> None:
        self.phase = PLAYING
        self.leader = self.first
        self.to_act = self.first
        ev.append(Event("play_start", self.first))

    def _declare_single(self, s: int, ev: list[Event]) -> None:
        self.single = s
        self.out = s ^ 2
        if self.rules.single_hand == "all_tricks":
            self.no_trumps = True
            if self.withheld is not None:  # no trumps: the face-down card is an ordinary card
                assert self.bidder is not None  # the bidder set it face down
                self.held[self.bidder] |= 1 << self.withheld
                self.withheld = None
            self.leader = s
        elif self.leader == self.out:
            self.leader = self.next_seat(self.out)
        self.to_act = self.leader
        ev.append(Event("single", s, self.rules.single_hand))

    def _show_pair(self, s: int, ev: list[Event]) -> None:
        self.pair = (s, len(self.tricks))
        self.pair_side = None
        target = self.target
        assert target is not None  # a contract is being played
        if (s & 1) == self.bidding_side:
            self.target = max(target - 4, self.min_bid)
        else:
            self.target = min(target + 4, self.max_bid)
        ev.append(Event("pair", s, self.target))

    def _reveal(self, asker: int, ev: list[Event]) -> None:
        self.revealed = True
        self.revealed_in_trick = self.trick_no
        self.reveal_pos = len(self.trick)
        self.asker = asker
        joined = self.withheld
        self.turned_card = joined  # the face-down card turned up for everyone to see
        if joined is not None:
            assert self.bidder is not None  # the bidder set it face down
            self.held[self.bidder] |= 1 << joined
            self.withheld = None
        ev.append(Event("reveal", asker, (self.trump, joined)))

    def _maybe_auto_reveal(self, p: int, ev: list[Event]) -> None:
        if (self.rules.reveal == "automatic" and not self.revealed and self.trick
                and not self.no_trumps and self.trump is not None
                and not (self.held[p] & SUIT_MASKS[self.trick[0][1] >> 3])):
            self._reveal(p, ev)

    def _play(self, p: int, c: int, ev: list[Event]) -> None:
        self.pair_side = None
        if c == self.withheld and p == self.bidder:
            # the bidder's last card is the face-down trump: revealed and played
            if not self.revealed:
                self._reveal(p, ev)
            else:
                self.held[p] |= 1 << c
                self.withheld = None
        self.held[p] &= ~(1 << c)
        self.trick.append((p, c))
        ev.append(Event("play", p, c))
        if len(self.trick) < self.active_seats():
            q = self.next_seat(p)
            self.to_act = q
            self._maybe_auto_reveal(q, ev)
            return
        self._finish_trick(ev)

    def trick_winner(self, trick: list[tuple[int, int]] | None = None) -> tuple[int, int]:
        """(seat, card) currently winning ``trick`` (default: the trick in progress)."""
        trick = self.trick if trick is None else trick
        led = trick[0][1] >> 3
        t = self.trump
        if self.revealed and not self.no_trumps and t is not None and t != led:
            if self.revealed_in_trick == self.trick_no and self.rules.trump_activation == "from_reveal":
                trumps = [sc for i, sc in enumerate(trick) if i >= self.reveal_pos and (sc[1] >> 3) == t]
            else:
                trumps = [sc for sc in trick if (sc[1] >> 3) == t]
            if trumps:
                return _high(trumps)
        return _high([sc for sc in trick if (sc[1] >> 3) == led])

    def _finish_trick(self, ev: list[Event]) -> None:
        winner, _ = self.trick_winner()
        pts = 0
        for _, c in self.trick:
            pts += CARD_POINTS[c]
        if self.trick_no == 8 and self.rules.last_trick_point:
            pts += 1
        side = winner & 1
        self.points[side] += pts
        self.tricks_won[side] += 1
        t = Trick(self.leader, tuple(self.trick), winner, pts)
        self.tricks.append(t)
        ev.append(Event("trick", winner, t))
        self.trick = []
        self.asker = None
        self.trick_no += 1
        if self.trick_no > 8:
            self._finish_hand(ev)
            return
        self.leader = winner
        self.to_act = winner
        if self.rules.pair != "off" and self.pair is None and self.revealed:
            self.pair_side = side

    def _finish_hand(self, ev: list[Event]) -> None:
        self.phase = DONE
        self.to_act = None
        if (not self.revealed and not self.no_trumps and self.rules.unrevealed_hand == "annulled"):
            self._annul("the trump was never revealed (house rule unrevealed_hand is annulled)", ev)
            return
        self.result = self._make_result()
        ev.append(Event("hand_over", None, self.result))

    # ------------------------------------------------------------------ scoring
    def hand_value(self) -> int | str:
        """Game points at stake: 1, 2 or 4, the single-hand value, or "set"."""
        if self.single is not None:
            value: int = self.rules.single_hand_value
            return value
        if SET in self.doubles:
            return "set"
        return self.multiplier

    def made(self) -> bool | None:
        if self.phase != DONE or self.annulled:
            return None
        if self.no_trumps:
            single = self.single
            assert single is not None  # only a single hand is played without trumps
            return self.tricks_won[single & 1] == 8 and all(t.winner == single for t in self.tricks)
        assert self.bidder is not None and self.target is not None  # a contract was played
        return self.points[self.bidder & 1] >= self.target

    def game_points(self, final_points: list[int] | None = None) -> dict[str, int]:
        """Game points of the finished hand.  ``final_points`` ([NS, EW] card points)
        scores a trump contract whose last tricks were worked out rather than played
        (the search players' endgame solver): the hand need not be finished then."""
        gp = {"NS": 0, "EW": 0}
        made: bool | None
        if final_points is not None and not self.annulled and not self.no_trumps:
            assert self.bidder is not None and self.target is not None  # a contract is played
            made = final_points[self.bidder & 1] >= self.target
        else:
            made = self.made()
        if made is None:
            return gp
        declarer = self.single if self.no_trumps else self.bidder
        assert declarer is not None  # made is known: a contract or a single hand was played
        side = declarer & 1
        value = self.hand_value()
        if isinstance(value, str):  # "set": the match is staked
            value = self.rules.match_to * 2
        gp[SIDES[side]] = value if made else -value
        return gp

    def _make_result(self) -> dict[str, Any]:
        out = {
            "status": "annulled" if self.annulled else "complete",
            "bidder": SEATS[self.bidder] if self.bidder is not None else None,
            "bid": self.bid,
            "target": self.target,
            "trump": "SHDC"[self.trump] if (self.trump is not None and self.bid is not None and self.trump_mode) else None,
            "revealed_in_trick": self.revealed_in_trick,
            "multiplier": self.hand_value() if self.single is None else 1,
            "pair": ({"seat": SEATS[self.pair[0]], "after_trick": self.pair[1]} if self.pair else None),
            "tricks": [{"leader": SEATS[t.leader], "cards": [card_str(c) for _, c in t.cards],
                        "winner": SEATS[t.winner], "points": t.points} for t in self.tricks],
            "points": {"NS": self.points[0], "EW": self.points[1]},
            "made": self.made(),
            "game_points": self.game_points(),
        }
        if self.single is not None:
            out["single"] = {"seat": SEATS[self.single], "kind": self.rules.single_hand,
                             "value": self.rules.single_hand_value}
        if self.annulled:
            out["reason"] = self.annul_reason
        return out

    def status(self) -> dict[str, Any]:
        """The replay output for this state."""
        if self.phase == DONE:
            assert self.result is not None  # set when the hand ended
            return self.result
        legal = [a.to_record() for a in self.legal_actions()]
        from .actions import sort_key
        legal.sort(key=sort_key)
        assert self.to_act is not None  # someone acts while the hand is on
        return {"status": "in_progress", "to_act": actor_str(self.to_act), "legal": legal}
