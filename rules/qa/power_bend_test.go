package qa

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// bendDo and bendRefused run a command through Decide, Check and Evolve
// alone, so these tests do not lean on the shared helpers being reworked.
func bendDo(t *testing.T, s State, c Command) (State, []Event) {
	t.Helper()
	evs, err := Decide(s, c, rulestest.RNG(1))
	if err != nil {
		t.Fatalf("Decide(%+v): %v", c, err)
	}
	for _, e := range evs {
		if err := Check(s, e); err != nil {
			t.Fatalf("Decide(%+v) gave an event Check refuses: %+v: %v", c, e, err)
		}
		s = Evolve(s, e)
	}
	return s, evs
}

func bendRefused(t *testing.T, s State, c Command, id string) {
	t.Helper()
	_, err := Decide(s, c, rulestest.RNG(2))
	rulestest.Refused(t, err, c, id)
}

// A power may move a hero against the movement rules (the powers are printed,
// and one may allow it), but never silently. The rulebook's two rules, in our
// words:
//   - the voyage die: a hero only ever moves forward, toward Lieu 8;
//   - "Cartes Lieu et étape obligatoire": leaving Lieu 2, 4, 6 or 8 costs the
//     Skill cards the Lieu asks for and a voyage die.
//
// Such a move is refused, naming the rule, unless the command says the table
// confirmed it (Bend); then the history says the rule was bent.

// Backward: Pied-d'arbre's power sends Pied-d'arbre from Mayaxatl back to
// Cité Xinjin.
func TestPowerMoveBackNeedsBend(t *testing.T) {
	s := exampleTable(t) // Pied-d'arbre on Mayaxatl (6), Lieux 1 to 6 revealed
	s = toAction(t, s)
	back := Command{Kind: CmdPowerMove, Lieu: 3}
	bendRefused(t, s, back, "qa.err.power_first") // the power first, then the rule
	s, _ = bendDo(t, s, Command{Kind: CmdPower, Used: true})
	if rule, _ := MoveBend(s, Arghun, 3); rule != BendBack {
		t.Fatalf("MoveBend %q", rule)
	}
	bendRefused(t, s, back, "qa.err.power_back")
	bendRefused(t, s, Command{Kind: CmdPowerMove, Lieu: LieuPyramide, Bend: true}, "qa.err.power_lieu")

	back.Bend = true
	s, evs := bendDo(t, s, back)
	if s.Heroes[0].Lieu != 3 || len(evs) != 1 || evs[0].Bent != BendBack {
		t.Fatalf("Pied-d'arbre on %d, events %+v", s.Heroes[0].Lieu, evs)
	}
	rulestest.Says(t, Label(back, evs),
		"Arghun Pied-d'arbre's power: Arghun Pied-d'arbre goes back to Cité Xinjin (rule bent: a hero never goes back)",
		"Pied-d'arbre utilise son pouvoir\u00a0: Pied-d'arbre revient sur «\u00a0Cité Xinjin\u00a0» (règle contournée\u00a0: un héros ne recule jamais)")
}

// Past a mandatory step: Jolan, on Pays viking, sent to Cité Xinjin leaves
// Lieu 2's step behind; to Lieu 2 itself nothing is bent.
func TestPowerMovePastStepNeedsBend(t *testing.T) {
	s := toAction(t, exampleTable(t))
	s, _ = bendDo(t, s, Command{Kind: CmdPower, Used: true})
	past := Command{Kind: CmdPowerMove, Hero: Jolan, Lieu: 3}
	_, err := Decide(s, past, rulestest.RNG(1))
	rulestest.Refused(t, err, past, "qa.err.power_step")
	rulestest.Says(t, rulestest.RefusalOf(t, err).Msg,
		"A hero leaves Lieu 2 only by completing its mandatory step. Confirm that the power bends this rule.",
		"Un héros ne quitte «\u00a0Lieu 2\u00a0» qu'en validant son étape obligatoire. Confirmez que le pouvoir contourne cette règle.")

	past.Bend = true
	s2, evs := bendDo(t, s, past)
	if s2.Heroes[2].Lieu != 3 || evs[0].Bent != BendStep || evs[0].To != 2 {
		t.Fatalf("Jolan on %d, events %+v", s2.Heroes[2].Lieu, evs)
	}
	rulestest.Says(t, Label(past, evs),
		"Arghun Pied-d'arbre's power: Jolan goes to Cité Xinjin without the mandatory step of Lieu 2 (rule bent)",
		"Pied-d'arbre utilise son pouvoir\u00a0: Jolan va sur «\u00a0Cité Xinjin\u00a0» sans l'étape obligatoire de «\u00a0Lieu 2\u00a0» (règle contournée)")

	// The next Lieu bends nothing: no flag needed, and a flag given claims
	// nothing in the history.
	for _, bend := range []bool{false, true} {
		c := Command{Kind: CmdPowerMove, Hero: Jolan, Lieu: 2, Bend: bend}
		_, evs := bendDo(t, s, c)
		if evs[0].Bent != "" || Label(c, evs).ID != "qa.label.power_move" {
			t.Fatalf("bend %v: events %+v", bend, evs)
		}
	}
}

// A stored log: an event says which rule it bent, and it must be the one
// the move bends; a log from before bends were recorded (none said) replays
// as it was.
func TestPowerMoveBentChecked(t *testing.T) {
	s := toAction(t, exampleTable(t))
	s, _ = bendDo(t, s, Command{Kind: CmdPower, Used: true})
	forged := Event{Kind: EvPowerMoved, Hero: Arghun, With: Jolan, Lieu: 2, Bent: BendBack}
	rulestest.CheckRefused(t, Check(s, forged), "a forward move said to go back", "qa.err.printed")
	forged = Event{Kind: EvPowerMoved, Hero: Arghun, With: Jolan, Lieu: 5, Bent: BendStep, To: 4}
	rulestest.CheckRefused(t, Check(s, forged), "the wrong step skipped", "qa.err.printed")
	old := Event{Kind: EvPowerMoved, Hero: Arghun, With: Arghun, Lieu: 3}
	if err := Check(s, old); err != nil {
		t.Fatalf("an old backward move refused: %v", err)
	}
	if l := powerLabel(old); l.ID != "qa.label.power_move" {
		t.Fatalf("old label %s", l.ID)
	}
	if s = Evolve(s, old); s.Heroes[0].Lieu != 3 {
		t.Fatalf("old move: on %d", s.Heroes[0].Lieu)
	}
}
