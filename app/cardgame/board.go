package cardgame

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/cardgame"
)

// cgBoard is the card game's table: the two seats facing each other (role,
// horns, companions, damage), the panel of the step the round is on, and the
// six lands in play. The step's one obvious action also sits in the bottom bar.
type cgBoard struct {
	u *kit.UI
	f *kit.Frame
	s cardgame.State

	seats  *fyne.Container
	panel  *fyne.Container
	lands  *fyne.Container
	action *fyne.Container
	calc   *cgCalc // the journey calculator, kept while the journey lasts
	// strip is the status strip: each player's role and horns; pinned, when
	// the frame shows it (a phone), the seats leave those to it.
	strip  *kit.Strip
	pinned bool
}

func (b *cgBoard) state(st any) cardgame.State {
	s, _ := st.(cardgame.State)
	return s
}

func (b *cgBoard) Title(st any) string {
	round := b.state(st).Round
	if b.f != nil && b.columns(2) == 1 {
		// A phone's top bar has room for little more than the round: the
		// shortest form that fits whole on one line, never a cut number.
		short := b.u.Loc.T("app.cardgame.title_short", "Round", round)
		if b.titleFits(short) {
			return short
		}
		return b.u.Loc.T("app.cardgame.title_tiny", "Round", round)
	}
	return b.u.Loc.T("app.cardgame.title", "Round", round)
}

// titleFits reports whether text fits whole on one line in a game screen's
// top bar, beside the back button and the four buttons on the right (see
// frame.build), in the title's own text size.
func (b *cgBoard) titleFits(text string) bool {
	pad, inner := theme.Padding(), theme.InnerPadding()
	room := b.u.Win.Canvas().Size().Width - 2*pad - 5*kit.TouchSize - 5*pad - 2*inner
	size, style := theme.TextSubHeadingSize(), fyne.TextStyle{Bold: true}
	if t := b.f.Title; t != nil {
		size, style = theme.Size(t.SizeName), t.TextStyle
	}
	return fyne.MeasureText(text, size, style).Width <= room
}

func (b *cgBoard) Build(f *kit.Frame) (fyne.CanvasObject, fyne.CanvasObject) {
	b.f = f
	b.seats = container.NewGridWithColumns(2)
	b.panel = container.NewVBox()
	b.lands = container.NewVBox()
	b.action = container.NewVBox()
	b.strip, b.pinned = kit.NewStrip(f.BoardWidth()), false
	main := container.NewVBox(
		b.seats,
		b.panel,
		widget.NewSeparator(),
		kit.Subheading(b.u.Loc.T("app.cardgame.lands")),
		b.lands,
	)
	return main, b.action
}

// Status is the status strip, pinned under the top bar on a phone.
func (b *cgBoard) Status() fyne.CanvasObject {
	b.pinned = true
	return b.strip
}

func (b *cgBoard) Update(st any) {
	s := b.state(st)
	b.s = s
	b.showStatus(s)
	if b.columns(2) == 1 {
		b.seats.Objects = []fyne.CanvasObject{b.seatCompact(s, 0), b.seatCompact(s, 1)}
	} else {
		b.seats.Objects = []fyne.CanvasObject{b.seat(s, 0), b.seat(s, 1)}
	}
	b.seats.Refresh()
	if b.calc != nil && !b.calc.fits(s) {
		b.calc = nil
	}
	panel, action := b.stepPanel(s)
	b.panel.Objects = panel
	b.panel.Refresh()
	b.action.Objects = nil
	if action != nil {
		b.action.Objects = []fyne.CanvasObject{action}
	}
	b.action.Refresh()
	b.lands.Objects = []fyne.CanvasObject{b.side(b.landRows(s)...)}
	b.lands.Refresh()
}

// stepPanel is what the table does now, and the bottom bar's action if the
// step has a single one.
func (b *cgBoard) stepPanel(s cardgame.State) ([]fyne.CanvasObject, fyne.CanvasObject) {
	switch {
	case s.Over():
		return nil, nil
	case s.Phase == cardgame.PhaseFate:
		return b.fatePanel(s), nil
	case s.InWindow():
		return b.windowPanel(s), nil
	}
	switch s.Step {
	case cardgame.StepChoose:
		return b.choosePanel(s), nil
	case cardgame.StepOppose:
		return b.opposePanel(s), nil
	case cardgame.StepResolve:
		return b.resolvePanel(s)
	case cardgame.StepReturn:
		return b.returnPanel(s)
	case cardgame.StepEnd:
		return b.endPanel(s)
	case cardgame.StepUpkeep:
		return b.upkeepPanel(s), nil
	case cardgame.StepCleanup:
		return b.cleanupPanel(s)
	case cardgame.StepSwap:
		return b.swapPanel(s)
	}
	return nil, nil
}

// name is a seat's player in words.
func (b *cgBoard) name(s cardgame.State, seat int) string { return b.u.Loc.Msg(s.PlayerName(seat)) }

// nameOf is a faction's player in words.
func (b *cgBoard) nameOf(s cardgame.State, faction string) string {
	return b.u.Loc.Msg(s.NameOf(faction))
}

// landName is a land's name in words.
func (b *cgBoard) landName(s cardgame.State, id string) string {
	return b.u.Loc.Msg(cardgame.LandName(s.Printed, id))
}

// seat is one player's card: name, role badge in words, horns, companions,
// and the damage button.
func (b *cgBoard) seat(s cardgame.State, i int) fyne.CanvasObject {
	u := b.u
	p := s.Seats[i]
	name := kit.WrapLabel(b.name(s, i))
	name.TextStyle.Bold = true
	role := widget.NewLabelWithStyle(u.Loc.T("app.cardgame.role_destiny"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	role.Importance = widget.HighImportance
	if i != s.Destiny {
		role.SetText(u.Loc.T("app.cardgame.role_bane"))
		role.Importance = widget.DangerImportance
	}
	horns := s.HornsOf(p.Faction)
	hornRow := container.NewHBox(b.hornSlots(horns),
		widget.NewLabelWithStyle(u.Loc.T("app.cardgame.horns", "N", horns, "Of", cardgame.HornsToWin), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	companions := kit.NewTile(u.Loc.N("app.cardgame.companions_n", p.Companions), theme.DocumentCreateIcon(), func() { b.askCompanions(i) })
	damage := kit.NewTile(u.Loc.T("app.cardgame.damage"), theme.WarningIcon(), func() { b.askDamage(i) })
	var tools fyne.CanvasObject = container.NewGridWithColumns(2, companions, damage)
	if s.Over() {
		tools = nil // nothing is left to record
	}
	items := []fyne.CanvasObject{container.NewBorder(nil, nil, nil, role, name), hornRow}
	if tools != nil {
		items = append(items, tools)
	}
	if lands := b.conquered(s, p.Faction); lands != "" {
		items = append(items, kit.Quiet(lands))
	}
	return kit.Card(container.NewVBox(items...))
}

// conquered lists the lands a player conquered (one horn each) by name, ""
// when none.
func (b *cgBoard) conquered(s cardgame.State, faction string) string {
	var names []string
	for _, l := range s.Conquered(faction) {
		names = append(names, b.landName(s, l.ID))
	}
	if len(names) == 0 {
		return ""
	}
	return b.u.Loc.T("app.cardgame.seat_lands", "Lands", strings.Join(names, ", "))
}

// showStatus fills the status strip: a line per player with their role and
// the horns they won.
func (b *cgBoard) showStatus(s cardgame.State) {
	u := b.u
	rows := make([]kit.StripRow, len(s.Seats))
	for i, p := range s.Seats {
		who := p.Name
		if who == "" {
			who = b.msg(cardgame.FactionName(p.Faction))
		}
		role := u.Loc.T("app.cardgame.strip.destiny")
		if i != s.Destiny {
			role = u.Loc.T("app.cardgame.strip.bane")
		}
		rows[i] = kit.Row(who, role, u.Loc.T("app.cardgame.horns", "N", s.HornsOf(p.Faction), "Of", cardgame.HornsToWin))
	}
	b.strip.Set(rows...)
}

// seatCompact is a seat on a phone: one tile saying the player, the role,
// the horns and the companions (the role and the horns are left to the
// status strip when it is pinned above); a tap opens the seat's companions
// and damage.
func (b *cgBoard) seatCompact(s cardgame.State, i int) fyne.CanvasObject {
	u := b.u
	p := s.Seats[i]
	role := u.Loc.T("app.cardgame.role_destiny")
	if i != s.Destiny {
		role = u.Loc.T("app.cardgame.role_bane")
	}
	text := b.name(s, i) + "\n" + role + "\n" +
		u.Loc.T("app.cardgame.horns", "N", s.HornsOf(p.Faction), "Of", cardgame.HornsToWin) + "\n" +
		u.Loc.N("app.cardgame.companions_n", p.Companions)
	if b.pinned {
		text = b.name(s, i) + "\n" + u.Loc.N("app.cardgame.companions_n", p.Companions)
	}
	if s.Over() {
		// Nothing is left to record: the seat is shown, not offered.
		l := kit.WrapLabel(text)
		l.TextStyle.Bold = true
		return kit.Card(l)
	}
	t := kit.NewTile(text, nil, func() { b.askSeat(i) })
	if i == s.Destiny && !b.pinned {
		t.SetImportance(widget.HighImportance)
	}
	return t
}

// landRows lists the six lands: name, symbols, and who conquered it with the
// bane effect it gives the other player.
func (b *cgBoard) landRows(s cardgame.State) []fyne.CanvasObject {
	u := b.u
	var rows []fyne.CanvasObject
	for _, l := range s.Lands {
		lines := []string{b.attrsText(s, l.ID)}
		switch {
		case l.By != "":
			lines = append(lines, u.Loc.T("app.cardgame.land_conquered", "Player", b.nameOf(s, l.By)))
			other := s.Opponent(l.By)
			switch {
			case s.Over():
			case s.DestinyFaction() != l.By:
				lines = append(lines, u.Loc.T("app.cardgame.bane_later", "Player", b.nameOf(s, other), "Conqueror", b.nameOf(s, l.By)))
			case s.BaneEffectReady(l.ID):
				lines = append(lines, u.Loc.T("app.cardgame.bane_ready", "Player", b.nameOf(s, other)))
			default:
				lines = append(lines, u.Loc.T("app.cardgame.bane_used", "Player", b.nameOf(s, other)))
			}
		case l.ID == s.Journey.Land && s.Phase == cardgame.PhaseJourney:
			lines = append(lines, u.Loc.T("app.cardgame.land_journey"))
		default:
			lines = append(lines, u.Loc.T("app.cardgame.land_open"))
		}
		head := kit.WrapLabel(b.landName(s, l.ID))
		head.TextStyle.Bold = true
		var icon fyne.CanvasObject = widget.NewIcon(theme.RadioButtonIcon())
		if l.By != "" {
			icon = b.u.RefIcon("cardgame-horn", theme.IconInlineSize())
		} else if l.ID == s.Journey.Land && s.Phase == cardgame.PhaseJourney {
			icon = widget.NewIcon(theme.NavigateNextIcon())
		}
		rows = append(rows, kit.Card(container.NewBorder(nil, nil, icon, nil,
			container.NewVBox(head, kit.Quiet(strings.Join(lines, "\n"))))))
	}
	return rows
}

// attrsText is a land's printed symbols in words, or that they are not known.
func (b *cgBoard) attrsText(s cardgame.State, id string) string {
	u := b.u
	a, ok := cardgame.LandAttrs(s.Printed, id)
	if !ok {
		return u.Loc.T("app.cardgame.attrs_unknown")
	}
	return b.triple(a)
}

// triple says Bravery, Cunning and Power with their names.
func (b *cgBoard) triple(a cardgame.Attrs) string {
	u := b.u
	return u.Loc.T("app.cardgame.attrs", "Bravery", a.Bravery, "Cunning", a.Cunning, "Power", a.Power)
}

// hornSlots are the three horn spaces of a seat: a horn for each one won, a
// faint one for each still to win (the count beside says it in words too).
func (b *cgBoard) hornSlots(won int) fyne.CanvasObject {
	row := container.NewHBox()
	for i := range cardgame.HornsToWin {
		faint := 0.0
		if i >= won {
			faint = 0.75
		}
		row.Add(container.NewCenter(b.u.RefIconFaint("cardgame-horn", theme.IconInlineSize(), faint)))
	}
	return row
}

// bigAction is a step's one obvious action for the bottom bar.
func (b *cgBoard) bigAction(text string, icon fyne.Resource, cmd cardgame.Command) fyne.CanvasObject {
	t := kit.NewTile(text, icon, func() { b.f.Do(cmd) })
	t.SetImportance(widget.HighImportance)
	t.SetAlignment(fyne.TextAlignCenter)
	return kit.AtLeast(t, 0, kit.BigSize)
}

// choice is a secondary tile that sends cmd.
func (b *cgBoard) choice(text string, icon fyne.Resource, cmd cardgame.Command) *kit.Tile {
	return kit.NewTile(text, icon, func() { b.f.Do(cmd) })
}

// head is the current step's panel head: on a wide board the step's title
// and its explanation; on a phone, whose bottom bar already names the step,
// the explanation alone, in full-size text, so the panel's buttons come up.
func (b *cgBoard) head(s cardgame.State, hint string) []fyne.CanvasObject {
	if b.columns(2) == 2 {
		return stepHead(b.currentStep(s), hint)
	}
	if hint == "" {
		return nil
	}
	return []fyne.CanvasObject{kit.WrapLabel(hint)}
}

// stepHead is a panel's title and its explanation.
func stepHead(title, hint string) []fyne.CanvasObject {
	out := []fyne.CanvasObject{kit.Subheading(title)}
	if hint != "" {
		out = append(out, kit.Quiet(hint))
	}
	return out
}

// msg renders a rules message.
func (b *cgBoard) msg(m rules.Msg) string { return b.u.Loc.Msg(m) }
