#!/usr/bin/env bash
# Smoke test of the real binary: starts Skald under a private Xvfb with the real
# (software) GL driver, waits for its window, takes a screenshot and fails if the
# app died, the screenshot is blank, the database did not open (the window
# that says so is not the one waited for, and the app says so in its log), or
# the app's log shows a panic.
#
# Environment (all optional):
#   SKALD_BIN      binary to run; default bin/skald, built here from the module root
#   SKALD_TITLE    window title to wait for, as a regex matched whole;
#                  default Skald (the main window; the window that says the
#                  database did not open has a title of its own)
#   SKALD_ARGS     arguments; default --db <temp dir>/smoke.db
#   SKALD_TIMEOUT  seconds to wait for the window; default 60
#   SMOKE_OUT      also copy the screenshot to this path
set -euo pipefail

cd "$(dirname "$0")/.."
. scripts/xlib.sh

TITLE=${SKALD_TITLE:-Skald}
TIMEOUT=${SKALD_TIMEOUT:-60}
if [[ -z "${SKALD_BIN:-}" ]]; then
	echo "smoke: go build -tags sqlite_fts5 -o bin/skald ."
	go build -tags sqlite_fts5 -o bin/skald .
	BIN=./bin/skald
else
	BIN=$SKALD_BIN
fi
[[ -x "$BIN" ]] || { echo "smoke: $BIN is not an executable" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/skald-smoke.XXXXXX")
APP_PID=
XVFB_PID=
cleanup() {
	stop_pid "$APP_PID"
	stop_pid "$XVFB_PID"
	rm -f "$tmp/smoke.db" "$tmp/smoke.db-wal" "$tmp/smoke.db-shm" "$tmp/smoke.db.lock" "$tmp/smoke.db.settings.json"
}
trap cleanup EXIT
fail() {
	echo "smoke: FAIL: $*" >&2
	echo "--- app log ($tmp/app.log) ---" >&2
	tail -n 40 "$tmp/app.log" >&2 || true
	exit 1
}
# check_log: fails on what the app's log says went wrong: a panic (Go's
# "panic:" and "fatal error:" lines), or a database that did not open.
check_log() {
	[[ -f "$tmp/app.log" ]] || return 0
	if grep -qE '^(panic: |fatal error: )|goroutine [0-9]+ \[' "$tmp/app.log"; then
		fail "the app's log shows a panic"
	fi
	if grep -q 'the database did not open' "$tmp/app.log"; then
		fail "the database did not open: $(grep -m1 'the database did not open' "$tmp/app.log")"
	fi
}

start_xvfb "$tmp"
echo "smoke: Xvfb on $DISPLAY; starting $BIN"

if [[ -n "${SKALD_ARGS+x}" ]]; then
	read -r -a args <<<"$SKALD_ARGS"
else
	args=(--db "$tmp/smoke.db")
fi
unset WAYLAND_DISPLAY
LIBGL_ALWAYS_SOFTWARE=1 "$BIN" "${args[@]}" >"$tmp/app.log" 2>&1 </dev/null &
APP_PID=$!

wid=
deadline=$((SECONDS + TIMEOUT))
while ((SECONDS < deadline)); do
	if ! kill -0 "$APP_PID" 2>/dev/null; then
		wait "$APP_PID" && rc=0 || rc=$?
		APP_PID=
		fail "the app exited (status $rc) before showing a window"
	fi
	check_log
	if wid=$(find_window "^$TITLE\$"); then
		break
	fi
	sleep 0.2
done
[[ -n "$wid" ]] || fail "no window named '$TITLE' after ${TIMEOUT}s"
echo "smoke: window $wid '$(xdotool getwindowname "$wid")' after $((SECONDS))s"

sleep 3 # let it draw its first frames
kill -0 "$APP_PID" 2>/dev/null || fail "the app died after showing its window"
check_log

shot="$tmp/shot.png"
timeout 30 import -window "$wid" "$shot" 2>>"$tmp/app.log" ||
	timeout 30 import -window root "$shot" 2>>"$tmp/app.log" ||
	fail "could not capture the screen"
kill -0 "$APP_PID" 2>/dev/null || fail "the app died while being captured"
check_log

colours=$(convert "$shot" -format '%k' info:)
stddev=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
size=$(convert "$shot" -format '%wx%h' info:)
echo "smoke: captured $size, $colours colours, standard deviation $stddev"
if ((colours <= 2)) || awk -v s="$stddev" 'BEGIN { exit !(s < 0.005) }'; then
	fail "the window is blank ($shot)"
fi

if [[ -n "${SMOKE_OUT:-}" ]]; then
	mkdir -p "$(dirname "$SMOKE_OUT")"
	cp "$shot" "$SMOKE_OUT"
fi
echo "smoke: OK, screenshot: $shot"
