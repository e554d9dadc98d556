package qa

// Command kinds: what a player asks for. Each lists the Command fields it reads.
//
// Digital or table mode: a command that draws or rolls is digital (the app uses
// its random source) when the fields naming the result are empty, and table
// mode (the players drew or rolled real components) when they are given.
const (
	// CmdLearn teaches a printed value: Key, Value. Accepted at any time.
	CmdLearn = "learn"

	// Destin phase.
	// CmdRoll rolls the white dice not kept yet and the black die. Table mode:
	// White (one face per die rolled, LeftToRoll() of them) and Black. When the
	// black face leaves no choice the dice are taken at once.
	CmdRoll = "roll"
	// CmdTake takes dice from the roll: Dice = the white faces taken (as many as
	// the black face asks, or all that remain).
	CmdTake = "take"
	// CmdSwap is Tanatloc's swap: give N Skill cards of type Give to hero Hero and
	// receive N of type Get from them. Once per Tanatloc face, before the next roll
	// or the end of the Destin phase.
	CmdSwap = "swap"
	// CmdStopDestin ends the Destin phase (after at least one roll).
	CmdStopDestin = "stop_destin"

	// Chaams draws (Chaams phase, after a reveal in table mode, Ogotaï phase in
	// table mode).
	// CmdDrawChaams draws one Chaams owed: Card names it (table mode) or is empty
	// (digital). In the Chaams phase Lieu may place it at once; otherwise it waits
	// for CmdPlaceChaams (it is placed at once when only one Lieu is legal). After
	// a reveal and in the Ogotaï phase the rules place it.
	CmdDrawChaams = "draw_chaams"
	// CmdPlaceChaams places the Chaams waiting: Lieu, one of Placements(s).
	CmdPlaceChaams = "place_chaams"

	// Action phase.
	// CmdDrawSkills spends one skill die (Dice = [skill1|skill2|skill3]) to draw
	// that many Skill cards; table mode: Cards names their types.
	CmdDrawSkills = "draw_skills"
	// CmdReveal reveals the next Lieu (the one after the hero's) with Dice = one
	// voyage die (voyage or skill3), two for Lieux 4 and 8. The Chaams its
	// symbols call for are drawn and placed on it: digitally when Chaams is empty
	// and Table false; else the cards named in Chaams are drawn, and any not named
	// yet stay owed, one CmdDrawChaams (naming the card) per real card.
	CmdReveal = "reveal"
	// CmdMove travels to the next Lieu if revealed: Dice = one voyage die. Not from
	// a Lieu with a mandatory step (use CmdStep).
	CmdMove = "move"
	// CmdStep does the mandatory step of the hero's Lieu (2, 4, 6, 8): Cards the
	// Skill cards discarded, Dice one voyage die, and travels on; on Lieu 8 six
	// identical cards (no die) win the game.
	CmdStep = "step"
	// CmdRemoveChaams removes Chaams Card from the hero's Lieu, discarding as many
	// Skill cards of its type as its value.
	CmdRemoveChaams = "remove_chaams"
	// CmdPower marks the hero's power used (Used true) or unmarks it, in the
	// hero's turn. The players apply the power themselves.
	CmdPower = "power"
	// CmdDiscard discards Cards from a hand over 10, down to no fewer than 10.
	CmdDiscard = "discard"
	// CmdEndTurn ends the Action phase: the hero card turns tired.
	CmdEndTurn = "end_turn"

	// CmdAdvanceOgotai is the Ogotaï phase: Ogotaï advances one space; a Guerre
	// space's Chaams are drawn and sent where the rules say (OgotaiTarget), with
	// the same digital / named / owed modes as CmdReveal (Chaams, Table).
	CmdAdvanceOgotai = "advance_ogotai"

	// CmdDefi records the challenge completed in this game: Defi 1..20, 0 clears.
	// Accepted at any time, also after the end.
	CmdDefi = "defi"
)

// Command is what a player asks for. Kind selects the fields that matter.
type Command struct {
	Kind   string   `json:"kind"`
	Key    string   `json:"key,omitempty"`
	Value  string   `json:"value,omitempty"`
	White  []string `json:"white,omitempty"`  // roll, table mode: white faces
	Black  string   `json:"black,omitempty"`  // roll, table mode: black face
	Dice   []string `json:"dice,omitempty"`   // dice taken or spent, by face
	Cards  []string `json:"cards,omitempty"`  // Skill cards by type: named draws, discards, a step
	Chaams []string `json:"chaams,omitempty"` // Chaams cards named at the table (reveal, Ogotaï)
	Card   string   `json:"card,omitempty"`   // one Chaams card: a named draw, a removal
	Lieu   int      `json:"lieu,omitempty"`   // where a Chaams goes
	Hero   string   `json:"hero,omitempty"`   // the other hero of a Tanatloc swap
	Give   string   `json:"give,omitempty"`   // swap: type given
	Get    string   `json:"get,omitempty"`    // swap: type received
	N      int      `json:"n,omitempty"`      // swap: cards each way
	Table  bool     `json:"table,omitempty"`  // reveal, Ogotaï: draws named one command per card
	Used   bool     `json:"used,omitempty"`   // power
	Lose   []string `json:"lose,omitempty"`   // power_cards: Skill cards discarded
	From   int      `json:"from,omitempty"`   // power_chaams: the Lieu the Chaams leaves
	Bend   bool     `json:"bend,omitempty"`   // power_move: the table confirmed the power bends a movement rule
	Defi   int      `json:"defi,omitempty"`   // challenge number
}

// Learn is the command that teaches the session a printed value.
func Learn(key, value string) Command { return Command{Kind: CmdLearn, Key: key, Value: value} }

// Reveals reports whether a command uncovered hidden information, from the
// events it produced: a roll the app made, or a card the app drew. Undoing it
// asks first. A digital Ogotaï phase on an empty space, or a reveal of a Lieu
// without Chaams symbols, drew nothing and reveals nothing.
func Reveals(c Command, evs []Event) bool {
	drawn, skills, rolled := 0, 0, false
	for _, e := range evs {
		switch e.Kind {
		case EvChaamsDrawn:
			drawn++
		case EvSkillsDrawn, EvPowerCards:
			skills += len(e.Draws)
		case EvRolled:
			rolled = true
		}
	}
	switch c.Kind {
	case CmdRoll:
		return rolled && len(c.White) == 0 && c.Black == ""
	case CmdDrawChaams:
		return drawn > 0 && c.Card == ""
	case CmdDrawSkills:
		return skills > 0 && len(c.Cards) == 0
	case CmdPowerCards:
		return skills > 0 && len(c.Cards) == 0
	case CmdReveal, CmdAdvanceOgotai:
		// Named cards come first; any drawn beyond them the app drew.
		return drawn > len(c.Chaams)
	}
	return false
}
