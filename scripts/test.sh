#!/usr/bin/env bash
# Sets up a fresh Debian machine for the tests, then runs them: the README's test command,
# which .ci/run runs too. As root it installs directly; otherwise through sudo.
# fonts-wqy-microhei (1.6 MB): a Chinese/Japanese/Korean font, for the report's fallback
# fonts test (names in other scripts must print). mdbtools: mdb-export, the independent
# reader the Bridgemate .bws tests cross-check every table against.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
command -v clang >/dev/null 2>&1 || dpkg -s libclang-dev >/dev/null 2>&1 || need+=(libclang-dev)
for pkg in g++ poppler-utils qpdf dpkg-dev desktop-file-utils appstream libxml2-utils shared-mime-info fonts-wqy-microhei mdbtools; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
if [ ! -d ../shared/corpus ]; then
  echo "note: ../shared/corpus is absent; the shared-data tests will skip (or fail when CI is set)"
fi
exec cargo test --all-targets "$@"
