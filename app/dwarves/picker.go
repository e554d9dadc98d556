package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
)

// sectionPicker switches between the turn, the heroes, the Army and the
// cards: four tiles, the chosen one highlighted (its section also opens with
// its name, so the colour is not the only sign).
type sectionPicker struct {
	b     *dwarvesBoard
	ids   []string
	words []string
	tiles []*kit.Tile
	grid  *fyne.Container
	cols  int
}

func newSectionPicker(b *dwarvesBoard) *sectionPicker {
	u := b.u
	p := &sectionPicker{b: b}
	var objs []fyne.CanvasObject
	for _, sec := range []struct{ id, key string }{
		{secTurn, "app.dwarves.sec.turn"}, {secHeroes, "app.dwarves.sec.heroes"},
		{secArmy, "app.dwarves.sec.army"}, {secCards, "app.dwarves.sec.cards"},
	} {
		t := kit.NewTile(u.Loc.T(sec.key), nil, func() {
			b.section = sec.id
			p.update()
			b.showSection()
		})
		t.SetAlignment(fyne.TextAlignCenter)
		p.ids = append(p.ids, sec.id)
		p.words = append(p.words, u.Loc.T(sec.key))
		p.tiles = append(p.tiles, t)
		objs = append(objs, t)
	}
	p.grid = container.NewGridWithColumns(len(objs), objs...)
	p.cols = len(objs)
	return p
}

// update highlights the section shown and fits the columns to the window.
func (p *sectionPicker) update() {
	for i, t := range p.tiles {
		imp := widget.MediumImportance
		if p.ids[i] == p.b.section {
			imp = widget.HighImportance
		}
		t.SetImportance(imp)
	}
	// Four across when every word fits whole, else two rows of two.
	cols := wordColumns(p.b.u.Win.Canvas().Size().Width, len(p.tiles), false, p.words...)
	if cols < len(p.tiles) {
		cols = min(cols, 2)
	}
	if cols != p.cols {
		p.cols = cols
		p.grid.Layout = layout.NewGridLayoutWithColumns(cols)
		p.grid.Layout.Layout(p.grid.Objects, p.grid.Size())
	}
}
