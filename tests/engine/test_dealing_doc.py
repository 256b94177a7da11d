"""docs/DEALING.md states the dealing algorithm so that anyone can check a deal: its
worked example is what the code computes, and its few lines of Python deal what the
program deals."""

from __future__ import annotations

import hashlib
import random
import re
from pathlib import Path

from twentynine_desktop.engine.cards import card_str
from twentynine_desktop.engine.deal import (
    DEAL_TAG,
    FINGERPRINT_TAG,
    CutPart,
    SplitMix64,
    cut_bytes,
    deal_hands,
    deal_number_of,
    fingerprint,
    short_fingerprint,
    shuffled_pack,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "DEALING.md"


def _example() -> dict[str, str]:
    """The worked example's lines, by their label (continuation lines joined)."""
    text = DOC.read_text(encoding="utf-8")
    block = text.split("## Worked example", 1)[1].split("## Checking", 1)[0]
    lines: dict[str, str] = {}
    last = None
    for line in block.splitlines():
        if not line.startswith("    "):
            continue
        m = re.match(r"    (\S.*?)\s{2,}(\S.*)$", line)
        if m and not line.startswith("     "):
            last = m.group(1)
            lines[last] = m.group(2)
        elif last is not None:
            lines[last] += " " + line.strip()
    return lines


def _hex(text: str) -> bytes:
    return bytes.fromhex(text.replace(" ", ""))


SECRET = bytes(range(16))
PARTS = [CutPart(2, b"hello")]
DEALER = 3


def test_the_worked_example_is_what_the_code_computes():
    ex = _example()
    fp = fingerprint(SECRET)
    assert _hex(ex["fingerprint input"]) == FINGERPRINT_TAG + b"\x00\x01\x00\x10" + SECRET
    assert hashlib.sha256(_hex(ex["fingerprint input"])).digest() == fp
    assert ex["fingerprint"] == fp.hex()
    assert ex["shown as"] == short_fingerprint(fp)
    cut = cut_bytes(PARTS)
    assert _hex(ex["cut bytes"]) == cut
    assert _hex(ex["deal input"]) == DEAL_TAG + b"\x00\x10" + SECRET + cut
    digest = hashlib.sha256(_hex(ex["deal input"])).digest()
    assert ex["deal digest"] == digest.hex()
    dn = deal_number_of(SECRET, PARTS)
    assert ex["deal number"] == f"{dn:016x} = {dn}"
    rng = SplitMix64(dn)
    assert ex["SplitMix64 first"] == " ".join(f"{rng.next():016x}" for _ in range(3))
    pack = shuffled_pack(dn)
    assert ex["shuffled pack"] == " ".join(map(str, pack))
    assert ex["as cards"] == " ".join(card_str(c) for c in pack)
    hands = deal_hands(dn, DEALER, 1)
    for seat, name in enumerate(("North (0)", "East (1)", "South (2)", "West (3)")):
        assert ex[name] == " ".join(card_str(c) for c in hands[seat])


def _doc_code():
    text = DOC.read_text(encoding="utf-8")
    code = text.split("```python", 1)[1].split("```", 1)[0]
    space: dict = {}
    exec(code, space)  # the page's own few lines, as a reader would run them
    return space["deal"]


def test_the_few_lines_of_the_doc_deal_what_the_program_deals():
    deal = _doc_code()
    assert deal(SECRET, cut_bytes(PARTS), DEALER) == deal_hands(deal_number_of(SECRET, PARTS), DEALER, 1)
    rng = random.Random(40)
    for _ in range(200):
        secret = rng.randbytes(16)
        parts = [CutPart(s, rng.randbytes(rng.randint(0, 12))) for s in range(4) if rng.random() < 0.5]
        dealer, step = rng.randrange(4), rng.choice((1, 3))
        assert deal(secret, cut_bytes(parts), dealer, step) == \
            deal_hands(deal_number_of(secret, parts), dealer, step)


def test_the_network_games_worked_example_is_what_the_host_and_each_joiner_compute():
    import json

    from twentynine_desktop.net.cuts import Reveal, dec_reveal, enc_reveal
    text = DOC.read_text(encoding="utf-8")
    block = text.split("### A network game, worked out", 1)[1].split("## Where the secret", 1)[0]
    labels = dict(re.findall(r"^    (\S[^\n]*?)\s{2,}(\S[^\n]*)$", block, flags=re.M))
    parts = (CutPart(0, b"asha"), CutPart(1, b"mouse 212,340 2817"), CutPart(2, b"hello"))
    for part, name in zip(parts, ("North's part", "East's part", "South's part"), strict=True):
        assert _hex(labels[name]) == bytes([part.seat]) + len(part.data).to_bytes(2, "big") + part.data
    cut = cut_bytes(parts)
    assert _hex(labels["cut bytes"]) == cut
    assert labels["deal digest"] == hashlib.sha256(DEAL_TAG + b"\x00\x10" + SECRET + cut).hexdigest()
    dn = deal_number_of(SECRET, parts)
    assert labels["deal number"] == f"{dn:016x} = {dn}"
    hands = deal_hands(dn, 3, 1)
    for seat, name in enumerate(("North (0)", "East (1)", "South (2)", "West (3)")):
        assert labels[name] == " ".join(card_str(c) for c in hands[seat])
    wire = block.split("    {", 1)[1].split("\n\n", 1)[0]
    reveal = json.loads("{" + " ".join(line.strip() for line in wire.splitlines()))
    assert reveal == json.loads(json.dumps(enc_reveal(Reveal(7, SECRET, parts))))
    assert dec_reveal(reveal) == Reveal(7, SECRET, parts)
    # the page's few lines, run as a reader would: the first block's deal, then these
    code = block.split("```python", 1)[1].split("```", 1)[0]
    space: dict = {"reveal": reveal, "deal": _doc_code()}
    exec(code, space)
    assert space["hands"] == hands
