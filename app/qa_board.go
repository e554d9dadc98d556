package app

import (
	"errors"
	"math/rand/v2"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
	"skald/rules/qa"
	"skald/tracker"
)

// qaBoard is Qâ's table at a glance: whose turn it is and what just happened,
// the war track "Préparatifs de guerre" with Ogotaï, the eight Lieux as a path,
// each hero's sheet, the decks and the Défi; its bottom bar (qaTurn) offers the
// current phase's legal actions.
type qaBoard struct {
	u *UI
	f *frame

	turn    *widget.Label
	last    *widget.Label
	lastBox *fyne.Container
	round   *widget.Label
	ogotai  *widget.Label
	next    *widget.Label
	variant *widget.Label
	cells   []*warCell
	path    *qaPath
	heroes  *qaHeroes
	decks   *widget.Label
	defi    *qaDefiRow
	actions *qaTurn
}

func (b *qaBoard) state(st any) qa.State {
	s, _ := st.(qa.State)
	return s
}

// current is the session's state now.
func (b *qaBoard) current() qa.State { return b.state(b.f.sess.State()) }

func (b *qaBoard) title(st any) string {
	s := b.state(st)
	return b.u.loc.T("app.qa.title", "Game", b.u.loc.Msg(qa.Game.Name()), "Round", s.Round)
}

func (b *qaBoard) build(f *frame) (fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	b.f = f
	b.turn = subheading("")
	b.last = wrapLabel("")
	b.lastBox = container.NewBorder(nil, nil, widget.NewIcon(theme.HistoryIcon()), nil, b.last)
	b.round = wrapLabel("")
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

	b.path = newQaPath(b)
	b.heroes = newQaHeroes(b)
	b.decks = wrapLabel("")
	b.defi = newQaDefiRow(b)
	b.actions = newQaTurn(b)

	left := container.NewVBox(
		subheading(u.loc.T("app.qa.path")),
		b.path.box,
	)
	right := container.NewVBox(
		subheading(u.loc.T("app.qa.heroes_title")),
		b.heroes.box,
		subheading(u.loc.T("app.qa.decks")),
		b.decks,
		b.variant,
		qaModeRow(u),
		widget.NewSeparator(),
		b.defi.box,
	)
	main := container.NewVBox(
		b.turn,
		b.lastBox,
		subheading(u.loc.T("app.qa.war_track")),
		track,
		b.ogotai,
		b.next,
		widget.NewSeparator(),
		container.New(newQaColumns(f.boardWidth()), left, right),
	)
	return main, b.actions.object()
}

func (b *qaBoard) update(st any) {
	u, s := b.u, b.state(st)
	b.turn.SetText(b.turnText(s))
	if b.turn.Text == "" {
		b.turn.Hide()
	} else {
		b.turn.Show()
	}
	b.showLast()
	b.ogotai.SetText(u.loc.T("app.qa.ogotai_at", "Space", s.Ogotai, "Total", qa.WarSpaces))
	b.next.SetText(b.nextText(s))
	if b.next.Text == "" {
		b.next.Hide()
	} else {
		b.next.Show()
	}
	for i, c := range b.cells {
		c.set(s, i+1)
	}
	if s.Level3 {
		b.variant.Show()
	} else {
		b.variant.Hide()
	}
	b.path.fill(s)
	b.heroes.fill(s)
	b.decks.SetText(b.decksText(s))
	b.defi.fill(s)
	b.actions.fill(s)
}

// turnText says whose turn it is, where and in which phase, or that Ogotaï
// plays, or how the game ended.
func (b *qaBoard) turnText(s qa.State) string {
	u := b.u
	switch {
	case s.Over():
		return "" // the frame's banner says how the game ended
	case s.Phase == qa.PhaseOgotai:
		return u.loc.T("app.qa.turn_ogotai", "Round", s.Round)
	}
	h, ok := s.Active()
	if !ok {
		return ""
	}
	return u.loc.T("app.qa.turn_hero",
		"Hero", u.loc.Msg(qa.HeroName(h.ID)),
		"Player", s.Player(s.Turn),
		"Lieu", u.loc.Msg(qa.LieuName(s, h.Lieu)),
		"Phase", b.phaseName(s.Phase))
}

// phaseName is the name of a hero phase.
func (b *qaBoard) phaseName(phase string) string {
	switch phase {
	case qa.PhaseDestin:
		return b.u.loc.T("app.qa.phase_destin")
	case qa.PhaseChaams:
		return b.u.loc.T("app.qa.phase_chaams")
	}
	return b.u.loc.T("app.qa.phase_action")
}

// showLast shows what the newest action still in force did, in words: after a
// digital Ogotaï phase it says where each Chaams went.
func (b *qaBoard) showLast() {
	entries, err := b.f.sess.History(0, 8)
	if err == nil {
		for _, e := range entries {
			if e.Status == tracker.Active {
				b.last.SetText(b.u.loc.T("app.qa.last", "Action", b.u.loc.Msg(e.Label)))
				b.lastBox.Show()
				return
			}
		}
	}
	b.lastBox.Hide()
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

// decksText counts the Chaams and Skill cards in their piles and discards.
func (b *qaBoard) decksText(s qa.State) string {
	u := b.u
	return u.loc.T("app.qa.decks_chaams",
		"Pile", s.ChaamsDeck.Size(), "Discard", s.ChaamsDeck.DiscardSize(), "Lieux", s.ChaamsInPlay()) + "\n" +
		u.loc.T("app.qa.decks_skills", "Pile", s.SkillDeck.Size(), "Discard", s.SkillDeck.DiscardSize())
}

// do sends a command. A printed value the box profile already knows (learned in
// another session) is taught to this session first without asking again; what
// nobody knows yet the frame asks the table.
func (b *qaBoard) do(cmd qa.Command) {
	f := b.f
	profile, err := b.u.store.Profile(qa.Game.ID())
	if err == nil {
		r := rand.New(rand.NewPCG(1, 2)) // Decide is only asked what it needs: nothing is kept
		for range 8 {
			_, err := qa.Decide(b.current(), cmd, r)
			var need *rules.NeedPrinted
			if !errors.As(err, &need) {
				break
			}
			v, ok := profile[need.Key]
			if !ok || f.sess.Do(qa.Learn(need.Key, v)) != nil {
				break
			}
		}
	}
	f.do(cmd)
}

// learn asks the table for one printed value now (a step's rule, a power's
// text), keeps it in the box profile and teaches the session.
func (b *qaBoard) learn(key string) {
	spec, ok := rules.PrintedSpecFor(qa.Game, key)
	if !ok {
		return
	}
	current := ""
	if p, err := b.u.store.Profile(qa.Game.ID()); err == nil {
		if v, ok := p[key]; ok && spec.Valid(v) {
			if err := b.f.sess.Learn(key, v); err != nil {
				b.f.say(b.u.errText(err))
			}
			return
		}
		current = p[key]
	}
	b.u.askPrinted(spec, current, func(v string) {
		if err := b.f.sess.Learn(key, v); err != nil {
			b.f.say(b.u.errText(err))
			return
		}
		b.f.say("")
	})
}

// qaColumns puts its two objects side by side when the board is wide enough
// (the path left, the heroes right) and stacks them on a phone.
type qaColumns struct{ width float32 }

// qaColumnsMin is the board width from which the path and the heroes sit side by side.
const qaColumnsMin float32 = 720

func newQaColumns(width float32) *qaColumns { return &qaColumns{width: width} }

func (l *qaColumns) wide() bool { return l.width >= qaColumnsMin }

func (l *qaColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	pad := theme.Padding()
	if l.wide() {
		w := (size.Width - 2*pad) / 2
		objs[0].Move(fyne.NewPos(0, 0))
		objs[0].Resize(fyne.NewSize(w, size.Height))
		objs[1].Move(fyne.NewPos(w+2*pad, 0))
		objs[1].Resize(fyne.NewSize(w, size.Height))
		return
	}
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
}

func (l *qaColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, c := objs[0].MinSize(), objs[1].MinSize()
	if l.wide() {
		return fyne.NewSize(a.Width+c.Width+2*theme.Padding(), fyne.Max(a.Height, c.Height))
	}
	return fyne.NewSize(fyne.Max(a.Width, c.Width), a.Height+c.Height+theme.Padding())
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
