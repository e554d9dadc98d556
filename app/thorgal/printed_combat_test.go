package thorgal

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// askCombat opens the box profile's question of a Combat value, as the
// profile's Enter/Change does, and returns where its answer goes.
func askCombat(e *kittest.Env, key, current string) *string {
	e.T.Helper()
	spec, ok := rules.PrintedSpecFor(thorgal.Game, key)
	if !ok {
		e.T.Fatalf("no printed spec %s", key)
	}
	got := new(string)
	*got = "(not answered)"
	e.U.AskPrinted(spec, current, func(v string) { *got = v })
	return got
}

// topShapes are the tile pictures of the dialog on top, in the order shown.
func topShapes(e *kittest.Env) []*shapeButton { return shapesIn(e.W.Canvas().Overlays().Top()) }

// shapesIn are the tile pictures under roots, in the order shown.
func shapesIn(roots ...fyne.CanvasObject) []*shapeButton {
	var out []*shapeButton
	for _, r := range roots {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
			if b, ok := o.(*shapeButton); ok {
				out = append(out, b)
			}
			return false
		})
	}
	return out
}

// tapNthShape taps the n-th of shapes, found as what.
func tapNthShape(e *kittest.Env, shapes []*shapeButton, n int, what string) {
	e.T.Helper()
	if n >= len(shapes) {
		e.T.Fatalf("%d %s, want the %d-th", len(shapes), what, n)
	}
	test.Tap(shapes[n].button)
}

// pickShape taps the picture of tile id on the tile sheet on top.
func pickShape(e *kittest.Env, id string) {
	e.T.Helper()
	f, _ := polyomino.Lookup(id)
	for _, b := range topShapes(e) {
		if b.shown.shape == f.Shape {
			test.Tap(b.button)
			return
		}
	}
	e.T.Fatalf("no picture of %s on the sheet on top", id)
}

// shownID is the tile a picture shows ("" for the empty place).
func shownID(b *shapeButton) string {
	if b.shown.shape.Size() == 0 {
		return ""
	}
	id, _ := polyomino.Identify(b.shown.shape)
	return id
}

// saveState is whether the dialog's Save is enabled.
func saveEnabled(e *kittest.Env) bool {
	e.T.Helper()
	b := e.Button(e.U.Loc.T("common.save"))
	if b == nil {
		e.T.Fatalf("no Save; texts %q", e.Texts())
	}
	return !b.Disabled()
}

// topRow is the smallest container of the dialog on top that shows text
// and holds a button: one counter or one part.
func topRow(e *kittest.Env, text string) *fyne.Container {
	e.T.Helper()
	var best *fyne.Container
	kittest.Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok {
			return false
		}
		hasText, hasButton := false, false
		kittest.Walk(c, func(x fyne.CanvasObject) bool {
			switch x := x.(type) {
			case *widget.Label:
				hasText = hasText || x.Text == text
			case *widget.Button:
				hasButton = true
			}
			return false
		})
		if hasText && hasButton {
			best = c
		}
		return false
	})
	if best == nil {
		e.T.Fatalf("no row %q in the dialog; texts %q", text, e.Texts())
	}
	return best
}

// step taps a counter's + (or −) n times.
func step(e *kittest.Env, name string, icon fyne.Resource, n int) {
	e.T.Helper()
	b := kittest.ButtonIn(topRow(e, name), "", icon)
	for range n {
		test.Tap(b)
	}
}

// The six faces of a die are picked by their pictures, a critical tile only
// among the larger ones; Save waits for all six and says what is missing.
func TestDieFacesEditor(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	got := askCombat(e, thorgal.DieFacesKey(1), "")
	if saveEnabled(e) {
		t.Fatal("Save enabled with no face")
	}
	e.MustShow("Choose the white tiles of faces 1, 2, 3, 4, 5, 6.")
	slots := topShapes(e) // white then critical, face by face
	if len(slots) != 2*thorgal.DieFaces {
		t.Fatalf("%d tile places, want 12", len(slots))
	}
	for i, id := range []string{"O1", "I2", "I2", "I3", "L3", "T4"} {
		test.Tap(slots[2*i].button)
		pickShape(e, id)
		if i < 5 && saveEnabled(e) {
			t.Fatalf("Save enabled with %d faces", i+1)
		}
	}
	e.MustShow("All six faces are set.")
	// Face 3's black squares make an L3; face 6's a P5. The critical sheet
	// offers no tile as small as the white one.
	test.Tap(slots[5].button)
	for _, b := range topShapes(e) {
		if polyomino.SizeOf(shownID(b)) <= 2 {
			t.Fatalf("the critical sheet of an I2 face offers %s", shownID(b))
		}
	}
	pickShape(e, "L3")
	test.Tap(slots[11].button)
	pickShape(e, "P5")
	// A white tile changed to as large as its critical one is refused in words.
	test.Tap(slots[4].button)
	pickShape(e, "I3")
	e.MustShow("Face 3: the tile with the black squares must be larger than the white one.")
	if saveEnabled(e) {
		t.Fatal("Save enabled with a critical tile no larger than its white one")
	}
	test.Tap(slots[4].button)
	pickShape(e, "I2")
	if shownID(slots[5]) != "L3" || shownID(slots[4]) != "I2" {
		t.Fatalf("face 3 shows %s/%s", shownID(slots[4]), shownID(slots[5]))
	}
	// And one taken back: face 1 loses its critical... it had none; face 6 does.
	test.Tap(slots[11].button)
	e.Tap("No black squares on this face")
	test.Tap(slots[11].button)
	pickShape(e, "P5")
	e.Tap("Save")
	if want := "O1,I2,I2/L3,I3,L3,T4/P5"; *got != want {
		t.Fatalf("faces saved as %q, want %q", *got, want)
	}
	if _, err := thorgal.ParseDieFaces(*got); err != nil {
		t.Fatal(err)
	}
}

// A die's faces known are shown back as they are, and saved unchanged.
func TestDieFacesEditorShowsTheValueKnown(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	known := "O1/I2,I2,I2/L3,I3,L3,T4"
	got := askCombat(e, thorgal.DieFacesKey(2), known)
	var shown []string
	for _, b := range topShapes(e) {
		shown = append(shown, shownID(b))
	}
	if want := "O1 I2 I2  I2 L3 I3  L3  T4 "; strings.Join(shown, " ") != want {
		t.Fatalf("faces shown %q, want %q", strings.Join(shown, " "), want)
	}
	e.Tap("Save")
	if *got != known {
		t.Fatalf("saved %q, want %q unchanged", *got, known)
	}
}

// A dial level's dice are counted die by die, named by their colours where
// the profile knows them; a die may be counted twice.
func TestDialEditor(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := e.Store.SetPrinted(thorgal.Game.ID(), thorgal.DieNameKey(3), "blue"); err != nil {
		t.Fatal(err)
	}
	got := askCombat(e, thorgal.DialKey(4), "")
	if saveEnabled(e) {
		t.Fatal("Save enabled with no die")
	}
	e.MustShow("Choose at least one die.")
	step(e, "blue (die 3)", theme.ContentAddIcon(), 2)
	step(e, "Die 1", theme.ContentAddIcon(), 1)
	e.MustShow("3 dice at this level.")
	// More dice than a roll holds is refused, in words.
	step(e, "Die 4", theme.ContentAddIcon(), thorgal.MaxDice)
	e.MustShow("At most 9 dice in all.")
	if saveEnabled(e) {
		t.Fatal("Save enabled with 12 dice")
	}
	step(e, "Die 4", theme.ContentRemoveIcon(), thorgal.MaxDice)
	e.Tap("Save")
	if *got != "1,3,3" {
		t.Fatalf("dial saved as %q, want 1,3,3", *got)
	}

	// The value known is shown back as counts.
	askCombat(e, thorgal.DialKey(4), "3,1,3")
	for name, want := range map[string]string{"Die 1": "1", "Die 2": "0", "blue (die 3)": "2", "Die 4": "0"} {
		var num string
		kittest.Walk(topRow(e, name), func(o fyne.CanvasObject) bool {
			if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold {
				num = l.Text
			}
			return false
		})
		if num != want {
			t.Errorf("%s counts %q, want %s", name, num, want)
		}
	}
}

// cardGridOnTop is the card grid of the dialog on top.
func cardGridOnTop(e *kittest.Env) *cardGrid {
	e.T.Helper()
	var g *cardGrid
	kittest.Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		g, _ = o.(*cardGrid)
		return g != nil
	})
	if g == nil {
		e.T.Fatalf("no card grid in the dialog; texts %q", e.Texts())
	}
	return g
}

// brush taps the palette's swatch of a kind of space, by its name.
func brush(e *kittest.Env, name string) {
	e.T.Helper()
	var found *swatchButton
	kittest.Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if b, ok := o.(*swatchButton); ok && b.AccessibilityLabel() == name {
			found = b
		}
		return found != nil
	})
	if found == nil {
		e.T.Fatalf("no swatch %q", name)
	}
	test.Tap(found.button)
	e.MustShow("Tap a square to paint it: " + name)
}

// An Enemy card's grid is sized, then painted square by square with the
// kinds of the palette; Save waits for a heart.
func TestEnemyGridEditor(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	got := askCombat(e, thorgal.EnemyGridKey(thorgal.Minor, "01"), "")
	if saveEnabled(e) {
		t.Fatal("Save enabled on a card without a heart")
	}
	e.MustShow("Paint at least one heart: Save waits for it.")
	step(e, "Rows", theme.ContentRemoveIcon(), 2) // 4 → 2
	step(e, "Columns", theme.ContentAddIcon(), 1) // 4 → 5
	g := cardGridOnTop(e)
	kittest.SettleLayout(e)
	brush(e, "Heart")
	g.TapSquare(0, 1)
	g.TapSquare(1, 2)
	brush(e, "No space")
	g.TapSquare(1, 4)
	brush(e, "Combat Experience")
	g.TapSquare(1, 0)
	brush(e, "Ore")
	g.TapSquare(0, 4)
	brush(e, "Special")
	g.TapSquare(0, 3)
	e.MustShow("Grid 5 wide and 2 high, 2 hearts")
	e.Tap("Save")
	if want := "#h#!o/x#h#."; *got != want {
		t.Fatalf("grid saved as %q, want %q", *got, want)
	}
	if _, err := thorgal.ParseEnemyGrid(*got); err != nil {
		t.Fatal(err)
	}
}

// A grid known is shown back, its gaps included, and saved unchanged; a
// size made smaller and back finds the squares painted.
func TestEnemyGridEditorShowsTheValueKnown(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	known := ".h#/#e!/.d."
	got := askCombat(e, thorgal.EnemyGridKey(thorgal.Major, "08"), known)
	g := cardGridOnTop(e)
	if g.rows != 3 || g.cols != 3 || g.kinds[0][0] != spaceNone || g.kinds[1][1] != thorgal.SpaceHeal || g.kinds[2][1] != thorgal.SpaceDiscovery {
		t.Fatalf("grid shown %dx%d %v", g.rows, g.cols, g.kinds[:3])
	}
	step(e, "Columns", theme.ContentRemoveIcon(), 2)
	step(e, "Columns", theme.ContentAddIcon(), 2)
	e.Tap("Save")
	if *got != known {
		t.Fatalf("saved %q, want %q unchanged", *got, known)
	}
}

// On a phone at the largest text, a card of 8 columns fits the sheet with
// squares of 36 points at least.
func TestEnemyGridFitsAPhone(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		e := kittest.NewLargestText(t, lang)
		askCombat(e, thorgal.EnemyGridKey(thorgal.Massive, "02"), "hhhhhhhh/########/########/########/########/########/########/#######h")
		kittest.SettleLayout(e)
		g := cardGridOnTop(e)
		cell := g.Size().Width / 8
		if _, c := g.cell(g.Size()); c < cardMinCell || cell < cardMinCell {
			t.Fatalf("%s: squares of %.1f points", lang, c)
		}
		if w := g.MinSize().Width; w > e.U.SheetContentWidth() {
			t.Fatalf("%s: 8 columns need %.0f points, the sheet gives %.0f", lang, w, e.U.SheetContentWidth())
		}
	}
}

// A special effect is a list of parts, each added by its kind and
// removable; Save waits for one.
func TestEnemySpecialEditor(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := e.Store.SetPrinted(thorgal.Game.ID(), thorgal.DieNameKey(3), "blue"); err != nil {
		t.Fatal(err)
	}
	got := askCombat(e, thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "")
	if saveEnabled(e) {
		t.Fatal("Save enabled with no part")
	}
	e.MustShow("Add at least one part: Save waits for it.")
	e.Tap("Threat")
	step(e, "Threat gained", theme.ContentAddIcon(), 1)
	e.Tap("A Wound tile")
	pickShape(e, "L3")
	e.Tap("Discard a Good")
	e.Tap("Ore")
	e.Tap("Roll a die")
	e.Tap("blue (die 3)")
	e.MustShow("Wound tile L3 (3 squares)")
	e.MustShow("Discard a Good: Ore")
	e.MustShow("Roll a die: blue (die 3), and take its Wound")
	e.Tap("Threat") // a second Threat part, then taken off
	rows := e.W.Canvas().Overlays().Top()
	var dels []*widget.Button
	kittest.Walk(rows, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == theme.DeleteIcon().Name() {
			dels = append(dels, b)
		}
		return false
	})
	if len(dels) != 5 {
		t.Fatalf("%d parts to remove, want 5", len(dels))
	}
	test.Tap(dels[4])
	e.Tap("Save")
	if want := "threat:2,wound:L3,discard:ore,die:3"; *got != want {
		t.Fatalf("special saved as %q, want %q", *got, want)
	}

	// The value known is shown back; at six parts no more can be added.
	got = askCombat(e, thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "wound:I2,die:1")
	e.MustShow("Wound tile I2 (2 squares)")
	e.MustShow("Roll a die: Die 1, and take its Wound")
	for range 4 {
		e.Tap("Threat")
	}
	e.MustShow("6 parts at most.")
	if b := e.Button("Threat"); b == nil || !b.Disabled() {
		t.Fatal("a seventh part can be added")
	}
	e.Tap("Save")
	if want := "wound:I2,die:1,threat:1,threat:1,threat:1,threat:1"; *got != want {
		t.Fatalf("special saved as %q, want %q", *got, want)
	}
}

// Combat's .name and .special are not the adventure's: a die's name is a
// text with its own hint, a card's special effect its own editor.
func TestCombatEditorsComeFirst(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	got := askCombat(e, thorgal.DieNameKey(2), "")
	e.MustShow(e.U.Loc.T("app.thorgal.die_name_hint"))
	test.Type(e.DialogEntry(), "green")
	e.Tap("Save")
	if *got != "green" {
		t.Fatalf("die name saved as %q", *got)
	}
	askCombat(e, thorgal.EnemySpecialKey(thorgal.Minor, "01"), "")
	if e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }) != nil {
		t.Fatal("a card's special effect is asked as a text")
	}
	e.MustShow("Add a part")
}

// The box profile says the values known in words, not in their encoding.
func TestCombatValuesInWords(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := e.Store.SetPrinted(thorgal.Game.ID(), thorgal.DieNameKey(2), "green"); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string][2]string{
		thorgal.DieFacesKey(1):                         {"O1/I2,I2,I2,I3,L3,T4", "O1/I2, I2, I2, I3, L3, T4"},
		thorgal.DialKey(3):                             {"2,2,4", "green (die 2) ×2, Die 4"},
		thorgal.EnemyGridKey(thorgal.Minor, "01"):      {"h#./#hh", "Grid 3 wide and 2 high, 3 hearts"},
		thorgal.EnemySpecialKey(thorgal.Major, "02"):   {"threat:1,discard:fate", "Gain 1 Threat · Discard a Good: Fate"},
		thorgal.EnemySpecialKey(thorgal.Massive, "01"): {"nonsense", "nonsense"}, // what does not read is shown as it is
	} {
		spec, _ := rules.PrintedSpecFor(thorgal.Game, key)
		if s := e.U.PrintedValueText(spec, want[0]); s != want[1] {
			t.Errorf("%s = %q says %q, want %q", key, want[0], s, want[1])
		}
	}
}

// At the largest text, in both languages, each editor fits a phone's width
// and shows its content.
func TestCombatEditorsFitAPhone(t *testing.T) {
	var cases []kittest.FitCase
	for name, kv := range map[string][2]string{
		"die name":      {thorgal.DieNameKey(1), ""},
		"die faces":     {thorgal.DieFacesKey(2), "O1/I2,I2,I2/L3,I3,L3,T4/P5"},
		"dial":          {thorgal.DialKey(5), "2,3,3"},
		"enemy grid":    {thorgal.EnemyGridKey(thorgal.Massive, "01"), "hhhhhhhh/#xjsmoga/pfed!#.#"},
		"enemy special": {thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:2,wound:L3,discard:ore,die:3"},
	} {
		cases = append(cases, kittest.FitCase{Name: "thorgal printed " + name, Open: func(e *kittest.Env) {
			e.U.ShowHome()
			askCombat(e, kv[0], kv[1])
		}})
	}
	cases = append(cases, kittest.FitCase{Name: "thorgal printed die face picker", Open: func(e *kittest.Env) {
		e.U.ShowHome()
		askCombat(e, thorgal.DieFacesKey(1), "")
		test.Tap(topShapes(e)[1].button)
	}})
	kittest.CheckPhoneFit(t, cases)
}
