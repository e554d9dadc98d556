package cardgame

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// The phone can lie flat on the table between the two players: the seat
// across the table is then shown upside down at the top, so that its player
// reads (and taps) it the right way up. Each session remembers the choice,
// as a preference like the table mode of the other games; a board of two
// columns (a desktop) never turns a seat.

// flatPref is the preference holding a session's choice: the seat facing
// the phone's bottom edge ("0" or "1"), "" when the phone stands.
const flatPref = "cardgame_flat"

func (b *cgBoard) flatKey() string {
	return fmt.Sprintf("%s.session.%d", flatPref, b.f.Sess.Info().ID)
}

// loadFlat reads the session's choice into b.near.
func (b *cgBoard) loadFlat() {
	b.near = -1
	switch b.u.Pref(b.flatKey(), "") {
	case "0":
		b.near = 0
	case "1":
		b.near = 1
	}
}

// setFlat keeps near (-1: the phone stands) and shows the board again.
func (b *cgBoard) setFlat(near int) {
	v := ""
	if near >= 0 {
		v = fmt.Sprint(near)
	}
	b.u.SetPref(b.flatKey(), v)
	b.near = near
	b.Update(b.s)
}

// flatSeats are the two seats of a phone lying flat: the far one turned at
// the top, the near one below it. Built the first time the phone lies flat
// facing that way, then shown again.
type flatSeats struct {
	far, near *seatCard
	turned    *kit.Flipped
	box       *fyne.Container
	drawn     string // far.shown when turned was last drawn
}

func (b *cgBoard) flatSeats(near int) *flatSeats {
	if v := b.flat[near]; v != nil {
		return v
	}
	v := &flatSeats{far: b.newSeatCard(1 - near), near: b.newSeatCard(near)}
	v.turned = kit.NewFlipped(v.far.object())
	v.box = container.NewVBox(v.turned, v.near.object())
	b.flat[near] = v
	return v
}

// showSeats shows the seats as the phone lies: standing, as two tiles side
// by side (or the wide board's two cards); flat, as flatSeats.
func (b *cgBoard) showSeats(s cardgame.State) {
	if b.wide || b.near < 0 {
		for _, v := range b.seatViews {
			v.update(s)
		}
		kit.ShowOnly(b.seatArea, b.seats)
	} else {
		v := b.flatSeats(b.near)
		v.far.update(s)
		v.near.update(s)
		kit.ShowOnly(b.seatArea, v.box)
		if v.far.shown != v.drawn {
			// Drawing is slow (software, at the screen's scale): only
			// when the far seat changed.
			v.drawn = v.far.shown
			v.turned.Redraw()
		}
	}
	if b.flatRow != nil {
		kit.SetShown(b.flatRow.box, !b.wide)
		if !b.wide {
			b.flatRow.update(s)
		}
	}
}

// flatRow is a phone's switch at the end of the board: the phone lying flat
// or not, and which player its bottom edge faces.
type flatRow struct {
	b      *cgBoard
	box    *fyne.Container
	toggle *kit.Tile
	facing [2]*kit.Tile
	sides  *fyne.Container
}

func (b *cgBoard) newFlatRow() *flatRow {
	r := &flatRow{b: b}
	r.toggle = kit.NewTile(b.u.Loc.T("app.cardgame.flat"), nil, func() {
		if b.near >= 0 {
			b.setFlat(-1)
		} else {
			b.setFlat(0)
		}
	})
	for i := range r.facing {
		r.facing[i] = kit.NewTile("", nil, func() { b.setFlat(i) })
	}
	// One column when a name would not fit half a phone at a large text.
	r.sides = kit.NewFitGrid(2, 0, r.facing[0], r.facing[1])
	r.box = container.NewVBox(widget.NewSeparator(), r.toggle, r.sides)
	return r
}

func (r *flatRow) update(s cardgame.State) {
	b := r.b
	flat := b.near >= 0
	// A check tile whose state is the board's.
	r.toggle.Check(flat)
	kit.SetShown(r.sides, flat)
	if !flat {
		return
	}
	var texts []string
	for i, t := range r.facing {
		texts = append(texts, b.u.Loc.T("app.cardgame.flat_facing", "Player", b.name(s, i)))
		t.SetText(texts[i])
		t.Mark(i == b.near)
	}
	r.sides.Layout.(*kit.FitGrid).CellW = b.toolWidth(texts...)
}
