package thorgal

import (
	"errors"
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

// placeHelper is the Combat sheet's placement section, once the grid of
// every card fought is in the box profile: the card(s) drawn with the tiles
// where the solver lays them and why, or laid by hand (a tile chosen, turned,
// flipped and set on the square tapped, the group's rules checked in words),
// and "Use this placement", which fills the sheet's counters with what the
// tiles cover. Without the grid it offers to learn it, one card at a time.
type placeHelper struct {
	b   *thorgalBoard
	f   thorgal.Fight
	box *fyne.Container

	tiles []string
	sol   polyomino.Solution
	// By hand: where each tile lies (laid[k] false: not laid yet), how the
	// chosen one is turned.
	byHand bool
	hand   []polyomino.Tile
	laid   []bool
	chosen int
	orient polyomino.Orient

	grid *fightGrid
	use  func(placement)
}

// placement is what a group of tiles covers, for the sheet's counters: the
// spaces of each kind, the ♥ of the card(s), and the special spaces of each
// card (each card has its own special effect).
type placement struct {
	covered [polyomino.MaxKinds]int
	total   int
	special []int
}

func newPlaceHelper(b *thorgalBoard, f thorgal.Fight, use func(placement)) *placeHelper {
	h := &placeHelper{b: b, f: f, box: container.NewVBox(), use: use}
	h.grid = newFightGrid(h.tapped)
	h.grid.width = b.u.SheetContentWidth()
	h.show()
	return h
}

func (h *placeHelper) object() fyne.CanvasObject { return h.box }

// cards is the fight's grid, where each card after the first starts, and the
// key of the first grid still to learn.
func (h *placeHelper) cards() (g polyomino.Grid, seams []int, need string) {
	p := h.b.s.Printed
	g, need = thorgal.FightGrid(p, h.f)
	if need != "" || g.Size() == 0 {
		return g, nil, need
	}
	col := 0
	for k, card := range h.f.Cards {
		c, _ := thorgal.EnemyGrid(p, h.f.DeckOf(k), card)
		if k > 0 {
			seams = append(seams, col)
		}
		col += c.Cols()
	}
	return g, seams, ""
}

// setTiles places tiles anew: the solver's group, and by hand none laid.
func (h *placeHelper) setTiles(tiles []string) {
	h.tiles = append([]string(nil), tiles...)
	h.hand = make([]polyomino.Tile, len(tiles))
	h.laid = make([]bool, len(tiles))
	h.chosen, h.orient = 0, polyomino.Orient{}
	h.solve()
	h.show()
}

func (h *placeHelper) solve() {
	if g, _, need := h.cards(); need == "" && g.Size() > 0 {
		h.sol = polyomino.BestGroup(g, h.tiles, thorgal.PlacementScore)
	}
}

// group is the tiles shown, the solver's or those laid by hand, and the
// place of each in the sheet's list (their numbers on the card).
func (h *placeHelper) group() (tiles []polyomino.Tile, nums []int) {
	if !h.byHand {
		// The solver keeps the order asked, skipping the tiles it left out.
		j := 0
		for k, id := range h.tiles {
			if j < len(h.sol.Tiles) && h.sol.Tiles[j].Shape == id {
				nums = append(nums, k)
				j++
			}
		}
		return h.sol.Tiles, nums
	}
	for k, t := range h.hand {
		if h.laid[k] {
			tiles, nums = append(tiles, t), append(nums, k)
		}
	}
	return tiles, nums
}

// measure is what tiles cover on grid g.
func (h *placeHelper) measure(g polyomino.Grid, seams []int, tiles []polyomino.Tile) placement {
	p := placement{total: g.Count(thorgal.SpaceHeart), special: make([]int, len(seams)+1)}
	for _, t := range tiles {
		for _, c := range t.Cells() {
			k, ok := g.Kind(c)
			if !ok {
				continue
			}
			p.covered[k]++
			if k == thorgal.SpaceSpecial {
				card := 0
				for _, s := range seams {
					if c.C >= s {
						card++
					}
				}
				p.special[card]++
			}
		}
	}
	return p
}

func (h *placeHelper) show() {
	u := h.b.u
	if len(h.f.Cards) == 0 {
		kit.SetObjects(h.box)
		return
	}
	head := kit.Subheading(u.Loc.T("app.thorgal.place_title"))
	g, seams, need := h.cards()
	if need != "" {
		// A quiet tile, whose words wrap at any text size.
		teach := kit.NewTile(u.Loc.T("app.thorgal.place_teach"), theme.DocumentCreateIcon(), func() {
			h.b.learnEach([]string{need}, func() {
				h.solve()
				h.show()
			})
		})
		teach.SetImportance(widget.LowImportance)
		kit.SetObjects(h.box, head, kit.Quiet(u.Loc.N("app.thorgal.place_teach_hint", len(h.f.Cards))), teach)
		return
	}
	if g.Size() == 0 {
		kit.SetObjects(h.box)
		return
	}
	h.grid.grid, h.grid.seams = g, seams
	h.grid.tiles, h.grid.nums = h.group()
	h.grid.bad, h.grid.selected = -1, -1
	say := kit.WrapLabel("")
	sign := widget.NewIcon(theme.InfoIcon())
	var tools []fyne.CanvasObject
	ok := true
	if h.byHand {
		var text string
		var refused bool
		text, ok, refused = h.verdict(g)
		say.SetText(text)
		// The sign tells a refusal from a group still being laid, not
		// colour alone.
		switch {
		case refused:
			sign.SetResource(theme.NewErrorThemedResource(theme.CancelIcon()))
		case ok:
			sign.SetResource(theme.NewSuccessThemedResource(theme.ConfirmIcon()))
		}
		tools = h.handTools()
	} else {
		say.SetText(h.reason(g, h.measure(g, seams, h.sol.Tiles)))
	}
	h.grid.label = say.Text
	h.grid.update()
	mode := handToggle(u.Loc.T("app.thorgal.place_auto"), u.Loc.T("app.thorgal.place_hand"), h.byHand, func(on bool) {
		h.byHand = on
		h.show()
	})
	use := kit.Primary(u.Loc.T("app.thorgal.place_use"), theme.ConfirmIcon(), func() {
		tiles, _ := h.group()
		p := h.measure(g, seams, tiles)
		// The card's special effect is asked first when the tiles cover
		// one of its special spaces and the profile does not know it.
		var keys []string
		for k, n := range p.special {
			if n > 0 {
				keys = append(keys, thorgal.EnemySpecialKey(h.f.DeckOf(k), h.f.Cards[k]))
			}
		}
		h.b.learnEach(keys, func() { h.use(p) })
	})
	kit.SetEnabled(use, ok && len(h.tiles) > 0)
	var pic fyne.CanvasObject = container.NewCenter(h.grid)
	if h.grid.MinSize().Width > h.grid.width {
		pic = container.NewHScroll(h.grid)
	}
	// What the rules say of the group sits right under the card, where the
	// eye is after a tap; the legend, for reference, comes last.
	objs := []fyne.CanvasObject{head, mode, pic, container.NewBorder(nil, nil, container.NewVBox(sign), nil, say)}
	objs = append(objs, tools...)
	objs = append(objs, kit.Tall(use), h.legend(g))
	kit.SetObjects(h.box, objs...)
}

// legend names the kinds of space the grid shows, each by its pictogram.
func (h *placeHelper) legend(g polyomino.Grid) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, k := range spaceKinds {
		if k != thorgal.SpacePlain && k >= 0 && g.Count(k) > 0 {
			objs = append(objs, spaceSample(h.b.u, k))
		}
	}
	return kit.NewFitGrid(3, 120, objs...)
}

// reason says why the solver's group is the one proposed: the ♥ it covers
// of the card's, what else, the special spaces covered or avoided, and any
// tile that cannot join the group.
func (h *placeHelper) reason(g polyomino.Grid, p placement) string {
	u := h.b.u
	if len(h.tiles) == 0 {
		return u.Loc.T("app.thorgal.place_no_tiles")
	}
	parts := []string{u.Loc.N("app.thorgal.place_hearts", p.covered[thorgal.SpaceHeart], "Total", p.total)}
	if gains := spaceGains(&p.covered); len(gains) > 0 {
		parts[0] = u.Loc.Msg(rules.M("app.thorgal.place_with", "What", parts[0], "List", gains))
	}
	switch n := p.covered[thorgal.SpaceSpecial]; {
	case n > 0:
		parts = append(parts, u.Loc.N("app.thorgal.place_special", n))
	case g.Count(thorgal.SpaceSpecial) > 0:
		parts = append(parts, u.Loc.T("app.thorgal.place_special_avoided"))
	}
	if n := len(h.sol.Left); n > 0 {
		parts = append(parts, u.Loc.N("app.thorgal.place_left", n, "Tile", strings.Join(h.sol.Left, " ")))
	}
	switch {
	case h.sol.HeartsExact && !h.sol.Exact:
		// The usual case on a large card: the hearts are proven, only the
		// tie-break between the other spaces was cut short.
		parts = append(parts, u.Loc.T("app.thorgal.place_hearts_proven"))
	case !h.sol.Exact:
		parts = append(parts, u.Loc.T("app.thorgal.place_unproven"))
	}
	return u.Loc.T("app.thorgal.place_proposed", "What", strings.Join(parts, u.Loc.T("app.thorgal.place_sep")))
}

// handTools choose the tile to lay (by its number and picture), turn or
// flip it where it lies, or take it off the card.
func (h *placeHelper) handTools() []fyne.CanvasObject {
	u := h.b.u
	var shapes []fyne.CanvasObject
	for k, id := range h.tiles {
		sb := newShapeButton(func() {
			h.chosen = k
			h.orient = h.hand[k].Orient
			h.show()
		})
		o := polyomino.Orient{}
		if h.laid[k] {
			o = h.hand[k].Orient
		}
		caption := u.Loc.T("app.thorgal.place_tile", "N", k+1)
		if !h.laid[k] {
			caption = u.Loc.T("app.thorgal.place_tile_off", "N", k+1)
		}
		sb.set(shapeOf(id, o), caption, k == h.chosen)
		shapes = append(shapes, sb)
	}
	h.grid.selected = -1
	if h.chosen < len(h.laid) && h.laid[h.chosen] {
		// The chosen tile's place among those laid: the grid outlines it.
		n := 0
		for k := range h.chosen {
			if h.laid[k] {
				n++
			}
		}
		h.grid.selected = n
	}
	relay := func(o polyomino.Orient) {
		h.orient = o
		k := h.chosen
		if k < len(h.laid) && h.laid[k] {
			// Turned where it lies: about the square it was set on.
			h.hand[k] = h.settle(k, o, h.hand[k].Cells()[0])
		}
		h.show()
	}
	turn := kit.NewTile(u.Loc.T("app.thorgal.rotate"), theme.ViewRefreshIcon(), func() { relay(turned(h.orient)) })
	flip := kit.NewTile(u.Loc.T("app.thorgal.flip"), nil, func() { relay(flipped(h.orient)) })
	off := kit.NewTile(u.Loc.T("app.thorgal.place_off"), theme.ContentRemoveIcon(), func() {
		if h.chosen < len(h.laid) {
			h.laid[h.chosen] = false
			h.show()
		}
	})
	has := h.chosen < len(h.tiles)
	kit.SetEnabled(turn, has)
	kit.SetEnabled(flip, has)
	kit.SetEnabled(off, has && h.laid[h.chosen])
	return []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.thorgal.place_hand_hint")),
		container.NewGridWrap(fyne.NewSize(76, 88), shapes...), kit.NewFitGrid(3, h.b.toolWidth(turn, flip, off), turn, flip, off)}
}

// tapped lays the chosen tile over the square tapped, by hand.
func (h *placeHelper) tapped(c polyomino.Cell) {
	if !h.byHand || h.chosen >= len(h.tiles) {
		return
	}
	k := h.chosen
	h.hand[k], h.laid[k] = h.settle(k, h.orient, c), true
	// The next tile not laid yet is chosen, so a roll is laid tap by tap.
	for n := 1; n < len(h.tiles); n++ {
		if j := (k + n) % len(h.tiles); !h.laid[j] {
			h.chosen, h.orient = j, polyomino.Orient{}
			break
		}
	}
	h.show()
}

// settle is tile k lying as o says over square c: of the ways it can cover
// c, one the group's rules allow with the other tiles laid, else one on the
// card's spaces (its refusal says more than "outside"), else the first.
func (h *placeHelper) settle(k int, o polyomino.Orient, c polyomino.Cell) polyomino.Tile {
	g, _, _ := h.cards()
	var others []polyomino.Tile
	for j, t := range h.hand {
		if j != k && h.laid[j] {
			others = append(others, t)
		}
	}
	var best polyomino.Tile
	bestRank := -1
	for _, t := range anchored(h.tiles[k], o, c) {
		r := 0
		switch err := polyomino.CheckGroup(g, append(others[:len(others):len(others)], t)); {
		case err == nil:
			r = 2
		case !errors.Is(err, polyomino.ErrOutside):
			r = 1
		}
		if r > bestRank {
			best, bestRank = t, r
		}
	}
	return best
}

// verdict checks the tiles laid by hand as one group and says so in words:
// what is wrong with which tile (refused), what is still to lay, or what it
// covers (ok: the group may be used).
func (h *placeHelper) verdict(g polyomino.Grid) (text string, ok, refused bool) {
	u := h.b.u
	if len(h.tiles) == 0 {
		return u.Loc.T("app.thorgal.place_no_tiles"), false, false
	}
	var laid []polyomino.Tile
	var index []int
	for k, t := range h.hand {
		if h.laid[k] {
			laid, index = append(laid, t), append(index, k)
		}
	}
	if err := polyomino.CheckGroup(g, laid); err != nil {
		var ge *polyomino.GroupError
		if errors.As(err, &ge) {
			h.grid.bad = ge.Tile
			return u.Loc.Msg(groupRefusal(ge.Err, index[ge.Tile]+1)), false, true
		}
		return u.Loc.Msg(groupRefusal(err, 0)), false, true
	}
	if n := len(h.tiles) - len(laid); n > 0 {
		return u.Loc.N("app.thorgal.place_to_lay", n), false, false
	}
	_, seams, _ := h.cards()
	p := h.measure(g, seams, laid)
	return u.Loc.N("app.thorgal.place_hand_ok", p.covered[thorgal.SpaceHeart], "Total", p.total), true, false
}

// groupRefusal names the rule of a Combat's tiles that tile n breaks.
func groupRefusal(err error, n int) rules.Msg {
	switch {
	case errors.Is(err, polyomino.ErrOutside):
		return rules.M("app.thorgal.place_outside", "N", n)
	case errors.Is(err, polyomino.ErrOverlap):
		return rules.M("app.thorgal.place_overlap", "N", n)
	case errors.Is(err, polyomino.ErrApart):
		return rules.M("app.thorgal.place_apart", "N", n)
	}
	return rules.M("thorgal.err.wound_orient")
}
