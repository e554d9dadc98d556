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
	var cases kittest.FitCases
	add := cases.Add

	// The card game: the setup and the round's steps.
	add("cardgame setup", func(e *kittest.Env) {
		kittest.SetupWith(cardgame.Game.ID(), seed.CardgameProfile)(e)
		cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Lords)), 0)
		cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Vikings)), 1)
	})
	for _, at := range []string{seed.CardgameAtFate, seed.CardgameAtDawn, seed.CardgameAtChoose, seed.CardgameAtEnd,
		seed.CardgameAtUpkeep, seed.CardgameAtResolve, seed.CardgameAtWon} {
		add("cardgame "+at, kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.CardgameSession(s, "Fit", at) }))
	}
	// The phone lying flat: the far seat turned, the near one, full cards.
	add("cardgame flat", kittest.Then(kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) {
		return seed.CardgameSession(s, "Fit", seed.CardgameAtDawn)
	}), kittest.TapMsg("app.cardgame.flat")))
	// Every dialog of the game: it shows its content and is no wider than the
	// phone (CheckDialogs).
	at := func(state string, open func(b *cgBoard)) func(e *kittest.Env) {
		return kittest.Then(kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.CardgameSession(s, "Fit", state) }),
			func(e *kittest.Env) { open(e.Frame().B.(*cgBoard)) })
	}
	add("cardgame damage", at(seed.CardgameAtDawn, func(b *cgBoard) { b.askDamage(0) }))
	add("cardgame seat", at(seed.CardgameAtDawn, func(b *cgBoard) { b.askSeat(1) }))
	add("cardgame companions", at(seed.CardgameAtDawn, func(b *cgBoard) { b.askCompanions(0) }))
	add("cardgame cost", at(seed.CardgameAtOppose, func(b *cgBoard) { b.askCost() }))
	add("cardgame land symbols", at(seed.CardgameAtNewLand, func(b *cgBoard) {
		b.askLandAttrs(b.state(b.f.Sess.State()), cardgame.LandID(cardgame.Lords, 2), func() {})
	}))
	return cases
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }
