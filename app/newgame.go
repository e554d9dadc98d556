package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/games"
	"skald/rules/qa"
	"skald/tracker"
)

// pickGameScreen lists the games a new session can be started for.
type pickGameScreen struct{ u *UI }

func (p *pickGameScreen) build() fyne.CanvasObject {
	u := p.u
	items := []fyne.CanvasObject{quiet(u.loc.T("app.newgame.hint"))}
	for _, g := range games.All() {
		id := g.ID()
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
	switch gameID {
	case qa.Game.ID():
		return newQaSetup(u)
	}
	return nil
}

// newPlayScreen is the game screen of a session: the shared frame around the
// game's own board.
func newPlayScreen(u *UI, sess *tracker.Session) screen {
	var b board
	switch sess.Game().ID() {
	case qa.Game.ID():
		b = &qaBoard{u: u}
	default:
		b = &unknownBoard{u: u}
	}
	return newFrame(u, sess, b)
}
