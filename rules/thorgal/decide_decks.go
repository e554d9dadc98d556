package thorgal

import (
	"slices"

	"skald/rules"
)

func decideDecks(em *emitter, c Command, r rules.Rand) error {
	s := em.State
	switch c.Kind {
	case CmdDraw:
		if !isEnemy(c.Deck) && c.Deck != Discovery && c.Deck != Terrain {
			return rules.Refuse("thorgal.err.draw_deck")
		}
		if c.Card != "" && !validCard(c.Deck, c.Card) {
			return rules.Refuse("thorgal.err.card", "Card", c.Card, "Deck", DeckName(c.Deck))
		}
		d, err := pick(s.Decks[c.Deck], c.Card, r)
		if err != nil {
			return err
		}
		em.Add(Event{Kind: EvDrawn, Deck: c.Deck, Card: d.Card, Reshuffled: d.Reshuffled})
	case CmdDiscard:
		em.Add(Event{Kind: EvDiscarded, Deck: c.Deck, Card: c.Card})
	case CmdRefill:
		return decideRefill(em, c.Cards, r)
	case CmdUpgrade:
		i := slices.Index(EnemyIDs, c.Enemy)
		if i < 0 {
			return rules.Refuse("thorgal.err.enemy")
		}
		if c.Enemy != Massive {
			em.Add(Event{Kind: EvEnemyUpgraded, Enemy: c.Enemy, EnemyTo: EnemyIDs[i+1]})
			return nil
		}
		// A Massive Enemy cannot grow: every character resolves the
		// Unfulfilled effect instead, a Wound (Threat) each.
		em.Add(Event{Kind: EvEnemyUpgraded, Enemy: c.Enemy})
		for ch := range s.Chars {
			em.threatWound(ch, CauseMassive)
		}
		em.deaths()
	case CmdDegrade:
		i := slices.Index(EnemyIDs, c.Enemy)
		if i < 0 {
			return rules.Refuse("thorgal.err.enemy")
		}
		to := "" // a Minor Enemy cannot be degraded: nothing happens
		if i > 0 {
			to = EnemyIDs[i-1]
		}
		em.Add(Event{Kind: EvEnemyDegraded, Enemy: c.Enemy, EnemyTo: to})
	}
	return nil
}

// decideRefill fills the Item Display's empty slots, left to right: with the
// cards named (table mode) or drawn at random.
func decideRefill(em *emitter, cards []string, r rules.Rand) error {
	var empty []int
	for i, c := range em.State.Display {
		if c == "" {
			empty = append(empty, i)
		}
	}
	if len(empty) == 0 {
		return rules.Refuse("thorgal.err.display_full")
	}
	if len(cards) > len(empty) {
		return &rules.Refusal{Msg: rules.M("thorgal.err.display_room", "N", len(empty)).WithCount(len(empty))}
	}
	n := len(empty)
	if len(cards) > 0 {
		n = len(cards)
	}
	for k := range n {
		card := ""
		if len(cards) > 0 {
			card = cards[k]
			if !validCard(Items, card) {
				return rules.Refuse("thorgal.err.card", "Card", card, "Deck", DeckName(Items))
			}
		}
		p := em.State.Decks[Items]
		if card == "" && !p.CanDraw() {
			if k == 0 {
				return rules.Refuse("deck.err.empty")
			}
			break // the deck and its discard ran out: the Display stays short
		}
		d, err := pick(p, card, r)
		if err != nil {
			return err
		}
		em.Add(Event{Kind: EvDrawn, Deck: Items, Card: d.Card, Reshuffled: d.Reshuffled, Slot: empty[k]})
	}
	return nil
}
