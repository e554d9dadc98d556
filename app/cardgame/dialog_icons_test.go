package cardgame

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// The card game: the damage pictogram in a seat's dialog opens its entry over
// it, and the amount set is kept.
func TestCardgameDamageDialogIcon(t *testing.T) {
	for _, size := range []fyne.Size{kittest.PhoneSize, kittest.DesktopSize} {
		e := kittest.NewEnv(t, "", size)
		sess, err := seed.CardgameSession(e.Store, "Duel", seed.CardgameAtUpkeep)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.U.OpenSession(sess.Info().ID); err != nil {
			t.Fatal(err)
		}
		if size == kittest.PhoneSize {
			e.Frame().B.(*cgBoard).askSeat(1) // Ben's seat tile
		} else {
			cgTapNth(e, "Damage…", 1)
		}
		cgStep(e, theme.ContentAddIcon(), 0, 2)
		kittest.CheckDialogIcon(e, "cardgame-damage", "cardgame.icon.damage")
		e.Tap("Paid: cards destroyed")
		h, err := e.Frame().Sess.History(0, 1)
		if err != nil || len(h) != 1 || e.U.Loc.Msg(h[0].Label) != "Ben (Vikings): 3 damage taken and paid" {
			t.Fatalf("%v: history %v %v", size, h, err)
		}
	}
}
