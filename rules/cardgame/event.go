package cardgame

// Event kinds: what happened.
const (
	EvLearned      = "learned"       // Key, Value
	EvFate         = "fate"          // Player, To, N
	EvFateDone     = "fate_done"     // Player (points left are lost)
	EvActed        = "acted"         // Player, Act, Land, Name
	EvPassed       = "passed"        // Player
	EvChosen       = "chosen"        // Player (destiny), Land, Name
	EvOpposed      = "opposed"       // Player (bane), Oppose, Cost
	EvResolved     = "resolved"      // Land, Name, Party, LandAttrs, Bane, Opponent, Success
	EvReturned     = "returned"      // Land, Name, Success, Oppose
	EvJourneyEnded = "journey_ended" // Player, Land, Name, Success, Effect
	EvUpkeep       = "upkeep"        // Player, Upkeep
	EvCleanedUp    = "cleaned_up"    // (nothing)
	EvSwapped      = "swapped"       // Player (the new destiny player), N (the new round)
	EvDamaged      = "damaged"       // Player, N, Unpaid
	EvCompanions   = "companions"    // Player, N
)

// Event is what happened. Only events are stored. A land's printed name is
// kept in the events that name it, and a player's typed name in the events
// that name a player, so the history reads without the profile or the state.
type Event struct {
	Kind   string `json:"kind"`
	Key    string `json:"key,omitempty"`
	Value  string `json:"value,omitempty"`
	Player string `json:"player,omitempty"`
	// Who is the name Player's player typed at setup ("" when none, and in
	// logs kept before it was stored), so the history names the person.
	Who       string `json:"who,omitempty"`
	To        string `json:"to,omitempty"`
	N         int    `json:"n,omitempty"`
	Act       string `json:"act,omitempty"`
	Land      string `json:"land,omitempty"`
	Name      string `json:"name,omitempty"`
	Oppose    string `json:"oppose,omitempty"`
	Cost      int    `json:"cost,omitempty"`
	Party     Attrs  `json:"party"`
	LandAttrs Attrs  `json:"land_attrs"`
	Bane      Attrs  `json:"bane"`
	Opponent  Attrs  `json:"opponent"`
	Success   bool   `json:"success,omitempty"`
	Effect    string `json:"effect,omitempty"`
	Upkeep    string `json:"upkeep,omitempty"`
	Unpaid    bool   `json:"unpaid,omitempty"`
}
