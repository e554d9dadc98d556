package deck

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"testing"
)

func TestNewSortsAndCounts(t *testing.T) {
	tests := []struct {
		name  string
		cards []string
		pile  []string
		total int
	}{
		{"empty", nil, nil, 0},
		{"one", []string{"a"}, []string{"a"}, 1},
		{"sorted", []string{"c", "a", "b", "a"}, []string{"a", "a", "b", "c"}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := New(tt.cards...)
			if !reflect.DeepEqual(d.Pile, tt.pile) {
				t.Errorf("Pile = %q, want %q", d.Pile, tt.pile)
			}
			if d.Discard != nil {
				t.Errorf("Discard = %q, want nil", d.Discard)
			}
			if d.Size() != tt.total || d.Total() != tt.total || d.CanDraw() != (tt.total > 0) {
				t.Errorf("Size %d Total %d CanDraw %v, want %d", d.Size(), d.Total(), d.CanDraw(), tt.total)
			}
		})
	}
}

func TestNewDoesNotAliasArgs(t *testing.T) {
	cards := []string{"b", "a"}
	d := New(cards...)
	if !slices.Equal(cards, []string{"b", "a"}) {
		t.Fatalf("New sorted its argument in place: %q", cards)
	}
	cards[0] = "z"
	if !slices.Equal(d.Pile, []string{"a", "b"}) {
		t.Fatalf("deck shares its argument: %q", d.Pile)
	}
}

func TestFromCounts(t *testing.T) {
	d := FromCounts(map[string]int{"combat": 8, "esquive": 2, "none": 0, "neg": -3})
	want := map[string]int{"combat": 8, "esquive": 2}
	if got := d.Counts(); !maps.Equal(got, want) {
		t.Fatalf("Counts = %v, want %v", got, want)
	}
	if d.Count("combat") != 8 || d.Count("neg") != 0 || d.Size() != 10 {
		t.Fatalf("Count(combat)=%d Count(neg)=%d Size=%d", d.Count("combat"), d.Count("neg"), d.Size())
	}
	// Built from a map (random iteration order), the pile must still come out sorted.
	for range 20 {
		if e := FromCounts(map[string]int{"esquive": 2, "combat": 8}); !reflect.DeepEqual(e, d) {
			t.Fatalf("FromCounts not deterministic: %v vs %v", e, d)
		}
	}
}

func TestCountsIsACopy(t *testing.T) {
	d := New("a", "a")
	m := d.Counts()
	m["a"] = 99
	if d.Count("a") != 2 {
		t.Fatal("changing Counts' map changed the deck")
	}
}

// Equal decks reached by different paths must be byte-identical in JSON: replayed
// states are compared and stored that way.
func TestJSONStable(t *testing.T) {
	a := New("x", "y", "z").ToDiscard("q", "p")
	b := New("z", "y", "x", "w")
	b, _ = b.Remove("w")
	b = b.ToDiscard("p").ToDiscard("q")
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatalf("equal decks encode differently:\n%s\n%s", ja, jb)
	}
	want := `{"pile":["x","y","z"],"discard":["p","q"]}`
	if string(ja) != want {
		t.Fatalf("JSON = %s, want %s", ja, want)
	}

	// A pile emptied by draws encodes like one that never had cards.
	c := New("a").Apply(Draw{Card: "a"})
	jc, _ := json.Marshal(c)
	if string(jc) != `{}` {
		t.Fatalf("emptied deck JSON = %s, want {}", jc)
	}

	var back Deck
	if err := json.Unmarshal(ja, &back); err != nil || !reflect.DeepEqual(back, a) {
		t.Fatalf("round trip = %+v, %v; want %+v", back, err, a)
	}
}

func TestPileOps(t *testing.T) {
	base := Deck{Pile: []string{"a", "b", "b"}, Discard: []string{"c"}}
	tests := []struct {
		name    string
		op      func(Deck) (Deck, error)
		want    Deck
		refusal string
	}{
		{"to discard", func(d Deck) (Deck, error) { return d.ToDiscard("a"), nil },
			Deck{Pile: []string{"a", "b", "b"}, Discard: []string{"a", "c"}}, ""},
		{"to discard several", func(d Deck) (Deck, error) { return d.ToDiscard("z", "b"), nil },
			Deck{Pile: []string{"a", "b", "b"}, Discard: []string{"b", "c", "z"}}, ""},
		{"put back", func(d Deck) (Deck, error) { return d.PutBack("c"), nil },
			Deck{Pile: []string{"a", "b", "b", "c"}, Discard: []string{"c"}}, ""},
		{"remove one copy", func(d Deck) (Deck, error) { return d.Remove("b") },
			Deck{Pile: []string{"a", "b"}, Discard: []string{"c"}}, ""},
		{"remove last", func(d Deck) (Deck, error) { return d.Remove("a") },
			Deck{Pile: []string{"b", "b"}, Discard: []string{"c"}}, ""},
		{"remove absent", func(d Deck) (Deck, error) { return d.Remove("z") },
			base, "deck.err.not_in_pile"},
		{"remove only in discard", func(d Deck) (Deck, error) { return d.Remove("c") },
			base, "deck.err.not_in_pile"},
		{"take discard", func(d Deck) (Deck, error) { return d.TakeDiscard("c") },
			Deck{Pile: []string{"a", "b", "b"}}, ""},
		{"take discard absent", func(d Deck) (Deck, error) { return d.TakeDiscard("a") },
			base, "deck.err.not_in_discard"},
		{"reshuffle", func(d Deck) (Deck, error) { return d.Reshuffle(), nil },
			Deck{Pile: []string{"a", "b", "b", "c"}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := deepCopy(base)
			before := deepCopy(d)
			got, err := tt.op(d)
			if id := refusalID(t, err); id != tt.refusal {
				t.Fatalf("refusal %q, want %q", id, tt.refusal)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
			assertUntouched(t, d, before, got)
		})
	}
}

func TestRemoveRefusalNamesCard(t *testing.T) {
	_, err := New("a").Remove("zz")
	if refusalID(t, err) != "deck.err.not_in_pile" {
		t.Fatalf("err = %v", err)
	}
	if r := asRefusal(err); r.Msg.Args["Card"] != "zz" {
		t.Fatalf("args = %v, want Card=zz", r.Msg.Args)
	}
}
