package cardgame

import (
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
// Its widgets are built once for the board's width and shown again with
// each new state.
type cgBoard struct {
	u *kit.UI
	f *kit.Frame
	s cardgame.State

	seats  *fyne.Container
	panel  *fyne.Container
	lands  *fyne.Container
	action *fyne.Container
	calc   *cgCalc // the journey calculator, kept while the journey lasts
	// The status strip: each player's role and horns; pinned, when
	// the frame shows it (a phone), the seats leave those to it.
	kit.BoardStrip

	// wide is the width the views below were built for: two columns, or a
	// phone's one.
	wide      bool
	seatViews [2]cgSeat
	landList  *kit.RowList[*landRow]
	panels    map[string]cgPanel // by panelKind, built when first needed

	// near is the seat facing the bottom edge of a phone lying flat between
	// the players, -1 when it stands (see flat.go); flat are the seats so
	// shown, by near seat, built when first needed.
	near    int
	flat    [2]*flatSeats
	flatRow *flatRow
	// seatArea shows seats, or flat's seats when the phone lies flat.
	seatArea *fyne.Container
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
	b.seatArea = container.NewVBox(b.seats)
	b.BoardStrip = kit.NewBoardStrip(f.BoardWidth())
	b.loadFlat()
	b.flatRow = b.newFlatRow()
	b.buildViews(b.columns(2) == 2)
	main := container.NewVBox(
		b.seatArea,
		b.panel,
		widget.NewSeparator(),
		kit.Subheading(b.u.Loc.T("app.cardgame.lands")),
		b.lands,
		b.flatRow.box,
	)
	return main, b.action
}

// buildViews makes the seats, the lands and (when first needed) the step
// panels for a wide board or a phone's.
func (b *cgBoard) buildViews(wide bool) {
	b.wide = wide
	for i := range b.seatViews {
		if wide {
			b.seatViews[i] = b.newSeatCard(i)
		} else {
			b.seatViews[i] = b.newSeatTile(i)
		}
	}
	b.seats.RemoveAll()
	for _, v := range b.seatViews {
		b.seats.Add(v.object())
	}
	b.flat = [2]*flatSeats{}
	b.landList = b.newLandList()
	kit.ShowOnly(b.lands, b.landList.Box)
	b.panels = map[string]cgPanel{}
	if b.calc != nil {
		b.calc.box = nil // built again at the new width, with its numbers
	}
	kit.ShowOnly(b.panel, nil)
	kit.ShowOnly(b.action, nil)
}

func (b *cgBoard) Update(st any) {
	s := b.state(st)
	b.s = s
	if wide := b.columns(2) == 2; wide != b.wide {
		b.buildViews(wide)
	}
	b.showStatus(s)
	b.showSeats(s)
	if b.calc != nil && !b.calc.fits(s) {
		b.calc = nil
	}
	panel, action := b.stepPanel(s)
	kit.ShowOnly(b.panel, panel)
	kit.ShowOnly(b.action, action)
	b.showLands(s)
}

// stepPanel is what the table does now, and the bottom bar's action if the
// step has a single one.
func (b *cgBoard) stepPanel(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	kind := panelKind(s)
	if kind == cardgame.StepResolve {
		return b.resolvePanel(s)
	}
	p, ok := b.panels[kind]
	if !ok {
		p = b.newPanel(kind)
		b.panels[kind] = p
	}
	if p == nil {
		return nil, nil
	}
	return p.update(s)
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

// msg renders a rules message.
func (b *cgBoard) msg(m rules.Msg) string { return b.u.Loc.Msg(m) }
