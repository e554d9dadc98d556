package althing

import (
	"slices"

	"skald/rules"
)

// The saga deck: nine double-sided cards. Kattegat (sides A and B) starts the
// track, Thing/Althing ends it, and the seven stage cards (sides A and B) lie
// between. The rulebook spells the fifth stage both Knokker and Knorrer; the
// campaign pages say Knorrer, so that is its ID.
const (
	Kattegat   = "kattegat"
	Thing      = "thing"
	Althing    = "althing"
	Drakkar    = "drakkar"
	Dragvendil = "dragvendil"
	Eldaskali  = "eldaskali"
	Snekkar    = "snekkar"
	Knorrer    = "knorrer"
	Kernelyd   = "kernelyd"
	Vegvisir   = "vegvisir"
)

// StageCards are the seven stage cards a track is dealt from.
var StageCards = []string{Drakkar, Dragvendil, Eldaskali, Snekkar, Knorrer, Kernelyd, Vegvisir}

// Card sides.
const (
	SideA = "a"
	SideB = "b"
)

// IsStage reports whether card is one of the seven stage cards.
func IsStage(card string) bool {
	for _, c := range StageCards {
		if c == card {
			return true
		}
	}
	return false
}

// IsVeteran reports whether a stage carries the Veteran symbol: Drakkar and
// Dragvendil (the rulebook gives five cards in hand after either, and plays
// the Althing when either is on the track).
func IsVeteran(card string) bool { return card == Drakkar || card == Dragvendil }

// FinalFor is the last card of a track holding these stages: the Althing when
// Drakkar or Dragvendil is among them, the Thing otherwise.
func FinalFor(stages []Stage) string {
	for _, st := range stages {
		if IsVeteran(st.Card) {
			return Althing
		}
	}
	return Thing
}

// StageName is a saga card's name.
func StageName(card string) rules.Msg {
	if card == Kattegat || card == Thing || card == Althing || IsStage(card) {
		return rules.M("althing.stage." + card)
	}
	return rules.M("althing.stage.unknown")
}

// SideName is "A" or "B".
func SideName(side string) rules.Msg {
	if side == SideB {
		return rules.M("althing.side.b")
	}
	return rules.M("althing.side.a")
}

// Resources printed on Viking cards and asked for by stages.
const (
	Gold  = "gold"
	Wood  = "wood"
	Bones = "bones"
)

// Resources in the order the cards print them.
var Resources = []string{Gold, Wood, Bones}

// ResourceName names a resource.
func ResourceName(r string) rules.Msg { return rules.ListedName("althing.res", Resources, r) }

// ResourceOf names a resource as a quantity of it ("d'or" in French), for
// questions and shortages.
func ResourceOf(r string) rules.Msg {
	if slices.Contains(Resources, r) {
		return rules.M("althing.res.of_" + r)
	}
	return rules.M("althing.res.unknown")
}

// Symbols: tricks (red), dodges (blue) and events (green). The discovery
// campaign brings them in two or three at a time.
const (
	SymTroll   = "troll"   // trick: a Troll card on top of an opponent's deck
	SymUntroll = "untroll" // dodge: blocks a Troll, or sends one home from your draw pile
	SymStorm   = "storm"   // trick: the Storm Troll in front of an opponent
	SymWeather = "weather" // dodge: Great Weather blocks a Storm (solo: a shortage)
	SymPlot    = "plot"    // event: two Assembly cards go under its deck
	SymShield  = "shield"  // dodge: blocks an Axe
	SymAxe     = "axe"     // trick: take a random card from an opponent's hand
)

// AllSymbols in the order the campaign introduces them.
var AllSymbols = []string{SymTroll, SymUntroll, SymStorm, SymWeather, SymPlot, SymShield, SymAxe}

// SymbolName names a symbol.
func SymbolName(sym string) rules.Msg { return rules.ListedName("althing.sym", AllSymbols, sym) }

// Dodge is the symbol that blocks a trick: Untroll a Troll, Great Weather a
// Storm or a shortage, Shield an Axe.
func Dodge(trick string) string {
	switch trick {
	case SymTroll:
		return SymUntroll
	case SymStorm, TrickShortage:
		return SymWeather
	case SymAxe:
		return SymShield
	}
	return ""
}

// The Assembly of Vikings: 30 cards of ten Vikings.
const (
	Gudrid   = "gudrid"
	Floki    = "floki"
	Sigvaar  = "sigvaar"
	Siggy    = "siggy"
	Aslaug   = "aslaug"
	Horik    = "horik"
	Halldora = "halldora"
	Hild     = "hild"
	Bjorn    = "bjorn"
	Olaf     = "olaf"
)

// Vikings in the rulebook's order, and how many copies the deck holds.
var (
	Vikings      = []string{Gudrid, Floki, Sigvaar, Siggy, Aslaug, Horik, Halldora, Hild, Bjorn, Olaf}
	VikingCopies = map[string]int{Gudrid: 4, Floki: 4, Sigvaar: 4, Siggy: 3, Aslaug: 3, Horik: 3, Halldora: 3, Hild: 2, Bjorn: 2, Olaf: 2}
)

// AssemblySize is the whole Assembly deck.
const AssemblySize = 30

// VikingName names a Viking (their names are the same in every language).
func VikingName(v string) rules.Msg {
	if isViking(v) {
		return rules.M("althing.viking." + v)
	}
	return rules.M("althing.viking.unknown")
}

func isViking(v string) bool {
	_, ok := VikingCopies[v]
	return ok
}

// Each personal deck holds two Troll cards and one Storm Troll, kept beside
// the player until played.
const TrollsEach = 2
