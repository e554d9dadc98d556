package thorgal

import (
	"fmt"
	"slices"

	"skald/rules"
	"skald/rules/deck"
)

// Deck IDs. Cards are known by deck and number ("07"): their faces are printed,
// the app only needs to tell them apart. Terrain cards are "01".."10" (standard)
// and "B1".."B5" (barren).
const (
	Mountain  = "mountain"
	Village   = "village"
	Survival  = "survival"
	Warrior   = "warrior"
	Sea       = "sea"
	MagicDeck = "magic"

	Minor    = "minor"
	Moderate = "moderate"
	Major    = "major"
	Massive  = "massive"
	// Mystical is an Enemy token with no deck of its own: the adventure says
	// what to do (a Combat against it draws no card).
	Mystical = "mystical"

	Discovery = "discovery"
	Terrain   = "terrain"
	Items     = "items"
)

// EventDeckIDs are the six Event decks; an adventure uses two of them.
var EventDeckIDs = []string{Mountain, Village, Survival, Warrior, Sea, MagicDeck}

// EnemyIDs are the Enemy decks from weakest to strongest (the upgrade order).
var EnemyIDs = []string{Minor, Moderate, Major, Massive}

// DisplaySize is how many Item cards lie face up in the Display.
const DisplaySize = 5

// deckSizes is how many cards each deck holds.
var deckSizes = map[string]int{
	Mountain: 10, Village: 10, Survival: 10, Warrior: 10, Sea: 10, MagicDeck: 10,
	Minor: 10, Moderate: 10, Major: 8, Massive: 2,
	Discovery: 10, Terrain: 15, Items: 30,
}

// DeckSize is the number of cards of a deck (0 for an unknown ID).
func DeckSize(id string) int { return deckSizes[id] }

func isEventDeck(id string) bool { return slices.Contains(EventDeckIDs, id) }
func isEnemy(id string) bool     { return slices.Contains(EnemyIDs, id) }

// validDeck reports whether id names a deck, or the Mystical Enemy token.
func validDeck(id string) bool {
	_, ok := deckSizes[id]
	return ok || id == Mystical
}

// Cards lists a deck's card IDs.
func Cards(id string) []string {
	n := deckSizes[id]
	if id == Terrain {
		n = 10
	}
	out := make([]string, 0, deckSizes[id])
	for i := 1; i <= n; i++ {
		out = append(out, fmt.Sprintf("%02d", i))
	}
	if id == Terrain {
		for i := 1; i <= 5; i++ {
			out = append(out, fmt.Sprintf("B%d", i))
		}
	}
	return out
}

func validCard(deckID, card string) bool { return slices.Contains(Cards(deckID), card) }

// Pile is a deck at the table: its draw pile and discard (rules/deck) and Out,
// its cards in play (the active Event card, the Journey Path, an Enemy card in
// front of a player, the Item Display and Items held). Out is a sorted
// multiset; a deck's three parts always hold all its cards.
type Pile struct {
	deck.Deck
	Out []string `json:"out,omitempty"`
}

func newPile(id string) Pile { return Pile{Deck: deck.New(Cards(id)...)} }

// Total is the number of the deck's cards in all three parts.
func (p Pile) Total() int { return p.Deck.Total() + len(p.Out) }

// draw applies a draw: the card leaves the pile (after a reshuffle if the draw
// says so) and comes into play.
func (p Pile) draw(d deck.Draw) Pile {
	return Pile{Deck: p.Deck.Apply(d), Out: deck.With(p.Out, d.Card)}
}

// discard moves a card in play to the discard pile (nothing if it is not out).
func (p Pile) discard(card string) Pile {
	out, ok := deck.Without(p.Out, card)
	if !ok {
		return p
	}
	return Pile{Deck: p.Deck.ToDiscard(card), Out: out}
}

func (p Pile) isOut(card string) bool { return slices.Contains(p.Out, card) }

// DeckName is the translatable name of a deck.
func DeckName(id string) rules.Msg {
	if validDeck(id) {
		return rules.M("thorgal.deck." + id)
	}
	return rules.M("thorgal.deck.unknown", "ID", id)
}

// CardName is a card in words: "Mountain 7", "Terrain (barren) 2".
func CardName(deckID, card string) rules.Msg {
	if len(card) == 2 && card[0] == 'B' {
		return rules.M("thorgal.card.barren", "Deck", DeckName(deckID), "N", card[1:])
	}
	n := card
	if len(n) == 2 && n[0] == '0' {
		n = n[1:]
	}
	return rules.M("thorgal.card.numbered", "Deck", DeckName(deckID), "N", n)
}
