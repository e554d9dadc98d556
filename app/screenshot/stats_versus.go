package main

import (
	"fyne.io/fyne/v2"

	"skald/app/kit"
	"skald/rules/althing"
	"skald/rules/cardgame"
	"skald/tracker"
)

func init() {
	// The games played against each other: the card game's duels (who won
	// by name, faction and starting role, the last scrolled to) and
	// Althing's races beside the game against Thorfinn.
	screens["statistics-cardgame"] = statsShot(cardgame.Game.ID())
	screens["statistics-cardgame-roles"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := statsShot(cardgame.Game.ID())(ui, store, w); err != nil {
			return err
		}
		settleCanvas(w.Canvas())
		return scrollToLabel(w.Canvas(), ui.Localizer().T("app.stats.versus_roles"))
	}
	screens["statistics-althing"] = statsShot(althing.Game.ID())
}
