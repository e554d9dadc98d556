package thorgal

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
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
	// views are the bottom's contents met so far, by the step they answer:
	// each is made once, then shown again with the state's words.
	views map[string]*nextView
	shown *nextView
}

// nextView is one content of the bottom: its objects, and how it shows a
// state (nil: it says the same in every state).
type nextView struct {
	objs []fyne.CanvasObject
	set  func(s thorgal.State)
}

func newThorgalNext(b *thorgalBoard) *thorgalNext {
	return &thorgalNext{b: b, box: container.NewVBox(), views: map[string]*nextView{}}
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

func (it *nextItems) say(text string) *kit.Label {
	l := kit.WrapLabel(text)
	l.TextStyle.Bold = true
	it.objs = append(it.objs, l)
	return l
}

func (n *thorgalNext) set(s thorgal.State) {
	key := n.step(s)
	v := n.views[key]
	if v == nil {
		v = n.build(key, s)
		n.views[key] = v
	}
	if v.set != nil {
		v.set(s)
	}
	if v != n.shown {
		n.shown = v
		n.box.Objects = v.objs
		kit.Relayout(n.box)
		canvas.Refresh(n.box)
	}
}

// step names what the bottom offers in s.
func (n *thorgalNext) step(s thorgal.State) string {
	b := n.b
	switch {
	case s.Over():
		// The banner says how it ended.
		return "over"
	case slices.ContainsFunc(s.Chars, func(c thorgal.Character) bool { return len(c.Pending) > 0 }):
		// The frame's next step names the wound to place; nothing else goes
		// on. Under it: Turn, Flip and Place for the board shown, or a way
		// to the board of the character who must place one.
		if b.sel >= 0 && b.sel < len(s.Chars) && len(s.Chars[b.sel].Pending) > 0 {
			return "place"
		}
		return "show_pending"
	case s.Fight != nil:
		// A Combat drawn and not resolved: nothing else before its end.
		return "fight"
	case bonusOwed(s) >= 0:
		// A Journey revealed a Terrain card: its bonus ends the action,
		// before the next turn or the Event phase.
		return "terrain_bonus"
	case s.Phase == thorgal.PhaseSetup:
		if len(s.Decks[thorgal.Terrain].Out) == 0 {
			return "setup_terrain"
		}
		return "setup_display"
	case s.Phase == thorgal.PhaseAction:
		return "action"
	case s.Phase == thorgal.PhaseEvent:
		if s.EventStep == thorgal.StepAdvance && s.Round.Left(thorgal.RoundMarker) == 0 {
			return "no_round"
		}
		return "event_" + strconv.Itoa(s.EventStep)
	}
	return "none"
}

// build makes the bottom's content for step, the step of s.
func (n *thorgalNext) build(step string, s thorgal.State) *nextView {
	u, b := n.b.u, n.b
	it := &nextItems{}
	v := &nextView{}
	do := func(cmd thorgal.Command) func() { return func() { b.f.Do(cmd) } }
	switch step {
	case "place":
		v.set = func(thorgal.State) {
			b.char.wounds.layoutCtrl(b.f.BoardWidth())
		}
		it.objs = append(it.objs, b.char.wounds.ctrl)
	case "show_pending":
		who := 0
		t := it.big("", theme.NavigateNextIcon(), func() { b.show(who) })
		v.set = func(s thorgal.State) {
			who = slices.IndexFunc(s.Chars, func(c thorgal.Character) bool { return len(c.Pending) > 0 })
			t.SetText(u.Loc.T("app.thorgal.show_pending", "Character", b.name(s, who)))
		}
	case "fight":
		t := it.big("", theme.ConfirmIcon(), b.combatDialog)
		v.set = func(s thorgal.State) {
			if s.Fight != nil {
				t.SetText(u.Loc.T("app.thorgal.combat_resolve_against", "Character", b.name(s, s.Fight.Char), "Enemy", b.fightName(s.Fight)))
			}
		}
	case "terrain_bonus":
		// The frame's next step says what is owed; the tile takes it.
		who := 0
		t := it.big("", theme.ConfirmIcon(), func() { b.terrainBonusDialog(who) })
		v.set = func(s thorgal.State) {
			if who = bonusOwed(s); who < 0 {
				return
			}
			t.SetText(u.Loc.T("app.thorgal.take_terrain_bonus", "Character", b.name(s, who)))
		}
	case "setup_terrain":
		it.big(u.Loc.T("app.thorgal.setup_terrain"), theme.DownloadIcon(), do(thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain}))
		it.second(u.Loc.T("app.thorgal.setup_terrain_table"), theme.DocumentCreateIcon(), func() {
			n.pickCard(thorgal.Terrain, u.Loc.T("app.thorgal.pick_terrain"), func(card string) {
				b.f.Do(thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain, Card: card})
			})
		})
	case "setup_display":
		it.big(u.Loc.T("app.thorgal.setup_display"), theme.DownloadIcon(), do(thorgal.Command{Kind: thorgal.CmdRefill}))
		it.second(u.Loc.T("app.thorgal.setup_display_table"), theme.DocumentCreateIcon(), func() { n.b.decks.refillTable() })
	case "action":
		// The frame's next step says whose turn it is: only the cards here.
		cards := kit.NewRowList(container.NewGridWithColumns(1), func() (*actionTile, fyne.CanvasObject) {
			t := &actionTile{}
			t.t = kit.NewTile("", nil, func() { b.row.play(t.slot) })
			t.t.SetAlignment(fyne.TextAlignCenter)
			return t, t.t
		})
		it.objs = append(it.objs, cards.Box)
		// The two actions that change a board most, for the character whose
		// turn it is, one tap away from the chip just played.
		combat := kit.NewTile(u.Loc.T("app.thorgal.combat_action"), nil, func() { b.fightDialog(b.s.TurnOwner()) })
		journey := kit.NewTile(u.Loc.T("app.thorgal.journey_action"), nil, func() { b.journeyDialog(b.s.TurnOwner()) })
		it.objs = append(it.objs, container.NewGridWithColumns(2, combat, journey))
		cols := 1
		v.set = func(s thorgal.State) {
			dead := s.TurnOwner() < len(s.Chars) && s.Chars[s.TurnOwner()].Dead
			for _, t := range []*kit.Tile{combat, journey} {
				if dead {
					t.Disable()
				} else {
					t.Enable()
				}
			}
			cards.Show(len(s.Row), func(slot int, t *actionTile) {
				t.slot = slot
				t.t.SetText(strconv.Itoa(s.Row[slot]))
			})
			if c := min(len(s.Row), 6); c != cols {
				cols = c
				cards.Box.Layout = layout.NewGridLayoutWithColumns(c)
				kit.Relayout(cards.Box)
			}
		}
	case "no_round":
		say := it.say("")
		t := it.big(u.Loc.T("app.thorgal.record_time"), theme.ErrorIcon(), func() {
			u.Confirm(u.Loc.T("app.thorgal.time_title"), u.Loc.T("app.thorgal.time_body"), u.Loc.T("app.thorgal.record_time"),
				true, func() { b.f.Do(thorgal.Command{Kind: thorgal.CmdAdvanceRound}) })
		})
		t.SetImportance(widget.DangerImportance)
		v.set = func(s thorgal.State) {
			kit.SetText(say, u.Loc.T("app.thorgal.next_no_round", "Rounds", s.Round.Len))
		}
	case "over", "none":
		// Nothing is left to do: the banner says how it ended.
	default:
		if s.Phase == thorgal.PhaseEvent {
			n.buildEvent(s.EventStep, it, v)
		}
	}
	v.objs = it.objs
	return v
}

// actionTile is an Action card in the bottom: a tap plays a chip under it.
type actionTile struct {
	t    *kit.Tile
	slot int
}

// buildEvent makes the bottom's content for an Event phase step.
func (n *thorgalNext) buildEvent(step int, it *nextItems, v *nextView) {
	u, b := n.b.u, n.b
	do := func(cmd thorgal.Command) func() { return func() { b.f.Do(cmd) } }
	switch step {
	case thorgal.StepAdvance:
		t := it.big("", theme.MediaSkipNextIcon(), do(thorgal.Command{Kind: thorgal.CmdAdvanceRound}))
		v.set = func(s thorgal.State) {
			t.SetText(u.Loc.T("app.thorgal.advance", "Round", s.RoundNumber()+1, "Rounds", s.Round.Len))
		}
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
		met := bigTile("", theme.DownloadIcon(), func() { n.drawEvent(true, "") })
		unmet := bigTile("", theme.DownloadIcon(), func() { n.drawEvent(false, "") })
		it.pair(met, unmet)
		it.second(u.Loc.T("app.thorgal.draw_table"), theme.DocumentCreateIcon(), n.drawTable)
		v.set = func(s thorgal.State) {
			met.SetText(u.Loc.T("app.thorgal.draw_met", "Deck", u.Loc.Msg(thorgal.DeckName(s.Sheet.Left))))
			unmet.SetText(u.Loc.T("app.thorgal.draw_unmet", "Deck", u.Loc.Msg(thorgal.DeckName(s.Sheet.Right))))
		}
	case thorgal.StepNote:
		say := it.say("")
		it.big(u.Loc.T("app.thorgal.note"), theme.DocumentCreateIcon(), b.noteCard)
		v.set = func(s thorgal.State) {
			kit.SetText(say, u.Loc.T("app.thorgal.drawn", "Card", u.Loc.Msg(thorgal.CardName(s.Active.Deck, s.Active.Card))))
		}
	case thorgal.StepPass:
		say := it.say("")
		t := it.big("", theme.MediaSkipNextIcon(), do(thorgal.Command{Kind: thorgal.CmdPassFirst}))
		v.set = func(s thorgal.State) {
			kit.SetText(say, u.Loc.T("app.thorgal.drawn_effect", "Card", u.Loc.Msg(thorgal.CardName(s.Active.Deck, s.Active.Card)),
				"Effect", u.Loc.Msg(thorgal.EffectName(s.Active.Effect))))
			next := (s.First + 1) % max(len(s.Chars), 1)
			t.SetText(u.Loc.T("app.thorgal.pass", "Character", b.name(s, next)))
		}
	}
}

// bonusOwed is the first living character owed a revealed Terrain card's
// bonus (-1 for none).
func bonusOwed(s thorgal.State) int {
	return slices.IndexFunc(s.Chars, func(c thorgal.Character) bool { return c.TerrainBonus > 0 && !c.Dead })
}
