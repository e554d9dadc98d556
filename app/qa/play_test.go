package qa

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
	"skald/tracker"
)

// Short games of Qâ played through the real widgets, in English and French:
// every text tapped or looked for comes from the localizer, so one script
// serves both languages.

var qaLangs = []string{"en", "fr"}

// qaLang switches the UI to lang.
func qaLang(e *kittest.Env, lang string) {
	e.T.Helper()
	e.U.SetLanguage(lang)
	if e.U.Loc.Lang() != lang {
		e.T.Fatalf("language %q not set", lang)
	}
}

// openExample opens the rulebook's worked example at mark in lang, at phone
// size; the session is on screen and returned.
func openExample(t *testing.T, lang, title, mark string) (*kittest.Env, *tracker.Session) {
	t.Helper()
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess, err := seed.QaExample(e.Store, title, mark)
	if err != nil {
		t.Fatal(err)
	}
	qaLang(e, lang)
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	return e, sess
}

func tr(e *kittest.Env, id string, kv ...any) string { return e.U.Loc.T(id, kv...) }

func face(e *kittest.Env, f string) string { return e.U.Loc.Msg(qa.FaceName(f)) }

func skill(e *kittest.Env, t string) string { return e.U.Loc.Msg(qa.SkillName(t)) }

func cardName(e *kittest.Env, c string) string { return e.U.Loc.Msg(qa.ChaamsName(c)) }

func hero(e *kittest.Env, id string) string { return e.U.Loc.Msg(qa.HeroName(id)) }

// lieuTile is how the bar names Lieu n: "Lieu 6: Mayaxatl".
func lieuTile(e *kittest.Env, n int, name string) string {
	return tr(e, "qa.lieu.title", "N", n, "Name", name)
}

func qaState(e *kittest.Env) qa.State {
	e.T.Helper()
	s, ok := e.Frame().Sess.State().(qa.State)
	if !ok {
		e.T.Fatal("not a Qâ session")
	}
	return s
}

// enterRoll enters a real roll at the table: the dialog, the black face, each
// white face; the last one confirms the roll.
func enterRoll(e *kittest.Env, black string, white ...string) {
	e.T.Helper()
	e.Tap(e.U.Loc.N("app.qa.roll_enter", len(white)))
	if !e.DialogOpen() {
		e.T.Fatal("no dialog to enter the roll")
	}
	if b := e.Button(tr(e, "app.qa.roll_ok")); b == nil || !b.Disabled() {
		e.T.Fatal("Done must wait for every die")
	}
	e.Tap(face(e, black))
	for _, w := range white {
		e.Tap(face(e, w))
	}
	if e.DialogOpen() {
		e.T.Fatalf("the roll dialog stayed open after the last die; texts %q", e.Texts())
	}
}

// nameChaams names a real Chaams card: its type, then (when the type has more
// than one value left) its value.
func nameChaams(e *kittest.Env, card string) {
	e.T.Helper()
	ty, _, _ := qa.ParseChaams(card)
	e.Tap(skill(e, ty))
	if b := e.Button(cardName(e, card)); b != nil {
		test.Tap(b)
	}
}

// passTurn plays a hero's turn that keeps nothing: a Déesse-sans-nom over five
// Chaams faces, then End turn.
func passTurn(e *kittest.Env) {
	e.T.Helper()
	h, _ := qaState(e).Active()
	c := qa.FaceChaams1
	enterRoll(e, qa.BlackGoddess, c, c, c, c, c)
	e.Tap(tr(e, "app.qa.end_turn", "Hero", hero(e, h.ID)))
}

// The rulebook's worked turn and its Ogotaï phase, step by step, as the table
// enters them: Pied-d'arbre on Mayaxatl.
func TestQaPlayWorkedTurnThroughTheScreen(t *testing.T) {
	for _, lang := range qaLangs {
		t.Run(lang, func(t *testing.T) {
			e, _ := openExample(t, lang, "Worked turn", "start")
			loc := e.U.Loc
			e.MustShow(tr(e, "app.qa.turn_hero_round", "Round", qaState(e).Round, "Hero", hero(e, qa.Arghun), "Player", 1, "Lieu", "Mayaxatl",
				"Phase", tr(e, "app.qa.phase_destin")))

			// ① Take 3: a 1-compétence, the 3-compétences die and, forced, a Chaams die.
			enterRoll(e, qa.BlackTake3, qa.FaceSkill1, qa.FaceSkill3, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams2)
			take := loc.N("app.qa.take", 3)
			e.Tap(face(e, qa.FaceSkill1))
			e.Tap(face(e, qa.FaceSkill3))
			if !e.Button(take).Disabled() {
				t.Fatal("Take is enabled with two dice of three")
			}
			e.Tap(face(e, qa.FaceChaams1))
			e.Tap(take)
			if got := qaState(e).Dice; !slices.Equal(got, []string{qa.FaceChaams1, qa.FaceSkill1, qa.FaceSkill3}) {
				t.Fatalf("kept %v", got)
			}

			// ② The two dice left show Tanatloc: one tap takes the 1-compétence, then
			// the swap gives two Esquive for two of Thorgal's Combat.
			enterRoll(e, qa.BlackTanatloc, qa.FaceSkill1, qa.FaceChaams2)
			e.Tap(face(e, qa.FaceSkill1))
			e.Tap(tr(e, "app.qa.swap"))
			e.Tap(hero(e, qa.Jolan)) // first another partner, then Thorgal: the choices follow
			e.Tap(hero(e, qa.Thorgal))
			e.Tap(tr(e, "app.qa.skill_times", "Skill", skill(e, qa.Esquive), "N", 2))
			e.Tap(tr(e, "app.qa.skill_times", "Skill", skill(e, qa.Combat), "N", 2))
			if e.Button("3") != nil {
				t.Fatal("the swap offers more cards than both hands hold")
			}
			e.Tap("2")
			e.Tap(tr(e, "app.qa.swap_ok"))
			s := qaState(e)
			if s.Heroes[0].Count(qa.Combat) != 2 || s.Heroes[0].Count(qa.Esquive) != 0 || s.Heroes[1].Count(qa.Esquive) != 3 {
				t.Fatalf("after the swap: %v / %v", s.Heroes[0].Hand, s.Heroes[1].Hand)
			}

			// ③ One Chaams symbol: the Corruption 2, named in two taps, goes on
			// Mayaxatl; only Jungle and Mayaxatl are offered.
			e.Tap(tr(e, "app.qa.stop_destin"))
			nameChaams(e, "corruption.2")
			e.MustShow(tr(e, "app.qa.place", "Card", cardName(e, "corruption.2")))
			if e.Button(lieuTile(e, 7, "Grande pyramide")) != nil || e.Button(lieuTile(e, 4, "Déesse-sans-nom")) != nil {
				t.Fatal("a Chaams may be placed out of reach")
			}
			if e.Button(lieuTile(e, 5, "Jungle")) == nil {
				t.Fatal("Jungle, the Lieu before, is not offered")
			}
			e.Tap(tr(e, "app.qa.place_here", "Lieu", lieuTile(e, 6, "Mayaxatl")))
			if got := qaState(e).Lieu(qa.LieuMayaxatl).Chaams; !slices.Equal(got, []string{"corruption.2"}) {
				t.Fatalf("Mayaxatl holds %v", got)
			}
			e.MustShow(cardName(e, "corruption.2"))

			// ④ The 3-compétences die reveals the Grande pyramide; the table draws
			// its two Chaams and names them, and they go on it.
			e.Tap(tr(e, "app.qa.reveal", "Lieu", lieuTile(e, 7, "Grande pyramide"), "Dice", loc.N("app.qa.reveal_dice", 1)))
			e.MustShow(loc.N("app.qa.draw_reveal", 2, "Lieu", lieuTile(e, 7, "Grande pyramide")))
			nameChaams(e, "esquive.1")
			nameChaams(e, "infiltration.2")
			if got := qaState(e).Lieu(qa.LieuPyramide).Chaams; !slices.Equal(got, []string{"esquive.1", "infiltration.2"}) {
				t.Fatalf("Grande pyramide holds %v", got)
			}
			// Two 1-compétence dice, each naming the card drawn: two Corruption.
			e.Tap(loc.N("app.qa.draw_skills", 1))
			e.Tap(skill(e, qa.Corruption))
			e.Tap(loc.N("app.qa.draw_skills", 1))
			e.Tap(skill(e, qa.Corruption))
			// Two Corruption cards remove the Corruption 2.
			e.Tap(loc.N("app.qa.remove", 2, "Card", cardName(e, "corruption.2"), "Skill", skill(e, qa.Corruption)))
			s = qaState(e)
			if len(s.Lieu(qa.LieuMayaxatl).Chaams) != 0 || len(s.Dice) != 0 {
				t.Fatalf("Mayaxatl %v, dice %v", s.Lieu(qa.LieuMayaxatl).Chaams, s.Dice)
			}
			e.Tap(tr(e, "app.qa.end_turn", "Hero", hero(e, qa.Arghun)))
			if !qaState(e).Heroes[0].Tired {
				t.Fatal("the hero card did not turn to its tired side")
			}
			for range 3 {
				passTurn(e)
			}

			// ⑤ Ogotaï reaches the Guerre 3: before he moves the bar says where the
			// three cards would go, then where each card goes as it is drawn.
			e.MustShow(tr(e, "app.qa.next_guerre", "Space", 8, "N", 3) + " " +
				loc.N("app.qa.next_where", 3, "Lieux", "Mayaxatl, Jungle, Cité Xinjin"))
			e.Tap(tr(e, "app.qa.advance_to", "Space", 8))
			for i, to := range []string{lieuTile(e, 6, "Mayaxatl"), lieuTile(e, 5, "Jungle"), lieuTile(e, 3, "Cité Xinjin")} {
				e.MustShow(loc.N("app.qa.draw_ogotai", 3-i, "Lieu", to))
				nameChaams(e, []string{"esquive.2", "infiltration.1", "combat.1"}[i])
			}
			s = qaState(e)
			for n, want := range map[int][]string{6: {"esquive.2"}, 5: {"infiltration.1"}, 3: {"combat.1"}, 4: {"persuasion.1"}} {
				if got := s.Lieu(n).Chaams; !slices.Equal(got, want) {
					t.Errorf("Lieu %d holds %v, want %v", n, got, want)
				}
			}
			if s.Round != 6 || s.Phase != qa.PhaseDestin {
				t.Fatalf("round %d, phase %s", s.Round, s.Phase)
			}
			e.MustShow(tr(e, "app.frame.last", "Action", loc.Msg(qa.Label(qa.Command{Kind: qa.CmdDrawChaams}, []qa.Event{
				{Kind: qa.EvChaamsDrawn, Card: "combat.1"}, {Kind: qa.EvChaamsPlaced, Card: "combat.1", Lieu: 3}}))))

			// A card named at the table reveals nothing: undo does not ask.
			test.Tap(e.Frame().UndoBtn)
			if e.DialogOpen() || len(qaState(e).Lieu(3).Chaams) != 0 {
				t.Fatal("undo of a named draw asked first or did nothing")
			}
		})
	}
}

// Setup through the real form, a round at the table with Skill cards named,
// a Chaams removed, Lieu 2 revealed and reached (its step learned there), an
// Ogotaï phase drawn by the app, then a defeat and a Défi recorded.
func TestQaPlayShortGameToDefeat(t *testing.T) {
	for _, lang := range qaLangs {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			if err := seed.QaProfile(e.Store); err != nil {
				t.Fatal(err)
			}
			for k, v := range map[string]string{"qa.war.5": "2", "qa.war.6": "1", "qa.lieu.2.chaams": "0", "qa.lieu.2.name": "Fjord"} {
				if err := e.Store.SetPrinted("qa", k, v); err != nil {
					t.Fatal(err)
				}
			}
			qaLang(e, lang)
			loc := e.U.Loc
			e.U.ShowSetup("qa")
			e.Tap("1")
			for _, h := range []string{qa.Thorgal, qa.Kriss, qa.Aaricia} {
				e.Tap(hero(e, h))
			}
			e.Tap(tr(e, "app.setup.start"))
			if qaState(e).Ogotai != 4 {
				t.Fatalf("Ogotaï starts on %d, want the profile's 4 for three heroes", qaState(e).Ogotai)
			}

			// Thorgal: take 2 (a travel die and a Chaams die), re-roll three and take
			// the 2-compétences die in one tap, stop.
			enterRoll(e, qa.BlackTake2, qa.FaceVoyage, qa.FaceSkill1, qa.FaceChaams1, qa.FaceSkill1, qa.FaceSkill1)
			e.Tap(face(e, qa.FaceVoyage))
			e.Tap(face(e, qa.FaceChaams1))
			e.Tap(loc.N("app.qa.take", 2))
			enterRoll(e, qa.BlackTake1, qa.FaceSkill2, qa.FaceChaams2, qa.FaceChaams2)
			e.Tap(face(e, qa.FaceSkill2))
			e.Tap(tr(e, "app.qa.stop_destin"))
			// One Chaams; alone on Pays viking with Lieu 2 hidden, it goes there at once.
			e.MustShow(loc.N("app.qa.draw_phase", 1))
			nameChaams(e, "combat.1")
			s := qaState(e)
			if s.Phase != qa.PhaseAction || !slices.Equal(s.Lieu(1).Chaams, []string{"combat.1"}) {
				t.Fatalf("phase %s, Pays viking %v", s.Phase, s.Lieu(1).Chaams)
			}
			remove := loc.N("app.qa.remove", 1, "Card", cardName(e, "combat.1"), "Skill", skill(e, qa.Combat))
			if e.Button(remove) != nil {
				t.Fatal("removing a Combat 1 is offered to a hero without Combat cards")
			}
			// Two Skill cards named one by one: two Combat; now the removal is offered.
			e.Tap(loc.N("app.qa.draw_skills", 2))
			e.MustShow(tr(e, "app.qa.name_skills", "Got", 0, "Want", 2))
			e.Tap(skill(e, qa.Combat))
			e.Tap(skill(e, qa.Combat))
			e.Tap(remove)
			// Reveal Lieu 2 (no Chaams symbol) and travel there.
			e.Tap(tr(e, "app.qa.reveal", "Lieu", lieuTile(e, 2, "Fjord"), "Dice", loc.N("app.qa.reveal_dice", 1)))
			if e.Button(tr(e, "app.qa.move", "Lieu", lieuTile(e, 2, "Fjord"))) != nil {
				t.Fatal("travel is offered with no travel die left")
			}
			if !qaState(e).Lieu(2).Revealed {
				t.Fatal("Lieu 2 not revealed")
			}
			e.Tap(tr(e, "app.qa.end_turn", "Hero", hero(e, qa.Thorgal)))
			// Kriss de Valnor travels to Lieu 2; its mandatory step is printed, so
			// Skald asks for it there, once, and then says what it takes.
			enterRoll(e, qa.BlackGoddess, qa.FaceVoyage, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams1)
			e.Tap(tr(e, "app.qa.move", "Lieu", lieuTile(e, 2, "Fjord")))
			e.Tap(tr(e, "app.qa.step_learn", "Lieu", "Fjord"))
			e.Tap(tr(e, "qa.rule.4_different"))
			e.MustShow(tr(e, "app.qa.step_needs", "Lieu", "Fjord", "Rule", tr(e, "qa.rule.4_different")))
			if p, _ := e.Store.Profile("qa"); p["qa.lieu.2.step"] != qa.Rule4Different {
				t.Fatal("the step of Lieu 2 is not kept in the box profile")
			}
			e.Tap(tr(e, "app.qa.end_turn", "Hero", hero(e, qa.Kriss)))
			passTurn(e)
			if qaState(e).Phase != qa.PhaseOgotai {
				t.Fatalf("phase %s", qaState(e).Phase)
			}

			// The app plays the Ogotaï phase: two Chaams, to Fjord then Pays viking.
			e.Tap(tr(e, "app.qa.mode_app"))
			e.Tap(tr(e, "app.qa.advance_to", "Space", 5))
			s = qaState(e)
			if len(s.Lieu(2).Chaams) != 1 || len(s.Lieu(1).Chaams) != 1 || s.Round != 2 {
				t.Fatalf("after Ogotaï: Fjord %v, Pays viking %v, round %d", s.Lieu(2).Chaams, s.Lieu(1).Chaams, s.Round)
			}
			last := tr(e, "app.frame.last", "Action", loc.Msg(qa.Label(qa.Command{Kind: qa.CmdAdvanceOgotai}, []qa.Event{
				{Kind: qa.EvOgotaiAdvanced, To: 5, War: 2},
				{Kind: qa.EvChaamsDrawn, Card: s.Lieu(2).Chaams[0]}, {Kind: qa.EvChaamsPlaced, Card: s.Lieu(2).Chaams[0], Lieu: 2, Name: "Fjord"},
				{Kind: qa.EvChaamsDrawn, Card: s.Lieu(1).Chaams[0]}, {Kind: qa.EvChaamsPlaced, Card: s.Lieu(1).Chaams[0], Lieu: 1},
			})))
			e.MustShow(last)
			if !strings.Contains(last, "Fjord") {
				t.Fatalf("the board does not say where the Chaams went: %q", last)
			}
			// The app drew them: undo asks first.
			test.Tap(e.Frame().UndoBtn)
			if !e.DialogOpen() {
				t.Fatal("undoing the app's draws did not ask")
			}
			e.Tap(tr(e, "app.undo.keep"))

			// Round 2 at the table; then space 6 is a Guerre 1 and every revealed Lieu
			// holds a Chaams: the game is lost, with the reason.
			// The board warns while the heroes can still act, and again when it is
			// too late.
			e.Tap(tr(e, "app.qa.mode_table"))
			warn := tr(e, "app.qa.next_guerre", "Space", 6, "N", 1) + " " + tr(e, "app.qa.next_loss_none")
			e.MustShow(warn + " " + tr(e, "app.qa.loss_unless"))
			for range 3 {
				passTurn(e)
			}
			e.MustShow(warn + " " + tr(e, "app.qa.loss_now"))
			e.Tap(tr(e, "app.qa.advance_to", "Space", 6))
			e.MustShow(tr(e, "app.qa.no_free_lieu"))
			e.Tap(tr(e, "app.qa.loss_ok"))
			if out := qa.Outcome(qaState(e)); out.Reason.ID != "qa.lost.no_free_lieu" {
				t.Fatalf("outcome %+v", out)
			}
			e.MustShow(e.U.OutcomeText(qa.Outcome(qaState(e))))

			// The Défi completed: its name is typed the first time and kept.
			e.Tap(tr(e, "app.qa.defi_record"))
			e.Tap(tr(e, "app.qa.defi_n", "N", 3))
			entry := entry(e)
			if entry == nil {
				t.Fatalf("no name asked; texts %q", e.Texts())
			}
			test.Type(entry, "Laura")
			e.Tap(tr(e, "common.save"))
			e.MustShow(tr(e, "app.qa.defi_named", "N", 3, "Name", "Laura"))
			if p, _ := e.Store.Profile("qa"); p["qa.defi.3"] != "Laura" {
				t.Fatal("the Défi's name is not kept in the box profile")
			}
			e.Tap(tr(e, "app.qa.defis"))
			e.MustShow(tr(e, "app.qa.defis_count", "Done", 1, "Total", qa.DefiCount))
			e.MustShow(tr(e, "app.qa.defi_named", "N", 3, "Name", "Laura"))
		})
	}
}

// entry is the text field on screen (a dialog's first).
func entry(e *kittest.Env) *widget.Entry {
	o := e.Find(func(o fyne.CanvasObject) bool {
		_, ok := o.(*widget.Entry)
		return ok
	})
	if o == nil {
		return nil
	}
	return o.(*widget.Entry)
}

// Over 10 Skill cards, discarding comes first: nothing else is offered.
func TestQaPlayHandLimit(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.QaSession(e.Store, "Limit", 0))
	for _, c := range []qa.Command{
		{Kind: qa.CmdAdvanceOgotai},
		{Kind: qa.CmdRoll, White: []string{qa.FaceSkill3, qa.FaceSkill3, qa.FaceSkill2, qa.FaceSkill1, qa.FaceSkill1}, Black: qa.BlackGoddess},
		{Kind: qa.CmdDrawSkills, Dice: []string{qa.FaceSkill3}, Cards: []string{qa.Combat, qa.Combat, qa.Combat}},
		{Kind: qa.CmdDrawSkills, Dice: []string{qa.FaceSkill3}, Cards: []string{qa.Combat, qa.Combat, qa.Esquive}},
		{Kind: qa.CmdDrawSkills, Dice: []string{qa.FaceSkill2}, Cards: []string{qa.Esquive, qa.Esquive}},
	} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	e.Open(sess, nil)
	loc := e.U.Loc
	e.MustShow(loc.N("app.qa.discard_hint", 1, "Hero", "Thorgal", "N", 11))
	end := tr(e, "app.qa.end_turn", "Hero", "Thorgal")
	if e.Button(end) != nil || e.Button(loc.N("app.qa.draw_skills", 1)) != nil {
		t.Fatal("other actions are offered over the limit")
	}
	e.Tap(tr(e, "app.qa.discard_one", "Skill", skill(e, qa.Combat), "N", 5))
	if n := len(qaState(e).Heroes[0].Hand); n != qa.HandLimit {
		t.Fatalf("hand of %d", n)
	}
	e.Tap(loc.N("app.qa.draw_skills", 1)) // back to playing: the hero may draw again…
	e.MustShow(tr(e, "app.qa.name_skills", "Got", 0, "Want", 1))
}

// On Ogotaï's laboratory, six identical cards win at once: the bar offers only
// the types held six times, and the banner says why the game is won.
func TestQaPlayVictory(t *testing.T) {
	for _, lang := range qaLangs {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			sess, err := seed.QaLaboratory(e.Store, "Victory")
			if err != nil {
				t.Fatal(err)
			}
			qaLang(e, lang)
			if err := e.U.OpenSession(sess.Info().ID); err != nil {
				t.Fatal(err)
			}
			e.MustShow(tr(e, "app.qa.step_needs_win", "Rule", tr(e, "qa.rule.6_identical")))
			win := tr(e, "app.qa.step_do_win", "Cards", tr(e, "app.qa.n_cards", "N", 6, "Skill", skill(e, qa.Corruption)))
			if e.Button(tr(e, "app.qa.step_do_win", "Cards", tr(e, "app.qa.n_cards", "N", 6, "Skill", skill(e, qa.Combat)))) != nil {
				t.Fatal("a type held once is offered for the victory")
			}
			e.Tap(win)
			out := qa.Outcome(qaState(e))
			if out.Reason.ID != "qa.won" {
				t.Fatalf("outcome %+v", out)
			}
			e.MustShow(e.U.OutcomeText(out))
			if e.Button(tr(e, "app.qa.end_turn", "Hero", hero(e, qa.Thorgal))) != nil {
				t.Fatal("the game goes on after the victory")
			}
			e.MustShow(tr(e, "app.qa.over_hint"))
		})
	}
}

// In the app's mode Skald rolls and draws: one tap each, and undoing what it
// revealed asks first.
func TestQaPlayAppMode(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.QaExample(e.Store, "App mode", "tanatloc"))
	e.Tap(tr(e, "app.qa.mode_app"))
	e.Tap(face(e, qa.FaceSkill1))
	e.Tap(tr(e, "app.qa.stop_destin"))
	if e.Button(skill(e, qa.Corruption)) != nil {
		t.Fatal("the app's mode asks to name the card")
	}
	e.Tap(tr(e, "app.qa.draw_app"))
	s := qaState(e)
	if s.Draw.Card == "" {
		t.Fatalf("no card drawn: %+v", s.Draw)
	}
	e.MustShow(tr(e, "app.qa.place", "Card", cardName(e, s.Draw.Card)))
	e.Tap(tr(e, "app.qa.place_here", "Lieu", lieuTile(e, 6, "Mayaxatl")))
	if got := qaState(e).Lieu(qa.LieuMayaxatl).Chaams; !slices.Equal(got, []string{s.Draw.Card}) {
		t.Fatalf("Mayaxatl holds %v", got)
	}
	// Undoing the placement asks nothing; undoing the app's draw asks.
	test.Tap(e.Frame().UndoBtn)
	if e.DialogOpen() {
		t.Fatal("undoing a placement asked first")
	}
	test.Tap(e.Frame().UndoBtn)
	if !e.DialogOpen() {
		t.Fatal("undoing the app's draw did not ask")
	}
	e.Tap(tr(e, "app.undo.action"))
	if qaState(e).Draw.Draws != 1 {
		t.Fatalf("after undo: %+v", qaState(e).Draw)
	}
	// The next hero's roll, by the app.
	e.Tap(tr(e, "app.qa.draw_app"))
	e.Tap(tr(e, "app.qa.place_here", "Lieu", lieuTile(e, 6, "Mayaxatl")))
	e.Tap(tr(e, "app.qa.end_turn", "Hero", hero(e, qa.Arghun)))
	e.Tap(e.U.Loc.N("app.qa.roll_app", 5))
	last, err := e.Frame().Sess.History(0, 1)
	rolled := []string{"qa.label.roll", "qa.label.roll_take", "qa.label.roll_keep_none"} // the black die decides which
	if err != nil || len(last) != 1 || !slices.Contains(rolled, last[0].Label.ID) {
		t.Fatalf("the app did not roll: %+v %v", last, err)
	}
}

// A power played at the table changed Skill cards and a Chaams: once the power
// is ticked, the sheet records it through its tiles, in both languages.
func TestQaPlayPowerEffects(t *testing.T) {
	for _, lang := range qaLangs {
		t.Run(lang, func(t *testing.T) {
			e, _ := openExample(t, lang, "Power", "action")
			if e.Button(tr(e, "app.qa.fx_open")) != nil {
				t.Fatal("the power's effects are offered before the power is ticked")
			}
			e.Tap(tr(e, "app.qa.power_used_short"))
			before := qaState(e)
			thorgal := before.Heroes[1]

			// Thorgal discards an Esquive and draws a Combat, named at the table.
			e.Tap(tr(e, "app.qa.fx_open"))
			e.Tap(hero(e, qa.Thorgal))
			e.Tap(tr(e, "app.qa.fx_discard", "Skill", skill(e, qa.Esquive), "N", 0, "Of", thorgal.Count(qa.Esquive)))
			e.Tap(tr(e, "app.qa.fx_gain", "Skill", skill(e, qa.Combat), "N", 0))
			e.Tap(tr(e, "app.qa.fx_cards_ok", "Hero", hero(e, qa.Thorgal), "Got", 1, "Lost", 1))
			s := qaState(e)
			if got := s.Heroes[1]; got.Count(qa.Esquive) != thorgal.Count(qa.Esquive)-1 || got.Count(qa.Combat) != thorgal.Count(qa.Combat)+1 {
				t.Fatalf("Thorgal's hand %v, was %v", got.Hand, thorgal.Hand)
			}
			e.MustShow(tr(e, "app.frame.last", "Action",
				e.U.Loc.N("qa.label.power_cards", 1, "Hero", hero(e, qa.Arghun), "With", hero(e, qa.Thorgal), "Got", 1, "Lost", 1)))

			// The Corruption 2 on Mayaxatl goes to the discard.
			e.Tap(tr(e, "app.qa.fx_open"))
			e.Tap(tr(e, "app.qa.fx_chaams_on", "Card", cardName(e, "corruption.2"), "Lieu", lieuTile(e, 6, "Mayaxatl")))
			e.Tap(tr(e, "app.qa.fx_to_discard"))
			s = qaState(e)
			if len(s.Lieu(qa.LieuMayaxatl).Chaams) != 0 || s.ChaamsDeck.DiscardCount("corruption.2") != 1 {
				t.Fatalf("Mayaxatl %v", s.Lieu(qa.LieuMayaxatl).Chaams)
			}
			// Undo takes it back, like any action.
			test.Tap(e.Frame().UndoBtn)
			if got := qaState(e).Lieu(qa.LieuMayaxatl).Chaams; len(got) != 1 {
				t.Fatalf("after undo Mayaxatl holds %v", got)
			}

			// The power turns a kept 1-compétence die into a travel die.
			e.Tap(tr(e, "app.qa.fx_open"))
			e.Tap(face(e, qa.FaceSkill1)) // the first: a kept die, taken off
			e.Tap(face(e, qa.FaceVoyage)) // a face: a die added
			e.Tap(tr(e, "app.qa.fx_dice_ok"))
			if got := qaState(e).Dice; !slices.Equal(got, []string{qa.FaceSkill1, qa.FaceSkill3, qa.FaceVoyage}) {
				t.Fatalf("dice %v", got)
			}
			last, err := e.Frame().Sess.History(0, 1)
			if err != nil || len(last) != 1 {
				t.Fatal(err)
			}
			if text := e.U.Loc.Msg(last[0].Label); !strings.Contains(text, face(e, qa.FaceVoyage)) || !strings.Contains(text, face(e, qa.FaceSkill3)) {
				t.Fatalf("the history does not list the dice: %q", text)
			}
		})
	}
}
