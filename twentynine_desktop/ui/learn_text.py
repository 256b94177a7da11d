"""The words of the learning features (hint reasons, the review, the bid advisor), each
through ``QCoreApplication.translate`` so that they can be translated."""

from __future__ import annotations

from ..controller.analysis import tenths
from ..engine.actions import Action, ActionKind
from .card_words import card_name
from .i18n import tr


def suit_name(suit: int) -> str:
    return (tr("spades"), tr("hearts"), tr("diamonds"), tr("clubs"))[suit]


def chance_tenths(p: float) -> str:
    """A chance as a player is told it, the one way the program says one (the bid
    advisor, the hint, the review): "less than 1 in 10" (p < 0.05), "about 7 in 10"
    (10p rounded half up, 1 to 9), "more than 9 in 10" (p >= 0.95)."""
    n = tenths(p)
    if n <= 0:
        return tr("less than 1 in 10")
    if n >= 10:
        return tr("more than 9 in 10")
    return tr("about {n} in 10").format(n=n)


def rank_name(rank: int) -> str:
    return (tr("Jack"), tr("Nine"), tr("Ace"), tr("Ten"), tr("King"), tr("Queen"),
            tr("Eight"), tr("Seven"))[rank]


def card_words(card: int) -> str:
    """"Ten of hearts" (``card_words.card_name``: one string per rank, so that a
    language can make the words agree with the rank)."""
    return card_name(card)


def card_short(card: int) -> str:
    """"10\u2665"."""
    return "J 9 A 10 K Q 8 7".split()[card & 7] + "\u2660\u2665\u2666\u2663"[card >> 3]


def seat_name(seat: int, names: list[str] | None = None, viewer: int | None = None) -> str:
    if viewer is not None and seat == (viewer ^ 2):
        return tr("your partner")
    if names is not None:
        return names[seat]
    return (tr("North"), tr("East"), tr("South"), tr("West"))[seat]


def action_words(action: Action | None, names: list[str] | None = None) -> str:
    """A short name for an action: "Ten of hearts", "Bid 17", "Pass", "Ask for the trump"."""
    if action is None:
        return tr("Play on")
    k, arg = action.kind, action.arg
    if k == ActionKind.PLAY:
        assert arg is not None, "a play carries its card"
        return card_words(arg)
    if k == ActionKind.BID:
        return tr("Bid {n}").format(n=action.arg)
    if k == ActionKind.PASS:
        return tr("Pass")
    if k == ActionKind.TRUMP:
        assert arg is not None, "a trump choice carries its suit"
        return tr("Trump {suit}").format(suit=suit_name(arg))
    if k == ActionKind.TRUMP_CARD:
        assert arg is not None, "a trump card carries its card"
        return tr("Set the {card} face down").format(card=card_words(arg))

    return {ActionKind.SEVENTH: tr("Seventh card"), ActionKind.DOUBLE: tr("Double"),
            ActionKind.REDOUBLE: tr("Redouble"), ActionKind.SET: tr("Set"),
            ActionKind.ASK: tr("Ask for the trump"), ActionKind.PAIR: tr("Declare the pair"),
            ActionKind.SINGLE: tr("Single hand")}.get(k, k)


def reason_text(key: str, params: dict, names: list[str] | None = None, viewer: int | None = None) -> str:
    """One plain line saying why the hint is good."""
    p = dict(params)
    if "card" in p:
        p["card"] = card_words(p["card"])
    if "beaten" in p:
        p["beaten"] = card_words(p["beaten"])
    if "seat" in p:
        p["seat"] = seat_name(p["seat"], names, viewer)
    if "suit" in p:
        p["suit"] = suit_name(p["suit"])
    chance = p.get("chance")
    if chance is not None:
        p["chance"] = chance_tenths(chance)
    templates = {
        "play_on": tr("Let it go by and play on."),
        "trump_seventh": tr("Call the seventh card: no suit of your four is strong enough to name."),
        "trump_suit": (tr("Name {suit} as trump: {chance} to make {bid}.") if chance is not None
                       else tr("Make {suit} trump: {count} of your cards are {suit}, worth {points} points.")),
        "double_double": tr("Double: the bidders look likely to fall short."),
        "double_redouble": tr("Redouble: your side looks likely to make the contract."),
        "double_set": tr("Call set: the bidders look very likely to fail."),
        "double_pass": tr("Pass: raising the stake would risk more than it wins."),
        "pair": tr("Declare the pair: your King and Queen of trumps move the target by 4."),
        "single": tr("Play a single hand: your cards look strong enough to take every trick."),
        "ask_opponent": tr("Ask for the trump: {seat} is taking this trick ({points} points)."),
        "ask_void": tr("You cannot follow suit: ask for the trump."),
        "lead_trump": tr("Lead your {card}: drawing trumps protects your side's point cards."),
        "lead_master": tr("Lead your {card}: it is the highest card left in its suit."),
        "lead_low": tr("Lead your {card}: a low card gives nothing away."),
        "lead_card": tr("Lead your {card}."),
        "partner_feed": tr("Your partner is winning this trick: give them your {card}."),
        "partner_low": tr("Your partner is winning this trick: keep your good cards, play the {card}."),
        "ruff": tr("Trump it with your {card}: this trick is worth {points} points."),
        "overtake": tr("Take the trick over from {seat} with your {card}."),
        "win_sure": tr("Win the trick with your {card}: it beats {seat}'s {beaten}."),
        "win_try": tr("Play your {card}: it beats {seat}'s {beaten} for now."),
        "keep_trumps": tr("{seat} is winning and the trick is not worth a trump: throw the {card}."),
        "cannot_win": tr("You cannot beat {seat}'s {beaten}: give away as little as possible, the {card}."),
        "bid": (tr("Bid {bid}: {chance} to make {bid} with {suit} as trump.")
                if chance is not None else tr("Bid {bid}: your cards are strong in {suit}.")),
        "bid_hold": (tr("Hold {bid}: {chance} to make {bid} with {suit} as trump.")
                     if chance is not None else tr("Hold {bid}: your cards are strong in {suit}.")),
        "pass_no_points": tr("Pass: you have no point card among your four."),
        "pass_partner": tr("Pass: your partner holds the bid."),
        "bid_risk": tr("Bid {bid}: your cards alone give only {chance} to make {bid} with {suit} "
                       "as trump, but the Hard player finds the bid worth the risk here."),
        "pass_weak": (tr("Pass: only {chance} to make {bid} with {suit} as trump.")
                      if chance is not None else tr("Pass: your cards are not strong enough for {bid}.")),
        "pass_risky": tr("Pass: your cards alone give {chance} to make {bid} with {suit} as trump, "
                         "but the Hard player finds the bid too risky here."),
        "generic": tr("This is what the Hard player would do."),
    }
    text = templates.get(key, templates["generic"])
    try:
        return text.format(**p)
    except (KeyError, IndexError, ValueError):
        return templates["generic"]
