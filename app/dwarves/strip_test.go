package dwarves

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
)

// On a phone the status strip, pinned under the top bar, says the spaces
// left between the Hero and Doom markers and each hero's Health; it follows
// a Health counter tapped on a hero's board. The Doom track leaves the
// spaces left to it.
func TestDwarvesStatusStrip(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "Strip"))
	s := dwState(e)
	if gap := s.Doom.Pos(dwarves.MarkDoom) - s.Doom.Pos(dwarves.MarkHero); gap != 14 {
		t.Fatalf("the seeded markers are %d spaces apart", gap)
	}
	if got, want := e.StripText(), "Doom: 14 spaces left\nTungdil ♥ 4/4 · Boëndal ♥ 4/4 · Narmora ♥ 6/6"; got != want {
		t.Fatalf("the strip says %q, want %q", got, want)
	}
	if e.Frame().B.(*dwarvesBoard).gap.Visible() {
		t.Error("the Doom track repeats the spaces left the strip gives")
	}
	e.CheckStripPinned()

	// The heroes' boards: Tungdil's comes first, his Health − first on it.
	e.Tap(e.U.Loc.T("app.dwarves.sec.heroes"))
	minus := e.IconButton(theme.ContentRemoveIcon())
	if minus == nil {
		t.Fatal("no Health − on the heroes' boards")
	}
	test.Tap(minus)
	if got := dwState(e).Heroes[0].Health; got != 3 {
		t.Fatalf("Tungdil's Health is %d", got)
	}
	e.MustStrip("Tungdil ♥ 3/4 · Boëndal ♥ 4/4")

	d := kittest.NewEnv(t, "", kittest.DesktopSize)
	d.Open(seed.DwarvesSession(d.Store, 0, "Strip"))
	if d.Strip() != nil {
		t.Errorf("a desktop window shows a status strip: %q", d.Strip().Text())
	}
	d.MustShow("14 spaces left")
}

// In French at the largest text: "Encore 1 case" takes the singular.
func TestDwarvesStatusStripInFrench(t *testing.T) {
	e := kittest.NewLargestText(t, "fr")
	e.Open(seed.DwarvesSession(e.Store, 0, "Bande"))
	e.MustStrip("Fatalité\u00a0: encore 14 cases", "Tungdil ♥ 4/4 · Boëndal ♥ 4/4 · Narmora ♥ 6/6")
	e.CheckStripPinned()
	s := dwState(e)
	doom, err := s.Doom.Place(dwarves.MarkHero, s.Doom.Pos(dwarves.MarkDoom)-1)
	if err != nil {
		t.Fatal(err)
	}
	s.Doom = doom
	e.U.Play(kittest.NewFakeSession(dwarves.Game, s))
	e.MustStrip("Fatalité\u00a0: encore 1 case\n")
}
