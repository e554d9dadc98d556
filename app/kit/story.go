package kit

import (
	"fmt"
	"iter"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/tracker"
)

// Story is the key track of one session over time (Ogotaï on the war
// track, the Doom gap, the saga race…): what its story sheet draws.
type Story struct {
	X, Y  rules.Msg // the axes' names: "Round", "War-track space"
	Lines []StoryLine
	// Race says the lines compete (the saga race, the horns): who leads
	// is part of the story.
	Race bool
}

// StoryLine is one thing followed: a character, a player, a marker.
type StoryLine struct {
	Name   rules.Msg
	Points []StoryPoint
}

// StoryPoint is where the line stood at the end of a round or turn (or at
// the last action when the session stopped in it).
type StoryPoint struct{ X, Y int }

// Enough reports whether the story has at least two rounds or turns: one
// point says nothing of how a game went.
func (s Story) Enough() bool {
	xs := map[int]bool{}
	for _, l := range s.Lines {
		for _, p := range l.Points {
			xs[p.X] = true
		}
	}
	return len(xs) >= 2
}

// StoryBuilder gathers a story from the states of a session, one after the
// other.
type StoryBuilder struct {
	story Story
	index map[string]int
}

// NewStory starts a story whose axes are named x and y.
func NewStory(x, y rules.Msg) *StoryBuilder {
	return &StoryBuilder{story: Story{X: x, Y: y}, index: map[string]int{}}
}

// At records that the line key (named name) stands at y in round or turn x.
// A later state of the same round replaces the earlier one, so each point
// is where the round ended.
func (b *StoryBuilder) At(x int, key string, name rules.Msg, y int) {
	i, ok := b.index[key]
	if !ok {
		i = len(b.story.Lines)
		b.index[key] = i
		b.story.Lines = append(b.story.Lines, StoryLine{Name: name})
	}
	l := &b.story.Lines[i]
	if n := len(l.Points); n > 0 && l.Points[n-1].X == x {
		l.Points[n-1].Y = y
		return
	}
	l.Points = append(l.Points, StoryPoint{X: x, Y: y})
}

// Race marks the story's lines as competing: a summary then tells the
// changes of lead.
func (b *StoryBuilder) Race() *StoryBuilder {
	b.story.Race = true
	return b
}

// Story is the story gathered so far.
func (b *StoryBuilder) Story() Story { return b.story }

// SessionStory replays a session and reads its story through its game's
// hook; false when the game tells none.
func SessionStory(store *tracker.Store, info tracker.SessionInfo) (Story, bool, error) {
	g, ok := GameUIs[info.Game]
	if !ok || g.Story == nil {
		return Story{}, false, nil
	}
	var err error
	states := func(yield func(any) bool) {
		stop := false
		err = store.Replay(info.ID, func(st any) {
			if !stop {
				stop = !yield(st)
			}
		})
	}
	st := g.Story(iter.Seq[any](states))
	return st, true, err
}

// HasStory reports whether a game's sessions tell a story.
func HasStory(game string) bool {
	g, ok := GameUIs[game]
	return ok && g.Story != nil
}

// ShowStory opens the sheet of a session's story: its plot, or in words
// why there is none yet.
func (u *UI) ShowStory(info tracker.SessionInfo) {
	st, _, err := SessionStory(u.Store, info)
	title := u.Loc.T("app.story.title", "Title", info.Title)
	var words string
	switch {
	case err != nil:
		words = u.ErrText(err)
	case !st.Enough():
		words = u.Loc.T("app.story.not_enough")
	default:
		// In a box, so the tall sheet keeps the plot at its top.
		body := container.NewVBox(u.StoryPlot(st, u.SheetContentWidth()))
		u.addStoryParts(body, info)
		sh := u.NewSheet(title, body).Tall()
		sh.WithButtons(u.sessionShareButton(info), u.closeButton(sh))
		sh.Show()
		return
	}
	// Words alone: a sheet as tall as they are. The summary can still be
	// shared: it says who played and how the game stands.
	body := container.NewVBox(WrapLabel(words))
	u.addStoryParts(body, info)
	sh := u.NewSheet(title, body)
	sh.WithButtons(u.sessionShareButton(info), u.closeButton(sh))
	sh.Show()
}

// sessionShareButton offers a session's summary, as an image or a PDF.
func (u *UI) sessionShareButton(info tracker.SessionInfo) fyne.CanvasObject {
	name := fmt.Sprintf("skald-summary-%s-%d", info.Game, info.ID)
	return u.ShareButton(name, func() (Summary, error) { return u.SessionSummary(info) })
}

// closeButton is a sheet's Close, as WithClose makes it.
func (u *UI) closeButton(s *Sheet) fyne.CanvasObject {
	return AtLeast(widget.NewButton(u.Loc.T("common.close"), s.Hide), 120, TouchSize)
}
