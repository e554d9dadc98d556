package qa

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
	"skald/tracker"
)

// fitCases are Qâ's screens in the states a phone must show whole.
func fitCases() []kittest.FitCase {
	var cases kittest.FitCases
	add := cases.Add

	// Qâ: the setup, the war track at the Ogotaï phase, the rulebook's worked
	// turn phase by phase, and one step from victory.
	add("qa setup", func(e *kittest.Env) {
		e.U.ShowSetup(qa.Game.ID())
		for _, h := range []string{qa.Thorgal, qa.Aaricia, qa.Jolan} {
			e.Tap(e.U.Loc.Msg(qa.HeroName(h)))
		}
	})
	add("qa board", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaSession(s, "Fit", 2) }))
	for _, mark := range []string{"start", "destin", "tanatloc", "chaams", "action", "ogotai", "ogotai-table", "round6"} {
		add("qa "+mark, kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaExample(s, "Fit", mark) }))
	}
	add("qa roll entry", kittest.Then(kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaExample(s, "Fit", "start") }),
		func(e *kittest.Env) { e.Tap(e.U.Loc.N("app.qa.roll_enter", 5)) }))
	add("qa swap", kittest.Then(kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) {
		sess, err := seed.QaExample(s, "Fit", "tanatloc")
		if err != nil {
			return nil, err
		}
		return sess, sess.Do(qa.Command{Kind: qa.CmdTake, Dice: []string{qa.FaceSkill1}})
	}), kittest.TapMsg("app.qa.swap")))
	add("qa laboratory", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.QaLaboratory(s, "Fit") }))

	return cases
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }
