package althing

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/althing"
)

// On a phone the status strip, pinned under the top bar, says the race: the
// stage each pawn stands on; it follows a stage completed through the board.
func TestAlthingStatusStrip(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.AlthingSession(e.Store, "Strip"))
	if got, want := e.StripText(), "Player 1: stage 1 of 5\nPlayer 2: stage 1 of 5\nPlayer 3: stage 2 of 5"; got != want {
		t.Fatalf("the strip says %q, want %q", got, want)
	}
	e.CheckStripPinned()

	// Player 2, whose phase it is, completes the next stage.
	s := e.Frame().Sess.State().(althing.State)
	next := althing.NextStages(s, "p2")
	if len(next) == 0 {
		t.Fatal("Player 2 has no stage to complete")
	}
	st := s.Track[next[0]]
	e.Tap(e.U.Loc.T("app.althing.act.complete", "Stage", e.U.Loc.Msg(althing.StageName(st.Card)), "Needs", althingNeedsText(e.U, s, st)))
	if got := e.Frame().Sess.State().(althing.State).Level("p2"); got != 2 {
		t.Fatalf("Player 2's pawn is on level %d", got)
	}
	e.MustStrip("Player 1: stage 1 of 5\nPlayer 2: stage 2 of 5\n")

	d := kittest.NewEnv(t, "", kittest.DesktopSize)
	d.Open(seed.AlthingSession(d.Store, "Strip"))
	if d.Strip() != nil {
		t.Errorf("a desktop window shows a status strip: %q", d.Strip().Text())
	}
}

// Solo, in French at the largest text: Thorfinn's pawn too, first as he
// plays first; a pawn still on Kattegat is at the start.
func TestAlthingStatusStripSolo(t *testing.T) {
	e := kittest.NewLargestText(t, "fr")
	e.Open(seed.AlthingSolo(e.Store, "Bande"))
	if got, want := e.StripText(), "Thorfinn\u00a0: étape 2 sur 5\nJoueur 1\u00a0: étape 1 sur 5"; got != want {
		t.Fatalf("the strip says %q, want %q", got, want)
	}
	e.CheckStripPinned()

	e2 := kittest.NewEnv(t, "", kittest.PhoneSize)
	e2.Open(seed.AlthingNewGame(e2.Store, "Nouvelle"))
	e2.MustStrip("Player 1: at the start", "Player 2: at the start")
}
