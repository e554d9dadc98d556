package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/rules/althing"
	"skald/rules/cardgame"
	"skald/rules/dwarves"
	"skald/rules/qa"
	"skald/rules/thorgal"
	"skald/tracker"
)

// phoneFitCase opens one game screen in one state on e.
type phoneFitCase struct {
	name string
	open func(e *Env)
}

// openSeeded opens the session a seed function made.
func openSeeded(mk func(store *tracker.Store) (*tracker.Session, error)) func(e *Env) {
	return func(e *Env) {
		e.T.Helper()
		sess, err := mk(e.Store)
		if err != nil {
			e.T.Fatal(err)
		}
		if err := e.U.OpenSession(sess.Info().ID); err != nil {
			e.T.Fatal(err)
		}
	}
}

// then runs more steps after open.
func then(open func(e *Env), more ...func(e *Env)) func(e *Env) {
	return func(e *Env) {
		open(e)
		for _, m := range more {
			m(e)
		}
	}
}

// tapMsg taps the button saying a message in the UI's language.
func tapMsg(id string) func(e *Env) { return func(e *Env) { e.Tap(e.U.Loc.T(id)) } }

func phoneFitCases() []phoneFitCase {
	var cases []phoneFitCase
	add := func(name string, open func(e *Env)) { cases = append(cases, phoneFitCase{name, open}) }

	// Qâ: the setup, the war track at the Ogotaï phase, the rulebook's worked
	// turn phase by phase, and one step from victory.
	add("qa setup", func(e *Env) {
		e.U.ShowSetup(qa.Game.ID())
		for _, h := range []string{qa.Thorgal, qa.Aaricia, qa.Jolan} {
			e.Tap(e.U.Loc.Msg(qa.HeroName(h)))
		}
	})
	add("qa board", openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Fit", 2) }))
	for _, mark := range []string{"start", "destin", "tanatloc", "chaams", "action", "ogotai", "ogotai-table", "round6"} {
		add("qa "+mark, openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaExample(s, "Fit", mark) }))
	}
	add("qa roll entry", then(openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaExample(s, "Fit", "start") }),
		func(e *Env) { e.Tap(e.U.Loc.N("app.qa.roll_enter", 5)) }))
	add("qa swap", then(openSeeded(func(s *tracker.Store) (*tracker.Session, error) {
		sess, err := seed.QaExample(s, "Fit", "tanatloc")
		if err != nil {
			return nil, err
		}
		return sess, sess.Do(qa.Command{Kind: qa.CmdTake, Dice: []string{qa.FaceSkill1}})
	}), tapMsg("app.qa.swap")))
	add("qa laboratory", openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaLaboratory(s, "Fit") }))

	// Thorgal: the setup, the board, a wound being placed, the Event phase.
	add("thorgal setup", func(e *Env) {
		if err := seed.ThorgalProfile(e.Store); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Aaricia")
	})
	thorgalAt := func(cmds ...thorgal.Command) func(e *Env) {
		return openSeeded(func(s *tracker.Store) (*tracker.Session, error) {
			sess, err := seed.ThorgalSession(s, "Fit")
			if err != nil {
				return nil, err
			}
			for _, c := range cmds {
				if err := sess.Do(c); err != nil {
					return nil, err
				}
			}
			return sess, nil
		})
	}
	add("thorgal area", func(e *Env) {
		if err := seed.ThorgalProfile(e.Store, "thorgal.character.jolan.area"); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Jolan")
		e.Tap(e.U.Loc.T("app.setup.start"))
	})
	add("thorgal board", thorgalAt())
	add("thorgal wound", then(thorgalAt(thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 4}),
		func(e *Env) { e.tapGrid(0, 2) }))
	add("thorgal event", openSeeded(func(s *tracker.Store) (*tracker.Session, error) {
		sess, err := seed.ThorgalSession(s, "Fit")
		if err != nil {
			return nil, err
		}
		if err := seed.ThorgalToEvent(sess); err != nil {
			return nil, err
		}
		for _, k := range []string{thorgal.CmdAdvanceRound, thorgal.CmdRefreshChips, thorgal.CmdResolveNext} {
			if err := sess.Do(thorgal.Command{Kind: k}); err != nil {
				return nil, err
			}
		}
		return sess, nil
	}))

	// The Dwarves: the setup, each section of the board, a later Book.
	add("dwarves setup", func(e *Env) {
		if err := seed.DwarvesProfile(e.Store); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(dwarves.Game.ID())
		for _, h := range []string{dwarves.Tungdil, dwarves.Narmora} {
			e.Tap(e.U.Loc.Msg(dwarves.HeroName(h)) + "\n" + e.U.DwarvesBoardLine(h))
		}
	})
	dwarvesBoard := openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesSession(s, 0, "Fit") })
	add("dwarves board", dwarvesBoard)
	for _, sec := range []string{"heroes", "army", "cards", "turn"} {
		add("dwarves "+sec, then(dwarvesBoard, tapMsg("app.dwarves.sec."+sec)))
	}
	add("dwarves campaign", func(e *Env) {
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
		e.U.ShowDwarvesCampaigns()
		e.U.ShowDwarvesCampaign(c.ID)
	})
	for _, act := range []string{"fight", "check", "move", "dispatch"} {
		add("dwarves "+act+" sheet", then(dwarvesBoard, tapMsg("app.dwarves.act."+act)))
	}
	add("dwarves book 4", then(openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.DwarvesBook(s, 4) }),
		tapMsg("app.dwarves.sec.cards")))

	// Althing: the setup, a game under way, solo, a new game, the end.
	add("althing setup", func(e *Env) { e.U.ShowSetup(althing.Game.ID()) })
	add("althing board", openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "Fit") }))
	add("althing solo", openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSolo(s, "Fit") }))
	add("althing new", openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingNewGame(s, "Fit") }))
	for i, name := range []string{"althing discovery campaign", "althing solo campaign"} {
		add(name, func(e *Env) {
			d, solo, err := seed.AlthingCampaigns(e.Store)
			if err != nil {
				e.T.Fatal(err)
			}
			e.U.ShowAlthingCampaign([]tracker.Campaign{d, solo}[i].ID)
		})
	}
	add("althing deal", func(e *Env) {
		sess, err := e.Store.NewSession(althing.Game, "Deal", althing.Setup{Mode: althing.ModeNormal, Players: 2})
		if err != nil {
			e.T.Fatal(err)
		}
		if err := e.U.OpenSession(sess.Info().ID); err != nil {
			e.T.Fatal(err)
		}
		for _, id := range []string{"app.althing.bar.deal_table", "althing.stage.snekkar", "althing.stage.drakkar"} {
			e.Tap(e.U.Loc.T(id))
		}
	})
	add("althing over", openSeeded(func(s *tracker.Store) (*tracker.Session, error) {
		sess, err := seed.AlthingSession(s, "Fit")
		if err != nil {
			return nil, err
		}
		return sess, seed.AlthingPlayOut(sess)
	}))

	// The card game: the setup and the round's steps.
	add("cardgame setup", func(e *Env) {
		if err := seed.CardgameProfile(e.Store); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(cardgame.Game.ID())
		e.cgTapNth(e.U.Loc.Msg(cardgame.FactionName(cardgame.Lords)), 0)
		e.cgTapNth(e.U.Loc.Msg(cardgame.FactionName(cardgame.Vikings)), 1)
	})
	for _, at := range []string{seed.CardgameAtFate, seed.CardgameAtDawn, seed.CardgameAtChoose, seed.CardgameAtEnd,
		seed.CardgameAtUpkeep, seed.CardgameAtResolve, seed.CardgameAtWon} {
		add("cardgame "+at, openSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.CardgameSession(s, "Fit", at) }))
	}
	return cases
}

// At the largest text size, in English and in French, every game's main
// screens fit a phone's width in every state seeded: rows fold or wrap
// instead of pushing the screen wider than the phone.
func TestGameScreensFitPhoneAtLargestText(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		for _, c := range phoneFitCases() {
			t.Run(lang+" "+c.name, func(t *testing.T) {
				e := NewEnv(t, "", PhoneSize)
				e.A.Preferences().SetString(PrefLanguage, lang)
				e.A.Preferences().SetString(PrefTextSize, "xlarge")
				e.U = New(e.A, e.W, e.Store)
				c.open(e)
				// A screen wider than the phone when it is first shown grows
				// the test window, and is then laid out at that width.
				if w := e.W.Canvas().Size().Width; w > PhoneSize.Width {
					fresh := e.U.Top().Build()
					t.Errorf("%s made the window %.0f wide at extra-large text, more than a phone's %.0f: %s", c.name, w, PhoneSize.Width,
						strings.Join(widest(fresh, PhoneSize.Width-8), "; "))
					return
				}
				settleLayout(e)
				if w := e.W.Canvas().Content().MinSize().Width; w > PhoneSize.Width {
					t.Errorf("%s is %.0f wide at extra-large text, more than a phone's %.0f: %s", c.name, w, PhoneSize.Width,
						strings.Join(widest(e.W.Canvas().Content(), PhoneSize.Width-8), "; "))
				}
				for _, o := range e.W.Canvas().Overlays().List() {
					if w := o.MinSize().Width; w > PhoneSize.Width {
						t.Errorf("%s: a dialog is %.0f wide at extra-large text: %s", c.name, w, strings.Join(widest(o, PhoneSize.Width-8), "; "))
					}
				}
			})
		}
	}
}

// settleLayout lays the screen out again until text that wraps has taken its
// height and rows that fold have folded, as a real window does frame after
// frame: some minimum widths are known only after a layout.
func settleLayout(e *Env) {
	var relayout func(o fyne.CanvasObject)
	relayout = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			if x.Layout != nil {
				x.Layout.Layout(x.Objects, x.Size())
			}
			for _, c := range x.Objects {
				relayout(c)
			}
		case fyne.Widget:
			r := test.WidgetRenderer(x)
			r.Layout(x.Size())
			for _, c := range r.Objects() {
				relayout(c)
			}
		}
	}
	for range 4 {
		for _, r := range e.Roots() {
			relayout(r)
		}
	}
}

// At the largest text size on a phone, The Dwarves' bottom bar leaves the
// board in view: the four actions that roll dice take two rows, the
// Recruitment choice no more than a third of the screen, and no action is
// lost — the other two are behind "more".
func TestDwarvesBarFitsPhoneAtLargestText(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		open := func(more ...dwarves.Command) (*Env, *dwarvesBoard) {
			e := NewEnv(t, "", PhoneSize)
			e.A.Preferences().SetString(PrefLanguage, lang)
			e.A.Preferences().SetString(PrefTextSize, "xlarge")
			e.U = New(e.A, e.W, e.Store)
			openSeeded(func(s *tracker.Store) (*tracker.Session, error) {
				sess, err := seed.DwarvesSession(s, 0, "Fit")
				if err != nil {
					return nil, err
				}
				for _, c := range more {
					if err := sess.Do(c); err != nil {
						return nil, err
					}
				}
				return sess, nil
			})(e)
			settleLayout(e)
			return e, e.Frame().B.(*dwarvesBoard)
		}

		e, b := open()
		if h, most := b.bar.box.MinSize().Height, PhoneSize.Height/5; h > most {
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
		if got := e.dwState().Phase; got != dwarves.PhaseAdvance {
			t.Errorf("%s: after ending the turn from \"more\" the phase is %q", lang, got)
		}

		_, b = open(dwarves.Command{Kind: dwarves.CmdEndTurn}, dwarves.Command{Kind: dwarves.CmdAdvance, Table: true},
			dwarves.Command{Kind: dwarves.CmdEndTurn})
		if h, most := b.bar.box.MinSize().Height, PhoneSize.Height*0.3; h > most {
			t.Errorf("%s: the Recruitment bar is %.0f tall at extra-large text, more than %.0f", lang, h, most)
		}
	}
}
