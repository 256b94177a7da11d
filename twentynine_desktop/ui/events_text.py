"""Words shown on the table: speech bubbles for calls, name plates, the info box and
the hand summary.  Pure functions of engine values (no Qt)."""

from __future__ import annotations

from html import escape

from ..engine.actions import ActionKind
from ..engine.cards import SIDES, card_str
from ..engine.deal import short_fingerprint
from ..engine.events import (
    Asked,
    AuctionWon,
    BidMade,
    Called,
    PairShown,
    Passed,
    Phase,
    Revealed,
    SingleDeclared,
    TrickWon,
    TrumpSet,
    WindowPassed,
)
from ..engine.view import PlayerView
from .deal_code import deal_code
from .i18n import QT_TR_NOOP, tr

SUIT_NAMES = (QT_TR_NOOP("spades"), QT_TR_NOOP("hearts"), QT_TR_NOOP("diamonds"), QT_TR_NOOP("clubs"))
SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"
LEVEL_WORDS = {"easy": QT_TR_NOOP("easy"), "normal": QT_TR_NOOP("normal"), "hard": QT_TR_NOOP("hard"),
               "random": QT_TR_NOOP("random")}
SEAT_NAMES = (QT_TR_NOOP("North"), QT_TR_NOOP("East"), QT_TR_NOOP("South"), QT_TR_NOOP("West"))


def bubble_text(ev, high_before: int = 0, bidder: int | None = None) -> str | None:
    """The words said for ``ev``; ``high_before``: the high bid before it (a bid of the
    same number is a hold, in the duel auction); ``bidder``: the bidder's seat (the
    bidder does not ask for the trump, the bidder reveals it)."""
    if isinstance(ev, Asked):
        return tr("Reveals the trump") if bidder is not None and ev.actor == bidder else tr("Trump, please?")
    if isinstance(ev, BidMade):
        return tr("Hold {bid}").format(bid=ev.bid) if high_before and ev.bid == high_before else str(ev.bid)
    if isinstance(ev, AuctionWon):
        return tr("Wins the bid at {bid}").format(bid=ev.bid)
    if isinstance(ev, TrumpSet):
        return tr("Seventh card!") if ev.mode == "seventh" else tr("Sets the trump face down")
    if isinstance(ev, PairShown):
        return tr("Pair! Target now {target}").format(target=ev.target)
    if isinstance(ev, Revealed):
        assert ev.trump is not None, "a trump is revealed only when there is one"
        return tr("Trump is {symbol} {suit}").format(symbol=SUIT_SYMBOLS[ev.trump], suit=tr(SUIT_NAMES[ev.trump]))
    if isinstance(ev, TrickWon):
        return tr("Wins the trick (+{points})").format(points=ev.trick.points)
    if isinstance(ev, Passed):
        return tr("Pass")
    if isinstance(ev, SingleDeclared):
        return tr("Single hand!")
    if isinstance(ev, Called):
        return {ActionKind.DOUBLE: tr("Double!"), ActionKind.REDOUBLE: tr("Redouble!"),
                ActionKind.SET: tr("Set!")}.get(ev.call)
    if isinstance(ev, WindowPassed):
        return {ActionKind.DOUBLE: tr("No double"), ActionKind.REDOUBLE: tr("No redouble"),
                ActionKind.SET: tr("No set")}.get(ev.window)
    return None


def high_bidder(view: PlayerView) -> int | None:
    """The seat whose bid is the high bid of the auction now: the last one to bid (bids
    never go down; in the duel auction the holder holds by bidding the same number)."""
    for a in reversed(view.history):
        if a.kind == ActionKind.BID:
            return a.actor
    return None


def reveal_info(view: PlayerView) -> tuple[int, int, bool] | None:
    """Who brought the trump out, in which trick, and whether by asking: ``(seat, trick,
    asked)``, or None while it is hidden.  Public once revealed: the ask is in the
    history, and an automatic reveal is at its place in the trick (``reveal_pos``)."""
    if not view.revealed or view.revealed_in_trick is None or view.no_trumps:
        return None
    n, pos = view.revealed_in_trick, view.reveal_pos
    ask = next((a.actor for a in view.history if a.kind == ActionKind.ASK), None)
    if ask is not None:
        return ask, n, True
    if n <= len(view.tricks):
        cards = view.tricks[n - 1].cards
        seat = cards[pos][0] if pos < len(cards) else cards[-1][0]
    elif pos < len(view.trick):
        seat = view.trick[pos][0]
    else:
        seat = view.to_act if view.to_act is not None and view.to_act < 4 else view.leader
    return seat, n, False


def reveal_mark(seat: int, view: PlayerView) -> str | None:
    """The lasting mark on the plate of the seat that brought the trump out, saying
    what that seat did, then the trump: "Asked for the trump (trick 3): ♣" (the
    bidder: "Revealed the trump (trick 3): ♣")."""
    info = reveal_info(view)
    if info is None or info[0] != seat:
        return None
    _, n, asked = info
    if asked and seat != view.bidder:
        words = tr("Asked for the trump (trick {n}): {suit}")
    elif asked:
        words = tr("Revealed the trump (trick {n}): {suit}")
    else:
        words = tr("Trump turned up (trick {n}): {suit}")
    suit = SUIT_SYMBOLS[view.trump] if view.trump is not None else "?"
    return words.format(n=n, suit=suit)


def plate_text(seat: int, view, name: str, level: str | None, you: bool = False) -> str:
    """The name plate: the name on the first line, what the seat has done under it, so
    that it reads "East / holds 17" (``you``: the person's own plate, "You / hold 17")."""
    text = name if level is None else f"{name} ({tr(LEVEL_WORDS.get(level, level))})"
    if view is None:
        return text
    tags = []
    if seat == view.dealer:
        tags.append(tr("Dealer"))
    if view.bidder == seat:
        tags.append(tr("Bid {bid}").format(bid=view.bid))
    elif view.phase == Phase.AUCTION:
        if seat in view.passed:
            tags.append(tr("passed"))
        elif view.auction_bid and high_bidder(view) == seat:
            tags.append((tr("hold {bid}") if you else tr("holds {bid}")).format(bid=view.auction_bid))
    if view.single == seat:
        tags.append(tr("single hand"))
    if view.out == seat:
        tags.append(tr("sits out"))
    if view.phase in (Phase.PLAY, Phase.DONE) and view.tricks:
        n = sum(1 for t in view.tricks if t.winner == seat)
        if n:
            tags.append((tr("{n} tricks") if n > 1 else tr("{n} trick")).format(n=n))
    mark = reveal_mark(seat, view)
    return text + ("\n" + " \u00b7 ".join(tags) if tags else "") + ("\n" + mark if mark else "")


def fingerprint_lines(view, match) -> list[str]:
    """The fingerprint on the table (docs/DEALING.md): during a hand, that of its
    secret, shown before it was dealt; between hands, the next deal's."""
    if view.phase == Phase.DONE:
        nxt = getattr(match, "next_fingerprint", None)
        return [tr("Next deal's fingerprint:"), short_fingerprint(nxt)] if nxt else []
    now = getattr(match, "current_fingerprint", None)
    return [tr("Deal's fingerprint:"), short_fingerprint(now)] if now else []


def info_text(view, match, names=SEAT_NAMES) -> str:
    """The info box.  ``names``: what each seat is called at this table ("You" for the
    person)."""
    lines = []
    if match is not None:
        lines.append(tr("Hand {n}   (match to \u00b1{target})").format(n=match.hand_number,
                                                                       target=match.rules.match_to))
        # the deal number gives every card, so it is shown once the hand is over
        if view.phase == Phase.DONE and getattr(match, "current_deal_number", None) is not None:
            lines.append(tr("Deal {n}").format(n=deal_code(match.current_deal_number, view.dealer)))
        lines += fingerprint_lines(view, match)
    lines.append(tr("Dealer: {seat}").format(seat=tr(SEAT_NAMES[view.dealer])))
    if view.bidder is None:
        if view.phase == Phase.AUCTION:
            high = view.auction_bid or "\u2014"
            lines.append(tr("High bid: {bid}").format(bid=high))
    else:
        lines.append(tr("Bid: {bid} by {seat}").format(bid=view.bid, seat=tr(SEAT_NAMES[view.bidder])))
        if view.single is not None:
            who = names[view.single]
            lines.append((tr("Single hand: {who} play alone") if who == tr("You")
                          else tr("Single hand: {who} plays alone")).format(who=who))
        if view.no_trumps:
            # a single hand played without trumps: the contract's trump and stake are gone
            lines.append(tr("Target: all eight tricks"))
            lines.append(tr("No trumps (single hand)"))
        else:
            lines.append(tr("Target: {target}").format(target=view.target)
                         + (tr("  (after pair)") if view.pair else ""))
        if view.no_trumps:
            pass
        elif view.trump is not None:
            t = tr("Trump: {symbol} {suit}").format(symbol=SUIT_SYMBOLS[view.trump],
                                                     suit=tr(SUIT_NAMES[view.trump]))
            lines.append(t + ("" if view.revealed else tr("  (hidden)")))
        elif view.trump_mode is not None:
            lines.append(tr("Trump: face down"))
        mult = {1: tr("not doubled"), 2: tr("doubled (\u00d72)"),
                4: tr("redoubled (\u00d74)")}.get(view.multiplier, f"\u00d7{view.multiplier}")
        if ActionKind.SET in view.doubles:
            mult = tr("set: the match is at stake")
        if view.single is not None:
            value = view.rules.single_hand_value
            mult = (tr("{n} game points") if value != 1 else tr("{n} game point")).format(n=value)
        lines.append(tr("Stake: {stake}").format(stake=mult))
    if view.phase == Phase.PLAY:
        lines.append(tr("Trick {n} of 8").format(n=view.trick_no))
    if view.phase in (Phase.PLAY, Phase.DONE) and view.bidder is not None:
        lines += progress_lines(view)
    return "\n".join(lines)


def progress_lines(view) -> list[str]:
    """How far each side has got: the card points taken in the tricks so far (public:
    every trick is turned face up), against the bidders' target; in a single hand
    played without trumps, the tricks the declarer has won of the eight."""
    mine = view.seat & 1

    def yours(side: int) -> str:
        return tr(" (your side)") if side == mine else ""

    if view.no_trumps and view.single is not None:
        won = sum(1 for t in view.tricks if t.winner == view.single)
        return [tr("Single hand: {won} of 8 tricks").format(won=won)]
    bidders = view.bidder & 1
    return [tr("Bidders{yours}: {points} of {target}").format(yours=yours(bidders), points=view.points[bidders],
                                                             target=view.target),
            tr("Defenders{yours}: {points}").format(yours=yours(1 - bidders), points=view.points[1 - bidders])]


def side_words(side: int, viewer: int | None) -> str:
    """A side as the person says it: "you and your partner", or "East and West"."""
    if viewer is not None and (viewer & 1) == side:
        return tr("you and your partner")
    return tr("{a} and {b}").format(a=tr(SEAT_NAMES[side]), b=tr(SEAT_NAMES[side + 2]))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _seat_word(letter: str, viewer: int | None) -> str:
    i = "NESW".index(letter)
    return tr("You") if i == viewer else tr(SEAT_NAMES[i])


def match_result_text(match, viewer: int | None) -> str:
    """ "You and your partner win the match!" (or "East and West win the match.")."""
    if match is None or not match.over:
        return ""
    who = _cap(side_words(match.winner, viewer))
    ours = viewer is not None and match.winner == (viewer & 1)
    return (tr("{who} win the match!") if ours else tr("{who} win the match.")).format(who=who)


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _points(n: int) -> str:
    return (tr("{n} game points") if abs(n) != 1 else tr("{n} game point")).format(n=f"{n:+d}")


def recap_rows(match, viewer: int | None) -> list[tuple[str, str, str, int, int]]:
    """One row per hand of the match: (number, contract, result, the viewer's side's
    game points, the other side's), the person's side first (NS when nobody plays)."""
    mine = (viewer & 1) if viewer is not None else 0
    rows = []
    for h in match.hands_played:
        r = h.result.to_json()
        gp = r.get("game_points") or {"NS": 0, "EW": 0}
        ours, theirs = gp[SIDES[mine]], gp[SIDES[1 - mine]]
        if r["status"] == "annulled":
            rows.append((str(h.number), "—", tr("annulled"), ours, theirs))
            continue
        single = r.get("single")
        if single:
            contract = tr("single hand, {who}").format(who=_seat_word(single['seat'], viewer))
        else:
            contract = f"{_seat_word(r['bidder'], viewer)} {r['bid']}"
            if r.get("trump"):
                contract += " " + SUIT_SYMBOLS["SHDC".index(r["trump"])]
            mult = r.get("multiplier")
            if mult == "set":
                contract += " " + tr("set")
            elif isinstance(mult, int) and mult > 1:
                contract += f" \u00d7{mult}"
        rows.append((str(h.number), contract, tr("made") if r["made"] else tr("lost"), ours, theirs))
    return rows


def summary_html(summary, match, viewer: int | None = 2) -> str:
    """The hand summary; after the last hand of a match, the match result first (so it
    is never below the fold) and a recap of every hand of the match.  ``viewer``: the
    person's seat (None when only computers play)."""
    r = summary.result.to_json()
    rows = []
    mine = (viewer & 1) if viewer is not None else 0
    if match is not None and match.over:
        s = summary.scores_after
        rows.append(f"<p style='font-size:x-large'><b>{escape(match_result_text(match, viewer))}</b></p>")
        rows.append("<p>" + tr("Final score: {us} <b>{ours}</b>, {them} <b>{theirs}</b>.").format(
            us=side_words(mine, viewer), ours=f"{s[mine]:+d}", them=side_words(1 - mine, viewer),
            theirs=f"{s[1 - mine]:+d}") + "</p>")
        us = escape(_cap(side_words(mine, viewer)))
        them = escape(_cap(side_words(1 - mine, viewer)))
        rows.append("<table cellspacing=0 cellpadding=3 border=1 style='border-collapse:collapse'>"
                    "<tr><th>" + tr("Hand") + "</th><th>" + tr("Contract") + "</th><th>" + tr("Result")
                    + f"</th><th>{us}</th><th>{them}</th></tr>")
        for number, contract, result, ours, theirs in recap_rows(match, viewer):
            rows.append(f"<tr><td align=right>{number}</td><td>{escape(contract)}</td><td>{result}</td>"
                        f"<td align=right>{_signed(ours)}</td><td align=right>{_signed(theirs)}</td></tr>")
        rows.append("</table>")
        rows.append("<h3>" + tr("The last hand (hand {n})").format(n=summary.number) + "</h3>")
    if r["status"] == "annulled":
        rows.append("<p><b>" + tr("The hand was annulled:") + f"</b> {escape(r.get('reason') or '')}</p>")
    else:
        bidder = _seat_word(r["bidder"], viewer)
        side = 0 if r["bidder"] in "NS" else 1
        made = r["made"]
        rows.append("<p>" + tr("<b>{who}</b> bid <b>{bid}</b>; target <b>{target}</b>").format(
                        who=bidder, bid=r['bid'], target=r['target'])
                    + (_pair_shown_by(r['pair']['seat'], viewer) if r.get("pair") else "")
                    + (tr("; trump {symbol} {suit}").format(symbol=SUIT_SYMBOLS['SHDC'.index(r['trump'])],
                                                             suit=tr(SUIT_NAMES['SHDC'.index(r['trump'])]))
                       if r.get("trump") else "") + ".</p>")
        stake = r.get("multiplier")
        if stake == "set" or (isinstance(stake, int) and stake > 1):
            # doubled, redoubled or set: the game points below are multiplied by it
            words = (tr("set: the match is at stake") if stake == "set" else
                     {2: tr("doubled (\u00d72)"), 4: tr("redoubled (\u00d74)")}.get(stake, f"\u00d7{stake}"))
            rows.append("<p>" + escape(tr("Stake: {stake}").format(stake=words)) + "</p>")
        reveal = reveal_words(summary, r, viewer)
        if reveal:
            rows.append("<p>" + escape(reveal) + "</p>")
        pts = r["points"]
        rows.append("<p>" + tr("Card points: {us} <b>{ours}</b>, {them} <b>{theirs}</b>.").format(
            us=side_words(mine, viewer), ours=pts[SIDES[mine]], them=side_words(1 - mine, viewer),
            theirs=pts[SIDES[1 - mine]]) + "</p>")
        if r.get("single"):
            rows.append("<p>" + tr("Single hand by {who}.").format(who=_seat_word(r['single']['seat'], viewer))
                        + "</p>")
            side = 0 if r["single"]["seat"] in "NS" else 1
        verdict = tr("made it") if made else tr("went down")
        gp = r["game_points"]
        moved = 0 if gp["NS"] else 1
        rows.append("<p style='font-size:large'>" + tr("<b>{side} {verdict}</b>: {who} {points}.").format(
            side=_cap(side_words(side, viewer)), verdict=verdict, who=side_words(moved, viewer),
            points=_points(gp[SIDES[moved]])) + "</p>")
        rows.append("<table cellspacing=0 cellpadding=3 border=1 style='border-collapse:collapse'>"
                    "<tr><th>#</th><th>" + tr("Led by") + "</th><th>" + tr("Cards") + "</th><th>"
                    + tr("Won by") + "</th><th>" + tr("Points") + "</th></tr>")
        rules = getattr(getattr(summary, "record", None), "rules", None)
        last_point = bool(rules is not None and rules.last_trick_point and len(r["tricks"]) == 8)
        for i, t in enumerate(r["tricks"], 1):
            cards = " ".join(_pretty(c) for c in t["cards"])
            mark = "*" if last_point and i == 8 else ""
            rows.append(f"<tr><td>{i}</td><td>{_seat_word(t['leader'], viewer)}</td><td>{cards}</td>"
                        f"<td>{_seat_word(t['winner'], viewer)}</td><td align=right>{t['points']}{mark}</td></tr>")
        rows.append("</table>")
        if last_point:
            rows.append("<p>* " + escape(tr("including the point for the last trick")) + "</p>")
    if match is None or not match.over:
        s = summary.scores_after
        rows.append("<p>" + tr("Match score: {us} <b>{ours}</b>, {them} <b>{theirs}</b>.").format(
            us=side_words(mine, viewer), ours=f"{s[mine]:+d}", them=side_words(1 - mine, viewer),
            theirs=f"{s[1 - mine]:+d}") + "</p>")
    return "\n".join(rows)


def reveal_words(summary, r: dict, viewer: int | None) -> str | None:
    """Who asked for the trump and in which trick ("East asked for the trump in trick
    3."), or that it was never revealed; None when the hand had no hidden trump."""
    if not r.get("trump") or (r.get("single") and r["single"].get("kind") == "all_tricks"):
        return None
    n = r.get("revealed_in_trick")
    if n is None:
        return tr("The trump was never revealed.")
    record = getattr(summary, "record", None)
    asker = next((a.actor for a in getattr(record, "actions", ()) if a.kind == ActionKind.ASK), None)
    if asker is None:          # turned up by itself (automatic reveal, the last card)
        return tr("The trump was revealed in trick {n}.").format(n=n)
    who = _seat_word("NESW"[asker], viewer)
    # the person's own sentences apart: Hindi writes "आपने", not "{who} ने" with आप
    if r.get("bidder") == "NESW"[asker]:
        if asker == viewer:
            return tr("You revealed the trump in trick {n}.").format(n=n)
        return tr("{who} revealed the trump in trick {n}.").format(who=who, n=n)
    if asker == viewer:
        return tr("You asked for the trump in trick {n}.").format(n=n)
    return tr("{who} asked for the trump in trick {n}.").format(who=who, n=n)


def _pair_shown_by(letter: str, viewer: int | None) -> str:
    """ " (pair shown by East)", or by the person (a string of its own, see above)."""
    if "NESW".index(letter) == viewer:
        return tr(" (pair shown by you)")
    return tr(" (pair shown by {who})").format(who=_seat_word(letter, viewer))


def _pretty(code: str) -> str:
    s = "SHDC".index(code[1])
    colour = "#c0141e" if s in (1, 2) else "#111"
    rank = "10" if code[0] == "T" else code[0]
    return f"<span style='color:{colour}'>{rank}{SUIT_SYMBOLS[s]}</span>"


__all__ = ["bubble_text", "card_str", "info_text", "match_result_text", "plate_text", "recap_rows",
           "side_words", "summary_html"]
