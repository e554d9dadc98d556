package qa

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// Qâ's Défis: twenty challenges printed on two cards. One at most counts per
// game; the board records it (its name typed the first time and kept in the box
// profile) and the Défis screen lists, across every Qâ session, which ones the
// group has completed.

// qaDefiRow is the board's Défi line: the one counted for this game and the
// buttons to record it and to see every Défi.
type qaDefiRow struct {
	b    *qaBoard
	box  *fyne.Container
	text *kit.Label
}

func newQaDefiRow(b *qaBoard) *qaDefiRow {
	u := b.u
	r := &qaDefiRow{b: b, text: kit.WrapLabel("")}
	record := kit.NewTile(u.Loc.T("app.qa.defi_record"), theme.DocumentCreateIcon(), r.pickDialog)
	all := kit.NewTile(u.Loc.T("app.qa.defis"), theme.ListIcon(), func() { u.Push(&qaDefisScreen{u: u}) })
	r.box = container.NewVBox(kit.Subheading(u.Loc.T("app.qa.defi_title")), r.text, qaGrid(record, all))
	return r
}

func (r *qaDefiRow) fill(s qa.State) {
	r.text.SetText(defiText(r.b.u, s, s.Defi))
}

// defiText names a Défi: its number and, once known, its name.
func defiText(u *kit.UI, s qa.State, n int) string {
	if n == 0 {
		return u.Loc.T("app.qa.defi_none")
	}
	if name, ok := qa.DefiName(s, n); ok {
		return u.Loc.T("app.qa.defi_named", "N", n, "Name", name)
	}
	return u.Loc.T("app.qa.defi_n", "N", n)
}

// pickDialog records the Défi completed in this game: one tap on its number
// (a name typed the first time), or none.
func (r *qaDefiRow) pickDialog() {
	u := r.b.u
	s := r.b.current()
	profile, _ := u.Store.Profile(qa.Game.ID())
	var d *kit.Sheet
	send := func(n int) {
		d.Hide()
		if n == s.Defi {
			return
		}
		r.b.do(qa.Command{Kind: qa.CmdDefi, Defi: n})
	}
	var tiles []fyne.CanvasObject
	for n := 1; n <= qa.DefiCount; n++ {
		text := u.Loc.T("app.qa.defi_n", "N", n)
		if name, ok := profile["qa.defi."+qaItoa(n)]; ok && name != "" {
			text = u.Loc.T("app.qa.defi_named", "N", n, "Name", name)
		}
		b := kit.NewTile(text, nil, func() { send(n) })
		b.Mark(n == s.Defi)
		tiles = append(tiles, b)
	}
	none := kit.NewTile(u.Loc.T("app.qa.defi_clear"), theme.ContentClearIcon(), func() { send(0) })
	body := container.NewVBox(kit.Quiet(u.Loc.T("app.qa.defi_hint")), qaWordGrid(2, tiles...), none)
	d = u.NewSheet(u.Loc.T("app.qa.defi_record"), body)
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// qaDefisScreen lists the twenty Défis and, for each, the Qâ sessions in which
// the group recorded it.
type qaDefisScreen struct{ u *kit.UI }

// qaDefiDone is one session that counted a Défi.
type qaDefiDone struct {
	title string
	when  string
}

func (q *qaDefisScreen) Build() fyne.CanvasObject {
	u := q.u
	done, err := qaDefisDone(u)
	items := []fyne.CanvasObject{}
	if err != nil {
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	}
	profile, _ := u.Store.Profile(qa.Game.ID())
	count := 0
	var rows []fyne.CanvasObject
	for n := 1; n <= qa.DefiCount; n++ {
		name := u.Loc.T("app.qa.defi_n", "N", n)
		if v, ok := profile["qa.defi."+qaItoa(n)]; ok && v != "" {
			name = u.Loc.T("app.qa.defi_named", "N", n, "Name", v)
		}
		title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: len(done[n]) > 0})
		title.Wrapping = fyne.TextWrapWord
		icon := theme.CheckButtonIcon()
		lines := []fyne.CanvasObject{title}
		if len(done[n]) > 0 {
			count++
			icon = theme.CheckButtonCheckedIcon()
			for _, d := range done[n] {
				lines = append(lines, kit.Quiet(u.Loc.T("app.qa.defi_done", "Title", d.title, "Date", d.when)))
			}
		} else {
			lines = append(lines, kit.Quiet(u.Loc.T("app.qa.defi_open")))
		}
		rows = append(rows, container.NewBorder(nil, nil, widget.NewIcon(icon), nil, container.NewVBox(lines...)))
	}
	items = append(items,
		kit.Subheading(u.Loc.T("app.qa.defis_count", "Done", count, "Total", qa.DefiCount)),
		kit.Quiet(u.Loc.T("app.qa.defis_hint")))
	items = append(items, rows...)
	return kit.Page(u.TopBar(u.Loc.T("app.qa.defis_title")), kit.Narrow(container.NewVBox(items...)), nil)
}

// qaDefisDone reads every Qâ session and groups them by the Défi they counted.
func qaDefisDone(u *kit.UI) (map[int][]qaDefiDone, error) {
	infos, err := u.Store.Sessions(qa.Game.ID())
	if err != nil {
		return nil, err
	}
	out := map[int][]qaDefiDone{}
	for _, in := range infos {
		sess, err := u.Store.OpenSession(in.ID)
		if err != nil {
			continue // a session that cannot be read counts no Défi
		}
		if s, ok := sess.State().(qa.State); ok && s.Defi > 0 {
			out[s.Defi] = append(out[s.Defi], qaDefiDone{title: in.Title, when: kit.FormatTime(in.Updated)})
		}
	}
	return out, nil
}
