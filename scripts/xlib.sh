# shellcheck shell=bash
# Helpers shared by smoke.sh and startup.sh: a private Xvfb server and a way to
# wait for a window by title. Source it; it defines functions only.

# start_xvfb DIR: starts Xvfb on a free display (Xvfb picks it itself through
# -displayfd, so parallel runs never collide) and exports DISPLAY and XVFB_PID.
start_xvfb() {
	local dir=$1 n
	command -v Xvfb >/dev/null || { echo "Xvfb is not installed: run scripts/deps.sh" >&2; return 1; }
	: >"$dir/display"
	Xvfb -displayfd 9 -screen 0 1280x800x24 -nolisten tcp -noreset \
		9>"$dir/display" >"$dir/xvfb.log" 2>&1 &
	XVFB_PID=$!
	for _ in $(seq 100); do
		n=$(tr -dc '0-9' <"$dir/display")
		if [[ -n "$n" ]]; then
			export DISPLAY=":$n"
			export XVFB_PID
			return 0
		fi
		kill -0 "$XVFB_PID" 2>/dev/null || break
		sleep 0.1
	done
	echo "Xvfb did not start:" >&2
	cat "$dir/xvfb.log" >&2
	return 1
}

# stop_pid PID: ends a process this script started (TERM, then KILL after 5 s).
stop_pid() {
	local pid=$1
	[[ -n "$pid" ]] || return 0
	kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null || true; return 0; }
	kill -TERM "$pid" 2>/dev/null || true
	for _ in $(seq 50); do
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	kill -KILL "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
}

# find_window PATTERN: prints the id of the first mapped window whose name
# matches the regex PATTERN, or fails.
find_window() {
	xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n1 | grep .
}
