package dice

import (
	"slices"
	"strings"
	"testing"
)

func TestEnumerateOrderAndCount(t *testing.T) {
	var got []string
	Enumerate([]Die{coin, weighted}, func(faces []string) {
		got = append(got, strings.Join(faces, "+"))
	})
	want := []string{
		"heads+hit", "heads+hit", "heads+miss",
		"tails+hit", "tails+hit", "tails+miss",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("Enumerate visited %q, want %q", got, want)
	}

	calls := 0
	Enumerate(nil, func(faces []string) {
		calls++
		if len(faces) != 0 {
			t.Fatalf("no dice gave %q", faces)
		}
	})
	if calls != 1 {
		t.Fatalf("no dice: %d outcomes, want 1", calls)
	}

	n := 0
	Enumerate([]Die{D6(), white, d4, {}}, func([]string) { n++ })
	if n != 6*6*4*1 {
		t.Fatalf("%d outcomes, want %d", n, 6*6*4)
	}
}

// fn may keep the slice it is given: later outcomes must not overwrite it.
func TestEnumerateFreshSlices(t *testing.T) {
	var kept [][]string
	Enumerate([]Die{coin, coin}, func(faces []string) { kept = append(kept, faces) })
	if len(kept) != 4 || !slices.Equal(kept[0], []string{"heads", "heads"}) ||
		!slices.Equal(kept[3], []string{"tails", "tails"}) {
		t.Fatalf("kept outcomes were overwritten: %q", kept)
	}
}

func TestProb(t *testing.T) {
	sum := func(faces []string) int {
		s := 0
		for _, f := range faces {
			s += Value(f)
		}
		return s
	}
	tests := []struct {
		name string
		dice []Die
		pred func([]string) bool
		want string
	}{
		{"2d6 sum 7", []Die{D6(), D6()}, func(f []string) bool { return sum(f) == 7 }, "1/6"},
		{"2d6 sum ≤ 4 (Mighty Diamond with 4)", []Die{D6(), D6()}, func(f []string) bool { return sum(f) <= 4 }, "1/6"},
		{"2d6 double", []Die{D6(), D6()}, func(f []string) bool { return f[0] == f[1] }, "1/6"},
		{"weighted both hit", []Die{weighted, weighted}, func(f []string) bool { return f[0] == "hit" && f[1] == "hit" }, "4/9"},
		{"black ends destin", []Die{black}, func(f []string) bool { return f[0] == "goddess" || f[0] == "ogotai" }, "1/3"},
		{"no dice, true", nil, func([]string) bool { return true }, "1"},
		{"impossible", []Die{D6()}, func(f []string) bool { return f[0] == "7" }, "0"},
	}
	for _, tt := range tests {
		if got := Prob(tt.dice, tt.pred); got.Cmp(rat(tt.want)) != 0 {
			t.Errorf("%s: Prob = %v, want %s", tt.name, got, tt.want)
		}
	}
}
