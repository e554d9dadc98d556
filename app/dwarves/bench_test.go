//go:build unix

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

// BenchmarkDwarvesTap taps Tungdil's Health − and + in turn in the Heroes
// section (cards and fights move Health all game long), over sessions of 20
// and 2,000 actions.
func BenchmarkDwarvesTap(b *testing.B) {
	kittest.RunTapBench(b, func() kittest.TapBench {
		down := false
		return kittest.TapBench{
			Start: func(store *tracker.Store) (*tracker.Session, error) {
				return seed.DwarvesSession(store, 0, "Bench")
			},
			Grow: func(sess *tracker.Session) error {
				n := 1
				if down = !down; down {
					n = -1
				}
				return sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Tungdil, N: n})
			},
			Tap: func(e *kittest.Env, i int) {
				if i == 0 {
					// The Heroes section is the table's first tap.
					kittest.TapButton(e, e.U.Loc.T("app.dwarves.sec.heroes"))
				}
				icon := theme.ContentRemoveIcon()
				if i%2 == 1 {
					icon = theme.ContentAddIcon()
				}
				// The first of each is Tungdil's Health (his card leads).
				bt := e.IconButton(icon)
				if bt == nil || bt.Disabled() {
					e.T.Fatal("no Health button on screen")
				}
				test.Tap(bt)
			},
		}
	})
}
