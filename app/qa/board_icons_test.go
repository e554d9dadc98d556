package qa

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
)

// Qâ: the war track's Guerre pictogram, the Skill types of every hero's
// counters (held or not), the dice kept and the Chaams on the Lieux open
// their glossary entries.
func TestQaBoardIconsOpenTheirEntries(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.QaExample(e.Store, "Icons", "action"))
	kittest.CheckBoardIcons(e, map[string]string{
		"qa-war":                "qa.icon.war",
		"qa-skill-combat":       "qa.icon.combat",
		"qa-skill-esquive":      "qa.icon.esquive",
		"qa-skill-infiltration": "qa.icon.infiltration",
		"qa-skill-persuasion":   "qa.icon.persuasion",
		"qa-skill-assassinat":   "qa.icon.assassinat",
		"qa-skill-corruption":   "qa.icon.corruption",
		"qa-chaams":             "qa.icon.chaams",
	})
	// On a phone the war track's compact cells show the Guerre pictogram on
	// known Guerre spaces: a tap on such a cell opens its entry too.
	var war *warCell
	kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*warCell)
		if ok && c.showsWar() {
			war = c
		}
		return war != nil
	})
	if war == nil {
		t.Error("no war track cell shows the Guerre pictogram")
	} else {
		board := e.U.Top()
		test.Tap(war)
		if got := kittest.EntryOnTop(e); got != "qa.icon.war" {
			t.Errorf("tapping Guerre space %d opened %q", war.space, got)
		}
		e.U.Back()
		if e.U.Top() != board {
			t.Fatalf("Back shows %T", e.U.Top())
		}
	}

	s := qaState(e)
	if len(s.Dice) > 0 {
		face := s.Dice[0]
		kittest.CheckBoardIcons(e, map[string]string{"qa-die-" + face: "qa.icon." + face})
	} else {
		t.Error("the Action phase of the worked turn keeps no dice")
	}

	// The Destin phase's first roll: the black die's face leads the hint.
	d := kittest.NewEnv(t, "", kittest.PhoneSize)
	d.Open(seed.QaExample(d.Store, "Icons", "destin"))
	black := qaState(d).Destin.Black
	kittest.CheckBoardIcons(d, map[string]string{"qa-die-" + black: "qa.icon." + black})
}
