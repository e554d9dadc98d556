package deck

import (
	"maps"
	"slices"
	"testing"
)

func TestMultiset(t *testing.T) {
	tests := []struct {
		name     string
		s, items []string
		with     []string
		without  []string
		has      bool
		countOfA int
	}{
		{"empty", nil, nil, nil, nil, true, 0},
		{"add to empty", nil, []string{"b", "a"}, []string{"a", "b"}, nil, false, 0},
		{"duplicates kept", []string{"a", "b"}, []string{"a"}, []string{"a", "a", "b"}, []string{"b"}, true, 1},
		{"two copies asked, one held", []string{"a", "b"}, []string{"a", "a"}, []string{"a", "a", "a", "b"}, []string{"a", "b"}, false, 1},
		{"last one out is nil", []string{"a"}, []string{"a"}, []string{"a", "a"}, nil, true, 1},
		{"out of order repaired", []string{"c", "a", "b"}, []string{"b"}, []string{"a", "b", "b", "c"}, []string{"a", "c"}, true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := With(tt.s, tt.items...); !slices.Equal(got, tt.with) || (got == nil) != (tt.with == nil) {
				t.Errorf("With = %q, want %q", got, tt.with)
			}
			got, ok := Without(tt.s, tt.items...)
			if ok != tt.has || !slices.Equal(got, tt.without) || (got == nil) != (tt.without == nil) {
				t.Errorf("Without = %q %v, want %q %v", got, ok, tt.without, tt.has)
			}
			if Has(tt.s, tt.items...) != tt.has {
				t.Errorf("Has = %v, want %v", !tt.has, tt.has)
			}
			if n := Count(tt.s, "a"); n != tt.countOfA {
				t.Errorf("Count(a) = %d, want %d", n, tt.countOfA)
			}
		})
	}
}

// A multiset operation must never write into the slice it is given, even when
// its backing array has spare capacity (append would write in place) or the
// slice is out of order (an in-place sort would reorder it).
func TestMultisetDoesNotAlias(t *testing.T) {
	for _, in := range [][]string{{"a", "b", "c"}, {"c", "b", "a"}} {
		s := make([]string, len(in), 10)
		copy(s, in)
		full := s[:cap(s)]
		before := slices.Clone(full)
		check := func(op string, out []string) {
			t.Helper()
			if !slices.Equal(full, before) {
				t.Fatalf("%s(%q) wrote into its input: %q", op, in, full)
			}
			for i := range out {
				out[i] = "zz"
			}
			if !slices.Equal(full, before) {
				t.Fatalf("%s(%q) result shares the caller's array", op, in)
			}
		}
		check("With", With(s, "a"))
		check("With", With(s))
		out, _ := Without(s, "b")
		check("Without", out)
		out, _ = Without(s, "x")
		check("Without (absent)", out)
		Has(s, "c", "a")
		check("Has", nil)
		Count(s, "a")
		check("Count", nil)
	}
}

func TestTally(t *testing.T) {
	got := Tally([]string{"a", "b", "a"})
	if want := map[string]int{"a": 2, "b": 1}; !maps.Equal(got, want) {
		t.Fatalf("Tally = %v, want %v", got, want)
	}
	if len(Tally(nil)) != 0 {
		t.Fatal("Tally(nil) not empty")
	}
}
