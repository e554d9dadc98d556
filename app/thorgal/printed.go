package thorgal

import (
	"errors"
	"strconv"
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

// Thorgal's printed values that are more than a number or a choice get their
// own editors: a character's wound area drawn on a grid, the tile shapes of the
// box picked by their pictures, starting Goods on six counters, and texts
// (names, the Action Row) checked against the rules before they are kept.
func init() {
	registerCombatEditors() // first: Combat's .name and .special are its own
	registerChoiceEditors()
	thorgalKey := func(suffix string) func(string) bool {
		return func(k string) bool { return strings.HasPrefix(k, "thorgal.") && strings.HasSuffix(k, suffix) }
	}
	kit.RegisterPrintedEditor(thorgalKey(".area"), func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
		thorgalAreaDialog(u, u.Loc.Msg(spec.Prompt), current, done)
	})
	kit.RegisterPrintedEditor(func(k string) bool { return k == thorgal.TilesKey }, func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
		thorgalTilesDialog(u, u.Loc.Msg(spec.Prompt), current, done)
	})
	kit.RegisterPrintedEditor(thorgalKey(".goods"), func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
		thorgalGoodsDialog(u, u.Loc.Msg(spec.Prompt), current, done)
	})
	for _, suffix := range []string{".row", ".name", ".requirement", ".special"} {
		kit.RegisterPrintedEditor(thorgalKey(suffix), func(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
			thorgalTextDialog(u, spec, current, done)
		})
	}
}

// withCancelTile is Sheet.WithCancelOK with a confirming tile, whose text
// wraps, instead of a button: for a long answer that a button would stretch
// past a phone's edge.
func withCancelTile(u *kit.UI, s *kit.Sheet, text string, ok func()) *kit.Tile {
	t := kit.NewTile(text, theme.ConfirmIcon(), func() {
		s.Hide()
		ok()
	})
	t.SetImportance(widget.HighImportance)
	t.SetAlignment(fyne.TextAlignCenter)
	s.WithCancel(kit.AtLeast(t, twoLineWidth(u, text), 0))
	return t
}

// twoLineWidth is the width a tile needs to say text on two lines (a part
// to spare for where the words break), its icon and padding included: the
// dialog puts it under Cancel rather than beside it when that is more than
// half its room ("Record the Journey" one word a line). Never more than
// most of the window, where it wraps as it must.
func twoLineWidth(u *kit.UI, text string) float32 {
	line := fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
	w := 0.6*line + theme.IconInlineSize() + 2*theme.InnerPadding() + 3*theme.Padding()
	return fyne.Min(w, 0.75*u.Win.Canvas().Size().Width)
}

// areaEditor draws a wound area on the 8×8 frame: tap a square to add or
// take it out.
type areaEditor struct {
	u     *kit.UI
	grid  *woundGrid
	count *kit.Label
	onSet func()
}

func newAreaEditor(u *kit.UI, current string, width float32) *areaEditor {
	e := &areaEditor{u: u, count: kit.Quiet("")}
	e.grid = newWoundGrid(e.toggle)
	e.grid.edit = true
	e.grid.width = width
	if a, err := polyomino.ParseArea(current); err == nil {
		e.grid.area = a
	}
	e.show()
	return e
}

func (e *areaEditor) toggle(c polyomino.Cell) {
	var cells []polyomino.Cell
	for _, x := range e.grid.area.Cells() {
		if x != c {
			cells = append(cells, x)
		}
	}
	if !e.grid.area.Has(c) {
		cells = append(cells, c)
	}
	e.grid.area, _ = polyomino.AreaOf(cells...) // empty when the last square goes
	e.grid.Refresh()
	e.show()
}

func (e *areaEditor) show() {
	e.count.SetText(e.u.Loc.N("app.thorgal.area_count", e.grid.area.Size()))
	e.grid.label = e.count.Text
	if e.onSet != nil {
		e.onSet()
	}
}

// value is the area's encoding moved to the top-left corner ("" when empty).
func (e *areaEditor) value() string {
	s, err := polyomino.ShapeOf(e.grid.area.Cells()...)
	if err != nil {
		return ""
	}
	return s.String()
}

func (e *areaEditor) object() fyne.CanvasObject {
	clearBtn := kit.NewButton(e.u.Loc.T("app.thorgal.area_clear"), theme.ContentClearIcon(), func() {
		e.grid.area = polyomino.Area{}
		e.grid.Refresh()
		e.show()
	})
	return container.NewVBox(kit.Quiet(e.u.Loc.T("app.thorgal.area_hint")), container.NewCenter(e.grid), e.count, kit.Tall(clearBtn))
}

// editorWidth is the width a grid editor may take in a dialog.
func editorWidth(u *kit.UI) float32 {
	return max(min(u.Win.Canvas().Size().Width-80, 8*gridMaxCell), 8*gridMinCell)
}

// thorgalAreaDialog asks a wound area drawn on the grid.
func thorgalAreaDialog(u *kit.UI, prompt, current string, done func(string)) {
	ed := newAreaEditor(u, current, editorWidth(u))
	d := u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(kit.Subheading(prompt), ed.object()))
	// Save is enabled only while an area is drawn.
	saveWhenComplete(u, d, ed.value, &ed.onSet, done)
	d.Show()
}

// saveWhenComplete gives an editor's sheet Cancel and Save: Save is enabled
// while value gives an answer ("" while the editor is not complete), which
// it hands to done. It sets the editor's onSet, heard on every change.
func saveWhenComplete(u *kit.UI, d *kit.Sheet, value func() string, onSet *func(), done func(string)) {
	save := d.WithCancelOK(u.Loc.T("common.save"), func() {
		if v := value(); v != "" {
			done(v)
		}
	})
	*onSet = func() { kit.SetEnabled(save, value() != "") }
	(*onSet)()
}

// tileChooser picks the tetrominoes and pentominoes of the box by picture.
type tileChooser struct {
	u      *kit.UI
	chosen map[string]bool
	btns   map[string]*shapeButton
	status *kit.Label
	onSet  func()
}

func newTileChooser(u *kit.UI, current string) *tileChooser {
	t := &tileChooser{u: u, chosen: map[string]bool{}, btns: map[string]*shapeButton{}, status: kit.WrapLabel("")}
	for _, id := range strings.Split(current, ",") {
		if id = strings.TrimSpace(id); polyomino.SizeOf(id) >= 4 {
			t.chosen[id] = true
		}
	}
	return t
}

// value is the tiles encoding, or "" while a size is missing.
func (t *tileChooser) value() string {
	var ids []string
	for _, f := range polyomino.All() {
		if t.chosen[f.ID] {
			ids = append(ids, f.ID)
		}
	}
	v := strings.Join(ids, ",")
	if _, err := thorgal.ParseTiles(v); err != nil {
		return ""
	}
	return v
}

func (t *tileChooser) object() fyne.CanvasObject {
	u := t.u
	section := func(n int) fyne.CanvasObject {
		var objs []fyne.CanvasObject
		for _, f := range polyomino.OfSize(n) {
			id := f.ID
			b := newShapeButton(func() {
				t.chosen[id] = !t.chosen[id]
				t.paint()
			})
			t.btns[id] = b
			objs = append(objs, b)
		}
		return container.NewGridWrap(fyne.NewSize(76, 88), objs...)
	}
	four, five := section(4), section(5)
	t.paint()
	return container.NewVBox(
		kit.Quiet(u.Loc.T("app.thorgal.tiles_hint")),
		kit.Subheading(u.Loc.T("app.thorgal.tiles_four")), four,
		kit.Subheading(u.Loc.T("app.thorgal.tiles_five")), five,
		t.status)
}

func (t *tileChooser) paint() {
	n := 0
	for _, f := range polyomino.All() {
		if b, ok := t.btns[f.ID]; ok {
			caption := t.u.Loc.T("app.thorgal.tile_out")
			if t.chosen[f.ID] {
				caption = t.u.Loc.T("app.thorgal.tile_in")
			}
			b.set(f.Shape, caption, t.chosen[f.ID])
		}
		if t.chosen[f.ID] {
			n++
		}
	}
	if t.value() == "" {
		t.status.SetText(t.u.Loc.T("app.thorgal.tiles_need"))
	} else {
		t.status.SetText(t.u.Loc.N("app.thorgal.tiles_count", n+len(thorgal.SmallTiles)))
	}
	if t.onSet != nil {
		t.onSet()
	}
}

func thorgalTilesDialog(u *kit.UI, prompt, current string, done func(string)) {
	tc := newTileChooser(u, current)
	content := container.NewVBox(kit.Subheading(prompt), tc.object())
	// The status line under the tiles changes with each tap: room is kept
	// for it to grow.
	d := u.NewSheet(u.Loc.T("app.printed.title"), content).ReserveLines(2)
	// Save is enabled only while both sizes are chosen.
	saveWhenComplete(u, d, tc.value, &tc.onSet, done)
	d.Show()
}

// goodsEditor enters starting Goods on six counters.
type goodsEditor struct {
	counters []*kit.Counter
}

func newGoodsEditor(u *kit.UI, current string) *goodsEditor {
	g, _ := thorgal.ParseGoods(current)
	e := &goodsEditor{}
	for _, id := range thorgal.GoodIDs {
		e.counters = append(e.counters, kit.NewCounter(u.Loc.Msg(thorgal.GoodName(id)), g.Get(id), 0, thorgal.MaxStartGoods, nil))
	}
	return e
}

func (e *goodsEditor) value() string {
	parts := make([]string, len(e.counters))
	for i, c := range e.counters {
		parts[i] = strconv.Itoa(c.Value())
	}
	return strings.Join(parts, ",")
}

func (e *goodsEditor) object() fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(e.counters))
	for i, c := range e.counters {
		objs[i] = c.Object()
	}
	return container.NewVBox(objs...)
}

func thorgalGoodsDialog(u *kit.UI, prompt, current string, done func(string)) {
	ge := newGoodsEditor(u, current)
	d := u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(kit.Subheading(prompt), ge.object()))
	d.WithCancelOK(u.Loc.T("common.save"), func() { done(ge.value()) })
	d.Show()
}

// thorgalTextDialog asks a text value and refuses, with the rule's reason,
// one the rules cannot read (an Action Row out of order, a blank name).
func thorgalTextDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	var d *kit.Sheet
	e := widget.NewEntry()
	if strings.HasSuffix(spec.Key, ".requirement") {
		e.MultiLine = true
		e.Wrapping = fyne.TextWrapWord
		e.SetMinRowsVisible(3)
	}
	e.SetText(current)
	why := kit.WrapLabel("")
	why.Importance = widget.DangerImportance
	why.Hide()
	answer := func() {
		v := strings.TrimSpace(e.Text)
		if !thorgal.ValidPrinted(spec.Key, v) {
			why.SetText(thorgalPrintedWhy(u, spec.Key, v))
			why.Show()
			return
		}
		d.Hide()
		done(v)
	}
	e.OnSubmitted = func(string) { answer() }
	save := kit.Primary(u.Loc.T("common.save"), theme.ConfirmIcon(), answer)
	content := container.NewVBox(kit.Subheading(u.Loc.Msg(spec.Prompt)), kit.Quiet(printedHint(u, spec.Key)), kit.Tall(e), why)
	// A refusal may show under the answer: room is kept for it.
	d = u.NewSheet(u.Loc.T("app.printed.title"), content).ReserveLines(3)
	d.WithCancel(save)
	d.Show()
	u.Win.Canvas().Focus(e)
}

// thorgalPrintedWhy says why the rules cannot read a printed value.
func thorgalPrintedWhy(u *kit.UI, key, v string) string {
	var err error
	switch {
	case strings.HasSuffix(key, ".row"):
		_, err = thorgal.ParseRow(v)
	case strings.HasSuffix(key, ".area"):
		_, err = thorgal.ParseArea(v)
	case strings.HasSuffix(key, ".goods"):
		_, err = thorgal.ParseGoods(v)
	case strings.HasSuffix(key, ".special"):
		_, err = thorgal.ParseSpecial(v)
	case strings.HasSuffix(key, ".rounds"):
		return u.Loc.Msg(rules.M("thorgal.err.rounds").WithCount(thorgal.MaxRounds))
	case key == thorgal.TilesKey:
		_, err = thorgal.ParseTiles(v)
	}
	var ref *rules.Refusal
	if errors.As(err, &ref) {
		return u.Loc.Msg(ref.Msg)
	}
	if strings.HasSuffix(key, ".name") {
		return u.Loc.N("app.thorgal.name_needed", thorgal.MaxName)
	}
	return u.Loc.T("app.thorgal.text_needed")
}
