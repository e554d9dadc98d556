package track

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"testing"

	"skald/rules/internal/rulestest"
)

// The shared test helpers (see rulestest), under the names these tests use.
var (
	refusal   = rulestest.RefusalOf
	refusalID = rulestest.RefusalID
)

func mustNew(t *testing.T, n int, marks ...Mark) Track {
	t.Helper()
	tr, err := New(n, marks...)
	if err != nil {
		t.Fatalf("New(%d, %v): %v", n, marks, err)
	}
	return tr
}

// assertUntouched checks that orig still equals its earlier copy, then writes
// into result's map and checks again: catching both writes into the input and a
// result sharing the input's map.
func assertUntouched(t *testing.T, orig, copyBefore, result Track) {
	t.Helper()
	if !reflect.DeepEqual(orig, copyBefore) {
		t.Fatalf("operation changed its input: %+v, was %+v", orig, copyBefore)
	}
	if result.Marks != nil {
		result.Marks["SCRIBBLE"] = 99
		for k := range result.Marks {
			result.Marks[k] = -1
		}
	}
	if !reflect.DeepEqual(orig, copyBefore) {
		t.Fatalf("result shares its map with the input: %+v, was %+v", orig, copyBefore)
	}
}

func deepCopy(tr Track) Track { return Track{Len: tr.Len, Marks: maps.Clone(tr.Marks)} }

func TestNew(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		marks   []Mark
		want    map[string]int
		refusal string
	}{
		{"bare", 15, nil, nil, ""},
		{"one space", 1, []Mark{{"m", 1}}, map[string]int{"m": 1}, ""},
		{"doom track", 20, []Mark{{"hero", 1}, {"doom", 20}}, map[string]int{"hero": 1, "doom": 20}, ""},
		{"no spaces", 0, nil, nil, "track.err.len"},
		{"negative", -3, nil, nil, "track.err.len"},
		{"past end", 15, []Mark{{"ogotai", 16}}, nil, "track.err.past_end"},
		{"before start", 15, []Mark{{"ogotai", 0}}, nil, "track.err.before_start"},
		{"duplicate", 15, []Mark{{"a", 1}, {"a", 2}}, nil, "track.err.duplicate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := New(tt.n, tt.marks...)
			if id := refusalID(t, err); id != tt.refusal {
				t.Fatalf("refusal %q, want %q", id, tt.refusal)
			}
			if err != nil {
				return
			}
			if tr.Len != tt.n || !maps.Equal(tr.Marks, tt.want) {
				t.Fatalf("New = %+v, want Len %d Marks %v", tr, tt.n, tt.want)
			}
		})
	}
}

func TestQueries(t *testing.T) {
	tr := mustNew(t, 10, Mark{"hero", 1}, Mark{"doom", 10}, Mark{"mid", 4})
	tests := []struct {
		name           string
		pos            int
		has, end, strt bool
		left           int
	}{
		{"hero", 1, true, false, true, 9},
		{"doom", 10, true, true, false, 0},
		{"mid", 4, true, false, false, 6},
		{"absent", 0, false, false, false, 0},
	}
	for _, tt := range tests {
		if tr.Pos(tt.name) != tt.pos || tr.Has(tt.name) != tt.has || tr.AtEnd(tt.name) != tt.end ||
			tr.AtStart(tt.name) != tt.strt || tr.Left(tt.name) != tt.left {
			t.Errorf("%s: Pos %d Has %v AtEnd %v AtStart %v Left %d", tt.name,
				tr.Pos(tt.name), tr.Has(tt.name), tr.AtEnd(tt.name), tr.AtStart(tt.name), tr.Left(tt.name))
		}
	}
	if got := tr.Names(); !slices.Equal(got, []string{"doom", "hero", "mid"}) {
		t.Errorf("Names = %q", got)
	}
	gaps := []struct {
		a, b string
		want int
	}{
		{"hero", "doom", 9}, {"doom", "hero", -9}, {"hero", "hero", 0}, {"mid", "absent", -4},
	}
	for _, g := range gaps {
		if got := tr.Gap(g.a, g.b); got != g.want {
			t.Errorf("Gap(%s, %s) = %d, want %d", g.a, g.b, got, g.want)
		}
	}
}

func TestMove(t *testing.T) {
	tests := []struct {
		name    string
		start   int
		steps   int
		want    int
		refusal string
		args    map[string]any
	}{
		{"forward", 3, 2, 5, "", nil},
		{"back", 3, -2, 1, "", nil},
		{"zero", 3, 0, 3, "", nil},
		{"to last space", 14, 1, 15, "", nil},
		{"past end", 14, 2, 14, "track.err.past_end", map[string]any{"Mark": "m", "Pos": 16, "Len": 15}},
		{"from end", 15, 1, 15, "track.err.past_end", map[string]any{"Mark": "m", "Pos": 16, "Len": 15}},
		{"before start", 2, -2, 2, "track.err.before_start", map[string]any{"Mark": "m", "Pos": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := mustNew(t, 15, Mark{"m", tt.start}, Mark{"other", 7})
			before := deepCopy(tr)
			got, err := tr.Move("m", tt.steps)
			if id := refusalID(t, err); id != tt.refusal {
				t.Fatalf("refusal %q, want %q", id, tt.refusal)
			}
			if tt.args != nil && !maps.Equal(refusal(t, err).Msg.Args, tt.args) {
				t.Fatalf("args %v, want %v", refusal(t, err).Msg.Args, tt.args)
			}
			if got.Pos("m") != tt.want || got.Pos("other") != 7 || got.Len != 15 {
				t.Fatalf("after Move: %+v, want m at %d", got, tt.want)
			}
			assertUntouched(t, tr, before, got)
		})
	}
	if _, err := mustNew(t, 5).Move("ghost", 1); refusalID(t, err) != "track.err.no_mark" {
		t.Fatalf("moving an absent marker: %v", err)
	}
}

func TestMoveClamped(t *testing.T) {
	tests := []struct {
		name         string
		start, steps int
		want, moved  int
	}{
		{"inside", 3, 2, 5, 2},
		{"stops at end", 7, 5, 8, 1},
		{"already at end", 8, 1, 8, 0},
		{"stops at start", 3, -9, 1, -2},
		{"back inside", 5, -1, 4, -1},
		{"zero", 4, 0, 4, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := mustNew(t, 8, Mark{"council", tt.start})
			before := deepCopy(tr)
			got, moved := tr.MoveClamped("council", tt.steps)
			if got.Pos("council") != tt.want || moved != tt.moved {
				t.Fatalf("MoveClamped = pos %d moved %d, want %d moved %d", got.Pos("council"), moved, tt.want, tt.moved)
			}
			// Where Move succeeds it must land on the same space.
			if m, err := tr.Move("council", tt.steps); err == nil && !reflect.DeepEqual(m, got) {
				t.Fatalf("Move %+v and MoveClamped %+v disagree", m, got)
			}
			assertUntouched(t, tr, before, got)
		})
	}
	tr := mustNew(t, 8)
	if got, moved := tr.MoveClamped("ghost", 3); moved != 0 || got.Has("ghost") {
		t.Fatalf("absent marker moved %d: %+v", moved, got)
	}
}

func TestPlaceAndRemove(t *testing.T) {
	tr := mustNew(t, 5, Mark{"a", 2})
	before := deepCopy(tr)

	added, err := tr.Place("b", 5)
	if err != nil || added.Pos("b") != 5 || added.Pos("a") != 2 {
		t.Fatalf("Place b: %+v, %v", added, err)
	}
	assertUntouched(t, tr, before, added)

	moved, err := tr.Place("a", 4)
	if err != nil || moved.Pos("a") != 4 {
		t.Fatalf("Place a: %+v, %v", moved, err)
	}
	assertUntouched(t, tr, before, moved)

	for pos, id := range map[int]string{0: "track.err.before_start", 6: "track.err.past_end"} {
		got, err := tr.Place("a", pos)
		if refusalID(t, err) != id || got.Pos("a") != 2 {
			t.Fatalf("Place(a, %d) = %+v, %v; want %s and no change", pos, got, err, id)
		}
	}

	gone := tr.Remove("a")
	if gone.Has("a") || gone.Marks != nil {
		t.Fatalf("Remove: %+v", gone)
	}
	assertUntouched(t, tr, before, gone)
	if got := tr.Remove("ghost"); !reflect.DeepEqual(got, tr) {
		t.Fatalf("removing an absent marker changed the track: %+v", got)
	}
}

// The zero Track's nil map must be safe to build on.
func TestZeroTrack(t *testing.T) {
	var z Track
	if _, err := z.Place("a", 1); refusalID(t, err) != "track.err.past_end" {
		t.Fatalf("placing on a zero-length track: %v", err)
	}
	got, err := Track{Len: 3}.Place("a", 3)
	if err != nil || got.Pos("a") != 3 {
		t.Fatalf("Place on nil map: %+v, %v", got, err)
	}
}

func TestJSONStable(t *testing.T) {
	a := mustNew(t, 15, Mark{"ogotai", 3}, Mark{"round", 1})
	a, _ = a.Move("round", 2)
	b := mustNew(t, 15, Mark{"round", 3}, Mark{"ogotai", 3})
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if want := `{"len":15,"marks":{"ogotai":3,"round":3}}`; string(ja) != want || string(jb) != want {
		t.Fatalf("JSON:\n%s\n%s\nwant %s", ja, jb, want)
	}
	var back Track
	if err := json.Unmarshal(ja, &back); err != nil || !reflect.DeepEqual(back, a) {
		t.Fatalf("round trip = %+v, %v", back, err)
	}
	bare, _ := json.Marshal(mustNew(t, 4, Mark{"x", 1}).Remove("x"))
	if string(bare) != `{"len":4}` {
		t.Fatalf("empty track JSON = %s", bare)
	}
}
