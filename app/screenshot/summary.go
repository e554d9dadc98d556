package main

import (
	"fyne.io/fyne/v2"

	althingui "skald/app/althing"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/tracker"
)

// The campaign's story on each campaign screen, a game's plot opened and
// the screen scrolled to the story's heading.
func init() {
	story := func(base string, plot int) shot {
		return func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			if err := screens[base](ui, store, w); err != nil {
				return err
			}
			settleCanvas(w.Canvas())
			if err := tapNth(w.Canvas(), ui.Localizer().T("app.campaign.story_plot"), plot); err != nil {
				return err
			}
			settleCanvas(w.Canvas())
			return scrollToLabel(w.Canvas(), ui.Localizer().T("app.campaign.story"))
		}
	}
	// The story sheet's Share: the image or the PDF.
	screens["story-share"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["story-dwarves"](ui, store, w); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.summary.share_button"))
	}
	screens["dwarves-campaign-story"] = story("dwarves-campaign", 1)
	screens["althing-campaign-story"] = story("althing-campaign", 0)
	screens["althing-record-story"] = story("althing-record", 0)
	// A discovery campaign with part 2 played out too: what part 3 brings.
	screens["althing-campaign-story2"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		d, _, err := seed.AlthingCampaigns(store)
		if err != nil {
			return err
		}
		infos, err := store.CampaignSessions(d.ID)
		if err != nil {
			return err
		}
		two, err := store.OpenSession(infos[1].ID)
		if err != nil {
			return err
		}
		if err := seed.AlthingPlayOut(two); err != nil {
			return err
		}
		althingui.ShowAlthingCampaign(ui, d.ID)
		settleCanvas(w.Canvas())
		return scrollToLabel(w.Canvas(), ui.Localizer().T("app.campaign.story"))
	}
}
