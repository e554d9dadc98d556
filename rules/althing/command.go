package althing

// Command kinds: what the table asks for. Each lists the Command fields it reads.
//
// Digital or table mode: a command that draws is digital (the app draws with
// its random source) when the fields naming the result are empty, and table
// mode (the players drew real cards and name them) when they are given. Where
// a command draws as a side effect (refilling the Assembly, an Axe), Table
// says the table draws and names the cards with further commands.
const (
	// CmdLearn teaches a printed value: Key, Value. Accepted at any time.
	CmdLearn = "learn"

	// Setup phase.
	// CmdDealTrack lays out a dealt track: Stages names the cards dealt, in
	// order, with their sides (table), or is empty and the app deals them
	// (four of the seven, six in the saga alternative, sides at random there).
	CmdDealTrack = "deal_track"
	// CmdFlip turns stage card Stage (an index into Track) to its other side:
	// new games only, before the race begins.
	CmdFlip = "flip"
	// CmdFillAssembly reveals Vikings into the empty Assembly slots: Cards
	// names them (table, one or more) or is empty (the app fills every slot).
	CmdFillAssembly = "fill_assembly"
	// CmdBegin starts the race once the track is out (and the Assembly full).
	CmdBegin = "begin"

	// Thorfinn's phase (solo), first in every turn.
	// CmdRevealThorfinn turns up Thorfinn's next card: Card names it (table) or
	// is empty (digital). An empty deck is reshuffled first.
	CmdRevealThorfinn = "reveal_thorfinn"
	// CmdPlayThorfinn carries out his card as printed (learned once): he
	// recruits, then tricks, climbs a stage or does nothing. An Axe discards a
	// random card of the player's hand: the app picks it unless Table.
	CmdPlayThorfinn = "play_thorfinn"
	// CmdThorfinnTakes names the Vikings his card recruited (Assembly tracked):
	// Cards, from the face-up row; the slots refill as for CmdRecruit.
	CmdThorfinnTakes = "thorfinn_takes"

	// A player's phase: these in any order, as often as the rules allow.
	// CmdRecruit recruits Vikings: N of them (Assembly not tracked; 0 means 1),
	// or Cards from the face-up row (tracked), whose slots the app refills at
	// once unless Table (then CmdFillAssembly names each card revealed).
	CmdRecruit = "recruit"
	// CmdComplete completes a stage and moves the pawn there: Stage, an index
	// into Track on the next level (0 = the next card of a straight track).
	CmdComplete = "complete"
	// CmdTrick plays a trick on an opponent: Trick (troll, storm, axe) and
	// Target. The app picks the card an Axe takes unless Table.
	CmdTrick = "trick"
	// CmdDodge: the target of the trick just played dodges it (Untroll, Great
	// Weather, Shield); in solo, Great Weather also lifts Thorfinn's shortage.
	CmdDodge = "dodge"
	// CmdUntroll sends home a Troll card found in the active player's draw
	// pile: Owner, whose Troll it is.
	CmdUntroll = "untroll"
	// CmdPlot is the Plot event: Cards, two face-up Vikings put under the
	// Assembly deck (tracked; refilled as for CmdRecruit), or none (untracked).
	CmdPlot = "plot"
	// CmdEndPhase ends the active player's phase: they discard what they
	// like and draw up to their hand size; Storm Trolls in front of them turn
	// or go home; the next seat plays.
	CmdEndPhase = "end_phase"
)

// Command is what the table asks for. Kind selects the fields that matter.
type Command struct {
	Kind   string   `json:"kind"`
	Key    string   `json:"key,omitempty"`
	Value  string   `json:"value,omitempty"`
	Stages []Stage  `json:"stages,omitempty"` // a dealt track, named at the table
	Stage  int      `json:"stage,omitempty"`  // an index into Track
	Cards  []string `json:"cards,omitempty"`  // Vikings named
	Card   string   `json:"card,omitempty"`   // Thorfinn's card named
	N      int      `json:"n,omitempty"`      // Vikings recruited (untracked)
	Trick  string   `json:"trick,omitempty"`
	Target string   `json:"target,omitempty"`
	Owner  string   `json:"owner,omitempty"` // whose Troll goes home
	Table  bool     `json:"table,omitempty"` // side draws are made at the table
}

// Learn is the command that teaches the session a printed value.
func Learn(key, value string) Command { return Command{Kind: CmdLearn, Key: key, Value: value} }

// Reveals reports whether a command uncovered hidden information: a card the
// app drew or an Axe it aimed. Undoing it asks first.
func Reveals(c Command, evs []Event) bool {
	switch c.Kind {
	case CmdDealTrack:
		return len(c.Stages) == 0
	case CmdFillAssembly:
		return len(c.Cards) == 0
	case CmdRevealThorfinn:
		return c.Card == ""
	}
	for _, e := range evs {
		if e.Pick > 0 || (e.Kind == EvVikingRevealed && !c.Table) {
			return true
		}
	}
	return false
}
