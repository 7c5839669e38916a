#!/usr/bin/env bash
# Remakes the committed icons from resources/icons/arbitre.svg: the hicolor PNGs (Linux),
# arbitre.ico (Windows) and arbitre.icns (macOS).
# Needs the Debian packages librsvg2-bin, imagemagick and icnsutils.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../resources/icons"
for n in 16 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${n}x${n}/apps"
  rsvg-convert -w "$n" -h "$n" arbitre.svg -o "hicolor/${n}x${n}/apps/arbitre.png"
done
/usr/bin/convert hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/apps/arbitre.png arbitre.ico
png2icns arbitre.icns hicolor/{16x16,32x32,48x48,128x128,256x256,512x512}/apps/arbitre.png >/dev/null
echo "icons remade in $(pwd)"
