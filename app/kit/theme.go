package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// textScales are the text-size settings and how much they enlarge the theme.
var textScales = []struct {
	key   string
	scale float32
}{
	{"small", 0.85},
	{"normal", 1},
	{"large", 1.2},
	{"xlarge", 1.45},
}

func TextScale(key string) float32 {
	for _, t := range textScales {
		if t.key == key {
			return t.scale
		}
	}
	return 1
}

// SkaldTheme is Fyne's default theme with an optional forced light or dark
// variant and scaled text (and the sizes that go with text).
type SkaldTheme struct {
	base    fyne.Theme
	forced  bool
	variant fyne.ThemeVariant
	Scale   float32
}

func newTheme(variant string, scale float32) *SkaldTheme {
	t := &SkaldTheme{base: theme.DefaultTheme(), Scale: scale}
	switch variant {
	case "light":
		t.forced, t.variant = true, theme.VariantLight
	case "dark":
		t.forced, t.variant = true, theme.VariantDark
	}
	if t.Scale <= 0 {
		t.Scale = 1
	}
	return t
}

func (t *SkaldTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.forced {
		v = t.variant
	}
	return t.base.Color(n, v)
}

func (t *SkaldTheme) Font(s fyne.TextStyle) fyne.Resource     { return t.base.Font(s) }
func (t *SkaldTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }

func (t *SkaldTheme) Size(n fyne.ThemeSizeName) float32 {
	s := t.base.Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon, theme.SizeNameLineSpacing:
		return s * t.Scale
	}
	return s
}

// ApplyTheme installs the theme the preferences ask for.
func (u *UI) ApplyTheme() {
	u.App.Settings().SetTheme(newTheme(u.Pref(PrefTheme, "system"), TextScale(u.Pref(PrefTextSize, "normal"))))
}
