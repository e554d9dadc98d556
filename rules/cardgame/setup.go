package cardgame

import (
	"strings"
	"unicode/utf8"

	"skald/rules"
	"skald/rules/track"
)

// Setup is what the table decides before play.
type Setup struct {
	// Players are the two players. The rules text Skald has covers two players
	// only; the three- and four-player game is not offered.
	Players []Player `json:"players"`
	// First is the index in Players of the first destiny player (drawn at
	// random at the table, or by the app before the session starts).
	First int `json:"first"`
	// Lands are the six lands in play (IDs from LandID): two of the first
	// destiny player's faction and four of the other player's, in any order.
	Lands []string `json:"lands"`
}

// Player is one player's choices.
type Player struct {
	Name    string `json:"name,omitempty"` // optional; the faction names the player otherwise
	Faction string `json:"faction"`
	// Companions chosen for the starting party: one or two, whose costs add up
	// to at most 3 (the table checks the costs printed on the cards).
	Companions int `json:"companions"`
}

// Limits of the setup.
const (
	Players       = 2
	MaxCompanions = 2 // companions in the starting party
	MaxNameLen    = 40
)

// New validates the setup and builds the start of round 1: the first destiny
// player holds the destiny marker, both players are about to split their fate
// points. It asks (*rules.NeedPrinted) for the name of each land in play that
// the box profile does not know yet.
func New(su Setup, printed map[string]string) (State, error) {
	if len(su.Players) != Players {
		return State{}, rules.Refuse("cardgame.err.players")
	}
	if su.First < 0 || su.First >= Players {
		return State{}, rules.Refuse("cardgame.err.first")
	}
	var st State
	for i, p := range su.Players {
		if !ValidFaction(p.Faction) {
			return State{}, rules.Refuse("cardgame.err.faction")
		}
		if i == 1 && p.Faction == su.Players[0].Faction {
			return State{}, rules.Refuse("cardgame.err.same_faction", "Faction", FactionName(p.Faction))
		}
		if p.Companions < 1 || p.Companions > MaxCompanions {
			return State{}, rules.Refuse("cardgame.err.companions")
		}
		name := strings.TrimSpace(p.Name)
		if utf8.RuneCountInString(name) > MaxNameLen {
			return State{}, &rules.Refusal{Msg: rules.M("cardgame.err.name").WithCount(MaxNameLen)}
		}
		st.Seats[i] = Seat{Name: name, Faction: p.Faction, Companions: p.Companions}
	}
	if err := checkLands(su, st); err != nil {
		return State{}, err
	}
	for i, id := range su.Lands {
		st.Lands[i] = Land{ID: id}
	}
	for _, id := range su.Lands {
		if err := needLand(printed, LandNameKey(id)); err != nil {
			return State{}, err
		}
	}
	horns, err := track.New(HornsToWin)
	if err != nil {
		return State{}, err
	}
	st.Horns = horns
	st.Round = 1
	st.Destiny = su.First
	st.Phase, st.Step = PhaseFate, StepFate
	st.Printed = map[string]string{}
	for k, v := range printed {
		if _, ok := specs.Known(printed, k); ok {
			st.Printed[k] = v
		}
	}
	return st, nil
}

// checkLands: six different lands, two of the first destiny player's faction
// and four of the bane player's.
func checkLands(su Setup, st State) error {
	destiny, bane := st.Seats[su.First].Faction, st.Seats[1-su.First].Faction
	bad := rules.Refuse("cardgame.err.lands", "Destiny", FactionName(destiny), "Bane", FactionName(bane))
	if len(su.Lands) != LandsInPlay {
		return bad
	}
	seen := map[string]bool{}
	count := map[string]int{}
	for _, id := range su.Lands {
		f, _, ok := ParseLand(id)
		if !ok || seen[id] {
			return bad
		}
		seen[id] = true
		count[f]++
	}
	if count[destiny] != FirstLands || count[bane] != LandsInPlay-FirstLands {
		return bad
	}
	return nil
}
