package thorgal

import (
	"testing"

	"skald/app/kit/kittest"
)

// The top bar names the adventure, not "Thorgal" (which reads as the
// character beside the strip's "Thorgal · …"); the strip says what room a
// character's wound area has left in the game's own words, Wound (n).
func TestHeaderSaysAdventureAndRoom(t *testing.T) {
	for _, c := range []struct{ lang, title, row string }{
		{"en", "Torkan's Temple", "Thorgal · room for Wound (5) · Threat 0"},
		{"fr", "Le Temple de Torkan", "Thorgal · place pour Blessure (5) · Menace 0"},
	} {
		e, _ := openThorgal(t, kittest.PhoneSize, c.lang)
		if got := e.Frame().Title.Text; got != c.title {
			t.Errorf("%s: the top bar says %q, want %q", c.lang, got, c.title)
		}
		e.MustStrip(c.row)
	}
}
