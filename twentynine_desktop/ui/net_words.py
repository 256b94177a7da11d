"""The words of playing with others, in the chosen language: why the host refused to
seat this program (by the code the host sends, ``net.protocol.ErrorCode``), the state of
the connection, the table's choices, and the notice before the host first listens."""

from __future__ import annotations

from collections.abc import Mapping

from ..net.cuts import CutRefusal
from ..net.protocol import ErrorCode
from .i18n import QT_TR_NOOP, tr

_E = ErrorCode

JOIN_REFUSED: dict[str, str] = {
    _E.VERSION.value: QT_TR_NOOP("The two programs are different versions of Twenty-Nine: "
                                 "install the same version on both computers."),
    _E.WRONG_CODE.value: QT_TR_NOOP("The table code is not right. Ask the host to read it out again."),
    _E.BAD_TOKEN.value: QT_TR_NOOP("Your seat could not be taken back: the host may have opened "
                                   "a new table."),
    _E.SEAT_TAKEN.value: QT_TR_NOOP("That seat already has a player: choose another seat."),
    _E.TABLE_FULL.value: QT_TR_NOOP("Every seat at this table already has a person."),
    _E.LOCKED_OUT.value: QT_TR_NOOP("Too many wrong codes: wait a minute, then try again."),
    _E.CLOSED.value: QT_TR_NOOP("The host has closed the table."),
    _E.MALFORMED.value: QT_TR_NOOP("The host could not read a message from this program."),
    _E.FLOOD.value: QT_TR_NOOP("This program sent too many messages too fast."),
    _E.TOO_BIG.value: QT_TR_NOOP("A message was too large."),
    _E.NOT_JOINED.value: QT_TR_NOOP("Join the table first."),
}
JOIN_REFUSED_OTHER = QT_TR_NOOP("The host refused to seat you.")

# what the host is told when it turns a program away (the others are told why themselves)
HOST_NOTICE: dict[str, str] = {
    _E.WRONG_CODE.value: QT_TR_NOOP("A program tried to join with a wrong table code."),
    _E.LOCKED_OUT.value: QT_TR_NOOP("A computer sent too many wrong codes: it must wait a minute."),
    _E.VERSION.value: QT_TR_NOOP("A program of another version of Twenty-Nine tried to join."),
}

CONNECTION: dict[str, str] = {
    "connecting": QT_TR_NOOP("Connecting to the table\u2026"),
    "joined": QT_TR_NOOP("At the table"),
    "lost": QT_TR_NOOP("Connection lost: trying again to take back your seat\u2026"),
    "ended": QT_TR_NOOP("Not at the table any more"),
}

# why the host did not take this program's cut (``cut_refused``), by its reason
CUT_REFUSED: dict[CutRefusal, str] = {
    CutRefusal.NOT_NOW: QT_TR_NOOP("Your cut came too late: the cards were already dealt."),
    CutRefusal.TWICE: QT_TR_NOOP("You have already cut this deal: your first cut counts."),
    CutRefusal.NOT_YOUR_SEAT: QT_TR_NOOP("A cut is made for your own seat only."),
    CutRefusal.NOT_SEATED: QT_TR_NOOP("Take a seat at the table before you cut."),
    CutRefusal.TOO_LONG: QT_TR_NOOP("Your cut is too long: at most 1024 bytes of text."),
    CutRefusal.NOT_TEXT: QT_TR_NOOP("Your cut could not be read as text."),
}
CUT_TAKEN = QT_TR_NOOP("Your cut is in: the host deals when everyone has cut.")

FIRST_LISTEN = QT_TR_NOOP(
    "Other computers on your home network will now be able to join this table.\n\n"
    "Windows may ask whether Twenty-Nine may use the network: tick \u201cPrivate networks\u201d "
    "and click \u201cAllow access\u201d.\n\n"
    "macOS may ask whether Twenty-Nine may find and connect to devices on your local network: "
    "click \u201cAllow\u201d (or \u201cOK\u201d).\n\n"
    "Nothing is sent outside your home network.")


def join_refused_words(code: str) -> str:
    """Why the host did not seat this program, in the chosen language."""
    return tr(JOIN_REFUSED.get(code, JOIN_REFUSED_OTHER))


def host_notice_words(code: str) -> str:
    """A connection the host turned away, said to the host."""
    if code in HOST_NOTICE:
        return tr(HOST_NOTICE[code])
    return tr("A connection was refused: {why}").format(why=join_refused_words(code))


def cut_answer_words(reason: CutRefusal | None) -> str:
    """The host's answer to this program's cut, in the chosen language."""
    return tr(CUT_TAKEN if reason is None else CUT_REFUSED[reason])


def connection_words(state: str) -> str:
    return tr(CONNECTION.get(state, state))


def options_words(options: Mapping[str, bool]) -> str:
    """The table's choices, as every player sees them: "Hints: off · Practice undo:
    off · Bid advisor: off"."""
    on, off = tr("on"), tr("off")
    parts = [tr("Hints: {state}").format(state=on if options.get("hints") else off),
             tr("Practice undo: {state}").format(state=on if options.get("practice") else off)]
    if "advisor" in options:     # (a host that does not tell it: not shown)
        parts.append(tr("Bid advisor: {state}").format(state=on if options["advisor"] else off))
    return " \u00b7 ".join(parts)


__all__ = ["CONNECTION", "CUT_REFUSED", "CUT_TAKEN", "FIRST_LISTEN", "HOST_NOTICE", "JOIN_REFUSED",
           "connection_words", "cut_answer_words", "host_notice_words", "join_refused_words",
           "options_words"]
