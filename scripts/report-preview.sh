#!/usr/bin/env bash
# Renders page 1 of a signed ruling report to docs/report-page1.png (pdftoppm, poppler-utils).
# Usage: scripts/report-preview.sh [CASE.toml] [LANG] [PAPER]
# The signing identity is a throwaway one in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
case_file="${1:-../shared/cases/06-equity-64c-restores-4s-made.toml}"
lang="${2:-en}"
paper="${3:-a4}"
[ -f "$case_file" ] || case_file="/work/shared/cases/$(basename "$case_file")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cargo build --quiet --bin arbitre
ARBITRE_CONFIG_DIR="$tmp/config" ARBITRE_PASSPHRASE="preview" \
  ./target/debug/arbitre --lang "$lang" report "$case_file" -o "$tmp/report.pdf" \
  --paper "$paper" --director "${ARBITRE_DIRECTOR:-Preview Director}"
mkdir -p docs
pdftoppm -png -r 90 -f 1 -l 1 -singlefile "$tmp/report.pdf" docs/report-page1
echo "docs/report-page1.png"
