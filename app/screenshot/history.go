package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app"
	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/qa"
	"skald/tracker"
)

func init() {
	// The history over a game screen (the phone's way to see it).
	screens["history-dialog"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := screens["althing-solo"](ui, store, w); err != nil {
			return err
		}
		b := iconButtonIn(w.Canvas().Content(), theme.HistoryIcon().Name())
		if b == nil {
			return fmt.Errorf("no history button")
		}
		test.Tap(b)
		return nil
	}
	// The box profile walking through its missing values.
	// An unknown value asked from the box profile: Later instead of Cancel.
	screens["profile-later"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		app.ShowProfile(ui, qa.Game.ID())
		return tapMsgs(ui, w, "app.profile.set")
	}
	screens["profile-fill"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := seed.QaProfile(store, "qa.start.3", "qa.start.4"); err != nil {
			return err
		}
		app.ShowProfile(ui, qa.Game.ID())
		return tapMsgs(ui, w, "app.profile.fill")
	}
}

// iconButtonIn finds a button showing the icon named name under o.
func iconButtonIn(o fyne.CanvasObject, name string) *widget.Button {
	var found *widget.Button
	kittest.Walk(o, func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		if ok && b.Icon != nil && b.Icon.Name() == name {
			found = b
		}
		return found != nil
	})
	return found
}
