package qa

import (
	"testing"

	"skald/i18n"
)

// Labels read as the history shows them, in both languages.
func TestLabelsInWords(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	drawn := []Event{
		{Kind: EvChaamsDrawn, Hero: Jolan, Card: ChaamsCard(Corruption, 2)},
		{Kind: EvChaamsPlaced, Hero: Jolan, Card: ChaamsCard(Corruption, 2), Lieu: 5},
	}
	tests := []struct {
		cmd    Command
		evs    []Event
		en, fr string
	}{
		{Command{Kind: CmdDrawChaams}, drawn, "Jolan drew Chaams Corruption 2 → Jungle", "Jolan a pioché le Chaams Corruption 2 → Jungle"},
		{Command{Kind: CmdSwap}, []Event{{Kind: EvSwapped, Hero: Arghun, With: Thorgal, Give: Esquive, Get: Combat, N: 2}},
			"Tanatloc: Arghun Pied-d'arbre gives Thorgal 2 Dodge for 2 Combat",
			"Tanatloc\u00a0: Arghun Pied-d'arbre donne à Thorgal 2 Esquive contre 2 Combat"},
		{Command{Kind: CmdRoll}, []Event{{Kind: EvRolled, Hero: Kriss, White: make([]string, 5), Black: BlackGoddess}, {Kind: EvTaken, Hero: Kriss, Dice: []string{FaceVoyage}}},
			"Kriss de Valnor rolls, black die Déesse-sans-nom: keeps 1 die",
			"Kriss de Valnor lance les dés, dé noir Déesse-sans-nom\u00a0: garde 1 dé"},
		{Command{Kind: CmdAdvanceOgotai}, []Event{{Kind: EvOgotaiAdvanced, To: 9, War: 1}, {Kind: EvLost, Reason: ReasonNoFreeLieu}},
			"Ogotaï advances to space 9: Guerre 1, draw 1 Chaams, and the game is lost: A Chaams had to be placed in the Ogotaï phase and every revealed Lieu already held one.",
			""},
		{Command{Kind: CmdStep}, []Event{{Kind: EvStepDone, Hero: Tjall, Lieu: 6, Cards: SkillTypes, Dice: []string{FaceVoyage}}},
			"Tjall completes the mandatory step of Mayaxatl and travels to Grande pyramide",
			"Tjall valide l'étape obligatoire de Mayaxatl et voyage jusqu'à Grande pyramide"},
	}
	for _, tc := range tests {
		m := Label(tc.cmd, tc.evs)
		if got := en.Msg(m); got != tc.en {
			t.Errorf("en: %q\nwant %q", got, tc.en)
		}
		if got := fr.Msg(m); tc.fr != "" && got != tc.fr {
			t.Errorf("fr: %q\nwant %q", got, tc.fr)
		}
	}
	if got := en.Msg(Label(Command{Kind: CmdEndTurn}, nil)); got == "" {
		t.Error("a command without events still gets a label")
	}
}
