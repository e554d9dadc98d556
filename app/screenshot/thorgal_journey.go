package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// Example grids of two Terrain cards for the screenshots (not the box's):
// card 3, the seeded session's first, and card 7, the one its path reveals.
var journeyGrids = map[string]string{
	thorgal.JourneyKey(1):                                 "I2,L3",
	thorgal.JourneyKey(2):                                 "I3",
	thorgal.TerrainGridKey("03"):                          "#d#s#/m#.#rj/e#*##/#g#y#o;3",
	thorgal.TerrainEffectKey("03", thorgal.PenaltyRed):    "threat:1",
	thorgal.TerrainEffectKey("03", thorgal.PenaltyYellow): "discard:ore",
	thorgal.TerrainGridKey("07"):                          "##a##s#/s#r#d##/#*####e/x#e#m##;3",
}

func init() {
	// The Journey sheet with the path known: two tiles on card 3, card 7
	// revealed, and an I3 laid after them where the table tapped.
	screens["thorgal-journey-path"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := journeySession(store)
		if err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		if err := tapMsgs(ui, w, "app.thorgal.journey_action"); err != nil {
			return err
		}
		if err := tapBlank(w, 2); err != nil { // the I3, third of the tiles
			return err
		}
		g, err := pathGrid(w)
		if err != nil {
			return err
		}
		g.TapSquare(2, 3)
		settleCanvas(w.Canvas())
		scrollDown(w.Canvas(), 210)
		return nil
	}
	// The same tile tapped where the rules refuse it (leftward).
	screens["thorgal-journey-refused"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["thorgal-journey-path"](ui, store, w); err != nil {
			return err
		}
		g, err := pathGrid(w)
		if err != nil {
			return err
		}
		g.TapSquare(3, 0)
		return nil
	}
	scrolled("thorgal-journey-path")
	// The box profile's editor of a Terrain card's grid, a card painted.
	screens["thorgal-terrain-grid"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.ThorgalProfile(store); err != nil {
			return err
		}
		key := thorgal.TerrainGridKey("03")
		spec, ok := rules.PrintedSpecFor(thorgal.Game, key)
		if !ok {
			return fmt.Errorf("no printed value %s", key)
		}
		ui.ShowHome()
		ui.AskPrinted(spec, journeyGrids[key], func(string) {})
		return nil
	}
	scrolled("thorgal-terrain-grid")
}

// journeySession is the seeded session with the Journey values taught and
// two Journeys placed on the path by Thorgal, the second revealing card 7.
func journeySession(store *tracker.Store) (*tracker.Session, error) {
	sess, err := seed.ThorgalSession(store, "Torkan's Temple")
	if err != nil {
		return nil, err
	}
	for k, v := range journeyGrids {
		if err := sess.Learn(k, v); err != nil {
			return nil, err
		}
	}
	for _, j := range []struct {
		shape string
		cells []polyomino.Cell
		card  string
	}{
		{"I2", []polyomino.Cell{{R: 0, C: 0}, {R: 0, C: 1}}, ""},
		{"L3", []polyomino.Cell{{R: 1, C: 1}, {R: 2, C: 1}, {R: 2, C: 2}}, "07"},
	} {
		t, _ := polyomino.TileOf(j.shape, j.cells)
		s := sess.State().(thorgal.State)
		pc, err := s.JourneyPlacement(t)
		if err != nil {
			return nil, err
		}
		c := thorgal.Command{Kind: thorgal.CmdJourney, Char: 0, Shape: j.shape, Cells: j.cells,
			Cover: pc.Covered(s.Chars[0]), Reveal: pc.Reveal, Card: j.card}
		if pc.Fixed.Discovery > 0 {
			c.Cover.DiscoveryCards = []string{"05"}
		}
		if err := sess.Do(c); err != nil {
			return nil, err
		}
	}
	return sess, nil
}

// topDialog is the dialog on top (nil when none is open).
func topDialog(w fyne.Window) fyne.CanvasObject { return w.Canvas().Overlays().Top() }

// tapBlank taps the n-th button without text nor icon of the top dialog
// (a tile's picture).
func tapBlank(w fyne.Window, n int) error {
	var found []*widget.Button
	kittest.Walk(topDialog(w), func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon == nil {
			found = append(found, b)
		}
		return false
	})
	if n >= len(found) {
		return fmt.Errorf("%d blank buttons, want the %d-th", len(found), n)
	}
	test.Tap(found[n])
	return nil
}

// pathGrid is the Journey Path on the top dialog, to tap.
func pathGrid(w fyne.Window) (squareTapper, error) {
	var g squareTapper
	kittest.Walk(topDialog(w), func(o fyne.CanvasObject) bool {
		g, _ = o.(squareTapper)
		return g != nil
	})
	if g == nil {
		return nil, fmt.Errorf("no path on the sheet")
	}
	return g, nil
}
