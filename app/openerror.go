package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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
	u := &UI{App: a}
	u.Loc = i18n.New(i18n.Resolve(u.Pref(PrefLanguage, "system"), SystemLocale()))
	u.ApplyTheme()
	body := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, Heading(u.Loc.T("app.open_failed.title"))),
		WrapLabel(u.Loc.T("app.open_failed.body", "Path", path)),
		WrapLabel(u.ErrText(err)),
		Quiet(u.Loc.T("app.open_failed.hint")),
		Tall(NewButton(u.Loc.T("common.close"), theme.WindowCloseIcon(), a.Quit)),
	)
	return container.NewVScroll(container.NewPadded(body))
}
