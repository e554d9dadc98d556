package kittest

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
)

// checkOpened: a dialog that has just opened shows its question, its first
// input and its primary button without scrolling.
func checkOpened(dlg []placed) []string {
	var out []string
	var question, input, primary *placed
	var lastButton *placed
	for i := range dlg {
		p := &dlg[i]
		switch x := p.o.(type) {
		case *widget.Label:
			if question == nil && strings.TrimSpace(x.Text) != "" {
				question = p
			}
		case *widget.RichText:
			if question == nil && strings.TrimSpace(x.String()) != "" {
				question = p
			}
		case *canvas.Text:
			if question == nil && strings.TrimSpace(x.Text) != "" {
				question = p
			}
		case *widget.Entry, *widget.Select, *widget.RadioGroup, *widget.Check, *kit.Tile:
			if input == nil && p.inScroll {
				input = p
			}
		case *widget.Button:
			if x.Disabled() && x.Importance != widget.HighImportance {
				continue
			}
			if !p.inScroll {
				lastButton = p
				if x.Importance == widget.HighImportance || x.Importance == widget.DangerImportance {
					primary = p
				}
			} else if input == nil && (x.Text != "" || x.Icon != nil) {
				// A button with neither text nor icon is the tap area of a
				// row drawn beside it (a reference entry's "see also"):
				// a way elsewhere, not an answer the dialog asks for.
				input = p
			}
		}
	}
	if primary == nil {
		primary = lastButton
	}
	for _, c := range []struct {
		what string
		p    *placed
	}{{"its question", question}, {"its first input", input}, {"its primary button", primary}} {
		if c.p != nil && !c.p.visible() {
			out = append(out, fmt.Sprintf("the dialog %q opens with %s (%s) out of view", dialogName(dlg), c.what, describe(c.p.o)))
		}
	}
	return out
}

// checkErrorShown: a refusal a tap made appear is in view.
func checkErrorShown(before, after []placed) []string {
	seen := map[string]bool{}
	for _, p := range before {
		if t, ok := errorText(p.o); ok {
			seen[t] = true
		}
	}
	var out []string
	for _, p := range after {
		if t, ok := errorText(p.o); ok && !seen[t] && !p.visible() {
			out = append(out, fmt.Sprintf("the refusal %q shows out of view", shorten(t)))
		}
	}
	return out
}

// errorText is the text of a label drawn in the theme's error colour.
func errorText(o fyne.CanvasObject) (string, bool) {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text, x.Importance == widget.DangerImportance && x.Text != ""
	case *widget.RichText:
		for _, s := range x.Segments {
			if ts, ok := s.(*widget.TextSegment); ok && ts.Style.ColorName == theme.ColorNameError && ts.Text != "" {
				return x.String(), true
			}
		}
	}
	return "", false
}

// buttonPlaces are where a dialog's buttons are, by what they say.
func buttonPlaces(ps []placed) map[string]rect {
	out := map[string]rect{}
	occ := map[string]int{}
	for _, p := range ps {
		var label string
		switch x := p.o.(type) {
		case *widget.Button:
			label = x.Text
			if label == "" && x.Icon != nil {
				label = "icon " + x.Icon.Name()
			}
		case *kit.Tile:
			label = x.Text()
		default:
			continue
		}
		k := fmt.Sprintf("%s#%d", label, occ[label])
		occ[label]++
		out[k] = p.at
	}
	return out
}

// checkStayPut: after a tap inside a dialog that leaves the same buttons,
// every one is where it was.
func checkStayPut(before, after map[string]rect) []string {
	if len(before) != len(after) {
		return nil
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			return nil
		}
	}
	var out []string
	for k, b := range before {
		a := after[k]
		if d := max(abs(a.x0-b.x0), abs(a.y0-b.y0)); d > 0.5 {
			out = append(out, fmt.Sprintf("the button %q moved by %.0f px after a tap that left the same buttons", strings.SplitN(k, "#", 2)[0], d))
		}
	}
	return out
}

func abs(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

// dialogName is what a dialog is known by: its first text.
func dialogName(dlg []placed) string {
	for _, p := range dlg {
		var t string
		switch x := p.o.(type) {
		case *widget.Label:
			t = x.Text
		case *widget.RichText:
			t = x.String()
		case *canvas.Text:
			t = x.Text
		}
		if t = strings.TrimSpace(t); t != "" {
			return shorten(t)
		}
	}
	return "(no text)"
}

func describe(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *widget.Label:
		return shorten(x.Text)
	case *widget.RichText:
		return shorten(x.String())
	case *widget.Button:
		return x.Text
	case *kit.Tile:
		return x.Text()
	case *widget.Entry:
		return "a text field"
	}
	return fmt.Sprintf("%T", o)
}
