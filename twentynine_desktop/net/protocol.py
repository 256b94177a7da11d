"""The table protocol's message layer: framing, limits, versions, the table code and the
strict reading of what a client sends (pure Python, no Qt; docs/NETWORK.md).

A message is one JSON object, sent as a frame: a 4-byte big-endian length, then that
many bytes of UTF-8 JSON.  ``FrameReader`` cuts a byte stream into messages and turns
every malformed input into a ``ProtocolError`` with a code (never another exception):
a frame over ``MAX_FRAME`` bytes, bytes that are not UTF-8 JSON, nesting deeper than
``MAX_DEPTH``, a number longer than ``MAX_DIGITS`` digits, a value that is not an object
with a known ``"t"``.
"""

from __future__ import annotations

import json
import math
import secrets
import struct
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .. import __version__

PROTOCOL = 2                 # bumped on any change a program of the last version cannot read
                             # (2: the people's cuts, net/cuts.py)
PROGRAM = __version__
MAX_FRAME = 256 * 1024       # bytes of one message (a view is about 3 KB)
MAX_CLIENT_FRAME = 4 * 1024  # what the host accepts from a client (actions are tiny)
MAX_DEPTH = 8                # nesting of arrays and objects a client may send
MAX_DIGITS = 12              # digits of a number a client may send
HOST_DEPTH = 12              # what a client accepts from the host (views, results)
HOST_DIGITS = 24             # (a deal number has up to 20 digits)
HEADER = struct.Struct(">I")
DEFAULT_PORT = 29029         # the host's TCP port (the next free one if taken)
DISCOVERY_PORT = 29030       # UDP: the hosts' announcements
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"   # no 0/O, 1/I/L: read out without doubt
CODE_LENGTH = 6


class ErrorCode(StrEnum):
    """Why the host (or the client) closes a connection or refuses a hello."""

    TOO_BIG = "too_big"             # a frame over the size limit
    MALFORMED = "malformed"         # not JSON, too deep, a huge number, wrong fields
    FLOOD = "flood"                 # too many messages too fast
    VERSION = "version"             # another protocol version
    WRONG_CODE = "wrong_code"       # the table code does not match
    BAD_TOKEN = "bad_token"         # a rejoin with a token of no seat
    SEAT_TAKEN = "seat_taken"       # the seat asked for has a person
    TABLE_FULL = "table_full"       # no seat is free for a person
    NOT_JOINED = "not_joined"       # an action before a welcome
    LOCKED_OUT = "locked_out"       # too many wrong codes from this address
    CLOSED = "closed"               # the host closes the table
    LOOPBACK_ONLY = "loopback_only"  # (this program) limited to 127.0.0.1: no other address


PLAIN = {
    ErrorCode.TOO_BIG: "A message was too large.",
    ErrorCode.MALFORMED: "A message could not be read.",
    ErrorCode.FLOOD: "Too many messages were sent too fast.",
    ErrorCode.VERSION: "The two programs speak different versions of the table protocol: "
                       "update both to the same version of Twenty-Nine.",
    ErrorCode.WRONG_CODE: "The table code is not right.",
    ErrorCode.BAD_TOKEN: "This seat could not be taken back (the table was started again?).",
    ErrorCode.SEAT_TAKEN: "That seat already has a player.",
    ErrorCode.TABLE_FULL: "Every seat at this table already has a person.",
    ErrorCode.NOT_JOINED: "Join the table first.",
    ErrorCode.LOCKED_OUT: "Too many wrong codes: wait a minute and try again.",
    ErrorCode.CLOSED: "The host closed the table.",
    ErrorCode.LOOPBACK_ONLY: "This program is limited to this computer (--loopback-only): "
                             "it joins tables at 127.0.0.1 only.",
}


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` says how (an ``ErrorCode``)."""

    def __init__(self, code: ErrorCode, detail: str = "") -> None:
        super().__init__(f"{code.value}: {detail}" if detail else code.value)
        self.code = code
        self.detail = detail


# ------------------------------------------------------------------ framing
def frame(message: dict[str, Any]) -> bytes:
    """One message as a frame (length, then compact JSON)."""
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    if len(body) > MAX_FRAME:
        raise ProtocolError(ErrorCode.TOO_BIG, f"{len(body)} bytes")
    return HEADER.pack(len(body)) + body


def _too_deep(text: str, limit: int) -> bool:
    depth = 0
    in_str = escaped = False
    for ch in text:
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def _no_constant(name: str) -> Any:
    raise ProtocolError(ErrorCode.MALFORMED, f"{name} is not a number")


def parse_body(body: bytes, depth: int = MAX_DEPTH, digits: int = MAX_DIGITS) -> dict[str, Any]:
    """A frame's bytes as a message object, or ProtocolError (MALFORMED): nesting
    deeper than ``depth``, a number of more than ``digits`` digits."""

    def _int(text: str) -> int:
        if len(text.lstrip("-")) > digits:
            raise ProtocolError(ErrorCode.MALFORMED, "number too long")
        return int(text)

    def _float(text: str) -> float:
        value = float(text) if len(text) <= digits + 8 else math.inf
        if not math.isfinite(value):
            raise ProtocolError(ErrorCode.MALFORMED, "number too long")
        return value

    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError(ErrorCode.MALFORMED, "not UTF-8") from None
    if _too_deep(text, depth):
        raise ProtocolError(ErrorCode.MALFORMED, "nested too deep")
    try:
        obj = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_no_constant)
    except ProtocolError:
        raise
    except (ValueError, RecursionError):
        raise ProtocolError(ErrorCode.MALFORMED, "not JSON") from None
    if not isinstance(obj, dict) or not isinstance(obj.get("t"), str):
        raise ProtocolError(ErrorCode.MALFORMED, "not a message object")
    return obj


class FrameReader:
    """Cuts a byte stream into message objects.  ``feed(data)`` returns the messages
    complete so far; a frame over ``limit`` raises ProtocolError(TOO_BIG) as soon as
    its length is read (the rest is never buffered)."""

    def __init__(self, limit: int = MAX_FRAME, depth: int = MAX_DEPTH,
                 digits: int = MAX_DIGITS) -> None:
        self.limit = limit
        self.depth = depth
        self.digits = digits
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        self._buf += data
        out: list[dict[str, Any]] = []
        while len(self._buf) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buf)
            if size > self.limit:
                self._buf.clear()
                raise ProtocolError(ErrorCode.TOO_BIG, f"{size} bytes")
            if len(self._buf) < HEADER.size + size:
                break
            body = bytes(self._buf[HEADER.size:HEADER.size + size])
            del self._buf[:HEADER.size + size]
            out.append(parse_body(body, self.depth, self.digits))
        return out


# ------------------------------------------------------------------ the table code
def new_code() -> str:
    """A fresh table code: six characters easy to read out (no 0/O, no 1/I/L)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: object) -> str | None:
    """A code as typed ("abc-def", "ABC DEF") in its plain form, or None if it cannot
    be one."""
    if not isinstance(text, str) or len(text) > 32 or not text.isascii():
        return None
    plain = "".join(ch for ch in text.upper() if ch not in " -")
    if len(plain) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in plain):
        return None
    return plain


def show_code(code: str) -> str:
    """A code as shown to read out: "ABC-DEF"."""
    return code[:3] + "-" + code[3:]


def codes_equal(a: str, b: str) -> bool:
    return secrets.compare_digest(a.encode(), b.encode())


# ------------------------------------------------------------------ what a client sends
CLIENT_TYPES = frozenset({"hello", "act", "decline", "cut", "ping", "bye"})


@dataclass(frozen=True)
class Hello:
    protocol: int
    program: str
    code: str | None        # normalised; None: not a possible code
    name: str
    seat: int | None        # the seat asked for (None: any free one)
    token: str | None       # a seat's token (taking the seat back)


def _str(obj: dict[str, Any], key: str, most: int, optional: bool = False) -> str | None:
    value = obj.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > most:
        raise ProtocolError(ErrorCode.MALFORMED, f"{key} is not a short text")
    return value


def _keys(obj: dict[str, Any], allowed: set[str]) -> None:
    extra = set(obj) - allowed
    if extra:
        raise ProtocolError(ErrorCode.MALFORMED, "unknown fields")


def read_hello(obj: dict[str, Any]) -> Hello:
    """A hello message's fields, checked; ProtocolError(MALFORMED) if wrong."""
    _keys(obj, {"t", "protocol", "program", "code", "name", "seat", "token"})
    proto = obj.get("protocol")
    if not isinstance(proto, int) or isinstance(proto, bool) or not 0 <= proto < 10**6:
        raise ProtocolError(ErrorCode.MALFORMED, "protocol is not a version number")
    program = _str(obj, "program", 40) or ""
    name = (_str(obj, "name", 60, optional=True) or "").strip()
    name = "".join(ch for ch in name if ch.isprintable())[:24]
    seat = obj.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                             or not 0 <= seat <= 3):
        raise ProtocolError(ErrorCode.MALFORMED, "seat is 0-3")
    token = _str(obj, "token", 64, optional=True)
    return Hello(proto, program, normalise_code(obj.get("code")), name, seat, token)


def read_turn_id(obj: dict[str, Any]) -> int:
    at = obj.get("at")
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < 2**53:
        raise ProtocolError(ErrorCode.MALFORMED, "at is the turn's number")
    return at


# ------------------------------------------------------------------ flood control
class RateLimit:
    """A token bucket: ``rate`` messages a second, bursts of ``burst``.  ``allow(now)``
    takes one token (False: over the limit).  The clock is given, for tests."""

    def __init__(self, rate: float = 30.0, burst: float = 60.0) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last: float | None = None

    def allow(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True
