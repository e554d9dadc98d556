package qa

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// On a phone the status strip, pinned under the top bar, says the round,
// Ogotaï's space on the war track and what the next space shows; it follows
// the Ogotaï phase played through the bar, and stays put while the board
// scrolls. The board does not repeat Ogotaï's space under the track.
func TestQaStatusStrip(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.QaExample(e.Store, "Strip", "ogotai"))
	if got, want := e.StripText(), "Round 5 · Ogotaï: space 7 of 15\nNext: space 8, Guerre 3"; got != want {
		t.Fatalf("the strip says %q, want %q", got, want)
	}
	if e.Shows("Ogotaï is on space 7 of 15.") {
		t.Error("the board repeats Ogotaï's space the strip gives")
	}
	e.CheckStripPinned()

	// The Ogotaï phase, the app drawing: he reaches space 8, and round 6
	// begins.
	e.Tap(tr(e, "app.qa.advance_to", "Space", 8))
	s := qaState(e)
	if s.Ogotai != 8 {
		t.Fatalf("Ogotaï is on space %d", s.Ogotai)
	}
	e.MustStrip(fmt.Sprintf("Round %d · Ogotaï: space 8 of 15", s.Round), "Next: space 9, not known yet")
	if r := e.Strip().Rows(); r[len(r)-1].Warn {
		t.Error("an unknown next space is drawn as a danger")
	}

	// At the desktop size the board has room: no strip.
	d := kittest.NewEnv(t, "", kittest.DesktopSize)
	d.Open(seed.QaExample(d.Store, "Strip", "ogotai"))
	if d.Strip() != nil {
		t.Errorf("a desktop window shows a status strip: %q", d.Strip().Text())
	}
	d.MustShow("Ogotaï is on space 7 of 15.")
}

// The strip in French at the largest text, and the last space said as a
// defeat in words (and the error colour).
func TestQaStatusStripInFrench(t *testing.T) {
	e := kittest.NewLargestText(t, "fr")
	e.Open(seed.QaExample(e.Store, "Strip", "round6"))
	e.MustStrip("Tour de jeu 6 · Ogotaï\u00a0: case 8 sur 15", "Ensuite\u00a0: case 9, inconnue")
	e.CheckStripPinned()

	s := qaState(e)
	s.Ogotai = qa.WarSpaces - 1
	e.U.Play(kittest.NewFakeSession(qa.Game, s))
	e.MustStrip("Ogotaï\u00a0: case 14 sur 15", "Ensuite\u00a0: la dernière case, défaite")
	if r := e.Strip().Rows(); !r[len(r)-1].Warn {
		t.Error("the last space is not drawn as a danger")
	}
}

// At the largest text, the bottom bar's main action stays in full view under
// its choices (they scroll in what is left): the bottom panel, capped by the
// frame, never scrolls it away.
func TestQaMainActionInView(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		for _, mark := range []string{"start", "destin", "tanatloc", "chaams", "action", "ogotai", "ogotai-table", "round6"} {
			e := kittest.NewLargestText(t, lang)
			e.Open(seed.QaExample(e.Store, "Bar", mark))
			kittest.SettleLayout(e)
			main := e.Frame().B.(*qaBoard).actions.main
			if len(main.Objects) == 0 {
				continue
			}
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(main)
			bottom := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.Frame().Bottom())
			if win := e.W.Canvas().Size().Height; pos.Y < bottom.Y || pos.Y+main.Size().Height > win+0.5 {
				t.Errorf("%s %s: the main action at y %.0f, %.0f tall, is not in view in the bottom panel (y %.0f) of a window %.0f tall",
					lang, mark, pos.Y, main.Size().Height, bottom.Y, win)
			}
		}
	}
}
