"""The settings dialog: every house rule, the presets, and the table settings.

The rule controls are built by looping over the engine's ``RULE_SPECS``, so a rule
added to the engine appears here with no change:

* ``bool`` -> ``QCheckBox``; ``choice`` -> ``QComboBox`` showing ``option_labels``;
  ``int`` with a fixed set of ``options`` -> ``QComboBox``; other ``int`` -> ``QSpinBox``.
* Rules of play sit on one tab per group of ``GROUPS``; rules that are table settings
  (``table_setting=True``: the doubling timer, what computer players may do) sit in the
  right-hand column with the other table settings (levels of the computer seats,
  animation speed, player's name, card back).
* Each control shows its one-line summary and has a longer tooltip: the section of
  ``resources/help/rules.md`` for the rule when there is one, else the summary and the
  options.  The controls, their tooltips and the rules help are made in
  ``setting_controls``; this module lays them out.

A preset is one click; the line above the tabs says "Preset: X" while the rules of play
equal a preset and "Custom" otherwise (table settings never affect it, and choosing a
preset leaves them alone).  The dialog only edits a ``Settings`` value: the caller
saves it (``SettingsDialog.edit`` does both).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from twentynine_desktop.engine.rules import (
    GROUPS,
    PRESET_NAMES,
    PRESETS,
    RULE_SPECS,
    SPECS,
    Rules,
    matching_preset,
    preset,
)

from .i18n import QT_TR_NOOP, tr
from .setting_controls import (  # rule_help and _help_sections: the rules help, for tests too
    _changed_signal,
    _control_value,
    _help_sections,  # noqa: F401 - cleared by the tests of the rules help
    _make_control,
    _RuleGrid,
    _set_control,
    rule_help,
)
from .settings_store import (
    TABLE_SPEC_BY_KEY,
    TABLE_SPECS,
    SettingError,
    Settings,
    SettingsStore,
    TableSettings,
)

__all__ = ["SettingsDialog", "rule_help", "preset_caption", "show_settings_notices"]

TABLE_SECTIONS = ("Computer players", "Table")
DISPLAY_GROUP = "Display"
NEXT_MATCH_NOTE = QT_TR_NOOP("Changes to the rules apply from the next match.")
_GROUP_WORDS = (QT_TR_NOOP("Computer players"), QT_TR_NOOP("Table"), QT_TR_NOOP("Display"))


def preset_caption(rules: Rules) -> str:
    """'Preset: Pagat' when the rules of play equal a preset, else 'Custom'."""
    name = matching_preset(rules)
    return tr("Preset: {name}").format(name=tr(PRESET_NAMES[name])) if name else tr("Custom")


def show_settings_notices(parent: QWidget | None, notices: list[str]) -> None:
    """Tell the player, once, what was wrong with the settings file."""
    if not notices:
        return
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("Settings"))
    box.setText(tr("Some of your settings could not be used:"))
    box.setInformativeText("\n\n".join(notices))
    box.exec()


# ---------------------------------------------------------------------------
# The dialog


class SettingsDialog(QDialog):
    """Edit a ``Settings`` value.  ``settings()`` is the result after ``accept``."""

    sig_settings_changed = Signal(object)  # Settings, emitted on accept

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.setObjectName("settings_dialog")
        self._initial = settings or Settings()
        self.rule_controls: dict[str, QWidget] = {}
        self.table_controls: dict[str, QWidget] = {}
        self.preset_buttons: dict[str, QPushButton] = {}
        self.group_pages: dict[str, QWidget] = {}
        self._updating = False
        self._blank_is_default: dict[str, bool] = {}

        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 10)
        outer.setSpacing(8)

        # Presets: one click each, and the caption saying which one is in force.
        top = QHBoxLayout()
        top.setSpacing(6)
        presets_label = QLabel(tr("Presets:"), self)
        top.addWidget(presets_label)
        for name in PRESETS:
            b = QPushButton(tr(PRESET_NAMES[name]), self)
            b.setObjectName(f"preset_{name}")
            changed = preset(name).changed()
            b.setToolTip(
                tr("All the standard rules.") if not changed else
                tr("Standard rules, except: {changes}.").format(changes="; ".join(
                    f"{tr(SPECS[k].label)}: {tr(SPECS[k].option_label(v))}" for k, v in changed.items()))
            )
            b.setAutoDefault(False)
            b.setCheckable(True)
            b.clicked.connect(lambda _=False, n=name: self.apply_preset(n))
            self.preset_buttons[name] = b
            top.addWidget(b)
        top.addStretch(1)
        self.preset_label = QLabel(self)
        self.preset_label.setObjectName("preset_label")
        self.preset_label.setStyleSheet("font-weight: bold;")
        top.addWidget(self.preset_label)
        outer.addLayout(top)

        middle = QHBoxLayout()
        middle.setSpacing(10)
        outer.addLayout(middle, 1)

        # Rules of play: a tab per group.
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("rule_tabs")
        self.tabs.setDocumentMode(False)
        middle.addWidget(self.tabs, 3)
        table_specs = [s for s in RULE_SPECS if s.table_setting]
        for group in GROUPS:
            specs = [s for s in RULE_SPECS if s.group == group and not s.table_setting]
            if not specs:
                continue
            page = QWidget()
            page.setObjectName(f"group_{group}")
            grid = _RuleGrid(page)
            grid.setContentsMargins(12, 12, 12, 12)
            for spec in specs:
                control = _make_control(spec, page)
                self.rule_controls[spec.key] = control
                grid.add(spec, control, page)
            grid.finish()
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, tr(group))
            self.group_pages[group] = page

        # Table settings beside the rules.
        side = QVBoxLayout()
        side.setSpacing(8)
        middle.addLayout(side, 2)
        boxes: dict[str, tuple[QGroupBox, _RuleGrid]] = {}
        for section in TABLE_SECTIONS:
            box = QGroupBox(tr(section), self)
            box.setObjectName(f"section_{section}")
            grid = _RuleGrid(box, control_width=150)
            grid.setContentsMargins(10, 6, 10, 6)
            boxes[section] = (box, grid)
            side.addWidget(box)
        # Display (language, colours, sizes): a tab of their own
        display = QWidget()
        display.setObjectName(f"group_{DISPLAY_GROUP}")
        display_grid = _RuleGrid(display, fit_contents=True)
        display_grid.setContentsMargins(12, 12, 12, 12)
        for setting in TABLE_SPECS:
            if setting.group == DISPLAY_GROUP:
                control = _make_control(setting, display)
                self.table_controls[setting.key] = control
                display_grid.add(setting, control, display)
        display_grid.finish()
        self.tabs.addTab(display, tr(DISPLAY_GROUP))
        self.group_pages[DISPLAY_GROUP] = display
        for setting in TABLE_SPECS:  # levels go first: they come before the rule switches
            if setting.group == DISPLAY_GROUP:
                continue
            box, grid = boxes[setting.group if setting.group in boxes else "Table"]
            control = _make_control(setting, box)
            self.table_controls[setting.key] = control
            if setting.group == "Computer players":
                grid.add(setting, control, box, show_summary=False)
        for spec in table_specs:
            box, grid = boxes[spec.group if spec.group in boxes else "Table"]
            control = _make_control(spec, box)
            self.rule_controls[spec.key] = control
            grid.add(spec, control, box, show_summary=not isinstance(control, QCheckBox))
            self.group_pages.setdefault(spec.group, box)
        for setting in TABLE_SPECS:
            if setting.group not in ("Computer players", DISPLAY_GROUP):
                box, grid = boxes[setting.group if setting.group in boxes else "Table"]
                grid.add(setting, self.table_controls[setting.key], box, show_summary=False)
        for _box, grid in boxes.values():
            grid.finish()
        side.addStretch(1)

        # Note and buttons.
        bottom = QHBoxLayout()
        note = QLabel(tr(NEXT_MATCH_NOTE), self)
        note.setWordWrap(True)
        note.setObjectName("next_match_note")
        note.setStyleSheet("font-style: italic;")
        bottom.addWidget(note, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setToolTip(tr("The standard rules and the default table settings."))
        self.restore_button.clicked.connect(self.restore_defaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        outer.addLayout(bottom)

        for w in list(self.rule_controls.values()):
            _changed_signal(w).connect(self._on_rule_changed)
        for key, w in self.table_controls.items():
            if isinstance(w, QLineEdit):   # a name typed and cleared again is no default
                w.textEdited.connect(lambda _t, k=key: self._blank_is_default.__setitem__(k, False))

        self.set_settings(self._initial)
        self.resize(980, 590)  # fits a 1024x640 screen with its title bar

    # -- values ------------------------------------------------------------

    def rules(self) -> Rules:
        """The house rules the controls show."""
        return Rules({key: _control_value(w) for key, w in self.rule_controls.items()})

    def table_settings(self) -> TableSettings:
        """The table settings the controls show (a bad name falls back to the old one)."""
        values: dict[str, Any] = {}
        for key, w in self.table_controls.items():
            values[key] = _control_value(w)
            if isinstance(w, QLineEdit) and not w.text() and self._blank_is_default.get(key):
                values[key] = TABLE_SPEC_BY_KEY[key].default
        try:
            return TableSettings(values)
        except SettingError:
            name_key = "player_name"
            values[name_key] = self._initial.table[name_key]
            return TableSettings(values)

    def settings(self) -> Settings:
        return Settings(self.rules(), self.table_settings())

    def set_rules(self, rules: Rules) -> None:
        self._updating = True
        try:
            for key, w in self.rule_controls.items():
                _set_control(w, rules[key])
        finally:
            self._updating = False
        self._on_rule_changed()

    def set_settings(self, settings: Settings) -> None:
        for key, w in self.table_controls.items():
            value = settings.table[key]
            if isinstance(w, QLineEdit):
                # the default name is shown as the (translated) placeholder: an empty
                # field set so means the default, not a name to be refused
                is_default = value == TABLE_SPEC_BY_KEY[key].default
                if is_default:
                    value = ""
                self._blank_is_default[key] = is_default
            _set_control(w, value)
        self.set_rules(settings.rules)

    def apply_preset(self, name: str) -> None:
        """Set the rules of play to a preset; table settings stay as they are."""
        target = preset(name)
        current = self.rules()
        keep = {k: v for k, v in current.items() if SPECS[k].table_setting}
        self.set_rules(target.replace(**keep))

    def restore_defaults(self) -> None:
        self.set_settings(Settings())

    def preset_name(self) -> str | None:
        return matching_preset(self.rules())

    def _on_rule_changed(self, *_args: object) -> None:
        if self._updating:
            return
        name = matching_preset(self.rules())
        self.preset_label.setText(preset_caption(self.rules()))
        for key, b in self.preset_buttons.items():
            b.setChecked(key == name)

    def accept(self) -> None:
        self.sig_settings_changed.emit(self.settings())
        super().accept()

    # -- convenience -------------------------------------------------------

    @classmethod
    def edit(cls, store: SettingsStore, parent: QWidget | None = None) -> Settings | None:
        """Show the dialog for a ``SettingsStore``; save and return the result on OK."""
        dialog = cls(store.settings, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        result = dialog.settings()
        try:
            store.save(result)
        except OSError as exc:
            QMessageBox.warning(parent, tr("Settings"),
                                tr("Your settings could not be saved ({error}). "
                                   "They apply until you close Twenty-Nine.").format(error=exc.strerror or exc))
            store.use(result)
        return result
