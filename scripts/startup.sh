#!/usr/bin/env bash
# Measures start-up under Xvfb (software GL) for Skald and for a bare Fyne window
# (scripts/barewindow) as a baseline:
#   start   time from launch until the window is mapped (polled every 10 ms),
#   memory  resident set size (VmRSS) 2 s after the window appeared.
# Each program gets one untimed warm-up run (which also creates Skald's
# database, so timed runs open an existing one), then RUNS timed runs; the
# medians are printed as a Markdown table for the README. Before the warm-up
# the program's file is dropped from the page cache, so both are read back
# from disk the same way: a binary the linker has just written can sit in the
# cache in large folios, which the kernel then maps whole, and the same
# binary showed up to 10 MiB more resident memory that way.
#
# Skald opens a database of a year of heavy play: 3,000 sessions of real games
# (tracker's TestWriteYearDB builds it once into bin/, about 110 MB). Each run
# gets a fresh copy: the run ends with a kill, and a start after a kill checks
# the whole file, as it must; a start after a clean close does not.
#
# Environment (all optional):
#   SKALD_BIN    binary to measure; default bin/skald, built here
#   SKALD_TITLE  its window title (regex anchored at the start); default Skald
#   SKALD_ARGS   its arguments; default --db <temp dir>/startup.db (the copy)
#   YEAR_DB      the year's database to copy; default bin/startup-year-v1.db
#   RUNS         timed runs per program; default 5
#   MAX_RATIO    fail when Skald's median exceeds the bare window's by more
#                than this factor; default 1.3
set -euo pipefail

cd "$(dirname "$0")/.."
. scripts/xlib.sh

RUNS=${RUNS:-5}
MAX_RATIO=${MAX_RATIO:-1.3}
YEAR_DB=${YEAR_DB:-bin/startup-year-v1.db}
if [[ ! -f "$YEAR_DB" ]]; then
	echo "startup: building $YEAR_DB (3,000 sessions)" >&2
	SKALD_YEAR_DB="$PWD/$YEAR_DB" go test -tags ci,sqlite_fts5 -count=1 -run '^TestWriteYearDB$' ./tracker/ >&2
	rm -f "$YEAR_DB.lock"
fi
TITLE=${SKALD_TITLE:-Skald}
if [[ -z "${SKALD_BIN:-}" ]]; then
	go build -tags sqlite_fts5 -o bin/skald .
	BIN=./bin/skald
else
	BIN=$SKALD_BIN
fi
go build -o bin/barewindow ./scripts/barewindow

tmp=$(mktemp -d "${TMPDIR:-/tmp}/skald-startup.XXXXXX")
APP_PID=
XVFB_PID=
cleanup() {
	stop_pid "$APP_PID"
	stop_pid "$XVFB_PID"
	rm -rf "$tmp"
}
trap cleanup EXIT

start_xvfb "$tmp"
unset WAYLAND_DISPLAY
export LIBGL_ALWAYS_SOFTWARE=1

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# fresh_db: a fresh copy of the year's database for the next run (none when
# SKALD_ARGS names the database).
fresh_db() {
	[[ -z "${SKALD_ARGS+x}" ]] || return 0
	rm -f "$tmp/startup.db" "$tmp/startup.db-wal" "$tmp/startup.db-shm" "$tmp/startup.db.lock" "$tmp/startup.db.recheck"
	cp "$YEAR_DB" "$tmp/startup.db"
}

# run_once TITLE CMD...: prints "<ms to window> <VmRSS kB>".
run_once() {
	local title=$1 t0 t1 rss
	shift
	t0=$(now_ms)
	"$@" >"$tmp/app.log" 2>&1 </dev/null &
	APP_PID=$!
	while ! find_window "^$title" >/dev/null; do
		if ! kill -0 "$APP_PID" 2>/dev/null || (($(now_ms) - t0 > 60000)); then
			echo "startup: $* showed no window '$title'" >&2
			tail -n 20 "$tmp/app.log" >&2
			return 1
		fi
		sleep 0.01
	done
	t1=$(now_ms)
	sleep 2
	rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$APP_PID/status")
	stop_pid "$APP_PID"
	APP_PID=
	echo "$((t1 - t0)) $rss"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# uncache FILE: drops FILE from the page cache (written out first: dirty
# pages stay cached).
uncache() {
	sync "$1" && dd if="$1" iflag=nocache count=0 status=none
}

# measure NAME TITLE CMD...: adds one table row to $tmp/rows.
measure() {
	local name=$1 title=$2 i
	shift 2
	uncache "$(command -v "$1")"
	$PREP
	run_once "$title" "$@" >/dev/null # warm-up
	: >"$tmp/samples"
	for ((i = 1; i <= RUNS; i++)); do
		$PREP
		run_once "$title" "$@" >>"$tmp/samples"
	done
	echo "startup: $name samples (ms kB): $(paste -sd, "$tmp/samples")" >&2
	local ms kb
	ms=$(cut -d' ' -f1 "$tmp/samples" | median)
	kb=$(cut -d' ' -f2 "$tmp/samples" | median)
	echo "$ms" >"$tmp/median-$title"
	printf '| %s | %s | %s |\n' "$name" "$ms" "$(awk -v k="$kb" 'BEGIN { printf "%.1f", k / 1024 }')" >>"$tmp/rows"
}

if [[ -n "${SKALD_ARGS+x}" ]]; then
	read -r -a args <<<"$SKALD_ARGS"
else
	args=(--db "$tmp/startup.db")
fi

: >"$tmp/rows"
# One after the other under the same Xvfb, the bare window as the baseline;
# run it a few times when the machine is busy.
what="Skald, 3,000 sessions"
[[ -z "${SKALD_ARGS+x}" ]] || what="Skald, $SKALD_ARGS"
PREP=fresh_db measure "$what (\`$BIN\`)" "$TITLE" "$BIN" "${args[@]}"
PREP=: measure "Bare Fyne window" "Bare" ./bin/barewindow
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
echo
echo "Start-up under Xvfb with software GL (LIBGL_ALWAYS_SOFTWARE=1), median of $RUNS runs, $(nproc) cores${cpu:+, $cpu}:"
echo
echo "| Program | Launch to window mapped (ms) | Resident memory 2 s later (MiB) |"
echo "| --- | ---: | ---: |"
cat "$tmp/rows"
ratio=$(awk -v a="$(cat "$tmp/median-$TITLE")" -v b="$(cat "$tmp/median-Bare")" 'BEGIN { printf "%.2f", a / b }')
echo
echo "Skald ÷ bare window, launch to window: $ratio (target ≤ $MAX_RATIO)"
awk -v r="$ratio" -v m="$MAX_RATIO" 'BEGIN { exit !(r <= m) }' || { echo "startup: over the target" >&2; exit 1; }
