#!/usr/bin/env bash
# Renders assets/icon.svg to assets/icon.png (512×512). Uses rsvg-convert
# (librsvg2-bin) when present, else ImageMagick. Run after editing the SVG.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v rsvg-convert >/dev/null; then
	rsvg-convert -w 512 -h 512 -o assets/icon.png assets/icon.svg
else
	convert -background none -density 300 assets/icon.svg -resize 512x512 assets/icon.png
fi
echo "assets/icon.png: $(identify -format '%wx%h %[channels]' assets/icon.png)"
