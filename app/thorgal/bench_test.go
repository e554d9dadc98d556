//go:build unix

package thorgal

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
	"skald/tracker"
)

// BenchmarkThorgalTap taps Thorgal's Threat + and − in turn (the table moves
// Threat all game long), over sessions of 20 and 2,000 actions.
func BenchmarkThorgalTap(b *testing.B) {
	kittest.RunTapBench(b, func() kittest.TapBench {
		up := false
		return kittest.TapBench{
			Start: func(store *tracker.Store) (*tracker.Session, error) {
				return seed.ThorgalSession(store, "Bench")
			},
			Grow: func(sess *tracker.Session) error {
				n := -1
				if up = !up; up {
					n = 1
				}
				return sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 0, N: n})
			},
			Tap: func(e *kittest.Env, _ int) {
				b := e.Frame().B.(*thorgalBoard)
				bt := b.char.threatUp
				if b.s.Chars[0].Threat > 0 {
					bt = b.char.threatDown
				}
				if bt.Disabled() {
					e.T.Fatal("the Threat button is disabled")
				}
				test.Tap(bt)
			},
		}
	})
}
