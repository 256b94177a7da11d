"""House rules as data.

Every house rule of the rules reference is declared once here, with its key, options,
default, group and explanations.  The settings dialog, saved games, hand records and
the engine all read these declarations, so a rule added here cannot be missing from
any of them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, NoReturn, Protocol, Self

from .echo import shown


class RuleError(ValueError):
    """An unknown house-rule key or a value outside its options."""


@dataclass(frozen=True)
class RuleSpec:
    key: str
    kind: str  # "bool", "choice" or "int"
    default: Any
    group: str
    label: str
    summary: str
    options: tuple[str | int, ...] = ()  # choices ("choice" rules, int rules with a fixed set)
    low: int | None = None
    high: int | None = None
    option_labels: tuple[str, ...] = ()  # human labels matching options (choice rules)
    table_setting: bool = False  # a table setting rather than a rule of play

    def values(self) -> tuple[bool | str | int, ...]:
        """Every allowed value, in display order."""
        if self.kind == "bool":
            return (False, True)
        if self.kind == "choice" or self.options:
            return self.options
        if self.low is None or self.high is None:
            raise RuleError(f"house rule {self.key!r} is declared with neither options nor a range")
        return tuple(range(self.low, self.high + 1))

    def validate(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise RuleError(f"house rule {self.key!r} takes true or false, not {shown(value)}")
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise RuleError(f"house rule {self.key!r} takes a whole number, not {shown(value)}")
            if self.options and value not in self.options:
                allowed = " or ".join(str(o) for o in self.options)
                raise RuleError(f"house rule {self.key!r} must be {allowed}, not {shown(value)}")
            if (self.low is not None and self.high is not None
                    and not (self.low <= value <= self.high)):
                raise RuleError(
                    f"house rule {self.key!r} must be from {self.low} to {self.high}, not {shown(value)}"
                )
            return value
        if value not in self.options or not isinstance(value, str):
            allowed = ", ".join(repr(o) for o in self.options)
            raise RuleError(f"house rule {self.key!r} must be one of {allowed}, not {shown(value)}")
        return value

    def option_label(self, value: Any) -> str:
        if self.kind == "bool":
            return "On" if value else "Off"
        if self.option_labels:
            return self.option_labels[self.options.index(value)]
        return str(value)


GROUPS = ("Auction", "Trump", "Play", "Pair", "Doubling", "Scoring and match", "Computer players")

RULE_SPECS: tuple[RuleSpec, ...] = (
    RuleSpec("direction", "choice", "clockwise", "Play", "Direction of play",
             "Order of deal, auction and play.",
             options=("clockwise", "counterclockwise"),
             option_labels=("Clockwise (N, E, S, W)", "Counter-clockwise (N, W, S, E)")),
    RuleSpec("last_trick_point", "bool", False, "Scoring and match", "Point for the last trick",
             "The eighth trick is worth 1 more point: 29 in the pack, bids and the pair cap go to 29."),
    RuleSpec("min_bid", "int", 16, "Auction", "Lowest bid",
             "Lowest bid, the dealer's forced bid and the floor of a pair.", low=14, high=20),
    RuleSpec("auction", "choice", "open", "Auction", "Auction",
             "Open ascending auction, or the Bangladesh and Nepal duel where the holder may hold.",
             options=("open", "duel"),
             option_labels=("Open (each bid higher)", "Duel (holder may hold)")),
    RuleSpec("all_pass", "choice", "dealer_forced", "Auction", "When the first three pass",
             "The dealer must bid the minimum, or the dealer may pass too and the cards are redealt.",
             options=("dealer_forced", "redeal"),
             option_labels=("Dealer must bid", "Redeal if all pass")),
    RuleSpec("trump_card", "choice", "indicator", "Trump", "Face-down trump",
             "A spare indicator card, or one of the bidder's own four cards, set face down.",
             options=("indicator", "own_card"),
             option_labels=("Spare indicator card", "One of the bidder's own cards")),
    RuleSpec("seventh_card", "bool", False, "Trump", "Seventh-card trump",
             "The bidder may call 'seventh card': the seventh card dealt to them sets the trump, unseen."),
    RuleSpec("reveal", "choice", "on_request", "Play", "Revealing the trump",
             "A void player may ask; the first void player must ask; or the trump shows by itself.",
             options=("on_request", "first_void_must_ask", "automatic"),
             option_labels=("On request", "First void player must ask", "Automatically")),
    RuleSpec("asker_must_trump", "bool", True, "Play", "Asker must trump",
             "After asking for the trump, the asker must play a trump to that trick if able."),
    RuleSpec("void_must_trump", "bool", False, "Play", "Void player must trump",
             "After the reveal, every player who cannot follow suit must play a trump if able."),
    RuleSpec("trump_activation", "choice", "whole_trick", "Play", "Trumps in the reveal trick",
             "In the trick of the reveal, trumps played before it count too, or only those after it.",
             options=("whole_trick", "from_reveal"),
             option_labels=("Whole trick", "From the reveal on")),
    RuleSpec("bidder_trump_lead", "choice", "allowed", "Play", "Bidder leading trumps",
             "The bidder may lead a trump before the reveal, or not unless holding only trumps.",
             options=("allowed", "not_before_reveal"),
             option_labels=("Allowed", "Not before the reveal")),
    RuleSpec("unrevealed_hand", "choice", "scored", "Scoring and match", "Trump never revealed",
             "A hand in which the trump is never revealed is scored, or annulled.",
             options=("scored", "annulled"), option_labels=("Scored", "Annulled")),
    RuleSpec("pair", "choice", "standard", "Pair", "Pair (marriage)",
             "King and Queen of trumps move the target by 4; off, or Bangladesh or Lucknow form.",
             options=("off", "standard", "bangladesh", "lucknow"),
             option_labels=("Off", "Standard", "Bangladesh (bid above 18)", "Lucknow (after trumping)")),
    RuleSpec("doubling", "choice", "double_redouble", "Doubling", "Doubling",
             "Defenders may double and bidders redouble; with 'set' the defenders may stake the match.",
             options=("off", "double_redouble", "with_set"),
             option_labels=("Off", "Double and redouble", "Double, redouble and set")),
    RuleSpec("doubling_time", "choice", "before_second_deal", "Doubling", "When to double",
             "The doubling windows open after the trump is set, or after all eight cards are dealt.",
             options=("before_second_deal", "after_deal"),
             option_labels=("Before the second deal", "After the deal")),
    RuleSpec("double_window_seconds", "int", 8, "Doubling", "Seconds to double",
             "Table timer for a human's doubling decision.", low=3, high=30, table_setting=True),
    RuleSpec("gorakhpur", "bool", False, "Doubling", "Gorakhpur auto-double",
             "A bid of 21 or more is worth 2 game points; a double takes it to 4, the most."),
    RuleSpec("single_hand", "choice", "off", "Scoring and match", "Single hand",
             "A player may play alone for all eight tricks, or the bidder alone for the bid.",
             options=("off", "all_tricks", "bidder_alone"),
             option_labels=("Off", "All eight tricks, no trumps", "Bidder plays alone")),
    RuleSpec("single_hand_value", "int", 3, "Scoring and match", "Single hand value",
             "Game points won or lost by a single hand.", options=(3, 6)),
    RuleSpec("bangladesh_redeals", "bool", False, "Auction", "Bangladesh redeals",
             "Redeal when a first or second speaker has no point card, or a seventh-card trump is the bidder's only point card of its suit."),
    RuleSpec("match_to", "int", 6, "Scoring and match", "Match to",
             "Game points that win (and, negative, lose) the match.", low=4, high=12),
    RuleSpec("computer_pair", "bool", False, "Computer players", "Computer players show the pair",
             "Computer players may show the pair.", table_setting=True),
    RuleSpec("computer_doubles", "bool", False, "Computer players", "Computer players double",
             "Computer players may double and redouble.", table_setting=True),
)

SPECS: dict[str, RuleSpec] = {s.key: s for s in RULE_SPECS}
DEFAULTS: dict[str, Any] = {s.key: s.default for s in RULE_SPECS}


class ValueSpec(Protocol):
    """What a ``SpecMapping`` needs of each declared setting (``RuleSpec`` has it)."""

    @property
    def default(self) -> Any: ...

    def validate(self, value: Any) -> Any: ...


class SpecMapping(Mapping[str, Any]):
    """An immutable mapping of declared settings, each validated by its spec.

    Subclasses set ``SPECS`` (key -> spec with ``default`` and ``validate``), ``ERROR``
    and ``WHAT`` (the word used in messages).  ``obj.key`` or ``obj["key"]``.
    """

    __slots__ = ("_values",)
    _values: dict[str, Any]
    SPECS: ClassVar[Mapping[str, ValueSpec]] = {}
    ERROR: ClassVar[type[Exception]] = ValueError
    WHAT: ClassVar[str] = "setting"

    def __init__(self, values: Mapping[str, Any] | None = None, **kwargs: Any):
        if not isinstance(values, (Mapping, type(None))):
            raise self.ERROR(f"{self.WHAT}s must be an object of key: value pairs")
        merged = {k: spec.default for k, spec in self.SPECS.items()}
        given = dict(values or {})
        given.update(kwargs)
        for key, value in given.items():
            spec = self.SPECS.get(key)
            if spec is None:
                raise self.ERROR(f"unknown {self.WHAT} {shown(key)}")
            merged[key] = spec.validate(value)
        object.__setattr__(self, "_values", merged)

    def __getattr__(self, key: str) -> Any:
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key: str, value: object) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable; use replace()")

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            return self._values == other._values
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.changed()!r})"

    def replace(self, **changes: Any) -> Self:
        d = dict(self._values)
        d.update(changes)
        return type(self)(d)

    def changed(self) -> dict[str, Any]:
        """Only the keys that differ from the defaults (the form written in records)."""
        return {k: v for k, v in self._values.items() if self.SPECS[k].default != v}

    def to_dict(self) -> dict[str, Any]:
        return dict(self._values)


class Rules(SpecMapping):
    """An immutable, validated set of house rules.  ``rules.min_bid`` or ``rules["min_bid"]``."""

    __slots__ = ()
    SPECS = SPECS
    ERROR = RuleError
    WHAT = "house rule"

    # Derived figures used everywhere.
    @property
    def total_points(self) -> int:
        return 29 if self._values["last_trick_point"] else 28

    @property
    def max_bid(self) -> int:
        return self.total_points


PRESETS: dict[str, dict[str, Any]] = {
    "standard": {},
    "pagat": {"min_bid": 15, "reveal": "first_void_must_ask", "asker_must_trump": False,
              "unrevealed_hand": "annulled", "doubling": "off"},
    "bangladesh": {"direction": "counterclockwise", "auction": "duel", "pair": "bangladesh",
                   "seventh_card": True, "bangladesh_redeals": True},
    "last_trick": {"last_trick_point": True, "seventh_card": True, "single_hand": "bidder_alone"},
    "gorakhpur": {"gorakhpur": True},
}
PRESET_NAMES: dict[str, str] = {
    "standard": "Standard",
    "pagat": "Pagat",
    "bangladesh": "Bangladesh",
    "last_trick": "Twenty-nine with the last trick",
    "gorakhpur": "Gorakhpur",
}


def preset(name: str) -> Rules:
    key = name.strip().lower().replace("-", "_").replace(" ", "_")
    if key not in PRESETS:
        raise RuleError(f"unknown preset {name!r}: choose from {', '.join(PRESETS)}")
    return Rules(PRESETS[key])


def matching_preset(rules: Rules) -> str | None:
    """The preset whose rules of play equal these (table settings ignored), or None."""
    play = {k: v for k, v in rules.items() if not SPECS[k].table_setting}
    for name, values in PRESETS.items():
        pr = Rules(values)
        if all(pr[k] == v for k, v in play.items()):
            return name
    return None
