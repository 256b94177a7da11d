"""Which system libraries Qt needs on Linux, checked before Qt is loaded.

The Qt that pip installs (PySide6-Essentials) brings its own Qt libraries but not the
system libraries they link to.  On a fresh Debian or Ubuntu some are missing, and Qt
then stops with "Could not load the Qt platform plugin xcb" and names only
``libxcb-cursor0``.  This module tries each library by its soname (``ctypes``, no Qt) and
names every missing one by its Debian/Ubuntu package, so the program can say plainly
what to install.  ``packaging/linux/system-deps.sh`` installs the same list.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
from collections.abc import Callable

# Libraries the Linux build takes from the player's system, not from the machine that
# built it (packaging/twentynine.spec leaves them out): a Debian 12 build machine's
# copies need glibc 2.36 (GLIBC_2.36 symbols), so a bundle holding them would not start
# on Ubuntu 22.04 (glibc 2.35).  Every supported system has its own: the bundled Qt needs
# at most GLIBCXX_3.4.29 of libstdc++ (Ubuntu 22.04 has 3.4.30), fontconfig only the
# long-standing XML_* calls of expat.
FROM_SYSTEM = {
    "libstdc++.so.6": "libstdc++6",
    "libexpat.so.1": "libexpat1",
}

# soname -> Debian/Ubuntu package, read off the NEEDED entries of PySide6's Qt libraries
# and its xcb platform plugin (objdump -p), mapped with dpkg -S on Debian 12.
CORE = {
    **FROM_SYSTEM,
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}
XCB = {
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def needs_xcb(env: dict[str, str] | None = None) -> bool:
    """Whether Qt will use its X11 (xcb) platform plugin."""
    env = dict(os.environ) if env is None else env
    platform = env.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip().lower()
    if platform:
        return platform == "xcb"
    # unset: Qt picks Wayland in a Wayland session (falling back to xcb), else xcb
    return not env.get("WAYLAND_DISPLAY")


def missing_packages(env: dict[str, str] | None = None,
                     loads: Callable[[str], bool] = _loads,
                     platform: str = sys.platform) -> list[str]:
    """The Debian/Ubuntu packages of the system libraries Qt needs here and cannot
    find (sorted, each once); empty off Linux."""
    if not platform.startswith("linux"):
        return []
    wanted = dict(CORE)
    if needs_xcb(env):
        wanted.update(XCB)
    return sorted({pkg for so, pkg in wanted.items() if not loads(so)})


def message(packages: list[str]) -> str:
    return ("Twenty-Nine cannot start: Qt needs system libraries that are not installed.\n"
            "Install them with:\n\n"
            f"    sudo apt-get install {' '.join(packages)}\n\n"
            "(on Debian or Ubuntu; packaging/linux/system-deps.sh installs them too), "
            "then start Twenty-Nine again.")


def _show_without_qt(text: str) -> None:
    """Tell a player who started the program from a menu (no terminal) too."""
    for cmd in (["zenity", "--error", "--no-wrap", "--text", text],
                ["kdialog", "--error", text],
                ["xmessage", "-center", text]):
        if shutil.which(cmd[0]):
            try:
                subprocess.run(cmd, timeout=600, check=False)
            except (OSError, subprocess.SubprocessError):
                continue
            return


def check_or_explain(show: bool = True) -> bool:
    """True when Qt can be loaded; otherwise print (and show) what to install."""
    packages = missing_packages()
    if not packages:
        return True
    text = message(packages)
    print(text, file=sys.stderr, flush=True)
    if show and not sys.stderr.isatty() and os.environ.get("DISPLAY"):
        _show_without_qt(text)
    return False
