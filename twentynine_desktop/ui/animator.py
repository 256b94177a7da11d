"""Runs the table's animations one step after another (QPropertyAnimation on card
items).  A step is a function returning a list of moves ``(item, property, end value)``
and an optional pause; all moves of a step run together.  Speed 0 sets the end values
at once (tests, self-test).  When the queue is empty ``on_idle`` is called.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAnimationGroup,
    QByteArray,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
)

Move = tuple  # (item, b"pos" | b"rotation" | b"opacity" | b"scale" | b"flip" | b"lift", end, [duration ms])


def _same(a: object, b: object) -> bool:
    """True when an animation from ``a`` to ``b`` would not move anything."""
    if isinstance(b, QPointF) and isinstance(a, QPointF):
        return abs(a.x() - b.x()) < 0.01 and abs(a.y() - b.y()) < 0.01
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) < 1e-6
    return False


class Animator(QObject):
    BASE_MS = 260

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.speed = 1.0
        self._queue: list[tuple[Callable[[], list], int]] = []
        self._group: QAnimationGroup | None = None

        self._idle_cbs: list[Callable[[], None]] = []
        self._running = False

    @property
    def busy(self) -> bool:
        return self._running or bool(self._queue)

    def add(self, step: Callable[[], list], pause_ms: int = 0) -> None:
        self._queue.append((step, pause_ms))

    def run(self, on_idle: Callable[[], None] | None = None) -> None:
        """Run the queue; ``on_idle`` is called (with every other waiting callback) once
        the queue is empty."""
        if on_idle is not None:
            self._idle_cbs.append(on_idle)
        if not self._running:
            self._running = True
            self._next()

    def stop(self) -> None:
        """Finish at once (end values applied), forget the queue."""
        self._queue.clear()
        if self._group is not None:
            g = self._group
            self._group = None
            g.finished.disconnect()
            g.setCurrentTime(g.totalDuration())
            g.stop()
        self._running = False
        self._idle_cbs = []

    def _next(self) -> None:
        while self._queue:
            step, pause = self._queue.pop(0)
            moves = step() or []
            if self.speed <= 0:
                for mv in moves:
                    mv[0].setProperty(mv[1].decode(), mv[2])
                continue
            group: QAnimationGroup = QParallelAnimationGroup(self)
            for mv in moves:
                item, prop, end = mv[0], mv[1], mv[2]
                if _same(item.property(prop.decode()), end):
                    continue
                dur = mv[3] if len(mv) > 3 else self.BASE_MS
                anim = QPropertyAnimation(item, QByteArray(prop), group)
                anim.setEndValue(end)
                anim.setDuration(int(dur * self.speed))
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
            if pause:
                seq = QSequentialAnimationGroup(self)
                seq.addAnimation(group)
                seq.addAnimation(QPauseAnimation(int(pause * self.speed)))
                group = seq
            if group.animationCount() == 0:
                continue
            self._group = group
            group.finished.connect(self._step_done)
            group.start()
            return
        self._running = False
        cbs, self._idle_cbs = self._idle_cbs, []
        for cb in cbs:
            QTimer.singleShot(0, cb)

    def _step_done(self) -> None:
        g = self._group
        self._group = None
        if g is not None:
            g.deleteLater()
        self._next()
