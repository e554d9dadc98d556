package qa

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// The Action phase in the bar: spend skill dice to draw Skill cards (the app
// draws, or the players name the real cards), reveal the next Lieu, travel, do
// the mandatory step of the hero's Lieu, remove a Chaams with matching cards,
// mark the power, end the turn. Over 10 cards, discarding comes first.

func (t *qaTurn) actionItems(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	h, _ := s.Active()
	if len(h.Hand) > qa.HandLimit {
		return t.discardItems(h)
	}
	if t.skillDie != "" {
		return t.nameSkills(s)
	}
	hero := u.Loc.Msg(qa.HeroName(h.ID))
	items := []fyne.CanvasObject{qaHint(t.diceLine(s, hero))}
	var tiles []fyne.CanvasObject
	tile := func(text string, icon fyne.Resource, tap func()) {
		tiles = append(tiles, kit.NewTile(text, icon, tap))
	}

	if t.can(qa.CmdDrawSkills) {
		for _, face := range qa.SkillFaces(s.Dice) {
			n := qa.SkillDraws(s, face)
			if n == 0 {
				continue
			}
			tile(u.Loc.N("app.qa.draw_skills", n), qaFaceIcon(face), func() {
				if qaTable(u) {
					t.skillDie = face
					t.refill()
					return
				}
				t.send(qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{face}})
			})
		}
	}
	next := h.Lieu + 1
	nextName := ""
	if next <= qa.LieuCount {
		nextName = u.Loc.Msg(qa.LieuTitle(s, next))
	}
	if t.can(qa.CmdReveal) {
		dice, _ := qa.VoyageDice(s.Dice, qa.RevealCost(next))
		tile(u.Loc.T("app.qa.reveal", "Lieu", nextName, "Dice", u.Loc.N("app.qa.reveal_dice", len(dice))), theme.VisibilityIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdReveal, Dice: dice, Table: qaTable(u)})
		})
	}
	if t.can(qa.CmdMove) {
		dice, _ := qa.VoyageDice(s.Dice, 1)
		tile(u.Loc.T("app.qa.move", "Lieu", nextName), theme.NavigateNextIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdMove, Dice: dice})
		})
	}
	for _, c := range qa.Removable(s) {
		ty, lv, _ := qa.ParseChaams(c)
		tile(u.Loc.N("app.qa.remove", lv, "Card", u.Loc.Msg(qa.ChaamsName(c)), "Skill", u.Loc.Msg(qa.SkillName(ty))),
			qaSkillIcon(ty), func() { t.send(qa.Command{Kind: qa.CmdRemoveChaams, Card: c}) })
	}
	if t.can(qa.CmdPower) {
		tiles = append(tiles, t.powerTile(h.Power))
	}
	if fx := t.powerFxTile(); fx != nil {
		tiles = append(tiles, fx)
	}
	items = append(items, t.grid(tiles...))
	items = append(items, t.stepItems(s, h)...)
	if t.can(qa.CmdEndTurn) {
		t.big(u.Loc.T("app.qa.end_turn", "Hero", hero), theme.MediaSkipNextIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdEndTurn})
		})
	}
	return items
}

// diceLine says which dice the hero can still spend.
func (t *qaTurn) diceLine(s qa.State, hero string) string {
	u := t.b.u
	if len(s.Dice) == 0 {
		return u.Loc.T("app.qa.action_nodice", "Hero", hero)
	}
	return u.Loc.T("app.qa.action_dice_short", "Dice", strings.Join(qaFaceNames(u, s.Dice), ", "))
}

// stepItems offer the mandatory step of the hero's Lieu with the cards the hand
// allows: one tile per type for identical cards, the types to pick for
// different ones. When the step cannot be done yet, a line says what it takes.
func (t *qaTurn) stepItems(s qa.State, h qa.Hero) []fyne.CanvasObject {
	u := t.b.u
	if !qa.HasStep(h.Lieu) {
		return nil
	}
	here := u.Loc.Msg(qa.LieuName(s, h.Lieu))
	rule, types, known := qa.StepTypes(s)
	if !known {
		b := kit.NewTile(u.Loc.T("app.qa.step_learn", "Lieu", here), theme.QuestionIcon(), func() {
			t.b.learn("qa.lieu." + qaItoa(h.Lieu) + ".step")
		})
		return []fyne.CanvasObject{b}
	}
	ruleText := u.Loc.Msg(rule.RuleName())
	win := h.Lieu == qa.LieuLabo
	need := kit.Quiet(u.Loc.T("app.qa.step_needs", "Lieu", here, "Rule", ruleText))
	if win {
		need.SetText(u.Loc.T("app.qa.step_needs_win", "Rule", ruleText))
	}
	if !t.can(qa.CmdStep) || len(types) == 0 {
		if len(types) == 0 {
			need.SetText(need.Text + " " + u.Loc.T("app.qa.step_no_cards"))
		}
		return []fyne.CanvasObject{need}
	}
	var dice []string
	if !win {
		dice, _ = qa.VoyageDice(s.Dice, 1)
	}
	to := ""
	if !win {
		to = u.Loc.Msg(qa.LieuName(s, h.Lieu+1))
	}
	do := func(chosen []string) {
		t.send(qa.Command{Kind: qa.CmdStep, Cards: qa.StepCards(rule, chosen), Dice: dice})
	}
	say := func(cards string) string {
		if win {
			return u.Loc.T("app.qa.step_do_win", "Cards", cards)
		}
		return u.Loc.T("app.qa.step_do", "Cards", cards, "Lieu", to)
	}
	var tiles []fyne.CanvasObject
	important := func(text string, tap func()) *kit.Tile {
		b := kit.NewTile(text, theme.ConfirmIcon(), tap)
		b.SetImportance(widget.SuccessImportance)
		return b
	}
	switch {
	case rule.Same:
		for _, ty := range types {
			tiles = append(tiles, important(say(u.Loc.T("app.qa.n_cards", "N", rule.Cards, "Skill", u.Loc.Msg(qa.SkillName(ty)))),
				func() { do([]string{ty}) }))
		}
	case len(types) == rule.Cards:
		tiles = append(tiles, important(say(qaSkillList(u, types)), func() { do(types) }))
	default:
		for _, ty := range types {
			on := slices.Contains(t.stepPick, ty)
			b := kit.NewTile(u.Loc.Msg(qa.SkillName(ty)), qaSkillIcon(ty), func() {
				t.stepPick = kit.Toggled(t.stepPick, ty, rule.Cards)
				t.refill()
			})
			if on {
				b.SetImportance(widget.HighImportance)
				b.SetIcon(theme.ConfirmIcon())
			}
			tiles = append(tiles, b)
		}
		pick := slices.Clone(t.stepPick)
		ok := important(say(u.Loc.T("app.qa.step_chosen", "Got", len(pick), "Want", rule.Cards)), func() { do(pick) })
		kit.SetEnabled(ok, len(pick) == rule.Cards)
		return []fyne.CanvasObject{need, t.grid(tiles...), ok}
	}
	return []fyne.CanvasObject{need, t.grid(tiles...)}
}

// qaSkillList says Skill types in words: "Combat, Dodge, Corruption".
func qaSkillList(u *kit.UI, types []string) string {
	names := make([]string, len(types))
	for i, ty := range types {
		names[i] = u.Loc.Msg(qa.SkillName(ty))
	}
	return strings.Join(names, ", ")
}

// nameSkills names the real Skill cards a skill die drew, one tap per card; the
// draw is sent with the last one.
func (t *qaTurn) nameSkills(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	n := qa.SkillDraws(s, t.skillDie)
	text := u.Loc.T("app.qa.name_skills", "Got", len(t.named), "Want", n)
	if len(t.named) > 0 {
		text += "\n" + qaSkillList(u, t.named)
	}
	var tiles []fyne.CanvasObject
	can := qa.NameableSkills(s, t.named)
	for _, ty := range qa.SkillTypes { // the rulebook's order, as everywhere on the screen
		if !slices.Contains(can, ty) {
			continue
		}
		tiles = append(tiles, kit.NewTile(u.Loc.Msg(qa.SkillName(ty)), qaSkillIcon(ty), func() {
			t.named = append(t.named, ty)
			if len(t.named) >= n {
				t.send(qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{t.skillDie}, Cards: slices.Clone(t.named)})
				return
			}
			t.refill()
		}))
	}
	tiles = append(tiles, kit.NewTile(u.Loc.T("common.cancel"), theme.CancelIcon(), func() {
		t.skillDie, t.named = "", nil
		t.refill()
	}))
	return []fyne.CanvasObject{qaHint(text), t.grid(tiles...)}
}

// discardItems bring a hand over 10 back to 10: one tap discards one card of a
// type.
func (t *qaTurn) discardItems(h qa.Hero) []fyne.CanvasObject {
	u := t.b.u
	over := len(h.Hand) - qa.HandLimit
	l := qaHint(u.Loc.N("app.qa.discard_hint", over, "Hero", u.Loc.Msg(qa.HeroName(h.ID)), "N", len(h.Hand)))
	l.Importance = widget.DangerImportance
	var tiles []fyne.CanvasObject
	for _, ty := range qa.SkillTypes {
		if c := h.Count(ty); c > 0 {
			tiles = append(tiles, kit.NewTile(u.Loc.T("app.qa.discard_one", "Skill", u.Loc.Msg(qa.SkillName(ty)), "N", c), qaSkillIcon(ty),
				func() { t.send(qa.Command{Kind: qa.CmdDiscard, Cards: []string{ty}}) }))
		}
	}
	return []fyne.CanvasObject{l, t.grid(tiles...)}
}
