package qa

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/qa"
	"skald/tracker"
)

// ogotaiCell is the war-track cell that shows Ogotaï's marker (0 when none).
func ogotaiCell(e *kittest.Env) int {
	e.T.Helper()
	at := 0
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		if c, ok := o.(*warCell); ok && c.ogotai {
			if at != 0 {
				e.T.Fatalf("Ogotaï is shown on spaces %d and %d", at, c.space)
			}
			at = c.space
		}
		return false
	})
	return at
}

// startQa goes Home → New session → Qâ → 4 players, four heroes → Start, with
// a box profile that lacks Ogotaï's start space and one of Jolan's starting
// Skill cards. Start asks only for what building the table needs (the Skill
// card, with Cancel and no Later: the game cannot start without it); the
// start space waits for the first Ogotaï phase.
func startQa(t *testing.T, e *kittest.Env) {
	t.Helper()
	const skill = "qa.skills.jolan.2"
	if err := seed.QaProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	seeded, _ := e.Store.Profile("qa")
	for _, k := range []string{"qa.start.4", skill} {
		if err := e.Store.ClearPrinted("qa", k); err != nil {
			t.Fatal(err)
		}
	}
	e.U.ShowSetup(qa.Game.ID())
	e.MustShow("New session · Qâ")
	if b := e.Button("Start the session"); b == nil || !b.Disabled() {
		t.Fatal("Start must wait until the heroes are chosen")
	}
	e.Tap("4")
	e.MustShow("Choose 4 more heroes.")
	for _, h := range []string{"Thorgal", "Kriss de Valnor", "Aaricia", "Jolan"} {
		e.Tap(h)
	}
	e.MustShow("1. Thorgal")
	e.MustShow("4. Jolan")
	if b := e.Button("Tjall"); b == nil || !b.Disabled() {
		t.Fatal("a fifth hero can be chosen")
	}
	e.Tap("Start the session")

	// The starting hand is printed on the hero card and builds the table: asked
	// now, and it cannot wait.
	spec, _ := rules.PrintedSpecFor(qa.Game, skill)
	e.MustShow(e.U.Loc.Msg(spec.Prompt))
	if e.Shows("Later") || e.Button("Cancel") == nil {
		t.Fatalf("a value the start needs offers Later, or no Cancel; texts: %q", e.Texts())
	}
	for _, c := range spec.Choices {
		if c.Value == seeded[skill] {
			e.Tap(e.U.Loc.Msg(c.Label))
		}
	}
	if e.DialogOpen() {
		t.Fatalf("the start asked more than the Skill card (Ogotaï's start waits for his phase); texts: %q", e.Texts())
	}
	if p, _ := e.Store.Profile("qa"); p[skill] != seeded[skill] || p["qa.start.4"] != "" {
		t.Fatalf("profile after the start: %v", p)
	}
}

func TestQaNewSessionAdvanceUndoRedoRestart(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	startQa(t, e)
	f := e.Frame()
	if got := f.Title.Text; got != "Qâ · Round 1" {
		t.Fatalf("title %q", got)
	}
	if ogotaiCell(e) != 0 {
		t.Fatalf("Ogotaï's marker on %d before his start space is known", ogotaiCell(e))
	}
	e.MustShow("Ogotaï waits on his start space; Skald asks which one at the first Ogotaï phase.")
	// The heroes' turns are played as the table enters them.
	if err := seed.QaHeroTurns(f.Sess); err != nil {
		t.Fatal(err)
	}
	e.MustShow("Now: Ogotaï phase")

	// His first move asks his start space (needed now: no Later), then space
	// 4, which is not known either: each is learned, and he advances.
	e.Tap("Ogotaï phase: advance one space")
	e.MustShow("which space is marked as Ogotaï's start for 4 heroes?")
	if e.Shows("Later") || e.Button("Cancel") == nil {
		t.Fatalf("a value the step needs offers Later, or no Cancel; texts: %q", e.Texts())
	}
	e.Tap("3")
	e.MustShow("What does space 4 of the Préparatifs de guerre track show?")
	e.Tap("Empty (no Guerre)")
	if ogotaiCell(e) != 4 {
		t.Fatalf("after Advance, Ogotaï's marker on %d, want 4", ogotaiCell(e))
	}
	e.MustShow("Ogotaï is on space 4 of 15.")
	if f.Title.Text != "Qâ · Round 2" {
		t.Fatalf("title %q after the Ogotaï phase", f.Title.Text)
	}
	if p, _ := e.Store.Profile("qa"); p["qa.war.4"] != "0" || p["qa.start.4"] != "3" {
		t.Fatalf("start space or space 4 not kept in the box profile: %v", p)
	}
	text, when, struck := e.HistoryRow()
	if !strings.Contains(text, "Ogotaï") || !strings.Contains(text, "4") || struck || strings.Contains(when, "undone") {
		t.Fatalf("newest history row %q / %q (struck %v)", text, when, struck)
	}

	// Undo: an empty space drew no Chaams, so nothing hidden was revealed and
	// undo does not ask.
	test.Tap(f.UndoBtn)
	if e.DialogOpen() {
		t.Fatal("undoing an Ogotaï phase that drew nothing asked first")
	}
	if ogotaiCell(e) != 3 {
		t.Fatalf("after undo, Ogotaï's marker on %d, want 3", ogotaiCell(e))
	}
	e.MustShow("Ogotaï is on space 3 of 15.")
	text, when, struck = e.HistoryRow()
	if !struck || !strings.Contains(when, "(undone)") || !strings.Contains(text, "Ogotaï") {
		t.Fatalf("undone row %q / %q (struck %v): want struck through and marked (undone)", text, when, struck)
	}
	if f.RedoBtn.Disabled() {
		t.Fatal("redo disabled after undo")
	}

	test.Tap(f.RedoBtn)
	if ogotaiCell(e) != 4 {
		t.Fatalf("after redo, Ogotaï's marker on %d, want 4", ogotaiCell(e))
	}
	if _, when, struck := e.HistoryRow(); struck || strings.Contains(when, "undone") {
		t.Fatal("redone row still marked undone")
	}
	if !f.RedoBtn.Disabled() {
		t.Fatal("redo enabled with nothing to redo")
	}
	id := f.Sess.Info().ID

	// Restart: close everything, reopen the file, reopen the session.
	if err := e.Store.Close(); err != nil {
		t.Fatal(err)
	}
	e2 := kittest.NewEnv(t, e.Path, kittest.DesktopSize)
	if err := e2.U.OpenSession(id); err != nil {
		t.Fatal(err)
	}
	if ogotaiCell(e2) != 4 || e2.Frame().Title.Text != "Qâ · Round 2" {
		t.Fatalf("after restart: Ogotaï on %d, title %q", ogotaiCell(e2), e2.Frame().Title.Text)
	}
	// Undo survives the restart too.
	if !e2.Frame().Sess.CanUndo() || e2.Frame().UndoBtn.Disabled() {
		t.Fatal("nothing to undo after a restart")
	}
}

func TestQaShortcutsUndoRedo(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.QaSession(e.Store, "Shortcuts", 0))
	f := e.Frame()
	before := f.Sess.HistoryLen()
	// The last action (a hero's end of turn) reveals nothing: no question.
	sc := shortcutHandler(t, e.W.Canvas())
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if e.DialogOpen() || !f.Sess.CanRedo() {
		t.Fatal("Ctrl+Z did not undo")
	}
	st := f.Sess.State().(qa.State)
	if st.Phase != qa.PhaseAction {
		t.Fatalf("after undo of the last end of turn the phase is %q", st.Phase)
	}
	e.MustShow("End Kriss de Valnor's turn")
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if f.Sess.CanRedo() {
		t.Fatal("Ctrl+Shift+Z did not redo")
	}
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: fyne.KeyModifierShortcutDefault})
	if f.Sess.CanRedo() || f.Sess.HistoryLen() != before {
		t.Fatal("Ctrl+Y did not redo")
	}
	// The GL driver turns Ctrl+Z and Ctrl+Y into the standard shortcuts.
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if !f.Sess.CanRedo() {
		t.Fatal("the Undo shortcut did not undo")
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{})
	if f.Sess.CanRedo() {
		t.Fatal("the Redo shortcut did not redo")
	}
	e.MustShow("Ogotaï phase: advance to space 4")
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
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.QaProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	e.Open(e.Store.NewSession(qa.Game, "Refusal", qa.Setup{Players: 4, Heroes: []string{qa.Thorgal, qa.Kriss, qa.Aaricia, qa.Jolan}}))
	f := e.Frame()
	if f.Message.Visible() {
		t.Fatal("a message is shown before anything happened")
	}
	// Ogotaï cannot advance during a hero's Destin phase: the rules refuse.
	f.Do(qa.Command{Kind: qa.CmdAdvanceOgotai})
	if !f.Message.Visible() || !strings.HasPrefix(f.MsgText.Text, "Not allowed: ") || strings.Contains(f.MsgText.Text, "qa.err") {
		t.Fatalf("refusal shown as %q (visible %v)", f.MsgText.Text, f.Message.Visible())
	}
	if ogotaiCell(e) != 3 {
		t.Fatal("a refused command changed the board")
	}
}

func TestQaTakeDice(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Dice", 0))
	e.Play(sess, qa.Command{Kind: qa.CmdAdvanceOgotai})
	// The table rolled: black "take 2" and five different white faces.
	white := []string{qa.FaceSkill1, qa.FaceSkill2, qa.FaceVoyage, qa.FaceChaams1, qa.FaceSkill3}
	e.Play(sess, qa.Command{Kind: qa.CmdRoll, White: white, Black: qa.BlackTake2})
	e.Open(sess, nil)
	loc := e.U.Loc
	take := e.Button("Take these 2 dice")
	if take == nil || !take.Disabled() {
		t.Fatal("Take must wait for two dice")
	}
	e.Tap(loc.Msg(qa.FaceName(qa.FaceVoyage)))
	e.Tap(loc.Msg(qa.FaceName(qa.FaceSkill2)))
	e.Tap("Take these 2 dice")
	st := e.Frame().Sess.State().(qa.State)
	if strings.Join(st.Dice, ",") != qa.FaceSkill2+","+qa.FaceVoyage && strings.Join(st.Dice, ",") != qa.FaceVoyage+","+qa.FaceSkill2 {
		t.Fatalf("dice kept %v", st.Dice)
	}
	e.MustShow("Dice on the hero card:")
	e.MustShow("Roll the 3 white dice left with the black die, or stop here.")
}

func TestHistoryPagesThroughLongSessions(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Long", 0))
	// More than one page of history.
	for i := 0; sess.HistoryLen() <= kit.HistoryPage+5; i++ {
		if err := sess.Do(qa.Learn("qa.defi.1", "Challenge "+string(rune('A'+i%26)))); err != nil {
			t.Fatal(err)
		}
	}
	e.Open(sess, nil)
	h := e.Frame().History
	n := sess.HistoryLen()
	last, ok := h.Entry(n - 1) // the oldest, on the second page
	if !ok || last.Seq != 1 {
		t.Fatalf("oldest entry %+v ok=%v", last, ok)
	}
	first, ok := h.Entry(0)
	if !ok || first.Seq != int64(n) {
		t.Fatalf("newest entry %+v ok=%v, want seq %d", first, ok, n)
	}
	if first.Status != tracker.Active {
		t.Fatal("newest entry not active")
	}
}

func BenchmarkQaScreenUpdate(b *testing.B) {
	e := kittest.NewEnv(b, "", kittest.DesktopSize)
	sess, err := seed.QaSession(e.Store, "Bench", 1)
	if err != nil {
		b.Fatal(err)
	}
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		b.Fatal(err)
	}
	f := e.U.Top().(*kit.Frame)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f.Update()
	}
}

func TestQaSetupFourthHeroAndLevel3(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.QaProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup("qa")
	e.Tap("3")
	e.MustShow("Choose 3 more heroes.")
	e.Tap("Play the optional fourth hero")
	e.MustShow("Choose 4 more heroes.")
	for _, h := range []string{"Tjall", "Arghun Pied-d'arbre", "Aaricia", "Jolan"} {
		e.Tap(h)
	}
	// Four players have no optional hero: the toggle goes and the count follows.
	e.Tap("4")
	if e.Shows("Play the optional fourth hero") {
		t.Fatal("the optional fourth hero is offered to 4 players")
	}
	e.Tap("3")
	e.MustShow("Heroes in turn order (3/3)") // the fourth hero is off again: the first three stay
	if e.Button("4. Jolan") != nil || e.Button("Jolan") == nil {
		t.Fatal("the fourth hero was kept")
	}
	e.Tap("Play the optional fourth hero")
	e.MustShow("Choose 1 more hero.")
	e.Tap("Thorgal")
	e.Tap("Level-3 Chaams (harder)")
	e.Tap("Start the session")

	// The variant sets six level-1 Chaams aside: the table says which.
	e.MustShow("Set aside six level-1 Chaams")
	var cards []*kit.Tile
	kittest.Walk(e.Roots()[0], func(o fyne.CanvasObject) bool {
		if tl, ok := o.(*kit.Tile); ok && strings.HasSuffix(tl.Text(), " 1") {
			cards = append(cards, tl)
		}
		return false
	})
	if len(cards) != 12 {
		t.Fatalf("%d level-1 Chaams offered, want 12", len(cards))
	}
	for _, c := range cards[:6] {
		test.Tap(c.Button)
	}
	test.Tap(cards[6].Button) // a seventh is not taken
	e.Tap("Set aside (6/6)")
	st := e.Frame().Sess.State().(qa.State)
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
	}{{kittest.PhoneSize, false}, {kittest.DesktopSize, true}} {
		e := kittest.NewEnv(t, "", tc.size)
		sess := e.Open(seed.QaSession(e.Store, "Layout", 0))
		f := e.Frame()
		if got := f.History.Object().Visible() && isShown(f.History.Object()); got != tc.side {
			t.Fatalf("%v: history beside the board = %v, want %v", tc.size, got, tc.side)
		}
		// The history is one tap away at any size.
		test.Tap(f.HistoryBtn)
		if !e.DialogOpen() || f.PopHistory == nil {
			t.Fatalf("%v: the history button opened nothing", tc.size)
		}
		if f.PopHistory.List.Length() != sess.HistoryLen() {
			t.Fatal("the history dialog does not list every action")
		}
		e.Tap("Close")
		if f.PopHistory != nil {
			t.Fatal("closed history dialog still refreshed")
		}
		// So is the checklist, with the current step marked in words and bold.
		test.Tap(f.NextBtn.Button)
		e.MustShow("Ogotaï phase (now)")
		e.Tap("Close")
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
	}{{kittest.PhoneSize, 2, true}, {kittest.DesktopSize, 1, false}} {
		e := kittest.NewEnv(t, "", tc.size)
		e.Open(seed.QaSession(e.Store, "Layout", 0))
		var cells []*warCell
		kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
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
		if at := ogotaiCell(e); at != qaState(e).Ogotai {
			t.Fatalf("%v: Ogotaï shown on %d, is on %d", tc.size, at, qaState(e).Ogotai)
		}
	}
}

// The last Chaams type of a level is the level's total less the five others:
// the setup keeps it in the box profile without asking.
func TestQaSetupDeducesLastChaamsType(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.QaProfile(e.Store, "qa.chaams.1.corruption", "qa.chaams.2.corruption"); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup("qa")
	e.Tap("4")
	for _, h := range []string{"Thorgal", "Kriss de Valnor", "Aaricia", "Jolan"} {
		e.Tap(h)
	}
	e.Tap("Start the session")
	if e.DialogOpen() {
		t.Fatalf("a question was asked; texts %q", e.Texts())
	}
	p, _ := e.Store.Profile("qa")
	if p["qa.chaams.1.corruption"] != "2" || p["qa.chaams.2.corruption"] != "1" {
		t.Fatalf("deduced %q and %q, want 12-10 = 2 and 6-5 = 1", p["qa.chaams.1.corruption"], p["qa.chaams.2.corruption"])
	}
	if st, ok := e.Frame().Sess.State().(qa.State); !ok || st.ChaamsDeck.Size() != qa.ChaamsDeckSize {
		t.Fatal("the session did not start with the 18 Chaams")
	}
}

// Undoing a value learned at the table asks it again at once, and the new
// answer replaces the old one in the session and the box profile.
func TestUndoLearnedValueAsksAgain(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.QaSession(e.Store, "Ask again", 1))
	if err := e.Frame().Sess.Learn("qa.war.9", "2"); err != nil {
		t.Fatal(err)
	}
	test.Tap(e.Frame().UndoBtn)
	e.MustShow(e.U.Loc.Msg(rules.M("qa.printed.war", "Space", 9)))
	e.Tap(e.U.Loc.Msg(rules.M("qa.war.guerre", "N", 3)))
	if war, ok := qaState(e).War(9); !ok || war != 3 {
		t.Fatalf("space 9 is now %d (known %v), want the new answer 3", war, ok)
	}
	if p, _ := e.Store.Profile("qa"); p["qa.war.9"] != "3" {
		t.Fatalf("the box profile keeps %q", p["qa.war.9"])
	}
}

// The value an undo took back is not needed right now: the question offers
// Later, which closes it without learning anything, and the game goes on;
// the next step that needs the value asks it (with no Later).
func TestUndoLearnedValueLater(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.QaSession(e.Store, "Later", 1))
	f := e.Frame()
	if err := f.Sess.Learn("qa.war.9", "2"); err != nil {
		t.Fatal(err)
	}
	test.Tap(f.UndoBtn)
	e.MustShow(e.U.Loc.Msg(rules.M("qa.printed.war", "Space", 9)))
	if e.Button("Cancel") != nil {
		t.Fatal("a value not needed now is asked with Cancel instead of Later")
	}
	e.Tap("Later")
	if e.DialogOpen() {
		t.Fatalf("Later left a question open; texts: %q", e.Texts())
	}
	if _, ok := qaState(e).War(9); ok {
		t.Fatal("Later taught the session a value")
	}
	if p, _ := e.Store.Profile("qa"); p["qa.war.9"] != "2" {
		t.Fatalf("Later changed the box profile: %q", p["qa.war.9"])
	}
}
