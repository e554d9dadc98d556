package althing

// Event kinds: what happened, every outcome fixed.
const (
	EvLearned          = "learned"           // Key, Value
	EvTrackDealt       = "track_dealt"       // Stages
	EvFlipped          = "flipped"           // Stage, Card, Side (the side now up)
	EvVikingRevealed   = "viking_revealed"   // Card, Slot, Under (from under the deck)
	EvBegun            = "begun"             //
	EvThorfinnRevealed = "thorfinn_revealed" // Card, Reshuffled
	EvThorfinnPlayed   = "thorfinn_played"   // Card, N (recruits), Action, Pick, NoTroll
	EvRecruited        = "recruited"         // Who, N, Cards
	EvCompleted        = "completed"         // Who, Stage, Card
	EvTricked          = "tricked"           // Who, Trick, Target, Pick
	EvDodged           = "dodged"            // Who (the target), Trick
	EvUntrolled        = "untrolled"         // Who, Owner
	EvPlotted          = "plotted"           // Who, Cards
	EvPhaseEnded       = "phase_ended"       // Who
)

// Event is what happened. Only events are stored.
type Event struct {
	Kind       string   `json:"kind"`
	Key        string   `json:"key,omitempty"`
	Value      string   `json:"value,omitempty"`
	Stages     []Stage  `json:"stages,omitempty"`
	Stage      int      `json:"stage,omitempty"`
	Card       string   `json:"card,omitempty"`
	Cards      []string `json:"cards,omitempty"`
	Side       string   `json:"side,omitempty"`
	Slot       int      `json:"slot,omitempty"`
	Under      bool     `json:"under,omitempty"`
	Reshuffled bool     `json:"reshuffled,omitempty"`
	Who        string   `json:"who,omitempty"`
	N          int      `json:"n,omitempty"`
	Action     string   `json:"action,omitempty"`
	Trick      string   `json:"trick,omitempty"`
	Target     string   `json:"target,omitempty"`
	Owner      string   `json:"owner,omitempty"`
	// Pick is the card a digital Axe takes: its place (1..) in the hand, counted
	// from the left; 0 when the table picked.
	Pick int `json:"pick,omitempty"`
	// NoTroll says Thorfinn's card showed a Troll but both his Trolls were
	// already out: none went on the player's deck.
	NoTroll bool `json:"no_troll,omitempty"`
}
