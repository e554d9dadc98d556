package kit

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// TableMode is a game's choice between rolling and drawing at the table (the
// players tell Skald what came up) and letting the app roll and draw for
// them. Each session remembers its own; a new session starts with the mode
// chosen last. The strings are a preference key and message IDs.
type TableMode struct {
	Pref, Title, TableText, AppText string
}

// sessionKey is the preference holding the mode of the session shown now
// ("" when no game screen is on top).
func (m TableMode) sessionKey(u *UI) string {
	if f, ok := u.Top().(*Frame); ok {
		return fmt.Sprintf("%s.session.%d", m.Pref, f.Sess.Info().ID)
	}
	return ""
}

// AtTable reports whether the players roll and draw at the table: the
// session's own choice, else the one made last (table at first).
func (m TableMode) AtTable(u *UI) bool {
	mode := u.Pref(m.Pref, "table")
	if k := m.sessionKey(u); k != "" {
		mode = u.Pref(k, mode)
	}
	return mode != "app"
}

// Row is the mode switch: two tiles, the chosen one marked with a check.
func (m TableMode) Row(u *UI) fyne.CanvasObject {
	table := m.AtTable(u)
	set := func(v string) {
		u.SetPref(m.Pref, v)
		if k := m.sessionKey(u); k != "" {
			u.SetPref(k, v)
		}
		u.Show() // built again: the board and its bar follow the mode
	}
	mark := func(t *Tile, on bool) *Tile {
		t.Mark(on)
		return t
	}
	a := mark(NewTile(u.Loc.T(m.TableText), nil, func() { set("table") }), table)
	b := mark(NewTile(u.Loc.T(m.AppText), nil, func() { set("app") }), !table)
	return container.NewVBox(Subheading(u.Loc.T(m.Title)), container.NewGridWithColumns(2, a, b))
}
