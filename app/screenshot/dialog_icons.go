package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
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
	var find func(o fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		if icon != nil || o == nil || !o.Visible() {
			return
		}
		if _, button := o.(*widget.Button); !button {
			if t, ok := o.(interface {
				fyne.Tappable
				desktop.Cursorable
			}); ok && t.Cursor() == desktop.PointerCursor {
				icon = t
				return
			}
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, k := range x.Objects {
				find(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				find(k)
			}
		}
	}
	find(c.Overlays().Top())
	if icon == nil {
		return fmt.Errorf("no pictogram in the dialog on top")
	}
	test.Tap(icon)
	return nil
}
