package cardgame

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// The card game: the journey calculator's attributes, the horns won and to
// win, the upkeep, the exhaustion markers at clean-up, the bane effect's wolf.
func TestCardgameBoardIconsOpenTheirEntries(t *testing.T) {
	for _, c := range []struct {
		at   string
		size fyne.Size
		want map[string]string
	}{
		{seed.CardgameAtResolve, kittest.PhoneSize, map[string]string{
			"cardgame-bravery": "cardgame.icon.bravery",
			"cardgame-cunning": "cardgame.icon.cunning",
			"cardgame-power":   "cardgame.icon.power",
		}},
		{seed.CardgameAtResolve, kittest.DesktopSize, map[string]string{
			"cardgame-horn":  "cardgame.icon.horn",
			"cardgame-power": "cardgame.icon.power",
		}},
		{seed.CardgameAtUpkeep, kittest.PhoneSize, map[string]string{
			"cardgame-upkeep": "cardgame.icon.upkeep",
			"cardgame-horn":   "cardgame.icon.horn",
		}},
		{seed.CardgameAtCleanup, kittest.PhoneSize, map[string]string{
			"cardgame-exhaustion": "cardgame.icon.exhaustion",
		}},
		{seed.CardgameAtEnd, kittest.PhoneSize, map[string]string{
			"cardgame-wolf": "cardgame.icon.wolf",
		}},
	} {
		t.Run(c.at+"-"+strconv.Itoa(int(c.size.Width)), func(t *testing.T) {
			e := kittest.NewEnv(t, "", c.size)
			e.Open(seed.CardgameSession(e.Store, "Icons", c.at))
			kittest.CheckBoardIcons(e, c.want)
		})
	}
}
