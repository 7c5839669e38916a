#!/usr/bin/env bash
# Assembles target/macos/Arbitre.app on macOS: release binary, Info.plist, icon.
#
#   packaging/macos/build-app.sh [--binary PATH] [--out DIR] [--universal]
#
#   --binary PATH  bundle this already built binary instead of running cargo
#   --out DIR      where to write Arbitre.app (default: target/macos)
#   --universal    build for aarch64 and x86_64 and join them with lipo
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
binary=""
out="$root/target/macos"
universal=false
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
    --out) out="${2:?--out needs a directory}"; shift 2 ;;
    --universal) universal=true; shift ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "build-app.sh: unknown argument: $1" >&2; exit 2 ;;
  esac
done

if [ -z "$binary" ]; then
  cd "$root"
  if $universal; then
    rustup target add aarch64-apple-darwin x86_64-apple-darwin
    cargo build --release --bin arbitre --target aarch64-apple-darwin
    cargo build --release --bin arbitre --target x86_64-apple-darwin
    mkdir -p target/universal
    lipo -create -output target/universal/arbitre \
      target/aarch64-apple-darwin/release/arbitre target/x86_64-apple-darwin/release/arbitre
    binary="$root/target/universal/arbitre"
  else
    cargo build --release --bin arbitre
    binary="$root/target/release/arbitre"
  fi
fi
[ -x "$binary" ] || { echo "build-app.sh: no executable at $binary" >&2; exit 1; }

app="$out/Arbitre.app"
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp "$binary" "$app/Contents/MacOS/arbitre"
chmod 755 "$app/Contents/MacOS/arbitre"
cp "$root/packaging/macos/Info.plist" "$app/Contents/Info.plist"
cp "$root/resources/icons/arbitre.icns" "$app/Contents/Resources/arbitre.icns"
printf 'APPL????' > "$app/Contents/PkgInfo"

# The version in Info.plist must follow Cargo.toml.
version="$(sed -n 's/^version *= *"\(.*\)"/\1/p' "$root/Cargo.toml" | head -n1)"
if command -v plutil >/dev/null; then
  plutil -replace CFBundleShortVersionString -string "$version" "$app/Contents/Info.plist"
  plutil -replace CFBundleVersion -string "$version" "$app/Contents/Info.plist"
  plutil -lint "$app/Contents/Info.plist"
fi
# An ad-hoc signature lets Apple silicon run the bundle; sign with a Developer ID to distribute.
if command -v codesign >/dev/null; then
  codesign --force --deep --sign - "$app"
fi
echo "$app"
