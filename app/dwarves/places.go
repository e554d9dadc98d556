package dwarves

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// The app does not know the map of Girdlegard: the Gates and Blacksaddle are
// hexes it knows by name; every other hex is the name the table gives it (a
// location, or a label such as "2 south of Gate I"), kept as typed.

// hexText is a hex in words.
func hexText(u *kit.UI, hex string) string { return u.Loc.Msg(dwarves.HexName(hex)) }

// placeText is a hex or a card in words.
func placeText(u *kit.UI, w dwarves.Where) string { return u.Loc.Msg(dwarves.PlaceName(w)) }

// hexFromText turns a typed name into a hex: a Gate or Blacksaddle when the
// text names one in the language shown (so "Gate IV" typed is the Gate the
// troops arrive at), else the text itself, trimmed.
func hexFromText(u *kit.UI, text string) string {
	text = strings.TrimSpace(text)
	for _, h := range append(append([]string(nil), dwarves.Gates...), dwarves.Blacksaddle) {
		if strings.EqualFold(text, hexText(u, h)) || strings.EqualFold(text, h) {
			return h
		}
	}
	return text
}

// pickHex asks which hex: one tap on a hex the session knows, or a name typed
// for another. done gets a valid hex.
func pickHex(u *kit.UI, title, hint string, known []string, done func(hex string)) {
	var d *kit.Sheet
	choose := func(h string) {
		if !dwarves.ValidName(h) {
			return
		}
		d.Hide()
		done(h)
	}
	items := []fyne.CanvasObject{kit.Quiet(hint)}
	var buttons []fyne.CanvasObject
	for _, h := range known {
		buttons = append(buttons, kit.NewTile(hexText(u, h), nil, func() { choose(h) }))
	}
	items = append(items, container.NewGridWithColumns(2, buttons...))
	e := widget.NewEntry()
	e.SetPlaceHolder(u.Loc.T("app.dwarves.place.other"))
	ok := kit.Primary(u.Loc.T("common.ok"), theme.ConfirmIcon(), func() { choose(hexFromText(u, e.Text)) })
	ok.Disable()
	e.OnChanged = func(s string) { kit.SetEnabled(ok, dwarves.ValidName(strings.TrimSpace(s))) }
	e.OnSubmitted = func(s string) { choose(hexFromText(u, s)) }
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.place.other_title")), container.NewBorder(nil, nil, nil, kit.AtLeast(ok, 80, kit.TouchSize), kit.Tall(e)))
	d = u.NewSheet(title, container.NewVBox(items...)).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}
