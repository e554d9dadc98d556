package althing

import "skald/rules"

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
	switch card {
	case Kattegat:
		return rules.M("althing.stage.kattegat")
	case Thing:
		return rules.M("althing.stage.thing")
	case Althing:
		return rules.M("althing.stage.althing")
	case Drakkar:
		return rules.M("althing.stage.drakkar")
	case Dragvendil:
		return rules.M("althing.stage.dragvendil")
	case Eldaskali:
		return rules.M("althing.stage.eldaskali")
	case Snekkar:
		return rules.M("althing.stage.snekkar")
	case Knorrer:
		return rules.M("althing.stage.knorrer")
	case Kernelyd:
		return rules.M("althing.stage.kernelyd")
	case Vegvisir:
		return rules.M("althing.stage.vegvisir")
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
func ResourceName(r string) rules.Msg {
	switch r {
	case Gold:
		return rules.M("althing.res.gold")
	case Wood:
		return rules.M("althing.res.wood")
	case Bones:
		return rules.M("althing.res.bones")
	}
	return rules.M("althing.res.unknown")
}

// ResourceOf names a resource as a quantity of it ("d'or" in French), for
// questions and shortages.
func ResourceOf(r string) rules.Msg {
	switch r {
	case Gold:
		return rules.M("althing.res.of_gold")
	case Wood:
		return rules.M("althing.res.of_wood")
	case Bones:
		return rules.M("althing.res.of_bones")
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
func SymbolName(sym string) rules.Msg {
	switch sym {
	case SymTroll:
		return rules.M("althing.sym.troll")
	case SymUntroll:
		return rules.M("althing.sym.untroll")
	case SymStorm:
		return rules.M("althing.sym.storm")
	case SymWeather:
		return rules.M("althing.sym.weather")
	case SymPlot:
		return rules.M("althing.sym.plot")
	case SymShield:
		return rules.M("althing.sym.shield")
	case SymAxe:
		return rules.M("althing.sym.axe")
	}
	return rules.M("althing.sym.unknown")
}

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
	switch v {
	case Gudrid:
		return rules.M("althing.viking.gudrid")
	case Floki:
		return rules.M("althing.viking.floki")
	case Sigvaar:
		return rules.M("althing.viking.sigvaar")
	case Siggy:
		return rules.M("althing.viking.siggy")
	case Aslaug:
		return rules.M("althing.viking.aslaug")
	case Horik:
		return rules.M("althing.viking.horik")
	case Halldora:
		return rules.M("althing.viking.halldora")
	case Hild:
		return rules.M("althing.viking.hild")
	case Bjorn:
		return rules.M("althing.viking.bjorn")
	case Olaf:
		return rules.M("althing.viking.olaf")
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
