package cardgame

import (
	"testing"

	"skald/i18n"
)

// Labels read as the history shows them, in both languages.
func TestLabelsInWords(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	tests := []struct {
		ev     Event
		en, fr string
	}{
		{Event{Kind: EvFate, Player: Vikings, To: FateHand, N: 3},
			"Vikings: 3 cards drawn to the hand", "Vikings\u00a0: 3 cartes piochées en main"},
		{Event{Kind: EvFate, Player: Outlaws, To: FatePool, N: 1},
			"Outlaws: 1 card to the pool", "Hors-la-loi\u00a0: 1 carte dans la réserve"},
		{Event{Kind: EvResolved, Land: fortifiedPort, Name: "Fortified Port", Success: true,
			Party: Attrs{5, 3, 3}, LandAttrs: Attrs{4, 0, 0}, Opponent: Attrs{1, 1, 1}},
			"Journey to Fortified Port succeeds: 5/3/3 against 5/1/1",
			"Le voyage vers Fortified Port réussit\u00a0: 5/3/3 contre 5/1/1"},
		{Event{Kind: EvOpposed, Player: Lords, Oppose: OpposePaid, Cost: 2},
			"Lords: opposes with a companion, paying 2 cards",
			"Seigneurs\u00a0: opposition d'un compagnon, 2 cartes payées"},
		{Event{Kind: EvChosen, Player: Visitors, Land: LandID(Lords, 3)},
			"Visitors: journey to Lords land 3", "Visiteurs\u00a0: voyage vers Terre 3 des Seigneurs"},
		{Event{Kind: EvActed, Player: Lords, Act: ActLand, Land: fortifiedPort, Name: "Fortified Port"},
			"Lords: bane effect of Fortified Port (once this round)",
			"Seigneurs\u00a0: effet Fléau de Fortified Port (une fois cette manche)"},
		{Event{Kind: EvJourneyEnded, Player: Vikings, Land: fortifiedPort, Name: "Fortified Port", Success: true, Effect: EffectUsed},
			"Vikings: Fortified Port conquered, a horn, land effect used",
			"Vikings\u00a0: conquête de Fortified Port, un cor, effet de la terre utilisé"},
		{Event{Kind: EvSwapped, Player: Lords, N: 4},
			"Roles swap — destiny player in round 4: Lords",
			"Échange des rôles — joueur Destin à la manche 4\u00a0: Seigneurs"},
		{Event{Kind: EvReturned, Land: fortifiedPort, Name: "Fortified Port", Success: true, Oppose: OpposeFree},
			"Back from Fortified Port, attached cards and the opposing companion destroyed",
			"Retour de Fortified Port, cartes attachées et compagnon opposé détruits"},
		{Event{Kind: EvUpkeep, Player: Lords, Upkeep: UpkeepDamage},
			"Lords: 2 damage taken to keep a companion", "Seigneurs\u00a0: 2 dégâts subis pour garder un compagnon"},
	}
	for _, tc := range tests {
		m := Label(Command{}, []Event{tc.ev})
		if got := en.Msg(m); got != tc.en {
			t.Errorf("en: %q\nwant %q", got, tc.en)
		}
		if got := fr.Msg(m); got != tc.fr {
			t.Errorf("fr: %q\nwant %q", got, tc.fr)
		}
	}
	if got := en.Msg(Label(Command{Kind: CmdSwap}, nil)); got == "" {
		t.Error("a command without events still gets a label")
	}
}
