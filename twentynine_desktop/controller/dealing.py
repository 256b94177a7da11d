"""The table's part in a deal anyone can check (docs/DEALING.md): the next hand's secret,
drawn before that hand is dealt so that its fingerprint can be shown first, and kept in
memory only (never in a save, a log or a view) until the deal.  The table controller
owns one (``TableController.deals``) and takes the secret when it deals."""

from __future__ import annotations

from ..engine.deal import SECRET_BYTES, fingerprint
from ..engine.match import Match, SecretSource, os_secret


class DealSecrets:
    """The secret of the next hand, and where secrets come from (``source``: the
    operating system's; tests give their own)."""

    def __init__(self) -> None:
        self.source: SecretSource = os_secret
        self._pending: bytes | None = None
        self._shown: bytes | None = None      # its fingerprint, as shown

    def prepare(self, match: Match | None) -> bytes | None:
        """Draw the next hand's secret (if not drawn yet) and return its fingerprint, to
        be shown before that hand is dealt with the players' cut.  ``match``: the match
        whose next hand it is (None: the first hand of a new match).  None: that match's
        hands are not dealt from secrets (a seeded match)."""
        if match is not None and not match.deals_from_secrets() and not match.over:
            return None
        if self._pending is None:
            self._pending = self.source(SECRET_BYTES)
            self._shown = fingerprint(self._pending)
        if match is not None and not match.over:
            match.next_fingerprint = self._shown      # the table shows it between hands
        return self._shown

    @property
    def next_fingerprint(self) -> bytes | None:
        """The fingerprint shown for the next hand (None: none drawn yet)."""
        return self._shown

    def take(self) -> tuple[bytes, bytes] | None:
        """The secret whose fingerprint was shown and that fingerprint, for the hand
        being dealt now: that hand's, or nobody's (forgotten either way)."""
        if self._pending is None or self._shown is None:
            return None
        taken = (self._pending, self._shown)
        self._pending = self._shown = None
        return taken
