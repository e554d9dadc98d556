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

	"skald/app/kit"
	"skald/i18n"
)

// settingsScreen: language, theme, text size, the screen during a game, and
// where the database lives.
type settingsScreen struct{ u *kit.UI }

func (s *settingsScreen) Build() fyne.CanvasObject {
	u := s.u
	var langs []kit.Option
	for _, l := range i18n.Languages {
		langs = append(langs, kit.Option{Value: l, Label: u.Loc.LanguageName(l)})
	}
	language := fitColumns(u, kit.Segmented(langs, u.Pref(kit.PrefLanguage, "system"), 3, u.SetLanguage), 3)

	themes := []kit.Option{{Value: "system", Label: u.Loc.T("app.settings.theme_system")}, {Value: "light", Label: u.Loc.T("app.settings.theme_light")},
		{Value: "dark", Label: u.Loc.T("app.settings.theme_dark")}}
	th := fitColumns(u, kit.Segmented(themes, u.Pref(kit.PrefTheme, "system"), 3, func(v string) {
		u.SetPref(kit.PrefTheme, v)
		u.ApplyTheme() // the screen is built again in the new colours
	}), 3)

	sizes := []kit.Option{{Value: "small", Label: u.Loc.T("app.settings.text_small")}, {Value: "normal", Label: u.Loc.T("app.settings.text_normal")},
		{Value: "large", Label: u.Loc.T("app.settings.text_large")},
		{Value: "xlarge", Label: u.Loc.T("app.settings.text_xlarge")}}
	text := fitColumns(u, kit.Segmented(sizes, u.Pref(kit.PrefTextSize, "normal"), 2, func(v string) {
		u.SetPref(kit.PrefTextSize, v)
		u.ApplyTheme() // the screen is built again at the new size
	}), 2)

	// Players leave the phone on the table for minutes: a game screen keeps
	// it awake unless this says otherwise.
	awakes := []kit.Option{{Value: "on", Label: u.Loc.T("app.settings.awake_on")}, {Value: "off", Label: u.Loc.T("app.settings.awake_off")}}
	awake := fitColumns(u, kit.Segmented(awakes, u.Pref(kit.PrefAwake, "on"), 2, func(v string) { u.SetPref(kit.PrefAwake, v) }), 2)

	path := widget.NewLabel(u.Store.Path())
	path.Selectable = true
	path.Wrapping = fyne.TextWrapBreak
	items := []fyne.CanvasObject{
		kit.Subheading(u.Loc.T("app.settings.language")), language,
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.settings.theme")), th,
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.settings.text_size")), text,
		kit.WrapLabel(u.Loc.T("app.settings.text_sample")), // in body text: it shows the size chosen
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.settings.awake")), awake,
		kit.Quiet(u.Loc.T("app.settings.awake_hint")),
		widget.NewSeparator(),
		kit.Subheading(u.Loc.T("app.settings.database")),
		kit.Quiet(u.Loc.T("app.settings.database_hint")),
		kit.Card(path),
	}
	if !fyne.CurrentDevice().IsMobile() {
		items = append(items, kit.Tall(kit.NewButton(u.Loc.T("app.settings.open_folder"), theme.FolderOpenIcon(), s.openFolder)))
	}
	return kit.Page(u.TopBar(u.Loc.T("app.settings.title")), kit.Narrow(container.NewVBox(items...)), nil)
}

// openFolder shows the database's folder in the system's file manager.
func (s *settingsScreen) openFolder() {
	dir := filepath.Dir(s.u.Store.Path())
	link, err := url.Parse(storage.NewFileURI(dir).String())
	if err == nil {
		err = s.u.App.OpenURL(link)
	}
	if err != nil {
		s.u.ShowError(err)
	}
}

// fitColumns lays a grid of choices out in at most cols columns, fewer when
// the window is too narrow for them at the current text size (French at
// "extra large" on a phone), so the screen never grows wider than the window.
func fitColumns(u *kit.UI, c *fyne.Container, cols int) *fyne.Container {
	avail := u.Win.Canvas().Size().Width - 2*theme.Padding()
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
