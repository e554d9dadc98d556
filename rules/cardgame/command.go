package cardgame

// Command kinds: what a player asks for. Each lists the Command fields it reads.
// Players are named by their faction (Player), which is unique at the table.
//
// Nothing in the card game is drawn or rolled by the app once play starts: the
// table shuffles, draws and plays real cards and tells Skald what it did.
const (
	// CmdLearn teaches a printed value: Key, Value. Accepted at any time.
	CmdLearn = "learn"

	// Gods' fate (both players at once).
	// CmdFate spends N fate points (1 if 0) of Player: To FateHand (draw that
	// many cards to the hand) or FatePool (put them in the pool). Cards go to
	// the hand first, then to the pool: once a card went to the pool, no more
	// go to the hand this round.
	CmdFate = "fate"
	// CmdFateDone ends Player's split with points left (they are lost).
	CmdFateDone = "fate_done"

	// Windows of alternate actions (Dawn, Journey step 2, Dusk step 1).
	// CmdAct records that Player played or activated a card: Act is one of the
	// Act… kinds; with ActLand, Land may name a land the destiny player
	// conquered, whose bane effect is then used for this round.
	CmdAct = "act"
	// CmdPass records that Player passes; two passes in a row close the window.
	CmdPass = "pass"

	// Journey.
	// CmdChoose is the destiny player's destination: Land, an unconquered land.
	CmdChoose = "choose"
	// CmdOppose is the bane player's answer: Oppose (OpposeNone, OpposeFree when
	// the companion's subtype matches the land, OpposePaid paying Cost cards).
	CmdOppose = "oppose"
	// CmdResolve compares the party with the difficulty: Party (the party's
	// strength), Bane (the bane cards attached to the land) and Opponent (the
	// opposing companion; zero when nobody opposes). The land's symbols come
	// from the box profile.
	CmdResolve = "resolve"
	// CmdReturn brings the party back: the attached cards are destroyed, and an
	// opposing companion too when the journey succeeded.
	CmdReturn = "return"
	// CmdEndJourney ends the journey. After a success the destiny player takes
	// the land and its horn; Effect says whether they used the land's one-time
	// effect (EffectUsed) or let it go (EffectDeclined). A third horn wins at
	// once, before any effect.
	CmdEndJourney = "end_journey"

	// Dusk.
	// CmdUpkeep settles the next companion's upkeep: Upkeep is UpkeepMet,
	// UpkeepDestroy (the companion is destroyed), UpkeepDamage (kept for 2
	// damage) or UpkeepUnpaid (the 2 damage cannot be paid: the game is lost).
	CmdUpkeep = "upkeep"
	// CmdCleanup records the clean-up done: hands, discard piles, markers.
	CmdCleanup = "cleanup"
	// CmdSwap ends the round: the roles swap and the next round starts.
	CmdSwap = "swap"

	// At any time in play.
	// CmdDamage records N damage taken by Player: paid (cards destroyed) or,
	// with Unpaid, not payable: that player loses at once.
	CmdDamage = "damage"
	// CmdCompanions corrects the count of Player's companions to N (a card
	// effect destroyed or returned one). Not in the middle of the upkeep.
	CmdCompanions = "companions"
)

// Fate-point destinations.
const (
	FateHand = "hand"
	FatePool = "pool"
)

// Actions in a window. The destiny player plays companions and supports (Dawn
// only), events, and activates party cards; the bane player plays bane cards
// and activates land cards.
const (
	ActCompanion = "companion"
	ActSupport   = "support"
	ActEvent     = "event"
	ActActivate  = "activate"
	ActBane      = "bane"
	ActLand      = "land"
)

// Opposing choices.
const (
	OpposeNone = "none"
	OpposeFree = "free"
	OpposePaid = "paid"
)

// Land effects at the end of a successful journey.
const (
	EffectUsed     = "used"
	EffectDeclined = "declined"
)

// Upkeep results.
const (
	UpkeepMet     = "met"
	UpkeepDestroy = "destroy"
	UpkeepDamage  = "damage"
	UpkeepUnpaid  = "unpaid"
)

// Command is what a player asks for. Kind selects the fields that matter.
type Command struct {
	Kind     string `json:"kind"`
	Key      string `json:"key,omitempty"`
	Value    string `json:"value,omitempty"`
	Player   string `json:"player,omitempty"` // a faction
	To       string `json:"to,omitempty"`     // fate: hand or pool
	N        int    `json:"n,omitempty"`      // fate points, damage, companions
	Act      string `json:"act,omitempty"`
	Land     string `json:"land,omitempty"`
	Oppose   string `json:"oppose,omitempty"`
	Cost     int    `json:"cost,omitempty"`
	Party    Attrs  `json:"party"`
	Bane     Attrs  `json:"bane"`
	Opponent Attrs  `json:"opponent"`
	Effect   string `json:"effect,omitempty"`
	Upkeep   string `json:"upkeep,omitempty"`
	Unpaid   bool   `json:"unpaid,omitempty"`
}

// Learn is the command that teaches the session a printed value.
func Learn(key, value string) Command { return Command{Kind: CmdLearn, Key: key, Value: value} }
