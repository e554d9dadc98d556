package kit

import (
	"image"
	"image/draw"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/widget"
)

// Flipped shows its content turned 180°, for the far half of a phone lying
// flat between two players. Fyne cannot rotate widgets: the content lives
// in an offscreen canvas, is drawn there and shown as a turned image; a tap
// goes to what lies under the mirrored point. Call Redraw after changing
// the content (the image does not follow it by itself).
type Flipped struct {
	widget.BaseWidget
	content fyne.CanvasObject
	off     software.WindowlessCanvas
	img     *canvas.Image
	drawn   fyne.Size // the widget's size at the last capture
}

// NewFlipped shows content upside down.
func NewFlipped(content fyne.CanvasObject) *Flipped {
	f := &Flipped{content: content, off: software.NewCanvas(), img: &canvas.Image{FillMode: canvas.ImageFillStretch}}
	f.off.SetPadded(false) // the content's own edges, as it would sit on the board
	f.off.SetContent(content)
	f.ExtendBaseWidget(f)
	return f
}

// Content is what the widget shows turned.
func (f *Flipped) Content() fyne.CanvasObject { return f.content }

// Redraw captures the content again at the widget's width (nothing before
// the widget is first laid out: its layout draws then).
func (f *Flipped) Redraw() {
	size := f.Size()
	if size.Width <= 0 {
		return
	}
	f.drawn = size
	f.off.SetScale(f.scale()) // as many pixels as the screen has: crisp text
	// Wrapped text takes its height from its width: lay out at the width,
	// measure, and again until the height holds.
	for range 4 {
		h := f.content.MinSize().Height
		f.content.Resize(fyne.NewSize(size.Width, h))
		settle(f.content)
		if f.content.MinSize().Height == h {
			break
		}
	}
	f.off.Resize(f.content.Size())
	f.img.Image = turned(f.off.Capture())
	f.img.Refresh()
}

// scale is the scale of the window showing the widget, else of the first
// window (the widget is not registered with a canvas before it is drawn).
func (f *Flipped) scale() float32 {
	d := fyne.CurrentApp().Driver()
	if c := d.CanvasForObject(f); c != nil {
		return c.Scale()
	}
	if ws := d.AllWindows(); len(ws) > 0 {
		return ws[0].Canvas().Scale()
	}
	return 1
}

// Refresh refreshes the content (a theme change reaches it only this way,
// being in no window) and captures it again.
func (f *Flipped) Refresh() {
	f.content.Refresh()
	f.Redraw()
	f.BaseWidget.Refresh()
}

// Tapped sends the tap to the deepest tappable object under the mirrored
// point of the content (a disabled button ignores it by itself).
func (f *Flipped) Tapped(ev *fyne.PointEvent) {
	size, cs := f.Size(), f.content.Size()
	if size.Width <= 0 || size.Height <= 0 {
		return
	}
	// The image is stretched over the widget: scale back to the content.
	p := fyne.NewPos((size.Width-ev.Position.X)*cs.Width/size.Width, (size.Height-ev.Position.Y)*cs.Height/size.Height)
	if t, at := tappableAt(f.content, p); t != nil {
		t.Tapped(&fyne.PointEvent{Position: at, AbsolutePosition: ev.AbsolutePosition})
	}
}

// tappableAt is the deepest visible tappable under p (in o's coordinates)
// and p in its coordinates; nil when none.
func tappableAt(o fyne.CanvasObject, p fyne.Position) (fyne.Tappable, fyne.Position) {
	s := o.Size()
	if !o.Visible() || p.X < 0 || p.Y < 0 || p.X >= s.Width || p.Y >= s.Height {
		return nil, p
	}
	kids := parts(o)
	for i := len(kids) - 1; i >= 0; i-- { // the last drawn is on top
		c := kids[i]
		if c == nil {
			continue
		}
		if t, at := tappableAt(c, p.Subtract(c.Position())); t != nil {
			return t, at
		}
	}
	if t, ok := o.(fyne.Tappable); ok {
		return t, p
	}
	return nil, p
}

// parts are the objects inside o that Flipped looks into. Fyne gives no
// public access to a widget's renderer: containers, scrolls and tiles are
// entered, any other widget is a whole (tapped when it is tappable).
func parts(o fyne.CanvasObject) []fyne.CanvasObject {
	switch x := o.(type) {
	case *fyne.Container:
		return x.Objects
	case *container.Scroll:
		return []fyne.CanvasObject{x.Content}
	case *Tile:
		return []fyne.CanvasObject{x.Button} // at the tile's origin (its renderer's stack)
	}
	return nil
}

// AccessibilityLabel is the content's text, for a screen reader (which
// reads no image).
func (f *Flipped) AccessibilityLabel() string {
	var texts []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *fyne.Container, *container.Scroll: // a container's own label is "Container"
			for _, c := range parts(o) {
				walk(c)
			}
		case *widget.Label:
			texts = append(texts, x.Text)
		case *canvas.Text:
			texts = append(texts, x.Text)
		case fyne.Accessible:
			texts = append(texts, x.AccessibilityLabel())
		}
	}
	walk(f.content)
	var out []string
	for _, t := range texts {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return strings.Join(out, "; ")
}

// AccessibilityRole is a container's: the content's buttons are inside.
func (f *Flipped) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleContainer }

func (f *Flipped) CreateRenderer() fyne.WidgetRenderer { return &flippedRenderer{f: f} }

type flippedRenderer struct{ f *Flipped }

func (r *flippedRenderer) Layout(size fyne.Size) {
	r.f.img.Resize(size)
	if size != r.f.drawn {
		r.f.Redraw()
	}
}

// MinSize is the content's, at the width it was last drawn at.
func (r *flippedRenderer) MinSize() fyne.Size           { return r.f.content.MinSize() }
func (r *flippedRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.f.img} }
func (r *flippedRenderer) Refresh()                     { r.f.img.Refresh() }
func (r *flippedRenderer) Destroy()                     {}

// turned is img turned 180°.
func turned(img image.Image) *image.NRGBA {
	src, ok := img.(*image.NRGBA)
	if !ok || src.Rect.Min != (image.Point{}) {
		src = image.NewNRGBA(image.Rectangle{Max: img.Bounds().Size()})
		draw.Draw(src, src.Rect, img, img.Bounds().Min, draw.Src)
	}
	w, h := src.Rect.Dx(), src.Rect.Dy()
	out := image.NewNRGBA(src.Rect)
	for y := range h {
		from := src.Pix[y*src.Stride : y*src.Stride+4*w]
		to := out.Pix[(h-1-y)*out.Stride : (h-1-y)*out.Stride+4*w]
		for x := range w {
			copy(to[4*(w-1-x):4*(w-x)], from[4*x:4*x+4])
		}
	}
	return out
}
