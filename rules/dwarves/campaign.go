package dwarves

import (
	"slices"

	"skald/rules"
)

// KindBooks is the kind of a Dwarves campaign in the tracker: the five Books.
const KindBooks = "books"

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
	Names         []string     `json:"names,omitempty"` // who played each hero
	Status        rules.Status `json:"status"`
	Reason        rules.Msg    `json:"reason"`
	Turns         int          `json:"turns"`                 // hero turns begun
	Unfulfilled   int          `json:"unfulfilled,omitempty"` // Book 5: level-A cards whose time ran out
	Mighty        string       `json:"mighty,omitempty"`      // Book 3: who found the Mighty Diamond
	// Abandoned is a game the table closed without finishing it (the
	// tracker keeps that, not the rules): it counts for nothing.
	Abandoned bool `json:"abandoned,omitempty"`
}

// Open reports whether the game is still to be carried on: being played and
// not abandoned.
func (e CampaignEntry) Open() bool { return e.Status == rules.Playing && !e.Abandoned }

// Campaign summarises a session for the campaign log.
func Campaign(s State) CampaignEntry {
	out := Outcome(s)
	e := CampaignEntry{
		Book: s.Setup.Book, Difficulty: s.Setup.Difficulty, Easier: s.Setup.Easier,
		Elfar: s.Setup.Elfar, CombinedMight: s.Setup.CombinedMight, Expert: s.Setup.Expert,
		Heroes: slices.Clone(s.Setup.Heroes), Names: slices.Clone(s.Setup.Names), Status: out.Status, Reason: out.Reason,
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

// Books is the number of Books in the campaign.
const Books = 5

// RecordRow is the group's record for one Book at one difficulty: the games
// finished there and the fewest hero turns of a win.
type RecordRow struct {
	Book       int    `json:"book"`
	Difficulty string `json:"difficulty,omitempty"` // Books 1–4
	Easier     int    `json:"easier,omitempty"`     // Book 5
	Expert     bool   `json:"expert,omitempty"`
	Played     int    `json:"played"` // finished games (won or lost)
	Won        int    `json:"won"`
	Lost       int    `json:"lost"`
	BestTurns  int    `json:"best_turns,omitempty"` // fewest turns of a win, 0 without a win
}

// Record sums up a campaign's games per Book and difficulty (the expert
// variant apart), in Book order and from the easiest difficulty up. Games
// still being played are not counted.
func Record(entries []CampaignEntry) []RecordRow {
	type key struct {
		book       int
		difficulty string
		easier     int
		expert     bool
	}
	rows := map[key]*RecordRow{}
	for _, e := range entries {
		if e.Status != rules.Won && e.Status != rules.Lost {
			continue
		}
		k := key{e.Book, e.Difficulty, e.Easier, e.Expert}
		r, ok := rows[k]
		if !ok {
			r = &RecordRow{Book: e.Book, Difficulty: e.Difficulty, Easier: e.Easier, Expert: e.Expert}
			rows[k] = r
		}
		r.Played++
		if e.Status == rules.Won {
			r.Won++
			if r.BestTurns == 0 || e.Turns < r.BestTurns {
				r.BestTurns = e.Turns
			}
		} else {
			r.Lost++
		}
	}
	out := make([]RecordRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, *r)
	}
	slices.SortFunc(out, func(a, b RecordRow) int {
		if a.Book != b.Book {
			return a.Book - b.Book
		}
		if a.Expert != b.Expert {
			return b2i(a.Expert) - b2i(b.Expert)
		}
		if a.Book == 5 {
			return b.Easier - a.Easier // 2 removed is the easiest
		}
		return slices.Index(Difficulties, a.Difficulty) - slices.Index(Difficulties, b.Difficulty)
	})
	return out
}

// NextBook is the Book the group should play next: the first Book of the
// five not yet won. When all five are won it is 0.
func NextBook(entries []CampaignEntry) int {
	won := map[int]bool{}
	for _, e := range entries {
		if e.Status == rules.Won {
			won[e.Book] = true
		}
	}
	for b := 1; b <= Books; b++ {
		if !won[b] {
			return b
		}
	}
	return 0
}

// Won reports whether the entries hold a win of book.
func Won(entries []CampaignEntry, book int) bool {
	return slices.ContainsFunc(entries, func(e CampaignEntry) bool { return e.Book == book && e.Status == rules.Won })
}

// Book5Ready reports whether Books 1–4 are all won: the rules advise
// playing them before Book 5 (which may still be played at any time).
func Book5Ready(entries []CampaignEntry) bool {
	for b := 1; b < Books; b++ {
		if !Won(entries, b) {
			return false
		}
	}
	return true
}

// HeroicWon reports whether a game at the Heroic difficulty was won: the
// rules then offer the expert variant (a hex perishes at 4 troops).
func HeroicWon(entries []CampaignEntry) bool {
	return slices.ContainsFunc(entries, func(e CampaignEntry) bool { return e.Status == rules.Won && e.Difficulty == Heroic })
}

// RecordTitle is a record row's difficulty in words, with the expert variant.
func RecordTitle(r RecordRow) rules.Msg {
	d := DifficultyName(Setup{Book: r.Book, Difficulty: r.Difficulty, Easier: r.Easier})
	if r.Expert {
		return rules.M("dwarves.campaign.expert", "Difficulty", d)
	}
	return d
}
