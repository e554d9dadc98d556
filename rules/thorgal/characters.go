package thorgal

import (
	"slices"

	"skald/rules"
)

// Character IDs (stored in setups and states). CustomCharacter is one the
// players add: its name, wound area and starting Goods come with the setup.
const (
	Thorgal         = "thorgal"
	Aaricia         = "aaricia"
	Jolan           = "jolan"
	Kriss           = "kriss"
	CustomCharacter = "custom"
)

// CharacterIDs lists the base game's characters.
var CharacterIDs = []string{Thorgal, Aaricia, Jolan, Kriss}

// OwnCharacterIDs are the box profile's slots for characters the players add
// (Tjall and the others of the additions): name, wound area and starting Goods
// learned once.
var OwnCharacterIDs = []string{"own1", "own2", "own3", "own4"}

func knownCharacter(id string) bool { return slices.Contains(CharacterIDs, id) }

// profileCharacter reports whether a character's board lives in the box
// profile: a base character or an added one's slot.
func profileCharacter(id string) bool {
	return knownCharacter(id) || slices.Contains(OwnCharacterIDs, id)
}

// IsOwnCharacter reports whether id is a profile slot of an added character.
func IsOwnCharacter(id string) bool { return slices.Contains(OwnCharacterIDs, id) }

// CharacterName is the translatable name of a base character, or the players'
// own name for one they added ("Your character N" for a slot not named yet).
func CharacterName(id, custom string) rules.Msg {
	if knownCharacter(id) {
		return rules.M("thorgal.character." + id)
	}
	if i := slices.Index(OwnCharacterIDs, id); i >= 0 && custom == "" {
		return rules.M("thorgal.character.own", "N", i+1)
	}
	return rules.M("thorgal.character.custom", "Name", custom)
}

// Experience tracks.
const (
	Combat  = "combat"
	Journey = "journey"
	// MaxLevel is the top of the Combat dial and the Journey track; Experience
	// gained there gives the bonus printed next to it instead.
	MaxLevel = 7
	// MaxThreat is how many Threat tokens a character can hold.
	MaxThreat = 5
)

// The six Goods, by stable ID.
const (
	Material = "material"
	Ore      = "ore"
	Gossip   = "gossip"
	Magic    = "magic"
	Power    = "power"
	Fate     = "fate"
)

// GoodIDs lists the Goods in the rulebook's order (the order of the goods
// encoding too).
var GoodIDs = []string{Material, Ore, Gossip, Magic, Power, Fate}

// Goods counts a character's Goods.
type Goods struct {
	Material int `json:"material"`
	Ore      int `json:"ore"`
	Gossip   int `json:"gossip"`
	Magic    int `json:"magic"`
	Power    int `json:"power"`
	Fate     int `json:"fate"`
}

// Get is the count of one Good (0 for an unknown ID).
func (g Goods) Get(id string) int {
	if p := g.ptr(id); p != nil {
		return *p
	}
	return 0
}

// With returns the Goods with one count set.
func (g Goods) With(id string, n int) Goods {
	if p := g.ptr(id); p != nil {
		*p = n
	}
	return g
}

func (g *Goods) ptr(id string) *int {
	switch id {
	case Material:
		return &g.Material
	case Ore:
		return &g.Ore
	case Gossip:
		return &g.Gossip
	case Magic:
		return &g.Magic
	case Power:
		return &g.Power
	case Fate:
		return &g.Fate
	}
	return nil
}

func validGood(id string) bool { var g Goods; return g.ptr(id) != nil }

// GoodName is the translatable name of a Good.
func GoodName(id string) rules.Msg {
	if validGood(id) {
		return rules.M("thorgal.good." + id)
	}
	return rules.M("thorgal.good.unknown", "ID", id)
}

// TrackName is the translatable name of an Experience track.
func TrackName(id string) rules.Msg {
	if id == Journey {
		return rules.M("thorgal.track.journey")
	}
	return rules.M("thorgal.track.combat")
}
