package kit

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// DiceEntry enters the faces of real six-sided dice read off the table: six
// face buttons add a die each, a back button takes the last one off. It holds
// at most n dice; the caller's say writes the line above the buttons (what is
// entered so far), so the widget carries no text of its own.
type DiceEntry struct {
	N       int
	faces   []int
	shown   *Label
	faceBtn [6]*widget.Button
	back    *widget.Button
	box     *fyne.Container
	say     func(faces []int, n int) string
	Changed func(faces []int)
	// Done, when set, runs as the last die is entered: the entry confirms
	// itself, one tap fewer at the table (undo takes it back).
	Done func(faces []int)
}

// NewDiceEntry makes the panel for n dice. changed (may be nil) hears every
// change; the panel is complete when len(faces) == n.
func NewDiceEntry(n int, say func(faces []int, n int) string, changed func(faces []int)) *DiceEntry {
	d := &DiceEntry{N: n, say: say, Changed: changed}
	d.shown = WrapLabel("")
	d.shown.TextStyle.Bold = true
	grid := make([]fyne.CanvasObject, 0, 7)
	for f := 1; f <= 6; f++ {
		b := widget.NewButton(strconv.Itoa(f), func() { d.add(f) })
		d.faceBtn[f-1] = b
		grid = append(grid, AtLeast(b, TouchSize, TouchSize))
	}
	d.back = IconButton(theme.NavigateBackIcon(), d.removeLast)
	grid = append(grid, AtLeast(d.back, TouchSize, TouchSize))
	d.box = container.NewVBox(d.shown, container.NewGridWithColumns(7, grid...))
	d.refresh()
	return d
}

// Faces are the dice entered so far.
func (d *DiceEntry) Faces() []int { return append([]int(nil), d.faces...) }

// Complete reports whether all n dice are entered.
func (d *DiceEntry) Complete() bool { return len(d.faces) == d.N }

func (d *DiceEntry) add(f int) {
	if len(d.faces) >= d.N {
		return
	}
	d.faces = append(d.faces, f)
	d.refresh()
	if d.Complete() && d.Done != nil {
		d.Done(d.Faces())
	}
}

func (d *DiceEntry) removeLast() {
	if len(d.faces) == 0 {
		return
	}
	d.faces = d.faces[:len(d.faces)-1]
	d.refresh()
}

func (d *DiceEntry) refresh() {
	d.shown.SetText(d.say(d.faces, d.N))
	full := len(d.faces) >= d.N
	for _, b := range d.faceBtn {
		SetEnabled(b, !full)
	}
	SetEnabled(d.back, len(d.faces) > 0)
	if d.Changed != nil {
		d.Changed(d.Faces())
	}
}

// Object is the panel to put on screen.
func (d *DiceEntry) Object() fyne.CanvasObject { return d.box }
