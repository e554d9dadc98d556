#!/usr/bin/env bash
# Installs the Debian packages Skald needs to build (cgo: GL, X11, Wayland
# headers), test, and screenshot (Xvfb, ImageMagick, xdotool), and the
# headless browser the live view's tests drive (Chromium). Does nothing,
# quickly, when they are all present. Uses sudo only when not root.
set -euo pipefail

PACKAGES=(
	gcc libc6-dev pkg-config
	libgl1-mesa-dev libgl1-mesa-dri libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev
	libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
	xvfb xauth imagemagick x11-utils xdotool librsvg2-bin
	chromium
)

missing=()
for p in "${PACKAGES[@]}"; do
	status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
	if [[ "$status" != "install ok installed" ]]; then
		missing+=("$p")
	fi
done

if ((${#missing[@]} > 0)); then
	echo "deps: installing missing packages: ${missing[*]}"
	if [[ $(id -u) -eq 0 ]]; then
		SUDO=()
	elif command -v sudo >/dev/null 2>&1; then
		SUDO=(sudo)
	else
		echo "deps: not root and no sudo: install these by hand: ${missing[*]}" >&2
		exit 1
	fi
	"${SUDO[@]}" apt-get update -q
	"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
fi

if ! command -v go >/dev/null 2>&1; then
	echo "deps: 'go' is not on PATH. Install Go $(sed -n 's/^go //p' "$(dirname "$0")/../go.mod") (https://go.dev/dl/) and add it to PATH." >&2
	exit 1
fi
