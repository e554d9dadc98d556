package cardgame

import (
	"skald/rules"
	"skald/rules/track"
)

// The four phases of a round.
const (
	PhaseFate    = "fate"    // Gods' fate: each player splits 7 fate points
	PhaseDawn    = "dawn"    // play and activate cards in turn
	PhaseJourney = "journey" // the destiny player's journey, in five steps
	PhaseDusk    = "dusk"    // play, upkeep, clean-up, swap the roles
)

// Steps inside the phases (State.Step).
const (
	StepFate    = "fate"    // Gods' fate: both players split their points
	StepPlay    = "play"    // Dawn; Journey step 2; Dusk step 1: alternate actions
	StepChoose  = "choose"  // Journey step 1: the destiny player picks a land
	StepOppose  = "oppose"  // Journey step 1: the bane player opposes or not
	StepResolve = "resolve" // Journey step 3: the party against the difficulty
	StepReturn  = "return"  // Journey step 4: back from the land
	StepEnd     = "end"     // Journey step 5: the horn and the land's effect
	StepUpkeep  = "upkeep"  // Dusk step 2: each companion's upkeep, one by one
	StepCleanup = "cleanup" // Dusk step 3: hands, discard piles, markers
	StepSwap    = "swap"    // Dusk step 4: the roles swap, the round ends
)

// Numbers the rules fix.
const (
	FatePoints  = 7 // fate points of each player each round
	HornsToWin  = 3 // victory horns that win at once
	LandsInPlay = 6 // two of the first destiny player's lands, four of the bane player's
	FirstLands  = 2 // lands of the first destiny player in play
	UpkeepCost  = 2 // damage taken to keep a companion whose upkeep is not met
	MaxDamage   = 20
	MaxCost     = 20 // an opposing companion's cost, as printed
	MaxParty    = 20 // companions in a party, as the table counts them
)

// State is everything the table shows. Plain data, JSON-serialisable; every
// field is a value or an array, except Printed, which Evolve replaces rather
// than writes into.
type State struct {
	Seats [2]Seat `json:"seats"`
	// Lands are the six lands in play, in setup order.
	Lands [LandsInPlay]Land `json:"lands"`
	// Horns is the victory-horn track: three spaces, one marker per faction
	// once it has a horn (no marker = no horn).
	Horns   track.Track `json:"horns"`
	Round   int         `json:"round"`
	Destiny int         `json:"destiny"` // seat of this round's destiny player
	Phase   string      `json:"phase"`
	Step    string      `json:"step"`
	Fate    [2]Fate     `json:"fate"` // this round's split, by seat
	Window  Window      `json:"window"`
	Journey Journey     `json:"journey"`
	// Upkeep is how many of the destiny player's companions are still to be
	// checked in the Dusk upkeep.
	Upkeep  int               `json:"upkeep,omitempty"`
	Printed map[string]string `json:"printed"`
	Result  Result            `json:"result"`
}

// Seat is one player.
type Seat struct {
	Name    string `json:"name,omitempty"`
	Faction string `json:"faction"`
	// Companions in the player's party, as the table counts them: the upkeep
	// checks each of the destiny player's; the bane player opposes with one.
	Companions int `json:"companions"`
}

// Land is one land in play.
type Land struct {
	ID string `json:"id"`
	// By is the faction that conquered it ("" while unconquered).
	By string `json:"by,omitempty"`
	// BaneUsed is the round in which its bane effect was last used (0 never):
	// the conqueror's opponent may use it once per round as the bane player.
	BaneUsed int `json:"bane_used,omitempty"`
}

// Fate is one player's fate points this round: cards drawn to the hand, then
// cards put in the pool. Done once all seven are spent or the player stops.
type Fate struct {
	Hand int  `json:"hand"`
	Pool int  `json:"pool"`
	Done bool `json:"done,omitempty"`
}

// Left is how many fate points are still to spend.
func (f Fate) Left() int { return FatePoints - f.Hand - f.Pool }

// Window is a time of alternate actions (Dawn, Journey step 2, Dusk step 1):
// either player may open it, then they take turns; two passes in a row close it.
type Window struct {
	Last   string `json:"last,omitempty"`   // faction that acted or passed last ("" none yet)
	Passes int    `json:"passes,omitempty"` // passes in a row
	Acts   int    `json:"acts,omitempty"`   // cards played or activated
}

// Journey is this round's journey.
type Journey struct {
	Land string `json:"land,omitempty"` // the destination ("" before the choice)
	// Oppose is the bane player's choice ("" not made yet): OpposeNone,
	// OpposeFree (a subtype matches the land) or OpposePaid (its cost paid).
	Oppose string `json:"oppose,omitempty"`
	Cost   int    `json:"cost,omitempty"` // bane-pool cards paid to oppose
	// At the resolution: the party's strength, the land's symbols, the bane
	// cards attached and the opposing companion, and the verdict.
	Resolved  bool  `json:"resolved,omitempty"`
	Party     Attrs `json:"party"`
	LandAttrs Attrs `json:"land_attrs"`
	Bane      Attrs `json:"bane"`
	Opponent  Attrs `json:"opponent"`
	Success   bool  `json:"success,omitempty"`
}

// Opposed reports whether the bane player opposes with a companion.
func (j Journey) Opposed() bool { return j.Oppose == OpposeFree || j.Oppose == OpposePaid }

// Difficulty is the journey's difficulty as resolved.
func (j Journey) Difficulty() Attrs { return Difficulty(j.LandAttrs, j.Bane, j.Opponent) }

// Result is how the game ended (Status "" while playing). Reason is
// ReasonHorns (Player won with three horns) or ReasonDamage (Player could not
// pay Damage and lost).
type Result struct {
	Status rules.Status `json:"status,omitempty"`
	Reason string       `json:"reason,omitempty"`
	Player string       `json:"player,omitempty"`
	Damage int          `json:"damage,omitempty"`
}

// Reasons of a Result.
const (
	ReasonHorns  = "horns"
	ReasonDamage = "damage"
)

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Result.Status != "" && s.Result.Status != rules.Playing }

// Bane is the seat of this round's bane player.
func (s State) Bane() int { return 1 - s.Destiny }

// DestinyFaction and BaneFaction name this round's two roles by faction.
func (s State) DestinyFaction() string { return s.Seats[s.Destiny].Faction }
func (s State) BaneFaction() string    { return s.Seats[s.Bane()].Faction }

// SeatOf is the seat of a faction at the table.
func (s State) SeatOf(faction string) (int, bool) {
	for i, p := range s.Seats {
		if p.Faction == faction && faction != "" {
			return i, true
		}
	}
	return 0, false
}

// Opponent is the other faction at the table.
func (s State) Opponent(faction string) string {
	i, ok := s.SeatOf(faction)
	if !ok {
		return ""
	}
	return s.Seats[1-i].Faction
}

// HornsOf is how many victory horns a faction has.
func (s State) HornsOf(faction string) int { return s.Horns.Pos(faction) }

// LandIndex is the place of a land among the six in play.
func (s State) LandIndex(id string) (int, bool) {
	for i, l := range s.Lands {
		if l.ID == id && id != "" {
			return i, true
		}
	}
	return 0, false
}

// Conquered lists the lands a faction has conquered, in setup order.
func (s State) Conquered(faction string) []Land {
	var out []Land
	for _, l := range s.Lands {
		if l.By == faction && faction != "" {
			out = append(out, l)
		}
	}
	return out
}

// BaneEffectReady reports whether the bane player may use the bane effect of
// land id now: the destiny player conquered it and it has not been used this
// round.
func (s State) BaneEffectReady(id string) bool {
	i, ok := s.LandIndex(id)
	if !ok {
		return false
	}
	l := s.Lands[i]
	return l.By == s.DestinyFaction() && l.BaneUsed != s.Round
}

// Turn is the faction whose turn it is in a window of actions; "" when either
// may open it, or outside a window.
func (s State) Turn() string {
	if s.Step != StepPlay || s.Window.Last == "" {
		return ""
	}
	return s.Opponent(s.Window.Last)
}

// InWindow reports whether the players are taking turns to play and activate.
func (s State) InWindow() bool {
	return s.Step == StepPlay && (s.Phase == PhaseDawn || s.Phase == PhaseJourney || s.Phase == PhaseDusk)
}

// JourneyAttrs is the journey's land's printed symbols, if known.
func (s State) JourneyAttrs() (Attrs, bool) { return LandAttrs(s.Printed, s.Journey.Land) }
