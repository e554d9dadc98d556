package app

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/rules/cardgame"
)

// cgTapNth taps the n-th button (0-based) showing text.
func (e *env) cgTapNth(text string, n int) {
	e.t.Helper()
	bs := e.buttons(text)
	if n >= len(bs) {
		e.t.Fatalf("no button %q number %d (%d on screen); texts: %q", text, n, len(bs), e.texts())
	}
	if bs[n].Disabled() {
		e.t.Fatalf("button %q number %d is disabled", text, n)
	}
	test.Tap(bs[n])
}

// cgSteppers are the counters' − or + buttons, in screen order (a dialog's
// first): in the calculator, for each attribute, the party, the bane cards,
// the opposing companion.
func (e *env) cgSteppers(icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	for _, r := range e.roots() {
		walk(r, func(o fyne.CanvasObject) bool {
			if b, ok := o.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name() {
				out = append(out, b)
			}
			return false
		})
		if len(out) > 0 {
			break
		}
	}
	return out
}

func (e *env) cgStep(icon fyne.Resource, i, times int) {
	e.t.Helper()
	bs := e.cgSteppers(icon)
	if i >= len(bs) {
		e.t.Fatalf("no stepper %d (%d found)", i, len(bs))
	}
	for range times {
		test.Tap(bs[i])
	}
}

func (e *env) cgState() cardgame.State {
	e.t.Helper()
	return e.frame().sess.State().(cardgame.State)
}

// Setup through the widgets: factions, the first destiny player, lands (one
// of them named on the spot and kept in the box profile), start.
func TestCardgameSetupThroughWidgets(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	vik5 := cardgame.LandID(cardgame.Vikings, 5)
	if err := seed.CardgameProfile(e.store, cardgame.LandNameKey(vik5)); err != nil {
		t.Fatal(err)
	}
	e.u.ShowHome()
	e.tap("New session")
	e.tap("Thorgal: The Card Game")
	e.mustShow("offers the two-player duel only")
	if b := e.button("Start the session"); b == nil || !b.Disabled() {
		t.Fatal("Start must wait for the factions, the first player and the lands")
	}
	e.mustShow("Choose both players' factions.")
	e.cgTapNth("Lords", 0)   // player 1
	e.cgTapNth("Vikings", 1) // player 2
	e.cgTapNth("2 companions", 0)
	e.mustShow("Choose the first destiny player.")
	e.cgTapNth("Lords", 2) // the first destiny player: player 1
	e.mustShow("Lords: lands, 0 of 2")
	e.mustShow("Vikings: lands, 0 of 4")
	e.tap("Example land A")
	e.tap("Example land B")
	if b := e.buttons("Land 1: tap to name it"); len(b) == 0 || !b[0].Disabled() {
		t.Fatal("a third Lords land can be chosen")
	}
	for _, l := range []string{"Fortified Port", "Example land D", "Example land E"} {
		e.tap(l)
	}
	e.mustShow("Choose 1 more land.")
	// Vikings land 5 has no name yet: the app asks for it.
	unnamed := e.buttons("Land 5: tap to name it")
	test.Tap(unnamed[len(unnamed)-1])
	if !e.dialogOpen() {
		t.Fatal("naming a land asks for its printed name")
	}
	e.mustShow("Vikings, land card 5 of 5: what name is printed on it?")
	test.Type(e.dialogEntry(), "Misty Shore")
	e.tap("Save")
	if p, _ := e.store.Profile("cardgame"); p[cardgame.LandNameKey(vik5)] != "Misty Shore" {
		t.Fatalf("the name is not kept in the box profile: %v", p)
	}
	e.mustShow("Ready: six lands in play.")
	e.tap("Start the session")
	if got := e.frame().title.Text; got != "Round 1" {
		t.Fatalf("title %q", got)
	}
	s := e.cgState()
	if s.DestinyFaction() != cardgame.Lords || s.Seats[0].Companions != 2 || s.Lands[5].ID != vik5 {
		t.Fatalf("state %+v", s)
	}
	e.mustShow("Misty Shore")
	e.mustShow("Now: Gods' fate: Lords spends 7 fate points on the destiny deck")
}

// A whole round through the widgets: the fate splitter, Dawn's turns, the
// rulebook's journey in the calculator, the horn, the upkeep, the swap.
func TestCardgameRoundThroughWidgets(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtFate))
	e.mustShow("Destiny player")
	e.mustShow("Bane player")

	// Gods' fate: Anna draws 3 then sends the rest to her pool.
	for range 3 {
		e.cgTapNth("1 card to the hand", 0)
	}
	e.mustShow("Hand 3 · Pool 0 · Left 4")
	e.cgTapNth("All 4 left to the pool", 0)
	// Ben starts his pool: his hand button locks.
	e.tap("1 card to the pool")
	e.mustShow("The hand is closed: the pool has been started.")
	if b := e.button("1 card to the hand"); b == nil || !b.Disabled() {
		t.Fatal("a fate point can go to the hand after the pool")
	}
	e.tap("All 6 left to the pool")

	// Dawn: either may open; Anna plays a companion, then both pass.
	e.mustShow("Either player may start")
	if n := len(e.buttons("Pass")); n != 2 {
		t.Fatalf("%d Pass buttons at the opening, want one per seat", n)
	}
	e.tap("Play a companion")
	e.mustShow("3 companions")
	e.mustShow("Waiting for Ben (Vikings).")
	if n := len(e.buttons("Pass")); n != 1 {
		t.Fatalf("%d Pass buttons after Anna acted, want Ben's only", n)
	}
	e.tap("Pass")
	e.mustShow("Ben (Vikings) passed: if Anna (Lords) passes too, the step ends.")
	e.tap("Pass")

	// Journey: Anna chooses Fortified Port; Ben opposes for free.
	e.mustShow("Journey 1: Anna (Lords) chooses a land")
	e.tap("Fortified Port\nBravery 4 · Cunning 0 · Power 0")
	e.tap("Oppose: a subtype matches, free")
	e.mustShow("Journey to Fortified Port, opposed by a companion (free: a subtype matches).")
	e.cgTapNth("Pass", 0)
	e.tap("Pass")

	// The calculator: 5/3/3 against 4/0/0 + 1/1/1 succeeds.
	e.mustShow("Journey 3: compare the party with the difficulty")
	plus := theme.ContentAddIcon()
	e.cgStep(plus, 0, 5) // the party: Bravery, Cunning, Power
	e.cgStep(plus, 1, 3)
	e.cgStep(plus, 2, 3)
	e.mustShow("Bravery: party 5, difficulty 4")
	e.mustShow("1 to spare")
	// On a phone each stepper says its comparison too, without scrolling.
	e.mustShow("Party 5 · difficulty 4 · 1 to spare")
	e.mustShow("Party 3 · difficulty 0 · 3 to spare")
	e.tap("Opponent")
	for i := range 3 {
		e.cgStep(plus, i, 1)
	}
	e.mustShow("Success: the party is at least equal in all three attributes.")
	e.mustShow("Bravery: party 5, difficulty 5")
	e.mustShow("Difficulty = land 4 + bane cards 0 + opposing companion 1")
	e.mustShow("Equal")
	e.mustShow("2 to spare")
	// One short in a single attribute fails.
	e.tap("Party")
	e.cgStep(theme.ContentRemoveIcon(), 0, 1)
	e.mustShow("Failure: short in Bravery.")
	e.mustShow("1 short")
	e.mustShow("Party 4 · difficulty 5 · 1 short")
	e.mustShow("Record: the journey fails")
	e.cgStep(plus, 0, 1)
	e.tap("Record: the journey succeeds")
	if j := e.cgState().Journey; !j.Success || j.Party != (cardgame.Attrs{Bravery: 5, Cunning: 3, Power: 3}) {
		t.Fatalf("journey %+v", j)
	}
	// An undo of the result brings the calculator back with its numbers.
	test.Tap(e.iconButton(theme.ContentUndoIcon()))
	e.mustShow("Party 5 · difficulty 5 · Equal")
	e.mustShow("Success: the party is at least equal in all three attributes.")
	e.tap("Record: the journey succeeds")
	e.mustShow("The opposing companion is destroyed: Ben (Vikings) has one companion fewer.")
	e.tap("Back from the journey")
	e.mustShow("0 companions")
	e.tap("Horn taken, effect used")
	e.mustShow("Horns: 1 of 3")
	e.mustShow("Conquered by Anna (Lords): one horn")

	// Dusk: pass, upkeep of Anna's three companions one by one.
	e.cgTapNth("Pass", 0)
	e.tap("Pass")
	e.mustShow("Companion 1 of 3")
	e.tap("Condition met")
	e.mustShow("Companion 2 of 3")
	e.tap("Destroy this companion")
	e.tap("Keep it: take 2 damage")
	e.mustShow("Discard piles: slid under their decks.")
	e.mustShow("one exhaustion marker off each card of Anna (Lords) and each land Ben (Vikings) used")
	e.tap("Clean-up done")
	e.mustShow("Ben (Vikings) takes the destiny marker and Anna (Lords) the bane marker for round 2.")
	e.tap("Swap roles: start round 2")
	if got := e.frame().title.Text; got != "Round 2" {
		t.Fatalf("title %q", got)
	}
	s := e.cgState()
	if s.DestinyFaction() != cardgame.Vikings || s.Seats[0].Companions != 2 || s.HornsOf(cardgame.Lords) != 1 {
		t.Fatalf("after the round: %+v", s)
	}
	// Ben may now use the bane effect of Anna's land... only when Anna is the
	// destiny player again: not this round.
	e.mustShow("Its bane effect is for Ben (Vikings), in rounds when Anna (Lords) is the destiny player.")

	// Undo steps back into round 1.
	test.Tap(e.iconButton(theme.ContentUndoIcon()))
	if got := e.frame().title.Text; got != "Round 1" {
		t.Fatalf("after undo: title %q", got)
	}
}

// Damage that cannot be paid ends the game, with the reason in words; paid
// damage only goes into the history.
func TestCardgameDamageLoss(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtUpkeep))
	e.cgTapNth("Damage…", 1) // Ben's
	e.mustShow("Damage to Ben (Vikings)")
	e.tap("Paid: cards destroyed")
	if e.cgState().Over() {
		t.Fatal("paid damage ended the game")
	}
	if text, _, _ := e.historyRow(); text != "Ben (Vikings): 1 damage taken and paid" {
		t.Fatalf("history %q", text)
	}
	e.mustShow("Companion 1 of 3")
	e.tap("Cannot pay the 2 damage")
	e.mustShow("cannot destroy enough cards from hand and destiny deck")
	e.tap("Record the loss")
	e.mustShow("Lost: Anna (Lords) could not pay 2 damage and loses: Ben (Vikings) wins.")
	if b := e.button("Condition met"); b != nil {
		t.Fatal("the upkeep is still offered after the loss")
	}
}

// Three horns win: the banner names the winner.
func TestCardgameThreeHorns(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtWon))
	if got := e.frame().title.Text; got != "Card game · Round 5" {
		t.Fatalf("desktop title %q", got)
	}
	e.mustShow("Won: Anna (Lords) has three victory horns and wins.")
	e.mustShow("Horns: 3 of 3")
	e.mustShow("Anna (Lords) wins with three horns")
	// Each seat lists the lands its player conquered.
	e.mustShow("Conquered: Example land A, Example land B, Example land D")
}

// The game in French: the setup's note, the calculator, the verdict.
func TestCardgameInFrench(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.a.Preferences().SetString(prefLanguage, "fr")
	e.u = New(e.a, e.w, e.store)
	e.u.ShowSetup(cardgame.Game.ID())
	e.mustShow("Skald ne propose que le duel à deux")
	e.mustShow("Choisissez la faction des deux joueurs.")
	e.mustShow("Seigneurs")

	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtResolve))
	// A phone's title is "Manche 2" when it fits whole on one line beside
	// the five buttons, else its short form: never a cut "Manc…".
	want := "Manche 2"
	if !e.frame().b.(*cgBoard).titleFits(want) {
		want = "Tour 2"
	}
	if got := e.frame().title.Text; got != want || !e.frame().b.(*cgBoard).titleFits(got) {
		t.Fatalf("title %q, want %q whole", got, want)
	}
	e.mustShow("Voyage 3\u00a0: comparer le groupe à la difficulté")
	e.mustShow("Adversaire")
	e.mustShow("Cartes Fléau")
	e.mustShow("Échec\u00a0: insuffisant en Bravoure.")
	plus := theme.ContentAddIcon()
	for i := range 3 {
		e.cgStep(plus, i, 5)
	}
	e.tap("Adversaire")
	for i := range 3 {
		e.cgStep(plus, i, 1)
	}
	e.mustShow("Groupe 5 · difficulté 5 · Égalité")
	e.mustShow("Réussite\u00a0: le groupe égale au moins la difficulté dans les trois attributs.")
	e.tap("Noter\u00a0: le voyage réussit")
	e.mustShow("Le compagnon opposé est détruit\u00a0: Anna (Seigneurs) a un compagnon de moins.")
}

// A refused command says which rule refuses it: here a companion count
// corrected in the middle of the upkeep.
func TestCardgameRefusalSaysWhy(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtUpkeep))
	// On a phone the seat's tile opens its damage and companions.
	e.tap("Anna (Lords)\nDestiny player\nHorns: 1 of 3\n3 companions")
	e.mustShow("Conquered: Example land A")   // the tile has no room for it
	e.cgStep(theme.ContentRemoveIcon(), 1, 1) // the companions stepper (the damage one comes first)
	e.tap("Save the count")
	e.mustShow("Not allowed: Finish the destiny player's upkeep before correcting the companion count.")
}

// Every step's screen fits a phone's width, in both languages, in normal and
// in the largest text.
func TestCardgameFitsAPhone(t *testing.T) {
	for _, size := range []string{"normal", "xlarge"} {
		for _, lang := range []string{"en", "fr"} {
			open := func() *env {
				e := newEnv(t, "", phoneSize)
				e.a.Preferences().SetString(prefLanguage, lang)
				e.a.Preferences().SetString(prefTextSize, size)
				e.u = New(e.a, e.w, e.store)
				return e
			}
			for _, at := range []string{seed.CardgameAtFate, seed.CardgameAtDawn, seed.CardgameAtChoose, seed.CardgameAtOppose,
				seed.CardgameAtEnd, seed.CardgameAtUpkeep, seed.CardgameAtCleanup, seed.CardgameAtResolve, seed.CardgameAtBane,
				seed.CardgameAtLost, seed.CardgameAtWon} {
				e := open()
				e.open(seed.CardgameSession(e.store, "Duel", at))
				if w := e.w.Canvas().Content().MinSize().Width; w > phoneSize.Width {
					t.Errorf("%s, %s text, %s: the screen needs %.0f points of width", lang, size, at, w)
				}
			}
			// The setup form, with the first destiny player and the lands.
			e := open()
			if err := seed.CardgameProfile(e.store); err != nil {
				t.Fatal(err)
			}
			e.u.ShowSetup(cardgame.Game.ID())
			e.cgTapNth(e.u.loc.Msg(cardgame.FactionName(cardgame.Lords)), 0)
			e.cgTapNth(e.u.loc.Msg(cardgame.FactionName(cardgame.Vikings)), 1)
			e.cgTapNth(e.u.loc.Msg(cardgame.FactionName(cardgame.Lords)), 2)
			if w := e.w.Canvas().Content().MinSize().Width; w > phoneSize.Width {
				t.Errorf("%s, %s text, setup: the screen needs %.0f points of width", lang, size, w)
			}
		}
	}
}

// The fate splitter takes a known number of hand cards in one tap, then the
// rest to the pool in a second: two taps for the whole split.
func TestCardgameFateInTwoTaps(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtFate))
	e.mustShow("Or draw several cards to the hand in one tap:")
	e.cgTapNth("3", 0) // Anna's row comes first
	e.mustShow("Hand 3 · Pool 0 · Left 4")
	if n := len(e.buttons("5")); n != 1 {
		t.Fatalf("%d buttons \"5\": Anna has 4 points left, only Ben's row may offer 5", n)
	}
	e.cgTapNth("All 4 left to the pool", 0)
	if f := e.cgState().Fate[0]; f.Hand != 3 || f.Pool != 4 || !f.Done {
		t.Fatalf("Anna's split %+v", f)
	}
	// Once the pool is started, no quick row for the hand.
	e.tap("1 card to the pool")
	if n := len(e.buttons("2")); n != 0 {
		t.Fatalf("%d quick hand buttons after the pool was started", n)
	}
	if f := e.cgState().Fate[1]; f.Hand != 0 || f.Pool != 1 || f.Done {
		t.Fatalf("Ben's split %+v", f)
	}
}

// On a phone, a skull on the bane player's card is recorded from the
// destiny player's seat in the turns panel, while the other is to play.
func TestCardgameDamageDuringTurns(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtDawn))
	e.mustShow("Waiting for Ben (Vikings).")
	e.cgTapNth("Damage…", 0) // Anna's, the only one in the turns panel
	e.mustShow("Damage to Anna (Lords)")
	e.cgStep(theme.ContentAddIcon(), 0, 1)
	e.tap("Paid: cards destroyed")
	h, err := e.frame().sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatalf("history %v %v", h, err)
	}
	if got := e.u.loc.Msg(h[0].Label); got != "Anna (Lords): 2 damage taken and paid" || e.cgState().Over() {
		t.Fatalf("last action %q, over %v", got, e.cgState().Over())
	}
	// Ben is still the one to play.
	e.mustShow("Waiting for Ben (Vikings).")
}

// A land whose symbols are not known yet: choosing it asks all three in one
// dialog (a tap row each); Save waits for the three, keeps them in the box
// profile and the journey goes on.
func TestCardgameNewLandOneDialog(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtNewLand))
	id := cardgame.LandID(cardgame.Lords, 2)
	e.tap("Example land A\nSymbols not known yet: asked when the land is chosen.")
	if n := len(e.w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs open, want one", n)
	}
	e.mustShow("How many symbols of each attribute does this land's unconquered side show? Kept in the box profile.")
	for _, a := range []string{"Bravery", "Cunning", "Power"} {
		e.mustShow(a)
	}
	save := e.button("Save")
	if save == nil || !save.Disabled() {
		t.Fatal("Save must wait for all three symbols")
	}
	// Rows of 0..10 in order: Bravery's, Cunning's, Power's.
	e.cgTapNth("3", 0)
	e.cgTapNth("0", 1)
	if !save.Disabled() {
		t.Fatal("Save is offered with Power missing")
	}
	e.cgTapNth("2", 2)
	e.tap("Save")
	if e.dialogOpen() {
		t.Fatal("a second dialog follows the first")
	}
	p, _ := e.store.Profile("cardgame")
	for a, want := range map[string]string{cardgame.Bravery: "3", cardgame.Cunning: "0", cardgame.Power: "2"} {
		if got := p[cardgame.LandAttrKey(id, a)]; got != want {
			t.Errorf("profile %s = %q, want %q", a, got, want)
		}
	}
	s := e.cgState()
	if s.Journey.Land != id || s.Step != cardgame.StepOppose {
		t.Fatalf("the journey did not go on: %+v", s.Journey)
	}
	if a, ok := cardgame.LandAttrs(s.Printed, id); !ok || a != (cardgame.Attrs{Bravery: 3, Cunning: 0, Power: 2}) {
		t.Fatalf("session symbols %+v %v", a, ok)
	}
}

// The history names the players who typed their names, in both languages.
func TestCardgameHistoryNamesPlayers(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess := e.open(seed.CardgameSession(e.store, "Duel", seed.CardgameAtChoose))
	entries, err := sess.History(0, 100)
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, en := range entries {
		labels = append(labels, e.u.loc.Msg(en.Label))
	}
	for _, want := range []string{"Anna (Lords): 3 cards drawn to the hand", "Ben (Vikings): pass", "Anna (Lords): pass"} {
		if !slices.Contains(labels, want) {
			t.Errorf("no history entry %q in %q", want, labels)
		}
	}
}
