package thorgal

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// terrain03 is Terrain card 3's grid made up for the tests (the seeded
// session's first card), the reveal mark on its 2nd column:
//
//	# d # #
//	# # . #
//	e # # #
const terrain03 = "#d##/##.#/e###;2"

// journeyPath are the printed values the Journey placement needs: the
// track's tiles and card 3's grid.
var journeyPath = []thorgal.Command{
	thorgal.Learn(thorgal.JourneyKey(1), "I2,L3"),
	thorgal.Learn(thorgal.TerrainGridKey("03"), terrain03),
}

// pathGridOn is the Journey Path's squares in the open sheet.
func pathGridOn(e *kittest.Env) *fightGrid { return fightGridOn(e) }

// The Journey tile laid on the path with taps: refused where the rules say
// no (the first tile starts at the left edge), accepted where they allow
// it, what it covers filled in, recorded as one entry in words, undone and
// redone.
func TestJourneyPlacedOnThePath(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", journeyPath...)
	e.Tap("Journey…")
	e.MustShow("Placement on the Journey Path")
	e.MustShow("Choose the Journey tile above first.")
	tapShapeIn(e, 0) // I2
	e.MustShow("Tap the path where the tile lies.")
	if !enabled(e, "Record the Journey", false) {
		t.Fatal("a Journey recordable before the tile is laid")
	}
	g := pathGridOn(e)
	if g.grid.Cols() != 4 || g.grid.Rows() != 3 {
		t.Fatalf("path %d×%d", g.grid.Rows(), g.grid.Cols())
	}
	g.TapSquare(0, 2)
	e.MustShow("The first Journey tile starts the path at the left edge of the first Terrain card: it must cover a space of the leftmost column.")
	if g.bad < 0 || !enabled(e, "Record the Journey", false) {
		t.Fatalf("refused placement drawn as %d, recordable", g.bad)
	}
	g.TapSquare(0, 0)
	e.MustShow("The tile may lie here: covers 1 Discovery card; reveals a Terrain card.")
	if g.bad >= 0 || g.selected < 0 {
		t.Fatalf("accepted placement drawn bad %d selected %d", g.bad, g.selected)
	}
	if v := counterValue(e, "Discovery spaces (a card each)"); v != "1" {
		t.Fatalf("Discovery spaces %s", v)
	}
	before := tstate(t, sess)
	e.Tap("Record the Journey")
	s := tstate(t, sess)
	want := []polyomino.Cell{{R: 0, C: 0}, {R: 0, C: 1}}
	if len(s.Path.Tiles) != 1 || !slices.Equal(s.Path.Tiles[0].Cells(), want) || len(s.Path.Cards) != 2 || s.Chars[0].TerrainBonus != 1 {
		t.Fatalf("path %+v, bonus %d", s.Path, s.Chars[0].TerrainBonus)
	}
	h, err := sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatal(h, err)
	}
	if text := e.U.Loc.Msg(h[0].Label); !strings.HasPrefix(text, "Thorgal took the Journey tile I2: drew Discovery") || !strings.Contains(text, "revealed Terrain") {
		t.Errorf("history %q", text)
	}
	// Undone: the tile off the path, the card back in the deck.
	test.Tap(e.Frame().UndoBtn)
	e.Tap("Undo")
	if a, b := stateJSON(t, tstate(t, sess)), stateJSON(t, before); a != b {
		t.Fatalf("after undo\n%s\nbefore\n%s", a, b)
	}
	// Redone: the same tile, the same card revealed.
	test.Tap(e.Frame().RedoBtn)
	if a, b := stateJSON(t, tstate(t, sess)), stateJSON(t, s); a != b {
		t.Fatalf("after redo\n%s\nrecorded\n%s", a, b)
	}
}

// Without the card's grid the helper offers to learn it, painted on the
// card: the column of the reveal mark tapped, then the path is shown.
func TestJourneyPathTeachesTheGrid(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", journeyPath[0])
	e.Tap("Journey…")
	e.Tap("Teach this Terrain card's grid")
	e.MustShow("Terrain 3: paint its squares, their red or yellow colour, and the column of its reveal mark.")
	e.MustShow("Grid 4 wide and 4 high, no reveal mark")
	tapSwatch(e, "Reveal mark (its column)")
	editorGrid(e).TapSquare(0, 1)
	e.MustShow("Grid 4 wide and 4 high, reveal mark on column 2")
	tapSwatch(e, "Red space")
	editorGrid(e).TapSquare(2, 2)
	e.Tap("Save")
	if v := tstate(t, sess).Printed[thorgal.TerrainGridKey("03")]; v != "####/####/###r#/####;2" {
		t.Fatalf("grid learned as %q", v)
	}
	tapShapeIn(e, 0)
	e.MustShow("Tap the path where the tile lies.")
	if g := pathGridOn(e); g.grid.Cols() != 4 {
		t.Fatalf("path %d columns", g.grid.Cols())
	}
}

// Said by hand, the Journey is recorded as before, and from then on the app
// says it no longer knows the path.
func TestJourneyPathByHand(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", append(slices.Clone(journeyPath), thorgal.Learn(thorgal.JourneyKey(2), "0"))...)
	e.Tap("Journey…")
	tapShapeIn(e, 1) // L3
	e.Tap("Say it by hand")
	e.MustShow("Recorded without its place, the tile leaves the path unknown to the app for the rest of the adventure.")
	stepper(e, "Journey Experience spaces", 1, false)
	e.Tap("Record the Journey")
	s := tstate(t, sess)
	if s.Path.Loose != 1 || s.PathTracked() || s.Chars[0].Journey != 2 {
		t.Fatalf("path %+v journey %d", s.Path, s.Chars[0].Journey)
	}
	e.Tap("Journey…")
	e.MustShow("The app no longer knows where the path runs this adventure")
}

func stateJSON(t *testing.T, s thorgal.State) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// wideJourney are two Terrain cards of 7 columns on the path and three
// tiles along the first one's top row: wider than a phone, the path scrolls.
var wideJourney = []thorgal.Command{
	thorgal.Learn(thorgal.JourneyKey(1), "I2,L3"),
	thorgal.Learn(thorgal.TerrainGridKey("03"), "#######/#######;7"),
	{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain, Card: "05"},
	thorgal.Learn(thorgal.TerrainGridKey("05"), "#######/#######;7"),
	{Kind: thorgal.CmdJourney, Char: 0, Shape: "I2", Cells: []polyomino.Cell{{R: 0, C: 0}, {R: 0, C: 1}}},
	{Kind: thorgal.CmdJourney, Char: 0, Shape: "I2", Cells: []polyomino.Cell{{R: 0, C: 2}, {R: 0, C: 3}}},
	{Kind: thorgal.CmdJourney, Char: 0, Shape: "I2", Cells: []polyomino.Cell{{R: 0, C: 4}, {R: 0, C: 5}}},
}

// A path wider than the sheet scrolls sideways, the rightmost column the
// tiles reached in view.
func TestJourneyPathScrollsToItsEnd(t *testing.T) {
	e, _ := openThorgal(t, kittest.PhoneSize, "", wideJourney...)
	e.Tap("Journey…")
	o := e.Find(func(o fyne.CanvasObject) bool {
		s, ok := o.(*container.Scroll)
		return ok && s.Direction == container.ScrollHorizontalOnly
	})
	if o == nil {
		t.Fatal("the path does not scroll")
	}
	s := o.(*container.Scroll)
	cell := s.Content.MinSize().Width / 14
	if s.Offset.X <= 0 || s.Offset.X > 5*cell || s.Offset.X+s.Size().Width < 6*cell {
		t.Fatalf("scrolled to %v of %v, %v wide: column 5 not in view", s.Offset.X, s.Content.MinSize().Width, s.Size().Width)
	}
}

// tapSwatch taps the grid editor's palette entry named name.
func tapSwatch(e *kittest.Env, name string) {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool { s, ok := o.(*swatchButton); return ok && s.name == name })
	if o == nil {
		e.T.Fatalf("no swatch %q", name)
	}
	test.Tap(o.(*swatchButton).button)
}

// editorGrid is the grid editor's card on screen.
func editorGrid(e *kittest.Env) *cardGrid {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*cardGrid); return ok })
	if o == nil {
		e.T.Fatal("no card grid")
	}
	return o.(*cardGrid)
}

// At the largest text size, in both languages, the Journey sheet fits a
// phone with the path shown and a tile laid: nothing widens the sheet.
func TestJourneySheetFitsPhoneAtLargestText(t *testing.T) {
	open := func(learn []thorgal.Command, lay bool) func(e *kittest.Env) {
		fit := func(s *tracker.Store) (*tracker.Session, error) { return seed.ThorgalSession(s, "Fit") }
		return kittest.Then(kittest.OpenSeeded(kittest.PlayedOn(fit, learn...)), func(e *kittest.Env) {
			e.TapPrefix(e.U.Loc.T("app.thorgal.journey_action"))
			if lay {
				tapShapeIn(e, 1)
				pathGridOn(e).TapSquare(0, 0)
			}
		})
	}
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "journey, no grid known", Open: open(journeyPath[:1], false)},
		{Name: "journey on the path", Open: open(journeyPath, false)},
		{Name: "journey laid on the path", Open: open(journeyPath, true)},
		{Name: "journey on a path wider than a phone", Open: open(wideJourney, false)},
	})
}

// A Heal space under the tile: the wound tile it discards is the player's
// to tap, and the Journey waits for it, saying why.
func TestJourneyPathAsksForTheHeal(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", journeyPath...)
	wounds := len(tstate(t, sess).Chars[0].Wounds)
	e.Tap("Journey…")
	tapShapeIn(e, 0) // I2
	e.Tap("Turn")
	pathGridOn(e).TapSquare(2, 0)
	e.MustShow("The tile may lie here: covers 1 Heal.")
	e.MustShow("Tap the wound tile to discard: the tile covers a Heal space.")
	if !enabled(e, "Record the Journey", false) {
		t.Fatal("recordable before the wound to heal is chosen")
	}
	tapShapeIn(e, 2) // the first wound tile, after the track's two
	e.Tap("Record the Journey")
	s := tstate(t, sess)
	if len(s.Chars[0].Wounds) != wounds-1 || len(s.Path.Tiles) != 1 {
		t.Fatalf("wounds %d (was %d), path %+v", len(s.Chars[0].Wounds), wounds, s.Path)
	}
}
