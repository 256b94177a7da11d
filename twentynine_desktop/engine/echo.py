"""Quoting a piece of input in an error message, without echoing a huge input whole.

``shown(value)`` is ``repr(value)`` for ordinary values ("'XS'", "['E', 'bid']", "17");
a long or deeply nested value is cut to about 40 characters, ending in "…" so that the
cut is visible.  It never raises, whatever the value (a 10 MB string, a list nested 900
levels deep, an integer too long for ``str``).
"""

from __future__ import annotations

import reprlib

LIMIT = 40
ELLIPSIS = "\u2026"


class _Repr(reprlib.Repr):
    def repr_int(self, x: int, level: int) -> str:
        try:
            return repr(x)
        except ValueError:  # more digits than int -> str conversion allows
            return "<a number too long to show>"


_REPR = _Repr()
_REPR.fillvalue = ELLIPSIS
_REPR.maxlevel = 3
_REPR.maxlist = _REPR.maxtuple = _REPR.maxset = _REPR.maxfrozenset = 6
_REPR.maxdict = 4
_REPR.maxstring = _REPR.maxlong = _REPR.maxother = LIMIT + 2


def cut(text: str, limit: int = LIMIT) -> str:
    """``text`` itself when at most ``limit`` characters long, else its start and "…"."""
    return text if len(text) <= limit else text[:limit] + ELLIPSIS


def shown(value: object, limit: int = LIMIT) -> str:
    """A short quotation of ``value`` for a message: its repr, cut to ``limit`` characters."""
    if isinstance(value, str):
        return cut(repr(value[:limit + 2]) if len(value) > limit + 2 else repr(value), limit)
    try:
        text = _REPR.repr(value)
    except Exception:  # noqa: BLE001  an odd object from a caller of replay_obj: name its type
        text = f"<a {type(value).__name__}>"
    return cut(text, limit)
