package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/rules/althing"
)

// alState is the Althing session on screen.
func (e *env) alState() althing.State {
	e.t.Helper()
	return e.frame().sess.State().(althing.State)
}

// alTapPrefix taps the tile or button whose text starts with prefix.
func (e *env) alTapPrefix(prefix string) {
	e.t.Helper()
	o := e.find(func(o fyne.CanvasObject) bool {
		switch b := o.(type) {
		case *widget.Button:
			return strings.HasPrefix(b.Text, prefix) && !b.Disabled()
		case *tile:
			return strings.HasPrefix(b.Text(), prefix) && !b.Disabled()
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

// alOpen opens a seeded session.
func (e *env) alOpen(id int64) {
	e.t.Helper()
	if err := e.u.OpenSession(id); err != nil {
		e.t.Fatal(err)
	}
}

// From Home to the race, as the table does it: a normal game for three, the
// four stages entered in the order they were dealt, the race started; the
// first stage's requirements asked once and kept; one stage per phase; the
// phase handed on.
func TestAlthingTableDealAndFirstStage(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowHome()
	e.tap("New session")
	e.tap("Althing")
	e.mustShow("New session · Althing")
	e.tap("3")
	e.tap("Normal game")
	e.mustShow("4 stages dealt at random after Kattegat, then Thing or Althing")
	e.tap("Start the session")
	e.mustShow("Setting up the saga")
	e.mustShow("The track is not laid out yet.")

	e.tap("Enter the stages you dealt")
	for _, st := range []string{"Eldaskali", "Snekkar", "Vegvisir", "Knorrer"} {
		e.tap(st)
	}
	e.mustShow("4. Knorrer")
	e.tap("OK")
	s := e.alState()
	if len(s.Track) != 6 || s.Track[5].Card != althing.Thing || s.Track[1].Card != althing.Eldaskali {
		t.Fatalf("track %+v", s.Track)
	}
	e.mustShow("1. Eldaskali · A")
	e.tap("Start the race")
	e.mustShow("Turn 1: Player 1's phase")
	e.mustShow("Now: Player 1 — recruit Vikings")
	// Everyone stands on Kattegat A: no trick can reach anyone, and the board says why.
	e.mustShow("Troll: Player 2 stands on Sacred Ground (Kattegat A): no trick can reach them.")
	if e.shows("Troll on Player") {
		t.Fatal("a trick is offered against a player on Sacred Ground")
	}

	// The first completion asks what Eldaskali (side A) needs, once each.
	e.alTapPrefix("Complete Eldaskali")
	e.mustShow("What does Eldaskali (side A) ask for in gold?")
	e.tap("2")
	e.mustShow("What does Eldaskali (side A) ask for in wood?")
	e.tap("1")
	e.mustShow("What does Eldaskali (side A) ask for in bones?")
	e.tap("0")
	if e.dialogOpen() {
		t.Fatalf("a question is still open: %q", e.texts())
	}
	if p, _ := e.store.Profile(althing.Game.ID()); p["althing.need.eldaskali.a.gold"] != "2" || p["althing.need.eldaskali.a.bones"] != "0" {
		t.Fatalf("requirements not kept in the box profile: %v", p)
	}
	if e.alState().Level("p1") != 1 {
		t.Fatal("Player 1's pawn did not move")
	}
	e.mustShow("Here: Player 1")
	e.mustShow("One stage per phase: the next one waits for your next phase.")
	if e.shows("Complete Snekkar") {
		t.Fatal("a second stage is offered in the same phase")
	}
	e.tap("End Player 1's phase: discard, draw up to 4")
	e.mustShow("Turn 1: Player 2's phase")
	// Player 1 has left Sacred Ground; Player 3 has not.
	e.mustShow("Troll on Player 1")
	if e.shows("Troll on Player 3") {
		t.Fatal("a trick is offered against a player on Sacred Ground")
	}
	e.mustShow("On Kattegat (the start)")
}

// The Storm through the board: STORMUR forbids recruiting and the stage,
// OVEDUR recruiting only, then the card comes home; each state is written on
// the target's card.
func TestAlthingStormOnTheBoard(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	sess, err := seed.AlthingNewGame(e.store, "Storm")
	if err != nil {
		t.Fatal(err)
	}
	e.alOpen(sess.Info().ID)
	e.mustShow("2. Dragvendil · B")
	e.mustShow("3. Knorrer · B") // turned over by the seed
	e.alTapPrefix("Turn over")   // Kernelyd goes to side B
	if e.alState().Track[1].Side != althing.SideB {
		t.Fatal("Turn over did not flip Kernelyd")
	}
	// Kernelyd B lies on the table: what it asks is read off the card now,
	// once, into the box profile (the first "Fill in" is Kernelyd's).
	e.alTapPrefix("Fill in")
	for _, r := range []string{"gold", "wood", "bones"} {
		e.mustShow("What does Kernelyd (side B) ask for in " + r + "?")
		e.tap("1")
	}
	if e.dialogOpen() {
		t.Fatalf("a question is still open: %q", e.texts())
	}
	if n, ok := e.alState().Need(e.alState().Track[1], althing.Bones); !ok || n != 1 {
		t.Fatalf("Kernelyd B bones %d, %v", n, ok)
	}
	if p, _ := e.store.Profile(althing.Game.ID()); p["althing.need.kernelyd.b.wood"] != "1" {
		t.Fatalf("not kept in the box profile: %v", p)
	}
	e.tap("Start the race")
	e.tap("Storm on Player 2")
	e.mustShow("Player 2 may dodge it with Great Weather now.")
	e.mustShow("Player 2 dodges: Great Weather")
	e.tap("End Player 1's phase: discard, draw up to 4")
	e.mustShow("Storm from Player 1 on STORMUR: no recruiting and no stage in this phase")
	e.mustShow("Storm (STORMUR): no recruiting in this phase.")
	e.mustShow("Player 2 — no stage this phase (Storm, STORMUR)")
	e.mustShow("Now: Player 2 — trick, dodge or event") // the next thing is one they can do
	if e.shows("Recruit a Viking") || e.shows("Complete Kernelyd") {
		t.Fatal("recruiting or a stage offered under STORMUR")
	}
	e.tap("End Player 2's phase: discard, draw up to 4")
	e.mustShow("Storm from Player 1 on OVEDUR: no recruiting in their next phase, then the card goes home")
	e.mustShow("Storm: Your Storm Troll is already with an opponent.")
	e.tap("End Player 1's phase: discard, draw up to 4")
	e.mustShow("Storm (OVEDUR): no recruiting in this phase.")
	e.alTapPrefix("Complete Kernelyd (gold 1 · wood 1 · bones 1)") // known already: nothing asked
	if e.dialogOpen() || e.alState().Level("p2") != 1 {
		t.Fatalf("Kernelyd not completed at once: %q", e.texts())
	}
	e.tap("End Player 2's phase: discard, draw up to 4")
	if e.shows("OVEDUR") || e.alState().StormFace("p2") != "" {
		t.Fatal("the Storm Troll did not come home")
	}
	e.mustShow("Storm on Player 2")
}

// Solo in table mode: Thorfinn's card entered by letter, what it does asked
// once and then played by the app; his Axe can be dodged with a Shield.
func TestAlthingSoloThorfinnCard(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	sess, err := e.store.NewSession(althing.Game, "Solo", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}}}); err != nil {
		t.Fatal(err)
	}
	e.alOpen(sess.Info().ID)
	e.tap("Start the race")
	// The expected length stands beside the turn in the heading (the phone's
	// top bar keeps to "Althing · Turn 1").
	e.mustShow("Turn 1 (expected 19–24): Thorfinn plays first")
	if got := e.frame().title.Text; got != "Althing · Turn 1" {
		t.Fatalf("phone title %q", got)
	}
	e.tap("Enter Thorfinn's card")
	e.mustShow("Which letter did you turn up?")
	e.tap("c")
	e.mustShow("Card c is up: Skald will ask once what it shows.")
	e.tap("Play Thorfinn's card c")
	e.tap("One action per card")
	e.mustShow("Thorfinn's card c: how many Vikings does he recruit?")
	e.tap("1")
	e.tap("Axe")
	if e.dialogOpen() {
		t.Fatalf("a question is still open: %q", e.texts())
	}
	e.mustShow("Thorfinn's Axe: discard a card of your hand at random (a Shield stops it).")
	e.mustShow("Card c: recruits 1, then Axe: you discard a random card")
	e.mustShow("His hand: 1 Viking recruited")
	// The Axe took a card before this phase: what they hold, apart from the
	// size they draw up to.
	e.mustShow("Hand: draws up to 4 · held 3 when this phase began")
	e.tap("Player 1 dodges: Shield")
	if e.alState().Last != nil || e.shows("Thorfinn's Axe:") {
		t.Fatal("the Shield did not stop the Axe")
	}
	if e.shows("Troll on Thorfinn") {
		t.Fatal("a Troll is offered against Thorfinn")
	}
	// The player's Axe on Thorfinn: only a Shield printed on his card stops
	// it (asked once); he holds no dodge to play afterwards.
	e.tap("Axe on Thorfinn")
	e.tap("No")
	if e.alState().Thorfinn.Hand != 0 {
		t.Fatalf("the Axe took nothing: Thorfinn holds %d", e.alState().Thorfinn.Hand)
	}
	if e.shows("Thorfinn dodges") || e.shows("a Shield stops it") {
		t.Fatal("Thorfinn is offered a dodge against the Axe")
	}
	e.mustShow("Your Axe on Thorfinn: draw one of his face-down Vikings at random")
	e.tap("End Player 1's phase: discard, draw up to 4")
	e.mustShow("Turn 2 (expected 19–24): Thorfinn plays first")
	e.mustShow("His deck: 5 left, 1 played (6 cards)")
	e.mustShow("Already played since the last shuffle: c")
}

// The Assembly tracked in app mode: the row dealt by the app, a Viking
// recruited in one tap and its slot refilled at once.
func TestAlthingAssemblyRecruit(t *testing.T) {
	e := newEnv(t, "", desktopSize)
	e.a.Preferences().SetString(prefAlthingMode, althingModeApp)
	sess, err := e.store.NewSession(althing.Game, "Assembly", althing.Setup{Mode: althing.ModeCampaign1, Players: 2, Assembly: true})
	if err != nil {
		t.Fatal(err)
	}
	e.alOpen(sess.Info().ID)
	e.tap("Reveal 5 Vikings for us")
	if e.alState().Assembly.Empty() != 0 {
		t.Fatal("the app did not deal the Assembly")
	}
	e.mustShow("Deck: 25 cards")
	e.tap("Start the race")
	first := e.u.loc.Msg(althing.VikingName(e.alState().Assembly.Row[0]))
	e.tap(first + ": recruit")
	a := e.alState().Assembly
	if len(a.Taken) != 1 || a.Empty() != 0 || a.Deck.Size() != 24 {
		t.Fatalf("after recruiting: %+v", *a)
	}
	e.mustShow("1 Viking recruited so far")
	e.mustShow("Deck: 24 cards")
	// Only Troll and Untroll in the first campaign part.
	if e.shows("Axe on") || e.shows("Plot:") {
		t.Fatal("symbols of later parts offered in part 1")
	}
}

// The board and the setup in French.
func TestAlthingInFrench(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.a.Preferences().SetString(prefLanguage, "fr")
	e.u = New(e.a, e.w, e.store)
	sess, err := seed.AlthingSession(e.store, "Soirée")
	if err != nil {
		t.Fatal(err)
	}
	e.alOpen(sess.Info().ID)
	e.mustShow("Tour 3\u00a0: phase de Joueur 2")
	e.mustShow("Piste de la saga")
	e.mustShow("Tempête de Joueur 2 sur OVEDUR")
	// Player 2 plays now: the Veteran hand comes at the end of this phase.
	e.mustShow("Main\u00a0: pioche jusqu'à 4, 5 à la fin de cette phase (Vétéran)")
	e.mustShow("Finir la phase de Joueur 2\u00a0: défausser, piocher jusqu'à 5")
	if e.shows("Player ") || e.shows("Saga track") {
		t.Fatalf("English left on the French board: %q", e.texts())
	}
	e.u.ShowSetup(althing.Game.ID())
	e.mustShow("Solo contre Thorfinn")
	e.tap("Solo contre Thorfinn")
	e.mustShow("Difficile\u00a0: sans la carte d (16–20 tours)")
}

// The discovery campaign log: the parts in order with their results, the
// next part offered and started inside the campaign; the solo record.
func TestAlthingCampaignLog(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	d, solo, err := seed.AlthingCampaigns(e.store)
	if err != nil {
		t.Fatal(err)
	}
	e.u.ShowAlthingCampaign(d.ID)
	e.mustShow("Next: Discovery, part 2")
	e.mustShow("A tie on the last card: Player 1, Player 2 (turn 4).")
	e.mustShow("In progress, turn 1")
	e.mustShow("Not played yet.")
	// Part 2 is under way: the big button carries on with it.
	e.tap("Resume: Discovery, part 2 (turn 1)")
	if st := e.alState(); st.Setup.Mode != althing.ModeCampaign2 || st.Turn != 1 {
		t.Fatalf("resumed %s turn %d", st.Setup.Mode, st.Turn)
	}
	e.u.ShowAlthingCampaign(d.ID)
	e.tap("Play Discovery, part 2")
	e.mustShow("Fixed track: Kattegat A, Eldaskali, Knorrer, Drakkar, Kernelyd, Althing")
	e.tap("Start the session")
	infos, err := e.store.CampaignSessions(d.ID)
	if err != nil || len(infos) != 3 {
		t.Fatalf("campaign sessions %d, %v", len(infos), err)
	}
	if st := e.alState(); st.Setup.Mode != althing.ModeCampaign2 {
		t.Fatalf("started %s", st.Setup.Mode)
	}

	// A finished part opened from the log leads back to it in one tap.
	e.u.ShowAlthingCampaign(d.ID)
	e.alTapPrefix("Discovery, part 1 · 2 players")
	e.mustShow("A tie on the last card")
	e.tap("To the campaign log: Winter saga")
	e.mustShow("Next: Discovery, part 2")

	e.u.ShowAlthingCampaign(solo.ID)
	e.mustShow("Normal — games: 1, won: 1, lost: 0, tied: 0 · best win in 6 turns")
	e.mustShow("Hard — games: 0, won: 0, lost: 0, tied: 0")
	e.mustShow("You beat Thorfinn: you are King of the Vikings (turn 6).")
	// The difficulty is said once; the usual normal game is not named again.
	e.mustShow("Against Thorfinn · normal mode · ")
	if e.shows("normal · Normal game") {
		t.Fatal("the solo row says normal twice")
	}
	e.alTapPrefix("Against Thorfinn")
	e.mustShow("The saga ended in turn 6 (expected 19–24)")
	e.mustShow("To the campaign log: Me against Thorfinn")
}

// The saga alternative on the board: two branches of three side by side;
// from Kattegat either first stage is offered; a pawn that entered a branch
// is offered only that branch's next stage.
func TestAlthingSagaBranchesOnTheBoard(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	if err := seed.AlthingProfile(e.store); err != nil {
		t.Fatal(err)
	}
	sess, err := e.store.NewSession(althing.Game, "Saga", althing.Setup{Mode: althing.ModeSaga, Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideA}, {Card: althing.Vegvisir, Side: althing.SideA}}}); err != nil {
		t.Fatal(err)
	}
	e.alOpen(sess.Info().ID)
	e.mustShow("Left branch")
	e.mustShow("Right branch")
	e.mustShow("Althing") // Drakkar is dealt: the Althing ends the track
	e.tap("Start the race")
	e.mustShow("Complete Eldaskali")
	e.mustShow("Complete Kernelyd")
	e.alTapPrefix("Complete Eldaskali")
	e.tap("End Player 1's phase: discard, draw up to 4")
	e.tap("End Player 2's phase: discard, draw up to 4")
	// Player 1 took the left branch: its next stage, Snekkar, and not Drakkar.
	e.mustShow("Complete Snekkar")
	if e.shows("Complete Drakkar") {
		t.Fatal("the other branch is offered to a pawn bound to the left one")
	}
	if st := e.alState().StageAt("p1"); st.Card != althing.Eldaskali || st.Branch != althing.BranchLeft {
		t.Fatalf("Player 1 on %+v", st)
	}
}
