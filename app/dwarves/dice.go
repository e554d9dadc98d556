package dwarves

import (
	"slices"
	"strconv"
	"strings"

	"skald/app/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
	d       *dialog.CustomDialog
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
	title, content := u.FitDialogTitle(u.Loc.Msg(dwarves.ActionName(sh.action)), kit.DialogScroll(sh.body))
	sh.d = u.CustomDialog(title, content)
	sh.d.SetButtons([]fyne.CanvasObject{kit.AtLeast(widget.NewButton(u.Loc.T("common.close"), func() { sh.d.Hide() }), 120, kit.TouchSize)})
	sh.d.SetOnClosed(func() {
		if b.sheet == sh {
			b.sheet = nil
		}
	})
	sh.update(b.s)
	sh.d.Resize(kit.DialogSize(u.Win, 520, u.Win.Canvas().Size().Height*0.92))
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
				lines = append(lines, [2]string{u.Loc.T("app.dwarves.odds.finish_turn", "Need", want, "N", left), percent(u, over)})
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
	back := kit.NewButton(u.Loc.T("common.cancel"), nil, func() {
		sh.entering = false
		sh.entry = nil
		sh.update(sh.b.s)
	})
	return []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.sheet.enter_hint")), e.Object(),
		container.NewGridWithColumns(2, kit.Tall(back), kit.AtLeast(ok, 0, kit.BigSize))}
}

func facesLine(faces []int) string {
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = strconv.Itoa(f)
	}
	return strings.Join(parts, " ")
}

func (sh *diceSheet) rollCommand(table bool, faces []int) dwarves.Command {
	c := dwarves.Command{Kind: dwarves.CmdRoll, Action: sh.action, Dice: sh.dice, Table: table, Faces: faces}
	if sh.action == dwarves.ActCheck {
		c.Attr = sh.attr
	}
	return c
}

// fightPlaces are the places fought: the hero's hex, then the cards and
// hexes ticked.
func (sh *diceSheet) fightPlaces(s dwarves.State) []dwarves.Where {
	out := []dwarves.Where{dwarves.InHex(s.Hero().Hex)}
	for _, w := range s.Places() {
		if (w.Card != "" && sh.cards[w.Card]) || (w.Hex != "" && sh.adjacent[w.Hex] && w.Hex != s.Hero().Hex) {
			out = append(out, w)
		}
	}
	return out
}

// fightBefore shows the troops fought and the chances to defeat 1, 2, 3… of
// them or to lose 1 Health.
func (sh *diceSheet) fightBefore(s dwarves.State, p dwarves.Pool) ([]fyne.CanvasObject, bool) {
	u := sh.b.u
	items := sh.fightWhere(s)
	troops := s.TroopsAt(sh.fightPlaces(s)...)
	if troops.Zero() {
		return append(items, kit.WrapLabel(u.Loc.T("app.dwarves.sheet.no_troops"))), false
	}
	items = append(items, kit.Quiet(u.Loc.T("app.dwarves.sheet.fight_rule")),
		oddsRows(u, fightOddsLines(u, dwarves.FightOdds(p, troops))))
	if s.Hero().ID == dwarves.Narmora {
		items = append(items, kit.Quiet(u.Loc.T("app.dwarves.sheet.narmora")))
	}
	return items, true
}

// fightWhere shows the troops in the hero's hex and lets the table add those
// on cards at this location and, for Gandogar, those in hexes beside it.
func (sh *diceSheet) fightWhere(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	hex := s.Hero().Hex
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.sheet.fight_at", "Hex", hexText(u, hex), "Troops", troopsText(u, s.At(dwarves.InHex(hex)))))}
	for _, w := range s.Places() {
		switch {
		case w.Card != "":
			items = append(items, kit.CheckTile(u.Loc.T("app.dwarves.sheet.with_card", "Card", w.Card, "Troops", troopsText(u, s.At(w))),
				sh.cards[w.Card], func(on bool) { sh.cards[w.Card] = on; sh.update(sh.b.s) }))
		case s.Hero().ID == dwarves.Gandogar && w.Hex != hex:
			items = append(items, kit.CheckTile(u.Loc.T("app.dwarves.sheet.with_hex", "Hex", hexText(u, w.Hex), "Troops", troopsText(u, s.At(w))),
				sh.adjacent[w.Hex], func(on bool) { sh.adjacent[w.Hex] = on; sh.update(sh.b.s) }))
		}
	}
	return items
}

// checkForm chooses the card checked: one under way or a new one, its
// attribute (before the roll only), the number each die must reach, the
// successes it needs and whether they carry over to later turns.
func (sh *diceSheet) checkForm(s dwarves.State, beforeRoll bool) []fyne.CanvasObject {
	u := sh.b.u
	var items []fyne.CanvasObject
	pick := func(card string, p dwarves.Progress) {
		sh.card, sh.target, sh.need, sh.persist = card, p.Target, p.Need, p.Persist
		if beforeRoll {
			sh.attr = p.Attr
			sh.dice = s.Pool(dwarves.ActCheck, sh.attr).Dice
		}
		sh.update(sh.b.s)
	}
	for _, card := range sortedChecks(s) {
		p := s.Checks[card]
		if !beforeRoll && p.Attr != s.Roll.Attr {
			continue
		}
		t := kit.NewTile(u.Loc.T("app.dwarves.sheet.check_open", "Card", checkCardName(u, card), "Got", p.Got, "Need", p.Need,
			"Attr", u.Loc.Msg(dwarves.AttrName(p.Attr)), "Target", p.Target), nil, func() { pick(card, p) })
		if card == sh.card {
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		}
		items = append(items, t)
	}
	if _, open := s.Checks[dwarves.CouncilEquipmentCard]; s.EquipmentAction() && !open && (beforeRoll || s.Roll.Attr == dwarves.AttrCraft) {
		t := kit.NewTile(u.Loc.T("app.dwarves.sheet.council_equipment"), nil, func() {
			pick(dwarves.CouncilEquipmentCard, dwarves.Progress{Attr: dwarves.AttrCraft, Target: dwarves.CouncilEquipmentTarget, Need: 1})
		})
		if sh.card == dwarves.CouncilEquipmentCard {
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		}
		items = append(items, t)
	}
	if _, open := s.Checks[dwarves.DiamondCard]; s.DiamondCheck() && !open && (beforeRoll || s.Roll.Attr == dwarves.AttrCraft) {
		t := kit.NewTile(u.Loc.T("app.dwarves.sheet.diamond_check"), nil, func() {
			pick(dwarves.DiamondCard, dwarves.Progress{Attr: dwarves.AttrCraft, Target: dwarves.DiamondTarget, Need: 1})
		})
		if sh.card == dwarves.DiamondCard {
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		}
		items = append(items, t)
	}
	if _, open := s.Checks[sh.card]; open || sh.card == dwarves.CouncilEquipmentCard || sh.card == dwarves.DiamondCard {
		new1 := kit.NewButton(u.Loc.T("app.dwarves.sheet.check_other"), theme.ContentAddIcon(), func() {
			sh.card, sh.target, sh.need, sh.persist = "", 4, 1, false
			sh.update(sh.b.s)
		})
		return append(items, kit.Tall(new1))
	}
	name := widget.NewEntry()
	name.SetPlaceHolder(u.Loc.T("app.dwarves.sheet.check_card"))
	name.SetText(sh.card)
	name.OnChanged = sh.nameCard
	name.OnSubmitted = func(string) { sh.update(sh.b.s) }
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.check_new")), kit.Tall(name))
	if beforeRoll {
		var attrs []kit.Option
		for _, a := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed} {
			attrs = append(attrs, kit.Option{Value: a, Label: u.Loc.Msg(dwarves.AttrName(a))})
		}
		items = append(items, kit.Segmented(attrs, sh.attr, 3, func(v string) {
			sh.attr = v
			sh.dice = s.Pool(dwarves.ActCheck, v).Dice
			sh.update(sh.b.s)
		}))
	}
	var targets []kit.Option
	for t := 2; t <= 6; t++ {
		targets = append(targets, kit.Option{Value: strconv.Itoa(t), Label: u.Loc.T("app.dwarves.council.need", "N", t)})
	}
	items = append(items, kit.Quiet(u.Loc.T("app.dwarves.sheet.target")), kit.Segmented(targets, strconv.Itoa(sh.target), 5, func(v string) {
		sh.target, _ = strconv.Atoi(v)
		sh.update(sh.b.s)
	}))
	items = append(items, kit.NewCounter(u.Loc.T("app.dwarves.sheet.need"), sh.need, 1, 20, func(v int) {
		sh.need = v
		sh.update(sh.b.s)
	}).Object(), kit.CheckTile(u.Loc.T("app.dwarves.sheet.persist"), sh.persist, func(on bool) { sh.persist = on }))
	return items
}

func sortedChecks(s dwarves.State) []string {
	var out []string
	for c := range s.Checks {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// checkCardName is a checked card in words (the council's own check by name).
func checkCardName(u *kit.UI, card string) string {
	switch card {
	case dwarves.CouncilEquipmentCard:
		return u.Loc.T("app.dwarves.sheet.council_card")
	case dwarves.DiamondCard:
		return u.Loc.T("app.dwarves.sheet.diamond_card")
	}
	return card
}

// after is the sheet after the roll: the dice, what they achieve, the
// re-rolls and +1 still open, and the one tap that resolves the action.
func (sh *diceSheet) after(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	r := s.Roll
	faces := kit.Heading(u.Loc.T("app.dwarves.sheet.faces", "Faces", facesLine(r.Faces)))
	p := s.Pool(sh.action, r.Attr)
	p.Dice = len(r.Faces)
	items := []fyne.CanvasObject{sh.header(s, p), faces}
	if sh.entering {
		// Boïndil's or Balyndis's re-roll of every die, entered at the table.
		sh.dice = len(r.Faces)
		return append(items, sh.entryPanel(u.Loc.T("app.dwarves.sheet.use"), func(faces []int) {
			sh.entering = false
			sh.do(dwarves.Command{Kind: dwarves.CmdReroll, Table: true, Faces: faces})
		}, true)...)
	}
	if sh.action == dwarves.ActFight {
		items = append(items, sh.fightWhere(s)...)
	}
	items = append(items, sh.outcome(s)...)
	items = append(items, sh.options(s)...)
	return append(items, sh.resolve(s)...)
}

// outcome says what the dice achieve now.
func (sh *diceSheet) outcome(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	faces := s.Roll.Faces
	var text string
	switch sh.action {
	case dwarves.ActFight:
		troops := s.TroopsAt(sh.fightPlaces(s)...)
		best := dwarves.BestRemoval(faces, troops)
		switch {
		case best.Zero():
			text = u.Loc.T("app.dwarves.sheet.fight_none")
		case troops.Leaders().Zero() && dwarves.FightHasChoice(faces, troops):
			// Which ones is the table's choice, below.
			text = u.Loc.N("app.dwarves.sheet.fight_choice", best.Pieces())
		default:
			text = u.Loc.T("app.dwarves.sheet.fight_best", "Troops", troopsText(u, best))
		}
	case dwarves.ActDispatch:
		need, _ := dwarves.CouncilNeed(s.CouncilPos())
		if slices.Max(faces) >= need {
			text = u.Loc.T("app.dwarves.sheet.dispatch_ok", "N", need, "To", s.CouncilPos()+1)
		} else {
			text = u.Loc.T("app.dwarves.sheet.dispatch_fail", "N", need)
		}
	case dwarves.ActCheck:
		n := dwarves.Successes(faces, sh.target)
		got := s.Checks[sh.card].Got
		text = u.Loc.N("app.dwarves.sheet.check_result", n, "Target", sh.target, "Total", got+n, "Need", sh.need)
	case dwarves.ActMove:
		text = u.Loc.N("app.dwarves.sheet.move_result", slices.Max(faces))
	}
	l := kit.WrapLabel(text)
	l.TextStyle.Bold = true
	return []fyne.CanvasObject{kit.Card(l)}
}

// options are the changes still open to the dice: the hero's +1, the
// council's one-die re-roll, the hero's re-roll of every die.
func (sh *diceSheet) options(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	r := s.Roll
	var items []fyne.CanvasObject
	dieButtons := func(ok func(f int) bool, tap func(die int)) fyne.CanvasObject {
		var bs []fyne.CanvasObject
		for i, f := range r.Faces {
			b := widget.NewButton(u.Loc.T("app.dwarves.sheet.die", "N", i+1, "Face", f), func() { tap(i + 1) })
			kit.SetEnabled(b, ok(f))
			bs = append(bs, kit.AtLeast(b, kit.TouchSize, kit.TouchSize))
		}
		return kit.NewFitGrid(4, 0, bs...)
	}
	if sh.reroll > 0 && s.CanReroll() {
		var faces []fyne.CanvasObject
		for f := 1; f <= 6; f++ {
			faces = append(faces, kit.AtLeast(widget.NewButton(strconv.Itoa(f), func() {
				die := sh.reroll
				sh.reroll = 0
				sh.do(dwarves.Command{Kind: dwarves.CmdReroll, Die: die, Table: true, Faces: []int{f}})
			}), kit.TouchSize, kit.TouchSize))
		}
		forMe := kit.NewButton(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
			die := sh.reroll
			sh.reroll = 0
			sh.do(dwarves.Command{Kind: dwarves.CmdReroll, Die: die})
		})
		return []fyne.CanvasObject{kit.Subheading(u.Loc.T("app.dwarves.sheet.reroll_which", "N", sh.reroll)),
			container.NewGridWithColumns(6, faces...), kit.Tall(forMe)}
	}
	if s.CanBump() {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.bump", "Hero", u.Loc.Msg(dwarves.HeroName(s.Hero().ID)))),
			dieButtons(func(f int) bool { return f < 6 }, func(die int) {
				sh.do(dwarves.Command{Kind: dwarves.CmdBump, Die: die})
			}))
	}
	if s.CanReroll() {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.reroll")),
			dieButtons(func(int) bool { return true }, func(die int) {
				sh.reroll = die
				sh.update(sh.b.s)
			}))
	}
	if s.CanRerollAll() {
		forMe := kit.NewButton(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
			sh.do(dwarves.Command{Kind: dwarves.CmdReroll})
		})
		enter := kit.NewButton(u.Loc.T("app.dwarves.sheet.enter"), theme.DocumentCreateIcon(), func() {
			sh.entering = true
			sh.entry = nil
			sh.update(sh.b.s)
		})
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.reroll_all", "Hero", u.Loc.Msg(dwarves.HeroName(s.Hero().ID)))),
			container.NewGridWithColumns(2, kit.Tall(forMe), kit.Tall(enter)))
	}
	return items
}

// resolve is the tap that carries the action out.
func (sh *diceSheet) resolve(s dwarves.State) []fyne.CanvasObject {
	u := sh.b.u
	var items []fyne.CanvasObject
	var text string
	var cmd dwarves.Command
	ready := true
	switch sh.action {
	case dwarves.ActFight:
		c := dwarves.Command{Kind: dwarves.CmdFight}
		for _, w := range sh.fightPlaces(s)[1:] {
			if w.Card != "" {
				c.Cards = append(c.Cards, w.Card)
			} else {
				c.Adjacent = append(c.Adjacent, w.Hex)
			}
		}
		if sh.fought.Zero() {
			sh.fought = s.TroopsAt(sh.fightPlaces(s)...)
		}
		var part []fyne.CanvasObject
		part, c.Plan = sh.fightChoice(s)
		items = append(items, part...)
		ready = c.Plan == nil || sh.planVerdict(s) == dwarves.FightOK
		text, cmd = u.Loc.T("app.dwarves.sheet.do_fight"), c
	case dwarves.ActDispatch:
		text, cmd = u.Loc.T("app.dwarves.sheet.do_dispatch"), dwarves.Command{Kind: dwarves.CmdDispatch}
	case dwarves.ActCheck:
		items = append(items, sh.checkForm(s, false)...)
		text = u.Loc.T("app.dwarves.sheet.do_check")
		cmd = dwarves.Command{Kind: dwarves.CmdCheck, Card: sh.card, Target: sh.target, Need: sh.need, Persist: sh.persist}
		ready = dwarves.ValidName(sh.card)
	case dwarves.ActMove:
		var part []fyne.CanvasObject
		part, ready = sh.moveForm(s)
		items = append(items, part...)
		text = u.Loc.T("app.dwarves.sheet.do_move")
		cmd = dwarves.Command{Kind: dwarves.CmdMove, To: sh.dest, Entered: slices.Clone(sh.entered)}
	}
	goBtn := kit.Primary(text, theme.ConfirmIcon(), func() {
		if sh.action == dwarves.ActCheck {
			cmd.Card = sh.card // typed after the button was made
		}
		if sh.action == dwarves.ActFight && cmd.Plan != nil {
			cmd.Plan = sh.planRemovals(s) // changed after the button was made
		}
		if sh.action == dwarves.ActCheck {
			card, acts := sh.card, s.Actions
			done := s.Checks[card].Got+dwarves.Successes(s.Roll.Faces, sh.target) >= sh.need
			sh.do(cmd)
			if done && sh.b.now().Actions == acts+1 {
				sh.b.checkDone(card)
			}
			return
		}
		sh.do(cmd)
	})
	kit.SetEnabled(goBtn, ready)
	sh.fightGo = nil
	if sh.action == dwarves.ActFight {
		sh.fightGo = goBtn
	}
	if sh.action == dwarves.ActCheck {
		sh.named = append(sh.named, goBtn)
	}
	return append(items, widget.NewSeparator(), kit.AtLeast(goBtn, 0, kit.BigSize))
}

// moveForm asks where the hero ends the move and which Perished Land hexes
// they entered on the way, with the price of each: 1 Health or the Doom
// marker 1 space (Bavragor pays nothing).
func (sh *diceSheet) moveForm(s dwarves.State) ([]fyne.CanvasObject, bool) {
	u, b := sh.b.u, sh.b
	points := slices.Max(s.Roll.Faces)
	destText := u.Loc.T("app.dwarves.sheet.dest_none")
	if sh.dest != "" {
		destText = u.Loc.T("app.dwarves.sheet.dest", "Hex", hexText(u, sh.dest))
	}
	dest := kit.NewTile(destText, theme.SearchIcon(), func() {
		pickHex(u, u.Loc.T("app.dwarves.sheet.dest_title"), u.Loc.T("app.dwarves.sheet.dest_hint"), s.KnownHexes(), func(h string) {
			sh.dest = h
			sh.update(b.s)
		})
	})
	items := []fyne.CanvasObject{dest}
	if len(s.Perished) > 0 {
		items = append(items, kit.Subheading(u.Loc.T("app.dwarves.sheet.entered_title")))
		bav := s.Hero().ID == dwarves.Bavragor
		for i, en := range sh.entered {
			row := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.sheet.entered_free", "Hex", hexText(u, en.Hex)))}
			if !bav {
				row = []fyne.CanvasObject{kit.WrapLabel(hexText(u, en.Hex)), kit.Segmented([]kit.Option{{Value: dwarves.PayHealth, Label: u.Loc.T("app.dwarves.sheet.pay_health")}, {Value: dwarves.PayDoom, Label: u.Loc.T("app.dwarves.sheet.pay_doom")}}, en.Pay, 2, func(v string) { sh.entered[i].Pay = v })}
			}
			drop := kit.IconButton(theme.ContentClearIcon(), func() {
				sh.entered = slices.Delete(sh.entered, i, i+1)
				sh.update(b.s)
			})
			items = append(items, container.NewBorder(nil, nil, nil, kit.AtLeast(drop, kit.TouchSize, kit.TouchSize), container.NewVBox(row...)))
		}
		if len(sh.entered) < points {
			add := kit.NewButton(u.Loc.T("app.dwarves.sheet.entered_add"), theme.ContentAddIcon(), func() {
				pickHex(u, u.Loc.T("app.dwarves.sheet.entered_title"), u.Loc.T("app.dwarves.sheet.entered_hint"), s.Perished, func(h string) {
					pay := dwarves.PayHealth
					if bav {
						pay = ""
					}
					sh.entered = append(sh.entered, dwarves.Entry{Hex: h, Pay: pay})
					sh.update(b.s)
				})
			})
			items = append(items, kit.Tall(add))
		}
	}
	return items, dwarves.ValidName(sh.dest)
}

// narmora offers Narmora's extra troop after a fight that defeated one:
// one more troop of her own hex (never from a card).
func (b *dwarvesBoard) narmora(s dwarves.State) {
	u := b.u
	h := s.Hero()
	if h.ID != dwarves.Narmora {
		return
	}
	left := s.At(dwarves.InHex(h.Hex)).Plain()
	if left.Zero() {
		return
	}
	var d *dialog.CustomDialog
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.dwarves.narmora.hint", "Hex", hexText(u, h.Hex)))}
	for _, k := range []struct {
		kind string
		n    int
		one  dwarves.Troops
	}{{dwarves.DieOrc, left.Orcs, dwarves.Troops{Orcs: 1}}, {dwarves.DieTroll, left.Trolls, dwarves.Troops{Trolls: 1}},
		{dwarves.DieElfar, left.Elfar, dwarves.Troops{Elfar: 1}}} {
		if k.n == 0 {
			continue
		}
		one := k.one
		items = append(items, kit.NewTile(u.Loc.T("app.dwarves.narmora.remove", "Kind", u.Loc.Msg(dwarves.TroopName(k.kind))), nil, func() {
			d.Hide()
			b.do(dwarves.Command{Kind: dwarves.CmdRemove, At: dwarves.InHex(h.Hex), Troops: one})
		}))
	}
	d = u.CustomDialogDismiss(u.Loc.Msg(dwarves.HeroName(dwarves.Narmora)), u.Loc.T("app.dwarves.narmora.skip"), container.NewVBox(items...))
	d.Resize(kit.DialogSize(u.Win, 420, 0))
	d.Show()
}

// fightChoice lets the table choose which troops the dice defeat, and from
// which place — the troops on a card (to avert it) rather than those in the
// hex, a Troll rather than an Élf, or Gandogar's other hexes: the rules say
// "of your choice". It starts on the app's suggestion and shows only when
// there is a choice to make; plan is nil when it does not show.
func (sh *diceSheet) fightChoice(s dwarves.State) (items []fyne.CanvasObject, plan []dwarves.Removal) {
	u := sh.b.u
	faces := s.Roll.Faces
	places := sh.fightPlaces(s)
	var held []dwarves.Where
	for _, w := range places {
		if !s.At(w).Zero() {
			held = append(held, w)
		}
	}
	avail := s.TroopsAt(places...)
	best := dwarves.BestRemoval(faces, avail)
	if !dwarves.FightHasChoice(faces, avail) && (len(held) < 2 || best.Zero() || best == avail) {
		sh.plan, sh.planKey = nil, ""
		return nil, nil
	}
	key := facesLine(faces)
	for _, w := range places {
		key += "|" + w.Hex + "/" + w.Card
	}
	if sh.plan == nil || sh.planKey != key {
		sh.plan, sh.planKey = map[dwarves.Where]dwarves.Troops{}, key
		for _, r := range s.FightPlan(faces, places) {
			sh.plan[r.At] = r.Troops
		}
	}
	verdict := kit.WrapLabel("")
	verdict.TextStyle.Bold = true
	show := func() {
		var total dwarves.Troops
		for _, t := range sh.plan {
			total = total.Add(t)
		}
		ok := false
		switch sh.planVerdict(s) {
		case dwarves.FightOK:
			ok = true
			if total.Zero() {
				verdict.SetText(u.Loc.T("app.dwarves.sheet.fight_none"))
			} else {
				verdict.SetText(u.Loc.T("app.dwarves.plan.ok", "Troops", troopsText(u, total)))
			}
		case dwarves.FightTooMany:
			verdict.SetText(u.Loc.T("app.dwarves.plan.too_many"))
		default:
			verdict.SetText(u.Loc.T("app.dwarves.plan.unused"))
		}
		if sh.fightGo != nil {
			kit.SetEnabled(sh.fightGo, ok)
		}
	}
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.plan.title")), kit.Quiet(u.Loc.T("app.dwarves.plan.hint")))
	for _, w := range held {
		at := w
		if len(held) > 1 {
			l := kit.WrapLabel(u.Loc.T("app.dwarves.plan.place", "Place", placeText(u, at)))
			l.TextStyle.Bold = true
			items = append(items, l)
		}
		items = append(items, sh.b.troopCounters(s.At(at), sh.plan[at], func(t dwarves.Troops) {
			sh.plan[at] = t
			show()
		})...)
	}
	show()
	return append(items, kit.Card(verdict)), sh.planRemovals(s)
}

// planVerdict says whether the troops chosen fit the dice.
func (sh *diceSheet) planVerdict(s dwarves.State) int {
	var total dwarves.Troops
	for _, t := range sh.plan {
		total = total.Add(t)
	}
	return dwarves.FightVerdict(s.Roll.Faces, total, s.TroopsAt(sh.fightPlaces(s)...))
}

// planRemovals is the chosen troops as the fight command wants them, in the
// order of the places (never nil once a choice is shown).
func (sh *diceSheet) planRemovals(s dwarves.State) []dwarves.Removal {
	out := []dwarves.Removal{}
	for _, w := range sh.fightPlaces(s) {
		if t := sh.plan[w]; !t.Zero() {
			out = append(out, dwarves.Removal{At: w, Troops: t})
		}
	}
	return out
}

// checkDone follows a check completed for the council's Equipment card or
// a Book 3 diamond with what the success brings: who takes the card, or the
// diamond turned over for the heroes and the Mighty Diamond roll.
func (b *dwarvesBoard) checkDone(card string) {
	u, s := b.u, b.now()
	if s.Over() {
		return
	}
	var d *dialog.CustomDialog
	var items []fyne.CanvasObject
	title := ""
	switch card {
	case dwarves.CouncilEquipmentCard:
		title = u.Loc.T("app.dwarves.sheet.council_card")
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.council_equip.hint")))
		for _, h := range s.Heroes {
			id := h.ID
			items = append(items, kit.NewTile(u.Loc.Msg(dwarves.HeroName(id)), nil, func() {
				d.Hide()
				b.takeEquipment(id)
			}))
		}
	case dwarves.DiamondCard:
		if !s.DiamondCheck() {
			return
		}
		title = u.Loc.T("app.dwarves.sheet.diamond_card")
		forMe := kit.NewTile(u.Loc.T("app.dwarves.sheet.roll"), theme.MediaReplayIcon(), func() {
			d.Hide()
			b.do(dwarves.Command{Kind: dwarves.CmdDiamond, Side: dwarves.SideHeroes})
		})
		enter := kit.NewTile(u.Loc.T("app.dwarves.diamond.enter"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			b.enterDiamond(dwarves.SideHeroes)
		})
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.diamond_won.hint", "Chance", percent(u, s.Diamonds.NextMightyOdds(dwarves.SideHeroes)))),
			container.NewGridWithColumns(2, kit.AtLeast(forMe, 0, kit.BigSize), kit.AtLeast(enter, 0, kit.BigSize)))
	default:
		return
	}
	d = u.CustomDialogDismiss(title, u.Loc.T("common.close"), kit.DialogScroll(container.NewVBox(items...)))
	d.Resize(kit.DialogSize(u.Win, 440, 0))
	d.Show()
}

// cardCleared offers to discard a Threat card whose troops a fight has all
// defeated: the threat is averted. Only a card the table named in the
// display (Books 1, 5) or among the Threat cards face up (Books 2–4).
func (b *dwarvesBoard) cardCleared(s dwarves.State, card string) {
	u := b.u
	cmd := dwarves.Command{Slot: -1}
	for i, c := range s.Display {
		if c.Name == card {
			cmd = dwarves.Command{Kind: dwarves.CmdCardDone, Slot: i}
		}
	}
	for i, k := range s.Kept {
		if k == card {
			cmd = dwarves.Command{Kind: dwarves.CmdThreatDone, Slot: i}
		}
	}
	if cmd.Kind == "" {
		return
	}
	u.Confirm(card, u.Loc.T("app.dwarves.cleared.body", "Card", card), u.Loc.T("app.dwarves.cleared.ok"), false, func() { b.do(cmd) })
}
