package thorgal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// charActions are the two actions a character board offers because they
// change most of it at once: Combat (start one, or resolve the one under
// way) and Journey, with the Terrain bonus a Journey left to take.
type charActions struct {
	c        *thorgalChar
	combat   *kit.Tile
	journey  *kit.Tile
	fight    *kit.Label // the fight under way, whoever fights
	bonus    *kit.Label
	bonusRow fyne.CanvasObject
	box      *fyne.Container
}

func newCharActions(c *thorgalChar) *charActions {
	u := c.b.u
	a := &charActions{c: c}
	a.combat = kit.NewTile("", nil, func() {
		b := c.b
		if b.s.Fight != nil {
			b.combatDialog()
			return
		}
		b.fightDialog(c.i)
	})
	a.journey = kit.NewTile(u.Loc.T("app.thorgal.journey_action"), nil, func() { c.b.journeyDialog(c.i) })
	a.fight = kit.WrapLabel("")
	a.fight.Importance = widget.WarningImportance
	a.fight.TextStyle.Bold = true
	a.fight.Hide()
	a.bonus = kit.WrapLabel("")
	a.bonus.Importance = widget.WarningImportance
	a.bonus.TextStyle.Bold = true
	tell := kit.NewButton(u.Loc.T("app.thorgal.terrain_bonus_tell"), theme.DocumentCreateIcon(), func() { c.b.terrainBonusDialog(c.i) })
	a.bonusRow = container.NewBorder(nil, nil, nil, kit.Tall(tell), a.bonus)
	a.bonusRow.Hide()
	a.box = container.NewVBox(kit.Subheading(u.Loc.T("app.thorgal.actions")), a.fight,
		container.NewGridWithColumns(2, a.combat, a.journey), a.bonusRow)
	return a
}

func (a *charActions) object() fyne.CanvasObject { return a.box }

// set shows character i of s: a fight under way turns the Combat tile into
// the way to resolve it.
func (a *charActions) set(s thorgal.State, i int) {
	u, b := a.c.b.u, a.c.b
	ch := s.Chars[i]
	over := s.Over() || ch.Dead
	if f := s.Fight; f != nil {
		kit.SetText(a.fight, u.Loc.T("app.thorgal.fight_under_way", "Character", b.name(s, f.Char), "Enemy", b.fightName(f)))
		a.combat.SetText(u.Loc.T("app.thorgal.combat_resolve"))
		a.combat.SetImportance(widget.HighImportance)
	} else {
		a.combat.SetText(u.Loc.T("app.thorgal.combat_action"))
		a.combat.SetImportance(widget.MediumImportance)
	}
	kit.SetEnabled(a.combat, !s.Over() && (s.Fight != nil || !ch.Dead))
	kit.SetEnabled(a.journey, !over)
	if ch.TerrainBonus > 0 {
		kit.SetText(a.bonus, u.Loc.N("app.thorgal.terrain_bonus_owed", ch.TerrainBonus))
	}
	x := kit.SetShown(a.bonusRow, ch.TerrainBonus > 0 && !over)
	if kit.SetShown(a.fight, s.Fight != nil) || x {
		kit.Relayout(a.box)
	}
}
