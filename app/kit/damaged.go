package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
)

// The full integrity check runs in the background once the window is up
// (tracker/fullcheck.go). When it finds the database damaged, nothing is
// moved while Skald has it open; the next start renames the file aside,
// byte for byte, and begins a fresh one. The person is told at once, in
// words, and a banner stays above every screen until then.

// WatchDamage has the UI tell the person when the background check finds
// the database damaged: a sheet once, and a banner above every screen.
func (u *UI) WatchDamage() {
	if u.Store == nil {
		return
	}
	u.Store.OnDamaged(func(cause rules.Msg) {
		fyne.Do(func() {
			u.Show()
			u.Info(u.Loc.T("app.damaged.title"), u.Loc.T("app.damaged.body", "Cause", u.Loc.Msg(cause)))
		})
	})
}

// damagedBanner is the strip that says the database was found damaged and
// what happens to it; nil while it is sound (or not checked yet).
func (u *UI) damagedBanner() fyne.CanvasObject {
	if u.Store == nil || u.Store.Damaged().ID == "" {
		return nil
	}
	text := WrapLabel(u.Loc.T("app.damaged.banner"))
	text.Importance = widget.DangerImportance
	bg := canvas.NewRectangle(readOnlyTint())
	row := container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, text)
	return container.NewStack(bg, container.NewPadded(row))
}
