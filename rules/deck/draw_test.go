package deck

import (
	"encoding/json"
	"maps"
	"reflect"
	"testing"
)

func TestPick(t *testing.T) {
	tests := []struct {
		name    string
		deck    Deck
		roll    int
		want    Draw
		refusal string
	}{
		{"first of pile", Deck{Pile: []string{"a", "b", "c"}}, 0, Draw{Card: "a"}, ""},
		{"last of pile", Deck{Pile: []string{"a", "b", "c"}, Discard: []string{"z"}}, 2, Draw{Card: "c"}, ""},
		{"pile before discard", Deck{Pile: []string{"b"}, Discard: []string{"a", "c"}}, 1, Draw{Card: "b"}, ""},
		{"empty pile reshuffles", Deck{Discard: []string{"x", "y"}}, 1, Draw{Card: "y", Reshuffled: true}, ""},
		{"single discard reshuffles", Deck{Discard: []string{"x"}}, 0, Draw{Card: "x", Reshuffled: true}, ""},
		{"both empty", Deck{}, 0, Draw{}, "deck.err.empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.deck.Pick(&script{Vals: []int{tt.roll}})
			if id := refusalID(t, err); id != tt.refusal {
				t.Fatalf("refusal %q, want %q", id, tt.refusal)
			}
			if got != tt.want {
				t.Fatalf("Pick = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// Every copy of a card is equally likely: feeding Pick every possible value of
// IntN exactly once must draw each card as often as it has copies.
func TestPickIsUniformOverCopies(t *testing.T) {
	for _, d := range []Deck{
		FromCounts(map[string]int{"combat": 8, "esquive": 3, "rare": 1}),
		{Discard: []string{"a", "a", "b"}},
	} {
		from := d.Counts()
		if d.Size() == 0 {
			from = d.DiscardCounts()
		}
		n := max(d.Size(), d.DiscardSize())
		got := map[string]int{}
		for i := range n {
			dr, err := d.Pick(&script{Vals: []int{i}})
			if err != nil {
				t.Fatal(err)
			}
			got[dr.Card]++
		}
		if !maps.Equal(got, from) {
			t.Fatalf("draws over every IntN value = %v, want %v", got, from)
		}
	}
}

func TestPickSeededIsDeterministic(t *testing.T) {
	d := FromCounts(map[string]int{"a": 5, "b": 5, "c": 5})
	var first []Draw
	for run := range 2 {
		r := seeded(42)
		cur := d
		var got []Draw
		for cur.CanDraw() {
			dr, err := cur.Pick(r)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, dr)
			cur = cur.Apply(dr).ToDiscard(dr.Card)
			if len(got) == 40 {
				break
			}
		}
		if run == 0 {
			first = got
		} else if !reflect.DeepEqual(first, got) {
			t.Fatalf("same seed gave different draws:\n%v\n%v", first, got)
		}
	}
	reshuffles := 0
	for _, dr := range first {
		if dr.Reshuffled {
			reshuffles++
		}
	}
	// 40 draws from 15 cards, each discarded: reshuffles after the 15th and 30th.
	if reshuffles != 2 || !first[15].Reshuffled || !first[30].Reshuffled {
		t.Fatalf("reshuffles = %d at %v", reshuffles, first)
	}
}

func TestNamedAndCheckDraw(t *testing.T) {
	full := Deck{Pile: []string{"a", "b"}, Discard: []string{"c"}}
	emptyPile := Deck{Discard: []string{"c", "d"}}
	tests := []struct {
		name    string
		deck    Deck
		card    string
		want    Draw
		refusal string
	}{
		{"in pile", full, "a", Draw{Card: "a"}, ""},
		{"only in discard", full, "c", Draw{}, "deck.err.not_in_pile"},
		{"nowhere", full, "z", Draw{}, "deck.err.not_in_pile"},
		{"empty pile, in discard", emptyPile, "d", Draw{Card: "d", Reshuffled: true}, ""},
		{"empty pile, not in discard", emptyPile, "a", Draw{}, "deck.err.not_in_pile"},
		{"both empty", Deck{}, "a", Draw{}, "deck.err.empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.deck.Named(tt.card)
			if id := refusalID(t, err); id != tt.refusal {
				t.Fatalf("Named refusal %q, want %q", id, tt.refusal)
			}
			if got != tt.want {
				t.Fatalf("Named = %+v, want %+v", got, tt.want)
			}
			if tt.refusal == "deck.err.not_in_pile" && asRefusal(err).Msg.Args["Card"] != tt.card {
				t.Fatalf("refusal args %v do not name %q", asRefusal(err).Msg.Args, tt.card)
			}
			// CheckDraw on the same card, with either flag, refuses as Named does
			// when Named refuses, and otherwise only the wrong flag.
			for _, flag := range []bool{false, true} {
				err := tt.deck.CheckDraw(Draw{Card: tt.card, Reshuffled: flag})
				want := tt.refusal
				if want == "" && flag != tt.want.Reshuffled {
					want = "deck.err.reshuffle"
				}
				if id := refusalID(t, err); id != want {
					t.Fatalf("CheckDraw(flag %v) refusal %q, want %q", flag, id, want)
				}
			}
		})
	}
}

func TestApply(t *testing.T) {
	tests := []struct {
		name string
		deck Deck
		draw Draw
		want Deck
	}{
		{"one copy of several", Deck{Pile: []string{"a", "a", "b"}, Discard: []string{"c"}}, Draw{Card: "a"},
			Deck{Pile: []string{"a", "b"}, Discard: []string{"c"}}},
		{"last card", Deck{Pile: []string{"a"}}, Draw{Card: "a"}, Deck{}},
		{"reshuffle then draw", Deck{Discard: []string{"b", "c", "c"}}, Draw{Card: "c", Reshuffled: true},
			Deck{Pile: []string{"b", "c"}}},
		{"absent card: unchanged", Deck{Pile: []string{"a"}, Discard: []string{"b"}}, Draw{Card: "z"},
			Deck{Pile: []string{"a"}, Discard: []string{"b"}}},
		{"absent after reshuffle: unchanged", Deck{Discard: []string{"b"}}, Draw{Card: "z", Reshuffled: true},
			Deck{Discard: []string{"b"}}},
		{"empty deck: unchanged", Deck{}, Draw{Card: "a"}, Deck{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := deepCopy(tt.deck)
			got := tt.deck.Apply(tt.draw)
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("Apply = %+v, want %+v", got, tt.want)
			}
			assertUntouched(t, tt.deck, before, got)
		})
	}
}

// Apply must not write into the caller's backing array even when it has spare
// capacity (a classic append aliasing bug).
func TestApplyWithSpareCapacity(t *testing.T) {
	pile := make([]string, 3, 10)
	copy(pile, []string{"a", "b", "c"})
	d := Deck{Pile: pile, Discard: []string{"d"}}
	before := deepCopy(d)
	e := d.Apply(Draw{Card: "a"})
	f := d.PutBack("zz")
	assertUntouched(t, d, before, e)
	assertUntouched(t, d, before, f)
	if got := pile[:4]; got[3] != "" {
		t.Fatalf("wrote past len into caller's array: %q", got)
	}
}

// Pick then Apply must agree with Named then Apply, and a stored draw event must
// replay through JSON to the same deck.
func TestDrawEventRoundTrip(t *testing.T) {
	d := Deck{Discard: []string{"x", "y"}}
	dr, err := d.Pick(&script{Vals: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(dr)
	if string(data) != `{"card":"y","reshuffled":true}` {
		t.Fatalf("draw JSON = %s", data)
	}
	var back Draw
	if err := json.Unmarshal(data, &back); err != nil || back != dr {
		t.Fatalf("round trip = %+v, %v", back, err)
	}
	if err := d.CheckDraw(back); err != nil {
		t.Fatal(err)
	}
	named, _ := d.Named("y")
	if !reflect.DeepEqual(d.Apply(back), d.Apply(named)) {
		t.Fatal("digital and table draws of the same card evolve differently")
	}
	if got := d.Apply(back); !reflect.DeepEqual(got, Deck{Pile: []string{"x"}}) {
		t.Fatalf("after draw: %+v", got)
	}
}

func TestChance(t *testing.T) {
	isA := func(c string) bool { return c == "a" }
	tests := []struct {
		name     string
		deck     Deck
		num, den int
	}{
		{"pile", Deck{Pile: []string{"a", "a", "b"}, Discard: []string{"a"}}, 2, 3},
		{"none", Deck{Pile: []string{"b"}}, 0, 1},
		{"reshuffle counts discard", Deck{Discard: []string{"a", "b", "b", "b"}}, 1, 4},
		{"empty deck", Deck{}, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			num, den := tt.deck.Chance(isA)
			if num != tt.num || den != tt.den {
				t.Fatalf("Chance = %d/%d, want %d/%d", num, den, tt.num, tt.den)
			}
			// Cross-check by counting Pick over every IntN value.
			if tt.deck.CanDraw() {
				hits := 0
				for i := range den {
					dr, _ := tt.deck.Pick(&script{Vals: []int{i}})
					if isA(dr.Card) {
						hits++
					}
				}
				if hits != num {
					t.Fatalf("Pick hits %d of %d, Chance says %d", hits, den, num)
				}
			}
		})
	}
}
