package tracker

import (
	"math/rand/v2"
	"strconv"
	"strings"

	althinggen "skald/rules/althing/gen"
	"skald/rules/cardgame"
	cardgamegen "skald/rules/cardgame/gen"
	"skald/rules/dwarves"
	dwarvesgen "skald/rules/dwarves/gen"
	"skald/rules/qa"
	qagen "skald/rules/qa/gen"
	"skald/rules/random"
	"skald/rules/thorgal"
	thorgalgen "skald/rules/thorgal/gen"
)

// walkers knows how to play each registered game: its setups worth visiting,
// and its own command generator. A game registered in rules/games without a
// walker fails TestStepRefsResolve.
var walkers = map[string]stateWalker{
	"qa": {
		setups: anySetups(qagen.Setups),
		printed: func(key string, r *rand.Rand) (string, bool) {
			switch {
			case strings.HasPrefix(key, "qa.start."):
				return strconv.Itoa(2 + r.IntN(4)), true
			case strings.HasPrefix(key, "qa.chaams."): // the deck's composition per type
				return map[bool]string{true: "2", false: "1"}[strings.HasPrefix(key, "qa.chaams.1.")], true
			case strings.HasPrefix(key, "qa.skills."): // starting hands
				return random.Pick(r, qa.SkillTypes), true
			case strings.HasPrefix(key, "qa.war."):
				return random.Pick(r, []string{"0", "0", "0", "1", "2"}), true
			}
			return "", false
		},
		command: generator(qagen.Command),
	},
	"thorgal": {
		setups: []any{
			thorgal.Setup{Adventure: thorgal.TorkansTemple, Players: 1, Characters: []thorgal.Seat{{Character: thorgal.CharacterIDs[0]}, {Character: thorgal.CharacterIDs[1]}}},
			thorgal.Setup{Adventure: thorgal.BloodLily, Players: 2, Characters: []thorgal.Seat{{Character: thorgal.CharacterIDs[2]}, {Character: thorgal.CharacterIDs[3]}}},
		},
		// Test fixtures in the encodings of rules/thorgal/printed.go, not the
		// printed values (which the app never assumes).
		printed: func(key string, r *rand.Rand) (string, bool) {
			switch {
			case key == thorgal.TilesKey:
				return "I4, T4, L4, P5, X5", true
			case strings.HasSuffix(key, ".area"):
				return "#####/#####/####./###..", true
			case strings.HasSuffix(key, ".goods"):
				return "1,0,2,0,0,0", true
			case strings.HasSuffix(key, ".rounds"):
				return "4", true
			case strings.HasSuffix(key, ".row"):
				return "3,8,15,22,30", true
			case strings.HasSuffix(key, ".left"):
				return thorgal.Mountain, true
			case strings.HasSuffix(key, ".right"):
				return thorgal.Village, true
			}
			return "", false
		},
		command: generator(thorgalgen.Command),
	},
	"dwarves": {
		setups: func() []any {
			var out []any
			for book := 1; book <= 5; book++ {
				su := dwarves.Setup{Book: book, Players: 3, Heroes: []string{dwarves.HeroIDs[book], dwarves.HeroIDs[book+3], dwarves.HeroIDs[book+6]}}
				if book == 5 {
					su.Easier = 1
				} else {
					su.Difficulty = dwarves.Difficulties[book-1]
				}
				out = append(out, su)
			}
			return out
		}(),
		command: generator(dwarvesgen.Command),
	},
	"althing": {
		setups:  anySetups(althinggen.Setups),
		command: generator(althinggen.Command),
	},
	"cardgame": {
		setups: []any{cardgame.Setup{
			Players: []cardgame.Player{{Faction: cardgame.Lords, Companions: 2}, {Faction: cardgame.Vikings, Companions: 1}},
			Lands: []string{cardgame.LandID(cardgame.Lords, 2), cardgame.LandID(cardgame.Lords, 4), cardgame.LandID(cardgame.Vikings, 1),
				cardgame.LandID(cardgame.Vikings, 2), cardgame.LandID(cardgame.Vikings, 3), cardgame.LandID(cardgame.Vikings, 5)},
		}},
		command: generator(cardgamegen.Command),
	},
}

// anySetups are a game's setups as the walk takes them.
func anySetups[S any](xs []S) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}
