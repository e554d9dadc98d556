package thorgal

import (
	"slices"
	"strconv"
	"testing"

	"skald/rules/internal/rulestest"
)

// The rulebook's Combat effects, section by section: additional dice are
// decided before the roll (no extra dice can be added once the dice are
// thrown), upgrades before the Combat roll too, rerolls one die at
// a time, and a Critical effect may be resolved after rolling.
func TestCombatRollTiming(t *testing.T) {
	g := fightGame(t)
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"02"}})
	dice := []CombatDie{{Die: 2}, {Die: 3, From: 2}, {Die: 1, Added: true}}

	g.refuse(Command{Kind: CmdCombatReroll, Index: 0}, "thorgal.err.reroll_before_roll")
	g.refuse(Command{Kind: CmdCombatRoll, Dice: []CombatDie{{Die: 2, Crit: true}}}, "thorgal.err.crit_before_roll")
	g.refuse(Command{Kind: CmdCombatRoll}, "thorgal.err.roll_no_dice")
	g.refuse(Command{Kind: CmdCombatRoll, Dice: []CombatDie{{Die: 2, Face: 3}, {Die: 1}}}, "thorgal.err.roll_mixed")
	g.refuse(Command{Kind: CmdCombatRoll, Dice: []CombatDie{{Die: 5}}}, "thorgal.err.die")

	roll := Command{Kind: CmdCombatRoll, Dice: dice}
	if !Reveals(roll) || Reveals(Command{Kind: CmdCombatRoll, Dice: []CombatDie{{Die: 1, Face: 2}}}) {
		t.Error("the app's roll must ask before undo, a roll told by the table need not")
	}
	evs := g.do(roll)
	if len(evs) != 1 || evs[0].Kind != EvCombatRolled || !evs[0].Digital || len(evs[0].Dice) != 3 {
		t.Fatalf("roll events %+v", evs)
	}
	f := g.s.Fight
	if !f.Rolled() || !f.Digital {
		t.Fatalf("fight after the roll %+v", f)
	}
	for k, d := range f.Dice {
		if d.Face < 1 || d.Face > 6 || d.Die != dice[k].Die || d.Added != dice[k].Added || d.From != dice[k].From {
			t.Errorf("die %d rolled %+v from %+v", k, d, dice[k])
		}
	}
	rolled := slices.Clone(f.Dice)

	// Once rolled: no second roll, no die more, no upgrade, no face other
	// than the roll's.
	g.refuse(roll, "thorgal.err.rolled")
	more := append(slices.Clone(rolled), CombatDie{Die: 4, Face: 1, Added: true})
	g.refuse(Command{Kind: CmdCombat, Dice: more, Hearts: 1, Total: 1}, "thorgal.err.dice_after_roll")
	up := slices.Clone(rolled)
	up[0].Die, up[0].From = 3, 2
	g.refuse(Command{Kind: CmdCombat, Dice: up, Hearts: 1, Total: 1}, "thorgal.err.dice_after_roll")
	other := slices.Clone(rolled)
	other[2].Face = other[2].Face%6 + 1
	g.refuse(Command{Kind: CmdCombat, Dice: other, Hearts: 1, Total: 1}, "thorgal.err.face_not_rolled")

	// A reroll, at the table (face 5) then by the app: one die at a time,
	// counted, its Critical off again.
	g.refuse(Command{Kind: CmdCombatReroll, Index: 3}, "thorgal.err.die")
	g.do(Command{Kind: CmdCombatReroll, Index: 2, N: 5})
	evs = g.do(Command{Kind: CmdCombatReroll, Index: 0})
	if evs[0].Kind != EvCombatRerolled || !evs[0].Digital || g.s.Fight.Rerolls != 2 || g.s.Fight.Dice[2].Face != 5 {
		t.Fatalf("after rerolls %+v, fight %+v", evs, g.s.Fight)
	}
	g.refuse(Command{Kind: CmdCombat, Dice: g.s.Fight.Dice, Rerolls: 1, Hearts: 1, Total: 1}, "thorgal.err.rerolls_recorded")

	// The record: the roll as it stands, with a Critical effect on a die.
	final := slices.Clone(g.s.Fight.Dice)
	final[1].Crit = true
	evs = g.do(Command{Kind: CmdCombat, Dice: final, Hearts: 1, Total: 1})
	if e := evs[0]; e.Kind != EvFightWon || !slices.Equal(e.Dice, final) || e.Rerolls != 2 {
		t.Fatalf("combat event %+v", e)
	}
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
}

// The roll once recorded is what the Combat record shows: a record that
// leaves the dice out takes the roll as it stands.
func TestCombatTakesTheRecordedRoll(t *testing.T) {
	g := fightGame(t)
	g.do(Learn(DieNameKey(2), "orange"))
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"01"}})
	c := Command{Kind: CmdCombatRoll, Dice: []CombatDie{{Die: 2, Face: 4}, {Die: 1, Face: 6}}}
	evs := g.do(c)
	rulestest.Says(t, Label(c, evs), "Aaricia rolled the Combat dice at the table: orange face 4, die 1 face 6",
		"Aaricia a lancé les dés de Combat à la table\u00a0: orange face 4, dé 1 face 6")
	c = Command{Kind: CmdCombatReroll, Index: 1}
	evs = g.do(c)
	rulestest.Says(t, Label(c, evs), "For Aaricia, the app rerolled a die: die 1 face "+strconv.Itoa(evs[0].N), "")
	evs = g.do(Command{Kind: CmdCombat, Hearts: 0, Total: 2})
	want := []CombatDie{{Die: 2, Face: 4}, {Die: 1, Face: evs[0].Dice[1].Face}}
	if e := evs[0]; e.Kind != EvFightLost || !slices.Equal(e.Dice, want) || e.Rerolls != 1 {
		t.Fatalf("combat event %+v", e)
	}
}

// A forged log: a Combat event with a die the recorded roll did not have,
// or a reroll before any roll, is refused by Check as an import replays it.
func TestCheckRollEvents(t *testing.T) {
	g := fightGame(t)
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"01"}})
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvCombatRerolled, Index: 0, N: 2}), "a reroll before the roll", "thorgal.err.reroll_before_roll")
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvCombatRolled, Dice: []CombatDie{{Die: 1, Face: 2, Crit: true}}}), "a Critical in the roll", "thorgal.err.crit_before_roll")
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvCombatRolled, Char: 1, Dice: []CombatDie{{Die: 1, Face: 2}}}), "another character's roll", "thorgal.err.event")
	g.do(Command{Kind: CmdCombatRoll, Dice: []CombatDie{{Die: 1, Face: 2}}})
	won := Event{Kind: EvFightWon, Enemy: Minor, Cards: []string{"01"}, Hearts: 1, Total: 1,
		Dice: []CombatDie{{Die: 1, Face: 2}, {Die: 4, Face: 6, Added: true}}}
	rulestest.CheckRefused(t, Check(g.s, won), "a die added after the roll", "thorgal.err.dice_after_roll")
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvCombatRolled, Dice: []CombatDie{{Die: 1, Face: 2}}}), "a second roll", "thorgal.err.rolled")
	won.Dice = won.Dice[:1]
	won.Rerolls = 1
	rulestest.CheckRefused(t, Check(g.s, won), "a reroll never recorded", "thorgal.err.event")
	won.Rerolls = 0
	if err := Check(g.s, won); err != nil {
		t.Fatalf("the roll as recorded: %v", err)
	}
}

// The rulebook's Combat step 5: won when every ♥ is covered, else 1 Threat
// per ♥ not covered. With the card's grid learned (3 ♥ here), the ♥ on the
// card are the grid's: 2 of 2 is not a win. A card with no grid learned
// leaves the count to the table.
func TestCombatHeartsFromTheLearnedGrid(t *testing.T) {
	g := fightGame(t)
	g.do(Learn(EnemyGridKey(Minor, "01"), "h#h/#h."))
	g.do(Learn(EnemyGridKey(Minor, "06"), "h#h/#h."))
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"01"}})
	g.refuse(Command{Kind: CmdCombat, Hearts: 2, Total: 2}, "thorgal.err.hearts_learned")
	g.refuse(Command{Kind: CmdCombat, Hearts: 4, Total: 4}, "thorgal.err.hearts_learned")
	_, err := Decide(g.s, Command{Kind: CmdCombat, Hearts: 2, Total: 2}, g.r)
	rulestest.Says(t, rulestest.RefusalOf(t, err).Msg, "The grid learned for Minor Enemy 1 holds 3 ♥ in all, not 2: a Combat is won only with every ♥ covered. A grid learned wrong is corrected in the box profile.", "")
	threat := g.s.Chars[0].Threat
	evs := g.do(Command{Kind: CmdCombat, Hearts: 2, Total: 3})
	if evs[0].Kind != EvFightLost || g.s.Chars[0].Threat != threat+1 {
		t.Fatalf("2 of 3 ♥: %s, threat %d→%d", evs[0].Kind, threat, g.s.Chars[0].Threat)
	}
	// A forged win with the grid learned, as an import would replay it.
	g.do(Command{Kind: CmdFight, Char: 0, Enemy: Minor, Cards: []string{"06"}})
	forged := Event{Kind: EvFightWon, Enemy: Minor, Cards: []string{"06"}, Hearts: 2, Total: 2}
	rulestest.CheckRefused(t, Check(g.s, forged), "2 of 2 on a 3-♥ card", "thorgal.err.hearts_learned")
	if evs := g.do(Command{Kind: CmdCombat, Hearts: 3, Total: 3}); evs[0].Kind != EvFightWon {
		t.Fatalf("3 of 3 ♥: %s", evs[0].Kind)
	}

	// Merged Enemies: the ♥ of every card, once each card's grid is known.
	g.do(Command{Kind: CmdFight, Char: 1, Enemy: Minor, Cards: []string{"02", "03"}})
	if evs := g.do(Command{Kind: CmdCombat, Hearts: 2, Total: 2}); evs[0].Kind != EvFightWon {
		t.Fatalf("no grid learned: the table's count holds, got %s", evs[0].Kind)
	}
	g.do(Learn(EnemyGridKey(Minor, "04"), "hh"))
	g.do(Learn(EnemyGridKey(Minor, "05"), "h#"))
	g.do(Command{Kind: CmdFight, Char: 1, Enemy: Minor, Cards: []string{"04", "05"}})
	g.refuse(Command{Kind: CmdCombat, Hearts: 2, Total: 2}, "thorgal.err.hearts_learned")
	g.do(Command{Kind: CmdCombat, Hearts: 3, Total: 3})
}
