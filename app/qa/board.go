package qa

import (
	"errors"
	"math/rand/v2"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/qa"
)

// qaBoard is Qâ's table at a glance: whose turn it is and what just happened,
// the war track "Préparatifs de guerre" with Ogotaï, the eight Lieux as a path,
// each hero's sheet, the decks and the Défi; its bottom bar (qaTurn) offers the
// current phase's legal actions.
type qaBoard struct {
	u *kit.UI
	f *kit.Frame

	turn    *kit.Label
	ogotai  *kit.Label
	next    *kit.Label
	variant *kit.Label
	cells   []*warCell
	path    *qaPath
	heroes  *qaHeroes
	decks   *kit.Label
	defi    *qaDefiRow
	actions *qaTurn
	// The status strip: the round, Ogotaï's space and the next
	// one; pinned, when the frame shows it (a phone), the board leaves out
	// the line it would repeat.
	kit.BoardStrip
}

func (b *qaBoard) state(st any) qa.State {
	s, _ := st.(qa.State)
	return s
}

// current is the session's state now.
func (b *qaBoard) current() qa.State { return b.state(b.f.Sess.State()) }

func (b *qaBoard) Title(st any) string {
	s := b.state(st)
	return b.u.Loc.T("app.qa.title", "Game", b.u.Loc.Msg(qa.Game.Name()), "Round", s.Round)
}

func (b *qaBoard) Build(f *kit.Frame) (fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	b.f = f
	b.turn = kit.Subheading("")
	b.ogotai = kit.WrapLabel("")
	b.ogotai.TextStyle.Bold = true
	b.next = kit.WrapLabel("")
	b.variant = kit.Quiet(u.Loc.T("app.qa.level3_on"))
	b.BoardStrip = kit.NewBoardStrip(f.BoardWidth())

	b.cells = make([]*warCell, qa.WarSpaces)
	objs := make([]fyne.CanvasObject, qa.WarSpaces)
	for i := range b.cells {
		b.cells[i] = newWarCell(u, i+1)
		objs[i] = b.cells[i]
	}
	track := container.New(newTrackLayout(f.BoardWidth(), objs), objs...)

	b.path = newQaPath(b)
	b.heroes = newQaHeroes(b)
	b.decks = kit.WrapLabel("")
	b.defi = newQaDefiRow(b)
	b.actions = newQaTurn(b)

	left := container.NewVBox(
		kit.Subheading(u.Loc.T("app.qa.path")),
		b.path.box,
	)
	right := container.NewVBox(
		kit.Subheading(u.Loc.T("app.qa.heroes_title")),
		b.heroes.box,
		kit.Subheading(u.Loc.T("app.qa.decks")),
		b.decks,
		b.variant,
		qaModeRow(u),
		widget.NewSeparator(),
		b.defi.box,
	)
	main := container.NewVBox(
		b.turn,
		container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("qa-war", theme.IconInlineSize()*1.2)), nil,
			kit.Subheading(u.Loc.T("app.qa.war_track"))),
		track,
		b.ogotai,
		b.next,
		widget.NewSeparator(),
		// The path left, the heroes right.
		container.New(kit.NewColumns(0.5, f.BoardWidth()), left, right),
	)
	return main, b.actions.object()
}

func (b *qaBoard) Update(st any) {
	u, s := b.u, b.state(st)
	b.showStatus(s)
	b.turn.SetText(b.turnText(s))
	if b.turn.Text == "" {
		b.turn.Hide()
	} else {
		b.turn.Show()
	}
	b.ogotai.SetText(u.Loc.T("app.qa.ogotai_at", "Space", s.Ogotai, "Total", qa.WarSpaces))
	if s.Ogotai == 0 {
		b.ogotai.SetText(u.Loc.T("app.qa.ogotai_start"))
	}
	b.ogotai.Hidden = b.Pinned // the strip says it
	next, danger := b.nextText(s)
	b.next.SetText(next)
	b.next.Importance = widget.MediumImportance
	b.next.TextStyle.Bold = danger
	if danger {
		b.next.Importance = widget.DangerImportance
	}
	b.next.Refresh()
	// In the Ogotaï phase, before he moves, the bar says it (one line fewer on a phone).
	if b.next.Text == "" || (s.Phase == qa.PhaseOgotai && s.Draw.Idle()) {
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

// turnText says the round, whose turn it is, where and in which phase, or that
// Ogotaï plays (the frame's title, which also gives the round, is cut short on a
// phone), or nothing once the game has ended.
func (b *qaBoard) turnText(s qa.State) string {
	u := b.u
	switch {
	case s.Over():
		return "" // the frame's banner says how the game ended
	case s.Phase == qa.PhaseOgotai:
		return u.Loc.T("app.qa.turn_ogotai", "Round", s.Round)
	}
	h, ok := s.Active()
	if !ok {
		return ""
	}
	return u.Loc.T("app.qa.turn_hero_round", "Round", s.Round,
		"Hero", u.Loc.Msg(qa.HeroName(h.ID)),
		"Player", s.Player(s.Turn),
		"Lieu", u.Loc.Msg(qa.LieuName(s, h.Lieu)),
		"Phase", b.phaseName(s.Phase))
}

// showStatus fills the status strip: the round and Ogotaï's space on the
// war track, then the space he reaches next and what it shows (a danger
// said in words) while the game lasts.
func (b *qaBoard) showStatus(s qa.State) { b.Strip.Set(b.statusRows(s)...) }

// statusRows are the status strip's rows, the live view's too.
func (b *qaBoard) statusRows(s qa.State) []kit.StripRow {
	u := b.u
	at := u.Loc.T("app.qa.strip.ogotai", "Space", s.Ogotai, "Total", qa.WarSpaces)
	if s.Ogotai == 0 {
		at = u.Loc.T("app.qa.strip.ogotai_start")
	}
	rows := []kit.StripRow{kit.Row(u.Loc.T("app.qa.strip.round", "Round", s.Round), at)}
	if s.Ogotai == 0 && !s.Over() {
		rows = append(rows, kit.Row(u.Loc.T("app.qa.strip.next_start")))
	} else if !s.Over() {
		to := s.Ogotai + 1
		next := kit.Row()
		_, next.Warn = b.nextText(s)
		war, known := s.War(to)
		switch {
		case to >= qa.WarSpaces:
			next.Facts = []string{u.Loc.T("app.qa.strip.next_last")}
		case !known:
			next.Facts = []string{u.Loc.T("app.qa.strip.next_unknown", "Space", to)}
		case war == 0:
			next.Facts = []string{u.Loc.T("app.qa.strip.next_empty", "Space", to)}
		default:
			next.Facts = []string{u.Loc.T("app.qa.strip.next_guerre", "Space", to, "N", war)}
			if next.Warn {
				next.Facts = append(next.Facts, u.Loc.T("app.qa.strip.danger"))
			}
		}
		rows = append(rows, next)
	}
	return rows
}

// phaseName is the name of a hero phase.
func (b *qaBoard) phaseName(phase string) string {
	switch phase {
	case qa.PhaseDestin:
		return b.u.Loc.T("app.qa.phase_destin")
	case qa.PhaseChaams:
		return b.u.Loc.T("app.qa.phase_chaams")
	}
	return b.u.Loc.T("app.qa.phase_action")
}

// nextText says what the next Ogotaï phase will do: the space he reaches and,
// on a Guerre space, where its Chaams would go if the board stayed as it is.
// danger: that phase would lose the game (the last space, no free Lieu for a
// Chaams, or none left to draw), said while the heroes can still act.
func (b *qaBoard) nextText(s qa.State) (text string, danger bool) {
	u := b.u
	if s.Over() {
		return "", false
	}
	if s.Ogotai == 0 {
		return u.Loc.T("app.qa.next_start"), false
	}
	to := s.Ogotai + 1
	if to >= qa.WarSpaces {
		return u.Loc.T("app.qa.next_defeat"), true
	}
	war, ok := s.War(to)
	switch {
	case !ok:
		return u.Loc.T("app.qa.next_unknown", "Space", to), false
	case war == 0:
		return u.Loc.T("app.qa.next_empty", "Space", to), false
	}
	text = u.Loc.T("app.qa.next_guerre", "Space", to, "N", war)
	lieux, loss := qa.OgotaiForecast(s, war)
	names := make([]string, len(lieux))
	for i, n := range lieux {
		names[i] = u.Loc.Msg(qa.LieuName(s, n))
	}
	list := strings.Join(names, ", ")
	var why string
	switch {
	case loss == "":
		return text + " " + u.Loc.N("app.qa.next_where", len(lieux), "Lieux", list), false
	case loss == qa.ReasonNoFreeLieu && len(lieux) == 0:
		why = u.Loc.T("app.qa.next_loss_none")
	case loss == qa.ReasonNoFreeLieu:
		why = u.Loc.N("app.qa.next_loss_lieu", len(lieux), "Lieux", list)
	case s.ChaamsDeck.Total() == 0:
		why = u.Loc.T("app.qa.next_loss_deck_none")
	default:
		why = u.Loc.N("app.qa.next_loss_deck", s.ChaamsDeck.Total())
	}
	then := u.Loc.T("app.qa.loss_unless")
	if s.Phase == qa.PhaseOgotai {
		then = u.Loc.T("app.qa.loss_now")
	}
	return text + " " + why + " " + then, true
}

// decksText counts the Chaams and Skill cards in their piles and discards.
func (b *qaBoard) decksText(s qa.State) string {
	u := b.u
	return u.Loc.T("app.qa.decks_chaams",
		"Pile", s.ChaamsDeck.Size(), "Discard", s.ChaamsDeck.DiscardSize(), "Lieux", s.ChaamsInPlay()) + "\n" +
		u.Loc.T("app.qa.decks_skills", "Pile", s.SkillDeck.Size(), "Discard", s.SkillDeck.DiscardSize())
}

// do sends a command. A printed value the box profile already knows (learned in
// another session) is taught to this session first without asking again; what
// nobody knows yet the frame asks the table.
func (b *qaBoard) do(cmd qa.Command) {
	f := b.f
	profile, err := b.u.Store.Profile(qa.Game.ID())
	if err == nil {
		r := rand.New(rand.NewPCG(1, 2)) // Decide is only asked what it needs: nothing is kept
		for range 8 {
			_, err := qa.Decide(b.current(), cmd, r)
			var need *rules.NeedPrinted
			if !errors.As(err, &need) {
				break
			}
			v, ok := profile[need.Key]
			if !ok || f.Sess.Do(qa.Learn(need.Key, v)) != nil {
				break
			}
		}
	}
	f.Do(cmd)
}

// learn asks the table for one printed value now (a step's rule, a power's
// text), keeps it in the box profile and teaches the session.
func (b *qaBoard) learn(key string) {
	spec, ok := rules.PrintedSpecFor(qa.Game, key)
	if !ok {
		return
	}
	current := ""
	if p, err := b.u.Store.Profile(qa.Game.ID()); err == nil {
		if v, ok := p[key]; ok && spec.Valid(v) {
			if err := b.f.Sess.Learn(key, v); err != nil {
				b.f.Say(b.u.ErrText(err))
			}
			return
		}
		current = p[key]
	}
	b.u.AskPrinted(spec, current, func(v string) {
		if err := b.f.Sess.Learn(key, v); err != nil {
			b.f.Say(b.u.ErrText(err))
			return
		}
		b.f.Say("")
	})
}

// trackLayout lays the war track out as a strip that folds into rows on a narrow
// screen: 15 in a row when there is room, else 8 per row; on a phone, where
// full cells would need three rows of five, the cells turn compact (see
// warCell) and sit eight to a row, so the track takes two short rows and
// leaves the Lieux in view. Every cell is at least as big as its text needs
// (the text size is a setting).
type trackLayout struct {
	rows    int
	cols    int
	compact bool
	full    float32 // the full cells' width, last measured
}

const (
	cellMinW     float32 = 52
	cellMinH     float32 = 76
	cellCompactW float32 = 34
	cellCompactH float32 = 44
)

// newTrackLayout lays cells out for width; on a narrow board the cells turn
// compact at once, so the track never asks for more than the screen before
// its first layout.
func newTrackLayout(width float32, cells []fyne.CanvasObject) *trackLayout {
	l := &trackLayout{}
	l.pick(cells, width)
	return l
}

// cell is the smallest size every cell fits in.
func (l *trackLayout) cell(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(cellMinW, cellMinH)
	if l.compact {
		s = fyne.NewSize(cellCompactW, cellCompactH)
	}
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// setCompact switches every cell to the short form or back.
func (l *trackLayout) setCompact(objs []fyne.CanvasObject, on bool) {
	l.compact = on
	for _, o := range objs { // a cell already in that form does nothing
		if c, ok := o.(*warCell); ok {
			c.setCompact(on)
		}
	}
}

// pick chooses the columns for width: full cells 15 or 8 to a row, else
// compact ones 8 (or, at a very large text size, 5) to a row. The full cells'
// width is remembered from when they were last full, so that choosing never
// flips the cells back and forth.
func (l *trackLayout) pick(objs []fyne.CanvasObject, width float32) {
	pad := theme.Padding()
	if !l.compact || l.full == 0 {
		if l.compact {
			l.full = cellMinW
		} else {
			l.full = l.cell(objs).Width
		}
	}
	fits := func(c int, w float32) bool { return width >= float32(c)*w+float32(c-1)*pad }
	switch {
	case fits(15, l.full):
		l.setCompact(objs, false)
		l.cols = 15
	case fits(8, l.full):
		l.setCompact(objs, false)
		l.cols = 8
	default:
		l.setCompact(objs, true)
		l.cols = 8
		if !fits(8, l.cell(objs).Width) {
			l.cols = 5
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
	return fyne.NewSize(float32(min(l.cols, 5))*cell.Width+float32(min(l.cols, 5)-1)*pad, float32(rows)*cell.Height+float32(rows-1)*pad)
}
