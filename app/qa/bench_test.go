//go:build unix

package qa

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
	"skald/tracker"
)

// BenchmarkQaTap taps "Power used this turn" in the Destin phase, on and off,
// over sessions of 20 and 2,000 actions.
func BenchmarkQaTap(b *testing.B) {
	kittest.RunTapBench(b, func() kittest.TapBench {
		used := false
		return kittest.TapBench{
			Start: func(store *tracker.Store) (*tracker.Session, error) {
				if err := seed.QaProfile(store); err != nil {
					return nil, err
				}
				return store.NewSession(qa.Game, "Bench", qa.Setup{Players: 2, Heroes: []string{qa.Thorgal, qa.Aaricia, qa.Jolan, qa.Kriss}})
			},
			Grow: func(sess *tracker.Session) error {
				used = !used
				return sess.Do(qa.Command{Kind: qa.CmdPower, Used: used})
			},
			Tap: func(e *kittest.Env, _ int) {
				kittest.TapButton(e, e.U.Loc.T("app.qa.power_used_short"))
			},
		}
	})
}
