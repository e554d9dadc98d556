package althing

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingAssembly is the tracked Assembly of Vikings: the face-up row, each
// Viking a tile that recruits it in one tap (or, after Thorfinn's card, names
// one he takes), and what is left in the deck by name, what a Plot put under
// it, and how many were recruited.
type althingAssembly struct {
	b     *althingBoard
	box   *fyne.Container
	hint  *kit.Label
	tiles *kit.RowList[*althingSlot]
	deck  *kit.Label
	under *kit.Label
	taken *kit.Label
}

// althingSlot is a place in the face-up row: its tile and what a tap does.
type althingSlot struct {
	tile *kit.Tile
	tap  func()
}

func newAlthingAssembly(b *althingBoard) *althingAssembly {
	p := &althingAssembly{b: b, hint: althingBold(""), deck: kit.WrapLabel(""), under: kit.Quiet(""), taken: kit.Quiet("")}
	p.tiles = kit.NewRowList(kit.NewFitGrid(0, 150), func() (*althingSlot, fyne.CanvasObject) {
		v := &althingSlot{}
		v.tile = kit.NewTile("", nil, func() {
			if v.tap != nil {
				v.tap()
			}
		})
		return v, v.tile
	})
	p.box = container.NewVBox(kit.Card(container.NewVBox(kit.Subheading(b.u.Loc.T("app.althing.assembly.title")),
		p.hint, p.tiles.Box, p.deck, p.under, p.taken)))
	return p
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
	table := althingTable(u)
	var hint string
	switch {
	case thorfinn:
		hint = u.Loc.N("app.althing.assembly.thorfinn_takes", s.Thorfinn.Owed)
	case recruit:
		hint = u.Loc.T("app.althing.assembly.tap_recruit", "Player", s.Who(s.ActiveID()))
	}
	kit.SetText(p.hint, hint)
	kit.SetShown(p.hint, hint != "")
	p.tiles.Show(len(a.Row), func(i int, slot *althingSlot) {
		t, v := slot.tile, a.Row[i]
		slot.tap = nil
		if v == "" {
			t.SetText(u.Loc.T("app.althing.assembly.empty"))
			t.SetIcon(nil)
			t.Disable()
			return
		}
		name := u.Loc.Msg(althing.VikingName(v))
		switch {
		case thorfinn:
			t.SetText(u.Loc.T("app.althing.assembly.take", "Viking", name))
			t.SetIcon(theme.DownloadIcon())
			slot.tap = func() { f.Do(althing.Command{Kind: althing.CmdThorfinnTakes, Cards: []string{v}, Table: table}) }
		case recruit:
			t.SetText(u.Loc.T("app.althing.assembly.recruit", "Viking", name))
			t.SetIcon(theme.ContentAddIcon())
			slot.tap = func() { f.Do(althing.Command{Kind: althing.CmdRecruit, Cards: []string{v}, Table: table}) }
		default:
			t.SetText(name)
			t.SetIcon(nil)
		}
		if slot.tap != nil {
			t.Enable()
		} else {
			t.Disable()
		}
	})
	kit.SetText(p.deck, althingDeckText(u, a))
	if len(a.Under) > 0 {
		kit.SetText(p.under, u.Loc.T("app.althing.assembly.under", "Vikings", althingVikings(u, a.Under)))
	}
	kit.SetShown(p.under, len(a.Under) > 0)
	kit.SetText(p.taken, u.Loc.N("app.althing.assembly.taken", len(a.Taken)))
}

// althingDeckText lists what is left in the Assembly deck, by name.
func althingDeckText(u *kit.UI, a *althing.Assembly) string {
	if a.Deck.Size() == 0 {
		return u.Loc.T("app.althing.assembly.deck_empty")
	}
	var parts []string
	for _, v := range althing.Vikings {
		if n := a.Deck.Count(v); n > 0 {
			parts = append(parts, u.Loc.T("app.althing.times", "What", u.Loc.Msg(althing.VikingName(v)), "N", n))
		}
	}
	return u.Loc.N("app.althing.assembly.deck", a.Deck.Size(), "Vikings", strings.Join(parts, ", "))
}

func althingVikings(u *kit.UI, vs []string) string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = u.Loc.Msg(althing.VikingName(v))
	}
	return strings.Join(names, ", ")
}

// althingPickViking asks which Viking the table turned up: one tap on a name that
// can still be in the deck (with how many are left).
func althingPickViking(u *kit.UI, a *althing.Assembly, done func(v string)) {
	var opts []kit.Option
	for _, v := range althing.Vikings {
		if n := a.Deck.Count(v); n > 0 {
			opts = append(opts, kit.Option{Value: v, Label: u.Loc.T("app.althing.times", "What", u.Loc.Msg(althing.VikingName(v)), "N", n)})
		}
	}
	if len(opts) == 0 && len(a.Under) > 0 {
		opts = append(opts, kit.Option{Value: a.Under[0], Label: u.Loc.Msg(althing.VikingName(a.Under[0]))})
	}
	althingPickOne(u, u.Loc.T("app.althing.pick.viking_title"), u.Loc.T("app.althing.pick.viking_hint"), opts, 2, done)
}

// althingPickOne is a dialog of one-tap answers.
func althingPickOne(u *kit.UI, title, hint string, opts []kit.Option, cols int, done func(v string)) {
	var d *kit.Sheet
	var btns []fyne.CanvasObject
	for _, o := range opts {
		v := o.Value
		btns = append(btns, kit.NewTile(o.Label, nil, func() {
			d.Hide()
			done(v)
		}))
	}
	content := container.NewVBox(kit.WrapLabel(hint), container.NewGridWithColumns(max(min(cols, len(btns)), 1), btns...))
	d = u.NewSheet(title, content)
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// althingPickSome asks for exactly want of the options, tapped on and off.
func althingPickSome(u *kit.UI, title, hint string, opts []kit.Option, want int, done func(vs []string)) {
	chosen := map[int]bool{}
	grid := container.NewGridWithColumns(2)
	d := u.NewSheet(title, container.NewVBox(kit.WrapLabel(hint), grid))
	ok := d.WithCancelOK(u.Loc.T("common.ok"), func() {
		var out []string
		for i, o := range opts {
			if chosen[i] {
				out = append(out, o.Value)
			}
		}
		done(out)
	})
	var paint func()
	paint = func() {
		grid.Objects = nil
		for i, o := range opts {
			t := kit.NewTile(o.Label, nil, func() {
				if chosen[i] {
					delete(chosen, i)
				} else if len(chosen) < want {
					chosen[i] = true
				}
				paint()
			})
			t.Mark(chosen[i])
			grid.Objects = append(grid.Objects, t)
		}
		grid.Refresh()
		kit.SetEnabled(ok, len(chosen) == want)
	}
	paint()
	d.Show()
}
