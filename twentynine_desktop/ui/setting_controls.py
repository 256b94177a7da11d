"""The settings dialog's parts: one control per setting, its tooltip, the rules help.

A control is made from a setting's spec (the engine's ``RuleSpec`` or the storage's
``SettingSpec``): ``bool`` -> ``QCheckBox``; ``choice`` -> ``QComboBox`` showing
``option_labels``; ``int`` with a fixed set of ``options`` -> ``QComboBox``; other
``int`` -> ``QSpinBox``; ``text`` -> ``QLineEdit``.  Its tooltip is the section of
``resources/help/rules.md`` for the rule when there is one (``rule_help``), else the
summary and the options.  ``_RuleGrid`` lays label, control and summary out in rows.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from twentynine_desktop.engine.rules import SPECS

from .i18n import current_language, tr
from .settings_store import NAME_MAX

__all__ = ["rule_help"]

# ---------------------------------------------------------------------------
# Help text


@lru_cache(maxsize=8)
def _help_sections(lang: str = "en") -> tuple[tuple[int, str, str], ...]:
    """(level, heading, body) for every heading of the rules help in ``lang``
    (``resources/help/rules.md`` for English, ``rules.<lang>.md`` otherwise); empty when
    that file is missing."""
    name = "rules.md" if lang == "en" else f"rules.{lang}.md"
    try:
        from twentynine_desktop.resources import resource_path

        text = resource_path("help", name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ()
    sections: list[tuple[int, str, list[str]]] = []
    for line in text.splitlines():
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m:
            sections.append((len(m.group(1)), m.group(2), []))
        elif sections:
            sections[-1][2].append(line)
    return tuple((lvl, head, "\n".join(body).strip()) for lvl, head, body in sections)


def _plain(markdown: str) -> str:
    text = re.sub(r"`([^`]*)`", r"\1", markdown)
    text = re.sub(r"\*\*([^*]*)\*\*", r"\1", text)
    text = re.sub(r"(?<!\w)[*_]([^*_]+)[*_](?!\w)", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return text


def rule_help(key: str, lang: str = "en") -> str | None:
    """The rules help's section for a rule key (plain text) in ``lang``, or None if there
    is none.

    A section belongs to a rule when its heading is exactly the rule's label as the
    settings dialog shows it in that language (``### Lowest bid``, ``### সবচেয়ে কম ডাক``;
    the help names no internal keys), or names the key in backticks (``### Lowest bid
    (`min_bid`)``).  Where a label is also the title of a chapter (``## Doubling``), the
    house rule's own section (``###``) is the one taken.  For another language than
    English the label is translated with the translator in use, so ``lang`` should be
    the current language.
    """
    spec = SPECS.get(key)
    sections = _help_sections(lang)
    label = "" if spec is None else (spec.label if lang == "en" else tr(spec.label))
    by_key = [body for _, heading, body in sections if f"`{key}`" in heading]
    labelled = [(level, body) for level, heading, body in sections
                if spec is not None and _plain(heading).strip().lower() == label.lower()]
    by_label = [body for level, body in sorted(labelled, key=lambda lb: lb[0] != 3)]
    for body in by_key + by_label:  # a heading naming the key wins over one naming the label
        text = _plain(body).strip()
        if not text:
            continue
        if len(text) > 900:
            text = text[:900].rsplit(" ", 1)[0] + " ..."
        return text
    return None


def _esc(text: str) -> str:
    return html.escape(text, quote=False)


def _tooltip(spec: Any) -> str:
    parts = [f"<b>{_esc(tr(spec.label))}</b>", _esc(tr(spec.summary))]
    # the long help is the rules help's section in the language shown (none if missing)
    extra = rule_help(spec.key, current_language()) if spec.key in SPECS else None
    if extra:
        paras = [_esc(p.strip()).replace("\n", " ") for p in extra.split("\n\n") if p.strip()]
        parts.extend(paras)
    if spec.kind == "int" and not getattr(spec, "options", ()):
        parts.append(tr("From {low} to {high}; the default is {default}.").format(
            low=spec.low, high=spec.high, default=spec.default))
    else:
        opts = ", ".join(
            _esc(tr(spec.option_label(v))) + (tr(" (default)") if v == spec.default else "")
            for v in spec.values()
        )
        parts.append(tr("Options: {options}.").format(options=opts))
    return "<p>" + "</p><p>".join(parts) + "</p>"


# ---------------------------------------------------------------------------
# Controls


def _make_control(spec: Any, parent: QWidget) -> QWidget:
    w: QWidget
    if spec.kind == "bool":
        w = QCheckBox(tr(spec.label), parent)
    elif spec.kind == "choice" or (spec.kind == "int" and spec.options):
        combo = w = QComboBox(parent)
        for value in spec.values():
            combo.addItem(tr(spec.option_label(value)), value)
    elif spec.kind == "int":
        spin = w = QSpinBox(parent)
        spin.setRange(spec.low, spec.high)
        spin.setAccelerated(True)
    elif spec.kind == "text":
        line = w = QLineEdit(parent)
        line.setMaxLength(NAME_MAX)
        # a name cut at NAME_MAX says so (a key or a paste past it was dropped silently)
        line.inputRejected.connect(lambda w=line: _name_too_long(w))
        # the default name ("You") is shown as a hint in the chosen language
        line.setPlaceholderText(tr(str(spec.default)))
    else:  # pragma: no cover - a new kind must be added here and in the store
        raise ValueError(f"no control for setting kind {spec.kind!r}")
    w.setObjectName(f"setting_{spec.key}")
    w.setToolTip(_tooltip(spec))
    return w


def _name_too_long(w: QLineEdit) -> None:
    """Say, by the name field, why what was typed or pasted does not all fit."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QToolTip

    text = tr("A name has at most {n} characters.").format(n=NAME_MAX)
    w.setProperty("refusal", text)
    QToolTip.showText(w.mapToGlobal(QPoint(0, w.height())), text, w)


def _control_value(w: QWidget) -> Any:
    if isinstance(w, QCheckBox):
        return w.isChecked()
    if isinstance(w, QComboBox):
        return w.currentData()
    if isinstance(w, QSpinBox):
        return w.value()
    if isinstance(w, QLineEdit):
        return w.text()
    raise TypeError(w)


def _set_control(w: QWidget, value: Any) -> None:
    if isinstance(w, QCheckBox):
        w.setChecked(bool(value))
    elif isinstance(w, QComboBox):
        index = w.findData(value)
        if index < 0:
            raise ValueError(f"{w.objectName()}: no option {value!r}")
        w.setCurrentIndex(index)
    elif isinstance(w, QSpinBox):
        w.setValue(int(value))
    elif isinstance(w, QLineEdit):
        w.setText(str(value))
    else:
        raise TypeError(w)


def _changed_signal(w: QWidget) -> Any:
    if isinstance(w, QCheckBox):
        return w.toggled
    if isinstance(w, QComboBox):
        return w.currentIndexChanged
    if isinstance(w, QSpinBox):
        return w.valueChanged
    return w.textChanged  # type: ignore[attr-defined]  # a QLineEdit


class _RuleGrid(QGridLayout):
    """Label and control on one row, the summary in small grey text below."""

    def __init__(self, parent: QWidget | None = None, control_width: int = 240, fit_contents: bool = False):
        """``fit_contents``: a list box is made wider than ``control_width`` when one of
        its items needs it (in the chosen language), so that no item is cut."""
        super().__init__(parent)
        self.control_width = control_width
        self.fit_contents = fit_contents
        self.setHorizontalSpacing(12)
        self.setVerticalSpacing(2)
        self.setColumnStretch(0, 1)
        self._row = 0

    def add(self, spec: Any, control: QWidget, owner: QWidget, show_summary: bool = True) -> QLabel | None:
        label = None
        if isinstance(control, QCheckBox):
            self.addWidget(control, self._row, 0, 1, 2)
        else:
            label = QLabel(tr("{label}:").format(label=tr(spec.label)), owner)
            label.setBuddy(control)
            label.setToolTip(control.toolTip())
            self.addWidget(label, self._row, 0)
            width = self.control_width
            if self.fit_contents and isinstance(control, QComboBox):
                control.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                width = max(width, control.sizeHint().width())
            control.setFixedWidth(width)
            self.addWidget(control, self._row, 1)
        self._row += 1
        if show_summary:
            summary = QLabel(tr(spec.summary), owner)
            summary.setObjectName(f"summary_{spec.key}")
            summary.setWordWrap(True)
            summary.setProperty("role", "summary")
            summary.setStyleSheet("color: palette(placeholder-text); font-size: 9pt;")
            summary.setContentsMargins(0, 0, 0, 8)
            self.addWidget(summary, self._row, 0, 1, 2)
            self._row += 1
        return label

    def finish(self) -> None:
        self.setRowStretch(self._row, 1)
