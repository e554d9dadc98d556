package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/dwarves"
)

// The app does not know the map of Girdlegard: the Gates and Blacksaddle are
// hexes it knows by name; every other hex is the name the table gives it (a
// location, or a label such as "2 south of Gate I"), kept as typed.

// hexText is a hex in words.
func (u *UI) hexText(hex string) string { return u.Loc.Msg(dwarves.HexName(hex)) }

// placeText is a hex or a card in words.
func (u *UI) placeText(w dwarves.Where) string { return u.Loc.Msg(dwarves.PlaceName(w)) }

// hexFromText turns a typed name into a hex: a Gate or Blacksaddle when the
// text names one in the language shown (so "Gate IV" typed is the Gate the
// troops arrive at), else the text itself, trimmed.
func (u *UI) hexFromText(text string) string {
	text = strings.TrimSpace(text)
	for _, h := range append(append([]string(nil), dwarves.Gates...), dwarves.Blacksaddle) {
		if strings.EqualFold(text, u.hexText(h)) || strings.EqualFold(text, h) {
			return h
		}
	}
	return text
}

// pickHex asks which hex: one tap on a hex the session knows, or a name typed
// for another. done gets a valid hex.
func (u *UI) pickHex(title, hint string, known []string, done func(hex string)) {
	var d *dialog.CustomDialog
	choose := func(h string) {
		if !dwarves.ValidName(h) {
			return
		}
		d.Hide()
		done(h)
	}
	items := []fyne.CanvasObject{Quiet(hint)}
	var buttons []fyne.CanvasObject
	for _, h := range known {
		buttons = append(buttons, NewTile(u.hexText(h), nil, func() { choose(h) }))
	}
	items = append(items, container.NewGridWithColumns(2, buttons...))
	e := widget.NewEntry()
	e.SetPlaceHolder(u.Loc.T("app.dwarves.place.other"))
	ok := Primary(u.Loc.T("common.ok"), theme.ConfirmIcon(), func() { choose(u.hexFromText(e.Text)) })
	ok.Disable()
	e.OnChanged = func(s string) { SetEnabled(ok, dwarves.ValidName(strings.TrimSpace(s))) }
	e.OnSubmitted = func(s string) { choose(u.hexFromText(s)) }
	items = append(items, Subheading(u.Loc.T("app.dwarves.place.other_title")), container.NewBorder(nil, nil, nil, AtLeast(ok, 80, TouchSize), Tall(e)))
	d = u.CustomDialog(title, DialogScroll(container.NewVBox(items...)))
	d.SetButtons([]fyne.CanvasObject{AtLeast(widget.NewButton(u.Loc.T("common.cancel"), func() { d.Hide() }), 120, TouchSize)})
	d.Resize(DialogSize(u.Win, 480, u.Win.Canvas().Size().Height*0.85))
	d.Show()
}
