package main

import (
	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/tracker"
)

func init() {
	screens["campaigns"] = func(ui *kit.UI, store *tracker.Store, _ fyne.Window) error {
		if _, _, err := seed.AlthingCampaigns(store); err != nil {
			return err
		}
		ui.ShowCampaigns()
		return nil
	}
}
