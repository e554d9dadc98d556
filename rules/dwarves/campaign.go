package dwarves

import (
	"slices"

	"skald/rules"
)

// CampaignEntry is what a campaign keeps of one Book played: the tracker
// stores it with the session's date.
type CampaignEntry struct {
	Book          int          `json:"book"`
	Difficulty    string       `json:"difficulty,omitempty"` // Books 1–4
	Easier        int          `json:"easier,omitempty"`     // Book 5: level-A cards removed
	Elfar         bool         `json:"elfar,omitempty"`
	CombinedMight bool         `json:"combined_might,omitempty"`
	Expert        bool         `json:"expert,omitempty"`
	Heroes        []string     `json:"heroes"`
	Status        rules.Status `json:"status"`
	Reason        rules.Msg    `json:"reason"`
	Turns         int          `json:"turns"`                 // hero turns begun
	Unfulfilled   int          `json:"unfulfilled,omitempty"` // Book 5: level-A cards whose time ran out
	Mighty        string       `json:"mighty,omitempty"`      // Book 3: who found the Mighty Diamond
}

// Campaign summarises a session for the campaign log.
func Campaign(s State) CampaignEntry {
	out := Outcome(s)
	e := CampaignEntry{
		Book: s.Setup.Book, Difficulty: s.Setup.Difficulty, Easier: s.Setup.Easier,
		Elfar: s.Setup.Elfar, CombinedMight: s.Setup.CombinedMight, Expert: s.Setup.Expert,
		Heroes: slices.Clone(s.Setup.Heroes), Status: out.Status, Reason: out.Reason,
		Turns: s.Turn, Unfulfilled: s.Scenario.Unfulfilled,
	}
	if s.Diamonds != nil {
		e.Mighty = s.Diamonds.Mighty
	}
	return e
}

// CampaignTitle is a campaign entry's headline: the Book and its difficulty.
func CampaignTitle(e CampaignEntry) rules.Msg {
	return rules.M("dwarves.campaign.title", "Book", BookName(e.Book),
		"Difficulty", DifficultyName(Setup{Book: e.Book, Difficulty: e.Difficulty, Easier: e.Easier}))
}
