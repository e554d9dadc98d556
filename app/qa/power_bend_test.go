package qa

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// openMove opens the power sheet of the worked turn (power ticked) and picks
// who moves: the hero tiles of the move section come after those of the
// Skill cards section.
func openMove(e *kittest.Env, who string) {
	e.T.Helper()
	e.Tap(tr(e, "app.qa.fx_open"))
	bs := e.Buttons(hero(e, who))
	if len(bs) < 2 {
		e.T.Fatalf("no hero tile to move %s", who)
	}
	test.Tap(bs[1])
}

// A power that would move a hero against a movement rule asks first, naming
// the rule; cancelled, nothing moves; confirmed, the move is recorded and the
// history says the rule was bent. A move that bends nothing asks nothing.
func TestQaPowerMoveBendAsks(t *testing.T) {
	for _, lang := range qaLangs {
		t.Run(lang, func(t *testing.T) {
			e, _ := openExample(t, lang, "Power", "action")
			e.Tap(tr(e, "app.qa.power_used_short"))
			s := qaState(e)
			if s.Heroes[0].ID != qa.Arghun || s.Heroes[0].Lieu != qa.LieuMayaxatl {
				t.Fatalf("the worked turn: %s on %d", s.Heroes[0].ID, s.Heroes[0].Lieu)
			}
			lieu := func(n int) string { return e.U.Loc.Msg(qa.LieuName(s, n)) }
			ask := tr(e, "app.qa.bend_back", "With", hero(e, qa.Arghun), "From", lieu(6), "To", lieu(3))

			// Back from Mayaxatl to Cité Xinjin: asked, then cancelled.
			openMove(e, qa.Arghun)
			e.Tap(lieuTile(e, 3, "Cité Xinjin"))
			e.MustShow(tr(e, "app.qa.bend_title"))
			e.MustShow(ask)
			if qaState(e).Heroes[0].Lieu != qa.LieuMayaxatl {
				t.Fatal("moved before the table confirmed")
			}
			e.Tap(tr(e, "common.cancel"))
			if e.DialogOpen() || qaState(e).Heroes[0].Lieu != qa.LieuMayaxatl {
				t.Fatal("cancelled, yet moved or still asking")
			}

			// Asked again and confirmed: moved, and the history says so.
			openMove(e, qa.Arghun)
			e.Tap(lieuTile(e, 3, "Cité Xinjin"))
			e.Tap(tr(e, "app.qa.bend_ok"))
			if got := qaState(e).Heroes[0].Lieu; got != 3 || e.DialogOpen() {
				t.Fatalf("Pied-d'arbre on %d", got)
			}
			last, err := e.Frame().Sess.History(0, 1)
			if err != nil || len(last) != 1 || last[0].Label.ID != "qa.label.power_move_back" {
				t.Fatalf("history %+v %v", last, err)
			}
			e.MustShow(tr(e, "app.frame.last", "Action", e.U.Loc.Msg(last[0].Label)))

			// Jolan to the next Lieu: no rule bent, no question.
			openMove(e, qa.Jolan)
			e.Tap(e.U.Loc.Msg(qa.LieuTitle(s, 2)))
			if e.Shows(tr(e, "app.qa.bend_title")) || qaState(e).Heroes[2].Lieu != 2 {
				t.Fatalf("Jolan on %d", qaState(e).Heroes[2].Lieu)
			}
		})
	}
}

// Past a mandatory step: the sheet names the Lieu whose step is left behind.
func TestQaPowerMovePastStepAsks(t *testing.T) {
	e, _ := openExample(t, "fr", "Power", "action")
	e.Tap(tr(e, "app.qa.power_used_short"))
	s := qaState(e)
	lieu := func(n int) string { return e.U.Loc.Msg(qa.LieuName(s, n)) }
	openMove(e, qa.Thorgal)
	e.Tap(lieuTile(e, 5, "Jungle"))
	e.MustShow(tr(e, "app.qa.bend_step", "With", hero(e, qa.Thorgal), "From", lieu(1), "To", lieu(5), "Lieu", lieu(2)))
	e.Tap(tr(e, "app.qa.bend_ok"))
	last, err := e.Frame().Sess.History(0, 1)
	if err != nil || len(last) != 1 || last[0].Label.ID != "qa.label.power_move_step" || qaState(e).Heroes[1].Lieu != 5 {
		t.Fatalf("history %+v %v", last, err)
	}
}
