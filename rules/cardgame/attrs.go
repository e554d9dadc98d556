package cardgame

import "skald/rules"

// The three attributes a journey compares.
const (
	Bravery = "bravery"
	Cunning = "cunning"
	Power   = "power"
)

// Attributes in the order the cards show them.
var Attributes = []string{Bravery, Cunning, Power}

// AttrMax bounds one attribute entered at the table (a party, a land, the bane
// cards attached, an opposing companion): far above any total seen in play, it
// only keeps a typing slip out of the log.
const AttrMax = 99

// Attrs is a Bravery, Cunning and Power triple: a party's strength, a land's
// printed symbols, the bane cards attached, an opposing companion.
type Attrs struct {
	Bravery int `json:"bravery"`
	Cunning int `json:"cunning"`
	Power   int `json:"power"`
}

// Get is one attribute by name.
func (a Attrs) Get(attr string) int {
	switch attr {
	case Bravery:
		return a.Bravery
	case Cunning:
		return a.Cunning
	case Power:
		return a.Power
	}
	return 0
}

// With returns a with one attribute set.
func (a Attrs) With(attr string, v int) Attrs {
	switch attr {
	case Bravery:
		a.Bravery = v
	case Cunning:
		a.Cunning = v
	case Power:
		a.Power = v
	}
	return a
}

// Plus adds b to a, attribute by attribute.
func (a Attrs) Plus(b Attrs) Attrs {
	return Attrs{a.Bravery + b.Bravery, a.Cunning + b.Cunning, a.Power + b.Power}
}

// valid reports whether every attribute is in 0..AttrMax.
func (a Attrs) valid() bool {
	for _, x := range Attributes {
		if v := a.Get(x); v < 0 || v > AttrMax {
			return false
		}
	}
	return true
}

// AttrName is an attribute's name as a message.
func AttrName(attr string) rules.Msg { return rules.ListedName("cardgame.attr", Attributes, attr) }

// Difficulty is a journey's difficulty: the land's symbols, plus the bane cards
// attached to it, plus the opposing companion (zero when nobody opposes).
func Difficulty(land, bane, opponent Attrs) Attrs { return land.Plus(bane).Plus(opponent) }

// Gaps compares a party with a difficulty: for each attribute, the party's
// value less the difficulty's (negative = short).
type Gaps Attrs

// Compare is the party's margin over the difficulty, attribute by attribute.
func Compare(party, difficulty Attrs) Gaps {
	return Gaps{party.Bravery - difficulty.Bravery, party.Cunning - difficulty.Cunning, party.Power - difficulty.Power}
}

// Success reports whether the journey succeeds: the party is at least equal to
// the difficulty in every attribute. One attribute short is a failure.
func (g Gaps) Success() bool { return g.Bravery >= 0 && g.Cunning >= 0 && g.Power >= 0 }

// Short lists the attributes in which the party falls short.
func (g Gaps) Short() []string {
	var out []string
	for _, x := range Attributes {
		if Attrs(g).Get(x) < 0 {
			out = append(out, x)
		}
	}
	return out
}
