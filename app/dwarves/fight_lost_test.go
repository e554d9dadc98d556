package dwarves

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
)

// A fight roll that defeats nothing does not offer to "defeat these troops":
// its button says what it records, the hero's lost Health.
func TestDwarvesFailedFightButtonSaysTheLoss(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
			e.Play(sess, dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 2, Faces: []int{1, 1}})
			dwLang(e, lang)
			e.Open(sess, nil)
			health := dwState(e).Hero().Health
			e.TapPrefix(e.U.Loc.T("app.dwarves.bar.resolve", "Action", ""))
			e.MustShow(e.U.Loc.T("app.dwarves.sheet.fight_none"))
			if e.Button(e.U.Loc.T("app.dwarves.sheet.do_fight")) != nil {
				t.Fatal("a roll that defeats nothing offers to defeat the troops")
			}
			e.Tap(e.U.Loc.T("app.dwarves.sheet.do_fight_lost"))
			if got := dwState(e).Hero().Health; got != health-1 {
				t.Fatalf("Health %d after the failed fight, was %d", got, health)
			}
		})
	}
}
