package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/i18n"
)

// RunOpenError shows, in a window of its own, that the database at path could
// not be opened and why, then runs until that window is closed.
func RunOpenError(a fyne.App, path string, err error) {
	w := a.NewWindow("Skald")
	w.SetContent(OpenErrorContent(a, path, err))
	w.Resize(fyne.NewSize(640, 360))
	w.ShowAndRun()
}

// OpenErrorContent is the content of the open-failure window.
func OpenErrorContent(a fyne.App, path string, err error) fyne.CanvasObject {
	u := &kit.UI{App: a}
	u.Loc = i18n.New(i18n.Resolve(u.Pref(kit.PrefLanguage, "system"), kit.SystemLocale()))
	u.ApplyTheme()
	body := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, kit.Heading(u.Loc.T("app.open_failed.title"))),
		kit.WrapLabel(u.Loc.T("app.open_failed.body", "Path", path)),
		kit.WrapLabel(u.ErrText(err)),
		kit.Quiet(u.Loc.T("app.open_failed.hint")),
		kit.Tall(kit.NewButton(u.Loc.T("common.close"), theme.WindowCloseIcon(), a.Quit)),
	)
	return container.NewVScroll(container.NewPadded(body))
}
