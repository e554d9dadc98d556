package dwarves

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/dwarves"
)

// dwarvesBoard is The Dwarves' table: the Doom track with the Hero and Doom
// markers and the spaces left between them, the Dwarven Council with its
// thresholds and the text in force, then one of four sections — the turn,
// the heroes, the Army of Evil, the cards. Its next thing (the bottom bar) is
// the turn's next step: advance, reveal, an action, end the turn.
type dwarvesBoard struct {
	u *kit.UI
	f *kit.Frame
	s dwarves.State

	section string

	turnLine     *kit.Label
	gap          *kit.Label
	doomCells    []*trackCell
	doomStrip    *fyne.Container
	councilCells []*trackCell
	effect       *kit.Label
	dispatch     *kit.Label
	picker       *sectionPicker
	body         *fyne.Container
	bodyTitle    *kit.Label
	sections     map[string]section // made when first shown
	bar          *dwarvesBar
	sheet        *diceSheet // the dice sheet, while open
	// The status strip: the spaces left between the Hero and Doom
	// markers and each hero's Health; pinned, when the frame shows it (a
	// phone), the Doom track leaves the spaces left to it.
	kit.BoardStrip
	// councilAsked is the council key last asked on this screen, so Later
	// is not answered by the same question at the next change.
	councilAsked string
}

// The board's sections.
const (
	secTurn   = "turn"
	secHeroes = "heroes"
	secArmy   = "army"
	secCards  = "cards"
)

func (b *dwarvesBoard) state(st any) dwarves.State {
	s, _ := st.(dwarves.State)
	return s
}

func (b *dwarvesBoard) Title(st any) string {
	s := b.state(st)
	turn := s.Turn
	if !s.Started && !s.Over() {
		turn++ // the turn about to begin
	}
	return b.u.Loc.T("app.dwarves.title", "Turn", max(turn, 1))
}

func (b *dwarvesBoard) Build(f *kit.Frame) (fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	b.f = f
	if b.section == "" {
		b.section = secTurn
	}
	b.turnLine = kit.WrapLabel("")
	b.turnLine.TextStyle.Bold = true
	b.gap = kit.Heading("")
	b.BoardStrip = kit.NewBoardStrip(f.BoardWidth())
	b.doomStrip = container.New(&stripLayout{})
	b.doomCells = nil

	b.councilCells = make([]*trackCell, dwarves.CouncilPositions)
	objs := make([]fyne.CanvasObject, dwarves.CouncilPositions)
	for i := range b.councilCells {
		b.councilCells[i] = newTrackCell()
		objs[i] = b.councilCells[i]
	}
	council := container.New(&stripLayout{}, objs...)
	end := func(key string, align fyne.TextAlign) *widget.Label {
		l := widget.NewLabelWithStyle(u.Loc.T(key), align, fyne.TextStyle{})
		l.SizeName = theme.SizeNameCaptionText
		return l
	}
	ends := container.NewBorder(nil, nil, end("app.dwarves.council.left", fyne.TextAlignLeading),
		end("app.dwarves.council.right", fyne.TextAlignTrailing), end("app.dwarves.council.axe", fyne.TextAlignCenter))
	b.effect = kit.WrapLabel("")
	b.effect.TextStyle.Bold = true
	b.dispatch = kit.Quiet("")

	b.picker = newSectionPicker(b)
	b.bodyTitle = kit.Subheading("")
	b.body = container.NewVBox(b.bodyTitle)
	b.sections = map[string]section{}
	b.bar = newDwarvesBar(b)

	main := container.NewVBox(
		b.turnLine,
		kit.Subheading(u.Loc.T("app.dwarves.doom.title")),
		b.gap,
		b.doomStrip,
		b.doomKey(),
		kit.Quiet(u.Loc.T("app.dwarves.doom.legend")),
		widget.NewSeparator(),
		container.NewBorder(nil, nil, u.RefIcon("dwarves-council-marker", dwIconSize), nil,
			kit.Subheading(u.Loc.T("app.dwarves.council.title"))),
		council,
		ends,
		b.effect,
		b.dispatch,
		widget.NewSeparator(),
		b.picker.grid,
		b.body,
	)
	return main, b.bar.box
}

func (b *dwarvesBoard) Update(st any) {
	s := b.state(st)
	b.s = s
	b.showStatus(s)
	kit.SetText(b.turnLine, b.u.Loc.T("app.dwarves.book_line", "Book", b.u.Loc.Msg(dwarves.BookName(s.Setup.Book)),
		"Difficulty", b.u.Loc.Msg(dwarves.DifficultyName(s.Setup)))+"\n"+b.turnText(s))
	b.showDoom(s)
	b.showCouncil(s)
	b.askCouncil(s)
	b.picker.update()
	b.showSection()
	b.bar.fill(s)
	if b.sheet != nil {
		b.sheet.update(s)
	}
}

// turnText says whose turn it is and how far it has gone.
func (b *dwarvesBoard) turnText(s dwarves.State) string {
	u := b.u
	if s.Over() {
		return u.OutcomeText(dwarves.Outcome(s))
	}
	h := s.Hero()
	name := u.Loc.Msg(dwarves.HeroName(h.ID))
	if !s.Started {
		return u.Loc.T("app.dwarves.turn.waiting", "Hero", name)
	}
	return u.Loc.N("app.dwarves.turn.actions", dwarves.ActionsPerTurn-s.Actions, "Hero", name)
}

// showDoom draws the Doom track: every space's icon (known or "?"), the two
// markers, and the spaces left before they meet.
func (b *dwarvesBoard) showDoom(s dwarves.State) {
	u := b.u
	n := s.Doom.Len
	if len(b.doomCells) != n {
		b.doomCells = make([]*trackCell, n)
		objs := make([]fyne.CanvasObject, n)
		for i := range b.doomCells {
			b.doomCells[i] = newTrackCell()
			objs[i] = b.doomCells[i]
		}
		b.doomStrip.Objects = objs
		b.doomStrip.Refresh() // new cells: laid out once
	}
	hero, doom := s.Doom.Pos(dwarves.MarkHero), s.Doom.Pos(dwarves.MarkDoom)
	for i, c := range b.doomCells {
		sp := i + 1
		code, faint := doomCode(u, s, sp)
		tag := ""
		switch {
		case sp == hero && sp == doom:
			tag = u.Loc.T("app.dwarves.doom.both")
		case sp == hero:
			tag = u.Loc.T("app.dwarves.doom.hero_tag")
		case sp == doom:
			tag = u.Loc.T("app.dwarves.doom.doom_tag")
		}
		c.set(strconv.Itoa(sp), code, tag, sp == hero || sp == doom, sp == doom, faint || sp > doom)
		c.label = doomSpaceWords(u, s, sp, hero, doom)
		if sp > 1 && sp < n {
			c.onTap = func() { b.correctSpace(sp) }
		} else {
			c.onTap = nil
		}
	}
	if s.GapToDoom() <= 0 {
		kit.SetText(b.gap, u.Loc.T("app.dwarves.doom.met"))
	} else {
		kit.SetText(b.gap, u.Loc.N("app.dwarves.doom.gap", s.GapToDoom()))
	}
	b.gap.Hidden = b.Pinned // the status strip says it
}

// showStatus fills the status strip: the spaces left before the Hero and
// Doom markers meet, then each hero's Health.
func (b *dwarvesBoard) showStatus(s dwarves.State) { b.Strip.Set(b.statusRows(s)...) }

// statusRows are the status strip's rows, the live view's too.
func (b *dwarvesBoard) statusRows(s dwarves.State) []kit.StripRow {
	u := b.u
	gap := kit.Row(u.Loc.N("app.dwarves.strip.gap", s.GapToDoom()))
	if s.GapToDoom() <= 0 {
		gap = kit.StripRow{Facts: []string{u.Loc.T("app.dwarves.doom.met")}, Warn: true}
	}
	health := kit.Row()
	for _, h := range s.Heroes {
		health.Facts = append(health.Facts, u.Loc.T("app.dwarves.strip.health", "Hero", shortName(u, h.ID), "Health", h.Health, "Max", h.Hearts()))
	}
	return []kit.StripRow{gap, health}
}

// shortName is the name a hero goes by at the table ("Boïndil"), for the
// lines where the full one ("Boïndil “Ingrimmsch” Two Blades") has no room.
func shortName(u *kit.UI, id string) string {
	if slices.Contains(dwarves.HeroIDs, id) {
		return u.Loc.T("app.dwarves.short." + id)
	}
	return u.Loc.Msg(dwarves.HeroName(id))
}

// dwIconSize is the side of The Dwarves' pictograms on the board.
const dwIconSize = 24

// doomKey is the Doom track's symbols as pictograms, each with the short code
// its cells write (H, D, Co, Th, I–V); a tap on one opens its glossary entry.
// The row folds on a narrow screen.
func (b *dwarvesBoard) doomKey() fyne.CanvasObject {
	u := b.u
	var objs []fyne.CanvasObject
	cell := fyne.NewSize(0, 0)
	for _, k := range []struct{ icon, code string }{
		{"dwarves-hero-marker", u.Loc.T("app.dwarves.doom.hero_tag")},
		{"dwarves-doom-marker", u.Loc.T("app.dwarves.doom.doom_tag")},
		{"dwarves-icon-council", u.Loc.T("app.dwarves.doom.code_council")},
		{"dwarves-icon-threat", u.Loc.T("app.dwarves.doom.code_threat")},
		{"dwarves-icon-troops", "I–V"},
	} {
		code := widget.NewLabelWithStyle(k.code, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		o := container.NewHBox(container.NewCenter(u.RefIcon(k.icon, dwIconSize)), code)
		cell = cell.Max(o.MinSize())
		objs = append(objs, o)
	}
	return container.NewGridWrap(cell, objs...)
}

// doomSpaceWords is a Doom-track space in words, its markers named, for a
// screen reader.
func doomSpaceWords(u *kit.UI, s dwarves.State, space, hero, doom int) string {
	what := u.Loc.T("app.dwarves.a11y.unknown")
	switch icon, ok := s.Icon(space); {
	case space == 1:
		what = u.Loc.T("app.dwarves.a11y.start")
	case space == s.Doom.Len:
		what = u.Loc.T("app.dwarves.a11y.end")
	case ok:
		what = u.Loc.Msg(dwarves.IconName(icon))
	}
	text := u.Loc.T("app.dwarves.a11y.doom", "Space", space, "What", what)
	switch {
	case space == hero && space == doom:
		text = u.Loc.T("app.dwarves.a11y.marked", "Space", text, "Marker", u.Loc.T("app.dwarves.a11y.both"))
	case space == hero:
		text = u.Loc.T("app.dwarves.a11y.marked", "Space", text, "Marker", u.Loc.T("app.dwarves.a11y.hero"))
	case space == doom:
		text = u.Loc.T("app.dwarves.a11y.marked", "Space", text, "Marker", u.Loc.T("app.dwarves.a11y.doom_marker"))
	}
	return text
}

// doomCode is a space's icon as its cell writes it, and whether it is still
// unknown.
func doomCode(u *kit.UI, s dwarves.State, space int) (string, bool) {
	if space == 1 || space == s.Doom.Len {
		return "", false
	}
	icon, ok := s.Icon(space)
	if !ok {
		return "?", true
	}
	switch icon {
	case dwarves.IconCouncil:
		return u.Loc.T("app.dwarves.doom.code_council"), false
	case dwarves.IconThreat:
		return u.Loc.T("app.dwarves.doom.code_threat"), false
	case dwarves.IconTroopsI:
		return "I", false
	case dwarves.IconTroopsII:
		return "II", false
	case dwarves.IconTroopsIV:
		return "IV", false
	case dwarves.IconTroopsV:
		return "V", false
	}
	return "–", false
}

// correctSpace asks what a Doom-track space shows (told once, kept in the
// box profile); the table may tell it ahead of time or correct it.
func (b *dwarvesBoard) correctSpace(space int) {
	cur, _ := b.s.Icon(space)
	b.f.AskLearn(dwarves.DoomSpaceKey(space), cur, nil)
}

// showCouncil draws the nine council positions with the number a dispatch
// needs to move right from each, the marker, and the text in force.
func (b *dwarvesBoard) showCouncil(s dwarves.State) {
	u := b.u
	pos := s.CouncilPos()
	for i, c := range b.councilCells {
		p := i + 1
		code := ""
		if need, ok := dwarves.CouncilNeed(p); ok {
			code = u.Loc.T("app.dwarves.council.need", "N", need)
		}
		tag := ""
		if p == pos {
			tag = u.Loc.T("app.dwarves.council.marker")
		} else if p == 7 && s.Setup.Book >= 2 && s.Setup.Book <= 4 {
			tag = u.Loc.T("app.dwarves.council.tile")
		}
		c.set(strconv.Itoa(p), code, tag, p == pos, false, false)
		c.label = u.Loc.T("app.dwarves.a11y.council_plain", "Pos", p)
		if code != "" {
			c.label = u.Loc.T("app.dwarves.a11y.council", "Pos", p, "Need", code)
		}
		if p == pos {
			c.label = u.Loc.T("app.dwarves.a11y.marked", "Space", c.label, "Marker", u.Loc.T("app.dwarves.a11y.council_marker"))
		}
	}
	kit.SetText(b.effect, u.Loc.T("app.dwarves.council.in_force", "Pos", pos, "Effect", u.Loc.Msg(s.InForce())))
	if s.Over() {
		kit.SetText(b.dispatch, "")
		return
	}
	if need, ok := dwarves.CouncilNeed(pos); ok {
		odds, _ := s.DispatchOddsNow()
		kit.SetText(b.dispatch, u.Loc.T("app.dwarves.council.next", "N", need,
			"Hero", u.Loc.Msg(dwarves.HeroName(s.Hero().ID)), "Chance", percent(u, odds)))
	} else {
		kit.SetText(b.dispatch, u.Loc.T("app.dwarves.council.at_end"))
	}
}

// askCouncil asks what the text of the council space under the marker does,
// once the marker stands on a space the table has not told yet. A value the
// box profile learned in another session is taught without asking; Later
// leaves it untold, and a step that needs it asks again.
func (b *dwarvesBoard) askCouncil(s dwarves.State) {
	ask := s.CouncilAsk()
	if ask == nil || s.Over() || b.councilAsked == ask.Key {
		return
	}
	b.councilAsked = ask.Key
	if profile, err := b.u.Store.Profile(dwarves.Game.ID()); err == nil {
		if v, ok := profile[ask.Key]; ok && b.f.Sess.Do(dwarves.Learn(ask.Key, v)) == nil {
			return
		}
	}
	spec, ok := rules.PrintedSpecFor(dwarves.Game, ask.Key)
	if !ok {
		return
	}
	b.u.AskPrintedLater(spec, "", func(v string) {
		if err := b.f.Sess.Learn(ask.Key, v); err != nil {
			b.f.Say(b.u.ErrText(err))
		}
	})
}

// section is one of the board's four sections, made once and shown again
// with each new state.
type section interface {
	object() fyne.CanvasObject
	update(s dwarves.State)
}

// sectionTitles are the keys of the sections' titles.
var sectionTitles = map[string]string{secTurn: "app.dwarves.sec.turn_title", secHeroes: "app.dwarves.sec.heroes_title",
	secArmy: "app.dwarves.sec.army_title", secCards: "app.dwarves.sec.cards_title"}

// showSection shows the chosen section with the state shown; the others wait
// until chosen to catch up.
func (b *dwarvesBoard) showSection() {
	sec, ok := b.sections[b.section]
	if !ok {
		switch b.section {
		case secHeroes:
			sec = newHeroesView(b)
		case secArmy:
			sec = newArmyView(b)
		case secCards:
			sec = newCardsView(b)
		default:
			sec = newTurnView(b)
		}
		b.sections[b.section] = sec
	}
	kit.SetText(b.bodyTitle, b.u.Loc.T(sectionTitles[b.section]))
	sec.update(b.s)
	kit.SetObjects(b.body, b.bodyTitle, sec.object())
}

// do sends a command, like the frame, from anywhere on the board.
func (b *dwarvesBoard) do(cmd dwarves.Command) { b.f.Do(cmd) }
