package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/rules/dwarves"
)

// dwLang switches the UI's language.
func (e *env) dwLang(lang string) {
	e.a.Preferences().SetString(prefLanguage, lang)
	e.u.setLanguage(lang)
}

// dwState is the state of the session on screen.
func (e *env) dwState() dwarves.State {
	e.t.Helper()
	return e.frame().sess.State().(dwarves.State)
}

// dwTapPrefix taps the tile or button whose text starts with prefix.
func (e *env) dwTapPrefix(prefix string) {
	e.t.Helper()
	o := e.find(func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			return strings.HasPrefix(b.Text, prefix)
		case *tile:
			return strings.HasPrefix(b.Text(), prefix)
		}
		return false
	})
	switch b := o.(type) {
	case *widget.Button:
		test.Tap(b)
	case *tile:
		test.Tap(b.button)
	default:
		e.t.Fatalf("nothing starting with %q on screen; texts: %q", prefix, e.texts())
	}
}

// dwButtons lists the buttons (tiles included) with text, dialogs first.
func (e *env) dwButtons(text string) []*widget.Button {
	var out []*widget.Button
	for _, r := range e.roots() {
		walk(r, func(o fyne.CanvasObject) bool {
			switch b := o.(type) {
			case *widget.Button:
				if b.Text == text {
					out = append(out, b)
				}
			case *tile:
				if b.Text() == text {
					out = append(out, b.button)
				}
			}
			return false
		})
		if len(out) > 0 {
			return out
		}
	}
	return out
}

// dwSteppers lists the buttons of the steppers in the top dialog that show
// icon: theme.ContentAddIcon() for +, theme.ContentRemoveIcon() for −.
func (e *env) dwSteppers(icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	ov := e.w.Canvas().Overlays().List()
	if len(ov) == 0 {
		return nil
	}
	walk(ov[len(ov)-1], func(o fyne.CanvasObject) bool {
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
	e := newEnv(t, "", phoneSize)
	skip := []string{"dwarves.doom.length"}
	for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
		skip = append(skip, dwarves.HeroKey(dwarves.Narmora, k))
	}
	if err := seed.DwarvesProfile(e.store, skip...); err != nil {
		t.Fatal(err)
	}
	e.u.ShowHome()
	e.tap("New session")
	e.tap("The Dwarves")
	e.mustShow("New session · The Dwarves")
	if b := e.button("Start the session"); b == nil || !b.Disabled() {
		t.Fatal("Start must wait for two heroes")
	}
	e.mustShow("3 level-A cards go back to the box, unseen.") // Normal
	e.dwTapPrefix("Tungdil Goldhand\n")
	e.dwTapPrefix("Narmora\n")
	e.mustShow("1. Tungdil Goldhand")
	e.mustShow("2. Narmora")
	e.mustShow("Ready: 2 heroes.")
	e.tap("Start the session")

	// The Doom track's length: a stepper from 5.
	e.mustShow("How many spaces does the Doom track have")
	plus := e.dwSteppers(theme.ContentAddIcon())
	if len(plus) != 1 {
		t.Fatalf("%d steppers", len(plus))
	}
	for range 15 {
		test.Tap(plus[0])
	}
	e.tap("OK")
	// Narmora's board, all at once.
	e.mustShow("Narmora's board")
	for _, b := range e.dwButtons("3")[:3] { // Battle, Craft, Speed
		test.Tap(b)
	}
	test.Tap(e.dwButtons("5")[3]) // Health
	e.tap("Choose the start location")
	e.tap("Gate IV")
	e.tap("Save")
	if e.dialogOpen() {
		t.Fatalf("a question is still open: %q", e.texts())
	}
	prof, _ := e.store.Profile(dwarves.Game.ID())
	if prof["dwarves.doom.length"] != "20" || prof[dwarves.HeroKey(dwarves.Narmora, "start")] != dwarves.GateIV ||
		prof[dwarves.HeroKey(dwarves.Narmora, dwarves.AttrSpeed)] != "3" {
		t.Fatalf("profile not kept: %v", prof)
	}
	s := e.dwState()
	if len(s.Heroes) != 2 || s.Heroes[1].Battle != 3 || s.Heroes[1].MaxHealth != 5 || s.Doom.Len != 20 {
		t.Fatalf("state %+v", s.Heroes)
	}

	// Turn 1: space 2 shows troops at Gate I (where Tungdil starts).
	e.mustShow("Tungdil Goldhand: Hero marker to space 2, troops at Gate I.")
	e.tap("Enter the dice")
	e.mustShow("Recruitment at Gate I")
	p := e.dwSteppers(theme.ContentAddIcon()) // Orcs, Trolls, Élfar
	test.Tap(p[0])
	test.Tap(p[0])
	test.Tap(p[1])
	test.Tap(p[2])
	e.mustShow("Gate I gets 2 Orcs, 1 Troll, 1 Élf, as far as the supply goes.")
	e.tap("Place the troops")
	if got := e.dwState().Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}) {
		t.Fatalf("Gate I holds %+v", got)
	}
	e.tap("Army")
	e.mustShow("Gate I: 2 Orcs, 1 Troll, 1 Élf")

	// A fight with the table's dice: the odds first, then what the roll does.
	e.tap("Fight")
	e.mustShow("At Gate I: 2 Orcs, 1 Troll, 1 Élf")
	e.mustShow("Defeat at least 1 troop")
	e.mustShow("Defeat nothing and lose 1 Health")
	e.tap("Enter the dice")
	e.tap("6")
	e.tap("4")
	e.mustShow("Dice: 6 4 (2 of 2)")
	e.tap("Use these dice")
	// The 6 could take the Troll instead: the app suggests the Élf and lets
	// the table choose.
	e.mustShow("The roll defeats 2 troops, of your choice below.")
	e.mustShow("Defeated: 1 Orc, 1 Élf.")
	e.tap("Defeat these troops")
	if e.dialogOpen() {
		t.Fatalf("the sheet stayed open: %q", e.texts())
	}
	s = e.dwState()
	if got := s.Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 1, Trolls: 1}) || s.Actions != 1 || s.Hero().Health != 4 {
		t.Fatalf("after the fight: gate %+v, actions %d, health %d", got, s.Actions, s.Hero().Health)
	}
	e.mustShow("Gate I: 1 Orc, 1 Troll")

	// Undo takes the fight back (table dice: no question), then the roll.
	test.Tap(e.frame().undoBtn)
	test.Tap(e.frame().undoBtn)
	if got := e.dwState().Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}) || e.dwState().Actions != 0 {
		t.Fatalf("after undo: %+v", got)
	}
}

// The same fight in French, the roll made by the app: the sheet speaks
// French, and undoing a digital roll asks first.
func TestDwarvesFightDigitalInFrench(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.dwLang("fr")
	e.open(seed.DwarvesSession(e.store, 0, "samedi"))
	e.mustShow("Tour de Boëndal Pinnhand · 2 actions restantes")
	e.tap("Combattre")
	e.mustShow("Troupes sur place (Porista)\u00a0: 2 Orcs, 1 Troll, 1 Élf")
	e.mustShow("Battre au moins 1 troupe")
	e.mustShow("2 dés numériques · +1 sur un dé") // Boëndal's ability counts in the odds
	e.tap("Lancer pour moi")
	s := e.dwState()
	if s.Roll == nil || len(s.Roll.Faces) != 2 {
		t.Fatalf("no roll: %+v", s.Roll)
	}
	e.mustShow("Dés\u00a0: " + facesLine(s.Roll.Faces))
	if !e.shows("Le lancer bat") && !e.shows("Le lancer ne bat aucune troupe") {
		t.Fatalf("the outcome is not said: %q", e.texts())
	}
	e.tap("Fermer")
	test.Tap(e.frame().undoBtn)
	if !e.dialogOpen() {
		t.Fatal("undoing a digital roll did not ask first")
	}
	e.tap("Annuler")
	if e.dwState().Roll == nil {
		t.Fatal("Cancel undid the roll")
	}
	e.mustShow("Résoudre le lancer\u00a0: Combattre l'Armée du Mal")
}

// Boëndal's +1 turns a 4 into a 5 that defeats the Troll: the sheet offers it
// before the fight is resolved.
func TestDwarvesBumpBeforeFight(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 2, Faces: []int{4, 1}}); err != nil {
		t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.tap("Resolve the roll: Fight the Army of Evil")
	e.mustShow("The roll defeats 1 Orc.")
	e.mustShow("Boëndal Pinnhand: +1 on one die")
	e.tap("Die 1: 4")
	e.mustShow("Dice: 5 1")
	e.tap("Defeat these troops")
	if got := e.dwState().Board["Porista"]; got.Trolls+got.Orcs != 2 {
		t.Fatalf("Porista holds %+v", got)
	}
}

// Every section and every action sheet fits a phone's width in both
// languages: nothing on the board asks for more than the screen.
func TestDwarvesFitsThePhone(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		e := newEnv(t, "", phoneSize)
		e.dwLang(lang)
		e.open(seed.DwarvesSession(e.store, 0, "x"))
		fits := func(where string) {
			t.Helper()
			if w := e.w.Canvas().Content().MinSize().Width; w > phoneSize.Width {
				t.Errorf("%s %s: the screen needs %.0f pixels", lang, where, w)
			}
			for _, o := range e.w.Canvas().Overlays().List() {
				if w := o.MinSize().Width; w > phoneSize.Width {
					t.Errorf("%s %s: a dialog needs %.0f pixels", lang, where, w)
				}
			}
			// No scroller's content is wider than the scroller: nothing is
			// cut off at the right edge.
			for _, r := range e.roots() {
				walk(r, func(o fyne.CanvasObject) bool {
					if sc, ok := o.(*container.Scroll); ok && sc.Content != nil && sc.Size().Width > 0 &&
						sc.Content.MinSize().Width > sc.Size().Width+1 {
						t.Errorf("%s %s: content %.0f wide in a scroller %.0f wide", lang, where, sc.Content.MinSize().Width, sc.Size().Width)
					}
					return false
				})
			}
		}
		for _, sec := range []string{"app.dwarves.sec.heroes", "app.dwarves.sec.army", "app.dwarves.sec.cards", "app.dwarves.sec.turn"} {
			e.tap(e.u.loc.T(sec))
			fits(sec)
		}
		for _, act := range []string{"app.dwarves.act.fight", "app.dwarves.act.check", "app.dwarves.act.move", "app.dwarves.act.dispatch"} {
			e.tap(e.u.loc.T(act))
			fits(act)
			e.tap(e.u.loc.T("common.close"))
		}
		// The setup form, for each Book and with every difficulty chosen.
		e.u.ShowSetup(dwarves.Game.ID())
		for _, book := range []string{"1", "2", "3", "4", "5"} {
			e.tap(book)
			fits("setup, Book " + book)
			if book == "5" {
				e.tap(e.u.loc.N("app.dwarves.setup.easier", 2))
				fits("setup, Book 5, 2 removed")
				continue
			}
			for _, d := range dwarves.Difficulties {
				e.tap(e.u.loc.Msg(dwarves.DifficultyName(dwarves.Setup{Book: 1, Difficulty: d})))
				fits("setup, Book " + book + ", " + d)
			}
		}
	}
}

// The campaign: a game set up in a new campaign joins it; the campaign
// screen lists the Books, the game with its difficulty and heroes, what to
// play next and the record; a finished game counts in the record.
func TestDwarvesCampaign(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	if err := seed.DwarvesProfile(e.store); err != nil {
		t.Fatal(err)
	}
	e.u.ShowSetup(dwarves.Game.ID())
	e.tap("Easy")
	e.dwTapPrefix("Balyndis Ironfinger\n")
	e.dwTapPrefix("Gandogar Silverbeard\n")
	e.tap("A new campaign")
	e.tap("Start the session")
	sess := e.frame().sess
	camp := sess.Info().Campaign
	if camp == 0 {
		t.Fatal("the session did not join a campaign")
	}
	// Lose at once: a card takes all of a hero's Health.
	if err := sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Gandogar, N: -10}); err != nil {
		t.Fatal(err)
	}
	e.mustShow("Gandogar Silverbeard has died")
	e.tap("See the campaign")
	e.mustShow("Next: Book 1: The Dwarves")
	e.mustShow("Book 5: The Triumph of the Dwarves")
	e.mustShow("Balyndis Ironfinger, Gandogar Silverbeard")
	e.mustShow("Book 1 · Easy: 1 played, 0 won, 1 lost")
	// Play the next Book from the campaign: the setup has it chosen.
	e.tap("Play Book 1 in this campaign")
	e.mustShow("New session · The Dwarves")
	if q, ok := e.u.top().(*dwarvesSetup); !ok || q.campaign != camp || q.su.Book != 1 {
		t.Fatalf("setup %+v", e.u.top())
	}
	e.u.ShowDwarvesCampaigns()
	e.mustShow("1 game · last played")
}

// Advancing onto a space whose icon is not known asks for it once; a Council
// icon then moves the Council marker toward Bislipur at once.
func TestDwarvesUnknownSpaceAsked(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	if err := seed.DwarvesProfile(e.store, dwarves.DoomSpaceKey(2)); err != nil {
		t.Fatal(err)
	}
	e.open(e.store.NewSession(dwarves.Game, "t", seed.DwarvesSetup))
	e.tap("Tungdil Goldhand: Hero marker to space 2 (tell its icon)")
	e.mustShow("Which icon is on space 2 of the Doom track")
	e.tap("Dwarven Council")
	s := e.dwState()
	if !s.Started || s.CouncilPos() != dwarves.CouncilStart-1 {
		t.Fatalf("started %v, council %d", s.Started, s.CouncilPos())
	}
	if p, _ := e.store.Profile(dwarves.Game.ID()); p[dwarves.DoomSpaceKey(2)] != dwarves.IconCouncil {
		t.Fatal("the icon is not kept in the box profile")
	}
	e.mustShow("Position 4 of 9")
}

// Step 2 in Book 1: a completed Scenario card is replaced at the next hero's
// turn (named at the table), which clears the display; the display is then
// filled card by card as the table tells the kind of each.
func TestDwarvesRevealStep(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []dwarves.Command{{Kind: dwarves.CmdComplete}, {Kind: dwarves.CmdEndTurn},
		{Kind: dwarves.CmdAdvance, Table: true}} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.tap("Reveal the next Scenario card (level A)")
	e.mustShow("Scenario card, level A")
	e.tap("Reveal")
	s := e.dwState()
	if len(s.Scenario.Slots) != 1 || len(s.Display) != 0 {
		t.Fatalf("scenario %+v, display %+v", s.Scenario.Slots, s.Display)
	}
	threats := s.ThreatsInDeck()
	e.mustShow("Reveal 3 card(s) from the Adventure deck")
	e.tap("Threat")
	e.tap("Adventure")
	e.tap("Adventure")
	s = e.dwState()
	if len(s.Display) != 3 || s.ThreatsInDeck() != threats-1 || s.Display[0].Kind != dwarves.CardThreat {
		t.Fatalf("display %+v", s.Display)
	}
	// The display is full: the actions come next.
	e.mustShow("Fight")
}

// The council text at position 4: a new Threat card costs a hero of the
// table's choice 1 Health; the app asks who.
func TestDwarvesCouncilThreatCostsHealth(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	if err := seed.DwarvesProfile(e.store); err != nil {
		t.Fatal(err)
	}
	if err := e.store.SetPrinted(dwarves.Game.ID(), dwarves.DoomSpaceKey(2), dwarves.IconCouncil); err != nil {
		t.Fatal(err)
	}
	sess, err := e.store.NewSession(dwarves.Game, "t", seed.DwarvesSetup)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []dwarves.Command{{Kind: dwarves.CmdAdvance, Table: true}, {Kind: dwarves.CmdCardDone, Slot: 1}} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.mustShow("Position 4 of 9: Each time a new Threat card is revealed")
	e.tap("Threat")
	e.mustShow("Council: a hero loses 1 Health")
	e.dwTapPrefix("Narmora · Health")
	if h := e.dwState().Heroes[2]; h.ID != dwarves.Narmora || h.Health != h.MaxHealth-1 {
		t.Fatalf("Narmora %+v", h)
	}
}

// An attribute check through the sheet: the card under way is chosen, the
// table's dice give the successes that complete it; then a new card's check
// waits for its name before the dice can be rolled.
func TestDwarvesCheckSheet(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.DwarvesSession(e.store, 0, "Saturday"))
	e.tap("Check")
	e.mustShow("Forge Keenfire: 1 of 3 (Craft 4+)")
	e.mustShow("At least 2 successes")
	// Two more successes with 3 dice now and 3 more at the second action:
	// 1 − 7/64.
	e.mustShow("All 2 successes using this turn's 2 actions")
	e.mustShow("89%")
	e.tap("Enter the dice")
	for _, f := range []string{"4", "6", "1"} {
		e.tap(f)
	}
	e.tap("Use these dice")
	e.mustShow("2 successes at 4+: 3 of 3 for the card")
	e.tap("Count the successes")
	if s := e.dwState(); len(s.Checks) != 0 || s.Actions != 1 {
		t.Fatalf("checks %+v, actions %d", s.Checks, s.Actions)
	}

	e.tap("Check")
	if b := e.button("Roll for me"); b == nil || !b.Disabled() {
		t.Fatal("a check without a card can be rolled")
	}
	test.Type(e.dialogEntry(), "Hold the Gates")
	if b := e.button("Roll for me"); b == nil || b.Disabled() {
		t.Fatal("naming the card did not allow the roll")
	}
}

// Book 4: a leader and troops turn Gate I into Perished Land; the bar asks to
// move them on before anything else; at the end of the turn Kordrion's
// direction die is asked for, then the turn ends.
func TestDwarvesPerishedAndDragon(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.DwarvesBook(e.store, 4))
	if !e.dwState().IsPerished(dwarves.GateI) {
		t.Fatal("Gate I with a leader and 3 troops did not perish")
	}
	e.tap("Move the troops off the Perished Land at Gate I")
	e.mustShow("At Gate I: 2 Orcs, 1 Troll, Orc leader. How many of each go, and where?")
	e.tap("Choose where the move ends")
	e.tap("Gate II")
	e.tap("Move them")
	// Five there again (the leader counts 2): Gate II perishes in turn, and
	// its troops go on — to Blacksaddle, where the same five send the troops
	// home and the Doom marker 2 spaces on; the leader stays.
	if s := e.dwState(); !s.IsPerished(dwarves.GateII) {
		t.Fatalf("Gate II did not perish: %+v", s.Board)
	}
	doom := e.dwState().Doom.Pos(dwarves.MarkDoom)
	e.tap("Move the troops off the Perished Land at Gate II")
	e.tap("Choose where the move ends")
	e.tap("Blacksaddle")
	e.tap("Move them")
	s := e.dwState()
	if got := s.Board[dwarves.Blacksaddle]; got != (dwarves.Troops{OrcLeader: 1}) || s.Doom.Pos(dwarves.MarkDoom) != doom-2 {
		t.Fatalf("Blacksaddle %+v, doom %d → %d", got, doom, s.Doom.Pos(dwarves.MarkDoom))
	}
	conservedUI(t, s)
	e.tap("End turn")
	e.mustShow("Roll one Number die for Kordrion")
	e.tap("3")
	// Where it flew, and who it hurts: Tungdil, beside its hex, loses 1
	// Health; the turn ends once the table is done.
	e.mustShow("Kordrion lands")
	e.mustShow("Kordrion flies toward direction 3")
	if s := e.dwState(); !s.Started {
		t.Fatal("the turn ended before the dragon's landing was dealt with")
	}
	health := e.dwState().Heroes[0].Health
	e.tap("1 Health")
	if got := e.dwState().Heroes[0].Health; got != health-1 {
		t.Fatalf("Tungdil's health %d, want %d", got, health-1)
	}
	e.tap("Done")
	if s := e.dwState(); s.Current != 1 || s.Started {
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
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(dwarves.Command{Kind: dwarves.CmdPerish, Hex: "Dsôn Balsur"}); err != nil {
		t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	doom := e.dwState().Doom.Pos(dwarves.MarkDoom)
	e.tap("Move")
	e.mustShow("Move at least 6 hexes")
	e.tap("Enter the dice")
	for _, f := range []string{"3", "1", "1", "2"} {
		e.tap(f)
	}
	e.tap("Use these dice")
	e.mustShow("Up to 3 hexes")
	e.tap("A Perished Land hex entered")
	e.tap("Dsôn Balsur")
	e.tap("Doom +1")
	e.tap("Choose where the move ends")
	test.Type(e.dialogEntry(), "Lot-Ionan's Vault")
	e.tap("OK")
	e.mustShow("Ends at Lot-Ionan's Vault")
	e.tap("Move the hero")
	s := e.dwState()
	if s.Hero().Hex != "Lot-Ionan's Vault" || s.Doom.Pos(dwarves.MarkDoom) != doom-1 || s.Hero().Health != s.Hero().MaxHealth {
		t.Fatalf("hero at %q, doom %d → %d, health %d", s.Hero().Hex, doom, s.Doom.Pos(dwarves.MarkDoom), s.Hero().Health)
	}
}

// The troops a fight defeats are the table's choice: Boëndal's 6 may take
// the Troll rather than the Élf the app suggests. A choice that wastes the 6
// cannot be confirmed.
func TestDwarvesFightChoosesTheTroops(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 3, Faces: []int{6, 4, 3}}); err != nil {
		t.Fatal(err)
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.tap("Resolve the roll: Fight the Army of Evil")
	e.mustShow("Which troops fall")
	e.mustShow("Defeated: 1 Orc, 1 Élf.")
	minus, plus := e.dwSteppers(theme.ContentRemoveIcon()), e.dwSteppers(theme.ContentAddIcon())
	if len(minus) != 3 || len(plus) != 3 {
		t.Fatalf("steppers: %d − and %d +, want one per kind at Porista", len(minus), len(plus))
	}
	test.Tap(minus[2]) // the Élf stays…
	e.mustShow("A die is left that can still defeat one of these troops: every such die must be used.")
	if b := e.button("Defeat these troops"); !b.Disabled() {
		t.Fatal("a choice that wastes the 6 can be confirmed")
	}
	test.Tap(plus[1]) // …the Troll falls instead
	e.mustShow("Defeated: 1 Orc, 1 Troll.")
	e.tap("Defeat these troops")
	if got := e.dwState().Board["Porista"]; got != (dwarves.Troops{Orcs: 1, Elfar: 1}) {
		t.Fatalf("Porista holds %+v, want 1 Orc and the Élf", got)
	}
	if h := e.dwState().Hero(); h.Health != h.Hearts() {
		t.Fatalf("health %d after defeating two troops", h.Health)
	}
}

// The first digital Recruitment roll: the app does not know the dice yet, so
// it asks each die's six sides on one sheet (three sheets, not eighteen
// questions), keeps them in the box profile, and rolls.
func TestDwarvesRecruitDiceAskedWholeDie(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	var skip []string
	for _, die := range dwarves.RecruitDice {
		for side := 1; side <= 6; side++ {
			skip = append(skip, dwarves.RecruitKey(die, side))
		}
	}
	if err := seed.DwarvesProfile(e.store, skip...); err != nil {
		t.Fatal(err)
	}
	e.open(e.store.NewSessionIn(0, dwarves.Game, "Dice", seed.DwarvesSetup))
	e.tap("Roll the Recruitment dice")
	// Orcs: one skull on every side; Trolls: none; Élfar: two.
	for _, c := range []struct{ die, skulls string }{{"Orcs", "1"}, {"Trolls", "0"}, {"Élfar", "2"}} {
		e.mustShow("Recruitment die: " + c.die)
		if b := e.button("Save"); !b.Disabled() {
			t.Fatalf("%s: Save before the six sides are told", c.die)
		}
		bs := e.dwButtons(c.skulls)
		if len(bs) != 6 {
			t.Fatalf("%s: %d buttons %q, want one per side", c.die, len(bs), c.skulls)
		}
		for _, b := range bs {
			test.Tap(b)
		}
		e.tap("Save")
	}
	// The roll is the app's: it says what arrives where.
	e.mustShow("Recruitment dice rolled")
	e.mustShow("Gate I: troops arrive — Orcs 1, Trolls 0, Élfar 2")
	s := e.dwState()
	if !s.Started {
		t.Fatal("the Hero marker did not advance after the dice were told")
	}
	if got := s.Board[dwarves.GateI]; got != (dwarves.Troops{Orcs: 1, Elfar: 2}) {
		t.Fatalf("Gate I holds %+v, want 1 Orc and 2 Élfar", got)
	}
	prof, err := e.store.Profile(dwarves.Game.ID())
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
	e := newEnv(t, "", phoneSize)
	e.open(seed.DwarvesBook(e.store, 3))
	hidden := e.dwState().Diamonds.Hidden.Size()
	e.tap("Check")
	e.tap("A diamond in this hex (Book 3): Craft 4+, one success turns it over for the heroes")
	e.mustShow("At least 1 success")
	e.tap("Enter the dice")
	for _, f := range []string{"4", "1", "1"} {
		e.tap(f)
	}
	e.tap("Use these dice")
	e.tap("Count the successes")
	e.mustShow("A diamond for the heroes")
	e.tap("Roll for me")
	s := e.dwState()
	if s.Actions != 1 || len(s.Diamonds.Balendilin) != 2 || s.Diamonds.Hidden.Size() != hidden-1 && s.Diamonds.Mighty == "" {
		t.Fatalf("actions %d, diamonds %+v", s.Actions, s.Diamonds)
	}
	e.frame().showHistory()
	e.mustShow("Craft check for a diamond: successes rolled 1, needed 1")
}

// A Threat card's troops at the hero's location are fought with the hex's:
// the table spends the 4 on the card's Orc, which averts it, rather than on
// the Orc in the hex the app suggests.
func TestDwarvesFightClearsACard(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []dwarves.Command{
		{Kind: dwarves.CmdTroops, At: dwarves.OnCard("Orc Raid"), Troops: dwarves.Troops{Orcs: 1}},
		{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 2, Faces: []int{4, 1}},
	} {
		if err := sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	e.tap("Resolve the roll: Fight the Army of Evil")
	e.tap("Also the troops on the card Orc Raid: 1 Orc")
	e.mustShow("From Porista:")
	e.mustShow("From the card Orc Raid:")
	minus, plus := e.dwSteppers(theme.ContentRemoveIcon()), e.dwSteppers(theme.ContentAddIcon())
	if len(minus) != 4 || len(plus) != 4 {
		t.Fatalf("steppers: %d − and %d +, want Porista's three kinds and the card's Orcs", len(minus), len(plus))
	}
	test.Tap(minus[0])
	test.Tap(plus[3])
	e.mustShow("Defeated: 1 Orc.")
	e.tap("Defeat these troops")
	s := e.dwState()
	if _, ok := s.Cards["Orc Raid"]; ok {
		t.Fatalf("the card still holds %+v", s.Cards["Orc Raid"])
	}
	if got := s.Board["Porista"]; got != (dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}) {
		t.Fatalf("Porista holds %+v", got)
	}
	// The card is clear: the app offers to discard it from the display.
	e.mustShow("No troops are left on Orc Raid. If that was what it asked, the threat is averted or the quest done: discard the card now?")
	before := len(s.Display)
	e.tap("Discard it")
	for _, c := range e.dwState().Display {
		if c.Name == "Orc Raid" {
			t.Fatal("Orc Raid is still in the display")
		}
	}
	if got := len(e.dwState().Display); got != before-1 {
		t.Fatalf("display %d cards, want %d", got, before-1)
	}
}

// Council position 9: its Craft 4+ check is offered in the check sheet, and
// once it succeeds the app asks which hero keeps the Equipment card drawn.
func TestDwarvesCouncilEquipmentCheck(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := seed.DwarvesSession(e.store, 0, "Saturday")
	if err != nil {
		t.Fatal(err)
	}
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
	if err := e.u.OpenSession(sess.Info().ID); err != nil {
		t.Fatal(err)
	}
	if pos := e.dwState().CouncilPos(); pos != 9 {
		t.Fatalf("council at %d", pos)
	}
	e.tap("Check")
	e.tap("Council (position 9): Craft 4+, one success draws an Equipment card")
	e.tap("Enter the dice")
	for range e.dwState().Hero().Attr(dwarves.AttrCraft) {
		e.tap("5")
	}
	e.tap("Use these dice")
	e.tap("Count the successes")
	e.mustShow("The check succeeded: draw 1 Equipment card. Decide together which hero keeps it.")
	e.tap("Narmora")
	e.mustShow("Equipment for Narmora")
	e.frame().showHistory()
	e.mustShow("Council Craft check for an Equipment card: successes rolled")
}

// Book 5: a level-A card done in time rewards its special Equipment card;
// the app asks which hero takes it, from the special deck.
func TestDwarvesBook5SpecialReward(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.DwarvesBook(e.store, 5))
	special := e.dwState().Special
	e.tap("Cards")
	e.tap("Quest done")
	e.mustShow("Reward: a special Equipment card")
	e.tap("Bavragor Hammerfist")
	e.mustShow("Equipment for Bavragor Hammerfist")
	test.Type(e.dialogEntry(), "Runic Shield")
	e.tap("Take it")
	s := e.dwState()
	if s.Special != special-1 || !s.Heroes[1].HasEquipment("Runic Shield") {
		t.Fatalf("special deck %d (was %d), Bavragor holds %v", s.Special, special, s.Heroes[1].Equipment)
	}
}
