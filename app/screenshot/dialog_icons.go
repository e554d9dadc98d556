package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

func init() {
	// A seat's damage dialog (the turns panel's Damage… on a phone).
	screens["cardgame-damage"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		if err := openCardgame(ui, store, seed.CardgameAtDawn); err != nil {
			return err
		}
		return tap(w, ui.Localizer().T("app.cardgame.damage"))
	}
	// A pictogram tapped in a dialog: its glossary entry in a dialog of its
	// own over it.
	for _, base := range []string{"dwarves-check", "dwarves-fight", "cardgame-damage", "qa-roll"} {
		screens[base+"-entry"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
			if err := screens[base](ui, store, w); err != nil {
				return err
			}
			settleCanvas(w.Canvas())
			return tapDialogIcon(w.Canvas())
		}
	}
}

// tapDialogIcon taps the first pictogram link (a tappable widget with a
// pointing cursor that is no button) in the dialog on top.
func tapDialogIcon(c fyne.Canvas) error {
	var icon fyne.Tappable
	kittest.Walk(c.Overlays().Top(), func(o fyne.CanvasObject) bool {
		if _, button := o.(*widget.Button); button {
			return false
		}
		if t, ok := o.(interface {
			fyne.Tappable
			desktop.Cursorable
		}); ok && t.Cursor() == desktop.PointerCursor {
			icon = t
			return true
		}
		return false
	})
	if icon == nil {
		return fmt.Errorf("no pictogram in the dialog on top")
	}
	test.Tap(icon)
	return nil
}
