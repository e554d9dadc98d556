package althing

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/althing"
)

// alState is the Althing session on screen.
func alState(e *kittest.Env) althing.State {
	e.T.Helper()
	return e.Frame().Sess.State().(althing.State)
}

// alOpen opens a seeded session.
func alOpen(e *kittest.Env, id int64) {
	e.T.Helper()
	if err := e.U.OpenSession(id); err != nil {
		e.T.Fatal(err)
	}
}

// From Home to the race, as the table does it: a normal game for three, the
// four stages entered in the order they were dealt, the race started; the
// first stage's requirements asked once and kept; one stage per phase; the
// phase handed on.
func TestAlthingTableDealAndFirstStage(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowSetup(althing.Game.ID())
	e.MustShow("New session · Althing")
	e.Tap("3")
	e.Tap("Normal game")
	e.MustShow("4 stages dealt at random after Kattegat, then Thing or Althing")
	e.Tap("Start the session")
	e.MustShow("Setting up the saga")
	e.MustShow("The track is not laid out yet.")

	e.Tap("Enter the stages you dealt")
	for _, st := range []string{"Eldaskali", "Snekkar", "Vegvisir", "Knorrer"} {
		e.Tap(st)
	}
	e.MustShow("4. Knorrer")
	e.Tap("OK")
	s := alState(e)
	if len(s.Track) != 6 || s.Track[5].Card != althing.Thing || s.Track[1].Card != althing.Eldaskali {
		t.Fatalf("track %+v", s.Track)
	}
	e.MustShow("1. Eldaskali · A")
	e.Tap("Start the race")
	e.MustShow("Turn 1: Player 1's phase")
	e.MustShow("Now: Player 1 — recruit Vikings")
	// Everyone stands on Kattegat A: no trick can reach anyone, and the board says why.
	e.MustShow("Troll: Player 2 stands on Sacred Ground (Kattegat A): no trick can reach them.")
	if e.Shows("Troll on Player") {
		t.Fatal("a trick is offered against a player on Sacred Ground")
	}

	// The first completion asks what Eldaskali (side A) needs, once each.
	e.TapPrefix("Complete Eldaskali")
	e.MustShow("What does Eldaskali (side A) ask for in gold?")
	e.Tap("2")
	e.MustShow("What does Eldaskali (side A) ask for in wood?")
	e.Tap("1")
	e.MustShow("What does Eldaskali (side A) ask for in bones?")
	e.Tap("0")
	if e.DialogOpen() {
		t.Fatalf("a question is still open: %q", e.Texts())
	}
	if p, _ := e.Store.Profile(althing.Game.ID()); p["althing.need.eldaskali.a.gold"] != "2" || p["althing.need.eldaskali.a.bones"] != "0" {
		t.Fatalf("requirements not kept in the box profile: %v", p)
	}
	if alState(e).Level("p1") != 1 {
		t.Fatal("Player 1's pawn did not move")
	}
	e.MustShow("Here: Player 1")
	e.MustShow("One stage per phase: the next one waits for your next phase.")
	if e.Shows("Complete Snekkar") {
		t.Fatal("a second stage is offered in the same phase")
	}
	e.Tap("End Player 1's phase: discard, draw up to 4")
	e.MustShow("Turn 1: Player 2's phase")
	// Player 1 has left Sacred Ground; Player 3 has not.
	e.MustShow("Troll on Player 1")
	if e.Shows("Troll on Player 3") {
		t.Fatal("a trick is offered against a player on Sacred Ground")
	}
	e.MustShow("On Kattegat (the start)")
}

// The Storm through the board: STORMUR forbids recruiting and the stage,
// OVEDUR recruiting only, then the card comes home; each state is written on
// the target's card.
func TestAlthingStormOnTheBoard(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	sess := e.Seeded(seed.AlthingNewGame(e.Store, "Storm"))
	alOpen(e, sess.Info().ID)
	e.MustShow("2. Dragvendil · B")
	e.MustShow("3. Knorrer · B") // turned over by the seed
	e.TapPrefix("Turn over")     // Kernelyd goes to side B
	if alState(e).Track[1].Side != althing.SideB {
		t.Fatal("Turn over did not flip Kernelyd")
	}
	// Kernelyd B lies on the table: what it asks is read off the card now,
	// once, into the box profile (the first "Fill in" is Kernelyd's).
	e.TapPrefix("Fill in")
	for _, r := range []string{"gold", "wood", "bones"} {
		e.MustShow("What does Kernelyd (side B) ask for in " + r + "?")
		e.Tap("1")
	}
	if e.DialogOpen() {
		t.Fatalf("a question is still open: %q", e.Texts())
	}
	if n, ok := alState(e).Need(alState(e).Track[1], althing.Bones); !ok || n != 1 {
		t.Fatalf("Kernelyd B bones %d, %v", n, ok)
	}
	if p, _ := e.Store.Profile(althing.Game.ID()); p["althing.need.kernelyd.b.wood"] != "1" {
		t.Fatalf("not kept in the box profile: %v", p)
	}
	e.Tap("Start the race")
	e.Tap("Storm on Player 2")
	e.MustShow("Player 2 may dodge it with Great Weather now.")
	e.MustShow("Player 2 dodges: Great Weather")
	e.Tap("End Player 1's phase: discard, draw up to 4")
	e.MustShow("Storm from Player 1 on STORMUR: no recruiting and no stage in this phase")
	e.MustShow("Storm (STORMUR): no recruiting in this phase.")
	e.MustShow("Player 2 — no stage this phase (Storm, STORMUR)")
	e.MustShow("Now: Player 2 — trick, dodge or event") // the next thing is one they can do
	if e.Shows("Recruit a Viking") || e.Shows("Complete Kernelyd") {
		t.Fatal("recruiting or a stage offered under STORMUR")
	}
	e.Tap("End Player 2's phase: discard, draw up to 4")
	e.MustShow("Storm from Player 1 on OVEDUR: no recruiting in their next phase, then the card goes home")
	e.MustShow("Storm: Your Storm Troll is already with an opponent.")
	e.Tap("End Player 1's phase: discard, draw up to 4")
	e.MustShow("Storm (OVEDUR): no recruiting in this phase.")
	e.TapPrefix("Complete Kernelyd (gold 1 · wood 1 · bones 1)") // known already: nothing asked
	if e.DialogOpen() || alState(e).Level("p2") != 1 {
		t.Fatalf("Kernelyd not completed at once: %q", e.Texts())
	}
	e.Tap("End Player 2's phase: discard, draw up to 4")
	if e.Shows("OVEDUR") || alState(e).StormFace("p2") != "" {
		t.Fatal("the Storm Troll did not come home")
	}
	e.MustShow("Storm on Player 2")
}

// Solo in table mode: Thorfinn's card entered by letter, what it does asked
// once and then played by the app; his Axe can be dodged with a Shield.
func TestAlthingSoloThorfinnCard(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess, err := e.Store.NewSession(althing.Game, "Solo", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}}}); err != nil {
		t.Fatal(err)
	}
	alOpen(e, sess.Info().ID)
	e.Tap("Start the race")
	// The expected length stands beside the turn in the heading (the phone's
	// top bar keeps to "Althing · Turn 1").
	e.MustShow("Turn 1 (expected 19–24): Thorfinn plays first")
	if got := e.Frame().Title.Text; got != "Althing · Turn 1" {
		t.Fatalf("phone title %q", got)
	}
	e.Tap("Enter Thorfinn's card")
	e.MustShow("Which letter did you turn up?")
	e.Tap("c")
	e.MustShow("Card c is up: Skald will ask once what it shows.")
	e.Tap("Play Thorfinn's card c")
	e.Tap("One action per card")
	e.MustShow("Thorfinn's card c: how many Vikings does he recruit?")
	e.Tap("1")
	e.Tap("Axe")
	if e.DialogOpen() {
		t.Fatalf("a question is still open: %q", e.Texts())
	}
	e.MustShow("Thorfinn's Axe: discard a card from your hand at random (a Shield stops it).")
	e.MustShow("Card c: recruits 1, then Axe: you discard a random card")
	e.MustShow("His hand: 1 Viking recruited")
	// The Axe took a card before this phase: what they hold, apart from the
	// size they draw up to.
	e.MustShow("Hand: draws up to 4 · held 3 when this phase began")
	e.Tap("Player 1 dodges: Shield")
	if alState(e).Last != nil || e.Shows("Thorfinn's Axe:") {
		t.Fatal("the Shield did not stop the Axe")
	}
	if e.Shows("Troll on Thorfinn") {
		t.Fatal("a Troll is offered against Thorfinn")
	}
	// The player's Axe on Thorfinn: only a Shield printed on his card stops
	// it (asked once); he holds no dodge to play afterwards.
	e.Tap("Axe on Thorfinn")
	e.Tap("No")
	if alState(e).Thorfinn.Hand != 0 {
		t.Fatalf("the Axe took nothing: Thorfinn holds %d", alState(e).Thorfinn.Hand)
	}
	if e.Shows("Thorfinn dodges") || e.Shows("a Shield stops it") {
		t.Fatal("Thorfinn is offered a dodge against the Axe")
	}
	e.MustShow("Your Axe on Thorfinn: draw one of his face-down Vikings at random")
	e.Tap("End Player 1's phase: discard, draw up to 4")
	e.MustShow("Turn 2 (expected 19–24): Thorfinn plays first")
	e.MustShow("His deck (6 cards): left 5 · played 1")
	e.MustShow("Already played since the last shuffle: c")
}

// The Assembly tracked in app mode: the row dealt by the app, a Viking
// recruited in one tap and its slot refilled at once.
func TestAlthingAssemblyRecruit(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	e.A.Preferences().SetString(althingMode.Pref, "app")
	sess, err := e.Store.NewSession(althing.Game, "Assembly", althing.Setup{Mode: althing.ModeCampaign1, Players: 2, Assembly: true})
	if err != nil {
		t.Fatal(err)
	}
	alOpen(e, sess.Info().ID)
	e.Tap("Reveal 5 Vikings for us")
	if alState(e).Assembly.Empty() != 0 {
		t.Fatal("the app did not deal the Assembly")
	}
	e.MustShow("Deck: 25 cards")
	e.Tap("Start the race")
	first := e.U.Loc.Msg(althing.VikingName(alState(e).Assembly.Row[0]))
	e.Tap(first + ": recruit")
	a := alState(e).Assembly
	if len(a.Taken) != 1 || a.Empty() != 0 || a.Deck.Size() != 24 {
		t.Fatalf("after recruiting: %+v", *a)
	}
	e.MustShow("1 Viking recruited so far")
	e.MustShow("Deck: 24 cards")
	// Only Troll and Untroll in the first campaign part.
	if e.Shows("Axe on") || e.Shows("Plot:") {
		t.Fatal("symbols of later parts offered in part 1")
	}
}

// The board and the setup in French.
func TestAlthingInFrench(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.StartIn("fr")
	sess := e.Seeded(seed.AlthingSession(e.Store, "Soirée"))
	alOpen(e, sess.Info().ID)
	e.MustShow("Tour 3\u00a0: Joueur 2 joue")
	e.MustShow("Piste de la saga")
	e.MustShow("Tempête jouée par Joueur 2, côté OVEDUR")
	// Player 2 plays now: the Veteran hand comes at the end of this phase.
	e.MustShow("Main\u00a0: pioche jusqu'à 4, 5 à la fin de cette phase (Vétéran)")
	e.MustShow("Joueur 2\u00a0: finir la phase (défausser, piocher jusqu'à 5)")
	if e.Shows("Player ") || e.Shows("Saga track") {
		t.Fatalf("English left on the French board: %q", e.Texts())
	}
	e.U.ShowSetup(althing.Game.ID())
	e.MustShow("Solo contre Thorfinn")
	e.Tap("Solo contre Thorfinn")
	e.MustShow("Difficile\u00a0: sans la carte d (16–20 tours)")
}

// The discovery campaign log: the parts in order with their results, the
// next part offered and started inside the campaign; the solo record.
func TestAlthingCampaignLog(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	d, solo, err := seed.AlthingCampaigns(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	ShowAlthingCampaign(e.U, d.ID)
	e.MustShow("Discovery, part 2 in progress · Part 1 played")
	e.MustShow("A tie on the last card: Player 1, Player 2 (turn 4).")
	e.MustShow("In progress, turn 1")
	e.MustShow("Not played yet.")
	// Part 2 is under way: the big button carries on with it.
	e.Tap("Resume: Discovery, part 2 (turn 1)")
	if st := alState(e); st.Setup.Mode != althing.ModeCampaign2 || st.Turn != 1 {
		t.Fatalf("resumed %s turn %d", st.Setup.Mode, st.Turn)
	}
	ShowAlthingCampaign(e.U, d.ID)
	e.Tap("New game: Discovery, part 2")
	e.MustShow("Fixed track: Kattegat A, Eldaskali, Knorrer, Drakkar, Kernelyd, Althing")
	e.Tap("Start the session")
	infos, err := e.Store.CampaignSessions(d.ID)
	if err != nil || len(infos) != 3 {
		t.Fatalf("campaign sessions %d, %v", len(infos), err)
	}
	if st := alState(e); st.Setup.Mode != althing.ModeCampaign2 {
		t.Fatalf("started %s", st.Setup.Mode)
	}

	// A finished part opened from the log leads back to it in one tap.
	ShowAlthingCampaign(e.U, d.ID)
	e.TapPrefix("Part 1 · ")
	e.MustShow("A tie on the last card")
	e.Tap("To the campaign log: Winter saga")
	e.MustShow("Discovery, part 2 in progress · Part 1 played")

	ShowAlthingCampaign(e.U, solo.ID)
	e.MustShow("Normal — games: 1, won: 1, lost: 0, tied: 0 · best win in 6 turns")
	e.MustShow("Hard — games: 0, won: 0, lost: 0, tied: 0")
	e.MustShow("You beat Thorfinn: you are King of the Vikings (turn 6).")
	// The difficulty is said once; the usual normal game is not named again.
	e.MustShow("Against Thorfinn · normal mode\nTrack: Kattegat B,")
	if e.Shows("normal · Normal game") {
		t.Fatal("the solo row says normal twice")
	}
	e.TapPrefix("Solo · ")
	e.MustShow("The saga ended in turn 6 (expected 19–24)")
	e.MustShow("To the campaign log: Me against Thorfinn")
}

// The saga alternative on the board: two branches of three side by side;
// from Kattegat either first stage is offered; a pawn that entered a branch
// is offered only that branch's next stage.
func TestAlthingSagaBranchesOnTheBoard(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.AlthingProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	sess, err := e.Store.NewSession(althing.Game, "Saga", althing.Setup{Mode: althing.ModeSaga, Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideA}, {Card: althing.Vegvisir, Side: althing.SideA}}}); err != nil {
		t.Fatal(err)
	}
	alOpen(e, sess.Info().ID)
	e.MustShow("Left branch")
	e.MustShow("Right branch")
	e.MustShow("Althing") // Drakkar is dealt: the Althing ends the track
	e.Tap("Start the race")
	e.MustShow("Complete Eldaskali")
	e.MustShow("Complete Kernelyd")
	e.TapPrefix("Complete Eldaskali")
	e.Tap("End Player 1's phase: discard, draw up to 4")
	e.Tap("End Player 2's phase: discard, draw up to 4")
	// Player 1 took the left branch: its next stage, Snekkar, and not Drakkar.
	e.MustShow("Complete Snekkar")
	if e.Shows("Complete Drakkar") {
		t.Fatal("the other branch is offered to a pawn bound to the left one")
	}
	if st := alState(e).StageAt("p1"); st.Card != althing.Eldaskali || st.Branch != althing.BranchLeft {
		t.Fatalf("Player 1 on %+v", st)
	}
}
