#!/usr/bin/env bash
# Builds the Debian package of Arbitre from a staged tree, with dpkg-deb only.
#
#   packaging/linux/build-deb.sh [--binary PATH] [--out DIR]
#
#   --binary PATH  package this already built binary (default: run `cargo build --release`
#                  and package target/release/arbitre)
#   --out DIR      write the .deb there (default: target/debian)
#
# ARBITRE_DEB_COMPRESSION (xz, gzip, zstd or none; default xz) picks the compressor.
# Prints the path of the .deb on its last line.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
binary=""
out="$root/target/debian"

while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
    --out) out="${2:?--out needs a directory}"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "build-deb.sh: unknown argument: $1" >&2; exit 2 ;;
  esac
done

if [ -z "$binary" ]; then
  (cd "$root" && cargo build --release --bin arbitre)
  binary="$root/target/release/arbitre"
fi
[ -x "$binary" ] || { echo "build-deb.sh: no executable at $binary" >&2; exit 1; }

name=arbitre
version="$(sed -n 's/^version *= *"\(.*\)"/\1/p' "$root/Cargo.toml" | head -n1)"
revision=1
arch="$(dpkg --print-architecture)"
id=org.arbitre.Arbitre
linux="$root/packaging/linux"
icons="$root/resources/icons"

mkdir -p "$out"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
pkg="$stage/${name}_${version}-${revision}_${arch}"

install -Dm755 "$binary" "$pkg/usr/bin/arbitre"
# Debian ships stripped binaries (as dh_strip does); a debug build is hundreds of MB otherwise.
if command -v strip >/dev/null 2>&1; then
  strip --strip-debug "$pkg/usr/bin/arbitre"
fi
install -Dm644 "$linux/$id.desktop" "$pkg/usr/share/applications/$id.desktop"
install -Dm644 "$linux/$id.metainfo.xml" "$pkg/usr/share/metainfo/$id.metainfo.xml"
install -Dm644 "$linux/$id.xml" "$pkg/usr/share/mime/packages/$id.xml"
for png in "$icons"/hicolor/*/apps/arbitre.png; do
  size="$(basename "$(dirname "$(dirname "$png")")")"
  install -Dm644 "$png" "$pkg/usr/share/icons/hicolor/$size/apps/arbitre.png"
done
install -Dm644 "$icons/arbitre.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/arbitre.svg"

doc="$pkg/usr/share/doc/$name"
install -d "$doc"
{
  cat <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Arbitre
Source: https://example.invalid/arbitre

Files: *
Copyright: 2026 the Arbitre authors
License: Apache-2.0
 Licensed under the Apache License, Version 2.0 (the "License"); you may not use
 this software except in compliance with the License. You may obtain a copy of
 the License at https://www.apache.org/licenses/LICENSE-2.0
 .
 On Debian systems, the full text of the Apache License, Version 2.0 can be found
 in /usr/share/common-licenses/Apache-2.0.

Files: resources/fonts/DejaVuSans.ttf resources/fonts/DejaVuSans-Bold.ttf
Comment: embedded in /usr/bin/arbitre
Copyright: Bitstream, Inc.; DejaVu changes are in the public domain
License: Bitstream-Vera
 The DejaVu fonts' own copyright file, with the full licence texts, is
 /usr/share/doc/arbitre/LICENSE-DejaVu.txt.
COPYRIGHT
} > "$doc/copyright"
install -m644 "$root/resources/fonts/LICENSE-DejaVu.txt" "$doc/LICENSE-DejaVu.txt"
chmod 644 "$doc/copyright"

size_kib="$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)"
install -d "$pkg/DEBIAN"
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: $name
Version: $version-$revision
Architecture: $arch
Maintainer: The Arbitre authors <arbitre@example.invalid>
Installed-Size: $size_kib
Depends: libc6 (>= 2.34), libgcc-s1, libgl1 | libegl1, libxkbcommon0, libxkbcommon-x11-0, libx11-6, libxcursor1, libxi6, libxrandr2, libwayland-client0, libwayland-egl1, libfontconfig1
Recommends: xdg-desktop-portal-gtk | zenity
Section: games
Priority: optional
Homepage: https://example.invalid/arbitre
Description: workbench on which bridge directors rule on revokes and claims
 Arbitre is a desktop workbench on which bridge tournament directors rule on
 revokes (Laws 61-64 of the Laws of Duplicate Bridge), claims and concessions
 (Laws 68-71), and calls or cards a player tries to change: open the session's
 PBN, LIN, dealing-machine or Bridgemate file, replay the board card by card,
 record the facts, get the ruling with its double-dummy evidence, and export a
 signed PDF report.
CONTROL
# The MIME, desktop and icon caches are refreshed by the dpkg file triggers of
# shared-mime-info, desktop-file-utils and hicolor-icon-theme: no maintainer scripts.

deb="$out/${name}_${version}-${revision}_${arch}.deb"
dpkg-deb --build --root-owner-group -Z"${ARBITRE_DEB_COMPRESSION:-xz}" "$pkg" "$deb" >/dev/null
echo "$deb"
