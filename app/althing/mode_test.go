package althing

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/althing"
)

// Each session keeps the mode its table chose; a new session starts with the
// mode chosen last.
func TestTableModeRememberedPerSession(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	a := e.Open(seed.AlthingSession(e.Store, "A"))
	if !althingTable(e.U) {
		t.Fatal("a first session does not start at the table")
	}
	e.Tap(e.U.Loc.T("app.althing.mode_app"))
	if althingTable(e.U) {
		t.Fatal("choosing the app mode did not take")
	}
	b := e.Open(e.Store.NewSession(althing.Game, "B", althing.Setup{Mode: althing.ModeNormal, Players: 2}))
	if althingTable(e.U) {
		t.Fatal("a new session does not start with the mode chosen last")
	}
	e.Tap(e.U.Loc.T("app.althing.mode_table"))
	e.Open(a, nil)
	if althingTable(e.U) {
		t.Fatal("session A lost its app mode when B chose the table")
	}
	e.Open(b, nil)
	if !althingTable(e.U) {
		t.Fatal("session B lost its table mode")
	}
}
