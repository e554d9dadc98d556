package dwarves

import (
	"strconv"

	"skald/rules"
)

// Printed values of The Dwarves that no rules text gives, learned at the table
// once and kept in the box profile:
//
//	dwarves.doom.length           spaces on the Doom track (int)
//	dwarves.doom.space.N          the icon on space N (choice: Icon* values)
//	dwarves.hero.ID.battle        a hero's Battle (int); also .craft, .speed, .health
//	dwarves.hero.ID.start         a hero's start location (text: the hex's name)
//	dwarves.recruit.DIE.SIDE      skulls on side 1..6 of the orc, troll or elfar
//	                              Recruitment die (int; only for digital rolls)
//	dwarves.council.N             the text of council space N, 1..9, or of the
//	dwarves.council.tile          Council tile (Books 2–4), as the effect the
//	                              app applies (choice: Council* kinds)
//	dwarves.scenario.cm_a         level-A Scenario cards of Book 1 and Combined
//	                              Might together (int; only with Combined Might)
const (
	doomLengthKey = "dwarves.doom.length"
	cmAKey        = "dwarves.scenario.cm_a"
)

// DoomMax bounds the Doom track's length the app accepts.
const DoomMax = 50

// Recruitment dice, by troop colour.
const (
	DieOrc   = "orc"
	DieTroll = "troll"
	DieElfar = "elfar"
)

// RecruitDice lists the three Recruitment dice in the order faces are stored.
var RecruitDice = []string{DieOrc, DieTroll, DieElfar}

func doomSpaceKey(space int) string  { return "dwarves.doom.space." + strconv.Itoa(space) }
func heroKey(id, what string) string { return "dwarves.hero." + id + "." + what }
func recruitKey(die string, side int) string {
	return "dwarves.recruit." + die + "." + strconv.Itoa(side)
}

// DoomSpaceKey, HeroKey and RecruitKey are the printed keys, for screens that
// list or pre-fill the box profile.
func DoomSpaceKey(space int) string          { return doomSpaceKey(space) }
func HeroKey(id, what string) string         { return heroKey(id, what) }
func RecruitKey(die string, side int) string { return recruitKey(die, side) }

// Printed lists every value the app may ask about.
func Printed() []rules.PrintedSpec {
	out := []rules.PrintedSpec{
		{Key: doomLengthKey, Kind: rules.PrintedInt, Min: 5, Max: DoomMax, Prompt: rules.M("dwarves.printed.doom_length")},
		{Key: cmAKey, Kind: rules.PrintedInt, Min: 11, Max: 40, Prompt: rules.M("dwarves.printed.cm_a")},
	}
	kinds := make([]rules.Choice, 0, len(CouncilKinds))
	for _, k := range CouncilKinds {
		// A short label fits a phone's button; the board says it in full.
		kinds = append(kinds, rules.Choice{Value: k, Label: rules.M("dwarves.council.choice." + k)})
	}
	for pos := 1; pos <= CouncilPositions; pos++ {
		out = append(out, rules.PrintedSpec{Key: CouncilKey(pos, 1), Kind: rules.PrintedChoice,
			Choices: kinds, Prompt: rules.M("dwarves.printed.council", "Pos", pos)})
	}
	out = append(out, rules.PrintedSpec{Key: councilTileKey, Kind: rules.PrintedChoice,
		Choices: kinds, Prompt: rules.M("dwarves.printed.council_tile")})
	icons := make([]rules.Choice, 0, len(Icons))
	for _, ic := range Icons {
		icons = append(icons, rules.Choice{Value: ic, Label: IconName(ic)})
	}
	// Space 1 is the Hero marker's start; the Doom marker's start space is the
	// last, where the markers would have met.
	for sp := 2; sp < DoomMax; sp++ {
		out = append(out, rules.PrintedSpec{Key: doomSpaceKey(sp), Kind: rules.PrintedChoice,
			Choices: icons, Prompt: rules.M("dwarves.printed.doom_space", "Space", sp)})
	}
	for _, id := range HeroIDs {
		name := HeroName(id)
		out = append(out,
			rules.PrintedSpec{Key: heroKey(id, AttrBattle), Kind: rules.PrintedInt, Min: 0, Max: 9,
				Prompt: rules.M("dwarves.printed.battle", "Hero", name)},
			rules.PrintedSpec{Key: heroKey(id, AttrCraft), Kind: rules.PrintedInt, Min: 0, Max: 9,
				Prompt: rules.M("dwarves.printed.craft", "Hero", name)},
			rules.PrintedSpec{Key: heroKey(id, AttrSpeed), Kind: rules.PrintedInt, Min: 0, Max: 9,
				Prompt: rules.M("dwarves.printed.speed", "Hero", name)},
			rules.PrintedSpec{Key: heroKey(id, "health"), Kind: rules.PrintedInt, Min: 1, Max: 12,
				Prompt: rules.M("dwarves.printed.health", "Hero", name)},
			rules.PrintedSpec{Key: heroKey(id, "start"), Kind: rules.PrintedText,
				Prompt: rules.M("dwarves.printed.start", "Hero", name)},
		)
	}
	for _, die := range RecruitDice {
		for side := 1; side <= 6; side++ {
			out = append(out, rules.PrintedSpec{Key: recruitKey(die, side), Kind: rules.PrintedInt, Min: 0, Max: 5,
				Prompt: rules.M("dwarves.printed.recruit", "Die", TroopName(die), "Side", side)})
		}
	}
	return out
}

// specs finds The Dwarves' printed values by key.
var specs = rules.IndexPrinted("dwarves.", Printed())

// printedInt is a whole-number printed value, if it is in m and a possible answer.
func printedInt(m map[string]string, key string) (int, bool) {
	v, ok := specs.Known(m, key)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	return n, err == nil
}

// troopNames are the message IDs of the troop types, by Recruitment die.
var troopNames = map[string]string{DieOrc: "dwarves.troop.orcs", DieTroll: "dwarves.troop.trolls", DieElfar: "dwarves.troop.elfar"}

// TroopName is the translatable name of a troop type (a Recruitment die's colour).
func TroopName(kind string) rules.Msg {
	if id, ok := troopNames[kind]; ok {
		return rules.M(id)
	}
	return rules.M("dwarves.troop.unknown")
}
