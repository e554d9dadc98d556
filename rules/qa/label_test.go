package qa

import (
	"testing"

	"skald/i18n"
	"skald/rules/deck"
	"skald/rules/internal/rulestest"
)

// Labels read as the history shows them, in both languages.
func TestLabelsInWords(t *testing.T) {
	en := i18n.New("en")
	drawn := []Event{
		{Kind: EvChaamsDrawn, Hero: Jolan, Card: ChaamsCard(Corruption, 2)},
		{Kind: EvChaamsPlaced, Hero: Jolan, Card: ChaamsCard(Corruption, 2), Lieu: 5},
	}
	tests := []struct {
		cmd    Command
		evs    []Event
		en, fr string
	}{
		{Command{Kind: CmdDrawChaams}, drawn, "Jolan drew Chaams Corruption 2 and placed it on Jungle", "Jolan pioche le Chaams Corruption 2 et le pose sur «\u00a0Jungle\u00a0»"},
		{Command{Kind: CmdDrawChaams}, []Event{{Kind: EvChaamsDrawn, Hero: Jolan, Card: ChaamsCard(Corruption, 2), Reshuffled: true}},
			"The Chaams discard is shuffled into a new pile; Jolan drew Chaams Corruption 2",
			"La défausse des Chaams est mélangée pour former une nouvelle pioche\u00a0; Jolan pioche le Chaams Corruption 2"},
		{Command{Kind: CmdSwap}, []Event{{Kind: EvSwapped, Hero: Arghun, With: Thorgal, Give: Esquive, Get: Combat, N: 2}},
			"Tanatloc: Arghun Pied-d'arbre gives Thorgal 2 Dodge for 2 Combat",
			"Tanatloc\u00a0: Pied-d'arbre donne 2 Esquive à Thorgal contre 2 Combat"},
		{Command{Kind: CmdRoll}, []Event{{Kind: EvRolled, Hero: Kriss, White: []string{FaceSkill1, FaceVoyage, FaceChaams1, FaceChaams1, FaceSkill3}, Black: BlackGoddess}, {Kind: EvTaken, Hero: Kriss, Dice: []string{FaceVoyage}}},
			"Kriss de Valnor rolls: black die Déesse-sans-nom; white dice 1 Skill, Travel, 1 Chaams, 1 Chaams, 3 Skills or travel; keeps 1 die: Travel",
			"Kriss de Valnor lance les dés\u00a0: dé noir «\u00a0Déesse-sans-nom\u00a0»\u00a0; dés blancs\u00a0: 1 compétence, voyage, 1 Chaams, 1 Chaams, 3 compétences/voyage\u00a0; garde 1 dé\u00a0: voyage"},
		{Command{Kind: CmdDrawSkills}, []Event{{Kind: EvSkillsDrawn, Hero: Jolan, Dice: []string{FaceSkill2}, Draws: []deck.Draw{{Card: Combat, Reshuffled: true}, {Card: Esquive}}}},
			"The Skill discard is shuffled into a new pile; Jolan draws 2 Skill cards: Combat, Dodge",
			"La défausse des cartes Compétence est mélangée pour former une nouvelle pioche\u00a0; Jolan pioche 2 cartes Compétence\u00a0: Combat, Esquive"},
		{Command{Kind: CmdAdvanceOgotai}, []Event{{Kind: EvOgotaiAdvanced, To: 9, War: 1}, {Kind: EvLost, Reason: ReasonNoFreeLieu}},
			"Ogotaï advances to space 9: Guerre 1, draw 1 Chaams, and the game is lost: A Chaams had to be placed in the Ogotaï phase and every revealed Lieu already held one.",
			""},
		{Command{Kind: CmdStep}, []Event{{Kind: EvStepDone, Hero: Tjall, Lieu: 6, Cards: SkillTypes, Dice: []string{FaceVoyage}}},
			"Tjall completes the mandatory step of Mayaxatl and travels to Grande pyramide",
			"Tjall valide l'étape obligatoire de «\u00a0Mayaxatl\u00a0» et voyage sur «\u00a0Grande pyramide\u00a0»"},
	}
	for _, tc := range tests {
		rulestest.Says(t, Label(tc.cmd, tc.evs), tc.en, tc.fr)
	}
	if got := en.Msg(Label(Command{Kind: CmdEndTurn}, nil)); got == "" {
		t.Error("a command without events still gets a label")
	}
}

// The history names Lieux as the table's cards print them, and says what a
// printed value taught, in both languages.
func TestLabelsUsePrintedNamesAndSayWhatWasLearned(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	// Lieu 2 is named at the table, then revealed: the events carry its name.
	s := fourHeroes(t)
	s.Printed = with(s.Printed, lieuChaamsKey(2), "0", lieuNameKey(2), "Fjord", lieuNameKey(3), "Xinjin")
	s = toAction(t, s, FaceVoyage, FaceVoyage)
	s, evs := do(t, s, Command{Kind: CmdReveal, Dice: []string{FaceVoyage}}, nil)
	if evs[0].Name != "Fjord" {
		t.Fatalf("the reveal does not carry Lieu 2's name: %+v", evs[0])
	}
	if got := en.Msg(Label(Command{Kind: CmdReveal}, evs)); got != "Arghun Pied-d'arbre reveals Fjord (0 Chaams)" {
		t.Fatalf("en: %q", got)
	}
	_, evs = do(t, s, Command{Kind: CmdMove, Dice: []string{FaceVoyage}}, nil)
	if got := fr.Msg(Label(Command{Kind: CmdMove}, evs)); got != "Pied-d'arbre voyage sur «\u00a0Fjord\u00a0»" {
		t.Fatalf("fr: %q", got)
	}
	// A forged name is refused on import.
	forged := evs[0]
	forged.Name = "Valhalla"
	rulestest.CheckRefused(t, Check(s, forged), "a Lieu name the table never gave", "qa.err.printed")
	// A mandatory step names both Lieux.
	step := Event{Kind: EvStepDone, Hero: Tjall, Lieu: 2, Name: "Fjord", Next: "Xinjin"}
	if got := en.Msg(Label(Command{Kind: CmdStep}, []Event{step})); got != "Tjall completes the mandatory step of Fjord and travels to Xinjin" {
		t.Fatalf("en: %q", got)
	}

	learned := []struct {
		key, value, en, fr string
	}{
		{"qa.war.6", "2", "Learned: war space 6 shows Guerre 2", "Appris\u00a0: la case 6 de la piste «\u00a0Préparatifs de guerre\u00a0» est une case Guerre 2"},
		{"qa.war.9", "0", "Learned: war space 9 is empty", "Appris\u00a0: la case 9 de la piste «\u00a0Préparatifs de guerre\u00a0» est vide"},
		{"qa.start.4", "3", "Learned: Ogotaï starts on space 3 with 4 heroes", ""},
		{"qa.lieu.3.chaams", "1", "Learned: Lieu 3 (Cité Xinjin) shows 1 Chaams symbol", "Appris\u00a0: la carte Lieu 3 «\u00a0Cité Xinjin\u00a0» porte 1 symbole Chaams"},
		{"qa.lieu.2.step", Rule4Identical, "Learned: the mandatory step of Lieu 2 takes 4 identical Skill cards", ""},
		{"qa.lieu.2.name", "Fjord", "Learned: Lieu 2 is called Fjord", ""},
		{"qa.chaams.1.combat", "2", "Learned: the box holds 2 level-1 Combat Chaams", ""},
		{"qa.skills.jolan.2", Esquive, "Learned: Jolan's starting card 2 is Dodge", "Appris\u00a0: carte Compétence de départ n°\u00a02 pour Jolan\u00a0: Esquive"},
		{"qa.defi.7", "Sprint", "Learned: Défi 7 is “Sprint”", ""},
	}
	for _, l := range learned {
		m := Label(Learn(l.key, l.value), []Event{{Kind: EvLearned, Key: l.key, Value: l.value}})
		if got := en.Msg(m); got != l.en {
			t.Errorf("%s en: %q, want %q", l.key, got, l.en)
		}
		if got := fr.Msg(m); l.fr != "" && got != l.fr {
			t.Errorf("%s fr: %q, want %q", l.key, got, l.fr)
		}
	}
}

// An Ogotaï phase's label says where each Chaams went.
func TestOgotaiLabelListsPlacements(t *testing.T) {
	en := i18n.New("en")
	evs := []Event{
		{Kind: EvOgotaiAdvanced, To: 7, War: 2},
		{Kind: EvChaamsDrawn, Card: "corruption.2"}, {Kind: EvChaamsPlaced, Card: "corruption.2", Lieu: 6},
		{Kind: EvChaamsDrawn, Card: "combat.1"}, {Kind: EvChaamsPlaced, Card: "combat.1", Lieu: 2, Name: "Fjord"},
	}
	want := "Ogotaï advances to space 7 (Guerre 2): Corruption 2 on Mayaxatl, Combat 1 on Fjord"
	if got := en.Msg(Label(Command{Kind: CmdAdvanceOgotai}, evs)); got != want {
		t.Fatalf("%q\nwant %q", got, want)
	}
	if !Reveals(Command{Kind: CmdAdvanceOgotai}, evs) || Reveals(Command{Kind: CmdAdvanceOgotai, Chaams: []string{"corruption.2", "combat.1"}}, evs) {
		t.Fatal("Reveals: digital draws reveal, named ones do not")
	}
	if Reveals(Command{Kind: CmdAdvanceOgotai}, evs[:1]) {
		t.Fatal("an Ogotaï phase that drew nothing reveals nothing")
	}
}
