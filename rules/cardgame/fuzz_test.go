package cardgame_test

import (
	"testing"

	"skald/rules/cardgame"
	"skald/rules/cardgame/gen"
	"skald/rules/internal/rulestest"
)

// FuzzDecide drives random commands (mostly legal, some junk) from the fuzzer's
// bytes. After every accepted command: no panic, every event passed Check on
// the state it was decided in, Evolve left its input alone, and the invariants
// hold: one horn per conquered land and three only for the winner, fate points
// within seven, the upkeep within the party, a verdict that follows from its
// numbers (see rulestest's Step and invariants).
func FuzzDecide(f *testing.F) {
	cardgame.Decider.Fuzz(f, 600, func(t *testing.T, setup byte) cardgame.State {
		su := cardgame.Duel()
		su.First = int(setup & 1)
		if su.First == 1 {
			su.Lands = []string{cardgame.LandID(cardgame.Vikings, 1), cardgame.LandID(cardgame.Vikings, 4),
				cardgame.LandID(cardgame.Lords, 1), cardgame.LandID(cardgame.Lords, 2), cardgame.LandID(cardgame.Lords, 3), cardgame.LandID(cardgame.Lords, 5)}
		}
		p := cardgame.TestProfile()
		if setup&0x80 != 0 {
			// Symbols not known yet: choosing a land asks for them.
			for _, id := range su.Lands {
				p = rulestest.Without(p, cardgame.LandAttrKey(id, cardgame.Bravery), cardgame.LandAttrKey(id, cardgame.Power))
			}
		}
		return cardgame.Decider.New(t, su, p)
	}, gen.Command)
}
