package qa

import (
	"testing"

	"skald/rules/deck"
	"skald/rules/internal/rulestest"
)

// A forged event is refused: take a real game, alter one event, and Check says no.
func TestCheckRefusesWhatCouldNotHappen(t *testing.T) {
	s := exampleTable(t)
	s, _ = do(t, s, Command{Kind: CmdRoll, White: []string{FaceSkill1, FaceSkill3, FaceChaams1, FaceChaams1, FaceChaams2}, Black: BlackTake3}, nil)
	action := toAction(t, fourHeroes(t), FaceVoyage, FaceSkill2)
	owing, _ := do(t, fourHeroes(t), Command{Kind: CmdRoll, White: []string{FaceChaams1, FaceSkill1, FaceSkill1, FaceSkill1, FaceSkill1}, Black: BlackOgotai}, nil)
	ogotai := fourHeroes(t)
	for range 4 {
		ogotai = passTurn(t, ogotai)
	}
	tests := []struct {
		name, want string // the refusal Check must give
		s          State
		e          Event
	}{
		{"a roll while a take is owed", "qa.err.take_first", s, Event{Kind: EvRolled, Hero: Arghun, White: []string{FaceSkill1, FaceSkill1}, Black: BlackTake1}},
		{"another hero's take", "qa.err.not_your_turn", s, Event{Kind: EvTaken, Hero: Thorgal, Dice: []string{FaceSkill1, FaceSkill3, FaceChaams1}}},
		{"a take of dice not rolled", "qa.err.take_not_rolled", s, Event{Kind: EvTaken, Hero: Arghun, Dice: []string{FaceVoyage, FaceSkill3, FaceChaams1}}},
		{"a take of the wrong count", "qa.err.take_count", s, Event{Kind: EvTaken, Hero: Arghun, Dice: []string{FaceSkill3}}},
		{"a swap without Tanatloc", "qa.err.swap_tanatloc", s, Event{Kind: EvSwapped, Hero: Arghun, With: Thorgal, Give: Esquive, Get: Combat, N: 1}},
		{"a stop while a take is owed", "qa.err.take_first", s, Event{Kind: EvDestinEnded, Hero: Arghun}},
		{"a Chaams draw nobody owes", "qa.err.no_draw", s, Event{Kind: EvChaamsDrawn, Hero: Arghun, Card: "combat.1"}},
		{"skills drawn outside the Action phase", "qa.err.not_action", s, Event{Kind: EvSkillsDrawn, Hero: Arghun, Dice: []string{FaceSkill1}}},
		{"more skills than the die", "qa.err.name_cards", action, Event{Kind: EvSkillsDrawn, Hero: Arghun, Dice: []string{FaceSkill2},
			Draws: drawsOf(Combat, Esquive, Esquive)}},
		{"fewer skills than the die", "qa.err.name_cards", action, Event{Kind: EvSkillsDrawn, Hero: Arghun, Dice: []string{FaceSkill2}, Draws: drawsOf(Combat)}},
		{"a reveal two Lieux ahead", "qa.err.reveal_next", action, Event{Kind: EvRevealed, Hero: Arghun, Dice: []string{FaceVoyage}, Lieu: 3}},
		{"a reveal with a skill die", "qa.err.die_kind", action, Event{Kind: EvRevealed, Hero: Arghun, Dice: []string{FaceSkill2}, Lieu: 2}},
		{"a move onto a hidden Lieu", "qa.err.move_unrevealed", action, Event{Kind: EvMoved, Hero: Arghun, Dice: []string{FaceVoyage}, Lieu: 2}},
		{"a victory far from the laboratory", "qa.err.no_step", action, Event{Kind: EvStepDone, Hero: Arghun, Lieu: 8, Cards: repeat(Esquive, 6)}},
		{"a removal of a Chaams not there", "qa.err.remove_absent", action, Event{Kind: EvChaamsRemoved, Hero: Arghun, Lieu: 1, Card: "combat.1"}},
		{"a discard under the limit", "qa.err.discard_not_over", action, Event{Kind: EvDiscarded, Hero: Arghun, Cards: []string{Esquive}}},
		{"a turn ended for another hero", "qa.err.not_your_turn", action, Event{Kind: EvTurnEnded, Hero: Jolan}},
		{"Ogotaï advancing in a hero's turn", "qa.err.not_ogotai", action, Event{Kind: EvOgotaiAdvanced, To: 7}},
		{"Ogotaï jumping", "qa.err.ogotai_step", ogotai, Event{Kind: EvOgotaiAdvanced, To: 8}},
		{"Guerre 5", "qa.err.printed", ogotai, Event{Kind: EvOgotaiAdvanced, To: 7, War: 5}},
		{"a defeat that is not one", "qa.err.not_lost", ogotai, Event{Kind: EvLost, Reason: ReasonNoFreeLieu}},
		{"a defeat with nothing owed", "qa.err.not_lost", action, Event{Kind: EvLost, Reason: ReasonDeckExhausted}},
		{"a defeat with a Chaams owed and cards to draw", "qa.err.not_lost", owing, Event{Kind: EvLost, Reason: ReasonDeckExhausted}},
		{"no free Lieu outside the Ogotaï phase", "qa.err.not_lost", owing, Event{Kind: EvLost, Reason: ReasonNoFreeLieu}},
		{"a placement before the draw", "qa.err.nothing_to_place", owing, Event{Kind: EvChaamsPlaced, Hero: Arghun, Card: "combat.1", Lieu: 1}},
		{"an unknown event", "qa.err.event", action, Event{Kind: "teleport"}},
	}
	for _, tc := range tests {
		rulestest.CheckRefused(t, Check(tc.s, tc.e), tc.name, tc.want)
	}
	// A Guerre value different from the one already known.
	known := with(ogotai.Printed, warKey(7), "2")
	ogotai.Printed = known
	rulestest.CheckRefused(t, Check(ogotai, Event{Kind: EvOgotaiAdvanced, To: 7, War: 3}), "a Guerre value other than the known one", "qa.err.printed")
	if err := Check(ogotai, Event{Kind: EvOgotaiAdvanced, To: 7, War: 2}); err != nil {
		t.Errorf("the known Guerre value: %v", err)
	}
}

func drawsOf(cards ...string) (out []deck.Draw) {
	for _, c := range cards {
		out = append(out, deck.Draw{Card: c})
	}
	return out
}
