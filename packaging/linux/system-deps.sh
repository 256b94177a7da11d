#!/usr/bin/env bash
# System packages for Twenty-Nine on Debian/Ubuntu.
#
#   bash packaging/linux/system-deps.sh          what a player needs: the system libraries
#                                                Qt (PySide6) links to, fonts for Bengali
#                                                and Devanagari, and Python's venv
#   bash packaging/linux/system-deps.sh --dev    also what the tests and the packaging
#                                                use: Xvfb & co. (the built program on a
#                                                virtual display), desktop-file-utils and
#                                                appstream (Linux packaging files), binutils,
#                                                shellcheck (actionlint checks the workflow's
#                                                scripts with it)
#
# The library list is twentynine_desktop/syslibs.py's, which the program checks at start.
# Uses sudo when not run as root.  Safe to run again: installs only what is missing.
set -eu
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
  echo "system-deps.sh: no apt-get here (not Debian/Ubuntu): nothing to install" >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
PKGS="libstdc++6 libexpat1 libegl1 libgl1 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 libxkbcommon0
 zlib1g libzstd1 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4
 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0
 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
 libxkbcommon-x11-0 fonts-dejavu-core fonts-noto-core"
if [ "${1:-}" = "--dev" ]; then
  PKGS="$PKGS binutils desktop-file-utils appstream xvfb xauth xdotool x11-utils shellcheck"
fi
# Python's venv (Debian's python3 ships without ensurepip); skipped when python3 has it
if ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
  PKGS="$PKGS python3-venv python3-pip"
fi
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
