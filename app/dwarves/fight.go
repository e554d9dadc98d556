package dwarves

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules/dwarves"
)

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
	// The three verdicts share one place as tall as the tallest, so the
	// button under them stays put as the choice changes.
	okText, tooMany, unused := kit.WrapLabel(""), kit.WrapLabel(u.Loc.T("app.dwarves.plan.too_many")), kit.WrapLabel(u.Loc.T("app.dwarves.plan.unused"))
	for _, l := range []*kit.Label{okText, tooMany, unused} {
		l.TextStyle.Bold = true
	}
	verdict := container.New(tallest{}, okText, tooMany, unused)
	show := func() {
		var total dwarves.Troops
		for _, t := range sh.plan {
			total = total.Add(t)
		}
		v := sh.planVerdict(s)
		if total.Zero() {
			okText.SetText(u.Loc.T("app.dwarves.sheet.fight_none"))
		} else {
			okText.SetText(u.Loc.T("app.dwarves.plan.ok", "Troops", troopsText(u, total)))
		}
		kit.SetShown(okText, v == dwarves.FightOK)
		kit.SetShown(tooMany, v == dwarves.FightTooMany)
		kit.SetShown(unused, v != dwarves.FightOK && v != dwarves.FightTooMany)
		if sh.fightGo != nil {
			kit.SetEnabled(sh.fightGo, v == dwarves.FightOK)
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

// tallest lays its objects over one another, as tall as the tallest of
// them, shown or not: the one shown may change without moving what follows.
type tallest struct{}

func (tallest) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var out fyne.Size
	for _, o := range objs {
		out = out.Max(o.MinSize())
	}
	return out
}

func (tallest) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}
