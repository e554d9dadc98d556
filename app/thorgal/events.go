package thorgal

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// drawEvent draws the Event card (card "" = the app draws); then notes its
// next-phase effect: from the box profile if another session learned it,
// else asked at once.
func (n *thorgalNext) drawEvent(met bool, card string) {
	b := n.b
	b.f.Do(thorgal.Command{Kind: thorgal.CmdDrawEvent, Met: met, Card: card})
	if st, ok := b.f.Sess.State().(thorgal.State); ok && st.Phase == thorgal.PhaseEvent && st.EventStep == thorgal.StepNote {
		b.noteCard()
	}
}

// noteCard notes the revealed Event card's next-phase effect.
func (b *thorgalBoard) noteCard() {
	b.learnKnown()
	b.f.Do(thorgal.Command{Kind: thorgal.CmdNoteEffect})
}

// learnKnown teaches the session the revealed Event card's next-phase effect
// when the box profile knows it already (learned in another session), so
// the table is not asked twice.
func (b *thorgalBoard) learnKnown() {
	s, ok := b.f.Sess.State().(thorgal.State)
	if !ok || s.Active.Deck == "" {
		return
	}
	key := thorgal.EventKey(s.Active.Deck, s.Active.Card)
	if _, known := s.Printed[key]; known {
		return
	}
	p, err := b.u.Store.Profile(thorgal.Game.ID())
	if v, ok := p[key]; err == nil && ok {
		if err := b.f.Sess.Learn(key, v); err != nil {
			b.f.Say(b.u.ErrText(err))
		}
		b.f.Sync()
	}
}

// drawTable records the Event card the table drew: was the left deck's
// requirement met, then which card.
func (n *thorgalNext) drawTable() {
	u, s := n.b.u, n.b.s
	var d *kit.Sheet
	met := true
	grid := container.NewGridWithColumns(5)
	fill := func() {
		deck := s.Sheet.Right
		if met {
			deck = s.Sheet.Left
		}
		var objs []fyne.CanvasObject
		for _, c := range drawChoices(u, s.Decks[deck], deck) {
			card := c.Value
			objs = append(objs, kit.AtLeast(widget.NewButton(c.Label, func() {
				d.Hide()
				n.drawEvent(met, card)
			}), kit.TouchSize, kit.TouchSize))
		}
		grid.Objects = objs
		grid.Refresh()
	}
	pick := tileChoice([]kit.Option{{Value: "met", Label: u.Loc.T("app.thorgal.draw_met", "Deck", u.Loc.Msg(thorgal.DeckName(s.Sheet.Left)))}, {Value: "unmet", Label: u.Loc.T("app.thorgal.draw_unmet", "Deck", u.Loc.Msg(thorgal.DeckName(s.Sheet.Right)))}}, "met", func(v string) {
		met = v == "met"
		fill()
	})
	fill()
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.draw_rule", "Requirement", s.Sheet.Requirement)), pick,
		kit.WrapLabel(u.Loc.T("app.thorgal.pick_event")), grid)
	// The cards' grid is rebuilt for the other deck when the answer about
	// the requirement changes: the sheet takes its full height from the start.
	d = u.NewSheet(u.Loc.T("app.thorgal.draw_table"), content).WithClose(u.Loc.T("common.cancel")).Tall()
	d.Show()
}

// tileChoice is kit.Segmented in one column of tiles, whose text wraps: an
// answer longer than a phone is wide shows whole.
func tileChoice(opts []kit.Option, selected string, onSelect func(string)) *fyne.Container {
	tiles := make([]*kit.Tile, len(opts))
	objs := make([]fyne.CanvasObject, len(opts))
	mark := func(sel string) {
		for i, o := range opts {
			tiles[i].Mark(o.Value == sel)
		}
	}
	for i, o := range opts {
		tiles[i] = kit.NewTile(o.Label, nil, func() {
			mark(o.Value)
			onSelect(o.Value)
		})
		tiles[i].SetAlignment(fyne.TextAlignCenter)
		objs[i] = tiles[i]
	}
	mark(selected)
	return container.NewVBox(objs...)
}

// pickCard asks which card of a deck the table drew: the numbered cards five
// to a row, the barren Terrain cards (whose names are wider) in rows of
// their own, so that the choices fold on a phone rather than pass its edge.
func (n *thorgalNext) pickCard(deck, question string, done func(string)) {
	u, s := n.b.u, n.b.s
	var d *kit.Sheet
	var numbered, barren []fyne.CanvasObject
	for _, c := range drawChoices(u, s.Decks[deck], deck) {
		card := c.Value
		btn := kit.AtLeast(widget.NewButton(c.Label, func() {
			d.Hide()
			done(card)
		}), kit.TouchSize, kit.TouchSize)
		if strings.HasPrefix(card, "B") {
			barren = append(barren, btn)
		} else {
			numbered = append(numbered, btn)
		}
	}
	if len(numbered)+len(barren) == 0 {
		return
	}
	content := container.NewVBox(kit.WrapLabel(question))
	for _, objs := range [][]fyne.CanvasObject{numbered, barren} {
		if len(objs) > 0 {
			content.Add(kit.NewFitGrid(5, kit.TouchSize, objs...))
		}
	}
	d = u.NewSheet(u.Loc.Msg(thorgal.DeckName(deck)), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// drawChoices are the cards a draw from p can give: its draw pile, or its
// discard pile when that is reshuffled first.
func drawChoices(u *kit.UI, p thorgal.Pile, deck string) []kit.Option {
	src := p.Pile
	if len(src) == 0 {
		src = p.Discard
	}
	src = slices.Clone(src)
	slices.Sort(src)
	src = slices.Compact(src)
	out := make([]kit.Option, 0, len(src))
	for _, c := range src {
		out = append(out, kit.Option{Value: c, Label: cardShort(u, c)})
	}
	return out
}

// cardShort is a card's number alone ("7"), or "Barren 2" for a barren Terrain card.
func cardShort(u *kit.UI, card string) string {
	if strings.HasPrefix(card, "B") {
		return u.Loc.T("app.thorgal.barren_short", "N", card[1:])
	}
	return strings.TrimPrefix(card, "0")
}
