package kittest

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
)

// action is one thing a person can do on the screen as it is: tap a button,
// a tile, a check or a tab, pick an option, type in an empty field.
type action struct {
	label string // what it says, with its kind: "tile:Roll the dice"
	occ   int    // which of the actions saying the same, in screen order
	do    func()
}

func (a action) id() string { return fmt.Sprintf("%s#%d", a.label, a.occ) }

// maxOptions is how many options of one choice the crawler tries.
const maxOptions = 6

// actionsIn lists what can be done under root, in screen order. Taps that
// leave the app's own world (a web link) or would browse the disk (inside a
// file dialog) are left out.
func actionsIn(root fyne.CanvasObject) []action {
	if isFileDialog(root) {
		return nil
	}
	var out []action
	add := func(label string, do func()) {
		label = strings.Join(strings.Fields(label), " ")
		if len(label) > 80 {
			label = label[:80]
		}
		out = append(out, action{label: label, do: do})
	}
	walkPlaced(root, fyne.Position{}, rect{-1e9, -1e9, 1e9, 1e9}, false, false, func(p placed) bool {
		switch x := p.o.(type) {
		case *kit.Tile:
			if !x.Disabled() {
				add("tile:"+x.Text(), func() { test.Tap(x.Button) })
			}
			return false
		case *widget.Button:
			if x.Disabled() {
				return false
			}
			label := x.Text
			if label == "" && x.Icon != nil {
				label = "icon " + x.Icon.Name()
			}
			add("button:"+label, func() { test.Tap(x) })
			return false
		case *widget.Check:
			if !x.Disabled() {
				add("check:"+x.Text, func() { test.Tap(x) })
			}
			return false
		case *widget.RadioGroup:
			if !x.Disabled() {
				for i, opt := range x.Options {
					if i < maxOptions && opt != x.Selected {
						add("radio:"+opt, func() { x.SetSelected(opt) })
					}
				}
			}
			return false
		case *widget.Select:
			if !x.Disabled() {
				for i, opt := range x.Options {
					if i < maxOptions && opt != x.Selected {
						add("select:"+opt, func() { x.SetSelected(opt) })
					}
				}
			}
			return false
		case *container.AppTabs:
			for _, it := range x.Items {
				if it != x.Selected() {
					add("tab:"+it.Text, func() { x.Select(it) })
				}
			}
			return true
		case *widget.Entry:
			if !x.Disabled() && x.Text == "" {
				add("type:"+x.PlaceHolder, func() { test.Type(x, "1") })
			}
			return false
		case *widget.Hyperlink:
			return false
		case *widget.PopUp, *container.Scroll:
			return true
		case fyne.Tappable:
			if d, ok := x.(fyne.Disableable); ok && d.Disabled() {
				return false
			}
			if internalType(p.o) {
				return true
			}
			label := fmt.Sprintf("%T", x)
			if a, ok := x.(fyne.Accessible); ok {
				label += " " + a.AccessibilityLabel()
			}
			add("tap:"+label, func() { test.Tap(x) })
			return true
		}
		return true
	})
	occ := map[string]int{}
	for i := range out {
		out[i].occ = occ[out[i].label]
		occ[out[i].label]++
	}
	return out
}

// internalType reports whether a tappable is a part of one of Fyne's own
// widgets that the crawler taps through the widget itself (a tab's button,
// a radio's item, a list's row).
func internalType(o fyne.CanvasObject) bool {
	t := fmt.Sprintf("%T", o)
	return strings.HasPrefix(t, "*widget.") || strings.HasPrefix(t, "*container.") || strings.HasPrefix(t, "*dialog.")
}

// isFileDialog reports whether root shows one of Fyne's file dialogs, whose
// content is the machine's own folders: the crawler checks it opens, in the
// UI's language, and goes no further.
func isFileDialog(root fyne.CanvasObject) bool {
	found := false
	Walk(root, func(o fyne.CanvasObject) bool {
		t := fmt.Sprintf("%T", o)
		found = strings.HasPrefix(t, "*dialog.file") || strings.HasPrefix(t, "*dialog.favorite") || t == "*kit.fileBrowser"
		return found
	})
	return found
}
