package thorgal

import (
	"slices"
	"testing"

	"skald/rules"
	"skald/rules/internal/rulestest"
	"skald/rules/polyomino"
)

// fightGame is a started two-character game: Aaricia (0) and Thorgal (1).
func fightGame(t *testing.T) *game {
	g := newGame(t, setup(2, Aaricia, Thorgal))
	g.start()
	return g
}

// label is the history line of the last command run on g.
func label(c Command, evs []Event) rules.Msg { return Label(c, evs) }

func kinds(evs []Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}

// Danielle's Combat, the rulebook's example in the Combat section, with
// Aaricia as her character. The text lost its icons; assumed here:
//   - the token is a Moderate Enemy, its card Moderate 4, showing 3 ♥;
//   - the dice ranks follow the upgrade order with yellow weakest: yellow 1,
//     orange 2, red 3 (orange and red from the Combat dial, the yellow one
//     added by an Item, no Critical activated on it);
//   - the three tiles are L3, T4 and I2;
//   - the two spaces of the same kind give Combat Experience (+2), the Good
//     space is Ore (+1); one ♥ stays uncovered: 1 Threat.
func TestDaniellesCombat(t *testing.T) {
	g := fightGame(t)
	fight := Command{Kind: CmdFight, Char: 0, Enemy: Moderate, Cards: []string{"04"}}
	evs := g.do(fight)
	if got := kinds(evs); !slices.Equal(got, []string{EvDrawn, EvFightBegun}) {
		t.Fatalf("fight events %v", got)
	}
	if f := g.s.Fight; f == nil || f.Char != 0 || f.Enemy != Moderate || !slices.Equal(f.Cards, []string{"04"}) {
		t.Fatalf("fight %+v", g.s.Fight)
	}
	if !g.s.Decks[Moderate].isOut("04") {
		t.Fatal("the Enemy card is not in play during the fight")
	}
	rulestest.Says(t, label(fight, evs), "Aaricia draws Moderate Enemy 4 to fight", "Aaricia pioche Ennemi modéré 4 pour combattre")

	// The colours as the table named them in the box profile: the history
	// names each die by its colour and the tile it gave.
	for die, name := range map[int]string{1: "yellow", 2: "orange", 3: "red"} {
		g.do(Learn(DieNameKey(die), name))
	}
	before := g.s.Chars[0]
	combat := Command{Kind: CmdCombat,
		Dice:   []CombatDie{{Die: 2, Face: 3}, {Die: 3, Face: 5}, {Die: 1, Face: 2, Added: true}},
		Tiles:  []string{"L3", "T4", "I2"},
		Hearts: 2, Total: 3,
		Cover: Covered{Combat: 2, Goods: Goods{Ore: 1}},
	}
	evs = g.do(combat)
	after := g.s.Chars[0]
	if after.Combat != before.Combat+2 || after.Goods.Ore != before.Goods.Ore+1 || after.Threat != before.Threat+1 {
		t.Errorf("combat %d→%d, ore %d→%d, threat %d→%d", before.Combat, after.Combat,
			before.Goods.Ore, after.Goods.Ore, before.Threat, after.Threat)
	}
	if g.s.Fight != nil {
		t.Error("fight still under way")
	}
	if p := g.s.Decks[Moderate]; p.isOut("04") || p.DiscardCount("04") != 1 {
		t.Errorf("Moderate 4 not back in its discard: %+v", p)
	}
	want := []string{EvGoodsSet, EvExperience, EvExperience, EvFightLost, EvThreatSet, EvDiscarded}
	if got := kinds(evs); !slices.Equal(got, want) {
		t.Errorf("combat events %v, want %v", got, want)
	}
	rulestest.Says(t, label(combat, evs),
		"Aaricia fought Moderate Enemy 4: 2 of 3 ♥ covered, lost — 1 Threat; dice (orange L3, red T4, yellow I2), gained 2 Combat Experience, 1 Ore",
		"Aaricia contre Ennemi modéré 4\u00a0: 2 ♥ recouverts sur 3, défaite — 1 Menace\u00a0; dés (orange L3, red T4, yellow I2), gagne 2 points d'Expérience de Combat, 1 Minerai")
	checkInvariants(t, g.s)
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
}

func TestFightDigitalDraw(t *testing.T) {
	g := fightGame(t)
	c := Command{Kind: CmdFight, Char: 1, Enemy: Major}
	if !Reveals(c) {
		t.Error("a digital Enemy draw not marked as revealing")
	}
	evs := g.do(c)
	card := evs[0].Card
	if evs[0].Kind != EvDrawn || evs[0].Deck != Major || !validCard(Major, card) || !slices.Equal(g.s.Fight.Cards, []string{card}) {
		t.Fatalf("events %+v fight %+v", evs, g.s.Fight)
	}
	rulestest.Says(t, label(c, evs), "Thorgal draws Major Enemy "+CardName(Major, card).Args["N"].(string)+" to fight", "")
}

// Merged Enemies: several cards drawn as one group, all discarded after.
func TestMergedEnemies(t *testing.T) {
	g := fightGame(t)
	evs := g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Count: 2})
	if got := kinds(evs); !slices.Equal(got, []string{EvDrawn, EvDrawn, EvFightBegun}) || len(g.s.Fight.Cards) != 2 {
		t.Fatalf("events %v fight %+v", got, g.s.Fight)
	}
	cards := slices.Clone(g.s.Fight.Cards)
	c := Command{Kind: CmdCombat, Hearts: 4, Total: 4}
	evs = g.do(c)
	if got := kinds(evs); !slices.Equal(got, []string{EvFightWon, EvDiscarded, EvDiscarded}) {
		t.Fatalf("events %v", got)
	}
	for _, card := range cards {
		if g.s.Decks[Minor].DiscardCount(card) != 1 {
			t.Errorf("Minor %s not discarded", card)
		}
	}
	if len(g.s.Decks[Minor].Out) != 0 {
		t.Errorf("Minor cards still in play: %v", g.s.Decks[Minor].Out)
	}

	// A group mixing kinds: each card from its own deck, back to its own discard.
	mixed := Command{Kind: CmdFight, Char: 0, Enemies: []string{Minor, Major}, Cards: []string{"02", "05"}}
	evs = g.do(mixed)
	rulestest.Says(t, label(mixed, evs), "Aaricia draws Minor Enemy 2, Major Enemy 5 to fight", "")
	if f := g.s.Fight; f.Enemy != Minor || f.DeckOf(1) != Major || !g.s.Decks[Major].isOut("05") {
		t.Fatalf("fight %+v", f)
	}
	g.do(Command{Kind: CmdCombat, Hearts: 0, Total: 2})
	if g.s.Decks[Minor].DiscardCount("02") != 1 || g.s.Decks[Major].DiscardCount("05") != 1 || g.s.Chars[0].Threat != 2 {
		t.Errorf("mixed group: minor %+v major %+v threat %d", g.s.Decks[Minor], g.s.Decks[Major], g.s.Chars[0].Threat)
	}
	checkInvariants(t, g.s)
}

// A Mystical Enemy has no deck: no card drawn, none discarded.
func TestMysticalFight(t *testing.T) {
	g := fightGame(t)
	f := Command{Kind: CmdFight, Char: 1, Enemy: Mystical}
	if Reveals(f) {
		t.Error("a Mystical fight draws nothing, reveals nothing")
	}
	evs := g.do(f)
	if got := kinds(evs); !slices.Equal(got, []string{EvFightBegun}) {
		t.Fatalf("events %v", got)
	}
	rulestest.Says(t, label(f, evs), "Thorgal takes on a Mystical Enemy: the adventure says what it is", "")
	c := Command{Kind: CmdCombat, Hearts: 1, Total: 2}
	evs = g.do(c)
	if got := kinds(evs); !slices.Equal(got, []string{EvFightLost, EvThreatSet}) {
		t.Fatalf("events %v", got)
	}
	rulestest.Says(t, label(c, evs), "Thorgal fought a Mystical Enemy: 1 of 2 ♥ covered, lost — 1 Threat",
		"Thorgal contre un Ennemi mystique\u00a0: 1 ♥ recouvert sur 2, défaite — 1 Menace")
}

// A win costs nothing: the card goes back, no Threat, the token (at the
// table) is discarded.
func TestCombatWon(t *testing.T) {
	g := fightGame(t)
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"07"}})
	before := g.s.Chars[0]
	c := Command{Kind: CmdCombat, Hearts: 2, Total: 2}
	evs := g.do(c)
	if got := kinds(evs); !slices.Equal(got, []string{EvFightWon, EvDiscarded}) {
		t.Fatalf("events %v", got)
	}
	if g.s.Chars[0].Threat != before.Threat {
		t.Error("a won Combat gave Threat")
	}
	rulestest.Says(t, label(c, evs), "Aaricia fought Minor Enemy 7: 2 of 2 ♥ covered, won",
		"Aaricia contre Ennemi mineur 7\u00a0: 2 ♥ recouverts sur 2, victoire")
}

// Uncovered ♥ give Threat through the Threat rule: past 5, a Wound (Threat)
// of 5 instead.
func TestUncoveredHeartsSixthThreat(t *testing.T) {
	g := fightGame(t)
	g.do(Command{Kind: CmdThreat, Char: 0, N: 4})
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Major, Cards: []string{"01"}})
	c := Command{Kind: CmdCombat, Hearts: 1, Total: 3}
	evs := g.do(c)
	ch := g.s.Chars[0]
	if ch.Threat != MaxThreat || len(ch.Pending) != 1 || ch.Pending[0] != (Wound{Size: 5, Cause: CauseThreat}) {
		t.Fatalf("threat %d pending %+v", ch.Threat, ch.Pending)
	}
	rulestest.Says(t, label(c, evs), "Aaricia fought Major Enemy 1: 1 of 3 ♥ covered, lost — 2 Threat; a Wound (5) instead of a 6th Threat",
		"Aaricia contre Ennemi majeur 1\u00a0: 1 ♥ recouvert sur 3, défaite — 2 Menaces\u00a0; une Blessure (5) au lieu d'une 6e Menace")
	// The wound is placed before play goes on.
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 1}, "thorgal.err.wounds_pending")
}

// A loss that gives a wound which cannot fit kills, as any wound does.
func TestCombatDeath(t *testing.T) {
	g := newGame(t, customSetup("###"))
	g.start()
	g.do(Command{Kind: CmdThreat, Char: 0, N: 5})
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"01"}})
	c := Command{Kind: CmdCombat, Hearts: 0, Total: 1}
	if i, dies := Dies(g.s, c); !dies || i != 0 {
		t.Fatal("a Combat lost with a Wound (5) for three squares not warned")
	}
	evs := g.do(c)
	if last := evs[len(evs)-1]; last.Kind != EvDied || !g.s.Over() {
		t.Fatalf("events %v", kinds(evs))
	}
	if g.s.Decks[Minor].DiscardCount("01") != 1 {
		t.Error("the card of a deadly Combat not discarded before the end")
	}
}

// Every covering effect, in one Combat and through the real commands.
func TestCoveringEffects(t *testing.T) {
	g := fightGame(t)
	// Three wounds to heal two of: indexes 0 and 2 (L3 and I2).
	for _, id := range []string{"L3", "O1", "I2"} {
		g.do(Command{Kind: CmdWound, Char: 0, Shape: id})
		p := g.s.Placements(0, id)
		g.do(Command{Kind: CmdPlaceWound, Char: 0, Shape: id, Orient: p[0].Orient, At: p[0].At})
	}
	g.do(Command{Kind: CmdExperience, Char: 0, Track: Journey, Count: 6}) // Journey at 7
	g.do(Command{Kind: CmdGoods, Char: 0, Good: Magic, N: 2})
	before := g.s.Chars[0]
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Moderate, Cards: []string{"02"}})
	c := Command{Kind: CmdCombat, Hearts: 1, Total: 1, Cover: Covered{
		Source: 2, SourceGood: Ore,
		Goods:  Goods{Ore: 1, Gossip: 1},
		Heal:   []int{0, 2},
		Combat: 1, Journey: 1,
		Discovery: 2, DiscoveryCards: []string{"03", "08"},
		Special: Special{Threat: 2, Wounds: []string{"T4"}, Discard: Goods{Magic: 2, Gossip: 1}},
	}}
	if Reveals(c) {
		t.Error("named Discovery cards reveal nothing")
	}
	evs := g.do(c)
	ch := g.s.Chars[0]
	switch {
	case ch.Goods.Ore != before.Goods.Ore+3:
		t.Errorf("ore %d, want %d (2 from the Source, 1 from a space)", ch.Goods.Ore, before.Goods.Ore+3)
	case ch.Goods.Gossip != before.Goods.Gossip:
		t.Errorf("gossip %d: 1 gained, 1 discarded", ch.Goods.Gossip)
	case ch.Goods.Magic != 0:
		t.Errorf("magic %d after discarding 2", ch.Goods.Magic)
	case len(ch.Wounds) != 1 || ch.Wounds[0].Shape != "O1":
		t.Errorf("wounds %+v, want the O1 left", ch.Wounds)
	case ch.Combat != before.Combat+1 || ch.Journey != MaxLevel || ch.JourneyBonus != 1:
		t.Errorf("combat %d journey %d bonus %d", ch.Combat, ch.Journey, ch.JourneyBonus)
	case !g.s.Decks[Discovery].isOut("03") || !g.s.Decks[Discovery].isOut("08"):
		t.Errorf("discovery in play %v", g.s.Decks[Discovery].Out)
	case ch.Threat != before.Threat+2:
		t.Errorf("threat %d", ch.Threat)
	case len(ch.Pending) != 1 || ch.Pending[0] != (Wound{Size: 4, Shape: "T4"}):
		t.Errorf("pending %+v", ch.Pending)
	}
	// Heal from the highest index down, so each index names the wound seen.
	var healed []int
	for _, e := range evs {
		if e.Kind == EvHealed {
			healed = append(healed, e.Index)
		}
	}
	if !slices.Equal(healed, []int{2, 0}) {
		t.Errorf("healed %v", healed)
	}
	rulestest.Says(t, label(c, evs),
		"Aaricia fought Moderate Enemy 2: 1 of 1 ♥ covered, won; gained 1 Combat Experience, 3 Ore, 1 Gossip, Journey at level 7: take the printed bonus, "+
			"healed 2 wounds, drew Discovery 3, Discovery 8, 2 Threat from the card, wound T4 to place, discarded 1 Gossip, 2 Magic",
		"Aaricia contre Ennemi modéré 2\u00a0: 1 ♥ recouvert sur 1, victoire\u00a0; gagne 1 point d'Expérience de Combat, 3 Minerai, 1 Rumeurs, Voyage au niveau 7\u00a0: prenez le bonus imprimé, "+
			"soigne 2 blessures, pioche Découverte 3, Découverte 8, 2 Menaces venues de la carte, blessure T4 à placer, défausse 1 Rumeurs, 2 Magie")
	checkInvariants(t, g.s)
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}

	// Digital Discovery draws: as many as asked while cards are left, then
	// the history says none is left.
	g.do(Command{Kind: CmdPlaceWound, Char: 0, Shape: "T4", Orient: g.s.Placements(0, "T4")[0].Orient, At: g.s.Placements(0, "T4")[0].At})
	g.do(Command{Kind: CmdFight, Char: 1, Enemy: Minor})
	digital := Command{Kind: CmdCombat, Hearts: 1, Total: 1, Cover: Covered{Discovery: 9}}
	if !Reveals(digital) {
		t.Error("a digital Discovery draw not marked as revealing")
	}
	evs = g.do(digital)
	drawn := 0
	for _, e := range evs {
		if e.Kind == EvDrawn && e.Deck == Discovery {
			drawn++
		}
	}
	if drawn != 8 || len(g.s.Decks[Discovery].Out) != 10 {
		t.Errorf("%d drawn, %d in play: want the 8 left", drawn, len(g.s.Decks[Discovery].Out))
	}
	g.do(Command{Kind: CmdFight, Char: 1, Enemy: Minor})
	c = Command{Kind: CmdCombat, Hearts: 1, Total: 1, Cover: Covered{Discovery: 1}}
	evs = g.do(c)
	if m := label(c, evs); m.Args["List"].([]rules.Msg)[0].ID != "thorgal.label.sec_discovery_none" {
		t.Errorf("label %+v", m)
	}
}

func TestCombatRefusals(t *testing.T) {
	g := fightGame(t)
	g.refuse(Command{Kind: CmdCombat, Hearts: 1, Total: 1}, "thorgal.err.no_fight")
	g.refuse(Command{Kind: CmdFight, Char: 5, Enemy: Minor}, "thorgal.err.character")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: "dragon"}, "thorgal.err.fight_enemy")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Mystical, Cards: []string{"01"}}, "thorgal.err.mystical_cards")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"11"}}, "thorgal.err.card")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"03", "03"}}, "deck.err.not_in_pile")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"03"}, Count: 2}, "thorgal.err.fight_enemy")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Massive, Count: 3}, "thorgal.err.deck_short")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Count: MaxCount + 1}, "thorgal.err.count")
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemies: []string{Minor, Mystical}}, "thorgal.err.fight_enemy")

	g.do(Command{Kind: CmdDraw, Deck: Minor, Card: "03"}) // a card in play for another reason
	g.refuse(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"03"}}, "deck.err.not_in_pile")

	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"04"}})
	g.refuse(Command{Kind: CmdFight, Char: 1, Enemy: Major}, "thorgal.err.fight_under_way")
	g.refuse(Command{Kind: CmdDiscard, Deck: Minor, Card: "04"}, "thorgal.err.fight_card")
	g.do(Command{Kind: CmdDiscard, Deck: Minor, Card: "03"}) // not the fight's
	g.refuse(Command{Kind: CmdPlaceChip, Chip: 0, Slot: 1}, "thorgal.err.fight_under_way")
	g.refuse(Command{Kind: CmdCombat, Hearts: 3, Total: 2}, "thorgal.err.hearts")
	g.refuse(Command{Kind: CmdCombat, Hearts: 0, Total: 0}, "thorgal.err.hearts")
	g.refuse(Command{Kind: CmdCombat, Hearts: -1, Total: 2}, "thorgal.err.hearts")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Dice: []CombatDie{{Die: 5, Face: 1}}}, "thorgal.err.die")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Dice: []CombatDie{{Die: 2, Face: 7}}}, "thorgal.err.die")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Dice: []CombatDie{{Die: 2, Face: 1, From: 3}}}, "thorgal.err.die")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Tiles: []string{"Q9"}}, "thorgal.err.combat_tile")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Heal: []int{0}}}, "thorgal.err.no_such_wound")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Special: Special{Discard: Goods{Ore: 1}}}}, "thorgal.err.discard_short")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Combat: MaxCount + 1}}, "thorgal.err.cover_count")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Goods: Goods{Ore: -1}}}, "thorgal.err.cover_count")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Source: 1}}, "thorgal.err.source_good")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Discovery: 2, DiscoveryCards: []string{"01"}}}, "thorgal.err.discovery_cards")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Special: Special{Wounds: []string{"W5"}}}}, "thorgal.err.tile_not_in_box")

	// Healing: each wound once, only wounds there are, none while a wound
	// waits to be placed.
	g.do(Command{Kind: CmdCombat, Hearts: 1, Total: 1})
	g.do(Command{Kind: CmdWound, Char: 0, Shape: "I2"})
	g.do(Command{Kind: CmdPlaceWound, Char: 0, Shape: "I2", At: polyomino.Cell{R: 0, C: 0}})
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor})
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Heal: []int{0, 0}}}, "thorgal.err.heal_twice")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Heal: []int{1}}}, "thorgal.err.no_such_wound")
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Heal: []int{-1}}}, "thorgal.err.no_such_wound")
	g.do(Command{Kind: CmdWound, Char: 0, Size: 1})
	g.refuse(Command{Kind: CmdCombat, Total: 1, Cover: Covered{Heal: []int{0}}}, "thorgal.err.place_first")

	// Nothing once the game is over.
	g.do(Command{Kind: CmdLose, N: 3})
	g.refuse(Command{Kind: CmdCombat, Total: 1}, "thorgal.err.over")
	g.refuse(Command{Kind: CmdFight, Char: 1, Enemy: Minor}, "thorgal.err.over")
}

// Imports replay every event through Check: a forged fight is refused with
// the rule it breaks.
func TestCheckFightEvents(t *testing.T) {
	g := fightGame(t)
	s := g.s
	for _, c := range []struct {
		what string
		e    Event
		id   string
	}{
		{"a fight won without one", Event{Kind: EvFightWon, Hearts: 1, Total: 1}, "thorgal.err.no_fight"},
		{"a card not drawn", Event{Kind: EvFightBegun, Enemy: Minor, Cards: []string{"01"}}, "thorgal.err.not_out"},
		{"a fight with no card", Event{Kind: EvFightBegun, Enemy: Minor}, "thorgal.err.event"},
		{"a mystical fight with a card", Event{Kind: EvFightBegun, Enemy: Mystical, Cards: []string{"01"}}, "thorgal.err.mystical_cards"},
		{"an unknown enemy", Event{Kind: EvFightBegun, Enemy: "dragon", Cards: []string{"01"}}, "thorgal.err.fight_enemy"},
		{"a bonus never owed", Event{Kind: EvTerrainBonus}, "thorgal.err.no_terrain_bonus"},
		{"a Terrain card not in play", Event{Kind: EvTerrainRevealed, Card: s.Decks[Terrain].Pile[0]}, "thorgal.err.not_out"},
	} {
		rulestest.CheckRefused(t, Check(s, c.e), c.what, c.id)
	}
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"01"}})
	s = g.s
	for _, c := range []struct {
		what string
		e    Event
		id   string
	}{
		{"a second fight", Event{Kind: EvFightBegun, Enemy: Mystical}, "thorgal.err.fight_under_way"},
		{"won with a ♥ left", Event{Kind: EvFightWon, Enemy: Minor, Cards: []string{"01"}, Hearts: 1, Total: 2}, "thorgal.err.event"},
		{"lost with all ♥ covered", Event{Kind: EvFightLost, Enemy: Minor, Cards: []string{"01"}, Hearts: 2, Total: 2}, "thorgal.err.event"},
		{"more ♥ covered than shown", Event{Kind: EvFightWon, Enemy: Minor, Cards: []string{"01"}, Hearts: 3, Total: 2}, "thorgal.err.hearts"},
		{"another card", Event{Kind: EvFightWon, Enemy: Minor, Cards: []string{"02"}, Hearts: 1, Total: 1}, "thorgal.err.event"},
		{"another character", Event{Kind: EvFightWon, Char: 1, Enemy: Minor, Cards: []string{"01"}, Hearts: 1, Total: 1}, "thorgal.err.event"},
		{"the fight's card discarded", Event{Kind: EvDiscarded, Deck: Minor, Card: "01"}, "thorgal.err.fight_card"},
		{"a chip played mid-fight", Event{Kind: EvChipPlaced, Chip: 0, Slot: 1, N: s.Row[1]}, "thorgal.err.fight_under_way"},
	} {
		rulestest.CheckRefused(t, Check(s, c.e), c.what, c.id)
	}
}

// Dice and tiles are kept in the stored event, as the table told them.
func TestCombatRecordsTheRoll(t *testing.T) {
	g := fightGame(t)
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor})
	dice := []CombatDie{{Die: 1, Face: 6, Crit: true}, {Die: 4, Face: 1, From: 2}, {Die: 2, Face: 3, Added: true}}
	evs := g.do(Command{Kind: CmdCombat, Dice: dice, Tiles: []string{"I3", "P5"}, Rerolls: 2, Hearts: 1, Total: 1})
	e := evs[0]
	if e.Kind != EvFightWon || !slices.Equal(e.Dice, dice) || !slices.Equal(e.Tiles, []string{"I3", "P5"}) || e.Rerolls != 2 {
		t.Fatalf("event %+v", e)
	}
	// No colour known: the dice go by their rank, each with its face (two
	// tiles for three dice: the tiles are said on their own), and the
	// rerolls are counted.
	if e.DieNames != nil {
		t.Errorf("die names %q with none in the box profile", e.DieNames)
	}
	rulestest.Says(t, label(Command{Kind: CmdCombat}, evs),
		"Aaricia fought Minor Enemy "+CardName(Minor, e.Cards[0]).Args["N"].(string)+": 1 of 1 ♥ covered, won; dice (die 1 face 6 critical, die 4 face 1, die 2 face 3), tiles I3 P5, 2 rerolls", "")
}

// A roll of one named die and one the profile does not name: the names are
// kept in the event as they were, whatever the profile says later.
func TestCombatNamesTheDice(t *testing.T) {
	g := fightGame(t)
	g.do(Learn(DieNameKey(3), "red"))
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"01"}})
	c := Command{Kind: CmdCombat, Dice: []CombatDie{{Die: 3, Face: 1, Crit: true}, {Die: 1, Face: 2}}, Tiles: []string{"L3", "O1"}, Rerolls: 1, Hearts: 1, Total: 2}
	evs := g.do(c)
	if !slices.Equal(evs[0].DieNames, []string{"red", ""}) {
		t.Fatalf("die names %q", evs[0].DieNames)
	}
	rulestest.Says(t, label(c, evs),
		"Aaricia fought Minor Enemy 1: 1 of 2 ♥ covered, lost — 1 Threat; dice (red L3 critical, die 1 O1), 1 reroll",
		"Aaricia contre Ennemi mineur 1\u00a0: 1 ♥ recouvert sur 2, défaite — 1 Menace\u00a0; dés (red L3 critique, dé 1 O1), 1 dé relancé")
	g.do(Learn(DieNameKey(3), "crimson"))
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
}
