package kit

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/tracker"
)

// A campaign's story is its games told in order: what each was, how it
// ended, the plot of its key track (shown on a tap, so a phone keeps the
// list short), and what it leaves the next game. Each game's campaign
// screen says what its chapters are and what carries over; the kit tells
// them and makes the campaign's summary from them.

// Chapter is one game of a campaign as its story tells it.
type Chapter struct {
	Info   tracker.SessionInfo
	What   string // what was played: "Book 1 · Normal", "Discovery, part 2"
	Result string // how it ended, or that it goes on or was abandoned
	Carry  string // what it leaves the next game, in words ("" for nothing)
}

// Finished reports whether the game was played to its end, won or lost.
func (c Chapter) Finished() bool {
	return c.Info.Abandoned.IsZero() && c.Info.Outcome.Status != rules.Playing
}

// CampaignStory is a campaign's story: where it stands, what carries over
// from game to game in general (Intro), and its chapters in play order.
type CampaignStory struct {
	C        tracker.Campaign
	Status   string
	Intro    string
	Chapters []Chapter
}

// CampaignStoryView is the story's section of a campaign screen: a heading,
// what carries over, each chapter in a few lines with its plot a tap away,
// and the summary to share.
func (u *UI) CampaignStoryView(cs CampaignStory) []fyne.CanvasObject {
	items := []fyne.CanvasObject{widget.NewSeparator(), Subheading(u.Loc.T("app.campaign.story"))}
	if cs.Intro != "" {
		items = append(items, Quiet(cs.Intro))
	}
	if len(cs.Chapters) == 0 {
		items = append(items, Quiet(u.Loc.T("app.campaign.story_none")))
	}
	for i, ch := range cs.Chapters {
		items = append(items, u.chapterRow(i+1, ch))
	}
	name := fmt.Sprintf("skald-campaign-summary-%s-%d", cs.C.Game, cs.C.ID)
	items = append(items, u.SummaryButtons(name, func() (Summary, error) { return u.CampaignSummary(cs) }))
	return items
}

// chapterRow is one chapter: "2. Book 1 · Easy: won", what it leaves the
// next, and a button that shows its plot under it (built on the first tap:
// a replay per game would slow every visit to the screen).
func (u *UI) chapterRow(n int, ch Chapter) fyne.CanvasObject {
	line := WrapLabel(u.Loc.T("app.campaign.story_line", "N", n, "What", ch.What, "Result", ch.Result))
	box := container.NewVBox()
	text := container.NewVBox(line)
	if ch.Carry != "" {
		text.Add(Quiet(ch.Carry))
	}
	if !ch.Info.Abandoned.IsZero() || ch.Info.Actions == 0 || !HasStory(ch.Info.Game) {
		box.Add(text)
		return box
	}
	plot := container.NewVBox()
	plot.Hide()
	var toggle *widget.Button
	toggle = NewButton(u.Loc.T("app.campaign.story_plot"), theme.MenuDropDownIcon(), func() {
		if plot.Visible() {
			plot.Hide()
			toggle.SetText(u.Loc.T("app.campaign.story_plot"))
			toggle.SetIcon(theme.MenuDropDownIcon())
			return
		}
		if len(plot.Objects) == 0 {
			plot.Add(u.chapterPlot(ch))
		}
		plot.Show()
		toggle.SetText(u.Loc.T("app.campaign.story_hide"))
		toggle.SetIcon(theme.MenuDropUpIcon())
	})
	// At the top right, touch-sized, however many lines the text takes.
	box.Add(container.NewBorder(nil, nil, nil, container.NewVBox(AtLeast(toggle, 0, TouchSize)), text))
	box.Add(plot)
	return box
}

// chapterPlot is a chapter's plot at the page's width, or why there is none.
func (u *UI) chapterPlot(ch Chapter) fyne.CanvasObject {
	st, _, err := SessionStory(u.Store, ch.Info)
	switch {
	case err != nil:
		return WrapLabel(u.ErrText(err))
	case !st.Enough():
		return Quiet(u.Loc.T("app.story.not_enough"))
	}
	return u.StoryPlot(st, u.pageWidth())
}

// pageWidth is the width a Narrow page gives its content in the window as
// it is now, less the margins of a card.
func (u *UI) pageWidth() float32 {
	w := float32(NarrowWidth)
	if win := u.Win.Canvas().Size().Width; win > 0 {
		w = min(w, win)
	}
	return max(w-4*theme.Padding(), 200)
}

// maxCampaignPlots is how many chapters' plots a campaign's page holds: the
// last ones finished; the screen shows the others.
const maxCampaignPlots = 4

// maxCampaignTurns is how many results a campaign's page lists: the last.
const maxCampaignTurns = 8

// CampaignSummary is the summary of a campaign: its players, where it
// stands, when and how long it was played, each game finished with what it
// opened for the next, and the plots of the last games finished.
func (u *UI) CampaignSummary(cs CampaignStory) (Summary, error) {
	c := cs.C
	s := u.newSummary(u.Loc.T("app.summary.campaign_heading"), c.Title)
	s.fact(u.Loc.T("app.summary.game"), u.GameName(c.Game))
	if len(c.Players) > 0 {
		s.fact(u.Loc.T("app.summary.players"), strings.Join(c.Players, ", "))
	}
	if cs.Status != "" {
		s.fact(u.Loc.T("app.summary.standing"), cs.Status)
	}
	var finished []Chapter
	actions := 0
	for _, ch := range cs.Chapters {
		actions += ch.Info.Actions
		if ch.Finished() {
			finished = append(finished, ch)
		}
	}
	if n := len(cs.Chapters); n > 0 {
		first, last := cs.Chapters[0].Info.Created, cs.Chapters[n-1].Info.Updated
		date := first.Local().Format("2006-01-02")
		if end := last.Local().Format("2006-01-02"); end != date {
			date = u.Loc.T("app.campaign.played_at", "Start", date, "Last", end)
		}
		s.fact(u.Loc.T("app.summary.date"), date)
		s.fact(u.Loc.T("app.summary.length"), strings.Join([]string{
			u.Loc.N("app.summary.games", n), u.Loc.N("app.summary.finished", len(finished)),
			u.Loc.N("app.summary.actions", actions)}, " · "))
	}
	// Who won how often, in a game the players play against each other.
	wins, err := u.WinnersFacts(tracker.StatsFilter{Game: c.Game, Campaign: c.ID})
	if err != nil {
		return s, err
	}
	s.Facts = append(s.Facts, wins...)
	s.TurningHeading = u.Loc.T("app.summary.results")
	s.PlotsHeading = u.Loc.T("app.summary.stories")
	s.Lead = cs.Intro
	if len(finished) == 0 {
		s.Notes = append(s.Notes, u.Loc.T("app.summary.no_finished"))
		return s, nil
	}
	// Every game finished, in play order, with what it opened: where the
	// campaign moved on (a Book won, a part done) or had to try again.
	for i, ch := range cs.Chapters {
		if !ch.Finished() {
			continue
		}
		// The line ends the result's sentence itself: a result that is one
		// already ("… (turn 4).") would end in two stops.
		line := u.Loc.T("app.summary.chapter", "N", i+1, "Date", ch.Info.Created.Local().Format("2006-01-02"),
			"What", ch.What, "Result", strings.TrimRight(ch.Result, "."))
		if ch.Carry != "" {
			line += " " + ch.Carry
		}
		s.Turning = append(s.Turning, line)
	}
	if n := len(s.Turning); n > maxCampaignTurns {
		s.Turning = append([]string{u.Loc.N("app.summary.earlier", n-maxCampaignTurns)}, s.Turning[n-maxCampaignTurns:]...)
	}
	s.Chosen = u.Loc.T("app.summary.chosen_campaign")
	// The plots of the last games finished that tell a story.
	var plots []SummaryPlot
	for i := len(cs.Chapters) - 1; i >= 0 && len(plots) < maxCampaignPlots; i-- {
		ch := cs.Chapters[i]
		if !ch.Finished() {
			continue
		}
		st, ok, err := SessionStory(u.Store, ch.Info)
		if err != nil {
			return s, err
		}
		if ok && st.Enough() {
			plots = append(plots, SummaryPlot{Heading: u.Loc.T("app.summary.plot_heading", "N", i+1, "What", ch.What), Story: st})
		}
	}
	for i := len(plots) - 1; i >= 0; i-- {
		s.Plots = append(s.Plots, plots[i])
	}
	if len(plots) == 0 {
		s.Notes = append(s.Notes, u.Loc.T("app.summary.no_plot_campaign"))
	}
	// How many are drawn is said with the plots: the page may hold fewer
	// than were picked (drawSummary).
	s.PlotsOf = len(finished)
	return s, nil
}
