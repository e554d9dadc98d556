// Package deck is a card deck as a table sees it: a draw pile and a discard pile.
//
// The order of a shuffled pile is unknown at a real table, so the pile is kept as
// a multiset (a sorted list of card IDs, duplicates allowed) and a digital draw is
// a uniformly random card of it. Keeping both piles sorted makes equal decks
// byte-identical in JSON, so replayed states compare equal.
//
// Every method returns a new Deck with freshly allocated slices; a Deck value the
// caller holds is never changed, which keeps undo and replay safe.
//
// The sorted multiset under both piles is exported (With, Without, Has, Count in
// multiset.go): the games keep hands, kept dice and cards in play with it, so
// there is one implementation of it.
package deck

// Deck is a draw pile and a discard pile, each a sorted multiset of card IDs.
// An empty pile is nil, so it is left out of JSON whichever way it became empty.
type Deck struct {
	Pile    []string `json:"pile,omitempty"`
	Discard []string `json:"discard,omitempty"`
}

// New builds a deck whose pile holds the given cards and whose discard is empty.
func New(cards ...string) Deck {
	return Deck{Pile: With(nil, cards...)}
}

// FromCounts builds a deck holding n copies of each card (negative n counts as 0).
func FromCounts(counts map[string]int) Deck {
	var cards []string
	for card, n := range counts {
		for range max(n, 0) {
			cards = append(cards, card)
		}
	}
	return New(cards...)
}

// Size is the number of cards in the draw pile.
func (d Deck) Size() int { return len(d.Pile) }

// DiscardSize is the number of cards in the discard pile.
func (d Deck) DiscardSize() int { return len(d.Discard) }

// Total is the number of cards in both piles.
func (d Deck) Total() int { return len(d.Pile) + len(d.Discard) }

// CanDraw reports whether a draw is possible, reshuffling the discard if need be.
func (d Deck) CanDraw() bool { return d.Total() > 0 }

// Count is the number of copies of card in the draw pile.
func (d Deck) Count(card string) int { return Count(d.Pile, card) }

// DiscardCount is the number of copies of card in the discard pile.
func (d Deck) DiscardCount(card string) int { return Count(d.Discard, card) }

// Counts maps each card of the draw pile to its number of copies. The map is new.
func (d Deck) Counts() map[string]int { return Tally(d.Pile) }

// DiscardCounts maps each card of the discard pile to its number of copies.
func (d Deck) DiscardCounts() map[string]int { return Tally(d.Discard) }

// clone copies both piles so the result shares nothing with d.
func (d Deck) clone() Deck {
	return Deck{Pile: With(d.Pile), Discard: With(d.Discard)}
}
