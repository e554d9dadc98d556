package deck

import (
	"slices"
	"testing"
)

func TestShuffle(t *testing.T) {
	cards := []string{"a", "b", "c", "d", "e", "f", "g", "h"}
	orig := slices.Clone(cards)

	one := Shuffle(cards, seeded(7))
	two := Shuffle(cards, seeded(7))
	if !slices.Equal(cards, orig) {
		t.Fatalf("Shuffle changed its input: %q", cards)
	}
	if !slices.Equal(one, two) {
		t.Fatalf("same seed, different orders: %q %q", one, two)
	}
	sorted := slices.Clone(one)
	slices.Sort(sorted)
	if !slices.Equal(sorted, orig) {
		t.Fatalf("Shuffle is not a permutation: %q", one)
	}
	one[0] = "SCRIBBLE"
	if !slices.Equal(cards, orig) {
		t.Fatal("Shuffle's result shares memory with its input")
	}

	// Some seed must move something: a no-op Shuffle would fail here.
	moved := false
	for seed := range uint64(20) {
		if !slices.Equal(Shuffle(cards, seeded(seed)), cards) {
			moved = true
			break
		}
	}
	if !moved {
		t.Fatal("Shuffle never changed the order")
	}
}

// With IntN always 0, Fisher–Yates swaps each position i (from the end) with 0:
// [a b c d] -> i=3: [d b c a] -> i=2: [c b d a] -> i=1: [b c d a].
func TestShuffleScripted(t *testing.T) {
	got := Shuffle([]string{"a", "b", "c", "d"}, &script{})
	if want := []string{"b", "c", "d", "a"}; !slices.Equal(got, want) {
		t.Fatalf("Shuffle = %q, want %q", got, want)
	}
	if Shuffle(nil, &script{}) != nil {
		t.Fatal("Shuffle(nil) is not nil")
	}
}

// Every permutation of 3 cards comes out equally often when IntN is fed every
// combination of values: the shuffle is unbiased.
func TestShuffleUnbiased(t *testing.T) {
	seen := map[string]int{}
	for i := range 3 { // IntN(3)
		for j := range 2 { // IntN(2)
			p := Shuffle([]string{"a", "b", "c"}, &script{Vals: []int{i, j}})
			seen[p[0]+p[1]+p[2]]++
		}
	}
	if len(seen) != 6 {
		t.Fatalf("permutations seen: %v, want all 6 once", seen)
	}
}
