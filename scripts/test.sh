#!/usr/bin/env bash
# Sets up a fresh Debian machine for the tests, then runs them: the README's test command,
# which .ci/run runs too. As root it installs directly; otherwise through sudo.
# fonts-wqy-microhei (1.6 MB): a Chinese/Japanese/Korean font, for the report's fallback
# fonts test (names in other scripts must print). mdbtools: mdb-export, the independent
# reader the Bridgemate .bws tests cross-check every table against.
set -euo pipefail
cd "$(dirname "$0")/.."
libclang=libclang-dev
command -v clang >/dev/null 2>&1 && libclang=
# shellcheck disable=SC2086 # no libclang package when a clang is already there
. scripts/setup.sh $libclang build-essential poppler-utils qpdf dpkg-dev desktop-file-utils \
  appstream libxml2-utils shared-mime-info fonts-wqy-microhei mdbtools
if [ ! -d ../shared/corpus ]; then
  echo "note: ../shared/corpus is absent; the shared-data tests will skip (or fail when CI is set)"
fi
exec cargo test --all-targets "$@"
