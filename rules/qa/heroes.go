package qa

import (
	"skald/rules"
	"skald/rules/deck"
)

// The six heroes, by stable ID (stored in setups and events).
const (
	Thorgal = "thorgal"
	Kriss   = "kriss"
	Aaricia = "aaricia"
	Jolan   = "jolan"
	Tjall   = "tjall"
	Arghun  = "arghun"
)

// HeroIDs lists the heroes in the rulebook's order.
var HeroIDs = []string{Thorgal, Kriss, Aaricia, Jolan, Tjall, Arghun}

// HeroName is the translatable name of a hero.
func HeroName(id string) rules.Msg {
	if validHero(id) {
		return rules.M("qa.hero." + id)
	}
	return rules.M("qa.hero.unknown", "ID", id)
}

func validHero(id string) bool {
	for _, h := range HeroIDs {
		if h == id {
			return true
		}
	}
	return false
}

// HeroCount is how many heroes play for a player count, with or without the
// optional fourth hero (1 and 3 players only).
func HeroCount(players int, fourth bool) int {
	switch players {
	case 1, 3:
		if fourth {
			return 4
		}
		return 3
	case 2, 4:
		return 4
	}
	return 0
}

// StartingHand is the hero's three starting Skill cards as printed on the hero
// card, read from the printed values, sorted; false if any is not known yet.
func StartingHand(printed map[string]string, hero string) ([]string, bool) {
	var hand []string
	for i := 1; i <= StartingSkills; i++ {
		v, ok := specs.Known(printed, skillKey(hero, i))
		if !ok {
			return nil, false
		}
		hand = append(hand, v)
	}
	return deck.With(hand), true
}

// Power is the text of a hero's power as the table typed it, for display only.
// The powers are printed on the hero cards and no rules text we hold says what
// any of them does, so the app never applies one: the players do, mark it used
// (once per turn, CmdPower), and say what it changed among what Skald keeps
// (power.go).
func Power(s State, hero string) (string, bool) {
	return specs.Known(s.Printed, powerKey(hero))
}

// Player is the player (1-based) who plays hero i this round: with 2 players the
// seats alternate; with 3 players the optional fourth hero passes to a new player
// each round; with 1 player it is always player 1.
func (s State) Player(i int) int {
	switch {
	case s.Players <= 1:
		return 1
	case i < s.Players:
		return i + 1
	case s.Players == 2:
		return i%2 + 1
	default: // the fourth hero with 3 players
		return (max(s.Round, 1)-1)%s.Players + 1
	}
}
