package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/kit"
	"skald/tracker"
)

func init() {
	// The live view's sheet over a Qâ game: its QR code, address and Stop.
	screens["live"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		f, err := openLive(ui, store, w)
		if err != nil {
			return err
		}
		// The picture is of the sheet, not of a server left running.
		f.Live().Stop()
		return nil
	}
	// The game screen while the live view is on: its line on the board.
	screens["live-on"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		f, err := openLive(ui, store, w)
		if err != nil {
			return err
		}
		if b := findButton(w.Canvas(), ui.Localizer().T("common.close")); b != nil {
			test.Tap(b)
		}
		f.Live().Stop()
		return nil
	}
}

// openLive opens the Qâ game and starts its live view the way a player does.
func openLive(ui *kit.UI, store *tracker.Store, w fyne.Window) (*kit.Frame, error) {
	if err := screens["qa"](ui, store, w); err != nil {
		return nil, err
	}
	f, ok := ui.Top().(*kit.Frame)
	if !ok {
		return nil, fmt.Errorf("no game screen")
	}
	test.Tap(f.NextBtn.Button)
	b := findButton(w.Canvas(), ui.Localizer().T("app.live.show"))
	if b == nil {
		return nil, fmt.Errorf("no %q button", ui.Localizer().T("app.live.show"))
	}
	test.Tap(b)
	if f.Live() == nil {
		return nil, fmt.Errorf("the live view did not start")
	}
	return f, nil
}
