package thorgal

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/kit/kittest"
	"skald/i18n"
	"skald/rules/thorgal"
	"skald/tracker"
)

// combatValues are the dice and the dial as a table would teach them:
// values made up for the tests, not the box's. Thorgal's dial is at level
// 3 in the seeded session.
var combatValues = []thorgal.Command{
	thorgal.Learn(thorgal.DialKey(3), "1,2"),
	thorgal.Learn(thorgal.DieNameKey(1), "yellow"),
	thorgal.Learn(thorgal.DieFacesKey(1), "O1,I2,I2,L3,O1/I2,I2/L3"),
	thorgal.Learn(thorgal.DieNameKey(2), "orange"),
	thorgal.Learn(thorgal.DieFacesKey(2), "I2,L3,L3,I3,O1/L3,I2/T4"),
	thorgal.Learn(thorgal.DieNameKey(3), "red"),
	thorgal.Learn(thorgal.DieFacesKey(3), "I3,L3,T4,L4,I2/L4,L3/P5"),
}

// fightModerate4 is Thorgal drawing Moderate Enemy 4 at the table.
var fightModerate4 = thorgal.Command{Kind: thorgal.CmdFight, Char: 0, Enemy: thorgal.Moderate, Cards: []string{"04"}}

// tableRoll enters the faces rolled at the table (1..6), die by die, by
// their pictures.
func tableRoll(e *kittest.Env, faces ...int) {
	e.T.Helper()
	e.Tap(e.U.Loc.T("app.thorgal.dice_table"))
	for k, f := range faces {
		tapTopShape(e, k*thorgal.DieFaces+f-1)
	}
	if len(faces) > 1 {
		e.Tap(e.U.Loc.T("app.thorgal.dice_faces_ok"))
	}
}

// openCombat opens the Combat sheet of Thorgal's fight against Moderate 4,
// after the commands given (printed values taught).
func openCombat(t *testing.T, size fyne.Size, lang string, learn ...thorgal.Command) (*kittest.Env, *tracker.Session) {
	t.Helper()
	e, sess := openThorgal(t, size, lang, append(slices.Clone(learn), fightModerate4)...)
	e.TapPrefix(e.U.Loc.T("app.thorgal.combat_resolve"))
	return e, sess
}

// enabled reports whether every button saying text is enabled (on is true)
// or every one disabled (on false); there must be one at least.
func enabled(e *kittest.Env, text string, on bool) bool {
	e.T.Helper()
	bs := e.Buttons(text)
	if len(bs) == 0 {
		e.T.Fatalf("no button %q; texts %q", text, e.Texts())
	}
	for _, b := range bs {
		if b.Disabled() == on {
			return false
		}
	}
	return true
}

// lastEvents are the events of the session's last action, decoded.
func lastEvents(t *testing.T, e *kittest.Env, sess *tracker.Session, n int) []thorgal.Event {
	t.Helper()
	var all []thorgal.Event
	if err := e.Store.ReplayEvents(sess.Info().ID, func(_ any, raw []byte) {
		var ev thorgal.Event
		if err := json.Unmarshal(raw, &ev); err != nil {
			t.Fatal(err)
		}
		all = append(all, ev)
	}); err != nil {
		t.Fatal(err)
	}
	return all[max(len(all)-n, 0):]
}

// findKind is the first event of a kind.
func findKind(evs []thorgal.Event, kind string) (thorgal.Event, bool) {
	for _, ev := range evs {
		if ev.Kind == kind {
			return ev, true
		}
	}
	return thorgal.Event{}, false
}

// The dice helper keeps the rules' timing: a die added and one upgraded
// before the roll only, rerolls and Critical after it only; the roll, the
// reroll and the Critical tile are what the command records, and the
// history names the dice by their colours in both languages.
func TestDiceHelperTimingAndRecord(t *testing.T) {
	e, sess := openCombat(t, kittest.PhoneSize, "", combatValues...)
	e.MustShow("Before the roll: add dice or upgrade them.")
	// The dial's two dice, not rolled: the tools before the roll only.
	e.MustShow("yellow")
	e.MustShow("orange")
	for text, on := range map[string]bool{"Add a die (Item or Skill)": true, "Upgrade a die": true,
		"Roll for me": true, "Enter the faces rolled": true, "Reroll": false, "Critical": false} {
		if !enabled(e, text, on) {
			t.Errorf("before the roll, %q enabled should be %v", text, on)
		}
	}
	e.Tap("Add a die (Item or Skill)")
	e.Tap("yellow")
	e.MustShow("Added by an Item or a Skill")
	e.Tap("Upgrade a die")
	e.Tap("orange → red")
	e.MustShow("Upgraded; it was: orange")
	e.Tap("Roll for me")
	e.MustShow("Rolled: no more dice or upgrades.")
	for text, on := range map[string]bool{"Add a die (Item or Skill)": false, "Upgrade a die": false,
		"Roll for me": false, "Enter the faces rolled": false, "Reroll": true} {
		if !enabled(e, text, on) {
			t.Errorf("after the roll, %q enabled should be %v", text, on)
		}
	}
	// The roll is the rules' (an action of its own): the dice the sheet
	// shows are the ones stored, the added and the upgraded die in it.
	rolled, ok := findKind(lastEvents(t, e, sess, 1), thorgal.EvCombatRolled)
	if !ok || !rolled.Digital {
		t.Fatalf("no digital roll stored: %+v", lastEvents(t, e, sess, 1))
	}
	f := tstate(t, sess).Fight
	if !slices.EqualFunc(f.Dice, []thorgal.CombatDie{{Die: 1}, {Die: 3, From: 2}, {Die: 1, Added: true}},
		func(a, b thorgal.CombatDie) bool {
			return a.Die == b.Die && a.From == b.From && a.Added == b.Added && a.Face > 0
		}) {
		t.Fatalf("rolled %+v", f.Dice)
	}
	// Critical only on a face with black squares.
	crit := e.Buttons("Critical")
	if len(crit) != len(f.Dice) {
		t.Fatalf("%d Critical buttons for %d dice", len(crit), len(f.Dice))
	}
	for k, d := range f.Dice {
		faces, _ := thorgal.DieFacesOf(tstate(t, sess).Printed, d.Die)
		if black := faces[d.Face-1].Critical != ""; crit[k].Disabled() == black {
			t.Errorf("die %d face %d: Critical enabled %v", k, d.Face, !crit[k].Disabled())
		}
	}
	test.Tap(e.Buttons("Reroll")[0])
	e.MustShow("1 die rerolled so far.")
	if _, ok := findKind(lastEvents(t, e, sess, 1), thorgal.EvCombatRerolled); !ok {
		t.Fatal("the reroll is not stored")
	}
	dice := tstate(t, sess).Fight.Dice
	stepper(e, "♥ covered", 1, false)
	e.Tap("Resolve the Combat")

	won, ok := findKind(lastEvents(t, e, sess, 3), thorgal.EvFightWon)
	if !ok {
		t.Fatal("no fight won recorded")
	}
	tiles, _ := thorgal.RolledTiles(tstate(t, sess).Printed, dice)
	if !slices.Equal(won.Dice, dice) || !slices.Equal(won.Tiles, tiles) || won.Rerolls != 1 ||
		!slices.Equal(won.DieNames, []string{"yellow", "red", "yellow"}) {
		t.Fatalf("recorded dice %+v tiles %v rerolls %d names %q, rolled %+v", won.Dice, won.Tiles, won.Rerolls, won.DieNames, dice)
	}
	h, err := sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatal(h, err)
	}
	for lang, want := range map[string]string{
		"en": "dice (yellow " + tiles[0] + ", red " + tiles[1] + ", yellow " + tiles[2] + "), 1 reroll",
		"fr": "dés (yellow " + tiles[0] + ", red " + tiles[1] + ", yellow " + tiles[2] + "), 1 dé relancé",
	} {
		if got := i18n.New(lang).Msg(h[0].Label); !strings.Contains(got, want) {
			t.Errorf("%s history %q, want %q in it", lang, got, want)
		}
	}
}

// Faces entered as rolled at the table: each die's face chosen by its
// picture, then a reroll asks the new face the same way; the app rolls
// nothing. In French, the timing reads in French.
func TestDiceHelperTableFaces(t *testing.T) {
	e, sess := openCombat(t, kittest.PhoneSize, "fr", combatValues...)
	e.MustShow("Avant le lancer\u00a0: ajoutez des dés ou améliorez-les.")
	e.Tap("Saisir les faces obtenues")
	if !enabled(e, "Ces faces", false) {
		t.Fatal("the faces confirmed before each die has one")
	}
	tapTopShape(e, 3)   // yellow: its 4th face, L3
	tapTopShape(e, 6+4) // orange: its 5th face, O1 (L3 with its black squares)
	e.Tap("Ces faces")
	e.MustShow("Lancé\u00a0: plus de dé ajouté ni d'amélioration.")
	test.Tap(e.Buttons("Relancer")[0])
	tapTopShape(e, 1) // yellow again: its 2nd face, I2
	e.MustShow("1 dé relancé jusqu'ici.")
	test.Tap(e.Buttons("Critique")[1])
	e.Tap("Résoudre le combat")
	won, ok := findKind(lastEvents(t, e, sess, 3), thorgal.EvFightLost)
	if !ok {
		t.Fatal("no fight lost recorded")
	}
	want := []thorgal.CombatDie{{Die: 1, Face: 2}, {Die: 2, Face: 5, Crit: true}}
	if !slices.Equal(won.Dice, want) || !slices.Equal(won.Tiles, []string{"I2", "L3"}) || won.Rerolls != 1 {
		t.Fatalf("recorded dice %+v tiles %v rerolls %d", won.Dice, won.Tiles, won.Rerolls)
	}
}

// Without the dial and the dice in the box profile the section is one
// quiet button, and the manual tile picker is there as before; the button
// asks the dial at the character's level first.
func TestDiceHelperAsksWhatItNeeds(t *testing.T) {
	e, _ := openCombat(t, kittest.PhoneSize, "")
	if e.Button("Roll for me") != nil {
		t.Fatal("the dice helper shows without the dial or the dice known")
	}
	e.MustShow("Wound tiles the dice gave")
	e.Tap("Use the dice helper")
	e.MustShow("level 3")
}

// tapTopShape taps the n-th shape button of the dialog on top.
func tapTopShape(e *kittest.Env, n int) {
	e.T.Helper()
	if !e.DialogOpen() {
		e.T.Fatal("no dialog open")
	}
	tapNthShape(e, topShapes(e), n, "shape buttons on top")
}
