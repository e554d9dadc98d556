package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
	hero := u.loc.Msg(qa.HeroName(h.ID))
	items := []fyne.CanvasObject{qaHint(t.diceLine(s, hero))}
	var tiles []fyne.CanvasObject
	tile := func(text string, icon fyne.Resource, tap func()) {
		tiles = append(tiles, newTile(text, icon, tap))
	}

	if t.can(qa.CmdDrawSkills) {
		for _, face := range qa.SkillFaces(s.Dice) {
			n := qa.SkillDraws(s, face)
			if n == 0 {
				continue
			}
			tile(u.loc.N("app.qa.draw_skills", n), qaFaceIcon(face), func() {
				if u.qaTable() {
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
		nextName = u.loc.T("app.qa.lieu", "N", next, "Name", u.loc.Msg(qa.LieuName(s, next)))
	}
	if t.can(qa.CmdReveal) {
		dice, _ := qa.VoyageDice(s.Dice, qa.RevealCost(next))
		tile(u.loc.T("app.qa.reveal", "Lieu", nextName, "Dice", u.loc.N("app.qa.reveal_dice", len(dice))), theme.VisibilityIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdReveal, Dice: dice, Table: u.qaTable()})
		})
	}
	if t.can(qa.CmdMove) {
		dice, _ := qa.VoyageDice(s.Dice, 1)
		tile(u.loc.T("app.qa.move", "Lieu", nextName), theme.NavigateNextIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdMove, Dice: dice})
		})
	}
	for _, c := range qa.Removable(s) {
		ty, lv, _ := qa.ParseChaams(c)
		tile(u.loc.N("app.qa.remove", lv, "Card", u.loc.Msg(qa.ChaamsName(c)), "Skill", u.loc.Msg(qa.SkillName(ty))),
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
		t.big(u.loc.T("app.qa.end_turn", "Hero", hero), theme.MediaSkipNextIcon(), func() {
			t.send(qa.Command{Kind: qa.CmdEndTurn})
		})
	}
	return items
}

// diceLine says which dice the hero can still spend.
func (t *qaTurn) diceLine(s qa.State, hero string) string {
	u := t.b.u
	if len(s.Dice) == 0 {
		return u.loc.T("app.qa.action_nodice", "Hero", hero)
	}
	return u.loc.T("app.qa.action_dice_short", "Dice", strings.Join(qaFaceNames(u, s.Dice), ", "))
}

// stepItems offer the mandatory step of the hero's Lieu with the cards the hand
// allows: one tile per type for identical cards, the types to pick for
// different ones. When the step cannot be done yet, a line says what it takes.
func (t *qaTurn) stepItems(s qa.State, h qa.Hero) []fyne.CanvasObject {
	u := t.b.u
	if !qa.HasStep(h.Lieu) {
		return nil
	}
	here := u.loc.Msg(qa.LieuName(s, h.Lieu))
	rule, types, known := qa.StepTypes(s)
	if !known {
		b := newTile(u.loc.T("app.qa.step_learn", "Lieu", here), theme.QuestionIcon(), func() {
			t.b.learn("qa.lieu." + qaItoa(h.Lieu) + ".step")
		})
		return []fyne.CanvasObject{b}
	}
	ruleText := u.loc.Msg(rule.RuleName())
	win := h.Lieu == qa.LieuLabo
	need := quiet(u.loc.T("app.qa.step_needs", "Lieu", here, "Rule", ruleText))
	if win {
		need.SetText(u.loc.T("app.qa.step_needs_win", "Rule", ruleText))
	}
	if !t.can(qa.CmdStep) || len(types) == 0 {
		if len(types) == 0 {
			need.SetText(need.Text + " " + u.loc.T("app.qa.step_no_cards"))
		}
		return []fyne.CanvasObject{need}
	}
	var dice []string
	if !win {
		dice, _ = qa.VoyageDice(s.Dice, 1)
	}
	to := ""
	if !win {
		to = u.loc.Msg(qa.LieuName(s, h.Lieu+1))
	}
	do := func(chosen []string) {
		t.send(qa.Command{Kind: qa.CmdStep, Cards: qa.StepCards(rule, chosen), Dice: dice})
	}
	say := func(cards string) string {
		if win {
			return u.loc.T("app.qa.step_do_win", "Cards", cards)
		}
		return u.loc.T("app.qa.step_do", "Cards", cards, "Lieu", to)
	}
	var tiles []fyne.CanvasObject
	important := func(text string, tap func()) *tile {
		b := newTile(text, theme.ConfirmIcon(), tap)
		b.SetImportance(widget.SuccessImportance)
		return b
	}
	switch {
	case rule.Same:
		for _, ty := range types {
			tiles = append(tiles, important(say(u.loc.T("app.qa.n_cards", "N", rule.Cards, "Skill", u.loc.Msg(qa.SkillName(ty)))),
				func() { do([]string{ty}) }))
		}
	case len(types) == rule.Cards:
		tiles = append(tiles, important(say(qaSkillList(u, types)), func() { do(types) }))
	default:
		for _, ty := range types {
			on := slices.Contains(t.stepPick, ty)
			b := newTile(u.loc.Msg(qa.SkillName(ty)), qaSkillIcon(ty), func() {
				if i := slices.Index(t.stepPick, ty); i >= 0 {
					t.stepPick = slices.Delete(t.stepPick, i, i+1)
				} else if len(t.stepPick) < rule.Cards {
					t.stepPick = append(t.stepPick, ty)
				}
				t.refill()
			})
			if on {
				b.SetImportance(widget.HighImportance)
				b.SetIcon(theme.ConfirmIcon())
			}
			tiles = append(tiles, b)
		}
		pick := slices.Clone(t.stepPick)
		ok := important(say(u.loc.T("app.qa.step_chosen", "Got", len(pick), "Want", rule.Cards)), func() { do(pick) })
		setEnabled(ok, len(pick) == rule.Cards)
		return []fyne.CanvasObject{need, t.grid(tiles...), ok}
	}
	return []fyne.CanvasObject{need, t.grid(tiles...)}
}

// qaSkillList says Skill types in words: "Combat, Dodge, Corruption".
func qaSkillList(u *UI, types []string) string {
	names := make([]string, len(types))
	for i, ty := range types {
		names[i] = u.loc.Msg(qa.SkillName(ty))
	}
	return strings.Join(names, ", ")
}

// nameSkills names the real Skill cards a skill die drew, one tap per card; the
// draw is sent with the last one.
func (t *qaTurn) nameSkills(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	n := qa.SkillDraws(s, t.skillDie)
	text := u.loc.T("app.qa.name_skills", "Got", len(t.named), "Want", n)
	if len(t.named) > 0 {
		text += "\n" + qaSkillList(u, t.named)
	}
	var tiles []fyne.CanvasObject
	can := qa.NameableSkills(s, t.named)
	for _, ty := range qa.SkillTypes { // the rulebook's order, as everywhere on the screen
		if !slices.Contains(can, ty) {
			continue
		}
		tiles = append(tiles, newTile(u.loc.Msg(qa.SkillName(ty)), qaSkillIcon(ty), func() {
			t.named = append(t.named, ty)
			if len(t.named) >= n {
				t.send(qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{t.skillDie}, Cards: slices.Clone(t.named)})
				return
			}
			t.refill()
		}))
	}
	tiles = append(tiles, newTile(u.loc.T("common.cancel"), theme.CancelIcon(), func() {
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
	l := qaHint(u.loc.N("app.qa.discard_hint", over, "Hero", u.loc.Msg(qa.HeroName(h.ID)), "N", len(h.Hand)))
	l.Importance = widget.DangerImportance
	var tiles []fyne.CanvasObject
	for _, ty := range qa.SkillTypes {
		if c := h.Count(ty); c > 0 {
			tiles = append(tiles, newTile(u.loc.T("app.qa.discard_one", "Skill", u.loc.Msg(qa.SkillName(ty)), "N", c), qaSkillIcon(ty),
				func() { t.send(qa.Command{Kind: qa.CmdDiscard, Cards: []string{ty}}) }))
		}
	}
	return []fyne.CanvasObject{l, t.grid(tiles...)}
}
