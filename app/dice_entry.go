package app

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// diceEntry enters the faces of real six-sided dice read off the table: six
// face buttons add a die each, a back button takes the last one off. It holds
// at most n dice; the caller's say writes the line above the buttons (what is
// entered so far), so the widget carries no text of its own.
type diceEntry struct {
	n       int
	faces   []int
	shown   *widget.Label
	faceBtn [6]*widget.Button
	back    *widget.Button
	box     *fyne.Container
	say     func(faces []int, n int) string
	changed func(faces []int)
}

// newDiceEntry makes the panel for n dice. changed (may be nil) hears every
// change; the panel is complete when len(faces) == n.
func newDiceEntry(n int, say func(faces []int, n int) string, changed func(faces []int)) *diceEntry {
	d := &diceEntry{n: n, say: say, changed: changed}
	d.shown = wrapLabel("")
	d.shown.TextStyle.Bold = true
	grid := make([]fyne.CanvasObject, 0, 7)
	for f := 1; f <= 6; f++ {
		b := widget.NewButton(strconv.Itoa(f), func() { d.add(f) })
		d.faceBtn[f-1] = b
		grid = append(grid, atLeast(b, touchSize, touchSize))
	}
	d.back = iconButton(theme.NavigateBackIcon(), d.removeLast)
	grid = append(grid, atLeast(d.back, touchSize, touchSize))
	d.box = container.NewVBox(d.shown, container.NewGridWithColumns(7, grid...))
	d.refresh()
	return d
}

// Faces are the dice entered so far.
func (d *diceEntry) Faces() []int { return append([]int(nil), d.faces...) }

// Complete reports whether all n dice are entered.
func (d *diceEntry) Complete() bool { return len(d.faces) == d.n }

func (d *diceEntry) add(f int) {
	if len(d.faces) >= d.n {
		return
	}
	d.faces = append(d.faces, f)
	d.refresh()
}

func (d *diceEntry) removeLast() {
	if len(d.faces) == 0 {
		return
	}
	d.faces = d.faces[:len(d.faces)-1]
	d.refresh()
}

func (d *diceEntry) refresh() {
	d.shown.SetText(d.say(d.faces, d.n))
	full := len(d.faces) >= d.n
	for _, b := range d.faceBtn {
		setEnabled(b, !full)
	}
	setEnabled(d.back, len(d.faces) > 0)
	if d.changed != nil {
		d.changed(d.Faces())
	}
}

// object is the panel to put on screen.
func (d *diceEntry) object() fyne.CanvasObject { return d.box }
