package thorgal

import (
	"slices"
	"strings"

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
		// The track's tiles are printed: asked once, level by level, on
		// the board of the character making the Journey, then the sheet
		// opens with them.
		b.askTrack(i, need)
		return
	}
	shape := ""
	var ok *kit.Tile
	var buttons []*shapeButton
	var shapes []fyne.CanvasObject
	var place *pathHelper
	var cover *coveredEditor
	why := kit.Quiet("")
	why.Hide()
	// mark shows the tile chosen, and allows recording once a tile is
	// chosen and, when it is placed on the path, once it lies where the
	// rules allow and the counts are what its spaces give.
	mark := func() {
		for k, sb := range buttons {
			f, _ := polyomino.Lookup(tiles[k])
			sb.set(f.Shape, "", tiles[k] == shape)
		}
		can, text := shape != "", ""
		if place.placing() && can {
			can = place.cover != nil
			if can {
				if err := place.cover.Check(cover.value(), b.s.Chars[i]); err != nil {
					can, text = false, refusalText(u, err)
				}
			}
		}
		kit.SetText(why, text)
		kit.SetShown(why, text != "")
		kit.SetEnabled(ok, can)
	}
	for _, id := range tiles {
		sb := newShapeButton(func() { shape = id; place.setShape(id); mark() })
		buttons = append(buttons, sb)
		shapes = append(shapes, sb)
	}
	cover = newCoveredEditor(b, i, true, func() { mark() })
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
	setReveal := func(on bool) {
		reveal = on
		if !on {
			card = ""
			kit.SetShown(revealed, false)
		}
		kit.SetShown(which, on && left)
	}
	// Said by hand, whether the tile reveals is a check the table ticks;
	// placed on the path, the placement says.
	revealBox := container.NewVBox()
	var filled *polyomino.Tile
	place = newPathHelper(b, func(pc *thorgal.PathCover) {
		if !place.placing() {
			kit.SetObjects(revealBox, kit.CheckTile(u.Loc.T("app.thorgal.journey_reveal"), reveal, setReveal))
			filled = nil
			mark()
			return
		}
		kit.SetObjects(revealBox)
		setReveal(pc != nil && pc.Reveal)
		if pc != nil && (filled == nil || *filled != place.tile) {
			t := place.tile
			filled = &t
			cover.fill(pc.Covered(b.s.Chars[i]), pc.Heal, b.rollsText(pc.Rolls))
		}
		mark()
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
		place.object(),
		kit.Subheading(u.Loc.T("app.thorgal.journey_covered")),
		cover.object(),
		revealBox, which, revealed, noTerrain, why,
	)
	if !left {
		noTerrain.Show()
	}
	d := u.NewSheet(u.Loc.T("app.thorgal.journey_title", "Character", b.name(s, i)), content)
	ok = withCancelTile(u, d, u.Loc.T("app.thorgal.journey_do"), func() {
		b.doWarned(thorgal.Command{Kind: thorgal.CmdJourney, Char: i, Shape: shape, Cover: cover.value(), Reveal: reveal, Card: card,
			Cells: place.cells()})
	})
	place.show()
	d.Show()
}

// rollsText says the dice the coloured spaces covered say to roll, each by
// its colour when the profile knows it ("" for none): the table rolls them
// and adds the Wound tiles they show.
func (b *thorgalBoard) rollsText(rolls []int) string {
	u := b.u
	var out []string
	for d := 1; d <= thorgal.DiceRanks; d++ {
		n := len(rolls) - len(slices.DeleteFunc(slices.Clone(rolls), func(r int) bool { return r == d }))
		if n == 0 {
			continue
		}
		name, ok := thorgal.DieName(b.s.Printed, d)
		if !ok {
			name = u.Loc.T("app.thorgal.die_k", "Die", d)
		}
		out = append(out, u.Loc.N("app.thorgal.path_roll_die", n, "Name", name))
	}
	return strings.Join(out, " ")
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

// askTrack asks the tiles of one level of character i's Journey track (key
// need), naming whose board to read, then goes on with the Journey.
func (b *thorgalBoard) askTrack(i int, need string) {
	spec, ok := rules.PrintedSpecFor(b.f.Sess.Game(), need)
	if !ok {
		return
	}
	spec.Prompt = rules.M("thorgal.printed.journey_of", "Character", b.s.Chars[i].NameMsg(), "Level", thorgal.JourneyLevel(need))
	b.u.AskPrinted(spec, "", func(v string) {
		if err := b.f.Sess.Learn(need, v); err != nil {
			b.f.Say(b.u.ErrText(err))
			return
		}
		b.f.Sync() // the level learned shows before the next is looked for
		b.journeyDialog(i)
	})
}
