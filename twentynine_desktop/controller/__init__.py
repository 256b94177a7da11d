"""The table controller: the state machine between the engine and the screen."""

from .config import HUMAN_SEAT, TableConfig
from .table import TRANSITIONS, TableController, TableState

__all__ = ["HUMAN_SEAT", "TRANSITIONS", "TableConfig", "TableController", "TableState"]
