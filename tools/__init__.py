"""The lab: measurement and research commands for the computer players and the engine.

Run from the source checkout as ``python -m tools <command>`` (see ``tools/README.md``).
This package is not part of the installed game: the wheel and the built program hold
only ``twentynine_desktop``.  It imports the game's package; the game never imports it.
"""
