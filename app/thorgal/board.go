package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/thorgal"
)

// thorgalBoard is Thorgal's table: the Round track and First Player marker on
// top, one character board at a time (a tab per character, each saying how big
// a wound still fits), and a drawer with the Action Row, the decks, the Book of
// Tales and the endings. Its next thing follows the phase: finish the setup,
// play a chip, or the Event phase one step per tap.
type thorgalBoard struct {
	u *kit.UI
	f *kit.Frame
	s thorgal.State
	// sel is the character whose board is shown.
	sel int

	round  *thorgalRound
	status *kit.Label
	active *kit.Label // the Event card in play (Action phase), a setup reminder
	picker *fyne.Container
	tabs   []*kit.Tile // the picker's tabs, one per character
	char   *thorgalChar
	row    *thorgalRow
	decks  *thorgalDecks
	tales  *thorgalTales
	drawer *widget.Accordion
	next   *thorgalNext
	cols   *kit.Columns

	// The drawer's sections, filled only while open.
	rowPanel, decksPanel, talesPanel *lazyPanel

	// The status strip: the round, and each character's Threat
	// and the largest wound that fits; pinned, when the frame shows it (a
	// phone), the round track's line above the spaces leaves the round to it.
	kit.BoardStrip
	shown []kit.StripRow // the strip's rows as last set
}

func newThorgalBoard(u *kit.UI) *thorgalBoard { return &thorgalBoard{u: u} }

func (b *thorgalBoard) state(st any) thorgal.State {
	s, _ := st.(thorgal.State)
	return s
}

func (b *thorgalBoard) Title(st any) string {
	s := b.state(st)
	// The adventure, not the game's name: "Thorgal" above the strip's
	// "Thorgal · …" reads as the character. A phone's top bar also holds
	// four buttons: the adventure alone there (the round is on the strip).
	adventure := b.u.Loc.Msg(thorgal.AdventureName(s.Adventure, s.Sheet.Name))
	if b.f == nil || b.f.BoardWidth() < 600 {
		return adventure
	}
	return b.u.Loc.T("app.thorgal.title", "Adventure", adventure, "Round", s.RoundNumber(), "Rounds", s.Round.Len)
}

func (b *thorgalBoard) Build(f *kit.Frame) (fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	b.f = f
	b.cols = kit.NewColumns(0.56, f.BoardWidth()) // the character board left, the drawer right
	b.BoardStrip = kit.NewBoardStrip(f.BoardWidth())
	b.round = newThorgalRound(b)
	b.status = kit.WrapLabel("")
	b.status.TextStyle.Bold = true
	b.active = kit.Quiet("")
	b.active.Hide()
	b.picker = container.NewGridWithColumns(2)
	b.tabs, b.shown = nil, nil // built again: the new widgets show nothing yet
	b.s = thorgal.State{}      // so the first update opens the drawer on the phase
	b.char = newThorgalChar(b)
	b.char.grid.width = b.cols.LeftWidth(f.BoardWidth())
	b.row = newThorgalRow(b)
	b.decks = newThorgalDecks(b)
	b.tales = newThorgalTales(b)
	b.next = newThorgalNext(b)
	b.rowPanel = newLazyPanel(b.row.object(), func() { b.row.set(b.s) })
	b.decksPanel = newLazyPanel(b.decks.object(), func() { b.decks.set(b.s) })
	b.talesPanel = newLazyPanel(b.tales.object(), func() { b.tales.set(b.s) })
	b.drawer = widget.NewAccordion(
		widget.NewAccordionItem(u.Loc.T("app.thorgal.drawer_row"), b.rowPanel),
		widget.NewAccordionItem(u.Loc.T("app.thorgal.drawer_decks"), b.decksPanel),
		widget.NewAccordionItem(u.Loc.T("app.thorgal.drawer_tales"), b.talesPanel),
	)
	b.drawer.MultiOpen = true
	left := container.NewVBox(b.round.object(), b.status, b.active, b.picker, b.char.object())
	main := container.New(b.cols, left, container.NewVBox(kit.Subheading(u.Loc.T("app.thorgal.drawer")), b.drawer))
	return main, b.next.object()
}

func (b *thorgalBoard) Update(st any) {
	s := b.state(st)
	prev := b.s
	b.s = s
	b.showStatus(s)
	if b.sel >= len(s.Chars) {
		b.sel = 0
	}
	// A wound to place comes first: show the character who must place it,
	// unless the one shown has one too.
	if len(s.Chars) > 0 && len(s.Chars[b.sel].Pending) == 0 {
		for i, c := range s.Chars {
			if len(c.Pending) > 0 {
				b.sel = i
				break
			}
		}
	}
	// The drawer's sections are brought up to date first: the one the
	// phase opens below is then filled as it opens.
	b.row.forget(s)
	b.rowPanel.update()
	b.decksPanel.update()
	b.talesPanel.update()
	// The drawer opens on what the phase uses: the Action Row for the
	// Action phase, the decks for the Event phase.
	if s.Phase != prev.Phase {
		switch s.Phase {
		case thorgal.PhaseAction:
			b.drawer.Open(0)
		case thorgal.PhaseEvent:
			b.drawer.Open(1)
		}
	}
	b.round.set(s)
	kit.SetText(b.status, b.statusText(s))
	b.status.Hidden = b.status.Text == ""
	b.showActive(s)
	b.fillPicker(s)
	b.char.set(s, b.sel)
	b.next.set(s)
}

// showActive says the Event card in play: it acts during the Action phase,
// and its next Event phase effect is what the coming Event phase resolves.
// During the setup it reminds the characters' own Items instead.
func (b *thorgalBoard) showActive(s thorgal.State) {
	text := ""
	if s.Phase == thorgal.PhaseAction && s.Active.Deck != "" && !s.Over() {
		card := b.u.Loc.Msg(thorgal.CardName(s.Active.Deck, s.Active.Card))
		switch e := s.Active.Effect; {
		case b.f.BoardWidth() < 600 && (e == thorgal.EffectFirst || e == thorgal.EffectSecond || e == thorgal.EffectThird):
			// A phone keeps the line short: the sheet's effect by its number.
			text = b.u.Loc.T("app.thorgal.status_active_short", "Card", card, "N", e)
		default:
			text = b.u.Loc.T("app.thorgal.status_active", "Card", card, "Effect", b.u.Loc.Msg(thorgal.EffectName(e)))
		}
	}
	// Setup step 13: each character starts with its own Item card.
	if s.Phase == thorgal.PhaseSetup && !s.Over() {
		text = b.u.Loc.T("app.thorgal.setup_items")
	}
	if text != "" {
		kit.SetText(b.active, text)
	}
	kit.SetShown(b.active, text != "")
}

// show switches the character board shown.
func (b *thorgalBoard) show(i int) {
	b.sel = i
	b.fillPicker(b.s)
	b.char.set(b.s, i)
	b.next.set(b.s) // the bottom's wound tools follow the board shown
}

// name is a character's name in the UI's language.
func (b *thorgalBoard) name(s thorgal.State, i int) string {
	if i < 0 || i >= len(s.Chars) {
		return ""
	}
	return b.u.Loc.Msg(s.Chars[i].NameMsg())
}

// statusText says where the round stands, in a line.
func (b *thorgalBoard) statusText(s thorgal.State) string {
	u := b.u
	switch {
	case s.Over():
		return ""
	case s.Phase == thorgal.PhaseSetup:
		return u.Loc.T("app.thorgal.status_setup")
	case s.Phase == thorgal.PhaseAction:
		return u.Loc.T("app.thorgal.status_turn", "N", s.Turn+1, "Character", b.name(s, s.TurnOwner()))
	}
	return u.Loc.T("app.thorgal.status_event")
}

// showStatus fills the status strip: the round, then a line per
// character with what still fits and their Threat (what needs care said in
// words, and drawn in the error colour too).
func (b *thorgalBoard) showStatus(s thorgal.State) {
	if rows := b.statusRows(s); !slices.EqualFunc(rows, b.shown, func(a, b kit.StripRow) bool { return a.Warn == b.Warn && slices.Equal(a.Facts, b.Facts) }) {
		b.shown = rows
		b.Strip.Set(rows...)
	}
}

// statusRows are the status strip's rows, the live view's too: the round,
// then a row per character.
func (b *thorgalBoard) statusRows(s thorgal.State) []kit.StripRow {
	u := b.u
	rows := []kit.StripRow{kit.Row(u.Loc.T("app.thorgal.strip.round", "Round", s.RoundNumber(), "Rounds", s.Round.Len))}
	for i, c := range s.Chars {
		text, warn := b.tabText(s, i)
		row := kit.StripRow{Facts: []string{text}, Warn: warn}
		if !c.Dead && len(c.Pending) == 0 && s.LargestFit(i) == 0 {
			row.Facts = []string{u.Loc.T("app.thorgal.strip.fit_none", "Character", b.name(s, i))}
		}
		if !c.Dead {
			row.Facts = append(row.Facts, u.Loc.T("app.thorgal.strip.threat", "N", c.Threat))
		}
		rows = append(rows, row)
	}
	return rows
}

// tabText is a character's tab: their name and the largest wound that still
// fits (or that they are dead, or have a wound to place); warn: that needs
// the table's care.
func (b *thorgalBoard) tabText(s thorgal.State, i int) (text string, warn bool) {
	u, c := b.u, s.Chars[i]
	switch {
	case c.Dead:
		return u.Loc.T("app.thorgal.tab_fallen", "Character", b.name(s, i)), true
	case len(c.Pending) > 0:
		return u.Loc.T("app.thorgal.tab_pending", "Character", b.name(s, i)), true
	case len(fitGaps(s, i)) > 0:
		return u.Loc.T("app.thorgal.tab_gap", "Character", b.name(s, i), "Fit", s.LargestFit(i), "Missing", joinInts(fitGaps(s, i))), true
	}
	return u.Loc.T("app.thorgal.tab", "Character", b.name(s, i), "Fit", s.LargestFit(i)), s.LargestFit(i) == 0
}

// fillPicker shows one tab per character with what still fits.
func (b *thorgalBoard) fillPicker(s thorgal.State) {
	if len(b.tabs) != len(s.Chars) {
		b.tabs = make([]*kit.Tile, len(s.Chars))
		objs := make([]fyne.CanvasObject, len(s.Chars))
		for i := range s.Chars {
			b.tabs[i] = kit.NewTile("", nil, func() { b.show(i) })
			objs[i] = b.tabs[i]
		}
		cols := 2
		if len(objs) > 2 && b.f.BoardWidth() >= 640 {
			cols = len(objs)
		}
		b.picker.Layout = layout.NewGridLayoutWithColumns(cols)
		b.picker.Objects = objs
		b.picker.Refresh()
	}
	for i, t := range b.tabs {
		text, warn := b.tabText(s, i)
		t.SetText(text)
		switch {
		case i == b.sel:
			t.SetImportance(widget.HighImportance)
			t.SetIcon(theme.ConfirmIcon())
		case warn:
			t.SetImportance(widget.DangerImportance)
			t.SetIcon(nil)
		default:
			t.SetImportance(widget.MediumImportance)
			t.SetIcon(nil)
		}
	}
}

// fitGaps lists the wound sizes below the largest that still fits which no
// longer fit: a box may hold a pentomino that fits where none of its
// tetrominoes does, so "up to 5" does not always cover Wound (4).
func fitGaps(s thorgal.State, i int) []int {
	var out []int
	for n := 1; n < s.LargestFit(i); n++ {
		if !s.CanTake(i, thorgal.Wound{Size: n}) {
			out = append(out, n)
		}
	}
	return out
}

// joinInts writes numbers as "3, 4".
func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for k, n := range ns {
		parts[k] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}
