package cardgame

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// On a phone lying flat, the seat across the table is a card turned upside
// down at the top of the board, the near seat a card the right way up below
// it. A tap on the far seat's companions tile where its player sees it (the
// mirrored point) opens that seat's companions, and the turned card shows
// the change. The choice is the session's: it is there again when the
// session is opened again, and another session's phone stands.
func TestCardgameFlatPhone(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Open(seed.CardgameSession(e.Store, "Flat", seed.CardgameAtDawn))
	if e.Flipped() != nil {
		t.Fatal("a phone standing turns a seat")
	}
	e.Tap("Phone flat between the players")
	e.Tap("Facing Ben (Vikings)")
	e.Tap("Facing Anna (Lords)")
	kittest.SettleLayout(e)
	f := e.Flipped()
	if f == nil {
		t.Fatalf("no seat is turned; texts %q", e.Texts())
	}
	if got := f.AccessibilityLabel(); !strings.HasPrefix(got, "Ben (Vikings); Bane player") {
		t.Fatalf("the turned seat says %q, want Ben's, across from Anna", got)
	}
	// Anna's card reads the right way up; Ben's companions are only turned.
	if e.Button("3 companions") == nil || e.Button("1 companion") != nil {
		t.Fatalf("the near seat is not Anna's card; texts %q", e.Texts())
	}

	b := e.Frame().B.(*cgBoard)
	tile := b.flat[0].far.companions
	before := cgPixels(e, tile)
	e.TapFlipped(f, tile)
	if !e.DialogOpen() {
		t.Fatal("a tap on the turned companions tile opens nothing")
	}
	e.MustShow(e.U.Loc.T("app.cardgame.companions_hint"))
	cgStep(e, theme.ContentAddIcon(), 0, 1)
	e.Tap("Save")
	if s := cgState(e); s.Seats[1].Companions != 2 || s.Seats[0].Companions != 3 {
		t.Fatalf("companions %d and %d, want Ben's 1 made 2", s.Seats[0].Companions, s.Seats[1].Companions)
	}
	if got := e.Flipped().AccessibilityLabel(); !strings.Contains(got, "2 companions") {
		t.Fatalf("the turned seat still says %q", got)
	}
	if cgPixels(e, tile) == before {
		t.Fatal("the turned image still shows the seat as it was")
	}

	// Closed and opened again: still flat, facing Anna.
	e.U.ShowHome()
	e.Open(sess, nil)
	if f := e.Flipped(); f == nil || !strings.HasPrefix(f.AccessibilityLabel(), "Ben (Vikings)") {
		t.Fatal("the session opened again stands, or faces Ben")
	}
	// Another session is its own.
	e.Open(seed.CardgameSession(e.Store, "Other", seed.CardgameAtDawn))
	if e.Flipped() != nil {
		t.Fatal("another session's phone lies flat")
	}
	e.Tap("Phone flat between the players")
	e.Tap("Phone flat between the players")
	if e.Flipped() != nil || e.Button("Facing Anna (Lords)") != nil {
		t.Fatal("the phone stands up again, yet a seat is turned or the sides are offered")
	}

	// A desktop's board has room for both seats side by side: no choice.
	d := kittest.NewEnv(t, "", kittest.DesktopSize)
	d.Open(seed.CardgameSession(d.Store, "Flat", seed.CardgameAtDawn))
	if d.Button("Phone flat between the players") != nil {
		t.Fatal("a desktop offers to lie flat")
	}
}

// cgPixels is what the window shows where the turned seat draws o, as a
// string to compare.
func cgPixels(e *kittest.Env, o fyne.CanvasObject) string {
	img := e.W.Canvas().Capture()
	p, size := e.FlippedPlace(e.Flipped(), o)
	r := image.Rect(int(p.X), int(p.Y), int(p.X+size.Width), int(p.Y+size.Height))
	var out []byte
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			out = append(out, byte(cr>>8), byte(cg>>8), byte(cb>>8))
		}
	}
	return string(out)
}
