package cardgame

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// cgSeat is one player's seat on the board, built once and shown again with
// each state.
type cgSeat interface {
	object() fyne.CanvasObject
	update(s cardgame.State)
}

// seatCard is a seat on a wide board: name, role badge in words, horns,
// companions, the damage button, and the lands conquered.
type seatCard struct {
	b          *cgBoard
	i          int
	obj        fyne.CanvasObject
	name       *kit.Label
	role       *widget.Label
	slots      [cardgame.HornsToWin]hornSlot
	horns      *widget.Label
	companions *kit.Tile
	tools      fyne.CanvasObject // companions and damage, while there is a game to record
	lands      *kit.Label
	// shown sums up what the card shows: a turned card is drawn again only
	// when it changes.
	shown string
}

func (b *cgBoard) newSeatCard(i int) *seatCard {
	u := b.u
	c := &seatCard{b: b, i: i}
	c.name = kit.WrapLabel("")
	c.name.TextStyle.Bold = true
	c.role = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	slots := container.NewHBox()
	for k := range c.slots {
		c.slots[k] = b.newHornSlot()
		slots.Add(c.slots[k].obj)
	}
	c.horns = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.companions = kit.NewTile("", theme.DocumentCreateIcon(), func() { b.askCompanions(i) })
	damage := kit.NewTile(u.Loc.T("app.cardgame.damage"), theme.WarningIcon(), func() { b.askDamage(i) })
	if b.wide {
		c.tools = container.NewGridWithColumns(2, c.companions, damage)
	} else {
		// A phone lying flat shows the full card: its two tiles go one under
		// the other rather than cut a word at a large text size.
		c.tools = kit.NewFitGrid(2, b.toolWidth(u.Loc.N("app.cardgame.companions_n", 2), u.Loc.T("app.cardgame.damage")), c.companions, damage)
	}
	c.lands = kit.Quiet("")
	c.obj = kit.Card(container.NewVBox(container.NewBorder(nil, nil, nil, c.role, c.name),
		container.NewHBox(slots, c.horns), c.tools, c.lands))
	return c
}

func (c *seatCard) object() fyne.CanvasObject { return c.obj }

// toolWidth is the width a seat's tile needs for the longest word of texts
// on one line beside its icon.
func (b *cgBoard) toolWidth(texts ...string) float32 {
	var word float32
	for _, t := range texts {
		for _, w := range strings.Fields(t) {
			word = max(word, fyne.MeasureText(w, theme.TextSize(), fyne.TextStyle{Bold: true}).Width)
		}
	}
	pad := theme.Padding()
	return word + theme.IconInlineSize() + 4*pad + 2*theme.InnerPadding()
}

func (c *seatCard) update(s cardgame.State) {
	u := c.b.u
	p := s.Seats[c.i]
	won, lands := s.HornsOf(p.Faction), c.b.conquered(s, p.Faction)
	c.shown = fmt.Sprint(c.b.name(s, c.i), c.i == s.Destiny, won, p.Companions, s.Over(), lands)
	kit.SetText(c.name, c.b.name(s, c.i))
	if c.i == s.Destiny {
		kit.SetLabel(c.role, u.Loc.T("app.cardgame.role_destiny"), widget.HighImportance)
	} else {
		kit.SetLabel(c.role, u.Loc.T("app.cardgame.role_bane"), widget.DangerImportance)
	}
	for k := range c.slots {
		c.slots[k].set(k < won)
	}
	kit.SetText(c.horns, u.Loc.T("app.cardgame.horns", "N", won, "Of", cardgame.HornsToWin))
	c.companions.SetText(u.Loc.N("app.cardgame.companions_n", p.Companions))
	kit.SetShown(c.tools, !s.Over()) // nothing is left to record
	kit.SetText(c.lands, lands)
	kit.SetShown(c.lands, lands != "")
}

// hornSlot is one of a seat's three horn spaces: a horn once won, a faint
// one still to win (the count beside says it in words too). Both are made
// once and one is shown, so a horn won parses no icon.
type hornSlot struct {
	won, faint fyne.CanvasObject
	obj        fyne.CanvasObject
}

func (b *cgBoard) newHornSlot() hornSlot {
	h := hornSlot{
		won:   b.u.RefIcon("cardgame-horn", theme.IconInlineSize()),
		faint: b.u.RefIconFaint("cardgame-horn", theme.IconInlineSize(), 0.75),
	}
	h.obj = container.NewCenter(h.won, h.faint)
	return h
}

func (h hornSlot) set(won bool) {
	kit.SetShown(h.won, won)
	kit.SetShown(h.faint, !won)
}

// seatTile is a seat on a phone: one tile saying the player, the role, the
// horns and the companions (the role and the horns are left to the status
// strip when it is pinned above); a tap opens the seat's companions and
// damage. Once the game is over the seat is shown, not offered.
type seatTile struct {
	b    *cgBoard
	i    int
	obj  fyne.CanvasObject
	tile *kit.Tile
	over *kit.Label
	card fyne.CanvasObject // over's card
}

func (b *cgBoard) newSeatTile(i int) *seatTile {
	t := &seatTile{b: b, i: i}
	t.tile = kit.NewTile("", nil, func() { b.askSeat(i) })
	t.over = kit.WrapLabel("")
	t.over.TextStyle.Bold = true
	t.card = kit.Card(t.over)
	t.obj = container.NewStack(t.tile, t.card)
	return t
}

func (t *seatTile) object() fyne.CanvasObject { return t.obj }

func (t *seatTile) update(s cardgame.State) {
	u, b, i := t.b.u, t.b, t.i
	p := s.Seats[i]
	role := u.Loc.T("app.cardgame.role_destiny")
	if i != s.Destiny {
		role = u.Loc.T("app.cardgame.role_bane")
	}
	text := b.name(s, i) + "\n" + role + "\n" +
		u.Loc.T("app.cardgame.horns", "N", s.HornsOf(p.Faction), "Of", cardgame.HornsToWin) + "\n" +
		u.Loc.N("app.cardgame.companions_n", p.Companions)
	if b.Pinned {
		text = b.name(s, i) + "\n" + u.Loc.N("app.cardgame.companions_n", p.Companions)
	}
	over := s.Over()
	kit.SetShown(t.tile, !over)
	kit.SetShown(t.card, over)
	if over {
		kit.SetText(t.over, text)
		return
	}
	imp := widget.MediumImportance
	if i == s.Destiny && !b.Pinned {
		imp = widget.HighImportance
	}
	t.tile.SetImportance(imp)
	t.tile.SetText(text)
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
func (b *cgBoard) showStatus(s cardgame.State) { b.Strip.Set(b.statusRows(s)...) }

// statusRows are the status strip's rows, the live view's too.
func (b *cgBoard) statusRows(s cardgame.State) []kit.StripRow {
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
	return rows
}
