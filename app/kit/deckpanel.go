package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// DeckPanel is one deck at the table: its name, its counts, a button for the
// app to draw (digital mode), a button to say which card the table drew (table
// mode: a grid of the cards it can be), and the deck's cards in play, each with
// its own buttons (discard, take…). Like counter and diceEntry it carries no
// text of its own: the caller writes every line in deckShow.
type DeckPanel struct {
	u      *UI
	title  *widget.Label
	counts *Label
	draw   *Tile
	table  *Tile
	out    *fyne.Container
	box    *fyne.Container
	show   DeckShow
}

// DeckShow is what a deck panel shows. A button whose text is "" is hidden.
type DeckShow struct {
	Title, Counts string
	DrawText      string // the app draws
	TableText     string // the table drew: pick the card
	CanDraw       bool
	PickTitle     string   // the table-mode picker's question
	Choices       []Option // the cards the table may have drawn
	Draw          func(card string)
	// Table, when set, replaces the picker (several cards drawn at once).
	Table func()
	Out   []DeckCard // cards in play
}

// DeckCard is a card of the deck in play and what can be done with it.
type DeckCard struct {
	Text    string
	Actions []DeckAction
}

// DeckAction is one button beside a card in play.
type DeckAction struct {
	Text string
	Do   func()
}

func NewDeckPanel(u *UI) *DeckPanel {
	p := &DeckPanel{u: u}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.title.Wrapping = fyne.TextWrapWord
	p.counts = Quiet("")
	p.draw = NewTile("", theme.DownloadIcon(), func() {
		if p.show.Draw != nil {
			p.show.Draw("")
		}
	})
	p.table = NewTile("", theme.DocumentCreateIcon(), func() {
		if p.show.Table != nil {
			p.show.Table()
			return
		}
		p.Pick()
	})
	p.out = container.NewVBox()
	p.box = container.NewVBox(p.title, p.counts, container.NewGridWithColumns(2, p.draw, p.table), p.out)
	return p
}

// Set shows d.
func (p *DeckPanel) Set(d DeckShow) {
	p.show = d
	p.title.SetText(d.Title)
	p.counts.SetText(d.Counts)
	p.counts.Hidden = d.Counts == ""
	for _, b := range []struct {
		btn  *Tile
		text string
		on   bool
	}{{p.draw, d.DrawText, d.CanDraw}, {p.table, d.TableText, d.CanDraw && (len(d.Choices) > 0 || d.Table != nil)}} {
		b.btn.SetText(b.text)
		b.btn.Hidden = b.text == ""
		SetEnabled(b.btn, b.on)
	}
	rows := make([]fyne.CanvasObject, 0, len(d.Out))
	for _, c := range d.Out {
		var btns []fyne.CanvasObject
		for _, a := range c.Actions {
			btns = append(btns, Tall(widget.NewButton(a.Text, a.Do)))
		}
		l := WrapLabel(c.Text)
		l.TextStyle.Bold = true
		rows = append(rows, container.NewBorder(nil, nil, nil, container.NewHBox(btns...), l))
	}
	p.out.Objects = rows
	p.out.Refresh()
	p.box.Refresh()
}

// Pick opens the table-mode picker: one tap on the card drawn.
func (p *DeckPanel) Pick() {
	d := p.show
	if len(d.Choices) == 0 || d.Draw == nil {
		return
	}
	var dlg *Sheet
	grid := make([]fyne.CanvasObject, 0, len(d.Choices))
	for _, c := range d.Choices {
		v := c.Value
		grid = append(grid, AtLeast(widget.NewButton(c.Label, func() {
			dlg.Hide()
			d.Draw(v)
		}), TouchSize, TouchSize))
	}
	// Up to five to a row, fewer on a phone when the labels are long.
	content := container.NewVBox(WrapLabel(d.PickTitle), NewFitGrid(5, TouchSize, grid...))
	dlg = p.u.NewSheet(d.Title, content).WithClose(p.u.Loc.T("common.cancel"))
	dlg.Show()
}

// Object is the panel to put on screen.
func (p *DeckPanel) Object() fyne.CanvasObject { return p.box }
