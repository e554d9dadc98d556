package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// cardGridEditor paints a card's grid: the card's size in rows and columns,
// then each square with what is chosen on the palette (a kind of space, no
// space, and on a Terrain card a colour or the reveal mark). Squares start
// plain, so only the others need a tap; what is painted outside the size is
// kept, so a size changed back finds it. Its gridKind tells an Enemy card
// from a Terrain card.
type cardGridEditor struct {
	u       *kit.UI
	kind    gridKind
	grid    *cardGrid
	brush   int
	rows    *kit.Counter
	cols    *kit.Counter
	palette map[int]*swatchButton
	brushed *kit.Label
	status  *kit.Label
	onSet   func()
}

// gridKind is what sets one kind of card's grid apart in the editor.
type gridKind struct {
	palette []int // what may be painted, in the palette's order
	brush   int   // what is painted first
	hint    string
	// read paints g as a value says (false: it does not read); write is
	// the value g's squares make, "" while they make none.
	read  func(g *cardGrid, v string) bool
	write func(g *cardGrid) string
	// say is a value in words; lacks, the message ID of what the squares
	// still lack while write gives "".
	say   func(u *kit.UI, v string) string
	lacks func(g *cardGrid) string
}

// enemyGrid is an Enemy card's grid: spaces and hearts.
var enemyGrid = gridKind{palette: spaceKinds, brush: thorgal.SpaceHeart, hint: "app.thorgal.grid_hint",
	read: func(g *cardGrid, v string) bool {
		eg, err := thorgal.ParseEnemyGrid(v)
		if err == nil {
			g.paintGrid(eg)
		}
		return err == nil
	},
	write: func(g *cardGrid) string {
		eg, err := polyomino.NewGrid(g.rowsOfKinds())
		if err != nil {
			return ""
		}
		v := thorgal.FormatEnemyGrid(eg)
		if _, err := thorgal.ParseEnemyGrid(v); err != nil {
			return ""
		}
		return v
	},
	say:   gridText,
	lacks: func(*cardGrid) string { return "app.thorgal.grid_no_heart" },
}

// paintGrid paints the squares of grid eg (no space where it has none).
func (g *cardGrid) paintGrid(eg polyomino.Grid) {
	g.rows, g.cols = eg.Rows(), eg.Cols()
	for r := range g.rows {
		for c := range g.cols {
			if k, ok := eg.Kind(polyomino.Cell{R: r, C: c}); ok {
				g.kinds[r][c] = k
			} else {
				g.kinds[r][c] = spaceNone
			}
		}
	}
}

// rowsOfKinds are the squares within the size, row by row.
func (g *cardGrid) rowsOfKinds() [][]int {
	rows := make([][]int, g.rows)
	for r := range rows {
		rows[r] = slices.Clone(g.kinds[r][:g.cols])
	}
	return rows
}

func newCardGridEditor(u *kit.UI, kind gridKind, current string, width float32) *cardGridEditor {
	e := &cardGridEditor{u: u, kind: kind, brush: kind.brush, palette: map[int]*swatchButton{},
		brushed: kit.WrapLabel(""), status: kit.WrapLabel("")}
	e.brushed.TextStyle.Bold = true
	e.grid = newCardGrid(e.paint)
	e.grid.width = width
	if !kind.read(e.grid, current) {
		e.grid.rows, e.grid.cols = 4, 4
	}
	e.rows = kit.NewCounter(u.Loc.T("app.thorgal.grid_rows"), e.grid.rows, 1, thorgal.MaxCardSide, func(n int) { e.grid.rows = n; e.show() })
	e.cols = kit.NewCounter(u.Loc.T("app.thorgal.grid_cols"), e.grid.cols, 1, thorgal.MaxCardSide, func(n int) { e.grid.cols = n; e.show() })
	return e
}

// paint gives the tapped square what is chosen: a kind (no space takes its
// colour off too), a colour (on again: off; a square with no space becomes
// a plain one), or the mark to its column (on again: off).
func (e *cardGridEditor) paint(r, c int) {
	g := e.grid
	switch e.brush {
	case brushRed, brushYellow:
		p := thorgal.PenaltyRed
		if e.brush == brushYellow {
			p = thorgal.PenaltyYellow
		}
		if g.penalty[r][c] == p {
			p = thorgal.PenaltyNone
		}
		g.penalty[r][c] = p
		if g.kinds[r][c] == spaceNone {
			g.kinds[r][c] = thorgal.SpacePlain
		}
	case brushMark:
		if g.mark == c {
			c = -1
		}
		g.mark = c
	default:
		g.kinds[r][c] = e.brush
		if e.brush == spaceNone {
			g.penalty[r][c] = thorgal.PenaltyNone
		}
	}
	e.show()
}

// value is what the squares within the size make, or "" while they make
// nothing the rules read.
func (e *cardGridEditor) value() string { return e.kind.write(e.grid) }

func (e *cardGridEditor) show() {
	u := e.u
	for k, b := range e.palette {
		b.setChosen(k == e.brush)
	}
	kit.SetText(e.brushed, u.Loc.T("app.thorgal.grid_brush", "Kind", u.Loc.Msg(spaceName(e.brush))))
	if v := e.value(); v != "" {
		kit.SetText(e.status, e.kind.say(u, v))
		e.status.Importance = widget.MediumImportance
	} else {
		kit.SetText(e.status, u.Loc.T(e.kind.lacks(e.grid)))
		e.status.Importance = widget.DangerImportance
	}
	e.status.Refresh()
	e.grid.label = e.status.Text
	e.grid.Refresh()
	if e.onSet != nil {
		e.onSet()
	}
}

func (e *cardGridEditor) object() fyne.CanvasObject {
	u := e.u
	var kinds []fyne.CanvasObject
	for _, k := range e.kind.palette {
		b := newSwatchButton(spaceIcon(k), u.Loc.Msg(spaceName(k)), func() {
			e.brush = k
			e.show()
		})
		e.palette[k] = b
		kinds = append(kinds, b)
	}
	e.show()
	// The palette sits right above the grid, small, so that both are in
	// view together while painting, even on a phone; the kind chosen is
	// named in words above them.
	return container.NewVBox(kit.Quiet(u.Loc.T(e.kind.hint)),
		e.rows.Object(), e.cols.Object(),
		e.brushed, container.NewGridWrap(fyne.NewSize(swatchSide, swatchSide), kinds...),
		container.NewCenter(e.grid), e.status)
}

// cardGridDialog asks a card's grid, painted on the card's frame.
func cardGridDialog(u *kit.UI, kind gridKind, spec rules.PrintedSpec, current string, done func(string)) {
	// The squares take the sheet's width, less the little its body keeps on
	// each side: 8 columns of 39 points on a phone (360 wide).
	ed := newCardGridEditor(u, kind, current, u.SheetContentWidth()-8)
	d := u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(kit.Subheading(u.Loc.Msg(spec.Prompt)), ed.object())).Tall()
	// Save is enabled only while the grid reads.
	saveWhenComplete(u, d, ed.value, &ed.onSet, done)
	d.Show()
}

// enemyGridDialog asks an Enemy card's grid.
func enemyGridDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	cardGridDialog(u, enemyGrid, spec, current, done)
}

// gridText says a card's grid by its size and hearts.
func gridText(u *kit.UI, v string) string {
	g, err := thorgal.ParseEnemyGrid(v)
	if err != nil {
		return v
	}
	return u.Loc.N("app.thorgal.grid_text", g.Count(thorgal.SpaceHeart), "Rows", g.Rows(), "Cols", g.Cols())
}

// enemySpecialEditor lists the parts of an Enemy card's special effect, as
// the card prints them: each added by its kind, removable.
type enemySpecialEditor struct {
	u       *kit.UI
	hint    string // what the parts are of, in words
	parts   []thorgal.SpecialPart
	printed map[string]string
	list    *fyne.Container
	adds    []*kit.Tile
	why     *kit.Label
	onSet   func()
}

func newEnemySpecialEditor(u *kit.UI, hint, current string) *enemySpecialEditor {
	e := &enemySpecialEditor{u: u, hint: hint, printed: knownPrinted(u), list: container.NewVBox(), why: kit.WrapLabel("")}
	// A value known is shown part by part, as far as it reads.
	for _, p := range strings.Split(current, ",") {
		if ps, err := thorgal.ParseEnemySpecial(p); err == nil {
			e.parts = append(e.parts, ps...)
		}
	}
	if len(e.parts) > thorgal.MaxSpecialParts {
		e.parts = e.parts[:thorgal.MaxSpecialParts]
	}
	return e
}

// encoding is the parts as ParseEnemySpecial reads them.
func (e *enemySpecialEditor) encoding() string {
	out := make([]string, len(e.parts))
	for i, p := range e.parts {
		switch p.Kind {
		case thorgal.SpecialThreat:
			out[i] = p.Kind + ":" + strconv.Itoa(p.Threat)
		case thorgal.SpecialWound:
			out[i] = p.Kind + ":" + p.Tile
		case thorgal.SpecialDiscard:
			out[i] = p.Kind + ":" + p.Good
		case thorgal.SpecialDie:
			out[i] = p.Kind + ":" + strconv.Itoa(p.Die)
		}
	}
	return strings.Join(out, ",")
}

// value is the encoding, or "" while it does not read (no part).
func (e *enemySpecialEditor) value() string {
	v := e.encoding()
	if _, err := thorgal.ParseEnemySpecial(v); err != nil {
		return ""
	}
	return v
}

func (e *enemySpecialEditor) add(p thorgal.SpecialPart) {
	if len(e.parts) < thorgal.MaxSpecialParts {
		e.parts = append(e.parts, p)
	}
	e.show()
}

// row is one part: what it does, a counter for a Threat, and remove.
func (e *enemySpecialEditor) row(i int) fyne.CanvasObject {
	u, p := e.u, e.parts[i]
	remove := kit.AtLeast(kit.IconButton(theme.DeleteIcon(), func() {
		e.parts = append(e.parts[:i:i], e.parts[i+1:]...)
		e.show()
	}), kit.TouchSize, kit.TouchSize)
	var icon, body fyne.CanvasObject
	switch p.Kind {
	case thorgal.SpecialThreat: // no icon: the counter needs the room on a phone
		body = kit.NewCounter(u.Loc.T("app.thorgal.cover_threat"), p.Threat, 1, thorgal.MaxCount, func(n int) {
			e.parts[i].Threat = n
			e.show()
		}).Object()
	case thorgal.SpecialWound:
		f, _ := polyomino.Lookup(p.Tile)
		icon = shapePicture(f.Shape, 8, theme.ColorNamePrimary, theme.ColorNameForeground)
		body = kit.WrapLabel(specialPartText(u, e.printed, p))
	case thorgal.SpecialDiscard:
		icon = kit.IconImage("thorgal-"+p.Good, 28)
		body = kit.WrapLabel(specialPartText(u, e.printed, p))
	default:
		body = kit.WrapLabel(specialPartText(u, e.printed, p))
	}
	if icon != nil {
		icon = container.NewCenter(icon)
	}
	if l, ok := body.(*widget.Label); ok { // level with the icon and the button
		body = container.NewVBox(layout.NewSpacer(), l, layout.NewSpacer())
	}
	return kit.Card(container.NewBorder(nil, nil, icon, remove, body))
}

func (e *enemySpecialEditor) show() {
	u := e.u
	rows := make([]fyne.CanvasObject, len(e.parts))
	for i := range e.parts {
		rows[i] = e.row(i)
	}
	kit.SetObjects(e.list, rows...)
	full := len(e.parts) >= thorgal.MaxSpecialParts
	for _, t := range e.adds {
		if full {
			t.Disable()
		} else {
			t.Enable()
		}
	}
	switch {
	case len(e.parts) == 0:
		kit.SetText(e.why, u.Loc.T("app.thorgal.special_none"))
		e.why.Importance = widget.DangerImportance
	case full:
		kit.SetText(e.why, u.Loc.N("app.thorgal.special_full", thorgal.MaxSpecialParts))
		e.why.Importance = widget.MediumImportance
	}
	kit.SetShown(e.why, len(e.parts) == 0 || full)
	e.why.Refresh()
	if e.onSet != nil {
		e.onSet()
	}
}

func (e *enemySpecialEditor) object() fyne.CanvasObject {
	u := e.u
	threat := kit.NewTile(u.Loc.T("app.thorgal.special_add_threat"), kit.Pictogram{Resource: kit.IconResource("thorgal-threat")}, func() {
		e.add(thorgal.SpecialPart{Kind: thorgal.SpecialThreat, Threat: 1})
	})
	wound := kit.NewTile(u.Loc.T("app.thorgal.special_add_wound"), kit.Pictogram{Resource: kit.IconResource("thorgal-wound-3")}, func() {
		pickTile(u, u.Loc.T("app.thorgal.special_pick_wound"), tileIDs(0), "", "", func(id string) {
			e.add(thorgal.SpecialPart{Kind: thorgal.SpecialWound, Tile: id})
		})
	})
	discard := kit.NewTile(u.Loc.T("app.thorgal.special_add_discard"), theme.ContentRemoveIcon(), func() { e.pickGood() })
	die := kit.NewTile(u.Loc.T("app.thorgal.special_add_die"), theme.MediaReplayIcon(), func() { e.pickDie() })
	e.adds = []*kit.Tile{threat, wound, discard, die}
	e.show()
	return container.NewVBox(kit.Quiet(u.Loc.T(e.hint)), e.list, e.why,
		kit.Subheading(u.Loc.T("app.thorgal.special_add")),
		kit.NewFitGrid(2, textScaled(150), threat, wound, discard, die))
}

// pickGood asks which Good a part discards.
func (e *enemySpecialEditor) pickGood() {
	u := e.u
	var d *kit.Sheet
	var tiles []fyne.CanvasObject
	for _, g := range thorgal.GoodIDs {
		tiles = append(tiles, kit.NewTile(u.Loc.Msg(thorgal.GoodName(g)), kit.Pictogram{Resource: kit.IconResource("thorgal-" + g)}, func() {
			d.Hide()
			e.add(thorgal.SpecialPart{Kind: thorgal.SpecialDiscard, Good: g})
		}))
	}
	d = u.NewSheet(u.Loc.T("app.thorgal.special_pick_good"), kit.NewFitGrid(2, textScaled(140), tiles...))
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// pickDie asks which die a part rolls, by its colour when known.
func (e *enemySpecialEditor) pickDie() {
	u := e.u
	var d *kit.Sheet
	var tiles []fyne.CanvasObject
	for k := 1; k <= thorgal.DiceRanks; k++ {
		tiles = append(tiles, kit.NewTile(dieLabel(u, e.printed, k), nil, func() {
			d.Hide()
			e.add(thorgal.SpecialPart{Kind: thorgal.SpecialDie, Die: k})
		}))
	}
	d = u.NewSheet(u.Loc.T("app.thorgal.special_pick_die"), container.NewVBox(tiles...))
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// enemySpecialDialog asks an Enemy card's special effect, part by part.
func enemySpecialDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	specialDialog(u, "app.thorgal.special_hint", spec, current, done)
}

// specialDialog asks what covering a space does, part by part: an Enemy
// card's special space, a Terrain card's red or yellow one (hint says which).
func specialDialog(u *kit.UI, hint string, spec rules.PrintedSpec, current string, done func(string)) {
	ed := newEnemySpecialEditor(u, hint, current)
	d := u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(kit.Subheading(u.Loc.Msg(spec.Prompt)), ed.object())).Tall()
	saveWhenComplete(u, d, ed.value, &ed.onSet, done)
	d.Show()
}

// specialPartText says one part of a special effect.
func specialPartText(u *kit.UI, printed map[string]string, p thorgal.SpecialPart) string {
	switch p.Kind {
	case thorgal.SpecialThreat:
		return u.Loc.N("app.thorgal.special_threat", p.Threat)
	case thorgal.SpecialWound:
		return u.Loc.N("app.thorgal.special_wound", polyomino.SizeOf(p.Tile), "Tile", p.Tile)
	case thorgal.SpecialDiscard:
		return u.Loc.T("app.thorgal.special_discard", "Good", u.Loc.Msg(thorgal.GoodName(p.Good)))
	}
	return u.Loc.T("app.thorgal.special_die", "Die", dieLabel(u, printed, p.Die))
}

// specialText says a special effect, its parts in order.
func specialText(u *kit.UI, v string) string {
	parts, err := thorgal.ParseEnemySpecial(v)
	if err != nil {
		return v
	}
	printed := knownPrinted(u)
	out := make([]string, len(parts))
	for i, p := range parts {
		out[i] = specialPartText(u, printed, p)
	}
	return strings.Join(out, " · ")
}

// textScaled is a width w at the normal text size, grown with the text size
// setting: tiles whose words would break at a larger text take a row each.
func textScaled(w float32) float32 {
	return w * theme.TextSize() / theme.DefaultTheme().Size(theme.SizeNameText)
}
