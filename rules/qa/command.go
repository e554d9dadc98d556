package qa

import "skald/rules"

// Command kinds: what a player asks for.
const (
	CmdLearn         = "learn"          // a printed value told by the table
	CmdAdvanceOgotai = "advance_ogotai" // the Ogotaï phase
)

// Command is what a player asks for. Kind selects the fields that matter.
type Command struct {
	Kind  string `json:"kind"`
	Key   string `json:"key,omitempty"`
	Value string `json:"value,omitempty"`
}

// Event kinds: what happened, every outcome fixed.
const (
	EvLearned        = "learned"
	EvOgotaiAdvanced = "ogotai_advanced"
)

// Event is what happened. Only events are stored.
type Event struct {
	Kind  string `json:"kind"`
	Key   string `json:"key,omitempty"`
	Value string `json:"value,omitempty"`
	To    int    `json:"to,omitempty"`  // Ogotaï's new space
	War   int    `json:"war,omitempty"` // Guerre value of that space (0 = empty)
}

// Learn is the command that teaches the session a printed value.
func Learn(key, value string) Command { return Command{Kind: CmdLearn, Key: key, Value: value} }

// Label says what a command did, for the history.
func Label(c Command, evs []Event) rules.Msg {
	for _, e := range evs {
		switch e.Kind {
		case EvLearned:
			return rules.M("qa.label.learn", "Value", e.Value)
		case EvOgotaiAdvanced:
			if e.War > 0 {
				return rules.M("qa.label.ogotai_war", "Space", e.To, "N", e.War)
			}
			return rules.M("qa.label.ogotai", "Space", e.To)
		}
	}
	return rules.M("history.unknown")
}
