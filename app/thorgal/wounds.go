package thorgal

import (
	"errors"
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// thorgalWounds are the wound tools under a character's grid. With a wound to
// place: the box's tiles that answer it (each saying whether it still fits),
// rotate and flip, a tap on the grid to say where it lies (the ghost says
// whether the rules allow it, and why not), and Place. Otherwise: gain a wound
// (a size, Wound (Threat) or an exact tile; a wound with no room asks first,
// since it kills), heal the tile tapped, and the unfulfilled-effect wound.
type thorgalWounds struct {
	c *thorgalChar

	// The wound being placed and how the table is laying it.
	key    string
	tile   string
	orient polyomino.Orient
	anchor *polyomino.Cell
	ghost  polyomino.Tile
	// selected is the wound tile tapped to heal (-1 none).
	selected int

	head     *kit.Label
	headBar  *canvas.Rectangle // the heading's warning stripe and tint: with
	headBg   *canvas.Rectangle // the ⚠ icon they mark it, the text keeps contrast
	tiles    *kit.RowList[*tileOffer]
	rotate   *kit.Tile
	flip     *kit.Tile
	place    *widget.Button
	verdict  *kit.Label
	vicon    *widget.Icon // the verdict's sign: ✓ allowed, ⚠ allowed but dooms, ✗ refused
	placeBox *fyne.Container
	ctrl     *fyne.Container // verdict, Turn, Flip, Place: in the bottom bar
	ctrlW    float32         // the board width ctrl was laid out for
	// The verdict's signs, made once: a new resource is parsed again.
	signOK, signDooms, signRefused fyne.Resource

	healHint  *kit.Label
	heal      *kit.Tile
	healLimit *fyne.Container // the effect's size limit, shown with a tile chosen
	healMax   int             // that limit, 0 for any tile
	healSizes []*kit.Tile     // the limits to choose from, (1) to (4)
	idleBox   *fyne.Container
}

func newThorgalWounds(c *thorgalChar) *thorgalWounds {
	u := c.b.u
	w := &thorgalWounds{c: c, selected: -1}
	w.head = kit.WrapLabel("")
	w.head.TextStyle.Bold = true
	w.headBar = canvas.NewRectangle(color.Transparent)
	w.headBar.SetMinSize(fyne.NewSize(6, 0))
	w.headBg = canvas.NewRectangle(color.Transparent)
	w.headBg.CornerRadius = 6
	w.tiles = kit.NewRowList(container.NewGridWrap(fyne.NewSize(76, 88)), func() (*tileOffer, fyne.CanvasObject) {
		tc := &tileOffer{}
		tc.b = newShapeButton(func() {
			w.tile, w.orient = tc.id, polyomino.Orient{}
			w.reghost()
		})
		return tc, tc.b
	})
	w.rotate = kit.NewTile(u.Loc.T("app.thorgal.rotate"), theme.ViewRefreshIcon(), func() {
		w.orient = turned(w.orient)
		w.reghost()
	})
	// A flip mirrors the tile as it lies now (left to right).
	w.flip = kit.NewTile(u.Loc.T("app.thorgal.flip"), nil, func() {
		w.orient = flipped(w.orient)
		w.reghost()
	})
	w.place = kit.Primary(u.Loc.T("app.thorgal.place"), theme.ConfirmIcon(), w.placeIt)
	w.verdict = kit.WrapLabel("")
	w.verdict.TextStyle.Bold = true
	w.vicon = widget.NewIcon(theme.InfoIcon())
	w.signOK = theme.NewSuccessThemedResource(theme.ConfirmIcon())
	w.signDooms = theme.NewWarningThemedResource(theme.WarningIcon())
	w.signRefused = theme.NewErrorThemedResource(theme.CancelIcon())
	// The heading is a callout, not coloured text: warning orange on white is
	// too faint to read, so the text keeps the foreground colour and a
	// stripe, a tint and the ⚠ sign make it stand out in either theme.
	heading := container.NewStack(w.headBg, container.NewBorder(nil, nil,
		container.NewHBox(w.headBar, container.NewVBox(widget.NewIcon(theme.WarningIcon()))), nil, w.head))
	w.placeBox = container.NewVBox(heading, kit.Quiet(u.Loc.T("app.thorgal.place_hint")), w.tiles.Box)
	// Turn, Flip, Place and the verdict on the square tapped are the one next
	// thing: they sit in the bottom bar, under the thumb, not below the grid
	// where a phone would have to scroll to them.
	w.ctrl = container.NewVBox()
	w.layoutCtrl(360)
	w.ctrlW = 0 // laid out again for the board's own width

	w.healHint = kit.Quiet("")
	w.heal = kit.NewTile("", theme.ContentRemoveIcon(), func() {
		i := w.selected
		w.selected = -1
		c.b.f.Do(thorgal.Command{Kind: thorgal.CmdHeal, Char: c.i, Index: i, Max: w.healMax})
	})
	gain := kit.NewTile(u.Loc.T("app.thorgal.gain_wound"), theme.ContentAddIcon(), w.gainDialog)
	unfulfilled := kit.NewTile(u.Loc.T("app.thorgal.unfulfilled"), theme.WarningIcon(), w.unfulfilledDialog)
	forced := kit.NewTile(u.Loc.T("app.thorgal.forced_loss"), theme.ContentRemoveIcon(), w.forcedDialog)
	// "Heal (n)" discards a tile of at most n squares: said once, kept for
	// the next tiles ("3 Heal (1)"), and a bigger tile is not healed. A tap
	// on the size chosen lets it go (any tile).
	w.healSizes = make([]*kit.Tile, polyomino.MaxSize-1)
	for k := range w.healSizes {
		n := k + 1
		w.healSizes[k] = kit.NewTile("("+strconv.Itoa(n)+")", nil, func() {
			if w.healMax == n {
				w.healMax = 0
			} else {
				w.healMax = n
			}
			w.reghost()
		})
		w.healSizes[k].SetAlignment(fyne.TextAlignCenter)
	}
	sizes := make([]fyne.CanvasObject, len(w.healSizes))
	for k, t := range w.healSizes {
		sizes[k] = t
	}
	w.healLimit = container.NewVBox(kit.Quiet(u.Loc.T("app.thorgal.heal_effect")), container.NewGridWithColumns(len(sizes), sizes...))
	w.healLimit.Hide()
	w.idleBox = container.NewVBox(
		container.NewGridWithColumns(2, gain, w.heal), w.healHint, w.healLimit,
		container.NewGridWithColumns(2, unfulfilled, forced))
	return w
}

// layoutCtrl lays out the bottom bar's tools for a board width wide: Turn,
// Flip and Place side by side when each word fits its third, else Turn and
// Flip above a full-width Place (a large text size on a phone), so no word
// is broken across lines.
func (w *thorgalWounds) layoutCtrl(width float32) {
	if width == w.ctrlW {
		return
	}
	w.ctrlW = width
	pad := theme.Padding()
	style := fyne.TextStyle{}
	need := float32(0)
	for _, t := range []string{w.rotate.Text(), w.flip.Text(), w.place.Text} {
		need = max(need, fyne.MeasureText(t, theme.Size(theme.SizeNameText), style).Width)
	}
	need += theme.IconInlineSize() + 6*pad
	big := func(o fyne.CanvasObject) fyne.CanvasObject { return kit.AtLeast(o, 0, kit.BigSize) }
	row := container.NewGridWithColumns(3, big(w.rotate), big(w.flip), big(w.place))
	if (width-2*pad)/3 < need {
		row = container.NewVBox(container.NewGridWithColumns(2, big(w.rotate), big(w.flip)), big(w.place))
	}
	w.ctrl.Objects = []fyne.CanvasObject{container.NewBorder(nil, nil, container.NewCenter(w.vicon), nil, w.verdict), row}
	w.ctrl.Refresh()
}

// set shows the tools for character i of s.
func (w *thorgalWounds) set(s thorgal.State, i int) {
	u := w.c.b.u
	g := w.c.grid
	if i < 0 || i >= len(s.Chars) || s.Over() {
		w.placeBox.Hide()
		w.idleBox.Hide()
		g.ghost, g.hints, g.selected = nil, nil, -1
		return
	}
	ch := s.Chars[i]
	if len(ch.Pending) == 0 {
		w.key, w.anchor = "", nil
		w.placeBox.Hide()
		w.idleBox.Show()
		if w.selected >= len(ch.Wounds) {
			w.selected = -1
		}
		g.ghost, g.hints, g.selected = nil, nil, w.selected
		allowed := w.selected >= 0
		hint, imp := u.Loc.T("app.thorgal.heal_hint"), widget.MediumImportance
		if w.selected >= 0 {
			size := ch.Wounds[w.selected].Size()
			w.heal.SetText(u.Loc.T("app.thorgal.heal", "N", w.selected+1, "Size", size))
			hint = u.Loc.T("app.thorgal.heal_hint_chosen")
			if w.healMax > 0 && size > w.healMax {
				allowed = false
				hint = u.Loc.Msg(rules.M("thorgal.err.heal_too_small", "Size", size, "Max", w.healMax).WithCount(w.healMax))
				imp = widget.DangerImportance
			}
			for k, t := range w.healSizes {
				t.Mark(k+1 == w.healMax)
			}
			w.healLimit.Show()
		} else {
			w.heal.SetText(u.Loc.T("app.thorgal.heal_none"))
			w.healLimit.Hide()
		}
		if w.healHint.Text != hint || w.healHint.Importance != imp {
			w.healHint.Text, w.healHint.Importance = hint, imp
			w.healHint.Refresh()
		}
		kit.SetEnabled(w.heal, allowed)
		return
	}
	w.idleBox.Hide()
	w.placeBox.Show()
	w.selected, g.selected = -1, -1
	wd := ch.Pending[0]
	key := fmt.Sprintf("%d/%d/%s/%d/%d", i, wd.Size, wd.Shape, len(ch.Wounds), len(ch.Pending))
	if key != w.key {
		w.key, w.anchor, w.orient, w.tile = key, nil, polyomino.Orient{}, ""
	}
	kit.SetText(w.head, w.headText(s, i, wd))
	w.paintHead()
	ids := s.TilesFor(wd)
	if w.tile == "" {
		for _, id := range ids {
			if len(s.Placements(i, id)) > 0 {
				w.tile = id
				break
			}
		}
		if w.tile == "" && len(ids) > 0 {
			w.tile = ids[0]
		}
	}
	w.tiles.Show(len(ids), func(k int, tc *tileOffer) {
		id := ids[k]
		caption := u.Loc.T("app.thorgal.tile_fits")
		if len(s.Placements(i, id)) == 0 {
			caption = u.Loc.T("app.thorgal.tile_no_room")
		}
		f, _ := polyomino.Lookup(id)
		tc.id = id
		tc.b.set(f.Shape, caption, id == w.tile)
	})
	hints := map[polyomino.Cell]bool{}
	for _, p := range s.Placements(i, w.tile) {
		for _, c := range p.Cells() {
			hints[c] = true
		}
	}
	g.hints = hints
	w.showGhost()
}

// tileOffer is a tile of the box offered for the wound being placed.
type tileOffer struct {
	b  *shapeButton
	id string
}

// paintHead colours the heading's stripe and tint for the theme in force.
func (w *thorgalWounds) paintHead() {
	warn := theme.Current().Color(theme.ColorNameWarning, fyne.CurrentApp().Settings().ThemeVariant())
	r, g, b, _ := warn.RGBA()
	paintRect(w.headBar, warn, w.headBar.StrokeColor, w.headBar.StrokeWidth)
	paintRect(w.headBg, color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x30}, w.headBg.StrokeColor, w.headBg.StrokeWidth)
}

func (w *thorgalWounds) headText(s thorgal.State, i int, wd thorgal.Wound) string {
	u := w.c.b.u
	text := u.Loc.T("app.thorgal.place_wound", "Character", w.c.b.name(s, i), "Size", wd.Size)
	switch wd.Cause {
	case thorgal.CauseThreat:
		text += " " + u.Loc.T("app.thorgal.cause_threat")
	case thorgal.CauseUnfulfilled:
		text += " " + u.Loc.T("app.thorgal.cause_unfulfilled")
	case thorgal.CauseMassive:
		text += " " + u.Loc.T("app.thorgal.cause_massive")
	}
	if more := len(s.Chars[i].Pending) - 1; more > 0 {
		text += "\n" + u.Loc.N("app.thorgal.more_wounds", more)
	}
	return text
}

// tapped answers a tap on the grid: where the tile being placed lies, or
// which wound to heal (a second tap on it lets it go).
func (w *thorgalWounds) tapped(c polyomino.Cell) {
	s := w.c.b.s
	ch := w.c.char()
	if s.Over() {
		return
	}
	if len(ch.Pending) > 0 {
		w.anchor = &c
		w.showGhost()
		w.c.grid.Refresh()
		return
	}
	was := w.selected
	w.selected = -1
	for k, t := range ch.Wounds {
		for _, x := range t.Cells() {
			if x == c && k != was {
				w.selected = k
			}
		}
	}
	w.reghost()
}

// reghost shows the tools and grid again after a choice.
func (w *thorgalWounds) reghost() {
	w.set(w.c.b.s, w.c.i)
	w.c.grid.Refresh()
}

// showGhost puts the chosen tile, lying as chosen, over the square tapped:
// of the ways it can cover that square, one the rules allow if there is one.
func (w *thorgalWounds) showGhost() {
	u := w.c.b.u
	g := w.c.grid
	kit.SetEnabled(w.rotate, w.tile != "")
	kit.SetEnabled(w.flip, w.tile != "")
	if w.anchor == nil || w.tile == "" {
		g.ghost, g.ghostOK = nil, false
		w.setVerdict(u.Loc.T("app.thorgal.tap_where"), theme.InfoIcon())
		w.place.Disable()
		return
	}
	ch := w.c.char()
	// Prefer a placement the rules allow, else one inside the area (its
	// refusal says more than "outside"), else the first.
	var best polyomino.Tile
	var err error = polyomino.ErrUnknownShape
	rank := func(e error) int {
		switch {
		case e == nil:
			return 2
		case errors.Is(e, polyomino.ErrOutside):
			return 0
		}
		return 1
	}
	// Of the allowed ones, prefer one that leaves room for the next wound.
	bestRank := -1
	for _, t := range anchored(w.tile, w.orient, *w.anchor) {
		e := polyomino.Fits(ch.Area, ch.Wounds, t)
		r := rank(e)
		if e == nil && !w.doomsNext(t) {
			r = 3
		}
		if r > bestRank {
			best, err, bestRank = t, e, r
		}
	}
	w.ghost = best
	g.ghost, g.ghostOK = best.Cells(), err == nil
	w.place.Enable()
	switch {
	case err == nil && w.doomsNext(best):
		w.setVerdict(u.Loc.T("app.thorgal.ghost_dooms", "Size", ch.Pending[1].Size), w.signDooms)
	case err == nil:
		w.setVerdict(u.Loc.T("app.thorgal.ghost_ok"), w.signOK)
	default:
		w.setVerdict(u.Loc.T("app.thorgal.ghost_refused", "Reason", u.Loc.Msg(placeRefusal(err))), w.signRefused)
	}
}

// setVerdict says what the rules make of the square tapped. The words are in
// the text colour, readable in both themes; the sign beside them (a tick, a
// warning, a cross) tells allowed from refused without relying on colour.
func (w *thorgalWounds) setVerdict(text string, sign fyne.Resource) {
	kit.SetText(w.verdict, text)
	if w.vicon.Resource != sign {
		w.vicon.SetResource(sign)
	}
}

// doomsNext reports whether placing t would leave no room for the next wound
// waiting on the same board (which would kill the character).
func (w *thorgalWounds) doomsNext(t polyomino.Tile) bool {
	if len(w.c.char().Pending) < 2 {
		return false
	}
	i, dies := thorgal.Dies(w.c.b.s, thorgal.Command{Kind: thorgal.CmdPlaceWound, Char: w.c.i, Shape: t.Shape, Orient: t.Orient, At: t.At})
	return dies && i == w.c.i
}

// placeRefusal names the wound rule a placement breaks.
func placeRefusal(err error) rules.Msg {
	switch {
	case errors.Is(err, polyomino.ErrOutside):
		return rules.M("thorgal.err.wound_outside")
	case errors.Is(err, polyomino.ErrOverlap):
		return rules.M("thorgal.err.wound_overlap")
	case errors.Is(err, polyomino.ErrApart):
		return rules.M("thorgal.err.wound_apart")
	}
	return rules.M("thorgal.err.wound_orient")
}

// placeIt asks the rules to place the ghost; a placement they refuse is
// refused with the rule's reason.
func (w *thorgalWounds) placeIt() {
	if w.anchor == nil {
		return
	}
	t := w.ghost
	cmd := thorgal.Command{Kind: thorgal.CmdPlaceWound, Char: w.c.i, Shape: t.Shape, Orient: t.Orient, At: t.At}
	// Placed here, the wound may leave no room for the next one waiting:
	// say so (another square may save the character) before recording it.
	b := w.c.b
	if i, dies := thorgal.Dies(b.s, cmd); dies && i == w.c.i && len(w.c.char().Pending) > 1 {
		u := b.u
		name := b.name(b.s, i)
		next := w.c.char().Pending[1]
		u.Confirm(u.Loc.T("app.thorgal.kill_title", "Character", name),
			u.Loc.N("app.thorgal.kill_place_body", next.Size, "Character", name, "Size", next.Size),
			u.Loc.T("app.thorgal.kill_yes"), true, func() { b.f.Do(cmd) })
		return
	}
	b.doWarned(cmd)
}
