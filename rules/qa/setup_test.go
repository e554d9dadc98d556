package qa

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"skald/rules"
)

func TestSetupByPlayerCount(t *testing.T) {
	p := testProfile()
	tests := []struct {
		name    string
		setup   Setup
		refusal string // "" = accepted
		start   int
	}{
		{"1 player, 3 heroes", Setup{Players: 1, Heroes: []string{Thorgal, Kriss, Aaricia}}, "", 5},
		{"1 player, optional 4th", Setup{Players: 1, Fourth: true, Heroes: []string{Thorgal, Kriss, Aaricia, Jolan}}, "", 6},
		{"2 players, 4 heroes", Setup{Players: 2, Heroes: []string{Thorgal, Kriss, Aaricia, Jolan}}, "", 6},
		{"3 players", Setup{Players: 3, Heroes: []string{Tjall, Kriss, Arghun}}, "", 5},
		{"3 players, optional 4th", Setup{Players: 3, Fourth: true, Heroes: []string{Tjall, Kriss, Arghun, Jolan}}, "", 6},
		{"4 players", Setup{Players: 4, Heroes: []string{Tjall, Kriss, Arghun, Jolan}}, "", 6},
		{"0 players", Setup{Players: 0}, "qa.err.players", 0},
		{"5 players", Setup{Players: 5}, "qa.err.players", 0},
		{"4th with 2 players", Setup{Players: 2, Fourth: true, Heroes: []string{Thorgal, Kriss, Aaricia, Jolan}}, "qa.err.fourth", 0},
		{"2 players, 2 heroes", Setup{Players: 2, Heroes: []string{Thorgal, Kriss}}, "qa.err.hero_count", 0},
		{"unknown hero", Setup{Players: 1, Heroes: []string{Thorgal, Kriss, "odin"}}, "qa.err.hero_unknown", 0},
		{"hero twice", Setup{Players: 1, Heroes: []string{Thorgal, Kriss, Thorgal}}, "qa.err.hero_twice", 0},
		{"level1 out without the variant", Setup{Players: 1, Heroes: []string{Thorgal, Kriss, Aaricia}, Level1Out: []string{"combat.1"}}, "qa.err.level1_out_unused", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := New(tc.setup, p)
			if tc.refusal != "" {
				var r *rules.Refusal
				if !errors.As(err, &r) || r.Msg.ID != tc.refusal {
					t.Fatalf("want %s, got %v", tc.refusal, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.Ogotai != tc.start || s.Round != 1 || s.Phase != PhaseDestin || s.Turn != 0 {
				t.Fatalf("start: Ogotaï %d round %d phase %s turn %d", s.Ogotai, s.Round, s.Phase, s.Turn)
			}
			if s.Revealed() != 1 || !s.Lieu(1).Revealed {
				t.Fatalf("only Lieu 1 is revealed at setup, got %d", s.Revealed())
			}
			for i, h := range s.Heroes {
				if h.ID != tc.setup.Heroes[i] || h.Lieu != LieuPaysViking || len(h.Hand) != StartingSkills || h.Tired {
					t.Fatalf("hero %d: %+v", i, h)
				}
				want, _ := StartingHand(p, h.ID)
				if !slices.Equal(h.Hand, want) {
					t.Fatalf("%s holds %v, the hero card gives %v", h.ID, h.Hand, want)
				}
			}
			if s.ChaamsDeck.Size() != ChaamsDeckSize || s.SkillDeck.Size() != SkillCards-StartingSkills*len(s.Heroes) {
				t.Fatalf("decks: Chaams %d, Skills %d", s.ChaamsDeck.Size(), s.SkillDeck.Size())
			}
			if err := invariants(s); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// New asks only what builds the table: the Chaams deck, then the starting
// cards in turn order. Ogotaï's start waits for his first move.
func TestSetupAskOrder(t *testing.T) {
	su := Setup{Players: 3, Heroes: []string{Jolan, Tjall, Kriss}}
	p := map[string]string{}
	var asked []string
	var st State
	for range 100 {
		var err error
		st, err = New(su, p)
		var np *rules.NeedPrinted
		if !errors.As(err, &np) {
			if err != nil {
				t.Fatal(err)
			}
			break
		}
		asked = append(asked, np.Key)
		p[np.Key] = testProfile()[np.Key]
	}
	if asked[0] != "qa.chaams.1.combat" || asked[11] != "qa.chaams.2.corruption" {
		t.Fatalf("first the Chaams deck: %v", asked[:12])
	}
	if want := []string{"qa.skills.jolan.1", "qa.skills.jolan.2", "qa.skills.jolan.3", "qa.skills.tjall.1"}; !slices.Equal(asked[12:16], want) {
		t.Fatalf("then the starting cards in turn order: %v", asked[12:])
	}
	if len(asked) != 12+9 {
		t.Fatalf("%d questions: %v", len(asked), asked)
	}
	if st.Ogotai != 0 || slices.Contains(asked, "qa.start.3") {
		t.Fatalf("Ogotaï's start asked or invented at setup: on %d, asked %v", st.Ogotai, asked)
	}
	for _, k := range asked {
		if spec, ok := specs.Spec(k); !ok || !spec.Valid(testProfile()[k]) {
			t.Fatalf("asked %s, which Printed() does not describe", k)
		}
	}
	// Never asked at setup: the war track, the Lieux, the powers, Grande pyramide.
	for _, k := range asked {
		if k == lieuChaamsKey(LieuPyramide) || k == powerKey(Jolan) || k == warKey(1) {
			t.Fatalf("asked %s at setup", k)
		}
	}
	if _, ok := specs.Spec(lieuChaamsKey(LieuPyramide)); ok {
		t.Fatal("Grande pyramide's 2 Chaams symbols are known and must not be asked")
	}
	if _, ok := specs.Spec(lieuStepKey(LieuMayaxatl)); ok {
		t.Fatal("Mayaxatl's step is known and must not be asked")
	}
}

func TestChaamsDeckComposition(t *testing.T) {
	heroes := []string{Thorgal, Kriss, Aaricia}
	level1 := func(s State) int {
		n := 0
		for _, c := range s.ChaamsDeck.Pile {
			if _, l, _ := ParseChaams(c); l == 1 {
				n++
			}
		}
		return n
	}
	base := newGame(t, Setup{Players: 1, Heroes: heroes}, testProfile())
	if got := base.ChaamsDeck.Counts(); got[ChaamsCard(Combat, 1)] != 2 || got[ChaamsCard(Combat, 2)] != 1 || got[ChaamsCard(Combat, 3)] != 0 {
		t.Fatalf("base deck %v", got)
	}
	if level1(base) != 12 {
		t.Fatalf("base deck: %d level-1 cards", level1(base))
	}

	out := []string{"combat.1", "combat.1", "esquive.1", "infiltration.1", "persuasion.1", "corruption.1"}
	v := newGame(t, Setup{Players: 1, Heroes: heroes, Level3: true, Level1Out: out}, testProfile())
	counts := v.ChaamsDeck.Counts()
	if v.ChaamsDeck.Size() != 18 || level1(v) != 6 || counts[ChaamsCard(Combat, 1)] != 0 || counts[ChaamsCard(Assassinat, 1)] != 2 {
		t.Fatalf("variant deck %v", counts)
	}
	for _, ty := range SkillTypes {
		if counts[ChaamsCard(ty, 2)] != 1 || counts[ChaamsCard(ty, 3)] != 1 {
			t.Fatalf("variant deck lacks level 2 or 3 %s: %v", ty, counts)
		}
	}

	refusals := []struct {
		name string
		out  []string
	}{
		{"none set aside", nil},
		{"five", out[:5]},
		{"a level-2 card", append(slices.Clone(out[:5]), "combat.2")},
		{"more copies than the box", []string{"combat.1", "combat.1", "combat.1", "esquive.1", "infiltration.1", "persuasion.1"}},
		{"not a card", append(slices.Clone(out[:5]), "odin.1")},
	}
	for _, tc := range refusals {
		_, err := New(Setup{Players: 1, Heroes: heroes, Level3: true, Level1Out: tc.out}, testProfile())
		var r *rules.Refusal
		if !errors.As(err, &r) || r.Msg.ID != "qa.err.level1_out" {
			t.Errorf("%s: got %v", tc.name, err)
		}
	}
	// The variant asks for the level-3 composition.
	p := testProfile()
	delete(p, chaamsKey(3, Corruption))
	if _, err := New(Setup{Players: 1, Heroes: heroes, Level3: true, Level1Out: out}, p); !isNeed(err, chaamsKey(3, Corruption)) {
		t.Fatalf("want the level-3 Corruption count asked, got %v", err)
	}
	if _, err := New(Setup{Players: 1, Heroes: heroes}, p); err != nil {
		t.Fatalf("the base game does not need level 3: %v", err)
	}
	// Counts that do not add up to the box's totals are refused by name.
	bad := with(testProfile(), chaamsKey(2, Combat), "2")
	_, err := New(Setup{Players: 1, Heroes: heroes}, bad)
	var r *rules.Refusal
	if !errors.As(err, &r) || r.Msg.ID != "qa.err.chaams_total" || r.Msg.Args["Level"] != 2 || r.Msg.Args["Got"] != 7 {
		t.Fatalf("want qa.err.chaams_total for level 2, got %v", err)
	}
	if cards, ok := Level1Cards(testProfile()); !ok || len(cards) != 12 {
		t.Fatalf("Level1Cards: %v %v", cards, ok)
	}
}

func TestStartingCardsNeverExceedTheBox(t *testing.T) {
	p := testProfile()
	for _, h := range []string{Thorgal, Kriss, Aaricia} {
		for i := 1; i <= 3; i++ {
			p[skillKey(h, i)] = Combat
		}
	}
	_, err := New(Setup{Players: 1, Heroes: []string{Thorgal, Kriss, Aaricia}}, p)
	var r *rules.Refusal
	if !errors.As(err, &r) || r.Msg.ID != "qa.err.skills_total" {
		t.Fatalf("9 starting Combat cards of 8: got %v", err)
	}
}

func TestSeats(t *testing.T) {
	two := fourHeroes(t)
	if got := []int{two.Player(0), two.Player(1), two.Player(2), two.Player(3)}; !slices.Equal(got, []int{1, 2, 1, 2}) {
		t.Fatalf("2 players alternate: %v", got)
	}
	three := newGame(t, Setup{Players: 3, Fourth: true, Heroes: []string{Tjall, Kriss, Arghun, Jolan}}, testProfile())
	var fourth []int
	for r := 1; r <= 4; r++ {
		three.Round = r
		fourth = append(fourth, three.Player(3))
	}
	if !slices.Equal(fourth, []int{1, 2, 3, 1}) || three.Player(1) != 2 {
		t.Fatalf("3 players: the fourth hero passes each round: %v", fourth)
	}
}

func isNeed(err error, key string) bool {
	var np *rules.NeedPrinted
	return errors.As(err, &np) && np.Key == key
}

// A session cannot learn a different value for what built its table.
func TestLearn(t *testing.T) {
	s := fourHeroes(t)
	tests := []struct {
		key, value, refusal string
	}{
		{"qa.war.3", "2", ""},
		{"qa.war.3", "5", "qa.err.printed"},
		{"qa.war.15", "0", "qa.err.printed"},
		{"qa.lieu.2.name", "Fjord", ""},
		{"qa.lieu.2.step", Rule4Identical, ""},
		{"qa.lieu.2.step", "5_identical", "qa.err.printed"},
		{"qa.lieu.3.chaams", "4", "qa.err.printed"},
		{"qa.lieu.7.chaams", "2", "qa.err.printed"},
		{"qa.start.4", "6", ""},
		{"qa.start.4", "7", "qa.err.printed_fixed"},
		{"qa.start.3", "7", ""}, // not this table's hero count
		{"qa.chaams.1.combat", "3", "qa.err.printed_fixed"},
		{"qa.chaams.3.combat", "2", ""}, // not in this deck
		{"qa.skills.arghun.1", Combat, "qa.err.printed_fixed"},
		{"qa.skills.kriss.1", Combat, ""}, // not at this table
		{"qa.power.jolan", "Shapes matter", ""},
		{"qa.defi.21", "x", "qa.err.printed"},
		{"other.key", "1", "qa.err.printed"},
	}
	for _, tc := range tests {
		_, err := Decide(s, Learn(tc.key, tc.value), nil)
		if tc.refusal == "" {
			if err != nil {
				t.Errorf("learn %s=%s: %v", tc.key, tc.value, err)
			}
			continue
		}
		var r *rules.Refusal
		if !errors.As(err, &r) || r.Msg.ID != tc.refusal {
			t.Errorf("learn %s=%s: want %s, got %v", tc.key, tc.value, tc.refusal, err)
		}
	}
	s, _ = do(t, s, Learn("qa.power.jolan", "Shapes matter"), nil)
	if v, ok := Power(s, Jolan); !ok || v != "Shapes matter" {
		t.Fatalf("power %q %v", v, ok)
	}
}

// The sixth type of a level is arithmetic, not a question: the level's total
// less the five others.
func TestChaamsDeduced(t *testing.T) {
	p := map[string]string{}
	for i, ty := range SkillTypes[:5] {
		p[chaamsKey(1, ty)] = strconv.Itoa([]int{3, 2, 2, 1, 2}[i])
	}
	if v, ok := ChaamsDeduced(p, chaamsKey(1, Corruption)); !ok || v != "2" {
		t.Fatalf("Corruption 1: %q %v, want 12-10 = 2", v, ok)
	}
	if _, ok := ChaamsDeduced(p, chaamsKey(2, Corruption)); ok {
		t.Fatal("level 2 deduced with nothing known")
	}
	if _, ok := ChaamsDeduced(p, "qa.war.3"); ok {
		t.Fatal("a war space deduced")
	}
	p[chaamsKey(1, Combat)] = "9"
	if _, ok := ChaamsDeduced(p, chaamsKey(1, Corruption)); ok {
		t.Fatal("deduced although the others already exceed 12")
	}
	// What it deduces builds the deck.
	p[chaamsKey(1, Combat)] = "3"
	p[chaamsKey(1, Corruption)], _ = ChaamsDeduced(p, chaamsKey(1, Corruption))
	if _, err := Composition(p, 1); err != nil {
		t.Fatal(err)
	}
}

// Without Ogotaï's start space in the profile the game starts with him off the
// track; his first move asks for it, learning it places him, and from then on
// the session keeps that value. A forged move before he is placed is refused.
func TestStartSpaceAskedAtFirstMove(t *testing.T) {
	p := testProfile()
	delete(p, "qa.start.4")
	s := newGame(t, Setup{Players: 4, Heroes: []string{Thorgal, Kriss, Aaricia, Jolan}}, p)
	if s.Ogotai != 0 {
		t.Fatalf("Ogotaï on %d with no start space known", s.Ogotai)
	}
	for s.Phase != PhaseOgotai {
		s = passTurn(t, s)
	}
	adv := Command{Kind: CmdAdvanceOgotai}
	asks(t, s, adv, "qa.start.4")
	if err := Check(s, Event{Kind: EvOgotaiAdvanced, To: 1}); err == nil {
		t.Fatal("a move was accepted before Ogotaï's start is known")
	}
	// Not placed yet: another answer may still replace the first.
	s, _ = do(t, s, Learn("qa.start.4", "5"), nil)
	if s.Ogotai != 5 {
		t.Fatalf("learning the start space put Ogotaï on %d, want 5", s.Ogotai)
	}
	refused(t, s, Learn("qa.start.4", "4"), "qa.err.printed_fixed")
	s, _ = do(t, s, Learn("qa.war.6", "0"), nil)
	s, ev := do(t, s, adv, rng(1))
	if s.Ogotai != 6 || ev[0].To != 6 {
		t.Fatalf("after the first move Ogotaï is on %d (%+v), want 6", s.Ogotai, ev)
	}
}
