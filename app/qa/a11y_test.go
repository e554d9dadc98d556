package qa

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
)

// A screen reader reads the war track's spaces, Ogotaï's among them, and the
// board's tiles and pictograms, in the UI's language.
func TestBoardSpeaksToScreenReaders(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		e := kittest.NewEnv(t, "", kittest.PhoneSize)
		e.StartIn(lang)
		e.Open(seed.QaExample(e.Store, "A11y", "ogotai"))
		s := qaState(e)
		var ogotai string
		var tiles, icons int
		for _, r := range e.Roots() {
			kittest.Walk(r, func(o fyne.CanvasObject) bool {
				a, ok := o.(fyne.Accessible)
				if !ok {
					return false
				}
				switch x := o.(type) {
				case *warCell:
					if x.space == s.Ogotai {
						ogotai = a.AccessibilityLabel()
					}
				case *kit.Tile:
					if a.AccessibilityLabel() != x.Text() || a.AccessibilityRole() != fyne.AccessibleRoleButton {
						t.Errorf("%s: a tile reads %q, shows %q", lang, a.AccessibilityLabel(), x.Text())
					}
					tiles++
				case *kit.TapIcon:
					if a.AccessibilityLabel() == "" {
						t.Errorf("%s: the pictogram %q has no label", lang, x.Name)
					}
					icons++
				}
				return false
			})
		}
		want := map[string]string{"en": "Ogotaï is here", "fr": "Ogotaï est ici"}[lang]
		if ogotai == "" || !strings.Contains(ogotai, want) {
			t.Errorf("%s: Ogotaï's space reads %q", lang, ogotai)
		}
		if tiles == 0 || icons == 0 {
			t.Errorf("%s: %d tiles and %d pictograms seen", lang, tiles, icons)
		}
	}
}
