package qa

import "skald/rules/deck"

// Event kinds: what happened, every outcome fixed.
const (
	EvLearned        = "learned"         // Key, Value
	EvRolled         = "rolled"          // Hero, White, Black
	EvTaken          = "taken"           // Hero, Dice
	EvSwapped        = "swapped"         // Hero, With, Give, Get, N
	EvDestinEnded    = "destin_ended"    // Hero
	EvChaamsDrawn    = "chaams_drawn"    // Hero ("" in the Ogotaï phase), Card, Reshuffled
	EvChaamsPlaced   = "chaams_placed"   // Hero, Card, Lieu
	EvSkillsDrawn    = "skills_drawn"    // Hero, Dice, Draws
	EvRevealed       = "revealed"        // Hero, Lieu, Dice, Chaams (its printed symbols)
	EvMoved          = "moved"           // Hero, Dice, Lieu (arrival)
	EvStepDone       = "step_done"       // Hero, Lieu, Cards, Dice
	EvChaamsRemoved  = "chaams_removed"  // Hero, Lieu, Card
	EvPower          = "power"           // Hero, Used
	EvDiscarded      = "discarded"       // Hero, Cards
	EvTurnEnded      = "turn_ended"      // Hero
	EvOgotaiAdvanced = "ogotai_advanced" // To, War
	EvLost           = "lost"            // Reason
	EvDefi           = "defi"            // Defi
)

// Reasons of an EvLost (the war track's end is EvOgotaiAdvanced to the last space).
const (
	ReasonNoFreeLieu    = "no_free_lieu"   // Ogotaï phase: every revealed Lieu holds a Chaams
	ReasonDeckExhausted = "deck_exhausted" // a Chaams must be drawn and all 18 are on Lieux
)

// Event is what happened. Only events are stored.
type Event struct {
	Kind       string      `json:"kind"`
	Key        string      `json:"key,omitempty"`
	Value      string      `json:"value,omitempty"`
	To         int         `json:"to,omitempty"`  // Ogotaï's new space
	War        int         `json:"war,omitempty"` // Guerre value of that space (0 = empty)
	Hero       string      `json:"hero,omitempty"`
	White      []string    `json:"white,omitempty"`
	Black      string      `json:"black,omitempty"`
	Dice       []string    `json:"dice,omitempty"`
	Cards      []string    `json:"cards,omitempty"`
	Draws      []deck.Draw `json:"draws,omitempty"`
	Card       string      `json:"card,omitempty"`
	Reshuffled bool        `json:"reshuffled,omitempty"`
	Lieu       int         `json:"lieu,omitempty"`
	// Name is Lieu's name as printed on the table's card, when the players gave
	// it (Next: the name of the Lieu after it, for a mandatory step), so the
	// history can say it; "" where the rulebook's name stands.
	Name   string `json:"name,omitempty"`
	Next   string `json:"next,omitempty"`
	With   string `json:"with,omitempty"`
	Give   string `json:"give,omitempty"`
	Get    string `json:"get,omitempty"`
	N      int    `json:"n,omitempty"`
	Chaams int    `json:"chaams,omitempty"`
	Used   bool   `json:"used,omitempty"`
	Defi   int    `json:"defi,omitempty"`
	Reason string `json:"reason,omitempty"`
	Bent   string `json:"bent,omitempty"` // power_moved: the movement rule a power bent (BendBack, BendStep)
}
