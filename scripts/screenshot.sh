#!/usr/bin/env bash
# Starts the workbench under Xvfb (no display, no GPU needed) with a revoke case loaded and
# takes a screenshot of the whole virtual screen.
#
#   scripts/screenshot.sh [CASE_FILE] [OUTPUT_PNG]
#   WIDTH=1920 HEIGHT=1080 ARBITRE_LANG=fr scripts/screenshot.sh ...   (size, language)
#   scripts/screenshot.sh --docs    the README's screenshots: case 09 at 1280x720 and 1920x1080,
#                                   the player notice (A5) and the committee's banner (case 06)
#   CASE_FILE may also be a signed report (PDF): it opens read-only under the banner.
#
# Needs (Debian): xvfb x11-apps imagemagick libegl1 libegl-mesa0 libgl1-mesa-dri
#                 libxkbcommon-x11-0 libxcursor1 libxi6 libx11-xcb1 libfontconfig1
set -euo pipefail
cd "$(dirname "$0")/.."
# The shared cases live beside the repository (../shared), or beside the worktrees folder.
SHARED="../shared"; [ -d "$SHARED" ] || SHARED="../../shared"
if [ "${1:-}" = "--docs" ]; then
  CASE09="$SHARED/cases/09-both-sides-revoke.toml"
  WIDTH=1280 HEIGHT=720 "$0" "$CASE09" docs/screenshot-workbench.png
  WIDTH=1920 HEIGHT=1080 "$0" "$CASE09" docs/screenshot-workbench-1920.png
  # The appeals: the player notice (A5) and a signed report opened under the committee's
  # banner (the window opens a signed PDF like a case file).
  CASE06="$SHARED/cases/06-equity-64c-restores-4s-made.toml"
  TMP="$(mktemp -d)"
  cargo build --quiet
  ARBITRE_CONFIG_DIR="$TMP/config" ARBITRE_PASSPHRASE=docs target/debug/arbitre \
    notice "$CASE06" -o "$TMP/notice.pdf" --paper a5 --director "Jeanne Martin" >/dev/null
  ARBITRE_CONFIG_DIR="$TMP/config" ARBITRE_PASSPHRASE=docs target/debug/arbitre \
    report "$CASE06" -o "$TMP/ruling-board-6.pdf" --director "Jeanne Martin" >/dev/null
  pdftoppm -r 100 -png -singlefile "$TMP/notice.pdf" docs/notice-a5
  WIDTH=1280 HEIGHT=720 SETTLE=10 "$0" "$TMP/ruling-board-6.pdf" docs/committee-banner.png
  rm -rf "$TMP"
  exit 0
fi
CASE="${1:-$SHARED/cases/09-both-sides-revoke.toml}"
OUT="${2:-docs/screenshot-workbench.png}"
WIDTH="${WIDTH:-1280}"
HEIGHT="${HEIGHT:-720}"
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
# The screen is twice as wide as the window, which opens at its top left: the pointer, in the
# middle of the screen, is off the window (no hover, no tooltip); the window is cropped out.
xvfb-run --auto-servernum --server-args="-screen 0 $((2 * WIDTH + 64))x${HEIGHT}x24" bash -c "
  \"$BIN\" --lang \"\${ARBITRE_LANG:-en}\" \"$CASE\" &
  APP=\$!
  sleep $SETTLE
  xwd -root -silent | /usr/bin/convert xwd:- -crop ${WIDTH}x${HEIGHT}+0+0 +repage \"$OUT\"
  kill \$APP
  wait \$APP 2>/dev/null || true
"
rm -rf "$ARBITRE_CONFIG_DIR"
echo "$OUT"
