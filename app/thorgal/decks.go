package thorgal

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// thorgalDecks are the adventure's decks with their counts: the two Event
// decks, the four Enemy decks (draw for a Combat, discard after it; upgrade
// and degrade a token with the Massive and Minor edge cases), Discovery,
// Terrain (the Journey Path) and the Items with their Display of five. Every
// draw is digital (the app draws) or from the table (say which card); an empty
// deck reshuffles its discard pile.
type thorgalDecks struct {
	b       *thorgalBoard
	panels  map[string]*kit.DeckPanel
	shown   map[string]kit.DeckShow // what each panel was last given
	display *kit.RowList[*displaySlot]
	box     *fyne.Container
	events  []*kit.Label // the two Event decks, left and right
}

// enemyDecks and otherDecks are drawn from the drawer, in this order.
var thorgalDrawDecks = []string{thorgal.Minor, thorgal.Moderate, thorgal.Major, thorgal.Massive, thorgal.Discovery, thorgal.Terrain}

func newThorgalDecks(b *thorgalBoard) *thorgalDecks {
	u := b.u
	d := &thorgalDecks{b: b, panels: map[string]*kit.DeckPanel{}, shown: map[string]kit.DeckShow{}}
	events := container.NewVBox()
	for range 2 {
		l := kit.WrapLabel("")
		d.events = append(d.events, l)
		events.Add(kit.Card(l))
	}
	var enemies, others []fyne.CanvasObject
	for _, id := range thorgalDrawDecks {
		p := kit.NewDeckPanel(u)
		d.panels[id] = p
		if slices.Contains(thorgal.EnemyIDs, id) {
			enemies = append(enemies, kit.Card(p.Object()))
		} else {
			others = append(others, kit.Card(p.Object()))
		}
	}
	items := kit.NewDeckPanel(u)
	d.panels[thorgal.Items] = items
	d.display = kit.NewRowList(container.NewVBox(), func() (*displaySlot, fyne.CanvasObject) { return newDisplaySlot(d) })
	var upgrade, degrade []fyne.CanvasObject
	for _, e := range thorgal.EnemyIDs {
		upgrade = append(upgrade, kit.NewTile(u.Loc.T("app.thorgal.upgrade", "Enemy", u.Loc.Msg(thorgal.DeckName(e))), nil, func() {
			b.doWarned(thorgal.Command{Kind: thorgal.CmdUpgrade, Enemy: e})
		}))
		degrade = append(degrade, kit.NewTile(u.Loc.T("app.thorgal.degrade", "Enemy", u.Loc.Msg(thorgal.DeckName(e))), nil, func() {
			b.f.Do(thorgal.Command{Kind: thorgal.CmdDegrade, Enemy: e})
		}))
	}
	d.box = container.NewVBox(
		kit.Subheading(u.Loc.T("app.thorgal.decks_event")), events,
		kit.Subheading(u.Loc.T("app.thorgal.decks_enemy")), container.NewVBox(enemies...),
		kit.Subheading(u.Loc.T("app.thorgal.upgrade_title")), kit.Quiet(u.Loc.T("app.thorgal.upgrade_hint")),
		container.NewGridWithColumns(2, upgrade...), container.NewGridWithColumns(2, degrade...),
		kit.Subheading(u.Loc.T("app.thorgal.decks_other")), container.NewVBox(others...),
		kit.Subheading(u.Loc.T("app.thorgal.decks_items")), kit.Card(container.NewVBox(items.Object(), d.display.Box)),
	)
	return d
}

func (d *thorgalDecks) object() fyne.CanvasObject { return d.box }

func (d *thorgalDecks) counts(p thorgal.Pile) string {
	return d.b.u.Loc.T("app.thorgal.deck_counts", "Pile", p.Size(), "Discard", p.DiscardSize(), "Out", len(p.Out))
}

func (d *thorgalDecks) set(s thorgal.State) {
	u, b := d.b.u, d.b
	open := !s.Over()
	for k, id := range []string{s.Sheet.Left, s.Sheet.Right} {
		p := s.Decks[id]
		text := u.Loc.T("app.thorgal.event_deck", "Deck", u.Loc.Msg(thorgal.DeckName(id)), "Counts", d.counts(p))
		if s.Active.Deck == id {
			text += "\n" + u.Loc.T("app.thorgal.event_active", "Card", u.Loc.Msg(thorgal.CardName(id, s.Active.Card)))
		}
		kit.SetText(d.events[k], text)
	}

	for _, id := range thorgalDrawDecks {
		p := s.Decks[id]
		show := kit.DeckShow{
			Title:     u.Loc.Msg(thorgal.DeckName(id)),
			Counts:    d.counts(p),
			DrawText:  u.Loc.T("app.thorgal.draw_digital"),
			TableText: u.Loc.T("app.thorgal.draw_we"),
			CanDraw:   open && p.CanDraw(),
			PickTitle: u.Loc.T("app.thorgal.pick_card"),
			Choices:   drawChoices(u, p, id),
			Draw: func(c string) {
				b.f.Do(thorgal.Command{Kind: thorgal.CmdDraw, Deck: id, Card: c})
			},
		}
		if id == thorgal.Terrain {
			// Standard and barren cards are told apart, and an empty deck
			// says what it means: no more Terrain to reveal.
			barren := 0
			for _, c := range p.Pile {
				if strings.HasPrefix(c, "B") {
					barren++
				}
			}
			show.Counts = u.Loc.T("app.thorgal.terrain_left", "Pile", p.Size(), "Standard", p.Size()-barren,
				"Barren", barren, "Path", len(p.Out))
			if p.Size() == 0 {
				show.Counts += "\n" + u.Loc.T("app.thorgal.terrain_out")
			}
		} else {
			for _, c := range p.Out {
				show.Out = append(show.Out, kit.DeckCard{
					Text: u.Loc.T("app.thorgal.in_play", "Card", u.Loc.Msg(thorgal.CardName(id, c))),
					Actions: []kit.DeckAction{{Text: u.Loc.T("app.thorgal.discard"), Do: func() {
						b.f.Do(thorgal.Command{Kind: thorgal.CmdDiscard, Deck: id, Card: c})
					}}},
				})
			}
		}
		d.setPanel(id, show)
	}

	p := s.Decks[thorgal.Items]
	empty := 0
	for _, c := range s.Display {
		if c == "" {
			empty++
		}
	}
	d.setPanel(thorgal.Items, kit.DeckShow{
		Title:     u.Loc.Msg(thorgal.DeckName(thorgal.Items)),
		Counts:    u.Loc.T("app.thorgal.items_counts", "Pile", p.Size(), "Discard", p.DiscardSize(), "Held", len(p.Out)-(len(s.Display)-empty)),
		DrawText:  u.Loc.T("app.thorgal.refill"),
		TableText: u.Loc.T("app.thorgal.refill_we"),
		CanDraw:   open && empty > 0 && p.CanDraw(),
		Choices:   drawChoices(u, p, thorgal.Items),
		Draw: func(c string) {
			if c == "" {
				b.f.Do(thorgal.Command{Kind: thorgal.CmdRefill})
			}
		},
		Table: d.refillTable, // several slots at once
	})
	d.display.Show(len(s.Display), func(k int, slot *displaySlot) { slot.set(u, s.Display, k, open) })
}

// setPanel gives a deck's panel what it shows, unless it shows it already:
// a panel given anything is refreshed whole.
func (d *thorgalDecks) setPanel(id string, show kit.DeckShow) {
	if was, ok := d.shown[id]; ok && sameDeckShow(was, show) {
		return
	}
	d.shown[id] = show
	d.panels[id].Set(show)
}

// sameDeckShow reports whether two deck panels show the same: their words,
// their choices and their cards in play (the taps do the same for the same
// deck and card).
func sameDeckShow(a, b kit.DeckShow) bool {
	sameCard := func(x, y kit.DeckCard) bool {
		return x.Text == y.Text && slices.EqualFunc(x.Actions, y.Actions, func(p, q kit.DeckAction) bool { return p.Text == q.Text })
	}
	return a.Title == b.Title && a.Counts == b.Counts && a.DrawText == b.DrawText && a.TableText == b.TableText &&
		a.CanDraw == b.CanDraw && a.PickTitle == b.PickTitle && slices.Equal(a.Choices, b.Choices) &&
		(a.Table == nil) == (b.Table == nil) && slices.EqualFunc(a.Out, b.Out, sameCard)
}

// displaySlot is a slot of the Item Display: empty, or its card with the
// button to discard it.
type displaySlot struct {
	empty *kit.Label
	card  *kit.Label
	full  fyne.CanvasObject // the card and its button
	disc  *widget.Button
	box   *fyne.Container // empty or full, the other hidden
	item  string          // the card in the slot
}

func newDisplaySlot(d *thorgalDecks) (*displaySlot, fyne.CanvasObject) {
	u, b := d.b.u, d.b
	sl := &displaySlot{empty: kit.Quiet(""), card: kit.WrapLabel("")}
	sl.disc = widget.NewButton(u.Loc.T("app.thorgal.discard"), func() {
		b.f.Do(thorgal.Command{Kind: thorgal.CmdDiscard, Deck: thorgal.Items, Card: sl.item})
	})
	sl.full = container.NewBorder(nil, nil, nil, kit.Tall(sl.disc), sl.card)
	sl.box = container.NewVBox(sl.empty, sl.full)
	return sl, sl.box
}

// set shows slot k of the Display; open: the adventure goes on.
func (sl *displaySlot) set(u *kit.UI, display []string, k int, open bool) {
	c := display[k]
	sl.item = c
	if c == "" {
		kit.SetText(sl.empty, u.Loc.T("app.thorgal.display_empty", "N", k+1))
	} else {
		kit.SetText(sl.card, u.Loc.T("app.thorgal.display_slot", "N", k+1, "Card", u.Loc.Msg(thorgal.CardName(thorgal.Items, c))))
		kit.SetEnabled(sl.disc, open)
	}
	a := kit.SetShown(sl.empty, c == "")
	if kit.SetShown(sl.full, c != "") || a {
		kit.Relayout(sl.box)
	}
}

// refillTable records the Item cards the table dealt into the Display's empty
// slots, left to right: tap them in order.
func (d *thorgalDecks) refillTable() {
	u, s, b := d.b.u, d.b.s, d.b
	room := 0
	for _, c := range s.Display {
		if c == "" {
			room++
		}
	}
	if room == 0 {
		return
	}
	var chosen []string
	shown := kit.WrapLabel("")
	var ok *widget.Button
	grid := container.NewGridWithColumns(5)
	var fill func()
	fill = func() {
		var objs []fyne.CanvasObject
		for _, c := range drawChoices(u, s.Decks[thorgal.Items], thorgal.Items) {
			card := c.Value
			btn := widget.NewButton(c.Label, func() {
				if i := slices.Index(chosen, card); i >= 0 {
					chosen = slices.Delete(chosen, i, i+1)
				} else if len(chosen) < room {
					chosen = append(chosen, card)
				}
				fill()
			})
			if slices.Contains(chosen, card) {
				btn.Importance = widget.HighImportance
				btn.Icon = theme.ConfirmIcon()
			}
			objs = append(objs, kit.AtLeast(btn, kit.TouchSize, kit.TouchSize))
		}
		grid.Objects = objs
		grid.Refresh()
		names := make([]string, len(chosen))
		for i, c := range chosen {
			names[i] = cardShort(u, c)
		}
		shown.SetText(u.Loc.T("app.thorgal.refill_chosen", "Cards", strings.Join(names, ", ")))
		ok.SetText(u.Loc.T("app.thorgal.refill_ok", "Chosen", len(chosen), "Room", room))
		kit.SetEnabled(ok, len(chosen) > 0)
	}
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.refill_hint", "Room", room)), grid, shown)
	// The grid is rebuilt at each tap and the chosen cards' line grows: the
	// sheet takes its full height from the start.
	dlg := u.NewSheet(u.Loc.T("app.thorgal.refill_we"), content).Tall()
	ok = dlg.WithCancelOK(u.Loc.T("app.thorgal.refill_ok", "Chosen", 0, "Room", room), func() {
		b.f.Do(thorgal.Command{Kind: thorgal.CmdRefill, Cards: slices.Clone(chosen)})
	})
	fill()
	dlg.Show()
}
