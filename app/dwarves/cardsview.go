package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// cardsView is the Cards section, the decks: the Scenario or Saga deck by
// level with the cards in play (Book 5: their time markers), the Adventure
// display and deck with the chance that the next card is a Threat, the
// Threat and Equipment decks, and each Book's own: Book 3's diamonds, Book
// 4's dragons.
type cardsView struct {
	b           *dwarvesBoard
	box         *fyne.Container
	deckT       *kit.Label
	levels      *kit.Label
	done        *kit.Label
	unfulfilled *kit.Label
	slots       pool[*slotCard]
	displayT    *kit.Label
	displayNone *kit.Label
	display     pool[*cardRow]
	displayHint *kit.Label
	advT        *kit.Label
	adv         *kit.Label
	keptT       *kit.Label
	keptNone    *kit.Label
	kept        pool[*cardRow]
	otherT      *kit.Label
	threats     *kit.Label
	equipment   *kit.Label
	special     *kit.Label
	diamonds    *diamondsView
	dragons     *dragonsView
}

// slotCard is a Scenario or Saga card in play: its words, its time markers
// (Book 5, level A) and Complete when faceup.
type slotCard struct {
	i        int
	sl       dwarves.Slot
	text     *kit.Label
	time     *kit.Counter
	complete fyne.CanvasObject
	box      *fyne.Container
	obj      fyne.CanvasObject
}

// cardRow is a card of the display (or a faceup Threat) with its ✓ button.
type cardRow struct {
	i    int
	text *kit.Label
	obj  fyne.CanvasObject
}

func newCardsView(b *dwarvesBoard) *cardsView {
	u := b.u
	v := &cardsView{b: b, box: container.NewVBox(), deckT: kit.Subheading(""), levels: kit.WrapLabel(""), done: kit.Quiet(""),
		unfulfilled: kit.Quiet(""), displayT: kit.Subheading(u.Loc.T("app.dwarves.cards.display")),
		displayNone: kit.Quiet(u.Loc.T("app.dwarves.cards.display_empty")), displayHint: kit.Quiet(u.Loc.T("app.dwarves.cards.display_hint")),
		advT: kit.Subheading(u.Loc.T("app.dwarves.cards.adventure_deck")), adv: kit.WrapLabel(""),
		keptT: kit.Subheading(u.Loc.T("app.dwarves.cards.kept_title")), keptNone: kit.Quiet(u.Loc.T("app.dwarves.cards.kept_none")),
		otherT: kit.Subheading(u.Loc.T("app.dwarves.cards.other_decks")), threats: kit.WrapLabel(""), equipment: kit.WrapLabel(""),
		special: kit.WrapLabel("")}
	v.slots.make = func() *slotCard {
		c := &slotCard{text: kit.WrapLabel(""), box: container.NewVBox()}
		c.time = kit.NewCounter(u.Loc.T("app.dwarves.cards.time"), 0, 0, 12, func(t int) {
			b.do(dwarves.Command{Kind: dwarves.CmdTime, Slot: c.i, Time: t})
		})
		c.complete = kit.Tall(kit.NewButton(u.Loc.T("app.dwarves.cards.complete"), theme.ConfirmIcon(), func() { b.completeSlot(c.i, c.sl) }))
		c.obj = kit.Card(c.box)
		return c
	}
	row := func(kind string) func() *cardRow {
		return func() *cardRow {
			r := &cardRow{text: kit.WrapLabel("")}
			done := kit.IconButton(theme.ConfirmIcon(), func() { b.do(dwarves.Command{Kind: kind, Slot: r.i}) })
			r.obj = container.NewBorder(nil, nil, nil, kit.AtLeast(done, kit.TouchSize, kit.TouchSize), r.text)
			return r
		}
	}
	v.display.make = row(dwarves.CmdCardDone)
	v.kept.make = row(dwarves.CmdThreatDone)
	return v
}

func (v *cardsView) object() fyne.CanvasObject { return v.box }

func (v *cardsView) update(s dwarves.State) {
	u := v.b.u
	saga := s.Setup.Book >= 2 && s.Setup.Book <= 4
	sc := s.Scenario
	deckTitle := u.Loc.T("app.dwarves.cards.scenario_deck")
	if saga {
		deckTitle = u.Loc.T("app.dwarves.cards.saga_deck")
	}
	kit.SetText(v.deckT, deckTitle)
	kit.SetText(v.levels, u.Loc.T("app.dwarves.cards.levels", "A", sc.Left.A, "B", sc.Left.B, "C", sc.Left.C))
	kit.SetText(v.done, u.Loc.T("app.dwarves.cards.done", "Done", sc.Done.Sum(), "Skipped", sc.Skipped.Sum(), "Removed", sc.Removed))
	items := []fyne.CanvasObject{v.deckT, v.levels, v.done}
	if s.Setup.Book == 5 {
		kit.SetText(v.unfulfilled, u.Loc.N("app.dwarves.cards.unfulfilled", sc.Unfulfilled))
		items = append(items, v.unfulfilled)
	}
	for i, sl := range sc.Slots {
		c := v.slots.get(i)
		c.i, c.sl = i, sl
		kit.SetText(c.text, slotText(u, s, sl))
		row := []fyne.CanvasObject{c.text}
		if s.Setup.Book == 5 && sl.Level == dwarves.LevelA {
			c.time.Update(u.Loc.T("app.dwarves.cards.time"), sl.Time, 0, 12)
			row = append(row, c.time.Object())
		}
		if !sl.FaceDown {
			row = append(row, c.complete)
		}
		kit.SetObjects(c.box, row...)
		items = append(items, c.obj)
	}

	if !saga {
		num, den := s.ThreatChance()
		items = append(items, cardRows(&v.display, s.Display, v.displayT, v.displayNone, func(c dwarves.Card) string { return displayCardText(u, c) })...)
		kit.SetText(v.adv, u.Loc.N("app.dwarves.cards.adventure_count", s.Adventure.Size(), "N", s.Adventure.Size(), "Threats", s.ThreatsInDeck(),
			"Chance", percent(u, ratOf(num, den)), "Discard", s.Adventure.DiscardSize()))
		items = append(items, v.displayHint, v.advT, v.adv)
	} else {
		items = append(items, cardRows(&v.kept, s.Kept, v.keptT, v.keptNone, func(k string) string { return keptText(u, k) })...)
	}
	kit.SetText(v.threats, u.Loc.N("app.dwarves.cards.threat_deck", s.Threats.Size(), "N", s.Threats.Size()))
	kit.SetText(v.equipment, u.Loc.N("app.dwarves.cards.equipment_deck", s.Equipment.Size(), "N", s.Equipment.Size(), "Discard", s.Equipment.DiscardSize()))
	items = append(items, v.otherT, v.threats, v.equipment)
	if s.Setup.Book == 5 {
		kit.SetText(v.special, u.Loc.N("app.dwarves.cards.special", s.Special, "N", s.Special))
		items = append(items, v.special)
	}
	if s.Diamonds != nil {
		if v.diamonds == nil {
			v.diamonds = newDiamondsView(v.b)
		}
		items = append(items, v.diamonds.update(s)...)
	}
	if s.Setup.Book == 4 {
		if v.dragons == nil {
			v.dragons = newDragonsView(v.b)
		}
		items = append(items, v.dragons.update(s)...)
	}
	kit.SetObjects(v.box, items...)
}

// cardRows is a titled list of cards, one pooled row each, or the title and
// its none line when there are no cards.
func cardRows[T any](rows *pool[*cardRow], cards []T, title, none fyne.CanvasObject, text func(T) string) []fyne.CanvasObject {
	items := []fyne.CanvasObject{title}
	if len(cards) == 0 {
		items = append(items, none)
	}
	for i, c := range cards {
		r := rows.get(i)
		r.i = i
		kit.SetText(r.text, text(c))
		items = append(items, r.obj)
	}
	return items
}
