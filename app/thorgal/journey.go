package thorgal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// journeyDialog records a Journey for character i: the Journey tile taken
// (among those the track allows, learned once from the board), what it
// covered, and whether it reached the marked column of the rightmost Terrain
// card, which reveals a new one (the app draws it, or the table says which).
func (b *thorgalBoard) journeyDialog(i int) {
	u, s := b.u, b.s
	ch := s.Chars[i]
	tiles, need := s.JourneyTiles(ch.Journey)
	if need != "" {
		// The track's tiles are printed: asked once, level by level, then
		// the sheet opens with them.
		spec, ok := rules.PrintedSpecFor(b.f.Sess.Game(), need)
		if !ok {
			return
		}
		u.AskPrinted(spec, "", func(v string) {
			if err := b.f.Sess.Learn(need, v); err != nil {
				b.f.Say(u.ErrText(err))
				return
			}
			b.journeyDialog(i)
		})
		return
	}
	shape := ""
	var ok *kit.Tile
	var buttons []*shapeButton
	var shapes []fyne.CanvasObject
	mark := func() {
		for k, sb := range buttons {
			f, _ := polyomino.Lookup(tiles[k])
			sb.set(f.Shape, "", tiles[k] == shape)
		}
		if shape == "" {
			ok.Disable()
		} else {
			ok.Enable()
		}
	}
	for _, id := range tiles {
		sb := newShapeButton(func() { shape = id; mark() })
		buttons = append(buttons, sb)
		shapes = append(shapes, sb)
	}
	cover := newCoveredEditor(b, i, true, nil)
	reveal, card := false, ""
	revealed := kit.Quiet("")
	revealed.Hide()
	which := kit.NewTile(u.Loc.T("app.thorgal.journey_table"), theme.DocumentCreateIcon(), func() {
		b.next.pickCard(thorgal.Terrain, u.Loc.T("app.thorgal.pick_terrain"), func(c string) {
			card = c
			kit.SetText(revealed, u.Loc.T("app.thorgal.journey_revealed", "Card", u.Loc.Msg(thorgal.CardName(thorgal.Terrain, c))))
			kit.SetShown(revealed, true)
		})
	})
	which.Hide()
	left := s.Decks[thorgal.Terrain].CanDraw()
	revealTile := kit.CheckTile(u.Loc.T("app.thorgal.journey_reveal"), false, func(on bool) {
		reveal = on
		if !on {
			card = ""
			kit.SetShown(revealed, false)
		}
		kit.SetShown(which, on && left)
	})
	var noTerrain fyne.CanvasObject = widget.NewLabel("")
	if !left {
		noTerrain = kit.Quiet(u.Loc.T("app.thorgal.journey_no_terrain"))
	}
	noTerrain.Hide()
	content := container.NewVBox(
		kit.Subheading(u.Loc.T("app.thorgal.journey_tile")),
		kit.Quiet(u.Loc.T("app.thorgal.journey_tile_hint", "Level", ch.Journey)),
		container.NewGridWrap(fyne.NewSize(76, 88), shapes...),
		kit.Subheading(u.Loc.T("app.thorgal.journey_covered")),
		cover.object(),
		revealTile, which, revealed, noTerrain,
	)
	if !left {
		noTerrain.Show()
	}
	d := u.NewSheet(u.Loc.T("app.thorgal.journey_title", "Character", b.name(s, i)), content)
	ok = withCancelTile(u, d, u.Loc.T("app.thorgal.journey_do"), func() {
		b.doWarned(thorgal.Command{Kind: thorgal.CmdJourney, Char: i, Shape: shape, Cover: cover.value(), Reveal: reveal, Card: card})
	})
	mark()
	d.Show()
}

// terrainBonusDialog asks what the bonus printed on the Terrain card just
// revealed gives character i, and applies it.
func (b *thorgalBoard) terrainBonusDialog(i int) {
	u, s := b.u, b.s
	cover := newCoveredEditor(b, i, false, nil)
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.thorgal.terrain_bonus_hint")), cover.object())
	d := u.NewSheet(u.Loc.T("app.thorgal.terrain_bonus_title", "Character", b.name(s, i)), content)
	d.WithCancelOK(u.Loc.T("app.thorgal.terrain_bonus_do"), func() {
		b.doWarned(thorgal.Command{Kind: thorgal.CmdTerrainBonus, Char: i, Cover: cover.value()})
	})
	d.Show()
}
