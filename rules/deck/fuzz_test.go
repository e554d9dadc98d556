package deck

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

var fuzzCards = []string{"a", "b", "c", "d"}

// FuzzDeck runs a random sequence of draws, named draws, discards, put-backs,
// removals and forged draws decoded from the input, two bytes per operation
// (operation, argument). After every step the cards in pile, discard and hand
// must be exactly the cards the game started with, piles stay sorted, and the
// deck before the step is unchanged.
func FuzzDeck(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 0, 0, 1, 0, 2, 2, 0, 2, 0, 2, 0, 0, 5, 0, 7}) // draw, discard, reshuffle
	f.Add([]byte{1, 0, 1, 0, 1, 0, 1, 0, 1, 3, 2, 1, 1, 0})       // name cards until refused
	f.Add([]byte{4, 1, 4, 1, 4, 1, 3, 0, 5, 2, 5, 3, 0, 9})       // remove, put back, forge
	f.Add([]byte(strings.Repeat("\x00\x03\x02\x00", 20)))         // long draw/discard loop
	f.Fuzz(func(t *testing.T, ops []byte) {
		d := FromCounts(map[string]int{"a": 3, "b": 2, "c": 1})
		start := d.Counts()
		var hand []string
		ops = ops[:min(len(ops), 400)] // long inputs add time, not new states
		for i := 0; i+1 < len(ops); i += 2 {
			op, arg := ops[i]%6, int(ops[i+1])
			before := deepCopy(d)
			prev := d
			switch op {
			case 0: // digital draw
				dr, err := d.Pick(&script{Vals: []int{arg}})
				if err != nil {
					if d.CanDraw() || refusalID(t, err) != "deck.err.empty" {
						t.Fatalf("Pick refused %v on %+v", err, d)
					}
					break
				}
				if err := d.CheckDraw(dr); err != nil {
					t.Fatalf("CheckDraw refuses Pick's own draw %+v: %v", dr, err)
				}
				d = d.Apply(dr)
				hand = append(hand, dr.Card)
			case 1: // table draw of a named card
				card := fuzzCards[arg%len(fuzzCards)]
				from, _ := d.source()
				dr, err := d.Named(card)
				if (err == nil) != slices.Contains(from, card) {
					t.Fatalf("Named(%q) = %v on %+v", card, err, d)
				}
				if err != nil {
					break
				}
				d = d.Apply(dr)
				hand = append(hand, dr.Card)
			case 2, 3: // a card from hand to discard or back into the pile
				if len(hand) == 0 {
					break
				}
				k := arg % len(hand)
				card := hand[k]
				hand = slices.Delete(slices.Clone(hand), k, k+1)
				if op == 2 {
					d = d.ToDiscard(card)
				} else {
					d = d.PutBack(card)
				}
			case 4: // set a named card aside
				card := fuzzCards[arg%len(fuzzCards)]
				next, err := d.Remove(card)
				if (err == nil) != (d.Count(card) > 0) {
					t.Fatalf("Remove(%q) = %v on %+v", card, err, d)
				}
				if err == nil {
					hand = append(hand, card)
				}
				d = next
			case 5: // a forged stored draw: Apply stays total and conserves cards
				dr := Draw{Card: fuzzCards[arg%len(fuzzCards)], Reshuffled: arg&4 != 0}
				next := d.Apply(dr)
				if d.CheckDraw(dr) == nil && next.Total() != d.Total()-1 {
					t.Fatalf("valid draw %+v did not take a card: %+v -> %+v", dr, d, next)
				}
				if next.Total() == d.Total()-1 {
					hand = append(hand, dr.Card)
				} else if !reflect.DeepEqual(next, d) {
					t.Fatalf("draw %+v took nothing but changed the deck: %+v -> %+v", dr, d, next)
				}
				d = next
			}
			if !reflect.DeepEqual(prev, before) {
				t.Fatalf("op %d changed the previous deck: %+v, was %+v", op, prev, before)
			}
			checkConserved(t, d, hand, start)
		}
	})
}

func checkConserved(t *testing.T, d Deck, hand []string, start map[string]int) {
	t.Helper()
	if !slices.IsSorted(d.Pile) || !slices.IsSorted(d.Discard) {
		t.Fatalf("unsorted piles: %+v", d)
	}
	if (d.Pile != nil && len(d.Pile) == 0) || (d.Discard != nil && len(d.Discard) == 0) {
		t.Fatalf("empty pile is not nil: %+v", d)
	}
	all := Tally(slices.Concat(d.Pile, d.Discard, hand))
	if !maps.Equal(all, start) {
		t.Fatalf("cards not conserved: pile+discard+hand = %v, started with %v", all, start)
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var back Deck
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, d) {
		t.Fatalf("JSON round trip %s = %+v, %v", data, back, err)
	}
}
