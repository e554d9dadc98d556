package tracker

import (
	"encoding/json"
	"testing"
)

// Events match as JSON values, key order and spacing aside; they are of one
// kind when their "kind" fields agree, or, without one, their field names.
func TestSameEventsAndKinds(t *testing.T) {
	raw := func(ss ...string) []json.RawMessage {
		out := make([]json.RawMessage, len(ss))
		for i, s := range ss {
			out[i] = json.RawMessage(s)
		}
		return out
	}
	got := [][]byte{[]byte(`{"kind":"a","n":1}`), []byte(`{"add":2}`)}
	cases := []struct {
		name         string
		want         []json.RawMessage
		events, kind bool
	}{
		{"the same, reordered", raw(`{ "n": 1, "kind": "a" }`, `{"add":2}`), true, true},
		{"same kinds, other values", raw(`{"kind":"a","n":5}`, `{"add":7}`), false, true},
		{"another kind", raw(`{"kind":"b","n":1}`, `{"add":2}`), false, false},
		{"a kind against none", raw(`{"n":1}`, `{"add":2}`), false, false},
		{"other fields, no kind", raw(`{"kind":"a","n":1}`, `{"sub":2}`), false, false},
		{"a field more, no kind", raw(`{"kind":"a","n":1}`, `{"add":2,"sub":1}`), false, false},
		{"one fewer", raw(`{"kind":"a","n":1}`), false, false},
		{"not JSON", raw(`{"kind":"a","n":1}`, `{`), false, false},
	}
	for _, c := range cases {
		if e, k := sameEvents(got, c.want), sameKinds(got, c.want); e != c.events || k != c.kind {
			t.Errorf("%s: sameEvents %v, sameKinds %v; want %v, %v", c.name, e, k, c.events, c.kind)
		}
	}
}
