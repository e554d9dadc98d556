//go:build unix

package althing

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/app/kit/kittest"
	"skald/rules/althing"
	"skald/tracker"
)

// BenchmarkAlthingTap taps "End …'s phase" in the bottom bar, the tap every
// player makes every turn, over sessions of 20 and 2,000 actions: a normal
// game for three with the Assembly tracked and a Troll in a deck, where no
// one completes a stage, so the race never ends.
func BenchmarkAlthingTap(b *testing.B) {
	kittest.RunTapBench(b, func() kittest.TapBench {
		return kittest.TapBench{
			Start: alBenchSession,
			Grow: func(sess *tracker.Session) error {
				return sess.Do(althing.Command{Kind: althing.CmdEndPhase})
			},
			Tap: func(e *kittest.Env, _ int) {
				t := alBarTile(e, "End ")
				if t == nil || t.Disabled() {
					e.T.Fatal("no End phase tile in the bar")
				}
				test.Tap(t.Button)
			},
		}
	})
}
