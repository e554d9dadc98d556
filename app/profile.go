package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/games"
)

// profilesScreen lists the games whose box profile can be seen.
type profilesScreen struct{ u *kit.UI }

func (p *profilesScreen) Build() fyne.CanvasObject {
	u := p.u
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.profiles.hint"))}
	for _, g := range games.All() {
		id := g.ID()
		b := kit.NewButton(u.Loc.Msg(g.Name()), theme.NavigateNextIcon(), func() { u.Push(&profileScreen{u: u, gameID: id}) })
		b.IconPlacement = widget.ButtonIconTrailingText
		items = append(items, kit.AtLeast(b, 0, kit.BigSize))
	}
	return kit.Page(u.TopBar(u.Loc.T("app.profiles.title")), kit.Narrow(container.NewVBox(items...)), nil)
}

// profileScreen shows one game's box profile: every value the game may learn
// at the table, what is known, and edit / clear / export / import.
type profileScreen struct {
	u      *kit.UI
	gameID string
}

func (p *profileScreen) Build() fyne.CanvasObject {
	u := p.u
	g, ok := games.ByID(p.gameID)
	if !ok {
		return kit.Page(u.TopBar(u.Loc.T("app.profiles.title")), kit.WrapLabel(p.gameID), nil)
	}
	known, err := u.Store.Profile(p.gameID)
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.profile.hint"))}
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	// Optional values (a helper's) are neither counted nor asked in the
	// series: a profile is complete without them.
	var missing []rules.PrintedSpec
	required, learned := 0, 0
	for _, spec := range g.Printed() {
		if spec.Optional {
			continue
		}
		required++
		if _, ok := known[spec.Key]; ok {
			learned++
		} else {
			missing = append(missing, spec)
		}
	}
	items = append(items, kit.Quiet(u.Loc.N("app.profile.known", learned, "Total", required)))
	fill := kit.Primary(u.Loc.T("app.profile.fill"), theme.DocumentCreateIcon(), func() { p.fill(missing, 0) })
	items = append(items, kit.Tall(fill))
	if len(missing) == 0 || err != nil {
		fill.Disable()
		if err == nil {
			items = append(items, kit.Quiet(u.Loc.T("app.profile.fill_none")))
		}
	}
	for _, spec := range g.Printed() {
		items = append(items, p.row(spec, known))
	}
	exp := kit.NewButton(u.Loc.T("common.export"), theme.UploadIcon(), func() { p.export() })
	imp := kit.NewButton(u.Loc.T("common.import"), theme.DownloadIcon(), func() { p.importFile() })
	clr := kit.NewButton(u.Loc.T("app.profile.clear_all"), theme.DeleteIcon(), func() { p.clearAll(g) })
	clr.Importance = widget.DangerImportance
	if len(known) == 0 {
		clr.Disable()
		exp.Disable()
	}
	items = append(items, widget.NewSeparator(), kit.Tall(clr))
	bottom := container.NewVBox(widget.NewSeparator(), container.NewGridWithColumns(2, kit.Tall(exp), kit.Tall(imp)))
	title := u.Loc.T("app.profile.title", "Game", u.Loc.Msg(g.Name()))
	return kit.Page(u.TopBar(title), kit.Narrow(container.NewVBox(items...)), kit.Narrow(bottom))
}

// row is one printed value: the question, the answer known (or not yet), edit
// and clear.
func (p *profileScreen) row(spec rules.PrintedSpec, known map[string]string) fyne.CanvasObject {
	u := p.u
	v, ok := known[spec.Key]
	value := widget.NewLabelWithStyle(u.Loc.T("app.profile.unknown"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	edit := kit.NewButton(u.Loc.T("app.profile.set"), theme.DocumentCreateIcon(), func() { p.edit(spec, v) })
	clearBtn := kit.IconButton(theme.ContentClearIcon(), func() { p.clear(spec.Key) })
	if ok {
		value = widget.NewLabelWithStyle(u.Loc.T("app.profile.value", "Value", u.PrintedValueText(spec, v)),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		edit.SetText(u.Loc.T("app.profile.edit"))
	} else {
		clearBtn.Disable()
	}
	value.Wrapping = fyne.TextWrapWord
	actions := container.NewHBox(kit.Tall(edit), kit.AtLeast(clearBtn, kit.TouchSize, kit.TouchSize))
	return kit.Card(container.NewVBox(kit.WrapLabel(u.Loc.Msg(spec.Prompt)), container.NewBorder(nil, nil, nil, actions, value)))
}

// edit asks a value of the profile. An unknown one is not needed now: it can
// be answered later, at the table; a known one is changed or kept (Cancel).
func (p *profileScreen) edit(spec rules.PrintedSpec, current string) {
	ask := p.u.AskPrinted
	if current == "" {
		ask = p.u.AskPrintedLater
	}
	ask(spec, current, func(v string) {
		if err := p.u.Store.SetPrinted(p.gameID, spec.Key, v); err != nil {
			p.u.ShowError(err)
			return
		}
		p.u.Show()
	})
}

// fill asks the missing values one after another from the i-th, each saved
// before the next is asked; Later passes one by (the table answers it when a
// game needs it), Stop ends the series. The list
// is shown afresh at the end.
func (p *profileScreen) fill(missing []rules.PrintedSpec, i int) {
	u := p.u
	if i >= len(missing) {
		u.Show()
		return
	}
	spec := missing[i]
	step := &kit.PrintedStep{
		Progress: u.Loc.T("app.profile.fill_progress", "N", i+1, "Total", len(missing)),
		Later:    func() { p.fill(missing, i+1) },
		Stop:     func() { u.Show() },
	}
	u.AskPrintedStep(spec, "", func(v string) {
		if err := u.Store.SetPrinted(p.gameID, spec.Key, v); err != nil {
			u.Show()
			u.ShowError(err)
			return
		}
		p.fill(missing, i+1)
	}, step)
}

func (p *profileScreen) clear(key string) {
	if err := p.u.Store.ClearPrinted(p.gameID, key); err != nil {
		p.u.ShowError(err)
		return
	}
	p.u.Show()
}

func (p *profileScreen) clearAll(g rules.Game) {
	u := p.u
	u.Confirm(u.Loc.T("app.profile.clear_all_title"), u.Loc.T("app.profile.clear_all_body", "Game", u.Loc.Msg(g.Name())),
		u.Loc.T("app.profile.clear_all"), true, func() {
			if err := u.Store.ClearPrinted(p.gameID); err != nil {
				u.ShowError(err)
				return
			}
			u.Show()
		})
}

func (p *profileScreen) export() {
	u := p.u
	u.SaveFile(fmt.Sprintf("skald-profile-%s.json", p.gameID), func() ([]byte, error) {
		return u.Store.ExportProfile(p.gameID)
	})
}

func (p *profileScreen) importFile() {
	p.u.OpenFile(func(data []byte) { p.importData(data) })
}

func (p *profileScreen) importData(data []byte) {
	u := p.u
	gameID, n, err := u.Store.ImportProfile(data)
	if err != nil {
		u.Info(u.Loc.T("app.profile.import_refused"), u.ErrText(err))
		return
	}
	u.Show()
	u.Info(u.Loc.T("app.profile.imported_title"), u.Loc.N("app.profile.imported", n, "Game", u.GameName(gameID)))
}
