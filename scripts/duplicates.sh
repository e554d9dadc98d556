#!/bin/sh
# Runs the `duplicates` report over a copy of the tracked tree in which each
# parenthesized import block is written as single-line imports. The tool means
# to pass import lines over, but inside `import ( … )` it counts them, so every
# pair of files with six imports in common shows up as duplicated code.
# Usage: scripts/duplicates.sh [duplicates options, e.g. --most 40]
set -eu
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
git ls-files -co --exclude-standard | tar -cf - -T - 2>/dev/null | tar -xf - -C "$tmp"
find "$tmp" -name '*.go' | while read -r f; do
	awk '
		/^import \($/ { inblock = 1; next }
		inblock && /^\)$/ { inblock = 0; next }
		inblock { sub(/^[ \t]+/, ""); if ($0 != "" && $0 !~ /^\/\//) print "import " $0; next }
		{ print }
	' "$f" >"$f.flat" && mv "$f.flat" "$f"
done
duplicates --repo "$tmp" --seconds 120 "$@" | sed "s|$tmp/||g"
