package kit

import (
	"cmp"
	"iter"
	"slices"
	"strings"
	"time"

	"skald/rules"
	"skald/tracker"
)

// A summary is one page about a game or a campaign, for the people who
// played it: who played, how it ended, its turning points and its story
// plotted. It is made in the UI's language and saved as a PNG image or a
// PDF (summary_png.go, summary_pdf.go). The JSON export stays the way to
// move data; a summary is for reading.

// Summary is what the page says, every string already translated.
type Summary struct {
	Heading string // "Game summary", "Campaign summary"
	Title   string // the session's or campaign's own title
	// DocTitle names the file's document: heading and title together.
	DocTitle string
	Facts    []SummaryFact
	// Lead is a paragraph under the facts (what carries over from game
	// to game in a campaign).
	Lead string
	// Turning are the turning points in the order they happened, under
	// TurningHeading; Chosen says how they were picked.
	TurningHeading string
	Turning        []string
	Chosen         string
	// Plots are the stories drawn, under PlotsHeading; Notes say in words
	// what is missing (no story yet, no game finished) or left out.
	PlotsHeading string
	Plots        []SummaryPlot
	// PlotsOf is how many games the plots were picked from (0: one game's
	// page): when fewer are drawn, the page says how many, counting those
	// that fit on it, not those picked.
	PlotsOf int
	Notes   []string
	Footer  string
	// Made is when the summary was made: the PDF's date.
	Made time.Time
}

// SummaryFact is one line of the page's facts: a label and its value.
type SummaryFact struct{ Label, Value string }

// SummaryPlot is one story to draw, with its heading ("" for none).
type SummaryPlot struct {
	Heading string
	Story   Story
}

// Cast is what a game's state says of who played it and what was played.
type Cast struct {
	What rules.Msg   // the Book and its difficulty, the adventure… (zero: nothing to add)
	Who  []rules.Msg // the heroes, characters or players, with the names the table gave
}

// Turning points are picked from the story the game tells, never made up:
//   - in a race (the saga race, the horns), each time the lead passed to
//     another line, the last three of them: that is where a race turns;
//   - otherwise, each move of a line larger than that line's usual step
//     (the size most of its moves have), the three largest: a Doom marker
//     pushed by troops against its one space a turn, Threat piling up on
//     one character. A track that only ever moves by its usual step has
//     none, and the summary says only how it ended;
//   - then how the game ended (or that it was abandoned), at its last
//     round or turn, with the action that ended it.
const (
	maxSwings = 3
	maxLeads  = 3
)

// turn is one turning point found in a story.
type turn struct {
	x             int
	line          int
	before, after int // a swing: the line's value before and after
	lead, next    int // a change of lead: the leader's value and the next best
	isLead        bool
}

// storyTurns finds the turning points of a story (the game's end aside),
// in the order they happened.
func storyTurns(st Story) []turn {
	if st.Race {
		return leadChanges(st)
	}
	return swings(st)
}

// swings are the moves of a line larger than its usual step, the largest
// first, then put back in order of play.
func swings(st Story) []turn {
	var all []turn
	for li, l := range st.Lines {
		count := map[int]int{}
		for k := 1; k < len(l.Points); k++ {
			count[abs(l.Points[k].Y-l.Points[k-1].Y)]++
		}
		usual, most := 0, -1
		for size, n := range count {
			if n > most || n == most && size < usual {
				usual, most = size, n
			}
		}
		for k := 1; k < len(l.Points); k++ {
			if d := abs(l.Points[k].Y - l.Points[k-1].Y); d > usual {
				all = append(all, turn{x: l.Points[k].X, line: li, before: l.Points[k-1].Y, after: l.Points[k].Y})
			}
		}
	}
	inOrder := func(a, b turn) int { return cmp.Or(a.x-b.x, a.line-b.line) }
	// The largest first; among equals the earliest.
	slices.SortStableFunc(all, func(a, b turn) int {
		return cmp.Or(abs(b.after-b.before)-abs(a.after-a.before), inOrder(a, b))
	})
	all = all[:min(len(all), maxSwings)]
	slices.SortStableFunc(all, inOrder)
	return all
}

// leadChanges are the rounds or turns at whose end another line than before
// led alone (a tie leaves the lead where it was), the last maxLeads of them.
func leadChanges(st Story) []turn {
	xs := storyXs(st)
	at := make([]int, len(st.Lines)) // each line's value, carried forward
	seen := make([]int, len(st.Lines))
	leader := -1
	var out []turn
	for _, x := range xs {
		for li, l := range st.Lines {
			for seen[li] < len(l.Points) && l.Points[seen[li]].X <= x {
				at[li] = l.Points[seen[li]].Y
				seen[li]++
			}
		}
		best, next, who, alone := -1<<31, -1<<31, -1, false
		for li := range st.Lines {
			switch v := at[li]; {
			case v > best:
				next, best, who, alone = best, v, li, true
			case v == best:
				alone = false
			case v > next:
				next = v
			}
		}
		if alone && who != leader && len(st.Lines) > 1 {
			out = append(out, turn{x: x, line: who, lead: best, next: next, isLead: true})
			leader = who
		}
	}
	if len(out) > maxLeads {
		out = out[len(out)-maxLeads:]
	}
	return out
}

// storyXs are the rounds or turns of a story, in order.
func storyXs(st Story) []int {
	set := map[int]bool{}
	var xs []int
	for _, l := range st.Lines {
		for _, p := range l.Points {
			if !set[p.X] {
				set[p.X] = true
				xs = append(xs, p.X)
			}
		}
	}
	slices.Sort(xs)
	return xs
}

// lastX is the last round or turn of a story; false for an empty one.
func lastX(st Story) (int, bool) {
	xs := storyXs(st)
	if len(xs) == 0 {
		return 0, false
	}
	return xs[len(xs)-1], true
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// when names a round or turn of a story ("Round 5", "Turn 12").
func (u *UI) when(st Story, x int) string {
	switch st.X.ID {
	case "app.story.round":
		return u.Loc.T("app.summary.when_round", "N", x)
	case "app.story.turn":
		return u.Loc.T("app.summary.when_turn", "N", x)
	}
	return u.Loc.T("app.summary.when", "Label", u.Loc.Msg(st.X), "N", x)
}

// spanText says how many rounds or turns a story spans ("" when it cannot).
func (u *UI) spanText(st Story) string {
	x, ok := lastX(st)
	if !ok || x <= 0 {
		return ""
	}
	switch st.X.ID {
	case "app.story.round":
		return u.Loc.N("app.summary.rounds", x)
	case "app.story.turn":
		return u.Loc.N("app.summary.turns", x)
	}
	return ""
}

// turnText says a turning point in words.
func (u *UI) turnText(st Story, t turn) string {
	name := u.Loc.Msg(st.Lines[t.line].Name)
	if t.isLead {
		return u.Loc.T("app.summary.lead", "When", u.when(st, t.x), "Who", name, "Lead", t.lead, "Next", t.next)
	}
	return u.Loc.T("app.summary.swing", "When", u.when(st, t.x), "Line", name, "Before", t.before, "After", t.after,
		"Label", u.Loc.Msg(st.Y))
}

// durationText says how long a game lasted: minutes, or hours and minutes.
func (u *UI) durationText(d time.Duration) string {
	m := int(d.Round(time.Minute) / time.Minute)
	switch {
	case m == 0:
		return u.Loc.T("app.stats.under_minute")
	case m < 60:
		return u.Loc.N("app.stats.minutes", m)
	}
	return u.Loc.T("app.stats.hours", "H", m/60, "M", m%60)
}

// replayed is what one replay of a session gives a summary: its story (and
// whether its game tells one) and its last state.
type replayed struct {
	story    Story
	hasStory bool
	last     any
}

// replaySession plays a session again once, reading its story through its
// game's hook and keeping the last state for the game's Cast and Named.
func replaySession(store *tracker.Store, info tracker.SessionInfo) (replayed, error) {
	var r replayed
	var err error
	states := func(yield func(any) bool) {
		stop := false
		err = store.Replay(info.ID, func(st any) {
			r.last = st
			if !stop {
				stop = !yield(st)
			}
		})
	}
	if g, ok := GameUIs[info.Game]; ok && g.Story != nil {
		r.story, r.hasStory = g.Story(iter.Seq[any](states)), true
	} else {
		states(func(any) bool { return true })
	}
	return r, err
}

// SessionSummary is the summary of one session.
func (u *UI) SessionSummary(info tracker.SessionInfo) (Summary, error) {
	r, err := replaySession(u.Store, info)
	if err != nil {
		return Summary{}, err
	}
	played, err := u.Store.Played(info.ID)
	if err != nil {
		return Summary{}, err
	}
	g := GameUIs[info.Game]
	s := u.newSummary(u.Loc.T("app.summary.session_heading"), info.Title)
	s.fact(u.Loc.T("app.summary.game"), u.GameName(info.Game))
	var cast Cast
	if g.Cast != nil && r.last != nil {
		cast = g.Cast(r.last)
	}
	if cast.What.ID != "" {
		s.fact(u.Loc.T("app.summary.what"), u.Loc.Msg(cast.What))
	}
	if len(cast.Who) > 0 {
		who := make([]string, len(cast.Who))
		for i, m := range cast.Who {
			who[i] = u.Loc.Msg(m)
		}
		s.fact(u.Loc.T("app.summary.who"), strings.Join(who, ", "))
	}
	abandoned := !info.Abandoned.IsZero()
	result := u.ResultText(info.Outcome)
	if abandoned {
		result = u.Loc.T("app.campaign.abandoned", "Date", FormatTime(info.Abandoned))
	}
	s.fact(u.Loc.T("app.summary.result"), result)
	start := info.Created
	if len(played) > 0 {
		start = played[0].At
	}
	s.fact(u.Loc.T("app.summary.date"), FormatTime(start))
	length := []string{u.Loc.N("app.summary.actions", info.Actions)}
	if span := u.spanText(r.story); span != "" {
		length = append(length, span)
	}
	if len(played) > 1 {
		length = append(length, u.durationText(played[len(played)-1].At.Sub(played[0].At)))
	}
	s.fact(u.Loc.T("app.summary.length"), strings.Join(length, " · "))

	// Turning points: the story's, then the end.
	st := r.story
	for _, t := range storyTurns(st) {
		s.Turning = append(s.Turning, u.turnText(st, t))
	}
	var end string
	switch {
	case abandoned:
		end = u.Loc.T("app.summary.stopped")
	case info.Outcome.Status != rules.Playing:
		end = u.ResultText(info.Outcome)
		if n := len(played); n > 0 {
			label := played[n-1].Label
			if g.Named != nil && r.last != nil {
				label = g.Named(r.last, label)
			}
			end = u.Loc.T("app.summary.after", "Result", sentence(end), "Action", u.Loc.Msg(label))
		}
	}
	if end != "" {
		if x, ok := lastX(st); ok {
			end = u.Loc.T("app.summary.end", "When", u.when(st, x), "Result", end)
		}
		s.Turning = append(s.Turning, end)
	}
	switch {
	case len(s.Turning) == 0:
		s.Chosen = u.Loc.T("app.summary.no_turning")
	case st.Race:
		s.Chosen = u.Loc.T("app.summary.chosen_race")
	default:
		s.Chosen = u.Loc.T("app.summary.chosen")
	}

	// The story plotted, or why there is none, in words.
	x, _ := lastX(st)
	switch {
	case !r.hasStory:
		s.Notes = append(s.Notes, u.Loc.T("app.summary.no_story"))
	case st.Enough():
		s.Plots = append(s.Plots, SummaryPlot{Story: st})
	case abandoned && x <= 1:
		s.Notes = append(s.Notes, u.Loc.T("app.summary.first_round_abandoned"))
	default:
		s.Notes = append(s.Notes, u.Loc.T("app.story.not_enough"))
	}
	return s, nil
}

// sentence ends s with a full stop unless it ends a sentence already.
func sentence(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// newSummary starts a summary with its heading, title, section headings
// and footer.
func (u *UI) newSummary(heading, title string) Summary {
	now := time.Now()
	return Summary{
		Heading: heading, Title: title,
		DocTitle:       u.Loc.T("app.summary.doc_title", "What", heading, "Title", title),
		TurningHeading: u.Loc.T("app.summary.turning"),
		PlotsHeading:   u.Loc.T("app.summary.story"),
		Footer:         u.Loc.T("app.summary.made", "Date", FormatTime(now)),
		Made:           now,
	}
}

func (s *Summary) fact(label, value string) {
	s.Facts = append(s.Facts, SummaryFact{Label: label, Value: value})
}
