#!/bin/sh
# Runs the `duplicates` report over a copy of the tree in which each
# parenthesized import block is written as single-line imports. The tool means
# to pass import lines over, but inside `import ( … )` it counts them, so every
# pair of files with six imports in common shows up as duplicated code.
# Usage: scripts/duplicates.sh [duplicates options: --most 40, --change [--base REV]]
# With --change the copy is a git repository whose commit is HEAD (or REV),
# flattened the same way, so only what the change adds counts as added.
set -eu
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"

flatten() {
	find "$1" -name '*.go' -not -path '*/.git/*' | while read -r f; do
		awk '
			/^import \($/ { inblock = 1; next }
			inblock && /^\)$/ { inblock = 0; next }
			inblock { sub(/^[ \t]+/, ""); if ($0 != "" && $0 !~ /^\/\//) print "import " $0; next }
			{ print }
		' "$f" >"$f.flat" && mv "$f.flat" "$f"
	done
}

base=HEAD
prev=
for a in "$@"; do
	[ "$prev" = --base ] && base=$a
	prev=$a
done
case " $* " in
*" --change "*)
	git archive "$base" | tar -xf - -C "$tmp"
	flatten "$tmp"
	git -C "$tmp" init -q
	git -C "$tmp" add -A
	git -C "$tmp" -c user.name=dup -c user.email=dup@localhost commit -qm base
	# With --base the tool compares against that commit, which is now HEAD here.
	set -- $(printf '%s\n' "$@" | awk 'skip { skip = 0; next } $0 == "--base" { skip = 1; next } { print }')
	;;
esac
git ls-files -co --exclude-standard | tar -cf - -T - 2>/dev/null | tar -xf - -C "$tmp"
flatten "$tmp"
duplicates --repo "$tmp" --seconds 120 "$@" | sed "s|$tmp/||g"
