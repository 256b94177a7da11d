"""The program's window, offscreen, playing a match of four computer players with
everything it writes in ``$TWENTYNINE_HOME``: the autosave and kept matches, the
statistics, the settings file, the fault log, and a log file of every message at
every level (more than the program itself logs).

    TWENTYNINE_HOME=DIR python deal_secrets_driver.py

Each hand's summary shows the next deal's fingerprint and is closed after a moment,
with a typed cut every other hand (the mouse's otherwise), as a person would; and in
every hand, after three actions, the New match dialog's fingerprint is drawn and the
dialog not taken (so that a later hand's secret is in memory during most of a hand).  It prints, on stdout only
(the test's channel, not a file of the program), ``drawn HEX`` for every secret drawn.
The kill test (test_unpredictable_deals.py) kills it with SIGKILL and searches what it
wrote.
"""

from __future__ import annotations

import logging
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from twentynine_desktop.controller import qtfix  # noqa: E402

qtfix.apply()

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from twentynine_desktop import crash, platform_paths  # noqa: E402
from twentynine_desktop.controller import TableConfig  # noqa: E402
from twentynine_desktop.engine.match import os_secret  # noqa: E402
from twentynine_desktop.storage.settings import SettingsStore  # noqa: E402


def say(*words: str) -> None:
    sys.stdout.write(" ".join(words) + "\n")
    sys.stdout.flush()


def main() -> int:
    logging.basicConfig(filename=str(platform_paths.log_dir() / "everything.log"), level=logging.DEBUG)
    crash.install(dialog=False)
    store = SettingsStore(platform_paths.settings_file())
    store.save(store.settings)          # the settings file, as the program keeps it
    app = QApplication([])
    from twentynine_desktop.ui.main_window import MainWindow
    from twentynine_desktop.ui.play_keeping import install

    cfg = TableConfig(levels={s: "easy" for s in "NESW"}, human_seat=None, computer_delay_ms=0,
                      animation_speed=0.0)
    win = MainWindow(cfg, start=False)
    c = win.controller

    def source(n: int) -> bytes:
        secret = os_secret(n)
        say("drawn", secret.hex())
        return secret
    c.deals.source = source
    install(win)
    win.exporter.open_folder = lambda _folder: None
    rng = random.Random()
    hands = [0]

    def on_hand_over(_summary) -> None:
        hands[0] += 1

        def close() -> None:
            dlg = win.summary_dialog
            if dlg is None:
                return
            box = getattr(dlg, "cut_box", None)
            if box is not None and hands[0] % 2:
                box.edit.setText(f"cut {hands[0]}")
            dlg.accept()
        QTimer.singleShot(rng.randint(5, 60), close)

    def on_update(_update) -> None:
        st = c.hand
        if st is not None and len(st.history) == 3:
            c.deals.prepare(None)     # the New match dialog opened mid-hand, then not taken
    c.sig_hand_over.connect(on_hand_over)
    c.sig_update.connect(on_update)
    win.show()
    win.new_match()
    say("started")
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
