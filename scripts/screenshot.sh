#!/usr/bin/env bash
# Starts the workbench under Xvfb (no display, no GPU needed) with a revoke case loaded and
# takes a screenshot of the whole virtual screen.
#
#   scripts/screenshot.sh [CASE_FILE] [OUTPUT_PNG]
#
# Needs (Debian): xvfb x11-apps imagemagick libegl1 libegl-mesa0 libgl1-mesa-dri
#                 libxkbcommon-x11-0 libxcursor1 libxi6 libx11-xcb1 libfontconfig1
set -euo pipefail
cd "$(dirname "$0")/.."
# The shared cases live beside the repository (../shared), or beside the worktrees folder.
SHARED="../shared"; [ -d "$SHARED" ] || SHARED="../../shared"
CASE="${1:-$SHARED/cases/05-3nt-defender-discards-690.toml}"
OUT="${2:-docs/screenshot-workbench.png}"
WIDTH="${WIDTH:-1400}"
HEIGHT="${HEIGHT:-900}"
SETTLE="${SETTLE:-6}"
cargo build --quiet
BIN="target/debug/arbitre"
mkdir -p "$(dirname "$OUT")"
# A fresh settings folder: no restore prompt, no recent files, default window size.
export ARBITRE_CONFIG_DIR="$(mktemp -d)"
export ARBITRE_WINDOW_SIZE="${WIDTH}x${HEIGHT}"
# Software OpenGL (Mesa llvmpipe); no GPU.
export LIBGL_ALWAYS_SOFTWARE=1
export WINIT_UNIX_BACKEND=x11
unset WAYLAND_DISPLAY
xvfb-run --auto-servernum --server-args="-screen 0 ${WIDTH}x${HEIGHT}x24" bash -c "
  \"$BIN\" --lang \"\${ARBITRE_LANG:-en}\" \"$CASE\" &
  APP=\$!
  sleep $SETTLE
  xwd -root -silent | /usr/bin/convert xwd:- \"$OUT\"
  kill \$APP
  wait \$APP 2>/dev/null || true
"
rm -rf "$ARBITRE_CONFIG_DIR"
echo "$OUT"
