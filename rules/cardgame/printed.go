package cardgame

import (
	"strconv"

	"skald/rules"
)

// Printed values of the card game that no rules text gives: what is printed on
// each faction's five land cards. The app asks for each the first time it is
// needed, keeps the answer in the box profile and teaches a running session
// with Learn.
//
//	cardgame.land.F.N.name        the name of faction F's land in slot N (1..5)   (setup)
//	cardgame.land.F.N.bravery     its Bravery symbols, unconquered side          (choosing it)
//	cardgame.land.F.N.cunning     its Cunning symbols                             (choosing it)
//	cardgame.land.F.N.power       its Power symbols                               (choosing it)
//
// The slot is only where the table keeps the card in Skald: the names are
// entered once per faction, in any order.
func landKey(id, what string) string { return "cardgame.land." + id + "." + what }

// LandNameKey and LandAttrKey are the profile keys of a land's name and of one
// of its attributes.
func LandNameKey(id string) string       { return landKey(id, "name") }
func LandAttrKey(id, attr string) string { return landKey(id, attr) }
func landAttrMsg(f string, n int, a string) rules.Msg {
	return rules.M("cardgame.printed.land_attr", "Faction", FactionName(f), "N", n, "Attr", AttrName(a))
}

// LandAttrMax is the largest attribute value a land's question offers.
const LandAttrMax = 10

// Printed lists every value the app may ask about, in the order a box-profile
// screen shows them: faction by faction, land by land.
func Printed() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for _, f := range Factions {
		for n := 1; n <= LandsPerFaction; n++ {
			id := LandID(f, n)
			out = append(out, rules.PrintedSpec{
				Key: LandNameKey(id), Kind: rules.PrintedText,
				Prompt: rules.M("cardgame.printed.land_name", "Faction", FactionName(f), "N", n),
			})
			for _, a := range Attributes {
				out = append(out, rules.PrintedSpec{
					Key: LandAttrKey(id, a), Kind: rules.PrintedInt, Min: 0, Max: LandAttrMax,
					Prompt: landAttrMsg(f, n, a),
				})
			}
		}
	}
	return out
}

// specs finds the card game's printed values by key.
var specs = rules.IndexPrinted("cardgame.", Printed())

// PrintedSpecOf is the spec of a key, if the game asks for it.
func PrintedSpecOf(key string) (rules.PrintedSpec, bool) { return specs.Spec(key) }

// LandName is a land's name: the printed name the table entered, or its
// faction and slot while the name is not known.
func LandName(printed map[string]string, id string) rules.Msg {
	if v, ok := specs.Known(printed, LandNameKey(id)); ok {
		return rules.M("cardgame.land.name", "Name", v)
	}
	f, n, _ := ParseLand(id)
	return rules.M("cardgame.land.slot", "Faction", FactionName(f), "N", n)
}

// landText is a land's printed name, "" when not known.
func landText(printed map[string]string, id string) string {
	v, _ := specs.Known(printed, LandNameKey(id))
	return v
}

// LandAttrs is a land's printed symbols, if all three are known.
func LandAttrs(printed map[string]string, id string) (Attrs, bool) {
	var a Attrs
	for _, x := range Attributes {
		v, ok := specs.Known(printed, LandAttrKey(id, x))
		if !ok {
			return Attrs{}, false
		}
		n, _ := strconv.Atoi(v)
		a = a.With(x, n)
	}
	return a, true
}

// needLand asks for the first unknown printed value of a land among keys.
func needLand(printed map[string]string, keys ...string) error {
	for _, k := range keys {
		if _, ok := specs.Known(printed, k); !ok {
			return &rules.NeedPrinted{Key: k}
		}
	}
	return nil
}

// needLandAttrs asks for the first of a land's printed symbols the table has
// not given yet.
func needLandAttrs(printed map[string]string, land string) error {
	keys := make([]string, 0, len(Attributes))
	for _, a := range Attributes {
		keys = append(keys, LandAttrKey(land, a))
	}
	return needLand(printed, keys...)
}

// fixedAtSetup reports whether a key shaped the session: a land in play keeps
// the name the game started with, so the board and the history agree. (A
// journey keeps the symbols it was resolved with in the State.)
func fixedAtSetup(s State, key string) bool {
	for _, l := range s.Lands {
		if key == LandNameKey(l.ID) {
			return true
		}
	}
	return false
}
