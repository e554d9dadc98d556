package althing

import (
	"errors"
	"slices"
	"testing"

	"skald/i18n"
	"skald/rules"
	"skald/rules/internal/rulestest"
)

// A dodge is a card played from the hand: a target whose hand is empty
// cannot dodge, and is told why. An Axe still open to a Shield has not taken
// its card yet, so a one-card hand can Shield it.
func TestDodgeNeedsACard(t *testing.T) {
	s := dealt(t, Setup{Mode: ModeNew, Players: 2, Kattegat: SideB}, testProfile(), straight...)
	for range 3 {
		s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2", Table: true})
	}
	if p, _ := s.Player("p2"); p.Hand != 1 {
		t.Fatalf("p2 holds %d after three Axes", p.Hand)
	}
	// The fourth Axe takes the last card; the Shield can still be that card.
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2", Table: true})
	if who, sym, ok := Dodger(s); !ok || who != "p2" || sym != SymShield {
		t.Fatalf("Dodger %q %q %v: a one-card hand can Shield the Axe", who, sym, ok)
	}
	if err := DodgeBlocked(s); err != nil {
		t.Fatalf("DodgeBlocked: %v", err)
	}
	shielded, _ := do(t, s, Command{Kind: CmdDodge})
	if p, _ := shielded.Player("p2"); p.Hand != 0 {
		t.Fatalf("p2 holds %d after Shielding with the last card", p.Hand)
	}

	// Now p2's hand is empty: a Troll on them cannot be dodged.
	for _, st := range []State{s, shielded} {
		st, _ = do(t, st, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p2"})
		if _, _, ok := Dodger(st); ok {
			t.Fatal("a dodge offered to an empty hand")
		}
		if slices.Contains(Allowed(st), CmdDodge) {
			t.Fatalf("Allowed %v offers a dodge to an empty hand", Allowed(st))
		}
		refused(t, st, Command{Kind: CmdDodge}, "althing.err.dodge_no_card")
		rulestest.Refused(t, DodgeBlocked(st), Command{Kind: CmdDodge}, "althing.err.dodge_no_card")
		rulestest.Refused(t, Check(st, Event{Kind: EvDodged, Who: "p2", Trick: SymTroll}), Command{Kind: CmdDodge}, "althing.err.dodge_no_card")
		if got := i18n.New("fr").Msg(refusalMsg(t, DodgeBlocked(st))); got != "Joueur 2 n'a plus de carte en main pour parer." {
			t.Errorf("fr reason %q", got)
		}
		// The Troll stands.
		if got := st.TrollsIn("p2"); !slices.Equal(got, []string{"p1"}) {
			t.Fatalf("Trolls in p2's deck %v", got)
		}
		// Drawing up at the end of p2's phase gives them cards to dodge with again.
		st = endPhase(t, st)
		st = endPhase(t, st)
		st, _ = do(t, st, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"})
		if who, _, ok := Dodger(st); !ok || who != "p2" || DodgeBlocked(st) != nil {
			t.Fatalf("p2 with a full hand cannot dodge: %v", DodgeBlocked(st))
		}
	}

	// Nothing open to a dodge: nothing blocked either.
	fresh := dealt(t, Setup{Mode: ModeNew, Players: 2, Kattegat: SideB}, testProfile(), straight...)
	if DodgeBlocked(fresh) != nil {
		t.Fatal("DodgeBlocked with no trick played")
	}
}

// When Thorfinn's card shows a Troll but both his Trolls are out, he must wait
// for one to come home: no Troll goes on the player's deck, nothing is open to
// an Untroll, and the card and the history say so.
func TestThorfinnTrollBothOut(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	p := with(with(testProfile(), thorfinnKey("a", "action", ""), ActTroll), thorfinnKey("f", "action", ""), ActTroll)
	s := solo(t, Setup{}, p)
	s = thorfinn(t, s, "a")
	s = endPhase(t, s)
	s = thorfinn(t, s, "b")
	if s.TrollsHome(ThorfinnID) != 0 {
		t.Fatalf("Thorfinn holds %d Trolls after playing two", s.TrollsHome(ThorfinnID))
	}
	s = endPhase(t, s)

	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn, Card: "f"})
	plan, err := ThorfinnPlan(s)
	if err != nil || !ThorfinnTrollBlocked(s, plan) {
		t.Fatalf("plan %+v %v: his Troll should be blocked", plan, err)
	}
	if got := en.Msg(PlanAction(s, plan)); got != "no Troll: both of his are already out" {
		t.Errorf("card before play says %q", got)
	}
	// A log written before the flag existed still replays, and plays no Troll.
	old := Event{Kind: EvThorfinnPlayed, Card: "f", N: 1, Action: ActTroll}
	if err := Check(s, old); err != nil {
		t.Fatalf("an older log refused: %v", err)
	}
	if got := Evolve(s, old).TrollsIn("p1"); len(got) != 2 {
		t.Fatalf("an older log put a third Troll out: %v", got)
	}

	played, evs := do(t, s, Command{Kind: CmdPlayThorfinn, Table: true})
	if len(evs) != 1 || !evs[0].NoTroll {
		t.Fatalf("events %+v: the Troll that stayed home is not recorded", evs)
	}
	if got := played.TrollsIn("p1"); !slices.Equal(got, []string{ThorfinnID, ThorfinnID}) {
		t.Fatalf("Trolls in p1's deck %v, want his two only", got)
	}
	if played.Last != nil {
		t.Fatalf("a trick open to a dodge: %+v", *played.Last)
	}
	if _, ok := CanDodge(played); ok {
		t.Fatal("an Untroll offered against a Troll that was never played")
	}
	if got := en.Msg(PlanAction(played, plan)); got != "no Troll: both of his are already out" {
		t.Errorf("card after play says %q", got)
	}
	lbl := Label(Command{Kind: CmdPlayThorfinn}, evs)
	if got := en.Msg(lbl); got != "Thorfinn plays card f: recruits 1, then no Troll: both of his are already out" {
		t.Errorf("en label %q", got)
	}
	if got := fr.Msg(lbl); got != "Thorfinn joue la carte f\u00a0: recrute 1, puis pas de Troll\u00a0: les deux siens sont déjà en jeu" {
		t.Errorf("fr label %q", got)
	}

	// Once the player sends one home, his next Troll card plays again.
	played, _ = do(t, played, Command{Kind: CmdUntroll, Owner: ThorfinnID})
	played = endPhase(t, played)
	for _, c := range []string{"c", "d", "e"} { // the rest of his deck
		played = thorfinn(t, played, c)
		played = endPhase(t, played)
	}
	played, _ = do(t, played, Command{Kind: CmdRevealThorfinn, Card: "a"})
	if plan, _ := ThorfinnPlan(played); ThorfinnTrollBlocked(played, plan) {
		t.Fatal("his Troll stays blocked with one at home")
	}
	if got := en.Msg(PlanAction(played, plan)); got != en.Msg(ActionName(ActTroll)) {
		t.Errorf("card with a Troll at home says %q", got)
	}
	rulestest.Refused(t, Check(played, Event{Kind: EvThorfinnPlayed, Card: "a", N: 1, Action: ActTroll, NoTroll: true}),
		Command{Kind: CmdPlayThorfinn}, "althing.err.thorfinn_plan")
	played, evs = do(t, played, Command{Kind: CmdPlayThorfinn, Table: true})
	if evs[0].NoTroll || len(played.TrollsIn("p1")) != 2 || played.Last == nil {
		t.Fatalf("the Troll was not played: %+v, Trolls in p1 %v", evs[0], played.TrollsIn("p1"))
	}
	if got := en.Msg(PlanAction(played, plan)); got != en.Msg(ActionName(ActTroll)) {
		t.Errorf("card after a real Troll says %q", got)
	}
}

// refusalMsg is the message of a refusal.
func refusalMsg(t testing.TB, err error) rules.Msg {
	t.Helper()
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("want a refusal, got %v", err)
	}
	return r.Msg
}

// Once the player dodged the trick of Thorfinn's card, the card says so:
// a Shield against his Axe, Untroll against his Troll, Great Weather against a
// shortage (at any time of the phase). A new card starts afresh.
func TestThorfinnTrickDodgedIsSaid(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	s := solo(t, Setup{}, testProfile())
	for _, tc := range []struct{ card, en, fr string }{
		{"b", "a Troll on top of your deck (dodged with Untroll)", "un Troll sur votre pioche (paré avec Détroll)"},
		{"c", "Axe: you discard a random card (dodged with Shield)", ""},
		{"e", "wood shortage: no wood for you this turn (dodged with Great Weather)", ""},
	} {
		s = thorfinn(t, s, tc.card)
		plan, err := ThorfinnPlan(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := en.Msg(PlanAction(s, plan)); got != en.Msg(ActionName(plan.Action)) {
			t.Errorf("card %s before the dodge says %q", tc.card, got)
		}
		if tc.card == "e" {
			s, _ = do(t, s, Command{Kind: CmdRecruit}) // the shortage can be lifted later on
		}
		s, _ = do(t, s, Command{Kind: CmdDodge})
		if !s.Thorfinn.Dodged {
			t.Fatalf("card %s: the dodge is not kept", tc.card)
		}
		if got := en.Msg(PlanAction(s, plan)); got != tc.en {
			t.Errorf("card %s after the dodge says %q", tc.card, got)
		}
		if got := fr.Msg(PlanAction(s, plan)); tc.fr != "" && got != tc.fr {
			t.Errorf("card %s after the dodge says %q", tc.card, got)
		}
		s = endPhase(t, s)
		if s.Thorfinn.Dodged {
			t.Fatal("the dodge outlived the turn")
		}
	}
	// A player's own Axe on Thorfinn, dodged by no one, marks nothing.
	s = thorfinn(t, s, "a")
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: ThorfinnID})
	if s.Thorfinn.Dodged || slices.Contains(Allowed(s), CmdDodge) {
		t.Fatal("Thorfinn dodged")
	}
}
