package main

import (
	"fmt"

	"fyne.io/fyne/v2"

	"skald/app"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/rules/dwarves"
	"skald/tracker"
)

// luckGames is how many Dwarves games the luck screens seed: enough to rank
// one and draw how their scores spread.
const luckGames = 7

func init() {
	// The Dwarves' statistics scrolled to the luck of their games, then to
	// the spread of their scores.
	for name, label := range map[string]func(ui *kit.UI) string{
		"statistics-dwarves-luck":      func(ui *kit.UI) string { return ui.Localizer().T("app.luck.title") },
		"statistics-dwarves-luck-plot": luckCompared,
	} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			if _, err := seed.DwarvesLuckGames(store, luckGames); err != nil {
				return err
			}
			app.ShowStatistics(ui, dwarves.Game.ID())
			settleCanvas(w.Canvas())
			return scrollToLabel(w.Canvas(), label(ui))
		}
	}
	// A game's story sheet scrolled to its luck: ranked among the others,
	// and, for a game of three rolls, too few to say.
	for name, label := range map[string]func(ui *kit.UI) string{
		"story-luck":      func(ui *kit.UI) string { return ui.Localizer().T("app.luck.title") },
		"story-luck-plot": luckCompared,
	} {
		screens[name] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			games, err := seed.DwarvesLuckGames(store, luckGames)
			if err != nil {
				return err
			}
			return storyLuck(ui, w, games[2].Info(), label(ui))
		}
	}
	// Qâ's white dice of a game just begun: a figure, and too few games to rank.
	screens["story-luck-qa"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.QaSession(store, "Tuesday", 2)
		if err != nil {
			return err
		}
		return storyLuck(ui, w, sess.Info(), ui.Localizer().T("app.luck.title"))
	}
	screens["story-luck-few"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.DwarvesSession(store, 0, "Book 1")
		if err != nil {
			return err
		}
		return storyLuck(ui, w, sess.Info(), ui.Localizer().T("app.luck.title"))
	}
}

// luckCompared is the line over the spread of the luck scores.
func luckCompared(ui *kit.UI) string { return ui.Localizer().N("app.luck.compared", luckGames) }

// storyLuck opens the story sheet of info over the sessions list and
// scrolls it to the label saying label.
func storyLuck(ui *kit.UI, w fyne.Window, info tracker.SessionInfo, label string) error {
	app.ShowSessions(ui)
	ui.ShowStory(info)
	settleCanvas(w.Canvas())
	ov := w.Canvas().Overlays().Top()
	if ov == nil {
		return fmt.Errorf("no story sheet")
	}
	return scrollToLabel(sheetCanvas{w.Canvas(), ov}, label)
}

// sheetCanvas is a canvas whose content is its top sheet, for scrollToLabel.
type sheetCanvas struct {
	fyne.Canvas
	top fyne.CanvasObject
}

func (c sheetCanvas) Content() fyne.CanvasObject { return c.top }
