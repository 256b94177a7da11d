"""A headless match of four computer players that autosaves after every action.

    python autosave_driver.py FOLDER SEED

Resumes the match saved in FOLDER if there is one (as the program does), else starts a
new one.  Prints ``resumed KEY`` on resuming, ``saving KEY`` before each write of the
save and ``saved`` after it, and ``over`` when the match ends.  The kill tests kill
it with SIGKILL at random moments.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication  # noqa: E402
from save_support import position_key  # noqa: E402

from twentynine_desktop.controller import TableConfig, TableController  # noqa: E402
from twentynine_desktop.controller.autosave import Autosaver, config_for  # noqa: E402
from twentynine_desktop.storage.archive import Folder  # noqa: E402
from twentynine_desktop.storage.matchsave import read_save  # noqa: E402


def say(*words: str) -> None:
    """One line on stdout in a single write: with PYTHONUNBUFFERED set, ``print`` writes
    each word apart, and a kill between two writes left a ``saving`` line without its
    key (a failed CI run)."""
    sys.stdout.write(" ".join(words) + "\n")
    sys.stdout.flush()


def main() -> int:
    folder = Folder(Path(sys.argv[1]))
    seed = int(sys.argv[2])
    app = QCoreApplication([])
    cfg = TableConfig(levels={s: "easy" for s in "NESW"}, human_seat=None, computer_delay_ms=0,
                      seed=seed)
    ctl = TableController(cfg)
    ctl.auto_continue = True
    saver = Autosaver(ctl, folder)
    saver.before_write = lambda: say("saving", position_key(ctl.match))
    saver.sig_saved.connect(lambda: say("saved"))
    ctl.sig_match_over.connect(lambda _w: (say("over"), app.quit()))
    res = read_save(folder.autosave)
    if res.problem:
        say("problem", str(res.problem))
    if res.loaded is not None and not res.loaded.match.over:
        say("resumed", position_key(res.loaded.match))
        saver.adopt(res.loaded)
        ctl.resume_match(config_for(res.loaded, cfg), res.loaded.match)
    else:
        ctl.new_match(cfg)
    app.exec()
    ctl.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
