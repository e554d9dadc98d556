package deck

import "skald/rules"

// Draw is one card leaving the pile: the event a draw stores. Reshuffled says the
// discard was shuffled back into the empty pile first.
type Draw struct {
	Card       string `json:"card"`
	Reshuffled bool   `json:"reshuffled,omitempty"`
}

// Pick decides a digital draw: a uniformly random card of the pile (each copy
// equally likely), reshuffling the discard first if the pile is empty. It only
// decides; Apply takes the card out.
func (d Deck) Pick(r rules.Rand) (Draw, error) {
	from, reshuffled := d.source()
	if len(from) == 0 {
		return Draw{}, rules.Refuse("deck.err.empty")
	}
	return Draw{Card: from[r.IntN(len(from))], Reshuffled: reshuffled}, nil
}

// Named decides a table draw: the players say which card they drew. It is refused
// unless the card can be drawn now: it is in the pile, or the pile is empty and it
// is in the discard about to be reshuffled.
func (d Deck) Named(card string) (Draw, error) {
	from, reshuffled := d.source()
	if len(from) == 0 {
		return Draw{}, rules.Refuse("deck.err.empty")
	}
	if Count(from, card) == 0 {
		return Draw{}, rules.Refuse("deck.err.not_in_pile", "Card", card)
	}
	return Draw{Card: card, Reshuffled: reshuffled}, nil
}

// CheckDraw reports whether a stored draw could have happened to this deck: the
// refusal Named would give, or "deck.err.reshuffle" if the draw's Reshuffled flag
// disagrees with whether the pile is empty.
func (d Deck) CheckDraw(dr Draw) error {
	want, err := d.Named(dr.Card)
	if err != nil {
		return err
	}
	if want.Reshuffled != dr.Reshuffled {
		return rules.Refuse("deck.err.reshuffle", "Card", dr.Card)
	}
	return nil
}

// Apply carries out a draw: it reshuffles if the draw says so, then takes one copy
// of the card out of the pile. It is total: a draw whose card is not there leaves
// the deck as it was (CheckDraw is where such a draw is refused).
func (d Deck) Apply(dr Draw) Deck {
	pile, discard := d.Pile, d.Discard
	if dr.Reshuffled {
		pile, discard = With(pile, discard...), nil
	}
	out, ok := Without(pile, dr.Card)
	if !ok {
		return d.clone()
	}
	return Deck{Pile: out, Discard: With(discard)}
}

// Chance is the exact chance that the next digital draw satisfies pred, as the
// unreduced fraction (matching cards)/(cards drawn from). It counts the discard
// when the pile is empty, since the draw would reshuffle; with both piles empty
// no draw can happen and the chance is 0/1.
func (d Deck) Chance(pred func(card string) bool) (num, den int) {
	from, _ := d.source()
	if len(from) == 0 {
		return 0, 1
	}
	for _, c := range from {
		if pred(c) {
			num++
		}
	}
	return num, len(from)
}

// source is the pile the next draw takes from, and whether it is the discard.
func (d Deck) source() ([]string, bool) {
	if len(d.Pile) == 0 && len(d.Discard) > 0 {
		return d.Discard, true
	}
	return d.Pile, false
}
