package dwarves

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
	"skald/tracker"
)

// fitCases are The Dwarves's screens in the states a phone must show whole.
func fitCases() []kittest.FitCase {
	var cases kittest.FitCases
	add := cases.Add

	// The Dwarves: the setup, each section of the board, a later Book.
	add("dwarves setup", func(e *kittest.Env) {
		kittest.SetupWith(dwarves.Game.ID(), seed.DwarvesProfile)(e)
		for _, h := range []string{dwarves.Tungdil, dwarves.Narmora} {
			e.Tap(e.U.Loc.Msg(dwarves.HeroName(h)) + "\n" + DwarvesBoardLine(e.U, h))
		}
	})
	dwarvesBoard := kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "Fit") })
	add("dwarves board", dwarvesBoard)
	for _, sec := range []string{"heroes", "army", "cards", "turn"} {
		add("dwarves "+sec, kittest.Then(dwarvesBoard, kittest.TapMsg("app.dwarves.sec."+sec)))
	}
	add("dwarves campaign", func(e *kittest.Env) {
		if err := seed.DwarvesProfile(e.Store); err != nil {
			e.T.Fatal(err)
		}
		c, err := e.Store.NewCampaign(dwarves.Game.ID(), "books", "The Tuesday group")
		if err != nil {
			e.T.Fatal(err)
		}
		lost, err := seed.DwarvesSession(e.Store, c.ID, "First try")
		if err != nil {
			e.T.Fatal(err)
		}
		if err := lost.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Narmora, N: -10}); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowCampaigns()
		ShowDwarvesCampaign(e.U, c.ID)
	})
	for _, act := range []string{"fight", "check", "move", "dispatch"} {
		add("dwarves "+act+" sheet", kittest.Then(dwarvesBoard, kittest.TapMsg("app.dwarves.act."+act)))
	}
	add("dwarves book 4", kittest.Then(kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesBook(s, 4) }),
		kittest.TapMsg("app.dwarves.sec.cards")))

	return cases
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }

// At the largest text size on a phone, The Dwarves' bottom bar leaves the
// board in view: the four actions that roll dice take two rows, the
// Recruitment choice no more than a third of the screen, and no action is
// lost — the other two are behind "more".
func TestDwarvesBarFitsPhoneAtLargestText(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		open := func(more ...dwarves.Command) (*kittest.Env, *dwarvesBoard) {
			e := kittest.NewLargestText(t, lang)
			kittest.OpenSeeded(kittest.PlayedOn(func(s *tracker.Store) (*tracker.Session, error) {
				return seed.DwarvesSession(s, 0, "Fit")
			}, more...))(e)
			kittest.SettleLayout(e)
			return e, e.Frame().B.(*dwarvesBoard)
		}

		e, b := open()
		if h, most := b.bar.box.MinSize().Height, kittest.PhoneSize.Height/5; h > most {
			t.Errorf("%s: the actions bar is %.0f tall at extra-large text, more than %.0f", lang, h, most)
		}
		for _, act := range []string{"app.dwarves.act.move", "app.dwarves.act.fight", "app.dwarves.act.dispatch", "app.dwarves.act.check"} {
			if e.Button(e.U.Loc.T(act)) == nil {
				t.Errorf("%s: no %q in the bar", lang, e.U.Loc.T(act))
			}
		}
		more := e.IconButton(theme.MoreVerticalIcon())
		if more == nil {
			t.Fatalf("%s: no \"more\" button in the narrow bar; texts: %q", lang, e.Texts())
		}
		test.Tap(more)
		e.MustShow(e.U.Loc.T("app.dwarves.act.other"))
		e.Tap(e.U.Loc.T("app.dwarves.bar.end_early"))
		if got := dwState(e).Phase; got != dwarves.PhaseAdvance {
			t.Errorf("%s: after ending the turn from \"more\" the phase is %q", lang, got)
		}

		_, b = open(dwarves.Command{Kind: dwarves.CmdEndTurn}, dwarves.Command{Kind: dwarves.CmdAdvance, Table: true},
			dwarves.Command{Kind: dwarves.CmdEndTurn})
		if h, most := b.bar.box.MinSize().Height, kittest.PhoneSize.Height*0.3; h > most {
			t.Errorf("%s: the Recruitment bar is %.0f tall at extra-large text, more than %.0f", lang, h, most)
		}
	}
}
