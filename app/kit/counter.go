package kit

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Counter is a bounded number stepper: − value +, each a touch target. The
// buttons disable at the bounds, so a value outside them cannot be entered;
// the label before the number says what is counted and the bound.
type Counter struct {
	min, max, value int
	name            *Label
	num             *widget.Label
	minus, plus     *widget.Button
	box             *fyne.Container
	changed         func(int)
}

// NewCounter makes a stepper for value in [min, max]; changed (may be nil)
// hears every change made by a tap or by Set.
func NewCounter(name string, value, min, max int, changed func(int)) *Counter {
	c := &Counter{min: min, max: max, changed: changed}
	c.name = WrapLabel(name)
	c.num = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	c.num.SizeName = theme.SizeNameSubHeadingText
	c.minus = IconButton(theme.ContentRemoveIcon(), func() { c.Set(c.value - 1) })
	c.plus = IconButton(theme.ContentAddIcon(), func() { c.Set(c.value + 1) })
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return AtLeast(o, TouchSize, TouchSize) }
	steps := container.NewHBox(sq(c.minus), AtLeast(c.num, 40, TouchSize), sq(c.plus))
	c.box = container.NewBorder(nil, nil, nil, steps, c.name)
	c.value = min - 1 // so that the first set always shows
	c.apply(value, false)
	return c
}

// Value is the number shown.
func (c *Counter) Value() int { return c.value }

// Set changes the value, kept within the bounds.
func (c *Counter) Set(v int) { c.apply(v, true) }

// Show shows v (within the bounds) without telling the listener: the state
// it mirrors changed elsewhere.
func (c *Counter) Show(v int) { c.apply(v, false) }

func (c *Counter) apply(v int, notify bool) {
	v = min(max(v, c.min), c.max)
	changed := v != c.value
	c.value = v
	c.num.SetText(strconv.Itoa(v))
	SetEnabled(c.minus, v > c.min)
	SetEnabled(c.plus, v < c.max)
	if changed && notify && c.changed != nil {
		c.changed(v)
	}
}

// Object is the stepper to put on screen.
func (c *Counter) Object() fyne.CanvasObject { return c.box }
