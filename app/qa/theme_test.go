package qa

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
)

// A theme switch while a game is open (a phone turning dark at night) shows
// every panel in the new colours, although the board updates in place.
func TestQaThemeSwitchRepaintsPanels(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.SetPref(kit.PrefTheme, "light")
	e.U.ApplyTheme()
	e.Open(seed.QaSession(e.Store, "Theme", 1))
	light := panelFills(e)
	if len(light) == 0 {
		t.Fatal("no panel on the board")
	}
	e.U.SetPref(kit.PrefTheme, "dark")
	e.U.ApplyTheme()
	dark := theme.DefaultTheme().Color(theme.ColorNameInputBackground, theme.VariantDark)
	for _, c := range panelFills(e) {
		if c != dark {
			t.Fatalf("a panel keeps the light theme's colour %v", c)
		}
	}
}

// panelFills are the fills of the board's panels (rounded input-coloured
// rectangles), whatever their theme.
func panelFills(e *kittest.Env) []color.Color {
	light := theme.DefaultTheme().Color(theme.ColorNameInputBackground, theme.VariantLight)
	dark := theme.DefaultTheme().Color(theme.ColorNameInputBackground, theme.VariantDark)
	var out []color.Color
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if r, ok := o.(*canvas.Rectangle); ok && r.CornerRadius > 0 && (r.FillColor == light || r.FillColor == dark) {
			out = append(out, r.FillColor)
		}
		return false
	})
	return out
}
