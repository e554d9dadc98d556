package thorgal

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
	"skald/tracker"
)

// fitCases are Thorgal's screens in the states a phone must show whole.
func fitCases() []kittest.FitCase {
	var cases []kittest.FitCase
	add := func(name string, open func(e *kittest.Env)) {
		cases = append(cases, kittest.FitCase{Name: name, Open: open})
	}

	// Thorgal: the setup, the board, a wound being placed, the Event phase.
	add("thorgal setup", func(e *kittest.Env) {
		if err := seed.ThorgalProfile(e.Store); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Aaricia")
	})
	thorgalAt := func(cmds ...thorgal.Command) func(e *kittest.Env) {
		return kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) {
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
	add("thorgal area", func(e *kittest.Env) {
		if err := seed.ThorgalProfile(e.Store, "thorgal.character.jolan.area"); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Jolan")
		e.Tap(e.U.Loc.T("app.setup.start"))
	})
	add("thorgal board", thorgalAt())
	add("thorgal wound", kittest.Then(thorgalAt(thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 4}),
		func(e *kittest.Env) { tapGrid(e, 0, 2) }))
	add("thorgal event", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) {
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

	return cases
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }
