#!/usr/bin/env bash
# Sets up a fresh Debian machine to build Arbitre (a C++ compiler and libclang for the
# double-dummy solver), then builds and opens the workbench; arguments go to arbitre
# (`scripts/run.sh case.arbitre`, `scripts/run.sh check FILE.pbn`).
# As root it installs directly; otherwise through sudo. Rust comes from rustup when absent.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh build-essential libclang-dev
exec cargo run -- "$@"
