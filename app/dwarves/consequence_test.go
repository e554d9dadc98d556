package dwarves

import (
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
)

// What the rules apply by themselves is said on the board as it happens, in
// the words the history keeps: troops reaching Blacksaddle push the Doom
// marker.
func TestConsequenceSaidAsItHappens(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "Blacksaddle"))
	before := dwState(e).GapToDoom()
	if err := e.Frame().Sess.Do(dwarves.Command{Kind: dwarves.CmdTroops, At: dwarves.InHex(dwarves.Blacksaddle), Troops: dwarves.Troops{Orcs: 5}}); err != nil {
		t.Fatal(err)
	}
	if dwState(e).GapToDoom() >= before {
		t.Fatal("five troops at Blacksaddle did not move the Doom marker")
	}
	said := false
	for _, s := range e.Texts() {
		if strings.HasPrefix(s, "Last: ") && strings.Contains(s, "the Doom marker advances 1 space") && strings.Contains(s, "5 Orcs") {
			said = true
		}
	}
	if !said {
		t.Fatalf("the board does not say what followed; texts %q", e.Texts())
	}
}
