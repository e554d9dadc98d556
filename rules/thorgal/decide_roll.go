package thorgal

import (
	"slices"

	"skald/rules"
)

// The Combat roll is an event of its own, between the fight drawn and the
// Combat recorded: the app's roll is fixed before any screen shows it (a
// Cancel or a restart shows the same dice), and the rules' timing holds
// whatever sends the commands. Before the roll: additional dice and
// upgrades (in the dice rolled). After it: rerolls one die at a time, and
// Critical effects (in the Combat record). A fight recorded without a roll
// (by hand, or a log from before rolls were recorded) gives its dice with the
// Combat, as it always did.

// refuseTiming is a refusal of the Combat roll's timing, with its rule.
func refuseTiming(id string) error {
	return &rules.Refusal{Msg: rules.M(id), Ref: RefCombat}
}

// decideRoll records the Combat roll of the fight under way: the dice the
// table rolls (Die, Added, From) with the faces rolled at the table, or no
// face at all for the app to roll them.
func decideRoll(em *emitter, c Command, r rules.Rand) error {
	f := em.State.Fight
	switch {
	case f == nil:
		return rules.Refuse("thorgal.err.no_fight")
	case f.Rolled():
		return refuseTiming("thorgal.err.rolled")
	case len(c.Dice) == 0:
		return rules.Refuse("thorgal.err.roll_no_dice")
	}
	dice := slices.Clone(c.Dice)
	digital := dice[0].Face == 0
	for k, d := range dice {
		if d.Crit {
			return refuseTiming("thorgal.err.crit_before_roll")
		}
		if (d.Face == 0) != digital {
			return rules.Refuse("thorgal.err.roll_mixed")
		}
		if digital {
			if r == nil {
				return rules.Refuse("thorgal.err.command")
			}
			dice[k].Face = r.IntN(DieFaces) + 1
		}
	}
	em.Add(Event{Kind: EvCombatRolled, Char: f.Char, Dice: dice, Digital: digital,
		DieNames: dieNames(em.State.Printed, dice), Tiles: rolledTiles(em.State.Printed, dice)})
	return nil
}

// decideReroll rerolls die Index of the roll: N is the face rolled at the
// table, 0 for the app to roll it (which it must, having rolled the dice).
func decideReroll(em *emitter, c Command, r rules.Rand) error {
	f := em.State.Fight
	switch {
	case f == nil:
		return rules.Refuse("thorgal.err.no_fight")
	case !f.Rolled():
		return refuseTiming("thorgal.err.reroll_before_roll")
	case c.Index < 0 || c.Index >= len(f.Dice):
		return rules.Refuse("thorgal.err.die")
	}
	face := c.N
	if face == 0 {
		if r == nil {
			return rules.Refuse("thorgal.err.command")
		}
		face = r.IntN(DieFaces) + 1
	}
	d := f.Dice[c.Index]
	d.Face, d.Crit = face, false
	one := []CombatDie{d}
	em.Add(Event{Kind: EvCombatRerolled, Char: f.Char, Index: c.Index, N: face, Digital: c.N == 0, Dice: one,
		DieNames: dieNames(em.State.Printed, one), Tiles: rolledTiles(em.State.Printed, one)})
	return nil
}

// rolledTiles are the tiles a roll shows, for the history (nil while a die's
// faces are not known).
func rolledTiles(printed map[string]string, dice []CombatDie) []string {
	t, need := RolledTiles(printed, dice)
	if need != "" || len(t) != len(dice) {
		return nil
	}
	return t
}

// sameRoll refuses a Combat record whose dice are not the roll recorded:
// a die more, less or stronger came too late (they come before the roll), a
// face changed without a reroll. Critical effects are the record's own.
func sameRoll(rolled, told []CombatDie) error {
	if len(told) != len(rolled) {
		return refuseTiming("thorgal.err.dice_after_roll")
	}
	for k, d := range told {
		was := rolled[k]
		switch {
		case d.Die != was.Die || d.Added != was.Added || d.From != was.From:
			return refuseTiming("thorgal.err.dice_after_roll")
		case d.Face != was.Face:
			return refuseTiming("thorgal.err.face_not_rolled")
		}
	}
	return nil
}

// checkRollEvent checks a roll or a reroll against the fight under way.
func checkRollEvent(s State, _ Character, e Event) error {
	f := s.Fight
	if f == nil {
		return rules.Refuse("thorgal.err.no_fight")
	}
	if e.Char != f.Char {
		return rules.Refuse("thorgal.err.event")
	}
	if e.Kind == EvCombatRolled {
		if f.Rolled() {
			return refuseTiming("thorgal.err.rolled")
		}
		if len(e.Dice) == 0 {
			return rules.Refuse("thorgal.err.roll_no_dice")
		}
		for _, d := range e.Dice {
			if d.Crit {
				return refuseTiming("thorgal.err.crit_before_roll")
			}
		}
		return checkRoll(e.Dice, nil, 0, 1, 1)
	}
	switch {
	case !f.Rolled():
		return refuseTiming("thorgal.err.reroll_before_roll")
	case e.Index < 0 || e.Index >= len(f.Dice) || e.N < 1 || e.N > DieFaces:
		return rules.Refuse("thorgal.err.die")
	case f.Rerolls >= MaxCount:
		return rules.Refuse("thorgal.err.count", "Max", MaxCount)
	}
	return nil
}

// checkRecordedRoll refuses a Combat event that does not carry the roll
// recorded for its fight (none recorded: any dice, as told).
func checkRecordedRoll(f Fight, e Event) error {
	if !f.Rolled() {
		return nil
	}
	if err := sameRoll(f.Dice, e.Dice); err != nil {
		return err
	}
	if e.Rerolls != f.Rerolls {
		return rules.Refuse("thorgal.err.event")
	}
	return nil
}

// evolveRoll applies a roll or a reroll to the fight (a copy: Evolve never
// changes the state it was given).
func evolveRoll(f *Fight, e Event) *Fight {
	if f == nil {
		return nil
	}
	g := *f
	if e.Kind == EvCombatRolled {
		g.Dice, g.Digital = slices.Clone(e.Dice), e.Digital
		return &g
	}
	g.Dice = slices.Clone(f.Dice)
	if e.Index >= 0 && e.Index < len(g.Dice) {
		g.Dice[e.Index].Face, g.Dice[e.Index].Crit = e.N, false
	}
	g.Rerolls++
	return &g
}
