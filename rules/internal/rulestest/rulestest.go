// Package rulestest holds what the games' tests share: random sources (seeded,
// or read from a fuzzer's bytes), box-profile edits, state comparisons, and
// the decide-check-evolve step with its assertions. Only tests import it.
package rulestest

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"skald/rules"
)

// RNG is a seeded random source: one seed, one game.
func RNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// ByteRand reads its choices from a fuzzer's bytes, two a choice; once they
// run out every choice is 0, so each input is one deterministic game.
type ByteRand struct {
	data []byte
	i    int
}

// NewByteRand reads its choices from data.
func NewByteRand(data []byte) *ByteRand { return &ByteRand{data: data} }

// IntN is the next choice in [0, n) (0 for n <= 0).
func (b *ByteRand) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	if b.i+1 >= len(b.data) {
		b.i = len(b.data)
		return 0
	}
	v := int(b.data[b.i])<<8 | int(b.data[b.i+1])
	b.i += 2
	return v % n
}

// Done reports whether every byte has been read.
func (b *ByteRand) Done() bool { return b.i >= len(b.data) }

// With is a copy of a box profile with key/value pairs set.
func With(p map[string]string, kv ...string) map[string]string {
	out := map[string]string{}
	for k, v := range p {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i]] = kv[i+1]
	}
	return out
}

// Without is a copy of a box profile without keys.
func Without(p map[string]string, keys ...string) map[string]string {
	out := With(p)
	for _, k := range keys {
		delete(out, k)
	}
	return out
}

// Encode is a state's JSON, for byte-for-byte comparisons.
func Encode(t testing.TB, s any) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// SameState fails unless a and b encode the same and are equal in memory.
func SameState(t testing.TB, what string, a, b any) {
	t.Helper()
	if ea, eb := Encode(t, a), Encode(t, b); ea != eb {
		t.Fatalf("%s: states differ\n%s\n%s", what, ea, eb)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("%s: states encode the same but differ in memory", what)
	}
}

// Refused fails unless err, Decide's answer to c, refuses it with message id.
func Refused(t testing.TB, err error, c any, id string) {
	t.Helper()
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("Decide(%+v): want refusal %s, got %v", c, id, err)
	}
	if r.Msg.ID != id {
		t.Fatalf("Decide(%+v): want refusal %s, got %s", c, id, r.Msg.ID)
	}
}

// CheckRefused fails unless err, Check's answer to a forged event (what
// says which), is the rule's refusal id: not any error (a decoding failure,
// a different rule), but the one that names why it could not happen.
func CheckRefused(t testing.TB, err error, what, id string) {
	t.Helper()
	var r *rules.Refusal
	switch {
	case err == nil:
		t.Errorf("%s: accepted, want refusal %s", what, id)
	case !errors.As(err, &r):
		t.Errorf("%s: want refusal %s, got %v", what, id, err)
	case r.Msg.ID != id:
		t.Errorf("%s: want refusal %s, got %s", what, id, r.Msg.ID)
	}
}

// Asks fails unless err, Decide's answer to c, asks for printed value key.
func Asks(t testing.TB, err error, c any, key string) {
	t.Helper()
	var np *rules.NeedPrinted
	if !errors.As(err, &np) || np.Key != key {
		t.Fatalf("Decide(%+v): want %s asked, got %v", c, key, err)
	}
}

// Decider is a game's Decide, Check and Evolve, with what no accepted command
// may break (Invariants, nil for nothing).
type Decider[S, C, E any] struct {
	Decide     func(S, C, rules.Rand) ([]E, error)
	Check      func(S, E) error
	Evolve     func(S, E) S
	Invariants func(S) error
}

// Do decides c, checks every event on the state it applies to, evolves, checks
// the invariants, and returns the new state and the events.
func (d Decider[S, C, E]) Do(t testing.TB, s S, c C, r rules.Rand) (S, []E) {
	t.Helper()
	evs, err := d.Decide(s, c, r)
	if err != nil {
		t.Fatalf("Decide(%+v): %v", c, err)
	}
	for _, e := range evs {
		if err := d.Check(s, e); err != nil {
			t.Fatalf("Decide(%+v) gave an event Check refuses: %+v: %v", c, e, err)
		}
		s = d.Evolve(s, e)
	}
	if d.Invariants != nil {
		if err := d.Invariants(s); err != nil {
			t.Fatalf("after %+v: %v", c, err)
		}
	}
	return s, evs
}

// snapshotEvery is how often, in events, the tracker keeps a state as JSON
// (tracker.SnapshotEvery; a replay from a snapshot starts from its JSON).
const snapshotEvery = 64

// Replay applies a random game's events to its start again the way the
// tracker does: each event goes through JSON (what is stored) and is checked
// on the state it applies to, and every snapshotEvery events the state itself
// goes through JSON (a snapshot the replay goes on from). It returns the
// state they rebuild.
func (d Decider[S, C, E]) Replay(t testing.TB, seed uint64, s S, evs []E) S {
	t.Helper()
	for i, e := range evs {
		data, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("seed %d: event %d %+v does not encode: %v", seed, i, e, err)
		}
		var stored E
		if err := json.Unmarshal(data, &stored); err != nil {
			t.Fatalf("seed %d: event %d %s does not decode: %v", seed, i, data, err)
		}
		if err := d.Check(s, stored); err != nil {
			t.Fatalf("seed %d: replayed event %d %s refused: %v", seed, i, data, err)
		}
		s = d.Evolve(s, stored)
		if (i+1)%snapshotEvery == 0 {
			s = fromJSON(t, seed, s)
		}
	}
	return s
}

// fromJSON is s read back from its JSON, as a snapshot is.
func fromJSON[S any](t testing.TB, seed uint64, s S) S {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back S
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("seed %d: a snapshot does not decode: %v", seed, err)
	}
	return back
}

// RoundTrip fails unless s comes back from its JSON as the same JSON, and
// returns what came back.
func RoundTrip[S any](t testing.TB, seed uint64, s S) S {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back S
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if Encode(t, back) != string(data) {
		t.Fatalf("seed %d: JSON round trip changes the state", seed)
	}
	return back
}

// Play runs commands from gen through step, starting from s, until n have run
// or stop says, before the next one, that the game has gone far enough. It
// returns the state reached and every event. step decides a command and checks
// what it did; an error from it fails the test.
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

// Script is a random source that returns scripted values (mod n), then 0, so
// a test can choose exactly which card a draw takes or which face a die shows.
type Script struct{ Vals []int }

// IntN is the next scripted value, mod n.
func (s *Script) IntN(n int) int {
	if len(s.Vals) == 0 {
		return 0
	}
	v := s.Vals[0]
	s.Vals = s.Vals[1:]
	return v % n
}

// RefusalOf is err as a *rules.Refusal, nil for nil; any other kind of error
// fails the test.
func RefusalOf(t testing.TB, err error) *rules.Refusal {
	t.Helper()
	if err == nil {
		return nil
	}
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("error %v is not a *rules.Refusal", err)
	}
	return r
}

// RefusalID is the message ID of a *rules.Refusal, "" for nil; any other kind
// of error fails the test.
func RefusalID(t testing.TB, err error) string {
	t.Helper()
	if r := RefusalOf(t, err); r != nil {
		return r.Msg.ID
	}
	return ""
}
