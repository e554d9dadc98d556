package althing

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
)

// Althing's random steps (dealing the track, revealing Vikings into the
// Assembly, turning up Thorfinn's card, the card an Axe takes) run in one of
// two modes, chosen on the board and kept as a preference: at the table the
// players deal and draw the real cards and tap what came up; in the app Skald
// draws for them.
const (
	prefAlthingMode  = "althing_mode"
	althingModeTable = "table"
	althingModeApp   = "app"
)

// althingTable reports whether the players draw at the table.
func althingTable(u *kit.UI) bool { return u.Pref(prefAlthingMode, althingModeTable) != althingModeApp }

// althingModeRow is the mode switch: two segments, the chosen one marked.
func althingModeRow(u *kit.UI) fyne.CanvasObject {
	table := althingTable(u)
	set := func(v string) {
		u.App.Preferences().SetString(prefAlthingMode, v)
		u.Show() // built again: the buttons follow the mode
	}
	mark := func(t *kit.Tile, on bool) *kit.Tile {
		if on {
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		}
		return t
	}
	a := mark(kit.NewTile(u.Loc.T("app.althing.mode_table"), nil, func() { set(althingModeTable) }), table)
	b := mark(kit.NewTile(u.Loc.T("app.althing.mode_app"), nil, func() { set(althingModeApp) }), !table)
	return container.NewVBox(kit.Subheading(u.Loc.T("app.althing.mode")), container.NewGridWithColumns(2, a, b))
}
