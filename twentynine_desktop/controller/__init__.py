"""The table controller: the state machine between the engine and the screen."""

from .config import HUMAN_SEAT, TableConfig
from .states import TRANSITIONS, TableState
from .table import TableController

__all__ = ["HUMAN_SEAT", "TRANSITIONS", "TableConfig", "TableController", "TableState"]
