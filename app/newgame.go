package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/games"
	"skald/tracker"
)

// gameUI is what a game adds to the app: its setup form and its board. Each
// game's files register theirs from an init function, so adding a game touches
// no shared file.
type gameUI struct {
	setup func(*UI) screen
	board func(*UI) board
	// campaign, for games that have campaigns, is the screen of one campaign
	// (its chapters, results and what comes next); the Campaigns list opens it.
	campaign func(*UI, tracker.Campaign) screen
}

var gameUIs = map[string]gameUI{}

func registerGameUI(gameID string, g gameUI) { gameUIs[gameID] = g }

// pickGameScreen lists the games a new session can be started for.
type pickGameScreen struct{ u *UI }

func (p *pickGameScreen) build() fyne.CanvasObject {
	u := p.u
	items := []fyne.CanvasObject{quiet(u.loc.T("app.newgame.hint"))}
	for _, g := range games.All() {
		id := g.ID()
		if _, ok := gameUIs[id]; !ok {
			continue
		}
		b := newButton(u.loc.Msg(g.Name()), theme.NavigateNextIcon(), func() {
			if s := setupScreen(u, id); s != nil {
				u.push(s)
			}
		})
		b.IconPlacement = widget.ButtonIconTrailingText
		items = append(items, atLeast(b, 0, bigSize))
	}
	return page(u.topBar(u.loc.T("app.newgame.title")), narrow(container.NewVBox(items...)), nil)
}

// setupScreen is the setup form of a game, nil for a game without one.
func setupScreen(u *UI, gameID string) screen {
	if g, ok := gameUIs[gameID]; ok {
		return g.setup(u)
	}
	return nil
}

// newPlayScreen is the game screen of a session: the shared frame around the
// game's own board.
func newPlayScreen(u *UI, sess *tracker.Session) screen {
	var b board = &unknownBoard{u: u}
	if g, ok := gameUIs[sess.Game().ID()]; ok {
		b = g.board(u)
	}
	return newFrame(u, sess, b)
}
