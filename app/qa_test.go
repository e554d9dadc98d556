package app

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/rules/qa"
	"skald/tracker"
)

// ogotaiCell is the war-track cell that shows Ogotaï's marker (0 when none).
func (e *env) ogotaiCell() int {
	e.t.Helper()
	at := 0
	walk(e.w.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if c, ok := o.(*warCell); ok && c.ogotai {
			if at != 0 {
				e.t.Fatalf("Ogotaï is shown on spaces %d and %d", at, c.space)
			}
			at = c.space
		}
		return false
	})
	return at
}

// startQa goes Home → New session → Qâ → 4 players, four heroes → Start, and
// answers Ogotaï's start space (the one value the seeded profile lacks) with 3.
func startQa(t *testing.T, e *env) {
	t.Helper()
	if err := seed.QaProfile(e.store, "qa.start.4"); err != nil {
		t.Fatal(err)
	}
	e.u.ShowHome()
	e.tap("New session")
	e.tap("Qâ")
	e.mustShow("New session · Qâ")
	if b := e.button("Start the session"); b == nil || !b.Disabled() {
		t.Fatal("Start must wait until the heroes are chosen")
	}
	e.tap("4")
	e.mustShow("Choose 4 more heroes.")
	for _, h := range []string{"Thorgal", "Kriss de Valnor", "Aaricia", "Jolan"} {
		e.tap(h)
	}
	e.mustShow("1. Thorgal")
	e.mustShow("4. Jolan")
	if b := e.button("Tjall"); b == nil || !b.Disabled() {
		t.Fatal("a fifth hero can be chosen")
	}
	e.tap("Start the session")

	// The start space is printed on the board: the app asks once.
	if !e.dialogOpen() {
		t.Fatalf("no printed-value question; texts: %q", e.texts())
	}
	e.mustShow("which space is marked as Ogotaï's start for 4 heroes?")
	e.tap("3")
	if e.dialogOpen() {
		t.Fatalf("a dialog is still open after the last question; texts: %q", e.texts())
	}
	if p, _ := e.store.Profile("qa"); p["qa.start.4"] != "3" {
		t.Fatalf("start space not kept in the box profile: %v", p)
	}
}

func TestQaNewSessionAdvanceUndoRedoRestart(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	startQa(t, e)
	f := e.frame()
	if got := f.title.Text; got != "Qâ · Round 1" {
		t.Fatalf("title %q", got)
	}
	if e.ogotaiCell() != 3 {
		t.Fatalf("Ogotaï's marker on %d, want 3", e.ogotaiCell())
	}
	e.mustShow("Ogotaï is on space 3 of 15.")
	// The heroes' turns are played as the table enters them.
	if err := seed.QaHeroTurns(f.sess); err != nil {
		t.Fatal(err)
	}
	e.mustShow("Now: Ogotaï phase")

	// Space 4 is not known: Advance asks what it shows, learns it, advances.
	e.tap("Ogotaï phase: advance to space 4")
	e.mustShow("What does space 4 of the Préparatifs de guerre track show?")
	e.tap("Empty (no Guerre)")
	if e.ogotaiCell() != 4 {
		t.Fatalf("after Advance, Ogotaï's marker on %d, want 4", e.ogotaiCell())
	}
	e.mustShow("Ogotaï is on space 4 of 15.")
	if f.title.Text != "Qâ · Round 2" {
		t.Fatalf("title %q after the Ogotaï phase", f.title.Text)
	}
	if p, _ := e.store.Profile("qa"); p["qa.war.4"] != "0" {
		t.Fatalf("space 4 not kept in the box profile: %v", p)
	}
	text, when, struck := e.historyRow()
	if !strings.Contains(text, "Ogotaï") || !strings.Contains(text, "4") || struck || strings.Contains(when, "undone") {
		t.Fatalf("newest history row %q / %q (struck %v)", text, when, struck)
	}

	// Undo: an empty space drew no Chaams, so nothing hidden was revealed and
	// undo does not ask.
	test.Tap(f.undoBtn)
	if e.dialogOpen() {
		t.Fatal("undoing an Ogotaï phase that drew nothing asked first")
	}
	if e.ogotaiCell() != 3 {
		t.Fatalf("after undo, Ogotaï's marker on %d, want 3", e.ogotaiCell())
	}
	e.mustShow("Ogotaï is on space 3 of 15.")
	text, when, struck = e.historyRow()
	if !struck || !strings.Contains(when, "(undone)") || !strings.Contains(text, "Ogotaï") {
		t.Fatalf("undone row %q / %q (struck %v): want struck through and marked (undone)", text, when, struck)
	}
	if f.redoBtn.Disabled() {
		t.Fatal("redo disabled after undo")
	}

	test.Tap(f.redoBtn)
	if e.ogotaiCell() != 4 {
		t.Fatalf("after redo, Ogotaï's marker on %d, want 4", e.ogotaiCell())
	}
	if _, when, struck := e.historyRow(); struck || strings.Contains(when, "undone") {
		t.Fatal("redone row still marked undone")
	}
	if !f.redoBtn.Disabled() {
		t.Fatal("redo enabled with nothing to redo")
	}
	id := f.sess.Info().ID

	// Restart: close everything, reopen the file, reopen the session.
	e.u.ShowHome()
	if err := e.store.Close(); err != nil {
		t.Fatal(err)
	}
	e2 := newEnv(t, e.path, desktopSize)
	e2.u.ShowHome()
	e2.mustShow("Qâ · Qâ ") // the resume card: game · default title with the date
	e2.tap("Resume")
	if e2.frame().sess.Info().ID != id {
		t.Fatal("Resume opened another session")
	}
	if e2.ogotaiCell() != 4 || e2.frame().title.Text != "Qâ · Round 2" {
		t.Fatalf("after restart: Ogotaï on %d, title %q", e2.ogotaiCell(), e2.frame().title.Text)
	}
	// Undo survives the restart too.
	if !e2.frame().sess.CanUndo() || e2.frame().undoBtn.Disabled() {
		t.Fatal("nothing to undo after a restart")
	}
}

func TestQaShortcutsUndoRedo(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	e.open(seed.QaSession(e.store, "Shortcuts", 0))
	f := e.frame()
	before := f.sess.HistoryLen()
	// The last action (a hero's end of turn) reveals nothing: no question.
	sc := shortcutHandler(t, e.w.Canvas())
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if e.dialogOpen() || !f.sess.CanRedo() {
		t.Fatal("Ctrl+Z did not undo")
	}
	st := f.sess.State().(qa.State)
	if st.Phase != qa.PhaseAction {
		t.Fatalf("after undo of the last end of turn the phase is %q", st.Phase)
	}
	e.mustShow("End Kriss de Valnor's turn")
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if f.sess.CanRedo() {
		t.Fatal("Ctrl+Shift+Z did not redo")
	}
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: fyne.KeyModifierShortcutDefault})
	if f.sess.CanRedo() || f.sess.HistoryLen() != before {
		t.Fatal("Ctrl+Y did not redo")
	}
	// The GL driver turns Ctrl+Z and Ctrl+Y into the standard shortcuts.
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if !f.sess.CanRedo() {
		t.Fatal("the Undo shortcut did not undo")
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{})
	if f.sess.CanRedo() {
		t.Fatal("the Redo shortcut did not redo")
	}
	e.mustShow("Ogotaï phase: advance to space 4")
}

// shortcutHandler reaches the canvas's shortcut dispatch: the test canvas wraps
// the software canvas, which handles typed shortcuts like a window does.
func shortcutHandler(t *testing.T, c fyne.Canvas) interface{ TypedShortcut(fyne.Shortcut) } {
	t.Helper()
	if h, ok := c.(interface{ TypedShortcut(fyne.Shortcut) }); ok {
		return h
	}
	v := reflect.ValueOf(c)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if f := v.FieldByName("WindowlessCanvas"); f.IsValid() {
		if h, ok := f.Interface().(interface{ TypedShortcut(fyne.Shortcut) }); ok {
			return h
		}
	}
	t.Fatalf("canvas %T cannot type shortcuts", c)
	return nil
}

func TestQaRefusalSaysWhy(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	if err := seed.QaProfile(e.store); err != nil {
		t.Fatal(err)
	}
	e.open(e.store.NewSession(qa.Game, "Refusal", qa.Setup{Players: 4, Heroes: []string{qa.Thorgal, qa.Kriss, qa.Aaricia, qa.Jolan}}))
	f := e.frame()
	if f.message.Visible() {
		t.Fatal("a message is shown before anything happened")
	}
	// Ogotaï cannot advance during a hero's Destin phase: the rules refuse.
	f.do(qa.Command{Kind: qa.CmdAdvanceOgotai})
	if !f.message.Visible() || !strings.HasPrefix(f.msgText.Text, "Not allowed: ") || strings.Contains(f.msgText.Text, "qa.err") {
		t.Fatalf("refusal shown as %q (visible %v)", f.msgText.Text, f.message.Visible())
	}
	if e.ogotaiCell() != 3 {
		t.Fatal("a refused command changed the board")
	}
}

func TestQaTakeDice(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.QaSession(e.store, "Dice", 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
		t.Fatal(err)
	}
	// The table rolled: black "take 2" and five different white faces.
	white := []string{qa.FaceSkill1, qa.FaceSkill2, qa.FaceVoyage, qa.FaceChaams1, qa.FaceSkill3}
	if err := sess.Do(qa.Command{Kind: qa.CmdRoll, White: white, Black: qa.BlackTake2}); err != nil {
		t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	loc := e.u.loc
	take := e.button("Take these 2 dice")
	if take == nil || !take.Disabled() {
		t.Fatal("Take must wait for two dice")
	}
	e.tap(loc.Msg(qa.FaceName(qa.FaceVoyage)))
	e.tap(loc.Msg(qa.FaceName(qa.FaceSkill2)))
	e.tap("Take these 2 dice")
	st := e.frame().sess.State().(qa.State)
	if strings.Join(st.Dice, ",") != qa.FaceSkill2+","+qa.FaceVoyage && strings.Join(st.Dice, ",") != qa.FaceVoyage+","+qa.FaceSkill2 {
		t.Fatalf("dice kept %v", st.Dice)
	}
	e.mustShow("Dice on the hero card:")
	e.mustShow("Roll the 3 white dice left with the black die, or stop here.")
}

func TestHistoryPagesThroughLongSessions(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	sess, err := seed.QaSession(e.store, "Long", 0)
	if err != nil {
		t.Fatal(err)
	}
	// More than one page of history.
	for i := 0; sess.HistoryLen() <= historyPage+5; i++ {
		if err := sess.Do(qa.Learn("qa.defi.1", "Challenge "+string(rune('A'+i%26)))); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	h := e.frame().history
	n := sess.HistoryLen()
	last, ok := h.entry(n - 1) // the oldest, on the second page
	if !ok || last.Seq != 1 {
		t.Fatalf("oldest entry %+v ok=%v", last, ok)
	}
	first, ok := h.entry(0)
	if !ok || first.Seq != int64(n) {
		t.Fatalf("newest entry %+v ok=%v, want seq %d", first, ok, n)
	}
	if first.Status != tracker.Active {
		t.Fatal("newest entry not active")
	}
}

func BenchmarkQaScreenUpdate(b *testing.B) {
	e := newEnv(b, "", desktopSize)
	sess, err := seed.QaSession(e.store, "Bench", 1)
	if err != nil {
		b.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		b.Fatal(err)
	}
	f := e.u.top().(*frame)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f.update()
	}
}

func TestQaSetupFourthHeroAndLevel3(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	if err := seed.QaProfile(e.store); err != nil {
		t.Fatal(err)
	}
	e.u.ShowSetup("qa")
	e.tap("3")
	e.mustShow("Choose 3 more heroes.")
	e.tap("Play the optional fourth hero")
	e.mustShow("Choose 4 more heroes.")
	for _, h := range []string{"Tjall", "Arghun Pied-d'arbre", "Aaricia", "Jolan"} {
		e.tap(h)
	}
	// Four players have no optional hero: the toggle goes and the count follows.
	e.tap("4")
	if e.shows("Play the optional fourth hero") {
		t.Fatal("the optional fourth hero is offered to 4 players")
	}
	e.tap("3")
	e.mustShow("Heroes in turn order (3/3)") // the fourth hero is off again: the first three stay
	if e.button("4. Jolan") != nil || e.button("Jolan") == nil {
		t.Fatal("the fourth hero was kept")
	}
	e.tap("Play the optional fourth hero")
	e.mustShow("Choose 1 more hero.")
	e.tap("Thorgal")
	e.tap("Level-3 Chaams (harder)")
	e.tap("Start the session")

	// The variant sets six level-1 Chaams aside: the table says which.
	e.mustShow("Set aside six level-1 Chaams")
	var cards []*tile
	walk(e.roots()[0], func(o fyne.CanvasObject) bool {
		if tl, ok := o.(*tile); ok && strings.HasSuffix(tl.Text(), " 1") {
			cards = append(cards, tl)
		}
		return false
	})
	if len(cards) != 12 {
		t.Fatalf("%d level-1 Chaams offered, want 12", len(cards))
	}
	for _, c := range cards[:6] {
		test.Tap(c.button)
	}
	test.Tap(cards[6].button) // a seventh is not taken
	e.tap("Set aside (6/6)")
	st := e.frame().sess.State().(qa.State)
	if !st.Level3 || st.Players != 3 || len(st.Heroes) != 4 || st.Heroes[0].ID != qa.Tjall || st.Heroes[3].ID != qa.Thorgal {
		t.Fatalf("started with %+v", st)
	}
	if n := st.ChaamsDeck.Size(); n != qa.ChaamsDeckSize {
		t.Fatalf("Chaams deck of %d", n)
	}
}

func TestPhoneStacksDesktopSplits(t *testing.T) {
	for _, tc := range []struct {
		size fyne.Size
		side bool
	}{{phoneSize, false}, {desktopSize, true}} {
		e := newEnv(t, "", tc.size)
		sess := e.open(seed.QaSession(e.store, "Layout", 0))
		f := e.frame()
		if got := f.history.object().Visible() && isShown(f.history.object()); got != tc.side {
			t.Fatalf("%v: history beside the board = %v, want %v", tc.size, got, tc.side)
		}
		// The history is one tap away at any size.
		test.Tap(f.historyBtn)
		if !e.dialogOpen() || f.popHistory == nil {
			t.Fatalf("%v: the history button opened nothing", tc.size)
		}
		if f.popHistory.list.Length() != sess.HistoryLen() {
			t.Fatal("the history dialog does not list every action")
		}
		e.tap("Close")
		if f.popHistory != nil {
			t.Fatal("closed history dialog still refreshed")
		}
		// So is the checklist, with the current step marked in words and bold.
		test.Tap(f.nextBtn.button)
		e.mustShow("Ogotaï phase (now)")
		e.tap("Close")
	}
}

// isShown reports whether o and all its parents in the window are visible.
func isShown(o fyne.CanvasObject) bool {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil {
		return false
	}
	var path []fyne.CanvasObject
	var find func(fyne.CanvasObject) bool
	find = func(n fyne.CanvasObject) bool {
		path = append(path, n)
		if n == o {
			return true
		}
		switch x := n.(type) {
		case *fyne.Container:
			for _, ch := range x.Objects {
				if find(ch) {
					return true
				}
			}
		case fyne.Widget:
			for _, ch := range test.WidgetRenderer(x).Objects() {
				if find(ch) {
					return true
				}
			}
		}
		path = path[:len(path)-1]
		return false
	}
	if !find(c.Content()) {
		return false
	}
	for _, n := range path {
		if !n.Visible() {
			return false
		}
	}
	return true
}

// The war track is one strip of 15 full cells on a desktop; on a phone its
// cells turn compact, eight to a row, so the whole track fits in two short
// rows, every space still numbered, Ogotaï's still marked.
func TestQaWarTrackFitsPhone(t *testing.T) {
	for _, tc := range []struct {
		size    fyne.Size
		rows    int
		compact bool
	}{{phoneSize, 2, true}, {desktopSize, 1, false}} {
		e := newEnv(t, "", tc.size)
		e.open(seed.QaSession(e.store, "Layout", 0))
		var cells []*warCell
		walk(e.w.Canvas().Content(), func(o fyne.CanvasObject) bool {
			if c, ok := o.(*warCell); ok {
				cells = append(cells, c)
			}
			return false
		})
		if len(cells) != qa.WarSpaces {
			t.Fatalf("%v: %d war cells", tc.size, len(cells))
		}
		rows := map[float32]bool{}
		for _, c := range cells {
			if c.compact != tc.compact {
				t.Fatalf("%v: space %d compact = %v", tc.size, c.space, c.compact)
			}
			rows[c.Position().Y] = true
			if c.Size().Width < c.MinSize().Width {
				t.Fatalf("%v: space %d is %v wide, needs %v", tc.size, c.space, c.Size().Width, c.MinSize().Width)
			}
		}
		if len(rows) != tc.rows {
			t.Fatalf("%v: the track takes %d rows, want %d", tc.size, len(rows), tc.rows)
		}
		if at := e.ogotaiCell(); at != e.qaState().Ogotai {
			t.Fatalf("%v: Ogotaï shown on %d, is on %d", tc.size, at, e.qaState().Ogotai)
		}
	}
}

// The last Chaams type of a level is the level's total less the five others:
// the setup keeps it in the box profile without asking.
func TestQaSetupDeducesLastChaamsType(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	if err := seed.QaProfile(e.store, "qa.chaams.1.corruption", "qa.chaams.2.corruption"); err != nil {
		t.Fatal(err)
	}
	e.u.ShowSetup("qa")
	e.tap("4")
	for _, h := range []string{"Thorgal", "Kriss de Valnor", "Aaricia", "Jolan"} {
		e.tap(h)
	}
	e.tap("Start the session")
	if e.dialogOpen() {
		t.Fatalf("a question was asked; texts %q", e.texts())
	}
	p, _ := e.store.Profile("qa")
	if p["qa.chaams.1.corruption"] != "2" || p["qa.chaams.2.corruption"] != "1" {
		t.Fatalf("deduced %q and %q, want 12-10 = 2 and 6-5 = 1", p["qa.chaams.1.corruption"], p["qa.chaams.2.corruption"])
	}
	if st, ok := e.frame().sess.State().(qa.State); !ok || st.ChaamsDeck.Size() != qa.ChaamsDeckSize {
		t.Fatal("the session did not start with the 18 Chaams")
	}
}
