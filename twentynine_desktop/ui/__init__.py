"""The desktop table: QGraphicsScene, card items, panels, dialogs and the main window."""

