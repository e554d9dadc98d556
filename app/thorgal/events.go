package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// thorgalNext is the bottom of Thorgal's screen: the one next thing, one tap
// each. Setup: reveal the first Terrain card and deal the Item Display. Action
// phase: the Action cards to play this turn's chip under. Event phase, a step
// per tap: advance the Round marker (or lose when it cannot), flip the chips,
// the reminder of the last card's next-phase effect, the draw by the
// adventure's rule (the app draws, or the table says which card it drew), its
// effect noted, the First Player marker passed.
type thorgalNext struct {
	b   *thorgalBoard
	box *fyne.Container
}

func newThorgalNext(b *thorgalBoard) *thorgalNext {
	return &thorgalNext{b: b, box: container.NewVBox()}
}

func (n *thorgalNext) object() fyne.CanvasObject { return n.box }

// nextItems collects the bottom's widgets.
type nextItems struct{ objs []fyne.CanvasObject }

// bigTile is the one next thing: a large high-importance tile.
func bigTile(text string, icon fyne.Resource, tap func()) *kit.Tile {
	t := kit.NewTile(text, icon, tap)
	t.SetImportance(widget.HighImportance)
	t.SetAlignment(fyne.TextAlignCenter)
	return t
}

func (it *nextItems) big(text string, icon fyne.Resource, tap func()) *kit.Tile {
	t := bigTile(text, icon, tap)
	it.objs = append(it.objs, kit.AtLeast(t, 0, kit.BigSize))
	return t
}

// pair puts two large tiles side by side (two answers to one question).
func (it *nextItems) pair(a, b *kit.Tile) {
	it.objs = append(it.objs, container.NewGridWithColumns(2, kit.AtLeast(a, 0, kit.BigSize), kit.AtLeast(b, 0, kit.BigSize)))
}

func (it *nextItems) second(text string, icon fyne.Resource, tap func()) {
	it.objs = append(it.objs, kit.NewTile(text, icon, tap))
}

func (it *nextItems) say(text string) {
	l := kit.WrapLabel(text)
	l.TextStyle.Bold = true
	it.objs = append(it.objs, l)
}

func (n *thorgalNext) set(s thorgal.State) {
	u, b := n.b.u, n.b
	it := &nextItems{}
	do := func(cmd thorgal.Command) func() { return func() { b.f.Do(cmd) } }
	pending := slices.ContainsFunc(s.Chars, func(c thorgal.Character) bool { return len(c.Pending) > 0 })
	switch {
	case s.Over():
		// The banner says how it ended.
	case pending:
		// The frame's next step names the wound to place; nothing else goes
		// on. Under it: Turn, Flip and Place for the board shown, or a way
		// to the board of the character who must place one.
		n.pendingTools(s, it)
	case s.Phase == thorgal.PhaseSetup:
		if len(s.Decks[thorgal.Terrain].Out) == 0 {
			it.big(u.Loc.T("app.thorgal.setup_terrain"), theme.DownloadIcon(), do(thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain}))
			it.second(u.Loc.T("app.thorgal.setup_terrain_table"), theme.DocumentCreateIcon(), func() {
				n.pickCard(thorgal.Terrain, u.Loc.T("app.thorgal.pick_terrain"), func(card string) {
					b.f.Do(thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain, Card: card})
				})
			})
		} else {
			it.big(u.Loc.T("app.thorgal.setup_display"), theme.DownloadIcon(), do(thorgal.Command{Kind: thorgal.CmdRefill}))
			it.second(u.Loc.T("app.thorgal.setup_display_table"), theme.DocumentCreateIcon(), func() { n.b.decks.refillTable() })
		}
	case s.Phase == thorgal.PhaseAction:
		// The frame's next step says whose turn it is: only the cards here.
		cards := make([]fyne.CanvasObject, len(s.Row))
		for slot, num := range s.Row {
			t := kit.NewTile(strconv.Itoa(num), nil, func() { b.row.play(slot) })
			t.SetAlignment(fyne.TextAlignCenter)
			cards[slot] = t
		}
		it.objs = append(it.objs, container.NewGridWithColumns(min(len(cards), 6), cards...))
	case s.Phase == thorgal.PhaseEvent:
		n.eventStep(s, it)
	}
	n.box.Objects = it.objs
	n.box.Refresh()
}

// pendingTools offers the placing of a wound: the tools of the board shown
// when its character has a wound to place, else a tap to that character's
// board.
func (n *thorgalNext) pendingTools(s thorgal.State, it *nextItems) {
	b := n.b
	if b.sel >= 0 && b.sel < len(s.Chars) && len(s.Chars[b.sel].Pending) > 0 {
		b.char.wounds.layoutCtrl(b.f.BoardWidth())
		it.objs = append(it.objs, b.char.wounds.ctrl)
		return
	}
	for i, c := range s.Chars {
		if len(c.Pending) > 0 {
			it.big(b.u.Loc.T("app.thorgal.show_pending", "Character", b.name(s, i)), theme.NavigateNextIcon(), func() { b.show(i) })
			return
		}
	}
}

// eventStep offers the Event phase step the table is at.
func (n *thorgalNext) eventStep(s thorgal.State, it *nextItems) {
	u, b := n.b.u, n.b
	do := func(cmd thorgal.Command) func() { return func() { b.f.Do(cmd) } }
	switch s.EventStep {
	case thorgal.StepAdvance:
		if s.Round.Left(thorgal.RoundMarker) == 0 {
			it.say(u.Loc.T("app.thorgal.next_no_round", "Rounds", s.Round.Len))
			t := it.big(u.Loc.T("app.thorgal.record_time"), theme.ErrorIcon(), func() {
				u.Confirm(u.Loc.T("app.thorgal.time_title"), u.Loc.T("app.thorgal.time_body"), u.Loc.T("app.thorgal.record_time"),
					true, func() { b.f.Do(thorgal.Command{Kind: thorgal.CmdAdvanceRound}) })
			})
			t.SetImportance(widget.DangerImportance)
			return
		}
		it.big(u.Loc.T("app.thorgal.advance", "Round", s.RoundNumber()+1, "Rounds", s.Round.Len), theme.MediaSkipNextIcon(),
			do(thorgal.Command{Kind: thorgal.CmdAdvanceRound}))
	case thorgal.StepRefresh:
		it.big(u.Loc.T("app.thorgal.refresh"), theme.ViewRefreshIcon(), do(thorgal.Command{Kind: thorgal.CmdRefreshChips}))
	case thorgal.StepResolve:
		// The frame's next step names the card and its effect.
		it.big(u.Loc.T("app.thorgal.resolved"), theme.ConfirmIcon(), func() {
			b.learnKnown()
			b.f.Do(thorgal.Command{Kind: thorgal.CmdResolveNext})
		})
	case thorgal.StepDraw:
		// The frame's next step says the draw rule; the two answers side by side.
		it.pair(
			bigTile(u.Loc.T("app.thorgal.draw_met", "Deck", u.Loc.Msg(thorgal.DeckName(s.Sheet.Left))), theme.DownloadIcon(),
				func() { n.drawEvent(true, "") }),
			bigTile(u.Loc.T("app.thorgal.draw_unmet", "Deck", u.Loc.Msg(thorgal.DeckName(s.Sheet.Right))), theme.DownloadIcon(),
				func() { n.drawEvent(false, "") }))
		it.second(u.Loc.T("app.thorgal.draw_table"), theme.DocumentCreateIcon(), n.drawTable)
	case thorgal.StepNote:
		it.say(u.Loc.T("app.thorgal.drawn", "Card", u.Loc.Msg(thorgal.CardName(s.Active.Deck, s.Active.Card))))
		it.big(u.Loc.T("app.thorgal.note"), theme.DocumentCreateIcon(), b.noteCard)
	case thorgal.StepPass:
		it.say(u.Loc.T("app.thorgal.drawn_effect", "Card", u.Loc.Msg(thorgal.CardName(s.Active.Deck, s.Active.Card)),
			"Effect", u.Loc.Msg(thorgal.EffectName(s.Active.Effect))))
		next := (s.First + 1) % max(len(s.Chars), 1)
		it.big(u.Loc.T("app.thorgal.pass", "Character", b.name(s, next)), theme.MediaSkipNextIcon(),
			do(thorgal.Command{Kind: thorgal.CmdPassFirst}))
	}
}

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
			if o.Value == sel {
				tiles[i].SetImportance(widget.HighImportance)
				tiles[i].SetIcon(theme.ConfirmIcon())
			} else {
				tiles[i].SetImportance(widget.MediumImportance)
				tiles[i].SetIcon(nil)
			}
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
