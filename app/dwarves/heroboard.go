package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// askHeroBoard asks for everything printed on a hero's board at once: Battle,
// Craft, Speed, Health (one tap each) and the start location. The answers go
// into the box profile, so no later game asks again; done runs after Save.
func askHeroBoard(u *kit.UI, id string, profile map[string]string, done func()) {
	values := map[string]string{}
	for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
		if v, ok := profile[dwarves.HeroKey(id, k)]; ok {
			values[k] = v
		}
	}
	var save *widget.Button
	status := kit.Quiet("")
	check := func() { showLeft(u, save, status, 5-len(values)) }
	row := func(label, key string, lo, hi, cols int) fyne.CanvasObject {
		return container.NewVBox(kit.Subheading(label), kit.Segmented(kit.NumberOptions(lo, hi), values[key], cols, func(v string) {
			values[key] = v
			check()
		}))
	}
	start := kit.WrapLabel("")
	showStart := func() {
		if v, ok := values["start"]; ok {
			start.SetText(u.Loc.T("app.dwarves.board.start_is", "Place", hexText(u, v)))
		} else {
			start.SetText(u.Loc.T("app.dwarves.board.start_unknown"))
		}
	}
	showStart()
	pick := kit.NewTile(u.Loc.T("app.dwarves.board.start_pick"), theme.SearchIcon(), func() {
		pickHex(u, u.Loc.T("app.dwarves.board.start"), u.Loc.T("app.dwarves.board.start_hint"), dwarves.Gates, func(h string) {
			values["start"] = h
			showStart()
			check()
		})
	})
	name := u.Loc.Msg(dwarves.HeroName(id))
	items := []fyne.CanvasObject{
		kit.Quiet(u.Loc.T("app.dwarves.board.hint", "Hero", name)),
		row(u.Loc.Msg(dwarves.AttrName(dwarves.AttrBattle)), dwarves.AttrBattle, 0, 9, 5),
		row(u.Loc.Msg(dwarves.AttrName(dwarves.AttrCraft)), dwarves.AttrCraft, 0, 9, 5),
		row(u.Loc.Msg(dwarves.AttrName(dwarves.AttrSpeed)), dwarves.AttrSpeed, 0, 9, 5),
		row(u.Loc.T("app.dwarves.board.health"), "health", 1, 12, 4),
		kit.Subheading(u.Loc.T("app.dwarves.board.start")), start, pick,
		status,
	}
	d := u.NewSheet(u.Loc.T("app.dwarves.board.title", "Hero", name), container.NewVBox(items...))
	save = d.WithCancelOK(u.Loc.T("common.save"), func() {
		for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
			if err := u.Store.SetPrinted(dwarves.Game.ID(), dwarves.HeroKey(id, k), values[k]); err != nil {
				// Save closed the sheet: it comes back with the error.
				status.SetText(u.ErrText(err))
				d.Show()
				return
			}
		}
		done()
	})
	check()
	d.Show()
}

// showLeft enables save once no printed value is left to answer, and says how
// many are.
func showLeft(u *kit.UI, save *widget.Button, status *kit.Label, left int) {
	kit.SetEnabled(save, left == 0)
	text := ""
	if left > 0 {
		text = u.Loc.N("app.dwarves.board.left", left)
	}
	status.SetText(text)
}
