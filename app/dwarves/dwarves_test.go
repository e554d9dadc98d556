package dwarves

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
	"skald/tracker"
)

// dwLang switches the UI's language.
func dwLang(e *kittest.Env, lang string) {
	e.A.Preferences().SetString(kit.PrefLanguage, lang)
	e.U.SetLanguage(lang)
}

// dwState is the state of the session on screen.
func dwState(e *kittest.Env) dwarves.State {
	e.T.Helper()
	return e.Frame().Sess.State().(dwarves.State)
}

// dwSteppers lists the buttons of the steppers in the top dialog that show
// icon: theme.ContentAddIcon() for +, theme.ContentRemoveIcon() for −.
func dwSteppers(e *kittest.Env, icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	ov := e.W.Canvas().Overlays().List()
	if len(ov) == 0 {
		return nil
	}
	kittest.Walk(ov[len(ov)-1], func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name() {
			out = append(out, b)
		}
		return false
	})
	return out
}

// A new game from Home: the setup asks once for what the box profile lacks
// (the Doom track's length, Narmora's whole board), the first turn lands on
// a Troops space whose Recruitment dice are entered, then a Fight with table
// dice removes an Élf and an Orc, as the rulebook's example; Undo takes the
// fight back.
func TestDwarvesNewGameTroopsAndFight(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	skip := []string{"dwarves.doom.length"}
	for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
		skip = append(skip, dwarves.HeroKey(dwarves.Narmora, k))
	}
	if err := seed.DwarvesProfile(e.Store, skip...); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup(dwarves.Game.ID())
	e.MustShow("New session · The Dwarves")
	if b := e.Button("Start the session"); b == nil || !b.Disabled() {
		t.Fatal("Start must wait for two heroes")
	}
	e.MustShow("3 level-A cards go back to the box, unseen.") // Normal
	e.TapPrefix("Tungdil Goldhand\n")
	e.TapPrefix("Narmora\n")
	e.MustShow("1. Tungdil Goldhand")
	e.MustShow("2. Narmora")
	e.MustShow("Ready: 2 heroes.")
	e.Tap("Start the session")

	// The Doom track's length: a stepper from 5.
	e.MustShow("How many spaces does the Doom track have")
	plus := dwSteppers(e, theme.ContentAddIcon())
	if len(plus) != 1 {
		t.Fatalf("%d steppers", len(plus))
	}
	for range 15 {
		test.Tap(plus[0])
	}
	e.Tap("OK")
	// Narmora's board, all at once.
	e.MustShow("Narmora's board")
	for _, b := range e.TopButtons("3")[:3] { // Battle, Craft, Speed
		test.Tap(b)
	}
	test.Tap(e.TopButtons("5")[3]) // Health
	e.Tap("Choose the start location")
	e.Tap("Gate IV")
	e.Tap("Save")
	if e.DialogOpen() {
		t.Fatalf("a question is still open: %q", e.Texts())
	}
	prof, _ := e.Store.Profile(dwarves.Game.ID())
	if prof["dwarves.doom.length"] != "20" || prof[dwarves.HeroKey(dwarves.Narmora, "start")] != dwarves.GateIV ||
		prof[dwarves.HeroKey(dwarves.Narmora, dwarves.AttrSpeed)] != "3" {
		t.Fatalf("profile not kept: %v", prof)
	}
	s := dwState(e)
	if len(s.Heroes) != 2 || s.Heroes[1].Battle != 3 || s.Heroes[1].MaxHealth != 5 || s.Doom.Len != 20 {
		t.Fatalf("state %+v", s.Heroes)
	}

	// Turn 1: space 2 shows troops at Gate I (where Tungdil starts).
	e.MustShow("Tungdil Goldhand: Hero marker to space 2, troops at Gate I.")
	e.Tap("Enter the dice")
	e.MustShow("Recruitment at Gate I")
	p := dwSteppers(e, theme.ContentAddIcon()) // Orcs, Trolls, Élfar
	test.Tap(p[0])
	test.Tap(p[0])
	test.Tap(p[1])
	test.Tap(p[2])
	e.MustShow("Gate I gets 2 Orcs, 1 Troll, 1 Élf, as far as the supply goes.")
	e.Tap("Place the troops")
	if got := dwState(e).Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}) {
		t.Fatalf("Gate I holds %+v", got)
	}
	e.Tap("Army")
	e.MustShow("Gate I: 2 Orcs, 1 Troll, 1 Élf")

	// A fight with the table's dice: the odds first, then what the roll does.
	e.Tap("Fight")
	e.MustShow("At Gate I: 2 Orcs, 1 Troll, 1 Élf")
	e.MustShow("Defeat at least 1 troop")
	e.MustShow("Defeat nothing and lose 1 Health")
	e.Tap("Enter the dice")
	e.Tap("6")
	before := e.Frame().Sess.HistoryLen()
	e.Tap("4") // the last die confirms the roll: no OK to tap
	if e.Frame().Sess.HistoryLen() != before+1 || dwState(e).Roll == nil {
		t.Fatal("entering the last die did not record the roll")
	}
	if e.Button("Use these dice") != nil {
		t.Fatal("the entry still waits for OK after the last die")
	}
	// Undo takes the roll back, and the same dice go in again.
	test.Tap(e.Frame().UndoBtn)
	if dwState(e).Roll != nil {
		t.Fatal("undo did not take the entered roll back")
	}
	test.Tap(e.Frame().RedoBtn)
	if dwState(e).Roll == nil {
		t.Fatal("redo did not restore the roll")
	}
	// The 6 could take the Troll instead: the app suggests the Élf and lets
	// the table choose.
	e.MustShow("The roll defeats 2 troops, of your choice below.")
	e.MustShow("Defeated: 1 Orc, 1 Élf.")
	e.Tap("Defeat these troops")
	if e.DialogOpen() {
		t.Fatalf("the sheet stayed open: %q", e.Texts())
	}
	s = dwState(e)
	if got := s.Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 1, Trolls: 1}) || s.Actions != 1 || s.Hero().Health != 4 {
		t.Fatalf("after the fight: gate %+v, actions %d, health %d", got, s.Actions, s.Hero().Health)
	}
	e.MustShow("Gate I: 1 Orc, 1 Troll")

	// Undo takes the fight back (table dice: no question), then the roll.
	test.Tap(e.Frame().UndoBtn)
	test.Tap(e.Frame().UndoBtn)
	if got := dwState(e).Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}) || dwState(e).Actions != 0 {
		t.Fatalf("after undo: %+v", got)
	}
}

// The same fight in French, the roll made by the app: the sheet speaks
// French, and undoing a digital roll asks first.
func TestDwarvesFightDigitalInFrench(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	dwLang(e, "fr")
	e.Open(seed.DwarvesSession(e.Store, 0, "samedi"))
	e.MustShow("À Boëndal Pinnhand de jouer · 2 actions restantes")
	e.Tap("Combattre")
	e.MustShow("Troupes sur place (Porista)\u00a0: 2 Orcs, 1 Troll, 1 Élf")
	e.MustShow("Battre au moins 1 troupe")
	e.MustShow("2 dés chiffrés · +1 sur un dé") // Boëndal's ability counts in the odds
	e.Tap("Lancer pour nous")
	s := dwState(e)
	if s.Roll == nil || len(s.Roll.Faces) != 2 {
		t.Fatalf("no roll: %+v", s.Roll)
	}
	e.MustShow("Dés\u00a0: " + facesLine(s.Roll.Faces))
	if !e.Shows("Le lancer bat") && !e.Shows("Le lancer ne bat aucune troupe") {
		t.Fatalf("the outcome is not said: %q", e.Texts())
	}
	e.Tap("Fermer")
	test.Tap(e.Frame().UndoBtn)
	if !e.DialogOpen() {
		t.Fatal("undoing a digital roll did not ask first")
	}
	e.Tap("Garder") // keep the roll: the other button says "Annuler l'action"
	if dwState(e).Roll == nil {
		t.Fatal("Keeping the roll undid it")
	}
	e.MustShow("Résoudre le lancer\u00a0: Combattre l'Armée du Mal")
}

// Boëndal's +1 turns a 4 into a 5 that defeats the Troll: the sheet offers it
// before the fight is resolved.
func TestDwarvesBumpBeforeFight(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	e.Play(sess, dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 2, Faces: []int{4, 1}})
	e.Open(sess, nil)
	e.Tap("Resolve the roll: Fight the Army of Evil")
	e.MustShow("The roll defeats 1 Orc.")
	e.MustShow("Add 1 to one die")
	e.Tap("Die 1: 4")
	e.MustShow("Dice: 5 1")
	e.Tap("Defeat these troops")
	if got := dwState(e).Board["Porista"]; got.Trolls+got.Orcs != 2 {
		t.Fatalf("Porista holds %+v", got)
	}
}

// Every section and every action sheet fits a phone's width in both
// languages: nothing on the board asks for more than the screen.
func TestDwarvesFitsThePhone(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		e := kittest.NewEnv(t, "", kittest.PhoneSize)
		dwLang(e, lang)
		e.Open(seed.DwarvesSession(e.Store, 0, "x"))
		fits := func(where string) {
			t.Helper()
			if w := e.W.Canvas().Content().MinSize().Width; w > kittest.PhoneSize.Width {
				t.Errorf("%s %s: the screen needs %.0f pixels", lang, where, w)
			}
			for _, o := range e.W.Canvas().Overlays().List() {
				if w := o.MinSize().Width; w > kittest.PhoneSize.Width {
					t.Errorf("%s %s: a dialog needs %.0f pixels", lang, where, w)
				}
			}
			// No scroller's content is wider than the scroller: nothing is
			// cut off at the right edge.
			for _, r := range e.Roots() {
				kittest.Walk(r, func(o fyne.CanvasObject) bool {
					if sc, ok := o.(*container.Scroll); ok && sc.Content != nil && sc.Size().Width > 0 &&
						sc.Content.MinSize().Width > sc.Size().Width+1 {
						t.Errorf("%s %s: content %.0f wide in a scroller %.0f wide", lang, where, sc.Content.MinSize().Width, sc.Size().Width)
					}
					return false
				})
			}
		}
		for _, sec := range []string{"app.dwarves.sec.heroes", "app.dwarves.sec.army", "app.dwarves.sec.cards", "app.dwarves.sec.turn"} {
			e.Tap(e.U.Loc.T(sec))
			fits(sec)
		}
		for _, act := range []string{"app.dwarves.act.fight", "app.dwarves.act.check", "app.dwarves.act.move", "app.dwarves.act.dispatch"} {
			e.Tap(e.U.Loc.T(act))
			fits(act)
			e.Tap(e.U.Loc.T("common.close"))
		}
		// The setup form, for each Book and with every difficulty chosen.
		e.U.ShowSetup(dwarves.Game.ID())
		for _, book := range []string{"1", "2", "3", "4", "5"} {
			e.Tap(book)
			fits("setup, Book " + book)
			if book == "5" {
				e.Tap(e.U.Loc.N("app.dwarves.setup.easier", 2))
				fits("setup, Book 5, 2 removed")
				continue
			}
			for _, d := range dwarves.Difficulties {
				e.Tap(e.U.Loc.Msg(dwarves.DifficultyName(dwarves.Setup{Book: 1, Difficulty: d})))
				fits("setup, Book " + book + ", " + d)
			}
		}
	}
}

// The campaign: a game set up in a new campaign joins it; the campaign
// screen lists the Books, the game with its difficulty and heroes, what to
// play next and the record; a finished game counts in the record.
func TestDwarvesCampaign(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	if err := seed.DwarvesProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup(dwarves.Game.ID())
	e.Tap("Easy")
	e.TapPrefix("Balyndis Ironfinger\n")
	e.TapPrefix("Gandogar Silverbeard\n")
	e.Tap("A new campaign")
	e.Tap("Start the session")
	sess := e.Frame().Sess
	camp := sess.Info().Campaign
	if camp == 0 {
		t.Fatal("the session did not join a campaign")
	}
	// Lose at once: a card takes all of a hero's Health.
	e.Play(sess, dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Gandogar, N: -10})
	e.MustShow("Gandogar Silverbeard has died")
	e.Tap("See the campaign")
	e.MustShow("Next: Book 1: The Dwarves")
	e.MustShow("Book 5: The Triumph of the Dwarves")
	e.MustShow("Balyndis Ironfinger, Gandogar Silverbeard")
	e.MustShow("Book 1 · Easy: 1 played, 0 won, 1 lost")
	// Play the next Book from the campaign: the setup has it chosen.
	e.Tap("Play Book 1 in this campaign")
	e.MustShow("New session · The Dwarves")
	if q, ok := e.U.Top().(*dwarvesSetup); !ok || q.campaign != camp || q.su.Book != 1 {
		t.Fatalf("setup %+v", e.U.Top())
	}
}

// Advancing onto a space whose icon is not known asks for it once; a Council
// icon then moves the Council marker toward Bislipur at once.
func TestDwarvesUnknownSpaceAsked(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	if err := seed.DwarvesProfile(e.Store, dwarves.DoomSpaceKey(2)); err != nil {
		t.Fatal(err)
	}
	e.Open(e.Store.NewSession(dwarves.Game, "t", seed.DwarvesSetup))
	e.Tap("Tungdil Goldhand: Hero marker to space 2 (tell its icon)")
	e.MustShow("Which icon is on space 2 of the Doom track")
	e.Tap("Dwarven Council")
	s := dwState(e)
	if !s.Started || s.CouncilPos() != dwarves.CouncilStart-1 {
		t.Fatalf("started %v, council %d", s.Started, s.CouncilPos())
	}
	if p, _ := e.Store.Profile(dwarves.Game.ID()); p[dwarves.DoomSpaceKey(2)] != dwarves.IconCouncil {
		t.Fatal("the icon is not kept in the box profile")
	}
	e.MustShow("Position 4 of 9")
}

// Step 2 in Book 1: a completed Scenario card is replaced at the next hero's
// turn (named at the table), which clears the display; the display is then
// filled card by card as the table tells the kind of each.
func TestDwarvesRevealStep(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	for _, c := range []dwarves.Command{{Kind: dwarves.CmdComplete}, {Kind: dwarves.CmdEndTurn},
		{Kind: dwarves.CmdAdvance, Table: true}} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	e.Open(sess, nil)
	e.Tap("Reveal the next Scenario card (level A)")
	e.MustShow("Scenario card, level A")
	e.Tap("Reveal")
	s := dwState(e)
	if len(s.Scenario.Slots) != 1 || len(s.Display) != 0 {
		t.Fatalf("scenario %+v, display %+v", s.Scenario.Slots, s.Display)
	}
	threats := s.ThreatsInDeck()
	e.MustShow("Fill the display from the Adventure deck (3 to reveal)")
	e.Tap("Threat")
	e.Tap("Adventure")
	e.Tap("Adventure")
	s = dwState(e)
	if len(s.Display) != 3 || s.ThreatsInDeck() != threats-1 || s.Display[0].Kind != dwarves.CardThreat {
		t.Fatalf("display %+v", s.Display)
	}
	// The display is full: the actions come next.
	e.MustShow("Fight")
}

// The council text at position 4: a new Threat card costs a hero of the
// table's choice 1 Health; the app asks who.
func TestDwarvesCouncilThreatCostsHealth(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	if err := seed.DwarvesProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	if err := e.Store.SetPrinted(dwarves.Game.ID(), dwarves.DoomSpaceKey(2), dwarves.IconCouncil); err != nil {
		t.Fatal(err)
	}
	sess, err := e.Store.NewSession(dwarves.Game, "t", seed.DwarvesSetup)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []dwarves.Command{{Kind: dwarves.CmdAdvance, Table: true}, {Kind: dwarves.CmdCardDone, Slot: 1}} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	e.Open(sess, nil)
	e.MustShow("Position 4 of 9: Each new Threat card revealed costs a hero")
	e.Tap("Threat")
	e.MustShow("Council: a hero loses 1 Health")
	e.TapPrefix("Narmora · Health")
	if h := dwState(e).Heroes[2]; h.ID != dwarves.Narmora || h.Health != h.MaxHealth-1 {
		t.Fatalf("Narmora %+v", h)
	}
}

// An attribute check through the sheet: the card under way is chosen, the
// table's dice give the successes that complete it; then a new card's check
// waits for its name before the dice can be rolled.
func TestDwarvesCheckSheet(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "Saturday"))
	e.Tap("Check")
	e.MustShow("Forge Keenfire: 1 of 3 (Craft 4+)")
	e.MustShow("At least 2 successes")
	// Two more successes with 3 dice now and 3 more at the second action:
	// 1 − 7/64.
	e.MustShow("All 2 successes, with the turn's actions left (2)")
	e.MustShow("89%")
	e.Tap("Enter the dice")
	for _, f := range []string{"4", "6", "1"} {
		e.Tap(f)
	}
	e.MustShow("2 successes at 4+: 3 of 3 for the card")
	e.Tap("Count the successes")
	if s := dwState(e); len(s.Checks) != 0 || s.Actions != 1 {
		t.Fatalf("checks %+v, actions %d", s.Checks, s.Actions)
	}

	e.Tap("Check")
	if b := e.Button("Roll for me"); b == nil || !b.Disabled() {
		t.Fatal("a check without a card can be rolled")
	}
	test.Type(e.DialogEntry(), "Hold the Gates")
	if b := e.Button("Roll for me"); b == nil || b.Disabled() {
		t.Fatal("naming the card did not allow the roll")
	}
}

// Book 4: a leader and troops turn Gate I into Perished Land; the bar asks to
// move them on before anything else; at the end of the turn Kordrion's
// direction die is asked for, then the turn ends.
func TestDwarvesPerishedAndDragon(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesBook(e.Store, 4))
	if !dwState(e).IsPerished(dwarves.GateI) {
		t.Fatal("Gate I with a leader and 3 troops did not perish")
	}
	e.Tap("Move the troops off the Perished Land at Gate I")
	e.MustShow("At Gate I: 2 Orcs, 1 Troll, Orc leader. How many of each go, and where?")
	e.Tap("Choose where the move ends")
	e.Tap("Gate II")
	e.Tap("Move them")
	// Five there again (the leader counts 2): Gate II perishes in turn, and
	// its troops go on — to Blacksaddle, where the same five send the troops
	// home and the Doom marker 2 spaces on; the leader stays.
	if s := dwState(e); !s.IsPerished(dwarves.GateII) {
		t.Fatalf("Gate II did not perish: %+v", s.Board)
	}
	doom := dwState(e).Doom.Pos(dwarves.MarkDoom)
	e.Tap("Move the troops off the Perished Land at Gate II")
	e.Tap("Choose where the move ends")
	e.Tap("Blacksaddle")
	e.Tap("Move them")
	s := dwState(e)
	if got := s.Board[dwarves.Blacksaddle]; got != (dwarves.Troops{OrcLeader: 1}) || s.Doom.Pos(dwarves.MarkDoom) != doom-2 {
		t.Fatalf("Blacksaddle %+v, doom %d → %d", got, doom, s.Doom.Pos(dwarves.MarkDoom))
	}
	conservedUI(t, s)
	e.Tap("End turn")
	e.MustShow("Roll one Number die for Kordrion")
	e.Tap("3")
	// Where it flew, and who it hurts: Tungdil, beside its hex, loses 1
	// Health; the turn ends once the table is done.
	e.MustShow("Kordrion lands")
	e.MustShow("Kordrion flies toward direction 3")
	if s := dwState(e); !s.Started {
		t.Fatal("the turn ended before the dragon's landing was dealt with")
	}
	health := dwState(e).Heroes[0].Health
	e.Tap("1 Health")
	if got := dwState(e).Heroes[0].Health; got != health-1 {
		t.Fatalf("Tungdil's health %d, want %d", got, health-1)
	}
	e.Tap("Done")
	if s := dwState(e); s.Current != 1 || s.Started {
		t.Fatalf("the turn did not end: current %d", s.Current)
	}
}

// conservedUI checks that the troops on the map and cards and in the supply
// add up to the box.
func conservedUI(t *testing.T, s dwarves.State) {
	t.Helper()
	if got := s.Supply.Add(s.OnBoard().Plain()); got != dwarves.Total {
		t.Fatalf("troops not conserved: %+v", got)
	}
}

// A move through Perished Land: the hexes entered are listed with their
// price, chosen per hex (here the Doom marker), and the end hex is typed.
func TestDwarvesMoveThroughPerishedLand(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	e.Play(sess, dwarves.Command{Kind: dwarves.CmdPerish, Hex: "Dsôn Balsur"})
	e.Open(sess, nil)
	doom := dwState(e).Doom.Pos(dwarves.MarkDoom)
	e.Tap("Move")
	e.MustShow("Move at least 6 hexes")
	e.Tap("Enter the dice")
	for _, f := range []string{"3", "1", "1", "2"} {
		e.Tap(f)
	}
	e.MustShow("Up to 3 hexes")
	e.Tap("A Perished Land hex entered")
	e.Tap("Dsôn Balsur")
	e.Tap("Doom +1")
	e.Tap("Choose where the move ends")
	test.Type(e.DialogEntry(), "Lot-Ionan's Vault")
	e.Tap("OK")
	e.MustShow("Ends at Lot-Ionan's Vault")
	e.Tap("Move the hero")
	s := dwState(e)
	if s.Hero().Hex != "Lot-Ionan's Vault" || s.Doom.Pos(dwarves.MarkDoom) != doom-1 || s.Hero().Health != s.Hero().MaxHealth {
		t.Fatalf("hero at %q, doom %d → %d, health %d", s.Hero().Hex, doom, s.Doom.Pos(dwarves.MarkDoom), s.Hero().Health)
	}
}

// The troops a fight defeats are the table's choice: Boëndal's 6 may take
// the Troll rather than the Élf the app suggests. A choice that wastes the 6
// cannot be confirmed.
func TestDwarvesFightChoosesTheTroops(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	e.Play(sess, dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 3, Faces: []int{6, 4, 3}})
	e.Open(sess, nil)
	e.Tap("Resolve the roll: Fight the Army of Evil")
	e.MustShow("Which troops fall")
	e.MustShow("Defeated: 1 Orc, 1 Élf.")
	minus, plus := dwSteppers(e, theme.ContentRemoveIcon()), dwSteppers(e, theme.ContentAddIcon())
	if len(minus) != 3 || len(plus) != 3 {
		t.Fatalf("steppers: %d − and %d +, want one per kind at Porista", len(minus), len(plus))
	}
	test.Tap(minus[2]) // the Élf stays…
	e.MustShow("A die is left that can still defeat one of these troops: every such die must be used.")
	if b := e.Button("Defeat these troops"); !b.Disabled() {
		t.Fatal("a choice that wastes the 6 can be confirmed")
	}
	test.Tap(plus[1]) // …the Troll falls instead
	e.MustShow("Defeated: 1 Orc, 1 Troll.")
	e.Tap("Defeat these troops")
	if got := dwState(e).Board["Porista"]; got != (dwarves.Troops{Orcs: 1, Elfar: 1}) {
		t.Fatalf("Porista holds %+v, want 1 Orc and the Élf", got)
	}
	if h := dwState(e).Hero(); h.Health != h.Hearts() {
		t.Fatalf("health %d after defeating two troops", h.Health)
	}
}

// The first digital Recruitment roll: the app does not know the dice yet, so
// it asks each die's six sides on one sheet (three sheets, not eighteen
// questions), keeps them in the box profile, and rolls.
func TestDwarvesRecruitDiceAskedWholeDie(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	var skip []string
	for _, die := range dwarves.RecruitDice {
		for side := 1; side <= 6; side++ {
			skip = append(skip, dwarves.RecruitKey(die, side))
		}
	}
	if err := seed.DwarvesProfile(e.Store, skip...); err != nil {
		t.Fatal(err)
	}
	e.Open(e.Store.NewSessionIn(0, dwarves.Game, "Dice", seed.DwarvesSetup))
	e.Tap("Roll the Recruitment dice")
	// Orcs: one skull on every side; Trolls: none; Élfar: two.
	for _, c := range []struct{ die, skulls string }{{"Orcs", "1"}, {"Trolls", "0"}, {"Élfar", "2"}} {
		e.MustShow("Recruitment die: " + c.die)
		if b := e.Button("Save"); !b.Disabled() {
			t.Fatalf("%s: Save before the six sides are told", c.die)
		}
		bs := e.TopButtons(c.skulls)
		if len(bs) != 6 {
			t.Fatalf("%s: %d buttons %q, want one per side", c.die, len(bs), c.skulls)
		}
		for _, b := range bs {
			test.Tap(b)
		}
		e.Tap("Save")
	}
	// The roll is the app's: it says what arrives where.
	e.MustShow("Recruitment dice rolled")
	e.MustShow("Gate I: troops arrive — Orcs 1, Trolls 0, Élfar 2")
	s := dwState(e)
	if !s.Started {
		t.Fatal("the Hero marker did not advance after the dice were told")
	}
	if got := s.Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 1, Elfar: 2}) {
		t.Fatalf("Gate I holds %+v, want 1 Orc and 2 Élfar", got)
	}
	prof, err := e.Store.Profile(dwarves.Game.ID())
	if err != nil {
		t.Fatal(err)
	}
	if prof[dwarves.RecruitKey(dwarves.DieElfar, 6)] != "2" {
		t.Fatalf("the profile did not keep the Élfar die: %q", prof[dwarves.RecruitKey(dwarves.DieElfar, 6)])
	}
}

// Book 3: the check sheet offers the diamond check (Craft 4+, one success);
// once it succeeds the app goes straight on to the diamond for the heroes
// and the Mighty Diamond roll.
func TestDwarvesDiamondCheck(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesBook(e.Store, 3))
	hidden := dwState(e).Diamonds.Hidden.Size()
	e.Tap("Check")
	e.Tap("A diamond in this hex (Book 3): Craft 4+, one success turns it over for the heroes")
	e.MustShow("At least 1 success")
	e.Tap("Enter the dice")
	for _, f := range []string{"4", "1", "1"} {
		e.Tap(f)
	}
	e.Tap("Count the successes")
	e.MustShow("A diamond for the heroes")
	e.Tap("Roll for me")
	s := dwState(e)
	if s.Actions != 1 || len(s.Diamonds.Balendilin) != 2 || s.Diamonds.Hidden.Size() != hidden-1 && s.Diamonds.Mighty == "" {
		t.Fatalf("actions %d, diamonds %+v", s.Actions, s.Diamonds)
	}
	e.Frame().ShowHistory()
	e.MustShow("Craft check for a diamond: successes rolled 1, needed 1")
}

// A Threat card's troops at the hero's location are fought with the hex's:
// the table spends the 4 on the card's Orc, which averts it, rather than on
// the Orc in the hex the app suggests.
func TestDwarvesFightClearsACard(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	for _, c := range []dwarves.Command{
		{Kind: dwarves.CmdTroops, At: dwarves.OnCard("Orc Raid"), Troops: dwarves.Troops{Orcs: 1}},
		{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 2, Faces: []int{4, 1}},
	} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	e.Open(sess, nil)
	e.Tap("Resolve the roll: Fight the Army of Evil")
	e.Tap("Also the troops on the card Orc Raid: 1 Orc")
	e.MustShow("From Porista:")
	e.MustShow("From the card Orc Raid:")
	minus, plus := dwSteppers(e, theme.ContentRemoveIcon()), dwSteppers(e, theme.ContentAddIcon())
	if len(minus) != 4 || len(plus) != 4 {
		t.Fatalf("steppers: %d − and %d +, want Porista's three kinds and the card's Orcs", len(minus), len(plus))
	}
	test.Tap(minus[0])
	test.Tap(plus[3])
	e.MustShow("Defeated: 1 Orc.")
	e.Tap("Defeat these troops")
	s := dwState(e)
	if _, ok := s.Cards["Orc Raid"]; ok {
		t.Fatalf("the card still holds %+v", s.Cards["Orc Raid"])
	}
	if got := s.Board["Porista"]; got != (dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}) {
		t.Fatalf("Porista holds %+v", got)
	}
	// The card is clear: the app offers to discard it from the display.
	e.MustShow("No troops are left on Orc Raid. If that was what it asked, the threat is averted or the quest done: discard the card now?")
	before := len(s.Display)
	e.Tap("Discard it")
	for _, c := range dwState(e).Display {
		if c.Name == "Orc Raid" {
			t.Fatal("Orc Raid is still in the display")
		}
	}
	if got := len(dwState(e).Display); got != before-1 {
		t.Fatalf("display %d cards, want %d", got, before-1)
	}
}

// Council position 9: its Craft 4+ check is offered in the check sheet, and
// once it succeeds the app asks which hero keeps the Equipment card drawn.
func TestDwarvesCouncilEquipmentCheck(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	dispatch := []dwarves.Command{{Kind: dwarves.CmdRoll, Action: dwarves.ActDispatch, Table: true, Dice: 1, Faces: []int{6}}, {Kind: dwarves.CmdDispatch}}
	var cmds []dwarves.Command
	cmds = append(cmds, dispatch...)
	cmds = append(cmds, dispatch...)
	cmds = append(cmds, dwarves.Command{Kind: dwarves.CmdEndTurn}, dwarves.Command{Kind: dwarves.CmdAdvance, Table: true})
	cmds = append(cmds, dispatch...)
	cmds = append(cmds, dispatch...)
	cmds = append(cmds, dwarves.Command{Kind: dwarves.CmdEndTurn}, dwarves.Command{Kind: dwarves.CmdAdvance, Table: true})
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
	}
	e.Open(sess, nil)
	if pos := dwState(e).CouncilPos(); pos != 9 {
		t.Fatalf("council at %d", pos)
	}
	e.Tap("Check")
	e.Tap("Council: Craft 4+, one success draws an Equipment card")
	e.Tap("Enter the dice")
	for range dwState(e).Hero().Attr(dwarves.AttrCraft) {
		e.Tap("5")
	}
	e.Tap("Count the successes")
	e.MustShow("The check succeeded: draw 1 Equipment card. Decide together which hero keeps it.")
	e.Tap("Narmora")
	e.MustShow("Equipment for Narmora")
	e.Frame().ShowHistory()
	e.MustShow("Council Craft check for an Equipment card: successes rolled")
}

// Book 5: a level-A card done in time rewards its special Equipment card;
// the app asks which hero takes it, from the special deck.
func TestDwarvesBook5SpecialReward(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesBook(e.Store, 5))
	special := dwState(e).Special
	e.Tap("Cards")
	e.Tap("Quest done")
	e.MustShow("Reward: a special Equipment card")
	e.Tap("Bavragor Hammerfist")
	e.MustShow("Equipment for Bavragor Hammerfist")
	test.Type(e.DialogEntry(), "Runic Shield")
	e.Tap("Take it")
	s := dwState(e)
	if s.Special != special-1 || !s.Heroes[1].HasEquipment("Runic Shield") {
		t.Fatalf("special deck %d (was %d), Bavragor holds %v", s.Special, special, s.Heroes[1].Equipment)
	}
}

// councilUntold starts the example game with council space 6's text not yet
// told, and sends the marker there by a dispatch.
func councilUntold(t *testing.T, e *kittest.Env) *tracker.Session {
	t.Helper()
	key := dwarves.CouncilKey(6, 1)
	if err := seed.DwarvesProfile(e.Store, key); err != nil {
		t.Fatal(err)
	}
	sess, err := e.Store.NewSession(dwarves.Game, "Saturday", seed.DwarvesSetup)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []dwarves.Command{{Kind: dwarves.CmdAdvance, Table: true},
		{Kind: dwarves.CmdRoll, Action: dwarves.ActDispatch, Table: true, Dice: 1, Faces: []int{6}}, {Kind: dwarves.CmdDispatch}} {
		if err := sess.Do(c); err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
	}
	return sess
}

// The marker reaching a council space whose text the table has not told asks
// what it does; the answer is kept in the box profile and drives the rules.
// Later leaves it untold, and the board says the text is printed there.
func TestDwarvesCouncilAskedWhenReached(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(councilUntold(t, e), nil)
	e.MustShow("Council space 6 (1 is next to Bislipur, 9 next to Balendilín): what does the text printed there do?")
	e.Tap("You may re-roll 1 die")
	prof, err := e.Store.Profile(dwarves.Game.ID())
	if err != nil {
		t.Fatal(err)
	}
	if v := prof[dwarves.CouncilKey(6, 1)]; v != dwarves.CouncilReroll {
		t.Fatalf("box profile keeps %q", v)
	}
	if k, ok := dwState(e).CouncilKind(); !ok || k != dwarves.CouncilReroll {
		t.Fatalf("session kind %q", k)
	}
	e.MustShow("Position 6 of 9: After a Number-dice roll, you may re-roll 1 die once.")

	later := kittest.NewEnv(t, "", kittest.PhoneSize)
	later.Open(councilUntold(t, later), nil)
	later.Tap("Later")
	later.MustShow("Position 6 of 9: the text is printed on your board.")
	if prof, _ := later.Store.Profile(dwarves.Game.ID()); prof[dwarves.CouncilKey(6, 1)] != "" {
		t.Fatal("Later learned a value")
	}
	later.Tap("End turn")
	if later.DialogOpen() {
		t.Fatal("asked again after Later")
	}
}

// A session exported before the council texts were learned at the table
// (its council re-roll applied by position) still imports and opens.
func TestDwarvesOldCouncilExportImports(t *testing.T) {
	data, err := os.ReadFile("testdata/old_council_export.json")
	if err != nil {
		t.Fatal(err)
	}
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	in, err := e.Store.Import(data)
	if err != nil {
		t.Fatalf("an old export: %v", err)
	}
	if err := e.U.OpenSession(in.ID); err != nil {
		t.Fatal(err)
	}
	if s := dwState(e); s.CouncilPos() != 8 || s.Roll == nil || !s.Roll.Rerolled {
		t.Fatalf("council %d, roll %+v", s.CouncilPos(), s.Roll)
	}
	if e.DialogOpen() {
		t.Fatal("an old session asks for a council text")
	}
}

// A move that ends on a known Perished Land hex, picked from the hexes the
// session knows: the sheet lists it among the hexes entered with its price
// (here 1 Health), so the move is accepted and the penalty applied.
func TestDwarvesMoveEndsOnPerishedLand(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Seeded(seed.DwarvesSession(e.Store, 0, "Saturday"))
	e.Play(sess, dwarves.Command{Kind: dwarves.CmdPerish, Hex: "Dsôn Balsur"},
		dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActMove, Table: true, Dice: 4, Faces: []int{3, 1, 1, 2}})
	e.Open(sess, nil)
	e.Tap("Resolve the roll: Move")
	e.Tap("Choose where the move ends")
	e.Tap("Dsôn Balsur")
	e.MustShow("Ends at Dsôn Balsur")
	e.MustShow("Doom +1") // the price asked, 1 Health chosen first
	e.Tap("Move the hero")
	s := dwState(e)
	if h := s.Hero(); h.Hex != "Dsôn Balsur" || h.Health != h.MaxHealth-1 {
		t.Fatalf("hero at %q with %d of %d Health, want Dsôn Balsur and 1 Health paid", h.Hex, h.Health, h.MaxHealth)
	}
}
