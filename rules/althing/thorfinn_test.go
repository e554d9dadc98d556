package althing

import (
	"slices"
	"testing"

	"skald/rules/internal/rulestest"
)

func solo(t testing.TB, su Setup, p map[string]string) State {
	su.Players, su.Solo = 1, true
	if su.Mode == "" {
		su.Mode = ModeNormal
	}
	return dealt(t, su, p, straight...)
}

// Thorfinn plays first, one stage ahead of the player; his deck is six cards
// (five in hard mode, without d), one turned up each turn, reshuffled once
// all have been seen.
func TestThorfinnDeck(t *testing.T) {
	for _, hard := range []bool{false, true} {
		s := solo(t, Setup{Hard: hard}, testProfile())
		n := 6
		if hard {
			n = 5
		}
		if s.ActiveID() != ThorfinnID || s.Level(ThorfinnID) != 1 || s.Level("p1") != 0 {
			t.Fatalf("start: active %s, Thorfinn level %d", s.ActiveID(), s.Level(ThorfinnID))
		}
		refused(t, s, Command{Kind: CmdRecruit}, "althing.err.thorfinn_first")
		refused(t, s, Command{Kind: CmdPlayThorfinn}, "althing.err.reveal_first")
		seen := map[string]int{}
		for turn := 1; turn <= 2*n; turn++ {
			var evs []Event
			s, evs = doR(t, s, Command{Kind: CmdRevealThorfinn}, rng(uint64(turn)))
			if got, want := evs[0].Reshuffled, turn == n+1; got != want {
				t.Fatalf("hard %v turn %d: reshuffled %v", hard, turn, got)
			}
			seen[evs[0].Card]++
			refused(t, s, Command{Kind: CmdRevealThorfinn}, "althing.err.thorfinn_revealed")
			s.Printed = with(s.Printed, thorfinnKey(s.Thorfinn.Card, "action", ""), ActNone) // keep him still
			s, _ = do(t, s, Command{Kind: CmdPlayThorfinn, Table: true})
			refused(t, s, Command{Kind: CmdPlayThorfinn}, "althing.err.not_thorfinn")
			s = endPhase(t, s)
			if s.Turn != turn+1 || s.ActiveID() != ThorfinnID {
				t.Fatalf("turn %d, active %s", s.Turn, s.ActiveID())
			}
		}
		if len(seen) != n || seen["d"] > 0 == hard {
			t.Fatalf("hard %v: cards seen %v", hard, seen)
		}
		for c, k := range seen {
			if k != 2 {
				t.Fatalf("hard %v: card %s seen %d times in two passes", hard, c, k)
			}
		}
	}
	h := solo(t, Setup{Hard: true}, testProfile())
	refused(t, h, Command{Kind: CmdRevealThorfinn, Card: "d"}, "deck.err.not_in_pile")
}

// What each card does is learned once: first how the cards read, then the
// card's recruits and action. Card d has no action.
func TestThorfinnCardsAreAsked(t *testing.T) {
	s := solo(t, Setup{}, nil)
	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn, Card: "c"})
	asks(t, s, Command{Kind: CmdPlayThorfinn}, "althing.thorfinn.by")
	s, _ = do(t, s, Learn(thorfinnByKey, ByCard))
	asks(t, s, Command{Kind: CmdPlayThorfinn}, "althing.thorfinn.c.recruit")
	s, _ = do(t, s, Learn("althing.thorfinn.c.recruit", "2"))
	asks(t, s, Command{Kind: CmdPlayThorfinn}, "althing.thorfinn.c.action")
	s, _ = do(t, s, Learn("althing.thorfinn.c.action", ActStage))
	s, _ = do(t, s, Command{Kind: CmdPlayThorfinn})
	if s.Level(ThorfinnID) != 2 || s.Thorfinn.Hand != 2 || s.ActiveID() != "p1" {
		t.Fatalf("after card c: level %d, hand %d, active %s", s.Level(ThorfinnID), s.Thorfinn.Hand, s.ActiveID())
	}
	s = endPhase(t, s)
	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn, Card: "d"})
	asks(t, s, Command{Kind: CmdPlayThorfinn}, "althing.thorfinn.d.recruit")
	s, _ = do(t, s, Learn("althing.thorfinn.d.recruit", "1"))
	s, evs := do(t, s, Command{Kind: CmdPlayThorfinn})
	if evs[0].Action != ActNone || s.Level(ThorfinnID) != 2 {
		t.Fatalf("card d did %s", evs[0].Action)
	}
	// Cards that print a line per stage: asked for the stage he stands on.
	p := solo(t, Setup{}, with(testProfile(), thorfinnByKey, ByPosition))
	p, _ = do(t, p, Command{Kind: CmdRevealThorfinn, Card: "a"})
	asks(t, p, Command{Kind: CmdPlayThorfinn}, "althing.thorfinn.a.recruit.p1")
	p, _ = do(t, p, Learn("althing.thorfinn.a.recruit.p1", "0"))
	asks(t, p, Command{Kind: CmdPlayThorfinn}, "althing.thorfinn.a.action.p1")
	refused(t, p, Learn("althing.thorfinn.a.action.p9", ActStage), "althing.err.printed")
	refused(t, p, Learn("althing.thorfinn.d.action", ActStage), "althing.err.printed")
}

// His tricks: a green Troll on top of the player's deck (Untroll blocks it,
// or sends it home later), an Axe that discards a random card (a Shield
// blocks it), a shortage of one resource for the player's phase (Great
// Weather lifts it).
func TestThorfinnTricks(t *testing.T) {
	s := solo(t, Setup{}, testProfile())
	s = thorfinn(t, s, "b") // recruits 2, Troll
	if got := s.TrollsIn("p1"); !slices.Equal(got, []string{ThorfinnID}) || s.Thorfinn.Hand != 2 {
		t.Fatalf("Trolls in p1's deck %v, Thorfinn's hand %d", got, s.Thorfinn.Hand)
	}
	refused(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: ThorfinnID}, "althing.err.no_troll_solo")
	refused(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: ThorfinnID}, "althing.err.no_troll_solo")
	s, _ = do(t, s, Command{Kind: CmdUntroll, Owner: ThorfinnID})
	if s.TrollsHome(ThorfinnID) != 2 {
		t.Fatal("Untroll did not send Thorfinn's Troll home")
	}
	s = complete(t, s) // Eldaskali
	s = endPhase(t, s)

	// The Axe: the app names the card; the player may Shield.
	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn, Card: "c"})
	_, evs := do(t, s, Command{Kind: CmdPlayThorfinn})
	if evs[0].Pick < 1 || evs[0].Pick > 4 || !Reveals(Command{Kind: CmdPlayThorfinn}, evs) {
		t.Fatalf("Axe pick %d", evs[0].Pick)
	}
	s, _ = do(t, s, Command{Kind: CmdPlayThorfinn, Table: true})
	if sym, ok := CanDodge(s); !ok || sym != SymShield {
		t.Fatalf("dodge %s %v", sym, ok)
	}
	s = endPhase(t, s)

	// A wood shortage: stages that need wood are out of reach, gold is fine.
	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn, Card: "e"})
	s, _ = do(t, s, Command{Kind: CmdPlayThorfinn})
	if s.Shortage != Wood {
		t.Fatalf("shortage %q", s.Shortage)
	}
	// Snekkar asks (test fixture) 0 gold, 1 wood.
	refused(t, s, Command{Kind: CmdComplete}, "althing.err.shortage_needs")
	s, _ = do(t, s, Command{Kind: CmdRecruit})
	s, _ = do(t, s, Command{Kind: CmdDodge}) // Great Weather, later in the phase
	s = complete(t, s)
	s = endPhase(t, s)
	if s.Shortage != "" {
		t.Fatal("the shortage outlived the turn")
	}

	// A gold shortage forbids recruiting.
	g := solo(t, Setup{}, with(testProfile(), thorfinnKey("a", "action", ""), ActShortageGold))
	g = thorfinn(t, g, "a")
	refused(t, g, Command{Kind: CmdRecruit}, "althing.err.shortage_gold")
	if !hasStep(Steps(g), "althing.step.recruit_shortage") {
		t.Fatalf("steps %v", stepIDs(Steps(g)))
	}
}

// An Axe on Thorfinn takes from his recruited Vikings, unless his card shows a
// Shield (asked once per card).
func TestAxeOnThorfinn(t *testing.T) {
	s := solo(t, Setup{}, without(testProfile(), shieldKey("b"), shieldKey("a")))
	s = thorfinn(t, s, "b")
	asks(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: ThorfinnID}, "althing.thorfinn.b.shield")
	s, _ = do(t, s, Learn(shieldKey("b"), No))
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: ThorfinnID})
	if s.Thorfinn.Hand != 1 {
		t.Fatalf("Thorfinn's hand %d", s.Thorfinn.Hand)
	}
	// Thorfinn holds no Shield card to parry with: the card's printed Shield
	// was the only thing that could stop the Axe.
	if d, ok := CanDodge(s); ok || slices.Contains(Allowed(s), CmdDodge) {
		t.Fatalf("Thorfinn offered a dodge (%s) after the Axe", d)
	}
	refused(t, s, Command{Kind: CmdDodge}, "althing.err.no_dodge")
	rulestest.CheckRefused(t, Check(s, Event{Kind: EvDodged, Who: ThorfinnID, Trick: SymAxe}), "Thorfinn dodging the Axe", "althing.err.no_dodge")
	// Under his wood shortage, the player's own Axe on him leaves Great
	// Weather open against the shortage.
	u := solo(t, Setup{}, testProfile())
	u = thorfinn(t, u, "e")
	u, _ = do(t, u, Command{Kind: CmdTrick, Trick: SymAxe, Target: ThorfinnID})
	if who, d, ok := Dodger(u); !ok || d != SymWeather || who != "p1" {
		t.Fatalf("after an Axe on Thorfinn under a shortage: %s dodges with %q (%v)", who, d, ok)
	}
	u, evs := do(t, u, Command{Kind: CmdDodge})
	if evs[0].Who != "p1" || evs[0].Trick != TrickShortage || u.Shortage != "" {
		t.Fatalf("dodge %+v, shortage %q", evs[0], u.Shortage)
	}
	s = endPhase(t, s)
	s = thorfinn(t, s, "a")
	s, _ = do(t, s, Learn(shieldKey("a"), Yes))
	refused(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: ThorfinnID}, "althing.err.thorfinn_shield")
}

// The end against Thorfinn: he plays first, so when he reaches the last card
// the player still plays the turn; reaching it too is a tie, not a win.
func TestThorfinnEnd(t *testing.T) {
	p := allCards(testProfile(), ActStage)
	// Hard mode: card d (no action) is out, so every card climbs.
	run := func(playerClimbs bool) State {
		s := solo(t, Setup{Hard: true}, p)
		for !s.Over() {
			s = thorfinnAny(t, s)
			if playerClimbs {
				s = complete(t, s)
			}
			s = endPhase(t, s)
			if s.Turn > 10 {
				t.Fatal("no end")
			}
		}
		return s
	}
	lost := run(false)
	if o := Outcome(lost); o.Status != "lost" || o.Reason.ID != "althing.result.thorfinn" || lost.Result.Turn != 4 {
		t.Fatalf("Thorfinn alone: %+v, turn %d", o, lost.Result.Turn)
	}
	// Thorfinn from his first stage needs 4 climbs, the player 5: Thorfinn
	// ends it in turn 4 first. Start the player one stage ahead to tie.
	s := solo(t, Setup{Hard: true}, p)
	s.Race, _ = s.Race.Place("p1", 2)
	for !s.Over() {
		s = thorfinnAny(t, s)
		s = complete(t, s)
		s = endPhase(t, s)
	}
	if o := Outcome(s); o.Status != "lost" || o.Reason.ID != "althing.result.tie_thorfinn" || len(s.Result.Kings) != 2 {
		t.Fatalf("tie: %+v", o)
	}
	w := solo(t, Setup{}, allCards(p, ActNone))
	for !w.Over() {
		w = thorfinnAny(t, w)
		w = complete(t, w)
		w = endPhase(t, w)
	}
	if o := Outcome(w); o.Status != "won" || o.Reason.ID != "althing.result.beat_thorfinn" || w.Result.Turn != 5 {
		t.Fatalf("win: %+v turn %d", o, w.Result.Turn)
	}
	n, h := SoloRecords([]CampaignEntry{Campaign(lost), Campaign(s), Campaign(w)})
	if n.Played != 1 || n.Won != 1 || n.Best != 5 || h.Played != 2 || h.Lost != 1 || h.Tied != 1 || h.Won != 0 {
		t.Fatalf("records %+v %+v", n, h)
	}
}

// allCards makes every Thorfinn card (but d) do the same thing.
func allCards(p map[string]string, action string) map[string]string {
	out := with(p)
	for _, c := range ThorfinnCards {
		if c != ThorfinnHardOut {
			out[thorfinnKey(c, "action", "")] = action
		}
	}
	return out
}

// thorfinnAny plays Thorfinn's phase with a card the app draws.
func thorfinnAny(t testing.TB, s State) State {
	t.Helper()
	s, _ = do(t, s, Command{Kind: CmdRevealThorfinn})
	s, _ = do(t, s, Command{Kind: CmdPlayThorfinn})
	return s
}
