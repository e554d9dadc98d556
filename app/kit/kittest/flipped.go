package kittest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/kit"
)

// Flipped is the first turned area on the screen (nil when none).
func (e *Env) Flipped() *kit.Flipped {
	f, _ := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*kit.Flipped); return ok }).(*kit.Flipped)
	return f
}

// FlippedPlace is where f draws o, an object of its content, in window
// coordinates: o's place mirrored through f's centre, scaled as the image is
// over f. It fails the test when o is not in f's content.
func (e *Env) FlippedPlace(f *kit.Flipped, o fyne.CanvasObject) (fyne.Position, fyne.Size) {
	e.T.Helper()
	p, ok := positionIn(f.Content(), o)
	if !ok {
		e.T.Fatalf("%T is not in the turned content", o)
	}
	size, cs := f.Size(), f.Content().Size()
	sx, sy := size.Width/cs.Width, size.Height/cs.Height
	end := p.Add(o.Size())
	at := fyne.NewPos((cs.Width-end.X)*sx, (cs.Height-end.Y)*sy)
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(f).Add(at), fyne.NewSize(o.Size().Width*sx, o.Size().Height*sy)
}

// TapFlipped taps the window where f draws the centre of o, an object of
// its content, as a player across the table would.
func (e *Env) TapFlipped(f *kit.Flipped, o fyne.CanvasObject) {
	e.T.Helper()
	p, size := e.FlippedPlace(f, o)
	test.TapCanvas(e.W.Canvas(), p.Add(fyne.NewPos(size.Width/2, size.Height/2)))
}

// positionIn is o's top left in root's coordinates, through containers.
func positionIn(root, o fyne.CanvasObject) (fyne.Position, bool) {
	if root == o {
		return fyne.Position{}, true
	}
	if c, ok := root.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if p, ok := positionIn(x, o); ok {
				return x.Position().Add(p), true
			}
		}
	}
	return fyne.Position{}, false
}
