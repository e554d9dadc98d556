//go:build unix

package cardgame

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/cardgame"
	"skald/tracker"
)

// BenchmarkCardgameTap plays cards in turn in the Dawn window (the destiny
// player an event, the bane player a bane card: the window stays open, as it
// does most of a round), over sessions of 20 and 2,000 actions.
func BenchmarkCardgameTap(b *testing.B) {
	kittest.RunTapBench(b, func() kittest.TapBench {
		return kittest.TapBench{
			Start: func(store *tracker.Store) (*tracker.Session, error) {
				return seed.CardgameSession(store, "Bench", seed.CardgameAtDawn)
			},
			Grow: func(sess *tracker.Session) error {
				s := sess.State().(cardgame.State)
				return sess.Do(cardgame.Command{Kind: cardgame.CmdAct, Player: s.Turn(), Act: benchAct(s)})
			},
			Tap: func(e *kittest.Env, _ int) {
				s := e.Frame().Sess.State().(cardgame.State)
				kittest.TapButton(e, e.U.Loc.Msg(cardgame.ActName(benchAct(s))))
			},
		}
	})
}

// benchAct is what the player whose turn it is plays in the benchmark.
func benchAct(s cardgame.State) string {
	if s.Turn() == s.DestinyFaction() {
		return cardgame.ActEvent
	}
	return cardgame.ActBane
}
