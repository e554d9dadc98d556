package cardgame

import (
	"testing"

	"skald/i18n"
	"skald/rules"
)

// Fate points go to the hand first and then to the pool; never back. The
// rulebook's example: three cards drawn, then four to the pool.
func TestFatePointOrder(t *testing.T) {
	tests := []struct {
		name   string
		script []Command // Anna's commands, in order
		refuse string    // the refusal of the last command ("" = accepted)
		hand   int
		pool   int
		done   bool
	}{
		{"rulebook: 3 to the hand, then 4 to the pool", []Command{
			{To: FateHand}, {To: FateHand}, {To: FateHand}, {To: FatePool, N: 4}}, "", 3, 4, true},
		{"all seven to the hand", []Command{{To: FateHand, N: 7}}, "", 7, 0, true},
		{"all seven to the pool", []Command{{To: FatePool, N: 7}}, "", 0, 7, true},
		{"hand after pool is refused", []Command{{To: FateHand, N: 2}, {To: FatePool}, {To: FateHand}}, "cardgame.err.fate_order", 2, 1, false},
		{"hand after pool is refused, even first", []Command{{To: FatePool}, {To: FateHand}}, "cardgame.err.fate_order", 0, 1, false},
		{"more than seven is refused", []Command{{To: FateHand, N: 5}, {To: FatePool, N: 3}}, "cardgame.err.fate_points", 5, 0, false},
		{"nowhere is refused", []Command{{To: "deck"}}, "cardgame.err.fate_to", 0, 0, false},
		{"stopping early loses the rest", []Command{{To: FateHand, N: 2}, {Kind: CmdFateDone}}, "", 2, 0, true},
		{"nothing after stopping", []Command{{Kind: CmdFateDone}, {To: FatePool}}, "cardgame.err.fate_done", 0, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, duel(), testProfile())
			for i, c := range tc.script {
				if c.Kind == "" {
					c.Kind = CmdFate
				}
				c.Player = Lords
				if i == len(tc.script)-1 && tc.refuse != "" {
					refused(t, s, c, tc.refuse)
					break
				}
				s, _ = do(t, s, c)
			}
			f := s.Fate[0]
			if f.Hand != tc.hand || f.Pool != tc.pool || f.Done != tc.done {
				t.Fatalf("fate %+v, want hand %d pool %d done %v", f, tc.hand, tc.pool, tc.done)
			}
			if s.Phase != PhaseFate {
				t.Fatal("the Dawn began while Ben has not split his points")
			}
		})
	}
}

// Both players split at once; the Dawn begins when both are done.
func TestFateBothThenDawn(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	st := Steps(s)
	if st[0].State != rules.StepCurrent || st[1].State != rules.StepCurrent {
		t.Fatalf("both players' fate lines are current: %+v", st[:2])
	}
	s, _ = do(t, s, Command{Kind: CmdFate, Player: Vikings, To: FatePool, N: 7})
	if st := Steps(s); st[0].State != rules.StepCurrent || st[1].State != rules.StepDone {
		t.Fatalf("Ben done first: %+v", st[:2])
	}
	refused(t, s, Command{Kind: CmdFate, Player: Outlaws, To: FateHand}, "cardgame.err.player")
	s, _ = do(t, s, Command{Kind: CmdFate, Player: Lords, To: FateHand, N: 7})
	if s.Phase != PhaseDawn || s.Step != StepPlay || s.Turn() != "" {
		t.Fatalf("phase %s/%s, turn %q", s.Phase, s.Step, s.Turn())
	}
}

// Either player may open a window; then they alternate; two passes in a row
// close it, and an action between two passes keeps it open.
func TestWindowAlternates(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	s = fate(t, s, 4)
	// Ben (bane) opens the Dawn with a bane card.
	s, _ = do(t, s, Command{Kind: CmdAct, Player: Vikings, Act: ActBane})
	refused(t, s, Command{Kind: CmdAct, Player: Vikings, Act: ActLand}, "cardgame.err.not_your_turn")
	refused(t, s, Command{Kind: CmdAct, Player: Lords, Act: ActBane}, "cardgame.err.act_bane")
	s, _ = do(t, s, Command{Kind: CmdAct, Player: Lords, Act: ActCompanion})
	if s.Seats[0].Companions != 3 {
		t.Fatalf("a companion played joins the party: %d", s.Seats[0].Companions)
	}
	s, _ = do(t, s, Command{Kind: CmdPass, Player: Vikings})
	s, _ = do(t, s, Command{Kind: CmdAct, Player: Lords, Act: ActSupport})
	s, _ = do(t, s, Command{Kind: CmdPass, Player: Vikings})
	if s.Phase != PhaseDawn {
		t.Fatal("pass, act, pass closed the window")
	}
	s, _ = do(t, s, Command{Kind: CmdPass, Player: Lords})
	if s.Phase != PhaseJourney || s.Step != StepChoose {
		t.Fatalf("two passes in a row: %s/%s", s.Phase, s.Step)
	}
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: LandID(Vikings, 3)})
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposeNone})
	// Companions and supports join a party at Dawn only.
	refused(t, s, Command{Kind: CmdAct, Player: Lords, Act: ActCompanion}, "cardgame.err.dawn_only")
	refused(t, s, Command{Kind: CmdAct, Player: Vikings, Act: ActEvent}, "cardgame.err.act_destiny")
	refused(t, s, Command{Kind: CmdAct, Player: Lords, Act: "juggle"}, "cardgame.err.act")
	s, _ = do(t, s, Command{Kind: CmdAct, Player: Lords, Act: ActEvent})
	s = passBoth(t, s)
	if s.Step != StepResolve {
		t.Fatalf("step %s", s.Step)
	}
}

// The roles swap at the end of every round.
func TestRoleSwap(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	if s.DestinyFaction() != Lords || s.BaneFaction() != Vikings {
		t.Fatal("Anna starts as the destiny player")
	}
	for round := 1; round <= 4; round++ {
		want := []string{Lords, Vikings}[(round-1)%2]
		if s.Round != round || s.DestinyFaction() != want {
			t.Fatalf("round %d: destiny %s, want round %d destiny %s", s.Round, s.DestinyFaction(), round, want)
		}
		s = journey(t, s, LandID(Lords, 2), OpposeNone, Attrs{}, Attrs{9, 9, 9}, Attrs{}, "")
		s = passBoth(t, s)
		for s.Step == StepUpkeep {
			s, _ = do(t, s, Command{Kind: CmdUpkeep, Upkeep: UpkeepMet})
		}
		refused(t, s, Command{Kind: CmdSwap}, "cardgame.err.not_now")
		s, _ = do(t, s, Command{Kind: CmdCleanup})
		var evs []Event
		s, evs = do(t, s, Command{Kind: CmdSwap})
		if evs[0].Player == want || s.DestinyFaction() != evs[0].Player {
			t.Fatalf("swap %+v: destiny %s", evs[0], s.DestinyFaction())
		}
		if s.Phase != PhaseFate || s.Fate != ([2]Fate{}) || s.Journey != (Journey{}) {
			t.Fatalf("a new round starts clean: %+v", s)
		}
	}
}

// Three horns win at once: the third horn's land effect is not offered. In
// between, the opponent may use each conquered land's bane effect once per
// round, while the conqueror is the destiny player.
func TestThreeHornsAndBaneEffects(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	win := Attrs{9, 9, 9}
	lose := Attrs{}
	lords2, lords4, vik2 := LandID(Lords, 2), LandID(Lords, 4), LandID(Vikings, 2)

	s = journey(t, s, lords2, OpposeNone, win, Attrs{}, Attrs{}, EffectDeclined) // round 1: Anna, horn 1
	s = dusk(t, s)
	s = journey(t, s, fortifiedPort, OpposeNone, lose, Attrs{}, Attrs{}, "") // round 2: Ben fails
	s = dusk(t, s)

	// Round 3: Anna is the destiny player again; Ben may use Lords 2's bane
	// effect once this round.
	s = fate(t, s, 2)
	if got := BaneEffects(s); len(got) != 1 || got[0] != lords2 {
		t.Fatalf("bane effects ready: %v", got)
	}
	s, evs := do(t, s, Command{Kind: CmdAct, Player: Vikings, Act: ActLand, Land: lords2})
	if evs[0].Name != "lords land 2" {
		t.Fatalf("the event keeps the land's name: %+v", evs[0])
	}
	s, _ = do(t, s, Command{Kind: CmdAct, Player: Lords, Act: ActActivate})
	refused(t, s, Command{Kind: CmdAct, Player: Vikings, Act: ActLand, Land: lords2}, "cardgame.err.bane_effect")
	refused(t, s, Command{Kind: CmdAct, Player: Vikings, Act: ActBane, Land: lords2}, "cardgame.err.act")
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: lords4})
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposeNone})
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdResolve, Party: win})
	s, _ = do(t, s, Command{Kind: CmdReturn})
	if !EffectOwed(s) {
		t.Fatal("the second horn's land effect is owed")
	}
	s, _ = do(t, s, Command{Kind: CmdEndJourney, Effect: EffectUsed}) // horn 2
	s = dusk(t, s)

	// Round 4: Ben is the destiny player; Anna's lands give Ben nothing now,
	// and Anna has no bane effect either (Ben conquered nothing).
	s = fate(t, s, 0)
	if got := BaneEffects(s); len(got) != 0 {
		t.Fatalf("bane effects in round 4: %v", got)
	}
	s = passBoth(t, s)
	s = journeyFrom(t, s, vik2, lose)
	s = dusk(t, s)

	// Round 5: Anna again; the bane effect is fresh in the new round.
	s = fate(t, s, 1)
	if got := BaneEffects(s); len(got) != 2 {
		t.Fatalf("both Anna's lands offer Ben their bane effect: %v", got)
	}
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: vik2})
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposeFree})
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdResolve, Party: win, Opponent: Attrs{1, 1, 1}})
	s, _ = do(t, s, Command{Kind: CmdReturn})
	if EffectOwed(s) {
		t.Fatal("a third horn wins before any land effect")
	}
	refused(t, s, Command{Kind: CmdEndJourney, Effect: EffectUsed}, "cardgame.err.effect_none")
	s, evs = do(t, s, Command{Kind: CmdEndJourney})
	if s.HornsOf(Lords) != HornsToWin || !s.Horns.AtEnd(Lords) {
		t.Fatalf("horns %d", s.HornsOf(Lords))
	}
	out := Outcome(s)
	if out.Status != rules.Won || out.Reason.ID != "cardgame.won.horns" {
		t.Fatalf("outcome %+v", out)
	}
	if got := i18n.New("en").Msg(out.Reason); got != "Anna (Lords) has three victory horns and wins." {
		t.Fatalf("reason %q", got)
	}
	if got := i18n.New("en").Msg(Label(Command{}, evs)); got != "Anna (Lords): vikings land 2 conquered, third horn, victory" {
		t.Fatalf("label %q", got)
	}
	refused(t, s, Command{Kind: CmdCleanup}, "cardgame.err.over")
	if st := Steps(s); st[len(st)-1].Ref != "cardgame.victory" {
		t.Fatalf("last step %+v", st[len(st)-1])
	}
}

// journeyFrom plays a journey from its choice to its end, unopposed.
func journeyFrom(t testing.TB, s State, land string, party Attrs) State {
	t.Helper()
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: land})
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposeNone})
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdResolve, Party: party})
	s, _ = do(t, s, Command{Kind: CmdReturn})
	effect := ""
	if EffectOwed(s) {
		effect = EffectDeclined
	}
	s, _ = do(t, s, Command{Kind: CmdEndJourney, Effect: effect})
	return s
}

// The upkeep goes companion by companion: met, destroyed, or kept for 2
// damage; 2 damage that cannot be paid loses the game.
func TestUpkeep(t *testing.T) {
	base := newGame(t, duel(), testProfile())
	base = journey(t, base, LandID(Lords, 2), OpposeNone, Attrs{}, Attrs{1, 0, 0}, Attrs{}, "")
	base = passBoth(t, base)
	if base.Step != StepUpkeep || base.Upkeep != 2 {
		t.Fatalf("upkeep of Anna's two companions: %s %d", base.Step, base.Upkeep)
	}
	refused(t, base, Command{Kind: CmdCompanions, Player: Lords, N: 1}, "cardgame.err.upkeep_running")
	refused(t, base, Command{Kind: CmdUpkeep, Upkeep: "ignore"}, "cardgame.err.upkeep")

	// The rulebook's Galathorn and Veronar: destroy one, which lets the other stay.
	s, _ := do(t, base, Command{Kind: CmdUpkeep, Upkeep: UpkeepDestroy})
	s, _ = do(t, s, Command{Kind: CmdUpkeep, Upkeep: UpkeepMet})
	if s.Seats[0].Companions != 1 || s.Step != StepCleanup {
		t.Fatalf("companions %d, step %s", s.Seats[0].Companions, s.Step)
	}
	// Or keep both for 2 damage each.
	s, _ = do(t, base, Command{Kind: CmdUpkeep, Upkeep: UpkeepDamage})
	s, _ = do(t, s, Command{Kind: CmdUpkeep, Upkeep: UpkeepDamage})
	if s.Seats[0].Companions != 2 || s.Over() {
		t.Fatalf("both kept: %d, over %v", s.Seats[0].Companions, s.Over())
	}
	// Or fail to pay.
	s, evs := do(t, base, Command{Kind: CmdUpkeep, Upkeep: UpkeepUnpaid})
	out := Outcome(s)
	if out.Status != rules.Lost || s.Result.Player != Lords || s.Result.Damage != UpkeepCost {
		t.Fatalf("result %+v", s.Result)
	}
	en, fr := i18n.New("en"), i18n.New("fr")
	if got := en.Msg(out.Reason); got != "Anna (Lords) could not pay 2 damage and loses: Ben (Vikings) wins." {
		t.Fatalf("en reason %q", got)
	}
	if got := fr.Msg(out.Reason); got != "Anna (Seigneurs) ne peut pas payer 2 dégâts et perd\u00a0: Ben (Vikings) gagne." {
		t.Fatalf("fr reason %q", got)
	}
	if got := en.Msg(Label(Command{}, evs)); got != "Anna (Lords) cannot pay 2 damage for a companion's upkeep: the game is lost" {
		t.Fatalf("label %q", got)
	}

	// No companions: the upkeep is skipped.
	s = newGame(t, duel(), testProfile())
	s, _ = do(t, s, Command{Kind: CmdCompanions, Player: Lords, N: 0})
	s = journey(t, s, LandID(Lords, 2), OpposeNone, Attrs{}, Attrs{1, 0, 0}, Attrs{}, "")
	s = passBoth(t, s)
	if s.Step != StepCleanup {
		t.Fatalf("step %s", s.Step)
	}
}

// Damage is paid at the table; damage that cannot be paid loses at once.
func TestDamage(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	s = fate(t, s, 3)
	refused(t, s, Command{Kind: CmdDamage, Player: Lords, N: 0}, "cardgame.err.damage")
	refused(t, s, Command{Kind: CmdDamage, Player: Outlaws, N: 1}, "cardgame.err.player")
	s, _ = do(t, s, Command{Kind: CmdDamage, Player: Lords, N: 2})
	if s.Over() {
		t.Fatal("paid damage ended the game")
	}
	s, _ = do(t, s, Command{Kind: CmdDamage, Player: Lords, N: 3, Unpaid: true})
	if out := Outcome(s); out.Status != rules.Lost || out.Reason.Count != 3 {
		t.Fatalf("outcome %+v", out)
	}
	if st := Steps(s); st[len(st)-1].Ref != "cardgame.defeat" || st[2].State != rules.StepDone {
		t.Fatalf("steps %+v", st)
	}
	refused(t, s, Command{Kind: CmdPass, Player: Lords}, "cardgame.err.over")
	// A printed value can still be learned after the end.
	do(t, s, Learn(LandAttrKey(LandID(Outlaws, 1), Power), "2"))
}

func TestSetupRefusals(t *testing.T) {
	three := duel()
	three.Players = append(three.Players, Player{Faction: Outlaws, Companions: 1})
	same := duel()
	same.Players[1].Faction = Lords
	lands := duel()
	lands.Lands[0] = LandID(Vikings, 4) // three of Anna's... now one Lords, five Vikings
	twice := duel()
	twice.Lands[1] = twice.Lands[0]
	party := duel()
	party.Players[0].Companions = 3
	first := duel()
	first.First = 2
	tests := []struct {
		name string
		su   Setup
		want string
	}{
		{"three players", three, "cardgame.err.players"},
		{"one player", Setup{Players: duel().Players[:1]}, "cardgame.err.players"},
		{"same faction", same, "cardgame.err.same_faction"},
		{"lands not 2 and 4", lands, "cardgame.err.lands"},
		{"a land twice", twice, "cardgame.err.lands"},
		{"three companions", party, "cardgame.err.companions"},
		{"no such first player", first, "cardgame.err.first"},
	}
	for _, tc := range tests {
		_, err := New(tc.su, testProfile())
		r, ok := err.(*rules.Refusal)
		if !ok || r.Msg.ID != tc.want {
			t.Errorf("%s: got %v, want %s", tc.name, err, tc.want)
		}
	}
	// The second player as first destiny player owns the two lands.
	swapped := duel()
	swapped.First = 1
	if _, err := New(swapped, testProfile()); err == nil {
		t.Error("Ben first with two Lords lands and four Vikings lands was accepted")
	}
	// An unnamed land is asked for.
	p := without(testProfile(), LandNameKey(LandID(Vikings, 3)))
	_, err := New(duel(), p)
	if np, ok := err.(*rules.NeedPrinted); !ok || np.Key != LandNameKey(LandID(Vikings, 3)) {
		t.Fatalf("want the name of Vikings land 3 asked, got %v", err)
	}
}
