package rulestest

import (
	"testing"

	"skald/rules"
)

// Play runs commands from gen through step, starting from s, until n have run
// or stop says, before the next one, that the game has gone far enough. It
// returns the state reached and every event. step decides a command and checks
// what it did (Decider.Step); an error from it fails the test.
func Play[S, C, E any](t testing.TB, s S, r rules.Rand, n int,
	gen func(S, rules.Rand) C, step func(S, C, rules.Rand) ([]E, S, error), stop func(S) bool) (S, []E) {
	t.Helper()
	var all []E
	for range n {
		if stop(s) {
			break
		}
		evs, next, err := step(s, gen(s, r), r)
		if err != nil {
			t.Fatal(err)
		}
		s, all = next, append(all, evs...)
	}
	return s, all
}

// Fuzz is the fuzz target of a game played by gen (see Step for what every
// command must keep): the setup byte chooses the game start builds, the script
// gen's choices (see ByteRand), for at most n commands.
func (d Decider[S, C, E]) Fuzz(f *testing.F, n int, start func(t *testing.T, setup byte) S, gen func(S, rules.Rand) C) {
	f.Add(byte(0), []byte("a short game"))
	f.Add(byte(1), []byte{0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7})
	f.Add(byte(4), []byte{0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7})
	f.Add(byte(0x87), make([]byte, 64))
	f.Fuzz(func(t *testing.T, setup byte, script []byte) {
		r := NewByteRand(script)
		Play(t, start(t, setup), r, n, gen, d.Step, func(S) bool { return r.Done() })
	})
}

// Games plays one random game a seed, from start(seed), with gen's commands
// through Step (at most n, until stop) and checks that replaying its events
// from the start rebuilds the state reached and that this state survives a
// JSON round trip. seen gets each game's last state and events, for the
// test's own counts of what random play reached.
func (d Decider[S, C, E]) Games(t *testing.T, seeds uint64, start func(seed uint64) S, n int,
	gen func(S, rules.Rand) C, stop func(S, rules.Rand) bool, seen func(S, []E)) {
	t.Helper()
	for seed := range seeds {
		r := RNG(seed)
		live, evs := Play(t, start(seed), r, n, gen, d.Step, func(s S) bool { return stop(s, r) })
		SameState(t, "replay", live, d.Replay(t, seed, start(seed), evs))
		RoundTrip(t, seed, live)
		seen(live, evs)
	}
}
