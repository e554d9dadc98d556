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
	u := &UI{app: a}
	u.loc = i18n.New(i18n.Resolve(u.pref(prefLanguage, "system"), systemLocale()))
	u.applyTheme()
	body := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, heading(u.loc.T("app.open_failed.title"))),
		wrapLabel(u.loc.T("app.open_failed.body", "Path", path)),
		wrapLabel(u.errText(err)),
		quiet(u.loc.T("app.open_failed.hint")),
		tall(newButton(u.loc.T("common.close"), theme.WindowCloseIcon(), a.Quit)),
	)
	return container.NewVScroll(container.NewPadded(body))
}
