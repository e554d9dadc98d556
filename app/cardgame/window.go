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

// windowPanel is a time of alternate actions (Dawn, Journey step 2, Dusk
// step 1): each seat has its own buttons, shown while it may act; the other
// seat says whom it waits for. Two passes in a row move the round on.
type windowPanel struct {
	b       *cgBoard
	box     *fyne.Container
	head    *cgHead
	journey *kit.Label // where the journey goes, during one
	attach  *kit.Label
	seats   [2]*windowSeat // the destiny player's first
}

func (b *cgBoard) newWindowPanel() *windowPanel {
	p := &windowPanel{b: b, head: b.newHead()}
	p.journey = kit.Quiet("")
	p.attach = kit.Quiet(b.u.Loc.T("app.cardgame.attach_hint"))
	p.seats = [2]*windowSeat{b.newWindowSeat(true), b.newWindowSeat(false)}
	p.box = container.NewVBox(append(p.head.objects(), p.journey, b.side(p.seats[0].obj, p.seats[1].obj), p.attach)...)
	return p
}

func (p *windowPanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	p.head.step(p.b, s, p.b.windowStatus(s))
	journey := s.Phase == cardgame.PhaseJourney
	if journey {
		kit.SetText(p.journey, p.b.journeyLine(s))
	}
	kit.SetShown(p.journey, journey)
	kit.SetShown(p.attach, journey)
	p.seats[0].update(s, s.Destiny)
	p.seats[1].update(s, s.Bane())
	return p.box, nil
}

// currentStep is the checklist's current line in words.
func (b *cgBoard) currentStep(s cardgame.State) string {
	for _, st := range cardgame.Steps(s) {
		if st.State == rules.StepCurrent {
			return b.msg(st.Msg)
		}
	}
	return b.u.Loc.Msg(cardgame.PhaseName(s.Phase))
}

// windowStatus says who may act and how close the window is to closing.
func (b *cgBoard) windowStatus(s cardgame.State) string {
	u := b.u
	w := s.Window
	switch {
	case w.Last == "":
		return u.Loc.T("app.cardgame.window_open")
	case w.Passes == 1:
		return u.Loc.T("app.cardgame.window_passed", "Player", b.nameOf(s, w.Last), "Next", b.nameOf(s, s.Turn()))
	}
	return u.Loc.T("app.cardgame.window_turn", "Player", b.nameOf(s, s.Turn()))
}

// windowSeat is one seat's card in a window: its actions while it may act,
// else whom it waits for.
type windowSeat struct {
	b       *cgBoard
	obj     fyne.CanvasObject
	name    *kit.Label
	role    *widget.Label
	wait    *kit.Label
	waitRow fyne.CanvasObject // wait, and the damage button when the seat has one
	tiles   *kit.RowList[*choiceTile]
	grid    *kit.FitGrid // the tiles' layout: one column when a word would not fit in two
	damage  bool         // the seat offers damage (the destiny player's, on a phone)
	seat    int          // the seat shown
}

func (b *cgBoard) newWindowSeat(destiny bool) *windowSeat {
	u := b.u
	// Skulls on the other player's cards hurt the destiny player in the
	// middle of the other's turn: on a phone, whose seat tiles hide the
	// damage button behind a tap, it stays at hand here, turn or not.
	w := &windowSeat{b: b, damage: destiny && !b.wide}
	w.name = kit.WrapLabel("")
	w.name.TextStyle.Bold = true
	w.role = widget.NewLabel("") // not wrapped: a wrapping label squeezed beside the name grows tall
	w.role.SizeName = theme.SizeNameCaptionText
	w.wait = kit.Quiet("")
	w.waitRow = w.wait
	if w.damage {
		damage := kit.NewTile(u.Loc.T("app.cardgame.damage"), theme.WarningIcon(), func() { b.askDamage(w.seat) })
		w.waitRow = container.NewGridWithColumns(2, w.wait, damage)
	}
	box := kit.NewFitGrid(2, 0)
	w.grid = box.Layout.(*kit.FitGrid)
	w.tiles = kit.NewRowList(box, func() (*choiceTile, fyne.CanvasObject) {
		c := newChoice()
		return c, c.Tile
	})
	w.obj = kit.Card(container.NewVBox(container.NewBorder(nil, nil, nil, w.role, w.name), w.waitRow, w.tiles.Box))
	return w
}

// windowTile is one of a seat's tiles in a window.
type windowTile struct {
	text string
	icon fyne.Resource
	imp  widget.Importance
	tap  func()
}

func (w *windowSeat) update(s cardgame.State, seat int) {
	u, b := w.b.u, w.b
	w.seat = seat
	f := s.Seats[seat].Faction
	kit.SetText(w.name, b.name(s, seat))
	role := u.Loc.T("app.cardgame.role_destiny")
	if seat != s.Destiny {
		role = u.Loc.T("app.cardgame.role_bane")
	}
	kit.SetText(w.role, role)
	acts := cardgame.Acts(s, f)
	kit.SetShown(w.waitRow, acts == nil)
	kit.SetShown(w.tiles.Box, acts != nil)
	if acts == nil {
		kit.SetText(w.wait, u.Loc.T("app.cardgame.waiting", "Player", b.nameOf(s, s.Turn())))
		return
	}
	var tiles []windowTile
	for _, a := range acts {
		tiles = append(tiles, windowTile{b.msg(cardgame.ActName(a)), theme.ContentAddIcon(), widget.MediumImportance,
			b.do(cardgame.Command{Kind: cardgame.CmdAct, Player: f, Act: a})})
	}
	if seat == s.Bane() {
		for _, id := range cardgame.BaneEffects(s) {
			tiles = append(tiles, windowTile{u.Loc.T("app.cardgame.use_bane_effect", "Land", b.landName(s, id)), theme.VisibilityIcon(), widget.MediumImportance,
				b.do(cardgame.Command{Kind: cardgame.CmdAct, Player: f, Act: cardgame.ActLand, Land: id})})
		}
	}
	tiles = append(tiles, windowTile{u.Loc.T("app.cardgame.pass"), theme.MediaSkipNextIcon(), widget.HighImportance,
		b.do(cardgame.Command{Kind: cardgame.CmdPass, Player: f})})
	if w.damage {
		tiles = append(tiles, windowTile{u.Loc.T("app.cardgame.damage"), theme.WarningIcon(), widget.MediumImportance,
			func() { b.askDamage(seat) }})
	}
	// Two columns only as wide as the longest word: at the largest text
	// "companion" would not fit half a phone.
	texts := make([]string, len(tiles))
	for i, t := range tiles {
		texts[i] = t.text
	}
	w.grid.CellW = b.toolWidth(texts...)
	w.tiles.Show(len(tiles), func(i int, c *choiceTile) {
		t := tiles[i]
		c.set(t.text, t.icon, t.imp, t.tap)
	})
}

// journeyLine says where the journey goes and who opposes it.
func (b *cgBoard) journeyLine(s cardgame.State) string {
	u := b.u
	j := s.Journey
	land := b.landName(s, j.Land)
	switch j.Oppose {
	case cardgame.OpposeFree:
		return u.Loc.T("app.cardgame.journey_opposed_free", "Land", land)
	case cardgame.OpposePaid:
		return u.Loc.N("app.cardgame.journey_opposed_paid", j.Cost, "Land", land)
	}
	return u.Loc.T("app.cardgame.journey_unopposed", "Land", land)
}
