package thorgal

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

func init() {
	kit.RegisterPrintedEditor(func(k string) bool { return strings.HasPrefix(k, "thorgal.journey.") }, journeyTrackDialog)
	terrain := func(suffix string) func(string) bool {
		return func(k string) bool { return strings.HasPrefix(k, "thorgal.terrain.") && strings.HasSuffix(k, suffix) }
	}
	kit.RegisterPrintedEditor(terrain(".grid"), func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
		cardGridDialog(u, terrainGrid, spec, current, done)
	})
	kit.RegisterPrintedText(terrain(".grid"), terrainGridText)
	// A red or yellow space's effect reads as an Enemy card's special one.
	for _, colour := range []string{".red", ".yellow"} {
		kit.RegisterPrintedEditor(terrain(colour), func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
			specialDialog(u, "app.thorgal.terrain_effect_hint", spec, current, done)
		})
		kit.RegisterPrintedText(terrain(colour), specialText)
	}
}

// terrainGrid is a Terrain card's grid: spaces, their colours, and the
// column of the reveal mark.
var terrainGrid = gridKind{palette: terrainKinds, brush: thorgal.SpacePlain, hint: "app.thorgal.terrain_grid_hint",
	read: func(g *cardGrid, v string) bool {
		t, err := thorgal.ParseTerrainGrid(v)
		if err != nil {
			return false
		}
		g.paintGrid(t.Spaces)
		g.penalty, g.mark = t.Penalty, t.Mark
		return true
	},
	write: func(g *cardGrid) string {
		spaces, err := polyomino.NewGrid(g.rowsOfKinds())
		if err != nil {
			return ""
		}
		t := thorgal.TerrainCard{Spaces: spaces, Penalty: g.penalty, Mark: g.mark}
		if t.Mark >= g.cols {
			t.Mark = -1
		}
		v := thorgal.FormatTerrainGrid(t)
		if _, err := thorgal.ParseTerrainGrid(v); err != nil {
			return ""
		}
		return v
	},
	say: terrainGridText,
	lacks: func(g *cardGrid) string {
		if _, err := polyomino.NewGrid(g.rowsOfKinds()); err != nil {
			return "app.thorgal.terrain_grid_empty"
		}
		return "app.thorgal.terrain_grid_mark"
	},
}

// terrainGridText says a Terrain card's grid by its size and its mark.
func terrainGridText(u *kit.UI, v string) string {
	t, err := thorgal.ParseTerrainGrid(v)
	if err != nil {
		return v
	}
	rows, cols := t.Spaces.Rows(), t.Spaces.Cols()
	if t.Mark < 0 {
		return u.Loc.T("app.thorgal.terrain_grid_nomark", "Rows", rows, "Cols", cols)
	}
	return u.Loc.T("app.thorgal.terrain_grid_text", "Rows", rows, "Cols", cols, "Mark", t.Mark+1)
}

// journeyTrackDialog asks which Journey tiles one level of the Journey track
// shows, by their pictures: a tap marks a tile, another unmarks it; a level
// showing none is said so with its own tile.
func journeyTrackDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	chosen, _ := thorgal.ParseJourney(current)
	none := current == "0"
	ids := polyomino.IDs()
	buttons := make([]*shapeButton, len(ids))
	var noneTile *kit.Tile
	var save fyne.Disableable
	show := func() {
		for k, id := range ids {
			f, _ := polyomino.Lookup(id)
			buttons[k].set(f.Shape, "", slices.Contains(chosen, id))
		}
		noneTile.Check(none)
		if save != nil {
			kit.SetEnabled(save, none || len(chosen) > 0)
		}
	}
	objs := make([]fyne.CanvasObject, len(ids))
	for k, id := range ids {
		buttons[k] = newShapeButton(func() {
			if i := slices.Index(chosen, id); i >= 0 {
				chosen = slices.Delete(chosen, i, i+1)
			} else {
				chosen = append(chosen, id)
				none = false
			}
			show()
		})
		objs[k] = buttons[k]
	}
	noneTile = kit.NewTile(u.Loc.T("app.thorgal.journey_track_none"), nil, func() {
		if none = !none; none {
			chosen = nil
		}
		show()
	})
	content := container.NewVBox(kit.Subheading(u.Loc.Msg(spec.Prompt)),
		container.NewGridWrap(fyne.NewSize(76, 88), objs...), noneTile)
	d := u.NewSheet(u.Loc.T("app.printed.title"), content)
	save = d.WithCancelOK(u.Loc.T("common.save"), func() {
		if none {
			done("0")
			return
		}
		// Kept in the catalogue's order, so one set has one text.
		var out []string
		for _, id := range ids {
			if slices.Contains(chosen, id) {
				out = append(out, id)
			}
		}
		done(strings.Join(out, ","))
	})
	show()
	d.Show()
}
