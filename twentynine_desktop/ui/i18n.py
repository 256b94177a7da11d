"""The program's languages: English (the source), Bengali, Hindi and Nepali.

Every visible string goes through ``tr(text)`` (one translation context for the whole
program, so that a word is translated once), which ``pyside6-lupdate`` finds in the
sources (``QT_TR_NOOP`` marks a string defined in one place and
translated where it is shown).  The house rules' labels and summaries come from the engine, which knows no
Qt: they are translated here too (``tr(spec.label)``) and ``packaging/translations.py``
adds them to the ``.ts`` files from the engine's ``RULE_SPECS`` itself.

The translations live in ``resources/i18n/<lang>.ts`` (Qt Linguist sources) and are
compiled to ``<lang>.qm`` by ``packaging/translations.py`` (``pyside6-lrelease``).  The
language is chosen at once (``set_language``): the main window retranslates itself on
``sig_language_changed``; dialogs opened afterwards are built in the new language.

``load_fonts`` registers the bundled Noto Sans Bengali and Devanagari fonts, so the
three languages render on a machine that has no font for their scripts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator, Signal

__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "NATIVE_NAMES", "TRANSLATED", "current_language", "load_fonts",
           "resolve_language", "set_language", "system_language", "tr", "QT_TR_NOOP", "notifier"]

CONTEXT = ""  # the one context: lupdate files a bare tr() call under ""
TRANSLATED = ("bn", "hi", "ne")
# "system": follow the system's language when it is one of ours, else English
LANGUAGES = ("system", "en") + TRANSLATED
# each language named in itself, so that a reader finds their own
LANGUAGE_NAMES = {"en": "English", "bn": "বাংলা (Bengali)", "hi": "हिन्दी (Hindi)",
                  "ne": "नेपाली (Nepali)"}
# each language in its own script only, where a person picks the language before
# reading anything else (the first-start welcome)
NATIVE_NAMES = {"en": "English", "bn": "বাংলা", "hi": "हिन्दी", "ne": "नेपाली"}
FONT_FILES = ("NotoSansBengali-Regular.ttf", "NotoSansBengali-Bold.ttf",
              "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf")

_translator: QTranslator | None = None
_current = "en"
_font_families: list[str] | None = None


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (the name pyside6-lupdate looks for)
    """Marks ``text`` for translation (``pyside6-lupdate`` finds the call in the sources)
    and returns it unchanged, as PySide6's own ``QT_TR_NOOP`` does; this one is typed
    ``str -> str``, where PySide6's stub declares ``object -> object``, so that the marked
    strings keep their type."""
    return text


def tr(text: str) -> str:
    """``text`` in the chosen language (``text`` itself in English or when untranslated)."""
    return QCoreApplication.translate(CONTEXT, text)


class _Notifier(QObject):
    sig_language_changed = Signal(str)


notifier = _Notifier()


def system_language(locale: QLocale | None = None) -> str:
    """The system's language if it is one of ours, else "en".

    The display languages (``uiLanguages()``, in the person's order of preference) are
    read first, and the regional format (``name()``: numbers, dates) only when none of
    them is English or one of ours: a machine set to the English-India format with a
    Hindi display is in Hindi.  ``locale``: any object with ``uiLanguages()`` and
    ``name()`` (a test passes one); the system's by default."""
    loc = locale or QLocale.system()
    for name in list(loc.uiLanguages()) + [loc.name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in TRANSLATED:
            return code
        if code == "en":
            return "en"
    return "en"


def resolve_language(choice: str) -> str:
    """A setting ("system", "en", "bn", "hi", "ne") to the language used."""
    if choice == "system":
        return system_language()
    return choice if choice in TRANSLATED else "en"


def qm_path(lang: str) -> Path:
    from ..resources import resource_path

    return resource_path("i18n", f"{lang}.qm")


def current_language() -> str:
    return _current


def set_language(choice: str) -> str | None:
    """Use the language ``choice`` from now on.  Returns None, or a one-sentence message
    when the translation could not be loaded (the program then stays in English)."""
    global _translator, _current
    lang = resolve_language(choice)
    app = QCoreApplication.instance()
    if app is None:
        return "The language can be chosen only once the program has started."
    message = None
    new: QTranslator | None = None
    if lang != "en":
        try:
            path = qm_path(lang)
        except FileNotFoundError:
            path = None
        new = QTranslator()
        if path is None or not path.exists() or not new.load(str(path)):
            message = (f"The {LANGUAGE_NAMES.get(lang, lang)} translation ({lang}.qm) "
                       "could not be loaded: the program stays in English.")
            new = None
            lang = "en"
    if _translator is not None:
        app.removeTranslator(_translator)
    _translator = new
    if new is not None:
        app.installTranslator(new)
    changed = lang != _current
    _current = lang
    if lang != "en":
        load_fonts()
    if changed:
        notifier.sig_language_changed.emit(lang)
    return message


def load_fonts() -> list[str]:
    """Register the bundled fonts (once); returns the font families they added."""
    global _font_families
    if _font_families is not None:
        return _font_families
    from PySide6.QtGui import QFontDatabase

    from ..resources import resource_path

    families: list[str] = []
    for name in FONT_FILES:
        try:
            path = resource_path("fonts", name)
        except FileNotFoundError:
            continue
        if not path.exists():
            continue
        fid = QFontDatabase.addApplicationFont(str(path))
        if fid >= 0:
            for fam in QFontDatabase.applicationFontFamilies(fid):
                if fam not in families:
                    families.append(fam)
    _font_families = families
    return families
