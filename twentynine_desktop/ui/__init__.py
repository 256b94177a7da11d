"""The desktop table: QGraphicsScene, card items, panels, dialogs and the main window."""

from ..controller import qtfix  # noqa: F401  (PySide6 6.12 refcount bug: pin True/False/None first)
