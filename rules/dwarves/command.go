package dwarves

// Command kinds: what a player asks for. Table says the players rolled or drew
// at the table and give the result in the command; without it the app rolls
// or draws (digital mode).
const (
	CmdLearn      = "learn"             // Key, Value: a printed value told by the table
	CmdAdvance    = "advance"           // start the turn and advance the Hero marker; Table+Skulls (troops icon), Threat+Immediate (Books 2–4 threat icon)
	CmdReveal     = "reveal_scenario"   // reveal the next Scenario card (Name, Skip, Time) or, Books 2–4, turn up / draw Saga cards
	CmdTime       = "scenario_time"     // Book 5: Slot, Time markers on a faceup level-A card
	CmdComplete   = "complete_scenario" // Slot: its quest is done (level C: the game is won)
	CmdDraw       = "reveal_card"       // Books 1, 5: reveal an Adventure-deck card into the display; Table+Card, Name
	CmdCardDone   = "card_done"         // Books 1, 5: Slot of the display completed, averted or discarded
	CmdThreatDone = "threat_done"       // Books 2–4: Slot of the faceup threats averted (returned to the box)

	CmdRoll     = "roll"     // Action (move, fight, dispatch, check), Attr (checks), Dice (0: the attribute); Table+Faces
	CmdReroll   = "reroll"   // Die (1-based: the council's one-die re-roll; 0: the hero's re-roll of all dice); Table+Faces
	CmdBump     = "bump"     // Die (1-based) raised by 1 by the hero's ability
	CmdFight    = "fight"    // resolve a fight: Hex (default: the hero's), Cards, Adjacent (Gandogar), Plan (nil: the best)
	CmdDispatch = "dispatch" // resolve dispatches to the Dwarven Council
	CmdCheck    = "check"    // resolve an attribute check: Card, Target, Need, Persist
	CmdMove     = "move"     // resolve a move: To, Entered (Perished Land hexes entered, with the penalty chosen)
	CmdAction   = "action"   // an action without dice (a card's own action, Andôkai's spell): Name

	CmdPlace      = "place_hero"    // a card moves a hero: Hero, To, Entered
	CmdHealth     = "health"        // Hero, N (±): a card or effect changes Health
	CmdHealthTile = "health_tile"   // Hero, N (±1): an Increased Health tile gained or lost
	CmdModify     = "modify"        // Hero, Attr, N (±): an Attribute Value Modification tile
	CmdEquip      = "equip"         // Hero, Name, Lose; From ("deck", "special", ""), To ("discard", "box")
	CmdTroops     = "place_troops"  // To, Troops: from the supply (leaders from the box)
	CmdMoveTroops = "move_troops"   // Moves: troops moving between hexes and cards
	CmdRemove     = "remove_troops" // From, Troops: back to the supply (leaders to the box)
	CmdPerish     = "perish"        // Hex: a card turns a hex into Perished Land
	CmdDoom       = "doom"          // N (1..3): a card advances the Doom marker
	CmdDiamond    = "diamond"       // Book 3: Side; Table+Value+Roll
	CmdDragon     = "dragon"        // Book 4: Name, In (enters or leaves play)
	CmdDragonMove = "dragon_move"   // Book 4: Name; Table+Face (the direction die)
	CmdEndTurn    = "end_turn"
)

// Penalties for entering Perished Land.
const (
	PayHealth = "health"
	PayDoom   = "doom"
)

// Command is what a player asks for. Kind selects the fields that matter.
type Command struct {
	Kind  string `json:"kind"`
	Key   string `json:"key,omitempty"`
	Value string `json:"value,omitempty"`
	Table bool   `json:"table,omitempty"`

	Hero string `json:"hero,omitempty"` // hero ID; empty: the hero whose turn it is
	N    int    `json:"n,omitempty"`
	Name string `json:"name,omitempty"`
	Slot int    `json:"slot,omitempty"` // 0-based

	Skulls    Troops `json:"skulls"`              // CmdAdvance, table mode
	Threat    string `json:"threat,omitempty"`    // CmdAdvance, Books 2–4: name of the kept Threat card
	Immediate bool   `json:"immediate,omitempty"` // CmdAdvance, Books 2–4: the kept threat is IMMEDIATE

	Skip bool `json:"skip,omitempty"` // CmdReveal: discarded at once (fulfilled, or a level-C condition unmet)
	Time int  `json:"time,omitempty"` // CmdReveal/CmdTime, Book 5: time markers

	Card string `json:"card,omitempty"` // CmdDraw table mode: CardAdventure or CardThreat; CmdCheck: the card checked

	Action string `json:"action,omitempty"`
	Attr   string `json:"attr,omitempty"`
	Dice   int    `json:"dice,omitempty"`
	Faces  []int  `json:"faces,omitempty"`
	Die    int    `json:"die,omitempty"`

	Hex      string    `json:"hex,omitempty"`
	Cards    []string  `json:"cards,omitempty"`
	Adjacent []string  `json:"adjacent,omitempty"`
	Plan     []Removal `json:"plan,omitempty"`

	Target  int  `json:"target,omitempty"`
	Need    int  `json:"need,omitempty"`
	Persist bool `json:"persist,omitempty"`

	To      string  `json:"to,omitempty"`
	Entered []Entry `json:"entered,omitempty"`

	Lose bool   `json:"lose,omitempty"`
	From string `json:"from,omitempty"`
	Into string `json:"into,omitempty"` // CmdEquip: "discard" (default) or "box"

	At     Where       `json:"at"`     // CmdTroops: where to; CmdRemove: where from
	Troops Troops      `json:"troops"` // CmdTroops, CmdRemove
	Moves  []TroopMove `json:"moves,omitempty"`

	Side string `json:"side,omitempty"`
	Tile int    `json:"tile,omitempty"` // CmdDiamond table mode: the tile's value (0..3)
	Roll []int  `json:"roll,omitempty"` // CmdDiamond table mode: the two dice
	In   bool   `json:"in,omitempty"`
	Face int    `json:"face,omitempty"` // CmdDragonMove table mode
}

// Removal is troops a fight removes from one place.
type Removal struct {
	At     Where  `json:"at"`
	Troops Troops `json:"troops"`
}

// Entry is a Perished Land hex a hero entered and the penalty the table chose.
type Entry struct {
	Hex string `json:"hex"`
	Pay string `json:"pay"` // PayHealth or PayDoom (ignored for Bavragor)
}

// TroopMove is troops moving from one place to another.
type TroopMove struct {
	From   Where  `json:"from"`
	To     Where  `json:"to"`
	Troops Troops `json:"troops"`
}

// Reveals reports whether a command may uncover hidden information: a digital
// roll or draw. Undoing it asks first.
func Reveals(c Command) bool {
	switch c.Kind {
	case CmdAdvance, CmdRoll, CmdReroll, CmdDraw, CmdDiamond, CmdDragonMove:
		return !c.Table
	}
	return false
}

// Learn is the command that teaches the session a printed value.
func Learn(key, value string) Command { return Command{Kind: CmdLearn, Key: key, Value: value} }
