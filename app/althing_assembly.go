package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/althing"
)

// althingAssembly is the tracked Assembly of Vikings: the face-up row, each
// Viking a tile that recruits it in one tap (or, after Thorfinn's card, names
// one he takes), and what is left in the deck by name, what a Plot put under
// it, and how many were recruited.
type althingAssembly struct {
	b   *althingBoard
	box *fyne.Container
}

func newAlthingAssembly(b *althingBoard) *althingAssembly {
	return &althingAssembly{b: b, box: container.NewVBox()}
}

func (p *althingAssembly) fill(s althing.State) {
	u, f := p.b.u, p.b.f
	a := s.Assembly
	if a == nil {
		p.box.Hide()
		return
	}
	p.box.Show()
	allowed := althing.Allowed(s)
	thorfinn := slices.Contains(allowed, althing.CmdThorfinnTakes)
	recruit := slices.Contains(allowed, althing.CmdRecruit)
	table := u.althingTable()
	var hint string
	switch {
	case thorfinn:
		hint = u.loc.N("app.althing.assembly.thorfinn_takes", s.Thorfinn.Owed)
	case recruit:
		hint = u.loc.T("app.althing.assembly.tap_recruit", "Player", u.loc.Msg(althing.ActorName(s.ActiveID())))
	}
	tiles := make([]fyne.CanvasObject, len(a.Row))
	for i, v := range a.Row {
		if v == "" {
			t := newTile(u.loc.T("app.althing.assembly.empty"), nil, nil)
			t.Disable()
			tiles[i] = t
			continue
		}
		name := u.loc.Msg(althing.VikingName(v))
		var t *tile
		switch {
		case thorfinn:
			t = newTile(u.loc.T("app.althing.assembly.take", "Viking", name), theme.DownloadIcon(), func() {
				f.do(althing.Command{Kind: althing.CmdThorfinnTakes, Cards: []string{v}, Table: table})
			})
		case recruit:
			t = newTile(u.loc.T("app.althing.assembly.recruit", "Viking", name), theme.ContentAddIcon(), func() {
				f.do(althing.Command{Kind: althing.CmdRecruit, Cards: []string{v}, Table: table})
			})
		default:
			t = newTile(name, nil, nil)
			t.Disable()
		}
		tiles[i] = t
	}
	lines := []fyne.CanvasObject{subheading(u.loc.T("app.althing.assembly.title"))}
	if hint != "" {
		lines = append(lines, althingBold(hint))
	}
	lines = append(lines, newFitGrid(0, 150, tiles...), wrapLabel(u.althingDeckText(a)))
	if len(a.Under) > 0 {
		lines = append(lines, quiet(u.loc.T("app.althing.assembly.under", "Vikings", u.althingVikings(a.Under))))
	}
	lines = append(lines, quiet(u.loc.N("app.althing.assembly.taken", len(a.Taken))))
	p.box.Objects = []fyne.CanvasObject{card(container.NewVBox(lines...))}
	p.box.Refresh()
}

// althingDeckText lists what is left in the Assembly deck, by name.
func (u *UI) althingDeckText(a *althing.Assembly) string {
	if a.Deck.Size() == 0 {
		return u.loc.T("app.althing.assembly.deck_empty")
	}
	var parts []string
	for _, v := range althing.Vikings {
		if n := a.Deck.Count(v); n > 0 {
			parts = append(parts, u.loc.T("app.althing.times", "What", u.loc.Msg(althing.VikingName(v)), "N", n))
		}
	}
	return u.loc.N("app.althing.assembly.deck", a.Deck.Size(), "Vikings", strings.Join(parts, ", "))
}

func (u *UI) althingVikings(vs []string) string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = u.loc.Msg(althing.VikingName(v))
	}
	return strings.Join(names, ", ")
}

// althingPickViking asks which Viking the table turned up: one tap on a name that
// can still be in the deck (with how many are left).
func (u *UI) althingPickViking(a *althing.Assembly, done func(v string)) {
	var opts []option
	for _, v := range althing.Vikings {
		if n := a.Deck.Count(v); n > 0 {
			opts = append(opts, option{v, u.loc.T("app.althing.times", "What", u.loc.Msg(althing.VikingName(v)), "N", n)})
		}
	}
	if len(opts) == 0 && len(a.Under) > 0 {
		opts = append(opts, option{a.Under[0], u.loc.Msg(althing.VikingName(a.Under[0]))})
	}
	u.althingPickOne(u.loc.T("app.althing.pick.viking_title"), u.loc.T("app.althing.pick.viking_hint"), opts, 2, done)
}

// althingPickOne is a dialog of one-tap answers.
func (u *UI) althingPickOne(title, hint string, opts []option, cols int, done func(v string)) {
	var d *dialog.CustomDialog
	var btns []fyne.CanvasObject
	for _, o := range opts {
		v := o.value
		btns = append(btns, newTile(o.label, nil, func() {
			d.Hide()
			done(v)
		}))
	}
	content := container.NewVBox(wrapLabel(hint), container.NewGridWithColumns(max(min(cols, len(btns)), 1), btns...))
	d = u.althingDialog(title, content)
}

// althingPickSome asks for exactly want of the options, tapped on and off.
func (u *UI) althingPickSome(title, hint string, opts []option, want int, done func(vs []string)) {
	chosen := map[int]bool{}
	grid := container.NewGridWithColumns(2)
	var ok *widget.Button
	var d *dialog.CustomDialog
	var paint func()
	paint = func() {
		grid.Objects = nil
		for i, o := range opts {
			t := newTile(o.label, nil, func() {
				if chosen[i] {
					delete(chosen, i)
				} else if len(chosen) < want {
					chosen[i] = true
				}
				paint()
			})
			if chosen[i] {
				t.SetImportance(widget.HighImportance)
				t.SetIcon(theme.ConfirmIcon())
			}
			grid.Objects = append(grid.Objects, t)
		}
		grid.Refresh()
		setEnabled(ok, len(chosen) == want)
	}
	ok = primary(u.loc.T("common.ok"), theme.ConfirmIcon(), func() {
		var out []string
		for i, o := range opts {
			if chosen[i] {
				out = append(out, o.value)
			}
		}
		d.Hide()
		done(out)
	})
	paint()
	d = u.althingDialog(title, container.NewVBox(wrapLabel(hint), grid, tall(ok)))
}
