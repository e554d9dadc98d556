package app

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/dwarves"
)

// askHeroBoard asks for everything printed on a hero's board at once: Battle,
// Craft, Speed, Health (one tap each) and the start location. The answers go
// into the box profile, so no later game asks again; done runs after Save.
func (u *UI) askHeroBoard(id string, profile map[string]string, done func()) {
	var d *dialog.CustomDialog
	values := map[string]string{}
	for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
		if v, ok := profile[dwarves.HeroKey(id, k)]; ok {
			values[k] = v
		}
	}
	save := primary(u.loc.T("common.save"), theme.ConfirmIcon(), nil)
	status := quiet("")
	check := func() {
		setEnabled(save, len(values) == 5)
		if len(values) < 5 {
			status.SetText(u.loc.N("app.dwarves.board.left", 5-len(values)))
		} else {
			status.SetText("")
		}
	}
	row := func(label, key string, lo, hi, cols int) fyne.CanvasObject {
		var opts []option
		for n := lo; n <= hi; n++ {
			opts = append(opts, option{strconv.Itoa(n), strconv.Itoa(n)})
		}
		return container.NewVBox(subheading(label), segmented(opts, values[key], cols, func(v string) {
			values[key] = v
			check()
		}))
	}
	start := wrapLabel("")
	showStart := func() {
		if v, ok := values["start"]; ok {
			start.SetText(u.loc.T("app.dwarves.board.start_is", "Place", u.hexText(v)))
		} else {
			start.SetText(u.loc.T("app.dwarves.board.start_unknown"))
		}
	}
	showStart()
	pick := newTile(u.loc.T("app.dwarves.board.start_pick"), theme.SearchIcon(), func() {
		u.pickHex(u.loc.T("app.dwarves.board.start"), u.loc.T("app.dwarves.board.start_hint"), dwarves.Gates, func(h string) {
			values["start"] = h
			showStart()
			check()
		})
	})
	name := u.loc.Msg(dwarves.HeroName(id))
	items := []fyne.CanvasObject{
		quiet(u.loc.T("app.dwarves.board.hint", "Hero", name)),
		row(u.loc.Msg(dwarves.AttrName(dwarves.AttrBattle)), dwarves.AttrBattle, 0, 9, 5),
		row(u.loc.Msg(dwarves.AttrName(dwarves.AttrCraft)), dwarves.AttrCraft, 0, 9, 5),
		row(u.loc.Msg(dwarves.AttrName(dwarves.AttrSpeed)), dwarves.AttrSpeed, 0, 9, 5),
		row(u.loc.T("app.dwarves.board.health"), "health", 1, 12, 4),
		subheading(u.loc.T("app.dwarves.board.start")), start, pick,
		status,
	}
	save.OnTapped = func() {
		for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
			if err := u.store.SetPrinted(dwarves.Game.ID(), dwarves.HeroKey(id, k), values[k]); err != nil {
				status.SetText(u.errText(err))
				return
			}
		}
		d.Hide()
		done()
	}
	check()
	d = dialog.NewCustomWithoutButtons(u.loc.T("app.dwarves.board.title", "Hero", name),
		dialogScroll(container.NewVBox(items...)), u.win)
	d.SetButtons(u.fitDialogButtons(
		atLeast(widget.NewButton(u.loc.T("common.cancel"), func() { d.Hide() }), 120, touchSize),
		atLeast(save, 120, touchSize),
	))
	d.Resize(dialogSize(u.win, 480, u.win.Canvas().Size().Height*0.92))
	d.Show()
}
