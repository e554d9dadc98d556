package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/assets"
)

// glossaryCell is the size of one icon with its name in the glossary grid:
// three to a row on a phone.
var glossaryCell = fyne.NewSize(110, 108)

// glossaryScreen is the icon glossary: every pictogram of one game or of all
// five, with its name; a tap opens its entry.
type glossaryScreen struct {
	u    *kit.UI
	game string // "" = every game
}

// ShowGlossary shows the icon glossary of a game ("" = all) over Home.
func ShowGlossary(u *kit.UI, game string) {
	u.ShowHome()
	u.Push(&glossaryScreen{u: u, game: game})
}

func (s *glossaryScreen) Build() fyne.CanvasObject {
	u := s.u
	top := u.TopBar(u.Loc.T("app.ref.glossary"))
	picker := refGamePicker(u, s.game, false, func(game string) {
		s.game = game
		u.Show()
	})
	ref, err := u.Reference()
	if err != nil {
		return kit.Page(top, kit.WrapLabel(u.Loc.T("app.ref.unavailable", "Error", err.Error())), nil)
	}
	var items []fyne.CanvasObject
	for _, g := range assets.RefGames {
		if s.game != "" && g != s.game {
			continue
		}
		entries := ref.Entries(g, "icon")
		if len(entries) == 0 {
			continue
		}
		if s.game == "" {
			items = append(items, kit.Subheading(u.RefGameName(g)))
		}
		cells := make([]fyne.CanvasObject, len(entries))
		for i, e := range entries {
			cells[i] = newGlossaryCell(e.Icon, shortTitle(e.Text(u.Loc.Lang()).Title), func() {
				u.Push(&kit.RefEntryScreen{U: u, ID: e.ID})
			})
		}
		items = append(items, container.NewGridWrap(glossaryCell, cells...))
	}
	head := container.NewVBox(top, kit.Narrow(container.NewPadded(picker)))
	return kit.Page(head, kit.Narrow(container.NewPadded(container.NewVBox(items...))), nil)
}

// shortTitle drops a title's explanation in brackets or after a dash, for a
// name under an icon: "Take 2 dice (black die)" → "Take 2 dice".
func shortTitle(t string) string {
	for _, sep := range []string{" (", " — "} {
		if i := strings.Index(t, sep); i > 0 {
			t = t[:i]
		}
	}
	return t
}

// glossaryCellWidget is a pictogram over its name, tappable as a whole.
type glossaryCellWidget struct {
	widget.BaseWidget
	button *widget.Button
	name   string
	body   fyne.CanvasObject
}

func newGlossaryCell(icon, name string, tap func()) *glossaryCellWidget {
	size := theme.CaptionTextSize()
	lines := []fyne.CanvasObject{}
	for _, l := range wrapName(name, glossaryCell.Width-2*theme.Padding(), size) {
		t := canvas.NewText(l, theme.Color(theme.ColorNameForeground))
		t.TextSize = size
		t.Alignment = fyne.TextAlignCenter
		lines = append(lines, t)
	}
	c := &glossaryCellWidget{
		button: widget.NewButton("", tap),
		name:   name,
		body: container.NewBorder(container.NewCenter(kit.IconImage(icon, 48)), nil, nil, nil,
			container.NewVBox(append([]fyne.CanvasObject{layout.NewSpacer()}, append(lines, layout.NewSpacer())...)...)),
	}
	c.button.Importance = widget.LowImportance
	c.ExtendBaseWidget(c)
	return c
}

// wrapName cuts a name into centred lines no wider than width, breaking at
// spaces and after hyphens ("Déesse-sans-nom" may not fit a cell whole, and a
// label would cut it inside a word).
func wrapName(name string, width, size float32) []string {
	var parts []string
	start := 0
	for i, r := range name {
		if r == ' ' || r == '-' {
			parts = append(parts, name[start:i+1])
			start = i + 1
		}
	}
	parts = append(parts, name[start:])
	fits := func(s string) bool {
		return fyne.MeasureText(strings.TrimSpace(s), size, fyne.TextStyle{}).Width <= width
	}
	var lines []string
	cur := ""
	for _, p := range parts {
		if cur != "" && !fits(cur+p) {
			lines = append(lines, strings.TrimSpace(cur))
			cur = ""
		}
		cur += p
	}
	if strings.TrimSpace(cur) != "" {
		lines = append(lines, strings.TrimSpace(cur))
	}
	return lines
}

// Text is the icon's name, so that tests and the screenshot tool find it.
func (c *glossaryCellWidget) Text() string { return c.name }

func (c *glossaryCellWidget) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.button, container.NewPadded(c.body)))
}
