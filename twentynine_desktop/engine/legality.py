"""What may be done now (docs/RULES.md sections 3 and 8).

The rules of the play themselves are the rule kernel's (``kernel.py``, on card masks,
shared with the computer players' searches); this module asks it about a hand.
Public functions of a ``HandState``, used by the hand itself, the computer players'
playouts, ``explain`` (the refusals come from the same checks) and the UI:

- ``play_rule(st, p)``: the cards ``p`` may play now as a mask, and which rule made it;
- ``play_mask(st, p)`` the mask alone, ``may_ask(st, p)`` whether ``p`` may ask;
- ``winning_play(trick, trump, from_pos)`` and ``trick_winner(st)``: who wins a trick;
- ``pair_ok``, ``legal_actions``.

Legal moves are bitmasks until they are turned into actions, and the actions of the
play are shared immutable values (``play_action``), so listing them allocates little.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import ASK, PAIR, PASS_ACTIONS, PLAY, SEVENTH, SINGLE, TRUMP, TRUMP_CARD, Action
from .cards import KING, QUEEN, SUIT_MASKS, SUIT_OF, cards_in, same_side, side_actor, step_of
from .events import Phase
from .kernel import NO_TRUMP_LEAD, rule_bits
from .kernel import PlayRule as PlayRule  # the reasons of play_rule, for explain.py
from .kernel import live_from as _live_from
from .kernel import may_ask as _may_ask
from .kernel import play_rule as _play_rule
from .kernel import reveals_now as _reveals_now
from .kernel import winning_play as winning_play
from .refusal import Refusal, RefusalCode

if TYPE_CHECKING:
    from .hand import HandState
    from .rules import Rules


class PlayFlags:
    """The house rules a hand reads as plain attributes (a rule read through ``Rules``
    is a mapping lookup behind a failed attribute lookup; the play reads them at every
    card).  One per set of rules: ``flags_of(rules)``."""

    __slots__ = ("must_ask", "auto_reveal", "asker_must_trump", "void_must_trump",
                 "no_trump_lead", "from_reveal", "last_trick_point", "pair", "single_hand",
                 "step", "min_bid", "max_bid", "bangladesh_redeals", "gorakhpur",
                 "window_after_trump", "window_after_deal", "with_set", "unrevealed_annulled",
                 "duel", "dealer_forced", "play_bits", "seventh_bits")

    def __init__(self, rules: Rules):
        self.step = step_of(rules.direction)
        self.min_bid: int = rules.min_bid
        self.max_bid: int = rules.max_bid
        self.bangladesh_redeals = bool(rules.bangladesh_redeals)
        self.gorakhpur = bool(rules.gorakhpur)
        doubling_on = rules.doubling != "off"
        self.window_after_trump = doubling_on and rules.doubling_time == "before_second_deal"
        self.window_after_deal = doubling_on and rules.doubling_time == "after_deal"
        self.with_set: bool = rules.doubling == "with_set"
        self.unrevealed_annulled: bool = rules.unrevealed_hand == "annulled"
        self.duel: bool = rules.auction == "duel"
        self.dealer_forced: bool = rules.all_pass == "dealer_forced"
        self.must_ask: bool = rules.reveal == "first_void_must_ask"
        self.auto_reveal: bool = rules.reveal == "automatic"
        self.asker_must_trump = bool(rules.asker_must_trump)
        self.void_must_trump = bool(rules.void_must_trump)
        self.no_trump_lead: bool = rules.bidder_trump_lead == "not_before_reveal"
        self.from_reveal: bool = rules.trump_activation == "from_reveal"
        self.last_trick_point = bool(rules.last_trick_point)
        self.pair: str = rules.pair
        self.single_hand: str = rules.single_hand
        # the house rules of the play as the kernel's bits, and the same when the trump
        # is the bidder's seventh card (which the bidder may lead before the reveal)
        self.play_bits = rule_bits(rules.reveal, self.asker_must_trump, self.void_must_trump,
                                   rules.bidder_trump_lead, rules.trump_activation)
        self.seventh_bits = self.play_bits & ~NO_TRUMP_LEAD


_FLAGS: dict[int, tuple[Rules, PlayFlags]] = {}  # id(rules) -> (rules, its flags)


def flags_of(rules: Rules) -> PlayFlags:
    """The flags of ``rules`` (worked out once per Rules object; a few are kept)."""
    hit = _FLAGS.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    if len(_FLAGS) >= 32:
        _FLAGS.clear()
    flags = PlayFlags(rules)
    _FLAGS[id(rules)] = (rules, flags)
    return flags


# the shared action values of the play: PLAY_ACTIONS[seat][card], ASK_ACTIONS[seat]
PLAY_ACTIONS = tuple(tuple(Action(s, PLAY, c) for c in range(32)) for s in range(4))
ASK_ACTIONS = tuple(Action(s, ASK, None) for s in range(4))
_PLAY = Phase.PLAY
_AUCTION = Phase.AUCTION


# _BYTE_ACTIONS[seat][suit][m]: the plays of the cards of 8-bit pattern m of that suit
_BYTE_ACTIONS = tuple(
    tuple(tuple(tuple(PLAY_ACTIONS[s][8 * u + r] for r in range(8) if m >> r & 1)
                for m in range(256)) for u in range(4))
    for s in range(4))


def play_action(seat: int, card: int) -> Action:
    return PLAY_ACTIONS[seat][card]


def actions_of_mask(seat: int, mask: int) -> list[Action]:
    """The play actions of the cards of ``mask``, in ascending card order."""
    rows = _BYTE_ACTIONS[seat]
    out = list(rows[0][mask & 0xFF])
    if mask >> 8:
        out += rows[1][mask >> 8 & 0xFF]
        out += rows[2][mask >> 16 & 0xFF]
        out += rows[3][mask >> 24 & 0xFF]
    return out


# ---------------------------------------------------------------------- the play
def play_rule(st: HandState, p: int) -> tuple[int, PlayRule]:
    """The mask of cards ``p`` may play now (asking aside: 0 = must ask) and the rule
    (the kernel's ``play_rule`` on this hand's state)."""
    trick = st.trick
    flags = st.flags
    return _play_rule(st.held[p], SUIT_OF[trick[0][1]] if trick else -1,
                      None if st.no_trumps else st.trump, st.revealed,
                      flags.seventh_bits if st.trump_mode == "seventh" else flags.play_bits,
                      p, st.asker, st.bidder, st.withheld)


def play_mask(st: HandState, p: int) -> int:
    """The mask of cards ``p`` may play now, ignoring asking (0 = must ask)."""
    return play_rule(st, p)[0]


def ask_blocker(st: HandState, p: int) -> Refusal | None:
    """None if ``p`` may ask for the trump now, else why not (the checks of ``may_ask``)."""
    if st.no_trumps:
        return Refusal(RefusalCode.ASK_NO_TRUMPS)
    if st.trump is None:
        return Refusal(RefusalCode.ASK_NO_TRUMP)
    if st.revealed:
        return Refusal(RefusalCode.ASK_ALREADY_REVEALED)
    if not st.trick:
        return Refusal(RefusalCode.ASK_LEADER)
    if st.flags.auto_reveal:
        return Refusal(RefusalCode.ASK_AUTOMATIC)
    if not st.held[p]:
        return Refusal(RefusalCode.ASK_LAST_CARD)
    if st.held[p] & SUIT_MASKS[SUIT_OF[st.trick[0][1]]]:
        return Refusal.of(RefusalCode.ASK_CAN_FOLLOW, actor=p)
    return None


def may_ask(st: HandState, p: int) -> bool:
    """True if ``p`` (to play) may ask for the trump now: void in the suit led while the
    trump is hidden (and the house rules leave the asking to the player)."""
    trick = st.trick
    return _may_ask(st.held[p], SUIT_OF[trick[0][1]] if trick else -1,
                    None if st.no_trumps else st.trump, st.revealed, st.flags.play_bits)


def must_auto_reveal(st: HandState, p: int) -> bool:
    """House rule reveal automatic: ``p``, to play and void in the suit led, reveals."""
    trick = st.trick
    return _reveals_now(st.held[p], SUIT_OF[trick[0][1]] if trick else -1,
                        None if st.no_trumps else st.trump, st.revealed, st.flags.play_bits)


def legal_plays(st: HandState, p: int) -> list[Action]:
    acts = actions_of_mask(p, play_mask(st, p))
    if may_ask(st, p):
        acts.append(ASK_ACTIONS[p])
    return acts


# ---------------------------------------------------------------------- the trick
def live_trump(st: HandState) -> tuple[int | None, int]:
    """The trump in force in the trick being played and the position from which it
    counts (house rule trump_activation from_reveal: from the reveal on)."""
    t = st.trump
    if not st.revealed or st.no_trumps or t is None:
        return None, 0
    if st.revealed_in_trick != st.trick_no:
        return t, 0
    return t, _live_from(True, st.reveal_pos, st.flags.play_bits)


def trick_winner(st: HandState, trick: Sequence[tuple[int, int]] | None = None
                 ) -> tuple[int, int]:
    """(seat, card) winning ``trick`` (default: the trick in progress) in ``st``."""
    trump, from_pos = live_trump(st)
    return winning_play(st.trick if trick is None else trick, trump, from_pos)


# ---------------------------------------------------------------------- other calls
def pair_ok(st: HandState, s: int) -> bool:
    """``s`` may show the pair (King and Queen of trumps) now."""
    r = st.rules
    if st.pair is not None or not st.revealed or st.no_trumps or s == st.out:
        return False
    t, bid = st.trump, st.bid
    assert t is not None and bid is not None  # revealed: a contract with a trump
    kq = (1 << (t * 8 + KING)) | (1 << (t * 8 + QUEEN))
    if st.held[s] & kq != kq:
        return False
    bidder = st.bidder
    assert bidder is not None  # revealed: a contract is played
    if r.pair == "bangladesh" and same_side(s, bidder) and bid <= 18:
        return False
    if r.pair == "lucknow":
        last = st.tricks[-1]
        led = SUIT_OF[last.cards[0][1]]
        won_card = next(c for seat, c in last.cards if seat == last.winner)
        if led == t or SUIT_OF[won_card] != t:
            return False
    return True


def legal_pairs(st: HandState) -> list[Action]:
    if st.flags.pair == "off":
        return []
    side = st.pair_side
    assert side is not None  # called only while a side may show the pair
    return [Action(s, PAIR, None) for s in (side, side + 2) if pair_ok(st, s)]


def legal_singles(st: HandState) -> list[Action]:
    mode = st.flags.single_hand
    if mode == "off":
        return []
    if mode == "bidder_alone":
        assert st.bidder is not None  # the play has begun
        return [Action(st.bidder, SINGLE, None)]
    return [Action(s, SINGLE, None) for s in range(4)]


def legal_trumps(st: HandState) -> list[Action]:
    b = st.bidder
    assert b is not None  # the auction has been won
    r = st.rules
    if r.trump_card == "own_card":
        acts = [Action(b, TRUMP_CARD, c) for c in cards_in(st.held[b])]
    else:
        acts = [Action(b, TRUMP, s) for s in range(4)]
    if r.seventh_card:
        acts.append(Action(b, SEVENTH, None))
    return acts


def legal_actions(st: HandState) -> list[Action]:
    """Every legal next action, of whoever may act now."""
    ph = st.phase
    if ph is _PLAY:
        p = st.to_act
        assert p is not None  # a seat is to play
        # play_rule and may_ask of this state, inline: the hand's hottest path
        held = st.held[p]
        trick = st.trick
        led = SUIT_OF[trick[0][1]] if trick else -1
        trump = None if st.no_trumps else st.trump
        flags = st.flags
        acts = actions_of_mask(p, _play_rule(
            held, led, trump, st.revealed,
            flags.seventh_bits if st.trump_mode == "seventh" else flags.play_bits,
            p, st.asker, st.bidder, st.withheld)[0])
        if _may_ask(held, led, trump, st.revealed, flags.play_bits):
            acts.append(ASK_ACTIONS[p])
        if st.pair_side is not None:
            acts = legal_pairs(st) + acts
        if (st.trick_no == 1 and not st.trick and st.single is None
                and st.flags.single_hand != "off"):
            acts = legal_singles(st) + acts
        return acts
    if ph is _AUCTION:
        return st.auction.legal()
    if ph is Phase.TRUMP_CHOICE:
        return legal_trumps(st)
    if ph is Phase.DOUBLING:
        window, window_side = st.window, st.window_side
        assert window is not None and window_side is not None  # a window is open
        side = side_actor(window_side)
        return [Action(side, window, None), PASS_ACTIONS[side]]
    return []
