package thorgal

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/thorgal"
)

// stepper taps + (or − when down) n times on the counter labelled text, in a
// dialog or on the screen.
func stepper(e *kittest.Env, text string, n int, down bool) {
	e.T.Helper()
	icon := theme.ContentAddIcon()
	if down {
		icon = theme.ContentRemoveIcon()
	}
	var row *fyne.Container
	for _, r := range e.Roots() {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
			c, ok := o.(*fyne.Container)
			if !ok {
				return false
			}
			has, buttons := false, 0
			for _, x := range c.Objects {
				if l, ok := x.(*kit.Label); ok && strings.HasPrefix(l.Text, text) {
					has = true
				}
			}
			kittest.Walk(c, func(x fyne.CanvasObject) bool {
				if _, ok := x.(*widget.Button); ok {
					buttons++
				}
				return false
			})
			if has && buttons == 2 {
				row = c
				return true
			}
			return false
		})
		if row != nil {
			break
		}
	}
	if row == nil {
		e.T.Fatalf("no counter %q", text)
	}
	b := kittest.ButtonIn(row, "", icon)
	for range n {
		test.Tap(b)
	}
}

// Danielle's Combat, told to the app through its sheets: a Moderate Enemy
// drawn by the app, three tiles placed, two Combat Experience spaces and a
// Good covered, one ♥ of three left uncovered.
func TestThorgalCombatThroughTheSheets(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	before := tstate(t, sess)
	e.Tap("Combat…")
	e.Tap("Moderate Enemy")
	e.Tap("Draw the card for me")
	s := tstate(t, sess)
	if s.Fight == nil || s.Fight.Enemy != thorgal.Moderate || len(s.Fight.Cards) != 1 {
		t.Fatalf("fight %+v", s.Fight)
	}
	card := s.Fight.Cards[0]
	e.MustShow("against Moderate Enemy " + strings.TrimPrefix(card, "0"))
	stepper(e, "♥ on the card", 2, false)
	stepper(e, "♥ covered", 2, false)
	stepper(e, "Combat Experience spaces", 2, false)
	e.MustShow("Lost: 1 ♥ left uncovered gives 1 Threat")
	e.Tap("Resolve the Combat")
	s = tstate(t, sess)
	if s.Fight != nil {
		t.Fatal("the fight is still under way")
	}
	c := s.Chars[0]
	if c.Combat != before.Chars[0].Combat+2 || c.Threat != before.Chars[0].Threat+1 {
		t.Fatalf("combat %d threat %d (before %d, %d)", c.Combat, c.Threat, before.Chars[0].Combat, before.Chars[0].Threat)
	}
	if p := s.Decks[thorgal.Moderate]; p.DiscardCount(card) != 1 || len(p.Out) != 0 {
		t.Fatalf("moderate deck %+v", p)
	}
	h, err := sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatal(h, err)
	}
	if text := e.U.Loc.Msg(h[0].Label); !strings.Contains(text, "2 of 3") {
		t.Errorf("history %q", text)
	}
}

// Gregory's Journey through the sheets: the track's tiles asked once, a tile
// taken, a Discovery and a Journey Experience space covered, a Terrain card
// revealed by the app, then its bonus told.
func TestThorgalJourneyThroughTheSheets(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	before := tstate(t, sess)
	e.Tap("Journey…")
	// Level 1 of the track is not known yet: the app asks for its tiles,
	// by their pictures (the catalogue's order: O1, I2, I3, L3…).
	e.MustShow("Thorgal's Journey track: which Journey tiles does level 1")
	tapShapeIn(e, 1)
	tapShapeIn(e, 3)
	e.Tap("Save")
	if v := tstate(t, sess).Printed[thorgal.JourneyKey(1)]; v != "I2,L3" {
		t.Fatalf("level 1 learned as %q", v)
	}
	e.MustShow("The Journey tile taken")
	tapShapeIn(e, 1) // the second tile the track shows: L3
	stepper(e, "Discovery spaces", 1, false)
	stepper(e, "Journey Experience spaces", 1, false)
	e.Tap("First tile in the marked column: reveal a Terrain card")
	e.Tap("Record the Journey")
	s := tstate(t, sess)
	c := s.Chars[0]
	if c.Journey != before.Chars[0].Journey+1 || c.TerrainBonus != 1 {
		t.Fatalf("journey %d, terrain bonus %d", c.Journey, c.TerrainBonus)
	}
	if got, was := len(s.Decks[thorgal.Discovery].Out), len(before.Decks[thorgal.Discovery].Out); got != was+1 {
		t.Fatalf("discovery cards in play %d, was %d", got, was)
	}
	if got, was := len(s.Decks[thorgal.Terrain].Out), len(before.Decks[thorgal.Terrain].Out); got != was+1 {
		t.Fatalf("terrain cards in play %d, was %d", got, was)
	}
	e.MustShow("A revealed Terrain card's bonus to take")
	e.Tap("Tell")
	e.Tap("Goods")
	stepper(e, "Ore", 1, false)
	e.Tap("Take the bonus")
	s = tstate(t, sess)
	if c := s.Chars[0]; c.TerrainBonus != 0 || c.Goods.Ore != before.Chars[0].Goods.Ore+1 {
		t.Fatalf("bonus %d, ore %d", c.TerrainBonus, c.Goods.Ore)
	}
}

// tapShapeIn taps the n-th shape button of the open dialog.
func tapShapeIn(e *kittest.Env, n int) {
	e.T.Helper()
	tapNthShape(e, shapesIn(e.W.Canvas().Overlays().List()...), n, "shape buttons")
}
