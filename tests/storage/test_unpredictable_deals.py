"""Nobody can compute a hand before it is over: every hand is dealt from a fresh secret
(128 bits from the operating system), so neither "Export this match" in the middle of
a hand nor any number of deal numbers shown after past hands tells a card not yet seen;
a deal number still reproduces its finished hand, and saves of the older format (with
the match's seed and generator state) still resume.  The program killed with SIGKILL
at random moments (in a hand or between hands) has written nothing (saves, settings,
logs, statistics) that holds a later hand's secret, and the hand in progress's secret
sits only in the live save beside its cards (4 kills; 30 with ``--long``)."""

from __future__ import annotations

import base64
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from save_support import play_match_actions

from twentynine_desktop.controller import TableConfig, TableController
from twentynine_desktop.engine import match as match_module
from twentynine_desktop.engine.deal import (
    SECRET_BYTES,
    SplitMix64,
    deal_hands,
    deal_number_from_secret,
)
from twentynine_desktop.engine.match import Match
from twentynine_desktop.engine.rules import Rules
from twentynine_desktop.storage import matchsave as ms
from twentynine_desktop.ui.play_keeping import parse_deal_number


class Secrets:
    """An injected random source: the given secrets first, then random bytes of its own."""

    def __init__(self, first: list[bytes], rng: random.Random):
        self.first = list(first)
        self.rng = rng
        self.asked: list[int] = []

    def __call__(self, n: int) -> bytes:
        self.asked.append(n)
        return self.first.pop(0) if self.first else self.rng.randbytes(n)


def _mid_third_hand(source) -> Match:
    """A match (no seed, as the program plays) after two finished hands, its third hand
    dealt and its auction begun."""
    m = Match(Rules(), first_dealer=1, secret_source=source)
    rng = random.Random(5)
    while len(m.hands_played) < 2:
        play_match_actions(m, rng, 1)
    play_match_actions(m, rng, 3)
    assert m.current is not None and not m.current.over and len(m.hands_played) == 2
    return m


def _keys(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from _keys(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _keys(v)


def _numbers(obj):
    if isinstance(obj, bool):
        return
    if isinstance(obj, int):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _numbers(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _numbers(v)


def _export(m: Match, monkeypatch) -> dict:
    monkeypatch.setattr(ms, "now_text", lambda: "2026-12-04T12:00:00+00:00")
    info = ms.MatchInfo(match_id="20261204T120000-abcdef", started="2026-12-04T11:00:00+00:00",
                        human_seat=2, levels={"N": "easy", "E": "easy", "W": "easy"})
    return json.loads(ms.dumps(ms.export_obj(m, info)))


def test_an_export_mid_hand_holds_no_seed_generator_state_or_hidden_hand(monkeypatch):
    m = _mid_third_hand(Secrets([], random.Random(1)))
    obj = _export(m, monkeypatch)
    keys = set(_keys(obj))
    assert not {k for k in keys if "seed" in k.lower() or "rng" in k.lower() or "state" in k.lower()}
    assert obj["current"] is None and len(obj["hands"]) == 2
    assert m.current_deal_number not in set(_numbers(obj))   # the hidden hand's number is not there


def test_the_hidden_hand_depends_on_nothing_in_the_export(monkeypatch):
    # two matches whose first two hands had the same secrets, and whose third hand had
    # different ones (the operating system's randomness): the same export, different cards
    s1, s2 = bytes(range(16)), bytes(range(16, 32))
    a = _mid_third_hand(Secrets([s1, s2], random.Random(100)))
    b = _mid_third_hand(Secrets([s1, s2], random.Random(200)))
    assert _export(a, monkeypatch) == _export(b, monkeypatch)
    assert [h.deal_number for h in a.hands_played] == [h.deal_number for h in b.hands_played]
    assert a.current.hands_dealt != b.current.hands_dealt
    # and the same third secret gives the same third hand: the deal is the secret's
    c = _mid_third_hand(Secrets([s1, s2], random.Random(100)))
    assert c.current.hands_dealt == a.current.hands_dealt


def test_every_hand_is_dealt_from_a_fresh_128_bit_secret_from_the_operating_system(monkeypatch):
    drawn: list[bytes] = []
    real = match_module.secrets.token_bytes

    def spy(n):
        drawn.append(real(n))
        return drawn[-1]

    monkeypatch.setattr(match_module.secrets, "token_bytes", spy)
    rng = random.Random(2)
    numbers: list[int | None] = []
    # the cards are the OS's, so how many actions a hand takes varies, and a doubled
    # hand can end a match early: play on, in a new match if need be, until at least
    # three hands have been dealt
    while len(numbers) < 3:
        m = Match(Rules(), first_dealer=0)
        for _ in range(100):
            if len(drawn) - len(numbers) >= 3 or m.over:
                break
            play_match_actions(m, rng, 50)
        # every hand dealt: those finished, and the one in progress if there is one
        numbers += [h.deal_number for h in m.hands_played]
        if m.current is not None and not m.current.over:
            numbers.append(m.current_deal_number)
    assert len(drawn) == len(numbers) >= 3 and all(len(s) >= SECRET_BYTES for s in drawn)
    assert numbers == [deal_number_from_secret(s) for s in drawn]
    assert len(set(drawn)) == len(drawn)


def test_deal_numbers_are_not_the_outputs_of_one_generator(monkeypatch):
    # the old way: one SplitMix64 whose outputs were the deal numbers, so a few numbers
    # gave the generator.  Now no generator seeded from a past number continues the series.
    source = Secrets([], random.Random(9))
    m = Match(Rules(), first_dealer=0, secret_source=source)
    numbers = [m.next_deal_number() for _ in range(6)]
    assert source.asked == [SECRET_BYTES] * 6
    for past, nxt in zip(numbers, numbers[1:], strict=False):
        assert (SplitMix64(past).next() >> 33) != nxt
    assert len(set(numbers)) == 6 and max(numbers) < 1 << 63


def test_a_table_without_a_seed_deals_from_fresh_secrets(qapp):
    c = TableController(TableConfig(levels={s: "random" for s in "NESW"}, human_seat=None,
                                    computer_delay_ms=0, animation_speed=0.0))
    c.new_match()
    try:
        assert c.match.seed is None and c.match.secret_source is match_module.os_secret
    finally:
        c.shutdown()


def test_a_deal_number_still_reproduces_its_finished_hand():
    m = Match(Rules(), first_dealer=2, secret_source=Secrets([], random.Random(3)))
    play_match_actions(m, random.Random(3), 300)
    assert len(m.hands_played) >= 3
    for h in m.hands_played:
        assert deal_hands(h.deal_number, h.dealer, m.step) == h.record.hands
        # typed into "Play a deal by number", it deals the same cards
        assert parse_deal_number(f"{h.deal_number:,}") == h.deal_number
        again = Match(Rules(), first_dealer=h.dealer).new_hand(h.deal_number)
        assert again.hands_dealt == h.record.hands


def _old_format(obj: dict, seed: int, state: int) -> str:
    """A save as the older version wrote it: format 1, with the match's seed and the
    state of its deal generator."""
    old = dict(obj)
    old["format"] = "twentynine-match/1"
    old["seed"] = seed
    old["rng_state"] = state
    del old["checksum"]
    old["checksum"] = ms.checksum(old)
    return json.dumps(old)


def test_a_save_of_the_older_format_with_a_match_seed_resumes(tmp_path):
    m = Match(Rules(), first_dealer=1, secret_source=Secrets([], random.Random(4)))
    play_match_actions(m, random.Random(4), 120)
    live = ms.match_to_obj(m, ms.MatchInfo())
    assert live["current"] is not None     # the live save holds the hand in progress
    path = tmp_path / "match-in-progress.json"
    path.write_text(_old_format(live, seed=1234567, state=9876543210))
    res = ms.read_save(path)
    assert res.problem is None, res.problem
    got = res.loaded.match
    assert got.hands_played and [h.record.hands for h in got.hands_played] == \
        [h.record.hands for h in m.hands_played]
    assert got.current.history == m.current.history and got.scores == m.scores
    # its later hands are not the old generator's (an old export may have shown it)
    assert got.seed is None
    got.secret_source = Secrets([b"\x01" * 16], random.Random(0))
    assert got.next_deal_number() == deal_number_from_secret(b"\x01" * 16)
    # saved again, it is written in the new format, without seed or generator state
    again = ms.match_to_obj(got, res.loaded.info)
    assert again["format"] == ms.FORMAT and "seed" not in again and "rng_state" not in again


@pytest.mark.parametrize("field", ["seed", "rng_state"])
def test_a_new_save_with_a_seed_field_is_refused(tmp_path, field):
    m = Match(Rules(), first_dealer=1, secret_source=Secrets([], random.Random(6)))
    play_match_actions(m, random.Random(6), 30)
    obj = ms.match_to_obj(m, ms.MatchInfo())
    obj[field] = 5
    obj["checksum"] = ms.checksum(obj)
    with pytest.raises(ms.SaveError, match="unknown fields"):
        ms.parse_save(json.dumps(obj))


# ------------------------------------------------------------------ killed mid-hand
DRIVER = Path(__file__).with_name("deal_secrets_driver.py")


def _run_until_killed(home: Path, draws_before_kill: int, rng: random.Random) -> list[str]:
    """The program (deal_secrets_driver.py) with all its files in ``home``, killed with
    SIGKILL at a random moment after its ``draws_before_kill``-th secret; its stdout."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TWENTYNINE_HOME=str(home))
    proc = subprocess.Popen([sys.executable, str(DRIVER)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    lines: list[str] = []
    enough = threading.Event()

    def reader():
        for line in proc.stdout:
            lines.append(line.strip())
            if sum(ln.startswith("drawn") for ln in lines) >= draws_before_kill:
                enough.set()
        enough.set()

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    enough.wait(120)
    threading.Event().wait(rng.random() * 0.2)     # anywhere in a hand, or between hands
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    t.join(30)
    err = proc.stderr.read()
    proc.stderr.close()
    assert "Traceback" not in err, err
    assert proc.returncode == -signal.SIGKILL
    return lines


def _forms(secret: bytes) -> list[bytes]:
    """Every way a secret could sit in a file: raw, hex (either case), base64, a number."""
    return [secret, secret.hex().encode(), secret.hex().upper().encode(), base64.b64encode(secret),
            base64.b64encode(secret).rstrip(b"="), str(int.from_bytes(secret, "big")).encode(),
            str(deal_number_from_secret(secret)).encode()]


def test_killed_mid_hand_nothing_it_wrote_holds_a_later_hands_secret(tmp_path, long_run):
    rng = random.Random(4040)
    home = tmp_path / "home"
    kills = 0
    later = 0
    while kills < (30 if long_run else 4):
        lines = _run_until_killed(home, rng.randint(2, 7), rng)
        drawn = [bytes.fromhex(ln.split()[1]) for ln in lines if ln.startswith("drawn")]
        assert drawn and all(len(s) >= SECRET_BYTES for s in drawn)
        files = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}
        assert any(p.name == "settings.ini" for p in files) and any(p.suffix == ".log" for p in files)
        # the saves: the live save, the temporary file of a write the kill cut short (a
        # newer save, maybe not whole) and the kept matches.  A secret is in one only as
        # a dealt hand's "deal" ("secret": "<hex>"): a finished hand's, or the hand in
        # progress's beside its cards
        saves = {p: data for p, data in files.items()
                 if p.suffix == ".json" or ms.TEMP_NAME.fullmatch(p.name)}
        assert any(p.name == "match-in-progress.json" for p in saves) or any(
            p.parent.name == "matches" for p in saves)
        dealt = {bytes.fromhex(h.decode()) for data in saves.values()
                 for h in re.findall(rb'"secret": "([0-9a-f]{32})"', data)}
        for secret in drawn:
            where = {p for p, data in files.items() if any(form in data for form in _forms(secret))}
            if secret not in dealt:
                # a later hand's secret (drawn, its fingerprint shown, not yet dealt):
                # nowhere, so nothing written tells that hand's cards
                assert not where, (secret.hex(), [p.name for p in where])
                later += 1
                continue
            assert where <= set(saves), [p.name for p in where]    # no log, setting, statistic
            for p in where:
                data = saves[p]
                assert data.count(secret.hex().encode()) == data.count(b'"secret": "' + secret.hex().encode())
                assert not any(form in data for form in _forms(secret)[2:6]), p.name
        kills += 1
    assert later >= 2     # a later hand's secret was in memory at some of the kills
