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

// diceSheet is the sheet of an action that rolls Number dice — Move, Fight,
// Send dispatches, Attribute check. Before the roll it shows the exact odds
// for the dice the hero has (ability and council text included) and offers
// "roll for me" or "enter the dice"; after the roll it says what the roll
// achieves, offers the hero's +1 or re-roll and the council's re-roll, and
// resolves the action in one tap. It follows the session: it closes when the
// action is done.
type diceSheet struct {
	b       *dwarvesBoard
	d       *kit.Sheet
	body    *fyne.Container
	action  string
	actions int // the actions taken when the sheet opened

	dice     int // Number dice to roll (the attribute unless a card says otherwise)
	entering bool
	entry    *kit.DiceEntry
	reroll   int // die chosen for the council's re-roll at the table (1-based), 0 none

	// Fight: the cards and (Gandogar) the hexes beside fought with the hex,
	// and the troops there when the roll was made.
	cards    map[string]bool
	adjacent map[string]bool
	fought   dwarves.Troops
	// plan is the troops the table chooses to defeat at each place, for the
	// dice and places in planKey (the app's suggestion until changed);
	// fightGo is the button that carries the fight out.
	plan    map[dwarves.Where]dwarves.Troops
	planKey string
	fightGo *widget.Button
	// Check: the card, its attribute, target, successes needed, carry-over.
	card    string
	attr    string
	target  int
	need    int
	persist bool
	// Move: where the hero ends, the Perished Land hexes entered.
	dest    string
	entered []dwarves.Entry

	// named are the buttons that wait for a check's card to be named: typing
	// the name enables them without redrawing the sheet (and the keyboard).
	named  []fyne.Disableable
	onName func() // the dice-entry panel's own check, while it shows
}

// nameCard takes the check's card name as typed.
func (sh *diceSheet) nameCard(v string) {
	sh.card = strings.TrimSpace(v)
	for _, w := range sh.named {
		kit.SetEnabled(w, dwarves.ValidName(sh.card))
	}
	if sh.onName != nil {
		sh.onName()
	}
}

func (b *dwarvesBoard) newSheet(action, attr string) *diceSheet {
	return &diceSheet{b: b, action: action, actions: b.s.Actions, cards: map[string]bool{}, adjacent: map[string]bool{},
		attr: attr, target: 4, need: 1}
}

// startAction opens the sheet of an action, before its roll.
func (b *dwarvesBoard) startAction(action string) {
	sh := b.newSheet(action, dwarves.AttrCraft)
	if action == dwarves.ActCheck {
		for _, card := range sortedChecks(b.s) {
			p := b.s.Checks[card]
			sh.card, sh.attr, sh.target, sh.need, sh.persist = card, p.Attr, p.Target, p.Need, p.Persist
			break
		}
	}
	sh.dice = b.s.Pool(action, sh.attr).Dice
	sh.open()
}

// openSheet opens the sheet of the roll being resolved (after it was closed).
func (b *dwarvesBoard) openSheet() {
	if b.s.Roll == nil {
		return
	}
	if b.sheet != nil && b.sheet.action == b.s.Roll.Action {
		b.sheet.open()
		return
	}
	sh := b.newSheet(b.s.Roll.Action, b.s.Roll.Attr)
	sh.dice = len(b.s.Roll.Faces)
	sh.open()
}

func (sh *diceSheet) open() {
	u, b := sh.b.u, sh.b
	b.sheet = sh
	sh.body = container.NewVBox()
	// The sheet is redrawn in place as the roll goes on: it takes its full
	// height from the start.
	sh.d = u.NewSheet(u.Loc.Msg(dwarves.ActionName(sh.action)), sh.body).Tall()
	sh.d.WithClose(u.Loc.T("common.close"))
	sh.d.SetOnClosed(func() {
		if b.sheet == sh {
			b.sheet = nil
		}
	})
	sh.update(b.s)
	sh.d.Show()
}

// update redraws the sheet for s, and closes it once the action is done.
func (sh *diceSheet) update(s dwarves.State) {
	if s.Over() || (s.Roll == nil && s.Actions != sh.actions) || (s.Roll != nil && s.Roll.Action != sh.action) || !s.Started {
		sh.close(s)
		return
	}
	var items []fyne.CanvasObject
	sh.named, sh.onName = nil, nil
	if s.Roll == nil {
		items = sh.before(s)
	} else {
		items = sh.after(s)
	}
	sh.body.Objects = items
	sh.body.Refresh()
}

func (sh *diceSheet) close(s dwarves.State) {
	b := sh.b
	if b.sheet == sh {
		b.sheet = nil
	}
	if sh.d != nil {
		sh.d.Hide()
	}
	if sh.action == dwarves.ActFight && s.Roll == nil && s.Actions == sh.actions+1 && !s.Over() {
		now := s.TroopsAt(sh.fightPlaces(s)...)
		if now.Weight() < sh.fought.Weight() {
			b.narmora(s)
		}
		for card := range sh.cards {
			if sh.cards[card] && s.At(dwarves.OnCard(card)).Zero() {
				b.cardCleared(s, card)
			}
		}
	}
}

// do sends a command from the sheet.
func (sh *diceSheet) do(c dwarves.Command) { sh.b.do(c) }

// header says who rolls how many dice and what changes them.
func (sh *diceSheet) header(s dwarves.State, p dwarves.Pool) fyne.CanvasObject {
	u := sh.b.u
	h := s.Hero()
	text := container.NewVBox(
		kit.Subheading(u.Loc.T("app.dwarves.sheet.who", "Hero", u.Loc.Msg(dwarves.HeroName(h.ID)), "Action", u.Loc.Msg(dwarves.ActionName(sh.action)))),
		kit.Quiet(poolText(u, p)))
	return container.NewBorder(nil, nil, container.NewCenter(u.RefIcon(sh.icon(s), dwIconSize)), nil, text)
}

// icon is the pictogram of what the sheet rolls: the attribute checked or
// rolled (Battle to fight, Speed to move), the Council marker to send
// dispatches. A tap opens its entry over the sheet.
func (sh *diceSheet) icon(s dwarves.State) string {
	switch sh.action {
	case dwarves.ActFight:
		return "dwarves-check-" + dwarves.AttrBattle
	case dwarves.ActMove:
		return "dwarves-check-" + dwarves.AttrSpeed
	case dwarves.ActDispatch:
		return "dwarves-council-marker"
	}
	if s.Roll != nil && s.Roll.Attr != "" {
		return "dwarves-check-" + s.Roll.Attr
	}
	return "dwarves-check-" + sh.attr
}

// pool is the dice of the sheet's action, with the number chosen.
func (sh *diceSheet) pool(s dwarves.State) dwarves.Pool {
	p := s.Pool(sh.action, sh.attr)
	p.Dice = sh.dice
	return p
}

// before is the sheet before the roll: what is at stake, the odds, and the
// two ways to roll.
func (sh *diceSheet) before(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	p := sh.pool(s)
	items := []fyne.CanvasObject{sh.header(s, p)}
	ready := true
	switch sh.action {
	case dwarves.ActFight:
		var part []fyne.CanvasObject
		part, ready = sh.fightBefore(s, p)
		items = append(items, part...)
	case dwarves.ActDispatch:
		need, ok := dwarves.CouncilNeed(s.CouncilPos())
		if !ok {
			items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.council.at_end")))
			ready = false
			break
		}
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.sheet.dispatch_need", "N", need, "From", s.CouncilPos(), "To", s.CouncilPos()+1)),
			oddsRows(u, [][2]string{{u.Loc.T("app.dwarves.odds.dispatch"), percent(u, dwarves.DispatchOdds(p, need))}}))
	case dwarves.ActCheck:
		items = append(items, sh.checkForm(s, true)...)
		got := s.Checks[sh.card].Got
		lines := checkOddsLines(u, dwarves.CheckOdds(p, sh.target), sh.need-got)
		// More successes than one roll may bring, or a card that needs
		// several: the chance to finish it with every action left this turn.
		if left, want := dwarves.ActionsPerTurn-s.Actions, sh.need-got; left > 1 && want > 1 {
			if over := dwarves.CheckFinishOdds(p, sh.target, want, left); over != nil {
				lines = append(lines, [2]string{u.Loc.N("app.dwarves.odds.finish_turn", want, "N", left), percent(u, over)})
			}
		}
		items = append(items, oddsRows(u, lines))
		ready = dwarves.ValidName(sh.card)
	case dwarves.ActMove:
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.sheet.move_hint")))
		var lines [][2]string
		for k := 2; k <= 6; k++ {
			lines = append(lines, [2]string{u.Loc.N("app.dwarves.odds.reach", k), percent(u, dwarves.CheckOdds(p, k)[1])})
		}
		items = append(items, oddsRows(u, lines))
	}
	items = append(items, kit.NewCounter(u.Loc.T("app.dwarves.sheet.dice"), sh.dice, 1, dwarves.MaxDice, func(v int) {
		sh.dice = v
		sh.update(sh.b.s)
	}).Object())
	if s.ForcedReroll() {
		items = append(items, kit.Quiet(u.Loc.T("app.dwarves.sheet.forced")))
	}
	if sh.entering {
		items = append(items, sh.entryPanel(u.Loc.T("app.dwarves.sheet.use"), func(faces []int) {
			sh.entering = false
			sh.fought = s.TroopsAt(sh.fightPlaces(s)...)
			sh.do(sh.rollCommand(true, faces))
		}, ready)...)
		return items
	}
	roll := kit.NewTile(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
		sh.fought = s.TroopsAt(sh.fightPlaces(s)...)
		sh.do(sh.rollCommand(false, nil))
	})
	roll.SetImportance(widget.HighImportance)
	enter := kit.NewTile(u.Loc.T("app.dwarves.sheet.enter"), theme.DocumentCreateIcon(), func() {
		sh.entering = true
		sh.entry = nil
		sh.update(sh.b.s)
	})
	kit.SetEnabled(roll, ready)
	kit.SetEnabled(enter, ready)
	if sh.action == dwarves.ActCheck {
		sh.named = append(sh.named, roll, enter)
	}
	return append(items, container.NewGridWithColumns(2, kit.AtLeast(roll, 0, kit.BigSize), kit.AtLeast(enter, 0, kit.BigSize)))
}

// entryPanel enters real dice: the face buttons and the confirming button.
func (sh *diceSheet) entryPanel(okText string, use func([]int), ready bool) []fyne.CanvasObject {
	u := sh.b.u
	ok := kit.Primary(okText, theme.ConfirmIcon(), nil)
	if sh.entry == nil || sh.entry.N != sh.dice {
		sh.entry = kit.NewDiceEntry(sh.dice, func(faces []int, n int) string {
			return u.Loc.T("app.dwarves.sheet.entered", "Faces", facesLine(faces), "N", len(faces), "Total", n)
		}, nil)
	}
	e := sh.entry
	readyNow := func() bool {
		return ready && e.Complete() && (sh.action != dwarves.ActCheck || dwarves.ValidName(sh.card))
	}
	e.Changed = func([]int) { kit.SetEnabled(ok, readyNow()) }
	sh.onName = func() { kit.SetEnabled(ok, readyNow()) }
	kit.SetEnabled(ok, readyNow())
	ok.OnTapped = func() {
		if e.Complete() {
			sh.entry = nil
			use(e.Faces())
		}
	}
	// The last die entered confirms the roll when nothing else is missing
	// (a check still waiting for its card's name waits for OK).
	e.Done = func([]int) {
		if readyNow() {
			ok.OnTapped()
		}
	}
	back := kit.NewButton(u.Loc.T("common.cancel"), nil, func() {
		sh.entering = false
		sh.entry = nil
		sh.update(sh.b.s)
	})
	return []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.sheet.enter_hint")), e.Object(),
		container.NewGridWithColumns(2, kit.Tall(back), kit.AtLeast(ok, 0, kit.BigSize))}
}
