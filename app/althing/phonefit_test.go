package althing

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/althing"
	"skald/tracker"
)

// fitCases are Althing's screens in the states a phone must show whole.
func fitCases() []kittest.FitCase {
	var cases kittest.FitCases
	add := cases.Add

	// Althing: the setup, a game under way, solo, a new game, the end.
	add("althing setup", func(e *kittest.Env) { e.U.ShowSetup(althing.Game.ID()) })
	add("althing board", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSession(s, "Fit") }))
	add("althing solo", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingSolo(s, "Fit") }))
	add("althing new", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) { return seed.AlthingNewGame(s, "Fit") }))
	for i, name := range []string{"althing discovery campaign", "althing solo campaign"} {
		add(name, func(e *kittest.Env) {
			d, solo, err := seed.AlthingCampaigns(e.Store)
			if err != nil {
				e.T.Fatal(err)
			}
			ShowAlthingCampaign(e.U, []tracker.Campaign{d, solo}[i].ID)
		})
	}
	add("althing deal", func(e *kittest.Env) {
		sess, err := e.Store.NewSession(althing.Game, "Deal", althing.Setup{Mode: althing.ModeNormal, Players: 2})
		if err != nil {
			e.T.Fatal(err)
		}
		if err := e.U.OpenSession(sess.Info().ID); err != nil {
			e.T.Fatal(err)
		}
		for _, id := range []string{"app.althing.bar.deal_table", "althing.stage.snekkar", "althing.stage.drakkar"} {
			e.Tap(e.U.Loc.T(id))
		}
	})
	add("althing over", kittest.OpenSeeded(func(s *tracker.Store) (*tracker.Session, error) {
		sess, err := seed.AlthingSession(s, "Fit")
		if err != nil {
			return nil, err
		}
		return sess, seed.AlthingPlayOut(sess)
	}))

	return cases
}

// At the largest text size, in English and in French, every main screen fits
// a phone's width in every state seeded: rows fold or wrap instead of pushing
// the screen wider than the phone.
func TestScreensFitPhoneAtLargestText(t *testing.T) { kittest.CheckPhoneFit(t, fitCases()) }
