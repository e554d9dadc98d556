package kittest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/kit"
)

// EntryDialogOnTop is the entry the topmost dialog shows, "" when the top
// dialog shows no entry.
func EntryDialogOnTop(e *Env) string {
	id := ""
	Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if p, ok := o.(*kit.RefEntryPane); ok {
			id = p.ID
			return true
		}
		return false
	})
	return id
}

// CheckDialogIcon taps the pictogram icon in the dialog on top: its entry
// opens in a dialog of its own over it (the screen underneath stays as it
// was); Close returns to the same dialog.
func CheckDialogIcon(e *Env, icon, wantID string) {
	e.T.Helper()
	ov := e.W.Canvas().Overlays()
	dlg, n, screen := ov.Top(), len(ov.List()), e.U.Top()
	if dlg == nil {
		e.T.Fatal("no dialog open")
	}
	ref, err := e.U.Reference()
	if err != nil {
		e.T.Fatal(err)
	}
	var shown *kit.TapIcon
	Walk(dlg, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*kit.TapIcon); ok {
			if _, ok := ref.IconEntry(t.Name); !ok {
				e.T.Errorf("the dialog shows %q, which has no glossary entry", t.Name)
			}
			if t.Name == icon && shown == nil {
				shown = t
			}
		}
		return false
	})
	if shown == nil {
		e.T.Fatalf("the dialog shows no tappable %q; texts %q", icon, e.Texts())
	}
	test.Tap(shown)
	if got := EntryDialogOnTop(e); got != wantID || len(ov.List()) != n+1 {
		e.T.Fatalf("tapping %q shows %q on top (%d dialogs), want %q over the dialog", icon, got, len(ov.List()), wantID)
	}
	if e.U.Top() != screen {
		e.T.Fatalf("tapping %q in a dialog changed the screen underneath to %T", icon, e.U.Top())
	}
	e.Tap(e.U.Loc.T("common.close"))
	if ov.Top() != dlg || len(ov.List()) != n {
		e.T.Fatalf("Close left %d dialogs, the dialog on top is not the one tapped in", len(ov.List()))
	}
}

// TapIcons lists the tappable pictograms on screen (dialogs first), by icon
// name.
func TapIcons(e *Env) map[string][]*kit.TapIcon {
	out := map[string][]*kit.TapIcon{}
	for _, r := range e.Roots() {
		Walk(r, func(o fyne.CanvasObject) bool {
			if t, ok := o.(*kit.TapIcon); ok {
				out[t.Name] = append(out[t.Name], t)
			}
			return false
		})
	}
	return out
}

// CheckBoardIcons checks that every tappable pictogram on the board has a
// glossary entry and that each icon of want is shown and, tapped, opens its
// entry over the board; Back returns to the board.
func CheckBoardIcons(e *Env, want map[string]string) {
	e.T.Helper()
	ref, err := e.U.Reference()
	if err != nil {
		e.T.Fatal(err)
	}
	board := e.U.Top()
	icons := TapIcons(e)
	for name := range icons {
		if _, ok := ref.IconEntry(name); !ok {
			e.T.Errorf("the board shows %q, which has no glossary entry", name)
		}
	}
	for name, id := range want {
		shown := icons[name]
		if len(shown) == 0 {
			e.T.Errorf("the board shows no tappable %q; it shows %d kinds", name, len(icons))
			continue
		}
		test.Tap(shown[0])
		if got := EntryOnTop(e); got != id {
			e.T.Errorf("tapping %q opened %q, want %q", name, got, id)
			continue
		}
		e.U.Back()
		if e.U.Top() != board {
			e.T.Fatalf("Back from the %q entry shows %T, not the board", name, e.U.Top())
		}
	}
}

// EntryOnTop is the ID of the reference entry shown, "" when the screen on
// top is something else.
func EntryOnTop(e *Env) string {
	if s, ok := e.U.Top().(*kit.RefEntryScreen); ok {
		return s.ID
	}
	return ""
}
