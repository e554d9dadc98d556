package app

import (
	"net/url"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/i18n"
)

// settingsScreen: language, theme, text size, and where the database lives.
type settingsScreen struct{ u *UI }

func (s *settingsScreen) build() fyne.CanvasObject {
	u := s.u
	var langs []option
	for _, l := range i18n.Languages {
		langs = append(langs, option{l, u.loc.LanguageName(l)})
	}
	language := u.fitColumns(segmented(langs, u.pref(prefLanguage, "system"), 3, u.setLanguage), 3)

	themes := []option{
		{"system", u.loc.T("app.settings.theme_system")},
		{"light", u.loc.T("app.settings.theme_light")},
		{"dark", u.loc.T("app.settings.theme_dark")},
	}
	th := u.fitColumns(segmented(themes, u.pref(prefTheme, "system"), 3, func(v string) {
		u.app.Preferences().SetString(prefTheme, v)
		u.applyTheme()
		u.show()
	}), 3)

	sizes := []option{
		{"small", u.loc.T("app.settings.text_small")},
		{"normal", u.loc.T("app.settings.text_normal")},
		{"large", u.loc.T("app.settings.text_large")},
		{"xlarge", u.loc.T("app.settings.text_xlarge")},
	}
	text := u.fitColumns(segmented(sizes, u.pref(prefTextSize, "normal"), 2, func(v string) {
		u.app.Preferences().SetString(prefTextSize, v)
		u.applyTheme()
		u.show()
	}), 2)

	path := widget.NewLabel(u.store.Path())
	path.Selectable = true
	path.Wrapping = fyne.TextWrapBreak
	items := []fyne.CanvasObject{
		subheading(u.loc.T("app.settings.language")), language,
		widget.NewSeparator(),
		subheading(u.loc.T("app.settings.theme")), th,
		widget.NewSeparator(),
		subheading(u.loc.T("app.settings.text_size")), text,
		wrapLabel(u.loc.T("app.settings.text_sample")), // in body text: it shows the size chosen
		widget.NewSeparator(),
		subheading(u.loc.T("app.settings.database")),
		quiet(u.loc.T("app.settings.database_hint")),
		card(path),
	}
	if !fyne.CurrentDevice().IsMobile() {
		items = append(items, tall(newButton(u.loc.T("app.settings.open_folder"), theme.FolderOpenIcon(), s.openFolder)))
	}
	return page(u.topBar(u.loc.T("app.settings.title")), narrow(container.NewVBox(items...)), nil)
}

// openFolder shows the database's folder in the system's file manager.
func (s *settingsScreen) openFolder() {
	dir := filepath.Dir(s.u.store.Path())
	link, err := url.Parse(storage.NewFileURI(dir).String())
	if err == nil {
		err = s.u.app.OpenURL(link)
	}
	if err != nil {
		s.u.showError(err)
	}
}

// fitColumns lays a grid of choices out in at most cols columns, fewer when
// the window is too narrow for them at the current text size (French at
// "extra large" on a phone), so the screen never grows wider than the window.
func (u *UI) fitColumns(c *fyne.Container, cols int) *fyne.Container {
	avail := u.win.Canvas().Size().Width - 2*theme.Padding()
	if avail <= 0 {
		return c
	}
	var cell float32
	for _, o := range c.Objects {
		cell = fyne.Max(cell, o.MinSize().Width)
	}
	pad := theme.Padding()
	for cols > 1 && float32(cols)*cell+float32(cols-1)*pad > avail {
		cols--
	}
	c.Layout = layout.NewGridLayoutWithColumns(cols)
	return c
}
