package cardgame

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/cardgame"
	"skald/tracker"
)

// fitCases are The card game's screens in the states a phone must show whole.
func fitCases() []kittest.FitCase {
	var cases []kittest.FitCase
	add := func(name string, open func(e *kittest.Env)) {
		cases = append(cases, kittest.FitCase{Name: name, Open: open})
	}

	// The card game: the setup and the round's steps.
	add("cardgame setup", func(e *kittest.Env) {
		if err := seed.CardgameProfile(e.Store); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(cardgame.Game.ID())
		cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Lords)), 0)
		cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Vikings)), 1)
	})
	for _, at := range []string{seed.CardgameAtFate, seed.CardgameAtDawn, seed.CardgameAtChoose, seed.CardgameAtEnd,
		seed.CardgameAtUpkeep, seed.CardgameAtResolve, seed.CardgameAtWon} {
		add("cardgame "+at, kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.CardgameSession(s, "Fit", at) }))
	}
	return cases
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }
