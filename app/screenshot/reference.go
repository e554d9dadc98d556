package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

func init() {
	// Qâ's reference browsed by topic.
	screens["reference"] = func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error {
		app.ShowReference(ui, "qa", "")
		return nil
	}
	// A question typed over all games: results with the words found in bold.
	screens["reference-search"] = func(ui *kit.UI, _ *tracker.Store, w fyne.Window) error {
		app.ShowReference(ui, "", "")
		e := findEntry(w.Canvas().Content())
		if e == nil {
			return fmt.Errorf("no search box")
		}
		q := "take what is left"
		if ui.Localizer().Lang() == "fr" {
			q = "prendre ce qui reste"
		}
		test.Type(e, q)
		return nil
	}
	// The entry a Qâ checklist step links to.
	screens["reference-entry"] = func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error {
		app.ShowReference(ui, "qa", "qa.destin")
		return nil
	}
	screens["glossary"] = func(ui *kit.UI, _ *tracker.Store, _ fyne.Window) error {
		app.ShowGlossary(ui, "qa")
		return nil
	}
}

// findEntry finds the first text entry on screen.
func findEntry(o fyne.CanvasObject) *widget.Entry {
	var entry *widget.Entry
	kittest.Walk(o, func(o fyne.CanvasObject) bool {
		entry, _ = o.(*widget.Entry)
		return entry != nil
	})
	return entry
}
