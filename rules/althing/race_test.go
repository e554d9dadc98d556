package althing

import (
	"slices"
	"testing"

	"skald/rules"
)

var straight = []string{Eldaskali, Snekkar, Drakkar, Vegvisir} // a Veteran stage third: Althing

func three(t testing.TB) State {
	return dealt(t, Setup{Mode: ModeNormal, Players: 3}, testProfile(), straight...)
}

// One stage per phase, however many cards the hand holds.
func TestOneStagePerPhase(t *testing.T) {
	s := three(t)
	s = complete(t, s)
	refused(t, s, Command{Kind: CmdComplete}, "althing.err.one_stage")
	s = endPhase(t, s)
	s = complete(t, s) // p2 may
	s = endPhase(t, s)
	s = endPhase(t, s)
	s = complete(t, s) // p1 again next turn
	if s.Level("p1") != 2 || s.Level("p2") != 1 || s.Level("p3") != 0 || s.Turn != 2 {
		t.Fatalf("levels %d %d %d, turn %d", s.Level("p1"), s.Level("p2"), s.Level("p3"), s.Turn)
	}
}

// The Veteran rule's timing: whoever completes the Veteran stage draws up to
// five at the end of that phase; each opponent does so at the end of their
// own next phase, whether or not they pass a stage in it.
func TestVeteranTiming(t *testing.T) {
	s := three(t)
	// Turns 1–2: p2 climbs to Snekkar; turn 3 p2 completes Drakkar.
	for turn := 1; turn <= 3; turn++ {
		s = endPhase(t, s)      // p1
		s = complete(t, s)      // p2
		if s.Level("p2") == 3 { // on Drakkar
			break
		}
		s = endPhase(t, s) // p2
		s = endPhase(t, s) // p3
	}
	if !s.Veteran || s.StageAt("p2").Card != Drakkar {
		t.Fatalf("p2 on %s, veteran %v", s.StageAt("p2").Card, s.Veteran)
	}
	p1, _ := s.Player("p1")
	p2, _ := s.Player("p2")
	p3, _ := s.Player("p3")
	if p2.HandSize != 5 || p2.Veteran5 || p1.HandSize != 4 || !p1.Veteran5 || p3.HandSize != 4 || !p3.Veteran5 {
		t.Fatalf("right after Drakkar: p1 %+v p2 %+v p3 %+v", p1, p2, p3)
	}
	if st := Steps(s); !hasStep(st, "althing.step.end") {
		t.Fatalf("p2's phase should end drawing up to 5: %v", stepIDs(st))
	}
	s = endPhase(t, s) // p2 draws up to 5
	if p, _ := s.Player("p2"); p.Hand != 5 {
		t.Fatalf("p2 holds %d after the phase", p.Hand)
	}
	if !hasStep(Steps(s), "althing.step.end_veteran") {
		t.Fatalf("p3's phase should say the Veteran hand starts: %v", stepIDs(Steps(s)))
	}
	s = endPhase(t, s) // p3, no stage passed: still five from now on
	if p, _ := s.Player("p3"); p.HandSize != 5 || p.Hand != 5 || p.Veteran5 {
		t.Fatalf("p3 after their next phase: %+v", p)
	}
	if p, _ := s.Player("p1"); p.HandSize != 4 || !p.Veteran5 {
		t.Fatalf("p1 before their next phase: %+v", p)
	}
	s = endPhase(t, s)
	if p, _ := s.Player("p1"); p.HandSize != 5 || p.Veteran5 {
		t.Fatalf("p1 after their next phase: %+v", p)
	}
	// A second Veteran stage changes nothing more.
	if FinalFor([]Stage{{Card: Dragvendil}}) != Althing || !IsVeteran(Dragvendil) || IsVeteran(Snekkar) {
		t.Fatal("Drakkar and Dragvendil are the Veteran stages")
	}
}

func hasStep(steps []rules.Step, id string) bool {
	for _, st := range steps {
		if st.Msg.ID == id {
			return true
		}
	}
	return false
}

func stepIDs(steps []rules.Step) []string {
	var out []string
	for _, st := range steps {
		out = append(out, st.Msg.ID)
	}
	return out
}

// The Storm: STORMUR for the target's next phase (no recruiting, no stage),
// OVEDUR for the one after (no recruiting), then back to its owner; while it
// is out its owner cannot raise another storm.
func TestStormSequence(t *testing.T) {
	s := dealt(t, Setup{Mode: ModeNew, Players: 2, Kattegat: SideB}, testProfile(), straight...)
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"})
	refused(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"}, "althing.err.storm_out")
	s = endPhase(t, s)
	// p2's phase under STORMUR.
	if s.StormFace("p2") != Stormur {
		t.Fatalf("face %q", s.StormFace("p2"))
	}
	refused(t, s, Command{Kind: CmdRecruit}, "althing.err.stormur_recruit")
	refused(t, s, Command{Kind: CmdComplete}, "althing.err.stormur_stage")
	do(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p1"}) // tricks stay open
	if !hasStep(Steps(s), "althing.step.recruit_stormur") || !hasStep(Steps(s), "althing.step.stage_stormur") {
		t.Fatalf("checklist under STORMUR: %v", stepIDs(Steps(s)))
	}
	// What the Storm forbids stays listed, but the next thing is what p2 can do.
	if cur := currentStep(Steps(s)); cur != "althing.step.tricks" {
		t.Fatalf("current step under STORMUR: %s", cur)
	}
	s = endPhase(t, s)
	if s.StormFace("p2") != Ovedur {
		t.Fatalf("after p2's phase the card shows %q", s.StormFace("p2"))
	}
	refused(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"}, "althing.err.storm_out")
	s = endPhase(t, s) // p1
	// p2's phase under OVEDUR: a stage but no recruiting.
	refused(t, s, Command{Kind: CmdRecruit}, "althing.err.ovedur_recruit")
	if cur := currentStep(Steps(s)); cur != "althing.step.stage" {
		t.Fatalf("current step under OVEDUR: %s", cur)
	}
	s = complete(t, s)
	s = endPhase(t, s)
	if p, _ := s.Player("p1"); p.Storm != nil || s.StormFace("p2") != "" {
		t.Fatalf("the Storm Troll did not come home: %+v", p.Storm)
	}
	s, _ = do(t, s, Command{Kind: CmdRecruit, N: 2})
	do(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"})
}

// Great Weather dodges the Storm: the card goes home and the dodge is spent.
func TestStormDodged(t *testing.T) {
	s := dealt(t, Setup{Mode: ModeNew, Players: 3, Kattegat: SideB}, testProfile(), straight...)
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p3"})
	if sym, ok := CanDodge(s); !ok || sym != SymWeather {
		t.Fatalf("dodge %q %v", sym, ok)
	}
	s, _ = do(t, s, Command{Kind: CmdDodge})
	if p, _ := s.Player("p1"); p.Storm != nil {
		t.Fatal("dodged Storm still out")
	}
	if p, _ := s.Player("p3"); p.Hand != 3 {
		t.Fatalf("p3 holds %d after Great Weather", p.Hand)
	}
	refused(t, s, Command{Kind: CmdDodge}, "althing.err.no_dodge")
	// A dodge comes at once: after another action it is too late.
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"})
	s, _ = do(t, s, Command{Kind: CmdRecruit})
	refused(t, s, Command{Kind: CmdDodge}, "althing.err.no_dodge")
}

// Sacred Ground: nobody on Kattegat A can be tricked, but they can trick
// whoever has left it.
func TestSacredGround(t *testing.T) {
	s := three(t)
	for _, tr := range Tricks {
		for _, target := range []string{"p2", "p3"} {
			refused(t, s, Command{Kind: CmdTrick, Trick: tr, Target: target}, "althing.err.sacred_ground")
		}
		if len(Targets(s, tr)) != 0 {
			t.Fatalf("%s targets on Kattegat A: %v", tr, Targets(s, tr))
		}
	}
	if slices.Contains(Allowed(s), CmdTrick) {
		t.Fatal("Allowed offers a trick nobody can take")
	}
	s = endPhase(t, s)
	s = complete(t, s) // p2 leaves Kattegat
	refused(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p1"}, "althing.err.sacred_ground")
	s = endPhase(t, s)
	s = endPhase(t, s)
	if got := Targets(s, SymTroll); !slices.Equal(got, []string{"p2"}) {
		t.Fatalf("p1 may trick %v", got)
	}
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p2"})
	if got := s.TrollsIn("p2"); !slices.Equal(got, []string{"p1"}) {
		t.Fatalf("Trolls in p2's deck: %v", got)
	}
}

// Trolls: two each; both out, none can be played until one comes home
// (dodged with Untroll, or sent home from the victim's draw pile).
func TestTrolls(t *testing.T) {
	s := dealt(t, Setup{Mode: ModeNew, Players: 3, Kattegat: SideB}, testProfile(), straight...)
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p2"})
	s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p3"})
	refused(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p2"}, "althing.err.trolls_out")
	s, _ = do(t, s, Command{Kind: CmdDodge}) // p3 blocks with Untroll
	if p, _ := s.Player("p1"); !slices.Equal(p.TrollsOut, []string{"p2"}) || s.TrollsHome("p1") != 1 {
		t.Fatalf("p1's Trolls out %v", p.TrollsOut)
	}
	s = endPhase(t, s)
	refused(t, s, Command{Kind: CmdUntroll, Owner: "p3"}, "althing.err.no_troll_here")
	s, _ = do(t, s, Command{Kind: CmdUntroll, Owner: "p1"})
	if s.TrollsHome("p1") != 2 || len(s.TrollsIn("p2")) != 0 {
		t.Fatalf("Untroll did not send the Troll home: %v", s.TrollsIn("p2"))
	}
	c1 := newGame(t, Setup{Mode: ModeCampaign1, Players: 2}, testProfile())
	c1, _ = do(t, c1, Command{Kind: CmdBegin})
	refused(t, c1, Command{Kind: CmdTrick, Trick: SymStorm, Target: "p2"}, "althing.err.symbol_off")
	refused(t, c1, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2"}, "althing.err.symbol_off")
	refused(t, c1, Command{Kind: CmdPlot}, "althing.err.symbol_off")
}

// The Axe: the app picks which card of the target's hand it takes (counted
// from the left); a Shield keeps it.
func TestAxe(t *testing.T) {
	s := dealt(t, Setup{Mode: ModeNew, Players: 2, Kattegat: SideB}, testProfile(), straight...)
	picks := map[int]bool{}
	for seed := range uint64(60) {
		_, evs := doR(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2"}, rng(seed))
		if evs[0].Pick < 1 || evs[0].Pick > 4 {
			t.Fatalf("pick %d of 4", evs[0].Pick)
		}
		picks[evs[0].Pick] = true
	}
	if len(picks) != 4 {
		t.Fatalf("picks %v", picks)
	}
	s, evs := do(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2", Table: true})
	if evs[0].Pick != 0 || Reveals(Command{Kind: CmdTrick, Table: true}, evs) {
		t.Fatal("a table Axe has no digital pick")
	}
	if p, _ := s.Player("p2"); p.Hand != 3 {
		t.Fatalf("p2 holds %d after the Axe", p.Hand)
	}
	s, _ = do(t, s, Command{Kind: CmdDodge})
	if p, _ := s.Player("p2"); p.Hand != 3 {
		t.Fatalf("p2 holds %d after the Shield (the Shield is spent instead)", p.Hand)
	}
	for range 3 {
		s, _ = do(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2", Table: true})
	}
	refused(t, s, Command{Kind: CmdTrick, Trick: SymAxe, Target: "p2"}, "althing.err.empty_hand")
}

// The end: the round in which someone completes the last stage is played to
// its end; alone on the last card is King, several is a tie.
func TestEndOfRound(t *testing.T) {
	short := []string{Eldaskali, Snekkar, Knorrer, Vegvisir} // Thing
	// climb moves the listed players one stage each turn until the turn in
	// which someone reaches the last card; the others pass.
	climb := func(s State, who ...string) State {
		for !s.Ending {
			for range s.Order() {
				if id := s.ActiveID(); slices.Contains(who, id) && !s.Race.AtEnd(id) {
					s = complete(t, s)
				}
				if s.Ending && s.Active == len(s.Order())-1 {
					break
				}
				s = endPhase(t, s)
				if s.Ending {
					return s
				}
			}
		}
		return s
	}
	// p2 arrives alone in turn 5: p3 still plays, then p2 is King.
	s := dealt(t, Setup{Mode: ModeNormal, Players: 3}, testProfile(), short...)
	s = climb(s, "p2")
	if s.ActiveID() != "p3" || s.Over() || s.Turn != 5 {
		t.Fatalf("after p2 reaches the Thing: active %s, over %v, turn %d", s.ActiveID(), s.Over(), s.Turn)
	}
	if !hasStep(Steps(s), "althing.step.ending") {
		t.Fatalf("steps %v", stepIDs(Steps(s)))
	}
	s = endPhase(t, s)
	if !s.Over() || !slices.Equal(s.Result.Kings, []string{"p2"}) || s.Result.Turn != 5 {
		t.Fatalf("result %+v", s.Result)
	}
	if o := Outcome(s); o.Reason.ID != "althing.result.king" || o.Status != "won" {
		t.Fatalf("outcome %+v", o)
	}
	refused(t, s, Command{Kind: CmdEndPhase}, "althing.err.over")

	// p1 and p3 arrive in the same turn: a tie.
	s = dealt(t, Setup{Mode: ModeNormal, Players: 3}, testProfile(), short...)
	s = climb(s, "p1", "p3")
	s = endPhase(t, s) // p2
	s = complete(t, s) // p3 arrives too
	s = endPhase(t, s)
	if !s.Over() || !slices.Equal(s.Result.Kings, []string{"p1", "p3"}) || Outcome(s).Reason.ID != "althing.result.tie" {
		t.Fatalf("result %+v", s.Result)
	}
	if Steps(s)[len(Steps(s))-1].Ref != "althing.victory" {
		t.Fatal("the last step links to the victory rules")
	}
}

// currentStep is the ID of the checklist's current step ("" if none).
func currentStep(steps []rules.Step) string {
	for _, st := range steps {
		if st.State == rules.StepCurrent {
			return st.Msg.ID
		}
	}
	return ""
}
