#!/usr/bin/env bash
# System libraries Qt (PySide6) needs on Debian/Ubuntu, for the game window, the
# headless tests (QT_QPA_PLATFORM=offscreen), the card-art tools and PyInstaller;
# desktop-file-utils/appstream validate the Linux packaging files, xvfb & co. run the
# built program on a virtual display (tests/packaging; skipped when missing).
# Run as root (or with sudo).  Safe to run again.
set -eu
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
PKGS="libegl1 libgl1 libglx0 libopengl0 libx11-6 libx11-xcb1 libxkbcommon0 libxkbcommon-x11-0
 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4
 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0
 libxcb-image0 libxcb-xkb1 fonts-dejavu-core fonts-noto-core binutils
 desktop-file-utils appstream xvfb xauth xdotool x11-utils"
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
