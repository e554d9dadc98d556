package qa

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
)

// Qâ's random steps (the Destin roll, the Chaams and Skill draws, the Chaams a
// reveal or a Guerre space calls for) run in one of two modes, chosen on the
// board and kept as a preference: at the table the players roll the real dice
// and draw the real cards and tell Skald what came up; in the app Skald rolls and
// draws for them.
const (
	prefQaMode  = "qa_mode"
	qaModeTable = "table"
	qaModeApp   = "app"
)

// qaTable reports whether the players roll and draw at the table.
func qaTable(u *kit.UI) bool { return u.Pref(prefQaMode, qaModeTable) != qaModeApp }

// qaModeRow is the mode switch: two segments, the chosen one marked.
func qaModeRow(u *kit.UI) fyne.CanvasObject {
	table := qaTable(u)
	set := func(v string) {
		u.App.Preferences().SetString(prefQaMode, v)
		u.Show() // the screen is built again: both tiles and the bar follow the mode

	}
	mark := func(t *kit.Tile, on bool) *kit.Tile {
		if on {
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		}
		return t
	}
	a := mark(kit.NewTile(u.Loc.T("app.qa.mode_table"), nil, func() { set(qaModeTable) }), table)
	b := mark(kit.NewTile(u.Loc.T("app.qa.mode_app"), nil, func() { set(qaModeApp) }), !table)
	return container.NewVBox(kit.Subheading(u.Loc.T("app.qa.mode")), container.NewGridWithColumns(2, a, b))
}
