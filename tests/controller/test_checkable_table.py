"""At the table: before each hand the controller draws its secret and shows only the
fingerprint; the hand is dealt from that secret and the cut given with "Next deal";
the summary reveals both once the hand is over; no view sent during a hand holds its
secret or deal number, nor the next hand's secret."""

from __future__ import annotations

import random

from twentynine_desktop.controller import TableConfig, TableController, TableState
from twentynine_desktop.engine.deal import (
    CutPart,
    check_deal,
    deal_hands,
    deal_number_of,
    fingerprint,
)


def _table(seed: int) -> tuple[TableController, list[bytes]]:
    c = TableController(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None,
                                    computer_delay_ms=0, animation_speed=0.0))
    rng = random.Random(seed)
    drawn: list[bytes] = []

    def source(n: int) -> bytes:
        drawn.append(rng.randbytes(n))
        return drawn[-1]
    c.deals.source = source
    return c, drawn


def _traces(secret: bytes, deal_number: int) -> list[str]:
    """How a secret or deal number could be written in a repr."""
    return [secret.hex(), secret.hex().upper(), repr(secret)[2:-1], str(int.from_bytes(secret, "big")),
            str(deal_number), f"{deal_number:,}", f"{deal_number:x}"]


def test_each_hand_is_dealt_from_the_secret_whose_fingerprint_was_shown_and_the_cut(qtbot, qapp):
    c, drawn = _table(40)
    views: list[str] = []
    c.sig_update.connect(lambda u: views.append(repr(u)))
    summaries = []
    c.sig_hand_over.connect(summaries.append)
    shown = c.deals.prepare(c.match)             # shown before the first hand, which is not dealt yet
    assert c.match is None and shown == fingerprint(drawn[-1])
    cuts = [(CutPart(2, b"first cut"),)]
    c.new_match(cut=cuts[0])
    shown_before = [shown]
    try:
        while len(summaries) < 6:
            qtbot.waitUntil(lambda: c.state in (TableState.HAND_OVER, TableState.MATCH_OVER), timeout=20000)
            h = summaries[-1]
            # the summary reveals the hand's secret and cut; the views during it held neither
            assert h.secret is not None and h.shown == shown_before[len(summaries) - 1] == fingerprint(h.secret)
            assert h.cut == cuts[len(summaries) - 1]
            assert check_deal(h.secret, h.cut, shown_before[len(summaries) - 1], h.deal_number,
                              h.dealer, c.match.step, h.record.hands).ok
            during = [v for v in views if "Phase.DONE" not in v]
            for trace in _traces(h.secret, h.deal_number):
                assert not any(trace in v for v in during), trace
            views.clear()
            if c.state == TableState.MATCH_OVER:
                shown_before.append(c.deals.prepare(c.match))
                cuts.append(())
                c.new_match()
                continue
            # between hands: the next hand's fingerprint is shown, its secret kept back
            nxt = c.deals.next_fingerprint
            assert nxt is not None and nxt == fingerprint(drawn[-1]) and c.match.next_fingerprint == nxt
            assert c.match.current_secret is None
            shown_before.append(nxt)
            cut = (CutPart(2, f"mouse {len(summaries)},9 {len(summaries) * 111}".encode()), CutPart(0, b"north"))
            cuts.append(cut)
            c.next_hand(cut=cut)
            # dealt from the shown secret and this cut
            assert c.match.current_fingerprint == nxt
            assert c.match.current_deal_number == deal_number_of(drawn[-1], cut)
            assert c.hand.hands_dealt == deal_hands(c.match.current_deal_number, c.hand.dealer, c.match.step)
    finally:
        c.shutdown()


def test_a_shown_fingerprint_is_used_once_and_a_numbered_deal_discards_it(qtbot, qapp):
    c, drawn = _table(41)
    try:
        fp = c.deals.prepare(c.match)
        assert c.deals.prepare(c.match) == fp and len(drawn) == 1     # shown again, not redrawn
        c.new_match(deal_number=12345)                       # "Play a deal by number"
        assert c.match.current_deal_number == 12345 and c.match.current_secret is None
        assert c.deals.next_fingerprint is None                    # the shown secret is gone
        c.new_match()                                        # no fingerprint shown: drawn now
        assert len(drawn) == 2 and c.match.current_secret == drawn[1] and c.match.current_cut == ()
    finally:
        c.shutdown()


def test_a_seeded_table_shows_no_fingerprint_between_hands(qtbot, qapp):
    c = TableController(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None,
                                    computer_delay_ms=0, animation_speed=0.0, seed=9))
    try:
        c.new_match()
        qtbot.waitUntil(lambda: c.state in (TableState.HAND_OVER, TableState.MATCH_OVER), timeout=20000)
        assert c.deals.next_fingerprint is None and c.match.hands_played[0].secret is None
    finally:
        c.shutdown()
