package kit_test

import (
	"bytes"
	"testing"
	"time"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"skald/app/kit/kittest"
	"skald/tracker"
)

// A campaign row's date span is drawn with the text font alone: a sign the
// font lacks ("→") is drawn by a fallback font, and the desktop driver then
// showed a broken glyph beside it ("16:20 →� 16:23").
func TestPlayedAtDrawnInTheTextFont(t *testing.T) {
	var faces []*font.Face
	for _, res := range []([]byte){theme.DefaultTextFont().Content(), theme.DefaultTextBoldFont().Content()} {
		f, err := font.ParseTTF(bytes.NewReader(res))
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	start := time.Date(2026, 11, 28, 16, 20, 0, 0, time.Local)
	for _, lang := range []string{"en", "fr"} {
		e := kittest.NewEnv(t, "", kittest.DesktopSize)
		e.StartIn(lang)
		for _, end := range []time.Time{start.Add(3 * time.Minute), start.Add(50 * time.Hour)} {
			s := e.U.PlayedAt(tracker.SessionInfo{Created: start, Updated: end, Actions: 4})
			for _, r := range s {
				for i, f := range faces {
					if _, ok := f.NominalGlyph(r); !ok {
						t.Errorf("%s: %q: the text font (face %d) has no %q", lang, s, i, r)
					}
				}
			}
		}
	}
}
