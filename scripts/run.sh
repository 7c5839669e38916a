#!/usr/bin/env bash
# Sets up a fresh Debian machine to build Arbitre (a C++ compiler and libclang for the
# double-dummy solver), then builds and opens the workbench; arguments go to arbitre
# (`scripts/run.sh case.arbitre`, `scripts/run.sh check FILE.pbn`).
# As root it installs directly; otherwise through sudo.
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
need=()
for pkg in build-essential libclang-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
exec cargo run -- "$@"
