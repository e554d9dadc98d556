#!/usr/bin/env bash
# Smoke test of the real binary: starts Skald under a private Xvfb with the real
# (software) GL driver, waits for its window, takes a screenshot and fails if the
# app died, the screenshot is blank, the database did not open (the window
# that says so is not the one waited for, and the app says so in its log), or
# the app's log shows a panic.
#
# Then the same for Fyne's mobile simulation (the binary built with the
# `mobile` tag: the phone driver, in a desktop window). Its window is named
# "App" whatever the app calls it, and it stays black until it is
# given a size: it is resized to a phone's 360x640 first. It has one window,
# so a database that did not open shows in its log only.
#
# Environment (all optional):
#   SKALD_BIN         binary to run; default bin/skald, built here from the module root
#   SKALD_TITLE       window title to wait for, as a regex matched whole;
#                     default Skald (the main window; the window that says the
#                     database did not open has a title of its own)
#   SKALD_ARGS        arguments; default --db <temp dir>/smoke.db
#   SKALD_TIMEOUT     seconds to wait for the window; default 60
#   SMOKE_OUT         also copy the screenshot to this path
#   SKALD_MOBILE_BIN  the mobile simulation to run; default bin/skald-mobile,
#                     built here (go build -tags mobile,sqlite_fts5)
#   SMOKE_MOBILE      0 skips the mobile run
#   SMOKE_MOBILE_OUT  also copy the mobile screenshot to this path
set -euo pipefail

cd "$(dirname "$0")/.."
. scripts/xlib.sh

TITLE=${SKALD_TITLE:-Skald}
TIMEOUT=${SKALD_TIMEOUT:-60}
MOBILE=${SMOKE_MOBILE:-1}
if [[ -z "${SKALD_BIN:-}" ]]; then
	echo "smoke: go build -tags sqlite_fts5 -o bin/skald ."
	go build -tags sqlite_fts5 -o bin/skald .
	BIN=./bin/skald
else
	BIN=$SKALD_BIN
fi
[[ -x "$BIN" ]] || { echo "smoke: $BIN is not an executable" >&2; exit 1; }
if [[ $MOBILE != 0 ]]; then
	if [[ -z "${SKALD_MOBILE_BIN:-}" ]]; then
		echo "smoke: go build -tags mobile,sqlite_fts5 -o bin/skald-mobile ."
		go build -tags mobile,sqlite_fts5 -o bin/skald-mobile .
		MOBILE_BIN=./bin/skald-mobile
	else
		MOBILE_BIN=$SKALD_MOBILE_BIN
	fi
	[[ -x "$MOBILE_BIN" ]] || { echo "smoke: $MOBILE_BIN is not an executable" >&2; exit 1; }
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/skald-smoke.XXXXXX")
APP_PID=
XVFB_PID=
RUN=desktop
LOG=$tmp/app.log
cleanup() {
	stop_pid "$APP_PID"
	stop_pid "$XVFB_PID"
	local db
	for db in "$tmp/smoke.db" "$tmp/smoke-mobile.db"; do
		rm -f "$db" "$db-wal" "$db-shm" "$db.lock" "$db.settings.json"
	done
}
trap cleanup EXIT
fail() {
	echo "smoke: FAIL ($RUN): $*" >&2
	echo "--- app log ($LOG) ---" >&2
	tail -n 40 "$LOG" >&2 || true
	exit 1
}
# check_log: fails on what the app's log says went wrong: a panic (Go's
# "panic:" and "fatal error:" lines), or a database that did not open.
check_log() {
	[[ -f "$LOG" ]] || return 0
	if grep -qE '^(panic: |fatal error: )|goroutine [0-9]+ \[' "$LOG"; then
		fail "the app's log shows a panic"
	fi
	if grep -q 'the database did not open' "$LOG"; then
		fail "the database did not open: $(grep -m1 'the database did not open' "$LOG")"
	fi
}

start_xvfb "$tmp"
echo "smoke: Xvfb on $DISPLAY"
unset WAYLAND_DISPLAY

# run_app BIN TITLE DB SIZE OUT: starts BIN over DB, waits for the window
# named TITLE, resizes it to SIZE (WxH) when given, screenshots it to
# $tmp/shot-$RUN.png (and OUT, when given) and fails on any of the checks
# above; the app is stopped after.
run_app() {
	local bin=$1 title=$2 db=$3 size=$4 out=$5 args wid= deadline rc
	if [[ -n "${SKALD_ARGS+x}" && $RUN == desktop ]]; then
		read -r -a args <<<"$SKALD_ARGS"
	else
		args=(--db "$db")
	fi
	LOG=$tmp/app-$RUN.log
	echo "smoke: $RUN: starting $bin"
	LIBGL_ALWAYS_SOFTWARE=1 "$bin" "${args[@]}" >"$LOG" 2>&1 </dev/null &
	APP_PID=$!

	deadline=$((SECONDS + TIMEOUT))
	while ((SECONDS < deadline)); do
		if ! kill -0 "$APP_PID" 2>/dev/null; then
			wait "$APP_PID" && rc=0 || rc=$?
			APP_PID=
			fail "the app exited (status $rc) before showing a window"
		fi
		check_log
		if wid=$(find_window "^$title\$"); then
			break
		fi
		sleep 0.2
	done
	[[ -n "$wid" ]] || fail "no window named '$title' after ${TIMEOUT}s"
	echo "smoke: $RUN: window $wid '$(xdotool getwindowname "$wid")' after $((SECONDS))s"
	if [[ -n "$size" ]]; then
		# The mobile simulation draws nothing before a configure event.
		xdotool windowsize "$wid" "${size%x*}" "${size#*x}"
	fi

	sleep 3 # let it draw its first frames
	kill -0 "$APP_PID" 2>/dev/null || fail "the app died after showing its window"
	check_log

	local shot="$tmp/shot-$RUN.png" colours stddev got
	timeout 30 import -window "$wid" "$shot" 2>>"$LOG" ||
		timeout 30 import -window root "$shot" 2>>"$LOG" ||
		fail "could not capture the screen"
	kill -0 "$APP_PID" 2>/dev/null || fail "the app died while being captured"
	check_log

	colours=$(convert "$shot" -format '%k' info:)
	stddev=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
	got=$(convert "$shot" -format '%wx%h' info:)
	echo "smoke: $RUN: captured $got, $colours colours, standard deviation $stddev"
	if ((colours <= 2)) || awk -v s="$stddev" 'BEGIN { exit !(s < 0.005) }'; then
		fail "the window is blank ($shot)"
	fi
	if [[ -n "$out" ]]; then
		mkdir -p "$(dirname "$out")"
		cp "$shot" "$out"
	fi
	stop_pid "$APP_PID"
	APP_PID=
	check_log # a panic while stopping
	echo "smoke: $RUN: OK, screenshot: $shot"
}

RUN=desktop
run_app "$BIN" "$TITLE" "$tmp/smoke.db" "" "${SMOKE_OUT:-}"
if [[ $MOBILE != 0 ]]; then
	RUN=mobile
	run_app "$MOBILE_BIN" "App" "$tmp/smoke-mobile.db" 360x640 "${SMOKE_MOBILE_OUT:-}"
fi
echo "smoke: OK"
