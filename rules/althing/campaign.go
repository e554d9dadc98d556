package althing

import (
	"slices"

	"skald/rules"
)

// Campaign kinds, as the tracker's campaigns name them: the three-part
// discovery campaign (and the games played after it), and the solo record
// against Thorfinn.
const (
	KindDiscovery = "discovery"
	KindSolo      = "solo"
)

// KindOf is the kind of campaign a game of this setup belongs to: the solo
// record for a game against Thorfinn, the discovery campaign (and the games
// after it) for the others.
func KindOf(su Setup) string {
	if su.Solo {
		return KindSolo
	}
	return KindDiscovery
}

// CampaignEntry is what a campaign keeps of one game played.
type CampaignEntry struct {
	Mode    string       `json:"mode"`
	Players int          `json:"players"`
	Solo    bool         `json:"solo,omitempty"`
	Hard    bool         `json:"hard,omitempty"`
	Over    bool         `json:"over,omitempty"`
	Status  rules.Status `json:"status"`
	Kings   []string     `json:"kings,omitempty"`
	Turn    int          `json:"turn,omitempty"` // turns played (the last turn when over)
	Reason  rules.Msg    `json:"reason"`
	Names   []string     `json:"names,omitempty"` // the players' names, seat by seat
	// Track is the saga track laid out, Kattegat to the final card (empty
	// until a dealt track is dealt).
	Track []Stage `json:"track,omitempty"`
	// Abandoned is a game the table closed without finishing it (the
	// tracker keeps that, not the rules): it counts for nothing.
	Abandoned bool `json:"abandoned,omitempty"`
}

// Open reports whether the game is still to be carried on: not over and
// not abandoned.
func (e CampaignEntry) Open() bool { return !e.Over && !e.Abandoned }

// Campaign summarises a session for the campaign log.
func Campaign(s State) CampaignEntry {
	out := Outcome(s)
	e := CampaignEntry{
		Mode: s.Setup.Mode, Players: s.Setup.Players, Solo: s.Setup.Solo, Hard: s.Setup.Hard,
		Over: s.Over(), Status: out.Status, Kings: slices.Clone(s.Result.Kings), Turn: s.Turn, Reason: out.Reason,
		Names: slices.Clone(s.Setup.Names), Track: slices.Clone(s.Track),
	}
	if s.Over() {
		e.Turn = s.Result.Turn
	}
	return e
}

// Part is a discovery-campaign part's number (1–3), 0 for any other game.
func Part(mode string) int {
	switch mode {
	case ModeCampaign1:
		return 1
	case ModeCampaign2:
		return 2
	case ModeCampaign3:
		return 3
	}
	return 0
}

// NextPart is the discovery part to play after these games (in play order):
// the first part not yet finished, or ModeNormal once all three are done.
func NextPart(entries []CampaignEntry) string {
	done := map[int]bool{}
	for _, e := range entries {
		if e.Over {
			done[Part(e.Mode)] = true
		}
	}
	for _, m := range []string{ModeCampaign1, ModeCampaign2, ModeCampaign3} {
		if !done[Part(m)] {
			return m
		}
	}
	return ModeNormal
}

// SoloRecord is the record against Thorfinn at one difficulty.
type SoloRecord struct {
	Played int `json:"played"` // finished games
	Won    int `json:"won"`
	Lost   int `json:"lost"`
	Tied   int `json:"tied"`
	Best   int `json:"best,omitempty"` // fewest turns of a win
}

// SoloRecords totals the finished solo games, normal and hard apart.
func SoloRecords(entries []CampaignEntry) (normal, hard SoloRecord) {
	for _, e := range entries {
		if !e.Solo || !e.Over {
			continue
		}
		r := &normal
		if e.Hard {
			r = &hard
		}
		r.Played++
		switch {
		case len(e.Kings) > 1:
			r.Tied++
		case e.Status == rules.Won:
			r.Won++
			if r.Best == 0 || e.Turn < r.Best {
				r.Best = e.Turn
			}
		default:
			r.Lost++
		}
	}
	return normal, hard
}

// EntryTitle is a campaign entry's headline: the part or mode, and solo's
// difficulty.
func EntryTitle(e CampaignEntry) rules.Msg {
	if e.Solo {
		// The normal game is solo's usual track: only another one is named,
		// so "normal" never reads twice.
		switch {
		case e.Mode == ModeNormal && e.Hard:
			return rules.M("althing.campaign.solo_hard")
		case e.Mode == ModeNormal:
			return rules.M("althing.campaign.solo_normal")
		case e.Hard:
			return rules.M("althing.campaign.solo_hard_mode", "Mode", ModeName(e.Mode))
		}
		return rules.M("althing.campaign.solo_normal_mode", "Mode", ModeName(e.Mode))
	}
	return rules.M("althing.campaign.game", "Mode", ModeName(e.Mode), "Players", e.Players).WithCount(e.Players)
}
