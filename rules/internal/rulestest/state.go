package rulestest

import (
	"encoding/json"
	"reflect"
	"testing"
)

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

// fromJSON is s read back from its JSON, as a snapshot or an export is.
func fromJSON[S any](t testing.TB, seed uint64, s S) (S, string) {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back S
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("seed %d: a state does not decode: %v", seed, err)
	}
	return back, string(data)
}

// RoundTrip fails unless s comes back from its JSON as the same JSON, and
// returns what came back.
func RoundTrip[S any](t testing.TB, seed uint64, s S) S {
	t.Helper()
	back, data := fromJSON(t, seed, s)
	if Encode(t, back) != data {
		t.Fatalf("seed %d: JSON round trip changes the state", seed)
	}
	return back
}
