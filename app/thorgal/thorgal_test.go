package thorgal

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// openThorgal opens a seeded Thorgal session (round 2, Action phase) in a UI
// of the given size; more commands run before it opens.
func openThorgal(t *testing.T, size fyne.Size, lang string, more ...thorgal.Command) (*kittest.Env, *tracker.Session) {
	t.Helper()
	e := kittest.NewEnv(t, "", size)
	if lang != "" {
		e.StartIn(lang)
	}
	sess, err := seed.ThorgalSession(e.Store, "Test")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range more {
		if err := sess.Do(c); err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
	}
	return e, onScreen(e, sess)
}

// atEvent plays sess on to its first Event phase and opens it, giving the
// screen's own session.
func atEvent(e *kittest.Env, sess *tracker.Session) *tracker.Session {
	e.T.Helper()
	if err := seed.ThorgalToEvent(sess); err != nil {
		e.T.Fatal(err)
	}
	return onScreen(e, sess)
}

// onScreen opens a session and gives the screen's own session, whose state
// the taps change.
func onScreen(e *kittest.Env, sess *tracker.Session) *tracker.Session {
	e.T.Helper()
	e.Open(sess, nil)
	return e.Frame().Sess.(*tracker.Session)
}

// tstate is the session's Thorgal state now.
func tstate(t *testing.T, sess *tracker.Session) thorgal.State {
	t.Helper()
	s, ok := sess.State().(thorgal.State)
	if !ok {
		t.Fatalf("state %T", sess.State())
	}
	return s
}

// grid is the character board's wound grid on screen.
func grid(e *kittest.Env) *woundGrid {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool {
		g, ok := o.(*woundGrid)
		return ok && !g.edit
	})
	if o == nil {
		e.T.Fatal("no wound grid on screen")
	}
	return o.(*woundGrid)
}

// editGrid is a grid editor in a dialog.
func editGrid(e *kittest.Env) *woundGrid {
	e.T.Helper()
	o := e.Find(func(o fyne.CanvasObject) bool {
		g, ok := o.(*woundGrid)
		return ok && g.edit
	})
	if o == nil {
		e.T.Fatalf("no grid editor on screen; texts %q", e.Texts())
	}
	return o.(*woundGrid)
}

// shape taps the tile picture with the given caption (the n-th such, from 0).
func tapShape(e *kittest.Env, caption string, n int) {
	e.T.Helper()
	var found []*shapeButton
	for _, b := range shapesIn(e.Roots()...) {
		if b.Text() == caption {
			found = append(found, b)
		}
	}
	tapNthShape(e, found, n, fmt.Sprintf("tile pictures saying %q", caption))
}

// fitsPhone fails when the screen needs more width than a phone has.
func fitsPhone(e *kittest.Env) {
	e.T.Helper()
	for _, r := range e.Roots() {
		if w := r.MinSize().Width; w > kittest.PhoneSize.Width {
			e.T.Fatalf("the screen needs %.0f points of width: %s", w, strings.Join(kittest.Widest(r, kittest.PhoneSize.Width-8), "; "))
		}
	}
}

func TestThorgalFitsAPhone(t *testing.T) {
	e, _ := openThorgal(t, kittest.PhoneSize, "")
	fitsPhone(e)
	e2, _ := openThorgal(t, kittest.PhoneSize, "fr", thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 4})
	fitsPhone(e2)
}

// entries lists the text fields of the top root (the dialog if one is open).
func entries(e *kittest.Env) []*widget.Entry {
	var out []*widget.Entry
	kittest.Walk(e.Roots()[0], func(o fyne.CanvasObject) bool {
		if en, ok := o.(*widget.Entry); ok {
			out = append(out, en)
		}
		return false
	})
	return out
}

// tapGrid taps a square of the character board's grid.
func tapGrid(e *kittest.Env, r, c int) {
	e.T.Helper()
	grid(e).TapSquare(r, c)
}

func cellsOf(t polyomino.Tile) map[polyomino.Cell]bool {
	out := map[polyomino.Cell]bool{}
	for _, c := range t.Cells() {
		out[c] = true
	}
	return out
}

// The wound area of the seeded Thorgal is
//
//	.####
//	#####
//	#####
//	####.
//
// with an L3 (1) over (1,1) (1,2) (2,1) and a T4 (2) over (2,2) (2,3) (2,4) (3,3).
func TestThorgalPlaceRotateFlipHeal(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	e.MustShow("Thorgal: fits up to Wound (5)")
	e.Tap("Gain a wound")
	e.MustShow("A wound for Thorgal")
	e.Tap("Wound (2)")
	if e.DialogOpen() {
		t.Fatal("the wound dialog stayed open")
	}
	e.MustShow("Thorgal: place a Wound (2)")
	e.MustShow("Tap the grid where the tile lies.")

	// Lying flat over (0,4), the domino touches no wound: the ghost says why,
	// and the rules refuse it.
	tapGrid(e, 0, 4)
	e.MustShow("Not here: The tile must share an edge with a wound already in the area.")
	if g := grid(e); g.ghostOK || len(g.ghost) != 2 {
		t.Fatalf("ghost %v ok=%v", g.ghost, g.ghostOK)
	}
	e.Tap("Place")
	if f := e.Frame(); !f.Message.Visible() || !strings.Contains(f.MsgText.Text, "share an edge") {
		t.Fatalf("refusal shown as %q", f.MsgText.Text)
	}
	if len(tstate(t, sess).Chars[0].Wounds) != 2 {
		t.Fatal("a refused placement was recorded")
	}
	// Turned upright over (0,4) it touches the T4 below.
	e.Tap("Turn")
	e.MustShow("Allowed here: tap Place.")
	e.Tap("Place")
	w := tstate(t, sess).Chars[0].Wounds
	if len(w) != 3 || !cellsOf(w[2])[polyomino.Cell{R: 0, C: 4}] || !cellsOf(w[2])[polyomino.Cell{R: 1, C: 4}] || w[2].Orient.Rot != 1 {
		t.Fatalf("wounds %+v", w)
	}

	// A wound of 3: choose the L of three, flip it, place it.
	e.Tap("Gain a wound")
	e.Tap("Wound (3)")
	tapShape(e, "fits", 1) // I3 first, then L3
	tapGrid(e, 1, 3)
	before := append([]polyomino.Cell(nil), grid(e).ghost...)
	e.Tap("Flip")
	after := grid(e).ghost
	if fmt.Sprint(before) == fmt.Sprint(after) {
		t.Fatalf("flip did not change the ghost %v", after)
	}
	if !slicesContains(after, polyomino.Cell{R: 1, C: 3}) {
		t.Fatalf("flipped ghost %v leaves the square tapped", after)
	}
	e.Tap("Place")
	w = tstate(t, sess).Chars[0].Wounds
	if len(w) != 4 || w[3].Shape != "L3" || !w[3].Orient.Flip {
		t.Fatalf("wounds %+v", w)
	}

	// Heal: tap the L3 of the first wound, then Heal removes the whole tile.
	e.MustShow("To heal, tap a wound tile on the grid: the whole tile goes.")
	tapGrid(e, 2, 1)
	e.Tap("Heal wound 1 (size 3)")
	w = tstate(t, sess).Chars[0].Wounds
	if len(w) != 3 || w[0].Shape != "T4" {
		t.Fatalf("after healing %+v", w)
	}
	// Undo brings it back.
	test.Tap(e.Frame().UndoBtn)
	if len(tstate(t, sess).Chars[0].Wounds) != 4 {
		t.Fatal("undo did not bring the healed wound back")
	}
}

func slicesContains(cs []polyomino.Cell, c polyomino.Cell) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// ownCharacterSession starts a session with an added character, Tjall, whose
// wound area is drawn by area (a line of "###"); more printed values go in
// the box profile before it starts.
func ownCharacterSession(t *testing.T, e *kittest.Env, title, area string, more map[string]string) *tracker.Session {
	t.Helper()
	if err := seed.ThorgalProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	printed := map[string]string{
		"thorgal.character.own1.name": "Tjall", "thorgal.character.own1.area": area, "thorgal.character.own1.goods": "0,0,0,0,0,0",
	}
	maps.Copy(printed, more)
	for k, v := range printed {
		if err := e.Store.SetPrinted("thorgal", k, v); err != nil {
			t.Fatal(err)
		}
	}
	sess, err := e.Store.NewSession(thorgal.Game, title, thorgal.Setup{Adventure: thorgal.TorkansTemple, Players: 2,
		Characters: []thorgal.Seat{{Character: "own1"}, {Character: thorgal.Thorgal}}})
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

func TestThorgalFatalWoundAsksFirst(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := ownCharacterSession(t, e, "Tjall", "###", nil)
	sess = onScreen(e, sess)
	e.MustShow("Tjall: fits up to Wound (3)")
	e.Tap("Gain a wound")
	e.Tap("Wound (4): no room, kills")
	e.MustShow("This wound kills Tjall")
	e.Tap("Cancel")
	if s := tstate(t, sess); s.Over() || len(s.Chars[0].Pending) != 0 {
		t.Fatal("Cancel recorded the wound")
	}
	e.Tap("Gain a wound")
	e.Tap("Wound (4): no room, kills")
	e.Tap("Record it")
	s := tstate(t, sess)
	if out := thorgal.Outcome(s); out.Status != rules.Lost || !s.Chars[0].Dead {
		t.Fatalf("outcome %+v", out)
	}
	e.MustShow("Tjall could not fit a wound and died: the adventure is lost.")
	e.MustShow("Tjall · dead")
}

func TestThorgalThreatPastFive(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := ownCharacterSession(t, e, "Tjall", "###", nil)
	if err := sess.Do(thorgal.Command{Kind: thorgal.CmdThreat, Char: 1, N: 5}); err != nil {
		t.Fatal(err)
	}
	sess = onScreen(e, sess)
	e.Tap("Thorgal · room for Wound (5)")
	e.MustShow("At 5: one more Threat becomes a wound of 5 squares instead.")
	c := e.U.Top().(*kit.Frame).B.(*thorgalBoard).char
	test.Tap(c.threatUp)
	s := tstate(t, sess)
	if s.Chars[1].Threat != 5 || len(s.Chars[1].Pending) != 1 || s.Chars[1].Pending[0].Size != 5 {
		t.Fatalf("thorgal %+v", s.Chars[1])
	}
	e.MustShow("Thorgal: place a Wound (5) (a sixth Threat)")
	e.MustShow("Thorgal · wound to place")
}

func TestThorgalEventPhaseStepByStep(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := atEvent(e, e.Seeded(seed.ThorgalSession(e.Store, "Events")))
	e.Tap("Advance the Round marker to round 3 of 6")
	e.Tap("Flip the four Action chips to active")
	// The card drawn last round left its effect for this Event phase.
	e.MustShow("Now: Resolve the Next Event phase effect of Village 7 — the second effect on the Adventure sheet.")
	e.Tap("Done: effect resolved")
	e.MustShow("Now: If the left deck's requirement (4 or more tokens on the Action cards) is met")
	e.Tap("Met: draw from Mountain")
	// The card's next-phase icon is not known yet: asked at once, kept.
	if !e.DialogOpen() {
		t.Fatalf("no question about the new card; texts %q", e.Texts())
	}
	e.Tap("the third effect on the Adventure sheet")
	s := tstate(t, sess)
	if s.Active.Deck != thorgal.Mountain || s.Active.Effect != thorgal.EffectThird || s.EventStep != thorgal.StepPass {
		t.Fatalf("active %+v step %d", s.Active, s.EventStep)
	}
	if p, _ := e.Store.Profile("thorgal"); p[thorgal.EventKey(thorgal.Mountain, s.Active.Card)] != "3" {
		t.Fatalf("effect not kept in the box profile: %v", p)
	}
	e.MustShow("Next Event phase: the third effect on the Adventure sheet.")
	e.Tap("Pass the First Player marker to Thorgal")
	s = tstate(t, sess)
	if s.Phase != thorgal.PhaseAction || s.RoundNumber() != 3 || s.First != 0 {
		t.Fatalf("phase %s round %d first %d", s.Phase, s.RoundNumber(), s.First)
	}
	// On a phone the status strip says the round; the track, who is first.
	e.MustStrip("Round 3 of 6")
	e.MustShow("First player: Thorgal")
}

func TestThorgalEventDrawnAtTheTable(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess, err := drawSession(e.Store, "Table")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Store.SetPrinted("thorgal", thorgal.EventKey(thorgal.Village, "05"), thorgal.EffectOther); err != nil {
		t.Fatal(err)
	}
	sess = onScreen(e, sess)
	e.Tap("We drew the card ourselves")
	e.Tap("Not met: draw from Village")
	e.Tap("5")
	s := tstate(t, sess)
	if s.Active != (thorgal.EventCard{Deck: thorgal.Village, Card: "05", Effect: thorgal.EffectOther}) {
		t.Fatalf("active %+v", s.Active)
	}
	// The card 7 drawn last round went to the discard pile.
	if s.Decks[thorgal.Village].DiscardCount("07") != 1 {
		t.Fatalf("village %+v", s.Decks[thorgal.Village])
	}
}

func TestThorgalRoundTrackRunsOut(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.ThorgalProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	// A Round track one space long (a profile edit), so the first Event
	// phase already cannot advance.
	if err := e.Store.SetPrinted("thorgal", "thorgal.adventure.torkans_temple.rounds", "1"); err != nil {
		t.Fatal(err)
	}
	sess := e.Seeded(e.Store.NewSession(thorgal.Game, "Short", thorgal.Setup{Adventure: thorgal.TorkansTemple, Players: 1,
		Characters: []thorgal.Seat{{Character: thorgal.Jolan}, {Character: thorgal.Kriss}}}))
	e.Play(sess, thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain, Card: "01"}, thorgal.Command{Kind: thorgal.CmdRefill})
	sess = atEvent(e, sess)
	e.MustShow("The Round marker is on the last space (1): it cannot advance.")
	e.Tap("Record the defeat")
	e.MustShow("Out of rounds")
	e.Tap("Record the defeat") // the confirmation
	if out := thorgal.Outcome(tstate(t, sess)); out.Status != rules.Lost || out.Reason.ID != "thorgal.lost.time" {
		t.Fatalf("outcome %+v", out)
	}
	e.MustShow("The Round marker could not move past round 1: time ran out and the adventure is lost.")
	// The sheet names the Entry to read when time runs out: recorded in
	// the Book of Tales, once.
	e.Tap("Book of Tales and endings")
	ens := entries(e)
	if len(ens) != 1 || ens[0].Disabled() {
		t.Fatal("no Entry field after the defeat")
	}
	ens[0].SetText("8")
	e.Tap("Record the ending Entry read")
	if s := tstate(t, sess); s.Ending.Entry != 8 || s.Ending.Cause != "time" {
		t.Fatalf("ending %+v", s.Ending)
	}
	e.MustShow("The Round marker could not move past round 1: time ran out and the adventure is lost (Entry 8).")
	if e.Button("Record the ending Entry read") != nil {
		t.Fatal("the ending Entry can be recorded twice")
	}
}

func TestThorgalChipsUnderTheActionRow(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	// Round 2, turn 2 (Thorgal): chip 1 is used under card 15; active chips
	// lie under 22, 3 and 30. A tap on card 22 could move the chip from 3 or
	// from 30, and Bonuses count chips per card: the app asks which.
	e.Tap("22")
	e.MustShow("Which chip did Thorgal take?")
	if s := tstate(t, sess); s.Turn != 1 {
		t.Fatalf("a chip was played before the table said which: turn %d", s.Turn)
	}
	if len(e.Buttons("The chip under card 22")) != 0 {
		t.Fatal("the chip already under card 22 was offered for card 22")
	}
	e.Tap("The chip under card 30")
	s := tstate(t, sess)
	if s.Turn != 2 || s.Chips[3].Slot != 3 || s.Chips[3].Active || s.Chips[2].Slot != 0 || !s.Chips[2].Active {
		t.Fatalf("turn %d chips %+v", s.Turn, s.Chips)
	}
	// Chip 2 lay under card 22 last round: it must move elsewhere.
	e.Tap("Chip 2 · under card 22")
	e.Tap("22")
	if f := e.Frame(); !strings.Contains(f.MsgText.Text, "different Action card") || !strings.Contains(f.MsgText.Text, "22") {
		t.Fatalf("refusal %q", f.MsgText.Text)
	}
	// Only the chips under 3 and 22 are active now; for card 3 only the one
	// under 22 may go: no question.
	e.Tap("3")
	if s := tstate(t, sess); s.Chips[1].Slot != 0 || s.Chips[1].Active || s.Turn != 3 {
		t.Fatalf("chips %+v", s.Chips)
	}
	e.MustShow("Chip 2: under card 3, used side up")
}

func TestThorgalEntriesAndVictory(t *testing.T) {
	e, sess := openThorgal(t, kittest.DesktopSize, "")
	e.Tap("Book of Tales and endings") // open the drawer's part
	e.MustShow("Entry read: 12")
	ens := entries(e)
	if len(ens) != 1 {
		t.Fatalf("%d text fields", len(ens))
	}
	test.Type(ens[0], "12")
	e.Tap("Read")
	e.MustShow("Read Entry 12 again?")
	e.Tap("Cancel")
	test.Type(ens[0], "")
	e.Tap("Read")
	e.Tap("Read it again")
	if s := tstate(t, sess); len(s.Entries) != 1 {
		t.Fatalf("entries %v", s.Entries)
	}
	h, err := sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatal(err)
	}
	if text := e.U.Loc.Msg(h[0].Label); text != "Entry 12 read again" {
		t.Fatalf("history %q", text)
	}
	ens[0].SetText("19")
	e.Tap("Read")
	e.MustShow("Entries read (2): 12, 19")
	ens[0].SetText("3")
	e.Tap("Victory")
	e.Tap("Record the victory")
	if out := thorgal.Outcome(tstate(t, sess)); out.Status != rules.Won {
		t.Fatalf("outcome %+v", out)
	}
	e.MustShow("The adventure's goals are met: victory (Entry 3).")
}

func TestThorgalSetupAsksTheAreaOnAGrid(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.ThorgalProfile(e.Store, "thorgal.character.jolan.area", thorgal.TilesKey); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup("thorgal")
	e.MustShow("Choose 2 more characters.")
	e.Tap("Thorgal")
	e.Tap("Jolan")
	e.MustShow("1. Thorgal (first player)")
	e.Tap("Start the session")

	// The tiles of the box, by their pictures: Save waits for a 4 and a 5.
	e.MustShow("Tiles of 4 squares")
	save := e.Button("Save")
	if save == nil || !save.Disabled() {
		t.Fatal("Save must wait for the tiles")
	}
	tapShape(e, "not in it", 0) // the first tetromino
	tapShape(e, "not in it", 4) // now the first pentomino
	e.Tap("Save")

	// Jolan's wound area, drawn on the grid.
	e.MustShow("Draw the wound area of Jolan as shown on the Character board.")
	g := editGrid(e)
	for _, c := range [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 2}, {2, 2}} {
		g.TapSquare(c[0], c[1])
	}
	e.MustShow("5 squares")
	e.Tap("Save")
	if e.DialogOpen() {
		t.Fatalf("a question is still open; texts %q", e.Texts())
	}
	p, _ := e.Store.Profile("thorgal")
	if p["thorgal.character.jolan.area"] != "##./###" {
		t.Fatalf("area kept as %q", p["thorgal.character.jolan.area"])
	}
	tiles, err := thorgal.ParseTiles(p[thorgal.TilesKey])
	if err != nil || len(tiles) != 6 {
		t.Fatalf("tiles %q: %v", p[thorgal.TilesKey], err)
	}
	s := tstate(t, e.Frame().Sess.(*tracker.Session))
	if s.Chars[1].ID != thorgal.Jolan || s.Chars[1].Area.Size() != 5 {
		t.Fatalf("jolan %+v", s.Chars[1])
	}
}

func TestThorgalAddAdventureAndCharacter(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	if err := seed.ThorgalProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup("thorgal")
	e.Tap("Add an adventure")
	ens := entries(e) // name, rounds, rule, row, marked rounds
	if len(ens) != 5 {
		t.Fatalf("%d fields", len(ens))
	}
	ens[0].SetText("The Frozen Fjord")
	ens[1].SetText("7")
	ens[2].SetText("a Fleet card is out")
	ens[3].SetText("9, 2")
	test.Tap(e.Buttons("Sea")[0])
	test.Tap(e.Buttons("Sea")[1])
	e.Tap("Save")
	e.MustShow("An adventure uses two different Event decks.")
	test.Tap(e.Buttons("Magic")[1])
	e.Tap("Save")
	e.MustShow("The Action Row needs 1 to 12 card numbers, from lowest to highest.")
	ens[3].SetText("2, 9")
	ens[4].SetText("4, 3")
	e.Tap("Save")
	e.MustShow("Marked rounds are round numbers from 1 to 30, in increasing order, separated by commas (0 if none).")
	ens[4].SetText("3, 4")
	e.Tap("Save")
	e.MustShow("The Frozen Fjord")
	e.MustShow("Known from your box: 7 rounds, Event decks Sea (left) and Magic (right).")

	e.Tap("Add a character")
	ens = entries(e)
	ens[0].SetText("Tjall")
	g := editGrid(e)
	g.TapSquare(0, 0)
	g.TapSquare(0, 1)
	e.Tap("Save")
	e.MustShow("1. Tjall (first player)")
	e.Tap("Aaricia")
	e.Tap("Start the session")
	s := tstate(t, e.Frame().Sess.(*tracker.Session))
	if s.Sheet.Name != "The Frozen Fjord" || s.Round.Len != 7 || !s.Sheet.Marked(3) || !s.Sheet.Marked(4) ||
		s.Chars[0].Name != "Tjall" || s.Chars[0].Area.Size() != 2 {
		t.Fatalf("sheet %+v chars %+v", s.Sheet, s.Chars)
	}
}

func TestThorgalInFrench(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "fr")
	e.MustStrip("Manche 2 sur 6")
	e.MustShow("Premier joueur\u00a0: Aaricia")
	e.MustShow("Thorgal\u00a0: tient jusqu'à une Blessure (5)")
	e.Tap("Recevoir une Blessure")
	e.MustShow("Une Blessure pour Thorgal")
	e.Tap("Blessure (1)")
	e.MustShow("Thorgal\u00a0: placez une Blessure (1)")
	tapGrid(e, 0, 4)
	e.MustShow("Pas ici\u00a0: La tuile doit toucher par un côté une Blessure déjà placée.")
	tapGrid(e, 3, 2)
	e.MustShow("Possible ici\u00a0: touchez Placer.")
	e.Tap("Placer")
	if w := tstate(t, sess).Chars[0].Wounds; len(w) != 3 || w[2].At != (polyomino.Cell{R: 3, C: 2}) {
		t.Fatalf("wounds %+v", w)
	}
	e.MustShow("Phase d'Action · tour 2 sur 4\u00a0: Thorgal")
	for _, txt := range e.Texts() {
		if strings.Contains(txt, "app.thorgal") || strings.Contains(txt, "Wound") {
			t.Fatalf("untranslated text %q", txt)
		}
	}
}

// A wound area is asked and changed on the grid editor (the box profile's
// Change button opens the same dialog through the kit).
func TestThorgalProfileEditsAreaOnTheGrid(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	spec, ok := rules.PrintedSpecFor(thorgal.Game, "thorgal.character.aaricia.area")
	if !ok {
		t.Fatal("no printed spec for Aaricia's wound area")
	}
	got := ""
	e.U.AskPrinted(spec, "####/####/####/.##.", func(v string) { got = v })
	g := editGrid(e)
	if g.area.Size() != 14 {
		t.Fatalf("the editor shows %d squares, want the 14 known", g.area.Size())
	}
	g.TapSquare(3, 0) // add the missing corner
	e.Tap("Save")
	if got != "####/####/####/###." {
		t.Fatalf("area answered as %q", got)
	}
}

// The tools to place a wound sit in the bottom bar, for the board shown; a
// wound waiting on another character's board is one tap away.
func TestThorgalPlaceFromTheBottomBar(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", thorgal.Command{Kind: thorgal.CmdWound, Char: 1, Size: 1})
	// Aaricia's board is shown, since she has the wound to place.
	e.MustShow("Aaricia: place a Wound (1)")
	next := e.Frame().B.(*thorgalBoard).next.box
	inBar := func(text string) bool {
		found := false
		kittest.Walk(next, func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *kit.Tile:
				found = found || x.Text() == text
			case *widget.Button:
				found = found || x.Text == text
			}
			return false
		})
		return found
	}
	if !inBar("Place") || !inBar("Turn") || !inBar("Flip") {
		t.Fatalf("the bottom bar lacks the wound tools; texts %q", e.Texts())
	}
	// Looking at Thorgal's board, the bar leads back to Aaricia's.
	e.Tap("Thorgal · room for Wound (5)")
	if inBar("Place") {
		t.Fatal("Place offered on a board with no wound to place")
	}
	e.Tap("Show Aaricia's board: a wound to place")
	e.MustShow("Aaricia: place a Wound (1)")
	tapGrid(e, 0, 0)
	e.MustShow("Allowed here: tap Place.")
	e.Tap("Place")
	if c := tstate(t, sess).Chars[1]; len(c.Pending) != 0 || len(c.Wounds) != 1 {
		t.Fatalf("Aaricia %+v", c)
	}
}

// An effect that gives several wounds at once (a Sacrifice) records them in
// one go; they wait in order and are placed one after the other.
func TestThorgalGainSeveralWounds(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	e.Tap("Gain a wound")
	e.MustShow("How many wounds")
	e.Tap("3")
	e.Tap("Wound (1)")
	if c := tstate(t, sess).Chars[0]; len(c.Pending) != 3 {
		t.Fatalf("pending %+v", c.Pending)
	}
	e.MustShow("Thorgal: place a Wound (1)\n2 more wait.")
	e.MustShow("Now: Thorgal — place a Wound (1).")
}

// "Draw an Item card" comes from the top of the Item deck, not the Display:
// in table mode the players name the card; the deck's count follows.
func TestThorgalItemFromTheDeck(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	before := tstate(t, sess).Decks[thorgal.Items].Size()
	e.Tap("Gain an Item")
	e.MustShow("From the top of the Item deck")
	e.Tap("We drew it…")
	e.MustShow("Which Item card was drawn from the deck?")
	e.Tap("30")
	s := tstate(t, sess)
	if it := s.Chars[0].Items; len(it) != 1 || it[0].Card != "30" || s.Decks[thorgal.Items].Size() != before-1 {
		t.Fatalf("items %+v, deck %d (was %d)", it, s.Decks[thorgal.Items].Size(), before)
	}
	e.MustShow("Item 30")
}

// "Up to 5" would lie when a pentomino of the box fits where none of its
// tetrominoes does: a straight area of five with a box holding only the
// square tetromino (O4) and the straight pentomino (I5) says so.
func TestThorgalFitSaysWhichSizesNoLongerFit(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(ownCharacterSession(t, e, "Gaps", "#####", map[string]string{thorgal.TilesKey: "O4,I5"}), nil)
	e.MustShow("Tjall: fits up to Wound (5), but not Wound (4)")
	e.MustShow("Tjall · room for Wound (5), not (4)")
	e.Tap("Gain a wound")
	e.MustShow("Wound (4): no room, kills")
}

// With two wounds waiting, where the first goes decides whether the second
// still fits: the ghost prefers a square that leaves room, and says so when
// none does. Tjall's area is a line of five; a Wound (2) then a Wound (3).
func TestThorgalPlacementThatDoomsTheNextWound(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := ownCharacterSession(t, e, "Line", "#####", nil)
	for _, n := range []int{2, 3} {
		if err := sess.Do(thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: n}); err != nil {
			t.Fatal(err)
		}
	}
	sess = onScreen(e, sess)
	// Square 1: the domino over squares 0–1 leaves three in a row.
	tapGrid(e, 0, 1)
	e.MustShow("Allowed here: tap Place.")
	if g := grid(e); len(g.ghost) != 2 || g.ghost[0].C != 0 {
		t.Fatalf("ghost %v", g.ghost)
	}
	// Square 2: either way the domino splits the line: the next wound dies.
	tapGrid(e, 0, 2)
	e.MustShow("Allowed here, but then the next wound (3) no longer fits: try another square or turn.")
	e.Tap("Place")
	e.MustShow("This wound kills Tjall")
	e.Tap("Cancel")
	if s := tstate(t, sess); s.Over() || len(s.Chars[0].Wounds) != 0 {
		t.Fatal("Cancel recorded the placement")
	}
	tapGrid(e, 0, 0)
	e.Tap("Place")
	if c := tstate(t, sess).Chars[0]; len(c.Wounds) != 1 || len(c.Pending) != 1 {
		t.Fatalf("Tjall %+v", c)
	}
}

// The Round track spaces the sheet marks with a special effect are told once
// (kept in the box profile), flagged on the strip, and the marked round in
// force is reminded in words.
func TestThorgalMarkedRounds(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	test.Tap(e.Frame().B.(*thorgalBoard).round.marked)
	e.MustShow("Torkan's Temple: which spaces of the Round track are marked with a special effect? Their numbers, separated by commas, or 0 if none.")
	ens := entries(e)
	if len(ens) != 1 {
		t.Fatalf("%d text fields", len(ens))
	}
	ens[0].SetText("5,2")
	e.Tap("Save")
	e.MustShow("Marked rounds are round numbers from 1 to 30, in increasing order, separated by commas (0 if none).")
	ens[0].SetText("2, 5")
	e.Tap("Save")
	if s := tstate(t, sess); len(s.Sheet.Special) != 2 || !s.Sheet.Marked(2) {
		t.Fatalf("special %v", s.Sheet.Special)
	}
	e.MustShow("Round 2 is marked on the Round track: resolve its special effect this round (see the Adventure Description).")
	// Kept for the next session of this adventure.
	if p, _ := e.Store.Profile("thorgal"); p["thorgal.adventure.torkans_temple.special"] != "2, 5" {
		t.Fatalf("profile %q", p["thorgal.adventure.torkans_temple.special"])
	}
}

// The Terrain deck tells standard from barren cards (10 + 5 in the box).
func TestThorgalTerrainCounts(t *testing.T) {
	e, _ := openThorgal(t, kittest.DesktopSize, "")
	e.Tap("Decks")
	e.MustShow("14 in the deck (9 standard, 5 barren) · 1 on the Journey Path")
}

// "Heal (3)" may discard any tile of at most three squares, never split a
// bigger one (rulebook, HEALING WOUNDS). The seeded Thorgal holds an L3 (1)
// and a T4 (2).
func TestThorgalHealWithASizeLimit(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "")
	tapGrid(e, 3, 3) // the T4
	e.MustShow("Heal wound 2 (size 4)")
	e.Tap("(3)")
	e.MustShow("This healing discards a tile of at most 3 squares, not 4; tiles are never split.")
	if b := e.Button("Heal wound 2 (size 4)"); b == nil || !b.Disabled() {
		t.Fatal("a tile too big for the effect can still be healed")
	}
	tapGrid(e, 3, 3) // let it go
	tapGrid(e, 1, 1) // the L3
	e.Tap("Heal wound 1 (size 3)")
	w := tstate(t, sess).Chars[0].Wounds
	if len(w) != 1 || w[0].Shape != "T4" {
		t.Fatalf("wounds %+v", w)
	}
	// The limit stays for the next tile; a second tap on it lets it go.
	tapGrid(e, 3, 3)
	if b := e.Button("Heal wound 1 (size 4)"); b == nil || !b.Disabled() {
		t.Fatal("the limit was forgotten")
	}
	e.Tap("(3)")
	e.Tap("Heal wound 1 (size 4)")
	if w := tstate(t, sess).Chars[0].Wounds; len(w) != 0 {
		t.Fatalf("wounds %+v", w)
	}
}

// An effect the table could not fully resolve wounds every character it
// affects: the dialog starts with the character shown, a tap adds another,
// and one tap gives each a Wound (Threat), as large as the Threat held:
// Thorgal's 1 gives a Wound (1), Aaricia's 2 (from the seed) a Wound (2).
func TestThorgalUnfulfilledSeveral(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "", thorgal.Command{Kind: thorgal.CmdThreat, Char: 0, N: 1})
	e.Tap("Effect not fulfilled")
	e.MustShow("Wound (Threat) to 1 character")
	e.Tap("Thorgal") // taken out: nothing to apply
	e.MustShow("Choose at least one character")
	if !e.Button("Choose at least one character").Disabled() {
		t.Fatal("apply enabled with no character chosen")
	}
	e.Tap("Thorgal")
	e.Tap("Aaricia")
	e.Tap("Wound (Threat) to 2 characters")
	if e.DialogOpen() {
		t.Fatal("the dialog stayed open")
	}
	s := tstate(t, sess)
	for i, c := range s.Chars {
		if p := c.Pending; len(p) != 1 || p[0].Size != c.Threat || p[0].Size != i+1 || p[0].Cause != thorgal.CauseUnfulfilled {
			t.Fatalf("character %d (%d Threat) pending %+v", i, c.Threat, p)
		}
	}
	e.MustShow("Now: Thorgal — place a Wound (1).")
}

// The French dialog says the same. Thorgal holds no Threat: his Wound
// (Threat) places nothing; Aaricia's 2 give a Wound (2).
func TestThorgalUnfulfilledFrench(t *testing.T) {
	e, sess := openThorgal(t, kittest.PhoneSize, "fr")
	e.Tap("Effet non rempli")
	e.Tap("Aaricia")
	e.Tap("Blessure (Menace) à 2 personnages")
	s := tstate(t, sess)
	if p := s.Chars[1].Pending; len(p) != 1 || p[0].Size != 2 || len(s.Chars[0].Pending) != 0 {
		t.Fatalf("Aaricia pending %+v, Thorgal %+v", p, s.Chars[0].Pending)
	}
	e.MustShow("Maintenant\u00a0: Aaricia — placez une Blessure (2).")
}

// At desktop size the tile picker of a wound to place lies beside the grid,
// above the bottom bar: no scrolling to reach it. The verdict on the square
// tapped carries a sign, not only a colour, and its words are in the text
// colour.
func TestThorgalPickerInViewDesktop(t *testing.T) {
	e, _ := openThorgal(t, kittest.DesktopSize, "", thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 3})
	shapes := shapesIn(e.Roots()...)
	if len(shapes) == 0 {
		t.Fatal("no tile picker")
	}
	d := fyne.CurrentApp().Driver()
	fold := d.AbsolutePositionForObject(e.Button("Place")).Y - 100 // the bottom bar's top (verdict and Now above Place)
	for _, b := range shapes {
		if y := d.AbsolutePositionForObject(b).Y + b.Size().Height; y > fold {
			t.Fatalf("a tile picture ends at %v, below the fold at %v", y, fold)
		}
	}
	tapGrid(e, 0, 2)
	w := e.Frame().B.(*thorgalBoard).char.wounds
	if w.verdict.Importance != widget.MediumImportance || w.vicon.Resource == nil {
		t.Fatalf("verdict %q importance %v icon %v", w.verdict.Text, w.verdict.Importance, w.vicon.Resource)
	}
	e.MustShow("Allowed here: tap Place.")
	if w.vicon.Resource.Name() != theme.NewSuccessThemedResource(theme.ConfirmIcon()).Name() {
		t.Fatalf("allowed shown with %s", w.vicon.Resource.Name())
	}

	// On a phone the picker stays under the grid.
	p, _ := openThorgal(t, kittest.PhoneSize, "", thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 3})
	if p.Frame().B.(*thorgalBoard).char.side {
		t.Fatal("a phone put the picker beside the grid")
	}
}
