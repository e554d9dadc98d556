package dwarves

import "skald/rules/deck"

// Event kinds: what happened, every outcome fixed.
const (
	EvLearned       = "learned"
	EvTurnStarted   = "turn_started"      // Hero, N (turn number); Book 5 time markers drop by 1
	EvDoomMoved     = "doom_moved"        // N spaces toward the Hero marker; Why
	EvHeroAdvanced  = "hero_advanced"     // Pos, Icon
	EvCouncilMoved  = "council_moved"     // Pos; Why
	EvThreatsIn     = "threats_shuffled"  // N Threat cards shuffled into the Adventure deck
	EvThreatKept    = "threat_kept"       // Name, Immediate, N (cards revealed)
	EvRecruited     = "recruited"         // Hex (the Gate), Skulls, Troops (added), Faces/Before (digital sides)
	EvPerished      = "perished"          // Hex
	EvTroopsMoved   = "troops_moved"      // From, At, Troops
	EvTroopsPlaced  = "troops_placed"     // At, Troops
	EvTroopsRemoved = "troops_removed"    // From, Troops
	EvBlacksaddle   = "blacksaddle"       // Troops returned to the supply
	EvRolled        = "rolled"            // Hero, Action, Attr, Faces (Before: digital, before the council's forced re-roll)
	EvRerolled      = "rerolled"          // Die (0: all), Faces (all dice now), Before
	EvBumped        = "bumped"            // Die
	EvFought        = "fought"            // Hero, Hex, Removals
	EvDispatched    = "dispatched"        // Hero, Success
	EvChecked       = "checked"           // Hero, Card, Attr, Target, Need, Persist, N successes
	EvMoved         = "moved"             // Hero, Hex, N (movement points)
	EvActed         = "acted"             // Hero, Name: an action without dice
	EvPlaced        = "placed"            // Hero, Hex: moved by a card
	EvHealth        = "health"            // Hero, N (±), Why
	EvHealthTile    = "health_tile"       // Hero, N (±1)
	EvModified      = "modified"          // Hero, Attr, N
	EvEquipment     = "equipment"         // Hero, Name, N (+1 gained, −1 lost), Why (from / to)
	EvScenario      = "scenario_revealed" // Level, Name, Skip, FaceDown, N (time)
	EvDisplayClear  = "display_cleared"
	EvSagaFlipped   = "saga_flipped"       // Slot
	EvCompleted     = "scenario_completed" // Slot, Level
	EvTime          = "scenario_time"      // Slot, N
	EvExpired       = "scenario_expired"   // Slot
	EvCardRevealed  = "card_revealed"      // Draw, Name
	EvCardDone      = "card_done"          // Slot
	EvThreatDone    = "threat_done"        // Slot
	EvDiamond       = "diamond"            // Side, N (value), Roll, Found
	EvDragon        = "dragon"             // Name, In
	EvDragonMoved   = "dragon_moved"       // Name, N (direction die)
	EvTurnEnded     = "turn_ended"         // N (next hero's index)
)

// Reasons carried by doom, council and health events.
const (
	WhyCouncil     = "council"
	WhyBlacksaddle = "blacksaddle"
	WhyPerished    = "perished"
	WhyExpired     = "expired"
	WhyDispatch    = "dispatch"
	WhyFight       = "fight"
	WhyCard        = "card"
	WhyDeck        = "deck"
	WhySpecial     = "special"
	WhyDiscard     = "discard"
	WhyBox         = "box"
)

// Event is what happened. Only events are stored.
type Event struct {
	Kind  string `json:"kind"`
	Key   string `json:"key,omitempty"`
	Value string `json:"value,omitempty"`

	Hero string `json:"hero,omitempty"`
	N    int    `json:"n,omitempty"`
	Pos  int    `json:"pos,omitempty"`
	Icon string `json:"icon,omitempty"`
	Why  string `json:"why,omitempty"`

	Hex    string  `json:"hex,omitempty"`
	From   *Where  `json:"from,omitempty"`
	At     *Where  `json:"at,omitempty"`
	Troops *Troops `json:"troops,omitempty"`
	Skulls *Troops `json:"skulls,omitempty"`

	Action string `json:"action,omitempty"`
	Attr   string `json:"attr,omitempty"`
	Faces  []int  `json:"faces,omitempty"`
	Before []int  `json:"before,omitempty"`
	Die    int    `json:"die,omitempty"`

	Places   []Where   `json:"places,omitempty"` // EvFought: the hex (first), its cards and Gandogar's adjacent hexes
	Removals []Removal `json:"removals,omitempty"`
	Success  bool      `json:"success,omitempty"`

	Card    string `json:"card,omitempty"`
	Target  int    `json:"target,omitempty"`
	Need    int    `json:"need,omitempty"`
	Persist bool   `json:"persist,omitempty"`

	Level     string     `json:"level,omitempty"`
	Slot      int        `json:"slot,omitempty"`
	Name      string     `json:"name,omitempty"`
	Skip      bool       `json:"skip,omitempty"`
	FaceDown  bool       `json:"face_down,omitempty"`
	Immediate bool       `json:"immediate,omitempty"`
	Draw      *deck.Draw `json:"draw,omitempty"`

	Side  string `json:"side,omitempty"`
	Roll  []int  `json:"roll,omitempty"`
	Found bool   `json:"found,omitempty"`
	In    bool   `json:"in,omitempty"`
}
