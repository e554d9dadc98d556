package thorgal

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// The printed values of Combat the placement helper needs (the dice, the
// Combat dial, each Enemy card) get editors a table can use: tiles by their
// pictures, dice by their colours, a card's grid painted square by square.
// printed.go registers them first, as the .name and .special of Combat
// would otherwise go to the adventure's and character's text editors.
func registerCombatEditors() {
	has := func(prefix, suffix string) func(string) bool {
		return func(k string) bool { return strings.HasPrefix(k, prefix) && strings.HasSuffix(k, suffix) }
	}
	dieName, dieFaces := has("thorgal.die.", ".name"), has("thorgal.die.", ".faces")
	dial := has("thorgal.dial.", "")
	grid, special := has("thorgal.enemy.", ".grid"), has("thorgal.enemy.", ".special")
	kit.RegisterPrintedEditor(dieName, thorgalTextDialog)
	kit.RegisterPrintedEditor(dieFaces, dieFacesDialog)
	kit.RegisterPrintedEditor(dial, dialDialog)
	kit.RegisterPrintedEditor(grid, enemyGridDialog)
	kit.RegisterPrintedEditor(special, enemySpecialDialog)
	kit.RegisterPrintedText(dieFaces, func(_ *kit.UI, v string) string { return facesText(v) })
	kit.RegisterPrintedText(dial, dialText)
	kit.RegisterPrintedText(grid, gridText)
	kit.RegisterPrintedText(special, specialText)
}

// printedHint is the line under a text question: how to read the box, and
// for a die's name which die it is.
func printedHint(u *kit.UI, key string) string {
	if strings.HasPrefix(key, "thorgal.die.") {
		return u.Loc.T("app.thorgal.die_name_hint")
	}
	return u.Loc.T("app.printed.hint")
}

// knownPrinted is Thorgal's box profile as stored now (nil when it cannot be
// read): the editors name the dice by it.
func knownPrinted(u *kit.UI) map[string]string {
	if u.Store == nil {
		return nil
	}
	p, err := u.Store.Profile(thorgal.Game.ID())
	if err != nil {
		return nil
	}
	return p
}

// dieLabel names Combat die k by its colour when the profile knows it.
func dieLabel(u *kit.UI, printed map[string]string, die int) string {
	if name, ok := thorgal.DieName(printed, die); ok {
		return u.Loc.T("app.thorgal.die_named", "Name", name, "Die", die)
	}
	return u.Loc.T("app.thorgal.die_label", "Die", die)
}

// refusalText is a rules refusal in words ("" for another error).
func refusalText(u *kit.UI, err error) string {
	var ref *rules.Refusal
	if errors.As(err, &ref) {
		return u.Loc.Msg(ref.Msg)
	}
	return ""
}

// dieFacesEditor enters a Combat die's six faces: for each, its white tile
// and, if the face also shows black squares, the larger tile white and black
// make together, both picked by their pictures.
type dieFacesEditor struct {
	u           *kit.UI
	faces       [thorgal.DieFaces]thorgal.DieFace
	white, crit [thorgal.DieFaces]*shapeButton
	why         *kit.Label
	onSet       func()
}

func newDieFacesEditor(u *kit.UI, current string) *dieFacesEditor {
	e := &dieFacesEditor{u: u, why: kit.WrapLabel("")}
	// A value known is shown face by face, as far as it reads.
	for i, p := range strings.Split(current, ",") {
		if i >= thorgal.DieFaces {
			break
		}
		w, c, _ := strings.Cut(strings.TrimSpace(p), "/")
		w, c = strings.TrimSpace(w), strings.TrimSpace(c)
		if polyomino.SizeOf(w) > 0 {
			e.faces[i].White = w
		}
		if polyomino.SizeOf(c) > 0 {
			e.faces[i].Critical = c
		}
	}
	return e
}

// encoding is the faces as ParseDieFaces reads them (whatever their state).
func (e *dieFacesEditor) encoding() string {
	parts := make([]string, thorgal.DieFaces)
	for i, f := range e.faces {
		parts[i] = f.White
		if f.Critical != "" {
			parts[i] += "/" + f.Critical
		}
	}
	return strings.Join(parts, ",")
}

// value is the encoding, or "" while a face is missing or wrong.
func (e *dieFacesEditor) value() string {
	v := e.encoding()
	if _, err := thorgal.ParseDieFaces(v); err != nil {
		return ""
	}
	return v
}

// reason says what keeps the faces from being saved ("" when nothing).
func (e *dieFacesEditor) reason() string {
	var missing []string
	for i, f := range e.faces {
		if f.White == "" {
			missing = append(missing, strconv.Itoa(i+1))
		}
	}
	if len(missing) > 0 {
		return e.u.Loc.N("app.thorgal.die_faces_missing", len(missing), "Faces", strings.Join(missing, ", "))
	}
	for i, f := range e.faces {
		if f.Critical != "" && polyomino.SizeOf(f.Critical) <= polyomino.SizeOf(f.White) {
			return e.u.Loc.T("app.thorgal.die_critical_smaller", "N", i+1)
		}
	}
	if _, err := thorgal.ParseDieFaces(e.encoding()); err != nil {
		return refusalText(e.u, err)
	}
	return ""
}

func (e *dieFacesEditor) object() fyne.CanvasObject {
	u := e.u
	faces := make([]fyne.CanvasObject, thorgal.DieFaces)
	for i := range e.faces {
		e.white[i] = newShapeButton(func() {
			pickTile(u, u.Loc.T("app.thorgal.die_pick_white", "N", i+1), tileIDs(0), e.faces[i].White, "", func(id string) {
				e.faces[i].White = id
				e.show()
			})
		})
		e.crit[i] = newShapeButton(func() {
			// Black squares add to the white ones: only a larger tile fits.
			larger := tileIDs(max(polyomino.SizeOf(e.faces[i].White), 1))
			pickTile(u, u.Loc.T("app.thorgal.die_pick_critical", "N", i+1), larger, e.faces[i].Critical,
				u.Loc.T("app.thorgal.die_no_critical"), func(id string) {
					e.faces[i].Critical = id
					e.show()
				})
		})
		faces[i] = container.NewVBox(kit.Subheading(u.Loc.T("app.thorgal.die_face", "N", i+1)),
			container.NewHBox(e.white[i], e.crit[i]))
	}
	e.show()
	return container.NewVBox(kit.Quiet(u.Loc.T("app.thorgal.die_faces_hint")),
		kit.NewFitGrid(3, 0, faces...), e.why)
}

// show draws each face's tiles and says what is missing.
func (e *dieFacesEditor) show() {
	shape := func(id string) polyomino.Shape {
		f, _ := polyomino.Lookup(id)
		return f.Shape
	}
	for i, f := range e.faces {
		e.white[i].set(shape(f.White), e.u.Loc.T("app.thorgal.die_white"), false)
		e.crit[i].set(shape(f.Critical), e.u.Loc.T("app.thorgal.die_critical"), false)
	}
	why := e.reason()
	if why == "" {
		why = e.u.Loc.T("app.thorgal.die_faces_ready")
		e.why.Importance = widget.MediumImportance
	} else {
		e.why.Importance = widget.DangerImportance
	}
	kit.SetText(e.why, why)
	e.why.Refresh()
	if e.onSet != nil {
		e.onSet()
	}
}

// dieFacesDialog asks the six faces of a Combat die.
func dieFacesDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	ed := newDieFacesEditor(u, current)
	items := []fyne.CanvasObject{kit.Subheading(u.Loc.Msg(spec.Prompt))}
	// The die's colour, when known, says which one of the box it is.
	printed := knownPrinted(u)
	for die := 1; die <= thorgal.DiceRanks; die++ {
		if _, ok := thorgal.DieName(printed, die); ok && spec.Key == thorgal.DieFacesKey(die) {
			items = append(items, kit.WrapLabel(dieLabel(u, printed, die)))
		}
	}
	d := u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(append(items, ed.object())...)).ReserveLines(2)
	// Save is enabled only while the six faces read.
	saveWhenComplete(u, d, ed.value, &ed.onSet, done)
	d.Show()
}

// facesText says a die's faces for a list: each face's tile, and its
// critical one after a slash.
func facesText(v string) string {
	f, err := thorgal.ParseDieFaces(v)
	if err != nil {
		return v
	}
	parts := make([]string, len(f))
	for i, x := range f {
		parts[i] = x.White
		if x.Critical != "" {
			parts[i] += "/" + x.Critical
		}
	}
	return strings.Join(parts, ", ")
}

// dialEditor counts the dice the Combat dial shows at a level, die by die
// (a level may show a die twice).
type dialEditor struct {
	u        *kit.UI
	counters []*kit.Counter
	why      *kit.Label
	onSet    func()
}

func newDialEditor(u *kit.UI, current string) *dialEditor {
	e := &dialEditor{u: u, why: kit.WrapLabel("")}
	dice, _ := thorgal.ParseDial(current)
	printed := knownPrinted(u)
	for k := 1; k <= thorgal.DiceRanks; k++ {
		n := 0
		for _, d := range dice {
			if d == k {
				n++
			}
		}
		e.counters = append(e.counters, kit.NewCounter(dieLabel(u, printed, k), n, 0, thorgal.MaxDice, func(int) { e.show() }))
	}
	return e
}

// encoding is the dice by number, in increasing order, each as often as
// counted.
func (e *dialEditor) encoding() string {
	var parts []string
	for k, c := range e.counters {
		for range c.Value() {
			parts = append(parts, strconv.Itoa(k+1))
		}
	}
	return strings.Join(parts, ",")
}

// value is the encoding, or "" while it does not read.
func (e *dialEditor) value() string {
	v := e.encoding()
	if _, err := thorgal.ParseDial(v); err != nil {
		return ""
	}
	return v
}

func (e *dialEditor) total() int {
	n := 0
	for _, c := range e.counters {
		n += c.Value()
	}
	return n
}

func (e *dialEditor) show() {
	n := e.total()
	switch {
	case n == 0:
		kit.SetText(e.why, e.u.Loc.T("app.thorgal.dial_none"))
		e.why.Importance = widget.DangerImportance
	case e.value() == "":
		kit.SetText(e.why, e.u.Loc.N("app.thorgal.dial_too_many", thorgal.MaxDice))
		e.why.Importance = widget.DangerImportance
	default:
		kit.SetText(e.why, e.u.Loc.N("app.thorgal.dial_count", n))
		e.why.Importance = widget.MediumImportance
	}
	e.why.Refresh()
	if e.onSet != nil {
		e.onSet()
	}
}

func (e *dialEditor) object() fyne.CanvasObject {
	objs := []fyne.CanvasObject{kit.Quiet(e.u.Loc.T("app.thorgal.dial_hint"))}
	for _, c := range e.counters {
		objs = append(objs, c.Object())
	}
	e.show()
	return container.NewVBox(append(objs, e.why)...)
}

// dialDialog asks the dice of one level of the Combat dial.
func dialDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	ed := newDialEditor(u, current)
	d := u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(kit.Subheading(u.Loc.Msg(spec.Prompt)), ed.object()))
	saveWhenComplete(u, d, ed.value, &ed.onSet, done)
	d.Show()
}

// dialText says a dial level's dice by their names, a die shown twice
// named twice.
func dialText(u *kit.UI, v string) string {
	dice, err := thorgal.ParseDial(v)
	if err != nil {
		return v
	}
	printed := knownPrinted(u)
	names := make([]string, 0, len(dice))
	for _, d := range slices.Compact(slices.Clone(dice)) {
		n := 0
		for _, x := range dice {
			if x == d {
				n++
			}
		}
		name := dieLabel(u, printed, d)
		if n > 1 {
			name = u.Loc.T("app.thorgal.dial_times", "Die", name, "N", n)
		}
		names = append(names, name)
	}
	return strings.Join(names, ", ")
}
