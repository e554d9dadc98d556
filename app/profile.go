package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/rules/games"
)

// profilesScreen lists the games whose box profile can be seen.
type profilesScreen struct{ u *UI }

func (p *profilesScreen) build() fyne.CanvasObject {
	u := p.u
	items := []fyne.CanvasObject{quiet(u.loc.T("app.profiles.hint"))}
	for _, g := range games.All() {
		id := g.ID()
		b := newButton(u.loc.Msg(g.Name()), theme.NavigateNextIcon(), func() { u.push(&profileScreen{u: u, gameID: id}) })
		b.IconPlacement = widget.ButtonIconTrailingText
		items = append(items, atLeast(b, 0, bigSize))
	}
	return page(u.topBar(u.loc.T("app.profiles.title")), narrow(container.NewVBox(items...)), nil)
}

// profileScreen shows one game's box profile: every value the game may learn
// at the table, what is known, and edit / clear / export / import.
type profileScreen struct {
	u      *UI
	gameID string
}

func (p *profileScreen) build() fyne.CanvasObject {
	u := p.u
	g, ok := games.ByID(p.gameID)
	if !ok {
		return page(u.topBar(u.loc.T("app.profiles.title")), wrapLabel(p.gameID), nil)
	}
	known, err := u.store.Profile(p.gameID)
	items := []fyne.CanvasObject{quiet(u.loc.T("app.profile.hint"))}
	if err != nil {
		items = append(items, wrapLabel(u.errText(err)))
	}
	items = append(items, quiet(u.loc.N("app.profile.known", len(known), "Total", len(g.Printed()))))
	var missing []rules.PrintedSpec
	for _, spec := range g.Printed() {
		if _, ok := known[spec.Key]; !ok {
			missing = append(missing, spec)
		}
	}
	fill := primary(u.loc.T("app.profile.fill"), theme.DocumentCreateIcon(), func() { p.fill(missing, 0) })
	items = append(items, tall(fill))
	if len(missing) == 0 || err != nil {
		fill.Disable()
		if err == nil {
			items = append(items, quiet(u.loc.T("app.profile.fill_none")))
		}
	}
	for _, spec := range g.Printed() {
		items = append(items, p.row(spec, known))
	}
	exp := newButton(u.loc.T("common.export"), theme.UploadIcon(), func() { p.export() })
	imp := newButton(u.loc.T("common.import"), theme.DownloadIcon(), func() { p.importFile() })
	clr := newButton(u.loc.T("app.profile.clear_all"), theme.DeleteIcon(), func() { p.clearAll(g) })
	clr.Importance = widget.DangerImportance
	if len(known) == 0 {
		clr.Disable()
		exp.Disable()
	}
	items = append(items, widget.NewSeparator(), tall(clr))
	bottom := container.NewVBox(widget.NewSeparator(), container.NewGridWithColumns(2, tall(exp), tall(imp)))
	title := u.loc.T("app.profile.title", "Game", u.loc.Msg(g.Name()))
	return page(u.topBar(title), narrow(container.NewVBox(items...)), narrow(bottom))
}

// row is one printed value: the question, the answer known (or not yet), edit
// and clear.
func (p *profileScreen) row(spec rules.PrintedSpec, known map[string]string) fyne.CanvasObject {
	u := p.u
	v, ok := known[spec.Key]
	value := widget.NewLabelWithStyle(u.loc.T("app.profile.unknown"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	edit := newButton(u.loc.T("app.profile.set"), theme.DocumentCreateIcon(), func() { p.edit(spec, v) })
	clearBtn := iconButton(theme.ContentClearIcon(), func() { p.clear(spec.Key) })
	if ok {
		value = widget.NewLabelWithStyle(u.loc.T("app.profile.value", "Value", u.printedValueText(spec, v)),
			fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		edit.SetText(u.loc.T("app.profile.edit"))
	} else {
		clearBtn.Disable()
	}
	value.Wrapping = fyne.TextWrapWord
	actions := container.NewHBox(tall(edit), atLeast(clearBtn, touchSize, touchSize))
	return card(container.NewVBox(wrapLabel(u.loc.Msg(spec.Prompt)), container.NewBorder(nil, nil, nil, actions, value)))
}

func (p *profileScreen) edit(spec rules.PrintedSpec, current string) {
	p.u.askPrinted(spec, current, func(v string) {
		if err := p.u.store.SetPrinted(p.gameID, spec.Key, v); err != nil {
			p.u.showError(err)
			return
		}
		p.u.show()
	})
}

// fill asks the missing values one after another from the i-th, each saved
// before the next is asked; skip passes one by, stop ends the series. The list
// is shown afresh at the end.
func (p *profileScreen) fill(missing []rules.PrintedSpec, i int) {
	u := p.u
	if i >= len(missing) {
		u.show()
		return
	}
	spec := missing[i]
	step := &printedStep{
		progress: u.loc.T("app.profile.fill_progress", "N", i+1, "Total", len(missing)),
		skip:     func() { p.fill(missing, i+1) },
		stop:     func() { u.show() },
	}
	u.askPrintedStep(spec, "", func(v string) {
		if err := u.store.SetPrinted(p.gameID, spec.Key, v); err != nil {
			u.show()
			u.showError(err)
			return
		}
		p.fill(missing, i+1)
	}, step)
}

func (p *profileScreen) clear(key string) {
	if err := p.u.store.ClearPrinted(p.gameID, key); err != nil {
		p.u.showError(err)
		return
	}
	p.u.show()
}

func (p *profileScreen) clearAll(g rules.Game) {
	u := p.u
	u.confirm(u.loc.T("app.profile.clear_all_title"), u.loc.T("app.profile.clear_all_body", "Game", u.loc.Msg(g.Name())),
		u.loc.T("app.profile.clear_all"), true, func() {
			if err := u.store.ClearPrinted(p.gameID); err != nil {
				u.showError(err)
				return
			}
			u.show()
		})
}

func (p *profileScreen) export() {
	u := p.u
	u.saveFile(fmt.Sprintf("skald-profile-%s.json", p.gameID), func() ([]byte, error) {
		return u.store.ExportProfile(p.gameID)
	})
}

func (p *profileScreen) importFile() {
	p.u.openFile(func(data []byte) { p.importData(data) })
}

func (p *profileScreen) importData(data []byte) {
	u := p.u
	gameID, n, err := u.store.ImportProfile(data)
	if err != nil {
		u.info(u.loc.T("app.profile.import_refused"), u.errText(err))
		return
	}
	u.show()
	u.info(u.loc.T("app.profile.imported_title"), u.loc.N("app.profile.imported", n, "Game", u.gameName(gameID)))
}
