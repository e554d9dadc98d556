package althing

import (
	"slices"
	"testing"
)

func cards(s State) []string {
	var out []string
	for _, st := range s.Track {
		out = append(out, st.Card)
	}
	return out
}

// The discovery campaign's first two parts lay out fixed tracks and play a
// few symbols; the third deals four stages and plays them all.
func TestCampaignTracks(t *testing.T) {
	tests := []struct {
		mode    string
		track   []string
		symbols []string
	}{
		{ModeCampaign1, []string{Kattegat, Eldaskali, Kernelyd, Knorrer, Thing}, []string{SymTroll, SymUntroll}},
		{ModeCampaign2, []string{Kattegat, Eldaskali, Knorrer, Drakkar, Kernelyd, Althing}, []string{SymTroll, SymUntroll, SymStorm, SymWeather}},
	}
	for _, tc := range tests {
		s := newGame(t, Setup{Mode: tc.mode, Players: 2}, nil)
		if got := cards(s); !slices.Equal(got, tc.track) {
			t.Errorf("%s: track %v, want %v", tc.mode, got, tc.track)
		}
		for _, st := range s.Track[:len(s.Track)-1] {
			if st.Side != SideA {
				t.Errorf("%s: %s on side %s", tc.mode, st.Card, st.Side)
			}
		}
		if got := Symbols(tc.mode); !slices.Equal(got, tc.symbols) {
			t.Errorf("%s: symbols %v", tc.mode, got)
		}
		if s.Race.Len != len(tc.track) || s.Level("p1") != 0 || s.Level("p2") != 0 {
			t.Errorf("%s: race %+v", tc.mode, s.Race)
		}
		refused(t, s, Command{Kind: CmdDealTrack}, "althing.err.track_fixed")
		if StartHand(tc.mode).ID != "althing.hand.campaign" {
			t.Errorf("%s: starting hand %s", tc.mode, StartHand(tc.mode).ID)
		}
	}
	if len(Symbols(ModeCampaign3)) != len(AllSymbols) || len(Symbols(ModeNormal)) != len(AllSymbols) {
		t.Error("part 3 and later games play every symbol")
	}
	if _, err := New(Setup{Mode: ModeCampaign1, Players: 2, Kattegat: SideB}, nil); err == nil {
		t.Error("a campaign part accepted Kattegat B")
	}
}

// The final card: the Althing when Drakkar or Dragvendil (or both) is dealt,
// the Thing otherwise — from the table's own deal.
func TestThingOrAlthing(t *testing.T) {
	tests := []struct {
		dealt []string
		final string
	}{
		{[]string{Eldaskali, Snekkar, Knorrer, Vegvisir}, Thing},
		{[]string{Kernelyd, Snekkar, Eldaskali, Vegvisir}, Thing},
		{[]string{Snekkar, Drakkar, Knorrer, Vegvisir}, Althing},
		{[]string{Dragvendil, Snekkar, Knorrer, Eldaskali}, Althing},
		{[]string{Dragvendil, Drakkar, Knorrer, Eldaskali}, Althing},
	}
	for _, mode := range []string{ModeCampaign3, ModeNormal, ModeNew} {
		for _, tc := range tests {
			s := dealt(t, Setup{Mode: mode, Players: 3}, nil, tc.dealt...)
			want := append(append([]string{Kattegat}, tc.dealt...), tc.final)
			if got := cards(s); !slices.Equal(got, want) {
				t.Errorf("%s %v: track %v, want %v", mode, tc.dealt, got, want)
			}
		}
	}
}

// The app's deal takes four different stages on side A; over many deals both
// endings and every stage card turn up.
func TestDigitalDeal(t *testing.T) {
	finals := map[string]int{}
	seen := map[string]bool{}
	for seed := range uint64(200) {
		s := newGame(t, Setup{Mode: ModeNormal, Players: 2}, nil)
		s, evs := doR(t, s, Command{Kind: CmdDealTrack}, rng(seed))
		if !Reveals(Command{Kind: CmdDealTrack}, evs) {
			t.Fatal("a digital deal must ask before undo")
		}
		if len(s.Track) != 6 {
			t.Fatalf("track of %d cards", len(s.Track))
		}
		for _, st := range s.Track[1:5] {
			if st.Side != SideA || !IsStage(st.Card) {
				t.Fatalf("dealt %+v", st)
			}
			seen[st.Card] = true
		}
		finals[s.Track[5].Card]++
	}
	if finals[Thing] == 0 || finals[Althing] == 0 || len(seen) != len(StageCards) {
		t.Fatalf("deals: finals %v, cards %v", finals, seen)
	}
}

func TestDealRefusals(t *testing.T) {
	s := newGame(t, Setup{Mode: ModeNormal, Players: 2}, nil)
	refused(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{{Card: Drakkar}, {Card: Snekkar}, {Card: Vegvisir}}}, "althing.err.stage_count")
	refused(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{{Card: Drakkar}, {Card: Snekkar}, {Card: Vegvisir}, {Card: Drakkar}}}, "althing.err.stage_twice")
	refused(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{{Card: Drakkar}, {Card: Snekkar}, {Card: Vegvisir}, {Card: Thing}}}, "althing.err.stage_card")
	refused(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{{Card: Drakkar, Side: SideB}, {Card: Snekkar}, {Card: Vegvisir}, {Card: Knorrer}}}, "althing.err.side_a_only")
	refused(t, s, Command{Kind: CmdBegin}, "althing.err.no_track")
	s, _ = do(t, s, Command{Kind: CmdDealTrack})
	refused(t, s, Command{Kind: CmdDealTrack}, "althing.err.track_laid")
	refused(t, s, Command{Kind: CmdFlip, Stage: 1}, "althing.err.flip_mode")
}

// New games: Kattegat A or B, sides mixed at will before the race; on
// Kattegat B tricks are open from the start.
func TestNewGameSides(t *testing.T) {
	s := newGame(t, Setup{Mode: ModeNew, Players: 2, Kattegat: SideB}, nil)
	s, _ = do(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{{Card: Vegvisir, Side: SideB}, {Card: Snekkar}, {Card: Knorrer}, {Card: Kernelyd}}})
	if s.Track[0].Side != SideB || s.Track[1].Side != SideB || s.Track[2].Side != SideA || s.Track[5].Card != Thing {
		t.Fatalf("track %+v", s.Track)
	}
	s, _ = do(t, s, Command{Kind: CmdFlip, Stage: 2})
	if s.Track[2].Side != SideB {
		t.Fatal("flip did not turn Snekkar to B")
	}
	s, _ = do(t, s, Command{Kind: CmdFlip, Stage: 1})
	if s.Track[1].Side != SideA {
		t.Fatal("flip did not turn Vegvisir back to A")
	}
	refused(t, s, Command{Kind: CmdFlip, Stage: 0}, "althing.err.flip_stage")
	refused(t, s, Command{Kind: CmdFlip, Stage: 5}, "althing.err.flip_stage")
	s, _ = do(t, s, Command{Kind: CmdBegin})
	refused(t, s, Command{Kind: CmdFlip, Stage: 2}, "althing.err.started")
	if s.Sacred("p2") {
		t.Fatal("Kattegat B is not Sacred Ground")
	}
	do(t, s, Command{Kind: CmdTrick, Trick: SymTroll, Target: "p2"})
}

// The saga alternative: six stages in two branches of three, each on a random
// side; with six of the seven dealt, Drakkar or Dragvendil is always there.
func TestSagaTrack(t *testing.T) {
	sides := map[string]int{}
	for seed := range uint64(40) {
		s := newGame(t, Setup{Mode: ModeSaga, Players: 3, Kattegat: SideB}, nil)
		s, _ = doR(t, s, Command{Kind: CmdDealTrack}, rng(seed))
		if len(s.Track) != 8 || s.Track[7].Card != Althing || s.Track[7].Level != 4 || s.Race.Len != 5 {
			t.Fatalf("saga track %+v", s.Track)
		}
		for i, st := range s.Track[1:7] {
			branch := BranchLeft
			if i >= 3 {
				branch = BranchRight
			}
			if st.Branch != branch || st.Level != i%3+1 {
				t.Fatalf("stage %d: %+v", i, st)
			}
			sides[st.Side]++
		}
	}
	if sides[SideA] == 0 || sides[SideB] == 0 {
		t.Fatalf("saga sides never mixed: %v", sides)
	}
}

// In the saga alternative a pawn that enters a branch must take that
// branch's next stage before it may cross over.
func TestSagaBranches(t *testing.T) {
	s := newGame(t, Setup{Mode: ModeSaga, Players: 2}, testProfile())
	s, _ = do(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{
		{Card: Eldaskali}, {Card: Snekkar}, {Card: Knorrer}, // left, levels 1-3
		{Card: Kernelyd}, {Card: Vegvisir}, {Card: Drakkar}, // right
	}})
	s, _ = do(t, s, Command{Kind: CmdBegin})
	if got := NextStages(s, "p1"); !slices.Equal(got, []int{1, 4}) {
		t.Fatalf("from Kattegat: %v", got)
	}
	refused(t, s, Command{Kind: CmdComplete}, "althing.err.which_stage")
	s, _ = do(t, s, Command{Kind: CmdComplete, Stage: 4}) // Kernelyd, right branch
	s = endPhase(t, s)
	s = endPhase(t, s)
	if got := NextStages(s, "p1"); !slices.Equal(got, []int{5}) {
		t.Fatalf("after entering the right branch: %v", got)
	}
	refused(t, s, Command{Kind: CmdComplete, Stage: 2}, "althing.err.branch_bound")
	s, _ = do(t, s, Command{Kind: CmdComplete, Stage: 5}) // Vegvisir
	s = endPhase(t, s)
	s = endPhase(t, s)
	if got := NextStages(s, "p1"); !slices.Equal(got, []int{3, 6}) {
		t.Fatalf("after two stages of a branch: %v", got)
	}
	s, _ = do(t, s, Command{Kind: CmdComplete, Stage: 3}) // Knorrer: crossed to the left
	if st := s.StageAt("p1"); st.Card != Knorrer {
		t.Fatalf("p1 on %+v", st)
	}
	s = endPhase(t, s)
	s = endPhase(t, s)
	if got := NextStages(s, "p1"); !slices.Equal(got, []int{7}) {
		t.Fatalf("last level leads to the Althing: %v", got)
	}
}

func TestSoloSetup(t *testing.T) {
	s := newGame(t, Setup{Mode: ModeNormal, Players: 1, Solo: true}, nil)
	if s.Setup.Kattegat != SideB || s.Thorfinn.Deck.Size() != 6 {
		t.Fatalf("solo: Kattegat %s, Thorfinn's deck %v", s.Setup.Kattegat, s.Thorfinn.Deck)
	}
	h := newGame(t, Setup{Mode: ModeNew, Players: 1, Solo: true, Hard: true, Assembly: true}, nil)
	if h.Thorfinn.Deck.Size() != 5 || h.Thorfinn.Deck.Count("d") != 0 || len(h.Assembly.Row) != 4 {
		t.Fatalf("hard: deck %v, Assembly row %d", h.Thorfinn.Deck, len(h.Assembly.Row))
	}
	for _, bad := range []Setup{
		{Mode: ModeNormal, Players: 1, Solo: true, Kattegat: SideA},
		{Mode: ModeSaga, Players: 1, Solo: true},
		{Mode: ModeCampaign1, Players: 1, Solo: true},
		{Mode: ModeNormal, Players: 2, Solo: true},
		{Mode: ModeNormal, Players: 2, Hard: true},
		{Mode: ModeNormal, Players: 4},
		{Mode: ModeNormal, Players: 1},
		{Mode: "chess", Players: 2},
		{Mode: ModeNew, Players: 2, Kattegat: "c"},
	} {
		if _, err := New(bad, nil); err == nil {
			t.Errorf("New accepted %+v", bad)
		}
	}
	if lo, hi := ExpectedTurns(s.Setup); lo != 19 || hi != 24 {
		t.Errorf("normal length %d–%d", lo, hi)
	}
	if lo, hi := ExpectedTurns(h.Setup); lo != 16 || hi != 20 {
		t.Errorf("hard length %d–%d", lo, hi)
	}
}
