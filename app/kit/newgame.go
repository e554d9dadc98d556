package kit

import (
	"iter"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/rules/games"
	"skald/tracker"
)

// GameUI is what a game adds to the app: its setup form and its board. Each
// game's files register theirs from an init function, so adding a game touches
// no shared file.
type GameUI struct {
	Setup func(*UI) Screen
	Board func(*UI) Board
	// Campaign, for games that have campaigns, is the screen of one campaign
	// (its chapters, results and what comes next); the Campaigns list opens it.
	Campaign func(*UI, tracker.Campaign) Screen
	// Plan says where a campaign stands and offers its one next thing
	// (resume the game in progress, or play the next chapter): the
	// Campaigns list shows both on each campaign's row.
	Plan func(*UI, tracker.Campaign) (CampaignPlan, error)
	// Kinds are the campaigns a group can start for the game (the Campaigns
	// list's New campaign offers them).
	Kinds func(*UI) []CampaignKind
	// Loses says, in a sentence, what a campaign loses when one of its games
	// is deleted ("Book 2 is no longer won"), for the warning asked first.
	Loses func(*UI, tracker.SessionInfo) string
	// Named puts the names the table gave into a message made without them
	// (a history label says "Player 2"; the setup names that seat Marc).
	Named func(state any, m rules.Msg) rules.Msg
	// Facets reads what the statistics split a game's sessions by from its
	// stored setup: the player count, the part played, the difficulty.
	Facets func(setup []byte) tracker.Facets
	// Story follows the game's key track through a session's states, from
	// the setup to the last action, into the story its sheet draws.
	Story func(states iter.Seq[any]) Story
	// Luck weighs the rolls of a session against their exact odds, from
	// each event and the state it was applied to (see rules.Luck).
	Luck func(events iter.Seq2[any, []byte]) rules.Luck
	// Cast says what was played and who played it, from a session's state,
	// for the summary a table shares.
	Cast func(state any) Cast
	// Live says, in u's language, what the live view on other phones shows
	// of a state: the status strip (made by the code that fills the
	// board's strip, so the two never disagree) and each player's page.
	Live func(u *UI, state any) LiveStatus
}

// StatsFacets reads a session's facets through its game's hook; a game
// without one is split by nothing.
func StatsFacets(game string, setup []byte) tracker.Facets {
	if g, ok := GameUIs[game]; ok && g.Facets != nil {
		return g.Facets(setup)
	}
	return tracker.Facets{}
}

var GameUIs = map[string]GameUI{}

func RegisterGameUI(gameID string, g GameUI) { GameUIs[gameID] = g }

// PickGameScreen lists the games a new session can be started for.
type PickGameScreen struct{ U *UI }

func (p *PickGameScreen) Build() fyne.CanvasObject {
	u := p.U
	items := []fyne.CanvasObject{Quiet(u.Loc.T("app.newgame.hint"))}
	for _, g := range games.All() {
		id := g.ID()
		if _, ok := GameUIs[id]; !ok {
			continue
		}
		b := NewButton(u.Loc.Msg(g.Name()), theme.NavigateNextIcon(), func() {
			if s := setupScreen(u, id); s != nil {
				u.Push(s)
			}
		})
		b.IconPlacement = widget.ButtonIconTrailingText
		items = append(items, AtLeast(b, 0, BigSize))
	}
	return Page(u.TopBar(u.Loc.T("app.newgame.title")), Narrow(container.NewVBox(items...)), nil)
}

// setupScreen is the setup form of a game, nil for a game without one.
func setupScreen(u *UI, gameID string) Screen {
	if g, ok := GameUIs[gameID]; ok {
		return g.Setup(u)
	}
	return nil
}

// newPlayScreen is the game screen of a session: the shared frame around the
// game's own board.
func newPlayScreen(u *UI, sess Session) Screen {
	var b Board = &unknownBoard{u: u}
	if g, ok := GameUIs[sess.Game().ID()]; ok {
		b = g.Board(u)
	}
	return newFrame(u, sess, b)
}
