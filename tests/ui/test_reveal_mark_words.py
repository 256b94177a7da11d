"""The reveal mark on a plate says what that player did, then the trump: "Asked for
the trump (trick 1): ♥".  It read "♥ asked for the trump, trick 1", as if the suit
had asked."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_hand_log import NAMES, the_hand  # noqa: E402

from twentynine_desktop.engine.view import player_view  # noqa: E402
from twentynine_desktop.ui import i18n  # noqa: E402
from twentynine_desktop.ui.events_text import reveal_mark  # noqa: E402

E, S = 1, 2
HEARTS = "\u2665"


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "bn", "hi", "ne"])
def test_the_mark_begins_with_the_deed_and_ends_with_the_trump(lang):
    i18n.set_language(lang)
    mark = reveal_mark(E, player_view(the_hand(), S))
    assert mark is not None
    assert not mark.startswith(HEARTS), mark
    assert mark.endswith(": " + HEARTS), mark
    assert "1" in mark, mark
    if lang == "en":
        assert mark == "Asked for the trump (trick 1): " + HEARTS
    assert NAMES[E] not in mark
