package althing

import (
	"testing"

	"skald/app/kit/kittest"
	"skald/rules/althing"
)

// The board sends the table's deal as one command, and shows the track it
// makes, with no store behind it: a fake session plays the rules.
func TestAlthingBoardOverAFakeSession(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	s, err := althing.New(althing.Setup{Mode: althing.ModeNormal, Players: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fake := kittest.NewFakeSession(althing.Game, s)
	e.U.Play(fake)
	e.MustShow("The track is not laid out yet.")
	e.Tap("Enter the stages you dealt")
	for _, st := range []string{"Eldaskali", "Snekkar", "Vegvisir", "Knorrer"} {
		e.Tap(st)
	}
	e.Tap("OK")
	if len(fake.Cmds) != 1 {
		t.Fatalf("the deal sent %d commands, want 1: %+v", len(fake.Cmds), fake.Cmds)
	}
	st := fake.S.(althing.State)
	if len(st.Track) != 6 || st.Track[1].Card != althing.Eldaskali || st.Track[4].Card != althing.Knorrer {
		t.Fatalf("track %+v", st.Track)
	}
	e.MustShow("1. Eldaskali · A")
}
