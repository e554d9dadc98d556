package deck

import "skald/rules"

// ToDiscard puts a card on the discard pile. (A method cannot share the name of
// the Discard field.)
func (d Deck) ToDiscard(cards ...string) Deck {
	return Deck{Pile: With(d.Pile), Discard: With(d.Discard, cards...)}
}

// PutBack returns cards to the draw pile, which stays an unordered multiset.
func (d Deck) PutBack(cards ...string) Deck {
	return Deck{Pile: With(d.Pile, cards...), Discard: With(d.Discard)}
}

// Remove takes a named card out of the pile without drawing, as a setup does
// (level-1 Chaams set aside, a card removed for difficulty).
func (d Deck) Remove(card string) (Deck, error) {
	out, ok := Without(d.Pile, card)
	if !ok {
		return d.clone(), rules.Refuse("deck.err.not_in_pile", "Card", card)
	}
	return Deck{Pile: out, Discard: With(d.Discard)}, nil
}

// TakeDiscard takes a named card back out of the discard pile.
func (d Deck) TakeDiscard(card string) (Deck, error) {
	out, ok := Without(d.Discard, card)
	if !ok {
		return d.clone(), rules.Refuse("deck.err.not_in_discard", "Card", card)
	}
	return Deck{Pile: With(d.Pile), Discard: out}, nil
}

// Reshuffle shuffles the discard back into the pile.
func (d Deck) Reshuffle() Deck {
	return Deck{Pile: With(d.Pile, d.Discard...)}
}
