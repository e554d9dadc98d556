package thorgal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/polyomino"
)

// pickTile asks for one Wound tile by its picture, on a sheet of its own over
// the editor that needs it (a die face, a special effect's Wound): a tap on a
// picture answers and closes it. ids are the tiles offered, in catalogue
// order; current, if among them, is marked. none, when not "", is a first
// answer meaning no tile (done gets ""). Cancel closes without answering.
func pickTile(u *kit.UI, title string, ids []string, current, none string, done func(id string)) {
	var d *kit.Sheet
	objs := make([]fyne.CanvasObject, 0, len(ids))
	for _, id := range ids {
		f, ok := polyomino.Lookup(id)
		if !ok {
			continue
		}
		b := newShapeButton(func() {
			d.Hide()
			done(id)
		})
		b.set(f.Shape, "", id == current)
		objs = append(objs, b)
	}
	var items []fyne.CanvasObject
	if none != "" {
		t := kit.NewTile(none, theme.ContentClearIcon(), func() {
			d.Hide()
			done("")
		})
		if current == "" {
			t.SetImportance(widget.HighImportance)
		}
		items = append(items, t)
	}
	items = append(items, container.NewGridWrap(fyne.NewSize(76, 88), objs...))
	d = u.NewSheet(title, container.NewVBox(items...))
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// tileIDs are the catalogue's tiles of more than min squares.
func tileIDs(min int) []string {
	var out []string
	for _, f := range polyomino.All() {
		if f.Size() > min {
			out = append(out, f.ID)
		}
	}
	return out
}
