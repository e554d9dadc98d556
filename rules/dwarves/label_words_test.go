package dwarves

import (
	"strings"
	"testing"

	"skald/i18n"
)

// The history names the troops placed, and says what followed by itself:
// troops gathering at Blacksaddle go back to the supply and push the Doom
// marker, in both languages.
func TestLabelsNameTroopsAndConsequences(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	place := Command{Kind: CmdTroops, At: InHex(Blacksaddle), Troops: Troops{Orcs: 3, Trolls: 1}}
	evs := []Event{
		{Kind: EvTroopsPlaced, At: ptr(InHex(Blacksaddle)), Troops: &Troops{Orcs: 3, Trolls: 1}},
		{Kind: EvBlacksaddle, Troops: &Troops{Orcs: 4, Trolls: 1}},
		{Kind: EvDoomMoved, N: 1, Why: WhyBlacksaddle},
	}
	m := Label(place, evs)
	if got, want := en.Msg(m), "Placed on Blacksaddle: 3 Orcs, 1 Troll. Then: the troops at Blacksaddle go back to the supply (4 Orcs, 1 Troll), the Doom marker advances 1 space"; got != want {
		t.Errorf("en: %q\nwant %q", got, want)
	}
	if got, want := fr.Msg(m), "Troupes placées — la Selle Noire\u00a0: 3 Orcs, 1 Troll. Ensuite\u00a0: les troupes de la Selle Noire retournent à la réserve (4 Orcs, 1 Troll), le marqueur Fatalité avance d'une case"; got != want {
		t.Errorf("fr: %q\nwant %q", got, want)
	}
	// A learned value says the question and its answer, never a raw ID.
	key := doomSpaceKey(7)
	spec, _ := specs.Spec(key)
	c := spec.Choices[0]
	learned := en.Msg(Label(Learn(key, c.Value), nil))
	if !strings.Contains(learned, en.Msg(c.Label)) || !strings.Contains(learned, en.Msg(spec.Prompt)) || strings.Contains(learned, c.Value) {
		t.Errorf("learned value said as %q, want the question and %q, not %q", learned, en.Msg(c.Label), c.Value)
	}
}
