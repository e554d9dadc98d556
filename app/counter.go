package app

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// counter is a bounded number stepper: − value +, each a touch target. The
// buttons disable at the bounds, so a value outside them cannot be entered;
// the label before the number says what is counted and the bound.
type counter struct {
	min, max, value int
	name            *widget.Label
	num             *widget.Label
	minus, plus     *widget.Button
	box             *fyne.Container
	changed         func(int)
}

// newCounter makes a stepper for value in [min, max]; changed (may be nil)
// hears every change made by a tap or by Set.
func newCounter(name string, value, min, max int, changed func(int)) *counter {
	c := &counter{min: min, max: max, changed: changed}
	c.name = wrapLabel(name)
	c.num = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	c.num.SizeName = theme.SizeNameSubHeadingText
	c.minus = iconButton(theme.ContentRemoveIcon(), func() { c.Set(c.value - 1) })
	c.plus = iconButton(theme.ContentAddIcon(), func() { c.Set(c.value + 1) })
	sq := func(o fyne.CanvasObject) fyne.CanvasObject { return atLeast(o, touchSize, touchSize) }
	steps := container.NewHBox(sq(c.minus), atLeast(c.num, 40, touchSize), sq(c.plus))
	c.box = container.NewBorder(nil, nil, nil, steps, c.name)
	c.value = min - 1 // so that the first set always shows
	c.set(value, false)
	return c
}

// Value is the number shown.
func (c *counter) Value() int { return c.value }

// Set changes the value, kept within the bounds.
func (c *counter) Set(v int) { c.set(v, true) }

func (c *counter) set(v int, notify bool) {
	v = min(max(v, c.min), c.max)
	changed := v != c.value
	c.value = v
	c.num.SetText(strconv.Itoa(v))
	setEnabled(c.minus, v > c.min)
	setEnabled(c.plus, v < c.max)
	if changed && notify && c.changed != nil {
		c.changed(v)
	}
}

// object is the stepper to put on screen.
func (c *counter) object() fyne.CanvasObject { return c.box }
