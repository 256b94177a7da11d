"""A deal anyone can check: the fingerprint shown before a hand is a SHA-256 commitment
to a secret of at least 128 bits and the dealing version; the secret and the players'
cut, revealed after the hand, reproduce its deal exactly; a changed secret, version or
cut gives another fingerprint or another deal."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from twentynine_desktop.engine.deal import (
    DEAL_VERSION,
    FINGERPRINT_TAG,
    SECRET_BYTES,
    SHOWN_HEX,
    CutPart,
    check_deal,
    cut_bytes,
    deal_hands,
    deal_number_of,
    fingerprint,
    short_fingerprint,
    typed_cut,
)
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms


def _cut(rng: random.Random) -> tuple[CutPart, ...]:
    """A random cut: each seat adds a part or not (typed text, mouse text or raw bytes)."""
    parts = []
    for seat in range(4):
        r = rng.random()
        if r < 0.3:
            parts.append(typed_cut(seat, "".join(rng.choice("abc \u09a4\u0915") for _ in range(rng.randint(0, 9)))))
        elif r < 0.5:
            parts.append(CutPart(seat, f"mouse {rng.randint(0, 2000)},{rng.randint(0, 1200)} {rng.randint(0, 99999)}".encode()))
        elif r < 0.6:
            parts.append(CutPart(seat, rng.randbytes(rng.randint(0, 40))))
    return tuple(parts)


def test_ten_thousand_deals_the_shown_fingerprint_matches_and_the_secret_and_cut_reproduce_the_deal():
    rng = random.Random(29)
    rules = Rules()
    seen_numbers = set()
    for i in range(10_000):
        dealer = i % 4
        m = Match(rules, first_dealer=dealer, secret_source=rng.randbytes)
        secret = m.draw_secret()
        shown = fingerprint(secret)              # what the table shows before the deal
        cut = _cut(rng)                          # then the players cut
        st = m.new_hand(secret=secret, cut=cut)
        # revealed afterwards: the deal as the match save keeps it
        kept = json.loads(json.dumps(ms.deal_obj(m.current_secret, m.current_cut)))
        revealed = bytes.fromhex(kept["secret"])
        parts = tuple(CutPart("NESW".index(p["seat"]), bytes.fromhex(p["hex"])) for p in kept["cut"])
        assert kept["fingerprint"] == shown.hex()
        assert fingerprint(revealed) == shown
        assert deal_number_of(revealed, parts) == m.current_deal_number
        assert deal_hands(deal_number_of(revealed, parts), dealer, m.step) == st.hands_dealt
        assert check_deal(revealed, parts, shown, m.current_deal_number, dealer, m.step, st.hands_dealt).ok
        seen_numbers.add(m.current_deal_number)
    assert len(seen_numbers) == 10_000


def test_a_changed_secret_version_or_cut_gives_another_fingerprint_or_deal():
    rng = random.Random(7)
    for _ in range(500):
        secret = rng.randbytes(SECRET_BYTES)
        cut = _cut(rng)
        dn = deal_number_of(secret, cut)
        # one bit of the secret
        k = rng.randrange(SECRET_BYTES * 8)
        other = (int.from_bytes(secret, "big") ^ (1 << k)).to_bytes(SECRET_BYTES, "big")
        assert fingerprint(other) != fingerprint(secret)
        assert short_fingerprint(fingerprint(other)) != short_fingerprint(fingerprint(secret))
        assert deal_number_of(other, cut) != dn
        # another version
        assert fingerprint(secret, DEAL_VERSION + 1) != fingerprint(secret)
        # another cut: a part added, changed or moved to another seat
        seat = rng.randrange(4)
        if any(p.seat == seat for p in cut):
            changed = tuple(CutPart(p.seat, p.data + b"!") if p.seat == seat else p for p in cut)
        else:
            changed = cut + (CutPart(seat, b""),)
        assert cut_bytes(changed) != cut_bytes(cut)
        assert deal_number_of(secret, changed) != dn
    a = (CutPart(0, b"x"),)
    assert deal_number_of(bytes(16), a) != deal_number_of(bytes(16), (CutPart(1, b"x"),))
    # the parts' order as given does not matter: they are combined in seat order
    two = (CutPart(2, b"south"), CutPart(0, b"north"))
    assert cut_bytes(two) == cut_bytes(tuple(reversed(two))) == b"\x00\x00\x05north\x02\x00\x05south"
    with pytest.raises(ValueError):
        cut_bytes((CutPart(1, b"a"), CutPart(1, b"b")))
    with pytest.raises(ValueError):
        deal_number_of(bytes(16), (), DEAL_VERSION + 1)


def test_the_fingerprint_is_a_hash_of_a_secret_of_at_least_128_bits():
    assert SECRET_BYTES * 8 >= 128
    drawn = []
    m = Match(Rules(), first_dealer=0, secret_source=lambda n: drawn.append(n) or random.Random(n).randbytes(n))
    m.new_hand()
    assert drawn == [SECRET_BYTES] and len(m.current_secret) == SECRET_BYTES
    s = m.current_secret
    assert m.current_fingerprint == hashlib.sha256(
        FINGERPRINT_TAG + DEAL_VERSION.to_bytes(2, "big") + len(s).to_bytes(2, "big") + s).digest()
    with pytest.raises(ValueError):
        fingerprint(bytes(SECRET_BYTES - 1))
    # what is shown is the first 64 bits of the digest, no part of the secret
    shown = short_fingerprint(m.current_fingerprint)
    assert shown.replace(" ", "") == m.current_fingerprint.hex().upper()[:SHOWN_HEX] and SHOWN_HEX * 4 == 64
    assert s.hex().upper()[:8] not in shown.replace(" ", "")


def test_a_wrong_secret_or_cut_or_shown_fingerprint_fails_the_check():
    secret, cut, dealer = bytes(range(16)), (CutPart(2, b"hello"),), 3
    dn = deal_number_of(secret, cut)
    hands = deal_hands(dn, dealer, 1)
    shown = fingerprint(secret)
    assert check_deal(secret, cut, shown, dn, dealer, 1, hands).ok
    bad = check_deal(secret, (CutPart(2, b"hellO"),), shown, dn, dealer, 1, hands)
    assert bad.fingerprint_matches and not bad.deal_number_matches and not bad.cards_match and not bad.ok
    bad = check_deal(bytes(16), cut, shown, dn, dealer, 1, hands)
    assert not bad.fingerprint_matches and not bad.ok
    swapped = [hands[1], hands[0], hands[2], hands[3]]
    bad = check_deal(secret, cut, shown, dn, dealer, 1, swapped)
    assert bad.fingerprint_matches and bad.deal_number_matches and not bad.cards_match


def test_the_repr_of_a_match_shows_no_secret_of_the_hand_in_progress():
    # a log line or a crash report may hold a match's repr
    m = Match(Rules(), first_dealer=0, secret_source=random.Random(5).randbytes)
    m.new_hand(cut=(CutPart(2, b"cut"),))
    text = repr(m)
    assert m.current_secret.hex() not in text and repr(m.current_secret) not in text
    assert str(m.current_deal_number) not in text
