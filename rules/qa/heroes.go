package qa

import "skald/rules"

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
	switch id {
	case Thorgal:
		return rules.M("qa.hero.thorgal")
	case Kriss:
		return rules.M("qa.hero.kriss")
	case Aaricia:
		return rules.M("qa.hero.aaricia")
	case Jolan:
		return rules.M("qa.hero.jolan")
	case Tjall:
		return rules.M("qa.hero.tjall")
	case Arghun:
		return rules.M("qa.hero.arghun")
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
