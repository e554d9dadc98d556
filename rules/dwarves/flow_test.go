package dwarves

import (
	"errors"
	"math/big"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
)

func TestNewAsksPrintedValues(t *testing.T) {
	prof := profile(20, nil)
	for _, key := range []string{doomLengthKey, heroKey(Balyndis, AttrSpeed), heroKey(Tungdil, "start")} {
		p := map[string]string{}
		for k, v := range prof {
			if k != key {
				p[k] = v
			}
		}
		_, err := New(book1(), p)
		var need *rules.NeedPrinted
		if !errors.As(err, &need) || need.Key != key {
			t.Errorf("without %s: %v", key, err)
		}
	}
	// Combined Might needs its level-A count; plain Book 1 does not.
	p := profile(20, nil)
	delete(p, cmAKey)
	if _, err := New(book1(), p); err != nil {
		t.Fatal(err)
	}
	su := book1()
	su.CombinedMight = true
	var need *rules.NeedPrinted
	if _, err := New(su, p); !errors.As(err, &need) || need.Key != cmAKey {
		t.Errorf("Combined Might without its count: %v", err)
	}
	// Every key asked for is in Printed().
	for _, k := range []string{doomLengthKey, cmAKey, doomSpaceKey(7), heroKey(Furgas, "start"), recruitKey(DieTroll, 6)} {
		if _, ok := specs.Spec(k); !ok {
			t.Errorf("%s missing from Printed()", k)
		}
	}
}

func TestSetupRefusals(t *testing.T) {
	for _, c := range []struct {
		su Setup
		id string
	}{
		{Setup{Book: 6, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, "dwarves.err.book"},
		{Setup{Book: 2, Difficulty: Easy, Elfar: true, Players: 2, Heroes: []string{Tungdil, Narmora}}, "dwarves.err.expansion_book"},
		{Setup{Book: 1, Difficulty: "hard", Players: 2, Heroes: []string{Tungdil, Narmora}}, "dwarves.err.difficulty"},
		{Setup{Book: 5, Easier: 3, Players: 2, Heroes: []string{Tungdil, Narmora}}, "dwarves.err.easier"},
		{Setup{Book: 5, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, "dwarves.err.difficulty_book5"},
		{Setup{Book: 1, Difficulty: Easy, Players: 1, Heroes: []string{Tungdil}}, "dwarves.err.players"},
		{Setup{Book: 1, Difficulty: Easy, Players: 7, Heroes: HeroIDs[:7]}, "dwarves.err.players"},
		{Setup{Book: 1, Difficulty: Easy, Players: 3, Heroes: []string{Tungdil, Narmora}}, "dwarves.err.hero_count"},
		{Setup{Book: 1, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Tungdil}}, "dwarves.err.hero_twice"},
		{Setup{Book: 1, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, "gimli"}}, "dwarves.err.hero_unknown"},
	} {
		_, err := New(c.su, profile(20, nil))
		var r *rules.Refusal
		if !errors.As(err, &r) || r.Msg.ID != c.id {
			t.Errorf("%+v: %v, want %s", c.su, err, c.id)
		}
	}
	// Six heroes play.
	if _, err := New(Setup{Book: 1, Difficulty: Heroic, Players: 6, Heroes: HeroIDs[6:]}, profile(20, nil)); err != nil {
		t.Error(err)
	}
}

// Level-A cards removed and the deck built, for every Book and difficulty.
func TestDifficultyRemovals(t *testing.T) {
	heroes := []string{Tungdil, Narmora}
	type want struct{ removed, a, b, c int }
	cases := []struct {
		su   Setup
		want want
	}{
		{Setup{Book: 1, Difficulty: Easy}, want{4, 4, 1, 3}},
		{Setup{Book: 1, Difficulty: Normal}, want{3, 5, 1, 3}},
		{Setup{Book: 1, Difficulty: Challenging}, want{2, 6, 1, 3}},
		{Setup{Book: 1, Difficulty: Brave}, want{1, 7, 1, 3}},
		{Setup{Book: 1, Difficulty: Heroic}, want{0, 8, 1, 3}},
		{Setup{Book: 1, Difficulty: Easy, Elfar: true}, want{4, 4, 1, 1}},
		{Setup{Book: 1, Difficulty: Easy, CombinedMight: true}, want{10, 4, 1, 9}},
		{Setup{Book: 1, Difficulty: Normal, CombinedMight: true}, want{9, 5, 1, 9}},
		{Setup{Book: 1, Difficulty: Challenging, CombinedMight: true}, want{8, 6, 1, 9}},
		{Setup{Book: 1, Difficulty: Brave, CombinedMight: true}, want{7, 7, 1, 9}},
		{Setup{Book: 1, Difficulty: Heroic, CombinedMight: true, Elfar: true}, want{6, 8, 1, 1}},
		{Setup{Book: 5, Easier: 0}, want{0, 8, 1, 1}},
		{Setup{Book: 5, Easier: 1}, want{1, 7, 1, 1}},
		{Setup{Book: 5, Easier: 2}, want{2, 6, 1, 1}},
	}
	for book := 2; book <= 4; book++ {
		for i, d := range Difficulties {
			cases = append(cases, struct {
				su   Setup
				want want
			}{Setup{Book: book, Difficulty: d}, want{4 - i, 3 + i, 2, 1}})
		}
	}
	for _, c := range cases {
		su := c.su
		su.Players, su.Heroes = 2, heroes
		comp, err := Compose(su, profile(20, nil))
		if err != nil {
			t.Fatal(err)
		}
		got := want{comp.RemovedA, comp.Deck.A, comp.Deck.B, comp.Deck.C}
		if got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.su, got, c.want)
		}
		s, err := New(su, profile(20, nil))
		if err != nil {
			t.Fatal(err)
		}
		up := len(s.Scenario.Slots)
		if s.Scenario.Left.A+up != comp.Deck.A || s.Scenario.Removed != comp.RemovedA {
			t.Errorf("%+v: %d left + %d up, deck %d", c.su, s.Scenario.Left.A, up, comp.Deck.A)
		}
		guide, err := SetupGuide(su, profile(20, nil))
		if err != nil || len(guide) < 5 {
			t.Errorf("%+v: guide %v %v", c.su, guide, err)
		}
	}
}

func TestSetupDecks(t *testing.T) {
	s := newTable(t, book1(), profile(20, nil)).s
	if len(s.Display) != 3 || s.Adventure.Count(CardThreat) != 3 || s.Adventure.Count(CardAdventure) != 27 || s.Threats.Size() != 12 {
		t.Fatalf("Book 1 decks: display %d, adventure %v, threats %d", len(s.Display), s.Adventure.Counts(), s.Threats.Size())
	}
	if num, den := s.ThreatChance(); num != 3 || den != 30 {
		t.Fatalf("threat chance %d/%d", num, den)
	}
	su := book1()
	su.Elfar, su.CombinedMight = true, true
	s = newTable(t, su, profile(20, nil)).s
	if s.Adventure.Size() != 30+1+8-3+3 || s.Threats.Size() != 15+5+5-3 || s.Equipment.Size() != 26 {
		t.Fatalf("Book 1 with both expansions: %d %d %d", s.Adventure.Size(), s.Threats.Size(), s.Equipment.Size())
	}
	s = newTable(t, Setup{Book: 3, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil)).s
	if len(s.Scenario.Slots) != 3 || s.Threats.Size() != 15 || s.Adventure.Size() != 0 || s.Diamonds.Hidden.Size() != 11 {
		t.Fatalf("Book 3: %+v", s.Scenario)
	}
}

// The Hero and Doom markers meeting loses the game; the Doom marker moves
// toward the Hero marker without acting on icons.
func TestMarkersMeet(t *testing.T) {
	tb := newTable(t, book1(Bavragor, Tungdil), profile(6, map[int]string{2: IconNone, 3: IconNone, 4: IconNone}))
	tb.startActions() // hero marker to 2
	tb.do(Command{Kind: CmdPerish, Hex: "h1"})
	tb.roll(ActMove, "", 2)
	// Bavragor crosses Perished Land freely.
	tb.do(Command{Kind: CmdMove, To: "h2", Entered: []Entry{{Hex: "h1"}}})
	if tb.s.Doom.Pos(MarkDoom) != 6 || tb.s.Heroes[0].Health != 5 {
		t.Fatalf("Bavragor paid for Perished Land")
	}
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions() // Tungdil: hero marker to 3
	tb.roll(ActMove, "", 1)
	tb.refused(Command{Kind: CmdMove, To: "h3", Entered: []Entry{{Hex: "h1", Pay: PayDoom}, {Hex: "h1", Pay: PayDoom}}}, "dwarves.err.too_far")
	tb.refused(Command{Kind: CmdMove, To: "h3", Entered: []Entry{{Hex: "h9", Pay: PayDoom}}}, "dwarves.err.not_perished")
	tb.do(Command{Kind: CmdMove, To: "h1", Entered: []Entry{{Hex: "h1", Pay: PayDoom}}})
	if tb.s.Doom.Pos(MarkDoom) != 5 {
		t.Fatalf("doom at %d", tb.s.Doom.Pos(MarkDoom))
	}
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions() // hero marker to 4, doom at 5
	if tb.s.Over() {
		t.Fatalf("over too soon")
	}
	tb.refused(Command{Kind: CmdDoom, N: 4}, "dwarves.err.doom_step")
	tb.do(Command{Kind: CmdDoom, N: 1}) // a card: doom to 4, the markers meet
	if o := Outcome(tb.s); o.Status != rules.Lost {
		t.Fatalf("outcome %+v", o)
	}
	tb.log = tb.log[:len(tb.log)-1]
	tb.s = tb.replayed()
	tb.do(Command{Kind: CmdEndTurn})
	tb.do(Command{Kind: CmdAdvance}) // hero marker to 5: they meet
	if o := Outcome(tb.s); o.Status != rules.Lost || o.Reason.ID != "dwarves.lost.doom" {
		t.Fatalf("outcome %+v", o)
	}
	markers(t, tb.s)
	tb.refused(Command{Kind: CmdEndTurn}, "dwarves.err.over")
	if Campaign(tb.s).Turns != 4 || Campaign(tb.s).Status != rules.Lost {
		t.Fatalf("campaign %+v", Campaign(tb.s))
	}
	tb.assertReplay()
}

func TestHeroDeath(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	tb.do(Command{Kind: CmdHealthTile, Hero: Balyndis, N: 1})
	if h := tb.s.Heroes[1]; h.Hearts() != 6 || h.Health != 5 {
		t.Fatalf("tile: %+v", h)
	}
	tb.do(Command{Kind: CmdHealth, Hero: Balyndis, N: 3})
	if h := tb.s.Heroes[1]; h.Health != 6 {
		t.Fatalf("healed to %d", h.Health)
	}
	tb.do(Command{Kind: CmdHealth, Hero: Balyndis, N: -6})
	if o := Outcome(tb.s); o.Status != rules.Lost || o.Reason.ID != "dwarves.lost.hero" {
		t.Fatalf("outcome %+v", o)
	}
	tb.assertReplay()
}

// 5 troops at Blacksaddle go back to the supply and the Doom marker advances;
// in Book 4 a leader counts 2, stays, and makes it 2 spaces.
func TestBlacksaddle(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	tb.do(Command{Kind: CmdTroops, At: InHex(Blacksaddle), Troops: Troops{Orcs: 3}})
	tb.do(Command{Kind: CmdTroops, At: InHex("h7"), Troops: Troops{Trolls: 2}})
	if tb.s.Doom.Pos(MarkDoom) != 20 {
		t.Fatal("doom moved early")
	}
	tb.do(Command{Kind: CmdMoveTroops, Moves: []TroopMove{{From: InHex("h7"), To: InHex(Blacksaddle), Troops: Troops{Trolls: 2}}}})
	if tb.s.Doom.Pos(MarkDoom) != 19 || !tb.s.Board[Blacksaddle].Zero() || tb.s.Supply != Total {
		t.Fatalf("doom %d, blacksaddle %+v, supply %+v", tb.s.Doom.Pos(MarkDoom), tb.s.Board[Blacksaddle], tb.s.Supply)
	}
	if tb.s.IsPerished(Blacksaddle) {
		t.Fatal("Blacksaddle never perishes")
	}
	tb.assertReplay()

	b4 := newTable(t, Setup{Book: 4, Difficulty: Normal, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil))
	b4.do(Command{Kind: CmdTroops, At: InHex(Blacksaddle), Troops: Troops{TrollLeader: 1, Orcs: 2}})
	b4.do(Command{Kind: CmdTroops, At: InHex(Blacksaddle), Troops: Troops{Elfar: 1}})
	if got := b4.s.Board[Blacksaddle]; got != (Troops{TrollLeader: 1}) || b4.s.Doom.Pos(MarkDoom) != 18 {
		t.Fatalf("blacksaddle %+v doom %d", got, b4.s.Doom.Pos(MarkDoom))
	}
	b4.refused(Command{Kind: CmdTroops, At: InHex("h1"), Troops: Troops{TrollLeader: 1}}, "dwarves.err.supply")
	conserved(t, b4.s)
	b4.assertReplay()
}

// A hex with 5+ troops (4+ expert) becomes Perished Land while tiles last; its
// troops must move on before the turn ends.
func TestPerishedLand(t *testing.T) {
	tb := newTable(t, book1(), profile(20, nil))
	tb.do(Command{Kind: CmdTroops, At: InHex("h1"), Troops: Troops{Orcs: 4}})
	if tb.s.IsPerished("h1") {
		t.Fatal("4 troops perished a hex")
	}
	tb.do(Command{Kind: CmdTroops, At: InHex("h1"), Troops: Troops{Elfar: 1}})
	if !tb.s.IsPerished("h1") || len(tb.s.Unsettled()) != 1 {
		t.Fatalf("perished %v", tb.s.Perished)
	}
	tb.startActions()
	tb.refused(Command{Kind: CmdEndTurn}, "dwarves.err.unsettled")
	tb.do(Command{Kind: CmdMoveTroops, Moves: []TroopMove{
		{From: InHex("h1"), To: InHex("h2"), Troops: Troops{Orcs: 2}},
		{From: InHex("h1"), To: InHex("h3"), Troops: Troops{Orcs: 2, Elfar: 1}},
	}})
	tb.do(Command{Kind: CmdEndTurn})
	conserved(t, tb.s)

	su := book1()
	su.Expert = true
	ex := newTable(t, su, profile(20, nil))
	ex.do(Command{Kind: CmdTroops, At: InHex("h1"), Troops: Troops{Orcs: 4}})
	if !ex.s.IsPerished("h1") {
		t.Fatal("expert: 4 troops should perish a hex")
	}
	// When the tiles run out, hexes hold 5 or more.
	for i := len(ex.s.Perished); i < PerishedTiles; i++ {
		ex.do(Command{Kind: CmdPerish, Hex: "p" + itoa(i)})
	}
	ex.refused(Command{Kind: CmdPerish, Hex: "late"}, "dwarves.err.no_tiles")
	ex.do(Command{Kind: CmdTroops, At: InHex("full"), Troops: Troops{Trolls: 6}})
	if ex.s.IsPerished("full") || ex.s.TilesLeft() != 0 {
		t.Fatal("perished without a tile")
	}
	markers(t, ex.s)
	ex.assertReplay()
}

// Recruitment adds what the skulls say, as far as the supply goes.
func TestRecruitmentSupplyLimit(t *testing.T) {
	tb := newTable(t, book1(), profile(20, map[int]string{2: IconTroopsIV, 3: IconTroopsI}))
	tb.do(Command{Kind: CmdTroops, At: InHex(Blacksaddle), Troops: Troops{Elfar: 4}}) // 4 < 5: stays
	tb.do(Command{Kind: CmdTroops, At: OnCard("Siege"), Troops: Troops{Elfar: 15, Trolls: 3}})
	if tb.s.Supply.Elfar != 1 {
		t.Fatalf("supply %+v", tb.s.Supply)
	}
	tb.refused(Command{Kind: CmdTroops, At: InHex("h1"), Troops: Troops{Elfar: 2}}, "dwarves.err.supply")
	tb.refused(Command{Kind: CmdAdvance, Table: true, Skulls: Troops{Elfar: 9}}, "dwarves.err.skulls")
	evs := tb.do(Command{Kind: CmdAdvance, Table: true, Skulls: Troops{Orcs: 2, Trolls: 1, Elfar: 3}})
	var rec Event
	for _, e := range evs {
		if e.Kind == EvRecruited {
			rec = e
		}
	}
	if rec.Hex != GateIV || *rec.Troops != (Troops{Orcs: 2, Trolls: 1, Elfar: 1}) {
		t.Fatalf("recruited %+v", rec)
	}
	if tb.s.Supply.Elfar != 0 || tb.s.Board[GateIV] != (Troops{Orcs: 2, Trolls: 1, Elfar: 1}) {
		t.Fatalf("gate %+v supply %+v", tb.s.Board[GateIV], tb.s.Supply)
	}
	conserved(t, tb.s)
	tb.do(Command{Kind: CmdEndTurn})
	// Digital: the printed dice are rolled; the Gate fills and may perish.
	tb.do(Command{Kind: CmdAdvance})
	conserved(t, tb.s)
	tb.assertReplay()
}

func TestDigitalRecruitNeedsDice(t *testing.T) {
	prof := profile(20, map[int]string{2: IconTroopsII})
	delete(prof, recruitKey(DieTroll, 4))
	tb := newTable(t, book1(), prof)
	_, err := Decide(tb.s, Command{Kind: CmdAdvance}, tb.rnd)
	var need *rules.NeedPrinted
	if !errors.As(err, &need) || need.Key != recruitKey(DieTroll, 4) {
		t.Fatalf("%v", err)
	}
	tb.do(Learn(recruitKey(DieTroll, 4), "1"))
	tb.do(Command{Kind: CmdAdvance})
	tb.assertReplay()
}

func TestDoomIconAskedOnce(t *testing.T) {
	prof := profile(20, nil)
	delete(prof, doomSpaceKey(2))
	tb := newTable(t, book1(), prof)
	_, err := Decide(tb.s, Command{Kind: CmdAdvance}, tb.rnd)
	var need *rules.NeedPrinted
	if !errors.As(err, &need) || need.Key != doomSpaceKey(2) {
		t.Fatalf("%v", err)
	}
	tb.refused(Learn(doomSpaceKey(2), "dragon"), "dwarves.err.printed")
	tb.do(Learn(doomSpaceKey(2), IconCouncil))
	tb.do(Command{Kind: CmdAdvance})
	if tb.s.CouncilPos() != CouncilStart-1 {
		t.Fatalf("council at %d", tb.s.CouncilPos())
	}
	tb.assertReplay()
}

// Threat icons: Book 1 shuffles two Threat cards into the Adventure deck.
func TestThreatIconBook1(t *testing.T) {
	tb := newTable(t, book1(), profile(20, map[int]string{2: IconThreat}))
	tb.do(Command{Kind: CmdAdvance})
	if tb.s.Adventure.Count(CardThreat) != 5 || tb.s.Threats.Size() != 10 {
		t.Fatalf("adventure %v threats %d", tb.s.Adventure.Counts(), tb.s.Threats.Size())
	}
	if num, den := tb.s.ThreatChance(); num != 5 || den != 32 {
		t.Fatalf("chance %d/%d", num, den)
	}
	// The display is full at setup; completing a card frees a space.
	tb.refused(Command{Kind: CmdDraw}, "dwarves.err.display_full")
	tb.do(Command{Kind: CmdCardDone, Slot: 0})
	tb.do(Command{Kind: CmdDraw, Table: true, Card: CardThreat, Name: "Orc raid"})
	if tb.s.Display[2].Kind != CardThreat || tb.s.Adventure.Count(CardThreat) != 4 {
		t.Fatalf("display %+v", tb.s.Display)
	}
	tb.do(Command{Kind: CmdCardDone, Slot: 2})
	tb.do(Command{Kind: CmdDraw}) // digital
	if len(tb.s.Display) != 3 || tb.s.Adventure.DiscardSize() != 2 {
		t.Fatalf("display %+v discard %d", tb.s.Display, tb.s.Adventure.DiscardSize())
	}
	tb.assertReplay()
}

// Books 2–4: reveal two Threat cards, keep one, the other to the bottom.
func TestThreatIconSaga(t *testing.T) {
	tb := newTable(t, Setup{Book: 2, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}},
		profile(20, map[int]string{2: IconThreat, 3: IconThreat}))
	tb.do(Command{Kind: CmdAdvance, Threat: "Keenfire is Lost!"})
	if len(tb.s.Kept) != 1 || tb.s.Threats.Size() != 14 {
		t.Fatalf("kept %v threats %d", tb.s.Kept, tb.s.Threats.Size())
	}
	tb.do(Command{Kind: CmdEndTurn})
	tb.do(Command{Kind: CmdAdvance, Immediate: true})
	if len(tb.s.Kept) != 1 || tb.s.Threats.Size() != 13 {
		t.Fatalf("immediate: kept %v threats %d", tb.s.Kept, tb.s.Threats.Size())
	}
	tb.do(Command{Kind: CmdThreatDone, Slot: 0})
	if len(tb.s.Kept) != 0 {
		t.Fatal("averted threat still showing")
	}
	tb.assertReplay()
}

// Book 1: the Scenario deck from A to C; completing a level-C card wins.
func TestScenarioToVictory(t *testing.T) {
	tb := newTable(t, Setup{Book: 1, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(40, nil))
	tb.refused(Command{Kind: CmdReveal}, "dwarves.err.phase_reveal")
	for turn := 0; !tb.s.Over(); turn++ {
		if turn > 20 {
			t.Fatal("no victory")
		}
		tb.do(Command{Kind: CmdAdvance})
		if len(tb.s.Scenario.Slots) == 0 {
			skip := tb.s.Scenario.Left.Next() == LevelC && tb.s.Scenario.Skipped.C == 0
			tb.do(Command{Kind: CmdReveal, Skip: skip})
			if skip {
				tb.do(Command{Kind: CmdReveal})
			}
			if len(tb.s.Display) != 0 {
				t.Fatal("a new scenario clears the display")
			}
		}
		tb.do(Command{Kind: CmdComplete, Slot: 0})
		if !tb.s.Over() {
			tb.do(Command{Kind: CmdEndTurn})
		}
	}
	if o := Outcome(tb.s); o.Status != rules.Won || tb.s.Scenario.Done != (Levels{A: 4, B: 1, C: 1}) || tb.s.Scenario.Skipped.C != 1 {
		t.Fatalf("outcome %+v scenario %+v", o, tb.s.Scenario)
	}
	tb.assertReplay()
}

// Books 2–4: three Saga cards; a later letter waits facedown until the
// earlier ones are done; both B cards, then the C card.
func TestSagaToVictory(t *testing.T) {
	tb := newTable(t, Setup{Book: 4, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(40, nil))
	for turn := 0; !tb.s.Over(); turn++ {
		if turn > 20 {
			t.Fatalf("no victory: %+v", tb.s.Scenario)
		}
		tb.do(Command{Kind: CmdAdvance})
		for tb.s.CanReveal() {
			tb.do(Command{Kind: CmdReveal})
		}
		for i, sl := range tb.s.Scenario.Slots {
			if !sl.FaceDown {
				tb.refused(Command{Kind: CmdComplete, Slot: len(tb.s.Scenario.Slots)}, "dwarves.err.slot")
				tb.do(Command{Kind: CmdComplete, Slot: i})
				break
			}
		}
		if !tb.s.Over() {
			for _, sl := range tb.s.Scenario.Slots {
				if sl.FaceDown && sl.Level == LevelA {
					t.Fatalf("a level-A card facedown")
				}
			}
			tb.do(Command{Kind: CmdEndTurn})
		}
	}
	if tb.s.Result.Status != rules.Won || tb.s.Scenario.Done != (Levels{A: 3, B: 2, C: 1}) {
		t.Fatalf("%+v %+v", tb.s.Result, tb.s.Scenario)
	}
	tb.assertReplay()
}

// Book 5: a time marker comes off at the start of each turn; at the end of the
// turn the last one went, the card expires and the Doom marker advances 3.
func TestBook5Expiry(t *testing.T) {
	tb := newTable(t, Setup{Book: 5, Easier: 1, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil))
	if tb.s.Special != 8 {
		t.Fatalf("special equipment %d", tb.s.Special)
	}
	tb.do(Command{Kind: CmdTime, Slot: 0, Time: 2})
	tb.do(Command{Kind: CmdAdvance})
	if tb.s.Scenario.Slots[0].Time != 1 {
		t.Fatalf("time %d", tb.s.Scenario.Slots[0].Time)
	}
	tb.do(Command{Kind: CmdEndTurn})
	tb.do(Command{Kind: CmdAdvance})
	if tb.s.Scenario.Slots[0].Time != 0 {
		t.Fatal("marker not removed")
	}
	doom := tb.s.Doom.Pos(MarkDoom)
	tb.do(Command{Kind: CmdEndTurn})
	// The rulebook's number, written out: the Doom marker comes 3 spaces
	// closer to the Hero marker ("Time", level A Scenario cards).
	if tb.s.Doom.Pos(MarkDoom) != doom-3 || tb.s.Scenario.Unfulfilled != 1 || len(tb.s.Scenario.Slots) != 0 {
		t.Fatalf("doom %d→%d (want 3 spaces), scenario %+v", doom, tb.s.Doom.Pos(MarkDoom), tb.s.Scenario)
	}
	// The next card is revealed on the next turn, with its own markers.
	tb.do(Command{Kind: CmdAdvance})
	tb.do(Command{Kind: CmdReveal, Time: 3, Name: "Guard the pass"})
	if sl := tb.s.Scenario.Slots[0]; sl.Time != 3 || !sl.Timed {
		t.Fatalf("slot %+v", sl)
	}
	// Completed in time: the special equipment reward.
	tb.do(Command{Kind: CmdComplete, Slot: 0})
	tb.do(Command{Kind: CmdEquip, Name: "Runed Shield", From: WhySpecial})
	if tb.s.Special != 7 || !tb.s.Hero().HasEquipment("Runed Shield") {
		t.Fatal("special equipment not taken")
	}
	tb.do(Command{Kind: CmdEndTurn})
	if tb.s.Scenario.Unfulfilled != 1 {
		t.Fatal("completed card expired")
	}
	if e := Campaign(tb.s); e.Unfulfilled != 1 || e.Book != 5 || e.Easier != 1 {
		t.Fatalf("campaign %+v", e)
	}
	tb.assertReplay()
}

// Book 3: a revealed diamond joins a side; 2d6 ≤ the side's sum finds the
// Mighty Diamond and the rest leave the map.
func TestBook3Diamonds(t *testing.T) {
	tb := newTable(t, Setup{Book: 3, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil))
	tb.refused(Command{Kind: CmdDiamond, Side: SideEvil, Table: true, Tile: 4, Roll: []int{1, 1}}, "dwarves.err.diamond_tile")
	tb.do(Command{Kind: CmdDiamond, Side: SideEvil, Table: true, Tile: 1, Roll: []int{3, 2}})
	if tb.s.Diamonds.Mighty != "" || tb.s.Diamonds.Sum(SideEvil) != 1 {
		t.Fatalf("%+v", tb.s.Diamonds)
	}
	if got := MightyOdds(tb.s.Diamonds.Sum(SideHeroes) + 3); got.Cmp(big.NewRat(3, 36)) != 0 {
		t.Fatalf("odds %s", got.RatString())
	}
	tb.do(Command{Kind: CmdDiamond, Side: SideHeroes, Table: true, Tile: 3, Roll: []int{1, 2}})
	if tb.s.Diamonds.Mighty != SideHeroes || tb.s.Diamonds.Hidden.Size() != 0 {
		t.Fatalf("%+v", tb.s.Diamonds)
	}
	tb.refused(Command{Kind: CmdDiamond, Side: SideEvil}, "dwarves.err.mighty_found")
	tb.assertReplay()
	// Digital draws and rolls.
	d := newTable(t, Setup{Book: 3, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil))
	for d.s.Diamonds.Mighty == "" && d.s.Diamonds.Hidden.Size() > 0 {
		d.do(Command{Kind: CmdDiamond, Side: SideEvil})
	}
	d.assertReplay()
}

// Book 4: each dragon in play rolls its direction before the turn ends.
func TestBook4Dragons(t *testing.T) {
	tb := newTable(t, Setup{Book: 4, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil))
	tb.do(Command{Kind: CmdDragon, Name: Kordrion, In: true})
	tb.refused(Command{Kind: CmdDragon, Name: Kordrion, In: true}, "dwarves.err.dragon")
	tb.do(Command{Kind: CmdAdvance})
	tb.refused(Command{Kind: CmdEndTurn}, "dwarves.err.dragons")
	tb.do(Command{Kind: CmdDragonMove, Name: Kordrion})
	tb.refused(Command{Kind: CmdDragonMove, Name: Kordrion, Table: true, Face: 3}, "dwarves.err.dragon")
	tb.do(Command{Kind: CmdEndTurn})
	tb.do(Command{Kind: CmdAdvance})
	tb.do(Command{Kind: CmdDragonMove, Name: Kordrion, Table: true, Face: 6})
	tb.do(Command{Kind: CmdEndTurn})
	tb.assertReplay()
}

// Hero abilities and council texts that change dice.
func TestAbilitiesAndCouncilDice(t *testing.T) {
	tb := newTable(t, book1(Boendal, Boindil, Tungdil, Rodario, Balyndis, Gandogar), profile(30, nil))
	hex := tb.s.Hero().Hex
	tb.do(Command{Kind: CmdTroops, At: InHex(hex), Troops: Troops{Trolls: 1}})
	tb.do(Command{Kind: CmdTroops, At: InHex("next"), Troops: Troops{Orcs: 1}})
	// Boëndal: +1 on a fight die, once.
	tb.startActions()
	tb.roll(ActFight, "", 4, 2)
	tb.refused(Command{Kind: CmdReroll, Die: 1, Table: true, Faces: []int{6}}, "dwarves.err.no_council_reroll")
	tb.refused(Command{Kind: CmdReroll, Table: true, Faces: []int{6, 6}}, "dwarves.err.no_reroll_all")
	tb.refused(Command{Kind: CmdFight, Adjacent: []string{"next"}}, "dwarves.err.adjacent")
	tb.do(Command{Kind: CmdBump, Die: 1})
	tb.refused(Command{Kind: CmdBump, Die: 2}, "dwarves.err.bump_used")
	tb.do(Command{Kind: CmdFight})
	if !tb.s.Board[hex].Zero() {
		t.Fatal("the bumped 5 should defeat the Troll")
	}
	if p := tb.s.Pool(ActFight, ""); !p.Bump || p.RerollAll || p.Reroll {
		t.Fatalf("Boëndal's pool %+v", p)
	}
	tb.do(Command{Kind: CmdEndTurn})
	// Boïndil: re-roll all fight dice once.
	tb.startActions()
	if p := tb.s.Pool(ActFight, ""); !p.RerollAll || p.Bump {
		t.Fatalf("Boïndil's pool %+v", p)
	}
	tb.do(Command{Kind: CmdTroops, At: InHex(tb.s.Hero().Hex), Troops: Troops{Orcs: 1}})
	tb.roll(ActFight, "", 1, 1, 1)
	tb.refused(Command{Kind: CmdBump, Die: 1}, "dwarves.err.no_bump")
	tb.do(Command{Kind: CmdReroll, Table: true, Faces: []int{4, 1, 1}})
	tb.refused(Command{Kind: CmdReroll, Table: true, Faces: []int{4, 1, 1}}, "dwarves.err.reroll_used")
	tb.do(Command{Kind: CmdFight})
	tb.do(Command{Kind: CmdEndTurn})
	// Tungdil: +1 on a dispatch die.
	tb.startActions()
	tb.roll(ActDispatch, "", 4, 1)
	tb.do(Command{Kind: CmdBump, Die: 1})
	tb.do(Command{Kind: CmdDispatch})
	if tb.s.CouncilPos() != 6 {
		t.Fatalf("council %d", tb.s.CouncilPos())
	}
	tb.do(Command{Kind: CmdEndTurn})
	// Rodario: +1 on a check die.
	tb.startActions()
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrSpeed, Dice: 2, Table: true, Faces: []int{3, 3}})
	tb.do(Command{Kind: CmdBump, Die: 2})
	tb.do(Command{Kind: CmdCheck, Card: "Chase", Target: 4, Need: 1})
	tb.do(Command{Kind: CmdEndTurn})
	// Balyndis: re-roll all on a Craft check, not on a Speed check.
	tb.startActions()
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrSpeed, Dice: 1, Table: true, Faces: []int{1}})
	tb.refused(Command{Kind: CmdReroll, Table: true, Faces: []int{6}}, "dwarves.err.no_reroll_all")
	tb.do(Command{Kind: CmdCheck, Card: "Chase", Target: 4, Need: 1})
	tb.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrCraft, Dice: 2, Table: true, Faces: []int{1, 2}})
	tb.do(Command{Kind: CmdReroll})
	tb.do(Command{Kind: CmdCheck, Card: "Forge", Target: 2, Need: 5})
	tb.do(Command{Kind: CmdEndTurn})
	// Gandogar fights the hexes beside his own.
	tb.startActions()
	tb.roll(ActFight, "", 4)
	tb.do(Command{Kind: CmdFight, Adjacent: []string{"next"}})
	if !tb.s.Board["next"].Zero() {
		t.Fatal("Gandogar's adjacent Orc stands")
	}
	conserved(t, tb.s)
	tb.assertReplay()
}

// Council position 8 grants a one-die re-roll (again after a re-roll of all);
// position 3 forces the highest die to be re-rolled in digital mode.
func TestCouncilRerolls(t *testing.T) {
	tb := newTable(t, book1(Boindil, Tungdil), profile(30, nil))
	// Walk the marker to position 8 by dispatches.
	for tb.s.CouncilPos() < councilAt(CouncilReroll) {
		if tb.s.Actions == ActionsPerTurn || tb.s.Phase == PhaseAdvance {
			if tb.s.Phase != PhaseAdvance {
				tb.do(Command{Kind: CmdEndTurn})
			}
			tb.startActions()
		}
		tb.roll(ActDispatch, "", 6)
		tb.do(Command{Kind: CmdDispatch})
	}
	if tb.s.Phase != PhaseAdvance {
		tb.do(Command{Kind: CmdEndTurn})
	}
	for tb.s.Hero().ID != Boindil {
		tb.startActions()
		tb.do(Command{Kind: CmdEndTurn})
	}
	tb.startActions()
	tb.do(Command{Kind: CmdTroops, At: InHex(tb.s.Hero().Hex), Troops: Troops{Elfar: 1}})
	if p := tb.s.Pool(ActFight, ""); !p.Reroll || !p.RerollAll {
		t.Fatalf("pool %+v", p)
	}
	tb.roll(ActFight, "", 1, 2)
	tb.do(Command{Kind: CmdReroll, Die: 2, Table: true, Faces: []int{3}})
	tb.refused(Command{Kind: CmdReroll, Die: 1, Table: true, Faces: []int{3}}, "dwarves.err.reroll_used")
	tb.do(Command{Kind: CmdReroll, Table: true, Faces: []int{2, 2}})
	tb.do(Command{Kind: CmdReroll, Die: 1}) // available again after the re-roll of all
	tb.assertReplay()

	// Position 3: digital rolls re-roll one highest die.
	f := newTable(t, book1(), profile(30, nil))
	f.s.Council, _ = f.s.Council.Place(MarkCouncil, councilAt(CouncilForcedReroll))
	f.startActions()
	evs := f.do(Command{Kind: CmdRoll, Action: ActCheck, Attr: AttrBattle})
	if evs[0].Before == nil || len(evs[0].Before) != 3 {
		t.Fatalf("no forced re-roll: %+v", evs[0])
	}
	if p := f.s.Pool(ActMove, ""); !p.Forced {
		t.Fatalf("pool %+v", p)
	}
	forged := evs[0]
	forged.Faces = []int{1, 1, 1}
	forged.Before = []int{6, 6, 6}
	rulestest.CheckRefused(t, checkPool(f.s, forged.Faces, forged.Before, 3), "a forged forced re-roll", "dwarves.err.forced")
}

// A Scenario or Saga card completed during a turn is replaced only at the
// next hero's turn; a card discarded on reveal (its quest already done) is
// replaced at once.
func TestNextCardWaitsForTheNextTurn(t *testing.T) {
	tb := newTable(t, book1(), profile(30, nil))
	tb.startActions()
	tb.do(Command{Kind: CmdComplete, Slot: 0})
	if tb.s.CanReveal() && len(tb.s.Display) == DisplaySize {
		t.Fatal("a new Scenario card offered in the turn its predecessor was completed")
	}
	tb.refused(Command{Kind: CmdReveal}, "dwarves.err.next_turn")
	tb.do(Command{Kind: CmdEndTurn})
	tb.startActions()
	tb.do(Command{Kind: CmdReveal, Skip: true})
	tb.do(Command{Kind: CmdReveal, Name: "Next quest"})
	if len(tb.s.Scenario.Slots) != 1 || tb.s.Scenario.Skipped.A != 1 {
		t.Fatalf("scenario %+v", tb.s.Scenario)
	}
	tb.assertReplay()

	sg := newTable(t, Setup{Book: 2, Difficulty: Heroic, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(30, nil))
	sg.startActions()
	sg.do(Command{Kind: CmdComplete, Slot: 1})
	if sg.s.CanReveal() {
		t.Fatal("a Saga card offered in the turn one was completed")
	}
	sg.refused(Command{Kind: CmdReveal}, "dwarves.err.next_turn")
	sg.do(Command{Kind: CmdEndTurn})
	sg.startActions()
	sg.do(Command{Kind: CmdReveal})
	if len(sg.s.Scenario.Slots) != 3 {
		t.Fatalf("saga %+v", sg.s.Scenario)
	}
	sg.assertReplay()
}

// Book 3: the heroes' Craft 4+ check for a diamond in their hex is its own
// check (one success, 4+); elsewhere, or once the Mighty Diamond is found,
// it is refused. The history names it in words, not by its key.
func TestBook3DiamondCheck(t *testing.T) {
	tb := newTable(t, Setup{Book: 3, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}}, profile(20, nil))
	tb.startActions()
	tb.roll(ActCheck, AttrCraft, 5, 1, 1)
	tb.refused(Command{Kind: CmdCheck, Card: DiamondCard, Target: 3, Need: 1}, "dwarves.err.diamond_check")
	tb.refused(Command{Kind: CmdCheck, Card: DiamondCard, Target: DiamondTarget, Need: 2}, "dwarves.err.diamond_check")
	evs := tb.do(Command{Kind: CmdCheck, Card: DiamondCard, Target: DiamondTarget, Need: 1})
	if len(tb.s.Checks) != 0 || tb.s.Actions != 1 {
		t.Fatalf("checks %+v, actions %d", tb.s.Checks, tb.s.Actions)
	}
	if got := Label(Command{Kind: CmdCheck, Card: DiamondCard}, evs); got.ID != "dwarves.label.check_diamond" {
		t.Fatalf("label %q", got.ID)
	}
	tb.do(Command{Kind: CmdDiamond, Side: SideHeroes, Table: true, Tile: 3, Roll: []int{1, 2}})
	if tb.s.Diamonds.Mighty != SideHeroes || tb.s.DiamondCheck() {
		t.Fatalf("%+v", tb.s.Diamonds)
	}
	tb.roll(ActCheck, AttrCraft, 6, 6, 6)
	tb.refused(Command{Kind: CmdCheck, Card: DiamondCard, Target: DiamondTarget, Need: 1}, "dwarves.err.diamond_check")
	tb.assertReplay()

	b1 := newTable(t, book1(), profile(20, nil))
	b1.startActions()
	b1.roll(ActCheck, AttrCraft, 6, 6)
	b1.refused(Command{Kind: CmdCheck, Card: DiamondCard, Target: DiamondTarget, Need: 1}, "dwarves.err.diamond_check")
}
