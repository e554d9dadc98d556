package cardgame

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// On a phone the status strip, pinned under the top bar, says each player's
// role and horns; the seats leave those to it. It follows the roles swapped
// at the end of the round through the bottom bar.
func TestCardgameStatusStrip(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.CardgameSession(e.Store, "Strip", seed.CardgameAtCleanup))
	if got, want := e.StripText(), "Anna · Destiny · Horns: 1 of 3\nBen · Bane · Horns: 0 of 3"; got != want {
		t.Fatalf("the strip says %q, want %q", got, want)
	}
	if e.Button("Anna (Lords)\n3 companions") == nil || e.Shows("Destiny player") {
		t.Errorf("the seats repeat the roles the strip gives; texts %q", e.Texts())
	}
	e.CheckStripPinned()

	e.Tap(e.U.Loc.T("app.cardgame.cleanup_done"))
	e.Tap(e.U.Loc.T("app.cardgame.swap_done", "Round", 2))
	if s := cgState(e); s.Round != 2 || s.Destiny != 1 {
		t.Fatalf("round %d, destiny seat %d", s.Round, s.Destiny)
	}
	if got, want := e.StripText(), "Anna · Bane · Horns: 1 of 3\nBen · Destiny · Horns: 0 of 3"; got != want {
		t.Fatalf("after the swap the strip says %q, want %q", got, want)
	}

	d := kittest.NewEnv(t, "", kittest.DesktopSize)
	d.Open(seed.CardgameSession(d.Store, "Strip", seed.CardgameAtCleanup))
	if d.Strip() != nil {
		t.Errorf("a desktop window shows a status strip: %q", d.Strip().Text())
	}
	d.MustShow("Destiny player")
}

// In French at the largest text.
func TestCardgameStatusStripInFrench(t *testing.T) {
	e := kittest.NewLargestText(t, "fr")
	e.Open(seed.CardgameSession(e.Store, "Bande", seed.CardgameAtWon))
	e.MustStrip("Anna · Destin · Cors\u00a0: 3 sur 3", "Ben · Fléau · Cors\u00a0: ")
	e.CheckStripPinned()
}
