package kit

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The live sheet's warning (no local network) reads at 4.5:1 or more on the
// sheet's background, in the light theme and in the dark one.
func TestLiveWarningContrast(t *testing.T) {
	test.NewTempApp(t)
	var l *Label
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *Label:
			l = x
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(liveWarning("No local network"))
	if l == nil {
		t.Fatal("no label in the warning")
	}
	name := map[widget.Importance]fyne.ThemeColorName{
		widget.MediumImportance: theme.ColorNameForeground, widget.LowImportance: theme.ColorNameDisabled,
		widget.HighImportance: theme.ColorNamePrimary, widget.DangerImportance: theme.ColorNameError,
		widget.WarningImportance: theme.ColorNameWarning, widget.SuccessImportance: theme.ColorNameSuccess,
	}[l.Importance]
	for _, variant := range []string{"light", "dark"} {
		th := newTheme(variant, 1)
		for _, bg := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground} {
			if r := contrast(th.Color(name, 0), th.Color(bg, 0)); r < 4.5 {
				t.Errorf("%s theme: the warning's %s is %.1f:1 on %s", variant, name, r, bg)
			}
		}
	}
}

// contrast is WCAG's contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c color.Color) float64 {
	r, g, b, _ := color.NRGBAModel.Convert(c).RGBA()
	ch := func(v uint32) float64 {
		s := float64(v>>8) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(r) + 0.7152*ch(g) + 0.0722*ch(b)
}
