package main

import (
	"fyne.io/fyne/v2"

	"skald/app"
	dwarvesui "skald/app/dwarves"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/rules/dwarves"
	"skald/tracker"
)

func init() {
	// The Dwarves' statistics scrolled to the games counted by hero.
	screens["statistics-dwarves-heroes"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.StatsGames(store); err != nil {
			return err
		}
		app.ShowStatistics(ui, dwarves.Game.ID())
		settleCanvas(w.Canvas())
		return scrollToLabel(w.Canvas(), ui.Localizer().T("app.stats.by_hero.dwarves"))
	}
	// A campaign's statistics, opened from its screen, among other games of
	// the same game that it does not count.
	screens["statistics-campaign"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if err := seed.StatsGames(store); err != nil {
			return err
		}
		id, err := seed.DwarvesCampaign(store)
		if err != nil {
			return err
		}
		ui.ShowCampaigns()
		dwarvesui.ShowDwarvesCampaign(ui, id)
		ui.Push(kit.ShellCampaignStats(ui, id))
		return nil
	}
}
