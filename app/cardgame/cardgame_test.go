package cardgame

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/cardgame"
)

// cgTapNth taps the n-th button (0-based) showing text.
func cgTapNth(e *kittest.Env, text string, n int) {
	e.T.Helper()
	bs := e.Buttons(text)
	if n >= len(bs) {
		e.T.Fatalf("no button %q number %d (%d on screen); texts: %q", text, n, len(bs), e.Texts())
	}
	if bs[n].Disabled() {
		e.T.Fatalf("button %q number %d is disabled", text, n)
	}
	test.Tap(bs[n])
}

// cgSteppers are the counters' − or + buttons, in screen order (a dialog's
// first): in the calculator, for each attribute, the party, the bane cards,
// the opposing companion.
func cgSteppers(e *kittest.Env, icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	for _, r := range e.Roots() {
		kittest.Walk(r, func(o fyne.CanvasObject) bool {
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

func cgStep(e *kittest.Env, icon fyne.Resource, i, times int) {
	e.T.Helper()
	bs := cgSteppers(e, icon)
	if i >= len(bs) {
		e.T.Fatalf("no stepper %d (%d found)", i, len(bs))
	}
	for range times {
		test.Tap(bs[i])
	}
}

func cgState(e *kittest.Env) cardgame.State {
	e.T.Helper()
	return e.Frame().Sess.State().(cardgame.State)
}

// Setup through the widgets: factions, the first destiny player, lands (one
// of them named on the spot and kept in the box profile), start.
func TestCardgameSetupThroughWidgets(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	vik5 := cardgame.LandID(cardgame.Vikings, 5)
	if err := seed.CardgameProfile(e.Store, cardgame.LandNameKey(vik5)); err != nil {
		t.Fatal(err)
	}
	e.U.ShowSetup(cardgame.Game.ID())
	e.MustShow("offers the two-player duel only")
	if b := e.Button("Start the session"); b == nil || !b.Disabled() {
		t.Fatal("Start must wait for the factions, the first player and the lands")
	}
	e.MustShow("Choose both players' factions.")
	cgTapNth(e, "Lords", 0)   // player 1
	cgTapNth(e, "Vikings", 1) // player 2
	cgTapNth(e, "2 companions", 0)
	e.MustShow("Choose the first destiny player.")
	cgTapNth(e, "Lords", 2) // the first destiny player: player 1
	e.MustShow("Lords: lands, 0 of 2")
	e.MustShow("Vikings: lands, 0 of 4")
	e.Tap("Example land A")
	e.Tap("Example land B")
	if b := e.Buttons("Land 1: tap to name it"); len(b) == 0 || !b[0].Disabled() {
		t.Fatal("a third Lords land can be chosen")
	}
	for _, l := range []string{"Fortified Port", "Example land D", "Example land E"} {
		e.Tap(l)
	}
	e.MustShow("Choose 1 more land.")
	// Vikings land 5 has no name yet: the app asks for it.
	unnamed := e.Buttons("Land 5: tap to name it")
	test.Tap(unnamed[len(unnamed)-1])
	if !e.DialogOpen() {
		t.Fatal("naming a land asks for its printed name")
	}
	e.MustShow("Vikings, land card 5 of 5: what name is printed on it?")
	test.Type(e.DialogEntry(), "Misty Shore")
	e.Tap("Save")
	if p, _ := e.Store.Profile("cardgame"); p[cardgame.LandNameKey(vik5)] != "Misty Shore" {
		t.Fatalf("the name is not kept in the box profile: %v", p)
	}
	e.MustShow("Ready: six lands in play.")
	e.Tap("Start the session")
	if got := e.Frame().Title.Text; got != "Round 1" {
		t.Fatalf("title %q", got)
	}
	s := cgState(e)
	if s.DestinyFaction() != cardgame.Lords || s.Seats[0].Companions != 2 || s.Lands[5].ID != vik5 {
		t.Fatalf("state %+v", s)
	}
	e.MustShow("Misty Shore")
	e.MustShow("Now: Gods' fate: Lords spends 7 fate points on the destiny deck")
}

// A whole round through the widgets: the fate splitter, Dawn's turns, the
// rulebook's journey in the calculator, the horn, the upkeep, the swap.
func TestCardgameRoundThroughWidgets(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtFate))
	e.MustStrip("Anna · Destiny · Horns: 0 of 3", "Ben · Bane · Horns: 0 of 3")

	// Gods' fate: Anna draws 3 then sends the rest to her pool.
	for range 3 {
		cgTapNth(e, "1 card to the hand", 0)
	}
	e.MustShow("Hand 3 · Pool 0 · Left 4")
	cgTapNth(e, "All 4 left to the pool", 0)
	// Ben starts his pool: his hand button locks.
	e.Tap("1 card to the pool")
	e.MustShow("The hand is closed: the pool has been started.")
	if b := e.Button("1 card to the hand"); b == nil || !b.Disabled() {
		t.Fatal("a fate point can go to the hand after the pool")
	}
	e.Tap("All 6 left to the pool")

	// Dawn: either may open; Anna plays a companion, then both pass.
	e.MustShow("Either player may start")
	if n := len(e.Buttons("Pass")); n != 2 {
		t.Fatalf("%d Pass buttons at the opening, want one per seat", n)
	}
	e.Tap("Play a companion")
	e.MustShow("3 companions")
	e.MustShow("Waiting for Ben (Vikings).")
	if n := len(e.Buttons("Pass")); n != 1 {
		t.Fatalf("%d Pass buttons after Anna acted, want Ben's only", n)
	}
	e.Tap("Pass")
	e.MustShow("Ben (Vikings) passed: if Anna (Lords) passes too, the step ends.")
	e.Tap("Pass")

	// Journey: Anna chooses Fortified Port; Ben opposes for free.
	e.MustShow("Journey 1: Anna (Lords) chooses a land")
	e.Tap("Fortified Port\nBravery 4 · Cunning 0 · Power 0")
	e.Tap("Oppose: a subtype matches, free")
	e.MustShow("Journey to Fortified Port, opposed by a companion (free: a subtype matches).")
	cgTapNth(e, "Pass", 0)
	e.Tap("Pass")

	// The calculator: 5/3/3 against 4/0/0 + 1/1/1 succeeds.
	e.MustShow("Journey 3: compare the party with the difficulty")
	plus := theme.ContentAddIcon()
	cgStep(e, plus, 0, 5) // the party: Bravery, Cunning, Power
	cgStep(e, plus, 1, 3)
	cgStep(e, plus, 2, 3)
	e.MustShow("Bravery: party 5, difficulty 4")
	e.MustShow("1 to spare")
	// On a phone each stepper says its comparison too, without scrolling.
	e.MustShow("Party 5 · difficulty 4 · 1 to spare")
	e.MustShow("Party 3 · difficulty 0 · 3 to spare")
	e.Tap("Opponent")
	for i := range 3 {
		cgStep(e, plus, i, 1)
	}
	e.MustShow("Success: the party is at least equal in all three attributes.")
	e.MustShow("Bravery: party 5, difficulty 5")
	e.MustShow("Difficulty = land 4 + bane cards 0 + opposing companion 1")
	e.MustShow("Equal")
	e.MustShow("2 to spare")
	// One short in a single attribute fails.
	e.Tap("Party")
	cgStep(e, theme.ContentRemoveIcon(), 0, 1)
	e.MustShow("Failure: short in Bravery.")
	e.MustShow("1 short")
	e.MustShow("Party 4 · difficulty 5 · 1 short")
	e.MustShow("Record: the journey fails")
	cgStep(e, plus, 0, 1)
	e.Tap("Record: the journey succeeds")
	if j := cgState(e).Journey; !j.Success || j.Party != (cardgame.Attrs{Bravery: 5, Cunning: 3, Power: 3}) {
		t.Fatalf("journey %+v", j)
	}
	// An undo of the result brings the calculator back with its numbers.
	test.Tap(e.IconButton(theme.ContentUndoIcon()))
	e.MustShow("Party 5 · difficulty 5 · Equal")
	e.MustShow("Success: the party is at least equal in all three attributes.")
	e.Tap("Record: the journey succeeds")
	e.MustShow("The opposing companion is destroyed: Ben (Vikings) has one companion fewer.")
	e.Tap("Back from the journey")
	e.MustShow("0 companions")
	e.Tap("Horn taken, effect used")
	e.MustShow("Horns: 1 of 3")
	e.MustShow("Conquered by Anna (Lords): one horn")

	// Dusk: pass, upkeep of Anna's three companions one by one.
	cgTapNth(e, "Pass", 0)
	e.Tap("Pass")
	e.MustShow("Companion 1 of 3")
	e.Tap("Condition met")
	e.MustShow("Companion 2 of 3")
	e.Tap("Destroy this companion")
	e.Tap("Keep it: take 2 damage")
	e.MustShow("Discard piles: slid under their decks.")
	e.MustShow("one exhaustion marker off each card of Anna (Lords) and each land Ben (Vikings) used")
	e.Tap("Clean-up done")
	e.MustShow("Ben (Vikings) takes the destiny marker and Anna (Lords) the bane marker for round 2.")
	e.Tap("Swap roles: start round 2")
	if got := e.Frame().Title.Text; got != "Round 2" {
		t.Fatalf("title %q", got)
	}
	s := cgState(e)
	if s.DestinyFaction() != cardgame.Vikings || s.Seats[0].Companions != 2 || s.HornsOf(cardgame.Lords) != 1 {
		t.Fatalf("after the round: %+v", s)
	}
	// Ben may now use the bane effect of Anna's land... only when Anna is the
	// destiny player again: not this round.
	e.MustShow("Its bane effect is for Ben (Vikings), in rounds when Anna (Lords) is the destiny player.")

	// Undo steps back into round 1.
	test.Tap(e.IconButton(theme.ContentUndoIcon()))
	if got := e.Frame().Title.Text; got != "Round 1" {
		t.Fatalf("after undo: title %q", got)
	}
}

// Damage that cannot be paid ends the game, with the reason in words; paid
// damage only goes into the history.
func TestCardgameDamageLoss(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtUpkeep))
	cgTapNth(e, "Damage…", 1) // Ben's
	e.MustShow("Damage to Ben (Vikings)")
	e.Tap("Paid: cards destroyed")
	if cgState(e).Over() {
		t.Fatal("paid damage ended the game")
	}
	if text, _, _ := e.HistoryRow(); text != "Ben (Vikings): 1 damage taken and paid" {
		t.Fatalf("history %q", text)
	}
	e.MustShow("Companion 1 of 3")
	e.Tap("Cannot pay the 2 damage")
	e.MustShow("cannot destroy enough cards from hand and destiny deck")
	e.Tap("Record the loss")
	e.MustShow("Lost: Anna (Lords) could not pay 2 damage and loses: Ben (Vikings) wins.")
	if b := e.Button("Condition met"); b != nil {
		t.Fatal("the upkeep is still offered after the loss")
	}
}

// Three horns win: the banner names the winner.
func TestCardgameThreeHorns(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtWon))
	if got := e.Frame().Title.Text; got != "Card game · Round 5" {
		t.Fatalf("desktop title %q", got)
	}
	e.MustShow("Won: Anna (Lords) has three victory horns and wins.")
	e.MustShow("Horns: 3 of 3")
	e.MustShow("Anna (Lords) wins with three horns")
	// Each seat lists the lands its player conquered.
	e.MustShow("Conquered: Example land A, Example land B, Example land D")
}

// The game in French: the setup's note, the calculator, the verdict.
func TestCardgameInFrench(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.StartIn("fr")
	e.U.ShowSetup(cardgame.Game.ID())
	e.MustShow("Skald ne propose que le duel à deux")
	e.MustShow("Choisissez la faction des deux joueurs.")
	e.MustShow("Seigneurs")

	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtResolve))
	// A phone's title is "Manche 2" when it fits whole on one line beside
	// the five buttons, else its short form: never a cut "Manc…".
	want := "Manche 2"
	if !e.Frame().B.(*cgBoard).titleFits(want) {
		want = "Tour 2"
	}
	if got := e.Frame().Title.Text; got != want || !e.Frame().B.(*cgBoard).titleFits(got) {
		t.Fatalf("title %q, want %q whole", got, want)
	}
	e.MustShow("Voyage 3\u00a0: comparer le groupe à la difficulté")
	e.MustShow("Adversaire")
	e.MustShow("Cartes Fléau")
	e.MustShow("Échec\u00a0: insuffisant en Bravoure.")
	plus := theme.ContentAddIcon()
	for i := range 3 {
		cgStep(e, plus, i, 5)
	}
	e.Tap("Adversaire")
	for i := range 3 {
		cgStep(e, plus, i, 1)
	}
	e.MustShow("Groupe 5 · difficulté 5 · Égalité")
	e.MustShow("Réussite\u00a0: le groupe égale au moins la difficulté dans les trois attributs.")
	e.Tap("Noter\u00a0: le voyage réussit")
	e.MustShow("Le compagnon opposé est détruit\u00a0: Anna (Seigneurs) a un compagnon de moins.")
}

// A refused command says which rule refuses it: here a companion count
// corrected in the middle of the upkeep.
func TestCardgameRefusalSaysWhy(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtUpkeep))
	// On a phone the seat's tile opens its damage and companions.
	e.Tap("Anna (Lords)\n3 companions")
	e.MustShow("Conquered: Example land A")    // the tile has no room for it
	cgStep(e, theme.ContentRemoveIcon(), 1, 1) // the companions stepper (the damage one comes first)
	e.Tap("Save the count")
	e.MustShow("Not allowed: Finish the destiny player's upkeep before correcting the companion count.")
}

// Every step's screen fits a phone's width, in both languages, in normal and
// in the largest text.
func TestCardgameFitsAPhone(t *testing.T) {
	for _, size := range []string{"normal", "xlarge"} {
		for _, lang := range []string{"en", "fr"} {
			open := func() *kittest.Env {
				e := kittest.NewEnv(t, "", kittest.PhoneSize)
				e.A.Preferences().SetString(kit.PrefLanguage, lang)
				e.A.Preferences().SetString(kit.PrefTextSize, size)
				e.U = kit.New(e.A, e.W, e.Store)
				return e
			}
			for _, at := range []string{seed.CardgameAtFate, seed.CardgameAtDawn, seed.CardgameAtChoose, seed.CardgameAtOppose,
				seed.CardgameAtEnd, seed.CardgameAtUpkeep, seed.CardgameAtCleanup, seed.CardgameAtResolve, seed.CardgameAtBane,
				seed.CardgameAtLost, seed.CardgameAtWon} {
				e := open()
				e.Open(seed.CardgameSession(e.Store, "Duel", at))
				if w := e.W.Canvas().Content().MinSize().Width; w > kittest.PhoneSize.Width {
					t.Errorf("%s, %s text, %s: the screen needs %.0f points of width", lang, size, at, w)
				}
			}
			// The setup form, with the first destiny player and the lands.
			e := open()
			if err := seed.CardgameProfile(e.Store); err != nil {
				t.Fatal(err)
			}
			e.U.ShowSetup(cardgame.Game.ID())
			cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Lords)), 0)
			cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Vikings)), 1)
			cgTapNth(e, e.U.Loc.Msg(cardgame.FactionName(cardgame.Lords)), 2)
			if w := e.W.Canvas().Content().MinSize().Width; w > kittest.PhoneSize.Width {
				t.Errorf("%s, %s text, setup: the screen needs %.0f points of width", lang, size, w)
			}
		}
	}
}

// The fate splitter takes a known number of hand cards in one tap, then the
// rest to the pool in a second: two taps for the whole split.
func TestCardgameFateInTwoTaps(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtFate))
	e.MustShow("Or draw several cards to the hand in one tap:")
	cgTapNth(e, "3", 0) // Anna's row comes first
	e.MustShow("Hand 3 · Pool 0 · Left 4")
	if n := len(e.Buttons("5")); n != 1 {
		t.Fatalf("%d buttons \"5\": Anna has 4 points left, only Ben's row may offer 5", n)
	}
	cgTapNth(e, "All 4 left to the pool", 0)
	if f := cgState(e).Fate[0]; f.Hand != 3 || f.Pool != 4 || !f.Done {
		t.Fatalf("Anna's split %+v", f)
	}
	// Once the pool is started, no quick row for the hand.
	e.Tap("1 card to the pool")
	if n := len(e.Buttons("2")); n != 0 {
		t.Fatalf("%d quick hand buttons after the pool was started", n)
	}
	if f := cgState(e).Fate[1]; f.Hand != 0 || f.Pool != 1 || f.Done {
		t.Fatalf("Ben's split %+v", f)
	}
}

// On a phone, a skull on the bane player's card is recorded from the
// destiny player's seat in the turns panel, while the other is to play.
func TestCardgameDamageDuringTurns(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtDawn))
	e.MustShow("Waiting for Ben (Vikings).")
	cgTapNth(e, "Damage…", 0) // Anna's, the only one in the turns panel
	e.MustShow("Damage to Anna (Lords)")
	cgStep(e, theme.ContentAddIcon(), 0, 1)
	e.Tap("Paid: cards destroyed")
	h, err := e.Frame().Sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatalf("history %v %v", h, err)
	}
	if got := e.U.Loc.Msg(h[0].Label); got != "Anna (Lords): 2 damage taken and paid" || cgState(e).Over() {
		t.Fatalf("last action %q, over %v", got, cgState(e).Over())
	}
	// Ben is still the one to play.
	e.MustShow("Waiting for Ben (Vikings).")
}

// A land whose symbols are not known yet: choosing it asks all three in one
// dialog (a tap row each); Save waits for the three, keeps them in the box
// profile and the journey goes on.
func TestCardgameNewLandOneDialog(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtNewLand))
	id := cardgame.LandID(cardgame.Lords, 2)
	e.Tap("Example land A\nSymbols not known yet: asked when the land is chosen.")
	if n := len(e.W.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs open, want one", n)
	}
	e.MustShow("How many symbols of each attribute does this land's unconquered side show? Kept in the box profile.")
	for _, a := range []string{"Bravery", "Cunning", "Power"} {
		e.MustShow(a)
	}
	save := e.Button("Save")
	if save == nil || !save.Disabled() {
		t.Fatal("Save must wait for all three symbols")
	}
	// Rows of 0..10 in order: Bravery's, Cunning's, Power's.
	cgTapNth(e, "3", 0)
	cgTapNth(e, "0", 1)
	if !save.Disabled() {
		t.Fatal("Save is offered with Power missing")
	}
	cgTapNth(e, "2", 2)
	e.Tap("Save")
	if e.DialogOpen() {
		t.Fatal("a second dialog follows the first")
	}
	p, _ := e.Store.Profile("cardgame")
	for a, want := range map[string]string{cardgame.Bravery: "3", cardgame.Cunning: "0", cardgame.Power: "2"} {
		if got := p[cardgame.LandAttrKey(id, a)]; got != want {
			t.Errorf("profile %s = %q, want %q", a, got, want)
		}
	}
	s := cgState(e)
	if s.Journey.Land != id || s.Step != cardgame.StepOppose {
		t.Fatalf("the journey did not go on: %+v", s.Journey)
	}
	if a, ok := cardgame.LandAttrs(s.Printed, id); !ok || a != (cardgame.Attrs{Bravery: 3, Cunning: 0, Power: 2}) {
		t.Fatalf("session symbols %+v %v", a, ok)
	}
}

// The history names the players who typed their names, in both languages.
func TestCardgameHistoryNamesPlayers(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess := e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtChoose))
	entries, err := sess.History(0, 100)
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, en := range entries {
		labels = append(labels, e.U.Loc.Msg(en.Label))
	}
	for _, want := range []string{"Anna (Lords): 3 cards drawn to the hand", "Ben (Vikings): pass", "Anna (Lords): pass"} {
		if !slices.Contains(labels, want) {
			t.Errorf("no history entry %q in %q", want, labels)
		}
	}
}
