package cardgame

import (
	"slices"
	"testing"
)

// The journey compares every attribute: the party must be at least equal to
// the difficulty in Bravery, Cunning and Power alike.
func TestCompare(t *testing.T) {
	tests := []struct {
		name              string
		party, land, bane Attrs
		opponent          Attrs
		success           bool
		gaps              Gaps
		short             []string
	}{
		// The rulebook's worked journey: Sigwald's party (5/3/3) against
		// Fortified Port (4 Bravery) opposed by Thorgal Aegirsson (1/1/1).
		{"rulebook example", Attrs{5, 3, 3}, Attrs{4, 0, 0}, Attrs{}, Attrs{1, 1, 1}, true, Gaps{0, 2, 2}, nil},
		{"all equal", Attrs{5, 1, 1}, Attrs{4, 0, 0}, Attrs{}, Attrs{1, 1, 1}, true, Gaps{0, 0, 0}, nil},
		{"nothing against nothing", Attrs{}, Attrs{}, Attrs{}, Attrs{}, true, Gaps{}, nil},
		{"bravery one short", Attrs{4, 3, 3}, Attrs{4, 0, 0}, Attrs{}, Attrs{1, 1, 1}, false, Gaps{-1, 2, 2}, []string{Bravery}},
		{"cunning one short", Attrs{9, 0, 9}, Attrs{4, 0, 0}, Attrs{}, Attrs{1, 1, 1}, false, Gaps{4, -1, 8}, []string{Cunning}},
		{"power short by the bane cards", Attrs{5, 3, 3}, Attrs{4, 0, 0}, Attrs{0, 0, 3}, Attrs{1, 1, 1}, false, Gaps{0, 2, -1}, []string{Power}},
		{"two short", Attrs{1, 1, 9}, Attrs{2, 2, 0}, Attrs{}, Attrs{}, false, Gaps{-1, -1, 9}, []string{Bravery, Cunning}},
		{"far ahead in two is no help for the third", Attrs{20, 20, 0}, Attrs{0, 0, 1}, Attrs{}, Attrs{}, false, Gaps{20, 20, -1}, []string{Power}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := Difficulty(tc.land, tc.bane, tc.opponent)
			g := Compare(tc.party, d)
			if g != tc.gaps {
				t.Errorf("gaps %+v, want %+v", g, tc.gaps)
			}
			if g.Success() != tc.success {
				t.Errorf("success %v, want %v", g.Success(), tc.success)
			}
			if !slices.Equal(g.Short(), tc.short) {
				t.Errorf("short %v, want %v", g.Short(), tc.short)
			}
		})
	}
}

// The rulebook's journey played through the commands: Ben (Vikings) is the
// destiny player of round 2 and journeys to Fortified Port; Anna opposes with
// a companion whose subtype matches the land, for free. The party wins 5/3/3
// against 5/1/1; the opposing companion is destroyed and Ben takes the land,
// its horn and its one-time effect.
func TestRulebookJourney(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	s = journey(t, s, LandID(Vikings, 2), OpposeNone, Attrs{}, Attrs{}, Attrs{}, "")
	s = dusk(t, s)
	if s.DestinyFaction() != Vikings || s.Round != 2 {
		t.Fatalf("round %d, destiny %s", s.Round, s.DestinyFaction())
	}
	s = fate(t, s, 3)
	s = passBoth(t, s)

	s, evs := do(t, s, Command{Kind: CmdChoose, Land: fortifiedPort})
	if evs[0].Name != "Fortified Port" || s.Step != StepOppose {
		t.Fatalf("chosen %+v, step %s", evs[0], s.Step)
	}
	refused(t, s, Command{Kind: CmdOppose, Oppose: OpposeFree, Cost: 2}, "cardgame.err.oppose_cost")
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposeFree})
	companions := s.Seats[0].Companions
	s = passBoth(t, s)

	refused(t, s, Command{Kind: CmdResolve, Party: Attrs{-1, 3, 3}}, "cardgame.err.attr")
	s, evs = do(t, s, Command{Kind: CmdResolve, Party: Attrs{5, 3, 3}, Opponent: Attrs{1, 1, 1}})
	if !evs[0].Success || evs[0].LandAttrs != (Attrs{4, 0, 0}) || s.Journey.Difficulty() != (Attrs{5, 1, 1}) {
		t.Fatalf("resolution %+v, difficulty %+v", evs[0], s.Journey.Difficulty())
	}
	s, _ = do(t, s, Command{Kind: CmdReturn})
	if s.Seats[0].Companions != companions-1 {
		t.Fatalf("the opposing companion is destroyed by the success: %d → %d", companions, s.Seats[0].Companions)
	}
	refused(t, s, Command{Kind: CmdEndJourney}, "cardgame.err.effect")
	s, _ = do(t, s, Command{Kind: CmdEndJourney, Effect: EffectUsed})
	if s.HornsOf(Vikings) != 1 || s.Conquered(Vikings)[0].ID != fortifiedPort {
		t.Fatalf("horns %d, conquered %+v", s.HornsOf(Vikings), s.Conquered(Vikings))
	}
	if s.Phase != PhaseDusk || s.Step != StepPlay || s.Over() {
		t.Fatalf("after the journey: %s/%s over=%v", s.Phase, s.Step, s.Over())
	}
	refused(t, s, Command{Kind: CmdChoose, Land: fortifiedPort}, "cardgame.err.not_now")
}

// A failed journey gives no horn, the opposing companion goes back to its
// party, and the land can be chosen again.
func TestFailedJourney(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	s = fate(t, s, 2)
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: fortifiedPort})
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposePaid, Cost: 2})
	if s.Journey.Cost != 2 {
		t.Fatalf("cost %d", s.Journey.Cost)
	}
	s = passBoth(t, s)
	// One attribute short is enough to fail.
	s, evs := do(t, s, Command{Kind: CmdResolve, Party: Attrs{4, 9, 9}, Opponent: Attrs{1, 0, 0}})
	if evs[0].Success {
		t.Fatal("4 Bravery against 5 succeeded")
	}
	s, _ = do(t, s, Command{Kind: CmdReturn})
	if s.Seats[1].Companions != 1 {
		t.Fatalf("the opposing companion returns to its party: %d", s.Seats[1].Companions)
	}
	refused(t, s, Command{Kind: CmdEndJourney, Effect: EffectUsed}, "cardgame.err.effect_none")
	s, _ = do(t, s, Command{Kind: CmdEndJourney})
	if s.HornsOf(Lords) != 0 || len(s.Conquered(Lords)) != 0 {
		t.Fatal("a failed journey conquered the land")
	}
	s = dusk(t, s)
	s = dusk2(t, s)
	s = fate(t, s, 0)
	s = passBoth(t, s)
	s, _ = do(t, s, Command{Kind: CmdChoose, Land: fortifiedPort})
	if s.Journey.Land != fortifiedPort {
		t.Fatal("the land could not be chosen again")
	}
}

// dusk2 plays a quiet round 2 to its end: Ben's failed journey.
func dusk2(t testing.TB, s State) State {
	t.Helper()
	s = journey(t, s, LandID(Lords, 2), OpposeNone, Attrs{}, Attrs{9, 9, 9}, Attrs{}, "")
	return dusk(t, s)
}

func TestJourneyRefusals(t *testing.T) {
	s := newGame(t, duel(), testProfile())
	s = fate(t, s, 7)
	refused(t, s, Command{Kind: CmdChoose, Land: fortifiedPort}, "cardgame.err.not_now")
	s = passBoth(t, s)
	refused(t, s, Command{Kind: CmdChoose, Land: LandID(Outlaws, 1)}, "cardgame.err.land")
	refused(t, s, Command{Kind: CmdChoose, Land: "nowhere"}, "cardgame.err.land")
	// A land's symbols are asked for the first time it is chosen.
	p := without(testProfile(), LandAttrKey(LandID(Lords, 4), Cunning))
	s2 := newGame(t, duel(), p)
	s2 = fate(t, s2, 1)
	s2 = passBoth(t, s2)
	asks(t, s2, Command{Kind: CmdChoose, Land: LandID(Lords, 4)}, LandAttrKey(LandID(Lords, 4), Cunning))
	s2, _ = do(t, s2, Learn(LandAttrKey(LandID(Lords, 4), Cunning), "3"))
	s2, _ = do(t, s2, Command{Kind: CmdChoose, Land: LandID(Lords, 4)})
	if a, _ := s2.JourneyAttrs(); a.Cunning != 3 {
		t.Fatalf("learned symbols %+v", a)
	}

	s, _ = do(t, s, Command{Kind: CmdChoose, Land: LandID(Lords, 2)})
	refused(t, s, Command{Kind: CmdOppose, Oppose: "maybe"}, "cardgame.err.oppose")
	s, _ = do(t, s, Command{Kind: CmdOppose, Oppose: OpposeNone})
	refused(t, s, Command{Kind: CmdResolve}, "cardgame.err.not_now")
	s = passBoth(t, s)
	// Nobody opposed: no companion's attributes may be counted.
	refused(t, s, Command{Kind: CmdResolve, Party: Attrs{9, 9, 9}, Opponent: Attrs{1, 0, 0}}, "cardgame.err.no_opponent")
	refused(t, s, Command{Kind: CmdResolve, Party: Attrs{AttrMax + 1, 0, 0}}, "cardgame.err.attr")

	// A bane player without a companion cannot oppose.
	s3 := newGame(t, duel(), testProfile())
	s3, _ = do(t, s3, Command{Kind: CmdCompanions, Player: Vikings, N: 0})
	s3 = fate(t, s3, 4)
	s3 = passBoth(t, s3)
	s3, _ = do(t, s3, Command{Kind: CmdChoose, Land: fortifiedPort})
	refused(t, s3, Command{Kind: CmdOppose, Oppose: OpposeFree}, "cardgame.err.no_companion")
}
