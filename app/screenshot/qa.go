package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/qa"
	"skald/tracker"
)

func init() {
	screens["qa-setup"] = func(ui *kit.UI, _ *tracker.Store, w fyne.Window) error {
		ui.ShowSetup(qa.Game.ID())
		tapShown(w, "Thorgal", "Aaricia", "Jolan")
		return nil
	}
	screens["qa"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		id, err := seedQa(store, "Tuesday night")
		if err != nil {
			return err
		}
		return ui.OpenSession(id)
	}
	// The rulebook's worked turn, one screen per phase (see seed.QaExample).
	for name, mark := range map[string]string{
		"qa-destin":   "destin",
		"qa-tanatloc": "tanatloc",
		"qa-chaams":   "chaams",
		"qa-action":   "action",
		"qa-ogotai":   "ogotai",
		"qa-table":    "ogotai-table",
		"qa-round6":   "round6",
	} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
			sess, err := seed.QaExample(store, "Rulebook example", mark)
			if err != nil {
				return err
			}
			return ui.OpenSession(sess.Info().ID)
		}
	}
	// Table mode's roll entry, half filled in.
	screens["qa-roll"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.QaExample(store, "Rulebook example", "start")
		if err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		loc := ui.Localizer()
		return tap(w, loc.N("app.qa.roll_enter", 5), loc.Msg(qa.FaceName(qa.BlackTake3)),
			loc.Msg(qa.FaceName(qa.FaceSkill1)), loc.Msg(qa.FaceName(qa.FaceSkill3)))
	}
	// Tanatloc's swap: Thorgal chosen, two Esquive for two Combat.
	screens["qa-swap"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.QaExample(store, "Rulebook example", "tanatloc")
		if err != nil {
			return err
		}
		if err := sess.Do(qa.Command{Kind: qa.CmdTake, Dice: []string{qa.FaceSkill1}}); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		loc := ui.Localizer()
		times := func(t string) string {
			return loc.T("app.qa.skill_times", "Skill", loc.Msg(qa.SkillName(t)), "N", 2)
		}
		return tap(w, loc.T("app.qa.swap"), loc.Msg(qa.HeroName(qa.Thorgal)), times(qa.Esquive), times(qa.Combat), "2")
	}
	// The Ogotaï phase played by the app: the board says where each Chaams went.
	screens["qa-ogotai-app"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.QaExample(store, "Rulebook example", "ogotai")
		if err != nil {
			return err
		}
		if err := sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// The Défis completed across sessions.
	screens["qa-defis"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		for i, d := range []struct {
			title string
			n     int
			name  string
		}{{"Rulebook example", 3, "Laura's pick"}, {"Friday", 7, "Antonin's favourite"}} {
			sess, err := seed.QaExample(store, d.title, "start")
			if err != nil {
				return err
			}
			if err := sess.Learn(fmt.Sprintf("qa.defi.%d", d.n), d.name); err != nil {
				return err
			}
			if err := sess.Do(qa.Command{Kind: qa.CmdDefi, Defi: d.n}); err != nil {
				return fmt.Errorf("défi %d: %w", i, err)
			}
		}
		ui.ShowSetup(qa.Game.ID())
		return tap(w, ui.Localizer().T("app.qa.defis"))
	}
	// The game won: Thorgal defeats Ogotaï in his laboratory.
	screens["qa-won"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.QaLaboratory(store, "Victory")
		if err != nil {
			return err
		}
		if err := sess.Do(qa.Command{Kind: qa.CmdStep, Cards: []string{qa.Corruption, qa.Corruption, qa.Corruption,
			qa.Corruption, qa.Corruption, qa.Corruption}}); err != nil {
			return err
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// One step from victory: on Lieu 8 with six Corruption cards.
	screens["qa-lab"] = seeded(seed.QaLaboratory, "Victory")
	// Recording the Défi of a game that was just won.
	screens["qa-defi-pick"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa-won"](ui, store, w); err != nil {
			return err
		}
		if err := store.SetPrinted(qa.Game.ID(), "qa.defi.3", "Laura's pick"); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.qa.defi_record"))
	}
	// The game lost: Ogotaï reached the end of the track.
	screens["qa-lost"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seedSessions(store); err != nil {
			return err
		}
		infos, err := store.Sessions(qa.Game.ID())
		if err != nil {
			return err
		}
		for _, in := range infos {
			if in.Title == "Solo evening" {
				return ui.OpenSession(in.ID)
			}
		}
		return fmt.Errorf("no lost session")
	}
	// Ogotaï is on 5 and space 6 is not known yet: the app asks.
	// A first game: Ogotaï's start space is not known; his first move asks it.
	screens["qa-first-ogotai"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.QaProfile(store, "qa.start.4"); err != nil {
			return err
		}
		sess, err := store.NewSession(qa.Game, "First", qa.Setup{Players: 4, Heroes: []string{qa.Thorgal, qa.Kriss, qa.Aaricia, qa.Jolan}})
		if err != nil {
			return err
		}
		if err := seed.QaHeroTurns(sess); err != nil {
			return err
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.qa.advance"))
	}
	screens["qa-printed"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa"](ui, store, w); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.qa.advance_to", "Space", 6))
	}
}

// seedQa starts the example session at the Ogotaï phase of round 3; its last
// action was undone and done again, so the history shows a dropped entry.
func seedQa(store *tracker.Store, title string) (int64, error) {
	sess, err := seed.QaSession(store, title, 2)
	if err != nil {
		return 0, err
	}
	if err := sess.Undo(); err != nil {
		return 0, err
	}
	if err := sess.Do(qa.Command{Kind: qa.CmdEndTurn}); err != nil {
		return 0, err
	}
	return sess.Info().ID, nil
}

// seedSessions makes a few sessions: two in progress, one lost.
func seedSessions(store *tracker.Store) error {
	if _, err := seedQa(store, "Tuesday night"); err != nil {
		return err
	}
	lost, err := seed.QaSession(store, "Solo evening", 0)
	if err != nil {
		return err
	}
	for i := 1; i < qa.WarSpaces; i++ {
		if _, ok := lost.State().(qa.State).War(i); !ok {
			if err := store.SetPrinted(qa.Game.ID(), fmt.Sprintf("qa.war.%d", i), "0"); err != nil {
				return err
			}
		}
	}
	for !lost.State().(qa.State).Over() {
		st := lost.State().(qa.State)
		if _, ok := st.War(st.Ogotai + 1); !ok && st.Ogotai+1 < qa.WarSpaces {
			if err := lost.Learn(fmt.Sprintf("qa.war.%d", st.Ogotai+1), "0"); err != nil {
				return err
			}
		}
		if err := lost.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			return err
		}
		if err := seed.QaHeroTurns(lost); err != nil {
			return err
		}
	}
	_, err = seed.QaSession(store, "Family game", 0)
	return err
}

func init() {
	// The rulebook's worked turn in the Action phase, the board scrolled down to
	// the Lieux and the heroes (qa-action shows its top).
	for name, y := range map[string]float32{"qa-path": 330, "qa-heroes": 900} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			if err := screens["qa-action"](ui, store, w); err != nil {
				return err
			}
			settleCanvas(w.Canvas())
			if s := firstScroll(w.Canvas().Content()); s != nil {
				s.ScrollToOffset(fyne.NewPos(0, y))
			}
			return nil
		}
	}
}

func init() {
	// Over 10 Skill cards: the Déesse-sans-nom gives five skill dice, the app
	// draws with them until the hand is over the limit; discarding comes first.
	screens["qa-discard"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.QaExample(store, "Rulebook example", "start")
		if err != nil {
			return err
		}
		s3, s2 := qa.FaceSkill3, qa.FaceSkill2
		if err := sess.Do(qa.Command{Kind: qa.CmdRoll, White: []string{s3, s3, s3, s2, s2}, Black: qa.BlackGoddess}); err != nil {
			return err
		}
		for _, d := range []string{s3, s3, s3, s2, s2} {
			if h, _ := sess.State().(qa.State).Active(); len(h.Hand) > qa.HandLimit {
				break
			}
			if err := sess.Do(qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{d}}); err != nil {
				return err
			}
		}
		return ui.OpenSession(sess.Info().ID)
	}
	// Naming at the table the three Skill cards a 3-compétences die drew.
	screens["qa-name-skills"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa-action"](ui, store, w); err != nil {
			return err
		}
		loc := ui.Localizer()
		if err := tap(w, loc.N("app.qa.draw_skills", 3)); err != nil {
			return err
		}
		return tap(w, loc.Msg(qa.SkillName(qa.Combat)))
	}
}

func init() {
	// The power ticked in the worked turn, and the sheet that says what it changed.
	screens["qa-power"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa-action"](ui, store, w); err != nil {
			return err
		}
		loc := ui.Localizer()
		return tap(w, loc.T("app.qa.power_used_short"), loc.T("app.qa.fx_open"), loc.Msg(qa.HeroName(qa.Thorgal)))
	}
}

func init() {
	// The power sheet scrolled to its end: a Chaams, a hero, the dice.
	screens["qa-power-dice"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa-power"](ui, store, w); err != nil {
			return err
		}
		settleCanvas(w.Canvas())
		scrollDown(w.Canvas(), 1400)
		return nil
	}
}

func init() {
	// A power moving Pied-d'arbre back from Mayaxatl to Cité Xinjin: the
	// sheet that asks before a movement rule is bent.
	screens["qa-power-bend"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["qa-action"](ui, store, w); err != nil {
			return err
		}
		loc := ui.Localizer()
		if err := tap(w, loc.T("app.qa.power_used_short"), loc.T("app.qa.fx_open")); err != nil {
			return err
		}
		// The sheet names each hero twice: for Skill cards, then for a move.
		if err := tapInDialog(w, loc.Msg(qa.HeroName(qa.Arghun)), 1); err != nil {
			return err
		}
		return tap(w, loc.Msg(qa.LieuTitle(qa.State{}, 3)))
	}
}

// tapInDialog taps the n-th (0-based) button saying text in the top dialog.
func tapInDialog(w fyne.Window, text string, n int) error {
	var found []*widget.Button
	kittest.Walk(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *kit.Tile:
			if x.Text() == text {
				found = append(found, x.Button)
			}
		case *widget.Button:
			if x.Text == text {
				found = append(found, x)
			}
		}
		return false
	})
	if n >= len(found) {
		return fmt.Errorf("no button %q number %d in the dialog (%d found)", text, n, len(found))
	}
	test.Tap(found[n])
	return nil
}
