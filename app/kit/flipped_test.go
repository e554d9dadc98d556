package kit

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A flipped content is drawn turned 180° (a red square at its top left shows
// at the widget's bottom right), and a tap on the window at the mirrored
// point of a button taps that button; Redraw shows a change.
func TestFlippedTurnsAndTapsMirrored(t *testing.T) {
	test.NewTempApp(t)
	red := color.NRGBA{R: 255, A: 255}
	sq := canvas.NewRectangle(red)
	var tapped []string
	a := widget.NewButton("A", func() { tapped = append(tapped, "A") })
	b := NewTile("B", nil, func() { tapped = append(tapped, "B") })
	off := widget.NewButton("Off", func() { tapped = append(tapped, "Off") })
	off.Disable()
	content := container.NewVBox(
		container.NewHBox(AtLeast(sq, 40, 40)),
		container.NewGridWithColumns(2, a, b),
		off,
	)
	f := NewFlipped(content)
	w := test.NewTempWindow(t, container.NewVBox(f))
	w.SetPadded(false)
	w.Resize(fyne.NewSize(300, 300))

	size := f.Size()
	if size.Width != 300 || size.Height != content.MinSize().Height {
		t.Fatalf("flipped is %v, want 300 wide and the content's %v tall", size, content.MinSize().Height)
	}
	img := w.Canvas().Capture()
	at := func(x, y float32) color.NRGBA {
		return color.NRGBAModel.Convert(img.At(int(x), int(y))).(color.NRGBA)
	}
	if got := at(size.Width-20, size.Height-20); got != red {
		t.Errorf("bottom right is %v, want the red square turned there", got)
	}
	if got := at(20, 20); got == red {
		t.Error("top left is red: the content is not turned")
	}

	// The mirrored centre of a button, in window coordinates.
	center := func(o fyne.CanvasObject) fyne.Position {
		p, ok := positionIn(content, o)
		if !ok {
			t.Fatalf("%v is not in the content", o)
		}
		return p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
	}
	mirror := func(o fyne.CanvasObject) fyne.Position {
		c := center(o)
		return fyne.NewPos(size.Width-c.X, size.Height-c.Y)
	}
	test.TapCanvas(w.Canvas(), mirror(a))
	test.TapCanvas(w.Canvas(), mirror(b))
	test.TapCanvas(w.Canvas(), mirror(off))
	// A's own (unturned) place is where B is drawn.
	test.TapCanvas(w.Canvas(), center(a))
	if got := strings.Join(tapped, " "); got != "A B B" {
		t.Fatalf("taps reached %q, want A B B (the disabled button none)", got)
	}

	sq.FillColor = color.NRGBA{B: 255, A: 255}
	f.Redraw()
	img = w.Canvas().Capture()
	if got := at(size.Width-20, size.Height-20); got != sq.FillColor {
		t.Errorf("after Redraw the turned square is %v, want blue", got)
	}
}

// A screen reader hears the flipped content's texts.
func TestFlippedAccessibleLabel(t *testing.T) {
	test.NewTempApp(t)
	f := NewFlipped(container.NewVBox(widget.NewLabel("Ben (Vikings)"), NewTile("1 companion", nil, nil)))
	if got := f.AccessibilityLabel(); got != "Ben (Vikings); 1 companion" {
		t.Fatalf("label %q", got)
	}
}

// positionIn is o's top left in root's coordinates.
func positionIn(root, o fyne.CanvasObject) (fyne.Position, bool) {
	if root == o {
		return fyne.Position{}, true
	}
	for _, c := range parts(root) {
		if p, ok := positionIn(c, o); ok {
			return c.Position().Add(p), true
		}
	}
	return fyne.Position{}, false
}
