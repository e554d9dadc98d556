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

// pathHelper is the Journey sheet's placement section, once the app knows
// the Journey Path: the last Terrain cards with the tiles on them, the tile
// chosen laid where a tap puts it (turned and flipped as a Combat's tiles
// are), the rules checked in words, and what it covers handed to the sheet,
// which fills its counters with it. Without a card's grid it offers to learn
// it; the table may say what the tile covered by hand instead.
type pathHelper struct {
	b     *thorgalBoard
	box   *fyne.Container
	shape string
	// orient is how the tile lies; tile where (path coordinates), when laid.
	orient polyomino.Orient
	laid   bool
	tile   polyomino.Tile
	byHand bool
	win    pathWindow
	view   *pathView
	// report tells the sheet what the placement gives: nil while there is
	// none it may record (none laid, refused, or the helper not in use).
	report func(*thorgal.PathCover)
	cover  *thorgal.PathCover
}

// newPathHelper builds the section; its owner shows it once wired.
func newPathHelper(b *thorgalBoard, report func(*thorgal.PathCover)) *pathHelper {
	h := &pathHelper{b: b, box: container.NewVBox(), report: report}
	h.view = newPathView(b.u.SheetContentWidth(), h.tapped)
	return h
}

func (h *pathHelper) object() fyne.CanvasObject { return h.box }

// placing reports whether the tile is placed on the path (rather than said
// by hand): the path known, every card's grid learned.
func (h *pathHelper) placing() bool {
	s := h.b.s
	if h.byHand || !s.PathTracked() || len(s.Path.Cards) == 0 {
		return false
	}
	_, need := s.PathLayout()
	return need == ""
}

// cells are the squares the tile covers, when a placement may be recorded.
func (h *pathHelper) cells() []polyomino.Cell {
	if !h.placing() || h.cover == nil {
		return nil
	}
	return h.tile.Cells()
}

// setShape takes another tile: laid nowhere yet.
func (h *pathHelper) setShape(id string) {
	if id != h.shape {
		h.shape, h.orient, h.laid = id, polyomino.Orient{}, false
	}
	h.show()
}

// missing are the keys of the path's card grids the profile lacks.
func (h *pathHelper) missing() []string {
	s := h.b.s
	var keys []string
	for _, card := range s.Path.Cards {
		if _, ok := thorgal.TerrainGrid(s.Printed, card); !ok {
			keys = append(keys, thorgal.TerrainGridKey(card))
		}
	}
	return keys
}

func (h *pathHelper) show() {
	u, s := h.b.u, h.b.s
	head := kit.Subheading(u.Loc.T("app.thorgal.path_title"))
	h.cover = nil
	switch {
	case len(s.Path.Cards) == 0:
		kit.SetObjects(h.box)
	case !s.PathTracked():
		// Only a table that learned a card's grid looks for the helper.
		if learnedAny(s.Printed) {
			kit.SetObjects(h.box, head, kit.Quiet(u.Loc.T("app.thorgal.path_lost")))
		} else {
			kit.SetObjects(h.box)
		}
	case len(h.missing()) > 0:
		teach := kit.NewTile(u.Loc.N("app.thorgal.path_teach", len(h.missing())), theme.DocumentCreateIcon(), func() {
			h.b.learnEach(h.missing(), h.show)
		})
		teach.SetImportance(widget.LowImportance)
		kit.SetObjects(h.box, head, kit.Quiet(u.Loc.N("app.thorgal.path_teach_hint", len(h.missing()))), teach)
	default:
		h.showPath(head)
	}
	h.report(h.cover)
}

// learnedAny reports whether the profile knows a Terrain card's grid.
func learnedAny(printed map[string]string) bool {
	for _, card := range thorgal.Cards(thorgal.Terrain) {
		if _, ok := thorgal.TerrainGrid(printed, card); ok {
			return true
		}
	}
	return false
}

// showPath shows the path with the tile laid, the rules' verdict, the tools
// and the legend, or the by-hand choice.
func (h *pathHelper) showPath(head fyne.CanvasObject) {
	u, s := h.b.u, h.b.s
	mode := handToggle(u.Loc.T("app.thorgal.path_place"), u.Loc.T("app.thorgal.path_by_hand"), h.byHand, func(on bool) {
		h.byHand = on
		h.show()
	})
	mode.Layout = &kit.FitGrid{Max: 2} // one above the other when the words are long
	if h.byHand {
		kit.SetObjects(h.box, head, mode, kit.Quiet(u.Loc.T("app.thorgal.path_hand_hint")))
		return
	}
	l, _ := s.PathLayout()
	h.win, _ = newPathWindow(l, s.Path.Tiles)
	var tiles []polyomino.Tile
	var nums []int
	for i, t := range s.Path.Tiles {
		if in, ok := h.win.shift(t); ok {
			tiles, nums = append(tiles, in), append(nums, i)
		}
	}
	text, refused, need := h.verdict()
	bad, selected := -1, -1
	if h.laid {
		in, _ := h.win.shift(h.tile)
		tiles, nums = append(tiles, in), append(nums, len(s.Path.Tiles))
		if refused {
			bad = len(tiles) - 1
		} else {
			selected = len(tiles) - 1
		}
	}
	right := 0
	for _, t := range tiles {
		right = max(right, lastCol(t))
	}
	h.view.grid.label = text
	h.view.set(h.win, tiles, nums, bad, selected, right)
	say := kit.WrapLabel(text)
	sign := widget.NewIcon(theme.InfoIcon())
	switch {
	case refused:
		sign.SetResource(theme.NewErrorThemedResource(theme.CancelIcon()))
	case h.cover != nil:
		sign.SetResource(theme.NewSuccessThemedResource(theme.ConfirmIcon()))
	}
	objs := []fyne.CanvasObject{head, mode, kit.Quiet(u.Loc.T("app.thorgal.path_hint")), h.view.box,
		container.NewBorder(nil, nil, container.NewVBox(sign), nil, say)}
	if need != "" {
		// The tile may lie there, but what a coloured space it covers does
		// is not known yet: asked before it is recorded.
		teach := kit.NewTile(u.Loc.T("app.thorgal.path_teach_effect"), theme.DocumentCreateIcon(), func() {
			h.b.learnEach([]string{need}, h.show)
		})
		objs = append(objs, teach)
	}
	turn := kit.NewTile(u.Loc.T("app.thorgal.rotate"), theme.ViewRefreshIcon(), func() { h.relay(turned(h.orient)) })
	flip := kit.NewTile(u.Loc.T("app.thorgal.flip"), nil, func() { h.relay(flipped(h.orient)) })
	kit.SetEnabled(turn, h.shape != "")
	kit.SetEnabled(flip, h.shape != "")
	objs = append(objs, kit.NewFitGrid(2, h.b.toolWidth(turn, flip), turn, flip), h.legend())
	kit.SetObjects(h.box, objs...)
}

// verdict says in words where the tile stands: to choose, to lay, refused
// (the rule it breaks), or what it covers (h.cover set); need is the key of
// a coloured space's effect the placement needs and the profile lacks.
func (h *pathHelper) verdict() (text string, refused bool, need string) {
	u := h.b.u
	switch {
	case h.shape == "":
		return u.Loc.T("app.thorgal.path_choose"), false, ""
	case !h.laid:
		return u.Loc.T("app.thorgal.path_tap"), false, ""
	}
	pc, err := h.b.s.JourneyPlacement(h.tile)
	var np *rules.NeedPrinted
	switch {
	case errors.As(err, &np):
		return u.Loc.T("app.thorgal.path_effect_unknown"), false, np.Key
	case err != nil:
		return refusalText(u, err), true, ""
	}
	h.cover = &pc
	var parts []rules.Msg
	if gains := spaceGains(&pc.Kinds); len(gains) > 0 {
		parts = append(parts, rules.M("app.thorgal.path_gains", "List", gains))
	}
	if n := pc.Red + pc.Yellow; n > 0 {
		parts = append(parts, rules.M("app.thorgal.path_coloured").WithCount(n))
	}
	if pc.Reveal {
		parts = append(parts, rules.M("app.thorgal.path_reveals"))
	}
	if len(parts) == 0 {
		return u.Loc.T("app.thorgal.path_ok_plain"), false, ""
	}
	words := make([]string, len(parts))
	for i, p := range parts {
		words[i] = u.Loc.Msg(p)
	}
	return u.Loc.T("app.thorgal.path_ok", "What", strings.Join(words, u.Loc.T("app.thorgal.place_sep"))), false, ""
}

// legend names what the cards in view show, each by its picture.
func (h *pathHelper) legend() fyne.CanvasObject {
	g := h.win.grid
	var objs []fyne.CanvasObject
	for _, k := range thorgal.TerrainKinds {
		if k != thorgal.SpacePlain && g.Count(k) > 0 {
			objs = append(objs, spaceSample(h.b.u, k))
		}
	}
	seen := map[int]bool{}
	for _, p := range h.win.penalty {
		seen[p] = true
	}
	for _, p := range []struct{ penalty, brush int }{{thorgal.PenaltyRed, brushRed}, {thorgal.PenaltyYellow, brushYellow}} {
		if seen[p.penalty] {
			objs = append(objs, spaceSample(h.b.u, p.brush))
		}
	}
	if h.win.mark >= 0 {
		objs = append(objs, spaceSample(h.b.u, brushMark))
	}
	return kit.NewFitGrid(3, 120, objs...)
}

// tapped lays the tile over the square tapped (window columns).
func (h *pathHelper) tapped(c polyomino.Cell) {
	if h.shape == "" || h.byHand {
		return
	}
	h.tile, h.laid = h.settle(h.orient, polyomino.Cell{R: c.R, C: c.C + h.win.off}), true
	h.show()
}

// relay turns or flips the tile: where it lies, about its first square.
func (h *pathHelper) relay(o polyomino.Orient) {
	h.orient = o
	if h.laid {
		h.tile = h.settle(o, h.tile.Cells()[0])
	}
	h.show()
}

// settle is the tile lying as o says over square at (path coordinates): of
// the ways it can cover at, one the rules allow, else one on the path's
// spaces (its refusal says more than "outside"), else the first.
func (h *pathHelper) settle(o polyomino.Orient, at polyomino.Cell) polyomino.Tile {
	var best polyomino.Tile
	rank := -1
	for _, t := range anchored(h.shape, o, at) {
		r := 0
		_, err := h.b.s.JourneyPlacement(t)
		var np *rules.NeedPrinted
		var ref *rules.Refusal
		switch {
		case err == nil || errors.As(err, &np):
			r = 2
		case errors.As(err, &ref) && ref.Msg.ID != "thorgal.err.path_outside":
			r = 1
		}
		if r > rank {
			best, rank = t, r
		}
	}
	return best
}
