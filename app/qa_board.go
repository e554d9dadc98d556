package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/qa"
)

// qaBoard is Qâ's table: the war track "Préparatifs de guerre" with Ogotaï's
// marker, the round, the heroes in turn order; its next thing is the Ogotaï phase.
type qaBoard struct {
	u *UI
	f *frame

	round   *widget.Label
	ogotai  *widget.Label
	next    *widget.Label
	variant *widget.Label
	cells   []*warCell
	heroes  *fyne.Container
	turn    *widget.Label
	actions *qaTurn
}

func (b *qaBoard) state(st any) qa.State {
	s, _ := st.(qa.State)
	return s
}

func (b *qaBoard) title(st any) string {
	s := b.state(st)
	return b.u.loc.T("app.qa.title", "Game", b.u.loc.Msg(qa.Game.Name()), "Round", s.Round)
}

func (b *qaBoard) build(f *frame) (fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	b.f = f
	b.round = heading("")
	b.ogotai = wrapLabel("")
	b.ogotai.TextStyle.Bold = true
	b.next = wrapLabel("")
	b.variant = quiet(u.loc.T("app.qa.level3_on"))

	b.cells = make([]*warCell, qa.WarSpaces)
	objs := make([]fyne.CanvasObject, qa.WarSpaces)
	for i := range b.cells {
		b.cells[i] = newWarCell(u, i+1)
		objs[i] = b.cells[i]
	}
	track := container.New(newTrackLayout(f.boardWidth()), objs...)

	b.heroes = container.NewVBox()
	b.turn = wrapLabel("")
	b.turn.TextStyle.Bold = true
	b.actions = newQaTurn(b)

	main := container.NewVBox(
		b.round,
		b.turn,
		subheading(u.loc.T("app.qa.war_track")),
		track,
		b.ogotai,
		b.next,
		widget.NewSeparator(),
		subheading(u.loc.T("app.qa.turn_order")),
		b.heroes,
		b.variant,
	)
	return main, b.actions.box
}

func (b *qaBoard) update(st any) {
	u, s := b.u, b.state(st)
	b.round.SetText(u.loc.T("app.qa.round", "Round", s.Round))
	b.ogotai.SetText(u.loc.T("app.qa.ogotai_at", "Space", s.Ogotai, "Total", qa.WarSpaces))
	b.next.SetText(b.nextText(s))
	for i, c := range b.cells {
		c.set(s, i+1)
	}
	if s.Level3 {
		b.variant.Show()
	} else {
		b.variant.Hide()
	}

	rows := make([]fyne.CanvasObject, 0, len(s.Heroes))
	for i, h := range s.Heroes {
		name := u.loc.Msg(qa.HeroName(h.ID))
		text := u.loc.T("app.qa.hero_pick", "N", i+1, "Hero", name)
		if s.Players == 2 {
			text = u.loc.T("app.qa.hero_seat", "N", i+1, "Hero", name, "Seat", i%2+1)
		}
		rows = append(rows, widget.NewLabel(text))
	}
	b.heroes.Objects = rows
	b.heroes.Refresh()

	b.turn.SetText(b.turnText(s))
	if b.turn.Text == "" {
		b.turn.Hide()
	} else {
		b.turn.Show()
	}
	b.actions.fill(s)
}

// nextText says what the next Ogotaï phase will do.
func (b *qaBoard) nextText(s qa.State) string {
	u := b.u
	if s.Over() {
		return ""
	}
	to := s.Ogotai + 1
	if to >= qa.WarSpaces {
		return u.loc.T("app.qa.next_defeat")
	}
	war, ok := s.War(to)
	switch {
	case !ok:
		return u.loc.T("app.qa.next_unknown", "Space", to)
	case war == 0:
		return u.loc.T("app.qa.next_empty", "Space", to)
	}
	return u.loc.T("app.qa.next_guerre", "Space", to, "N", war)
}

// trackLayout lays the war track out as a strip that folds into rows on a narrow
// screen: 15 in a row when there is room, else 8, 5 or 3 per row, so that every
// cell is at least as big as its text needs (the text size is a setting).
type trackLayout struct {
	rows int
	cols int
}

const (
	cellMinW float32 = 60
	cellMinH float32 = 76
)

func newTrackLayout(width float32) *trackLayout {
	l := &trackLayout{}
	l.pick(nil, width)
	return l
}

// cell is the smallest size every cell fits in.
func (l *trackLayout) cell(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(cellMinW, cellMinH)
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

func (l *trackLayout) pick(objs []fyne.CanvasObject, width float32) {
	pad := theme.Padding()
	cw := l.cell(objs).Width
	l.cols = 3
	for _, c := range []int{15, 8, 5} {
		if width >= float32(c)*cw+float32(c-1)*pad {
			l.cols = c
			break
		}
	}
	l.rows = (qa.WarSpaces + l.cols - 1) / l.cols
}

func (l *trackLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.pick(objs, size.Width)
	pad := theme.Padding()
	h := l.cell(objs).Height
	w := (size.Width - float32(l.cols-1)*pad) / float32(l.cols)
	for i, o := range objs {
		r, c := i/l.cols, i%l.cols
		o.Move(fyne.NewPos(float32(c)*(w+pad), float32(r)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (l *trackLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	rows := max(l.rows, 1)
	cell := l.cell(objs)
	return fyne.NewSize(3*cell.Width+2*pad, float32(rows)*cell.Height+float32(rows-1)*pad)
}
