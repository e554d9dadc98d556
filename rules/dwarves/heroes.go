package dwarves

import "skald/rules"

// The twelve heroes, by stable ID (stored in setups and events).
const (
	Tungdil  = "tungdil"
	Balyndis = "balyndis"
	Bavragor = "bavragor"
	Boendal  = "boendal"
	Boindil  = "boindil"
	Gandogar = "gandogar"
	Andokai  = "andokai"
	Rodario  = "rodario"
	Narmora  = "narmora"
	Xamtys   = "xamtys"
	Furgas   = "furgas"
	Tungdil2 = "tungdil2" // the second Tungdil hero board
)

// HeroIDs lists the heroes in the order the setup screen shows them.
var HeroIDs = []string{Tungdil, Balyndis, Bavragor, Boendal, Boindil, Gandogar,
	Andokai, Rodario, Narmora, Xamtys, Furgas, Tungdil2}

// HeroName is the translatable name of a hero.
func HeroName(id string) rules.Msg {
	if validHero(id) {
		return rules.M("dwarves.hero." + id)
	}
	return rules.M("dwarves.hero.unknown", "ID", id)
}

// Ability is a hero's special ability in the app's own words. The abilities
// that change a roll (Boëndal, Boïndil, Rodario, Tungdil, Balyndis) are applied
// by the app; Gandogar's adjacent fight and Bavragor's immunity are applied
// where those rules act; the others are reminders only.
func Ability(id string) rules.Msg {
	// Furgas and the second Tungdil: no glossary entry; the board says it.
	if validHero(id) && id != Furgas && id != Tungdil2 {
		return rules.M("dwarves.ability." + id)
	}
	return rules.M("dwarves.ability.board")
}

func validHero(id string) bool {
	for _, h := range HeroIDs {
		if h == id {
			return true
		}
	}
	return false
}

// bumps reports whether a hero may add 1 to one die of this action's roll.
func bumps(hero, action, attr string) bool {
	switch hero {
	case Boendal:
		return action == ActFight
	case Tungdil:
		return action == ActDispatch
	case Rodario:
		return action == ActCheck
	}
	return false
}

// rerollsAll reports whether a hero may re-roll all dice of this action once.
func rerollsAll(hero, action, attr string) bool {
	switch hero {
	case Boindil:
		return action == ActFight
	case Balyndis:
		return action == ActCheck && attr == AttrCraft
	}
	return false
}
