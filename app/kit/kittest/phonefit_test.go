package kittest

import (
	"testing"

	"skald/app/internal/seed"
	"skald/rules/qa"
	"skald/tracker"
)

// PlayedOn plays each command on the seeded session, in order, and a refusal
// fails the seed.
func TestPlayedOnPlaysEachCommand(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	mk := func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Played", 0) }
	before := e.Seeded(mk(e.Store)).State().(qa.State).Ogotai
	sess := e.Seeded(PlayedOn(mk, qa.Command{Kind: qa.CmdAdvanceOgotai})(e.Store))
	if got := sess.State().(qa.State).Ogotai; got != before+1 {
		t.Fatalf("Ogotaï on %d after one advance from %d", got, before)
	}
	if _, err := PlayedOn(mk, qa.Command{Kind: "no such command"})(e.Store); err == nil {
		t.Fatal("a refused command did not fail the seed")
	}
}
